//! The checkers prelude: attic's own CPL for what Strachey's listing uses but never defines
//! (`Terminal`, `TerminalValue`) and the opening position (`Opening`), with the search depth
//! as a constant the host may override (`SearchDepth`). It is not Strachey's.

/// Where the prelude lives in the repository (its name in diagnostics).
pub const PATH: &str = "programs/cpl/checkers-prelude.cpl";

/// The prelude's text.
pub const TEXT: &str = crate::programs::PRELUDE;

/// The constant that sets the depth at which `Terminal(P,d)` stops the search.
pub const SEARCH_DEPTH: &str = "SearchDepth";

/// The names the prelude defines.
pub const NAMES: [&str; 4] = ["SearchDepth", "Terminal", "TerminalValue", "Opening"];

use super::ast::Program;
use super::eval::{Interpreter, Options};
use super::parse::{parse_program, parse_program_with};
use crate::diagnostic::{Diagnostic, Source};

/// Parses a program and loads it, with the prelude after it when `with_prelude` (the
/// program's own definitions hide the prelude's). A syntax error or a name defined twice is
/// returned as its diagnostic.
pub fn load(
    source: Source,
    with_prelude: bool,
    options: Options,
) -> Result<Interpreter, Diagnostic> {
    let program = parse_program_with(&source, options.and_binds)?;
    let programs = vec![(source, program)];
    if with_prelude {
        return load_parsed(programs, options);
    }
    Interpreter::new(programs, options).map_err(loading)
}

/// Loads programs already parsed, the prelude after them (their definitions hide its).
pub fn load_parsed(
    mut programs: Vec<(Source, Program)>,
    options: Options,
) -> Result<Interpreter, Diagnostic> {
    let prelude = Source::new(PATH, TEXT);
    let program = parse_program(&prelude)?;
    programs.push((prelude, program));
    Interpreter::new(programs, options).map_err(loading)
}

fn loading(e: super::eval::LoadError) -> Diagnostic {
    match e.diagnostic {
        Some(d) => *d,
        None => Source::new("", "").error(Default::default(), e.kind.to_string()),
    }
}
