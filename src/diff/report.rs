//! The text report of a comparison: counts, then each witness as the moves that reach it,
//! the board, and both sides' moves side by side.

use std::fmt::Write;

use super::compare::{Comparison, Difference, Witness};
use super::load::Fallback;
use super::play::{describe_bits, stale_kings, Likeness, SideError, State};
use crate::checkers::render::{render, Numbering, RenderOptions};
use crate::checkers::Position;

/// The board of a raw state, with any king bits that stand on no piece named under it.
pub fn board(state: &State) -> String {
    let visible = Likeness::Visible.key(state);
    let mut out = match Position::from_strachey(visible) {
        Ok(pos) => render(
            &pos,
            RenderOptions {
                ascii: false,
                numbering: Numbering::Standard,
            },
        ),
        Err(e) => format!(
            "(not a board: {e})\nX = {}\nY = {}\nK = {}\nσ = {}\n",
            describe_bits(state.x),
            describe_bits(state.y),
            describe_bits(state.k),
            state.sigma
        ),
    };
    let stale = stale_kings(state);
    if stale != 0 {
        let _ = writeln!(
            out,
            "king bits on empty squares (stale): {}",
            describe_bits(stale)
        );
    }
    out
}

/// A move, with the kings of its result when `kings` (on rows that differ) and any stale
/// king bits it leaves.
fn move_text(name: &str, child: &State, kings: bool) -> String {
    let mut notes = Vec::new();
    let visible = child.k & (child.x | child.y);
    if kings {
        if visible == 0 {
            notes.push("no king".to_string());
        } else {
            notes.push(format!("kings on {}", describe_bits(visible)));
        }
    }
    let stale = stale_kings(child);
    if stale != 0 {
        notes.push(format!("stale king bit on {}", describe_bits(stale)));
    }
    if notes.is_empty() {
        name.to_string()
    } else {
        format!("{name} ({})", notes.join("; "))
    }
}

fn error_lines(e: &SideError) -> Vec<String> {
    let mut lines = vec![format!("error: {}", e.message)];
    if let Some(d) = &e.diagnostic {
        lines = d.trim_end().lines().map(str::to_string).collect();
    }
    lines
}

/// Both sides' moves in two columns; `*` marks a row where the two positions differ.
pub fn side_by_side(w: &Witness, label_a: &str, label_b: &str) -> String {
    // A row whose two moves have the same name but lead to boards with other kings.
    let kings_differ = |i: usize| match (&w.moves_a, &w.moves_b) {
        (Ok(a), Ok(b)) => match (a.get(i), b.get(i)) {
            (Some((na, x)), Some((nb, y))) => na == nb && x.k & (x.x | x.y) != y.k & (y.x | y.y),
            _ => false,
        },
        _ => false,
    };
    let column = |moves: &Result<Vec<(String, State)>, SideError>| -> Vec<String> {
        match moves {
            Ok(list) if list.is_empty() => vec!["(no move)".to_string()],
            Ok(list) => list
                .iter()
                .enumerate()
                .map(|(i, (n, c))| move_text(n, c, kings_differ(i)))
                .collect(),
            Err(e) => error_lines(e),
        }
    };
    let left = column(&w.moves_a);
    let right = column(&w.moves_b);
    let width = left
        .iter()
        .chain([&label_a.to_string()])
        .map(|s| s.chars().count())
        .max()
        .unwrap_or(0);
    let mut out = String::new();
    let pad = |s: &str| format!("{s}{}", " ".repeat(width - s.chars().count()));
    let _ = writeln!(out, "  {} | {}", pad(label_a), label_b);
    for i in 0..left.len().max(right.len()) {
        let differs = match (&w.moves_a, &w.moves_b) {
            (Ok(a), Ok(b)) => match (a.get(i), b.get(i)) {
                (Some(x), Some(y)) => x.1 != y.1,
                _ => true,
            },
            _ => true,
        };
        let mark = if differs { '*' } else { ' ' };
        let l = left.get(i).map_or("", String::as_str);
        let r = right.get(i).map_or("", String::as_str);
        let _ = writeln!(out, "{mark} {} | {}", pad(l), r).map(|_| ());
    }
    out.lines()
        .map(|l| l.trim_end().to_string() + "\n")
        .collect()
}

/// One witness in full.
pub fn witness(n: usize, w: &Witness, label_a: &str, label_b: &str) -> String {
    let mut out = String::new();
    let moves = if w.path.is_empty() {
        "at the start".to_string()
    } else {
        let plural = if w.path.len() == 1 { "" } else { "s" };
        format!("after {} move{plural}: {}", w.path.len(), w.path.join(" "))
    };
    let _ = writeln!(out, "difference {n}, {moves} ({})", w.found_by);
    out.push_str(&board(&w.state_a));
    if w.state_b != w.state_a {
        let _ = writeln!(out, "the second side's own state there:");
        out.push_str(&board(&w.state_b));
    }
    match &w.difference {
        Difference::Successors => out.push_str(&side_by_side(w, label_a, label_b)),
        Difference::Choice { a, b } => {
            let say = |c: &Result<Option<String>, SideError>| match c {
                Ok(Some(m)) => m.clone(),
                Ok(None) => "no move (Resign or NIL)".to_string(),
                Err(e) => format!("error: {}", e.message),
            };
            let _ = writeln!(
                out,
                "the same moves, but ChosenPosition differs: {label_a} plays {}, {label_b} plays {}",
                say(a),
                say(b)
            );
        }
    }
    out
}

/// The counts of a comparison in one line.
pub fn counts(c: &Comparison) -> String {
    let mut line = format!(
        "{} positions compared ({} breadth first, {} along games), {} with differences",
        c.compared(),
        c.breadth_first,
        c.random,
        c.differences
    );
    if c.repeated > 0 {
        let _ = write!(
            line,
            ", {} whose move list holds one position twice",
            c.repeated
        );
    }
    line
}

/// The whole behavioural report.
pub fn comparison(c: &Comparison, label_a: &str, label_b: &str) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "behaviour: {label_a} against {label_b}");
    let _ = writeln!(out, "{}", counts(c));
    if c.differences == 0 {
        let _ = writeln!(
            out,
            "no behavioural difference in {} positions",
            c.compared()
        );
    }
    for (i, w) in c.witnesses.iter().enumerate() {
        out.push('\n');
        out.push_str(&witness(i + 1, w, label_a, label_b));
    }
    out
}

/// What a fallback did, in words, with the diagnostic.
pub fn fallback(name: &str, f: &Fallback) -> String {
    format!(
        "{name} {}:\n{}\ncomparing from {name} with {} applied, the first prefix of the errata that runs\n",
        f.failure.what(),
        f.failure.rendered().trim_end(),
        f.applied.join(", ")
    )
}

/// How a comparison plays, in one line.
pub fn plan(p: &super::compare::Plan) -> String {
    let mut line = format!(
        "each comparison: every position fewer than {} {} from the start, then {} positions along random games (seed {}, games of at most {} plies)",
        p.plies,
        if p.plies == 1 { "ply" } else { "plies" },
        p.positions,
        p.seed,
        p.game_plies
    );
    if let Some(d) = p.search_depth {
        let _ = write!(line, ", and the moves ChosenPosition picks at depth {d}");
    }
    line
}

/// A documentation erratum: what the prose names and where the listing's own text stands.
fn documented(step: &super::walk::Step) -> String {
    let e = &step.erratum;
    let mut out = String::from("no line of the listing changes\n");
    if let Some(prose) = &e.prose {
        let _ = writeln!(out, "the article's prose: {prose}");
    }
    if let (Some(code), Some(q)) = (&e.code, &step.quoted) {
        let places: Vec<String> = q.code_at.iter().map(|(l, c)| format!("{l}:{c}")).collect();
        let _ = writeln!(
            out,
            "the listing: {code} (at {} of {})",
            places.join(", "),
            super::walk::PRINTED_NAME
        );
    }
    if let Some(absent) = &e.absent {
        let _ = writeln!(out, "the listing never writes {absent}");
    }
    out
}

/// The errata walk as text.
pub fn walk(w: &super::walk::Walk, colour: bool) -> String {
    use super::walk::Evidence;
    let mut out = String::new();
    let _ = writeln!(
        out,
        "errata walk: from {} to {}",
        super::walk::PRINTED_NAME,
        super::walk::CORRECTED_NAME
    );
    let _ = writeln!(out, "{}", plan(&w.plan));
    for step in &w.steps {
        let e = &step.erratum;
        let kind = if e.changes_program() {
            "program"
        } else {
            "documentation"
        };
        let _ = writeln!(out, "\n== {} ({kind}, {}): {}", e.id, e.source, e.why);
        match &step.evidence {
            Evidence::Documentation => {
                out.push_str(&documented(step));
                continue;
            }
            _ => out.push_str(&step.diff.render(colour)),
        }
        match &step.evidence {
            Evidence::Documentation => {}
            Evidence::DoesNotParse { diagnostic } => {
                let _ = writeln!(
                    out,
                    "witness: {} does not parse\n{}",
                    step.before,
                    diagnostic.trim_end()
                );
            }
            Evidence::Trouble(text) => {
                let _ = writeln!(out, "trouble: {}", text.trim_end());
            }
            Evidence::Compared(c) => out.push_str(&comparison(c, &step.before, &step.after)),
        }
        if let Some((from, c)) = &step.line {
            let _ = writeln!(
                out,
                "\nalong {from}, compared by what the board shows: {}",
                counts(c)
            );
            for (i, w) in c.witnesses.iter().enumerate() {
                out.push('\n');
                out.push_str(&witness(i + 1, w, &step.before, &step.after));
            }
        }
    }
    let _ = writeln!(out, "\n== experiments: the findings F1-F5, measured");
    for x in &w.experiments {
        let _ = writeln!(out, "\n== {}: {}", x.id, x.claim);
        let _ = writeln!(out, "first side: {}\nsecond side: {}", x.label_a, x.label_b);
        let _ = writeln!(
            out,
            "measured: {} positions compared, {} differences",
            x.compared(),
            x.differences()
        );
        for (from, c) in &x.runs {
            let _ = writeln!(out, "\nfrom {from}: {}", counts(c));
            if c.differences == 0 {
                let _ = writeln!(
                    out,
                    "no behavioural difference in {} positions",
                    c.compared()
                );
            }
            // A fixed line shows every witness on it; a wide run its first.
            let shown = if from.starts_with("the game line") {
                c.witnesses.len()
            } else {
                1
            };
            for (i, w) in c.witnesses.iter().take(shown).enumerate() {
                out.push_str(&witness(i + 1, w, "first side", "second side"));
            }
        }
    }
    out.push_str(&readings_table(&w.readings_table));
    out
}

/// F5's table: the printed king expression (with E1, E2) under the four readings.
fn readings_table(rows: &[crate::diff::walk::ReadingRow]) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "\n== the four readings: the printed listing with E1 and E2 against the corrected one (set reading, ∧ tighter)"
    );
    let _ = writeln!(
        out,
        "{:<6} {:<9} {:<24} {:>9} {:>12}  first difference",
        "+ -", "∧ binds", "K - ψ ∧ K + Xk reads", "compared", "differences"
    );
    for row in rows {
        let grouping = match row.readings.and_binds {
            crate::cpl::AndBinds::Tighter => "K - (ψ ∧ K) + Xk",
            crate::cpl::AndBinds::Looser => "(K - ψ) ∧ (K + Xk)",
        };
        let c = &row.comparison;
        let first = c
            .witnesses
            .first()
            .map(|w| format!("after {} moves ({})", w.path.len(), w.found_by))
            .unwrap_or_else(|| "none".to_string());
        let _ = writeln!(
            out,
            "{:<6} {:<9} {:<24} {:>9} {:>12}  {first}",
            row.readings.logic.name(),
            row.readings.and_binds.name(),
            grouping,
            c.compared(),
            c.differences
        );
    }
    out
}
