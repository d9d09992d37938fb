//! Endgame tablebases by retrograde analysis (the article's §4.3: exact results for
//! positions with very few pieces). Every 3-piece ending, king and one man against the bare
//! king: KQK, KRK, KBK, KNK and KPK, for either side to move, with win/draw/loss and the
//! distance to mate in plies.
//!
//! The build: every placement of the three men with either side to move is set up and its
//! legal moves found once (a capture of the lone man is a draw, a promotion leads into the
//! KQK or KRK table, already built, or to a drawn KBK or KNK). Positions without a move are
//! mate or stalemate. Then ply by ply, n = 1, 2, …: a position is won in n when a move leads
//! to a position lost in n - 1, lost in n when every move leads to a position won and the
//! longest of those wins is n - 1. When a ply adds nothing, every position left is a draw.
//! The ply order makes the distances exact (the shortest win, the longest defence).

use super::position::Position;
use super::types::{Color, Role};

/// A position's value for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wdl {
    /// Mates in this many plies (odd).
    Win(u32),
    Draw,
    /// Is mated in this many plies (even; 0: mated now).
    Loss(u32),
}

impl Wdl {
    /// Moves to mate as UCI and the books count them: mate in `(plies + 1) / 2`.
    pub fn moves(self) -> Option<u32> {
        match self {
            Wdl::Win(p) => Some(p.div_ceil(2)),
            Wdl::Loss(p) => Some(p / 2),
            Wdl::Draw => None,
        }
    }
}

/// The roles the strong side's one man can have, in build order (promotions need KQK and
/// KRK first).
pub const ROLES: [Role; 5] = [
    Role::Queen,
    Role::Rook,
    Role::Bishop,
    Role::Knight,
    Role::Pawn,
];

const SIZE: usize = 2 * 64 * 64 * 64;
const ILLEGAL: i16 = i16::MIN;
const UNKNOWN: i16 = i16::MAX;

/// The index of strong king, lone king, strong man and side to move (0: the strong side).
fn index(strong_king: usize, weak_king: usize, man: usize, weak_to_move: bool) -> usize {
    ((weak_to_move as usize * 64 + strong_king) * 64 + weak_king) * 64 + man
}

/// One ending: a value a position, stored as a signed ply count (positive: the side to move
/// wins in that many plies; negative or zero: loses in minus that many; [`UNKNOWN`] a draw).
pub struct Table {
    role: Role,
    values: Vec<i16>,
}

/// What a move leads to.
#[derive(Clone, Copy)]
enum Child {
    /// A position of the table being built.
    Index(u32),
    /// A position whose value is known already (from the side that moves there).
    Known(i16),
}

fn fen_of(role: Role, strong_king: usize, weak_king: usize, man: usize, weak: bool) -> String {
    let mut board = [None::<char>; 64];
    board[strong_king] = Some('K');
    board[weak_king] = Some('k');
    board[man] = Some(role.letter().to_ascii_uppercase());
    let mut fen = super::fen::placement(&board);
    fen.push_str(if weak { " b - - 0 1" } else { " w - - 0 1" });
    fen
}

impl Table {
    /// Builds the table of king and `role` against king; `built` holds the tables already
    /// made (KPK needs KQK and KRK for its promotions). `None` for a role that is not one of
    /// [`ROLES`] or when KPK's promotion tables are missing.
    pub fn build(role: Role, built: &[Table]) -> Option<Table> {
        if !ROLES.contains(&role) {
            return None;
        }
        let promoted = |r: Role| built.iter().find(|t| t.role == r);
        if role == Role::Pawn && (promoted(Role::Queen).is_none() || promoted(Role::Rook).is_none())
        {
            return None;
        }
        let mut values = vec![ILLEGAL; SIZE];
        let mut offsets = vec![0u32; SIZE + 1];
        let mut children: Vec<Child> = Vec::new();
        for i in 0..SIZE {
            offsets[i] = children.len() as u32;
            let man = i % 64;
            let weak_king = (i / 64) % 64;
            let strong_king = (i / 4096) % 64;
            let weak = i / (64 * 64 * 64) == 1;
            if man == weak_king || man == strong_king || weak_king == strong_king {
                continue;
            }
            if role == Role::Pawn && !(8..56).contains(&man) {
                continue;
            }
            let Ok(pos) = Position::from_fen(&fen_of(role, strong_king, weak_king, man, weak))
            else {
                continue; // kings side by side, or the side not to move in check
            };
            let moves = pos.legal_moves();
            if moves.is_empty() {
                values[i] = if pos.in_check() { 0 } else { UNKNOWN };
                continue;
            }
            values[i] = UNKNOWN;
            for &mv in moves.iter() {
                let child = pos.play(mv);
                let sk = child.king(Color::White).map_or(0, |s| s.index());
                let wk = child.king(Color::Black).map_or(0, |s| s.index());
                let man_bb = child.by_color(Color::White) & !child.by_role(Role::King);
                if man_bb == 0 {
                    children.push(Child::Known(UNKNOWN)); // the lone king took: a draw
                    continue;
                }
                let m = man_bb.trailing_zeros() as usize;
                let r = child.piece_at(child_square(m)).map_or(role, |p| p.role);
                let at = index(sk, wk, m, !weak);
                if r == role {
                    children.push(Child::Index(at as u32));
                } else {
                    let value = promoted(r).map_or(UNKNOWN, |t| t.values[at]);
                    children.push(Child::Known(value));
                }
            }
        }
        offsets[SIZE] = children.len() as u32;
        // Ply by ply.
        let value_of = |values: &[i16], c: Child| match c {
            Child::Index(j) => values[j as usize],
            Child::Known(v) => v,
        };
        let mut ply: i16 = 1;
        loop {
            let mut decided = Vec::new();
            for i in 0..SIZE {
                if values[i] != UNKNOWN {
                    continue;
                }
                let (from, to) = (offsets[i] as usize, offsets[i + 1] as usize);
                if from == to {
                    continue; // stalemate
                }
                let mut wins = false;
                let mut all_lose = true;
                let mut longest = 0;
                for &c in &children[from..to] {
                    let v = value_of(&values, c);
                    if v <= 0 && v != ILLEGAL && -v == ply - 1 {
                        wins = true;
                        break;
                    }
                    if v > 0 && v != UNKNOWN {
                        longest = longest.max(v);
                    } else {
                        all_lose = false;
                    }
                }
                if wins {
                    decided.push((i, ply));
                } else if all_lose && longest == ply - 1 {
                    decided.push((i, -ply));
                }
            }
            if decided.is_empty() {
                break;
            }
            for (i, v) in decided {
                values[i] = v;
            }
            ply += 1;
        }
        Some(Table { role, values })
    }

    pub fn role(&self) -> Role {
        self.role
    }

    /// The value of a placement with the strong side White (squares 0 = a1 to 63 = h8).
    fn value_at(&self, strong_king: usize, weak_king: usize, man: usize, weak: bool) -> Wdl {
        match self.values[index(strong_king, weak_king, man, weak)] {
            UNKNOWN | ILLEGAL => Wdl::Draw,
            v if v > 0 => Wdl::Win(v as u32),
            v => Wdl::Loss(-v as u32),
        }
    }

    /// The longest win for the strong side to move, in plies.
    pub fn longest_win(&self) -> u32 {
        self.values[..SIZE / 2]
            .iter()
            .filter(|&&v| v > 0 && v != UNKNOWN)
            .map(|&v| v as u32)
            .max()
            .unwrap_or(0)
    }

    /// How many positions with the strong side to move are won, drawn and legal.
    pub fn counts(&self) -> (usize, usize) {
        let strong = &self.values[..SIZE / 2];
        let legal = strong.iter().filter(|&&v| v != ILLEGAL).count();
        let won = strong.iter().filter(|&&v| v > 0 && v != UNKNOWN).count();
        (won, legal)
    }
}

fn child_square(index: usize) -> super::types::Square {
    super::types::Square::from_coords((index % 8) as u8, (index / 8) as u8)
        .unwrap_or_else(|| super::types::Square::from_coords(0, 0).expect("a1 is a square"))
}

/// Every 3-piece table, built in order.
pub struct Tablebase {
    tables: Vec<Table>,
}

impl Tablebase {
    /// Builds KQK, KRK, KBK, KNK and KPK (a few seconds).
    pub fn build() -> Tablebase {
        let mut tables = Vec::new();
        for role in ROLES {
            if let Some(t) = Table::build(role, &tables) {
                tables.push(t);
            }
        }
        Tablebase { tables }
    }

    pub fn table(&self, role: Role) -> Option<&Table> {
        self.tables.iter().find(|t| t.role == role)
    }

    /// The value of `pos` for the side to move, when it has three men (two kings and one
    /// other, of either colour) and no castling right; `None` otherwise.
    pub fn probe(&self, pos: &Position) -> Option<Wdl> {
        if pos.occupied().count_ones() != 3 || pos.castling_rights() != 0 {
            return None;
        }
        let man_bb = pos.occupied() & !pos.by_role(Role::King);
        let sq = man_bb.trailing_zeros() as usize;
        let piece = pos.piece_at(child_square(sq))?;
        let table = self.table(piece.role)?;
        let strong = piece.color;
        // Seen from the strong side as White: flip the board when it is Black.
        let flip = |s: usize| if strong == Color::White { s } else { s ^ 56 };
        let sk = flip(pos.king(strong)?.index());
        let wk = flip(pos.king(strong.other())?.index());
        let weak_to_move = pos.side_to_move() != strong;
        Some(table.value_at(sk, wk, flip(sq), weak_to_move))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn index_parts_round_trip() {
        let i = index(5, 60, 33, true);
        assert_eq!(
            (i % 64, (i / 64) % 64, (i / 4096) % 64, i / 262_144),
            (33, 60, 5, 1)
        );
    }

    #[test]
    fn fen_of_places_the_men() {
        assert_eq!(
            fen_of(Role::Rook, 4, 60, 0, false),
            "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
        );
    }
}
