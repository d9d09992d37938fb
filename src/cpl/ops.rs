//! Operators on runtime values: what `+`, `∧`, `=`, `-` and the rest do to each kind of
//! value, and the type errors when they do not apply.

use super::ast::{BinaryOp, UnaryOp};
use super::error::ErrorKind;
use super::runtime::logical::Reading;
use super::value::{Truth, Value};

/// The operations the listing does most, on operands of the kinds they expect; `None` sends
/// everything else (including every error) to [`binary`].
#[inline(always)]
pub(super) fn fast_binary(op: BinaryOp, a: &Value, b: &Value, reading: Reading) -> Option<Value> {
    match (a, b) {
        (Value::Logical(x), Value::Logical(y)) => match op {
            BinaryOp::And => Some(Value::Logical(x.and(*y))),
            BinaryOp::Add => Some(Value::Logical(x.add(*y, reading))),
            BinaryOp::Sub => Some(Value::Logical(x.sub(*y, reading))),
            BinaryOp::Or => Some(Value::Logical(x.or(*y))),
            BinaryOp::Eq => Some(Value::Bool((x == y).into())),
            BinaryOp::Ne => Some(Value::Bool((x != y).into())),
            _ => None,
        },
        // Every integer operation but a division by zero and an overflow (both errors).
        (Value::Int(x), Value::Int(y)) => match op {
            BinaryOp::Eq => Some(Value::Bool((x == y).into())),
            BinaryOp::Ne => Some(Value::Bool((x != y).into())),
            BinaryOp::Gt => Some(Value::Bool((x > y).into())),
            BinaryOp::Lt => Some(Value::Bool((x < y).into())),
            BinaryOp::Ge => Some(Value::Bool((x >= y).into())),
            BinaryOp::Le => Some(Value::Bool((x <= y).into())),
            BinaryOp::Mul => x.checked_mul(*y).map(Value::Int),
            BinaryOp::Add => x.checked_add(*y).map(Value::Int),
            BinaryOp::Sub => x.checked_sub(*y).map(Value::Int),
            BinaryOp::Div if *y != 0 => x.checked_div(*y).map(Value::Int),
            _ => None,
        },
        (Value::Bool(x), Value::Bool(y)) => match op {
            BinaryOp::And => Some(Value::Bool((x.get() && y.get()).into())),
            BinaryOp::Or => Some(Value::Bool((x.get() || y.get()).into())),
            BinaryOp::Eq | BinaryOp::Equiv => Some(Value::Bool((x == y).into())),
            BinaryOp::Ne => Some(Value::Bool((x != y).into())),
            _ => None,
        },
        (Value::Atom(x), Value::Atom(y)) => match op {
            BinaryOp::Eq => Some(Value::Bool((x == y).into())),
            _ => None,
        },
        _ => None,
    }
}

/// The unary operations the listing does most (`~ X`, `- σs`), on operands of the kinds they
/// expect; `None` sends everything else (including every error) to [`unary`].
#[inline(always)]
pub(super) fn fast_unary(op: UnaryOp, v: &Value) -> Option<Value> {
    match (op, v) {
        (UnaryOp::Not, Value::Logical(x)) => Some(Value::Logical(x.not())),
        (UnaryOp::Neg, Value::Int(n)) => n.checked_neg().map(Value::Int),
        (UnaryOp::Not | UnaryOp::LogicalNot, Value::Bool(b)) => Some(Value::Bool(!*b)),
        _ => None,
    }
}

pub(super) fn unary_symbol(op: UnaryOp) -> &'static str {
    match op {
        UnaryOp::Neg => "-",
        UnaryOp::Not => "~",
        UnaryOp::LogicalNot => "¬",
    }
}

pub(super) fn binary_symbol(op: BinaryOp) -> &'static str {
    match op {
        BinaryOp::And => "∧",
        BinaryOp::Or => "∨",
        BinaryOp::Equiv => "≡",
        BinaryOp::Add => "+",
        BinaryOp::Sub => "-",
        BinaryOp::Mul => "×",
        BinaryOp::Div => "/",
        BinaryOp::Eq => "=",
        BinaryOp::Ne => "≠",
        BinaryOp::Lt => "<",
        BinaryOp::Gt => ">",
        BinaryOp::Le => "≤",
        BinaryOp::Ge => "≥",
    }
}

pub(super) fn unary(op: UnaryOp, v: Value) -> Result<Value, ErrorKind> {
    match (op, v) {
        // A match, not `ok_or`: the error is made only when there is one.
        (UnaryOp::Neg, Value::Int(n)) => match n.checked_neg() {
            Some(m) => Ok(Value::Int(m)),
            None => Err(ErrorKind::Overflow { op: "-" }),
        },
        (UnaryOp::Neg, Value::Infinity { positive }) => Ok(Value::Infinity {
            positive: !positive,
        }),
        (UnaryOp::Not, Value::Logical(x)) => Ok(Value::Logical(x.not())),
        (UnaryOp::Not | UnaryOp::LogicalNot, Value::Bool(b)) => Ok(Value::Bool(!b)),
        (op, other) => Err(ErrorKind::BadOperand {
            op: unary_symbol(op),
            needs: match op {
                UnaryOp::Neg => "a number",
                UnaryOp::Not => "a logical or a truth value",
                UnaryOp::LogicalNot => "a truth value",
            },
            found: other.kind(),
        }),
    }
}

/// A number's place on the line: -∞ below every integer, ∞ above.
fn number_key(v: &Value) -> Option<(i8, i64)> {
    match v {
        Value::Int(n) => Some((0, *n)),
        Value::Infinity {
            positive: Truth::True,
        } => Some((1, 0)),
        Value::Infinity {
            positive: Truth::False,
        } => Some((-1, 0)),
        _ => None,
    }
}

#[inline(never)]
pub(super) fn binary(
    op: BinaryOp,
    a: Value,
    b: Value,
    reading: Reading,
) -> Result<Value, ErrorKind> {
    let symbol = binary_symbol(op);
    let mismatch = |needs: &'static str, a: &Value, b: &Value| ErrorKind::BadOperands {
        op: symbol,
        needs,
        left: a.kind(),
        right: b.kind(),
    };
    // Made only on overflow: an error built and dropped on every operation costs a call.
    let overflow = || ErrorKind::Overflow { op: symbol };
    match op {
        BinaryOp::Add | BinaryOp::Sub => {
            let add = op == BinaryOp::Add;
            match (&a, &b) {
                (Value::Int(x), Value::Int(y)) => {
                    let r = if add {
                        x.checked_add(*y)
                    } else {
                        x.checked_sub(*y)
                    };
                    r.map(Value::Int).ok_or_else(overflow)
                }
                (Value::Logical(x), Value::Logical(y)) => Ok(Value::Logical(if add {
                    x.add(*y, reading)
                } else {
                    x.sub(*y, reading)
                })),
                _ => match (number_key(&a), number_key(&b)) {
                    (Some((ka, _)), Some((kb, _))) => {
                        // At least one infinity: b's sign flips for `-`.
                        let kb = if add { kb } else { -kb };
                        match (ka, kb) {
                            (0, k) | (k, 0) => Ok(Value::Infinity {
                                positive: (k > 0).into(),
                            }),
                            (x, y) if x == y => Ok(Value::Infinity {
                                positive: (x > 0).into(),
                            }),
                            _ => Err(ErrorKind::Infinite { op: symbol }),
                        }
                    }
                    _ => Err(mismatch("two numbers or two logicals", &a, &b)),
                },
            }
        }
        BinaryOp::Mul | BinaryOp::Div => match (&a, &b) {
            (Value::Int(x), Value::Int(y)) => {
                if op == BinaryOp::Mul {
                    x.checked_mul(*y).map(Value::Int).ok_or_else(overflow)
                } else if *y == 0 {
                    Err(ErrorKind::DivisionByZero)
                } else {
                    x.checked_div(*y).map(Value::Int).ok_or_else(overflow)
                }
            }
            _ if number_key(&a).is_some() && number_key(&b).is_some() => {
                Err(ErrorKind::Infinite { op: symbol })
            }
            _ => Err(mismatch("two integers", &a, &b)),
        },
        BinaryOp::And | BinaryOp::Or | BinaryOp::Equiv => match (&a, &b) {
            (Value::Logical(x), Value::Logical(y)) => Ok(Value::Logical(match op {
                BinaryOp::And => x.and(*y),
                BinaryOp::Or => x.or(*y),
                _ => x.equiv(*y),
            })),
            (Value::Bool(x), Value::Bool(y)) => Ok(Value::Bool(Truth::from(match op {
                BinaryOp::And => x.get() && y.get(),
                BinaryOp::Or => x.get() || y.get(),
                _ => x == y,
            }))),
            _ => Err(mismatch("two logicals or two truth values", &a, &b)),
        },
        BinaryOp::Eq | BinaryOp::Ne => {
            let same = match (&a, &b) {
                (Value::Logical(x), Value::Logical(y)) => x == y,
                (Value::Bool(x), Value::Bool(y)) => x == y,
                (Value::Atom(x), Value::Atom(y)) => x == y,
                (
                    Value::Nil | Value::List(_) | Value::Tuple(_),
                    Value::Nil | Value::List(_) | Value::Tuple(_),
                ) => a.same(&b),
                _ => match (number_key(&a), number_key(&b)) {
                    (Some(x), Some(y)) => x == y,
                    _ => return Err(mismatch("two values of one kind", &a, &b)),
                },
            };
            Ok(Value::Bool((same == (op == BinaryOp::Eq)).into()))
        }
        BinaryOp::Lt | BinaryOp::Gt | BinaryOp::Le | BinaryOp::Ge => {
            match (number_key(&a), number_key(&b)) {
                (Some(x), Some(y)) => Ok(Value::Bool(Truth::from(match op {
                    BinaryOp::Lt => x < y,
                    BinaryOp::Gt => x > y,
                    BinaryOp::Le => x <= y,
                    _ => x >= y,
                }))),
                _ => Err(mismatch("two numbers", &a, &b)),
            }
        }
    }
}
