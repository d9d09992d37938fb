//! The interpreted program's search tree, watched from inside its run: a [`CallObserver`] on
//! the CPL interpreter records every call of `PositionValue(P, d)` (its position and the
//! value it gave) nested as the calls nest, and the result of the first `BestPosition` call
//! inside each one (the move it kept). The run is the very choice `choose` makes
//! ([`Interpreted::choose_tuple`]), so the tree's count is its count; nothing is computed
//! beside the program.

use std::rc::Rc;

use super::checkers::{
    as_position_tuple, search_value, BridgeError, Interpreted, ProgramDecision, BEST_POSITION,
    POSITION_VALUE,
};
use crate::checkers::explain::{SearchNode, SearchTree};
use crate::checkers::{Engine, EngineError, StracheyTuple};
use crate::cpl::eval::{CallEnd, CallObserver, FunctionId};
use crate::cpl::value::Value;

/// A `PositionValue` call under way (or the root, the choice itself).
struct Open {
    /// Its `P`, kept as the program's value: the kept move is found by its identity.
    position: Value,
    moves: Vec<(Value, SearchNode)>,
    /// The depth of the first `BestPosition` call inside it, whose result is its choice.
    chooser: Option<usize>,
    kept: Option<Value>,
}

impl Open {
    fn new(position: Value) -> Open {
        Open {
            position,
            moves: Vec::new(),
            chooser: None,
            kept: None,
        }
    }

    /// The index of the kept move: the very value `BestPosition` returned, else (a program
    /// that copies positions) the first equal one.
    fn kept_index(&self) -> Option<usize> {
        let kept = self.kept.as_ref()?;
        let same_item = match kept {
            Value::Tuple(k) => self
                .moves
                .iter()
                .position(|(v, _)| matches!(v, Value::Tuple(i) if Rc::ptr_eq(i, k))),
            _ => None,
        };
        same_item.or_else(|| self.moves.iter().position(|(v, _)| v.same(kept)))
    }
}

struct Recorder {
    position_value: FunctionId,
    best_position: Option<FunctionId>,
    open: Vec<Open>,
    error: Option<BridgeError>,
}

impl CallObserver for Recorder {
    fn enter(&mut self, function: FunctionId, _name: &str, args: &[Value], depth: usize) {
        if function == self.position_value {
            let p = args.first().cloned().unwrap_or(Value::Nil);
            self.open.push(Open::new(p));
        } else if Some(function) == self.best_position {
            if let Some(top) = self.open.last_mut() {
                if top.chooser.is_none() {
                    top.chooser = Some(depth);
                }
            }
        }
    }

    fn exit(&mut self, function: FunctionId, _name: &str, end: CallEnd<'_>, depth: usize) {
        if function == self.position_value {
            // The root is never popped: it is no PositionValue call.
            if self.open.len() < 2 {
                return;
            }
            let Some(done) = self.open.pop() else { return };
            let CallEnd::Value(v) = end else { return };
            match self.node(done, v) {
                Ok((p, node)) => {
                    if let Some(parent) = self.open.last_mut() {
                        parent.moves.push((p, node));
                    }
                }
                Err(e) => {
                    self.error.get_or_insert(e);
                }
            }
        } else if Some(function) == self.best_position {
            if let (Some(top), CallEnd::Value(Value::Tuple(pair))) = (self.open.last_mut(), end) {
                if top.chooser == Some(depth) {
                    top.kept = pair.first().cloned();
                }
            }
        }
    }
}

impl Recorder {
    fn node(&self, done: Open, value: &Value) -> Result<(Value, SearchNode), BridgeError> {
        let best = done.kept_index();
        let position = as_position_tuple(&done.position).map_err(|_| BridgeError::Unexpected {
            function: POSITION_VALUE,
            expected: "a position (X, Y, K, σ) as its argument",
            found: done.position.to_string(),
        })?;
        let mut node = SearchNode::new(position, search_value(POSITION_VALUE, value)?);
        node.best = best;
        node.moves = done.moves.into_iter().map(|(_, n)| n).collect();
        Ok((done.position, node))
    }
}

impl Interpreted {
    /// The program's choice from `t` (as [`Interpreted::choose_tuple`] makes it) with the
    /// tree it searched, recorded from its own calls of `PositionValue` and `BestPosition`;
    /// the tree's node count is the choice's count of `PositionValue` calls (checked).
    pub fn explain_tuple(
        &mut self,
        t: &StracheyTuple,
        depth: u32,
    ) -> Result<SearchTree, BridgeError> {
        let cpl = self.interpreter();
        let position_value = cpl.function(POSITION_VALUE).ok_or(BridgeError::Undefined {
            name: POSITION_VALUE,
        })?;
        let recorder = Recorder {
            position_value,
            best_position: cpl.function(BEST_POSITION),
            open: vec![Open::new(super::checkers::tuple_to_value(t))],
            error: None,
        };
        let before = cpl.set_observer(Some(Box::new(recorder)));
        let decision = self.choose_tuple(t, depth);
        let recorder = self.interpreter().take_observer::<Recorder>();
        self.interpreter().set_observer(before);
        let decision = decision?;
        let mut recorder = recorder.ok_or(BridgeError::Unexpected {
            function: BEST_POSITION,
            expected: "the search to run under the recorder",
            found: "another observer".to_string(),
        })?;
        if let Some(e) = recorder.error.take() {
            return Err(e);
        }
        let root = recorder.open.swap_remove(0);
        let (best, value, evaluations) = match &decision {
            ProgramDecision::Resign => (None, 0, 0),
            ProgramDecision::Choice(c) => (c.index, c.value, c.evaluations),
        };
        let mut tree = SearchTree {
            root: *t,
            depth,
            engine: self.label(),
            unit: self.evaluation_unit().to_string(),
            moves: root.moves.into_iter().map(|(_, n)| n).collect(),
            best,
            value,
        };
        if tree.evaluated() != evaluations {
            return Err(BridgeError::Unexpected {
                function: POSITION_VALUE,
                expected: "calls nested as the search nests them",
                found: format!("{} recorded of {evaluations} counted", tree.evaluated()),
            });
        }
        tree.name_moves(self.naming_rules());
        Ok(tree)
    }
}

/// For the engine trait (`bridge::checkers` forwards to it).
pub(super) fn explain(
    engine: &mut Interpreted,
    state: &StracheyTuple,
    depth: u32,
) -> Result<SearchTree, EngineError> {
    Ok(engine.explain_tuple(state, depth)?)
}
