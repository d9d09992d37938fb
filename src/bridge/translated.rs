//! The `Translated` checkers engine: the corrected 1966 listing compiled to Rust by
//! `attic translate` (`src/translated/strachey_corrected.rs`), run on native positions.
//! Positions go in and out as Strachey's tuples `(X, Y, K, σ)`; no interpreter is involved.
//! Its choice is the translated program's own: `BestPosition` run in the translated code, and
//! `PositionValue` calls counted there.

use std::fmt;

use crate::checkers::search::{Choice, Decision, SearchKind, INFINITY};
use crate::checkers::{Engine, EngineError, Position, PositionError, Rules, Side, StracheyTuple};
use crate::cpl::runtime::{Ctx, List, Logical, Num, Stop};
use crate::translated::strachey_corrected as listing;

/// What can go wrong: the program stopped with an error, or gave a tuple that is not a
/// position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TranslatedError {
    Runtime {
        message: String,
        place: String,
    },
    Resigned,
    BadPosition {
        tuple: StracheyTuple,
        reason: PositionError,
    },
}

impl fmt::Display for TranslatedError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TranslatedError::Runtime { message, place } => {
                write!(f, "the translated program stopped at {place}: {message}")
            }
            TranslatedError::Resigned => f.write_str("the translated program resigned"),
            TranslatedError::BadPosition { reason, .. } => {
                write!(
                    f,
                    "the translated program gave an invalid position: {reason}"
                )
            }
        }
    }
}

impl std::error::Error for TranslatedError {}

impl From<Stop> for TranslatedError {
    fn from(stop: Stop) -> TranslatedError {
        match stop {
            Stop::Resign => TranslatedError::Resigned,
            Stop::Error(e) => TranslatedError::Runtime {
                message: e.0,
                place: e.1.to_string(),
            },
        }
    }
}

type Tuple = (Logical, Logical, Logical, i64);

fn tuple_of(pos: &Position) -> Tuple {
    let t = pos.to_strachey();
    (
        Logical::from_bits(t.x),
        Logical::from_bits(t.y),
        Logical::from_bits(t.k),
        i64::from(t.sigma),
    )
}

/// The position a tuple stands for. Valid tuples (every one the listing makes from a valid
/// position) pass a few word operations; anything else goes through `Position::new`'s
/// checks, which say what is wrong.
#[inline]
fn position_of(t: Tuple) -> Result<Position, TranslatedError> {
    use crate::checkers::board::{BLACK_CROWNING_ROW, BOARD, WHITE_CROWNING_ROW};
    let (x, y, k) = (t.0.bits(), t.1.bits(), t.2.bits());
    let (black, white, side) = match t.3 {
        1 => (x, y, Side::Black),
        -1 => (y, x, Side::White),
        _ => (0, 0, Side::Black),
    };
    let valid = matches!(t.3, 1 | -1)
        && (black | white | k) & !BOARD == 0
        && black & white == 0
        && k & !(black | white) == 0
        && black.count_ones() <= 12
        && white.count_ones() <= 12
        && (black & BLACK_CROWNING_ROW | white & WHITE_CROWNING_ROW) & !k == 0;
    if valid {
        return Ok(Position {
            black,
            white,
            kings: k,
            side,
        });
    }
    let sigma = i8::try_from(t.3).unwrap_or(0);
    let tuple = StracheyTuple { x, y, k, sigma };
    Position::from_strachey(tuple).map_err(|reason| TranslatedError::BadPosition { tuple, reason })
}

/// The translated listing as an engine; its limits are the interpreter's defaults.
#[derive(Debug, Clone)]
pub struct Translated {
    ctx: Ctx,
}

impl Default for Translated {
    fn default() -> Translated {
        Translated::new()
    }
}

/// The translated listing's number for `PositionValue`, read from its own table.
fn position_value_index() -> usize {
    listing::DEFINITIONS
        .iter()
        .position(|name| *name == super::checkers::POSITION_VALUE)
        .unwrap_or(usize::MAX)
}

impl Translated {
    pub fn new() -> Translated {
        Translated {
            ctx: Ctx {
                calls: vec![0; listing::DEFINITIONS.len()],
                ..Ctx::default()
            },
        }
    }

    /// `ChosenPosition(P)` with `SearchDepth` set to `depth`: `None` when the program resigns
    /// (no legal move) or keeps NIL.
    pub fn chosen_position(
        &mut self,
        pos: &Position,
        depth: u32,
    ) -> Result<Option<Position>, TranslatedError> {
        self.ctx.overrides = vec![("SearchDepth", i64::from(depth))];
        self.ctx.begin();
        match listing::chosen_position(&mut self.ctx, tuple_of(pos)) {
            Ok(Some(t)) => position_of(t).map(Some),
            Ok(None) | Err(Stop::Resign) => Ok(None),
            Err(e) => Err(e.into()),
        }
    }

    /// How many times the translated code called each definition since the last choice began,
    /// by name.
    pub fn call_counts(&self) -> Vec<(&'static str, u64)> {
        listing::DEFINITIONS
            .iter()
            .copied()
            .zip(self.ctx.calls.iter().copied())
            .collect()
    }

    /// `LegalPositionsFrom(P)` for a list of successors. Calls are not counted here: the
    /// counts are those of the last choice, and a perft walk is no choice.
    fn legal_positions_from(&mut self, t: Tuple) -> Result<List<Tuple>, TranslatedError> {
        let counts = std::mem::take(&mut self.ctx.calls);
        self.ctx.begin();
        let list = listing::legal_positions_from(&mut self.ctx, t);
        self.ctx.calls = counts;
        Ok(list?)
    }

    /// The number of move sequences `depth` plies deep, walking the translated program's own
    /// lists in place (no vector of their items, no conversion), as the interpreted engine
    /// walks its lists: the host adds as little as it can to what the translation costs.
    fn perft_list(&mut self, t: Tuple, depth: u32) -> Result<u64, TranslatedError> {
        if depth == 0 {
            return Ok(1);
        }
        let list = self.legal_positions_from(t)?;
        if depth == 1 {
            return Ok(list.len() as u64);
        }
        let mut total = 0;
        for &child in list.iter() {
            total += self.perft_list(child, depth - 1)?;
        }
        Ok(total)
    }

    /// The translated program's own choice: the body of `ChosenPosition`
    /// (`L = LegalPositionsFrom(P)`, `Resign` when empty, else `BestPosition(NIL, -∞, L, 0)`),
    /// keeping the value it throws away and counting `PositionValue` calls in the translated
    /// code, exactly as the interpreted engine does.
    fn choose_translated(&mut self, t: Tuple, depth: u32) -> Result<Decision, TranslatedError> {
        self.ctx.overrides = vec![("SearchDepth", i64::from(depth))];
        self.ctx.begin();
        let list = listing::legal_positions_from(&mut self.ctx, t)?;
        if list.is_empty() {
            return Ok(Decision::Resign);
        }
        let successors: Vec<Tuple> = list.iter().copied().collect();
        self.ctx.calls.iter_mut().for_each(|n| *n = 0);
        let (chosen, value) = listing::best_position(&mut self.ctx, None, Num::NegInf, list, 0)?;
        let evaluated = self
            .ctx
            .calls
            .get(position_value_index())
            .copied()
            .unwrap_or(0);
        // Equal successors score alike and BestPosition keeps a move only when it is strictly
        // better, so the first equal item is the very one it kept.
        let index = chosen.map(|c| successors.iter().position(|s| *s == c).unwrap_or(0));
        let value = match value {
            Num::Int(n) => i32::try_from(n).unwrap_or(if n > 0 { INFINITY } else { -INFINITY }),
            Num::PosInf => INFINITY,
            Num::NegInf => -INFINITY,
        };
        Ok(Decision::Choice(Choice {
            successors: successors.into_iter().map(strachey_of).collect(),
            index,
            value,
            evaluated,
        }))
    }
}

/// Strachey's tuple as the translated code takes it.
fn tuple_of_strachey(state: &StracheyTuple) -> Tuple {
    (
        Logical::from_bits(state.x),
        Logical::from_bits(state.y),
        Logical::from_bits(state.k),
        i64::from(state.sigma),
    )
}

fn strachey_of(t: Tuple) -> StracheyTuple {
    StracheyTuple {
        x: t.0.bits(),
        y: t.1.bits(),
        k: t.2.bits(),
        sigma: i8::try_from(t.3).unwrap_or(0),
    }
}

impl From<TranslatedError> for EngineError {
    fn from(e: TranslatedError) -> EngineError {
        match e {
            TranslatedError::BadPosition { tuple, reason } => EngineError::Unrepresentable {
                index: 0,
                tuple,
                reason,
            },
            other => EngineError::Program {
                message: other.to_string(),
                diagnostic: None,
            },
        }
    }
}

impl Engine for Translated {
    fn label(&self) -> String {
        "the corrected 1966 listing, translated to Rust".to_string()
    }

    fn successor_tuples(
        &mut self,
        state: &StracheyTuple,
    ) -> Result<Vec<StracheyTuple>, EngineError> {
        let list = self.legal_positions_from(tuple_of_strachey(state))?;
        // In the list's own vector (the items have the same size): no allocation here.
        Ok(list.into_vec().into_iter().map(strachey_of).collect())
    }

    fn perft_tuple(&mut self, state: &StracheyTuple, depth: u32) -> Result<u64, EngineError> {
        Ok(self.perft_list(tuple_of_strachey(state), depth)?)
    }

    fn successors(&mut self, pos: &Position) -> Result<Vec<Position>, EngineError> {
        let list = self.legal_positions_from(tuple_of(pos))?;
        let out: Result<Vec<Position>, TranslatedError> =
            list.into_vec().into_iter().map(position_of).collect();
        Ok(out?)
    }

    /// The listing's own moves: a man crowned mid-capture jumps on.
    fn naming_rules(&self) -> Rules {
        Rules::Strachey
    }

    /// The listing has plain minimax and nothing else.
    fn searches(&self) -> &'static [SearchKind] {
        &[SearchKind::Minimax]
    }

    fn choose(
        &mut self,
        state: &StracheyTuple,
        depth: u32,
        search: SearchKind,
    ) -> Result<Decision, EngineError> {
        if search != SearchKind::Minimax {
            return Err(EngineError::NoSuchSearch {
                engine: self.label(),
                search,
            });
        }
        Ok(self.choose_translated(tuple_of_strachey(state), depth)?)
    }

    fn evaluation_unit(&self) -> &'static str {
        "PositionValue evaluations"
    }

    /// The translated code's steps and depth for each call, and its deadline and cancel flag.
    fn set_limits(&mut self, limits: &crate::limits::Limits) {
        self.ctx.max_steps = limits.max_steps;
        self.ctx.max_depth = limits.max_depth;
        self.ctx.deadline = limits.deadline;
        self.ctx.cancel = limits.cancel.clone();
    }
}
