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

/// What a case that ran out of its `--time-limit` prints depends on how far the clock let it
/// get (the depths or lengths it finished, the root move it was deciding, where the clock
/// was read), which depends on the machine's speed and load. Of such a case only the
/// deterministic part is kept: its exit code and, from stderr, the `error:` lines, each cut
/// after the limit it names.
fn clocked(text: &str) -> String {
    text.lines()
        .filter(|l| l.starts_with("error:"))
        .map(|l| match l.find(" was reached") {
            Some(at) if l.contains("time limit") => format!("{} [...]\n", &l[..at + 12]),
            _ => format!("{l}\n"),
        })
        .collect()
}

/// Timings change from run to run.
fn redact(text: &str, tmp: &str) -> String {
    text.lines()
        .map(|l| {
            if l.contains(" leaves in ") {
                "[timing]".to_string()
            } else if l.starts_with("run time ") || (l.starts_with("  (") && l.ends_with(" s)")) {
                // The ladder's run time and each match's.
                "[timing]".to_string()
            } else if let Some((info, _)) = l
                .strip_prefix("info depth=")
                .and_then(|_| l.split_once(" time="))
            {
                // A Hub engine's `info ... time=0.012`.
                format!("{info} time=[time]")
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
    // The cases name the scratch directory relative to the repository (where they run) when
    // it is inside it, so that what they print does not depend on where the clone is (an echo
    // clipped at 40 characters would clip a longer absolute path elsewhere).
    let tmp = tmp
        .strip_prefix(env!("CARGO_MANIFEST_DIR"))
        .map_or(tmp.clone(), Path::to_path_buf);
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
        let (out, err) = if case.code != 0 && case.args.iter().any(|a| a == "--time-limit") {
            (String::new(), clocked(&err))
        } else {
            (out, err)
        };
        let _ = write!(
            report,
            "--- stdout\n{}--- stderr\n{}",
            redact(&out, &tmp_name),
            redact(&err, &tmp_name)
        );
    }
    insta::assert_snapshot!("hostile_cases", report);
}

/// A closed stdout (`attic checkers hub | head -c 1`) ends a protocol session quietly with 0,
/// the Hub's as the UCI engine's, as the documented rule for every command says.
#[test]
fn a_protocol_session_to_a_closed_pipe_ends_quietly() {
    use std::io::Write as _;
    for args in [
        &["checkers", "hub", "--engine", "native"][..],
        &["chess", "uci"][..],
    ] {
        let mut child = crate::support::command()
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("attic");
        // The reader goes away before the session says anything.
        drop(child.stdout.take());
        if let Some(mut input) = child.stdin.take() {
            let _ = input.write_all(b"hub\ninit\nuci\nisready\nquit\n");
        }
        let out = child.wait_with_output().expect("attic");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(0), "{args:?}: {stderr}");
        assert_eq!(stderr, "", "{args:?}");
    }
}

/// A trace is kept within the run's memory budget in both languages (an eighth of it, here
/// 1 MB of an 8 MB budget): a long traced run ends its trace with a line that says where it
/// was cut and goes on to its own end (a value, a step limit), where it once grew until the
/// allocator aborted the process.
#[test]
fn a_long_trace_is_cut_within_the_memory_budget() {
    let cases: [(&[&str], i32); 2] = [
        (
            &[
                "run",
                "tests/hostile/fib.cpl",
                "--eval",
                "Fib(25)",
                "--trace",
                "--max-memory",
                "8000000",
            ],
            0,
        ),
        (
            &[
                "run",
                "tests/hostile/endless-calls.alg",
                "--trace",
                "--max-memory",
                "8000000",
                "--max-steps",
                "300000",
            ],
            1,
        ),
    ];
    for (args, code) in cases {
        let (got, out, err) = crate::support::attic(args, "");
        assert_eq!(
            got,
            code,
            "{args:?}: {}",
            &err[err.len().saturating_sub(2000)..]
        );
        let cut = "... (the trace is cut here: it passed 1000000 bytes)\n";
        let at = err.find(cut).unwrap_or_else(|| panic!("{args:?}: no cut"));
        assert!(at <= 1_000_000, "{args:?}: the trace kept {at} bytes");
        if code == 0 {
            assert_eq!(out, "75025\n");
        } else {
            assert!(err[at..].contains("the step limit"), "{}", &err[at..]);
        }
    }
}

/// `ballots` names the built-in three-move ballots whatever the working directory holds: a
/// file or a folder called `ballots` there changes nothing (such a file is `./ballots`).
#[test]
fn the_built_in_ballots_are_no_path() {
    let args = [
        "checkers",
        "match",
        "native",
        "native",
        "--openings",
        "ballots",
        "--games",
        "2",
        "--depth",
        "1",
    ];
    let (code, expected, err) = crate::support::attic(&args, "");
    assert_eq!(code, 0, "{err}");
    let root = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("hostile-ballots");
    for (dir, make) in [("file", true), ("folder", false)] {
        let dir = root.join(dir);
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a scratch directory");
        if make {
            std::fs::write(dir.join("ballots"), "1-2 3-4\n").expect("a file named ballots");
        } else {
            std::fs::create_dir_all(dir.join("ballots")).expect("a folder named ballots");
        }
        let (got, out, err) = crate::support::run_with(
            std::process::Command::new(crate::support::ATTIC)
                .args(args)
                .current_dir(&dir),
            "",
        );
        assert_eq!(got, 0, "{}: {err}", dir.display());
        assert_eq!(out, expected, "{}", dir.display());
    }
    // The file itself is read when named as a path.
    let file = root.join("file");
    let (got, _, err) = crate::support::run_with(
        std::process::Command::new(crate::support::ATTIC)
            .args([
                "checkers",
                "match",
                "native",
                "native",
                "--openings",
                "./ballots",
            ])
            .current_dir(&file),
        "",
    );
    assert_eq!(got, 65, "{err}");
}

/// A right-to-left override (U+202E) in a CPL comment or an ALGOL string: `attic translate
/// --standalone` writes it as an escape wherever it echoes the source into Rust (comments,
/// string literals), so plain `rustc` takes the file (it refuses a raw bidi control even in a
/// comment), and the program prints what `attic run` prints.
#[test]
fn bidi_controls_in_sources_are_escaped_in_translations() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("hostile-bidi");
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    let cases: [(&str, &[&str], &[&str]); 2] = [
        (
            "tests/hostile/bidi-comment.cpl",
            &["--main", "Fib(10)"],
            &["--eval", "Fib(10)"],
        ),
        ("tests/hostile/bidi-string.alg", &[], &[]),
    ];
    for (k, (program, translate_flags, run_flags)) in cases.iter().enumerate() {
        let source = std::fs::read_to_string(program).expect("the program");
        assert!(source.contains('\u{202e}'), "{program}");
        let rust = dir.join(format!("b{k}.rs"));
        let binary = dir.join(format!("b{k}"));
        let rust_name = rust.display().to_string();
        let mut args = vec!["translate", program, "--standalone", "-o", &rust_name];
        args.extend(translate_flags.iter());
        let (code, _, err) = crate::support::attic(&args, "");
        assert_eq!(code, 0, "{program}: {err}");
        let text = std::fs::read_to_string(&rust).expect("the translation");
        let bidi = |c: char| matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}');
        assert!(
            !text.contains(bidi),
            "{program}: a raw bidi control in the Rust"
        );
        assert!(
            text.contains("\\u{202e}"),
            "{program}: the escape is missing"
        );
        let compiled =
            std::process::Command::new(std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into()))
                .args(["--edition", "2021", "-C", "opt-level=0", "-o"])
                .arg(&binary)
                .arg(&rust)
                .output()
                .expect("rustc");
        assert!(
            compiled.status.success(),
            "{program}: {}",
            String::from_utf8_lossy(&compiled.stderr)
        );
        let ran = std::process::Command::new(&binary)
            .output()
            .expect("the translation runs");
        let mut run_args = vec!["run", program];
        run_args.extend(run_flags.iter());
        let (code, out, err) = crate::support::attic(&run_args, "");
        assert_eq!(code, 0, "{program}: {err}");
        assert_eq!(String::from_utf8_lossy(&ran.stdout), out, "{program}");
    }
}

/// Nesting is bounded by the stack the parsing thread has, counted in what takes stack in the
/// walks of the tree (blocks, brackets, statements after `else` and `do`): 150 000 nested
/// `begin`s (1.5 MB) are refused in words by `run`, `translate` and `parse`, and so are
/// 75 000 under `ulimit -v 800000`, where both once died of a stack overflow (SIGSEGV). The
/// canonical text of 40 000 nested `begin`s is linear in the program (the indent stops
/// growing), where it was about 2n² bytes and aborted.
#[test]
fn deep_nesting_is_refused_by_the_stack_it_has() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("hostile-nesting");
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    let nested = |n: usize| {
        let file = dir.join(format!("begin-{n}.alg"));
        let text = format!(
            "{}integer i; i := 1 {}",
            "begin ".repeat(n),
            "end ".repeat(n)
        );
        std::fs::write(&file, text).expect("a nested program");
        file.display().to_string()
    };
    let (deep, capped) = (nested(150_000), nested(75_000));
    for command in ["run", "translate", "parse"] {
        let mut args = vec![command, deep.as_str()];
        if command == "translate" {
            args.extend(["-o", "/dev/null"]);
        }
        let (code, _, err) = crate::support::attic(&args, "");
        assert_eq!(code, 65, "{command}: {err}");
        assert!(err.contains("(the nesting limit)"), "{command}: {err}");
        let shell = format!("{command} '{capped}'");
        let out = attic_under_ulimit(800_000, &shell);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(65), "{command} under 800 MB: {err}");
        assert!(err.contains("(the nesting limit)"), "{command}: {err}");
    }
    let forty = nested(40_000);
    let size = std::fs::metadata(&forty).expect("the program").len();
    let out = std::process::Command::new(crate::support::ATTIC)
        .args(["parse", &forty])
        .output()
        .expect("attic parse");
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let printed = out.stdout.len() as u64;
    assert!(printed < 50 * size, "{printed} bytes printed for {size}");
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
/// the last depth it finished and exits 1, for the native and the translated executors. How
/// many depths finish depends on the machine's speed and load, so the test holds for any
/// number of them: each finished depth chooses 9-14, and the choice printed is the last one's.
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
        assert!(
            err.contains("error: the time limit (0.5 s) was reached while searching"),
            "{engine}: {err}"
        );
        let finished: Vec<&str> = err
            .lines()
            .filter(|l| l.contains(" finished after "))
            .collect();
        for line in &finished {
            assert!(line.contains(": move: 9-14, "), "{engine}: {line}");
        }
        match finished.len() {
            0 => assert_eq!(out, "", "{engine}"),
            n => assert!(
                out.starts_with(&format!("depth: {n} (the last one finished)\nmove: 9-14\n")),
                "{engine}: {out}"
            ),
        }
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
