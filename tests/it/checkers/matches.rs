//! `attic checkers match`: programs set against each other, the score table snapshotted.

use crate::support::attic;

#[test]
fn four_games_between_two_native_searches() {
    let pdn = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("match-native.pdn");
    let pdn_text = pdn.display().to_string();
    let (code, out, err) = attic(
        &[
            "checkers",
            "match",
            "native:minimax",
            "native:alphabeta",
            "--games",
            "4",
            "--depth",
            "3",
            "--pdn",
            &pdn_text,
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    insta::assert_snapshot!("match_native_searches", out);
    // Minimax and alpha-beta choose alike, so each game is the same game from either chair.
    let records = std::fs::read_to_string(&pdn).expect("the records");
    assert_eq!(
        records
            .matches("[Event \"attic checkers match, game")
            .count(),
        4
    );
    let (code, replayed, err) = attic(&["checkers", "replay", &pdn_text, "--engine", "native"], "");
    assert_eq!(code, 0, "{err}");
    assert!(replayed.contains("all legal"), "{replayed}");
}

/// `attic checkers match PLAYER native:alphabeta` (with `extra` flags first) at depth 2, games
/// stopped at 60 plies: the score table, snapshotted as `snapshot`.
fn against_alpha_beta(player: &str, extra: &[&str], games: &str, snapshot: &str) {
    let mut args = vec!["checkers", "match", player, "native:alphabeta"];
    args.extend_from_slice(extra);
    args.extend(["--games", games, "--depth", "2", "--max-plies", "60"]);
    let (code, out, err) = attic(&args, "");
    assert_eq!(code, 0, "{err}");
    insta::assert_snapshot!(snapshot, out);
}

#[test]
fn the_interpreted_program_against_native_alpha_beta() {
    against_alpha_beta("interpreted", &[], "2", "match_interpreted_native");
}

#[test]
fn an_unknown_player_is_refused_in_words() {
    let (code, _, err) = attic(&["checkers", "match", "interpreted", "stockfish"], "");
    assert_eq!(code, 2);
    assert!(err.contains("`stockfish` is no player"), "{err}");
}

#[test]
fn the_ballots_open_a_match_each_with_both_colours() {
    against_alpha_beta(
        "translated",
        &["--openings", "ballots"],
        "4",
        "match_ballots",
    );
}

#[test]
fn a_small_gauntlet_rates_the_program_against_native_depths() {
    let (code, out, err) = attic(
        &[
            "checkers",
            "gauntlet",
            "--first",
            "2",
            "--program-depths",
            "2,3",
            "--native-depths",
            "1,3",
            "--max-plies",
            "80",
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("run time"), "{err}");
    insta::assert_snapshot!("gauntlet_small", out);
    let (code, _, err) = attic(&["checkers", "gauntlet", "--native-depths", "0"], "");
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("depth 0 is out of range"), "{err}");
}
