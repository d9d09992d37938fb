//! Retrograde analysis of one group of slices: the exact value and distance of every
//! position, given the values of every slice its captures and crownings lead to.
//!
//! A move that neither captures nor crowns keeps the counts of men and kings, so it leads
//! from slice `(a, b, c, d)` to `(c, d, a, b)` once the board is turned round; those two
//! slices (one, when they are the same) form a group solved together. A capture leads to a
//! slice with fewer pieces and a crowning to one with fewer men: both are solved earlier.
//!
//! The values are found level by level, the level being the number of plies to the end. Each
//! position's moves are generated once: a move out of the group gives a known value at once
//! (a win candidate, a draw that rules out losing, or a loss's length); a move inside the
//! group is counted. Then, for each level in turn, the positions lost at that level make
//! their predecessors (found by unmaking moves, and checked: a position with a capture has
//! no quiet move) wins at the next level, and the positions won at that level take one from
//! their predecessors' counts; a position whose moves all lead to the opponent's wins loses
//! one ply after the longest of them. Whatever is never reached is a draw.

use std::fmt;

use super::index::{locate, SliceKey, Squares};
use super::value::{Value, MAX_DISTANCE, NOT_A_POSITION, UNKNOWN};
use crate::checkers::board::{Bits, Position, Side, BOARD};
use crate::checkers::moves::{any_jump, for_each_move, BlackMoves, Rules, Visitor};

/// The solved slices, by slice.
#[derive(Default)]
pub struct Tables {
    by_id: Vec<Option<Vec<u8>>>,
}

impl Tables {
    pub fn new() -> Tables {
        Tables::default()
    }

    pub fn get(&self, key: &SliceKey) -> Option<&[u8]> {
        self.by_id.get(key.id())?.as_deref()
    }

    pub fn insert(&mut self, key: SliceKey, values: Vec<u8>) {
        let id = key.id();
        if self.by_id.len() <= id {
            self.by_id.resize_with(id + 1, || None);
        }
        self.by_id[id] = Some(values);
    }

    pub fn contains(&self, key: &SliceKey) -> bool {
        self.get(key).is_some()
    }

    /// The byte of the position numbered `index` in `key`, if that slice is here.
    #[inline]
    pub fn byte(&self, key: &SliceKey, index: u64) -> Option<u8> {
        self.get(key)?.get(index as usize).copied()
    }

    /// A position's value (either side to move), if its slice is here.
    pub fn value(&self, pos: &Position) -> Option<Value> {
        let (key, index) = locate(pos);
        Value::from_byte(self.byte(&key, index)?)
    }
}

/// Why a group could not be solved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SolveError {
    /// A slice a capture or crowning leads to is not solved yet.
    MissingSlice(SliceKey),
    /// A game longer than a byte holds.
    TooLong { slice: SliceKey, distance: u32 },
}

impl fmt::Display for SolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SolveError::MissingSlice(key) => {
                write!(f, "slice {} is needed first and is not built", key.name())
            }
            SolveError::TooLong { slice, distance } => write!(
                f,
                "slice {} has a game of {distance} plies, longer than the {MAX_DISTANCE} a byte holds",
                slice.name()
            ),
        }
    }
}

impl std::error::Error for SolveError {}

/// The positions a move leads to, without their paths.
struct Children(Vec<Position>);

impl Visitor for Children {
    const WANTS_PATH: bool = false;
    #[inline(always)]
    fn visit(&mut self, child: &Position, _: &[u8], _: bool) {
        self.0.push(*child);
    }
}

/// In `pending`: the position has a move out of the group to a draw or a win, so it cannot
/// lose; the low bits count its moves inside the group not yet known to lose for it.
const CANNOT_LOSE: u8 = 0x80;

/// A position of the group: which slice (0 or 1) in the high bits, its number in the low.
type Slot = u64;

fn slot(which: usize, index: u64) -> Slot {
    (which as u64) << 40 | index
}

fn unslot(slot: Slot) -> (usize, u64) {
    ((slot >> 40) as usize, slot & ((1 << 40) - 1))
}

struct Group<'t> {
    keys: Vec<SliceKey>,
    values: Vec<Vec<u8>>,
    pending: Vec<Vec<u8>>,
    longest: Vec<Vec<u8>>,
    tables: &'t Tables,
    /// Positions to settle at each level: won (odd levels) and lost (even).
    due: Vec<Vec<Slot>>,
}

/// Solves the group of `key` (with its colour-swapped slice): the values of both slices, in
/// the order of [`group_of`]. Every slice a capture or crowning reaches must be in `tables`.
pub fn solve_group(key: SliceKey, tables: &Tables) -> Result<Vec<(SliceKey, Vec<u8>)>, SolveError> {
    let keys = group_of(key);
    let mut group = Group {
        values: keys
            .iter()
            .map(|k| vec![UNKNOWN; k.size() as usize])
            .collect(),
        pending: keys.iter().map(|k| vec![0; k.size() as usize]).collect(),
        longest: keys.iter().map(|k| vec![0; k.size() as usize]).collect(),
        keys,
        tables,
        due: Vec::new(),
    };
    group.first_look()?;
    group.settle_levels()?;
    let Group { keys, values, .. } = group;
    Ok(keys
        .into_iter()
        .zip(values)
        .map(|(key, mut values)| {
            for byte in &mut values {
                if *byte == UNKNOWN {
                    *byte = super::value::DRAW;
                }
            }
            (key, values)
        })
        .collect())
}

/// The slices solved together with `key`: itself and, when different, its colour swap.
pub fn group_of(key: SliceKey) -> Vec<SliceKey> {
    let swapped = key.swapped();
    if swapped == key {
        vec![key]
    } else {
        vec![key.min(swapped), key.max(swapped)]
    }
}

impl Group<'_> {
    fn which(&self, key: &SliceKey) -> Option<usize> {
        self.keys.iter().position(|k| k == key)
    }

    fn schedule(&mut self, level: u32, at: Slot) -> Result<(), SolveError> {
        if level > MAX_DISTANCE {
            return Err(SolveError::TooLong {
                slice: self.keys[unslot(at).0],
                distance: level,
            });
        }
        let level = level as usize;
        if self.due.len() <= level {
            self.due.resize_with(level + 1, Vec::new);
        }
        self.due[level].push(at);
        Ok(())
    }

    /// Every position's moves, once: values out of the group, counts inside it.
    fn first_look(&mut self) -> Result<(), SolveError> {
        let mut children = Children(Vec::with_capacity(32));
        for which in 0..self.keys.len() {
            let key = self.keys[which];
            for index in 0..key.size() {
                let Some(squares) = key.decode(index) else {
                    self.values[which][index as usize] = NOT_A_POSITION;
                    continue;
                };
                let pos = squares.position();
                children.0.clear();
                for_each_move(&pos, Rules::English, &mut children);
                let mut fastest_win: Option<u32> = None;
                let mut longest_loss = 0u32;
                let mut inside = 0u8;
                let mut cannot_lose = false;
                for child in &children.0 {
                    let (child_key, child_index) = locate(child);
                    if self.which(&child_key).is_some() {
                        inside += 1;
                        continue;
                    }
                    let byte = self
                        .tables
                        .byte(&child_key, child_index)
                        .ok_or(SolveError::MissingSlice(child_key))?;
                    match Value::from_byte(byte) {
                        Some(Value::Loss(d)) => {
                            fastest_win = Some(fastest_win.map_or(d + 1, |w| w.min(d + 1)));
                        }
                        Some(Value::Win(d)) => longest_loss = longest_loss.max(d),
                        Some(Value::Draw) => cannot_lose = true,
                        None => return Err(SolveError::MissingSlice(child_key)),
                    }
                }
                let at = slot(which, index);
                if children.0.is_empty() {
                    self.schedule(0, at)?;
                    continue;
                }
                if let Some(win) = fastest_win {
                    cannot_lose = true;
                    self.schedule(win, at)?;
                } else if inside == 0 && !cannot_lose {
                    self.schedule(longest_loss + 1, at)?;
                }
                self.pending[which][index as usize] =
                    inside | if cannot_lose { CANNOT_LOSE } else { 0 };
                self.longest[which][index as usize] = longest_loss.min(255) as u8;
            }
        }
        Ok(())
    }

    /// Levels 0, 1, 2, ...: settles what is due, and passes the news to the predecessors.
    fn settle_levels(&mut self) -> Result<(), SolveError> {
        let mut level = 0usize;
        let mut predecessors = Vec::with_capacity(64);
        while level < self.due.len() {
            let due = std::mem::take(&mut self.due[level]);
            for at in due {
                let (which, index) = unslot(at);
                if self.values[which][index as usize] != UNKNOWN {
                    continue;
                }
                self.values[which][index as usize] = Value::ending_in(level as u32);
                let won = level % 2 == 1;
                predecessors.clear();
                self.predecessors(which, index, &mut predecessors);
                for &before in &predecessors {
                    let (w, i) = unslot(before);
                    let i = i as usize;
                    if self.values[w][i] != UNKNOWN {
                        continue;
                    }
                    if !won {
                        // A move to a lost position: a win one ply later.
                        self.schedule(level as u32 + 1, before)?;
                        continue;
                    }
                    let pending = self.pending[w][i] - 1;
                    self.pending[w][i] = pending;
                    let longest = (self.longest[w][i] as usize).max(level);
                    self.longest[w][i] = longest.min(255) as u8;
                    if pending == 0 {
                        self.schedule(longest as u32 + 1, before)?;
                    }
                }
            }
            level += 1;
        }
        Ok(())
    }

    /// The positions of the group from which a quiet move (no capture, no crowning) leads to
    /// position `index` of slice `which`.
    fn predecessors(&self, which: usize, index: u64, out: &mut Vec<Slot>) {
        let Some(after) = self.keys[which].decode(index) else {
            return;
        };
        // The position after the move, as it stood: White to move, the mover's pieces black.
        let turned = Squares {
            black_men: after.white_men.reverse_bits(),
            black_kings: after.white_kings.reverse_bits(),
            white_men: after.black_men.reverse_bits(),
            white_kings: after.black_kings.reverse_bits(),
        }
        .position();
        let black = turned.black;
        let white = turned.white;
        let kings = turned.kings;
        let empty = BOARD & !(black | white);
        let before_key = self.keys[which].swapped();
        let Some(before_which) = self.which(&before_key) else {
            return;
        };
        for bit in Bits(black) {
            let to = 1u64 << bit;
            let king = kings & to != 0;
            // Black moves toward higher bits: a man came from 4 or 5 below; a king from any side.
            let froms = [
                to >> 4,
                to >> 5,
                if king { to << 4 } else { 0 },
                if king { to << 5 } else { 0 },
            ];
            for from in froms {
                if from & empty == 0 {
                    continue;
                }
                let black_before = black & !to | from;
                let kings_before = if king { kings & !to | from } else { kings };
                let empty_before = BOARD & !(black_before | white);
                if any_jump::<BlackMoves>(
                    black_before,
                    white,
                    black_before & kings_before,
                    empty_before,
                ) {
                    continue;
                }
                let before = Position {
                    black: black_before,
                    white,
                    kings: kings_before,
                    side: Side::Black,
                };
                let (key, before_index) = locate(&before);
                debug_assert_eq!(key, before_key);
                out.push(slot(before_which, before_index));
            }
        }
    }
}
