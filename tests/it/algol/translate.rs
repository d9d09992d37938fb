//! The ALGOL 60 translator: one corpus, two executors. Every program under `tests/algol/`
//! (the corpus, the broken programs, the conformance corpus when present) and under
//! `programs/algol/` is translated, the translations are compiled together by one rustc call
//! (one crate, a module per program), and each compiled program runs on the interpreter's
//! input and limits: its output, its error message and its exit code must be the
//! interpreter's. Programs the front end refuses are refused by `attic translate` with the
//! same diagnostic and exit 65. The committed translations of the mate solvers
//! (`src/translated/algol_mate_in_*.rs`) must be what the translator makes now.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use attic::algol::translate::{bundle, translate, Options};
use attic::algol::{self, Limits};
use attic::bridge::algol_chess::{self, MateProgram, Setup};
use attic::diagnostic::Source;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// The committed translations and the programs they come from.
const COMMITTED: [(&str, &str); 4] = [
    (
        "programs/algol/mate-in-2.alg",
        "src/translated/algol_mate_in_2.rs",
    ),
    (
        "programs/algol/mate-in-3.alg",
        "src/translated/algol_mate_in_3.rs",
    ),
    (
        "programs/algol/mate-in-4.alg",
        "src/translated/algol_mate_in_4.rs",
    ),
    (
        "programs/algol/mate-in-n.alg",
        "src/translated/algol_mate_in_n.rs",
    ),
];
const REGENERATE: &str = "for n in 2 3 4 n; do cargo run --no-default-features -- translate programs/algol/mate-in-$n.alg -o src/translated/algol_mate_in_$n.rs; done";

/// A quick mate in 2 (Kf5) for the mate solvers' run through both executors.
const MATE_FEN: &str = "2R5/8/3k4/3N2p1/4K1Q1/8/8/8 w - -";

/// The translation of a program as `attic translate FILE` writes it.
fn fresh_translation(path: &str) -> String {
    let text = std::fs::read_to_string(Path::new(ROOT).join(path)).unwrap();
    let source = Source::new(path, text);
    let checked = algol::check(&source, false).unwrap_or_else(|d| panic!("{d}"));
    let options = Options {
        command: format!("attic translate {path}"),
        ..Options::default()
    };
    translate(&source, &checked.program, &options)
}

#[test]
fn the_committed_translations_are_current() {
    for (program, committed) in COMMITTED {
        let text = std::fs::read_to_string(Path::new(ROOT).join(committed))
            .unwrap_or_else(|e| panic!("{committed}: {e}; regenerate with\n  {REGENERATE}"));
        assert!(
            text == fresh_translation(program),
            "{committed} differs from a fresh translation of {program}; regenerate with\n  {REGENERATE}"
        );
    }
}

/// One program of the corpus: where it is, its input and its limits.
struct Case {
    /// The module name in the bundle.
    module: String,
    shown: String,
    text: String,
    input: String,
    limits: Limits,
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

fn cases() -> Vec<Case> {
    let mut cases = Vec::new();
    let default = Limits::default();
    // The broken programs run with the limits tests/it/algol/mod.rs gives them.
    let broken = Limits {
        max_steps: 100_000,
        max_depth: 500,
        ..Limits::default()
    };
    for path in alg_files(&Path::new(ROOT).join("tests/algol")) {
        let shown = shown_name(&path);
        let limits = if shown.starts_with("tests/algol/errors/") {
            broken.clone()
        } else {
            default.clone()
        };
        cases.push(Case {
            module: module_name(&shown),
            text: std::fs::read_to_string(&path).unwrap(),
            input: std::fs::read_to_string(path.with_extension("in")).unwrap_or_default(),
            shown,
            limits,
        });
    }
    let setup = Setup::from_fen(MATE_FEN).unwrap();
    for path in alg_files(&Path::new(ROOT).join("programs/algol")) {
        let shown = shown_name(&path);
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let program = match name.as_str() {
            "mate-in-n.alg" => MateProgram::mate_in_n(2),
            "mate-in-2.alg" => MateProgram::for_moves(2),
            _ => MateProgram::for_moves(3).map(|p| p.with_moves_input(2)),
        }
        .unwrap();
        let input = algol_chess::program_input(&setup, program.moves_input).unwrap();
        cases.push(Case {
            module: module_name(&shown),
            text: std::fs::read_to_string(&path).unwrap(),
            input,
            shown,
            limits: default.clone(),
        });
    }
    cases
}

/// What a run shows: stdout, the error text on stderr, the exit code.
#[derive(Debug, PartialEq)]
struct Outcome {
    stdout: String,
    stderr: String,
    code: i32,
}

fn interpreted(source: &Source, program: &algol::CProgram, case: &Case) -> Outcome {
    let mut out = Vec::new();
    let result = algol::run_checked(
        source,
        program,
        &mut case.input.as_bytes(),
        &mut out,
        case.limits.clone(),
    );
    let (stderr, code) = match result {
        Ok(_) => (String::new(), 0),
        Err(e) => (e.to_string().trim_end().to_string(), 1),
    };
    Outcome {
        stdout: String::from_utf8_lossy(&out).into_owned(),
        stderr,
        code,
    }
}

fn attic(args: &[&str]) -> (i32, String) {
    let (code, _, stderr) = crate::support::attic(args, "");
    (code, stderr.trim_end().to_string())
}

#[test]
fn every_program_runs_the_same_translated_and_interpreted() {
    let cases = cases();
    let mut checked = Vec::new();
    let mut refused = Vec::new();
    for case in &cases {
        let source = Source::new(case.shown.clone(), case.text.clone());
        match algol::check(&source, false) {
            Ok(c) => checked.push((case, source, c.program)),
            Err(d) => refused.push((case, d)),
        }
    }
    assert!(
        checked.len() >= 20,
        "only {} programs to translate",
        checked.len()
    );

    // Refused by the front end: refused by the translator, with the same words and exit 65.
    for (case, diagnostic) in &refused {
        let (code, stderr) = attic(&["translate", &case.shown]);
        assert_eq!(code, 65, "{}", case.shown);
        assert_eq!(stderr, diagnostic.to_string().trim_end(), "{}", case.shown);
    }

    let programs: Vec<(String, &Source, &algol::CProgram)> = checked
        .iter()
        .map(|(case, source, program)| (case.module.clone(), source, program))
        .collect();
    let crate_text = bundle(&programs);
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("algol_translate");
    std::fs::create_dir_all(&dir).unwrap();
    let main = dir.join("corpus.rs");
    std::fs::write(&main, crate_text).unwrap();
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

    let mut differences = Vec::new();
    for (case, source, program) in &checked {
        let expected = interpreted(source, program, case);
        let steps = case.limits.max_steps.to_string();
        let mut child = Command::new(&binary)
            .args([
                case.module.as_str(),
                &steps,
                &case.limits.max_depth.to_string(),
                &case.limits.max_memory.to_string(),
            ])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        {
            use std::io::Write;
            let mut stdin = child.stdin.take().unwrap();
            let _ = stdin.write_all(case.input.as_bytes());
        }
        let out = child.wait_with_output().unwrap();
        let got = Outcome {
            stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&out.stderr).trim_end().to_string(),
            code: out.status.code().unwrap_or(-1),
        };
        if got != expected {
            differences.push(format!(
                "{}:\n  interpreted: {expected:?}\n  translated:  {got:?}",
                case.shown
            ));
        }
    }
    assert!(
        differences.is_empty(),
        "{} of {} programs differ:\n{}",
        differences.len(),
        checked.len(),
        differences.join("\n")
    );
}

fn attic_full(args: &[&str]) -> (i32, String, String) {
    crate::support::attic(args, "")
}

/// `chess solve --engine translated` answers as `--engine interpreted` (and `algol`, its other
/// name) does: a key, a mate in one, no solution, the program's illegal-position verdict.
#[test]
fn chess_solve_through_the_translation_answers_as_the_interpreted_program() {
    let problems = [
        ("8/8/8/5N2/5K2/8/R7/7k w - - 0 1", "2", "--keys"),
        ("8/8/8/5N2/5K2/8/R7/7k w - - 0 1", "2", "--verbose"),
        ("8/4bQ2/8/8/5K1k/8/8/8 w - - 0 1", "2", "--keys"),
        ("8/8/8/8/8/k7/8/K7 w - - 0 1", "2", "--keys"),
        ("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1", "2", "--keys"),
        (MATE_FEN, "3", "--keys"),
    ];
    for (fen, mate, extra) in problems {
        let run = |engine: &str| {
            attic_full(&[
                "chess", "solve", "--engine", engine, "--fen", fen, "--mate", mate, extra,
            ])
        };
        let interpreted = run("interpreted");
        assert_eq!(run("algol"), interpreted, "{fen}");
        assert_eq!(run("translated"), interpreted, "{fen}");
    }
}

/// A standalone translation compiles alone; translated with `--max-steps`, a runaway program
/// stops at that limit with the interpreter's words and exit 1. (Bad input and the limits
/// passed at run time are in the corpus: `tests/algol/errors/`.)
#[test]
fn standalone_translation_stops_at_limits_and_bad_input() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("algol_translate_standalone");
    std::fs::create_dir_all(&dir).unwrap();
    // The limits, given to `attic translate` and to `attic run` alike: a step limit, and the
    // memory budget (arrays, activations and stack) the interpreter has, reached by arrays
    // declared at every level of a recursion.
    let cases: [(&str, &[&str], &str); 2] = [
        (
            "tests/algol/errors/endless-loop.alg",
            &["--max-steps", "1000"],
            "",
        ),
        (
            "tests/hostile/array-per-level.alg",
            &["--max-memory", "100000000"],
            "",
        ),
    ];
    for (k, (program, limits, input)) in cases.iter().enumerate() {
        let rust = dir.join(format!("p{k}.rs"));
        let binary = dir.join(format!("p{k}"));
        let mut args = vec!["translate", program, "--standalone", "-o"];
        let rust_text = rust.display().to_string();
        args.push(&rust_text);
        args.extend(limits.iter());
        let (code, _, stderr) = attic_full(&args);
        assert_eq!(code, 0, "{stderr}");
        let compiled = Command::new(std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into()))
            .args(["--edition", "2021", "-o"])
            .arg(&binary)
            .arg(&rust)
            .output()
            .unwrap();
        assert!(
            compiled.status.success(),
            "{}",
            String::from_utf8_lossy(&compiled.stderr)
        );
        let run = |command: &mut Command| {
            let mut child = command
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .current_dir(ROOT)
                .spawn()
                .unwrap();
            {
                use std::io::Write;
                let _ = child.stdin.take().unwrap().write_all(input.as_bytes());
            }
            let out = child.wait_with_output().unwrap();
            (
                out.status.code().unwrap_or(-1),
                String::from_utf8_lossy(&out.stdout).into_owned(),
                String::from_utf8_lossy(&out.stderr).into_owned(),
            )
        };
        let translated = run(&mut Command::new(&binary));
        let mut interpreter = crate::support::command();
        interpreter.args(["run", program]);
        interpreter.args(limits.iter());
        let mut interpreted = run(&mut interpreter);
        // Only the command line names the flag that raises a limit; a standalone program has
        // its limits fixed at translation and no flags.
        interpreted.2 = interpreted
            .2
            .lines()
            .filter(|line| !(line.starts_with("help: ") && line.contains(" can be raised with ")))
            .map(|line| format!("{line}\n"))
            .collect();
        assert_eq!(translated.0, 1, "{program}: {translated:?}");
        assert_eq!(translated, interpreted, "{program}");
    }
}
