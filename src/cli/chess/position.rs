//! `attic chess perft|board|moves|eval`: a position, its legal moves, their count and its
//! evaluation.

use std::time::Instant;

use attic::chess::{divide, perft, Position};
use clap::Args;

use super::{parse_position, INITIAL_FEN};
use crate::cli::{print, CliResult, Failure};

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

fn render_eval(pos: &Position) -> String {
    use attic::chess::eval::{breakdown, Score, MAX_PHASE};
    let b = breakdown(pos);
    let mut out = String::new();
    out.push_str(&format!(
        "{:<16}{:>14}{:>14}{:>16}\n",
        "term", "white", "black", "white - black"
    ));
    out.push_str(&format!(
        "{:<16}{:>7}{:>7}{:>7}{:>7}{:>8}{:>8}\n",
        "", "mg", "eg", "mg", "eg", "mg", "eg"
    ));
    let mut total = Score::default();
    for (name, [w, bl]) in b.terms() {
        let d = w - bl;
        total += d;
        out.push_str(&format!(
            "{name:<16}{:>7}{:>7}{:>7}{:>7}{:>8}{:>8}\n",
            w.mg, w.eg, bl.mg, bl.eg, d.mg, d.eg
        ));
    }
    out.push_str(&format!(
        "{:<16}{:>28}{:>8}{:>8}\n",
        "sum", "", total.mg, total.eg
    ));
    out.push_str(&format!(
        "phase {}/{MAX_PHASE} (24: every piece on the board, 0: kings and pawns)\n",
        b.phase
    ));
    if b.insufficient_material {
        out.push_str("insufficient material: neither side can mate, the score is 0\n");
    }
    let white = b.white_score();
    let side = pos.side_to_move();
    let own = if side == attic::chess::Color::White {
        white
    } else {
        -white
    };
    out.push_str(&format!("total (tapered) for white: {white:+} cp\n"));
    out.push_str(&format!(
        "for the side to move ({}): {own:+} cp\n",
        side.name()
    ));
    out
}

pub(super) fn run_perft(args: &PerftArgs) -> CliResult {
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
    // perft 0 is the position itself (1) and has no first moves to divide by.
    let total = if args.divide && args.depth > 0 {
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
    say!(
        "perft {}: {total} leaves in {seconds:.3} s ({:.1} M leaves/s)",
        args.depth,
        total as f64 / seconds.max(1e-9) / 1e6
    );
    Ok(())
}

/// `attic chess board`: the position drawn.
pub(super) fn board(args: &BoardArgs) -> CliResult {
    let pos = parse_position(&args.fen)?;
    print(&attic::chess::render::render(&pos, args.ascii))
}

/// `attic chess moves`: every legal move in UCI and SAN, in UCI order, then their count.
pub(super) fn moves(args: &BoardArgs) -> CliResult {
    let pos = parse_position(&args.fen)?;
    let mut moves: Vec<_> = pos.legal_moves().iter().copied().collect();
    moves.sort_by_key(|m| m.to_uci());
    let mut out = String::new();
    for mv in &moves {
        out.push_str(&format!("{:<6} {}\n", mv.to_uci(), pos.san(*mv)));
    }
    out.push_str(&format!("{} legal moves\n", moves.len()));
    print(&out)
}

/// `attic chess eval`: every term of the evaluation.
pub(super) fn eval(args: &BoardArgs) -> CliResult {
    print(&render_eval(&parse_position(&args.fen)?))
}
