//! `attic checkers ...`: checkers positions through an engine.
//!
//! Every command that needs moves runs them through an engine picked with `--engine`: the
//! 1966 program in the CPL interpreter (`interpreted`, the default; `--program FILE`,
//! `--reading set|xor`) or the native bitboard engine (`native`, `--rules`). `engines.rs`
//! is the one place that builds an engine from its flags (`engine`) and words its failures.
//!
//! - `mod.rs`     the subcommands, the flags they share ([`PositionArgs`], [`ProgramArgs`]) and
//!   the dispatch
//! - `engines.rs` an engine from its flags; the flags an engine would ignore, refused; failures
//! - `board.rs`   `moves`, `perft` (divide, threads, work units) and `board`
//! - `choose.rs`  `choose` (with `--growth` and `--time-limit`) and `explain`
//! - `play.rs`    `play`, `replay` and the main job (bare `attic`: the corrected listing,
//!   interpreted, plays itself from the opening)
//! - `matches.rs` `match` and `gauntlet`: flags, players and tables; the games, scores and
//!   ratings are `attic::checkers::tournament`'s
//! - `hub.rs`     `hub`: the Hub protocol over any executor
//! - `endgame.rs` `endgame build` and `endgame --fen`; the database `--endgame-db` opens

use attic::checkers::Rules;
use clap::{Args, Subcommand, ValueEnum};

use super::cpl::{AndBindsArg, ReadingArg};
use super::CliResult;

mod board;
mod choose;
mod endgame;
mod engines;
mod hub;
mod matches;
mod play;

pub use play::main_job;

#[derive(Debug, Subcommand)]
pub enum CheckersCommand {
    /// The legal moves, in the program's order, one per line.
    Moves(board::MovesArgs),
    /// Count the move sequences DEPTH plies deep (the last line printed is the bare count).
    Perft(board::PerftArgs),
    /// The move ChosenPosition picks, the value BestPosition gives it, and the number of
    /// positions evaluated.
    Choose(choose::ChooseArgs),
    /// Draw the board.
    Board(board::BoardArgs),
    /// Play against the program (moves from stdin, as PDN or by number; `undo`, `quit`).
    Play(play::PlayArgs),
    /// Read a PDN game, check every move against the engine's moves, print the final FEN.
    Replay(play::ReplayArgs),
    /// Set two programs against each other: games from openings, each with both colours.
    Match(matches::MatchArgs),
    /// The tree the program searched for its choice: every move with the value BestPosition
    /// compared, the best line marked, deep subtrees folded into counts (`--dot`: Graphviz).
    Explain(choose::ExplainArgs),
    /// Speak the Hub protocol (Scan's, "like UCI") on stdin and stdout, for a draughts GUI or
    /// pydraughts' HubEngine: English checkers against any executor.
    Hub(hub::HubArgs),
    /// The 1966 program at several depths against native alpha-beta at several depths, every
    /// opening with both colours: results, Elo ratings with error bars relative to native
    /// depth 1, and the alpha-beta depth each program depth equals.
    Gauntlet(matches::GauntletArgs),
    /// Endgame databases: `build --pieces N` (to 5 pieces, by retrograde analysis) prints how
    /// many positions each number of pieces holds and how many are won, drawn and lost;
    /// `--fen FEN` prints a position's exact value and the moves to the end, building what
    /// is missing.
    Endgame(endgame::EndgameArgs),
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
    #[command(flatten)]
    pub program: ProgramArgs,
    /// Bounds on each evaluation of a `--program` (defaults: 20000000000 steps, depth
    /// 100000, 4 GiB, no time limit).
    #[command(flatten)]
    pub limits: super::lang::LimitArgs,
    /// An endgame database (built by `checkers endgame build`) that native alpha-beta and
    /// minimax end their search at, with exact values (native engine, `--rules english`).
    #[arg(long, value_name = "DIR")]
    pub endgame_db: Option<std::path::PathBuf>,
}

/// The program an interpreted engine runs and how it reads it (`checkers` commands and `hub`).
#[derive(Debug, Clone, Args)]
pub struct ProgramArgs {
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
}

pub fn run(command: &CheckersCommand) -> CliResult {
    match command {
        CheckersCommand::Moves(args) => board::moves(args),
        CheckersCommand::Perft(args) => board::perft(args),
        CheckersCommand::Choose(args) => choose::choose_command(args),
        CheckersCommand::Board(args) => board::board(args),
        CheckersCommand::Play(args) => play::play_command(args),
        CheckersCommand::Replay(args) => play::replay_command(args),
        CheckersCommand::Hub(args) => hub::hub_command(args),
        CheckersCommand::Gauntlet(args) => matches::gauntlet_command(args),
        CheckersCommand::Match(args) => matches::match_command(args),
        CheckersCommand::Explain(args) => choose::explain(args),
        CheckersCommand::Endgame(args) => endgame::endgame_command(args),
    }
}
