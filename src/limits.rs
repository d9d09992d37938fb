//! Bounds on one run of a program, shared by every interpreter and translated runtime (CPL
//! and ALGOL 60): a runaway program stops with a [`LimitReached`] that names the bound, never
//! by hanging or aborting the process.
//!
//! The library names limits in words only (`steps`, `depth`, ...); the command line is the one
//! place that knows which flag raises each (`--max-steps`, `--max-depth`, `--max-memory`,
//! `--time-limit`).
//!
//! Defaults ([`Limits::default`]), the same for both languages:
//! - steps: [`Limits::DEFAULT_MAX_STEPS`] (10⁹): CPL counts applications of definitions and
//!   builtins, ALGOL statements executed and loop steps; a few tens of seconds of work;
//! - depth: [`Limits::DEFAULT_MAX_DEPTH`] (2·10⁶ nested procedure activations or definition
//!   applications): enough for Knuth's man or boy with k = 20 (about 10⁶ nested activations);
//! - memory: [`Limits::DEFAULT_MAX_MEMORY`] (2 GiB): the interpreter's stack and any one
//!   array must fit in it;
//! - no deadline and no cancel flag.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Instant;

/// Bounds on one run. Construct with `Limits { max_steps: 1000, ..Limits::default() }`.
#[derive(Debug, Clone)]
pub struct Limits {
    /// The most steps a run may take (what a step is depends on the language, see the module
    /// documentation).
    pub max_steps: u64,
    /// The deepest nesting of procedure activations (ALGOL) or definition applications (CPL).
    pub max_depth: usize,
    /// Bytes of memory a run may use for its stack and for any one array.
    pub max_memory: usize,
    /// A run still going at this instant stops.
    pub deadline: Option<Instant>,
    /// A run stops soon after another thread sets this flag.
    pub cancel: Option<Arc<AtomicBool>>,
}

impl Limits {
    pub const DEFAULT_MAX_STEPS: u64 = 1_000_000_000;
    pub const DEFAULT_MAX_DEPTH: usize = 2_000_000;
    pub const DEFAULT_MAX_MEMORY: usize = 2 << 30;

    /// No bound on steps, depth, time or cancellation; memory keeps its default. For callers
    /// that run a known program to its end (the chess bridge runs the historical solver).
    pub fn unbounded() -> Limits {
        Limits {
            max_steps: u64::MAX,
            max_depth: usize::MAX,
            ..Limits::default()
        }
    }

    /// How often (in steps) an interpreter should call [`Limits::check_clock`]: reading the
    /// clock at every step would cost more than the step.
    pub const CLOCK_INTERVAL: u64 = 1 << 14;

    /// The deadline has passed or the run was cancelled.
    pub fn check_clock(&self) -> Result<(), LimitReached> {
        if let Some(flag) = &self.cancel {
            if flag.load(Ordering::Relaxed) {
                return Err(LimitReached::Cancelled);
            }
        }
        if let Some(deadline) = self.deadline {
            if Instant::now() >= deadline {
                return Err(LimitReached::Time);
            }
        }
        Ok(())
    }
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_steps: Limits::DEFAULT_MAX_STEPS,
            max_depth: Limits::DEFAULT_MAX_DEPTH,
            max_memory: Limits::DEFAULT_MAX_MEMORY,
            deadline: None,
            cancel: None,
        }
    }
}

/// Which bound stopped a run.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LimitReached {
    Steps,
    Depth,
    Memory,
    Time,
    Cancelled,
}

impl std::fmt::Display for LimitReached {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            LimitReached::Steps => "the step limit",
            LimitReached::Depth => "the depth limit",
            LimitReached::Memory => "the memory limit",
            LimitReached::Time => "the time limit",
            LimitReached::Cancelled => "cancellation",
        })
    }
}

impl std::error::Error for LimitReached {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clock_checks_cancel_and_deadline() {
        assert_eq!(Limits::default().check_clock(), Ok(()));
        let flag = Arc::new(AtomicBool::new(true));
        let cancelled = Limits {
            cancel: Some(flag),
            ..Limits::default()
        };
        assert_eq!(cancelled.check_clock(), Err(LimitReached::Cancelled));
        let late = Limits {
            deadline: Some(Instant::now()),
            ..Limits::default()
        };
        assert_eq!(late.check_clock(), Err(LimitReached::Time));
    }
}
