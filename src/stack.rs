//! The one way attic gets native stack. Parsers, resolvers, interpreters, value printers and
//! engine searches recurse once a nesting level; each asks here, never `stacker` or
//! `thread::Builder::stack_size` itself, so that every deep input meets the same policy.
//!
//! - [`on_stack`]: a run's own thread, with the biggest stack the machine grants (std only,
//!   in `limits.rs`, because standalone translations paste that file).
//! - [`on_front_end_stack`]: parsing and walking a tree on a stack reserved for deep nesting.
//! - [`deep`]: a recursive step that grows the current stack when it runs low.
//! - [`grow`]: a fixed-size segment for an interpreter that meters its own stack.
//! - [`spawn`]: a named thread with a stack of a given size (engines, graders).

pub use crate::limits::{on_stack, stack_headroom, stack_room, ThreadError, STACK_SIZES};

/// The native stack left free before a recursive step; below it [`deep`] grows the stack.
pub const RED_ZONE: usize = 1024 * 1024;
/// How much native stack each growth of [`deep`] adds.
pub const CHUNK: usize = 8 * 1024 * 1024;

/// Runs a recursive step, first growing the stack by [`CHUNK`] if less than [`RED_ZONE`] is
/// left.
#[inline]
pub fn deep<T>(f: impl FnOnce() -> T) -> T {
    stacker::maybe_grow(RED_ZONE, CHUNK, f)
}

/// Runs `f` on a fresh stack segment of `size` bytes.
pub fn grow<T>(size: usize, f: impl FnOnce() -> T) -> T {
    stacker::grow(size, f)
}

/// The stack left on the current thread, where the platform can tell.
pub fn remaining() -> Option<usize> {
    stacker::remaining_stack()
}

/// Stack for the front ends (parsing, resolving, printing and dropping syntax trees recurse
/// once a nesting level): 100 000 nested parentheses, blocks or conditionals fit in it.
/// Reserved, not committed, until used. `attic run` and the studio's child runs parse on it.
pub const FRONT_END_STACK: usize = 1 << 30;

/// Runs `f` on the front ends' stack: every command and studio request that parses a
/// program and walks its tree (`parse`, `run`, `translate`) goes through here, so each
/// handles the nesting the others do.
///
/// Under `ulimit -v` the stack is what the process may still map ([`stack_room`]); with less
/// than a few megabytes to spare it stays on the current thread's stack, so a small program
/// still runs rather than the process failing to map a stack it does not need.
pub fn on_front_end_stack<T>(f: impl FnOnce() -> T) -> T {
    match stack_room(FRONT_END_STACK, 4 << 20) {
        0 => f(),
        room => grow(room, f),
    }
}

/// Starts a named thread with a stack of `size` bytes.
pub fn spawn<T: Send + 'static>(
    name: &str,
    size: usize,
    f: impl FnOnce() -> T + Send + 'static,
) -> std::io::Result<std::thread::JoinHandle<T>> {
    std::thread::Builder::new()
        .name(name.to_string())
        .stack_size(size)
        .spawn(f)
}
