//! `attic chess ladder`: what each technique of the search is worth in Elo (the
//! matches are `attic::chess::ladder`'s).

use std::time::Instant;

use clap::Args;

use super::shipped_book;
use crate::cli::{print, CliResult, Failure};

#[derive(Debug, Args)]
pub struct LadderArgs {
    /// Nodes a move for both engines.
    #[arg(long, default_value_t = 10_000, value_parser = clap::value_parser!(u64).range(1..))]
    pub nodes: u64,
    /// The openings (PGN); the named lines of programs/chess/openings.pgn when left out.
    #[arg(long, value_name = "PGN")]
    pub openings: Option<std::path::PathBuf>,
    /// Each game starts after this many plies of its opening line.
    #[arg(long, default_value_t = 8)]
    pub plies: usize,
    /// Use only the first N openings (two games each).
    #[arg(long, value_name = "N")]
    pub max_openings: Option<usize>,
    /// A game still going after this many plies is drawn.
    #[arg(long, default_value_t = 300)]
    pub max_plies: usize,
    /// The transposition table of each engine, in megabytes.
    #[arg(long, default_value_t = 16, value_parser = clap::value_parser!(u64).range(1..=1024))]
    pub hash: u64,
    /// Only these techniques, comma-separated (`null-move,lmr`, or UCI names such as
    /// `UseNullMove`; `book` for the opening book). All of them when left out.
    #[arg(long, value_name = "LIST")]
    pub only: Option<String>,
}

const SHIPPED_OPENINGS: &str = attic::programs::CHESS_OPENINGS;

pub(super) fn run_ladder(args: &LadderArgs) -> CliResult {
    use attic::chess::ladder::{openings_from_pgn, play_match, MatchRules, Rung};
    let text = match &args.openings {
        // Read as every file is: at most 64 MiB, UTF-8 text (`/dev/zero` stops at the bound).
        Some(path) => crate::cli::read_source(path)?,
        None => SHIPPED_OPENINGS.to_string(),
    };
    let mut openings =
        openings_from_pgn(&text, args.plies).map_err(|e| Failure::new(Failure::BAD_INPUT, e))?;
    if let Some(n) = args.max_openings {
        openings.truncate(n.max(1));
    }
    let rungs = match &args.only {
        None => Rung::all(),
        Some(list) => list
            .split(',')
            .map(str::trim)
            .filter(|w| !w.is_empty())
            .map(|w| {
                Rung::parse(w).ok_or_else(|| {
                    let names: Vec<&str> = Rung::all().iter().map(|r| r.name()).collect();
                    Failure::new(
                        Failure::BAD_INPUT,
                        format!(
                            "no technique '{w}': the techniques are {}",
                            names.join(", ")
                        ),
                    )
                })
            })
            .collect::<Result<Vec<_>, _>>()?,
    };
    let book = std::sync::Arc::new(shipped_book()?);
    let rules = MatchRules {
        nodes: args.nodes,
        max_plies: args.max_plies.max(args.plies + 1),
        hash_mb: args.hash as usize,
    };
    let started = Instant::now();
    let mut out = format!(
        "{} openings x 2 colours, {} nodes a move, games drawn after {} plies\n\n",
        openings.len(),
        rules.nodes,
        rules.max_plies
    );
    out.push_str(
        "| technique off | UCI option | games | full engine +W =D -L | score | Elo of the technique (95%) | mean depth full / off |\n",
    );
    out.push_str("|---|---|---|---|---|---|---|\n");
    // The search recurses deeply; a thread of its own has room for it.
    let worker = attic::stack::spawn("ladder", 64 << 20, move || {
        let mut rows = String::new();
        for rung in rungs {
            let t0 = Instant::now();
            let (full, without) = rung.setups(&book);
            let tally = play_match(&full, &without, &openings, &rules, &mut |_, _, _| {});
            let (elo, low, high) = tally.elo();
            let row = format!(
                "| {} | {} | {} | +{} ={} -{} | {:.1}% | {} ({} to {}) | {:.1} / {:.1} |\n",
                rung.name(),
                rung.option_name(),
                tally.games(),
                tally.wins,
                tally.draws,
                tally.losses,
                100.0 * tally.score(),
                show_elo(elo),
                show_elo(low),
                show_elo(high),
                tally.depth_first,
                tally.depth_second
            );
            eprint!("{row}");
            eprintln!("  ({} in {:.0} s)", rung.name(), t0.elapsed().as_secs_f64());
            rows.push_str(&row);
        }
        rows
    })
    .map_err(|e| Failure::new(Failure::FAILED, format!("cannot start the ladder: {e}")))?;
    let rows = worker
        .join()
        .map_err(|_| Failure::new(Failure::FAILED, "the ladder's thread failed"))?;
    out.push_str(&rows);
    out.push_str(&format!(
        "\nrun time {:.0} s\n",
        started.elapsed().as_secs_f64()
    ));
    print(&out)
}

/// An Elo difference, rounded; `+inf`/`-inf` when one side scored everything.
fn show_elo(elo: f64) -> String {
    if elo.is_infinite() {
        if elo > 0.0 { "+inf" } else { "-inf" }.to_string()
    } else if elo.round() == 0.0 {
        // Never `-0`.
        "+0".to_string()
    } else {
        format!("{:+.0}", elo)
    }
}
