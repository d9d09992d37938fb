//! The runtime of CPL programs translated to Rust (`attic translate`): the value types the
//! translation infers (logicals, numbers with infinities, lists, "item or list"), the
//! builtins, the limits, the dynamic value used where inference fails, and value printing.
//!
//! This file depends on `std` alone: `attic translate --standalone` pastes it, as it is, into
//! the program it writes, so that the output compiles with plain `rustc`. It repeats the
//! interpreter's semantics (`src/cpl/`) without calling it; the differential tests keep the two
//! in step. Messages are the interpreter's, word for word.

pub mod builtins;
pub mod logical;

use std::fmt::Write as _;
use std::rc::Rc;

// ---------------------------------------------------------------------------------------------
// Outcomes

/// Why an evaluation stopped early.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Stop {
    /// `if ... then Resign` ran.
    Resign,
    /// A runtime error: the interpreter's message and the place (`file:line:col`).
    Error(Box<(String, &'static str)>),
}

pub type R<T> = Result<T, Stop>;

/// A runtime error with its message and place.
pub fn error(message: impl Into<String>, place: &'static str) -> Stop {
    Stop::Error(Box::new((message.into(), place)))
}

pub fn fail<T>(message: impl Into<String>, place: &'static str) -> R<T> {
    Err(error(message, place))
}

/// The value of an expression that has no value (its type is empty): reaching it would be a
/// fault of the translator, reported as an error rather than a panic.
pub fn absurd<T>(_: Nil, place: &'static str) -> R<T> {
    fail("internal error: a value of an empty type", place)
}

/// Limits and host settings of one evaluation.
///
/// `begin` reads the limits (`max_steps`, `max_depth`) into what is left of each, `fuel` (the
/// steps until the next check: the step limit, or the next reading of the clock) and `room`
/// (the levels of nesting left), both signed, so that a call tests both with one sign test
/// (`(fuel | room) < 0`).
#[derive(Debug, Clone)]
pub struct Ctx {
    pub max_depth: usize,
    pub max_steps: u64,
    /// Steps left until `check_at` (below zero: it has been passed).
    pub fuel: i64,
    /// Levels of nesting left: `max_depth` less the calls under way.
    pub room: i64,
    /// Integer constants the host overrides (`SearchDepth`).
    pub overrides: Vec<(&'static str, i64)>,
    /// The constants being computed (one that needs itself is an error).
    pub busy: Vec<&'static str>,
    /// Calls of each definition (by the number the generated code gives it, the index in its
    /// `DEFINITIONS`), counted when the host sizes it; empty, nothing is counted.
    pub calls: Vec<u64>,
    /// The host's deadline: an evaluation still going then stops (checked every
    /// [`CLOCK_INTERVAL`] steps).
    pub deadline: Option<std::time::Instant>,
    /// The host's cancel flag: an evaluation stops soon after it is raised.
    pub cancel: Option<std::sync::Arc<std::sync::atomic::AtomicBool>>,
    /// The step count at which a call next leaves its fast path: the step limit, or sooner
    /// when there is a clock to read.
    pub check_at: u64,
}

/// How many steps pass between two readings of the clock (the interpreter's interval).
pub const CLOCK_INTERVAL: u64 = 1 << 14;

impl Default for Ctx {
    fn default() -> Ctx {
        let mut ctx = Ctx {
            max_depth: crate::limits::Limits::DEFAULT_MAX_DEPTH,
            max_steps: crate::limits::Limits::DEFAULT_MAX_STEPS,
            fuel: 0,
            room: 0,
            overrides: Vec::new(),
            busy: Vec::new(),
            calls: Vec::new(),
            deadline: None,
            cancel: None,
            check_at: 0,
        };
        ctx.begin();
        ctx
    }
}

impl Ctx {
    /// Starts an evaluation under the limits as they are now: no calls nested, no steps
    /// taken. With a clock (a deadline or a cancel flag) the first call reads it and sets the
    /// next check; without one the only check is the step limit, set here, so that a host
    /// making many short evaluations (a perft's successor lists) never leaves the fast path.
    pub fn begin(&mut self) {
        if self.deadline.is_none() && self.cancel.is_none() {
            self.check_at = self.max_steps.min(i64::MAX as u64);
            self.fuel = self.check_at as i64;
        } else {
            self.check_at = 0;
            self.fuel = 0;
        }
        self.room = self.max_depth.min(i64::MAX as usize) as i64;
        self.busy.clear();
    }

    /// The steps taken since `begin`.
    pub fn steps(&self) -> u64 {
        (self.check_at as i64).wrapping_sub(self.fuel) as u64
    }

    /// The calls under way.
    pub fn depth(&self) -> usize {
        (self.max_depth.min(i64::MAX as usize) as i64 - self.room) as usize
    }

    /// The entry of a constant's computation: an error when it is already under way.
    pub fn enter_constant(&mut self, name: &'static str, place: &'static str) -> R<()> {
        if self.busy.contains(&name) {
            return fail(format!("the value of `{name}` depends on itself"), place);
        }
        self.busy.push(name);
        Ok(())
    }

    pub fn leave_constant(&mut self) {
        self.busy.pop();
    }

    /// The entry of a call of definition number `def`: one step, one level deeper, one call
    /// counted; an error past the step limit, or when the calls under way already reach the
    /// depth limit.
    #[inline(always)]
    pub fn enter(&mut self, def: usize, place: &'static str) -> R<()> {
        self.fuel -= 1;
        self.room -= 1;
        if let Some(calls) = self.calls.get_mut(def) {
            *calls += 1;
        }
        // `|`, not `||`: one branch on the fast path.
        if (self.fuel | self.room) < 0 {
            self.room += 1;
            self.limit(place)?;
            self.room -= 1;
        }
        Ok(())
    }

    /// One round of a `while` loop: a step, as in the interpreter, so that a loop that calls
    /// nothing still meets the step limit (and the clock is read as for calls).
    #[inline]
    pub fn round(&mut self, place: &'static str) -> R<()> {
        self.fuel -= 1;
        if self.fuel < 0 {
            // No level is entered: the depth is not in question.
            self.room += 1;
            let checked = self.limit(place);
            self.room -= 1;
            checked?;
        }
        Ok(())
    }

    /// `enter` and `leave` at once, for a definition that calls no definition (a leaf): the
    /// same step, count and limits, without the level that nothing inside it would see.
    #[inline(always)]
    pub fn tick(&mut self, def: usize, place: &'static str) -> R<()> {
        self.fuel -= 1;
        if let Some(calls) = self.calls.get_mut(def) {
            *calls += 1;
        }
        if (self.fuel | (self.room - 1)) < 0 {
            self.limit(place)?;
        }
        Ok(())
    }

    /// Past `check_at` or at the depth limit: the error of the limit reached, or (when only
    /// the clock was due) the next `check_at`.
    #[cold]
    #[inline(never)]
    fn limit(&mut self, place: &'static str) -> R<()> {
        let steps = self.steps();
        if steps <= self.max_steps && self.room > 0 {
            if let Some(flag) = &self.cancel {
                if flag.load(std::sync::atomic::Ordering::Relaxed) {
                    return fail("the run was cancelled", place);
                }
            }
            if self
                .deadline
                .is_some_and(|d| std::time::Instant::now() >= d)
            {
                return fail("the program ran out of time (the time limit)", place);
            }
            let clocked = self.deadline.is_some() || self.cancel.is_some();
            let limit = self.max_steps.min(i64::MAX as u64);
            self.check_at = if clocked {
                limit.min(steps.saturating_add(CLOCK_INTERVAL))
            } else {
                limit
            };
            self.fuel = (self.check_at - steps) as i64;
            return Ok(());
        }
        if steps > self.max_steps {
            return fail(
                format!(
                    "more than {} steps, the step limit (raise it with --max-steps)",
                    self.max_steps
                ),
                place,
            );
        }
        fail(
            format!(
                "calls nested deeper than {}, the depth limit (raise it with --max-depth)",
                self.max_depth
            ),
            place,
        )
    }

    /// The normal return of a call (an error ends the whole evaluation, so it needs none).
    #[inline(always)]
    pub fn leave(&mut self) {
        self.room += 1;
    }

    pub fn override_int(&self, name: &str) -> Option<i64> {
        self.overrides
            .iter()
            .find(|(n, _)| *n == name)
            .map(|&(_, v)| v)
    }
}

// ---------------------------------------------------------------------------------------------
// Logicals

const WIDTH: u32 = 45;
const MASK: u64 = (1u64 << WIDTH) - 1;

/// How `+` and `-` read on two logicals.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reading {
    Set,
    Xor,
}

/// A 45-bit logical word; bit k is square k of Strachey's board.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Debug)]
pub struct Logical(pub u64);

pub const BOARD: Logical = Logical((0xff << 5) | (0xff << 14) | (0xff << 23) | (0xff << 32));
pub const LAST_ROWS: Logical = Logical((0b1111 << 5) | (0b1111 << 36));
pub const ZERO: Logical = Logical(0);

impl Logical {
    #[inline]
    pub fn and(self, o: Logical) -> Logical {
        Logical(self.0 & o.0)
    }
    #[inline]
    pub fn or(self, o: Logical) -> Logical {
        Logical(self.0 | o.0)
    }
    #[inline]
    pub fn complement(self) -> Logical {
        Logical(!self.0 & MASK)
    }
    #[inline]
    pub fn equiv(self, o: Logical) -> Logical {
        Logical(!(self.0 ^ o.0) & MASK)
    }
    #[inline]
    pub fn xor(self, o: Logical) -> Logical {
        Logical(self.0 ^ o.0)
    }
    #[inline]
    pub fn minus(self, o: Logical) -> Logical {
        Logical(self.0 & !o.0)
    }
    #[inline]
    pub fn is_zero(self) -> bool {
        self.0 == 0
    }
    /// `Shift(x, n)`: n > 0 moves bit k to k - n, n < 0 to k + |n|; bits leaving 0..45 are lost.
    #[inline]
    pub fn shift(self, n: i64) -> Logical {
        if n >= 0 {
            Logical(if n >= 64 { 0 } else { self.0 >> n })
        } else if n <= -64 {
            Logical(0)
        } else {
            Logical((self.0 << (-n)) & MASK)
        }
    }
    #[inline]
    pub fn count(self) -> i64 {
        i64::from(self.0.count_ones())
    }
    /// `SingleDigitFrom(x)`: the lowest-numbered 1 bit alone.
    #[inline]
    pub fn single_digit(self, place: &'static str) -> R<Logical> {
        if self.0 == 0 {
            fail(
                "SingleDigitFrom of the zero bit string, which has no 1 bit",
                place,
            )
        } else {
            Ok(Logical(self.0 & self.0.wrapping_neg()))
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Numbers with infinities, atoms, NIL

/// An integer or an infinity: the type of values a maximum starts from (`- ∞`).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Num {
    NegInf,
    Int(i64),
    PosInf,
}

impl Num {
    fn sign(self) -> i8 {
        match self {
            Num::NegInf => -1,
            Num::Int(_) => 0,
            Num::PosInf => 1,
        }
    }

    pub fn add(self, o: Num, place: &'static str) -> R<Num> {
        self.add_signed(o, false, place)
    }

    pub fn sub(self, o: Num, place: &'static str) -> R<Num> {
        self.add_signed(o, true, place)
    }

    fn add_signed(self, o: Num, minus: bool, place: &'static str) -> R<Num> {
        let op = if minus { "-" } else { "+" };
        if let (Num::Int(a), Num::Int(b)) = (self, o) {
            let r = if minus {
                a.checked_sub(b)
            } else {
                a.checked_add(b)
            };
            return r
                .map(Num::Int)
                .ok_or_else(|| error(format!("integer overflow in `{op}`"), place));
        }
        let kb = if minus { -o.sign() } else { o.sign() };
        match (self.sign(), kb) {
            (0, k) | (k, 0) => Ok(if k > 0 { Num::PosInf } else { Num::NegInf }),
            (x, y) if x == y => Ok(if x > 0 { Num::PosInf } else { Num::NegInf }),
            _ => fail(format!("`{op}` has no value on these infinities"), place),
        }
    }

    pub fn neg(self, place: &'static str) -> R<Num> {
        match self {
            Num::NegInf => Ok(Num::PosInf),
            Num::PosInf => Ok(Num::NegInf),
            Num::Int(n) => n
                .checked_neg()
                .map(Num::Int)
                .ok_or_else(|| error("integer overflow in `-`", place)),
        }
    }
}

/// The named constants `Capture` and `NonCapture`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Atom {
    Capture,
    NonCapture,
}

/// `NIL` where it can only be NIL (and the value of an expression that has none).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Nil;

#[inline(always)]
pub fn checked(r: Option<i64>, op: &'static str, place: &'static str) -> R<i64> {
    match r {
        Some(v) => Ok(v),
        None => overflow(op, place),
    }
}

/// The error of `checked`, kept out of line so that the fast path stays small.
#[cold]
#[inline(never)]
fn overflow(op: &'static str, place: &'static str) -> R<i64> {
    fail(format!("integer overflow in `{op}`"), place)
}

pub fn divide(a: i64, b: i64, place: &'static str) -> R<i64> {
    if b == 0 {
        fail("division by zero", place)
    } else {
        checked(a.checked_div(b), "/", place)
    }
}

// ---------------------------------------------------------------------------------------------
// Lists

/// A list: items stored last-first in a shared vector, of which the list sees the first `len`.
/// NIL is the empty list. `Next` and `Tail` share the vector (constant time); putting an item
/// in front pushes onto the vector in place when nothing else sees it (constant time,
/// amortised), and copies it otherwise. Values never change once made.
pub struct List<T> {
    items: Option<Rc<Vec<T>>>,
    len: usize,
}

impl<T> Clone for List<T> {
    #[inline]
    fn clone(&self) -> List<T> {
        List {
            items: self.items.clone(),
            len: self.len,
        }
    }
}

impl<T: PartialEq> PartialEq for List<T> {
    fn eq(&self, other: &List<T>) -> bool {
        self.slice() == other.slice()
    }
}

impl<T> List<T> {
    /// The items, last first.
    #[inline]
    fn slice(&self) -> &[T] {
        match &self.items {
            Some(v) => &v[..self.len],
            None => &[],
        }
    }
}

impl<T: Clone> List<T> {
    #[inline]
    pub fn nil() -> List<T> {
        List {
            items: None,
            len: 0,
        }
    }

    /// `Join(head, tail)`: in place when nothing else sees the tail's vector (the common
    /// case, inlined), else out of line.
    #[inline(always)]
    pub fn cons(head: T, mut tail: List<T>) -> List<T> {
        let len = tail.len;
        if let Some(v) = tail.items.as_mut().and_then(Rc::get_mut) {
            v.truncate(len);
            v.push(head);
            tail.len = len + 1;
            return tail;
        }
        List::cons_new(head, tail)
    }

    /// `cons` onto NIL (a new vector with room for a move list's worth of items) or onto a
    /// vector that others see (a copy).
    #[inline(never)]
    fn cons_new(head: T, tail: List<T>) -> List<T> {
        let items = match &tail.items {
            None => {
                let mut v = Vec::with_capacity(16);
                v.push(head);
                Rc::new(v)
            }
            Some(items) => List::copied_with(&items[..tail.len], head),
        };
        List {
            items: Some(items),
            len: tail.len + 1,
        }
    }

    /// `cons` onto a vector that others see: a copy.
    fn copied_with(items: &[T], head: T) -> Rc<Vec<T>> {
        let mut v = Vec::with_capacity(items.len() + 4);
        v.extend_from_slice(items);
        v.push(head);
        Rc::new(v)
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// How many items the list has.
    #[inline]
    pub fn len(&self) -> usize {
        self.len
    }

    /// `Next(L)`: the head and the tail.
    #[inline]
    pub fn next(&self, place: &'static str) -> R<(T, List<T>)> {
        match self.slice().last() {
            Some(head) => Ok((
                head.clone(),
                List {
                    items: if self.len > 1 {
                        self.items.clone()
                    } else {
                        None
                    },
                    len: self.len - 1,
                },
            )),
            None => fail("Next of the empty list (NIL)", place),
        }
    }

    pub fn head(&self, place: &'static str) -> R<T> {
        match self.slice().last() {
            Some(head) => Ok(head.clone()),
            None => fail("Head of the empty list (NIL)", place),
        }
    }

    pub fn tail(&self, place: &'static str) -> R<List<T>> {
        self.next(place).map(|(_, tail)| tail)
    }

    /// The items, first to last, by reference.
    pub fn iter(&self) -> impl Iterator<Item = &T> {
        self.slice().iter().rev()
    }

    /// The items, first to last.
    pub fn to_vec(&self) -> Vec<T> {
        self.iter().cloned().collect()
    }

    /// The items, first to last, in the list's own vector when nothing else sees it (no
    /// copy, no allocation: a host converting the items then reuses it in place).
    pub fn into_vec(self) -> Vec<T> {
        let len = self.len;
        match self.items.map(Rc::try_unwrap) {
            None => Vec::new(),
            Some(Ok(mut items)) => {
                items.truncate(len);
                items.reverse();
                items
            }
            Some(Err(shared)) => shared[..len].iter().rev().cloned().collect(),
        }
    }

    pub fn from_vec(items: Vec<T>) -> List<T> {
        let len = items.len();
        if len == 0 {
            return List::nil();
        }
        let mut items = items;
        items.reverse();
        List {
            items: Some(Rc::new(items)),
            len,
        }
    }

    /// `Join(self, rest)` when `self` is a list: its items in front of `rest`'s.
    pub fn append(&self, rest: List<T>) -> List<T> {
        self.slice()
            .iter()
            .fold(rest, |tail, head| List::cons(head.clone(), tail))
    }

    /// The list with every item converted (a widening of the item type).
    pub fn try_map<U: Clone>(&self, mut f: impl FnMut(T) -> R<U>) -> R<List<U>> {
        let mut items = Vec::new();
        for item in self.to_vec() {
            items.push(f(item)?);
        }
        Ok(List::from_vec(items))
    }
}

/// `MinList`'s result: the items in order, without repeats.
pub fn min_list<T: Clone + PartialEq>(items: Vec<T>) -> List<T> {
    let mut kept: Vec<T> = Vec::with_capacity(items.len());
    for item in items {
        if !kept.contains(&item) {
            kept.push(item);
        }
    }
    List::from_vec(kept)
}

/// `MinList`'s arguments as they are computed, kept on the stack (at most `N`, NIL ones left
/// out), so that a call whose arguments are all NIL allocates nothing.
pub struct Kept<T, const N: usize> {
    items: [Option<T>; N],
    len: usize,
}

impl<T: Clone + PartialEq, const N: usize> Kept<T, N> {
    #[inline(always)]
    #[allow(clippy::new_without_default)]
    pub fn new() -> Kept<T, N> {
        Kept {
            items: std::array::from_fn(|_| None),
            len: 0,
        }
    }

    /// An argument that is not NIL (the translator pushes at most `N`).
    #[inline(always)]
    pub fn push(&mut self, item: T) {
        if let Some(slot) = self.items.get_mut(self.len) {
            *slot = Some(item);
            self.len += 1;
        }
    }

    /// `MinList`'s result: the items in order, without repeats.
    #[inline]
    pub fn into_list(self) -> List<T> {
        if self.len == 0 {
            return List::nil();
        }
        let mut kept: Vec<T> = Vec::with_capacity(self.len);
        // By value in every edition (a standalone translation is compiled by plain rustc).
        for item in IntoIterator::into_iter(self.items).flatten() {
            if !kept.contains(&item) {
                kept.push(item);
            }
        }
        List::from_vec(kept)
    }
}

/// A value that is either one item or a list of items: what `Join`'s first argument may be
/// (Strachey's CaptureTree gives a position, or a list of them).
#[derive(Clone, PartialEq)]
pub enum Many<T> {
    One(T),
    List(List<T>),
}

impl<T: Clone> Many<T> {
    /// `Join(self, rest)`: cons for one item, append for a list. By reference: moved in by
    /// value, the item was copied out of its enum as single words and then read back as one
    /// 16-byte block, a load the processor cannot forward from the narrower stores, so every
    /// cons of a move list waited for them.
    #[inline(always)]
    pub fn join(&self, rest: List<T>) -> List<T> {
        match self {
            Many::One(item) => List::cons(item.clone(), rest),
            Many::List(list) => list.append(rest),
        }
    }
}

// ---------------------------------------------------------------------------------------------
// The dynamic value

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

impl Value {
    pub fn kind(&self) -> &'static str {
        match self {
            Value::Int(_) => "an integer",
            Value::Infinity { .. } => "an infinity",
            Value::Logical(_) => "a logical",
            Value::Bool(_) => "a truth value",
            Value::Nil => "NIL",
            Value::Tuple(_) => "a tuple",
            Value::List(_) => "a list",
            Value::Atom(_) => "a named constant",
        }
    }

    fn number(&self) -> Option<Num> {
        match self {
            Value::Int(n) => Some(Num::Int(*n)),
            Value::Infinity { positive: true } => Some(Num::PosInf),
            Value::Infinity { positive: false } => Some(Num::NegInf),
            _ => None,
        }
    }

    fn list(&self) -> Option<List<Value>> {
        match self {
            Value::Nil => Some(List::nil()),
            Value::List(l) => Some(l.clone()),
            _ => None,
        }
    }
}

fn num_value(n: Num) -> Value {
    match n {
        Num::Int(n) => Value::Int(n),
        Num::PosInf => Value::Infinity { positive: true },
        Num::NegInf => Value::Infinity { positive: false },
    }
}

fn list_value(l: List<Value>) -> Value {
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
        num_value(*self)
    }
}
impl ToValue for Atom {
    fn to_value(&self) -> Value {
        Value::Atom(*self)
    }
}
impl ToValue for Nil {
    fn to_value(&self) -> Value {
        Value::Nil
    }
}
impl<T: ToValue + Clone> ToValue for List<T> {
    fn to_value(&self) -> Value {
        list_value(List::from_vec(
            self.to_vec().iter().map(ToValue::to_value).collect(),
        ))
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
impl<T: ToValue + Clone> ToValue for Many<T> {
    fn to_value(&self) -> Value {
        match self {
            Many::One(v) => v.to_value(),
            Many::List(l) => l.to_value(),
        }
    }
}

macro_rules! tuple_impls {
    ($(($($t:ident $i:tt),+))+) => {$(
        impl<$($t: ToValue),+> ToValue for ($($t,)+) {
            fn to_value(&self) -> Value {
                Value::Tuple(vec![$(self.$i.to_value()),+].into())
            }
        }
        impl<$($t: Show),+> Show for ($($t,)+) {
            fn show(&self, out: &mut String) {
                out.push('(');
                $(
                    if $i > 0 {
                        out.push_str(", ");
                    }
                    self.$i.show(out);
                )+
                out.push(')');
            }
        }
    )+};
}

tuple_impls! {
    (A 0, B 1)
    (A 0, B 1, C 2)
    (A 0, B 1, C 2, D 3)
    (A 0, B 1, C 2, D 3, E 4)
    (A 0, B 1, C 2, D 3, E 4, F 5)
    (A 0, B 1, C 2, D 3, E 4, F 5, G 6)
    (A 0, B 1, C 2, D 3, E 4, F 5, G 6, H 7)
}

/// The binary operators, for the dynamic evaluation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Op {
    And,
    Or,
    Equiv,
    Add,
    Sub,
    Mul,
    Div,
    Eq,
    Ne,
    Lt,
    Gt,
    Le,
    Ge,
}

impl Op {
    fn symbol(self) -> &'static str {
        match self {
            Op::And => "∧",
            Op::Or => "∨",
            Op::Equiv => "≡",
            Op::Add => "+",
            Op::Sub => "-",
            Op::Mul => "×",
            Op::Div => "/",
            Op::Eq => "=",
            Op::Ne => "≠",
            Op::Lt => "<",
            Op::Gt => ">",
            Op::Le => "≤",
            Op::Ge => "≥",
        }
    }
}

/// `a op b` on dynamic values, as the interpreter does it.
pub fn binary(op: Op, a: Value, b: Value, reading: Reading, place: &'static str) -> R<Value> {
    let symbol = op.symbol();
    let mismatch = |needs: &str, a: &Value, b: &Value| {
        error(
            format!(
                "type error: `{symbol}` needs {needs}, not {} and {}",
                a.kind(),
                b.kind()
            ),
            place,
        )
    };
    match op {
        Op::Add | Op::Sub => match (&a, &b) {
            (Value::Logical(x), Value::Logical(y)) => Ok(Value::Logical(match (op, reading) {
                (_, Reading::Xor) => x.xor(*y),
                (Op::Add, Reading::Set) => x.or(*y),
                _ => x.minus(*y),
            })),
            _ => match (a.number(), b.number()) {
                (Some(x), Some(y)) => {
                    let r = if op == Op::Add {
                        x.add(y, place)
                    } else {
                        x.sub(y, place)
                    };
                    r.map(num_value)
                }
                _ => Err(mismatch("two numbers or two logicals", &a, &b)),
            },
        },
        Op::Mul | Op::Div => match (&a, &b) {
            (Value::Int(x), Value::Int(y)) => {
                if op == Op::Mul {
                    checked(x.checked_mul(*y), symbol, place).map(Value::Int)
                } else {
                    divide(*x, *y, place).map(Value::Int)
                }
            }
            _ if a.number().is_some() && b.number().is_some() => fail(
                format!("`{symbol}` has no value on these infinities"),
                place,
            ),
            _ => Err(mismatch("two integers", &a, &b)),
        },
        Op::And | Op::Or | Op::Equiv => match (&a, &b) {
            (Value::Logical(x), Value::Logical(y)) => Ok(Value::Logical(match op {
                Op::And => x.and(*y),
                Op::Or => x.or(*y),
                _ => x.equiv(*y),
            })),
            (Value::Bool(x), Value::Bool(y)) => Ok(Value::Bool(match op {
                Op::And => *x && *y,
                Op::Or => *x || *y,
                _ => x == y,
            })),
            _ => Err(mismatch("two logicals or two truth values", &a, &b)),
        },
        Op::Eq | Op::Ne => {
            let same = match (&a, &b) {
                (Value::Logical(x), Value::Logical(y)) => x == y,
                (Value::Bool(x), Value::Bool(y)) => x == y,
                (Value::Atom(x), Value::Atom(y)) => x == y,
                (
                    Value::Nil | Value::List(_) | Value::Tuple(_),
                    Value::Nil | Value::List(_) | Value::Tuple(_),
                ) => a == b,
                _ => match (a.number(), b.number()) {
                    (Some(x), Some(y)) => x == y,
                    _ => return Err(mismatch("two values of one kind", &a, &b)),
                },
            };
            Ok(Value::Bool(same == (op == Op::Eq)))
        }
        Op::Lt | Op::Gt | Op::Le | Op::Ge => match (a.number(), b.number()) {
            (Some(x), Some(y)) => Ok(Value::Bool(match op {
                Op::Lt => x < y,
                Op::Gt => x > y,
                Op::Le => x <= y,
                _ => x >= y,
            })),
            _ => Err(mismatch("two numbers", &a, &b)),
        },
    }
}

/// The unary operators, for the dynamic evaluation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UnOp {
    Neg,
    Not,
    LogicalNot,
}

pub fn unary(op: UnOp, v: Value, place: &'static str) -> R<Value> {
    match (op, &v) {
        (UnOp::Neg, _) if v.number().is_some() => v
            .number()
            .map_or(Ok(Num::Int(0)), |n| n.neg(place))
            .map(num_value),
        (UnOp::Not, Value::Logical(x)) => Ok(Value::Logical(x.complement())),
        (UnOp::Not | UnOp::LogicalNot, Value::Bool(b)) => Ok(Value::Bool(!b)),
        _ => {
            let (symbol, needs) = match op {
                UnOp::Neg => ("-", "a number"),
                UnOp::Not => ("~", "a logical or a truth value"),
                UnOp::LogicalNot => ("¬", "a truth value"),
            };
            fail(
                format!("type error: `{symbol}` needs {needs}, not {}", v.kind()),
                place,
            )
        }
    }
}

/// A test's truth value.
pub fn truth(v: Value, place: &'static str) -> R<bool> {
    match v {
        Value::Bool(b) => Ok(b),
        other => fail(
            format!(
                "type error: a test must be a truth value, not {}",
                other.kind()
            ),
            place,
        ),
    }
}

/// `let (a, b, ...) = v` on a dynamic value.
pub fn untuple(v: Value, names: usize, place: &'static str) -> R<Vec<Value>> {
    match v {
        Value::Tuple(items) if items.len() == names => Ok(items.to_vec()),
        Value::Tuple(items) => fail(
            format!(
                "cannot bind {names} names to a tuple of {} items",
                items.len()
            ),
            place,
        ),
        other => fail(
            format!(
                "cannot bind {names} names to {}: it is not a tuple",
                other.kind()
            ),
            place,
        ),
    }
}

fn bad_argument(function: &str, position: usize, expected: &str, found: &Value) -> String {
    format!(
        "type error: argument {position} of {function} must be {expected}, not {}",
        found.kind()
    )
}

/// The builtins on dynamic values, by name, as the interpreter applies them.
pub fn builtin(name: &str, args: Vec<Value>, place: &'static str) -> R<Value> {
    let arg = |i: usize| args.get(i).cloned().unwrap_or(Value::Nil);
    let not_a_list = |found: &Value| match found {
        Value::Nil => error(format!("{name} of the empty list (NIL)"), place),
        other => error(bad_argument(name, 1, "a non-empty list", other), place),
    };
    match name {
        "Null" => match arg(0) {
            Value::Nil => Ok(Value::Bool(true)),
            Value::Logical(x) => Ok(Value::Bool(x.is_zero())),
            Value::List(_) | Value::Tuple(_) => Ok(Value::Bool(false)),
            other => fail(bad_argument(name, 1, "a list or a logical", &other), place),
        },
        "Next" | "Head" | "Tail" => match arg(0) {
            Value::List(l) => {
                let (head, tail) = l.next(place)?;
                Ok(match name {
                    "Next" => Value::Tuple(vec![head, list_value(tail)].into()),
                    "Head" => head,
                    _ => list_value(tail),
                })
            }
            other => Err(not_a_list(&other)),
        },
        "Join" => {
            let rest = arg(1);
            let Some(rest) = rest.list() else {
                return fail(bad_argument(name, 2, "a list", &rest), place);
            };
            Ok(list_value(match arg(0) {
                Value::Nil => rest,
                Value::List(front) => front.append(rest),
                item => List::cons(item, rest),
            }))
        }
        "MinList" => Ok(list_value(min_list(
            args.into_iter().filter(|v| *v != Value::Nil).collect(),
        ))),
        "SingleDigitFrom" => match arg(0) {
            Value::Logical(x) => x.single_digit(place).map(Value::Logical),
            other => fail(bad_argument(name, 1, "a logical", &other), place),
        },
        "Shift" => match (arg(0), arg(1)) {
            (Value::Logical(x), Value::Int(n)) => Ok(Value::Logical(x.shift(n))),
            (Value::Logical(_), other) => fail(bad_argument(name, 2, "an integer", &other), place),
            (other, _) => fail(bad_argument(name, 1, "a logical", &other), place),
        },
        "Count" => match arg(0) {
            Value::Logical(x) => Ok(Value::Int(x.count())),
            other => fail(bad_argument(name, 1, "a logical", &other), place),
        },
        _ => fail(format!("undefined name `{name}`"), place),
    }
}

// ---------------------------------------------------------------------------------------------
// Printing, as `attic run` prints

/// How a value prints: the interpreter's notation.
pub trait Show {
    fn show(&self, out: &mut String);

    /// The items of a list, each printed, when the value is a non-empty list (a long list
    /// prints one item a line).
    fn show_items(&self) -> Option<Vec<String>> {
        None
    }
}

pub fn shown<T: Show + ?Sized>(v: &T) -> String {
    let mut s = String::new();
    v.show(&mut s);
    s
}

impl Show for i64 {
    fn show(&self, out: &mut String) {
        let _ = write!(out, "{self}");
    }
}
impl Show for bool {
    fn show(&self, out: &mut String) {
        let _ = write!(out, "{self}");
    }
}
impl Show for Logical {
    fn show(&self, out: &mut String) {
        out.push('{');
        let mut rest = self.0;
        let mut first = true;
        while rest != 0 {
            if !first {
                out.push(',');
            }
            first = false;
            let _ = write!(out, "{}", rest.trailing_zeros());
            rest &= rest - 1;
        }
        out.push('}');
    }
}
impl Show for Num {
    fn show(&self, out: &mut String) {
        match self {
            Num::NegInf => out.push_str("-∞"),
            Num::PosInf => out.push('∞'),
            Num::Int(n) => n.show(out),
        }
    }
}
impl Show for Atom {
    fn show(&self, out: &mut String) {
        out.push_str(match self {
            Atom::Capture => "Capture",
            Atom::NonCapture => "NonCapture",
        });
    }
}
impl Show for Nil {
    fn show(&self, out: &mut String) {
        out.push_str("NIL");
    }
}
impl<T: Show + Clone> Show for List<T> {
    fn show(&self, out: &mut String) {
        if self.is_empty() {
            return out.push_str("NIL");
        }
        out.push('[');
        for (i, item) in self.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            item.show(out);
        }
        out.push(']');
    }
    fn show_items(&self) -> Option<Vec<String>> {
        if self.is_empty() {
            None
        } else {
            Some(self.iter().map(|v| shown(v)).collect())
        }
    }
}
impl<T: Show> Show for Option<T> {
    fn show(&self, out: &mut String) {
        match self {
            Some(v) => v.show(out),
            None => out.push_str("NIL"),
        }
    }
    fn show_items(&self) -> Option<Vec<String>> {
        self.as_ref().and_then(Show::show_items)
    }
}
impl<T: Show + Clone> Show for Many<T> {
    fn show(&self, out: &mut String) {
        match self {
            Many::One(v) => v.show(out),
            Many::List(l) => l.show(out),
        }
    }
    fn show_items(&self) -> Option<Vec<String>> {
        match self {
            Many::One(v) => v.show_items(),
            Many::List(l) => l.show_items(),
        }
    }
}
impl Show for Value {
    fn show(&self, out: &mut String) {
        match self {
            Value::Int(n) => n.show(out),
            Value::Infinity { positive: true } => out.push('∞'),
            Value::Infinity { positive: false } => out.push_str("-∞"),
            Value::Logical(x) => x.show(out),
            Value::Bool(b) => b.show(out),
            Value::Nil => out.push_str("NIL"),
            Value::Atom(a) => a.show(out),
            Value::Tuple(items) => {
                out.push('(');
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    item.show(out);
                }
                out.push(')');
            }
            Value::List(l) => l.show(out),
        }
    }
    fn show_items(&self) -> Option<Vec<String>> {
        match self {
            Value::List(l) => l.show_items(),
            _ => None,
        }
    }
}

/// A result longer than this goes one list item to a line.
const LINE_WIDTH: usize = 100;

/// What `attic run --eval` prints on stdout for a value (with its newline).
pub fn printed<T: Show>(v: &T) -> String {
    let line = shown(v);
    match v.show_items() {
        Some(items) if line.chars().count() > LINE_WIDTH => {
            let mut s = String::from("[\n");
            for item in items {
                let _ = writeln!(s, "  {item},");
            }
            s.push_str("]\n");
            s
        }
        _ => line + "\n",
    }
}

/// The outcome as `attic run` reports it: `Ok(stdout text)` or `Err(stderr text)`.
pub fn report<T: Show>(result: R<T>) -> Result<String, String> {
    match result {
        Ok(v) => Ok(printed(&v)),
        Err(Stop::Resign) => Ok("Resign\n".to_string()),
        Err(Stop::Error(e)) => Err(format!("error: {}\n --> {}\n", e.0, e.1)),
    }
}
