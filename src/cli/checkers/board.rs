//! `attic checkers moves|perft|board`: a position's moves, counts and picture.

use std::time::Instant;

use attic::checkers::render::{render, Numbering, RenderOptions};
use attic::checkers::{
    format_fen, perft_in, work_units, Engine, HashTable, PerftOptions, Position, Rules, WorkUnit,
};
use clap::{Args, ValueEnum};

use super::engines::{engine_at, engine_failure, named_moves, read_fen, refuse_endgame_db};
use super::{EngineKind, PositionArgs, RulesArg};
use crate::cli::{print, read_source, CliResult, Failure};

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum NumbersArg {
    None,
    /// Squares 1-32.
    Standard,
    /// Strachey's 45-bit square numbers.
    Strachey,
}

#[derive(Debug, Args)]
pub struct MovesArgs {
    #[command(flatten)]
    pub position: PositionArgs,
}

#[derive(Debug, Args)]
pub struct PerftArgs {
    /// Plies to look ahead (at most 28: the count must fit 64 bits).
    #[arg(value_parser = clap::value_parser!(u32).range(0..=28), required_unless_present = "units")]
    pub depth: Option<u32>,
    #[command(flatten)]
    pub position: PositionArgs,
    /// Print each first move with its count before the total.
    #[arg(long)]
    pub divide: bool,
    /// Worker threads (native engine only).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=256))]
    pub threads: u32,
    /// A shared hash table of this many MiB (native engine only); counts never change with it.
    #[arg(long, default_value_t = 0, value_parser = clap::value_parser!(u32).range(0..=65536))]
    pub hash: u32,
    /// Instead of counting, write the work units of this perft cut N plies down, one a line:
    /// `FEN DEPTH MULTIPLICITY` (native engine only).
    #[arg(long, value_name = "N", conflicts_with_all = ["units", "divide"])]
    pub split: Option<u32>,
    /// Count the work units in FILE (`-`: stdin) and print their sum; with `--divide`, each
    /// unit with its count first (native engine only; no DEPTH, --fen: the units carry them).
    #[arg(long, value_name = "FILE", conflicts_with_all = ["depth", "fen"])]
    pub units: Option<std::path::PathBuf>,
}

#[derive(Debug, Args)]
pub struct BoardArgs {
    /// The position in PDN FEN.
    #[arg(long, default_value = "B:W21-32:B1-12")]
    pub fen: String,
    /// Plain ASCII instead of Unicode.
    #[arg(long)]
    pub ascii: bool,
    /// A key of square numbers beside the board.
    #[arg(long, value_enum, default_value_t = NumbersArg::None)]
    pub numbers: NumbersArg,
}

/// `attic checkers moves`: the legal moves, in the engine's order, one per line.
pub(super) fn moves(args: &MovesArgs) -> CliResult {
    refuse_endgame_db(&args.position, "moves")?;
    let (mut engine, pos) = engine_at(&args.position, PerftOptions::default())?;
    let named = named_moves(&mut *engine, &pos)?;
    if named.is_empty() {
        // No move is an answer (the list is empty), and the end of the game: say so.
        let side = pos.side().name();
        let why = if pos.pieces(pos.side()) == 0 {
            "has no pieces"
        } else {
            "has no move"
        };
        crate::cli::say(format!("{side} {why}: the game is over, {side} loses"));
    }
    let text: String = named.iter().map(|m| format!("{}\n", m.name)).collect();
    print(&text)
}

/// `attic checkers perft`: a count, a divide, or a perft cut into work units.
pub(super) fn perft(args: &PerftArgs) -> CliResult {
    refuse_endgame_db(&args.position, "perft")?;
    let perft = PerftOptions {
        threads: args.threads as usize,
        hash_mb: args.hash as usize,
    };
    if args.split.is_some() || args.units.is_some() {
        return perft_units(args, perft);
    }
    if args.position.engine != EngineKind::Native && (args.threads > 1 || args.hash > 0) {
        return Err(Failure::new(
            Failure::USAGE,
            "--threads and --hash apply to the native engine only: add --engine native",
        ));
    }
    let (mut engine, pos) = engine_at(&args.position, perft)?;
    perft_command(&mut *engine, pos, args)
}

fn perft_command(engine: &mut dyn Engine, pos: Position, args: &PerftArgs) -> CliResult {
    let depth = args.depth.unwrap_or(0);
    let started = Instant::now();
    let total = if args.divide && depth > 0 {
        let mut total = 0;
        for m in named_moves(engine, &pos)? {
            let count = engine
                .perft_tuple(&m.tuple, depth - 1)
                .map_err(engine_failure)?;
            print(&format!("{}: {count}\n", m.name))?;
            total += count;
        }
        total
    } else {
        engine.perft(&pos, depth).map_err(engine_failure)?
    };
    let seconds = started.elapsed().as_secs_f64();
    say!(
        "perft({}) = {total} in {seconds:.3} s ({:.1} M leaves/s)",
        depth,
        total as f64 / seconds.max(1e-9) / 1e6
    );
    print(&format!("{total}\n"))
}

/// `perft --split N` and `perft --units FILE`: a perft as independent jobs, so that a count
/// too deep for one machine runs under any batch scheduler (see the README).
fn perft_units(args: &PerftArgs, options: PerftOptions) -> CliResult {
    if args.position.engine != EngineKind::Native {
        return Err(Failure::new(
            Failure::USAGE,
            "--split and --units need --engine native",
        ));
    }
    let rules = Rules::from(args.position.rules);
    if let Some(plies) = args.split {
        let depth = args.depth.unwrap_or(0);
        if plies > depth {
            return Err(Failure::new(
                Failure::USAGE,
                format!("--split {plies} cuts deeper than the perft's depth {depth}"),
            ));
        }
        let pos = read_fen(&args.position.fen)?;
        let units = work_units(&pos, depth, plies, rules);
        let sequences: u64 = units.iter().map(|u| u.multiplicity).sum();
        let mut text = format!(
            "# perft {depth} of {} under {} rules, cut {plies} plies down: {} units, \
             {sequences} move sequences\n",
            format_fen(&pos),
            match args.position.rules {
                RulesArg::English => "english",
                RulesArg::Strachey => "strachey",
            },
            units.len()
        );
        for unit in &units {
            text.push_str(&unit.to_line());
            text.push('\n');
        }
        return print(&text);
    }
    let path = args.units.as_deref().unwrap_or(std::path::Path::new("-"));
    let (name, text) = (crate::cli::source_name(path), read_source(path)?);
    // Every line is read before any is counted, so a typo on the last line costs nothing.
    let mut terms = Vec::new();
    for (number, line) in text.lines().enumerate() {
        let bad = |e: &dyn std::fmt::Display| {
            Failure::new(Failure::BAD_INPUT, format!("{name}:{}: {e}", number + 1))
        };
        let fields: Vec<&str> = line
            .split('#')
            .next()
            .unwrap_or("")
            .split_whitespace()
            .collect();
        // A lone number is a sum already made (the output of another `--units` job).
        if let [sum] = fields[..] {
            let digits = sum.bytes().all(|b| b.is_ascii_digit());
            match sum.parse::<u64>() {
                Ok(sum) if digits => terms.push(UnitTerm::Sum(sum)),
                _ => return Err(bad(&format!("`{sum}` is neither a count nor a work unit"))),
            }
            continue;
        }
        if let Some(unit) = WorkUnit::parse_line(line).map_err(|e| bad(&e))? {
            terms.push(UnitTerm::Unit(unit));
        }
    }
    let started = Instant::now();
    let table = HashTable::with_megabytes(options.hash_mb);
    let overflow = || Failure::new(Failure::FAILED, "the sum does not fit 64 bits");
    let mut total = 0u64;
    let mut counted = 0u64;
    for term in terms {
        let weighted = match term {
            UnitTerm::Sum(sum) => sum,
            UnitTerm::Unit(mut unit) => {
                if unit.count.is_none() {
                    let count = perft_in(
                        &unit.position,
                        unit.depth,
                        rules,
                        options.threads,
                        table.as_ref(),
                    );
                    unit.count = Some(count);
                    counted += 1;
                }
                if args.divide {
                    print(&format!("{}\n", unit.to_line()))?;
                }
                unit.weighted().ok_or_else(overflow)?
            }
        };
        total = total.checked_add(weighted).ok_or_else(overflow)?;
    }
    say!(
        "units counted here: {counted}, in {:.3} s",
        started.elapsed().as_secs_f64()
    );
    print(&format!("{total}\n"))
}

/// One line of a work-unit file that counts.
enum UnitTerm {
    Unit(WorkUnit),
    Sum(u64),
}

pub(super) fn board(args: &BoardArgs) -> CliResult {
    let pos = read_fen(&args.fen)?;
    let numbering = match args.numbers {
        NumbersArg::None => Numbering::None,
        NumbersArg::Standard => Numbering::Standard,
        NumbersArg::Strachey => Numbering::Strachey,
    };
    print(&render(
        &pos,
        RenderOptions {
            ascii: args.ascii,
            numbering,
        },
    ))
}
