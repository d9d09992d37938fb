//! The course (`programs/coursework/`, `attic::course`): every solution of the course passes
//! its exercise's check, and every wrong answer fails with its hint (snapshotted).
//!
//! Data: `tests/coursework/solutions/NN-*.EXT` and `tests/coursework/wrong/NN-*.EXT`, NN the
//! exercise. Exercise 9's solution is `programs/algol/mate-in-4.alg` itself (the repository's
//! application of the certification); exercise 10's answer is what `attic translate` writes,
//! made here by the binary as a student makes it.

use std::path::Path;

use crate::support::attic;
use attic::course::{self, Report};

fn number(path: &Path) -> u32 {
    let name = path.file_name().unwrap().to_string_lossy();
    name[..2]
        .parse()
        .unwrap_or_else(|_| panic!("{name}: no exercise number"))
}

fn files(folder: &str) -> Vec<std::path::PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/coursework")
        .join(folder);
    let mut out: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .collect();
    out.sort();
    out
}

fn check(n: u32, name: &str, text: &str) -> Report {
    course::check_named(n, name, text).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn translation(prelude: bool) -> String {
    let mut args = vec!["translate", "programs/cpl/strachey-1966-corrected.cpl"];
    if prelude {
        args.push("--prelude");
    }
    let (code, out, err) = attic(&args, "");
    assert_eq!(code, 0, "{err}");
    out
}

/// The solutions: every exercise has one, and each passes.
#[test]
fn every_solution_passes() {
    let mut answers: Vec<(u32, String, String)> = files("solutions")
        .iter()
        .map(|p| {
            let text = std::fs::read_to_string(p).unwrap();
            (number(p), p.display().to_string(), text)
        })
        .collect();
    answers.push((
        9,
        "programs/algol/mate-in-4.alg".into(),
        include_str!("../../../programs/algol/mate-in-4.alg").to_string(),
    ));
    answers.push((10, "listing.rs".into(), translation(true)));
    let mut covered: Vec<u32> = answers.iter().map(|a| a.0).collect();
    covered.sort();
    covered.dedup();
    assert_eq!(covered, (1..=course::COUNT).collect::<Vec<_>>());
    for (n, name, text) in &answers {
        let report = check(*n, name, text);
        assert!(
            report.passed && report.hint.is_none() && report.syntax_error.is_none(),
            "{name} should pass exercise {n}: {report:?}"
        );
    }
}

/// One text for a snapshot: the message and the hint.
fn shown(report: &Report) -> String {
    let mut out = format!("passed: {}\nmessage: {}\n", report.passed, report.message);
    if let Some(d) = &report.syntax_error {
        out.push_str(&format!("diagnostic:\n{d}\n"));
    }
    out.push_str(&format!(
        "hint: {}\n",
        report.hint.as_deref().unwrap_or("(none)")
    ));
    out
}

/// The wrong answers: every exercise has at least one, and each fails with its hint.
#[test]
fn every_wrong_answer_fails_with_its_hint() {
    let mut answers: Vec<(u32, String, String, String)> = files("wrong")
        .iter()
        .map(|p| {
            let text = std::fs::read_to_string(p).unwrap();
            let stem = p.file_stem().unwrap().to_string_lossy().into_owned();
            let name = format!("wrong/{}", p.file_name().unwrap().to_string_lossy());
            (number(p), stem, name, text)
        })
        .collect();
    answers.push((
        10,
        "10-translation".into(),
        "listing.rs".into(),
        translation(false),
    ));
    let mut covered: Vec<u32> = answers.iter().map(|a| a.0).collect();
    covered.sort();
    covered.dedup();
    assert_eq!(covered, (1..=course::COUNT).collect::<Vec<_>>());
    for (n, stem, name, text) in &answers {
        let report = check(*n, name, text);
        assert!(
            !report.passed,
            "{name} should fail exercise {n}: {report:?}"
        );
        assert!(report.hint.is_some(), "{name}: no hint");
        insta::assert_snapshot!(format!("coursework_wrong_{stem}"), shown(&report));
    }
}

/// An answer that is not text of the kind asked for is a syntax error with its place.
#[test]
fn a_file_that_does_not_parse_is_a_syntax_error() {
    let report = check(3, "line.pdn", "10-15 22-18\n15x22 hello\n");
    let d = report.syntax_error.expect("a diagnostic");
    assert_eq!((d.at.line, d.at.col), (2, 7), "{d}");
    let report = check(1, "printed.cpl", attic::programs::STRACHEY_PRINTED);
    assert!(report.syntax_error.is_some() && report.hint.is_some());
    assert!(matches!(
        course::check(11, ""),
        Err(course::CheckError::NoSuchExercise(11))
    ));
}

/// Every exercise has its README section, with a check described, and starter files parse.
#[test]
fn the_exercises_and_their_texts() {
    let all = course::exercises();
    assert_eq!(all.len(), course::COUNT as usize);
    for e in &all {
        assert!(e.section.starts_with(&format!("## Exercise {}:", e.number)));
        assert!(e.section.contains("**Check**"), "exercise {}", e.number);
        assert!(
            !e.section.contains("\n## "),
            "exercise {}: one section",
            e.number
        );
        if let Some((file, text)) = e.starter {
            let on_disk = std::fs::read_to_string(
                Path::new(env!("CARGO_MANIFEST_DIR"))
                    .join(course::FOLDER)
                    .join(file),
            )
            .unwrap();
            assert_eq!(on_disk, text);
            // A starter is where to begin, not an answer: it parses and fails.
            let report = check(e.number, file, text);
            assert!(
                report.syntax_error.is_none() && !report.passed,
                "{file}: {report:?}"
            );
        }
    }
}

/// The command line: list, show, and check's exit codes (0 passed, 1 not yet, 65 no parse).
#[test]
fn the_command_line() {
    let (code, out, _) = attic(&["course", "list"], "");
    assert_eq!(code, 0);
    insta::assert_snapshot!("coursework_list", out);
    let (code, out, _) = attic(&["course", "show", "4"], "");
    assert_eq!(code, 0);
    assert!(
        out.starts_with("## Exercise 4: perft(9) is 51 short"),
        "{out}"
    );
    let (code, out, _) = attic(&["course", "show", "11"], "");
    assert_eq!(code, 2, "{out}");
    let (code, out, err) = attic(
        &[
            "course",
            "check",
            "8",
            "tests/coursework/solutions/08-jensen.alg",
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("exercise 8: passed\n"), "{out}");
    let (code, out, err) = attic(
        &[
            "course",
            "check",
            "8",
            "tests/coursework/wrong/08-jensen.alg",
        ],
        "",
    );
    assert_eq!(code, 1);
    assert!(out.starts_with("exercise 8: not yet\n"), "{out}");
    assert!(err.starts_with("hint: "), "{err}");
    let (code, _, err) = attic(
        &["course", "check", "1", "-"],
        attic::programs::STRACHEY_PRINTED,
    );
    assert_eq!(code, 65);
    assert!(err.contains(":35:1") && err.contains("hint: "), "{err}");
}
