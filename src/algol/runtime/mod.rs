//! The runtime of ALGOL 60 programs translated to Rust by `attic translate FILE.alg`, and the
//! arithmetic the interpreter shares with them.
//!
//! Translated code keeps the interpreter's model: activations are records of typed variables
//! on a static chain, name parameters are getters and setters (`&dyn Name<T>`), labels name
//! their activation by its identity, and a `go to` that leaves a procedure unwinds as
//! `Unwind::Goto` until the function running that activation takes it. The operators, the
//! standard functions, the conversion on assignment, the error messages, the input reader and
//! the `output` format language are the interpreter's own modules ([`arith`] here, and
//! `algol::array`, `algol::error`, `algol::io`, `diagnostic`, `limits`), so each is written
//! once and both executors agree case for case.
//!
//! - `mod.rs`: values of no declared type, the run's state and [`run`];
//! - `arith.rs`: the operators, standard functions and conversions of both executors;
//! - `dynamic.rs`: errors, steps, memory, values of no declared type, input and output;
//! - `typed.rs`: the typed translation's variables, arrays, name parameters and labels.
//!
//! std only: `--standalone` output pastes these files, and the modules they take from the
//! interpreter, at the paths they have in the crate (`crate::algol::runtime`,
//! `crate::algol::{array, error, io}`, `crate::diagnostic`, `crate::limits`), so the same
//! text compiles in both places.

pub mod arith;
mod dynamic;
mod typed;

pub use self::typed::*;

use std::cell::{Cell, RefCell};
// Standalone translations compile under any edition; 2015's prelude lacks `TryFrom`.
#[allow(unused_imports)]
use std::convert::TryFrom;
use std::io::{BufRead, Write};
use std::rc::Rc;

/// Types, operators and standard functions are the interpreter's arithmetic's.
pub use self::arith::{round_to_int, BinaryOp as Op, StdFn, Type as Ty};
use self::arith::{Num, Operand};
/// Arrays are the interpreter's.
pub use super::array::{ArrayObj, Scalar};
use super::error::ErrorKind;
use super::io::{self, format_output, Input, Number, OutValue};
/// The environment's constants (`maxreal`, ...) are the interpreter's.
pub use super::io::{Constant, Library};
pub use crate::diagnostic::Diagnostic;
use crate::diagnostic::Location;
use crate::limits::meter;

/// What a frame slot holds when the frame is made.
#[derive(Debug, Clone, Copy)]
pub enum SlotInit {
    Typed(Ty),
    Dynamic,
    Element,
}

/// One source line of the sites that runtime errors are placed at: its number, its text (for
/// the caret) and its sites, each `(column, caret width, the name the message mentions)`.
/// Sites are numbered in the order of the table, so a translation lists the sites of a line
/// on that line, in source order, and an operator's call carries only its number.
pub struct Line {
    pub line: u32,
    pub text: &'static str,
    pub sites: &'static [(u32, u32, &'static str)],
}

/// What a translated program tells its runtime about itself.
pub struct ProgramInfo {
    pub file: &'static str,
    /// The lines of the sites, in the order of the sites' numbers; line 1 is there too (an
    /// output error is placed there), with no sites when it has none.
    pub lines: &'static [Line],
    pub owns: &'static [SlotInit],
}

impl ProgramInfo {
    /// Site `site`'s line, column, caret width and name. Only errors ask, so a walk of the
    /// table is cheap enough.
    pub fn site(&self, site: u32) -> Option<(&'static Line, u32, u32, &'static str)> {
        let mut left = site as usize;
        for line in self.lines {
            match line.sites.get(left) {
                Some(&(col, width, name)) => return Some((line, col, width, name)),
                None => left -= line.sites.len(),
            }
        }
        None
    }

    fn line_text(&self, number: u32) -> &'static str {
        self.lines
            .iter()
            .find(|l| l.line == number)
            .map_or("", |l| l.text)
    }
}

/// What a frame slot holds.
#[derive(Clone)]
pub enum V {
    Undef(Ty),
    Empty,
    Int(i64),
    Real(f64),
    Bool(bool),
    Str(&'static str),
}

impl From<Num> for V {
    #[inline(always)]
    fn from(n: Num) -> Self {
        match n {
            Num::Int(i) => V::Int(i),
            Num::Real(r) => V::Real(r),
            Num::Bool(b) => V::Bool(b),
        }
    }
}

impl Operand for V {
    #[inline(always)]
    fn num(&self) -> Option<Num> {
        match self {
            V::Int(i) => Some(Num::Int(*i)),
            V::Real(r) => Some(Num::Real(*r)),
            V::Bool(b) => Some(Num::Bool(*b)),
            _ => None,
        }
    }

    fn kind_name(&self) -> &'static str {
        V::kind_name(self)
    }
}

impl V {
    pub fn kind_name(&self) -> &'static str {
        match self {
            V::Undef(_) | V::Empty => "an undefined value",
            V::Int(_) => "an integer",
            V::Real(_) => "a real number",
            V::Bool(_) => "a Boolean",
            V::Str(_) => "a string",
        }
    }
}

/// The activation of a block or procedure.
pub struct Frame {
    pub id: u64,
    pub parent: Option<Fr>,
    pub slots: RefCell<Vec<V>>,
}

impl Frame {
    /// What an activation with `slots` slots takes, as the memory meter counts it.
    pub fn bytes(slots: usize) -> usize {
        std::mem::size_of::<Frame>()
            + 2 * std::mem::size_of::<usize>()
            + slots * std::mem::size_of::<V>()
    }
}

impl Drop for Frame {
    fn drop(&mut self) {
        meter::freed(Frame::bytes(self.slots.get_mut().len()));
    }
}

pub type Fr = Rc<Frame>;

/// Why code stopped running straight on, behind one pointer: every call returns an `R<T>`,
/// and a deep recursion (man or boy) keeps one on the stack for each level, so `R<()>` is
/// one word and `R<i64>` two. Unwinding is rare; the allocation it costs is not.
pub struct Unwind(Box<Unwinding>);

pub enum Unwinding {
    Goto {
        frame: u64,
        label: u32,
        site: u32,
    },
    Error(ErrorKind, u32),
    /// `stop`: the run ends at once, without an error.
    Stop,
}

impl Unwind {
    #[cold]
    #[inline(never)]
    fn new(u: Unwinding) -> Unwind {
        Unwind(Box::new(u))
    }
}

pub type R<T> = Result<T, Unwind>;

pub use crate::limits::Limits;

/// Figures about a finished run, as the interpreter's.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Stats {
    pub steps: u64,
    pub calls: u64,
    pub max_depth: usize,
}

/// The state of a run.
pub struct Rt<'io> {
    info: &'static ProgramInfo,
    next_id: Cell<u64>,
    steps: Cell<u64>,
    max_steps: u64,
    /// The deadline and cancel flag, read every [`Limits::CLOCK_INTERVAL`] steps.
    clock: Option<Limits>,
    calls: Cell<u64>,
    depth: Cell<usize>,
    deepest: Cell<usize>,
    max_depth: usize,
    stack_base: usize,
    stack_budget: usize,
    /// The memory limit, and what the meter counted when the run began: arrays, frames and
    /// the stack the run uses count against it, as in the interpreter.
    max_memory: usize,
    memory_base: usize,
    out: RefCell<&'io mut dyn Write>,
    input: RefCell<Input<'io>>,
}

#[inline(never)]
fn stack_address() -> usize {
    let probe = 0u8;
    std::hint::black_box(std::ptr::addr_of!(probe)) as usize
}

fn init_value(s: &SlotInit) -> V {
    match s {
        SlotInit::Typed(t) => V::Undef(*t),
        SlotInit::Dynamic => V::Empty,
        SlotInit::Element => V::Int(-1),
    }
}

/// Runs a translated program: `main` is the outermost block's function, `slots` its frame.
pub fn run(
    info: &'static ProgramInfo,
    slots: &'static [SlotInit],
    main: fn(&Rt, &Fr) -> R<()>,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    limits: Limits,
    stack_budget: usize,
) -> Result<Stats, Diagnostic> {
    run_in(
        Library::Reference,
        info,
        slots,
        main,
        input,
        out,
        limits,
        stack_budget,
    )
}

/// [`run`] with the environmental block of `library` (MARST's, for a program read in its
/// representation).
#[allow(clippy::too_many_arguments)]
pub fn run_in(
    library: Library,
    info: &'static ProgramInfo,
    slots: &'static [SlotInit],
    main: fn(&Rt, &Fr) -> R<()>,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    limits: Limits,
    stack_budget: usize,
) -> Result<Stats, Diagnostic> {
    let rt = Rt {
        info,
        next_id: Cell::new(0),
        steps: Cell::new(0),
        max_steps: limits.max_steps,
        clock: (limits.deadline.is_some() || limits.cancel.is_some()).then(|| limits.clone()),
        calls: Cell::new(0),
        depth: Cell::new(0),
        deepest: Cell::new(0),
        max_depth: limits.max_depth,
        stack_base: stack_address(),
        stack_budget,
        max_memory: crate::limits::within_address_space(limits.max_memory),
        memory_base: meter::live(),
        out: RefCell::new(out),
        input: RefCell::new(Input::with_library(input, library)),
    };
    let frame = rt.new_frame(None, slots);
    let result = main(&rt, &frame);
    let flushed = rt.out.borrow_mut().flush();
    if let Err(Unwind(e)) = result {
        match *e {
            Unwinding::Stop => {}
            Unwinding::Error(kind, site) => return Err(rt.diagnostic(&kind, Some(site))),
            Unwinding::Goto { site, .. } => {
                return Err(rt.diagnostic(&ErrorKind::LabelGone, Some(site)))
            }
        }
    }
    if let Err(e) = flushed {
        return Err(rt.diagnostic(&ErrorKind::Output(e.to_string()), None));
    }
    Ok(Stats {
        steps: rt.steps.get(),
        calls: rt.calls.get(),
        max_depth: rt.deepest.get(),
    })
}
