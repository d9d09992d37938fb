//! Perft: the number of leaf positions of the legal move tree to a fixed depth, counted in
//! bulk at the last ply (the legal moves of each position at depth 1 are counted, not made).

use super::position::Position;
use super::types::Move;

/// The number of move sequences of `depth` plies.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal_moves(),
        _ => {
            let moves = pos.legal_moves();
            moves.iter().map(|&mv| perft(&pos.play(mv), depth - 1)).sum()
        }
    }
}

/// Perft split by first move, in the order the moves are generated.
pub fn divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    let moves = pos.legal_moves();
    moves
        .iter()
        .map(|&mv| (mv, perft(&pos.play(mv), depth - 1)))
        .collect()
}
