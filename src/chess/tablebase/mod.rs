//! Endgame tablebases by retrograde analysis (the article's §4.3: exact results for
//! positions with very few men): every ending of three and four men (two kings and one or
//! two others, pawns included), for either side to move, with win/draw/loss and the
//! distance to mate in plies (DTM).
//!
//! - `material.rs` an ending's men (`KQKR`), its canonical colours, the endings it leads to
//! - `index.rs`    a position's place in its table, by symmetry
//! - `board.rs`    moves and un-moves on a board of at most four men, for the build
//! - `build.rs`    the retrograde analysis of one ending
//! - `file.rs`     one checksummed file an ending; the cache directory; building in
//!   dependency order, in parallel, what is missing or corrupt
//! - `probe.rs`    a [`Position`]'s value, and the move that keeps it (shortest win,
//!   longest defence)

use std::collections::HashMap;
use std::sync::Arc;

pub mod board;
mod build;
pub mod file;
mod index;
pub mod material;
pub mod probe;

pub use build::build as build_table;
pub use material::Material;

use board::Board;
use index::Layout;

/// A position's value for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wdl {
    /// Mates in this many plies (odd).
    Win(u32),
    Draw,
    /// Is mated in this many plies (even; 0: mated now).
    Loss(u32),
}

impl Wdl {
    /// Moves to mate as UCI and the books count them: mate in `(plies + 1) / 2`.
    pub fn moves(self) -> Option<u32> {
        match self {
            Wdl::Win(p) => Some(p.div_ceil(2)),
            Wdl::Loss(p) => Some(p / 2),
            Wdl::Draw => None,
        }
    }

    /// The value one ply earlier, for the side that moved into this position.
    pub fn before(self) -> Wdl {
        match self {
            Wdl::Win(p) => Wdl::Loss(p + 1),
            Wdl::Draw => Wdl::Draw,
            Wdl::Loss(p) => Wdl::Win(p + 1),
        }
    }

    /// Higher is better for the side to move: a shorter win, a longer defence.
    pub fn rank(self) -> i64 {
        match self {
            Wdl::Win(p) => 1_000 - p as i64,
            Wdl::Draw => 0,
            Wdl::Loss(p) => -1_000 + p as i64,
        }
    }

    fn from_code(code: u8) -> Wdl {
        match code_plies(code) {
            None => Wdl::Draw,
            Some(p) if p % 2 == 1 => Wdl::Win(p as u32),
            Some(p) => Wdl::Loss(p as u32),
        }
    }
}

/// A stored value: 0 a draw, 255 no position (illegal, or the twin of a stored one by
/// symmetry), otherwise the plies to mate plus one (odd plies: the side to move wins).
pub(crate) const DRAW: u8 = 0;
pub(crate) const ILLEGAL: u8 = u8::MAX;

pub(crate) fn code_plies(code: u8) -> Option<usize> {
    match code {
        DRAW | ILLEGAL => None,
        c => Some(c as usize - 1),
    }
}

/// One ending's values.
pub struct Table {
    material: Material,
    layout: Layout,
    codes: Vec<u8>,
}

impl std::fmt::Debug for Table {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Table({}, {} positions)",
            self.material,
            self.codes.len()
        )
    }
}

impl Table {
    pub(crate) fn new(material: Material, layout: Layout, codes: Vec<u8>) -> Table {
        Table {
            material,
            layout,
            codes,
        }
    }

    pub fn material(&self) -> &Material {
        &self.material
    }

    /// The stored values, one byte a position (what the file holds).
    pub fn codes(&self) -> &[u8] {
        &self.codes
    }

    fn white_to_move(&self) -> &[u8] {
        &self.codes[..self.layout.half]
    }

    /// The longest win for White (the stronger side) to move, in plies.
    pub fn longest_win(&self) -> u32 {
        self.white_to_move()
            .iter()
            .filter_map(|&c| code_plies(c))
            .filter(|p| p % 2 == 1)
            .max()
            .unwrap_or(0) as u32
    }

    /// A position of the longest win with White to move, as FEN.
    pub fn longest_win_fen(&self) -> Option<String> {
        let longest = self.longest_win();
        let code = u8::try_from(longest + 1).ok().filter(|_| longest > 0)?;
        let index = self.white_to_move().iter().position(|&c| c == code)?;
        Some(self.layout.board(index).fen())
    }

    /// Positions with White (the stronger side) to move: won, and legal (each counted once
    /// up to symmetry).
    pub fn counts(&self) -> (usize, usize) {
        let strong = self.white_to_move();
        let legal = strong.iter().filter(|&&c| c != ILLEGAL).count();
        let won = strong
            .iter()
            .filter(|&&c| code_plies(c).is_some_and(|p| p % 2 == 1))
            .count();
        (won, legal)
    }
}

/// Each non-king man counted in four bits of its colour and kind.
fn signature(men: impl Iterator<Item = (super::Color, super::Role)>) -> u64 {
    men.map(|(c, r)| 1u64 << (c.index() * 20 + material::strength(r) * 4))
        .sum()
}

/// The tables at hand, found by the men of a position.
#[derive(Default)]
pub struct Tablebase {
    tables: HashMap<u64, Arc<Table>>,
}

impl Tablebase {
    pub fn new() -> Tablebase {
        Tablebase::default()
    }

    pub fn insert(&mut self, table: Table) {
        let roles = table.material.roles();
        let key = signature(roles.iter().copied());
        self.tables.insert(key, Arc::new(table));
    }

    pub fn table(&self, material: &Material) -> Option<&Table> {
        let roles = material.roles();
        let key = signature(roles.iter().copied());
        self.tables.get(&key).map(|t| t.as_ref())
    }

    /// Every table held, in build order.
    pub fn tables(&self) -> Vec<&Table> {
        let mut all: Vec<&Table> = self.tables.values().map(|t| t.as_ref()).collect();
        all.sort_by_key(|t| t.material.order());
        all
    }

    /// Builds in memory, on the machine's cores, `wanted` and every ending it leads to.
    pub fn build(wanted: &[Material]) -> Result<Tablebase, String> {
        let mut tb = Tablebase::new();
        let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
        file::ensure(&mut tb, None, wanted, threads, &|_| {})?;
        Ok(tb)
    }

    /// The stored value of a board, from its side to move; `None` when no table holds it.
    pub(crate) fn code_of(&self, board: &Board) -> Option<u8> {
        let men = &board.men[2..board.n as usize];
        if men.is_empty() {
            return Some(DRAW);
        }
        let key = signature(men.iter().map(|m| (m.color, m.role)));
        let swapped = signature(men.iter().map(|m| (m.color.other(), m.role)));
        let (table, swap) = match self.tables.get(&key) {
            Some(t) => (t, false),
            None => (self.tables.get(&swapped)?, true),
        };
        let layout = &table.layout;
        let mut squares = [0u8; 4];
        let king = |c: super::Color| board.men[c.index()].sq;
        let flip = |s: u8| if swap { s ^ 56 } else { s };
        let (white, black) = if swap {
            (super::Color::Black, super::Color::White)
        } else {
            (super::Color::White, super::Color::Black)
        };
        squares[0] = flip(king(white));
        squares[1] = flip(king(black));
        let mut used = [false; 4];
        for (slot, &(color, role)) in layout.roles.iter().enumerate() {
            let want = if swap { color.other() } else { color };
            let at = (0..men.len())
                .find(|&i| !used[i] && men[i].color == want && men[i].role == role)?;
            used[at] = true;
            squares[2 + slot] = flip(men[at].sq);
        }
        let index = layout.index(&squares[..layout.men()], board.black_to_move != swap)?;
        table.codes.get(index).copied()
    }
}
