//! The CPL interpreter: a corpus of small programs whose expected values live in the programs,
//! Strachey's listing run from the opening (move order, perft counts, the 3-ply choice), the
//! listing as printed failing where erratum E2 says, and `attic run` end to end.

use attic::cpl::errata;
use attic::cpl::eval::{ErrorKind, FunctionId, Interpreter, Options, Outcome};
use attic::cpl::parse::parse_expr;
use attic::cpl::prelude;
use attic::cpl::runtime::logical::{Logical, Reading};
use attic::cpl::value::Value;
use attic::diagnostic::Source;
use attic::programs::{STRACHEY_CORRECTED, STRACHEY_PRINTED};

/// What an evaluation prints: the value, `Resign`, or `error: message`.
fn shown(result: Result<Outcome, attic::cpl::eval::RuntimeError>) -> String {
    match result {
        Ok(outcome) => outcome.to_string(),
        Err(e) => format!("error: {e}"),
    }
}

fn evaluate(cpl: &mut Interpreter, expression: &str) -> String {
    let source = Source::new("--eval", expression);
    let expr = parse_expr(&source).unwrap_or_else(|d| panic!("{d}"));
    shown(cpl.eval_expr(&source, &expr))
}

// ---------------------------------------------------------------------------------------------
// Strachey's listing

fn listing(name: &str, text: &str, reading: Reading) -> Interpreter {
    let options = Options {
        reading,
        ..Options::default()
    };
    prelude::load(Source::new(name, text), true, options).unwrap_or_else(|d| panic!("{d}"))
}

fn corrected() -> Interpreter {
    listing(
        "programs/cpl/strachey-1966-corrected.cpl",
        STRACHEY_CORRECTED,
        Reading::Set,
    )
}

/// The printed listing with the errata applied in order through `upto` (`E1`, or `E2`).
fn printed_through(upto: &str) -> String {
    let text = errata::apply(STRACHEY_PRINTED, Some(upto)).unwrap();
    assert_ne!(text, STRACHEY_PRINTED);
    text
}

fn opening(cpl: &mut Interpreter) -> Value {
    cpl.call("Opening", vec![]).unwrap().value().unwrap()
}

fn successors(cpl: &mut Interpreter, legal: FunctionId, p: &Value) -> Vec<Value> {
    let out = cpl.call_function(legal, std::slice::from_ref(p)).unwrap();
    out.value()
        .unwrap()
        .list_items()
        .expect("a list of positions")
}

fn perft(cpl: &mut Interpreter, legal: FunctionId, p: &Value, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    successors(cpl, legal, p)
        .iter()
        .map(|q| perft(cpl, legal, q, depth - 1))
        .sum()
}

#[test]
fn next_move_direction_of_4_is_minus_4() {
    let mut cpl = corrected();
    let out = cpl.call("NextMoveDirection", vec![Value::Int(4)]).unwrap();
    assert_eq!(out, Outcome::Value(Value::Int(-4)));
    assert_eq!(evaluate(&mut cpl, "NextMoveDirection(-5)"), "-5");
}

#[test]
fn the_opening_moves_come_in_the_programs_order() {
    let mut cpl = corrected();
    let start = opening(&mut cpl);
    let legal = cpl.function("LegalPositionsFrom").unwrap();
    let got = successors(&mut cpl, legal, &start);
    let Value::Tuple(p) = &start else {
        panic!("{start}")
    };
    let (Value::Logical(black), Value::Logical(white)) = (&p[0], &p[1]) else {
        panic!("{start}")
    };
    // Strachey squares: directions 5 then 4, pieces lowest bit first.
    let moves = [
        (14, 19),
        (15, 20),
        (16, 21),
        (14, 18),
        (15, 19),
        (16, 20),
        (17, 21),
    ];
    let expected: Vec<Value> = moves
        .iter()
        .map(|&(from, to)| {
            let moved = black
                .minus(Logical::from_squares([from]))
                .or(Logical::from_squares([to]));
            Value::tuple(vec![
                Value::Logical(*white),
                Value::Logical(moved),
                Value::Logical(Logical::ZERO),
                Value::Int(-1),
            ])
        })
        .collect();
    assert_eq!(got, expected);
}

#[test]
fn perft_through_legal_positions_from_matches_the_official_counts() {
    for (name, text, reading) in [
        ("corrected", STRACHEY_CORRECTED.to_string(), Reading::Set),
        ("printed+E1+E2, xor", printed_through("E2"), Reading::Xor),
    ] {
        let mut cpl = listing(name, &text, reading);
        let start = opening(&mut cpl);
        let legal = cpl.function("LegalPositionsFrom").unwrap();
        let counts: Vec<u64> = (1..=4).map(|d| perft(&mut cpl, legal, &start, d)).collect();
        assert_eq!(counts, [7, 49, 302, 1469], "{name}");
    }
}

/// Finding F2: read as exclusive or, Strachey's own king expression (the printed listing
/// with only E1 and E2) yields exactly the corrected listing's successors, in order.
#[test]
fn the_printed_listing_read_as_xor_moves_like_the_corrected_one() {
    let mut corrected = corrected();
    let mut printed = listing("printed+E1+E2", &printed_through("E2"), Reading::Xor);
    let legal_c = corrected.function("LegalPositionsFrom").unwrap();
    let legal_p = printed.function("LegalPositionsFrom").unwrap();
    let mut frontier = vec![opening(&mut corrected)];
    let mut compared = 0;
    for _ in 0..4 {
        let mut next = Vec::new();
        for p in &frontier {
            let a = successors(&mut corrected, legal_c, p);
            let b = successors(&mut printed, legal_p, p);
            assert_eq!(a, b, "from {p}");
            compared += 1;
            next.extend(a);
        }
        frontier = next;
    }
    assert_eq!(compared, 1 + 7 + 49 + 302);
}

#[test]
fn a_three_ply_choice_from_the_opening_is_9_14_with_value_0_after_358_evaluations() {
    let mut cpl = corrected();
    cpl.set_constant(prelude::SEARCH_DEPTH, Value::Int(3))
        .unwrap();
    let start = opening(&mut cpl);
    let first = {
        let legal = cpl.function("LegalPositionsFrom").unwrap();
        successors(&mut cpl, legal, &start)[0].clone()
    };
    cpl.reset_counts();
    let chosen = cpl.call("ChosenPosition", vec![start.clone()]).unwrap();
    assert_eq!(
        chosen,
        Outcome::Value(first.clone()),
        "9-14 is the first move"
    );
    assert_eq!(cpl.call_count("PositionValue"), 358);
    let best = evaluate(
        &mut cpl,
        "BestPosition(NIL, - ∞, LegalPositionsFrom(Opening), 0)",
    );
    assert_eq!(best, format!("({first}, 0)"));
}

#[test]
fn a_side_with_no_move_resigns() {
    let mut cpl = corrected();
    let out = evaluate(&mut cpl, "ChosenPosition((Zero, Board, Zero, 1))");
    assert_eq!(out, "Resign");
}

#[test]
fn the_printed_listing_with_only_e1_stops_at_y_minus_psi() {
    let text = printed_through("E1");
    let mut cpl = listing("strachey-1966+E1.cpl", &text, Reading::Set);
    let source = Source::new("--eval", "LegalPositionsFrom(Opening)");
    let expr = parse_expr(&source).unwrap();
    let err = cpl.eval_expr(&source, &expr).unwrap_err();
    assert!(
        matches!(err.kind, ErrorKind::BadOperands { op: "-", .. }),
        "{err}"
    );
    let at = &err.diagnostic.at;
    assert_eq!((at.line, at.col), (50, 32), "{}", err.diagnostic);
    let underlined: String = at
        .line_text
        .chars()
        .skip(at.col - 1)
        .take(at.width)
        .collect();
    assert_eq!(underlined, "Y - ψ");
    insta::assert_snapshot!("printed_e1_only_type_error", err.diagnostic.to_string());
}

// ---------------------------------------------------------------------------------------------
// `attic run` end to end

fn attic_run(args: &[&str]) -> (i32, String, String) {
    crate::support::attic(&[&["run"], args].concat(), "")
}

const CORRECTED: &str = "programs/cpl/strachey-1966-corrected.cpl";

#[test]
fn run_prints_results_on_stdout() {
    let (code, out, err) = attic_run(&[CORRECTED, "--eval", "NextMoveDirection(4)"]);
    assert_eq!((code, out.as_str(), err.as_str()), (0, "-4\n", ""));
    let (code, out, err) = attic_run(&[CORRECTED, "--eval", "LegalPositionsFrom(Opening)"]);
    assert_eq!((code, err.as_str()), (0, ""));
    insta::assert_snapshot!("run_legal_positions_from_opening", out);
    let (code, out, _) = attic_run(&[CORRECTED, "--eval", "Opening", "--no-prelude"]);
    assert_eq!((code, out.as_str()), (1, ""));
}

#[test]
fn run_reports_runtime_errors_with_their_place_and_exit_1() {
    let limits = "tests/cpl/run/limits.cpl";
    let cases: [(&str, &[&str]); 4] = [
        (
            "run_depth_limit",
            &[limits, "--eval", "Forever(0)", "--max-depth", "500"],
        ),
        (
            "run_step_limit",
            &[limits, "--eval", "Bushy(30) + 1", "--max-steps", "10000"],
        ),
        (
            "run_undefined_name",
            &[
                "tests/cpl/run/lists.cpl",
                "--eval",
                "Sum(Rnage(1, 3))",
                "--no-prelude",
            ],
        ),
        (
            "run_undefined_in_program",
            &[
                CORRECTED,
                "--eval",
                "PositionValue((Zero, Zero, Zero, 1), 0)",
                "--no-prelude",
            ],
        ),
    ];
    for (name, args) in cases {
        let (code, out, err) = attic_run(args);
        assert_eq!((code, out.as_str()), (1, ""), "{name}: {err}");
        insta::assert_snapshot!(name, err);
    }
}

#[test]
fn run_reports_syntax_errors_with_exit_65() {
    let (code, out, err) = attic_run(&[CORRECTED, "--eval", "NextMoveDirection(4"]);
    assert_eq!((code, out.as_str()), (65, ""), "{err}");
    assert!(err.contains("--> --eval:1:"), "{err}");
    let (code, _, err) = attic_run(&["programs/cpl/strachey-1966.cpl", "--eval", "1"]);
    assert_eq!(code, 65, "{err}");
    let (code, _, err) = attic_run(&[CORRECTED]);
    assert_eq!(code, 2, "{err}");
}

#[test]
fn run_reads_logicals_either_way() {
    let file = "tests/cpl/run/logicals.cpl";
    let (_, set, _) = attic_run(&[file, "--eval", "Black - LastRows"]);
    let (_, xor, _) = attic_run(&[file, "--eval", "Black - LastRows", "--reading", "xor"]);
    assert_eq!(set, "{9,10,11,12,14,15,16,17}\n");
    assert_eq!(xor, "{9,10,11,12,14,15,16,17,36,37,38,39}\n");
}

// ---------------------------------------------------------------------------------------------
// `attic run --trace`

#[test]
fn trace_shows_every_call_with_its_arguments_and_result() {
    let (code, out, err) = attic_run(&[
        "tests/cpl/run/factorial.cpl",
        "--eval",
        "Fact(4)",
        "--trace",
        "--counts",
    ]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, "24\n");
    insta::assert_snapshot!("trace_factorial", err);
}

#[test]
fn trace_depth_hides_deeper_calls_and_counts_them() {
    let (code, _, err) = attic_run(&[
        CORRECTED,
        "--eval",
        "LegalPositionsFrom(Opening)",
        "--trace",
        "--trace-depth",
        "2",
    ]);
    assert_eq!(code, 0, "{err}");
    insta::assert_snapshot!("trace_legal_positions_depth_2", err);
}

/// `--raw`: the tuples the program holds, not FENs and moves.
#[test]
fn trace_raw_keeps_the_tuples() {
    let (code, _, err) = attic_run(&[
        CORRECTED,
        "--eval",
        "LegalPositionsFrom(Opening)",
        "--trace",
        "--trace-depth",
        "2",
        "--raw",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(!err.contains("B:W"), "{err}");
    insta::assert_snapshot!("trace_legal_positions_depth_2_raw", err);
}

/// With the prelude, the listing's search reads as a tree of moves: the position searched
/// as a FEN, its successors (arguments and results, kept moves inside tuples) as moves.
#[test]
fn trace_of_the_listings_search_reads_as_moves() {
    let (code, _, err) = attic_run(&[
        CORRECTED,
        "--eval",
        "ChosenPosition(Opening)",
        "--trace",
        "--trace-depth",
        "3",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("PositionValue(9-14, 1)"), "{err}");
    assert!(err.contains("BestPosition(…) = (9-14, 0)"), "{err}");
    insta::assert_snapshot!("trace_chosen_position_depth_3", err);
}

/// Without the prelude (`--no-prelude`, the studio's `"prelude": false`) values stay as the
/// program holds them, even positions; and a tuple that is no checkers position is written as
/// it is, with the prelude too.
#[test]
fn trace_shows_positions_only_where_there_are_positions() {
    let listing = std::fs::read_to_string(CORRECTED).unwrap();
    let prelude = std::fs::read_to_string("programs/cpl/checkers-prelude.cpl").unwrap();
    let source = format!("{listing}\n{prelude}");
    let mut request = attic::run::RunRequest::new(attic::run::Language::Cpl, "program", &source);
    request.prelude = false;
    request.eval = Some("LegalPositionsFrom(Opening)");
    request.trace = Some(attic::run::Trace {
        depth: Some(1),
        calls: true,
        labels: false,
        names: false,
        raw: false,
    });
    let outcome = attic::run::run(&request);
    assert_eq!(outcome.exit, 0, "{}", outcome.stderr());
    assert!(
        outcome.trace.contains(
            "({27,28,29,30,32,33,34,35,36,37,38,39}, {5,6,7,8,9,10,11,12,15,16,17,19}, {}, -1)"
        ),
        "{}",
        outcome.trace
    );
    assert!(!outcome.trace.contains("B:W"), "{}", outcome.trace);
    // A σ of 3: no position, with the prelude loaded.
    let (code, out, err) = attic_run(&[
        "tests/cpl/run/blocks.cpl",
        "--eval",
        "Turn((Zero, Zero, Zero, 3), 0)",
        "--trace",
    ]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(err, "Turn(({}, {}, {}, 3), 0) = ({}, {}, {}, 3)\n", "{out}");
}

/// The library's callers get the trace as text, apart from stderr's other notes.
#[test]
fn a_library_run_keeps_the_trace_as_text() {
    let mut request = attic::run::RunRequest::new(
        attic::run::Language::Cpl,
        "program",
        "F(n) = (n = 0) → 0, F(n - 1)",
    );
    request.eval = Some("F(2)");
    request.trace = Some(attic::run::Trace {
        depth: None,
        calls: true,
        labels: false,
        names: false,
        raw: false,
    });
    let outcome = attic::run::run(&request);
    assert_eq!(
        outcome.trace,
        "F(2)\n  F(1)\n    F(0) = 0\n  F(…) = 0\nF(…) = 0\n"
    );
    assert_eq!(outcome.stdout, "0\n");
}
