//! The machine translation's expressions: places, arrays, calls and their actual parameters
//! (thunks for parameters called by name), expressions and the standard procedures.

use std::fmt::Write as _;

use super::*;

impl<'a> Translator<'a> {
    /// A target as a `Place` expression.
    pub(super) fn place(&mut self, t: &Target) -> String {
        match t {
            Target::Var { addr, ty: t } => {
                let fr = self.frame(addr.up, 0);
                format!("Place::Slot({fr}.clone(), {}, {})", addr.slot, opt_ty(*t))
            }
            Target::Own { index, ty: t } => format!("Place::Own({index}, Some({}))", ty(*t)),
            Target::Formal { addr, site } => {
                let s = self.site(*site);
                let fr = self.frame(addr.up, s);
                format!("rt.formal_place({fr}, {}, {s})?", addr.slot)
            }
            Target::Elem { array, subs, site } => {
                let s = self.site(*site);
                let a = self.array(array, s);
                let subs = self.subs(subs, s);
                format!("{{ let a = {a}; let s = {subs}; rt.elem_place(a, &s, {s})? }}")
            }
        }
    }

    pub(super) fn array(&mut self, r: &ArrayRef, s: u32) -> String {
        match r {
            ArrayRef::Slot(addr) | ArrayRef::Formal(addr) => {
                let fr = self.frame(addr.up, s);
                format!("rt.array({fr}, {}, {s})?", addr.slot)
            }
            ArrayRef::Own(i) => format!("rt.own_array({i}, {s})?"),
        }
    }

    pub(super) fn subs(&mut self, subs: &[CExpr], s: u32) -> String {
        let parts: Vec<String> = subs
            .iter()
            .map(|e| format!("rt.int({}, {s})?", self.expr(e)))
            .collect();
        format!("[{}]", parts.join(", "))
    }

    pub(super) fn call(&mut self, callee: &Callee, args: &[CActual], s: u32) -> String {
        let mut out = String::new();
        self.call_to(&mut out, callee, args, s);
        out
    }

    /// [`Self::call`] written onto `out`: a call nested in an argument is written in place,
    /// not copied once a level.
    pub(super) fn call_to(&mut self, out: &mut String, callee: &Callee, args: &[CActual], s: u32) {
        match callee {
            Callee::Proc { up, id } => {
                let fr = self.frame(*up, s);
                let _ = write!(out, "rt.invoke(&P{id}, {fr}.clone(), [");
            }
            Callee::Formal(addr) => {
                let fr = self.frame(addr.up, s);
                let _ = write!(out, "rt.call_formal({fr}, {}, [", addr.slot);
            }
        }
        for (k, a) in args.iter().enumerate() {
            if k > 0 {
                out.push_str(", ");
            }
            match a {
                CActual::Const(e) => self.expr_to(out, e),
                other => {
                    let a = self.actual(other, s);
                    out.push_str(&a);
                }
            }
        }
        let _ = write!(out, "], {s})?");
    }

    pub(super) fn actual(&mut self, a: &CActual, s: u32) -> String {
        match a {
            CActual::Const(e) => self.expr(e),
            CActual::Loc(addr) => {
                let fr = self.frame(addr.up, s);
                format!("V::Loc({fr}.clone(), {})", addr.slot)
            }
            CActual::OwnLoc(i) => format!("V::OwnLoc({i})"),
            CActual::PassFormal(addr) => {
                let fr = self.frame(addr.up, s);
                format!("rt.slot({fr}, {}, {s})?", addr.slot)
            }
            CActual::Array(r) => format!("V::Array({})", self.array(r, s)),
            CActual::Proc { up, id } => {
                let fr = self.frame(*up, s);
                format!("V::Proc(&P{id}, {fr}.clone())")
            }
            CActual::Std(f) => format!("V::Std({})", std_fn(*f)),
            CActual::Label { up, label } => {
                let fr = self.frame(*up, s);
                format!("V::Label({fr}.id, {label})")
            }
            CActual::Switch { up, id } => {
                let fr = self.frame(*up, s);
                format!("V::Switch(&SW{id}, {fr}.clone())")
            }
            CActual::Thunk(e) => {
                let k = self.thunk(e);
                format!("V::Thunk(&T{k}, f.clone())")
            }
        }
    }

    /// A thunk for an actual parameter called by name: its value, and its place when it is a
    /// variable.
    pub(super) fn thunk(&mut self, e: &CExpr) -> usize {
        let k = self.thunk_count;
        self.thunk_count += 1;
        let value = self.expr(e);
        let place = match e {
            CExpr::Var { addr, site } => {
                let s = self.site(*site);
                let fr = self.frame(addr.up, s);
                Some(format!(
                    "Ok(Place::Slot({fr}.clone(), {}, None))",
                    addr.slot
                ))
            }
            CExpr::Own { index, .. } => Some(format!("Ok(Place::Own({index}, None))")),
            CExpr::Formal { addr, site } => {
                let s = self.site(*site);
                let fr = self.frame(addr.up, s);
                Some(format!(
                    "{{ let inner = rt.slot({fr}, {}, {s})?; rt.locate_value(inner, {s}) }}",
                    addr.slot
                ))
            }
            CExpr::Elem { array, subs, site } => {
                let s = self.site(*site);
                let a = self.array(array, s);
                let subs = self.subs(subs, s);
                Some(format!(
                    "{{ let a = {a}; let s = {subs}; rt.elem_place(a, &s, {s}) }}"
                ))
            }
            _ => None,
        };
        let mut out = String::new();
        let place_fn = match &place {
            Some(_) => format!("Some(t{k}_place)"),
            None => "None".into(),
        };
        let _ = writeln!(
            out,
            "static T{k}: rt::ThunkDef = rt::ThunkDef {{ eval: t{k}, place: {place_fn} }};"
        );
        let _ = writeln!(out, "fn t{k}(rt: &Rt, f: &Fr) -> R<V> {{\nOk({value})\n}}");
        if let Some(p) = place {
            let _ = writeln!(
                out,
                "fn t{k}_place(rt: &Rt, f: &Fr, site: u32) -> R<Place> {{\n{p}\n}}"
            );
        }
        out.push('\n');
        self.thunks.push_str(&out);
        k
    }

    /// An expression of type `V` (with `?` inside for what can fail).
    pub(super) fn expr(&mut self, e: &CExpr) -> String {
        let mut out = String::new();
        self.expr_to(&mut out, e);
        out
    }

    /// [`Self::expr`] written onto `out`. The operators, conditionals and calls, which nest
    /// as deep as the parser allows, write their operands in place: building each level's
    /// text from its operands' would copy a deep sum once a level, quadratic in its length.
    /// Sites are numbered in the order [`Self::expr_leaf`] would number them.
    pub(super) fn expr_to(&mut self, out: &mut String, e: &CExpr) {
        match e {
            CExpr::Neg(inner, site) => {
                let s = self.site(*site);
                out.push_str("rt.neg(");
                self.expr_to(out, inner);
                let _ = write!(out, ", {s})?");
            }
            CExpr::Not(inner, site) => {
                let s = self.site(*site);
                out.push_str("V::Bool(!rt.bool(");
                self.expr_to(out, inner);
                let _ = write!(out, ", {s})?)");
            }
            CExpr::Bin {
                op: o,
                lhs,
                rhs,
                site,
            } => {
                let s = self.site(*site);
                let _ = write!(out, "rt.bin({}, ", op(*o));
                self.expr_to(out, lhs);
                out.push_str(", ");
                self.expr_to(out, rhs);
                let _ = write!(out, ", {s})?");
            }
            CExpr::If {
                cond,
                then,
                otherwise,
                site,
            } => {
                let s = self.site(*site);
                out.push_str("if rt.bool(");
                self.expr_to(out, cond);
                let _ = write!(out, ", {s})? {{ ");
                self.expr_to(out, then);
                out.push_str(" } else { ");
                self.expr_to(out, otherwise);
                out.push_str(" }");
            }
            CExpr::Std { f, arg, site } => {
                let s = self.site(*site);
                let _ = write!(out, "rt.std({}, ", std_fn(*f));
                self.expr_to(out, arg);
                let _ = write!(out, ", {s})?");
            }
            CExpr::Call { callee, args, site } => {
                let s = self.site(*site);
                out.push_str("rt.result(");
                self.call_to(out, callee, args, s);
                let _ = write!(out, ", {s})?");
            }
            other => {
                let text = self.expr_leaf(other);
                out.push_str(&text);
            }
        }
    }

    /// The expressions [`Self::expr_to`] does not write in place.
    pub(super) fn expr_leaf(&mut self, e: &CExpr) -> String {
        match e {
            CExpr::Int(i) => format!("V::Int({i})"),
            CExpr::Real(r) => format!("V::Real({})", real(*r)),
            CExpr::Bool(b) => format!("V::Bool({b})"),
            CExpr::Str(s) => format!("V::Str({:?})", &**s),
            CExpr::Var { addr, site } => {
                let s = self.site(*site);
                let fr = self.frame(addr.up, s);
                format!("rt.var({fr}, {}, {s})?", addr.slot)
            }
            CExpr::Own { index, site } => {
                let s = self.site(*site);
                format!("rt.own({index}, {s})?")
            }
            CExpr::Formal { addr, site } => {
                let s = self.site(*site);
                let fr = self.frame(addr.up, s);
                format!("rt.formal({fr}, {}, {s})?", addr.slot)
            }
            CExpr::Elem { array, subs, site } => {
                let s = self.site(*site);
                match array {
                    ArrayRef::Formal(addr) => {
                        let fr = self.frame(addr.up, s);
                        let index = match subs.as_slice() {
                            [one] => format!("[rt.int({}, {s})?]", self.expr(one)),
                            _ => "[]".into(),
                        };
                        let subs = self.subs(subs, s);
                        format!(
                            "{{ let fr = {fr}; if rt.is_switch(fr, {slot}) {{ rt.formal_elem(fr, {slot}, &{index}, {s})? }} else {{ let a = rt.array(fr, {slot}, {s})?; rt.get(&a, &{subs}, {s})? }} }}",
                            slot = addr.slot
                        )
                    }
                    ArrayRef::Slot(addr) if subs.len() == 1 => {
                        let i = self.expr(&subs[0]);
                        let fr = self.frame(addr.up, s);
                        format!(
                            "{{ let i = rt.int({i}, {s})?; rt.get1({fr}, {}, i, {s})? }}",
                            addr.slot
                        )
                    }
                    _ => {
                        let a = self.array(array, s);
                        let subs = self.subs(subs, s);
                        format!("{{ let a = {a}; rt.get(&a, &{subs}, {s})? }}")
                    }
                }
            }
            CExpr::Io { op, args, site } => {
                let s = self.site(*site);
                self.io(*op, args, s)
            }
            CExpr::Label { up, label } => {
                let fr = self.frame(*up, 0);
                format!("V::Label({fr}.id, {label})")
            }
            CExpr::SwitchElem {
                up,
                id,
                index,
                site,
            } => {
                let s = self.site(*site);
                let fr = self.frame(*up, s);
                let i = self.expr(index);
                format!("{{ let sf = {fr}; let i = rt.int({i}, {s})?; rt.switch_elem(&SW{id}, sf, i, {s})? }}")
            }
            nested => self.expr(nested),
        }
    }

    pub(super) fn io_value(&mut self, args: &[IoArg], i: usize) -> String {
        match args.get(i) {
            Some(IoArg::Value(e)) => self.expr(e),
            _ => "V::Empty".into(),
        }
    }

    pub(super) fn io(&mut self, op: IoProc, args: &[IoArg], s: u32) -> String {
        let body = match op {
            IoProc::Input => {
                let mut out = String::new();
                for a in args {
                    match a {
                        IoArg::Target(t) => {
                            let p = self.place(t);
                            let _ = write!(out, "rt.input_into({p}, {s})?; ");
                        }
                        IoArg::WholeArray(r, asite) => {
                            let a = self.site(*asite);
                            let arr = self.array(r, a);
                            let _ = write!(out, "rt.input_array({arr}, {s})?; ");
                        }
                        IoArg::Value(_) => {
                            let _ =
                                write!(out, "return rt.internal(\"input into a value\", {s}); ");
                        }
                    }
                }
                out
            }
            IoProc::InReal | IoProc::InInteger => {
                let c = self.io_value(args, 0);
                match args.get(1) {
                    Some(IoArg::Target(t)) => {
                        let p = self.place(t);
                        format!(
                            "{c}; rt.in_number({p}, {}, {s})?; ",
                            op == IoProc::InInteger
                        )
                    }
                    _ => format!("return rt.internal(\"inreal without a variable\", {s}); "),
                }
            }
            IoProc::Output => {
                let f = self.io_value(args, 0);
                let values: Vec<String> = (1..args.len())
                    .map(|i| format!("rt.out_value({}, {s})?", self.io_value(args, i)))
                    .collect();
                format!(
                    "let format = rt.format_string({f}, {s})?; let values = [{}]; rt.output(format, &values, {s})?; ",
                    values.join(", ")
                )
            }
            IoProc::OutInteger | IoProc::OutReal | IoProc::OutBoolean | IoProc::OutString => {
                let c = self.io_value(args, 0);
                let v = self.io_value(args, 1);
                let f = match op {
                    IoProc::OutInteger => "outinteger",
                    IoProc::OutReal => "outreal",
                    IoProc::OutBoolean => "outboolean",
                    _ => "outstring",
                };
                format!("{c}; rt.{f}({v}, {s})?; ")
            }
            IoProc::OutChar => {
                let c = self.io_value(args, 0);
                let st = self.io_value(args, 1);
                let i = self.io_value(args, 2);
                format!("{c}; let text = rt.string({st}, {s})?; rt.outchar(text, {i}, {s})?; ")
            }
            IoProc::InChar => {
                let c = self.io_value(args, 0);
                let st = self.io_value(args, 1);
                match args.get(2) {
                    Some(IoArg::Target(t)) => {
                        let p = self.place(t);
                        format!(
                            "{c}; let text = rt.string({st}, {s})?; rt.inchar(text, {p}, {s})?; "
                        )
                    }
                    _ => format!("return rt.internal(\"inchar without a variable\", {s}); "),
                }
            }
            IoProc::OutTerminator => {
                let c = self.io_value(args, 0);
                format!("{c}; rt.outterminator({s})?; ")
            }
            IoProc::Length => {
                let st = self.io_value(args, 0);
                return format!("rt.length({st}, {s})?");
            }
            IoProc::Fault => {
                let st = self.io_value(args, 0);
                let r = self.io_value(args, 1);
                format!("let text = rt.string({st}, {s})?; rt.fault::<()>(text, {r}, {s})?; ")
            }
            IoProc::Stop => "rt.stop::<()>()?; ".to_string(),
            IoProc::Constant(c) => return format!("rt.constant(rt::Constant::{c:?})"),
        };
        format!("{{ {body}V::Empty }}")
    }
}
