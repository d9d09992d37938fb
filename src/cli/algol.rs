//! ALGOL 60 commands: `parse` for `.alg` and `.a60` files (`run` goes through `cli::lang` and
//! [`attic::run`] for both languages), and `attic algol extend` (the certification's pattern
//! continued to mate in N).

use attic::algol;
use attic::diagnostic::Source;

use super::lang::ParseArgs;
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
    say_part!("{}", attic::run::warnings(&checked.parsed.warnings));
    if args.ast {
        print(&algol::ast::dump(&checked.parsed.program))
    } else if args.print_as == super::lang::RepresentationArg::Marst {
        print(&algol::pretty::print_marst(&checked.parsed.program))
    } else {
        print(&algol::pretty::print(&checked.parsed.program, args.ascii))
    }
}

// ---------------------------------------------------------------------------------------------
// algol extend

/// `attic algol ...`: commands on the ALGOL mate solver's text.
#[derive(Debug, clap::Subcommand)]
pub enum AlgolCommand {
    /// Continue the certification's pattern (Указания 3-6) to mate in N: reads a mate-in-k
    /// program (programs/algol/mate-in-3.alg or mate-in-4.alg) and writes the program for mate
    /// in N, one move at a time, each Указание's statements copied one move on. `attic algol
    /// extend programs/algol/mate-in-4.alg --to 5` writes programs/algol/mate-in-5.alg.
    Extend(ExtendArgs),
}

#[derive(Debug, clap::Args)]
pub struct ExtendArgs {
    /// The mate-in-k program to extend (`-`: stdin).
    pub file: std::path::PathBuf,
    /// The number of moves of the program to write: more than the file's own, at most 20.
    #[arg(long, value_name = "N")]
    pub to: u32,
    /// Write the program here instead of stdout.
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<std::path::PathBuf>,
}

pub fn command(command: &AlgolCommand) -> CliResult {
    match command {
        AlgolCommand::Extend(args) => extend(args),
    }
}

/// `attic algol extend FILE --to N [-o OUT]`: a number of moves out of range is a usage error
/// (exit 2), a file that is no mate-in-k program bad input (exit 65).
fn extend(args: &ExtendArgs) -> CliResult {
    use algol::extend::{ExtendError, MAX_MOVES};
    if args.to > MAX_MOVES || args.to < 2 {
        return Err(Failure::new(
            Failure::USAGE,
            if args.to > MAX_MOVES {
                ExtendError::TooMany { to: args.to }.to_string()
            } else {
                format!(
                    "cannot extend to mate in {}: extending adds moves to a program that solves \
                     mate in 3 or 4; give more moves than the program's own, at most {MAX_MOVES}",
                    args.to
                )
            },
        ));
    }
    let text = super::read_source(&args.file)?;
    let name = super::source_name(&args.file);
    let out = algol::extend::extend(&text, args.to).map_err(|e| match e {
        ExtendError::NotMore { .. } | ExtendError::TooMany { .. } => {
            Failure::new(Failure::USAGE, format!("{name}: {e}"))
        }
        _ => Failure::new(Failure::BAD_INPUT, format!("{name}: {e}")),
    })?;
    match &args.output {
        Some(path) => std::fs::write(path, out)
            .map_err(|e| Failure::io("write", &path.display().to_string(), &e)),
        None => print(&out),
    }
}
