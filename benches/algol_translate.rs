//! ALGOL 60 translated to Rust against the interpreter:
//! - man or boy for k = 0 ..= `MOB_K` (default 20): the test program of `tests/algol/` with its
//!   bound raised, translated standalone, compiled by `rustc -O`, timed as a process; and the
//!   interpreter on the same text;
//! - the mate solvers on `programs/problems/*.epd` (mate in 2 to 4 where the programs' rules
//!   allow; `MATE_MAX` caps N, default 3): interpreted, translated (the committed
//!   translations) and the native solver, with the speed-up;
//! - the two ALGOL programs for one N on the same problems, both translated: the
//!   certification's pattern (`mate-in-N.alg`, 2 to 6) against `mate-in-n.alg`, the
//!   reconstruction of the footnote's non-recursive program (`PATTERN_MIN`..=`PATTERN_MAX`,
//!   default 5..=5: the mates in 5).
//!
//! `cargo bench --bench algol_translate` prints the figures.

use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use attic::algol::translate::{translate, Options};
use attic::algol::{self, Limits};
use attic::bridge::algol_chess::{self, Executor, MateProgram};
use attic::chess::epd::{parse_problems, SHIPPED};
use attic::chess::solve::{Rules, Solver};
use attic::chess::Position;
use attic::diagnostic::Source;

fn env_u32(name: &str, default: u32) -> u32 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn man_or_boy() {
    let k = env_u32("MOB_K", 20);
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/algol/man-or-boy.alg"
    ))
    .expect("the man or boy program");
    let text = text.replace("step 1 until 12", &format!("step 1 until {k}"));
    let source = Source::new("man-or-boy.alg", text);
    let checked = algol::check(&source, false).expect("it parses");
    let depth = 1usize << 24;
    let rust = translate(
        &source,
        &checked.program,
        &Options {
            standalone: true,
            max_depth: depth,
            ..Options::default()
        },
    )
    .expect("man or boy translates");
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("algol_translate_bench");
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    let file = dir.join("man_or_boy.rs");
    let binary = dir.join("man_or_boy");
    std::fs::write(&file, rust).expect("writable");
    let started = Instant::now();
    let status = Command::new("rustc")
        .args(["--edition", "2021", "-O", "-o"])
        .arg(&binary)
        .arg(&file)
        .status()
        .expect("rustc runs");
    assert!(status.success(), "rustc failed on {}", file.display());
    println!(
        "man or boy k = 0..{k}: rustc -O took {:.1} s",
        started.elapsed().as_secs_f64()
    );
    let mut best = Duration::MAX;
    let mut printed = String::new();
    for _ in 0..3 {
        let started = Instant::now();
        let out = Command::new(&binary).output().expect("it runs");
        best = best.min(started.elapsed());
        printed = String::from_utf8_lossy(&out.stdout).into_owned();
        if !out.status.success() {
            println!("  failed: {}", String::from_utf8_lossy(&out.stderr));
        }
    }
    println!(
        "  translated: {:.3} s (best of 3, whole process): {}",
        best.as_secs_f64(),
        printed.trim()
    );
    if std::env::var("MOB_INTERPRETED").is_ok_and(|v| v == "0") {
        return;
    }
    let started = Instant::now();
    let mut out = Vec::new();
    let result = algol::run_checked(
        &source,
        &checked.program,
        &mut std::io::empty(),
        &mut out,
        Limits {
            max_depth: depth,
            ..Limits::unbounded()
        },
    );
    println!(
        "  interpreted: {:.3} s{}",
        started.elapsed().as_secs_f64(),
        match result {
            Ok(_) => String::new(),
            Err(e) => format!(" (stopped: {})", e.to_string().lines().next().unwrap_or("")),
        }
    );
}

fn mate_solvers() {
    let max = env_u32("MATE_MAX", 3);
    println!("\nmate solvers on programs/problems/*.epd (mate in 2..={max}, the programs' rules):");
    let (mut interpreted_total, mut translated_total, mut native_total) =
        (Duration::ZERO, Duration::ZERO, Duration::ZERO);
    for (_, text) in SHIPPED {
        for problem in parse_problems(text).expect("well-formed EPD") {
            if !(2..=max).contains(&problem.mate_in) {
                continue;
            }
            let Ok((program, input)) = algol_chess::prepare(&problem.fen, problem.mate_in) else {
                continue;
            };
            let time = |executor| {
                let started = Instant::now();
                let run = algol_chess::run_with(executor, &program, &input, Limits::unbounded());
                let verdict = run
                    .map_err(|e| e.to_string())
                    .and_then(|(out, _)| algol_chess::read_verdict(&out).map_err(|e| e.to_string()))
                    .map_or_else(|e| e, |v| v.to_string());
                (started.elapsed(), verdict)
            };
            let (interpreted, verdict) = time(Executor::Interpreted);
            let (translated, translated_verdict) = time(Executor::Translated);
            let pos = Position::from_fen(&problem.fen).expect("valid FEN");
            let started = Instant::now();
            let mut solver = Solver::new(Rules {
                en_passant: false,
                ..Rules::default()
            });
            let _ = solver.keys(&pos, problem.mate_in, &mut |_| {});
            let native = started.elapsed();
            interpreted_total += interpreted;
            translated_total += translated;
            native_total += native;
            println!(
                "  {:<26} #{} {:<14}: interpreted {:>8.1} ms, translated {:>8.1} ms ({:>5.1}x), native {:>7.2} ms{}",
                problem.id,
                problem.mate_in,
                program.name,
                interpreted.as_secs_f64() * 1e3,
                translated.as_secs_f64() * 1e3,
                interpreted.as_secs_f64() / translated.as_secs_f64().max(1e-9),
                native.as_secs_f64() * 1e3,
                if verdict == translated_verdict {
                    String::new()
                } else {
                    format!("  DIFFERENT: {verdict} / {translated_verdict}")
                }
            );
        }
    }
    println!(
        "  total: interpreted {:.2} s, translated {:.2} s ({:.1}x faster), native {:.3} s",
        interpreted_total.as_secs_f64(),
        translated_total.as_secs_f64(),
        interpreted_total.as_secs_f64() / translated_total.as_secs_f64().max(1e-9),
        native_total.as_secs_f64()
    );
}

/// The pattern's program against the footnote's on the same problems, both translated.
fn pattern_against_footnote() {
    let (least, most) = (env_u32("PATTERN_MIN", 5), env_u32("PATTERN_MAX", 5));
    println!(
        "\nmate in {least}..={most}: the pattern's program against mate-in-n.alg, both translated:"
    );
    let (mut pattern_total, mut footnote_total) = (Duration::ZERO, Duration::ZERO);
    for (_, text) in SHIPPED {
        for problem in parse_problems(text).expect("well-formed EPD") {
            if !(least..=most).contains(&problem.mate_in) {
                continue;
            }
            let (Some(pattern), Some(footnote)) = (
                MateProgram::for_moves(problem.mate_in),
                MateProgram::mate_in_n(problem.mate_in),
            ) else {
                continue;
            };
            let time = |program| {
                let (program, input) = algol_chess::prepare_for(program, &problem.fen).ok()?;
                let started = Instant::now();
                let run = algol_chess::run_with(
                    Executor::Translated,
                    &program,
                    &input,
                    Limits::unbounded(),
                );
                let verdict = run
                    .map_err(|e| e.to_string())
                    .and_then(|(out, _)| algol_chess::read_verdict(&out).map_err(|e| e.to_string()))
                    .map_or_else(|e| e, |v| v.to_string());
                Some((started.elapsed(), verdict))
            };
            let (Some((a, verdict_a)), Some((b, verdict_b))) = (time(pattern), time(footnote))
            else {
                continue;
            };
            pattern_total += a;
            footnote_total += b;
            println!(
                "  {:<26} #{} {:<14} {:>9.1} ms  mate-in-n.alg {:>9.1} ms  ({:.2}x)  {verdict_a}{}",
                problem.id,
                problem.mate_in,
                pattern.name,
                a.as_secs_f64() * 1e3,
                b.as_secs_f64() * 1e3,
                b.as_secs_f64() / a.as_secs_f64().max(1e-9),
                if verdict_a == verdict_b {
                    String::new()
                } else {
                    format!(" / mate-in-n.alg: {verdict_b}")
                }
            );
        }
    }
    println!(
        "  total: the pattern's programs {:.2} s, mate-in-n.alg {:.2} s",
        pattern_total.as_secs_f64(),
        footnote_total.as_secs_f64()
    );
}

fn main() {
    man_or_boy();
    mate_solvers();
    pattern_against_footnote();
}
