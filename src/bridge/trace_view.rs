//! `attic run FILE.cpl --trace` with the checkers prelude: the trace as a checkers player
//! reads it. A value that is a position, `(X, Y, K, σ)` as the listing holds it, is written
//! as its PDN FEN in quotes; a position that one legal move makes from the position of the
//! call under way is written as that move (`11-15`, `22x15`); failing that, from the position
//! of the calls around it, innermost first (`BestPosition(9-14, ...)` holds the best move so
//! far, and its result is a move from the position its caller searched). So a search reads
//! as a tree of moves:
//!
//! ```text
//! BestPosition("B:W21,...:B1,...", ...)
//!   PositionValue(11-15, 1) = -1
//! ```
//!
//! The position of a call is its first argument that is a position, else the position of
//! the call around it. A tuple that is no checkers position, or a successor no legal move
//! makes (a stale king bit), is written as a FEN or as the tuple: nothing is named that the
//! rules do not reach. `--raw` keeps the tuples.

use crate::checkers::board::Position;
use crate::checkers::moves::Rules;
use crate::checkers::naming::name_tuples;
use crate::checkers::pdn::format_fen;
use crate::cpl::eval::trace::ValueView;
use crate::cpl::value::Value;

use super::checkers::value_to_tuple;

/// The checkers view of a trace's values.
#[derive(Default)]
pub struct BoardView {
    /// The position of each call under way (`None`: no position yet).
    positions: Vec<Option<Position>>,
}

impl BoardView {
    pub fn new() -> BoardView {
        BoardView::default()
    }
}

/// The position a value holds, if it is one.
fn position_of(v: &Value) -> Option<Position> {
    value_to_tuple(v).and_then(|t| Position::from_strachey(t).ok())
}

impl ValueView for BoardView {
    fn enter(&mut self, args: &[Value]) {
        let own = args.iter().find_map(position_of);
        let position = own.or_else(|| self.positions.last().cloned().flatten());
        self.positions.push(position);
    }

    fn exit(&mut self) {
        self.positions.pop();
    }

    fn write(&self, v: &Value, out: &mut String) {
        write_value(&self.positions, v, out);
    }
}

/// The positions of the calls under way, innermost first, without repeats.
fn parents(positions: &[Option<Position>]) -> impl Iterator<Item = &Position> {
    let mut last: Option<&Position> = None;
    positions.iter().rev().flatten().filter(move |&p| {
        let new = last != Some(p);
        last = Some(p);
        new
    })
}

/// The name of the move that makes `child` from `parent`, under the listing's rules or the
/// English ones (they differ only when a man is crowned mid-capture).
fn move_name(parent: &Position, child: &Position) -> Option<String> {
    let tuple = child.to_strachey();
    [Rules::Strachey, Rules::English]
        .into_iter()
        .find_map(|rules| {
            let named = name_tuples(parent, rules, &[tuple]).pop()?;
            named.legal.map(|_| named.name)
        })
}

/// The moves of a list of successors of `parent`, named together so that the k-th copy of
/// a position gets the k-th move that makes it; `None` unless every item is a position some
/// legal move makes.
fn successor_names(parent: &Position, list: &Value) -> Option<Vec<String>> {
    let mut tuples = Vec::new();
    let mut rest = list;
    while let Value::List(cell) = rest {
        tuples.push(position_of(&cell.head)?.to_strachey());
        rest = &cell.tail;
    }
    [Rules::Strachey, Rules::English]
        .into_iter()
        .find_map(|rules| {
            name_tuples(parent, rules, &tuples)
                .into_iter()
                .map(|named| named.legal.map(|_| named.name))
                .collect()
        })
}

fn write_value(positions: &[Option<Position>], v: &Value, out: &mut String) {
    if let Some(position) = position_of(v) {
        match parents(positions).find_map(|p| move_name(p, &position)) {
            Some(name) => out.push_str(&name),
            None => {
                out.push('"');
                out.push_str(&format_fen(&position));
                out.push('"');
            }
        }
        return;
    }
    match v {
        Value::Tuple(items) => {
            out.push('(');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                // A tuple built by a program can nest as deep as its recursion went.
                crate::stack::deep(|| write_value(positions, item, out));
            }
            out.push(')');
        }
        Value::List(_) => {
            if let Some(names) = parents(positions).find_map(|p| successor_names(p, v)) {
                out.push('[');
                out.push_str(&names.join(", "));
                out.push(']');
                return;
            }
            out.push('[');
            let mut rest = v;
            let mut first = true;
            while let Value::List(cell) = rest {
                if !first {
                    out.push_str(", ");
                }
                first = false;
                crate::stack::deep(|| write_value(positions, &cell.head, out));
                rest = &cell.tail;
            }
            out.push(']');
        }
        other => {
            use std::fmt::Write as _;
            let _ = write!(out, "{other}");
        }
    }
}
