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
    // The two engines take turns, five runs each, so that a machine whose load changes
    // during the benchmark weighs on both alike; the best run of each is kept.
    let mut stockfish = Stockfish::start();
    if stockfish.is_none() {
        println!(
            "stockfish not found (/usr/games/stockfish, Debian package 'stockfish'): comparison skipped"
        );
    }
    let mut ours = Duration::MAX;
    let mut theirs: Option<Duration> = None;
    for _ in 0..5 {
        let start = Instant::now();
        let leaves = perft(&initial, 6);
        ours = ours.min(start.elapsed());
        assert_eq!(leaves, 119_060_324, "perft(6) of the initial position");
        if let Some(engine) = stockfish.as_mut() {
            match engine.perft6() {
                Some(time) => theirs = Some(theirs.map_or(time, |t| t.min(time))),
                None => stockfish = None,
            }
        }
    }
    let rate = |time: Duration| 119_060_324.0 / time.as_secs_f64() / 1e6;
    println!(
        "attic     perft 6 from the initial position: 119060324 leaves in {:.3} s = {:.1} M leaves/s (best of 5, one thread)",
        ours.as_secs_f64(),
        rate(ours)
    );
    if let Some(theirs) = theirs {
        println!(
            "stockfish go perft 6 from the initial position: 119060324 leaves in {:.3} s = {:.1} M leaves/s (best of 5, one thread)",
            theirs.as_secs_f64(),
            rate(theirs)
        );
        println!("attic / stockfish = {:.2}", rate(ours) / rate(theirs));
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

/// A Stockfish process spoken to over UCI, one thread.
struct Stockfish {
    child: std::process::Child,
    input: std::process::ChildStdin,
    output: BufReader<std::process::ChildStdout>,
}

impl Stockfish {
    fn start() -> Option<Stockfish> {
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
        let input = child.stdin.take()?;
        let output = BufReader::new(child.stdout.take()?);
        let mut engine = Stockfish {
            child,
            input,
            output,
        };
        writeln!(engine.input, "uci\nsetoption name Threads value 1\nisready").ok()?;
        engine.wait_for("readyok")?;
        Some(engine)
    }

    fn wait_for(&mut self, prefix: &str) -> Option<String> {
        let mut line = String::new();
        loop {
            line.clear();
            if self.output.read_line(&mut line).ok()? == 0 {
                return None;
            }
            if line.starts_with(prefix) {
                return Some(line.trim().to_string());
            }
        }
    }

    /// The time of one `go perft 6` from the initial position, checked for the right count.
    fn perft6(&mut self) -> Option<Duration> {
        writeln!(self.input, "position startpos\ngo perft 6").ok()?;
        self.input.flush().ok()?;
        let start = Instant::now();
        let found = self.wait_for("Nodes searched")?;
        let time = start.elapsed();
        let nodes: u64 = found.rsplit(' ').next()?.parse().ok()?;
        (nodes == 119_060_324).then_some(time)
    }
}

impl Drop for Stockfish {
    fn drop(&mut self) {
        let _ = writeln!(self.input, "quit");
        let _ = self.child.wait();
    }
}
