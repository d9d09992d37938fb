//! The CPL translator: the corpus of small programs run translated (standalone, compiled by
//! rustc) with the interpreter's output; the committed translation of the corrected listing
//! is current and snapshotted; and one differential harness over three executors (the
//! interpreter, the translation, the native `strachey` rules) on seeded positions.

use attic::cpl::parse::{parse_expr, parse_program};
use attic::cpl::prelude;
use attic::cpl::runtime::logical::Reading;
use attic::cpl::translate::{translate, Options};
use attic::diagnostic::Source;

const CORRECTED: &str = "programs/cpl/strachey-1966-corrected.cpl";
const COMMITTED: &str = "src/translated/strachey_corrected.rs";
const ENTRY: &str = "ChosenPosition(Opening)";
const REGENERATE: &str = "cargo run --no-default-features -- translate programs/cpl/strachey-1966-corrected.cpl --prelude --entry 'ChosenPosition(Opening)' -o src/translated/strachey_corrected.rs";

fn parsed(name: &str, text: &str) -> (Source, attic::cpl::ast::Program) {
    let source = Source::new(name, text);
    let program = parse_program(&source).unwrap_or_else(|d| panic!("{d}"));
    (source, program)
}

fn expression(flag: &str, text: &str) -> (Source, attic::cpl::ast::Expr) {
    let source = Source::new(flag, text);
    let expr = parse_expr(&source).unwrap_or_else(|d| panic!("{d}"));
    (source, expr)
}

/// The translation of the corrected listing with the prelude, as the documented command
/// makes it.
fn corrected_translation() -> String {
    let text = std::fs::read_to_string(CORRECTED).unwrap();
    let programs = vec![
        parsed(CORRECTED, &text),
        parsed(prelude::PATH, prelude::TEXT),
    ];
    let options = Options {
        entries: vec![expression("--entry", ENTRY)],
        command: format!("attic translate {CORRECTED} --prelude --entry '{ENTRY}'"),
        ..Options::default()
    };
    translate(&programs, &options).unwrap()
}

#[test]
fn the_committed_translation_is_current() {
    let committed = std::fs::read_to_string(COMMITTED).unwrap();
    assert!(
        committed == corrected_translation(),
        "{COMMITTED} differs from a fresh translation; regenerate it with\n  {REGENERATE}"
    );
}

#[test]
fn the_translation_of_the_corrected_listing() {
    let translation = corrected_translation();
    // Every function from LegalPositionsFrom down to PCP, and the search, is fully typed.
    assert!(
        !translation.contains("Not fully typed"),
        "dynamic values in the corrected listing's translation"
    );
    assert!(!translation.contains("rt::Value"));
    insta::assert_snapshot!("strachey_corrected_translation", translation);
}

#[test]
fn a_standalone_program_prints_what_attic_run_prints() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("standalone");
    std::fs::create_dir_all(&dir).unwrap();
    let text = std::fs::read_to_string(CORRECTED).unwrap();
    let programs = vec![
        parsed(CORRECTED, &text),
        parsed(prelude::PATH, prelude::TEXT),
    ];
    let main = "LegalPositionsFrom(Opening)";
    let options = Options {
        standalone: true,
        mains: vec![expression("--main", main)],
        ..Options::default()
    };
    let source = translate(&programs, &options).unwrap();
    let got = crate::support::compile_and_run(&source, &dir, "legal");
    let _ = std::fs::remove_dir_all(&dir);
    let run = crate::support::command()
        .args(["run", CORRECTED, "--eval", main])
        .output()
        .unwrap();
    assert_eq!(got, String::from_utf8(run.stdout).unwrap());
    assert_eq!(got.lines().count(), 9, "{got}");
}

// ---------------------------------------------------------------------------------------------
// One differential harness over three executors

/// Behind the `translated` feature: the committed translation must compile.
#[cfg(feature = "translated")]
mod executors {
    use super::*;
    use attic::checkers::random::random_positions;
    use attic::checkers::{Decision, Engine, Native, Position, Rules, SearchKind};

    fn corpus(count: usize) -> Vec<Position> {
        random_positions(
            0x5eed_1966,
            &Position::initial(),
            Rules::Strachey,
            80,
            count,
        )
    }

    /// An executor's own choice after a 3-ply search: the successors, the index kept, the
    /// value and the count of `PositionValue` calls (`None` for Resign).
    fn chosen<E: Engine>(engine: &mut E, pos: &Position) -> Option<(Option<usize>, i32, u64)> {
        match engine
            .choose(&pos.to_strachey(), 3, SearchKind::Minimax)
            .unwrap()
        {
            Decision::Resign => None,
            Decision::Choice(c) => Some((c.index, c.value, c.evaluated)),
        }
    }

    /// Every executor's successors, by the Engine trait, in order.
    fn successors_of<E: Engine>(engine: &mut E, pos: &Position) -> Vec<Position> {
        engine.successors(pos).unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn three_executors_give_the_same_successors_and_choices() {
        use attic::bridge::checkers::Interpreted;
        use attic::bridge::translated::Translated;
        let positions = corpus(2000);
        assert_eq!(positions.len(), 2000);
        let mut native = Native::new(Rules::Strachey);
        let mut translated = Translated::new();
        let mut interpreted = Interpreted::corrected(Reading::Set).unwrap();
        let mut moves = 0;
        for (i, pos) in positions.iter().enumerate() {
            let expected = successors_of(&mut native, pos);
            moves += expected.len();
            assert_eq!(
                successors_of(&mut translated, pos),
                expected,
                "position {i}"
            );
            assert_eq!(
                successors_of(&mut interpreted, pos),
                expected,
                "position {i}"
            );
        }
        assert!(moves > 10_000, "{moves} successors in all");
        let mut compared = 0;
        for (i, pos) in positions.iter().step_by(10).enumerate() {
            // Native minimax counts its PositionValue calls as the listing makes them.
            let expected = chosen(&mut native, pos);
            // The translation's own ChosenPosition, and its own BestPosition with its counts.
            let picked = expected
                .and_then(|(index, _, _)| index)
                .map(|i| successors_of(&mut native, pos)[i]);
            assert_eq!(
                translated.chosen_position(pos, 3).unwrap(),
                picked,
                "position {i}"
            );
            assert_eq!(chosen(&mut translated, pos), expected, "position {i}");
            // The interpreter's own BestPosition and counts.
            assert_eq!(chosen(&mut interpreted, pos), expected, "position {i}");
            compared += 1;
        }
        assert_eq!(compared, 200);
    }

    #[test]
    fn the_translated_engine_counts_perft_from_the_opening() {
        use attic::bridge::translated::Translated;
        let mut translated = Translated::new();
        let counts: Vec<u64> = (1..=6)
            .map(|d| translated.perft(&Position::initial(), d).unwrap())
            .collect();
        assert_eq!(counts, [7, 49, 302, 1469, 7361, 36768]);
        let out = crate::support::command()
            .args(["checkers", "perft", "7", "--engine", "translated"])
            .output()
            .unwrap();
        assert_eq!(String::from_utf8(out.stdout).unwrap().trim(), "179740");
    }
}

/// A chain of 2 000 generated definitions, each calling the one before, translates to the
/// same types all along (inference reaches its fixed point however long the chain; rounds
/// over every definition once stopped after 500 links and left the rest untyped). (Compiling
/// it takes rustc minutes; the corpus above runs translations.) `attic translate` is linear in the number of definitions:
/// 60 000 such lines take a few seconds (figures in the commit that made it so).
#[test]
fn a_long_chain_of_generated_definitions_translates() {
    const LINKS: usize = 2000;
    let mut text = String::from("F1(x) = x + 1\n");
    for i in 2..=LINKS {
        text.push_str(&format!("F{i}(x) = F{}(x) + 1\n", i - 1));
    }
    let main = format!("F{LINKS}(1)");
    let programs = vec![parsed("chain.cpl", &text)];
    let options = Options {
        standalone: true,
        mains: vec![expression("--eval", &main)],
        ..Options::default()
    };
    let source = translate(&programs, &options).unwrap();
    let signatures: Vec<&str> = source
        .lines()
        .map(str::trim)
        .filter(|l| {
            l.strip_prefix("pub fn f")
                .is_some_and(|rest| rest.starts_with(|c: char| c.is_ascii_digit()))
        })
        .map(|l| l.split_once('(').map_or(l, |(_, rest)| rest))
        .collect();
    assert_eq!(signatures.len(), LINKS);
    assert!(
        signatures.iter().all(|s| *s == signatures[0]),
        "every link has the first one's types: {:?} ... {:?}",
        signatures.first(),
        signatures.iter().find(|s| **s != signatures[0])
    );
    // Integers all along, as the main's argument makes them (not left untyped: `rt::Nil`).
    assert!(
        signatures[0].contains("x: i64) -> rt::R<i64>"),
        "{}",
        signatures[0]
    );
}
