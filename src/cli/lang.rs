//! Commands that take a program in either language (`parse`, `run`): the language is picked
//! by the file's extension or `--lang`.

use std::path::{Path, PathBuf};

use clap::{Args, ValueEnum};

use super::{CliResult, Failure};

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Lang {
    Cpl,
    Algol,
}

impl Lang {
    /// `.cpl` is CPL; `.alg` and `.a60` are ALGOL 60; `--lang` overrides.
    pub fn of(path: &Path, forced: Option<Lang>) -> Result<Lang, Failure> {
        if let Some(lang) = forced {
            return Ok(lang);
        }
        match path.extension().and_then(|e| e.to_str()) {
            Some("cpl") => Ok(Lang::Cpl),
            Some("alg") | Some("a60") => Ok(Lang::Algol),
            _ if path == Path::new("-") => Err(Failure::new(
                Failure::USAGE,
                "a program on stdin (`-`) needs --lang cpl|algol",
            )),
            _ => Err(Failure::new(
                Failure::USAGE,
                format!(
                    "cannot tell the language of {}: name it .cpl, .alg or .a60, or say --lang cpl|algol",
                    path.display()
                ),
            )),
        }
    }
}

#[derive(Debug, Args)]
pub struct ParseArgs {
    /// The program to parse (`-`: stdin, with --lang).
    pub file: PathBuf,
    /// Print the syntax tree instead of the canonical text.
    #[arg(long)]
    pub ast: bool,
    /// Print with ASCII spellings instead of the original glyphs.
    #[arg(long)]
    pub ascii: bool,
    /// The language, when the extension does not say.
    #[arg(long, value_enum)]
    pub lang: Option<Lang>,
    /// ALGOL: refuse, rather than warn about, two identifiers of one scope that agree in
    /// their first 12 characters (the series' significance rule).
    #[arg(long)]
    pub strict_12: bool,
    /// CPL: instead of the program, report each place it departs from the 1963 rule that a
    /// block's definitions come before its commands (exit 1 when there is one).
    #[arg(long = "cpl-1963")]
    pub cpl_1963: bool,
}

pub fn parse(args: &ParseArgs) -> CliResult {
    let lang = Lang::of(&args.file, args.lang)?;
    let text = super::read_source(&args.file)?;
    match lang {
        Lang::Cpl => super::cpl::parse(args, &text),
        Lang::Algol => super::algol::parse(args, &text),
    }
}

#[derive(Debug, Args)]
pub struct RunArgs {
    /// The program to run (`-`: stdin, with --lang; then ALGOL's `input` needs --input).
    pub file: PathBuf,
    /// CPL: the expression to evaluate with the program's definitions, for instance
    /// 'NextMoveDirection(4)' or 'LegalPositionsFrom(Opening)'.
    #[arg(long, value_name = "EXPR", allow_hyphen_values = true)]
    pub eval: Option<String>,
    /// CPL: load the checkers prelude (Terminal, TerminalValue, SearchDepth, Opening: attic's
    /// own CPL, not Strachey's) after the program. This is the default; the program's own
    /// definitions always take precedence over the prelude's.
    #[arg(long, conflicts_with = "no_prelude")]
    pub prelude: bool,
    /// CPL: leave the checkers prelude out.
    #[arg(long)]
    pub no_prelude: bool,
    /// CPL: how `+` and `-` read on two logicals: set union and difference, or exclusive or.
    #[arg(long, value_enum, default_value_t = super::cpl::ReadingArg::Set)]
    pub reading: super::cpl::ReadingArg,
    /// The deepest nesting of calls a run may reach (CPL default 100000; ALGOL: procedure
    /// activations, its interpreter's default).
    #[arg(long, value_name = "N")]
    pub max_depth: Option<usize>,
    /// The most steps a run may take (CPL: applications of definitions and builtins, default
    /// 100000000; ALGOL: statements and loop steps, unbounded by default).
    #[arg(long, value_name = "N")]
    pub max_steps: Option<u64>,
    /// CPL: after the result, print on stderr how many times each definition was called.
    #[arg(long)]
    pub counts: bool,
    /// ALGOL: the file the program reads its input from (default: stdin).
    #[arg(long, value_name = "FILE")]
    pub input: Option<PathBuf>,
    /// ALGOL: refuse, rather than warn about, two identifiers of one scope that agree in
    /// their first 12 characters.
    #[arg(long)]
    pub strict_12: bool,
    /// The language, when the extension does not say.
    #[arg(long, value_enum)]
    pub lang: Option<Lang>,
}

pub fn run(args: &RunArgs) -> CliResult {
    let lang = Lang::of(&args.file, args.lang)?;
    if lang == Lang::Algol && args.file == Path::new("-") && args.input.is_none() {
        return Err(Failure::new(
            Failure::USAGE,
            "the program comes on stdin, so its input cannot: give --input FILE",
        ));
    }
    let text = super::read_source(&args.file)?;
    match lang {
        Lang::Cpl => super::cpl::run(args, &text),
        Lang::Algol => super::algol::run(args, &text),
    }
}
