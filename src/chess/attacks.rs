//! Attack tables: leapers by lookup, sliders by magic bitboards.
//!
//! The magic multipliers come from this file's own fixed-seed search (`search_magic`), run
//! once and kept in `magics.rs` so that start-up only fills the tables (about a millisecond);
//! the tests run the search again for sample squares. The tables are the same on every
//! machine; a second copy of the slider table is ordered by PEXT index, and [`Pext`] looks
//! it up with that instruction on the CPUs that have it (perft's fast path: one instruction
//! instead of a multiply, a shift and two more loads).

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
    sliding: Box<SlidingTable>,
    /// The same attack sets, each square's slice ordered by the PEXT of the occupancy.
    pext_sliding: Box<SlidingTable>,
    /// Each square's relevant occupancy mask and the start of its slice there, rooks then
    /// bishops: half the size of [`Magic`], for the hot path.
    pext_rook: [PextSlice; 64],
    pext_bishop: [PextSlice; 64],
    /// The squares a rook, a bishop on each square attacks on an empty board.
    pub rook_rays: [Bitboard; 64],
    pub bishop_rays: [Bitboard; 64],
    /// Squares strictly between two aligned squares, else empty.
    pub between: [[Bitboard; 64]; 64],
    /// The whole line through two aligned squares, else empty.
    pub line: [[Bitboard; 64]; 64],
}

impl Tables {
    #[inline(always)]
    pub fn rook(&self, sq: Square, occupied: Bitboard) -> Bitboard {
        let m = &self.rook[sq.index()];
        let index = ((occupied & m.mask).wrapping_mul(m.magic) >> m.shift) as usize;
        // The search proved every index of this square fits its slice of the table.
        self.sliding[slot(m.offset as usize + index)]
    }

    #[inline(always)]
    pub fn bishop(&self, sq: Square, occupied: Bitboard) -> Bitboard {
        let m = &self.bishop[sq.index()];
        let index = ((occupied & m.mask).wrapping_mul(m.magic) >> m.shift) as usize;
        self.sliding[slot(m.offset as usize + index)]
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

/// Room for every slider's attack sets (107,648 of them), rounded up to a power of two so
/// that [`slot`] keeps an index inside without a bounds check.
const SLIDING_SIZE: usize = 1 << 17;

type SlidingTable = [Bitboard; SLIDING_SIZE];

/// An index into a [`SlidingTable`]: every index made is below its size already (the
/// magics are proven, a PEXT index is below its slice's size), so the mask changes
/// nothing, but it shows the compiler that no bounds check is needed.
#[inline(always)]
fn slot(index: usize) -> usize {
    index & (SLIDING_SIZE - 1)
}

#[derive(Clone, Copy, Default)]
struct PextSlice {
    mask: Bitboard,
    offset: usize,
}

/// How slider attacks are looked up: [`Magics`] everywhere, [`Pext`] where the CPU has it.
pub(crate) trait Sliders: Copy {
    fn rook(self, t: &Tables, sq: Square, occupied: Bitboard) -> Bitboard;
    fn bishop(self, t: &Tables, sq: Square, occupied: Bitboard) -> Bitboard;
}

/// Magic multiplication, which works on every CPU.
#[derive(Clone, Copy)]
pub(crate) struct Magics;

impl Sliders for Magics {
    #[inline(always)]
    fn rook(self, t: &Tables, sq: Square, occupied: Bitboard) -> Bitboard {
        t.rook(sq, occupied)
    }

    #[inline(always)]
    fn bishop(self, t: &Tables, sq: Square, occupied: Bitboard) -> Bitboard {
        t.bishop(sq, occupied)
    }
}

/// The PEXT instruction (BMI2). Only [`Pext::detect`] makes one, after seeing the CPU has
/// the instruction, so holding a `Pext` proves it may be used.
#[derive(Clone, Copy)]
pub(crate) struct Pext(());

impl Pext {
    pub(crate) fn detect() -> Option<Pext> {
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("bmi2") {
            return Some(Pext(()));
        }
        None
    }

    #[inline(always)]
    fn index(self, occupied: Bitboard, mask: Bitboard) -> usize {
        #[cfg(target_arch = "x86_64")]
        {
            // SAFETY: a `Pext` exists only once `detect` has seen the CPU has BMI2.
            unsafe { std::arch::x86_64::_pext_u64(occupied, mask) as usize }
        }
        #[cfg(not(target_arch = "x86_64"))]
        {
            // Never reached: `detect` makes no `Pext` on other CPUs.
            let _ = (occupied, mask);
            0
        }
    }
}

impl Sliders for Pext {
    #[inline(always)]
    fn rook(self, t: &Tables, sq: Square, occupied: Bitboard) -> Bitboard {
        let m = &t.pext_rook[sq.index()];
        t.pext_sliding[slot(m.offset + self.index(occupied, m.mask))]
    }

    #[inline(always)]
    fn bishop(self, t: &Tables, sq: Square, occupied: Bitboard) -> Bitboard {
        let m = &t.pext_bishop[sq.index()];
        t.pext_sliding[slot(m.offset + self.index(occupied, m.mask))]
    }
}

include!("magics.rs");

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

#[cfg(test)]
/// xorshift64*: small, fast and fixed, so the magics are reproducible.
struct Rng(u64);

#[cfg(test)]
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

/// The seed of the search for one square and one kind of slider: each square's search
/// stands alone, so any square can be searched again on its own.
#[cfg(test)]
fn seed(sq: usize, rook: bool) -> u64 {
    0x9e37_79b9_7f4a_7c15 ^ ((sq as u64 + 1) << 8) ^ u64::from(rook)
}

/// Searches for a multiplier that maps every relevant occupancy of `sq` to a slot of its
/// own (or one holding the same attacks), trying sparse random numbers from a fixed seed.
#[cfg(test)]
pub(crate) fn search_magic(sq: usize, dirs: &[(i8, i8); 4], seed: u64) -> u64 {
    let mask = relevant_mask(sq, dirs);
    let shift = 64 - mask.count_ones();
    let mut occupancies = Vec::with_capacity(4096);
    let mut references = Vec::with_capacity(4096);
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
    let mut rng = Rng(seed);
    let mut epoch = vec![0u32; 1 << (64 - shift)];
    let mut used = vec![0u64; 1 << (64 - shift)];
    let mut attempt = 0u32;
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
        return candidate;
    }
}

/// Fills the shared attack table for one kind of slider from its multipliers.
fn fill(
    dirs: &[(i8, i8); 4],
    multipliers: &[u64; 64],
    magics: &mut [Magic; 64],
    sliding: &mut Vec<Bitboard>,
    pext_sliding: &mut Vec<Bitboard>,
) {
    for (sq, magic) in magics.iter_mut().enumerate() {
        let mask = relevant_mask(sq, dirs);
        let shift = 64 - mask.count_ones();
        *magic = Magic {
            mask,
            magic: multipliers[sq],
            shift,
            offset: sliding.len() as u32,
        };
        let base = sliding.len();
        sliding.resize(base + (1 << (64 - shift)), 0);
        pext_sliding.resize(base + (1 << (64 - shift)), 0);
        let mut subset: Bitboard = 0;
        // The carry-rippler runs through the subsets in increasing order, which is the order
        // of their PEXT indices.
        let mut pext_index = 0;
        loop {
            let index = (subset.wrapping_mul(multipliers[sq]) >> shift) as usize;
            sliding[base + index] = ray_attacks(sq, subset, dirs);
            pext_sliding[base + pext_index] = sliding[base + index];
            pext_index += 1;
            subset = subset.wrapping_sub(mask) & mask;
            if subset == 0 {
                break;
            }
        }
    }
}

fn leaper(sq: usize, steps: &[(i8, i8)]) -> Bitboard {
    steps
        .iter()
        .filter_map(|&(df, dr)| offset(sq, df, dr))
        .fold(0, |acc, s| acc | 1 << s)
}

/// The attack sets made by [`fill`], padded to the table's size (on the heap: it is a MiB).
fn sliding_table(mut sets: Vec<Bitboard>) -> Box<SlidingTable> {
    assert!(
        sets.len() <= SLIDING_SIZE,
        "the slider tables outgrew SLIDING_SIZE"
    );
    sets.resize(SLIDING_SIZE, 0);
    sets.into_boxed_slice()
        .try_into()
        .unwrap_or_else(|_| unreachable!("the length was just set"))
}

fn build() -> Box<Tables> {
    let (mut rook, mut bishop) = ([Magic::default(); 64], [Magic::default(); 64]);
    let mut sliding = Vec::with_capacity(SLIDING_SIZE);
    let mut pext_sliding = Vec::with_capacity(SLIDING_SIZE);
    fill(
        &ROOK_DIRS,
        &ROOK_MAGICS,
        &mut rook,
        &mut sliding,
        &mut pext_sliding,
    );
    fill(
        &BISHOP_DIRS,
        &BISHOP_MAGICS,
        &mut bishop,
        &mut sliding,
        &mut pext_sliding,
    );
    let mut t = Box::new(Tables {
        knight: [0; 64],
        king: [0; 64],
        pawn: [[0; 64]; 2],
        rook,
        bishop,
        sliding: sliding_table(sliding),
        pext_sliding: sliding_table(pext_sliding),
        pext_rook: [PextSlice::default(); 64],
        pext_bishop: [PextSlice::default(); 64],
        rook_rays: [0; 64],
        bishop_rays: [0; 64],
        between: [[0; 64]; 64],
        line: [[0; 64]; 64],
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
    for sq in 0..64 {
        for (pext, magic) in [(&mut t.pext_rook, &t.rook), (&mut t.pext_bishop, &t.bishop)] {
            pext[sq] = PextSlice {
                mask: magic[sq].mask,
                offset: magic[sq].offset as usize,
            };
        }
    }
    for sq in 0..64 {
        t.rook_rays[sq] = ray_attacks(sq, 0, &ROOK_DIRS);
        t.bishop_rays[sq] = ray_attacks(sq, 0, &BISHOP_DIRS);
    }
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

    /// Every kept multiplier is what the seeded search finds (0.2 s for all 128); when one is
    /// not, the message is the tables to paste in their place.
    #[test]
    fn the_kept_multipliers_are_what_the_search_finds() {
        let mut tables = String::new();
        let mut same = true;
        for (name, dirs, rook, kept) in [
            ("ROOK", &ROOK_DIRS, true, &ROOK_MAGICS),
            ("BISHOP", &BISHOP_DIRS, false, &BISHOP_MAGICS),
        ] {
            tables.push_str(&format!("const {name}_MAGICS: [u64; 64] = [\n"));
            for (sq, &kept) in kept.iter().enumerate() {
                let found = search_magic(sq, dirs, seed(sq, rook));
                same &= found == kept;
                tables.push_str(&format!("    0x{found:016x},\n"));
            }
            tables.push_str("];\n");
        }
        assert!(
            same,
            "the multipliers differ from the search's; the tables it finds:\n{tables}"
        );
    }

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
                if let Some(pext) = Pext::detect() {
                    assert_eq!(pext.rook(t, s, occ), t.rook(s, occ));
                    assert_eq!(pext.bishop(t, s, occ), t.bishop(s, occ));
                }
            }
        }
    }
}
