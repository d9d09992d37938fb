//! The positions the behavioural checks (2, 5, 6, 7) ask about, beside the opening and the
//! positions of seeded random games: endgames of two to four pieces drawn at random from the
//! check's seed (men and kings of both sides, either side to move), where answers that are
//! right only in the middle game go wrong: forced and multiple captures, a side with one piece
//! left, a side with no move. Drawn afresh at every run (the seed printed with the verdict),
//! so that an answer cannot be fitted to them.

use crate::checkers::random::{random_positions, SplitMix64};
use crate::checkers::{parse_fen, Position, Rules};
use crate::diff::compare::{compare, Plan, Witness};
use crate::diff::play::{Likeness, Player};

/// `count` endgames of two to four pieces, each side at least one, drawn from `seed`.
pub fn endgames(seed: u64, count: usize) -> Vec<Position> {
    let mut rng = SplitMix64::new(seed ^ 0x00E4_D6A3_5B1C_0F27);
    let mut out = Vec::with_capacity(count);
    let mut tries = 0;
    while out.len() < count && tries < count * 100 {
        tries += 1;
        let pieces = 2 + rng.below(3);
        let mut squares: Vec<usize> = Vec::new();
        while squares.len() < pieces {
            let s = 1 + rng.below(32);
            if !squares.contains(&s) {
                squares.push(s);
            }
        }
        let (mut white, mut black) = (Vec::new(), Vec::new());
        for (i, &s) in squares.iter().enumerate() {
            let is_white = match i {
                0 => true,
                1 => false,
                _ => rng.below(2) == 0,
            };
            // A man never stands on the row where it would have been crowned.
            let crowned_row = if is_white { s <= 4 } else { s >= 29 };
            let king = crowned_row || rng.below(2) == 0;
            let name = if king { format!("K{s}") } else { s.to_string() };
            if is_white {
                white.push(name);
            } else {
                black.push(name);
            }
        }
        let side = if rng.below(2) == 0 { "B" } else { "W" };
        let fen = format!("{side}:W{}:B{}", white.join(","), black.join(","));
        if let Ok(p) = parse_fen(&fen) {
            if !out.contains(&p) {
                out.push(p);
            }
        }
    }
    out
}

/// `count` positions along random games from the opening (up to 120 plies deep, so that
/// some are late in the game), drawn from `seed`.
pub fn games(seed: u64, count: usize) -> Vec<Position> {
    random_positions(seed, &Position::initial(), Rules::Strachey, 120, count)
}

/// The first difference found, and how many positions were compared.
pub struct Found {
    pub compared: u64,
    pub differences: u64,
    pub first: Option<(Position, Witness)>,
}

/// Compares two players from each of `positions` (and the positions fewer than `plies`
/// plies below it): their successor lists, and with `search_depth` their choices, as
/// `attic diff` compares them.
pub fn compare_from(
    a: &mut Player,
    b: &mut Player,
    positions: &[Position],
    plies: u32,
    search_depth: Option<u32>,
) -> Found {
    let plan = Plan {
        plies,
        positions: 0,
        seed: 0,
        game_plies: 0,
        search_depth,
        likeness: Likeness::Exact,
        witnesses: 1,
    };
    let mut found = Found {
        compared: 0,
        differences: 0,
        first: None,
    };
    for pos in positions {
        let state = pos.to_strachey();
        let c = compare(a, b, (state, state), &plan, &mut |_| {});
        found.compared += c.compared();
        found.differences += c.differences;
        if found.first.is_none() {
            if let Some(w) = c.witnesses.into_iter().next() {
                found.first = Some((*pos, w));
            }
        }
        if super::out_of_time() {
            break;
        }
    }
    found
}
