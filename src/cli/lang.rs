//! Commands that take a program in either language (`parse`, later `run`): the language is
//! picked by the file's extension or `--lang`.

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
    /// The program to parse.
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
}

pub fn parse(args: &ParseArgs) -> CliResult {
    let text = super::read_source(&args.file)?;
    match Lang::of(&args.file, args.lang)? {
        Lang::Cpl => super::cpl::parse(args, &text),
        Lang::Algol => super::algol::parse(args, &text),
    }
}
