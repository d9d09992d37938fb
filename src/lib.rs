//! attic: Strachey's 1966 CPL checkers program and a 1970s Soviet ALGOL-60 mate solver,
//! parsed, interpreted, translated to Rust, and checked against native reimplementations.
//!
//! See the README's Architecture section for the code map and its invariants.

pub mod algol;
pub mod bridge;
pub mod checkers;
pub mod chess;
pub mod cpl;
pub mod diagnostic;
pub mod diff;
pub mod programs;
pub mod run;
pub mod translated;
