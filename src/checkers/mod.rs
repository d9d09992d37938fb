//! Native bitboard checkers: board, moves, PDN notation, perft, search, rendering.
//! Depends on nothing in `cpl/`.
//!
//! - `ballots.rs` the 156 three-move ballots (ACF deck) and the reading of openings files
//! - `board.rs`   `Position` (three bit sets on Strachey's 45-bit board + side to move),
//!   square numbering, conversion to and from Strachey's tuple `(X, Y, K, σ)`
//! - `moves.rs`   move generation for the `english` and `strachey` rules, in the order of the
//!   1966 listing's `LegalPositionsFrom` (its doc maps every rule to the listing)
//! - `pdn.rs`     PDN FEN and move notation in and out; names for another engine's successors
//! - `naming.rs`  names (PDN moves) for another executor's successors, in its own order
//! - `pdn_game.rs` a PDN game record read and replayed against an executor's moves
//! - `perft.rs`   perft with bulk counting of the last two plies (POPCNT kernels picked at run
//!   time), divide, threads, a full-key hash table, and work units (a perft cut into
//!   independent jobs, as lines of text, for a batch scheduler)
//! - `elo.rs`    ratings with error bars from game results (Bradley-Terry), for gauntlets
//! - `endgame/`  endgame databases: retrograde analysis, checksummed files, probing
//! - `engine.rs`  the `Engine` trait (successor lists), the `Native` engine and `Fixed`, the one
//!   decorator that fixes any executor's depth or search
//! - `explain.rs` the tree an executor searched for its choice (`SearchTree`), with its own
//!   values and counts, as an outline or for Graphviz
//! - `game.rs`    a game between executors or people (play, undo, draw rules, PDN), and a match
//! - `tournament.rs` a match's score and records, and the gauntlet (program depths against
//!   native depths, rated in Elo): the command line only parses flags and prints
//! - `hub.rs`     the Hub protocol (Scan's text protocol) over any executor, for draughts GUIs
//! - `random.rs`  splitmix64 and seeded random play, for corpora any engine can regenerate
//! - `search.rs`  `ChosenPosition`: Strachey's negamax and an alpha-beta that agrees with it
//! - `render.rs`  the board in Unicode or ASCII, with standard or 45-bit square numbers
//!
//! Invariants: a `Position` is always valid (see `Position::new`); successor lists are in the
//! listing's order under both rule sets; nothing here prints or panics on user input.

pub mod ballots;
pub mod board;
pub mod elo;
pub mod endgame;
pub mod engine;
pub mod explain;
pub mod game;
pub mod hub;
pub mod moves;
pub mod naming;
pub mod pdn;
pub mod pdn_game;
pub mod perft;
pub mod random;
pub mod render;
pub mod search;
pub mod tournament;

pub use board::{Piece, Position, PositionError, Side, StracheyTuple};
pub use engine::{Engine, EngineError, Native};
pub use moves::{moves, successors, Move, Rules};
pub use naming::{name_tuples, name_tuples_from, NamedSuccessor};
pub use pdn::{find_move, format_fen, name_successors, parse_fen, parse_move, FenError, MoveError};
pub use perft::{
    divide, perft, perft_in, perft_with, work_units, HashTable, PerftOptions, UnitError, WorkUnit,
};
pub use search::{choose, Choice, Decision, SearchKind};
