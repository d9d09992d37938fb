//! Seeded random play, for test corpora that every engine can regenerate: a splitmix64
//! generator (no crate) and games of uniformly random legal moves from a start position.

use super::board::Position;
use super::moves::{successors, Rules};

/// splitmix64 (Steele, Lea, Flood 2014): tiny, fast, and the same on every machine.
#[derive(Debug, Clone)]
pub struct SplitMix64(u64);

impl SplitMix64 {
    pub fn new(seed: u64) -> SplitMix64 {
        SplitMix64(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`0 < n < 2^32`), by multiply-shift.
    pub fn below(&mut self, n: usize) -> usize {
        (((self.next_u64() >> 32) * n as u64) >> 32) as usize
    }
}

/// `count` positions met along random games from `start` under `rules`: each game plays up
/// to `max_plies` random moves, and every position it passes through (start excluded) is
/// kept, until `count` are gathered. Games that end early just start again.
pub fn random_positions(
    seed: u64,
    start: &Position,
    rules: Rules,
    max_plies: usize,
    count: usize,
) -> Vec<Position> {
    let mut rng = SplitMix64::new(seed);
    let mut out = Vec::with_capacity(count);
    while out.len() < count {
        let mut pos = *start;
        for _ in 0..max_plies {
            let children = successors(&pos, rules);
            if children.is_empty() || out.len() >= count {
                break;
            }
            pos = children[rng.below(children.len())];
            out.push(pos);
        }
        if max_plies == 0 {
            break;
        }
    }
    out
}
