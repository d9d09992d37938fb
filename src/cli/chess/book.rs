//! `attic chess book`: a Polyglot opening book built from the games of a PGN file, or probed.

use clap::Args;

use super::{parse_position, INITIAL_FEN};
use crate::cli::{print, CliResult, Failure};

#[derive(Debug, Args)]
pub struct BookArgs {
    /// The PGN file to build the book from.
    #[arg(long, required_unless_present = "probe", conflicts_with = "probe")]
    pub pgn: Option<std::path::PathBuf>,
    /// Where to write the book.
    #[arg(short = 'o', long = "output", required_unless_present = "probe")]
    pub output: Option<std::path::PathBuf>,
    /// Positions of the first PLIES plies of each game go into the book.
    #[arg(long, default_value_t = 30)]
    pub plies: usize,
    /// List the moves this book has for `--fen`.
    #[arg(long, value_name = "BOOK")]
    pub probe: Option<std::path::PathBuf>,
    /// The position to probe.
    #[arg(long, default_value = INITIAL_FEN)]
    pub fen: String,
}

pub(super) fn run_book(args: &BookArgs) -> CliResult {
    use attic::chess::book::{build, Book};
    if let Some(path) = &args.probe {
        let bytes = attic::bounded::read_file(path).map_err(|e| {
            Failure::new(
                Failure::BAD_INPUT,
                format!("cannot read {}: {e}", path.display()),
            )
        })?;
        let book = Book::from_bytes(&bytes)
            .map_err(|e| Failure::new(Failure::BAD_INPUT, format!("{}: {e}", path.display())))?;
        let pos = parse_position(&args.fen)?;
        let mut out = String::new();
        for (mv, weight) in book.moves(&pos) {
            out.push_str(&format!("{:<6} {:<8} {weight}\n", mv.to_uci(), pos.san(mv)));
        }
        if out.is_empty() {
            out.push_str("no book moves for this position\n");
        }
        return print(&out);
    }
    let (Some(pgn), Some(output)) = (&args.pgn, &args.output) else {
        return Err(Failure::new(
            Failure::USAGE,
            "give --pgn FILE -o BOOK to build a book, or --probe BOOK",
        ));
    };
    let text = crate::cli::read_source(pgn)?;
    let games = attic::chess::pgn::parse_pgn(&text)
        .map_err(|e| Failure::new(Failure::BAD_INPUT, format!("{}: {e}", pgn.display())))?;
    let book = build(&games, args.plies);
    std::fs::write(output, book.to_bytes()).map_err(|e| {
        Failure::new(
            Failure::FAILED,
            format!("cannot write {}: {e}", output.display()),
        )
    })?;
    say!(
        "{} games, {} book entries written to {}",
        games.len(),
        book.len(),
        output.display()
    );
    Ok(())
}
