//! The `attic` command line. All terminal work lives in `cli/`, the web studio in `studio/`;
//! the library does the rest.

use std::process::ExitCode;

mod cli;
mod studio;

fn main() -> ExitCode {
    cli::main()
}
