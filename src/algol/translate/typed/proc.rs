//! The typed translation's blocks and procedures: each one Rust function with its activation
//! record (a struct of typed variables, arrays, name formals and labels) and its bounds.

use std::fmt::Write as _;

use super::*;

impl<'t, 'a> Typed<'t, 'a> {
    /// The activation record, the function, and (when the code has labels) the function
    /// that runs it from a label on.
    pub(super) fn code_fn(&mut self, out: &mut String, uid: u32) -> Result<(), Why> {
        let code = self.code(uid);
        let kind = self.kind(uid);
        let name = self.fn_name(uid);
        let frame = self.frame_name(uid);
        let slots = self.slots[&uid].clone();
        let fields = self.fields[&uid].clone();
        let parent = code.parent.map(|p| self.frame_name(p));
        // The labels a `go to` may reach by unwinding to this activation: (number, instruction).
        let resume: Vec<(u32, usize)> = self
            .resumable
            .iter()
            .filter(|(owner, _)| *owner == uid)
            .filter_map(|(_, l)| code.labels.get(*l as usize).map(|at| (*l, *at)))
            .collect();
        let labels = !resume.is_empty();
        // The record.
        let doc = match kind {
            Kind::Main => "the outermost block".to_string(),
            Kind::Block(_) => "an inner block".to_string(),
            Kind::Proc(i) => format!("the procedure `{}`", self.prog.procs[i].name),
        };
        let _ = writeln!(
            out,
            "/// The activation record of {}{}.",
            crate::rust_names::comment(&doc),
            if labels {
                " (`id`: this activation's identity, for its labels)"
            } else {
                ""
            }
        );
        let _ = writeln!(out, "struct {frame}<'a> {{");
        // The link to the enclosing record, then the variables, several to a line in the
        // order of the declarations.
        let mut vars: Vec<String> = Vec::new();
        // Parameters called by value have their value from the call on.
        let by_value: Vec<u32> = match kind {
            Kind::Proc(i) => self.prog.procs[i]
                .params
                .iter()
                .filter(|q| q.by_value)
                .map(|q| q.slot)
                .collect(),
            _ => Vec::new(),
        };
        match &parent {
            Some(p) => vars.push(format!("up: &'a {p}<'a>,")),
            None => vars.push("up: std::marker::PhantomData<&'a ()>,".into()),
        }
        if labels {
            vars.push("id: u64,".into());
        }
        let own_locals = self.locals.get(&uid).cloned().unwrap_or_default();
        for (i, (s, f)) in slots.iter().zip(&fields).enumerate() {
            if *s == Slot::Unused || own_locals.contains_key(&(i as u32)) {
                continue;
            }
            if let (Slot::Scalar(t), true) = (s, by_value.contains(&(i as u32))) {
                vars.push(format!("{f}: rt::Defined<{}>,", t.rust()));
                continue;
            }
            if *s == Slot::Name(T::Dyn) {
                crate::codegen::fill(out, &std::mem::take(&mut vars), 96);
                let _ = writeln!(out, "/// No specification: a dynamic value.");
                let _ = writeln!(out, "{f}: {},", self.slot_type(*s));
                continue;
            }
            vars.push(format!("{f}: {},", self.slot_type(*s)));
        }
        crate::codegen::fill(out, &vars, 96);
        let owns = match kind {
            Kind::Main => self.owns.clone(),
            _ => Vec::new(),
        };
        for (k, (s, f)) in owns.iter().enumerate() {
            if k == 0 {
                let _ = writeln!(
                    out,
                    "// The own variables of the program, here because this record outlives \
                     every activation of the blocks that declare them."
                );
            }
            let name = &self.prog.own_names[k];
            let ty = match s {
                Slot::Array(t) => format!("rt::OwnArr<{}>", t.rust()),
                other => self.slot_type(*other).replace("'a ", ""),
            };
            let _ = writeln!(
                out,
                "/// `own {}`.\n{f}: {ty},",
                crate::rust_names::comment(name)
            );
        }
        let _ = writeln!(out, "}}\n");

        // The function.
        let mut params = vec!["rt: &Rt".to_string()];
        if let Some(p) = &parent {
            params.push(format!("up: &'a {p}<'a>"));
        }
        let mut ret = "()".to_string();
        let mut proc_params: Vec<(u32, bool, Slot)> = Vec::new();
        if let Kind::Proc(i) = kind {
            let p = &self.prog.procs[i];
            if let Some(t) = p.ty {
                ret = format!("Option<{}>", T::of(t).rust());
            }
            for q in &p.params {
                let s = slots[q.slot as usize];
                let f = &fields[q.slot as usize];
                let ty = match (q.by_value, s) {
                    (true, Slot::Scalar(t)) => t.rust().to_string(),
                    (_, Slot::Array(t)) => format!("&'a rt::Arr<{}>", t.rust()),
                    (_, other) => self.slot_type(other),
                };
                params.push(format!("{f}: {ty}"));
                proc_params.push((q.slot, q.by_value, s));
            }
        }
        let _ = writeln!(out, "/// {}.", crate::rust_names::comment(&capital(&doc)));
        let _ = writeln!(out, "fn {name}<'a>({}) -> R<{ret}> {{", params.join(", "));
        // Arrays: value arrays copied, declared arrays made (their bounds may use the
        // parameters, read here before the record exists).
        let mut locals: Vec<(u32, String)> = Vec::new();
        for (slot, by_value, s) in &proc_params {
            let f = &fields[*slot as usize];
            if let (true, Slot::Array(_)) = (by_value, s) {
                let _ = writeln!(out, "let {f}_copy = rt.arr_copy({f}, 0)?;");
                locals.push((*slot, format!("&{f}_copy")));
            }
        }
        let mut last_comment = String::new();
        for init in &code.inits {
            if let Init::Array {
                slots: ss,
                ty,
                bounds,
                site,
            } = init
            {
                let s = self.t.site(*site);
                let comment = self.t.comment_for(*site);
                if comment != last_comment {
                    out.push_str(&comment);
                    last_comment = comment;
                }
                let list = self.bounds(bounds, |this, e| this.bound(uid, e, &proc_params))?;
                for sl in ss {
                    let f = &fields[*sl as usize];
                    let _ = writeln!(
                        out,
                        "let {f}_array = rt.arr::<{}>({list}, {s})?;",
                        T::of(*ty).rust(),
                    );
                    locals.push((*sl, format!("&{f}_array")));
                }
            }
        }
        // The record.
        let _ = writeln!(out, "let f = &{frame} {{");
        // The fields' initial values, several to a line: the record's type lists them one
        // by one with their types.
        let mut inits: Vec<String> = Vec::new();
        match &parent {
            Some(_) => inits.push("up,".into()),
            None => inits.push("up: std::marker::PhantomData,".into()),
        }
        if labels {
            inits.push("id: rt.new_id(),".into());
        }
        for (i, (s, f)) in slots.iter().zip(&fields).enumerate() {
            let i = i as u32;
            if own_locals.contains_key(&i) {
                continue;
            }
            if let Some((_, l)) = locals.iter().find(|(sl, _)| *sl == i) {
                inits.push(format!("{f}: {l},"));
                continue;
            }
            let param = proc_params.iter().find(|(sl, ..)| *sl == i);
            let init = match (s, param) {
                (Slot::Unused, _) => continue,
                (Slot::Scalar(_), Some(_)) => format!("rt::Defined::new({f})"),
                (Slot::Scalar(_), None) => "rt::var()".into(),
                (Slot::Element, _) => "std::cell::Cell::new(-1)".into(),
                (_, Some(_)) => f.clone(),
                (other, None) => return Err(format!("a slot of kind {other:?} without a value")),
            };
            if init == *f {
                // A parameter kept as it came.
                inits.push(format!("{f},"));
            } else {
                inits.push(format!("{f}: {init},"));
            }
        }
        for (s, f) in &owns {
            // Own variables start as the interpreter starts them: zero, false.
            let init = match s {
                Slot::Scalar(T::Int) => "std::cell::Cell::new(Some(0))",
                Slot::Scalar(T::Real) => "std::cell::Cell::new(Some(0.0))",
                Slot::Scalar(T::Bool) => "std::cell::Cell::new(Some(false))",
                Slot::Array(_) => "rt::OwnArr::new()",
                other => return Err(format!("an own variable of kind {other:?}")),
            };
            inits.push(format!("{f}: {init},"));
        }
        crate::codegen::fill(out, &inits, 96);
        out.push_str("};\n");
        // The variables only this function reaches.
        let mut decls: Vec<(u32, String)> = Vec::new();
        for (slot, name) in &own_locals {
            if let Some(Slot::Scalar(t)) = slots.get(*slot as usize) {
                decls.push((
                    *slot,
                    format!("let {name}: rt::Var<{}> = rt::var();", t.rust()),
                ));
            }
        }
        decls.sort();
        let decls: Vec<String> = decls.into_iter().map(|(_, d)| d).collect();
        crate::codegen::fill(out, &decls, 96);
        // Own arrays: made at the first entry, kept at the later ones.
        for init in &code.inits {
            if let Init::OwnArray {
                owns: os,
                ty,
                bounds,
                site,
            } = init
            {
                let s = self.t.site(*site);
                out.push_str(&self.t.comment_for(*site));
                let mut places = Vec::new();
                for o in os {
                    let (k, path) = self.own(uid, *o)?;
                    if k != Slot::Array(T::of(*ty)) {
                        return Err("an own array of another kind".into());
                    }
                    places.push(format!("&{path}"));
                }
                let list = self.bounds(bounds, |this, e| {
                    let (v, t) = this.expr(uid, e)?;
                    Ok(this.convert(v, t, T::Int, s)?.to_string())
                })?;
                let _ = writeln!(
                    out,
                    "rt.own_arrays(&[{}], || Ok({list}), {s})?;",
                    places.join(", "),
                );
            }
        }
        let result = match kind {
            Kind::Proc(i) if self.prog.procs[i].ty.is_some() => {
                let r = &fields[self.prog.procs[i].result_slot as usize];
                format!("Ok(f.{r}.get())")
            }
            _ => "Ok(())".into(),
        };
        if resume.is_empty() {
            self.body(out, uid, code, &[], &format!("return {result};"))?;
            out.push_str("}\n\n");
            return Ok(());
        }
        let _ = writeln!(out, "// A `go to` from a procedure called here comes back as an unwinding and goes on at its label.");
        let _ = writeln!(out, "let mut label = None;");
        let _ = writeln!(out, "loop {{");
        let _ = writeln!(out, "match {name}_from(rt, f, label) {{");
        let _ = writeln!(out, "Ok(()) => return {result},");
        let _ = writeln!(out, "Err(e) => label = Some(rt.resume_id(e, f.id)?),");
        let _ = writeln!(out, "}}\n}}\n}}\n");
        let _ = writeln!(
            out,
            "/// `{name}` from its start (`label` is `None`) or from the label numbered `label` on."
        );
        let _ = writeln!(
            out,
            "fn {name}_from(rt: &Rt, f: &{frame}<'_>, mut label: Option<u32>) -> R<()> {{"
        );
        self.body(out, uid, code, &resume, "return Ok(());")?;
        out.push_str("}\n\n");
        Ok(())
    }

    /// A switch as a function from index to label: the index checked as the interpreter
    /// checks it, then the designational expression of that element evaluated in the record
    /// of the block that declares the switch (the Revised Report, 5.3).
    pub(super) fn switch_fn(&mut self, out: &mut String, i: usize) -> Result<(), Why> {
        let sw = &self.prog.switches[i];
        let uid = sw.code;
        if !self.codes.contains_key(&uid) {
            return Err(format!(
                "the switch `{}` is declared outside any code",
                sw.name
            ));
        }
        let name = self.switch_names[i].clone();
        let frame = self.frame_name(uid);
        self.in_switch = true;
        let written = self.switch_body(out, i, &name, &frame);
        self.in_switch = false;
        written
    }

    /// The function of switch `i`, named `name`, over the record `frame` of its code.
    fn switch_body(
        &mut self,
        out: &mut String,
        i: usize,
        name: &str,
        frame: &str,
    ) -> Result<(), Why> {
        let sw = &self.prog.switches[i];
        let uid = sw.code;
        let line = self
            .t
            .columns
            .line_col(&self.t.source.text, sw.span.start)
            .0;
        let _ = writeln!(
            out,
            "/// The switch `{}`: the label its element `i` designates, evaluated at each use in \
             the activation that declares the switch.",
            crate::rust_names::comment(&sw.name)
        );
        let _ = writeln!(
            out,
            "fn {name}(rt: &Rt, f: &{frame}<'_>, i: i64, site: u32) -> R<rt::Lbl> {{"
        );
        let _ = writeln!(out, "// {line}: {}", comment_text(self.t.source, line));
        let count = sw.elements.len();
        let _ = writeln!(out, "rt.switch_index({:?}, i, {count}, site)?;", sw.name);
        out.push_str("Ok(match i {\n");
        for (k, e) in sw.elements.iter().enumerate() {
            let (text, t) = self.expr(uid, e)?;
            if t != T::Label {
                return Err(format!(
                    "an element of the switch `{}` is no label",
                    sw.name
                ));
            }
            if k + 1 == count {
                let _ = writeln!(out, "_ => {text}, // {count}: the index is checked above");
            } else {
                let _ = writeln!(out, "{} => {text},", k + 1);
            }
        }
        out.push_str("})\n}\n\n");
        Ok(())
    }

    /// An array's bounds as the runtime takes them, `vec![(lo, hi), ..]`, each bound's text
    /// made by `bound`.
    pub(super) fn bounds(
        &mut self,
        bounds: &[(CExpr, CExpr)],
        mut bound: impl FnMut(&mut Self, &CExpr) -> Result<String, Why>,
    ) -> Result<String, Why> {
        let mut parts = Vec::new();
        for (lo, hi) in bounds {
            let lo = bound(self, lo)?;
            let hi = bound(self, hi)?;
            parts.push(format!("({lo}, {hi})"));
        }
        Ok(format!("vec![{}]", parts.join(", ")))
    }

    /// An array bound, evaluated before the record exists: a parameter of this procedure is
    /// read from the function's parameter, anything further out through `up`.
    pub(super) fn bound(
        &mut self,
        uid: u32,
        e: &CExpr,
        params: &[(u32, bool, Slot)],
    ) -> Result<String, Why> {
        let (text, t) = self.expr(uid, e)?;
        let text = text.to_string();
        // Rewrite the record's own fields, which do not exist yet: `f.x` -> the parameter.
        let mut text = text;
        let fields = self.fields[&uid].clone();
        for (slot, by_value, s) in params {
            let f = &fields[*slot as usize];
            let (from, to) = match (by_value, s) {
                (true, Slot::Scalar(_)) => (
                    format!("rt.read(&f.{f}, "),
                    format!("rt.read(&std::cell::Cell::new(Some({f})), "),
                ),
                _ => (format!("f.{f}."), format!("{f}.")),
            };
            text = text.replace(&from, &to);
        }
        if text.contains("f.") && !text.contains("f.up") {
            return Err("an array bound uses a variable of its own block".into());
        }
        let text = text.replace("f.up", "up");
        Ok(self.convert(text.into(), t, T::Int, 0)?.to_string())
    }
}
