//! A [`Position`]'s value from the tables, and the move that keeps it.

use super::super::position::Position;
use super::super::types::{Color, Move, Square};
use super::board::{Board, Man};
use super::{Tablebase, Wdl};

/// The most men a table holds.
pub const MAX_MEN: usize = 4;

/// The board of a position of at most four men without castling rights; `None` otherwise.
fn board_of(pos: &Position) -> Option<Board> {
    if pos.castling_rights() != 0 || pos.occupied().count_ones() as usize > MAX_MEN {
        return None;
    }
    let mut board = Board::blank();
    board.men[0] = Man::new(
        Color::White,
        super::super::Role::King,
        pos.king(Color::White)?.index() as u8,
    );
    board.men[1] = Man::new(
        Color::Black,
        super::super::Role::King,
        pos.king(Color::Black)?.index() as u8,
    );
    board.n = 2;
    let mut others = pos.occupied() & !pos.by_role(super::super::Role::King);
    while others != 0 {
        let s = others.trailing_zeros() as u8;
        others &= others - 1;
        let piece = pos.piece_at(Square::new(s)?)?;
        board.men[board.n as usize] = Man::new(piece.color, piece.role, s);
        board.n += 1;
    }
    board.black_to_move = pos.side_to_move() == Color::Black;
    Some(board)
}

impl Tablebase {
    /// The value of `pos` for the side to move, when a table held here covers it (at most
    /// four men, no castling right); `None` otherwise. A position where an en-passant
    /// capture is possible is valued by its moves, since the tables store none.
    pub fn probe(&self, pos: &Position) -> Option<Wdl> {
        let board = board_of(pos)?;
        if pos.en_passant().is_some() {
            return self.best_move(pos).map(|(_, v)| v);
        }
        self.code_of(&board).map(Wdl::from_code)
    }

    /// The move that keeps the value of `pos` (the shortest win, the longest defence, a
    /// drawing move) and that value; `None` when the position is not covered or has no move.
    pub fn best_move(&self, pos: &Position) -> Option<(Move, Wdl)> {
        board_of(pos)?;
        let mut best: Option<(Move, Wdl)> = None;
        for &mv in pos.legal_moves().iter() {
            let value = self.probe(&pos.play(mv))?.before();
            if best.is_none_or(|(_, b)| value.rank() > b.rank()) {
                best = Some((mv, value));
            }
        }
        best
    }

    /// The line the tables play from `pos` (at most `plies` moves), the value of `pos`, and
    /// how many positions were probed for it.
    pub fn root_line(&self, pos: &Position, plies: usize) -> Option<(Vec<Move>, Wdl, u64)> {
        let (best, value) = self.best_move(pos)?;
        let mut hits = pos.legal_moves().len() as u64;
        let mut line = vec![best];
        let mut at = pos.play(best);
        while line.len() < plies {
            let Some((mv, _)) = self.best_move(&at) else {
                break;
            };
            hits += at.legal_moves().len() as u64;
            line.push(mv);
            at = at.play(mv);
        }
        Some((line, value, hits))
    }

    /// What a position with no legal move is worth, or the table's value.
    pub fn value(&self, pos: &Position) -> Option<Wdl> {
        if pos.legal_moves().is_empty() {
            return board_of(pos).map(|_| {
                if pos.in_check() {
                    Wdl::Loss(0)
                } else {
                    Wdl::Draw
                }
            });
        }
        self.probe(pos)
    }
}

/// Whether `pos` is small enough for the tables (men and castling).
pub fn covers(pos: &Position) -> bool {
    board_of(pos).is_some()
}

/// A table's value as a search score at `ply`: a mate score counted from the root.
pub fn tablebase_score(value: Wdl, ply: usize) -> i32 {
    use super::super::search::MATE;
    match value {
        Wdl::Win(plies) => MATE - ply as i32 - plies as i32,
        Wdl::Draw => 0,
        Wdl::Loss(plies) => -MATE + ply as i32 + plies as i32,
    }
}
