//! The CPL interpreter on Strachey's corrected listing: `cargo bench --bench cpl`.
//!
//! Prints evaluations of LegalPositionsFrom per second over every position of the depth-4
//! tree from the opening, perft leaves per second through the interpreter, and the time of
//! ChosenPosition searches; then the small programs of the interpreter's corpus
//! (`tests/cpl/run/*.cpl`), every `|| check` expression of each evaluated over and over, so
//! that a speed-up of the interpreter shows on code other than the listing.
//!
//! First, the interpreter against the committed translation of the same listing
//! (`src/translated/`, the default `translated` feature): perft(7) from the opening (the
//! interpreter's `LegalPositionsFrom` on its values, the translation's on its own tuples, both
//! walked by the same host loop) and `ChosenPosition` from the opening at `SearchDepth` 4. The
//! two executors take turns, round after round; each prints its median CPU time a run and the
//! ratio interpreted/translated (the ratio of the medians, and the median of the ratios of the
//! rounds, which ran one right after the other).
//!
//! `CPL_BENCH` chooses a part:
//! - `ratios`: the comparison with the translation alone (about ten seconds);
//! - `once`: one fixed workload once, interpreted only (perft(6) and `ChosenPosition` at depth
//!   4 from the opening), for a profiler: `valgrind --tool=callgrind` on the bench binary;
//! - `corpus`: the corpus part alone (for a profiler).

use std::time::{Duration, Instant};

use attic::cpl::eval::{FunctionId, Interpreter, Options};
use attic::cpl::parse::parse_expr;
use attic::cpl::prelude;
use attic::cpl::runtime::logical::Reading;
use attic::cpl::value::Value;
use attic::diagnostic::Source;

fn load() -> Interpreter {
    let source = Source::new(
        "programs/cpl/strachey-1966-corrected.cpl",
        attic::programs::STRACHEY_CORRECTED,
    );
    prelude::load(source, true, Options::default()).expect("the corrected listing loads")
}

fn successors(cpl: &mut Interpreter, legal: FunctionId, p: &Value) -> Vec<Value> {
    let out = cpl
        .call_function(legal, std::slice::from_ref(p))
        .expect("runs");
    out.value().and_then(|v| v.list_items()).expect("a list")
}

fn perft(cpl: &mut Interpreter, legal: FunctionId, p: &Value, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    successors(cpl, legal, p)
        .iter()
        .map(|q| perft(cpl, legal, q, depth - 1))
        .sum()
}

/// Every position of the tree from `p` down to `depth` plies, `p` included.
fn tree(cpl: &mut Interpreter, legal: FunctionId, p: &Value, depth: u32, out: &mut Vec<Value>) {
    out.push(p.clone());
    if depth > 0 {
        for q in successors(cpl, legal, p) {
            tree(cpl, legal, &q, depth - 1, out);
        }
    }
}

fn per_second(n: u64, took: Duration) -> f64 {
    n as f64 / took.as_secs_f64()
}

/// The time this thread has spent on a CPU (Linux), so that figures stay meaningful on a
/// machine shared with other work; `None` elsewhere.
fn cpu_time() -> Option<Duration> {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let nanos: u64 = stat.split_whitespace().next()?.parse().ok()?;
    Some(Duration::from_nanos(nanos))
}

/// Wall-clock and on-CPU time of a piece of work.
struct Timer {
    wall: Instant,
    cpu: Option<Duration>,
}

impl Timer {
    fn start() -> Timer {
        Timer {
            wall: Instant::now(),
            cpu: cpu_time(),
        }
    }

    /// CPU seconds since the start (wall-clock seconds where the system does not tell).
    fn cpu_seconds(&self) -> f64 {
        match (self.cpu, cpu_time()) {
            (Some(before), Some(now)) if now > before => (now - before).as_secs_f64(),
            _ => self.wall.elapsed().as_secs_f64(),
        }
    }

    /// `N/s` by the wall clock, and by CPU time when the system tells it.
    fn rate(&self, n: u64, unit: &str) -> String {
        let wall = self.wall.elapsed();
        let mut text = format!(
            "{:.2} s: {:.0} {unit}/s",
            wall.as_secs_f64(),
            per_second(n, wall)
        );
        if let (Some(before), Some(now)) = (self.cpu, cpu_time()) {
            let cpu = now.saturating_sub(before);
            text.push_str(&format!(
                " ({:.2} s on the CPU: {:.0} {unit}/s)",
                cpu.as_secs_f64(),
                per_second(n, cpu)
            ));
        }
        text
    }
}

/// The corpus's checks (`|| check [settings]: EXPR ==> RESULT`) with their settings, evaluated
/// `rounds` times in all; the number of evaluations made.
fn corpus(rounds: u32) -> u64 {
    let mut files: Vec<_> = std::fs::read_dir("tests/cpl/run")
        .expect("the corpus folder")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "cpl"))
        .collect();
    files.sort();
    let mut evaluations = 0;
    for path in &files {
        let text = std::fs::read_to_string(path).expect("a corpus program");
        let source = Source::new(path.display().to_string(), text.as_str());
        let mut cpl = prelude::load(source, false, Options::default()).expect("it loads");
        let mut checks = Vec::new();
        for line in text.lines() {
            let Some(rest) = line.trim().strip_prefix("|| check") else {
                continue;
            };
            let Some((settings, check)) = rest.split_once(':') else {
                continue;
            };
            let Some((expression, _)) = check.split_once("==>") else {
                continue;
            };
            let mut options = Options::default();
            for setting in settings.split_whitespace() {
                match setting.split_once('=') {
                    None if setting == "xor" => options.reading = Reading::Xor,
                    Some(("max-steps", n)) => {
                        options.limits.max_steps = n.parse().expect("a number")
                    }
                    Some(("max-depth", n)) => {
                        options.limits.max_depth = n.parse().expect("a number")
                    }
                    _ => {}
                }
            }
            let source = Source::new("--eval", expression.trim());
            let expr = parse_expr(&source).expect("a check parses");
            checks.push((options, source, expr));
        }
        for _ in 0..rounds {
            for (options, source, expr) in &checks {
                cpl.set_options(options.clone());
                // Errors are what some checks expect: the time counts either way.
                let _ = std::hint::black_box(cpl.eval_expr(source, expr));
                evaluations += 1;
            }
        }
    }
    evaluations
}

/// How long a round of one executor lasts at least, repeating its run.
const ROUND: Duration = Duration::from_millis(250);
/// Rounds of each executor, taken in turns.
const ROUNDS: usize = 5;

/// CPU seconds a run of `run`, repeated for a round (once at least).
fn round(run: &mut dyn FnMut() -> u64, count: &mut u64) -> f64 {
    let timer = Timer::start();
    let mut runs = 0u32;
    while runs < 1 || timer.wall.elapsed() < ROUND {
        *count = std::hint::black_box(run());
        runs += 1;
    }
    timer.cpu_seconds() / f64::from(runs)
}

fn median(mut xs: Vec<f64>) -> f64 {
    xs.sort_by(f64::total_cmp);
    xs.get(xs.len() / 2).copied().unwrap_or(f64::NAN)
}

/// Times two executors of one workload in turns; prints each one's median and the ratio.
fn compare(
    what: &str,
    interpreted: &mut dyn FnMut() -> u64,
    translated: &mut dyn FnMut() -> u64,
) -> f64 {
    let (mut a, mut b) = (Vec::new(), Vec::new());
    let (mut count_a, mut count_b) = (0, 0);
    for _ in 0..ROUNDS {
        a.push(round(interpreted, &mut count_a));
        b.push(round(translated, &mut count_b));
    }
    assert_eq!(count_a, count_b, "{what}: the executors disagree");
    let ratios = median(a.iter().zip(&b).map(|(x, y)| x / y).collect());
    let (ta, tb) = (median(a), median(b));
    let ratio = ta / tb;
    println!(
        "{what} ({count_a}): interpreted {:.1} ms, translated {:.2} ms (CPU a run, median of \
         {ROUNDS} rounds): interpreted/translated {ratio:.2}x (round by round {ratios:.2}x)",
        ta * 1e3,
        tb * 1e3
    );
    ratio
}

#[cfg(feature = "translated")]
mod translated {
    use attic::cpl::runtime::{Ctx, Logical};
    use attic::translated::strachey_corrected as listing;

    pub type Tuple = (Logical, Logical, Logical, i64);

    pub fn opening() -> Tuple {
        listing::opening(&mut Ctx::default()).expect("runs")
    }

    pub fn perft(ctx: &mut Ctx, p: Tuple, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        ctx.begin();
        let list = listing::legal_positions_from(ctx, p).expect("runs");
        list.iter().map(|&q| perft(ctx, q, depth - 1)).sum()
    }

    /// `ChosenPosition` from `p` at `SearchDepth` `depth`: the index of its choice in the
    /// successor list (a number both executors can agree on).
    pub fn choose(ctx: &mut Ctx, p: Tuple, depth: u32) -> u64 {
        ctx.overrides = vec![("SearchDepth", i64::from(depth))];
        ctx.begin();
        let chosen = listing::chosen_position(ctx, p).expect("runs");
        ctx.begin();
        let list = listing::legal_positions_from(ctx, p).expect("runs");
        let index = list.iter().position(|q| Some(*q) == chosen);
        index.map_or(u64::MAX, |i| i as u64)
    }
}

/// `ChosenPosition` from `p` through the interpreter at `SearchDepth` `depth`: the index of
/// its choice among `LegalPositionsFrom(p)`.
fn choose(cpl: &mut Interpreter, legal: FunctionId, p: &Value, depth: i64) -> u64 {
    cpl.set_constant(prelude::SEARCH_DEPTH, Value::Int(depth))
        .expect("the prelude defines SearchDepth");
    let chosen = cpl
        .call("ChosenPosition", vec![p.clone()])
        .expect("runs")
        .value()
        .expect("a choice");
    successors(cpl, legal, p)
        .iter()
        .position(|q| q.same(&chosen))
        .map_or(u64::MAX, |i| i as u64)
}

/// perft(7) and `ChosenPosition` at depth 4, interpreted against translated.
#[cfg(feature = "translated")]
fn ratios(cpl: &mut Interpreter, legal: FunctionId, opening: &Value) {
    let mut ctx = attic::cpl::runtime::Ctx::default();
    let start = translated::opening();
    compare(
        "perft(7)",
        &mut || perft(cpl, legal, opening, 7),
        &mut || translated::perft(&mut ctx, start, 7),
    );
    compare(
        "ChosenPosition, depth 4",
        &mut || choose(cpl, legal, opening, 4),
        &mut || translated::choose(&mut ctx, start, 4),
    );
}

#[cfg(not(feature = "translated"))]
fn ratios(_: &mut Interpreter, _: FunctionId, _: &Value) {
    println!("interpreted/translated: needs the `translated` feature");
}

fn main() {
    let part = std::env::var("CPL_BENCH").unwrap_or_default();
    if part == "corpus" {
        let timer = Timer::start();
        let evaluations = corpus(20);
        println!(
            "the corpus (tests/cpl/run), 20 rounds: {evaluations} evaluations in {}",
            timer.rate(evaluations, "evaluations")
        );
        return;
    }
    let mut cpl = load();
    let legal = cpl.function("LegalPositionsFrom").expect("defined");
    let opening = cpl
        .call("Opening", vec![])
        .ok()
        .and_then(|o| o.value())
        .expect("the prelude's opening");
    if part == "once" {
        let timer = Timer::start();
        let leaves = perft(&mut cpl, legal, &opening, 6);
        let choice = choose(&mut cpl, legal, &opening, 4);
        println!(
            "perft(6) = {leaves}, ChosenPosition at depth 4 takes successor {choice}: {:.2} s",
            timer.wall.elapsed().as_secs_f64()
        );
        return;
    }
    ratios(&mut cpl, legal, &opening);
    if part == "ratios" {
        return;
    }

    let mut positions = Vec::new();
    tree(&mut cpl, legal, &opening, 4, &mut positions);
    let rounds = 50;
    let timer = Timer::start();
    let mut moves = 0;
    for _ in 0..rounds {
        for p in &positions {
            moves += successors(&mut cpl, legal, p).len();
        }
    }
    let evaluations = (rounds * positions.len()) as u64;
    println!(
        "LegalPositionsFrom: {evaluations} evaluations over the {} positions of the depth-4 tree \
         ({moves} successors) in {}",
        positions.len(),
        timer.rate(evaluations, "evaluations")
    );

    for depth in [5, 6] {
        let timer = Timer::start();
        let leaves = perft(&mut cpl, legal, &opening, depth);
        println!(
            "perft({depth}) through the interpreter: {leaves} leaves in {}",
            timer.rate(leaves, "leaves")
        );
    }

    for depth in [3, 4] {
        cpl.set_constant(prelude::SEARCH_DEPTH, Value::Int(depth))
            .expect("the prelude defines SearchDepth");
        cpl.reset_counts();
        let timer = Timer::start();
        cpl.call("ChosenPosition", vec![opening.clone()])
            .expect("runs");
        let steps = cpl.steps();
        println!(
            "ChosenPosition from the opening, depth {depth}: {} PositionValue calls, \
             {steps} steps in {}",
            cpl.call_count("PositionValue"),
            timer.rate(steps, "steps")
        );
    }

    let timer = Timer::start();
    let evaluations = corpus(20);
    println!(
        "the corpus (tests/cpl/run), 20 rounds: {evaluations} evaluations in {}",
        timer.rate(evaluations, "evaluations")
    );
}
