//! The behavioural comparison: the same move sequences played in two players, breadth first
//! and by seeded random play, each keeping its own state; every position reached is asked
//! for its successors (and, with a search depth, its chosen move) on both sides.
//!
//! Two successor lists are the same when they have the same length and their positions agree
//! one by one under the [`Likeness`] (the order matters: it fixes the search's tie-breaks).
//! Two runtime errors with the same message count as the same; an error on one side only is
//! a difference. Play goes on below a position only where both sides agree, pairing the
//! children by their place in the lists.

use std::collections::HashSet;

use super::play::{Likeness, MoveList, Player, SideError, State};
use crate::checkers::random::SplitMix64;

/// How far and how a comparison plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Plan {
    /// Every position fewer than this many plies from the start is compared (breadth first).
    pub plies: u32,
    /// Positions compared along seeded random games, after the breadth-first part.
    pub positions: u64,
    pub seed: u64,
    /// The longest random game, in plies.
    pub game_plies: u32,
    /// With `Some(d)`, the moves `ChosenPosition` picks at depth d are compared too.
    pub search_depth: Option<u32>,
    pub likeness: Likeness,
    /// How many witnesses (the first differing states) to keep.
    pub witnesses: usize,
}

impl Default for Plan {
    fn default() -> Plan {
        Plan {
            plies: 4,
            positions: 2000,
            seed: 1,
            game_plies: 200,
            search_depth: None,
            likeness: Likeness::Exact,
            witnesses: 3,
        }
    }
}

/// What differed at a witness.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Difference {
    /// The successor lists (or an error on one side).
    Successors,
    /// Both give the same successors, but `ChosenPosition` picks differently.
    Choice {
        a: Result<Option<String>, SideError>,
        b: Result<Option<String>, SideError>,
    },
}

/// One differing state: the moves that reach it from the start, each side's state there,
/// and each side's moves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Witness {
    /// The moves from the start, in PDN.
    pub path: Vec<String>,
    /// How the witness was found: `breadth first` or `random game N`.
    pub found_by: String,
    pub state_a: State,
    pub state_b: State,
    pub moves_a: Result<Vec<(String, State)>, SideError>,
    pub moves_b: Result<Vec<(String, State)>, SideError>,
    pub difference: Difference,
}

/// What a comparison measured.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Comparison {
    /// Distinct positions compared breadth first.
    pub breadth_first: u64,
    /// Positions compared along random games.
    pub random: u64,
    /// Positions where the two sides differ.
    pub differences: u64,
    /// Positions whose first side's list holds one position twice (two paths, one result).
    pub repeated: u64,
    /// The first differing states, fewest moves from the start first.
    pub witnesses: Vec<Witness>,
}

impl Comparison {
    pub fn compared(&self) -> u64 {
        self.breadth_first + self.random
    }
}

/// Progress of a long comparison, for the caller to show.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Progress {
    pub compared: u64,
    pub differences: u64,
}

/// Compares two players from `start` (each side's own start state).
pub fn compare(
    a: &mut Player,
    b: &mut Player,
    start: (State, State),
    plan: &Plan,
    progress: &mut dyn FnMut(Progress),
) -> Comparison {
    let mut run = Run {
        a,
        b,
        plan,
        result: Comparison::default(),
        differing: HashSet::new(),
        progress,
    };
    run.breadth_first(start);
    run.random_games(start);
    run.result
        .witnesses
        .sort_by_key(|w| (w.path.len(), w.found_by != "breadth first"));
    run.result.witnesses.truncate(plan.witnesses);
    run.result
}

/// Plays a fixed line of moves (each named in PDN as [`Player::names`] names it) on both sides,
/// comparing every position on the way, then the random games from where it ends. Returns
/// `None` (and the comparison so far) when a move of the line is not offered by both sides.
pub fn compare_line(
    a: &mut Player,
    b: &mut Player,
    start: (State, State),
    line: &[&str],
    plan: &Plan,
    progress: &mut dyn FnMut(Progress),
) -> (Comparison, bool) {
    let mut run = Run {
        a,
        b,
        plan,
        result: Comparison::default(),
        differing: HashSet::new(),
        progress,
    };
    let (mut sa, mut sb) = start;
    let mut path = Vec::new();
    let mut complete = true;
    for wanted in line.iter().map(|m| m.to_string()).chain([String::new()]) {
        run.result.random += 1;
        // Past a difference the line goes on: each side plays the move of that name.
        let lists = match run.visit(&sa, &sb, &path, "the game line") {
            Some(lists) => lists,
            None => match (run.a.successors(&sa), run.b.successors(&sb)) {
                (Ok(la), Ok(lb)) => (la, lb),
                _ => {
                    complete = wanted.is_empty();
                    break;
                }
            },
        };
        if wanted.is_empty() {
            break;
        }
        let find = |player: &Player, parent: &State, list: &[State]| {
            let names = player.names(parent, list);
            names
                .iter()
                .position(|n| *n == wanted)
                .and_then(|i| list.get(i).copied())
        };
        let (Some(ca), Some(cb)) = (find(run.a, &sa, &lists.0), find(run.b, &sb, &lists.1)) else {
            complete = false;
            break;
        };
        path.push(wanted);
        (sa, sb) = (ca, cb);
    }
    run.random_games((sa, sb));
    run.result.witnesses.sort_by_key(|w| w.path.len());
    run.result.witnesses.truncate(plan.witnesses);
    (run.result, complete)
}

struct Run<'r> {
    a: &'r mut Player,
    b: &'r mut Player,
    plan: &'r Plan,
    result: Comparison,
    /// The differing states met so far (each counted once).
    differing: HashSet<(State, State)>,
    progress: &'r mut dyn FnMut(Progress),
}

impl Run<'_> {
    /// Compares one position; the two successor lists when both sides agree.
    fn visit(
        &mut self,
        sa: &State,
        sb: &State,
        path: &[String],
        found_by: &str,
    ) -> Option<(Vec<State>, Vec<State>)> {
        let la = self.a.successors(sa);
        let lb = self.b.successors(sb);
        let likeness = self.plan.likeness;
        if let Ok(list) = &la {
            let mut sorted: Vec<(u64, u64, u64)> = list.iter().map(|s| (s.x, s.y, s.k)).collect();
            sorted.sort_unstable();
            if sorted.windows(2).any(|w| w[0] == w[1]) {
                self.result.repeated += 1;
            }
        }
        let difference = if !likeness.same_lists(&la, &lb) {
            Some(Difference::Successors)
        } else if let (Some(depth), Ok(list)) = (self.plan.search_depth, &la) {
            if list.is_empty() {
                None
            } else {
                let ca = self.a.choose(sa, depth);
                let cb = self.b.choose(sb, depth);
                let same = match (&ca, &cb) {
                    (Ok(Some(x)), Ok(Some(y))) => likeness.same(x, y),
                    (Ok(None), Ok(None)) => true,
                    (Err(x), Err(y)) => x.message == y.message,
                    _ => false,
                };
                let name =
                    |player: &Player, parent: &State, c: Result<Option<State>, SideError>| {
                        c.map(|o| o.map(|child| player.names(parent, &[child]).concat()))
                    };
                (!same).then(|| Difference::Choice {
                    a: name(self.a, sa, ca),
                    b: name(self.b, sb, cb),
                })
            }
        } else {
            None
        };
        let count = self.result.compared() + 1;
        if count.is_multiple_of(64) {
            (self.progress)(Progress {
                compared: count,
                differences: self.result.differences,
            });
        }
        match difference {
            None => match (la, lb) {
                (Ok(la), Ok(lb)) => Some((la, lb)),
                _ => None,
            },
            Some(_) if !self.differing.insert((*sa, *sb)) => None,
            Some(difference) => {
                self.result.differences += 1;
                if self.result.witnesses.len() < 4 * self.plan.witnesses.max(1) {
                    let named = |player: &Player, parent: &State, list: MoveList| {
                        list.map(|l| player.names(parent, &l).into_iter().zip(l).collect())
                    };
                    self.result.witnesses.push(Witness {
                        path: path.to_vec(),
                        found_by: found_by.to_string(),
                        state_a: *sa,
                        state_b: *sb,
                        moves_a: named(self.a, sa, la),
                        moves_b: named(self.b, sb, lb),
                        difference,
                    });
                }
                None
            }
        }
    }

    fn breadth_first(&mut self, start: (State, State)) {
        let mut seen: HashSet<(State, State)> = HashSet::new();
        let mut level: Vec<(State, State, Vec<String>)> = vec![(start.0, start.1, Vec::new())];
        seen.insert(start);
        for depth in 0..self.plan.plies {
            let mut next = Vec::new();
            for (sa, sb, path) in level {
                self.result.breadth_first += 1;
                let Some((la, lb)) = self.visit(&sa, &sb, &path, "breadth first") else {
                    continue;
                };
                if depth + 1 == self.plan.plies {
                    continue;
                }
                let names = self.a.names(&sa, &la);
                for ((ca, cb), name) in la.iter().zip(&lb).zip(names) {
                    if seen.insert((*ca, *cb)) {
                        let mut p = path.clone();
                        p.push(name);
                        next.push((*ca, *cb, p));
                    }
                }
            }
            level = next;
        }
    }

    fn random_games(&mut self, start: (State, State)) {
        let mut rng = SplitMix64::new(self.plan.seed);
        let mut game = 0u64;
        let mut compared = 0;
        while compared < self.plan.positions {
            game += 1;
            let found_by = format!("random game {game} (seed {})", self.plan.seed);
            let (mut sa, mut sb) = start;
            let mut path: Vec<String> = Vec::new();
            for _ in 0..self.plan.game_plies.max(1) {
                if compared >= self.plan.positions {
                    break;
                }
                compared += 1;
                self.result.random += 1;
                let Some((la, lb)) = self.visit(&sa, &sb, &path, &found_by) else {
                    break;
                };
                if la.is_empty() {
                    break;
                }
                let i = rng.below(la.len());
                path.push(self.a.names(&sa, &la).swap_remove(i));
                (sa, sb) = (la[i], lb[i]);
            }
            if path.is_empty() {
                // The start itself differs or has no move: every game would end there.
                break;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::checkers::Rules;
    use crate::diff::play::opening;

    fn natives() -> (Player, Player) {
        (
            Player::native(Rules::Strachey),
            Player::native(Rules::English),
        )
    }

    #[test]
    fn the_two_rule_sets_first_differ_at_ply_seven_breadth_first() {
        let (mut a, mut b) = natives();
        let plan = Plan {
            plies: 8,
            positions: 0,
            witnesses: 2,
            ..Plan::default()
        };
        let c = compare(&mut a, &mut b, (opening(), opening()), &plan, &mut |_| {});
        assert_eq!(c.random, 0);
        assert!(c.differences > 0);
        assert_eq!(c.witnesses.len(), 2);
        let first = &c.witnesses[0];
        assert_eq!(first.path.join(" "), "9-14 22-18 11-16 18x9 6x13 24-20 2-6");
        assert!(c
            .witnesses
            .windows(2)
            .all(|w| w[0].path.len() <= w[1].path.len()));
        // Seven plies are not enough to see it.
        let short = Plan { plies: 7, ..plan };
        let c = compare(&mut a, &mut b, (opening(), opening()), &short, &mut |_| {});
        assert_eq!(c.differences, 0);
    }

    #[test]
    fn random_games_are_seeded_and_stop_when_the_start_differs() {
        let (mut a, mut b) = natives();
        let plan = Plan {
            plies: 0,
            positions: 3000,
            ..Plan::default()
        };
        let start = (opening(), opening());
        let one = compare(&mut a, &mut b, start, &plan, &mut |_| {});
        let two = compare(&mut a, &mut b, start, &plan, &mut |_| {});
        assert_eq!(one, two);
        assert_eq!(one.random, 3000);
        // A start the two sides see differently: every game would end there, so one does.
        let mut other = opening();
        other.sigma = -1;
        let c = compare(&mut a, &mut b, (opening(), other), &plan, &mut |_| {});
        assert_eq!((c.random, c.differences), (1, 1));
    }
}
