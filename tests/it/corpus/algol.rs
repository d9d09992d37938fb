//! The ALGOL corpus: every program under `tests/algol/` (the examples, the broken programs,
//! the conformance corpus) and under `programs/algol/`, interpreted and translated. The
//! translations are compiled together by one rustc call (one crate, a module per program);
//! each program runs on its input (`NAME.in`, or a mate problem for the solvers) and limits.
//! Under each executor it must meet its file's `exit` clause; the two executors must agree on
//! output, error text and exit code. A program the front end refuses is refused by
//! `attic translate` with the same diagnostic and exit 65.

use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

use attic::algol::translate::bundle;
use attic::algol::{self, Limits};
use attic::bridge::algol_chess::{self, MateProgram, Setup};
use attic::diagnostic::Source;

use super::Tally;
use crate::support::expect::{expectations, missed, Expectation, Language, Outcome};
use crate::support::ROOT;

/// A quick mate in 2 (Kf5): the input of the mate solvers.
const MATE_FEN: &str = "2R5/8/3k4/3N2p1/4K1Q1/8/8/8 w - -";

/// One program of the corpus: where it is, its input, its limits and its expectations.
struct Case {
    /// The module name in the bundle.
    module: String,
    shown: String,
    text: String,
    /// Bytes: a MARST program's input may hold NULs and bytes that are no UTF-8.
    input: Vec<u8>,
    limits: Limits,
    expected: Vec<Expectation>,
}

fn alg_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let Ok(entries) = std::fs::read_dir(dir) else {
        return files;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            files.extend(alg_files(&path));
        } else if path.extension().is_some_and(|x| x == "alg") {
            files.push(path);
        }
    }
    files.sort();
    files
}

fn shown_name(path: &Path) -> String {
    path.strip_prefix(ROOT)
        .unwrap_or(path)
        .display()
        .to_string()
}

fn module_name(shown: &str) -> String {
    let mut name: String = shown
        .trim_end_matches(".alg")
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect();
    name.insert_str(0, "m_");
    name
}

fn case(path: &Path, input: Vec<u8>, limits: Limits) -> Case {
    let shown = shown_name(path);
    let text = std::fs::read_to_string(path).unwrap();
    let expected = expectations(Language::Algol, &text).unwrap_or_else(|e| panic!("{shown}: {e}"));
    Case {
        module: module_name(&shown),
        shown,
        text,
        input,
        limits,
        expected,
    }
}

fn cases() -> Vec<Case> {
    let mut cases = Vec::new();
    // The broken programs run with small limits, so that the runaways among them end soon.
    let broken = Limits {
        max_steps: 100_000,
        max_depth: 500,
        ..Limits::default()
    };
    for path in alg_files(&Path::new(ROOT).join("tests/algol")) {
        let limits = if shown_name(&path).starts_with("tests/algol/errors/") {
            broken.clone()
        } else {
            Limits::default()
        };
        let input = std::fs::read(path.with_extension("in")).unwrap_or_default();
        cases.push(case(&path, input, limits));
    }
    let setup = Setup::from_fen(MATE_FEN).unwrap();
    for path in alg_files(&Path::new(ROOT).join("programs/algol")) {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let program = match name.as_str() {
            "mate-in-n.alg" => MateProgram::mate_in_n(2),
            "mate-in-2.alg" => MateProgram::for_moves(2),
            _ => MateProgram::for_moves(3).map(|p| p.with_moves_input(2)),
        }
        .unwrap();
        let input = algol_chess::program_input(&setup, program.moves_input).unwrap();
        cases.push(case(&path, input.into_bytes(), Limits::default()));
    }
    cases
}

/// The programs under `tests/algol/marst/` are MARST's: read in its representation, so they run
/// with its library, as `attic run --representation marst` runs them (a file that uses none
/// of MARST's own spellings would otherwise be read in the reference one).
fn marst(case: &Case) -> bool {
    case.shown.starts_with("tests/algol/marst/")
}

fn check(case: &Case, source: &Source) -> Result<algol::Checked, attic::diagnostic::Diagnostic> {
    let representation = marst(case).then_some(algol::parse::Representation::Marst);
    algol::check_as(source, false, representation)
}

/// The interpreter's run: exit 65 and the diagnostic when the front end refuses the program,
/// exit 1 and the error when it fails, as `attic run` ends.
fn interpreted(case: &Case) -> Outcome {
    let source = Source::new(case.shown.clone(), case.text.clone());
    let program = match check(case, &source) {
        Ok(checked) => checked.program,
        Err(d) => {
            return Outcome {
                exit: 65,
                stdout: String::new(),
                stderr: d.to_string().trim_end().to_string(),
            }
        }
    };
    let mut out = Vec::new();
    let result = algol::run_checked(
        &source,
        &program,
        &mut case.input.as_slice(),
        &mut out,
        case.limits.clone(),
    );
    let (stderr, exit) = match result {
        Ok(_) => (String::new(), 0),
        Err(e) => (e.to_string().trim_end().to_string(), 1),
    };
    Outcome {
        exit,
        stdout: String::from_utf8_lossy(&out).into_owned(),
        stderr,
    }
}

/// The translations of the programs the front end accepts, compiled into one binary that
/// runs the program its first argument names.
fn compile(checked: &[(&Case, Source, algol::CProgram)]) -> PathBuf {
    let programs: Vec<(String, &Source, &algol::CProgram)> = checked
        .iter()
        .map(|(case, source, program)| (case.module.clone(), source, program))
        .collect();
    let dir = crate::support::scratch("corpus_algol");
    let main = dir.join("corpus.rs");
    std::fs::write(
        &main,
        bundle(&programs).unwrap_or_else(|why| panic!("{why}")),
    )
    .unwrap();
    let binary = dir.join("corpus");
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    let compiled = Command::new(rustc)
        .args(["--edition", "2021", "-C", "opt-level=1", "-o"])
        .arg(&binary)
        .arg(&main)
        .output()
        .unwrap();
    assert!(
        compiled.status.success(),
        "rustc failed on {}:\n{}",
        main.display(),
        String::from_utf8_lossy(&compiled.stderr)
    );
    binary
}

/// The translation's run of `case` (in the compiled bundle), or `attic translate`'s refusal.
fn translated(case: &Case, binary: Option<&Path>) -> Outcome {
    let Some(binary) = binary else {
        let mut args = vec!["translate", case.shown.as_str()];
        if marst(case) {
            args.extend(["--representation", "marst"]);
        }
        let (exit, _, stderr) = crate::support::attic(&args, "");
        return Outcome {
            exit,
            stdout: String::new(),
            stderr: stderr.trim_end().to_string(),
        };
    };
    let (exit, stdout, stderr) = crate::support::run_with_bytes(
        Command::new(binary).args([
            case.module.as_str(),
            &case.limits.max_steps.to_string(),
            &case.limits.max_depth.to_string(),
            &case.limits.max_memory.to_string(),
        ]),
        &case.input,
    );
    Outcome {
        exit,
        stdout,
        stderr: stderr.trim_end().to_string(),
    }
}

#[test]
fn every_algol_program_meets_its_clause_interpreted_and_translated() {
    let cases = cases();
    let mut checked = Vec::new();
    for case in &cases {
        let source = Source::new(case.shown.clone(), case.text.clone());
        if let Ok(c) = check(case, &source) {
            checked.push((case, source, c.program));
        }
    }
    let binary = compile(&checked);
    let mut tally = Tally::new("ALGOL");
    let mut failures = Vec::new();
    for case in &cases {
        let accepted = checked.iter().any(|(c, _, _)| std::ptr::eq(*c, case));
        let mine = interpreted(case);
        let theirs = translated(case, accepted.then_some(binary.as_path()));
        for (executor, outcome) in [("interpreted", &mine), ("translated", &theirs)] {
            tally.ran(executor);
            if let Some(wrong) = missed(&case.expected, outcome) {
                failures.push(format!("{} ({executor}): {wrong}", case.shown));
            }
        }
        if mine != theirs {
            failures.push(format!(
                "{}:\n  interpreted: {mine:?}\n  translated:  {theirs:?}",
                case.shown
            ));
        }
        if !case.expected.is_empty() {
            tally.ran("with an exit clause");
        }
    }
    tally.report();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    tally.assert(&[
        ("interpreted", EXPECTED_FILES),
        ("translated", EXPECTED_FILES),
        ("with an exit clause", EXPECTED_WITH_CLAUSE),
    ]);
}

/// How many files the corpus holds: a corpus that silently stops running fails here. Change
/// it with the corpus.
const EXPECTED_FILES: usize = 147;
const EXPECTED_WITH_CLAUSE: usize = 114;

/// The translations that keep a state machine over instruction numbers (`match pc`), how
/// many each, and why: every other procedure and block is written as loops and blocks.
const STATE_MACHINES: &[(&str, usize, &str)] = &[
    (
        "tests/algol/jump-into-for.alg",
        1,
        "a go to from the code after a loop back into its body: a loop with two entries",
    ),
    (
        "tests/algol/switches.alg",
        1,
        "a for list of several elements goes back into the element that is running",
    ),
];

/// Every program of the corpus the front end accepts is translated: none is refused. Jumps
/// become loops and blocks wherever their graph is reducible; the state machines left are
/// those of [`STATE_MACHINES`].
#[test]
fn every_algol_program_translates() {
    let options = attic::algol::translate::Options::default();
    let mut refused = Vec::new();
    let mut found: Vec<(String, usize)> = Vec::new();
    let mut translated = 0;
    for case in cases() {
        let source = Source::new(case.shown.clone(), case.text.clone());
        let Ok(checked) = check(&case, &source) else {
            continue;
        };
        translated += 1;
        match attic::algol::translate::translate(&source, &checked.program, &options) {
            Err(why) => refused.push(format!("{}: {why}", case.shown)),
            Ok(text) => {
                let machines = text.matches("match pc").count();
                if machines > 0 {
                    found.push((case.shown.clone(), machines));
                }
            }
        }
    }
    let named: Vec<(String, usize)> = STATE_MACHINES
        .iter()
        .map(|(file, n, _)| (file.to_string(), *n))
        .collect();
    assert_eq!(
        found, named,
        "the translations that keep a state machine (`match pc`), against those named in \
         STATE_MACHINES with the reason"
    );
    let _ = writeln!(
        std::io::stderr(),
        "corpus runner, ALGOL: {} of {translated} translations refused",
        refused.len()
    );
    assert!(refused.is_empty(), "{}", refused.join("\n"));
}
