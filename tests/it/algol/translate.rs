//! The ALGOL 60 translator: the committed translations of the mate solvers
//! (`src/translated/algol_mate_in_*.rs`) must be what the translator makes now; the mate
//! solvers and standalone translations answer as the interpreter does. (Every corpus program
//! translated and interpreted side by side: `corpus::algol`.)

use std::path::{Path, PathBuf};
use std::process::Command;

use attic::algol;
use attic::algol::translate::{translate, Options};
use attic::diagnostic::Source;

use crate::support::run_with;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// The committed translations and the programs they come from.
const COMMITTED: [(&str, &str); 6] = [
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
        "programs/algol/mate-in-5.alg",
        "src/translated/algol_mate_in_5.rs",
    ),
    (
        "programs/algol/mate-in-6.alg",
        "src/translated/algol_mate_in_6.rs",
    ),
    (
        "programs/algol/mate-in-n.alg",
        "src/translated/algol_mate_in_n.rs",
    ),
];
const REGENERATE: &str = "for n in 2 3 4 5 6 n; do cargo run --no-default-features -- translate programs/algol/mate-in-$n.alg -o src/translated/algol_mate_in_$n.rs; done";

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
    translate(&source, &checked.program, &options).unwrap_or_else(|why| panic!("{path}: {why}"))
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
/// The translation of the 390-line mate-in-2 is read by students beside its source: it
/// stays within about three lines of Rust a line of ALGOL, tables included.
#[test]
fn the_mate_in_2_translation_stays_within_its_line_budget() {
    let lines = fresh_translation("programs/algol/mate-in-2.alg")
        .lines()
        .count();
    assert!(
        lines <= 1200,
        "the translation of mate-in-2.alg has {lines} lines, more than its budget of 1 200"
    );
}

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
        let translated = run_with(Command::new(&binary).current_dir(ROOT), input);
        let mut interpreter = crate::support::command();
        interpreter.args(["run", program]);
        interpreter.args(limits.iter());
        let mut interpreted = run_with(&mut interpreter, input);
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

/// `attic translate PROGRAM --standalone` into `dir/NAME.rs`, compiled by `rustc` with
/// `flags` into `dir/NAME`: the binary.
fn standalone_binary(program: &Path, dir: &Path, name: &str, flags: &[&str]) -> PathBuf {
    let rust = dir.join(format!("{name}.rs"));
    let binary = dir.join(name);
    let (program, rust_text) = (program.display().to_string(), rust.display().to_string());
    let (code, _, stderr) = crate::support::attic(
        &["translate", &program, "--standalone", "-o", &rust_text],
        "",
    );
    assert_eq!(code, 0, "{program}: {stderr}");
    let compiled = Command::new(std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into()))
        .args(flags)
        .arg(&rust)
        .arg("-o")
        .arg(&binary)
        .output()
        .unwrap();
    assert!(
        compiled.status.success(),
        "rustc {flags:?} failed on {}:\n{}",
        rust.display(),
        String::from_utf8_lossy(&compiled.stderr)
    );
    binary
}

/// The command `programs/algol/README.md` gives, `rustc -O FILE.rs` without an edition (so
/// 2015), compiles a standalone translation, and the program answers as `attic run` does on
/// the same input; the newest edition, 2024, compiles it too.
#[test]
fn standalone_translations_compile_with_plain_rustc_under_every_edition() {
    use attic::bridge::algol_chess::{program_input, MateProgram, Setup};
    let dir = crate::support::scratch("algol_translate_editions");
    let mate = MateProgram::for_moves(2).unwrap();
    let mate_input = program_input(&Setup::from_fen(MATE_FEN).unwrap(), mate.moves_input).unwrap();
    let programs = [
        ("tests/algol/jensen.alg", String::new()),
        ("tests/algol/man-or-boy.alg", String::new()),
        ("programs/algol/mate-in-2.alg", mate_input),
    ];
    for (k, (program, input)) in programs.iter().enumerate() {
        let binary = standalone_binary(
            &Path::new(ROOT).join(program),
            &dir,
            &format!("p{k}"),
            &["-O"],
        );
        let translated = run_with(&mut Command::new(&binary), input);
        let interpreted = run_with(crate::support::command().args(["run", program]), input);
        assert_eq!(translated.0, 0, "{program}: {}", translated.2);
        assert_eq!(translated, interpreted, "{program}");
    }
    let binary = standalone_binary(
        &Path::new(ROOT).join("tests/algol/jensen.alg"),
        &dir,
        "jensen2024",
        &["--edition", "2024"],
    );
    let interpreted = run_with(
        crate::support::command().args(["run", "tests/algol/jensen.alg"]),
        "",
    );
    assert_eq!(run_with(&mut Command::new(&binary), ""), interpreted);
}

/// The nesting shapes `attic run` runs (`conformance::deep_nesting_runs_or_is_refused_naming_the_limit`),
/// as a program of `n` levels.
fn nested(shape: &str, n: usize) -> String {
    match shape {
        "blocks" => format!("{} outinteger(1, 7) {}", "begin ".repeat(n), "end ".repeat(n)),
        "parens" => format!(
            "begin integer x; x := {}1{}; outinteger(1, x) end",
            "(".repeat(n),
            ")".repeat(n)
        ),
        "calls" => format!(
            "begin integer procedure f(x); value x; integer x; f := x + 1; outinteger(1, {}0{}) end",
            "f(".repeat(n),
            ")".repeat(n)
        ),
        "sum" => format!(
            "begin integer x; x := {}; outinteger(1, x) end",
            vec!["1"; n].join(" + ")
        ),
        "not" => format!(
            "begin Boolean b; b := {}true; outboolean(1, b) end",
            "¬ ".repeat(n)
        ),
        "conditionals" => format!(
            "begin integer i; i := 3; outinteger(1, {} -1) end",
            (0..n)
                .map(|k| format!("if i = {k} then {k} else "))
                .collect::<String>()
        ),
        "else-if" => format!(
            "begin integer i; i := {}; {} outinteger(1, -1) end",
            n - 1,
            (0..n)
                .map(|k| format!("if i = {k} then outinteger(1, {k}) else "))
                .collect::<String>()
        ),
        _ => unreachable!("no shape {shape}"),
    }
}

/// `attic translate` takes every nesting `attic run` takes, at the sizes that once overflowed
/// its stack and at 100 000 levels: a translation (exit 0) or the parser's nesting limit (exit
/// 65), never an abort. Translations of a few hundred levels compile and print what `attic
/// run` prints (rustc itself needs gigabytes for a few thousand nested calls in one expression).
#[test]
fn deep_nesting_translates_or_is_refused_naming_the_limit() {
    let dir = crate::support::scratch("algol_translate_nesting");
    // Shape, the sizes translated, the size compiled. A chain of 100 000 conditional
    // statements on one line translates too (about 130 MB of Rust): 20 000 keeps the test light.
    let sizes = [
        ("blocks", [1_500, 100_000], 1_500),
        ("parens", [600, 100_000], 600),
        ("calls", [500, 100_000], 200),
        ("sum", [12_000, 100_000], 300),
        ("not", [12_000, 100_000], 300),
        ("conditionals", [5_000, 100_000], 200),
        ("else-if", [5_000, 20_000], 200),
    ];
    for (shape, translated, compiled) in sizes {
        for n in translated {
            let program = dir.join(format!("{shape}-{n}.alg"));
            std::fs::write(&program, nested(shape, n)).unwrap();
            let rust = dir.join(format!("{shape}-{n}.rs"));
            let (program_text, rust_text) =
                (program.display().to_string(), rust.display().to_string());
            let (code, _, stderr) = crate::support::attic(
                &["translate", &program_text, "--standalone", "-o", &rust_text],
                "",
            );
            match code {
                0 => {}
                65 => assert!(
                    stderr.contains("(the nesting limit)"),
                    "{shape} {n}: {stderr}"
                ),
                _ => panic!("{shape} {n}: exit {code}: {stderr}"),
            }
        }
        let program = dir.join(format!("{shape}-{compiled}.alg"));
        std::fs::write(&program, nested(shape, compiled)).unwrap();
        let binary = standalone_binary(&program, &dir, &format!("{shape}-{compiled}"), &["-O"]);
        let translated = run_with(&mut Command::new(&binary), "");
        let program_text = program.display().to_string();
        let interpreted = run_with(crate::support::command().args(["run", &program_text]), "");
        assert_eq!(translated.0, 0, "{shape} {compiled}: {}", translated.2);
        assert_eq!(translated, interpreted, "{shape} {compiled}");
    }
}

/// What the typed translation cannot give Rust types is refused in words, with the line of
/// the construct and exit 65, where `attic run` runs it.
#[test]
fn formal_procedures_that_have_no_one_signature_are_refused_in_words() {
    let dir = crate::support::scratch("algol_translate_refused");
    let cases = [
        (
            "begin procedure p(f); procedure f;\n begin f(1); f(1.5) end;\n procedure q(x); value x; real x; outreal(1, x);\n p(q) end",
            "line 2: the formal procedure `f` of `p` is called with parameters (real), and it with (integer)",
        ),
        (
            "begin real procedure apply(g, x); real procedure g; real x; apply := g(x);\n real procedure h(y); integer y; h := y;\n outreal(1, apply(h, 2.5)) end",
            "line 3: the formal procedure `g` of `apply` is given `h`, whose parameter `y` called by name is integer",
        ),
        (
            "begin integer array a[1:3]; procedure p(f); procedure f;\n f(a);\n procedure q(b); integer array b; outinteger(1, b[1]);\n a[1] := 5; p(q) end",
            "line 2: the formal procedure `f` of `p` is given an array as a parameter",
        ),
    ];
    for (k, (text, words)) in cases.iter().enumerate() {
        let program = dir.join(format!("refused-{k}.alg"));
        std::fs::write(&program, text).unwrap();
        let program = program.display().to_string();
        let (code, _, _) = crate::support::attic(&["run", &program], "");
        assert_eq!(code, 0, "{text}");
        let (code, stdout, stderr) = crate::support::attic(&["translate", &program], "");
        assert_eq!(code, 65, "{text}: {stderr}");
        assert!(stdout.is_empty(), "{stdout}");
        assert!(stderr.contains(words), "{text}:\n{stderr}");
    }
}
