//! The errata walk: from the printed listing to the corrected one, one erratum at a time,
//! each with its text diff and its behavioural witness; then the findings F1-F5 run as
//! experiments with measured counts, whatever they show.

use super::compare::{compare, compare_line, Comparison, Plan, Progress};
use super::load::{try_load, Failure};
use super::play::{opening, Likeness, Player, State};
use super::text::{diff_text, TextDiff};
use crate::bridge::checkers::Interpreted;
use crate::checkers::{parse_fen, Rules};
use crate::cpl::errata::{self, ErrataError, Erratum, Quoted};
use crate::cpl::runtime::logical::Reading;
use crate::cpl::{AndBinds, Readings};
use crate::limits::Limits;
use crate::programs::{STRACHEY_CORRECTED, STRACHEY_PRINTED};

/// The printed listing's name in diagnostics and diffs.
pub const PRINTED_NAME: &str = "programs/cpl/strachey-1966.cpl";
/// The corrected listing's name.
pub const CORRECTED_NAME: &str = "programs/cpl/strachey-1966-corrected.cpl";

/// The line of play that shows F1 (from the findings): under the set reading the king's
/// capture 31x24x15 leaves king bits on 31 and 24, and the White man that steps to 24 is a
/// king; after 5-9 the printed listing also offers it 24-27 and 24-28.
pub const F1_LINE: [&str; 11] = [
    "10-15", "22-18", "15x22", "26x17", "9-13", "31-26", "13x22x31", "24-19", "31x24x15", "28-24",
    "5-9",
];

/// The line of F5, found by `attic diff` (random game 4, seed 1): after it Black's man takes
/// 14x23x32 and reaches the last row; read with `∧` looser than `+` and `-`, the printed
/// king expression does not crown it.
pub const F5_LINE: [&str; 12] = [
    "10-14", "24-20", "12-16", "22-17", "8-12", "17x10", "7x14", "28-24", "2-7", "32-28", "9-13",
    "23-18",
];

/// The position of F4: a White king that can take four pieces round a ring both ways.
pub const F4_RING: &str = "W:WK26:B1,14,15,22,23";

/// A MinList that keeps every item but NIL, repeats included: the project's own CPL, added
/// after the corrected listing for F4 (a program's definition hides the builtin).
pub const MINLIST_KEEPING_REPEATS: &str = "\n|| attic's F4 experiment, not Strachey's: MinList keeping repeats\nMinList(a,b,c,d) = Join(a, Join(b, Join(c, Join(d, NIL))))\n";

/// The listing with the errata up to `id` applied (`None`: all of them).
pub fn listing_upto(id: Option<&str>) -> Result<String, ErrataError> {
    errata::apply(STRACHEY_PRINTED, id)
}

/// What one erratum's step shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Evidence {
    /// A documentation erratum: no line changes.
    Documentation,
    /// The listing before the erratum does not parse: its diagnostic is the witness.
    DoesNotParse { diagnostic: String },
    /// Both versions load: the comparison of before against after.
    Compared(Comparison),
    /// The version after the erratum could not be used.
    Trouble(String),
}

/// One erratum of the walk.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Step {
    pub erratum: Erratum,
    /// The names of the listings before and after it.
    pub before: String,
    pub after: String,
    pub diff: TextDiff,
    pub evidence: Evidence,
    /// A documentation erratum's quotes, found in the printed listing.
    pub quoted: Option<Quoted>,
    /// A program erratum with a `play` line: that line, compared by what the board shows
    /// (a description of the line, the comparison).
    pub line: Option<(String, Comparison)>,
}

/// One finding run as an experiment.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Experiment {
    pub id: &'static str,
    pub claim: &'static str,
    pub label_a: String,
    pub label_b: String,
    /// Each run: what it started from, and what it measured.
    pub runs: Vec<(String, Comparison)>,
}

impl Experiment {
    pub fn differences(&self) -> u64 {
        self.runs.iter().map(|(_, c)| c.differences).sum()
    }
    pub fn compared(&self) -> u64 {
        self.runs.iter().map(|(_, c)| c.compared()).sum()
    }
}

/// One row of F5's table: the printed listing with E1 and E2 read one of the four ways,
/// against the corrected listing (set reading, `∧` tighter).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReadingRow {
    pub readings: Readings,
    pub comparison: Comparison,
}

/// The whole walk.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Walk {
    pub plan: Plan,
    /// How the errata's steps were read.
    pub readings: Readings,
    pub steps: Vec<Step>,
    pub experiments: Vec<Experiment>,
    /// F5's four readings of the printed king expression, measured.
    pub readings_table: Vec<ReadingRow>,
}

/// Why the walk could not run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WalkError {
    Errata(ErrataError),
    /// A program of an experiment did not load.
    Load {
        what: String,
        failure: Failure,
    },
}

impl std::fmt::Display for WalkError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            WalkError::Errata(e) => write!(f, "{e}"),
            WalkError::Load { what, failure } => {
                write!(f, "{what} {}:\n{}", failure.what(), failure.rendered())
            }
        }
    }
}

impl std::error::Error for WalkError {}

fn name_with(applied: &[String]) -> String {
    if applied.is_empty() {
        PRINTED_NAME.to_string()
    } else {
        format!("{PRINTED_NAME}+{}", applied.join("+"))
    }
}

/// Runs the walk: every erratum, then the experiments, each comparison under `plan`, each
/// listing interpreted under the bounds programs get by default ([`Interpreted::load`]).
pub fn walk(plan: &Plan, progress: &mut dyn FnMut(&str, Progress)) -> Result<Walk, WalkError> {
    walk_with(
        plan,
        Readings::default(),
        &Interpreted::default_limits(),
        progress,
    )
}

/// [`walk`] with the errata's steps read under `readings` (`attic errata --reading xor
/// --and-binds looser`) and each listing interpreted under `limits` (`--max-steps N`). The
/// experiments fix their own readings.
pub fn walk_with(
    plan: &Plan,
    readings: Readings,
    limits: &Limits,
    progress: &mut dyn FnMut(&str, Progress),
) -> Result<Walk, WalkError> {
    let entries = errata::errata().map_err(WalkError::Errata)?;
    let mut steps = Vec::new();
    let mut text = STRACHEY_PRINTED.to_string();
    let mut applied: Vec<String> = Vec::new();
    for erratum in entries {
        let before = name_with(&applied);
        if !erratum.changes_program() {
            let quoted = erratum
                .quoted_in(STRACHEY_PRINTED)
                .map_err(WalkError::Errata)?;
            steps.push(Step {
                diff: diff_text(&before, &text, &before, &text),
                before: before.clone(),
                after: before,
                erratum,
                evidence: Evidence::Documentation,
                quoted: Some(quoted),
                line: None,
            });
            continue;
        }
        let next = erratum.apply_to(&text).map_err(WalkError::Errata)?;
        let mut after_applied = applied.clone();
        after_applied.push(erratum.id.clone());
        let after = name_with(&after_applied);
        let evidence = match (
            try_load(&before, &text, readings, limits),
            try_load(&after, &next, readings, limits),
        ) {
            (Err(Failure::Parse(diagnostic)), _) => Evidence::DoesNotParse { diagnostic },
            (_, Err(failure)) => Evidence::Trouble(format!(
                "{after} {}:\n{}",
                failure.what(),
                failure.rendered()
            )),
            (Err(Failure::Run { .. }), Ok(b)) => {
                // It loads but fails from the opening: the comparison shows the error.
                match Player::program_with(&before, &text, readings, limits) {
                    Ok(mut a) => {
                        let mut b = b;
                        Evidence::Compared(run(&mut a, &mut b, plan, &erratum.id, progress))
                    }
                    Err(diagnostic) => Evidence::DoesNotParse { diagnostic },
                }
            }
            (Ok(mut a), Ok(mut b)) => {
                Evidence::Compared(run(&mut a, &mut b, plan, &erratum.id, progress))
            }
        };
        let line = if erratum.play.is_empty() {
            None
        } else {
            let mut a = load(&before, &text, readings, limits)?;
            let mut b = load(&after, &next, readings, limits)?;
            let moves: Vec<&str> = erratum.play.iter().map(String::as_str).collect();
            Some(along_line(
                &mut a,
                &mut b,
                &moves,
                plan,
                &erratum.id,
                progress,
            ))
        };
        steps.push(Step {
            diff: diff_text(&before, &text, &after, &next),
            before,
            after,
            erratum,
            evidence,
            quoted: None,
            line,
        });
        text = next;
        applied = after_applied;
    }
    let experiments = experiments(plan, limits, progress)?;
    let readings_table = readings_table(plan, limits, progress)?;
    Ok(Walk {
        plan: *plan,
        readings,
        steps,
        experiments,
        readings_table,
    })
}

fn run(
    a: &mut Player,
    b: &mut Player,
    plan: &Plan,
    what: &str,
    progress: &mut dyn FnMut(&str, Progress),
) -> Comparison {
    compare(a, b, (opening(), opening()), plan, &mut |p| {
        progress(what, p)
    })
}

/// A game line from the opening, compared by what the board shows so that each side plays on
/// with its own hidden bits; every witness on it is kept.
fn along_line(
    a: &mut Player,
    b: &mut Player,
    moves: &[&str],
    plan: &Plan,
    what: &str,
    progress: &mut dyn FnMut(&str, Progress),
) -> (String, Comparison) {
    let line_plan = Plan {
        positions: 0,
        likeness: Likeness::Visible,
        witnesses: moves.len() + 1,
        ..*plan
    };
    let (line, complete) =
        compare_line(a, b, (opening(), opening()), moves, &line_plan, &mut |p| {
            progress(what, p)
        });
    let from = if complete {
        format!("the game line {}", moves.join(" "))
    } else {
        format!(
            "the game line {} (not offered by both sides to its end)",
            moves.join(" ")
        )
    };
    (from, line)
}

fn load(
    name: &str,
    text: &str,
    reading: impl Into<Readings>,
    limits: &Limits,
) -> Result<Player, WalkError> {
    try_load(name, text, reading.into(), limits).map_err(|failure| WalkError::Load {
        what: name.to_string(),
        failure,
    })
}

/// The four readings of the printed listing (with E1 and E2): set or xor, `∧` tighter or
/// looser; each against the corrected listing as attic reads it.
fn readings_table(
    plan: &Plan,
    limits: &Limits,
    progress: &mut dyn FnMut(&str, Progress),
) -> Result<Vec<ReadingRow>, WalkError> {
    let e1e2 = listing_upto(Some("E2")).map_err(WalkError::Errata)?;
    let e1e2_name = format!("{PRINTED_NAME}+E1+E2");
    let mut rows = Vec::new();
    for logic in [Reading::Set, Reading::Xor] {
        for and_binds in [AndBinds::Tighter, AndBinds::Looser] {
            let readings = Readings { logic, and_binds };
            let mut a = load(&e1e2_name, &e1e2, readings, limits)?;
            let mut b = load(CORRECTED_NAME, STRACHEY_CORRECTED, Reading::Set, limits)?;
            let comparison = compare(&mut a, &mut b, (opening(), opening()), plan, &mut |p| {
                progress("F5", p)
            });
            rows.push(ReadingRow {
                readings,
                comparison,
            });
        }
    }
    Ok(rows)
}

/// F1-F5.
fn experiments(
    plan: &Plan,
    limits: &Limits,
    progress: &mut dyn FnMut(&str, Progress),
) -> Result<Vec<Experiment>, WalkError> {
    let e1e2 = listing_upto(Some("E2")).map_err(WalkError::Errata)?;
    let e1e2_name = format!("{PRINTED_NAME}+E1+E2");
    let start = (opening(), opening());
    let corrected = || load(CORRECTED_NAME, STRACHEY_CORRECTED, Reading::Set, limits);
    let mut out = Vec::new();

    // F1: the printed king expression under the set reading, compared by what the board
    // shows, so that each program plays on with its own (stale) king bits.
    let mut a = load(&e1e2_name, &e1e2, Reading::Set, limits)?;
    let mut b = corrected()?;
    let visible = Plan {
        likeness: Likeness::Visible,
        ..*plan
    };
    let line_plan = Plan {
        positions: 0,
        ..visible
    };
    let (line, complete) = compare_line(&mut a, &mut b, start, &F1_LINE, &line_plan, &mut |p| {
        progress("F1", p)
    });
    let from_line = if complete {
        format!("the game line {}", F1_LINE.join(" "))
    } else {
        format!(
            "the game line {} (not offered by both sides to its end)",
            F1_LINE.join(" ")
        )
    };
    let wide = compare(&mut a, &mut b, start, &visible, &mut |p| progress("F1", p));
    out.push(Experiment {
        id: "F1",
        claim: "under the set reading the printed king expression leaves a stale king bit where a king was; a man that later lands there is crowned (compared by what the board shows)",
        label_a: a.label.clone(),
        label_b: b.label.clone(),
        runs: vec![(from_line, line), ("the opening".to_string(), wide)],
    });

    // F2: the printed listing (E1, E2) read as xor against the corrected one read as sets.
    let mut a = load(&e1e2_name, &e1e2, Reading::Xor, limits)?;
    let mut b = corrected()?;
    let c = compare(&mut a, &mut b, start, plan, &mut |p| progress("F2", p));
    out.push(Experiment {
        id: "F2",
        claim: "read with + and - as exclusive or, Strachey's king expression is right: the printed listing with E1 and E2 plays as the corrected one read as sets",
        label_a: a.label.clone(),
        label_b: b.label.clone(),
        runs: vec![("the opening".to_string(), c)],
    });

    // F3: the corrected listing against the official rules.
    let mut a = corrected()?;
    let mut b = Player::native(Rules::English);
    let c = compare(&mut a, &mut b, start, plan, &mut |p| progress("F3", p));
    out.push(Experiment {
        id: "F3",
        claim: "a man crowned in mid-capture jumps on as a king in the listing; the official English rules end the move there. This is king handling, where a rule set must be chosen, and the essay names none: it does not contradict Norvig's statement that with his small changes the program handles men's moves and jumps perfectly («通过上述小的调整，该程序可以完美地处理普通棋子的移动和跳跃»); it measures where the listing's rules and the English ones part",
        label_a: a.label.clone(),
        label_b: b.label.clone(),
        runs: vec![("the opening".to_string(), c)],
    });

    // F5: the printed king expression read as Norvig's Python computed it.
    let python = Readings {
        logic: Reading::Set,
        and_binds: AndBinds::Looser,
    };
    let mut a = load(&e1e2_name, &e1e2, python, limits)?;
    let mut b = corrected()?;
    let line_plan = Plan {
        positions: 0,
        ..*plan
    };
    let (line, _) = compare_line(&mut a, &mut b, start, &F5_LINE, &line_plan, &mut |p| {
        progress("F5", p)
    });
    let wide = compare(&mut a, &mut b, start, plan, &mut |p| progress("F5", p));
    out.push(Experiment {
        id: "F5",
        claim: "read with ∧ binding looser than + and -, as Python binds & (Norvig translated the expression to `(K - psi & K + Xk)` «并希望运算符的优先级能够正常工作», \"and hoped the precedence would work\"), the printed king expression is (K - ψ) ∧ (K + Xk), never more than the old kings: a man reaching the last row is not crowned",
        label_a: a.label.clone(),
        label_b: b.label.clone(),
        runs: vec![
            (format!("the game line {}", F5_LINE.join(" ")), line),
            ("the opening".to_string(), wide),
        ],
    });

    // F4: MinList's repeat rule against a MinList that keeps repeats.
    let keeping = format!("{STRACHEY_CORRECTED}{MINLIST_KEEPING_REPEATS}");
    let mut a = corrected()?;
    let mut b = load(
        &format!("{CORRECTED_NAME}+MinList-keeping-repeats"),
        &keeping,
        Reading::Set,
        limits,
    )?;
    b.label = format!("{CORRECTED_NAME} with a MinList that keeps repeats (set reading)");
    let ring: State = parse_fen(F4_RING)
        .map(|p| p.to_strachey())
        .unwrap_or_else(|_| opening());
    let at_ring = compare(&mut a, &mut b, (ring, ring), plan, &mut |p| {
        progress("F4", p)
    });
    let wide = compare(&mut a, &mut b, start, plan, &mut |p| progress("F4", p));
    out.push(Experiment {
        id: "F4",
        claim: "MinList's \"without repeats\" never drops anything: two captures ending in the same position are both kept",
        label_a: a.label.clone(),
        label_b: b.label.clone(),
        runs: vec![(format!("the ring {F4_RING}"), at_ring), ("the opening".to_string(), wide)],
    });
    out.sort_by_key(|x| x.id);
    Ok(out)
}
