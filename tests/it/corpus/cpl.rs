//! The CPL corpus, `tests/cpl/run/*.cpl`: every `check` clause of a file evaluated by the
//! interpreter (with the file's definitions and the checkers prelude) and by the file's
//! translation to Rust (a standalone program, one per file and settings, compiled by rustc),
//! each giving the value written after `==>` (`error: MESSAGE` for a runtime error).

use std::path::{Path, PathBuf};

use attic::cpl::eval::Options as Run;
use attic::cpl::parse::{parse_expr, parse_program};
use attic::cpl::prelude;
use attic::cpl::runtime::logical::Reading;
use attic::cpl::translate::{translate, Options};
use attic::diagnostic::Source;

use super::Tally;
use crate::support::expect::{expectations, Expectation, Language, Settings};

/// The files the translator refuses, and the words it must refuse them with.
const TRANSLATOR_REFUSES: &[(&str, &str)] = &[(
    "tests/cpl/run/function-values.cpl",
    "the translator does not translate function values",
)];

/// A `check` clause of a file.
struct Check {
    line: usize,
    settings: Settings,
    expression: String,
    value: String,
}

fn files() -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir("tests/cpl/run")
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "cpl"))
        .collect();
    files.sort();
    files
}

fn checks(path: &Path, text: &str) -> Vec<Check> {
    let found =
        expectations(Language::Cpl, text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let checks: Vec<Check> = found
        .into_iter()
        .filter_map(|e| match e {
            Expectation::Value {
                line,
                settings,
                expression,
                value,
            } => Some(Check {
                line,
                settings,
                expression,
                value,
            }),
            Expectation::Run { .. } => None,
        })
        .collect();
    assert!(!checks.is_empty(), "{} has no checks", path.display());
    checks
}

fn reading(settings: &Settings) -> Reading {
    if settings.xor {
        Reading::Xor
    } else {
        Reading::Set
    }
}

/// The interpreter's answer to each check: the value, or `error: message`.
fn interpreted(path: &Path, text: &str, checks: &[Check]) -> Vec<String> {
    let source = Source::new(path.display().to_string(), text);
    let mut cpl = prelude::load(source, false, Run::default()).unwrap_or_else(|d| panic!("{d}"));
    checks
        .iter()
        .map(|check| {
            let defaults = Run::default();
            cpl.set_options(Run {
                reading: reading(&check.settings),
                limits: attic::limits::Limits {
                    max_steps: check
                        .settings
                        .max_steps
                        .unwrap_or(defaults.limits.max_steps),
                    max_depth: check
                        .settings
                        .max_depth
                        .map_or(defaults.limits.max_depth, |d| d as usize),
                    ..defaults.limits.clone()
                },
                ..defaults
            });
            let source = Source::new("--eval", check.expression.as_str());
            let expr = parse_expr(&source).unwrap_or_else(|d| panic!("{d}"));
            match cpl.eval_expr(&source, &expr) {
                Ok(outcome) => outcome.to_string(),
                Err(e) => format!("error: {e}"),
            }
        })
        .collect()
}

/// The standalone translation of `path` whose mains are `checks` (all of one settings), or
/// the translator's refusal.
fn standalone(path: &Path, text: &str, checks: &[&Check]) -> Result<String, String> {
    let source = Source::new(path.display().to_string(), text);
    let program = parse_program(&source).unwrap_or_else(|d| panic!("{d}"));
    let settings = &checks[0].settings;
    let mut options = Options {
        standalone: true,
        reading: reading(settings),
        mains: checks
            .iter()
            .map(|c| {
                let source = Source::new("--eval", c.expression.as_str());
                let expr = parse_expr(&source).unwrap_or_else(|d| panic!("{d}"));
                (source, expr)
            })
            .collect(),
        ..Options::default()
    };
    if let Some(n) = settings.max_steps {
        options.max_steps = n;
    }
    if let Some(n) = settings.max_depth {
        options.max_depth = n as usize;
    }
    translate(&[(source, program)], &options).map_err(|e| e.to_string())
}

/// The lines a standalone program prints, one a main.
fn compiled_lines(source: &str, dir: &Path, i: usize) -> Vec<String> {
    crate::support::compile_and_run(source, dir, &format!("check{i}"))
        .lines()
        .map(str::to_string)
        .collect()
}

#[test]
fn every_cpl_check_holds_interpreted_and_translated() {
    let mut tally = Tally::new("CPL");
    let mut failures = Vec::new();
    // Translations to compile: (file, its checks of one settings, the program's text).
    let mut jobs: Vec<(PathBuf, Vec<&Check>, String)> = Vec::new();
    let files: Vec<(PathBuf, String, Vec<Check>)> = files()
        .into_iter()
        .map(|path| {
            let text = std::fs::read_to_string(&path).unwrap();
            let checks = checks(&path, &text);
            (path, text, checks)
        })
        .collect();
    for (path, text, checks) in &files {
        tally.ran("interpreted");
        for (check, got) in checks.iter().zip(interpreted(path, text, checks)) {
            tally.ran("interpreted checks");
            if got != check.value {
                failures.push(format!(
                    "{}:{} (interpreted): {}\n  expected {}\n  got      {got}",
                    path.display(),
                    check.line,
                    check.expression,
                    check.value
                ));
            }
        }
        let shown = path.display().to_string();
        let refusal = TRANSLATOR_REFUSES.iter().find(|(file, _)| *file == shown);
        let mut groups: Vec<Vec<&Check>> = Vec::new();
        for check in checks {
            match groups.iter_mut().find(|g| g[0].settings == check.settings) {
                Some(group) => group.push(check),
                None => groups.push(vec![check]),
            }
        }
        for group in groups {
            match (standalone(path, text, &group), refusal) {
                (Ok(source), None) => jobs.push((path.clone(), group, source)),
                (Err(words), Some((_, why))) if words.contains(why) => {}
                (Err(words), _) => {
                    failures.push(format!("{shown}: the translator refused: {words}"))
                }
                (Ok(_), Some((_, why))) => failures.push(format!(
                    "{shown}: translated, though the table says the translator refuses it ({why})"
                )),
            }
        }
        tally.ran(if refusal.is_some() {
            "translated refused"
        } else {
            "translated"
        });
    }
    let dir = crate::support::scratch("corpus_cpl");
    // Two compilers at a time.
    let outputs: Vec<Vec<String>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..2)
            .map(|k| {
                let (dir, jobs) = (&dir, &jobs);
                scope.spawn(move || {
                    (0..jobs.len())
                        .filter(|i| i % 2 == k)
                        .map(|i| (i, compiled_lines(&jobs[i].2, dir, i)))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        let mut all: Vec<(usize, Vec<String>)> = handles
            .into_iter()
            .flat_map(|h| h.join().unwrap())
            .collect();
        all.sort();
        all.into_iter().map(|(_, lines)| lines).collect()
    });
    for ((path, group, _), lines) in jobs.iter().zip(&outputs) {
        for (i, check) in group.iter().enumerate() {
            tally.ran("translated checks");
            let got = lines.get(i).map_or("<no output>", String::as_str);
            if got != check.value {
                failures.push(format!(
                    "{}:{} (translated): {}\n  expected {}\n  got      {got}",
                    path.display(),
                    check.line,
                    check.expression,
                    check.value
                ));
            }
        }
    }
    tally.report();
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
    tally.assert(&[
        ("interpreted", 11),
        ("interpreted checks", 125),
        ("translated", 10),
        ("translated checks", 122),
        ("translated refused", 1),
    ]);
}
