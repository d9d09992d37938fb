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

use std::sync::atomic::{AtomicU64, Ordering};

use super::board::{Board, Child, Children};
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
    let mut codes = vec![ILLEGAL; size];
    let mut counter = vec![0u8; size];
    let mut known = vec![0u8; size];
    let threads = threads.max(1);
    let part = size.div_ceil(threads);
    let done = AtomicU64::new(0);
    let parts: Vec<Result<Vec<(usize, u32)>, String>> = std::thread::scope(|s| {
        let handles: Vec<_> = codes
            .chunks_mut(part)
            .zip(counter.chunks_mut(part))
            .zip(known.chunks_mut(part))
            .enumerate()
            .map(|(k, ((codes, counter), known))| {
                let (layout, done) = (&layout, &done);
                s.spawn(move || {
                    let slices = Slices {
                        start: k * part,
                        codes,
                        counter,
                        known,
                    };
                    set_up(material, layout, deps, slices, done, progress)
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
                        let (layout, codes, known) = (&layout, &codes, &known);
                        s.spawn(move || parents_open(qs, layout, codes, known, ply))
                    })
                    .collect();
                handles
                    .into_iter()
                    .map(|h| h.join().unwrap_or_default())
                    .collect()
            })
        } else {
            vec![parents_open(&frontier, &layout, &codes, &known, ply)]
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
            return Ok(Table::new(material.clone(), layout, codes));
        }
    }
    Err(format!("{material}: a mate longer than {MAX_PLIES} plies"))
}

/// One thread's share of the tables being set up, from index `start`.
struct Slices<'a> {
    start: usize,
    codes: &'a mut [u8],
    counter: &'a mut [u8],
    known: &'a mut [u8],
}

/// Sets up the positions of one share: the counters, what the captures and promotions are
/// known to give; returns the positions whose value is due at a known ply.
fn set_up(
    material: &Material,
    layout: &Layout,
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
    let mut children: Children = ([Child::blank(); 80], 0);
    let mut stored: Vec<u32> = Vec::with_capacity(80);
    for local in 0..codes.len() {
        if local % (1 << 18) == (1 << 18) - 1 {
            progress(done.fetch_add(1 << 18, Ordering::Relaxed) + (1 << 18));
        }
        let index = start + local;
        let board = layout.board(index);
        if !board.is_legal() || layout.index_of(&board) != Some(index) {
            continue;
        }
        codes[local] = DRAW;
        board.children(&mut children);
        if children.1 == 0 {
            if board.in_check() {
                scheduled.push((0, index as u32));
            } else {
                known[local] = CANNOT_LOSE; // stalemate
            }
            continue;
        }
        stored.clear();
        let mut shortest_win = usize::MAX;
        let mut longest_loss = 0usize;
        let mut can_draw = false;
        for child in &children.0[..children.1] {
            if child.converts {
                let code = deps.code_of(&child.board).ok_or_else(|| {
                    format!("{material}: a capture or promotion leads to no table")
                })?;
                match code_plies(code) {
                    None => can_draw = true,
                    Some(p) if p % 2 == 0 => shortest_win = shortest_win.min(p + 1),
                    Some(p) => longest_loss = longest_loss.max(p + 1),
                }
            } else if let Some(at) = layout.index_of(&child.board) {
                stored.push(at as u32);
            }
        }
        stored.sort_unstable();
        stored.dedup();
        counter[local] = stored.len() as u8;
        if shortest_win != usize::MAX {
            scheduled.push((shortest_win.min(MAX_PLIES + 1), index as u32));
        }
        if can_draw || shortest_win != usize::MAX {
            known[local] = CANNOT_LOSE;
        } else {
            known[local] = longest_loss.min(MAX_PLIES) as u8;
            if stored.is_empty() {
                scheduled.push((longest_loss.min(MAX_PLIES + 1), index as u32));
            }
        }
    }
    Ok(scheduled)
}

/// The stored parents of the positions `qs` decided at the ply before `ply` that are still
/// open: each parent once a position (it counts one move there), as often as it is a parent.
fn parents_open(qs: &[u32], layout: &Layout, codes: &[u8], known: &[u8], ply: usize) -> Vec<u32> {
    let mut out = Vec::new();
    let mut parents = ([Board::blank(); 96], 0);
    let mut preds: Vec<u32> = Vec::with_capacity(96);
    for &q in qs {
        layout.board(q as usize).parents(&mut parents);
        preds.clear();
        for p in &parents.0[..parents.1] {
            if let Some(at) = layout.index_of(p) {
                if codes[at] == DRAW && (ply % 2 == 1 || known[at] != CANNOT_LOSE) {
                    preds.push(at as u32);
                }
            }
        }
        preds.sort_unstable();
        preds.dedup();
        out.extend_from_slice(&preds);
    }
    out
}
