//! The machine translation's procedures, switches, blocks and their frames: each block and
//! procedure body one Rust function over the runtime's frames of dynamic values.

use std::fmt::Write as _;

use super::*;

impl<'a> Translator<'a> {
    /// The machine translation: each block and procedure a function over the runtime's
    /// frames of dynamic values.
    pub(super) fn machine(&mut self) -> String {
        let program = self.prog;
        let mut code = String::new();
        self.code_fn(
            &mut code,
            "main_block",
            &program.main,
            "The program's outermost block.",
        );
        for (i, b) in program.blocks.iter().enumerate() {
            let _ = writeln!(
                code,
                "static B{i}_SLOTS: &[SlotInit] = {};",
                slots(&b.slots)
            );
            self.code_fn(&mut code, &format!("b{i}"), b, &format!("Block {i}."));
        }
        for (i, p) in program.procs.iter().enumerate() {
            self.procedure(&mut code, i, p);
        }
        for (i, s) in program.switches.iter().enumerate() {
            self.switch(&mut code, i, s);
        }
        let thunks = std::mem::take(&mut self.thunks);
        code.push_str(&thunks);
        code
    }

    pub(super) fn procedure(&mut self, out: &mut String, i: usize, p: &ProcInfo) {
        let name = self.proc_names[i].clone();
        let params: Vec<String> = p
            .params
            .iter()
            .map(|q| {
                let s = self.site(q.site);
                format!("({}, {}, {}, {s})", q.slot, q.by_value, spec(q.spec))
            })
            .collect();
        let site = self.site(p.site);
        let _ = writeln!(
            out,
            "static P{i}: rt::ProcDef = rt::ProcDef {{ name: {:?}, params: &[{}], result_slot: {}, slots: {}, body: {name}, site: {site} }};",
            p.name,
            params.join(", "),
            p.result_slot,
            slots(&p.code.slots)
        );
        let kind = match p.ty {
            Some(t) => format!("The {} procedure", t.word()),
            None => "The procedure".into(),
        };
        self.code_fn(out, &name, &p.code, &format!("{kind} `{}`.", p.name));
    }

    pub(super) fn switch(&mut self, out: &mut String, i: usize, s: &SwitchInfo) {
        let _ = writeln!(
            out,
            "static SW{i}: rt::SwitchDef = rt::SwitchDef {{ name: {:?}, count: {}, element: sw{i} }};",
            s.name,
            s.elements.len()
        );
        let _ = writeln!(out, "/// The switch `{}`: element `i` (1-based).", s.name);
        let _ = writeln!(out, "fn sw{i}(rt: &Rt, f: &Fr, i: usize) -> R<V> {{");
        let _ = writeln!(out, "match i {{");
        for (k, e) in s.elements.iter().enumerate() {
            let e = self.expr(e);
            let _ = writeln!(out, "{} => Ok({e}),", k + 1);
        }
        let _ = writeln!(out, "_ => rt.internal(\"no such switch element\", 0),");
        let _ = writeln!(out, "}}\n}}\n");
    }

    /// The function of a block or procedure body: its declarations, then its code.
    pub(super) fn code_fn(&mut self, out: &mut String, name: &str, code: &Code, doc: &str) {
        let _ = writeln!(out, "/// {}", crate::rust_names::comment(doc));
        let _ = writeln!(out, "fn {name}(rt: &Rt, f: &Fr) -> R<()> {{");
        for init in &code.inits {
            out.push_str(&self.init(init));
        }
        if code.labels.is_empty() {
            out.push_str(&self.body(code, false));
            let _ = writeln!(out, "}}\n");
            return;
        }
        // Labels: a `go to` from a procedure or thunk called here comes back as an unwinding
        // and resumes at its label.
        let labels: Vec<String> = code.labels.iter().map(|l| l.to_string()).collect();
        let _ = writeln!(out, "const LABELS: &[usize] = &[{}];", labels.join(", "));
        let _ = writeln!(out, "let mut pc = 0;");
        let _ = writeln!(out, "loop {{");
        let _ = writeln!(out, "match {name}_from(rt, f, pc) {{");
        let _ = writeln!(out, "Ok(()) => return Ok(()),");
        let _ = writeln!(
            out,
            "Err(e) => pc = LABELS.get(rt.resume(e, f)? as usize).copied().unwrap_or(usize::MAX),"
        );
        let _ = writeln!(out, "}}\n}}\n}}\n");
        let _ = writeln!(out, "/// `{name}` from instruction `pc` on.");
        let _ = writeln!(
            out,
            "fn {name}_from(rt: &Rt, f: &Fr, mut pc: usize) -> R<()> {{"
        );
        out.push_str(&self.body(code, true));
        let _ = writeln!(out, "}}\n");
    }

    pub(super) fn init(&mut self, init: &Init) -> String {
        match init {
            Init::Array {
                slots,
                ty: t,
                bounds,
                site,
            } => {
                let s = self.site(*site);
                let b = self.bounds(bounds, s);
                let slots: Vec<String> = slots.iter().map(|s| s.to_string()).collect();
                let mut out = self.comment_for(*site);
                let _ = writeln!(
                    out,
                    "{{ let b = {b}; rt.declare_arrays(f, &[{}], {}, b, {s})?; }}",
                    slots.join(", "),
                    ty(*t)
                );
                out
            }
            Init::OwnArray {
                owns,
                ty: t,
                bounds,
                site,
            } => {
                let s = self.site(*site);
                let b = self.bounds(bounds, s);
                let owns: Vec<String> = owns.iter().map(|s| s.to_string()).collect();
                let owns = owns.join(", ");
                let mut out = self.comment_for(*site);
                let _ = writeln!(
                    out,
                    "if !rt.owns_allocated(&[{owns}]) {{ let b = {b}; rt.declare_own_arrays(&[{owns}], {}, b, {s})?; }}",
                    ty(*t)
                );
                out
            }
        }
    }

    pub(super) fn bounds(&mut self, bounds: &[(CExpr, CExpr)], s: u32) -> String {
        let parts: Vec<String> = bounds
            .iter()
            .map(|(lo, hi)| {
                format!(
                    "(rt.int({}, {s})?, rt.int({}, {s})?)",
                    self.expr(lo),
                    self.expr(hi)
                )
            })
            .collect();
        format!("vec![{}]", parts.join(", "))
    }
}
