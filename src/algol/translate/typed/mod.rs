//! The typed translation: ALGOL 60 -> Rust with Rust types.
//!
//! It reads the resolved form, so scoping, the for statement's expansion and the jump code are
//! the interpreter's by construction, and every value has its declared type. Each block and procedure body is one Rust function
//! with an activation record, a struct of its variables (`Var<i64>`, `Var<f64>`,
//! `Var<bool>`), arrays (`&Arr<T>`), formals called by name (`&dyn Name<T>`, a getter and a
//! setter) and labels (`Lbl`); a nested procedure reaches the variables around it through
//! `f.up`. Value parameters are typed Rust parameters. Expressions are Rust expressions on
//! `i64`, `f64` and `bool`, with the Report's operators from the shared arithmetic where
//! Rust's differ (`÷`, `↑`, overflow). A formal without a specification is a dynamic value
//! (`V`), said in a comment beside it.
//!
//! A string formal is a `&dyn Name<&'static str>`; `÷` with a real operand is the shared
//! arithmetic's error, as interpreted.
//!
//! A switch is a function from index to label (`rt::Lbl`), a `match` on the index whose arms
//! are the designational expressions of its elements, evaluated at each use in the record of
//! the block that declares it (the Revised Report, 5.3); the index is checked first with the
//! interpreter's message. A switch formal is a `&dyn Fn` of the same shape. Own variables are
//! fields of the outermost block's record, which outlives every activation of the blocks that
//! declare them: scalars start at zero (or false) as interpreted, an own array (`rt::OwnArr`)
//! is made at the first entry of its block and kept at the later ones.
//!
//! An integer variable given by name to a real formal (Jensen's device) is an `rt::AsReal`:
//! read as a real, a real assigned to it rounded, the Report's conversions. A real variable,
//! constant or expression given by name to an integer formal is an `rt::Rounded`: rounded at
//! each read, where the interpreter rounds it (and GNU MARST), so an overflow is reported at
//! the formal's use in both executors.
//!
//! A formal procedure is a closure of one typed signature, the types it is called with
//! (`formal.rs`). What cannot be given Rust types (a formal procedure called with parameters of
//! other types at different calls, an array, label or switch given to a formal procedure's
//! parameter, a procedure given for a formal whose parameter called by name or result has
//! another type than the call's, an array element or own variable of another type given by
//! name) is
//! refused, in words and with the line where the refusal names one. Expression text is a rope ([`Text`]), joined once a statement, so any statement is written in linear time.
//!
//! Steps are counted at calls and at the jumps that go back (loops), not at every statement,
//! so a runaway stops at the step limit with the interpreter's message; depth, stack and
//! memory are checked at calls as the interpreter checks them.

use std::collections::{BTreeSet, HashMap};
use std::fmt::Write as _;

use super::{comment_text, real, rust_name, std_fn, Translator};
use crate::algol::ast::{BinaryOp, Specifier, Type};
use crate::algol::lower::*;

mod expr;
mod flow;
mod formal;
mod proc;
mod stmt;

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
    /// A switch formal: the function from index to label.
    Switch,
    /// A formal procedure: a closure of the typed signature its calls agree on (the index of
    /// the formal in [`Typed::formal_procs`]).
    Proc(usize),
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
    /// Switch number -> the name of its function.
    switch_names: Vec<String>,
    /// Own variable -> its kind (a scalar or an array) and its field in the outermost
    /// block's record.
    owns: Vec<(Slot, String)>,
    /// The formal procedures ([`Slot::Proc`]) and their signatures.
    formal_procs: Vec<FormalProc>,
    /// True in the first of two passes over a program with formal procedures: the pass that
    /// finds the types each formal procedure is called with, its text thrown away.
    probing: bool,
    /// What the probing pass found: each call of a formal procedure (the formal, the types of
    /// its actual parameters, its line), and each formal procedure passed on to another (the
    /// two formals, the line), which must then have the same signature.
    calls: Vec<(usize, Vec<T>, usize)>,
    links: Vec<(usize, usize, usize)>,
    /// The labels (code, label number) used as values: a `go to` reaches them by unwinding
    /// to their activation, which then resumes there. Found by the first pass.
    resumable: BTreeSet<(u32, u32)>,
    /// The variables (code, slot) that another Rust function reaches: a nested procedure or
    /// block through the static chain, or a switch's function. Found by the first pass.
    captured: std::cell::RefCell<BTreeSet<(u32, u32)>>,
    /// Set while a switch's function is written: what it reaches is captured.
    in_switch: bool,
    /// code -> slot -> name: the variables that are locals of their code's Rust function
    /// rather than fields of its record (see [`Typed::choose_locals`]).
    locals: HashMap<u32, HashMap<u32, String>>,
}

/// Names the translation's own text binds (or means) inside a function: a local variable
/// named so would hide them, so it takes a `_` (which no ALGOL identifier has).
fn is_reserved(name: &str) -> bool {
    const RESERVED: &[&str] = &[
        "rt",
        "f",
        "up",
        "label",
        "pc",
        "v",
        "b",
        "c",
        "e",
        "id",
        "Some",
        "None",
        "Ok",
        "Err",
        "Option",
        "Result",
        "Box",
        "Vec",
        "String",
        "R",
        "V",
        "Rt",
        "Fr",
        "Op",
        "Ty",
        "StdFn",
        "SlotInit",
        "LINES",
        "INFO",
        "MAIN_SLOTS",
        "std",
        "core",
        "alloc",
    ];
    let numbered = |p: char| {
        name.strip_prefix(p)
            .is_some_and(|rest| !rest.is_empty() && rest.chars().all(|c| c.is_ascii_digit()))
    };
    RESERVED.contains(&name) || numbered('a') || numbered('p') || numbered('v')
}

/// A formal procedure: where it is declared, the type its specification gives, and the types
/// of the parameters it is called with (each given by name, a `&dyn Name<T>`).
#[derive(Debug, Clone)]
struct FormalProc {
    /// The formal's name and its procedure's name, for the refusals.
    name: String,
    of: String,
    result: Option<T>,
    params: Vec<T>,
}

/// Rust text built in pieces: an operator's text holds its operands' texts instead of copies
/// of them, so a statement of n operations (a sum of 100 000 terms, a chain of conditionals)
/// is written in time linear in n; the pieces are joined once, when the statement is written.
#[derive(Debug)]
pub(super) enum Text {
    Leaf(String),
    Join(Vec<Text>),
}

impl From<String> for Text {
    fn from(s: String) -> Text {
        Text::Leaf(s)
    }
}

impl From<&str> for Text {
    fn from(s: &str) -> Text {
        Text::Leaf(s.to_string())
    }
}

impl std::fmt::Display for Text {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Text::Leaf(s) => f.write_str(s),
            Text::Join(parts) => parts.iter().try_for_each(|p| p.fmt(f)),
        }
    }
}

impl Text {
    /// The text when it is one piece that evaluating can neither change nor fail: a literal,
    /// a path (an array, a reference to a variable for a name parameter) or a struct of them
    /// (a label). With no call and no operator in it, nothing evaluated before it can change
    /// what it gives, so a call can take such an actual parameter in place.
    fn inert(&self) -> Option<&str> {
        match self {
            Text::Leaf(s)
                if !s.is_empty()
                    && s.chars().enumerate().all(|(i, c)| {
                        c.is_alphanumeric() || "_.&:{}, ".contains(c) || (c == '-' && i == 0)
                    })
                    && !s.contains("..") =>
            {
                Some(s)
            }
            _ => None,
        }
    }

    /// Whether the text is one line of at most `max` characters; stops counting at `max`, so
    /// asking costs no more than that whatever the text's size.
    fn fits(&self, max: &mut usize) -> bool {
        match self {
            Text::Leaf(s) => {
                if s.contains('\n') || s.chars().count() > *max {
                    return false;
                }
                *max -= s.chars().count();
                true
            }
            Text::Join(parts) => parts.iter().all(|p| p.fits(max)),
        }
    }
}

/// A call with its actual parameters: those that are not [`Text::inert`] are evaluated
/// first, in order, into `a0`, `a1`, ... (`args` holds each with its number), then `call`
/// runs with them. Short ones make one line.
fn call_with_args(args: Vec<(usize, Text)>, call: String) -> Text {
    if args.is_empty() {
        return Text::from(call);
    }
    let mut room = 100usize.saturating_sub(call.chars().count());
    let one_line = args.iter().all(|(_, t)| t.fits(&mut room));
    let (open, end) = if one_line {
        ("{ ", "; ")
    } else {
        ("{\n", ";\n")
    };
    let mut parts = vec![Text::from(open)];
    for (k, text) in args {
        parts.push(Text::from(format!("let a{k} = ")));
        parts.push(text);
        parts.push(Text::from(end));
    }
    parts.push(Text::from(call));
    parts.push(Text::from(if one_line { " }" } else { "\n}" }));
    Text::Join(parts)
}

/// A [`Text`] of pieces: strings, `&str`s and other texts, joined without copying.
macro_rules! cat {
    ($($part:expr),* $(,)?) => {
        Text::Join(vec![$(Text::from($part)),*])
    };
}
use cat;

/// The typed translation of a checked program: the code after the header, or why the
/// program cannot be given Rust types.
pub(super) fn translate(t: &mut Translator<'_>) -> Result<String, Why> {
    let prog = t.prog;
    let mut codes = HashMap::new();
    codes.insert(prog.main.uid, (&prog.main, Kind::Main));
    for (i, b) in prog.blocks.iter().enumerate() {
        codes.insert(b.uid, (b, Kind::Block(i)));
    }
    for (i, p) in prog.procs.iter().enumerate() {
        codes.insert(p.code.uid, (&p.code, Kind::Proc(i)));
    }
    let mut switch_names = Vec::new();
    let mut seen: BTreeSet<String> = BTreeSet::new();
    for (i, sw) in prog.switches.iter().enumerate() {
        let base = format!("switch_{}", rust_name(&sw.name));
        let name = if seen.contains(&base) {
            format!("{base}_{i}")
        } else {
            base
        };
        seen.insert(name.clone());
        switch_names.push(name);
    }
    let mut ty = Typed {
        t,
        prog,
        codes,
        slots: HashMap::new(),
        fields: HashMap::new(),
        switch_names,
        owns: Vec::new(),
        formal_procs: Vec::new(),
        probing: false,
        calls: Vec::new(),
        links: Vec::new(),
        resumable: BTreeSet::new(),
        captured: std::cell::RefCell::new(BTreeSet::new()),
        in_switch: false,
        locals: HashMap::new(),
    };
    ty.classify()?;
    // A formal procedure's signature is the types of the parameters it is called with, and
    // an activation resumes only at the labels used as values: a first pass finds both, its
    // text thrown away and its sites numbered in source order, and the second writes the program
    // with them.
    ty.probing = true;
    ty.program()?;
    ty.probing = false;
    let used = std::mem::take(&mut ty.t.site_list);
    ty.t.number_in_source_order(&used);
    ty.signatures()?;
    ty.choose_locals();
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
        if addr.up > 0 || self.in_switch {
            self.captured.borrow_mut().insert((u, addr.slot));
        } else if let Some(name) = self.locals.get(&u).and_then(|l| l.get(&addr.slot)) {
            return Ok(name.clone());
        }
        Ok(format!(
            "{}.{}",
            self.path(addr.up),
            self.fields[&u][addr.slot as usize]
        ))
    }

    /// The variables that become locals of their code's Rust function: the simple variables
    /// declared in a code that no other Rust function reaches, in a code that never resumes at
    /// a label (its body runs once per activation). A local is still a cell (`Var<T>`), as a
    /// thunk or a by-name actual may refer to it, but the compiler keeps one that nothing
    /// refers to in a register, where a field of the record is a load and a store each time.
    fn choose_locals(&mut self) {
        let captured = self.captured.borrow().clone();
        let mut locals = HashMap::new();
        for (&uid, &(_, kind)) in &self.codes {
            if self.resumable.iter().any(|(owner, _)| *owner == uid) {
                continue;
            }
            let (params, result): (Vec<u32>, Option<u32>) = match kind {
                Kind::Proc(i) => {
                    let p = &self.prog.procs[i];
                    (
                        p.params.iter().map(|q| q.slot).collect(),
                        Some(p.result_slot),
                    )
                }
                _ => (Vec::new(), None),
            };
            let mut here = HashMap::new();
            for (slot, s) in self.slots[&uid].iter().enumerate() {
                let slot = slot as u32;
                if !matches!(s, Slot::Scalar(_))
                    || params.contains(&slot)
                    || result == Some(slot)
                    || captured.contains(&(uid, slot))
                {
                    continue;
                }
                let field = &self.fields[&uid][slot as usize];
                let name = if is_reserved(field) {
                    format!("{field}_")
                } else {
                    field.clone()
                };
                here.insert(slot, name);
            }
            if !here.is_empty() {
                locals.insert(uid, here);
            }
        }
        self.locals = locals;
    }

    /// The kind of every slot of every code, and the names of the fields.
    fn classify(&mut self) -> Result<(), Why> {
        let mut uids: Vec<u32> = self.codes.keys().copied().collect();
        uids.sort();
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
                        (false, Some(Specifier::Switch)) => Slot::Switch,
                        (false, Some(Specifier::Procedure(result))) => {
                            self.formal_procs.push(FormalProc {
                                name: code.slot_names[q.slot as usize].clone(),
                                of: p.name.clone(),
                                result: result.map(T::of),
                                params: Vec::new(),
                            });
                            Slot::Proc(self.formal_procs.len() - 1)
                        }
                        // A string formal: the string its actual gives, at each use.
                        (false, Some(Specifier::String)) => Slot::Name(T::Str),
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
                    Init::OwnArray { .. } => {}
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
        self.classify_owns()
    }

    /// The kind of every own variable, and its field in the outermost block's record: `own_`
    /// and its name, so it meets no name of that block.
    fn classify_owns(&mut self) -> Result<(), Why> {
        let mut kinds: Vec<Option<Slot>> = self
            .prog
            .owns
            .iter()
            .map(|o| match o {
                SlotInit::Typed(t) => Some(Slot::Scalar(T::of(*t))),
                _ => None,
            })
            .collect();
        for (code, _) in self.codes.values() {
            for init in &code.inits {
                if let Init::OwnArray { owns, ty, .. } = init {
                    for o in owns {
                        if let Some(k) = kinds.get_mut(*o as usize) {
                            *k = Some(Slot::Array(T::of(*ty)));
                        }
                    }
                }
            }
        }
        let mut seen: BTreeSet<String> = self.fields[&self.prog.main.uid].iter().cloned().collect();
        for (i, k) in kinds.into_iter().enumerate() {
            let k = k.ok_or_else(|| format!("own variable {i} is of no type"))?;
            let name = self.prog.own_names.get(i).map_or("", |n| n.as_str());
            let mut field = format!("own_{}", rust_name(name));
            if seen.contains(&field) {
                field = format!("{field}_{i}");
            }
            seen.insert(field.clone());
            self.owns.push((k, field));
        }
        Ok(())
    }

    /// An own variable: its kind, and the path of its field from the code `uid`, through the
    /// static chain to the outermost block's record.
    fn own(&self, uid: u32, index: u32) -> Result<(Slot, String), Why> {
        let (k, field) = self
            .owns
            .get(index as usize)
            .ok_or_else(|| "an own variable out of range".to_string())?;
        let mut depth = 0;
        let mut u = uid;
        while let Some(p) = self.code(u).parent {
            u = p;
            depth += 1;
        }
        if u != self.prog.main.uid {
            return Err("an own variable out of reach of the outermost block".into());
        }
        Ok((*k, format!("{}.{field}", self.path(depth))))
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
        for i in 0..self.prog.switches.len() {
            self.switch_fn(&mut out, i)?;
        }
        Ok(out)
    }

    /// The value of label `label` of the code `up` steps out from `uid`, noted as a label an
    /// activation of that code may resume at.
    fn label_value(&mut self, uid: u32, up: u32, label: u32) -> Result<String, Why> {
        let owner = self.ancestor(uid, up)?;
        self.resumable.insert((owner, label));
        Ok(format!(
            "rt::Lbl {{ frame: {}.id, label: {label} }}",
            self.path(up)
        ))
    }

    fn slot_type(&self, s: Slot) -> String {
        match s {
            Slot::Scalar(t) => format!("rt::Var<{}>", t.rust()),
            Slot::Name(t) => format!("&'a dyn rt::Name<{}>", t.rust()),
            Slot::Array(t) => format!("&'a rt::Arr<{}>", t.rust()),
            Slot::Label => "rt::Lbl".into(),
            Slot::Switch => "&'a dyn Fn(&Rt, i64, u32) -> R<rt::Lbl>".into(),
            Slot::Proc(i) => format!("&'a dyn {}", self.proc_type(i)),
            Slot::Element => "std::cell::Cell<i64>".into(),
            Slot::Unused => "()".into(),
        }
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
