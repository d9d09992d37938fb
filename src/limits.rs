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
//! - memory: [`Limits::DEFAULT_MAX_MEMORY`] (4 GiB, because man or boy with k = 20 needs about
//!   3 GiB of ALGOL interpreter stack): what [`meter`] counts plus the stack the run uses;
//!   where the process may map less (`ulimit -v`), an ALGOL run takes half of what it may
//!   still map ([`within_address_space`]), so that a runaway program ends at the budget with
//!   the limit's error rather than in an allocation failure that aborts the process;
//! - no deadline and no cancel flag.
//!
//! Memory is an estimate, counted as values are created and freed (see [`meter`]): CPL list
//! cells and tuples, ALGOL arrays and activation frames, each at its allocation's size; plus
//! the stack: CPL's value stack and [`CPL_FRAME_BYTES`] of native stack per nested
//! application, ALGOL's native stack as measured by the interpreter. Allocator overhead,
//! syntax trees and output buffers are not counted.

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
    /// Bytes of memory a run may use: its values, lists, arrays and frames, and its stack
    /// (an estimate, see the module documentation).
    pub max_memory: usize,
    /// A run still going at this instant stops.
    pub deadline: Option<Instant>,
    /// A run stops soon after another thread sets this flag.
    pub cancel: Option<Arc<AtomicBool>>,
}

impl Limits {
    pub const DEFAULT_MAX_STEPS: u64 = 1_000_000_000;
    pub const DEFAULT_MAX_DEPTH: usize = 2_000_000;
    pub const DEFAULT_MAX_MEMORY: usize = 4 << 30;

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

/// The native stack one nested CPL application takes: `F(n) = F(n + 1)` nested 8 million deep
/// holds about 880 bytes a level (x86-64, optimised: the evaluator's `eval`, `call` and
/// `enter` frames and the grown stack's segments), rounded up.
pub const CPL_FRAME_BYTES: usize = 1024;

/// Live bytes of interpreter values on this thread: CPL cells and tuples, ALGOL arrays and
/// frames add their size when they are created and take it back when they are freed. Values
/// never leave the thread that made them (they are `Rc`), so a thread-local count is exact
/// for what it counts.
pub mod meter {
    use std::cell::Cell;

    thread_local! {
        static LIVE: Cell<usize> = const { Cell::new(0) };
    }

    /// `bytes` were allocated for a value.
    #[inline(always)]
    pub fn allocated(bytes: usize) {
        LIVE.with(|live| live.set(live.get().wrapping_add(bytes)));
    }

    /// A value that [`allocated`] counted was freed.
    #[inline(always)]
    pub fn freed(bytes: usize) {
        LIVE.with(|live| live.set(live.get().saturating_sub(bytes)));
    }

    /// The bytes counted and not yet freed on this thread.
    #[inline(always)]
    pub fn live() -> usize {
        LIVE.with(Cell::get)
    }
}

/// The memory budget a run can really have: `max_memory`, or less when the process may not
/// map that much more (`ulimit -v`): then half of the address space still free (the soft
/// `Max address space` of `/proc/self/limits` less the `VmSize` of `/proc/self/status`; the
/// other half is for what the meter does not count), so that a runaway program ends at the
/// budget with the limit's error instead of an allocation failure that aborts the process.
/// ALGOL runs (interpreted and translated) call it as they start, after their stack is
/// mapped; the CPL interpreter when it loads a program or its limits change. std only:
/// standalone translations paste this file.
pub fn within_address_space(max_memory: usize) -> usize {
    fn field(path: &str, name: &str) -> Option<usize> {
        let text = std::fs::read_to_string(path).ok()?;
        let line = text.lines().find(|l| l.starts_with(name))?;
        line[name.len()..].split_whitespace().next()?.parse().ok()
    }
    static LIMIT: std::sync::OnceLock<Option<usize>> = std::sync::OnceLock::new();
    let Some(limit) = *LIMIT.get_or_init(|| field("/proc/self/limits", "Max address space")) else {
        return max_memory;
    };
    let mapped = field("/proc/self/status", "VmSize:").map_or(0, |kb| kb.saturating_mul(1024));
    max_memory.min(limit.saturating_sub(mapped) / 2)
}

/// The thread stacks [`on_stack`] tries, largest first: 2 GiB holds the deepest runs the
/// defaults allow (man or boy with k = 20 goes on to grown segments past it); where the address
/// space is limited (`ulimit -v`) a smaller stack starts, and the memory limit, clipped by
/// [`within_address_space`], stops a deep run before the process runs out of room.
pub const STACK_SIZES: [usize; 5] = [2 << 30, 512 << 20, 128 << 20, 32 << 20, 8 << 20];

/// The part of a thread's stack kept free for the deepest single step: a quarter, at most
/// 256 MiB.
pub fn stack_headroom(size: usize) -> usize {
    (size / 4).min(256 << 20)
}

/// Runs `f` on a thread with the biggest stack of [`STACK_SIZES`] the machine grants, giving
/// `f` how much of it a run may use (the stack less [`stack_headroom`]). `Ok(Err(_))`: `f`
/// panicked (the payload, for the caller to pass on or report); `Err`: no thread started,
/// in words. The one way every interpreter, translated program and engine search gets a big
/// stack (std only: standalone translations paste this file).
pub fn on_stack<T: Send>(
    f: impl FnOnce(usize) -> T + Send,
) -> Result<std::thread::Result<T>, ThreadError> {
    std::thread::scope(|scope| {
        // The closure goes to the first thread that starts; a refused spawn drops its handle
        // on it, so the next size can take it.
        let slot = std::sync::Arc::new(std::sync::Mutex::new(Some(f)));
        let mut last = String::new();
        for size in STACK_SIZES {
            let budget = size - stack_headroom(size);
            let mine = slot.clone();
            let spawned = std::thread::Builder::new()
                .name("run".into())
                .stack_size(size)
                .spawn_scoped(scope, move || {
                    let f = mine.lock().ok().and_then(|mut g| g.take());
                    f.map(|f| f(budget))
                });
            match spawned {
                Ok(h) => {
                    return match h.join() {
                        Ok(Some(v)) => Ok(Ok(v)),
                        Ok(None) => Err(ThreadError(last)),
                        Err(panic) => Ok(Err(panic)),
                    }
                }
                Err(e) => last = e.to_string(),
            }
        }
        Err(ThreadError(last))
    })
}

/// How much of `want` bytes of stack a run may grow on the current thread: all of it, or
/// half of what the process may still map under `ulimit -v`, or nothing (0) when that is
/// less than `floor`: then the caller stays on the stack it has, rather than fail to map.
pub fn stack_room(want: usize, floor: usize) -> usize {
    let room = within_address_space(want);
    if room < floor {
        0
    } else {
        room
    }
}

/// No thread could start, not even with the smallest stack of [`STACK_SIZES`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ThreadError(String);

impl std::fmt::Display for ThreadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "cannot start the program's thread, not even with a {} MiB stack ({}): the \
             process may not map that much memory (see `ulimit -v`)",
            STACK_SIZES[STACK_SIZES.len() - 1] >> 20,
            self.0
        )
    }
}

impl std::error::Error for ThreadError {}

/// Limits are equal when their bounds are and they share the same cancel flag (by identity).
impl PartialEq for Limits {
    fn eq(&self, other: &Limits) -> bool {
        self.max_steps == other.max_steps
            && self.max_depth == other.max_depth
            && self.max_memory == other.max_memory
            && self.deadline == other.deadline
            && match (&self.cancel, &other.cancel) {
                (None, None) => true,
                (Some(a), Some(b)) => Arc::ptr_eq(a, b),
                _ => false,
            }
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
