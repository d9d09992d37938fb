//! A board of at most four men for the build: the moves of a position and the moves that
//! lead to it (un-moves), without the machinery of [`Position`](super::super::Position)
//! (keys, castling, clocks), which the build would pay for hundreds of millions of times.
//! En passant: a position is stored as the placement with no en-passant right. The position
//! right after a double step, where the other side may take en passant, is another
//! position (its moves are the placement's and the captures en passant,
//! [`Board::ep_captures`]); the build keeps it apart ([`Child::double_step`],
//! [`Steps`]), and the probe of a real position with an en-passant square looks a ply ahead.

use super::super::attacks::tables;
use super::super::types::{Bitboard, Color, Role, Square};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Man {
    pub color: Color,
    pub role: Role,
    pub sq: u8,
}

impl Man {
    pub const NONE: Man = Man {
        color: Color::White,
        role: Role::King,
        sq: 0,
    };

    pub fn new(color: Color, role: Role, sq: u8) -> Man {
        Man { color, role, sq }
    }
}

/// Men 0 and 1 are the white and the black king; the others follow in any order.
#[derive(Clone, Copy, Debug)]
pub struct Board {
    pub men: [Man; 4],
    pub n: u8,
    pub black_to_move: bool,
}

/// A move's result: the board after it, whether it captured or promoted (and so left
/// the ending), and whether it was a pawn's double step (after which the other side may
/// have a capture en passant that the placement alone does not show).
#[derive(Clone, Copy)]
pub struct Child {
    pub board: Board,
    pub converts: bool,
    pub double_step: bool,
}

impl Child {
    pub fn blank() -> Child {
        Child {
            board: Board::blank(),
            converts: false,
            double_step: false,
        }
    }
}

/// Which un-moves [`Board::parents`] makes: all, all but the pawns' double steps, or only
/// those.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Steps {
    All,
    NoDouble,
    OnlyDouble,
}

pub type Children = ([Child; 80], usize);

fn sq(s: u8) -> Square {
    Square::from_index(s as u32)
}

fn bit(s: u8) -> Bitboard {
    1u64 << s
}

/// The squares a man attacks (for a pawn: where it captures).
#[inline]
fn attacks(man: &Man, occupied: Bitboard) -> Bitboard {
    let t = tables();
    let s = man.sq as usize;
    match man.role {
        Role::King => t.king[s],
        Role::Knight => t.knight[s],
        Role::Bishop => t.bishop(sq(man.sq), occupied),
        Role::Rook => t.rook(sq(man.sq), occupied),
        Role::Queen => t.bishop(sq(man.sq), occupied) | t.rook(sq(man.sq), occupied),
        Role::Pawn => t.pawn[man.color.index()][s],
    }
}

impl Board {
    pub fn blank() -> Board {
        Board {
            men: [Man::NONE; 4],
            n: 0,
            black_to_move: false,
        }
    }

    /// The board as FEN, no castling, no en passant.
    pub fn fen(&self) -> String {
        let mut cells = [None; 64];
        for m in self.men() {
            let letter = m.role.letter();
            cells[m.sq as usize] = Some(if m.color == Color::White {
                letter
            } else {
                letter.to_ascii_lowercase()
            });
        }
        let side = if self.black_to_move { "b" } else { "w" };
        format!("{} {side} - - 0 1", super::super::fen::placement(&cells))
    }

    pub fn to_move(&self) -> Color {
        if self.black_to_move {
            Color::Black
        } else {
            Color::White
        }
    }

    fn men(&self) -> &[Man] {
        &self.men[..self.n as usize]
    }

    pub fn occupied(&self) -> Bitboard {
        self.men().iter().fold(0, |b, m| b | bit(m.sq))
    }

    fn occupied_by(&self, color: Color) -> Bitboard {
        self.men()
            .iter()
            .filter(|m| m.color == color)
            .fold(0, |b, m| b | bit(m.sq))
    }

    /// Whether `color`'s men attack `target`.
    fn attacked_by(&self, color: Color, target: u8, occupied: Bitboard) -> bool {
        self.men()
            .iter()
            .any(|m| m.color == color && attacks(m, occupied) & bit(target) != 0)
    }

    fn king(&self, color: Color) -> u8 {
        self.men[color.index()].sq
    }

    pub fn in_check(&self) -> bool {
        let me = self.to_move();
        self.attacked_by(me.other(), self.king(me), self.occupied())
    }

    /// Men on distinct squares, pawns off the first and last ranks, and the side not to
    /// move not in check (which also keeps the kings apart).
    pub fn is_legal(&self) -> bool {
        let occupied = self.occupied();
        if occupied.count_ones() != self.n as u32 {
            return false;
        }
        if self
            .men()
            .iter()
            .any(|m| m.role == Role::Pawn && !(8..56).contains(&m.sq))
        {
            return false;
        }
        let other = self.to_move().other();
        !self.attacked_by(self.to_move(), self.king(other), occupied)
    }

    /// Every legal move's result.
    pub fn children(&self, out: &mut Children) {
        out.1 = 0;
        let me = self.to_move();
        let occupied = self.occupied();
        let own = self.occupied_by(me);
        let theirs = occupied & !own;
        let mut push = |board: Board, converts: bool, double_step: bool| {
            if !board.attacked_by(me.other(), board.king(me), board.occupied()) {
                out.0[out.1] = Child {
                    board,
                    converts,
                    double_step,
                };
                out.1 += 1;
            }
        };
        for i in 0..self.n as usize {
            let man = self.men[i];
            if man.color != me {
                continue;
            }
            if man.role == Role::Pawn {
                let forward: i8 = if me == Color::White { 8 } else { -8 };
                let last_rank = |s: u8| !(8..56).contains(&s);
                let one = (man.sq as i8 + forward) as u8;
                let mut targets: [(u8, bool); 4] = [(0, false); 4];
                let mut count = 0;
                if occupied & bit(one) == 0 {
                    targets[count] = (one, false);
                    count += 1;
                    let start = if me == Color::White { 1 } else { 6 };
                    let two = (one as i8 + forward) as u8;
                    if man.sq >> 3 == start && occupied & bit(two) == 0 {
                        targets[count] = (two, false);
                        count += 1;
                    }
                }
                let mut captures = attacks(&man, occupied) & theirs;
                while captures != 0 {
                    targets[count] = (captures.trailing_zeros() as u8, true);
                    count += 1;
                    captures &= captures - 1;
                }
                for &(to, _) in &targets[..count] {
                    let moved = self.moved(i, to);
                    if last_rank(to) {
                        for role in [Role::Queen, Role::Rook, Role::Bishop, Role::Knight] {
                            let mut b = moved.0;
                            if let Some(j) = b.men[..b.n as usize]
                                .iter()
                                .position(|m| m.sq == to && m.color == me)
                            {
                                b.men[j].role = role;
                            }
                            push(b, true, false);
                        }
                    } else {
                        let double_step = (to as i8 - man.sq as i8).abs() == 16;
                        push(moved.0, moved.1, double_step);
                    }
                }
            } else {
                let mut targets = attacks(&man, occupied) & !own;
                while targets != 0 {
                    let to = targets.trailing_zeros() as u8;
                    targets &= targets - 1;
                    if to == self.king(me.other()) {
                        continue; // never in a legal position
                    }
                    let moved = self.moved(i, to);
                    push(moved.0, moved.1, false);
                }
            }
        }
    }

    /// Man `i` moved to `to`, taking what stands there; whether it took.
    fn moved(&self, i: usize, to: u8) -> (Board, bool) {
        let mut b = *self;
        b.black_to_move = !b.black_to_move;
        b.men[i].sq = to;
        let n = b.n as usize;
        if let Some(j) = (2..n).find(|&j| j != i && b.men[j].sq == to) {
            b.men[j] = b.men[n - 1];
            b.men[n - 1] = Man::NONE;
            b.n -= 1;
            return (b, true);
        }
        (b, false)
    }

    /// The captures en passant of the side to move, were the last move the double step of
    /// the other side's pawn that stands where one would have arrived: each capture's result
    /// (the ending left). Nothing when no such double step could have been played (a square
    /// it crossed is taken, or the position before it would be illegal) or no capture is
    /// legal. The position after the double step is worth the best of the placement's own
    /// moves and these.
    pub fn ep_captures(&self, out: &mut Children) {
        out.1 = 0;
        let me = self.to_move();
        let them = me.other();
        // Their double step ended on their fourth rank: from `start` over `crossed`.
        let (arrival_rank, back): (u8, i8) = if them == Color::White {
            (3, -8)
        } else {
            (4, 8)
        };
        let occupied = self.occupied();
        for i in 2..self.n as usize {
            let pawn = self.men[i];
            if pawn.color != them || pawn.role != Role::Pawn || pawn.sq >> 3 != arrival_rank {
                continue;
            }
            let crossed = (pawn.sq as i8 + back) as u8;
            let start = (crossed as i8 + back) as u8;
            if occupied & (bit(crossed) | bit(start)) != 0 {
                continue;
            }
            // Before the step, with them to move, my king may not have been in check.
            let mut before = *self;
            before.men[i].sq = start;
            before.black_to_move = !before.black_to_move;
            if before.attacked_by(them, before.king(me), before.occupied()) {
                continue;
            }
            for j in 2..self.n as usize {
                let taker = self.men[j];
                let beside = taker.sq >> 3 == arrival_rank && taker.sq.abs_diff(pawn.sq) == 1;
                if taker.color != me || taker.role != Role::Pawn || !beside {
                    continue;
                }
                let mut b = *self;
                b.black_to_move = !b.black_to_move;
                b.men[j].sq = crossed;
                let n = b.n as usize;
                b.men[i] = b.men[n - 1];
                b.men[n - 1] = Man::NONE;
                b.n -= 1;
                if !b.attacked_by(them, b.king(me), b.occupied()) {
                    out.0[out.1] = Child {
                        board: b,
                        converts: true,
                        double_step: false,
                    };
                    out.1 += 1;
                }
            }
        }
    }

    /// Every legal position from which a move that neither takes nor promotes leads here
    /// (of those `steps` allows).
    pub fn parents(&self, out: &mut ([Board; 96], usize), steps: Steps) {
        out.1 = 0;
        let mover = self.to_move().other();
        let occupied = self.occupied();
        for i in 0..self.n as usize {
            let man = self.men[i];
            if man.color != mover {
                continue;
            }
            let mut from = if man.role == Role::Pawn {
                let back: i8 = if mover == Color::White { -8 } else { 8 };
                let one = (man.sq as i8 + back) as u8;
                let mut f = 0;
                if (8..56).contains(&one) && occupied & bit(one) == 0 {
                    if steps != Steps::OnlyDouble {
                        f |= bit(one);
                    }
                    let double_rank = if mover == Color::White { 3 } else { 4 };
                    let two = (one as i8 + back) as u8;
                    if steps != Steps::NoDouble
                        && man.sq >> 3 == double_rank
                        && occupied & bit(two) == 0
                    {
                        f |= bit(two);
                    }
                }
                f
            } else if steps == Steps::OnlyDouble {
                0
            } else {
                attacks(&man, occupied) & !occupied
            };
            while from != 0 {
                let s = from.trailing_zeros() as u8;
                from &= from - 1;
                let mut b = *self;
                b.black_to_move = !b.black_to_move;
                b.men[i].sq = s;
                // The side that just moved may not be left in check.
                let waiting = self.to_move();
                if !b.attacked_by(mover, b.king(waiting), b.occupied()) {
                    out.0[out.1] = b;
                    out.1 += 1;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Kings on a1 (White) and g4, White's pawn on `white`, Black's on `black`.
    fn kpkp(white: u8, black: u8, black_to_move: bool) -> Board {
        let mut b = Board::blank();
        b.men[0] = Man::new(Color::White, Role::King, 0);
        b.men[1] = Man::new(Color::Black, Role::King, 30);
        b.men[2] = Man::new(Color::White, Role::Pawn, white);
        b.men[3] = Man::new(Color::Black, Role::Pawn, black);
        b.n = 4;
        b.black_to_move = black_to_move;
        b
    }

    #[test]
    fn a_double_step_is_marked_and_can_be_taken_en_passant() {
        // White: a2 (8); Black: b4 (25). 1.a4 is a double step; 1.a3 is not.
        let before = kpkp(8, 25, false);
        let mut children: Children = ([Child::blank(); 80], 0);
        before.children(&mut children);
        let steps: Vec<u8> = children.0[..children.1]
            .iter()
            .filter(|c| c.board.men[2].sq != 8)
            .map(|c| c.board.men[2].sq)
            .collect();
        assert_eq!(steps, [16, 24]);
        for c in &children.0[..children.1] {
            assert_eq!(c.double_step, c.board.men[2].sq == 24);
        }
        // After 1.a4, 1...bxa3 e.p.: Black's pawn on a3, White's gone.
        let after = kpkp(24, 25, true);
        let mut captures: Children = ([Child::blank(); 80], 0);
        after.ep_captures(&mut captures);
        assert_eq!(captures.1, 1);
        let b = captures.0[0].board;
        assert_eq!((b.n, b.men[2].color, b.men[2].sq), (3, Color::Black, 16));
        // With a3 taken (here by the black pawn's twin placement: a king), no double step
        // was possible, and no capture en passant either.
        let mut blocked = after;
        blocked.men[1].sq = 16;
        blocked.ep_captures(&mut captures);
        assert_eq!(captures.1, 0);
        // The un-moves of the placement after 1.a4: the double step is one of them.
        let mut parents = ([Board::blank(); 96], 0);
        after.parents(&mut parents, Steps::OnlyDouble);
        assert_eq!(parents.1, 1);
        assert_eq!(parents.0[0].men[2].sq, 8);
        let mut others = ([Board::blank(); 96], 0);
        after.parents(&mut others, Steps::NoDouble);
        let mut all = ([Board::blank(); 96], 0);
        after.parents(&mut all, Steps::All);
        assert_eq!(others.1 + 1, all.1);
    }
}
