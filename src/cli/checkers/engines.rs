//! Building an engine from its flags, and the failures an engine reports, in words: the one
//! place that turns an engine's name into an engine ([`engine`]), refuses the flags an engine
//! would ignore, and names its successors as moves.

use attic::bridge::checkers::{Interpreted, LoadFailure};
use attic::checkers::{
    name_tuples, parse_fen, Engine, EngineError, NamedSuccessor, Native, PerftOptions, Position,
    Rules, SearchKind,
};
use attic::diagnostic::Source;

use super::{EngineKind, PositionArgs, RulesArg, SearchArg};
use crate::cli::{read_source, CliResult, Failure};

/// The one place that turns an engine's name into an engine.
pub(super) fn engine(args: &PositionArgs, perft: PerftOptions) -> Result<Box<dyn Engine>, Failure> {
    refuse_unused_limits(args)?;
    if args.endgame_db.is_some() && args.engine != EngineKind::Native {
        return Err(Failure::new(
            Failure::USAGE,
            "--endgame-db is the native engine's: add --engine native --rules english",
        ));
    }
    let mut engine: Box<dyn Engine> =
        match args.engine {
            EngineKind::Native => {
                let native = Native::with_perft(Rules::from(args.rules), perft);
                match &args.endgame_db {
                    Some(dir) if args.rules == RulesArg::English => {
                        Box::new(native.with_endgame(super::endgame::open_for_engine(dir)?))
                    }
                    Some(_) => return Err(Failure::new(
                        Failure::USAGE,
                        "the endgame database holds the English rules' values: add --rules english",
                    )),
                    None => Box::new(native),
                }
            }
            EngineKind::Interpreted => Box::new(interpreted(
                args.program.program.as_deref(),
                crate::cli::cpl::readings(args.program.reading, args.program.and_binds),
                &args.limits,
            )?),
            #[cfg(feature = "translated")]
            EngineKind::Translated => Box::new(attic::bridge::translated::Translated::new()),
            #[cfg(not(feature = "translated"))]
            EngineKind::Translated => {
                return Err(Failure::new(
                    Failure::USAGE,
                    "this attic was built without the `translated` feature",
                ))
            }
        };
    // The limit flags bound every evaluation of the program, the corrected listing's as well as
    // a `--program`'s, interpreted or translated.
    let limits = &args.limits;
    let given = limits.max_steps.is_some()
        || limits.max_depth.is_some()
        || limits.max_memory.is_some()
        || limits.time_limit.is_some();
    if given {
        engine.set_limits(&limits.limits_over(engine_limits(args.engine)));
    }
    Ok(engine)
}

/// An executor's bounds when no flag changes them: the interpreter's (the bridge's step
/// limit), the translated runtime's, the shared defaults for the native engine.
pub(super) fn engine_limits(kind: EngineKind) -> attic::limits::Limits {
    match kind {
        EngineKind::Interpreted => Interpreted::default_limits(),
        #[cfg(feature = "translated")]
        EngineKind::Translated => attic::limits::Limits {
            max_steps: attic::cpl::runtime::Ctx::default().max_steps,
            max_depth: attic::cpl::runtime::Ctx::default().max_depth,
            ..Default::default()
        },
        _ => attic::limits::Limits::default(),
    }
}

/// A flag either works or is refused: the bounds on a program's evaluation mean nothing to an
/// executor that has no such count (the native engine runs no program; the translated
/// program counts steps and depth but not memory), so there they are refused, exit 2.
pub(super) fn refuse_unused_limits(args: &PositionArgs) -> CliResult {
    let limits = &args.limits;
    let unused: &[(&str, bool)] = match args.engine {
        EngineKind::Native => &[
            ("--max-steps", limits.max_steps.is_some()),
            ("--max-depth", limits.max_depth.is_some()),
            ("--max-memory", limits.max_memory.is_some()),
        ],
        EngineKind::Translated => &[("--max-memory", limits.max_memory.is_some())],
        EngineKind::Interpreted => &[],
    };
    match unused.iter().find(|(_, given)| *given) {
        Some((flag, _)) => Err(Failure::new(
            Failure::USAGE,
            match args.engine {
                EngineKind::Native => format!(
                    "{flag} bounds the evaluation of a CPL program; the native engine runs no \
                     program (use --engine interpreted or translated, or --time-limit)"
                ),
                _ => format!(
                    "{flag} bounds the interpreter's memory; the translated program does not \
                     count its memory (use --engine interpreted)"
                ),
            },
        )),
        None => Ok(()),
    }
}

/// `--rules english` is the native engine's alone: the 1966 program, interpreted or
/// translated, plays its own rules (strachey's), so asking it for English rules is refused
/// (usage, exit 2) rather than ignored. Likewise `--program` is the interpreter's alone (the
/// translated engine is the corrected listing compiled in; the native engine runs no program).
pub(super) fn refuse_ignored_rules(args: &PositionArgs) -> Result<(), Failure> {
    if args.program.program.is_some() && args.engine != EngineKind::Interpreted {
        return Err(Failure::new(
            Failure::USAGE,
            format!(
                "--program applies to the interpreted engine only (the {} engine runs {}): \
                 add --engine interpreted",
                match args.engine {
                    EngineKind::Translated => "translated",
                    _ => "native",
                },
                match args.engine {
                    EngineKind::Translated => "the corrected listing compiled in",
                    _ => "no program",
                }
            ),
        ));
    }
    if args.rules == RulesArg::English && args.engine != EngineKind::Native {
        return Err(Failure::new(
            Failure::USAGE,
            format!(
                "--rules english applies to the native engine only (the {} 1966 program \
                 plays its own rules, strachey's): add --engine native",
                match args.engine {
                    EngineKind::Translated => "translated",
                    _ => "interpreted",
                }
            ),
        ));
    }
    Ok(())
}

/// The engine and the position `--fen` gives.
pub(super) fn engine_at(
    args: &PositionArgs,
    perft: PerftOptions,
) -> Result<(Box<dyn Engine>, Position), Failure> {
    refuse_ignored_rules(args)?;
    let pos = read_fen(&args.fen)?;
    Ok((engine(args, perft)?, pos))
}

/// `--endgame-db` changes what a search finds; a command that searches nothing (`moves`,
/// `perft`, `replay`) refuses it rather than ignore it.
pub(super) fn refuse_endgame_db(args: &PositionArgs, command: &str) -> CliResult {
    match args.endgame_db {
        Some(_) => Err(Failure::new(
            Failure::USAGE,
            format!(
                "`checkers {command}` searches nothing, so --endgame-db would change nothing: \
                 it is for choose, explain, play and hub"
            ),
        )),
        None => Ok(()),
    }
}

/// The corrected listing, or a program file, loaded with the prelude in an interpreter.
pub(super) fn interpreted(
    program: Option<&std::path::Path>,
    readings: attic::cpl::Readings,
    limits: &crate::cli::lang::LimitArgs,
) -> Result<Interpreted, Failure> {
    let loaded = match program {
        None => Interpreted::corrected(readings),
        Some(path) => {
            let text = read_source(path)?;
            let defaults = Interpreted::default_limits();
            let options =
                attic::cpl::eval::Options::with_limits(readings, &limits.limits_over(defaults));
            Interpreted::load_with(Source::new(crate::cli::source_name(path), text), options)
        }
    };
    loaded.map_err(|e| match e {
        LoadFailure::Source(d) => Failure::diagnostic(Failure::BAD_INPUT, &d),
        program => Failure::new(Failure::BAD_INPUT, program),
    })
}

pub(super) fn read_fen(text: &str) -> Result<Position, Failure> {
    parse_fen(text)
        .map_err(|e| Failure::new(Failure::BAD_INPUT, format!("malformed FEN `{text}`: {e}")))
}

/// A failure of the engine: a runtime error of the program shows its place in the source.
pub(super) fn engine_failure(e: EngineError) -> Failure {
    match e {
        EngineError::Program {
            diagnostic: Some(d),
            ..
        } => Failure::diagnostic(Failure::FAILED, &d),
        // A program without what the bridge calls is bad input, whichever command finds out.
        missing @ EngineError::MissingDefinition { .. } => {
            Failure::new(Failure::BAD_INPUT, missing)
        }
        other => Failure::new(Failure::FAILED, other),
    }
}

/// The search `--search` asks for, if the engine has it; a historical program has only its
/// own minimax, and says so in words.
pub(super) fn search_kind(
    arg: SearchArg,
    position: &PositionArgs,
    engine: &dyn Engine,
) -> Result<SearchKind, Failure> {
    let kind = match arg {
        SearchArg::Minimax => SearchKind::Minimax,
        SearchArg::Alphabeta => SearchKind::AlphaBeta,
    };
    if engine.searches().contains(&kind) {
        return Ok(kind);
    }
    let program = match position.engine {
        EngineKind::Interpreted if position.program.program.is_some() => "this CPL program",
        _ => "Strachey's 1966 program",
    };
    Err(Failure::new(
        Failure::USAGE,
        format!(
            "--search {} needs --engine native: {program} has no alpha-beta, it runs its own \
             minimax (BestPosition over every move); a CPL program with an alpha-beta of its own \
             runs it as its BestPosition with --program FILE --search minimax",
            kind.name()
        ),
    ))
}

/// The engine's successors, named as moves (the k-th copy of a position gets the k-th path);
/// a successor no legal move reaches keeps its tuple, and stderr says why.
pub(super) fn named_moves(
    engine: &mut dyn Engine,
    pos: &Position,
) -> Result<Vec<NamedSuccessor>, Failure> {
    let tuples = engine
        .successor_tuples(&pos.to_strachey())
        .map_err(engine_failure)?;
    let rules = engine.naming_rules();
    let named = name_tuples(pos, rules, &tuples);
    warn_off_rules(&named, rules);
    Ok(named)
}

pub(super) fn warn_off_rules(named: &[NamedSuccessor], rules: Rules) {
    for (i, successor) in named.iter().enumerate() {
        if let Some(note) = successor.note(rules) {
            say!("warning: successor {} ({}): {note}", i + 1, successor.name);
        }
    }
}
