//! The operators: what `+`, `∧`, `=`, `-` and the rest do to each kind of value, and the type
//! errors when they do not apply, on any [`Dynamic`] value (the interpreter's, and the
//! translation's where it found no single type). Also a test's truth value and the shape a
//! `let (a, b, ...)` needs.

use super::error::ErrorKind;
use super::logical::Reading;
use super::number::{int_div, Num};
use super::value::{Dynamic, View};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum UnaryOp {
    /// `-`: arithmetic negation.
    Neg,
    /// `~`: logical (bit-string) complement.
    Not,
    /// `¬`: truth-value negation.
    LogicalNot,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BinaryOp {
    /// `∧` (ASCII `/\`)
    And,
    /// `∨` (ASCII `\/`)
    Or,
    /// `≡` (ASCII `==`)
    Equiv,
    Add,
    Sub,
    /// `×` (ASCII `*`), and juxtaposition of small names.
    Mul,
    Div,
    Eq,
    /// `≠` (ASCII `~=`)
    Ne,
    Lt,
    Gt,
    /// `≤` (ASCII `<=`)
    Le,
    /// `≥` (ASCII `>=`)
    Ge,
}

impl UnaryOp {
    pub fn symbol(self) -> &'static str {
        match self {
            UnaryOp::Neg => "-",
            UnaryOp::Not => "~",
            UnaryOp::LogicalNot => "¬",
        }
    }
}

impl BinaryOp {
    pub fn symbol(self) -> &'static str {
        match self {
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
}

/// The operations the listing does most, on operands of the kinds they expect; `None` sends
/// everything else (including every error) to [`binary`].
#[inline(always)]
pub fn fast_binary<V: Dynamic>(op: BinaryOp, a: &V, b: &V, reading: Reading) -> Option<V> {
    let truth = |b: bool| Some(V::from_bool(b));
    if let (Some(x), Some(y)) = (a.as_logical(), b.as_logical()) {
        return match op {
            BinaryOp::And => Some(V::from_logical(x.and(y))),
            BinaryOp::Add => Some(V::from_logical(x.add(y, reading))),
            BinaryOp::Sub => Some(V::from_logical(x.sub(y, reading))),
            BinaryOp::Or => Some(V::from_logical(x.or(y))),
            BinaryOp::Eq => truth(x == y),
            BinaryOp::Ne => truth(x != y),
            _ => None,
        };
    }
    // Every integer operation but a division by zero and an overflow (both errors).
    if let (Some(x), Some(y)) = (a.as_int(), b.as_int()) {
        let int = |n: Option<i64>| n.map(|n| V::from_num(Num::Int(n)));
        return match op {
            BinaryOp::Eq => truth(x == y),
            BinaryOp::Ne => truth(x != y),
            BinaryOp::Gt => truth(x > y),
            BinaryOp::Lt => truth(x < y),
            BinaryOp::Ge => truth(x >= y),
            BinaryOp::Le => truth(x <= y),
            BinaryOp::Mul => int(x.checked_mul(y)),
            BinaryOp::Add => int(x.checked_add(y)),
            BinaryOp::Sub => int(x.checked_sub(y)),
            BinaryOp::Div if y != 0 => int(x.checked_div(y)),
            _ => None,
        };
    }
    if let (Some(x), Some(y)) = (a.as_bool(), b.as_bool()) {
        return match op {
            BinaryOp::And => truth(x && y),
            BinaryOp::Or => truth(x || y),
            BinaryOp::Eq | BinaryOp::Equiv => truth(x == y),
            BinaryOp::Ne => truth(x != y),
            _ => None,
        };
    }
    match (op, a.as_atom(), b.as_atom()) {
        (BinaryOp::Eq, Some(x), Some(y)) => truth(x == y),
        _ => None,
    }
}

/// The unary operations the listing does most (`~ X`, `- σs`), on operands of the kinds they
/// expect; `None` sends everything else (including every error) to [`unary`].
#[inline(always)]
pub fn fast_unary<V: Dynamic>(op: UnaryOp, v: &V) -> Option<V> {
    match op {
        UnaryOp::Not => match v.as_logical() {
            Some(x) => Some(V::from_logical(x.complement())),
            None => v.as_bool().map(|b| V::from_bool(!b)),
        },
        UnaryOp::Neg => v.as_int()?.checked_neg().map(|n| V::from_num(Num::Int(n))),
        UnaryOp::LogicalNot => v.as_bool().map(|b| V::from_bool(!b)),
    }
}

/// `op v`, every case.
pub fn unary<V: Dynamic>(op: UnaryOp, v: &V) -> Result<V, ErrorKind> {
    match (op, v.view()) {
        (UnaryOp::Neg, View::Num(n)) => n.negate().map(V::from_num),
        (UnaryOp::Not, View::Logical(x)) => Ok(V::from_logical(x.complement())),
        (UnaryOp::Not | UnaryOp::LogicalNot, View::Bool(b)) => Ok(V::from_bool(!b)),
        (op, other) => Err(ErrorKind::BadOperand {
            op: op.symbol(),
            needs: match op {
                UnaryOp::Neg => "a number",
                UnaryOp::Not => "a logical or a truth value",
                UnaryOp::LogicalNot => "a truth value",
            },
            found: other.kind(),
        }),
    }
}

/// `a op b`, every case.
#[inline(never)]
pub fn binary<V: Dynamic>(op: BinaryOp, a: &V, b: &V, reading: Reading) -> Result<V, ErrorKind> {
    let symbol = op.symbol();
    let mismatch = |needs: &'static str| ErrorKind::BadOperands {
        op: symbol,
        needs,
        left: a.kind(),
        right: b.kind(),
    };
    let (va, vb) = (a.view(), b.view());
    match op {
        BinaryOp::Add | BinaryOp::Sub => {
            let minus = op == BinaryOp::Sub;
            match (va, vb) {
                (View::Logical(x), View::Logical(y)) => Ok(V::from_logical(if minus {
                    x.sub(y, reading)
                } else {
                    x.add(y, reading)
                })),
                (View::Num(x), View::Num(y)) => x.add_signed(y, minus).map(V::from_num),
                _ => Err(mismatch("two numbers or two logicals")),
            }
        }
        BinaryOp::Mul | BinaryOp::Div => match (va, vb) {
            (View::Num(Num::Int(x)), View::Num(Num::Int(y))) => {
                let r = if op == BinaryOp::Mul {
                    x.checked_mul(y).ok_or(ErrorKind::Overflow { op: symbol })
                } else {
                    int_div(x, y, symbol)
                };
                r.map(|n| V::from_num(Num::Int(n)))
            }
            (View::Num(_), View::Num(_)) => Err(ErrorKind::Infinite { op: symbol }),
            _ => Err(mismatch("two integers")),
        },
        BinaryOp::And | BinaryOp::Or | BinaryOp::Equiv => match (va, vb) {
            (View::Logical(x), View::Logical(y)) => Ok(V::from_logical(match op {
                BinaryOp::And => x.and(y),
                BinaryOp::Or => x.or(y),
                _ => x.equiv(y),
            })),
            (View::Bool(x), View::Bool(y)) => Ok(V::from_bool(match op {
                BinaryOp::And => x && y,
                BinaryOp::Or => x || y,
                _ => x == y,
            })),
            _ => Err(mismatch("two logicals or two truth values")),
        },
        BinaryOp::Eq | BinaryOp::Ne => {
            let same = match (va, vb) {
                (View::Logical(x), View::Logical(y)) => x == y,
                (View::Bool(x), View::Bool(y)) => x == y,
                (View::Atom(x), View::Atom(y)) => x == y,
                (View::Num(x), View::Num(y)) => x == y,
                (
                    View::Nil | View::List | View::Tuple(_),
                    View::Nil | View::List | View::Tuple(_),
                ) => a.same(b),
                _ => return Err(mismatch("two values of one kind")),
            };
            Ok(V::from_bool(same == (op == BinaryOp::Eq)))
        }
        BinaryOp::Lt | BinaryOp::Gt | BinaryOp::Le | BinaryOp::Ge => match (va, vb) {
            (View::Num(x), View::Num(y)) => Ok(V::from_bool(match op {
                BinaryOp::Lt => x < y,
                BinaryOp::Gt => x > y,
                BinaryOp::Le => x <= y,
                _ => x >= y,
            })),
            _ => Err(mismatch("two numbers")),
        },
    }
}

/// A test's truth value.
#[inline(always)]
pub fn truth<V: Dynamic>(v: &V) -> Result<bool, ErrorKind> {
    match v.view() {
        View::Bool(b) => Ok(b),
        other => Err(ErrorKind::NotATruthValue {
            found: other.kind(),
        }),
    }
}

/// The items `let (a, b, ...) = v` binds to its `names` names: `v` must be a tuple of as
/// many items.
#[inline(always)]
pub fn tuple_items<V: Dynamic>(v: &V, names: usize) -> Result<&[V], ErrorKind> {
    match v.view() {
        View::Tuple(items) if items.len() == names => Ok(items),
        View::Tuple(items) => Err(ErrorKind::TupleLength {
            names,
            items: items.len(),
        }),
        other => Err(ErrorKind::NotATuple {
            names,
            found: other.kind(),
        }),
    }
}
