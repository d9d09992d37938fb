//! Chess benchmark: perft leaves per second beside Stockfish's own `go perft`, and the whole
//! perft suite of `tests/chess/perft.epd` without the test's node cap.
//!
//! Run with `cargo bench --bench chess` (`-- perft` or `-- solve` for one part). Stockfish is looked for at `/usr/games/stockfish`
//! (Debian package `stockfish`) or as `stockfish` on the PATH; without it the comparison is
//! skipped and the benchmark says so.
//!
//! Peers, each by an environment variable (the comparison is skipped without it):
//! - `ATTIC_PERFT_PEER`: a perft program's command line, to which `FEN DEPTH` is added (the
//!   convention of Gigantua and ellxor/perft); it is timed on the start position to depth 7
//!   and on Kiwipete to depth 5, as attic is. Pin a multi-threaded peer to one CPU, e.g.
//!   `ATTIC_PERFT_PEER="taskset -c 0 /path/to/perft"`. On Linux the ratio is of CPU time
//!   (attic's thread, the peer's whole process), which a loaded machine disturbs far less
//!   than wall time; both are printed.
//! - `ATTIC_POPEYE`: the Popeye binary; each problem is also given to it (keys only: no
//!   `Variation` option) and both times are printed. A black-to-move problem is given to
//!   Popeye with the colours exchanged and the board turned, since its `#N` is White's.
//! - `ATTIC_BENCH_RUNS`: the runs of each timing, the best kept (default 3).
//! - `ATTIC_BENCH_PROBLEMS`: only the problems whose id contains this text (for profiling
//!   one problem, e.g. under callgrind).

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use attic::chess::epd::{parse_problems, SHIPPED};
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
    println!(
        "\nmate problems (programs/problems/*.epd), every key with a fresh solver (best of {}):",
        runs()
    );
    let popeye = std::env::var("ATTIC_POPEYE").ok();
    if popeye.is_none() {
        println!("  (ATTIC_POPEYE not set: Popeye comparison skipped)");
    }
    let mut popeye_total = Duration::ZERO;
    let mut slower: Vec<String> = Vec::new();
    let mut total = Duration::ZERO;
    let mut slowest = (Duration::ZERO, String::new());
    let mut count = 0;
    for (_, text) in SHIPPED {
        let only = std::env::var("ATTIC_BENCH_PROBLEMS").unwrap_or_default();
        for problem in parse_problems(text).expect("well-formed EPD") {
            if !problem.id.contains(&only) {
                continue;
            }
            let pos = Position::from_fen(&problem.fen).expect("valid FEN");
            let mut time = Duration::MAX;
            let mut keys = Vec::new();
            let mut nodes = 0;
            for _ in 0..runs() {
                let mut solver = Solver::new(Rules::default());
                let start = Instant::now();
                keys = solver
                    .keys(&pos, problem.mate_in, &mut |_| {})
                    .expect("solves");
                time = time.min(start.elapsed());
                nodes = solver.nodes();
            }
            let mut found: Vec<String> = keys.iter().map(|&(m, _)| pos.san(m)).collect();
            let mut expected = problem.keys.clone();
            found.sort();
            expected.sort();
            let popeye = popeye.as_deref().and_then(|py| popeye_time(py, &problem));
            let beside = match popeye {
                Some(theirs) => {
                    popeye_total += theirs;
                    if time > theirs {
                        slower.push(problem.id.clone());
                    }
                    format!(
                        ", popeye {:>9.3} ms, attic/popeye {:>6.3}",
                        theirs.as_secs_f64() * 1e3,
                        time.as_secs_f64() / theirs.as_secs_f64()
                    )
                }
                None => String::new(),
            };
            println!(
                "  {:<28} #{}: {:>9.3} ms, {:>9} positions, {} key(s) {}{beside}",
                problem.id,
                problem.mate_in,
                time.as_secs_f64() * 1e3,
                nodes,
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
    if popeye.is_some() {
        println!(
            "  popeye: {:.3} s in all; problems where attic is slower: {} {:?}",
            popeye_total.as_secs_f64(),
            slower.len(),
            slower
        );
    }
}

/// How many times each timing is taken (the best is kept).
fn runs() -> usize {
    std::env::var("ATTIC_BENCH_RUNS")
        .ok()
        .and_then(|r| r.parse().ok())
        .filter(|&r| r > 0)
        .unwrap_or(3)
}

/// The best time Popeye takes to find every key of `problem`, as it reports it, or `None`
/// when it cannot be run.
fn popeye_time(popeye: &str, problem: &attic::chess::epd::Problem) -> Option<Duration> {
    let input = popeye_input(&problem.fen, problem.mate_in)?;
    let mut best = Duration::MAX;
    for _ in 0..runs() {
        let start = Instant::now();
        let mut child = Command::new(popeye)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .ok()?;
        child.stdin.take()?.write_all(input.as_bytes()).ok()?;
        let out = child.wait_with_output().ok()?;
        let wall = start.elapsed();
        let text = String::from_utf8_lossy(&out.stdout);
        let Some(tail) = text.split("solution finished.").nth(1) else {
            println!("  popeye did not finish {}: {text}", problem.id);
            return None;
        };
        // Popeye's own solving time (`Time = 0.015 s`), without its start-up (it fills a
        // 1 GiB table first); the whole process's time when it prints none.
        let own = tail
            .split("Time =")
            .nth(1)
            .and_then(|t| t.split_whitespace().next())
            .and_then(|t| t.parse::<f64>().ok())
            .map(Duration::from_secs_f64);
        best = best.min(own.unwrap_or(wall));
    }
    Some(best)
}

/// A Popeye problem for White to mate in `n` from the FEN's first four fields; a position
/// with Black to move is turned round (colours exchanged, ranks reversed) first.
fn popeye_input(fen: &str, n: u32) -> Option<String> {
    let fields: Vec<&str> = fen.split_whitespace().collect();
    let [board, side, rights, ep] = fields[..4] else {
        return None;
    };
    let (board, rights, ep) = if side == "b" {
        let turned: Vec<String> = board
            .split('/')
            .rev()
            .map(|rank| rank.chars().map(swap_case).collect())
            .collect();
        let rights: String = rights.chars().map(swap_case).collect();
        let ep: String = ep
            .chars()
            .map(|c| match c {
                '3' => '6',
                '6' => '3',
                c => c,
            })
            .collect();
        (turned.join("/"), rights, ep)
    } else {
        (board.to_string(), rights.to_string(), ep.to_string())
    };
    // Popeye's English knight is S; it assumes castling wherever king and rook stand at home.
    let forsyth: String = board
        .chars()
        .map(|c| match c {
            'n' => 's',
            'N' => 'S',
            c => c,
        })
        .collect();
    let mut options = vec!["NoBoard".to_string()];
    let lost: Vec<&str> = [('K', "h1"), ('Q', "a1"), ('k', "h8"), ('q', "a8")]
        .into_iter()
        .filter(|(right, _)| !rights.contains(*right))
        .map(|(_, square)| square)
        .collect();
    if !lost.is_empty() {
        options.push(format!("NoCastling {}", lost.join(" ")));
    }
    if let [file, b'6'] = ep.as_bytes() {
        let file = *file as char;
        options.push(format!("EnPassant {file}7 {file}6 {file}5"));
    }
    Some(format!(
        "BeginProblem\nForsyth {forsyth}\nStipulation #{n}\nOption {}\nEndProblem\n",
        options.join(" ")
    ))
}

fn swap_case(c: char) -> char {
    if c.is_ascii_uppercase() {
        c.to_ascii_lowercase()
    } else {
        c.to_ascii_uppercase()
    }
}

/// attic's perft beside a peer program's (`ATTIC_PERFT_PEER`) on the start position (depth
/// 7) and Kiwipete (depth 5), one thread, no hash: the best of a few turns each.
fn peer_perft_benchmark() {
    let Ok(peer) = std::env::var("ATTIC_PERFT_PEER") else {
        println!("(ATTIC_PERFT_PEER not set: the comparison with a peer perft is skipped)");
        return;
    };
    let words: Vec<&str> = peer.split_whitespace().collect();
    let Some((program, fixed)) = words.split_first() else {
        return;
    };
    let cases = [
        (
            "start",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            7,
            3_195_901_860u64,
        ),
        (
            "kiwipete",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            5,
            193_690_690,
        ),
    ];
    println!(
        "\nperft beside the peer `{peer}` (best of {}; CPU time where the system tells it, \
         since wall time on a shared machine measures the other load too):",
        runs()
    );
    for (name, fen, depth, expected) in cases {
        let pos = Position::from_fen(fen).expect("valid FEN");
        let (mut ours, mut theirs) = (Duration::MAX, Duration::MAX);
        let (mut ours_cpu, mut theirs_cpu) = (Some(Duration::MAX), Some(Duration::MAX));
        for _ in 0..runs() {
            let (start, cpu) = (Instant::now(), thread_cpu());
            assert_eq!(perft(&pos, depth), expected, "{name} perft {depth}");
            ours = ours.min(start.elapsed());
            ours_cpu = min_spent(ours_cpu, cpu, thread_cpu());
            let (start, cpu) = (Instant::now(), children_cpu());
            let out = Command::new(program)
                .args(fixed)
                .arg(fen)
                .arg(depth.to_string())
                .stderr(Stdio::null())
                .output();
            let time = start.elapsed();
            match out {
                Ok(out) if String::from_utf8_lossy(&out.stdout).contains(&expected.to_string()) => {
                    theirs = theirs.min(time);
                    theirs_cpu = min_spent(theirs_cpu, cpu, children_cpu());
                }
                _ => {
                    println!("  the peer did not print {expected} for {name} perft {depth}");
                    return;
                }
            }
        }
        let secs = |d: Duration| d.as_secs_f64();
        match (ours_cpu, theirs_cpu) {
            (Some(a), Some(b)) if b > Duration::ZERO => println!(
                "  {name:<9} perft {depth}: attic {:.3} s CPU ({:.3} s wall), peer {:.3} s CPU \
                 ({:.3} s wall), attic/peer CPU time {:.2}",
                secs(a),
                secs(ours),
                secs(b),
                secs(theirs),
                secs(a) / secs(b)
            ),
            _ => println!(
                "  {name:<9} perft {depth}: attic {:.3} s, peer {:.3} s, attic/peer time {:.2}",
                secs(ours),
                secs(theirs),
                secs(ours) / secs(theirs)
            ),
        }
    }
}

/// The lesser of `best` and the CPU time spent between `before` and `after`; `None` once
/// either reading is missing.
fn min_spent(
    best: Option<Duration>,
    before: Option<Duration>,
    after: Option<Duration>,
) -> Option<Duration> {
    Some(best?.min(after?.checked_sub(before?)?))
}

/// The CPU time this thread has run (Linux `/proc/thread-self/schedstat`, in nanoseconds).
fn thread_cpu() -> Option<Duration> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let nanos = text.split_whitespace().next()?.parse().ok()?;
    Some(Duration::from_nanos(nanos))
}

/// The user and system CPU time of this process's finished children, threads included
/// (Linux `/proc/self/stat`, fields 16 and 17, in clock ticks of 10 ms).
fn children_cpu() -> Option<Duration> {
    let text = std::fs::read_to_string("/proc/self/stat").ok()?;
    // Fields after the command name, which is in parentheses, start with field 3.
    let fields: Vec<&str> = text
        .get(text.rfind(')')? + 1..)?
        .split_whitespace()
        .collect();
    let ticks = |field: usize| fields.get(field - 3)?.parse::<u64>().ok();
    Some(Duration::from_millis((ticks(16)? + ticks(17)?) * 10))
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

    peer_perft_benchmark();

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
