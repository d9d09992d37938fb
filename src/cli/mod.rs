//! The command line: clap arguments, dispatch, printing and exit codes.
//!
//! Exit codes: 0 ok, 1 the program ran and failed (runtime error, no solution), 2 usage,
//! 65 bad input (syntax error, malformed FEN/PDN). `attic diff` follows diff(1) instead.
//! Results go to stdout, diagnostics and progress to stderr.

use std::io::Write;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod algol;
mod checkers;
mod chess;
mod cpl;
mod diff;
mod errata;
mod lang;
mod translate;

/// attic: runs Strachey's 1966 CPL checkers program and a 1970s Soviet ALGOL-60 mate solver,
/// translates them, and compares them with native reimplementations.
///
/// With no command, attic runs its main job: the corrected 1966 listing, interpreted, plays
/// checkers against itself from the opening.
#[derive(Debug, Parser)]
#[command(name = "attic", version, about, long_about)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    /// The main job only: write its game as PDN to FILE.
    #[arg(long, value_name = "FILE")]
    pub pdn: Option<std::path::PathBuf>,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Parse a CPL (.cpl) or ALGOL 60 (.alg, .a60) program and print it back in canonical form.
    Parse(lang::ParseArgs),
    /// Run a program: for CPL, evaluate `--eval EXPR` with the program's definitions.
    Run(lang::RunArgs),
    /// Checkers positions: moves, perft, the program's choice, the board, a game.
    #[command(subcommand)]
    Checkers(checkers::CheckersCommand),
    /// The native chess engine: perft, boards, mate problems.
    #[command(subcommand)]
    Chess(chess::ChessCommand),
    /// Compare two CPL checkers programs (or one with --rules) as text and as behaviour; exit 0 same, 1 different, 2 trouble.
    Diff(diff::DiffArgs),
    /// The errata walk from the printed 1966 listing to the corrected one, with the findings F1-F4 measured.
    Errata(errata::ErrataArgs),
    /// Translate a CPL program to Rust (a module of the crate, or a standalone program).
    Translate(translate::TranslateArgs),
}

/// Why a command stopped, with the exit code it stops with.
#[derive(Debug)]
pub struct Failure {
    pub code: u8,
    /// Printed to stderr as it is.
    pub text: String,
}

impl Failure {
    pub const FAILED: u8 = 1;
    pub const USAGE: u8 = 2;
    pub const BAD_INPUT: u8 = 65;

    /// A message in words, shown as `error: message`.
    pub fn new(code: u8, message: impl std::fmt::Display) -> Failure {
        Failure {
            code,
            text: format!("error: {message}"),
        }
    }

    /// A diagnostic about source text: it renders itself (file:line:col, the line, a caret).
    pub fn diagnostic(code: u8, diagnostic: &attic::diagnostic::Diagnostic) -> Failure {
        Failure {
            code,
            text: diagnostic.to_string(),
        }
    }
}

impl From<std::io::Error> for Failure {
    fn from(e: std::io::Error) -> Failure {
        Failure::new(Failure::FAILED, e)
    }
}

pub type CliResult = Result<(), Failure>;

/// Writes to stdout; a closed pipe (`attic ... | head`) ends the output quietly, never a panic.
pub fn print(text: &str) -> CliResult {
    let mut out = std::io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|_| out.flush()) {
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => std::process::exit(0),
        other => Ok(other?),
    }
}

/// Reads a file named on the command line, saying which file could not be read.
pub fn read_source(path: &std::path::Path) -> Result<String, Failure> {
    std::fs::read_to_string(path).map_err(|e| {
        Failure::new(
            Failure::BAD_INPUT,
            format!("cannot read {}: {e}", path.display()),
        )
    })
}

pub fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        None => main_job(cli.pdn.as_deref()),
        Some(Command::Parse(args)) => lang::parse(&args),
        Some(Command::Run(args)) => lang::run(&args),
        Some(Command::Checkers(command)) => checkers::run(&command),
        Some(Command::Chess(command)) => chess::run(&command),
        Some(Command::Diff(args)) => diff::diff(&args),
        Some(Command::Errata(args)) => errata::errata(&args),
        Some(Command::Translate(args)) => translate::run(&args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => {
            eprintln!("{}", failure.text.trim_end());
            ExitCode::from(failure.code)
        }
    }
}

/// The main job: the corrected 1966 listing, interpreted, plays itself from the opening.
fn main_job(pdn: Option<&std::path::Path>) -> CliResult {
    checkers::main_job(pdn)
}
