//! The transposition table: a cache of searched positions, keyed by the Zobrist key.
//!
//! Different move orders reach the same position; the table remembers what a search found
//! there: the score and whether it is exact or only a bound, the depth it was searched to and
//! the best move (tried first when the position comes back, even when the depth is too
//! small to trust the score). Mate scores are stored relative to the position (distance to
//! mate from here), and turned back into distance from the root when read, so that a mate
//! found at one ply stays right when the position is reached at another.

use super::types::Move;

/// What a stored score says about the true value.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Bound {
    /// The true value.
    Exact,
    /// The true value is at least this (the search failed high: a cut-off).
    Lower,
    /// The true value is at most this (no move reached alpha).
    Upper,
}

#[derive(Clone, Copy, Debug)]
pub struct Entry {
    pub key: u64,
    pub best: Option<Move>,
    pub score: i32,
    pub depth: i32,
    pub bound: Bound,
    age: u8,
}

/// Scores above this are mates (the search's mate score minus at most the deepest ply).
pub const MATE_BOUND: i32 = super::search::MATE - super::search::MAX_PLY as i32;

/// A mate score from the root's view to the stored form (from this node's view).
fn to_stored(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score + ply as i32
    } else if score < -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn from_stored(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score - ply as i32
    } else if score < -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

pub struct TranspositionTable {
    entries: Vec<Option<Entry>>,
    age: u8,
}

impl TranspositionTable {
    /// A table of about `megabytes` MB (at least one entry).
    pub fn new(megabytes: usize) -> TranspositionTable {
        let size = std::mem::size_of::<Option<Entry>>();
        let count = (megabytes.saturating_mul(1 << 20) / size).max(1);
        TranspositionTable {
            entries: vec![None; count],
            age: 0,
        }
    }

    pub fn clear(&mut self) {
        self.entries.iter_mut().for_each(|e| *e = None);
        self.age = 0;
    }

    /// A new search begins: older entries give way first.
    pub fn new_search(&mut self) {
        self.age = self.age.wrapping_add(1);
    }

    fn index(&self, key: u64) -> usize {
        ((key as u128 * self.entries.len() as u128) >> 64) as usize
    }

    /// The entry for `key`, its score made relative to the root at `ply`.
    pub fn probe(&self, key: u64, ply: usize) -> Option<Entry> {
        let entry = self.entries[self.index(key)]?;
        (entry.key == key).then(|| Entry {
            score: from_stored(entry.score, ply),
            ..entry
        })
    }

    /// Stores a result, replacing an entry of another position unless that one is from this
    /// search and deeper.
    pub fn store(
        &mut self,
        key: u64,
        ply: usize,
        best: Option<Move>,
        score: i32,
        depth: i32,
        bound: Bound,
    ) {
        let index = self.index(key);
        let age = self.age;
        let slot = &mut self.entries[index];
        if let Some(old) = slot {
            let same = old.key == key;
            if !same && old.age == age && old.depth > depth + 2 {
                return;
            }
            // Keep the old best move when this search found none (a fail-low).
            let best = best.or(if same { old.best } else { None });
            *slot = Some(Entry {
                key,
                best,
                score: to_stored(score, ply),
                depth,
                bound,
                age,
            });
            return;
        }
        *slot = Some(Entry {
            key,
            best,
            score: to_stored(score, ply),
            depth,
            bound,
            age,
        });
    }

    /// How full the table is, in thousandths, from a sample of its first entries (as UCI's
    /// `hashfull`): entries written by the current search.
    pub fn hashfull(&self) -> u32 {
        let sample = self.entries.len().min(1000);
        let used = self.entries[..sample]
            .iter()
            .filter(|e| e.is_some_and(|e| e.age == self.age))
            .count();
        (used * 1000 / sample.max(1)) as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::search::MATE;

    #[test]
    fn mate_scores_are_relative_to_the_node() {
        let mut tt = TranspositionTable::new(1);
        // Found at ply 3: mate in 5 plies from the root, so 2 plies from this node.
        tt.store(42, 3, None, MATE - 5, 4, Bound::Exact);
        // Reached again at ply 7: mate 9 plies from the root.
        assert_eq!(tt.probe(42, 7).unwrap().score, MATE - 9);
        tt.store(43, 2, None, -MATE + 6, 4, Bound::Exact);
        assert_eq!(tt.probe(43, 0).unwrap().score, -MATE + 4);
        assert!(tt.probe(44, 0).is_none());
    }
}
