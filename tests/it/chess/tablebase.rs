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
