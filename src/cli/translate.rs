//! `attic translate FILE.cpl`: CPL to Rust.

use std::path::PathBuf;

use attic::cpl::parse::{parse_expr, parse_program};
use attic::cpl::prelude;
use attic::cpl::translate::{translate, Options};
use attic::diagnostic::Source;

use super::cpl::ReadingArg;
use super::{print, read_source, CliResult, Failure};

#[derive(Debug, clap::Args)]
pub struct TranslateArgs {
    /// The CPL program.
    pub file: PathBuf,
    /// Write the Rust source here instead of stdout.
    #[arg(short, long)]
    pub output: Option<PathBuf>,
    /// How `+` and `-` read on two logicals (fixed at translation time).
    #[arg(long, value_enum, default_value_t = ReadingArg::Set)]
    pub reading: ReadingArg,
    /// Load the checkers prelude after the program (Terminal, TerminalValue, Opening).
    #[arg(long)]
    pub prelude: bool,
    /// One file with the runtime inside and a `main` that prints the `--main` expressions.
    #[arg(long, requires = "main")]
    pub standalone: bool,
    /// An expression the standalone `main` prints, as `attic run --eval` does (repeatable:
    /// then one line each, an error as its `error:` line).
    #[arg(long = "main", value_name = "EXPR")]
    pub main: Vec<String>,
    /// An expression whose calls give the functions' parameters their types (repeatable).
    #[arg(long = "entry", value_name = "EXPR")]
    pub entry: Vec<String>,
    /// The standalone program's depth limit.
    #[arg(long)]
    pub max_depth: Option<usize>,
    /// The standalone program's step limit.
    #[arg(long)]
    pub max_steps: Option<u64>,
}

/// Parses the program (and the prelude), the expressions, and writes the translation.
pub fn run(args: &TranslateArgs) -> CliResult {
    if matches!(
        args.file.extension().and_then(|e| e.to_str()),
        Some("alg") | Some("a60")
    ) {
        return Err(Failure::new(
            Failure::USAGE,
            format!(
                "{} is ALGOL 60: attic translates CPL programs (.cpl) to Rust; ALGOL 60 \
                 programs run in the interpreter (attic run)",
                args.file.display()
            ),
        ));
    }
    let text = read_source(&args.file)?;
    let bad = |d: attic::diagnostic::Diagnostic| Failure::diagnostic(Failure::BAD_INPUT, &d);
    let source = Source::new(args.file.display().to_string(), text);
    let program = parse_program(&source).map_err(bad)?;
    let mut programs = vec![(source, program)];
    if args.prelude {
        let source = Source::new(prelude::PATH, prelude::TEXT);
        let program = parse_program(&source).map_err(bad)?;
        programs.push((source, program));
    }
    let expressions = |flag: &str, texts: &[String]| {
        texts
            .iter()
            .map(|text| {
                let source = Source::new(flag, text.as_str());
                parse_expr(&source).map(|e| (source, e)).map_err(bad)
            })
            .collect::<Result<Vec<_>, Failure>>()
    };
    let defaults = Options::default();
    let options = Options {
        reading: args.reading.into(),
        entries: expressions("--entry", &args.entry)?,
        mains: expressions("--main", &args.main)?,
        standalone: args.standalone,
        max_depth: args.max_depth.unwrap_or(defaults.max_depth),
        max_steps: args.max_steps.unwrap_or(defaults.max_steps),
        command: command_line(args),
        ..defaults
    };
    let rust = translate(&programs, &options).map_err(|e| Failure::new(Failure::BAD_INPUT, e))?;
    match &args.output {
        Some(path) => std::fs::write(path, rust).map_err(|e| {
            Failure::new(
                Failure::FAILED,
                format!("cannot write {}: {e}", path.display()),
            )
        }),
        None => print(&rust),
    }
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
    for e in &args.entry {
        words.push(format!("--entry '{e}'"));
    }
    words.join(" ")
}
