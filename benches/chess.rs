//! Chess benchmark: perft leaves per second beside Stockfish's own `go perft`, and the whole
//! perft suite of `tests/chess/perft.epd` without the test's node cap.
//!
//! Run with `cargo bench --bench chess` (`-- perft` or `-- solve` for one part). Stockfish is looked for at `/usr/games/stockfish`
//! (Debian package `stockfish`) or as `stockfish` on the PATH; without it the comparison is
//! skipped and the benchmark says so.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use attic::chess::epd::parse_problems;
use attic::chess::perft::parse_perft_cases;
use attic::chess::solve::{Rules, Solver};
use attic::chess::{perft, Position};

const SUITE: &str = include_str!("../tests/chess/perft.epd");

fn main() {
    // `cargo bench --bench chess -- perft` (or `-- solve`) runs one part only.
    let only: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    let wanted = |part: &str| only.is_empty() || only.iter().any(|a| a == part);
    if wanted("perft") {
        perft_benchmark();
    }
    if wanted("solve") {
        solver_benchmark();
    }
}

/// Every problem of `programs/problems/*.epd`, each with a fresh solver (no table carried
/// over): the time to find every key, checked against the file.
fn solver_benchmark() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/programs/problems");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .expect("programs/problems exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "epd"))
        .collect();
    files.sort();
    println!("\nmate problems (programs/problems/*.epd), every key with a fresh solver:");
    let mut total = Duration::ZERO;
    let mut slowest = (Duration::ZERO, String::new());
    let mut count = 0;
    for file in files {
        let text = std::fs::read_to_string(&file).expect("readable");
        for problem in parse_problems(&text).expect("well-formed EPD") {
            let pos = Position::from_fen(&problem.fen).expect("valid FEN");
            let mut solver = Solver::new(Rules::default());
            let start = Instant::now();
            let keys = solver
                .keys(&pos, problem.mate_in, &mut |_| {})
                .expect("solves");
            let time = start.elapsed();
            let mut found: Vec<String> = keys.iter().map(|&(m, _)| pos.san(m)).collect();
            let mut expected = problem.keys.clone();
            found.sort();
            expected.sort();
            println!(
                "  {:<28} #{}: {:>9.3} ms, {:>9} positions, {} key(s) {}",
                problem.id,
                problem.mate_in,
                time.as_secs_f64() * 1e3,
                solver.nodes(),
                keys.len(),
                if found == expected {
                    "ok"
                } else {
                    "DIFFERENT FROM THE FILE"
                }
            );
            total += time;
            count += 1;
            if time > slowest.0 {
                slowest = (time, problem.id.clone());
            }
        }
    }
    println!(
        "  {count} problems in {:.3} s; slowest {} in {:.3} s",
        total.as_secs_f64(),
        slowest.1,
        slowest.0.as_secs_f64()
    );
}

fn perft_benchmark() {
    let initial = Position::initial();
    // Build the attack tables before timing.
    let _ = perft(&initial, 1);
    let mut best = Duration::MAX;
    let mut leaves = 0;
    for _ in 0..3 {
        let start = Instant::now();
        leaves = perft(&initial, 6);
        best = best.min(start.elapsed());
    }
    assert_eq!(leaves, 119_060_324, "perft(6) of the initial position");
    let ours = leaves as f64 / best.as_secs_f64() / 1e6;
    println!(
        "attic     perft 6 from the initial position: {leaves} leaves in {:.3} s = {ours:.1} M leaves/s (best of 3, one thread)",
        best.as_secs_f64()
    );
    match stockfish_perft6() {
        Some((nodes, time)) => {
            let theirs = nodes as f64 / time.as_secs_f64() / 1e6;
            println!(
                "stockfish go perft 6 from the initial position: {nodes} leaves in {:.3} s = {theirs:.1} M leaves/s (best of 3, one thread)",
                time.as_secs_f64()
            );
            println!("attic / stockfish = {:.2}", ours / theirs);
        }
        None => println!(
            "stockfish not found (/usr/games/stockfish, Debian package 'stockfish'): comparison skipped"
        ),
    }

    println!("\nperft suite (tests/chess/perft.epd), deepest published depth of each position:");
    let cases = parse_perft_cases(SUITE).expect("perft.epd is well formed");
    let mut total_leaves = 0u64;
    let mut total_time = Duration::ZERO;
    for case in &cases {
        let pos = Position::from_fen(&case.fen).expect("suite FEN is valid");
        let Some(&(depth, expected)) = case.counts.last() else {
            continue;
        };
        let start = Instant::now();
        let got = perft(&pos, depth);
        let time = start.elapsed();
        total_leaves += got;
        total_time += time;
        println!(
            "  {:<24} depth {depth}: {got:>11} {} in {:>7.3} s = {:>6.1} M leaves/s",
            case.id,
            if got == expected { "ok " } else { "BAD" },
            time.as_secs_f64(),
            got as f64 / time.as_secs_f64() / 1e6
        );
        assert_eq!(got, expected, "{} depth {depth}", case.id);
    }
    println!(
        "  total: {total_leaves} leaves in {:.2} s = {:.1} M leaves/s",
        total_time.as_secs_f64(),
        total_leaves as f64 / total_time.as_secs_f64() / 1e6
    );
}

/// Runs Stockfish's `go perft 6` three times and keeps the fastest: (nodes, time).
fn stockfish_perft6() -> Option<(u64, Duration)> {
    let path = ["/usr/games/stockfish", "stockfish"]
        .into_iter()
        .find(|p| {
            Command::new(p)
                .stdin(Stdio::null())
                .stdout(Stdio::null())
                .spawn()
                .map(|mut c| c.kill().and_then(|_| c.wait()))
                .is_ok()
        })?;
    let mut child = Command::new(path)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .ok()?;
    let mut input = child.stdin.take()?;
    let mut output = BufReader::new(child.stdout.take()?);
    let mut line = String::new();
    let mut wait_for = |prefix: &str, output: &mut BufReader<_>| -> Option<String> {
        loop {
            line.clear();
            if output.read_line(&mut line).ok()? == 0 {
                return None;
            }
            if line.starts_with(prefix) {
                return Some(line.trim().to_string());
            }
        }
    };
    writeln!(input, "uci\nsetoption name Threads value 1\nisready").ok()?;
    wait_for("readyok", &mut output)?;
    let mut best: Option<(u64, Duration)> = None;
    for _ in 0..3 {
        writeln!(input, "position startpos\ngo perft 6").ok()?;
        input.flush().ok()?;
        let start = Instant::now();
        let found = wait_for("Nodes searched", &mut output)?;
        let time = start.elapsed();
        let nodes = found.rsplit(' ').next()?.parse().ok()?;
        if best.is_none_or(|(_, t)| time < t) {
            best = Some((nodes, time));
        }
    }
    let _ = writeln!(input, "quit");
    let _ = child.wait();
    best
}
