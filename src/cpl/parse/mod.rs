//! CPL text to syntax tree: the pest grammar `grammar/cpl.pest`, then a builder that turns
//! pest's pairs into [`ast`](super::ast) nodes with spans.
//!
//! Errors are [`Diagnostic`]s that say in words what was expected (never a grammar rule name)
//! and, when a delimiter is still open where the parser gave up, where it was opened.
//! Nothing here panics or overflows the stack on any input: parentheses and blocks may nest
//! [`MAX_NESTING`] deep and a syntax tree may be [`MAX_DEPTH`] nodes deep; beyond that the
//! input is refused with a diagnostic. Text nested deeper than a dozen levels is parsed on a
//! thread of its own with a large stack (pest descends several rules per parenthesis).
//!
//! Operations arrive from the grammar flat (`term op term ...`) and are grouped here by
//! [`precedence`], the grammar's table.

use pest::error::{ErrorVariant, InputLocation};
use pest::iterators::Pair;
use pest::Parser as _;

use crate::cpl::ast::*;
use crate::cpl::spelling;
use crate::diagnostic::{Diagnostic, Source};

/// How many parentheses and blocks may nest inside one another.
pub const MAX_NESTING: usize = 64;
/// How deep a syntax tree may be (a sum of n terms is n - 1 deep).
pub const MAX_DEPTH: usize = 256;

#[derive(pest_derive::Parser)]
#[grammar = "../grammar/cpl.pest"]
struct CplParser;

/// Stack for the parsing thread: pest descends several rules per parenthesis, which in an
/// unoptimised build costs tens of kilobytes a level, more than a test thread has.
const PARSE_STACK: usize = 64 * 1024 * 1024;

/// Runs `work` on a thread with [`PARSE_STACK`] of stack (or here, if no thread can start).
fn with_parse_stack<T: Send>(work: impl FnOnce() -> T + Send) -> T {
    let mut work = Some(work);
    let outcome = std::thread::scope(|scope| {
        let spawned = std::thread::Builder::new()
            .name("cpl-parse".into())
            .stack_size(PARSE_STACK)
            .spawn_scoped(scope, || work.take().map(|w| w()));
        spawned.map(|handle| handle.join())
    });
    match outcome {
        Ok(Ok(Some(result))) => result,
        // The thread panicked: pass the panic on.
        Ok(Err(panic)) => std::panic::resume_unwind(panic),
        // The thread did not start: do the work here.
        _ => match work.take() {
            Some(w) => w(),
            None => std::panic::resume_unwind(Box::new("the parser thread lost its work")),
        },
    }
}

/// Up to this nesting the parser runs on the caller's thread; deeper, on its own.
const SHALLOW: usize = 12;

/// How tightly the bit-string operators `∧`, `∨` and `≡` bind against `+` and `-`: a
/// reading the sources leave open (they give no precedence table for CPL), on which the
/// listing's king expression `K - ψ ∧ K + Xk` turns (finding F5 in `programs/cpl/ERRATA.md`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub enum AndBinds {
    /// Tighter than `+` and `-`: `K - (ψ ∧ K) + Xk`, attic's reading (the grammar's table).
    #[default]
    Tighter,
    /// Looser than `+` and `-`, as in Python (`&`, `|`, `^` below `+`, `-`), the language of
    /// Norvig's translation: `(K - ψ) ∧ (K + Xk)`.
    Looser,
}

impl AndBinds {
    pub fn name(self) -> &'static str {
        match self {
            AndBinds::Tighter => "tighter",
            AndBinds::Looser => "looser",
        }
    }
}

/// Parses a whole program: definitions one after another, `∧` binding tighter than `+`.
pub fn parse_program(source: &Source) -> Result<Program, Diagnostic> {
    parse_program_with(source, AndBinds::Tighter)
}

/// [`parse_program`] under the given reading of the bit-string operators' precedence.
pub fn parse_program_with(source: &Source, and_binds: AndBinds) -> Result<Program, Diagnostic> {
    if nesting(source)? <= SHALLOW {
        program_here(source, and_binds)
    } else {
        with_parse_stack(|| program_here(source, and_binds))
    }
}

/// Parses one expression (for `--eval` and tests).
pub fn parse_expr(source: &Source) -> Result<Expr, Diagnostic> {
    parse_expr_with(source, AndBinds::Tighter)
}

/// [`parse_expr`] under the given reading of the bit-string operators' precedence.
pub fn parse_expr_with(source: &Source, and_binds: AndBinds) -> Result<Expr, Diagnostic> {
    if nesting(source)? <= SHALLOW {
        expr_here(source, and_binds)
    } else {
        with_parse_stack(|| expr_here(source, and_binds))
    }
}

/// How deep parentheses and blocks nest; refused past [`MAX_NESTING`].
fn nesting(source: &Source) -> Result<usize, Diagnostic> {
    let scan = scan_delimiters(&source.text, source.text.len());
    match scan.too_deep {
        Some(at) => Err(source.error(
            Span::new(at, at + 1),
            format!(
                "parentheses and blocks nest more than {MAX_NESTING} deep here; \
                 split the expression into definitions"
            ),
        )),
        None => Ok(scan.deepest),
    }
}

fn program_here(source: &Source, and_binds: AndBinds) -> Result<Program, Diagnostic> {
    let top = parse_rule(source, Rule::program)?;
    let builder = Builder { source, and_binds };
    let mut definitions = Vec::new();
    for pair in top.into_inner() {
        if pair.as_rule() == Rule::definition {
            definitions.push(builder.definition(pair)?);
        }
    }
    Ok(Program { definitions })
}

fn expr_here(source: &Source, and_binds: AndBinds) -> Result<Expr, Diagnostic> {
    let top = parse_rule(source, Rule::expression_only)?;
    let builder = Builder { source, and_binds };
    match top.into_inner().find(|p| p.as_rule() == Rule::expr) {
        Some(pair) => Ok(builder.expr(pair)?.0),
        None => Err(source.error(Span::new(0, 0), "expected an expression")),
    }
}

fn parse_rule(source: &Source, rule: Rule) -> Result<Pair<'_, Rule>, Diagnostic> {
    let text = source.text.as_str();
    match CplParser::parse(rule, text) {
        Ok(mut pairs) => match pairs.next() {
            Some(pair) => Ok(pair),
            None => Err(source.error(Span::new(0, 0), "expected a program")),
        },
        Err(error) => Err(syntax_error(source, &error)),
    }
}

mod build;
mod errors;

use self::build::*;
pub use self::build::{precedence, precedence_in};
use self::errors::*;
