//! perft: the number of move sequences of a given length, counted at the last ply without
//! making the moves (bulk counting), optionally on several threads sharing a hash table.
//!
//! The last two plies never build the children: a child's move count needs only its mover's
//! pieces and kings, the opponent's squares and the empty squares. Steps after which the
//! opponent cannot capture are counted a direction at a time with popcounts; the rest are
//! counted one by one. The kernels are compiled twice, portable and for POPCNT, and the CPU
//! picks one at run time. Only counts matter here: this order of visiting children is not
//! the listing's (that is `moves.rs`'s job).
//!
//! The hash table stores the full position (both sides, kings, side to move) and the depth
//! with every count, so a collision of the index can only miss, never change a count. Each
//! entry is guarded by a sequence number (a seqlock): a reader that overlaps a writer sees
//! the number change and treats the entry as a miss.

use std::collections::HashMap;
use std::marker::PhantomData;
use std::sync::atomic::{fence, AtomicU64, AtomicUsize, Ordering};

use super::board::{Bits, Position, Side, BOARD};
use super::moves::{
    any_jump, count_captures, count_moves, count_moves_of, crowning_row, each_direction,
    for_each_move, generate, moves, shift, BlackMoves, Move, Mover, Rules, Visitor, WhiteMoves,
};

/// How to run a deep perft.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PerftOptions {
    /// Worker threads (1 = the calling thread only).
    pub threads: usize,
    /// Size of the shared hash table in MiB (0 = no table).
    pub hash_mb: usize,
}

impl Default for PerftOptions {
    fn default() -> PerftOptions {
        PerftOptions {
            threads: 1,
            hash_mb: 0,
        }
    }
}

/// The number of move sequences of `depth` plies from `pos`.
pub fn perft(pos: &Position, depth: u32, rules: Rules) -> u64 {
    dispatch(pos, depth, rules, None)
}

/// perft split by the first move: each move in the listing's order with its count.
pub fn divide(pos: &Position, depth: u32, rules: Rules, options: PerftOptions) -> Vec<(Move, u64)> {
    let table = HashTable::with_megabytes(options.hash_mb);
    moves(pos, rules)
        .into_iter()
        .map(|m| {
            let count = if depth == 0 {
                0
            } else {
                run(&m.after, depth - 1, rules, options, table.as_ref())
            };
            (m, count)
        })
        .collect()
}

/// perft with threads and/or a hash table; the count is always the same as [`perft`]'s.
pub fn perft_with(pos: &Position, depth: u32, rules: Rules, options: PerftOptions) -> u64 {
    let table = HashTable::with_megabytes(options.hash_mb);
    run(pos, depth, rules, options, table.as_ref())
}

/// perft on `threads` threads sharing a table the caller keeps between calls (so that, say,
/// the counts of a divide share their work).
pub fn perft_in(
    pos: &Position,
    depth: u32,
    rules: Rules,
    threads: usize,
    table: Option<&HashTable>,
) -> u64 {
    let options = PerftOptions {
        threads,
        hash_mb: 0,
    };
    run(pos, depth, rules, options, table)
}

fn run(
    pos: &Position,
    depth: u32,
    rules: Rules,
    options: PerftOptions,
    table: Option<&HashTable>,
) -> u64 {
    let threads = options.threads.max(1);
    if threads == 1 || depth < 6 {
        return dispatch(pos, depth, rules, table);
    }
    // Split a few plies down into many jobs; equal positions are counted once and weighted.
    let split = 4.min(depth - 4);
    let mut frontier: HashMap<Position, u64> = HashMap::new();
    collect_frontier(pos, split, rules, &mut frontier);
    let jobs: Vec<(Position, u64)> = frontier.into_iter().collect();
    let next = AtomicUsize::new(0);
    let total = AtomicU64::new(0);
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some((job, weight)) = jobs.get(i) else {
                    break;
                };
                let count = dispatch(job, depth - split, rules, table);
                total.fetch_add(count * weight, Ordering::Relaxed);
            });
        }
    });
    total.into_inner()
}

fn collect_frontier(pos: &Position, depth: u32, rules: Rules, out: &mut HashMap<Position, u64>) {
    if depth == 0 {
        *out.entry(*pos).or_insert(0) += 1;
        return;
    }
    let mut children = Vec::new();
    for_each_move(pos, rules, &mut |child: &Position, _: &[u8], _| {
        children.push(*child)
    });
    for child in children {
        collect_frontier(&child, depth - 1, rules, out);
    }
}

fn dispatch(pos: &Position, depth: u32, rules: Rules, table: Option<&HashTable>) -> u64 {
    #[cfg(target_arch = "x86_64")]
    {
        if std::arch::is_x86_feature_detected!("popcnt") {
            // SAFETY: the CPU has just been seen to have the POPCNT instruction, the only
            // feature `WithPopcnt`'s kernels are compiled for.
            return unsafe { dispatch_on::<WithPopcnt>(pos, depth, rules, table) };
        }
    }
    // SAFETY: the portable kernels need no particular CPU feature.
    unsafe { dispatch_on::<Portable>(pos, depth, rules, table) }
}

/// # Safety
/// The CPU must have the features `I`'s kernels are compiled for.
unsafe fn dispatch_on<I: Isa>(
    pos: &Position,
    depth: u32,
    rules: Rules,
    table: Option<&HashTable>,
) -> u64 {
    match (pos.side(), rules, table) {
        (Side::Black, Rules::English, None) => I::plain::<BlackMoves, false>(pos, depth),
        (Side::Black, Rules::Strachey, None) => I::plain::<BlackMoves, true>(pos, depth),
        (Side::White, Rules::English, None) => I::plain::<WhiteMoves, false>(pos, depth),
        (Side::White, Rules::Strachey, None) => I::plain::<WhiteMoves, true>(pos, depth),
        (Side::Black, Rules::English, Some(t)) => I::hashed::<BlackMoves, false>(pos, depth, t),
        (Side::Black, Rules::Strachey, Some(t)) => I::hashed::<BlackMoves, true>(pos, depth, t),
        (Side::White, Rules::English, Some(t)) => I::hashed::<WhiteMoves, false>(pos, depth, t),
        (Side::White, Rules::Strachey, Some(t)) => I::hashed::<WhiteMoves, true>(pos, depth, t),
    }
}

// Bulk counting adds up popcounts, and the baseline x86-64 target has no POPCNT instruction:
// on CPUs that have it the same kernels run compiled a second time for it. The recursion
// stays inside one instruction set, so every node is compiled for it.

/// The instruction set the perft kernels are compiled for.
trait Isa {
    /// # Safety
    /// The CPU must have the features this instruction set names.
    unsafe fn plain<S: Mover, const STRACHEY: bool>(pos: &Position, depth: u32) -> u64;
    /// # Safety
    /// As for [`Isa::plain`].
    unsafe fn hashed<S: Mover, const STRACHEY: bool>(
        pos: &Position,
        depth: u32,
        table: &HashTable,
    ) -> u64;
    /// # Safety
    /// As for [`Isa::plain`].
    unsafe fn leaf_tree<S: Mover, const STRACHEY: bool>(jump: &LeafJump) -> u64;
}

/// Any x86-64 (or other) CPU.
struct Portable;

impl Isa for Portable {
    unsafe fn plain<S: Mover, const STRACHEY: bool>(pos: &Position, depth: u32) -> u64 {
        plain::<S, STRACHEY, Portable>(pos, depth)
    }
    unsafe fn hashed<S: Mover, const STRACHEY: bool>(
        pos: &Position,
        depth: u32,
        table: &HashTable,
    ) -> u64 {
        hashed::<S, STRACHEY, Portable>(pos, depth, table)
    }
    unsafe fn leaf_tree<S: Mover, const STRACHEY: bool>(jump: &LeafJump) -> u64 {
        leaf_tree::<S, STRACHEY, Portable>(jump)
    }
}

/// x86-64 CPUs with POPCNT.
#[cfg(target_arch = "x86_64")]
struct WithPopcnt;

#[cfg(target_arch = "x86_64")]
impl Isa for WithPopcnt {
    #[inline(always)]
    unsafe fn plain<S: Mover, const STRACHEY: bool>(pos: &Position, depth: u32) -> u64 {
        plain_popcnt::<S, STRACHEY>(pos, depth)
    }
    #[inline(always)]
    unsafe fn hashed<S: Mover, const STRACHEY: bool>(
        pos: &Position,
        depth: u32,
        table: &HashTable,
    ) -> u64 {
        hashed_popcnt::<S, STRACHEY>(pos, depth, table)
    }
    #[inline(always)]
    unsafe fn leaf_tree<S: Mover, const STRACHEY: bool>(jump: &LeafJump) -> u64 {
        leaf_tree_popcnt::<S, STRACHEY>(jump)
    }
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt")]
fn leaf_tree_popcnt<S: Mover, const STRACHEY: bool>(jump: &LeafJump) -> u64 {
    leaf_tree::<S, STRACHEY, WithPopcnt>(jump)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt")]
fn plain_popcnt<S: Mover, const STRACHEY: bool>(pos: &Position, depth: u32) -> u64 {
    plain::<S, STRACHEY, WithPopcnt>(pos, depth)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt")]
fn hashed_popcnt<S: Mover, const STRACHEY: bool>(
    pos: &Position,
    depth: u32,
    table: &HashTable,
) -> u64 {
    hashed::<S, STRACHEY, WithPopcnt>(pos, depth, table)
}

/// One node of plain perft (inlined into each instruction set's kernel).
#[inline(always)]
fn plain<S: Mover, const STRACHEY: bool, I: Isa>(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => count_moves::<S, STRACHEY>(pos),
        2 => {
            let (mine, theirs) = if S::BLACK {
                (pos.black(), pos.white())
            } else {
                (pos.white(), pos.black())
            };
            perft2::<S, STRACHEY, I>(mine, theirs, pos.kings())
        }
        _ => {
            let mut children = Deeper::<S::Other, STRACHEY, I, false> {
                total: 0,
                depth: depth - 1,
                table: None,
                side: PhantomData,
            };
            generate::<S, STRACHEY, _>(pos, &mut children);
            children.total
        }
    }
}

// The last two plies. The moves of a child depend only on the pieces of its side to move
// (men and kings), the opponent's squares and the empty squares, so the children are never
// built whole: a step changes two squares, a capture walks its tree and counts at its end.
// Children may be visited in any order here; only the sum counts.

/// perft(2) of the position where `S` moves `mine`, the opponent has `theirs`.
#[inline(always)]
fn perft2<S: Mover, const STRACHEY: bool, I: Isa>(mine: u64, theirs: u64, kings: u64) -> u64 {
    let empty = BOARD & !(mine | theirs);
    let my_kings = mine & kings;
    let their_kings = theirs & kings;
    if any_jump::<S>(mine, theirs, my_kings, empty) {
        return jump_children::<S, STRACHEY, I>(mine, my_kings, theirs, their_kings, empty);
    }
    step_children::<S, STRACHEY>(mine, my_kings, theirs, their_kings, empty)
}

/// The moves of every child reached by a capture of `S`.
///
/// Which landing squares a capture goes on from is read off this position's jump sets, for
/// all the jumps of one direction at once (as in `count_captures`): from a landing square a
/// jump in any direction but straight back sees the board as it was. Only those trees are
/// walked; after a single jump the opponent's moves are counted directly. (Summing the
/// opponent's steps over all the jumps of a direction, as `step_children` does for steps,
/// was tried and cost more: a capture position rarely has two jumps in one direction.)
#[inline(always)]
fn jump_children<S: Mover, const STRACHEY: bool, I: Isa>(
    mine: u64,
    my_kings: u64,
    theirs: u64,
    their_kings: u64,
    empty: u64,
) -> u64 {
    let jump_from = |s: i32| shift::<S>(shift::<S>(empty, -s) & theirs, -s);
    let (on5, on4) = (jump_from(5), jump_from(4));
    // Backward jumps matter to kings only (and under `strachey` to men crowned on the way).
    let (on_back4, on_back5) = if my_kings != 0 || STRACHEY {
        (jump_from(-4), jump_from(-5))
    } else {
        (0, 0)
    };
    let man_goes_on = on5 | on4;
    let mut total = 0u64;
    each_direction!('s, s, {
        let (movers, jumps_on, all_but_back) = match s {
            5 => (mine, on5, on5 | on4 | on_back4),
            4 => (mine, on4, on5 | on4 | on_back5),
            -4 => (my_kings, on_back4, on5 | on_back4 | on_back5),
            _ => (my_kings, on_back5, on4 | on_back4 | on_back5),
        };
        let jumpers = movers & jumps_on;
        if jumpers == 0 {
            break 's;
        }
        let men_land = shift::<S>(jumpers & !my_kings, 2 * s);
        let kings_land = shift::<S>(jumpers & my_kings, 2 * s);
        // Under `english` a man crowned by a jump stops there.
        let crowned = men_land & crowning_row::<S>();
        let mut goes_on = kings_land & all_but_back | men_land & !crowned & man_goes_on;
        if STRACHEY {
            goes_on |= crowned & all_but_back;
        }
        for bit in Bits(goes_on) {
            let land = 1u64 << bit;
            let mid = shift::<S>(land, -s);
            let from = shift::<S>(mid, -s);
            let jump = LeafJump {
                at: land,
                others: mine & !from,
                theirs: theirs & !mid,
                their_kings: their_kings & !mid,
                empty: (empty | from | mid) & !land,
                king: my_kings & from != 0 || land & crowning_row::<S>() != 0,
            };
            // SAFETY: called from a kernel of `I` (see `Deeper::visit`).
            total += unsafe { I::leaf_tree::<S, STRACHEY>(&jump) };
        }
        for bit in Bits(jumpers & !shift::<S>(goes_on, -2 * s)) {
            let from = 1u64 << bit;
            let mid = shift::<S>(from, s);
            let land = shift::<S>(mid, s);
            total += count_moves_of::<S::Other, STRACHEY>(
                theirs & !mid,
                their_kings & !mid,
                mine & !from | land,
                (empty | from | mid) & !land,
            );
        }
    });
    total
}

/// The moves of every child reached by a step, when `S` has no capture.
///
/// A step from `f` to `t` empties `f` and fills `t`, so where the opponent (`O`) has no
/// capture afterwards its steps are those of this position, plus the ones onto `f`, minus the
/// ones onto `t`: sums of popcounts over all the steps of one direction at once. Only the
/// children where `O` can capture are visited one by one. In `S`'s frame `O`'s men move in
/// directions -5 and -4, its kings also in 4 and 5.
#[inline(always)]
fn step_children<S: Mover, const STRACHEY: bool>(
    mine: u64,
    my_kings: u64,
    theirs: u64,
    their_kings: u64,
    empty: u64,
) -> u64 {
    // O's steps here, and O's captures here as (piece, direction) pairs: a child keeps one of
    // these unless its step moved the taken piece (`f` is it) or filled the landing square.
    let mut base = 0u64;
    let mut jumps_here = false;
    // For each of S's directions 5, 4, -4, -5: the `f` whose step spoils every capture of O.
    let mut spoil_all = [u64::MAX; 4];
    each_direction!('e, e, {
        let movers = if e < 0 { theirs } else { their_kings };
        if movers == 0 {
            break 'e;
        }
        base += (shift::<S>(movers, e) & empty).count_ones() as u64;
        let jumpers = movers & shift::<S>(mine, -e) & shift::<S>(empty, -2 * e);
        for bit in Bits(jumpers) {
            jumps_here = true;
            let taken = shift::<S>(1u64 << bit, e);
            let landing = shift::<S>(taken, e);
            spoil_all[0] &= taken | shift::<S>(landing, -5);
            spoil_all[1] &= taken | shift::<S>(landing, -4);
            spoil_all[2] &= taken | shift::<S>(landing, 4);
            spoil_all[3] &= taken | shift::<S>(landing, 5);
        }
    });
    let mut total = 0u64;
    each_direction!('d, d, {
        let movers = if d > 0 { mine } else { my_kings };
        let steppers = shift::<S>(empty, -d) & movers;
        if steppers == 0 {
            break 'd;
        }
        let index = match d {
            5 => 0,
            4 => 1,
            -4 => 2,
            _ => 3,
        };
        // The `f` after whose step O can capture: a capture kept from here, or a new one
        // taking the piece on `t` or landing on `f`.
        let mut capture_after = if jumps_here { !spoil_all[index] } else { 0 };
        each_direction!('e, e, {
            let their_movers = if e < 0 { theirs } else { their_kings };
            if their_movers == 0 {
                break 'e;
            }
            let lands_beyond_t = if e == -d { u64::MAX } else { shift::<S>(empty, -(d + e)) };
            let takes_beside_f = if e == -d { u64::MAX } else { shift::<S>(mine, e) };
            capture_after |= shift::<S>(their_movers, e - d) & lands_beyond_t;
            capture_after |= shift::<S>(their_movers, 2 * e) & takes_beside_f;
        });
        capture_after &= steppers;
        for bit in Bits(capture_after) {
            let changed = (1u64 << bit) | shift::<S>(1u64 << bit, d);
            total += count_captures::<S::Other, STRACHEY>(
                theirs,
                mine ^ changed,
                their_kings,
                empty ^ changed,
            );
        }
        let quiet = steppers & !capture_after;
        if quiet != 0 {
            let targets = shift::<S>(quiet, d);
            let mut onto_f = 0u64;
            let mut onto_t = 0u64;
            each_direction!('e, e, {
                let their_movers = if e < 0 { theirs } else { their_kings };
                if their_movers == 0 {
                    break 'e;
                }
                let reach = shift::<S>(their_movers, e);
                onto_f += (reach & quiet).count_ones() as u64;
                onto_t += (reach & targets).count_ones() as u64;
            });
            total += quiet.count_ones() as u64 * base + onto_f - onto_t;
        }
    });
    total
}

/// A capture in progress at the last-but-one ply: the piece stands on `at`.
pub(crate) struct LeafJump {
    at: u64,
    /// The mover's other pieces.
    others: u64,
    theirs: u64,
    their_kings: u64,
    empty: u64,
    king: bool,
}

impl LeafJump {
    /// The opponent's moves once the piece rests on `at`.
    #[inline(always)]
    fn count_after<S: Mover, const STRACHEY: bool>(&self) -> u64 {
        count_moves_of::<S::Other, STRACHEY>(
            self.theirs,
            self.their_kings,
            self.others | self.at,
            self.empty,
        )
    }
}

/// The capture sequences going on from `jump.at` (as `capture_tree`), each worth the
/// opponent's moves after it.
#[inline(always)]
fn leaf_tree<S: Mover, const STRACHEY: bool, I: Isa>(jump: &LeafJump) -> u64 {
    let at = jump.at;
    let mut total = 0;
    let mut went_on = false;
    each_direction!('dir, s, {
        if s < 0 && !jump.king {
            break 'dir;
        }
        let mid = shift::<S>(at, s) & jump.theirs;
        if mid == 0 {
            break 'dir;
        }
        let land = shift::<S>(mid, s) & jump.empty;
        if land == 0 {
            break 'dir;
        }
        went_on = true;
        let crowned = !jump.king && land & crowning_row::<S>() != 0;
        let next = LeafJump {
            at: land,
            others: jump.others,
            theirs: jump.theirs & !mid,
            their_kings: jump.their_kings & !mid,
            empty: (jump.empty | at | mid) & !land,
            king: jump.king || crowned,
        };
        total += if crowned && !STRACHEY {
            next.count_after::<S, STRACHEY>()
        } else {
            // SAFETY: called from a kernel of `I`.
            unsafe { I::leaf_tree::<S, STRACHEY>(&next) }
        };
    });
    if went_on {
        total
    } else {
        jump.count_after::<S, STRACHEY>()
    }
}

/// Adds up the perft of each child, through the table when there is one.
struct Deeper<'t, S, const STRACHEY: bool, I, const HASHED: bool> {
    total: u64,
    depth: u32,
    table: Option<&'t HashTable>,
    side: PhantomData<(S, I)>,
}

impl<S: Mover, const STRACHEY: bool, I: Isa, const HASHED: bool> Visitor
    for Deeper<'_, S, STRACHEY, I, HASHED>
{
    const WANTS_PATH: bool = false;
    #[inline(always)]
    fn visit(&mut self, child: &Position, _: &[u8], _: bool) {
        // SAFETY: a `Deeper<I>` only exists inside a kernel of `I`, which was entered after
        // checking the CPU (see `dispatch`).
        self.total += unsafe {
            match self.table {
                Some(table) if HASHED => I::hashed::<S, STRACHEY>(child, self.depth, table),
                _ => I::plain::<S, STRACHEY>(child, self.depth),
            }
        };
    }
}

#[inline(always)]
fn hashed<S: Mover, const STRACHEY: bool, I: Isa>(
    pos: &Position,
    depth: u32,
    table: &HashTable,
) -> u64 {
    if depth < 3 {
        return plain::<S, STRACHEY, I>(pos, depth);
    }
    if let Some(count) = table.probe(pos, depth) {
        return count;
    }
    let mut children = Deeper::<S::Other, STRACHEY, I, true> {
        total: 0,
        depth: depth - 1,
        table: Some(table),
        side: PhantomData,
    };
    generate::<S, STRACHEY, _>(pos, &mut children);
    table.store(pos, depth, children.total);
    children.total
}

/// One slot: a sequence number (odd while being written), the key in three words, the count.
struct Entry {
    sequence: AtomicU64,
    key: [AtomicU64; 3],
    count: AtomicU64,
}

/// A shared perft table of entries keyed by the whole position and the depth.
pub struct HashTable {
    entries: Vec<Entry>,
    mask: usize,
}

impl HashTable {
    /// A table of at most `megabytes` MiB (a power of two of entries); `None` for 0.
    pub fn with_megabytes(megabytes: usize) -> Option<HashTable> {
        if megabytes == 0 {
            return None;
        }
        let wanted = megabytes.saturating_mul(1 << 20) / std::mem::size_of::<Entry>();
        let mut size = if wanted.is_power_of_two() {
            wanted
        } else {
            (wanted.next_power_of_two() / 2).max(2)
        };
        // A table the machine refuses is halved until it fits: it only caches counts.
        let mut entries: Vec<Entry> = Vec::new();
        while entries.try_reserve_exact(size).is_err() {
            if size <= 2 {
                return None;
            }
            size /= 2;
        }
        entries.extend((0..size).map(|_| Entry {
            sequence: AtomicU64::new(0),
            key: [AtomicU64::new(0), AtomicU64::new(0), AtomicU64::new(0)],
            count: AtomicU64::new(0),
        }));
        Some(HashTable {
            entries,
            mask: size - 1,
        })
    }

    /// The key: Black's squares with the depth and side above bit 45, White's, the kings.
    /// Depth 0 never reaches the table, so an all-zero entry matches nothing.
    fn key(pos: &Position, depth: u32) -> [u64; 3] {
        let side = (pos.side() == Side::White) as u64;
        [
            pos.black() | (depth as u64) << 48 | side << 63,
            pos.white(),
            pos.kings(),
        ]
    }

    /// Two neighbouring entries: the first keeps the deepest count seen there, the second
    /// the latest one.
    fn bucket(&self, key: &[u64; 3]) -> (&Entry, &Entry) {
        let mut h = key[0].wrapping_mul(0x9E37_79B9_7F4A_7C15);
        h ^= key[1].wrapping_mul(0xC2B2_AE3D_27D4_EB4F);
        h ^= key[2].wrapping_mul(0x1656_67B1_9E37_79F9);
        h ^= h >> 29;
        h = h.wrapping_mul(0xBF58_476D_1CE4_E5B9);
        h ^= h >> 32;
        let first = h as usize & self.mask & !1;
        (&self.entries[first], &self.entries[first | 1])
    }

    pub fn probe(&self, pos: &Position, depth: u32) -> Option<u64> {
        let key = HashTable::key(pos, depth);
        let (deep, recent) = self.bucket(&key);
        HashTable::read(deep, &key).or_else(|| HashTable::read(recent, &key))
    }

    /// The count in `entry` if it holds `key` and no writer overlapped the reading.
    fn read(entry: &Entry, key: &[u64; 3]) -> Option<u64> {
        let before = entry.sequence.load(Ordering::Acquire);
        if before & 1 == 1 {
            return None;
        }
        let stored = [
            entry.key[0].load(Ordering::Relaxed),
            entry.key[1].load(Ordering::Relaxed),
            entry.key[2].load(Ordering::Relaxed),
        ];
        let count = entry.count.load(Ordering::Relaxed);
        fence(Ordering::Acquire);
        let after = entry.sequence.load(Ordering::Relaxed);
        (before == after && stored == *key).then_some(count)
    }

    pub fn store(&self, pos: &Position, depth: u32, count: u64) {
        let key = HashTable::key(pos, depth);
        let (deep, recent) = self.bucket(&key);
        // The depth sits in bits 48-62 of the first key word (a racy read: only a preference).
        let deep_depth = (deep.key[0].load(Ordering::Relaxed) >> 48) as u32 & 0x7FFF;
        let entry = if depth >= deep_depth { deep } else { recent };
        let before = entry.sequence.load(Ordering::Relaxed);
        if before & 1 == 1
            || entry
                .sequence
                .compare_exchange(before, before + 1, Ordering::Acquire, Ordering::Relaxed)
                .is_err()
        {
            return; // another thread is writing this slot: skip, it is only a cache
        }
        fence(Ordering::Release);
        for (word, value) in entry.key.iter().zip(key) {
            word.store(value, Ordering::Relaxed);
        }
        entry.count.store(count, Ordering::Relaxed);
        entry.sequence.store(before + 2, Ordering::Release);
    }
}

// ---------------------------------------------------------------------------------------------
// Work units: a perft cut into independent jobs

/// One job of a perft cut `plies` deep: `multiplicity` move sequences from the root reach
/// `position`, and `depth` plies remain to be counted from it. The perft of the root is the
/// sum over its units of `multiplicity × perft(position, depth)`.
///
/// As a line of text (what `attic checkers perft --split` writes and `--units` reads):
/// `FEN DEPTH MULTIPLICITY`, or with a fourth field `COUNT`, the unit's perft already counted
/// (`multiplicity` is not applied to it yet), so a file of finished lines sums without
/// counting again.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WorkUnit {
    pub position: Position,
    pub depth: u32,
    pub multiplicity: u64,
    pub count: Option<u64>,
}

/// What is wrong with a line of a work-unit file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum UnitError {
    /// Not three or four fields.
    Fields(usize),
    Fen(String, super::pdn::FenError),
    /// A field that must be a number (depth, multiplicity, count) is not one.
    Number(&'static str, String),
    /// The depth is more than perft counts in 64 bits.
    TooDeep(u32),
}

impl std::fmt::Display for UnitError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            UnitError::Fields(n) => write!(
                f,
                "a work unit is `FEN DEPTH MULTIPLICITY [COUNT]`, not {n} fields"
            ),
            UnitError::Fen(text, e) => write!(f, "malformed FEN `{text}`: {e}"),
            UnitError::Number(what, text) => write!(f, "the {what} `{text}` is not a number"),
            UnitError::TooDeep(d) => write!(f, "depth {d} is too deep (at most {MAX_DEPTH})"),
        }
    }
}

/// The deepest perft whose count is sure to fit 64 bits from any position.
pub const MAX_DEPTH: u32 = 28;

impl WorkUnit {
    /// The unit as one line (no newline).
    pub fn to_line(&self) -> String {
        let fen = super::pdn::format_fen(&self.position);
        match self.count {
            Some(count) => format!("{fen} {} {} {count}", self.depth, self.multiplicity),
            None => format!("{fen} {} {}", self.depth, self.multiplicity),
        }
    }

    /// Reads a line; `None` for a blank line or a comment (from `#` on).
    pub fn parse_line(line: &str) -> Result<Option<WorkUnit>, UnitError> {
        let text = line.split('#').next().unwrap_or("");
        let fields: Vec<&str> = text.split_whitespace().collect();
        if fields.is_empty() {
            return Ok(None);
        }
        if !(3..=4).contains(&fields.len()) {
            return Err(UnitError::Fields(fields.len()));
        }
        let position = super::pdn::parse_fen(fields[0])
            .map_err(|e| UnitError::Fen(fields[0].to_string(), e))?;
        let number = |what: &'static str, text: &str| {
            if text.bytes().all(|b| b.is_ascii_digit()) {
                text.parse::<u64>().ok()
            } else {
                None
            }
            .ok_or_else(|| UnitError::Number(what, text.to_string()))
        };
        let depth = number("depth", fields[1])?;
        if depth > MAX_DEPTH as u64 {
            return Err(UnitError::TooDeep(depth.min(u32::MAX as u64) as u32));
        }
        let multiplicity = number("multiplicity", fields[2])?;
        let count = fields.get(3).map(|c| number("count", c)).transpose()?;
        Ok(Some(WorkUnit {
            position,
            depth: depth as u32,
            multiplicity,
            count,
        }))
    }

    /// `multiplicity × count`, `None` when uncounted or past 64 bits.
    pub fn weighted(&self) -> Option<u64> {
        self.count?.checked_mul(self.multiplicity)
    }
}

/// The work units of perft(`depth`) from `pos`, cut `plies` plies down (at most `depth`):
/// every position reached after exactly `plies` moves, once, with the number of move
/// sequences that reach it, in the order first reached (so the output never varies).
/// Positions are merged a ply at a time, so a deep cut stays as small as the distinct
/// positions on each ply.
pub fn work_units(pos: &Position, depth: u32, plies: u32, rules: Rules) -> Vec<WorkUnit> {
    let plies = plies.min(depth);
    let mut level: Vec<(Position, u64)> = vec![(*pos, 1)];
    for _ in 0..plies {
        let mut index: HashMap<Position, usize> = HashMap::new();
        let mut next: Vec<(Position, u64)> = Vec::new();
        for &(parent, multiplicity) in &level {
            for_each_move(
                &parent,
                rules,
                &mut |child: &Position, _: &[u8], _| match index.entry(*child) {
                    std::collections::hash_map::Entry::Occupied(at) => {
                        next[*at.get()].1 += multiplicity
                    }
                    std::collections::hash_map::Entry::Vacant(at) => {
                        at.insert(next.len());
                        next.push((*child, multiplicity));
                    }
                },
            );
        }
        level = next;
    }
    level
        .into_iter()
        .map(|(position, multiplicity)| WorkUnit {
            position,
            depth: depth - plies,
            multiplicity,
            count: None,
        })
        .collect()
}
