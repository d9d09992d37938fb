//! Runtime values, frames and arrays of the interpreter.

use std::cell::RefCell;
use std::rc::Rc;

use super::ast::Type;
use super::compile::{ProcInfo, StdFn, SwitchInfo};
use crate::diagnostic::Span;

/// One array element or simple value without references.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Scalar {
    Undef,
    Int(i64),
    Real(f64),
    Bool(bool),
}

/// An array: its element type, bounds and elements in row-major order.
#[derive(Debug)]
pub struct ArrayObj {
    pub ty: Type,
    pub bounds: Vec<(i64, i64)>,
    pub data: RefCell<Vec<Scalar>>,
}

/// A thunk: an actual parameter called by name, evaluated in the caller's frame at each use.
pub struct Thunk<'p> {
    pub expr: &'p super::compile::CExpr,
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
            Value::Loc(..) | Value::OwnLoc(_) | Value::Thunk(_) => "a name parameter",
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

/// Where the interpreter stopped with an error.
#[derive(Debug, Clone, PartialEq)]
pub struct RuntimeError {
    pub kind: ErrorKind,
    pub span: Span,
}

/// What went wrong at run time.
#[derive(Debug, Clone, PartialEq)]
pub enum ErrorKind {
    Undefined(String),
    Subscript {
        name: String,
        index: i64,
        lower: i64,
        upper: i64,
    },
    Dimensions {
        name: String,
        expected: usize,
        given: usize,
    },
    SwitchIndex {
        name: String,
        index: i64,
        count: usize,
    },
    Parameters {
        name: String,
        expected: usize,
        given: usize,
    },
    Type {
        expected: &'static str,
        found: &'static str,
    },
    NotAssignable(String),
    DivisionByZero,
    Overflow,
    Domain(String),
    Input(String),
    Format(String),
    Output(String),
    LabelGone,
    ForEnteredByJump,
    ArrayBounds(String),
    StepLimit(u64),
    DepthLimit(usize),
    StackExhausted,
    NoResult(String),
}

impl std::fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ErrorKind::Undefined(name) => {
                write!(
                    f,
                    "the value of `{name}` is undefined: it was never assigned"
                )
            }
            ErrorKind::Subscript {
                name,
                index,
                lower,
                upper,
            } => write!(
                f,
                "subscript {index} is out of the bounds {lower}:{upper} of `{name}`"
            ),
            ErrorKind::Dimensions {
                name,
                expected,
                given,
            } => write!(
                f,
                "`{name}` has {expected} dimension{}, this gives {given} subscript{}",
                if *expected == 1 { "" } else { "s" },
                if *given == 1 { "" } else { "s" }
            ),
            ErrorKind::SwitchIndex { name, index, count } => write!(
                f,
                "the switch `{name}` has {count} element{}, there is no element {index}",
                if *count == 1 { "" } else { "s" }
            ),
            ErrorKind::Parameters {
                name,
                expected,
                given,
            } => write!(
                f,
                "`{name}` takes {expected} parameter{}, this call gives {given}",
                if *expected == 1 { "" } else { "s" }
            ),
            ErrorKind::Type { expected, found } => write!(f, "expected {expected}, found {found}"),
            ErrorKind::NotAssignable(name) => write!(
                f,
                "cannot assign to `{name}`: its actual parameter is not a variable"
            ),
            ErrorKind::DivisionByZero => write!(f, "division by zero"),
            ErrorKind::Overflow => write!(f, "integer overflow"),
            ErrorKind::Domain(what) => write!(f, "{what}"),
            ErrorKind::Input(what) => write!(f, "input: {what}"),
            ErrorKind::Format(what) => write!(f, "output format: {what}"),
            ErrorKind::Output(what) => write!(f, "cannot write the output: {what}"),
            ErrorKind::LabelGone => {
                write!(f, "a jump to a label of a block that is no longer active")
            }
            ErrorKind::ForEnteredByJump => write!(
                f,
                "the end of a for statement's body was reached after a jump into it, but the \
                 statement never started, so no for-list element is running"
            ),
            ErrorKind::ArrayBounds(what) => write!(f, "{what}"),
            ErrorKind::StepLimit(n) => write!(f, "the program ran for more than {n} steps"),
            ErrorKind::NoResult(name) => write!(
                f,
                "`{name}` gives no value here: it is not a function, or it ended without \
                 assigning one"
            ),
            ErrorKind::StackExhausted => write!(
                f,
                "procedure calls and name parameters nested too deeply for the interpreter's stack"
            ),
            ErrorKind::DepthLimit(n) => {
                write!(f, "procedure calls nested deeper than {n} levels")
            }
        }
    }
}

impl std::fmt::Display for RuntimeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.kind.fmt(f)
    }
}

impl std::error::Error for RuntimeError {}
