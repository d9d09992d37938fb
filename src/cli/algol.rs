//! ALGOL 60 commands: `parse` and `run` for `.alg` and `.a60` files, and `attic algol
//! extend` (the certification's pattern continued to mate in N).

use std::io::{BufRead, BufReader};

use attic::algol;
use attic::diagnostic::Source;

use super::lang::{ParseArgs, RunArgs};
use super::{print, CliResult, Failure};

// ---------------------------------------------------------------------------------------------
// parse

/// `attic parse FILE.alg [--ast] [--ascii] [--strict-12] [--representation R] [--as R]`: the
/// canonical text (or the tree) on stdout, warnings on stderr.
pub fn parse(args: &ParseArgs, text: &str) -> CliResult {
    if args.and_binds.is_some() {
        return Err(Failure::new(
            Failure::USAGE,
            "--and-binds is for CPL programs; this one is ALGOL 60, whose precedence the Report fixes",
        ));
    }
    let source = Source::new(super::source_name(&args.file), text);
    let representation = super::lang::RepresentationArg::read(args.representation);
    let checked = algol::check_as(&source, args.strict_12, representation)
        .map_err(|d| Failure::diagnostic(Failure::BAD_INPUT, &d))?;
    print_warnings(&checked.parsed.warnings);
    if args.ast {
        print(&algol::ast::dump(&checked.parsed.program))
    } else if args.print_as == super::lang::RepresentationArg::Marst {
        print(&algol::pretty::print_marst(&checked.parsed.program))
    } else {
        print(&algol::pretty::print(&checked.parsed.program, args.ascii))
    }
}

fn print_warnings(warnings: &[attic::diagnostic::Diagnostic]) {
    for w in warnings {
        let text = w.to_string();
        let text = text.strip_prefix("error: ").unwrap_or(&text);
        say!("warning: {}", text.trim_end());
    }
}

// ---------------------------------------------------------------------------------------------
// run

/// `attic run FILE.alg [--input FILE] [--stats]`: runs the program; stdout carries exactly
/// what the program prints (`--stats`: the interpreter's counts on stderr after it). Syntax errors exit 65, runtime errors and limits exit 1. The interpreter
/// runs on a thread with a big stack; input is read from `input` (or stdin) only when the
/// program asks for a number.
pub fn run(args: &RunArgs, text: &str) -> CliResult {
    let (file, input, strict_12, stats) = (
        &args.file,
        args.input.as_deref(),
        args.strict_12,
        args.stats,
    );
    let representation = super::lang::RepresentationArg::read(args.representation);
    let (limits, trace) = (super::lang::limits(args), super::lang::trace(args));
    let mut reader: Box<dyn BufRead + Send> = match input {
        Some(path) => {
            Box::new(BufReader::new(std::fs::File::open(path).map_err(|e| {
                Failure::io("read", &path.display().to_string(), &e)
            })?))
        }
        None => Box::new(BufReader::new(std::io::stdin())),
    };
    // The resolved program is not Send: parse, resolve and run on the interpreter's thread.
    let source = Source::new(super::source_name(file), text);
    let checked = algol::check_as(&source, strict_12, representation)
        .map_err(|d| Failure::diagnostic(Failure::BAD_INPUT, &d))?;
    print_warnings(&checked.parsed.warnings);
    let mut out = super::Stdout::new();
    let trace = trace.map(|t| algol::TraceOptions {
        calls: t.calls,
        labels: t.labels,
        names: t.names,
        depth: t.depth,
        max_bytes: attic::trace::max_trace_bytes(usize::MAX, limits.max_memory),
    });
    let (result, trace) = algol::run_checked_traced(
        &source,
        &checked.program,
        &mut *reader,
        &mut out,
        limits,
        trace,
    );
    // A write error on stdout stops the program: say that (a closed pipe ends quietly).
    out.finish()?;
    say_part!("{trace}");
    match result {
        Ok(counts) => {
            if stats {
                say!(
                    "steps: {}, calls: {}, deepest nesting: {}",
                    counts.steps,
                    counts.calls,
                    counts.max_depth
                );
            }
            Ok(())
        }
        Err(algol::Error::Syntax(d)) => Err(Failure::diagnostic(Failure::BAD_INPUT, &d)),
        // A closed pipe (`attic run ... | head`) ends quietly.
        Err(algol::Error::Output(_)) => Ok(()),
        Err(algol::Error::Runtime(d)) => Err(Failure::diagnostic(Failure::FAILED, &d)),
        Err(algol::Error::Limit(limit, d)) => Err(super::lang::limit_failure(limit, &d)),
    }
}

// ---------------------------------------------------------------------------------------------
// algol extend

/// `attic algol ...`: commands on the ALGOL mate solver's text.
#[derive(Debug, clap::Subcommand)]
pub enum AlgolCommand {
    /// Continue the certification's pattern (Указания 3-6) to mate in N: reads a mate-in-k
    /// program (programs/algol/mate-in-3.alg or mate-in-4.alg) and writes the program for mate
    /// in N, one move at a time, each Указание's statements copied one move on. `attic algol
    /// extend programs/algol/mate-in-4.alg --to 5` writes programs/algol/mate-in-5.alg.
    Extend(ExtendArgs),
}

#[derive(Debug, clap::Args)]
pub struct ExtendArgs {
    /// The mate-in-k program to extend (`-`: stdin).
    pub file: std::path::PathBuf,
    /// The number of moves of the program to write: more than the file's own, at most 20.
    #[arg(long, value_name = "N")]
    pub to: u32,
    /// Write the program here instead of stdout.
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<std::path::PathBuf>,
}

pub fn command(command: &AlgolCommand) -> CliResult {
    match command {
        AlgolCommand::Extend(args) => extend(args),
    }
}

/// `attic algol extend FILE --to N [-o OUT]`: a number of moves out of range is a usage error
/// (exit 2), a file that is no mate-in-k program bad input (exit 65).
fn extend(args: &ExtendArgs) -> CliResult {
    use algol::extend::{ExtendError, MAX_MOVES};
    if args.to > MAX_MOVES || args.to < 2 {
        return Err(Failure::new(
            Failure::USAGE,
            if args.to > MAX_MOVES {
                ExtendError::TooMany { to: args.to }.to_string()
            } else {
                format!(
                    "cannot extend to mate in {}: extending adds moves to a program that solves \
                     mate in 3 or 4; give more moves than the program's own, at most {MAX_MOVES}",
                    args.to
                )
            },
        ));
    }
    let text = super::read_source(&args.file)?;
    let name = super::source_name(&args.file);
    let out = algol::extend::extend(&text, args.to).map_err(|e| match e {
        ExtendError::NotMore { .. } | ExtendError::TooMany { .. } => {
            Failure::new(Failure::USAGE, format!("{name}: {e}"))
        }
        _ => Failure::new(Failure::BAD_INPUT, format!("{name}: {e}")),
    })?;
    match &args.output {
        Some(path) => std::fs::write(path, out)
            .map_err(|e| Failure::io("write", &path.display().to_string(), &e)),
        None => print(&out),
    }
}
