//! ALGOL 60 in the dialect of «Библиотека алгоритмов»: syntax tree, parser, printer,
//! resolver, interpreter, translator to Rust.
//!
//! Code map (the rooms of `src/cpl/` under the same names, a stage of the same pipeline each,
//! plus ALGOL's extras `io.rs`, `extend.rs`, `array.rs`):
//! - `ast.rs`: the syntax tree (spans on every node; equality of shape ignores spans).
//! - `parse/`: text -> tree through `grammar/algol60.pest` (`mod.rs`: the pest front, syntax
//!   errors in words, identifier normalisation (spaces do not count, Latin look-alike capitals
//!   read as Cyrillic in Cyrillic identifiers), the 12-character warnings; `scan.rs`: the
//!   pre-scan, one pass for nesting against the bracket cap and the stack, and where `comment`
//!   may stand; `build.rs`: pairs -> tree).
//! - `pretty.rs`: tree -> canonical text; parse(print(tree)) has the shape of tree.
//! - `resolve.rs`: names and scopes: declarations, lookups and compile-time errors
//!   (undeclared names, a name declared twice, wrong parameter counts).
//! - `lower/`: tree -> resolved form, the executed form ([`CProgram`]): flat per-block code
//!   with jumps, frame slots, label numbers (`mod.rs`: its types; `stmt.rs`: blocks,
//!   procedures, statements and the for statement's expansion; `expr.rs`: expressions,
//!   targets, calls and actual parameters).
//! - `eval/`: the interpreter: runs the resolved form under [`crate::limits::Limits`]; `go to`
//!   out of blocks and procedures unwinds to the target activation (`mod.rs`: the public API
//!   and the evaluator's state; `frames.rs`, `stmt.rs`, `expr.rs`, `call.rs`, `builtins.rs`).
//! - `ops.rs`: operators on runtime values as the interpreter applies them (arithmetic,
//!   relations, logic, powers, standard functions, conversion on assignment), by `runtime/`'s
//!   arithmetic.
//! - `value.rs`: runtime values, frames and arrays.
//! - `error.rs`: the runtime errors' kinds and messages (shared with translated programs).
//! - `runtime/`: the std-only code both executors share and `--standalone` translations paste
//!   (`arith.rs`: operators, standard functions, conversions; `mod.rs`, `dynamic.rs`,
//!   `typed.rs`: the translated programs' runtime); the generated `src/translated/algol_*.rs`
//!   use it as `crate::algol::runtime`.
//! - `translate/`: the resolved form -> Rust over `runtime/` (`mod.rs`: options, the header,
//!   the translator's state; `typed/`: the typed translation, or the refusal in words of what
//!   it cannot give Rust types; `standalone.rs`: standalone programs and bundles).
//! - `io.rs`: the input reader and the `output` format language.
//! - `array.rs`: arrays' bounds, offsets and their messages, for both executors.
//! - `extend.rs`: the certification's pattern continued: a mate-in-k program's text rewritten
//!   for mate in N (`attic algol extend`).
//!
//! Semantics where the Revised Report leaves a choice (each one shown by a corpus program):
//! - a `go to` into the body of a for statement from outside continues there; when the body
//!   completes, the element that ran last continues (step-until: V := V + B and the test) as
//!   the Report's expansion 4.6.4 says; if the statement never ran and has several elements,
//!   reaching the end of the body is a runtime error;
//! - after a for statement the controlled variable keeps its last value;
//! - `∧`, `∨`, `⊃`, `≡` evaluate both operands; `÷` truncates toward zero; `i ↑ j` with
//!   integers and j ≥ 0 is an integer; assigning a real to an integer rounds (entier(x + 0.5));
//! - own variables start at zero (false); other variables and array elements are undefined
//!   until assigned, and reading one is a runtime error, as are integer overflow, a real
//!   result that is not finite, a subscript out of bounds and a switch index out of range.
//!
//! Invariants: parsing never evaluates; the interpreter writes only to the sink it is given
//! and reads only the input it is given; every error about the program carries its source
//! position; nothing panics on any program (limits on steps and call depth end runaway runs).

pub mod array;
pub mod ast;
pub mod error;
pub mod eval;
pub mod extend;
pub mod io;
pub mod lower;
mod ops;
pub mod parse;
pub mod pretty;
pub mod resolve;
pub mod runtime;
pub mod translate;
pub mod value;

use std::io::{BufRead, Write};

use crate::diagnostic::{Diagnostic, Source, Span};

pub use error::ErrorKind;
pub use error::RuntimeError;
pub use eval::{CallEnd, CallObserver, CallView, Limits, Stats, TraceOptions};
pub use lower::CProgram;
pub use parse::Parsed;

/// Why a program did not run to its end.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    /// The text is not a program (syntax, undeclared or misused names): exit 65.
    Syntax(Diagnostic),
    /// The program stopped with a runtime error: exit 1.
    Runtime(Diagnostic),
    /// The program reached one of its [`Limits`]: exit 1.
    Limit(crate::limits::LimitReached, Diagnostic),
    /// The output could not be written (a closed pipe, a full disk).
    Output(Diagnostic),
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Error::Syntax(d) | Error::Runtime(d) | Error::Limit(_, d) | Error::Output(d) => {
                d.fmt(f)
            }
        }
    }
}

impl std::error::Error for Error {}

impl Error {
    /// The diagnostic, whatever the kind.
    pub fn diagnostic(&self) -> &Diagnostic {
        match self {
            Error::Syntax(d) | Error::Runtime(d) | Error::Limit(_, d) | Error::Output(d) => d,
        }
    }
}

/// A program parsed and resolved, with the parser's warnings.
pub struct Checked {
    pub parsed: Parsed,
    pub program: CProgram,
}

/// Parses and resolves a program. With `strict_12`, two identifiers of one scope that agree in
/// their first 12 characters are an error instead of a warning.
pub fn check(source: &Source, strict_12: bool) -> Result<Checked, Diagnostic> {
    check_as(source, strict_12, None)
}

/// [`check`] in the given representation (`None`: detected from the text, see
/// [`parse::parse_as`]).
pub fn check_as(
    source: &Source,
    strict_12: bool,
    representation: Option<parse::Representation>,
) -> Result<Checked, Diagnostic> {
    let parsed = parse::parse_as(source, strict_12, representation)?;
    let mut program = resolve::compile(source, &parsed.program)?;
    program.io_library = match parsed.representation {
        parse::Representation::Reference => io::Library::Reference,
        parse::Representation::Marst => io::Library::Marst,
    };
    Ok(Checked { parsed, program })
}

/// Runs a checked program: numbers come from `input`, output goes to `out`. Runtime errors
/// come back as diagnostics pointing into `source`. The interpreter runs on a thread of its
/// own with a [`STACK_BYTES`] stack, so deep recursion ends with an error, not an overflow.
pub fn run_checked(
    source: &Source,
    program: &CProgram,
    input: &mut (dyn BufRead + Send),
    out: &mut (dyn Write + Send),
    limits: Limits,
) -> Result<Stats, Error> {
    run_checked_traced(source, program, input, out, limits, None).0
}

/// [`run_checked`] with a trace ([`eval::TraceOptions`]: procedure calls, `go to` jumps)
/// when asked; the trace comes back as text beside the result, also when the run fails.
pub fn run_checked_traced(
    source: &Source,
    program: &CProgram,
    input: &mut (dyn BufRead + Send),
    out: &mut (dyn Write + Send),
    limits: Limits,
    trace: Option<eval::TraceOptions>,
) -> (Result<Stats, Error>, String) {
    run_checked_observed(source, program, input, out, limits, trace, None)
}

/// [`run_checked_traced`] with every procedure call also shown to `observer`
/// ([`eval::CallObserver`]) when one is given.
pub fn run_checked_observed(
    source: &Source,
    program: &CProgram,
    input: &mut (dyn BufRead + Send),
    out: &mut (dyn Write + Send),
    limits: Limits,
    trace: Option<eval::TraceOptions>,
    observer: Option<&mut (dyn eval::CallObserver + Send)>,
) -> (Result<Stats, Error>, String) {
    // Past the thread's stack, calls go on to stack segments until the memory limit.
    let run = on_stack(|stack| {
        let budget = limits.max_memory.min(stack);
        eval::run_observed(
            program,
            input,
            out,
            limits,
            budget,
            trace.map(|t| (t, source)),
            observer.map(|o| o as &mut dyn eval::CallObserver),
        )
    });
    let (result, trace) = match run {
        Ok(run) => run,
        Err(e) => {
            let d = source.error(Span::default(), e.to_string());
            return (Err(Error::Runtime(d)), String::new());
        }
    };
    let result = result.map_err(|e| {
        let d = source.error(e.span, e.kind.to_string());
        match (&e.kind, limit_of(&e.kind)) {
            (ErrorKind::Output(_), _) => Error::Output(d),
            (_, Some(limit)) => Error::Limit(limit, d),
            _ => Error::Runtime(d),
        }
    });
    (result, trace)
}

/// Parses, resolves and runs a program in one go (warnings are dropped: use [`check`] to see
/// them).
pub fn run_source(
    source: &Source,
    input: &mut (dyn BufRead + Send),
    out: &mut (dyn Write + Send),
    limits: Limits,
) -> Result<Stats, Error> {
    let checked = check(source, false).map_err(Error::Syntax)?;
    run_checked(source, &checked.program, input, out, limits)
}

/// Stack for the interpreter thread: procedure activations recurse natively, and man or boy
/// with k = 16 nests 65 535 of them (about 120 MiB of stack optimised, several times that
/// unoptimised). Reserved, not committed, until used: the largest of
/// [`crate::limits::STACK_SIZES`].
pub const STACK_BYTES: usize = crate::limits::STACK_SIZES[0];

/// How much of [`STACK_BYTES`] the interpreter uses before it stops with an error; the rest
/// is headroom for the deepest single step.
pub const STACK_BUDGET: usize = STACK_BYTES - (256 << 20);

/// Runs `f` on a thread with a [`STACK_BYTES`] stack and returns its result (a thread that
/// cannot start is a panic: callers that can say so in words use [`on_stack`]).
pub fn on_big_stack<T: Send>(f: impl FnOnce() -> T + Send) -> T {
    match on_stack(|_| f()) {
        Ok(v) => v,
        Err(e) => panic!("{e}"),
    }
}

/// Runs `f` on the shared big-stack thread ([`crate::limits::on_stack`]), giving it how much
/// of the stack the interpreter may use; a panic of `f` is passed on.
pub fn on_stack<T: Send>(f: impl FnOnce(usize) -> T + Send) -> Result<T, ThreadError> {
    match crate::limits::on_stack(f)? {
        Ok(v) => Ok(v),
        Err(panic) => std::panic::resume_unwind(panic),
    }
}

pub use crate::limits::ThreadError;

/// The bound a runtime error reports reaching, if it is one.
pub fn limit_of(kind: &ErrorKind) -> Option<crate::limits::LimitReached> {
    use crate::limits::LimitReached;
    match kind {
        ErrorKind::StepLimit(_) => Some(LimitReached::Steps),
        ErrorKind::DepthLimit(_) => Some(LimitReached::Depth),
        ErrorKind::StackExhausted | ErrorKind::MemoryLimit(_) => Some(LimitReached::Memory),
        ErrorKind::TimeLimit => Some(LimitReached::Time),
        ErrorKind::Cancelled => Some(LimitReached::Cancelled),
        _ => None,
    }
}
