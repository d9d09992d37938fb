//! The position: three bit sets on Strachey's 45-bit board, and the side to move.
//!
//! Square numbers: standard square `n` (1..=32) is bit `n + 4 + (n - 1) / 8`. Bits 13, 22 and
//! 31 are ghost squares at the row ends and bits 0-4, 40-44 padding, so every diagonal
//! neighbour is 4 or 5 bits away and a shift never wraps round a row (Samuel's trick, which
//! Strachey's listing uses). Black stands on 1-12 at the low bits and moves toward higher
//! bits; White on 21-32 moves toward lower bits.

use std::fmt;

/// The 32 playable bits of the 45-bit word (Strachey's `Board`).
pub const BOARD: u64 = 0x00FF_7FBF_DFE0;
/// Both crowning rows: standard 1-4 and 29-32 (Strachey's `LastRows`).
pub const LAST_ROWS: u64 = (0xF << 5) | (0xF << 36);
/// Black men crown on 29-32, White men on 1-4.
pub const BLACK_CROWNING_ROW: u64 = 0xF << 36;
pub const WHITE_CROWNING_ROW: u64 = 0xF << 5;

/// The bit of standard square `n`; `None` outside 1..=32.
pub fn bit_of_square(n: u8) -> Option<u32> {
    if (1..=32).contains(&n) {
        let n = n as u32;
        Some(n + 4 + (n - 1) / 8)
    } else {
        None
    }
}

/// The standard square of a bit; `None` for ghost and padding bits.
pub fn square_of_bit(bit: u32) -> Option<u8> {
    if bit < 64 && BOARD >> bit & 1 == 1 {
        Some((bit - 4 - (bit - 5) / 9) as u8)
    } else {
        None
    }
}

/// The standard squares of a bit set, lowest first.
pub fn squares_of(set: u64) -> impl Iterator<Item = u8> {
    Bits(set & BOARD).map(|bit| square_of_bit(bit).unwrap_or(0))
}

/// Iterates the set bits of a word, lowest first (Strachey's `SingleDigitFrom` taken
/// repeatedly).
#[derive(Clone, Copy)]
pub struct Bits(pub u64);

impl Iterator for Bits {
    type Item = u32;
    #[inline(always)]
    fn next(&mut self) -> Option<u32> {
        if self.0 == 0 {
            None
        } else {
            let bit = self.0.trailing_zeros();
            self.0 &= self.0 - 1;
            Some(bit)
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Side {
    Black,
    White,
}

impl Side {
    pub fn other(self) -> Side {
        match self {
            Side::Black => Side::White,
            Side::White => Side::Black,
        }
    }

    /// Strachey's σ: 1 when Black is to move, -1 when White is.
    pub fn sigma(self) -> i8 {
        match self {
            Side::Black => 1,
            Side::White => -1,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Side::Black => "black",
            Side::White => "white",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Piece {
    Man(Side),
    King(Side),
}

impl Piece {
    pub fn side(self) -> Side {
        match self {
            Piece::Man(side) | Piece::King(side) => side,
        }
    }
}

/// Why three bit sets and a side are not a position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PositionError {
    /// A bit outside the 32 playable squares.
    OffBoard { bit: u32 },
    /// A square holding a piece of both sides.
    BothSides { square: u8 },
    /// A king bit on a square with no piece.
    KingOnEmptySquare { square: u8 },
    /// σ other than 1 or -1.
    BadSigma(i64),
    /// More than 12 pieces of one side.
    TooManyPieces { side: Side, count: u32 },
    /// A man on the row where it would have been crowned.
    ManOnCrowningRow { square: u8 },
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::OffBoard { bit } => {
                write!(f, "bit {bit} is not one of the 32 playable squares")
            }
            PositionError::BothSides { square } => {
                write!(f, "square {square} holds a piece of both sides")
            }
            PositionError::KingOnEmptySquare { square } => {
                write!(f, "square {square} is marked as a king but holds no piece")
            }
            PositionError::BadSigma(s) => write!(f, "σ must be 1 or -1, not {s}"),
            PositionError::TooManyPieces { side, count } => {
                write!(
                    f,
                    "{} has {count} pieces; at most 12 are allowed",
                    side.name()
                )
            }
            PositionError::ManOnCrowningRow { square } => write!(
                f,
                "the man on square {square} stands on its crowning row, so it would be a king"
            ),
        }
    }
}

impl std::error::Error for PositionError {}

/// Strachey's position `(X, Y, K, σ)`: X the side to move's pieces, Y the opponent's, K the
/// kings of both, σ = 1 when Black is to move and -1 when White is; sets on the 45-bit board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct StracheyTuple {
    pub x: u64,
    pub y: u64,
    pub k: u64,
    pub sigma: i8,
}

/// As the CPL interpreter prints it: `({14,15}, {27,28}, {}, 1)`, each set as its bit numbers
/// on the 45-bit board.
impl fmt::Display for StracheyTuple {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let set = |f: &mut fmt::Formatter<'_>, bits: u64| -> fmt::Result {
            f.write_str("{")?;
            let mut first = true;
            for bit in 0..45 {
                if bits >> bit & 1 == 1 {
                    if !first {
                        f.write_str(",")?;
                    }
                    first = false;
                    write!(f, "{bit}")?;
                }
            }
            f.write_str("}")
        };
        f.write_str("(")?;
        set(f, self.x)?;
        f.write_str(", ")?;
        set(f, self.y)?;
        f.write_str(", ")?;
        set(f, self.k)?;
        write!(f, ", {})", self.sigma)
    }
}

/// A checkers position. Always valid: pieces on playable squares only, no square twice,
/// kings only where pieces stand, at most 12 pieces a side, no man on its crowning row.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) black: u64,
    pub(crate) white: u64,
    pub(crate) kings: u64,
    pub(crate) side: Side,
}

impl Position {
    /// The opening: Black men on 1-12, White men on 21-32, Black to move.
    pub fn initial() -> Position {
        let black = (1..=12).fold(0, |set, n| set | square_bit(n));
        let white = (21..=32).fold(0, |set, n| set | square_bit(n));
        Position {
            black,
            white,
            kings: 0,
            side: Side::Black,
        }
    }

    /// A position from bit sets on the 45-bit board, checked.
    pub fn new(black: u64, white: u64, kings: u64, side: Side) -> Result<Position, PositionError> {
        for set in [black, white, kings] {
            if set & !BOARD != 0 {
                return Err(PositionError::OffBoard {
                    bit: (set & !BOARD).trailing_zeros(),
                });
            }
        }
        if let Some(square) = squares_of(black & white).next() {
            return Err(PositionError::BothSides { square });
        }
        if let Some(square) = squares_of(kings & !(black | white)).next() {
            return Err(PositionError::KingOnEmptySquare { square });
        }
        for (side, set) in [(Side::Black, black), (Side::White, white)] {
            if set.count_ones() > 12 {
                return Err(PositionError::TooManyPieces {
                    side,
                    count: set.count_ones(),
                });
            }
        }
        let crowned_men = (black & BLACK_CROWNING_ROW | white & WHITE_CROWNING_ROW) & !kings;
        if let Some(square) = squares_of(crowned_men).next() {
            return Err(PositionError::ManOnCrowningRow { square });
        }
        Ok(Position {
            black,
            white,
            kings,
            side,
        })
    }

    /// From Strachey's tuple (a pure data conversion, checked like [`Position::new`]).
    pub fn from_strachey(tuple: StracheyTuple) -> Result<Position, PositionError> {
        match tuple.sigma {
            1 => Position::new(tuple.x, tuple.y, tuple.k, Side::Black),
            -1 => Position::new(tuple.y, tuple.x, tuple.k, Side::White),
            s => Err(PositionError::BadSigma(s as i64)),
        }
    }

    /// Strachey's tuple `(X, Y, K, σ)`: X is the side to move's pieces.
    pub fn to_strachey(&self) -> StracheyTuple {
        let (x, y) = match self.side {
            Side::Black => (self.black, self.white),
            Side::White => (self.white, self.black),
        };
        StracheyTuple {
            x,
            y,
            k: self.kings,
            sigma: self.side.sigma(),
        }
    }

    pub fn black(&self) -> u64 {
        self.black
    }
    pub fn white(&self) -> u64 {
        self.white
    }
    pub fn kings(&self) -> u64 {
        self.kings
    }
    pub fn side(&self) -> Side {
        self.side
    }

    /// The pieces of one side.
    pub fn pieces(&self, side: Side) -> u64 {
        match side {
            Side::Black => self.black,
            Side::White => self.white,
        }
    }

    /// The piece on standard square `n`, if any.
    pub fn piece_at(&self, n: u8) -> Option<Piece> {
        let bit = 1u64 << bit_of_square(n)?;
        let king = self.kings & bit != 0;
        let side = if self.black & bit != 0 {
            Side::Black
        } else if self.white & bit != 0 {
            Side::White
        } else {
            return None;
        };
        Some(if king {
            Piece::King(side)
        } else {
            Piece::Man(side)
        })
    }

    /// Strachey's evaluation for the side to move: 3 per man and 10 per king, minus the
    /// opponent's (the project's prelude `TerminalValue`).
    pub fn material(&self) -> i32 {
        let (mine, theirs) = match self.side {
            Side::Black => (self.black, self.white),
            Side::White => (self.white, self.black),
        };
        let score = |set: u64| {
            3 * (set & !self.kings).count_ones() as i32
                + 10 * (set & self.kings).count_ones() as i32
        };
        score(mine) - score(theirs)
    }
}

/// The one-bit set of standard square `n` (which must be 1..=32).
pub(crate) fn square_bit(n: u8) -> u64 {
    bit_of_square(n).map_or(0, |bit| 1 << bit)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_and_bits_agree_with_the_listing() {
        let bits: Vec<u32> = (1..=32).filter_map(bit_of_square).collect();
        assert_eq!(&bits[..4], &[5, 6, 7, 8]);
        assert_eq!(&bits[8..12], &[14, 15, 16, 17]);
        assert_eq!(bits[31], 39);
        assert_eq!(bits.iter().fold(0u64, |s, b| s | 1 << b), BOARD);
        for n in 1..=32 {
            assert_eq!(bit_of_square(n).and_then(square_of_bit), Some(n));
        }
        assert_eq!(square_of_bit(13), None);
        assert_eq!(square_of_bit(40), None);
    }
}
