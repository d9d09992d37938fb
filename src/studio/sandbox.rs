//! Work from requests that parses, translates or runs a program text runs in a child
//! process: `attic serve --run-one` ([`super::child`]) reads one request as JSON on stdin,
//! does it on a big stack, as `attic run` does, and writes the answer as JSON on stdout. The child's address space is capped (`RLIMIT_AS`), so
//! a program that allocates without end dies alone with a memory-limit answer instead of
//! taking the server down; a text nested past any stack kills only the child; and the
//! deadline is kept by killing the child, whatever the interpreter is doing.

use std::io::{Read, Write};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use serde_json::Value;

/// How a sandboxed run ended when it gave no answer of its own.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Stopped {
    /// Killed at its deadline (or when the pool cancelled it).
    Time,
    /// An allocation past its address-space cap failed.
    Memory(String),
    /// Its stack overflowed: the text or the run nested deeper than the child's stack holds.
    Stack(String),
    /// It died otherwise (a signal, with what it said).
    Died(String),
    /// The child could not be started or spoke no JSON: a fault of the server.
    Trouble(String),
}

impl Stopped {
    /// The limit's short name (as `"limit"` in answers) and the error in words; `None` for
    /// [`Stopped::Time`] and [`Stopped::Trouble`], which each caller answers its own way.
    pub fn limit(&self) -> Option<(&'static str, String)> {
        match self {
            Stopped::Memory(why) => Some(("memory", format!("memory limit reached: {why}"))),
            Stopped::Stack(why) => Some(("stack", format!("stack limit reached: {why}"))),
            Stopped::Died(why) => Some(("crash", format!("the run died: {why}"))),
            Stopped::Time | Stopped::Trouble(_) => None,
        }
    }
}

/// Room for the ALGOL interpreter's own thread stack (reserved, not used, until deep
/// recursion); CPL runs on the front-end stack and grows its stack in small segments.
const ALGOL_STACK_ROOM: u64 = crate::algol::STACK_BYTES as u64;
/// Room for the front-end stack every child parses on (reserved, not used, until deep
/// nesting).
const FRONT_END_ROOM: u64 = crate::stack::FRONT_END_STACK as u64;
/// Room for the binary's code, its threads and the allocator's arenas.
const BASE_ROOM: u64 = 256 << 20;
/// The most of the child's stderr kept to tell why it died (Rust's last words are short).
const STDERR_KEPT: u64 = 64 << 10;

/// Runs `request` (the `/api/run` body with `limits` added, a course check with `"kind":
/// "course"`, a translation with `"kind": "translate"`) in a child under `max_memory` bytes of
/// heap, until `deadline` or `cancel`. The child is `runner serve --run-one`, or this
/// process's own executable when `runner` is `None`.
pub fn run(
    runner: Option<&std::path::Path>,
    request: &Value,
    max_memory: u64,
    deadline: Instant,
    cancel: &Arc<AtomicBool>,
) -> Result<Value, Stopped> {
    let exe = match runner {
        Some(path) => path.to_path_buf(),
        None => std::env::current_exe().map_err(|e| Stopped::Trouble(e.to_string()))?,
    };
    // A course check may run either language.
    let runs_algol = request["language"] == "algol" && request["kind"] != "translate";
    let stack = if runs_algol || request["kind"] == "course" {
        ALGOL_STACK_ROOM
    } else {
        0
    };
    let cap = FRONT_END_ROOM + stack + BASE_ROOM + max_memory;
    let mut command = Command::new(exe);
    command
        .args(["serve", "--run-one"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    // SAFETY: between fork and exec the closure only calls setrlimit, which is
    // async-signal-safe, and touches no lock or allocation.
    unsafe {
        command.pre_exec(move || {
            let limit = libc::rlimit {
                rlim_cur: cap as libc::rlim_t,
                rlim_max: cap as libc::rlim_t,
            };
            if libc::setrlimit(libc::RLIMIT_AS, &limit) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
    let mut child = command
        .spawn()
        .map_err(|e| Stopped::Trouble(format!("cannot start the run: {e}")))?;
    let body = request.to_string();
    let mut stdin = child.stdin.take().expect("piped");
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(body.as_bytes());
    });
    let mut stdout = child.stdout.take().expect("piped");
    let reader = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = stdout.read_to_string(&mut text);
        text
    });
    let stderr = child.stderr.take().expect("piped");
    let complaints = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = stderr.take(STDERR_KEPT).read_to_string(&mut text);
        text
    });
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) => {}
            Err(e) => return Err(Stopped::Trouble(e.to_string())),
        }
        if Instant::now() >= deadline || cancel.load(Ordering::Relaxed) {
            let _ = child.kill();
            let _ = child.wait();
            let _ = writer.join();
            let _ = reader.join();
            let _ = complaints.join();
            return Err(Stopped::Time);
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let _ = writer.join();
    let text = reader.join().unwrap_or_default();
    let said = complaints.join().unwrap_or_default();
    if let Some(signal) = status.signal() {
        return Err(why_it_died(signal, &said, max_memory));
    }
    serde_json::from_str(&text).map_err(|e| Stopped::Trouble(format!("the run's answer: {e}")))
}

/// Names the cause of a child's death by `signal` from its last words on stderr: Rust says
/// when a stack overflowed and when an allocation failed before it aborts.
fn why_it_died(signal: i32, said: &str, max_memory: u64) -> Stopped {
    if said.contains("has overflowed its stack") {
        Stopped::Stack(
            "the program nests deeper than the run's stack holds (it overflowed)".to_string(),
        )
    } else if said.contains("memory allocation of") || said.contains("allocate") {
        Stopped::Memory(format!(
            "an allocation past the run's {} MiB failed",
            max_memory >> 20
        ))
    } else if signal == libc::SIGSEGV || signal == libc::SIGBUS {
        // A stack segment grown on demand has no guard Rust knows of: its overflow is a
        // plain segmentation fault.
        Stopped::Stack(format!(
            "the run died by signal {signal} (a segmentation fault: its stack overflowed)"
        ))
    } else {
        let last = said.lines().rev().find(|l| !l.trim().is_empty());
        Stopped::Died(match last {
            Some(line) => format!("signal {signal}: {}", line.trim()),
            None => format!("signal {signal}"),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_childs_death_is_named_by_its_last_words() {
        let overflow =
            "\nthread 'main' has overflowed its stack\nfatal runtime error: stack overflow\n";
        assert!(matches!(
            why_it_died(libc::SIGABRT, overflow, 192 << 20),
            Stopped::Stack(_)
        ));
        let allocation = "memory allocation of 1073741824 bytes failed\n";
        match why_it_died(libc::SIGABRT, allocation, 192 << 20) {
            Stopped::Memory(why) => assert!(why.contains("192 MiB"), "{why}"),
            other => panic!("{other:?}"),
        }
        assert!(matches!(
            why_it_died(libc::SIGSEGV, "", 192 << 20),
            Stopped::Stack(_)
        ));
        match why_it_died(libc::SIGKILL, "", 192 << 20) {
            Stopped::Died(why) => assert_eq!(why, "signal 9"),
            other => panic!("{other:?}"),
        }
    }
}
