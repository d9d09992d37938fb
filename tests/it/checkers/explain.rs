//! `attic checkers explain`: the tree the program searched, with its own values and counts.
//! Outlines are snapshotted; the counts are checked against `choose` for every executor.

use crate::support::attic;

use attic::bridge::checkers::Interpreted;
use attic::checkers::explain::{SearchNode, SearchTree};
use attic::checkers::search::{Decision, SearchKind};
use attic::checkers::{parse_fen, Engine, Native, Rules};
use attic::cpl::runtime::logical::Reading;

const OPENING: &str = "B:W21-32:B1-12";
/// White to move with two captures (23x14, 22x15), and Black's recaptures below them.
const CAPTURE: &str = "W:W21-32:B1-8,10-12,18";
/// A middle game with kings, a capture for Black and a side close to having no move.
const KINGS: &str = "B:WK14,22,25,K30:B5,K18,19";

#[test]
fn explain_from_the_opening_at_depth_2() {
    let (code, out, err) = attic(&["checkers", "explain", "--depth", "2"], "");
    assert_eq!(code, 0, "{err}");
    insta::assert_snapshot!("explain_opening_depth_2", out);
}

#[test]
fn explain_from_a_capture_position_at_depth_2() {
    let (code, out, err) = attic(
        &["checkers", "explain", "--fen", CAPTURE, "--depth", "2"],
        "",
    );
    assert_eq!(code, 0, "{err}");
    insta::assert_snapshot!("explain_capture_depth_2", out);
}

#[test]
fn explain_folds_deep_moves_and_writes_graphviz() {
    let (code, out, err) = attic(
        &[
            "checkers", "explain", "--fen", CAPTURE, "--depth", "3", "--show", "1", "--dot",
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    insta::assert_snapshot!("explain_capture_depth_3_dot", out);
}

/// The count `choose` prints on the command line is the count at explain's root.
#[test]
fn explain_counts_what_choose_prints() {
    for fen in [OPENING, CAPTURE] {
        let (code, chose, err) = attic(&["checkers", "choose", "--fen", fen, "--depth", "2"], "");
        assert_eq!(code, 0, "{err}");
        let (code, explained, err) =
            attic(&["checkers", "explain", "--fen", fen, "--depth", "2"], "");
        assert_eq!(code, 0, "{err}");
        let count = chose
            .lines()
            .find_map(|l| l.strip_prefix("PositionValue evaluations: "))
            .expect("choose prints its count");
        assert!(
            explained.contains(&format!("PositionValue evaluations: {count}\n")),
            "{chose}\n{explained}"
        );
    }
}

fn engines() -> Vec<Box<dyn Engine>> {
    vec![
        Box::new(Interpreted::corrected(Reading::Set).expect("the listing loads")),
        Box::new(Native::new(Rules::Strachey)),
    ]
}

fn shape(nodes: &[SearchNode]) -> Vec<(String, i32, Option<usize>, usize)> {
    let mut out = Vec::new();
    for n in nodes {
        out.push((n.name.clone(), n.value, n.best, n.moves.len()));
        out.extend(shape(&n.moves));
    }
    out
}

/// Every executor that records its tree (the translated listing does not yet) has its own
/// `choose`'s count, move and value in it, and the trees
/// are the same tree (the corrected listing and the native strachey rules agree).
#[test]
fn every_executors_tree_has_its_choose_count_and_choice() {
    for fen in [OPENING, CAPTURE, KINGS] {
        let pos = parse_fen(fen).expect("a position");
        let mut trees: Vec<SearchTree> = Vec::new();
        for mut engine in engines() {
            for depth in 1..=3 {
                let state = pos.to_strachey();
                let tree = engine
                    .explain(&state, depth)
                    .unwrap_or_else(|e| panic!("{}: {e}", engine.label()));
                let Decision::Choice(choice) = engine
                    .choose(&state, depth, SearchKind::Minimax)
                    .expect("a choice")
                else {
                    panic!("{fen} has moves");
                };
                let label = engine.label();
                assert_eq!(tree.evaluated(), choice.evaluated, "{label} {fen} {depth}");
                assert_eq!(tree.best, choice.index, "{label} {fen} {depth}");
                assert_eq!(tree.value, choice.value, "{label} {fen} {depth}");
                assert_eq!(tree.moves.len(), choice.successors.len());
                if depth == 3 {
                    trees.push(tree);
                }
            }
        }
        for other in &trees[1..] {
            assert_eq!(shape(&other.moves), shape(&trees[0].moves), "{fen}");
            assert_eq!(other.best_line(), trees[0].best_line(), "{fen}");
        }
    }
}

#[test]
fn explain_says_when_the_program_resigns() {
    let (code, out, err) = attic(&["checkers", "explain", "--fen", "W:W:B1,2"], "");
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Resign"), "{out}");
    assert!(out.contains("PositionValue evaluations: 0"), "{out}");
}
