//! `attic checkers moves|perft|choose|board|play`: checkers positions through an engine.
//!
//! Every command that needs moves runs them through an engine picked with `--engine`; each
//! command is an [`EngineTask`], and [`with_engine`] is the one place that builds an engine
//! from its name, so adding one is a `EngineKind` variant and a match arm there.

use std::io::BufRead;
use std::time::Instant;

use attic::checkers::render::{render, Numbering, RenderOptions};
use attic::checkers::search::format_value;
use attic::checkers::{
    choose, find_move, name_successors, parse_fen, Decision, Engine, Move, Native, PerftOptions,
    Position, Rules, SearchKind, Side,
};
use clap::{Args, Subcommand, ValueEnum};

use super::{print, CliResult, Failure};

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
}

/// Which engine produces the moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum EngineKind {
    /// The bitboard engine in Rust.
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
    /// The rules the moves follow.
    #[arg(long, value_enum, default_value_t = RulesArg::Strachey)]
    pub rules: RulesArg,
    /// The engine that produces the moves.
    #[arg(long, value_enum, default_value_t = EngineKind::Native)]
    pub engine: EngineKind,
}

#[derive(Debug, Args)]
pub struct MovesArgs {
    #[command(flatten)]
    pub position: PositionArgs,
}

#[derive(Debug, Args)]
pub struct PerftArgs {
    /// Plies to look ahead (at most 28: the count must fit 64 bits).
    #[arg(value_parser = clap::value_parser!(u32).range(0..=28))]
    pub depth: u32,
    #[command(flatten)]
    pub position: PositionArgs,
    /// Print each first move with its count before the total.
    #[arg(long)]
    pub divide: bool,
    /// Worker threads (native engine).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=256))]
    pub threads: u32,
    /// A shared hash table of this many MiB (native engine); counts never change with it.
    #[arg(long, default_value_t = 0, value_parser = clap::value_parser!(u32).range(0..=65536))]
    pub hash: u32,
}

#[derive(Debug, Args)]
pub struct ChooseArgs {
    #[command(flatten)]
    pub position: PositionArgs,
    /// Search depth D: Terminal(P, d) holds when d ≥ D.
    #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u32).range(1..=40))]
    pub depth: u32,
    #[arg(long, value_enum, default_value_t = SearchArg::Minimax)]
    pub search: SearchArg,
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
    /// Which side the program plays.
    #[arg(long, value_enum, default_value_t = ComputerArg::White)]
    pub computer: ComputerArg,
    #[arg(long, value_enum, default_value_t = SearchArg::Alphabeta)]
    pub search: SearchArg,
    /// Plain ASCII boards.
    #[arg(long)]
    pub ascii: bool,
    /// A draw after this many plies without a capture or a man moving.
    #[arg(long, default_value_t = 80)]
    pub quiet_plies: u32,
}

pub fn run(command: &CheckersCommand) -> CliResult {
    match command {
        CheckersCommand::Moves(args) => {
            with_engine(&args.position, PerftOptions::default(), MovesTask)
        }
        CheckersCommand::Perft(args) => with_engine(
            &args.position,
            PerftOptions {
                threads: args.threads as usize,
                hash_mb: args.hash as usize,
            },
            PerftTask(args),
        ),
        CheckersCommand::Choose(args) => {
            with_engine(&args.position, PerftOptions::default(), ChooseTask(args))
        }
        CheckersCommand::Board(args) => board(args),
        CheckersCommand::Play(args) => {
            with_engine(&args.position, PerftOptions::default(), PlayTask(args))
        }
    }
}

/// A command that runs against whichever engine `--engine` names.
trait EngineTask {
    fn run<E: Engine>(self, engine: &mut E, pos: Position, rules: Rules) -> CliResult;
}

/// The one place that turns an engine's name into an engine.
fn with_engine(args: &PositionArgs, perft: PerftOptions, task: impl EngineTask) -> CliResult {
    let pos = read_fen(&args.fen)?;
    let rules = Rules::from(args.rules);
    match args.engine {
        EngineKind::Native => task.run(&mut Native { rules, perft }, pos, rules),
        #[cfg(feature = "translated")]
        EngineKind::Translated => task.run(
            &mut attic::bridge::translated::Translated::new(),
            pos,
            Rules::Strachey,
        ),
        #[cfg(not(feature = "translated"))]
        EngineKind::Translated => Err(Failure::new(
            Failure::USAGE,
            "this attic was built without the `translated` feature",
        )),
    }
}

fn read_fen(text: &str) -> Result<Position, Failure> {
    parse_fen(text)
        .map_err(|e| Failure::new(Failure::BAD_INPUT, format!("malformed FEN `{text}`: {e}")))
}

fn engine_failure(e: impl std::fmt::Display) -> Failure {
    Failure::new(Failure::FAILED, e)
}

/// The engine's successors, named as moves (the k-th copy of a position gets the k-th path).
fn named_moves<E: Engine>(
    engine: &mut E,
    pos: &Position,
    rules: Rules,
) -> Result<Vec<Move>, Failure> {
    let successors = engine.successors(pos).map_err(engine_failure)?;
    name_successors(pos, rules, &successors).map_err(|e| {
        Failure::new(
            Failure::FAILED,
            format!("the engine's {e} under the {} rules", rules.name()),
        )
    })
}

struct MovesTask;

impl EngineTask for MovesTask {
    fn run<E: Engine>(self, engine: &mut E, pos: Position, rules: Rules) -> CliResult {
        let text: String = named_moves(engine, &pos, rules)?
            .iter()
            .map(|m| format!("{m}\n"))
            .collect();
        print(&text)
    }
}

struct PerftTask<'a>(&'a PerftArgs);

impl EngineTask for PerftTask<'_> {
    fn run<E: Engine>(self, engine: &mut E, pos: Position, rules: Rules) -> CliResult {
        let args = self.0;
        let started = Instant::now();
        let total = if args.divide && args.depth > 0 {
            let mut total = 0;
            for m in named_moves(engine, &pos, rules)? {
                let count = engine
                    .perft(&m.after, args.depth - 1)
                    .map_err(engine_failure)?;
                print(&format!("{m}: {count}\n"))?;
                total += count;
            }
            total
        } else {
            engine.perft(&pos, args.depth).map_err(engine_failure)?
        };
        let seconds = started.elapsed().as_secs_f64();
        eprintln!(
            "perft({}) = {total} in {seconds:.3} s ({:.1} M leaves/s)",
            args.depth,
            total as f64 / seconds.max(1e-9) / 1e6
        );
        print(&format!("{total}\n"))
    }
}

struct ChooseTask<'a>(&'a ChooseArgs);

fn search_kind(arg: SearchArg) -> SearchKind {
    match arg {
        SearchArg::Minimax => SearchKind::Minimax,
        SearchArg::Alphabeta => SearchKind::AlphaBeta,
    }
}

impl EngineTask for ChooseTask<'_> {
    fn run<E: Engine>(self, engine: &mut E, pos: Position, rules: Rules) -> CliResult {
        let args = self.0;
        let decision =
            choose(engine, &pos, args.depth, search_kind(args.search)).map_err(engine_failure)?;
        let text = match decision {
            Decision::Resign => "no legal move: the program resigns\n".to_string(),
            Decision::Choice(choice) => {
                let names = name_successors(&pos, rules, &choice.successors)
                    .map_err(|e| Failure::new(Failure::FAILED, e))?;
                let chosen = match choice.index.and_then(|i| names.get(i)) {
                    Some(m) => m.to_string(),
                    None => "none: every move scores -∞, so ChosenPosition yields NIL".to_string(),
                };
                format!(
                    "move: {chosen}\nvalue: {}\npositions evaluated: {}\n",
                    format_value(choice.value),
                    choice.evaluated
                )
            }
        };
        print(&text)
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

struct PlayTask<'a>(&'a PlayArgs);

impl EngineTask for PlayTask<'_> {
    fn run<E: Engine>(self, engine: &mut E, start: Position, rules: Rules) -> CliResult {
        let args = self.0;
        let options = RenderOptions {
            ascii: args.ascii,
            numbering: Numbering::None,
        };
        let computer_plays = |side: Side| match args.computer {
            ComputerArg::Both => true,
            ComputerArg::None => false,
            ComputerArg::Black => side == Side::Black,
            ComputerArg::White => side == Side::White,
        };
        // Each entry: the position and the plies since the last capture or man move.
        let mut history: Vec<(Position, u32)> = vec![(start, 0)];
        let mut input = std::io::stdin().lock().lines();
        loop {
            let Some(&(pos, quiet)) = history.last() else {
                return Ok(());
            };
            print(&render(&pos, options))?;
            let repeats = history.iter().filter(|(p, _)| *p == pos).count();
            if repeats >= 3 {
                return print("draw: the same position has occurred three times\n");
            }
            if quiet >= args.quiet_plies {
                return print(&format!(
                    "draw: {quiet} plies without a capture or a man moving\n"
                ));
            }
            let legal = named_moves(engine, &pos, rules)?;
            if legal.is_empty() {
                return print(&format!(
                    "{} has no move and loses\n",
                    capitalised(pos.side().name())
                ));
            }
            let chosen = if computer_plays(pos.side()) {
                match choose(engine, &pos, args.depth, search_kind(args.search))
                    .map_err(engine_failure)?
                {
                    Decision::Resign => {
                        return print(&format!("{} resigns\n", capitalised(pos.side().name())))
                    }
                    Decision::Choice(choice) => match choice.index.and_then(|i| legal.get(i)) {
                        Some(m) => m.clone(),
                        None => {
                            return print(&format!(
                                "{} sees every move lose (ChosenPosition yields NIL) and resigns\n",
                                capitalised(pos.side().name())
                            ))
                        }
                    },
                }
            } else {
                let mut listing = String::new();
                for (i, m) in legal.iter().enumerate() {
                    listing.push_str(&format!("{:>2}. {m}\n", i + 1));
                }
                print(&listing)?;
                print(&format!("{} to move> ", pos.side().name()))?;
                let Some(line) = input.next() else {
                    return print("\nend of input: game abandoned\n");
                };
                let line = line?;
                let line = line.trim();
                match line {
                    "quit" => return print("game abandoned\n"),
                    "undo" => {
                        // Take back to the human's previous turn.
                        let mut taken = 0;
                        while history.len() > 1
                            && (taken == 0
                                || computer_plays(
                                    history.last().map_or(Side::Black, |h| h.0.side()),
                                ))
                        {
                            history.pop();
                            taken += 1;
                        }
                        continue;
                    }
                    _ => {}
                }
                let by_number = line
                    .parse::<usize>()
                    .ok()
                    .and_then(|n| n.checked_sub(1))
                    .and_then(|i| legal.get(i));
                match by_number
                    .cloned()
                    .map(Ok)
                    .unwrap_or_else(|| find_move(&pos, rules, line))
                {
                    Ok(m) if legal.contains(&m) => m,
                    Ok(m) => {
                        eprintln!("error: {m} is not among this engine's moves");
                        continue;
                    }
                    Err(e) => {
                        eprintln!("error: {e}");
                        continue;
                    }
                }
            };
            print(&format!(
                "{} plays {chosen}\n",
                capitalised(pos.side().name())
            ))?;
            let man_moved = pos.kings() & square_bit(chosen.from()) == 0;
            let quiet = if chosen.capture || man_moved {
                0
            } else {
                quiet + 1
            };
            history.push((chosen.after, quiet));
        }
    }
}

fn square_bit(n: u8) -> u64 {
    attic::checkers::board::bit_of_square(n).map_or(0, |bit| 1 << bit)
}

fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
