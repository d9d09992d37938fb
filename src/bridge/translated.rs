//! The `Translated` checkers engine: the corrected 1966 listing compiled to Rust by
//! `attic translate` (`src/translated/strachey_corrected.rs`), run on native positions.
//! Positions go in and out as Strachey's tuples `(X, Y, K, σ)`; no interpreter is involved.

use std::fmt;

use crate::checkers::{Engine, Position, PositionError, StracheyTuple};
use crate::translated::runtime::{Ctx, Logical, Stop};
use crate::translated::strachey_corrected as listing;

/// What can go wrong: the program stopped with an error, or gave a tuple that is not a
/// position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TranslatedError {
    Runtime { message: String, place: String },
    Resigned,
    BadPosition(PositionError),
}

impl fmt::Display for TranslatedError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TranslatedError::Runtime { message, place } => {
                write!(f, "the translated program stopped at {place}: {message}")
            }
            TranslatedError::Resigned => f.write_str("the translated program resigned"),
            TranslatedError::BadPosition(e) => {
                write!(f, "the translated program gave an invalid position: {e}")
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

#[inline]
fn position_of(t: Tuple) -> Result<Position, TranslatedError> {
    let sigma = i8::try_from(t.3).unwrap_or(0);
    Position::from_strachey(StracheyTuple {
        x: t.0 .0,
        y: t.1 .0,
        k: t.2 .0,
        sigma,
    })
    .map_err(TranslatedError::BadPosition)
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
        list.iter().map(|&t| position_of(t)).collect()
    }
}
