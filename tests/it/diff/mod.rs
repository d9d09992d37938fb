//! `attic diff` and `attic errata`: the command-line cases of `tests/diff/cases.txt`
//! (exit codes and snapshotted output), the errata walk (text snapshot, the witnesses the
//! issue names), and the HTML pages (well formed, one SVG board per witness).

use std::path::Path;
use std::sync::OnceLock;

use attic::diff::compare::Plan;
use attic::diff::walk::{self, Evidence, Walk};
use attic::diff::{html, report};

fn attic(args: &[&str]) -> (i32, String, String) {
    crate::support::attic(args, "")
}

fn cases() -> Vec<(String, i32, Vec<String>)> {
    let text =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/diff/cases.txt"))
            .expect("tests/diff/cases.txt");
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            let fields: Vec<&str> = l.split('|').map(str::trim).collect();
            assert_eq!(fields.len(), 3, "a case is `name | exit | arguments`: {l}");
            let code = fields[1].parse().expect("an exit code");
            let args = fields[2].split_whitespace().map(str::to_string).collect();
            (fields[0].to_string(), code, args)
        })
        .collect()
}

#[test]
fn command_line_cases() {
    for (name, code, args) in cases() {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let (got, stdout, stderr) = attic(&args);
        assert_eq!(
            got, code,
            "{name}: exit code\nstdout:\n{stdout}\nstderr:\n{stderr}"
        );
        insta::assert_snapshot!(
            format!("diff_cli_{name}"),
            format!(
                "$ attic {}\nexit {got}\n--- stdout\n{stdout}--- stderr\n{stderr}",
                args.join(" ")
            )
        );
    }
}

#[test]
fn the_printed_listing_is_compared_from_the_erratum_that_makes_it_run() {
    let (code, out, _) = attic(&[
        "diff",
        "programs/cpl/strachey-1966.cpl",
        "programs/cpl/strachey-1966-corrected.cpl",
        "--plies",
        "2",
        "--positions",
        "0",
    ]);
    assert_eq!(code, 1);
    assert!(out.starts_with(
        "--- programs/cpl/strachey-1966.cpl\n+++ programs/cpl/strachey-1966-corrected.cpl\n"
    ));
    assert!(out.contains("-      let ψ = (C = Capture) → Shift(Φ, - σs), NIL\n"));
    assert!(out.contains("programs/cpl/strachey-1966.cpl does not parse:"));
    assert!(out.contains("--> programs/cpl/strachey-1966.cpl:35:1"));
    assert!(out.contains("comparing from programs/cpl/strachey-1966.cpl with E1, E2 applied"));
}

#[test]
fn the_e1_e2_file_is_the_listing_with_those_errata() {
    let file = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/diff/strachey-1966-e1-e2.cpl"),
    )
    .unwrap();
    assert_eq!(file, walk::listing_upto(Some("E2")).unwrap());
}

/// The walk is the slow part: run once for every test that reads it.
fn the_walk() -> &'static Walk {
    static WALK: OnceLock<Walk> = OnceLock::new();
    WALK.get_or_init(|| {
        let plan = Plan {
            plies: 8,
            positions: 300,
            seed: 1,
            game_plies: 200,
            ..Plan::default()
        };
        walk::walk(&plan, &mut |_, _| {}).expect("the walk runs")
    })
}

fn step<'w>(w: &'w Walk, id: &str) -> &'w walk::Step {
    w.steps
        .iter()
        .find(|s| s.erratum.id == id)
        .expect("the erratum")
}

#[test]
fn the_errata_walk_shows_each_witness() {
    let w = the_walk();
    let text = report::walk(w, false);
    insta::assert_snapshot!("diff_errata_walk", text);

    // E1: the parse error.
    let Evidence::DoesNotParse { diagnostic } = &step(w, "E1").evidence else {
        panic!("E1's witness is a parse error");
    };
    assert!(diagnostic.contains("strachey-1966.cpl:35:1"));
    // E2: the type error at `Y - ψ`, from the opening.
    let Evidence::Compared(e2) = &step(w, "E2").evidence else {
        panic!("E2 is compared");
    };
    let first = &e2.witnesses[0];
    assert!(first.path.is_empty());
    let error = first
        .moves_a
        .as_ref()
        .expect_err("E1 alone fails at the opening");
    assert!(error.message.starts_with("type error"));
    assert!(error.diagnostic.as_deref().unwrap().contains(":50:32"));
    assert!(first.moves_b.is_ok());
    // E4: a king leaves a king bit on the square it leaves, under the set reading.
    let Evidence::Compared(e4) = &step(w, "E4").evidence else {
        panic!("E4 is compared");
    };
    let stale = e4.witnesses[0]
        .moves_a
        .as_ref()
        .unwrap()
        .iter()
        .any(|(_, child)| child.k & !(child.x | child.y) != 0);
    assert!(stale, "E4's witness leaves a stale king bit");
    // F2: the printed expression read as xor plays as the corrected one.
    let f2 = w.experiments.iter().find(|x| x.id == "F2").unwrap();
    assert!(f2.compared() > 40_000);
    assert_eq!(f2.differences(), 0);
    // F3: a man crowned in mid-capture jumps on: the shortest witness is at ply 7.
    let f3 = w.experiments.iter().find(|x| x.id == "F3").unwrap();
    let witness = &f3.runs[0].1.witnesses[0];
    assert_eq!(
        witness.path.join(" "),
        "9-14 22-18 11-16 18x9 6x13 24-20 2-6"
    );
    let names = |m: &Result<Vec<(String, attic::checkers::StracheyTuple)>, _>| -> Vec<String> {
        m.as_ref().unwrap().iter().map(|(n, _)| n.clone()).collect()
    };
    assert_eq!(names(&witness.moves_a), ["20x11x2x9"]);
    assert_eq!(names(&witness.moves_b), ["20x11x2"]);
    // F4: MinList's repeat rule drops nothing, yet repeated positions occur.
    let f4 = w.experiments.iter().find(|x| x.id == "F4").unwrap();
    assert_eq!(f4.differences(), 0);
    assert!(f4.runs[0].1.repeated > 0);
    // F5: read as Python binds `&`, the printed expression crowns no man: along its line
    // Black's 14x23x32 reaches the last row with no king bit there.
    let f5 = w.experiments.iter().find(|x| x.id == "F5").unwrap();
    assert!(f5.differences() > 0);
    let crowned = |m: &Result<Vec<(String, attic::checkers::StracheyTuple)>, _>| {
        m.as_ref().unwrap().iter().any(|(n, child)| {
            // After Black's move White is to move: Black's pieces are Y.
            n == "14x23x32" && child.k & child.y != 0
        })
    };
    let line = &f5.runs[0].1.witnesses[0];
    assert_eq!(line.path.len(), 12);
    assert!(!crowned(&line.moves_a), "the Python reading crowns no man");
    assert!(crowned(&line.moves_b), "the corrected listing crowns him");
    // The four readings: only xor with ∧ tighter plays as the corrected listing.
    let table: Vec<(String, u64)> = w
        .readings_table
        .iter()
        .map(|r| (r.readings.describe(), r.comparison.differences))
        .collect();
    assert_eq!(table.len(), 4);
    assert_eq!(table[2], ("xor reading".to_string(), 0), "{table:?}");
    assert!(
        table.iter().filter(|(_, d)| *d > 0).count() == 3,
        "{table:?}"
    );
    // F1: along the game line, the White man stepping to 24 is a king in the printed listing.
    let f1 = w.experiments.iter().find(|x| x.id == "F1").unwrap();
    let line = &f1.runs[0].1;
    assert!(line.witnesses.iter().any(|w| w.path.len() == 11
        && w.moves_a
            .as_ref()
            .is_ok_and(|m| m.iter().any(|(n, _)| n == "24-28"))
        && w.moves_b
            .as_ref()
            .is_ok_and(|m| m.iter().all(|(n, _)| n != "24-28"))));
}

/// Checks that a page is well-formed XML: every tag closed in order, attributes quoted,
/// only the five XML entities and numeric ones.
fn well_formed(page: &str) -> Result<(), String> {
    let body = page.strip_prefix("<!DOCTYPE html>\n").ok_or("no doctype")?;
    let mut stack: Vec<String> = Vec::new();
    let mut rest = body;
    while let Some(i) = rest.find(['<', '&']) {
        let (text, tail) = rest.split_at(i);
        let _ = text;
        if tail.starts_with('&') {
            let end = tail.find(';').ok_or("an & without ;")?;
            let entity = &tail[1..end];
            let known = ["amp", "lt", "gt", "quot", "apos"].contains(&entity)
                || entity
                    .strip_prefix('#')
                    .is_some_and(|n| n.parse::<u32>().is_ok());
            if !known {
                return Err(format!("unknown entity &{entity};"));
            }
            rest = &tail[end + 1..];
            continue;
        }
        let end = tail.find('>').ok_or("a < without >")?;
        let tag = &tail[1..end];
        rest = &tail[end + 1..];
        if let Some(name) = tag.strip_prefix('/') {
            match stack.pop() {
                Some(open) if open == name => {}
                other => return Err(format!("</{name}> closes {other:?}")),
            }
        } else if !tag.ends_with('/') {
            let name = tag.split_whitespace().next().ok_or("an empty tag")?;
            if tag.matches('"').count() % 2 != 0 {
                return Err(format!("unbalanced quotes in <{tag}>"));
            }
            stack.push(name.to_string());
        }
    }
    if stack.is_empty() {
        Ok(())
    } else {
        Err(format!("unclosed: {stack:?}"))
    }
}

#[test]
fn the_walk_page_is_well_formed_with_one_board_per_witness() {
    let page = html::walk_page(the_walk());
    well_formed(&page).unwrap();
    let boards = page.matches("<svg").count();
    let witnesses = page.matches("<h4 class=\"witness\">").count();
    assert!(witnesses >= 6, "{witnesses} witnesses");
    assert_eq!(boards, witnesses);
    assert!(!page.contains("src=") && !page.contains("href=") && !page.contains("<script"));
    assert!(page.contains("<del>NIL</del>") && page.contains("<ins>Zero</ins>"));
}

#[test]
fn the_diff_page_is_well_formed_with_one_board_per_witness() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("diff");
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("diff.html");
    let (code, _, _) = attic(&[
        "diff",
        "programs/cpl/strachey-1966.cpl",
        "programs/cpl/strachey-1966-corrected.cpl",
        "--plies",
        "3",
        "--positions",
        "400",
        "--html",
        file.to_str().unwrap(),
    ]);
    assert_eq!(code, 1);
    let page = std::fs::read_to_string(&file).unwrap();
    std::fs::remove_dir_all(&dir).ok();
    well_formed(&page).unwrap();
    let witnesses = page.matches("<h4 class=\"witness\">").count();
    assert!(witnesses >= 1);
    assert_eq!(page.matches("<svg").count(), witnesses);
    assert!(page.contains("does not parse"));
}

#[test]
fn the_well_formedness_check_can_fail() {
    assert!(well_formed("<!DOCTYPE html>\n<p><b>x</p></b>").is_err());
    assert!(well_formed("<!DOCTYPE html>\n<p>a & b</p>").is_err());
    assert!(well_formed("<!DOCTYPE html>\n<p>a &amp; b<br/></p>").is_ok());
}
