//! Exercises whose answer is a CPL checkers program that chooses or plays: Norvig's `Max`
//! version of `ChosenPosition` (5), alpha-beta (6), another `TerminalValue` (7).
//!
//! Each answer is loaded with the checkers prelude after it, as `attic run` and `--program`
//! load a program, and asked the same questions as the corrected listing in its own
//! interpreter, on the same positions: the opening and positions met along seeded random
//! games (native Strachey rules, which the listing's move lists equal).
//!
//! - 5: `ChosenPosition(P)` must give the very position the listing's gives (search depth 3),
//!   on every position; `ChosenPosition` must call `Max` and not `BestPosition`, `Max` must
//!   run for every choice, and no definition of the listing (`BestPosition`) may be handed
//!   the list of moves being chosen from, or a tail of it: watched by a call observer, so
//!   that a `Max` which only calls `BestPosition(NIL, -∞, L, 0)` does not pass.
//! - 6: the same choices on the 8 positions, and strictly fewer `PositionValue` calls in all,
//!   counted by the interpreter (as `attic run --counts` counts them); then the choices on
//!   hundreds of positions (`attic diff --search-depth 3` against the native engine, which
//!   chooses as the listing does), so that a wrong window that agrees on 8 does not pass.
//! - 7: `TerminalValue` must be the answer's own and give another value than the prelude's on
//!   some position; the move lists must stay the listing's; then the answer plays a match of
//!   two games against the listing (`checkers::game::play_match`, both colours), whose score
//!   is reported whatever it is.

use super::{reference, CheckError, Report};
use crate::bridge::checkers::{position_to_value, value_to_tuple, Interpreted, CORRECTED_PATH};
use crate::checkers::game::{play_match, GameOptions};
use crate::checkers::random::random_positions;
use crate::checkers::{format_fen, name_tuples, Position, Rules, SearchKind};
use crate::cpl::ast::Program;
use crate::cpl::interp::{CallEnd, CallObserver, FunctionId};
use crate::cpl::interp::{Interpreter, Options, Outcome};
use crate::cpl::logical::Reading;
use crate::cpl::parse::parse_program;
use crate::cpl::prelude;
use crate::cpl::pretty::{expr_to_string, Spelling};
use crate::cpl::value::Value;
use crate::diagnostic::Source;
use crate::diff::compare::{compare, Plan};
use crate::diff::play::{opening, Likeness, Player};
use crate::programs::STRACHEY_CORRECTED;

/// The search depth of exercises 5 and 6: deep enough for alpha-beta to cut, quick to run.
const DEPTH: i64 = 3;

/// Positions along random games (the opening first), for the questions of exercise 7.
fn positions(count: usize) -> Vec<Position> {
    let mut out = vec![Position::initial()];
    out.extend(random_positions(
        66,
        &Position::initial(),
        Rules::Strachey,
        30,
        count - 1,
    ));
    out
}

fn load(name: &str, text: &str) -> Result<(Program, Interpreter), crate::diagnostic::Diagnostic> {
    let source = Source::new(name, text);
    let program = parse_program(&source)?;
    let options = Options::with_limits(Reading::Set, &super::limits());
    Ok((program, prelude::load(source, true, options)?))
}

fn listing() -> Result<Interpreter, CheckError> {
    load(CORRECTED_PATH, STRACHEY_CORRECTED)
        .map(|(_, i)| i)
        .map_err(reference)
}

/// Whether a definition's body names `word` (as a whole name).
fn mentions(program: &Program, definition: &str, word: &str) -> bool {
    program
        .definitions
        .iter()
        .filter(|d| d.name.text == definition)
        .any(|d| {
            expr_to_string(&d.body, Spelling::Ascii)
                .split(|c: char| !c.is_alphanumeric())
                .any(|w| w == word)
        })
}

/// The positions exercises 5 and 6 compare choices on: the opening, then positions along
/// seeded random games where the listing's moves do not all have one value (so that a choice
/// can be wrong: from most quiet positions every move is worth the same at depth 3).
fn telling_positions(listing: &mut Interpreter, count: usize) -> Result<Vec<Position>, CheckError> {
    listing
        .set_constant(prelude::SEARCH_DEPTH, Value::Int(DEPTH))
        .map_err(reference)?;
    let mut out = vec![Position::initial()];
    for pos in random_positions(66, &Position::initial(), Rules::Strachey, 40, 400) {
        if out.len() >= count {
            break;
        }
        let moves = listing
            .call("LegalPositionsFrom", vec![position_to_value(&pos)])
            .map_err(reference)?;
        let Some(items) = moves.value().and_then(|m| m.list_items()) else {
            continue;
        };
        let mut values = Vec::new();
        for child in items {
            let v = listing
                .call("PositionValue", vec![child, Value::Int(1)])
                .map_err(reference)?;
            values.push(v.value().map(|v| v.to_string()));
        }
        if values.windows(2).any(|w| w[0] != w[1]) {
            out.push(pos);
        }
    }
    Ok(out)
}

/// `ChosenPosition(P)` at `DEPTH`, and how many `PositionValue` calls it made.
fn chosen(cpl: &mut Interpreter, pos: &Position) -> Result<(Outcome, u64), String> {
    cpl.set_constant(prelude::SEARCH_DEPTH, Value::Int(DEPTH))
        .map_err(|e| e.to_string())?;
    cpl.reset_counts();
    let outcome = cpl
        .call("ChosenPosition", vec![position_to_value(pos)])
        .map_err(|e| e.to_string())?;
    Ok((outcome, cpl.call_count("PositionValue")))
}

/// A choice in words: the move it makes from `pos`.
fn describe(pos: &Position, outcome: &Outcome) -> String {
    match outcome {
        Outcome::Resigned => "Resign".to_string(),
        Outcome::Value(Value::Nil) => "NIL".to_string(),
        Outcome::Value(v) => match value_to_tuple(v) {
            Some(t) => name_tuples(pos, Rules::Strachey, &[t])
                .into_iter()
                .next()
                .map(|n| n.name)
                .unwrap_or_else(|| v.to_string()),
            None => v.to_string(),
        },
    }
}

fn same(a: &Outcome, b: &Outcome) -> bool {
    match (a, b) {
        (Outcome::Value(x), Outcome::Value(y)) => x.same(y),
        (Outcome::Resigned, Outcome::Resigned) => true,
        _ => false,
    }
}

/// Watches a choice for the list of moves being chosen from (or a tail of it) handed to a
/// definition of the listing (`BestPosition`): then the listing, not `Max`, chooses.
struct Handed {
    /// The non-empty tails of the root's list of moves.
    tails: Vec<Value>,
    /// The listing's definitions.
    listing: Vec<String>,
    /// The first of them that was handed the list.
    to: Option<String>,
}

impl CallObserver for Handed {
    fn enter(&mut self, _: FunctionId, name: &str, args: &[Value], _: usize) {
        if self.to.is_some() || name == "ChosenPosition" || !self.listing.iter().any(|d| d == name)
        {
            return;
        }
        let handed = args
            .iter()
            .any(|a| matches!(a, Value::List(_)) && self.tails.iter().any(|t| t.same(a)));
        if handed {
            self.to = Some(name.to_string());
        }
    }

    fn exit(&mut self, _: FunctionId, _: &str, _: CallEnd<'_>, _: usize) {}
}

/// The tails of a list value, the list first (an empty list has none).
fn tails(list: &Value) -> Vec<Value> {
    let mut out = Vec::new();
    let mut rest = list.clone();
    while let Value::List(cell) = rest {
        out.push(Value::List(cell.clone()));
        rest = cell.tail.clone();
    }
    out
}

/// Exercise 5 watches the answer's choice from `pos`: the observer that sees where the list
/// of moves goes, installed before `ChosenPosition` runs.
fn watch(student: &mut Interpreter, pos: &Position, listing: &[String]) -> Result<(), String> {
    let moves = student
        .call("LegalPositionsFrom", vec![position_to_value(pos)])
        .map_err(|e| e.to_string())?;
    let tails = moves.value().map(|list| tails(&list)).unwrap_or_default();
    student.set_observer(Some(Box::new(Handed {
        tails,
        listing: listing.to_vec(),
        to: None,
    })));
    Ok(())
}

/// What [`watch`] saw: `Some(report)` when `Max` did not choose.
fn watched(student: &mut Interpreter, pos: &Position) -> Option<Report> {
    let handed = student.take_observer::<Handed>()?;
    let fen = format_fen(pos);
    if let Some(to) = handed.to {
        return Some(Report::fail(
            format!("from {fen} your program hands the list of moves to {to}: the listing's {to} chooses, not your Max"),
            format!("write the search for the best item in Max itself (or in helpers of your own): walk the list, keep the best item and its Value so far, and replace it only by a strictly greater one. {to} may stay for PositionValue below, but must not be given the moves ChosenPosition chooses from"),
        ));
    }
    if !handed.tails.is_empty() && student.call_count("Max") == 0 {
        return Some(Report::fail(
            format!("from {fen} your ChosenPosition chooses without calling Max"),
            "ChosenPosition(P) = Max(...) over LegalPositionsFrom(P) must run every time: a Max in a branch that is never taken does not count",
        ));
    }
    None
}

/// Choices that were all the listing's: the answer's tree, its `PositionValue` calls, the
/// listing's, and on how many positions.
struct Compared {
    program: Program,
    ours: u64,
    theirs: u64,
    positions: usize,
}

/// The comparison of choices exercises 5 and 6 share: `Ok(counts)` when every choice is the
/// listing's, else the report that says where it is not.
fn compare_choices(
    name: &str,
    answer: &str,
    exercise: &str,
) -> Result<Result<Compared, Report>, CheckError> {
    let watch_max = exercise == "5";
    let (program, mut student) = match load(name, answer) {
        Ok(x) => x,
        Err(d) => {
            return Ok(Err(Report::syntax(
                d,
                format!("start from the starter file of exercise {exercise}, which parses"),
            )))
        }
    };
    if student.function("ChosenPosition").is_none() {
        return Ok(Err(Report::fail(
            "your program does not define ChosenPosition",
            "the check asks your ChosenPosition(P) for its choice, as the listing's is asked",
        )));
    }
    let mut listing = listing()?;
    let listing_names: Vec<String> = listing
        .definitions()
        .filter(|d| !prelude::NAMES.contains(d))
        .map(str::to_string)
        .collect();
    let positions = telling_positions(&mut listing, 8)?;
    let (mut ours, mut theirs) = (0, 0);
    for pos in &positions {
        let (expected, n) = chosen(&mut listing, pos).map_err(reference)?;
        theirs += n;
        if watch_max {
            if let Err(e) = watch(&mut student, pos, &listing_names) {
                return Ok(Err(Report::fail(
                    format!(
                        "from {} your LegalPositionsFrom stops: {e}",
                        format_fen(pos)
                    ),
                    "keep the listing's LegalPositionsFrom: the exercise changes only how the move is chosen",
                )));
            }
        }
        let (got, m) = match chosen(&mut student, pos) {
            Ok(x) => x,
            Err(e) => {
                return Ok(Err(Report::fail(
                    format!("from {} your ChosenPosition stops: {e}", format_fen(pos)),
                    "run it yourself: `attic run FILE --eval 'ChosenPosition(Opening)'`",
                )))
            }
        };
        ours += m;
        if let Some(report) = watch_max.then(|| watched(&mut student, pos)).flatten() {
            return Ok(Err(report));
        }
        if !same(&expected, &got) {
            return Ok(Err(Report::fail(
                format!(
                    "from {} (search depth {DEPTH}) your ChosenPosition chooses {}, Strachey's {}",
                    format_fen(pos),
                    describe(pos, &got),
                    describe(pos, &expected)
                ),
                "PositionValue(p, d) is the value for the side to move in p, your opponent after your move: negate it. And of equal values Strachey keeps the first (`v > V`), so keep the first best, not the last",
            )));
        }
    }
    Ok(Ok(Compared {
        program,
        ours,
        theirs,
        positions: positions.len(),
    }))
}

/// Exercise 5: Norvig's `Max`.
pub fn max_version(name: &str, answer: &str) -> Result<Report, CheckError> {
    let (program, n) = match compare_choices(name, answer, "5")? {
        Ok(c) => (c.program, c.positions),
        Err(report) => return Ok(report),
    };
    if !mentions(&program, "ChosenPosition", "Max") {
        return Ok(Report::fail(
            "your ChosenPosition chooses as Strachey's does, but does not call Max",
            "the exercise is Norvig's version: ChosenPosition(P) = Max(...) over LegalPositionsFrom(P), with the search for a maximum written once, in Max",
        ));
    }
    if mentions(&program, "ChosenPosition", "BestPosition") {
        return Ok(Report::fail(
            "your ChosenPosition still calls BestPosition",
            "let Max find the best item of the list; BestPosition may stay for PositionValue, but ChosenPosition should not need it",
        ));
    }
    Ok(Report::pass(format!(
        "your Max version of ChosenPosition chooses the very position Strachey's does on all {n} positions (the opening and {} from random games where the moves' values differ, search depth {DEPTH})",
        n - 1
    )))
}

/// Exercise 6: alpha-beta, fewer `PositionValue` calls.
pub fn alpha_beta(name: &str, answer: &str) -> Result<Report, CheckError> {
    let (ours, theirs, n) = match compare_choices(name, answer, "6")? {
        Ok(c) => (c.ours, c.theirs, c.positions),
        Err(report) => return Ok(report),
    };
    let counts = format!(
        "on {n} positions (search depth {DEPTH}) your program chooses as Strachey's does, with {ours} PositionValue calls against his {theirs}"
    );
    if ours == 0 {
        return Ok(Report::fail(
            counts,
            "your program never calls PositionValue: keep the listing's names, so that the calls can be counted",
        ));
    }
    if ours >= theirs {
        return Ok(Report::fail(
            counts,
            "no branch is cut off: pass the best value found so far down to PositionValue (as a bound), and stop looking at a position's other moves as soon as one of them is good enough that the opponent will never allow it",
        ));
    }
    let percent = 100.0 * ours as f64 / theirs as f64;
    let wide = match choices_far_and_wide(name, answer)? {
        Ok(wide) => wide,
        Err(report) => return Ok(report),
    };
    Ok(Report::pass(format!(
        "{counts}: {percent:.0} % of them; {wide}"
    )))
}

/// How many positions exercise 6 compares choices on, beyond the 8 it counts calls on.
const FAR_AND_WIDE: u64 = 200;

/// The choices of exercise 6 compared as `attic diff --search-depth 3` compares them, against
/// the native engine (whose alpha-beta chooses as the listing's minimax does): every position
/// fewer than 3 plies from the opening, then positions along seeded random games.
fn choices_far_and_wide(name: &str, answer: &str) -> Result<Result<String, Report>, CheckError> {
    let mut student = match Player::program_with(name, answer, Reading::Set, &super::limits()) {
        Ok(p) => p,
        Err(e) => {
            return Ok(Err(Report::fail(
                format!("your program cannot be asked for its choices: {e}"),
                "it must define what the listing defines (LegalPositionsFrom, ChosenPosition and the rest)",
            )))
        }
    };
    let mut native = Player::native(Rules::Strachey);
    let plan = Plan {
        plies: 3,
        positions: FAR_AND_WIDE,
        seed: 6,
        game_plies: 80,
        search_depth: Some(DEPTH as u32),
        likeness: Likeness::Exact,
        witnesses: 1,
    };
    let c = compare(
        &mut student,
        &mut native,
        (opening(), opening()),
        &plan,
        &mut |_| {},
    );
    let Some(w) = c.witnesses.first() else {
        return Ok(Ok(format!(
            "and it chooses the listing's move on all {} positions of `attic diff --search-depth {DEPTH}` ({} breadth first, {} along random games)",
            c.compared(),
            c.breadth_first,
            c.random
        )));
    };
    let line = if w.path.is_empty() {
        "from the opening".to_string()
    } else {
        format!("after {}", w.path.join(" "))
    };
    let what = match &w.difference {
        crate::diff::compare::Difference::Choice { a, b } => {
            let say = |c: &Result<Option<String>, crate::diff::play::SideError>| match c {
                Ok(Some(m)) => m.clone(),
                Ok(None) => "no move".to_string(),
                Err(e) => format!("an error ({e})"),
            };
            format!("your program chooses {}, the listing {}", say(a), say(b))
        }
        crate::diff::compare::Difference::Successors => {
            "your program gives other moves than the listing".to_string()
        }
    };
    Ok(Err(Report::fail(
        format!(
            "on the 8 positions your program chooses as Strachey's does, with fewer PositionValue calls; but on {} of {} positions of `attic diff --search-depth {DEPTH}` it chooses another move. The first, {line}: {what}",
            c.differences,
            c.compared()
        ),
        format!("alpha-beta must give the very move minimax gives: the root's window is the whole line (-∞, ∞), a branch is cut only when a value reaches the bound the opponent allows, and the kept move changes only on a strictly greater value (`v > V`). See every such position with `attic diff {name} --rules strachey --search-depth {DEPTH} --plies 3 --positions {FAR_AND_WIDE} --seed 6 --game-plies 80`"),
    )))
}

/// How many positions exercise 7 asks `TerminalValue` and `LegalPositionsFrom` about.
const PROBES: usize = 40;

/// Exercise 7: another `TerminalValue`, in a match against Strachey's.
pub fn terminal_value(name: &str, answer: &str) -> Result<Report, CheckError> {
    let (program, mut student) = match load(name, answer) {
        Ok(x) => x,
        Err(d) => {
            return Ok(Report::syntax(
                d,
                "start from the starter file of exercise 7, which parses",
            ))
        }
    };
    if !program
        .definitions
        .iter()
        .any(|d| d.name.text == "TerminalValue")
    {
        return Ok(Report::fail(
            "your program does not define TerminalValue, so the prelude's is used",
            "write your own TerminalValue(P) in your file: it hides the prelude's",
        ));
    }
    let mut listing = listing()?;
    let probes = positions(PROBES);
    let mut changed = 0;
    for pos in &probes {
        let p = position_to_value(pos);
        let ask = |cpl: &mut Interpreter, f: &str| cpl.call(f, vec![p.clone()]);
        let mine = ask(&mut student, "TerminalValue");
        let his = ask(&mut listing, "TerminalValue").map_err(reference)?;
        match mine {
            Ok(v) if same(&v, &his) => {}
            Ok(_) => changed += 1,
            Err(e) => {
                return Ok(Report::fail(
                    format!("from {} your TerminalValue stops: {e}", format_fen(pos)),
                    "TerminalValue(P) must give a number for any position P = (X, Y, K, σ), from the side to move's point of view",
                ))
            }
        }
        let his_moves = ask(&mut listing, "LegalPositionsFrom").map_err(reference)?;
        if student.function("LegalPositionsFrom").is_none() {
            return Ok(Report::fail(
                "your program does not define LegalPositionsFrom",
                "the answer is the whole program: the listing with your TerminalValue in it (start from the starter file, terminal-value.cpl)",
            ));
        }
        match ask(&mut student, "LegalPositionsFrom") {
            Ok(m) if same(&m, &his_moves) => {}
            Ok(_) => {
                return Ok(Report::fail(
                    format!(
                        "from {} your LegalPositionsFrom gives other moves than the listing's",
                        format_fen(pos)
                    ),
                    "change only TerminalValue: the match is between two evaluations under the same rules",
                ))
            }
            Err(e) => {
                return Ok(Report::fail(
                    format!(
                        "from {} your LegalPositionsFrom stops: {e}",
                        format_fen(pos)
                    ),
                    "change only TerminalValue: keep the listing's move generation as it is",
                ))
            }
        }
    }
    if changed == 0 {
        return Ok(Report::fail(
            format!("your TerminalValue gives the prelude's value on all {PROBES} positions tried"),
            "give positions another value than material counted 3 a man and 10 a king: weigh kings differently, reward advanced men or the centre, or count mobility",
        ));
    }
    let mut mine = match Interpreted::load_with(
        Source::new(name, answer),
        Options::with_limits(Reading::Set, &super::limits()),
    ) {
        Ok(p) => p,
        Err(e) => {
            return Ok(Report::fail(
                format!("your program cannot play: {e}"),
                "it must define what the listing defines",
            ))
        }
    };
    let mut strachey = Interpreted::corrected(Reading::Set).map_err(reference)?;
    let options = GameOptions {
        depth: 2,
        search: SearchKind::Minimax,
        max_plies: Some(80),
        ..GameOptions::default()
    };
    let openings = ["11-15".to_string()];
    let games = match play_match(&mut mine, &mut strachey, &openings, 2, options) {
        Ok(g) => g,
        Err(e) => {
            return Ok(Report::fail(
                format!("the match stopped: {e}"),
                "run it yourself with `attic checkers match program:FILE interpreted --games 2 --depth 2` and read where it stops",
            ))
        }
    };
    let half: u32 = games.iter().map(|g| g.a_half_points()).sum();
    let results: Vec<String> = games
        .iter()
        .map(|g| {
            format!(
                "{} with Black: {} in {} plies ({})",
                if g.a_black { "yours" } else { "Strachey's" },
                g.ending.result(),
                g.game.moves().len(),
                g.ending
            )
        })
        .collect();
    Ok(Report::pass(format!(
        "your TerminalValue differs from the prelude's on {changed} of {PROBES} positions and the move lists are the listing's; in a match of {} games at depth 2 from 11-15 your program scored {}{} of {}: {}",
        games.len(),
        half / 2,
        if half % 2 == 1 { "½" } else { "" },
        games.len(),
        results.join("; ")
    )))
}
