//! CPL, the language of Strachey's 1966 checkers program: syntax tree, parser, printer,
//! interpreter and translator.
//!
//! - `ast.rs`: the syntax tree (spans on every node).
//! - `logical.rs`: the Logical bit-string type (45 bits) and the `set`/`xor` readings.
//! - `value.rs`: runtime values and how they print.
//! - `builtins.rs`: the primitives the listing uses without defining them.
//! - `interp.rs`: the resolver (names to slots, once) and the evaluator, with its limits.
//! - `prelude.rs`: the checkers prelude, the project's own CPL for what Strachey left out.
//!
//! Invariants: evaluation never prints and never panics on any program; every runtime error
//! carries the place in the source; NIL is never a bit string.

pub mod ast;
pub mod builtins;
pub mod interp;
pub mod logical;
pub mod prelude;
pub mod value;
