//! Numbers: integers with `∞` and `-∞` (the bounds a maximum starts from), their arithmetic
//! and its errors, for both executors.

use std::fmt;

use super::error::ErrorKind;
use super::{error, R};

/// An integer or an infinity, in the order of the line: `-∞` below every integer, `∞` above.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Num {
    NegInf,
    Int(i64),
    PosInf,
}

impl Num {
    /// The infinity of a sign (`∞` when `positive`).
    pub const fn infinity(positive: bool) -> Num {
        if positive {
            Num::PosInf
        } else {
            Num::NegInf
        }
    }

    fn sign(self) -> i8 {
        match self {
            Num::NegInf => -1,
            Num::Int(_) => 0,
            Num::PosInf => 1,
        }
    }

    /// `a + b` (`minus`: `a - b`): checked on integers; with an infinity, the infinity, or an
    /// error when two opposite infinities meet.
    pub fn add_signed(self, o: Num, minus: bool) -> Result<Num, ErrorKind> {
        let op = if minus { "-" } else { "+" };
        if let (Num::Int(a), Num::Int(b)) = (self, o) {
            let r = if minus {
                a.checked_sub(b)
            } else {
                a.checked_add(b)
            };
            return r.map(Num::Int).ok_or(ErrorKind::Overflow { op });
        }
        let kb = if minus { -o.sign() } else { o.sign() };
        match (self.sign(), kb) {
            (0, k) | (k, 0) => Ok(Num::infinity(k > 0)),
            (x, y) if x == y => Ok(Num::infinity(x > 0)),
            _ => Err(ErrorKind::Infinite { op }),
        }
    }

    /// `-a`: checked on integers.
    pub fn negate(self) -> Result<Num, ErrorKind> {
        match self {
            Num::NegInf => Ok(Num::PosInf),
            Num::PosInf => Ok(Num::NegInf),
            Num::Int(n) => match n.checked_neg() {
                Some(m) => Ok(Num::Int(m)),
                None => Err(ErrorKind::Overflow { op: "-" }),
            },
        }
    }

    /// `a + b` in translated code.
    pub fn add(self, o: Num, place: &'static str) -> R<Num> {
        self.add_signed(o, false).map_err(|kind| error(kind, place))
    }

    /// `a - b` in translated code.
    pub fn sub(self, o: Num, place: &'static str) -> R<Num> {
        self.add_signed(o, true).map_err(|kind| error(kind, place))
    }

    /// `-a` in translated code.
    pub fn neg(self, place: &'static str) -> R<Num> {
        self.negate().map_err(|kind| error(kind, place))
    }
}

/// `7`, `∞`, `-∞`.
impl fmt::Display for Num {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Num::NegInf => f.write_str("-∞"),
            Num::PosInf => f.write_str("∞"),
            Num::Int(n) => write!(f, "{n}"),
        }
    }
}

/// `a / b` on integers: an error on a zero divisor, and on the one quotient that overflows.
#[inline]
pub fn int_div(a: i64, b: i64, op: &'static str) -> Result<i64, ErrorKind> {
    if b == 0 {
        Err(ErrorKind::DivisionByZero)
    } else {
        a.checked_div(b).ok_or(ErrorKind::Overflow { op })
    }
}

/// An integer operation's checked result in translated code (`None`: it overflowed).
#[inline(always)]
pub fn checked(r: Option<i64>, op: &'static str, place: &'static str) -> R<i64> {
    match r {
        Some(v) => Ok(v),
        None => overflow(op, place),
    }
}

/// The error of `checked`, kept out of line so that the fast path stays small.
#[cold]
#[inline(never)]
fn overflow(op: &'static str, place: &'static str) -> R<i64> {
    Err(error(ErrorKind::Overflow { op }, place))
}

/// `a / b` in translated code.
pub fn divide(a: i64, b: i64, place: &'static str) -> R<i64> {
    int_div(a, b, "/").map_err(|kind| error(kind, place))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn infinities_absorb_integers_and_opposite_ones_have_no_sum() {
        assert_eq!(Num::Int(3).add_signed(Num::PosInf, true), Ok(Num::NegInf));
        assert_eq!(Num::NegInf.add_signed(Num::NegInf, false), Ok(Num::NegInf));
        assert_eq!(
            Num::PosInf.add_signed(Num::PosInf, true),
            Err(ErrorKind::Infinite { op: "-" })
        );
        assert_eq!(
            Num::Int(i64::MAX).add_signed(Num::Int(1), false),
            Err(ErrorKind::Overflow { op: "+" })
        );
        assert!(Num::NegInf < Num::Int(i64::MIN) && Num::Int(i64::MAX) < Num::PosInf);
        assert_eq!(int_div(1, 0, "/"), Err(ErrorKind::DivisionByZero));
    }
}
