//! The command line: clap arguments, dispatch, printing and exit codes.
//!
//! Exit codes: 0 ok, 1 the program ran and failed (runtime error, no solution), 2 usage,
//! 65 bad input (syntax error, malformed FEN/PDN, a source file that is not UTF-8). `attic
//! diff` follows diff(1) instead. Input and output errors follow one rule: a file (or stdin,
//! stdout) that cannot be read or written exits 1 naming it (2 from `attic diff`: trouble);
//! only a closed pipe on stdout (`attic ... | head`) ends quietly with 0.
//! Results go to stdout, diagnostics and progress to stderr.

use std::io::Write;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// `eprintln!` that never panics: when stderr cannot be written there is no one to tell.
macro_rules! say {
    ($($arg:tt)*) => {{
        $crate::cli::say(format!($($arg)*));
    }};
}

/// `eprint!` that never panics (progress lines that `\r` rewrites).
macro_rules! say_part {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let mut stderr = std::io::stderr().lock();
        let _ = write!(stderr, $($arg)*);
        let _ = stderr.flush();
    }};
}

mod algol;
mod checkers;
mod chess;
mod course;
mod cpl;
mod diff;
mod errata;
mod lang;
mod progress;
#[cfg(feature = "studio")]
mod serve;
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
    /// The native chess engine: perft, boards, mate problems, and an engine that plays (UCI,
    /// evaluation, opening book, a game in the terminal).
    ///
    /// The engine that plays starts from the teaching article on chess engines: from it come
    /// negamax with alpha-beta, ordering by MVV-LVA, killers and history, iterative deepening,
    /// the transposition table, the evaluation's material, piece-square, pawn, king-safety
    /// and mobility terms, the opening book and UCI. Beyond the article (attic's own):
    /// quiescence with SEE, PVS, null move, late-move reductions and pruning, reverse
    /// futility, the check extension, aspiration windows, the tapered evaluation. A mate
    /// scores -MATE + ply (plies from the root), so the fastest mate is preferred; the
    /// article's -10000 + depth prefers the slowest. The README marks each part.
    #[command(subcommand)]
    Chess(chess::ChessCommand),
    /// Compare two CPL checkers programs (or one with --rules) as text and as behaviour; exit 0 same, 1 different, 2 trouble.
    Diff(diff::DiffArgs),
    /// The errata walk from the printed 1966 listing to the corrected one, with the findings F1-F5 and the four readings of the king expression measured.
    Errata(errata::ErrataArgs),
    /// The course (programs/coursework/): list the exercises, show one, check an answer.
    #[command(subcommand)]
    Course(course::CourseCommand),
    /// The ALGOL mate solver's text: `extend` continues the certification's pattern to mate in N.
    #[command(subcommand)]
    Algol(algol::AlgolCommand),
    /// Translate a CPL or ALGOL 60 program to Rust (a module of the crate, or a standalone program).
    Translate(translate::TranslateArgs),
    /// The studio: play, watch the program think, the listing, a playground and mate problems
    /// in the browser, served on loopback.
    #[cfg(feature = "studio")]
    Serve(serve::ServeArgs),
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

    /// A file (or stdin, stdout) that could not be read or written: exit 1, naming it; one
    /// past a size bound ([`attic::bounded`]) is bad input, exit 65.
    pub fn io(what: &str, name: &str, error: &std::io::Error) -> Failure {
        let code = if attic::bounded::is_too_long(error) {
            Failure::BAD_INPUT
        } else {
            Failure::FAILED
        };
        Failure::new(code, format!("cannot {what} {name}: {error}"))
    }

    /// A message in words, shown as `error: message`; control characters in it (from a FEN,
    /// a file name) are shown escaped, so no input can drive the terminal.
    pub fn new(code: u8, message: impl std::fmt::Display) -> Failure {
        let message = message.to_string();
        Failure {
            code,
            text: format!("error: {}", attic::diagnostic::escape_controls(&message)),
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

/// Writes to stdout; a closed pipe (`attic ... | head`) ends the output quietly, never a panic;
/// any other write error (a full disk) fails with exit 1.
pub fn print(text: &str) -> CliResult {
    let mut out = std::io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|_| out.flush()) {
        Err(e) => Err(stdout_failure(&e)),
        Ok(()) => Ok(()),
    }
}

/// What a write error on stdout means: a closed pipe ends the command quietly, anything else
/// is a failure that says so.
pub fn stdout_failure(error: &std::io::Error) -> Failure {
    if error.kind() == std::io::ErrorKind::BrokenPipe {
        std::process::exit(0)
    }
    Failure::io("write", "standard output", error)
}

/// Writes a line to stderr; if even stderr cannot be written there is no one to tell, so the
/// error is dropped (`eprintln!` would panic).
pub fn say(text: impl std::fmt::Display) {
    let text = text.to_string();
    let _ = writeln!(
        std::io::stderr().lock(),
        "{}",
        attic::diagnostic::escape_controls(&text)
    );
}

/// Stdout for a writer that reports only what it printed (an interpreter's sink): it keeps
/// the first write error so the command can fail with it afterwards.
pub struct Stdout {
    out: std::io::BufWriter<std::io::Stdout>,
    pub error: Option<std::io::Error>,
}

impl Stdout {
    pub fn new() -> Stdout {
        Stdout {
            out: std::io::BufWriter::new(std::io::stdout()),
            error: None,
        }
    }

    /// Flushes; the first write error, if any, as the command's failure.
    pub fn finish(mut self) -> CliResult {
        if let Err(e) = self.out.flush() {
            self.error.get_or_insert(e);
        }
        match self.error.take() {
            Some(e) => Err(stdout_failure(&e)),
            None => Ok(()),
        }
    }
}

impl Write for Stdout {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.out.write(buf).inspect_err(|e| {
            self.error
                .get_or_insert_with(|| std::io::Error::new(e.kind(), e.to_string()));
        })
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.out.flush().inspect_err(|e| {
            self.error
                .get_or_insert_with(|| std::io::Error::new(e.kind(), e.to_string()));
        })
    }
}

/// Stdout shared by threads (a UCI session answers from its search thread): writes go through
/// a lock, and the first write error is kept for the command to fail with when it ends.
#[derive(Clone, Default)]
pub struct SharedStdout {
    error: std::sync::Arc<std::sync::Mutex<Option<std::io::Error>>>,
}

impl SharedStdout {
    /// The first write error, as the command's failure (a closed pipe ends quietly).
    pub fn finish(&self) -> CliResult {
        let error = self.error.lock().map(|mut e| e.take()).unwrap_or(None);
        match error {
            Some(e) => Err(stdout_failure(&e)),
            None => Ok(()),
        }
    }

    fn keep(&self, result: std::io::Result<()>) -> std::io::Result<()> {
        if let Err(e) = &result {
            if let Ok(mut first) = self.error.lock() {
                first.get_or_insert_with(|| std::io::Error::new(e.kind(), e.to_string()));
            }
        }
        result
    }
}

impl Write for SharedStdout {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let result = std::io::stdout().lock().write_all(buf);
        self.keep(result).map(|()| buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        let result = std::io::stdout().lock().flush();
        self.keep(result)
    }
}

/// The name a source read from `path` goes by in diagnostics (`-` is stdin).
pub fn source_name(path: &std::path::Path) -> String {
    if path == std::path::Path::new("-") {
        "<stdin>".to_string()
    } else {
        path.display().to_string()
    }
}

/// Reads a source file named on the command line (`-`: stdin): a file that cannot be read
/// exits 1 naming it, one larger than [`attic::bounded::MAX_FILE_BYTES`] exits 65; text that is not UTF-8 exits 65 at the line and column of the first
/// bad byte.
pub fn read_source(path: &std::path::Path) -> Result<String, Failure> {
    let name = source_name(path);
    let bytes = if path == std::path::Path::new("-") {
        attic::bounded::read_all(&mut std::io::stdin().lock(), attic::bounded::MAX_FILE_BYTES)
    } else {
        attic::bounded::read_file(path)
    }
    .map_err(|e| Failure::io("read", &name, &e))?;
    attic::diagnostic::Source::from_bytes(name, bytes)
        .map(|source| source.text)
        .map_err(|d| Failure::diagnostic(Failure::BAD_INPUT, &d))
}

/// Every command and subcommand reads `-5` after a flag as its value, so a negative number
/// meets the flag's own parser (`--eval -1` is evaluated; `--max-depth -5` is refused as no
/// whole number) instead of clap's tip to write `-- -5`, which would not help.
fn negative_numbers_are_values(command: clap::Command) -> clap::Command {
    let names: Vec<String> = command
        .get_subcommands()
        .map(|c| c.get_name().to_string())
        .collect();
    names
        .into_iter()
        .fold(command.allow_negative_numbers(true), |command, name| {
            command.mut_subcommand(name, negative_numbers_are_values)
        })
}

pub fn main() -> ExitCode {
    use clap::{CommandFactory, FromArgMatches};
    let matches = negative_numbers_are_values(Cli::command()).get_matches();
    let cli = Cli::from_arg_matches(&matches).unwrap_or_else(|e| e.exit());
    let result = match cli.command {
        None => main_job(cli.pdn.as_deref()),
        Some(Command::Parse(args)) => lang::parse(&args),
        Some(Command::Run(args)) => lang::run(&args),
        Some(Command::Checkers(command)) => checkers::run(&command),
        Some(Command::Chess(command)) => chess::run(&command),
        Some(Command::Diff(args)) => diff::diff(&args),
        Some(Command::Errata(args)) => errata::errata(&args),
        Some(Command::Translate(args)) => translate::run(&args),
        Some(Command::Algol(command)) => algol::command(&command),
        Some(Command::Course(command)) => course::run(&command),
        #[cfg(feature = "studio")]
        Some(Command::Serve(args)) => serve::run(&args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => {
            // An empty text: the command already said everything on stdout.
            if !failure.text.is_empty() {
                say(failure.text.trim_end());
            }
            ExitCode::from(failure.code)
        }
    }
}

/// The main job: the corrected 1966 listing, interpreted, plays itself from the opening.
fn main_job(pdn: Option<&std::path::Path>) -> CliResult {
    checkers::main_job(pdn)
}
