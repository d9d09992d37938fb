//! Move generation for both rule sets, in the order of Strachey's `LegalPositionsFrom`.
//!
//! # How each rule maps to the listing
//!
//! Line numbers are those of `programs/cpl/strachey-1966-corrected.cpl` (errata E1, E2, E4),
//! with `+` and `-` on logicals read as set union and difference.
//!
//! - Captures before steps, capture compulsory (lines 18-20): `LegalPositionsFrom` takes
//!   `RemainingPositionList(P,Capture,5)` and only when that is `Null` the `NonCapture` list.
//! - Directions relative to the mover, 5, 4, -4, -5 (lines 22-27, 35): `RemainingPositionList`
//!   starts at 5; `PartialPositionList`, when its list is empty, moves on with
//!   `NextMoveDirection` until `s = -5` is done. Direction is the outer loop: every piece's
//!   5-moves come before any piece's 4-move. The displacement is `σs` bits (lines 40-41,
//!   46-48): Black (σ = 1) moves toward higher bits, White toward lower ones.
//! - Backward moves for kings only (line 42): `FindMoveList` returns `Φ ∧ K` when `s < 0`.
//! - Pieces lowest bit first (lines 29, 33): `SingleDigitFrom(L)`, then `L - Φ`. The notes
//!   leave the choice of bit open; the lowest gives the published opening order 9-14, 10-15,
//!   11-16, 9-13, ... Bits rise with standard square numbers, so this is also lowest square
//!   first, for both sides.
//! - A capture (lines 39-41, 44-50): `FindMoveList` keeps the pieces `x` with `x + σs` in Y and
//!   `x + 2σs` empty; `MakeMove` removes the taken piece (`Y - ψ`), moves the piece
//!   (`X - Φ + θ`) and updates the kings (`K - ψ - Φ + Xk`, E4), where `Xk` is `θ ∧ LastRows`
//!   for a man (crowned when it lands on a last row; a man only moves forward, so that is
//!   always the far row) and `θ - Φ` for a king. A step is the same with `ψ = Zero` (E2).
//! - Multi-jumps, depth first in directions 5, 4, -4, -5 (lines 31, 56-78): `CaptureTree` asks
//!   `PartialCapturePositionList` for the jumps on from the landing square `θ`, in the order
//!   `PCP(P,Φ,5)`, `PCP(P,Φ,4)`, `PCP(P,Φ∧K,-4)`, `PCP(P,Φ∧K,-5)`, and `CombineCaptureTrees`
//!   joins their trees in that order. `Empty` (line 70) is every square neither side holds,
//!   so the square the piece left and the squares of pieces already taken may be landed on;
//!   a taken piece has left Y and cannot be taken twice. A sequence ends where no jump
//!   continues (line 58, `FinalPosition(Ip)`).
//! - Crowning in mid-capture (finding F3; lines 49-50, 65, 72): the intermediate K already
//!   holds `Xk`, and line 65 tests `Φ ∧ K` for the backward jumps, so under `strachey` a man
//!   crowned during a capture jumps on as a king. Under `english` (the official rules) the
//!   move ends where the man is crowned.
//! - `MinList`'s "without repeats" (finding F4; line 64) compares the at most four single
//!   jumps from one square, which land on different squares, so it never drops anything:
//!   two sequences reaching one position by different paths are both kept, in both rule
//!   sets (the published perft convention).
//! - `FinalPosition` (lines 52-54) swaps X and Y and negates σ: the other side moves next.
//!
//! `tests/it/checkers/mod.rs` holds a literal transcription of these functions over the tuples and
//! checks that the native `strachey` successors equal its lists, in order.

use std::fmt;

use super::board::{
    square_of_bit, Bits, Position, Side, BLACK_CROWNING_ROW, BOARD, WHITE_CROWNING_ROW,
};

/// Which rules the moves follow.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Rules {
    /// The official English rules: a man crowned during a capture ends the move there.
    English,
    /// What the corrected 1966 listing does: a man crowned mid-capture jumps on as a king.
    Strachey,
}

impl Rules {
    pub fn name(self) -> &'static str {
        match self {
            Rules::English => "english",
            Rules::Strachey => "strachey",
        }
    }
}

/// A move: the standard squares the piece stands on, in order (the start, then every
/// landing square), whether it captures, and the position it leads to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Move {
    pub squares: Vec<u8>,
    pub capture: bool,
    pub after: Position,
}

impl Move {
    pub fn from(&self) -> u8 {
        self.squares.first().copied().unwrap_or(0)
    }
    pub fn to(&self) -> u8 {
        self.squares.last().copied().unwrap_or(0)
    }
}

/// PDN move notation: `9-14` for a step, every landing square for a capture
/// (`26x19x10x17x26`).
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let separator = if self.capture { "x" } else { "-" };
        for (i, square) in self.squares.iter().enumerate() {
            if i > 0 {
                f.write_str(separator)?;
            }
            write!(f, "{square}")?;
        }
        Ok(())
    }
}

/// Every move of the side to move, in the listing's order.
pub fn moves(pos: &Position, rules: Rules) -> Vec<Move> {
    let mut out = Vec::new();
    let mut collect = |child: &Position, path: &[u8], capture: bool| {
        out.push(Move {
            squares: path
                .iter()
                .map(|&bit| square_of_bit(bit as u32).unwrap_or(0))
                .collect(),
            capture,
            after: *child,
        })
    };
    for_each_move(pos, rules, &mut collect);
    out
}

/// The successor positions, in the listing's order (what `LegalPositionsFrom` yields).
pub fn successors(pos: &Position, rules: Rules) -> Vec<Position> {
    let mut out = Vec::with_capacity(16);
    for_each_move(pos, rules, &mut |child: &Position, _: &[u8], _| {
        out.push(*child)
    });
    out
}

/// Calls `visit` with each successor, its path (bit numbers) and whether it captures.
pub(crate) fn for_each_move<V: Visitor>(pos: &Position, rules: Rules, visit: &mut V) {
    match (pos.side, rules) {
        (Side::Black, Rules::English) => generate::<BlackMoves, false, V>(pos, visit),
        (Side::Black, Rules::Strachey) => generate::<BlackMoves, true, V>(pos, visit),
        (Side::White, Rules::English) => generate::<WhiteMoves, false, V>(pos, visit),
        (Side::White, Rules::Strachey) => generate::<WhiteMoves, true, V>(pos, visit),
    }
}

/// Receives generated moves: the successor, the path as bit numbers (start, landings), and
/// whether the move captures.
pub(crate) trait Visitor {
    /// Whether `path` must be filled in (perft does without it).
    const WANTS_PATH: bool = true;
    fn visit(&mut self, child: &Position, path: &[u8], capture: bool);
}

impl<F: FnMut(&Position, &[u8], bool)> Visitor for F {
    #[inline(always)]
    fn visit(&mut self, child: &Position, path: &[u8], capture: bool) {
        self(child, path, capture)
    }
}

/// The side to move, at compile time, so that every shift has a constant direction.
pub(crate) trait Mover {
    const BLACK: bool;
    const SIDE: Side;
    type Other: Mover;
}

pub(crate) struct BlackMoves;
pub(crate) struct WhiteMoves;

impl Mover for BlackMoves {
    const BLACK: bool = true;
    const SIDE: Side = Side::Black;
    type Other = WhiteMoves;
}

impl Mover for WhiteMoves {
    const BLACK: bool = false;
    const SIDE: Side = Side::White;
    type Other = BlackMoves;
}

/// Moves every bit `σs` places: toward higher bits for Black when `s > 0` (the listing's
/// `Shift(x, -σs)`). Bits leaving the word are lost; callers mask with squares on the board.
#[inline(always)]
pub(crate) fn shift<S: Mover>(x: u64, s: i32) -> u64 {
    let displacement = if S::BLACK { s } else { -s };
    if displacement > 0 {
        x << displacement
    } else {
        x >> -displacement
    }
}

#[inline(always)]
fn split<S: Mover>(pos: &Position) -> (u64, u64) {
    if S::BLACK {
        (pos.black, pos.white)
    } else {
        (pos.white, pos.black)
    }
}

#[inline(always)]
fn join<S: Mover>(mine: u64, theirs: u64, kings: u64) -> Position {
    let (black, white) = if S::BLACK {
        (mine, theirs)
    } else {
        (theirs, mine)
    };
    Position {
        black,
        white,
        kings,
        side: <S::Other as Mover>::SIDE,
    }
}

#[inline(always)]
pub(crate) fn crowning_row<S: Mover>() -> u64 {
    if S::BLACK {
        BLACK_CROWNING_ROW
    } else {
        WHITE_CROWNING_ROW
    }
}

/// Runs `$body` once for each direction 5, 4, -4, -5 (the listing's order) with `$s` a
/// constant, so that every shift compiles to one instruction; `break $label` ends the
/// current direction.
macro_rules! each_direction {
    ($label:lifetime, $s:ident, { $($body:tt)* }) => {{
        #[allow(non_upper_case_globals, unused_labels)]
        {
            {
                const $s: i32 = 5;
                $label: { $($body)* }
            }
            {
                const $s: i32 = 4;
                $label: { $($body)* }
            }
            {
                const $s: i32 = -4;
                $label: { $($body)* }
            }
            {
                const $s: i32 = -5;
                $label: { $($body)* }
            }
        }
    }};
}
pub(crate) use each_direction;

/// The pieces that can start a capture in direction `s` (`FindMoveList(P, Capture, s)`).
#[inline(always)]
pub(crate) fn jumpers<S: Mover>(mine: u64, theirs: u64, kings: u64, empty: u64, s: i32) -> u64 {
    let movers = if s > 0 { mine } else { mine & kings };
    shift::<S>(shift::<S>(empty, -s) & theirs, -s) & movers
}

/// The pieces that can step in direction `s` (`FindMoveList(P, NonCapture, s)`).
#[inline(always)]
fn steppers<S: Mover>(mine: u64, kings: u64, empty: u64, s: i32) -> u64 {
    let movers = if s > 0 { mine } else { mine & kings };
    shift::<S>(empty, -s) & movers
}

/// Generates the successors of `pos` (whose side to move is `S`) in the listing's order.
#[inline(always)]
pub(crate) fn generate<S: Mover, const STRACHEY: bool, V: Visitor>(pos: &Position, visit: &mut V) {
    let (mine, theirs) = split::<S>(pos);
    let kings = pos.kings;
    let empty = BOARD & !(mine | theirs);
    let mut path = [0u8; 16];
    if any_jump::<S>(mine, theirs, mine & kings, empty) {
        each_direction!('dir, s, {
            for bit in Bits(jumpers::<S>(mine, theirs, kings, empty, s)) {
                let from = 1u64 << bit;
                path[0] = bit as u8;
                let start = Jump { from, mine, kings };
                first_jump::<S, STRACHEY, V>(&start, s, theirs, empty, &mut path, visit);
            }
        });
        return;
    }
    each_direction!('dir, s, {
        for bit in Bits(steppers::<S>(mine, kings, empty, s)) {
            let from = 1u64 << bit;
            let to = shift::<S>(from, s);
            // Branch-free: a king carries its bit along; a man reaching the far row gains one.
            let moved_king = if kings & from != 0 { from | to } else { 0 };
            let new_kings = (kings ^ moved_king) | (to & crowning_row::<S>());
            if V::WANTS_PATH {
                path[0] = bit as u8;
                path[1] = to.trailing_zeros() as u8;
            }
            visit.visit(
                &join::<S>(mine & !from | to, theirs, new_kings),
                &path[..2],
                false,
            );
        }
    });
}

/// What stays fixed during one capture sequence.
struct Jump {
    from: u64,
    mine: u64,
    kings: u64,
}

#[inline(always)]
fn first_jump<S: Mover, const STRACHEY: bool, V: Visitor>(
    start: &Jump,
    s: i32,
    theirs: u64,
    empty: u64,
    path: &mut [u8; 16],
    visit: &mut V,
) {
    let at = start.from;
    let king = start.kings & at != 0;
    let mid = shift::<S>(at, s);
    let land = shift::<S>(mid, s);
    path[1] = land.trailing_zeros() as u8;
    let crowned = !king && land & crowning_row::<S>() != 0;
    let empty = (empty | at | mid) & !land;
    if crowned && !STRACHEY {
        finish::<S, V>(start, land, theirs & !mid, true, &path[..2], visit);
    } else {
        capture_tree::<S, STRACHEY, V>(
            start,
            land,
            theirs & !mid,
            empty,
            king || crowned,
            path,
            2,
            visit,
        );
    }
}

/// `CaptureTree`: the sequences going on from `at`, depth first in directions 5, 4, -4, -5.
#[allow(clippy::too_many_arguments)]
fn capture_tree<S: Mover, const STRACHEY: bool, V: Visitor>(
    start: &Jump,
    at: u64,
    theirs: u64,
    empty: u64,
    king: bool,
    path: &mut [u8; 16],
    len: usize,
    visit: &mut V,
) {
    let mut went_on = false;
    each_direction!('dir, s, {
        if s < 0 && !king {
            break 'dir;
        }
        let mid = shift::<S>(at, s) & theirs;
        if mid == 0 {
            break 'dir;
        }
        let land = shift::<S>(mid, s) & empty;
        if land == 0 {
            break 'dir;
        }
        went_on = true;
        // At most 12 pieces can be taken, so `len` stays below 14.
        if V::WANTS_PATH {
            if let Some(slot) = path.get_mut(len) {
                *slot = land.trailing_zeros() as u8;
            }
        }
        let crowned = !king && land & crowning_row::<S>() != 0;
        if crowned && !STRACHEY {
            finish::<S, V>(start, land, theirs & !mid, true, &path[..=len], visit);
        } else {
            capture_tree::<S, STRACHEY, V>(
                start,
                land,
                theirs & !mid,
                (empty | at | mid) & !land,
                king || crowned,
                path,
                len + 1,
                visit,
            );
        }
    });
    if !went_on {
        finish::<S, V>(start, at, theirs, king, &path[..len], visit);
    }
}

/// `FinalPosition`: the piece rests on `at`; the pieces of theirs not in `theirs` are taken.
#[inline(always)]
fn finish<S: Mover, V: Visitor>(
    start: &Jump,
    at: u64,
    theirs: u64,
    king: bool,
    path: &[u8],
    visit: &mut V,
) {
    let mine = start.mine & !start.from | at;
    let mut kings = start.kings & (mine | theirs) & !start.from;
    if king {
        kings |= at;
    }
    visit.visit(&join::<S>(mine, theirs, kings), path, true);
}

/// The number of moves, counted without making them where possible (perft's last ply).
#[inline(always)]
pub(crate) fn count_moves<S: Mover, const STRACHEY: bool>(pos: &Position) -> u64 {
    let (mine, theirs) = split::<S>(pos);
    let empty = BOARD & !(mine | theirs);
    count_moves_of::<S, STRACHEY>(mine, mine & pos.kings, theirs, empty)
}

/// The number of moves of the side whose pieces are `mine`, from bit sets alone, so perft can
/// count a child's moves without building the child.
#[inline(always)]
pub(crate) fn count_moves_of<S: Mover, const STRACHEY: bool>(
    mine: u64,
    my_kings: u64,
    theirs: u64,
    empty: u64,
) -> u64 {
    if any_jump::<S>(mine, theirs, my_kings, empty) {
        // Only the kings of the side that captures matter to its captures.
        return count_captures::<S, STRACHEY>(mine, theirs, my_kings, empty);
    }
    let forward =
        (shift::<S>(empty, -5) & mine).count_ones() + (shift::<S>(empty, -4) & mine).count_ones();
    let backward = if my_kings == 0 {
        0
    } else {
        (shift::<S>(empty, 5) & my_kings).count_ones()
            + (shift::<S>(empty, 4) & my_kings).count_ones()
    };
    (forward + backward) as u64
}

/// Whether any piece of the side to move can capture (all four directions at once).
#[inline(always)]
pub(crate) fn any_jump<S: Mover>(mine: u64, theirs: u64, my_kings: u64, empty: u64) -> bool {
    let forward = (shift::<S>(shift::<S>(empty, -5) & theirs, -5)
        | shift::<S>(shift::<S>(empty, -4) & theirs, -4))
        & mine;
    if forward != 0 {
        return true;
    }
    my_kings != 0
        && (shift::<S>(shift::<S>(empty, 5) & theirs, 5)
            | shift::<S>(shift::<S>(empty, 4) & theirs, 4))
            & my_kings
            != 0
}

/// The number of capture sequences, without building the positions they lead to.
///
/// Most captures are single jumps, so the jumps of one direction are counted at once and
/// only the landing squares from which a sequence may go on are walked. From a landing square
/// a jump in any direction but straight back (where the taken piece was) sees the board as it
/// was before the capture, so whether one exists is read off this position's jump sets.
#[inline(always)]
pub(crate) fn count_captures<S: Mover, const STRACHEY: bool>(
    mine: u64,
    theirs: u64,
    kings: u64,
    empty: u64,
) -> u64 {
    let my_kings = mine & kings;
    // The squares from which a jump in direction 5, 4, -4, -5 exists on this board.
    let jump_from = |s: i32| shift::<S>(shift::<S>(empty, -s) & theirs, -s);
    let (on5, on4) = (jump_from(5), jump_from(4));
    // Backward jumps matter to kings only (and under `strachey` to men crowned on the way).
    let (on_back4, on_back5) = if my_kings != 0 || STRACHEY {
        (jump_from(-4), jump_from(-5))
    } else {
        (0, 0)
    };
    let man_goes_on = on5 | on4;
    let mut count = 0;
    each_direction!('dir, s, {
        let (movers, jumps_on, all_but_back) = match s {
            5 => (mine, on5, on5 | on4 | on_back4),
            4 => (mine, on4, on5 | on4 | on_back5),
            -4 => (my_kings, on_back4, on5 | on_back4 | on_back5),
            _ => (my_kings, on_back5, on4 | on_back4 | on_back5),
        };
        let jumpers = movers & jumps_on;
        if jumpers == 0 {
            break 'dir;
        }
        let men_land = shift::<S>(shift::<S>(jumpers & !my_kings, s), s);
        let kings_land = shift::<S>(shift::<S>(jumpers & my_kings, s), s);
        let crowned = men_land & crowning_row::<S>();
        let mut goes_on = kings_land & all_but_back | men_land & !crowned & man_goes_on;
        if STRACHEY {
            goes_on |= crowned & all_but_back;
        }
        count += (jumpers.count_ones() - goes_on.count_ones()) as u64;
        for bit in Bits(goes_on) {
            let land = 1u64 << bit;
            let mid = shift::<S>(land, -s);
            let from = shift::<S>(mid, -s);
            let king = my_kings & from != 0 || land & crowning_row::<S>() != 0;
            let (theirs, empty) = (theirs & !mid, (empty | from | mid) & !land);
            count += if king {
                count_tree::<S, STRACHEY, true>(land, theirs, empty)
            } else {
                count_tree::<S, STRACHEY, false>(land, theirs, empty)
            };
        }
    });
    count
}

/// The number of sequences going on from `at` (1 when none does): `capture_tree`, counting.
/// Compiled apart for a king and a man, so that a man never looks backward.
fn count_tree<S: Mover, const STRACHEY: bool, const KING: bool>(
    at: u64,
    theirs: u64,
    empty: u64,
) -> u64 {
    let mut count = 0;
    each_direction!('dir, s, {
        if s < 0 && !KING {
            break 'dir;
        }
        let mid = shift::<S>(at, s) & theirs;
        if mid == 0 {
            break 'dir;
        }
        let land = shift::<S>(mid, s) & empty;
        if land == 0 {
            break 'dir;
        }
        let (theirs, empty) = (theirs & !mid, (empty | at | mid) & !land);
        count += if KING {
            count_tree::<S, STRACHEY, true>(land, theirs, empty)
        } else if land & crowning_row::<S>() == 0 {
            count_tree::<S, STRACHEY, false>(land, theirs, empty)
        } else if STRACHEY {
            count_tree::<S, STRACHEY, true>(land, theirs, empty)
        } else {
            1
        };
    });
    count.max(1)
}
