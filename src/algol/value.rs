//! Runtime values and frames of the interpreter (its arrays are `super::array`, shared with
//! translated programs).

use std::cell::RefCell;
use std::rc::Rc;

use super::ast::Type;
use super::lower::{ProcInfo, StdFn, SwitchInfo};

pub use super::array::{ArrayObj, Scalar};

/// A thunk: an actual parameter called by name, evaluated in the caller's frame at each use.
pub struct Thunk<'p> {
    pub expr: &'p super::lower::CExpr,
    pub env: Rc<Frame<'p>>,
}

/// What a frame slot holds.
#[derive(Clone)]
pub enum Value<'p> {
    /// A variable never assigned, with its declared type.
    Undef(Type),
    /// A slot without a fixed type (unspecified value parameters, results of untyped
    /// procedures) that was never assigned.
    Empty,
    Int(i64),
    Real(f64),
    Bool(bool),
    Str(std::sync::Arc<str>),
    Array(Rc<ArrayObj>),
    /// A variable passed by name: the frame that holds it and its slot.
    Loc(Rc<Frame<'p>>, u32),
    /// An own variable passed by name.
    OwnLoc(u32),
    Thunk(Rc<Thunk<'p>>),
    /// A name parameter specified `real` or `integer` whose actual may give the other type:
    /// read converted to the formal's type (the Report's conversion on read, a real rounded
    /// as on assignment); assigned through to the actual's own place.
    AsType(Type, Rc<Value<'p>>),
    /// A procedure with the frame it was declared in.
    Proc(&'p ProcInfo, Rc<Frame<'p>>),
    Std(StdFn),
    /// A label: the identity of its block's activation and the label's number there.
    Label(u64, u32),
    Switch(&'p SwitchInfo, Rc<Frame<'p>>),
}

impl<'p> Value<'p> {
    pub fn kind_name(&self) -> &'static str {
        match self {
            Value::Undef(_) | Value::Empty => "an undefined value",
            Value::Int(_) => "an integer",
            Value::Real(_) => "a real number",
            Value::Bool(_) => "a Boolean",
            Value::Str(_) => "a string",
            Value::Array(_) => "an array",
            Value::Loc(..) | Value::OwnLoc(_) | Value::Thunk(_) | Value::AsType(..) => {
                "a name parameter"
            }
            Value::Proc(..) | Value::Std(_) => "a procedure",
            Value::Label(..) => "a label",
            Value::Switch(..) => "a switch",
        }
    }

    pub fn from_scalar(s: Scalar, ty: Type) -> Value<'p> {
        match s {
            Scalar::Undef => Value::Undef(ty),
            Scalar::Int(v) => Value::Int(v),
            Scalar::Real(v) => Value::Real(v),
            Scalar::Bool(v) => Value::Bool(v),
        }
    }
}

/// The activation of a block or procedure: its slots and its static link.
pub struct Frame<'p> {
    /// Unique among all activations of one run: labels name their activation by it.
    pub id: u64,
    pub parent: Option<Rc<Frame<'p>>>,
    pub slots: RefCell<Vec<Value<'p>>>,
}

impl Frame<'_> {
    /// What an activation with `slots` slots takes, as [`crate::limits::meter`] counts it.
    pub fn bytes(slots: usize) -> usize {
        std::mem::size_of::<Frame>()
            + 2 * std::mem::size_of::<usize>()
            + slots * std::mem::size_of::<Value>()
    }
}

impl Drop for Frame<'_> {
    fn drop(&mut self) {
        crate::limits::meter::freed(Frame::bytes(self.slots.get_mut().len()));
    }
}
