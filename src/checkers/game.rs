//! A game of checkers between executors ([`Engine`]s) or people: the loop of `attic checkers
//! play`, of the main job and of `replay`, in one place, with its history, undo, the draw rules
//! and the game record (PDN).
//!
//! A game ends when the side to move has no move (it loses), when a program resigns or its
//! `ChosenPosition` yields NIL (every move scores -∞: it gives up), by the draw rules (the same
//! position with the same side to move for the third time, or `quiet_plies` plies without a
//! capture or a man moving), at `max_plies`, or when a program's move is no checkers position
//! (its tuple is kept to show). The loop is driven from outside ([`Game::turn`],
//! [`Game::computer_move`], [`Game::play`]) so a person's moves can come between, and
//! [`play_game`] is a whole game between two executors in one call.

use std::fmt;

use super::board::{Position, PositionError, Side, StracheyTuple};
use super::engine::{Engine, EngineError};
use super::moves::Rules;
use super::naming::{name_tuples, NamedSuccessor};
use super::pdn::{find_move, format_fen};
use super::search::{Decision, SearchKind};

/// How the computer plays and when a game stops.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameOptions {
    /// The search depth of every computer move.
    pub depth: u32,
    /// The search of executors that offer it; one that does not (Strachey's program has only
    /// its minimax, which chooses as alpha-beta does) runs its own.
    pub search: SearchKind,
    /// The draw rule: a draw after this many plies without a capture or a man moving.
    pub quiet_plies: u32,
    /// Stop after this many plies.
    pub max_plies: Option<u32>,
}

impl Default for GameOptions {
    fn default() -> GameOptions {
        GameOptions {
            depth: 3,
            search: SearchKind::Minimax,
            quiet_plies: 80,
            max_plies: None,
        }
    }
}

/// How a game ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ending {
    /// The side to move has no move and loses.
    NoMove(Side),
    /// `ChosenPosition` called `Resign`.
    Resigned(Side),
    /// `ChosenPosition` yielded NIL: every move scores -∞, so the side gives up.
    Nil(Side),
    /// The same position, with the same side to move, for the third time.
    Repetition,
    /// This many plies without a capture or a man moving.
    QuietPlies(u32),
    /// Stopped after this many plies.
    MaxPlies(u32),
    /// A person quit, or the input ran out.
    Abandoned,
    /// A program's move is no checkers position.
    Unrepresentable {
        tuple: StracheyTuple,
        reason: PositionError,
    },
}

impl Ending {
    /// The PDN result, first player first as English draughts records it: `1-0` Black won,
    /// `0-1` White won, `1/2-1/2` a draw, `*` the game did not finish.
    pub fn result(&self) -> &'static str {
        let loss = |side: &Side| match side {
            Side::Black => "0-1",
            Side::White => "1-0",
        };
        match self {
            Ending::NoMove(side) | Ending::Resigned(side) | Ending::Nil(side) => loss(side),
            Ending::Repetition | Ending::QuietPlies(_) => "1/2-1/2",
            Ending::MaxPlies(_) | Ending::Abandoned | Ending::Unrepresentable { .. } => "*",
        }
    }
}

impl fmt::Display for Ending {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Ending::NoMove(side) => write!(f, "{} has no move and loses", capitalised(*side)),
            Ending::Resigned(side) => write!(f, "{} resigns", capitalised(*side)),
            Ending::Nil(side) => write!(
                f,
                "{} sees every move lose (ChosenPosition yields NIL) and resigns",
                capitalised(*side)
            ),
            Ending::Repetition => f.write_str("draw: the same position has occurred three times"),
            Ending::QuietPlies(n) => {
                write!(f, "draw: {n} plies without a capture or a man moving")
            }
            Ending::MaxPlies(n) => write!(f, "stopped after {n} plies"),
            Ending::Abandoned => f.write_str("game abandoned"),
            Ending::Unrepresentable { tuple, reason } => write!(
                f,
                "the game stops: the program's successor {tuple} is no checkers position: {reason}"
            ),
        }
    }
}

/// `Black` or `White`.
pub fn capitalised(side: Side) -> &'static str {
    match side {
        Side::Black => "Black",
        Side::White => "White",
    }
}

/// A move played, with what the computer said about it when it chose it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayedMove {
    pub side: Side,
    /// As the executor names it (`9-14`, `26x19x10`, the whole path of a capture).
    pub name: String,
    /// As the game record writes it: a capture by its start and end (`26x10`) when no other
    /// move has both, as most PDN readers expect; else the whole path.
    pub pdn: String,
    pub after: Position,
    /// The chooser's value and count, when a computer chose it.
    pub choice: Option<(i32, u64)>,
}

/// A computer's move with its value and count, or how its refusal ends the game.
pub type ComputerMove = Result<(NamedSuccessor, (i32, u64)), Ending>;

/// What the side to move faces.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Turn {
    /// The game is over.
    Over(Ending),
    /// The moves of the side to move, named, in the executor's order.
    Moves(Vec<NamedSuccessor>),
}

/// A game in progress: the start, every position since with its quiet-ply count, the moves.
#[derive(Debug, Clone)]
pub struct Game {
    pub options: GameOptions,
    start: Position,
    /// Each position reached, with the plies since the last capture or man move.
    history: Vec<(Position, u32)>,
    moves: Vec<PlayedMove>,
}

impl Game {
    pub fn new(start: Position, options: GameOptions) -> Game {
        Game {
            options,
            start,
            history: vec![(start, 0)],
            moves: Vec::new(),
        }
    }

    pub fn start(&self) -> Position {
        self.start
    }

    /// The position now.
    pub fn position(&self) -> Position {
        self.history.last().map_or(self.start, |h| h.0)
    }

    /// The moves played so far.
    pub fn moves(&self) -> &[PlayedMove] {
        &self.moves
    }

    /// Whether the game is over by the draw rules or the ply cap, else the side to move's
    /// moves from `engine` (none: it loses).
    pub fn turn(&self, engine: &mut dyn Engine) -> Result<Turn, EngineError> {
        let (pos, quiet) = self.history.last().copied().unwrap_or((self.start, 0));
        if self.history.iter().filter(|(p, _)| *p == pos).count() >= 3 {
            return Ok(Turn::Over(Ending::Repetition));
        }
        if quiet >= self.options.quiet_plies {
            return Ok(Turn::Over(Ending::QuietPlies(quiet)));
        }
        if let Some(cap) = self.options.max_plies {
            if self.moves.len() as u64 >= u64::from(cap) {
                return Ok(Turn::Over(Ending::MaxPlies(self.moves.len() as u32)));
            }
        }
        let tuples = engine.successor_tuples(&pos.to_strachey())?;
        if tuples.is_empty() {
            return Ok(Turn::Over(Ending::NoMove(pos.side())));
        }
        Ok(Turn::Moves(name_tuples(
            &pos,
            engine.naming_rules(),
            &tuples,
        )))
    }

    /// The engine's own choice among `legal` (the moves [`Game::turn`] gave), or the ending
    /// when it resigns or yields NIL.
    pub fn computer_move(
        &self,
        engine: &mut dyn Engine,
        legal: &[NamedSuccessor],
    ) -> Result<ComputerMove, EngineError> {
        let pos = self.position();
        let side = pos.side();
        let search = match engine.searches() {
            offered if offered.contains(&self.options.search) => self.options.search,
            [own, ..] => *own,
            [] => self.options.search,
        };
        match engine.choose(&pos.to_strachey(), self.options.depth, search)? {
            Decision::Resign => Ok(Err(Ending::Resigned(side))),
            Decision::Choice(choice) => match choice.index.and_then(|i| legal.get(i)) {
                Some(m) => Ok(Ok((m.clone(), (choice.value, choice.evaluated)))),
                None => Ok(Err(Ending::Nil(side))),
            },
        }
    }

    /// Plays a move (one of `legal`, [`Game::turn`]'s list); a successor that is no position
    /// ends the game.
    pub fn play(
        &mut self,
        m: &NamedSuccessor,
        legal: &[NamedSuccessor],
        choice: Option<(i32, u64)>,
    ) -> Result<(), Ending> {
        let pos = self.position();
        let after = m
            .position
            .clone()
            .map_err(|reason| Ending::Unrepresentable {
                tuple: m.tuple,
                reason,
            })?;
        let quiet = self.history.last().map_or(0, |h| h.1);
        let quiet = if captured_or_man_moved(&pos, &after) {
            0
        } else {
            quiet + 1
        };
        self.history.push((after, quiet));
        self.moves.push(PlayedMove {
            side: pos.side(),
            pdn: short_capture(&m.name, legal),
            name: m.name.clone(),
            after,
            choice,
        });
        Ok(())
    }

    /// Takes moves back: at least one, then on until a side `person` says a person plays is to
    /// move (with no person, one ply).
    pub fn undo(&mut self, person: impl Fn(Side) -> bool) {
        let mut taken = 0;
        while self.history.len() > 1 && (taken == 0 || !person(self.position().side())) {
            self.history.pop();
            self.moves.pop();
            taken += 1;
        }
    }

    /// The first move (an index into [`Game::moves`]) after which a position stands for the
    /// third time, where the repetition rule ends a game; `None` when none does.
    pub fn third_repetition(&self) -> Option<usize> {
        let mut seen = std::collections::HashMap::new();
        self.history.iter().enumerate().find_map(|(k, (pos, _))| {
            let count = seen.entry(*pos).or_insert(0);
            *count += 1;
            (*count >= 3).then(|| k - 1)
        })
    }

    /// The moves numbered as in PDN: `1. 9-14 22-17 2. 11-15`; a game that starts with White
    /// to move opens `1... 22-17`.
    pub fn numbered_moves(&self) -> String {
        numbered(
            self.start.side(),
            self.moves.iter().map(|m| m.name.as_str()),
        )
    }

    /// The game as PDN: the seven-tag roster and `GameType` (21, English draughts), `SetUp`
    /// and `FEN` when it does not start from the opening, the numbered moves, a comment for
    /// how it ended and the result.
    pub fn to_pdn(&self, players: (&str, &str), event: &str, ending: &Ending) -> String {
        let tag = |name: &str, value: &str| format!("[{name} \"{}\"]\n", value.replace('"', "'"));
        let mut out = String::new();
        out.push_str(&tag("Event", event));
        out.push_str(&tag("Site", "attic"));
        out.push_str(&tag("Date", "????.??.??"));
        out.push_str(&tag("Round", "-"));
        out.push_str(&tag("Black", players.0));
        out.push_str(&tag("White", players.1));
        out.push_str(&tag("Result", ending.result()));
        out.push_str(&tag("GameType", "21"));
        if self.start != Position::initial() {
            out.push_str(&tag("SetUp", "1"));
            out.push_str(&tag("FEN", &format_fen(&self.start)));
        }
        out.push('\n');
        let moves = self.numbered_moves();
        if !moves.is_empty() {
            out.push_str(&wrap(&moves, 79));
            out.push('\n');
        }
        // The ending on a line of its own, so no reader meets a comment split by the wrap.
        out.push_str(&format!("{{{ending}}} {}\n", ending.result()));
        out
    }
}

/// `26x10` for `26x19x10` when no other move in `legal` starts and ends there.
fn short_capture(name: &str, legal: &[NamedSuccessor]) -> String {
    let ends = |n: &str| {
        let mut parts = n.split('x');
        let first = parts.next().map(str::to_string);
        (first, parts.next_back().map(str::to_string))
    };
    if name.matches('x').count() < 2 {
        return name.to_string();
    }
    let (from, to) = ends(name);
    let twins = legal
        .iter()
        .filter(|m| ends(&m.name) == (from.clone(), to.clone()));
    match (twins.count(), from, to) {
        (1, Some(from), Some(to)) => format!("{from}x{to}"),
        _ => name.to_string(),
    }
}

/// Moves numbered as in PDN, the first by `first`.
pub fn numbered<'a>(first: Side, moves: impl Iterator<Item = &'a str>) -> String {
    let mut out = String::new();
    let mut side = first;
    let mut number = 1;
    for (i, m) in moves.enumerate() {
        if side == Side::Black {
            out.push_str(&format!("{number}. "));
        } else if i == 0 {
            out.push_str(&format!("{number}... "));
        }
        out.push_str(m);
        out.push(' ');
        if side == Side::White {
            number += 1;
        }
        side = side.other();
    }
    out.trim_end().to_string()
}

fn wrap(text: &str, width: usize) -> String {
    let mut lines: Vec<String> = vec![String::new()];
    for word in text.split(' ') {
        let line = lines.last_mut().expect("one line at least");
        if !line.is_empty() && line.len() + 1 + word.len() > width {
            lines.push(word.to_string());
        } else {
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(word);
        }
    }
    lines.join("\n")
}

/// The successor a person's line names: its number in the list, its name, or a PDN move the
/// rules read (a capture may give just its start and end when only one sequence fits).
pub fn pick(
    pos: &Position,
    rules: Rules,
    legal: &[NamedSuccessor],
    line: &str,
) -> Result<NamedSuccessor, String> {
    if let Some(m) = line
        .parse::<usize>()
        .ok()
        .and_then(|n| n.checked_sub(1))
        .and_then(|i| legal.get(i))
    {
        return Ok(m.clone());
    }
    if let Some(m) = legal.iter().find(|m| m.name == line) {
        return Ok(m.clone());
    }
    let m = find_move(pos, rules, line).map_err(|e| e.to_string())?;
    legal
        .iter()
        .find(|s| s.legal.as_ref() == Some(&m))
        .cloned()
        .ok_or_else(|| format!("{m} is not among this engine's moves"))
}

/// Whether the move took a piece or moved a man (crowning included): the draw rule's clock
/// starts again.
fn captured_or_man_moved(before: &Position, after: &Position) -> bool {
    let mover = before.side();
    let men = |p: &Position| p.pieces(mover) & !p.kings();
    let opponent = |p: &Position| p.pieces(mover.other()).count_ones();
    men(before) != men(after) || opponent(after) < opponent(before)
}

/// A whole game between two executors from `start`: `black` moves for Black, `white` for
/// White, each with its own choice. The moves are named under the mover's rules.
pub fn play_game(
    black: &mut dyn Engine,
    white: &mut dyn Engine,
    start: Position,
    options: GameOptions,
) -> Result<(Game, Ending), EngineError> {
    let mut game = Game::new(start, options);
    let ending = continue_game(&mut game, black, white)?;
    Ok((game, ending))
}

/// One game of a match: who had Black, the opening it started from, the game and its end.
#[derive(Debug, Clone)]
pub struct MatchGame {
    /// Whether the first executor (A) had Black.
    pub a_black: bool,
    /// The opening's moves, as given.
    pub opening: String,
    pub game: Game,
    pub ending: Ending,
}

impl MatchGame {
    /// A's score in half points: 2 a win, 1 a draw or an unfinished game, 0 a loss.
    pub fn a_half_points(&self) -> u32 {
        let a_side = if self.a_black {
            Side::Black
        } else {
            Side::White
        };
        match self.ending.result() {
            "1-0" if a_side == Side::Black => 2,
            "0-1" if a_side == Side::White => 2,
            "1/2-1/2" | "*" => 1,
            _ => 0,
        }
    }
}

/// Why a match could not be played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MatchError {
    /// An opening move that is not a move for the executor that must play it.
    Opening {
        opening: String,
        reason: String,
    },
    Engine(EngineError),
}

impl fmt::Display for MatchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MatchError::Opening { opening, reason } => {
                write!(f, "the opening `{opening}` cannot be played: {reason}")
            }
            MatchError::Engine(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for MatchError {}

/// `games` games between `a` and `b` from `openings` (each a line of PDN moves, played by both
/// sides' own move lists before the executors take over), each opening played twice with the
/// colours swapped: opening k gives games 2k (A Black) and 2k + 1 (B Black).
pub fn play_match(
    a: &mut dyn Engine,
    b: &mut dyn Engine,
    openings: &[String],
    games: usize,
    options: GameOptions,
) -> Result<Vec<MatchGame>, MatchError> {
    let mut out = Vec::with_capacity(games);
    for g in 0..games {
        let Some(opening) = openings.get(g / 2) else {
            break;
        };
        let a_black = g % 2 == 0;
        let mut game = Game::new(Position::initial(), options);
        let mut ended = None;
        for text in opening.split_whitespace() {
            let mover: &mut dyn Engine = match (game.position().side(), a_black) {
                (Side::Black, true) | (Side::White, false) => &mut *a,
                _ => &mut *b,
            };
            let legal = match game.turn(mover).map_err(MatchError::Engine)? {
                Turn::Moves(legal) => legal,
                Turn::Over(ending) => {
                    ended = Some(ending);
                    break;
                }
            };
            let pos = game.position();
            let m = pick(&pos, mover.naming_rules(), &legal, text).map_err(|reason| {
                MatchError::Opening {
                    opening: opening.clone(),
                    reason,
                }
            })?;
            if let Err(ending) = game.play(&m, &legal, None) {
                ended = Some(ending);
                break;
            }
        }
        let ending = match ended {
            Some(ending) => ending,
            None => {
                let (black, white): (&mut dyn Engine, &mut dyn Engine) = if a_black {
                    (&mut *a, &mut *b)
                } else {
                    (&mut *b, &mut *a)
                };
                continue_game(&mut game, black, white).map_err(MatchError::Engine)?
            }
        };
        out.push(MatchGame {
            a_black,
            opening: opening.clone(),
            game,
            ending,
        });
    }
    Ok(out)
}

/// Plays a game on to its end, each side by its own executor.
pub fn continue_game(
    game: &mut Game,
    black: &mut dyn Engine,
    white: &mut dyn Engine,
) -> Result<Ending, EngineError> {
    loop {
        let engine: &mut dyn Engine = match game.position().side() {
            Side::Black => &mut *black,
            Side::White => &mut *white,
        };
        let legal = match game.turn(engine)? {
            Turn::Over(ending) => return Ok(ending),
            Turn::Moves(legal) => legal,
        };
        match game.computer_move(engine, &legal)? {
            Err(ending) => return Ok(ending),
            Ok((m, choice)) => {
                if let Err(ending) = game.play(&m, &legal, Some(choice)) {
                    return Ok(ending);
                }
            }
        }
    }
}
