//! Hostile input on the command line: every reproducer of the "every input, every limit"
//! issue as one case of `tests/hostile/cases.txt`, with the exit code it must give and its
//! output snapshotted (all cases in one snapshot, in file order).
//!
//! A case is `name | exit code | arguments [| stdin]`. In the arguments, `$TMP/NAME` is a file
//! this harness generates (too big or too regular to commit: a 1 MB line, a sum of 257 terms;
//! `$TMP/fifo` is a FIFO no one writes), `@$TMP/NAME` is that file's text as one argument, a
//! last argument `>/dev/full` sends stdout to a full disk, and `\x1b` is the escape character.
//! In stdin, `\n` is a line break, `\x1b`, `\x07` and `\x00` are ESC, BEL and NUL, and a stdin
//! of `<$TMP/NAME` is that file. `/dev/zero` is the file that never ends.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Stdio;

/// Files too big or too regular to commit, written before the cases run.
fn generated() -> Vec<(&'static str, String)> {
    let terms = |n: usize| vec!["1"; n].join(" + ");
    vec![
        // A 1 MB line with a stray `)` in its middle.
        (
            "long-line.cpl",
            format!("A = {} ) + {}\n", terms(100_000), terms(100_000)),
        ),
        ("flat-sum-257.cpl", format!("A = {}\n", terms(257))),
        ("flat-sum-256.cpl", format!("A = {}\n", terms(256))),
        // A line that does not end for 10 MB.
        ("ten-megabyte-line.txt", "9".repeat(10 << 20)),
        // A FEN of 120 KB, its side to move the long field.
        (
            "long-fen.txt",
            format!("4k3/8/8/8/8/8/8/4K3 {} - - 0 1", "w".repeat(120_000)),
        ),
        // Two 50 000-letter names that agree in their first 12 characters.
        (
            "long-names.alg",
            format!(
                "begin integer {a}x, {a}y; {a}x := 1; {a}y := 2 end\n",
                a = "a".repeat(50_000)
            ),
        ),
    ]
}

struct Case {
    name: String,
    code: i32,
    args: Vec<String>,
    stdin: String,
    /// The arguments and stdin as the case writes them, for the report.
    shown_args: String,
    shown_stdin: String,
}

/// `@FILE`: the file's text as the argument.
fn argument(word: &str) -> String {
    match word.strip_prefix('@') {
        Some(path) => std::fs::read_to_string(path).expect("a generated argument file"),
        None => word.to_string(),
    }
}

/// Escapes a case writes in stdin; `<FILE` is the file.
fn standard_input(field: &str) -> String {
    match field.strip_prefix('<') {
        Some(path) => std::fs::read_to_string(path).expect("a generated stdin file"),
        None => field
            .replace("\\n", "\n")
            .replace("\\x1b", "\u{1b}")
            .replace("\\x07", "\u{7}")
            .replace("\\x00", "\0"),
    }
}

fn cases(tmp: &Path) -> Vec<Case> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/hostile/cases.txt");
    let text = std::fs::read_to_string(path).expect("tests/hostile/cases.txt");
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            let fields: Vec<&str> = l.split(" | ").map(str::trim).collect();
            assert!(
                (3..=4).contains(&fields.len()),
                "a case is `name | exit | arguments [| stdin]`: {l}"
            );
            let tmp = tmp.display().to_string();
            Case {
                name: fields[0].to_string(),
                code: fields[1].parse().expect("an exit code"),
                args: split_args(fields[2])
                    .into_iter()
                    .map(|a| argument(&a.replace("$TMP", &tmp).replace("\\x1b", "\u{1b}")))
                    .collect(),
                stdin: fields
                    .get(3)
                    .map_or(String::new(), |s| standard_input(&s.replace("$TMP", &tmp))),
                shown_args: split_args(fields[2]).join(" "),
                shown_stdin: fields.get(3).map_or(String::new(), |s| s.to_string()),
            }
        })
        .collect()
}

/// Words split at blanks; `'...'` quotes a word with blanks in it.
fn split_args(text: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut rest = text.trim();
    while !rest.is_empty() {
        let (word, after) = match rest.strip_prefix('\'') {
            Some(quoted) => {
                let end = quoted.find('\'').expect("a closing quote");
                (&quoted[..end], &quoted[end + 1..])
            }
            None => rest.split_at(rest.find(' ').unwrap_or(rest.len())),
        };
        words.push(word.to_string());
        rest = after.trim_start();
    }
    words
}

/// Timings change from run to run.
fn redact(text: &str, tmp: &str) -> String {
    text.lines()
        .map(|l| {
            if l.contains(" leaves in ") {
                "[timing]".to_string()
            } else if let Some((step, found)) = l.split_once(" finished after ") {
                // `depth 3 finished after 0.12 s: ...`: the step and what it found stay.
                let found = found.split_once(" s: ").map_or("", |(_, f)| f);
                format!("{step} finished after [time]: {found}")
            } else {
                l.replace(tmp, "$TMP")
            }
        })
        .map(|l| l + "\n")
        .collect()
}

#[test]
fn hostile_command_lines() {
    let tmp = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("hostile");
    std::fs::create_dir_all(&tmp).expect("a scratch directory");
    for (name, text) in generated() {
        std::fs::write(tmp.join(name), text).expect("a generated case file");
    }
    let fifo = tmp.join("fifo");
    if !fifo.exists() {
        let made = std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .expect("mkfifo");
        assert!(made.success(), "mkfifo {}", fifo.display());
    }
    let tmp_name = tmp.display().to_string();
    let mut report = String::new();
    for case in cases(&tmp) {
        let mut args: Vec<&str> = case.args.iter().map(String::as_str).collect();
        let full = args.last() == Some(&">/dev/full");
        let stdout = if full {
            args.pop();
            Stdio::from(std::fs::File::create("/dev/full").expect("/dev/full"))
        } else {
            Stdio::piped()
        };
        let (code, out, err) = crate::support::attic_to(&args, &case.stdin, stdout);
        assert_eq!(
            code, case.code,
            "{}: exit code\nstdout:\n{out}\nstderr:\n{err}",
            case.name
        );
        // Nothing reaches the terminal raw, however hostile the input.
        for (stream, text) in [("stdout", &out), ("stderr", &err)] {
            assert!(
                !text.contains('\u{1b}'),
                "{}: an escape character reached {stream}",
                case.name
            );
        }
        let _ = writeln!(
            report,
            "=== {} (exit {code})\n$ attic {}",
            case.name, case.shown_args
        );
        if case.shown_stdin.starts_with('<') {
            let _ = writeln!(report, "stdin: {}", case.shown_stdin);
        } else if !case.stdin.is_empty() {
            let stdin = case.stdin.replace(&tmp_name, "$TMP");
            let _ = writeln!(report, "stdin: {}", stdin.escape_debug());
        }
        let _ = write!(
            report,
            "--- stdout\n{}--- stderr\n{}",
            redact(&out, &tmp_name),
            redact(&err, &tmp_name)
        );
    }
    insta::assert_snapshot!("hostile_cases", report);
}

/// attic run by sh with `arguments` (shell words) under `ulimit -v 2000000`: 2 GB of address
/// space.
fn attic_in_two_gigabytes(arguments: &str) -> std::process::Output {
    attic_under_ulimit(2_000_000, arguments)
}

/// attic run by sh with `arguments` (shell words) under `ulimit -v KB`.
fn attic_under_ulimit(kilobytes: u64, arguments: &str) -> std::process::Output {
    std::process::Command::new("sh")
        .arg("-c")
        .arg(format!("ulimit -v {kilobytes} && exec \"$0\" {arguments}"))
        .arg(crate::support::ATTIC)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("sh")
}

/// Under a limited address space (`ulimit -v 2000000`, 2 GB) the 2 GiB interpreter stack is
/// refused: the run starts on a smaller stack and gives the program's own output.
#[test]
fn algol_runs_under_a_limited_address_space() {
    let out = attic_in_two_gigabytes("run tests/algol/man-or-boy.alg");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "stderr:\n{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    let unlimited = crate::support::attic(&["run", "tests/algol/man-or-boy.alg"], "");
    assert_eq!(String::from_utf8_lossy(&out.stdout), unlimited.1);
}

/// Under a small address space (`ulimit -v 800000`, 800 MB, less than the front ends' 1 GiB
/// stack and the 2 GiB interpreter stack) parsing and running programs that need a few
/// megabytes work as without the cap: same exit code, same output, no panic.
#[test]
fn commands_run_under_800_megabytes_as_without_a_cap() {
    let commands: [&[&str]; 6] = [
        &["run", "tests/algol/man-or-boy.alg"],
        &["run", "tests/algol/jensen.alg"],
        &["parse", "programs/cpl/strachey-1966-corrected.cpl"],
        &["run", "tests/hostile/fib.cpl", "--eval", "Fib(15)"],
        &["translate", "tests/algol/jensen.alg"],
        &[
            "checkers",
            "choose",
            "--depth",
            "3",
            "--engine",
            "interpreted",
        ],
    ];
    for args in commands {
        let quoted: Vec<String> = args.iter().map(|a| format!("'{a}'")).collect();
        let capped = attic_under_ulimit(800_000, &quoted.join(" "));
        let stderr = String::from_utf8_lossy(&capped.stderr);
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        let (code, out, err) = crate::support::attic(args, "");
        assert_eq!(capped.status.code(), Some(code), "{args:?}: {stderr}");
        assert_eq!(String::from_utf8_lossy(&capped.stdout), out, "{args:?}");
        assert_eq!(stderr, err, "{args:?}");
    }
}

/// A CPL runaway under the same small address space ends at the memory limit (its budget
/// shrinks to what the process can map), exit 1, instead of aborting on a failed allocation.
#[test]
fn cpl_runs_under_a_limited_address_space() {
    let out = attic_in_two_gigabytes("run tests/hostile/dup.cpl --eval 'Dup(Join(1, NIL), 40)'");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "stderr:\n{stderr}");
    assert!(stderr.contains("the memory limit"), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
}

/// A search too deep to finish (`choose --depth 30`) under `--time-limit` deepens a ply at a
/// time, shows each finished depth on stderr, and when the clock stops it prints the choice of
/// the last depth it finished and exits 1, for the native and the translated executors.
#[test]
fn a_deep_choice_under_a_time_limit_says_what_it_found() {
    for engine in ["native", "translated"] {
        let args = [
            "checkers",
            "choose",
            "--depth",
            "30",
            "--engine",
            engine,
            "--time-limit",
            "0.5",
        ];
        let (code, out, err) = crate::support::attic(&args, "");
        assert_eq!(code, 1, "{engine}: {err}");
        assert!(err.contains("depth 1 finished after"), "{engine}: {err}");
        assert!(
            err.contains("error: the time limit (0.5 s) was reached while searching"),
            "{engine}: {err}"
        );
        assert!(out.starts_with("depth: "), "{engine}: {out}");
        assert!(
            out.contains("(the last one finished)\nmove: 9-14\n"),
            "{engine}: {out}"
        );
    }
}

/// A translated standalone ALGOL program honours the memory budget as the interpreter does
/// (arrays and activations at every level of a recursion; a switch that names itself), and
/// under a limited address space (`ulimit -v 2000000`) it starts on a smaller stack, runs, and
/// a runaway one ends at the limit's error with exit 1: never killed, never a silent 101. The
/// interpreter ends the same runaway program the same way there.
#[test]
fn translated_algol_under_a_memory_budget_and_a_limited_address_space() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("hostile-translated");
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    let limited = |command: &str| {
        let out = std::process::Command::new("sh")
            .arg("-c")
            .arg(format!("ulimit -v 2000000 && exec {command}"))
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .output()
            .expect("sh");
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    let memory_limit = "bytes (the memory limit)";
    let cases: [(&str, &[&str], Option<i32>, &str); 4] = [
        ("tests/algol/man-or-boy.alg", &[], Some(0), ""),
        (
            "tests/hostile/array-per-level.alg",
            &[],
            Some(1),
            memory_limit,
        ),
        (
            "tests/hostile/array-per-level.alg",
            &["--max-memory", "100000000"],
            Some(1),
            "more than 100000000 bytes (the memory limit)",
        ),
        (
            "tests/hostile/self-switch.alg",
            &["--max-memory", "100000000"],
            Some(1),
            "(the memory limit)",
        ),
    ];
    for (k, (program, flags, code, message)) in cases.iter().enumerate() {
        let rust = dir.join(format!("p{k}.rs"));
        let binary = dir.join(format!("p{k}"));
        let rust_name = rust.display().to_string();
        let mut args = vec!["translate", program, "--standalone", "-o", &rust_name];
        args.extend(flags.iter());
        let (translated, _, err) = crate::support::attic(&args, "");
        assert_eq!(translated, 0, "{program}: {err}");
        let compiled =
            std::process::Command::new(std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into()))
                .args(["--edition", "2021", "-C", "opt-level=1", "-o"])
                .arg(&binary)
                .arg(&rust)
                .output()
                .expect("rustc");
        assert!(
            compiled.status.success(),
            "{}",
            String::from_utf8_lossy(&compiled.stderr)
        );
        let (got, out, err) = limited(&binary.display().to_string());
        assert_eq!(
            got, *code,
            "{program} {flags:?}: stdout {out}\nstderr {err}"
        );
        assert!(err.contains(message), "{program} {flags:?}: {err}");
        if *code == Some(0) {
            let interpreted = crate::support::attic(&["run", program], "");
            assert_eq!(out, interpreted.1, "{program}");
        }
    }
    // The interpreter, with the default budget, in the same address space.
    let (code, _, err) = limited(&format!(
        "{} run tests/hostile/array-per-level.alg",
        crate::support::ATTIC
    ));
    assert_eq!(code, Some(1), "{err}");
    assert!(err.contains(memory_limit), "{err}");
}
