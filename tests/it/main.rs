//! attic's integration tests: one crate, so the library is linked once. A module a family,
//! each family's data under `tests/FAMILY/` and its snapshots under `tests/it/FAMILY/snapshots/`.
//!
//! - `corpus`     every corpus program under every executor that accepts it (CPL and ALGOL,
//!   interpreted and translated; Strachey's rules interpreted, translated and native), read
//!   through one expectation grammar, with the count of files each executor ran
//! - `algol`, `cpl`, `checkers`, `chess`, `coursework`, `diff`, `sources`, `studio`: a family
//!   each
//! - `run`        `attic run` of either language takes one path: limits hit alike
//! - `docs`       every command README.md and docs/*.md show, run as the text says
//! - `hostile`    inputs meant to break attic; `properties` generated inputs; `limits_clock`
//!   the deadline and cancel flag; `boundaries` the layering of `src/` and the test house
//! - `support`    the one way to spawn `attic`, the outside clients' gate, the studio's client
//!
//! Tests that drive an outside client (pydraughts, python-chess, headless Chromium) are
//! `#[ignore = "needs ..."]`: `cargo test --release` counts them as ignored;
//! `scripts/install-test-clients && cargo test --release -- --include-ignored` runs them.

mod algol;
mod boundaries;
mod checkers;
mod chess;
mod corpus;
mod coursework;
mod cpl;
mod diff;
mod docs;
mod hostile;
mod limits_clock;
mod properties;
mod run;
mod sources;
#[cfg(feature = "studio")]
mod studio;
mod support;
mod translate_names;
