//! Which moves give check, told without making them: what a problem solver needs at the
//! attacker's last move, where only a check can mate.
//!
//! A move checks directly (the piece, or the piece it promotes to, attacks the enemy king
//! from its new square, lines seen with the board as it is after the move) or by discovery
//! (it leaves the only square between one of the mover's sliders and the king, to a square
//! off that line). Castling and en passant, which move or take a second piece, are not
//! decided here: [`CheckTest::gives_check`] says `None` and the caller makes the move.

use super::attacks::{tables, Tables};
use super::position::Position;
use super::types::{Bitboard, Move, MoveKind, Role, Square, Squares};

/// What one position needs to tell checking moves: computed once, asked for every move.
pub(crate) struct CheckTest<'a> {
    tables: &'a Tables,
    pos: &'a Position,
    king: Square,
    occupied: Bitboard,
    /// The mover's pieces that alone stand between one of its sliders and the enemy king.
    discoverers: Bitboard,
}

impl<'a> CheckTest<'a> {
    /// `None` when the side not to move has no king (nothing can check it).
    pub(crate) fn new(pos: &'a Position) -> Option<CheckTest<'a>> {
        let t = tables();
        let us = pos.side;
        let king = pos.king(us.other())?;
        let own = pos.colors[us.index()];
        let occupied = pos.occupied();
        let queens = pos.roles[Role::Queen.index()];
        let diag = own & (pos.roles[Role::Bishop.index()] | queens);
        let orth = own & (pos.roles[Role::Rook.index()] | queens);
        let snipers = (t.bishop(king, 0) & diag) | (t.rook(king, 0) & orth);
        let mut discoverers = 0;
        for sniper in Squares(snipers) {
            let between = t.between(king, sniper) & occupied;
            if between != 0 && between & between.wrapping_sub(1) == 0 {
                discoverers |= between & own;
            }
        }
        Some(CheckTest {
            tables: t,
            pos,
            king,
            occupied,
            discoverers,
        })
    }

    /// Does the legal move `mv` give check? `None` for castling and en passant.
    #[inline]
    pub(crate) fn gives_check(&self, mv: Move) -> Option<bool> {
        let t = self.tables;
        let (from, to) = (mv.from(), mv.to());
        let placed = match mv.kind() {
            MoveKind::Normal => self.pos.role_at(from).unwrap_or(Role::Pawn),
            MoveKind::Promotion(role) => role,
            MoveKind::EnPassant | MoveKind::Castle => return None,
        };
        if self.discoverers & from.bb() != 0 && t.line(self.king, from) & to.bb() == 0 {
            return Some(true);
        }
        let king = self.king.bb();
        let after = (self.occupied & !from.bb()) | to.bb();
        let attacks = match placed {
            Role::Pawn => t.pawn[self.pos.side.index()][to.index()],
            Role::Knight => t.knight[to.index()],
            Role::Bishop => t.bishop(to, after),
            Role::Rook => t.rook(to, after),
            Role::Queen => t.bishop(to, after) | t.rook(to, after),
            Role::King => 0,
        };
        Some(attacks & king != 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every legal move of a set of positions rich in pins, promotions and discovered
    /// checks: the test agrees with making the move.
    #[test]
    fn agrees_with_making_the_move() {
        let fens = [
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
            "4k3/8/8/8/8/8/1B1R4/Q3K2R w K - 0 1",
            "3k4/1P6/8/3N4/8/8/3R4/3QK3 w - - 0 1",
            "8/8/8/2k5/3Pp3/8/8/4KB2 b - d3 0 1",
        ];
        let mut told = 0;
        for fen in fens {
            let root = Position::from_fen(fen).unwrap();
            // The position and every position one or two moves away.
            let mut positions = vec![root];
            for &first in root.legal_moves().iter() {
                let next = root.play(first);
                positions.push(next);
                positions.extend(next.legal_moves().iter().map(|&mv| next.play(mv)));
            }
            for pos in positions {
                let test = CheckTest::new(&pos).unwrap();
                for &mv in pos.legal_moves().iter() {
                    if let Some(check) = test.gives_check(mv) {
                        assert_eq!(check, pos.play(mv).in_check(), "{}: {mv}", pos.to_fen());
                        told += 1;
                    }
                }
            }
        }
        assert!(told > 100_000, "{told}");
    }
}
