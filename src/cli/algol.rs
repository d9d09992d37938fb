//! ALGOL 60 commands: `parse` and `run` for `.alg` and `.a60` files.

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
        max_bytes: usize::MAX,
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
