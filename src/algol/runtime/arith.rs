//! The arithmetic of ALGOL 60 on numbers and truth values: the binary operators (Revised
//! Report 3.3.4, 3.4.5), unary minus, the standard functions (3.2.4), the conversion on
//! assignment (4.2.4) and the step-until element's exhaustion test (4.6.4.2). One definition
//! for the interpreter and the translated programs, so both give the same value and the same
//! message case for case (std only besides the error messages: pasted into standalone
//! translations).
//!
//! Each executor hands its values over as [`Operand`]s and puts the [`Num`] it gets back into
//! its own value type; where an operation fails, it adds the source place to the
//! [`ErrorKind`].

use super::super::error::ErrorKind;
// Pasted into standalone translations, which plain `rustc` compiles as the 2015 edition:
// its prelude lacks `TryFrom`.
#[allow(unused_imports)]
use std::convert::TryFrom;

/// A declared type.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Type {
    Integer,
    Real,
    Boolean,
}

/// The binary operators.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BinaryOp {
    Power,
    Mul,
    Div,
    IntDiv,
    Add,
    Sub,
    Less,
    NotGreater,
    Equal,
    NotLess,
    Greater,
    NotEqual,
    And,
    Or,
    Implies,
    Equiv,
}

/// The standard functions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StdFn {
    Abs,
    /// The Modified Report's integer absolute value: a real argument is rounded first.
    Iabs,
    Sign,
    Sqrt,
    Sin,
    Cos,
    Arctan,
    Ln,
    Exp,
    Entier,
}

/// A value an operator can work on.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Num {
    Int(i64),
    Real(f64),
    Bool(bool),
}

/// What the arithmetic asks of an executor's value.
pub trait Operand {
    /// The value, when it is a number or a truth value.
    fn num(&self) -> Option<Num>;
    /// What the value is, for a message: `"an integer"`, `"an array"`, `"an undefined value"`.
    fn kind_name(&self) -> &'static str;
}

impl Operand for Num {
    fn num(&self) -> Option<Num> {
        Some(*self)
    }

    fn kind_name(&self) -> &'static str {
        match self {
            Num::Int(_) => "an integer",
            Num::Real(_) => "a real number",
            Num::Bool(_) => "a Boolean",
        }
    }
}

/// What an operation gives: its value, or what went wrong.
pub type Outcome<T> = Result<T, ErrorKind>;

const UNDEFINED: &str = "an undefined value";

/// The value of an arithmetic operand as a real.
#[inline(always)]
fn real_of(v: Option<Num>) -> Option<f64> {
    match v {
        Some(Num::Int(i)) => Some(i as f64),
        Some(Num::Real(r)) => Some(r),
        _ => None,
    }
}

/// A real rounded to the nearest integer (4.2.4: `entier(r + 0.5)`), None when out of range.
pub fn round_to_int(r: f64) -> Option<i64> {
    let v = (r + 0.5).floor();
    if v.is_finite() && v >= i64::MIN as f64 && v < i64::MAX as f64 {
        Some(v as i64)
    } else {
        None
    }
}

/// Integer arithmetic and comparisons on the fast path (None: overflow, division by zero, or
/// an operator that needs the general rules of [`binary`]).
#[inline(always)]
pub fn int_fast(op: BinaryOp, a: i64, b: i64) -> Option<Num> {
    use self::BinaryOp::*;
    Some(match op {
        Add => Num::Int(a.checked_add(b)?),
        Sub => Num::Int(a.checked_sub(b)?),
        Mul => Num::Int(a.checked_mul(b)?),
        IntDiv if b != 0 => Num::Int(a.checked_div(b)?),
        Less => Num::Bool(a < b),
        NotGreater => Num::Bool(a <= b),
        Equal => Num::Bool(a == b),
        NotLess => Num::Bool(a >= b),
        Greater => Num::Bool(a > b),
        NotEqual => Num::Bool(a != b),
        _ => return None,
    })
}

/// The logical operators on truth values.
#[inline(always)]
fn logic(op: BinaryOp, a: bool, b: bool) -> Option<Num> {
    use self::BinaryOp::*;
    Some(Num::Bool(match op {
        And => a && b,
        Or => a || b,
        Implies => !a || b,
        Equiv => a == b,
        _ => return None,
    }))
}

/// The operator's type error: it names the left operand when that is not a number or truth
/// value, else the right one.
#[cold]
fn type_error<T>(expected: &'static str, l: &impl Operand, r: &impl Operand) -> Outcome<T> {
    let found = match l.num() {
        Some(_) => r.kind_name(),
        None => l.kind_name(),
    };
    Err(ErrorKind::Type { expected, found })
}

fn real_result(v: f64) -> Outcome<Num> {
    if v.is_finite() {
        Ok(Num::Real(v))
    } else {
        Err(ErrorKind::Domain("real arithmetic overflowed".into()))
    }
}

fn int_power(a: i64, b: i64) -> Outcome<Num> {
    if b > 0 {
        // 0, 1 and -1 stay small whatever the exponent; any other base overflows long
        // before an exponent too large for `checked_pow`.
        match a {
            0 | 1 => return Ok(Num::Int(a)),
            -1 => return Ok(Num::Int(if b % 2 == 0 { 1 } else { -1 })),
            _ => {}
        }
        match u32::try_from(b).ok().and_then(|e| a.checked_pow(e)) {
            Some(v) => Ok(Num::Int(v)),
            None => Err(ErrorKind::Overflow),
        }
    } else if a == 0 {
        Err(ErrorKind::Domain(format!("0 ↑ {b} is undefined")))
    } else if b == 0 {
        Ok(Num::Int(1))
    } else {
        real_int_power(a as f64, b)
    }
}

fn real_int_power(a: f64, j: i64) -> Outcome<Num> {
    if j == 0 {
        return if a == 0.0 {
            Err(ErrorKind::Domain("0 ↑ 0 is undefined".into()))
        } else {
            Ok(Num::Real(1.0))
        };
    }
    if a == 0.0 && j < 0 {
        return Err(ErrorKind::Domain(format!("0 ↑ {j} is undefined")));
    }
    let v = match i32::try_from(j) {
        Ok(e) => a.powi(e),
        Err(_) => a.powf(j as f64),
    };
    real_result(v)
}

/// `l op r`.
#[inline]
pub fn binary(op: BinaryOp, l: &impl Operand, r: &impl Operand) -> Outcome<Num> {
    let fast = match (l.num(), r.num()) {
        (Some(Num::Int(a)), Some(Num::Int(b))) => int_fast(op, a, b),
        (Some(Num::Bool(a)), Some(Num::Bool(b))) => logic(op, a, b),
        _ => None,
    };
    match fast {
        Some(n) => Ok(n),
        None => general(op, l, r),
    }
}

/// `l op r` by the general rules: reals, mixed operands, powers, overflow and every error.
#[inline(never)]
fn general(op: BinaryOp, l: &impl Operand, r: &impl Operand) -> Outcome<Num> {
    use self::BinaryOp::*;
    let (a, b) = (l.num(), r.num());
    // The integer operations give None on overflow (and logic never); every other arm returns.
    let checked = match (op, a, b) {
        (Add, Some(Num::Int(a)), Some(Num::Int(b))) => a.checked_add(b).map(Num::Int),
        (Sub, Some(Num::Int(a)), Some(Num::Int(b))) => a.checked_sub(b).map(Num::Int),
        (Mul, Some(Num::Int(a)), Some(Num::Int(b))) => a.checked_mul(b).map(Num::Int),
        (IntDiv, Some(Num::Int(a)), Some(Num::Int(b))) => {
            if b == 0 {
                return Err(ErrorKind::DivisionByZero);
            }
            a.checked_div(b).map(Num::Int)
        }
        // Say which operand is not an integer (a real `x` in `x ÷ 2`).
        (IntDiv, _, _) => {
            let found = match a {
                Some(Num::Int(_)) => r.kind_name(),
                _ => l.kind_name(),
            };
            return Err(ErrorKind::Type {
                expected: "integers on both sides of `÷`",
                found,
            });
        }
        (Power, Some(Num::Int(a)), Some(Num::Int(b))) => return int_power(a, b),
        (Power, _, _) => {
            return match (real_of(a), b) {
                (Some(a), Some(Num::Int(j))) => real_int_power(a, j),
                (Some(a), Some(Num::Real(x))) => {
                    if a > 0.0 {
                        real_result(a.powf(x))
                    } else if a == 0.0 && x > 0.0 {
                        Ok(Num::Real(0.0))
                    } else {
                        Err(ErrorKind::Domain(format!("{a} ↑ {x} is undefined")))
                    }
                }
                _ => type_error("numbers around `↑`", l, r),
            }
        }
        (Add | Sub | Mul | Div, _, _) => {
            return match (real_of(a), real_of(b)) {
                (Some(a), Some(b)) => real_result(match op {
                    Add => a + b,
                    Sub => a - b,
                    Mul => a * b,
                    _ => {
                        if b == 0.0 {
                            return Err(ErrorKind::DivisionByZero);
                        }
                        a / b
                    }
                }),
                _ => type_error("numbers", l, r),
            }
        }
        (Less | NotGreater | Equal | NotLess | Greater | NotEqual, _, _) => {
            let ord = match (a, b) {
                (Some(Num::Int(a)), Some(Num::Int(b))) => a.partial_cmp(&b),
                _ => match (real_of(a), real_of(b)) {
                    (Some(a), Some(b)) => a.partial_cmp(&b),
                    _ => return type_error("numbers on both sides of a relation", l, r),
                },
            };
            let Some(ord) = ord else {
                return Err(ErrorKind::Domain(
                    "a comparison with an undefined real".into(),
                ));
            };
            use std::cmp::Ordering as O;
            return Ok(Num::Bool(match op {
                Less => ord == O::Less,
                NotGreater => ord != O::Greater,
                Equal => ord == O::Equal,
                NotLess => ord != O::Less,
                Greater => ord == O::Greater,
                _ => ord != O::Equal,
            }));
        }
        (And | Or | Implies | Equiv, Some(Num::Bool(a)), Some(Num::Bool(b))) => logic(op, a, b),
        _ => return type_error("Booleans around a logical operator", l, r),
    };
    checked.ok_or(ErrorKind::Overflow)
}

/// `-v`.
pub fn negate(v: &impl Operand) -> Outcome<Num> {
    match v.num() {
        Some(Num::Int(i)) => i.checked_neg().map(Num::Int).ok_or(ErrorKind::Overflow),
        Some(Num::Real(r)) => Ok(Num::Real(-r)),
        _ => Err(ErrorKind::Type {
            expected: "a number",
            found: v.kind_name(),
        }),
    }
}

/// A standard function of `v`.
pub fn standard(f: StdFn, v: &impl Operand) -> Outcome<Num> {
    let n = v.num();
    let Some(x) = real_of(n) else {
        return Err(ErrorKind::Type {
            expected: "a number",
            found: v.kind_name(),
        });
    };
    match f {
        StdFn::Abs => match n {
            Some(Num::Int(i)) => i.checked_abs().map(Num::Int).ok_or(ErrorKind::Overflow),
            _ => Ok(Num::Real(x.abs())),
        },
        StdFn::Iabs => match n {
            Some(Num::Int(i)) => i.checked_abs().map(Num::Int).ok_or(ErrorKind::Overflow),
            _ => round_to_int(x)
                .and_then(i64::checked_abs)
                .map(Num::Int)
                .ok_or(ErrorKind::Overflow),
        },
        StdFn::Sign => Ok(Num::Int(if x > 0.0 {
            1
        } else if x < 0.0 {
            -1
        } else {
            0
        })),
        StdFn::Sqrt => {
            if x < 0.0 {
                Err(ErrorKind::Domain(format!(
                    "sqrt of the negative number {x}"
                )))
            } else {
                Ok(Num::Real(x.sqrt()))
            }
        }
        StdFn::Sin => Ok(Num::Real(x.sin())),
        StdFn::Cos => Ok(Num::Real(x.cos())),
        StdFn::Arctan => Ok(Num::Real(x.atan())),
        StdFn::Ln => {
            if x <= 0.0 {
                Err(ErrorKind::Domain(format!(
                    "ln of {x}, which is not positive"
                )))
            } else {
                Ok(Num::Real(x.ln()))
            }
        }
        StdFn::Exp => real_result(x.exp()),
        StdFn::Entier => match n {
            Some(Num::Int(i)) => Ok(Num::Int(i)),
            _ => {
                let fl = x.floor();
                if fl.is_finite() && fl >= i64::MIN as f64 && fl < i64::MAX as f64 {
                    Ok(Num::Int(fl as i64))
                } else {
                    Err(ErrorKind::Overflow)
                }
            }
        },
    }
}

/// `v` converted for assignment to a variable of type `ty` (reals are rounded to integers).
#[inline]
pub fn coerce(ty: Type, v: &impl Operand) -> Outcome<Num> {
    match (ty, v.num()) {
        (Type::Integer, Some(Num::Int(i))) => Ok(Num::Int(i)),
        (Type::Integer, Some(Num::Real(r))) => {
            round_to_int(r).map(Num::Int).ok_or(ErrorKind::Overflow)
        }
        (Type::Real, Some(Num::Real(r))) => Ok(Num::Real(r)),
        (Type::Real, Some(Num::Int(i))) => Ok(Num::Real(i as f64)),
        (Type::Boolean, Some(Num::Bool(b))) => Ok(Num::Bool(b)),
        (ty, _) => Err(ErrorKind::Type {
            expected: match ty {
                Type::Boolean => "a Boolean",
                _ => "a number",
            },
            found: v.kind_name(),
        }),
    }
}

/// `(V - C) × sign(B) > 0`: the step-until element with control value `v`, step `b` and limit
/// `c` is exhausted. `name` names the controlled variable, for the message when a value is
/// undefined.
#[inline]
pub fn exhausted<V: Operand>(v: &V, b: &V, c: &V, name: impl FnOnce() -> String) -> Outcome<bool> {
    match (v.num(), b.num(), c.num()) {
        (Some(Num::Int(v)), Some(Num::Int(b)), Some(Num::Int(c))) => {
            Ok((b > 0 && v > c) || (b < 0 && v < c))
        }
        (nv, nb, nc) => match (real_of(nv), real_of(nb), real_of(nc)) {
            (Some(v), Some(b), Some(c)) => {
                Ok((v - c) * b.signum() * (b != 0.0) as i32 as f64 > 0.0)
            }
            _ => {
                let found = [v, b, c]
                    .iter()
                    .find(|x| real_of(x.num()).is_none())
                    .map_or("something else", |x| x.kind_name());
                if found == UNDEFINED {
                    return Err(ErrorKind::Undefined(name()));
                }
                Err(ErrorKind::Type {
                    expected: "a number",
                    found,
                })
            }
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const OPS: [BinaryOp; 16] = {
        use BinaryOp::*;
        [
            Power, Mul, Div, IntDiv, Add, Sub, Less, NotGreater, Equal, NotLess, Greater, NotEqual,
            And, Or, Implies, Equiv,
        ]
    };

    /// The fast path of [`binary`] gives what the general rules give, for every operator on
    /// integers (overflow and zero included) and on truth values.
    #[test]
    fn the_fast_path_agrees_with_the_general_rules() {
        let ints = [i64::MIN, -7, -1, 0, 1, 2, 7, i64::MAX];
        let operands: Vec<Num> = ints
            .iter()
            .map(|&i| Num::Int(i))
            .chain([Num::Bool(false), Num::Bool(true), Num::Real(2.5)])
            .collect();
        for op in OPS {
            for l in &operands {
                for r in &operands {
                    assert_eq!(binary(op, l, r), general(op, l, r), "{l:?} {op:?} {r:?}");
                }
            }
        }
    }

    #[test]
    fn type_errors_name_the_operand_that_is_not_a_number() {
        let found = |e: Outcome<Num>| match e {
            Err(ErrorKind::Type { found, .. }) => found,
            other => panic!("{other:?}"),
        };
        let (int, truth) = (Num::Int(1), Num::Bool(true));
        assert_eq!(found(binary(BinaryOp::Add, &int, &truth)), "a Boolean");
        // Both are values an operator takes: the right one is named.
        assert_eq!(found(binary(BinaryOp::And, &truth, &int)), "an integer");
        assert_eq!(
            found(binary(BinaryOp::IntDiv, &Num::Real(1.0), &int)),
            "a real number"
        );
        assert_eq!(found(coerce(Type::Boolean, &int)), "an integer");
    }
}
