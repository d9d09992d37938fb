//! Lists of translated code: shared vectors read from the end, so that `Next`, `Tail` and
//! `Join` as cons take constant time; MinList's arguments kept on the stack; and "an item or a
//! list", what `Join`'s first argument may be.

use std::rc::Rc;

use super::builtins::Builtin;
use super::error::ErrorKind;
use super::{error, Stop, R};

/// The error of a list builtin on NIL.
#[cold]
fn empty(function: Builtin, place: &'static str) -> Stop {
    error(
        ErrorKind::EmptyList {
            function: function.name(),
        },
        place,
    )
}

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

    /// The list without its first item; `None` for NIL.
    #[inline]
    pub fn rest(&self) -> Option<List<T>> {
        (self.len > 0).then(|| List {
            items: if self.len > 1 {
                self.items.clone()
            } else {
                None
            },
            len: self.len - 1,
        })
    }

    /// `Next(L)`: the head and the tail.
    #[inline]
    pub fn next(&self, place: &'static str) -> R<(T, List<T>)> {
        match (self.slice().last(), self.rest()) {
            (Some(head), Some(rest)) => Ok((head.clone(), rest)),
            _ => Err(empty(Builtin::Next, place)),
        }
    }

    pub fn head(&self, place: &'static str) -> R<T> {
        match self.slice().last() {
            Some(head) => Ok(head.clone()),
            None => Err(empty(Builtin::Head, place)),
        }
    }

    pub fn tail(&self, place: &'static str) -> R<List<T>> {
        match self.rest() {
            Some(rest) => Ok(rest),
            None => Err(empty(Builtin::Tail, place)),
        }
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

/// MinList's "without repeats": the items in order, each kept unless `same` as one kept.
pub fn without_repeats<T>(
    items: impl IntoIterator<Item = T>,
    same: impl Fn(&T, &T) -> bool,
) -> Vec<T> {
    let mut kept: Vec<T> = Vec::new();
    for item in items {
        if !kept.iter().any(|k| same(k, &item)) {
            kept.push(item);
        }
    }
    kept
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
        // By value in every edition (a standalone translation is compiled by plain rustc).
        let kept = without_repeats(IntoIterator::into_iter(self.items).flatten(), T::eq);
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
