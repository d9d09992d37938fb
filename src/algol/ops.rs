//! Operators on runtime values: arithmetic, relations, logic, powers, the standard
//! functions, conversions on assignment, and the for statement's exhaustion test.

use super::ast::{BinaryOp, Type};
use super::error::ErrorKind;
use super::eval::{Interp, R};
use super::resolve::{Site, StdFn};
use super::value::*;

pub(super) fn num_of(v: &Value) -> Option<f64> {
    match v {
        Value::Int(i) => Some(*i as f64),
        Value::Real(r) => Some(*r),
        _ => None,
    }
}

pub(super) fn round_to_int(r: f64) -> Option<i64> {
    let v = (r + 0.5).floor();
    if v.is_finite() && v >= i64::MIN as f64 && v < i64::MAX as f64 {
        Some(v as i64)
    } else {
        None
    }
}

/// Integer arithmetic and comparisons without leaving the fast path (None: overflow or an
/// operator that needs the general rules).
#[inline(always)]
pub(super) fn int_fast<'p>(op: BinaryOp, a: i64, b: i64) -> Option<Value<'p>> {
    use BinaryOp::*;
    Some(match op {
        Add => Value::Int(a.checked_add(b)?),
        Sub => Value::Int(a.checked_sub(b)?),
        Mul => Value::Int(a.checked_mul(b)?),
        Less => Value::Bool(a < b),
        NotGreater => Value::Bool(a <= b),
        Equal => Value::Bool(a == b),
        NotLess => Value::Bool(a >= b),
        Greater => Value::Bool(a > b),
        NotEqual => Value::Bool(a != b),
        _ => return None,
    })
}

pub(super) fn type_of_value(v: &Value) -> Option<Type> {
    match v {
        Value::Undef(t) => Some(*t),
        Value::Int(_) => Some(Type::Integer),
        Value::Real(_) => Some(Type::Real),
        Value::Bool(_) => Some(Type::Boolean),
        _ => None,
    }
}

impl<'p, 'io> Interp<'p, 'io> {
    /// `(V - C) × sign(B) > 0`: the step-until element is exhausted.
    #[inline]
    pub(super) fn exhausted(
        &self,
        v: &Value<'p>,
        b: &Value<'p>,
        c: &Value<'p>,
        site: Site,
    ) -> R<bool> {
        match (v, b, c) {
            (Value::Int(v), Value::Int(b), Value::Int(c)) => {
                Ok((*b > 0 && v > c) || (*b < 0 && v < c))
            }
            _ => match (num_of(v), num_of(b), num_of(c)) {
                (Some(v), Some(b), Some(c)) => {
                    Ok((v - c) * b.signum() * (b != 0.0) as i32 as f64 > 0.0)
                }
                _ => {
                    let bad = [v, b, c]
                        .into_iter()
                        .find(|x| num_of(x).is_none())
                        .map_or("something else", |x| x.kind_name());
                    if matches!(bad, "an undefined value") {
                        return self.fail(ErrorKind::Undefined(self.name(site)), site);
                    }
                    self.fail(
                        ErrorKind::Type {
                            expected: "a number",
                            found: bad,
                        },
                        site,
                    )
                }
            },
        }
    }

    // -----------------------------------------------------------------------------------------
    // Assignment

    #[inline(always)]
    pub(super) fn coerce(&self, v: Value<'p>, ty: Type, site: Site) -> R<Value<'p>> {
        match (ty, v) {
            (Type::Integer, Value::Int(i)) => Ok(Value::Int(i)),
            (Type::Integer, Value::Real(r)) => match round_to_int(r) {
                Some(i) => Ok(Value::Int(i)),
                None => self.fail(ErrorKind::Overflow, site),
            },
            (Type::Real, Value::Real(r)) => Ok(Value::Real(r)),
            (Type::Real, Value::Int(i)) => Ok(Value::Real(i as f64)),
            (Type::Boolean, Value::Bool(b)) => Ok(Value::Bool(b)),
            (ty, other) => self.fail(
                ErrorKind::Type {
                    expected: match ty {
                        Type::Boolean => "a Boolean",
                        _ => "a number",
                    },
                    found: other.kind_name(),
                },
                site,
            ),
        }
    }

    pub(super) fn arith(
        &self,
        op: BinaryOp,
        l: Value<'p>,
        r: Value<'p>,
        site: Site,
    ) -> R<Value<'p>> {
        use BinaryOp::*;
        let ov = || ErrorKind::Overflow;
        match (op, &l, &r) {
            (Add, Value::Int(a), Value::Int(b)) => a
                .checked_add(*b)
                .map(Value::Int)
                .map_or_else(|| self.fail(ov(), site), Ok),
            (Sub, Value::Int(a), Value::Int(b)) => a
                .checked_sub(*b)
                .map(Value::Int)
                .map_or_else(|| self.fail(ov(), site), Ok),
            (Mul, Value::Int(a), Value::Int(b)) => a
                .checked_mul(*b)
                .map(Value::Int)
                .map_or_else(|| self.fail(ov(), site), Ok),
            (IntDiv, Value::Int(a), Value::Int(b)) => {
                if *b == 0 {
                    self.fail(ErrorKind::DivisionByZero, site)
                } else {
                    a.checked_div(*b)
                        .map(Value::Int)
                        .map_or_else(|| self.fail(ov(), site), Ok)
                }
            }
            (IntDiv, _, _) => self.type_error("integers on both sides of `÷`", &l, &r, site),
            (Power, Value::Int(a), Value::Int(b)) => self.int_power(*a, *b, site),
            (Power, _, _) => match (num_of(&l), &r) {
                (Some(a), Value::Int(j)) => self.real_int_power(a, *j, site),
                (Some(a), Value::Real(x)) => {
                    if a > 0.0 {
                        self.real_result(a.powf(*x), site)
                    } else if a == 0.0 && *x > 0.0 {
                        Ok(Value::Real(0.0))
                    } else {
                        self.fail(ErrorKind::Domain(format!("{a} ↑ {x} is undefined")), site)
                    }
                }
                _ => self.type_error("numbers around `↑`", &l, &r, site),
            },
            (Add | Sub | Mul | Div, _, _) => match (num_of(&l), num_of(&r)) {
                (Some(a), Some(b)) => {
                    let v = match op {
                        Add => a + b,
                        Sub => a - b,
                        Mul => a * b,
                        _ => {
                            if b == 0.0 {
                                return self.fail(ErrorKind::DivisionByZero, site);
                            }
                            a / b
                        }
                    };
                    self.real_result(v, site)
                }
                _ => self.type_error("numbers", &l, &r, site),
            },
            (Less | NotGreater | Equal | NotLess | Greater | NotEqual, _, _) => {
                let ord = match (&l, &r) {
                    (Value::Int(a), Value::Int(b)) => a.partial_cmp(b),
                    _ => match (num_of(&l), num_of(&r)) {
                        (Some(a), Some(b)) => a.partial_cmp(&b),
                        _ => {
                            return self.type_error(
                                "numbers on both sides of a relation",
                                &l,
                                &r,
                                site,
                            )
                        }
                    },
                };
                let ord = match ord {
                    Some(o) => o,
                    None => {
                        return self.fail(
                            ErrorKind::Domain("a comparison with an undefined real".into()),
                            site,
                        )
                    }
                };
                use std::cmp::Ordering as O;
                Ok(Value::Bool(match op {
                    Less => ord == O::Less,
                    NotGreater => ord != O::Greater,
                    Equal => ord == O::Equal,
                    NotLess => ord != O::Less,
                    Greater => ord == O::Greater,
                    _ => ord != O::Equal,
                }))
            }
            (And | Or | Implies | Equiv, Value::Bool(a), Value::Bool(b)) => {
                Ok(Value::Bool(match op {
                    And => *a && *b,
                    Or => *a || *b,
                    Implies => !*a || *b,
                    _ => a == b,
                }))
            }
            _ => self.type_error("Booleans around a logical operator", &l, &r, site),
        }
    }

    pub(super) fn type_error<T>(
        &self,
        expected: &'static str,
        l: &Value<'p>,
        r: &Value<'p>,
        site: Site,
    ) -> R<T> {
        let bad = if matches!(l, Value::Int(_) | Value::Real(_) | Value::Bool(_)) {
            r
        } else {
            l
        };
        self.fail(
            ErrorKind::Type {
                expected,
                found: bad.kind_name(),
            },
            site,
        )
    }

    pub(super) fn real_result(&self, v: f64, site: Site) -> R<Value<'p>> {
        if v.is_finite() {
            Ok(Value::Real(v))
        } else {
            self.fail(ErrorKind::Domain("real arithmetic overflowed".into()), site)
        }
    }

    pub(super) fn int_power(&self, a: i64, b: i64, site: Site) -> R<Value<'p>> {
        if b > 0 {
            match u32::try_from(b).ok().and_then(|e| a.checked_pow(e)) {
                Some(v) => Ok(Value::Int(v)),
                None => self.fail(ErrorKind::Overflow, site),
            }
        } else if a == 0 {
            self.fail(ErrorKind::Domain(format!("0 ↑ {b} is undefined")), site)
        } else if b == 0 {
            Ok(Value::Int(1))
        } else {
            self.real_int_power(a as f64, b, site)
        }
    }

    pub(super) fn real_int_power(&self, a: f64, j: i64, site: Site) -> R<Value<'p>> {
        if j == 0 {
            return if a == 0.0 {
                self.fail(ErrorKind::Domain("0 ↑ 0 is undefined".into()), site)
            } else {
                Ok(Value::Real(1.0))
            };
        }
        if a == 0.0 && j < 0 {
            return self.fail(ErrorKind::Domain(format!("0 ↑ {j} is undefined")), site);
        }
        let v = match i32::try_from(j) {
            Ok(e) => a.powi(e),
            Err(_) => a.powf(j as f64),
        };
        self.real_result(v, site)
    }

    pub(super) fn std(&self, f: StdFn, v: Value<'p>, site: Site) -> R<Value<'p>> {
        let x = match num_of(&v) {
            Some(x) => x,
            None => {
                return self.fail(
                    ErrorKind::Type {
                        expected: "a number",
                        found: v.kind_name(),
                    },
                    site,
                )
            }
        };
        match f {
            StdFn::Abs => match v {
                Value::Int(i) => i
                    .checked_abs()
                    .map(Value::Int)
                    .map_or_else(|| self.fail(ErrorKind::Overflow, site), Ok),
                _ => Ok(Value::Real(x.abs())),
            },
            StdFn::Sign => Ok(Value::Int(if x > 0.0 {
                1
            } else if x < 0.0 {
                -1
            } else {
                0
            })),
            StdFn::Sqrt => {
                if x < 0.0 {
                    self.fail(
                        ErrorKind::Domain(format!("sqrt of the negative number {x}")),
                        site,
                    )
                } else {
                    Ok(Value::Real(x.sqrt()))
                }
            }
            StdFn::Sin => Ok(Value::Real(x.sin())),
            StdFn::Cos => Ok(Value::Real(x.cos())),
            StdFn::Arctan => Ok(Value::Real(x.atan())),
            StdFn::Ln => {
                if x <= 0.0 {
                    self.fail(
                        ErrorKind::Domain(format!("ln of {x}, which is not positive")),
                        site,
                    )
                } else {
                    Ok(Value::Real(x.ln()))
                }
            }
            StdFn::Exp => self.real_result(x.exp(), site),
            StdFn::Entier => match v {
                Value::Int(i) => Ok(Value::Int(i)),
                _ => {
                    let fl = x.floor();
                    if fl.is_finite() && fl >= i64::MIN as f64 && fl < i64::MAX as f64 {
                        Ok(Value::Int(fl as i64))
                    } else {
                        self.fail(ErrorKind::Overflow, site)
                    }
                }
            },
        }
    }
}
