//! The state of one evaluation of translated code: what is left of its step and depth
//! limits, its clock, its call counts and the constants being computed.

use super::error::ErrorKind;
use super::{error, R};
use crate::limits::Limits;

/// Limits and host settings of one evaluation.
///
/// `begin` reads the limits (`max_steps`, `max_depth`) into what is left of each, `fuel` (the
/// steps until the next check: the step limit, or the next reading of the clock) and `room`
/// (the levels of nesting left), both signed, so that a call tests both with one sign test
/// (`(fuel | room) < 0`).
#[derive(Debug, Clone)]
pub struct Ctx {
    pub max_depth: usize,
    pub max_steps: u64,
    /// Steps left until `check_at` (below zero: it has been passed).
    pub fuel: i64,
    /// Levels of nesting left: `max_depth` less the calls under way.
    pub room: i64,
    /// Integer constants the host overrides (`SearchDepth`).
    pub overrides: Vec<(&'static str, i64)>,
    /// The constants being computed (one that needs itself is an error).
    pub busy: Vec<&'static str>,
    /// Calls of each definition (by the number the generated code gives it, the index in its
    /// `DEFINITIONS`), counted when the host sizes it; empty, nothing is counted.
    pub calls: Vec<u64>,
    /// The host's deadline: an evaluation still going then stops (checked every
    /// [`Limits::CLOCK_INTERVAL`] steps).
    pub deadline: Option<std::time::Instant>,
    /// The host's cancel flag: an evaluation stops soon after it is raised.
    pub cancel: Option<std::sync::Arc<std::sync::atomic::AtomicBool>>,
    /// The step count at which a call next leaves its fast path: the step limit, or sooner
    /// when there is a clock to read.
    pub check_at: u64,
}

impl Default for Ctx {
    fn default() -> Ctx {
        let mut ctx = Ctx {
            max_depth: Limits::DEFAULT_MAX_DEPTH,
            max_steps: Limits::DEFAULT_MAX_STEPS,
            fuel: 0,
            room: 0,
            overrides: Vec::new(),
            busy: Vec::new(),
            calls: Vec::new(),
            deadline: None,
            cancel: None,
            check_at: 0,
        };
        ctx.begin();
        ctx
    }
}

impl Ctx {
    /// Starts an evaluation under the limits as they are now: no calls nested, no steps
    /// taken. With a clock (a deadline or a cancel flag) the first call reads it and sets the
    /// next check; without one the only check is the step limit, set here, so that a host
    /// making many short evaluations (a perft's successor lists) never leaves the fast path.
    pub fn begin(&mut self) {
        if self.deadline.is_none() && self.cancel.is_none() {
            self.check_at = self.max_steps.min(i64::MAX as u64);
            self.fuel = self.check_at as i64;
        } else {
            self.check_at = 0;
            self.fuel = 0;
        }
        self.room = self.max_depth.min(i64::MAX as usize) as i64;
        self.busy.clear();
    }

    /// The steps taken since `begin`.
    pub fn steps(&self) -> u64 {
        (self.check_at as i64).wrapping_sub(self.fuel) as u64
    }

    /// The calls under way.
    pub fn depth(&self) -> usize {
        (self.max_depth.min(i64::MAX as usize) as i64 - self.room) as usize
    }

    /// The entry of a constant's computation: an error when it is already under way.
    pub fn enter_constant(&mut self, name: &'static str, place: &'static str) -> R<()> {
        if self.busy.contains(&name) {
            let name = name.to_string();
            return Err(error(ErrorKind::SelfDependent { name }, place));
        }
        self.busy.push(name);
        Ok(())
    }

    pub fn leave_constant(&mut self) {
        self.busy.pop();
    }

    /// The entry of a call of definition number `def`: one step, one level deeper, one call
    /// counted; an error past the step limit, or when the calls under way already reach the
    /// depth limit.
    #[inline(always)]
    pub fn enter(&mut self, def: usize, place: &'static str) -> R<()> {
        self.fuel -= 1;
        self.room -= 1;
        if let Some(calls) = self.calls.get_mut(def) {
            *calls += 1;
        }
        // `|`, not `||`: one branch on the fast path.
        if (self.fuel | self.room) < 0 {
            self.room += 1;
            self.limit(place)?;
            self.room -= 1;
        }
        Ok(())
    }

    /// One round of a `while` loop: a step, as in the interpreter, so that a loop that calls
    /// nothing still meets the step limit (and the clock is read as for calls).
    #[inline]
    pub fn round(&mut self, place: &'static str) -> R<()> {
        self.fuel -= 1;
        if self.fuel < 0 {
            // No level is entered: the depth is not in question.
            self.room += 1;
            let checked = self.limit(place);
            self.room -= 1;
            checked?;
        }
        Ok(())
    }

    /// `enter` and `leave` at once, for a definition that calls no definition (a leaf): the
    /// same step, count and limits, without the level that nothing inside it would see.
    #[inline(always)]
    pub fn tick(&mut self, def: usize, place: &'static str) -> R<()> {
        self.fuel -= 1;
        if let Some(calls) = self.calls.get_mut(def) {
            *calls += 1;
        }
        if (self.fuel | (self.room - 1)) < 0 {
            self.limit(place)?;
        }
        Ok(())
    }

    /// Past `check_at` or at the depth limit: the error of the limit reached, or (when only
    /// the clock was due) the next `check_at`.
    #[cold]
    #[inline(never)]
    fn limit(&mut self, place: &'static str) -> R<()> {
        let steps = self.steps();
        if steps <= self.max_steps && self.room > 0 {
            if let Some(flag) = &self.cancel {
                if flag.load(std::sync::atomic::Ordering::Relaxed) {
                    return Err(error(ErrorKind::Cancelled, place));
                }
            }
            if self
                .deadline
                .is_some_and(|d| std::time::Instant::now() >= d)
            {
                return Err(error(ErrorKind::TimeLimit, place));
            }
            let clocked = self.deadline.is_some() || self.cancel.is_some();
            let limit = self.max_steps.min(i64::MAX as u64);
            self.check_at = if clocked {
                limit.min(steps.saturating_add(Limits::CLOCK_INTERVAL))
            } else {
                limit
            };
            self.fuel = (self.check_at - steps) as i64;
            return Ok(());
        }
        let kind = if steps > self.max_steps {
            ErrorKind::StepLimit {
                limit: self.max_steps,
            }
        } else {
            ErrorKind::DepthLimit {
                limit: self.max_depth,
            }
        };
        Err(error(kind, place))
    }

    /// The normal return of a call (an error ends the whole evaluation, so it needs none).
    #[inline(always)]
    pub fn leave(&mut self) {
        self.room += 1;
    }

    pub fn override_int(&self, name: &str) -> Option<i64> {
        self.overrides
            .iter()
            .find(|(n, _)| *n == name)
            .map(|&(_, v)| v)
    }
}
