//! Exercise 11: an endgame checked against the database. The answer is a CPL program that
//! defines `WinsWithin(P, n)`: whether the side to move in `P` can force the end of the game
//! (the opponent left with no move, or no piece) within `n` plies, whatever the opponent
//! does. It is loaded before the corrected listing and the prelude, so that it can call the
//! listing's `LegalPositionsFrom`; the search is the answer's own.
//!
//! The check solves the database of up to [`PIECES`] pieces in memory (the retrograde
//! analysis of `checkers::endgame`, once a process), then draws positions of 2 to
//! [`PIECES`] pieces from the check's seed, each with a horizon `n` chosen from its exact
//! value so that an answer that is nearly right is caught:
//! - a side that wins in `d` plies, asked with `n = d` (the answer must say yes) and with
//!   `n = d - 1` or `d - 2` (no: one move short);
//! - a position drawn, lost, or won further off than the horizon (no).
//!
//! Only positions whose tree of `n` plies is the same under the English rules (the
//! database's) and the listing's are asked: the two differ only when a man crowned during a
//! capture could jump on. And only trees of at most [`NODE_BUDGET`] nodes (counted natively),
//! so that a right answer, interpreted, takes a few seconds in all.

use std::sync::OnceLock;

use super::{count, reference, CheckError, Report};
use crate::bridge::checkers::{position_to_value, CORRECTED_PATH};
use crate::checkers::endgame::index::SliceKey;
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
pub const HORIZON: u32 = 5;

/// The most nodes (positions whose moves a full search of `n` plies lists) one question's
/// tree may have, counted natively before the answer is asked.
const NODE_BUDGET: u64 = 1_500;

/// How many questions of each kind, by the distance `d` of the win (1, 3 or 5 plies): wins
/// asked at their distance (the answer must be true), and wins asked one or two plies short
/// (false); then positions not won within the horizon at all (false).
const EXACT: [usize; 3] = [4, 5, 5];
const SHORT: [usize; 3] = [2, 6, 6];
const NOT_WON: usize = 12;
/// The number of questions.
const QUESTIONS: usize = 4 + 5 + 5 + 2 + 6 + 6 + NOT_WON;

/// The database, solved once a process.
fn tables() -> Result<&'static Tables, CheckError> {
    static TABLES: OnceLock<Result<Tables, String>> = OnceLock::new();
    TABLES
        .get_or_init(|| solve_in_memory(PIECES).map_err(|e| e.to_string()))
        .as_ref()
        .map_err(reference)
}

/// One question: a position, a horizon, the right answer, and the exact value it comes from.
#[derive(Debug, Clone, Copy)]
struct Question {
    position: Position,
    plies: u32,
    wins: bool,
    exact: Exact,
}

/// The position numbered `index` of `key` (Black to move), turned round when `white`.
fn position_of(key: &SliceKey, index: u64, white: bool) -> Option<Position> {
    let squares = key.decode(index)?;
    let black = squares.position();
    if !white {
        return Some(black);
    }
    let turn = |set: u64| {
        use crate::checkers::endgame::index::{from_squares, to_squares};
        from_squares(to_squares(set).reverse_bits())
    };
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

/// The questions of one check, drawn from `seed`.
fn questions(tables: &Tables, seed: u64) -> Vec<Question> {
    let mut rng = SplitMix64::new(seed ^ 0x0E4D_6A3E_11DB);
    let keys: Vec<SliceKey> = (2..=PIECES).flat_map(SliceKey::all_with).collect();
    // Lists: exact wins by distance, short wins by distance, not won.
    let mut lists: [Vec<Question>; 7] = Default::default();
    let quota = |list: usize| match list {
        0..=2 => EXACT[list],
        3..=5 => SHORT[list - 3],
        _ => NOT_WON,
    };
    let full = |lists: &[Vec<Question>; 7]| (0..7).all(|i| lists[i].len() >= quota(i));
    let mut tries = 0;
    while !full(&lists) && tries < 1_000_000 {
        tries += 1;
        let key = keys[rng.below(keys.len())];
        let index = rng.next_u64() % key.size().max(1);
        let Some(position) = position_of(&key, index, rng.below(2) == 1) else {
            continue;
        };
        // Play never reaches a position whose side not to move has no piece: the game ended
        // when its last piece was taken.
        if position.pieces(position.side().other()) == 0 {
            continue;
        }
        let Some(value) = tables.value(&position) else {
            continue;
        };
        let (list, plies, wins) = match value {
            Exact::Win(d) if d <= HORIZON => {
                let by_distance = (d / 2) as usize;
                if rng.below(2) == 0 {
                    (by_distance, d, true)
                } else {
                    let short_by = if d >= 2 { 1 + rng.below(2) as u32 } else { 1 };
                    (3 + by_distance, d - short_by, false)
                }
            }
            _ => (6, 1 + rng.below(HORIZON as usize) as u32, false),
        };
        if lists[list].len() >= quota(list)
            || lists.iter().flatten().any(|q| q.position == position)
            || tree_size(&position, plies, NODE_BUDGET).is_none()
        {
            continue;
        }
        lists[list].push(Question {
            position,
            plies,
            wins,
            exact: value,
        });
    }
    // Interleaved, so that an answer that says the same thing every time fails early.
    let mut out = Vec::new();
    for i in 0..QUESTIONS {
        for list in &lists {
            if let Some(q) = list.get(i) {
                out.push(*q);
            }
        }
    }
    out
}

fn load(name: &str, text: &str) -> Result<Interpreter, Diagnostic> {
    let source = Source::new(name, text);
    let program = parse_program(&source)?;
    let listing_source = Source::new(CORRECTED_PATH, STRACHEY_CORRECTED);
    let listing = parse_program(&listing_source)?;
    let options = Options::with_limits(Reading::Set, &super::limits());
    prelude::load_parsed(vec![(source, program), (listing_source, listing)], options)
}

/// A question in words: `WinsWithin(P, 3) for W:W18:BK9,K10 (White to move)`.
fn asked(q: &Question) -> String {
    format!(
        "WinsWithin(P, {}) for P = {} ({} to move)",
        q.plies,
        format_fen(&q.position),
        q.position.side().name()
    )
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
    let questions = questions(tables, super::seed());
    if questions.len() < QUESTIONS {
        return Err(reference(format!(
            "only {} questions could be drawn from the database",
            questions.len()
        )));
    }
    for q in &questions {
        if super::out_of_time() {
            break;
        }
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
            let side = q.position.side();
            return Ok(Report::fail(
                format!(
                    "{} gives {said}, but the database says {}: {}",
                    asked(q),
                    q.exact,
                    q.exact.in_words(side)
                ),
                hint(q),
            ));
        }
    }
    let asked = questions.len();
    let yes = questions.iter().filter(|q| q.wins).count();
    Ok(Report::pass(format!(
        "your WinsWithin agrees with the database of up to {PIECES} pieces on all {} drawn at random: {yes} won within their horizon (wins in 1, 3 and 5 plies), {} not (wins asked one or two plies short, draws, losses, longer wins), horizons of 0 to {HORIZON} plies",
        count(asked as u64, "position"),
        asked - yes
    )))
}

/// What to look at, for the kind of question answered wrongly.
fn hint(q: &Question) -> String {
    match q.exact {
        Exact::Win(1) if q.wins => "the side to move wins in 1 ply: it has a move that leaves the opponent no move, or no piece; a position whose list of moves is empty is lost for its side to move".to_string(),
        Exact::Win(d) if q.wins => format!(
            "the side to move wins in exactly {d} plies: a move after which every reply of the opponent still loses within {} plies; count the plies as the database does (the win is the ply after which the opponent has no move), and look at every reply, not only the first",
            d - 1
        ),
        Exact::Win(d) => format!(
            "the win takes {d} plies, more than the {} asked: a search that looks one ply too far, or that counts the opponent's lack of moves at the wrong side, says yes too soon",
            q.plies
        ),
        Exact::Draw => "the position is a draw: no win is forced however far one looks; a move is good only if every reply of the opponent loses, not just one of them".to_string(),
        Exact::Loss(_) => "the side to move loses here: a win must be the side to move's, with the opponent's moves all answered, not the opponent's".to_string(),
    }
}
