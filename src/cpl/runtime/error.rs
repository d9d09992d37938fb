//! What goes wrong while a CPL program runs, and the message of each, word for word the same
//! in the interpreter and in translated programs.

use std::fmt;

/// What went wrong while evaluating.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ErrorKind {
    Undefined {
        name: String,
    },
    /// A name applied to arguments that is not a function.
    NotAFunction {
        name: String,
    },
    /// A function used as a value, without arguments.
    IsAFunction {
        name: String,
    },
    Arity {
        name: String,
        expected: usize,
        found: usize,
    },
    BadOperands {
        op: &'static str,
        needs: &'static str,
        left: &'static str,
        right: &'static str,
    },
    BadOperand {
        op: &'static str,
        needs: &'static str,
        found: &'static str,
    },
    BadArgument {
        function: String,
        position: usize,
        expected: &'static str,
        found: &'static str,
    },
    NotATruthValue {
        found: &'static str,
    },
    NotATuple {
        names: usize,
        found: &'static str,
    },
    TupleLength {
        names: usize,
        items: usize,
    },
    EmptyList {
        function: &'static str,
    },
    /// SingleDigitFrom of the zero word.
    NoDigit,
    Overflow {
        op: &'static str,
    },
    DivisionByZero,
    /// Arithmetic on infinities that has no value (`∞ - ∞`, `∞ × 2`).
    Infinite {
        op: &'static str,
    },
    /// A `value of` block ran out of items before a `result is`.
    NoResult,
    /// An evaluation stopped and no reason was left for it: a fault of the interpreter, said
    /// as one rather than a panic.
    NoReason,
    UnknownCommand {
        name: String,
    },
    /// A constant whose value needs itself.
    SelfDependent {
        name: String,
    },
    DepthLimit {
        limit: usize,
    },
    StepLimit {
        limit: u64,
    },
    /// `x := e` where no variable `x` is in scope.
    AssignUndefined {
        name: String,
    },
    /// `F := e` where `F` is a definition or a builtin: only variables are assigned.
    AssignNotVariable {
        name: String,
    },
    MemoryLimit {
        limit: usize,
    },
    /// The evaluation's deadline passed.
    TimeLimit,
    /// The evaluation was cancelled from outside.
    Cancelled,
}

impl ErrorKind {
    /// The bound this error reports reaching, if it is one.
    pub fn limit(&self) -> Option<crate::limits::LimitReached> {
        use crate::limits::LimitReached;
        match self {
            ErrorKind::StepLimit { .. } => Some(LimitReached::Steps),
            ErrorKind::DepthLimit { .. } => Some(LimitReached::Depth),
            ErrorKind::MemoryLimit { .. } => Some(LimitReached::Memory),
            ErrorKind::TimeLimit => Some(LimitReached::Time),
            ErrorKind::Cancelled => Some(LimitReached::Cancelled),
            _ => None,
        }
    }
}

impl fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ErrorKind::Undefined { name } => write!(f, "undefined name `{name}`"),
            ErrorKind::AssignUndefined { name } => write!(
                f,
                "cannot assign to `{name}`: no variable of that name is in scope (define it first with `let {name} = ...`)"
            ),
            ErrorKind::AssignNotVariable { name } => write!(
                f,
                "cannot assign to `{name}`: it is a definition, not a variable (only `let` names and parameters can be assigned)"
            ),
            ErrorKind::NotAFunction { name } => {
                write!(
                    f,
                    "`{name}` is not a function: it cannot be applied to arguments"
                )
            }
            ErrorKind::IsAFunction { name } => {
                write!(f, "`{name}` is a function: apply it to arguments")
            }
            ErrorKind::Arity {
                name,
                expected,
                found,
            } => {
                let s = if *expected == 1 { "" } else { "s" };
                write!(f, "`{name}` takes {expected} argument{s}, not {found}")
            }
            ErrorKind::BadOperands {
                op,
                needs,
                left,
                right,
            } => write!(
                f,
                "type error: `{op}` needs {needs}, not {left} and {right}"
            ),
            ErrorKind::BadOperand { op, needs, found } => {
                write!(f, "type error: `{op}` needs {needs}, not {found}")
            }
            ErrorKind::BadArgument {
                function,
                position,
                expected,
                found,
            } => write!(
                f,
                "type error: argument {position} of {function} must be {expected}, not {found}"
            ),
            ErrorKind::NotATruthValue { found } => {
                write!(f, "type error: a test must be a truth value, not {found}")
            }
            ErrorKind::NotATuple { names, found } => {
                write!(f, "cannot bind {names} names to {found}: it is not a tuple")
            }
            ErrorKind::TupleLength { names, items } => {
                write!(f, "cannot bind {names} names to a tuple of {items} items")
            }
            ErrorKind::EmptyList { function } => {
                write!(f, "{function} of the empty list (NIL)")
            }
            ErrorKind::NoDigit => {
                f.write_str("SingleDigitFrom of the zero bit string, which has no 1 bit")
            }
            ErrorKind::Overflow { op } => write!(f, "integer overflow in `{op}`"),
            ErrorKind::DivisionByZero => f.write_str("division by zero"),
            ErrorKind::Infinite { op } => write!(f, "`{op}` has no value on these infinities"),
            ErrorKind::NoResult => f.write_str("the block ends without `result is`"),
            ErrorKind::NoReason => {
                f.write_str("internal error: the evaluation stopped without a reason")
            }
            ErrorKind::UnknownCommand { name } => {
                write!(f, "unknown command `{name}` (the one command is Resign)")
            }
            ErrorKind::SelfDependent { name } => {
                write!(f, "the value of `{name}` depends on itself")
            }
            ErrorKind::DepthLimit { limit } => write!(
                f,
                "calls nested deeper than {limit}, the depth limit (raise it with --max-depth)"
            ),
            ErrorKind::StepLimit { limit } => write!(
                f,
                "more than {limit} steps, the step limit (raise it with --max-steps)"
            ),
            ErrorKind::MemoryLimit { limit } => write!(
                f,
                "more than {limit} bytes of lists, tuples and calls, the memory limit (raise it \
                 with --max-memory)"
            ),
            ErrorKind::TimeLimit => f.write_str("the program ran out of time (the time limit)"),
            ErrorKind::Cancelled => f.write_str("the run was cancelled"),
        }
    }
}
