//! Operators on runtime values: the interpreter's side of [`super::arith`] (values in, values
//! out, the source place added to a failure), conversions on assignment, and the for
//! statement's exhaustion test.

use super::eval::{Interp, R};
use super::lower::{Site, StdFn};
use super::runtime::arith::{self, BinaryOp, Num, Operand, Type};
pub(super) use super::runtime::arith::{int_fast, round_to_int};
use super::value::*;

pub(super) fn type_of_value(v: &Value) -> Option<Type> {
    match v {
        Value::Undef(t) => Some(*t),
        Value::Int(_) => Some(Type::Integer),
        Value::Real(_) => Some(Type::Real),
        Value::Bool(_) => Some(Type::Boolean),
        _ => None,
    }
}

impl Operand for Value<'_> {
    #[inline(always)]
    fn num(&self) -> Option<Num> {
        match self {
            Value::Int(i) => Some(Num::Int(*i)),
            Value::Real(r) => Some(Num::Real(*r)),
            Value::Bool(b) => Some(Num::Bool(*b)),
            _ => None,
        }
    }

    fn kind_name(&self) -> &'static str {
        Value::kind_name(self)
    }
}

impl From<Num> for Value<'_> {
    #[inline(always)]
    fn from(n: Num) -> Self {
        match n {
            Num::Int(i) => Value::Int(i),
            Num::Real(r) => Value::Real(r),
            Num::Bool(b) => Value::Bool(b),
        }
    }
}

impl<'p, 'io> Interp<'p, 'io> {
    /// An operation's value, or its failure at `site`.
    #[inline(always)]
    fn at(&self, outcome: arith::Outcome<Num>, site: Site) -> R<Value<'p>> {
        match outcome {
            Ok(n) => Ok(n.into()),
            Err(kind) => self.fail(kind, site),
        }
    }

    /// `(V - C) × sign(B) > 0`: the step-until element is exhausted.
    #[inline]
    pub(super) fn exhausted(
        &self,
        v: &Value<'p>,
        b: &Value<'p>,
        c: &Value<'p>,
        site: Site,
    ) -> R<bool> {
        match arith::exhausted(v, b, c, || self.name(site)) {
            Ok(done) => Ok(done),
            Err(kind) => self.fail(kind, site),
        }
    }

    #[inline(always)]
    pub(super) fn coerce(&self, v: Value<'p>, ty: Type, site: Site) -> R<Value<'p>> {
        // The same type: the value itself, without converting it there and back.
        match (ty, &v) {
            (Type::Integer, Value::Int(_))
            | (Type::Real, Value::Real(_))
            | (Type::Boolean, Value::Bool(_)) => Ok(v),
            _ => self.at(arith::coerce(ty, &v), site),
        }
    }

    pub(super) fn arith(
        &self,
        op: BinaryOp,
        l: Value<'p>,
        r: Value<'p>,
        site: Site,
    ) -> R<Value<'p>> {
        self.at(arith::binary(op, &l, &r), site)
    }

    pub(super) fn negate(&self, v: Value<'p>, site: Site) -> R<Value<'p>> {
        self.at(arith::negate(&v), site)
    }

    pub(super) fn std(&self, f: StdFn, v: Value<'p>, site: Site) -> R<Value<'p>> {
        self.at(arith::standard(f, &v), site)
    }
}
