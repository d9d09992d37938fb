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
    pub(in crate::algol) fn store_slot(
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
            Value::AsReal(inner) => self.locate_value(inner.as_ref().clone(), site),
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
