//! `attic checkers moves|perft|choose|board|play`: checkers positions through an engine.
//!
//! Every command that needs moves runs them through an engine picked with `--engine`: the
//! 1966 program in the CPL interpreter (`interpreted`, the default; `--program FILE`,
//! `--reading set|xor`) or the native bitboard engine (`native`, `--rules`). Each command is
//! an [`EngineTask`] over the bridge's [`Player`], and [`with_engine`] is the one place that
//! builds an engine from its name.
//!
//! The main job (bare `attic`) is [`main_job`]: the corrected listing, interpreted, plays
//! itself from the opening.

use std::path::PathBuf;
use std::time::Instant;

use attic::bridge::checkers::{Interpreted, LoadFailure};
use attic::checkers::engine::FixedSearch;
use attic::checkers::game::{self, capitalised, Ending, Game, GameOptions, Turn};
use attic::checkers::pdn_game::{parse_pdn, replay};
use attic::checkers::render::{render, Numbering, RenderOptions};
use attic::checkers::search::format_value;
use attic::checkers::{
    format_fen, name_tuples, parse_fen, perft_in, work_units, Decision, Engine, EngineError,
    HashTable, NamedSuccessor, Native, PerftOptions, Position, Rules, SearchKind, Side, WorkUnit,
};
use attic::diagnostic::Source;
use clap::{Args, Subcommand, ValueEnum};

use super::cpl::{AndBindsArg, ReadingArg};
use super::progress::{deepen, time_limit_reached, Deepened, LongWork};
use super::{print, read_source, CliResult, Failure};

#[derive(Debug, Subcommand)]
pub enum CheckersCommand {
    /// The legal moves, in the program's order, one per line.
    Moves(MovesArgs),
    /// Count the move sequences DEPTH plies deep (the last line printed is the bare count).
    Perft(PerftArgs),
    /// The move ChosenPosition picks, the value BestPosition gives it, and the number of
    /// positions evaluated.
    Choose(ChooseArgs),
    /// Draw the board.
    Board(BoardArgs),
    /// Play against the program (moves from stdin, as PDN or by number; `undo`, `quit`).
    Play(PlayArgs),
    /// Read a PDN game, check every move against the engine's moves, print the final FEN.
    Replay(ReplayArgs),
    /// Set two programs against each other: games from openings, each with both colours.
    Match(MatchArgs),
    /// The tree the program searched for its choice: every move with the value BestPosition
    /// compared, the best line marked, deep subtrees folded into counts (`--dot`: Graphviz).
    Explain(ExplainArgs),
    /// Speak the Hub protocol (Scan's, "like UCI") on stdin and stdout, for a draughts GUI or
    /// pydraughts' HubEngine: English checkers against any executor.
    Hub(HubArgs),
    /// The 1966 program at several depths against native alpha-beta at several depths, every
    /// opening with both colours: results, Elo ratings with error bars relative to native
    /// depth 1, and the alpha-beta depth each program depth equals.
    Gauntlet(GauntletArgs),
}

#[derive(Debug, Args)]
pub struct GauntletArgs {
    /// The program: `translated` (the corrected listing in Rust, fast), `interpreted` (with
    /// `--reading` and `--and-binds`) or `program:FILE.cpl`.
    #[arg(long, default_value = "translated")]
    pub program: String,
    /// The program's depths.
    #[arg(long, value_delimiter = ',', default_value = "3,4,5")]
    pub program_depths: Vec<u32>,
    /// Native alpha-beta's depths.
    #[arg(long, value_delimiter = ',', default_value = "1,2,3,4,5,6,7,8")]
    pub native_depths: Vec<u32>,
    /// `ballots` (the 156 three-move ballots, built in) or a file of openings, one a line (a
    /// file called `ballots` is `./ballots`).
    #[arg(long, default_value = "ballots")]
    pub openings: String,
    /// Play only the first N openings (a reduced gauntlet).
    #[arg(long, value_name = "N")]
    pub first: Option<usize>,
    /// How the interpreted program reads `+` and `-` on bit strings.
    #[arg(long, value_enum, default_value_t = ReadingArg::Set)]
    pub reading: ReadingArg,
    /// How tightly the interpreted program's `∧`, `∨` and `≡` bind against `+` and `-`.
    #[arg(long, value_enum, default_value_t = AndBindsArg::Tighter)]
    pub and_binds: AndBindsArg,
    /// The draw rule, as for `play`.
    #[arg(long, default_value_t = 80)]
    pub quiet_plies: u32,
    /// Stop each game after this many plies (an unfinished game counts as a draw).
    #[arg(long, default_value_t = 200)]
    pub max_plies: u32,
}

#[derive(Debug, Args)]
pub struct HubArgs {
    /// The engine that plays (the native engine plays the English rules; the client sends the
    /// positions, so there is no `--fen` or `--rules` here).
    #[arg(long, value_enum, default_value_t = EngineKind::Interpreted)]
    pub engine: EngineKind,
    /// The CPL program to interpret (loaded with the checkers prelude after it) instead of the
    /// corrected 1966 listing.
    #[arg(long, value_name = "FILE")]
    pub program: Option<std::path::PathBuf>,
    /// How the interpreted program reads `+` and `-` on bit strings.
    #[arg(long, value_enum, default_value_t = ReadingArg::Set)]
    pub reading: ReadingArg,
    /// How tightly the interpreted program's `∧`, `∨` and `≡` bind against `+` and `-`.
    #[arg(long, value_enum, default_value_t = AndBindsArg::Tighter)]
    pub and_binds: AndBindsArg,
    /// Bounds on each evaluation of the program (steps, depth, memory), and `--time-limit S`:
    /// the most seconds one `go think` may take, whatever the client's `level` (a search to a
    /// depth deepens a ply at a time and plays the deepest choice finished in time).
    #[command(flatten)]
    pub limits: super::lang::LimitArgs,
    /// Search depth until the client sends `level`.
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u32).range(1..=40))]
    pub depth: u32,
    /// The native engine's search (Strachey's program runs its own minimax).
    #[arg(long, value_enum, default_value_t = SearchArg::Alphabeta)]
    pub search: SearchArg,
}

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
pub struct MatchArgs {
    /// The first player: `interpreted`, `translated`, `native:alphabeta`, `native:minimax`
    /// (`native` is alpha-beta) or `program:FILE.cpl` (a CPL program, interpreted).
    pub a: String,
    /// The second player, in the same words.
    pub b: String,
    /// How many games (each opening twice, the colours swapped).
    #[arg(long, default_value_t = 2)]
    pub games: usize,
    /// Both players' search depth.
    #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u32).range(1..=40))]
    pub depth: u32,
    /// Openings, one a line as PDN moves (`9-14 22-17`); `#` starts a comment; `ballots` is
    /// the 156 three-move ballots, built in (a file called `ballots` is `./ballots`). By
    /// default the seven first moves of the listing's order.
    #[arg(long, value_name = "FILE")]
    pub openings: Option<PathBuf>,
    /// The draw rule, as for `play`.
    #[arg(long, default_value_t = 80)]
    pub quiet_plies: u32,
    /// Stop each game after this many plies.
    #[arg(long, default_value_t = 200)]
    pub max_plies: u32,
    /// Write every game as PDN to FILE.
    #[arg(long, value_name = "FILE")]
    pub pdn: Option<PathBuf>,
}

#[derive(Debug, Args)]
pub struct ReplayArgs {
    /// The PDN file (one game; tags, comments, numbered moves, short or long captures).
    pub file: PathBuf,
    #[command(flatten)]
    pub position: PositionArgs,
}

/// Which engine produces the moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum EngineKind {
    /// The 1966 program (the corrected listing, or `--program FILE`) in the CPL interpreter.
    Interpreted,
    /// The bitboard engine in Rust (follows `--rules`).
    Native,
    /// The corrected 1966 listing translated to Rust by `attic translate` (strachey rules).
    Translated,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum RulesArg {
    /// The official English rules: a man crowned during a capture stops there.
    English,
    /// What the 1966 listing does: a man crowned mid-capture jumps on as a king.
    Strachey,
}

impl From<RulesArg> for Rules {
    fn from(rules: RulesArg) -> Rules {
        match rules {
            RulesArg::English => Rules::English,
            RulesArg::Strachey => Rules::Strachey,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum SearchArg {
    /// Strachey's plain minimax (every position to the full depth).
    Minimax,
    /// Alpha-beta: the same value and move, fewer positions.
    Alphabeta,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum NumbersArg {
    None,
    /// Squares 1-32.
    Standard,
    /// Strachey's 45-bit square numbers.
    Strachey,
}

#[derive(Debug, Args)]
pub struct PositionArgs {
    /// The position in PDN FEN, side to move first: `B:W21-32:B1-12`, `W:WK26:B1,14,15`.
    #[arg(long, default_value = "B:W21-32:B1-12")]
    pub fen: String,
    /// The rules the native engine's moves follow; the 1966 program (interpreted or
    /// translated) plays its own, `strachey`, and `english` is refused with it.
    #[arg(long, value_enum, default_value_t = RulesArg::Strachey)]
    pub rules: RulesArg,
    /// The engine that produces the moves.
    #[arg(long, value_enum, default_value_t = EngineKind::Interpreted)]
    pub engine: EngineKind,
    /// The CPL program to interpret (loaded with the checkers prelude after it) instead of the
    /// corrected 1966 listing.
    #[arg(long, value_name = "FILE")]
    pub program: Option<std::path::PathBuf>,
    /// How the interpreted program reads `+` and `-` on bit strings.
    #[arg(long, value_enum, default_value_t = ReadingArg::Set)]
    pub reading: ReadingArg,
    /// How tightly the interpreted program's `∧`, `∨` and `≡` bind against `+` and `-`.
    #[arg(long, value_enum, default_value_t = AndBindsArg::Tighter)]
    pub and_binds: AndBindsArg,
    /// Bounds on each evaluation of a `--program` (defaults: 20000000000 steps, depth
    /// 100000, 4 GiB, no time limit).
    #[command(flatten)]
    pub limits: super::lang::LimitArgs,
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

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ComputerArg {
    Black,
    White,
    Both,
    None,
}

#[derive(Debug, Args)]
pub struct PlayArgs {
    #[command(flatten)]
    pub position: PositionArgs,
    /// The program's search depth.
    #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u32).range(1..=40))]
    pub depth: u32,
    /// Which side the program plays (`both`: it plays itself; `none`: two people).
    #[arg(long, value_enum, default_value_t = ComputerArg::White)]
    pub computer: ComputerArg,
    /// The computer's search: by default alpha-beta for the native engine, and the historical
    /// program's own minimax (it has no other: `alphabeta` is refused for it).
    #[arg(long, value_enum)]
    pub search: Option<SearchArg>,
    /// Plain ASCII boards.
    #[arg(long)]
    pub ascii: bool,
    /// The draw rule: a draw after this many plies without a capture or a man moving (also a
    /// draw: the same position, with the same side to move, for the third time).
    #[arg(long, default_value_t = 80)]
    pub quiet_plies: u32,
    /// Stop after this many plies (none by default).
    #[arg(long)]
    pub max_plies: Option<u32>,
    /// Write the game as PDN to FILE when it ends.
    #[arg(long, value_name = "FILE")]
    pub pdn: Option<PathBuf>,
}

pub fn run(command: &CheckersCommand) -> CliResult {
    match command {
        CheckersCommand::Moves(args) => {
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
                super::say(format!("{side} {why}: the game is over, {side} loses"));
            }
            let text: String = named.iter().map(|m| format!("{}\n", m.name)).collect();
            print(&text)
        }
        CheckersCommand::Perft(args) => {
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
        CheckersCommand::Choose(args) => {
            let (mut engine, pos) = engine_at(&args.position, PerftOptions::default())?;
            choose(&mut *engine, pos, args)
        }
        CheckersCommand::Board(args) => board(args),
        CheckersCommand::Play(args) => {
            let (mut engine, pos) = engine_at(&args.position, PerftOptions::default())?;
            let search = match args.search {
                Some(arg) => search_kind(arg, &args.position, &*engine)?,
                None => *engine.searches().last().unwrap_or(&SearchKind::Minimax),
            };
            let options = GameOptions {
                depth: args.depth,
                search,
                quiet_plies: args.quiet_plies,
                max_plies: args.max_plies,
            };
            let show = Show {
                computer: args.computer,
                boards: true,
                ascii: args.ascii,
                numbered: false,
            };
            let mut input = attic::bounded::lines(std::io::stdin().lock());
            let (game, ending) = play(&mut *engine, Game::new(pos, options), show, &mut input)?;
            if let Some(path) = &args.pdn {
                write_pdn(path, &game, &ending, args.computer, &*engine)?;
            }
            Ok(())
        }
        CheckersCommand::Replay(args) => replay_command(args),
        CheckersCommand::Hub(args) => hub_command(args),
        CheckersCommand::Gauntlet(args) => gauntlet_command(args),
        CheckersCommand::Match(args) => match_command(args),
        CheckersCommand::Explain(args) => {
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
            print(&if args.dot {
                tree.dot(show)
            } else {
                tree.outline(show)
            })
        }
    }
}

/// The one place that turns an engine's name into an engine.
fn engine(args: &PositionArgs, perft: PerftOptions) -> Result<Box<dyn Engine>, Failure> {
    refuse_unused_limits(args)?;
    let mut engine: Box<dyn Engine> = match args.engine {
        EngineKind::Native => Box::new(Native::with_perft(Rules::from(args.rules), perft)),
        EngineKind::Interpreted => Box::new(interpreted(
            args.program.as_deref(),
            super::cpl::readings(args.reading, args.and_binds),
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
fn engine_limits(kind: EngineKind) -> attic::limits::Limits {
    match kind {
        EngineKind::Interpreted => Interpreted::default_limits(),
        #[cfg(feature = "translated")]
        EngineKind::Translated => attic::limits::Limits {
            max_steps: attic::translated::runtime::Ctx::default().max_steps,
            max_depth: attic::translated::runtime::Ctx::default().max_depth,
            ..Default::default()
        },
        _ => attic::limits::Limits::default(),
    }
}

/// A flag either works or is refused: the bounds on a program's evaluation mean nothing to an
/// executor that has no such count (the native engine runs no program; the translated
/// program counts steps and depth but not memory), so there they are refused, exit 2.
fn refuse_unused_limits(args: &PositionArgs) -> CliResult {
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
/// (usage, exit 2) rather than ignored.
fn refuse_ignored_rules(args: &PositionArgs) -> Result<(), Failure> {
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
fn engine_at(
    args: &PositionArgs,
    perft: PerftOptions,
) -> Result<(Box<dyn Engine>, Position), Failure> {
    refuse_ignored_rules(args)?;
    let pos = read_fen(&args.fen)?;
    Ok((engine(args, perft)?, pos))
}

/// The corrected listing, or a program file, loaded with the prelude in an interpreter.
fn interpreted(
    program: Option<&std::path::Path>,
    readings: attic::cpl::Readings,
    limits: &super::lang::LimitArgs,
) -> Result<Interpreted, Failure> {
    let loaded = match program {
        None => Interpreted::corrected(readings),
        Some(path) => {
            let text = read_source(path)?;
            let defaults = Interpreted::default_limits();
            let options =
                attic::cpl::interp::Options::with_limits(readings, &limits.limits_over(defaults));
            Interpreted::load_with(Source::new(super::source_name(path), text), options)
        }
    };
    loaded.map_err(|e| match e {
        LoadFailure::Source(d) => Failure::diagnostic(Failure::BAD_INPUT, &d),
        program => Failure::new(Failure::BAD_INPUT, program),
    })
}

fn read_fen(text: &str) -> Result<Position, Failure> {
    parse_fen(text)
        .map_err(|e| Failure::new(Failure::BAD_INPUT, format!("malformed FEN `{text}`: {e}")))
}

/// A failure of the engine: a runtime error of the program shows its place in the source.
fn engine_failure(e: EngineError) -> Failure {
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
fn search_kind(
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
        EngineKind::Interpreted if position.program.is_some() => "this CPL program",
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
fn named_moves(engine: &mut dyn Engine, pos: &Position) -> Result<Vec<NamedSuccessor>, Failure> {
    let tuples = engine
        .successor_tuples(&pos.to_strachey())
        .map_err(engine_failure)?;
    let rules = engine.naming_rules();
    let named = name_tuples(pos, rules, &tuples);
    warn_off_rules(&named, rules);
    Ok(named)
}

fn warn_off_rules(named: &[NamedSuccessor], rules: Rules) {
    for (i, successor) in named.iter().enumerate() {
        if let Some(note) = successor.note(rules) {
            say!("warning: successor {} ({}): {note}", i + 1, successor.name);
        }
    }
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
    let (name, text) = (super::source_name(path), read_source(path)?);
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
            format!(
                "move: {chosen}\nvalue: {}\n{}: {}\n",
                format_value(choice.value),
                engine.evaluation_unit(),
                choice.evaluated
            )
        }
    }
}

fn board(args: &BoardArgs) -> CliResult {
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

/// What the terminal shows of a game and who the computer plays.
#[derive(Debug, Clone, Copy)]
struct Show {
    computer: ComputerArg,
    /// The board before every move (else only at the end).
    boards: bool,
    ascii: bool,
    /// Moves as numbered PDN lines (`1. 9-14 22-17`) instead of `Black plays 9-14`.
    numbered: bool,
}

impl Show {
    fn computer_plays(&self, side: Side) -> bool {
        match self.computer {
            ComputerArg::Both => true,
            ComputerArg::None => false,
            ComputerArg::Black => side == Side::Black,
            ComputerArg::White => side == Side::White,
        }
    }
}

/// Plays a game through the library's loop: the program moves for its sides, people's moves
/// come from `input` line by line (a PDN move or the number in the list; `undo` takes back to
/// the person's previous turn; `quit` ends). This only reads lines and prints.
fn play(
    engine: &mut dyn Engine,
    mut game: Game,
    show: Show,
    input: &mut dyn Iterator<Item = std::io::Result<String>>,
) -> Result<(Game, Ending), Failure> {
    let options = RenderOptions {
        ascii: show.ascii,
        numbering: Numbering::None,
    };
    let ending = loop {
        let pos = game.position();
        if show.boards {
            print(&render(&pos, options))?;
        }
        let legal = match game.turn(engine).map_err(engine_failure)? {
            Turn::Over(ending) => break ending,
            Turn::Moves(legal) => legal,
        };
        warn_off_rules(&legal, engine.naming_rules());
        let side = pos.side();
        let (chosen, choice) = if show.computer_plays(side) {
            match game.computer_move(engine, &legal).map_err(engine_failure)? {
                Ok((m, choice)) => (m, Some(choice)),
                Err(ending) => break ending,
            }
        } else {
            let mut listing = String::new();
            for (i, m) in legal.iter().enumerate() {
                listing.push_str(&format!("{:>2}. {}\n", i + 1, m.name));
            }
            print(&listing)?;
            print(&format!("{} to move> ", side.name()))?;
            let Some(line) = input.next() else {
                print("\nend of input: ")?;
                break Ending::Abandoned;
            };
            let line = line.map_err(|e| Failure::io("read", "the input", &e))?;
            let line = line.trim();
            match line {
                "quit" => break Ending::Abandoned,
                "undo" => {
                    game.undo(|side| !show.computer_plays(side));
                    continue;
                }
                _ => {}
            }
            match game::pick(&pos, engine.naming_rules(), &legal, line) {
                Ok(m) => (m, None),
                Err(e) => {
                    say!("error: {e}");
                    continue;
                }
            }
        };
        if !show.numbered {
            print(&format!("{} plays {}\n", capitalised(side), chosen.name))?;
        }
        if let Err(ending) = game.play(&chosen, &legal, choice) {
            break ending;
        }
        if show.numbered && side == Side::White {
            print_numbered_line(&game)?;
        }
    };
    if show.numbered && game.moves().last().is_some_and(|m| m.side == Side::Black) {
        print_numbered_line(&game)?;
    }
    if !show.boards {
        print(&render(&game.position(), options))?;
    }
    print(&format!("{ending}\n"))?;
    Ok((game, ending))
}

/// The last full move as a numbered PDN line (`12. 9-14 22-17`, or `12. 9-14` when Black's
/// move ended the game): the numbered record from its last move number on.
fn print_numbered_line(game: &Game) -> CliResult {
    let text = game.numbered_moves();
    let tokens: Vec<&str> = text.split(' ').collect();
    let start = tokens.iter().rposition(|t| t.ends_with('.')).unwrap_or(0);
    print(&format!("{}\n", tokens[start..].join(" ")))
}

fn players(computer: ComputerArg, engine: &dyn Engine) -> (String, String) {
    let label = engine.label();
    let who = |side: Side| {
        if match computer {
            ComputerArg::Both => true,
            ComputerArg::None => false,
            ComputerArg::Black => side == Side::Black,
            ComputerArg::White => side == Side::White,
        } {
            label.clone()
        } else {
            "a person".to_string()
        }
    };
    (who(Side::Black), who(Side::White))
}

fn write_pdn(
    path: &std::path::Path,
    game: &Game,
    ending: &Ending,
    computer: ComputerArg,
    engine: &dyn Engine,
) -> CliResult {
    let (black, white) = players(computer, engine);
    let text = game.to_pdn((&black, &white), "attic checkers play", ending);
    std::fs::write(path, text).map_err(|e| {
        Failure::new(
            Failure::FAILED,
            format!("cannot write {}: {e}", path.display()),
        )
    })
}

/// A match player from its words: `interpreted`, `translated`, `native[:alphabeta|:minimax]`,
/// `program:FILE.cpl`.
fn match_player(words: &str) -> Result<Box<dyn Engine>, Failure> {
    let native = |search| -> Box<dyn Engine> {
        Box::new(FixedSearch {
            engine: Box::new(Native::new(Rules::Strachey)),
            search,
        })
    };
    match words {
        "interpreted" => Ok(Box::new(interpreted(
            None,
            Default::default(),
            &Default::default(),
        )?)),
        "translated" => engine(
            &PositionArgs {
                fen: String::new(),
                rules: RulesArg::Strachey,
                engine: EngineKind::Translated,
                program: None,
                reading: ReadingArg::Set,
                and_binds: AndBindsArg::Tighter,
                limits: Default::default(),
            },
            PerftOptions::default(),
        ),
        "native" | "native:alphabeta" => Ok(native(SearchKind::AlphaBeta)),
        "native:minimax" => Ok(native(SearchKind::Minimax)),
        other => match other.strip_prefix("program:") {
            Some(path) => Ok(Box::new(interpreted(
                Some(std::path::Path::new(path)),
                Default::default(),
                &Default::default(),
            )?)),
            None => Err(Failure::new(
                Failure::USAGE,
                format!(
                    "`{other}` is no player: say interpreted, translated, native:alphabeta, \
                     native:minimax or program:FILE.cpl"
                ),
            )),
        },
    }
}

/// `attic checkers match A B`: the games, a score table, and the records with `--pdn`.
fn match_command(args: &MatchArgs) -> CliResult {
    let mut a = match_player(&args.a)?;
    let mut b = match_player(&args.b)?;
    let openings: Vec<String> = match &args.openings {
        Some(path) => openings_from(&path.to_string_lossy())?,
        None => named_moves(&mut Native::new(Rules::Strachey), &Position::initial())?
            .into_iter()
            .map(|m| m.name)
            .collect(),
    };
    if openings.len() * 2 < args.games {
        return Err(Failure::new(
            Failure::USAGE,
            format!(
                "{} games need {} openings; there are {}",
                args.games,
                args.games.div_ceil(2),
                openings.len()
            ),
        ));
    }
    let options = GameOptions {
        depth: args.depth,
        search: SearchKind::Minimax,
        quiet_plies: args.quiet_plies,
        max_plies: Some(args.max_plies),
    };
    let games = game::play_match(&mut *a, &mut *b, &openings, args.games, options).map_err(
        |e| match e {
            game::MatchError::Engine(e) => engine_failure(e),
            other => Failure::new(Failure::BAD_INPUT, other),
        },
    )?;
    let (label_a, label_b) = (format!("A: {}", a.label()), format!("B: {}", b.label()));
    let mut text = format!("{label_a}\n{label_b}\ndepth {}\n\n", args.depth);
    text.push_str(" game  opening     Black  result   plies  how it ended\n");
    let (mut wins, mut losses, mut draws, mut half) = (0, 0, 0, 0);
    let mut records = String::new();
    for (i, g) in games.iter().enumerate() {
        let points = g.a_half_points();
        half += points;
        match (points, g.ending.result()) {
            (2, _) => wins += 1,
            (0, _) => losses += 1,
            _ => draws += 1,
        }
        text.push_str(&format!(
            "{:>5}  {:<10}  {:<5}  {:<7}  {:>5}  {}\n",
            i + 1,
            g.opening,
            if g.a_black { "A" } else { "B" },
            g.ending.result(),
            g.game.moves().len(),
            g.ending
        ));
        let (black, white) = if g.a_black {
            (a.label(), b.label())
        } else {
            (b.label(), a.label())
        };
        records.push_str(&g.game.to_pdn(
            (&black, &white),
            &format!("attic checkers match, game {}", i + 1),
            &g.ending,
        ));
        records.push('\n');
    }
    text.push_str(&format!(
        "\nA {wins} wins, {losses} losses, {draws} draws or unfinished: A {}{} - B {}{}\n",
        half / 2,
        if half % 2 == 1 { ".5" } else { "" },
        (2 * games.len() as u32 - half) / 2,
        if (2 * games.len() as u32 - half) % 2 == 1 {
            ".5"
        } else {
            ""
        },
    ));
    if let Some(path) = &args.pdn {
        std::fs::write(path, records).map_err(|e| {
            Failure::new(
                Failure::FAILED,
                format!("cannot write {}: {e}", path.display()),
            )
        })?;
    }
    print(&text)
}

/// The openings `words` names: `ballots` (the three-move ballots), else a file of them. The
/// built-in name is never read as a path, so a file or folder called `ballots` in the working
/// directory changes nothing; such a file is named `./ballots`.
fn openings_from(words: &str) -> Result<Vec<String>, Failure> {
    if words == "ballots" {
        return Ok(attic::checkers::ballots::three_move_ballots());
    }
    let openings =
        attic::checkers::ballots::read_openings(&read_source(std::path::Path::new(words))?);
    if openings.is_empty() {
        return Err(Failure::new(
            Failure::BAD_INPUT,
            format!("{words} holds no opening (one a line as PDN moves)"),
        ));
    }
    Ok(openings)
}

/// `attic checkers gauntlet`: every program depth against every native depth, every opening
/// with both colours; the results, the ratings and the depth each program depth equals.
fn gauntlet_command(args: &GauntletArgs) -> CliResult {
    use attic::checkers::elo::{ratings, Results};
    use attic::checkers::engine::FixedDepth;
    let mut openings = openings_from(&args.openings)?;
    if let Some(n) = args.first {
        openings.truncate(n);
    }
    for &d in args.program_depths.iter().chain(&args.native_depths) {
        if !(1..=40).contains(&d) {
            return Err(Failure::new(
                Failure::USAGE,
                format!("depth {d} is out of range: depths are 1 to 40"),
            ));
        }
    }
    if args.program_depths.is_empty() || args.native_depths.is_empty() {
        return Err(Failure::new(
            Failure::USAGE,
            "give at least one program depth and one native depth",
        ));
    }
    let program = |depth: u32| -> Result<Box<dyn Engine>, Failure> {
        let engine: Box<dyn Engine> = if args.program == "interpreted" {
            Box::new(interpreted(
                None,
                super::cpl::readings(args.reading, args.and_binds),
                &Default::default(),
            )?)
        } else {
            match_player(&args.program)?
        };
        Ok(Box::new(FixedDepth { engine, depth }))
    };
    let native = |depth: u32| -> Box<dyn Engine> {
        Box::new(FixedDepth {
            engine: Box::new(FixedSearch {
                engine: Box::new(Native::new(Rules::English)),
                search: SearchKind::AlphaBeta,
            }),
            depth,
        })
    };
    let options = GameOptions {
        depth: 1,
        search: SearchKind::AlphaBeta,
        quiet_plies: args.quiet_plies,
        max_plies: Some(args.max_plies),
    };
    let started = Instant::now();
    // Players: the program depths first, then the native depths.
    let np = args.program_depths.len();
    let mut results = Results::new(np + args.native_depths.len());
    let mut label = String::new();
    let mut text = format!(
        "{} openings, each with both colours; games stop at {} plies (a draw); `broken`: games \
         stopped by a move that is no checkers position, lost by the side that made it\n\n",
        openings.len(),
        args.max_plies
    );
    text.push_str("program  native   games  wins  draws  losses  score  broken\n");
    for (pi, &pd) in args.program_depths.iter().enumerate() {
        for (ni, &nd) in args.native_depths.iter().enumerate() {
            let mut a = program(pd)?;
            let mut b = native(nd);
            label = a.label();
            let games = game::play_match(&mut *a, &mut *b, &openings, 2 * openings.len(), options)
                .map_err(|e| match e {
                    game::MatchError::Engine(e) => engine_failure(e),
                    other => Failure::new(Failure::BAD_INPUT, other),
                })?;
            let (mut w, mut d, mut l, mut broken) = (0, 0, 0, 0);
            for g in &games {
                // A move that is no checkers position stops the game: it is lost by the side
                // whose move it was (the position before it is still the game's).
                let points = match g.ending {
                    Ending::Unrepresentable { .. } => {
                        broken += 1;
                        let a_side = if g.a_black { Side::Black } else { Side::White };
                        if g.game.position().side() == a_side {
                            0
                        } else {
                            2
                        }
                    }
                    _ => g.a_half_points(),
                };
                match points {
                    2 => w += 1,
                    0 => l += 1,
                    _ => d += 1,
                }
                results.add(pi, np + ni, f64::from(points) / 2.0);
            }
            let n = games.len().max(1) as f64;
            let line = format!(
                "{:>7}  {:>6}  {:>6}  {:>4}  {:>5}  {:>6}  {:>5.1}%  {:>6}\n",
                pd,
                nd,
                games.len(),
                w,
                d,
                l,
                100.0 * (w as f64 + d as f64 / 2.0) / n,
                broken
            );
            say!(
                "{} ({:.0} s)",
                line.trim_end(),
                started.elapsed().as_secs_f64()
            );
            text.push_str(&line);
        }
    }
    let anchor = np;
    let rated = ratings(&results, anchor);
    text.push_str(&format!(
        "\nElo relative to native alpha-beta depth {} (95% error bars; one virtual draw per \
         pairing):\n",
        args.native_depths[0]
    ));
    let mut natives: Vec<(u32, f64)> = Vec::new();
    for (ni, &nd) in args.native_depths.iter().enumerate() {
        if let Some(r) = rated[np + ni] {
            text.push_str(&format!(
                "  native alpha-beta depth {nd:>2}  {:>7} ± {:.0}\n",
                signed(r.elo),
                r.error
            ));
            natives.push((nd, r.elo));
        }
    }
    for (pi, &pd) in args.program_depths.iter().enumerate() {
        if let Some(r) = rated[pi] {
            let nearest = natives
                .iter()
                .min_by(|x, y| (x.1 - r.elo).abs().total_cmp(&(y.1 - r.elo).abs()))
                .map_or(0, |n| n.0);
            text.push_str(&format!(
                "  program depth {pd:>2}             {:>7} ± {:.0}   equal to alpha-beta depth \
                 {nearest}\n",
                signed(r.elo),
                r.error
            ));
        }
    }
    text.push_str(&format!("\nprogram: {label}\n"));
    say!("run time {:.0} s", started.elapsed().as_secs_f64());
    print(&text)
}

/// A rating as `+70`, `-12`, `+0` (never `-0`).
fn signed(elo: f64) -> String {
    let r = elo.round();
    if r == 0.0 {
        "+0".to_string()
    } else {
        format!("{r:+.0}")
    }
}

/// `attic checkers hub`: the Hub protocol on stdin and stdout over the executor chosen. A
/// closed stdout (`| head`) ends the session quietly with 0, as `chess uci` does; a line past
/// the line bound ends it with exit 65.
fn hub_command(args: &HubArgs) -> CliResult {
    let position = PositionArgs {
        fen: String::new(),
        rules: RulesArg::English,
        engine: args.engine,
        program: args.program.clone(),
        reading: args.reading,
        and_binds: args.and_binds,
        limits: super::lang::LimitArgs {
            // The time limit is each move's, not the session's.
            time_limit: None,
            ..args.limits.clone()
        },
    };
    let engine = engine(&position, PerftOptions::default())?;
    let base = position.limits.limits_over(engine_limits(args.engine));
    let search = match args.search {
        SearchArg::Minimax => SearchKind::Minimax,
        SearchArg::Alphabeta => SearchKind::AlphaBeta,
    };
    let mut hub = attic::checkers::hub::Hub::new(engine, args.depth, search, base)
        .with_time_limit(args.limits.time_limit);
    let mut out = super::Stdout::new();
    let read = attic::checkers::hub::run(&mut hub, std::io::stdin().lock(), &mut out);
    out.finish()?;
    read.map_err(|e| Failure::io("read", "the input", &e))
}

/// `attic checkers replay FILE.pdn`: every move checked against the engine's moves; the final
/// position as FEN; a move off the rules is bad input (65) with the move and why.
fn replay_command(args: &ReplayArgs) -> CliResult {
    let text = read_source(&args.file)?;
    let name = args.file.display().to_string();
    let record =
        parse_pdn(&text).map_err(|e| Failure::new(Failure::BAD_INPUT, format!("{name}: {e}")))?;
    refuse_ignored_rules(&args.position)?;
    let mut engine = engine(&args.position, PerftOptions::default())?;
    let game = replay(&mut *engine, &record).map_err(|e| match e {
        attic::checkers::pdn_game::ReplayError::Engine(e) => engine_failure(e),
        other => Failure::new(Failure::BAD_INPUT, format!("{name}: {other}")),
    })?;
    let n = game.moves().len();
    let mut out = format!(
        "{n} move{}, all legal\n{}\n",
        if n == 1 { "" } else { "s" },
        format_fen(&game.position())
    );
    // The record may play on past the draw: where the rule ended the game is said.
    if let Some(k) = game.third_repetition() {
        let m = &game.moves()[k];
        let first_is_white = usize::from(game.start().side() == Side::White);
        let number = (k + first_is_white) / 2 + 1;
        let dots = if m.side == Side::Black { "." } else { "..." };
        out.push_str(&format!(
            "draw: after move {number}{dots} {} ({}) the same position had occurred three times, \
             which ends the game{}\n",
            m.name,
            m.side.name(),
            if k + 1 < n {
                format!("; the record goes on for {} more", n - k - 1)
            } else {
                String::new()
            }
        ));
    }
    print(&out)
}

/// The main job's search depth and ply cap: the corrected listing, interpreted, plays itself
/// from the opening at this depth for at most this many plies.
pub const MAIN_JOB_DEPTH: u32 = 5;
pub const MAIN_JOB_MAX_PLIES: u32 = 200;

/// Bare `attic`: the corrected 1966 listing, interpreted, plays itself from the opening at
/// depth [`MAIN_JOB_DEPTH`], printing each move, then the final board and the result.
pub fn main_job(pdn: Option<&std::path::Path>) -> CliResult {
    let mut engine = interpreted(None, Default::default(), &Default::default())?;
    print(&format!(
        "Strachey's 1966 checkers program (the corrected listing, interpreted) plays itself \
         from the opening, searching {MAIN_JOB_DEPTH} plies deep:\n"
    ))?;
    let options = GameOptions {
        depth: MAIN_JOB_DEPTH,
        search: SearchKind::Minimax,
        quiet_plies: 80,
        max_plies: Some(MAIN_JOB_MAX_PLIES),
    };
    let show = Show {
        computer: ComputerArg::Both,
        boards: false,
        ascii: false,
        numbered: true,
    };
    let (game, ending) = play(
        &mut engine,
        Game::new(Position::initial(), options),
        show,
        &mut std::iter::empty(),
    )?;
    if let Some(path) = pdn {
        write_pdn(path, &game, &ending, ComputerArg::Both, &engine)?;
    }
    Ok(())
}
