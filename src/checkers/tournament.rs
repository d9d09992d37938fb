//! Matches and gauntlets between executors, beside the engines as chess keeps its ladder in
//! the library: the games come from [`play_match`] (each opening twice, the colours swapped),
//! and here they are scored, recorded as PDN and, for a gauntlet, rated. The command line
//! only reads the flags, builds the players and prints what this returns.
//!
//! A gauntlet sets a program at several depths against native alpha-beta (English rules) at
//! several depths, every opening with both colours. An endgame match ([`endgame_match`]) sets
//! native alpha-beta with the endgame database against itself without it. A move that is no checkers position stops
//! a game; such a game is `broken` and lost by the side whose move it was.

use std::sync::Arc;

use super::board::Side;
use super::elo::{ratings, Rating, Results};
use super::endgame::Database;
use super::engine::{Engine, Fixed, Native};
use super::game::{play_match, Ending, GameOptions, MatchError, MatchGame};
use super::moves::Rules;
use super::search::SearchKind;

/// The first executor's (A's) tally over a match's games.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Score {
    pub games: u32,
    pub wins: u32,
    pub losses: u32,
    /// Draws and unfinished games.
    pub draws: u32,
    /// A's points in halves (2 a win, 1 a draw or an unfinished game).
    pub half_points: u32,
}

impl Score {
    /// A's tally over `games`.
    pub fn of(games: &[MatchGame]) -> Score {
        let mut score = Score {
            games: games.len() as u32,
            wins: 0,
            losses: 0,
            draws: 0,
            half_points: 0,
        };
        for g in games {
            let points = g.a_half_points();
            score.half_points += points;
            match points {
                2 => score.wins += 1,
                0 => score.losses += 1,
                _ => score.draws += 1,
            }
        }
        score
    }

    /// A's points as a person writes them: `3`, `2.5`.
    pub fn a_points(&self) -> String {
        halves(self.half_points)
    }

    /// B's points, likewise.
    pub fn b_points(&self) -> String {
        halves(2 * self.games - self.half_points)
    }
}

fn halves(half_points: u32) -> String {
    format!(
        "{}{}",
        half_points / 2,
        if half_points % 2 == 1 { ".5" } else { "" }
    )
}

/// Every game of a match as PDN, each followed by a blank line: the players named by their
/// labels, the event `{event}, game N`.
pub fn records(games: &[MatchGame], a_label: &str, b_label: &str, event: &str) -> String {
    let mut records = String::new();
    for (i, g) in games.iter().enumerate() {
        let (black, white) = if g.a_black {
            (a_label, b_label)
        } else {
            (b_label, a_label)
        };
        records.push_str(&g.game.to_pdn(
            (black, white),
            &format!("{event}, game {}", i + 1),
            &g.ending,
        ));
        records.push('\n');
    }
    records
}

/// The opponent a gauntlet sets against the program: native alpha-beta under the English
/// rules, searching `depth` plies.
pub fn native_player(depth: u32) -> Box<dyn Engine> {
    Box::new(
        Fixed::search(Box::new(Native::new(Rules::English)), SearchKind::AlphaBeta).at_depth(depth),
    )
}

/// One pairing of a gauntlet: the program at one depth against native alpha-beta at one depth.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pairing {
    pub program_depth: u32,
    pub native_depth: u32,
    pub games: usize,
    /// The program's wins, draws (and unfinished games) and losses.
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    /// Games stopped by a move that is no checkers position.
    pub broken: u32,
}

impl Pairing {
    /// The program's score in per cent.
    pub fn percent(&self) -> f64 {
        let n = self.games.max(1) as f64;
        100.0 * (f64::from(self.wins) + f64::from(self.draws) / 2.0) / n
    }
}

/// What a gauntlet found.
#[derive(Debug, Clone, PartialEq)]
pub struct Gauntlet {
    /// Every pairing, the program's depths in the outer order.
    pub pairings: Vec<Pairing>,
    /// The native depths that have a rating, with it (the first native depth is 0).
    pub natives: Vec<(u32, Rating)>,
    /// The program's depths that have a rating, with it and the native depth nearest to it.
    pub programs: Vec<(u32, Rating, u32)>,
    /// The program's label (its last player's).
    pub label: String,
}

/// Plays every program depth against every native depth, `openings` each with both colours:
/// `program(depth)` builds a fresh program for each pairing, `on_pairing` hears of each
/// pairing as it ends. Ratings are relative to the first native depth.
pub fn gauntlet<E: From<MatchError>>(
    program_depths: &[u32],
    native_depths: &[u32],
    openings: &[String],
    options: GameOptions,
    mut program: impl FnMut(u32) -> Result<Box<dyn Engine>, E>,
    mut on_pairing: impl FnMut(&Pairing),
) -> Result<Gauntlet, E> {
    // Players: the program depths first, then the native depths.
    let np = program_depths.len();
    let mut results = Results::new(np + native_depths.len());
    let mut pairings = Vec::new();
    let mut label = String::new();
    for (pi, &pd) in program_depths.iter().enumerate() {
        for (ni, &nd) in native_depths.iter().enumerate() {
            let mut a = program(pd)?;
            let mut b = native_player(nd);
            label = a.label();
            let games = play_match(&mut *a, &mut *b, openings, 2 * openings.len(), options)?;
            let mut pairing = Pairing {
                program_depth: pd,
                native_depth: nd,
                games: games.len(),
                wins: 0,
                draws: 0,
                losses: 0,
                broken: 0,
            };
            for g in &games {
                // A move that is no checkers position stops the game: it is lost by the side
                // whose move it was (the position before it is still the game's).
                let points = match g.ending {
                    Ending::Unrepresentable { .. } => {
                        pairing.broken += 1;
                        let a_side = if g.a_black { Side::Black } else { Side::White };
                        if g.game.position().side() == a_side {
                            0
                        } else {
                            2
                        }
                    }
                    _ => g.a_half_points(),
                };
                match points {
                    2 => pairing.wins += 1,
                    0 => pairing.losses += 1,
                    _ => pairing.draws += 1,
                }
                results.add(pi, np + ni, f64::from(points) / 2.0);
            }
            on_pairing(&pairing);
            pairings.push(pairing);
        }
    }
    let rated = ratings(&results, np);
    let natives: Vec<(u32, Rating)> = native_depths
        .iter()
        .enumerate()
        .filter_map(|(ni, &nd)| rated[np + ni].map(|r| (nd, r)))
        .collect();
    let programs = program_depths
        .iter()
        .enumerate()
        .filter_map(|(pi, &pd)| {
            let r = rated[pi]?;
            let nearest = natives
                .iter()
                .min_by(|x, y| (x.1.elo - r.elo).abs().total_cmp(&(y.1.elo - r.elo).abs()))
                .map_or(0, |n| n.0);
            Some((pd, r, nearest))
        })
        .collect();
    Ok(Gauntlet {
        pairings,
        natives,
        programs,
        label,
    })
}

/// One depth of an endgame match ([`endgame_match`]): native alpha-beta with the endgame
/// database against the same search without it, every opening with both colours, beside the
/// plain pairing (the same search on both sides) from the same openings and colours.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct EndgamePairing {
    pub depth: u32,
    pub games: usize,
    /// The database side's wins, draws (and unfinished games) and losses.
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    /// The plain pairing's games (the same opening, the same colours) that were drawn.
    pub plain_draws: u32,
    /// Of those, the games that ended with no more pieces than the database holds: the
    /// draws it could judge at the end.
    pub plain_draws_in_range: u32,
    /// Of those, the games the database side won, and lost.
    pub drawn_now_won: u32,
    pub drawn_now_lost: u32,
    /// The database side's rating against the plain side (Bradley-Terry, the plain side at
    /// 0); `None` when no game was played.
    pub rating: Option<Rating>,
}

/// What an endgame match found: each depth, and the database's rating over every game.
#[derive(Debug, Clone, PartialEq)]
pub struct EndgameMatch {
    pub pairings: Vec<EndgamePairing>,
    /// The database side against the plain side over all depths' games.
    pub rating: Option<Rating>,
    /// Up to how many pieces the database holds.
    pub pieces: u32,
}

/// Native alpha-beta under the English rules at `depth`, probing `db` if given.
pub fn native_with_endgame(depth: u32, db: Option<Arc<Database>>) -> Box<dyn Engine> {
    let native = Native::new(Rules::English);
    let native = match db {
        Some(db) => native.with_endgame(db),
        None => native,
    };
    Box::new(Fixed::search(Box::new(native), SearchKind::AlphaBeta).at_depth(depth))
}

/// The endgame database measured in play: at each of `depths`, native alpha-beta with `db`
/// (A) against the same search without it (B), and the plain pairing (the search without it
/// on both sides), every opening with both colours (English rules, `options`' draw rules).
/// A game of the database side is set beside the plain game of the same opening and colours:
/// the drawn plain games the database side wins are what the database is worth. The plain
/// engines are deterministic, so the plain game is the one the database side would have
/// played without it. `on_pairing` hears of each depth as it ends.
pub fn endgame_match(
    depths: &[u32],
    openings: &[String],
    options: GameOptions,
    db: Arc<Database>,
    mut on_pairing: impl FnMut(&EndgamePairing),
) -> Result<EndgameMatch, MatchError> {
    let mut all = Results::new(2);
    let mut pairings = Vec::new();
    for &depth in depths {
        let games = 2 * openings.len();
        let plain = play_match(
            &mut *native_with_endgame(depth, None),
            &mut *native_with_endgame(depth, None),
            openings,
            games,
            options,
        )?;
        let with_db = play_match(
            &mut *native_with_endgame(depth, Some(Arc::clone(&db))),
            &mut *native_with_endgame(depth, None),
            openings,
            games,
            options,
        )?;
        let mut results = Results::new(2);
        let mut pairing = EndgamePairing {
            depth,
            games: with_db.len(),
            wins: 0,
            draws: 0,
            losses: 0,
            plain_draws: 0,
            plain_draws_in_range: 0,
            drawn_now_won: 0,
            drawn_now_lost: 0,
            rating: None,
        };
        for (game, before) in with_db.iter().zip(&plain) {
            let points = game.a_half_points();
            match points {
                2 => pairing.wins += 1,
                0 => pairing.losses += 1,
                _ => pairing.draws += 1,
            }
            if before.a_half_points() == 1 {
                pairing.plain_draws += 1;
                let end = before.game.position();
                if (end.black() | end.white()).count_ones() <= db.pieces() {
                    pairing.plain_draws_in_range += 1;
                }
                match points {
                    2 => pairing.drawn_now_won += 1,
                    0 => pairing.drawn_now_lost += 1,
                    _ => {}
                }
            }
            results.add(0, 1, f64::from(points) / 2.0);
            all.add(0, 1, f64::from(points) / 2.0);
        }
        pairing.rating = ratings(&results, 1)[0];
        on_pairing(&pairing);
        pairings.push(pairing);
    }
    Ok(EndgameMatch {
        pairings,
        rating: ratings(&all, 1)[0],
        pieces: db.pieces(),
    })
}
