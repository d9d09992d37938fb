//! ALGOL 60 front end and interpreter, driven by the corpus under `tests/algol/`:
//! - every `tests/algol/*.alg` runs (with `NAME.in` as its input when present); its output is
//!   snapshotted (its `exit 0, prints: ...` clause is the corpus runner's);
//! - every `tests/algol/errors/*.alg` must fail; its message is snapshotted;
//! - every program that parses prints back to a text that parses to the same tree;
//! - the command line: `attic parse` on good and bad programs, warnings and `--strict-12`;
//! - `explain`: the mate solver's own tree of moves (`attic chess explain`) on the mate-in-2
//!   corpus of `mate.rs`, its key against the key `chess solve --engine interpreted` reports.

mod conformance;
mod explain;
mod extend;
mod mate;
mod mate5;
mod translate;

use std::path::{Path, PathBuf};

use attic::algol::{self, Limits};
use attic::diagnostic::Source;

fn corpus(dir: &str) -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&root)
        .unwrap_or_else(|e| panic!("{}: {e}", root.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "alg"))
        .collect();
    files.sort();
    files
}

fn stem(path: &Path) -> String {
    path.file_stem().unwrap().to_string_lossy().into_owned()
}

/// The repository-relative name shown in diagnostics.
fn shown_name(path: &Path) -> String {
    path.strip_prefix(env!("CARGO_MANIFEST_DIR"))
        .unwrap_or(path)
        .display()
        .to_string()
}

/// Runs a program: its output, and the error if it failed.
fn run(path: &Path, limits: Limits) -> (String, Result<algol::Stats, algol::Error>) {
    let text = std::fs::read_to_string(path).unwrap();
    let input = std::fs::read_to_string(path.with_extension("in")).unwrap_or_default();
    let source = Source::new(shown_name(path), text);
    let mut out = Vec::new();
    let result = algol::run_source(&source, &mut input.as_bytes(), &mut out, limits);
    (String::from_utf8_lossy(&out).into_owned(), result)
}

/// The output of each example, snapshotted (its `exit` clause is checked by `corpus::algol`,
/// interpreted and translated).
#[test]
fn programs_print_what_they_should() {
    for path in corpus("tests/algol") {
        let (output, result) = run(&path, Limits::default());
        if let Err(e) = &result {
            panic!("{} failed:\n{e}\noutput so far:\n{output}", path.display());
        }
        insta::assert_snapshot!(format!("algol_run_{}", stem(&path)), output);
    }
}

#[test]
fn man_or_boy_gives_knuths_figures() {
    // k = 0..12 from the literature (Knuth 1964; the k = 10 value -67 is the classic).
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/algol/man-or-boy.alg");
    let (output, result) = run(&path, Limits::default());
    assert!(result.is_ok(), "{result:?}");
    let got: Vec<i64> = output
        .split_whitespace()
        .map(|w| w.parse().unwrap())
        .collect();
    assert_eq!(got, [1, 0, -2, 0, 1, 0, 1, -1, -10, -30, -67, -138, -291]);
}

#[test]
fn broken_programs_fail_with_words_and_positions() {
    let files = corpus("tests/algol/errors");
    assert!(files.len() >= 15, "only {} broken programs", files.len());
    let limits = Limits {
        max_steps: 100_000,
        max_depth: 500,
        ..Limits::default()
    };
    for path in files {
        let (output, result) = run(&path, limits.clone());
        let (kind, message) = match result {
            Ok(_) => panic!("{} ran without an error", path.display()),
            Err(algol::Error::Syntax(d)) => ("syntax (exit 65)", d.to_string()),
            Err(algol::Error::Runtime(d) | algol::Error::Limit(_, d) | algol::Error::Output(d)) => {
                ("runtime (exit 1)", d.to_string())
            }
        };
        assert!(message.contains(" --> tests/algol/errors/"), "{message}");
        insta::assert_snapshot!(
            format!("algol_error_{}", stem(&path)),
            format!("{kind}\n{message}\n--- output before the error ---\n{output}")
        );
    }
}

/// Every program printed reads back as the same tree: with glyphs, in ASCII, and in MARST's
/// representation. (None of them holds the reference `\n`, which the MARST form writes as the
/// escape `\n`: a new line to `outstring` either way, but another string value.)
#[test]
fn printing_then_parsing_gives_the_same_tree() {
    let mut files = corpus("tests/algol");
    files.extend(corpus("tests/algol/errors"));
    files.extend(corpus("tests/algol/marst"));
    files.extend(corpus("programs/algol"));
    let mut round_trips = 0;
    for path in files {
        let text = std::fs::read_to_string(&path).unwrap();
        let source = Source::new(shown_name(&path), text);
        let Ok(parsed) = algol::parse::parse(&source, false) else {
            continue;
        };
        for ascii in [false, true] {
            let printed = algol::pretty::print(&parsed.program, ascii);
            let again = algol::parse::parse(&Source::new("printed", printed.clone()), false)
                .unwrap_or_else(|e| {
                    panic!("{} printed does not parse:\n{e}\n{printed}", path.display())
                });
            assert!(
                parsed.program.same_shape(&again.program),
                "{} (ascii: {ascii}) printed to a different tree:\n{printed}",
                path.display()
            );
            // Printing is a fixed point.
            assert_eq!(algol::pretty::print(&again.program, ascii), printed);
        }
        // In GNU MARST's representation too, read back as MARST's.
        let printed = algol::pretty::print_marst(&parsed.program);
        let again = algol::parse::parse_as(
            &Source::new("printed", printed.clone()),
            false,
            Some(algol::parse::Representation::Marst),
        )
        .unwrap_or_else(|e| {
            panic!(
                "{} printed as MARST does not parse:\n{e}\n{printed}",
                path.display()
            )
        });
        assert!(
            parsed.program.same_shape(&again.program),
            "{} printed as MARST to a different tree:\n{printed}",
            path.display()
        );
        assert_eq!(algol::pretty::print_marst(&again.program), printed);
        round_trips += 1;
    }
    assert!(
        round_trips >= 20,
        "only {round_trips} programs round-tripped"
    );
}

#[test]
fn canonical_text_of_the_cyrillic_program() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/algol/cyrillic.alg");
    let text = std::fs::read_to_string(&path).unwrap();
    let parsed = algol::parse::parse(&Source::new("cyrillic.alg", text), false).unwrap();
    insta::assert_snapshot!(algol::pretty::print(&parsed.program, false));
}

#[test]
fn identifiers_ignore_spaces_and_read_look_alikes_as_cyrillic() {
    use algol::parse::normalise;
    assert_eq!(normalise("ДОСКА БЕЛЫХ"), normalise("ДОСКАБЕЛЫХ"));
    // Latin M, A, T in a Cyrillic word are the Cyrillic letters.
    assert_eq!(normalise("MAT1 ЛИ"), normalise("МАТ1ЛИ"));
    // All-Latin names stay Latin.
    assert_eq!(normalise("A"), "A");
    assert_ne!(normalise("A"), normalise("А"));
}

// ---------------------------------------------------------------------------------------------
// The command line

fn attic(args: &[&str]) -> (i32, String, String) {
    crate::support::attic(args, "")
}

#[test]
fn parse_prints_canonical_text_and_warns_about_twelve_characters() {
    let (code, stdout, stderr) = attic(&["parse", "tests/algol/cyrillic.alg"]);
    assert_eq!(code, 0, "{stderr}");
    assert!(
        stdout.contains("БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ВТОРОЙ ХОД:"),
        "{stdout}"
    );
    insta::assert_snapshot!("algol_cli_parse_warnings", stderr);

    let (code, stdout, stderr) = attic(&["parse", "--strict-12", "tests/algol/cyrillic.alg"]);
    assert_eq!(code, 65, "{stderr}");
    assert!(stdout.is_empty());
    assert!(stderr.starts_with("error: "), "{stderr}");

    let (code, stdout, _) = attic(&["parse", "--ast", "tests/algol/own.alg"]);
    assert_eq!(code, 0);
    assert!(
        stdout.contains("Procedure(") && !stdout.contains("span"),
        "{stdout}"
    );
}

#[test]
fn parse_refuses_a_broken_program_with_exit_65() {
    let (code, stdout, stderr) = attic(&["parse", "tests/algol/errors/missing-end.alg"]);
    assert_eq!(code, 65);
    assert!(stdout.is_empty());
    assert!(
        stderr.contains("--> tests/algol/errors/missing-end.alg:"),
        "{stderr}"
    );
}

#[test]
fn nesting_too_deep_for_the_parser_is_an_error_not_a_crash() {
    let depth = 200_000;
    let text = format!(
        "begin integer x; x := {}1{} end",
        "(".repeat(depth),
        ")".repeat(depth)
    );
    match algol::check(&Source::new("deep.alg", text), false) {
        Err(d) => assert_eq!(
            d.message,
            "parentheses and brackets nest more than 50000 deep here (the nesting limit)"
        ),
        Ok(_) => panic!("a 200000-deep expression parsed"),
    }
}

#[test]
fn deep_recursion_stops_at_the_depth_limit() {
    let text = "begin
      integer procedure DOWN(n, x); value n; integer n, x;
        DOWN := if n = 0 then x else DOWN(n - 1, x + 1);
      outinteger(1, DOWN(20000, 0));
      outinteger(1, DOWN(30000, 0))
    end";
    let source = Source::new("deep.alg", text);
    let mut out = Vec::new();
    let limits = Limits {
        max_depth: 25_000,
        ..Limits::default()
    };
    let result = algol::run_source(&source, &mut std::io::empty(), &mut out, limits);
    assert_eq!(String::from_utf8_lossy(&out), "20000 ");
    match result {
        Err(algol::Error::Limit(attic::limits::LimitReached::Depth, d)) => {
            assert_eq!(
                d.message,
                "procedure calls nested deeper than 25000 levels (the depth limit)"
            )
        }
        other => panic!("{other:?}"),
    }
}

// ---------------------------------------------------------------------------------------------
// `attic run --trace` and `--trace-labels`

#[test]
fn trace_shows_jensens_device_with_its_by_name_actuals() {
    let (code, out, err) = attic(&["run", "tests/algol/jensen.alg", "--trace"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("55"), "{out}");
    insta::assert_snapshot!("algol_trace_jensen", err);
}

#[test]
fn trace_labels_shows_the_jumps_taken() {
    let (code, _, err) = attic(&[
        "run",
        "tests/algol/goto-out.alg",
        "--trace",
        "--trace-labels",
    ]);
    assert_eq!(code, 0, "{err}");
    insta::assert_snapshot!("algol_trace_goto_out", err);
}

#[test]
fn trace_depth_folds_man_or_boy() {
    let (code, _, err) = attic(&[
        "run",
        "tests/algol/man-or-boy.alg",
        "--trace",
        "--trace-depth",
        "2",
    ]);
    assert_eq!(code, 0, "{err}");
    insta::assert_snapshot!("algol_trace_man_or_boy_depth_2", err);
}

/// GNU MARST's representation is detected from its own spellings and printed in the reference
/// form; read as the reference representation, the same file is refused at its first MARST
/// spelling, in words.
#[test]
fn marst_representation_is_detected_printed_as_reference_and_refused_when_told() {
    let file = "tests/algol/marst/representation.alg";
    let (code, out, err) = attic(&["parse", file]);
    assert_eq!(code, 0, "{err}");
    for glyph in [
        "¬q ∧ p",
        "q ⊃ p",
        "p ≡ ¬q",
        "7 ÷ 2",
        "2 ↑ 3",
        "x := 150.0",
        "‘tab[",
    ] {
        assert!(out.contains(glyph), "{glyph} in\n{out}");
    }
    // The printed form reads back in the reference representation, and runs there with
    // attic's library: the same program, but `outreal` prints attic's shortest form.
    let printed = crate::support::scratch("algol").join("marst-as-reference.alg");
    std::fs::write(&printed, &out).unwrap();
    let printed = printed.display().to_string();
    let direct = attic(&["run", file]);
    let (code, reread, err) = attic(&["run", &printed, "--representation", "reference"]);
    assert_eq!(code, 0, "{err}");
    assert!(direct.1.contains(" 150 0.025 "), "{}", direct.1);
    assert_eq!(reread, direct.1.replace(" 150 0.025 ", " 150.0 0.025 "));
    assert_eq!(
        run_with_library(&out, "", algol::io::Library::Marst),
        (0, direct.1)
    );

    let (code, _, err) = attic(&["run", file, "--representation", "reference"]);
    assert_eq!(code, 65, "{err}");
    assert!(
        err.contains("`!` for `¬` is GNU MARST's spelling")
            && err.contains("--representation marst")
            && err.contains(":10:6"),
        "{err}"
    );
    let (code, _, err) = attic(&["run", "tests/algol/errors/unknown-escape.alg"]);
    assert_eq!(code, 65, "{err}");
    assert!(err.contains("`\\q` is no escape MARST knows"), "{err}");
}

/// Each program of the MARST corpus, printed in the reference form by `attic parse`, reads
/// back in the reference representation and runs with the same exit; run with MARST's library
/// (which `--representation marst` brings), it runs as the MARST text does: same output, same
/// exit, on the same input. Printed from there in MARST's (`--as marst`), it runs the same
/// again. So a student sees one program in both representations; what differs between them
/// is the library (`programs/algol/README.md`), not the program. (`tests/algol/marst/library/`
/// holds programs whose runs depend on MARST's library: the corpus runner runs them.)
#[test]
fn the_marst_corpus_runs_the_same_printed_in_the_reference_form() {
    let dir = Path::new(crate::support::ROOT).join("tests/algol/marst");
    let scratch = crate::support::scratch("algol_marst_reference");
    let mut ran = 0;
    let mut entries: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "alg"))
        .collect();
    entries.sort();
    for path in entries {
        let file = path.display().to_string();
        let (code, printed, err) = attic(&["parse", &file]);
        if code != 0 {
            // Refused by the front end: nothing to print.
            assert_eq!(code, 65, "{file}: {err}");
            continue;
        }
        let input = std::fs::read_to_string(path.with_extension("in")).unwrap_or_default();
        let copy = scratch.join(path.file_name().unwrap());
        std::fs::write(&copy, &printed).unwrap();
        let copy = copy.display().to_string();
        let marst = crate::support::attic(&["run", &file], &input);
        let reference =
            crate::support::attic(&["run", &copy, "--representation", "reference"], &input);
        assert_eq!(
            marst.0, reference.0,
            "{file}: {} / {}",
            marst.2, reference.2
        );
        let with_marst_library = run_with_library(&printed, &input, algol::io::Library::Marst);
        assert_eq!(
            (marst.0, &marst.1),
            (with_marst_library.0, &with_marst_library.1),
            "{file}: {}",
            marst.2
        );
        // And the reference form printed back in MARST's runs the same again.
        let (code, back, err) = attic(&["parse", &copy, "--as", "marst"]);
        assert_eq!(code, 0, "{file}: {err}");
        let back_file = scratch.join(format!(
            "back-{}",
            path.file_name().unwrap().to_string_lossy()
        ));
        std::fs::write(&back_file, &back).unwrap();
        let back_file = back_file.display().to_string();
        let again =
            crate::support::attic(&["run", &back_file, "--representation", "marst"], &input);
        assert_eq!(
            (marst.0, &marst.1),
            (again.0, &again.1),
            "{file} printed as MARST: {}\n{back}",
            again.2
        );
        ran += 1;
    }
    assert_eq!(ran, 8, "the MARST programs the front end accepts");
}

/// Runs a program read in the reference representation with the environmental block of
/// `library`: its exit (0 or 1, as `attic run`) and output.
fn run_with_library(text: &str, input: &str, library: algol::io::Library) -> (i32, String) {
    let source = Source::new("printed", text.to_string());
    let mut checked = algol::check_as(
        &source,
        false,
        Some(algol::parse::Representation::Reference),
    )
    .unwrap_or_else(|e| panic!("the reference form does not read back:\n{e}"));
    checked.program.io_library = library;
    let mut out = Vec::new();
    let code = match algol::run_checked(
        &source,
        &checked.program,
        &mut input.as_bytes(),
        &mut out,
        Limits::default(),
    ) {
        Ok(_) => 0,
        Err(_) => 1,
    };
    (code, String::from_utf8_lossy(&out).into_owned())
}

/// MARST's `outchar` writes bytes: `every-code.alg` reads the bytes 1 to 255 and a NUL and
/// writes each back from its place in a string of all 255 codes, so its output is its input
/// byte for byte (the corpus runner compares output as text, which cannot tell the bytes of
/// 128 and above apart).
#[test]
fn marst_inchar_and_outchar_carry_every_byte() {
    let dir = Path::new(crate::support::ROOT).join("tests/algol/marst/library");
    let input = std::fs::read(dir.join("every-code.in")).unwrap();
    let expected_input: Vec<u8> = (1..=255u8).chain([0]).collect();
    assert_eq!(
        input, expected_input,
        "every-code.in: the bytes 1 to 255, then a NUL"
    );
    let out = std::process::Command::new(crate::support::ATTIC)
        .args(["run", "--representation", "marst"])
        .arg(dir.join("every-code.alg"))
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write;
            child.stdin.take().unwrap().write_all(&input)?;
            child.wait_with_output()
        })
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let mut expected: Vec<u8> = (1..=255u8).collect();
    expected.extend_from_slice(b"\n255 256 0 \n");
    assert_eq!(out.stdout, expected);
}
