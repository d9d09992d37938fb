//! Perft: the number of leaf positions of the legal move tree to a fixed depth, counted in
//! bulk at the last ply (the legal moves of each position at depth 1 are counted, not made).

use super::movegen::{count_moves, list_moves};
use super::position::Position;
use super::types::Move;

/// The number of move sequences of `depth` plies.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    #[cfg(target_arch = "x86_64")]
    {
        if std::arch::is_x86_feature_detected!("popcnt")
            && std::arch::is_x86_feature_detected!("bmi1")
            && std::arch::is_x86_feature_detected!("bmi2")
        {
            // SAFETY: the CPU has just been seen to have POPCNT, BMI1 and BMI2, the only
            // features `perft_popcnt` is compiled for.
            return unsafe { perft_popcnt(pos, depth) };
        }
    }
    perft_portable(pos, depth)
}

// Bulk counting adds up popcounts, and the baseline x86-64 target has no POPCNT
// instruction, nor BMI's bit scans, lowest-bit clears and variable shifts, which the move
// generator does all the time: on CPUs that have them the same code runs compiled a second
// time for them.

fn perft_portable(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => count_moves(pos),
        _ => list_moves(pos)
            .iter()
            .map(|&mv| perft_portable(&pos.play_unkeyed(mv), depth - 1))
            .sum(),
    }
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt,bmi1,bmi2")]
fn perft_popcnt(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => count_moves(pos),
        _ => {
            let moves = list_moves(pos);
            let mut total = 0;
            for &mv in moves.iter() {
                total += perft_popcnt(&pos.play_unkeyed(mv), depth - 1);
            }
            total
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

/// One line of a perft expectations file: a position and its known counts by depth.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PerftCase {
    pub id: String,
    pub fen: String,
    /// `(depth, nodes)`, shallowest first.
    pub counts: Vec<(u32, u64)>,
    /// Where the counts come from.
    pub source: String,
}

/// Reads a perft expectations file: `#` comments, and records
/// `FEN ;id NAME ;D1 20 ;D2 400 … ;source TEXT`.
pub fn parse_perft_cases(text: &str) -> Result<Vec<PerftCase>, String> {
    let mut cases = Vec::new();
    for (number, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let mut fields = line.split(';').map(str::trim);
        let fen = fields.next().unwrap_or_default().to_string();
        let mut case = PerftCase {
            id: String::new(),
            fen,
            counts: Vec::new(),
            source: String::new(),
        };
        for field in fields {
            let (name, value) = field.split_once(' ').unwrap_or((field, ""));
            match name {
                "id" => case.id = value.to_string(),
                "source" => case.source = value.to_string(),
                _ => {
                    let depth = name.strip_prefix('D').and_then(|d| d.parse().ok());
                    let nodes = value.trim().parse().ok();
                    match (depth, nodes) {
                        (Some(d), Some(n)) => case.counts.push((d, n)),
                        _ => {
                            return Err(format!(
                                "line {}: expected 'id', 'source' or 'D<depth> <nodes>', found '{field}'",
                                number + 1
                            ))
                        }
                    }
                }
            }
        }
        cases.push(case);
    }
    Ok(cases)
}
