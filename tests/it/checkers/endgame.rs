//! The endgame databases: the index counted against the published table, values checked
//! against the rules and against the endgame literature, damaged files refused and rebuilt,
//! and native alpha-beta winning with the database on.

use std::path::PathBuf;
use std::sync::{Arc, OnceLock};

use attic::checkers::endgame::{best_moves, file, Action, Database, SliceKey, Value};
use attic::checkers::{
    choose, parse_fen, successors, Decision, Native, Position, Rules, SearchKind,
};

use crate::support::attic;

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
fn database() -> &'static Arc<Database> {
    static DATABASE: OnceLock<Arc<Database>> = OnceLock::new();
    DATABASE.get_or_init(|| {
        let dir = fresh_dir("shared");
        let mut db = Database::new(&dir);
        db.build(4, &mut |_| {}).expect("the database builds");
        let _ = std::fs::remove_dir_all(&dir);
        Arc::new(db)
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

/// Positions whose values the checkers literature gives, each with its source.
/// Lasker: Edward Lasker, "Chess and Checkers: The Way to Mastership" (New York, 1918),
/// Part II, "Elementary tactics" and "The five fundamental positions".
const CLASSIC: &[(&str, &str, &str)] = &[
    // Lasker, Diagram 88: a lone king against a lone king; "White wins by playing 32-27.
    // With this move White takes the opposition" ...
    (
        "W:WK32:BK26",
        "win",
        "one king against one, the opposition: Lasker, Diagram 88, White to move",
    ),
    // ... "If it had been Black's move in the position of the diagram, he would have gained
    // the opposition by 26-31 and White would have been compelled to retire to the double
    // corner and to draw".
    (
        "B:WK32:BK26",
        "draw",
        "one king against one: Lasker, Diagram 88, Black to move",
    ),
    // Lasker, Diagram 93, "The First Position": White kings on 19 and 23, Black king on 28
    // and man on 12, "White to Move and Win" (1) ... 23-27 (2) 28-32 19-23 ...
    (
        "W:WK19,K23:B12,K28",
        "win",
        "First Position: Lasker, Diagram 93, White to move",
    ),
    // ... "This maneuver ... is possible only in case White has the move. If Black has the
    // move the ending is a draw."
    (
        "B:WK19,K23:B12,K28",
        "draw",
        "First Position: Lasker, Diagram 93, Black to move",
    ),
    // Lasker, Diagram 94, the First Position after (4) ... 23-18: "Black has the choice
    // between 24-20, 12-16, 24-19 or 24-28, but he loses, no matter what move he makes".
    (
        "B:WK18,K32:B12,K24",
        "loss",
        "First Position: Lasker, Diagram 94, Black to move",
    ),
    // Lasker, Diagram 89 and before: "With one King entrenched in the double corner it takes
    // two Kings to force the win": the lone king in the double corner (1, 5), two kings away.
    (
        "W:WK18,K19:BK1",
        "win",
        "two kings against one in the double corner: Lasker, before Diagram 89",
    ),
];

#[test]
fn classic_positions_have_the_values_the_literature_gives() {
    let db = database();
    for (text, expected, source) in CLASSIC {
        let value = db.probe(&fen(text)).expect("in the database");
        assert_eq!(value.word(), *expected, "{text} ({source}): {value}");
    }
}

/// Lasker's line from the First Position, 23-27 first, is one of the fastest wins.
#[test]
fn the_first_position_is_won_by_lasker_s_first_move() {
    let db = database();
    let pos = fen("W:WK19,K23:B12,K28");
    let best: Vec<String> = best_moves(db.tables(), &pos)
        .expect("in the database")
        .iter()
        .map(|m| m.to_string())
        .collect();
    assert!(best.contains(&"23-27".to_string()), "{best:?}");
}

/// With the database on, native alpha-beta wins two kings against one from every won
/// position of that material, against the longest defence, within the distance the
/// database gives.
#[test]
fn native_alpha_beta_with_the_database_wins_two_kings_against_one_within_its_distance() {
    let db = database();
    let key = SliceKey::new(0, 2, 0, 1);
    let mut engine = Native::new(Rules::English).with_endgame(Arc::clone(db));
    let mut won = 0;
    for index in 0..key.size() {
        let Some(squares) = key.decode(index) else {
            continue;
        };
        let start = squares.position();
        let Some(Value::Win(distance)) = db.probe(&start) else {
            continue;
        };
        let mut pos = start;
        let mut plies = 0;
        loop {
            if successors(&pos, Rules::English).is_empty() {
                break;
            }
            assert!(plies < distance, "{start:?}: not over after {plies} plies");
            pos = if plies % 2 == 0 {
                let Ok(Decision::Choice(choice)) =
                    choose(&mut engine, &pos, 2, SearchKind::AlphaBeta)
                else {
                    panic!("{pos:?}: no choice");
                };
                let chosen = choice.chosen().expect("a move");
                Position::from_strachey(*chosen).expect("a position")
            } else {
                // The defender takes the longest way to its loss.
                best_moves(db.tables(), &pos).expect("in the database")[0].after
            };
            plies += 1;
        }
        assert_eq!(plies % 2, 1, "{start:?}: the winner moves last");
        assert!(
            plies <= distance,
            "{start:?}: {plies} plies, the database says {distance}"
        );
        won += 1;
    }
    // Black to move with two kings against one: almost every placement wins.
    assert!(won > 14_000, "{won} won positions");
}

/// A damaged file is named and rebuilt, never read as data; a missing one is built.
#[test]
fn a_damaged_or_missing_slice_file_is_rebuilt() {
    let dir = fresh_dir("damaged");
    let mut db = Database::new(&dir);
    db.build(2, &mut |_| {}).expect("builds");
    let key = SliceKey::new(0, 1, 0, 1);
    let path = file::path_of(&dir, &key);
    let good = std::fs::read(&path).expect("the file");
    /// A damage done to a file's bytes.
    type Damage = fn(&mut Vec<u8>);
    let damages: [(&str, Damage); 4] = [
        ("a flipped value", |b| b[100] ^= 1),
        ("a short file", |b| b.truncate(b.len() / 2)),
        ("another slice's header", |b| b[10] = 2),
        ("a flipped checksum", |b| {
            let last = b.len() - 1;
            b[last] ^= 0x80
        }),
    ];
    for (what, damage) in damages {
        let mut bytes = good.clone();
        damage(&mut bytes);
        std::fs::write(&path, &bytes).unwrap();
        assert!(
            matches!(file::read(&dir, &key), Err(file::FileError::Corrupt(_))),
            "{what} is refused"
        );
        let mut steps = Vec::new();
        let mut again = Database::new(&dir);
        again
            .build(2, &mut |step| steps.push(step.clone()))
            .expect("rebuilds");
        let rebuilt: Vec<_> = steps
            .iter()
            .filter(|s| matches!(s.action, Action::Rebuilt(_)))
            .collect();
        assert_eq!(rebuilt.len(), 1, "{what}: {steps:?}");
        assert!(rebuilt[0].slices.contains(&key));
        assert_eq!(
            std::fs::read(&path).unwrap(),
            good,
            "{what}: rebuilt as before"
        );
    }
    std::fs::remove_file(&path).unwrap();
    let mut steps = Vec::new();
    Database::new(&dir)
        .build(2, &mut |step| steps.push(step.clone()))
        .expect("builds");
    assert_eq!(
        steps.iter().filter(|s| s.action == Action::Built).count(),
        1,
        "{steps:?}"
    );
    assert_eq!(std::fs::read(&path).unwrap(), good);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_build_command_prints_the_positions_of_each_number_of_pieces() {
    let dir = fresh_dir("cli-build");
    let dir_text = dir.to_string_lossy().to_string();
    let (code, out, err) = attic(
        &[
            "checkers", "endgame", "build", "--pieces", "3", "--dir", &dir_text,
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    let table: String = out.lines().skip(1).collect::<Vec<_>>().join("\n");
    insta::assert_snapshot!(table);
    // A damaged file: named on stderr, rebuilt, the same table.
    let path = file::path_of(&dir, &SliceKey::new(1, 0, 0, 1));
    let mut bytes = std::fs::read(&path).unwrap();
    bytes[40] ^= 0xFF;
    std::fs::write(&path, bytes).unwrap();
    let (code, again, err) = attic(
        &[
            "checkers", "endgame", "build", "--pieces", "3", "--dir", &dir_text,
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    assert!(
        err.contains("b1m0k-w0m1k.edb is corrupt (checksum mismatch): rebuilt it"),
        "{err}"
    );
    assert_eq!(again, out);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_probe_command_prints_the_exact_value_and_the_line() {
    let dir = fresh_dir("cli-probe");
    let dir_text = dir.to_string_lossy().to_string();
    let mut shown = String::new();
    for fen in [
        "W:WK19,K23:B12,K28",
        "B:WK19,K23:B12,K28",
        "B:WK32:BK26",
        "W:W:B",
    ] {
        let (code, out, err) = attic(
            &["checkers", "endgame", "--fen", fen, "--dir", &dir_text],
            "",
        );
        shown.push_str(&format!("$ endgame --fen {fen}\nexit {code}\n{out}{err}\n"));
    }
    insta::assert_snapshot!(shown);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_endgame_flags_refuse_what_they_cannot_do() {
    let cases: &[(&[&str], i32, &str)] = &[
        (
            &["checkers", "endgame", "--fen", "B:W21-32:B1-12"],
            65,
            "the position has 24 pieces; the database goes to 5",
        ),
        (&["checkers", "endgame", "--fen", "B:W33:B1"], 65, ""),
        (&["checkers", "endgame"], 2, "say what to do"),
        (&["checkers", "endgame", "build", "--pieces", "7"], 2, "7"),
        (
            &[
                "checkers",
                "choose",
                "--endgame-db",
                "nowhere",
                "--fen",
                "W:WK32:BK26",
            ],
            2,
            "--endgame-db is the native engine's",
        ),
        (
            &[
                "checkers",
                "choose",
                "--engine",
                "native",
                "--endgame-db",
                "nowhere",
                "--fen",
                "W:WK32:BK26",
            ],
            2,
            "add --rules english",
        ),
        (
            &[
                "checkers",
                "choose",
                "--engine",
                "native",
                "--rules",
                "english",
                "--endgame-db",
                "nowhere-at-all",
                "--fen",
                "W:WK32:BK26",
            ],
            1,
            "holds no endgame database",
        ),
        (
            &["checkers", "moves", "--endgame-db", "d"],
            2,
            "searches nothing",
        ),
        (
            &["checkers", "perft", "2", "--endgame-db", "d"],
            2,
            "searches nothing",
        ),
        (
            &["checkers", "replay", "x.pdn", "--endgame-db", "d"],
            2,
            "searches nothing",
        ),
    ];
    for (args, expected, says) in cases {
        let (code, _, err) = attic(args, "");
        assert_eq!(code, *expected, "{args:?}: {err}");
        assert!(err.contains(says), "{args:?}: {err}");
    }
}

#[test]
fn explain_with_the_database_prints_the_exact_value() {
    let dir = fresh_dir("cli-explain");
    let dir_text = dir.to_string_lossy().to_string();
    let (code, _, err) = attic(
        &[
            "checkers", "endgame", "build", "--pieces", "2", "--dir", &dir_text,
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    let (code, out, err) = attic(
        &[
            "checkers",
            "explain",
            "--engine",
            "native",
            "--rules",
            "english",
            "--endgame-db",
            &dir_text,
            "--fen",
            "W:WK32:BK26",
            "--depth",
            "1",
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("endgame database: white (to move) wins in 9 plies"),
        "{out}"
    );
    // choose says the same, and plays Lasker's 32-27, the one fastest win.
    let (code, out, err) = attic(
        &[
            "checkers",
            "choose",
            "--engine",
            "native",
            "--rules",
            "english",
            "--search",
            "alphabeta",
            "--endgame-db",
            &dir_text,
            "--fen",
            "W:WK32:BK26",
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("move: 32-27\n"), "{out}");
    assert!(
        out.contains("endgame database: white (to move) wins in 9 plies"),
        "{out}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// `checkers hub --endgame-db DIR`, or the Hub engine option `set-param name=endgame-db
/// value=DIR`: the Hub engine plays a fastest win where material alone would not find one.
#[test]
fn the_hub_engine_with_the_database_plays_a_fastest_win() {
    let db = database();
    let key = SliceKey::new(0, 2, 0, 1);
    let mut plain = Native::new(Rules::English);
    // A won position where depth-2 alpha-beta on material picks a move that is no fastest win.
    let (pos, best) = (0..key.size())
        .filter_map(|index| key.decode(index))
        .map(|squares| squares.position())
        .filter(|pos| matches!(db.probe(pos), Some(Value::Win(_))))
        .find_map(|pos| {
            let best: Vec<String> = best_moves(db.tables(), &pos)?
                .iter()
                .map(|m| m.to_string())
                .collect();
            let Ok(Decision::Choice(choice)) = choose(&mut plain, &pos, 2, SearchKind::AlphaBeta)
            else {
                return None;
            };
            let chosen = Position::from_strachey(*choice.chosen()?).ok()?;
            let named = attic::checkers::moves(&pos, Rules::English)
                .into_iter()
                .find(|m| m.after == chosen)?
                .to_string();
            (!best.contains(&named)).then_some((pos, best))
        })
        .expect("material alone misses a fastest win somewhere");
    let dir = fresh_dir("hub");
    let dir_text = dir.to_string_lossy().to_string();
    let (code, _, err) = attic(
        &[
            "checkers", "endgame", "build", "--pieces", "3", "--dir", &dir_text,
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    let fen = attic::checkers::format_fen(&pos);
    let go = format!("pos pos={fen}\nlevel depth=2\ngo think\n");
    let set = format!("set-param name=endgame-db value=\"{dir_text}\"\n");
    // The database given on the command line, or as the Hub engine option; and the option
    // turned off again, which plays material's move.
    for (flags, lines, fastest) in [
        (vec!["--endgame-db", dir_text.as_str()], go.clone(), true),
        (vec![], format!("{set}{go}"), true),
        (
            vec![],
            format!("{set}set-param name=endgame-db value=none\n{go}"),
            false,
        ),
        (vec![], go.clone(), false),
    ] {
        let mut args = vec!["checkers", "hub", "--engine", "native"];
        args.extend(flags.iter().copied());
        let (code, out, err) = attic(&args, &format!("{lines}quit\n"));
        assert_eq!(code, 0, "{err}");
        assert!(!out.contains("error"), "{lines}: {out}");
        let played = out
            .lines()
            .find_map(|l| l.strip_prefix("done move="))
            .expect("a move");
        // Hub writes a capture as its start and end, then the squares taken.
        let is_best = |m: &String| played == m || played.starts_with(&format!("{m}x"));
        assert_eq!(
            best.iter().any(is_best),
            fastest,
            "{args:?} {lines}: {fen}: {played}, the fastest wins {best:?}"
        );
    }
    // `hub` names the option and the database in use.
    let (_, out, _) = attic(
        &["checkers", "hub", "--engine", "native"],
        &format!("{set}hub\nquit\n"),
    );
    assert!(
        out.contains(&format!(
            "param name=endgame-db value=\"{dir_text}\" type=string"
        )),
        "{out}"
    );
    // What the option cannot do, in words; the session goes on.
    let empty = fresh_dir("hub-empty");
    std::fs::create_dir_all(&empty).expect("a directory");
    let cases = [
        (
            "native",
            format!("set-param name=endgame-db value=\"{}\"", empty.display()),
            "holds no endgame database: build one with `attic checkers endgame build",
        ),
        (
            "interpreted",
            set.trim().to_string(),
            "cannot probe an endgame database: only the native engine under the English rules does",
        ),
    ];
    for (engine, line, said) in cases {
        let (code, out, err) = attic(
            &["checkers", "hub", "--engine", engine],
            &format!("{line}\nping\nquit\n"),
        );
        assert_eq!(code, 0, "{err}");
        assert!(out.starts_with("error message=\""), "{line}: {out}");
        assert!(out.contains(said), "{line}: {out}");
        assert!(out.ends_with("pong\n"), "{line}: {out}");
    }
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_dir_all(&empty);
}

/// A build cut into work units (`endgame units`, `build --units`) writes the same files as
/// one build; six pieces are 44 units in seven waves; a unit run before the waves it needs
/// fails at once and says which file it lacks.
#[test]
fn work_units_build_what_one_build_builds() {
    let whole = fresh_dir("units-whole");
    let cut = fresh_dir("units-cut");
    std::fs::create_dir_all(&cut).unwrap();
    let (whole_text, cut_text) = (
        whole.to_string_lossy().to_string(),
        cut.to_string_lossy().to_string(),
    );
    let (code, _, err) = attic(
        &[
            "checkers",
            "endgame",
            "build",
            "--pieces",
            "3",
            "--dir",
            &whole_text,
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    for pieces in 1..=3 {
        let (code, units, err) = attic(
            &[
                "checkers",
                "endgame",
                "units",
                "--pieces",
                &pieces.to_string(),
            ],
            "",
        );
        assert_eq!(code, 0, "{err}");
        let file = cut.join(format!("units{pieces}"));
        std::fs::write(&file, units).unwrap();
        let (code, _, err) = attic(
            &[
                "checkers",
                "endgame",
                "build",
                "--units",
                &file.to_string_lossy(),
                "--dir",
                &cut_text,
            ],
            "",
        );
        assert_eq!(code, 0, "{err}");
    }
    for key in (1..=3).flat_map(SliceKey::all_with) {
        assert_eq!(
            std::fs::read(file::path_of(&cut, &key)).unwrap(),
            std::fs::read(file::path_of(&whole, &key)).unwrap(),
            "{}",
            key.name()
        );
    }
    let (_, six, _) = attic(&["checkers", "endgame", "units", "--pieces", "6"], "");
    let waves: Vec<usize> = (0..=6)
        .map(|m| {
            six.lines()
                .filter(|l| l.starts_with(&format!("wave={m} ")))
                .count()
        })
        .collect();
    assert_eq!(waves, [4, 6, 8, 8, 8, 6, 4]);
    let early = cut.join("early");
    std::fs::write(&early, "wave=4 slice=b2m2k-w1m1k\n").unwrap();
    let (code, _, err) = attic(
        &[
            "checkers",
            "endgame",
            "build",
            "--units",
            &early.to_string_lossy(),
            "--dir",
            &cut_text,
        ],
        "",
    );
    assert_eq!(code, 1);
    assert!(err.contains("b0m2k-w2m2k.edb, missing"), "{err}");
    let _ = std::fs::remove_dir_all(&whole);
    let _ = std::fs::remove_dir_all(&cut);
}

/// `checkers gauntlet --endgame-db`: the database side against the same search without it,
/// from the three-move ballots. Its tallies add up, and it never loses a game from a
/// position the database says it does not lose: once a game is in the database's range with
/// the database side to move, the side's result is at least the database's value (a win may
/// still end drawn by the draw rule or the length cap, never lost).
#[test]
fn the_endgame_match_counts_its_games_and_never_loses_what_the_database_holds() {
    use attic::checkers::game::GameOptions;
    use attic::checkers::tournament::endgame_match;
    let db = database();
    // At depth 3 a few of the 312 games come down to four pieces (at 1 and 2, none).
    let openings = attic::checkers::ballots::three_move_ballots();
    let options = GameOptions {
        depth: 1,
        search: SearchKind::AlphaBeta,
        quiet_plies: 80,
        max_plies: Some(200),
    };
    let mut heard = Vec::new();
    let found = endgame_match(&[3], &openings, options, Arc::clone(db), |p| {
        heard.push(p.depth)
    })
    .expect("the match is played");
    assert_eq!(heard, [3]);
    assert_eq!(found.pieces, 4);
    for p in &found.pairings {
        assert_eq!(p.games, 312, "{p:?}");
        assert_eq!(p.wins + p.draws + p.losses, 312, "{p:?}");
        assert!(p.drawn_now_won + p.drawn_now_lost <= p.plain_draws, "{p:?}");
        assert!(p.plain_draws_in_range <= p.plain_draws, "{p:?}");
        let r = p.rating.expect("rated");
        assert_eq!(r.elo > 0.5, p.wins > p.losses, "{p:?}");
    }
    // The same games, replayed here: where the database side stands in range.
    let mut judged = 0;
    for depth in [3] {
        let games = attic::checkers::game::play_match(
            &mut *attic::checkers::tournament::native_with_endgame(depth, Some(Arc::clone(db))),
            &mut *attic::checkers::tournament::native_with_endgame(depth, None),
            &openings,
            312,
            options,
        )
        .expect("the match is played");
        for g in &games {
            let side = if g.a_black {
                attic::checkers::Side::Black
            } else {
                attic::checkers::Side::White
            };
            let first_in_range =
                g.game.moves().iter().map(|m| m.after).find(|p| {
                    p.side() == side && (p.black() | p.white()).count_ones() <= db.pieces()
                });
            let Some(pos) = first_in_range else {
                continue;
            };
            judged += 1;
            let value = db.probe(&pos).expect("in range");
            let points = g.a_half_points();
            match value {
                Value::Win(_) | Value::Draw => assert!(points >= 1, "{pos:?} {value}: lost"),
                Value::Loss(_) => {}
            }
        }
    }
    assert!(judged > 0, "no game reached the database's range");
}

/// The Second Position: Edward Lasker, "Chess and Checkers: The Way to Mastership" (New York,
/// 1918), Part II, "The five fundamental positions", Diagram 95, "White to Move and Win":
/// White men on 27 and 30 and a king on 22, Black men on 20 and 21 and a king on 9. Six
/// pieces, more than the database holds; so Lasker's winning line is replayed (every move
/// must be legal) and from the first position it reaches within the database's range, the
/// database must say that White wins: every position after it on the line is a win for
/// White (a loss for Black to move), and each of Lasker's White moves keeps the win.
const SECOND_POSITION: &str = "W:W27,30,K22:B20,21,K9";

/// Lasker's line, Black's and White's moves in turn from White's first (his (1) ... 30-26),
/// to (34) ... 27-32: White crowns the man from 30, changes the guard, and forces the
/// exchange (31) 5-14 17-10 that leaves four pieces (Lasker writes a capture with a hyphen,
/// PDN with an x).
const SECOND_POSITION_LINE: &str = "30-26 9-14 26-23 14-10 23-18 10-6 18-14 6-1 14-9 1-5 9-6 \
     5-9 6-2 9-5 2-6 5-1 6-9 1-5 9-14 5-1 14-18 1-6 18-15 6-9 15-19 9-14 27-23 14-10 23-18 \
     10-6 18-14 6-1 14-9 1-5 9-6 5-9 6-2 9-5 2-6 5-1 6-9 1-5 9-14 5-1 14-18 1-6 18-23 6-10 \
     23-27 10-14 19-23 14-10 23-18 10-6 18-14 6-1 14-9 1-5 22-17 5x14 17x10 21-25 10-15 \
     25-30 15-19 30-26 27-32";

#[test]
fn the_second_position_is_a_win_for_white_once_the_database_holds_it() {
    let db = database();
    let mut pos = fen(SECOND_POSITION);
    assert_eq!((pos.black() | pos.white()).count_ones(), 6);
    let mut in_range = 0;
    for (ply, text) in SECOND_POSITION_LINE.split_whitespace().enumerate() {
        let m = attic::checkers::find_move(&pos, Rules::English, text)
            .unwrap_or_else(|e| panic!("ply {}: {text}: {e}", ply + 1));
        let before = db.probe(&pos);
        pos = m.after;
        let Some(value) = db.probe(&pos) else {
            assert!(before.is_none(), "ply {}: out of range again", ply + 1);
            continue;
        };
        in_range += 1;
        // White wins: a win with White to move, a loss with Black to move.
        let white_wins = matches!(
            (pos.side(), value),
            (attic::checkers::Side::White, Value::Win(_))
                | (attic::checkers::Side::Black, Value::Loss(_))
        );
        assert!(white_wins, "ply {} {text}: {pos:?} is {value}", ply + 1);
    }
    // The exchange at Lasker's move 31 brings it to four pieces, then six plies follow.
    assert_eq!(in_range, 7, "plies within the database's range");
}
