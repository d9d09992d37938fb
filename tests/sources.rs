//! What the source documents say, held against attic: Norvig's prose-against-code errata
//! (E5-E7), the 1963 block rule (`attic parse --cpl-1963`), E4's stale-king witness along a
//! game line, and F3 against Norvig's claim about men.

mod support;

use std::sync::OnceLock;

use attic::checkers::StracheyTuple;
use attic::cpl::errata;
use attic::diff::compare::Plan;
use attic::diff::walk::{self, Walk};
use attic::diff::{play::describe_bits, report};
use attic::programs::STRACHEY_PRINTED;
use support::attic;

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

#[test]
fn f3_says_it_contradicts_norvig_on_men_with_a_mans_jump() {
    let w = the_walk();
    let f3 = w.experiments.iter().find(|x| x.id == "F3").unwrap();
    assert!(f3.claim.contains("contradicts Norvig"));
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
