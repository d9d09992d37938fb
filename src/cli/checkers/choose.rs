//! `attic checkers choose|explain`: the program's choice, what it costs by depth, and the tree
//! it searched.

use std::time::Instant;

use attic::bridge::checkers::Interpreted;
use attic::checkers::engine::endgame_value_of;
use attic::checkers::search::format_value;
use attic::checkers::{
    format_fen, name_tuples, Decision, Engine, EngineError, Native, PerftOptions, Position,
    SearchKind,
};
use clap::Args;

use super::engines::{engine_at, engine_failure, search_kind};
use super::{EngineKind, PositionArgs, SearchArg};
use crate::cli::progress::{deepen, time_limit_reached, Deepened, LongWork};
use crate::cli::{print, CliResult, Failure};

#[derive(Debug, Args)]
pub struct ExplainArgs {
    #[command(flatten)]
    pub position: PositionArgs,
    /// Search depth D, as for `choose`: Terminal(P, d) holds when d ≥ D.
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u32).range(1..=40))]
    pub depth: u32,
    /// Show the moves of the first N plies; deeper ones are folded into counts of positions.
    #[arg(long, value_name = "N", default_value_t = 2)]
    pub show: u32,
    /// Write the tree for Graphviz (`| dot -Tsvg > tree.svg`) instead of the outline.
    #[arg(long)]
    pub dot: bool,
}

#[derive(Debug, Args)]
pub struct ChooseArgs {
    #[command(flatten)]
    pub position: PositionArgs,
    /// Search depth D: Terminal(P, d) holds when d ≥ D.
    #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u32).range(1..=40))]
    pub depth: u32,
    /// The search: Strachey's minimax, or alpha-beta (native engine only: the historical
    /// program has no alpha-beta, and `alphabeta` is refused for it).
    #[arg(long, value_enum, default_value_t = SearchArg::Minimax)]
    pub search: SearchArg,
    /// Choose at every depth from 1 to --depth and print a table of the cost: the engine's
    /// evaluations (the listing's `PositionValue` calls) and time beside the native engine's
    /// alpha-beta on the same position, each with its growth per ply.
    #[arg(long, conflicts_with = "time_limit")]
    pub growth: bool,
}

/// `attic checkers choose`: the engine at the position, then its choice.
pub(super) fn choose_command(args: &ChooseArgs) -> CliResult {
    let (mut engine, pos) = engine_at(&args.position, PerftOptions::default())?;
    choose(&mut *engine, pos, args)
}

/// `attic checkers explain`: the tree the engine searched, as an outline or for Graphviz.
pub(super) fn explain(args: &ExplainArgs) -> CliResult {
    // Refused before anything runs, and as a usage error, as `chess explain` does.
    if args.position.engine == EngineKind::Translated {
        return Err(Failure::new(
            Failure::USAGE,
            "only --engine interpreted and native can show the tree they search: \
             the translated Rust has no call hook",
        ));
    }
    let (mut engine, pos) = engine_at(&args.position, PerftOptions::default())?;
    let tree = engine
        .explain(&pos.to_strachey(), args.depth)
        .map_err(engine_failure)?;
    let show = args.show.max(1);
    let mut text = if args.dot {
        tree.dot(show)
    } else {
        tree.outline(show)
    };
    if !args.dot {
        if let Some(value) = engine.endgame_value(&pos).and_then(endgame_value_of) {
            text.push_str(&format!(
                "endgame database: {}\n",
                super::endgame::value_in_words(value, pos.side())
            ));
        }
    }
    print(&text)
}

fn choose(engine: &mut dyn Engine, pos: Position, args: &ChooseArgs) -> CliResult {
    let search = search_kind(args.search, &args.position, engine)?;
    if args.growth {
        return print(&growth_table(engine, search, &pos, args.depth)?);
    }
    let Some(seconds) = args.position.limits.time_limit else {
        let decision = engine
            .choose(&pos.to_strachey(), args.depth, search)
            .map_err(engine_failure)?;
        return print(&describe_choice(engine, &pos, decision));
    };
    // Under a time limit the search deepens a ply at a time, so that when the clock stops it
    // the command still knows the choice of the last depth it finished (and says so on
    // stderr as it goes: long searches show their progress).
    let limits = args
        .position
        .limits
        .limits_over(Interpreted::default_limits());
    engine.set_limits(&limits);
    let mut work = LongWork::new(u64::from(args.depth), true);
    let deepened = deepen(
        args.depth,
        &mut work,
        |depth| format!("depth {depth}"),
        |_: &EngineError| limits.deadline.is_some_and(|d| Instant::now() >= d),
        |depth, _| {
            let decision = engine.choose(&pos.to_strachey(), depth, search)?;
            let text = describe_choice(engine, &pos, decision);
            let summary = text.lines().collect::<Vec<_>>().join(", ");
            Ok((text, summary))
        },
    )
    .map_err(engine_failure)?;
    drop(work);
    match deepened {
        Deepened::Finished(text) => print(&text),
        Deepened::Stopped { depth, last } => {
            let known = match &last {
                Some((d, text)) => {
                    print(&format!("depth: {d} (the last one finished)\n{text}"))?;
                    format!("; the choice above is depth {d}'s")
                }
                None => String::new(),
            };
            Err(time_limit_reached(
                seconds,
                &format!(
                    "searching {depth} {} deep",
                    if depth == 1 { "ply" } else { "plies" }
                ),
                &known,
            ))
        }
    }
}

/// `choose --growth`: how the cost of one choice grows with the depth (Norvig's question of
/// the 1966 program), the engine's search beside the native alpha-beta, which chooses the
/// same move with fewer evaluations.
fn growth_table(
    engine: &mut dyn Engine,
    search: SearchKind,
    pos: &Position,
    depth: u32,
) -> Result<String, Failure> {
    let mut native = Native::new(engine.naming_rules());
    let state = pos.to_strachey();
    let measure = |engine: &mut dyn Engine, search, d| -> Result<(String, u64, f64), Failure> {
        let start = Instant::now();
        let decision = engine.choose(&state, d, search).map_err(engine_failure)?;
        let seconds = start.elapsed().as_secs_f64();
        Ok(match decision {
            Decision::Resign => ("resigns".to_string(), 0, seconds),
            Decision::Choice(choice) => {
                let names = name_tuples(pos, engine.naming_rules(), &choice.successors);
                let chosen = choice
                    .index
                    .and_then(|i| names.get(i))
                    .map_or("NIL".to_string(), |m| m.name.clone());
                (chosen, choice.evaluated, seconds)
            }
        })
    };
    let growth = |now: u64, before: Option<u64>| match before {
        Some(b) if b > 0 => format!("{:.1}", now as f64 / b as f64),
        _ => "-".to_string(),
    };
    let mut out = format!(
        "the cost of a choice by depth from {}
A: {} ({})
B: the native engine, alpha-beta ({} rules)
",
        format_fen(pos),
        engine.label(),
        search.name(),
        engine.naming_rules().name()
    );
    out.push_str(&format!(
        "{:>5}  {:<10} {:>12} {:>6} {:>9}   {:<10} {:>12} {:>6} {:>9}\n",
        "depth",
        "A move",
        "A evaluated",
        "×/ply",
        "A seconds",
        "B move",
        "B evaluated",
        "×/ply",
        "B seconds"
    ));
    let (mut last_a, mut last_b) = (None, None);
    for d in 1..=depth {
        let (move_a, a, seconds_a) = measure(&mut *engine, search, d)?;
        let (move_b, b, seconds_b) = measure(&mut native, SearchKind::AlphaBeta, d)?;
        out.push_str(&format!(
            "{d:>5}  {move_a:<10} {a:>12} {:>6} {seconds_a:>9.3}   {move_b:<10} {b:>12} {:>6} {seconds_b:>9.3}\n",
            growth(a, last_a),
            growth(b, last_b)
        ));
        (last_a, last_b) = (Some(a), Some(b));
    }
    out.push_str("evaluated: PositionValue calls (A) and positions scored (B); ×/ply: the growth from the depth before\n");
    Ok(out)
}

/// What `choose` prints of a decision.
fn describe_choice(engine: &dyn Engine, pos: &Position, decision: Decision) -> String {
    match decision {
        Decision::Resign => "no legal move: the program resigns\n".to_string(),
        Decision::Choice(choice) => {
            let names = name_tuples(pos, engine.naming_rules(), &choice.successors);
            let chosen = match choice.index.and_then(|i| names.get(i)) {
                Some(m) => m.name.clone(),
                None if choice.successors.is_empty() => {
                    "none: there is no legal move, and ChosenPosition yields NIL".to_string()
                }
                None => "none: every move scores -∞, so ChosenPosition yields NIL".to_string(),
            };
            let mut text = format!(
                "move: {chosen}\nvalue: {}\n{}: {}\n",
                format_value(choice.value),
                engine.evaluation_unit(),
                choice.evaluated
            );
            // With an endgame database, the value is an exact one: say which.
            if let Some(value) = engine.endgame_value(pos).and_then(endgame_value_of) {
                text.push_str(&format!(
                    "endgame database: {}\n",
                    super::endgame::value_in_words(value, pos.side())
                ));
            }
            text
        }
    }
}
