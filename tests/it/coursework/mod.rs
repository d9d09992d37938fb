//! The course (`programs/coursework/`, `attic::course`): every solution of the course passes
//! its exercise's check, and every wrong answer fails with its hint (snapshotted).
//!
//! Data: `tests/coursework/solutions/NN-*.EXT` and `tests/coursework/wrong/NN-*.EXT`, NN the
//! exercise. Exercise 9's solution is `programs/algol/mate-in-4.alg` itself (the repository's
//! application of the certification); exercise 10's answer is what `attic translate` writes,
//! made here by the binary as a student makes it.

use std::path::Path;

use crate::support::{attic, command, run_with, scratch};
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
    course::check_with(n, name, text, &course::Settings::default())
        .unwrap_or_else(|e| panic!("{name}: {e}"))
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

/// What `attic translate FILE --prelude` writes for `text` saved as `file` in a scratch
/// folder, the command run from there (so that its header names `file` as given).
fn translation_of(file: &str, text: &str) -> String {
    let dir = scratch("coursework-translation");
    std::fs::write(dir.join(file), text).unwrap();
    let (code, out, err) = run_with(
        command()
            .current_dir(&dir)
            .args(["translate", file, "--prelude"]),
        "",
    );
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
    // Exercise 10 judges what the file holds, not the name in its header: the listing copied
    // under another name is the listing.
    answers.push((
        10,
        "c.rs".into(),
        translation_of("c.cpl", attic::programs::STRACHEY_CORRECTED),
    ));
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
    // A file named like the listing that holds another program (exercise 7's answer).
    let other = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/coursework/solutions/07-terminal-value.cpl"),
    )
    .unwrap();
    answers.push((
        10,
        "10-translation-of-another-program".into(),
        "listing.rs".into(),
        translation_of("strachey-1966-corrected.cpl", &other),
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
    let beyond = course::COUNT + 1;
    assert!(matches!(
        course::check(beyond, ""),
        Err(course::CheckError::NoSuchExercise(n)) if n == beyond
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
            // A starter is where to begin, not an answer: it fails, and it parses unless the
            // exercise is the parse error (1).
            let report = check(e.number, file, text);
            assert!(!report.passed, "{file}: {report:?}");
            assert_eq!(
                report.syntax_error.is_some(),
                e.number == 1,
                "{file}: {report:?}"
            );
        }
    }
}

/// The command line: list, show, and check's exit codes (0 passed, 1 not yet, 2 no such
/// exercise, 65 cannot read or no parse).
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
    let (code, out, _) = attic(&["course", "show", "12"], "");
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
    // A file that cannot be read is bad input too, not a wrong answer.
    let (code, _, err) = attic(&["course", "check", "3", "no/such/answer.pdn"], "");
    assert_eq!(code, 65, "{err}");
    assert!(err.contains("cannot read"), "{err}");
}

/// The answer files the course text's commands name, as the course's solutions give them:
/// (exercise, file name in the text, the solution's path under the repository). They are
/// written before every command, so a command that makes the file from a starting point
/// (`cp programs/algol/mate-in-3.alg mine.alg`) is followed by the finished answer.
const ANSWERS: [(u32, &str, &str); 8] = [
    (0, "FILE", "tests/coursework/solutions/03-stale-king.pdn"),
    (2, "e1.cpl", "tests/coursework/solutions/01-typo.cpl"),
    (
        5,
        "max-chosen-position.cpl",
        "tests/coursework/solutions/05-max.cpl",
    ),
    (
        6,
        "alpha-beta.cpl",
        "tests/coursework/solutions/06-alpha-beta.cpl",
    ),
    (
        7,
        "terminal-value.cpl",
        "tests/coursework/solutions/07-terminal-value.cpl",
    ),
    (8, "jensen.alg", "tests/coursework/solutions/08-jensen.alg"),
    (9, "mine.alg", "programs/algol/mate-in-4.alg"),
    (
        11,
        "wins-within.cpl",
        "tests/coursework/solutions/11-wins-within.cpl",
    ),
];

/// The shell commands of the course text, with the exercise whose section holds them (0 for
/// the introduction): every line of every `sh` block.
fn commands_of_the_text() -> Vec<(u32, String)> {
    let mut out = Vec::new();
    let (mut exercise, mut in_block) = (0, false);
    for line in course::README.lines() {
        if let Some(rest) = line.strip_prefix("## Exercise ") {
            exercise = rest[..rest.find(':').unwrap()].parse().unwrap();
        } else if line.trim() == "```sh" {
            in_block = true;
        } else if line.trim() == "```" {
            in_block = false;
        } else if in_block && !line.trim().is_empty() {
            out.push((exercise, line.trim().to_string()));
        }
    }
    out
}

/// The exit codes a command's comment allows (`exit N`, any number of times), else 0 only.
fn allowed_codes(comment: &str) -> Vec<i32> {
    let codes: Vec<i32> = comment
        .split("exit ")
        .skip(1)
        .filter_map(|rest| {
            let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
            digits.parse().ok()
        })
        .collect();
    if codes.is_empty() {
        vec![0]
    } else {
        codes
    }
}

/// Every command of `programs/coursework/README.md` runs as written on the course's
/// solutions, from a folder that holds them and sees the repository's `programs/`: it exits
/// as its comment says (0 unless the comment says `exit N`), and every number of five digits
/// or more in its comment is in what it printed. `cargo` lines (the benchmark) are left to
/// cargo; `FEN` is the position where the listing and the English rules part (7 plies).
#[test]
fn every_command_of_the_text_runs_on_the_solutions() {
    use attic::checkers::{format_fen, Rules};
    let dir = scratch("coursework-text");
    let programs = dir.join("programs");
    let _ = std::fs::remove_file(&programs);
    std::os::unix::fs::symlink(
        std::path::Path::new(crate::support::ROOT).join("programs"),
        &programs,
    )
    .unwrap();
    let fen = format_fen(&crate::support::checkers_position(
        "opening 9-14 22-18 11-16 18x9 6x13 24-20 2-6",
        Rules::English,
    ));
    let bin = std::path::Path::new(crate::support::ATTIC)
        .parent()
        .unwrap();
    let path = format!(
        "{}:{}",
        bin.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let commands = commands_of_the_text();
    assert!(commands.len() > 20, "{commands:?}");
    let mut ran = 0;
    for (exercise, line) in &commands {
        if line.starts_with("cargo ") {
            continue;
        }
        for (n, file, solution) in ANSWERS {
            if n == *exercise {
                let text = std::fs::read(std::path::Path::new(crate::support::ROOT).join(solution))
                    .unwrap();
                std::fs::write(dir.join(file), text).unwrap();
            }
        }
        let (shell, comment) = match line.find(" # ").or_else(|| line.find("  #")) {
            Some(i) => (&line[..i], line[i..].trim_start().trim_start_matches('#')),
            None => (line.as_str(), ""),
        };
        let shell = shell.replace(" FEN", &format!(" '{fen}'"));
        let (code, out, err) = run_with(
            std::process::Command::new("sh")
                .args(["-c", &shell])
                .current_dir(&dir)
                .env("PATH", &path),
            "",
        );
        let allowed = allowed_codes(comment);
        assert!(
            allowed.contains(&code),
            "exercise {exercise}: `{line}` exited {code}, not {allowed:?}\nstdout: {out}\nstderr: {err}"
        );
        for number in comment
            .split(|c: char| !c.is_ascii_digit())
            .filter(|w| w.len() >= 5)
        {
            assert!(
                out.contains(number),
                "exercise {exercise}: `{line}` does not print {number}:\n{out}"
            );
        }
        ran += 1;
    }
    assert!(ran > 20);
}

/// `attic course status DIR`: the course's solutions in one folder pass all eleven; a folder with
/// one wrong answer and nothing else says so for each exercise, in lines and in JSON.
#[test]
fn status_of_a_folder_of_answers() {
    let dir = scratch("coursework-status");
    for entry in std::fs::read_dir(&dir).unwrap() {
        std::fs::remove_file(entry.unwrap().path()).unwrap();
    }
    for path in files("solutions") {
        std::fs::copy(&path, dir.join(path.file_name().unwrap())).unwrap();
    }
    std::fs::write(
        dir.join("09-mate-in-4.alg"),
        include_str!("../../../programs/algol/mate-in-4.alg"),
    )
    .unwrap();
    std::fs::write(dir.join("10-listing.rs"), translation(true)).unwrap();
    let shown = dir.display().to_string();
    let (code, out, err) = attic(&["course", "status", &shown], "");
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("11 of 11 passed (seed "), "{out}");
    let (code, out, err) = attic(&["course", "status", &shown, "--json"], "");
    assert_eq!(code, 0, "{err}");
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        (json["passed"].as_u64(), json["of"].as_u64()),
        (Some(11), Some(11))
    );

    let dir = scratch("coursework-status-one");
    for entry in std::fs::read_dir(&dir).unwrap() {
        std::fs::remove_file(entry.unwrap().path()).unwrap();
    }
    std::fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/coursework/wrong/08-jensen.alg"),
        dir.join("8.alg"),
    )
    .unwrap();
    let shown = dir.display().to_string();
    let (code, out, _) = attic(&["course", "status", &shown, "--json"], "");
    assert_eq!(code, 1, "{out}");
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    let statuses: Vec<&str> = json["exercises"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["status"].as_str().unwrap())
        .collect();
    let mut expected = vec!["no answer"; course::COUNT as usize];
    expected[7] = "not yet";
    assert_eq!(statuses, expected);
    assert_eq!(json["passed"].as_u64(), Some(0));
    let (code, _, err) = attic(&["course", "status", "no/such/folder"], "");
    assert_eq!(code, 65, "{err}");
}

/// The settings the data-driven tests check with: a seed, and bounds small enough that a
/// runaway answer stops soon (every right answer runs far within them).
fn settings(seed: u64) -> course::Settings {
    let mut s = course::Settings::new(seed);
    s.limits.max_steps = 200_000_000;
    s.with_time_limit(300.0)
}

/// Every wrong answer fails, with a hint, whatever the seed: the checks draw their inputs
/// from it, and no seed may let a wrong answer through.
#[test]
fn wrong_answers_fail_with_several_seeds() {
    for path in files("wrong") {
        let n = number(&path);
        let text = std::fs::read_to_string(&path).unwrap();
        let name = path.display().to_string();
        for seed in [2, 3, 5] {
            let report = course::check_with(n, &name, &text, &settings(seed))
                .unwrap_or_else(|e| panic!("{name}: {e}"));
            assert!(
                !report.passed && report.hint.is_some(),
                "{name} should fail exercise {n} with a hint (seed {seed}): {report:?}"
            );
        }
    }
}

/// Exercise 10 judges the file byte for byte: the translation with other line ends, or made
/// with `--entry`, is not the file the translator writes for the exercise.
#[test]
fn a_translation_must_be_the_file_as_written() {
    let crlf = translation(true).replace('\n', "\r\n");
    let report = check(10, "listing.rs", &crlf);
    assert!(!report.passed && report.hint.is_some(), "{report:?}");
    assert!(report.message.contains("line ends"), "{report:?}");
    let (code, out, err) = attic(
        &[
            "translate",
            "programs/cpl/strachey-1966-corrected.cpl",
            "--prelude",
            "--entry",
            "Count(7)",
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    let report = check(10, "listing.rs", &out);
    assert!(
        !report.passed && report.message.contains("--entry"),
        "{report:?}"
    );
}

/// Honest variants (recursion or `while`, other names, helpers, a term evaluated twice) and
/// the solutions pass with several seeds.
#[test]
fn honest_variants_pass_with_several_seeds() {
    let mut answers: Vec<std::path::PathBuf> = files("honest");
    answers.extend(files("solutions"));
    for path in answers {
        let n = number(&path);
        let text = std::fs::read_to_string(&path).unwrap();
        let name = path.display().to_string();
        for seed in [2, 3, 5] {
            let report = course::check_with(n, &name, &text, &settings(seed))
                .unwrap_or_else(|e| panic!("{name}: {e}"));
            assert!(
                report.passed,
                "{name} should pass exercise {n} (seed {seed}): {report:?}"
            );
        }
    }
    // Norvig's Max with a function value and `while`, as the course text says.
    let norvig = include_str!("../../../programs/cpl/norvig-2011-max.cpl");
    for seed in [2, 3] {
        let report = course::check_with(5, "norvig-2011-max.cpl", norvig, &settings(seed)).unwrap();
        assert!(report.passed, "Norvig's Max (seed {seed}): {report:?}");
    }
}

/// The same seed gives the same verdict and the same report.
#[test]
fn a_seed_replays_the_check() {
    let text = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/coursework/wrong/05-max-first-four.cpl"),
    )
    .unwrap();
    let a = course::check_with(5, "a.cpl", &text, &settings(7)).unwrap();
    let b = course::check_with(5, "a.cpl", &text, &settings(7)).unwrap();
    assert_eq!(a, b);
}

/// A looping answer ends at its limit: "not yet", exit 1, the limit named with its flag.
#[test]
fn a_looping_answer_is_not_yet_with_the_limit_named() {
    let dir = scratch("coursework-loop");
    let file = dir.join("8-loop.alg");
    std::fs::write(
        &file,
        "begin integer i; i := 0; for i := i while true do i := i + 1 end\n",
    )
    .unwrap();
    let shown = file.display().to_string();
    let (code, out, err) = attic(
        &[
            "course",
            "check",
            "8",
            &shown,
            "--max-steps",
            "100000",
            "--seed",
            "1",
        ],
        "",
    );
    assert_eq!(code, 1, "{out}{err}");
    assert!(out.starts_with("exercise 8: not yet\n"), "{out}");
    assert!(
        out.contains("step limit") && out.contains("--max-steps"),
        "{out}"
    );
    assert!(out.contains("seed 1"), "{out}");
    // A CPL answer that recurses for ever, stopped by the time limit (the verdict and the
    // limit are asserted, never how long it took).
    let cpl = dir.join("5-loop.cpl");
    let text = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/coursework/solutions/05-max.cpl"),
    )
    .unwrap()
    .replace(
        "Max(Items) = MaxFrom(NIL, - ∞, Items)",
        "Max(Items) = Spin(0)\n\nSpin(n) = Spin(n + 1)",
    );
    std::fs::write(&cpl, text).unwrap();
    let shown = cpl.display().to_string();
    let (code, out, err) = attic(
        &[
            "course",
            "check",
            "5",
            &shown,
            "--time-limit",
            "1",
            "--seed",
            "1",
        ],
        "",
    );
    assert_eq!(code, 1, "{out}{err}");
    assert!(out.starts_with("exercise 5: not yet\n"), "{out}");
    assert!(out.contains("limit"), "{out}");
}

/// `attic course grade`: a class of three (one right, one wrong, one looping) graded in
/// one table and one CSV.
#[test]
fn grade_a_class_of_three() {
    let class = scratch("coursework-class");
    let _ = std::fs::remove_dir_all(&class);
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for (student, from) in [
        ("alice", "tests/coursework/solutions/08-jensen.alg"),
        ("bob", "tests/coursework/wrong/08-jensen-literals.alg"),
    ] {
        std::fs::create_dir_all(class.join(student)).unwrap();
        std::fs::copy(root.join(from), class.join(student).join("8.alg")).unwrap();
    }
    std::fs::create_dir_all(class.join("carol")).unwrap();
    std::fs::write(
        class.join("carol").join("8.alg"),
        "begin integer i; i := 0; for i := i while true do i := i + 1 end\n",
    )
    .unwrap();
    let csv = class.join("grades.csv");
    let shown = class.display().to_string();
    let (code, out, err) = attic(
        &[
            "course",
            "grade",
            &shown,
            "--max-steps",
            "1000000",
            "--seed",
            "4",
            "--jobs",
            "2",
        ],
        "",
    );
    assert_eq!(code, 0, "{out}{err}");
    let row = |student: &str, n: u32| -> Option<String> {
        out.lines()
            .find(|l| {
                let w: Vec<&str> = l.split_whitespace().collect();
                w.first() == Some(&student) && w.get(1) == Some(&n.to_string().as_str())
            })
            .map(str::to_string)
    };
    assert!(row("alice", 8).unwrap().contains("passed"), "{out}");
    assert!(row("bob", 8).unwrap().contains("not yet"), "{out}");
    assert!(row("carol", 8).unwrap().contains("not yet"), "{out}");
    assert!(row("alice", 1).unwrap().contains("no answer"), "{out}");
    assert!(
        out.contains("3 students, 1 answers passed of 33 (seed 4)"),
        "{out}"
    );
    let written = std::fs::read_to_string(&csv).unwrap();
    let lines: Vec<&str> = written.lines().collect();
    assert_eq!(lines[0], "student,exercise,verdict,seed,seconds");
    assert_eq!(lines.len(), 34, "{written}");
    assert!(
        lines.iter().any(|l| l.starts_with("alice,8,passed,4,")),
        "{written}"
    );
    assert!(
        lines.iter().any(|l| l.starts_with("carol,8,not yet,4,")),
        "{written}"
    );
    let (code, _, err) = attic(&["course", "grade", "no/such/class"], "");
    assert_eq!(code, 65, "{err}");
}

/// Names and texts from an answer are echoed with their control characters escaped.
#[test]
fn echoed_names_are_escaped() {
    let dir = scratch("coursework-escape");
    for entry in std::fs::read_dir(&dir).unwrap() {
        std::fs::remove_file(entry.unwrap().path()).unwrap();
    }
    std::fs::write(dir.join("8-\x1b[2Jx.alg"), "begin outreal(1, 1) end\n").unwrap();
    let shown = dir.display().to_string();
    let (_, out, _) = attic(&["course", "status", &shown, "--seed", "1"], "");
    assert!(!out.contains('\x1b'), "{out:?}");
    let (_, out, err) = attic(
        &["course", "check", "10", "-", "--seed", "1"],
        "// \x1b[31mred\n",
    );
    assert!(
        !out.contains('\x1b') && !err.contains('\x1b'),
        "{out:?} {err:?}"
    );
}

/// A check that reaches its time limit never passes: it may have stopped before the question
/// the answer gets wrong. With no time at all, no solution passes, and the report names the
/// limit.
#[test]
fn a_check_out_of_time_never_passes() {
    for path in files("solutions") {
        let n = number(&path);
        let text = std::fs::read_to_string(&path).unwrap();
        let name = path.display().to_string();
        let settings = course::Settings::new(1).with_time_limit(0.0);
        let report = course::check_with(n, &name, &text, &settings)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(
            !report.passed && report.message.contains("time limit"),
            "{name}: {report:?}"
        );
    }
}
