//! PGN, the text format of chess games: tag pairs (`[Event "…"]`), then the moves in SAN
//! with move numbers, comments (`{…}` and `;` to the end of the line), variations in
//! parentheses (skipped: only the main line is read), NAGs (`$1`) and the result (`1-0`,
//! `0-1`, `1/2-1/2`, `*`). A game that starts elsewhere names its position in a `FEN` tag.

use std::fmt;

use super::game::Game;
use super::position::Position;
use super::types::{Color, Move};

#[derive(Clone, Debug)]
pub struct PgnGame {
    /// The tag pairs in the order read.
    pub tags: Vec<(String, String)>,
    pub start: Position,
    pub moves: Vec<Move>,
    /// `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub result: String,
}

impl PgnGame {
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnError {
    pub line: usize,
    pub column: usize,
    pub message: String,
}

impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: {}",
            self.line, self.column, self.message
        )
    }
}

impl std::error::Error for PgnError {}

const RESULTS: [&str; 4] = ["1-0", "0-1", "1/2-1/2", "*"];

struct Reader<'a> {
    chars: std::iter::Peekable<std::str::Chars<'a>>,
    line: usize,
    column: usize,
}

impl Reader<'_> {
    fn peek(&mut self) -> Option<char> {
        self.chars.peek().copied()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.chars.next()?;
        if c == '\n' {
            self.line += 1;
            self.column = 1;
        } else {
            self.column += 1;
        }
        Some(c)
    }

    fn error(&self, message: impl Into<String>) -> PgnError {
        PgnError {
            line: self.line,
            column: self.column,
            message: message.into(),
        }
    }
}

/// One game being read.
struct Partial {
    tags: Vec<(String, String)>,
    game: Option<Game>,
}

impl Partial {
    fn new() -> Partial {
        Partial {
            tags: Vec::new(),
            game: None,
        }
    }

    fn is_empty(&self) -> bool {
        self.tags.is_empty() && self.game.is_none()
    }

    fn game(&mut self, reader: &Reader) -> Result<&mut Game, PgnError> {
        if self.game.is_none() {
            let start = match self.tags.iter().find(|(n, _)| n == "FEN") {
                Some((_, fen)) => Position::from_fen(fen)
                    .map_err(|e| reader.error(format!("bad FEN tag '{fen}': {e}")))?,
                None => Position::initial(),
            };
            self.game = Some(Game::new(start));
        }
        Ok(self
            .game
            .get_or_insert_with(|| Game::new(Position::initial())))
    }

    fn finish(mut self, result: &str, reader: &Reader) -> Result<PgnGame, PgnError> {
        let game = self.game(reader)?.clone();
        Ok(PgnGame {
            tags: self.tags,
            start: *game.start(),
            moves: game.moves().to_vec(),
            result: result.to_string(),
        })
    }
}

/// Reads every game of a PGN text.
pub fn parse_pgn(text: &str) -> Result<Vec<PgnGame>, PgnError> {
    let mut r = Reader {
        chars: text.chars().peekable(),
        line: 1,
        column: 1,
    };
    let mut games = Vec::new();
    let mut partial = Partial::new();
    let mut variation_depth = 0usize;
    let mut at_line_start = true;
    while let Some(c) = r.peek() {
        if c == '\n' {
            at_line_start = true;
            r.bump();
            continue;
        }
        if c.is_whitespace() {
            r.bump();
            continue;
        }
        let line_start = std::mem::replace(&mut at_line_start, false);
        match c {
            '%' if line_start => {
                while r.peek().is_some_and(|c| c != '\n') {
                    r.bump();
                }
            }
            ';' => {
                while r.peek().is_some_and(|c| c != '\n') {
                    r.bump();
                }
            }
            '{' => {
                let (line, column) = (r.line, r.column);
                r.bump();
                loop {
                    match r.bump() {
                        Some('}') => break,
                        Some(_) => {}
                        None => {
                            return Err(PgnError {
                                line,
                                column,
                                message: "this comment '{' is never closed by '}'".into(),
                            })
                        }
                    }
                }
            }
            '(' => {
                r.bump();
                variation_depth += 1;
            }
            ')' => {
                if variation_depth == 0 {
                    return Err(r.error("')' closes no variation"));
                }
                r.bump();
                variation_depth -= 1;
            }
            '[' if variation_depth == 0 => {
                if partial.game.is_some() {
                    // A new game began without the last one's result.
                    games.push(std::mem::replace(&mut partial, Partial::new()).finish("*", &r)?);
                }
                let tag = read_tag(&mut r)?;
                partial.tags.push(tag);
            }
            _ => {
                let (line, column) = (r.line, r.column);
                let mut token = String::new();
                while let Some(c) = r.peek() {
                    if c.is_whitespace() || "{}()[];".contains(c) {
                        break;
                    }
                    token.push(c);
                    r.bump();
                }
                if token.is_empty() {
                    // A lone bracket inside a variation: skip it.
                    r.bump();
                    continue;
                }
                if variation_depth > 0 {
                    continue;
                }
                let at = |message: String| PgnError {
                    line,
                    column,
                    message,
                };
                if RESULTS.contains(&token.as_str()) {
                    let done = std::mem::replace(&mut partial, Partial::new());
                    games.push(done.finish(&token, &r)?);
                    continue;
                }
                if token.starts_with('$') {
                    continue;
                }
                // Move numbers: `12.`, `12...`, or glued to the move as `12.e4`.
                let san = token.trim_start_matches(|c: char| c.is_ascii_digit());
                let san = if san.len() < token.len() {
                    san.trim_start_matches('.')
                } else {
                    san
                };
                if san.is_empty() {
                    continue;
                }
                let san = san.trim_end_matches(['!', '?']);
                if san.is_empty() || san == "--" {
                    return Err(at(format!("'{token}' is not a move")));
                }
                let game = partial.game(&r)?;
                let pos = *game.current();
                let mv = pos.parse_san(san).map_err(|e| {
                    let number = pos.fullmove_number();
                    let dots = if pos.side_to_move() == Color::White {
                        "."
                    } else {
                        "..."
                    };
                    at(format!("move {number}{dots}{san}: {e}"))
                })?;
                game.play(mv);
            }
        }
    }
    if variation_depth > 0 {
        return Err(r.error("a variation '(' is never closed by ')'"));
    }
    if !partial.is_empty() {
        games.push(partial.finish("*", &r)?);
    }
    Ok(games)
}

fn read_tag(r: &mut Reader) -> Result<(String, String), PgnError> {
    let (line, column) = (r.line, r.column);
    let bad = |message: &str| PgnError {
        line,
        column,
        message: format!("bad tag pair: {message}; expected [Name \"value\"]"),
    };
    r.bump(); // '['
    while r.peek().is_some_and(|c| c == ' ' || c == '\t') {
        r.bump();
    }
    let mut name = String::new();
    while let Some(c) = r.peek().filter(|c| c.is_ascii_alphanumeric() || *c == '_') {
        name.push(c);
        r.bump();
    }
    if name.is_empty() {
        return Err(bad("no name"));
    }
    while r.peek().is_some_and(|c| c == ' ' || c == '\t') {
        r.bump();
    }
    if r.bump() != Some('"') {
        return Err(bad("the value must be in double quotes"));
    }
    let mut value = String::new();
    loop {
        match r.bump() {
            Some('\\') => match r.bump() {
                Some(c) => value.push(c),
                None => return Err(bad("unfinished value")),
            },
            Some('"') => break,
            Some('\n') | None => return Err(bad("unfinished value")),
            Some(c) => value.push(c),
        }
    }
    while r.peek().is_some_and(|c| c == ' ' || c == '\t') {
        r.bump();
    }
    if r.bump() != Some(']') {
        return Err(bad("no closing ']'"));
    }
    Ok((name, value))
}

/// The Seven Tag Roster, written first and in this order.
const ROSTER: [&str; 7] = ["Event", "Site", "Date", "Round", "White", "Black", "Result"];

/// Writes a game as PGN: the seven standard tags first (`?` when unknown), the others after,
/// `SetUp` and `FEN` when it does not start from the initial position, then the moves in SAN
/// wrapped before 80 columns, then the result.
pub fn write_pgn(game: &PgnGame) -> String {
    let mut out = String::new();
    let initial = game.start.to_fen() == Position::initial().to_fen();
    for name in ROSTER {
        let value = match name {
            "Result" => game.result.clone(),
            "Date" => game.tag(name).unwrap_or("????.??.??").to_string(),
            _ => game.tag(name).unwrap_or("?").to_string(),
        };
        out.push_str(&format!("[{name} \"{}\"]\n", escape(&value)));
    }
    for (name, value) in &game.tags {
        if ROSTER.contains(&name.as_str()) || name == "FEN" || name == "SetUp" {
            continue;
        }
        out.push_str(&format!("[{name} \"{}\"]\n", escape(value)));
    }
    if !initial {
        out.push_str("[SetUp \"1\"]\n");
        out.push_str(&format!("[FEN \"{}\"]\n", game.start.to_fen()));
    }
    out.push('\n');
    let mut words = Vec::new();
    let mut pos = game.start;
    for (i, &mv) in game.moves.iter().enumerate() {
        let number = pos.fullmove_number();
        if pos.side_to_move() == Color::White {
            words.push(format!("{number}."));
        } else if i == 0 {
            words.push(format!("{number}..."));
        }
        words.push(pos.san(mv));
        pos = pos.play(mv);
    }
    words.push(game.result.clone());
    let mut line = String::new();
    for word in words {
        if !line.is_empty() && line.len() + 1 + word.len() > 79 {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&word);
    }
    out.push_str(&line);
    out.push_str("\n\n");
    out
}

fn escape(value: &str) -> String {
    value.replace('\\', "\\\\").replace('"', "\\\"")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_comments_variations_nags_and_results() {
        let text = r#"
[Event "Test"]
[White "A \"quoted\" name"]
% an escaped line
1. e4 {best by test} e5 (1... c5 2. Nf3 (2. c3) d6) 2. Nf3 $1 Nc6 ; a comment
3.Bb5 a6!? 1-0

[Event "Second"]
[FEN "4k3/8/8/8/8/8/4P3/4K3 b - - 0 1"]
1... Kd7 2. e4 *
"#;
        let games = parse_pgn(text).unwrap();
        assert_eq!(games.len(), 2);
        let uci: Vec<String> = games[0].moves.iter().map(|m| m.to_uci()).collect();
        assert_eq!(uci, ["e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6"]);
        assert_eq!(games[0].result, "1-0");
        assert_eq!(games[0].tag("White"), Some("A \"quoted\" name"));
        assert_eq!(games[1].moves.len(), 2);
        assert_eq!(games[1].result, "*");
    }

    #[test]
    fn writes_what_it_reads() {
        let text = "[Event \"Round trip\"]\n\n1. d4 d5 2. c4 e6 3. Nc3 Nf6 1/2-1/2\n";
        let game = parse_pgn(text).unwrap().remove(0);
        let written = write_pgn(&game);
        assert!(written.contains("[Event \"Round trip\"]\n[Site \"?\"]"));
        assert!(written.ends_with("1. d4 d5 2. c4 e6 3. Nc3 Nf6 1/2-1/2\n\n"));
        let again = parse_pgn(&written).unwrap().remove(0);
        assert_eq!(again.moves, game.moves);
        let black_first = PgnGame {
            tags: vec![],
            start: Position::from_fen("4k3/8/8/8/8/8/4P3/4K3 b - - 0 1").unwrap(),
            moves: vec![],
            result: "*".into(),
        };
        assert!(write_pgn(&black_first).contains("[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 1\"]"));
    }

    #[test]
    fn errors_say_where_and_what() {
        let e = parse_pgn("1. e4 e5 2. Ke3 *").unwrap_err();
        assert_eq!((e.line, e.column), (1, 13));
        assert!(e.message.starts_with("move 2.Ke3: no legal move"), "{e}");
        let e = parse_pgn("1. e4 {never closed").unwrap_err();
        assert_eq!((e.line, e.column), (1, 7));
        assert!(parse_pgn("1. e4 )").is_err());
        assert!(parse_pgn("[Event nope]").is_err());
    }
}
