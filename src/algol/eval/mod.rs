//! The interpreter: runs the resolved form of [`super::resolve`] (built by
//! [`super::lower`]) with Revised Report semantics; its public API is [`run`] under
//! [`Limits`], with [`Stats`] about the finished run.
//!
//! Statements run as a flat instruction list per block activation (see `lower/`);
//! expressions are evaluated as trees. A `go to` whose label lies in the same activation is a
//! jump; any other `go to` unwinds as `Unwind::Goto` carrying the identity of the target
//! activation, through nested blocks, procedure calls and thunk evaluations, until the run loop
//! of that activation takes it. Procedure activations use native recursion, bounded by the
//! depth limit (the caller runs the interpreter on a thread with a big stack, see
//! [`super::on_big_stack`]); a step limit bounds the time.
//!
//! - `mod.rs`: the public API (run, trace options, the call observer) and the evaluator's
//!   state;
//! - `frames.rs`: places and errors, memory and stack meters, frames, blocks, the run loop;
//! - `stmt.rs`: instructions, assignments and the places they store to;
//! - `expr.rs`: expressions, array elements, switches, name parameters' values;
//! - `call.rs`: actual parameters, procedure calls, the trace and observer of calls;
//! - `builtins.rs`: the standard procedures' glue to `io.rs`.
//!
//! The operators are `ops.rs`, the runtime errors `error.rs`.

use std::cell::{Cell, RefCell};
use std::io::{BufRead, Write};
use std::rc::Rc;

use super::ast::{BinaryOp, Type};
use super::error::{ErrorKind, RuntimeError};
use super::io::{format_output, real_text, Input, Number, OutValue};
use super::lower::*;
use super::ops::*;
use super::value::*;
use crate::diagnostic::Span;
pub use crate::limits::Limits;

mod builtins;
mod call;
mod expr;
mod frames;
mod stmt;

pub(super) enum Unwind {
    Goto {
        frame: u64,
        label: u32,
        site: Site,
    },
    Error(Box<RuntimeError>),
    /// `stop`: the run ends at once, without an error.
    Stop,
}

/// Stack segments grown for deep recursion, and how much of each is kept for the deepest
/// single step between two calls (a deeply nested expression).
const STACK_SEGMENT: usize = 512 << 20;
const STACK_HEADROOM: usize = 128 << 20;

pub(super) type R<T> = Result<T, Unwind>;

pub(super) enum Place<'p> {
    Slot(Rc<Frame<'p>>, u32, Option<Type>),
    Own(u32, Option<Type>),
    Elem(Rc<ArrayObj>, usize),
}

pub(super) struct Interp<'p, 'io> {
    pub(super) prog: &'p CProgram,
    pub(super) owns: RefCell<Vec<Value<'p>>>,
    pub(super) next_id: Cell<u64>,
    pub(super) steps: Cell<u64>,
    pub(super) max_steps: u64,
    pub(super) limits: Limits,
    pub(super) calls: Cell<u64>,
    pub(super) depth: Cell<usize>,
    pub(super) deepest: Cell<usize>,
    pub(super) max_depth: usize,
    /// The address of the run's first frame on the native stack, and how far below it the
    /// interpreter may go: deep recursion ends with an error, never a stack overflow.
    pub(super) stack_base: Cell<usize>,
    pub(super) stack_budget: Cell<usize>,
    /// Bytes of stack segments grown beyond the thread's stack, and how many bytes of stack
    /// the run may use in all (the memory limit).
    pub(super) stack_grown: Cell<usize>,
    pub(super) thread_stack: usize,
    pub(super) max_memory: usize,
    /// What [`crate::limits::meter`] counted when the run began.
    pub(super) memory_base: usize,
    pub(super) out: RefCell<&'io mut dyn Write>,
    pub(super) input: RefCell<Input<'io>>,
    /// `--trace` / `--trace-labels`: when `None`, a call or a jump pays one test of it.
    pub(super) trace: Option<RefCell<Tracing<'io>>>,
    /// A library caller's watcher of procedure calls ([`run_observed`]).
    pub(super) observer: Option<RefCell<&'io mut dyn CallObserver>>,
}

/// What a traced run writes, and the text by-name actuals and jumps are shown from.
pub(super) struct Tracing<'io> {
    pub(super) calls: bool,
    pub(super) labels: bool,
    pub(super) names: bool,
    pub(super) source: &'io crate::diagnostic::Source,
    pub(super) out: crate::trace::CallTrace,
}

/// A value in a trace: numbers and truth values as `outreal` and `outboolean` would show
/// them, anything else by its kind.
fn trace_value(v: &Value<'_>) -> String {
    match v {
        Value::Int(i) => i.to_string(),
        Value::Real(r) => real_text(*r).trim().to_string(),
        Value::Bool(b) => b.to_string(),
        other => other.kind_name().to_string(),
    }
}

/// Roughly where the native stack is now.
#[inline(never)]
pub(super) fn stack_address() -> usize {
    let probe = 0u8;
    std::hint::black_box(std::ptr::addr_of!(probe)) as usize
}

/// Figures about a finished run.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Stats {
    pub steps: u64,
    pub calls: u64,
    pub max_depth: usize,
}

/// What a traced run shows (`attic run FILE.alg --trace`, `--trace-labels`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TraceOptions {
    /// Every procedure call with its actual parameters (by value: the value; by name: the
    /// text as written) and, for a function, its value.
    pub calls: bool,
    /// Every `go to` taken: the label and the line of the jump.
    pub labels: bool,
    /// Every evaluation of a parameter called by name: the formal and the value it gave
    /// (`by name term = 0.5`), inside the call that evaluated it.
    pub names: bool,
    /// Calls nested deeper are not shown (`None`: all).
    pub depth: Option<usize>,
    /// The trace's text is cut past this many bytes.
    pub max_bytes: usize,
}

/// How a procedure call ended, for a [`CallObserver`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CallEnd {
    /// The body ran to its end.
    Returned,
    /// A `go to` left it for a label outside.
    LeftByGoto,
    /// A runtime error (or a limit) stopped it.
    Failed,
    /// `stop` ended the program inside it.
    Stopped,
}

/// What an observer may read when a procedure is entered: the value of each parameter
/// called by value (an integer or a truth value as 0/1), and elements of the arrays of the
/// program's outermost block, as the program holds them at that moment. Reading changes
/// nothing and costs no step.
pub struct CallView<'a, 'p> {
    pub(super) values: &'a [Option<i64>],
    pub(super) main: Option<&'a super::value::Frame<'p>>,
    pub(super) main_code: &'p super::lower::Code,
}

impl CallView<'_, '_> {
    /// The `i`-th actual parameter (from 0) when it is called by value and is an integer or
    /// a truth value.
    pub fn value(&self, i: usize) -> Option<i64> {
        self.values.get(i).copied().flatten()
    }

    /// Element `index` of the one-dimensional integer array `array` declared in the
    /// outermost block, when it exists and has been assigned.
    pub fn global_element(&self, array: &str, index: i64) -> Option<i64> {
        let slot = self.main_code.slot_names.iter().position(|n| n == array)?;
        let frame = self.main?;
        let slots = frame.slots.borrow();
        match slots.get(slot)? {
            Value::Array(a) => {
                let offset = a.offset(&[index])?;
                match a.data.borrow().get(offset)? {
                    super::array::Scalar::Int(v) => Some(*v),
                    _ => None,
                }
            }
            _ => None,
        }
    }
}

/// Watches procedure calls as the run makes them: the same events `--trace` prints, given
/// to library code instead (the chess bridge's `explain` records the moves the mate solvers
/// make and take back with it). `depth` is the call's nesting, 1 for the outermost; every
/// `enter` is followed by its `exit`.
pub trait CallObserver {
    fn enter(&mut self, procedure: &str, view: &CallView<'_, '_>, depth: usize);
    fn exit(&mut self, procedure: &str, end: CallEnd, depth: usize);
}

/// Runs a compiled program, reading numbers from `input` and writing to `out`.
pub fn run(
    prog: &CProgram,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    limits: Limits,
    stack_budget: usize,
) -> Result<Stats, RuntimeError> {
    run_traced(prog, input, out, limits, stack_budget, None).0
}

/// [`run`], with a trace of the run written from `source` (the program's text) when asked.
pub fn run_traced(
    prog: &CProgram,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    limits: Limits,
    stack_budget: usize,
    trace: Option<(TraceOptions, &crate::diagnostic::Source)>,
) -> (Result<Stats, RuntimeError>, String) {
    run_observed(prog, input, out, limits, stack_budget, trace, None)
}

/// [`run_traced`], with every procedure call also shown to `observer` when one is given.
pub fn run_observed<'io>(
    prog: &CProgram,
    input: &'io mut dyn BufRead,
    out: &'io mut dyn Write,
    limits: Limits,
    stack_budget: usize,
    trace: Option<(TraceOptions, &'io crate::diagnostic::Source)>,
    observer: Option<&'io mut dyn CallObserver>,
) -> (Result<Stats, RuntimeError>, String) {
    let trace = trace.map(|(options, source)| {
        RefCell::new(Tracing {
            calls: options.calls,
            labels: options.labels,
            names: options.names,
            source,
            out: crate::trace::CallTrace::new(options.depth, options.max_bytes),
        })
    });
    let mut it = Interp {
        stack_base: Cell::new(stack_address()),
        stack_budget: Cell::new(stack_budget),
        stack_grown: Cell::new(0),
        thread_stack: stack_budget,
        max_memory: crate::limits::within_address_space(limits.max_memory),
        memory_base: crate::limits::meter::live(),
        prog,
        owns: RefCell::new(
            prog.owns
                .iter()
                .map(|s| match s {
                    SlotInit::Typed(Type::Integer) => Value::Int(0),
                    SlotInit::Typed(Type::Real) => Value::Real(0.0),
                    SlotInit::Typed(Type::Boolean) => Value::Bool(false),
                    _ => Value::Empty,
                })
                .collect(),
        ),
        next_id: Cell::new(0),
        steps: Cell::new(0),
        max_steps: limits.max_steps,
        limits: limits.clone(),
        calls: Cell::new(0),
        depth: Cell::new(0),
        deepest: Cell::new(0),
        max_depth: limits.max_depth,
        out: RefCell::new(out),
        input: RefCell::new(Input::with_library(input, prog.io_library)),
        trace,
        observer: observer.map(RefCell::new),
    };
    let main = it.new_frame(None, &prog.main);
    let result = it
        .enter(&prog.main, &main)
        .and_then(|_| it.run_code(&prog.main, &main));
    let trace = it
        .trace
        .take()
        .map(|t| t.into_inner().out.finish())
        .unwrap_or_default();
    (finish(&it, result), trace)
}

fn finish(it: &Interp<'_, '_>, result: Result<(), Unwind>) -> Result<Stats, RuntimeError> {
    let flushed = it.out.borrow_mut().flush();
    match result {
        Ok(()) | Err(Unwind::Stop) => {}
        Err(Unwind::Error(e)) => return Err(*e),
        Err(Unwind::Goto { site, .. }) => {
            return Err(RuntimeError {
                kind: ErrorKind::LabelGone,
                span: it.span(site),
            })
        }
    }
    if let Err(e) = flushed {
        return Err(RuntimeError {
            kind: ErrorKind::Output(e.to_string()),
            span: Span::default(),
        });
    }
    Ok(Stats {
        steps: it.steps.get(),
        calls: it.calls.get(),
        max_depth: it.deepest.get(),
    })
}
