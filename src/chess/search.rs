//! The search: which move to play. Read it in the article's order.
//!
//! 1. **Negamax with alpha-beta** ([`Searcher::negamax`]): one function for both sides, the
//!    score always from the side to move's view, negated on the way up; alpha and beta are
//!    the window outside which a branch cannot change the result, so it is cut.
//! 2. **Mate and stalemate**: no legal move is mate (`-MATE + ply`: a nearer mate scores
//!    higher) or stalemate (0); repetition and the fifty-move rule are draws too.
//! 3. **Quiescence search** ([`Searcher::quiesce`]): at the horizon the search goes on with
//!    captures only (MVV-LVA order, losing captures by SEE left out), so that it never stops
//!    in the middle of an exchange.
//! 4. **The transposition table** (`tt.rs`) keyed by the Zobrist key: scores with their bound
//!    and depth, and the best move, which is tried first.
//! 5. **Move ordering** (`ordering.rs`): table move, captures, killers, history.
//! 6. **Iterative deepening** ([`Searcher::search`]): depth 1, 2, 3, … each iteration orders
//!    the next and the search can stop at any time with the last finished answer; from depth
//!    4 on an **aspiration window** around the previous score makes the search cheaper,
//!    widened when the score falls outside.
//! 7. Refinements: **principal variation search** (after the first move, prove the others
//!    worse with a null window), the **check extension**, **null-move pruning** (if passing
//!    still beats beta, the position is good enough), **late-move reductions** (late quiet
//!    moves are searched less deep first), and shallow futility pruning.
//! 8. **Time management** and the limits: depth, nodes, time per move or a clock, a stop
//!    flag another thread may raise (UCI's `stop`).
//!
//! `go mate N` searches without the pruning that can overlook a mate (null move, reductions,
//! futility), so a mate it reports is proved within the searched depth.
//!
//! The search reports through a callback ([`Info`]); only `uci.rs` turns that into text.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use super::eval::{evaluate, insufficient_material};
use super::ordering::{is_tactical, mvv_lva, score_move, see, Heuristics, Picker, KILLER_2};
use super::position::Position;
use super::tablebase::probe::{tablebase_score, MAX_MEN};
use super::tablebase::Tablebase;
use super::tt::{Bound, TranspositionTable, MATE_BOUND};
use super::types::{Move, Role};

/// The score of being mated at the root; a mate `n` plies away scores `MATE - n`.
pub const MATE: i32 = 32_000;
/// Above every score.
pub const INFINITY: i32 = 32_001;
/// The deepest ply the search reaches (extensions and quiescence included).
pub const MAX_PLY: usize = 128;
/// The deepest iteration of iterative deepening.
pub const MAX_DEPTH: u32 = 64;

/// The techniques of the search, each of which can be switched off (UCI `setoption name
/// UseNullMove value false`, …) so that `attic chess ladder` can measure what each is worth.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Technique {
    /// Alpha-beta cut-offs; off, the search is plain minimax: every move of every node with
    /// a full window, and what rests on the window (the table's cut-offs, PVS, null move,
    /// futility, LMR, aspiration) has nothing to work with and is off with it.
    AlphaBeta,
    /// The transposition table: neither probed nor stored.
    TranspositionTable,
    /// Captures ordered by MVV-LVA; off, they keep the generator's order (still before the
    /// quiet moves, losing ones by SEE still last).
    MvvLva,
    /// The two killer moves a ply.
    Killers,
    /// The history heuristic for the other quiet moves.
    History,
    /// Depth 1, 2, 3, …; off, one search straight to the depth of `go depth`, else
    /// [`DEPTH_WITHOUT_DEEPENING`], and when stopped early the best root move it finished.
    IterativeDeepening,
    /// Quiescence search; off, the horizon's value is the static evaluation.
    Quiescence,
    /// Principal variation search (null-window tries after the first move).
    Pvs,
    /// Null-move pruning.
    NullMove,
    /// Late-move reductions.
    Lmr,
    /// Aspiration windows around the last iteration's score.
    Aspiration,
    /// Reverse futility, futility and late-move pruning at the frontier (depth 3 and less).
    Futility,
    /// The check extension.
    CheckExtension,
}

impl Technique {
    pub const ALL: [Technique; 13] = [
        Technique::AlphaBeta,
        Technique::TranspositionTable,
        Technique::MvvLva,
        Technique::Killers,
        Technique::History,
        Technique::IterativeDeepening,
        Technique::Quiescence,
        Technique::Pvs,
        Technique::NullMove,
        Technique::Lmr,
        Technique::Aspiration,
        Technique::Futility,
        Technique::CheckExtension,
    ];

    /// The UCI option that switches it (a `check`, default true).
    pub fn option_name(self) -> &'static str {
        match self {
            Technique::AlphaBeta => "UseAlphaBeta",
            Technique::TranspositionTable => "UseTT",
            Technique::MvvLva => "UseMvvLva",
            Technique::Killers => "UseKillers",
            Technique::History => "UseHistory",
            Technique::IterativeDeepening => "UseIterativeDeepening",
            Technique::Quiescence => "UseQuiescence",
            Technique::Pvs => "UsePVS",
            Technique::NullMove => "UseNullMove",
            Technique::Lmr => "UseLMR",
            Technique::Aspiration => "UseAspiration",
            Technique::Futility => "UseFutility",
            Technique::CheckExtension => "UseCheckExtension",
        }
    }

    /// The name people read (`null-move`), also what `attic chess ladder --only` takes.
    pub fn name(self) -> &'static str {
        match self {
            Technique::AlphaBeta => "alpha-beta",
            Technique::TranspositionTable => "tt",
            Technique::MvvLva => "mvv-lva",
            Technique::Killers => "killers",
            Technique::History => "history",
            Technique::IterativeDeepening => "iterative-deepening",
            Technique::Quiescence => "quiescence",
            Technique::Pvs => "pvs",
            Technique::NullMove => "null-move",
            Technique::Lmr => "lmr",
            Technique::Aspiration => "aspiration",
            Technique::Futility => "futility",
            Technique::CheckExtension => "check-extension",
        }
    }

    /// By UCI option name or people's name, in any case.
    pub fn parse(text: &str) -> Option<Technique> {
        Technique::ALL.into_iter().find(|t| {
            t.option_name().eq_ignore_ascii_case(text) || t.name().eq_ignore_ascii_case(text)
        })
    }
}

/// Which techniques are on; all of them by default.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Techniques([bool; Technique::ALL.len()]);

impl Default for Techniques {
    fn default() -> Techniques {
        Techniques([true; Technique::ALL.len()])
    }
}

impl Techniques {
    pub fn on(&self, t: Technique) -> bool {
        self.0[t as usize]
    }

    pub fn set(&mut self, t: Technique, on: bool) {
        self.0[t as usize] = on;
    }

    /// All on but `t`.
    pub fn without(t: Technique) -> Techniques {
        let mut all = Techniques::default();
        all.set(t, false);
        all
    }
}

/// The depth of the one search made when iterative deepening is off and `go` gives no depth.
pub const DEPTH_WITHOUT_DEEPENING: u32 = 6;

/// A chess clock for the side to move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Clock {
    pub time: Duration,
    pub increment: Duration,
    pub moves_to_go: Option<u32>,
}

/// When to stop. With none of them set, the search runs to [`MAX_DEPTH`] or until stopped.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SearchLimits {
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    pub movetime: Option<Duration>,
    pub clock: Option<Clock>,
    /// Search for a mate in this many moves.
    pub mate: Option<u32>,
}

/// A score as a user reads it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    /// Centipawns for the side to move.
    Cp(i32),
    /// Mate in this many moves (negative: the side to move is mated).
    Mate(i32),
}

impl Score {
    pub fn from_value(value: i32) -> Score {
        if value > MATE_BOUND {
            Score::Mate((MATE - value + 1) / 2)
        } else if value < -MATE_BOUND {
            Score::Mate(-(MATE + value) / 2)
        } else {
            Score::Cp(value)
        }
    }
}

/// What one finished iteration (or one line of it, with MultiPV) found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Info {
    pub depth: u32,
    pub seldepth: u32,
    /// 1 for the best line, 2 for the second best, …
    pub multipv: usize,
    pub score: Score,
    pub nodes: u64,
    pub time: Duration,
    /// Thousandths of the transposition table in use.
    pub hashfull: u32,
    /// Positions found in the endgame tables.
    pub tbhits: u64,
    pub pv: Vec<Move>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// `None` only when there is no legal move.
    pub best: Option<Move>,
    pub ponder: Option<Move>,
    pub score: Score,
    pub depth: u32,
    pub nodes: u64,
    pub time: Duration,
}

/// The search and what it keeps between searches (the table and the ordering heuristics).
pub struct Searcher {
    tt: TranspositionTable,
    heuristics: Heuristics,
    stop: Arc<AtomicBool>,
    /// Late-move reduction by depth and move number.
    reductions: Vec<[i32; 64]>,
    // Per search:
    nodes: u64,
    seldepth: usize,
    start: Instant,
    hard_deadline: Option<Instant>,
    node_limit: Option<u64>,
    aborted: bool,
    /// Without pruning that may overlook a mate (`go mate`).
    exact: bool,
    /// Keys of the game so far and of the search path; the last is the current position.
    keys: Vec<u64>,
    /// Index in `keys` of the position after the nearest null move on the search path: no
    /// repetition reaches back across it, because a pass is not a move of the game.
    after_null: usize,
    /// Triangular principal-variation table: `pv[ply]` is the best line from `ply` on.
    pv: Vec<Vec<Move>>,
    /// Root moves already reported as better lines in this iteration (MultiPV).
    excluded: Vec<Move>,
    techniques: Techniques,
    /// Cut-offs are made (alpha-beta is on).
    cutoffs: bool,
    /// Endgame tables probed in the tree and at the root, when given.
    tablebase: Option<Arc<Tablebase>>,
    tbhits: u64,
}

impl Searcher {
    /// A searcher with a transposition table of `hash_mb` megabytes.
    pub fn new(hash_mb: usize) -> Searcher {
        let reductions = (0..64)
            .map(|depth| {
                let mut row = [0; 64];
                for (moves, r) in row.iter_mut().enumerate() {
                    if depth > 0 && moves > 0 {
                        let value = 0.75 + (depth as f64).ln() * (moves as f64).ln() / 2.25;
                        *r = value as i32;
                    }
                }
                row
            })
            .collect();
        Searcher {
            tt: TranspositionTable::new(hash_mb),
            heuristics: Heuristics::new(),
            stop: Arc::new(AtomicBool::new(false)),
            reductions,
            nodes: 0,
            seldepth: 0,
            start: Instant::now(),
            hard_deadline: None,
            node_limit: None,
            aborted: false,
            exact: false,
            keys: Vec::new(),
            after_null: 0,
            pv: vec![Vec::new(); MAX_PLY + 2],
            excluded: Vec::new(),
            techniques: Techniques::default(),
            cutoffs: true,
            tablebase: None,
            tbhits: 0,
        }
    }

    /// Switches techniques on and off for the searches to come.
    pub fn set_techniques(&mut self, techniques: Techniques) {
        self.techniques = techniques;
        self.cutoffs = techniques.on(Technique::AlphaBeta);
        self.heuristics.set_enabled(
            techniques.on(Technique::MvvLva),
            techniques.on(Technique::Killers),
            techniques.on(Technique::History),
        );
    }

    /// Endgame tables to probe from now on (`None`: none).
    pub fn set_tablebase(&mut self, tablebase: Option<Arc<Tablebase>>) {
        self.tablebase = tablebase;
    }

    pub fn techniques(&self) -> Techniques {
        self.techniques
    }

    fn uses(&self, t: Technique) -> bool {
        self.techniques.on(t)
    }

    /// A new table of `hash_mb` megabytes (what was in the old one is lost).
    pub fn resize(&mut self, hash_mb: usize) {
        self.tt = TranspositionTable::new(hash_mb);
    }

    /// Forgets everything learnt (a new game).
    pub fn clear(&mut self) {
        self.tt.clear();
        self.heuristics.clear();
    }

    /// The flag that stops a running search when raised (from any thread).
    pub fn stop_flag(&self) -> Arc<AtomicBool> {
        Arc::clone(&self.stop)
    }

    /// Searches `pos` and returns the best move. `history` holds the keys of the positions
    /// of the game before `pos` (for repetitions); `multipv` lines are reported each
    /// iteration. The stop flag is not lowered here: the caller lowers it before starting.
    pub fn search(
        &mut self,
        pos: &Position,
        history: &[u64],
        limits: &SearchLimits,
        multipv: usize,
        on_info: &mut dyn FnMut(&Info),
    ) -> SearchResult {
        self.start = Instant::now();
        self.nodes = 0;
        self.seldepth = 0;
        self.aborted = false;
        self.exact = limits.mate.is_some();
        self.node_limit = limits.nodes;
        let (soft, hard) = plan_time(limits);
        self.hard_deadline = hard.map(|d| self.start + d);
        self.tt.new_search();
        self.keys.clear();
        self.keys.extend_from_slice(history);
        self.keys.push(pos.key());
        self.tbhits = 0;

        let legal = pos.legal_moves();
        if let Some(result) = self.tablebase_root(pos, on_info) {
            return result;
        }
        let Some(&first) = legal.first() else {
            let value = if pos.in_check() { -MATE } else { 0 };
            return SearchResult {
                best: None,
                ponder: None,
                score: Score::from_value(value),
                depth: 0,
                nodes: 0,
                time: self.start.elapsed(),
            };
        };
        let deepening = self.uses(Technique::IterativeDeepening);
        let max_depth = match limits.mate {
            Some(n) => (2 * n).saturating_sub(1).clamp(1, MAX_DEPTH),
            None if deepening => limits.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH),
            None => limits
                .depth
                .unwrap_or(DEPTH_WITHOUT_DEEPENING)
                .clamp(1, MAX_DEPTH),
        };
        let first_depth = if deepening { 1 } else { max_depth };
        let aspiration = self.cutoffs && self.uses(Technique::Aspiration);
        let lines = multipv.clamp(1, legal.len());
        let mut best = first;
        let mut ponder = None;
        let mut best_value = 0;
        let mut completed = 0;
        let mut previous: i32 = 0;
        'deepening: for depth in first_depth..=max_depth {
            self.excluded.clear();
            for line in 0..lines {
                let value = if aspiration
                    && line == 0
                    && depth >= 4
                    && completed > 0
                    && previous.abs() < MATE_BOUND
                {
                    self.aspiration(pos, depth as i32, previous)
                } else {
                    self.negamax(pos, depth as i32, 0, -INFINITY, INFINITY, false)
                };
                if self.aborted {
                    // A move from the unfinished first iteration beats no move at all.
                    if completed == 0 && line == 0 {
                        if let Some(&mv) = self.pv[0].first() {
                            best = mv;
                        }
                    }
                    break 'deepening;
                }
                let pv = self.pv[0].clone();
                let Some(&mv) = pv.first() else { break };
                self.excluded.push(mv);
                if line == 0 {
                    best = mv;
                    ponder = pv.get(1).copied();
                    best_value = value;
                    previous = value;
                }
                on_info(&Info {
                    depth,
                    seldepth: self.seldepth as u32,
                    multipv: line + 1,
                    score: Score::from_value(value),
                    nodes: self.nodes,
                    time: self.start.elapsed(),
                    hashfull: self.tt.hashfull(),
                    tbhits: self.tbhits,
                    pv,
                });
            }
            completed = depth;
            if let Some(n) = limits.mate {
                if best_value >= MATE - (2 * n as i32 - 1) {
                    break;
                }
            }
            // A forced move needs no thought when the clock runs.
            if legal.len() == 1 && limits.clock.is_some() {
                break;
            }
            if soft.is_some_and(|s| self.start.elapsed() >= s) {
                break;
            }
        }
        self.excluded.clear();
        SearchResult {
            best: Some(best),
            ponder,
            score: Score::from_value(best_value),
            depth: completed,
            nodes: self.nodes,
            time: self.start.elapsed(),
        }
    }

    /// At the root of a position the tables hold: their move (the shortest win, the longest
    /// defence) and their value, without a search.
    fn tablebase_root(
        &mut self,
        pos: &Position,
        on_info: &mut dyn FnMut(&Info),
    ) -> Option<SearchResult> {
        let tb = self.tablebase.clone()?;
        let (pv, value, hits) = tb.root_line(pos, 16)?;
        let best = *pv.first()?;
        self.tbhits += hits;
        let score = Score::from_value(tablebase_score(value, 0));
        on_info(&Info {
            depth: 1,
            seldepth: pv.len() as u32,
            multipv: 1,
            score,
            nodes: 1,
            time: self.start.elapsed(),
            hashfull: self.tt.hashfull(),
            tbhits: self.tbhits,
            pv: pv.clone(),
        });
        Some(SearchResult {
            best: Some(best),
            ponder: pv.get(1).copied(),
            score,
            depth: 1,
            nodes: 1,
            time: self.start.elapsed(),
        })
    }

    /// A search in a narrow window around the last score, widened on the side it fails.
    fn aspiration(&mut self, pos: &Position, depth: i32, previous: i32) -> i32 {
        let mut delta = 25;
        let mut alpha = (previous - delta).max(-INFINITY);
        let mut beta = (previous + delta).min(INFINITY);
        loop {
            let value = self.negamax(pos, depth, 0, alpha, beta, false);
            if self.aborted {
                return value;
            }
            if value <= alpha {
                alpha = (value - delta).max(-INFINITY);
            } else if value >= beta {
                beta = (value + delta).min(INFINITY);
            } else {
                return value;
            }
            delta *= 2;
            if delta > 1000 {
                alpha = -INFINITY;
                beta = INFINITY;
            }
        }
    }

    /// Is it time to stop? The clock and the flag are looked at every 1024 nodes.
    fn out_of_time(&mut self) -> bool {
        if self.aborted {
            return true;
        }
        let over_nodes = self.node_limit.is_some_and(|n| self.nodes >= n);
        if over_nodes
            || (self.nodes & 1023 == 0
                && (self.stop.load(Ordering::Relaxed)
                    || self.hard_deadline.is_some_and(|d| Instant::now() >= d)))
        {
            self.aborted = true;
        }
        self.aborted
    }

    /// A draw by the fifty-move rule, by repetition (once within the search, or a position
    /// of the game: either way the side to move could repeat), or by lack of material.
    fn is_draw(&self, pos: &Position) -> bool {
        if pos.halfmove_clock() >= 100 || insufficient_material(pos) {
            return true;
        }
        let n = self.keys.len();
        let key = pos.key();
        let since_null = n.saturating_sub(1).saturating_sub(self.after_null);
        let back = (pos.halfmove_clock() as usize)
            .min(n.saturating_sub(1))
            .min(since_null);
        (4..=back).step_by(2).any(|i| self.keys[n - 1 - i] == key)
    }

    fn set_pv(&mut self, ply: usize, mv: Move) {
        let (head, tail) = self.pv.split_at_mut(ply + 1);
        let line = &mut head[ply];
        line.clear();
        line.push(mv);
        line.extend_from_slice(&tail[0]);
    }

    /// Negamax alpha-beta with the refinements of the module comment; the value of `pos`
    /// for the side to move, searched `depth` plies deep, `ply` plies from the root.
    fn negamax(
        &mut self,
        pos: &Position,
        mut depth: i32,
        ply: usize,
        mut alpha: i32,
        mut beta: i32,
        allow_null: bool,
    ) -> i32 {
        self.pv[ply].clear();
        if self.out_of_time() {
            return 0;
        }
        if !self.cutoffs {
            // Plain minimax: every node is searched for its exact value.
            alpha = -INFINITY;
            beta = INFINITY;
        }
        let pv_node = beta - alpha > 1;
        let root = ply == 0;
        if !root {
            if self.is_draw(pos) {
                return 0;
            }
            // Mate distance pruning: no line from here beats a mate already found nearer.
            if self.cutoffs {
                alpha = alpha.max(-MATE + ply as i32);
                beta = beta.min(MATE - ply as i32 - 1);
                if alpha >= beta {
                    return alpha;
                }
            }
            if ply >= MAX_PLY - 2 {
                return evaluate(pos);
            }
            // Few enough men: the tables know the value, with the distance to mate.
            if pos.occupied().count_ones() as usize <= MAX_MEN {
                if let Some(value) = self.tablebase.as_ref().and_then(|tb| tb.probe(pos)) {
                    self.tbhits += 1;
                    return tablebase_score(value, ply);
                }
            }
        }
        let in_check = pos.in_check();
        if in_check && self.uses(Technique::CheckExtension) {
            depth += 1; // the check extension: a check is never the last move seen
        }
        if depth <= 0 {
            if self.uses(Technique::Quiescence) {
                return self.quiesce(pos, ply, alpha, beta);
            }
            self.nodes += 1;
            self.seldepth = self.seldepth.max(ply);
            return evaluate(pos);
        }
        self.nodes += 1;

        let key = pos.key();
        let use_tt = self.uses(Technique::TranspositionTable);
        let entry = if use_tt {
            self.tt.probe(key, ply)
        } else {
            None
        };
        let tt_move = entry.and_then(|e| e.best);
        if let Some(e) = entry {
            if !root && !pv_node && e.depth >= depth {
                match e.bound {
                    Bound::Exact => return e.score,
                    Bound::Lower if e.score >= beta => return e.score,
                    Bound::Upper if e.score <= alpha => return e.score,
                    _ => {}
                }
            }
        }

        let pruning = !pv_node && !in_check && !self.exact;
        let futility = pruning && self.uses(Technique::Futility);
        let static_eval = if in_check { -INFINITY } else { evaluate(pos) };
        // Reverse futility: far above beta at a shallow depth, the opponent will not catch up.
        if futility && depth <= 6 && beta.abs() < MATE_BOUND && static_eval - 85 * depth >= beta {
            return static_eval;
        }
        // Null move: let the opponent move twice; if we still beat beta, cut. Not with only
        // pawns (zugzwang is likely there).
        if pruning
            && self.uses(Technique::NullMove)
            && allow_null
            && depth >= 3
            && static_eval >= beta
            && has_pieces(pos)
        {
            if let Some(child) = pos.pass() {
                // Heinz's adaptive reduction (ICCA Journal 22(3), 1999): 2 plies up to depth 6,
                // 3 beyond. A reduction of 3 at depth 3 to 5 leaves the opponent's reply to the
                // pass to quiescence alone, which sees no quiet threat (a fork, a pin); the ladder
                // measured that as a loss (programs/chess/LADDER.md).
                let r = if depth > 6 { 3 } else { 2 };
                self.keys.push(child.key());
                let outer_null = std::mem::replace(&mut self.after_null, self.keys.len() - 1);
                let value = -self.negamax(&child, depth - 1 - r, ply + 1, -beta, -beta + 1, false);
                self.after_null = outer_null;
                self.keys.pop();
                if self.aborted {
                    return 0;
                }
                if value >= beta {
                    return if value >= MATE_BOUND { beta } else { value };
                }
            }
        }

        let moves = pos.legal_moves();
        if moves.is_empty() {
            return if in_check { -MATE + ply as i32 } else { 0 };
        }
        let scored: Vec<(Move, i32)> = moves
            .iter()
            .filter(|m| !(root && self.excluded.contains(m)))
            .map(|&m| (m, score_move(pos, m, tt_move, &self.heuristics, ply)))
            .collect();

        let alpha_orig = alpha;
        let mut best_value = -INFINITY;
        let mut best_move = None;
        let mut quiets_tried: Vec<Move> = Vec::new();
        let mut searched = 0usize;
        let pvs = self.cutoffs && self.uses(Technique::Pvs);
        let lmr = self.cutoffs && self.uses(Technique::Lmr);
        for (mv, order) in Picker::new(scored) {
            let tactical = is_tactical(pos, mv);
            let child = pos.play(mv);
            let gives_check = child.in_check();
            let quiet = !tactical && !gives_check;
            if futility && searched > 0 && quiet && best_value > -MATE_BOUND {
                // Late-move pruning and futility pruning at the frontier.
                if depth <= 3 && searched >= 3 + (depth * depth) as usize * 2 {
                    continue;
                }
                if depth <= 3 && static_eval + 100 + 120 * depth <= alpha {
                    continue;
                }
            }
            self.keys.push(child.key());
            let value = if searched == 0 {
                -self.negamax(&child, depth - 1, ply + 1, -beta, -alpha, true)
            } else {
                let mut r = 0;
                if lmr
                    && depth >= 3
                    && searched >= 3
                    && quiet
                    && !in_check
                    && !self.exact
                    && order < KILLER_2
                {
                    r = self.reductions[(depth as usize).min(63)][searched.min(63)];
                    if pv_node {
                        r -= 1;
                    }
                    r = r.clamp(0, depth - 2);
                }
                // With PVS a null window proves the move no better; without, the full window.
                let (lower, upper) = if pvs {
                    (-alpha - 1, -alpha)
                } else {
                    (-beta, -alpha)
                };
                let mut value = -self.negamax(&child, depth - 1 - r, ply + 1, lower, upper, true);
                if value > alpha && r > 0 {
                    value = -self.negamax(&child, depth - 1, ply + 1, lower, upper, true);
                }
                if pvs && value > alpha && value < beta {
                    value = -self.negamax(&child, depth - 1, ply + 1, -beta, -alpha, true);
                }
                value
            };
            self.keys.pop();
            if self.aborted {
                return 0;
            }
            searched += 1;
            if value > best_value {
                best_value = value;
                best_move = Some(mv);
                if value > alpha {
                    alpha = value;
                    self.set_pv(ply, mv);
                    if alpha >= beta {
                        if !tactical {
                            let side = pos.side_to_move();
                            self.heuristics.reward(side, ply, depth, mv, &quiets_tried);
                        }
                        break;
                    }
                }
            }
            if !tactical {
                quiets_tried.push(mv);
            }
        }
        let bound = if best_value >= beta {
            Bound::Lower
        } else if best_value > alpha_orig {
            Bound::Exact
        } else {
            Bound::Upper
        };
        // Root lines searched without some moves (MultiPV) are not the root's value.
        if use_tt && (!root || self.excluded.is_empty()) {
            self.tt.store(key, ply, best_move, best_value, depth, bound);
        }
        best_value
    }

    /// Quiescence: only captures and queen promotions (all moves when in check), with the
    /// side to move free to "stand pat" on the static evaluation.
    fn quiesce(&mut self, pos: &Position, ply: usize, mut alpha: i32, mut beta: i32) -> i32 {
        self.pv[ply].clear();
        if self.out_of_time() {
            return 0;
        }
        if !self.cutoffs {
            alpha = -INFINITY;
            beta = INFINITY;
        }
        self.nodes += 1;
        self.seldepth = self.seldepth.max(ply);
        if ply >= MAX_PLY - 2 {
            return evaluate(pos);
        }
        let in_check = pos.in_check();
        let moves = pos.legal_moves();
        if moves.is_empty() {
            return if in_check { -MATE + ply as i32 } else { 0 };
        }
        let mut best_value = -INFINITY;
        let mut stand_pat = -INFINITY;
        if !in_check {
            stand_pat = evaluate(pos);
            if stand_pat >= beta {
                return stand_pat;
            }
            alpha = alpha.max(stand_pat);
            best_value = stand_pat;
        }
        let scored: Vec<(Move, i32)> = moves
            .iter()
            .filter(|&&m| in_check || is_tactical(pos, m))
            .map(|&m| {
                let key = if in_check {
                    score_move(pos, m, None, &self.heuristics, ply)
                } else if self.heuristics.uses_mvv_lva() {
                    mvv_lva(pos, m)
                } else {
                    0
                };
                (m, key)
            })
            .collect();
        for (mv, _) in Picker::new(scored) {
            if !in_check {
                // Delta pruning: even winning the piece cannot bring us to alpha.
                let gain = super::ordering::captured(pos, mv)
                    .map_or(0, |r| super::eval::SIMPLE_VALUES[r.index()])
                    + mv.promotion().map_or(0, |_| 800);
                if stand_pat + gain + 200 <= alpha {
                    continue;
                }
                if see(pos, mv) < 0 {
                    continue;
                }
            }
            let child = pos.play(mv);
            let value = -self.quiesce(&child, ply + 1, -beta, -alpha);
            if self.aborted {
                return 0;
            }
            if value > best_value {
                best_value = value;
                if value > alpha {
                    alpha = value;
                    self.set_pv(ply, mv);
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        best_value
    }
}

/// The side to move has a piece other than pawns and the king.
fn has_pieces(pos: &Position) -> bool {
    let us = pos.by_color(pos.side_to_move());
    us & !(pos.by_role(Role::Pawn) | pos.by_role(Role::King)) != 0
}

/// How long to think: (soft, hard). Past the soft time no new iteration starts; at the hard
/// time the search stops where it is. A clock is shared out over the moves to go (30 when
/// unknown) plus most of the increment, never more than a third of what is left.
pub fn plan_time(limits: &SearchLimits) -> (Option<Duration>, Option<Duration>) {
    const OVERHEAD: Duration = Duration::from_millis(20);
    if let Some(t) = limits.movetime {
        let hard = t.saturating_sub(OVERHEAD / 2).max(Duration::from_millis(1));
        return (Some(hard.mul_f64(0.6)), Some(hard));
    }
    if let Some(clock) = limits.clock {
        let left = clock.time.saturating_sub(OVERHEAD);
        let moves = clock.moves_to_go.unwrap_or(30).clamp(1, 50);
        let share = left / moves + clock.increment.mul_f64(0.75);
        let hard = (share * 3).min(left / 3).max(Duration::from_millis(1));
        let soft = share.mul_f64(0.6).min(hard);
        return (Some(soft), Some(hard));
    }
    (None, None)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn best(fen: &str, limits: SearchLimits) -> (Option<Move>, Score, Position) {
        let pos = Position::from_fen(fen).unwrap();
        let mut s = Searcher::new(4);
        let r = s.search(&pos, &[], &limits, 1, &mut |_| {});
        (r.best, r.score, pos)
    }

    fn depth(d: u32) -> SearchLimits {
        SearchLimits {
            depth: Some(d),
            ..SearchLimits::default()
        }
    }

    #[test]
    fn finds_mate_in_one() {
        let (mv, score, pos) = best("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", depth(3));
        assert_eq!(pos.san(mv.unwrap()), "Ra8#");
        assert_eq!(score, Score::Mate(1));
    }

    #[test]
    fn black_mates_too() {
        let (mv, score, pos) = best("7k/8/8/8/8/8/r4PPP/6K1 b - - 0 1", depth(4));
        assert_eq!(score, Score::Mate(1));
        assert_eq!(pos.san(mv.unwrap()), "Ra1#");
    }

    #[test]
    fn takes_a_free_queen() {
        let (mv, _, pos) = best(
            "rnb1kbnr/pppp1ppp/8/4p1q1/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 1",
            depth(4),
        );
        assert_eq!(pos.san(mv.unwrap()), "Bxg5");
    }

    #[test]
    fn no_move_when_mated_or_stalemated() {
        let (mv, score, _) = best("7k/5KQ1/8/8/8/8/8/8 b - - 0 1", depth(3));
        assert_eq!((mv, score), (None, Score::Mate(0)));
        let (mv, score, _) = best("7k/5K2/6Q1/8/8/8/8/8 b - - 0 1", depth(3));
        assert_eq!((mv, score), (None, Score::Cp(0)));
    }

    #[test]
    fn node_limit_is_kept() {
        let pos = Position::initial();
        let mut s = Searcher::new(1);
        let limits = SearchLimits {
            nodes: Some(5000),
            ..SearchLimits::default()
        };
        let r = s.search(&pos, &[], &limits, 1, &mut |_| {});
        assert!(r.nodes <= 5000, "{}", r.nodes);
        assert!(r.best.is_some());
    }

    #[test]
    fn repetition_is_a_draw() {
        // Black, a queen down, gives perpetual check; the game history shows the repeats.
        let pos = Position::from_fen("6k1/5ppp/8/8/8/8/q7/1Q4K1 b - - 0 1").unwrap();
        let is_draw_after = |keys: Vec<u64>| {
            let mut s = Searcher::new(1);
            s.keys = keys;
            s.keys.push(pos.key());
            s.is_draw(&pos)
        };
        let mut keys = vec![pos.key(), 1, 2, 3];
        assert!(!is_draw_after(keys.clone()));
        let pos_with_clock = Position::from_fen("6k1/5ppp/8/8/8/8/q7/1Q4K1 b - - 4 3").unwrap();
        let mut s = Searcher::new(1);
        keys.push(pos_with_clock.key());
        s.keys = keys;
        assert!(s.is_draw(&pos_with_clock));
    }

    #[test]
    fn mate_mode_proves_a_mate_in_two() {
        let (mv, score, pos) = best(
            "2R5/8/3k4/3N2p1/4K1Q1/8/8/8 w - - 0 1",
            SearchLimits {
                mate: Some(2),
                ..SearchLimits::default()
            },
        );
        assert_eq!(score, Score::Mate(2));
        assert_eq!(pos.san(mv.unwrap()), "Kf5");
    }
}
