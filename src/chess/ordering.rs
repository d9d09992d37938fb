//! Move ordering: alpha-beta cuts more the sooner it meets a good move, so moves are tried
//! in this order: the transposition table's move, winning and even captures by MVV-LVA
//! (most valuable victim, least valuable attacker), the two killer moves of this ply (quiet
//! moves that caused a cut-off in a sibling), the other quiet moves by their history score
//! (how often and how deep they cut off before), and last the captures that lose material
//! by static exchange evaluation (SEE).

use super::eval::SIMPLE_VALUES;
use super::position::Position;
use super::search::MAX_PLY;
use super::types::{Color, Move, MoveKind, Role};

/// The piece a move takes, if any (en passant takes a pawn).
pub fn captured(pos: &Position, mv: Move) -> Option<Role> {
    match mv.kind() {
        MoveKind::EnPassant => Some(Role::Pawn),
        MoveKind::Castle => None,
        _ => pos
            .piece_at(mv.to())
            .filter(|p| p.color != pos.side_to_move())
            .map(|p| p.role),
    }
}

/// A capture or a promotion: the moves quiescence search looks at.
pub fn is_tactical(pos: &Position, mv: Move) -> bool {
    captured(pos, mv).is_some() || mv.promotion() == Some(Role::Queen)
}

/// MVV-LVA: the victim's value first, the attacker's as the tie-break.
pub fn mvv_lva(pos: &Position, mv: Move) -> i32 {
    let victim = captured(pos, mv).map_or(0, |r| SIMPLE_VALUES[r.index()]);
    let attacker = pos.piece_at(mv.from()).map_or(0, |p| p.role.index() as i32);
    let promotion = mv.promotion().map_or(0, |r| SIMPLE_VALUES[r.index()]);
    victim * 10 + promotion - attacker
}

/// Static exchange evaluation: the material the side to move wins by `mv` when both sides
/// then take back on the target square with their least valuable attacker, each free to stop
/// when going on would lose. X-ray attackers (a rook behind a rook) join as the pieces in
/// front of them leave, because attacks are recomputed on the shrinking board.
pub fn see(pos: &Position, mv: Move) -> i32 {
    let to = mv.to();
    let from = mv.from();
    let mut gain = [0i32; 32];
    let mut occupied = pos.occupied() ^ from.bb();
    if mv.kind() == MoveKind::EnPassant {
        occupied ^= 1u64 << (to.index() ^ 8);
    }
    gain[0] = captured(pos, mv).map_or(0, |r| SIMPLE_VALUES[r.index()]);
    let mut on_square = match mv.promotion() {
        Some(role) => {
            gain[0] += SIMPLE_VALUES[role.index()] - SIMPLE_VALUES[0];
            SIMPLE_VALUES[role.index()]
        }
        None => pos
            .piece_at(from)
            .map_or(0, |p| SIMPLE_VALUES[p.role.index()]),
    };
    let mut side = pos.side_to_move().other();
    let mut depth = 0;
    loop {
        let attackers = pos.attackers(to, side, occupied) & occupied;
        let Some((sq, value)) = least_valuable(pos, attackers) else {
            break;
        };
        depth += 1;
        if depth >= gain.len() {
            break;
        }
        gain[depth] = on_square - gain[depth - 1];
        // Neither side takes when it loses either way.
        if (-gain[depth - 1]).max(gain[depth]) < 0 {
            break;
        }
        on_square = value;
        occupied ^= 1u64 << sq;
        side = side.other();
        if value == SIMPLE_VALUES[Role::King.index()]
            && pos.attackers(to, side, occupied) & occupied != 0
        {
            // A king may not take into check: undo this capture.
            depth -= 1;
            break;
        }
    }
    while depth > 0 {
        gain[depth - 1] = -(-gain[depth - 1]).max(gain[depth]);
        depth -= 1;
    }
    gain[0]
}

fn least_valuable(pos: &Position, attackers: u64) -> Option<(u32, i32)> {
    Role::ALL.into_iter().find_map(|role| {
        let set = attackers & pos.by_role(role);
        (set != 0).then(|| (set.trailing_zeros(), SIMPLE_VALUES[role.index()]))
    })
}

/// The killer moves (two a ply) and the history table (by side, from and to square).
pub struct Heuristics {
    killers: Vec<[Option<Move>; 2]>,
    history: Box<[[[i32; 64]; 64]; 2]>,
    /// Which orderings are on (all by default; the ladder switches them off one at a time).
    use_mvv_lva: bool,
    use_killers: bool,
    use_history: bool,
}

const HISTORY_MAX: i32 = 1 << 14;

impl Default for Heuristics {
    fn default() -> Heuristics {
        Heuristics::new()
    }
}

impl Heuristics {
    pub fn new() -> Heuristics {
        Heuristics {
            killers: vec![[None; 2]; MAX_PLY + 1],
            history: Box::new([[[0; 64]; 64]; 2]),
            use_mvv_lva: true,
            use_killers: true,
            use_history: true,
        }
    }

    /// Switches MVV-LVA, the killers and the history on or off in [`score_move`].
    pub fn set_enabled(&mut self, mvv_lva: bool, killers: bool, history: bool) {
        self.use_mvv_lva = mvv_lva;
        self.use_killers = killers;
        self.use_history = history;
    }

    pub fn uses_mvv_lva(&self) -> bool {
        self.use_mvv_lva
    }

    pub fn clear(&mut self) {
        self.killers.iter_mut().for_each(|k| *k = [None; 2]);
        self.history
            .iter_mut()
            .flatten()
            .flatten()
            .for_each(|h| *h = 0);
    }

    pub fn killers(&self, ply: usize) -> [Option<Move>; 2] {
        self.killers.get(ply).copied().unwrap_or([None; 2])
    }

    pub fn history(&self, side: Color, mv: Move) -> i32 {
        self.history[side.index()][mv.from().index()][mv.to().index()]
    }

    /// A quiet move cut off at `ply` after a search of `depth`: it becomes a killer and its
    /// history grows; the quiet moves tried before it and failed shrink.
    pub fn reward(&mut self, side: Color, ply: usize, depth: i32, mv: Move, failed: &[Move]) {
        if let Some(k) = self.killers.get_mut(ply) {
            if k[0] != Some(mv) {
                k[1] = k[0];
                k[0] = Some(mv);
            }
        }
        let bonus = (depth * depth).min(400);
        self.update(side, mv, bonus);
        for &m in failed {
            self.update(side, m, -bonus);
        }
    }

    fn update(&mut self, side: Color, mv: Move, bonus: i32) {
        let h = &mut self.history[side.index()][mv.from().index()][mv.to().index()];
        // Gravity: the value stays within ±HISTORY_MAX.
        *h += bonus - *h * bonus.abs() / HISTORY_MAX;
    }
}

/// Sort keys for the main search.
pub const TT_MOVE: i32 = 3_000_000;
const GOOD_CAPTURE: i32 = 2_000_000;
const KILLER_1: i32 = 1_900_000;
pub const KILLER_2: i32 = 1_800_000;
const BAD_CAPTURE: i32 = -2_000_000;

/// The order key of `mv` (larger first).
pub fn score_move(
    pos: &Position,
    mv: Move,
    tt_move: Option<Move>,
    heuristics: &Heuristics,
    ply: usize,
) -> i32 {
    if Some(mv) == tt_move {
        return TT_MOVE;
    }
    if is_tactical(pos, mv) {
        let order = if heuristics.use_mvv_lva {
            mvv_lva(pos, mv)
        } else {
            0
        };
        return if see(pos, mv) >= 0 {
            GOOD_CAPTURE + order
        } else {
            BAD_CAPTURE + order
        };
    }
    let killers = if heuristics.use_killers {
        heuristics.killers(ply)
    } else {
        [None; 2]
    };
    if killers[0] == Some(mv) {
        KILLER_1
    } else if killers[1] == Some(mv) {
        KILLER_2
    } else if heuristics.use_history {
        heuristics.history(pos.side_to_move(), mv)
    } else {
        0
    }
}

/// Moves with their order keys, handed out best first (selection sort: the first few moves
/// usually decide, so sorting the whole list would waste time).
pub struct Picker {
    moves: Vec<(Move, i32)>,
    next: usize,
}

impl Picker {
    pub fn new(moves: Vec<(Move, i32)>) -> Picker {
        Picker { moves, next: 0 }
    }
}

impl Iterator for Picker {
    type Item = (Move, i32);
    fn next(&mut self) -> Option<(Move, i32)> {
        let rest = self.moves.get(self.next..)?;
        let best = rest
            .iter()
            .enumerate()
            .max_by_key(|(i, (_, key))| (*key, std::cmp::Reverse(*i)))?
            .0;
        self.moves.swap(self.next, self.next + best);
        self.next += 1;
        Some(self.moves[self.next - 1])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn see_of(fen: &str, uci: &str) -> i32 {
        let pos = Position::from_fen(fen).unwrap();
        let mv = pos.parse_uci(uci).unwrap();
        see(&pos, mv)
    }

    #[test]
    fn static_exchange() {
        // A free pawn.
        assert_eq!(see_of("4k3/8/8/3p4/8/8/8/3RK3 w - - 0 1", "d1d5"), 100);
        // A pawn guarded by a pawn: the rook is lost for it.
        assert_eq!(
            see_of("4k3/8/4p3/3p4/8/8/8/3RK3 w - - 0 1", "d1d5"),
            100 - 500
        );
        // Rook behind rook (x-ray) against one defender: the exchange wins a pawn.
        assert_eq!(see_of("3rk3/8/8/3p4/8/8/3R4/3RK3 w - - 0 1", "d2d5"), 100);
        // Pawn takes knight guarded by a pawn: +320 - 100.
        assert_eq!(
            see_of("4k3/8/2p5/3n4/4P3/8/8/4K3 w - - 0 1", "e4d5"),
            320 - 100
        );
    }

    #[test]
    fn picker_hands_out_best_first() {
        let pos = Position::initial();
        let moves: Vec<(Move, i32)> = pos
            .legal_moves()
            .iter()
            .enumerate()
            .map(|(i, &m)| (m, (i as i32 * 7) % 5))
            .collect();
        let keys: Vec<i32> = Picker::new(moves).map(|(_, k)| k).collect();
        let mut sorted = keys.clone();
        sorted.sort_by(|a, b| b.cmp(a));
        assert_eq!(keys, sorted);
    }
}
