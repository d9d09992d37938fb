//! `attic translate FILE.cpl|FILE.alg`: CPL or ALGOL 60 to Rust, the language by extension.

use std::path::PathBuf;

use attic::run::Language;
use attic::translate::{translate, TranslateError, TranslateRequest};

use super::cpl::ReadingArg;
use super::lang::Lang;
use super::{print, read_source, CliResult, Failure};

#[derive(Debug, clap::Args)]
pub struct TranslateArgs {
    /// The program: CPL (.cpl) or ALGOL 60 (.alg, .a60).
    pub file: PathBuf,
    /// The language, when the extension does not say.
    #[arg(long, value_enum)]
    pub lang: Option<Lang>,
    /// Write the Rust source here instead of stdout.
    #[arg(short, long)]
    pub output: Option<PathBuf>,
    /// CPL: how `+` and `-` read on two logicals (fixed at translation time).
    #[arg(long, value_enum, default_value_t = ReadingArg::Set)]
    pub reading: ReadingArg,
    /// CPL: how tightly `∧`, `∨` and `≡` bind against `+` and `-` in the program (the
    /// prelude is always read with the grammar's table).
    #[arg(long, value_enum, default_value_t = super::cpl::AndBindsArg::Tighter)]
    pub and_binds: super::cpl::AndBindsArg,
    /// ALGOL: the hardware representation the file is written in (`reference` or `marst`;
    /// by default MARST's when the file uses one of its own spellings).
    #[arg(long, value_enum, value_name = "REPR")]
    pub representation: Option<super::lang::RepresentationArg>,
    /// CPL: load the checkers prelude after the program (Terminal, TerminalValue, Opening).
    #[arg(long)]
    pub prelude: bool,
    /// One file with the runtime inside and a `main`: for CPL it prints the `--main`
    /// expressions; for ALGOL it runs the program on stdin and stdout as `attic run` does.
    #[arg(long)]
    pub standalone: bool,
    /// CPL: an expression the standalone `main` prints, as `attic run --eval` does
    /// (repeatable: then one line each, an error as its `error:` line).
    #[arg(long = "main", value_name = "EXPR")]
    pub main: Vec<String>,
    /// CPL: an expression whose calls give the functions' parameters their types (repeatable).
    #[arg(long = "entry", value_name = "EXPR")]
    pub entry: Vec<String>,
    /// The standalone program's depth limit.
    #[arg(long)]
    pub max_depth: Option<usize>,
    /// The standalone program's step limit.
    #[arg(long)]
    pub max_steps: Option<u64>,
    /// ALGOL: the standalone program's memory limit in bytes (arrays, activations and stack,
    /// as `attic run --max-memory` counts them).
    #[arg(long, value_name = "BYTES")]
    pub max_memory: Option<usize>,
}

/// Translates the program in the language its extension names.
pub fn run(args: &TranslateArgs) -> CliResult {
    let lang = Lang::of(&args.file, args.lang)?;
    // The translators walk the tree as the front end does: on its stack, as deep as it nests.
    attic::stack::on_front_end_stack(|| match lang {
        Lang::Cpl => run_cpl(args),
        Lang::Algol => run_algol(args),
    })
}

/// ALGOL 60: refuses CPL's flags, then translates through [`attic::translate`].
fn run_algol(args: &TranslateArgs) -> CliResult {
    let cpl_only = [
        ("--reading", args.reading != ReadingArg::Set),
        (
            "--and-binds",
            args.and_binds != super::cpl::AndBindsArg::Tighter,
        ),
        ("--prelude", args.prelude),
        ("--main", !args.main.is_empty()),
        ("--entry", !args.entry.is_empty()),
    ];
    if let Some((flag, _)) = cpl_only.iter().find(|(_, given)| *given) {
        return Err(Failure::new(
            Failure::USAGE,
            format!(
                "{flag} is for CPL programs; {} is ALGOL 60",
                args.file.display()
            ),
        ));
    }
    let text = read_source(&args.file)?;
    let name = args.file.display().to_string();
    let mut request = request(args, Language::Algol, &name, &text);
    request.command = format!("attic translate {}", args.file.display());
    translate_and_write(args, &request)
}

/// The request `args` make, in the library's terms.
fn request<'a>(
    args: &'a TranslateArgs,
    language: Language,
    name: &'a str,
    text: &'a str,
) -> TranslateRequest<'a> {
    TranslateRequest {
        reading: args.reading.into(),
        and_binds: args.and_binds.into(),
        prelude: args.prelude,
        entries: &args.entry,
        mains: &args.main,
        representation: super::lang::RepresentationArg::read(args.representation),
        standalone: args.standalone,
        max_steps: args.max_steps,
        max_depth: args.max_depth,
        max_memory: args.max_memory,
        ..TranslateRequest::new(language, name, text)
    }
}

fn translate_and_write(args: &TranslateArgs, request: &TranslateRequest) -> CliResult {
    let rust = translate(request).map_err(|e| match e {
        TranslateError::Syntax(d) => Failure::diagnostic(Failure::BAD_INPUT, &d),
        TranslateError::Refused(why) => Failure::new(Failure::BAD_INPUT, why),
    })?;
    write_output(args, &rust)
}

fn write_output(args: &TranslateArgs, rust: &str) -> CliResult {
    match &args.output {
        Some(path) => std::fs::write(path, rust).map_err(|e| {
            Failure::new(
                Failure::FAILED,
                format!("cannot write {}: {e}", path.display()),
            )
        }),
        None => print(rust),
    }
}

/// CPL: refuses ALGOL's flags, then translates through [`attic::translate`].
fn run_cpl(args: &TranslateArgs) -> CliResult {
    if args.max_memory.is_some() {
        return Err(Failure::new(
            Failure::USAGE,
            format!(
                "--max-memory is for ALGOL 60 programs; {} is CPL",
                args.file.display()
            ),
        ));
    }
    if args.standalone && args.main.is_empty() {
        return Err(Failure::new(
            Failure::USAGE,
            "a standalone CPL program needs --main EXPR",
        ));
    }
    let text = read_source(&args.file)?;
    let name = args.file.display().to_string();
    let mut request = request(args, Language::Cpl, &name, &text);
    request.command = command_line(args);
    translate_and_write(args, &request)
}
/// The command that regenerates the output, for its header (without `-o`).
fn command_line(args: &TranslateArgs) -> String {
    let mut words = vec![
        "attic translate".to_string(),
        args.file.display().to_string(),
    ];
    if args.prelude {
        words.push("--prelude".into());
    }
    if args.reading == ReadingArg::Xor {
        words.push("--reading xor".into());
    }
    if args.and_binds == super::cpl::AndBindsArg::Looser {
        words.push("--and-binds looser".into());
    }
    for e in &args.entry {
        words.push(format!("--entry '{e}'"));
    }
    words.join(" ")
}
