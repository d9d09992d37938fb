//! PDN game records in: tags (`[Event "..."]`), comments (`{...}`, `;` to the end of the line),
//! variations (`(...)`, skipped), NAGs (`$3`), move numbers (`12.`, `12...`), moves in short or
//! long capture notation (`9-14`, `26x17`, `26x19x10x17`), and the result. [`replay`] plays a
//! record through any executor, checking every move against its moves. Game records out are
//! [`super::game::Game::to_pdn`].

use std::fmt;

use super::board::Position;
use super::board::Side;
use super::engine::{Engine, EngineError};
use super::game::{pick, Game, GameOptions};
use super::naming::name_tuples;
use super::pdn::{parse_fen, FenError};

/// A game as a PDN file gives it.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PdnRecord {
    /// The tags in file order.
    pub tags: Vec<(String, String)>,
    /// The moves, each with the line it is on.
    pub moves: Vec<(String, usize)>,
    /// The result token (`1-0`, `0-1`, `1/2-1/2`, `*`), if the record gives one.
    pub result: Option<String>,
    /// The comments, in order.
    pub comments: Vec<String>,
}

impl PdnRecord {
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// What is wrong with a PDN text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PdnError {
    /// A tag that is not `[Name "value"]`.
    BadTag { line: usize, text: String },
    /// A `{` comment or `(` variation that never closes.
    Unclosed { line: usize, what: &'static str },
    /// A word that is no move, move number or result.
    BadToken { line: usize, text: String },
    /// The `FEN` tag does not parse.
    BadFen { text: String, error: FenError },
}

impl fmt::Display for PdnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PdnError::BadTag { line, text } => write!(
                f,
                "line {line}: `{text}` is not a tag (a tag is [Name \"value\"])"
            ),
            PdnError::Unclosed { line, what } => write!(f, "line {line}: the {what} never closes"),
            PdnError::BadToken { line, text } => write!(
                f,
                "line {line}: `{text}` is not a move (9-14, 26x17), a move number (12.) or a result"
            ),
            PdnError::BadFen { text, error } => write!(f, "the FEN tag `{text}`: {error}"),
        }
    }
}

impl std::error::Error for PdnError {}

const RESULTS: [&str; 8] = ["1-0", "0-1", "1/2-1/2", "2-0", "0-2", "1-1", "0-0", "*"];

/// Where the tag opened by the `[` at `open` closes: the first `]` outside its quoted value
/// (where `\"` and `\\` are a quote and a backslash).
fn tag_end(text: &str, open: usize) -> Option<usize> {
    let mut quoted = false;
    let mut escaped = false;
    for (j, c) in text[open + 1..].char_indices() {
        match c {
            _ if escaped => escaped = false,
            '\\' if quoted => escaped = true,
            '"' => quoted = !quoted,
            ']' if !quoted => return Some(open + 1 + j),
            _ => {}
        }
    }
    None
}

/// Reads the first game of a PDN text.
pub fn parse_pdn(text: &str) -> Result<PdnRecord, PdnError> {
    let mut record = PdnRecord::default();
    let mut line = 1;
    let mut chars = text.char_indices().peekable();
    let mut word = String::new();
    let mut word_line = 1;
    let flush = |word: &mut String, at: usize, record: &mut PdnRecord| -> Result<(), PdnError> {
        if word.is_empty() {
            return Ok(());
        }
        let w = std::mem::take(word);
        let bare = w.trim_end_matches(['!', '?']);
        if RESULTS.contains(&bare) {
            record.result = Some(bare.to_string());
            return Ok(());
        }
        // A move number, possibly glued to its move: `12.`, `12...`, `12.9-14`.
        let after_number = match bare.find('.') {
            Some(dot) if bare[..dot].chars().all(|c| c.is_ascii_digit()) && dot > 0 => {
                bare[dot..].trim_start_matches('.')
            }
            _ => bare,
        };
        if after_number.is_empty() {
            return Ok(());
        }
        let is_move = after_number
            .chars()
            .all(|c| c.is_ascii_digit() || c == '-' || c == 'x' || c == 'X')
            && after_number
                .chars()
                .next()
                .is_some_and(|c| c.is_ascii_digit())
            && after_number.contains(['-', 'x', 'X']);
        if !is_move {
            return Err(PdnError::BadToken { line: at, text: w });
        }
        record.moves.push((after_number.replace('X', "x"), at));
        Ok(())
    };
    while let Some((i, c)) = chars.next() {
        match c {
            '\n' => {
                flush(&mut word, word_line, &mut record)?;
                line += 1;
            }
            c if c.is_whitespace() => flush(&mut word, word_line, &mut record)?,
            '[' if word.is_empty() => {
                // The `]` that closes the tag is outside its quoted value (`[Event "Round [1]"]`).
                let Some(end) = tag_end(text, i) else {
                    return Err(PdnError::Unclosed { line, what: "tag" });
                };
                let inner = text[i + 1..end].trim();
                let (name, value) = inner.split_once(' ').unwrap_or((inner, ""));
                let value = value.trim();
                if name.is_empty()
                    || !(value.len() >= 2 && value.starts_with('"') && value.ends_with('"'))
                {
                    return Err(PdnError::BadTag {
                        line,
                        text: text[i..=end].to_string(),
                    });
                }
                record
                    .tags
                    .push((name.to_string(), value[1..value.len() - 1].to_string()));
                line += text[i..end].matches('\n').count();
                while chars.peek().is_some_and(|&(j, _)| j <= end) {
                    chars.next();
                }
            }
            '{' => {
                flush(&mut word, word_line, &mut record)?;
                let Some(end) = text[i..].find('}').map(|e| i + e) else {
                    return Err(PdnError::Unclosed {
                        line,
                        what: "comment `{`",
                    });
                };
                record.comments.push(text[i + 1..end].trim().to_string());
                line += text[i..end].matches('\n').count();
                while chars.peek().is_some_and(|&(j, _)| j <= end) {
                    chars.next();
                }
            }
            ';' => {
                flush(&mut word, word_line, &mut record)?;
                let end = text[i..].find('\n').map_or(text.len(), |e| i + e);
                record.comments.push(text[i + 1..end].trim().to_string());
                while chars.peek().is_some_and(|&(j, _)| j < end) {
                    chars.next();
                }
            }
            '(' => {
                flush(&mut word, word_line, &mut record)?;
                let mut depth = 1;
                let opened = line;
                // A comment inside the variation may hold `(` and `)`: it counts for nothing.
                let mut comment: Option<char> = None;
                for (_, c) in chars.by_ref() {
                    match (comment, c) {
                        (_, '\n') => {
                            line += 1;
                            if comment == Some('\n') {
                                comment = None;
                            }
                        }
                        (Some('}'), '}') => comment = None,
                        (Some(_), _) => {}
                        (None, '{') => comment = Some('}'),
                        (None, ';') => comment = Some('\n'),
                        (None, '(') => depth += 1,
                        (None, ')') => depth -= 1,
                        _ => {}
                    }
                    if depth == 0 {
                        break;
                    }
                }
                if depth > 0 {
                    return Err(PdnError::Unclosed {
                        line: opened,
                        what: "variation `(`",
                    });
                }
            }
            '$' if word.is_empty() => {
                while chars.peek().is_some_and(|&(_, c)| c.is_ascii_digit()) {
                    chars.next();
                }
            }
            c => {
                if word.is_empty() {
                    word_line = line;
                }
                word.push(c);
            }
        }
        if record.result.is_some() {
            break;
        }
    }
    flush(&mut word, word_line, &mut record)?;
    Ok(record)
}

/// Why a record cannot be replayed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReplayError {
    /// The `FEN` tag does not parse.
    Record(PdnError),
    /// Move `number` (`12.` for Black, `12...` for White) is not among the moves.
    Illegal {
        number: u32,
        side: Side,
        text: String,
        line: usize,
        reason: String,
    },
    /// The executor failed.
    Engine(EngineError),
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::Record(e) => write!(f, "{e}"),
            ReplayError::Illegal {
                number,
                side,
                text,
                line,
                reason,
            } => {
                let dots = if *side == Side::Black { "." } else { "..." };
                write!(
                    f,
                    "line {line}: move {number}{dots} {text} ({}) leaves the rules: {reason}",
                    side.name()
                )
            }
            ReplayError::Engine(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for ReplayError {}

/// Plays a record through `engine` from its `FEN` tag (or the opening), checking every move
/// against the engine's own moves; the game as played, or the first move that leaves them.
pub fn replay(engine: &mut dyn Engine, record: &PdnRecord) -> Result<Game, ReplayError> {
    let start = match record.tag("FEN") {
        Some(fen) => parse_fen(fen).map_err(|error| {
            ReplayError::Record(PdnError::BadFen {
                text: fen.to_string(),
                error,
            })
        })?,
        None => Position::initial(),
    };
    let mut game = Game::new(
        start,
        GameOptions {
            quiet_plies: u32::MAX,
            ..GameOptions::default()
        },
    );
    let mut number = 1;
    for (text, line) in &record.moves {
        let pos = game.position();
        let illegal = |reason: String| ReplayError::Illegal {
            number,
            side: pos.side(),
            text: text.clone(),
            line: *line,
            reason,
        };
        let tuples = engine
            .successor_tuples(&pos.to_strachey())
            .map_err(ReplayError::Engine)?;
        if tuples.is_empty() {
            return Err(illegal(format!(
                "{} has no move here, the game is over",
                pos.side().name()
            )));
        }
        let legal = name_tuples(&pos, engine.naming_rules(), &tuples);
        let m = pick(&pos, engine.naming_rules(), &legal, text).map_err(illegal)?;
        game.play(&m, &legal, None)
            .map_err(|ending| illegal(ending.to_string()))?;
        if pos.side() == Side::White {
            number += 1;
        }
    }
    Ok(game)
}
