//! The native chess engine: perft against published counts, notation against an
//! independent implementation, round trips, FEN errors, and the command line.

use std::process::Command;

use attic::chess::perft::{parse_perft_cases, PerftCase};
use attic::chess::{divide, perft, Position};

/// CI budget: depths whose published count exceeds this are left to the benchmark.
const NODE_CAP: u64 = 5_000_000;

fn perft_cases() -> Vec<PerftCase> {
    parse_perft_cases(include_str!("chess/perft.epd")).expect("perft.epd is well formed")
}

fn position(fen: &str) -> Position {
    Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

#[test]
fn perft_matches_published_counts_up_to_the_node_cap() {
    let cases = perft_cases();
    assert!(cases.len() >= 7);
    for case in &cases {
        let pos = position(&case.fen);
        let mut checked = 0;
        for &(depth, nodes) in case.counts.iter().filter(|(_, n)| *n <= NODE_CAP) {
            assert_eq!(perft(&pos, depth), nodes, "{} depth {depth}", case.id);
            checked += 1;
        }
        assert!(checked >= 3, "{}: too few depths under the cap", case.id);
    }
}

#[test]
fn divide_adds_up_to_perft() {
    for case in perft_cases() {
        let pos = position(&case.fen);
        let split = divide(&pos, 3);
        assert_eq!(split.len() as u64, perft(&pos, 1), "{}", case.id);
        let total: u64 = split.iter().map(|(_, n)| n).sum();
        assert_eq!(total, perft(&pos, 3), "{}", case.id);
    }
}

/// Every position to depth 2: FEN prints and parses back to the same position and key, the
/// key kept up to date equals the key computed afresh, and every legal move survives UCI
/// and SAN in both directions.
fn check_round_trips(pos: &Position, depth: u32, seen: &mut u64) {
    *seen += 1;
    let fen = pos.to_fen();
    let back = Position::from_fen(&fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    assert_eq!(&back, pos, "{fen}");
    assert_eq!(back.to_fen(), fen);
    assert_eq!(pos.key(), pos.compute_key(), "{fen}");
    for &mv in pos.legal_moves().iter() {
        let uci = mv.to_uci();
        assert_eq!(pos.parse_uci(&uci), Ok(mv), "{fen} {uci}");
        let san = pos.san(mv);
        assert_eq!(pos.parse_san(&san), Ok(mv), "{fen} {san}");
        if depth > 0 {
            check_round_trips(&pos.play(mv), depth - 1, seen);
        }
    }
}

#[test]
fn fen_uci_and_san_round_trip_for_every_move_to_depth_two() {
    let mut seen = 0;
    for case in perft_cases() {
        check_round_trips(&position(&case.fen), 2, &mut seen);
    }
    assert!(seen > 5_000, "only {seen} positions visited");
}

#[test]
fn moves_and_san_agree_with_python_chess() {
    let text = include_str!("chess/san.txt");
    let mut records = 0;
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let mut fields = line.split(" ; ");
        let fen = fields.next().unwrap_or_default();
        let pos = position(fen);
        let mut expected: Vec<(String, String)> = fields
            .map(|f| {
                let (uci, san) = f.split_once(' ').expect("uci san");
                (uci.to_string(), san.to_string())
            })
            .collect();
        let mut ours: Vec<(String, String)> = pos
            .legal_moves()
            .iter()
            .map(|&m| (m.to_uci(), pos.san(m)))
            .collect();
        expected.sort();
        ours.sort();
        assert_eq!(ours, expected, "{fen}");
        records += 1;
    }
    assert!(records >= 15);
}

#[test]
fn bad_fens_are_refused_with_reasons() {
    let mut report = String::new();
    for fen in include_str!("chess/bad-fen.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
    {
        match Position::from_fen(fen) {
            Ok(_) => panic!("accepted a bad FEN: {fen}"),
            Err(e) => report.push_str(&format!("{fen}\n    {e}\n")),
        }
    }
    insta::assert_snapshot!(report);
}

#[test]
fn en_passant_square_is_kept_only_when_a_capture_is_possible() {
    let after_push = Position::initial().play(Position::initial().parse_uci("e2e4").unwrap());
    assert_eq!(after_push.en_passant(), None);
    let fen = "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3";
    assert_eq!(position(fen).to_fen(), fen);
}

fn attic(args: &[&str]) -> (String, String, i32) {
    let out = Command::new(env!("CARGO_BIN_EXE_attic"))
        .args(args)
        .output()
        .expect("attic runs");
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.code().unwrap_or(-1),
    )
}

#[test]
fn cli_perft_prints_the_bare_count_last() {
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let (out, _, code) = attic(&["chess", "perft", "2", "--divide", "--fen", kiwipete]);
    assert_eq!(code, 0);
    assert_eq!(out.lines().last(), Some("2039"));
    insta::assert_snapshot!("perft_divide_kiwipete_2", out);
    let (out, _, code) = attic(&["chess", "perft", "3"]);
    assert_eq!((out.as_str(), code), ("8902\n", 0));
}

#[test]
fn cli_board_and_bad_fen() {
    let (out, _, code) = attic(&[
        "chess",
        "board",
        "--fen",
        "r3k2r/8/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1",
    ]);
    assert_eq!(code, 0);
    insta::assert_snapshot!("board_unicode", out);
    let (out, _, _) = attic(&["chess", "board", "--ascii"]);
    insta::assert_snapshot!("board_ascii_initial", out);
    let (_, err, code) = attic(&["chess", "perft", "1", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1"]);
    assert_eq!(code, 65);
    assert!(err.contains("there is no white king"), "{err}");
}
