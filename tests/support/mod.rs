//! What several integration-test files share: running the built `attic` binary.

use std::io::Write;
use std::process::{Command, Stdio};

/// Runs `attic ARGS` from the repository root with `stdin` on its standard input; returns the
/// exit code (-1 when killed by a signal), stdout and stderr.
#[allow(dead_code)]
pub fn attic(args: &[&str], stdin: &str) -> (i32, String, String) {
    attic_to(args, stdin, Stdio::piped())
}

/// [`attic`] with its standard output sent to `stdout` (a file such as `/dev/full`); the
/// stdout returned is what was captured, empty unless `stdout` is a pipe.
#[allow(dead_code)]
pub fn attic_to(args: &[&str], stdin: &str, stdout: Stdio) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_attic"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::piped())
        .stdout(stdout)
        .stderr(Stdio::piped())
        .spawn()
        .expect("run attic");
    if let Some(mut input) = child.stdin.take() {
        // A command that fails before reading its input closes the pipe: that is its answer.
        let _ = input.write_all(stdin.as_bytes());
    }
    let out = child.wait_with_output().expect("attic output");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}
