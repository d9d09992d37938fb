//! The evaluation: a number for a quiet position, in centipawns, from one side's view.
//!
//! The article's point is that the evaluation decides the style, so every term is kept apart
//! and can be printed for both sides (`attic chess eval`). Each term is a pair of values, one
//! for the middlegame and one for the endgame; the game phase (how much material other than
//! pawns is left) blends the two ("tapered" evaluation), so a king that hides in the
//! middlegame walks to the centre in the endgame without a jump in the score.
//!
//! The terms, in the article's order:
//! 1. material: the pieces' values;
//! 2. piece-square tables: where a piece stands (a knight in the centre beats one in a
//!    corner), built from simple formulas so that a student can read why;
//! 3. pawn structure: doubled, isolated and passed pawns;
//! 4. mobility: squares each piece reaches that no enemy pawn guards;
//! 5. king safety: the pawn shield in front of a castled king and the enemy pieces that
//!    attack the squares around it (middlegame only);
//! 6. the bishop pair.

use super::attacks::tables;
use super::position::Position;
use super::types::{Bitboard, Color, Role, Square, Squares, FILE_A};

/// A middlegame value and an endgame value.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Score {
    pub mg: i32,
    pub eg: i32,
}

impl Score {
    pub const fn new(mg: i32, eg: i32) -> Score {
        Score { mg, eg }
    }

    /// The value at `phase` (0 = bare kings and pawns, [`MAX_PHASE`] = all pieces on).
    pub fn taper(self, phase: i32) -> i32 {
        (self.mg * phase + self.eg * (MAX_PHASE - phase)) / MAX_PHASE
    }
}

impl std::ops::Add for Score {
    type Output = Score;
    fn add(self, o: Score) -> Score {
        Score::new(self.mg + o.mg, self.eg + o.eg)
    }
}

impl std::ops::AddAssign for Score {
    fn add_assign(&mut self, o: Score) {
        self.mg += o.mg;
        self.eg += o.eg;
    }
}

impl std::ops::Sub for Score {
    type Output = Score;
    fn sub(self, o: Score) -> Score {
        Score::new(self.mg - o.mg, self.eg - o.eg)
    }
}

impl std::ops::Mul<i32> for Score {
    type Output = Score;
    fn mul(self, k: i32) -> Score {
        Score::new(self.mg * k, self.eg * k)
    }
}

/// Piece values (pawn, knight, bishop, rook, queen, king), middlegame and endgame. The king
/// has no value: it is never exchanged.
pub const PIECE_VALUES: [Score; 6] = [
    Score::new(82, 94),
    Score::new(337, 281),
    Score::new(365, 297),
    Score::new(477, 512),
    Score::new(1025, 936),
    Score::new(0, 0),
];

/// One number a piece, for move ordering and exchange evaluation (pawn 100).
pub const SIMPLE_VALUES: [i32; 6] = [100, 320, 330, 500, 950, 20_000];

/// Phase weights: knight and bishop 1, rook 2, queen 4; all pieces on the board make 24.
const PHASE_WEIGHTS: [i32; 6] = [0, 1, 1, 2, 4, 0];
pub const MAX_PHASE: i32 = 24;

/// Distance from the edge, 0 on the rim to 3 in the centre, of a file or rank.
const fn edge_distance(x: i32) -> i32 {
    if x < 4 {
        x
    } else {
        7 - x
    }
}

/// The piece-square value of `role` on square `sq` seen from White (rank 0 is White's first
/// rank); Black uses the square mirrored top to bottom.
const fn pst_formula(role: usize, sq: i32) -> Score {
    let file = sq % 8;
    let rank = sq / 8;
    let centre = edge_distance(file) + edge_distance(rank); // 0 in a corner .. 6 in the centre
    match role {
        // Pawns: forward is good, the centre files more so in the middlegame.
        0 => {
            let advance_mg = [0, 0, 2, 6, 14, 24, 40, 0];
            let advance_eg = [0, 0, 6, 14, 26, 44, 70, 0];
            let central = if (file == 3 || file == 4) && rank >= 2 && rank <= 4 {
                12
            } else {
                0
            };
            Score::new(
                advance_mg[rank as usize] + central,
                advance_eg[rank as usize],
            )
        }
        // Knights love the centre and hate the rim.
        1 => Score::new(centre * 8 - 24, centre * 6 - 18),
        // Bishops a little less so.
        2 => Score::new(centre * 4 - 10, centre * 3 - 9),
        // Rooks: the seventh rank and the central files.
        3 => {
            let seventh = if rank == 6 { 18 } else { 0 };
            let central = if file >= 2 && file <= 5 { 4 } else { 0 };
            Score::new(seventh + central, if rank == 6 { 12 } else { 0 })
        }
        // The queen: a touch of centre, more in the endgame.
        4 => Score::new(centre * 2 - 6, centre * 4 - 12),
        // The king: home and in a corner in the middlegame, in the centre in the endgame.
        _ => {
            let home = [18, 26, 8, -8, -8, 8, 26, 18];
            let mg = if rank == 0 {
                home[file as usize]
            } else {
                -16 * rank
            };
            Score::new(mg, centre * 10 - 30)
        }
    }
}

const fn build_pst() -> [[Score; 64]; 6] {
    let mut table = [[Score::new(0, 0); 64]; 6];
    let mut role = 0;
    while role < 6 {
        let mut sq = 0;
        while sq < 64 {
            table[role][sq] = pst_formula(role, sq as i32);
            sq += 1;
        }
        role += 1;
    }
    table
}

/// `PST[role][square]` from White's side.
pub static PST: [[Score; 64]; 6] = build_pst();

const DOUBLED: Score = Score::new(-10, -22);
const ISOLATED: Score = Score::new(-12, -16);
/// Bonus of a passed pawn by rank (from its own side), on top of the piece-square table.
const PASSED: [Score; 8] = [
    Score::new(0, 0),
    Score::new(4, 10),
    Score::new(8, 16),
    Score::new(14, 30),
    Score::new(26, 54),
    Score::new(44, 90),
    Score::new(70, 140),
    Score::new(0, 0),
];
/// Per reachable square, around a typical count (knight 4, bishop 6, rook 7, queen 13).
const MOBILITY: [(Score, i32); 6] = [
    (Score::new(0, 0), 0),
    (Score::new(4, 4), 4),
    (Score::new(5, 5), 6),
    (Score::new(2, 4), 7),
    (Score::new(1, 2), 13),
    (Score::new(0, 0), 0),
];
const SHIELD_MISSING: Score = Score::new(-14, 0);
/// Weight of each attacker of the king's zone (knight 2, bishop 2, rook 3, queen 5).
const KING_ATTACK_UNITS: [i32; 6] = [0, 2, 2, 3, 5, 0];
const BISHOP_PAIR: Score = Score::new(30, 50);

/// The evaluation term by term, each for White and for Black (both positive when good for
/// that side).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Breakdown {
    pub material: [Score; 2],
    pub psqt: [Score; 2],
    pub pawns: [Score; 2],
    pub mobility: [Score; 2],
    pub king_safety: [Score; 2],
    pub bishop_pair: [Score; 2],
    /// From 0 (endgame) to [`MAX_PHASE`] (all pieces on).
    pub phase: i32,
    /// Neither side can mate: the score is 0 whatever the terms say.
    pub insufficient_material: bool,
}

impl Breakdown {
    /// The terms in print order, with their names.
    pub fn terms(&self) -> [(&'static str, [Score; 2]); 6] {
        [
            ("material", self.material),
            ("piece-square", self.psqt),
            ("pawn structure", self.pawns),
            ("mobility", self.mobility),
            ("king safety", self.king_safety),
            ("bishop pair", self.bishop_pair),
        ]
    }

    /// The sum of every term, from White's side, tapered by the phase.
    pub fn white_score(&self) -> i32 {
        if self.insufficient_material {
            return 0;
        }
        let total = self
            .terms()
            .iter()
            .fold(Score::default(), |acc, (_, s)| acc + s[0] - s[1]);
        total.taper(self.phase)
    }
}

/// The squares in front of a pawn on its file and the two next to it: where an enemy pawn
/// would stop or take it. A pawn with no enemy pawn there is passed.
fn passed_span(color: Color, sq: Square) -> Bitboard {
    let file = FILE_A << sq.file();
    let mut files = file;
    if sq.file() > 0 {
        files |= file >> 1;
    }
    if sq.file() < 7 {
        files |= file << 1;
    }
    let ahead = match color {
        Color::White if sq.rank() == 7 => 0,
        Color::White => !0u64 << ((sq.rank() as u32 + 1) * 8),
        Color::Black => (1u64 << (sq.rank() as u32 * 8)).wrapping_sub(1),
    };
    files & ahead
}

/// The rank of `sq` seen from `color`'s side (0 its first rank).
fn relative_rank(color: Color, sq: Square) -> usize {
    match color {
        Color::White => sq.rank() as usize,
        Color::Black => 7 - sq.rank() as usize,
    }
}

fn pawn_attacks(color: Color, pawns: Bitboard) -> Bitboard {
    match color {
        Color::White => ((pawns & !FILE_A) << 7) | ((pawns & !(FILE_A << 7)) << 9),
        Color::Black => ((pawns & !FILE_A) >> 9) | ((pawns & !(FILE_A << 7)) >> 7),
    }
}

/// Neither side has mating material: bare kings, or a king and one minor piece against a
/// bare king, or each side one bishop on squares of the same colour.
pub fn insufficient_material(pos: &Position) -> bool {
    let heavy = pos.by_role(Role::Pawn) | pos.by_role(Role::Rook) | pos.by_role(Role::Queen);
    if heavy != 0 {
        return false;
    }
    let knights = pos.by_role(Role::Knight);
    let bishops = pos.by_role(Role::Bishop);
    let minors = (knights | bishops).count_ones();
    if minors <= 1 {
        return true;
    }
    // Only bishops, all on one colour of square.
    const LIGHT: Bitboard = 0x55aa_55aa_55aa_55aa;
    knights == 0 && (bishops & LIGHT == 0 || bishops & !LIGHT == 0)
}

/// Every term of the evaluation, for both sides.
pub fn breakdown(pos: &Position) -> Breakdown {
    let t = tables();
    let mut b = Breakdown {
        insufficient_material: insufficient_material(pos),
        ..Breakdown::default()
    };
    let occupied = pos.occupied();
    let mut phase = 0;
    for color in [Color::White, Color::Black] {
        let c = color.index();
        let us = pos.by_color(color);
        let them = color.other();
        let own_pawns = pos.pieces(color, Role::Pawn);
        let enemy_pawns = pos.pieces(them, Role::Pawn);
        let enemy_pawn_attacks = pawn_attacks(them, enemy_pawns);
        let enemy_king = pos.king(them);
        let enemy_king_zone = enemy_king.map_or(0, |k| t.king[k.index()] | k.bb());
        let mut attack_units = 0;
        let mut attackers = 0;

        for role in Role::ALL {
            let pieces = pos.pieces(color, role);
            let count = pieces.count_ones() as i32;
            b.material[c] += PIECE_VALUES[role.index()] * count;
            phase += PHASE_WEIGHTS[role.index()] * count;
            for sq in Squares(pieces) {
                let white_view = match color {
                    Color::White => sq.index(),
                    Color::Black => sq.index() ^ 56,
                };
                b.psqt[c] += PST[role.index()][white_view];
                let reach = match role {
                    Role::Knight => t.knight[sq.index()],
                    Role::Bishop => t.bishop(sq, occupied),
                    Role::Rook => t.rook(sq, occupied),
                    Role::Queen => t.bishop(sq, occupied) | t.rook(sq, occupied),
                    _ => continue,
                };
                let (weight, typical) = MOBILITY[role.index()];
                let squares = (reach & !us & !enemy_pawn_attacks).count_ones() as i32;
                b.mobility[c] += weight * (squares - typical);
                if reach & enemy_king_zone != 0 {
                    attack_units += KING_ATTACK_UNITS[role.index()];
                    attackers += 1;
                }
            }
        }

        // Pawn structure.
        for sq in Squares(own_pawns) {
            let file = FILE_A << sq.file();
            let neighbours = (if sq.file() > 0 { file >> 1 } else { 0 })
                | (if sq.file() < 7 { file << 1 } else { 0 });
            if own_pawns & neighbours == 0 {
                b.pawns[c] += ISOLATED;
            }
            if passed_span(color, sq) & enemy_pawns == 0 {
                b.pawns[c] += PASSED[relative_rank(color, sq)];
            }
        }
        for file in 0..8 {
            let on_file = (own_pawns & (FILE_A << file)).count_ones() as i32;
            if on_file > 1 {
                b.pawns[c] += DOUBLED * (on_file - 1);
            }
        }

        // The bishop pair.
        if pos.pieces(color, Role::Bishop).count_ones() >= 2 {
            b.bishop_pair[c] = BISHOP_PAIR;
        }

        // King safety of the enemy king, charged to the enemy: attacks on its zone from two
        // or more pieces grow with the square of their weight.
        if attackers >= 2 {
            let penalty = (attack_units * attack_units).min(400);
            b.king_safety[them.index()] += Score::new(-penalty, 0);
        }
        // Our own pawn shield: a king on its first two ranks wants pawns on the three files
        // around it, one or two ranks up.
        if let Some(king) = pos.king(color) {
            if relative_rank(color, king) <= 1 {
                let file = king.file() as i32;
                for f in (file - 1).max(0)..=(file + 1).min(7) {
                    let shield = (1..=2).any(|up| {
                        let rank = match color {
                            Color::White => king.rank() as i32 + up,
                            Color::Black => king.rank() as i32 - up,
                        };
                        Square::from_coords(f as u8, rank as u8)
                            .filter(|_| (0..8).contains(&rank))
                            .is_some_and(|s| own_pawns & s.bb() != 0)
                    });
                    if !shield {
                        b.king_safety[c] += SHIELD_MISSING;
                    }
                }
            }
        }
    }
    b.phase = phase.min(MAX_PHASE);
    b
}

/// The evaluation from the side to move's view (what negamax wants).
pub fn evaluate(pos: &Position) -> i32 {
    let white = breakdown(pos).white_score();
    match pos.side_to_move() {
        Color::White => white,
        Color::Black => -white,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn eval_fen(fen: &str) -> i32 {
        evaluate(&Position::from_fen(fen).unwrap())
    }

    #[test]
    fn the_initial_position_is_level() {
        assert_eq!(
            eval_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
            0
        );
    }

    #[test]
    fn mirrored_positions_score_the_same_for_the_side_to_move() {
        let a = eval_fen("r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4");
        let b = eval_fen("rnbqk2r/pppp1ppp/5n2/2b1p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R b KQkq - 4 4");
        assert_eq!(a, b);
    }

    #[test]
    fn terms_see_what_they_name() {
        // White: doubled, isolated c-pawns; Black: a passed a-pawn and the bishop pair.
        let pos = Position::from_fen("4k3/8/8/8/8/p1P5/2P5/bb2K3 w - - 0 1").unwrap();
        let b = breakdown(&pos);
        assert!(b.pawns[0].eg < 0, "{:?}", b.pawns);
        assert!(b.pawns[1].eg > 0, "{:?}", b.pawns);
        assert_eq!(b.bishop_pair[1], BISHOP_PAIR);
        assert_eq!(b.bishop_pair[0], Score::default());
    }

    #[test]
    fn passed_spans() {
        let e4 = Square::parse("e4").unwrap();
        let span = passed_span(Color::White, e4);
        assert!(span & Square::parse("d5").unwrap().bb() != 0);
        assert!(span & Square::parse("f7").unwrap().bb() != 0);
        assert!(span & Square::parse("e4").unwrap().bb() == 0);
        assert!(span & Square::parse("e3").unwrap().bb() == 0);
        let black = passed_span(Color::Black, e4);
        assert!(black & Square::parse("d3").unwrap().bb() != 0);
        assert!(black & Square::parse("e5").unwrap().bb() == 0);
    }

    #[test]
    fn insufficient_material_is_a_draw() {
        for fen in [
            "8/8/4k3/8/8/3K4/8/8 w - - 0 1",
            "8/8/4k3/8/8/3KN3/8/8 w - - 0 1",
        ] {
            assert!(insufficient_material(&Position::from_fen(fen).unwrap()));
            assert_eq!(eval_fen(fen), 0);
        }
        assert!(!insufficient_material(
            &Position::from_fen("8/8/4k3/8/8/R2K4/8/8 w - - 0 1").unwrap()
        ));
    }
}
