//! The one trait every executor of a checkers program implements: the native bitboard engine
//! here, and in the bridge the 1966 program interpreted (`bridge::checkers::Interpreted`) and
//! translated to Rust (`bridge::translated::Translated`).
//!
//! An executor gives the successors of a state in its own order (as Strachey's tuples, so a
//! program's state that no checkers position matches survives), the rules that name its moves,
//! and its own choice with its own counters. perft, the game loop (`game.rs`), `attic diff`
//! and the commands are written once against it.

use std::fmt;
use std::sync::Arc;

use super::board::{Position, PositionError, StracheyTuple};
use super::endgame::{Database, Value};
use super::explain::SearchTree;
use super::moves::{successors, Rules};
use super::perft::{perft_in, HashTable, PerftOptions};
use super::search::{self, Choice, Decision, SearchKind};
use crate::diagnostic::Diagnostic;
use crate::limits::{LimitReached, Limits};

/// What can stop an executor.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EngineError {
    /// The program failed or gave something that is not what the host expects; for a program
    /// in source form, the diagnostic shows the place.
    Program {
        message: String,
        diagnostic: Option<Box<Diagnostic>>,
    },
    /// A successor (number `index`, from 0) that the native board cannot hold; the tuple is
    /// kept to show it.
    Unrepresentable {
        index: usize,
        tuple: StracheyTuple,
        reason: PositionError,
    },
    /// The program lacks a definition the host calls (`BestPosition`, say).
    MissingDefinition { name: String },
    /// The executor has no such search (Strachey's program has no alpha-beta).
    NoSuchSearch { engine: String, search: SearchKind },
    /// A bound of [`Engine::set_limits`] stopped the work (the native engine's; a program's
    /// own limit is a [`EngineError::Program`] error at its place).
    Limit(LimitReached),
}

impl fmt::Display for EngineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EngineError::Program { message, .. } => f.write_str(message),
            EngineError::Unrepresentable {
                index,
                tuple,
                reason,
            } => write!(
                f,
                "successor {} is {tuple}, which no checkers position matches: {reason}",
                index + 1
            ),
            EngineError::MissingDefinition { name } => {
                write!(f, "the program does not define `{name}`")
            }
            EngineError::NoSuchSearch { engine, search } => write!(
                f,
                "{engine} has no {} search: it runs its own {}",
                search.name(),
                SearchKind::Minimax.name()
            ),
            EngineError::Limit(LimitReached::Cancelled) => f.write_str("the search was cancelled"),
            EngineError::Limit(limit) => write!(f, "the search stopped at {limit}"),
        }
    }
}

impl std::error::Error for EngineError {}

/// Native positions for tuples; the first one the board cannot hold is an error that keeps it.
pub fn to_positions(tuples: &[StracheyTuple]) -> Result<Vec<Position>, EngineError> {
    tuples
        .iter()
        .enumerate()
        .map(|(index, &tuple)| {
            Position::from_strachey(tuple).map_err(|reason| EngineError::Unrepresentable {
                index,
                tuple,
                reason,
            })
        })
        .collect()
}

/// An executor of a checkers program.
pub trait Engine {
    /// How reports name it (`the corrected 1966 listing, interpreted`, `native english rules`).
    fn label(&self) -> String;

    /// The states one move away from `state`, in the executor's order; empty when the side to
    /// move has no move. `state` may be a tuple no checkers position matches (a stale king
    /// bit a program left): an executor that needs a position refuses it.
    fn successor_tuples(
        &mut self,
        state: &StracheyTuple,
    ) -> Result<Vec<StracheyTuple>, EngineError>;

    /// The successors as positions; an error names the first the board cannot hold.
    fn successors(&mut self, pos: &Position) -> Result<Vec<Position>, EngineError> {
        to_positions(&self.successor_tuples(&pos.to_strachey())?)
    }

    /// The number of move sequences of `depth` plies from a state, walking the executor's own
    /// successors (no conversion to positions).
    fn perft_tuple(&mut self, state: &StracheyTuple, depth: u32) -> Result<u64, EngineError> {
        if depth == 0 {
            return Ok(1);
        }
        let children = self.successor_tuples(state)?;
        if depth == 1 {
            return Ok(children.len() as u64);
        }
        let mut total = 0;
        for child in &children {
            total += self.perft_tuple(child, depth - 1)?;
        }
        Ok(total)
    }

    /// [`Engine::perft_tuple`] from a position.
    fn perft(&mut self, pos: &Position, depth: u32) -> Result<u64, EngineError> {
        self.perft_tuple(&pos.to_strachey(), depth)
    }

    /// The rules whose moves name this executor's successors.
    fn naming_rules(&self) -> Rules;

    /// The searches it offers; [`Engine::choose`] refuses the others.
    fn searches(&self) -> &'static [SearchKind];

    /// The executor's own choice from `state`, searching `depth` plies: for a historical
    /// program, what its `ChosenPosition` picks, with the value its `BestPosition` gives and
    /// its own count of `PositionValue` calls.
    fn choose(
        &mut self,
        state: &StracheyTuple,
        depth: u32,
        search: SearchKind,
    ) -> Result<Decision, EngineError>;

    /// What [`Choice::evaluated`] counts, in words.
    fn evaluation_unit(&self) -> &'static str;

    /// Bounds every later call by `limits`: its deadline and cancel flag stop the work
    /// cooperatively (checked as it goes, ending with an error that names the bound); steps
    /// and depth bound the executors that count them (a program's interpreter or
    /// translation). An executor with no bound of its own to check (a test's stand-in)
    /// keeps this default, which ignores them.
    fn set_limits(&mut self, limits: &Limits) {
        let _ = limits;
    }

    /// The exact value of `pos` for the side to move, as a search score, when the executor
    /// probes an endgame database that holds it ([`endgame_score`]); `None` otherwise.
    fn endgame_value(&self, pos: &Position) -> Option<i32> {
        let _ = pos;
        None
    }

    /// Makes the executor's searches end at every position `db` holds, with its exact value
    /// (`None`: no database). An executor that cannot probe one (a historical program, the
    /// native engine under the 1966 rules) keeps this default and says why.
    fn set_endgame(&mut self, db: Option<Arc<Database>>) -> Result<(), String> {
        let _ = db;
        Err(format!(
            "{} cannot probe an endgame database: only the native engine under the English \
             rules does",
            self.label()
        ))
    }

    /// The tree the executor searched for its choice from `state` (`depth` plies), as it
    /// recorded it while choosing: its own values and its own count, moves named by
    /// [`Engine::naming_rules`]. The count equals [`Engine::choose`]'s for the same search.
    fn explain(&mut self, state: &StracheyTuple, depth: u32) -> Result<SearchTree, EngineError> {
        let _ = (state, depth);
        Err(EngineError::Program {
            message: format!("{} cannot show the tree it searches", self.label()),
            diagnostic: None,
        })
    }
}

impl<E: Engine + ?Sized> Engine for Box<E> {
    fn label(&self) -> String {
        (**self).label()
    }
    fn successor_tuples(
        &mut self,
        state: &StracheyTuple,
    ) -> Result<Vec<StracheyTuple>, EngineError> {
        (**self).successor_tuples(state)
    }
    fn successors(&mut self, pos: &Position) -> Result<Vec<Position>, EngineError> {
        (**self).successors(pos)
    }
    fn perft_tuple(&mut self, state: &StracheyTuple, depth: u32) -> Result<u64, EngineError> {
        (**self).perft_tuple(state, depth)
    }
    fn perft(&mut self, pos: &Position, depth: u32) -> Result<u64, EngineError> {
        (**self).perft(pos, depth)
    }
    fn naming_rules(&self) -> Rules {
        (**self).naming_rules()
    }
    fn searches(&self) -> &'static [SearchKind] {
        (**self).searches()
    }
    fn choose(
        &mut self,
        state: &StracheyTuple,
        depth: u32,
        search: SearchKind,
    ) -> Result<Decision, EngineError> {
        (**self).choose(state, depth, search)
    }
    fn evaluation_unit(&self) -> &'static str {
        (**self).evaluation_unit()
    }
    fn set_limits(&mut self, limits: &Limits) {
        (**self).set_limits(limits)
    }
    fn endgame_value(&self, pos: &Position) -> Option<i32> {
        (**self).endgame_value(pos)
    }
    fn set_endgame(&mut self, db: Option<Arc<Database>>) -> Result<(), String> {
        (**self).set_endgame(db)
    }

    fn explain(&mut self, state: &StracheyTuple, depth: u32) -> Result<SearchTree, EngineError> {
        (**self).explain(state, depth)
    }
}

/// The native bitboard engine under one rule set. Its perft table, if any, is made on first
/// use and kept, so successive counts (a divide) share it.
pub struct Native {
    pub rules: Rules,
    pub perft: PerftOptions,
    table: Option<HashTable>,
    /// The deadline and cancel flag `choose` checks ([`Engine::set_limits`]).
    clock: Option<Limits>,
    /// The endgame database its searches probe, if any (English rules only).
    endgame: Option<Arc<Database>>,
}

impl Native {
    pub fn new(rules: Rules) -> Native {
        Native::with_perft(rules, PerftOptions::default())
    }

    pub fn with_perft(rules: Rules, perft: PerftOptions) -> Native {
        Native {
            rules,
            perft,
            table: None,
            clock: None,
            endgame: None,
        }
    }

    /// This engine, its searches ending at every position `db` holds with the exact value
    /// (a win scored above any material count, the fastest the highest).
    pub fn with_endgame(self, db: Arc<Database>) -> Native {
        Native {
            endgame: Some(db),
            ..self
        }
    }

    fn position(state: &StracheyTuple) -> Result<Position, EngineError> {
        Position::from_strachey(*state).map_err(|reason| EngineError::Unrepresentable {
            index: 0,
            tuple: *state,
            reason,
        })
    }
}

impl Engine for Native {
    fn label(&self) -> String {
        format!("native {} rules", self.rules.name())
    }

    fn successor_tuples(
        &mut self,
        state: &StracheyTuple,
    ) -> Result<Vec<StracheyTuple>, EngineError> {
        let pos = Native::position(state)?;
        Ok(successors(&pos, self.rules)
            .iter()
            .map(Position::to_strachey)
            .collect())
    }

    fn successors(&mut self, pos: &Position) -> Result<Vec<Position>, EngineError> {
        Ok(successors(pos, self.rules))
    }

    fn perft_tuple(&mut self, state: &StracheyTuple, depth: u32) -> Result<u64, EngineError> {
        let pos = Native::position(state)?;
        self.perft(&pos, depth)
    }

    fn perft(&mut self, pos: &Position, depth: u32) -> Result<u64, EngineError> {
        if self.table.is_none() {
            self.table = HashTable::with_megabytes(self.perft.hash_mb);
        }
        Ok(perft_in(
            pos,
            depth,
            self.rules,
            self.perft.threads,
            self.table.as_ref(),
        ))
    }

    fn naming_rules(&self) -> Rules {
        self.rules
    }

    fn searches(&self) -> &'static [SearchKind] {
        &[SearchKind::Minimax, SearchKind::AlphaBeta]
    }

    /// Strachey's search (or alpha-beta, which agrees with it) over the native successors,
    /// scored by [`Position::material`].
    fn choose(
        &mut self,
        state: &StracheyTuple,
        depth: u32,
        search: SearchKind,
    ) -> Result<Decision, EngineError> {
        let pos = Native::position(state)?;
        let clock = self.clock.clone();
        search::choose_within(self, &pos, depth, search, clock.as_ref())
    }

    fn evaluation_unit(&self) -> &'static str {
        "positions evaluated"
    }

    /// The deadline and cancel flag bound `choose` (perft runs to its end).
    fn set_limits(&mut self, limits: &Limits) {
        self.clock = (limits.deadline.is_some() || limits.cancel.is_some()).then(|| limits.clone());
    }

    fn endgame_value(&self, pos: &Position) -> Option<i32> {
        let db = self.endgame.as_ref()?;
        // Fewer pieces than the database holds is the only case worth the lookup.
        if (pos.black() | pos.white()).count_ones() > db.pieces() {
            return None;
        }
        db.probe(pos).map(endgame_score)
    }

    /// Under the English rules only: the database holds their values.
    fn set_endgame(&mut self, db: Option<Arc<Database>>) -> Result<(), String> {
        if db.is_some() && self.rules != Rules::English {
            return Err(format!(
                "the endgame database holds the English rules' values; this engine plays the \
                 {} rules",
                self.rules.name()
            ));
        }
        self.endgame = db;
        Ok(())
    }

    /// Strachey's minimax over the native successors, recording what it evaluates.
    fn explain(&mut self, state: &StracheyTuple, depth: u32) -> Result<SearchTree, EngineError> {
        let pos = Native::position(state)?;
        search::explain(self, &pos, depth)
    }
}

/// The score of a win: above every material count, below the ∞ of a side with no move in
/// a search without the database.
pub const ENDGAME_WIN: i32 = 500_000;

/// An exact value as a search score: a win in d plies is `ENDGAME_WIN - d` (so the fastest
/// win scores highest), a loss in d plies `-(ENDGAME_WIN - d)` (the longest defence scores
/// highest), a draw 0.
pub fn endgame_score(value: Value) -> i32 {
    match value {
        Value::Win(d) => ENDGAME_WIN - d as i32,
        Value::Loss(d) => -(ENDGAME_WIN - d as i32),
        Value::Draw => 0,
    }
}

/// The exact value an [`endgame_score`] stands for; `None` for a score no value gives.
pub fn endgame_value_of(score: i32) -> Option<Value> {
    let distance = ENDGAME_WIN - score.abs();
    if score == 0 {
        Some(Value::Draw)
    } else if !(0..=super::endgame::value::MAX_DISTANCE as i32).contains(&distance) {
        None
    } else if score > 0 {
        Some(Value::Win(distance as u32))
    } else {
        Some(Value::Loss(distance as u32))
    }
}

/// A choice's successors as positions, for callers that play on the board.
pub fn chosen_position(choice: &Choice) -> Option<Result<Position, PositionError>> {
    choice.chosen().map(|t| Position::from_strachey(*t))
}

/// An executor with its depth, its search or both fixed, whatever it is asked: the one
/// decorator a match or a gauntlet puts around any executor (`native:minimax` against
/// `native:alphabeta`; players at different depths in one match). Everything but the choice
/// (and the tree it explains) goes to the inner executor unchanged.
pub struct Fixed {
    pub engine: Box<dyn Engine>,
    /// The depth every choice searches, if fixed.
    pub depth: Option<u32>,
    /// The search every choice uses, if fixed.
    pub search: Option<SearchKind>,
}

impl Fixed {
    /// `engine`, always choosing with `search`.
    pub fn search(engine: Box<dyn Engine>, search: SearchKind) -> Fixed {
        Fixed {
            engine,
            depth: None,
            search: Some(search),
        }
    }

    /// `engine`, always searching `depth` plies.
    pub fn depth(engine: Box<dyn Engine>, depth: u32) -> Fixed {
        Fixed {
            engine,
            depth: Some(depth),
            search: None,
        }
    }

    /// This executor, now also always searching `depth` plies.
    pub fn at_depth(self, depth: u32) -> Fixed {
        Fixed {
            depth: Some(depth),
            ..self
        }
    }
}

impl Engine for Fixed {
    /// The inner label, then the fixed search in brackets, then the fixed depth:
    /// `native english rules (alpha-beta), depth 3`.
    fn label(&self) -> String {
        let mut label = self.engine.label();
        if let Some(search) = self.search {
            label.push_str(&format!(" ({})", search.name()));
        }
        if let Some(depth) = self.depth {
            label.push_str(&format!(", depth {depth}"));
        }
        label
    }
    fn successor_tuples(
        &mut self,
        state: &StracheyTuple,
    ) -> Result<Vec<StracheyTuple>, EngineError> {
        self.engine.successor_tuples(state)
    }
    fn successors(&mut self, pos: &Position) -> Result<Vec<Position>, EngineError> {
        self.engine.successors(pos)
    }
    fn perft_tuple(&mut self, state: &StracheyTuple, depth: u32) -> Result<u64, EngineError> {
        self.engine.perft_tuple(state, depth)
    }
    fn naming_rules(&self) -> Rules {
        self.engine.naming_rules()
    }
    fn searches(&self) -> &'static [SearchKind] {
        match self.search {
            Some(SearchKind::Minimax) => &[SearchKind::Minimax],
            Some(SearchKind::AlphaBeta) => &[SearchKind::AlphaBeta],
            None => self.engine.searches(),
        }
    }
    fn choose(
        &mut self,
        state: &StracheyTuple,
        depth: u32,
        search: SearchKind,
    ) -> Result<Decision, EngineError> {
        self.engine.choose(
            state,
            self.depth.unwrap_or(depth),
            self.search.unwrap_or(search),
        )
    }
    fn evaluation_unit(&self) -> &'static str {
        self.engine.evaluation_unit()
    }
    fn set_limits(&mut self, limits: &Limits) {
        self.engine.set_limits(limits)
    }
    fn endgame_value(&self, pos: &Position) -> Option<i32> {
        self.engine.endgame_value(pos)
    }
    fn set_endgame(&mut self, db: Option<Arc<Database>>) -> Result<(), String> {
        self.engine.set_endgame(db)
    }
    fn explain(&mut self, state: &StracheyTuple, depth: u32) -> Result<SearchTree, EngineError> {
        self.engine.explain(state, self.depth.unwrap_or(depth))
    }
}
