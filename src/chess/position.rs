//! The position: bitboards per piece kind and colour, side to move, castling rights, the
//! en-passant square, the clocks and a Zobrist key kept up to date by every move.
//!
//! Moves are made by copy-make: [`Position::play`] returns the new position and leaves the
//! old one as it was, so "unmake" is dropping the copy (the position is 96 bytes, `Copy`).

use super::attacks::tables;
use super::types::{Bitboard, Color, Move, MoveKind, Piece, Role, Square, Squares};
use super::zobrist::KEYS;

/// Castling rights as four bits: white king side, white queen side, black king side, black
/// queen side.
pub mod castling {
    pub const WHITE_KING: u8 = 1;
    pub const WHITE_QUEEN: u8 = 2;
    pub const BLACK_KING: u8 = 4;
    pub const BLACK_QUEEN: u8 = 8;
    pub const ALL: u8 = 15;
    /// Both rights of each colour, by `Color::index`.
    pub const OF: [u8; 2] = [WHITE_KING | WHITE_QUEEN, BLACK_KING | BLACK_QUEEN];
}

/// Rights that survive a move from or to each square (a king or rook leaving home, or a
/// rook captured at home, takes rights away).
const KEEP_RIGHTS: [u8; 64] = {
    let mut keep = [castling::ALL; 64];
    keep[0] = castling::ALL & !castling::WHITE_QUEEN; // a1
    keep[4] = castling::ALL & !(castling::WHITE_KING | castling::WHITE_QUEEN); // e1
    keep[7] = castling::ALL & !castling::WHITE_KING; // h1
    keep[56] = castling::ALL & !castling::BLACK_QUEEN; // a8
    keep[60] = castling::ALL & !(castling::BLACK_KING | castling::BLACK_QUEEN); // e8
    keep[63] = castling::ALL & !castling::BLACK_KING; // h8
    keep
};

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    pub(crate) roles: [Bitboard; 6],
    pub(crate) colors: [Bitboard; 2],
    pub(crate) side: Color,
    pub(crate) castling: u8,
    /// Kept only when a pawn of the side to move stands ready to capture there, so that two
    /// positions with the same moves have the same key and FEN.
    pub(crate) ep: Option<Square>,
    pub(crate) halfmove: u32,
    pub(crate) fullmove: u32,
    pub(crate) key: u64,
}

impl Default for Position {
    fn default() -> Position {
        Position::initial()
    }
}

impl Position {
    /// The initial position of a game.
    pub fn initial() -> Position {
        super::fen::parse_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
            .expect("the initial position is valid")
    }

    pub(crate) fn empty() -> Position {
        Position {
            roles: [0; 6],
            colors: [0; 2],
            side: Color::White,
            castling: 0,
            ep: None,
            halfmove: 0,
            fullmove: 1,
            key: 0,
        }
    }

    pub fn side_to_move(&self) -> Color {
        self.side
    }

    /// Castling rights, as the bits of [`castling`].
    pub fn castling_rights(&self) -> u8 {
        self.castling
    }

    pub fn en_passant(&self) -> Option<Square> {
        self.ep
    }

    pub fn halfmove_clock(&self) -> u32 {
        self.halfmove
    }

    pub fn fullmove_number(&self) -> u32 {
        self.fullmove
    }

    /// The Zobrist key: pieces, side, castling rights and en-passant file.
    pub fn key(&self) -> u64 {
        self.key
    }

    #[inline(always)]
    pub fn occupied(&self) -> Bitboard {
        self.colors[0] | self.colors[1]
    }

    #[inline(always)]
    pub fn by_color(&self, color: Color) -> Bitboard {
        self.colors[color.index()]
    }

    #[inline(always)]
    pub fn by_role(&self, role: Role) -> Bitboard {
        self.roles[role.index()]
    }

    #[inline(always)]
    pub fn pieces(&self, color: Color, role: Role) -> Bitboard {
        self.colors[color.index()] & self.roles[role.index()]
    }

    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let bit = sq.bb();
        let color = if self.colors[0] & bit != 0 {
            Color::White
        } else if self.colors[1] & bit != 0 {
            Color::Black
        } else {
            return None;
        };
        let role = self.role_at(sq)?;
        Some(Piece { color, role })
    }

    #[inline(always)]
    pub(crate) fn role_at(&self, sq: Square) -> Option<Role> {
        let bit = sq.bb();
        Role::ALL
            .into_iter()
            .find(|r| self.roles[r.index()] & bit != 0)
    }

    #[inline(always)]
    pub fn king(&self, color: Color) -> Option<Square> {
        let kings = self.pieces(color, Role::King);
        (kings != 0).then(|| Square::from_index(kings.trailing_zeros()))
    }

    /// Puts a piece on or takes it off a square (XOR), keeping the key in step.
    #[inline(always)]
    pub(crate) fn toggle(&mut self, color: Color, role: Role, sq: Square) {
        self.toggle_with::<true>(color, role, sq);
    }

    /// [`Position::toggle`], the key kept in step only when `KEYED`.
    #[inline(always)]
    fn toggle_with<const KEYED: bool>(&mut self, color: Color, role: Role, sq: Square) {
        let bit = sq.bb();
        self.roles[role.index()] ^= bit;
        self.colors[color.index()] ^= bit;
        if KEYED {
            self.key ^= KEYS.pieces[color.index()][role.index()][sq.index()];
        }
    }

    /// Pieces of `by` that attack `sq` when the board holds `occupied`.
    #[inline(always)]
    pub fn attackers(&self, sq: Square, by: Color, occupied: Bitboard) -> Bitboard {
        self.attackers_in(tables(), sq, by, occupied)
    }

    /// [`Position::attackers`] with the tables at hand.
    #[inline(always)]
    pub(crate) fn attackers_in(
        &self,
        t: &super::attacks::Tables,
        sq: Square,
        by: Color,
        occupied: Bitboard,
    ) -> Bitboard {
        let them = self.colors[by.index()];
        let diag = self.roles[Role::Bishop.index()] | self.roles[Role::Queen.index()];
        let orth = self.roles[Role::Rook.index()] | self.roles[Role::Queen.index()];
        them & ((t.knight[sq.index()] & self.roles[Role::Knight.index()])
            | (t.king[sq.index()] & self.roles[Role::King.index()])
            | (t.pawn[by.other().index()][sq.index()] & self.roles[Role::Pawn.index()])
            | (t.bishop(sq, occupied) & diag)
            | (t.rook(sq, occupied) & orth))
    }

    /// Is the side to move in check?
    pub fn in_check(&self) -> bool {
        self.checkers() != 0
    }

    /// The pieces giving check to the side to move.
    #[inline(always)]
    pub fn checkers(&self) -> Bitboard {
        match self.king(self.side) {
            Some(k) => self.attackers(k, self.side.other(), self.occupied()),
            None => 0,
        }
    }

    /// The position after `mv`, which must be legal here (from [`Position::legal_moves`]).
    #[inline(always)]
    pub fn play(&self, mv: Move) -> Position {
        let mut next = *self;
        next.apply(mv);
        next
    }

    /// The position after `mv` with its key left stale: for counting (perft), where no key
    /// is ever read, it saves the key's table look-ups.
    #[inline(always)]
    pub(crate) fn play_unkeyed(&self, mv: Move) -> Position {
        let mut next = *self;
        next.apply_with::<false>(mv);
        next
    }

    /// The position after a legal move of a piece of `role` (not a pawn, not castling) from
    /// `from` to `to`, taking whatever enemy piece stands there. For counting (perft) only:
    /// the key and the clocks are left stale, and the move's piece is known, not looked up.
    #[inline(always)]
    pub(crate) fn child_piece(&self, role: Role, from: Square, to: Square) -> Position {
        let mut next = *self;
        let (from_bb, to_bb) = (from.bb(), to.bb());
        next.clear_for_arrival(to_bb);
        next.roles[role.index()] ^= from_bb | to_bb;
        next.colors[self.side.index()] ^= from_bb | to_bb;
        next.castling &= KEEP_RIGHTS[from.index()] & KEEP_RIGHTS[to.index()];
        next.ep = None;
        next.side = self.side.other();
        next
    }

    /// [`Position::child_piece`] for a pawn's single push or capture (not en passant), the
    /// pawn becoming `placed` (itself, or the piece it promotes to).
    #[inline(always)]
    pub(crate) fn child_pawn(&self, from: Square, to: Square, placed: Role) -> Position {
        let mut next = *self;
        let (from_bb, to_bb) = (from.bb(), to.bb());
        next.clear_for_arrival(to_bb);
        next.roles[Role::Pawn.index()] ^= from_bb;
        next.roles[placed.index()] |= to_bb;
        next.colors[self.side.index()] ^= from_bb | to_bb;
        next.castling &= KEEP_RIGHTS[to.index()];
        next.ep = None;
        next.side = self.side.other();
        next
    }

    /// [`Position::child_piece`] for a pawn's double push, which never captures.
    #[inline(always)]
    pub(crate) fn child_double_push(
        &self,
        t: &super::attacks::Tables,
        from: Square,
        to: Square,
    ) -> Position {
        let mut next = *self;
        let moved = from.bb() | to.bb();
        next.roles[Role::Pawn.index()] ^= moved;
        next.colors[self.side.index()] ^= moved;
        let ep = Square::from_index(((from.index() + to.index()) / 2) as u32);
        let them = self.side.other();
        next.ep = (t.pawn[self.side.index()][ep.index()] & self.pieces(them, Role::Pawn) != 0)
            .then_some(ep);
        next.side = them;
        next
    }

    /// Empties the square a piece arrives on (a capture, or nothing there): every piece
    /// board loses it, which costs less than finding which one holds it.
    #[inline(always)]
    fn clear_for_arrival(&mut self, to_bb: Bitboard) {
        for role in &mut self.roles {
            *role &= !to_bb;
        }
        self.colors[self.side.other().index()] &= !to_bb;
    }

    /// Makes a legal move in place.
    #[inline(always)]
    pub(crate) fn apply(&mut self, mv: Move) {
        self.apply_with::<true>(mv);
    }

    /// Makes a legal move in place, keeping the key in step only when `KEYED`.
    #[inline(always)]
    fn apply_with<const KEYED: bool>(&mut self, mv: Move) {
        let us = self.side;
        let them = us.other();
        let from = mv.from();
        let to = mv.to();
        let role = self.role_at(from).unwrap_or(Role::Pawn);
        if let Some(ep) = self.ep.take() {
            if KEYED {
                self.key ^= KEYS.en_passant[ep.file() as usize];
            }
        }
        self.halfmove += 1;
        match mv.kind() {
            MoveKind::Normal | MoveKind::Promotion(_) => {
                if self.colors[them.index()] & to.bb() != 0 {
                    if let Some(captured) = self.role_at(to) {
                        self.toggle_with::<KEYED>(them, captured, to);
                    }
                    self.halfmove = 0;
                }
                self.toggle_with::<KEYED>(us, role, from);
                let placed = mv.promotion().unwrap_or(role);
                self.toggle_with::<KEYED>(us, placed, to);
                if role == Role::Pawn {
                    self.halfmove = 0;
                    if from.index().abs_diff(to.index()) == 16 {
                        let ep = Square::from_index(((from.index() + to.index()) / 2) as u32);
                        let t = tables();
                        if t.pawn[us.index()][ep.index()] & self.pieces(them, Role::Pawn) != 0 {
                            self.ep = Some(ep);
                            if KEYED {
                                self.key ^= KEYS.en_passant[ep.file() as usize];
                            }
                        }
                    }
                }
            }
            MoveKind::EnPassant => {
                let captured =
                    Square::from_index((to.index() as u32 & 7) | (from.index() as u32 & !7));
                self.toggle_with::<KEYED>(them, Role::Pawn, captured);
                self.toggle_with::<KEYED>(us, Role::Pawn, from);
                self.toggle_with::<KEYED>(us, Role::Pawn, to);
                self.halfmove = 0;
            }
            MoveKind::Castle => {
                self.toggle_with::<KEYED>(us, Role::King, from);
                self.toggle_with::<KEYED>(us, Role::King, to);
                // Wrapping and masking keep a hand-made, impossible castling move from
                // panicking; legal ones never wrap.
                let to_index = to.index() as u32;
                let (rook_from, rook_to) = if to.file() == 6 {
                    (to_index + 1, to_index.wrapping_sub(1))
                } else {
                    (to_index.wrapping_sub(2), to_index + 1)
                };
                self.toggle_with::<KEYED>(us, Role::Rook, Square::from_index(rook_from & 63));
                self.toggle_with::<KEYED>(us, Role::Rook, Square::from_index(rook_to & 63));
            }
        }
        let rights = self.castling & KEEP_RIGHTS[from.index()] & KEEP_RIGHTS[to.index()];
        if rights != self.castling {
            if KEYED {
                self.key ^= KEYS.castling[self.castling as usize] ^ KEYS.castling[rights as usize];
            }
            self.castling = rights;
        }
        if us == Color::Black {
            self.fullmove += 1;
        }
        self.side = them;
        if KEYED {
            self.key ^= KEYS.black_to_move;
        }
    }

    /// The position with the side to move passing (a null move), used to find the threat of a
    /// problem's key. `None` when the side to move is in check (it may not pass).
    pub fn pass(&self) -> Option<Position> {
        if self.in_check() {
            return None;
        }
        let mut next = *self;
        if let Some(ep) = next.ep.take() {
            next.key ^= KEYS.en_passant[ep.file() as usize];
        }
        next.side = next.side.other();
        next.key ^= KEYS.black_to_move;
        Some(next)
    }

    /// The same position without the right to capture en passant.
    pub fn without_en_passant(&self) -> Position {
        let mut next = *self;
        if let Some(ep) = next.ep.take() {
            next.key ^= KEYS.en_passant[ep.file() as usize];
        }
        next
    }

    /// The same position without any castling rights.
    pub fn without_castling(&self) -> Position {
        let mut next = *self;
        next.key ^= KEYS.castling[next.castling as usize];
        next.castling = 0;
        next
    }

    /// The key computed from scratch; equal to [`Position::key`] in every reachable position.
    pub fn compute_key(&self) -> u64 {
        let mut key = 0;
        for color in [Color::White, Color::Black] {
            for role in Role::ALL {
                for sq in Squares(self.pieces(color, role)) {
                    key ^= KEYS.pieces[color.index()][role.index()][sq.index()];
                }
            }
        }
        key ^= KEYS.castling[self.castling as usize];
        if let Some(ep) = self.ep {
            key ^= KEYS.en_passant[ep.file() as usize];
        }
        if self.side == Color::Black {
            key ^= KEYS.black_to_move;
        }
        key
    }
}
