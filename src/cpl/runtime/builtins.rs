//! The primitives the 1966 listing uses without defining them, as attic reads them.
//!
//! Functions: `Null`, `Next`, `Head`, `Tail`, `Join`, `MinList`, `SingleDigitFrom`, `Shift`,
//! `Count`. Constants: `Board`, `LastRows`, `Zero`, `Capture`, `NonCapture`. A program's own
//! definition of one of these names takes precedence over the builtin.

use super::error::ErrorKind;
use super::list::without_repeats;
use super::logical::Logical;
use super::number::Num;
use super::value::{Atom, Dynamic, Tag, View};

/// The 32 playable squares of Strachey's 45-bit board: 5-8, 9-12, 14-17, 18-21, 23-26,
/// 27-30, 32-35, 36-39 (13, 22 and 31 are the ghost squares at the row ends).
pub const BOARD: Logical =
    Logical::from_bits((0xff << 5) | (0xff << 14) | (0xff << 23) | (0xff << 32));

/// Both crowning rows: {5,6,7,8} (where White crowns) and {36,37,38,39} (where Black crowns).
pub const LAST_ROWS: Logical = Logical::from_bits((0b1111 << 5) | (0b1111 << 36));

/// `Zero`: the all-zero word.
pub const ZERO: Logical = Logical::ZERO;

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
        Builtin::ALL.iter().copied().find(|b| b.name() == name)
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
    pub fn fast_apply2<V: Dynamic>(self, x: V, y: V) -> Result<V, (V, V)> {
        match self {
            Builtin::Shift => match (x.as_logical(), y.as_int()) {
                (Some(l), Some(n)) => Ok(V::from_logical(l.shift(n))),
                _ => Err((x, y)),
            },
            // `Join(item, list)` with an item that is no list: one cell, the values moved in.
            Builtin::Join
                if matches!(
                    x.tag(),
                    Tag::Int | Tag::Logical | Tag::Bool | Tag::Tuple | Tag::Atom
                ) && matches!(y.tag(), Tag::Nil | Tag::List) =>
            {
                Ok(V::cons(x, y))
            }
            _ => Err((x, y)),
        }
    }

    /// The one-argument builtins the listing calls most, on the kinds they expect.
    #[inline(always)]
    pub fn fast_apply1<V: Dynamic>(self, x: &V) -> Option<V> {
        match (self, x.tag()) {
            (Builtin::Null, Tag::Nil) => Some(V::from_bool(true)),
            (Builtin::Null, Tag::Logical) => x.as_logical().map(|l| V::from_bool(l.is_zero())),
            (Builtin::Null, Tag::List | Tag::Tuple) => Some(V::from_bool(false)),
            (Builtin::SingleDigitFrom, Tag::Logical) => {
                x.as_logical().and_then(|l| l.lowest()).map(V::from_logical)
            }
            (Builtin::Count, Tag::Logical) => {
                x.as_logical().map(|l| V::from_num(Num::Int(l.count())))
            }
            (Builtin::Head, Tag::List) => x.head(),
            (Builtin::Tail, Tag::List) => x.tail(),
            _ => None,
        }
    }

    /// Applies the builtin to arguments of the right number.
    pub fn apply<V: Dynamic>(self, args: &[V]) -> Result<V, ErrorKind> {
        let nil = V::nil();
        let arg = |i: usize| args.get(i).unwrap_or(&nil);
        let list = |x: &V| match (x.head(), x.tail()) {
            (Some(head), Some(tail)) => Ok((head, tail)),
            _ => Err(self.not_a_list(x)),
        };
        match self {
            Builtin::Null => match arg(0).view() {
                View::Nil => Ok(V::from_bool(true)),
                View::Logical(x) => Ok(V::from_bool(x.is_zero())),
                View::List | View::Tuple(_) => Ok(V::from_bool(false)),
                _ => Err(self.wrong(1, "a list or a logical", arg(0))),
            },
            Builtin::Next => list(arg(0)).map(|(head, tail)| V::tuple(vec![head, tail])),
            Builtin::Head => list(arg(0)).map(|(head, _)| head),
            Builtin::Tail => list(arg(0)).map(|(_, tail)| tail),
            Builtin::Join => {
                let rest = arg(1);
                if !rest.is_list() {
                    return Err(self.wrong(2, "a list", rest));
                }
                match arg(0).view() {
                    View::Nil => Ok(rest.clone()),
                    View::List => {
                        let items = arg(0).items().unwrap_or_default();
                        Ok(items
                            .into_iter()
                            .rev()
                            .fold(rest.clone(), |tail, head| V::cons(head, tail)))
                    }
                    _ => Ok(V::cons(arg(0).clone(), rest.clone())),
                }
            }
            Builtin::MinList => {
                let given = args.iter().filter(|item| !matches!(item.view(), View::Nil));
                let kept = without_repeats(given, |a, b| a.same(b));
                Ok(kept
                    .into_iter()
                    .rev()
                    .fold(V::nil(), |tail, head| V::cons(head.clone(), tail)))
            }
            Builtin::SingleDigitFrom => match arg(0).view() {
                View::Logical(x) => match x.lowest() {
                    Some(digit) => Ok(V::from_logical(digit)),
                    None => Err(ErrorKind::NoDigit),
                },
                _ => Err(self.wrong(1, "a logical", arg(0))),
            },
            Builtin::Shift => match (arg(0).view(), arg(1).view()) {
                (View::Logical(x), View::Num(Num::Int(n))) => Ok(V::from_logical(x.shift(n))),
                (View::Logical(_), _) => Err(self.wrong(2, "an integer", arg(1))),
                _ => Err(self.wrong(1, "a logical", arg(0))),
            },
            Builtin::Count => match arg(0).view() {
                View::Logical(x) => Ok(V::from_num(Num::Int(x.count()))),
                _ => Err(self.wrong(1, "a logical", arg(0))),
            },
        }
    }

    fn wrong<V: Dynamic>(self, position: usize, expected: &'static str, found: &V) -> ErrorKind {
        ErrorKind::BadArgument {
            function: self.name().to_string(),
            position,
            expected,
            found: found.kind(),
        }
    }

    /// The error for a list function given something else (NIL: the empty list).
    pub fn not_a_list<V: Dynamic>(self, found: &V) -> ErrorKind {
        match found.view() {
            View::Nil => ErrorKind::EmptyList {
                function: self.name(),
            },
            _ => self.wrong(1, "a non-empty list", found),
        }
    }
}

/// The builtin constants: `Board`, `LastRows`, `Zero`, `Capture`, `NonCapture`.
pub fn constant<V: Dynamic>(name: &str) -> Option<V> {
    match name {
        "Board" => Some(V::from_logical(BOARD)),
        "LastRows" => Some(V::from_logical(LAST_ROWS)),
        "Zero" => Some(V::from_logical(ZERO)),
        "Capture" => Some(V::from_atom(Atom::Capture)),
        "NonCapture" => Some(V::from_atom(Atom::NonCapture)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::super::list::List;
    use super::super::show::shown;
    use super::super::value::Value;
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

    fn list(items: &[i64]) -> Value {
        Value::List(List::from_vec(
            items.iter().map(|&n| Value::Int(n)).collect(),
        ))
    }

    #[test]
    fn join_conses_a_single_item_and_appends_a_list() {
        let l = list(&[3]);
        let consed = Builtin::Join.apply(&[Value::Int(1), l.clone()]).unwrap();
        assert_eq!(shown(&consed), "[1, 3]");
        let appended = Builtin::Join.apply(&[list(&[1, 2]), l.clone()]).unwrap();
        assert_eq!(shown(&appended), "[1, 2, 3]");
        assert_eq!(
            shown(&Builtin::Join.apply(&[Value::Nil, l]).unwrap()),
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
        assert_eq!(shown(&Builtin::MinList.apply(&args).unwrap()), "[2, 1]");
        assert_eq!(
            shown(&Builtin::MinList.apply(&[Value::Nil]).unwrap()),
            "NIL"
        );
    }

    #[test]
    fn null_next_and_digits() {
        assert!(Builtin::Null.apply(&[Value::Nil]).unwrap() == Value::Bool(true));
        let zero = Value::Logical(Logical::ZERO);
        assert!(Builtin::Null.apply(std::slice::from_ref(&zero)).unwrap() == Value::Bool(true));
        assert!(Builtin::Null.apply(&[Value::Int(0)]).is_err());
        assert!(matches!(
            Builtin::Next.apply(&[Value::Nil]),
            Err(ErrorKind::EmptyList { .. })
        ));
        assert!(matches!(
            Builtin::SingleDigitFrom.apply(&[zero]),
            Err(ErrorKind::NoDigit)
        ));
        let next = Builtin::Next.apply(&[list(&[1, 2])]).unwrap();
        assert_eq!(shown(&next), "(1, [2])");
    }
}
