//! CPL, the language of Strachey's 1966 checkers program: syntax tree, parser, printer,
//! interpreter and translator.
//!
//! - `ast.rs`: the syntax tree, with spans; span-free comparison (`same_shape`) for round trips
//! - `spelling.rs`: glyphs and their ASCII spellings, Greek letters, reserved words, word splitting
//! - `parse.rs`: text to tree (pest grammar `grammar/cpl.pest`), syntax errors in words
//! - `pretty.rs`: tree to canonical text (Unicode or ASCII), and a readable tree dump
//! - `cpl1963.rs`: the 1963 rule that a block's definitions precede its commands, checked
//! - `errata.rs`: the errata of the 1966 listing (`programs/cpl/ERRATA.md`), applied in order
//! - `logical.rs`: the Logical bit-string type (45 bits) and the `set`/`xor` readings
//! - `value.rs`: runtime values (Rc-shared tuples, cons lists, NIL, ∞) and how they print
//! - `builtins.rs`: the primitives the listing uses without defining them
//! - `resolve.rs`: the resolver: names to slots, once, at load
//! - `compile.rs`: the resolved tree to closures, once, at load: the executable form, with
//!   operators, builtins and operand kinds chosen when compiled (errors as the general ops give)
//! - `eval.rs`: the machine that runs that form: frames, calls, limits on steps, depth, memory
//!   and time, the call observer
//! - `ops.rs`: the operators on runtime values and their type errors
//! - `error.rs`: runtime and load errors and their messages
//! - `interp.rs`: the public API: load programs, call definitions, evaluate expressions, options
//! - `trace.rs`: `--trace`, a call observer that writes every call with its arguments and result
//! - `prelude.rs`: the checkers prelude, the project's own CPL for what Strachey left out
//!
//! Invariants: parse(print(tree)) has the same shape as tree, in either spelling; names in
//! the tree are in glyph form (`σ`, `Φ`) whatever the source spelled; parsing never panics
//! and refuses nesting deeper than `parse::MAX_NESTING` / `parse::MAX_DEPTH`. Evaluation
//! never prints and never panics or overflows the stack on any program; every runtime error
//! carries its place in the source; NIL is never a bit string.

pub mod ast;
pub mod cpl1963;
pub mod errata;
pub mod error;
pub mod eval;
mod lower;
mod ops;
pub mod parse;
pub mod prelude;
pub mod pretty;
mod resolve;
pub mod runtime;
pub mod spelling;
pub mod translate;
pub mod value;

pub use parse::{parse_expr, parse_program, AndBinds};

/// The two readings of the listing's text that the sources leave open, together: how `+` and
/// `-` read on two bit strings (`--reading`), and how tightly `∧`, `∨` and `≡` bind against
/// them (`--and-binds`). The errata walk measures all four (finding F5).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Readings {
    pub logic: runtime::logical::Reading,
    pub and_binds: AndBinds,
}

impl Readings {
    /// `set reading` or `set reading, ∧ binding looser than + and -`, for labels.
    pub fn describe(self) -> String {
        match self.and_binds {
            AndBinds::Tighter => format!("{} reading", self.logic.name()),
            AndBinds::Looser => format!(
                "{} reading, ∧ binding looser than + and -",
                self.logic.name()
            ),
        }
    }
}

impl From<runtime::logical::Reading> for Readings {
    fn from(logic: runtime::logical::Reading) -> Readings {
        Readings {
            logic,
            and_binds: AndBinds::Tighter,
        }
    }
}
