//! The evaluator's machinery: source places and errors, the memory and stack meters (stack
//! segments for deep recursion), frames and blocks, arrays' bounds, and the run loop of one
//! activation with its limits.

use super::*;

impl<'p, 'io> Interp<'p, 'io> {
    #[inline]
    pub(in crate::algol) fn span(&self, site: Site) -> Span {
        self.prog
            .sites
            .get(site as usize)
            .map_or(Span::default(), |s| s.0)
    }

    pub(in crate::algol) fn name(&self, site: Site) -> String {
        self.prog
            .sites
            .get(site as usize)
            .map_or(String::new(), |s| s.1.clone())
    }

    #[cold]
    #[inline(never)]
    pub(in crate::algol) fn fail<T>(&self, kind: ErrorKind, site: Site) -> R<T> {
        Err(Unwind::Error(Box::new(RuntimeError {
            kind,
            span: self.span(site),
        })))
    }

    #[cold]
    #[inline(never)]
    pub(in crate::algol) fn internal<T>(&self, what: &str, site: Site) -> R<T> {
        self.fail(ErrorKind::Domain(format!("internal error: {what}")), site)
    }

    /// The bytes the run holds: the arrays and frames it made that are still alive (as
    /// [`crate::limits::meter`] counts them) and the native stack it uses.
    pub(in crate::algol) fn memory(&self) -> usize {
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
    pub(in crate::algol) fn check_memory(&self, more: usize, site: Site) -> R<()> {
        if self.memory().saturating_add(more) > self.max_memory {
            return self.fail(ErrorKind::MemoryLimit(self.max_memory), site);
        }
        Ok(())
    }

    /// Fails when the native stack used since the start of the run nears its budget.
    pub(in crate::algol) fn stack_is_low(&self) -> bool {
        self.stack_base.get().abs_diff(stack_address()) > self.stack_budget.get()
    }

    /// Runs a call on a new stack segment when the current one is nearly used: deep recursion
    /// (man or boy with k = 20 nests a million activations) is bounded by the memory limit,
    /// not by the thread's stack.
    #[cold]
    #[inline(never)]
    pub(super) fn invoke_on_new_segment(
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
        let result = crate::stack::grow(STACK_SEGMENT, || {
            self.stack_base.set(stack_address());
            self.stack_budget.set(STACK_SEGMENT - STACK_HEADROOM);
            self.invoke(p, decl_env, args, caller, site)
        });
        self.stack_base.set(base);
        self.stack_budget.set(budget);
        self.stack_grown.set(grown - STACK_SEGMENT);
        result
    }

    pub(in crate::algol) fn new_frame(
        &self,
        parent: Option<Rc<Frame<'p>>>,
        code: &Code,
    ) -> Rc<Frame<'p>> {
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
    pub(in crate::algol) fn frame_at<'a>(
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
    pub(in crate::algol) fn slot(&self, f: &Frame<'p>, slot: u32, site: Site) -> R<Value<'p>> {
        match f.slots.borrow().get(slot as usize) {
            Some(v) => Ok(v.clone()),
            None => self.internal("slot out of range", site),
        }
    }

    #[inline(always)]
    pub(in crate::algol) fn put(
        &self,
        f: &Frame<'p>,
        slot: u32,
        v: Value<'p>,
        site: Site,
    ) -> R<()> {
        match f.slots.borrow_mut().get_mut(slot as usize) {
            Some(s) => {
                *s = v;
                Ok(())
            }
            None => self.internal("slot out of range", site),
        }
    }

    /// Runs a block's declarations (arrays with their bounds) on entry.
    pub(in crate::algol) fn enter(&self, code: &'p Code, frame: &Rc<Frame<'p>>) -> R<()> {
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

    pub(in crate::algol) fn bounds(
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

    pub(in crate::algol) fn new_array(
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

    pub(in crate::algol) fn run_code(&self, code: &'p Code, frame: &Rc<Frame<'p>>) -> R<()> {
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
    pub(super) fn check_limits(&self, ins: &'p Instr, steps: u64) -> R<()> {
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
}
