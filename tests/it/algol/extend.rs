//! `attic algol extend`: the certification's pattern continued (`src/algol/extend.rs`).
//! - From the three-move program to four it gives the committed `mate-in-4.alg`, byte for
//!   byte: the generator does what Указания 3-6 do.
//! - The committed `mate-in-5.alg` and `mate-in-6.alg` are its output (a drift test), and
//!   extending by one move twice is extending by two at once.
//! - The diff from four to five moves has the hunks of the diff from three to four, less
//!   Указание 3's, which the four-move program has already.
//! - Numbers of moves out of range and texts of another shape are refused in words.

use std::path::Path;

use attic::algol::extend::{extend, moves_of, ExtendError};

fn program(name: &str) -> String {
    let path = Path::new(crate::support::ROOT)
        .join("programs/algol")
        .join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn three_to_four_is_the_committed_four_move_program() {
    let four = extend(&program("mate-in-3.alg"), 4).unwrap();
    assert_eq!(four, program("mate-in-4.alg"));
}

/// Regenerate with `attic algol extend programs/algol/mate-in-4.alg --to N -o
/// programs/algol/mate-in-N.alg` (N = 5, 6).
#[test]
fn committed_five_and_six_move_programs_are_the_generators_output() {
    let four = program("mate-in-4.alg");
    for (n, name) in [(5, "mate-in-5.alg"), (6, "mate-in-6.alg")] {
        let generated = extend(&four, n).unwrap();
        assert!(
            generated == program(name),
            "programs/algol/{name} drifted from `attic algol extend programs/algol/mate-in-4.alg --to {n}`"
        );
        assert_eq!(moves_of(&generated), Ok(n));
    }
    // One move at a time, from three or from five, gives the same text.
    let three = program("mate-in-3.alg");
    assert_eq!(extend(&three, 6).unwrap(), program("mate-in-6.alg"));
    assert_eq!(
        extend(&program("mate-in-5.alg"), 6).unwrap(),
        program("mate-in-6.alg")
    );
}

/// The hunks of a line diff as (old line count, new line count), from the first line of the
/// declarations on (the header comment is prose, written anew for each N).
fn hunk_shapes(old: &str, new: &str) -> Vec<(usize, usize)> {
    let from = |text: &str| {
        let at = text.find("  integer s, ss,").expect("declarations");
        text[at..].to_string()
    };
    let (old, new) = (from(old), from(new));
    let diff = similar::TextDiff::from_lines(&old, &new);
    diff.grouped_ops(0)
        .iter()
        .flatten()
        .filter(|op| op.tag() != similar::DiffTag::Equal)
        .map(|op| (op.old_range().len(), op.new_range().len()))
        .collect()
}

#[test]
fn four_to_five_changes_what_three_to_four_changed() {
    let (three, four, five, six) = (
        program("mate-in-3.alg"),
        program("mate-in-4.alg"),
        program("mate-in-5.alg"),
        program("mate-in-6.alg"),
    );
    let three_four = hunk_shapes(&three, &four);
    // Declarations (3 lines), Указание 3 (the head's loop bound), Указание 4 (8 lines in),
    // Указание 5 (one line becomes two), Указание 6 (27 lines in).
    assert_eq!(three_four, [(3, 3), (1, 1), (0, 8), (1, 2), (0, 27)]);
    let mut without_3: Vec<_> = three_four.clone();
    without_3.remove(1);
    assert_eq!(hunk_shapes(&four, &five), without_3);
    assert_eq!(hunk_shapes(&five, &six), without_3);
    insta::assert_snapshot!(
        "algol_extend_diff_4_to_5",
        similar::TextDiff::from_lines(&four, &five)
            .unified_diff()
            .context_radius(1)
            .header("mate-in-4.alg", "mate-in-5.alg")
            .to_string()
    );
}

#[test]
fn out_of_range_and_other_texts_are_refused_in_words() {
    let four = program("mate-in-4.alg");
    let cases: Vec<(String, Result<String, ExtendError>)> = vec![
        ("mate-in-4.alg --to 4".into(), extend(&four, 4)),
        ("mate-in-4.alg --to 1".into(), extend(&four, 1)),
        ("mate-in-4.alg --to 99".into(), extend(&four, 99)),
        (
            "mate-in-2.alg --to 5".into(),
            extend(&program("mate-in-2.alg"), 5),
        ),
        (
            "mate-in-n.alg --to 5".into(),
            extend(&program("mate-in-n.alg"), 5),
        ),
        (
            "mate-in-4.alg without `ПОСЛЕДНИЙ ХОД:` --to 5".into(),
            extend(&four.replace("ПОСЛЕДНИЙ ХОД:", "ПОСЛЕДНИЙ:"), 5),
        ),
        (
            "mate-in-4.alg with ВОЗМОЖЕН ПАТ[1:2] --to 5".into(),
            extend(&four.replace("ВОЗМОЖЕН ПАТ[1:3]", "ВОЗМОЖЕН ПАТ[1:2]"), 5),
        ),
        ("an empty text --to 5".into(), extend("", 5)),
    ];
    let mut report = String::new();
    for (what, result) in cases {
        let error = result.expect_err(&what);
        let text = error.to_string();
        assert!(text.chars().next().unwrap().is_lowercase(), "{text}");
        report.push_str(&format!("{what}\n  {text}\n"));
    }
    insta::assert_snapshot!("algol_extend_refusals", report);
}

#[test]
fn cli_writes_the_program_and_refuses_with_exit_codes() {
    let (code, out, err) = crate::support::attic(
        &[
            "algol",
            "extend",
            "programs/algol/mate-in-4.alg",
            "--to",
            "5",
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, program("mate-in-5.alg"));
    for (args, want) in [
        (vec!["--to", "1"], 2),
        (vec!["--to", "99"], 2),
        (vec!["--to", "3"], 2),
    ] {
        let mut all = vec!["algol", "extend", "programs/algol/mate-in-4.alg"];
        all.extend(args.iter());
        let (code, out, err) = crate::support::attic(&all, "");
        assert_eq!(code, want, "{all:?}: {err}");
        assert!(out.is_empty() && err.starts_with("error: "), "{err}");
    }
    let (code, _, err) = crate::support::attic(
        &[
            "algol",
            "extend",
            "programs/algol/mate-in-n.alg",
            "--to",
            "5",
        ],
        "",
    );
    assert_eq!(code, 65, "{err}");
    assert!(err.contains("not a mate-in-k program"), "{err}");
}
