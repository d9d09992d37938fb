//! Calls: actual parameters (values, thunks for parameters called by name), procedure
//! activations with their depth limit, and the trace and observer of calls.

use super::*;

impl<'p, 'io> Interp<'p, 'io> {
    pub(in crate::algol) fn actual(
        &self,
        a: &'p CActual,
        env: &Rc<Frame<'p>>,
        site: Site,
    ) -> R<Value<'p>> {
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

    pub(in crate::algol) fn call(
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
            Callee::Formal(addr) => self.call_formal(*addr, args, env, site),
        }
    }

    /// A call through a formal parameter: a procedure, a standard function, or a name
    /// parameter used as a parameterless function designator.
    #[inline(never)]
    fn call_formal(
        &self,
        addr: Addr,
        args: &'p [CActual],
        env: &Rc<Frame<'p>>,
        site: Site,
    ) -> R<Value<'p>> {
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
            Value::AsType(ty, inner) if args.is_empty() => {
                let v = self.deref(inner.as_ref().clone(), site)?;
                self.read_as(v, ty, site)
            }
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

    /// Calls `p`, declared in `decl_env`, with actual parameters `args` written in the frame
    /// `caller`. Forming an actual parameter has no side effects (thunks are made, not run), so
    /// each is stored, and value parameters evaluated, in order.
    ///
    /// This function is on every path of the recursion (man or boy nests a million calls): its
    /// native frame is kept small, everything rare or bulky is out of line.
    pub(in crate::algol) fn invoke(
        &self,
        p: &'p ProcInfo,
        decl_env: Rc<Frame<'p>>,
        args: &'p [CActual],
        caller: &Rc<Frame<'p>>,
        site: Site,
    ) -> R<Value<'p>> {
        if args.len() != p.params.len() {
            return self.wrong_count(p, args.len(), site);
        }
        let depth = self.depth.get() + 1;
        if depth > self.max_depth {
            return self.depth_limit(site);
        }
        self.check_memory(Frame::bytes(p.code.slots.len()), site)?;
        if self.stack_is_low() {
            return self.invoke_on_new_segment(p, decl_env, args, caller, site);
        }
        if self.trace.is_some() || self.observer.is_some() {
            return self.invoke_watched(p, decl_env, args, caller, site, depth);
        }
        self.calls.set(self.calls.get() + 1);
        if depth > self.deepest.get() {
            self.deepest.set(depth);
        }
        let frame = self.new_frame(Some(decl_env), &p.code);
        self.bind(p, args, caller, &frame, site)?;
        self.depth.set(depth);
        let result = self.run_body(&p.code, &frame);
        self.depth.set(depth - 1);
        result?;
        self.slot(&frame, p.result_slot, p.site)
    }

    /// A body's declarations, then its statements.
    #[inline(always)]
    fn run_body(&self, code: &'p Code, frame: &Rc<Frame<'p>>) -> R<()> {
        if !code.inits.is_empty() {
            self.enter(code, frame)?;
        }
        self.run_code(code, frame)
    }

    /// The actual parameters of a call stored in the new activation's slots.
    #[inline(never)]
    fn bind(
        &self,
        p: &'p ProcInfo,
        args: &'p [CActual],
        caller: &Rc<Frame<'p>>,
        frame: &Rc<Frame<'p>>,
        site: Site,
    ) -> R<()> {
        for (param, a) in p.params.iter().zip(args) {
            let v = self.parameter(param, a, caller, site)?;
            self.put(frame, param.slot, v, param.site)?;
        }
        Ok(())
    }

    /// One actual parameter as its formal receives it.
    #[inline(always)]
    fn parameter(
        &self,
        param: &'p ParamInfo,
        a: &'p CActual,
        caller: &Rc<Frame<'p>>,
        site: Site,
    ) -> R<Value<'p>> {
        let v = self.actual(a, caller, site)?;
        Ok(if param.by_value {
            self.by_value(v, param.spec, param.site)?
        } else if let Some(crate::algol::ast::Specifier::Simple(
            ty @ (Type::Real | Type::Integer),
        )) = param.spec
        {
            self.typed_name(v, ty)
        } else {
            v
        })
    }

    #[cold]
    #[inline(never)]
    fn wrong_count(&self, p: &ProcInfo, given: usize, site: Site) -> R<Value<'p>> {
        self.fail(
            ErrorKind::Parameters {
                name: p.name.clone(),
                expected: p.params.len(),
                given,
            },
            site,
        )
    }

    #[cold]
    #[inline(never)]
    fn depth_limit(&self, site: Site) -> R<Value<'p>> {
        self.fail(ErrorKind::DepthLimit(self.max_depth), site)
    }

    /// [`Self::invoke`] of a traced or observed run: the call is shown as it is made.
    #[cold]
    #[inline(never)]
    fn invoke_watched(
        &self,
        p: &'p ProcInfo,
        decl_env: Rc<Frame<'p>>,
        args: &'p [CActual],
        caller: &Rc<Frame<'p>>,
        site: Site,
        depth: usize,
    ) -> R<Value<'p>> {
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
            let v = self.parameter(param, a, caller, site)?;
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
        let result = self.run_body(&p.code, &frame);
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
    pub(super) fn observe_enter(
        &self,
        p: &ProcInfo,
        depth: usize,
        values: &[Option<i64>],
        frame: &Frame<'p>,
    ) {
        if let Some(observer) = &self.observer {
            let mut main = frame;
            while let Some(parent) = &main.parent {
                main = parent;
            }
            let view = super::CallView {
                values,
                main: Some(main),
                main_code: &self.prog.main,
            };
            observer.borrow_mut().enter(&p.name, &view, depth);
        }
    }

    #[cold]
    #[inline(never)]
    pub(super) fn observe_exit(&self, p: &ProcInfo, depth: usize, result: &R<()>) {
        use super::CallEnd;
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
    pub(super) fn trace_actual(
        &self,
        param: &ParamInfo,
        i: usize,
        v: &Value<'p>,
        site: Site,
    ) -> String {
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
    pub(super) fn trace_enter(&self, p: &ProcInfo, depth: usize, shown: Vec<String>) {
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
    pub(super) fn trace_exit(
        &self,
        p: &ProcInfo,
        depth: usize,
        result: &R<()>,
        v: Option<&R<Value<'p>>>,
    ) {
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
    pub(super) fn trace_name(&self, site: Site, v: &Value<'p>) {
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
    pub(super) fn trace_jump(&self, site: Site, label: Option<&String>) {
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

    /// An actual parameter called by name for a formal specified `real` or `integer`: an
    /// integer constant for a real formal converted now, a place or an expression that may
    /// give the other type wrapped to be converted on each read (Report 4.7.5.2: the formal
    /// has the type its specification gives it). A real read through an integer formal is
    /// rounded as on assignment, as GNU MARST does; the overflow of that rounding is an error
    /// at the read.
    fn typed_name(&self, v: Value<'p>, ty: Type) -> Value<'p> {
        let is = |held: &Value<'p>| match held {
            Value::Int(_) | Value::Undef(Type::Integer) => ty == Type::Integer,
            Value::Real(_) | Value::Undef(Type::Real) => ty == Type::Real,
            _ => false,
        };
        let converted_already = match &v {
            Value::Int(i) if ty == Type::Real => return Value::Real(*i as f64),
            Value::Real(_) => ty == Type::Real,
            Value::Loc(f, slot) => f.slots.borrow().get(*slot as usize).is_some_and(is),
            Value::OwnLoc(i) => self.owns.borrow().get(*i as usize).is_some_and(is),
            Value::Thunk(_) => false,
            Value::Proc(p, _) => match ty {
                Type::Real => p.ty != Some(Type::Integer),
                _ => p.ty != Some(Type::Real),
            },
            _ => true,
        };
        if converted_already {
            v
        } else {
            Value::AsType(ty, Rc::new(v))
        }
    }

    /// A value read through a name parameter of type `ty`: a number of the other arithmetic
    /// type converted, anything else as it is (its use reports the mismatch as before).
    pub(super) fn read_as(&self, v: Value<'p>, ty: Type, site: Site) -> R<Value<'p>> {
        match (ty, &v) {
            (Type::Real, Value::Int(_)) | (Type::Integer, Value::Real(_)) => {
                self.coerce(v, ty, site)
            }
            _ => Ok(v),
        }
    }

    pub(in crate::algol) fn by_value(
        &self,
        v: Value<'p>,
        spec: Option<crate::algol::ast::Specifier>,
        site: Site,
    ) -> R<Value<'p>> {
        use crate::algol::ast::Specifier;
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
            Value::Loc(..) | Value::OwnLoc(_) | Value::Thunk(_) | Value::AsType(..) => {
                self.deref(v, site)?
            }
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
}
