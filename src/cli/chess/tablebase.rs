//! `attic chess tablebase`: the endgame tables of up to four men in a cache directory:
//! `build` them, print a summary of those built, or answer a position (`--fen`), building
//! what it needs first.

use std::path::{Path, PathBuf};
use std::sync::Mutex;

use clap::{Args, Subcommand};

use super::parse_position;
use crate::cli::progress::LongWork;
use crate::cli::{print, CliResult, Failure};
use attic::chess::tablebase::file::{self, Event};
use attic::chess::tablebase::{Material, Tablebase, Wdl};

#[derive(Debug, Args)]
pub struct TablebaseArgs {
    #[command(subcommand)]
    pub action: Option<TablebaseAction>,
    /// A position of at most four men, no castling rights: print its value for the side to
    /// move and the move that keeps it, building the tables it needs when missing.
    #[arg(long)]
    pub fen: Option<String>,
    #[command(flatten)]
    pub cache: CacheArgs,
}

#[derive(Debug, Args)]
pub struct CacheArgs {
    /// The directory of the tables (default: $XDG_CACHE_HOME/attic/tablebases, or
    /// ~/.cache/attic/tablebases).
    #[arg(long, value_name = "DIR", global = true)]
    pub dir: Option<PathBuf>,
    /// The endings of up to this many men, kings included (3 or 4).
    #[arg(long, default_value_t = 4, global = true,
          value_parser = clap::value_parser!(u8).range(3..=4))]
    pub pieces: u8,
}

#[derive(Debug, Subcommand)]
pub enum TablebaseAction {
    /// Build every ending of up to `--pieces` men that is missing from the cache or whose
    /// file is corrupt, then print the summary.
    Build,
}

const PROBE_RUNS: u32 = 1000;

fn cache_dir(args: &CacheArgs) -> Result<PathBuf, Failure> {
    args.dir.clone().or_else(file::default_dir).ok_or_else(|| {
        Failure::new(
            Failure::USAGE,
            "no cache directory: set XDG_CACHE_HOME or HOME, or give --dir",
        )
    })
}

/// Loads or builds `wanted` and what they lead to, reporting on stderr.
fn ensure(tb: &mut Tablebase, dir: &Path, wanted: &[Material]) -> Result<(), Failure> {
    let steps = file::closure(wanted);
    let work = Mutex::new((LongWork::new(steps.len() as u64, false), 0u64));
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let report = |event: Event| {
        let mut guard = work.lock().unwrap_or_else(|e| e.into_inner());
        let (bar, done) = &mut *guard;
        match event {
            Event::Loaded(m) => {
                *done += 1;
                bar.finished(*done, &m.name(), "loaded");
            }
            Event::Unusable(m, why) => eprintln!("{why}; rebuilding {m}"),
            Event::Building(m, at, total) => {
                bar.at(&format!("{m}: {}% set up", at * 100 / total.max(1)));
            }
            Event::Built(m, seconds) => {
                *done += 1;
                bar.finished(*done, &m.name(), &format!("built in {seconds:.1} s"));
                eprintln!("built {m} in {seconds:.1} s");
            }
        }
    };
    file::ensure(tb, Some(dir), wanted, threads, &report)
        .map_err(|e| Failure::new(Failure::FAILED, e))
}

fn summary(tb: &Tablebase) -> String {
    let mut out = String::from(
        "| ending | won, stronger side to move | legal (up to symmetry) | longest mate |\n\
         |---|---|---|---|\n",
    );
    for t in tb.tables() {
        let (won, legal) = t.counts();
        out.push_str(&format!(
            "| {} | {won} | {legal} | {} moves |\n",
            t.material(),
            t.longest_win().div_ceil(2)
        ));
    }
    out
}

pub(super) fn run_tablebase(args: &TablebaseArgs) -> CliResult {
    let dir = cache_dir(&args.cache)?;
    let mut tb = Tablebase::new();
    if let Some(fen) = &args.fen {
        let pos = parse_position(fen)?;
        if !attic::chess::tablebase::probe::covers(&pos) {
            return Err(Failure::new(
                Failure::BAD_INPUT,
                "the tablebases hold positions of at most four men (kings included), \
                 without castling rights",
            ));
        }
        ensure(&mut tb, &dir, &[Material::of(&pos)])?;
        let value = tb
            .value(&pos)
            .ok_or_else(|| Failure::new(Failure::FAILED, "no table holds this position"))?;
        // What a probe costs once the tables are in memory (the goal: well under 1 ms).
        let started = std::time::Instant::now();
        for _ in 0..PROBE_RUNS {
            std::hint::black_box(tb.value(std::hint::black_box(&pos)));
        }
        let probe = started.elapsed() / PROBE_RUNS;
        let started = std::time::Instant::now();
        for _ in 0..PROBE_RUNS {
            std::hint::black_box(tb.best_move(std::hint::black_box(&pos)));
        }
        eprintln!(
            "a probe takes {:.2} us, the best move {:.2} us (mean of {PROBE_RUNS})",
            probe.as_secs_f64() * 1e6,
            (started.elapsed() / PROBE_RUNS).as_secs_f64() * 1e6
        );
        let mut out = describe(value);
        if let Some((mv, _)) = tb.best_move(&pos) {
            out.push_str(&format!("best move: {} ({})\n", pos.san(mv), mv.to_uci()));
        }
        return print(&out);
    }
    let all = Material::all(args.cache.pieces as usize);
    match args.action {
        Some(TablebaseAction::Build) => ensure(&mut tb, &dir, &all)?,
        None => {
            // Only what is on disk: a missing ending is not built here.
            let present: Vec<Material> = all
                .into_iter()
                .filter(|m| file::path_of(&dir, m).exists())
                .collect();
            if present.is_empty() {
                return Err(Failure::new(
                    Failure::FAILED,
                    format!(
                        "no ending built in {}: run `attic chess tablebase build`",
                        dir.display()
                    ),
                ));
            }
            ensure(&mut tb, &dir, &present)?;
        }
    }
    print(&summary(&tb))
}

/// `chess solve --tablebases`: the keys of a problem of at most four men (every first move
/// that mates in at most `mate_in`), from the tables; `None` when they do not hold it.
pub(super) fn solve_from_tables(
    pos: &attic::chess::Position,
    mate_in: u32,
    keys_only: bool,
    dir: &Option<PathBuf>,
) -> Result<Option<CliResult>, Failure> {
    if !attic::chess::tablebase::probe::covers(pos) {
        return Ok(None);
    }
    let dir = cache_dir(&CacheArgs {
        dir: dir.clone(),
        pieces: 4,
    })?;
    let mut tb = Tablebase::new();
    ensure(&mut tb, &dir, &[Material::of(pos)])?;
    let Some(value) = tb.value(pos) else {
        return Ok(None);
    };
    let mut keys: Vec<(u32, attic::chess::Move)> = pos
        .legal_moves()
        .iter()
        .filter_map(|&mv| match tb.value(&pos.play(mv))?.before() {
            Wdl::Win(plies) if plies.div_ceil(2) <= mate_in => Some((plies.div_ceil(2), mv)),
            _ => None,
        })
        .collect();
    keys.sort_by_key(|&(n, mv)| (n, mv.to_uci()));
    if keys_only {
        let lines: String = keys
            .iter()
            .map(|(_, mv)| format!("{}\n", mv.to_uci()))
            .collect();
        return Ok(Some(if keys.is_empty() {
            Err(Failure {
                code: Failure::FAILED,
                text: String::new(),
            })
        } else {
            print(&lines)
        }));
    }
    let mut out = format!(
        "from the tablebases ({}): {}",
        Material::of(pos),
        describe(value)
    );
    if keys.is_empty() {
        out.push_str(&format!("no solution: no mate in {mate_in}\n"));
        return Ok(Some(print(&out).and(Err(Failure {
            code: Failure::FAILED,
            text: String::new(),
        }))));
    }
    for (n, mv) in &keys {
        out.push_str(&format!("1.{}! mates in {n}\n", pos.san(*mv)));
    }
    Ok(Some(print(&out)))
}

fn describe(value: Wdl) -> String {
    match value {
        Wdl::Win(plies) => format!(
            "win: the side to move mates in {} ({plies} plies)\n",
            plies.div_ceil(2)
        ),
        Wdl::Loss(plies) => format!(
            "loss: the side to move is mated in {} ({plies} plies)\n",
            plies / 2
        ),
        Wdl::Draw => "draw\n".to_string(),
    }
}
