//! The evaluator: runs the resolved form of [`super::resolve`] with Revised Report
//! semantics.
//!
//! Statements run as a flat instruction list per block activation (see `resolve.rs`);
//! expressions are evaluated as trees. A `go to` whose label lies in the same activation is a
//! jump; any other `go to` unwinds as `Unwind::Goto` carrying the identity of the target
//! activation, through nested blocks, procedure calls and thunk evaluations, until the run loop
//! of that activation takes it. Procedure activations use native recursion, bounded by the
//! depth limit (the caller runs the interpreter on a thread with a big stack, see
//! [`super::on_big_stack`]); a step limit bounds the time.

use std::cell::{Cell, RefCell};
use std::io::Write;
use std::rc::Rc;

use super::ast::{BinaryOp, Type};
use super::error::ErrorKind;
use super::error::RuntimeError;
use super::io::{format_output, real_text, Input, Number, OutValue};
use super::ops::*;
use super::resolve::*;
use super::value::*;
use crate::diagnostic::Span;
use crate::limits::Limits;

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
    /// A library caller's watcher of procedure calls (`interp::run_observed`).
    pub(super) observer: Option<RefCell<&'io mut dyn super::interp::CallObserver>>,
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

impl<'p, 'io> Interp<'p, 'io> {
    #[inline]
    pub(super) fn span(&self, site: Site) -> Span {
        self.prog
            .sites
            .get(site as usize)
            .map_or(Span::default(), |s| s.0)
    }

    pub(super) fn name(&self, site: Site) -> String {
        self.prog
            .sites
            .get(site as usize)
            .map_or(String::new(), |s| s.1.clone())
    }

    pub(super) fn fail<T>(&self, kind: ErrorKind, site: Site) -> R<T> {
        Err(Unwind::Error(Box::new(RuntimeError {
            kind,
            span: self.span(site),
        })))
    }

    pub(super) fn internal<T>(&self, what: &str, site: Site) -> R<T> {
        self.fail(ErrorKind::Domain(format!("internal error: {what}")), site)
    }

    /// The bytes the run holds: the arrays and frames it made that are still alive (as
    /// [`crate::limits::meter`] counts them) and the native stack it uses.
    pub(super) fn memory(&self) -> usize {
        let here = self.stack_base.get().abs_diff(stack_address());
        let stack = match self.stack_grown.get() {
            0 => here,
            grown => self.thread_stack + grown - STACK_SEGMENT + here,
        };
        crate::limits::meter::live()
            .saturating_sub(self.memory_base)
            .saturating_add(stack)
    }

    /// Fails when the run, with `more` bytes added, would pass the memory limit.
    pub(super) fn check_memory(&self, more: usize, site: Site) -> R<()> {
        if self.memory().saturating_add(more) > self.max_memory {
            return self.fail(ErrorKind::MemoryLimit(self.max_memory), site);
        }
        Ok(())
    }

    /// Fails when the native stack used since the start of the run nears its budget.
    pub(super) fn stack_is_low(&self) -> bool {
        self.stack_base.get().abs_diff(stack_address()) > self.stack_budget.get()
    }

    /// Runs a call on a new stack segment when the current one is nearly used: deep recursion
    /// (man or boy with k = 20 nests a million activations) is bounded by the memory limit,
    /// not by the thread's stack.
    #[cold]
    #[inline(never)]
    fn invoke_on_new_segment(
        &self,
        p: &'p ProcInfo,
        decl_env: Rc<Frame<'p>>,
        args: &'p [CActual],
        caller: &Rc<Frame<'p>>,
        site: Site,
    ) -> R<Value<'p>> {
        let grown = self.stack_grown.get() + STACK_SEGMENT;
        if self.thread_stack.saturating_add(grown) > self.max_memory {
            return self.fail(ErrorKind::StackExhausted, site);
        }
        let (base, budget) = (self.stack_base.get(), self.stack_budget.get());
        self.stack_grown.set(grown);
        let result = stacker::grow(STACK_SEGMENT, || {
            self.stack_base.set(stack_address());
            self.stack_budget.set(STACK_SEGMENT - STACK_HEADROOM);
            self.invoke(p, decl_env, args, caller, site)
        });
        self.stack_base.set(base);
        self.stack_budget.set(budget);
        self.stack_grown.set(grown - STACK_SEGMENT);
        result
    }

    pub(super) fn new_frame(&self, parent: Option<Rc<Frame<'p>>>, code: &Code) -> Rc<Frame<'p>> {
        let id = self.next_id.get() + 1;
        self.next_id.set(id);
        let slots = code
            .slots
            .iter()
            .map(|s| match s {
                SlotInit::Typed(t) => Value::Undef(*t),
                SlotInit::Dynamic => Value::Empty,
                SlotInit::Element => Value::Int(-1),
            })
            .collect::<Vec<_>>();
        crate::limits::meter::allocated(Frame::bytes(slots.len()));
        Rc::new(Frame {
            id,
            parent,
            slots: RefCell::new(slots),
        })
    }

    #[inline(always)]
    pub(super) fn frame_at<'a>(
        &self,
        env: &'a Rc<Frame<'p>>,
        up: u32,
        site: Site,
    ) -> R<&'a Rc<Frame<'p>>> {
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
    pub(super) fn slot(&self, f: &Frame<'p>, slot: u32, site: Site) -> R<Value<'p>> {
        match f.slots.borrow().get(slot as usize) {
            Some(v) => Ok(v.clone()),
            None => self.internal("slot out of range", site),
        }
    }

    #[inline(always)]
    pub(super) fn put(&self, f: &Frame<'p>, slot: u32, v: Value<'p>, site: Site) -> R<()> {
        match f.slots.borrow_mut().get_mut(slot as usize) {
            Some(s) => {
                *s = v;
                Ok(())
            }
            None => self.internal("slot out of range", site),
        }
    }

    /// Runs a block's declarations (arrays with their bounds) on entry.
    pub(super) fn enter(&self, code: &'p Code, frame: &Rc<Frame<'p>>) -> R<()> {
        for init in &code.inits {
            match init {
                Init::Array {
                    slots,
                    ty,
                    bounds,
                    site,
                } => {
                    let b = self.bounds(bounds, frame, *site)?;
                    for s in slots {
                        let a = self.new_array(*ty, b.clone(), *site)?;
                        self.put(frame, *s, Value::Array(a), *site)?;
                    }
                }
                Init::OwnArray {
                    owns,
                    ty,
                    bounds,
                    site,
                } => {
                    let allocated = owns.iter().all(|o| {
                        matches!(self.owns.borrow().get(*o as usize), Some(Value::Array(_)))
                    });
                    if !allocated {
                        let b = self.bounds(bounds, frame, *site)?;
                        for o in owns {
                            let a = self.new_array(*ty, b.clone(), *site)?;
                            if let Some(slot) = self.owns.borrow_mut().get_mut(*o as usize) {
                                *slot = Value::Array(a);
                            }
                        }
                    }
                }
            }
        }
        Ok(())
    }

    pub(super) fn bounds(
        &self,
        bounds: &'p [(CExpr, CExpr)],
        env: &Rc<Frame<'p>>,
        site: Site,
    ) -> R<Vec<(i64, i64)>> {
        let mut out = Vec::with_capacity(bounds.len());
        for (lo, hi) in bounds {
            let l = self.eval_int(lo, env, site)?;
            let h = self.eval_int(hi, env, site)?;
            out.push((l, h));
        }
        Ok(out)
    }

    pub(super) fn new_array(
        &self,
        ty: Type,
        bounds: Vec<(i64, i64)>,
        site: Site,
    ) -> R<Rc<ArrayObj>> {
        ArrayObj::declare(
            ty,
            bounds,
            || self.name(site),
            self.memory(),
            self.max_memory,
        )
        .or_else(|kind| self.fail(kind, site))
    }

    pub(super) fn run_code(&self, code: &'p Code, frame: &Rc<Frame<'p>>) -> R<()> {
        let mut pc = 0usize;
        while let Some(ins) = code.instrs.get(pc) {
            match self.step(ins, frame, pc) {
                Ok(next) => pc = next,
                Err(Unwind::Goto {
                    frame: f,
                    label,
                    site,
                }) if f == frame.id => {
                    if self.trace.is_some() {
                        self.trace_jump(site, code.label_names.get(label as usize));
                    }
                    pc = code
                        .labels
                        .get(label as usize)
                        .copied()
                        .unwrap_or(usize::MAX);
                }
                Err(e) => return Err(e),
            }
        }
        Ok(())
    }

    /// The step limit, the deadline and the cancel flag, checked every step past the step
    /// limit and every [`Limits::CLOCK_INTERVAL`] steps.
    #[cold]
    #[inline(never)]
    fn check_limits(&self, ins: &'p Instr, steps: u64) -> R<()> {
        let site = ins.site();
        // Instructions without a place in the text (jumps the compiler made) let the next one
        // report.
        let Some(site) = site else { return Ok(()) };
        if steps > self.max_steps {
            return self.fail(ErrorKind::StepLimit(self.max_steps), site);
        }
        if let Err(limit) = self.limits.check_clock() {
            return self.fail(
                match limit {
                    crate::limits::LimitReached::Cancelled => ErrorKind::Cancelled,
                    _ => ErrorKind::TimeLimit,
                },
                site,
            );
        }
        Ok(())
    }

    pub(super) fn step(&self, ins: &'p Instr, env: &Rc<Frame<'p>>, pc: usize) -> R<usize> {
        let s = self.steps.get() + 1;
        self.steps.set(s);
        if s > self.max_steps || s & (Limits::CLOCK_INTERVAL - 1) == 0 {
            self.check_limits(ins, s)?;
        }
        match ins {
            Instr::Assign {
                targets,
                value,
                site,
            } => {
                if let [t] = targets.as_slice() {
                    if let Target::Var { addr, ty } = t {
                        let v = self.eval(value, env)?;
                        let f = self.frame_at(env, addr.up, *site)?;
                        self.store_slot(f, addr.slot, *ty, v, *site)?;
                        return Ok(pc + 1);
                    }
                    if let Target::Elem {
                        array: ArrayRef::Slot(addr),
                        subs,
                        site: esite,
                    } = t
                    {
                        if let [sub] = subs.as_slice() {
                            // One subscript of a local or outer array: subscript, value, store,
                            // without cloning the array.
                            let i = self.eval_int(sub, env, *esite)?;
                            let v = self.eval(value, env)?;
                            let f = self.frame_at(env, addr.up, *esite)?;
                            // Ok(None): stored; Ok(Some(..)): the general path; Err: no array.
                            let slow = match f.slots.borrow().get(addr.slot as usize) {
                                Some(Value::Array(a)) => match a.bounds.as_slice() {
                                    [(lo, hi)] if i >= *lo && i <= *hi => {
                                        let at = (i - lo) as usize;
                                        let s = match (a.ty, &v) {
                                            (Type::Integer, Value::Int(x)) => Some(Scalar::Int(*x)),
                                            (Type::Real, Value::Real(x)) => Some(Scalar::Real(*x)),
                                            (Type::Boolean, Value::Bool(x)) => {
                                                Some(Scalar::Bool(*x))
                                            }
                                            _ => None,
                                        };
                                        match s {
                                            Some(s) => {
                                                if let Some(e) = a.data.borrow_mut().get_mut(at) {
                                                    *e = s;
                                                }
                                                Ok(None)
                                            }
                                            None => Ok(Some((a.clone(), Some(at)))),
                                        }
                                    }
                                    _ => Ok(Some((a.clone(), None))),
                                },
                                _ => Err(()),
                            };
                            match slow {
                                Ok(None) => {}
                                Ok(Some((a, Some(at)))) => {
                                    self.store(Place::Elem(a, at), v, *site)?
                                }
                                Ok(Some((a, None))) => {
                                    let at = self.offset(&a, &[i], *esite)?;
                                    self.store(Place::Elem(a, at), v, *site)?;
                                }
                                Err(()) => {
                                    // The slot holds no array: say what it holds.
                                    self.array(&ArrayRef::Slot(*addr), env, *esite)?;
                                }
                            }
                            return Ok(pc + 1);
                        }
                    }
                    let place = self.locate(t, env)?;
                    let v = self.eval(value, env)?;
                    self.store(place, v, *site)?;
                } else {
                    let mut places = Vec::with_capacity(targets.len());
                    for t in targets {
                        places.push(self.locate(t, env)?);
                    }
                    let v = self.eval(value, env)?;
                    for p in places {
                        self.store(p, v.clone(), *site)?;
                    }
                }
                Ok(pc + 1)
            }
            Instr::Eval(e) => {
                // A procedure statement: the value of a function, if any, is dropped.
                match e {
                    CExpr::Call { callee, args, site } => {
                        self.call(callee, args, env, *site)?;
                    }
                    other => {
                        self.eval(other, env)?;
                    }
                }
                Ok(pc + 1)
            }
            Instr::Goto { dest, site } => match self.eval(dest, env)? {
                Value::Label(frame, label) => Err(Unwind::Goto {
                    frame,
                    label,
                    site: *site,
                }),
                other => self.fail(
                    ErrorKind::Type {
                        expected: "a label",
                        found: other.kind_name(),
                    },
                    *site,
                ),
            },
            Instr::Jump(to) => Ok(*to),
            Instr::GotoLocal { to, site } => {
                if self.trace.is_some() {
                    self.trace_jump(*site, None);
                }
                Ok(*to)
            }
            Instr::JumpUnless { cond, to, site } => {
                if self.eval_bool(cond, env, *site)? {
                    Ok(pc + 1)
                } else {
                    Ok(*to)
                }
            }
            Instr::Block(id) => {
                let code = match self.prog.blocks.get(*id as usize) {
                    Some(c) => c,
                    None => return self.internal("no such block", 0),
                };
                let frame = self.new_frame(Some(env.clone()), code);
                self.enter(code, &frame)?;
                self.run_code(code, &frame)?;
                Ok(pc + 1)
            }
            Instr::SetElement { slot, element } => {
                self.put(env, *slot, Value::Int(*element), 0)?;
                Ok(pc + 1)
            }
            Instr::ForTest {
                var,
                step,
                limit,
                exit,
                site,
            } => {
                let v = self.eval(var, env)?;
                let b = self.eval(step, env)?;
                let c = self.eval(limit, env)?;
                if self.exhausted(&v, &b, &c, *site)? {
                    Ok(*exit)
                } else {
                    Ok(pc + 1)
                }
            }
            Instr::ForStep {
                target,
                var,
                step,
                limit,
                body,
                exit,
                site,
            } => {
                // V := V + B
                if let (Target::Var { addr, .. }, CExpr::Int(b)) = (target, step) {
                    if addr.up == 0 {
                        let next = {
                            let mut slots = env.slots.borrow_mut();
                            match slots.get_mut(addr.slot as usize) {
                                Some(Value::Int(v)) => match v.checked_add(*b) {
                                    Some(n) => {
                                        *v = n;
                                        Some(n)
                                    }
                                    None => None,
                                },
                                _ => None,
                            }
                        };
                        if let Some(n) = next {
                            let c = self.eval(limit, env)?;
                            let done = match c {
                                Value::Int(c) => (*b > 0 && n > c) || (*b < 0 && n < c),
                                other => {
                                    self.exhausted(&Value::Int(n), &Value::Int(*b), &other, *site)?
                                }
                            };
                            return Ok(if done { *exit } else { *body });
                        }
                    }
                }
                let v = self.eval(var, env)?;
                let b = self.eval(step, env)?;
                let sum = self.arith(BinaryOp::Add, v, b, *site)?;
                let place = self.locate(target, env)?;
                self.store(place, sum, *site)?;
                let v = self.eval(var, env)?;
                let b = self.eval(step, env)?;
                let c = self.eval(limit, env)?;
                if self.exhausted(&v, &b, &c, *site)? {
                    Ok(*exit)
                } else {
                    Ok(*body)
                }
            }
            Instr::ForDispatch { slot, to, site } => match self.slot(env, *slot, *site)? {
                Value::Int(k) if k >= 0 => match to.get(k as usize) {
                    Some(t) => Ok(*t),
                    None => self.internal("for-list element out of range", *site),
                },
                _ => self.fail(ErrorKind::ForEnteredByJump, *site),
            },
        }
    }

    #[inline(always)]
    pub(super) fn store_slot(
        &self,
        f: &Frame<'p>,
        slot: u32,
        ty: Option<Type>,
        v: Value<'p>,
        site: Site,
    ) -> R<()> {
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

    pub(super) fn store(&self, place: Place<'p>, v: Value<'p>, site: Site) -> R<()> {
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
            Place::Elem(a, i) => {
                let s = match self.coerce(v, a.ty, site)? {
                    Value::Int(x) => Scalar::Int(x),
                    Value::Real(x) => Scalar::Real(x),
                    Value::Bool(x) => Scalar::Bool(x),
                    _ => Scalar::Undef,
                };
                if let Some(e) = a.data.borrow_mut().get_mut(i) {
                    *e = s;
                }
                Ok(())
            }
        }
    }

    pub(super) fn locate(&self, t: &'p Target, env: &Rc<Frame<'p>>) -> R<Place<'p>> {
        match t {
            Target::Var { addr, ty } => Ok(Place::Slot(
                self.frame_at(env, addr.up, 0)?.clone(),
                addr.slot,
                *ty,
            )),
            Target::Own { index, ty } => Ok(Place::Own(*index, Some(*ty))),
            Target::Formal { addr, site } => {
                let f = self.frame_at(env, addr.up, *site)?;
                let v = self.slot(f, addr.slot, *site)?;
                self.locate_value(v, *site)
            }
            Target::Elem { array, subs, site } => {
                let a = self.array(array, env, *site)?;
                let i = self.index(&a, subs, env, *site)?;
                Ok(Place::Elem(a, i))
            }
        }
    }

    /// Where a name parameter's actual lives, for an assignment to the formal.
    pub(super) fn locate_value(&self, v: Value<'p>, site: Site) -> R<Place<'p>> {
        match v {
            Value::Loc(f, slot) => Ok(Place::Slot(f, slot, None)),
            Value::OwnLoc(i) => Ok(Place::Own(i, None)),
            Value::Thunk(t) => match t.expr {
                CExpr::Var { addr, site } => Ok(Place::Slot(
                    self.frame_at(&t.env, addr.up, *site)?.clone(),
                    addr.slot,
                    None,
                )),
                CExpr::Own { index, .. } => Ok(Place::Own(*index, None)),
                CExpr::Formal { addr, site } => {
                    let f = self.frame_at(&t.env, addr.up, *site)?;
                    let inner = self.slot(f, addr.slot, *site)?;
                    self.locate_value(inner, *site)
                }
                CExpr::Elem { array, subs, site } => {
                    let a = self.array(array, &t.env, *site)?;
                    let i = self.index(&a, subs, &t.env, *site)?;
                    Ok(Place::Elem(a, i))
                }
                _ => self.fail(ErrorKind::NotAssignable(self.name(site)), site),
            },
            _ => self.fail(ErrorKind::NotAssignable(self.name(site)), site),
        }
    }

    // -----------------------------------------------------------------------------------------
    // Arrays

    pub(super) fn array(&self, r: &ArrayRef, env: &Rc<Frame<'p>>, site: Site) -> R<Rc<ArrayObj>> {
        let v = match r {
            ArrayRef::Slot(addr) | ArrayRef::Formal(addr) => {
                let f = self.frame_at(env, addr.up, site)?;
                self.slot(f, addr.slot, site)?
            }
            ArrayRef::Own(i) => self
                .owns
                .borrow()
                .get(*i as usize)
                .cloned()
                .unwrap_or(Value::Empty),
        };
        match v {
            Value::Array(a) => Ok(a),
            other => self.fail(
                ErrorKind::Type {
                    expected: "an array",
                    found: other.kind_name(),
                },
                site,
            ),
        }
    }

    pub(super) fn index(
        &self,
        a: &ArrayObj,
        subs: &'p [CExpr],
        env: &Rc<Frame<'p>>,
        site: Site,
    ) -> R<usize> {
        let mut buffer = [0i64; 4];
        if subs.len() <= buffer.len() {
            for (slot, e) in buffer.iter_mut().zip(subs) {
                *slot = self.eval_int(e, env, site)?;
            }
            self.offset(a, &buffer[..subs.len()], site)
        } else {
            let mut values = Vec::with_capacity(subs.len());
            for e in subs {
                values.push(self.eval_int(e, env, site)?);
            }
            self.offset(a, &values, site)
        }
    }

    /// The element number of evaluated subscripts, checked against the bounds.
    #[inline]
    pub(super) fn offset(&self, a: &ArrayObj, subs: &[i64], site: Site) -> R<usize> {
        match a.offset(subs) {
            Some(offset) => Ok(offset),
            None => self.fail(a.misfit(subs, || self.name(site)), site),
        }
    }

    // -----------------------------------------------------------------------------------------
    // Expressions

    #[inline]
    pub(super) fn eval_int(&self, e: &'p CExpr, env: &Rc<Frame<'p>>, site: Site) -> R<i64> {
        match self.eval(e, env)? {
            Value::Int(i) => Ok(i),
            Value::Real(r) => match round_to_int(r) {
                Some(i) => Ok(i),
                None => self.fail(ErrorKind::Overflow, site),
            },
            other => self.fail(
                ErrorKind::Type {
                    expected: "a number",
                    found: other.kind_name(),
                },
                site,
            ),
        }
    }

    #[inline]
    pub(super) fn eval_bool(&self, e: &'p CExpr, env: &Rc<Frame<'p>>, site: Site) -> R<bool> {
        match self.eval(e, env)? {
            Value::Bool(b) => Ok(b),
            other => self.fail(
                ErrorKind::Type {
                    expected: "a Boolean",
                    found: other.kind_name(),
                },
                site,
            ),
        }
    }

    pub(super) fn eval(&self, e: &'p CExpr, env: &Rc<Frame<'p>>) -> R<Value<'p>> {
        match e {
            CExpr::Int(i) => Ok(Value::Int(*i)),
            CExpr::Real(r) => Ok(Value::Real(*r)),
            CExpr::Bool(b) => Ok(Value::Bool(*b)),
            CExpr::Str(s) => Ok(Value::Str(s.clone())),
            CExpr::Var { addr, site } => {
                let f = self.frame_at(env, addr.up, *site)?;
                let found = match f.slots.borrow().get(addr.slot as usize) {
                    Some(Value::Int(i)) => return Ok(Value::Int(*i)),
                    Some(Value::Real(r)) => return Ok(Value::Real(*r)),
                    Some(Value::Bool(b)) => return Ok(Value::Bool(*b)),
                    Some(Value::Undef(_) | Value::Empty) => None,
                    Some(v) => Some(v.clone()),
                    None => return self.internal("slot out of range", *site),
                };
                match found {
                    Some(v) => Ok(v),
                    None => self.fail(ErrorKind::Undefined(self.name(*site)), *site),
                }
            }
            CExpr::Own { index, site } => match self.owns.borrow().get(*index as usize).cloned() {
                Some(Value::Undef(_)) | Some(Value::Empty) | None => {
                    self.fail(ErrorKind::Undefined(self.name(*site)), *site)
                }
                Some(v) => Ok(v),
            },
            CExpr::Formal { addr, site } => {
                let f = self.frame_at(env, addr.up, *site)?;
                let v = self.slot(f, addr.slot, *site)?;
                self.deref(v, *site)
            }
            CExpr::Elem { array, subs, site } => {
                if let ArrayRef::Formal(addr) = array {
                    let f = self.frame_at(env, addr.up, *site)?;
                    if let Value::Switch(info, senv) = self.slot(f, addr.slot, *site)? {
                        let i = match subs.as_slice() {
                            [one] => self.eval_int(one, env, *site)?,
                            _ => return self.internal("a switch takes one subscript", *site),
                        };
                        return self.switch_elem(info, &senv, i, *site);
                    }
                }
                // One subscript of a local or outer array: read without cloning the array.
                if let (ArrayRef::Slot(addr), [sub]) = (array, subs.as_slice()) {
                    let i = self.eval_int(sub, env, *site)?;
                    let f = self.frame_at(env, addr.up, *site)?;
                    let fast = match f.slots.borrow().get(addr.slot as usize) {
                        Some(Value::Array(a)) => match a.bounds.as_slice() {
                            [(lo, hi)] if i >= *lo && i <= *hi => {
                                a.data.borrow().get((i - lo) as usize).copied()
                            }
                            _ => None,
                        },
                        _ => None,
                    };
                    match fast {
                        Some(Scalar::Int(v)) => return Ok(Value::Int(v)),
                        Some(Scalar::Real(v)) => return Ok(Value::Real(v)),
                        Some(Scalar::Bool(v)) => return Ok(Value::Bool(v)),
                        _ => {
                            let a = self.array(array, env, *site)?;
                            let offset = self.offset(&a, &[i], *site)?;
                            return self.element(&a, offset, *site);
                        }
                    }
                }
                let a = self.array(array, env, *site)?;
                let i = self.index(&a, subs, env, *site)?;
                self.element(&a, i, *site)
            }
            CExpr::Call { callee, args, site } => match self.call(callee, args, env, *site)? {
                Value::Undef(_) | Value::Empty => {
                    self.fail(ErrorKind::NoResult(self.name(*site)), *site)
                }
                v => Ok(v),
            },
            CExpr::Std { f, arg, site } => {
                let v = self.eval(arg, env)?;
                self.std(*f, v, *site)
            }
            CExpr::Io { op, args, site } => self.io(*op, args, env, *site),
            CExpr::Neg(inner, site) => {
                let v = self.eval(inner, env)?;
                self.negate(v, *site)
            }
            CExpr::Not(inner, site) => Ok(Value::Bool(!self.eval_bool(inner, env, *site)?)),
            CExpr::Bin { op, lhs, rhs, site } => {
                // ∧ and ∨ evaluate both operands (the Report has no short cut).
                let l = self.eval(lhs, env)?;
                let r = self.eval(rhs, env)?;
                if let (Value::Int(a), Value::Int(b)) = (&l, &r) {
                    if let Some(v) = int_fast(*op, *a, *b) {
                        return Ok(v.into());
                    }
                }
                self.arith(*op, l, r, *site)
            }
            CExpr::If {
                cond,
                then,
                otherwise,
                site,
            } => {
                if self.eval_bool(cond, env, *site)? {
                    self.eval(then, env)
                } else {
                    self.eval(otherwise, env)
                }
            }
            CExpr::Label { up, label } => {
                let f = self.frame_at(env, *up, 0)?;
                Ok(Value::Label(f.id, *label))
            }
            CExpr::SwitchElem {
                up,
                id,
                index,
                site,
            } => {
                let f = self.frame_at(env, *up, *site)?.clone();
                let i = self.eval_int(index, env, *site)?;
                match self.prog.switches.get(*id as usize) {
                    Some(info) => self.switch_elem(info, &f, i, *site),
                    None => self.internal("no such switch", *site),
                }
            }
        }
    }

    pub(super) fn element(&self, a: &ArrayObj, i: usize, site: Site) -> R<Value<'p>> {
        match a.data.borrow().get(i).copied().unwrap_or(Scalar::Undef) {
            Scalar::Int(v) => Ok(Value::Int(v)),
            Scalar::Real(v) => Ok(Value::Real(v)),
            Scalar::Bool(v) => Ok(Value::Bool(v)),
            Scalar::Undef => self.fail(a.undefined(i, || self.name(site)), site),
        }
    }

    pub(super) fn switch_elem(
        &self,
        info: &'p SwitchInfo,
        env: &Rc<Frame<'p>>,
        i: i64,
        site: Site,
    ) -> R<Value<'p>> {
        // A switch may name itself (`switch S := S[1]`): its evaluation recurses without a
        // procedure call, so the stack is checked here too. The memory limit first: when one
        // level of recursion passes both bounds at once, the one the user set is named, however
        // large the build makes a level.
        self.check_memory(0, site)?;
        if self.stack_is_low() {
            return self.fail(ErrorKind::StackExhausted, site);
        }
        if i < 1 || i as usize > info.elements.len() {
            return self.fail(
                ErrorKind::SwitchIndex {
                    name: info.name.clone(),
                    index: i,
                    count: info.elements.len(),
                },
                site,
            );
        }
        self.eval(&info.elements[i as usize - 1], env)
    }

    /// The value of a formal name parameter at one use.
    pub(super) fn deref(&self, v: Value<'p>, site: Site) -> R<Value<'p>> {
        match v {
            Value::Loc(f, slot) => match self.slot(&f, slot, site)? {
                Value::Undef(_) | Value::Empty => {
                    self.fail(ErrorKind::Undefined(self.name(site)), site)
                }
                v => Ok(v),
            },
            Value::OwnLoc(i) => Ok(self
                .owns
                .borrow()
                .get(i as usize)
                .cloned()
                .unwrap_or(Value::Empty)),
            Value::Thunk(t) => {
                let v = self.eval(t.expr, &t.env)?;
                if self.trace.is_some() {
                    self.trace_name(site, &v);
                }
                Ok(v)
            }
            Value::Proc(p, env) => self.invoke(p, env.clone(), &[], &env, site),
            Value::Undef(_) | Value::Empty => {
                self.fail(ErrorKind::Undefined(self.name(site)), site)
            }
            other => Ok(other),
        }
    }

    // -----------------------------------------------------------------------------------------
    // Procedures

    pub(super) fn actual(&self, a: &'p CActual, env: &Rc<Frame<'p>>, site: Site) -> R<Value<'p>> {
        Ok(match a {
            CActual::Const(e) => self.eval(e, env)?,
            CActual::Loc(addr) => Value::Loc(self.frame_at(env, addr.up, site)?.clone(), addr.slot),
            CActual::OwnLoc(i) => Value::OwnLoc(*i),
            CActual::PassFormal(addr) => {
                let f = self.frame_at(env, addr.up, site)?;
                self.slot(f, addr.slot, site)?
            }
            CActual::Array(r) => Value::Array(self.array(r, env, site)?),
            CActual::Proc { up, id } => match self.prog.procs.get(*id as usize) {
                Some(p) => Value::Proc(p, self.frame_at(env, *up, site)?.clone()),
                None => return self.internal("no such procedure", site),
            },
            CActual::Std(f) => Value::Std(*f),
            CActual::Label { up, label } => Value::Label(self.frame_at(env, *up, site)?.id, *label),
            CActual::Switch { up, id } => match self.prog.switches.get(*id as usize) {
                Some(s) => Value::Switch(s, self.frame_at(env, *up, site)?.clone()),
                None => return self.internal("no such switch", site),
            },
            CActual::Thunk(e) => Value::Thunk(Rc::new(Thunk {
                expr: e,
                env: env.clone(),
            })),
        })
    }

    pub(super) fn call(
        &self,
        callee: &'p Callee,
        args: &'p [CActual],
        env: &Rc<Frame<'p>>,
        site: Site,
    ) -> R<Value<'p>> {
        match callee {
            Callee::Proc { up, id } => {
                let p = match self.prog.procs.get(*id as usize) {
                    Some(p) => p,
                    None => return self.internal("no such procedure", site),
                };
                let decl_env = self.frame_at(env, *up, site)?.clone();
                self.invoke(p, decl_env, args, env, site)
            }
            Callee::Formal(addr) => {
                let f = self.frame_at(env, addr.up, site)?;
                match self.slot(f, addr.slot, site)? {
                    Value::Proc(p, decl_env) => self.invoke(p, decl_env, args, env, site),
                    Value::Std(fun) => match args {
                        [one] => {
                            let v = self.actual(one, env, site)?;
                            let v = self.deref(v, site)?;
                            self.std(fun, v, site)
                        }
                        _ => self.fail(
                            ErrorKind::Parameters {
                                name: self.name(site),
                                expected: 1,
                                given: args.len(),
                            },
                            site,
                        ),
                    },
                    Value::Thunk(t) if args.is_empty() => self.eval(t.expr, &t.env),
                    other if args.is_empty() => self.deref(other, site),
                    other => self.fail(
                        ErrorKind::Type {
                            expected: "a procedure",
                            found: other.kind_name(),
                        },
                        site,
                    ),
                }
            }
        }
    }

    /// Calls `p`, declared in `decl_env`, with actual parameters `args` written in the frame
    /// `caller`. Forming an actual parameter has no side effects (thunks are made, not run), so
    /// each is stored, and value parameters evaluated, in order.
    pub(super) fn invoke(
        &self,
        p: &'p ProcInfo,
        decl_env: Rc<Frame<'p>>,
        args: &'p [CActual],
        caller: &Rc<Frame<'p>>,
        site: Site,
    ) -> R<Value<'p>> {
        if args.len() != p.params.len() {
            return self.fail(
                ErrorKind::Parameters {
                    name: p.name.clone(),
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
        self.check_memory(Frame::bytes(p.code.slots.len()), site)?;
        if self.stack_is_low() {
            return self.invoke_on_new_segment(p, decl_env, args, caller, site);
        }
        self.calls.set(self.calls.get() + 1);
        if depth > self.deepest.get() {
            self.deepest.set(depth);
        }
        let frame = self.new_frame(Some(decl_env), &p.code);
        let traced = self.trace.is_some();
        let observed = self.observer.is_some();
        let mut shown: Vec<String> = Vec::new();
        let mut values: Vec<Option<i64>> = Vec::new();
        for (i, (param, a)) in p.params.iter().zip(args).enumerate() {
            let v = self.actual(a, caller, site)?;
            let v = if param.by_value {
                self.by_value(v, param.spec, param.site)?
            } else {
                v
            };
            if traced {
                shown.push(self.trace_actual(param, i, &v, site));
            }
            if observed {
                values.push(match (&v, param.by_value) {
                    (Value::Int(i), true) => Some(*i),
                    (Value::Bool(b), true) => Some(i64::from(*b)),
                    _ => None,
                });
            }
            self.put(&frame, param.slot, v, param.site)?;
        }
        if traced {
            self.trace_enter(p, depth, shown);
        }
        if observed {
            self.observe_enter(p, depth, &values, &frame);
        }
        self.depth.set(depth);
        let result = self
            .enter(&p.code, &frame)
            .and_then(|_| self.run_code(&p.code, &frame));
        self.depth.set(depth - 1);
        if traced {
            let v = match &result {
                Ok(()) => Some(self.slot(&frame, p.result_slot, p.site)),
                Err(_) => None,
            };
            self.trace_exit(p, depth, &result, v.as_ref());
        }
        if observed {
            self.observe_exit(p, depth, &result);
        }
        result?;
        let v = self.slot(&frame, p.result_slot, p.site)?;
        Ok(v)
    }

    #[cold]
    #[inline(never)]
    fn observe_enter(&self, p: &ProcInfo, depth: usize, values: &[Option<i64>], frame: &Frame<'p>) {
        if let Some(observer) = &self.observer {
            let mut main = frame;
            while let Some(parent) = &main.parent {
                main = parent;
            }
            let view = super::interp::CallView {
                values,
                main: Some(main),
                main_code: &self.prog.main,
            };
            observer.borrow_mut().enter(&p.name, &view, depth);
        }
    }

    #[cold]
    #[inline(never)]
    fn observe_exit(&self, p: &ProcInfo, depth: usize, result: &R<()>) {
        use super::interp::CallEnd;
        if let Some(observer) = &self.observer {
            let end = match result {
                Ok(()) => CallEnd::Returned,
                Err(Unwind::Goto { .. }) => CallEnd::LeftByGoto,
                Err(Unwind::Error(_)) => CallEnd::Failed,
                Err(Unwind::Stop) => CallEnd::Stopped,
            };
            observer.borrow_mut().exit(&p.name, end, depth);
        }
    }

    /// An actual parameter as the trace shows it: `formal = value` by value, `formal: text`
    /// by name (the text as written in the call).
    #[cold]
    #[inline(never)]
    fn trace_actual(&self, param: &ParamInfo, i: usize, v: &Value<'p>, site: Site) -> String {
        let formal = self.name(param.site);
        let Some(trace) = &self.trace else {
            return String::new();
        };
        if param.by_value {
            return format!("{formal} = {}", trace_value(v));
        }
        let trace = trace.borrow();
        let text = self
            .prog
            .call_args
            .get(&site)
            .and_then(|spans| spans.get(i))
            .and_then(|span| trace.source.text.get(span.start..span.end))
            .unwrap_or("?");
        format!(
            "{formal}: {}",
            text.split_whitespace().collect::<Vec<_>>().join(" ")
        )
    }

    #[cold]
    #[inline(never)]
    fn trace_enter(&self, p: &ProcInfo, depth: usize, shown: Vec<String>) {
        if let Some(trace) = &self.trace {
            let mut trace = trace.borrow_mut();
            if trace.calls {
                let has_args = !shown.is_empty();
                let call = if has_args {
                    format!("{}({})", p.name, shown.join(", "))
                } else {
                    p.name.clone()
                };
                trace.out.enter(depth, call, has_args);
            }
        }
    }

    #[cold]
    #[inline(never)]
    fn trace_exit(&self, p: &ProcInfo, depth: usize, result: &R<()>, v: Option<&R<Value<'p>>>) {
        if let Some(trace) = &self.trace {
            let mut trace = trace.borrow_mut();
            if trace.calls {
                let end = match (result, v) {
                    (Err(Unwind::Goto { .. }), _) => " left by go to".to_string(),
                    (Err(Unwind::Error(_)), _) => " fails".to_string(),
                    (Err(Unwind::Stop), _) => " stops the program".to_string(),
                    (Ok(()), Some(Ok(v))) if p.ty.is_some() => format!(" = {}", trace_value(v)),
                    (Ok(()), Some(Err(_))) if p.ty.is_some() => " gives no value".to_string(),
                    _ => String::new(),
                };
                trace.out.exit(depth, &p.name, &end);
            }
        }
    }

    /// A parameter called by name was evaluated (its formal at `site`) to `v`: a line inside
    /// the call that evaluated it.
    #[cold]
    #[inline(never)]
    fn trace_name(&self, site: Site, v: &Value<'p>) {
        if let Some(trace) = &self.trace {
            let mut trace = trace.borrow_mut();
            if trace.names {
                let depth = self.depth.get() + 1;
                let text = format!("by name {} = {}", self.name(site), trace_value(v));
                trace.out.note(depth, &text);
            }
        }
    }

    /// A `go to` taken: the designational expression as written, its line, and the label it
    /// reached when that is not the text itself.
    #[cold]
    #[inline(never)]
    fn trace_jump(&self, site: Site, label: Option<&String>) {
        if let Some(trace) = &self.trace {
            let mut trace = trace.borrow_mut();
            if trace.labels {
                let span = self.span(site);
                let text = trace.source.text.get(span.start..span.end).unwrap_or("?");
                let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
                let line = trace.source.line_col(span.start).0;
                let reached = match label {
                    Some(name) if *name != text => format!(" → {name}"),
                    _ => String::new(),
                };
                let depth = self.depth.get() + 1;
                trace
                    .out
                    .note(depth, &format!("go to {text}{reached}  (line {line})"));
            }
        }
    }

    pub(super) fn by_value(
        &self,
        v: Value<'p>,
        spec: Option<super::ast::Specifier>,
        site: Site,
    ) -> R<Value<'p>> {
        use super::ast::Specifier;
        let v = match v {
            Value::Array(a) => {
                let bytes = ArrayObj::bytes(a.data.borrow().len(), a.bounds.len());
                self.check_memory(bytes, site)?;
                Value::Array(Rc::new(ArrayObj::new(
                    match spec {
                        Some(Specifier::Array(Some(t))) => t,
                        _ => a.ty,
                    },
                    a.bounds.clone(),
                    a.data.borrow().clone(),
                )))
            }
            Value::Loc(..) | Value::OwnLoc(_) | Value::Thunk(_) => self.deref(v, site)?,
            Value::Proc(..) if !matches!(spec, Some(Specifier::Procedure(_))) => {
                self.deref(v, site)?
            }
            other => other,
        };
        match (spec, v) {
            (Some(Specifier::Simple(t)), v) => self.coerce(v, t, site),
            (Some(Specifier::Array(Some(t))), Value::Array(a)) if t != a.ty => {
                let data: Vec<Scalar> = a
                    .data
                    .borrow()
                    .iter()
                    .map(|s| match (t, *s) {
                        (Type::Real, Scalar::Int(i)) => Scalar::Real(i as f64),
                        (Type::Integer, Scalar::Real(r)) => {
                            round_to_int(r).map_or(Scalar::Undef, Scalar::Int)
                        }
                        (_, s) => s,
                    })
                    .collect();
                Ok(Value::Array(Rc::new(ArrayObj::new(
                    t,
                    a.bounds.clone(),
                    data,
                ))))
            }
            (_, v) => Ok(v),
        }
    }

    // -----------------------------------------------------------------------------------------
    // Input and output

    pub(super) fn write(&self, text: &str, site: Site) -> R<()> {
        self.write_bytes(text.as_bytes(), site)
    }

    pub(super) fn write_bytes(&self, text: &[u8], site: Site) -> R<()> {
        match self.out.borrow_mut().write_all(text) {
            Ok(()) => Ok(()),
            Err(e) => self.fail(ErrorKind::Output(e.to_string()), site),
        }
    }

    pub(super) fn read_number(&self, site: Site) -> R<Value<'p>> {
        let n = self.input.borrow_mut().number();
        match n {
            Ok(Number::Int(i)) => Ok(Value::Int(i)),
            Ok(Number::Real(r)) => Ok(Value::Real(r)),
            Err(e) => self.fail(ErrorKind::Input(e), site),
        }
    }

    /// Whose library the environmental block behaves as.
    fn io_library(&self) -> super::io::Library {
        self.input.borrow().io_library()
    }

    /// A shared definition's outcome at `site`.
    fn env<T>(&self, outcome: Result<T, ErrorKind>, site: Site) -> R<T> {
        outcome.or_else(|kind| self.fail(kind, site))
    }

    fn string(&self, v: Value<'p>, site: Site) -> R<std::sync::Arc<str>> {
        match v {
            Value::Str(s) => Ok(s),
            other => self.fail(
                ErrorKind::Type {
                    expected: "a string",
                    found: other.kind_name(),
                },
                site,
            ),
        }
    }

    /// An input or output procedure, or another of the environmental block: its value, or
    /// `Empty` for a proper procedure.
    pub(super) fn io(
        &self,
        op: IoProc,
        args: &'p [IoArg],
        env: &Rc<Frame<'p>>,
        site: Site,
    ) -> R<Value<'p>> {
        let value = |i: usize| -> R<Value<'p>> {
            match args.get(i) {
                Some(IoArg::Value(e)) => self.eval(e, env),
                _ => self.internal("missing input/output parameter", site),
            }
        };
        let text = match op {
            IoProc::Input => {
                for a in args {
                    match a {
                        IoArg::Target(t) => {
                            let place = self.locate(t, env)?;
                            let v = self.read_number(site)?;
                            self.store(place, v, site)?;
                        }
                        IoArg::WholeArray(r, asite) => {
                            let arr = self.array(r, env, *asite)?;
                            let n = arr.data.borrow().len();
                            for i in 0..n {
                                let v = self.read_number(site)?;
                                self.store(Place::Elem(arr.clone(), i), v, site)?;
                            }
                        }
                        IoArg::Value(_) => return self.internal("input into a value", site),
                    }
                }
                return Ok(Value::Empty);
            }
            IoProc::InReal | IoProc::InInteger => match args.get(1) {
                Some(IoArg::Target(t)) => {
                    value(0)?;
                    let place = self.locate(t, env)?;
                    let n = self.input.borrow_mut().read_number(op == IoProc::InInteger);
                    let n = self.env(n, site)?;
                    let v = match n {
                        Number::Int(i) => Value::Int(i),
                        Number::Real(r) => Value::Real(r),
                    };
                    self.store(place, v, site)?;
                    return Ok(Value::Empty);
                }
                _ => return self.internal("inreal without a variable", site),
            },
            IoProc::InChar => match args.get(2) {
                Some(IoArg::Target(t)) => {
                    value(0)?;
                    let s = self.string(value(1)?, site)?;
                    let place = self.locate(t, env)?;
                    let c = self.input.borrow_mut().character();
                    let c = self.env(c.map_err(ErrorKind::Input), site)?;
                    let at = self.io_library().position(&s, c);
                    self.store(place, Value::Int(at), site)?;
                    return Ok(Value::Empty);
                }
                _ => return self.internal("inchar without a variable", site),
            },
            IoProc::Output => {
                let format = match value(0)? {
                    Value::Str(s) => s,
                    other => {
                        return self.fail(
                            ErrorKind::Type {
                                expected: "a format string",
                                found: other.kind_name(),
                            },
                            site,
                        )
                    }
                };
                let mut values = Vec::new();
                for i in 1..args.len() {
                    values.push(match value(i)? {
                        Value::Int(v) => OutValue::Int(v),
                        Value::Real(v) => OutValue::Real(v),
                        Value::Bool(v) => OutValue::Bool(v),
                        other => {
                            return self.fail(
                                ErrorKind::Type {
                                    expected: "a number or a Boolean",
                                    found: other.kind_name(),
                                },
                                site,
                            )
                        }
                    });
                }
                self.env(
                    format_output(&format, &values).map_err(ErrorKind::Format),
                    site,
                )?
            }
            IoProc::OutInteger => {
                value(0)?;
                self.env(super::io::outinteger_text(&value(1)?), site)?
            }
            IoProc::OutReal => {
                value(0)?;
                self.env(self.io_library().outreal(&value(1)?), site)?
            }
            IoProc::OutBoolean => {
                value(0)?;
                self.env(super::io::outboolean_text(&value(1)?), site)?
            }
            IoProc::OutString => {
                value(0)?;
                let bytes = self.io_library().outstring(&self.string(value(1)?, site)?);
                self.write_bytes(&bytes, site)?;
                return Ok(Value::Empty);
            }
            IoProc::OutChar => {
                value(0)?;
                let s = self.string(value(1)?, site)?;
                let bytes = self.env(self.io_library().outchar(&s, &value(2)?), site)?;
                self.write_bytes(&bytes, site)?;
                return Ok(Value::Empty);
            }
            IoProc::OutTerminator => {
                value(0)?;
                super::io::TERMINATOR.to_string()
            }
            IoProc::Length => {
                let s = self.string(value(0)?, site)?;
                return Ok(Value::Int(self.io_library().length(&s)));
            }
            IoProc::Fault => {
                let s = self.string(value(0)?, site)?;
                let r = value(1)?;
                return self.fail(self.io_library().fault(&s, &r), site);
            }
            IoProc::Stop => return Err(Unwind::Stop),
            IoProc::Constant(c) => return Ok(self.io_library().constant(c).into()),
        };
        self.write(&text, site)?;
        Ok(Value::Empty)
    }
}
