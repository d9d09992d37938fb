//! CPL programs translated to Rust by `attic translate`, and the runtime they use.
//!
//! - `runtime.rs`: the translation's runtime (std only; pasted into `--standalone` output)
//! - `strachey_corrected.rs`: the corrected 1966 listing with the checkers prelude, generated
//!
//! Regenerate the translation (it works even when the committed file no longer compiles,
//! because the `translated` feature turns it off):
//!
//! ```sh
//! cargo run --no-default-features -- translate programs/cpl/strachey-1966-corrected.cpl --prelude --entry 'ChosenPosition(Opening)' -o src/translated/strachey_corrected.rs
//! ```
//!
//! Invariants: generated code calls only the runtime, never the parser or the interpreter;
//! a test translates again and fails on any difference from the committed file.

pub mod runtime;

// Generated code: formatted and linted as the translator writes it.
#[cfg(feature = "translated")]
#[rustfmt::skip]
pub mod strachey_corrected;
