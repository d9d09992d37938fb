//! Strachey's search, `ChosenPosition`, as plain negamax and as alpha-beta.
//!
//! The listing with the project's prelude: `Terminal(P, d)` is `d ≥ D`; `TerminalValue(P)` is
//! 3 per man and 10 per king of the side to move in P, minus the opponent's
//! ([`Position::material`]).
//!
//! Line numbers are those of `programs/cpl/strachey-1966-corrected.cpl`.
//!
//! - `ChosenPosition(P)` (lines 1-5): `L = LegalPositionsFrom(P)`; `Null(L)` → `Resign`
//!   ([`Decision::Resign`]); otherwise the `p` of `BestPosition(NIL, -∞, L, 0)`, which is NIL
//!   when every move scores -∞ ([`Choice::index`] is `None`).
//! - `BestPosition(P, V, L, d)` (lines 7-11) walks L in order with `v = -PositionValue(p, d + 1)` and
//!   keeps `p` only when `v > V`: ties keep the earlier move, and a move scoring -∞ never
//!   replaces NIL.
//! - `PositionValue(P, d)` (lines 13-16): `Terminal(P, d)` → `TerminalValue(P)`, else the `v` of
//!   `BestPosition(NIL, -∞, LegalPositionsFrom(P), d)`. Terminal is tested first, so a
//!   position at depth D is scored even when it has no move; inside the tree a side with no
//!   move gets `BestPosition(NIL, -∞, NIL, d) = (NIL, -∞)`, so its value is -∞ (and the move
//!   leading to it +∞).
//! - The count reported is the number of `PositionValue` calls (positions evaluated). From
//!   the opening at D = 3 that is 7 + 49 + 302 = 358.
//!
//! With an endgame database ([`Engine::endgame_value`]), both searches end at any position
//! it holds with its exact value in place of material, so the fastest win scores highest.
//!
//! Alpha-beta returns the same value and the same move: the root keeps the program's order
//! and its strict `>`, and searches each move with the window (V, +∞], which is exact
//! whenever the move beats V; inside the tree moves are tried best-material-first, which
//! changes only how many positions are visited, never a value.

use super::board::{Position, StracheyTuple};
use super::engine::{Engine, EngineError};
use super::explain::{SearchNode, SearchTree};
use crate::limits::Limits;

/// The value standing for ∞ (no material count comes near it).
pub const INFINITY: i32 = 1_000_000;

/// Which search to run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SearchKind {
    Minimax,
    AlphaBeta,
}

impl SearchKind {
    /// The name people type (`--search minimax|alphabeta`).
    pub fn name(self) -> &'static str {
        match self {
            SearchKind::Minimax => "minimax",
            SearchKind::AlphaBeta => "alphabeta",
        }
    }
}

/// What `ChosenPosition` gives.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Decision {
    /// No legal move: `ChosenPosition` calls `Resign`.
    Resign,
    Choice(Choice),
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice {
    /// The successors in the engine's order, as Strachey's tuples (a program's successor may
    /// be no checkers position).
    pub successors: Vec<StracheyTuple>,
    /// Index of the chosen successor; `None` when `BestPosition` keeps NIL (every move -∞).
    pub index: Option<usize>,
    /// The value `BestPosition` gives the choice, for the side to move.
    pub value: i32,
    /// Positions evaluated (`PositionValue` calls, or alpha-beta nodes).
    pub evaluated: u64,
}

impl Choice {
    /// The chosen successor, unless `BestPosition` kept NIL.
    pub fn chosen(&self) -> Option<&StracheyTuple> {
        self.successors.get(self.index?)
    }
}

/// A value as people read it: `-∞`, `∞` or the number.
pub fn format_value(value: i32) -> String {
    if value >= INFINITY {
        "∞".to_string()
    } else if value <= -INFINITY {
        "-∞".to_string()
    } else {
        value.to_string()
    }
}

/// `ChosenPosition(P)` searched `depth` plies deep.
pub fn choose<E: Engine + ?Sized>(
    engine: &mut E,
    pos: &Position,
    depth: u32,
    kind: SearchKind,
) -> Result<Decision, EngineError> {
    choose_within(engine, pos, depth, kind, None)
}

/// How many evaluations pass between two readings of the clock.
const CLOCK_EVERY: u64 = 1 << 12;

/// [`choose`] bounded by the deadline and cancel flag of `clock`: past them the search stops
/// with [`EngineError::Limit`].
pub fn choose_within<E: Engine + ?Sized>(
    engine: &mut E,
    pos: &Position,
    depth: u32,
    kind: SearchKind,
    clock: Option<&Limits>,
) -> Result<Decision, EngineError> {
    let successors = engine.successors(pos)?;
    if successors.is_empty() {
        return Ok(Decision::Resign);
    }
    let mut search = Search {
        engine,
        depth,
        evaluated: 0,
        clock,
    };
    let mut best: (Option<usize>, i32) = (None, -INFINITY);
    for (i, child) in successors.iter().enumerate() {
        let v = match kind {
            SearchKind::Minimax => -search.position_value(child, 1, None)?,
            SearchKind::AlphaBeta => -search.alpha_beta(child, 1, -(INFINITY + 1), -best.1)?,
        };
        if v > best.1 {
            best = (Some(i), v);
        }
    }
    Ok(Decision::Choice(Choice {
        successors: successors.iter().map(Position::to_strachey).collect(),
        index: best.0,
        value: best.1,
        evaluated: search.evaluated,
    }))
}

/// Strachey's minimax from `pos`, `depth` plies, recording every position it evaluates
/// (the native engine's `explain`): the same search as [`choose`] with `Minimax`.
pub fn explain<E: Engine + ?Sized>(
    engine: &mut E,
    pos: &Position,
    depth: u32,
) -> Result<SearchTree, EngineError> {
    let successors = engine.successors(pos)?;
    let mut search = Search {
        engine,
        depth,
        evaluated: 0,
        clock: None,
    };
    let mut moves = Vec::with_capacity(successors.len());
    let mut best: (Option<usize>, i32) = (None, -INFINITY);
    for (i, child) in successors.iter().enumerate() {
        let v = -search.position_value(child, 1, Some(&mut moves))?;
        if v > best.1 {
            best = (Some(i), v);
        }
    }
    let label = search.engine.label();
    let unit = search.engine.evaluation_unit().to_string();
    let mut tree = SearchTree {
        root: pos.to_strachey(),
        depth,
        engine: label,
        unit,
        moves,
        best: best.0,
        value: best.1,
    };
    tree.name_moves(search.engine.naming_rules());
    Ok(tree)
}

struct Search<'e, 'c, E: ?Sized> {
    engine: &'e mut E,
    depth: u32,
    evaluated: u64,
    clock: Option<&'c Limits>,
}

impl<E: Engine + ?Sized> Search<'_, '_, E> {
    /// One more position evaluated; now and then, the clock.
    #[inline]
    fn count(&mut self) -> Result<(), EngineError> {
        self.evaluated += 1;
        if self.evaluated.is_multiple_of(CLOCK_EVERY) {
            if let Some(clock) = self.clock {
                clock.check_clock().map_err(EngineError::Limit)?;
            }
        }
        Ok(())
    }

    /// `PositionValue(P, d)`; with `record`, the position is pushed there as a node with
    /// the positions evaluated below it (for `explain`).
    fn position_value(
        &mut self,
        pos: &Position,
        d: u32,
        record: Option<&mut Vec<SearchNode>>,
    ) -> Result<i32, EngineError> {
        self.count()?;
        let mut below = Vec::new();
        let mut best = (None, -INFINITY);
        if let Some(exact) = self.engine.endgame_value(pos) {
            best.1 = exact;
        } else if d >= self.depth {
            best.1 = pos.material();
        } else {
            for (i, child) in self.engine.successors(pos)?.iter().enumerate() {
                let into = record.is_some().then_some(&mut below);
                let v = -self.position_value(child, d + 1, into)?;
                if v > best.1 {
                    best = (Some(i), v);
                }
            }
        }
        if let Some(record) = record {
            let mut node = SearchNode::new(pos.to_strachey(), best.1);
            node.moves = below;
            node.best = best.0;
            record.push(node);
        }
        Ok(best.1)
    }

    /// Fail-soft alpha-beta: exact when the value lies strictly inside (alpha, beta), else a
    /// bound on the same side.
    fn alpha_beta(
        &mut self,
        pos: &Position,
        d: u32,
        mut alpha: i32,
        beta: i32,
    ) -> Result<i32, EngineError> {
        self.count()?;
        if let Some(exact) = self.engine.endgame_value(pos) {
            return Ok(exact);
        }
        if d >= self.depth {
            return Ok(pos.material());
        }
        let mut children = self.engine.successors(pos)?;
        if d + 1 < self.depth {
            // The child's material is the opponent's view: lowest first is best for us.
            children.sort_by_key(Position::material);
        }
        let mut best = -INFINITY;
        for child in &children {
            let v = -self.alpha_beta(child, d + 1, -beta, -alpha)?;
            if v > best {
                best = v;
                if v > alpha {
                    alpha = v;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        Ok(best)
    }
}
