//! A board of at most four men for the build: the moves of a position and the moves that
//! lead to it (un-moves), without the machinery of [`Position`](super::super::Position)
//! (keys, castling, clocks), which the build would pay for hundreds of millions of times.
//! En passant is left out here: a position reached by a double step is stored as if no
//! capture en passant were possible (the probe of a real position with one looks a ply
//! ahead instead).

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

/// A move's result: the board after it, and whether it captured or promoted (and so left
/// the ending).
#[derive(Clone, Copy)]
pub struct Child {
    pub board: Board,
    pub converts: bool,
}

impl Child {
    pub fn blank() -> Child {
        Child {
            board: Board::blank(),
            converts: false,
        }
    }
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
        let mut push = |board: Board, converts: bool| {
            if !board.attacked_by(me.other(), board.king(me), board.occupied()) {
                out.0[out.1] = Child { board, converts };
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
                            push(b, true);
                        }
                    } else {
                        push(moved.0, moved.1);
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
                    push(moved.0, moved.1);
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

    /// Every legal position from which a move that neither takes nor promotes leads here.
    pub fn parents(&self, out: &mut ([Board; 96], usize)) {
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
                    f |= bit(one);
                    let double_rank = if mover == Color::White { 3 } else { 4 };
                    let two = (one as i8 + back) as u8;
                    if man.sq >> 3 == double_rank && occupied & bit(two) == 0 {
                        f |= bit(two);
                    }
                }
                f
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
