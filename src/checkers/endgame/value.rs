//! One byte per position: the exact value for the side to move and the distance to the end.
//!
//! `0` is a draw, `255` a number of the index that is no position, and `1 + d` the end of the
//! game in `d` plies with best play: the side to move wins when `d` is odd (it makes the last
//! move) and loses when `d` is even (`d = 0`: it has no move, or no piece, now). The winner
//! takes the shortest way, the loser the longest.

use std::fmt;

/// The byte of a draw.
pub const DRAW: u8 = 0;
/// The byte of a number that is no position.
pub const NOT_A_POSITION: u8 = 255;
/// The byte of a position not yet solved (only while a slice is being built).
pub(crate) const UNKNOWN: u8 = 254;
/// The longest distance a byte holds.
pub const MAX_DISTANCE: u32 = 252;

/// A position's exact value for the side to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Value {
    /// Wins in this many plies (odd), however the opponent defends.
    Win(u32),
    /// Loses in this many plies (even), however it defends.
    Loss(u32),
    Draw,
}

impl Value {
    /// The value a byte stores; `None` for a number that is no position (or unsolved).
    pub fn from_byte(byte: u8) -> Option<Value> {
        match byte {
            DRAW => Some(Value::Draw),
            UNKNOWN | NOT_A_POSITION => None,
            b => {
                let d = b as u32 - 1;
                Some(if d % 2 == 1 {
                    Value::Win(d)
                } else {
                    Value::Loss(d)
                })
            }
        }
    }

    /// The byte for a game that ends in `distance` plies (see the module).
    pub fn ending_in(distance: u32) -> u8 {
        (distance.min(MAX_DISTANCE) + 1) as u8
    }

    pub fn distance(&self) -> Option<u32> {
        match self {
            Value::Win(d) | Value::Loss(d) => Some(*d),
            Value::Draw => None,
        }
    }

    /// The value for `side` to move in words: `white (to move) wins in 7 plies (4 moves of
    /// its own)`, `black wins in 6 plies: white (to move) loses`, `draw with best play`.
    pub fn in_words(&self, side: crate::checkers::Side) -> String {
        let mover = side.name();
        let other = side.other().name();
        match *self {
            Value::Win(d) => format!(
                "{mover} (to move) wins in {} ({} of its own)",
                plies(d),
                moves(d.div_ceil(2))
            ),
            Value::Loss(0) => format!("{mover} (to move) has lost: no move"),
            Value::Loss(d) => format!("{other} wins in {}: {mover} (to move) loses", plies(d)),
            Value::Draw => "draw with best play".to_string(),
        }
    }

    /// The word people read: `win`, `loss`, `draw`.
    pub fn word(&self) -> &'static str {
        match self {
            Value::Win(_) => "win",
            Value::Loss(_) => "loss",
            Value::Draw => "draw",
        }
    }
}

/// `7 plies`, `1 ply`.
fn plies(n: u32) -> String {
    format!("{n} {}", if n == 1 { "ply" } else { "plies" })
}

/// `4 moves`, `1 move`.
fn moves(n: u32) -> String {
    format!("{n} {}", if n == 1 { "move" } else { "moves" })
}

/// `win in 7 plies`, `win in 1 ply`, `loss in 0 plies`, `draw`.
impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Win(d) => write!(f, "win in {}", plies(*d)),
            Value::Loss(d) => write!(f, "loss in {}", plies(*d)),
            Value::Draw => f.write_str("draw"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_round_trip() {
        assert_eq!(Value::from_byte(DRAW), Some(Value::Draw));
        assert_eq!(Value::from_byte(NOT_A_POSITION), None);
        for d in 0..=MAX_DISTANCE {
            let value = Value::from_byte(Value::ending_in(d)).unwrap();
            assert_eq!(value.distance(), Some(d));
            assert_eq!(matches!(value, Value::Win(_)), d % 2 == 1);
        }
    }
}
