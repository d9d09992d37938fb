//! Runs a CPL checkers program (by default the corrected 1966 listing with the checkers
//! prelude) on native positions.
//!
//! - Positions travel as Strachey's tuples `(X, Y, K, σ)`: [`tuple_to_value`] and
//!   [`value_to_tuple`] convert between [`StracheyTuple`] and the interpreter's [`Value`]
//!   without a FEN round trip.
//! - [`Interpreted`] holds one interpreter (its own state: counters, constants) and offers the
//!   program's successor lists (`LegalPositionsFrom`, in the program's order), perft over
//!   them, and the program's choice (`BestPosition` over `LegalPositionsFrom`, as
//!   `ChosenPosition` does, keeping the value). It implements the checkers [`Engine`] trait.
//! - A tuple the native [`Position`] cannot hold (a stale king bit under another reading of
//!   the listing, say) is kept as a tuple: [`Interpreted::successor_tuples`] and
//!   [`Interpreted::perft_tuples`] never convert, and `checkers::name_tuples` names it from
//!   what changed on the board, with the reason the board refuses it.
//! - [`Interpreted`] implements the one executor trait, [`Engine`]: its choice is the
//!   program's own (`BestPosition`'s pick and value, its own count of `PositionValue` calls),
//!   and it refuses a search the program does not have (alpha-beta).
//! - Who decides: a program whose `ChosenPosition` is the listing's (or that has none) is
//!   asked through `BestPosition(NIL, -∞, L, 0)`, which keeps the value; any other
//!   `ChosenPosition` (Norvig's `Max`, an alpha-beta whose helpers take a window) decides
//!   itself, whatever its helpers take, and the value of its choice is then
//!   `-PositionValue(choice, 1)`: the program's own `PositionValue` when it takes `(P, d)`,
//!   else the listing's minimax ([`HOST_TEXT`]) over the program's own `LegalPositionsFrom`,
//!   `Terminal` and `TerminalValue`, computed after the count.

use std::fmt;
use std::rc::Rc;

use crate::checkers::search::{Choice, Decision, SearchKind, INFINITY};
use crate::checkers::{Engine, EngineError, Position, PositionError, Rules, StracheyTuple};
use crate::cpl::ast::Program;
use crate::cpl::eval::{FunctionId, Interpreter, LoadError, Options, Outcome, RuntimeError};
use crate::cpl::parse::{parse_program, parse_program_with};
use crate::cpl::prelude;
use crate::cpl::runtime::logical::Logical;
use crate::cpl::value::{Truth, Value};
use crate::cpl::Readings;
use crate::diagnostic::{Diagnostic, Source};

/// Where the corrected listing lives in the repository (its name in diagnostics).
pub const CORRECTED_PATH: &str = "programs/cpl/strachey-1966-corrected.cpl";

/// The definitions the bridge calls.
pub const LEGAL_POSITIONS_FROM: &str = "LegalPositionsFrom";
pub const BEST_POSITION: &str = "BestPosition";
pub const POSITION_VALUE: &str = "PositionValue";
/// Called when a program's `ChosenPosition` is not the listing's (its choice is its own).
pub const CHOSEN_POSITION: &str = "ChosenPosition";

/// Where [`HOST_TEXT`] comes from, in diagnostics.
pub const HOST_PATH: &str = "attic's value of a choice";

/// The listing's `PositionValue` and `BestPosition` under names of the host's own: the value
/// of a move chosen by a program whose `PositionValue` takes other arguments than `(P, d)`
/// (an alpha-beta's window), searched over the program's own moves and evaluation.
pub const HOST_TEXT: &str = "HostPositionValue(P,d) = Terminal(P,d) → TerminalValue(P), value of
    § let L = LegalPositionsFrom(P)
      let (p,v) = HostBestPosition(NIL,- ∞,L,d)
      result is v §

HostBestPosition(P,V,L,d) = Null(L) → (P,V), value of
    § let (p, l) = Next(L)
      let v = - HostPositionValue(p,d + 1)
      result is (v > V) → HostBestPosition(p,v,l,d),
                          HostBestPosition(P,V,l,d) §
";

/// The host's `PositionValue`, in [`HOST_TEXT`].
const HOST_POSITION_VALUE: &str = "HostPositionValue";

/// Whether a program's own `ChosenPosition` decides (see the module's doc): it has one, and
/// it is not the corrected listing's or the listing's `BestPosition(P, V, L, d)` is missing.
pub fn decides_itself(program: &Program) -> bool {
    let find =
        |p: &Program, name: &str| p.definitions.iter().find(|d| d.name.text == name).cloned();
    let Some(chosen) = find(program, CHOSEN_POSITION) else {
        return false;
    };
    let four = find(program, BEST_POSITION)
        .is_some_and(|d| d.params.as_ref().is_some_and(|p| p.len() == 4));
    let listing = parse_program(&Source::new(
        CORRECTED_PATH,
        crate::programs::STRACHEY_CORRECTED,
    ))
    .ok()
    .and_then(|p| find(&p, CHOSEN_POSITION));
    let one = |d: crate::cpl::ast::Definition| Program {
        definitions: vec![d],
    };
    let the_listings = listing.is_some_and(|l| one(l).same_shape(&one(chosen)));
    !(four && the_listings)
}

/// Steps one evaluation may take: a depth-6 search from a middle game takes a few hundred
/// million; the limit stops a runaway program, not a deep search.
pub const MAX_STEPS: u64 = 20_000_000_000;

/// What went wrong while running the program on a position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BridgeError {
    /// The program does not define a function the bridge calls.
    Undefined { name: &'static str },
    /// The program failed while running (the diagnostic shows where).
    Runtime(Box<RuntimeError>),
    /// `SearchDepth` could not be set.
    Constant(Box<LoadError>),
    /// The program resigned where it had to give a value.
    Resigned { function: &'static str },
    /// A function gave something other than what the bridge expects.
    Unexpected {
        function: &'static str,
        expected: &'static str,
        found: String,
    },
    /// A successor the native board cannot hold; the tuple is kept to show it.
    Unrepresentable {
        index: usize,
        tuple: StracheyTuple,
        reason: PositionError,
    },
}

impl fmt::Display for BridgeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BridgeError::Undefined { name } => {
                write!(f, "the program does not define `{name}`")
            }
            BridgeError::Runtime(e) => write!(f, "{e}"),
            BridgeError::Constant(e) => write!(f, "cannot set the search depth: {e}"),
            BridgeError::Resigned { function } => {
                write!(f, "`{function}` resigned instead of giving a value")
            }
            BridgeError::Unexpected {
                function,
                expected,
                found,
            } => write!(f, "`{function}` gave {found}, not {expected}"),
            BridgeError::Unrepresentable {
                index,
                tuple,
                reason,
            } => write!(
                f,
                "successor {} is {}, which no checkers position matches: {reason}",
                index + 1,
                format_tuple(tuple)
            ),
        }
    }
}

impl std::error::Error for BridgeError {}

/// Why a program could not be loaded as a checkers program.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LoadFailure {
    /// A syntax error or a name defined twice, shown at its place.
    Source(Box<Diagnostic>),
    /// The program lacks what the bridge calls.
    Program { name: String, error: BridgeError },
}

impl fmt::Display for LoadFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadFailure::Source(d) => write!(f, "{d}"),
            LoadFailure::Program { name, error } => write!(f, "{name}: {error}"),
        }
    }
}

impl std::error::Error for LoadFailure {}

impl From<RuntimeError> for BridgeError {
    fn from(e: RuntimeError) -> BridgeError {
        BridgeError::Runtime(Box::new(e))
    }
}

// ---------------------------------------------------------------------------------------------
// tuples and values

/// `(X, Y, K, σ)` as the interpreter's value: three logicals and an integer.
pub fn tuple_to_value(t: &StracheyTuple) -> Value {
    Value::tuple(vec![
        Value::Logical(Logical::from_bits(t.x)),
        Value::Logical(Logical::from_bits(t.y)),
        Value::Logical(Logical::from_bits(t.k)),
        Value::Int(t.sigma as i64),
    ])
}

/// A position as the interpreter's value.
pub fn position_to_value(pos: &Position) -> Value {
    tuple_to_value(&pos.to_strachey())
}

/// The tuple a value holds: `(X, Y, K, σ)` with three logicals and σ an integer that fits
/// a byte (any bits, any σ: [`Position::from_strachey`] checks the rest). `None` otherwise.
pub fn value_to_tuple(v: &Value) -> Option<StracheyTuple> {
    let Value::Tuple(items) = v else {
        return None;
    };
    match &items[..] {
        [Value::Logical(x), Value::Logical(y), Value::Logical(k), Value::Int(s)] => {
            Some(StracheyTuple {
                x: x.bits(),
                y: y.bits(),
                k: k.bits(),
                sigma: i8::try_from(*s).ok()?,
            })
        }
        _ => None,
    }
}

/// A tuple as the interpreter prints it: `({14,15}, {27,28}, {}, 1)`.
pub fn format_tuple(t: &StracheyTuple) -> String {
    t.to_string()
}

/// A value in words for messages, shortened when long.
/// `LegalPositionsFrom` gave something other than a list.
fn not_a_list(found: &Value) -> BridgeError {
    BridgeError::Unexpected {
        function: LEGAL_POSITIONS_FROM,
        expected: "a list of positions",
        found: describe(found),
    }
}

fn describe(v: &Value) -> String {
    let text = v.to_string();
    if text.chars().count() > 80 {
        format!(
            "{} ({}...)",
            v.kind(),
            text.chars().take(60).collect::<String>()
        )
    } else {
        format!("{} ({text})", v.kind())
    }
}

/// A search value as the interpreter gives it: an integer or ±∞ (±[`INFINITY`]).
pub(super) fn search_value(function: &'static str, v: &Value) -> Result<i32, BridgeError> {
    match v {
        Value::Int(n) => i32::try_from(*n)
            .ok()
            .filter(|n| n.abs() < INFINITY)
            .ok_or_else(|| BridgeError::Unexpected {
                function,
                expected: "a value below a million",
                found: n.to_string(),
            }),
        Value::Infinity {
            positive: Truth::True,
        } => Ok(INFINITY),
        Value::Infinity {
            positive: Truth::False,
        } => Ok(-INFINITY),
        other => Err(BridgeError::Unexpected {
            function,
            expected: "a number or an infinity",
            found: describe(other),
        }),
    }
}

// ---------------------------------------------------------------------------------------------
// the interpreted engine

/// What the program decides from a position (tuples, so nothing is lost).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ProgramDecision {
    /// `LegalPositionsFrom` is empty: `ChosenPosition` calls `Resign`.
    Resign,
    Choice(ProgramChoice),
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProgramChoice {
    /// `LegalPositionsFrom(P)`, in the program's order.
    pub successors: Vec<StracheyTuple>,
    /// The index of the position `BestPosition` keeps; `None` when it keeps NIL (every move
    /// scores -∞, so `ChosenPosition` yields NIL).
    pub index: Option<usize>,
    /// The value `BestPosition` gives it (±[`INFINITY`] for ±∞).
    pub value: i32,
    /// How many times `PositionValue` was called.
    pub evaluations: u64,
}

/// A CPL checkers program in its own interpreter.
pub struct Interpreted {
    /// How reports name it: the file, and the reading when it is not the default.
    label: String,
    cpl: Interpreter,
    legal: FunctionId,
    /// `BestPosition`, when the program is asked through it (else its `ChosenPosition` decides).
    best: Option<FunctionId>,
}

impl Interpreted {
    /// The corrected 1966 listing with the checkers prelude, read the given way.
    pub fn corrected(reading: impl Into<Readings>) -> Result<Interpreted, LoadFailure> {
        Interpreted::load(
            Source::new(CORRECTED_PATH, crate::programs::STRACHEY_CORRECTED),
            reading,
        )
    }

    /// Any program, with the checkers prelude after it (its own definitions win). A syntax
    /// error or a name defined twice comes back as its diagnostic; a program without
    /// `LegalPositionsFrom` is refused too.
    pub fn load(source: Source, reading: impl Into<Readings>) -> Result<Interpreted, LoadFailure> {
        let readings = reading.into();
        let options = Options {
            reading: readings.logic,
            and_binds: readings.and_binds,
            limits: Interpreted::default_limits(),
        };
        Interpreted::load_with(source, options)
    }

    /// The bounds [`Interpreted::load`] gives a program: the shared limits with the bridge's
    /// step limit ([`MAX_STEPS`]) and the shared defaults for the rest. Commands that take the limit
    /// flags (`checkers`, `diff`, `errata`) start from these.
    pub fn default_limits() -> crate::limits::Limits {
        crate::limits::Limits {
            max_steps: MAX_STEPS,
            ..crate::limits::Limits::default()
        }
    }

    /// [`Interpreted::load`] with the interpreter's reading and limits as given (`checkers
    /// --program FILE --max-steps N`: a program that recurses without end stops at a limit).
    pub fn load_with(source: Source, options: Options) -> Result<Interpreted, LoadFailure> {
        let reading = options.reading;
        let and_binds = options.and_binds;
        let name = source.name.clone();
        let failure = |d| LoadFailure::Source(Box::new(d));
        let program = parse_program_with(&source, and_binds).map_err(failure)?;
        let itself = decides_itself(&program);
        let takes_p_d = program.definitions.iter().any(|d| {
            d.name.text == POSITION_VALUE && d.params.as_ref().is_some_and(|p| p.len() == 2)
        });
        let mut units = vec![(source, program)];
        if itself && !takes_p_d {
            let host = Source::new(HOST_PATH, HOST_TEXT);
            let tree = parse_program(&host).map_err(failure)?;
            units.push((host, tree));
        }
        let cpl = prelude::load_parsed(units.clone(), options.clone())
            .or_else(|d| {
                // The program's own Terminal or TerminalValue takes other arguments: no value
                // of the host's, the program still runs.
                units.truncate(1);
                prelude::load_parsed(units, options).map_err(|_| d)
            })
            .map_err(failure)?;
        let mut engine =
            Interpreted::from_interpreter(cpl).map_err(|error| LoadFailure::Program {
                name: name.clone(),
                error,
            })?;
        if itself {
            engine.best = None;
        }
        let readings = Readings {
            logic: reading,
            and_binds,
        };
        engine.label = format!("{name}, interpreted ({})", readings.describe());
        Ok(engine)
    }

    /// Wraps an interpreter that has the program (and whatever else) loaded.
    pub fn from_interpreter(cpl: Interpreter) -> Result<Interpreted, BridgeError> {
        let legal = cpl
            .function(LEGAL_POSITIONS_FROM)
            .ok_or(BridgeError::Undefined {
                name: LEGAL_POSITIONS_FROM,
            })?;
        let best = cpl
            .function(BEST_POSITION)
            .filter(|&f| cpl.arity(f) == Some(4));
        Ok(Interpreted {
            label: "a CPL program, interpreted".to_string(),
            cpl,
            legal,
            best,
        })
    }

    /// The interpreter, for counters and other calls.
    pub fn interpreter(&mut self) -> &mut Interpreter {
        &mut self.cpl
    }

    /// `LegalPositionsFrom(P)` as the interpreter's values, in the program's order.
    pub fn successor_values(&mut self, p: &Value) -> Result<Vec<Value>, BridgeError> {
        let list = self.successor_list(p)?;
        list.list_items().ok_or_else(|| not_a_list(&list))
    }

    /// `LegalPositionsFrom(P)` as the program gave it: a list, not yet checked to be one.
    fn successor_list(&mut self, p: &Value) -> Result<Value, BridgeError> {
        match self
            .cpl
            .call_function(self.legal, std::slice::from_ref(p))?
        {
            Outcome::Value(list) => Ok(list),
            Outcome::Resigned => Err(BridgeError::Resigned {
                function: LEGAL_POSITIONS_FROM,
            }),
        }
    }

    /// `LegalPositionsFrom(P)` as tuples, in the program's order; nothing is checked against
    /// the native board.
    pub fn successor_tuples(
        &mut self,
        t: &StracheyTuple,
    ) -> Result<Vec<StracheyTuple>, BridgeError> {
        let values = self.successor_values(&tuple_to_value(t))?;
        values.iter().map(as_position_tuple).collect()
    }

    /// The number of move sequences `depth` plies deep, walking the program's values (no
    /// conversion, so tuples the native board cannot hold are counted as the program sees
    /// them).
    pub fn perft_tuples(&mut self, t: &StracheyTuple, depth: u32) -> Result<u64, BridgeError> {
        self.perft_value(&tuple_to_value(t), depth)
    }

    /// Walks the program's own list in place: no vector of its items and no copy of them,
    /// so that the host adds as little as it can to what the interpreter is measured at.
    fn perft_value(&mut self, p: &Value, depth: u32) -> Result<u64, BridgeError> {
        if depth == 0 {
            return Ok(1);
        }
        let list = self.successor_list(p)?;
        let mut total = 0;
        let mut rest = &list;
        loop {
            match rest {
                Value::Nil => return Ok(total),
                Value::List(cell) if depth == 1 => {
                    total += 1;
                    rest = &cell.tail;
                }
                Value::List(cell) => {
                    total += self.perft_value(&cell.head, depth - 1)?;
                    rest = &cell.tail;
                }
                _ => return Err(not_a_list(&list)),
            }
        }
    }

    /// The program's choice from `t` searching `depth` plies (`Terminal(P,d)` is `d ≥ depth`
    /// through the prelude's `SearchDepth`): `L = LegalPositionsFrom(P)`, `Resign` when it
    /// is empty, else `BestPosition(NIL, -∞, L, 0)`: the body of `ChosenPosition`, keeping
    /// the value it throws away.
    pub fn choose_tuple(
        &mut self,
        t: &StracheyTuple,
        depth: u32,
    ) -> Result<ProgramDecision, BridgeError> {
        let Some(best) = self.best else {
            return self.choose_by_chosen_position(t, depth);
        };
        self.cpl
            .set_constant(prelude::SEARCH_DEPTH, Value::Int(depth as i64))
            .map_err(|e| BridgeError::Constant(Box::new(e)))?;
        let p = tuple_to_value(t);
        let list = self.successor_list(&p)?;
        let items = list.list_items().ok_or_else(|| not_a_list(&list))?;
        if items.is_empty() {
            return Ok(ProgramDecision::Resign);
        }
        let successors = items
            .iter()
            .map(as_position_tuple)
            .collect::<Result<Vec<_>, _>>()?;
        self.cpl.reset_counts();
        let args = [
            Value::Nil,
            Value::Infinity {
                positive: Truth::False,
            },
            list,
            Value::Int(0),
        ];
        let outcome = self.cpl.call_function(best, &args)?;
        let evaluations = self.cpl.call_count(POSITION_VALUE);
        let pair = match outcome {
            Outcome::Value(v) => v,
            Outcome::Resigned => {
                return Err(BridgeError::Resigned {
                    function: BEST_POSITION,
                })
            }
        };
        let unexpected = |found: &Value| BridgeError::Unexpected {
            function: BEST_POSITION,
            expected: "a pair (position, value)",
            found: describe(found),
        };
        let Value::Tuple(pv) = &pair else {
            return Err(unexpected(&pair));
        };
        let [chosen, value] = &pv[..] else {
            return Err(unexpected(&pair));
        };
        let value = search_value(BEST_POSITION, value)?;
        let index = match chosen {
            Value::Nil => None,
            Value::Tuple(c) => {
                // The very item of L (the same storage) tells two equal successors apart.
                let same_item = items
                    .iter()
                    .position(|item| matches!(item, Value::Tuple(i) if Rc::ptr_eq(i, c)));
                let index = same_item.or_else(|| items.iter().position(|item| item.same(chosen)));
                Some(index.ok_or_else(|| BridgeError::Unexpected {
                    function: BEST_POSITION,
                    expected: "one of the successors",
                    found: describe(chosen),
                })?)
            }
            other => return Err(unexpected(other)),
        };
        Ok(ProgramDecision::Choice(ProgramChoice {
            successors,
            index,
            value,
            evaluations,
        }))
    }
}

impl Interpreted {
    /// The choice of a program without `BestPosition` (such as `norvig-2011-max.cpl`, whose
    /// `ChosenPosition` is `Max(LegalPositionsFrom(P), ReplyValue)`): its own `ChosenPosition`
    /// picks (`Resign` when it resigns; NIL, with or without moves, is no choice), the `PositionValue` calls are
    /// counted during that call, and the value is then `-PositionValue(choice, 1)`, the
    /// listing's value of a move, computed after the count.
    fn choose_by_chosen_position(
        &mut self,
        t: &StracheyTuple,
        depth: u32,
    ) -> Result<ProgramDecision, BridgeError> {
        let chosen_position = self
            .cpl
            .function(CHOSEN_POSITION)
            // Neither is defined: name the one the listing's way of asking needs.
            .ok_or(BridgeError::Undefined {
                name: BEST_POSITION,
            })?;
        self.cpl
            .set_constant(prelude::SEARCH_DEPTH, Value::Int(depth as i64))
            .map_err(|e| BridgeError::Constant(Box::new(e)))?;
        let p = tuple_to_value(t);
        // With no legal move the program still answers for itself: `Resign`, or NIL from a
        // `Max` over the empty list (`norvig-2011-max.cpl`); the bridge does not decide first.
        let items = self.successor_values(&p)?;
        let successors = items
            .iter()
            .map(as_position_tuple)
            .collect::<Result<Vec<_>, _>>()?;
        self.cpl.reset_counts();
        let chosen = match self
            .cpl
            .call_function(chosen_position, std::slice::from_ref(&p))?
        {
            Outcome::Value(v) => v,
            Outcome::Resigned => return Ok(ProgramDecision::Resign),
        };
        let evaluations = self.cpl.call_count(POSITION_VALUE);
        let (index, value) = match &chosen {
            Value::Nil => (None, -INFINITY),
            Value::Tuple(c) => {
                // The very item of L (the same storage) tells two equal successors apart.
                let index = items
                    .iter()
                    .position(|item| matches!(item, Value::Tuple(i) if Rc::ptr_eq(i, c)))
                    .or_else(|| items.iter().position(|item| item.same(&chosen)))
                    .ok_or_else(|| BridgeError::Unexpected {
                        function: CHOSEN_POSITION,
                        expected: "one of the successors",
                        found: describe(&chosen),
                    })?;
                let takes_p_d = |f: &FunctionId| self.cpl.arity(*f) == Some(2);
                let position_value = self
                    .cpl
                    .function(POSITION_VALUE)
                    .filter(takes_p_d)
                    .or_else(|| self.cpl.function(HOST_POSITION_VALUE))
                    .ok_or(BridgeError::Undefined {
                        name: POSITION_VALUE,
                    })?;
                let v = match self
                    .cpl
                    .call_function(position_value, &[chosen.clone(), Value::Int(1)])?
                {
                    Outcome::Value(v) => search_value(POSITION_VALUE, &v)?,
                    Outcome::Resigned => {
                        return Err(BridgeError::Resigned {
                            function: POSITION_VALUE,
                        })
                    }
                };
                (Some(index), -v)
            }
            other => {
                return Err(BridgeError::Unexpected {
                    function: CHOSEN_POSITION,
                    expected: "a position or NIL",
                    found: describe(other),
                })
            }
        };
        Ok(ProgramDecision::Choice(ProgramChoice {
            successors,
            index,
            value,
            evaluations,
        }))
    }
}

pub(super) fn as_position_tuple(v: &Value) -> Result<StracheyTuple, BridgeError> {
    value_to_tuple(v).ok_or_else(|| BridgeError::Unexpected {
        function: LEGAL_POSITIONS_FROM,
        expected: "positions (X, Y, K, σ)",
        found: describe(v),
    })
}

impl From<BridgeError> for EngineError {
    fn from(e: BridgeError) -> EngineError {
        match e {
            BridgeError::Unrepresentable {
                index,
                tuple,
                reason,
            } => EngineError::Unrepresentable {
                index,
                tuple,
                reason,
            },
            BridgeError::Undefined { name } => EngineError::MissingDefinition {
                name: name.to_string(),
            },
            BridgeError::Runtime(error) => EngineError::Program {
                message: error.to_string(),
                diagnostic: Some(error.diagnostic),
            },
            other => EngineError::Program {
                message: other.to_string(),
                diagnostic: None,
            },
        }
    }
}

impl Engine for Interpreted {
    fn label(&self) -> String {
        self.label.clone()
    }

    fn successor_tuples(
        &mut self,
        state: &StracheyTuple,
    ) -> Result<Vec<StracheyTuple>, EngineError> {
        Ok(Interpreted::successor_tuples(self, state)?)
    }

    fn perft_tuple(&mut self, state: &StracheyTuple, depth: u32) -> Result<u64, EngineError> {
        Ok(self.perft_tuples(state, depth)?)
    }

    /// The listing's own moves: a man crowned mid-capture jumps on.
    fn naming_rules(&self) -> Rules {
        Rules::Strachey
    }

    /// The program's own search only: the listing has plain minimax and nothing else.
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
        Ok(match self.choose_tuple(state, depth)? {
            ProgramDecision::Resign => Decision::Resign,
            ProgramDecision::Choice(c) => Decision::Choice(Choice {
                successors: c.successors,
                index: c.index,
                value: c.value,
                evaluated: c.evaluations,
            }),
        })
    }

    fn evaluation_unit(&self) -> &'static str {
        "PositionValue evaluations"
    }

    /// The interpreter's steps and depth for each call, and its deadline and cancel flag.
    fn set_limits(&mut self, limits: &crate::limits::Limits) {
        self.cpl.set_limits(limits);
    }

    /// The program's own tree, watched from its interpreter (`bridge::explain`).
    fn explain(
        &mut self,
        state: &StracheyTuple,
        depth: u32,
    ) -> Result<crate::checkers::explain::SearchTree, EngineError> {
        super::explain::explain(self, state, depth)
    }
}

/// The names of successors moved to the native side (`checkers::naming`), kept here for
/// callers of the bridge.
pub use crate::checkers::naming::{name_tuples, name_tuples_from, NamedSuccessor};
