//! The 1966 program run through the bridge: moves, perft and choices through the interpreter,
//! the `attic checkers` commands on the interpreted engine, scripted games, the main job, and
//! the differential check of the native `strachey` rules against the interpreter.
//! Expectations live in `tests/bridge/`.

use attic::bridge::checkers::{
    format_tuple, name_tuples, name_tuples_from, tuple_to_value, value_to_tuple, Interpreted,
    ProgramDecision,
};
use attic::checkers::random::random_positions;
use attic::checkers::search::INFINITY;
use attic::checkers::{
    choose, successors, Decision, Engine, EngineError, Position, Rules, SearchKind, StracheyTuple,
};
use attic::cpl::errata;
use attic::cpl::runtime::logical::Reading;
use attic::diagnostic::Source;

use crate::support::attic;

// ---------------------------------------------------------------------------------------------
// helpers

fn data(name: &str) -> String {
    let path = format!("{}/tests/bridge/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The data lines of a table under tests/bridge/, split at `|` and trimmed.
fn table(name: &str) -> Vec<Vec<String>> {
    crate::support::table(&format!("bridge/{name}"))
}

/// A PDN FEN, or `opening` followed by moves played from the start (under the listing's
/// rules).
fn position(spec: &str) -> Position {
    crate::support::checkers_position(spec, Rules::Strachey)
}

fn reading(name: &str) -> Reading {
    match name {
        "set" => Reading::Set,
        "xor" => Reading::Xor,
        other => panic!("unknown reading {other}"),
    }
}

/// The printed listing with errata E1 and E2 only: it parses and runs, with Strachey's own
/// king expression `K - ψ ∧ K + Xk`.
fn printed_e2() -> String {
    errata::apply(attic::programs::STRACHEY_PRINTED, Some("E2")).expect("E1 and E2 apply")
}

/// A program by its name in the tables.
fn program(name: &str, reading: Reading) -> Interpreted {
    let loaded = match name {
        "corrected" => Interpreted::corrected(reading),
        "printed-E2" => Interpreted::load(Source::new("printed-E2.cpl", printed_e2()), reading),
        path => Interpreted::load(Source::new(path, data(path)), reading),
    };
    loaded.unwrap_or_else(|d| panic!("{name}: {d}"))
}

// ---------------------------------------------------------------------------------------------
// tuples

#[test]
fn tuples_survive_the_trip_through_values() {
    for pos in random_positions(7, &Position::initial(), Rules::Strachey, 120, 300) {
        let t = pos.to_strachey();
        let v = tuple_to_value(&t);
        assert_eq!(value_to_tuple(&v), Some(t), "{v}");
        assert_eq!(Position::from_strachey(t), Ok(pos));
    }
    let mut cpl = program("corrected", Reading::Set);
    let opening = cpl
        .interpreter()
        .call("Opening", vec![])
        .ok()
        .and_then(|o| o.value())
        .expect("the prelude's opening");
    assert_eq!(
        value_to_tuple(&opening),
        Some(Position::initial().to_strachey()),
        "the prelude's Opening is the native opening"
    );
    assert_eq!(value_to_tuple(&attic::cpl::value::Value::Int(1)), None);
}

// ---------------------------------------------------------------------------------------------
// moves, perft, choose through the interpreter

/// The bridge keeps the value `ChosenPosition` throws away by running its body; the program's
/// own `ChosenPosition` must pick the same position.
#[test]
fn the_bridge_picks_what_chosen_position_picks() {
    let mut cpl = program("corrected", Reading::Set);
    for pos in random_positions(11, &Position::initial(), Rules::Strachey, 80, 40) {
        let t = pos.to_strachey();
        let ProgramDecision::Choice(c) = cpl.choose_tuple(&t, 2).expect("runs") else {
            continue;
        };
        let own = cpl
            .interpreter()
            .call("ChosenPosition", vec![tuple_to_value(&t)])
            .expect("runs")
            .value()
            .expect("no resignation");
        let expected = c.index.map(|i| c.successors[i]);
        assert_eq!(value_to_tuple(&own), expected, "{own}");
    }
}

// ---------------------------------------------------------------------------------------------
// tuples no position matches

/// Strachey's own king expression read as sets leaves the king bit on the square a king
/// leaves (finding F1): the successor is kept as a tuple and named from the board.
#[test]
fn a_stale_king_bit_is_kept_and_reported() {
    let mut cpl = program("printed-E2", Reading::Set);
    let pos = position("B:W32:BK1");
    let tuples = cpl.successor_tuples(&pos.to_strachey()).expect("runs");
    let named = name_tuples(&pos, Rules::Strachey, &tuples);
    let got: Vec<&str> = named.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(got, ["1-6", "1-5"]);
    for successor in &named {
        assert!(successor.position.is_err());
        let note = successor.note(Rules::Strachey).expect("a note");
        assert!(note.contains("square 1 is marked as a king"), "{note}");
    }
    // The engine trait cannot give a position: an error that keeps the tuple.
    match cpl.successors(&pos) {
        Err(EngineError::Unrepresentable { index, tuple, .. }) => {
            assert_eq!((index, tuple), (0, tuples[0]), "{}", format_tuple(&tuple))
        }
        other => panic!("{other:?}"),
    }
    // perft walks the tuples as the program sees them.
    assert!(cpl.perft(&pos, 3).is_ok_and(|n| n > 0));

    let file = format!("{}/printed-E2.cpl", env!("CARGO_TARGET_TMPDIR"));
    std::fs::write(&file, printed_e2()).expect("write the program");
    let (code, out, err) = attic(
        &[
            "checkers",
            "moves",
            "--program",
            &file,
            "--fen",
            "B:W32:BK1",
        ],
        "",
    );
    assert_eq!((code, out.as_str()), (0, "1-6\n1-5\n"), "{err}");
    assert!(err.contains("is no checkers position"), "{err}");
    let (code, out, _) = attic(
        &[
            "checkers",
            "perft",
            "3",
            "--program",
            &file,
            "--fen",
            "B:W32:BK1",
        ],
        "",
    );
    assert_eq!(code, 0);
    assert_eq!(
        out.lines().last().and_then(|n| n.parse::<u64>().ok()),
        cpl.perft(&pos, 3).ok()
    );
}

// ---------------------------------------------------------------------------------------------
// the differential check: native `strachey` against the interpreter

/// The seeded random-play corpus the native tests use too (seed 1966, games of up to 120
/// plies), so both sides regenerate the same positions.
fn corpus(count: usize) -> Vec<Position> {
    random_positions(1966, &Position::initial(), Rules::Strachey, 120, count)
}

#[test]
fn native_strachey_gives_the_interpreters_successors_in_order() {
    let mut cpl = program("corrected", Reading::Set);
    let positions = corpus(10_000);
    assert_eq!(positions.len(), 10_000);
    let mut compared = 0;
    for pos in &positions {
        let interpreted = cpl.successor_tuples(&pos.to_strachey()).expect("runs");
        let native: Vec<StracheyTuple> = successors(pos, Rules::Strachey)
            .iter()
            .map(Position::to_strachey)
            .collect();
        assert_eq!(native, interpreted, "{}", attic::checkers::format_fen(pos));
        compared += native.len();
    }
    assert!(compared > 10_000, "{compared} successors compared");
}

#[test]
fn native_minimax_chooses_what_the_interpreter_chooses_at_depth_3() {
    let mut cpl = program("corrected", Reading::Set);
    let mut native = attic::checkers::Native::new(Rules::Strachey);
    let (mut nil, mut resign, mut infinite) = (0, 0, 0);
    for pos in corpus(10_000).iter().step_by(10) {
        let interpreted = cpl.choose_tuple(&pos.to_strachey(), 3).expect("runs");
        let ours = choose(&mut native, pos, 3, SearchKind::Minimax).unwrap_or(Decision::Resign);
        let fen = attic::checkers::format_fen(pos);
        match (interpreted, ours) {
            (ProgramDecision::Resign, Decision::Resign) => resign += 1,
            (ProgramDecision::Choice(c), Decision::Choice(n)) => {
                assert_eq!(
                    (c.index, c.value, c.evaluations),
                    (n.index, n.value, n.evaluated),
                    "{fen}"
                );
                nil += c.index.is_none() as u32;
                infinite += (c.value.abs() == INFINITY) as u32;
            }
            (c, n) => panic!("{fen}: interpreted {c:?}, native {n:?}"),
        }
    }
    eprintln!("1000 choices: {resign} resignations, {nil} NIL, {infinite} infinite values");
}

// ---------------------------------------------------------------------------------------------
// the command line

#[test]
fn cli_moves_through_the_interpreter_by_default() {
    for row in crate::support::table("checkers/corpus/moves.txt")
        .into_iter()
        .filter(|r| r[0] == "strachey" && !r[2].starts_with("opening "))
    {
        let fen = if row[2] == "opening" {
            "B:W21-32:B1-12"
        } else {
            &row[2]
        };
        let (code, out, err) = attic(&["checkers", "moves", "--fen", fen], "");
        let expected: String = row[3]
            .split_whitespace()
            .map(|m| format!("{m}\n"))
            .collect();
        assert_eq!((code, out), (0, expected), "{row:?} {err}");
    }
    let (code, out, _) = attic(
        &[
            "checkers",
            "moves",
            "--reading",
            "xor",
            "--engine",
            "interpreted",
        ],
        "",
    );
    assert_eq!(
        (code, out.as_str()),
        (0, "9-14\n10-15\n11-16\n9-13\n10-14\n11-15\n12-16\n")
    );
}

#[test]
fn cli_perft_and_choose_through_the_interpreter() {
    let (code, out, _) = attic(&["checkers", "perft", "4", "--divide"], "");
    assert_eq!(code, 0);
    insta::assert_snapshot!("cli_interpreted_perft_divide", out);
    let (code, out, _) = attic(&["checkers", "choose", "--depth", "3"], "");
    assert_eq!(code, 0);
    insta::assert_snapshot!("cli_interpreted_choose_opening", out);
    let mut plain = Vec::new();
    for fen in ["W:W:B1", "W:W24:B1,8,14,16,25"] {
        let (code, out, _) = attic(&["checkers", "choose", "--fen", fen], "");
        plain.push(format!("{fen} (exit {code}):\n{out}"));
    }
    insta::assert_snapshot!("cli_interpreted_choose_resign_and_nil", plain.join("\n"));
}

#[test]
fn cli_refuses_a_program_that_does_not_parse_or_run() {
    let (code, out, err) = attic(
        &[
            "checkers",
            "moves",
            "--program",
            "programs/cpl/strachey-1966.cpl",
        ],
        "",
    );
    assert_eq!((code, out.as_str()), (65, ""));
    assert!(err.contains("strachey-1966.cpl:35:1"), "{err}");
    let (code, _, err) = attic(
        &[
            "checkers",
            "moves",
            "--program",
            "tests/bridge/no-legal-positions.cpl",
        ],
        "",
    );
    assert_eq!(code, 65);
    assert!(
        err.contains("does not define `LegalPositionsFrom`"),
        "{err}"
    );
    let (code, _, err) = attic(
        &[
            "checkers",
            "moves",
            "--program",
            "tests/bridge/wrong-successors.cpl",
        ],
        "",
    );
    assert_eq!(code, 1);
    insta::assert_snapshot!("cli_wrong_successors", err);
}

/// Every script under tests/bridge/play/ (`NAME.args`, one argument a line, and `NAME.in`,
/// the lines a person types) plays to its end; the transcript is a snapshot.
#[test]
fn cli_plays_scripted_games_to_their_end() {
    let dir = format!("{}/tests/bridge/play", env!("CARGO_MANIFEST_DIR"));
    let mut scripts: Vec<String> = std::fs::read_dir(&dir)
        .expect("the play scripts")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter_map(|name| name.strip_suffix(".args").map(str::to_string))
        .collect();
    scripts.sort();
    assert!(scripts.len() >= 3, "{scripts:?}");
    for name in scripts {
        let args = data(&format!("play/{name}.args"));
        let input = data(&format!("play/{name}.in"));
        let mut argv = vec!["checkers", "play"];
        argv.extend(args.lines().filter(|l| !l.is_empty()));
        let (code, out, err) = attic(&argv, &input);
        assert_eq!(code, 0, "{name}: {err}");
        let last = out.lines().last().unwrap_or("");
        assert!(
            ["loses", "resigns", "game abandoned", "draw", "stopped"]
                .iter()
                .any(|end| last.contains(end)),
            "{name}: {last}"
        );
        insta::assert_snapshot!(
            format!("play_{name}"),
            format!("{out}\n--- stderr ---\n{err}")
        );
    }
}

#[test]
fn the_main_job_plays_the_listing_against_itself() {
    let (code, out, err) = attic(&[], "");
    assert_eq!(code, 0, "{err}");
    insta::assert_snapshot!("main_job", out);
}

// ---------------------------------------------------------------------------------------------
// games walked through the program's own tuples

#[test]
fn games_walked_through_the_programs_tuples() {
    for row in table("games.txt") {
        let mut cpl = program(&row[0], reading(&row[1]));
        let mut here = Position::initial().to_strachey();
        for played in row[2].split_whitespace() {
            let children = cpl.successor_tuples(&here).expect("runs");
            let named = name_tuples_from(&here, Rules::Strachey, &children);
            here = named
                .iter()
                .find(|s| s.name == played)
                .unwrap_or_else(|| panic!("{row:?}: {played} is not offered"))
                .tuple;
        }
        let children = cpl.successor_tuples(&here).expect("runs");
        let offered: Vec<String> = name_tuples_from(&here, Rules::Strachey, &children)
            .into_iter()
            .map(|s| s.name)
            .collect();
        assert_eq!(
            offered.join(" "),
            row[3],
            "{row:?} from {}",
            format_tuple(&here)
        );
    }
}
