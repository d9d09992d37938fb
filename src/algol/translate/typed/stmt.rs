//! The typed translation's statements: jump code as `loop { match pc { .. } }`, the for
//! statement's exhaustion test, conversions on assignment, places and stores.

use std::fmt::Write as _;

use super::*;

impl<'t, 'a> Typed<'t, 'a> {
    /// The instructions of a code, ending with the statement `exit`: structured (see
    /// [`flow`](super::flow)) where the graph of its jumps is reducible, else a state machine
    /// over instruction numbers. `resume` names the labels (number, instruction) an
    /// unwinding `go to` may make the activation go on at, chosen by the `label` parameter.
    pub(super) fn body(
        &mut self,
        out: &mut String,
        uid: u32,
        code: &'a Code,
        resume: &[(u32, usize)],
        exit: &str,
    ) -> Result<(), Why> {
        // The first pass writes every instruction, reached or not, to see every label used
        // as a value; the structured form leaves out code nothing reaches.
        if !self.probing {
            if let Some(text) = self.structured(uid, code, resume, exit)? {
                out.push_str(&text);
                return Ok(());
            }
        }
        let n = code.instrs.len();
        let several = code
            .instrs
            .iter()
            .any(|i| matches!(i, Instr::ForDispatch { .. }));
        let why = if several {
            "a for list of several elements goes back, after its body, into the middle of the element that is running"
        } else {
            "a jump makes a loop with two entries (a `go to` from after a loop back into its body, say)"
        };
        let _ = writeln!(
            out,
            "// A state machine over instruction numbers, not loops and blocks: {why}."
        );
        if resume.is_empty() {
            out.push_str("let mut pc = 0;\n");
        } else {
            let arms: String = resume
                .iter()
                .map(|(l, at)| format!("Some({l}) => {at}, "))
                .collect();
            let _ = writeln!(
                out,
                "let mut pc = match label {{ None => 0, {arms}_ => usize::MAX }};"
            );
        }
        out.push_str("loop {\nmatch pc {\n");
        let starts = super::flow::block_starts(code, resume);
        for (k, &start) in starts.iter().enumerate() {
            let end = starts.get(k + 1).copied().unwrap_or(n);
            let _ = writeln!(out, "{start} => {{");
            let mut last_line = None;
            let mut ends_in_jump = false;
            for (i, ins) in code.instrs[start..end].iter().enumerate() {
                let text = self.instr(uid, ins, start + i, &mut last_line)?;
                out.push_str(&text);
                ends_in_jump = matches!(
                    ins,
                    Instr::Jump(_)
                        | Instr::GotoLocal { .. }
                        | Instr::Goto { .. }
                        | Instr::ForStep { .. }
                        | Instr::ForDispatch { .. }
                );
            }
            if !ends_in_jump {
                let _ = writeln!(out, "pc = {end};");
            }
            out.push_str("}\n");
        }
        let _ = writeln!(out, "_ => break,\n}}\n}}\n{exit}");
        Ok(())
    }

    /// A jump to instruction `to` from instruction `at`; one that goes back is a loop and
    /// counts a step.
    pub(super) fn jump(&mut self, to: usize, at: usize, site: Option<Site>) -> String {
        if to <= at {
            let s = site.map_or(0, |s| self.t.site(s));
            format!("{{ rt.step(Some({s}))?; pc = {to}; continue; }}")
        } else {
            format!("{{ pc = {to}; continue; }}")
        }
    }

    pub(super) fn instr(
        &mut self,
        uid: u32,
        ins: &Instr,
        at: usize,
        last_line: &mut Option<usize>,
    ) -> Result<String, Why> {
        let mut out = self.line_comment(ins, last_line);
        match ins {
            Instr::Assign {
                targets,
                value,
                site,
            } => {
                let s = self.t.site(*site);
                let (v, vt) = self.expr(uid, value)?;
                if let [one] = targets.as_slice() {
                    let text = self.store(uid, one, v, vt, s)?;
                    let _ = writeln!(out, "{text}");
                } else {
                    // The places first (their subscripts), then the value, then each
                    // assignment with its own conversion.
                    out.push_str("{\n");
                    let mut stores = Vec::new();
                    for (k, t) in targets.iter().enumerate() {
                        let (place, tt) = self.place(uid, t)?;
                        match place {
                            Place::Cell(c) => {
                                let _ = writeln!(out, "let p{k} = {c};");
                                let conv = self.convert("v".into(), vt, tt, s)?;
                                stores.push(format!("p{k}.set(Some({conv}));"));
                            }
                            Place::Name(n, fs) => {
                                let conv = self.convert("v".into(), vt, tt, s)?;
                                stores.push(format!("{n}.assign(rt, {conv}, {fs})?;"));
                            }
                        }
                    }
                    let _ = writeln!(out, "let v: {} = {v};", vt.rust());
                    for st in stores {
                        let _ = writeln!(out, "{st}");
                    }
                    out.push_str("}\n");
                }
            }
            Instr::Eval(e) => {
                let text = match e {
                    CExpr::Call { callee, args, site } => {
                        let s = self.t.site(*site);
                        self.call(uid, callee, args, s)?.0
                    }
                    CExpr::Io { op, args, site } => {
                        let s = self.t.site(*site);
                        self.io(uid, *op, args, s)?.into()
                    }
                    other => self.expr(uid, other)?.0,
                };
                let _ = writeln!(out, "{text};");
            }
            Instr::Goto { dest, site } => {
                let s = self.t.site(*site);
                let (d, dt) = self.expr(uid, dest)?;
                if dt != T::Label {
                    return Err("a `go to` whose destination is no label".into());
                }
                let _ = writeln!(out, "return Err(rt.goto_label({d}, {s}));");
            }
            Instr::Jump(to) => {
                let j = self.jump(*to, at, None);
                let _ = writeln!(out, "{j}");
            }
            Instr::GotoLocal { to, site } => {
                let j = self.jump(*to, at, Some(*site));
                let _ = writeln!(out, "{j}");
            }
            Instr::JumpUnless { cond, to, site } => {
                let s = self.t.site(*site);
                let (c, ct) = self.expr(uid, cond)?;
                let c = self.convert(c, ct, T::Bool, s)?;
                let j = self.jump(*to, at, Some(*site));
                let c = c.to_string();
                let c = if is_one_group(&c) {
                    c
                } else {
                    format!("({c})")
                };
                let _ = writeln!(out, "if !{c} {j}");
            }
            Instr::Block(id) => {
                let _ = writeln!(out, "b{id}(rt, f)?;");
            }
            Instr::SetElement { slot, element } => {
                let f = self.field(uid, Addr { up: 0, slot: *slot })?;
                let _ = writeln!(out, "{f}.set({element});");
            }
            Instr::ForTest {
                var,
                step,
                limit,
                exit,
                site,
            } => {
                let s = self.t.site(*site);
                let test = self.exhausted(uid, var, step, limit, s)?;
                let j = self.jump(*exit, at, Some(*site));
                let _ = writeln!(out, "if {test} {j}");
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
                let s = self.t.site(*site);
                let (v, vt) = self.expr(uid, var)?;
                let (b, bt) = self.expr(uid, step)?;
                let sum = self.binary(BinaryOp::Add, (v, vt), (b, bt), s)?;
                let store = self.store(uid, target, sum.0, sum.1, s)?;
                let _ = writeln!(out, "{store}");
                let test = self.exhausted(uid, var, step, limit, s)?;
                let _ = writeln!(
                    out,
                    "pc = if {test} {{ {exit} }} else {{ rt.step(Some({s}))?; {body} }};\ncontinue;"
                );
            }
            Instr::ForDispatch { slot, to, site } => {
                let s = self.t.site(*site);
                let f = self.field(uid, Addr { up: 0, slot: *slot })?;
                let arms: Vec<String> = to
                    .iter()
                    .enumerate()
                    .map(|(k, t)| format!("{k} => {t},"))
                    .collect();
                let _ = writeln!(
                    out,
                    "pc = match rt.element_of({f}.get(), {s})? {{ {} _ => return rt.internal(\"for-list element out of range\", {s}) }};\ncontinue;",
                    arms.join(" ")
                );
            }
        }
        Ok(out)
    }

    /// The ALGOL line of `ins` as a comment, unless it is the line last written.
    pub(super) fn line_comment(&self, ins: &Instr, last_line: &mut Option<usize>) -> String {
        let Some(l) = ins.site().and_then(|site| self.t.line_of(site)) else {
            return String::new();
        };
        if *last_line == Some(l) {
            return String::new();
        }
        *last_line = Some(l);
        format!("// {l}: {}\n", comment_text(self.t.source, l))
    }

    /// `(V - C) × sign(B) > 0` for a step-until element.
    pub(super) fn exhausted(
        &mut self,
        uid: u32,
        var: &CExpr,
        step: &CExpr,
        limit: &CExpr,
        s: u32,
    ) -> Result<String, Why> {
        let (v, vt) = self.expr(uid, var)?;
        let (b, bt) = self.expr(uid, step)?;
        let (c, ct) = self.expr(uid, limit)?;
        if let (T::Int, T::Int, T::Int) = (vt, bt, ct) {
            if let CExpr::Int(k) = step {
                return Ok(if *k > 0 {
                    format!("{v} > {c}")
                } else if *k < 0 {
                    format!("{v} < {c}")
                } else {
                    format!("{{ let _: (i64, i64) = ({v}, {c}); false }}")
                });
            }
            return Ok(format!(
                "{{ let v: i64 = {v}; let b: i64 = {b}; let c: i64 = {c}; (b > 0 && v > c) || (b < 0 && v < c) }}"
            ));
        }
        let v = self.to_num(v, vt)?;
        let b = self.to_num(b, bt)?;
        let c = self.to_num(c, ct)?;
        Ok(format!("rt.exhausted_n({v}, {b}, {c}, {s})?"))
    }

    pub(super) fn to_num(&self, e: Text, t: T) -> Result<Text, Why> {
        Ok(match t {
            T::Int => cat!["rt::N::Int(", e, ")"],
            T::Real => cat!["rt::N::Real(", e, ")"],
            T::Bool => cat!["rt::N::Bool(", e, ")"],
            _ => return Err("a value of no number type where a number is needed".into()),
        })
    }

    pub(super) fn to_v(&self, e: Text, t: T) -> Result<Text, Why> {
        Ok(match t {
            T::Int => cat!["V::Int(", e, ")"],
            T::Real => cat!["V::Real(", e, ")"],
            T::Bool => cat!["V::Bool(", e, ")"],
            T::Dyn => e,
            T::Str => cat!["V::Str(", e, ")"],
            T::Label => return Err("a label as a dynamic value".into()),
        })
    }

    /// `e` of type `from` as a value of type `to`, converted as an assignment converts.
    pub(super) fn convert(&self, e: Text, from: T, to: T, s: u32) -> Result<Text, Why> {
        Ok(match (from, to) {
            (a, b) if a == b => e,
            (T::Int, T::Real) => cat!["(", e, " as f64)"],
            (T::Real, T::Int) => cat!["rt.round(", e, format!(", {s})?")],
            (T::Dyn, T::Int) => cat!["rt.to_int(", e, format!(", {s})?")],
            (T::Dyn, T::Real) => cat!["rt.to_real(", e, format!(", {s})?")],
            (T::Dyn, T::Bool) => cat!["rt.to_bool(", e, format!(", {s})?")],
            (a, T::Dyn) => self.to_v(e, a)?,
            (a, b) => return Err(format!("a value of type {a:?} where {b:?} is needed")),
        })
    }

    /// Where a target lives: a cell, or a formal called by name.
    pub(super) fn place(&mut self, uid: u32, t: &Target) -> Result<(Place, T), Why> {
        match t {
            Target::Var { addr, .. } => {
                let (_, s) = self.slot(uid, *addr)?;
                let f = self.field(uid, *addr)?;
                match s {
                    Slot::Scalar(t) => Ok((Place::Cell(format!("&{f}")), t)),
                    other => Err(format!("an assignment to a {other:?}")),
                }
            }
            Target::Formal { addr, site } => {
                let fs = self.t.site(*site);
                let (_, s) = self.slot(uid, *addr)?;
                let f = self.field(uid, *addr)?;
                match s {
                    Slot::Name(t) => Ok((Place::Name(f, fs), t)),
                    other => Err(format!("an assignment to a formal {other:?}")),
                }
            }
            Target::Elem { array, subs, site } => {
                let s = self.t.site(*site);
                let (a, t) = self.array(uid, array)?;
                let c = self.element_cell(uid, &a, subs, s)?;
                Ok((Place::Cell(c), t))
            }
            Target::Own { index, .. } => match self.own(uid, *index)? {
                (Slot::Scalar(t), f) => Ok((Place::Cell(format!("&{f}")), t)),
                _ => Err("an assignment to an own array".into()),
            },
        }
    }

    pub(super) fn element_cell(
        &mut self,
        uid: u32,
        a: &str,
        subs: &[CExpr],
        s: u32,
    ) -> Result<String, Why> {
        if let [one] = subs {
            let i = self.subscript(uid, one, s)?;
            return Ok(format!("rt.elem_at1({a}, {i}, {s})?"));
        }
        let parts = self.subscripts(uid, subs, s)?;
        Ok(format!("rt.elem_at({a}, &[{parts}], {s})?"))
    }

    pub(super) fn subscript(&mut self, uid: u32, e: &CExpr, s: u32) -> Result<Text, Why> {
        let (i, it) = self.expr(uid, e)?;
        match it {
            T::Int => Ok(i),
            T::Real => Ok(cat!["rt.round(", i, format!(", {s})?")]),
            T::Dyn => Ok(cat!["rt.int(", i, format!(", {s})?")]),
            other => Err(format!("a subscript of type {other:?}")),
        }
    }

    /// Subscripts separated by commas.
    pub(super) fn subscripts(&mut self, uid: u32, subs: &[CExpr], s: u32) -> Result<Text, Why> {
        let mut parts = Vec::new();
        for (k, e) in subs.iter().enumerate() {
            if k > 0 {
                parts.push(Text::from(", "));
            }
            parts.push(self.subscript(uid, e, s)?);
        }
        Ok(Text::Join(parts))
    }

    /// An assignment of `v` (of type `vt`) to a target.
    pub(super) fn store(
        &mut self,
        uid: u32,
        t: &Target,
        v: Text,
        vt: T,
        s: u32,
    ) -> Result<String, Why> {
        let (place, tt) = self.place(uid, t)?;
        let v = self.convert(v, vt, tt, s)?;
        Ok(match place {
            Place::Cell(c) => {
                // The receiver (the place, its subscripts) is evaluated before the argument
                // (the value), as the interpreter does.
                let c = c.strip_prefix('&').unwrap_or(&c);
                format!("{c}.set(Some({v}));")
            }
            Place::Name(n, fs) => format!("{n}.assign(rt, {v}, {fs})?;"),
        })
    }

    /// An array reference and its element type.
    pub(super) fn array(&mut self, uid: u32, r: &ArrayRef) -> Result<(String, T), Why> {
        match r {
            ArrayRef::Slot(addr) | ArrayRef::Formal(addr) => {
                let (_, s) = self.slot(uid, *addr)?;
                match s {
                    Slot::Array(t) => Ok((self.field(uid, *addr)?, t)),
                    other => Err(format!("a subscripted {other:?}")),
                }
            }
            ArrayRef::Own(index) => match self.own(uid, *index)? {
                (Slot::Array(t), f) => Ok((format!("&{f}"), t)),
                _ => Err("a subscripted own variable that is no array".into()),
            },
        }
    }
}
