//! ALGOL 60 commands: `parse` and `run` for `.alg` and `.a60` files.

use super::lang::{ParseArgs, RunArgs};
use super::{CliResult, Failure};

/// `attic parse FILE.alg [--ast] [--strict-12]`.
pub fn parse(_args: &ParseArgs, _text: &str) -> CliResult {
    Err(Failure::new(
        Failure::USAGE,
        "ALGOL parsing is not built yet",
    ))
}

/// `attic run FILE.alg [--input FILE]`.
pub fn run(_args: &RunArgs, _text: &str) -> CliResult {
    Err(Failure::new(
        Failure::USAGE,
        "ALGOL running is not built yet",
    ))
}
