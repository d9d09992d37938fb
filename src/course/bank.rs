//! The positions the behavioural checks (2, 5, 6, 7) ask about, beside the opening and the
//! positions of seeded random games: boards drawn at random from the check's seed, where
//! answers that are right only in the middle game go wrong. Each side has one or two pieces
//! half the time, else three to six or six to twelve; the share of kings of each side is none, a
//! third, two thirds or all (kings of both sides, many kings at once, kings against men), either side to move; forced and
//! multiple captures, a side with one piece left and a side with no move come up among them.
//! Exercise 2 adds the states with one side bare (one piece on the board, or none for the
//! side to move), which play never reaches but the program's `MakeMove` must still treat as
//! the listing does. Drawn afresh at every run (the seed printed with the verdict), so that
//! an answer cannot be fitted to them.

use crate::checkers::random::{random_positions, SplitMix64};
use crate::checkers::{format_fen, parse_fen, Position, Rules};
use crate::diff::compare::{compare, Plan, Witness};
use crate::diff::play::{describe_bits, Likeness, Player, State};

/// `count` boards, each side at least one piece, drawn from `seed` (see the module's text).
pub fn endgames(seed: u64, count: usize) -> Vec<Position> {
    let mut rng = SplitMix64::new(seed ^ 0x00E4_D6A3_5B1C_0F27);
    let mut out = Vec::with_capacity(count);
    let mut tries = 0;
    while out.len() < count && tries < count * 100 {
        tries += 1;
        // How many pieces each side has: endgames half the time, else up to a full side.
        let side_count = |rng: &mut SplitMix64| match rng.below(4) {
            0 | 1 => 1 + rng.below(2),
            2 => 3 + rng.below(4),
            _ => 6 + rng.below(7),
        };
        let (whites, blacks) = (side_count(&mut rng), side_count(&mut rng));
        // The share of kings, drawn for each side: boards of kings against men come up.
        let shares = [0, 33, 67, 100];
        let king_share = [shares[rng.below(4)], shares[rng.below(4)]];
        let mut squares: Vec<usize> = Vec::new();
        while squares.len() < whites + blacks {
            let s = 1 + rng.below(32);
            if !squares.contains(&s) {
                squares.push(s);
            }
        }
        let (mut white, mut black) = (Vec::new(), Vec::new());
        for (i, &s) in squares.iter().enumerate() {
            let is_white = i < whites;
            // A man never stands on the row where it would have been crowned.
            let crowned_row = if is_white { s <= 4 } else { s >= 29 };
            let king = crowned_row || rng.below(100) < king_share[usize::from(is_white)];
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

/// States with one side bare, from `count` boards of `seed`: the side to move alone (its
/// opponent has no piece left), and the side to move with no piece.
pub fn bare(seed: u64, count: usize) -> Vec<State> {
    let mut out = Vec::new();
    for p in endgames(seed ^ 0xBA2E, count) {
        let s = p.to_strachey();
        out.push(State {
            y: 0,
            k: s.k & s.x,
            ..s
        });
        out.push(State {
            x: 0,
            k: s.k & s.y,
            ..s
        });
    }
    out
}

/// A state in words: its FEN, or for a state no FEN writes, its sets.
pub fn describe(s: &State) -> String {
    match Position::from_strachey(*s) {
        Ok(p) => format_fen(&p),
        Err(_) => format!(
            "the state with the side to move on {{{}}}, its opponent on {{{}}}, kings on {{{}}}",
            describe_bits(s.x),
            describe_bits(s.y),
            describe_bits(s.k)
        ),
    }
}

/// The first difference found, and how many positions were compared.
pub struct Found {
    pub compared: u64,
    pub differences: u64,
    pub first: Option<(State, Witness)>,
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
    let states: Vec<State> = positions.iter().map(Position::to_strachey).collect();
    compare_states(a, b, &states, plies, search_depth)
}

/// [`compare_from`] on raw states.
pub fn compare_states(
    a: &mut Player,
    b: &mut Player,
    states: &[State],
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
    for &state in states {
        let c = compare(a, b, (state, state), &plan, &mut |_| {});
        found.compared += c.compared();
        found.differences += c.differences;
        if found.first.is_none() {
            if let Some(w) = c.witnesses.into_iter().next() {
                found.first = Some((state, w));
            }
        }
        if super::out_of_time() {
            break;
        }
    }
    found
}
