//! The chess engine that plays: UCI sessions from scripted stdin (every command, garbage
//! included), `go mate` on the problem corpus, the evaluation and move listing on the
//! command line, the shipped opening book, and games in the terminal.
//!
//! The python-chess tests (a real UCI client and an independent Polyglot reader) are in
//! `chess_engine_python.rs`.

use crate::support::attic;
use attic::chess::epd::parse_problems;
use attic::chess::search::{Score, SearchLimits, Searcher, Technique, Techniques};
use attic::chess::uci::parse_position;
use attic::chess::Position;

/// Runs `attic chess uci` with `script` on stdin; returns stdout's lines.
fn uci(script: &str) -> Vec<String> {
    let (code, out, err) = attic(&["chess", "uci"], script);
    assert_eq!(code, 0, "stderr: {err}");
    assert!(err.is_empty(), "stderr: {err}");
    out.lines().map(str::to_string).collect()
}

fn lines_starting<'a>(lines: &'a [String], prefix: &str) -> Vec<&'a str> {
    lines
        .iter()
        .filter(|l| l.starts_with(prefix))
        .map(String::as_str)
        .collect()
}

/// The moves of every `bestmove` line.
fn bestmoves(lines: &[String]) -> Vec<String> {
    lines_starting(lines, "bestmove ")
        .iter()
        .map(|l| l.split_whitespace().nth(1).unwrap_or("").to_string())
        .collect()
}

/// The value of `key` in an `info` line (`depth`, `nodes`, `score` → "cp 12").
fn info_field(line: &str, key: &str) -> Option<String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let at = words.iter().position(|w| *w == key)?;
    match key {
        "score" => Some(format!("{} {}", words.get(at + 1)?, words.get(at + 2)?)),
        "pv" => Some(words[at + 1..].join(" ")),
        _ => words.get(at + 1).map(|w| w.to_string()),
    }
}

fn assert_legal(position_args: &str, mv: &str) {
    let args: Vec<&str> = position_args.split_whitespace().collect();
    let game = parse_position(&args).expect("the test's position is valid");
    assert!(
        game.current().parse_uci(mv).is_ok(),
        "{mv} is not legal after 'position {position_args}'"
    );
}

#[test]
fn uci_handshake_lists_the_options() {
    let lines = uci("uci\nisready\nquit\n");
    assert!(lines[0].starts_with("id name attic"));
    assert_eq!(lines[1], "id author the attic project");
    let techniques = Technique::ALL.map(Technique::option_name);
    for option in ["Hash", "OwnBook", "BookFile", "MultiPV"]
        .into_iter()
        .chain(techniques)
    {
        assert!(
            lines
                .iter()
                .any(|l| l.starts_with(&format!("option name {option} type"))),
            "{option} missing: {lines:?}"
        );
    }
    let ok = lines.iter().position(|l| l == "uciok").unwrap();
    assert_eq!(lines[ok + 1], "readyok");
    assert_eq!(lines.len(), ok + 2);
}

#[test]
fn go_depth_reports_every_iteration_and_a_legal_move() {
    let lines = uci("position startpos moves e2e4 e7e5\ngo depth 4\n");
    let infos = lines_starting(&lines, "info depth");
    let depths: Vec<String> = infos
        .iter()
        .filter_map(|l| info_field(l, "depth"))
        .collect();
    assert_eq!(depths, ["1", "2", "3", "4"]);
    for info in &infos {
        for key in [
            "seldepth", "score", "nodes", "nps", "time", "hashfull", "pv",
        ] {
            assert!(info_field(info, key).is_some(), "{key} missing in {info}");
        }
        assert!(info_field(info, "score").unwrap().starts_with("cp "));
    }
    let best = bestmoves(&lines);
    assert_eq!(best.len(), 1);
    assert_legal("startpos moves e2e4 e7e5", &best[0]);
    // The best move is the first move of the last line's principal variation.
    let pv = info_field(infos.last().unwrap(), "pv").unwrap();
    assert!(pv.starts_with(&best[0]), "{pv} / {}", best[0]);
}

#[test]
fn go_nodes_movetime_and_clocks() {
    let lines = uci(concat!(
        "position startpos\n",
        "go nodes 3000\n",
        "isready\n",
        "go movetime 50\n",
        "isready\n",
        "go wtime 500 btime 500 winc 10 binc 10 movestogo 10\n",
        "isready\n",
        "position fen 4k3/8/8/8/8/8/4P3/4K3 b - - 0 1\n",
        "go wtime 100 btime 100\n",
    ));
    let best = bestmoves(&lines);
    assert_eq!(best.len(), 4, "{lines:?}");
    for mv in &best[..3] {
        assert_legal("startpos", mv);
    }
    assert_legal("fen 4k3/8/8/8/8/8/4P3/4K3 b - - 0 1", &best[3]);
    // The node limit holds for every report of the first search.
    let first_search_end = lines
        .iter()
        .position(|l| l.starts_with("bestmove"))
        .unwrap();
    for line in &lines[..first_search_end] {
        if let Some(nodes) = info_field(line, "nodes") {
            assert!(nodes.parse::<u64>().unwrap() <= 3000, "{line}");
        }
    }
}

#[test]
fn stop_ends_an_infinite_search_and_bestmove_waits_for_it() {
    let lines = uci("position startpos\ngo infinite\nisready\nstop\nisready\n");
    let ready: Vec<usize> = lines
        .iter()
        .enumerate()
        .filter(|(_, l)| *l == "readyok")
        .map(|(i, _)| i)
        .collect();
    let best = lines
        .iter()
        .position(|l| l.starts_with("bestmove"))
        .unwrap();
    assert_eq!(ready.len(), 2);
    assert!(ready[0] < best, "bestmove came before stop: {lines:?}");
    assert_legal("startpos", &bestmoves(&lines)[0]);
    // The end of input stops an infinite search too; `go` with no limit is infinite.
    let lines = uci("go\n");
    assert_eq!(bestmoves(&lines).len(), 1);
}

#[test]
fn a_second_go_and_options_during_an_infinite_search_are_refused() {
    let lines = uci(concat!(
        "go infinite\n",
        "go depth 1\n",
        "setoption name Hash value 1\n",
        "ucinewgame\n",
        "stop\n",
        "stop\n",
        "go depth 1\n",
    ));
    let strings = lines_starting(&lines, "info string");
    assert!(strings
        .iter()
        .any(|l| l.contains("'go' ignored: an infinite search is running")));
    assert!(strings.iter().any(|l| l.contains("'setoption' ignored")));
    assert!(strings.iter().any(|l| l.contains("'ucinewgame' ignored")));
    assert_eq!(bestmoves(&lines).len(), 2, "{lines:?}");
}

#[test]
fn go_mate_finds_the_mate() {
    let lines = uci("position fen 2R5/8/3k4/3N2p1/4K1Q1/8/8/8 w - - 0 1\ngo mate 2\n");
    let last = lines_starting(&lines, "info depth")
        .last()
        .unwrap()
        .to_string();
    assert_eq!(info_field(&last, "score").unwrap(), "mate 2");
    assert_eq!(bestmoves(&lines), ["e4f5"]);
    // The side to move is being mated: a negative mate score.
    let lines = uci("position fen 7k/8/8/8/8/1r6/r7/7K w - - 0 1\ngo depth 3\n");
    let last = lines_starting(&lines, "info depth")
        .last()
        .unwrap()
        .to_string();
    assert!(last.contains("score mate -1"), "{last}");
}

#[test]
fn no_legal_move_gives_the_null_move() {
    let lines = uci("position fen 7k/5KQ1/8/8/8/8/8/8 b - - 0 1\ngo depth 3\n");
    assert_eq!(bestmoves(&lines), ["0000"]);
}

#[test]
fn garbage_is_ignored_with_a_reason_and_the_position_kept() {
    let script = concat!(
        "\n",
        "   \n",
        "xyzzy plugh\n",
        "position\n",
        "position sideways\n",
        "position startpos extra\n",
        "position fen 8/8/8 w - - 0 1\n",
        "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 moves e2e4\n",
        "position startpos moves e2e4 e7e5 e1e3\n",
        "position startpos moves e2e4 e7e5 zz\n",
        "go depth x\n",
        "go depth\n",
        "go depth 0\n",
        "go searchmoves e7e5\n",
        "go bananas 3\n",
        "setoption\n",
        "setoption name\n",
        "setoption name Nope value 3\n",
        "setoption name Hash value 0\n",
        "setoption name Hash value lots\n",
        "setoption name MultiPV value 99\n",
        "setoption name OwnBook value maybe\n",
        "setoption name UseNullMove value maybe\n",
        "setoption name null-move value false\n",
        "setoption name BookFile value no/such/book.bin\n",
        "setoption name BookFile value tests/chess_engine/not-a-book.txt\n",
        "ponderhit\n",
        "debug on\n",
        "stop\n",
        "\u{1b}[A\u{0}\u{7f}\n",
        "isready\n",
        "go depth 2\n",
    );
    let mut script = script.as_bytes().to_vec();
    // Replacement characters (what bytes that are not UTF-8 become), a very long line, and
    // a line ending in CR LF.
    script.extend_from_slice(b"\xff\xfe go depth 1\n");
    script.extend_from_slice("position startpos moves ".repeat(2000).as_bytes());
    script.extend_from_slice(b"\nisready\r\n");
    let script = String::from_utf8_lossy(&script).into_owned();
    let lines = uci(&script);
    let strings = lines_starting(&lines, "info string");
    let expect = [
        "unknown command 'xyzzy' ignored",
        "'position' needs startpos or fen; the position is unchanged",
        "'position' needs startpos or fen, not 'sideways'",
        "unexpected 'extra' after 'position startpos'",
        "bad FEN '8/8/8 w - - 0 1'",
        "move 3 of 'position': e1e3 is not a legal move in this position; the position is unchanged",
        "move 3 of 'position': 'zz' is not a UCI move",
        "'depth' needs a whole number, not 'x': 'go' ignored",
        "'depth' needs a number: 'go' ignored",
        "'depth' must be at least 1, not 0: 'go' ignored",
        "'searchmoves' is not supported: 'go' ignored",
        "unknown 'go' parameter 'bananas': 'go' ignored",
        "setoption needs 'name'",
        "setoption needs an option name",
        "no option 'Nope': ignored",
        "Hash must be a whole number of megabytes from 1 to 1024, not '0'",
        "Hash must be a whole number of megabytes from 1 to 1024, not 'lots'",
        "MultiPV must be a whole number from 1 to 32, not '99'",
        "OwnBook is true or false, not 'maybe'",
        "UseNullMove is true or false, not 'maybe'",
        "no option 'null-move': ignored",
        "BookFile no/such/book.bin: cannot read it",
        "BookFile tests/chess_engine/not-a-book.txt: not a Polyglot book",
        "pondering is not supported",
    ];
    for text in expect {
        assert!(
            strings.iter().any(|l| l.contains(text)),
            "no info string with '{text}' in {strings:#?}"
        );
    }
    assert_eq!(lines.iter().filter(|l| *l == "readyok").count(), 2);
    // The only position that was accepted is the FEN with e2e4: Black is to move.
    let best = bestmoves(&lines);
    assert_eq!(best.len(), 1, "{lines:?}");
    assert_legal("startpos moves e2e4", &best[0]);
}

#[test]
fn quit_ends_the_session_at_once() {
    let lines = uci("uci\nquit\nisready\n");
    assert!(!lines.iter().any(|l| l == "readyok"));
    // quit during a search stops it; the best move is still reported.
    let lines = uci("go infinite\nquit\nisready\n");
    assert_eq!(bestmoves(&lines).len(), 1);
    assert!(!lines.iter().any(|l| l == "readyok"));
}

#[test]
fn ucinewgame_hash_and_multipv() {
    let lines = uci(concat!(
        "setoption name Hash value 1\n",
        "setoption name MultiPV value 3\n",
        "ucinewgame\n",
        "position startpos\n",
        "go depth 3\n",
    ));
    let infos = lines_starting(&lines, "info depth 3 ");
    let lines_seen: Vec<String> = infos
        .iter()
        .filter_map(|l| info_field(l, "multipv"))
        .collect();
    assert_eq!(lines_seen, ["1", "2", "3"]);
    let firsts: Vec<String> = infos
        .iter()
        .map(|l| {
            info_field(l, "pv")
                .unwrap()
                .split(' ')
                .next()
                .unwrap()
                .to_string()
        })
        .collect();
    assert_eq!(firsts.len(), 3);
    assert!(firsts[0] != firsts[1] && firsts[1] != firsts[2] && firsts[0] != firsts[2]);
    // Line 1 is the best move.
    assert_eq!(bestmoves(&lines), [firsts[0].clone()]);
}

#[test]
fn the_engine_plays_from_its_book_when_asked() {
    let book_moves = ["e2e4", "d2d4", "c2c4", "g1f3", "b2b4"];
    let lines = uci("setoption name OwnBook value true\nposition startpos\ngo movetime 1000\n");
    let best = bestmoves(&lines);
    assert!(book_moves.contains(&best[0].as_str()), "{best:?}");
    assert!(lines_starting(&lines, "info string book move").len() == 1);
    // Out of the book, it searches.
    let lines = uci(concat!(
        "setoption name OwnBook value true\n",
        "setoption name BookFile value programs/chess/book.bin\n",
        "position startpos moves h2h4 h7h5\n",
        "go depth 2\n",
    ));
    assert!(lines_starting(&lines, "info string book programs/chess/book.bin loaded").len() == 1);
    assert!(lines_starting(&lines, "info string book move").is_empty());
    assert_eq!(lines_starting(&lines, "info depth").len(), 2);
}

/// `go mate N` through the library on every problem of `programs/problems` up to mate in 4:
/// the engine proves a mate in at most N, and its first move is one of the keys.
#[test]
fn go_mate_solves_the_problem_corpus() {
    let files = [
        include_str!("../../../programs/problems/known-keys.epd"),
        include_str!("../../../programs/problems/donna.epd"),
        include_str!("../../../programs/problems/popeye.epd"),
        include_str!("../../../programs/problems/matetrack.epd"),
    ];
    let mut solved = 0;
    let mut searcher = Searcher::new(16);
    for text in files {
        for problem in parse_problems(text).unwrap() {
            if problem.mate_in > 4 {
                continue;
            }
            let pos = Position::from_fen(&problem.fen).unwrap();
            searcher.clear();
            let limits = SearchLimits {
                mate: Some(problem.mate_in),
                ..SearchLimits::default()
            };
            let result = searcher.search(&pos, &[], &limits, 1, &mut |_| {});
            let mv = result.best.unwrap();
            match result.score {
                Score::Mate(n) => assert!(
                    (1..=problem.mate_in as i32).contains(&n),
                    "{}: mate {n}",
                    problem.id
                ),
                other => panic!("{}: no mate found ({other:?})", problem.id),
            }
            let san = pos.san(mv);
            let san = san.trim_end_matches(['+', '#']);
            assert!(
                problem
                    .keys
                    .iter()
                    .any(|k| k.trim_end_matches(['+', '#']) == san),
                "{}: {san} is not among the keys {:?}",
                problem.id,
                problem.keys
            );
            solved += 1;
        }
    }
    assert!(solved >= 50, "only {solved} problems");
}

#[test]
fn eval_prints_every_term_for_both_sides() {
    // White: doubled and isolated c-pawns, castled; Black: a passed a-pawn, the bishop pair.
    let (code, out, err) = attic(
        &[
            "chess",
            "eval",
            "--fen",
            "r3k2r/pp3ppp/2b5/8/8/2P5/2P2PPP/bB3RK1 w kq - 0 1",
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    insta::assert_snapshot!(out);
    let (code, _, err) = attic(&["chess", "eval", "--fen", "8/8/8 w - - 0 1"], "");
    assert_eq!(code, 65);
    assert!(err.contains("bad FEN"), "{err}");
}

#[test]
fn moves_lists_every_legal_move_in_uci_and_san() {
    let (code, out, _) = attic(
        &[
            "chess",
            "moves",
            "--fen",
            "r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1",
        ],
        "",
    );
    assert_eq!(code, 0);
    insta::assert_snapshot!(out);
}

#[test]
fn the_shipped_book_is_what_chess_book_builds_from_the_shipped_pgn() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("book");
    std::fs::create_dir_all(&dir).unwrap();
    let built = dir.join("book.bin");
    let (code, _, err) = attic(
        &[
            "chess",
            "book",
            "--pgn",
            "programs/chess/openings.pgn",
            "-o",
            built.to_str().unwrap(),
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    assert!(err.starts_with("40 games, "), "{err}");
    let ours = std::fs::read(&built).unwrap();
    let shipped = include_bytes!("../../../programs/chess/book.bin");
    assert!(
        ours == shipped,
        "programs/chess/book.bin is stale: rebuild it"
    );
    let _ = std::fs::remove_dir_all(&dir);
    // Probing lists the moves with their weights.
    let (code, out, _) = attic(
        &[
            "chess",
            "book",
            "--probe",
            "programs/chess/book.bin",
            "--fen",
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
        ],
        "",
    );
    assert_eq!(code, 0);
    insta::assert_snapshot!(out);
    // A bad PGN says where.
    let (code, _, err) = attic(
        &["chess", "book", "--pgn", "Cargo.toml", "-o", "/dev/null"],
        "",
    );
    assert_eq!(code, 65);
    assert!(err.contains("Cargo.toml: line 1"), "{err}");
}

#[test]
fn play_a_scripted_game_with_undo_to_mate() {
    // The computer (Black) answers at depth 1; the person's moves come in UCI and SAN.
    let (code, out, err) = attic(
        &[
            "chess",
            "play",
            "--computer",
            "black",
            "--depth",
            "1",
            "--ascii",
        ],
        "e2e4\nundo\nd4\nnonsense\nquit\n",
    );
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("'nonsense' is no legal move here"), "{err}");
    insta::assert_snapshot!("play_undo_quit", out);
    // A game to its end: mate in one by the person.
    let (code, out, _) = attic(
        &[
            "chess",
            "play",
            "--computer",
            "black",
            "--ascii",
            "--fen",
            "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1",
        ],
        "Ra8#\n",
    );
    assert_eq!(code, 0);
    assert!(out.contains("checkmate, white wins"), "{out}");
    assert!(out.contains("[Result \"1-0\"]"), "{out}");
    assert!(out.contains("1. Ra8# 1-0"), "{out}");
}

#[test]
fn play_ends_by_stalemate_material_repetition_and_writes_pgn() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("play");
    std::fs::create_dir_all(&dir).unwrap();
    let pgn = dir.join("game.pgn");
    // Stalemate: the person's Qg6 leaves Black no move.
    let (_, out, _) = attic(
        &[
            "chess",
            "play",
            "--computer",
            "black",
            "--ascii",
            "--fen",
            "7k/5K2/8/6Q1/8/8/8/8 w - - 0 1",
            "--pgn",
            pgn.to_str().unwrap(),
        ],
        "Qg6\n",
    );
    assert!(out.contains("stalemate, a draw"), "{out}");
    let written = std::fs::read_to_string(&pgn).unwrap();
    assert!(written.contains("[Result \"1/2-1/2\"]") && written.contains("1. Qg6 1/2-1/2"));
    let games = attic::chess::pgn::parse_pgn(&written).unwrap();
    assert_eq!(games[0].moves.len(), 1);
    // Each way a game between two people ends: (start, moves, what the verdict says).
    let endings = [
        (
            "8/8/4k3/8/8/4p3/4K3/8 w - - 0 1",
            "Kxe3\n",
            "insufficient material, a draw",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "Nf3\nNf6\nNg1\nNg8\nNf3\nNf6\nNg1\nNg8\n",
            "threefold repetition, a draw",
        ),
        (
            "8/8/4k3/8/8/R2K4/8/8 w - - 99 80",
            "Ra4\n",
            "fifty moves without a capture",
        ),
    ];
    for (fen, moves, verdict) in endings {
        let (_, out, _) = attic(
            &[
                "chess",
                "play",
                "--computer",
                "none",
                "--ascii",
                "--fen",
                fen,
            ],
            moves,
        );
        assert!(out.contains(verdict), "{fen}: {out}");
    }
    // The computer plays both sides to a ply limit.
    let (code, out, _) = attic(
        &[
            "chess",
            "play",
            "--computer",
            "both",
            "--depth",
            "2",
            "--ascii",
            "--book",
            "--max-plies",
            "6",
        ],
        "",
    );
    assert_eq!(code, 0);
    assert!(
        out.contains("(book)") && out.contains("stopped after 6 plies"),
        "{out}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The nodes of a search of `fen` to `depth` with `techniques`.
fn nodes_at_depth(fen: &str, depth: u32, techniques: Techniques) -> u64 {
    let pos = Position::from_fen(fen).unwrap();
    let mut searcher = Searcher::new(4);
    searcher.set_techniques(techniques);
    let limits = SearchLimits {
        depth: Some(depth),
        ..SearchLimits::default()
    };
    searcher.search(&pos, &[], &limits, 1, &mut |_| {}).nodes
}

#[test]
fn each_technique_switched_off_changes_the_search_and_still_mates() {
    // The Italian game after 4 moves: captures, checks and quiet moves in the tree. Plain
    // minimax is searched 2 plies deep (it has no cut-offs: 3 plies are 19 million nodes).
    let fen = "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";
    for t in Technique::ALL {
        let depth = if t == Technique::AlphaBeta { 2 } else { 5 };
        let full = nodes_at_depth(fen, depth, Techniques::default());
        let without = nodes_at_depth(fen, depth, Techniques::without(t));
        assert_ne!(full, without, "{} off searched the same tree", t.name());
    }
    // Over UCI, each option off: the engine still mates in one and plays legal moves.
    for t in Technique::ALL {
        let lines = uci(&format!(
            "setoption name {} value false\nposition fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1\n\
             go depth 3\nposition startpos moves e2e4\ngo nodes 3000\n",
            t.option_name()
        ));
        let best = bestmoves(&lines);
        assert_eq!(best.len(), 2, "{}: {lines:?}", t.name());
        assert_eq!(best[0], "a1a8", "{} off missed the mate", t.name());
        assert_legal("startpos moves e2e4", &best[1]);
    }
}

#[test]
fn ladder_prints_a_row_a_technique() {
    let (code, out, err) = attic(
        &[
            "chess",
            "ladder",
            "--nodes",
            "300",
            "--max-openings",
            "1",
            "--max-plies",
            "30",
            "--only",
            "null-move,book",
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    let rows: Vec<&str> = out.lines().filter(|l| l.starts_with("| ")).collect();
    // The header and the two techniques.
    assert_eq!(rows.len(), 3, "{out}");
    assert!(
        rows[1].starts_with("| null-move | UseNullMove | 2 | +"),
        "{out}"
    );
    assert!(rows[2].starts_with("| book | OwnBook | 2 | +"), "{out}");
    let (code, _, err) = attic(&["chess", "ladder", "--only", "telepathy"], "");
    assert_eq!(code, 65);
    assert!(err.contains("no technique 'telepathy'"), "{err}");
}
