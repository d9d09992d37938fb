//! Perft: the number of leaf positions of the legal move tree to a fixed depth, counted in
//! bulk at the last ply (the legal moves of each position at depth 1 are counted, not made).

use std::marker::PhantomData;

use super::attacks::{tables, Magics, Pext, Sliders, Tables};
use super::movegen::{count_for, count_moves_with, generate_for, Black, Side, Sink, White};
use super::position::Position;
use super::types::{Bitboard, Color, Move, Role, Square, Squares};

/// The number of move sequences of `depth` plies.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    match Fast::detect() {
        Some(fast) => fast.count(pos, depth),
        None => perft_portable(pos, depth),
    }
}

// Bulk counting adds up popcounts, and the baseline x86-64 target has no POPCNT
// instruction, nor BMI's bit scans, lowest-bit clears and variable shifts, which the move
// generator does all the time, nor PEXT, which looks up slider attacks in one step: on CPUs
// that have them the same code runs compiled a second time for them.

fn perft_portable(pos: &Position, depth: u32) -> u64 {
    count(pos, depth, Magics)
}

/// Proof that the CPU has POPCNT, BMI1 and BMI2: only [`Fast::detect`] makes one.
#[derive(Clone, Copy)]
struct Fast(Pext);

impl Fast {
    fn detect() -> Option<Fast> {
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("popcnt")
            && std::arch::is_x86_feature_detected!("bmi1")
        {
            return Pext::detect().map(Fast);
        }
        None
    }

    #[inline(always)]
    fn count(self, pos: &Position, depth: u32) -> u64 {
        #[cfg(target_arch = "x86_64")]
        {
            // SAFETY: a `Fast` exists only once the CPU has been seen to have POPCNT, BMI1
            // and BMI2, the features `perft_fast` is compiled for.
            unsafe { perft_fast(pos, depth, self) }
        }
        #[cfg(not(target_arch = "x86_64"))]
        perft_portable(pos, depth)
    }
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt,bmi1,bmi2")]
fn perft_fast(pos: &Position, depth: u32, fast: Fast) -> u64 {
    count(pos, depth, fast)
}

impl Sliders for Fast {
    #[inline(always)]
    fn rook(self, t: &Tables, sq: Square, occupied: Bitboard) -> Bitboard {
        self.0.rook(t, sq, occupied)
    }

    #[inline(always)]
    fn bishop(self, t: &Tables, sq: Square, occupied: Bitboard) -> Bitboard {
        self.0.bishop(t, sq, occupied)
    }
}

/// The two ways perft runs: how slider attacks are found, and how to count below a move.
trait Counting: Sliders {
    fn below(self, pos: &Position, depth: u32) -> u64;
}

impl Counting for Magics {
    #[inline(always)]
    fn below(self, pos: &Position, depth: u32) -> u64 {
        perft_portable(pos, depth)
    }
}

impl Counting for Fast {
    #[inline(always)]
    fn below(self, pos: &Position, depth: u32) -> u64 {
        self.count(pos, depth)
    }
}

/// Perft, with no move list: the generator hands each move straight to [`Descend`], which
/// builds the position after it and counts below it.
#[inline(always)]
fn count<C: Counting>(pos: &Position, depth: u32, how: C) -> u64 {
    let t = tables();
    match (depth, pos.side) {
        (0, _) => 1,
        (1, _) => count_moves_with(pos, how),
        (_, Color::White) => count_from::<C, White>(t, pos, depth, how),
        (_, Color::Black) => count_from::<C, Black>(t, pos, depth, how),
    }
}

/// [`count`] at a depth of 2 or more, `U` to move: at depth 2 the moves of each child are
/// counted right there, the child's side known at compile time; deeper, through [`count`].
#[inline(always)]
fn count_from<C: Counting, U: Side>(t: &Tables, pos: &Position, depth: u32, how: C) -> u64 {
    if depth == 2 {
        let mut below = Descend {
            pos,
            t,
            how,
            below: Leaves::<U::Other>(PhantomData),
            total: 0,
        };
        generate_for::<_, C, U>(t, how, pos, &mut below);
        below.total
    } else {
        let mut below = Descend {
            pos,
            t,
            how,
            below: Deeper(depth - 1),
            total: 0,
        };
        generate_for::<_, C, U>(t, how, pos, &mut below);
        below.total
    }
}

/// How [`Descend`] counts below a child position.
trait Below<C> {
    fn count(&self, t: &Tables, child: &Position, how: C) -> u64;
}

/// The child's legal moves, `V` to move there.
struct Leaves<V>(PhantomData<V>);

impl<C: Counting, V: Side> Below<C> for Leaves<V> {
    #[inline(always)]
    fn count(&self, t: &Tables, child: &Position, how: C) -> u64 {
        count_for::<C, V>(t, how, child)
    }
}

/// The leaves this many plies below the child.
struct Deeper(u32);

impl<C: Counting> Below<C> for Deeper {
    #[inline(always)]
    fn count(&self, _t: &Tables, child: &Position, how: C) -> u64 {
        how.below(child, self.0)
    }
}

/// A move sink that counts the leaves below each move as it is generated.
struct Descend<'a, C, B> {
    pos: &'a Position,
    t: &'a Tables,
    how: C,
    below: B,
    total: u64,
}

impl<C: Counting, B: Below<C>> Descend<'_, C, B> {
    #[inline(always)]
    fn visit(&mut self, child: &Position) {
        self.total += self.below.count(self.t, child, self.how);
    }
}

impl<C: Counting, B: Below<C>> Sink for Descend<'_, C, B> {
    #[inline(always)]
    fn piece(&mut self, role: Role, from: Square, targets: Bitboard) {
        for to in Squares(targets) {
            self.visit(&self.pos.child_piece(role, from, to));
        }
    }

    #[inline(always)]
    fn pawns(&mut self, targets: Bitboard, delta: i32) {
        for to in Squares(targets) {
            let from = Square::from_index((to.index() as i32 - delta) as u32);
            if delta.abs() == 16 {
                self.visit(&self.pos.child_double_push(self.t, from, to));
            } else {
                self.visit(&self.pos.child_pawn(from, to, Role::Pawn));
            }
        }
    }

    #[inline(always)]
    fn promotions(&mut self, targets: Bitboard, delta: i32) {
        for to in Squares(targets) {
            let from = Square::from_index((to.index() as i32 - delta) as u32);
            for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
                self.visit(&self.pos.child_pawn(from, to, role));
            }
        }
    }

    #[inline(always)]
    fn special(&mut self, mv: Move) {
        self.visit(&self.pos.play_unkeyed(mv));
    }
}

/// Perft split by first move, in the order the moves are generated.
pub fn divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    let moves = pos.legal_moves();
    moves
        .iter()
        .map(|&mv| (mv, perft(&pos.play(mv), depth - 1)))
        .collect()
}

/// One line of a perft expectations file: a position and its known counts by depth.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PerftCase {
    pub id: String,
    pub fen: String,
    /// `(depth, nodes)`, shallowest first.
    pub counts: Vec<(u32, u64)>,
    /// Where the counts come from.
    pub source: String,
}

/// Reads a perft expectations file: `#` comments, and records
/// `FEN ;id NAME ;D1 20 ;D2 400 … ;source TEXT`.
pub fn parse_perft_cases(text: &str) -> Result<Vec<PerftCase>, String> {
    let mut cases = Vec::new();
    for (number, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let mut fields = line.split(';').map(str::trim);
        let fen = fields.next().unwrap_or_default().to_string();
        let mut case = PerftCase {
            id: String::new(),
            fen,
            counts: Vec::new(),
            source: String::new(),
        };
        for field in fields {
            let (name, value) = field.split_once(' ').unwrap_or((field, ""));
            match name {
                "id" => case.id = value.to_string(),
                "source" => case.source = value.to_string(),
                _ => {
                    let depth = name.strip_prefix('D').and_then(|d| d.parse().ok());
                    let nodes = value.trim().parse().ok();
                    match (depth, nodes) {
                        (Some(d), Some(n)) => case.counts.push((d, n)),
                        _ => {
                            return Err(format!(
                                "line {}: expected 'id', 'source' or 'D<depth> <nodes>', found '{field}'",
                                number + 1
                            ))
                        }
                    }
                }
            }
        }
        cases.push(case);
    }
    Ok(cases)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The fast path (when this CPU has it) and the portable one count the same.
    #[test]
    fn both_paths_count_the_same() {
        for fen in [
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        ] {
            let pos = Position::from_fen(fen).unwrap();
            assert_eq!(perft(&pos, 3), perft_portable(&pos, 3), "{fen}");
        }
    }
}
