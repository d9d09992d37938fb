//! The text diff: unified, line based, with the changed words of each changed line marked.
//!
//! The `similar` crate finds the line diff (Myers) and, inside each pair of changed lines,
//! the changed words; this module only shapes its answer for the terminal and the page.

use similar::udiff::UnifiedHunkHeader;
use similar::{ChangeTag, TextDiff as Similar};

/// Lines of context around each change in the unified form.
pub const CONTEXT: usize = 3;

/// Whether a line is kept, removed or added.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tag {
    Same,
    Removed,
    Added,
}

/// One line of the diff, cut into pieces; a piece marked `changed` is a changed word.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    pub tag: Tag,
    /// 1-based line numbers in the old and the new text.
    pub old: Option<usize>,
    pub new: Option<usize>,
    pub pieces: Vec<(bool, String)>,
}

impl Line {
    pub fn text(&self) -> String {
        self.pieces.iter().map(|(_, s)| s.as_str()).collect()
    }
}

/// A hunk: its `@@ -a,b +c,d @@` header and its lines.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hunk {
    pub header: String,
    pub lines: Vec<Line>,
}

/// The diff of two texts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TextDiff {
    pub old_name: String,
    pub new_name: String,
    /// Hunks with [`CONTEXT`] lines of context.
    pub hunks: Vec<Hunk>,
    /// Every line of both texts in order (for side-by-side views).
    pub all: Vec<Line>,
}

/// Compares two texts line by line.
pub fn diff_text(old_name: &str, old: &str, new_name: &str, new: &str) -> TextDiff {
    let diff = Similar::from_lines(old, new);
    let lines_of = |ops: &[similar::DiffOp]| -> Vec<Line> {
        let mut out = Vec::new();
        for op in ops {
            for change in diff.iter_inline_changes(op) {
                let tag = match change.tag() {
                    ChangeTag::Equal => Tag::Same,
                    ChangeTag::Delete => Tag::Removed,
                    ChangeTag::Insert => Tag::Added,
                };
                let mut pieces: Vec<(bool, String)> = Vec::new();
                for (changed, text) in change.iter_strings_lossy() {
                    let text = text.trim_end_matches(['\n', '\r']).to_string();
                    if text.is_empty() {
                        continue;
                    }
                    // A word marked changed only when the line is a changed one.
                    let changed = changed && tag != Tag::Same;
                    match pieces.last_mut() {
                        Some((c, s)) if *c == changed => s.push_str(&text),
                        _ => pieces.push((changed, text)),
                    }
                }
                out.push(Line {
                    tag,
                    old: change.old_index().map(|i| i + 1),
                    new: change.new_index().map(|i| i + 1),
                    pieces,
                });
            }
        }
        out
    };
    let hunks = diff
        .grouped_ops(CONTEXT)
        .iter()
        .map(|ops| Hunk {
            header: UnifiedHunkHeader::new(ops).to_string(),
            lines: lines_of(ops),
        })
        .collect();
    let all = lines_of(diff.ops());
    TextDiff {
        old_name: old_name.to_string(),
        new_name: new_name.to_string(),
        hunks,
        all,
    }
}

impl TextDiff {
    /// True when the texts have the same lines.
    pub fn is_empty(&self) -> bool {
        self.hunks.is_empty()
    }

    /// How many lines were removed and added.
    pub fn counts(&self) -> (usize, usize) {
        let count = |t| self.all.iter().filter(|l| l.tag == t).count();
        (count(Tag::Removed), count(Tag::Added))
    }

    /// The unified diff; with `colour`, removed lines red, added green, changed words
    /// underlined and bold (ANSI escapes).
    pub fn render(&self, colour: bool) -> String {
        if self.is_empty() {
            return String::new();
        }
        let mut out = format!("--- {}\n+++ {}\n", self.old_name, self.new_name);
        for hunk in &self.hunks {
            if colour {
                out.push_str(&format!("\x1b[36m{}\x1b[0m\n", hunk.header));
            } else {
                out.push_str(&format!("{}\n", hunk.header));
            }
            for line in &hunk.lines {
                let (sign, paint) = match line.tag {
                    Tag::Same => (' ', ""),
                    Tag::Removed => ('-', "\x1b[31m"),
                    Tag::Added => ('+', "\x1b[32m"),
                };
                if !colour || line.tag == Tag::Same {
                    out.push(sign);
                    out.push_str(&line.text());
                    out.push('\n');
                    continue;
                }
                out.push_str(paint);
                out.push(sign);
                for (changed, text) in &line.pieces {
                    if *changed {
                        out.push_str(&format!("\x1b[1;4m{text}\x1b[22;24m"));
                    } else {
                        out.push_str(text);
                    }
                }
                out.push_str("\x1b[0m\n");
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn changed_words_are_marked_on_changed_lines_only() {
        let d = diff_text("a", "x\nlet y = NIL\nz\n", "b", "x\nlet y = Zero\nz\n");
        assert_eq!(d.counts(), (1, 1));
        let removed = d.all.iter().find(|l| l.tag == Tag::Removed).unwrap();
        assert!(removed.pieces.contains(&(true, "NIL".to_string())));
        assert!(d.render(false).contains("-let y = NIL\n+let y = Zero\n"));
        assert!(d.render(true).contains("\x1b[1;4mZero"));
        assert!(diff_text("a", "x\n", "b", "x\n").render(false).is_empty());
    }
}
