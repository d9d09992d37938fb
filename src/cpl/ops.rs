//! The interpreter's side of the runtime's operators and builtins (`runtime/ops.rs`,
//! `runtime/builtins.rs`): what they see of the interpreter's values, and how they make them.

use super::runtime::logical::Logical;
use super::runtime::number::Num;
use super::runtime::value::{Atom, Dynamic, Tag, View};
use super::value::{Truth, Value};

impl Dynamic for Value {
    #[inline(always)]
    fn view(&self) -> View<'_, Value> {
        match self {
            Value::Int(i) => View::Num(Num::Int(*i)),
            Value::Infinity { positive } => View::Num(Num::infinity(positive.get())),
            Value::Logical(x) => View::Logical(*x),
            Value::Bool(b) => View::Bool(b.get()),
            Value::Nil => View::Nil,
            Value::Atom(a) => View::Atom(*a),
            Value::Tuple(t) => View::Tuple(t),
            Value::List(_) => View::List,
            Value::Function(_) => View::Function,
        }
    }

    #[inline(always)]
    fn tag(&self) -> Tag {
        match self {
            Value::Int(_) => Tag::Int,
            Value::Infinity { .. } => Tag::Infinity,
            Value::Logical(_) => Tag::Logical,
            Value::Bool(_) => Tag::Bool,
            Value::Nil => Tag::Nil,
            Value::Atom(_) => Tag::Atom,
            Value::Tuple(_) => Tag::Tuple,
            Value::List(_) => Tag::List,
            Value::Function(_) => Tag::Function,
        }
    }

    #[inline(always)]
    fn as_int(&self) -> Option<i64> {
        match self {
            Value::Int(n) => Some(*n),
            _ => None,
        }
    }

    #[inline(always)]
    fn as_logical(&self) -> Option<Logical> {
        match self {
            Value::Logical(x) => Some(*x),
            _ => None,
        }
    }

    #[inline(always)]
    fn as_bool(&self) -> Option<bool> {
        match self {
            Value::Bool(b) => Some(b.get()),
            _ => None,
        }
    }

    #[inline(always)]
    fn as_atom(&self) -> Option<Atom> {
        match self {
            Value::Atom(a) => Some(*a),
            _ => None,
        }
    }

    #[inline(always)]
    fn from_num(n: Num) -> Value {
        match n {
            Num::Int(n) => Value::Int(n),
            Num::PosInf => Value::Infinity {
                positive: Truth::True,
            },
            Num::NegInf => Value::Infinity {
                positive: Truth::False,
            },
        }
    }

    #[inline(always)]
    fn from_logical(x: Logical) -> Value {
        Value::Logical(x)
    }

    #[inline(always)]
    fn from_bool(b: bool) -> Value {
        Value::Bool(b.into())
    }

    fn nil() -> Value {
        Value::Nil
    }

    fn from_atom(atom: Atom) -> Value {
        Value::Atom(atom)
    }

    fn tuple(items: Vec<Value>) -> Value {
        Value::tuple(items)
    }

    #[inline(always)]
    fn cons(head: Value, tail: Value) -> Value {
        Value::cons(head, tail)
    }

    #[inline(always)]
    fn head(&self) -> Option<Value> {
        match self {
            Value::List(cell) => Some(cell.head.clone()),
            _ => None,
        }
    }

    #[inline(always)]
    fn tail(&self) -> Option<Value> {
        match self {
            Value::List(cell) => Some(cell.tail.clone()),
            _ => None,
        }
    }

    fn items(&self) -> Option<Vec<Value>> {
        self.list_items()
    }

    fn same(&self, other: &Value) -> bool {
        Value::same(self, other)
    }
}
