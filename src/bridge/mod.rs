//! Bridges that run a historical program on native positions: they turn a position into the
//! program's input and the program's output back into an answer. Library code only: nothing
//! here prints.
//!
//! - `checkers.rs`: native checkers positions <-> Strachey's tuples as CPL values; the
//!   `Interpreted` engine runs a CPL checkers program (the corrected 1966 listing by default)
//!   in its own interpreter: successor lists in the program's order, perft, the program's
//!   choice and value; names successors as PDN moves and keeps tuples no position matches.
//! - `algol_chess.rs`: FEN -> the input numbers of the rebuilt ALGOL mate solvers
//!   (`programs/algol/mate-in-{2,3,4,n}.alg`), their output -> a key (UCI), "no solution",
//!   "mate in one" or "illegal position"; refuses positions outside the rules they cover.
//! - `translated.rs`: the `Translated` checkers engine, the corrected listing compiled to Rust
//!
//! Invariants: a bridge depends on no engine of its own (the FEN board reader in
//! `algol_chess` is self-contained, behind one function, `Setup::from_fen`, so that the
//! native chess FEN parser can replace it; `checkers` uses the native board's `Position` and
//! PDN naming, never its move generator, for what the program yields); a program's output
//! that no native position matches is kept and reported, never a panic; errors are small
//! enums with lower-case `Display`.

pub mod algol_chess;
pub mod checkers;
#[cfg(feature = "translated")]
pub mod translated;
