//! The typed translation: ALGOL 60 -> Rust with Rust types.
//!
//! Like the machine translation beside it, it reads the resolved form, so scoping, the for
//! statement's expansion and the jump code are the interpreter's by construction; unlike it,
//! every value has its declared type. Each block and procedure body is one Rust function
//! with an activation record, a struct of its variables (`Var<i64>`, `Var<f64>`,
//! `Var<bool>`), arrays (`&Arr<T>`), formals called by name (`&dyn Name<T>`, a getter and a
//! setter) and labels (`Lbl`); a nested procedure reaches the variables around it through
//! `f.up`. Value parameters are typed Rust parameters. Expressions are Rust expressions on
//! `i64`, `f64` and `bool`, with the Report's operators from the shared arithmetic where
//! Rust's differ (`÷`, `↑`, overflow). A formal without a specification is a dynamic value
//! (`V`), said in a comment beside it.
//!
//! What it does not take yet (own variables, switches, formal procedures called with
//! parameters, string and switch formals, a formal whose actual has another type) it names,
//! and the program is translated by the machine translation instead; the header of the
//! output says which translation it is and why.
//!
//! Steps are counted at calls and at the jumps that go back (loops), not at every statement,
//! so a runaway stops at the step limit with the interpreter's message; depth, stack and
//! memory are checked at calls as the interpreter checks them.

use std::collections::{BTreeSet, HashMap};
use std::fmt::Write as _;

use super::super::ast::{BinaryOp, Specifier, Type};
use super::super::resolve::*;
use super::{comment_text, real, rust_name, std_fn, Translator};

/// A value's type as the typed translation knows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum T {
    Int,
    Real,
    Bool,
    /// A dynamic value (`V`): a formal without specification, a conditional of two types.
    Dyn,
    Str,
    Label,
}

impl T {
    fn of(t: Type) -> T {
        match t {
            Type::Integer => T::Int,
            Type::Real => T::Real,
            Type::Boolean => T::Bool,
        }
    }

    fn rust(self) -> &'static str {
        match self {
            T::Int => "i64",
            T::Real => "f64",
            T::Bool => "bool",
            T::Dyn => "V",
            T::Str => "&'static str",
            T::Label => "rt::Lbl",
        }
    }

    fn numeric(self) -> bool {
        matches!(self, T::Int | T::Real)
    }
}

/// What a frame slot holds in the typed translation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Slot {
    /// A variable (also a value parameter, a function's result variable).
    Scalar(T),
    /// A formal called by name, typed.
    Name(T),
    /// An array: declared here, called by value (a copy), or a formal array.
    Array(T),
    Label,
    /// The running element of a for list of several elements.
    Element,
    /// A proper procedure's result slot: nothing.
    Unused,
}

/// Where a code sits: the outermost block, a block, or a procedure.
#[derive(Debug, Clone, Copy)]
enum Kind {
    Main,
    Block(usize),
    Proc(usize),
}

type Why = String;

struct Typed<'t, 'a> {
    t: &'t mut Translator<'a>,
    prog: &'a CProgram,
    /// uid -> the code, its kind.
    codes: HashMap<u32, (&'a Code, Kind)>,
    /// uid -> slot kinds.
    slots: HashMap<u32, Vec<Slot>>,
    /// uid -> field names.
    fields: HashMap<u32, Vec<String>>,
    /// Expression nodes written for the current statement (see [`MAX_NODES`]).
    nodes: usize,
}

/// The most expression nodes one statement may have in the typed translation. Its text is
/// built bottom-up, each operator's from its operands', so a sum of n terms costs n² to write;
/// a bigger statement (only generated programs have them) goes to the machine translation,
/// which writes in place.
const MAX_NODES: usize = 4000;

/// The typed translation of a checked program: the code after the header, or why the
/// program needs the machine translation.
pub(super) fn translate(t: &mut Translator<'_>) -> Result<String, Why> {
    let prog = t.prog;
    if !prog.owns.is_empty() {
        return Err("it has own variables".into());
    }
    if !prog.switches.is_empty() {
        return Err("it declares a switch".into());
    }
    let mut codes = HashMap::new();
    codes.insert(prog.main.uid, (&prog.main, Kind::Main));
    for (i, b) in prog.blocks.iter().enumerate() {
        codes.insert(b.uid, (b, Kind::Block(i)));
    }
    for (i, p) in prog.procs.iter().enumerate() {
        codes.insert(p.code.uid, (&p.code, Kind::Proc(i)));
    }
    let mut ty = Typed {
        t,
        prog,
        codes,
        slots: HashMap::new(),
        fields: HashMap::new(),
        nodes: 0,
    };
    ty.classify()?;
    ty.program()
}

impl<'t, 'a> Typed<'t, 'a> {
    fn code(&self, uid: u32) -> &'a Code {
        self.codes[&uid].0
    }

    fn kind(&self, uid: u32) -> Kind {
        self.codes[&uid].1
    }

    /// The code `up` steps along the static chain from `uid`.
    fn ancestor(&self, uid: u32, up: u32) -> Result<u32, Why> {
        let mut u = uid;
        for _ in 0..up {
            u = self
                .code(u)
                .parent
                .ok_or_else(|| "a static chain too short".to_string())?;
        }
        Ok(u)
    }

    fn slot(&self, uid: u32, addr: Addr) -> Result<(u32, Slot), Why> {
        let u = self.ancestor(uid, addr.up)?;
        let s = self.slots[&u]
            .get(addr.slot as usize)
            .copied()
            .ok_or_else(|| "a slot out of range".to_string())?;
        Ok((u, s))
    }

    /// The Rust path of the activation record `up` steps out: `f`, `f.up`, `f.up.up`.
    fn path(&self, up: u32) -> String {
        let mut p = "f".to_string();
        for _ in 0..up {
            p.push_str(".up");
        }
        p
    }

    fn field(&self, uid: u32, addr: Addr) -> Result<String, Why> {
        let u = self.ancestor(uid, addr.up)?;
        Ok(format!(
            "{}.{}",
            self.path(addr.up),
            self.fields[&u][addr.slot as usize]
        ))
    }

    /// The kind of every slot of every code, and the names of the fields.
    fn classify(&mut self) -> Result<(), Why> {
        let uids: Vec<u32> = self.codes.keys().copied().collect();
        for uid in uids {
            let (code, kind) = self.codes[&uid];
            let mut kinds: Vec<Option<Slot>> = vec![None; code.slots.len()];
            if let Kind::Proc(i) = kind {
                let p = &self.prog.procs[i];
                kinds[p.result_slot as usize] = Some(match p.ty {
                    Some(t) => Slot::Scalar(T::of(t)),
                    None => Slot::Unused,
                });
                for q in &p.params {
                    let k = match (q.by_value, q.spec) {
                        (true, Some(Specifier::Simple(t))) => Slot::Scalar(T::of(t)),
                        (true, Some(Specifier::Array(Some(t)))) => Slot::Array(T::of(t)),
                        (false, Some(Specifier::Simple(t))) => Slot::Name(T::of(t)),
                        (false, Some(Specifier::Array(Some(t)))) => Slot::Array(T::of(t)),
                        (false, Some(Specifier::Label)) => Slot::Label,
                        (false, None) => Slot::Name(T::Dyn),
                        (_, spec) => {
                            return Err(format!(
                                "`{}` has a parameter specified {}",
                                p.name,
                                match spec {
                                    None => "nowhere, called by value".to_string(),
                                    Some(s) => format!("{s:?}").to_lowercase(),
                                }
                            ))
                        }
                    };
                    kinds[q.slot as usize] = Some(k);
                }
            }
            for init in &code.inits {
                match init {
                    Init::Array { slots, ty, .. } => {
                        for s in slots {
                            kinds[*s as usize] = Some(Slot::Array(T::of(*ty)));
                        }
                    }
                    Init::OwnArray { .. } => return Err("it has own arrays".into()),
                }
            }
            let mut out = Vec::new();
            for (i, (init, k)) in code.slots.iter().zip(kinds).enumerate() {
                out.push(match (k, init) {
                    (Some(k), _) => k,
                    (None, SlotInit::Typed(t)) => Slot::Scalar(T::of(*t)),
                    (None, SlotInit::Element) => Slot::Element,
                    (None, SlotInit::Dynamic) => {
                        return Err(format!("slot {i} of a block holds a value of no type"))
                    }
                });
            }
            let mut names = Vec::new();
            let mut seen: HashMap<String, usize> = HashMap::new();
            for (i, n) in code.slot_names.iter().enumerate() {
                let base = rust_name(n);
                let base = if base.is_empty()
                    || crate::rust_names::is_reserved(&base)
                    || RESERVED.contains(&base.as_str())
                {
                    format!("{base}_")
                } else {
                    base
                };
                let count = seen.entry(base.clone()).or_insert(0);
                *count += 1;
                names.push(if *count > 1 {
                    format!("{base}_{i}")
                } else {
                    base
                });
            }
            // A name that comes later may equal an earlier one with a suffix: number them all.
            let mut unique: BTreeSet<String> = BTreeSet::new();
            for (i, n) in names.iter_mut().enumerate() {
                if !unique.insert(n.clone()) {
                    *n = format!("{n}_{i}");
                    unique.insert(n.clone());
                }
            }
            self.slots.insert(uid, out);
            self.fields.insert(uid, names);
        }
        Ok(())
    }

    fn fn_name(&self, uid: u32) -> String {
        match self.kind(uid) {
            Kind::Main => "main_block".into(),
            Kind::Block(i) => format!("b{i}"),
            Kind::Proc(i) => self.t.proc_names[i].clone(),
        }
    }

    fn frame_name(&self, uid: u32) -> String {
        match self.kind(uid) {
            Kind::Main => "MainFrame".into(),
            Kind::Block(i) => format!("B{i}Frame"),
            Kind::Proc(i) => format!("P{i}Frame"),
        }
    }

    fn program(&mut self) -> Result<String, Why> {
        let mut out = String::new();
        let _ = writeln!(
            out,
            "/// The outermost block's function as the runtime calls it.\nfn main_entry(rt: &Rt, _f: &Fr) -> R<()> {{\nmain_block(rt)\n}}\n"
        );
        let mut uids: Vec<u32> = self.codes.keys().copied().collect();
        uids.sort();
        for uid in uids {
            self.code_fn(&mut out, uid)?;
        }
        Ok(out)
    }

    fn slot_type(&self, s: Slot) -> String {
        match s {
            Slot::Scalar(t) => format!("rt::Var<{}>", t.rust()),
            Slot::Name(t) => format!("&'a dyn rt::Name<{}>", t.rust()),
            Slot::Array(t) => format!("&'a rt::Arr<{}>", t.rust()),
            Slot::Label => "rt::Lbl".into(),
            Slot::Element => "std::cell::Cell<i64>".into(),
            Slot::Unused => "()".into(),
        }
    }

    /// The activation record, the function, and (when the code has labels) the function
    /// that runs it from a label on.
    fn code_fn(&mut self, out: &mut String, uid: u32) -> Result<(), Why> {
        let code = self.code(uid);
        let kind = self.kind(uid);
        let name = self.fn_name(uid);
        let frame = self.frame_name(uid);
        let slots = self.slots[&uid].clone();
        let fields = self.fields[&uid].clone();
        let parent = code.parent.map(|p| self.frame_name(p));
        let labels = !code.labels.is_empty();
        // The record.
        let doc = match kind {
            Kind::Main => "the outermost block".to_string(),
            Kind::Block(_) => "an inner block".to_string(),
            Kind::Proc(i) => format!("the procedure `{}`", self.prog.procs[i].name),
        };
        let _ = writeln!(
            out,
            "/// The activation record of {}.",
            crate::rust_names::comment(&doc)
        );
        let _ = writeln!(out, "struct {frame}<'a> {{");
        match &parent {
            Some(p) => {
                let _ = writeln!(out, "up: &'a {p}<'a>,");
            }
            None => {
                let _ = writeln!(out, "up: std::marker::PhantomData<&'a ()>,");
            }
        }
        if labels {
            let _ = writeln!(out, "/// This activation's identity, for its labels.");
            let _ = writeln!(out, "id: u64,");
        }
        for (s, f) in slots.iter().zip(&fields) {
            if *s == Slot::Unused {
                continue;
            }
            if *s == Slot::Name(T::Dyn) {
                let _ = writeln!(out, "/// No specification: a dynamic value.");
            }
            let _ = writeln!(out, "{f}: {},", self.slot_type(*s));
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
        for init in &code.inits {
            if let Init::Array {
                slots: ss,
                ty,
                bounds,
                site,
            } = init
            {
                let s = self.t.site(*site);
                out.push_str(&self.t.comment_for(*site));
                let mut parts = Vec::new();
                for (lo, hi) in bounds {
                    let lo = self.bound(uid, lo, &proc_params)?;
                    let hi = self.bound(uid, hi, &proc_params)?;
                    parts.push(format!("({lo}, {hi})"));
                }
                for sl in ss {
                    let f = &fields[*sl as usize];
                    let _ = writeln!(
                        out,
                        "let {f}_array = rt.arr::<{}>(vec![{}], {s})?;",
                        T::of(*ty).rust(),
                        parts.join(", ")
                    );
                    locals.push((*sl, format!("&{f}_array")));
                }
            }
        }
        // The record.
        let _ = writeln!(out, "let f = &{frame} {{");
        match &parent {
            Some(_) => out.push_str("up,\n"),
            None => out.push_str("up: std::marker::PhantomData,\n"),
        }
        if labels {
            out.push_str("id: rt.new_id(),\n");
        }
        for (i, (s, f)) in slots.iter().zip(&fields).enumerate() {
            let i = i as u32;
            if let Some((_, l)) = locals.iter().find(|(sl, _)| *sl == i) {
                let _ = writeln!(out, "{f}: {l},");
                continue;
            }
            let param = proc_params.iter().find(|(sl, ..)| *sl == i);
            let init = match (s, param) {
                (Slot::Unused, _) => continue,
                (Slot::Scalar(_), Some(_)) => format!("std::cell::Cell::new(Some({f}))"),
                (Slot::Scalar(_), None) => "rt::var()".into(),
                (Slot::Element, _) => "std::cell::Cell::new(-1)".into(),
                (_, Some(_)) => f.clone(),
                (other, None) => return Err(format!("a slot of kind {other:?} without a value")),
            };
            let _ = writeln!(out, "{f}: {init},");
        }
        out.push_str("};\n");
        let result = match kind {
            Kind::Proc(i) if self.prog.procs[i].ty.is_some() => {
                let r = &fields[self.prog.procs[i].result_slot as usize];
                format!("Ok(f.{r}.get())")
            }
            _ => "Ok(())".into(),
        };
        if !labels {
            self.body(out, uid, code, false)?;
            let _ = writeln!(out, "{result}\n}}\n");
            return Ok(());
        }
        let label_list: Vec<String> = code.labels.iter().map(|l| l.to_string()).collect();
        let _ = writeln!(out, "// A `go to` from a procedure called here comes back as an unwinding and goes on at its label.");
        let _ = writeln!(
            out,
            "const LABELS: &[usize] = &[{}];",
            label_list.join(", ")
        );
        let _ = writeln!(out, "let mut pc = 0;");
        let _ = writeln!(out, "loop {{");
        let _ = writeln!(out, "match {name}_from(rt, f, pc) {{");
        let _ = writeln!(out, "Ok(()) => return {result},");
        let _ = writeln!(
            out,
            "Err(e) => pc = LABELS.get(rt.resume_id(e, f.id)? as usize).copied().unwrap_or(usize::MAX),"
        );
        let _ = writeln!(out, "}}\n}}\n}}\n");
        let _ = writeln!(out, "/// `{name}` from instruction `pc` on.");
        let _ = writeln!(
            out,
            "fn {name}_from(rt: &Rt, f: &{frame}<'_>, mut pc: usize) -> R<()> {{"
        );
        self.body(out, uid, code, true)?;
        let _ = writeln!(out, "Ok(())\n}}\n");
        Ok(())
    }

    /// An array bound, evaluated before the record exists: a parameter of this procedure is
    /// read from the function's parameter, anything further out through `up`.
    fn bound(&mut self, uid: u32, e: &CExpr, params: &[(u32, bool, Slot)]) -> Result<String, Why> {
        let (text, t) = self.expr(uid, e)?;
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
        self.convert(&text, t, T::Int, 0)
    }

    /// The instructions of a code, as arms of a match on the instruction number where
    /// anything jumps, straight on where nothing does.
    fn body(&mut self, out: &mut String, uid: u32, code: &Code, from_pc: bool) -> Result<(), Why> {
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
        let mut last_line = None;
        if !jumps && !from_pc {
            for (i, ins) in code.instrs.iter().enumerate() {
                let text = self.instr(uid, ins, i, &mut last_line)?;
                out.push_str(&text);
            }
            return Ok(());
        }
        if !from_pc {
            out.push_str("let mut pc = 0;\n");
        }
        out.push_str("loop {\nmatch pc {\n");
        let starts: Vec<usize> = leaders.iter().copied().filter(|s| *s < n).collect();
        for (k, &start) in starts.iter().enumerate() {
            let end = starts.get(k + 1).copied().unwrap_or(n);
            let _ = writeln!(out, "{start} => {{");
            last_line = None;
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
        out.push_str("_ => break,\n}\n}\n");
        Ok(())
    }

    /// A jump to instruction `to` from instruction `at`; one that goes back is a loop and
    /// counts a step.
    fn jump(&mut self, to: usize, at: usize, site: Option<Site>) -> String {
        if to <= at {
            let s = site.map_or(0, |s| self.t.site(s));
            format!("{{ rt.step(Some({s}))?; pc = {to}; continue; }}")
        } else {
            format!("{{ pc = {to}; continue; }}")
        }
    }

    fn instr(
        &mut self,
        uid: u32,
        ins: &Instr,
        at: usize,
        last_line: &mut Option<usize>,
    ) -> Result<String, Why> {
        self.nodes = 0;
        let mut out = String::new();
        if let Some(site) = ins.site() {
            if let Some(l) = self.t.line_of(site) {
                if *last_line != Some(l) {
                    let _ = writeln!(out, "// {l}: {}", comment_text(self.t.source, l));
                    *last_line = Some(l);
                }
            }
        }
        match ins {
            Instr::Assign {
                targets,
                value,
                site,
            } => {
                let s = self.t.site(*site);
                let (v, vt) = self.expr(uid, value)?;
                if let [one] = targets.as_slice() {
                    let text = self.store(uid, one, &v, vt, s)?;
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
                                let conv = self.convert("v", vt, tt, s)?;
                                stores.push(format!("p{k}.set(Some({conv}));"));
                            }
                            Place::Name(n, fs) => {
                                let conv = self.convert("v", vt, tt, s)?;
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
                        self.io(uid, *op, args, s)?
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
                let c = self.convert(&c, ct, T::Bool, s)?;
                let j = self.jump(*to, at, Some(*site));
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
                let sum = self.binary(BinaryOp::Add, (&v, vt), (&b, bt), s)?;
                let store = self.store(uid, target, &sum.0, sum.1, s)?;
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

    /// `(V - C) × sign(B) > 0` for a step-until element.
    fn exhausted(
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
        let v = self.to_num(&v, vt)?;
        let b = self.to_num(&b, bt)?;
        let c = self.to_num(&c, ct)?;
        Ok(format!("rt.exhausted_n({v}, {b}, {c}, {s})?"))
    }

    fn to_num(&self, e: &str, t: T) -> Result<String, Why> {
        Ok(match t {
            T::Int => format!("rt::N::Int({e})"),
            T::Real => format!("rt::N::Real({e})"),
            T::Bool => format!("rt::N::Bool({e})"),
            _ => return Err("a value of no number type where a number is needed".into()),
        })
    }

    fn to_v(&self, e: &str, t: T) -> Result<String, Why> {
        Ok(match t {
            T::Int => format!("V::Int({e})"),
            T::Real => format!("V::Real({e})"),
            T::Bool => format!("V::Bool({e})"),
            T::Dyn => e.to_string(),
            T::Str => format!("V::Str({e})"),
            T::Label => return Err("a label as a dynamic value".into()),
        })
    }

    /// `e` of type `from` as a value of type `to`, converted as an assignment converts.
    fn convert(&self, e: &str, from: T, to: T, s: u32) -> Result<String, Why> {
        Ok(match (from, to) {
            (a, b) if a == b => e.to_string(),
            (T::Int, T::Real) => format!("({e} as f64)"),
            (T::Real, T::Int) => format!("rt.round({e}, {s})?"),
            (T::Dyn, T::Int) => format!("rt.to_int({e}, {s})?"),
            (T::Dyn, T::Real) => format!("rt.to_real({e}, {s})?"),
            (T::Dyn, T::Bool) => format!("rt.to_bool({e}, {s})?"),
            (a, T::Dyn) => self.to_v(e, a)?,
            (a, b) => return Err(format!("a value of type {a:?} where {b:?} is needed")),
        })
    }

    /// Where a target lives: a cell, or a formal called by name.
    fn place(&mut self, uid: u32, t: &Target) -> Result<(Place, T), Why> {
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
            Target::Own { .. } => Err("an own variable".into()),
        }
    }

    fn element_cell(&mut self, uid: u32, a: &str, subs: &[CExpr], s: u32) -> Result<String, Why> {
        if let [one] = subs {
            let i = self.subscript(uid, one, s)?;
            return Ok(format!("rt.elem_at1({a}, {i}, {s})?"));
        }
        let mut parts = Vec::new();
        for e in subs {
            parts.push(self.subscript(uid, e, s)?);
        }
        Ok(format!("rt.elem_at({a}, &[{}], {s})?", parts.join(", ")))
    }

    fn subscript(&mut self, uid: u32, e: &CExpr, s: u32) -> Result<String, Why> {
        let (i, it) = self.expr(uid, e)?;
        match it {
            T::Int => Ok(i),
            T::Real => Ok(format!("rt.round({i}, {s})?")),
            T::Dyn => Ok(format!("rt.int({i}, {s})?")),
            other => Err(format!("a subscript of type {other:?}")),
        }
    }

    /// An assignment of `v` (of type `vt`) to a target.
    fn store(&mut self, uid: u32, t: &Target, v: &str, vt: T, s: u32) -> Result<String, Why> {
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
    fn array(&mut self, uid: u32, r: &ArrayRef) -> Result<(String, T), Why> {
        match r {
            ArrayRef::Slot(addr) | ArrayRef::Formal(addr) => {
                let (_, s) = self.slot(uid, *addr)?;
                match s {
                    Slot::Array(t) => Ok((self.field(uid, *addr)?, t)),
                    other => Err(format!("a subscripted {other:?}")),
                }
            }
            ArrayRef::Own(_) => Err("an own array".into()),
        }
    }

    /// A call of a procedure: its actual parameters evaluated first, then the call counted
    /// and checked by `rt.call`. The text has the procedure's return type,
    /// `Option<T>` or `()`.
    fn call(
        &mut self,
        uid: u32,
        callee: &Callee,
        args: &[CActual],
        s: u32,
    ) -> Result<(String, Option<T>), Why> {
        let (up, id) = match callee {
            Callee::Proc { up, id } => (*up, *id as usize),
            Callee::Formal(_) => return Err("a formal procedure is called".into()),
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
        let mut lets = String::new();
        let mut passed = Vec::new();
        for (k, (q, a)) in p.params.iter().zip(args).enumerate() {
            let slot = self.slots[&puid][q.slot as usize];
            let psite = self.t.site(q.site);
            let text = self.actual(uid, q.by_value, slot, a, psite, s)?;
            let _ = writeln!(lets, "let a{k} = {text};");
            passed.push(format!("a{k}"));
        }
        let up_path = self.path(up);
        let mut all = vec!["rt".to_string(), up_path];
        if self.code(puid).parent.is_none() {
            all.pop();
        }
        all.extend(passed);
        let call = format!("rt.call({s}, || {name}({}))?", all.join(", "));
        let text = if lets.is_empty() {
            call
        } else {
            format!("{{\n{lets}{call}\n}}")
        };
        Ok((text, p.ty.map(T::of)))
    }

    /// An actual parameter as the formal of kind `slot` takes it.
    fn actual(
        &mut self,
        uid: u32,
        by_value: bool,
        slot: Slot,
        a: &CActual,
        psite: u32,
        s: u32,
    ) -> Result<String, Why> {
        match (by_value, slot) {
            (true, Slot::Scalar(t)) => {
                let (e, et) = self.actual_value(uid, a, psite)?;
                self.convert(&e, et, t, psite)
            }
            (_, Slot::Array(t)) => match a {
                CActual::Array(r) => {
                    let (arr, at) = self.array(uid, r)?;
                    if at != t {
                        return Err("an array of another type as an actual parameter".into());
                    }
                    Ok(arr)
                }
                CActual::PassFormal(addr) => {
                    let (_, sl) = self.slot(uid, *addr)?;
                    if sl != Slot::Array(t) {
                        return Err("an array parameter given a formal of another kind".into());
                    }
                    self.field(uid, *addr)
                }
                other => Err(format!("an array parameter given {other:?}")),
            },
            (false, Slot::Label) => match a {
                CActual::Label { up, label } => Ok(format!(
                    "rt::Lbl {{ frame: {}.id, label: {label} }}",
                    self.path(*up)
                )),
                CActual::PassFormal(addr) => {
                    let (_, sl) = self.slot(uid, *addr)?;
                    if sl != Slot::Label {
                        return Err("a label parameter given another formal".into());
                    }
                    self.field(uid, *addr)
                }
                _ => Err("a label parameter given a designational expression".into()),
            },
            (false, Slot::Name(t)) => self.name_actual(uid, a, t, psite, s),
            _ => Err("a parameter of a kind the typed translation does not take".into()),
        }
    }

    /// The value of an actual parameter for a value parameter.
    fn actual_value(&mut self, uid: u32, a: &CActual, psite: u32) -> Result<(String, T), Why> {
        match a {
            CActual::Const(e) | CActual::Thunk(e) => self.expr(uid, e),
            CActual::Loc(addr) => {
                let (_, sl) = self.slot(uid, *addr)?;
                let f = self.field(uid, *addr)?;
                match sl {
                    Slot::Scalar(t) => Ok((format!("rt.read(&{f}, {psite})?"), t)),
                    other => Err(format!("a value parameter given a {other:?}")),
                }
            }
            CActual::PassFormal(addr) => {
                let (_, sl) = self.slot(uid, *addr)?;
                let f = self.field(uid, *addr)?;
                match sl {
                    Slot::Name(t) => Ok((format!("{f}.value(rt, {psite})?"), t)),
                    other => Err(format!("a value parameter given a formal {other:?}")),
                }
            }
            _ => Err("a value parameter given a procedure, label, array or switch".into()),
        }
    }

    /// An actual parameter for a formal of type `t` called by name.
    fn name_actual(
        &mut self,
        uid: u32,
        a: &CActual,
        t: T,
        psite: u32,
        s: u32,
    ) -> Result<String, Why> {
        match a {
            CActual::Loc(addr) => {
                let (_, sl) = self.slot(uid, *addr)?;
                let f = self.field(uid, *addr)?;
                match sl {
                    Slot::Scalar(vt) if vt == t => Ok(format!("&{f}")),
                    Slot::Scalar(vt) if t == T::Dyn => Ok(format!(
                        "&rt::DynVar(&{f}, {}, {})",
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
                    )),
                    _ => Err("a variable of another type given to a formal called by name".into()),
                }
            }
            CActual::PassFormal(addr) => {
                let (_, sl) = self.slot(uid, *addr)?;
                let f = self.field(uid, *addr)?;
                match sl {
                    Slot::Name(ft) if ft == t => Ok(f),
                    _ => Err("a formal of another kind passed on by name".into()),
                }
            }
            CActual::Const(e) => {
                let (v, vt) = self.expr(uid, e)?;
                if !(vt == t || t == T::Dyn || (vt == T::Int && t == T::Real)) {
                    return Err(
                        "a constant of another type given to a formal called by name".into(),
                    );
                }
                let v = self.convert(&v, vt, t, psite)?;
                Ok(format!("&rt::Val({v})"))
            }
            CActual::Thunk(e) => {
                if let CExpr::Elem { array, subs, site } = e {
                    let es = self.t.site(*site);
                    let (arr, at) = self.array(uid, array)?;
                    if at != t {
                        return Err(
                            "an element of another type given to a formal called by name".into(),
                        );
                    }
                    if let [one] = subs.as_slice() {
                        let i = self.subscript(uid, one, es)?;
                        return Ok(format!(
                            "&rt::Elem1 {{ arr: {arr}, index: |rt: &Rt| -> R<i64> {{ Ok({i}) }}, site: {es} }}"
                        ));
                    }
                    let mut parts = Vec::new();
                    for e in subs {
                        parts.push(self.subscript(uid, e, es)?);
                    }
                    return Ok(format!(
                        "&rt::ElemN {{ arr: {arr}, subs: |rt: &Rt| -> R<Vec<i64>> {{ Ok(vec![{}]) }}, site: {es} }}",
                        parts.join(", ")
                    ));
                }
                let (v, vt) = self.expr(uid, e)?;
                if !(vt == t || t == T::Dyn || (vt == T::Int && t == T::Real)) {
                    return Err(
                        "an expression of another type given to a formal called by name".into(),
                    );
                }
                let v = self.convert(&v, vt, t, psite)?;
                Ok(format!(
                    "&rt::Thunk(|rt: &Rt| -> R<{}> {{ Ok({v}) }})",
                    t.rust()
                ))
            }
            CActual::Proc { up, id } => {
                let p = &self.prog.procs[*id as usize];
                if !p.params.is_empty() {
                    return Err(
                        "a procedure with parameters given to a formal called by name".into(),
                    );
                }
                let rt_ty = p.ty.map(T::of).ok_or_else(|| {
                    "a proper procedure given to a formal called by name".to_string()
                })?;
                let call = self.call(uid, &Callee::Proc { up: *up, id: *id }, &[], s)?;
                let v = format!("rt.result_of({}, {s})?", call.0);
                let v = self.convert(&v, rt_ty, t, psite)?;
                Ok(format!(
                    "&rt::Thunk(|rt: &Rt| -> R<{}> {{ Ok({v}) }})",
                    t.rust()
                ))
            }
            _ => Err(
                "a formal called by name given a label, array, switch or standard function".into(),
            ),
        }
    }

    /// An expression: its Rust text and type.
    fn expr(&mut self, uid: u32, e: &CExpr) -> Result<(String, T), Why> {
        self.nodes += 1;
        if self.nodes > MAX_NODES {
            return Err(format!(
                "a statement of more than {MAX_NODES} operations (the machine translation writes \
                 it in linear time)"
            ));
        }
        Ok(match e {
            CExpr::Int(i) => (format!("{i}"), T::Int),
            CExpr::Real(r) => (real(*r), T::Real),
            CExpr::Bool(b) => (format!("{b}"), T::Bool),
            CExpr::Str(s) => (format!("{:?}", &**s), T::Str),
            CExpr::Var { addr, site } => {
                let s = self.t.site(*site);
                let (_, sl) = self.slot(uid, *addr)?;
                let f = self.field(uid, *addr)?;
                match sl {
                    Slot::Scalar(t) => (format!("rt.read(&{f}, {s})?"), t),
                    other => return Err(format!("a {other:?} used as a value")),
                }
            }
            CExpr::Formal { addr, site } => {
                let s = self.t.site(*site);
                let (_, sl) = self.slot(uid, *addr)?;
                let f = self.field(uid, *addr)?;
                match sl {
                    Slot::Name(t) => (format!("{f}.value(rt, {s})?"), t),
                    Slot::Label => (f, T::Label),
                    other => return Err(format!("a formal {other:?} used as a value")),
                }
            }
            CExpr::Elem { array, subs, site } => {
                let s = self.t.site(*site);
                if let ArrayRef::Formal(addr) = array {
                    let (_, sl) = self.slot(uid, *addr)?;
                    if !matches!(sl, Slot::Array(_)) {
                        return Err("a subscripted formal that is no array".into());
                    }
                }
                let (a, t) = self.array(uid, array)?;
                if let [one] = subs.as_slice() {
                    let i = self.subscript(uid, one, s)?;
                    (format!("rt.load1({a}, {i}, {s})?"), t)
                } else {
                    let mut parts = Vec::new();
                    for e in subs {
                        parts.push(self.subscript(uid, e, s)?);
                    }
                    (format!("rt.load({a}, &[{}], {s})?", parts.join(", ")), t)
                }
            }
            CExpr::Call { callee, args, site } => {
                let s = self.t.site(*site);
                let (c, t) = self.call(uid, callee, args, s)?;
                let t = t.ok_or_else(|| "a proper procedure used as a function".to_string())?;
                (format!("rt.result_of({c}, {s})?"), t)
            }
            CExpr::Std { f, arg, site } => {
                let s = self.t.site(*site);
                let (a, at) = self.expr(uid, arg)?;
                let fname = std_fn(*f);
                match at {
                    T::Dyn => (format!("rt.std({fname}, {a}, {s})?"), T::Dyn),
                    T::Int | T::Real => {
                        let n = self.to_num(&a, at)?;
                        let int_result = matches!(f, StdFn::Sign | StdFn::Entier | StdFn::Iabs)
                            || (matches!(f, StdFn::Abs) && at == T::Int);
                        if int_result {
                            (format!("rt.std_int({fname}, {n}, {s})?"), T::Int)
                        } else {
                            (format!("rt.std_real({fname}, {n}, {s})?"), T::Real)
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
                    format!("rt.int(rt.length(V::Str({st}), {s})?, {s})?"),
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
                    Constant::MaxInt => (format!("rt.int({v}, {s})?"), T::Int),
                    _ => (format!("rt.to_real({v}, {s})?"), T::Real),
                }
            }
            CExpr::Io { .. } => return Err("an input or output procedure used as a value".into()),
            CExpr::Neg(inner, site) => {
                let s = self.t.site(*site);
                let (a, t) = self.expr(uid, inner)?;
                match t {
                    T::Int => (format!("rt.neg_int({a}, {s})?"), T::Int),
                    T::Real => (format!("(-{a})"), T::Real),
                    T::Dyn => (format!("rt.neg({a}, {s})?"), T::Dyn),
                    other => return Err(format!("minus on a {other:?}")),
                }
            }
            CExpr::Not(inner, site) => {
                let s = self.t.site(*site);
                let (a, t) = self.expr(uid, inner)?;
                match t {
                    T::Bool => (format!("!{a}"), T::Bool),
                    T::Dyn => (format!("!rt.to_bool({a}, {s})?"), T::Bool),
                    other => return Err(format!("¬ on a {other:?}")),
                }
            }
            CExpr::Bin { op, lhs, rhs, site } => {
                let s = self.t.site(*site);
                let l = self.expr(uid, lhs)?;
                let r = self.expr(uid, rhs)?;
                self.binary(*op, (&l.0, l.1), (&r.0, r.1), s)?
            }
            CExpr::If {
                cond,
                then,
                otherwise,
                site,
            } => {
                let s = self.t.site(*site);
                let (c, ct) = self.expr(uid, cond)?;
                let c = self.convert(&c, ct, T::Bool, s)?;
                let (a, at) = self.expr(uid, then)?;
                let (b, bt) = self.expr(uid, otherwise)?;
                if at == bt {
                    (format!("if {c} {{ {a} }} else {{ {b} }}"), at)
                } else {
                    let a = self.to_v(&a, at)?;
                    let b = self.to_v(&b, bt)?;
                    (format!("if {c} {{ {a} }} else {{ {b} }}"), T::Dyn)
                }
            }
            CExpr::Label { up, label } => (
                format!("rt::Lbl {{ frame: {}.id, label: {label} }}", self.path(*up)),
                T::Label,
            ),
            CExpr::SwitchElem { .. } => return Err("a switch".into()),
            CExpr::Own { .. } => return Err("an own variable".into()),
        })
    }

    /// A binary operation on typed operands.
    fn binary(&self, op: BinaryOp, l: (&str, T), r: (&str, T), s: u32) -> Result<(String, T), Why> {
        use BinaryOp::*;
        let (a, at) = l;
        let (b, bt) = r;
        if at == T::Dyn || bt == T::Dyn {
            let a = self.to_v(a, at)?;
            let b = self.to_v(b, bt)?;
            return Ok((format!("rt.bin({}, {a}, {b}, {s})?", super::op(op)), T::Dyn));
        }
        let rel = |sym: &str| -> Result<(String, T), Why> {
            match (at, bt) {
                (T::Int, T::Int) | (T::Real, T::Real) => Ok((format!("({a} {sym} {b})"), T::Bool)),
                (T::Int, T::Real) => Ok((format!("(({a} as f64) {sym} {b})"), T::Bool)),
                (T::Real, T::Int) => Ok((format!("({a} {sym} ({b} as f64))"), T::Bool)),
                _ => Err("a relation between values that are not numbers".into()),
            }
        };
        match op {
            Less => return rel("<"),
            NotGreater => return rel("<="),
            Equal => return rel("=="),
            NotLess => return rel(">="),
            Greater => return rel(">"),
            NotEqual => return rel("!="),
            And | Or | Implies | Equiv => {
                if at != T::Bool || bt != T::Bool {
                    return Err("a logical operator on values that are not Boolean".into());
                }
                // Both operands are evaluated, as in the interpreter: `&` and `|`, not `&&`.
                return Ok((
                    match op {
                        And => format!("({a} & {b})"),
                        Or => format!("({a} | {b})"),
                        Implies => format!("(!{a} | {b})"),
                        _ => format!("({a} == {b})"),
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
        Ok(match op {
            Add if both_int => (format!("rt.add({a}, {b}, {s})?"), T::Int),
            Sub if both_int => (format!("rt.sub({a}, {b}, {s})?"), T::Int),
            Mul if both_int => (format!("rt.mul({a}, {b}, {s})?"), T::Int),
            IntDiv if both_int => (format!("rt.idiv({a}, {b}, {s})?"), T::Int),
            IntDiv => return Err("÷ on a real".into()),
            Power if both_int => (format!("rt.pow_int({a}, {b}, {s})?"), T::Dyn),
            _ => {
                let na = self.to_num(a, at)?;
                let nb = self.to_num(b, bt)?;
                (
                    format!("rt.op_real({}, {na}, {nb}, {s})?", super::op(op)),
                    T::Real,
                )
            }
        })
    }

    /// An input or output procedure as a statement.
    fn io(&mut self, uid: u32, op: IoProc, args: &[IoArg], s: u32) -> Result<String, Why> {
        let value = |this: &mut Self, i: usize| -> Result<(String, T), Why> {
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
                    let v = self.to_v(&v, vt)?;
                    values.push(format!("rt.out_value({v}, {s})?"));
                }
                let _ = write!(out, "rt.output({f}, &[{}], {s})?; ", values.join(", "));
            }
            IoProc::OutInteger | IoProc::OutReal | IoProc::OutBoolean | IoProc::OutString => {
                let (c, _) = value(self, 0)?;
                let (v, vt) = value(self, 1)?;
                let v = self.to_v(&v, vt)?;
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
                let i = self.to_v(&i, it)?;
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
                let r = self.to_v(&r, rt_)?;
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
                let v = self.convert(&format!("rt.inchar_position({st}, {s})?"), T::Int, tt, s)?;
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

/// Names a field or parameter cannot have besides Rust's keywords and prelude names
/// ([`crate::rust_names`]; raw identifiers would need the 2018 edition, and standalone output
/// compiles under any): the names the generated functions use themselves.
const RESERVED: &[&str] = &[
    "rt", "up", "id", "pc", "f", "e", "v", "p", "R", "V", "Rt", "Fr", "Op", "StdFn", "Ty",
];

/// Where an assignment puts its value.
enum Place {
    /// A reference to the variable's or element's cell.
    Cell(String),
    /// A formal called by name (its `assign`), and the formal's site.
    Name(String, u32),
}

/// True when `e` is one parenthesized group, `(a < b)`, so `!e` needs no more parentheses.
fn is_one_group(e: &str) -> bool {
    if !e.starts_with('(') || !e.ends_with(')') {
        return false;
    }
    let mut depth = 0usize;
    for (i, c) in e.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => {
                depth = depth.saturating_sub(1);
                if depth == 0 && i + 1 < e.len() {
                    return false;
                }
            }
            _ => {}
        }
    }
    true
}

fn capital(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(first) => first.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}
