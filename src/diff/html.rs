//! One self-contained HTML page for a classroom: inline CSS and SVG boards, no script and
//! no network. The listings side by side with the changed words marked; every witness as
//! its board (one SVG each), the moves that reach it and both sides' moves.
//!
//! The page is well-formed XML (every element closed, text escaped), so any XML reader can
//! check it.

use std::fmt::Write;

use super::compare::{Comparison, Difference, Plan, Witness};
use super::load::Side;
use super::play::{describe_bits, stale_kings, SideError, State};
use super::report;
use super::text::{Line, Tag, TextDiff};
use super::walk::{Evidence, Walk};
use crate::checkers::board::bit_of_square;

const STYLE: &str =
    "body{font-family:sans-serif;max-width:80em;margin:1em auto;padding:0 1em;color:#222}\
pre,code,td.code{font-family:monospace;white-space:pre}\
table.listing{border-collapse:collapse;width:100%;font-size:85%}\
table.listing td{padding:0 .4em;vertical-align:top}\
td.num{color:#888;text-align:right;user-select:none}\
td.rm{background:#fde8e8}td.add{background:#e6f7e6}\
del{background:#f5a3a3;text-decoration:none}ins{background:#8fd88f;text-decoration:none}\
div.witness{display:flex;gap:2em;align-items:flex-start;margin:1em 0}\
table.moves{border-collapse:collapse}table.moves td,table.moves th{padding:0 .6em;text-align:left}\
tr.differs{background:#fff3c4}p.counts{font-weight:bold}h4.witness{margin-bottom:0}";

const LEGEND: &str = "Boards: Black at the top, standard square numbers in the corners; a gold ring marks a king, a red dashed ring a king bit on an empty square (a stale bit). Rows of moves that differ are highlighted.";

/// Escapes text for the page.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

fn page(title: &str, body: &str) -> String {
    format!(
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"/><title>{}</title><style>{STYLE}</style></head>\n<body>\n<h1>{}</h1>\n<p>{LEGEND}</p>\n{body}</body></html>\n",
        escape(title),
        escape(title)
    )
}

/// The board of a raw state as SVG: Black at the top; kings ringed; a king bit on an empty
/// square (stale) as a red ring.
pub fn board_svg(state: &State) -> String {
    const CELL: u32 = 30;
    let mut out = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{0}\" height=\"{0}\" viewBox=\"0 0 {0} {0}\" role=\"img\">",
        CELL * 8
    );
    let (black, white) = if state.sigma == 1 {
        (state.x, state.y)
    } else {
        (state.y, state.x)
    };
    for row in 0..8u32 {
        for col in 0..8u32 {
            let (x, y) = (col * CELL, row * CELL);
            let dark = (row + col) % 2 == 1;
            let fill = if dark { "#8b6b4a" } else { "#f0dcb4" };
            let _ = write!(
                out,
                "<rect x=\"{x}\" y=\"{y}\" width=\"{CELL}\" height=\"{CELL}\" fill=\"{fill}\"/>"
            );
            if !dark {
                continue;
            }
            let square = (row * 4 + col / 2 + 1) as u8;
            let Some(bit) = bit_of_square(square) else {
                continue;
            };
            let mask = 1u64 << bit;
            let (cx, cy) = (x + CELL / 2, y + CELL / 2);
            let _ = write!(
                out,
                "<text x=\"{}\" y=\"{}\" font-size=\"8\" fill=\"#e8d8c0\">{square}</text>",
                x + 2,
                y + 9
            );
            let piece = if black & mask != 0 {
                Some(("#222", "#000"))
            } else if white & mask != 0 {
                Some(("#fafafa", "#555"))
            } else {
                None
            };
            if let Some((fill, stroke)) = piece {
                let _ = write!(
                    out,
                    "<circle cx=\"{cx}\" cy=\"{cy}\" r=\"11\" fill=\"{fill}\" stroke=\"{stroke}\"/>"
                );
                if state.k & mask != 0 {
                    let _ = write!(
                        out,
                        "<circle cx=\"{cx}\" cy=\"{cy}\" r=\"6\" fill=\"none\" stroke=\"#d4a017\" stroke-width=\"3\"/>"
                    );
                }
            } else if state.k & mask != 0 {
                let _ = write!(
                    out,
                    "<circle cx=\"{cx}\" cy=\"{cy}\" r=\"8\" fill=\"none\" stroke=\"#e02020\" stroke-width=\"2\" stroke-dasharray=\"3 2\"/>"
                );
            }
        }
    }
    out.push_str("</svg>");
    out
}

fn line_cell(line: Option<&Line>, class: &str) -> String {
    let Some(line) = line else {
        return "<td class=\"num\"></td><td class=\"code\"></td>".to_string();
    };
    let number = match line.tag {
        Tag::Added => line.new,
        _ => line.old,
    }
    .map_or(String::new(), |n| n.to_string());
    let mut text = String::new();
    for (changed, piece) in &line.pieces {
        let piece = escape(piece);
        match (changed, line.tag) {
            (true, Tag::Removed) => {
                let _ = write!(text, "<del>{piece}</del>");
            }
            (true, Tag::Added) => {
                let _ = write!(text, "<ins>{piece}</ins>");
            }
            _ => text.push_str(&piece),
        }
    }
    format!("<td class=\"num\">{number}</td><td class=\"code {class}\">{text}</td>")
}

/// Lines side by side: kept lines on both sides, removed lines left beside the added ones.
fn side_by_side(lines: &[Line], old_name: &str, new_name: &str) -> String {
    let mut out = format!(
        "<table class=\"listing\"><tr><th></th><th>{}</th><th></th><th>{}</th></tr>\n",
        escape(old_name),
        escape(new_name)
    );
    let mut i = 0;
    while i < lines.len() {
        if lines[i].tag == Tag::Same {
            let l = &lines[i];
            let right = Line {
                tag: Tag::Added,
                ..l.clone()
            };
            let right = Line {
                pieces: right
                    .pieces
                    .iter()
                    .map(|(_, s)| (false, s.clone()))
                    .collect(),
                ..right
            };
            let _ = writeln!(
                out,
                "<tr>{}{}</tr>",
                line_cell(Some(l), ""),
                line_cell(Some(&right), "")
            );
            i += 1;
            continue;
        }
        let removed: Vec<&Line> = lines[i..]
            .iter()
            .take_while(|l| l.tag == Tag::Removed)
            .collect();
        let added: Vec<&Line> = lines[i + removed.len()..]
            .iter()
            .take_while(|l| l.tag == Tag::Added)
            .collect();
        for k in 0..removed.len().max(added.len()) {
            let _ = writeln!(
                out,
                "<tr>{}{}</tr>",
                line_cell(removed.get(k).copied(), "rm"),
                line_cell(added.get(k).copied(), "add")
            );
        }
        i += removed.len() + added.len();
    }
    out.push_str("</table>\n");
    out
}

fn listings(d: &TextDiff) -> String {
    side_by_side(&d.all, &d.old_name, &d.new_name)
}

fn hunks(d: &TextDiff) -> String {
    let mut out = String::new();
    for hunk in &d.hunks {
        let _ = writeln!(out, "<p><code>{}</code></p>", escape(&hunk.header));
        out.push_str(&side_by_side(&hunk.lines, &d.old_name, &d.new_name));
    }
    out
}

fn moves_cell(moves: &Result<Vec<(String, State)>, SideError>, i: usize) -> String {
    match moves {
        Ok(list) => list.get(i).map_or(String::new(), |(name, child)| {
            let stale = stale_kings(child);
            let visible = child.k & (child.x | child.y);
            let mut text = escape(name);
            if visible != 0 {
                let _ = write!(text, " <small>(kings {})</small>", describe_bits(visible));
            }
            if stale != 0 {
                let _ = write!(
                    text,
                    " <small>(stale king bit on {})</small>",
                    describe_bits(stale)
                );
            }
            text
        }),
        Err(e) if i == 0 => format!(
            "<pre>{}</pre>",
            escape(e.diagnostic.as_deref().unwrap_or(&e.message))
        ),
        Err(_) => String::new(),
    }
}

/// One witness: its heading, its board (one SVG), the two sides' moves.
pub fn witness(n: usize, w: &Witness, label_a: &str, label_b: &str) -> String {
    let mut out = String::new();
    let reach = if w.path.is_empty() {
        "at the start".to_string()
    } else {
        format!("after {} moves: {}", w.path.len(), w.path.join(" "))
    };
    let _ = writeln!(
        out,
        "<h4 class=\"witness\">difference {n}, {} <small>({})</small></h4>",
        escape(&reach),
        escape(&w.found_by)
    );
    out.push_str("<div class=\"witness\">");
    out.push_str(&board_svg(&w.state_a));
    match &w.difference {
        Difference::Successors => {
            let rows = |m: &Result<Vec<(String, State)>, SideError>| match m {
                Ok(l) => l.len(),
                Err(_) => 1,
            };
            let _ = write!(
                out,
                "<table class=\"moves\"><tr><th>{}</th><th>{}</th></tr>",
                escape(label_a),
                escape(label_b)
            );
            for i in 0..rows(&w.moves_a).max(rows(&w.moves_b)) {
                let same = match (&w.moves_a, &w.moves_b) {
                    (Ok(a), Ok(b)) => a.get(i).map(|x| x.1) == b.get(i).map(|x| x.1),
                    _ => false,
                };
                let class = if same { "" } else { " class=\"differs\"" };
                let _ = write!(
                    out,
                    "<tr{class}><td>{}</td><td>{}</td></tr>",
                    moves_cell(&w.moves_a, i),
                    moves_cell(&w.moves_b, i)
                );
            }
            out.push_str("</table>");
        }
        Difference::Choice { a, b } => {
            let say = |c: &Result<Option<String>, SideError>| match c {
                Ok(Some(m)) => m.clone(),
                Ok(None) => "no move".to_string(),
                Err(e) => format!("error: {}", e.message),
            };
            let _ = write!(
                out,
                "<p>ChosenPosition: {} plays {}, {} plays {}</p>",
                escape(label_a),
                escape(&say(a)),
                escape(label_b),
                escape(&say(b))
            );
        }
    }
    out.push_str("</div>\n");
    out
}

fn comparison(c: &Comparison, label_a: &str, label_b: &str, shown: usize) -> String {
    let mut out = format!("<p class=\"counts\">{}</p>\n", escape(&report::counts(c)));
    if c.differences == 0 {
        let _ = writeln!(
            out,
            "<p>no behavioural difference in {} positions</p>",
            c.compared()
        );
    }
    for (i, w) in c.witnesses.iter().take(shown).enumerate() {
        out.push_str(&witness(i + 1, w, label_a, label_b));
    }
    out
}

/// The page of a text-only diff (ALGOL programs).
pub fn text_page(d: &TextDiff) -> String {
    page(
        &format!("{} against {}", d.old_name, d.new_name),
        &listings(d),
    )
}

/// The page of `attic diff`.
pub fn diff_page(d: Option<&TextDiff>, sides: [&Side; 2], plan: &Plan, c: &Comparison) -> String {
    let (a, b) = (&sides[0].player.label, &sides[1].player.label);
    let mut body = String::new();
    if let Some(d) = d {
        body.push_str("<h2>The listings</h2>\n");
        body.push_str(&listings(d));
    }
    for side in sides {
        if let Some(f) = &side.fallback {
            let _ = writeln!(
                body,
                "<p>A side {}; it is compared with {} applied:</p><pre>{}</pre>",
                f.failure.what(),
                escape(&f.applied.join(", ")),
                escape(f.failure.rendered())
            );
        }
    }
    let _ = writeln!(
        body,
        "<h2>Behaviour</h2>\n<p>{}</p>",
        escape(&report::plan(plan))
    );
    body.push_str(&comparison(c, a, b, c.witnesses.len()));
    page(&format!("{a} against {b}"), &body)
}

/// The page of `attic errata`.
pub fn walk_page(w: &Walk) -> String {
    let mut body = String::new();
    let _ = writeln!(body, "<p>{}</p>", escape(&report::plan(&w.plan)));
    let whole = super::text::diff_text(
        super::walk::PRINTED_NAME,
        crate::programs::STRACHEY_PRINTED,
        super::walk::CORRECTED_NAME,
        crate::programs::STRACHEY_CORRECTED,
    );
    body.push_str("<h2>The printed listing and the corrected one</h2>\n");
    body.push_str(&listings(&whole));
    for step in &w.steps {
        let e = &step.erratum;
        let _ = writeln!(
            body,
            "<h2>{} <small>({})</small></h2>\n<p>{}</p>",
            escape(&e.id),
            escape(&e.source),
            escape(&e.why)
        );
        match &step.evidence {
            Evidence::Documentation => {
                body.push_str("<p>No line of the listing changes.</p>\n");
                if let Some(prose) = &e.prose {
                    let _ = writeln!(
                        body,
                        "<p>The article's prose: <code>{}</code></p>",
                        escape(prose)
                    );
                }
                if let (Some(code), Some(q)) = (&e.code, &step.quoted) {
                    let places: Vec<String> =
                        q.code_at.iter().map(|(l, c)| format!("{l}:{c}")).collect();
                    let _ = writeln!(
                        body,
                        "<p>The listing: <code>{}</code> (at {})</p>",
                        escape(code),
                        places.join(", ")
                    );
                }
                if let Some(absent) = &e.absent {
                    let _ = writeln!(
                        body,
                        "<p>The listing never writes <code>{}</code>.</p>",
                        escape(absent)
                    );
                }
            }
            Evidence::DoesNotParse { diagnostic } => {
                body.push_str(&hunks(&step.diff));
                let _ = writeln!(
                    body,
                    "<p>Witness: {} does not parse.</p><pre>{}</pre>",
                    escape(&step.before),
                    escape(diagnostic)
                );
            }
            Evidence::Trouble(t) => {
                body.push_str(&hunks(&step.diff));
                let _ = writeln!(body, "<pre>{}</pre>", escape(t));
            }
            Evidence::Compared(c) => {
                body.push_str(&hunks(&step.diff));
                body.push_str(&comparison(c, &step.before, &step.after, c.witnesses.len()));
            }
        }
    }
    body.push_str("<h2>Experiments: the findings F1-F5, measured</h2>\n");
    for x in &w.experiments {
        let _ = writeln!(
            body,
            "<h3>{}</h3>\n<p>{}</p>\n<p>first side: {}<br/>second side: {}</p>",
            x.id,
            escape(x.claim),
            escape(&x.label_a),
            escape(&x.label_b)
        );
        for (from, c) in &x.runs {
            let shown = if from.starts_with("the game line") {
                c.witnesses.len()
            } else {
                1
            };
            let _ = writeln!(body, "<p>from {}:</p>", escape(from));
            body.push_str(&comparison(c, "first side", "second side", shown));
        }
    }
    body.push_str("<h2>The four readings of the printed king expression</h2>\n");
    body.push_str("<p>The printed listing with E1 and E2, against the corrected one (set reading, ∧ tighter).</p>\n");
    body.push_str("<table>\n<tr><th>+ and -</th><th>∧ binds</th><th>K - ψ ∧ K + Xk reads</th><th>compared</th><th>differences</th></tr>\n");
    for row in &w.readings_table {
        let grouping = match row.readings.and_binds {
            crate::cpl::AndBinds::Tighter => "K - (ψ ∧ K) + Xk",
            crate::cpl::AndBinds::Looser => "(K - ψ) ∧ (K + Xk)",
        };
        let _ = writeln!(
            body,
            "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
            row.readings.logic.name(),
            row.readings.and_binds.name(),
            grouping,
            row.comparison.compared(),
            row.comparison.differences
        );
    }
    body.push_str("</table>\n");
    page("The errata of Strachey's 1966 checkers listing", &body)
}
