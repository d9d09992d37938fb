//! The retrograde analysis of one ending. Every legal position is set up once and its moves
//! counted: the moves that stay in the ending (a counter, to be run down), and those that
//! capture or promote into an ending already built (their values known now). Then ply by
//! ply from the mates: a position one of whose moves leads to a position lost in n - 1 is
//! won in n (found by un-moving from the lost positions); a position all of whose moves lead
//! to positions won for the other side is lost, in one more than the longest of those wins
//! (found when its counter reaches zero). What is left is drawn. Because the plies are taken
//! in order, a win is the shortest and a loss the longest defence.
//!
//! The symmetries that make the table small mean that two moves of a position can lead to
//! one stored position; counting stored positions, not moves, on both sides keeps the
//! counter and the un-moves in step.
//!
//! En passant: after a pawn's double step the other side may be able to take it en passant,
//! a move the bare placement does not have. Such a position is analysed as one more node
//! (after the table's positions, [`EpNodes`]): its moves are the placement's and the
//! captures en passant, and the double step leads to it, not to the placement. Its value
//! is not stored (a position with an en-passant square is probed through its moves).

use std::sync::atomic::{AtomicU64, Ordering};

use super::super::types::{Color, Role};
use super::board::{Board, Child, Children, Steps};
use super::index::Layout;
use super::material::Material;
use super::{code_plies, Table, Tablebase, DRAW, ILLEGAL};

/// `known` for a position with a capture or promotion that draws or wins: it is never lost.
const CANNOT_LOSE: u8 = u8::MAX;

/// The longest distance a code can hold.
const MAX_PLIES: usize = 250;

/// Builds `material`'s table on up to `threads` threads; `deps` must hold every ending it
/// leads to ([`Material::successors`]). `progress` is told the positions set up so far.
pub fn build(
    material: &Material,
    deps: &Tablebase,
    threads: usize,
    progress: &(dyn Fn(u64) + Sync),
) -> Result<Table, String> {
    for s in material.successors() {
        if deps.table(&s).is_none() {
            return Err(format!("{material} needs {s}, which is not built"));
        }
    }
    let layout = Layout::new(material);
    let size = layout.size();
    let threads = threads.max(1);
    let eps = EpNodes::find(material, &layout, threads);
    let nodes = size + eps.len();
    let mut codes = vec![ILLEGAL; nodes];
    let mut counter = vec![0u8; nodes];
    let mut known = vec![0u8; nodes];
    let part = size.div_ceil(threads);
    let done = AtomicU64::new(0);
    let parts: Vec<Result<Vec<(usize, u32)>, String>> = std::thread::scope(|s| {
        let handles: Vec<_> = codes[..size]
            .chunks_mut(part)
            .zip(counter[..size].chunks_mut(part))
            .zip(known[..size].chunks_mut(part))
            .enumerate()
            .map(|(k, ((codes, counter), known))| {
                let (layout, done, eps) = (&layout, &done, &eps);
                s.spawn(move || {
                    let slices = Slices {
                        start: k * part,
                        codes,
                        counter,
                        known,
                    };
                    set_up(material, layout, eps, deps, slices, done, progress)
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| {
                h.join()
                    .unwrap_or_else(|_| Err("a build thread failed".into()))
            })
            .collect()
    });
    let mut buckets: Vec<Vec<u32>> = vec![Vec::new(); MAX_PLIES + 2];
    for scheduled in parts {
        for (ply, index) in scheduled? {
            buckets[ply].push(index);
        }
    }
    // The positions right after a double step, where a capture en passant is on.
    let mut scratch = Scratch::new();
    for (k, &q) in eps.placements.iter().enumerate() {
        let board = layout.board(q as usize);
        let node = size + k;
        let setup = account(material, &layout, &eps, deps, &board, true, &mut scratch)?;
        codes[node] = DRAW;
        counter[node] = setup.counter;
        known[node] = setup.known;
        if let Some(ply) = setup.due {
            buckets[ply].push(node as u32);
        }
    }
    progress(size as u64);
    let mut frontier: Vec<u32> = Vec::new();
    for ply in 0..=MAX_PLIES {
        let mut next = Vec::new();
        let code = ply as u8 + 1;
        for index in std::mem::take(&mut buckets[ply]) {
            if codes[index as usize] == DRAW {
                codes[index as usize] = code;
                next.push(index);
            }
        }
        let lists: Vec<Vec<u32>> = if threads > 1 && frontier.len() > 1 << 14 {
            let chunk = frontier.len().div_ceil(threads);
            std::thread::scope(|s| {
                let handles: Vec<_> = frontier
                    .chunks(chunk)
                    .map(|qs| {
                        let (layout, eps, codes, known) = (&layout, &eps, &codes, &known);
                        s.spawn(move || parents_open(qs, layout, eps, codes, known, ply))
                    })
                    .collect();
                handles
                    .into_iter()
                    .map(|h| h.join().unwrap_or_default())
                    .collect()
            })
        } else {
            vec![parents_open(&frontier, &layout, &eps, &codes, &known, ply)]
        };
        for p in lists.into_iter().flatten() {
            let p = p as usize;
            if codes[p] != DRAW {
                continue;
            }
            if ply % 2 == 1 {
                // A parent of a lost position wins by moving there.
                codes[p] = code;
                next.push(p as u32);
            } else {
                counter[p] -= 1;
                if counter[p] == 0 {
                    let at = (known[p] as usize).max(ply);
                    if at == ply {
                        codes[p] = code;
                        next.push(p as u32);
                    } else {
                        buckets[at].push(p as u32);
                    }
                }
            }
        }
        frontier = next;
        if frontier.is_empty() && buckets[ply + 1..].iter().all(|b| b.is_empty()) {
            codes.truncate(size); // the positions after a double step are not stored
            return Ok(Table::new(material.clone(), layout, codes));
        }
    }
    Err(format!("{material}: a mate longer than {MAX_PLIES} plies"))
}

/// The positions right after a pawn's double step where the other side can take en
/// passant: the stored placements (canonical indices, ascending) that have such a twin.
/// The twin of `placements[k]` is node `size + k` of the build.
pub(crate) struct EpNodes {
    pub placements: Vec<u32>,
    size: usize,
}

impl EpNodes {
    /// Finds them, on `threads` threads; none unless both sides have a pawn.
    fn find(material: &Material, layout: &Layout, threads: usize) -> EpNodes {
        let size = layout.size();
        let roles = material.roles();
        let both = [Color::White, Color::Black]
            .iter()
            .all(|&c| roles.contains(&(c, Role::Pawn)));
        if !both {
            return EpNodes {
                placements: Vec::new(),
                size,
            };
        }
        let part = size.div_ceil(threads);
        let placements = std::thread::scope(|s| {
            let handles: Vec<_> = (0..threads)
                .map(|k| {
                    s.spawn(move || {
                        let mut found = Vec::new();
                        let mut captures: Children = ([Child::blank(); 80], 0);
                        for index in k * part..((k + 1) * part).min(size) {
                            let board = layout.board(index);
                            if !board.is_legal() || layout.index_of(&board) != Some(index) {
                                continue;
                            }
                            board.ep_captures(&mut captures);
                            if captures.1 > 0 {
                                found.push(index as u32);
                            }
                        }
                        found
                    })
                })
                .collect();
            handles
                .into_iter()
                .flat_map(|h| h.join().unwrap_or_default())
                .collect()
        });
        EpNodes { placements, size }
    }

    pub fn len(&self) -> usize {
        self.placements.len()
    }

    /// The node of the position after a double step to the placement `index`, if a capture
    /// en passant is on there.
    #[inline]
    fn twin(&self, index: usize) -> Option<usize> {
        if self.placements.is_empty() {
            return None;
        }
        self.placements
            .binary_search(&(index as u32))
            .ok()
            .map(|k| self.size + k)
    }
}

/// One thread's share of the tables being set up, from index `start`.
struct Slices<'a> {
    start: usize,
    codes: &'a mut [u8],
    counter: &'a mut [u8],
    known: &'a mut [u8],
}

/// Buffers reused from position to position.
struct Scratch {
    children: Children,
    captures: Children,
    stored: Vec<u32>,
}

impl Scratch {
    fn new() -> Scratch {
        Scratch {
            children: ([Child::blank(); 80], 0),
            captures: ([Child::blank(); 80], 0),
            stored: Vec::with_capacity(96),
        }
    }
}

/// What the set-up finds out about one position.
struct Setup {
    /// Its moves to open nodes of this ending (distinct nodes).
    counter: u8,
    /// What its captures and promotions guarantee ([`CANNOT_LOSE`], or the longest loss).
    known: u8,
    /// The ply at which its value is due, when already known.
    due: Option<usize>,
}

/// Sets up one legal position: with `ep`, the position right after a double step to
/// `board`, whose moves are `board`'s and the captures en passant.
fn account(
    material: &Material,
    layout: &Layout,
    eps: &EpNodes,
    deps: &Tablebase,
    board: &Board,
    ep: bool,
    scratch: &mut Scratch,
) -> Result<Setup, String> {
    let Scratch {
        children,
        captures,
        stored,
    } = scratch;
    board.children(children);
    captures.1 = 0;
    if ep {
        board.ep_captures(captures);
    }
    if children.1 + captures.1 == 0 {
        return Ok(if board.in_check() {
            Setup {
                counter: 0,
                known: 0,
                due: Some(0),
            }
        } else {
            Setup {
                counter: 0,
                known: CANNOT_LOSE, // stalemate
                due: None,
            }
        });
    }
    stored.clear();
    let mut shortest_win = usize::MAX;
    let mut longest_loss = 0usize;
    let mut can_draw = false;
    let moves = children.0[..children.1]
        .iter()
        .chain(&captures.0[..captures.1]);
    for child in moves {
        if child.converts {
            let code = deps
                .code_of(&child.board)
                .ok_or_else(|| format!("{material}: a capture or promotion leads to no table"))?;
            match code_plies(code) {
                None => can_draw = true,
                Some(p) if p % 2 == 0 => shortest_win = shortest_win.min(p + 1),
                Some(p) => longest_loss = longest_loss.max(p + 1),
            }
        } else if let Some(at) = layout.index_of(&child.board) {
            let node = match child.double_step {
                true => eps.twin(at).unwrap_or(at),
                false => at,
            };
            stored.push(node as u32);
        }
    }
    stored.sort_unstable();
    stored.dedup();
    let mut setup = Setup {
        counter: stored.len() as u8,
        known: CANNOT_LOSE,
        due: None,
    };
    if shortest_win != usize::MAX {
        setup.due = Some(shortest_win.min(MAX_PLIES + 1));
    } else if !can_draw {
        setup.known = longest_loss.min(MAX_PLIES) as u8;
        if stored.is_empty() {
            setup.due = Some(longest_loss.min(MAX_PLIES + 1));
        }
    }
    Ok(setup)
}

/// Sets up the positions of one share: the counters, what the captures and promotions are
/// known to give; returns the positions whose value is due at a known ply.
fn set_up(
    material: &Material,
    layout: &Layout,
    eps: &EpNodes,
    deps: &Tablebase,
    slices: Slices,
    done: &AtomicU64,
    progress: &(dyn Fn(u64) + Sync),
) -> Result<Vec<(usize, u32)>, String> {
    let Slices {
        start,
        codes,
        counter,
        known,
    } = slices;
    let mut scheduled = Vec::new();
    let mut scratch = Scratch::new();
    for local in 0..codes.len() {
        if local % (1 << 18) == (1 << 18) - 1 {
            progress(done.fetch_add(1 << 18, Ordering::Relaxed) + (1 << 18));
        }
        let index = start + local;
        let board = layout.board(index);
        if !board.is_legal() || layout.index_of(&board) != Some(index) {
            continue;
        }
        let setup = account(material, layout, eps, deps, &board, false, &mut scratch)?;
        codes[local] = DRAW;
        counter[local] = setup.counter;
        known[local] = setup.known;
        if let Some(ply) = setup.due {
            scheduled.push((ply, index as u32));
        }
    }
    Ok(scheduled)
}

/// The open parents of the nodes `qs` decided at the ply before `ply`: each parent once a
/// node (it counts one move there), as often as it is a parent. The parents of a placement
/// with a twin after a double step ([`EpNodes`]) are those of its other un-moves; the
/// twin's are those of the double step; and a parent placement's twin is a parent too,
/// since it has the placement's moves.
fn parents_open(
    qs: &[u32],
    layout: &Layout,
    eps: &EpNodes,
    codes: &[u8],
    known: &[u8],
    ply: usize,
) -> Vec<u32> {
    let size = layout.size();
    let open = |at: usize| codes[at] == DRAW && (ply % 2 == 1 || known[at] != CANNOT_LOSE);
    let mut out = Vec::new();
    let mut parents = ([Board::blank(); 96], 0);
    let mut preds: Vec<u32> = Vec::with_capacity(192);
    for &q in qs {
        let q = q as usize;
        let (board, steps) = if q >= size {
            (
                layout.board(eps.placements[q - size] as usize),
                Steps::OnlyDouble,
            )
        } else if eps.twin(q).is_some() {
            (layout.board(q), Steps::NoDouble)
        } else {
            (layout.board(q), Steps::All)
        };
        board.parents(&mut parents, steps);
        preds.clear();
        for p in &parents.0[..parents.1] {
            if let Some(at) = layout.index_of(p) {
                if open(at) {
                    preds.push(at as u32);
                }
                if let Some(twin) = eps.twin(at) {
                    if open(twin) {
                        preds.push(twin as u32);
                    }
                }
            }
        }
        preds.sort_unstable();
        preds.dedup();
        out.extend_from_slice(&preds);
    }
    out
}
