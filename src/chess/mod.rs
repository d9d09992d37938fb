//! Native bitboard chess: board, move generation, FEN, notation, perft, problem solving.
//! Depends on nothing in `algol/`.
//!
//! - `types.rs`     squares, colours, pieces, bitboards and the 16-bit [`Move`]
//! - `attacks.rs`   leaper tables, magic bitboards for sliders, between/line tables
//! - `magics.rs`    the magic multipliers, as found by the fixed-seed search in `attacks.rs`
//! - `zobrist.rs`   Zobrist keys, computed at compile time from a fixed seed
//! - `position.rs`  [`Position`]: bitboards, side, castling, en passant, clocks, key; copy-make
//! - `fen.rs`       FEN in and out with [`FenError`] saying what is wrong
//! - `checks.rs`    which moves give check, told without making them (the solver's last move)
//! - `movegen.rs`   fully legal generation (pins, check evasion, en-passant discovered
//!   check), into a [`MoveList`] or counted in bulk
//! - `notation.rs`  UCI and SAN in and out, [`MoveError`]
//! - `perft.rs`     perft with bulk counting, divide
//! - `render.rs`    the board for the terminal
//! - `solve.rs`     mate-in-N problems: every key, threat, variations, tries; Popeye layout
//! - `epd.rs`       EPD problem records (`id`, `dm`, `bm`, `c0`)
//!
//! The engine that plays, in the order of the teaching article (seed 002):
//! - `eval.rs`      the evaluation: material, tapered piece-square tables, pawn structure,
//!   mobility, king safety, bishop pair, each term apart ([`eval::breakdown`])
//! - `search.rs`    negamax alpha-beta, quiescence, iterative deepening with aspiration,
//!   PVS, check extension, null move, LMR, draws, time management, stop flag
//! - `tt.rs`        the transposition table (Zobrist keys, bounds, mate scores by ply)
//! - `ordering.rs`  move ordering: table move, MVV-LVA and SEE, killers, history
//! - `uci.rs`       the UCI protocol, the only engine module that reads or writes text
//! - `pgn.rs`       PGN games in (SAN, comments, variations skipped) and out
//! - `book.rs`      Polyglot opening books: the format's keys, read, probe, write, build
//! - `game.rs`      a game: moves, undo, the end (mate, stalemate, repetition, fifty
//!   moves, insufficient material), as PGN
//! - `tablebase.rs` the 3-piece endgame tablebases (KQK, KRK, KBK, KNK, KPK) by retrograde
//!   analysis: win/draw/loss and distance to mate
//! - `ladder.rs`    matches at fixed nodes between the full engine and the engine with one
//!   technique off, and the Elo each technique is worth
//!
//! Invariants: a `Position` always has one king a side and the side not to move is not in
//! check (FEN parsing refuses anything else; legal moves keep it so). Its key equals
//! [`Position::compute_key`]. The en-passant square is set only when a pawn can capture there.

mod attacks;
pub mod book;
mod checks;
pub mod epd;
pub mod eval;
pub mod fen;
pub mod game;
pub mod ladder;
pub mod movegen;
pub mod notation;
pub mod ordering;
pub mod perft;
pub mod pgn;
mod polyglot_random;
pub mod position;
pub mod render;
pub mod search;
pub mod solve;
pub mod tablebase;
pub mod tt;
pub mod types;
pub mod uci;
mod zobrist;

pub use fen::FenError;
pub use movegen::MoveList;
pub use notation::MoveError;
pub use perft::{divide, perft};
pub use position::Position;
pub use types::{Bitboard, Color, Move, MoveKind, Piece, Role, Square};
