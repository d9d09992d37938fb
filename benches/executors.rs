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

use std::time::{Duration, Instant};

use attic::bridge::checkers::Interpreted;
use attic::bridge::translated::Translated;
use attic::checkers::{
    successors, Decision, Engine, EngineError, Position, Rules, SearchKind, StracheyTuple,
};
use attic::cpl::logical::Reading;
use attic::translated::runtime::{Ctx, Logical};
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

fn measure_tuples(depth: u32) -> f64 {
    let mut ctx = Ctx::default();
    let mut start = Ctx::default();
    let opening = listing::opening(&mut start).expect("runs");
    let (wall, cpu) = (Instant::now(), cpu_time());
    let mut runs = 0u32;
    let mut count = 0;
    while runs < 3 || wall.elapsed() < Duration::from_secs(1) {
        ctx.begin();
        count = tuple_perft(&mut ctx, opening, depth);
        runs += 1;
    }
    let took = match (cpu, cpu_time()) {
        (Some(a), Some(b)) if b > a => b - a,
        _ => wall.elapsed(),
    };
    let seconds = took.as_secs_f64() / f64::from(runs);
    println!(
        "{:<12} perft({depth}) = {count}  {:>9.2} ms CPU a run ({runs} runs)  {:>6.2} M leaves/s",
        "(on tuples)",
        seconds * 1e3,
        count as f64 / seconds / 1e6
    );
    seconds
}

/// The time this thread has spent on a CPU (Linux), so that figures stay meaningful on a
/// machine shared with other work; the wall clock elsewhere.
fn cpu_time() -> Option<Duration> {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let nanos: u64 = stat.split_whitespace().next()?.parse().ok()?;
    Some(Duration::from_nanos(nanos))
}

/// Seconds of CPU per perft run: the run is repeated until a second has passed, so that
/// short runs are measured as well as long ones.
fn measure<E: Engine>(name: &str, engine: &mut E, depth: u32) -> f64 {
    let (wall, cpu) = (Instant::now(), cpu_time());
    let mut runs = 0u32;
    let mut count = 0;
    while runs < 3 || wall.elapsed() < Duration::from_secs(1) {
        count = engine
            .perft(&Position::initial(), depth)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        runs += 1;
    }
    let took = match (cpu, cpu_time()) {
        (Some(a), Some(b)) if b > a => b - a,
        _ => wall.elapsed(),
    };
    let seconds = took.as_secs_f64() / f64::from(runs);
    println!(
        "{name:<12} perft({depth}) = {count}  {:>9.2} ms CPU a run ({runs} runs)  {:>6.2} M leaves/s",
        seconds * 1e3,
        count as f64 / seconds / 1e6
    );
    seconds
}

fn main() {
    let depth: u32 = std::env::var("PERFT_DEPTH")
        .ok()
        .and_then(|d| d.parse().ok())
        .unwrap_or(7);
    // `EXECUTORS=translated` (say) measures one alone, for a profiler.
    let only = std::env::var("EXECUTORS").unwrap_or_default();
    let wanted = |name: &str| only.is_empty() || only.split(',').any(|n| n == name);
    let interpreted = if wanted("interpreted") {
        let mut engine = Interpreted::corrected(Reading::Set).expect("the listing loads");
        measure("interpreted", &mut engine, depth)
    } else {
        f64::NAN
    };
    let translated = if wanted("translated") {
        measure("translated", &mut Translated::new(), depth)
    } else {
        f64::NAN
    };
    let on_tuples = if wanted("translated") {
        measure_tuples(depth)
    } else {
        f64::NAN
    };
    let native = if wanted("native") {
        measure("native", &mut NativeLists, depth)
    } else {
        f64::NAN
    };
    println!(
        "interpreted takes {:.1}x the time of translated (goal: at most 15x)",
        interpreted / translated
    );
    println!(
        "translated takes {:.2}x the time of native strachey (goal: within 3x)",
        translated / native
    );
    println!(
        "the translated listing alone (on its own tuples, no conversion to positions) takes {:.2}x",
        on_tuples / native
    );
}
