//! The native chess engine: perft against published counts, notation against an
//! independent implementation, round trips, FEN errors, and the command line.

mod engine;
mod python;
mod tablebase;
mod tablebase_uci;

use attic::chess::perft::{parse_perft_cases, PerftCase};
use attic::chess::{divide, perft, Position};

/// CI budget: depths whose published count exceeds this are left to the benchmark.
const NODE_CAP: u64 = 5_000_000;

fn perft_cases() -> Vec<PerftCase> {
    parse_perft_cases(include_str!("../../chess/perft.epd")).expect("perft.epd is well formed")
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
    let text = include_str!("../../chess/san.txt");
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
    for fen in include_str!("../../chess/bad-fen.txt")
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
    let (code, stdout, stderr) = crate::support::attic(args, "");
    (stdout, stderr, code)
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

// ---------------------------------------------------------------------------------------
// Mate problems: the corpus in programs/problems, each key set checked independently.

mod problems {
    use super::{attic, position};
    use attic::chess::epd::Problem;
    use attic::chess::solve::{render_solution, Rules, Solver};

    pub(super) fn corpus() -> Vec<Problem> {
        attic::chess::epd::shipped_problems()
            .expect("well-formed EPD")
            .into_iter()
            .map(|(_, problem)| problem)
            .collect()
    }

    fn problem(id: &str) -> Problem {
        corpus()
            .into_iter()
            .find(|p| p.id == id)
            .unwrap_or_else(|| panic!("no problem {id}"))
    }

    fn solve_text(id: &str, tries: bool) -> String {
        let p = problem(id);
        let pos = position(&p.fen);
        let mut solver = Solver::new(Rules::default());
        let solution = solver
            .solve(&pos, p.mate_in, tries, &mut |_| {})
            .expect("solves");
        format!(
            "{} (mate in {}): {}\n{}",
            p.id,
            p.mate_in,
            p.fen,
            render_solution(&solution)
        )
    }

    fn key_sans(p: &Problem, rules: Rules) -> Vec<String> {
        let pos = position(&p.fen);
        let mut solver = Solver::new(rules);
        let keys = solver.keys(&pos, p.mate_in, &mut |_| {}).expect("solves");
        let pos = solver.prepare(&pos);
        let mut sans: Vec<String> = keys.iter().map(|&(m, _)| pos.san(m)).collect();
        sans.sort();
        sans
    }

    #[test]
    fn every_problem_has_exactly_its_published_keys() {
        let corpus = corpus();
        assert!(corpus.len() >= 25, "only {} problems", corpus.len());
        for p in &corpus {
            let mut expected = p.keys.clone();
            expected.sort();
            assert_eq!(key_sans(p, Rules::default()), expected, "{}", p.id);
        }
    }

    #[test]
    fn the_corpus_covers_the_themes_it_should() {
        let corpus = corpus();
        let has = |f: &dyn Fn(&Problem) -> bool| corpus.iter().any(f);
        assert!(has(&|p| p.keys.len() > 1), "a cooked problem");
        assert!(
            has(&|p| p.keys.iter().any(|k| k.starts_with("O-O"))),
            "a castling key"
        );
        assert!(
            has(&|p| p.keys.iter().any(|k| k.contains('='))),
            "a promotion key"
        );
        assert!(
            has(&|p| p.fen.split(' ').nth(1) == Some("b")),
            "black to move"
        );
        assert!(
            has(&|p| p.fen.split(' ').nth(3) != Some("-")),
            "an en-passant position"
        );
        for n in 2..=5 {
            assert!(has(&|p| p.mate_in == n), "a mate in {n}");
        }
    }

    #[test]
    fn full_solutions_in_the_problemists_layout() {
        for (id, tries) in [
            ("popeye_short_solution", true),
            ("donna_050", true),
            ("donna_120", false),
            ("donna_150", false),
            ("donna_200", false),
            ("popeye_m3_postkey", false),
            ("matetrack_castle_ooo_m2", false),
            ("matetrack_black_m3", false),
        ] {
            insta::assert_snapshot!(format!("solve_{id}"), solve_text(id, tries));
        }
    }

    #[test]
    fn rule_switches_take_the_special_moves_away() {
        let no = |castling, en_passant, underpromotion| Rules {
            castling,
            en_passant,
            underpromotion,
        };
        // The only mate is an en-passant capture; without it there is none.
        let ep = problem("matetrack_ep_m1a");
        assert_eq!(key_sans(&ep, Rules::default()), ["dxe6#"]);
        assert!(key_sans(&ep, no(true, false, true)).is_empty());
        // Castling keys disappear without castling.
        for id in ["matetrack_castle_ooo_m2", "matetrack_castle_oo_m2"] {
            let p = problem(id);
            assert!(key_sans(&p, no(false, true, true))
                .iter()
                .all(|k| !k.starts_with("O-O")));
        }
        // An underpromotion key disappears when pawns become queens only.
        let p = problem("donna_160");
        assert_eq!(key_sans(&p, Rules::default()), ["b8=B"]);
        assert!(!key_sans(&p, no(true, true, false)).contains(&"b8=B".to_string()));
    }

    #[test]
    fn stalemate_is_a_defence_not_a_mate() {
        // White to move: Qg7-c3 would take every square of the black king without check.
        let pos = position("8/6Q1/8/8/1K6/8/8/1kN5 w - - 0 1");
        let stalemating = pos.parse_san("Qc3").unwrap();
        assert!(pos.play(stalemating).is_stalemate());
        let mut solver = Solver::new(Rules::default());
        let keys = solver.keys(&pos, 2, &mut |_| {}).unwrap();
        assert!(keys.iter().all(|&(m, _)| m != stalemating));
    }

    #[test]
    fn cli_solve_keys_and_exit_codes() {
        let loveday = problem("loveday_indian_1845");
        let (out, _, code) = attic(&[
            "chess",
            "solve",
            "--fen",
            &loveday.fen,
            "--mate",
            "4",
            "--keys",
        ]);
        assert_eq!(code, 0);
        let pos = position(&loveday.fen);
        let mut printed: Vec<String> = out
            .lines()
            .map(|uci| pos.san(pos.parse_uci(uci).expect("a legal UCI move")))
            .collect();
        printed.sort();
        let mut expected = loveday.keys.clone();
        expected.sort();
        assert_eq!(printed, expected);

        let (out, _, code) = attic(&[
            "chess",
            "solve",
            "--fen",
            &loveday.fen,
            "--mate",
            "2",
            "--keys",
        ]);
        assert_eq!((out.as_str(), code), ("", 1));
        let (out, _, code) = attic(&["chess", "solve", "--fen", &loveday.fen, "--mate", "2"]);
        assert_eq!((out.as_str(), code), ("no solution: no mate in 2\n", 1));
        let (_, err, code) = attic(&["chess", "solve", "--fen", "8/8/8 w - -", "--mate", "2"]);
        assert_eq!(code, 65, "{err}");
        for bad in ["0", "-3", "two", "31"] {
            let (_, err, code) = attic(&["chess", "solve", "--fen", &loveday.fen, "--mate", bad]);
            assert_eq!(code, 65, "{bad}: {err}");
            assert!(err.contains("bad number of moves"), "{err}");
        }
    }
}

/// A solver with nothing clever in it (no table, no move order, no deepening), to check the
/// real one's key sets on the shorter problems.
mod plain_search {
    use attic::chess::Position;

    fn mates_within(pos: &Position, n: u32) -> bool {
        n > 0
            && pos
                .legal_moves()
                .iter()
                .any(|&m| defence_fails(&pos.play(m), n - 1))
    }

    fn defence_fails(pos: &Position, n: u32) -> bool {
        let replies = pos.legal_moves();
        if replies.is_empty() {
            return pos.in_check();
        }
        n > 0 && replies.iter().all(|&d| mates_within(&pos.play(d), n))
    }

    pub fn keys(pos: &Position, n: u32) -> Vec<String> {
        let mut keys: Vec<String> = pos
            .legal_moves()
            .iter()
            .filter(|&&m| defence_fails(&pos.play(m), n - 1))
            .map(|&m| pos.san(m))
            .collect();
        keys.sort();
        keys
    }
}

#[test]
fn the_solver_agrees_with_a_plain_search_on_mates_in_two_and_three() {
    use attic::chess::solve::{Rules, Solver};
    let mut checked = 0;
    for p in problems::corpus() {
        if p.mate_in > 3 {
            continue;
        }
        let pos = position(&p.fen);
        let mut solver = Solver::new(Rules::default());
        let mut ours: Vec<String> = solver
            .keys(&pos, p.mate_in, &mut |_| {})
            .expect("solves")
            .iter()
            .map(|&(m, _)| pos.san(m))
            .collect();
        ours.sort();
        assert_eq!(ours, plain_search::keys(&pos, p.mate_in), "{}", p.id);
        checked += 1;
    }
    assert!(checked >= 30, "{checked}");
}
