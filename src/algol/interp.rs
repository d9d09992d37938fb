//! The interpreter's public API: [`run`] a resolved program under [`Limits`], with [`Stats`]
//! about the finished run. The evaluator is `eval.rs`, the operators `ops.rs`, the runtime
//! errors `error.rs`.

use std::cell::{Cell, RefCell};
use std::io::{BufRead, Write};

use super::ast::Type;
use super::error::ErrorKind;
use super::error::RuntimeError;
use super::eval::{stack_address, Interp, Unwind};
use super::io::Input;
use super::resolve::*;
use super::value::*;
use crate::diagnostic::Span;
pub use crate::limits::Limits;

/// Figures about a finished run.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Stats {
    pub steps: u64,
    pub calls: u64,
    pub max_depth: usize,
}

/// Runs a compiled program, reading numbers from `input` and writing to `out`.
pub fn run(
    prog: &CProgram,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    limits: Limits,
    stack_budget: usize,
) -> Result<Stats, RuntimeError> {
    let it = Interp {
        stack_base: Cell::new(stack_address()),
        stack_budget: Cell::new(stack_budget),
        stack_grown: Cell::new(0),
        thread_stack: stack_budget,
        max_memory: limits.max_memory,
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
        input: RefCell::new(Input::new(input)),
    };
    let main = it.new_frame(None, &prog.main);
    let result = it
        .enter(&prog.main, &main)
        .and_then(|_| it.run_code(&prog.main, &main));
    let flushed = it.out.borrow_mut().flush();
    match result {
        Ok(()) => {}
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
