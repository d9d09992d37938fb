//! The typed translation's expressions: calls and their actual parameters (typed values,
//! `&dyn Name<T>` for parameters called by name), typed expressions and operators, and the
//! standard procedures.

use std::fmt::Write as _;

use super::*;

impl<'t, 'a> Typed<'t, 'a> {
    /// A call of a procedure: its actual parameters evaluated first, then the call counted
    /// and checked by `rt.call`. The text has the procedure's return type,
    /// `Option<T>` or `()`.
    pub(super) fn call(
        &mut self,
        uid: u32,
        callee: &Callee,
        args: &[CActual],
        s: u32,
    ) -> Result<(Text, Option<T>), Why> {
        let (up, id) = match callee {
            Callee::Proc { up, id } => (*up, *id as usize),
            Callee::Formal(addr) => return self.formal_call(uid, *addr, args, s),
        };
        let p = &self.prog.procs[id];
        if p.params.len() != args.len() {
            return Err(format!(
                "`{}` is called with the wrong number of parameters",
                p.name
            ));
        }
        let puid = p.code.uid;
        let name = self.t.proc_names[id].clone();
        let mut lets = Vec::new();
        let mut passed = Vec::new();
        for (k, (q, a)) in p.params.iter().zip(args).enumerate() {
            let slot = self.slots[&puid][q.slot as usize];
            let psite = self.t.site(q.site);
            let text = self.actual(uid, q.by_value, slot, a, psite, s)?;
            match text.inert() {
                Some(inert) => passed.push(inert.to_string()),
                None => {
                    lets.push((k, text));
                    passed.push(format!("a{k}"));
                }
            }
        }
        let up_path = self.path(up);
        let mut all = vec!["rt".to_string(), up_path];
        if self.code(puid).parent.is_none() {
            all.pop();
        }
        all.extend(passed);
        let call = format!("rt.call({s}, || {name}({}))?", all.join(", "));
        Ok((call_with_args(lets, call), p.ty.map(T::of)))
    }

    /// An actual parameter as the formal of kind `slot` takes it.
    pub(super) fn actual(
        &mut self,
        uid: u32,
        by_value: bool,
        slot: Slot,
        a: &CActual,
        psite: u32,
        s: u32,
    ) -> Result<Text, Why> {
        match (by_value, slot) {
            (true, Slot::Scalar(t)) => {
                let (e, et) = self.actual_value(uid, a, psite)?;
                self.convert(e, et, t, psite)
            }
            (_, Slot::Array(t)) => match a {
                CActual::Array(r) => {
                    let (arr, at) = self.array(uid, r)?;
                    if at != t {
                        return Err("an array of another type as an actual parameter".into());
                    }
                    Ok(arr.into())
                }
                CActual::PassFormal(addr) => {
                    let (_, sl) = self.slot(uid, *addr)?;
                    if sl != Slot::Array(t) {
                        return Err("an array parameter given a formal of another kind".into());
                    }
                    Ok(self.field(uid, *addr)?.into())
                }
                other => Err(format!("an array parameter given {other:?}")),
            },
            (false, Slot::Label) => match a {
                CActual::Label { up, label } => Ok(self.label_value(uid, *up, *label)?.into()),
                CActual::PassFormal(addr) => {
                    let (_, sl) = self.slot(uid, *addr)?;
                    if sl != Slot::Label {
                        return Err("a label parameter given another formal".into());
                    }
                    Ok(self.field(uid, *addr)?.into())
                }
                _ => Err("a label parameter given a designational expression".into()),
            },
            (false, Slot::Name(t)) => self.name_actual(uid, a, t, psite, s),
            (false, Slot::Proc(i)) => self.proc_actual(uid, a, i, s),
            (false, Slot::Switch) => match a {
                CActual::Switch { up, id } => Ok(format!(
                    "&|rt: &Rt, i: i64, site: u32| {}(rt, {}, i, site)",
                    self.switch_names[*id as usize],
                    self.path(*up)
                )
                .into()),
                CActual::PassFormal(addr) => {
                    let (_, sl) = self.slot(uid, *addr)?;
                    if sl != Slot::Switch {
                        return Err("a switch parameter given another formal".into());
                    }
                    Ok(self.field(uid, *addr)?.into())
                }
                _ => Err("a switch parameter given something other than a switch".into()),
            },
            _ => Err("a parameter of a kind the typed translation does not take".into()),
        }
    }

    /// The value of an actual parameter for a value parameter.
    pub(super) fn actual_value(
        &mut self,
        uid: u32,
        a: &CActual,
        psite: u32,
    ) -> Result<(Text, T), Why> {
        match a {
            CActual::Const(e) | CActual::Thunk(e) => self.expr(uid, e),
            CActual::Loc(addr) => {
                let (_, sl) = self.slot(uid, *addr)?;
                let f = self.field(uid, *addr)?;
                match sl {
                    Slot::Scalar(t) => Ok((format!("rt.read(&{f}, {psite})?").into(), t)),
                    other => Err(format!("a value parameter given a {other:?}")),
                }
            }
            CActual::OwnLoc(index) => match self.own(uid, *index)? {
                (Slot::Scalar(t), f) => Ok((format!("rt.read(&{f}, {psite})?").into(), t)),
                _ => Err("a value parameter given an own array".into()),
            },
            CActual::PassFormal(addr) => {
                let (_, sl) = self.slot(uid, *addr)?;
                let f = self.field(uid, *addr)?;
                match sl {
                    Slot::Name(t) => Ok((format!("{f}.value(rt, {psite})?").into(), t)),
                    other => Err(format!("a value parameter given a formal {other:?}")),
                }
            }
            // A function without parameters: called once, its value passed.
            CActual::Proc { up, id } if self.prog.procs[*id as usize].params.is_empty() => {
                let p = &self.prog.procs[*id as usize];
                let ty = p
                    .ty
                    .map(T::of)
                    .ok_or_else(|| "a proper procedure given to a value parameter".to_string())?;
                let callee = Callee::Proc { up: *up, id: *id };
                let (call, _) = self.call(uid, &callee, &[], psite)?;
                Ok((cat!["rt.result_of(", call, format!(", {psite})?")], ty))
            }
            _ => Err("a value parameter given a procedure, label, array or switch".into()),
        }
    }

    /// An actual parameter for a formal of type `t` called by name.
    pub(super) fn name_actual(
        &mut self,
        uid: u32,
        a: &CActual,
        t: T,
        psite: u32,
        s: u32,
    ) -> Result<Text, Why> {
        match a {
            CActual::Loc(addr) => {
                let (_, sl) = self.slot(uid, *addr)?;
                let f = self.field(uid, *addr)?;
                match sl {
                    Slot::Scalar(vt) if vt == t => Ok(format!("&{f}").into()),
                    // Jensen's device with an integer variable for a real formal: converted at
                    // each read and each assignment.
                    Slot::Scalar(T::Int) if t == T::Real => Ok(format!("&rt::AsReal(&{f})").into()),
                    // A real variable for an integer formal: rounded at each read.
                    Slot::Scalar(T::Real) if t == T::Int => {
                        Ok(format!("&rt::Rounded(&{f})").into())
                    }
                    Slot::Scalar(vt) if t == T::Dyn => Ok(format!(
                        "&rt::DynName(&{f}, {}, {})",
                        match vt {
                            T::Int => "rt::Ty::Integer",
                            T::Real => "rt::Ty::Real",
                            _ => "rt::Ty::Boolean",
                        },
                        match vt {
                            T::Int => "rt::v_int",
                            T::Real => "rt::v_real",
                            _ => "rt::v_bool",
                        }
                    )
                    .into()),
                    _ => Err("a variable of another type given to a formal called by name".into()),
                }
            }
            CActual::OwnLoc(index) => match self.own(uid, *index)? {
                (Slot::Scalar(vt), f) if vt == t => Ok(format!("&{f}").into()),
                _ => Err("an own variable given to a formal of another type by name".into()),
            },
            CActual::PassFormal(addr) => {
                let (_, sl) = self.slot(uid, *addr)?;
                let f = self.field(uid, *addr)?;
                match sl {
                    Slot::Name(ft) if ft == t => Ok(f.into()),
                    _ => Err("a formal of another kind passed on by name".into()),
                }
            }
            CActual::Const(e) => {
                let (v, vt) = self.expr(uid, e)?;
                if !(vt == t
                    || t == T::Dyn
                    || matches!((vt, t), (T::Int, T::Real) | (T::Real, T::Int)))
                {
                    return Err(
                        "a constant of another type given to a formal called by name".into(),
                    );
                }
                // A real for an integer formal is rounded at each read, where the interpreter
                // rounds it, so that an overflow is reported there.
                if (vt, t) == (T::Real, T::Int) {
                    return Ok(cat!["&rt::Rounded(&rt::Val(", v, "))"]);
                }
                let v = self.convert(v, vt, t, psite)?;
                Ok(cat!["&rt::Val(", v, ")"])
            }
            CActual::Thunk(e) => {
                if let CExpr::Elem { array, subs, site } = e {
                    let es = self.t.site(*site);
                    let (arr, at) = self.array(uid, array)?;
                    // An element of another type is converted at each read and assignment,
                    // as a variable of another type is (the Report's conversion).
                    let (open, close) = match (at, t) {
                        _ if at == t => ("", String::new()),
                        (T::Int, T::Real) => ("&rt::AsReal(", ")".to_string()),
                        (T::Real, T::Int) => ("&rt::Rounded(", ")".to_string()),
                        (T::Int | T::Real | T::Bool, T::Dyn) => (
                            "&rt::DynName(",
                            match at {
                                T::Int => ", rt::Ty::Integer, rt::v_int)",
                                T::Real => ", rt::Ty::Real, rt::v_real)",
                                _ => ", rt::Ty::Boolean, rt::v_bool)",
                            }
                            .to_string(),
                        ),
                        _ => {
                            return Err(
                                "an element of another type given to a formal called by name"
                                    .into(),
                            )
                        }
                    };
                    if let [one] = subs.as_slice() {
                        let i = self.subscript(uid, one, es)?;
                        return Ok(cat![
                            open,
                            format!("&rt::Elem1 {{ arr: {arr}, index: |rt: &Rt| -> R<i64> {{ Ok("),
                            i,
                            format!(") }}, site: {es} }}"),
                            close
                        ]);
                    }
                    let parts = self.subscripts(uid, subs, es)?;
                    return Ok(cat![
                        open,
                        format!(
                            "&rt::ElemN {{ arr: {arr}, subs: |rt: &Rt| -> R<Vec<i64>> {{ Ok(vec!["
                        ),
                        parts,
                        format!("]) }}, site: {es} }}"),
                        close
                    ]);
                }
                let (v, vt) = self.expr(uid, e)?;
                if !(vt == t
                    || t == T::Dyn
                    || matches!((vt, t), (T::Int, T::Real) | (T::Real, T::Int)))
                {
                    return Err(
                        "an expression of another type given to a formal called by name".into(),
                    );
                }
                if (vt, t) == (T::Real, T::Int) {
                    return Ok(cat![
                        "&rt::Rounded(&rt::Thunk(|rt: &Rt| -> R<f64> { Ok(",
                        v,
                        ") }))"
                    ]);
                }
                let v = self.convert(v, vt, t, psite)?;
                Ok(cat![
                    format!("&rt::Thunk(|rt: &Rt| -> R<{}> {{ Ok(", t.rust()),
                    v,
                    ") })"
                ])
            }
            CActual::Proc { up, id } => {
                let p = &self.prog.procs[*id as usize];
                if !p.params.is_empty() {
                    return Err(format!(
                        "line {}: `{}`, a procedure with parameters, is given to a formal that is \
                         not specified `procedure`; a formal procedure called with parameters is \
                         typed only when it is specified",
                        self.line_at(s),
                        p.name
                    ));
                }
                let rt_ty = p.ty.map(T::of).ok_or_else(|| {
                    "a proper procedure given to a formal called by name".to_string()
                })?;
                let call = self.call(uid, &Callee::Proc { up: *up, id: *id }, &[], s)?;
                let v = cat!["rt.result_of(", call.0, format!(", {s})?")];
                let v = self.convert(v, rt_ty, t, psite)?;
                Ok(cat![
                    format!("&rt::Thunk(|rt: &Rt| -> R<{}> {{ Ok(", t.rust()),
                    v,
                    ") })"
                ])
            }
            _ => Err(
                "a formal called by name given a label, array, switch or standard function".into(),
            ),
        }
    }

    /// An expression: its Rust text and type.
    pub(super) fn expr(&mut self, uid: u32, e: &CExpr) -> Result<(Text, T), Why> {
        Ok(match e {
            CExpr::Int(i) => (format!("{i}").into(), T::Int),
            CExpr::Real(r) => (real(*r).into(), T::Real),
            CExpr::Bool(b) => (format!("{b}").into(), T::Bool),
            CExpr::Str(s) => (format!("{:?}", &**s).into(), T::Str),
            CExpr::Var { addr, site } => {
                let s = self.t.site(*site);
                let (_, sl) = self.slot(uid, *addr)?;
                let f = self.field(uid, *addr)?;
                match sl {
                    Slot::Scalar(t) => (format!("rt.read(&{f}, {s})?").into(), t),
                    other => return Err(format!("a {other:?} used as a value")),
                }
            }
            CExpr::Formal { addr, site } => {
                let s = self.t.site(*site);
                let (_, sl) = self.slot(uid, *addr)?;
                let f = self.field(uid, *addr)?;
                match sl {
                    Slot::Name(t) => (format!("{f}.value(rt, {s})?").into(), t),
                    Slot::Label => (f.into(), T::Label),
                    // A formal procedure without parameters: called.
                    Slot::Proc(_) => {
                        let (c, t) = self.formal_call(uid, *addr, &[], s)?;
                        let t = t.ok_or_else(|| {
                            format!(
                                "line {}: a formal procedure without a type used as a value",
                                self.line_at(s)
                            )
                        })?;
                        (cat!["rt.result_of(", c, format!(", {s})?")], t)
                    }
                    other => return Err(format!("a formal {other:?} used as a value")),
                }
            }
            CExpr::Elem { array, subs, site } => {
                let s = self.t.site(*site);
                if let ArrayRef::Formal(addr) = array {
                    let (_, sl) = self.slot(uid, *addr)?;
                    if sl == Slot::Switch {
                        // A switch formal: the function its actual gave, called with the index.
                        let [one] = subs.as_slice() else {
                            return Err("a switch with more than one subscript".into());
                        };
                        let i = self.subscript(uid, one, s)?;
                        let f = self.field(uid, *addr)?;
                        return Ok((cat![format!("({f})(rt, "), i, format!(", {s})?")], T::Label));
                    }
                    if !matches!(sl, Slot::Array(_)) {
                        return Err("a subscripted formal that is no array".into());
                    }
                }
                let (a, t) = self.array(uid, array)?;
                if let [one] = subs.as_slice() {
                    let i = self.subscript(uid, one, s)?;
                    (cat![format!("rt.load1({a}, "), i, format!(", {s})?")], t)
                } else {
                    let parts = self.subscripts(uid, subs, s)?;
                    (
                        cat![format!("rt.load({a}, &["), parts, format!("], {s})?")],
                        t,
                    )
                }
            }
            CExpr::Call { callee, args, site } => {
                let s = self.t.site(*site);
                let (c, t) = self.call(uid, callee, args, s)?;
                let t = t.ok_or_else(|| "a proper procedure used as a function".to_string())?;
                (cat!["rt.result_of(", c, format!(", {s})?")], t)
            }
            CExpr::Std { f, arg, site } => {
                let s = self.t.site(*site);
                let (a, at) = self.expr(uid, arg)?;
                let fname = std_fn(*f);
                match at {
                    T::Dyn => (
                        cat![format!("rt.std({fname}, "), a, format!(", {s})?")],
                        T::Dyn,
                    ),
                    T::Int | T::Real => {
                        let n = self.to_num(a, at)?;
                        let int_result = matches!(f, StdFn::Sign | StdFn::Entier | StdFn::Iabs)
                            || (matches!(f, StdFn::Abs) && at == T::Int);
                        if int_result {
                            (
                                cat![format!("rt.std_int({fname}, "), n, format!(", {s})?")],
                                T::Int,
                            )
                        } else {
                            (
                                cat![format!("rt.std_real({fname}, "), n, format!(", {s})?")],
                                T::Real,
                            )
                        }
                    }
                    other => return Err(format!("a standard function of a {other:?}")),
                }
            }
            CExpr::Io {
                op: IoProc::Length,
                args,
                site,
            } => {
                let s = self.t.site(*site);
                let Some(IoArg::Value(e)) = args.first() else {
                    return Err("length of something that is no value".into());
                };
                let (st, stt) = self.expr(uid, e)?;
                if stt != T::Str {
                    return Err("length of something that is no string".into());
                }
                (
                    cat!["rt.int(rt.length(V::Str(", st, format!("), {s})?, {s})?")],
                    T::Int,
                )
            }
            CExpr::Io {
                op: IoProc::Constant(c),
                site,
                ..
            } => {
                let s = self.t.site(*site);
                let v = format!("rt.constant(rt::Constant::{c:?})");
                match c {
                    Constant::MaxInt => (format!("rt.int({v}, {s})?").into(), T::Int),
                    _ => (format!("rt.to_real({v}, {s})?").into(), T::Real),
                }
            }
            CExpr::Io { .. } => return Err("an input or output procedure used as a value".into()),
            CExpr::Neg(inner, site) => {
                let s = self.t.site(*site);
                let (a, t) = self.expr(uid, inner)?;
                match t {
                    T::Int => (cat!["rt.neg_int(", a, format!(", {s})?")], T::Int),
                    T::Real => (cat!["(-", a, ")"], T::Real),
                    T::Dyn => (cat!["rt.neg(", a, format!(", {s})?")], T::Dyn),
                    other => return Err(format!("minus on a {other:?}")),
                }
            }
            CExpr::Not(inner, site) => {
                let s = self.t.site(*site);
                let (a, t) = self.expr(uid, inner)?;
                match t {
                    T::Bool => (cat!["!", a], T::Bool),
                    T::Dyn => (cat!["!rt.to_bool(", a, format!(", {s})?")], T::Bool),
                    other => return Err(format!("¬ on a {other:?}")),
                }
            }
            CExpr::Bin { op, lhs, rhs, site } => {
                let s = self.t.site(*site);
                let l = self.expr(uid, lhs)?;
                let r = self.expr(uid, rhs)?;
                self.binary(*op, l, r, s)?
            }
            CExpr::If {
                cond,
                then,
                otherwise,
                site,
            } => {
                let s = self.t.site(*site);
                let (c, ct) = self.expr(uid, cond)?;
                let c = self.convert(c, ct, T::Bool, s)?;
                let (a, at) = self.expr(uid, then)?;
                let (b, bt) = self.expr(uid, otherwise)?;
                if at == bt {
                    (cat!["if ", c, " { ", a, " } else { ", b, " }"], at)
                } else {
                    let a = self.to_v(a, at)?;
                    let b = self.to_v(b, bt)?;
                    (cat!["if ", c, " { ", a, " } else { ", b, " }"], T::Dyn)
                }
            }
            CExpr::Label { up, label } => (self.label_value(uid, *up, *label)?.into(), T::Label),
            CExpr::SwitchElem {
                up,
                id,
                index,
                site,
            } => {
                let s = self.t.site(*site);
                let i = self.subscript(uid, index, s)?;
                let name = &self.switch_names[*id as usize];
                let path = self.path(*up);
                (
                    cat![format!("{name}(rt, {path}, "), i, format!(", {s})?")],
                    T::Label,
                )
            }
            CExpr::Own { index, site } => {
                let s = self.t.site(*site);
                match self.own(uid, *index)? {
                    (Slot::Scalar(t), f) => (format!("rt.read(&{f}, {s})?").into(), t),
                    _ => return Err("an own array used as a value".into()),
                }
            }
        })
    }

    /// A binary operation on typed operands.
    pub(super) fn binary(
        &self,
        op: BinaryOp,
        l: (Text, T),
        r: (Text, T),
        s: u32,
    ) -> Result<(Text, T), Why> {
        use BinaryOp::*;
        let (a, at) = l;
        let (b, bt) = r;
        if at == T::Dyn || bt == T::Dyn {
            let a = self.to_v(a, at)?;
            let b = self.to_v(b, bt)?;
            let o = crate::algol::translate::op(op);
            return Ok((
                cat![format!("rt.bin({o}, "), a, ", ", b, format!(", {s})?")],
                T::Dyn,
            ));
        }
        let rel = |sym: &str, a: Text, b: Text| -> Result<(Text, T), Why> {
            match (at, bt) {
                (T::Int, T::Int) | (T::Real, T::Real) => {
                    Ok((cat!["(", a, format!(" {sym} "), b, ")"], T::Bool))
                }
                (T::Int, T::Real) => {
                    Ok((cat!["((", a, format!(" as f64) {sym} "), b, ")"], T::Bool))
                }
                (T::Real, T::Int) => {
                    Ok((cat!["(", a, format!(" {sym} ("), b, " as f64))"], T::Bool))
                }
                _ => Err("a relation between values that are not numbers".into()),
            }
        };
        match op {
            Less => return rel("<", a, b),
            NotGreater => return rel("<=", a, b),
            Equal => return rel("==", a, b),
            NotLess => return rel(">=", a, b),
            Greater => return rel(">", a, b),
            NotEqual => return rel("!=", a, b),
            And | Or | Implies | Equiv => {
                if at != T::Bool || bt != T::Bool {
                    return Err("a logical operator on values that are not Boolean".into());
                }
                // Both operands are evaluated, as in the interpreter: `&` and `|`, not `&&`.
                return Ok((
                    match op {
                        And => cat!["(", a, " & ", b, ")"],
                        Or => cat!["(", a, " | ", b, ")"],
                        Implies => cat!["(!", a, " | ", b, ")"],
                        _ => cat!["(", a, " == ", b, ")"],
                    },
                    T::Bool,
                ));
            }
            _ => {}
        }
        if !at.numeric() || !bt.numeric() {
            return Err("arithmetic on values that are not numbers".into());
        }
        let both_int = at == T::Int && bt == T::Int;
        let int =
            |f: &str, a: Text, b: Text| cat![format!("rt.{f}("), a, ", ", b, format!(", {s})?")];
        Ok(match op {
            Add if both_int => (int("add", a, b), T::Int),
            Sub if both_int => (int("sub", a, b), T::Int),
            Mul if both_int => (int("mul", a, b), T::Int),
            IntDiv if both_int => (int("idiv", a, b), T::Int),
            // A real operand of `÷` is the interpreter's runtime error, raised once both
            // operands are evaluated, as there.
            IntDiv => {
                let na = self.to_num(a, at)?;
                let nb = self.to_num(b, bt)?;
                (cat!["rt.idiv_n(", na, ", ", nb, format!(", {s})?")], T::Int)
            }
            Power if both_int => (int("pow_int", a, b), T::Dyn),
            _ => {
                let na = self.to_num(a, at)?;
                let nb = self.to_num(b, bt)?;
                let o = crate::algol::translate::op(op);
                (
                    cat![
                        format!("rt.op_real({o}, "),
                        na,
                        ", ",
                        nb,
                        format!(", {s})?")
                    ],
                    T::Real,
                )
            }
        })
    }

    /// An input or output procedure as a statement.
    pub(super) fn io(
        &mut self,
        uid: u32,
        op: IoProc,
        args: &[IoArg],
        s: u32,
    ) -> Result<String, Why> {
        let value = |this: &mut Self, i: usize| -> Result<(Text, T), Why> {
            match args.get(i) {
                Some(IoArg::Value(e)) => this.expr(uid, e),
                _ => Err("an input or output procedure given something other than a value".into()),
            }
        };
        let typed_in = |t: T| -> Result<(&'static str, &'static str), Why> {
            Ok(match t {
                T::Int => ("rt::Ty::Integer", "rt::v_int"),
                T::Real => ("rt::Ty::Real", "rt::v_real"),
                T::Bool => ("rt::Ty::Boolean", "rt::v_bool"),
                _ => return Err("input into a value of no type".into()),
            })
        };
        let mut out = String::from("{ ");
        match op {
            IoProc::Input => {
                for a in args {
                    match a {
                        IoArg::Target(t) => {
                            let (place, tt) = self.place(uid, t)?;
                            let Place::Cell(c) = place else {
                                return Err("input into a formal called by name".into());
                            };
                            let (ty, conv) = typed_in(tt)?;
                            let _ = write!(out, "rt.input_to({c}, {ty}, {conv}, {s})?; ");
                        }
                        IoArg::WholeArray(r, asite) => {
                            let _ = self.t.site(*asite);
                            let (arr, at) = self.array(uid, r)?;
                            let (ty, conv) = typed_in(at)?;
                            let _ = write!(out, "rt.input_arr({arr}, {ty}, {conv}, {s})?; ");
                        }
                        IoArg::Value(_) => return Err("input into a value".into()),
                    }
                }
            }
            IoProc::InReal | IoProc::InInteger => {
                let (c, _) = value(self, 0)?;
                let _ = write!(out, "let _ = {c}; ");
                match args.get(1) {
                    Some(IoArg::Target(t)) => {
                        let (place, tt) = self.place(uid, t)?;
                        let Place::Cell(cell) = place else {
                            return Err("input into a formal called by name".into());
                        };
                        let (ty, conv) = typed_in(tt)?;
                        let _ = write!(
                            out,
                            "rt.in_typed({cell}, {ty}, {}, {conv}, {s})?; ",
                            op == IoProc::InInteger
                        );
                    }
                    _ => return Err("inreal without a variable".into()),
                }
            }
            IoProc::Output => {
                let (f, ft) = value(self, 0)?;
                if ft != T::Str {
                    return Err("an output format that is no string".into());
                }
                let mut values = Vec::new();
                for i in 1..args.len() {
                    let (v, vt) = value(self, i)?;
                    let v = self.to_v(v, vt)?;
                    values.push(format!("rt.out_value({v}, {s})?"));
                }
                let _ = write!(out, "rt.output({f}, &[{}], {s})?; ", values.join(", "));
            }
            IoProc::OutInteger | IoProc::OutReal | IoProc::OutBoolean | IoProc::OutString => {
                let (c, _) = value(self, 0)?;
                let (v, vt) = value(self, 1)?;
                let v = self.to_v(v, vt)?;
                let f = match op {
                    IoProc::OutInteger => "outinteger",
                    IoProc::OutReal => "outreal",
                    IoProc::OutBoolean => "outboolean",
                    _ => "outstring",
                };
                let _ = write!(out, "let _ = {c}; rt.{f}({v}, {s})?; ");
            }
            IoProc::OutChar => {
                let (c, _) = value(self, 0)?;
                let (st, stt) = value(self, 1)?;
                if stt != T::Str {
                    return Err("outchar of something that is no string".into());
                }
                let (i, it) = value(self, 2)?;
                let i = self.to_v(i, it)?;
                let _ = write!(out, "let _ = {c}; rt.outchar({st}, {i}, {s})?; ");
            }
            IoProc::OutTerminator => {
                let (c, _) = value(self, 0)?;
                let _ = write!(out, "let _ = {c}; rt.outterminator({s})?; ");
            }
            IoProc::Stop => out.push_str("rt.stop::<()>()?; "),
            IoProc::Fault => {
                let (st, stt) = value(self, 0)?;
                if stt != T::Str {
                    return Err("fault of something that is no string".into());
                }
                let (r, rt_) = value(self, 1)?;
                let r = self.to_v(r, rt_)?;
                let _ = write!(out, "rt.fault::<()>({st}, {r}, {s})?; ");
            }
            IoProc::InChar => {
                let (c, _) = value(self, 0)?;
                let (st, stt) = value(self, 1)?;
                if stt != T::Str {
                    return Err("inchar of something that is no string".into());
                }
                let Some(IoArg::Target(t)) = args.get(2) else {
                    return Err("inchar without a variable".into());
                };
                let (place, tt) = self.place(uid, t)?;
                let Place::Cell(cell) = place else {
                    return Err("inchar into a formal called by name".into());
                };
                let v = self.convert(
                    format!("rt.inchar_position({st}, {s})?").into(),
                    T::Int,
                    tt,
                    s,
                )?;
                let cell = cell.strip_prefix('&').unwrap_or(&cell).to_string();
                let _ = write!(out, "let _ = {c}; {cell}.set(Some({v})); ");
            }
            IoProc::Length | IoProc::Constant(_) => {
                return Err("a function of the environment called as a statement".into())
            }
        }
        out.push('}');
        Ok(out)
    }
}
