//! Native checkers perft: leaves per second, single-threaded and deep with threads and a hash.
//!
//! `cargo bench --bench checkers` runs, from the opening:
//! - perft(CHECKERS_PERFT_DEPTH, default 12) single-threaded, english and strachey, plain
//!   (bulk counting only) and with a CHECKERS_SMALL_HASH_MB (default 16) table (a bigger one
//!   costs more to allocate than it saves at this depth);
//! - a deep english run with CHECKERS_THREADS (default 2) threads and a CHECKERS_HASH_MB
//!   (default 1024) table, to CHECKERS_DEEP_DEPTH (default 15; the stretch aim is
//!   18 = 3493881706141), printing each depth as it completes; 0 skips it.
//!
//! English counts are checked against the published table (Aart Bik 2009; OEIS A133046), so a
//! fast wrong answer is reported. Wall time depends on what else the machine runs; the CPU
//! seconds (Linux) say what the work itself cost.

use std::time::Instant;

use attic::checkers::{perft_with, PerftOptions, Position, Rules};

/// OEIS A133046 from depth 1.
const PUBLISHED: [u64; 20] = [
    7,
    49,
    302,
    1469,
    7361,
    36768,
    179740,
    845931,
    3963680,
    18391564,
    85242128,
    388623673,
    1766623630,
    7978439499,
    36263167175,
    165629569428,
    758818810990,
    3493881706141,
    16114043592799,
    74545030871553,
];

fn env_number(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Seconds of CPU this process has used (user + system, all threads), from /proc on Linux:
/// on a shared machine it says what the work cost when wall time says how busy others were.
fn cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // Fields after the command name (which is in parentheses): utime is the 12th, stime the 13th.
    let rest = &stat[stat.rfind(')')? + 2..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks: f64 = fields.get(11)?.parse::<f64>().ok()? + fields.get(12)?.parse::<f64>().ok()?;
    Some(ticks / 100.0) // USER_HZ is 100 on Linux
}

struct Run {
    count: u64,
    wall: f64,
    cpu: Option<f64>,
}

fn timed(rules: Rules, depth: u32, options: PerftOptions) -> Run {
    let cpu_before = cpu_seconds();
    let started = Instant::now();
    let count = perft_with(&Position::initial(), depth, rules, options);
    let wall = started.elapsed().as_secs_f64();
    let cpu = cpu_seconds()
        .zip(cpu_before)
        .map(|(after, before)| after - before);
    Run { count, wall, cpu }
}

fn report(label: &str, rules: Rules, depth: u32, run: &Run) {
    let Run { count, wall, cpu } = *run;
    let check = match rules {
        Rules::English => match PUBLISHED.get(depth as usize - 1) {
            Some(&published) if published == count => " (published count)",
            Some(_) => " MISMATCH with the published count",
            None => "",
        },
        Rules::Strachey => "",
    };
    let per_cpu = match cpu {
        Some(cpu) if cpu > 0.05 => format!(
            ", CPU {cpu:>8.2} s, {:>7.1} M leaves per CPU-second",
            count as f64 / cpu / 1e6
        ),
        _ => String::new(),
    };
    println!(
        "{label:<34} perft({depth:>2}) = {count:>15} wall {wall:>8.3} s {:>7.1} M leaves/s{per_cpu}{check}",
        count as f64 / wall.max(1e-9) / 1e6
    );
}

fn main() {
    let depth = env_number("CHECKERS_PERFT_DEPTH", 12) as u32;
    let small_hash_mb = env_number("CHECKERS_SMALL_HASH_MB", 16);
    let hash_mb = env_number("CHECKERS_HASH_MB", 1024);
    let threads = env_number("CHECKERS_THREADS", 2);
    let deep = env_number("CHECKERS_DEEP_DEPTH", 15) as u32;
    let single = PerftOptions {
        threads: 1,
        hash_mb: 0,
    };
    let single_hashed = PerftOptions {
        threads: 1,
        hash_mb: small_hash_mb,
    };
    for rules in [Rules::English, Rules::Strachey] {
        let run = timed(rules, depth, single);
        report(&format!("{} 1 thread", rules.name()), rules, depth, &run);
        let run = timed(rules, depth, single_hashed);
        let label = format!("{} 1 thread, hash {small_hash_mb} MiB", rules.name());
        report(&label, rules, depth, &run);
    }
    if deep == 0 {
        return;
    }
    let options = PerftOptions { threads, hash_mb };
    let label = format!("english {threads} threads, hash {hash_mb} MiB");
    for d in depth.min(deep)..=deep {
        let run = timed(Rules::English, d, options);
        report(&label, Rules::English, d, &run);
    }
}
