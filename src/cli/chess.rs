//! `attic chess …`: the native chess engine on the command line.

use std::time::Instant;

use attic::chess::{divide, perft, Position};
use clap::{Args, Subcommand};

use super::{print, CliResult, Failure};

const INITIAL_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

#[derive(Debug, Subcommand)]
pub enum ChessCommand {
    /// Count the leaf positions of the legal move tree DEPTH plies deep (perft). The last
    /// line of the output is the bare count; timing goes to stderr.
    Perft(PerftArgs),
    /// Print a position as a board, with side to move, castling rights and en passant.
    Board(BoardArgs),
}

#[derive(Debug, Args)]
pub struct PerftArgs {
    /// Plies to look ahead (at most 15).
    pub depth: u32,
    /// The position (FEN); the initial position when left out.
    #[arg(long, default_value = INITIAL_FEN)]
    pub fen: String,
    /// Also print each first move (UCI) with its count, as `e2e4: 9771`.
    #[arg(long)]
    pub divide: bool,
}

#[derive(Debug, Args)]
pub struct BoardArgs {
    /// The position (FEN).
    #[arg(long, default_value = INITIAL_FEN)]
    pub fen: String,
    /// Letters and dots instead of chess figurines.
    #[arg(long)]
    pub ascii: bool,
}

/// The deepest perft accepted: deeper runs would take years.
const MAX_PERFT_DEPTH: u32 = 15;

pub fn run(command: &ChessCommand) -> CliResult {
    match command {
        ChessCommand::Perft(args) => run_perft(args),
        ChessCommand::Board(args) => {
            let pos = parse_position(&args.fen)?;
            print(&attic::chess::render::render(&pos, args.ascii))
        }
    }
}

pub(super) fn parse_position(fen: &str) -> Result<Position, Failure> {
    Position::from_fen(fen)
        .map_err(|e| Failure::new(Failure::BAD_INPUT, format!("bad FEN '{fen}': {e}")))
}

fn run_perft(args: &PerftArgs) -> CliResult {
    if args.depth > MAX_PERFT_DEPTH {
        return Err(Failure::new(
            Failure::USAGE,
            format!(
                "perft depth {} is too deep (at most {MAX_PERFT_DEPTH})",
                args.depth
            ),
        ));
    }
    let pos = parse_position(&args.fen)?;
    let start = Instant::now();
    let mut out = String::new();
    let total = if args.divide {
        let mut total = 0;
        for (mv, count) in divide(&pos, args.depth) {
            out.push_str(&format!("{}: {count}\n", mv.to_uci()));
            total += count;
        }
        out.push('\n');
        total
    } else {
        perft(&pos, args.depth)
    };
    let seconds = start.elapsed().as_secs_f64();
    out.push_str(&format!("{total}\n"));
    print(&out)?;
    eprintln!(
        "perft {}: {total} leaves in {seconds:.3} s ({:.1} M leaves/s)",
        args.depth,
        total as f64 / seconds.max(1e-9) / 1e6
    );
    Ok(())
}
