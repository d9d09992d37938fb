//! ALGOL 60 commands: `parse` and `run` for `.alg` and `.a60` files.

use super::lang::ParseArgs;
use super::{CliResult, Failure};

/// `attic parse FILE.alg [--ast] [--strict-12]`.
pub fn parse(_args: &ParseArgs, _text: &str) -> CliResult {
    Err(Failure::new(
        Failure::USAGE,
        "ALGOL parsing is not built yet",
    ))
}
