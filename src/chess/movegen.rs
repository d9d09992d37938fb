//! Fully legal move generation. Pins and checks are worked out once per position (the
//! checkers, the pinned pieces, the squares that stop a check), so no move is made and
//! tested, except the rare en-passant capture, which is checked on the board without it.
//!
//! One generator serves two sinks: [`MoveList`] collects moves, and a counter adds up
//! target sets by popcount, which is what makes bulk-counting perft fast.

use super::attacks::{tables, Magics, Sliders, Tables};
use super::position::{castling, Position};
use super::types::{
    Bitboard, Color, Move, Role, Square, Squares, CASTLE_KIND, EP_KIND, FILE_A, FILE_H,
    PROMO_KINDS, RANK_1, RANK_3, RANK_6, RANK_8,
};

/// Where generated moves go.
pub(crate) trait Sink {
    /// Ordinary moves of one piece of `role` (never a pawn) from `from` to each square of
    /// `targets`.
    fn piece(&mut self, role: Role, from: Square, targets: Bitboard);
    /// Pawn moves to each square of `targets` from the square `delta` behind it.
    fn pawns(&mut self, targets: Bitboard, delta: i32);
    /// The same, each arriving on the last rank: four promotions.
    fn promotions(&mut self, targets: Bitboard, delta: i32);
    /// One en-passant capture or castling move.
    fn special(&mut self, mv: Move);
}

/// The legal moves of a position (at most 218 exist in any chess position).
#[derive(Clone)]
pub struct MoveList {
    moves: [Move; 256],
    len: usize,
}

impl MoveList {
    pub fn new() -> MoveList {
        MoveList {
            moves: [Move::raw(0, 0, 0); 256],
            len: 0,
        }
    }

    #[inline(always)]
    fn push(&mut self, mv: Move) {
        // 256 is more than the most moves any position has, so this never drops a move.
        if let Some(slot) = self.moves.get_mut(self.len) {
            *slot = mv;
            self.len += 1;
        }
    }

    pub fn as_slice(&self) -> &[Move] {
        &self.moves[..self.len]
    }

    /// Keeps the moves for which `keep` holds, in their order.
    pub fn retain(&mut self, mut keep: impl FnMut(&Move) -> bool) {
        let mut kept = 0;
        for i in 0..self.len {
            let mv = self.moves[i];
            if keep(&mv) {
                self.moves[kept] = mv;
                kept += 1;
            }
        }
        self.len = kept;
    }

    /// The same moves, those for which `first` holds first, each part in its order.
    pub fn partitioned(&self, first: impl Fn(&Move) -> bool) -> MoveList {
        let mut out = MoveList::new();
        for part in [true, false] {
            for mv in self.as_slice() {
                if first(mv) == part {
                    out.push(*mv);
                }
            }
        }
        out
    }
}

impl Default for MoveList {
    fn default() -> MoveList {
        MoveList::new()
    }
}

impl std::ops::Deref for MoveList {
    type Target = [Move];
    fn deref(&self) -> &[Move] {
        self.as_slice()
    }
}

impl std::ops::DerefMut for MoveList {
    fn deref_mut(&mut self) -> &mut [Move] {
        &mut self.moves[..self.len]
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.as_slice().iter()
    }
}

impl std::fmt::Debug for MoveList {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl Sink for MoveList {
    #[inline(always)]
    fn piece(&mut self, _role: Role, from: Square, targets: Bitboard) {
        for to in Squares(targets) {
            self.push(Move::raw(from.index() as u32, to.index() as u32, 0));
        }
    }

    #[inline(always)]
    fn pawns(&mut self, targets: Bitboard, delta: i32) {
        for to in Squares(targets) {
            let to = to.index() as i32;
            self.push(Move::raw((to - delta) as u32, to as u32, 0));
        }
    }

    #[inline(always)]
    fn promotions(&mut self, targets: Bitboard, delta: i32) {
        for to in Squares(targets) {
            let to = to.index() as i32;
            for kind in PROMO_KINDS {
                self.push(Move::raw((to - delta) as u32, to as u32, kind));
            }
        }
    }

    #[inline(always)]
    fn special(&mut self, mv: Move) {
        self.push(mv);
    }
}

struct Counter(u64);

impl Sink for Counter {
    #[inline(always)]
    fn piece(&mut self, _role: Role, _from: Square, targets: Bitboard) {
        self.0 += targets.count_ones() as u64;
    }

    #[inline(always)]
    fn pawns(&mut self, targets: Bitboard, _delta: i32) {
        self.0 += targets.count_ones() as u64;
    }

    #[inline(always)]
    fn promotions(&mut self, targets: Bitboard, _delta: i32) {
        self.0 += 4 * targets.count_ones() as u64;
    }

    #[inline(always)]
    fn special(&mut self, _mv: Move) {
        self.0 += 1;
    }
}

impl Position {
    /// Is `sq` attacked by `by`, with the board holding `occupied`? Cheap pieces first.
    #[inline(always)]
    fn is_attacked_in<L: Sliders>(
        &self,
        t: &Tables,
        sl: L,
        sq: Square,
        by: Color,
        occupied: Bitboard,
    ) -> bool {
        let them = self.colors[by.index()];
        let i = sq.index();
        if t.knight[i] & them & self.roles[Role::Knight.index()] != 0
            || t.pawn[by.other().index()][i] & them & self.roles[Role::Pawn.index()] != 0
            || t.king[i] & them & self.roles[Role::King.index()] != 0
        {
            return true;
        }
        // A slider's attack is looked up only when one stands on the square's lines.
        let queens = self.roles[Role::Queen.index()];
        let diag = t.bishop_rays[i] & them & (self.roles[Role::Bishop.index()] | queens);
        let orth = t.rook_rays[i] & them & (self.roles[Role::Rook.index()] | queens);
        diag != 0 && sl.bishop(t, sq, occupied) & diag != 0
            || orth != 0 && sl.rook(t, sq, occupied) & orth != 0
    }

    /// Every legal move.
    pub fn legal_moves(&self) -> MoveList {
        list_moves(self)
    }

    /// How many legal moves there are, without listing them.
    #[inline]
    pub fn count_legal_moves(&self) -> u64 {
        count_moves(self)
    }

    pub fn is_checkmate(&self) -> bool {
        self.in_check() && self.count_legal_moves() == 0
    }

    pub fn is_stalemate(&self) -> bool {
        !self.in_check() && self.count_legal_moves() == 0
    }

    /// Is `mv` one of the legal moves here?
    pub fn is_legal(&self, mv: Move) -> bool {
        self.legal_moves().contains(&mv)
    }
}

/// The legal moves; always inlined, so that a caller compiled for a richer instruction set
/// (perft with POPCNT) gets this compiled for it too.
#[inline(always)]
pub(crate) fn list_moves(pos: &Position) -> MoveList {
    let mut list = MoveList::new();
    generate(pos, &mut list);
    list
}

/// The number of legal moves; always inlined, as [`list_moves`].
#[inline(always)]
pub(crate) fn count_moves(pos: &Position) -> u64 {
    count_moves_with(pos, Magics)
}

/// [`count_moves`] with slider attacks looked up by `sl`.
#[inline(always)]
pub(crate) fn count_moves_with<L: Sliders>(pos: &Position, sl: L) -> u64 {
    let mut counter = Counter(0);
    generate_with(pos, &mut counter, sl);
    counter.0
}

/// Every square `by` attacks when the board holds `occupied`.
#[inline(always)]
fn attacked_by<L: Sliders>(
    t: &Tables,
    sl: L,
    pos: &Position,
    by: Color,
    occupied: Bitboard,
) -> Bitboard {
    let theirs = pos.colors[by.index()];
    let pawns = theirs & pos.roles[Role::Pawn.index()];
    let mut seen = match by {
        Color::White => ((pawns & !FILE_A) << 7) | ((pawns & !FILE_H) << 9),
        Color::Black => ((pawns & !FILE_A) >> 9) | ((pawns & !FILE_H) >> 7),
    };
    for from in Squares(theirs & pos.roles[Role::Knight.index()]) {
        seen |= t.knight[from.index()];
    }
    for from in Squares(theirs & pos.roles[Role::King.index()]) {
        seen |= t.king[from.index()];
    }
    let queens = pos.roles[Role::Queen.index()];
    for from in Squares(theirs & (pos.roles[Role::Bishop.index()] | queens)) {
        seen |= sl.bishop(t, from, occupied);
    }
    for from in Squares(theirs & (pos.roles[Role::Rook.index()] | queens)) {
        seen |= sl.rook(t, from, occupied);
    }
    seen
}

#[inline(always)]
pub(crate) fn generate<S: Sink>(pos: &Position, sink: &mut S) {
    generate_with(pos, sink, Magics)
}

/// [`generate`] with slider attacks looked up by `sl`.
#[inline(always)]
pub(crate) fn generate_with<S: Sink, L: Sliders>(pos: &Position, sink: &mut S, sl: L) {
    // Compiled once for each side to move, so that every pawn direction, rank and castling
    // square is a constant.
    match pos.side {
        Color::White => generate_for::<S, L, White>(tables(), sl, pos, sink),
        Color::Black => generate_for::<S, L, Black>(tables(), sl, pos, sink),
    }
}

/// The side to move as a type, so that code compiled for one side knows the other's too
/// (perft's child positions are the other side's to move).
pub(crate) trait Side {
    const COLOR: Color;
    type Other: Side;
}

pub(crate) struct White;
pub(crate) struct Black;

impl Side for White {
    const COLOR: Color = Color::White;
    type Other = Black;
}

impl Side for Black {
    const COLOR: Color = Color::Black;
    type Other = White;
}

/// The number of legal moves of `pos`, whose side to move is `U`.
#[inline(always)]
pub(crate) fn count_for<L: Sliders, U: Side>(t: &Tables, sl: L, pos: &Position) -> u64 {
    let mut counter = Counter(0);
    generate_for::<Counter, L, U>(t, sl, pos, &mut counter);
    counter.0
}

/// The legal moves of `pos`, whose side to move is `U`, into `sink`.
#[inline(always)]
pub(crate) fn generate_for<S: Sink, L: Sliders, U: Side>(
    t: &Tables,
    sl: L,
    pos: &Position,
    sink: &mut S,
) {
    debug_assert_eq!(pos.side, U::COLOR);
    let us = U::COLOR;
    let them = us.other();
    let own = pos.colors[us.index()];
    let enemy = pos.colors[them.index()];
    let occupied = own | enemy;
    let kings = pos.roles[Role::King.index()] & own;
    if kings == 0 {
        return;
    }
    let king = Square::from_index(kings.trailing_zeros());
    let queens = pos.roles[Role::Queen.index()];
    let enemy_diag = enemy & (pos.roles[Role::Bishop.index()] | queens);
    let enemy_orth = enemy & (pos.roles[Role::Rook.index()] | queens);
    // Checks by sliders and pins come from the enemy sliders on the king's lines, each
    // looked at along the squares between: none there, it gives check; one of ours alone,
    // that piece is pinned. Few sliders stand on those lines, and no attack is looked up.
    let mut checkers = enemy
        & ((t.knight[king.index()] & pos.roles[Role::Knight.index()])
            | (t.pawn[us.index()][king.index()] & pos.roles[Role::Pawn.index()]));
    let mut pinned = 0;
    let aligned =
        (t.bishop_rays[king.index()] & enemy_diag) | (t.rook_rays[king.index()] & enemy_orth);
    for slider in Squares(aligned) {
        let between = t.between(king, slider) & occupied;
        if between == 0 {
            checkers |= slider.bb();
        } else if between & between.wrapping_sub(1) == 0 {
            pinned |= between & own;
        }
    }

    // The king: every step to a square the enemy does not attack once the king has left.
    // Every square the enemy attacks is worked out once (it serves castling too); that
    // costs less than asking for each of the king's squares in turn.
    let steps = t.king[king.index()] & !own;
    let (king_side, queen_side, base) = match us {
        Color::White => (castling::WHITE_KING, castling::WHITE_QUEEN, 0u32),
        Color::Black => (castling::BLACK_KING, castling::BLACK_QUEEN, 56u32),
    };
    let rank = |files: Bitboard| files << base;
    let castle_king =
        checkers == 0 && pos.castling & king_side != 0 && occupied & rank(0b0110_0000) == 0;
    let castle_queen =
        checkers == 0 && pos.castling & queen_side != 0 && occupied & rank(0b0000_1110) == 0;
    // The squares the king steps to or crosses; castling squares are tested without the king
    // on the board too, which changes nothing there: a line through the king to f1 or d1 runs
    // along the rank from a piece that would be giving check.
    let tested = steps
        | if castle_king { rank(0b0110_0000) } else { 0 }
        | if castle_queen { rank(0b0000_1100) } else { 0 };
    let without_king = occupied ^ king.bb();
    // A few squares are asked about one by one; more, and every square the enemy attacks is
    // worked out at once.
    let but_lowest = tested & tested.wrapping_sub(1);
    let attacked = if but_lowest & but_lowest.wrapping_sub(1) == 0 {
        let mut attacked = 0;
        for to in Squares(tested) {
            if pos.is_attacked_in(t, sl, to, them, without_king) {
                attacked |= to.bb();
            }
        }
        attacked
    } else {
        attacked_by(t, sl, pos, them, without_king) & tested
    };
    sink.piece(Role::King, king, steps & !attacked);
    if checkers & checkers.wrapping_sub(1) != 0 {
        return; // double check: only the king moves
    }

    // Squares a move must reach: anywhere but our own pieces, or, in check, the checker or
    // a square between it and the king.
    let target = if checkers != 0 {
        t.between(king, Square::from_index(checkers.trailing_zeros())) | checkers
    } else {
        !own
    };

    // A pinned knight never moves; other pinned pieces stay on the line of the pin.
    for from in Squares(own & pos.roles[Role::Knight.index()] & !pinned) {
        sink.piece(Role::Knight, from, t.knight[from.index()] & target);
    }
    let own_diag = own & (pos.roles[Role::Bishop.index()] | queens);
    let own_orth = own & (pos.roles[Role::Rook.index()] | queens);
    // A queen moves as a bishop and as a rook, in both loops.
    let diag_role = |from: Square| {
        if queens & from.bb() != 0 {
            Role::Queen
        } else {
            Role::Bishop
        }
    };
    let orth_role = |from: Square| {
        if queens & from.bb() != 0 {
            Role::Queen
        } else {
            Role::Rook
        }
    };
    for from in Squares(own_diag & !pinned) {
        sink.piece(diag_role(from), from, sl.bishop(t, from, occupied) & target);
    }
    for from in Squares(own_diag & pinned) {
        let moves = sl.bishop(t, from, occupied) & target & t.line(king, from);
        sink.piece(diag_role(from), from, moves);
    }
    for from in Squares(own_orth & !pinned) {
        sink.piece(orth_role(from), from, sl.rook(t, from, occupied) & target);
    }
    for from in Squares(own_orth & pinned) {
        let moves = sl.rook(t, from, occupied) & target & t.line(king, from);
        sink.piece(orth_role(from), from, moves);
    }

    // Pawns, as whole sets: pushes, double pushes, captures to each side.
    let pawns = own & pos.roles[Role::Pawn.index()];
    let free = pawns & !pinned;
    let empty = !occupied;
    let (up, last_rank, double_rank) = match us {
        Color::White => (8, RANK_8, RANK_3),
        Color::Black => (-8, RANK_1, RANK_6),
    };
    let shift = |b: Bitboard, by: i32| if by > 0 { b << by } else { b >> -by };
    let single = shift(free, up) & empty;
    let double = shift(single & double_rank, up) & empty & target;
    let single = single & target;
    let west = shift(free & !FILE_A, up - 1) & enemy & target;
    let east = shift(free & !FILE_H, up + 1) & enemy & target;
    sink.pawns(single & !last_rank, up);
    sink.promotions(single & last_rank, up);
    sink.pawns(double, 2 * up);
    sink.pawns(west & !last_rank, up - 1);
    sink.promotions(west & last_rank, up - 1);
    sink.pawns(east & !last_rank, up + 1);
    sink.promotions(east & last_rank, up + 1);
    for from in Squares(pawns & pinned) {
        let line = t.line(king, from);
        let one = shift(from.bb(), up) & empty;
        let two = shift(one & double_rank, up) & empty;
        let captures = t.pawn[us.index()][from.index()] & enemy;
        let moves = (one | two | captures) & target & line;
        let delta_of = |to: Square| to.index() as i32 - from.index() as i32;
        for to in Squares(moves) {
            if to.bb() & last_rank != 0 {
                sink.promotions(to.bb(), delta_of(to));
            } else {
                sink.pawns(to.bb(), delta_of(to));
            }
        }
    }

    // En passant: take both pawns off the board and look along the king's lines, which
    // catches the pin along the rank that no ordinary pin test sees.
    if let Some(ep) = pos.ep {
        let captured = Square::from_index(ep.index() as u32 ^ 8);
        for from in Squares(t.pawn[them.index()][ep.index()] & pawns) {
            let after = occupied ^ from.bb() ^ captured.bb() ^ ep.bb();
            let sliders =
                (sl.bishop(t, king, after) & enemy_diag) | (sl.rook(t, king, after) & enemy_orth);
            let others = checkers
                & !captured.bb()
                & (pos.roles[Role::Knight.index()] | pos.roles[Role::Pawn.index()]);
            if sliders == 0 && others == 0 {
                sink.special(Move::raw(from.index() as u32, ep.index() as u32, EP_KIND));
            }
        }
    }

    // Castling: not out of check, not through or into an attacked square.
    if castle_king && attacked & rank(0b0110_0000) == 0 {
        sink.special(Move::raw(base + 4, base + 6, CASTLE_KIND));
    }
    if castle_queen && attacked & rank(0b0000_1100) == 0 {
        sink.special(Move::raw(base + 4, base + 2, CASTLE_KIND));
    }
}
