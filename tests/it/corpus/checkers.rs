//! The checkers corpus, `tests/checkers/corpus/` (moves, perft, choose): every row under
//! every executor that accepts its subject and reading. `strachey` rows run on the
//! interpreted corrected listing, its committed translation and native `strachey` rules;
//! `english` rows on native English rules; other programs (the printed listing with E1 and E2,
//! a file under `tests/bridge/`) on the interpreter only. The file's header says more.

use attic::bridge::checkers::Interpreted;
use attic::checkers::search::format_value;
use attic::checkers::{name_tuples, Decision, Engine, Native, Position, Rules, SearchKind};
use attic::cpl::errata;
use attic::cpl::runtime::logical::Reading;
use attic::diagnostic::Source;

use super::Tally;
use crate::support::ROOT;

/// Why an executor refuses a subject: the table of refusals.
fn refusal(executor: &str, subject: &str, reading: &str) -> Option<&'static str> {
    match (executor, subject, reading) {
        ("interpreted", "english", _) => {
            Some("the 1966 program plays its own rules; English rules are native only")
        }
        ("translated", "strachey", "set") | ("native", "strachey", "set") => None,
        ("native", "english", _) => None,
        ("translated", _, _) => {
            Some("the committed translation is of the corrected listing, read as sets")
        }
        ("native", _, _) => Some("native rules are the corrected listing's, read as sets"),
        _ => None,
    }
}

/// The executors, in the order they run a row.
const EXECUTORS: [&str; 3] = ["interpreted", "translated", "native"];

fn engine(executor: &str, subject: &str, reading: &str) -> Box<dyn Engine> {
    let reading = match reading {
        "xor" => Reading::Xor,
        _ => Reading::Set,
    };
    match (executor, subject) {
        ("native", "english") => Box::new(Native::new(Rules::English)),
        ("native", _) => Box::new(Native::new(Rules::Strachey)),
        ("translated", _) => Box::new(attic::bridge::translated::Translated::new()),
        ("interpreted", "strachey") => Box::new(Interpreted::corrected(reading).unwrap()),
        ("interpreted", "printed-E2") => {
            let text = errata::apply(attic::programs::STRACHEY_PRINTED, Some("E2"))
                .expect("E1 and E2 apply");
            Box::new(Interpreted::load(Source::new("printed-E2.cpl", text), reading).unwrap())
        }
        ("interpreted", path) => {
            let text = std::fs::read_to_string(format!("{ROOT}/{path}"))
                .unwrap_or_else(|e| panic!("{path}: {e}"));
            Box::new(
                Interpreted::load(Source::new(path, text), reading)
                    .unwrap_or_else(|d| panic!("{path}: {d}")),
            )
        }
        _ => panic!("no executor {executor} for {subject}"),
    }
}

/// What an executor gives for one row, as the row writes it.
type Answer = fn(&mut dyn Engine, &Position, &[String]) -> Vec<String>;

fn moves(engine: &mut dyn Engine, pos: &Position, _: &[String]) -> Vec<String> {
    let tuples = engine.successor_tuples(&pos.to_strachey()).expect("runs");
    let named = name_tuples(pos, engine.naming_rules(), &tuples);
    vec![named
        .into_iter()
        .map(|s| s.name)
        .collect::<Vec<_>>()
        .join(" ")]
}

fn perft(engine: &mut dyn Engine, pos: &Position, row: &[String]) -> Vec<String> {
    let depths = row[0].split_whitespace().count() as u32;
    let counts: Vec<String> = (1..=depths)
        .map(|depth| engine.perft(pos, depth).expect("runs").to_string())
        .collect();
    vec![counts.join(" ")]
}

/// The program's own search (the first an executor offers) must give move, value and
/// count; another search (alpha-beta) the same move and value, with no more evaluations.
fn choose(engine: &mut dyn Engine, pos: &Position, row: &[String]) -> Vec<String> {
    let depth: u32 = row[0].parse().expect("a depth");
    let mut answers = Vec::new();
    for (i, &kind) in engine.searches().iter().enumerate() {
        let decision = engine
            .choose(&pos.to_strachey(), depth, kind)
            .expect("runs");
        let answer = match decision {
            Decision::Resign => vec!["resign".to_string(), "-".into(), "-".into()],
            Decision::Choice(c) => {
                let named = name_tuples(pos, engine.naming_rules(), &c.successors);
                let count = if i > 0 && kind == SearchKind::AlphaBeta {
                    let most: u64 = row[3].parse().expect("a count");
                    assert!(c.evaluated <= most, "alpha-beta visits more: {row:?}");
                    row[3].clone()
                } else {
                    c.evaluated.to_string()
                };
                vec![
                    c.index.map_or("NIL".to_string(), |i| named[i].name.clone()),
                    format_value(c.value),
                    count,
                ]
            }
        };
        if i == 0 {
            answers = answer;
        } else {
            assert_eq!(
                answer, answers,
                "{kind:?} against the first search: {row:?}"
            );
        }
    }
    std::iter::once(row[0].clone()).chain(answers).collect()
}

#[test]
fn every_row_holds_under_every_executor_of_its_subject() {
    let mut tally = Tally::new("checkers");
    let mut failures = Vec::new();
    let tables: [(&str, Answer); 3] = [
        ("moves.txt", moves),
        ("perft.txt", perft),
        ("choose.txt", choose),
    ];
    for (name, answer) in tables {
        for row in crate::support::table(&format!("checkers/corpus/{name}")) {
            let (subject, reading) = (row[0].as_str(), row[1].as_str());
            let rules = if subject == "english" {
                Rules::English
            } else {
                Rules::Strachey
            };
            let pos = crate::support::checkers_position(&row[2], rules);
            let expected = &row[3..];
            for executor in EXECUTORS {
                if refusal(executor, subject, reading).is_some() {
                    tally.ran(&format!("{executor} refused"));
                    continue;
                }
                let mut engine = engine(executor, subject, reading);
                let got = answer(engine.as_mut(), &pos, expected);
                tally.ran(executor);
                if got != expected {
                    failures.push(format!(
                        "{name} {row:?} ({executor}):\n  expected {expected:?}\n  got      {got:?}"
                    ));
                }
            }
        }
    }
    tally.report();
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
    tally.assert(&[
        ("interpreted", 14),
        ("interpreted refused", 7),
        ("translated", 11),
        ("translated refused", 10),
        ("native", 18),
        ("native refused", 3),
    ]);
}
