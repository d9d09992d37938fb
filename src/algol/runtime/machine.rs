//! The machine translation's operations: a translated program whose values are dynamic
//! ([`V`]) runs through these methods of [`Rt`] (frames, thunks, places, the operators by the
//! shared arithmetic, arrays, switches, the standard procedures and the step count).

use super::*;

impl<'io> Rt<'io> {
    /// The error as the interpreter reports it: the message at the site's place.
    pub(super) fn diagnostic(&self, kind: &ErrorKind, site: Option<u32>) -> Diagnostic {
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

    pub(super) fn name(&self, site: u32) -> String {
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
    pub(super) fn type_fail<T>(&self, expected: &'static str, found: &V, site: u32) -> R<T> {
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
    pub(super) fn check_clock(&self, site: Option<u32>) -> R<()> {
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
    pub(super) fn memory(&self) -> usize {
        meter::live()
            .saturating_sub(self.memory_base)
            .saturating_add(self.stack_base.abs_diff(stack_address()))
    }

    /// Fails when the run, with `more` bytes added, would pass the memory limit.
    pub(super) fn check_memory(&self, more: usize, site: u32) -> R<()> {
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

    pub(super) fn as_array(&self, v: V, site: u32) -> R<Rc<ArrayObj>> {
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
    pub(super) fn store_elem(&self, a: &ArrayObj, i: usize, v: V, site: u32) -> R<()> {
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
    pub(super) fn at(&self, outcome: arith::Outcome<Num>, site: u32) -> R<V> {
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
    pub(super) fn arith(&self, op: Op, l: V, r: V, site: u32) -> R<V> {
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

    pub(super) fn by_value(&self, v: V, spec: Spec, site: u32) -> R<V> {
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

    pub(super) fn write(&self, text: &str, site: u32) -> R<()> {
        self.write_bytes(text.as_bytes(), site)
    }

    pub(super) fn write_bytes(&self, text: &[u8], site: u32) -> R<()> {
        match self.out.borrow_mut().write_all(text) {
            Ok(()) => Ok(()),
            Err(e) => self.fail(ErrorKind::Output(e.to_string()), site),
        }
    }

    pub(super) fn read_number(&self, site: u32) -> R<V> {
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
    pub(super) fn io_library(&self) -> Library {
        self.input.borrow().io_library()
    }

    /// A shared definition's outcome at `site`.
    pub(super) fn env<T>(&self, outcome: Result<T, ErrorKind>, site: u32) -> R<T> {
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
