//! The players of a behavioural comparison and how their move lists are compared.
//!
//! A player is any executor of a checkers program ([`Engine`]): a CPL program (run by the
//! bridge, `bridge::checkers::Interpreted`, with the checkers prelude, under one reading of
//! `+` and `-`), the translated listing, or the native engine under one rule set. Every player keeps its own state as
//! Strachey's raw tuple `(X, Y, K, σ)`: a stale king bit on an empty square is part of a
//! program's state and has no FEN, so states never round-trip through FEN or `Position`.

use std::fmt;

use crate::bridge::checkers::Interpreted;
use crate::checkers::board::square_of_bit;
use crate::checkers::search::{Decision, SearchKind};
use crate::checkers::{
    name_tuples_from, Engine, EngineError, Native, Position, Rules, StracheyTuple,
};
use crate::cpl::eval::Options;
use crate::cpl::Readings;
use crate::diagnostic::Source;
use crate::limits::Limits;

/// A state: Strachey's tuple, as the player computed it (possibly with stale king bits).
pub type State = StracheyTuple;

/// The opening position as a raw tuple.
pub fn opening() -> State {
    Position::initial().to_strachey()
}

/// Why a player gave no move list for a state: a runtime error (with its rendered
/// diagnostic), a value that is not a list of positions, or a state the native engine
/// refuses.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SideError {
    /// One line, lower case.
    pub message: String,
    /// The rendered diagnostic (file:line:col, the line, a caret), when there is one.
    pub diagnostic: Option<String>,
}

impl fmt::Display for SideError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl From<EngineError> for SideError {
    fn from(e: EngineError) -> SideError {
        let diagnostic = match &e {
            EngineError::Program {
                diagnostic: Some(d),
                ..
            } => Some(d.to_string()),
            _ => None,
        };
        SideError {
            message: e.to_string(),
            diagnostic,
        }
    }
}

/// What a player gives for one state: its successors in its own order, or an error.
pub type MoveList = Result<Vec<State>, SideError>;

/// One side of a comparison: any executor of a checkers program (a CPL program interpreted,
/// the translated listing, the native engine), with the label reports give it.
pub struct Player {
    /// How reports name it (a file name with its reading, or `native english rules`).
    pub label: String,
    engine: Box<dyn Engine>,
}

impl Player {
    /// Any executor, labelled as it labels itself.
    pub fn engine(engine: Box<dyn Engine>) -> Player {
        Player {
            label: engine.label(),
            engine,
        }
    }

    /// Parses and loads a CPL program (with the checkers prelude after it) under `reading`;
    /// a failure comes back rendered (the diagnostic, or the reason in words).
    pub fn program(name: &str, text: &str, reading: impl Into<Readings>) -> Result<Player, String> {
        Player::program_with(name, text, reading, &Interpreted::default_limits())
    }

    /// [`Player::program`] interpreted under `limits` (`diff --max-steps N`: a program that
    /// recurses without end stops at the limit, and the limit's error is its answer).
    pub fn program_with(
        name: &str,
        text: &str,
        reading: impl Into<Readings>,
        limits: &Limits,
    ) -> Result<Player, String> {
        let readings = reading.into();
        let options = Options::with_limits(readings, limits);
        let program =
            Interpreted::load_with(Source::new(name, text), options).map_err(|e| e.to_string())?;
        Ok(Player {
            label: format!("{name} ({})", readings.describe()),
            engine: Box::new(program),
        })
    }

    /// The native engine under `rules`.
    pub fn native(rules: Rules) -> Player {
        Player::engine(Box::new(Native::new(rules)))
    }

    /// The rules whose moves name this player's successors (a program's are the listing's).
    pub fn naming_rules(&self) -> Rules {
        self.engine.naming_rules()
    }

    /// The successors of `state`, in the player's order.
    pub fn successors(&mut self, state: &State) -> MoveList {
        Ok(self.engine.successor_tuples(state)?)
    }

    /// `ChosenPosition(state)` searched `depth` plies deep, by the player's own choice (the
    /// native engine's alpha-beta, which chooses as Strachey's minimax does): `None` when the
    /// player resigns or keeps NIL.
    pub fn choose(&mut self, state: &State, depth: u32) -> Result<Option<State>, SideError> {
        let search = *self
            .engine
            .searches()
            .last()
            .unwrap_or(&SearchKind::Minimax);
        Ok(match self.engine.choose(state, depth, search)? {
            Decision::Resign => None,
            Decision::Choice(c) => c.chosen().copied(),
        })
    }

    /// The moves from `parent` to each of `children`, in PDN, named under this player's
    /// rules. A stale king bit on an empty square does not change which move was made, so the
    /// parent is named as the board shows it.
    pub fn names(&self, parent: &State, children: &[State]) -> Vec<String> {
        let parent = Likeness::Visible.key(parent);
        name_tuples_from(&parent, self.naming_rules(), children)
            .into_iter()
            .map(|n| n.name)
            .collect()
    }
}

/// What two states must share to count as the same.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Likeness {
    /// The whole tuple, hidden king bits on empty squares included.
    Exact,
    /// What the board shows: the pieces, the kings among them, the side to move. Two
    /// programs may then go on with different hidden state (a stale king bit).
    Visible,
}

impl Likeness {
    pub fn key(self, s: &State) -> State {
        match self {
            Likeness::Exact => *s,
            Likeness::Visible => StracheyTuple {
                k: s.k & (s.x | s.y),
                ..*s
            },
        }
    }

    pub fn same(self, a: &State, b: &State) -> bool {
        self.key(a) == self.key(b)
    }

    pub fn same_lists(self, a: &MoveList, b: &MoveList) -> bool {
        match (a, b) {
            (Ok(a), Ok(b)) => a.len() == b.len() && a.iter().zip(b).all(|(x, y)| self.same(x, y)),
            (Err(a), Err(b)) => a.message == b.message,
            _ => false,
        }
    }
}

/// The squares of a raw bit set (standard numbers), off-board bits as `bit N`.
pub fn describe_bits(set: u64) -> String {
    let mut names: Vec<String> = Vec::new();
    for bit in 0..64 {
        if set >> bit & 1 == 1 {
            match square_of_bit(bit) {
                Some(n) => names.push(n.to_string()),
                None => names.push(format!("bit {bit}")),
            }
        }
    }
    names.join(",")
}

/// The king bits of a state that stand on no piece (the set reading's stale bits).
pub fn stale_kings(s: &State) -> u64 {
    s.k & !(s.x | s.y)
}
