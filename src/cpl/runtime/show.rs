//! Printing, as `attic run` prints: a value in the interpreter's notation, a long list one
//! item a line, and the outcome of an evaluation as stdout or stderr text.

use std::fmt::Write as _;

use super::list::{List, Many};
use super::logical::Logical;
use super::number::Num;
use super::value::{Atom, Value};
use super::{Nil, Stop, R};

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
        let _ = write!(out, "{self}");
    }
}
impl Show for Num {
    fn show(&self, out: &mut String) {
        let _ = write!(out, "{self}");
    }
}
impl Show for Atom {
    fn show(&self, out: &mut String) {
        out.push_str(self.name());
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
            return Nil.show(out);
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
            None => Nil.show(out),
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
            Value::Infinity { positive } => Num::infinity(*positive).show(out),
            Value::Logical(x) => x.show(out),
            Value::Bool(b) => b.show(out),
            Value::Nil => Nil.show(out),
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

macro_rules! tuple_show {
    ($(($($t:ident $i:tt),+))+) => {$(
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

tuple_show! {
    (A 0, B 1)
    (A 0, B 1, C 2)
    (A 0, B 1, C 2, D 3)
    (A 0, B 1, C 2, D 3, E 4)
    (A 0, B 1, C 2, D 3, E 4, F 5)
    (A 0, B 1, C 2, D 3, E 4, F 5, G 6)
    (A 0, B 1, C 2, D 3, E 4, F 5, G 6, H 7)
}
