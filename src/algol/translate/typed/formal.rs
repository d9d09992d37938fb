//! The typed translation's formal procedures: each a closure of one typed signature,
//! `&dyn Fn(&Rt, u32, &dyn Name<T1>, ..) -> R<Option<T>>` (the call's site, then each actual
//! parameter by name), the signature being the types the formal is called with.
//!
//! The procedure given for the formal is wrapped where it is given: the wrapper reads the
//! values of its value parameters, converted as the interpreter converts them, passes its
//! parameters called by name on, and calls it. A standard function given for the formal is
//! applied to the value of its one parameter. What cannot have one typed signature is
//! refused, with the line: a formal procedure called with parameters of other types at
//! another call, an array, label, switch or procedure given to a formal procedure's
//! parameter, a procedure whose parameter called by name or whose result has another type
//! than the call gives or takes.

use std::fmt::Write as _;

use super::*;

impl<'t, 'a> Typed<'t, 'a> {
    /// The Rust type of the formal procedure `i`'s closure (without `&dyn`).
    pub(super) fn proc_type(&self, i: usize) -> String {
        let fp = &self.formal_procs[i];
        let params: String = fp
            .params
            .iter()
            .map(|t| format!(", &dyn rt::Name<{}>", t.rust()))
            .collect();
        format!("Fn(&Rt, u32{params}) -> {}", Self::proc_result(fp.result))
    }

    fn proc_result(result: Option<T>) -> String {
        match result {
            Some(t) => format!("R<Option<{}>>", t.rust()),
            None => "R<()>".into(),
        }
    }

    /// The line of the translation's site `s`.
    pub(super) fn line_at(&self, s: u32) -> usize {
        self.t
            .site_list
            .get(s as usize)
            .and_then(|site| self.t.line_of(*site))
            .unwrap_or(0)
    }

    fn describe(fp: &FormalProc) -> String {
        format!("the formal procedure `{}` of `{}`", fp.name, fp.of)
    }

    /// After the probing pass: the formal procedures passed on to one another share a
    /// signature, and every call of them must give parameters of the same types.
    pub(super) fn signatures(&mut self) -> Result<(), Why> {
        let n = self.formal_procs.len();
        let mut class: Vec<usize> = (0..n).collect();
        fn root(class: &mut [usize], mut i: usize) -> usize {
            while class[i] != i {
                class[i] = class[class[i]];
                i = class[i];
            }
            i
        }
        for &(a, b, line) in &self.links {
            let (ra, rb) = (root(&mut class, a), root(&mut class, b));
            if self.formal_procs[a].result != self.formal_procs[b].result {
                return Err(format!(
                    "line {line}: {} is given {}, whose result has another type; a formal \
                     procedure is translated as a closure of one typed signature",
                    Self::describe(&self.formal_procs[a]),
                    Self::describe(&self.formal_procs[b]),
                ));
            }
            class[ra] = rb;
        }
        let mut agreed: HashMap<usize, (Vec<T>, usize, usize)> = HashMap::new();
        for (i, types, line) in &self.calls {
            let r = root(&mut class, *i);
            match agreed.get(&r) {
                None => {
                    agreed.insert(r, (types.clone(), *line, *i));
                }
                Some((first, _, _)) if first == types => {}
                Some((first, first_line, first_i)) => {
                    let names = |ts: &[T]| -> String {
                        let v: Vec<&str> = ts.iter().map(|t| type_word(*t)).collect();
                        format!("({})", v.join(", "))
                    };
                    let here = Self::describe(&self.formal_procs[*i]);
                    let there = if first_i == i {
                        "it".to_string()
                    } else {
                        format!(
                            "{}, which is given to it,",
                            Self::describe(&self.formal_procs[*first_i])
                        )
                    };
                    return Err(format!(
                        "line {line}: {here} is called with parameters {}, and {there} with {} at \
                         line {first_line}; a formal procedure is translated as a closure of one \
                         typed signature",
                        names(types),
                        names(first),
                    ));
                }
            }
        }
        for i in 0..n {
            let r = root(&mut class, i);
            if let Some((types, ..)) = agreed.get(&r) {
                self.formal_procs[i].params = types.clone();
            }
        }
        Ok(())
    }

    /// The name of the formal at `addr` from the code `uid`.
    fn formal_proc(&self, uid: u32, addr: Addr, s: u32) -> Result<usize, Why> {
        let (u, sl) = self.slot(uid, addr)?;
        match sl {
            Slot::Proc(i) => Ok(i),
            _ => {
                let name = self.code(u).slot_names[addr.slot as usize].clone();
                Err(format!(
                    "line {}: the formal `{name}` is called as a procedure but is not specified \
                     `procedure`, so its parameters have no types",
                    self.line_at(s)
                ))
            }
        }
    }

    /// A call of a formal procedure: its closure, given the call's site and each actual
    /// parameter by name. The text has the type `Option<T>` or `()`, as a call of a declared
    /// procedure.
    pub(super) fn formal_call(
        &mut self,
        uid: u32,
        addr: Addr,
        args: &[CActual],
        s: u32,
    ) -> Result<(Text, Option<T>), Why> {
        let i = self.formal_proc(uid, addr, s)?;
        let result = self.formal_procs[i].result;
        if self.probing {
            let line = self.line_at(s);
            let mut types = Vec::new();
            for a in args {
                types.push(self.actual_type(uid, a, i, line)?);
            }
            self.calls.push((i, types, line));
            return Ok(("()".into(), result));
        }
        let params = self.formal_procs[i].params.clone();
        if params.len() != args.len() {
            return Err(format!(
                "line {}: {} is called with {} parameters, elsewhere with {}",
                self.line_at(s),
                Self::describe(&self.formal_procs[i]),
                args.len(),
                params.len()
            ));
        }
        let field = self.field(uid, addr)?;
        let mut lets = Vec::new();
        let mut passed = String::new();
        for (k, (a, t)) in args.iter().zip(params).enumerate() {
            let text = self.name_actual(uid, a, t, s, s)?;
            match text.inert() {
                Some(inert) => {
                    let _ = write!(passed, ", {inert}");
                }
                None => {
                    lets.push((k, text));
                    let _ = write!(passed, ", a{k}");
                }
            }
        }
        let call = format!("({field})(rt, {s}{passed})?");
        Ok((call_with_args(lets, call), result))
    }

    /// The type of an actual parameter of a call of the formal procedure `i`: the type it is
    /// passed by name as.
    fn actual_type(&mut self, uid: u32, a: &CActual, i: usize, line: usize) -> Result<T, Why> {
        let refuse = |this: &Self, what: &str| -> Why {
            format!(
                "line {line}: {} is given {what} as a parameter; the parameters of a formal \
                 procedure are typed only as values or names of simple variables",
                Self::describe(&this.formal_procs[i])
            )
        };
        let t = match a {
            CActual::Const(e) | CActual::Thunk(e) => self.expr(uid, e)?.1,
            CActual::Loc(addr) => match self.slot(uid, *addr)?.1 {
                Slot::Scalar(t) => t,
                _ => return Err(refuse(self, "something that is no simple variable")),
            },
            CActual::OwnLoc(index) => match self.own(uid, *index)?.0 {
                Slot::Scalar(t) => t,
                _ => return Err(refuse(self, "an own array")),
            },
            CActual::PassFormal(addr) => match self.slot(uid, *addr)?.1 {
                Slot::Name(t) => t,
                Slot::Array(_) => return Err(refuse(self, "an array")),
                Slot::Label => return Err(refuse(self, "a label")),
                Slot::Switch => return Err(refuse(self, "a switch")),
                Slot::Proc(_) => return Err(refuse(self, "a procedure")),
                _ => return Err(refuse(self, "a formal of no simple type")),
            },
            CActual::Proc { id, .. } => {
                let p = &self.prog.procs[*id as usize];
                match p.ty {
                    Some(t) if p.params.is_empty() => T::of(t),
                    _ => return Err(refuse(self, "a procedure")),
                }
            }
            CActual::Array(_) => return Err(refuse(self, "an array")),
            CActual::Label { .. } => return Err(refuse(self, "a label")),
            CActual::Switch { .. } => return Err(refuse(self, "a switch")),
            CActual::Std(_) => return Err(refuse(self, "a standard function")),
        };
        match t {
            T::Label => Err(refuse(self, "a designational expression")),
            t => Ok(t),
        }
    }

    /// What is given for the formal procedure `i` in a call: a closure of its signature.
    pub(super) fn proc_actual(
        &mut self,
        uid: u32,
        a: &CActual,
        i: usize,
        s: u32,
    ) -> Result<Text, Why> {
        let line = self.line_at(s);
        if let CActual::PassFormal(addr) = a {
            let j = match self.slot(uid, *addr)?.1 {
                Slot::Proc(j) => j,
                _ => {
                    return Err(format!(
                        "line {line}: {} is given a formal that is no procedure",
                        Self::describe(&self.formal_procs[i])
                    ))
                }
            };
            if self.probing {
                self.links.push((i, j, line));
            }
            return Ok(self.field(uid, *addr)?.into());
        }
        if self.probing {
            return Ok("()".into());
        }
        let fp = self.formal_procs[i].clone();
        let refuse = |what: String| -> Why {
            format!(
                "line {line}: {} is given {what}; a formal procedure is translated as a closure \
                 of one typed signature",
                Self::describe(&fp)
            )
        };
        let mut head = String::from("&|rt: &Rt, site: u32");
        for (k, t) in fp.params.iter().enumerate() {
            let _ = write!(head, ", x{k}: &dyn rt::Name<{}>", t.rust());
        }
        let _ = writeln!(head, "| -> {} {{", Self::proc_result(fp.result));
        let given = fp.params.len();
        let body = match a {
            CActual::Proc { up, id } => {
                let prog = self.prog;
                let p = &prog.procs[*id as usize];
                if p.params.len() != given {
                    format!(
                        "rt.parameters(Some({:?}), {}, {given}, site)",
                        p.name,
                        p.params.len()
                    )
                } else {
                    let discard = match (fp.result, p.ty) {
                        (Some(t), Some(pt)) if t == T::of(pt) => "",
                        (None, Some(_)) => ".map(|_| ())",
                        (None, None) => "",
                        (Some(t), pt) => {
                            return Err(refuse(format!(
                                "`{}`, {}, where the call takes {}",
                                p.name,
                                match pt {
                                    Some(pt) => format!("whose result is {}", type_word(T::of(pt))),
                                    None => "a procedure without a result".into(),
                                },
                                type_word(t)
                            )))
                        }
                    };
                    let puid = p.code.uid;
                    let mut body = String::new();
                    let mut passed = String::new();
                    for (k, q) in p.params.iter().enumerate() {
                        let slot = self.slots[&puid][q.slot as usize];
                        let qname = &p.code.slot_names[q.slot as usize];
                        let qsite = self.t.site(q.site);
                        let u = fp.params[k];
                        let v = match (q.by_value, slot) {
                            (true, Slot::Scalar(t)) => self
                                .convert(format!("x{k}.value(rt, {qsite})?").into(), u, t, qsite)
                                .map_err(|_| {
                                    refuse(format!(
                                        "`{}`, whose value parameter `{qname}` is {}, where the \
                                         call gives {}",
                                        p.name,
                                        type_word(t),
                                        type_word(u)
                                    ))
                                })?
                                .to_string(),
                            (false, Slot::Name(t)) if t == u => format!("x{k}"),
                            (false, Slot::Name(t)) => {
                                return Err(refuse(format!(
                                    "`{}`, whose parameter `{qname}` called by name is {}, where \
                                     the call gives {}",
                                    p.name,
                                    type_word(t),
                                    type_word(u)
                                )))
                            }
                            _ => {
                                return Err(refuse(format!(
                                    "`{}`, whose parameter `{qname}` is an array, label, switch \
                                     or procedure",
                                    p.name
                                )))
                            }
                        };
                        let _ = writeln!(body, "let v{k} = {v};");
                        let _ = write!(passed, ", v{k}");
                    }
                    let name = self.t.proc_names[*id as usize].clone();
                    let up_path = if self.code(puid).parent.is_none() {
                        String::new()
                    } else {
                        format!(", {}", self.path(*up))
                    };
                    let _ = write!(
                        body,
                        "rt.call(site, || {name}(rt{up_path}{passed})){discard}"
                    );
                    body
                }
            }
            CActual::Std(fun) => {
                if given != 1 {
                    format!("rt.parameters(None, 1, {given}, site)")
                } else {
                    let u = fp.params[0];
                    let fname = std_fn(*fun);
                    let (v, vt) = match u {
                        T::Int | T::Real => {
                            let n = self.to_num("x0.value(rt, site)?".into(), u)?;
                            let int_result =
                                matches!(fun, StdFn::Sign | StdFn::Entier | StdFn::Iabs)
                                    || (matches!(fun, StdFn::Abs) && u == T::Int);
                            if int_result {
                                (format!("rt.std_int({fname}, {n}, site)?"), T::Int)
                            } else {
                                (format!("rt.std_real({fname}, {n}, site)?"), T::Real)
                            }
                        }
                        T::Dyn => (
                            format!("rt.std({fname}, x0.value(rt, site)?, site)?"),
                            T::Dyn,
                        ),
                        other => {
                            return Err(refuse(format!(
                                "a standard function, where the call gives {}",
                                type_word(other)
                            )))
                        }
                    };
                    match fp.result {
                        Some(t) if t == vt => format!("Ok(Some({v}))"),
                        None => format!("let _ = {v};\nOk(())"),
                        Some(t) => {
                            return Err(refuse(format!(
                                "a standard function whose result is {}, where the call takes {}",
                                type_word(vt),
                                type_word(t)
                            )))
                        }
                    }
                }
            }
            _ => return Err(refuse("something that is no procedure".into())),
        };
        Ok(format!("{head}{body}\n}}").into())
    }
}

/// A type in words, for the refusals.
fn type_word(t: T) -> &'static str {
    match t {
        T::Int => "integer",
        T::Real => "real",
        T::Bool => "Boolean",
        T::Dyn => "of no specification",
        T::Str => "a string",
        T::Label => "a label",
    }
}
