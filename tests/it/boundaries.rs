//! The crate's boundaries, read from the source: the native engines stand alone, parsers never
//! evaluate, and anyhow stays in the command line.

use std::fs;
use std::path::{Path, PathBuf};

fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for entry in fs::read_dir(dir).expect("a source folder") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            out.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
    out.sort();
    out
}

fn src(folder: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("src")
        .join(folder)
}

/// The lines of `file` that name `crate::MODULE` (a `use` or a path), comments left out.
fn mentions(file: &Path, modules: &[&str]) -> Vec<String> {
    let text = fs::read_to_string(file).expect("readable source");
    text.lines()
        .filter(|line| !line.trim_start().starts_with("//"))
        .filter(|line| {
            modules.iter().any(|m| {
                line.contains(&format!("crate::{m}::"))
                    || line.contains(&format!("crate::{m};"))
                    || line.contains(&format!("crate::{m}}}"))
                    || line.contains(&format!("attic::{m}::"))
            })
        })
        .map(|line| format!("{}: {}", file.display(), line.trim()))
        .collect()
}

#[test]
fn native_engines_import_nothing_from_the_languages_the_bridges_or_the_cli() {
    let forbidden = ["cpl", "algol", "bridge", "diff", "cli", "translated"];
    let mut found = Vec::new();
    for folder in ["checkers", "chess"] {
        let files = rust_files(&src(folder));
        assert!(files.len() > 5, "{folder} has its files");
        for file in files {
            found.extend(mentions(&file, &forbidden));
        }
    }
    assert!(
        found.is_empty(),
        "native engines reach out:\n{}",
        found.join("\n")
    );
}

#[test]
fn parsers_import_no_interpreter() {
    let mut found = Vec::new();
    for (file, evaluators) in [
        (
            "cpl/parse.rs",
            ["interp", "eval", "resolve", "ops", "translate"],
        ),
        (
            "algol/parse.rs",
            ["interp", "eval", "resolve", "compile", "io"],
        ),
    ] {
        let text = fs::read_to_string(src(file)).expect("a parser");
        for line in text.lines().filter(|l| l.trim_start().starts_with("use ")) {
            for e in evaluators {
                if line.contains(&format!("::{e}")) || line.contains(&format!("{{{e}")) {
                    found.push(format!("{file}: {}", line.trim()));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "parsers import evaluators:\n{}",
        found.join("\n")
    );
}

#[test]
fn anyhow_appears_only_in_the_command_line() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let cli = src("cli");
    let outside: Vec<String> = rust_files(&root)
        .into_iter()
        .filter(|f| !f.starts_with(&cli))
        .filter(|f| {
            fs::read_to_string(f)
                .expect("readable source")
                .contains("anyhow")
        })
        .map(|f| f.display().to_string())
        .collect();
    assert!(outside.is_empty(), "anyhow outside cli/: {outside:?}");
}

/// The commands between `start` and the next line that is `end`, comments and blank lines
/// left out.
fn commands_between(text: &str, start: &str, end: &str) -> Vec<String> {
    text.lines()
        .skip_while(|line| line.trim() != start)
        .skip(1)
        .take_while(|line| line.trim() != end)
        .map(|line| line.split(" # ").next().unwrap_or("").trim().to_string())
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .collect()
}

/// CI runs exactly the README's Quick start: the same commands, in the same order.
#[test]
fn ci_runs_the_readmes_quick_start() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let readme = fs::read_to_string(root.join("README.md")).expect("the README");
    let quick_start: String = readme
        .split("## Quick start")
        .nth(1)
        .expect("a Quick start section")
        .split("```sh")
        .nth(1)
        .expect("a sh block in it")
        .to_string();
    let readme_commands = commands_between(&format!("start\n{quick_start}"), "start", "```");
    let ci = fs::read_to_string(root.join(".ci/run")).expect(".ci/run");
    let ci_commands = commands_between(&ci, "# --- the README's Quick start ---", "# --- end ---");
    assert_eq!(readme_commands.len(), 3, "{readme_commands:?}");
    assert_eq!(ci_commands, readme_commands);
    assert!(
        readme_commands[1] == "cargo test --release",
        "{readme_commands:?}"
    );
}

/// The code map (docs/architecture.md) names every source file: a file's name (without `.rs`)
/// appears there as a word, so a new module cannot land unmapped. `mod.rs`, `lib.rs` and
/// `main.rs` are their folders' and the crate's own.
#[test]
fn every_source_file_is_named_in_the_code_map() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let map = fs::read_to_string(root.join("docs/architecture.md")).expect("the code map");
    let is_word = |c: char| c.is_alphanumeric() || c == '_';
    let named = |stem: &str| {
        map.match_indices(stem).any(|(at, _)| {
            let before = map[..at].chars().next_back();
            let after = map[at + stem.len()..].chars().next();
            !before.is_some_and(is_word) && !after.is_some_and(is_word)
        })
    };
    let mut unmapped = Vec::new();
    let mut folders = vec![root.join("src")];
    while let Some(folder) = folders.pop() {
        for entry in fs::read_dir(&folder).expect("a source folder") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or("");
                if !["mod", "lib", "main"].contains(&stem) && !named(stem) {
                    unmapped.push(path.display().to_string());
                }
            }
        }
    }
    assert!(
        unmapped.is_empty(),
        "not in docs/architecture.md: {unmapped:?}"
    );
}
