//! The ALGOL 60 translator: the committed translations of the mate solvers
//! (`src/translated/algol_mate_in_*.rs`) must be what the translator makes now; the mate
//! solvers and standalone translations answer as the interpreter does. (Every corpus program
//! translated and interpreted side by side: `corpus::algol`.)

use std::path::Path;
use std::process::{Command, Stdio};

use attic::algol;
use attic::algol::translate::{translate, Options};
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
