//! Two ALGOL mate programs run on the same problems: `attic diff A.alg B.alg --problems
//! FILE.epd`. Each program gets the problem's input (`bridge::algol_chess::program_input`),
//! is run in the interpreter, and its verdict is read from what it printed; the two verdicts
//! are compared problem by problem, with the interpreter's steps of each beside them.
//!
//! Whether a program reads the number of moves `s` before the position is told by its text:
//! the certification's item 4 puts `ВВОД ЧИСЛА ХОДОВ: input(s)` into the programs that do
//! (50б, `mate-in-2.alg`, reads none and solves mate in 2 only). `s` is the problem's `dm`,
//! or the number given (`--mate N`) for every problem.

use std::fmt::Write;

use crate::algol::{self, Limits};
use crate::bridge::algol_chess::{program_input, read_verdict, Setup};
use crate::chess::epd::Problem;
use crate::diagnostic::Source;

/// A program as the comparison takes it.
pub struct MateSide<'t> {
    pub name: &'t str,
    pub text: &'t str,
}

impl MateSide<'_> {
    /// Whether the program reads `s` first (it has the certification's item 4).
    pub fn reads_moves(&self) -> bool {
        let spaced: String = self.text.split_whitespace().collect();
        spaced.contains("ВВОДЧИСЛАХОДОВ:input(s)")
    }

    /// Its verdict in words (or why there is none) and its steps.
    fn run(&self, setup: &Setup, moves: u32, limits: Limits) -> (String, Option<u64>) {
        let input = match program_input(setup, self.reads_moves().then_some(moves)) {
            Ok(input) => input,
            Err(rule) => return (format!("refused: {rule}"), None),
        };
        let source = Source::new(self.name, self.text);
        let mut reader = std::io::Cursor::new(input.into_bytes());
        let mut out = Vec::new();
        match algol::run_source(&source, &mut reader, &mut out, limits) {
            Ok(stats) => {
                let printed = String::from_utf8_lossy(&out);
                let verdict = match read_verdict(&printed) {
                    Ok(v) => v.to_string(),
                    Err(e) => format!("no verdict: {e}"),
                };
                (verdict, Some(stats.steps))
            }
            Err(e) => (format!("error: {}", first_line(&e.to_string())), None),
        }
    }
}

fn first_line(text: &str) -> String {
    text.lines().next().unwrap_or("").to_string()
}

/// One problem, both sides.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProblemRun {
    pub id: String,
    pub moves: u32,
    pub a: (String, Option<u64>),
    pub b: (String, Option<u64>),
}

impl ProblemRun {
    pub fn same(&self) -> bool {
        self.a.0 == self.b.0
    }
}

/// Runs both programs on every problem (`moves`: the `s` for all of them, else each
/// problem's `dm`).
pub fn compare_on_problems(
    a: &MateSide,
    b: &MateSide,
    problems: &[Problem],
    moves: Option<u32>,
    limits: Limits,
) -> Vec<ProblemRun> {
    problems
        .iter()
        .map(|p| {
            let moves = moves.unwrap_or(p.mate_in);
            let (ra, rb) = match Setup::from_fen(&p.fen) {
                Ok(setup) => (
                    a.run(&setup, moves, limits.clone()),
                    b.run(&setup, moves, limits.clone()),
                ),
                Err(e) => {
                    let bad = (format!("bad FEN: {e}"), None);
                    (bad.clone(), bad)
                }
            };
            ProblemRun {
                id: p.id.clone(),
                moves,
                a: ra,
                b: rb,
            }
        })
        .collect()
}

/// The report: one line a problem, `*` where the verdicts differ, then the count.
pub fn report(a: &MateSide, b: &MateSide, runs: &[ProblemRun]) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "behaviour: {} ({}) against {} ({}) on {} problems",
        a.name,
        if a.reads_moves() {
            "reads s"
        } else {
            "reads no s"
        },
        b.name,
        if b.reads_moves() {
            "reads s"
        } else {
            "reads no s"
        },
        runs.len()
    );
    let steps = |s: Option<u64>| s.map_or(String::new(), |n| format!(" ({n} steps)"));
    for r in runs {
        let mark = if r.same() { ' ' } else { '*' };
        let _ = writeln!(
            out,
            "{mark} {} s {}: {}{} | {}{}",
            r.id,
            r.moves,
            r.a.0,
            steps(r.a.1),
            r.b.0,
            steps(r.b.1)
        );
    }
    let differing = runs.iter().filter(|r| !r.same()).count();
    let _ = writeln!(
        out,
        "{differing} of {} problems with different answers",
        runs.len()
    );
    out
}
