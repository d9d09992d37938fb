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
    /// Where each line starts, built on the first lookup: a translator or interpreter that
    /// asks for thousands of places pays one pass over the text, not one per place.
    line_starts: std::sync::OnceLock<Vec<usize>>,
}

impl Source {
    pub fn new(name: impl Into<String>, text: impl Into<String>) -> Source {
        Source {
            name: name.into(),
            text: text.into(),
            line_starts: std::sync::OnceLock::new(),
        }
    }

    fn line_starts(&self) -> &[usize] {
        self.line_starts.get_or_init(|| {
            std::iter::once(0)
                .chain(self.text.match_indices('\n').map(|(i, _)| i + 1))
                .collect()
        })
    }

    /// A source read as bytes: UTF-8 text, or a diagnostic at the line and column of the first
    /// byte that is not UTF-8 (the line shown with that byte as `�`).
    pub fn from_bytes(name: impl Into<String>, bytes: Vec<u8>) -> Result<Source, Diagnostic> {
        let name = name.into();
        let error = match String::from_utf8(bytes) {
            Ok(text) => return Ok(Source::new(name, text)),
            Err(e) => e,
        };
        let utf8 = error.utf8_error();
        let bytes = error.into_bytes();
        let at = utf8.valid_up_to();
        let bad = &bytes[at..at + utf8.error_len().unwrap_or(bytes.len() - at)];
        let mut text = std::str::from_utf8(&bytes[..at])
            .unwrap_or_default()
            .to_string();
        text.push_str(&String::from_utf8_lossy(&bytes[at..]));
        let hex: Vec<String> = bad.iter().map(|b| format!("0x{b:02X}")).collect();
        let message = match (utf8.error_len(), bad.len()) {
            (None, _) => format!(
                "the file is not UTF-8 text: it ends inside a character (byte {})",
                hex.join(" ")
            ),
            (Some(_), 1) => format!(
                "the file is not UTF-8 text: byte {} cannot be read here",
                hex[0]
            ),
            _ => format!(
                "the file is not UTF-8 text: bytes {} are no character",
                hex.join(" ")
            ),
        };
        let source = Source::new(name, text);
        let end = at + char::REPLACEMENT_CHARACTER.len_utf8();
        Err(source.error(Span::new(at, end), message))
    }

    /// 1-based line and column (in characters) of a byte offset; offsets past the end or inside
    /// a character are clamped to the nearest character boundary before it.
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        let mut offset = offset.min(self.text.len());
        while !self.text.is_char_boundary(offset) {
            offset -= 1;
        }
        let starts = self.line_starts();
        // The last line start at or before the offset (the first is 0).
        let line = starts.partition_point(|&start| start <= offset).max(1);
        let line_start = starts[line - 1];
        let col = self.text[line_start..offset].chars().count() + 1;
        (line, col)
    }

    /// The text of a 1-based line, without its line ending.
    pub fn line_text(&self, line: usize) -> &str {
        let starts = self.line_starts();
        let Some(&start) = starts.get(line.saturating_sub(1)) else {
            return "";
        };
        let end = starts.get(line).map_or(self.text.len(), |&next| next - 1);
        self.text[start..end].trim_end_matches('\r')
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
    /// How many characters the caret underlines (at least 1; shown in display columns).
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

/// How many display columns of a source line a snippet shows: a longer line is cut to a
/// window around the caret, marked `…` where it was cut, so a 1 MB line gives a short message.
pub const SHOWN_COLUMNS: usize = 120;

/// Text a message echoes (a name, a FEN): at most [`SHOWN_COLUMNS`] characters, marked `…`
/// where it was cut, as a long source line is cut, so a 50 000-letter name gives a short
/// message.
pub fn clip(text: &str) -> std::borrow::Cow<'_, str> {
    match text.char_indices().nth(SHOWN_COLUMNS) {
        None => text.into(),
        Some((at, _)) => format!("{}…", &text[..at]).into(),
    }
}

/// How many columns of the window come before the caret when a line is cut.
const COLUMNS_BEFORE_CARET: usize = 40;

/// How one character of echoed source text is shown: control characters (a stray ESC must not
/// drive the terminal) and the invisible format characters that reorder or hide text (bidi
/// overrides, zero-width spaces) are written as escapes; a tab is four spaces, so the caret
/// line can be built from the same widths.
fn shown(c: char) -> std::borrow::Cow<'static, str> {
    if c == '\t' {
        "    ".into()
    } else if is_hidden(c) {
        c.escape_unicode().to_string().into()
    } else {
        String::from(c).into()
    }
}

/// Characters that would act on the terminal or hide what the text says.
fn is_hidden(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2060}'..='\u{2069}' | '\u{FEFF}')
}

/// Text from the source or about it (a file name, a message quoting the source), with every
/// control character but the line break escaped.
pub fn escape_controls(text: &str) -> std::borrow::Cow<'_, str> {
    if !text.chars().any(|c| c != '\n' && is_hidden(c)) {
        return text.into();
    }
    text.chars()
        .map(|c| match c {
            '\n' => "\n".into(),
            c if is_hidden(c) => c.escape_unicode().to_string(),
            c => c.to_string(),
        })
        .collect::<String>()
        .into()
}

/// The display width of a shown piece: wide characters (CJK) take two columns, combining marks
/// none, so the caret stays under the character on a terminal.
fn columns(piece: &str) -> usize {
    piece.chars().map(char_columns).sum()
}

/// Terminal columns of one character: 0 for combining marks, 2 for East Asian wide and
/// full-width characters, 1 otherwise. Written out rather than taken from a crate because the
/// ALGOL translator pastes this file into standalone programs, which use std alone.
fn char_columns(c: char) -> usize {
    const COMBINING: [(u32, u32); 12] = [
        (0x0300, 0x036F),
        (0x0483, 0x0489),
        (0x0591, 0x05BD),
        (0x0610, 0x061A),
        (0x064B, 0x065F),
        (0x0E31, 0x0E3A),
        (0x1AB0, 0x1AFF),
        (0x1DC0, 0x1DFF),
        (0x200B, 0x200F),
        (0x20D0, 0x20FF),
        (0xFE00, 0xFE0F),
        (0xFE20, 0xFE2F),
    ];
    const WIDE: [(u32, u32); 14] = [
        (0x1100, 0x115F),
        (0x2E80, 0x303E),
        (0x3041, 0x33FF),
        (0x3400, 0x4DBF),
        (0x4E00, 0x9FFF),
        (0xA000, 0xA4CF),
        (0xAC00, 0xD7A3),
        (0xF900, 0xFAFF),
        (0xFE30, 0xFE4F),
        (0xFF00, 0xFF60),
        (0xFFE0, 0xFFE6),
        (0x1F300, 0x1F64F),
        (0x1F900, 0x1F9FF),
        (0x20000, 0x3FFFD),
    ];
    let code = c as u32;
    let within = |ranges: &[(u32, u32)]| ranges.iter().any(|&(lo, hi)| (lo..=hi).contains(&code));
    if within(&COMBINING) {
        0
    } else if within(&WIDE) {
        2
    } else {
        1
    }
}

/// The line as shown and the caret under it: `(line, lead, carets)` in display columns.
fn render_line(at: &Location) -> (String, usize, usize) {
    let pieces: Vec<std::borrow::Cow<'static, str>> = at.line_text.chars().map(shown).collect();
    let start = at.col.saturating_sub(1).min(pieces.len());
    let end = (start + at.width.max(1)).min(pieces.len());
    let lead: usize = pieces[..start].iter().map(|p| columns(p)).sum();
    let under: usize = pieces[start..end].iter().map(|p| columns(p)).sum();
    let total: usize = lead + under + pieces[end..].iter().map(|p| columns(p)).sum::<usize>();
    if total <= SHOWN_COLUMNS {
        return (pieces.concat(), lead, under.max(1));
    }
    // A window of SHOWN_COLUMNS display columns starting a little before the caret; a
    // character straddling an edge of the window is left out whole.
    let from = lead.saturating_sub(COLUMNS_BEFORE_CARET);
    let to = from + SHOWN_COLUMNS;
    let mut line = String::new();
    let mut first = None;
    let (mut cut_before, mut cut_after) = (false, false);
    let mut column = 0;
    for piece in &pieces {
        let w = columns(piece);
        if column < from {
            cut_before = true;
        } else if column + w > to {
            cut_after = true;
            break;
        } else {
            first.get_or_insert(column);
            line.push_str(piece);
        }
        column += w;
    }
    let first = first.unwrap_or(lead);
    let mark = |cut: bool| if cut { "…" } else { "" };
    (
        format!("{}{line}{}", mark(cut_before), mark(cut_after)),
        lead - first.min(lead) + usize::from(cut_before),
        under.clamp(1, to.saturating_sub(lead).max(1)),
    )
}

fn write_snippet(f: &mut fmt::Formatter<'_>, at: &Location, gutter: usize) -> fmt::Result {
    let pad = " ".repeat(gutter);
    let (line, lead, carets) = render_line(at);
    writeln!(
        f,
        "{pad}--> {}:{}:{}",
        escape_controls(&at.file),
        at.line,
        at.col
    )?;
    writeln!(f, "{pad} |")?;
    writeln!(f, "{:>gutter$} | {line}", at.line)?;
    write!(f, "{pad} | {}{}", " ".repeat(lead), "^".repeat(carets))
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let gutter = std::iter::once(&self.at)
            .chain(self.notes.iter().map(|(_, at)| at))
            .map(|at| at.line.to_string().len())
            .max()
            .unwrap_or(1);
        writeln!(f, "error: {}", escape_controls(&self.message))?;
        write_snippet(f, &self.at, gutter)?;
        for (note, at) in &self.notes {
            writeln!(f)?;
            writeln!(f, "note: {}", escape_controls(note))?;
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

    fn shown_line_and_caret(text: &str, at: &str) -> (String, String) {
        let src = Source::new("t", text);
        let start = text.find(at).unwrap();
        let shown = src
            .error(Span::new(start, start + at.len()), "x")
            .to_string();
        let lines: Vec<&str> = shown.lines().collect();
        (lines[3].to_string(), lines[4].to_string())
    }

    #[test]
    fn control_characters_in_the_line_and_the_message_are_escaped() {
        let src = Source::new("t\u{1b}.cpl", "A = 1\nB = \u{1b}[2J\u{7} 2\u{202E}x\n");
        let at = src.text.find('\u{1b}').unwrap();
        let shown = src
            .error(Span::new(at, at + 1), "found `\u{1b}`")
            .to_string();
        assert!(
            !shown.contains('\u{1b}') && !shown.contains('\u{7}'),
            "{shown:?}"
        );
        assert!(!shown.contains('\u{202E}'), "{shown:?}");
        assert!(
            shown.contains("2 | B = \\u{1b}[2J\\u{7} 2\\u{202e}x"),
            "{shown}"
        );
        assert!(shown.contains("t\\u{1b}.cpl:2:5"), "{shown}");
        // The caret underlines the whole escape.
        assert!(shown.ends_with("  |     ^^^^^^"), "{shown:?}");
    }

    #[test]
    fn the_caret_counts_display_columns() {
        // Two wide characters, then a letter with a combining acute accent.
        let (line, caret) = shown_line_and_caret("A = 象棋 + e\u{301} + x", "x");
        assert_eq!(line, "1 | A = 象棋 + e\u{301} + x");
        assert_eq!(caret, "  |                ^");
        let (_, caret) = shown_line_and_caret("A = 象棋", "象棋");
        assert_eq!(caret, "  |     ^^^^");
        let (line, caret) = shown_line_and_caret("A =\tB", "B");
        assert_eq!(line, "1 | A =    B");
        assert_eq!(caret, "  |        ^");
    }

    #[test]
    fn a_long_line_is_cut_around_the_caret() {
        let text = format!("A = {}?{}", "1 + ".repeat(250_000), " + 1".repeat(250_000));
        let (line, caret) = shown_line_and_caret(&text, "?");
        assert!(line.chars().count() < SHOWN_COLUMNS + 10, "{line}");
        assert!(line.starts_with("1 | …") && line.ends_with('…'), "{line}");
        let column = caret.find('^').unwrap();
        assert_eq!(line.chars().nth(column), Some('?'), "{line}\n{caret}");
        // Short enough to show whole near the start: cut only after.
        let text = format!("A ? {}", "1 + ".repeat(100));
        let (line, caret) = shown_line_and_caret(&text, "?");
        assert!(
            line.starts_with("1 | A ? 1") && line.ends_with('…'),
            "{line}"
        );
        assert_eq!(caret, "  |   ^");
    }

    #[test]
    fn invalid_utf8_is_located_at_its_first_bad_byte() {
        let d = Source::from_bytes("t.cpl", b"A = 1\nB = \xCE\xB1 \xFF 2\n".to_vec()).unwrap_err();
        assert_eq!((d.at.line, d.at.col), (2, 7));
        assert!(d.message.contains("byte 0xFF"), "{}", d.message);
        let d = Source::from_bytes("t", b"A = \xE2\x82".to_vec()).unwrap_err();
        assert_eq!((d.at.line, d.at.col), (1, 5));
        assert!(
            d.message.contains("ends inside a character"),
            "{}",
            d.message
        );
        assert!(Source::from_bytes("t", "σ".as_bytes().to_vec()).is_ok());
    }

    #[test]
    fn offsets_past_the_end_are_clamped() {
        let src = Source::new("t", "ab");
        assert_eq!(src.line_col(99), (1, 3));
    }
}
