//! The documentation, read as a newcomer reads it: every command that `README.md` and
//! `docs/*.md` show is run, or at least parsed, and what the text quotes of its output is
//! checked against what it prints.
//!
//! Commands in ```sh blocks:
//! - every line of every `sh` block is a command (a line ending in `\` goes on on the next),
//!   run by `sh -c` from a scratch folder that sees the repository's `programs/` and `tests/`,
//!   with the built `attic` first on the PATH. The blocks of one page run in order in one
//!   folder, so a command may read what an earlier one wrote (`game.pdn`, `units`).
//! - its exit code must be 0, unless its comment says `exit N`;
//! - every figure in its comment (a number of three characters or more, a PDN move such as
//!   `9-14` or `10x3x12`) must be in what it printed: stdout, stderr and the file its stdout
//!   is redirected to;
//! - a block line `# TEXT` under a command is a line of its output, quoted (`# ...` elides);
//! - a command too long for a test says so in the page: its comment begins `(long)`. The test
//!   then runs the variant [`LONG`] gives it: the same words, only numbers made smaller, after
//!   setup commands when its input must be made smaller too. The variant's exit code is
//!   checked; the figures quoted are the long run's and are not.
//! - commands that are not attic's are left to what runs them, named in [`NOT_RUN`] with the
//!   reason (`cargo`: the Quick start, which `boundaries.rs` checks against CI; `systemctl`: a
//!   deployment). `curl` lines (the studio's API) need an outside client and run in the gated
//!   test `the_studios_curl_example_answers_as_quoted`, against a studio started for it.
//!
//! Commands in the text (`attic checkers perft DEPTH ...` inline): `attic PATH --help` exits 0
//! for its subcommand path (each alternative of `a|b` in it) and names every `--flag` the span
//! shows; and every `--flag` the pages name in backquotes is a flag of some attic command (or
//! of cargo's, listed in [`NOT_ATTICS_FLAGS`]).
//!
//! Nothing here measures time: the long commands are the ones whose work grows past seconds
//! (deep perft), marked in the page, and the rest take a few seconds in all.

use std::collections::BTreeSet;
use std::path::Path;
use std::process::Command;

use crate::support::{attic, run_with, scratch, ATTIC, ROOT};

/// The long commands' cheap variants: (the command as the page shows it, joined on one line,
/// without its comment; the command the test runs instead).
const LONG: &[(&str, &str)] = &[
    (
        "attic checkers perft 15 --engine native --threads 2 --hash 512",
        "attic checkers perft 7 --engine native --threads 2 --hash 512",
    ),
    (
        "for f in job.*; do attic checkers perft --engine native --rules english --hash 1024 \
         --units \"$f\" > \"$f.sum\"; done",
        "attic checkers perft 9 --engine native --rules english --split 6 > units && \
         rm -f job.* && split -n l/64 units job. && \
         for f in job.*; do attic checkers perft --engine native --rules english --hash 16 \
         --units \"$f\" > \"$f.sum\"; done",
    ),
    (
        "attic checkers perft 18 --engine native --rules english --threads 2 --hash 4096",
        "attic checkers perft 9 --engine native --rules english --threads 2 --hash 64",
    ),
];

/// Commands the pages show that are not attic's to run here: (first word, why).
const NOT_RUN: &[(&str, &str)] = &[
    (
        "cargo",
        "cargo's: the Quick start, which CI runs (boundaries.rs checks they agree)",
    ),
    (
        "scripts/install-test-clients",
        "the Quick start's third line, which CI runs",
    ),
    ("systemctl", "a deployment: needs systemd and root"),
    (
        "curl",
        "needs curl: the_studios_curl_example_answers_as_quoted",
    ),
];

/// Flags the pages name that belong to other programs than attic.
const NOT_ATTICS_FLAGS: &[&str] = &[
    "--release",
    "--include-ignored",
    "--all-targets",
    "--check",
    "--bench",
    "--path",
];

/// Hidden flags, which `--help` does not list: (subcommand path, flag).
const HIDDEN: &[(&str, &str)] = &[("serve", "--run-one")];

/// The pages: README.md and every docs/*.md, with their text.
fn pages() -> Vec<(String, String)> {
    let mut names = vec!["README.md".to_string()];
    let mut docs: Vec<String> = std::fs::read_dir(Path::new(ROOT).join("docs"))
        .expect("docs/")
        .map(|e| {
            e.expect("an entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .filter(|name| name.ends_with(".md"))
        .map(|name| format!("docs/{name}"))
        .collect();
    docs.sort();
    names.extend(docs);
    names
        .into_iter()
        .map(|name| {
            let text = std::fs::read_to_string(Path::new(ROOT).join(&name))
                .unwrap_or_else(|e| panic!("{name}: {e}"));
            (name, text)
        })
        .collect()
}

/// One command of a page: its shell text on one line, its comment and the output lines
/// quoted under it.
#[derive(Debug)]
struct Shown {
    line: usize,
    shell: String,
    comment: String,
    quoted: Vec<String>,
}

/// The commands of a page's ```sh blocks, in order.
fn commands(text: &str) -> Vec<Shown> {
    let mut out: Vec<Shown> = Vec::new();
    let (mut in_block, mut pending) = (false, String::new());
    let mut start = 0;
    for (number, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if !in_block {
            in_block = line == "```sh";
            continue;
        }
        if line == "```" {
            in_block = false;
            continue;
        }
        if line.is_empty() {
            continue;
        }
        if pending.is_empty() {
            if let Some(quoted) = line.strip_prefix('#') {
                // `# TEXT`: the line as printed, its indent kept.
                let quoted = quoted.strip_prefix(' ').unwrap_or(quoted);
                let last = out.last_mut().expect("a quoted line under a command");
                last.quoted.push(quoted.trim_end().to_string());
                continue;
            }
            start = number + 1;
        }
        if let Some(head) = line.strip_suffix('\\') {
            pending.push_str(head.trim_end());
            pending.push(' ');
            continue;
        }
        pending.push_str(line);
        let whole = std::mem::take(&mut pending);
        let (shell, comment) = match whole.find(" # ") {
            Some(i) => (whole[..i].trim(), whole[i + 3..].trim()),
            None => (whole.trim(), ""),
        };
        out.push(Shown {
            line: start,
            shell: shell.to_string(),
            comment: comment.to_string(),
            quoted: Vec::new(),
        });
    }
    out
}

/// The exit codes a comment allows (`exit N`, any number of times), else 0 only.
fn allowed_codes(comment: &str) -> Vec<i32> {
    let codes: Vec<i32> = comment
        .split("exit ")
        .skip(1)
        .filter_map(|rest| {
            let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
            digits.parse().ok()
        })
        .collect();
    if codes.is_empty() {
        vec![0]
    } else {
        codes
    }
}

/// The figures a comment quotes: numbers of three characters or more and PDN moves.
fn figures(comment: &str) -> Vec<String> {
    comment
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
        .map(|word| word.trim_matches('-'))
        .filter(|word| {
            word.len() >= 3
                && word.starts_with(|c: char| c.is_ascii_digit())
                && word
                    .split(['-', 'x'])
                    .all(|part| !part.is_empty() && part.chars().all(|c| c.is_ascii_digit()))
        })
        .map(str::to_string)
        .collect()
}

/// Words with every number made `N`: a long command and its variant must agree on these.
fn shape(command: &str) -> Vec<String> {
    command
        .split_whitespace()
        .map(|word| {
            if word.chars().all(|c| c.is_ascii_digit()) {
                "N".to_string()
            } else {
                word.to_string()
            }
        })
        .collect()
}

/// A scratch folder for a page's commands, seeing the repository's `programs/` and `tests/`.
fn folder_for(page: &str) -> std::path::PathBuf {
    let dir = scratch(&format!("docs-{}", page.replace(['/', '.'], "-")));
    for name in ["programs", "tests"] {
        let link = dir.join(name);
        let _ = std::fs::remove_file(&link);
        std::os::unix::fs::symlink(Path::new(ROOT).join(name), &link).expect("a link");
    }
    dir
}

fn path_with_attic() -> String {
    format!(
        "{}:{}",
        Path::new(ATTIC)
            .parent()
            .expect("the binary's folder")
            .display(),
        std::env::var("PATH").unwrap_or_default()
    )
}

/// The files a command's stdout goes to (`> NAME`), those the test can read.
fn redirected(shell: &str) -> Vec<String> {
    shell
        .split('>')
        .skip(1)
        .filter_map(|rest| rest.split_whitespace().next())
        .filter(|name| !name.contains('$') && !name.starts_with('&') && !name.starts_with('/'))
        .map(str::to_string)
        .collect()
}

#[test]
fn every_command_the_pages_show_runs_as_the_text_says() {
    let path = path_with_attic();
    let mut ran = 0;
    let mut long_seen = BTreeSet::new();
    let mut not_run = Vec::new();
    for (page, text) in pages() {
        let dir = folder_for(&page);
        for shown in commands(&text) {
            let place = format!("{page}:{}: `{}`", shown.line, shown.shell);
            let first = shown.shell.split_whitespace().next().unwrap_or("");
            if let Some((_, why)) = NOT_RUN.iter().find(|(word, _)| *word == first) {
                not_run.push(format!("{place}: {why}"));
                continue;
            }
            let long = shown.comment.starts_with("(long)");
            let run = if long {
                let (_, variant) = LONG
                    .iter()
                    .find(|(original, _)| *original == shown.shell)
                    .unwrap_or_else(|| panic!("{place} is marked (long) but has no variant"));
                let (want, have) = (shape(&shown.shell), shape(variant));
                assert!(
                    have.ends_with(&want),
                    "{place}: the variant `{variant}` must end with the same words"
                );
                long_seen.insert(shown.shell.clone());
                variant.to_string()
            } else {
                assert!(
                    !LONG.iter().any(|(original, _)| *original == shown.shell),
                    "{place} has a variant but is not marked (long) in the page"
                );
                shown.shell.clone()
            };
            let (code, out, err) = run_with(
                Command::new("sh")
                    .args(["-c", &run])
                    .current_dir(&dir)
                    .env("PATH", &path),
                "",
            );
            let allowed = allowed_codes(&shown.comment);
            assert!(
                allowed.contains(&code),
                "{place} exited {code}, not {allowed:?}\nstdout: {out}\nstderr: {err}"
            );
            ran += 1;
            if long {
                continue;
            }
            let mut printed = format!("{out}\n{err}");
            for file in redirected(&shown.shell) {
                if let Ok(text) = std::fs::read_to_string(dir.join(&file)) {
                    printed.push_str(&text);
                }
            }
            for figure in figures(&shown.comment) {
                assert!(
                    printed.contains(&figure),
                    "{place}: its comment quotes {figure}, which it does not print:\n{printed}"
                );
            }
            let lines: Vec<&str> = out.lines().map(str::trim_end).collect();
            for quoted in shown.quoted.iter().filter(|q| *q != "...") {
                assert!(
                    lines.contains(&quoted.trim_end()),
                    "{place}: the page quotes the line `{quoted}`, which it does not print:\n{out}"
                );
            }
        }
    }
    let marked: BTreeSet<String> = LONG.iter().map(|(o, _)| o.to_string()).collect();
    assert_eq!(long_seen, marked, "every variant's command is in a page");
    assert!(ran > 40, "only {ran} commands ran");
    assert!(
        not_run.iter().any(|l| l.contains("curl")) && not_run.len() < 10,
        "{not_run:#?}"
    );
}

/// The studio's `curl` example: a studio on a free port of loopback stands for
/// `localhost:8080`, and the answer must be the JSON the page quotes under it.
#[cfg(feature = "studio")]
#[test]
#[ignore = "needs curl"]
fn the_studios_curl_example_answers_as_quoted() {
    let curl = crate::support::clients::program("curl");
    let server = crate::support::studio::Server::start(&[]);
    let path = format!(
        "{}:{}",
        curl.parent().expect("curl's folder").display(),
        path_with_attic()
    );
    let mut checked = 0;
    for (page, text) in pages() {
        for shown in commands(&text) {
            if !shown.shell.starts_with("curl ") {
                continue;
            }
            let run = shown
                .shell
                .replace("localhost:8080", &server.addr.to_string());
            let (code, out, err) =
                run_with(Command::new("sh").args(["-c", &run]).env("PATH", &path), "");
            assert_eq!(code, 0, "{page}:{}: {err}", shown.line);
            let answer: serde_json::Value = serde_json::from_str(&out)
                .unwrap_or_else(|e| panic!("{page}:{}: {e}: {out}", shown.line));
            let quoted: serde_json::Value = serde_json::from_str(&shown.quoted.join("\n"))
                .unwrap_or_else(|e| panic!("{page}:{}: the quoted answer: {e}", shown.line));
            assert_eq!(answer, quoted, "{page}:{}", shown.line);
            checked += 1;
        }
    }
    assert!(checked > 0);
}

/// Every `attic` command of the subcommand tree, as paths (`["checkers", "perft"]`), read from
/// the `Commands:` sections of `--help`.
fn subcommands(path: &[String], out: &mut Vec<(Vec<String>, String)>) {
    let mut args: Vec<&str> = path.iter().map(String::as_str).collect();
    args.push("--help");
    let (code, help, err) = attic(&args, "");
    assert_eq!(code, 0, "attic {args:?}: {err}");
    let children: Vec<String> = help
        .lines()
        .skip_while(|line| line.trim() != "Commands:")
        .skip(1)
        .take_while(|line| line.starts_with("  "))
        .filter_map(|line| line.split_whitespace().next())
        .filter(|name| *name != "help")
        .map(str::to_string)
        .collect();
    out.push((path.to_vec(), help));
    for child in children {
        let mut next = path.to_vec();
        next.push(child);
        subcommands(&next, out);
    }
}

/// The `--flag`s a text names.
fn flags(text: &str) -> Vec<String> {
    text.split(|c: char| c.is_whitespace() || "[](),;`".contains(c))
        .filter(|word| word.starts_with("--") && word.len() > 2)
        .map(|word| {
            let end = word[2..]
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
                .map_or(word.len(), |i| i + 2);
            word[..end].trim_end_matches('-').to_string()
        })
        .filter(|flag| flag.len() > 2)
        .collect()
}

/// Whether `help` lists `flag` (followed by a space, `=`, `,` or the line's end).
fn lists(help: &str, flag: &str) -> bool {
    help.match_indices(flag).any(|(at, _)| {
        !help[at + flag.len()..]
            .starts_with(|c: char| c.is_ascii_alphanumeric() || c == '-' || c == '_')
    })
}

/// The spans in backquotes of a page, a span going on over a line break.
fn spans(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut in_code_block = false;
    let mut prose = String::new();
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            in_code_block = !in_code_block;
            continue;
        }
        if !in_code_block {
            prose.push_str(line);
            prose.push('\n');
        }
    }
    for paragraph in prose.split("\n\n") {
        let joined = paragraph.replace('\n', " ");
        out.extend(joined.split('`').skip(1).step_by(2).map(str::to_string));
    }
    out
}

#[test]
fn every_command_and_flag_the_text_names_exists() {
    let mut tree = Vec::new();
    subcommands(&[], &mut tree);
    assert!(tree.len() > 30, "{} commands", tree.len());
    let help_of = |path: &[String]| {
        tree.iter()
            .find(|(p, _)| p.as_slice() == path)
            .map(|(_, help)| help.as_str())
    };
    let every_help: String = tree.iter().map(|(_, h)| h.as_str()).collect();
    let mut wrong = Vec::new();
    let mut commands_checked = 0;
    // Without the studio there is no `attic serve`: its pages and its command are left out.
    let studio_only = |page: &str, span: &str| {
        !cfg!(feature = "studio")
            && (matches!(page, "docs/deploy.md" | "docs/studio.md")
                || span.starts_with("attic serve"))
    };
    for (page, text) in pages() {
        for span in spans(&text) {
            if studio_only(&page, &span) {
                continue;
            }
            if let Some(rest) = span.strip_prefix("attic ") {
                // The subcommand path: words of lower-case letters (`a|b` for alternatives),
                // up to the first flag, placeholder or file.
                let words: Vec<&str> = rest
                    .split_whitespace()
                    .take_while(|w| {
                        w.chars()
                            .all(|c| c.is_ascii_lowercase() || c == '|' || c == '-')
                            && !w.starts_with('-')
                    })
                    .collect();
                let mut paths: Vec<Vec<String>> = vec![Vec::new()];
                for word in &words {
                    paths = paths
                        .iter()
                        .flat_map(|p| {
                            word.split('|').map(move |alt| {
                                let mut next = p.clone();
                                next.push(alt.to_string());
                                next
                            })
                        })
                        .collect();
                }
                for path in paths {
                    // A path may end in a positional word that is no subcommand (`attic diff A B`
                    // has none here; `attic chess solve` does): take its longest known prefix.
                    let known = (0..=path.len())
                        .rev()
                        .find_map(|n| help_of(&path[..n]).map(|help| (n, help)));
                    let (n, help) = known.expect("the root command at least");
                    if n < path.len() {
                        wrong.push(format!(
                            "{page}: `{span}`: no command `attic {}`",
                            path.join(" ")
                        ));
                        continue;
                    }
                    let joined = path.join(" ");
                    for flag in flags(rest) {
                        if !lists(help, &flag)
                            && !HIDDEN.contains(&(joined.as_str(), flag.as_str()))
                        {
                            wrong.push(format!("{page}: `{span}`: `attic {joined}` has no {flag}"));
                        }
                    }
                    commands_checked += 1;
                }
            } else if span.starts_with("--") {
                for flag in flags(&span) {
                    if !lists(&every_help, &flag) && !NOT_ATTICS_FLAGS.contains(&flag.as_str()) {
                        wrong.push(format!("{page}: `{span}`: no attic command has {flag}"));
                    }
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
    assert!(commands_checked > 40, "{commands_checked}");
}

/// Every relative link of a page leads to a file or folder of the repository, and a link to
/// a `#section` of a page to one of its headings (as GitHub makes the anchors: lower case,
/// spaces to `-`, other punctuation dropped).
#[test]
fn every_link_the_pages_give_leads_somewhere() {
    let anchor = |heading: &str| -> String {
        heading
            .trim()
            .to_lowercase()
            .chars()
            .filter_map(|c| match c {
                ' ' => Some('-'),
                c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
                _ => None,
            })
            .collect()
    };
    let mut wrong = Vec::new();
    let mut links = 0;
    for (page, text) in pages() {
        let folder = Path::new(ROOT).join(&page);
        let folder = folder.parent().expect("the page's folder");
        for target in text
            .split("](")
            .skip(1)
            .filter_map(|rest| rest.split(')').next())
        {
            if target.starts_with("http") || target.starts_with("mailto:") {
                continue;
            }
            links += 1;
            let (file, section) = target.split_once('#').unwrap_or((target, ""));
            let path = if file.is_empty() {
                Path::new(ROOT).join(&page)
            } else {
                folder.join(file)
            };
            if !path.exists() {
                wrong.push(format!("{page}: ({target}): no {}", path.display()));
                continue;
            }
            if !section.is_empty() {
                let headings = std::fs::read_to_string(&path).unwrap_or_default();
                let found = headings
                    .lines()
                    .filter_map(|line| line.strip_prefix('#'))
                    .map(|line| anchor(line.trim_start_matches('#')))
                    .any(|a| a == section);
                if !found {
                    wrong.push(format!("{page}: ({target}): no heading #{section}"));
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
    assert!(links > 20, "{links} links");
}

/// A newcomer's first `attic ...` after the Quick start must not be "command not found": the
/// Quick start says how to get the command, before any `attic` command of the README.
#[test]
fn the_quick_start_says_how_to_get_attic() {
    let readme = std::fs::read_to_string(Path::new(ROOT).join("README.md")).expect("README");
    let quick_start = readme
        .split("## Quick start")
        .nth(1)
        .and_then(|rest| rest.split("\n## ").next())
        .expect("a Quick start section");
    let install = quick_start
        .find("cargo install --path .")
        .expect("the Quick start installs attic");
    assert!(
        quick_start.contains("target/release/attic"),
        "{quick_start}"
    );
    let first_attic = commands(&readme)
        .into_iter()
        .find(|shown| shown.shell.starts_with("attic"))
        .expect("an attic command in the README");
    let before: usize = readme[..readme.find("## Quick start").unwrap()]
        .lines()
        .count();
    let install_line = before + quick_start[..install].lines().count();
    assert!(
        first_attic.line >= install_line,
        "README.md:{}: `{}` comes before the Quick start says how to get attic (line {install_line})",
        first_attic.line,
        first_attic.shell
    );
}
