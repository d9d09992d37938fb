//! Orthodox direct mate problems: "the side to move mates in N moves against any defence".
//!
//! The proof is exhaustive: every attacking move is tried until one forces mate against
//! every defence; nothing is pruned by judgement. A position with no legal move is mate when
//! in check and stalemate (a successful defence) otherwise. Repetition and the fifty-move
//! rule play no part, as in problem solving. Speed comes from move order (checks first,
//! then captures, each by how few replies they leave the defence; captures first for the
//! defence), from a table of proven and
//! disproven positions keyed by Zobrist key with the depth of the proof, from the last
//! refutation tried first at each ply, and from iterative deepening on N at the root, which
//! also finds short solutions first. At the attacker's last move only a check can mate, and
//! which moves check is told without making them (`checks.rs`): only those are made.
//!
//! The 64-bit key stands for the position in the table: two different positions meeting
//! on one key (odds about 2^-64 per pair) is the only way a result could be wrong.

use std::collections::HashMap;
use std::fmt;
use std::hash::{BuildHasherDefault, Hasher};

use super::checks::CheckTest;
use super::movegen::MoveList;
use super::position::Position;
use super::types::{Move, MoveKind, Role};

/// The table's keys are Zobrist keys, random already: they are their own hash.
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }

    fn write_u64(&mut self, key: u64) {
        self.0 = key;
    }
}

type ProofTable = HashMap<u64, Bounds, BuildHasherDefault<KeyHasher>>;

/// Parts of chess that a historical solver may not know, switched off for comparisons.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rules {
    /// Castling allowed where the position's rights allow it.
    pub castling: bool,
    /// En-passant captures allowed.
    pub en_passant: bool,
    /// Promotion to knight, bishop and rook as well as queen. Without it a pawn promotes
    /// only to a queen, and a side whose only moves were underpromotions has no move.
    pub underpromotion: bool,
}

impl Default for Rules {
    fn default() -> Rules {
        Rules {
            castling: true,
            en_passant: true,
            underpromotion: true,
        }
    }
}

/// The longest mate the solver accepts.
pub const MAX_MATE_IN: u32 = 30;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SolveError {
    /// N must be from 1 to [`MAX_MATE_IN`].
    BadMoveCount(u32),
    /// The node limit was reached before the proof was complete.
    NodeLimit(u64),
    /// The deadline or cancel flag of [`Solver::with_clock`] stopped the proof.
    Limit(crate::limits::LimitReached, u64),
}

impl fmt::Display for SolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SolveError::BadMoveCount(n) => write!(
                f,
                "mate in {n} is out of range: the number of moves must be from 1 to {MAX_MATE_IN}"
            ),
            SolveError::NodeLimit(n) => {
                write!(f, "gave up after {n} positions without finishing the proof")
            }
            SolveError::Limit(crate::limits::LimitReached::Cancelled, n) => {
                write!(
                    f,
                    "cancelled after {n} positions, before the proof was complete"
                )
            }
            SolveError::Limit(limit, n) => write!(
                f,
                "stopped at {limit} after {n} positions, before the proof was complete"
            ),
        }
    }
}

impl std::error::Error for SolveError {}

/// How far a solve has got, for progress reports.
#[derive(Clone, Copy, Debug)]
pub struct Progress {
    /// The mate length being tried (iterative deepening).
    pub depth: u32,
    /// The root move being tried, counting from 1, of `moves`.
    pub move_number: usize,
    pub moves: usize,
    pub nodes: u64,
}

/// What is known about an attacker-to-move position.
#[derive(Clone, Copy)]
struct Bounds {
    /// Mates within this many moves (u8::MAX: not known to mate).
    mate_in: u8,
    /// Does not mate within this many moves (0: nothing known).
    no_mate_in: u8,
}

/// A mating move of the attacker and, unless it mates at once, the play that follows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Continuation {
    pub mv: Move,
    pub san: String,
    /// What follows; `None` when the move mates, or for a dual (only the first of equal
    /// continuations is followed).
    pub play: Option<Box<Play>>,
}

/// The threat after an attacking move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Threat {
    /// The move gives check: no threat is asked for.
    Check,
    /// The attacker would not mate in time if the defender could pass.
    Zugzwang,
    /// What the attacker would play if the defender could pass: the first continuation,
    /// then any other of the same length.
    Mate(Vec<Continuation>),
}

/// One defence and the attacker's answers to it (the first, then duals).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Variation {
    pub defence: Move,
    pub defence_san: String,
    pub continuations: Vec<Continuation>,
}

/// The play after an attacking move that does not mate at once: the threat and the
/// defences that stop the threat (the others are answered by it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Play {
    pub threat: Threat,
    pub variations: Vec<Variation>,
    /// Some variations were not worked out (the solution tree grew past its budget).
    pub truncated: bool,
}

/// A first move that forces mate in at most N.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Key {
    pub mv: Move,
    pub san: String,
    /// The number of moves to mate with best defence (less than N: a short solution).
    pub length: u32,
    /// `None` when the key itself mates.
    pub play: Option<Box<Play>>,
}

/// A first move refuted by exactly one defence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Try {
    pub mv: Move,
    pub san: String,
    pub refutation: Move,
    pub refutation_san: String,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    pub mate_in: u32,
    /// Every key, shortest first. More than one is a cook.
    pub keys: Vec<Key>,
    /// Filled when asked for.
    pub tries: Vec<Try>,
    /// Positions searched.
    pub nodes: u64,
}

/// Entries of the proof table before it is cleared (about 16 bytes each, plus the map's
/// overhead).
const TABLE_LIMIT: usize = 8_000_000;

/// How many positions the printed solution tree may work out before it stops expanding.
const TREE_BUDGET: usize = 4000;

pub struct Solver {
    rules: Rules,
    table: ProofTable,
    killers: Vec<Option<Move>>,
    nodes: u64,
    node_limit: u64,
    /// The deadline and cancel flag, read every [`CLOCK_EVERY`] positions.
    clock: Option<crate::limits::Limits>,
    /// What stopped the solve, when a bound of the clock did.
    stopped: Option<crate::limits::LimitReached>,
    aborted: bool,
    tree_budget: usize,
}

/// How many positions pass between two readings of the clock.
const CLOCK_EVERY: u64 = 1 << 12;

impl Solver {
    pub fn new(rules: Rules) -> Solver {
        Solver {
            rules,
            table: ProofTable::default(),
            killers: vec![None; 2 * MAX_MATE_IN as usize + 2],
            nodes: 0,
            node_limit: u64::MAX,
            clock: None,
            stopped: None,
            aborted: false,
            tree_budget: TREE_BUDGET,
        }
    }

    /// Stops a solve after this many positions with [`SolveError::NodeLimit`].
    pub fn with_node_limit(mut self, limit: u64) -> Solver {
        self.node_limit = limit;
        self
    }

    /// Stops a solve at the deadline or cancel flag of `limits` (its other bounds are not
    /// the solver's) with [`SolveError::Limit`].
    pub fn with_clock(mut self, limits: &crate::limits::Limits) -> Solver {
        self.clock = (limits.deadline.is_some() || limits.cancel.is_some()).then(|| limits.clone());
        self
    }

    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The position with the rules applied: rights the rules take away are dropped.
    pub fn prepare(&self, pos: &Position) -> Position {
        let mut pos = *pos;
        if !self.rules.castling {
            pos = pos.without_castling();
        }
        if !self.rules.en_passant {
            pos = pos.without_en_passant();
        }
        pos
    }

    fn moves(&self, pos: &Position) -> MoveList {
        let mut list = pos.legal_moves();
        if !self.rules.underpromotion {
            list.retain(|m| matches!(m.promotion(), None | Some(Role::Queen)));
        }
        list
    }

    fn reply_count(&self, pos: &Position) -> u32 {
        if self.rules.underpromotion {
            pos.count_legal_moves() as u32
        } else {
            self.moves(pos).len() as u32
        }
    }

    fn play(&self, pos: &Position, mv: Move) -> Position {
        let next = pos.play(mv);
        if self.rules.en_passant {
            next
        } else {
            next.without_en_passant()
        }
    }

    /// [`Solver::play`] for a position only counted, never looked up: its key is stale.
    fn play_counted(&self, pos: &Position, mv: Move) -> Position {
        let next = pos.play_unkeyed(mv);
        if self.rules.en_passant {
            next
        } else {
            next.without_en_passant()
        }
    }

    /// Does the side to move mate at once? Only a check can mate, and which moves check is
    /// told without making them; only those are made, to count the replies.
    fn mates_in_one(&self, pos: &Position, moves: &[Move]) -> bool {
        let Some(test) = CheckTest::new(pos) else {
            return false;
        };
        moves.iter().any(|&m| match test.gives_check(m) {
            Some(false) => false,
            Some(true) => self.reply_count(&self.play_counted(pos, m)) == 0,
            None => {
                let after = self.play_counted(pos, m);
                after.in_check() && self.reply_count(&after) == 0
            }
        })
    }

    /// Does the side to move force mate within `n` moves?
    pub fn mates_within(&mut self, pos: &Position, n: u32) -> Result<bool, SolveError> {
        let pos = self.prepare(pos);
        let result = self.attacker_wins(&pos, n.min(MAX_MATE_IN), 0);
        self.finish(result)
    }

    fn finish<T>(&mut self, value: T) -> Result<T, SolveError> {
        if self.aborted {
            self.aborted = false;
            if let Some(limit) = self.stopped.take() {
                return Err(SolveError::Limit(limit, self.nodes));
            }
            Err(SolveError::NodeLimit(self.nodes))
        } else {
            Ok(value)
        }
    }

    /// One more position searched; stops the solve at the node limit or the clock.
    #[inline]
    fn count_node(&mut self) {
        self.nodes += 1;
        if self.nodes > self.node_limit {
            self.aborted = true;
        } else if self.nodes.is_multiple_of(CLOCK_EVERY) {
            if let Some(Err(limit)) = self.clock.as_ref().map(|c| c.check_clock()) {
                self.stopped = Some(limit);
                self.aborted = true;
            }
        }
    }

    fn attacker_wins(&mut self, pos: &Position, n: u32, ply: usize) -> bool {
        if n == 0 || self.aborted {
            return false;
        }
        let key = pos.key();
        if let Some(b) = self.table.get(&key) {
            if u32::from(b.mate_in) <= n {
                return true;
            }
            if u32::from(b.no_mate_in) >= n {
                return false;
            }
        }
        self.count_node();
        if self.aborted {
            return false;
        }
        let moves = self.moves(pos);
        let found = if n == 1 {
            self.mates_in_one(pos, &moves)
        } else {
            // Checks first, then captures and promotions, then quiet moves; within each,
            // the moves that leave the defence fewest replies.
            let occupied = pos.occupied();
            let mut ordered: Vec<(u32, Position)> = moves
                .iter()
                .map(|&m| {
                    let after = self.play(pos, m);
                    let replies = self.reply_count(&after);
                    let class = if after.in_check() {
                        0
                    } else if occupied & m.to().bb() != 0 || m.kind() != MoveKind::Normal {
                        1000
                    } else {
                        2000
                    };
                    (class + replies, after)
                })
                .collect();
            if ordered.iter().any(|&(score, _)| score == 0) {
                true // a check that leaves no reply: mate now
            } else {
                ordered.sort_by_key(|&(score, _)| score);
                ordered
                    .iter()
                    .any(|(_, after)| self.defender_loses(after, n - 1, ply + 1))
            }
        };
        if !self.aborted {
            if self.table.len() >= TABLE_LIMIT {
                self.table.clear(); // forgetting costs time, never correctness
            }
            let entry = self.table.entry(key).or_insert(Bounds {
                mate_in: u8::MAX,
                no_mate_in: 0,
            });
            let n8 = n as u8;
            if found {
                entry.mate_in = entry.mate_in.min(n8);
            } else {
                entry.no_mate_in = entry.no_mate_in.max(n8);
            }
        }
        found
    }

    /// With the defender to move: does every defence lose within `n` more attacking moves
    /// (or is the defender mated already)?
    fn defender_loses(&mut self, pos: &Position, n: u32, ply: usize) -> bool {
        let mut moves = self.moves(pos);
        if moves.is_empty() {
            return pos.in_check();
        }
        if n == 0 || self.aborted {
            return false;
        }
        // Captures first (they refute most often), then the last refutation at this ply.
        let occupied = pos.occupied();
        moves = moves.partitioned(|m| occupied & m.to().bb() != 0);
        if let Some(killer) = self.killers.get(ply).copied().flatten() {
            if let Some(i) = moves.iter().position(|&m| m == killer) {
                moves.swap(0, i);
            }
        }
        for &d in &moves {
            if !self.attacker_wins(&self.play(pos, d), n, ply + 1) {
                if let Some(slot) = self.killers.get_mut(ply) {
                    *slot = Some(d);
                }
                return false;
            }
        }
        !self.aborted
    }

    /// Every key of "mate in `n`", shortest first, without the play.
    pub fn keys(
        &mut self,
        pos: &Position,
        n: u32,
        progress: &mut dyn FnMut(Progress),
    ) -> Result<Vec<(Move, u32)>, SolveError> {
        if n == 0 || n > MAX_MATE_IN {
            return Err(SolveError::BadMoveCount(n));
        }
        let pos = self.prepare(pos);
        let root = self.moves(&pos);
        let mut keys: Vec<(Move, u32)> = Vec::new();
        for depth in 1..=n {
            for (i, &m) in root.iter().enumerate() {
                progress(Progress {
                    depth,
                    move_number: i + 1,
                    moves: root.len(),
                    nodes: self.nodes,
                });
                if keys.iter().any(|&(k, _)| k == m) {
                    continue;
                }
                let after = self.play(&pos, m);
                if self.defender_loses(&after, depth - 1, 1) {
                    keys.push((m, depth));
                }
                if self.aborted {
                    return self.finish(Vec::new());
                }
            }
        }
        Ok(keys)
    }

    /// The full solution: every key with its threat and variations, and the tries when
    /// `with_tries`.
    pub fn solve(
        &mut self,
        pos: &Position,
        n: u32,
        with_tries: bool,
        progress: &mut dyn FnMut(Progress),
    ) -> Result<Solution, SolveError> {
        let found = self.keys(pos, n, progress)?;
        let pos = self.prepare(pos);
        self.tree_budget = TREE_BUDGET;
        let mut keys = Vec::new();
        for &(mv, length) in &found {
            let after = self.play(&pos, mv);
            let play = if length > 1 {
                Some(Box::new(self.play_after(&after, length - 1)))
            } else {
                None
            };
            keys.push(Key {
                mv,
                san: pos.san(mv),
                length,
                play,
            });
        }
        let mut tries = Vec::new();
        if with_tries && n > 1 {
            for &mv in self.moves(&pos).iter() {
                if found.iter().any(|&(k, _)| k == mv) {
                    continue;
                }
                let after = self.play(&pos, mv);
                let mut refutations = Vec::new();
                for &d in self.moves(&after).iter() {
                    if !self.attacker_wins(&self.play(&after, d), n - 1, 2) {
                        refutations.push(d);
                        if refutations.len() > 1 {
                            break;
                        }
                    }
                }
                if let [refutation] = refutations[..] {
                    tries.push(Try {
                        mv,
                        san: pos.san(mv),
                        refutation,
                        refutation_san: after.san(refutation),
                    });
                }
            }
        }
        let nodes = self.nodes;
        self.finish(Solution {
            mate_in: n,
            keys,
            tries,
            nodes,
        })
    }

    /// The attacker's moves from `pos` that mate soonest, within `limit`: (length, moves).
    fn continuations(&mut self, pos: &Position, limit: u32) -> (u32, Vec<Move>) {
        let moves = self.moves(pos);
        for length in 1..=limit {
            let mating: Vec<Move> = moves
                .iter()
                .copied()
                .filter(|&m| {
                    let after = self.play(pos, m);
                    self.defender_loses(&after, length - 1, 1)
                })
                .collect();
            if !mating.is_empty() {
                return (length, mating);
            }
        }
        (0, Vec::new())
    }

    fn continuation_list(
        &mut self,
        pos: &Position,
        length: u32,
        moves: &[Move],
    ) -> Vec<Continuation> {
        moves
            .iter()
            .enumerate()
            .map(|(i, &mv)| {
                let play = if i == 0 && length > 1 && self.tree_budget > 0 {
                    let after = self.play(pos, mv);
                    Some(Box::new(self.play_after(&after, length - 1)))
                } else {
                    None
                };
                Continuation {
                    mv,
                    san: pos.san(mv),
                    play,
                }
            })
            .collect()
    }

    /// The play with the defender to move in `pos`, the attacker to mate within `remaining`.
    fn play_after(&mut self, pos: &Position, remaining: u32) -> Play {
        let (threat, threat_move, threat_length) = match pos.pass() {
            None => (Threat::Check, None, 0),
            Some(passed) => {
                let (length, moves) = self.continuations(&passed, remaining);
                if moves.is_empty() {
                    (Threat::Zugzwang, None, 0)
                } else {
                    let list = self.continuation_list(&passed, length, &moves);
                    (Threat::Mate(list), moves.first().copied(), length)
                }
            }
        };
        let mut variations = Vec::new();
        let mut truncated = false;
        for &d in self.moves(pos).iter() {
            if self.tree_budget == 0 {
                truncated = true;
                break;
            }
            self.tree_budget -= 1;
            let after = self.play(pos, d);
            let (length, moves) = self.continuations(&after, remaining);
            if moves.is_empty() {
                continue; // cannot happen after a key; shown by nothing rather than a panic
            }
            if length == threat_length && threat_move.is_some_and(|t| moves.contains(&t)) {
                continue; // answered by the threat
            }
            variations.push(Variation {
                defence: d,
                defence_san: pos.san(d),
                continuations: self.continuation_list(&after, length, &moves),
            });
        }
        Play {
            threat,
            variations,
            truncated,
        }
    }
}

/// The solution in the problemists' layout, after Popeye: `1.Qh5! threat:` with the threat
/// below, each defence as `1...Kd5 2.Qd1#` (other continuations of the same length marked
/// as duals), deeper play indented, tries as `1.Qe2? but 1...Rf1!`, then the key count.
pub fn render_solution(solution: &Solution) -> String {
    let mut out = String::new();
    for key in &solution.keys {
        let mut line = format!("1.{}!", key.san);
        if key.length < solution.mate_in {
            line.push_str(&format!(" (short solution: mate in {})", key.length));
        }
        match &key.play {
            Some(play) => render_play(&mut out, line, play, 1, 0),
            None => out.push_str(&format!("{line}\n")),
        }
    }
    for t in &solution.tries {
        out.push_str(&format!("1.{}? but 1...{}!\n", t.san, t.refutation_san));
    }
    out.push_str(&match solution.keys.len() {
        0 => format!("no solution: no mate in {}\n", solution.mate_in),
        1 => "1 key\n".to_string(),
        k => {
            let short = solution
                .keys
                .iter()
                .filter(|key| key.length < solution.mate_in)
                .count();
            match short {
                0 => format!("{k} keys: cooked\n"),
                s => format!("{k} keys ({s} short): cooked\n"),
            }
        }
    });
    out
}

/// Moves are numbered from the attacking side's first move, whichever colour it is.
/// `head` is the line of the move that led here; the threat goes on it, the rest below.
fn render_play(out: &mut String, head: String, play: &Play, move_number: u32, indent: usize) {
    let pad = " ".repeat(indent);
    match &play.threat {
        Threat::Check => out.push_str(&format!("{head}\n")),
        Threat::Zugzwang => out.push_str(&format!("{head} zugzwang.\n")),
        Threat::Mate(list) => {
            out.push_str(&format!("{head} threat:\n"));
            render_continuations(
                out,
                &format!("{pad}      "),
                list,
                move_number + 1,
                indent + 6,
            );
        }
    }
    for v in &play.variations {
        let line = format!("{pad}  {move_number}...{}", v.defence_san);
        render_continuations(out, &line, &v.continuations, move_number + 1, indent + 2);
    }
    if play.truncated {
        out.push_str(&format!("{pad}  … (more variations not shown)\n"));
    }
}

fn render_continuations(
    out: &mut String,
    head: &str,
    list: &[Continuation],
    move_number: u32,
    indent: usize,
) {
    let Some(main) = list.first() else {
        out.push_str(&format!("{head}\n"));
        return;
    };
    let space = if head.trim().is_empty() { "" } else { " " };
    let mut line = format!("{head}{space}{move_number}.{}", main.san);
    if list.len() > 1 {
        let duals: Vec<String> = list[1..]
            .iter()
            .map(|c| format!("{move_number}.{}", c.san))
            .collect();
        line.push_str(&format!(", {} (dual)", duals.join(", ")));
    }
    match &main.play {
        Some(play) => render_play(out, line, play, move_number, indent),
        None => out.push_str(&format!("{line}\n")),
    }
}
