//! Errors about source text, shared by the CPL and ALGOL front ends and their interpreters.
//!
//! A diagnostic names the file, the line and the column, shows the line with a caret under the
//! place, says in words what is wrong, and may add notes pointing at other places (where an
//! unclosed delimiter was opened, say), the way rustc reports them:
//!
//! ```text
//! error: expected `)` before the next definition
//!  --> programs/cpl/strachey-1966.cpl:35:1
//!    |
//! 35 | NextMoveDirection(s) = (s = 5) → 4, ( (s = 4) → - 4, -5)
//!    | ^
//! note: the unclosed `(` was opened here
//!  --> programs/cpl/strachey-1966.cpl:26:13
//! ```

use std::fmt;

/// A byte range into a source text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Span {
    pub start: usize,
    pub end: usize,
}

impl Span {
    pub fn new(start: usize, end: usize) -> Span {
        Span { start, end }
    }

    /// The smallest span covering both.
    pub fn to(self, other: Span) -> Span {
        Span::new(self.start.min(other.start), self.end.max(other.end))
    }
}

/// A source text with its name, able to turn byte offsets into lines and columns.
#[derive(Debug, Clone)]
pub struct Source {
    pub name: String,
    pub text: String,
}

impl Source {
    pub fn new(name: impl Into<String>, text: impl Into<String>) -> Source {
        Source {
            name: name.into(),
            text: text.into(),
        }
    }

    /// 1-based line and column (in characters) of a byte offset; offsets past the end or inside
    /// a character are clamped to the nearest character boundary before it.
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        let mut offset = offset.min(self.text.len());
        while !self.text.is_char_boundary(offset) {
            offset -= 1;
        }
        let before = &self.text[..offset];
        let line = before.matches('\n').count() + 1;
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        let col = self.text[line_start..offset].chars().count() + 1;
        (line, col)
    }

    /// The text of a 1-based line, without its line ending.
    pub fn line_text(&self, line: usize) -> &str {
        self.text
            .split('\n')
            .nth(line.saturating_sub(1))
            .unwrap_or("")
            .trim_end_matches('\r')
    }

    /// A located point for a diagnostic.
    pub fn locate(&self, span: Span) -> Location {
        let (line, col) = self.line_col(span.start);
        let (end_line, end_col) = self.line_col(span.end);
        let width = if end_line == line && end_col > col {
            end_col - col
        } else {
            1
        };
        Location {
            file: self.name.clone(),
            line,
            col,
            width,
            line_text: self.line_text(line).to_string(),
        }
    }

    /// A diagnostic at `span` of this source.
    pub fn error(&self, span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            message: message.into(),
            at: self.locate(span),
            notes: Vec::new(),
        }
    }
}

/// A place in a named source, with the text of its line kept for display.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Location {
    pub file: String,
    pub line: usize,
    pub col: usize,
    /// How many characters the caret underlines (at least 1).
    pub width: usize,
    pub line_text: String,
}

/// An error about source text: where, what, and optional notes pointing elsewhere.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagnostic {
    pub message: String,
    pub at: Location,
    pub notes: Vec<(String, Location)>,
}

impl Diagnostic {
    /// Adds a note that points at another place (for instance where a delimiter was opened).
    pub fn with_note(mut self, note: impl Into<String>, at: Location) -> Diagnostic {
        self.notes.push((note.into(), at));
        self
    }
}

fn write_snippet(f: &mut fmt::Formatter<'_>, at: &Location, gutter: usize) -> fmt::Result {
    let pad = " ".repeat(gutter);
    writeln!(f, "{pad}--> {}:{}:{}", at.file, at.line, at.col)?;
    writeln!(f, "{pad} |")?;
    writeln!(f, "{:>gutter$} | {}", at.line, at.line_text)?;
    // Tabs in the line keep their width under the caret.
    let lead: String = at
        .line_text
        .chars()
        .take(at.col.saturating_sub(1))
        .map(|c| if c == '\t' { '\t' } else { ' ' })
        .collect();
    write!(f, "{pad} | {lead}{}", "^".repeat(at.width.max(1)))
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let gutter = std::iter::once(&self.at)
            .chain(self.notes.iter().map(|(_, at)| at))
            .map(|at| at.line.to_string().len())
            .max()
            .unwrap_or(1);
        writeln!(f, "error: {}", self.message)?;
        write_snippet(f, &self.at, gutter)?;
        for (note, at) in &self.notes {
            writeln!(f)?;
            writeln!(f, "note: {note}")?;
            write_snippet(f, at, gutter)?;
        }
        Ok(())
    }
}

impl std::error::Error for Diagnostic {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn caret_sits_under_the_column_in_characters() {
        let src = Source::new("t.cpl", "A = 1\nB = σ ∧ §\n");
        let at = src.text.find('§').unwrap();
        let d = src.error(Span::new(at, at + '§'.len_utf8()), "unclosed `§`");
        assert_eq!(d.at.line, 2);
        assert_eq!(d.at.col, 9);
        let shown = d.to_string();
        assert!(shown.contains("--> t.cpl:2:9"), "{shown}");
        assert!(shown.ends_with("  |         ^"), "{shown:?}");
    }

    #[test]
    fn offsets_past_the_end_are_clamped() {
        let src = Source::new("t", "ab");
        assert_eq!(src.line_col(99), (1, 3));
    }
}
