//! perft(7) from the opening through three executors of the same rules, side by side:
//! `cargo bench --bench executors`.
//!
//! - interpreted: the bridge's `Interpreted` engine, the corrected 1966 listing in the CPL
//!   interpreter (`src/cpl/`)
//! - translated: the same listing translated to Rust (`src/translated/`)
//! - native: the bitboard engine's `strachey` rules
//!
//! All three are walked the same way, by the `Engine` trait's own perft over successor lists
//! (the last ply counts a list's length): no bulk counting, no hash table. `PERFT_DEPTH`
//! changes the depth (7 by default); `EXECUTORS=translated,native` measures only those.
//! The executors take turns, round after round, and each figure is the median of its rounds
//! (CPU time of this thread), so the ratios compare runs made under the same conditions.

use std::time::{Duration, Instant};

use attic::bridge::checkers::Interpreted;
use attic::bridge::translated::Translated;
use attic::checkers::{
    successors, Decision, Engine, EngineError, Position, Rules, SearchKind, StracheyTuple,
};
use attic::cpl::runtime::logical::Reading;
use attic::cpl::runtime::{Ctx, Logical};
use attic::translated::strachey_corrected as listing;

type Tuple = (Logical, Logical, Logical, i64);

/// The native rules through successor lists only.
struct NativeLists;

impl Engine for NativeLists {
    fn label(&self) -> String {
        "native successor lists, walked".to_string()
    }
    fn successor_tuples(&mut self, t: &StracheyTuple) -> Result<Vec<StracheyTuple>, EngineError> {
        let pos = Position::from_strachey(*t).expect("a position");
        Ok(successors(&pos, Rules::Strachey)
            .iter()
            .map(Position::to_strachey)
            .collect())
    }
    fn successors(&mut self, pos: &Position) -> Result<Vec<Position>, EngineError> {
        Ok(successors(pos, Rules::Strachey))
    }
    fn naming_rules(&self) -> Rules {
        Rules::Strachey
    }
    fn searches(&self) -> &'static [SearchKind] {
        &[SearchKind::Minimax]
    }
    fn choose(
        &mut self,
        t: &StracheyTuple,
        depth: u32,
        search: SearchKind,
    ) -> Result<Decision, EngineError> {
        let pos = Position::from_strachey(*t).expect("a position");
        attic::checkers::search::choose(self, &pos, depth, search)
    }
    fn evaluation_unit(&self) -> &'static str {
        "positions evaluated"
    }
}

/// The translated listing on its own tuples, without the engine's conversion to positions:
/// what the translation itself costs.
fn tuple_perft(ctx: &mut Ctx, p: Tuple, depth: u32) -> u64 {
    let list = listing::legal_positions_from(ctx, p).expect("runs");
    if depth == 1 {
        return list.iter().count() as u64;
    }
    list.iter().map(|&q| tuple_perft(ctx, q, depth - 1)).sum()
}

/// The time this thread has spent on a CPU (Linux), so that figures stay meaningful on a
/// machine shared with other work; the wall clock elsewhere.
fn cpu_time() -> Option<Duration> {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let nanos: u64 = stat.split_whitespace().next()?.parse().ok()?;
    Some(Duration::from_nanos(nanos))
}

/// How long one round runs an executor, repeating its perft: long enough for the short runs,
/// short enough that every executor is measured several times, in turn.
const ROUND: Duration = Duration::from_millis(300);
/// Rounds of every executor, interleaved: a slow spell of the machine (another job, a lower
/// clock) then falls on all of them, and each figure is the median of its rounds.
const ROUNDS: usize = 7;

/// One executor's perft, and what it measured.
struct Measured<'a> {
    name: &'static str,
    run: Box<dyn FnMut() -> u64 + 'a>,
    count: u64,
    runs: u32,
    seconds: Vec<f64>,
}

impl Measured<'_> {
    /// One round: the perft repeated for [`ROUND`] (three times at least); CPU seconds a run.
    fn round(&mut self) {
        let (wall, cpu) = (Instant::now(), cpu_time());
        let mut runs = 0u32;
        while runs < 3 || wall.elapsed() < ROUND {
            self.count = (self.run)();
            runs += 1;
        }
        let took = match (cpu, cpu_time()) {
            (Some(a), Some(b)) if b > a => b - a,
            _ => wall.elapsed(),
        };
        self.runs += runs;
        self.seconds.push(took.as_secs_f64() / f64::from(runs));
    }

    fn median(&self) -> f64 {
        let mut s = self.seconds.clone();
        s.sort_by(f64::total_cmp);
        s.get(s.len() / 2).copied().unwrap_or(f64::NAN)
    }

    fn report(&self, depth: u32) {
        let (low, high) = self
            .seconds
            .iter()
            .fold((f64::INFINITY, 0f64), |(l, h), &s| (l.min(s), h.max(s)));
        let seconds = self.median();
        println!(
            "{:<12} perft({depth}) = {}  {:>9.2} ms CPU a run (median of {} rounds, {:.2}-{:.2}; {} runs)  {:>6.2} M leaves/s",
            self.name,
            self.count,
            seconds * 1e3,
            self.seconds.len(),
            low * 1e3,
            high * 1e3,
            self.runs,
            self.count as f64 / seconds / 1e6
        );
    }
}

/// The engine's own perft from the opening.
fn engine_perft<'a, E: Engine + 'a>(name: &'static str, mut engine: E, depth: u32) -> Measured<'a> {
    Measured {
        name,
        run: Box::new(move || {
            engine
                .perft(&Position::initial(), depth)
                .unwrap_or_else(|e| panic!("{name}: {e}"))
        }),
        count: 0,
        runs: 0,
        seconds: Vec::new(),
    }
}

fn main() {
    let depth: u32 = std::env::var("PERFT_DEPTH")
        .ok()
        .and_then(|d| d.parse().ok())
        .unwrap_or(7);
    // `EXECUTORS=translated` (say) measures one alone, for a profiler.
    let only = std::env::var("EXECUTORS").unwrap_or_default();
    let wanted = |name: &str| only.is_empty() || only.split(',').any(|n| n == name);
    let mut executors: Vec<Measured> = Vec::new();
    if wanted("interpreted") {
        let engine = Interpreted::corrected(Reading::Set).expect("the listing loads");
        executors.push(engine_perft("interpreted", engine, depth));
    }
    if wanted("translated") {
        executors.push(engine_perft("translated", Translated::new(), depth));
        let mut ctx = Ctx::default();
        let opening = listing::opening(&mut Ctx::default()).expect("runs");
        executors.push(Measured {
            name: "(on tuples)",
            run: Box::new(move || {
                ctx.begin();
                tuple_perft(&mut ctx, opening, depth)
            }),
            count: 0,
            runs: 0,
            seconds: Vec::new(),
        });
    }
    if wanted("native") {
        executors.push(engine_perft("native", NativeLists, depth));
    }
    for _ in 0..ROUNDS {
        for executor in &mut executors {
            executor.round();
        }
    }
    for executor in &executors {
        executor.report(depth);
    }
    let median = |name: &str| {
        executors
            .iter()
            .find(|e| e.name == name)
            .map_or(f64::NAN, Measured::median)
    };
    // Two executors' rounds run one right after the other, so the ratio of each pair is
    // measured under nearly the same conditions: its median is printed beside the ratio of
    // the medians, with the range of the pairs.
    let paired = |a: &str, b: &str| {
        let rounds = |name: &str| {
            executors
                .iter()
                .find(|e| e.name == name)
                .map(|e| &e.seconds)
        };
        let (Some(a), Some(b)) = (rounds(a), rounds(b)) else {
            return String::new();
        };
        let mut ratios: Vec<f64> = a.iter().zip(b).map(|(x, y)| x / y).collect();
        ratios.sort_by(f64::total_cmp);
        match (ratios.first(), ratios.last()) {
            (Some(low), Some(high)) => format!(
                "; round by round {:.1}x ({low:.1}-{high:.1})",
                ratios[ratios.len() / 2]
            ),
            _ => String::new(),
        }
    };
    let (interpreted, translated) = (median("interpreted"), median("translated"));
    let (on_tuples, native) = (median("(on tuples)"), median("native"));
    println!(
        "interpreted takes {:.1}x the time of translated{} (goal: at most 15x)",
        interpreted / translated,
        paired("interpreted", "translated")
    );
    println!(
        "translated takes {:.2}x the time of native strachey{} (goal: within 3x)",
        translated / native,
        paired("translated", "native")
    );
    println!(
        "the translated listing alone (on its own tuples, no conversion to positions) takes {:.2}x{}",
        on_tuples / native,
        paired("(on tuples)", "native")
    );
}
