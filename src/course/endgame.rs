//! Exercise 11: an endgame checked against the database. The answer is a CPL program that
//! defines `WinsWithin(P, n)`: whether the side to move in `P` can force the end of the game
//! (the opponent left with no move, or no piece) within `n` plies, whatever the opponent
//! does. It is loaded before the corrected listing and the prelude, so that it can call the
//! listing's `LegalPositionsFrom`; the search is the answer's own.
//!
//! The check solves the database of up to [`PIECES`] pieces in memory (the retrograde
//! analysis of `checkers::endgame`, once a process), then draws questions from the check's
//! seed until each of [`NEEDS`] is met: wins asked at their exact distance (true), one or
//! two plies short (false) and with plies to spare (true); draws, losses and longer wins
//! (false); positions of more pieces than the database holds, whose truth is a full native
//! search of `n` plies; wins by a side with men only or not ahead on material, no win for a
//! side ahead; horizons over 5 plies; a first move that does not win, and a first reply that
//! loses where another escapes (in the listing's order). Each need names a way an answer
//! goes wrong, so that an answer wrong in that way meets its case whatever the seed. Within
//! the database the full search and the database must agree, or the check's reference has
//! failed.
//!
//! Only positions whose tree of `n` plies is the same under the English rules (the
//! database's) and the listing's are asked: the two differ only when a man crowned during a
//! capture could jump on. And only trees of at most [`NODE_BUDGET`] nodes (counted natively),
//! so that a right answer, interpreted, takes seconds in all.

use std::sync::OnceLock;

use super::{count, reference, CheckError, Report};
use crate::bridge::checkers::{position_to_value, value_to_tuple, CORRECTED_PATH};
use crate::checkers::endgame::index::{from_squares, to_squares, SliceKey};
use crate::checkers::endgame::{solve_in_memory, Tables, Value as Exact};
use crate::checkers::moves::successors;
use crate::checkers::random::SplitMix64;
use crate::checkers::{format_fen, Position, Rules, Side};
use crate::cpl::eval::{Interpreter, Options, Outcome};
use crate::cpl::parse::parse_program;
use crate::cpl::prelude;
use crate::cpl::runtime::logical::Reading;
use crate::cpl::value::Value;
use crate::diagnostic::{Diagnostic, Source};
use crate::programs::STRACHEY_CORRECTED;

/// The database the check asks: every position of up to this many pieces.
pub const PIECES: u32 = 4;

/// The longest horizon asked, in plies.
pub const HORIZON: u32 = 9;

/// The most nodes (positions whose moves a full search of `n` plies lists) one question's
/// tree may have, counted natively before the answer is asked.
const NODE_BUDGET: u64 = 3_000;

/// The database, solved once a process.
fn tables() -> Result<&'static Tables, CheckError> {
    static TABLES: OnceLock<Result<Tables, String>> = OnceLock::new();
    TABLES
        .get_or_init(|| solve_in_memory(PIECES).map_err(|e| e.to_string()))
        .as_ref()
        .map_err(reference)
}

/// Where a question comes from and what the database says of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// A win in `d` plies asked at `n = d` (true).
    Exact(u32),
    /// A win in `d` plies asked one or two plies short (false).
    Short(u32),
    /// A win in `d` plies asked with plies to spare, `n ≥ d + 2` (true).
    Early(u32),
    /// A draw, a loss, or a win further off than the horizon (false).
    NotWon,
    /// More pieces than the database holds: the truth from a full search of `n` plies.
    Beyond,
}

/// One question: a position, a horizon, the right answer, and where it comes from.
#[derive(Debug, Clone, Copy)]
struct Question {
    position: Position,
    plies: u32,
    wins: bool,
    kind: Kind,
    /// The database's value, for positions it holds.
    exact: Option<Exact>,
    /// A true question whose first move, in the listing's order, does not win within the
    /// horizon (an answer that tries only its first move says false).
    first_move_fails: bool,
    /// A false question where the first reply, in the listing's order, to some move loses
    /// within the horizon while another reply escapes (an answer that looks only at the
    /// first reply says true).
    first_reply_trap: bool,
}

impl Question {
    /// Material from the side to move's point of view, 3 a man and 10 a king, as the
    /// prelude counts it.
    fn material(&self) -> i64 {
        let p = &self.position;
        let worth = |s: Side| {
            let pieces = p.pieces(s);
            let kings = i64::from((pieces & p.kings()).count_ones());
            3 * (i64::from(pieces.count_ones()) - kings) + 10 * kings
        };
        worth(p.side()) - worth(p.side().other())
    }

    fn side_has_king(&self) -> bool {
        self.position.pieces(self.position.side()) & self.position.kings() != 0
    }
}

/// What the questions of one check must cover: a way answers go wrong, how many questions
/// of that kind, and which questions are of it.
struct Need {
    what: &'static str,
    count: usize,
    holds: fn(&Question) -> bool,
    /// Whether telling if a question holds needs the listing's move order, which costs its
    /// calls: asked only while such a need is open.
    needs_order: bool,
}

/// A need that a question's position, horizon and truth decide.
const fn need(what: &'static str, count: usize, holds: fn(&Question) -> bool) -> Need {
    Need {
        what,
        count,
        holds,
        needs_order: false,
    }
}

/// A need about the listing's order of moves.
const fn order_need(what: &'static str, count: usize, holds: fn(&Question) -> bool) -> Need {
    Need {
        needs_order: true,
        ..need(what, count, holds)
    }
}

const NEEDS: [Need; 16] = [
    need("a side to move with no piece left: lost already", 1, |q| {
        q.position.pieces(q.position.side()) == 0
    }),
    need(
        "a side to move with pieces but no move: lost already",
        1,
        |q| {
            q.position.pieces(q.position.side()) != 0
                && successors(&q.position, Rules::English).is_empty()
        },
    ),
    need("a win in 1 ply asked at 1", 2, |q| q.kind == Kind::Exact(1)),
    need("a win in 3 plies asked at 3", 3, |q| {
        q.kind == Kind::Exact(3)
    }),
    need(
        "a win in 5 or more plies asked at its distance",
        3,
        |q| matches!(q.kind, Kind::Exact(d) if d >= 5),
    ),
    need("a win asked one or two plies short", 8, |q| {
        matches!(q.kind, Kind::Short(_))
    }),
    need("a win asked with plies to spare", 5, |q| {
        matches!(q.kind, Kind::Early(_))
    }),
    need("a position not won within the horizon", 6, |q| {
        q.kind == Kind::NotWon
    }),
    need("a win with more pieces than the database holds", 3, |q| {
        q.kind == Kind::Beyond && q.wins
    }),
    need("no win with more pieces than the database holds", 3, |q| {
        q.kind == Kind::Beyond && !q.wins
    }),
    need("a win by a side with men only", 3, |q| {
        q.wins && !q.side_has_king()
    }),
    need("a win by a side not ahead on material", 3, |q| {
        q.wins && q.material() <= 0
    }),
    need("no win for a side ahead on material", 3, |q| {
        !q.wins && q.material() > 0
    }),
    need("a win asked at a horizon over 5 plies", 3, |q| {
        q.wins && q.plies > 5
    }),
    order_need(
        "a win whose first move in the listing's order does not win",
        3,
        |q| q.first_move_fails,
    ),
    order_need(
        "no win, where the first reply to some move loses but another escapes",
        3,
        |q| q.first_reply_trap,
    ),
];

/// The position numbered `index` of `key` (Black to move), turned round when `white`.
fn position_of(key: &SliceKey, index: u64, white: bool) -> Option<Position> {
    let black = key.decode(index)?.position();
    if !white {
        return Some(black);
    }
    let turn = |set: u64| from_squares(to_squares(set).reverse_bits());
    Position::new(
        turn(black.white()),
        turn(black.black()),
        turn(black.kings()),
        Side::White,
    )
    .ok()
}

/// The number of nodes of the full tree of `plies` plies below `pos` (the positions whose
/// moves a search lists), or `None` when it passes `budget` or when the English rules and
/// the listing's give another list of moves somewhere in it.
fn tree_size(pos: &Position, plies: u32, budget: u64) -> Option<u64> {
    if plies == 0 {
        return Some(0);
    }
    let mut english = successors(pos, Rules::English);
    let mut strachey = successors(pos, Rules::Strachey);
    let key = |p: &Position| (p.black(), p.white(), p.kings());
    english.sort_by_key(key);
    english.dedup();
    strachey.sort_by_key(key);
    strachey.dedup();
    if english != strachey {
        return None;
    }
    let mut nodes = 1;
    for child in &english {
        nodes += tree_size(child, plies - 1, budget.checked_sub(nodes)?)?;
        if nodes > budget {
            return None;
        }
    }
    Some(nodes)
}

/// Whether the side to move wins within `plies` plies: the full search, natively (the
/// reference beyond the database, and checked against it within).
fn wins(pos: &Position, plies: u32) -> bool {
    plies >= 1
        && successors(pos, Rules::English)
            .iter()
            .any(|c| loses(c, plies - 1))
}

/// Whether the side to move has lost within `plies` plies, however it defends.
fn loses(pos: &Position, plies: u32) -> bool {
    let children = successors(pos, Rules::English);
    children.is_empty() || (plies >= 2 && children.iter().all(|c| wins(c, plies - 1)))
}

fn load_listing() -> Result<Interpreter, CheckError> {
    let source = Source::new(CORRECTED_PATH, STRACHEY_CORRECTED);
    let program = parse_program(&source).map_err(reference)?;
    prelude::load_parsed(
        vec![(source, program)],
        Options::with_limits(Reading::Set, &super::limits()),
    )
    .map_err(reference)
}

/// The listing's moves from a position, in its order.
fn listing_moves(listing: &mut Interpreter, pos: &Position) -> Result<Vec<Position>, CheckError> {
    let items = match listing
        .call("LegalPositionsFrom", vec![position_to_value(pos)])
        .map_err(reference)?
    {
        Outcome::Value(v) => v.list_items().unwrap_or_default(),
        Outcome::Resigned => Vec::new(),
    };
    items
        .iter()
        .map(|v| {
            value_to_tuple(v)
                .and_then(|t| Position::from_strachey(t).ok())
                .ok_or_else(|| {
                    reference(format!("the listing gave a move that is no position: {v}"))
                })
        })
        .collect()
}

/// A candidate of few pieces: a slice and a number in it, either side to move.
fn small_position(rng: &mut SplitMix64, keys: &[SliceKey]) -> Option<Position> {
    let key = keys[rng.below(keys.len())];
    let index = rng.next_u64() % key.size().max(1);
    position_of(&key, index, rng.below(2) == 1)
}

/// A candidate of more pieces than the database holds (5 to 7), drawn as the course's bank
/// draws its boards.
fn large_position(rng: &mut SplitMix64) -> Option<Position> {
    let pieces = 5 + rng.below(3) as u32;
    super::bank::endgames(rng.next_u64(), 8)
        .into_iter()
        .find(|p| (p.black() | p.white()).count_ones() == pieces)
}

/// The questions of one check, drawn from `seed` until every need is met. A question is
/// kept only when it meets a need not yet met, so there are at most as many as the needs
/// add up to.
fn questions(tables: &Tables, seed: u64) -> Result<Vec<Question>, CheckError> {
    let mut rng = SplitMix64::new(seed ^ 0x0E4D_6A3E_11DB);
    let keys: Vec<SliceKey> = (2..=PIECES).flat_map(SliceKey::all_with).collect();
    let mut listing = load_listing()?;
    let mut out: Vec<Question> = Vec::new();
    let mut tries = 0u64;
    loop {
        let open: Vec<usize> = (0..NEEDS.len())
            .filter(|&i| out.iter().filter(|q| (NEEDS[i].holds)(q)).count() < NEEDS[i].count)
            .collect();
        if open.is_empty() {
            break;
        }
        tries += 1;
        if tries > 5_000_000 || super::out_of_time() {
            let names: Vec<&str> = open.iter().map(|&i| NEEDS[i].what).collect();
            return Err(reference(format!(
                "no question could be drawn for: {}",
                names.join("; ")
            )));
        }
        let large = rng.below(5) == 0;
        let candidate = if large {
            large_position(&mut rng)
        } else {
            small_position(&mut rng, &keys)
        };
        let Some(position) = candidate else {
            continue;
        };
        // Play never reaches a position whose side not to move has no piece: the game ended
        // when its last piece was taken.
        if position.pieces(position.side().other()) == 0 {
            continue;
        }
        // A large position is judged by a full search alone: the database does not hold it.
        let exact = if large {
            None
        } else {
            match tables.value(&position) {
                Some(v) => Some(v),
                None => continue,
            }
        };
        let (kind, plies) = match exact {
            None => (Kind::Beyond, 1 + rng.below(5) as u32),
            Some(Exact::Win(d)) if d <= HORIZON => match rng.below(3) {
                0 => (Kind::Exact(d), d),
                1 => (
                    Kind::Short(d),
                    d - if d >= 2 { 1 + rng.below(2) as u32 } else { 1 },
                ),
                _ if d + 2 <= HORIZON => {
                    let spare = 2 + 2 * rng.below(((HORIZON - d) / 2) as usize) as u32;
                    (Kind::Early(d), d + spare)
                }
                _ => continue,
            },
            Some(_) => (Kind::NotWon, 1 + rng.below(HORIZON as usize) as u32),
        };
        if out.iter().any(|q| q.position == position)
            || tree_size(&position, plies, NODE_BUDGET).is_none()
        {
            continue;
        }
        let truth = wins(&position, plies);
        if let Some(value) = exact {
            let database = matches!(value, Exact::Win(d) if d <= plies);
            if truth != database {
                return Err(reference(format!(
                    "the database says {value} for {}, but a full search of {plies} plies finds {}",
                    format_fen(&position),
                    if truth { "a win" } else { "none" }
                )));
            }
        }
        let mut q = Question {
            position,
            plies,
            wins: truth,
            kind,
            exact,
            first_move_fails: false,
            first_reply_trap: false,
        };
        // The questions of order are worth the listing's calls only while they are needed.
        if open.iter().any(|&i| NEEDS[i].needs_order) && plies >= 1 {
            let moves = listing_moves(&mut listing, &position)?;
            if truth {
                q.first_move_fails = moves.first().is_some_and(|m| !loses(m, plies - 1));
            } else if plies >= 3 {
                for m in &moves {
                    let replies = listing_moves(&mut listing, m)?;
                    if replies.first().is_some_and(|r| wins(r, plies - 2)) {
                        q.first_reply_trap = true;
                        break;
                    }
                }
            }
        }
        if open.iter().any(|&i| (NEEDS[i].holds)(&q)) {
            out.push(q);
        }
    }
    // Shuffled, so that an answer that says the same thing every time fails early.
    let mut mixed = Vec::with_capacity(out.len());
    while !out.is_empty() {
        mixed.push(out.swap_remove(rng.below(out.len())));
    }
    Ok(mixed)
}

fn load(name: &str, text: &str) -> Result<Interpreter, Diagnostic> {
    let source = Source::new(name, text);
    let program = parse_program(&source)?;
    let listing_source = Source::new(CORRECTED_PATH, STRACHEY_CORRECTED);
    let listing = parse_program(&listing_source)?;
    let options = Options::with_limits(Reading::Set, &super::limits());
    prelude::load_parsed(vec![(source, program), (listing_source, listing)], options)
}

/// A question in words: `WinsWithin(P, 3) for P = W:W18:BK9,K10 (white to move)`.
fn asked(q: &Question) -> String {
    format!(
        "WinsWithin(P, {}) for P = {} ({} to move)",
        q.plies,
        format_fen(&q.position),
        q.position.side().name()
    )
}

/// What the reference says of a question, in words.
fn truth_in_words(q: &Question) -> String {
    match q.exact {
        Some(value) => format!(
            "the database says {value}: {}",
            value.in_words(q.position.side())
        ),
        None => format!(
            "a full search of {} {} finds {}",
            q.plies,
            if q.plies == 1 { "ply" } else { "plies" },
            if q.wins {
                "a forced win"
            } else {
                "no forced win"
            }
        ),
    }
}

/// Checks an answer to exercise 11.
pub fn wins_within(name: &str, answer: &str) -> Result<Report, CheckError> {
    let mut student = match load(name, answer) {
        Ok(x) => x,
        Err(d) => {
            return Ok(Report::syntax(
                d,
                "start from the starter file of exercise 11, which parses",
            ))
        }
    };
    if student.function("WinsWithin").is_none() {
        return Ok(Report::fail(
            "your program does not define WinsWithin",
            "define WinsWithin(P, n) in your file: the starter, wins-within.cpl, has its heading",
        ));
    }
    let tables = tables()?;
    let questions = questions(tables, super::seed())?;
    for q in &questions {
        let said = student.call(
            "WinsWithin",
            vec![position_to_value(&q.position), Value::Int(q.plies.into())],
        );
        let said = match said {
            Ok(Outcome::Value(Value::Bool(b))) => b.get(),
            Ok(other) => {
                let shown = match other {
                    Outcome::Value(v) => v.to_string(),
                    Outcome::Resigned => "Resign".to_string(),
                };
                return Ok(Report::fail(
                    format!("{} gives {shown}, not true or false", asked(q)),
                    "WinsWithin(P, n) must give a truth value: true when the side to move can force a win within n plies",
                ));
            }
            Err(e) => return Ok(Report::fail(
                format!("{} stops: {e}", asked(q)),
                "WinsWithin must give an answer for any position P = (X, Y, K, σ) and any n ≥ 0",
            )),
        };
        if said != q.wins {
            return Ok(Report::fail(
                format!("{} gives {said}, but {}", asked(q), truth_in_words(q)),
                hint(q),
            ));
        }
    }
    let asked = questions.len();
    let yes = questions.iter().filter(|q| q.wins).count();
    Ok(Report::pass(format!(
        "your WinsWithin agrees on all {} drawn at random, {yes} won within their horizon and {} not, horizons of 0 to {HORIZON} plies: positions of up to {PIECES} pieces against the database, and of 5 to 7 pieces against a full search",
        count(asked as u64, "position"),
        asked - yes
    )))
}

/// What to look at, for the kind of question answered wrongly.
fn hint(q: &Question) -> String {
    let every_reply =
        "a move wins only if every reply of the opponent loses, not the first one or one of them";
    match q.kind {
        Kind::Exact(1) => "the side to move wins in 1 ply: it has a move that leaves the opponent no move, or no piece; a position whose list of moves is empty is lost for its side to move".to_string(),
        Kind::Exact(d) => format!(
            "the side to move wins in exactly {d} plies: a move after which every reply of the opponent still loses within {} plies; try every move, not only the first, and count the plies as the database does (the win is the ply after which the opponent has no move)",
            d - 1
        ),
        Kind::Early(d) => format!(
            "the win takes {d} plies and {} were allowed: within n plies means in n or fewer, so a win that comes sooner counts",
            q.plies
        ),
        Kind::Short(d) => format!(
            "the win takes {d} plies, more than the {} asked: a search that looks a ply too far, or that counts the opponent's lack of moves at the wrong side, says yes too soon",
            q.plies
        ),
        Kind::NotWon if q.first_reply_trap => format!("no win is forced here: {every_reply}"),
        Kind::NotWon => format!("no win is forced within the horizon: {every_reply}; material ahead is not a win"),
        Kind::Beyond => "this position has more pieces than the database holds: your search must work for any number of pieces, and for any horizon".to_string(),
    }
}
