//! CPL commands: `parse` and `run` for `.cpl` files.

use super::lang::ParseArgs;
use super::{CliResult, Failure};

// ---------------------------------------------------------------------------------------------
// parse

/// `attic parse FILE.cpl [--ast] [--ascii]`.
pub fn parse(_args: &ParseArgs, _text: &str) -> CliResult {
    Err(Failure::new(Failure::USAGE, "CPL parsing is not built yet"))
}

// ---------------------------------------------------------------------------------------------
// run
