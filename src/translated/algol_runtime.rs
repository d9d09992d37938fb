//! The runtime of ALGOL 60 programs translated to Rust by `attic translate FILE.alg`.
//!
//! Translated code keeps the interpreter's model: activations are frames of slots on a static
//! chain, name parameters are thunks (a generated function and the caller's frame), labels
//! name their activation by its identity, and a `go to` that leaves a procedure unwinds as
//! `Unwind::Goto` until the function running that activation takes it. The operators, the
//! standard functions, the conversion on assignment, the error messages, the input reader and
//! the `output` format language are the interpreter's own modules (`algol_deps`:
//! `algol::arith`, `algol::array`, `algol::error`, `algol::io`, `diagnostic`), so each is written once and
//! both executors agree case for case.
//!
//! std only: `--standalone` output pastes this file beside those modules.

use std::cell::{Cell, RefCell};
// Standalone translations compile under any edition; 2015's prelude lacks `TryFrom`.
#[allow(unused_imports)]
use std::convert::TryFrom;
use std::io::{BufRead, Write};
use std::rc::Rc;

use super::algol_deps::arith::{self, Num, Operand};
/// Types, operators and standard functions are the interpreter's arithmetic's.
pub use super::algol_deps::arith::{round_to_int, BinaryOp as Op, StdFn, Type as Ty};
/// Arrays are the interpreter's.
pub use super::algol_deps::array::{ArrayObj, Scalar};
pub use super::algol_deps::diagnostic::Diagnostic;
use super::algol_deps::diagnostic::Location;
use super::algol_deps::io::{self, format_output, Input, Number, OutValue};
/// The environment's constants (`maxreal`, ...) are the interpreter's.
pub use super::algol_deps::io::{Constant, Library};
use super::algol_deps::meter;
use super::algol_deps::ErrorKind;

/// A formal parameter's specification, as far as a value parameter's conversion needs it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Spec {
    None,
    Simple(Ty),
    Array(Option<Ty>),
    Procedure,
    Other,
}

/// What a frame slot holds when the frame is made.
#[derive(Debug, Clone, Copy)]
pub enum SlotInit {
    Typed(Ty),
    Dynamic,
    Element,
}

/// A place in the source for runtime errors: line, column, caret width, and the name the
/// message mentions.
pub struct Site {
    pub line: u32,
    pub col: u32,
    pub width: u32,
    pub name: &'static str,
}

/// What a translated program tells its runtime about itself.
pub struct ProgramInfo {
    pub file: &'static str,
    /// The source lines that sites point at (by line number, 1-based; others are empty).
    pub lines: &'static [&'static str],
    pub sites: &'static [Site],
    pub owns: &'static [SlotInit],
}

/// A procedure: its name, parameters (slot, by value, specification), result slot, frame
/// layout and body.
pub struct ProcDef {
    pub name: &'static str,
    pub params: &'static [(u32, bool, Spec, u32)],
    pub result_slot: u32,
    pub slots: &'static [SlotInit],
    pub body: fn(&Rt, &Fr) -> R<()>,
    pub site: u32,
}

/// A switch: its name, its element count and the function that evaluates element `i`.
pub struct SwitchDef {
    pub name: &'static str,
    pub count: usize,
    pub element: fn(&Rt, &Fr, usize) -> R<V>,
}

/// Where a thunk's actual lives (the site is the formal's, for the error when it is no
/// variable).
pub type PlaceFn = fn(&Rt, &Fr, u32) -> R<Place>;

/// An actual parameter called by name: its value, and where it lives when it is a variable.
pub struct ThunkDef {
    pub eval: fn(&Rt, &Fr) -> R<V>,
    pub place: Option<PlaceFn>,
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
    Array(Rc<ArrayObj>),
    Loc(Fr, u32),
    OwnLoc(u32),
    Thunk(&'static ThunkDef, Fr),
    Proc(&'static ProcDef, Fr),
    Std(StdFn),
    Label(u64, u32),
    Switch(&'static SwitchDef, Fr),
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
            V::Array(_) => "an array",
            V::Loc(..) | V::OwnLoc(_) | V::Thunk(..) => "a name parameter",
            V::Proc(..) | V::Std(_) => "a procedure",
            V::Label(..) => "a label",
            V::Switch(..) => "a switch",
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

/// Something assignable.
pub enum Place {
    Slot(Fr, u32, Option<Ty>),
    Own(u32, Option<Ty>),
    Elem(Rc<ArrayObj>, usize),
}

/// Why code stopped running straight on.
pub enum Unwind {
    Goto {
        frame: u64,
        label: u32,
        site: u32,
    },
    Error(Box<(ErrorKind, u32)>),
    /// `stop`: the run ends at once, without an error.
    Stop,
}

pub type R<T> = Result<T, Unwind>;

pub use super::algol_deps::Limits;

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
    owns: RefCell<Vec<V>>,
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

fn type_of_value(v: &V) -> Option<Ty> {
    match v {
        V::Undef(t) => Some(*t),
        V::Int(_) => Some(Ty::Integer),
        V::Real(_) => Some(Ty::Real),
        V::Bool(_) => Some(Ty::Boolean),
        _ => None,
    }
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
        owns: RefCell::new(
            info.owns
                .iter()
                .map(|s| match s {
                    SlotInit::Typed(Ty::Integer) => V::Int(0),
                    SlotInit::Typed(Ty::Real) => V::Real(0.0),
                    SlotInit::Typed(Ty::Boolean) => V::Bool(false),
                    _ => V::Empty,
                })
                .collect(),
        ),
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
        max_memory: super::algol_deps::within_address_space(limits.max_memory),
        memory_base: meter::live(),
        out: RefCell::new(out),
        input: RefCell::new(Input::with_library(input, library)),
    };
    let frame = rt.new_frame(None, slots);
    let result = main(&rt, &frame);
    let flushed = rt.out.borrow_mut().flush();
    match result {
        Ok(()) | Err(Unwind::Stop) => {}
        Err(Unwind::Error(e)) => return Err(rt.diagnostic(&e.0, Some(e.1))),
        Err(Unwind::Goto { site, .. }) => {
            return Err(rt.diagnostic(&ErrorKind::LabelGone, Some(site)))
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

impl<'io> Rt<'io> {
    /// The error as the interpreter reports it: the message at the site's place.
    fn diagnostic(&self, kind: &ErrorKind, site: Option<u32>) -> Diagnostic {
        let (line, col, width) = match site.and_then(|s| self.info.sites.get(s as usize)) {
            Some(s) => (s.line as usize, s.col as usize, s.width as usize),
            None => (1, 1, 1),
        };
        Diagnostic {
            message: kind.to_string(),
            at: Location {
                file: self.info.file.to_string(),
                line,
                col,
                width,
                line_text: self
                    .info
                    .lines
                    .get(line.wrapping_sub(1))
                    .copied()
                    .unwrap_or("")
                    .to_string(),
            },
            notes: Vec::new(),
        }
    }

    fn name(&self, site: u32) -> String {
        self.info
            .sites
            .get(site as usize)
            .map_or(String::new(), |s| s.name.to_string())
    }

    #[cold]
    #[inline(never)]
    pub fn fail<T>(&self, kind: ErrorKind, site: u32) -> R<T> {
        Err(Unwind::Error(Box::new((kind, site))))
    }

    #[cold]
    #[inline(never)]
    pub fn internal<T>(&self, what: &str, site: u32) -> R<T> {
        self.fail(ErrorKind::Domain(format!("internal error: {what}")), site)
    }

    #[cold]
    #[inline(never)]
    fn type_fail<T>(&self, expected: &'static str, found: &V, site: u32) -> R<T> {
        self.fail(
            ErrorKind::Type {
                expected,
                found: found.kind_name(),
            },
            site,
        )
    }

    /// One instruction executed; past the step limit, one with a place in the text fails.
    #[inline(always)]
    pub fn step(&self, site: Option<u32>) -> R<()> {
        let s = self.steps.get() + 1;
        self.steps.set(s);
        if s > self.max_steps {
            if let Some(site) = site {
                return self.fail(ErrorKind::StepLimit(self.max_steps), site);
            }
        }
        if s & (Limits::CLOCK_INTERVAL - 1) == 0 {
            return self.check_clock(site);
        }
        Ok(())
    }

    /// The deadline and the cancel flag, as the interpreter checks them; an instruction
    /// without a place lets a later check report.
    #[cold]
    #[inline(never)]
    fn check_clock(&self, site: Option<u32>) -> R<()> {
        let (Some(clock), Some(site)) = (&self.clock, site) else {
            return Ok(());
        };
        match clock.check_clock() {
            Ok(()) => Ok(()),
            Err(crate::limits::LimitReached::Cancelled) => self.fail(ErrorKind::Cancelled, site),
            Err(_) => self.fail(ErrorKind::TimeLimit, site),
        }
    }

    pub fn new_frame(&self, parent: Option<Fr>, slots: &[SlotInit]) -> Fr {
        let id = self.next_id.get() + 1;
        self.next_id.set(id);
        meter::allocated(Frame::bytes(slots.len()));
        Rc::new(Frame {
            id,
            parent,
            slots: RefCell::new(slots.iter().map(init_value).collect()),
        })
    }

    /// The frame `up` steps along the static chain.
    #[inline(always)]
    pub fn up<'a>(&self, env: &'a Fr, up: u32, site: u32) -> R<&'a Fr> {
        let mut f = env;
        for _ in 0..up {
            match &f.parent {
                Some(p) => f = p,
                None => return self.internal("static chain too short", site),
            }
        }
        Ok(f)
    }

    #[inline(always)]
    pub fn slot(&self, f: &Frame, slot: u32, site: u32) -> R<V> {
        match f.slots.borrow().get(slot as usize) {
            Some(v) => Ok(v.clone()),
            None => self.internal("slot out of range", site),
        }
    }

    #[inline(always)]
    pub fn put(&self, f: &Frame, slot: u32, v: V, site: u32) -> R<()> {
        match f.slots.borrow_mut().get_mut(slot as usize) {
            Some(s) => {
                *s = v;
                Ok(())
            }
            None => self.internal("slot out of range", site),
        }
    }

    /// A `go to`: the label's activation takes it.
    pub fn goto(&self, dest: V, site: u32) -> Unwind {
        match dest {
            V::Label(frame, label) => Unwind::Goto { frame, label, site },
            other => match self.type_fail::<()>("a label", &other, site) {
                Err(e) => e,
                Ok(()) => Unwind::Goto {
                    frame: 0,
                    label: 0,
                    site,
                },
            },
        }
    }

    /// An unwinding that reached a function running `frame`: the label to go on at when the
    /// jump is to this activation, else the unwinding goes on.
    #[inline]
    pub fn resume(&self, e: Unwind, frame: &Frame) -> R<u32> {
        match e {
            Unwind::Goto {
                frame: f, label, ..
            } if f == frame.id => Ok(label),
            e => Err(e),
        }
    }

    // -----------------------------------------------------------------------------------------
    // Declarations

    pub fn new_array(&self, ty: Ty, bounds: Vec<(i64, i64)>, site: u32) -> R<Rc<ArrayObj>> {
        ArrayObj::declare(
            ty,
            bounds,
            || self.name(site),
            self.memory(),
            self.max_memory,
        )
        .or_else(|kind| self.fail(kind, site))
    }

    /// The bytes the run holds: the arrays and frames it made that are still alive (as the
    /// memory meter counts them) and the native stack it uses.
    fn memory(&self) -> usize {
        meter::live()
            .saturating_sub(self.memory_base)
            .saturating_add(self.stack_base.abs_diff(stack_address()))
    }

    /// Fails when the run, with `more` bytes added, would pass the memory limit.
    fn check_memory(&self, more: usize, site: u32) -> R<()> {
        if self.memory().saturating_add(more) > self.max_memory {
            return self.fail(ErrorKind::MemoryLimit(self.max_memory), site);
        }
        Ok(())
    }

    /// Declares arrays in slots of `frame`.
    pub fn declare_arrays(
        &self,
        frame: &Frame,
        slots: &[u32],
        ty: Ty,
        bounds: Vec<(i64, i64)>,
        site: u32,
    ) -> R<()> {
        for s in slots {
            let a = self.new_array(ty, bounds.clone(), site)?;
            self.put(frame, *s, V::Array(a), site)?;
        }
        Ok(())
    }

    /// True when the own arrays are allocated already (their bounds are then not evaluated).
    pub fn owns_allocated(&self, owns: &[u32]) -> bool {
        owns.iter()
            .all(|o| matches!(self.owns.borrow().get(*o as usize), Some(V::Array(_))))
    }

    pub fn declare_own_arrays(
        &self,
        owns: &[u32],
        ty: Ty,
        bounds: Vec<(i64, i64)>,
        site: u32,
    ) -> R<()> {
        for o in owns {
            let a = self.new_array(ty, bounds.clone(), site)?;
            if let Some(slot) = self.owns.borrow_mut().get_mut(*o as usize) {
                *slot = V::Array(a);
            }
        }
        Ok(())
    }

    // -----------------------------------------------------------------------------------------
    // Reading values

    #[inline(always)]
    pub fn var(&self, f: &Frame, slot: u32, site: u32) -> R<V> {
        let found = match f.slots.borrow().get(slot as usize) {
            Some(V::Int(i)) => return Ok(V::Int(*i)),
            Some(V::Real(r)) => return Ok(V::Real(*r)),
            Some(V::Bool(b)) => return Ok(V::Bool(*b)),
            Some(V::Undef(_) | V::Empty) => None,
            Some(v) => Some(v.clone()),
            None => return self.internal("slot out of range", site),
        };
        match found {
            Some(v) => Ok(v),
            None => self.fail(ErrorKind::Undefined(self.name(site)), site),
        }
    }

    pub fn own(&self, index: u32, site: u32) -> R<V> {
        match self.owns.borrow().get(index as usize).cloned() {
            Some(V::Undef(_)) | Some(V::Empty) | None => {
                self.fail(ErrorKind::Undefined(self.name(site)), site)
            }
            Some(v) => Ok(v),
        }
    }

    /// A formal parameter used as a value.
    #[inline]
    pub fn formal(&self, f: &Frame, slot: u32, site: u32) -> R<V> {
        let v = self.slot(f, slot, site)?;
        self.deref(v, site)
    }

    /// The value of a formal name parameter at one use.
    pub fn deref(&self, v: V, site: u32) -> R<V> {
        match v {
            V::Loc(f, slot) => match self.slot(&f, slot, site)? {
                V::Undef(_) | V::Empty => self.fail(ErrorKind::Undefined(self.name(site)), site),
                v => Ok(v),
            },
            V::OwnLoc(i) => Ok(self
                .owns
                .borrow()
                .get(i as usize)
                .cloned()
                .unwrap_or(V::Empty)),
            V::Thunk(t, env) => (t.eval)(self, &env),
            V::Proc(p, env) => self.invoke(p, env, [], site),
            V::Undef(_) | V::Empty => self.fail(ErrorKind::Undefined(self.name(site)), site),
            other => Ok(other),
        }
    }

    #[inline(always)]
    pub fn int(&self, v: V, site: u32) -> R<i64> {
        match v {
            V::Int(i) => Ok(i),
            V::Real(r) => match round_to_int(r) {
                Some(i) => Ok(i),
                None => self.fail(ErrorKind::Overflow, site),
            },
            other => self.type_fail("a number", &other, site),
        }
    }

    #[inline(always)]
    pub fn bool(&self, v: V, site: u32) -> R<bool> {
        match v {
            V::Bool(b) => Ok(b),
            other => self.type_fail("a Boolean", &other, site),
        }
    }

    /// The value a function designator gives.
    #[inline]
    pub fn result(&self, v: V, site: u32) -> R<V> {
        match v {
            V::Undef(_) | V::Empty => self.fail(ErrorKind::NoResult(self.name(site)), site),
            v => Ok(v),
        }
    }

    // -----------------------------------------------------------------------------------------
    // Arrays

    fn as_array(&self, v: V, site: u32) -> R<Rc<ArrayObj>> {
        match v {
            V::Array(a) => Ok(a),
            other => self.type_fail("an array", &other, site),
        }
    }

    /// The array in a slot (a local, outer or formal array).
    #[inline]
    pub fn array(&self, f: &Frame, slot: u32, site: u32) -> R<Rc<ArrayObj>> {
        if let Some(V::Array(a)) = f.slots.borrow().get(slot as usize) {
            return Ok(a.clone());
        }
        let v = self.slot(f, slot, site)?;
        self.as_array(v, site)
    }

    pub fn own_array(&self, index: u32, site: u32) -> R<Rc<ArrayObj>> {
        let v = self
            .owns
            .borrow()
            .get(index as usize)
            .cloned()
            .unwrap_or(V::Empty);
        self.as_array(v, site)
    }

    /// The element number of evaluated subscripts, checked against the bounds.
    #[inline]
    pub fn offset(&self, a: &ArrayObj, subs: &[i64], site: u32) -> R<usize> {
        match a.offset(subs) {
            Some(offset) => Ok(offset),
            None => self.fail(a.misfit(subs, || self.name(site)), site),
        }
    }

    #[inline]
    pub fn element(&self, a: &ArrayObj, i: usize, site: u32) -> R<V> {
        match a.data.borrow().get(i).copied().unwrap_or(Scalar::Undef) {
            Scalar::Int(v) => Ok(V::Int(v)),
            Scalar::Real(v) => Ok(V::Real(v)),
            Scalar::Bool(v) => Ok(V::Bool(v)),
            Scalar::Undef => self.fail(a.undefined(i, || self.name(site)), site),
        }
    }

    /// `a[subs]` read.
    #[inline]
    pub fn get(&self, a: &ArrayObj, subs: &[i64], site: u32) -> R<V> {
        let i = self.offset(a, subs, site)?;
        self.element(a, i, site)
    }

    /// `a[i]` of an array in a slot, read without cloning the array.
    #[inline(always)]
    pub fn get1(&self, f: &Frame, slot: u32, i: i64, site: u32) -> R<V> {
        let fast = match f.slots.borrow().get(slot as usize) {
            Some(V::Array(a)) => match a.bounds.as_slice() {
                [(lo, hi)] if i >= *lo && i <= *hi => {
                    a.data.borrow().get((i - lo) as usize).copied()
                }
                _ => None,
            },
            _ => None,
        };
        match fast {
            Some(Scalar::Int(v)) => Ok(V::Int(v)),
            Some(Scalar::Real(v)) => Ok(V::Real(v)),
            Some(Scalar::Bool(v)) => Ok(V::Bool(v)),
            _ => {
                let a = self.array(f, slot, site)?;
                self.get(&a, &[i], site)
            }
        }
    }

    /// An element of a formal that may be a switch (then `subs` is its index).
    pub fn formal_elem(&self, f: &Frame, slot: u32, subs: &[i64], site: u32) -> R<V> {
        let v = self.slot(f, slot, site)?;
        if let V::Switch(info, senv) = v {
            return match subs {
                [one] => self.switch_elem(info, &senv, *one, site),
                _ => self.internal("a switch takes one subscript", site),
            };
        }
        let a = self.as_array(v, site)?;
        self.get(&a, subs, site)
    }

    /// True when the formal holds a switch (its subscript is evaluated before anything else).
    pub fn is_switch(&self, f: &Frame, slot: u32) -> bool {
        matches!(f.slots.borrow().get(slot as usize), Some(V::Switch(..)))
    }

    pub fn switch_elem(&self, info: &'static SwitchDef, env: &Fr, i: i64, site: u32) -> R<V> {
        // A switch may name itself (`switch S := S[1]`): its evaluation recurses without a
        // procedure call, so the stack is checked here too.
        if self.stack_base.abs_diff(stack_address()) > self.stack_budget {
            return self.fail(ErrorKind::StackExhausted, site);
        }
        self.check_memory(0, site)?;
        if i < 1 || i as usize > info.count {
            return self.fail(
                ErrorKind::SwitchIndex {
                    name: info.name.to_string(),
                    index: i,
                    count: info.count,
                },
                site,
            );
        }
        (info.element)(self, env, i as usize)
    }

    // -----------------------------------------------------------------------------------------
    // Assignment

    #[inline(always)]
    pub fn coerce(&self, v: V, ty: Ty, site: u32) -> R<V> {
        // The same type: the value itself, without converting it there and back.
        match (ty, &v) {
            (Ty::Integer, V::Int(_)) | (Ty::Real, V::Real(_)) | (Ty::Boolean, V::Bool(_)) => Ok(v),
            _ => self.at(arith::coerce(ty, &v), site),
        }
    }

    #[inline(always)]
    pub fn store_slot(&self, f: &Frame, slot: u32, ty: Option<Ty>, v: V, site: u32) -> R<()> {
        let ty = match ty {
            Some(t) => Some(t),
            None => type_of_value(&self.slot(f, slot, site)?),
        };
        let v = match ty {
            Some(t) => self.coerce(v, t, site)?,
            None => v,
        };
        self.put(f, slot, v, site)
    }

    pub fn store(&self, place: Place, v: V, site: u32) -> R<()> {
        match place {
            Place::Slot(f, slot, ty) => self.store_slot(&f, slot, ty, v, site),
            Place::Own(i, ty) => {
                let ty = ty.or_else(|| self.owns.borrow().get(i as usize).and_then(type_of_value));
                let v = match ty {
                    Some(t) => self.coerce(v, t, site)?,
                    None => v,
                };
                if let Some(s) = self.owns.borrow_mut().get_mut(i as usize) {
                    *s = v;
                }
                Ok(())
            }
            Place::Elem(a, i) => self.store_elem(&a, i, v, site),
        }
    }

    #[inline]
    fn store_elem(&self, a: &ArrayObj, i: usize, v: V, site: u32) -> R<()> {
        let s = match self.coerce(v, a.ty, site)? {
            V::Int(x) => Scalar::Int(x),
            V::Real(x) => Scalar::Real(x),
            V::Bool(x) => Scalar::Bool(x),
            _ => Scalar::Undef,
        };
        if let Some(e) = a.data.borrow_mut().get_mut(i) {
            *e = s;
        }
        Ok(())
    }

    /// `a[i] := v` for an array in a slot, the subscript and the value evaluated already
    /// (in that order, as the interpreter does).
    #[inline(always)]
    pub fn store1(&self, f: &Frame, slot: u32, i: i64, v: V, esite: u32, site: u32) -> R<()> {
        let a = self.array(f, slot, esite)?;
        if let [(lo, hi)] = a.bounds.as_slice() {
            if i >= *lo && i <= *hi {
                let at = (i - lo) as usize;
                let s = match (a.ty, &v) {
                    (Ty::Integer, V::Int(x)) => Some(Scalar::Int(*x)),
                    (Ty::Real, V::Real(x)) => Some(Scalar::Real(*x)),
                    (Ty::Boolean, V::Bool(x)) => Some(Scalar::Bool(*x)),
                    _ => None,
                };
                if let Some(s) = s {
                    if let Some(e) = a.data.borrow_mut().get_mut(at) {
                        *e = s;
                    }
                    return Ok(());
                }
                return self.store_elem(&a, at, v, site);
            }
        }
        let at = self.offset(&a, &[i], esite)?;
        self.store_elem(&a, at, v, site)
    }

    /// The place of an array element.
    pub fn elem_place(&self, a: Rc<ArrayObj>, subs: &[i64], site: u32) -> R<Place> {
        let i = self.offset(&a, subs, site)?;
        Ok(Place::Elem(a, i))
    }

    /// Where a name parameter's actual lives, for an assignment to the formal.
    pub fn locate_value(&self, v: V, site: u32) -> R<Place> {
        match v {
            V::Loc(f, slot) => Ok(Place::Slot(f, slot, None)),
            V::OwnLoc(i) => Ok(Place::Own(i, None)),
            V::Thunk(t, env) => match t.place {
                Some(place) => place(self, &env, site),
                None => self.fail(ErrorKind::NotAssignable(self.name(site)), site),
            },
            _ => self.fail(ErrorKind::NotAssignable(self.name(site)), site),
        }
    }

    /// The place of a formal used as an assignment target.
    pub fn formal_place(&self, f: &Frame, slot: u32, site: u32) -> R<Place> {
        let v = self.slot(f, slot, site)?;
        self.locate_value(v, site)
    }

    // -----------------------------------------------------------------------------------------
    // for statements

    /// `(V - C) × sign(B) > 0`: the step-until element is exhausted.
    #[inline]
    pub fn exhausted(&self, v: &V, b: &V, c: &V, site: u32) -> R<bool> {
        match arith::exhausted(v, b, c, || self.name(site)) {
            Ok(done) => Ok(done),
            Err(kind) => self.fail(kind, site),
        }
    }

    /// V := V + B for a local variable and an integer step, when both are integers: the new
    /// value, or None for the general path.
    #[inline(always)]
    pub fn step_local(&self, f: &Frame, slot: u32, b: i64) -> Option<i64> {
        let mut slots = f.slots.borrow_mut();
        match slots.get_mut(slot as usize) {
            Some(V::Int(v)) => match v.checked_add(b) {
                Some(n) => {
                    *v = n;
                    Some(n)
                }
                None => None,
            },
            _ => None,
        }
    }

    /// The element of a for list that is running, for the end of the body.
    pub fn for_element(&self, f: &Frame, slot: u32, site: u32) -> R<usize> {
        match self.slot(f, slot, site)? {
            V::Int(k) if k >= 0 => Ok(k as usize),
            _ => self.fail(ErrorKind::ForEnteredByJump, site),
        }
    }

    // -----------------------------------------------------------------------------------------
    // Operators

    /// An operation's value, or its failure at `site`.
    #[inline(always)]
    fn at(&self, outcome: arith::Outcome<Num>, site: u32) -> R<V> {
        match outcome {
            Ok(n) => Ok(n.into()),
            Err(kind) => self.fail(kind, site),
        }
    }

    #[inline(always)]
    pub fn neg(&self, v: V, site: u32) -> R<V> {
        self.at(arith::negate(&v), site)
    }

    #[inline(always)]
    pub fn bin(&self, op: Op, l: V, r: V, site: u32) -> R<V> {
        if let (V::Int(a), V::Int(b)) = (&l, &r) {
            if let Some(v) = arith::int_fast(op, *a, *b) {
                return Ok(v.into());
            }
        }
        self.arith(op, l, r, site)
    }

    #[inline(never)]
    fn arith(&self, op: Op, l: V, r: V, site: u32) -> R<V> {
        self.at(arith::binary(op, &l, &r), site)
    }

    pub fn std(&self, f: StdFn, v: V, site: u32) -> R<V> {
        self.at(arith::standard(f, &v), site)
    }

    // -----------------------------------------------------------------------------------------
    // Procedures

    /// Calls `p`, declared in `decl_env`, with its actual parameters formed already.
    pub fn invoke<const N: usize>(
        &self,
        p: &'static ProcDef,
        decl_env: Fr,
        args: [V; N],
        site: u32,
    ) -> R<V> {
        if args.len() != p.params.len() {
            return self.fail(
                ErrorKind::Parameters {
                    name: p.name.to_string(),
                    expected: p.params.len(),
                    given: args.len(),
                },
                site,
            );
        }
        let depth = self.depth.get() + 1;
        if depth > self.max_depth {
            return self.fail(ErrorKind::DepthLimit(self.max_depth), site);
        }
        if self.stack_base.abs_diff(stack_address()) > self.stack_budget {
            return self.fail(ErrorKind::StackExhausted, site);
        }
        self.check_memory(Frame::bytes(p.slots.len()), site)?;
        self.calls.set(self.calls.get() + 1);
        if depth > self.deepest.get() {
            self.deepest.set(depth);
        }
        let frame = self.new_frame(Some(decl_env), p.slots);
        for (&(slot, by_value, spec, psite), v) in p.params.iter().zip(args) {
            let v = if by_value {
                self.by_value(v, spec, psite)?
            } else {
                v
            };
            self.put(&frame, slot, v, psite)?;
        }
        self.depth.set(depth);
        let result = (p.body)(self, &frame);
        self.depth.set(depth - 1);
        result?;
        self.slot(&frame, p.result_slot, p.site)
    }

    /// A call of a formal parameter (a procedure, a standard function, or a parameterless
    /// name).
    pub fn call_formal<const N: usize>(
        &self,
        f: &Frame,
        slot: u32,
        args: [V; N],
        site: u32,
    ) -> R<V> {
        match self.slot(f, slot, site)? {
            V::Proc(p, decl_env) => self.invoke(p, decl_env, args, site),
            V::Std(fun) => {
                if N == 1 {
                    // By value under every edition (`args.into_iter()` gives references before 2021).
                    let v = IntoIterator::into_iter(args).next().unwrap_or(V::Empty);
                    let v = self.deref(v, site)?;
                    self.std(fun, v, site)
                } else {
                    self.fail(
                        ErrorKind::Parameters {
                            name: self.name(site),
                            expected: 1,
                            given: args.len(),
                        },
                        site,
                    )
                }
            }
            V::Thunk(t, env) if args.is_empty() => (t.eval)(self, &env),
            other if args.is_empty() => self.deref(other, site),
            other => self.type_fail("a procedure", &other, site),
        }
    }

    fn by_value(&self, v: V, spec: Spec, site: u32) -> R<V> {
        let v = match v {
            V::Array(a) => {
                let bytes = ArrayObj::bytes(a.data.borrow().len(), a.bounds.len());
                self.check_memory(bytes, site)?;
                V::Array(Rc::new(ArrayObj::new(
                    match spec {
                        Spec::Array(Some(t)) => t,
                        _ => a.ty,
                    },
                    a.bounds.clone(),
                    a.data.borrow().clone(),
                )))
            }
            V::Loc(..) | V::OwnLoc(_) | V::Thunk(..) => self.deref(v, site)?,
            V::Proc(..) if spec != Spec::Procedure => self.deref(v, site)?,
            other => other,
        };
        match (spec, v) {
            (Spec::Simple(t), v) => self.coerce(v, t, site),
            (Spec::Array(Some(t)), V::Array(a)) if t != a.ty => {
                let data: Vec<Scalar> = a
                    .data
                    .borrow()
                    .iter()
                    .map(|s| match (t, *s) {
                        (Ty::Real, Scalar::Int(i)) => Scalar::Real(i as f64),
                        (Ty::Integer, Scalar::Real(r)) => {
                            round_to_int(r).map_or(Scalar::Undef, Scalar::Int)
                        }
                        (_, s) => s,
                    })
                    .collect();
                Ok(V::Array(Rc::new(ArrayObj::new(t, a.bounds.clone(), data))))
            }
            (_, v) => Ok(v),
        }
    }

    // -----------------------------------------------------------------------------------------
    // Input and output

    fn write(&self, text: &str, site: u32) -> R<()> {
        self.write_bytes(text.as_bytes(), site)
    }

    fn write_bytes(&self, text: &[u8], site: u32) -> R<()> {
        match self.out.borrow_mut().write_all(text) {
            Ok(()) => Ok(()),
            Err(e) => self.fail(ErrorKind::Output(e.to_string()), site),
        }
    }

    fn read_number(&self, site: u32) -> R<V> {
        let n = self.input.borrow_mut().number();
        match n {
            Ok(Number::Int(i)) => Ok(V::Int(i)),
            Ok(Number::Real(r)) => Ok(V::Real(r)),
            Err(e) => self.fail(ErrorKind::Input(e), site),
        }
    }

    /// `input` into one variable.
    pub fn input_into(&self, place: Place, site: u32) -> R<()> {
        let v = self.read_number(site)?;
        self.store(place, v, site)
    }

    /// `input` into a whole array, in row-major order.
    pub fn input_array(&self, a: Rc<ArrayObj>, site: u32) -> R<()> {
        let n = a.data.borrow().len();
        for i in 0..n {
            let v = self.read_number(site)?;
            self.store(Place::Elem(a.clone(), i), v, site)?;
        }
        Ok(())
    }

    /// `inreal(c, v)` and `ininteger(c, v)`.
    pub fn in_number(&self, place: Place, integer: bool, site: u32) -> R<()> {
        let n = self.input.borrow_mut().read_number(integer);
        let n = self.env(n, site)?;
        let v = match n {
            Number::Int(i) => V::Int(i),
            Number::Real(r) => V::Real(r),
        };
        self.store(place, v, site)
    }

    /// The position in `s` of the next character of the input (0: not in `s`), for the typed
    /// translation's `inchar`.
    pub fn inchar_position(&self, s: &str, site: u32) -> R<i64> {
        let c = self.input.borrow_mut().character();
        let c = self.env(c.map_err(ErrorKind::Input), site)?;
        Ok(self.io_library().position(s, c))
    }

    /// `inchar(c, s, v)`, the string given already.
    pub fn inchar(&self, s: &str, place: Place, site: u32) -> R<()> {
        let c = self.input.borrow_mut().character();
        let c = self.env(c.map_err(ErrorKind::Input), site)?;
        self.store(place, V::Int(self.io_library().position(s, c)), site)
    }

    /// The format string of `output`.
    pub fn format_string(&self, v: V, site: u32) -> R<&'static str> {
        match v {
            V::Str(s) => Ok(s),
            other => self.type_fail("a format string", &other, site),
        }
    }

    /// A value given to `output`.
    pub fn out_value(&self, v: V, site: u32) -> R<OutValue> {
        match v {
            V::Int(v) => Ok(OutValue::Int(v)),
            V::Real(v) => Ok(OutValue::Real(v)),
            V::Bool(v) => Ok(OutValue::Bool(v)),
            other => self.type_fail("a number or a Boolean", &other, site),
        }
    }

    pub fn output(&self, format: &str, values: &[OutValue], site: u32) -> R<()> {
        match format_output(format, values) {
            Ok(text) => self.write(&text, site),
            Err(e) => self.fail(ErrorKind::Format(e), site),
        }
    }

    /// Whose library the environmental block behaves as.
    fn io_library(&self) -> Library {
        self.input.borrow().io_library()
    }

    /// A shared definition's outcome at `site`.
    fn env<T>(&self, outcome: Result<T, ErrorKind>, site: u32) -> R<T> {
        outcome.or_else(|kind| self.fail(kind, site))
    }

    pub fn outinteger(&self, v: V, site: u32) -> R<()> {
        let text = self.env(io::outinteger_text(&v), site)?;
        self.write(&text, site)
    }

    pub fn outreal(&self, v: V, site: u32) -> R<()> {
        let text = self.env(self.io_library().outreal(&v), site)?;
        self.write(&text, site)
    }

    pub fn outboolean(&self, v: V, site: u32) -> R<()> {
        let text = self.env(io::outboolean_text(&v), site)?;
        self.write(&text, site)
    }

    pub fn outstring(&self, v: V, site: u32) -> R<()> {
        let s = self.string(v, site)?;
        self.write_bytes(&self.io_library().outstring(s), site)
    }

    /// A string parameter (`outchar`'s, `inchar`'s), checked before the next parameter is
    /// evaluated.
    pub fn string(&self, v: V, site: u32) -> R<&'static str> {
        match v {
            V::Str(s) => Ok(s),
            other => self.type_fail("a string", &other, site),
        }
    }

    pub fn outchar(&self, s: &str, i: V, site: u32) -> R<()> {
        let bytes = self.env(self.io_library().outchar(s, &i), site)?;
        self.write_bytes(&bytes, site)
    }

    pub fn outterminator(&self, site: u32) -> R<()> {
        self.write(io::TERMINATOR, site)
    }

    /// `length(s)`.
    pub fn length(&self, v: V, site: u32) -> R<V> {
        Ok(V::Int(self.io_library().length(self.string(v, site)?)))
    }

    /// `fault(s, r)`: the run ends with the error that shows them.
    pub fn fault<T>(&self, s: &str, r: V, site: u32) -> R<T> {
        self.fail(self.io_library().fault(s, &r), site)
    }

    /// `stop`: the run ends at once, output flushed, without an error.
    pub fn stop<T>(&self) -> R<T> {
        Err(Unwind::Stop)
    }

    /// `maxreal`, `minreal`, `maxint`, `epsilon`.
    pub fn constant(&self, c: Constant) -> V {
        self.io_library().constant(c).into()
    }
}

// ---------------------------------------------------------------------------------------------
// The typed translation: scalars, arrays, name parameters and labels with Rust types.
//
// A variable is a `Var<T>` (`None` until assigned, so reading it first fails as in the
// interpreter); an array is an `Arr<T>` with its bounds; a formal called by name is a
// `&dyn Name<T>` (a getter, and a setter that fails when the actual is no variable); a label
// is a `Lbl`, its activation's identity and its number. The checks and messages are the
// interpreter's own (`algol_deps`).

/// A simple variable: its value once assigned.
pub type Var<T> = Cell<Option<T>>;

/// A new variable, undefined until assigned.
#[inline(always)]
pub fn var<T>() -> Var<T> {
    Cell::new(None)
}

/// A label as a value: the activation that runs its code, and its number there.
#[derive(Clone, Copy)]
pub struct Lbl {
    pub frame: u64,
    pub label: u32,
}

/// An array of integers, reals or Booleans: bounds and elements in row-major order, counted
/// by the memory meter while it lives.
pub struct Arr<T> {
    pub bounds: Vec<(i64, i64)>,
    pub data: Box<[Cell<Option<T>>]>,
    metered: usize,
}

impl<T> Drop for Arr<T> {
    fn drop(&mut self) {
        meter::freed(self.metered);
    }
}

/// A value of a scalar type, as the dynamic runtime and the arithmetic see it.
pub trait Scalarish: Copy {
    fn to_v(self) -> V;
    fn to_num(self) -> Num;
}

impl Scalarish for i64 {
    #[inline(always)]
    fn to_v(self) -> V {
        V::Int(self)
    }
    #[inline(always)]
    fn to_num(self) -> Num {
        Num::Int(self)
    }
}

impl Scalarish for f64 {
    #[inline(always)]
    fn to_v(self) -> V {
        V::Real(self)
    }
    #[inline(always)]
    fn to_num(self) -> Num {
        Num::Real(self)
    }
}

impl Scalarish for bool {
    #[inline(always)]
    fn to_v(self) -> V {
        V::Bool(self)
    }
    #[inline(always)]
    fn to_num(self) -> Num {
        Num::Bool(self)
    }
}

/// A formal parameter called by name, of type `T`: each use evaluates the actual again.
pub trait Name<T> {
    fn value(&self, rt: &Rt, site: u32) -> R<T>;
    fn assign(&self, rt: &Rt, v: T, site: u32) -> R<()>;
}

/// A variable as an actual parameter: the formal reads and assigns it.
impl<T: Copy> Name<T> for Var<T> {
    #[inline(always)]
    fn value(&self, rt: &Rt, site: u32) -> R<T> {
        rt.read(self, site)
    }
    #[inline(always)]
    fn assign(&self, _rt: &Rt, v: T, _site: u32) -> R<()> {
        self.set(Some(v));
        Ok(())
    }
}

/// A constant or other value as an actual parameter: it cannot be assigned.
pub struct Val<T>(pub T);

impl<T: Clone> Name<T> for Val<T> {
    #[inline(always)]
    fn value(&self, _rt: &Rt, _site: u32) -> R<T> {
        Ok(self.0.clone())
    }
    fn assign(&self, rt: &Rt, _v: T, site: u32) -> R<()> {
        rt.not_assignable(site)
    }
}

/// An expression as an actual parameter: evaluated at each use, not assignable.
pub struct Thunk<F>(pub F);

impl<T, F: Fn(&Rt) -> R<T>> Name<T> for Thunk<F> {
    #[inline(always)]
    fn value(&self, rt: &Rt, _site: u32) -> R<T> {
        (self.0)(rt)
    }
    fn assign(&self, rt: &Rt, _v: T, site: u32) -> R<()> {
        rt.not_assignable(site)
    }
}

/// An array element (or another place) as an actual parameter: where it is is found again at
/// each use, as Jensen's device needs.
pub struct Place2<F>(pub F);

impl<T: Copy, F: for<'r> Fn(&'r Rt) -> R<&'r Cell<Option<T>>>> Name<T> for Place2<F> {
    #[inline(always)]
    fn value(&self, rt: &Rt, site: u32) -> R<T> {
        let c = (self.0)(rt)?;
        rt.read(c, site)
    }
    #[inline(always)]
    fn assign(&self, rt: &Rt, v: T, _site: u32) -> R<()> {
        (self.0)(rt)?.set(Some(v));
        Ok(())
    }
}

impl<'io> Rt<'io> {
    /// A variable's value; undefined until assigned.
    #[inline(always)]
    pub fn read<T: Copy>(&self, v: &Cell<Option<T>>, site: u32) -> R<T> {
        match v.get() {
            Some(x) => Ok(x),
            None => self.undefined(site),
        }
    }

    #[cold]
    #[inline(never)]
    fn undefined<T>(&self, site: u32) -> R<T> {
        self.fail(ErrorKind::Undefined(self.name(site)), site)
    }

    #[cold]
    #[inline(never)]
    pub fn not_assignable<T>(&self, site: u32) -> R<T> {
        self.fail(ErrorKind::NotAssignable(self.name(site)), site)
    }

    /// A new activation's identity, for its labels.
    #[inline(always)]
    pub fn new_id(&self) -> u64 {
        let id = self.next_id.get() + 1;
        self.next_id.set(id);
        id
    }

    /// An unwinding that reached the function running activation `id`: the label to go on at
    /// when the jump is to it, else the unwinding goes on.
    #[inline]
    pub fn resume_id(&self, e: Unwind, id: u64) -> R<u32> {
        match e {
            Unwind::Goto {
                frame: f, label, ..
            } if f == id => Ok(label),
            e => Err(e),
        }
    }

    /// A `go to` a label of another activation.
    #[inline]
    pub fn goto_label(&self, l: Lbl, site: u32) -> Unwind {
        Unwind::Goto {
            frame: l.frame,
            label: l.label,
            site,
        }
    }

    /// A call of a procedure: one step, and the depth, stack and call count checked and
    /// counted as the interpreter does, around `body`.
    #[inline(always)]
    pub fn call<T>(&self, site: u32, body: impl FnOnce() -> R<T>) -> R<T> {
        self.step(Some(site))?;
        let depth = self.depth.get() + 1;
        if depth > self.max_depth {
            return self.fail(ErrorKind::DepthLimit(self.max_depth), site);
        }
        if self.stack_base.abs_diff(stack_address()) > self.stack_budget {
            return self.fail(ErrorKind::StackExhausted, site);
        }
        self.calls.set(self.calls.get() + 1);
        if depth > self.deepest.get() {
            self.deepest.set(depth);
        }
        self.depth.set(depth);
        let result = body();
        self.depth.set(depth - 1);
        result
    }

    /// The value a function designator gives: the result variable once assigned.
    #[inline(always)]
    pub fn result_of<T>(&self, v: Option<T>, site: u32) -> R<T> {
        match v {
            Some(x) => Ok(x),
            None => self.fail(ErrorKind::NoResult(self.name(site)), site),
        }
    }

    /// An outcome of the shared arithmetic, its error placed at `site`.
    #[inline(always)]
    pub fn num(&self, n: Result<Num, ErrorKind>, site: u32) -> R<Num> {
        match n {
            Ok(n) => Ok(n),
            Err(kind) => self.fail(kind, site),
        }
    }

    #[inline(always)]
    pub fn add(&self, a: i64, b: i64, site: u32) -> R<i64> {
        match a.checked_add(b) {
            Some(v) => Ok(v),
            None => self.fail(ErrorKind::Overflow, site),
        }
    }

    #[inline(always)]
    pub fn sub(&self, a: i64, b: i64, site: u32) -> R<i64> {
        match a.checked_sub(b) {
            Some(v) => Ok(v),
            None => self.fail(ErrorKind::Overflow, site),
        }
    }

    #[inline(always)]
    pub fn mul(&self, a: i64, b: i64, site: u32) -> R<i64> {
        match a.checked_mul(b) {
            Some(v) => Ok(v),
            None => self.fail(ErrorKind::Overflow, site),
        }
    }

    /// `a ÷ b`, the Report's integer division.
    #[inline(always)]
    pub fn idiv(&self, a: i64, b: i64, site: u32) -> R<i64> {
        match arith::int_fast(Op::IntDiv, a, b) {
            Some(Num::Int(v)) => Ok(v),
            _ => self.int_of(arith::binary(Op::IntDiv, &Num::Int(a), &Num::Int(b)), site),
        }
    }

    #[inline(always)]
    pub fn neg_int(&self, a: i64, site: u32) -> R<i64> {
        match a.checked_neg() {
            Some(v) => Ok(v),
            None => self.fail(ErrorKind::Overflow, site),
        }
    }

    /// An operation of the shared arithmetic whose result is an integer.
    #[inline]
    pub fn int_of(&self, n: Result<Num, ErrorKind>, site: u32) -> R<i64> {
        match self.num(n, site)? {
            Num::Int(i) => Ok(i),
            Num::Real(r) => match round_to_int(r) {
                Some(i) => Ok(i),
                None => self.fail(ErrorKind::Overflow, site),
            },
            Num::Bool(_) => self.internal("a Boolean where an integer was expected", site),
        }
    }

    /// An operation of the shared arithmetic whose result is a real.
    #[inline]
    pub fn real_of(&self, n: Result<Num, ErrorKind>, site: u32) -> R<f64> {
        match self.num(n, site)? {
            Num::Int(i) => Ok(i as f64),
            Num::Real(r) => Ok(r),
            Num::Bool(_) => self.internal("a Boolean where a number was expected", site),
        }
    }

    /// An operation of the shared arithmetic whose result is a truth value.
    #[inline]
    pub fn bool_of(&self, n: Result<Num, ErrorKind>, site: u32) -> R<bool> {
        match self.num(n, site)? {
            Num::Bool(b) => Ok(b),
            _ => self.internal("a number where a Boolean was expected", site),
        }
    }

    /// `a ↑ b` when both are integers: an integer, or a real for a negative exponent.
    #[inline]
    pub fn pow_int(&self, a: i64, b: i64, site: u32) -> R<V> {
        let n = self.num(arith::binary(Op::Power, &Num::Int(a), &Num::Int(b)), site)?;
        Ok(V::from(n))
    }

    /// A dynamic value given where a scalar of a type is expected: converted as an
    /// assignment converts it.
    #[inline]
    pub fn to_int(&self, v: V, site: u32) -> R<i64> {
        let v = self.coerce(v, Ty::Integer, site)?;
        self.int(v, site)
    }

    #[inline]
    pub fn to_real(&self, v: V, site: u32) -> R<f64> {
        match self.coerce(v, Ty::Real, site)? {
            V::Real(r) => Ok(r),
            V::Int(i) => Ok(i as f64),
            other => self.type_fail("a number", &other, site),
        }
    }

    #[inline]
    pub fn to_bool(&self, v: V, site: u32) -> R<bool> {
        self.bool(v, site)
    }

    /// The integer a real gives on assignment (rounded).
    #[inline(always)]
    pub fn round(&self, r: f64, site: u32) -> R<i64> {
        match round_to_int(r) {
            Some(i) => Ok(i),
            None => self.fail(ErrorKind::Overflow, site),
        }
    }

    /// A new array with every element undefined, or why it cannot be made.
    pub fn arr<T>(&self, bounds: Vec<(i64, i64)>, site: u32) -> R<Arr<T>> {
        let size = match super::algol_deps::array::declared_size(
            &bounds,
            || self.name(site),
            self.memory(),
            self.max_memory,
        ) {
            Ok(size) => size,
            Err(kind) => return self.fail(kind, site),
        };
        let metered = ArrayObj::bytes(size, bounds.len());
        meter::allocated(metered);
        Ok(Arr {
            bounds,
            data: (0..size).map(|_| Cell::new(None)).collect(),
            metered,
        })
    }

    /// A copy of an array, for an array called by value.
    pub fn arr_copy<T: Copy>(&self, a: &Arr<T>, site: u32) -> R<Arr<T>> {
        let bytes = ArrayObj::bytes(a.data.len(), a.bounds.len());
        self.check_memory(bytes, site)?;
        meter::allocated(bytes);
        Ok(Arr {
            bounds: a.bounds.clone(),
            data: a.data.iter().map(|c| Cell::new(c.get())).collect(),
            metered: bytes,
        })
    }

    /// The element `a[i]` of a one-dimensional array.
    #[inline(always)]
    pub fn elem_at1<'a, T: Copy>(
        &self,
        a: &'a Arr<T>,
        i: i64,
        site: u32,
    ) -> R<&'a Cell<Option<T>>> {
        if let [(lo, hi)] = a.bounds.as_slice() {
            if i >= *lo && i <= *hi {
                if let Some(c) = a.data.get((i - lo) as usize) {
                    return Ok(c);
                }
            }
        }
        self.elem_at(a, &[i], site)
    }

    /// The element of `a` at `subs`.
    #[inline]
    pub fn elem_at<'a, T: Copy>(
        &self,
        a: &'a Arr<T>,
        subs: &[i64],
        site: u32,
    ) -> R<&'a Cell<Option<T>>> {
        match super::algol_deps::array::offset_in(&a.bounds, subs).and_then(|o| a.data.get(o)) {
            Some(c) => Ok(c),
            None => self.fail(
                super::algol_deps::array::misfit_in(&a.bounds, subs, || self.name(site)),
                site,
            ),
        }
    }

    /// The value of an element; reading one never assigned fails, naming it.
    #[inline(always)]
    pub fn elem<T: Copy>(&self, a: &Arr<T>, c: &Cell<Option<T>>, site: u32) -> R<T> {
        match c.get() {
            Some(v) => Ok(v),
            None => self.undefined_elem(a, c, site),
        }
    }

    #[cold]
    #[inline(never)]
    fn undefined_elem<T, U>(&self, a: &Arr<T>, c: &Cell<Option<T>>, site: u32) -> R<U> {
        let offset = (c as *const Cell<Option<T>> as usize - a.data.as_ptr() as usize)
            / std::mem::size_of::<Cell<Option<T>>>().max(1);
        self.fail(
            super::algol_deps::array::undefined_in(&a.bounds, offset, || self.name(site)),
            site,
        )
    }

    /// `input` into a variable of a type.
    pub fn input_to<T: Copy>(
        &self,
        v: &Cell<Option<T>>,
        ty: Ty,
        conv: fn(V) -> Option<T>,
        site: u32,
    ) -> R<()> {
        let n = self.read_number(site)?;
        let n = self.coerce(n, ty, site)?;
        match conv(n) {
            Some(x) => {
                v.set(Some(x));
                Ok(())
            }
            None => self.internal("input of the wrong type", site),
        }
    }

    /// `input` into a whole array, in row-major order.
    pub fn input_arr<T: Copy>(
        &self,
        a: &Arr<T>,
        ty: Ty,
        conv: fn(V) -> Option<T>,
        site: u32,
    ) -> R<()> {
        for c in a.data.iter() {
            self.input_to(c, ty, conv, site)?;
        }
        Ok(())
    }

    /// `ininteger(c, v)`, `inreal(c, v)`: a number that must be an integer for `ininteger`.
    pub fn in_typed<T: Copy>(
        &self,
        v: &Cell<Option<T>>,
        ty: Ty,
        integer: bool,
        conv: fn(V) -> Option<T>,
        site: u32,
    ) -> R<()> {
        let n = self.input.borrow_mut().read_number(integer);
        let n = match self.env(n, site)? {
            Number::Int(i) => V::Int(i),
            Number::Real(r) => V::Real(r),
        };
        let n = self.coerce(n, ty, site)?;
        match conv(n) {
            Some(x) => {
                v.set(Some(x));
                Ok(())
            }
            None => self.internal("input of the wrong type", site),
        }
    }
}

/// The scalar of a dynamic value, for `input`.
pub fn v_int(v: V) -> Option<i64> {
    match v {
        V::Int(i) => Some(i),
        _ => None,
    }
}

pub fn v_real(v: V) -> Option<f64> {
    match v {
        V::Real(r) => Some(r),
        V::Int(i) => Some(i as f64),
        _ => None,
    }
}

pub fn v_bool(v: V) -> Option<bool> {
    match v {
        V::Bool(b) => Some(b),
        _ => None,
    }
}

/// Operands of the shared arithmetic, for typed code.
pub use super::algol_deps::arith::Num as N;

impl<'io> Rt<'io> {
    /// `a op b` by the shared arithmetic, a real result.
    #[inline(always)]
    pub fn op_real(&self, op: Op, a: Num, b: Num, site: u32) -> R<f64> {
        self.real_of(arith::binary(op, &a, &b), site)
    }

    /// A standard function of a typed argument whose result is an integer.
    #[inline]
    pub fn std_int(&self, f: StdFn, a: Num, site: u32) -> R<i64> {
        self.int_of(arith::standard(f, &a), site)
    }

    /// A standard function of a typed argument whose result is a real.
    #[inline]
    pub fn std_real(&self, f: StdFn, a: Num, site: u32) -> R<f64> {
        self.real_of(arith::standard(f, &a), site)
    }

    /// The for-list element that is running (-1: the statement was entered by a jump).
    #[inline]
    pub fn element_of(&self, k: i64, site: u32) -> R<usize> {
        if k >= 0 {
            Ok(k as usize)
        } else {
            self.fail(ErrorKind::ForEnteredByJump, site)
        }
    }

    /// The step-until element's exhaustion test on numbers of any type.
    #[inline]
    pub fn exhausted_n(&self, v: Num, b: Num, c: Num, site: u32) -> R<bool> {
        match arith::exhausted(&v, &b, &c, || self.name(site)) {
            Ok(x) => Ok(x),
            Err(kind) => self.fail(kind, site),
        }
    }

    /// `a[i]` read.
    #[inline(always)]
    pub fn load1<T: Copy>(&self, a: &Arr<T>, i: i64, site: u32) -> R<T> {
        let c = self.elem_at1(a, i, site)?;
        self.elem(a, c, site)
    }

    /// `a[i, j, ...]` read.
    #[inline]
    pub fn load<T: Copy>(&self, a: &Arr<T>, subs: &[i64], site: u32) -> R<T> {
        let c = self.elem_at(a, subs, site)?;
        self.elem(a, c, site)
    }
}

/// An element of a one-dimensional array as an actual parameter called by name: its
/// subscript is evaluated again at each use (Jensen's device).
pub struct Elem1<'a, T, F> {
    pub arr: &'a Arr<T>,
    pub index: F,
    pub site: u32,
}

impl<'a, T: Copy, F: Fn(&Rt) -> R<i64>> Name<T> for Elem1<'a, T, F> {
    #[inline(always)]
    fn value(&self, rt: &Rt, _site: u32) -> R<T> {
        let i = (self.index)(rt)?;
        rt.load1(self.arr, i, self.site)
    }
    #[inline(always)]
    fn assign(&self, rt: &Rt, v: T, _site: u32) -> R<()> {
        let i = (self.index)(rt)?;
        rt.elem_at1(self.arr, i, self.site)?.set(Some(v));
        Ok(())
    }
}

/// An element of an array of several dimensions as an actual parameter called by name.
pub struct ElemN<'a, T, F> {
    pub arr: &'a Arr<T>,
    pub subs: F,
    pub site: u32,
}

impl<'a, T: Copy, F: Fn(&Rt) -> R<Vec<i64>>> Name<T> for ElemN<'a, T, F> {
    fn value(&self, rt: &Rt, _site: u32) -> R<T> {
        let s = (self.subs)(rt)?;
        rt.load(self.arr, &s, self.site)
    }
    fn assign(&self, rt: &Rt, v: T, _site: u32) -> R<()> {
        let s = (self.subs)(rt)?;
        rt.elem_at(self.arr, &s, self.site)?.set(Some(v));
        Ok(())
    }
}

/// A typed variable given to a formal without specification: read as a dynamic value,
/// assigned with the conversion to its type.
pub struct DynVar<'a, T>(pub &'a Var<T>, pub Ty, pub fn(V) -> Option<T>);

impl<'a, T: Scalarish> Name<V> for DynVar<'a, T> {
    fn value(&self, rt: &Rt, site: u32) -> R<V> {
        Ok(rt.read(self.0, site)?.to_v())
    }
    fn assign(&self, rt: &Rt, v: V, site: u32) -> R<()> {
        let v = rt.coerce(v, self.1, site)?;
        match (self.2)(v) {
            Some(x) => {
                self.0.set(Some(x));
                Ok(())
            }
            None => rt.internal("a value of the wrong type", site),
        }
    }
}
