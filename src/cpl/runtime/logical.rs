//! CPL's logical (bit-string) values: a word of [`WIDTH`] bits numbered 0 upwards.
//!
//! Strachey's checkers program keeps a whole side's pieces in one 45-bit word. Every value
//! stays inside the word: complement and left shifts drop the bits that would fall outside.

use std::fmt;

use super::error::ErrorKind;
use super::{error, R};

/// How many bits a logical word has (bits 0..WIDTH).
pub const WIDTH: u32 = 45;

const MASK: u64 = (1u64 << WIDTH) - 1;

/// How `+` and `-` read on two logicals (`--reading set|xor`).
///
/// The listing's expressions mean different things under the two readings; see
/// `programs/cpl/ERRATA.md` (findings F1 and F2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Reading {
    /// `a + b` is the union, `a - b` the set difference (the common reading, and Norvig's).
    #[default]
    Set,
    /// `a + b` and `a - b` are both the non-equivalence (exclusive or) of the words.
    Xor,
}

impl Reading {
    /// The reading's name as the command line spells it.
    pub fn name(self) -> &'static str {
        match self {
            Reading::Set => "set",
            Reading::Xor => "xor",
        }
    }
}

/// A bit string of [`WIDTH`] bits; bit k is square k of Strachey's board.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct Logical(u64);

impl Logical {
    /// The all-zero word (`Zero`).
    pub const ZERO: Logical = Logical(0);

    /// The word from its bits; bits at or above [`WIDTH`] are dropped.
    pub const fn from_bits(bits: u64) -> Logical {
        Logical(bits & MASK)
    }

    /// The word with exactly the given bits set; bit numbers at or above [`WIDTH`] are dropped.
    pub fn from_squares(squares: impl IntoIterator<Item = u32>) -> Logical {
        let bits = squares
            .into_iter()
            .filter(|&k| k < WIDTH)
            .fold(0u64, |acc, k| acc | (1u64 << k));
        Logical(bits)
    }

    pub const fn bits(self) -> u64 {
        self.0
    }

    pub const fn is_zero(self) -> bool {
        self.0 == 0
    }

    pub const fn contains(self, square: u32) -> bool {
        square < WIDTH && self.0 & (1u64 << square) != 0
    }

    /// `∧`: the bits set in both.
    pub const fn and(self, other: Logical) -> Logical {
        Logical(self.0 & other.0)
    }

    /// `∨`: the bits set in either.
    pub const fn or(self, other: Logical) -> Logical {
        Logical(self.0 | other.0)
    }

    /// `~`: the complement within the word.
    pub const fn complement(self) -> Logical {
        Logical(!self.0 & MASK)
    }

    /// `≡`: 1 where the two words agree.
    pub const fn equiv(self, other: Logical) -> Logical {
        Logical(!(self.0 ^ other.0) & MASK)
    }

    /// Non-equivalence: 1 where the two words differ.
    pub const fn xor(self, other: Logical) -> Logical {
        Logical(self.0 ^ other.0)
    }

    /// The bits of `self` that are not in `other`.
    pub const fn minus(self, other: Logical) -> Logical {
        Logical(self.0 & !other.0)
    }

    /// `+` under a reading.
    pub const fn add(self, other: Logical, reading: Reading) -> Logical {
        match reading {
            Reading::Set => self.or(other),
            Reading::Xor => self.xor(other),
        }
    }

    /// `-` under a reading.
    pub const fn sub(self, other: Logical, reading: Reading) -> Logical {
        match reading {
            Reading::Set => self.minus(other),
            Reading::Xor => self.xor(other),
        }
    }

    /// `Shift(x, n)`: for n > 0 every 1 moves from bit k to bit k - n, for n < 0 from k to
    /// k + |n|; bits that leave 0..WIDTH are lost. With this direction the listing's signs move
    /// Black (at the top, on the low bits) toward White.
    pub const fn shift(self, n: i64) -> Logical {
        if n >= 0 {
            if n >= 64 {
                Logical(0)
            } else {
                Logical(self.0 >> n)
            }
        } else if n <= -64 {
            Logical(0)
        } else {
            Logical((self.0 << (-n)) & MASK)
        }
    }

    /// `Count(x)`: how many bits are 1.
    pub const fn count(self) -> i64 {
        self.0.count_ones() as i64
    }

    /// `SingleDigitFrom(x)`: the lowest-numbered 1 bit alone, or `None` for the zero word.
    /// Choosing the lowest fixes the order of the move lists, hence tie-breaks in the search.
    pub const fn lowest(self) -> Option<Logical> {
        if self.0 == 0 {
            None
        } else {
            Some(Logical(self.0 & self.0.wrapping_neg()))
        }
    }

    /// `SingleDigitFrom(x)` in translated code: [`Logical::lowest`], or the error on the zero
    /// word.
    #[inline]
    pub fn single_digit(self, place: &'static str) -> R<Logical> {
        match self.lowest() {
            Some(digit) => Ok(digit),
            None => Err(error(ErrorKind::NoDigit, place)),
        }
    }

    /// The numbers of the 1 bits, lowest first.
    pub fn squares(self) -> impl Iterator<Item = u32> {
        let mut rest = self.0;
        std::iter::from_fn(move || {
            if rest == 0 {
                None
            } else {
                let k = rest.trailing_zeros();
                rest &= rest - 1;
                Some(k)
            }
        })
    }
}

/// `{14,15,16,17}`: the set of the 1 bits' numbers; `{}` for the zero word.
impl fmt::Display for Logical {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("{")?;
        for (i, k) in self.squares().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            write!(f, "{k}")?;
        }
        f.write_str("}")
    }
}

impl fmt::Debug for Logical {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Logical{self}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(squares: &[u32]) -> Logical {
        Logical::from_squares(squares.iter().copied())
    }

    #[test]
    fn shift_by_a_positive_amount_moves_bits_down() {
        assert_eq!(set(&[14, 44]).shift(5), set(&[9, 39]));
        assert_eq!(set(&[2, 14]).shift(5), set(&[9]));
        assert_eq!(set(&[14, 44]).shift(-5), set(&[19]));
        assert_eq!(set(&[14]).shift(0), set(&[14]));
        assert_eq!(set(&[14]).shift(99), Logical::ZERO);
        assert_eq!(set(&[14]).shift(-99), Logical::ZERO);
    }

    #[test]
    fn complement_stays_inside_the_word() {
        assert_eq!(Logical::ZERO.complement().count(), i64::from(WIDTH));
        assert_eq!(Logical::ZERO.complement().complement(), Logical::ZERO);
        assert_eq!(Logical::ZERO.equiv(Logical::ZERO).count(), i64::from(WIDTH));
    }

    #[test]
    fn the_two_readings_of_plus_and_minus() {
        let a = set(&[1, 2]);
        let b = set(&[2, 3]);
        assert_eq!(a.add(b, Reading::Set), set(&[1, 2, 3]));
        assert_eq!(a.sub(b, Reading::Set), set(&[1]));
        assert_eq!(a.add(b, Reading::Xor), set(&[1, 3]));
        assert_eq!(a.sub(b, Reading::Xor), set(&[1, 3]));
    }

    #[test]
    fn lowest_digit_count_and_printing() {
        assert_eq!(set(&[17, 14, 15]).lowest(), Some(set(&[14])));
        assert_eq!(Logical::ZERO.lowest(), None);
        assert_eq!(set(&[14, 15, 16, 17]).count(), 4);
        assert_eq!(set(&[17, 14, 15, 16]).to_string(), "{14,15,16,17}");
        assert_eq!(Logical::ZERO.to_string(), "{}");
        assert_eq!(Logical::from_bits(u64::MAX).count(), i64::from(WIDTH));
    }
}
