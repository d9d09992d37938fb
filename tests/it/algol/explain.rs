//! `attic chess explain`: the tree of moves the rebuilt ALGOL mate solver made, recorded from
//! its own run in the interpreter. The outline of one small mate in 2 from
//! `programs/problems/donna.epd` is snapshotted; on every mate-in-2 problem of the corpus
//! (`tests/algol_mate/problems.txt`) the tree's key is the key the program prints (what
//! `chess solve --engine interpreted` reports), its counts add up, and keeping only what an
//! outline shows changes nothing it shows; bad input is refused in
//! words with the exit codes of `chess solve` (and mate in 1, which only the non-recursive
//! `mate-in-n.alg` solves, is refused: its loop is not followed).

use std::fmt::Write as _;

use attic::algol::Limits;
use attic::bridge::algol_chess::{self, Verdict};
use attic::bridge::algol_explain::{self, MoveNode, Role};

use super::mate::{corpus, Expected};

const DONNA: &str = include_str!("../../../programs/problems/donna.epd");

/// The FEN of a problem of `programs/problems/donna.epd`, by its id.
fn donna(id: &str) -> String {
    let line = DONNA
        .lines()
        .find(|line| line.contains(&format!("id \"{id}\"")))
        .unwrap_or_else(|| panic!("{id} in donna.epd"));
    line.split_whitespace()
        .take(4)
        .collect::<Vec<_>>()
        .join(" ")
}

fn attic(args: &[&str]) -> (i32, String, String) {
    crate::support::attic(args, "")
}

fn transcript(cases: &[Vec<&str>]) -> String {
    let mut out = String::new();
    for args in cases {
        let (code, stdout, stderr) = attic(args);
        let shown: Vec<String> = args
            .iter()
            .map(|a| {
                if a.contains(' ') {
                    format!("'{a}'")
                } else {
                    a.to_string()
                }
            })
            .collect();
        writeln!(out, "$ attic {}", shown.join(" ")).unwrap();
        writeln!(out, "exit {code}").unwrap();
        for (name, text) in [("stdout", stdout), ("stderr", stderr)] {
            if !text.is_empty() {
                writeln!(out, "{name}:\n{}", text.trim_end()).unwrap();
            }
        }
        out.push('\n');
    }
    out
}

#[test]
fn explain_outlines_the_programs_tree_for_a_small_mate_in_2() {
    let fen = donna("donna_020");
    let args = [
        "chess",
        "explain",
        "--engine",
        "interpreted",
        "--fen",
        &fen,
        "--mate",
        "2",
        "--show",
        "3",
    ];
    insta::assert_snapshot!("algol_explain_donna_020", transcript(&[args.to_vec()]));
}

/// Every move made below a node, itself counted once, adds up to the program's total.
fn made(nodes: &[MoveNode]) -> u64 {
    nodes.iter().map(|n| 1 + n.made_below).sum::<u64>()
}

#[test]
fn the_trees_key_is_the_key_the_program_prints() {
    let mut checked = 0;
    for problem in corpus().iter().filter(|p| p.program == 2) {
        if !matches!(
            problem.expected,
            Expected::Keys(_) | Expected::MateInOne(_) | Expected::NoSolution
        ) {
            continue;
        }
        let tree = algol_explain::explain(&problem.fen, 2, Limits::default())
            .unwrap_or_else(|e| panic!("{}: {e}", problem.id));
        // The same program on the same input, run as `chess solve --engine interpreted` runs it.
        let (program, input) = algol_chess::prepare(&problem.fen, 2).unwrap();
        let (output, stats) = algol_chess::run_program(&program, &input, Limits::default())
            .unwrap_or_else(|e| panic!("{}: {e}", problem.id));
        let verdict = algol_chess::read_verdict(&output).unwrap();
        assert_eq!(tree.verdict, verdict, "{}", problem.id);
        assert_eq!(tree.output, output, "{}", problem.id);
        assert_eq!(
            (tree.steps, tree.calls),
            (stats.steps, stats.calls),
            "{}",
            problem.id
        );
        let keys: Vec<&MoveNode> = tree.moves.iter().filter(|m| m.role == Role::Key).collect();
        match verdict {
            Verdict::Key(key) | Verdict::MateInOne(key) => {
                assert_eq!(keys.len(), 1, "{}: one key in the tree", problem.id);
                assert_eq!(keys[0].uci, key, "{}", problem.id);
                assert!(
                    std::ptr::eq(keys[0], tree.moves.last().unwrap()),
                    "{}: the key is the last move the program tried",
                    problem.id
                );
            }
            _ => assert!(keys.is_empty(), "{}", problem.id),
        }
        assert_eq!(
            made(&tree.moves) + tree.illegal,
            tree.made,
            "{}: the counts add up",
            problem.id
        );
        // Keeping only what an outline shows changes nothing it shows.
        let kept = algol_explain::explain_keeping(&problem.fen, 2, Limits::default(), Some(2))
            .unwrap_or_else(|e| panic!("{}: {e}", problem.id));
        assert_eq!(
            algol_explain::outline(&kept, 2),
            algol_explain::outline(&tree, 2),
            "{}",
            problem.id
        );
        checked += 1;
    }
    assert!(checked >= 8, "only {checked} mate-in-2 problems checked");

    // On the command line: the key line of the outline is what `chess solve` prints.
    let fen = donna("donna_020");
    let (code, solved, _) = attic(&[
        "chess",
        "solve",
        "--engine",
        "interpreted",
        "--fen",
        &fen,
        "--mate",
        "2",
    ]);
    assert_eq!(code, 0);
    let (code, explained, _) = attic(&["chess", "explain", "--fen", &fen, "--mate", "2"]);
    assert_eq!(code, 0);
    let key = solved.trim();
    assert!(
        explained.contains(&format!("the program's answer: key {key}\n")),
        "{explained}"
    );
    assert!(
        explained.contains(&format!("\n{key}  key: ")),
        "{explained}"
    );
}

#[test]
fn explain_refuses_bad_input_in_words() {
    let ok = donna("donna_020");
    let cases: Vec<Vec<&str>> = vec![
        vec![
            "chess",
            "explain",
            "--fen",
            "8/8/8/9/8/8/8/8 w - - 0 1",
            "--mate",
            "2",
        ],
        vec!["chess", "explain", "--fen", &ok, "--mate", "7"],
        vec!["chess", "explain", "--fen", &ok, "--mate", "1"],
        vec!["chess", "explain", "--fen", &ok, "--mate", "two"],
        vec![
            "chess",
            "explain",
            "--fen",
            "4k3/8/8/8/8/8/8/4K2R b K - 0 1",
            "--mate",
            "2",
        ],
        vec![
            "chess",
            "explain",
            "--fen",
            "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1",
            "--mate",
            "2",
        ],
        vec![
            "chess",
            "explain",
            "--fen",
            "8/8/8/8/8/k7/8/K7 w - - 0 1",
            "--mate",
            "2",
        ],
        vec![
            "chess",
            "explain",
            "--engine",
            "translated",
            "--fen",
            &ok,
            "--mate",
            "2",
        ],
        vec![
            "chess",
            "explain",
            "--fen",
            &ok,
            "--mate",
            "2",
            "--max-steps",
            "1000",
        ],
    ];
    insta::assert_snapshot!("algol_explain_refusals", transcript(&cases));
}
