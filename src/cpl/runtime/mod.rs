//! CPL's semantics, once, for both executors: the interpreter (`cpl::eval`) and programs
//! translated to Rust by `attic translate` (`src/translated/strachey_corrected.rs`) call the
//! same logicals, numbers, operators, builtins and messages.
//!
//! - `mod.rs`: how translated code stops ([`Stop`]), and the operators and builtins as it
//!   calls them: on its dynamic [`Value`], with the place of an error
//! - `error.rs`: what goes wrong ([`ErrorKind`]) and the message of each
//! - `logical.rs`: the Logical bit-string type (45 bits) and the `set`/`xor` readings
//! - `number.rs`: integers with infinities, their checked arithmetic
//! - `value.rs`: [`Dynamic`], what operators and builtins see of a value of either executor,
//!   the words that name its kind; the translation's dynamic [`Value`]
//! - `ops.rs`: the operators on any [`Dynamic`] value, a test's truth value, a tuple's shape
//! - `builtins.rs`: the primitives the listing uses without defining them, and its constants
//! - `list.rs`: the translation's lists, MinList's arguments, "an item or a list"
//! - `ctx.rs`: one evaluation of translated code: its limits, clock and call counts
//! - `show.rs`: printing, as `attic run` prints
//!
//! std only, and `crate::limits` (std only too): `attic translate --standalone` pastes these
//! files, and `src/limits.rs`, at the paths they have in the crate, so that the output
//! compiles with plain `rustc`.

pub mod builtins;
mod ctx;
pub mod error;
mod list;
pub mod logical;
pub mod number;
pub mod ops;
mod show;
pub mod value;

pub use self::builtins::{BOARD, LAST_ROWS, ZERO};
pub use self::ctx::Ctx;
pub use self::list::{Kept, List, Many};
pub use self::logical::{Logical, Reading};
pub use self::number::{checked, divide, Num};
pub use self::ops::{BinaryOp as Op, UnaryOp as UnOp};
pub use self::show::{printed, report, shown, Show};
pub use self::value::{Atom, Dynamic, ToValue, Value};

use self::builtins::Builtin;
use self::error::ErrorKind;

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
pub fn error(message: impl std::fmt::Display, place: &'static str) -> Stop {
    Stop::Error(Box::new((message.to_string(), place)))
}

pub fn fail<T>(message: impl std::fmt::Display, place: &'static str) -> R<T> {
    Err(error(message, place))
}

/// `NIL` where it can only be NIL (and the value of an expression that has none).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Nil;

/// The value of an expression that has no value (its type is empty): reaching it would be a
/// fault of the translator, reported as an error rather than a panic.
pub fn absurd<T>(_: Nil, place: &'static str) -> R<T> {
    fail("internal error: a value of an empty type", place)
}

/// `a op b` on dynamic values.
pub fn binary(op: Op, a: Value, b: Value, reading: Reading, place: &'static str) -> R<Value> {
    ops::binary(op, &a, &b, reading).map_err(|kind| error(kind, place))
}

/// `op v` on a dynamic value.
pub fn unary(op: UnOp, v: Value, place: &'static str) -> R<Value> {
    ops::unary(op, &v).map_err(|kind| error(kind, place))
}

/// A test's truth value.
pub fn truth(v: Value, place: &'static str) -> R<bool> {
    ops::truth(&v).map_err(|kind| error(kind, place))
}

/// `let (a, b, ...) = v` on a dynamic value.
pub fn untuple(v: Value, names: usize, place: &'static str) -> R<Vec<Value>> {
    match ops::tuple_items(&v, names) {
        Ok(items) => Ok(items.to_vec()),
        Err(kind) => fail(kind, place),
    }
}

/// The builtins on dynamic values, by name.
pub fn builtin(name: &str, args: Vec<Value>, place: &'static str) -> R<Value> {
    match Builtin::named(name) {
        Some(function) => function.apply(&args).map_err(|kind| error(kind, place)),
        None => fail(
            ErrorKind::Undefined {
                name: name.to_string(),
            },
            place,
        ),
    }
}
