//! The players of a behavioural comparison and how their move lists are compared.
//!
//! A player is a CPL checkers program (loaded with the checkers prelude, under one reading of
//! `+` and `-`) or the native engine under one rule set. Every player keeps its own state as
//! Strachey's raw tuple `(X, Y, K, σ)`: a stale king bit on an empty square is part of a
//! program's state and has no FEN, so states never round-trip through FEN or `Position`.

use std::fmt;

use crate::checkers::board::{square_of_bit, squares_of};
use crate::checkers::search::{choose, Decision, SearchKind};
use crate::checkers::{moves, Native, Position, Rules, StracheyTuple};
use crate::cpl::interp::{FunctionId, Interpreter, Options, Outcome};
use crate::cpl::logical::{Logical, Reading};
use crate::cpl::prelude;
use crate::cpl::value::Value;
use crate::diagnostic::{Diagnostic, Source};

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

/// What a player gives for one state: its successors in its own order, or an error.
pub type MoveList = Result<Vec<State>, SideError>;

/// One side of a comparison.
pub struct Player {
    /// How reports name it (a file name with its reading, or `native english rules`).
    pub label: String,
    kind: PlayerKind,
}

enum PlayerKind {
    Program {
        interp: Box<Interpreter>,
        legal: FunctionId,
        chosen: FunctionId,
    },
    Native(Rules),
}

impl Player {
    /// Parses and loads a CPL program (with the checkers prelude after it) under `reading`.
    pub fn program(name: &str, text: &str, reading: Reading) -> Result<Player, Box<Diagnostic>> {
        let options = Options {
            reading,
            ..Options::default()
        };
        let interp = prelude::load(Source::new(name, text), true, options).map_err(Box::new)?;
        let (Some(legal), Some(chosen)) = (
            interp.function("LegalPositionsFrom"),
            interp.function("ChosenPosition"),
        ) else {
            let source = Source::new(name, text);
            return Err(Box::new(source.error(
                Default::default(),
                "the program defines no LegalPositionsFrom or no ChosenPosition",
            )));
        };
        Ok(Player {
            label: format!("{name} ({} reading)", reading.name()),
            kind: PlayerKind::Program {
                interp: Box::new(interp),
                legal,
                chosen,
            },
        })
    }

    /// The native engine under `rules`.
    pub fn native(rules: Rules) -> Player {
        Player {
            label: format!("native {} rules", rules.name()),
            kind: PlayerKind::Native(rules),
        }
    }

    /// The successors of `state`, in the player's order.
    pub fn successors(&mut self, state: &State) -> MoveList {
        match &mut self.kind {
            PlayerKind::Program { interp, legal, .. } => {
                let outcome = interp
                    .call_function(*legal, &[to_value(state)])
                    .map_err(runtime)?;
                match outcome {
                    Outcome::Value(list) => from_list(&list),
                    Outcome::Resigned => Err(side_error("LegalPositionsFrom resigned")),
                }
            }
            PlayerKind::Native(rules) => {
                let pos = Position::from_strachey(*state).map_err(|e| {
                    side_error(format!("the native engine refuses this state: {e}"))
                })?;
                Ok(crate::checkers::successors(&pos, *rules)
                    .iter()
                    .map(Position::to_strachey)
                    .collect())
            }
        }
    }

    /// `ChosenPosition(state)` searched `depth` plies deep: `None` when the player resigns or
    /// keeps NIL.
    pub fn choose(&mut self, state: &State, depth: u32) -> Result<Option<State>, SideError> {
        match &mut self.kind {
            PlayerKind::Program { interp, chosen, .. } => {
                interp
                    .set_constant(prelude::SEARCH_DEPTH, Value::Int(depth as i64))
                    .map_err(|e| side_error(e.to_string()))?;
                match interp
                    .call_function(*chosen, &[to_value(state)])
                    .map_err(runtime)?
                {
                    Outcome::Resigned | Outcome::Value(Value::Nil) => Ok(None),
                    Outcome::Value(v) => from_tuple(&v).map(Some),
                }
            }
            PlayerKind::Native(rules) => {
                let pos = Position::from_strachey(*state).map_err(|e| {
                    side_error(format!("the native engine refuses this state: {e}"))
                })?;
                let mut engine = Native::new(*rules);
                let Ok(decision) = choose(&mut engine, &pos, depth, SearchKind::AlphaBeta);
                Ok(match decision {
                    Decision::Resign => None,
                    Decision::Choice(c) => c.chosen().map(Position::to_strachey),
                })
            }
        }
    }
}

fn side_error(message: impl Into<String>) -> SideError {
    SideError {
        message: message.into(),
        diagnostic: None,
    }
}

fn runtime(e: crate::cpl::interp::RuntimeError) -> SideError {
    SideError {
        message: e.kind.to_string(),
        diagnostic: Some(e.diagnostic.to_string()),
    }
}

/// The tuple as a CPL value `(X, Y, K, σ)`.
pub fn to_value(state: &State) -> Value {
    Value::tuple(vec![
        Value::Logical(Logical::from_bits(state.x)),
        Value::Logical(Logical::from_bits(state.y)),
        Value::Logical(Logical::from_bits(state.k)),
        Value::Int(state.sigma as i64),
    ])
}

fn from_tuple(value: &Value) -> Result<State, SideError> {
    let bad = || {
        side_error(format!(
            "a position must be a tuple (X, Y, K, σ), not {value}"
        ))
    };
    let Value::Tuple(items) = value else {
        return Err(bad());
    };
    match &items[..] {
        [Value::Logical(x), Value::Logical(y), Value::Logical(k), Value::Int(s)]
            if *s == 1 || *s == -1 =>
        {
            Ok(StracheyTuple {
                x: x.bits(),
                y: y.bits(),
                k: k.bits(),
                sigma: *s as i8,
            })
        }
        _ => Err(bad()),
    }
}

fn from_list(value: &Value) -> MoveList {
    let items = value.list_items().ok_or_else(|| {
        side_error(format!(
            "LegalPositionsFrom must give a list, not {}",
            value.kind()
        ))
    })?;
    items.iter().map(from_tuple).collect()
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

/// The move from `parent` to `child` in PDN: the whole path when the native engine knows the
/// move under either rule set, else the start and end squares (`24-27`, `13x31`).
pub fn move_name(parent: &State, child: &State) -> String {
    // A stale king bit on an empty square does not change which move was made.
    let visible = |s: &State| Likeness::Visible.key(s);
    if let (Ok(p), Ok(c)) = (
        Position::from_strachey(visible(parent)),
        Position::from_strachey(visible(child)),
    ) {
        for rules in [Rules::Strachey, Rules::English] {
            if let Some(m) = moves(&p, rules).into_iter().find(|m| m.after == c) {
                return m.to_string();
            }
        }
    }
    // The mover's pieces are X before the move and Y after it (FinalPosition swaps them).
    let from = parent.x & !child.y;
    let to = child.y & !parent.x;
    let captured = parent.y & !child.x;
    let square = |set: u64| {
        let mut names: Vec<String> = squares_of(set).map(|n| n.to_string()).collect();
        if names.is_empty() {
            names.push("?".into());
        }
        names.join("/")
    };
    if captured != 0 {
        format!("{}x{}", square(from), square(to))
    } else {
        format!("{}-{}", square(from), square(to))
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
