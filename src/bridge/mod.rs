//! Bridges that run a historical program on native positions: they turn a position into the
//! program's input and the program's output back into an answer. Library code only: nothing
//! here prints.
//!
//! - `checkers.rs`: native checkers positions <-> Strachey's tuples as CPL values; the
//!   `Interpreted` engine runs a CPL checkers program (the corrected 1966 listing by default)
//!   in its own interpreter: successor lists in the program's order, perft, the program's
//!   choice and value; names successors as PDN moves and keeps tuples no position matches.
//! - `explain.rs`: the interpreted program's search tree (`Engine::explain`), recorded by a
//!   call observer on its interpreter from its own `PositionValue` and `BestPosition` calls
//! - `algol_chess.rs`: FEN (read by the native chess parser) -> the input numbers of the
//!   rebuilt ALGOL mate solvers (`programs/algol/mate-in-{2,3,4,5,6,n}.alg`), a run in the
//!   ALGOL interpreter, its output -> a key (UCI), "no solution", "mate in one" or "illegal
//!   position"; refuses positions outside the rules they cover, naming the rule.
//! - `mate_solver.rs`: the seam of the mate solvers: `MateEngine` (native, interpreted,
//!   translated) with the mate lengths each accepts, and one ALGOL solve that returns a typed
//!   answer (the key in UCI and SAN, the verdict, the cost, what the program printed)
//! - `trace_view.rs`: `attic run FILE.cpl --trace` with the checkers prelude writes a
//!   position as its PDN FEN and a successor of the call's position as its move
//! - `algol_explain.rs`: the tree of moves an ALGOL mate solver made, recorded by a call
//!   observer on the ALGOL interpreter from its own `ВЫПОЛНЕНИЕ ХОДА` and `ВОЗВРАТ ХОДА`
//!   calls during the very run `chess solve --engine interpreted` makes, as an outline
//! - `translated.rs`: the `Translated` checkers engine, the corrected listing compiled to Rust
//!
//! Invariants: a bridge reads positions with the native engine's parsers (one FEN and one
//! PDN implementation in the crate) and may use it to name moves, never to decide what the
//! program yields: the answer is the program's own; a program's output that no native
//! position matches is kept and reported, never a panic; errors are small enums with
//! lower-case `Display`.

pub mod algol_chess;
pub mod algol_explain;
pub mod checkers;
pub mod explain;
pub mod mate_solver;
pub mod trace_view;
#[cfg(feature = "translated")]
pub mod translated;
