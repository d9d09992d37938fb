//! Expressions: evaluated as trees, with the typed fast paths for integer and Boolean
//! operands, array elements, switch designators and the dereferencing of name parameters.

use super::*;

impl<'p, 'io> Interp<'p, 'io> {
    #[inline]
    pub(in crate::algol) fn eval_int(
        &self,
        e: &'p CExpr,
        env: &Rc<Frame<'p>>,
        site: Site,
    ) -> R<i64> {
        match self.value(e, env)? {
            Value::Int(i) => Ok(i),
            other => self.to_int(other, site),
        }
    }

    /// A subscript or bound that is not an integer: a real rounded, anything else refused.
    #[inline(never)]
    fn to_int(&self, v: Value<'p>, site: Site) -> R<i64> {
        match v {
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
    pub(in crate::algol) fn eval_bool(
        &self,
        e: &'p CExpr,
        env: &Rc<Frame<'p>>,
        site: Site,
    ) -> R<bool> {
        match self.eval(e, env)? {
            Value::Bool(b) => Ok(b),
            other => self.not_bool(other, site),
        }
    }

    #[cold]
    #[inline(never)]
    fn not_bool(&self, v: Value<'p>, site: Site) -> R<bool> {
        self.fail(
            ErrorKind::Type {
                expected: "a Boolean",
                found: v.kind_name(),
            },
            site,
        )
    }

    /// The value of a constant or of a simple variable holding a number or a truth value,
    /// read without a call of [`Self::eval`]; `None`: anything else (evaluate it).
    #[inline(always)]
    pub(in crate::algol) fn quick(&self, e: &'p CExpr, env: &Rc<Frame<'p>>) -> Option<Value<'p>> {
        match e {
            CExpr::Int(i) => Some(Value::Int(*i)),
            CExpr::Real(r) => Some(Value::Real(*r)),
            CExpr::Bool(b) => Some(Value::Bool(*b)),
            CExpr::Var { addr, .. } => {
                let mut f = env;
                for _ in 0..addr.up {
                    f = f.parent.as_ref()?;
                }
                match f.slots.borrow().get(addr.slot as usize)? {
                    Value::Int(i) => Some(Value::Int(*i)),
                    Value::Real(r) => Some(Value::Real(*r)),
                    Value::Bool(b) => Some(Value::Bool(*b)),
                    _ => None,
                }
            }
            _ => None,
        }
    }

    /// [`Self::eval`], with constants and simple variables read in place.
    #[inline(always)]
    pub(in crate::algol) fn value(&self, e: &'p CExpr, env: &Rc<Frame<'p>>) -> R<Value<'p>> {
        match self.quick(e, env) {
            Some(v) => Ok(v),
            None => self.eval(e, env),
        }
    }

    pub(in crate::algol) fn eval(&self, e: &'p CExpr, env: &Rc<Frame<'p>>) -> R<Value<'p>> {
        match e {
            CExpr::Int(i) => Ok(Value::Int(*i)),
            CExpr::Real(r) => Ok(Value::Real(*r)),
            CExpr::Bool(b) => Ok(Value::Bool(*b)),
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
                    None => self.undefined(*site),
                }
            }
            CExpr::Own { .. } | CExpr::Str(_) | CExpr::Label { .. } | CExpr::SwitchElem { .. } => {
                self.eval_rare(e, env)
            }
            CExpr::Formal { addr, site } => {
                let f = self.frame_at(env, addr.up, *site)?;
                let v = self.slot(f, addr.slot, *site)?;
                self.deref(v, *site)
            }
            CExpr::Elem { array, subs, site } => self.eval_elem(array, subs, env, *site),
            CExpr::Call { callee, args, site } => match self.call(callee, args, env, *site)? {
                Value::Undef(_) | Value::Empty => self.no_result(*site),
                v => Ok(v),
            },
            CExpr::Std { f, arg, site } => self.eval_std(*f, arg, env, *site),
            CExpr::Io { op, args, site } => self.io(*op, args, env, *site),
            CExpr::Neg(inner, site) => {
                let v = self.eval(inner, env)?;
                self.negate(v, *site)
            }
            CExpr::Not(inner, site) => Ok(Value::Bool(!self.eval_bool(inner, env, *site)?)),
            CExpr::Bin { op, lhs, rhs, site } => {
                // ∧ and ∨ evaluate both operands (the Report has no short cut).
                let l = self.value(lhs, env)?;
                let r = self.value(rhs, env)?;
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
        }
    }

    /// An array element (or, through a formal, a switch designator).
    #[inline(never)]
    fn eval_elem(
        &self,
        array: &'p ArrayRef,
        subs: &'p [CExpr],
        env: &Rc<Frame<'p>>,
        site: Site,
    ) -> R<Value<'p>> {
        if let ArrayRef::Formal(addr) = array {
            let f = self.frame_at(env, addr.up, site)?;
            if let Value::Switch(info, senv) = self.slot(f, addr.slot, site)? {
                let i = match subs {
                    [one] => self.eval_int(one, env, site)?,
                    _ => return self.internal("a switch takes one subscript", site),
                };
                return self.switch_elem(info, &senv, i, site);
            }
        }
        // One subscript of a local or outer array: read without cloning the array.
        if let (ArrayRef::Slot(addr), [sub]) = (array, subs) {
            let i = self.eval_int(sub, env, site)?;
            let f = self.frame_at(env, addr.up, site)?;
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
                    let a = self.array(array, env, site)?;
                    let offset = self.offset(&a, &[i], site)?;
                    return self.element(&a, offset, site);
                }
            }
        }
        let a = self.array(array, env, site)?;
        let i = self.index(&a, subs, env, site)?;
        self.element(&a, i, site)
    }

    #[inline(never)]
    fn eval_std(&self, f: StdFn, arg: &'p CExpr, env: &Rc<Frame<'p>>, site: Site) -> R<Value<'p>> {
        let v = self.eval(arg, env)?;
        self.std(f, v, site)
    }

    #[cold]
    #[inline(never)]
    fn no_result(&self, site: Site) -> R<Value<'p>> {
        self.fail(ErrorKind::NoResult(self.name(site)), site)
    }

    #[cold]
    #[inline(never)]
    fn undefined(&self, site: Site) -> R<Value<'p>> {
        self.fail(ErrorKind::Undefined(self.name(site)), site)
    }

    /// The expressions rarely evaluated: strings, own variables, labels, switch designators.
    #[inline(never)]
    fn eval_rare(&self, e: &'p CExpr, env: &Rc<Frame<'p>>) -> R<Value<'p>> {
        match e {
            CExpr::Str(s) => Ok(Value::Str(s.clone())),
            CExpr::Own { index, site } => match self.owns.borrow().get(*index as usize).cloned() {
                Some(Value::Undef(_)) | Some(Value::Empty) | None => self.undefined(*site),
                Some(v) => Ok(v),
            },
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
            _ => self.internal("not a rare expression", 0),
        }
    }

    pub(in crate::algol) fn element(&self, a: &ArrayObj, i: usize, site: Site) -> R<Value<'p>> {
        match a.data.borrow().get(i).copied().unwrap_or(Scalar::Undef) {
            Scalar::Int(v) => Ok(Value::Int(v)),
            Scalar::Real(v) => Ok(Value::Real(v)),
            Scalar::Bool(v) => Ok(Value::Bool(v)),
            Scalar::Undef => self.fail(a.undefined(i, || self.name(site)), site),
        }
    }

    pub(in crate::algol) fn switch_elem(
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
    pub(in crate::algol) fn deref(&self, v: Value<'p>, site: Site) -> R<Value<'p>> {
        match v {
            Value::Thunk(t) => {
                let v = self.eval(t.expr, &t.env)?;
                if self.trace.is_some() {
                    self.trace_name(site, &v);
                }
                Ok(v)
            }
            Value::Proc(p, env) => self.invoke(p, env.clone(), &[], &env, site),
            other => self.deref_other(other, site),
        }
    }

    /// [`Self::deref`] of anything but a thunk or a procedure.
    #[inline(never)]
    fn deref_other(&self, v: Value<'p>, site: Site) -> R<Value<'p>> {
        match v {
            Value::Loc(f, slot) => match self.slot(&f, slot, site)? {
                Value::Undef(_) | Value::Empty => self.undefined(site),
                v => Ok(v),
            },
            Value::OwnLoc(i) => Ok(self
                .owns
                .borrow()
                .get(i as usize)
                .cloned()
                .unwrap_or(Value::Empty)),
            Value::AsType(ty, inner) => {
                let v = self.deref(inner.as_ref().clone(), site)?;
                self.read_as(v, ty, site)
            }
            Value::Undef(_) | Value::Empty => self.undefined(site),
            other => Ok(other),
        }
    }

    // -----------------------------------------------------------------------------------------
    // Procedures
}
