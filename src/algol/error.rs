//! What can go wrong while an ALGOL program runs, in words: one set of messages for the
//! interpreter and the translated programs (std only: pasted into standalone translations).

use crate::diagnostic::Span;

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
    /// Arrays, frames and stack together would pass this many bytes.
    MemoryLimit(usize),
    /// The run's deadline passed.
    TimeLimit,
    /// The run was cancelled from outside.
    Cancelled,
    NoResult(String),
    /// The program called `fault(str, r)`: the string and the number, as printed.
    Fault(String),
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
            ErrorKind::Fault(what) => write!(f, "fault: {what}"),
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
            ErrorKind::StepLimit(n) => write!(
                f,
                "the program ran for more than {n} steps (the step limit)"
            ),
            ErrorKind::NoResult(name) => write!(
                f,
                "`{name}` gives no value here: it is not a function, or it ended without \
                 assigning one"
            ),
            ErrorKind::StackExhausted => write!(
                f,
                "procedure calls and name parameters nested too deeply for the interpreter's \
                 stack (the memory limit)"
            ),
            ErrorKind::MemoryLimit(n) => write!(
                f,
                "the program's arrays, activations and stack would take more than {n} bytes \
                 (the memory limit)"
            ),
            ErrorKind::TimeLimit => write!(f, "the program ran out of time (the time limit)"),
            ErrorKind::Cancelled => write!(f, "the run was cancelled"),
            ErrorKind::DepthLimit(n) => {
                write!(
                    f,
                    "procedure calls nested deeper than {n} levels (the depth limit)"
                )
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
