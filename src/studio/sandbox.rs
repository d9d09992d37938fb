//! Programs from requests run in a child process: `attic serve --run-one` reads one run
//! request as JSON on stdin, runs it through [`crate::run`] and writes the answer as JSON on
//! stdout. The child's address space is capped (`RLIMIT_AS`), so a program that allocates
//! without end dies alone with a memory-limit answer instead of taking the server down, and
//! the deadline is kept by killing the child, whatever the interpreter is doing.

use std::io::{Read, Write};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use serde_json::{json, Value};

/// How a sandboxed run ended when it gave no answer of its own.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Stopped {
    /// Killed at its deadline (or when the pool cancelled it).
    Time,
    /// It died: past its address-space cap (an allocation failed) or by another signal.
    Memory(String),
    /// The child could not be started or spoke no JSON: a fault of the server.
    Trouble(String),
}

/// Room for the ALGOL interpreter's own thread stack (reserved, not used, until deep
/// recursion); CPL runs on the main thread and grows its stack in small segments.
const ALGOL_STACK_ROOM: u64 = crate::algol::STACK_BYTES as u64;
/// Room for the binary's code, its threads and the allocator's arenas.
const BASE_ROOM: u64 = 256 << 20;

/// Runs `request` (the `/api/run` body with `limits` added) in a child under `max_memory`
/// bytes of heap, until `deadline` or `cancel`. The child is `runner serve --run-one`, or this
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
    let stack = if request["language"] == "algol" || request["kind"] == "course" {
        ALGOL_STACK_ROOM
    } else {
        0
    };
    let cap = stack + BASE_ROOM + max_memory;
    let mut command = Command::new(exe);
    command
        .args(["serve", "--run-one"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null());
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
            return Err(Stopped::Time);
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let _ = writer.join();
    let text = reader.join().unwrap_or_default();
    if let Some(signal) = status.signal() {
        return Err(Stopped::Memory(format!(
            "the run died by signal {signal} (an allocation past its {} MiB failed)",
            max_memory >> 20
        )));
    }
    serde_json::from_str(&text).map_err(|e| Stopped::Trouble(format!("the run's answer: {e}")))
}

/// The child's side: one request from stdin, its outcome on stdout. An allocation past the cap
/// aborts the child, which the parent reports as the memory limit.
pub fn run_one() -> std::io::Result<()> {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text)?;
    let answer = match serde_json::from_str::<Value>(&text) {
        Ok(request) => answer(&request),
        Err(e) => json!({ "error": format!("bad request: {e}") }),
    };
    let mut out = std::io::stdout().lock();
    out.write_all(answer.to_string().as_bytes())?;
    out.flush()
}

fn answer(request: &Value) -> Value {
    if request["kind"] == "course" {
        return super::api::course_check_in_child(request);
    }
    let text = |key: &str| request.get(key).and_then(Value::as_str);
    let number = |key: &str| request["limits"].get(key).and_then(Value::as_u64);
    let language = match text("language") {
        Some("algol") => crate::run::Language::Algol,
        _ => crate::run::Language::Cpl,
    };
    let mut run = crate::run::RunRequest::new(language, "program", text("source").unwrap_or(""));
    run.eval = text("eval");
    run.input = text("input").unwrap_or("");
    run.prelude = request["prelude"].as_bool().unwrap_or(true);
    run.reading = match text("reading") {
        Some("xor") => crate::cpl::logical::Reading::Xor,
        _ => crate::cpl::logical::Reading::Set,
    };
    run.counts = request["counts"].as_bool().unwrap_or(false);
    if request["trace"].as_bool().unwrap_or(false) {
        run.trace = Some(crate::run::Trace {
            depth: request["trace_depth"]
                .as_u64()
                .map(|d| usize::try_from(d).unwrap_or(usize::MAX)),
            calls: true,
            labels: request["trace_labels"].as_bool().unwrap_or(false),
        });
    }
    if let (Some(steps), Some(depth), Some(output)) = (
        number("max_steps"),
        number("max_depth"),
        number("max_output"),
    ) {
        run.limits = crate::run::RunLimits {
            max_steps: steps,
            max_depth: depth as usize,
            max_output: output as usize,
            ..crate::run::RunLimits::default()
        };
    }
    let outcome = crate::run::run(&run);
    json!({
        "stdout": outcome.stdout,
        "stderr": outcome.stderr(),
        "exit": outcome.exit,
        "diagnostic": outcome.diagnostic.as_ref().map(super::api::diagnostic_json),
        "trace": outcome.trace,
    })
}
