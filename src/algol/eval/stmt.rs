//! Statements: one instruction of the resolved form ([`Instr`]) at a time, assignments and the
//! places they store to (variables, own variables, array elements).

use super::*;

impl<'p, 'io> Interp<'p, 'io> {
    pub(in crate::algol) fn step(
        &self,
        ins: &'p Instr,
        env: &Rc<Frame<'p>>,
        pc: usize,
    ) -> R<usize> {
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
                if let [Target::Var { addr, ty }] = targets.as_slice() {
                    let v = self.value(value, env)?;
                    let f = self.frame_at(env, addr.up, *site)?;
                    self.store_slot(f, addr.slot, *ty, v, *site)?;
                } else {
                    self.assign(targets, value, env, *site)?;
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
            Instr::Goto { dest, site } => self.goto(dest, env, *site),
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
                self.block(*id, env)?;
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
                if self.for_test(var, step, limit, env, *site)? {
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
                if let Target::Var { addr, .. } = target {
                    if let Some(done) = self.for_step_int(*addr, step, limit, env, *site)? {
                        return Ok(if done { *exit } else { *body });
                    }
                }
                let done = self.for_step(target, var, step, limit, env, *site)?;
                Ok(if done { *exit } else { *body })
            }
            Instr::ForDispatch { slot, to, site } => self.for_dispatch(*slot, to, env, *site),
        }
    }

    #[inline(never)]
    fn goto(&self, dest: &'p CExpr, env: &Rc<Frame<'p>>, site: Site) -> R<usize> {
        match self.eval(dest, env)? {
            Value::Label(frame, label) => Err(Unwind::Goto { frame, label, site }),
            other => self.fail(
                ErrorKind::Type {
                    expected: "a label",
                    found: other.kind_name(),
                },
                site,
            ),
        }
    }

    /// An inner block: its activation, its declarations, its statements.
    #[inline(never)]
    fn block(&self, id: u32, env: &Rc<Frame<'p>>) -> R<()> {
        let code = match self.prog.blocks.get(id as usize) {
            Some(c) => c,
            None => return self.internal("no such block", 0),
        };
        let frame = self.new_frame(Some(env.clone()), code);
        self.enter(code, &frame)?;
        self.run_code(code, &frame)
    }

    /// An assignment other than to one simple variable: an element, a formal, several
    /// targets.
    #[inline(never)]
    fn assign(
        &self,
        targets: &'p [Target],
        value: &'p CExpr,
        env: &Rc<Frame<'p>>,
        site: Site,
    ) -> R<()> {
        if let [t] = targets {
            if let Target::Elem {
                array: ArrayRef::Slot(addr),
                subs,
                site: esite,
            } = t
            {
                if let [sub] = subs.as_slice() {
                    return self.assign_element(*addr, sub, value, env, site, *esite);
                }
            }
            let place = self.locate(t, env)?;
            let v = self.eval(value, env)?;
            return self.store(place, v, site);
        }
        let mut places = Vec::with_capacity(targets.len());
        for t in targets {
            places.push(self.locate(t, env)?);
        }
        let v = self.eval(value, env)?;
        for p in places {
            self.store(p, v.clone(), site)?;
        }
        Ok(())
    }

    /// One subscript of a local or outer array: subscript, value, store, without cloning
    /// the array.
    #[inline(always)]
    fn assign_element(
        &self,
        addr: Addr,
        sub: &'p CExpr,
        value: &'p CExpr,
        env: &Rc<Frame<'p>>,
        site: Site,
        esite: Site,
    ) -> R<()> {
        let i = self.eval_int(sub, env, esite)?;
        let v = self.value(value, env)?;
        let f = self.frame_at(env, addr.up, esite)?;
        // Ok(None): stored; Ok(Some(..)): the general path; Err: no array.
        let slow = match f.slots.borrow().get(addr.slot as usize) {
            Some(Value::Array(a)) => match a.bounds.as_slice() {
                [(lo, hi)] if i >= *lo && i <= *hi => {
                    let at = (i - lo) as usize;
                    let s = match (a.ty, &v) {
                        (Type::Integer, Value::Int(x)) => Some(Scalar::Int(*x)),
                        (Type::Real, Value::Real(x)) => Some(Scalar::Real(*x)),
                        (Type::Boolean, Value::Bool(x)) => Some(Scalar::Bool(*x)),
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
            Ok(Some((a, Some(at)))) => self.store(Place::Elem(a, at), v, site)?,
            Ok(Some((a, None))) => {
                let at = self.offset(&a, &[i], esite)?;
                self.store(Place::Elem(a, at), v, site)?;
            }
            Err(()) => {
                // The slot holds no array: say what it holds.
                self.array(&ArrayRef::Slot(addr), env, esite)?;
            }
        }
        Ok(())
    }

    /// The step of a step-until element with an integer controlled variable and a step that
    /// is an integer constant or another integer variable: V := V + B, then the test with the
    /// limit evaluated afresh, as the Report's expansion (4.6.4.2) does. Reading the step
    /// variable twice, as the expansion does, gives the same value, since nothing runs in
    /// between: the step is read once. `None`: not this case, the general path runs.
    #[inline(never)]
    fn for_step_int(
        &self,
        addr: Addr,
        step: &'p CExpr,
        limit: &'p CExpr,
        env: &Rc<Frame<'p>>,
        site: Site,
    ) -> R<Option<bool>> {
        let f = self.frame_at(env, addr.up, site)?;
        let b = match step {
            CExpr::Int(b) => *b,
            CExpr::Var { addr: s, .. } if *s != addr => {
                let sf = self.frame_at(env, s.up, site)?;
                match sf.slots.borrow().get(s.slot as usize) {
                    Some(Value::Int(b)) => *b,
                    _ => return Ok(None),
                }
            }
            _ => return Ok(None),
        };
        let next = match f.slots.borrow_mut().get_mut(addr.slot as usize) {
            Some(Value::Int(v)) => match v.checked_add(b) {
                Some(n) => {
                    *v = n;
                    n
                }
                None => return Ok(None),
            },
            _ => return Ok(None),
        };
        let done = match self.value(limit, env)? {
            Value::Int(c) => (b > 0 && next > c) || (b < 0 && next < c),
            other => self.exhausted(&Value::Int(next), &Value::Int(b), &other, site)?,
        };
        Ok(Some(done))
    }

    /// The first test of a step-until element.
    #[inline(never)]
    fn for_test(
        &self,
        var: &'p CExpr,
        step: &'p CExpr,
        limit: &'p CExpr,
        env: &Rc<Frame<'p>>,
        site: Site,
    ) -> R<bool> {
        let v = self.eval(var, env)?;
        let b = self.eval(step, env)?;
        let c = self.eval(limit, env)?;
        self.exhausted(&v, &b, &c, site)
    }

    /// The end of the body of a for statement with several elements.
    #[inline(never)]
    fn for_dispatch(
        &self,
        slot: u32,
        to: &'p [usize],
        env: &Rc<Frame<'p>>,
        site: Site,
    ) -> R<usize> {
        match self.slot(env, slot, site)? {
            Value::Int(k) if k >= 0 => match to.get(k as usize) {
                Some(t) => Ok(*t),
                None => self.internal("for-list element out of range", site),
            },
            _ => self.fail(ErrorKind::ForEnteredByJump, site),
        }
    }

    /// The step of a step-until element in general: V := V + B, then the test.
    #[inline(never)]
    fn for_step(
        &self,
        target: &'p Target,
        var: &'p CExpr,
        step: &'p CExpr,
        limit: &'p CExpr,
        env: &Rc<Frame<'p>>,
        site: Site,
    ) -> R<bool> {
        let v = self.eval(var, env)?;
        let b = self.eval(step, env)?;
        let sum = self.arith(BinaryOp::Add, v, b, site)?;
        let place = self.locate(target, env)?;
        self.store(place, sum, site)?;
        let v = self.eval(var, env)?;
        let b = self.eval(step, env)?;
        let c = self.eval(limit, env)?;
        self.exhausted(&v, &b, &c, site)
    }

    #[inline(always)]
    pub(in crate::algol) fn store_slot(
        &self,
        f: &Frame<'p>,
        slot: u32,
        ty: Option<Type>,
        v: Value<'p>,
        site: Site,
    ) -> R<()> {
        match (ty, &v) {
            (Some(Type::Integer), Value::Int(_))
            | (Some(Type::Real), Value::Real(_))
            | (Some(Type::Boolean), Value::Bool(_)) => self.put(f, slot, v, site),
            _ => self.store_slot_converted(f, slot, ty, v, site),
        }
    }

    /// [`Self::store_slot`] of a value that may need converting to the slot's type.
    #[inline(never)]
    fn store_slot_converted(
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

    pub(in crate::algol) fn store(&self, place: Place<'p>, v: Value<'p>, site: Site) -> R<()> {
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

    pub(in crate::algol) fn locate(&self, t: &'p Target, env: &Rc<Frame<'p>>) -> R<Place<'p>> {
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
    pub(in crate::algol) fn locate_value(&self, v: Value<'p>, site: Site) -> R<Place<'p>> {
        match v {
            Value::Loc(f, slot) => Ok(Place::Slot(f, slot, None)),
            Value::OwnLoc(i) => Ok(Place::Own(i, None)),
            Value::AsType(_, inner) => self.locate_value(inner.as_ref().clone(), site),
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

    pub(in crate::algol) fn array(
        &self,
        r: &ArrayRef,
        env: &Rc<Frame<'p>>,
        site: Site,
    ) -> R<Rc<ArrayObj>> {
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

    pub(in crate::algol) fn index(
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
    pub(in crate::algol) fn offset(&self, a: &ArrayObj, subs: &[i64], site: Site) -> R<usize> {
        match a.offset(subs) {
            Some(offset) => Ok(offset),
            None => self.fail(a.misfit(subs, || self.name(site)), site),
        }
    }

    // -----------------------------------------------------------------------------------------
    // Expressions
}
