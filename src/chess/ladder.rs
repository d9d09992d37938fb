//! The ladder: what each technique of the search is worth, in Elo. The full engine plays a
//! match against itself with one technique switched off ([`Technique`], or the opening
//! book), at a fixed number of nodes a move so that every game is the same on every run and
//! machine, from a set of openings, each opening played twice with the colours reversed.
//! The score gives the Elo difference and its 95% error bar.
//!
//! Games end as the rules say (mate, stalemate, repetition, fifty moves, insufficient
//! material), or are adjudicated: won when both engines' scores have said for
//! [`ADJUDICATE_PLIES`] plies in a row that the same side is ahead by [`ADJUDICATE_CP`] or
//! more (or mates), drawn at the move limit.
//!
//! A node budget too small to finish a search of one ply still plays a searched move: that
//! move is searched to one ply whatever the budget, so no game is a shuffle of first legal
//! moves.

use std::sync::Arc;

use super::book::Book;
use super::game::{Game, Outcome};
use super::pgn::parse_pgn;
use super::position::Position;
use super::search::{Score, SearchLimits, Searcher, Technique, Techniques};
use super::types::{Color, Move};

/// Plies in a row both engines must agree that one side is won before the game is given.
pub const ADJUDICATE_PLIES: usize = 8;
/// The score (centipawns, from the side ahead) that counts as won for adjudication.
pub const ADJUDICATE_CP: i32 = 1000;

/// Where a game starts: an opening line played from a position.
#[derive(Clone, Debug)]
pub struct Opening {
    pub name: String,
    pub start: Position,
    pub moves: Vec<Move>,
}

/// The first `plies` plies of each game of a PGN text, without repeats (two lines that reach
/// the same position are one opening). A game shorter than `plies` is refused by name.
pub fn openings_from_pgn(text: &str, plies: usize) -> Result<Vec<Opening>, String> {
    let games = parse_pgn(text).map_err(|e| format!("the openings: {e}"))?;
    let mut openings: Vec<Opening> = Vec::new();
    let mut seen = Vec::new();
    for (i, g) in games.iter().enumerate() {
        let name = g
            .tag("Opening")
            .or_else(|| g.tag("Event"))
            .map_or_else(|| format!("game {}", i + 1), str::to_string);
        if g.moves.len() < plies {
            return Err(format!(
                "opening '{name}' has {} plies, fewer than the {plies} asked for",
                g.moves.len()
            ));
        }
        let mut pos = g.start;
        for &mv in &g.moves[..plies] {
            pos = pos.play(mv);
        }
        if seen.contains(&pos.key()) {
            continue;
        }
        seen.push(pos.key());
        openings.push(Opening {
            name,
            start: g.start,
            moves: g.moves[..plies].to_vec(),
        });
    }
    if openings.is_empty() {
        return Err("the openings file has no game".into());
    }
    Ok(openings)
}

/// What one side of a match is: which techniques, and whether it plays from a book.
#[derive(Clone)]
pub struct Setup {
    pub techniques: Techniques,
    pub book: Option<Arc<Book>>,
}

/// What is switched off in a ladder match.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rung {
    Technique(Technique),
    /// The opening book (`OwnBook`): the full engine plays from it, the other does not.
    Book,
}

impl Rung {
    pub fn all() -> Vec<Rung> {
        let mut all: Vec<Rung> = Technique::ALL.into_iter().map(Rung::Technique).collect();
        all.push(Rung::Book);
        all
    }

    pub fn name(self) -> &'static str {
        match self {
            Rung::Technique(t) => t.name(),
            Rung::Book => "book",
        }
    }

    pub fn option_name(self) -> &'static str {
        match self {
            Rung::Technique(t) => t.option_name(),
            Rung::Book => "OwnBook",
        }
    }

    pub fn parse(text: &str) -> Option<Rung> {
        if text.eq_ignore_ascii_case("book") || text.eq_ignore_ascii_case("OwnBook") {
            return Some(Rung::Book);
        }
        Technique::parse(text).map(Rung::Technique)
    }

    /// The full engine and the engine without this rung.
    pub fn setups(self, book: &Arc<Book>) -> (Setup, Setup) {
        match self {
            Rung::Technique(t) => (
                Setup {
                    techniques: Techniques::default(),
                    book: None,
                },
                Setup {
                    techniques: Techniques::without(t),
                    book: None,
                },
            ),
            Rung::Book => (
                Setup {
                    techniques: Techniques::default(),
                    book: Some(Arc::clone(book)),
                },
                Setup {
                    techniques: Techniques::default(),
                    book: None,
                },
            ),
        }
    }
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    Rules(Outcome),
    /// Both engines agreed one side is won.
    Adjudicated(Color),
    /// The move limit: a draw.
    MoveLimit,
}

impl Ending {
    /// The winner, `None` for a draw.
    pub fn winner(self) -> Option<Color> {
        match self {
            Ending::Rules(Outcome::Checkmate { winner }) | Ending::Adjudicated(winner) => {
                Some(winner)
            }
            _ => None,
        }
    }
}

/// One side in a game: a searcher set up as asked.
struct Player {
    searcher: Searcher,
    book: Option<Arc<Book>>,
    depth_sum: u64,
    searches: u64,
}

impl Player {
    fn new(setup: &Setup, hash_mb: usize) -> Player {
        let mut searcher = Searcher::new(hash_mb);
        searcher.set_techniques(setup.techniques);
        Player {
            searcher,
            book: setup.book.clone(),
            depth_sum: 0,
            searches: 0,
        }
    }

    /// The move and its score from White's side (`None` for a book move).
    fn choose(&mut self, game: &Game, nodes: u64) -> Option<(Move, Option<i32>)> {
        let pos = game.current();
        if let Some(book) = &self.book {
            // The same position in the same game picks the same move on every run.
            let random = pos.key() ^ (game.moves().len() as u64).wrapping_mul(0x9e37_79b9);
            if let Some(mv) = book.pick(pos, random) {
                return Some((mv, None));
            }
        }
        let limits = SearchLimits {
            nodes: Some(nodes),
            ..SearchLimits::default()
        };
        let mut result = self
            .searcher
            .search(pos, &game.history_keys(), &limits, 1, &mut |_| {});
        if result.depth == 0 {
            // A budget too small to finish even the first ply (`--nodes 1`) would leave the
            // move to chance (the first legal move) and make every game a shuffle: the move is
            // the one-ply search's instead, the same on every run.
            let one_ply = SearchLimits {
                depth: Some(1),
                ..SearchLimits::default()
            };
            result = self
                .searcher
                .search(pos, &game.history_keys(), &one_ply, 1, &mut |_| {});
        }
        self.depth_sum += result.depth as u64;
        self.searches += 1;
        let cp = match result.score {
            Score::Cp(cp) => cp,
            Score::Mate(n) if n > 0 => 100_000,
            Score::Mate(_) => -100_000,
        };
        let white = if pos.side_to_move() == Color::White {
            cp
        } else {
            -cp
        };
        result.best.map(|mv| (mv, Some(white)))
    }
}

/// The limits of a match.
#[derive(Clone, Copy, Debug)]
pub struct MatchRules {
    pub nodes: u64,
    /// A game still going after this many plies (the opening's included) is drawn.
    pub max_plies: usize,
    pub hash_mb: usize,
}

/// A match's result from the first engine's side, and the mean depths both reached.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Tally {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    pub depth_first: f64,
    pub depth_second: f64,
}

impl Tally {
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// Points a game, 0 to 1.
    pub fn score(&self) -> f64 {
        let n = self.games().max(1) as f64;
        (self.wins as f64 + 0.5 * self.draws as f64) / n
    }

    /// The Elo difference and the 95% interval (low, high), from the score and its standard
    /// error over the games (win, draw and loss frequencies). Infinite at a score of 0 or 1.
    pub fn elo(&self) -> (f64, f64, f64) {
        let n = self.games().max(1) as f64;
        let s = self.score();
        let (w, d, l) = (
            self.wins as f64 / n,
            self.draws as f64 / n,
            self.losses as f64 / n,
        );
        let variance = w * (1.0 - s).powi(2) + d * (0.5 - s).powi(2) + l * s.powi(2);
        let margin = 1.96 * (variance / n).sqrt();
        (
            elo_of_score(s),
            elo_of_score(s - margin),
            elo_of_score(s + margin),
        )
    }
}

/// The Elo difference a score (0 to 1) means: `-400 log10(1/s - 1)`.
pub fn elo_of_score(score: f64) -> f64 {
    if score <= 0.0 {
        f64::NEG_INFINITY
    } else if score >= 1.0 {
        f64::INFINITY
    } else {
        -400.0 * (1.0 / score - 1.0).log10()
    }
}

/// Plays one game from `opening`, `white` against `black`; the ending and the plies.
fn play_game(
    white: &mut Player,
    black: &mut Player,
    opening: &Opening,
    rules: &MatchRules,
) -> Ending {
    white.searcher.clear();
    black.searcher.clear();
    let mut game = Game::new(opening.start);
    for &mv in &opening.moves {
        game.play(mv);
    }
    let mut streak: Vec<Option<i32>> = Vec::new();
    loop {
        if let Some(outcome) = game.outcome() {
            return Ending::Rules(outcome);
        }
        if game.moves().len() >= rules.max_plies {
            return Ending::MoveLimit;
        }
        let player = if game.current().side_to_move() == Color::White {
            &mut *white
        } else {
            &mut *black
        };
        let Some((mv, score)) = player.choose(&game, rules.nodes) else {
            // No move: outcome() above would have ended the game; never here.
            return Ending::MoveLimit;
        };
        game.play(mv);
        streak.push(score);
        if streak.len() >= ADJUDICATE_PLIES {
            let last = &streak[streak.len() - ADJUDICATE_PLIES..];
            if last.iter().all(|s| s.is_some_and(|v| v >= ADJUDICATE_CP)) {
                return Ending::Adjudicated(Color::White);
            }
            if last.iter().all(|s| s.is_some_and(|v| v <= -ADJUDICATE_CP)) {
                return Ending::Adjudicated(Color::Black);
            }
        }
    }
}

/// A match of two games an opening (each side once White), `first` against `second`;
/// `on_game` hears after each game the opening's index, whether `first` had White and the
/// ending.
pub fn play_match(
    first: &Setup,
    second: &Setup,
    openings: &[Opening],
    rules: &MatchRules,
    on_game: &mut dyn FnMut(usize, bool, Ending),
) -> Tally {
    let mut a = Player::new(first, rules.hash_mb);
    let mut b = Player::new(second, rules.hash_mb);
    let mut tally = Tally::default();
    for (i, opening) in openings.iter().enumerate() {
        for first_white in [true, false] {
            let ending = if first_white {
                play_game(&mut a, &mut b, opening, rules)
            } else {
                play_game(&mut b, &mut a, opening, rules)
            };
            let first_colour = if first_white {
                Color::White
            } else {
                Color::Black
            };
            match ending.winner() {
                None => tally.draws += 1,
                Some(c) if c == first_colour => tally.wins += 1,
                Some(_) => tally.losses += 1,
            }
            on_game(i, first_white, ending);
        }
    }
    let mean = |p: &Player| p.depth_sum as f64 / p.searches.max(1) as f64;
    tally.depth_first = mean(&a);
    tally.depth_second = mean(&b);
    tally
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elo_of_known_scores() {
        assert_eq!(elo_of_score(0.5), 0.0);
        // 3 to 1 is 191 Elo (400 log10 3), 10 to 1 is 400.
        assert!((elo_of_score(0.75) - 190.85).abs() < 0.01);
        assert!((elo_of_score(10.0 / 11.0) - 400.0).abs() < 1e-9);
        assert!(elo_of_score(0.0).is_infinite() && elo_of_score(1.0).is_infinite());
        let t = Tally {
            wins: 30,
            draws: 20,
            losses: 10,
            ..Tally::default()
        };
        let (elo, low, high) = t.elo();
        assert!(low < elo && elo < high, "{low} {elo} {high}");
        assert!((t.score() - 40.0 / 60.0).abs() < 1e-12);
    }

    #[test]
    fn openings_are_cut_and_repeats_dropped() {
        let pgn = "1. e4 e5 2. Nf3 Nc6 *\n\n1. e4 e5 2. Nf3 Nf6 *\n\n1. Nf3 Nc6 2. e4 e5 *\n";
        let openings = openings_from_pgn(pgn, 4).unwrap();
        // The third game transposes into the first.
        assert_eq!(openings.len(), 2);
        assert_eq!(openings[0].moves.len(), 4);
        let err = openings_from_pgn(pgn, 5).unwrap_err();
        assert!(err.contains("fewer than the 5"), "{err}");
    }

    #[test]
    fn a_match_is_the_same_every_time() {
        let openings = openings_from_pgn("1. d4 d5 2. c4 e6 *\n", 4).unwrap();
        let rules = MatchRules {
            nodes: 300,
            max_plies: 40,
            hash_mb: 1,
        };
        let full = Setup {
            techniques: Techniques::default(),
            book: None,
        };
        let without = Setup {
            techniques: Techniques::without(Technique::Quiescence),
            book: None,
        };
        let mut endings = Vec::new();
        let t1 = play_match(&full, &without, &openings, &rules, &mut |_, _, e| {
            endings.push(e)
        });
        let t2 = play_match(&full, &without, &openings, &rules, &mut |_, _, _| {});
        assert_eq!(t1, t2);
        assert_eq!(t1.games(), 2);
        assert_eq!(endings.len(), 2);
    }
}
