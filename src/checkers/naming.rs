//! Names for another executor's successors: PDN moves when the successors are positions the
//! rules reach, else names read from what changed on the board, so a program's successor that
//! no legal move reaches (a stale king bit, another reading) still gets a name and keeps its
//! tuple.

use super::board::{square_of_bit, Position, PositionError, StracheyTuple};
use super::moves::{moves, Move, Rules};
use super::pdn::name_successors;

/// A successor with its name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NamedSuccessor {
    pub tuple: StracheyTuple,
    /// The move, when the successor is a position the rules reach in one move.
    pub legal: Option<Move>,
    /// The position, or why the native board cannot hold the tuple.
    pub position: Result<Position, PositionError>,
    /// The PDN move (`9-14`, `26x19x10x17x26`), or for a successor no legal move reaches,
    /// the squares the mover left and reached as the board shows them (`24-27`).
    pub name: String,
}

impl NamedSuccessor {
    /// Why the name is not a legal move's, if it is not.
    pub fn note(&self, rules: Rules) -> Option<String> {
        match (&self.position, &self.legal) {
            (_, Some(_)) => None,
            (Err(reason), None) => Some(format!(
                "the tuple {} is no checkers position: {reason}",
                self.tuple
            )),
            (Ok(_), None) => Some(format!(
                "no move under the {} rules reaches this position",
                rules.name()
            )),
        }
    }
}

/// Names the successors of `parent` under `rules`: the k-th copy of a position gets the
/// k-th move that reaches it in the listing's depth-first order (through
/// [`name_successors`]). When some successor is off the rules (another program, another
/// reading), each is matched on its own in the same k-th-copy way: first a legal move to the
/// very position, else a legal move that leaves the same pieces on the same squares (the
/// successor differs in its kings, as a stale king bit does: the move's name, no `legal`),
/// else the name comes from what changed on the board. Every successor keeps its tuple.
pub fn name_tuples(
    parent: &Position,
    rules: Rules,
    tuples: &[StracheyTuple],
) -> Vec<NamedSuccessor> {
    let positions: Vec<Result<Position, PositionError>> =
        tuples.iter().map(|&t| Position::from_strachey(t)).collect();
    let all: Option<Vec<Position>> = positions.iter().map(|p| p.clone().ok()).collect();
    if let Some(Ok(moves)) = all.map(|all| name_successors(parent, rules, &all)) {
        return tuples
            .iter()
            .zip(positions)
            .zip(moves)
            .map(|((&tuple, position), m)| NamedSuccessor {
                tuple,
                name: m.to_string(),
                legal: Some(m),
                position,
            })
            .collect();
    }
    let mut unused: Vec<Option<Move>> = moves(parent, rules).into_iter().map(Some).collect();
    let mut take = |fits: &dyn Fn(&Move) -> bool| {
        unused
            .iter_mut()
            .find(|m| m.as_ref().is_some_and(fits))
            .and_then(Option::take)
    };
    tuples
        .iter()
        .zip(positions)
        .map(|(&tuple, position)| {
            let exact = match &position {
                Ok(p) => take(&|m: &Move| m.after == *p),
                Err(_) => None,
            };
            let (legal, name) = match exact {
                Some(m) => (Some(m.clone()), m.to_string()),
                None => {
                    let same_pieces = |m: &Move| {
                        let a = m.after.to_strachey();
                        (a.x, a.y, a.sigma) == (tuple.x, tuple.y, tuple.sigma)
                    };
                    match take(&same_pieces) {
                        Some(m) => (None, m.to_string()),
                        None => (None, changed_squares(&parent.to_strachey(), &tuple)),
                    }
                }
            };
            NamedSuccessor {
                tuple,
                legal,
                position,
                name,
            }
        })
        .collect()
}

/// Names successors of a tuple, which may be no position (the program's own successors along
/// a game, say): from a position as [`name_tuples`] does; from anything else every successor
/// is named from what changed on the board.
pub fn name_tuples_from(
    parent: &StracheyTuple,
    rules: Rules,
    tuples: &[StracheyTuple],
) -> Vec<NamedSuccessor> {
    if let Ok(pos) = Position::from_strachey(*parent) {
        return name_tuples(&pos, rules, tuples);
    }
    tuples
        .iter()
        .map(|&tuple| NamedSuccessor {
            tuple,
            legal: None,
            position: Position::from_strachey(tuple),
            name: changed_squares(parent, &tuple),
        })
        .collect()
}

/// `a-b` or `axb` from the squares the mover's pieces left and reached, and whether the
/// opponent lost pieces; `?` where nothing can be read.
fn changed_squares(parent: &StracheyTuple, t: &StracheyTuple) -> String {
    let (before_mine, before_theirs) = (parent.x, parent.y);
    // After the move the opponent is to move: X is theirs, Y is the mover's.
    let (after_mine, after_theirs) = if t.sigma == -parent.sigma {
        (t.y, t.x)
    } else {
        (t.x, t.y)
    };
    let first = |set: u64| {
        (set != 0)
            .then(|| square_of_bit(set.trailing_zeros()))
            .flatten()
    };
    let left = first(before_mine & !after_mine);
    let reached = first(after_mine & !before_mine);
    let capture = before_theirs & !after_theirs != 0;
    let show = |s: Option<u8>| s.map_or("?".to_string(), |s| s.to_string());
    format!(
        "{}{}{}",
        show(left),
        if capture { "x" } else { "-" },
        show(reached.or(left))
    )
}
