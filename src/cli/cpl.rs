//! CPL commands: `parse` and `run` for `.cpl` files.

use attic::cpl::parse_program;
use attic::cpl::pretty::{self, Spelling};
use attic::diagnostic::Source;

use super::lang::ParseArgs;
use super::{print, CliResult, Failure};

// ---------------------------------------------------------------------------------------------
// parse

/// `attic parse FILE.cpl [--ast] [--ascii]`: the canonical text (glyphs, or ASCII spellings
/// with `--ascii`), or with `--ast` the syntax tree as an indented outline without spans.
/// A syntax error exits 65 with the diagnostic on stderr.
pub fn parse(args: &ParseArgs, text: &str) -> CliResult {
    let source = Source::new(super::source_name(&args.file), text);
    let program =
        parse_program(&source).map_err(|d| Failure::diagnostic(Failure::BAD_INPUT, &d))?;
    let spelling = if args.ascii {
        Spelling::Ascii
    } else {
        Spelling::Unicode
    };
    if args.ast {
        print(&pretty::dump(&program))
    } else {
        print(&pretty::program_to_string(&program, spelling))
    }
}

// ---------------------------------------------------------------------------------------------
// run

use super::lang::RunArgs;
use attic::cpl::interp::Options;
use attic::cpl::logical::Reading;

/// `--reading set|xor`: how `+` and `-` read on two logicals.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum ReadingArg {
    /// Union and set difference.
    Set,
    /// Non-equivalence (exclusive or) for both.
    Xor,
}

impl From<ReadingArg> for Reading {
    fn from(reading: ReadingArg) -> Reading {
        match reading {
            ReadingArg::Set => Reading::Set,
            ReadingArg::Xor => Reading::Xor,
        }
    }
}

/// A result longer than this goes one list item to a line.
const LINE_WIDTH: usize = 100;

/// `attic run FILE.cpl --eval EXPR [--no-prelude] [--reading set|xor] [--max-depth N]
/// [--max-steps N] [--counts]`: loads the program (with the checkers prelude after it unless
/// `--no-prelude`), evaluates EXPR and prints its value. A syntax error exits 65, a runtime
/// error 1, each with its diagnostic on stderr; `Resign` is a result, printed as such.
pub fn run(args: &RunArgs, text: &str) -> CliResult {
    let Some(expression) = args.eval.as_deref() else {
        return Err(Failure::new(
            Failure::USAGE,
            "say what to evaluate: attic run FILE.cpl --eval 'EXPR'",
        ));
    };
    let options = Options {
        reading: args.reading.into(),
        max_depth: args.max_depth.unwrap_or(Options::DEFAULT_MAX_DEPTH),
        max_steps: args.max_steps.unwrap_or(Options::DEFAULT_MAX_STEPS),
    };
    let source = attic::diagnostic::Source::new(super::source_name(&args.file), text);
    let mut cpl = attic::cpl::prelude::load(source, !args.no_prelude, options)
        .map_err(|d| Failure::diagnostic(Failure::BAD_INPUT, &d))?;
    let expression = attic::diagnostic::Source::new("--eval", expression);
    let expr = attic::cpl::parse::parse_expr(&expression)
        .map_err(|d| Failure::diagnostic(Failure::BAD_INPUT, &d))?;
    let outcome = cpl.eval_expr(&expression, &expr);
    if args.counts {
        let mut counts = String::new();
        for (name, n) in cpl.call_counts() {
            counts.push_str(&format!("{n:>12}  {name}\n"));
        }
        counts.push_str(&format!("{:>12}  steps\n", cpl.steps()));
        say_part!("{counts}");
    }
    match outcome {
        Ok(outcome) => {
            let line = outcome.to_string();
            if line.chars().count() > LINE_WIDTH {
                super::print(&format!("{outcome:#}\n"))
            } else {
                super::print(&format!("{line}\n"))
            }
        }
        Err(error) => Err(Failure::diagnostic(Failure::FAILED, &error.diagnostic)),
    }
}
