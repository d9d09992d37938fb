//! The primitives the 1966 listing uses without defining them, as attic reads them.
//!
//! Functions: `Null`, `Next`, `Head`, `Tail`, `Join`, `MinList`, `SingleDigitFrom`, `Shift`,
//! `Count`. Constants: `Board`, `LastRows`, `Zero`, `Capture`, `NonCapture`. A program's own
//! definition of one of these names takes precedence over the builtin.

use super::logical::Logical;
use crate::cpl::error::ErrorKind;
use crate::cpl::value::{Atom, Truth, Value};

/// The 32 playable squares of Strachey's 45-bit board: 5-8, 9-12, 14-17, 18-21, 23-26,
/// 27-30, 32-35, 36-39 (13, 22 and 31 are the ghost squares at the row ends).
pub const BOARD: Logical =
    Logical::from_bits((0xff << 5) | (0xff << 14) | (0xff << 23) | (0xff << 32));

/// Both crowning rows: {5,6,7,8} (where White crowns) and {36,37,38,39} (where Black crowns).
pub const LAST_ROWS: Logical = Logical::from_bits((0b1111 << 5) | (0b1111 << 36));

/// A builtin function.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Builtin {
    /// `Null(x)`: true of NIL (the empty list) and of the zero bit string, false of a list or a
    /// tuple.
    Null,
    /// `Next(L)`: the pair `(head, tail)` of a non-empty list.
    Next,
    /// `Head(L)`: the first item of a non-empty list.
    Head,
    /// `Tail(L)`: the rest of a non-empty list.
    Tail,
    /// `Join(a, L)`: `a` in front of the list `L` (cons), or, when `a` is itself a list (or
    /// NIL), `a`'s items in front of `L`'s (append). The listing uses both (erratum E3).
    Join,
    /// `MinList(a, b, ...)`: the list of the arguments that are not NIL, without repeats, in
    /// order.
    MinList,
    /// `SingleDigitFrom(x)`: the lowest-numbered 1 bit of x alone (an error on the zero word).
    SingleDigitFrom,
    /// `Shift(x, n)`: n > 0 moves every 1 from bit k to bit k - n; n < 0 the other way.
    Shift,
    /// `Count(x)`: how many 1 bits x has.
    Count,
}

impl Builtin {
    pub const ALL: [Builtin; 9] = [
        Builtin::Null,
        Builtin::Next,
        Builtin::Head,
        Builtin::Tail,
        Builtin::Join,
        Builtin::MinList,
        Builtin::SingleDigitFrom,
        Builtin::Shift,
        Builtin::Count,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Builtin::Null => "Null",
            Builtin::Next => "Next",
            Builtin::Head => "Head",
            Builtin::Tail => "Tail",
            Builtin::Join => "Join",
            Builtin::MinList => "MinList",
            Builtin::SingleDigitFrom => "SingleDigitFrom",
            Builtin::Shift => "Shift",
            Builtin::Count => "Count",
        }
    }

    pub fn named(name: &str) -> Option<Builtin> {
        Builtin::ALL.into_iter().find(|b| b.name() == name)
    }

    /// How many arguments it takes; `None` for any number (MinList).
    pub fn arity(self) -> Option<usize> {
        match self {
            Builtin::Join | Builtin::Shift => Some(2),
            Builtin::MinList => None,
            _ => Some(1),
        }
    }

    /// The builtins the listing calls most, on arguments of the kinds they expect, with the
    /// arguments moved in (no reference counts touched); `Err` hands them back, untouched,
    /// for [`Builtin::apply`] (which makes every error).
    #[inline(always)]
    pub(crate) fn fast_apply2(self, x: Value, y: Value) -> Result<Value, (Value, Value)> {
        match (self, &x, &y) {
            (Builtin::Shift, Value::Logical(l), Value::Int(n)) => Ok(Value::Logical(l.shift(*n))),
            // `Join(item, list)` with an item that is no list: one cell, the values moved in.
            (
                Builtin::Join,
                Value::Int(_)
                | Value::Logical(_)
                | Value::Bool(_)
                | Value::Tuple(_)
                | Value::Atom(_),
                Value::Nil | Value::List(_),
            ) => Ok(Value::cons(x, y)),
            _ => Err((x, y)),
        }
    }

    /// The one-argument builtins the listing calls most, on the kinds they expect.
    #[inline(always)]
    pub(crate) fn fast_apply1(self, x: &Value) -> Option<Value> {
        match (self, x) {
            (Builtin::Null, Value::Nil) => Some(Value::Bool(Truth::True)),
            (Builtin::Null, Value::Logical(l)) => Some(Value::Bool(l.is_zero().into())),
            (Builtin::Null, Value::List(_) | Value::Tuple(_)) => Some(Value::Bool(Truth::False)),
            (Builtin::SingleDigitFrom, Value::Logical(l)) => l.lowest().map(Value::Logical),
            (Builtin::Count, Value::Logical(l)) => Some(Value::Int(i64::from(l.count()))),
            (Builtin::Head, Value::List(cell)) => Some(cell.head.clone()),
            (Builtin::Tail, Value::List(cell)) => Some(cell.tail.clone()),
            _ => None,
        }
    }

    /// Applies the builtin to arguments of the right number.
    pub fn apply(self, args: &[Value]) -> Result<Value, ErrorKind> {
        let arg = |i: usize| args.get(i).unwrap_or(&Value::Nil);
        match self {
            Builtin::Null => match arg(0) {
                Value::Nil => Ok(Value::Bool(Truth::True)),
                Value::Logical(x) => Ok(Value::Bool(x.is_zero().into())),
                Value::List(_) | Value::Tuple(_) => Ok(Value::Bool(Truth::False)),
                other => Err(self.wrong(1, "a list or a logical", other)),
            },
            Builtin::Next => match arg(0) {
                Value::List(cell) => Ok(Value::tuple(vec![cell.head.clone(), cell.tail.clone()])),
                other => Err(self.not_a_list(other)),
            },
            Builtin::Head => match arg(0) {
                Value::List(cell) => Ok(cell.head.clone()),
                other => Err(self.not_a_list(other)),
            },
            Builtin::Tail => match arg(0) {
                Value::List(cell) => Ok(cell.tail.clone()),
                other => Err(self.not_a_list(other)),
            },
            Builtin::Join => {
                let rest = arg(1);
                if !matches!(rest, Value::Nil | Value::List(_)) {
                    return Err(self.wrong(2, "a list", rest));
                }
                match arg(0) {
                    Value::Nil => Ok(rest.clone()),
                    front @ Value::List(_) => {
                        let items = front.list_items().unwrap_or_default();
                        Ok(items
                            .into_iter()
                            .rev()
                            .fold(rest.clone(), |tail, head| Value::cons(head, tail)))
                    }
                    item => Ok(Value::cons(item.clone(), rest.clone())),
                }
            }
            Builtin::MinList => {
                let mut kept: Vec<&Value> = Vec::with_capacity(args.len());
                for item in args {
                    if !matches!(item, Value::Nil) && !kept.iter().any(|k| k.same(item)) {
                        kept.push(item);
                    }
                }
                Ok(kept
                    .into_iter()
                    .rev()
                    .fold(Value::Nil, |tail, head| Value::cons(head.clone(), tail)))
            }
            Builtin::SingleDigitFrom => match arg(0) {
                Value::Logical(x) => match x.lowest() {
                    Some(digit) => Ok(Value::Logical(digit)),
                    None => Err(ErrorKind::NoDigit),
                },
                other => Err(self.wrong(1, "a logical", other)),
            },
            Builtin::Shift => match (arg(0), arg(1)) {
                (Value::Logical(x), Value::Int(n)) => Ok(Value::Logical(x.shift(*n))),
                (Value::Logical(_), other) => Err(self.wrong(2, "an integer", other)),
                (other, _) => Err(self.wrong(1, "a logical", other)),
            },
            Builtin::Count => match arg(0) {
                Value::Logical(x) => Ok(Value::Int(i64::from(x.count()))),
                other => Err(self.wrong(1, "a logical", other)),
            },
        }
    }

    fn wrong(self, position: usize, expected: &'static str, found: &Value) -> ErrorKind {
        ErrorKind::BadArgument {
            function: self.name().to_string(),
            position,
            expected,
            found: found.kind(),
        }
    }

    /// The error for a list function given something else (NIL: the empty list).
    pub(crate) fn not_a_list(self, found: &Value) -> ErrorKind {
        match found {
            Value::Nil => ErrorKind::EmptyList {
                function: self.name(),
            },
            other => self.wrong(1, "a non-empty list", other),
        }
    }
}

/// The builtin constants: `Board`, `LastRows`, `Zero`, `Capture`, `NonCapture`.
pub fn constant(name: &str) -> Option<Value> {
    match name {
        "Board" => Some(Value::Logical(BOARD)),
        "LastRows" => Some(Value::Logical(LAST_ROWS)),
        "Zero" => Some(Value::Logical(Logical::ZERO)),
        "Capture" => Some(Value::Atom(Atom::Capture)),
        "NonCapture" => Some(Value::Atom(Atom::NonCapture)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn board_and_last_rows_are_the_documented_squares() {
        let playable: Vec<u32> = (5..=12)
            .chain(14..=21)
            .chain(23..=30)
            .chain(32..=39)
            .collect();
        assert_eq!(BOARD.squares().collect::<Vec<_>>(), playable);
        assert_eq!(
            LAST_ROWS.squares().collect::<Vec<_>>(),
            vec![5, 6, 7, 8, 36, 37, 38, 39]
        );
    }

    #[test]
    fn join_conses_a_single_item_and_appends_a_list() {
        let l = Value::list(vec![Value::Int(3)]);
        let consed = Builtin::Join.apply(&[Value::Int(1), l.clone()]).unwrap();
        assert_eq!(consed.to_string(), "[1, 3]");
        let front = Value::list(vec![Value::Int(1), Value::Int(2)]);
        let appended = Builtin::Join.apply(&[front, l.clone()]).unwrap();
        assert_eq!(appended.to_string(), "[1, 2, 3]");
        assert_eq!(
            Builtin::Join.apply(&[Value::Nil, l]).unwrap().to_string(),
            "[3]"
        );
        assert!(Builtin::Join
            .apply(&[Value::Int(1), Value::Int(2)])
            .is_err());
    }

    #[test]
    fn min_list_drops_nil_and_repeats() {
        let args = [
            Value::Nil,
            Value::Int(2),
            Value::Nil,
            Value::Int(2),
            Value::Int(1),
        ];
        assert_eq!(Builtin::MinList.apply(&args).unwrap().to_string(), "[2, 1]");
        assert_eq!(
            Builtin::MinList.apply(&[Value::Nil]).unwrap().to_string(),
            "NIL"
        );
    }

    #[test]
    fn null_next_and_digits() {
        assert_eq!(
            Builtin::Null.apply(&[Value::Nil]).unwrap(),
            Value::Bool(Truth::True)
        );
        let zero = Value::Logical(Logical::ZERO);
        assert_eq!(
            Builtin::Null.apply(std::slice::from_ref(&zero)).unwrap(),
            Value::Bool(Truth::True)
        );
        assert!(Builtin::Null.apply(&[Value::Int(0)]).is_err());
        assert!(matches!(
            Builtin::Next.apply(&[Value::Nil]),
            Err(ErrorKind::EmptyList { .. })
        ));
        assert!(matches!(
            Builtin::SingleDigitFrom.apply(&[zero]),
            Err(ErrorKind::NoDigit)
        ));
    }
}
