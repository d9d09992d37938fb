//! Attack tables: leapers by lookup, sliders by magic bitboards.
//!
//! The magic multipliers are not written down: a fixed-seed search finds them the first time
//! the tables are used (a few milliseconds), so the tables are the same on every run and
//! every machine, and nothing depends on a CPU feature such as PEXT.

use std::sync::OnceLock;

use super::types::{Bitboard, Square};

#[derive(Clone, Copy, Default)]
struct Magic {
    mask: Bitboard,
    magic: u64,
    shift: u32,
    offset: u32,
}

pub(crate) struct Tables {
    pub knight: [Bitboard; 64],
    pub king: [Bitboard; 64],
    /// `pawn[color][sq]`: the squares a pawn of that colour on `sq` attacks.
    pub pawn: [[Bitboard; 64]; 2],
    rook: [Magic; 64],
    bishop: [Magic; 64],
    sliding: Vec<Bitboard>,
    /// Squares strictly between two aligned squares, else empty.
    pub between: Vec<[Bitboard; 64]>,
    /// The whole line through two aligned squares, else empty.
    pub line: Vec<[Bitboard; 64]>,
}

impl Tables {
    #[inline(always)]
    pub fn rook(&self, sq: Square, occupied: Bitboard) -> Bitboard {
        let m = &self.rook[sq.index()];
        let index = ((occupied & m.mask).wrapping_mul(m.magic) >> m.shift) as usize;
        // The search proved every index of this square fits its slice of the table.
        self.sliding[m.offset as usize + index]
    }

    #[inline(always)]
    pub fn bishop(&self, sq: Square, occupied: Bitboard) -> Bitboard {
        let m = &self.bishop[sq.index()];
        let index = ((occupied & m.mask).wrapping_mul(m.magic) >> m.shift) as usize;
        self.sliding[m.offset as usize + index]
    }

    #[inline(always)]
    pub fn between(&self, a: Square, b: Square) -> Bitboard {
        self.between[a.index()][b.index()]
    }

    #[inline(always)]
    pub fn line(&self, a: Square, b: Square) -> Bitboard {
        self.line[a.index()][b.index()]
    }
}

static TABLES: OnceLock<Box<Tables>> = OnceLock::new();

/// The attack tables, built on first use.
#[inline(always)]
pub(crate) fn tables() -> &'static Tables {
    TABLES.get_or_init(build)
}

const ROOK_DIRS: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const BISHOP_DIRS: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

fn offset(sq: usize, df: i8, dr: i8) -> Option<usize> {
    let f = (sq % 8) as i8 + df;
    let r = (sq / 8) as i8 + dr;
    ((0..8).contains(&f) && (0..8).contains(&r)).then(|| (r * 8 + f) as usize)
}

/// Attacks of a slider by walking its rays: the reference the magics are checked against.
fn ray_attacks(sq: usize, occupied: Bitboard, dirs: &[(i8, i8); 4]) -> Bitboard {
    let mut attacks = 0;
    for &(df, dr) in dirs {
        let mut cur = sq;
        while let Some(next) = offset(cur, df, dr) {
            attacks |= 1 << next;
            if occupied & (1 << next) != 0 {
                break;
            }
            cur = next;
        }
    }
    attacks
}

/// The squares whose occupancy matters: the rays without their last square.
fn relevant_mask(sq: usize, dirs: &[(i8, i8); 4]) -> Bitboard {
    let mut mask = 0;
    for &(df, dr) in dirs {
        let mut cur = sq;
        while let Some(next) = offset(cur, df, dr) {
            if offset(next, df, dr).is_none() {
                break;
            }
            mask |= 1 << next;
            cur = next;
        }
    }
    mask
}

/// xorshift64*: small, fast and fixed, so the magics are reproducible.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn sparse(&mut self) -> u64 {
        self.next() & self.next() & self.next()
    }
}

fn find_magics(
    dirs: &[(i8, i8); 4],
    magics: &mut [Magic; 64],
    sliding: &mut Vec<Bitboard>,
    rng: &mut Rng,
) {
    let mut occupancies = Vec::with_capacity(4096);
    let mut references = Vec::with_capacity(4096);
    let mut epoch = vec![0u32; 4096];
    let mut used = vec![0u64; 4096];
    let mut attempt = 0u32;
    for (sq, magic) in magics.iter_mut().enumerate() {
        let mask = relevant_mask(sq, dirs);
        let bits = mask.count_ones();
        occupancies.clear();
        references.clear();
        // Carry-rippler: every subset of the mask.
        let mut subset: Bitboard = 0;
        loop {
            occupancies.push(subset);
            references.push(ray_attacks(sq, subset, dirs));
            subset = subset.wrapping_sub(mask) & mask;
            if subset == 0 {
                break;
            }
        }
        let shift = 64 - bits;
        let size = 1usize << bits;
        'search: loop {
            let candidate = rng.sparse();
            if (mask.wrapping_mul(candidate) >> 56).count_ones() < 6 {
                continue;
            }
            attempt += 1;
            for (occ, &reference) in occupancies.iter().zip(&references) {
                let index = (occ.wrapping_mul(candidate) >> shift) as usize;
                if epoch[index] != attempt {
                    epoch[index] = attempt;
                    used[index] = reference;
                } else if used[index] != reference {
                    continue 'search;
                }
            }
            *magic = Magic {
                mask,
                magic: candidate,
                shift,
                offset: sliding.len() as u32,
            };
            sliding.resize(sliding.len() + size, 0);
            let base = magic.offset as usize;
            for (occ, &reference) in occupancies.iter().zip(&references) {
                let index = (occ.wrapping_mul(candidate) >> shift) as usize;
                sliding[base + index] = reference;
            }
            break;
        }
    }
}

fn leaper(sq: usize, steps: &[(i8, i8)]) -> Bitboard {
    steps
        .iter()
        .filter_map(|&(df, dr)| offset(sq, df, dr))
        .fold(0, |acc, s| acc | 1 << s)
}

fn build() -> Box<Tables> {
    let mut t = Box::new(Tables {
        knight: [0; 64],
        king: [0; 64],
        pawn: [[0; 64]; 2],
        rook: [Magic::default(); 64],
        bishop: [Magic::default(); 64],
        sliding: Vec::with_capacity(110_000),
        between: vec![[0; 64]; 64],
        line: vec![[0; 64]; 64],
    });
    const KNIGHT: [(i8, i8); 8] = [
        (1, 2),
        (2, 1),
        (2, -1),
        (1, -2),
        (-1, -2),
        (-2, -1),
        (-2, 1),
        (-1, 2),
    ];
    const KING: [(i8, i8); 8] = [
        (1, 0),
        (1, 1),
        (0, 1),
        (-1, 1),
        (-1, 0),
        (-1, -1),
        (0, -1),
        (1, -1),
    ];
    for sq in 0..64 {
        t.knight[sq] = leaper(sq, &KNIGHT);
        t.king[sq] = leaper(sq, &KING);
        t.pawn[0][sq] = leaper(sq, &[(-1, 1), (1, 1)]);
        t.pawn[1][sq] = leaper(sq, &[(-1, -1), (1, -1)]);
    }
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let (mut rook, mut bishop, mut sliding) = (t.rook, t.bishop, std::mem::take(&mut t.sliding));
    find_magics(&ROOK_DIRS, &mut rook, &mut sliding, &mut rng);
    find_magics(&BISHOP_DIRS, &mut bishop, &mut sliding, &mut rng);
    t.rook = rook;
    t.bishop = bishop;
    t.sliding = sliding;
    for a in 0..64 {
        for dirs in [&ROOK_DIRS, &BISHOP_DIRS] {
            for &(df, dr) in dirs.iter() {
                let mut ray = 0u64;
                let mut cur = a;
                while let Some(next) = offset(cur, df, dr) {
                    t.between[a][next] = ray;
                    ray |= 1 << next;
                    cur = next;
                }
                // The full line: both directions plus the square itself.
                let mut full = 1u64 << a;
                for (sf, sr) in [(df, dr), (-df, -dr)] {
                    let mut cur = a;
                    while let Some(next) = offset(cur, sf, sr) {
                        full |= 1 << next;
                        cur = next;
                    }
                }
                let mut cur = a;
                while let Some(next) = offset(cur, df, dr) {
                    t.line[a][next] = full;
                    cur = next;
                }
            }
        }
    }
    t
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn magic_lookup_agrees_with_ray_walking() {
        let t = tables();
        let mut rng = Rng(12345);
        for sq in 0..64u8 {
            for _ in 0..200 {
                let occ = rng.next() & rng.next();
                let s = Square::new(sq).unwrap();
                assert_eq!(t.rook(s, occ), ray_attacks(sq as usize, occ, &ROOK_DIRS));
                assert_eq!(
                    t.bishop(s, occ),
                    ray_attacks(sq as usize, occ, &BISHOP_DIRS)
                );
            }
        }
    }
}
