//! The ALGOL 60 conformance corpus (`tests/algol/conformance/`), run through any executor.
//!
//! Each program starts with a comment that says what the Revised Report demands of it:
//! `comment exit 0, prints: TEXT;` (stdout is TEXT, spaces as written) or
//! `comment exit 65, says: WORDS;` (the exit code, and stderr contains WORDS). An executor is
//! a closure from a program's path to its [`Outcome`]; the interpreter (through the `attic`
//! binary) is one, a translation to Rust can be another.

use std::path::{Path, PathBuf};

/// What running one program gave.
pub struct Outcome {
    pub exit: i32,
    pub stdout: String,
    pub stderr: String,
}

/// What a program's header comment demands.
pub struct Expected {
    pub exit: i32,
    pub prints: Option<String>,
    pub says: Option<String>,
}

/// Reads the header `comment exit N, prints: TEXT;` or `comment exit N, says: WORDS;`.
pub fn expected(text: &str) -> Option<Expected> {
    let rest = text.trim_start().strip_prefix("comment exit ")?;
    let (code, rest) = rest.split_once(", ")?;
    let exit = code.trim().parse().ok()?;
    let (what, body) = rest.split_once(':')?;
    let body = body.split_once(';')?.0.trim().replace("\\n", "\n");
    match what {
        "prints" => Some(Expected {
            exit,
            prints: Some(body),
            says: None,
        }),
        "says" => Some(Expected {
            exit,
            prints: None,
            says: Some(body),
        }),
        _ => None,
    }
}

/// Every `.alg` file of the corpus, sorted.
pub fn programs() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/algol/conformance");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("the conformance corpus")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "alg"))
        .collect();
    files.sort();
    files
}

/// Runs every program of the corpus through `execute` and returns one line per program whose
/// outcome differs from its header (empty: all pass).
pub fn check_all(execute: impl Fn(&Path) -> Outcome) -> Vec<String> {
    let mut failures = Vec::new();
    for path in programs() {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let text = std::fs::read_to_string(&path).expect("read a corpus program");
        let Some(want) = expected(&text) else {
            failures.push(format!("{name}: no `comment exit N, prints: ...;` header"));
            continue;
        };
        let got = execute(&path);
        let mut wrong = Vec::new();
        if got.exit != want.exit {
            wrong.push(format!("exit {} (expected {})", got.exit, want.exit));
        }
        if let Some(prints) = &want.prints {
            if got.stdout.trim_end() != prints.trim_end() {
                wrong.push(format!("printed {:?} (expected {prints:?})", got.stdout));
            }
        }
        if let Some(says) = &want.says {
            if !got.stderr.contains(says.as_str()) {
                wrong.push(format!("said {:?} (expected {says:?})", got.stderr));
            }
        }
        if !wrong.is_empty() {
            failures.push(format!("{name}: {}", wrong.join("; ")));
        }
    }
    failures
}
