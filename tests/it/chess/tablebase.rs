//! The tablebases against the published facts of `tests/chess/tablebase.txt` and
//! `tablebase-kpkp.txt` (each fact's source is cited there), and the cache on disk.

use crate::support::attic;
use attic::chess::tablebase::{file, Material, Tablebase, Wdl};
use attic::chess::Position;

enum Fact {
    Longest(Material, u32),
    Value(Position, String, Option<u32>),
}

fn facts(text: &str, file_name: &str) -> Vec<(String, Fact)> {
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let at = format!("{file_name} line {}", n + 1);
        let fact = if let Some(rest) = line.strip_prefix("longest ") {
            let (name, moves) = rest.split_once(' ').expect(&at);
            let m = Material::parse(name).unwrap_or_else(|e| panic!("{at}: {e}"));
            Fact::Longest(m, moves.parse().expect(&at))
        } else {
            let (fen, expect) = line.split_once(';').expect(&at);
            let pos = Position::from_fen(fen.trim()).unwrap_or_else(|e| panic!("{at}: {e}"));
            let mut words = expect.split_whitespace();
            let result = words.next().expect(&at).to_string();
            Fact::Value(pos, result, words.next().map(|m| m.parse().expect(&at)))
        };
        out.push((at, fact));
    }
    out
}

/// Builds just the endings the facts need, and checks each.
fn check(text: &str, file_name: &str) -> usize {
    let facts = facts(text, file_name);
    let wanted: Vec<Material> = facts
        .iter()
        .map(|(_, f)| match f {
            Fact::Longest(m, _) => m.clone(),
            Fact::Value(pos, _, _) => Material::of(pos),
        })
        .collect();
    let tb = Tablebase::build(&wanted).expect("builds");
    for (at, fact) in &facts {
        match fact {
            Fact::Longest(m, moves) => {
                let plies = tb.table(m).expect(at).longest_win();
                assert_eq!(plies.div_ceil(2), *moves, "{at}: {m}");
            }
            Fact::Value(pos, result, moves) => {
                let value = tb.value(pos).expect(at);
                let ours = match value {
                    Wdl::Win(_) => "win",
                    Wdl::Draw => "draw",
                    Wdl::Loss(_) => "loss",
                };
                assert_eq!(ours, result, "{at}: {value:?}");
                if moves.is_some() {
                    assert_eq!(value.moves(), *moves, "{at}");
                }
            }
        }
    }
    facts.len()
}

#[test]
fn tablebases_agree_with_the_published_facts() {
    let checked = check(include_str!("../../chess/tablebase.txt"), "tablebase.txt");
    assert!(checked >= 25, "{checked}");
}

#[test]
fn kpkp_agrees_with_the_textbook_positions() {
    let text = include_str!("../../chess/tablebase-kpkp.txt");
    assert!(check(text, "tablebase-kpkp.txt") >= 3);
}

/// KPKP and the endings it leads to, built once for the tests that need them.
fn kpkp() -> &'static Tablebase {
    static TB: std::sync::OnceLock<Tablebase> = std::sync::OnceLock::new();
    TB.get_or_init(|| Tablebase::build(&[Material::parse("KPKP").unwrap()]).expect("builds"))
}

/// A position whose stored KPKP value is not what a search of one ply over the stored values
/// of its successors gives, in words; `None` when they agree (or it has no move).
fn disagreement(tb: &Tablebase, pos: &Position) -> Option<String> {
    let stored = tb.probe(pos).expect("KPKP is built");
    let (_, searched) = tb.best_move(pos)?;
    (stored != searched)
        .then(|| format!("{} stored {stored:?} searched {searched:?}", pos.to_fen()))
}

/// The FEN placement field of 64 cells (a1 first).
fn placement_of(cells: &[Option<char>; 64]) -> String {
    let mut placement = String::new();
    for rank in (0..8).rev() {
        let mut empty = 0;
        for f in 0..8 {
            match cells[rank * 8 + f] {
                Some(c) => {
                    if empty > 0 {
                        placement.push_str(&empty.to_string());
                        empty = 0;
                    }
                    placement.push(c);
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            placement.push_str(&empty.to_string());
        }
        if rank > 0 {
            placement.push('/');
        }
    }
    placement
}

/// Every KPKP position where the side to move can push a pawn two squares next to the
/// other pawn (so that the reply may take it en passant), with either side to move.
fn double_step_positions() -> Vec<Position> {
    let mut out = Vec::new();
    for white_to_move in [true, false] {
        // The pawn that may step: on its second rank; the other: where it could take.
        let (own_rank, their_rank) = if white_to_move { (1, 3) } else { (6, 4) };
        for file in 0..8usize {
            let pawn = own_rank * 8 + file;
            for their_file in [file.wrapping_sub(1), file + 1] {
                if their_file > 7 {
                    continue;
                }
                let theirs = their_rank * 8 + their_file;
                // The side to move owns `pawn`.
                let (mine, other) = if white_to_move {
                    ('P', 'p')
                } else {
                    ('p', 'P')
                };
                for wk in 0..64 {
                    for bk in 0..64 {
                        let mut cells = [None; 64];
                        for (sq, man) in [(wk, 'K'), (bk, 'k'), (pawn, mine), (theirs, other)] {
                            cells[sq] = Some(man);
                        }
                        if cells.iter().flatten().count() != 4 {
                            continue;
                        }
                        let placement = placement_of(&cells);
                        let side = if white_to_move { "w" } else { "b" };
                        let fen = format!("{placement} {side} - - 0 1");
                        if let Ok(pos) = Position::from_fen(&fen) {
                            out.push(pos);
                        }
                    }
                }
            }
        }
    }
    out
}

/// The tables against a search of one ply under the full rules: a position's stored value
/// must be the best of its moves' values (the value of a position after a double step is
/// found by its own moves, en passant included). A table built as if no pawn could be
/// taken en passant fails this where the double step is the move that decides.
#[test]
fn kpkp_values_agree_with_a_search_that_takes_en_passant() {
    let tb = kpkp();
    let positions = double_step_positions();
    assert!(positions.len() > 50_000, "{}", positions.len());
    let wrong: Vec<String> = positions
        .iter()
        .filter_map(|pos| disagreement(tb, pos))
        .collect();
    assert!(
        wrong.is_empty(),
        "{} of {} positions: {:#?}",
        wrong.len(),
        positions.len(),
        &wrong[..wrong.len().min(10)]
    );
    // One of them: 1.a4 is met by 1...bxa3 e.p. (and 1.a3 by 1...bxa3), which leaves Black
    // a rook's pawn with White's king in front of it; a table built without en passant
    // called the position won for White (in 31 plies, by 1.a4).
    let pos = Position::from_fen("8/8/8/8/1p4k1/8/P7/K7 w - - 0 1").unwrap();
    assert_eq!(tb.probe(&pos), Some(Wdl::Draw));
}

/// The same agreement over KPKP positions drawn at random (a fixed seed), where a wrong
/// value after a double step would have spread.
#[test]
fn kpkp_values_agree_with_a_search_of_one_ply_everywhere() {
    let tb = kpkp();
    let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next = move |n: u64| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n) as usize
    };
    let (mut checked, mut wrong) = (0, Vec::new());
    while checked < 200_000 {
        let mut cells = [None; 64];
        let squares = [
            (next(64), 'K'),
            (next(64), 'k'),
            (8 + next(48), 'P'),
            (8 + next(48), 'p'),
        ];
        for (sq, man) in squares {
            cells[sq] = Some(man);
        }
        if cells.iter().flatten().count() != 4 {
            continue;
        }
        let placement = placement_of(&cells);
        let side = if next(2) == 0 { "w" } else { "b" };
        let Ok(pos) = Position::from_fen(&format!("{placement} {side} - - 0 1")) else {
            continue;
        };
        checked += 1;
        wrong.extend(disagreement(tb, &pos));
    }
    assert!(
        wrong.is_empty(),
        "{}: {:#?}",
        wrong.len(),
        &wrong[..wrong.len().min(10)]
    );
}

#[test]
fn a_probe_plays_the_shortest_win_and_refuses_what_no_table_holds() {
    let tb = Tablebase::build(&[Material::parse("KRK").unwrap()]).unwrap();
    let pos = Position::from_fen("6k1/8/6K1/8/8/8/8/R7 w - - 0 1").unwrap();
    let (mv, value) = tb.best_move(&pos).expect("covered");
    assert_eq!((mv.to_uci().as_str(), value), ("a1a8", Wdl::Win(1)));
    assert_eq!(tb.probe(&Position::initial()), None);
    let queen = Position::from_fen("6k1/8/6K1/8/8/8/8/Q7 w - - 0 1").unwrap();
    assert_eq!(tb.probe(&queen), None, "KQK was not built");
}

fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("attic-tb-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

#[test]
fn tablebase_command_probes_a_position_and_refuses_others() {
    let dir = temp_dir("probe");
    let d = dir.to_str().expect("a UTF-8 temp dir");
    let fen = "6k1/8/6K1/8/8/8/8/R7 w - - 0 1";
    let (code, out, err) = attic(&["chess", "tablebase", "--dir", d, "--fen", fen], "");
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        out,
        "win: the side to move mates in 1 (1 plies)\nbest move: Ra8# (a1a8)\n"
    );
    assert!(err.contains("built KRK"), "{err}");
    let (code, _, err) = attic(&["chess", "tablebase", "--dir", d, "--fen", "startpos"], "");
    assert_eq!(code, 65, "{err}");
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let (code, _, err) = attic(&["chess", "tablebase", "--dir", d, "--fen", start], "");
    assert_eq!(code, 65);
    assert!(err.contains("at most four men"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_corrupt_cache_file_is_rebuilt_with_a_message_and_never_read() {
    let dir = temp_dir("corrupt");
    let d = dir.to_str().expect("a UTF-8 temp dir");
    let (code, out, err) = attic(
        &["chess", "tablebase", "build", "--pieces", "3", "--dir", d],
        "",
    );
    assert_eq!(code, 0, "{err}");
    insta::assert_snapshot!("tablebase_summary_3", out);
    let krk = Material::parse("KRK").unwrap();
    let path = file::path_of(&dir, &krk);
    let mut bytes = std::fs::read(&path).expect("KRK.tb written");
    // Every KRK position with White to move is won: make one a draw.
    let first_won = bytes
        .iter()
        .skip(40)
        .position(|&b| b > 1 && b < 255)
        .expect("a win")
        + 40;
    bytes[first_won] = 0;
    std::fs::write(&path, &bytes).unwrap();
    assert!(file::load(&dir, &krk).unwrap_err().contains("checksum"));
    let (code, again, err) = attic(&["chess", "tablebase", "--dir", d], "");
    assert_eq!(code, 0, "{err}");
    assert!(
        err.contains("unusable: the checksum does not match; rebuilding KRK"),
        "{err}"
    );
    assert_eq!(again, out, "the summary of the rebuilt table");
    assert!(file::load(&dir, &krk).expect("rewritten").is_some());
    // A file cut short, and one of another ending, are refused too.
    std::fs::write(&path, &bytes[..bytes.len() / 2]).unwrap();
    assert!(file::load(&dir, &krk).is_err());
    let kqk = std::fs::read(file::path_of(&dir, &Material::parse("KQK").unwrap())).unwrap();
    std::fs::write(&path, kqk).unwrap();
    assert!(file::load(&dir, &krk).unwrap_err().contains("not KRK"));
    let (code, _, err) = attic(&["chess", "tablebase", "--dir", d], "");
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("rebuilding KRK"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn solve_answers_a_small_problem_from_the_tables_and_says_so() {
    let dir = temp_dir("solve");
    let d = dir.to_str().expect("a UTF-8 temp dir");
    let fen = "6k1/8/6K1/8/8/8/8/R7 w - - 0 1";
    let solve = |n: &str, keys: bool| {
        let mut args = vec![
            "chess",
            "solve",
            "--fen",
            fen,
            "--mate",
            n,
            "--tablebase-dir",
            d,
        ];
        if keys {
            args.push("--keys");
        }
        attic(&args, "")
    };
    let (code, out, err) = solve("1", false);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        out,
        "from the tablebases (KRK): win: the side to move mates in 1 (1 plies)\n1.Ra8#! mates in 1\n"
    );
    let (code, out, _) = solve("2", true);
    assert_eq!(code, 0);
    assert!(out.starts_with("a1a8\n"), "{out}");
    // A queen far from the mate: no mate in 3, and the tables say how long it is.
    let far = "8/8/8/4k3/8/8/8/K1Q5 w - - 0 1";
    let args = [
        "chess",
        "solve",
        "--fen",
        far,
        "--mate",
        "3",
        "--tablebase-dir",
        d,
    ];
    let (code, out, _) = attic(&args, "");
    assert_eq!(code, 1);
    assert!(
        out.contains("mates in 9") && out.ends_with("no solution: no mate in 3\n"),
        "{out}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
