//! The crate's boundaries, read from the source: the native engines stand alone, parsers never
//! evaluate, the two languages follow one floor plan and import nothing of each other, front
//! ends run and translate programs only through the facades, `src/translated/` holds generated
//! files only, no hand-written room is over 1000 lines, and the code map names every file by
//! its path.

use std::collections::BTreeSet;
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

/// Every `.rs` under `folder` of `src/` (the folder itself when it is a file).
fn rust_files_of(folder: &str) -> Vec<PathBuf> {
    let path = src(folder);
    if path.is_dir() {
        rust_files(&path)
    } else {
        vec![path]
    }
}

#[test]
fn parsers_import_no_interpreter() {
    let stages = [
        "eval",
        "lower",
        "resolve",
        "ops",
        "runtime",
        "translate",
        "io",
    ];
    let mut found = Vec::new();
    for lang in ["cpl", "algol"] {
        let files = rust_files_of(&format!("{lang}/parse"));
        assert!(files.len() >= 2, "{lang}/parse/ has its files");
        for file in files {
            let text = fs::read_to_string(&file).expect("a parser");
            for line in text.lines().filter(|l| l.trim_start().starts_with("use ")) {
                for stage in stages {
                    if line.contains(&format!("::{stage}")) || line.contains(&format!("{{{stage}"))
                    {
                        found.push(format!("{}: {}", file.display(), line.trim()));
                    }
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "parsers import a later stage:\n{}",
        found.join("\n")
    );
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

/// The lines of the first fenced block after `heading` in `text`.
fn block_after<'a>(text: &'a str, heading: &str) -> Vec<&'a str> {
    text.split(heading)
        .nth(1)
        .unwrap_or_else(|| panic!("a section {heading}"))
        .split("```")
        .nth(1)
        .expect("a fenced block in it")
        .lines()
        .skip(1)
        .collect()
}

/// The paths the code map names. An entry is a name at two spaces of indentation a level
/// (a folder's name ends in `/`), followed by two spaces and its description or by the end of
/// the line; a line indented deeper than one level below the last entry continues its
/// description.
fn mapped_paths(map: &[&str]) -> Vec<String> {
    let mut paths = Vec::new();
    let mut folders: Vec<String> = Vec::new();
    let mut last_indent = 0;
    for line in map {
        let indent = line.len() - line.trim_start().len();
        let body = line.trim_start();
        if body.is_empty() || indent > last_indent + 2 {
            continue;
        }
        assert!(indent % 2 == 0, "an entry at an odd indentation: {line:?}");
        let name = body.split("  ").next().unwrap_or("").trim_end();
        assert!(
            !name.contains(' '),
            "an entry names one file or folder, then two spaces: {line:?}"
        );
        folders.truncate(indent / 2);
        assert_eq!(
            folders.len(),
            indent / 2,
            "an entry outside any folder: {line:?}"
        );
        let path = format!("{}{name}", folders.concat());
        if name.ends_with('/') {
            folders.push(name.to_string());
        }
        paths.push(path);
        last_indent = indent;
    }
    paths
}

/// docs/architecture.md names every source file by its path (a new module cannot land
/// unmapped, and two files of one name in two folders are two entries), every folder of the
/// repository's top, of programs/, tests/ and tests/it/; and every path it names exists.
/// `mod.rs` files are their folders' own.
#[test]
fn the_code_map_names_every_source_file_by_its_path() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let text = fs::read_to_string(root.join("docs/architecture.md")).expect("the code map");
    let mapped: BTreeSet<String> = mapped_paths(&block_after(&text, "## Architecture"))
        .into_iter()
        .map(|p| p.trim_end_matches('/').to_string())
        .collect();
    assert!(
        mapped.len() > 150,
        "the map names its files: {}",
        mapped.len()
    );
    let relative = |p: &Path| {
        p.strip_prefix(root)
            .expect("inside the repository")
            .to_string_lossy()
            .replace('\\', "/")
    };
    let mut wanted: Vec<String> = rust_files(&root.join("src"))
        .iter()
        .filter(|f| f.file_name().is_some_and(|n| n != "mod.rs"))
        .map(|f| relative(f))
        .collect();
    for folder in ["", "programs", "tests", "tests/it"] {
        for entry in fs::read_dir(root.join(folder)).expect("a folder") {
            let path = entry.expect("an entry").path();
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
            let listed = if folder.is_empty() {
                path.is_dir() && (!name.starts_with('.') || name == ".ci") && name != "target"
            } else {
                (path.is_dir() || folder == "tests/it")
                    && !["snapshots", "main.rs", "mod.rs"].contains(&name)
            };
            if listed {
                wanted.push(relative(&path));
            }
        }
    }
    let unmapped: Vec<&String> = wanted.iter().filter(|p| !mapped.contains(*p)).collect();
    assert!(
        unmapped.is_empty(),
        "not in docs/architecture.md: {unmapped:?}"
    );
    let missing: Vec<&String> = mapped.iter().filter(|p| !root.join(p).exists()).collect();
    assert!(
        missing.is_empty(),
        "docs/architecture.md names what is not there: {missing:?}"
    );
}

/// The names in the folder `src/{lang}` (a folder's name with a `/`).
fn floor(lang: &str) -> BTreeSet<String> {
    fs::read_dir(src(lang))
        .expect("a language's folder")
        .map(|entry| {
            let path = entry.expect("an entry").path();
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
            if path.is_dir() {
                format!("{name}/")
            } else {
                name.to_string()
            }
        })
        .collect()
}

/// Both languages' folders hold the rooms of the floor plan in docs/architecture.md, each
/// language its own extras and nothing else.
#[test]
fn both_languages_follow_the_one_floor_plan() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let text = fs::read_to_string(root.join("docs/architecture.md")).expect("the code map");
    let plan = block_after(&text, "### One floor plan for both languages");
    let rooms = |label: &str| -> BTreeSet<String> {
        plan.iter()
            .find_map(|line| line.strip_prefix(&format!("{label}:")))
            .unwrap_or_else(|| panic!("the plan's line {label}:"))
            .split_whitespace()
            .map(str::to_string)
            .collect()
    };
    let both = rooms("both");
    assert!(both.len() >= 12, "{both:?}");
    for lang in ["cpl", "algol"] {
        let expected: BTreeSet<String> = both.union(&rooms(lang)).cloned().collect();
        assert_eq!(floor(lang), expected, "src/{lang}/ against the plan");
    }
}

#[test]
fn the_languages_import_nothing_of_each_other() {
    let mut found = Vec::new();
    for (lang, other) in [("cpl", "algol"), ("algol", "cpl")] {
        for file in rust_files(&src(lang)) {
            found.extend(mentions(&file, &[other]));
        }
    }
    assert!(
        found.is_empty(),
        "a language reaches into the other:\n{}",
        found.join("\n")
    );
}

/// Front ends (the command line and the studio) run and translate programs through
/// `run.rs` and `translate.rs`, never by calling an interpreter or a translator themselves,
/// so limits, output caps and exit codes are decided in one place.
#[test]
fn front_ends_run_and_translate_only_through_the_facades() {
    let forbidden = [
        "cpl::translate",
        "algol::translate",
        "algol::run",
        "algol::eval::run",
        "Interpreter::new",
        "Interpreter::load",
    ];
    let mut found = Vec::new();
    for folder in ["cli", "studio"] {
        for file in rust_files(&src(folder)) {
            let text = fs::read_to_string(&file).expect("readable source");
            for line in text.lines().filter(|l| !l.trim_start().starts_with("//")) {
                if forbidden.iter().any(|f| line.contains(f)) {
                    found.push(format!("{}: {}", file.display(), line.trim()));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "a front end runs or translates itself:\n{}",
        found.join("\n")
    );
}

/// `src/translated/` holds generated files (each says so on its first line) and their
/// `mod.rs`; no hand-written `.rs` under `src/` is over 1000 lines.
#[test]
fn translated_holds_generated_files_only_and_no_room_is_over_1000_lines() {
    let translated = src("translated");
    let mut hand_written_there = Vec::new();
    let mut too_long = Vec::new();
    for file in rust_files(&src("")) {
        let text = fs::read_to_string(&file).expect("readable source");
        let generated = text.lines().next().is_some_and(|l| l.contains("Generated"));
        if file.starts_with(&translated) {
            if !generated && file.file_name().is_some_and(|n| n != "mod.rs") {
                hand_written_there.push(file.display().to_string());
            }
        } else if text.lines().count() > 1000 {
            too_long.push(format!(
                "{} ({} lines)",
                file.display(),
                text.lines().count()
            ));
        }
    }
    assert!(
        hand_written_there.is_empty(),
        "hand-written in src/translated/: {hand_written_there:?}"
    );
    assert!(too_long.is_empty(), "over 1000 lines: {too_long:?}");
}
