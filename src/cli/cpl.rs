//! CPL commands: `parse` for `.cpl` files, and the CPL flags of `run` (which runs through
//! `cli::lang` and [`attic::run`] for both languages).

use attic::cpl::parse::parse_program_with;
use attic::cpl::pretty::{self, Spelling};
use attic::diagnostic::Source;

use super::lang::ParseArgs;
use super::{print, CliResult, Failure};

// ---------------------------------------------------------------------------------------------
// parse

/// `attic parse FILE.cpl [--ast] [--ascii]`: the canonical text (glyphs, or ASCII spellings
/// with `--ascii`), or with `--ast` the syntax tree as an indented outline without spans.
/// A syntax error exits 65 with the diagnostic on stderr. `--cpl-1963` prints instead each
/// definition that follows a command of its block (exit 1 when there is one).
pub fn parse(args: &ParseArgs, text: &str) -> CliResult {
    let source = Source::new(super::source_name(&args.file), text);
    let and_binds = args.and_binds.unwrap_or_default().into();
    let program = parse_program_with(&source, and_binds)
        .map_err(|d| Failure::diagnostic(Failure::BAD_INPUT, &d))?;
    if args.cpl_1963 {
        let found = attic::cpl::cpl1963::departures(&program);
        print(&attic::cpl::cpl1963::report(&source, &found))?;
        return if found.is_empty() {
            Ok(())
        } else {
            Err(Failure {
                code: Failure::FAILED,
                text: String::new(),
            })
        };
    }
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
// run's flags

use attic::cpl::runtime::logical::Reading;

/// `--reading set|xor`: how `+` and `-` read on two logicals.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum ReadingArg {
    /// Union and set difference.
    Set,
    /// Non-equivalence (exclusive or) for both.
    Xor,
}

/// `--and-binds tighter|looser`: how tightly `∧`, `∨` and `≡` bind against `+` and `-`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum AndBindsArg {
    /// Tighter than + and -: K - ψ ∧ K + Xk is K - (ψ ∧ K) + Xk (attic's reading).
    #[default]
    Tighter,
    /// Looser than + and -, as in Python, the language of Norvig's translation:
    /// (K - ψ) ∧ (K + Xk).
    Looser,
}

impl From<AndBindsArg> for attic::cpl::AndBinds {
    fn from(arg: AndBindsArg) -> attic::cpl::AndBinds {
        match arg {
            AndBindsArg::Tighter => attic::cpl::AndBinds::Tighter,
            AndBindsArg::Looser => attic::cpl::AndBinds::Looser,
        }
    }
}

/// Both readings as the library takes them.
pub fn readings(reading: ReadingArg, and_binds: AndBindsArg) -> attic::cpl::Readings {
    attic::cpl::Readings {
        logic: reading.into(),
        and_binds: and_binds.into(),
    }
}

impl From<ReadingArg> for Reading {
    fn from(reading: ReadingArg) -> Reading {
        match reading {
            ReadingArg::Set => Reading::Set,
            ReadingArg::Xor => Reading::Xor,
        }
    }
}
