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
    let source = Source::new(args.file.display().to_string(), text);
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
