//! The `attic` command line. All terminal work lives in `cli/`; the library does the rest,
//! the web studio (`attic::studio`) included.

use std::process::ExitCode;

mod cli;

fn main() -> ExitCode {
    cli::main()
}
