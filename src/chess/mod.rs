//! Native bitboard chess: board, move generation, FEN, notation, perft, problem solving.
//! Depends on nothing in `algol/`.
//!
//! - `types.rs`     squares, colours, pieces, bitboards and the 16-bit [`Move`]
//! - `attacks.rs`   leaper tables, magic bitboards for sliders, between/line tables
//! - `magics.rs`    the magic multipliers, as found by the fixed-seed search in `attacks.rs`
//! - `zobrist.rs`   Zobrist keys, computed at compile time from a fixed seed
//! - `position.rs`  [`Position`]: bitboards, side, castling, en passant, clocks, key; copy-make
//! - `fen.rs`       FEN in and out with [`FenError`] saying what is wrong
//! - `movegen.rs`   fully legal generation (pins, check evasion, en-passant discovered
//!   check), into a [`MoveList`] or counted in bulk
//! - `notation.rs`  UCI and SAN in and out, [`MoveError`]
//! - `perft.rs`     perft with bulk counting, divide
//! - `render.rs`    the board for the terminal
//! - `solve.rs`     mate-in-N problems: every key, threat, variations, tries; Popeye layout
//! - `epd.rs`       EPD problem records (`id`, `dm`, `bm`, `c0`)
//!
//! Invariants: a `Position` always has one king a side and the side not to move is not in
//! check (FEN parsing refuses anything else; legal moves keep it so). Its key equals
//! [`Position::compute_key`]. The en-passant square is set only when a pawn can capture there.

mod attacks;
pub mod epd;
pub mod fen;
pub mod movegen;
pub mod notation;
pub mod perft;
pub mod position;
pub mod render;
pub mod solve;
pub mod types;
mod zobrist;

pub use fen::FenError;
pub use movegen::MoveList;
pub use notation::MoveError;
pub use perft::{divide, perft};
pub use position::Position;
pub use types::{Bitboard, Color, Move, MoveKind, Piece, Role, Square};
