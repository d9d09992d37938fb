//! The rebuilt ALGOL mate solvers (`programs/algol/`) run in the interpreter on a corpus of
//! problems (`tests/algol_mate/problems.txt`), each problem once, and the native solver, with
//! the rules the programs cover (castling and all promotions, no en passant), solves the same
//! problems: the program's key must be one of the native keys, and "no solution" must be the
//! native answer too; the programs' committed Rust translations print what the interpreter
//! printed on every problem. The certified fragments (`tests/algol_mate/certified/`) must appear in
//! the programs word for word, the text diffs between the programs are pinned, and
//! `attic chess solve --engine algol` is run on a few quick problems.

use std::fmt::Write as _;
use std::path::Path;

use attic::algol::{self, Limits};
use attic::bridge::algol_chess::{self, Executor, MateProgram, Setup, Verdict};
use attic::chess::solve::{Rules, Solver};
use attic::chess::Position;
use attic::diagnostic::Source;

const CORPUS: &str = include_str!("../../algol_mate/problems.txt");

/// Runs ALGOL text on the given input; returns what it printed, or the error in words.
fn run_algol(name: &str, text: &str, input: &str) -> Result<String, String> {
    run_algol_counted(name, text, input).map(|(output, _)| output)
}

/// As `run_algol`, with the interpreter's counts (procedure calls, steps).
fn run_algol_counted(
    name: &str,
    text: &str,
    input: &str,
) -> Result<(String, algol::Stats), String> {
    let name = name.to_string();
    let text = text.to_string();
    let input = input.to_string();
    algol::on_big_stack(move || {
        let source = Source::new(name, text);
        let mut reader = std::io::Cursor::new(input.into_bytes());
        let mut out = Vec::new();
        // Far above the heaviest corpus problem (about 60 million steps): a runaway ends.
        let limits = Limits {
            max_steps: 1_000_000_000,
            ..Limits::default()
        };
        match algol::run_source(&source, &mut reader, &mut out, limits) {
            Ok(stats) => Ok((String::from_utf8_lossy(&out).into_owned(), stats)),
            Err(error) => Err(error.to_string()),
        }
    })
}

#[derive(Debug)]
pub(super) enum Expected {
    Keys(Vec<String>),
    MateInOne(Vec<String>),
    NoSolution,
    Illegal,
    Refused,
}

#[derive(Debug)]
pub(super) struct Problem {
    pub(super) id: String,
    /// 2, 3, 4, or 0 for `mate-in-n.alg`.
    pub(super) program: u32,
    pub(super) moves_input: Option<u32>,
    pub(super) fen: String,
    pub(super) expected: Expected,
}

pub(super) fn corpus() -> Vec<Problem> {
    CORPUS
        .lines()
        .filter(|line| !line.trim().is_empty() && !line.starts_with('#'))
        .map(|line| {
            let fields: Vec<&str> = line.split('|').map(str::trim).collect();
            assert_eq!(fields.len(), 6, "six fields in corpus line `{line}`");
            let mut words = fields[4].split_whitespace();
            let kind = words.next().expect("an expectation");
            let keys: Vec<String> = words.map(str::to_string).collect();
            let expected = match kind {
                "keys" => Expected::Keys(keys),
                "mate-in-one" => Expected::MateInOne(keys),
                "none" => Expected::NoSolution,
                "illegal" => Expected::Illegal,
                "refused" => Expected::Refused,
                other => panic!("unknown expectation `{other}` in `{line}`"),
            };
            Problem {
                id: fields[0].to_string(),
                program: match fields[1] {
                    "n" => 0,
                    number => number.parse().expect("program 2, 3, 4 or n"),
                },
                moves_input: match fields[2] {
                    "-" => None,
                    s => Some(s.parse().expect("s")),
                },
                fen: fields[3].to_string(),
                expected,
            }
        })
        .collect()
}

/// The program text with the boards and piece lists dumped before the search (at НАЧАЛО)
/// and at the end (КОНЕЦ): the test reads them from the output.
fn with_board_dumps(source: &str) -> String {
    const DUMP: &str = "output('/,T,ДОСКИ'); \
        for i := 1 step 1 until 64 do output('X,I', ДОСКА БЕЛЫХ[i]); \
        for i := 1 step 1 until 64 do output('X,I', ДОСКА ЧЕРНЫХ[i]); \
        for i := 0 step 1 until 16 do output('X,I', ПОЛЯ БЕЛЫХ[i]); \
        for i := 0 step 1 until 16 do output('X,I', ПОЛЯ ЧЕРНЫХ[i]); output('/')";
    assert_eq!(source.matches("\nНАЧАЛО:").count(), 1);
    assert_eq!(source.matches("\nКОНЕЦ:\nend").count(), 1);
    source
        .replace("\nНАЧАЛО:", &format!("\n{DUMP};\nНАЧАЛО:"))
        .replace("\nКОНЕЦ:\nend", &format!("\nКОНЕЦ: {DUMP}\nend"))
}

/// The output as the unchanged program prints it: the dumps of `with_board_dumps` taken out.
fn without_board_dumps(output: &str) -> String {
    output
        .replace("\nДОСКИ", "\u{0}")
        .split('\u{0}')
        .enumerate()
        .map(|(i, part)| {
            if i == 0 {
                part.to_string()
            } else {
                // A dump is `/,T,ДОСКИ` then its numbers then `/`: up to and with its new line.
                part.split_once('\n')
                    .map_or(String::new(), |(_, rest)| rest.to_string())
            }
        })
        .collect()
}

fn board_dumps(output: &str) -> Vec<&str> {
    output
        .lines()
        .filter_map(|line| line.strip_prefix("ДОСКИ"))
        .collect()
}

/// The rules of the ALGOL programs (`programs/algol/README.md`, "Chess rules covered").
const PROGRAM_RULES: Rules = Rules {
    castling: true,
    en_passant: false,
    underpromotion: true,
};

/// The native solver's keys (UCI, shortest mates first) for "white mates in at most `moves`",
/// or why it refuses the FEN.
fn native_keys(fen: &str, moves: u32) -> Result<Vec<String>, String> {
    let position = Position::from_fen(fen).map_err(|e| format!("bad FEN: {e}"))?;
    let keys = Solver::new(PROGRAM_RULES)
        .keys(&position, moves, &mut |_| {})
        .map_err(|e| e.to_string())?;
    Ok(keys.into_iter().map(|(mv, _)| mv.to_uci()).collect())
}

/// What one program did with its corpus: the table for the snapshot, the failures, and each
/// problem's output as the program prints it (for the snapshots of whole outputs).
struct CorpusRun {
    table: String,
    failures: Vec<String>,
    outputs: Vec<(String, String)>,
}

/// Runs every corpus problem of one program, in the interpreter (once each) and natively.
fn run_corpus(program_number: u32) -> CorpusRun {
    let mut table = String::new();
    let mut failures = Vec::new();
    let mut outputs = Vec::new();
    for problem in corpus().iter().filter(|p| p.program == program_number) {
        let program = if problem.program == 0 {
            MateProgram::mate_in_n(problem.moves_input.expect("s for mate-in-n.alg"))
                .expect("s from 1 to 6")
        } else {
            let program = MateProgram::for_moves(problem.program).expect("a program for 2, 3, 4");
            match problem.moves_input {
                Some(s) => program.with_moves_input(s),
                None => program,
            }
        };
        let s_text = problem
            .moves_input
            .map_or("-".to_string(), |s| s.to_string());
        let prepared = Setup::from_fen(&problem.fen)
            .map_err(|e| e.to_string())
            .and_then(|setup| {
                algol_chess::program_input(&setup, program.moves_input).map_err(|e| e.to_string())
            });
        let input = match prepared {
            Ok(input) => input,
            Err(refusal) => {
                writeln!(
                    table,
                    "{} | {} | s {s_text} | refused: {refusal}",
                    problem.id, program.name
                )
                .unwrap();
                if !matches!(problem.expected, Expected::Refused) {
                    failures.push(format!("{}: refused: {refusal}", problem.id));
                }
                continue;
            }
        };
        let expect_none = matches!(problem.expected, Expected::NoSolution);
        let text = if expect_none {
            with_board_dumps(program.source)
        } else {
            program.source.to_string()
        };
        let native_moves = problem.moves_input.unwrap_or(problem.program);
        let native_started = std::time::Instant::now();
        let native = native_keys(&problem.fen, native_moves);
        let native_time = native_started.elapsed();
        let native_shown = match &native {
            Ok(keys) if keys.is_empty() => "no solution".to_string(),
            Ok(keys) => keys.join(" "),
            Err(refusal) => refusal.clone(),
        };
        let started = std::time::Instant::now();
        let output = match run_algol(program.name, &text, &input) {
            Ok(output) => output,
            Err(error) => {
                failures.push(format!("{}: {error}", problem.id));
                continue;
            }
        };
        let interpreted_time = started.elapsed();
        // The program's committed Rust translation prints what the interpreter printed (the
        // test's board dumps aside): the same key, the same "no solution".
        let started = std::time::Instant::now();
        match algol_chess::run_with(Executor::Translated, &program, &input, Limits::default()) {
            Ok((translated, _)) if translated == without_board_dumps(&output) => {}
            Ok((translated, _)) => failures.push(format!(
                "{}: the translation printed\n{translated}\nthe interpreter\n{output}",
                problem.id
            )),
            Err(e) => failures.push(format!("{}: translated: {e}", problem.id)),
        }
        let translated_time = started.elapsed();
        // Figures for the report, not assertions: `cargo test -- --nocapture` shows them.
        eprintln!(
            "{} with {} (s {s_text}): {interpreted_time:.2?} interpreted, \
             {translated_time:.2?} translated, {native_time:.2?} native",
            problem.id, program.name,
        );
        let verdict = algol_chess::read_verdict(&output);
        outputs.push((
            problem.id.clone(),
            if expect_none {
                without_board_dumps(&output)
            } else {
                output.clone()
            },
        ));
        let shown = match &verdict {
            Ok(v) => v.to_string(),
            Err(e) => format!("unreadable output: {e}"),
        };
        writeln!(
            table,
            "{} | {} | s {s_text} | {shown} | native: {native_shown}",
            problem.id, program.name
        )
        .unwrap();
        // The program and the native solver agree: its key is one of the native keys, its
        // "no solution" is the native one, and the illegal start is refused by the parser.
        let agrees = match (&verdict, &native) {
            (Ok(Verdict::Key(key) | Verdict::MateInOne(key)), Ok(keys)) => keys.contains(key),
            (Ok(Verdict::NoSolution), Ok(keys)) => keys.is_empty(),
            (Ok(Verdict::IllegalPosition), Err(_)) => true,
            _ => false,
        };
        if !agrees {
            failures.push(format!(
                "{}: the program says {shown}, the native solver {native_shown}",
                problem.id
            ));
        }
        // The corpus lists every key: the native solver finds exactly those.
        if let (Expected::Keys(listed) | Expected::MateInOne(listed), Ok(keys)) =
            (&problem.expected, &native)
        {
            let mut listed = listed.clone();
            let mut found = keys.clone();
            listed.sort();
            found.sort();
            if listed != found {
                failures.push(format!(
                    "{}: the corpus lists {listed:?}, the native solver finds {found:?}",
                    problem.id
                ));
            }
        }
        let ok = match (&problem.expected, &verdict) {
            (Expected::Keys(keys), Ok(Verdict::Key(k) | Verdict::MateInOne(k))) => keys.contains(k),
            (Expected::MateInOne(keys), Ok(Verdict::MateInOne(k))) => keys.contains(k),
            (Expected::NoSolution, Ok(Verdict::NoSolution)) => {
                let dumps = board_dumps(&output);
                dumps.len() == 2 && dumps[0] == dumps[1]
            }
            (Expected::Illegal, Ok(Verdict::IllegalPosition)) => true,
            _ => false,
        };
        if !ok {
            failures.push(format!(
                "{}: expected {:?}, the program printed:\n{output}",
                problem.id, problem.expected
            ));
        }
    }
    CorpusRun {
        table,
        failures,
        outputs,
    }
}

fn check_corpus(program_number: u32, snapshot: &str) -> Vec<(String, String)> {
    let run = run_corpus(program_number);
    assert!(run.failures.is_empty(), "{}", run.failures.join("\n"));
    insta::assert_snapshot!(snapshot, run.table);
    run.outputs
}

fn output_of<'a>(outputs: &'a [(String, String)], id: &str) -> &'a str {
    outputs
        .iter()
        .find(|(problem, _)| problem == id)
        .map(|(_, output)| output.as_str())
        .expect("the problem is in the corpus")
}

#[test]
fn mate_in_2_program_solves_its_corpus() {
    check_corpus(2, "algol_mate_corpus_mate_in_2");
}

/// The comparison's rules matter: the corpus has keys that need castling and
/// underpromotion, which the programs find and a native solver without that rule does not.
#[test]
fn corpus_keys_need_castling_and_underpromotion() {
    let needs = [
        ("castle_ooo_m2", "castling"),
        ("castle_oo_m2", "castling"),
        ("promotion_n_m3", "underpromotion"),
    ];
    let problems = corpus();
    for (id, rule) in needs {
        let problem = problems
            .iter()
            .find(|p| p.id == id)
            .expect("the problem is in the corpus");
        let Expected::Keys(listed) = &problem.expected else {
            panic!("{id} expects keys");
        };
        let rules = Rules {
            castling: rule != "castling",
            underpromotion: rule != "underpromotion",
            ..PROGRAM_RULES
        };
        let position = Position::from_fen(&problem.fen).expect("a FEN");
        let moves = problem.moves_input.unwrap_or(problem.program);
        let without: Vec<String> = Solver::new(rules)
            .keys(&position, moves, &mut |_| {})
            .expect("the native solver answers")
            .into_iter()
            .map(|(mv, _)| mv.to_uci())
            .collect();
        assert!(
            listed.iter().all(|key| !without.contains(key)),
            "{id}: without {rule} the native solver still finds {without:?}"
        );
    }
}

/// Also pins two whole outputs from the same runs (no problem runs twice): a key with the
/// position after it, and "no solution" after the item-6 search.
#[test]
fn mate_in_3_program_solves_its_corpus() {
    let outputs = check_corpus(3, "algol_mate_corpus_mate_in_3");
    insta::assert_snapshot!(
        "algol_mate_promotion_key_output",
        output_of(&outputs, "promotion_n_m3")
    );
    insta::assert_snapshot!(
        "algol_mate_item6_no_solution_output",
        output_of(&outputs, "item6_stalemate_a")
    );
}

#[test]
fn mate_in_4_program_solves_its_corpus() {
    check_corpus(4, "algol_mate_corpus_mate_in_4");
}

#[test]
fn non_recursive_program_solves_its_corpus() {
    check_corpus(0, "algol_mate_corpus_mate_in_n");
}

/// The non-recursive program is the certifier's faster one in spirit: on these problems it
/// gives the certified programs' answers (mate-in-3.alg run with the same s, and for s = 2
/// mate-in-2.alg too) in fewer than half their interpreter steps.
#[test]
fn non_recursive_program_takes_under_half_the_steps_of_the_certified_ones() {
    let cases = [
        ("2R5/8/3k4/3N2p1/4K1Q1/8/8/8 w - -", 2),
        ("8/6n1/8/8/5R2/6k1/8/4K2R w K - 0 1", 2),
        ("8/8/8/8/2Np4/3N4/k1K5/8 w - -", 3),
        ("7B/3K2N1/5k2/4b2B/8/5P1N/8/8 w - -", 3),
    ];
    for (fen, moves) in cases {
        let setup = Setup::from_fen(fen).expect("a FEN");
        let n = MateProgram::mate_in_n(moves).expect("a program");
        let three = MateProgram::for_moves(3).unwrap().with_moves_input(moves);
        let mut certified = vec![three];
        if moves == 2 {
            certified.push(MateProgram::for_moves(2).unwrap());
        }
        let input = algol_chess::program_input(&setup, n.moves_input).expect("a covered FEN");
        let (n_output, n_stats) = run_algol_counted(n.name, n.source, &input).expect("it runs");
        for program in certified {
            let input =
                algol_chess::program_input(&setup, program.moves_input).expect("a covered FEN");
            let (output, stats) =
                run_algol_counted(program.name, program.source, &input).expect("it runs");
            assert_eq!(
                algol_chess::read_verdict(&output),
                algol_chess::read_verdict(&n_output),
                "{fen}: {}",
                program.name
            );
            assert!(
                2 * n_stats.steps < stats.steps,
                "{fen}: mate-in-n.alg {} steps, {} {}",
                n_stats.steps,
                program.name,
                stats.steps
            );
        }
    }
}

fn normalised(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn fragment(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/algol_mate/certified")
        .join(name);
    normalised(&std::fs::read_to_string(&path).expect("a certified fragment"))
}

#[test]
fn certified_fragments_appear_word_for_word() {
    let two = normalised(algol_chess::MATE_IN_2);
    let three = normalised(algol_chess::MATE_IN_3);
    let four = normalised(algol_chess::MATE_IN_4);
    for name in [
        "item-4.alg",
        "item-5.alg",
        "item-6-first.alg",
        "item-6-second.alg",
    ] {
        let text = fragment(name);
        assert!(three.contains(&text), "{name} in mate-in-3.alg");
        assert!(four.contains(&text), "{name} in mate-in-4.alg");
        assert!(!two.contains(&text), "{name} is not in 50б");
    }
    let item7 = fragment("item-7.alg");
    assert!(three.contains(&item7), "item 7 in mate-in-3.alg");
    for name in ["ukazanie-4.alg", "ukazanie-5.alg", "ukazanie-6.alg"] {
        assert!(four.contains(&fragment(name)), "{name} in mate-in-4.alg");
    }
    // Taking Указания 4 and 6 out of the four-move program, and Указание 5's jump back to the
    // three-move one, leaves item 7 as it was.
    let three_move_jump = "go to if s = 2 then Ч1 ПРОДОЛЖЕНИЕ else Ч2 ПРОДОЛЖЕНИЕ;";
    let undone = four
        .replace(&format!("{} ", fragment("ukazanie-4.alg")), "")
        .replace(&format!("{} ", fragment("ukazanie-6.alg")), "")
        .replace(&fragment("ukazanie-5.alg"), three_move_jump);
    assert!(undone.contains(&item7), "item 7 under Указания 4-6");
}

#[test]
fn labels_that_collide_in_12_characters_are_warned_not_refused() {
    let mut report = String::new();
    for program in [2, 3, 4].map(|n| MateProgram::for_moves(n).expect("a program")) {
        let source = Source::new(program.name, program.source);
        let checked = algol::check(&source, false).expect("the program parses and resolves");
        writeln!(
            report,
            "{}: {} warnings",
            program.name,
            checked.parsed.warnings.len()
        )
        .unwrap();
        for warning in &checked.parsed.warnings {
            writeln!(report, "  {}", warning.message).unwrap();
        }
        let strict = algol::check(&source, true);
        writeln!(
            report,
            "  strict: {}",
            if strict.is_ok() {
                "accepted"
            } else {
                "refused"
            }
        )
        .unwrap();
    }
    insta::assert_snapshot!("algol_mate_12_character_warnings", report);
}

fn unified_diff(old_name: &str, old: &str, new_name: &str, new: &str) -> String {
    similar::TextDiff::from_lines(old, new)
        .unified_diff()
        .context_radius(1)
        .header(old_name, new_name)
        .to_string()
}

#[test]
fn diff_from_50b_to_the_three_move_program() {
    insta::assert_snapshot!(
        "algol_mate_diff_2_to_3",
        unified_diff(
            "mate-in-2.alg",
            algol_chess::MATE_IN_2,
            "mate-in-3.alg",
            algol_chess::MATE_IN_3
        )
    );
}

#[test]
fn diff_from_the_three_move_to_the_four_move_program() {
    insta::assert_snapshot!(
        "algol_mate_diff_3_to_4",
        unified_diff(
            "mate-in-3.alg",
            algol_chess::MATE_IN_3,
            "mate-in-4.alg",
            algol_chess::MATE_IN_4
        )
    );
}

/// Runs the `attic` binary; returns the exit code, stdout and stderr.
fn attic(args: &[&str]) -> (i32, String, String) {
    crate::support::attic(args, "")
}

/// `attic chess solve --engine algol` on quick mates in 2: a key (SAN, and UCI with
/// `--keys`), a mate in one, no solution, the program's illegal-position verdict, the
/// program's output with `--verbose`, and the refusals by rule.
#[test]
fn cli_solves_with_the_algol_engine() {
    let solve = |fen: &str, mate: &str, extra: &[&str]| {
        let mut args = vec![
            "chess", "solve", "--engine", "algol", "--fen", fen, "--mate", mate,
        ];
        args.extend_from_slice(extra);
        args.iter().map(|a| a.to_string()).collect::<Vec<_>>()
    };
    let key = "8/8/8/5N2/5K2/8/R7/7k w - - 0 1";
    let cases = [
        solve(key, "2", &[]),
        solve(key, "2", &["--keys"]),
        solve(key, "2", &["--keys", "--verbose"]),
        solve("8/4bQ2/8/8/5K1k/8/8/8 w - - 0 1", "2", &[]),
        solve("8/8/8/8/8/k7/8/K7 w - - 0 1", "2", &["--keys"]),
        solve("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1", "2", &[]),
        solve("5K2/8/2qk4/2nPp3/3r4/6B1/B7/3R4 w - e6", "2", &[]),
        solve("4k3/8/8/8/8/8/8/4K2R b K - 0 1", "2", &[]),
        solve(key, "7", &[]),
        solve(key, "two", &[]),
        solve("8/8/8/9/8/8/8/8 w - - 0 1", "2", &[]),
        solve(key, "2", &["--tries"]),
    ];
    let mut transcript = String::new();
    for args in &cases {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let (code, stdout, stderr) = attic(&args);
        let shown: Vec<String> = args
            .iter()
            .map(|a| {
                if a.contains(' ') {
                    format!("'{a}'")
                } else {
                    a.to_string()
                }
            })
            .collect();
        writeln!(transcript, "$ attic {}", shown.join(" ")).unwrap();
        writeln!(transcript, "exit {code}").unwrap();
        for (name, text) in [("stdout", stdout), ("stderr", stderr)] {
            if !text.is_empty() {
                writeln!(transcript, "{name}:\n{}", text.trim_end()).unwrap();
            }
        }
        transcript.push('\n');
    }
    insta::assert_snapshot!("algol_mate_cli_engine_algol", transcript);
}
