//! The endgame databases: the index counted against the published table, values checked
//! against the rules and against the endgame literature, damaged files refused and rebuilt,
//! and native alpha-beta winning with the database on.

use std::path::PathBuf;
use std::sync::OnceLock;

use attic::checkers::endgame::{best_moves, build_order, Action, Database, SliceKey, Value};
use attic::checkers::{parse_fen, successors, Position, Rules};

/// The positions of each number of pieces, side to move not counted, including those where
/// one side has no piece: J. Schaeffer, N. Burch, Y. Björnsson, A. Kishimoto, M. Müller,
/// R. Lake, P. Lu, S. Sutphen, "Checkers Is Solved", Science 317 (2007), pp. 1518-1522,
/// Table 1 (positions by number of pieces).
const PUBLISHED: [(u32, u64); 5] = [
    (1, 120),
    (2, 6_972),
    (3, 261_224),
    (4, 7_092_774),
    (5, 148_688_232),
];

/// A fresh directory of its own under the system's temporary directory.
fn fresh_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("attic-endgame-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// The database to four pieces, built once for every test here.
fn database() -> &'static Database {
    static DATABASE: OnceLock<Database> = OnceLock::new();
    DATABASE.get_or_init(|| {
        let dir = fresh_dir("shared");
        let mut db = Database::new(&dir);
        db.build(4, &mut |_| {}).expect("the database builds");
        db
    })
}

fn fen(text: &str) -> Position {
    parse_fen(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

#[test]
fn the_index_counts_the_published_positions_for_each_number_of_pieces() {
    for (pieces, published) in PUBLISHED {
        let counted: u64 = SliceKey::all_with(pieces)
            .iter()
            .map(SliceKey::positions)
            .sum();
        assert_eq!(counted, published, "{pieces} pieces");
    }
}

#[test]
fn the_built_database_holds_the_published_positions_up_to_four_pieces() {
    let db = database();
    for (pieces, published) in PUBLISHED.into_iter().take(4) {
        let summary = db.summary(pieces);
        assert_eq!(summary.positions, published, "{pieces} pieces");
        assert_eq!(
            summary.wins + summary.draws + summary.losses,
            summary.positions
        );
    }
}

/// Every value agrees with the values one move on (the rules of `moves.rs`): a win in d has
/// a move to a loss in d - 1 and none to a shorter loss; a loss in d has every move to a win,
/// the longest in d - 1; a draw has a move to a draw and none to a loss.
fn check_against_successors(db: &Database, pos: &Position) {
    let value = db.probe(pos).expect("in the database");
    let after: Vec<Value> = successors(pos, Rules::English)
        .iter()
        .map(|child| db.probe(child).expect("successor in the database"))
        .collect();
    let shortest_loss = after
        .iter()
        .filter_map(|v| match v {
            Value::Loss(d) => Some(*d),
            _ => None,
        })
        .min();
    let expected = if after.is_empty() {
        Value::Loss(0)
    } else if let Some(d) = shortest_loss {
        Value::Win(d + 1)
    } else if after.iter().all(|v| matches!(v, Value::Win(_))) {
        let longest = after.iter().filter_map(Value::distance).max().unwrap_or(0);
        Value::Loss(longest + 1)
    } else {
        Value::Draw
    };
    assert_eq!(value, expected, "{pos:?}");
}

#[test]
fn every_value_to_three_pieces_and_a_sample_of_four_agrees_with_the_next_move() {
    let db = database();
    for pieces in 1..=4u32 {
        let stride = if pieces == 4 { 97 } else { 1 };
        for key in SliceKey::all_with(pieces) {
            for index in (0..key.size()).step_by(stride) {
                if let Some(squares) = key.decode(index) {
                    let pos = squares.position();
                    check_against_successors(db, &pos);
                }
            }
        }
    }
}
