//! What the operators and builtins see of a value ([`Dynamic`], implemented by the
//! interpreter's value and by [`Value`]), the words that name each kind in messages, and the
//! translation's dynamic value: the one used where inference finds no single type.

use std::rc::Rc;

use super::list::List;
use super::logical::Logical;
use super::number::Num;

/// The named constants the builtins provide (a word wide: see the interpreter's value).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[repr(u64)]
pub enum Atom {
    /// The move kind "capture" (`C = Capture`).
    Capture,
    /// The move kind "ordinary step".
    NonCapture,
}

impl Atom {
    pub fn name(self) -> &'static str {
        match self {
            Atom::Capture => "Capture",
            Atom::NonCapture => "NonCapture",
        }
    }
}

/// A value as the operators and builtins see it: the scalars by value, a tuple's items, and
/// no more of a list than that it is one.
pub enum View<'a, V> {
    Num(Num),
    Logical(Logical),
    Bool(bool),
    Atom(Atom),
    Nil,
    Tuple(&'a [V]),
    List,
    Function,
}

impl<V> View<'_, V> {
    /// What kind of value this is, in words, for error messages.
    pub fn kind(&self) -> &'static str {
        match self {
            View::Num(Num::Int(_)) => "an integer",
            View::Num(_) => "an infinity",
            View::Logical(_) => "a logical",
            View::Bool(_) => "a truth value",
            View::Nil => "NIL",
            View::Tuple(_) => "a tuple",
            View::List => "a list",
            View::Atom(_) => "a named constant",
            View::Function => "a function",
        }
    }
}

/// A value's kind and nothing more: what [`Dynamic::tag`] gives the fast paths, which decide
/// on kinds before they look inside. In the interpreter's value's order, so that its tag is
/// its discriminant.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Tag {
    Int,
    Infinity,
    Logical,
    Bool,
    Nil,
    Atom,
    Tuple,
    List,
    Function,
}

/// A value of either executor, as the shared operators and builtins take and make it.
pub trait Dynamic: Clone {
    fn view(&self) -> View<'_, Self>;
    fn from_num(n: Num) -> Self;
    fn from_logical(x: Logical) -> Self;
    fn from_bool(b: bool) -> Self;
    fn from_atom(a: Atom) -> Self;
    fn nil() -> Self;
    fn tuple(items: Vec<Self>) -> Self;
    /// `head` in front of `tail` (NIL or a list).
    fn cons(head: Self, tail: Self) -> Self;
    /// The first item of a non-empty list.
    fn head(&self) -> Option<Self>;
    /// The rest of a non-empty list.
    fn tail(&self) -> Option<Self>;
    /// The items of a list (NIL: none); `None` when the value is no list.
    fn items(&self) -> Option<Vec<Self>>;
    /// Structural equality (`=` on lists and tuples, MinList's "without repeats").
    fn same(&self, other: &Self) -> bool;

    /// What kind of value this is, in words, for error messages.
    fn kind(&self) -> &'static str {
        self.view().kind()
    }

    /// The value's kind.
    #[inline(always)]
    fn tag(&self) -> Tag {
        match self.view() {
            View::Num(Num::Int(_)) => Tag::Int,
            View::Num(_) => Tag::Infinity,
            View::Logical(_) => Tag::Logical,
            View::Bool(_) => Tag::Bool,
            View::Nil => Tag::Nil,
            View::Atom(_) => Tag::Atom,
            View::Tuple(_) => Tag::Tuple,
            View::List => Tag::List,
            View::Function => Tag::Function,
        }
    }

    // The kinds the fast paths take, each looked at alone: cheaper than a whole
    // [`Dynamic::view`] in the operations the listing does most. An executor overrides them
    // where its own tags give them directly.

    /// The integer, when the value is one.
    #[inline(always)]
    fn as_int(&self) -> Option<i64> {
        match self.view() {
            View::Num(Num::Int(n)) => Some(n),
            _ => None,
        }
    }

    /// The logical, when the value is one.
    #[inline(always)]
    fn as_logical(&self) -> Option<Logical> {
        match self.view() {
            View::Logical(x) => Some(x),
            _ => None,
        }
    }

    /// The truth value, when the value is one.
    #[inline(always)]
    fn as_bool(&self) -> Option<bool> {
        match self.view() {
            View::Bool(b) => Some(b),
            _ => None,
        }
    }

    /// The named constant, when the value is one.
    #[inline(always)]
    fn as_atom(&self) -> Option<Atom> {
        match self.view() {
            View::Atom(a) => Some(a),
            _ => None,
        }
    }

    /// The number, when the value is an integer or an infinity.
    #[inline(always)]
    fn number(&self) -> Option<Num> {
        match self.view() {
            View::Num(n) => Some(n),
            _ => None,
        }
    }

    /// NIL or a non-empty list.
    #[inline(always)]
    fn is_list(&self) -> bool {
        matches!(self.view(), View::Nil | View::List)
    }
}

/// A value of any kind, where the translation could not infer one type.
#[derive(Clone, PartialEq)]
pub enum Value {
    Int(i64),
    Infinity { positive: bool },
    Logical(Logical),
    Bool(bool),
    Nil,
    Tuple(Rc<[Value]>),
    List(List<Value>),
    Atom(Atom),
}

impl Dynamic for Value {
    fn view(&self) -> View<'_, Value> {
        match self {
            Value::Int(n) => View::Num(Num::Int(*n)),
            Value::Infinity { positive } => View::Num(Num::infinity(*positive)),
            Value::Logical(x) => View::Logical(*x),
            Value::Bool(b) => View::Bool(*b),
            Value::Nil => View::Nil,
            Value::Tuple(items) => View::Tuple(items),
            Value::List(_) => View::List,
            Value::Atom(a) => View::Atom(*a),
        }
    }

    fn from_num(n: Num) -> Value {
        match n {
            Num::Int(n) => Value::Int(n),
            Num::PosInf => Value::Infinity { positive: true },
            Num::NegInf => Value::Infinity { positive: false },
        }
    }

    fn from_logical(x: Logical) -> Value {
        Value::Logical(x)
    }

    fn from_bool(b: bool) -> Value {
        Value::Bool(b)
    }

    fn from_atom(a: Atom) -> Value {
        Value::Atom(a)
    }

    fn nil() -> Value {
        Value::Nil
    }

    fn tuple(items: Vec<Value>) -> Value {
        Value::Tuple(items.into())
    }

    fn cons(head: Value, tail: Value) -> Value {
        match tail {
            Value::List(l) => Value::List(List::cons(head, l)),
            _ => Value::List(List::cons(head, List::nil())),
        }
    }

    fn head(&self) -> Option<Value> {
        match self {
            Value::List(l) => l.iter().next().cloned(),
            _ => None,
        }
    }

    fn tail(&self) -> Option<Value> {
        match self {
            Value::List(l) => l.rest().map(list_value),
            _ => None,
        }
    }

    fn items(&self) -> Option<Vec<Value>> {
        match self {
            Value::Nil => Some(Vec::new()),
            Value::List(l) => Some(l.to_vec()),
            _ => None,
        }
    }

    fn same(&self, other: &Value) -> bool {
        self == other
    }
}

/// A list as a dynamic value: NIL when empty.
pub(super) fn list_value(l: List<Value>) -> Value {
    if l.is_empty() {
        Value::Nil
    } else {
        Value::List(l)
    }
}

/// Conversion of a typed value to the dynamic value.
pub trait ToValue {
    fn to_value(&self) -> Value;
}

impl ToValue for Value {
    fn to_value(&self) -> Value {
        self.clone()
    }
}
impl ToValue for i64 {
    fn to_value(&self) -> Value {
        Value::Int(*self)
    }
}
impl ToValue for bool {
    fn to_value(&self) -> Value {
        Value::Bool(*self)
    }
}
impl ToValue for Logical {
    fn to_value(&self) -> Value {
        Value::Logical(*self)
    }
}
impl ToValue for Num {
    fn to_value(&self) -> Value {
        Value::from_num(*self)
    }
}
impl ToValue for Atom {
    fn to_value(&self) -> Value {
        Value::Atom(*self)
    }
}
impl ToValue for super::Nil {
    fn to_value(&self) -> Value {
        Value::Nil
    }
}
impl<T: ToValue + Clone> ToValue for List<T> {
    fn to_value(&self) -> Value {
        list_value(List::from_vec(self.iter().map(ToValue::to_value).collect()))
    }
}
impl<T: ToValue> ToValue for Option<T> {
    fn to_value(&self) -> Value {
        match self {
            Some(v) => v.to_value(),
            None => Value::Nil,
        }
    }
}
impl<T: ToValue + Clone> ToValue for super::list::Many<T> {
    fn to_value(&self) -> Value {
        match self {
            super::list::Many::One(v) => v.to_value(),
            super::list::Many::List(l) => l.to_value(),
        }
    }
}

macro_rules! tuple_to_value {
    ($(($($t:ident $i:tt),+))+) => {$(
        impl<$($t: ToValue),+> ToValue for ($($t,)+) {
            fn to_value(&self) -> Value {
                Value::Tuple(vec![$(self.$i.to_value()),+].into())
            }
        }
    )+};
}

tuple_to_value! {
    (A 0, B 1)
    (A 0, B 1, C 2)
    (A 0, B 1, C 2, D 3)
    (A 0, B 1, C 2, D 3, E 4)
    (A 0, B 1, C 2, D 3, E 4, F 5)
    (A 0, B 1, C 2, D 3, E 4, F 5, G 6)
    (A 0, B 1, C 2, D 3, E 4, F 5, G 6, H 7)
}
