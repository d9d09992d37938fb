//! Game records: `play` and the library write PDN, `replay` and a real client (pydraughts)
//! read it back to the same final position; a record that leaves the rules is refused at its
//! move. Data: `tests/checkers/records/` (hand-written records), `tests/checkers/
//! pydraughts_replay.py` (the client's side).

use std::path::{Path, PathBuf};

use attic::checkers::game::{Game, GameOptions, Turn};
use attic::checkers::pdn_game::{parse_pdn, replay};
use attic::checkers::random::SplitMix64;
use attic::checkers::{format_fen, parse_fen, Native, Position, Rules};

use crate::support::attic;

fn scratch(name: &str) -> PathBuf {
    crate::support::scratch("checkers_records").join(name)
}

/// pydraughts' reading of each record: the final position's FEN, one line a record.
fn pydraughts_final_positions(records: &[&Path]) -> Vec<String> {
    let out = crate::support::clients::python(&["draughts"])
        .arg("tests/checkers/pydraughts_replay.py")
        .args(records)
        .output()
        .expect("the pydraughts script runs");
    assert!(
        out.status.success(),
        "pydraughts refused a record: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(canonical)
        .collect()
}

/// A seeded random game under the English rules: each side picks a move with splitmix64
/// until the game ends or `plies` moves are made.
fn random_game(seed: u64, plies: u32) -> (Game, attic::checkers::game::Ending) {
    let mut rng = SplitMix64::new(seed);
    let mut engine = Native::new(Rules::English);
    let mut game = Game::new(
        Position::initial(),
        GameOptions {
            max_plies: Some(plies),
            ..GameOptions::default()
        },
    );
    loop {
        let legal = match game.turn(&mut engine).expect("native never fails") {
            Turn::Over(ending) => return (game, ending),
            Turn::Moves(legal) => legal,
        };
        let m = legal[rng.below(legal.len())].clone();
        if let Err(ending) = game.play(&m, &legal, None) {
            return (game, ending);
        }
    }
}

/// The same position in attic's canonical FEN, whatever order the squares came in.
fn canonical(fen: &str) -> String {
    format_fen(&parse_fen(fen.trim()).unwrap_or_else(|e| panic!("{fen}: {e}")))
}

/// Twenty seeded games under the English rules, written as PDN: the records and the final
/// position of each.
fn seeded_records(prefix: &str) -> (Vec<PathBuf>, Vec<String>) {
    let mut paths = Vec::new();
    let mut expected = Vec::new();
    let mut captures = 0;
    for seed in 0..20u64 {
        let (game, ending) = random_game(1966 + seed, 60 + (seed as u32 * 7) % 90);
        let text = game.to_pdn(
            ("random", "random"),
            &format!("seeded game {seed}"),
            &ending,
        );
        captures += game.moves().iter().filter(|m| m.pdn.contains('x')).count();
        // attic reads its own record back to the same place.
        let record = parse_pdn(&text).expect("attic reads its own PDN");
        assert_eq!(record.result.as_deref(), Some(ending.result()), "{text}");
        let mut native = Native::new(Rules::English);
        let replayed = replay(&mut native, &record).expect("every move is legal");
        assert_eq!(replayed.position(), game.position(), "{text}");
        let path = scratch(&format!("{prefix}-{seed}.pdn"));
        std::fs::write(&path, &text).expect("write the record");
        paths.push(path);
        expected.push(format_fen(&game.position()));
    }
    assert!(captures > 100, "the games capture ({captures} captures)");
    (paths, expected)
}

#[test]
fn attic_reads_twenty_seeded_games_back_to_the_same_final_position() {
    let (paths, expected) = seeded_records("seeded");
    assert_eq!((paths.len(), expected.len()), (20, 20));
}

#[test]
#[ignore = "needs pydraughts (a test client): scripts/install-test-clients"]
fn pydraughts_reads_twenty_seeded_games_to_the_same_final_position() {
    let (paths, expected) = seeded_records("seeded-for-pydraughts");
    let paths: Vec<&Path> = paths.iter().map(PathBuf::as_path).collect();
    assert_eq!(pydraughts_final_positions(&paths), expected);
}

/// `checkers play` writes a 60-ply game; `checkers replay` reads it to its final FEN. Returns
/// the record's path and that FEN.
fn played_record(name: &str) -> (PathBuf, String) {
    let path = scratch(name);
    let path_text = path.display().to_string();
    let (code, out, err) = attic(
        &[
            "checkers",
            "play",
            "--engine",
            "native",
            "--rules",
            "english",
            "--computer",
            "both",
            "--depth",
            "3",
            "--max-plies",
            "60",
            "--pdn",
            &path_text,
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    let record = std::fs::read_to_string(&path).expect("play wrote the record");
    for tag in [
        "Event", "Site", "Date", "Round", "Black", "White", "Result", "GameType",
    ] {
        assert!(record.contains(&format!("[{tag} \"")), "{tag} in\n{record}");
    }
    assert!(record.contains("1. "), "{record}");
    assert!(record.contains("{stopped after 60 plies} *"), "{record}");
    let (code, replayed, err) = attic(
        &[
            "checkers", "replay", &path_text, "--engine", "native", "--rules", "english",
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    let final_fen = replayed.lines().last().expect("the final FEN").to_string();
    assert!(out.contains("stopped after 60 plies"), "{out}");
    (path, final_fen)
}

#[test]
fn play_writes_a_record_that_replay_reads() {
    let (_, final_fen) = played_record("play.pdn");
    assert!(parse_fen(&final_fen).is_ok(), "{final_fen}");
}

#[test]
#[ignore = "needs pydraughts (a test client): scripts/install-test-clients"]
fn pydraughts_reads_the_record_play_wrote() {
    let (path, final_fen) = played_record("play-for-pydraughts.pdn");
    assert_eq!(pydraughts_final_positions(&[&path]), [final_fen]);
}

#[test]
fn the_main_job_writes_its_game_and_the_interpreted_program_replays_it() {
    let path = scratch("main-job.pdn");
    let path_text = path.display().to_string();
    let (code, out, err) = attic(&["--pdn", &path_text], "");
    assert_eq!(code, 0, "{err}");
    assert!(
        out.lines()
            .nth(1)
            .is_some_and(|l| l.starts_with("1. 9-14 ")),
        "{out}"
    );
    let record = std::fs::read_to_string(&path).expect("the main job wrote its record");
    assert!(record.contains("{draw: the same position has occurred three times} 1/2-1/2"));
    let (code, replayed, err) = attic(&["checkers", "replay", &path_text], "");
    assert_eq!(code, 0, "{err}");
    assert!(replayed.starts_with("112 moves, all legal"), "{replayed}");
}

#[test]
fn replay_reads_hand_written_records_and_refuses_moves_off_the_rules() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/checkers/records");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("the records folder")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "pdn"))
        .collect();
    files.sort();
    assert!(files.len() >= 3);
    let mut report = String::new();
    for file in files {
        let name = file.file_name().unwrap().to_string_lossy().into_owned();
        let relative = format!("tests/checkers/records/{name}");
        let (code, out, err) = attic(
            &[
                "checkers", "replay", &relative, "--engine", "native", "--rules", "english",
            ],
            "",
        );
        report.push_str(&format!("== {name}: exit {code}\n{out}{err}\n"));
    }
    insta::assert_snapshot!("replay_records", report);
}

/// One game pydraughts' `HubEngine` plays between two `attic checkers hub` sessions on its own
/// English board: the moves as PDN and pydraughts' final FEN, with pydraughts' record of it.
fn hub_game(name: &str, black: &[&str], white: &[&str]) -> (Vec<String>, String, PathBuf) {
    let record = scratch(&format!("hub-{name}.pydraughts.pdn"));
    let hub = |words: &[&str]| -> Vec<String> {
        [crate::support::ATTIC, "checkers", "hub"]
            .iter()
            .chain(words)
            .map(|w| w.to_string())
            .collect()
    };
    let out = crate::support::clients::python(&["draughts"])
        .arg("tests/checkers/pydraughts_hub.py")
        .arg(&record)
        .args(["160", "3"])
        .args(hub(black))
        .arg("--")
        .args(hub(white))
        .output()
        .expect("the pydraughts script runs");
    assert!(
        out.status.success(),
        "{name}: pydraughts' game failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    let (moves, fen) = stdout
        .trim()
        .split_once('\t')
        .unwrap_or_else(|| panic!("{name}: no moves and FEN in {stdout}"));
    (
        moves.split_whitespace().map(str::to_string).collect(),
        canonical(fen),
        record,
    )
}

#[test]
#[ignore = "needs pydraughts (a test client): scripts/install-test-clients"]
fn pydraughts_hub_engine_plays_whole_games_against_every_executor() {
    let games: [(&str, &[&str], &[&str]); 3] = [
        (
            "interpreted-v-native",
            &["--engine", "interpreted"],
            &["--engine", "native"],
        ),
        (
            "native-v-translated",
            &["--engine", "native", "--search", "minimax"],
            &["--engine", "translated"],
        ),
        (
            "translated-v-interpreted",
            &["--engine", "translated"],
            &["--engine", "interpreted", "--reading", "xor"],
        ),
    ];
    for (name, black, white) in games {
        let (moves, final_fen, pydraughts_record) = hub_game(name, black, white);
        assert!(moves.len() >= 20, "{name}: only {} plies", moves.len());
        // attic reads pydraughts' record of the game to the same end.
        let path_text = pydraughts_record.display().to_string();
        let (code, replayed, err) = attic(
            &[
                "checkers", "replay", &path_text, "--engine", "native", "--rules", "english",
            ],
            "",
        );
        assert_eq!(code, 0, "{name}: {err}");
        // The last position replay prints (a note may follow it: where a draw rule ended the
        // game, when the record goes on past it).
        let last_position = replayed
            .lines()
            .rfind(|line| line.starts_with("B:") || line.starts_with("W:"));
        assert_eq!(last_position.map(canonical), Some(final_fen.clone()));
        // attic's own record of the same moves, which pydraughts' reader replays to that end.
        let mut native = Native::new(Rules::English);
        let mut game = Game::new(Position::initial(), GameOptions::default());
        for text in &moves {
            let legal = match game.turn(&mut native).expect("native never fails") {
                Turn::Moves(legal) => legal,
                Turn::Over(ending) => panic!("{name}: attic ended the game early: {ending}"),
            };
            let pos = game.position();
            let m = attic::checkers::game::pick(&pos, Rules::English, &legal, text)
                .unwrap_or_else(|e| panic!("{name}: {text}: {e}"));
            game.play(&m, &legal, None).expect("a position");
        }
        let ending = match game.turn(&mut native).expect("native never fails") {
            Turn::Over(ending) => ending,
            Turn::Moves(_) => attic::checkers::game::Ending::MaxPlies(moves.len() as u32),
        };
        assert_eq!(format_fen(&game.position()), final_fen, "{name}");
        let ours = scratch(&format!("hub-{name}.attic.pdn"));
        std::fs::write(&ours, game.to_pdn(("black", "white"), name, &ending)).expect("write");
        assert_eq!(pydraughts_final_positions(&[&ours]), [final_fen], "{name}");
    }
}
