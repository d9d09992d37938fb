//! What the test families share: the one way to run the built `attic` binary, scratch
//! folders, the outside clients' gate, the studio's server and HTTP client, and the corpus
//! runner with its expectation grammar.

#![allow(dead_code)]

pub mod clients;
pub mod expect;
#[cfg(feature = "studio")]
pub mod studio;

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

/// The built `attic` binary: every test that spawns it goes through here.
pub const ATTIC: &str = env!("CARGO_BIN_EXE_attic");

/// The repository root: tests run from it and read their data below it.
pub const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// `attic` as a command, run from the repository root, arguments still to add.
pub fn command() -> Command {
    let mut command = Command::new(ATTIC);
    command.current_dir(ROOT);
    command
}

/// Runs `attic ARGS` from the repository root with `stdin` on its standard input; returns the
/// exit code (-1 when killed by a signal), stdout and stderr.
pub fn attic(args: &[&str], stdin: &str) -> (i32, String, String) {
    attic_to(args, stdin, Stdio::piped())
}

/// [`attic`] with its standard output sent to `stdout` (a file such as `/dev/full`); the
/// stdout returned is what was captured, empty unless `stdout` is a pipe.
pub fn attic_to(args: &[&str], stdin: &str, stdout: Stdio) -> (i32, String, String) {
    run_to(command().args(args), stdin, stdout)
}

/// Runs `command` with `stdin` on its standard input: exit code (-1 when killed by a
/// signal), stdout and stderr.
pub fn run_with(command: &mut Command, stdin: &str) -> (i32, String, String) {
    run_to(command, stdin, Stdio::piped())
}

/// [`run_with`] for an input that is bytes, not text (a NUL or a byte of 128 or more).
pub fn run_with_bytes(command: &mut Command, stdin: &[u8]) -> (i32, String, String) {
    run_bytes(command, stdin, Stdio::piped())
}

fn run_to(command: &mut Command, stdin: &str, stdout: Stdio) -> (i32, String, String) {
    run_bytes(command, stdin.as_bytes(), stdout)
}

fn run_bytes(command: &mut Command, stdin: &[u8], stdout: Stdio) -> (i32, String, String) {
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(stdout)
        .stderr(Stdio::piped())
        .spawn()
        .expect("run the command");
    if let Some(mut input) = child.stdin.take() {
        // A command that fails before reading its input closes the pipe: that is its answer.
        let _ = input.write_all(stdin);
    }
    let out = child.wait_with_output().expect("attic output");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// A folder of its own under cargo's scratch directory for the target, created empty of
/// nothing (earlier runs' files may be there; tests overwrite what they write).
pub fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    dir
}

/// Compiles a standalone Rust program with plain `rustc -O` (`RUSTC` when set) in `dir` and
/// runs it: what it printed, or when it printed nothing (one expression that failed), the
/// first line of its error, as `attic run` would show it.
pub fn compile_and_run(source: &str, dir: &std::path::Path, name: &str) -> String {
    let rs = dir.join(format!("{name}.rs"));
    let exe = dir.join(name);
    std::fs::write(&rs, source).unwrap();
    let out = Command::new(std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into()))
        .arg("-O")
        .arg(&rs)
        .arg("-o")
        .arg(&exe)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "rustc failed on {}:\n{}",
        rs.display(),
        String::from_utf8_lossy(&out.stderr)
    );
    let run = Command::new(&exe).output().unwrap();
    let stdout = String::from_utf8(run.stdout).unwrap();
    if stdout.is_empty() {
        let stderr = String::from_utf8(run.stderr).unwrap();
        return stderr.lines().next().unwrap_or("").to_string();
    }
    stdout
}

/// The data rows of a table under `tests/` (`path` relative to it): each line split at `|`
/// and trimmed; blank lines and `#` comments left out.
pub fn table(path: &str) -> Vec<Vec<String>> {
    let path = format!("{ROOT}/tests/{path}");
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{path}: {e}"))
        .lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .map(|line| line.split('|').map(|f| f.trim().to_string()).collect())
        .collect()
}

/// A checkers position as the tables write it: a PDN FEN, or `opening` followed by moves
/// played from the start under `rules`.
pub fn checkers_position(spec: &str, rules: attic::checkers::Rules) -> attic::checkers::Position {
    use attic::checkers::{find_move, parse_fen, Position};
    let mut words = spec.split_whitespace();
    match words.next() {
        Some("opening") => words.fold(Position::initial(), |pos, text| {
            find_move(&pos, rules, text)
                .unwrap_or_else(|e| panic!("{spec}: {e}"))
                .after
        }),
        _ => parse_fen(spec).unwrap_or_else(|e| panic!("{spec}: {e}")),
    }
}
