//! What a checkers engine offers: the successor positions of a position, in its own order.
//! perft and the searches are written once against this trait, so an engine that runs the
//! historical program (in the bridge) gets them by giving its successor lists.

use std::convert::Infallible;
use std::fmt;

use super::board::Position;
use super::moves::{successors, Rules};
use super::perft::{perft_in, HashTable, PerftOptions};

pub trait Engine {
    type Error: fmt::Display;

    /// The positions one move away, in the engine's order; empty when the side to move has
    /// no move.
    fn successors(&mut self, pos: &Position) -> Result<Vec<Position>, Self::Error>;

    /// The number of move sequences of `depth` plies, by walking `successors`.
    fn perft(&mut self, pos: &Position, depth: u32) -> Result<u64, Self::Error> {
        if depth == 0 {
            return Ok(1);
        }
        let children = self.successors(pos)?;
        if depth == 1 {
            return Ok(children.len() as u64);
        }
        let mut total = 0;
        for child in &children {
            total += self.perft(child, depth - 1)?;
        }
        Ok(total)
    }
}

/// The native bitboard engine under one rule set. Its perft table, if any, is made on first
/// use and kept, so successive counts (a divide) share it.
pub struct Native {
    pub rules: Rules,
    pub perft: PerftOptions,
    table: Option<HashTable>,
}

impl Native {
    pub fn new(rules: Rules) -> Native {
        Native::with_perft(rules, PerftOptions::default())
    }

    pub fn with_perft(rules: Rules, perft: PerftOptions) -> Native {
        Native {
            rules,
            perft,
            table: None,
        }
    }
}

impl Engine for Native {
    type Error = Infallible;

    fn successors(&mut self, pos: &Position) -> Result<Vec<Position>, Infallible> {
        Ok(successors(pos, self.rules))
    }

    fn perft(&mut self, pos: &Position, depth: u32) -> Result<u64, Infallible> {
        if self.table.is_none() {
            self.table = HashTable::with_megabytes(self.perft.hash_mb);
        }
        Ok(perft_in(
            pos,
            depth,
            self.rules,
            self.perft.threads,
            self.table.as_ref(),
        ))
    }
}
