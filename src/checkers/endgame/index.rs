//! The index of endgame positions: slices by the counts of men and kings of each side, and
//! inside a slice a number for each placement of the pieces.
//!
//! Every position is stored with Black to move: a position with White to move is the same
//! game turned round (square `n` becomes `33 - n`) with the colours swapped. A slice holds
//! exactly the positions the published table counts (no side to move in the count).
//!
//! Inside a slice the number is, most significant first: the black men's squares, the white
//! men's squares, the black kings' squares among those left free by the men, the white kings'
//! among those left free by the men and the black kings; each a set ranked in the
//! combinatorial number system (colex). Black men are numbered from their back row (square 1
//! is 0) and white men from theirs (square 32 is 0), so the positions whose leading black man
//! stands on or behind a rank are one contiguous run of numbers: Chinook's sub-slices by the
//! leading man's rank are ranges of this index. Men of both sides are ranked independently,
//! so a number may put a black and a white man on one square; such numbers are no position
//! (see [`SliceKey::decode`]) and the database marks them.

use crate::checkers::board::{Position, Side, BOARD};

/// The squares (bit `n - 1` for square `n`) a black man may stand on: 1-28.
const BLACK_MAN_SQUARES: u32 = 0x0FFF_FFFF;
/// The squares a white man may stand on: 5-32.
const WHITE_MAN_SQUARES: u32 = 0xFFFF_FFF0;

/// The largest number of pieces of one kind on one side that the index handles.
pub const MAX_PIECES: u8 = 12;

/// Binomial coefficients C(n, k) for n, k ≤ 32.
const fn binomials() -> [[u64; 33]; 33] {
    let mut table = [[0u64; 33]; 33];
    let mut n = 0;
    while n <= 32 {
        table[n][0] = 1;
        let mut k = 1;
        while k <= n {
            table[n][k] = table[n - 1][k - 1] + if k < n { table[n - 1][k] } else { 0 };
            k += 1;
        }
        n += 1;
    }
    table
}

static BINOMIAL: [[u64; 33]; 33] = binomials();

/// C(n, k), zero when k > n.
#[inline(always)]
pub fn binomial(n: u32, k: u32) -> u64 {
    if n > 32 || k > 32 {
        0
    } else {
        BINOMIAL[n as usize][k as usize]
    }
}

/// A slice: how many men and kings each side has, Black to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SliceKey {
    pub black_men: u8,
    pub black_kings: u8,
    pub white_men: u8,
    pub white_kings: u8,
}

impl SliceKey {
    pub fn new(black_men: u8, black_kings: u8, white_men: u8, white_kings: u8) -> SliceKey {
        SliceKey {
            black_men,
            black_kings,
            white_men,
            white_kings,
        }
    }

    pub fn pieces(&self) -> u32 {
        (self.black_men + self.black_kings + self.white_men + self.white_kings) as u32
    }

    pub fn men(&self) -> u32 {
        (self.black_men + self.white_men) as u32
    }

    /// The slice with the colours swapped: where a move from this slice leads, turned round
    /// so that the side to move is Black again.
    pub fn swapped(&self) -> SliceKey {
        SliceKey::new(
            self.white_men,
            self.white_kings,
            self.black_men,
            self.black_kings,
        )
    }

    /// A dense number for tables indexed by slice.
    pub fn id(&self) -> usize {
        let m = MAX_PIECES as usize + 1;
        ((self.black_men as usize * m + self.black_kings as usize) * m + self.white_men as usize)
            * m
            + self.white_kings as usize
    }

    /// How people read it: `black 2m1k v white 0m1k` (men and kings of each side).
    pub fn name(&self) -> String {
        format!(
            "black {}m{}k v white {}m{}k",
            self.black_men, self.black_kings, self.white_men, self.white_kings
        )
    }

    fn radices(&self) -> [u64; 4] {
        let men = self.men();
        [
            binomial(28, self.black_men as u32),
            binomial(28, self.white_men as u32),
            binomial(32 - men, self.black_kings as u32),
            binomial(32 - men - self.black_kings as u32, self.white_kings as u32),
        ]
    }

    /// The numbers the slice uses, including those that are no position.
    pub fn size(&self) -> u64 {
        self.radices().iter().product()
    }

    /// How many numbers of the slice are positions: placements of the men where no square
    /// holds two, times the placements of the kings on the squares left.
    pub fn positions(&self) -> u64 {
        let [_, _, black_kings, white_kings] = self.radices();
        let mut men = 0u64;
        let black_sets = binomial(28, self.black_men as u32);
        for black_rank in 0..black_sets {
            let black = unrank(black_rank, self.black_men as u32);
            let black_squares = black_men_squares(black);
            // The white men may use the 28 squares minus the black men standing among them.
            let blocked = (black_squares & WHITE_MAN_SQUARES).count_ones();
            men += binomial(28 - blocked, self.white_men as u32);
        }
        men * black_kings * white_kings
    }

    /// The number of a position of this slice (Black to move).
    pub fn encode(&self, squares: &Squares) -> u64 {
        let [_, white_radix, black_king_radix, white_king_radix] = self.radices();
        let black_men = rank(black_men_positions(squares.black_men));
        let white_men = rank(white_men_positions(squares.white_men));
        let men = squares.black_men | squares.white_men;
        let black_kings = rank(compress(squares.black_kings, !men));
        let white_kings = rank(compress(squares.white_kings, !(men | squares.black_kings)));
        ((black_men * white_radix + white_men) * black_king_radix + black_kings) * white_king_radix
            + white_kings
    }

    /// The position numbered `index` in this slice; `None` when the number puts two men on
    /// one square (or lies outside the slice).
    pub fn decode(&self, index: u64) -> Option<Squares> {
        if index >= self.size() {
            return None;
        }
        let [_, white_radix, black_king_radix, white_king_radix] = self.radices();
        let white_kings = index % white_king_radix;
        let rest = index / white_king_radix;
        let black_kings = rest % black_king_radix;
        let rest = rest / black_king_radix;
        let white_men = rest % white_radix;
        let black_men = rest / white_radix;
        let black_men = black_men_squares(unrank(black_men, self.black_men as u32));
        let white_men = white_men_squares(unrank(white_men, self.white_men as u32));
        if black_men & white_men != 0 {
            return None;
        }
        let men = black_men | white_men;
        let black_kings = expand(unrank(black_kings, self.black_kings as u32), !men);
        let white_kings = expand(
            unrank(white_kings, self.white_kings as u32),
            !(men | black_kings),
        );
        Some(Squares {
            black_men,
            black_kings,
            white_men,
            white_kings,
        })
    }

    /// Every slice of `pieces` pieces in all.
    pub fn all_with(pieces: u32) -> Vec<SliceKey> {
        let mut out = Vec::new();
        let n = pieces.min(4 * MAX_PIECES as u32) as u8;
        for black_men in 0..=n {
            for black_kings in 0..=n - black_men {
                for white_men in 0..=n - black_men - black_kings {
                    let white_kings = n - black_men - black_kings - white_men;
                    let key = SliceKey::new(black_men, black_kings, white_men, white_kings);
                    if black_men + black_kings <= MAX_PIECES
                        && white_men + white_kings <= MAX_PIECES
                        && key.men() <= 24
                    {
                        out.push(key);
                    }
                }
            }
        }
        out
    }
}

/// A position with Black to move as four sets of squares (bit `n - 1` for square `n`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Squares {
    pub black_men: u32,
    pub black_kings: u32,
    pub white_men: u32,
    pub white_kings: u32,
}

impl Squares {
    /// The position as the index sees it: turned round when White is to move, so that the
    /// side to move is Black.
    pub fn of(pos: &Position) -> Squares {
        let black = to_squares(pos.black());
        let white = to_squares(pos.white());
        let kings = to_squares(pos.kings());
        match pos.side() {
            Side::Black => Squares {
                black_men: black & !kings,
                black_kings: black & kings,
                white_men: white & !kings,
                white_kings: white & kings,
            },
            Side::White => Squares {
                black_men: (white & !kings).reverse_bits(),
                black_kings: (white & kings).reverse_bits(),
                white_men: (black & !kings).reverse_bits(),
                white_kings: (black & kings).reverse_bits(),
            },
        }
    }

    /// The position, Black to move.
    pub fn position(&self) -> Position {
        Position {
            black: from_squares(self.black_men | self.black_kings),
            white: from_squares(self.white_men | self.white_kings),
            kings: from_squares(self.black_kings | self.white_kings),
            side: Side::Black,
        }
    }

    pub fn key(&self) -> SliceKey {
        SliceKey::new(
            self.black_men.count_ones() as u8,
            self.black_kings.count_ones() as u8,
            self.white_men.count_ones() as u8,
            self.white_kings.count_ones() as u8,
        )
    }
}

/// The slice and number of a position (of either side to move).
pub fn locate(pos: &Position) -> (SliceKey, u64) {
    let squares = Squares::of(pos);
    let key = squares.key();
    (key, key.encode(&squares))
}

/// Standard squares (bit `n - 1`) from a set on the 45-bit board: four runs of eight.
#[inline(always)]
pub fn to_squares(set: u64) -> u32 {
    let set = set & BOARD;
    (((set >> 5) & 0xFF)
        | ((set >> 14) & 0xFF) << 8
        | ((set >> 23) & 0xFF) << 16
        | ((set >> 32) & 0xFF) << 24) as u32
}

/// The 45-bit board set of standard squares.
#[inline(always)]
pub fn from_squares(squares: u32) -> u64 {
    let s = squares as u64;
    ((s & 0xFF) << 5)
        | ((s >> 8) & 0xFF) << 14
        | ((s >> 16) & 0xFF) << 23
        | ((s >> 24) & 0xFF) << 32
}

/// Black men as index positions: square n is n - 1 (all on 1-28).
#[inline(always)]
fn black_men_positions(squares: u32) -> u32 {
    squares & BLACK_MAN_SQUARES
}

fn black_men_squares(positions: u32) -> u32 {
    positions
}

/// White men as index positions: square n is 32 - n (squares 5-32 become 27-0), so that a
/// more advanced man has a higher position, as for Black.
#[inline(always)]
fn white_men_positions(squares: u32) -> u32 {
    squares.reverse_bits()
}

fn white_men_squares(positions: u32) -> u32 {
    positions.reverse_bits()
}

/// The colex rank of a set: the sum of C(p_i, i) over its members p_1 < p_2 < ...
#[inline(always)]
fn rank(set: u32) -> u64 {
    let mut total = 0;
    let mut rest = set;
    let mut i = 1;
    while rest != 0 {
        let p = rest.trailing_zeros();
        total += BINOMIAL[p as usize][i];
        rest &= rest - 1;
        i += 1;
    }
    total
}

/// The set of `k` members whose colex rank is `rank`.
fn unrank(mut rank: u64, k: u32) -> u32 {
    let mut set = 0u32;
    let mut p = 32u32;
    for i in (1..=k).rev() {
        // The largest p with C(p, i) ≤ rank.
        p -= 1;
        while BINOMIAL[p as usize][i as usize] > rank {
            p -= 1;
        }
        set |= 1 << p;
        rank -= BINOMIAL[p as usize][i as usize];
    }
    set
}

/// The squares of `set` renumbered among the squares of `free` (the i-th free square is i).
#[inline(always)]
fn compress(set: u32, free: u32) -> u32 {
    let mut out = 0;
    for square in crate::checkers::board::Bits(set as u64) {
        out |= 1 << (free & ((1u32 << square) - 1)).count_ones();
    }
    out
}

/// The inverse of [`compress`]: position i becomes the i-th square of `free`.
fn expand(positions: u32, free: u32) -> u32 {
    let mut out = 0;
    let mut free_rest = free;
    let mut at = 0;
    for position in crate::checkers::board::Bits(positions as u64) {
        while at < position {
            free_rest &= free_rest.wrapping_sub(1);
            at += 1;
        }
        out |= free_rest & free_rest.wrapping_neg();
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rank_and_unrank_agree() {
        for k in 0..4 {
            for r in 0..binomial(28, k) {
                assert_eq!(rank(unrank(r, k)), r);
            }
        }
    }

    #[test]
    fn squares_round_trip_through_the_board() {
        for n in 0..32 {
            assert_eq!(to_squares(from_squares(1 << n)), 1 << n);
        }
        assert_eq!(from_squares(u32::MAX), BOARD);
    }

    #[test]
    fn every_number_of_a_small_slice_decodes_and_encodes_back() {
        for pieces in 1..=3 {
            for key in SliceKey::all_with(pieces) {
                let mut valid = 0;
                for index in 0..key.size() {
                    if let Some(squares) = key.decode(index) {
                        valid += 1;
                        assert_eq!(squares.key(), key);
                        assert_eq!(key.encode(&squares), index);
                        let pos = squares.position();
                        assert!(Position::new(pos.black, pos.white, pos.kings, pos.side).is_ok());
                        assert_eq!(locate(&pos), (key, index));
                    }
                }
                assert_eq!(valid, key.positions(), "{}", key.name());
            }
        }
    }
}
