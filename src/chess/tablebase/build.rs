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

use super::board::{Board, Children};
use super::index::Layout;
use super::material::Material;
use super::{code_plies, Table, Tablebase, DRAW, ILLEGAL};

/// `known` for a position with a capture or promotion that draws or wins: it is never lost.
const CANNOT_LOSE: u8 = u8::MAX;

/// The longest distance a code can hold.
const MAX_PLIES: usize = 250;

/// Builds `material`'s table; `deps` must hold every ending it leads to
/// ([`Material::successors`]). `progress` is told the positions set up so far, then the
/// total again when the analysis ends.
pub fn build(
    material: &Material,
    deps: &Tablebase,
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
    let mut buckets: Vec<Vec<u32>> = vec![Vec::new(); MAX_PLIES + 2];
    let mut children: Children = ([super::board::Child::blank(); 80], 0);
    let mut stored = [0u32; 80];
    for index in 0..size {
        if index % (1 << 20) == 0 {
            progress(index as u64);
        }
        let board = layout.board(index);
        if !board.is_legal() || layout.index_of(&board) != Some(index) {
            continue;
        }
        codes[index] = DRAW;
        board.children(&mut children);
        if children.1 == 0 {
            if board.in_check() {
                buckets[0].push(index as u32);
            } else {
                known[index] = CANNOT_LOSE; // stalemate
            }
            continue;
        }
        let mut count = 0;
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
                let at = at as u32;
                if !stored[..count].contains(&at) {
                    stored[count] = at;
                    count += 1;
                }
            }
        }
        counter[index] = count as u8;
        if shortest_win != usize::MAX {
            buckets[shortest_win.min(MAX_PLIES + 1)].push(index as u32);
        }
        if can_draw || shortest_win != usize::MAX {
            known[index] = CANNOT_LOSE;
        } else {
            known[index] = longest_loss.min(MAX_PLIES) as u8;
            if count == 0 {
                buckets[longest_loss].push(index as u32);
            }
        }
    }
    progress(size as u64);
    let mut frontier: Vec<u32> = Vec::new();
    let mut parents = ([Board::blank(); 96], 0);
    let mut preds = [0u32; 96];
    for ply in 0..=MAX_PLIES {
        let mut next = Vec::new();
        let code = ply as u8 + 1;
        for index in std::mem::take(&mut buckets[ply]) {
            if codes[index as usize] == DRAW {
                codes[index as usize] = code;
                next.push(index);
            }
        }
        for &q in &frontier {
            layout.board(q as usize).parents(&mut parents);
            let mut count = 0;
            for p in &parents.0[..parents.1] {
                if let Some(at) = layout.index_of(p) {
                    let at = at as u32;
                    if !preds[..count].contains(&at) {
                        preds[count] = at;
                        count += 1;
                    }
                }
            }
            for &p in &preds[..count] {
                let p = p as usize;
                if codes[p] != DRAW {
                    continue;
                }
                if ply % 2 == 1 {
                    // q is lost: p wins by moving there.
                    codes[p] = code;
                    next.push(p as u32);
                } else if known[p] != CANNOT_LOSE {
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
        }
        frontier = next;
        if frontier.is_empty() && buckets[ply + 1..].iter().all(|b| b.is_empty()) {
            return Ok(Table::new(material.clone(), layout, codes));
        }
    }
    Err(format!("{material}: a mate longer than {MAX_PLIES} plies"))
}
