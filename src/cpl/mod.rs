//! CPL, the language of Strachey's 1966 checkers program: syntax tree, parser, printer,
//! interpreter and translator.
//!
//! - `ast.rs`: the syntax tree, with spans; span-free comparison (`same_shape`) for round trips
//! - `spelling.rs`: glyphs and their ASCII spellings, Greek letters, reserved words, word splitting
//! - `parse.rs`: text to tree (pest grammar `grammar/cpl.pest`), syntax errors in words
//! - `pretty.rs`: tree to canonical text (Unicode or ASCII), and a readable tree dump
//! - `errata.rs`: the errata of the 1966 listing (`programs/cpl/ERRATA.md`), applied in order
//!
//! Invariants: parse(print(tree)) has the same shape as tree, in either spelling; names in
//! the tree are in glyph form (`σ`, `Φ`) whatever the source spelled; parsing never panics
//! and refuses nesting deeper than `parse::MAX_NESTING` / `parse::MAX_DEPTH`.

pub mod ast;
pub mod errata;
pub mod parse;
pub mod pretty;
pub mod spelling;

pub use parse::{parse_expr, parse_program};
