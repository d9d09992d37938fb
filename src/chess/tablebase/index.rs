//! Where a position of an ending sits in its table. Symmetry makes the table small: without
//! pawns the board's eight symmetries bring the white king into the triangle a1-d1-d4 (10
//! squares); with pawns only the mirror between the a- and h-files is a symmetry, and the
//! white king stands on files a to d (32 squares). A pawn stands on 48 squares (ranks 2 to
//! 7). Two like men (two white knights) are stored with the lower square first.

use super::super::types::{Color, Role};
use super::board::{Board, Man};
use super::material::Material;

/// The board symmetry `t` (bit 4: transpose, bit 1: mirror the files, bit 2: the ranks).
#[inline(always)]
pub(crate) fn transform(sq: u8, t: u8) -> u8 {
    TRANSFORMS[(t & 7) as usize][(sq & 63) as usize]
}

const TRANSFORMS: [[u8; 64]; 8] = {
    let mut table = [[0u8; 64]; 8];
    let mut t = 0;
    while t < 8 {
        let mut sq = 0;
        while sq < 64 {
            let (mut file, mut rank) = (sq as u8 & 7, sq as u8 >> 3);
            if t & 4 != 0 {
                let f = file;
                file = rank;
                rank = f;
            }
            if t & 1 != 0 {
                file ^= 7;
            }
            if t & 2 != 0 {
                rank ^= 7;
            }
            table[t][sq] = rank * 8 + file;
            sq += 1;
        }
        t += 1;
    }
    table
};

fn in_triangle(sq: u8) -> bool {
    let (file, rank) = (sq & 7, sq >> 3);
    file < 4 && rank <= file
}

/// An ending's table layout: which men, in which order, and how large.
#[derive(Clone, Debug)]
pub struct Layout {
    /// The non-king men in table order (the kings are men 0, White's, and 1).
    pub roles: Vec<(Color, Role)>,
    /// The white king's square by its number in the region, and the reverse.
    region: Vec<u8>,
    region_of: [u8; 64],
    /// For each square of the white king, the symmetries that bring it into the region.
    symmetries: [[u8; 2]; 64],
    symmetry_count: [u8; 64],
    /// Positions with one side to move.
    pub half: usize,
}

impl Layout {
    pub fn new(material: &Material) -> Layout {
        let roles = material.roles();
        let pawns = material.pawns() > 0;
        let region: Vec<u8> = (0..64u8)
            .filter(|&s| if pawns { s & 7 < 4 } else { in_triangle(s) })
            .collect();
        let mut region_of = [u8::MAX; 64];
        for (i, &s) in region.iter().enumerate() {
            region_of[s as usize] = i as u8;
        }
        let mut symmetries = [[0u8; 2]; 64];
        let mut symmetry_count = [0u8; 64];
        for sq in 0..64u8 {
            let candidates: &[u8] = if pawns {
                &[0, 1]
            } else {
                &[0, 1, 2, 3, 4, 5, 6, 7]
            };
            for &t in candidates {
                if region_of[transform(sq, t) as usize] != u8::MAX {
                    let n = symmetry_count[sq as usize] as usize;
                    if n < 2 {
                        symmetries[sq as usize][n] = t;
                        symmetry_count[sq as usize] += 1;
                    }
                }
            }
        }
        let mut half = region.len() * 64;
        for &(_, role) in &roles {
            half *= if role == Role::Pawn { 48 } else { 64 };
        }
        Layout {
            roles,
            region,
            region_of,
            symmetries,
            symmetry_count,
            half,
        }
    }

    pub fn size(&self) -> usize {
        2 * self.half
    }

    pub fn men(&self) -> usize {
        2 + self.roles.len()
    }

    /// The index of a position whose men are in this layout's order, or `None` when a pawn
    /// stands on the first or last rank.
    #[inline]
    pub fn index(&self, squares: &[u8], black_to_move: bool) -> Option<usize> {
        let wk = squares[0] as usize;
        let count = self.symmetry_count[wk] as usize;
        let mut best = None;
        for &t in &self.symmetries[wk][..count] {
            let mut sq = [0u8; 4];
            for (i, &s) in squares.iter().enumerate() {
                sq[i] = transform(s, t);
            }
            // Like men: the lower square first.
            if squares.len() == 4 && self.roles[0] == self.roles[1] && sq[2] > sq[3] {
                sq.swap(2, 3);
            }
            let mut index = self.region_of[sq[0] as usize] as usize * 64 + sq[1] as usize;
            for (i, &(_, role)) in self.roles.iter().enumerate() {
                let s = sq[2 + i] as usize;
                index = if role == Role::Pawn {
                    if !(8..56).contains(&s) {
                        return None;
                    }
                    index * 48 + s - 8
                } else {
                    index * 64 + s
                };
            }
            best = Some(best.map_or(index, |b: usize| b.min(index)));
        }
        best.map(|i| i + black_to_move as usize * self.half)
    }

    /// The position at `index`: the squares of the men in layout order, and whether Black
    /// is to move.
    pub fn decode(&self, index: usize) -> ([u8; 4], bool) {
        let black = index >= self.half;
        let mut rest = index % self.half;
        let mut sq = [0u8; 4];
        for i in (0..self.roles.len()).rev() {
            if self.roles[i].1 == Role::Pawn {
                sq[2 + i] = (rest % 48 + 8) as u8;
                rest /= 48;
            } else {
                sq[2 + i] = (rest % 64) as u8;
                rest /= 64;
            }
        }
        sq[1] = (rest % 64) as u8;
        sq[0] = self.region[rest / 64];
        (sq, black)
    }

    /// The board at `index`.
    pub fn board(&self, index: usize) -> Board {
        let (sq, black) = self.decode(index);
        let mut men = [Man::NONE; 4];
        men[0] = Man::new(Color::White, Role::King, sq[0]);
        men[1] = Man::new(Color::Black, Role::King, sq[1]);
        for (i, &(c, r)) in self.roles.iter().enumerate() {
            men[2 + i] = Man::new(c, r, sq[2 + i]);
        }
        Board {
            men,
            n: self.men() as u8,
            black_to_move: black,
        }
    }

    /// The index of a board of this ending whose men are in layout order.
    #[inline]
    pub fn index_of(&self, board: &Board) -> Option<usize> {
        let mut sq = [0u8; 4];
        for (s, man) in sq.iter_mut().zip(&board.men[..board.n as usize]) {
            *s = man.sq;
        }
        self.index(&sq[..board.n as usize], board.black_to_move)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_symmetry_is_a_permutation() {
        for t in 0..8 {
            let mut seen = [false; 64];
            for s in 0..64 {
                seen[transform(s, t) as usize] = true;
            }
            assert!(seen.iter().all(|&x| x));
        }
    }

    #[test]
    fn decode_inverts_index_on_canonical_squares() {
        for name in ["KQKR", "KRPK", "KPKP", "KNNK"] {
            let layout = Layout::new(&Material::parse(name).unwrap());
            for index in (0..layout.size()).step_by(9973) {
                let (sq, black) = layout.decode(index);
                let men = &sq[..layout.men()];
                if let Some(back) = layout.index(men, black) {
                    // A square set is either canonical or maps to a smaller twin.
                    assert!(back <= index, "{name} {index} {back}");
                    let (sq2, black2) = layout.decode(back);
                    assert_eq!(layout.index(&sq2[..layout.men()], black2), Some(back));
                }
            }
        }
    }
}
