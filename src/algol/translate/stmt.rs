//! The machine translation's statements: a code's instructions grouped at jump targets into
//! the arms of a `loop { match pc { .. } }`, each instruction a Rust statement.

use std::fmt::Write as _;

use super::*;

impl<'a> Translator<'a> {
    pub(super) fn comment_for(&self, site: Site) -> String {
        match self.line_of(site) {
            Some(l) => format!("// {l}: {}\n", comment_text(self.source, l)),
            None => String::new(),
        }
    }

    /// The instructions of a code: straight on when nothing jumps, else as arms of a match on
    /// the instruction number, one arm a jump target.
    pub(super) fn body(&mut self, code: &Code, from_pc: bool) -> String {
        let n = code.instrs.len();
        let mut leaders: BTreeSet<usize> = BTreeSet::new();
        leaders.insert(0);
        let mut jumps = false;
        for (i, ins) in code.instrs.iter().enumerate() {
            let targets: Vec<usize> = match ins {
                Instr::Jump(to) | Instr::GotoLocal { to, .. } => vec![*to],
                Instr::JumpUnless { to, .. } => vec![*to],
                Instr::ForTest { exit, .. } => vec![*exit],
                Instr::ForStep { body, exit, .. } => vec![*body, *exit],
                Instr::ForDispatch { to, .. } => to.clone(),
                _ => continue,
            };
            jumps = true;
            leaders.extend(targets.into_iter().filter(|t| *t < n));
            if i + 1 < n {
                leaders.insert(i + 1);
            }
        }
        if from_pc {
            leaders.extend(code.labels.iter().copied().filter(|t| *t < n));
        }
        let mut out = String::new();
        let mut last_line = None;
        if !jumps && !from_pc {
            for ins in &code.instrs {
                out.push_str(&self.instr(ins, &mut last_line, n));
            }
            out.push_str("Ok(())\n");
            return out;
        }
        if !from_pc {
            out.push_str("let mut pc = 0;\n");
        }
        out.push_str("loop {\nmatch pc {\n");
        // A label after the last instruction (`a: ; end`) starts no arm: the catch-all ends
        // the code there.
        let starts: Vec<usize> = leaders.iter().copied().filter(|s| *s < n).collect();
        for (k, &start) in starts.iter().enumerate() {
            let end = starts.get(k + 1).copied().unwrap_or(n);
            let _ = writeln!(out, "{start} => {{");
            last_line = None;
            let mut ends_in_jump = false;
            for ins in &code.instrs[start..end] {
                out.push_str(&self.instr(ins, &mut last_line, n));
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
        out.push_str("_ => return Ok(()),\n}\n}\n");
        out
    }

    pub(super) fn jump(&self, to: usize) -> String {
        format!("{{ pc = {to}; continue; }}")
    }

    pub(super) fn frame(&mut self, up: u32, s: u32) -> String {
        if up == 0 {
            "f".into()
        } else {
            format!("rt.up(f, {up}, {s})?")
        }
    }

    pub(super) fn instr(
        &mut self,
        ins: &Instr,
        last_line: &mut Option<usize>,
        _n: usize,
    ) -> String {
        let mut out = String::new();
        let site = ins.site();
        if let Some(site) = site {
            if let Some(l) = self.line_of(site) {
                if *last_line != Some(l) {
                    let _ = writeln!(out, "// {l}: {}", comment_text(self.source, l));
                    *last_line = Some(l);
                }
            }
        }
        match site {
            Some(s) => {
                let s = self.site(s);
                let _ = writeln!(out, "rt.step(Some({s}))?;");
            }
            None => out.push_str("rt.step(None)?;\n"),
        }
        match ins {
            Instr::Assign {
                targets,
                value,
                site,
            } => {
                let s = self.site(*site);
                match targets.as_slice() {
                    [Target::Var { addr, ty: t }] => {
                        let v = self.expr(value);
                        let fr = self.frame(addr.up, s);
                        let _ = writeln!(
                            out,
                            "{{ let v = {v}; rt.store_slot({fr}, {}, {}, v, {s})?; }}",
                            addr.slot,
                            opt_ty(*t)
                        );
                    }
                    [Target::Elem {
                        array: ArrayRef::Slot(addr),
                        subs,
                        site: esite,
                    }] if subs.len() == 1 => {
                        let es = self.site(*esite);
                        let i = self.expr(&subs[0]);
                        let v = self.expr(value);
                        let fr = self.frame(addr.up, es);
                        let _ = writeln!(
                            out,
                            "{{ let i = rt.int({i}, {es})?; let v = {v}; rt.store1({fr}, {}, i, v, {es}, {s})?; }}",
                            addr.slot
                        );
                    }
                    [t] => {
                        let p = self.place(t);
                        let v = self.expr(value);
                        let _ =
                            writeln!(out, "{{ let p = {p}; let v = {v}; rt.store(p, v, {s})?; }}");
                    }
                    many => {
                        out.push_str("{ ");
                        for (k, t) in many.iter().enumerate() {
                            let p = self.place(t);
                            let _ = write!(out, "let p{k} = {p}; ");
                        }
                        let v = self.expr(value);
                        let _ = write!(out, "let v = {v}; ");
                        for k in 0..many.len() {
                            let _ = write!(out, "rt.store(p{k}, v.clone(), {s})?; ");
                        }
                        out.push_str("}\n");
                    }
                }
            }
            Instr::Eval(e) => {
                let e = match e {
                    CExpr::Call { callee, args, site } => {
                        let s = self.site(*site);
                        self.call(callee, args, s)
                    }
                    other => self.expr(other),
                };
                let _ = writeln!(out, "{e};");
            }
            Instr::Goto { dest, site } => {
                let s = self.site(*site);
                let d = self.expr(dest);
                let _ = writeln!(out, "return Err(rt.goto({d}, {s}));");
            }
            Instr::Jump(to) | Instr::GotoLocal { to, .. } => {
                let _ = writeln!(out, "{}", self.jump(*to));
            }
            Instr::JumpUnless { cond, to, site } => {
                let s = self.site(*site);
                let c = self.expr(cond);
                let _ = writeln!(out, "if !rt.bool({c}, {s})? {}", self.jump(*to));
            }
            Instr::Block(id) => {
                let _ = writeln!(
                    out,
                    "{{ let inner = rt.new_frame(Some(f.clone()), B{id}_SLOTS); b{id}(rt, &inner)?; }}"
                );
            }
            Instr::SetElement { slot, element } => {
                let _ = writeln!(out, "rt.put(f, {slot}, V::Int({element}), 0)?;");
            }
            Instr::ForTest {
                var,
                step,
                limit,
                exit,
                site,
            } => {
                let s = self.site(*site);
                let v = self.expr(var);
                let b = self.expr(step);
                let c = self.expr(limit);
                let _ = writeln!(
                    out,
                    "{{ let v = {v}; let b = {b}; let c = {c}; if rt.exhausted(&v, &b, &c, {s})? {} }}",
                    self.jump(*exit)
                );
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
                let s = self.site(*site);
                if let (Target::Var { addr, .. }, CExpr::Int(b)) = (target, step) {
                    if addr.up == 0 {
                        let c = self.expr(limit);
                        let past = if *b > 0 {
                            "n > c"
                        } else if *b < 0 {
                            "n < c"
                        } else {
                            "false"
                        };
                        let _ = writeln!(
                            out,
                            "if let Some(n) = rt.step_local(f, {}, {b}) {{ let done = match {c} {{ V::Int(c) => {past}, other => rt.exhausted(&V::Int(n), &V::Int({b}), &other, {s})? }}; pc = if done {{ {exit} }} else {{ {body} }}; continue; }}",
                            addr.slot
                        );
                    }
                }
                let v = self.expr(var);
                let b = self.expr(step);
                let p = self.place(target);
                let _ = writeln!(
                    out,
                    "{{ let v = {v}; let b = {b}; let sum = rt.bin(Op::Add, v, b, {s})?; let p = {p}; rt.store(p, sum, {s})?; }}"
                );
                let v = self.expr(var);
                let b = self.expr(step);
                let c = self.expr(limit);
                let _ = writeln!(
                    out,
                    "{{ let v = {v}; let b = {b}; let c = {c}; pc = if rt.exhausted(&v, &b, &c, {s})? {{ {exit} }} else {{ {body} }}; continue; }}"
                );
            }
            Instr::ForDispatch { slot, to, site } => {
                let s = self.site(*site);
                let arms: Vec<String> = to
                    .iter()
                    .enumerate()
                    .map(|(k, t)| format!("{k} => {t},"))
                    .collect();
                let _ = writeln!(
                    out,
                    "pc = match rt.for_element(f, {slot}, {s})? {{ {} _ => return rt.internal(\"for-list element out of range\", {s}) }}; continue;",
                    arms.join(" ")
                );
            }
        }
        out
    }
}
