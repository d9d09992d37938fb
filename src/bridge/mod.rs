//! Bridges that run a historical program on native positions: they turn a position into the
//! program's input and the program's printed output back into an answer. Library code only:
//! nothing here prints, and nothing here runs an interpreter.
//!
//! - `algol_chess.rs`: FEN -> the input numbers of the rebuilt ALGOL mate solvers
//!   (`programs/algol/mate-in-{2,3,4}.alg`), their output -> a key (UCI), "no solution",
//!   "mate in one" or "illegal position"; refuses positions outside the rules they cover.
//! - `translated.rs`: the `Translated` checkers engine, the corrected listing compiled to Rust
//!
//! Invariants: a bridge depends on no engine of its own (the FEN board reader in
//! `algol_chess` is self-contained, behind one function, `Setup::from_fen`, so that the
//! native chess FEN parser can replace it); errors are small enums with lower-case `Display`.

pub mod algol_chess;
#[cfg(feature = "translated")]
pub mod translated;
