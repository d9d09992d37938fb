//! The tree a checkers program searched for its choice, with the program's own values and
//! counts (`attic checkers explain`, the studio's "watch it think").
//!
//! A [`SearchTree`] is what an executor recorded while it chose (`Engine::explain`): the
//! interpreted listing's tree comes from watching the CPL interpreter's calls of
//! `PositionValue` and `BestPosition`, the translated listing's from the same calls in the
//! translated code, the native engine's from its minimax. Nothing here computes a value:
//! the tree is rendered as it was recorded.
//!
//! - A node is one call of `PositionValue(P, d)`: `P` its position, `value` what the call
//!   gave (for the side to move in `P`), its moves the calls nested in it. The value
//!   `BestPosition` compared for the move to it is `-value` ([`SearchNode::compared`]).
//! - `best` is the move `BestPosition` kept at that node (the first with the greatest value:
//!   it keeps a move only when it is strictly better); the best line follows it from the root.
//! - The number of nodes is the number of `PositionValue` calls, the count `choose` reports.
//!
//! Rendering: [`SearchTree::outline`] (an indented outline, one move a line) and
//! [`SearchTree::dot`] (Graphviz); both fold the subtrees below `show` plies into counts.

use std::fmt::Write as _;

use super::board::{Position, StracheyTuple};
use super::moves::Rules;
use super::naming::name_tuples_from;
use super::pdn::format_fen;
use super::search::{format_value, INFINITY};

/// What an executor searched from one position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SearchTree {
    /// The position searched from.
    pub root: StracheyTuple,
    /// Plies searched (`Terminal(P, d)` is `d ≥ depth`).
    pub depth: u32,
    /// Who searched (the executor's label).
    pub engine: String,
    /// What a node is, in words (`PositionValue evaluations`).
    pub unit: String,
    /// The root's moves in the executor's order; empty when it resigns.
    pub moves: Vec<SearchNode>,
    /// The move `BestPosition` kept at the root; `None` when it kept NIL (or resigned).
    pub best: Option<usize>,
    /// The value `BestPosition` gave the choice, for the side to move at the root.
    pub value: i32,
}

/// One evaluated position: a call of `PositionValue`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SearchNode {
    pub position: StracheyTuple,
    /// The move from the parent (PDN), filled by [`SearchTree::name_moves`].
    pub name: String,
    /// What `PositionValue` gave, for the side to move in `position`.
    pub value: i32,
    /// The positions evaluated below it, in the executor's order.
    pub moves: Vec<SearchNode>,
    /// The move `BestPosition` kept here.
    pub best: Option<usize>,
}

impl SearchNode {
    /// A node without moves yet (the recorders fill them in).
    pub fn new(position: StracheyTuple, value: i32) -> SearchNode {
        SearchNode {
            position,
            name: String::new(),
            value,
            moves: Vec::new(),
            best: None,
        }
    }

    /// The value `BestPosition` compared for the move to this position: the parent's view.
    pub fn compared(&self) -> i32 {
        negate(self.value)
    }

    /// `PositionValue` calls in this subtree, this one included.
    pub fn nodes(&self) -> u64 {
        1 + self.moves.iter().map(SearchNode::nodes).sum::<u64>()
    }
}

fn negate(v: i32) -> i32 {
    if v >= INFINITY {
        -INFINITY
    } else if v <= -INFINITY {
        INFINITY
    } else {
        -v
    }
}

/// The best move among `moves` as `BestPosition` keeps it: the first with the greatest
/// compared value, none when every one is -∞. For recorders that see values, not the choice.
pub fn kept_move(moves: &[SearchNode]) -> Option<usize> {
    let mut best: (Option<usize>, i32) = (None, -INFINITY);
    for (i, m) in moves.iter().enumerate() {
        if m.compared() > best.1 {
            best = (Some(i), m.compared());
        }
    }
    best.0
}

impl SearchTree {
    /// `PositionValue` calls in the whole search: what `choose` counts.
    pub fn evaluated(&self) -> u64 {
        self.moves.iter().map(SearchNode::nodes).sum()
    }

    /// Names every move from its parent under `rules` (the executor's naming rules), the
    /// k-th copy of a position after the k-th move reaching it, as `choose` names them.
    pub fn name_moves(&mut self, rules: Rules) {
        fn walk(parent: &StracheyTuple, moves: &mut [SearchNode], rules: Rules) {
            let tuples: Vec<StracheyTuple> = moves.iter().map(|m| m.position).collect();
            for (m, named) in moves
                .iter_mut()
                .zip(name_tuples_from(parent, rules, &tuples))
            {
                m.name = named.name;
            }
            for m in moves {
                let position = m.position;
                walk(&position, &mut m.moves, rules);
            }
        }
        let root = self.root;
        walk(&root, &mut self.moves, rules);
    }

    /// The moves of the best line: the kept move at the root, at its position, and so on.
    pub fn best_line(&self) -> Vec<&str> {
        let mut line = Vec::new();
        let (mut moves, mut best) = (&self.moves, self.best);
        while let Some(node) = best.and_then(|i| moves.get(i)) {
            line.push(node.name.as_str());
            (moves, best) = (&node.moves, node.best);
        }
        line
    }

    fn root_name(&self) -> String {
        match Position::from_strachey(self.root) {
            Ok(pos) => format_fen(&pos),
            Err(_) => self.root.to_string(),
        }
    }

    /// The tree as an indented outline: a header (the position, the depth, who searched, the
    /// choice, its value, the count), the best line, then one move a line, two columns in a
    /// ply, with the value `BestPosition` compared for it and, for a move with moves below,
    /// how many positions were evaluated under it. `*` marks the best line, `+` the move
    /// `BestPosition` kept at any other node. Moves deeper than `show` plies are folded into
    /// their count.
    pub fn outline(&self, show: u32) -> String {
        let mut out = String::new();
        let _ = writeln!(out, "position: {}", self.root_name());
        let _ = writeln!(out, "searched: {} plies by {}", self.depth, self.engine);
        match self.best.and_then(|i| self.moves.get(i)) {
            _ if self.moves.is_empty() => {
                let _ = writeln!(out, "choice: none, the side to move has no move (Resign)");
            }
            None => {
                let _ = writeln!(out, "choice: NIL, every move scores -∞");
            }
            Some(node) => {
                let _ = writeln!(
                    out,
                    "choice: {}, value {}",
                    node.name,
                    format_value(self.value)
                );
            }
        }
        let _ = writeln!(out, "{}: {}", self.unit, self.evaluated());
        let line = self.best_line();
        if !line.is_empty() {
            let _ = writeln!(out, "best line: {}", line.join(" "));
        }
        if self.moves.is_empty() {
            return out;
        }
        out.push_str(
            "legend: * the best line, + the move kept at its position; value for the side moving\n",
        );
        let width = name_width(&self.moves, show, 1);
        outline_moves(&mut out, &self.moves, self.best, true, 1, show, width);
        out
    }

    /// The tree for Graphviz (`dot -Tsvg`): a node a position (the move to it and the value
    /// compared), the best line in bold red, moves deeper than `show` plies folded into one
    /// node that says how many positions it stands for.
    pub fn dot(&self, show: u32) -> String {
        let mut out = String::new();
        out.push_str("digraph search {\n");
        out.push_str("  node [shape=box, fontname=\"Helvetica\"];\n");
        let chosen = match self.best.and_then(|i| self.moves.get(i)) {
            Some(node) => format!("choice {} ({})", node.name, format_value(self.value)),
            None if self.moves.is_empty() => "no move".to_string(),
            None => "NIL".to_string(),
        };
        let _ = writeln!(
            out,
            "  root [label=\"{}\\ndepth {}, {} {}\\n{}\", style=filled, fillcolor=\"#eeeeee\"];",
            escape(&self.root_name()),
            self.depth,
            self.evaluated(),
            escape(&self.unit),
            escape(&chosen)
        );
        let mut next = 0usize;
        dot_moves(
            &mut out,
            "root",
            &self.moves,
            self.best,
            true,
            1,
            show,
            &mut next,
        );
        out.push_str("}\n");
        out
    }
}

fn name_width(moves: &[SearchNode], show: u32, ply: u32) -> usize {
    moves
        .iter()
        .map(|m| {
            let below = if ply < show {
                name_width(&m.moves, show, ply + 1)
            } else {
                0
            };
            (m.name.chars().count() + 2 * (ply as usize - 1)).max(below)
        })
        .max()
        .unwrap_or(0)
}

fn outline_moves(
    out: &mut String,
    moves: &[SearchNode],
    best: Option<usize>,
    on_line: bool,
    ply: u32,
    show: u32,
    width: usize,
) {
    for (i, m) in moves.iter().enumerate() {
        let kept = best == Some(i);
        let mark = match (kept, on_line) {
            (true, true) => '*',
            (true, false) => '+',
            _ => ' ',
        };
        let indent = 2 * (ply as usize - 1);
        let label = format!("{}{}", " ".repeat(indent), m.name);
        let pad = width.saturating_sub(label.chars().count());
        let _ = write!(
            out,
            "{mark} {label}{}  {:>4}",
            " ".repeat(pad),
            format_value(m.compared())
        );
        if !m.moves.is_empty() {
            let below = m.nodes() - 1;
            let plural = if below == 1 { "" } else { "s" };
            if ply >= show {
                let _ = write!(out, "  ({below} position{plural} below, folded)");
            } else {
                let _ = write!(out, "  ({below} position{plural} below)");
            }
        }
        out.push('\n');
        if ply < show {
            outline_moves(out, &m.moves, m.best, on_line && kept, ply + 1, show, width);
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn dot_moves(
    out: &mut String,
    parent: &str,
    moves: &[SearchNode],
    best: Option<usize>,
    on_line: bool,
    ply: u32,
    show: u32,
    next: &mut usize,
) {
    for (i, m) in moves.iter().enumerate() {
        *next += 1;
        let id = format!("n{next}");
        let kept = best == Some(i);
        let line = on_line && kept;
        let style = if line {
            ", color=red, penwidth=2"
        } else if kept {
            ", color=blue"
        } else {
            ""
        };
        let _ = writeln!(
            out,
            "  {id} [label=\"{}\\n{}\"{style}];",
            escape(&m.name),
            format_value(m.compared())
        );
        let edge = style.trim_start_matches(", ");
        if edge.is_empty() {
            let _ = writeln!(out, "  {parent} -> {id};");
        } else {
            let _ = writeln!(out, "  {parent} -> {id} [{edge}];");
        }
        if m.moves.is_empty() {
            continue;
        }
        if ply >= show {
            *next += 1;
            let folded = format!("n{next}");
            let _ = writeln!(
                out,
                "  {folded} [label=\"{} positions\", shape=ellipse, style=dashed];",
                m.nodes() - 1
            );
            let _ = writeln!(out, "  {id} -> {folded} [style=dashed];");
        } else {
            dot_moves(out, &id, &m.moves, m.best, line, ply + 1, show, next);
        }
    }
}

fn escape(text: &str) -> String {
    text.replace('\\', "\\\\").replace('"', "\\\"")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn leaf(value: i32) -> SearchNode {
        SearchNode::new(
            StracheyTuple {
                x: 0,
                y: 0,
                k: 0,
                sigma: 1,
            },
            value,
        )
    }

    #[test]
    fn the_kept_move_is_the_first_strictly_best_and_never_a_minus_infinity() {
        assert_eq!(kept_move(&[leaf(3), leaf(-2), leaf(-2)]), Some(1));
        assert_eq!(kept_move(&[leaf(INFINITY), leaf(INFINITY)]), None);
        assert_eq!(kept_move(&[]), None);
    }

    #[test]
    fn nodes_count_every_evaluation_below_and_at_a_node() {
        let mut a = leaf(0);
        a.moves = vec![leaf(1), leaf(2)];
        let tree = SearchTree {
            root: leaf(0).position,
            depth: 2,
            engine: "test".into(),
            unit: "positions".into(),
            moves: vec![a, leaf(4)],
            best: Some(0),
            value: 0,
        };
        assert_eq!(tree.evaluated(), 4);
    }
}
