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
use crate::cpl::eval::{CallEnd, CallObserver, FunctionId};
use crate::cpl::eval::{Interpreter, Options, Outcome};
use crate::cpl::parse::parse_program;
use crate::cpl::prelude;
use crate::cpl::pretty::{expr_to_string, Spelling};
use crate::cpl::runtime::logical::Reading;
use crate::cpl::value::Value;
use crate::diagnostic::Source;
use crate::diff::compare::{compare, Plan};
use crate::diff::play::{opening, Likeness, Player};
use crate::programs::STRACHEY_CORRECTED;

/// Endgames and positions of random games (drawn from the seed) exercises 5 and 6 compare
/// choices on, beside the 8 positions where the moves' values differ.
const BANK_ENDGAMES: usize = 80;
const BANK_GAMES: usize = 24;

/// The search depth of exercises 5 and 6: deep enough for alpha-beta to cut, quick to run.
const DEPTH: i64 = 3;

/// Positions along random games (the opening first), for the questions of exercise 7.
fn positions(seed: u64, count: usize) -> Vec<Position> {
    let mut out = vec![Position::initial()];
    out.extend(random_positions(
        seed,
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

/// The name exercises 5 and 6 give the evaluation they supply.
const EVALUATION: &str = "the check's evaluation";

/// The static evaluation exercises 5 and 6 supply in place of the prelude's, drawn from the
/// check's seed: material with other weights, and a bonus for pieces on a band of squares.
/// A search must choose by it as the listing's minimax does; an answer that evaluates
/// positions itself (the prelude's material, inlined) chooses otherwise, and every leaf the
/// search evaluates is a call of this definition, counted by its identity.
fn seeded_evaluation(seed: u64) -> String {
    let mut rng = crate::checkers::random::SplitMix64::new(seed ^ 0x7E41_C0DE);
    let man = 2 + rng.below(8);
    let king = man + 3 + rng.below(12);
    let band = 1 + rng.below(4);
    let from = 8 + rng.below(24);
    format!(
        "TerminalValue(P) = value of\n    § let (X,Y,K,σ) = P\n      let R = Board ∧ Shift(~ Zero, - {from})\n      result is {man} × Count(X ∧ ~ K) + {king} × Count(X ∧ K) + {band} × Count(X ∧ R)\n                  - {man} × Count(Y ∧ ~ K) - {king} × Count(Y ∧ K) - {band} × Count(Y ∧ R) §\n"
    )
}

/// A program loaded with the check's evaluation between it and the prelude (a program's own
/// `TerminalValue` would hide it: exercises 5 and 6 refuse one).
fn load_judged(
    name: &str,
    text: &str,
    evaluation: &str,
) -> Result<(Program, Interpreter), crate::diagnostic::Diagnostic> {
    let source = Source::new(name, text);
    let program = parse_program(&source)?;
    let eval_source = Source::new(EVALUATION, evaluation);
    let eval_program = parse_program(&eval_source)?;
    let options = Options::with_limits(Reading::Set, &super::limits());
    let interp = prelude::load_parsed(
        vec![(source, program.clone()), (eval_source, eval_program)],
        options,
    )?;
    Ok((program, interp))
}

/// The definitions of `program` that are a definition of `listing` under another name (the
/// body the same once the name is changed back): a renamed `BestPosition` is the listing's.
fn renamed_copies(program: &Program, listing: &Program) -> Vec<String> {
    let text = |d: &crate::cpl::ast::Definition, from: &str, to: &str| {
        expr_to_string(&d.body, Spelling::Ascii)
            .split_inclusive(|c: char| !c.is_alphanumeric())
            .map(|w| {
                let word = w.trim_end_matches(|c: char| !c.is_alphanumeric());
                if word == from {
                    format!("{to}{}", &w[word.len()..])
                } else {
                    w.to_string()
                }
            })
            .collect::<String>()
    };
    let mut out = Vec::new();
    for d in &program.definitions {
        for e in &listing.definitions {
            if e.name.text != d.name.text && text(d, &d.name.text, &e.name.text) == text(e, "", "")
            {
                out.push(d.name.text.clone());
            }
        }
    }
    out
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
    for pos in random_positions(
        super::seed(),
        &Position::initial(),
        Rules::Strachey,
        40,
        400,
    ) {
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

/// `ChosenPosition(P)` at `DEPTH`, and how many leaves it evaluated (calls of the
/// definition of `TerminalValue` in force, by identity, seen by the [`Watch`] installed).
fn chosen(cpl: &mut Interpreter, pos: &Position) -> Result<(Outcome, u64), String> {
    cpl.set_constant(prelude::SEARCH_DEPTH, Value::Int(DEPTH))
        .map_err(|e| e.to_string())?;
    cpl.reset_counts();
    let leaf = cpl.function("TerminalValue");
    let before = match cpl.take_observer::<Watch>() {
        Some(mut w) => {
            w.leaf = leaf;
            w.leaves = 0;
            w
        }
        None => Box::new(Watch {
            leaf,
            leaves: 0,
            moves: Vec::new(),
            listing: Vec::new(),
            to: None,
            max_call: None,
            max_result: None,
        }),
    };
    cpl.set_observer(Some(before));
    let outcome = cpl.call("ChosenPosition", vec![position_to_value(pos)]);
    let leaves = cpl.take_observer::<Watch>().map_or(0, |w| {
        let n = w.leaves;
        cpl.set_observer(Some(w));
        n
    });
    Ok((outcome.map_err(|e| e.to_string())?, leaves))
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

/// Watches a choice: counts the leaves evaluated (calls of the evaluation, by identity)
/// and looks for the moves being chosen from handed to a definition of the listing (or a
/// renamed copy of one) in any list (the list itself, a tail, a copy, a doubled copy):
/// then the listing, not `Max`, chooses.
struct Watch {
    leaf: Option<FunctionId>,
    leaves: u64,
    /// The root's moves.
    moves: Vec<Value>,
    /// The listing's definitions and the answer's copies of them.
    listing: Vec<String>,
    /// The first of them that was handed the moves.
    to: Option<String>,
    /// The depth of the first call of `Max` handed the moves, and what it gave.
    max_call: Option<usize>,
    max_result: Option<Value>,
}

impl Watch {
    fn holds_a_move(&self, args: &[Value]) -> bool {
        args.iter().any(|a| {
            matches!(a, Value::List(_))
                && a.list_items()
                    .is_some_and(|items| items.iter().any(|i| self.moves.iter().any(|m| m.same(i))))
        })
    }
}

impl CallObserver for Watch {
    fn enter(&mut self, id: FunctionId, name: &str, args: &[Value], depth: usize) {
        if Some(id) == self.leaf {
            self.leaves += 1;
        }
        if name == "Max"
            && self.max_call.is_none()
            && !self.moves.is_empty()
            && self.holds_a_move(args)
        {
            self.max_call = Some(depth);
        }
        if self.to.is_some()
            || self.moves.is_empty()
            || name == "ChosenPosition"
            || !self.listing.iter().any(|d| d == name)
        {
            return;
        }
        if self.holds_a_move(args) {
            self.to = Some(name.to_string());
        }
    }

    fn exit(&mut self, _: FunctionId, name: &str, end: CallEnd<'_>, depth: usize) {
        if name == "Max" && self.max_call == Some(depth) && self.max_result.is_none() {
            if let CallEnd::Value(v) = end {
                self.max_result = Some(v.clone());
            }
        }
    }
}

/// Exercise 5 watches the answer's choice from `pos`: the observer that sees where the
/// moves go, installed before `ChosenPosition` runs.
fn watch(student: &mut Interpreter, pos: &Position, listing: &[String]) -> Result<(), String> {
    let moves = student
        .call("LegalPositionsFrom", vec![position_to_value(pos)])
        .map_err(|e| e.to_string())?;
    let moves = moves
        .value()
        .and_then(|list| list.list_items())
        .unwrap_or_default();
    student.set_observer(Some(Box::new(Watch {
        leaf: None,
        leaves: 0,
        moves,
        listing: listing.to_vec(),
        to: None,
        max_call: None,
        max_result: None,
    })));
    Ok(())
}

/// What [`watch`] saw: `Some(report)` when `Max` did not choose (`chose`: what
/// `ChosenPosition` gave).
fn watched(student: &mut Interpreter, pos: &Position, chose: &Outcome) -> Option<Report> {
    let handed = student.take_observer::<Watch>()?;
    if let (Some(max), Outcome::Value(v)) = (&handed.max_result, chose) {
        if !max.same(v) {
            return Some(Report::fail(
                format!(
                    "from {} your ChosenPosition gives {}, but your Max gave {}: the choice is not Max's",
                    format_fen(pos),
                    describe(pos, chose),
                    describe(pos, &Outcome::Value(max.clone()))
                ),
                "ChosenPosition(P) gives what Max gives over the moves from P: the maximum is found in Max, not in a helper beside it whose result is used instead",
            ));
        }
    }
    let fen = format_fen(pos);
    if let Some(to) = handed.to {
        return Some(Report::fail(
            format!("from {fen} your program hands the moves to choose from to {to}, a definition of the listing or a copy of one: {to} chooses, not your Max"),
            format!("write the search for the best item in Max itself (or in helpers of your own): walk the list, keep the best item and its Value so far, and replace it only by a strictly greater one. {to} (or a copy of it) may stay for PositionValue below, but must not be given the moves ChosenPosition chooses from, in any list"),
        ));
    }
    if !handed.moves.is_empty() && student.call_count("Max") == 0 {
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
    let evaluation = seeded_evaluation(super::seed());
    let (program, mut student) = match load_judged(name, answer, &evaluation) {
        Ok(x) => x,
        Err(d) => {
            return Ok(Err(Report::syntax(
                d,
                format!(
                    "start from the starter file of exercise {exercise}, which parses and loads"
                ),
            )))
        }
    };
    if program
        .definitions
        .iter()
        .any(|d| d.name.text == "TerminalValue")
    {
        return Ok(Err(Report::fail(
            "your program defines its own TerminalValue",
            format!("exercise {exercise} keeps the evaluation as it is: the check supplies its own TerminalValue (other weights at every run) and the search must choose by it; take your TerminalValue out"),
        )));
    }
    if student.function("ChosenPosition").is_none() {
        return Ok(Err(Report::fail(
            "your program does not define ChosenPosition",
            "the check asks your ChosenPosition(P) for its choice, as the listing's is asked",
        )));
    }
    let (listing_program, mut listing) =
        load_judged(CORRECTED_PATH, STRACHEY_CORRECTED, &evaluation).map_err(reference)?;
    let mut listing_names: Vec<String> = listing
        .definitions()
        .filter(|d| !prelude::NAMES.contains(d))
        .map(str::to_string)
        .collect();
    listing_names.extend(renamed_copies(&program, &listing_program));
    let mut positions = telling_positions(&mut listing, 8)?;
    let seed = super::seed();
    positions.extend(super::bank::endgames(seed, BANK_ENDGAMES));
    positions.extend(super::bank::games(seed ^ 0x5EED, BANK_GAMES));
    let (mut ours, mut theirs) = (0, 0);
    for pos in &positions {
        if super::out_of_time() {
            break;
        }
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
        if let Some(report) = watch_max
            .then(|| watched(&mut student, pos, &got))
            .flatten()
        {
            return Ok(Err(report));
        }
        if !same(&expected, &got) {
            return Ok(Err(Report::fail(
                format!(
                    "from {} (search depth {DEPTH}, the check's evaluation of this run) your ChosenPosition chooses {}, Strachey's {}",
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
    let wide = match choices_far_and_wide(name, answer, "Max")? {
        Ok(wide) => wide,
        Err(report) => return Ok(report),
    };
    Ok(Report::pass(format!(
        "your Max version of ChosenPosition chooses the very position Strachey's does on all {n} positions (the opening, positions of random games and endgames, search depth {DEPTH}, by an evaluation drawn for this run); {wide}"
    )))
}

/// Exercise 6: alpha-beta, fewer `PositionValue` calls.
pub fn alpha_beta(name: &str, answer: &str) -> Result<Report, CheckError> {
    let (ours, theirs, n) = match compare_choices(name, answer, "6")? {
        Ok(c) => (c.ours, c.theirs, c.positions),
        Err(report) => return Ok(report),
    };
    let counts = format!(
        "on {n} positions (search depth {DEPTH}, by an evaluation drawn for this run) your program chooses as Strachey's does, evaluating {ours} leaves against his {theirs}"
    );
    if ours == 0 {
        return Ok(Report::fail(
            counts,
            "your program never calls TerminalValue: the search must evaluate the positions at its depth with the TerminalValue the check supplies",
        ));
    }
    if ours >= theirs {
        return Ok(Report::fail(
            counts,
            "no branch is cut off: pass the best value found so far down to PositionValue (as a bound), and stop looking at a position's other moves as soon as one of them is good enough that the opponent will never allow it",
        ));
    }
    let percent = 100.0 * ours as f64 / theirs as f64;
    let wide = match choices_far_and_wide(name, answer, "alpha-beta")? {
        Ok(wide) => wide,
        Err(report) => return Ok(report),
    };
    Ok(Report::pass(format!(
        "{counts}: {percent:.0} % of them; {wide}"
    )))
}

/// How many positions exercises 5 and 6 compare choices on with the native engine, along
/// random games and in endgames.
const FAR_AND_WIDE: u64 = 200;
const FAR_ENDGAMES: usize = 300;

/// The choices of exercise 6 compared as `attic diff --search-depth 3` compares them, against
/// the native engine (whose alpha-beta chooses as the listing's minimax does): every position
/// fewer than 3 plies from the opening, then positions along seeded random games.
fn choices_far_and_wide(
    name: &str,
    answer: &str,
    what: &str,
) -> Result<Result<String, Report>, CheckError> {
    let seed = super::seed();
    let mut student = match Player::program_with(name, answer, Reading::Set, &super::limits()) {
        Ok(p) => p,
        Err(e) => {
            return Ok(Err(Report::fail(
                format!("your program cannot be asked for its choices ({what}): {e}"),
                "it must define what the listing defines (LegalPositionsFrom, ChosenPosition and the rest)",
            )))
        }
    };
    let mut native = Player::native(Rules::Strachey);
    let plan = Plan {
        plies: 3,
        positions: FAR_AND_WIDE,
        seed,
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
    let endgames = super::bank::endgames(seed ^ 0xE5D, FAR_ENDGAMES);
    let bank = if c.differences == 0 {
        super::bank::compare_from(&mut student, &mut native, &endgames, 1, Some(DEPTH as u32))
    } else {
        super::bank::Found {
            compared: 0,
            differences: 0,
            first: None,
        }
    };
    let (w, line, differences, compared) = match (c.witnesses.first(), &bank.first) {
        (Some(w), _) => {
            let line = if w.path.is_empty() {
                "from the opening".to_string()
            } else {
                format!("after {}", w.path.join(" "))
            };
            (w, line, c.differences, c.compared())
        }
        (None, Some((pos, w))) => (
            w,
            format!("from {} (drawn for this check)", super::bank::describe(pos)),
            bank.differences,
            bank.compared,
        ),
        (None, None) => {
            return Ok(Ok(format!(
                "and it chooses the listing's move on all {} positions of `attic diff --search-depth {DEPTH} --seed {seed}` ({} breadth first, {} along random games) and in {} endgames",
                c.compared(),
                c.breadth_first,
                c.random,
                bank.compared
            )))
        }
    };
    let no_move = matches!(
        &w.difference,
        crate::diff::compare::Difference::Choice { b: Ok(None), .. }
    );
    let found = match &w.difference {
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
            "on the first positions your program chooses as Strachey's does; but on {differences} of {compared} positions compared with `attic diff --search-depth {DEPTH}` (seed {seed}) and endgames it chooses another move. The first, {line}: {found}"
        ),
        if no_move {
            "where every move loses (each is worth -∞ to the side to move: the opponent then wins), the listing keeps NIL and makes no move: its BestPosition replaces NIL only by a value strictly greater than -∞. Max must do the same: start from NIL and -∞, and keep an item only when its value is strictly greater".to_string()
        } else if what == "Max" {
            format!("Max must give the first item of the highest value whatever the list: every item looked at, ties kept on the first (`v > V`), one move or many, in the opening as in an endgame. See every such position with `attic diff {name} --rules strachey --search-depth {DEPTH} --plies 3 --positions {FAR_AND_WIDE} --seed {seed} --game-plies 80`")
        } else {
            format!("alpha-beta must give the very move minimax gives: the root's window is the whole line (-∞, ∞), a branch is cut only when a value reaches the bound the opponent allows, and the kept move changes only on a strictly greater value (`v > V`). See every such position with `attic diff {name} --rules strachey --search-depth {DEPTH} --plies 3 --positions {FAR_AND_WIDE} --seed {seed} --game-plies 80`")
        },
    )))
}

/// Exercise 7's answer with its `TerminalValue` taken out (the prelude's then counts) must
/// choose as the listing on every probe at search depth 2: only the evaluation may change
/// play, not the search (its depth, `Terminal`, `ChosenPosition`) nor anything else.
fn search_unchanged(
    name: &str,
    answer: &str,
    program: &Program,
    probes: &[Position],
    listing: &mut Interpreter,
) -> Result<Option<Report>, CheckError> {
    let source = Source::new(name, answer);
    let without = Program {
        definitions: program
            .definitions
            .iter()
            .filter(|d| d.name.text != "TerminalValue")
            .cloned()
            .collect(),
    };
    let options = Options::with_limits(Reading::Set, &super::limits());
    let mut student = match prelude::load_parsed(vec![(source, without)], options) {
        Ok(i) => i,
        Err(d) => {
            return Ok(Some(Report::syntax(
                d,
                "your program must load as `attic run` loads it",
            )))
        }
    };
    for pos in probes.iter().take(SEARCH_PROBES) {
        if super::out_of_time() {
            break;
        }
        let ask = |cpl: &mut Interpreter| -> Result<Outcome, String> {
            cpl.set_constant(prelude::SEARCH_DEPTH, Value::Int(2))
                .map_err(|e| e.to_string())?;
            cpl.call("ChosenPosition", vec![position_to_value(pos)])
                .map_err(|e| e.to_string())
        };
        let his = ask(listing).map_err(reference)?;
        match ask(&mut student) {
            Ok(mine) if same(&mine, &his) => {}
            Ok(mine) => {
                return Ok(Some(Report::fail(
                    format!(
                        "from {} with the prelude's TerminalValue in place of yours, your program chooses {}, Strachey's {}: something besides TerminalValue changes play",
                        format_fen(pos),
                        describe(pos, &mine),
                        describe(pos, &his)
                    ),
                    "change only TerminalValue (and helpers of your own that it calls): keep the listing's ChosenPosition, BestPosition, PositionValue and the prelude's Terminal and SearchDepth, so that the match measures your evaluation",
                )))
            }
            Err(e) => {
                return Ok(Some(Report::fail(
                    format!("from {} your ChosenPosition stops: {e}", format_fen(pos)),
                    "keep the listing's search: change only TerminalValue",
                )))
            }
        }
    }
    Ok(None)
}

/// How many boards (and as many positions of random games) exercise 7 looks for a choice
/// the answer's evaluation changes on, beside its probes.
const PLAY_BOARDS: usize = 400;

/// How many of exercise 7's probes the search is compared on.
const SEARCH_PROBES: usize = 80;

/// How many positions of random games exercise 7 asks `TerminalValue` and
/// `LegalPositionsFrom` about, and how many endgames besides.
const PROBES: usize = 60;
const PROBE_ENDGAMES: usize = 300;

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
    let seed = super::seed();
    let mut probes = positions(seed, PROBES);
    probes.extend(super::bank::endgames(seed, PROBE_ENDGAMES));
    let mut changed = 0;
    for pos in &probes {
        if super::out_of_time() {
            break;
        }
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
    let tried = probes.len();
    if changed == 0 {
        return Ok(Report::fail(
            format!("your TerminalValue gives the prelude's value on all {tried} positions tried"),
            "give positions another value than material counted 3 a man and 10 a king: weigh kings differently, reward advanced men or the centre, or count mobility",
        ));
    }
    // The search must be the listing's: with the prelude's TerminalValue in place of the
    // answer's, every choice (search depth 2) must be Strachey's.
    if let Some(report) = search_unchanged(name, answer, &program, &probes, &mut listing)? {
        return Ok(report);
    }
    // A change must change play: some choice (search depth 2) must differ from Strachey's.
    let mut me = match Player::program_with(name, answer, Reading::Set, &super::limits()) {
        Ok(p) => p,
        Err(e) => {
            return Ok(Report::fail(
                format!("your program cannot be asked for its choices: {e}"),
                "it must define what the listing defines",
            ))
        }
    };
    let mut him =
        Player::program(CORRECTED_PATH, STRACHEY_CORRECTED, Reading::Set).map_err(reference)?;
    let mut boards = probes.clone();
    boards.extend(super::bank::endgames(seed ^ 0x7A1, PLAY_BOARDS));
    boards.extend(super::bank::games(seed ^ 0x7A2, PLAY_BOARDS));
    let played = super::bank::compare_from(&mut me, &mut him, &boards, 1, Some(2));
    if played.differences == 0 {
        return Ok(Report::fail(
            format!("your TerminalValue differs from the prelude's on {changed} of {tried} positions, but at search depth 2 your program chooses Strachey's move on all {} of them: your evaluation changes no choice", played.compared),
            "an evaluation that orders positions as material does (material plus a constant, material doubled) plays the same game: weigh something material does not see, so that some move is preferred another would not be",
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
        "your TerminalValue differs from the prelude's on {changed} of {tried} positions (seed {seed}) and changes the choice on {} of them, and the move lists are the listing's; in a match of {} games at depth 2 from 11-15 your program scored {}{} of {}: {}",
        played.differences,
        games.len(),
        half / 2,
        if half % 2 == 1 { "½" } else { "" },
        games.len(),
        results.join("; ")
    )))
}
