//! What the source documents say, held against attic: Norvig's prose-against-code errata
//! (E5-E7), the 1963 block rule (`attic parse --cpl-1963`), E4's stale-king witness along a
//! game line, and F3 against Norvig's claim about men.

use std::sync::OnceLock;

use crate::support::attic;
use attic::checkers::StracheyTuple;
use attic::cpl::errata;
use attic::diff::compare::Plan;
use attic::diff::walk::{self, Walk};
use attic::diff::{play::describe_bits, report};
use attic::programs::STRACHEY_PRINTED;

/// A small walk: the breadth-first tree to 8 plies (F3's first witness is at ply 7), no
/// random games.
fn the_walk() -> &'static Walk {
    static WALK: OnceLock<Walk> = OnceLock::new();
    WALK.get_or_init(|| {
        let plan = Plan {
            plies: 8,
            positions: 0,
            seed: 1,
            ..Plan::default()
        };
        walk::walk(&plan, &mut |_, _| {}).expect("the walk runs")
    })
}

fn step<'w>(w: &'w Walk, id: &str) -> &'w walk::Step {
    w.steps.iter().find(|s| s.erratum.id == id).expect(id)
}

#[test]
fn norvigs_documentation_errata_quote_the_prose_and_the_listing() {
    let entries = errata::errata().unwrap();
    // (id, the prose's name, the listing's text, where the listing has it, what it never has)
    type Expected<'a> = (
        &'a str,
        &'a str,
        &'a str,
        &'a [(usize, usize)],
        Option<&'a str>,
    );
    let expected: [Expected; 3] = [
        (
            "E5",
            "PositionValue(P)",
            "PositionValue(P,d)",
            &[(13, 1)],
            None,
        ),
        (
            "E6",
            "MakeMove(M,P)",
            "MakeMove(P,C,s,Φ)",
            &[(30, 16), (44, 1)],
            None,
        ),
        (
            "E7",
            "LegalMovesFrom(P)",
            "LegalPositionsFrom(P)",
            &[(2, 15), (14, 15), (18, 1)],
            Some("LegalMovesFrom"),
        ),
    ];
    for (id, prose, code, at, absent) in expected {
        let e = entries.iter().find(|e| e.id == id).expect(id);
        assert!(!e.changes_program(), "{id} is documentation");
        assert_eq!(e.prose.as_deref(), Some(prose), "{id}");
        assert_eq!(e.code.as_deref(), Some(code), "{id}");
        assert_eq!(e.absent.as_deref(), absent, "{id}");
        assert_eq!(e.quoted_in(STRACHEY_PRINTED).unwrap().code_at, at, "{id}");
    }
    // The documentation errata change no line: applying all of them is applying E4's prefix.
    assert_eq!(
        errata::apply(STRACHEY_PRINTED, Some("E4")).unwrap(),
        errata::apply(STRACHEY_PRINTED, None).unwrap()
    );
    // `attic errata` shows them.
    let text = report::walk(the_walk(), false);
    assert!(text.contains("the article's prose: PositionValue(P)\nthe listing: PositionValue(P,d) (at 13:1 of programs/cpl/strachey-1966.cpl)"));
    assert!(text.contains(
        "the article's prose: MakeMove(M,P)\nthe listing: MakeMove(P,C,s,Φ) (at 30:16, 44:1 of"
    ));
    assert!(text.contains("the listing never writes LegalMovesFrom"));
}

/// The king bits of a state that stand on a piece, as Strachey squares.
fn visible_kings(s: &StracheyTuple) -> String {
    describe_bits(s.k & (s.x | s.y))
}

#[test]
fn e4_shows_a_man_that_lands_on_a_stale_king_bit_and_is_crowned() {
    let w = the_walk();
    let e4 = step(w, "E4");
    assert!(e4.erratum.why.contains("attic's measurement"));
    let (from, line) = e4.line.as_ref().expect("E4 has a game line");
    assert!(from.starts_with("the game line 10-15 22-18"), "{from}");
    // After the king's capture 31x24x15 (White to move), the man 28-24 lands on the stale
    // king bit at 24: a king in the printed listing, a man in the corrected one.
    let witness = line
        .witnesses
        .iter()
        .find(|w| w.path.len() == 9 && w.path.last().map(String::as_str) == Some("31x24x15"))
        .expect("a witness after 31x24x15");
    assert!(
        describe_bits(witness.state_a.k & !(witness.state_a.x | witness.state_a.y)).contains("24")
    );
    let child = |moves: &Result<Vec<(String, StracheyTuple)>, _>| {
        moves
            .as_ref()
            .unwrap()
            .iter()
            .find(|(n, _)| n == "28-24")
            .map(|(_, c)| *c)
            .expect("28-24 is offered")
    };
    let crowned = child(&witness.moves_a);
    let man = child(&witness.moves_b);
    // The mover's pieces after the move are the opponent's in the child (Y).
    assert!(crowned.y & crowned.k != 0 && visible_kings(&crowned) != visible_kings(&man));
    let square_24 = 1u64 << (24 + 4 + (24 - 1) / 8);
    assert_ne!(crowned.k & square_24, 0, "the man on 24 is a king");
    assert_eq!(man.k & square_24, 0, "the man on 24 stays a man");
    let text = report::walk(w, false);
    assert!(text.contains("* 28-24 (kings on 15,24; stale king bit on 31) | 28-24 (kings on 15)"));
}

/// F3 measures where the listing's rules and the English ones part: a man crowned in
/// mid-capture, which is king handling under rules the essay does not name, so it does not
/// claim to contradict Norvig's "men's moves and jumps are handled perfectly".
#[test]
fn f3_measures_a_crowning_mid_capture_without_claiming_a_contradiction() {
    let w = the_walk();
    let f3 = w.experiments.iter().find(|x| x.id == "F3").unwrap();
    assert!(
        f3.claim.contains("does not contradict Norvig"),
        "{}",
        f3.claim
    );
    assert!(f3.claim.contains("the essay names none"), "{}", f3.claim);
    assert!(f3
        .claim
        .contains("该程序可以完美地处理普通棋子的移动和跳跃"));
    let witness = &f3.runs[0].1.witnesses[0];
    assert_eq!(
        witness.path.join(" "),
        "9-14 22-18 11-16 18x9 6x13 24-20 2-6"
    );
    // The jump is a man's: no king stands on the board before it.
    let s = witness.state_a;
    assert_eq!(s.k & (s.x | s.y), 0);
}

#[test]
fn parse_cpl_1963_reports_each_definition_after_a_command() {
    let (code, out, err) = attic(
        &[
            "parse",
            "programs/cpl/strachey-1966-corrected.cpl",
            "--cpl-1963",
        ],
        "",
    );
    assert_eq!(code, 1, "{err}");
    assert!(out.starts_with("programs/cpl/strachey-1966-corrected.cpl:4:7: in ChosenPosition"));
    insta::assert_snapshot!("sources_cpl_1963_corrected_listing", out);
    let (code, out, _) = attic(
        &["parse", "programs/cpl/checkers-prelude.cpl", "--cpl-1963"],
        "",
    );
    assert_eq!(code, 0);
    assert!(out.starts_with("0 departures"));
    // The printed listing does not parse: the syntax error comes first.
    let (code, _, err) = attic(
        &["parse", "programs/cpl/strachey-1966.cpl", "--cpl-1963"],
        "",
    );
    assert_eq!(code, 65);
    assert!(err.contains("strachey-1966.cpl:35:1"));
}

// ---------------------------------------------------------------------------------------------
// The certification: the faster mate in n, its input, and the programs compared as solvers

const POPEYE_SHORT: &str = "k3N3/P7/K6p/8/8/8/8/8 w - -";

#[test]
fn algol_input_writes_what_the_programs_read() {
    let (code, out, err) = attic(
        &[
            "chess",
            "algol-input",
            "--fen",
            "2R5/8/3k4/3N2p1/4K1Q1/8/8/8 w - -",
            "--moves",
            "2",
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        out.split_whitespace().collect::<Vec<_>>().join(" "),
        "2 4 4 38 2 45 6 54 5 74 2 6 46 1 75"
    );
    let (code, _, err) = attic(
        &[
            "chess",
            "algol-input",
            "--fen",
            "5K2/8/2qk4/2nPp3/3r4/6B1/B7/3R4 w - e6",
        ],
        "",
    );
    assert_eq!(code, 65);
    assert!(err.contains("en passant"), "{err}");
    // What it writes runs: `attic run ... --stats` prints the key and, on stderr, the steps.
    let (_, input, _) = attic(
        &[
            "chess",
            "algol-input",
            "--fen",
            POPEYE_SHORT,
            "--moves",
            "2",
        ],
        "",
    );
    let (code, out, err) = attic(&["run", "programs/algol/mate-in-n.alg", "--stats"], &input);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("КЛЮЧ e8c7"), "{out}");
    let steps: u64 = err
        .strip_prefix("steps: ")
        .and_then(|rest| rest.split(',').next())
        .and_then(|n| n.parse().ok())
        .expect("steps on stderr");
    assert!(steps > 1000, "{err}");
}

#[test]
fn solve_with_the_algol_engine_goes_beyond_mate_in_4_through_mate_in_n() {
    let (_, native, _) = attic(
        &[
            "chess",
            "solve",
            "--fen",
            POPEYE_SHORT,
            "--mate",
            "5",
            "--keys",
            "--no-en-passant",
        ],
        "",
    );
    let native: Vec<&str> = native.lines().collect();
    for mate in ["5", "6"] {
        let (code, out, err) = attic(
            &[
                "chess",
                "solve",
                "--engine",
                "algol",
                "--fen",
                POPEYE_SHORT,
                "--mate",
                mate,
                "--keys",
                "--verbose",
                "--program",
                "mate-in-n",
            ],
            "",
        );
        assert_eq!(code, 0, "{err}");
        let key = out.lines().next().unwrap();
        assert!(native.contains(&key), "{key} not among {native:?}");
        assert!(out.contains("--- printed by mate-in-n.alg ---"));
    }
    let (code, _, err) = attic(
        &[
            "chess",
            "solve",
            "--engine",
            "algol",
            "--fen",
            "8/8/8/8/8/k7/8/K7 w - - 0 1",
            "--mate",
            "5",
            "--program",
            "mate-in-n",
        ],
        "",
    );
    assert_eq!(code, 1);
    assert!(err.contains("no mate in 5 (mate-in-n.alg)"), "{err}");
    let (code, _, err) = attic(
        &[
            "chess",
            "solve",
            "--engine",
            "algol",
            "--fen",
            POPEYE_SHORT,
            "--mate",
            "7",
        ],
        "",
    );
    assert_eq!(code, 65);
    assert!(err.contains("mate in 1 to 6"), "{err}");
}

/// The behavioural part of an ALGOL diff: from its `behaviour:` line on.
fn behaviour(out: &str) -> &str {
    &out[out.find("behaviour: ").expect("a behaviour report")..]
}

#[test]
fn algol_diff_with_problems_runs_both_programs_on_each() {
    // The certification's claim: the three-move program with s = 2 answers as 50б does.
    let (code, out, err) = attic(
        &[
            "diff",
            "programs/algol/mate-in-2.alg",
            "programs/algol/mate-in-3.alg",
            "--problems",
            "tests/sources/problems.epd",
        ],
        "",
    );
    assert_eq!(code, 1, "the texts differ: {err}");
    assert!(out.starts_with("--- programs/algol/mate-in-2.alg"));
    let report = behaviour(&out);
    assert!(
        report.ends_with("0 of 5 problems with different answers\n"),
        "{report}"
    );
    insta::assert_snapshot!("sources_algol_diff_2_against_3", report);
    // mate-in-2.alg reads no s and solves mate in 2 whatever is asked: with s = 1 it differs
    // from mate-in-n.alg wherever the mate needs two moves, and agrees on a mate in one.
    let (code, out, _) = attic(
        &[
            "diff",
            "programs/algol/mate-in-2.alg",
            "programs/algol/mate-in-n.alg",
            "--problems",
            "tests/sources/problems.epd",
            "--mate",
            "1",
        ],
        "",
    );
    assert_eq!(code, 1);
    let report = behaviour(&out);
    assert!(report.contains("* matefish_m2b s 1: key e4f5"), "{report}");
    assert!(
        report.contains("  popeye_short s 1: mate in one: e8c7"),
        "{report}"
    );
    assert!(
        report.ends_with("3 of 5 problems with different answers\n"),
        "{report}"
    );
}

// ---------------------------------------------------------------------------------------------
// Norvig's suggested rewrite: ChosenPosition(P) = Max(LegalPositionsFrom(P), ReplyValue)

const NORVIG_MAX: &str = "programs/cpl/norvig-2011-max.cpl";

/// The behavioural part of a CPL diff: from its `each comparison:` line on.
fn cpl_behaviour(out: &str) -> &str {
    &out[out.find("each comparison: ").expect("a behaviour report")..]
}

#[test]
fn norvigs_max_picks_the_listings_moves() {
    let (code, out, err) = attic(
        &[
            "diff",
            NORVIG_MAX,
            "programs/cpl/strachey-1966-corrected.cpl",
            "--search-depth",
            "3",
            "--plies",
            "4",
            "--positions",
            "60",
        ],
        "",
    );
    // The texts differ (ChosenPosition, Max, PositionValue); the choices do not.
    assert_eq!(code, 1, "{err}");
    assert!(out.contains("+BestPosition(P,V,L,d)"), "{out}");
    let report = cpl_behaviour(&out);
    assert!(report.contains(", 0 with differences"), "{report}");
    insta::assert_snapshot!("sources_norvig_max_diff", report);
}

#[test]
fn norvigs_max_keeps_the_first_of_equal_values() {
    // From the opening every move scores 0 at depth 3: `Val > BestVal` keeps the first
    // (9-14), as the listing's `v > V` does; with `≥` Max keeps the last (12-16).
    let text = std::fs::read_to_string(NORVIG_MAX).unwrap();
    let rule = "if Val > BestVal then";
    // The header quotes Norvig's text; only the program's own line (not a `||` comment) changes.
    let is_code = |line: &&str| !line.trim_start().starts_with("||");
    assert_eq!(
        text.lines()
            .filter(is_code)
            .filter(|l| l.contains(rule))
            .count(),
        1
    );
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("norvig");
    std::fs::create_dir_all(&dir).unwrap();
    let last = dir.join("norvig-max-keeps-last.cpl");
    let kept_last_text: String = text
        .lines()
        .map(|line| {
            if is_code(&line) {
                line.replace(rule, "if Val ≥ BestVal then")
            } else {
                line.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("\n");
    std::fs::write(&last, kept_last_text).unwrap();
    let choose = |program: &str| {
        let (code, out, err) = attic(
            &["checkers", "choose", "--depth", "3", "--program", program],
            "",
        );
        assert_eq!(code, 0, "{err}");
        out
    };
    let first = choose(NORVIG_MAX);
    assert!(first.contains("move: 9-14"), "{first}");
    assert!(first.contains("value: 0"), "{first}");
    let kept_last = choose(last.to_str().unwrap());
    let _ = std::fs::remove_dir_all(&dir);
    assert!(kept_last.contains("move: 12-16"), "{kept_last}");
}
