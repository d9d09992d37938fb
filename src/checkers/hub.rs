//! The Hub protocol, the text protocol of the Scan draughts engine ("like UCI"), for English
//! checkers, so a draughts program (pydraughts' `HubEngine`, say) can play any executor: the
//! 1966 program interpreted or translated, or the native searches.
//!
//! The client sends one command a line: a word, then `name=value` pairs (a value with spaces
//! in double quotes). Answers:
//!
//! - `hub` → `id name=… version=…`, one `param` per setting (`variant`, whose only value is
//!   `english`, `depth` and `endgame-db`), then `wait`.
//! - `init` → `ready`; `ping` → `pong`; `new-game` and `stop` need no answer (the search runs
//!   to its end before the next line is read, so there is nothing to stop).
//! - `set-param name=variant value=english`; `set-param name=depth value=N`;
//!   `set-param name=endgame-db value=DIR`: the native engine's searches end at every position
//!   the endgame database in DIR holds (`attic checkers endgame build --dir DIR`), with its
//!   exact value, and play the fastest win; `value=none` turns it off. Opening it reads every
//!   slice up to the most pieces DIR holds whole, each file checked (a damaged one is solved
//!   again and rewritten); an engine that cannot probe it (the 1966 program) says so.
//! - `pos [pos=POSITION] [moves="M M …"]`: the start (the opening when `pos` is absent), then
//!   the moves played from it.
//! - `level depth=N | move-time=S | time=S [inc=S] [moves=N]`: how long to think. A time
//!   deepens one ply at a time until the time is spent and plays the deepest finished choice.
//! - `go think` → `info depth=… score=… nodes=… time=…`, then `done move=M`.
//! - `quit` ends the session.
//!
//! Anything the engine cannot use is answered by `error message="…"` in words, and the state
//! stays what it was (a bad `pos` keeps the previous position).
//!
//! # Squares and moves
//!
//! Moves are written as Scan writes them: a step `from-to` (`11-15`), a capture
//! `fromxto` followed by every captured square, `x` between them, in any order
//! (`14x32x18x27`: from 14 to 32 taking 18 and 27), all in the standard numbering of English
//! checkers (Black on 1-12 moves first). A `pos` value is either a PDN FEN (`B:W21-32:B1-12`)
//! or a Hub position as pydraughts writes it for English: the side to move, then 32 letters,
//! the first for square 32 and the last for square 1, where `w`/`W` is a man/king of the side
//! that moved first (Black) and `b`/`B` one of White, and `W` to move means Black moves
//! (pydraughts turns the English board round to the international one, where White starts at
//! the high squares and moves first). `e` is an empty square.
//!
//! # The executors' rules
//!
//! The game is played under the English rules. The 1966 program plays its own rules (a man
//! crowned in mid-capture jumps on as a king): when its choice is such a capture, the engine
//! plays the English move it starts with (the capture ends where the man is crowned) and an
//! `error` line says so before the `done`.

use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

use super::board::{squares_of, Position, Side};
use super::endgame::Database;
use super::engine::{Engine, EngineError};
use super::moves::{moves, Move, Rules};
use super::naming::name_tuples;
use super::pdn::parse_fen;
use super::search::{Decision, SearchKind, INFINITY};
use crate::limits::{LimitReached, Limits};

/// The deepest search a `level depth` or a time may ask for.
pub const MAX_DEPTH: u32 = 40;

/// How long to think.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Level {
    Depth(u32),
    /// Seconds for this move.
    MoveTime(f64),
}

/// One Hub session over an executor.
pub struct Hub {
    engine: Box<dyn Engine>,
    search: SearchKind,
    /// The executor's bounds outside a timed search (a deadline is added to them and taken
    /// away again).
    base: Limits,
    level: Level,
    start: Position,
    position: Position,
    /// The moves since `start`, as the client sent them.
    played: usize,
    /// The most seconds one `go think` may take whatever the `level` (`checkers hub
    /// --time-limit`): a search to a depth deepens a ply at a time within it.
    time_limit: Option<f64>,
    /// The endgame database's directory the engine probes, if any (`set-param
    /// name=endgame-db`, or the command line's `--endgame-db`).
    endgame: Option<PathBuf>,
}

/// A command word and its `name=value` arguments.
struct Command {
    word: String,
    args: Vec<(String, String)>,
}

impl Command {
    fn get(&self, name: &str) -> Option<&str> {
        self.args
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }
}

/// Splits a line into its word and `name=value` pairs; a lone word after the command (`go
/// think`) is an argument with an empty value.
fn parse_line(line: &str) -> Result<Command, String> {
    let mut chars = line.trim().chars().peekable();
    let mut tokens: Vec<String> = Vec::new();
    while chars.peek().is_some() {
        while chars.peek().is_some_and(|c| c.is_whitespace()) {
            chars.next();
        }
        let mut token = String::new();
        let mut quoted = false;
        while let Some(&c) = chars.peek() {
            if c == '"' {
                quoted = !quoted;
                chars.next();
                continue;
            }
            if c.is_whitespace() && !quoted {
                break;
            }
            token.push(c);
            chars.next();
        }
        if quoted {
            return Err(format!(
                "a value opens a double quote that the line does not close: `{}`",
                line.trim()
            ));
        }
        if !token.is_empty() {
            tokens.push(token);
        }
    }
    let mut tokens = tokens.into_iter();
    let word = tokens.next().unwrap_or_default();
    let args = tokens
        .map(|t| match t.split_once('=') {
            Some((k, v)) => (k.to_string(), v.to_string()),
            None => (t, String::new()),
        })
        .collect();
    Ok(Command { word, args })
}

/// `message` as an `error` line, its quotes made single so the line stays one value.
fn error(message: impl AsRef<str>) -> String {
    format!("error message=\"{}\"", message.as_ref().replace('"', "'"))
}

/// The pieces a move took: the opponent's pieces before that are gone after.
fn captured(pos: &Position, m: &Move) -> Vec<u8> {
    let them = pos.side().other();
    squares_of(pos.pieces(them) & !m.after.pieces(them)).collect()
}

/// A move as the Hub writes it: `11-15`, or `14x32x18x27` (start, end, captured squares).
pub fn hub_move(pos: &Position, m: &Move) -> String {
    if !m.capture {
        return format!("{}-{}", m.from(), m.to());
    }
    let mut out = format!("{}x{}", m.from(), m.to());
    let mut taken = captured(pos, m);
    taken.sort_unstable();
    for square in taken {
        out.push_str(&format!("x{square}"));
    }
    out
}

/// The English move a Hub move names: a step by its two squares; a capture by its start, its
/// end and the squares it takes (in any order), or failing that as a PDN path (`26x19x10`).
pub fn read_hub_move(pos: &Position, text: &str) -> Result<Move, String> {
    let legal = moves(pos, Rules::English);
    let capture = text.contains('x');
    let separator = if capture { 'x' } else { '-' };
    let squares: Result<Vec<u8>, _> = text.split(separator).map(str::parse::<u8>).collect();
    let squares = match squares {
        Ok(s) if s.len() >= 2 && s.iter().all(|n| (1..=32).contains(n)) => s,
        _ => {
            return Err(format!(
                "`{text}` is no move: write a step as 11-15 and a capture as its start, its end \
                 and the squares it takes (14x32x18x27), squares 1 to 32"
            ))
        }
    };
    let by_hub = legal.iter().find(|m| {
        if m.capture != capture || m.from() != squares[0] || m.to() != squares[1] {
            return false;
        }
        if !capture {
            return squares.len() == 2;
        }
        let mut given = squares[2..].to_vec();
        given.sort_unstable();
        let mut taken = captured(pos, m);
        taken.sort_unstable();
        given.is_empty() || given == taken
    });
    if let Some(m) = by_hub {
        return Ok(m.clone());
    }
    if let Some(m) = legal
        .iter()
        .find(|m| m.capture == capture && m.squares == squares)
    {
        return Ok(m.clone());
    }
    let side = pos.side().name();
    let choices: Vec<String> = legal.iter().map(|m| hub_move(pos, m)).collect();
    Err(if choices.is_empty() {
        format!("`{text}` cannot be played: {side} has no move")
    } else {
        format!(
            "`{text}` is not a legal move for {side} here; the legal moves are {}",
            choices.join(" ")
        )
    })
}

/// A Hub position as pydraughts writes it for English (see the module documentation), or a
/// PDN FEN.
pub fn read_hub_position(text: &str) -> Result<Position, String> {
    if text.contains(':') {
        return parse_fen(text).map_err(|e| format!("the FEN `{text}` cannot be read: {e}"));
    }
    let chars: Vec<char> = text.chars().collect();
    if chars.len() != 33 {
        return Err(format!(
            "the position `{text}` has {} characters; a Hub position for English checkers has \
             33: the side to move (W or B) and one letter (w, W, b, B or e) for each square",
            chars.len()
        ));
    }
    let side = match chars[0] {
        'W' | 'w' => Side::Black,
        'B' | 'b' => Side::White,
        other => {
            return Err(format!(
                "the position `{text}` starts with `{other}`; it must start with the side to \
                 move, W (the side that moved first, Black) or B (White)"
            ))
        }
    };
    let (mut black, mut white, mut kings) = (0u64, 0u64, 0u64);
    for (i, &c) in chars[1..].iter().enumerate() {
        let square = 32 - i as u8;
        let bit = super::board::square_bit(square);
        match c {
            'w' => black |= bit,
            'W' => {
                black |= bit;
                kings |= bit
            }
            'b' => white |= bit,
            'B' => {
                white |= bit;
                kings |= bit
            }
            'e' | 'E' | '.' => {}
            other => {
                return Err(format!(
                    "the position `{text}` has `{other}` for square {square}; a square is w, W, \
                     b, B or e"
                ))
            }
        }
    }
    Position::new(black, white, kings, side)
        .map_err(|e| format!("the position `{text}` is no checkers position: {e}"))
}

/// A position as a Hub position in pydraughts' English form (what [`read_hub_position`] reads).
pub fn format_hub_position(pos: &Position) -> String {
    let mut out = String::from(match pos.side() {
        Side::Black => 'W',
        Side::White => 'B',
    });
    for square in (1..=32).rev() {
        use super::board::Piece;
        out.push(match pos.piece_at(square) {
            None => 'e',
            Some(Piece::Man(Side::Black)) => 'w',
            Some(Piece::King(Side::Black)) => 'W',
            Some(Piece::Man(Side::White)) => 'b',
            Some(Piece::King(Side::White)) => 'B',
        });
    }
    out
}

/// A number of seconds in a `level` argument.
fn seconds(name: &str, value: &str) -> Result<f64, String> {
    match value.parse::<f64>() {
        Ok(s) if s.is_finite() && s >= 0.0 => Ok(s),
        _ => Err(format!(
            "`{name}={value}` is no time: give seconds, a number not below 0"
        )),
    }
}

impl Hub {
    /// A session over `engine`, searching `depth` plies until a `level` says otherwise, with
    /// `search` when the engine offers it; `base` is the executor's bounds outside a timed
    /// search.
    pub fn new(mut engine: Box<dyn Engine>, depth: u32, search: SearchKind, base: Limits) -> Hub {
        engine.set_limits(&base);
        Hub {
            engine,
            search,
            base,
            level: Level::Depth(depth.clamp(1, MAX_DEPTH)),
            start: Position::initial(),
            position: Position::initial(),
            played: 0,
            time_limit: None,
            endgame: None,
        }
    }

    /// Names the directory of the database `engine` was given already (the command line's
    /// `--endgame-db`), for the `param` line `hub` answers.
    pub fn with_endgame_dir(mut self, dir: Option<&Path>) -> Hub {
        self.endgame = dir.map(Path::to_path_buf);
        self
    }

    /// Caps every `go think` at `seconds`, whatever the `level` says: a search to a depth
    /// deepens a ply at a time and plays the deepest choice finished in time (depth 1 always
    /// finishes, so there is always a move), as a `level move-time` does.
    pub fn with_time_limit(mut self, seconds: Option<f64>) -> Hub {
        self.time_limit = seconds;
        self
    }

    /// The position the next `go think` searches.
    pub fn position(&self) -> Position {
        self.position
    }

    /// The answer to one line, and whether the session ends (`quit`).
    pub fn handle(&mut self, line: &str) -> (Vec<String>, bool) {
        let command = match parse_line(line) {
            Ok(c) => c,
            Err(e) => return (vec![error(e)], false),
        };
        let lines = match command.word.as_str() {
            "" => vec![],
            "hub" => vec![
                format!(
                    "id name=attic version={} author=\"{}\"",
                    env!("CARGO_PKG_VERSION"),
                    self.engine.label().replace('"', "'")
                ),
                "param name=variant value=english type=enum values=\"english\"".to_string(),
                format!(
                    "param name=depth value={} type=int min=1 max={MAX_DEPTH}",
                    match self.level {
                        Level::Depth(d) => d,
                        Level::MoveTime(_) => 1,
                    }
                ),
                format!(
                    "param name=endgame-db value=\"{}\" type=string",
                    self.endgame
                        .as_ref()
                        .map_or("none".to_string(), |d| d.display().to_string())
                        .replace('"', "'")
                ),
                "wait".to_string(),
            ],
            "init" => vec!["ready".to_string()],
            "ping" => vec!["pong".to_string()],
            "new-game" | "stop" | "ponder-hit" => vec![],
            "quit" => return (vec![], true),
            "set-param" => self
                .set_param(&command)
                .err()
                .map(error)
                .into_iter()
                .collect(),
            "pos" => self.pos(&command).err().map(error).into_iter().collect(),
            "level" => self
                .set_level(&command)
                .err()
                .map(error)
                .into_iter()
                .collect(),
            "go" => self.go(&command),
            other => vec![error(format!(
                "`{other}` is no Hub command this engine knows: hub, init, ping, set-param, \
                 new-game, pos, level, go think, stop, quit"
            ))],
        };
        (lines, false)
    }

    fn set_param(&mut self, command: &Command) -> Result<(), String> {
        let (Some(name), Some(value)) = (command.get("name"), command.get("value")) else {
            return Err("set-param needs name=… and value=…".to_string());
        };
        match name {
            "variant" if value.eq_ignore_ascii_case("english") => Ok(()),
            "variant" => Err(format!(
                "this engine plays English checkers only (variant english), not `{value}`"
            )),
            "depth" => match value.parse::<u32>() {
                Ok(d) if (1..=MAX_DEPTH).contains(&d) => {
                    self.level = Level::Depth(d);
                    Ok(())
                }
                _ => Err(format!(
                    "the depth `{value}` is no number of plies from 1 to {MAX_DEPTH}"
                )),
            },
            "endgame-db" => self.set_endgame(value),
            other => Err(format!(
                "`{other}` is no parameter of this engine (variant, depth, endgame-db)"
            )),
        }
    }

    /// `set-param name=endgame-db value=DIR` (`none` or empty: no database). A failure
    /// keeps the database the engine had.
    fn set_endgame(&mut self, value: &str) -> Result<(), String> {
        if value.is_empty() || value.eq_ignore_ascii_case("none") {
            self.engine.set_endgame(None)?;
            self.endgame = None;
            return Ok(());
        }
        let dir = PathBuf::from(value);
        let db = Database::open(&dir, &mut |_| {})
            .map_err(|e| format!("the endgame database cannot be opened: {e}"))?;
        self.engine.set_endgame(Some(Arc::new(db)))?;
        self.endgame = Some(dir);
        Ok(())
    }

    fn pos(&mut self, command: &Command) -> Result<(), String> {
        let start = match command.get("pos") {
            Some(text) => read_hub_position(text)?,
            None => Position::initial(),
        };
        let mut position = start;
        let mut played = 0;
        for (i, text) in command
            .get("moves")
            .unwrap_or("")
            .split_whitespace()
            .enumerate()
        {
            let m = read_hub_move(&position, text).map_err(|e| {
                format!("move {} of `moves`: {e}; the position is unchanged", i + 1)
            })?;
            position = m.after;
            played += 1;
        }
        self.start = start;
        self.position = position;
        self.played = played;
        Ok(())
    }

    fn set_level(&mut self, command: &Command) -> Result<(), String> {
        if let Some(d) = command.get("depth") {
            return match d.parse::<u32>() {
                Ok(d) if (1..=MAX_DEPTH).contains(&d) => {
                    self.level = Level::Depth(d);
                    Ok(())
                }
                _ => Err(format!(
                    "`depth={d}` is no number of plies from 1 to {MAX_DEPTH}"
                )),
            };
        }
        if let Some(t) = command.get("move-time") {
            self.level = Level::MoveTime(seconds("move-time", t)?);
            return Ok(());
        }
        if let Some(t) = command.get("time") {
            let time = seconds("time", t)?;
            let inc = match command.get("inc") {
                Some(i) => seconds("inc", i)?,
                None => 0.0,
            };
            let moves = match command.get("moves") {
                Some(m) => m
                    .parse::<u32>()
                    .ok()
                    .filter(|&m| m > 0)
                    .ok_or_else(|| format!("`moves={m}` is no number of moves above 0"))?,
                None => 30,
            };
            // The clock's share for this move; the increment comes back after it.
            self.level = Level::MoveTime(time / f64::from(moves) + inc);
            return Ok(());
        }
        if command.get("nodes").is_some() || command.get("infinite").is_some() {
            return Err(
                "this engine thinks to a depth or for a time: say level depth=N, move-time=S \
                 or time=S"
                    .to_string(),
            );
        }
        Err("level needs depth=N, move-time=S or time=S [inc=S] [moves=N]".to_string())
    }

    fn go(&mut self, command: &Command) -> Vec<String> {
        if command.get("think").is_none() {
            let what = command
                .args
                .first()
                .map_or("nothing".to_string(), |(k, _)| format!("`{k}`"));
            return vec![error(format!(
                "go {what}: this engine answers `go think` only (it does not ponder or analyse)"
            ))];
        }
        let pos = self.position;
        let legal = moves(&pos, Rules::English);
        let Some(first) = legal.first() else {
            return vec![
                error(format!(
                    "{} has no move here: the game is over and {} loses",
                    pos.side().name(),
                    pos.side().name()
                )),
                "done move=0-0".to_string(),
            ];
        };
        let started = Instant::now();
        let mut lines = Vec::new();
        let chosen = match self.think(&pos) {
            Ok((depth, Some((m, value, nodes, note)))) => {
                let mut info = format!("info depth={depth}");
                if value.abs() < INFINITY {
                    info.push_str(&format!(" score={:.2}", f64::from(value) / 3.0));
                }
                info.push_str(&format!(
                    " nodes={nodes} time={:.3}",
                    started.elapsed().as_secs_f64()
                ));
                lines.push(info);
                if let Some(note) = note {
                    lines.push(error(note));
                }
                m
            }
            Ok((_, None)) => {
                lines.push(error(format!(
                    "{} gives up here (its BestPosition finds every move lost); it plays the \
                     first legal move, {}",
                    self.engine.label(),
                    hub_move(&pos, first)
                )));
                first.clone()
            }
            Err(e) => {
                lines.push(error(format!(
                    "{} failed: {e}; it plays the first legal move, {}",
                    self.engine.label(),
                    hub_move(&pos, first)
                )));
                first.clone()
            }
        };
        lines.push(format!("done move={}", hub_move(&pos, &chosen)));
        lines
    }

    /// The executor's choice at the level's depth, or deepened within its time: the depth
    /// reached and the English move, its value, the count, and a note when the choice was off
    /// the English rules. `None` when the executor gives up.
    #[allow(clippy::type_complexity)]
    fn think(
        &mut self,
        pos: &Position,
    ) -> Result<(u32, Option<(Move, i32, u64, Option<String>)>), EngineError> {
        let (deepest, seconds) = match self.level {
            Level::Depth(depth) => (depth, self.time_limit),
            Level::MoveTime(seconds) => (
                MAX_DEPTH,
                Some(self.time_limit.map_or(seconds, |cap| cap.min(seconds))),
            ),
        };
        let Some(seconds) = seconds else {
            return Ok((deepest, self.choose(pos, deepest)?));
        };
        let deadline = Instant::now() + Duration::from_secs_f64(seconds.min(1.0e6));
        let mut best = (1, self.choose(pos, 1)?);
        self.engine.set_limits(&Limits {
            deadline: Some(deadline),
            ..self.base.clone()
        });
        let mut outcome = Ok(());
        for depth in 2..=deepest {
            if Instant::now() >= deadline {
                break;
            }
            match self.choose(pos, depth) {
                Ok(found) => best = (depth, found),
                Err(EngineError::Limit(LimitReached::Time)) => break,
                Err(EngineError::Program { message, .. }) if message.contains("time limit") => {
                    break
                }
                Err(e) => {
                    outcome = Err(e);
                    break;
                }
            }
        }
        self.engine.set_limits(&self.base);
        outcome.map(|()| best)
    }

    #[allow(clippy::type_complexity)]
    fn choose(
        &mut self,
        pos: &Position,
        depth: u32,
    ) -> Result<Option<(Move, i32, u64, Option<String>)>, EngineError> {
        let search = if self.engine.searches().contains(&self.search) {
            self.search
        } else {
            *self.engine.searches().first().unwrap_or(&self.search)
        };
        let choice = match self.engine.choose(&pos.to_strachey(), depth, search)? {
            Decision::Resign => return Ok(None),
            Decision::Choice(choice) => choice,
        };
        let Some(index) = choice.index else {
            return Ok(None);
        };
        let rules = self.engine.naming_rules();
        let named = name_tuples(pos, rules, &choice.successors);
        let Some(successor) = named.get(index) else {
            return Ok(None);
        };
        let english = moves(pos, Rules::English);
        let own = successor.legal.clone();
        // The very move under the English rules, or the English capture the program's longer
        // one begins with (a man crowned in mid-capture stops there).
        let exact = own.as_ref().and_then(|m| {
            english
                .iter()
                .find(|e| e.capture == m.capture && e.squares == m.squares && e.after == m.after)
        });
        let found = match exact {
            Some(m) => Some((m.clone(), None)),
            None => {
                let by_position = successor
                    .position
                    .as_ref()
                    .ok()
                    .and_then(|p| english.iter().find(|e| e.after == *p));
                let by_prefix = own.as_ref().and_then(|m| {
                    english.iter().find(|e| {
                        e.capture == m.capture
                            && e.squares.len() < m.squares.len()
                            && m.squares.starts_with(&e.squares)
                    })
                });
                match (by_position, by_prefix) {
                    (Some(m), _) => Some((m.clone(), None)),
                    (None, Some(m)) => Some((
                        m.clone(),
                        Some(format!(
                            "{} chose {}, which goes on after a man is crowned (its own rule); \
                             under the English rules the capture ends there: {}",
                            self.engine.label(),
                            successor.name,
                            hub_move(pos, m)
                        )),
                    )),
                    (None, None) => None,
                }
            }
        };
        match found {
            Some((m, note)) => Ok(Some((m, choice.value, choice.evaluated, note))),
            None => Err(EngineError::Program {
                message: format!(
                    "its choice {} is no move under the English rules",
                    successor.name
                ),
                diagnostic: None,
            }),
        }
    }
}

/// Runs a session: lines from `input`, answers to `output` (flushed after each), until `quit`
/// or the end of the input. Lines are read as every protocol loop of attic reads them
/// ([`crate::bounded::read_line`]): a line longer than [`crate::bounded::MAX_LINE_BYTES`] (a
/// stream that never ends one, `< /dev/zero`) is answered by an `error` line and ends the
/// session with that error, read no further; a line that is not UTF-8 is answered by an
/// `error` line and the session goes on.
pub fn run(hub: &mut Hub, mut input: impl BufRead, mut output: impl Write) -> std::io::Result<()> {
    loop {
        let bytes = match crate::bounded::read_line(&mut input, crate::bounded::MAX_LINE_BYTES) {
            Ok(Some(bytes)) => bytes,
            Ok(None) => break,
            Err(e) if crate::bounded::is_too_long(&e) => {
                writeln!(output, "{}", error(format!("{e}; the session ends")))?;
                output.flush()?;
                return Err(e);
            }
            Err(e) => return Err(e),
        };
        let Ok(line) = String::from_utf8(bytes) else {
            writeln!(
                output,
                "{}",
                error("a line is not UTF-8 text; it is ignored")
            )?;
            output.flush()?;
            continue;
        };
        let (lines, quit) = hub.handle(&line);
        for l in lines {
            writeln!(output, "{l}")?;
        }
        output.flush()?;
        if quit {
            break;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::checkers::Native;

    fn hub() -> Hub {
        Hub::new(
            Box::new(Native::new(Rules::English)),
            3,
            SearchKind::AlphaBeta,
            Limits::default(),
        )
    }

    /// Each case: the lines sent, then what the last one answers (`|` between lines), with
    /// `*` matching any rest of a line.
    const CASES: &[(&str, &str)] = &[
        ("init", "ready"),
        ("ping", "pong"),
        ("new-game", ""),
        ("stop", ""),
        ("set-param name=variant value=english", ""),
        ("set-param name=variant value=frisian", "error message=\"this engine plays English checkers only (variant english), not `frisian`\""),
        ("set-param name=depth value=0", "error message=\"the depth `0` is no number of plies from 1 to 40\""),
        ("set-param name=hash value=64", "error message=\"`hash` is no parameter of this engine (variant, depth, endgame-db)\""),
        ("set-param name=endgame-db value=none", ""),
        ("set-param", "error message=\"set-param needs name=… and value=…\""),
        ("level depth=1\ngo think", "info depth=1 score=0.00 *|done move=9-14"),
        ("level depth=0", "error message=\"`depth=0` is no number of plies from 1 to 40\""),
        ("level nodes=1000", "error message=\"this engine thinks to a depth or for a time: say level depth=N, move-time=S or time=S\""),
        ("level time=abc", "error message=\"`time=abc` is no time: give seconds, a number not below 0\""),
        ("level", "error message=\"level needs depth=N, move-time=S or time=S [inc=S] [moves=N]\""),
        ("go ponder", "error message=\"go `ponder`: this engine answers `go think` only (it does not ponder or analyse)\""),
        ("frobnicate", "error message=\"`frobnicate` is no Hub command this engine knows: hub, init, ping, set-param, new-game, pos, level, go think, stop, quit\""),
        ("pos moves=\"11-15 23-19 8-11 22-17 15x24\"", "error message=\"move 5 of `moves`: `15x24` is not a legal move for black here; the legal moves are 3-8 9-14 11-16 4-8 9-13 10-14 12-16 15-18; the position is unchanged\""),
        ("pos moves=\"11-15 23-19 8-11 22-17 15-18 19x99\"", "error message=\"move 6 of `moves`: `19x99` is no move: write a step as 11-15 and a capture as its start, its end and the squares it takes (14x32x18x27), squares 1 to 32; the position is unchanged\""),
        ("pos pos=Wbbbb", "error message=\"the position `Wbbbb` has 5 characters; a Hub position for English checkers has 33: the side to move (W or B) and one letter (w, W, b, B or e) for each square\""),
        ("pos pos=Xbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww", "error message=\"the position `Xbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww` starts with `X`; it must start with the side to move, W (the side that moved first, Black) or B (White)\""),
        ("pos pos=\"W:W21-32", "error message=\"a value opens a double quote that the line does not close: `pos pos='W:W21-32`\""),
        ("pos pos=B:W18,26,27:B14,5\nlevel depth=1\ngo think", "info depth=1 *|done move=14x32x18x27"),
        ("pos pos=WeeeeeeeeeeeeeeeeeeeeeeeeeeeBewww\ngo think", "info depth=3 *|done move=*"),
        ("pos pos=W:W5:B1\ngo think", "error message=\"white has no move here: the game is over and white loses\"|done move=0-0"),
    ];

    #[test]
    fn the_protocol_answers_each_line_in_words() {
        let mut failures = Vec::new();
        for (sent, expected) in CASES {
            let mut hub = hub();
            let mut last = Vec::new();
            for line in sent.lines() {
                let (answer, quit) = hub.handle(line);
                assert!(!quit, "{line}");
                last = answer;
            }
            let wanted: Vec<&str> = if expected.is_empty() {
                vec![]
            } else {
                expected.split('|').collect()
            };
            let fits = last.len() == wanted.len()
                && last
                    .iter()
                    .zip(&wanted)
                    .all(|(got, want)| match want.strip_suffix('*') {
                        Some(prefix) => got.starts_with(prefix),
                        None => got == want,
                    });
            if !fits {
                failures.push(format!("{sent:?}\n  wanted {wanted:?}\n  got    {last:?}"));
            }
        }
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }

    #[test]
    fn hub_announces_the_variant_and_waits() {
        let (lines, _) = hub().handle("hub");
        assert!(lines[0].starts_with("id name=attic version="), "{lines:?}");
        assert!(lines.contains(
            &"param name=variant value=english type=enum values=\"english\"".to_string()
        ));
        assert_eq!(lines.last().map(String::as_str), Some("wait"));
        assert_eq!(hub().handle("quit"), (vec![], true));
    }

    #[test]
    fn positions_read_back_and_moves_follow_the_game() {
        for fen in [
            "B:W21-32:B1-12",
            "W:W18,26,27:B14,5,23",
            "B:WK5:B1-3",
            "W:WK1,K2,30:BK31,7",
        ] {
            let pos = parse_fen(fen).expect("a FEN");
            let text = format_hub_position(&pos);
            assert_eq!(read_hub_position(&text), Ok(pos), "{fen} → {text}");
        }
        assert_eq!(
            format_hub_position(&Position::initial()),
            "Wbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww"
        );
        // Every legal move of random games is written and read back to itself.
        let mut rng = crate::checkers::random::SplitMix64::new(46);
        for _ in 0..20 {
            let mut pos = Position::initial();
            for _ in 0..120 {
                let legal = moves(&pos, Rules::English);
                if legal.is_empty() {
                    break;
                }
                for m in &legal {
                    let text = hub_move(&pos, m);
                    assert_eq!(read_hub_move(&pos, &text).as_ref(), Ok(m), "{text}");
                }
                pos = legal[rng.below(legal.len())].after;
            }
        }
    }

    #[test]
    fn a_session_over_lines_stops_at_quit() {
        let mut hub = hub();
        let input =
            "hub\ninit\npos moves=\"11-15 23-19\"\nlevel depth=2\ngo think\nquit\ngo think\n";
        let mut out = Vec::new();
        run(&mut hub, input.as_bytes(), &mut out).expect("the session");
        let text = String::from_utf8(out).expect("text");
        assert_eq!(text.matches("done move=").count(), 1, "{text}");
        assert!(text.contains("ready\n"), "{text}");
    }

    #[test]
    fn a_time_deepens_and_still_answers() {
        let mut hub = hub();
        for line in ["level move-time=0.05", "pos"] {
            assert_eq!(hub.handle(line).0, Vec::<String>::new());
        }
        let (lines, _) = hub.handle("go think");
        assert!(
            lines.last().is_some_and(|l| l.starts_with("done move=")),
            "{lines:?}"
        );
        let depth: u32 = lines[0]
            .strip_prefix("info depth=")
            .and_then(|r| r.split(' ').next())
            .and_then(|d| d.parse().ok())
            .expect("a depth");
        assert!(depth >= 1, "{lines:?}");
    }
}
