//! Programs translated to Rust by `attic translate`.
//!
//! - `strachey_corrected.rs`: the corrected 1966 listing with the checkers prelude, generated
//!   (its runtime is `crate::cpl::runtime`, the interpreter's own semantics)
//! - `algol_mate_in_2.rs` … `algol_mate_in_6.rs`, `algol_mate_in_n.rs`: the ALGOL mate solvers
//!   of `programs/algol/`, generated (their runtime is `crate::algol::runtime`)
//!
//! Regenerate the translations (it works even when a committed file no longer compiles,
//! because the `translated` feature turns them off):
//!
//! ```sh
//! cargo run --no-default-features -- translate programs/cpl/strachey-1966-corrected.cpl --prelude --entry 'ChosenPosition(Opening)' -o src/translated/strachey_corrected.rs
//! for n in 2 3 4 5 6 n; do cargo run --no-default-features -- translate programs/algol/mate-in-$n.alg -o src/translated/algol_mate_in_$n.rs; done
//! ```
//!
//! Invariants: generated code calls only its runtime, never the parser or the interpreter;
//! a test translates again and fails on any difference from the committed files.

// Generated code: formatted and linted as the translator writes it.
#[cfg(feature = "translated")]
#[rustfmt::skip]
pub mod strachey_corrected;

// Generated code: the ALGOL mate solvers.
#[cfg(feature = "translated")]
#[rustfmt::skip]
pub mod algol_mate_in_2;
#[cfg(feature = "translated")]
#[rustfmt::skip]
pub mod algol_mate_in_3;
#[cfg(feature = "translated")]
#[rustfmt::skip]
pub mod algol_mate_in_4;
#[cfg(feature = "translated")]
#[rustfmt::skip]
pub mod algol_mate_in_5;
#[cfg(feature = "translated")]
#[rustfmt::skip]
pub mod algol_mate_in_6;
#[cfg(feature = "translated")]
#[rustfmt::skip]
pub mod algol_mate_in_n;
