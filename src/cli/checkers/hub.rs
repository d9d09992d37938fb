//! `attic checkers hub`: the Hub protocol (Scan's) on stdin and stdout over any executor.

use attic::checkers::{PerftOptions, SearchKind};
use clap::Args;

use super::engines::{engine, engine_limits};
use super::{EngineKind, PositionArgs, ProgramArgs, RulesArg, SearchArg};
use crate::cli::{CliResult, Failure};

#[derive(Debug, Args)]
pub struct HubArgs {
    /// The engine that plays (the native engine plays the English rules; the client sends the
    /// positions, so there is no `--fen` or `--rules` here).
    #[arg(long, value_enum, default_value_t = EngineKind::Interpreted)]
    pub engine: EngineKind,
    #[command(flatten)]
    pub program: ProgramArgs,
    /// Bounds on each evaluation of the program (steps, depth, memory), and `--time-limit S`:
    /// the most seconds one `go think` may take, whatever the client's `level` (a search to a
    /// depth deepens a ply at a time and plays the deepest choice finished in time).
    #[command(flatten)]
    pub limits: crate::cli::lang::LimitArgs,
    /// Search depth until the client sends `level`.
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u32).range(1..=40))]
    pub depth: u32,
    /// The native engine's search (Strachey's program runs its own minimax).
    #[arg(long, value_enum, default_value_t = SearchArg::Alphabeta)]
    pub search: SearchArg,
    /// An endgame database (`checkers endgame build`) the native engine's search ends at,
    /// with exact values: it plays the fastest win.
    #[arg(long, value_name = "DIR")]
    pub endgame_db: Option<std::path::PathBuf>,
}

/// `attic checkers hub`: the Hub protocol on stdin and stdout over the executor chosen. A
/// closed stdout (`| head`) ends the session quietly with 0, as `chess uci` does; a line past
/// the line bound ends it with exit 65.
pub(super) fn hub_command(args: &HubArgs) -> CliResult {
    let position = PositionArgs {
        fen: String::new(),
        rules: RulesArg::English,
        engine: args.engine,
        program: args.program.clone(),
        limits: crate::cli::lang::LimitArgs {
            // The time limit is each move's, not the session's.
            time_limit: None,
            ..args.limits.clone()
        },
        endgame_db: args.endgame_db.clone(),
    };
    let engine = engine(&position, PerftOptions::default())?;
    let base = position.limits.limits_over(engine_limits(args.engine));
    let search = match args.search {
        SearchArg::Minimax => SearchKind::Minimax,
        SearchArg::Alphabeta => SearchKind::AlphaBeta,
    };
    let mut hub = attic::checkers::hub::Hub::new(engine, args.depth, search, base)
        .with_time_limit(args.limits.time_limit)
        .with_endgame_dir(args.endgame_db.as_deref());
    let mut out = crate::cli::Stdout::new();
    let read = attic::checkers::hub::run(&mut hub, std::io::stdin().lock(), &mut out);
    out.finish()?;
    read.map_err(|e| Failure::io("read", "the input", &e))
}
