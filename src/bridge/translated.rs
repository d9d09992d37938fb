//! The `Translated` checkers engine: the corrected 1966 listing compiled to Rust by
//! `attic translate` (`src/translated/strachey_corrected.rs`), run on native positions.
//! Positions go in and out as Strachey's tuples `(X, Y, K, σ)`; no interpreter is involved.

use std::fmt;

use crate::checkers::{Engine, Position, PositionError, Side, StracheyTuple};
use crate::translated::runtime::{Ctx, Logical, Stop};
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
    (Logical(t.x), Logical(t.y), Logical(t.k), i64::from(t.sigma))
}

/// The position a tuple stands for. Valid tuples (every one the listing makes from a valid
/// position) pass a few word operations; anything else goes through `Position::new`'s
/// checks, which say what is wrong.
#[inline]
fn position_of(t: Tuple) -> Result<Position, TranslatedError> {
    use crate::checkers::board::{BLACK_CROWNING_ROW, BOARD, WHITE_CROWNING_ROW};
    let (x, y, k) = (t.0 .0, t.1 .0, t.2 .0);
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
#[derive(Debug, Clone, Default)]
pub struct Translated {
    ctx: Ctx,
}

impl Translated {
    pub fn new() -> Translated {
        Translated::default()
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
}

impl Engine for Translated {
    type Error = TranslatedError;

    fn successors(&mut self, pos: &Position) -> Result<Vec<Position>, TranslatedError> {
        self.ctx.begin();
        let list = listing::legal_positions_from(&mut self.ctx, tuple_of(pos))?;
        let mut out = Vec::with_capacity(16);
        for &t in list.iter() {
            out.push(position_of(t)?);
        }
        Ok(out)
    }
}

// ---------------------------------------------------------------------------------------------
// As a player of the checkers commands

use super::checkers::{BridgeError, Player};
use crate::checkers::{search, Decision, Rules, SearchKind};

impl From<TranslatedError> for BridgeError {
    fn from(e: TranslatedError) -> BridgeError {
        match e {
            TranslatedError::BadPosition { tuple, reason } => BridgeError::Unrepresentable {
                index: 0,
                tuple,
                reason,
            },
            TranslatedError::Resigned => BridgeError::Resigned {
                function: "LegalPositionsFrom",
            },
            other => BridgeError::Unexpected {
                function: "LegalPositionsFrom",
                expected: "a list of positions",
                found: other.to_string(),
            },
        }
    }
}

impl Player for Translated {
    fn successor_tuples_of(&mut self, pos: &Position) -> Result<Vec<StracheyTuple>, BridgeError> {
        Ok(self
            .successors(pos)?
            .iter()
            .map(Position::to_strachey)
            .collect())
    }

    fn perft_tuple(&mut self, t: &StracheyTuple, depth: u32) -> Result<u64, BridgeError> {
        let pos = Position::from_strachey(*t).map_err(|reason| BridgeError::Unrepresentable {
            index: 0,
            tuple: *t,
            reason,
        })?;
        Ok(self.perft(&pos, depth)?)
    }

    /// The listing's own moves: a man crowned mid-capture jumps on.
    fn naming_rules(&self) -> Rules {
        Rules::Strachey
    }

    /// Strachey's search (`search::choose` is BestPosition and PositionValue over this
    /// engine's successor lists, so the choice and its value are the listing's; the
    /// differential tests compare it with the translated `ChosenPosition` itself).
    fn decide(
        &mut self,
        pos: &Position,
        depth: u32,
        kind: SearchKind,
    ) -> Result<Decision, BridgeError> {
        Ok(search::choose(self, pos, depth, kind)?)
    }

    fn evaluation_unit(&self) -> &'static str {
        "positions evaluated"
    }
}
