//! The five-move program the certification's pattern gives (`programs/algol/mate-in-5.alg`,
//! `attic algol extend`) on every mate in 5 of `programs/problems/` that fits its rules
//! (white to play, no en passant, at most 16 men a side): its key must be one the native
//! solver lists, with the programs' rules. The committed Rust translation runs all of them
//! (seconds each); the interpreter, several times slower, runs the smallest search only,
//! through `attic chess solve --engine interpreted --mate 5`.

use std::path::Path;

use attic::algol::Limits;
use attic::bridge::algol_chess::{self, Executor, MateProgram, Setup, Verdict};
use attic::chess::solve::{Rules, Solver};
use attic::chess::Position;

const PROGRAM_RULES: Rules = Rules {
    castling: true,
    en_passant: false,
    underpromotion: true,
};

/// Every `dm 5` record of `programs/problems/*.epd`: (id, FEN).
fn mates_in_5() -> Vec<(String, String)> {
    let dir = Path::new(crate::support::ROOT).join("programs/problems");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "epd"))
        .collect();
    files.sort();
    let mut problems = Vec::new();
    for file in files {
        for line in std::fs::read_to_string(&file).unwrap().lines() {
            if line.starts_with('#') || !line.contains(" dm 5;") {
                continue;
            }
            let fen = line
                .split_whitespace()
                .take(4)
                .collect::<Vec<_>>()
                .join(" ");
            let id = line
                .split("id \"")
                .nth(1)
                .and_then(|rest| rest.split('"').next())
                .unwrap_or("?")
                .to_string();
            problems.push((id, fen));
        }
    }
    problems
}

fn native_keys(fen: &str) -> Vec<String> {
    let position = Position::from_fen(fen).unwrap();
    Solver::new(PROGRAM_RULES)
        .keys(&position, 5, &mut |_| {})
        .unwrap()
        .into_iter()
        .map(|(mv, _)| mv.to_uci())
        .collect()
}

#[test]
fn translated_five_move_program_finds_a_native_key_on_every_mate_in_5() {
    let program = MateProgram::for_moves(5).unwrap();
    assert_eq!(program.name, "mate-in-5.alg");
    let mut solved = 0;
    let mut failures = Vec::new();
    for (id, fen) in mates_in_5() {
        let setup = Setup::from_fen(&fen).unwrap();
        let Ok(input) = algol_chess::program_input(&setup, program.moves_input) else {
            continue; // outside the program's rules
        };
        let (output, _) =
            algol_chess::run_with(Executor::Translated, &program, &input, Limits::unbounded())
                .unwrap_or_else(|e| panic!("{id}: {e}"));
        let verdict = algol_chess::read_verdict(&output).unwrap();
        let keys = native_keys(&fen);
        match verdict {
            Verdict::Key(key) | Verdict::MateInOne(key) if keys.contains(&key) => solved += 1,
            other => failures.push(format!(
                "{id}: the program says {other}, native keys {keys:?}"
            )),
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
    assert_eq!(
        solved, 11,
        "the mates in 5 of programs/problems in the program's rules"
    );
}

#[test]
fn interpreted_five_move_program_solves_the_smallest_search() {
    let fen = "3b3k/7P/6K1/6P1/8/8/1N6/8 w - -";
    let (code, out, err) = crate::support::attic(
        &[
            "chess",
            "solve",
            "--engine",
            "interpreted",
            "--fen",
            fen,
            "--mate",
            "5",
            "--keys",
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.trim(), "b2c4");
    assert!(native_keys(fen).contains(&"b2c4".to_string()));
    // The footnote's program stays at hand.
    let (code, out, err) = crate::support::attic(
        &[
            "chess",
            "solve",
            "--engine",
            "interpreted",
            "--fen",
            fen,
            "--mate",
            "5",
            "--keys",
            "--program",
            "mate-in-n",
        ],
        "",
    );
    assert_eq!((code, out.trim()), (0, "b2c4"), "{err}");
}
