//! CPL, the language of Strachey's 1966 checkers program: syntax tree, parser, printer,
//! interpreter and translator.
//!
//! - `ast.rs`: the syntax tree, with spans; span-free comparison (`same_shape`) for round trips
//! - `spelling.rs`: glyphs and their ASCII spellings, Greek letters, reserved words, word splitting
//! - `parse/`: text to tree: `mod.rs` the entry points and limits, `build.rs` the pest pairs
//!   (grammar `grammar/cpl.pest`) to tree with the operators' precedence, `errors.rs` syntax
//!   errors in words and the delimiter scan
//! - `pretty.rs`: tree to canonical text (Unicode or ASCII), and a readable tree dump
//! - `cpl1963.rs`: the 1963 rule that a block's definitions precede its commands, checked
//! - `errata.rs`: the errata of the 1966 listing (`programs/cpl/ERRATA.md`), applied in order
//! - `runtime/`: CPL's semantics, once, std only, for the interpreter and translated programs:
//!   logicals, numbers, operators, builtins, error messages, printing (its `mod.rs` maps it)
//! - `value.rs`: the interpreter's values (Rc-shared tuples, cons lists, NIL, ∞) and how they
//!   print
//! - `ops.rs`: the interpreter's side of the runtime's operators and builtins: what they see
//!   of its values (`runtime::value::Dynamic`)
//! - `error.rs`: runtime errors with their place in the source, and load errors
//! - `resolve.rs`: the resolver: names to slots, once, at load
//! - `lower/`: the resolved tree to closures, once, at load: the executable form, with
//!   operators, builtins and operand kinds chosen when lowered (errors as the general ops
//!   give); `block.rs` blocks and commands, `last_use.rs` the reads after which a local is dead
//! - `eval/`: `mod.rs` the public API (load programs, call definitions, evaluate expressions,
//!   options, the call observer), `machine.rs` the machine that runs the lowered form (frames,
//!   calls, limits on steps, depth, memory and time), `trace.rs` `--trace`
//! - `translate/`: CPL to Rust, over the resolver's meaning of every name: `mod.rs` options
//!   and the driver, `types.rs` the inferred types, `names.rs` Rust names, `expr.rs`
//!   expressions, `stmt.rs` blocks and commands, `proc.rs` definitions, `standalone.rs` the
//!   runtime pasted and a `main`
//! - `prelude.rs`: the checkers prelude, the project's own CPL for what Strachey left out
//!
//! Invariants: parse(print(tree)) has the same shape as tree, in either spelling; names in
//! the tree are in glyph form (`σ`, `Φ`) whatever the source spelled; parsing never panics
//! and refuses nesting deeper than `parse::MAX_NESTING` / `parse::MAX_DEPTH`. Evaluation
//! never prints and never panics or overflows the stack on any program; every runtime error
//! carries its place in the source; NIL is never a bit string. Every operator, builtin and
//! runtime message is written once, in `runtime/`, which depends on std and `crate::limits`
//! alone.

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
