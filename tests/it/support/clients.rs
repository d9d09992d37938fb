//! The outside clients that some tests drive: pydraughts, python-chess, selenium with
//! Chromium and its driver. They are test clients only, installed by
//! `scripts/install-test-clients` (Debian packages when root, Python packages into a virtual
//! environment under the target folder). A test that needs one is marked
//! `#[ignore = "needs ..."]`, so `cargo test --release` counts it as ignored on a machine with
//! only Rust; `-- --include-ignored` runs it, and then a missing client fails it, in words.

use std::path::PathBuf;
use std::process::Command;

const INSTALL: &str = "run scripts/install-test-clients first";

/// The Python that `scripts/install-test-clients` set up (its virtual environment), else the
/// `python3` on the PATH.
fn interpreter() -> PathBuf {
    if let Some(python) = std::env::var_os("ATTIC_TEST_PYTHON") {
        return python.into();
    }
    // CARGO_TARGET_TMPDIR is TARGET/tmp; the script puts the environment in TARGET/test-clients.
    let venv = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .parent()
        .expect("the target folder")
        .join("test-clients/venv/bin/python3");
    if venv.exists() {
        venv
    } else {
        PathBuf::from("python3")
    }
}

/// A Python that can import every module of `modules`, as a command to add a script to;
/// panics, saying what is missing and how to install it, when there is none.
pub fn python(modules: &[&str]) -> Command {
    let python = interpreter();
    let probe = Command::new(&python)
        .arg("-c")
        .arg(format!("import {}", modules.join(", ")))
        .output();
    match probe {
        Err(e) => panic!("this test needs {} ({e}): {INSTALL}", python.display()),
        Ok(out) if !out.status.success() => panic!(
            "this test needs the Python modules {modules:?} ({}): {INSTALL}",
            String::from_utf8_lossy(&out.stderr).trim()
        ),
        Ok(_) => {}
    }
    let mut command = Command::new(python);
    command.current_dir(super::ROOT);
    command
}

/// The path of a program that must be installed (`chromium`, `chromedriver`, `nginx`, ...);
/// panics in words when it is not on the PATH (nor in /usr/sbin or /usr/games).
pub fn program(name: &str) -> PathBuf {
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path)
        .chain(["/usr/sbin".into(), "/usr/games".into()])
        .map(|dir| dir.join(name))
        .find(|candidate| candidate.is_file())
        .unwrap_or_else(|| panic!("this test needs `{name}`: {INSTALL}"))
}
