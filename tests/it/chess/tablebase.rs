//! The 3-piece tablebases against the published facts of `tests/chess/tablebase.txt`.

use crate::support::attic;
use attic::chess::tablebase::{Tablebase, Wdl};
use attic::chess::{Position, Role};

#[test]
fn tablebases_agree_with_the_published_facts() {
    let tb = Tablebase::build();
    let mut checked = 0;
    for (n, line) in include_str!("../../chess/tablebase.txt")
        .lines()
        .enumerate()
    {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let at = format!("tablebase.txt line {}", n + 1);
        if let Some(rest) = line.strip_prefix("longest ") {
            let (letter, moves) = rest.split_once(' ').expect(&at);
            let role = Role::from_letter(letter.chars().next().expect(&at)).expect(&at);
            let plies = tb.table(role).expect(&at).longest_win();
            assert_eq!(plies.div_ceil(2), moves.parse::<u32>().expect(&at), "{at}");
        } else {
            let (fen, expect) = line.split_once(';').expect(&at);
            let pos = Position::from_fen(fen.trim()).unwrap_or_else(|e| panic!("{at}: {e}"));
            let value = tb.probe(&pos).expect(&at);
            let mut words = expect.split_whitespace();
            let result = match value {
                Wdl::Win(_) => "win",
                Wdl::Draw => "draw",
                Wdl::Loss(_) => "loss",
            };
            assert_eq!(result, words.next().expect(&at), "{at}: {value:?}");
            if let Some(moves) = words.next() {
                assert_eq!(value.moves(), Some(moves.parse().expect(&at)), "{at}");
            }
        }
        checked += 1;
    }
    assert!(checked >= 20, "{checked}");
    // A position of more than three men is not in these tables.
    assert_eq!(tb.probe(&Position::initial()), None);
}

#[test]
fn tablebase_command_probes_a_position_and_refuses_others() {
    let (code, out, err) = attic(
        &[
            "chess",
            "tablebase",
            "--fen",
            "6k1/8/6K1/8/8/8/8/R7 w - - 0 1",
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, "win: the side to move mates in 1 (1 plies)\n");
    let (code, _, err) = attic(&["chess", "tablebase", "--fen", "startpos"], "");
    assert_eq!(code, 65, "{err}");
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let (code, _, err) = attic(&["chess", "tablebase", "--fen", fen], "");
    assert_eq!(code, 65);
    assert!(err.contains("two kings and one other man"), "{err}");
}
