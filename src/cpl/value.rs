//! The values a CPL program computes with, and how they print.
//!
//! Values are cheap to clone: numbers and logicals are copied, tuples and lists share their
//! storage through `Rc`. Lists are chains of cons cells ending in `NIL`, so `Next`, `Head`,
//! `Tail` and `Join` as cons take constant time.

use std::fmt;
use std::rc::Rc;

use super::runtime::logical::Logical;
use super::runtime::number::Num;
pub use super::runtime::value::Atom;
use super::runtime::value::Dynamic;

/// A CPL value.
///
/// `repr(C, u64)`: a word of tag, then every variant's payload in the second word, so a
/// value has no padding. Every payload is one word, an integer or a pointer ([`Truth`] and
/// [`Atom`] too): the compiler then treats a value as a pair of words, which it keeps and
/// returns in two registers and stores as two words. (With a one-byte payload among them a
/// value was a block of memory, written as two words and then copied in one 16-byte load:
/// a load the processor cannot forward from two stores, so it waited for them at nearly
/// every move of a value.) `Result` keeps using the tag's spare values, so an evaluation's
/// result is two words too.
#[repr(C, u64)]
pub enum Value {
    /// An integer.
    Int(i64),
    /// `∞` (`true`) or `-∞` (`false`): the bounds a maximum starts from.
    Infinity { positive: Truth },
    /// A logical (bit-string) word.
    Logical(Logical),
    /// A truth value.
    Bool(Truth),
    /// `NIL`: the empty list, "no position yet", "no intermediate position". It is not a bit
    /// string: using it as one is a type error (the printed listing's `Y - ψ`, erratum E2).
    Nil,
    /// A named constant with no other meaning than its identity (`Capture`, `NonCapture`).
    Atom(Atom),
    // The variants that own an allocation come last: dropping a value is then one comparison
    // when it owns nothing (freeing a frame of numbers and logicals is most of freeing).
    /// A tuple of two or more values. (A thin `Rc` keeps a value two words long, so that
    /// results travel in registers.)
    Tuple(Rc<Items>),
    /// A non-empty list.
    List(Rc<Cons>),
    /// A definition passed by its name as an argument (`Max(L, PositionValue)`), applied
    /// through the parameter that holds it.
    Function(Rc<FunctionValue>),
}

/// A truth value, a word wide (see [`Value`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[repr(u64)]
pub enum Truth {
    False = 0,
    True = 1,
}

impl Truth {
    #[inline(always)]
    pub const fn get(self) -> bool {
        matches!(self, Truth::True)
    }
}

impl From<bool> for Truth {
    #[inline(always)]
    fn from(b: bool) -> Truth {
        if b {
            Truth::True
        } else {
            Truth::False
        }
    }
}

impl std::ops::Not for Truth {
    type Output = Truth;
    #[inline(always)]
    fn not(self) -> Truth {
        Truth::from(!self.get())
    }
}

impl fmt::Display for Truth {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.get())
    }
}

/// A function value: which definition, and its name for printing.
#[derive(Debug, PartialEq, Eq)]
pub struct FunctionValue {
    pub def: u32,
    pub name: Box<str>,
}

impl Clone for Value {
    #[inline(always)]
    fn clone(&self) -> Value {
        match self {
            Value::Tuple(items) => Value::Tuple(Rc::clone(items)),
            Value::List(cell) => Value::List(Rc::clone(cell)),
            Value::Function(f) => Value::Function(Rc::clone(f)),
            // One copy of two words for every value that owns nothing, instead of a jump on
            // its tag to a copy of each variant (a clone of a local or of a position's part
            // is most of what a call's arguments cost).
            // SAFETY: these variants hold an integer, a logical, a truth value or an atom, all
            // plain words with no drop of their own: a copy of the bits is a value owning
            // nothing, and dropping both the copy and the original frees nothing twice.
            _ => unsafe { std::ptr::read(self) },
        }
    }
}

/// How much native stack printing, comparing or freeing a nested value leaves before it grows
/// the stack: values may nest as deep as the programs that build them recurse.
const RED_ZONE: usize = 64 * 1024;
const STACK_CHUNK: usize = 1024 * 1024;

/// The items of a tuple. Up to [`Items::INLINE`] of them (a position has 4, an intermediate
/// position 5) live in the tuple's own allocation.
pub struct Items(Store);

enum Store {
    Inline(u8, [Value; Items::INLINE]),
    Boxed(Box<[Value]>),
}

impl Items {
    pub const INLINE: usize = 5;

    fn new(items: Vec<Value>) -> Items {
        crate::limits::meter::allocated(Items::bytes(items.len()));
        if items.len() <= Items::INLINE {
            let len = items.len() as u8;
            let mut slots = [Value::Nil, Value::Nil, Value::Nil, Value::Nil, Value::Nil];
            for (slot, item) in slots.iter_mut().zip(items) {
                *slot = item;
            }
            Items(Store::Inline(len, slots))
        } else {
            Items(Store::Boxed(items.into_boxed_slice()))
        }
    }
}

impl Items {
    /// Item `index`, or `NIL` past the end. An inline tuple's slots past its length hold
    /// `NIL`, so its item is read without its length.
    #[inline(always)]
    pub fn item(&self, index: usize) -> &Value {
        const NIL: &Value = &Value::Nil;
        match &self.0 {
            Store::Inline(_, slots) => slots.get(index).unwrap_or(NIL),
            Store::Boxed(items) => items.get(index).unwrap_or(NIL),
        }
    }

    /// A tuple of at most [`Items::INLINE`] items already in their slots (the rest `NIL`):
    /// what the evaluator builds in place, with no vector to make and free first.
    fn inline(len: usize, slots: [Value; Items::INLINE]) -> Items {
        debug_assert!(len <= Items::INLINE);
        crate::limits::meter::allocated(Items::bytes(len));
        Items(Store::Inline(len.min(Items::INLINE) as u8, slots))
    }

    /// What a tuple of `len` items takes, as [`crate::limits::meter`] counts it.
    fn bytes(len: usize) -> usize {
        let own = std::mem::size_of::<Items>() + 2 * std::mem::size_of::<usize>();
        if len <= Items::INLINE {
            own
        } else {
            own + len * std::mem::size_of::<Value>()
        }
    }
}

impl std::ops::Deref for Items {
    type Target = [Value];

    #[inline]
    fn deref(&self) -> &[Value] {
        match &self.0 {
            Store::Inline(len, slots) => &slots[..usize::from(*len)],
            Store::Boxed(items) => items,
        }
    }
}

/// Freeing a tuple frees what it holds, which may nest deeply: never overflow doing it.
impl Drop for Items {
    fn drop(&mut self) {
        crate::limits::meter::freed(Items::bytes(self.len()));
        if let Store::Inline(_, slots) = &self.0 {
            // The common tuple (a position) holds numbers and logicals only: then there is
            // nothing to free in its slots (the ones past its length are `NIL`), and the
            // compiler's drop of each slot in turn can be skipped.
            if slots.iter().all(Value::holds_nothing) {
                std::mem::forget(std::mem::replace(&mut self.0, Store::Boxed(Box::default())));
                return;
            }
        }
        // Numbers, logicals and atoms hold nothing: only tuples and lists inside may nest.
        if self
            .iter()
            .all(|v| !matches!(v, Value::Tuple(_) | Value::List(_)))
        {
            return;
        }
        let store = std::mem::replace(&mut self.0, Store::Boxed(Box::default()));
        stacker::maybe_grow(RED_ZONE, STACK_CHUNK, move || drop(store));
    }
}

/// One cell of a list: its first item and the rest (`NIL` or another list).
pub struct Cons {
    pub head: Value,
    pub tail: Value,
}

/// Dropping a long list must not recurse once per cell (a 10 000-item list would otherwise
/// need that many native frames just to be freed).
impl Drop for Cons {
    fn drop(&mut self) {
        crate::limits::meter::freed(Value::CONS_BYTES);
        // Only a list may nest here without a check of its own on the way down: freeing a
        // tuple checks the stack in `Items::drop` before it frees anything nested.
        match std::mem::replace(&mut self.head, Value::Nil) {
            Value::List(head) => stacker::maybe_grow(RED_ZONE, STACK_CHUNK, move || drop(head)),
            head => drop(head),
        }
        let mut rest = std::mem::replace(&mut self.tail, Value::Nil);
        while let Value::List(cell) = rest {
            match Rc::try_unwrap(cell) {
                Ok(mut cons) => rest = std::mem::replace(&mut cons.tail, Value::Nil),
                Err(_) => break,
            }
        }
    }
}

impl Value {
    /// A tuple of the given items.
    pub fn tuple(items: impl Into<Vec<Value>>) -> Value {
        Value::Tuple(Rc::new(Items::new(items.into())))
    }

    /// The tuple of the first `len` (at most [`Items::INLINE`]) of `slots`, the rest `NIL`.
    pub(crate) fn inline_tuple(len: usize, slots: [Value; Items::INLINE]) -> Value {
        Value::Tuple(Rc::new(Items::inline(len, slots)))
    }

    /// [`Value::inline_tuple`], built in `old`'s storage when `old` is a tuple of inline items
    /// that nothing else holds (its items are dropped); `old` is dropped otherwise. The bytes
    /// [`crate::limits::meter`] counts stay the same: every inline tuple counts alike.
    #[inline(always)]
    pub(crate) fn inline_tuple_in(old: Value, len: usize, slots: [Value; Items::INLINE]) -> Value {
        debug_assert!(len <= Items::INLINE);
        if let Value::Tuple(mut storage) = old {
            if let Some(Items(Store::Inline(old_len, old_slots))) = Rc::get_mut(&mut storage) {
                *old_len = len.min(Items::INLINE) as u8;
                *old_slots = slots;
                return Value::Tuple(storage);
            }
        }
        Value::inline_tuple(len, slots)
    }

    /// The list of the given items in order (`NIL` when there are none).
    pub fn list(items: impl IntoIterator<Item = Value, IntoIter: DoubleEndedIterator>) -> Value {
        items
            .into_iter()
            .rev()
            .fold(Value::Nil, |tail, head| Value::cons(head, tail))
    }

    /// What one list cell takes (its reference counts and two values), as
    /// [`crate::limits::meter`] counts it.
    pub const CONS_BYTES: usize = std::mem::size_of::<Cons>() + 2 * std::mem::size_of::<usize>();

    /// `head` put in front of `tail` (which should be `NIL` or a list).
    pub fn cons(head: Value, tail: Value) -> Value {
        crate::limits::meter::allocated(Value::CONS_BYTES);
        Value::List(Rc::new(Cons { head, tail }))
    }

    /// The items of a list (`NIL` is the empty list); `None` when the value is not a list.
    pub fn list_items(&self) -> Option<Vec<Value>> {
        let mut items = Vec::new();
        let mut rest = self;
        loop {
            match rest {
                Value::Nil => return Some(items),
                Value::List(cell) => {
                    items.push(cell.head.clone());
                    rest = &cell.tail;
                }
                _ => return None,
            }
        }
    }

    /// The items, when the value is a tuple.
    pub fn as_tuple(&self) -> Option<&[Value]> {
        match self {
            Value::Tuple(items) => Some(items),
            _ => None,
        }
    }

    /// The word, when the value is a logical.
    pub fn as_logical(&self) -> Option<Logical> {
        match self {
            Value::Logical(x) => Some(*x),
            _ => None,
        }
    }

    /// The number, when the value is an integer.
    pub fn as_int(&self) -> Option<i64> {
        match self {
            Value::Int(n) => Some(*n),
            _ => None,
        }
    }

    /// The value owns no allocation: dropping it frees nothing.
    #[inline(always)]
    pub(crate) fn holds_nothing(&self) -> bool {
        !matches!(self, Value::Tuple(_) | Value::List(_) | Value::Function(_))
    }

    /// What kind of value this is, in words, for error messages (the runtime's words).
    pub fn kind(&self) -> &'static str {
        Dynamic::kind(self)
    }

    /// Structural equality: the same kind with the same contents (used by `=` on tuples and by
    /// MinList's "without repeats").
    pub fn same(&self, other: &Value) -> bool {
        match (self, other) {
            (Value::Int(a), Value::Int(b)) => a == b,
            (Value::Infinity { positive: a }, Value::Infinity { positive: b }) => a == b,
            (Value::Logical(a), Value::Logical(b)) => a == b,
            (Value::Bool(a), Value::Bool(b)) => a == b,
            (Value::Nil, Value::Nil) => true,
            (Value::Atom(a), Value::Atom(b)) => a == b,
            (Value::Function(a), Value::Function(b)) => a.def == b.def,
            (Value::Tuple(a), Value::Tuple(b)) => {
                Rc::ptr_eq(a, b)
                    || (a.len() == b.len()
                        && a.iter()
                            .zip(b.iter())
                            .all(|(x, y)| stacker::maybe_grow(RED_ZONE, STACK_CHUNK, || x.same(y))))
            }
            (Value::List(_), Value::List(_)) => {
                let mut a = self;
                let mut b = other;
                loop {
                    match (a, b) {
                        (Value::List(x), Value::List(y)) => {
                            if Rc::ptr_eq(x, y) {
                                return true;
                            }
                            let heads_same =
                                stacker::maybe_grow(RED_ZONE, STACK_CHUNK, || x.head.same(&y.head));
                            if !heads_same {
                                return false;
                            }
                            a = &x.tail;
                            b = &y.tail;
                        }
                        _ => return a.same(b),
                    }
                }
            }
            _ => false,
        }
    }
}

impl PartialEq for Value {
    fn eq(&self, other: &Value) -> bool {
        self.same(other)
    }
}

impl From<i64> for Value {
    fn from(n: i64) -> Value {
        Value::Int(n)
    }
}

impl From<Logical> for Value {
    fn from(x: Logical) -> Value {
        Value::Logical(x)
    }
}

impl From<bool> for Value {
    fn from(b: bool) -> Value {
        Value::Bool(b.into())
    }
}

/// Integers as digits, logicals as the set of their bit numbers (`{14,15,16,17}`), `∞`, `-∞`,
/// `NIL`, `true`/`false`, tuples in parentheses, lists in brackets, both with `, ` between
/// items. The alternate form (`{:#}`) puts each item of a list on a line of its own.
impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Int(n) => write!(f, "{n}"),
            Value::Infinity { positive } => write!(f, "{}", Num::infinity(positive.get())),
            Value::Logical(x) => write!(f, "{x}"),
            Value::Bool(b) => write!(f, "{b}"),
            Value::Nil => f.write_str("NIL"),
            Value::Atom(a) => f.write_str(a.name()),
            Value::Function(function) => f.write_str(&function.name),
            Value::Tuple(items) => {
                f.write_str("(")?;
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    stacker::maybe_grow(RED_ZONE, STACK_CHUNK, || write!(f, "{item}"))?;
                }
                f.write_str(")")
            }
            Value::List(_) => {
                let lines = f.alternate();
                f.write_str(if lines { "[\n" } else { "[" })?;
                let mut rest = self;
                let mut first = true;
                while let Value::List(cell) = rest {
                    if lines {
                        let head = &cell.head;
                        stacker::maybe_grow(RED_ZONE, STACK_CHUNK, || writeln!(f, "  {head},"))?;
                    } else {
                        if !first {
                            f.write_str(", ")?;
                        }
                        let head = &cell.head;
                        stacker::maybe_grow(RED_ZONE, STACK_CHUNK, || write!(f, "{head}"))?;
                    }
                    first = false;
                    rest = &cell.tail;
                }
                f.write_str("]")
            }
        }
    }
}

impl fmt::Debug for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tuple_nothing_else_holds_gives_its_storage_to_the_next() {
        let pair = |a, b| {
            [
                Value::Int(a),
                Value::Int(b),
                Value::Nil,
                Value::Nil,
                Value::Nil,
            ]
        };
        let old = Value::inline_tuple(2, pair(1, 2));
        let Value::Tuple(old_storage) = &old else {
            unreachable!()
        };
        let address = Rc::as_ptr(old_storage);
        let new = Value::inline_tuple_in(
            old,
            3,
            [
                Value::Int(5),
                Value::Int(6),
                Value::Int(7),
                Value::Nil,
                Value::Nil,
            ],
        );
        let Value::Tuple(storage) = &new else {
            unreachable!()
        };
        assert_eq!(Rc::as_ptr(storage), address);
        assert_eq!(new.to_string(), "(5, 6, 7)");

        // Held elsewhere: left as it was, and the new tuple has storage of its own.
        let held = Value::inline_tuple(2, pair(1, 2));
        let new = Value::inline_tuple_in(held.clone(), 2, pair(2, 1));
        assert_eq!(
            (held.to_string(), new.to_string()),
            ("(1, 2)".into(), "(2, 1)".into())
        );
        // Not a tuple: nothing to reuse.
        assert_eq!(
            Value::inline_tuple_in(Value::Nil, 2, pair(3, 4)).to_string(),
            "(3, 4)"
        );
    }

    #[test]
    fn a_value_is_two_words() {
        assert_eq!(std::mem::size_of::<Value>(), 16);
        assert_eq!(std::mem::size_of::<Result<Value, Box<u8>>>(), 16);
    }

    #[test]
    fn values_print_the_way_the_issue_says() {
        let p = Value::tuple(vec![
            Value::Logical(Logical::from_squares([14, 15, 16, 17])),
            Value::Int(-1),
            Value::Nil,
            Value::Infinity {
                positive: Truth::True,
            },
            Value::Infinity {
                positive: Truth::False,
            },
        ]);
        assert_eq!(p.to_string(), "({14,15,16,17}, -1, NIL, ∞, -∞)");
        let l = Value::list(vec![
            Value::Int(1),
            Value::Bool(Truth::True),
            Value::Atom(Atom::Capture),
        ]);
        assert_eq!(l.to_string(), "[1, true, Capture]");
        assert_eq!(format!("{l:#}"), "[\n  1,\n  true,\n  Capture,\n]");
    }

    #[test]
    fn a_long_list_is_dropped_without_deep_recursion() {
        let l = Value::list((0..1_000_000).map(Value::Int));
        assert_eq!(l.list_items().map(|v| v.len()), Some(1_000_000));
        drop(l);
    }

    #[test]
    fn deeply_nested_values_print_compare_and_drop_without_overflow() {
        let nest = |leaf: i64| {
            (0..100_000).fold(Value::Int(leaf), |inner, _| {
                Value::tuple(vec![inner, Value::list(vec![Value::Nil])])
            })
        };
        let (a, b) = (nest(1), nest(1));
        assert!(a.same(&b));
        assert!(!a.same(&nest(2)));
        let shown = a.to_string();
        assert!(shown.starts_with("(((") && shown.ends_with(", [NIL])"));
        drop((a, b));
    }

    #[test]
    fn lists_of_tuples_of_lists_nested_deeply_drop_without_overflow() {
        let nest = (0..100_000).fold(Value::Nil, |inner, i| {
            Value::list(vec![Value::tuple(vec![inner, Value::Int(i)])])
        });
        let lists = (0..100_000).fold(Value::Nil, |inner, _| Value::list(vec![inner]));
        drop((nest, lists));
    }

    #[test]
    fn lists_and_tuples_compare_by_contents() {
        let a = Value::list(vec![Value::Int(1), Value::Int(2)]);
        let b = Value::list(vec![Value::Int(1), Value::Int(2)]);
        let c = Value::list(vec![Value::Int(1)]);
        assert!(a.same(&b));
        assert!(!a.same(&c));
        assert!(!Value::Nil.same(&Value::Logical(Logical::ZERO)));
    }
}
