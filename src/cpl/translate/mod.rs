//! CPL to Rust: one Rust function per definition, with the interpreter's semantics.
//!
//! Types are inferred by abstract interpretation over the whole program: every expression gets
//! a type of a small lattice ([`Ty`]); a parameter's type is the join of the types of the
//! arguments that reach it from the entries (the `--main` / `--entry` expressions, and the
//! constants), a function's result the join of its body's types, repeated to a fixed point.
//! Joins are where CPL's overloading lands: an integer and `∞` join to a number with
//! infinities, NIL and a list to a list (NIL is the empty list), NIL and a tuple to an option
//! ("no position yet", "no intermediate position"), an item and a list to "item or list"
//! (Join's first argument). Where no type fits (two kinds mixed, a tuple bound to the wrong
//! number of names) the translation falls back to the runtime's dynamic `Value`, and says so in
//! a comment: the dynamic code repeats the interpreter's checks and messages.
//!
//! A definition that no entry reaches gets dynamic parameters. The generated code depends on
//! the runtime (`src/translated/runtime.rs`) alone, never on the parser or the interpreter.

use std::collections::HashMap;
use std::fmt::Write as _;

use crate::codegen::{indent, strip_tests};
use crate::cpl::ast::{
    BinaryOp, Block, BlockItem, Command, Expr, ExprKind, Name, Pattern, Program, UnaryOp,
    WhereDefinition,
};
use crate::cpl::runtime::logical::Reading;
use crate::diagnostic::{Source, Span};

/// The runtime's text, pasted into standalone programs.
pub const RUNTIME: &str = include_str!("../runtime/mod.rs");

/// The shared limits (`src/limits.rs`), pasted beside the runtime into standalone programs.
const LIMITS: &str = include_str!("../../limits.rs");

/// What to translate and how.
#[derive(Debug, Clone)]
pub struct Options {
    pub reading: Reading,
    /// Expressions whose calls give the parameters their types (besides the mains).
    pub entries: Vec<(Source, Expr)>,
    /// With `standalone`: the expressions `main` prints (one: as `attic run --eval` does).
    pub mains: Vec<(Source, Expr)>,
    /// A single file with the runtime inside and a `main`, or a module of the crate.
    pub standalone: bool,
    /// How the module reaches the runtime (`crate::cpl::runtime`).
    pub runtime_path: String,
    /// The limits the standalone program's evaluations run under.
    pub max_depth: usize,
    pub max_steps: u64,
    /// The command line that produced the output, for its header.
    pub command: String,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            reading: Reading::Set,
            entries: Vec::new(),
            mains: Vec::new(),
            standalone: false,
            runtime_path: "crate::cpl::runtime".to_string(),
            max_depth: crate::limits::Limits::DEFAULT_MAX_DEPTH,
            max_steps: crate::limits::Limits::DEFAULT_MAX_STEPS,
            command: String::new(),
        }
    }
}

/// Why a program could not be translated.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TranslateError {
    DuplicateDefinition {
        name: String,
    },
    DuplicateParameter {
        name: String,
    },
    NoMain,
    /// A parameter applied as a function (a function value): the translator does not
    /// translate function values; such a program runs interpreted.
    FunctionValue {
        name: String,
        place: String,
    },
}

impl std::fmt::Display for TranslateError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TranslateError::DuplicateDefinition { name } => write!(f, "`{name}` is defined twice"),
            TranslateError::DuplicateParameter { name } => {
                write!(f, "parameter `{name}` is named twice")
            }
            TranslateError::NoMain => f.write_str("a standalone program needs --main EXPR"),
            TranslateError::FunctionValue { name, place } => write!(
                f,
                "{place}: the parameter `{name}` is applied as a function; the translator does \
                 not translate function values (run the program interpreted)"
            ),
        }
    }
}

impl std::error::Error for TranslateError {}

// ---------------------------------------------------------------------------------------------
// Types

/// The inferred type of an expression: a lattice whose join is [`join`].
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Ty {
    /// No value yet (nothing reaches here, or evaluation never comes back).
    Bottom,
    Int,
    /// An integer or an infinity.
    Num,
    Logical,
    Bool,
    Atom,
    /// Only ever NIL.
    Nil,
    Tuple(Vec<Ty>),
    List(Box<Ty>),
    /// A value or NIL (never a list: NIL and a list join to a list).
    Opt(Box<Ty>),
    /// One item or a list of items.
    Many(Box<Ty>),
    /// Any value: the dynamic fallback.
    Dyn,
}

const MAX_TYPE_DEPTH: usize = 6;

fn type_depth(t: &Ty) -> usize {
    match t {
        Ty::Tuple(items) => 1 + items.iter().map(type_depth).max().unwrap_or(0),
        Ty::List(t) | Ty::Opt(t) | Ty::Many(t) => 1 + type_depth(t),
        _ => 0,
    }
}

fn is_listy(t: &Ty) -> bool {
    matches!(t, Ty::List(_) | Ty::Many(_) | Ty::Nil)
}

fn opt(t: Ty) -> Ty {
    match t {
        Ty::Bottom | Ty::Nil => Ty::Nil,
        Ty::List(_) | Ty::Many(_) | Ty::Opt(_) | Ty::Dyn => t,
        t => Ty::Opt(Box::new(t)),
    }
}

fn many(t: Ty) -> Ty {
    if is_listy(&t) || matches!(t, Ty::Opt(_) | Ty::Dyn) {
        Ty::Dyn
    } else {
        Ty::Many(Box::new(t))
    }
}

/// The least type of both.
pub fn join(a: &Ty, b: &Ty) -> Ty {
    let t = join_inner(a, b);
    if type_depth(&t) > MAX_TYPE_DEPTH {
        Ty::Dyn
    } else {
        t
    }
}

fn join_inner(a: &Ty, b: &Ty) -> Ty {
    use Ty::*;
    match (a, b) {
        _ if a == b => a.clone(),
        (Bottom, t) | (t, Bottom) => t.clone(),
        (Dyn, _) | (_, Dyn) => Dyn,
        (Int, Num) | (Num, Int) => Num,
        (Nil, List(_)) | (Nil, Opt(_)) | (Nil, Many(_)) => b.clone(),
        (List(_), Nil) | (Opt(_), Nil) | (Many(_), Nil) => a.clone(),
        (Nil, t) | (t, Nil) => opt(t.clone()),
        (List(x), List(y)) => List(Box::new(join(x, y))),
        (Opt(x), Opt(y)) => opt(join(x, y)),
        (Opt(x), List(y)) | (List(y), Opt(x)) => many(join(x, y)),
        (Many(x), Many(y)) | (Many(x), List(y)) | (List(y), Many(x)) => many(join(x, y)),
        (Many(x), Opt(y)) | (Opt(y), Many(x)) => many(join(x, y)),
        (Many(x), t) | (t, Many(x)) => many(join(x, t)),
        (List(x), t) | (t, List(x)) => many(join(x, t)),
        (Opt(x), t) | (t, Opt(x)) => opt(join(x, t)),
        (Tuple(x), Tuple(y)) if x.len() == y.len() => {
            Tuple(x.iter().zip(y).map(|(a, b)| join(a, b)).collect())
        }
        _ => Dyn,
    }
}

fn has_dyn(t: &Ty) -> bool {
    match t {
        Ty::Dyn => true,
        Ty::Tuple(items) => items.iter().any(has_dyn),
        Ty::List(t) | Ty::Opt(t) | Ty::Many(t) => has_dyn(t),
        _ => false,
    }
}

fn is_copy(t: &Ty) -> bool {
    match t {
        Ty::Bottom | Ty::Int | Ty::Num | Ty::Logical | Ty::Bool | Ty::Atom | Ty::Nil => true,
        Ty::Tuple(items) => items.iter().all(is_copy),
        Ty::Opt(t) => is_copy(t),
        _ => false,
    }
}

/// The Rust type of a type.
pub fn rust_type(t: &Ty) -> String {
    match t {
        Ty::Bottom | Ty::Nil => "rt::Nil".into(),
        Ty::Int => "i64".into(),
        Ty::Num => "rt::Num".into(),
        Ty::Logical => "rt::Logical".into(),
        Ty::Bool => "bool".into(),
        Ty::Atom => "rt::Atom".into(),
        Ty::Tuple(items) => {
            let items: Vec<String> = items.iter().map(rust_type).collect();
            format!("({})", items.join(", "))
        }
        Ty::List(t) => format!("rt::List<{}>", rust_type(t)),
        Ty::Opt(t) => format!("Option<{}>", rust_type(t)),
        Ty::Many(t) => format!("rt::Many<{}>", rust_type(t)),
        Ty::Dyn => "rt::Value".into(),
    }
}

/// The type in words, for the comments of the output.
pub fn describe(t: &Ty) -> String {
    match t {
        Ty::Bottom => "nothing".into(),
        Ty::Int => "integer".into(),
        Ty::Num => "integer or ∞".into(),
        Ty::Logical => "logical".into(),
        Ty::Bool => "truth value".into(),
        Ty::Atom => "move kind".into(),
        Ty::Nil => "NIL".into(),
        Ty::Tuple(items) => {
            let items: Vec<String> = items.iter().map(describe).collect();
            format!("({})", items.join(", "))
        }
        Ty::List(t) => format!("list of {}", describe(t)),
        Ty::Opt(t) => format!("{} or NIL", describe(t)),
        Ty::Many(t) => format!("{0} or list of {0}", describe(t)),
        Ty::Dyn => "any value".into(),
    }
}

// ---------------------------------------------------------------------------------------------
// Names

/// The translation's own names, which no definition or local takes (Rust's keywords and
/// prelude names are [`crate::rust_names`]'s): the runtime module, the context every function
/// takes, the standalone's `run` and `main`, and the table of definitions.
const RESERVED: [&str; 5] = ["ctx", "rt", "run", "main", "DEFINITIONS"];

fn ascii_name(name: &str) -> String {
    let mut out = String::new();
    for c in name.chars() {
        // Names hold Greek letters in glyph form; the parser admits only these (spelling.rs).
        let mut greek = crate::cpl::spelling::GREEK_SMALL
            .iter()
            .chain(crate::cpl::spelling::GREEK_CAPITAL);
        match greek.find(|(g, _)| *g == c) {
            Some((_, word)) => out.push_str(word),
            None if c.is_ascii_alphanumeric() => out.push(c),
            None => {
                let _ = write!(out, "u{:x}", c as u32);
            }
        }
    }
    out
}

/// A local's Rust name: the CPL spelling, Greek letters by their names (`σ` is `sigma`); a
/// Rust keyword, prelude name or the translation's own name gets a `_` (`Some_`, `gen_`).
pub fn local_name(name: &str) -> String {
    let n = ascii_name(name);
    if crate::rust_names::is_reserved(&n) || RESERVED.contains(&n.as_str()) {
        n + "_"
    } else {
        n
    }
}

/// The Rust names of a program's definitions, in order: each [`snake_name`], one letter long
/// or reserved ones with a `_` after them, and unique ([`crate::rust_names::unique`]: `XK`
/// and `Xk` are `xk` and `xk_2`), never a Greek letter's name a local may have (`Sigma` is
/// `sigma_2`).
fn function_names<'n>(names: impl Iterator<Item = &'n str>) -> Vec<String> {
    // A local `σ` is `sigma` (`local_name`): a definition `Sigma` must not be, or the local
    // would hide it where both are in scope.
    let mut taken: std::collections::HashSet<String> = crate::cpl::spelling::GREEK_SMALL
        .iter()
        .map(|(_, word)| word.to_string())
        .collect();
    names
        .map(|name| {
            let snake = snake_name(name);
            // One letter: the name of a local (`x`), so the function's is `x_`.
            let snake = if snake.len() == 1 { snake + "_" } else { snake };
            crate::rust_names::unique(&snake, &RESERVED, &mut taken)
        })
        .collect()
}

/// A definition's name in snake case (`LegalPositionsFrom` is `legal_positions_from`).
fn snake_name(name: &str) -> String {
    let chars: Vec<char> = ascii_name(name).chars().collect();
    let mut out = String::new();
    for (i, &c) in chars.iter().enumerate() {
        if c.is_ascii_uppercase() && i > 0 {
            let prev = chars[i - 1];
            let next_lower = chars.get(i + 1).is_some_and(|n| n.is_ascii_lowercase());
            if prev.is_ascii_lowercase()
                || prev.is_ascii_digit()
                || (prev.is_ascii_uppercase() && next_lower)
            {
                out.push('_');
            }
        }
        out.push(c.to_ascii_lowercase());
    }
    out
}

// ---------------------------------------------------------------------------------------------
// The translator

struct Def<'a> {
    name: String,
    params: Option<Vec<String>>,
    body: &'a Expr,
    source: &'a Source,
    span: Span,
}

struct Code {
    ty: Ty,
    code: String,
}

impl Code {
    fn new(ty: Ty, code: impl Into<String>) -> Code {
        Code {
            ty,
            code: code.into(),
        }
    }
}

struct Local {
    name: String,
    ident: String,
    ty: Ty,
    /// Where an assignment's type goes: the variable's own record.
    var: Var,
}

/// A variable that may be assigned: a `let` (by its source and place) or a parameter.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
enum Var {
    Let(String, usize),
    Param(usize, usize),
}

struct Translator<'a> {
    defs: Vec<Def<'a>>,
    /// Each definition's Rust name ([`function_names`]).
    fn_names: Vec<String>,
    names: HashMap<String, usize>,
    params: Vec<Vec<Ty>>,
    results: Vec<Ty>,
    called: Vec<bool>,
    /// Inference by a worklist: the definition being analysed (`defs.len()` for the entries
    /// and mains), who read each definition's result (to analyse again when it grows), and
    /// what is due to be analysed again. Each definition is analysed again only when a type
    /// it depends on grew, so a chain of calls 60 000 long costs no more than 60 000 short
    /// definitions (rounds over every definition cost the length of the chain each).
    current: usize,
    readers: Vec<std::collections::HashSet<usize>>,
    due: std::collections::VecDeque<usize>,
    queued: Vec<bool>,
    reading: Reading,
    source: &'a Source,
    env: Vec<Local>,
    temps: usize,
    labels: usize,
    /// Why the current definition is not fully typed.
    notes: Notes,
    /// The types of the `let` variables that are assigned: the join of every value assigned
    /// (their `let` joins its own value in), kept across the rounds of inference.
    assigned: HashMap<Var, Ty>,
    /// The reads of a name after which nothing reads it again (`last_use.rs`): a local
    /// that is no plain copy is moved there, not cloned.
    last_reads: std::collections::HashSet<*const Expr>,
}

/// Notes in the order first given, each once; a set beside the list keeps a program of tens
/// of thousands of definitions linear.
#[derive(Default)]
struct Notes {
    list: Vec<String>,
    seen: std::collections::HashSet<String>,
}

impl Notes {
    fn push(&mut self, note: String) {
        if self.seen.insert(note.clone()) {
            self.list.push(note);
        }
    }

    fn len(&self) -> usize {
        self.list.len()
    }

    fn is_empty(&self) -> bool {
        self.list.is_empty()
    }

    fn truncate(&mut self, len: usize) {
        for note in self.list.drain(len.min(self.list.len())..) {
            self.seen.remove(&note);
        }
    }

    fn clear(&mut self) {
        self.list.clear();
        self.seen.clear();
    }
}

impl<'n> IntoIterator for &'n Notes {
    type Item = &'n String;
    type IntoIter = std::slice::Iter<'n, String>;
    fn into_iter(self) -> Self::IntoIter {
        self.list.iter()
    }
}

const BUILTINS: [&str; 9] = [
    "Null",
    "Next",
    "Head",
    "Tail",
    "Join",
    "MinList",
    "SingleDigitFrom",
    "Shift",
    "Count",
];

fn builtin_arity(name: &str) -> Option<usize> {
    match name {
        "Join" | "Shift" => Some(2),
        "MinList" => None,
        _ => Some(1),
    }
}

fn builtin_constant(name: &str) -> Option<Code> {
    Some(match name {
        "Board" => Code::new(Ty::Logical, "rt::BOARD"),
        "LastRows" => Code::new(Ty::Logical, "rt::LAST_ROWS"),
        "Zero" => Code::new(Ty::Logical, "rt::ZERO"),
        "Capture" => Code::new(Ty::Atom, "rt::Atom::Capture"),
        "NonCapture" => Code::new(Ty::Atom, "rt::Atom::NonCapture"),
        _ => return None,
    })
}

fn quoted(s: &str) -> String {
    format!("{s:?}")
}

impl<'a> Translator<'a> {
    fn place(&self, span: Span) -> String {
        let (line, col) = self.source.line_col(span.start);
        quoted(&format!("{}:{line}:{col}", self.source.name))
    }

    fn temp(&mut self) -> String {
        self.temps += 1;
        format!("t_{}", self.temps)
    }

    fn note(&mut self, span: Span, why: impl Into<String>) {
        let (line, col) = self.source.line_col(span.start);
        let note = format!("line {line}:{col}: {}", why.into());
        self.notes.push(note);
    }

    fn failure(&self, message: &str, span: Span) -> Code {
        Code::new(
            Ty::Bottom,
            format!(
                "rt::fail::<rt::Nil>({}, {})?",
                quoted(message),
                self.place(span)
            ),
        )
    }

    /// `code` of type `from` as a value of type `to` (`from` ⊑ `to`).
    fn coerce(&mut self, code: &str, from: &Ty, to: &Ty, span: Span) -> String {
        if from == to {
            return code.to_string();
        }
        let place = self.place(span);
        match (from, to) {
            (Ty::Bottom, _) => format!("rt::absurd::<{}>({code}, {place})?", rust_type(to)),
            (_, Ty::Dyn) => format!("rt::ToValue::to_value(&{code})"),
            (Ty::Int, Ty::Num) => format!("rt::Num::Int({code})"),
            (Ty::Nil, Ty::List(_)) => nil_then(code, "rt::List::nil()"),
            (Ty::Nil, Ty::Opt(_)) => nil_then(code, "None"),
            (Ty::Nil, Ty::Many(_)) => nil_then(code, "rt::Many::List(rt::List::nil())"),
            (Ty::List(a), Ty::List(b)) => {
                let x = self.temp();
                let inner = self.coerce(&x, a, b, span);
                format!(
                    "({code}).try_map(|{x}: {}| -> rt::R<{}> {{ Ok({inner}) }})?",
                    rust_type(a),
                    rust_type(b)
                )
            }
            (Ty::List(_), Ty::Many(b)) => {
                let inner = self.coerce(code, from, &Ty::List(b.clone()), span);
                format!("rt::Many::List({inner})")
            }
            (Ty::Opt(a), Ty::Opt(b)) => {
                let x = self.temp();
                let inner = self.coerce(&x, a, b, span);
                format!("match {code} {{ Some({x}) => Some({inner}), None => None }}")
            }
            (Ty::Opt(a), Ty::Many(b)) => {
                let x = self.temp();
                let inner = self.coerce(&x, a, b, span);
                format!(
                    "match {code} {{ Some({x}) => rt::Many::One({inner}), None => rt::Many::List(rt::List::nil()) }}"
                )
            }
            (Ty::Many(a), Ty::Many(b)) => {
                let x = self.temp();
                let one = self.coerce(&x, a, b, span);
                let list = self.coerce(&x, &Ty::List(a.clone()), &Ty::List(b.clone()), span);
                format!(
                    "match {code} {{ rt::Many::One({x}) => rt::Many::One({one}), rt::Many::List({x}) => rt::Many::List({list}) }}"
                )
            }
            (Ty::Tuple(xs), Ty::Tuple(ys)) if xs.len() == ys.len() => {
                let names: Vec<String> = xs.iter().map(|_| self.temp()).collect();
                let parts: Vec<String> = names
                    .iter()
                    .zip(xs.iter().zip(ys))
                    .map(|(n, (x, y))| self.coerce(n, x, y, span))
                    .collect();
                format!(
                    "{{ let ({},) = {code}; ({},) }}",
                    names.join(", "),
                    parts.join(", ")
                )
            }
            (_, Ty::Opt(b)) => {
                let inner = self.coerce(code, from, b, span);
                format!("Some({inner})")
            }
            (_, Ty::Many(b)) => {
                let inner = self.coerce(code, from, b, span);
                format!("rt::Many::One({inner})")
            }
            _ => format!(
                "rt::fail::<{}>(\"internal error: no conversion from {} to {}\", {place})?",
                rust_type(to),
                describe(from),
                describe(to)
            ),
        }
    }

    fn dynamic(&mut self, code: &Code, span: Span) -> String {
        self.coerce(&code.code, &code.ty, &Ty::Dyn, span)
    }

    fn local(&self, name: &str) -> Option<&Local> {
        self.env.iter().rev().find(|l| l.name == name)
    }

    fn bind(&mut self, name: &str, ty: Ty) -> String {
        let var = Var::Let(String::new(), usize::MAX);
        self.bind_var(name, ty, var)
    }

    fn bind_var(&mut self, name: &str, ty: Ty, var: Var) -> String {
        let ident = local_name(name);
        self.env.push(Local {
            name: name.to_string(),
            ident: ident.clone(),
            ty,
            var,
        });
        ident
    }

    fn expr(&mut self, e: &Expr) -> Code {
        let span = e.span;
        match &e.kind {
            ExprKind::Int(n) => Code::new(Ty::Int, format!("{n}i64")),
            ExprKind::Infinity => Code::new(Ty::Num, "rt::Num::PosInf"),
            ExprKind::Bool(b) => Code::new(Ty::Bool, b.to_string()),
            ExprKind::Nil => Code::new(Ty::Nil, "rt::Nil"),
            ExprKind::Name(name) => {
                let last = self.last_reads.contains(&(e as *const Expr));
                self.name(name, span, last)
            }
            ExprKind::Tuple(items) => {
                let items: Vec<Code> = items.iter().map(|i| self.expr(i)).collect();
                if items.len() > 8 {
                    self.note(span, "a tuple of more than 8 items is a dynamic value");
                    let parts: Vec<String> = items.iter().map(|c| self.dynamic(c, span)).collect();
                    return Code::new(
                        Ty::Dyn,
                        format!("rt::Value::Tuple(vec![{}].into())", parts.join(", ")),
                    );
                }
                let tys = items.iter().map(|c| c.ty.clone()).collect();
                let parts: Vec<&str> = items.iter().map(|c| c.code.as_str()).collect();
                Code::new(Ty::Tuple(tys), format!("({})", parts.join(", ")))
            }
            ExprKind::Apply { function, args } => self.apply(&function.text, args, span),
            ExprKind::Unary { op, operand } => {
                let v = self.expr(operand);
                self.unary(*op, v, span)
            }
            ExprKind::Binary { op, lhs, rhs } => {
                let a = self.expr(lhs);
                let b = self.expr(rhs);
                self.binary(*op, a, b, span)
            }
            ExprKind::Conditional {
                test,
                then,
                otherwise,
            } => {
                let test_code = self.test(test);
                let then = self.expr(then);
                let otherwise = self.expr(otherwise);
                let ty = join(&then.ty, &otherwise.ty);
                let a = self.coerce(&then.code, &then.ty, &ty, span);
                let b = self.coerce(&otherwise.code, &otherwise.ty, &ty, span);
                Code::new(ty, format!("if {test_code} {{ {a} }} else {{ {b} }}"))
            }
            ExprKind::ValueOf(block) => self.value_of(block),
            ExprKind::Where { body, definitions } => self.where_expr(body, definitions),
        }
    }

    /// A test as a Rust `bool`.
    fn test(&mut self, test: &Expr) -> String {
        let t = self.expr(test);
        match t.ty {
            Ty::Bool => t.code,
            _ => {
                self.note(test.span, "a test that is not known to be a truth value");
                let v = self.dynamic(&t, test.span);
                format!("rt::truth({v}, {})?", self.place(test.span))
            }
        }
    }

    /// A name's value; `last`: no read of the name follows, so a local is moved.
    fn name(&mut self, name: &str, span: Span, last: bool) -> Code {
        if let Some(local) = self.local(name) {
            let code = if is_copy(&local.ty) || last {
                local.ident.clone()
            } else {
                format!("{}.clone()", local.ident)
            };
            return Code::new(local.ty.clone(), code);
        }
        if let Some(&d) = self.names.get(name) {
            return match self.defs[d].params {
                None => {
                    self.called[d] = true;
                    self.reads(d);
                    Code::new(
                        self.results[d].clone(),
                        format!("{}(ctx)?", self.fn_names[d]),
                    )
                }
                Some(_) => self.failure(
                    &format!("`{name}` is a function: apply it to arguments"),
                    span,
                ),
            };
        }
        if let Some(code) = builtin_constant(name) {
            return code;
        }
        if BUILTINS.contains(&name) {
            return self.failure(
                &format!("`{name}` is a function: apply it to arguments"),
                span,
            );
        }
        self.failure(&format!("undefined name `{name}`"), span)
    }

    fn apply(&mut self, name: &str, args: &[Expr], span: Span) -> Code {
        let not_a_function =
            format!("`{name}` is not a function: it cannot be applied to arguments");
        let arity = |expected: usize| {
            let s = if expected == 1 { "" } else { "s" };
            format!("`{name}` takes {expected} argument{s}, not {}", args.len())
        };
        if self.local(name).is_some() {
            return self.failure(&not_a_function, span);
        }
        if let Some(&d) = self.names.get(name) {
            let n = match &self.defs[d].params {
                None => return self.failure(&not_a_function, span),
                Some(p) => p.len(),
            };
            if n != args.len() {
                return self.failure(&arity(n), span);
            }
            self.called[d] = true;
            self.reads(d);
            let mut parts = vec!["ctx".to_string()];
            for (i, arg) in args.iter().enumerate() {
                let a = self.expr(arg);
                let joined = join(&self.params[d][i], &a.ty);
                if joined != self.params[d][i] {
                    self.params[d][i] = joined;
                    self.make_due(d);
                }
                let target = self.params[d][i].clone();
                parts.push(self.coerce(&a.code, &a.ty, &target, arg.span));
            }
            let call = if parts[1..].iter().any(|p| p.contains("ctx")) {
                // Arguments that call functions are evaluated first, in order: `ctx` is
                // borrowed once at a time.
                let mut lets = String::new();
                for part in parts.iter_mut().skip(1) {
                    let t = self.temp();
                    let _ = write!(lets, "let {t} = {part}; ");
                    *part = t;
                }
                format!("{{ {lets}{}({})? }}", self.fn_names[d], parts.join(", "))
            } else {
                format!("{}({})?", self.fn_names[d], parts.join(", "))
            };
            return Code::new(self.results[d].clone(), call);
        }
        if BUILTINS.contains(&name) {
            if let Some(n) = builtin_arity(name) {
                if n != args.len() {
                    return self.failure(&arity(n), span);
                }
            }
            let args: Vec<Code> = args.iter().map(|a| self.expr(a)).collect();
            return self.builtin(name, args, span);
        }
        if builtin_constant(name).is_some() {
            return self.failure(&not_a_function, span);
        }
        self.failure(&format!("undefined name `{name}`"), span)
    }

    fn dynamic_builtin(&mut self, name: &str, args: &[Code], span: Span) -> Code {
        let parts: Vec<String> = args.iter().map(|c| self.dynamic(c, span)).collect();
        Code::new(
            Ty::Dyn,
            format!(
                "rt::builtin({}, vec![{}], {})?",
                quoted(name),
                parts.join(", "),
                self.place(span)
            ),
        )
    }

    fn builtin(&mut self, name: &str, args: Vec<Code>, span: Span) -> Code {
        if args.iter().any(|a| a.ty == Ty::Bottom) {
            // Evaluation stops in an argument: keep the arguments' code for their errors.
            let mut code = String::from("{ ");
            for a in &args {
                let _ = write!(code, "let _ = {}; ", a.code);
            }
            code.push_str("rt::Nil }");
            return Code::new(Ty::Bottom, code);
        }
        let place = self.place(span);
        // `Null`, `Next`, `Head` and `Tail` read a list through a reference: a local list is
        // passed as it is, not cloned.
        let args: Vec<Code> = if matches!(name, "Null" | "Next" | "Head" | "Tail") {
            args.into_iter()
                .map(|a| match (&a.ty, a.code.strip_suffix(".clone()")) {
                    (Ty::List(_), Some(ident)) if self.env.iter().any(|l| l.ident == ident) => {
                        Code::new(a.ty.clone(), ident)
                    }
                    _ => a,
                })
                .collect()
        } else {
            args
        };
        let typed = match (name, args.as_slice()) {
            ("Null", [x]) => match &x.ty {
                Ty::Nil => Some(Code::new(Ty::Bool, nil_then(&x.code, "true"))),
                Ty::List(_) => Some(Code::new(Ty::Bool, format!("({}).is_empty()", x.code))),
                Ty::Logical => Some(Code::new(Ty::Bool, format!("({}).is_zero()", x.code))),
                Ty::Tuple(_) => Some(Code::new(Ty::Bool, format!("{{ let _ = {}; false }}", x.code))),
                Ty::Opt(t) if matches!(**t, Ty::Tuple(_)) => {
                    Some(Code::new(Ty::Bool, format!("({}).is_none()", x.code)))
                }
                Ty::Opt(t) if **t == Ty::Logical => Some(Code::new(
                    Ty::Bool,
                    format!("({}).map_or(true, |x| x.is_zero())", x.code),
                )),
                Ty::Many(t) if matches!(**t, Ty::Tuple(_)) => Some(Code::new(
                    Ty::Bool,
                    format!(
                        "match {} {{ rt::Many::One(_) => false, rt::Many::List(l) => l.is_empty() }}",
                        x.code
                    ),
                )),
                _ => None,
            },
            ("Next" | "Head" | "Tail", [x]) if x.ty == Ty::Nil => {
                let fail = self.failure(&format!("{name} of the empty list (NIL)"), span);
                Some(Code::new(Ty::Bottom, format!("{{ let _ = {}; {} }}", x.code, fail.code)))
            }
            ("Next", [x]) => match &x.ty {
                Ty::List(t) => Some(Code::new(
                    Ty::Tuple(vec![(**t).clone(), x.ty.clone()]),
                    format!("({}).next({place})?", x.code),
                )),
                _ => None,
            },
            ("Head", [x]) => match &x.ty {
                Ty::List(t) => Some(Code::new((**t).clone(), format!("({}).head({place})?", x.code))),
                _ => None,
            },
            ("Tail", [x]) => match &x.ty {
                Ty::List(_) => Some(Code::new(x.ty.clone(), format!("({}).tail({place})?", x.code))),
                _ => None,
            },
            ("SingleDigitFrom", [x]) if x.ty == Ty::Logical => Some(Code::new(
                Ty::Logical,
                format!("({}).single_digit({place})?", x.code),
            )),
            ("Shift", [x, n]) if x.ty == Ty::Logical && n.ty == Ty::Int => Some(Code::new(
                Ty::Logical,
                format!("({}).shift({})", x.code, n.code),
            )),
            ("Count", [x]) if x.ty == Ty::Logical => {
                Some(Code::new(Ty::Int, format!("({}).count()", x.code)))
            }
            ("Join", [a, l]) => self.join_call(a, l, span),
            ("MinList", items) => self.min_list(items, span),
            _ => None,
        };
        match typed {
            Some(code) => code,
            None => {
                let kinds: Vec<String> = args.iter().map(|a| describe(&a.ty)).collect();
                self.note(
                    span,
                    format!("{name} of ({}) is evaluated dynamically", kinds.join(", ")),
                );
                self.dynamic_builtin(name, &args, span)
            }
        }
    }

    fn join_call(&mut self, a: &Code, l: &Code, span: Span) -> Option<Code> {
        let elem = match &l.ty {
            Ty::List(e) => (**e).clone(),
            Ty::Nil => Ty::Bottom,
            _ => return None,
        };
        let (ta, tl) = (self.temp(), self.temp());
        let lets = format!("let {ta} = {}; let {tl} = {};", a.code, l.code);
        match &a.ty {
            Ty::Nil if l.ty == Ty::Nil => Some(Code::new(Ty::Nil, format!("{{ {lets} {tl} }}"))),
            Ty::Nil => Some(Code::new(l.ty.clone(), format!("{{ {lets} {tl} }}"))),
            Ty::Dyn => None,
            Ty::List(x) => {
                let e = join(x, &elem);
                let list = Ty::List(Box::new(e));
                let front = self.coerce(&ta, &a.ty, &list, span);
                let rest = self.coerce(&tl, &l.ty, &list, span);
                Some(Code::new(
                    list,
                    format!("{{ {lets} ({front}).append({rest}) }}"),
                ))
            }
            Ty::Many(x) => {
                let e = join(x, &elem);
                let list = Ty::List(Box::new(e.clone()));
                let front = self.coerce(&ta, &a.ty, &Ty::Many(Box::new(e)), span);
                let rest = self.coerce(&tl, &l.ty, &list, span);
                Some(Code::new(
                    list,
                    format!("{{ {lets} ({front}).join({rest}) }}"),
                ))
            }
            Ty::Opt(x) => {
                let e = join(x, &elem);
                if is_listy(&e) || e == Ty::Dyn {
                    return None;
                }
                let list = Ty::List(Box::new(e.clone()));
                let v = self.temp();
                let item = self.coerce(&v, x, &e, span);
                let rest = self.coerce(&tl, &l.ty, &list, span);
                Some(Code::new(
                    list,
                    format!(
                        "{{ {lets} let {v}_rest = {rest}; match {ta} {{ Some({v}) => rt::List::cons({item}, {v}_rest), None => {v}_rest }} }}"
                    ),
                ))
            }
            x => {
                let e = join(x, &elem);
                if is_listy(&e) || e == Ty::Dyn {
                    return None;
                }
                let list = Ty::List(Box::new(e.clone()));
                let item = self.coerce(&ta, x, &e, span);
                let rest = self.coerce(&tl, &l.ty, &list, span);
                Some(Code::new(
                    list,
                    format!("{{ {lets} rt::List::cons({item}, {rest}) }}"),
                ))
            }
        }
    }

    fn min_list(&mut self, items: &[Code], span: Span) -> Option<Code> {
        let mut elem = Ty::Bottom;
        for item in items {
            let t = match &item.ty {
                Ty::Nil => Ty::Bottom,
                Ty::Opt(t) => (**t).clone(),
                t if is_listy(t) || *t == Ty::Dyn => return None,
                t => t.clone(),
            };
            elem = join(&elem, &t);
        }
        if is_listy(&elem) || has_dyn(&elem) {
            return None;
        }
        let kept = self.temp();
        let mut code = format!(
            "{{ let mut {kept}: rt::Kept<{}, {}> = rt::Kept::new(); ",
            rust_type(&elem),
            items.len()
        );
        for item in items {
            match &item.ty {
                Ty::Nil => {
                    let _ = write!(code, "let _ = {}; ", item.code);
                }
                Ty::Opt(t) => {
                    let v = self.temp();
                    let inner = self.coerce(&v, t, &elem, span);
                    let _ = write!(
                        code,
                        "if let Some({v}) = {} {{ {kept}.push({inner}); }} ",
                        item.code
                    );
                }
                t => {
                    let inner = self.coerce(&item.code, t, &elem, span);
                    let _ = write!(code, "{kept}.push({inner}); ");
                }
            }
        }
        let _ = write!(code, "{kept}.into_list() }}");
        Some(Code::new(Ty::List(Box::new(elem)), code))
    }

    fn unary(&mut self, op: UnaryOp, v: Code, span: Span) -> Code {
        let place = self.place(span);
        let typed = match (op, &v.ty) {
            (_, Ty::Bottom) => Some(Code::new(Ty::Bottom, v.code.clone())),
            // `- 5` is a constant, as the interpreter folds it.
            (UnaryOp::Neg, Ty::Int)
                if v.code.ends_with("i64")
                    && v.code[..v.code.len() - 3]
                        .bytes()
                        .all(|b| b.is_ascii_digit()) =>
            {
                Some(Code::new(Ty::Int, format!("-{}", v.code)))
            }
            (UnaryOp::Neg, Ty::Int) => Some(Code::new(
                Ty::Int,
                format!("rt::checked(({}).checked_neg(), \"-\", {place})?", v.code),
            )),
            (UnaryOp::Neg, Ty::Num) => {
                Some(Code::new(Ty::Num, format!("({}).neg({place})?", v.code)))
            }
            (UnaryOp::Not, Ty::Logical) => {
                Some(Code::new(Ty::Logical, format!("({}).complement()", v.code)))
            }
            (UnaryOp::Not | UnaryOp::LogicalNot, Ty::Bool) => {
                Some(Code::new(Ty::Bool, format!("!({})", v.code)))
            }
            _ => None,
        };
        typed.unwrap_or_else(|| {
            self.note(
                span,
                format!(
                    "an operator on {} is evaluated dynamically",
                    describe(&v.ty)
                ),
            );
            let operand = self.dynamic(&v, span);
            let op = match op {
                UnaryOp::Neg => "Neg",
                UnaryOp::Not => "Not",
                UnaryOp::LogicalNot => "LogicalNot",
            };
            Code::new(
                Ty::Dyn,
                format!("rt::unary(rt::UnOp::{op}, {operand}, {place})?"),
            )
        })
    }

    fn binary(&mut self, op: BinaryOp, a: Code, b: Code, span: Span) -> Code {
        use BinaryOp::*;
        let place = self.place(span);
        let (x, y) = (&a.code, &b.code);
        let numeric = |t: &Ty| matches!(t, Ty::Int | Ty::Num);
        let typed: Option<Code> = match (op, &a.ty, &b.ty) {
            (_, Ty::Bottom, _) => Some(Code::new(Ty::Bottom, a.code.clone())),
            (_, _, Ty::Bottom) => Some(Code::new(Ty::Bottom, format!("{{ let _ = {x}; {y} }}"))),
            (Add | Sub, Ty::Int, Ty::Int) => {
                let (f, s) = if op == Add {
                    ("checked_add", "+")
                } else {
                    ("checked_sub", "-")
                };
                Some(Code::new(
                    Ty::Int,
                    format!("rt::checked(({x}).{f}({y}), \"{s}\", {place})?"),
                ))
            }
            (Add | Sub, Ty::Logical, Ty::Logical) => {
                let f = match (op, self.reading) {
                    (_, Reading::Xor) => "xor",
                    (Add, Reading::Set) => "or",
                    _ => "minus",
                };
                Some(Code::new(Ty::Logical, format!("({x}).{f}({y})")))
            }
            (Add | Sub, s, t) if numeric(s) && numeric(t) => {
                let (xa, yb) = (
                    self.coerce(x, s, &Ty::Num, span),
                    self.coerce(y, t, &Ty::Num, span),
                );
                let f = if op == Add { "add" } else { "sub" };
                Some(Code::new(Ty::Num, format!("({xa}).{f}({yb}, {place})?")))
            }
            (Mul, Ty::Int, Ty::Int) => Some(Code::new(
                Ty::Int,
                format!("rt::checked(({x}).checked_mul({y}), \"×\", {place})?"),
            )),
            (Div, Ty::Int, Ty::Int) => Some(Code::new(
                Ty::Int,
                format!("rt::divide({x}, {y}, {place})?"),
            )),
            (And | Or | Equiv, Ty::Logical, Ty::Logical) => {
                let f = match op {
                    And => "and",
                    Or => "or",
                    _ => "equiv",
                };
                Some(Code::new(Ty::Logical, format!("({x}).{f}({y})")))
            }
            (And | Or | Equiv, Ty::Bool, Ty::Bool) => {
                let f = match op {
                    And => "&&",
                    Or => "||",
                    _ => "==",
                };
                Some(Code::new(Ty::Bool, format!("({x} {f} {y})")))
            }
            (Eq | Ne, s, t)
                if s == t && matches!(s, Ty::Logical | Ty::Bool | Ty::Atom | Ty::Int | Ty::Num) =>
            {
                let f = if op == Eq { "==" } else { "!=" };
                Some(Code::new(Ty::Bool, format!("({x} {f} {y})")))
            }
            (Eq | Ne | Lt | Gt | Le | Ge, s, t) if numeric(s) && numeric(t) => {
                let (xa, yb) = if s == t {
                    (x.clone(), y.clone())
                } else {
                    (
                        self.coerce(x, s, &Ty::Num, span),
                        self.coerce(y, t, &Ty::Num, span),
                    )
                };
                let f = match op {
                    Eq => "==",
                    Ne => "!=",
                    Lt => "<",
                    Gt => ">",
                    Le => "<=",
                    _ => ">=",
                };
                Some(Code::new(Ty::Bool, format!("({xa} {f} {yb})")))
            }
            _ => None,
        };
        if let Some(code) = typed {
            return code;
        }
        self.note(
            span,
            format!(
                "an operator on {} and {} is evaluated dynamically",
                describe(&a.ty),
                describe(&b.ty)
            ),
        );
        let name = format!("{op:?}");
        let reading = match self.reading {
            Reading::Set => "rt::Reading::Set",
            Reading::Xor => "rt::Reading::Xor",
        };
        let left = self.dynamic(&a, span);
        let right = self.dynamic(&b, span);
        let t = self.temp();
        let short = match op {
            And => Some("false"),
            Or => Some("true"),
            _ => None,
        };
        // `∧` and `∨` stop at a deciding left operand, as the interpreter does.
        let code = match short {
            Some(decides) => format!(
                "{{ let {t} = {left}; if {t} == rt::Value::Bool({decides}) {{ {t} }} else {{ rt::binary(rt::Op::{name}, {t}, {right}, {reading}, {place})? }} }}"
            ),
            None => format!("rt::binary(rt::Op::{name}, {left}, {right}, {reading}, {place})?"),
        };
        Code::new(Ty::Dyn, code)
    }

    /// `value of § ... §`: a labelled Rust block; `result is` breaks out with the value.
    fn value_of(&mut self, block: &Block) -> Code {
        // A first pass finds the block's type (the join of its results), a second writes the
        // code with every result converted to it.
        let (temps, labels, notes, env) =
            (self.temps, self.labels, self.notes.len(), self.env.len());
        let mut results = Vec::new();
        let _ = self.items(&block.items, 0, None, &mut results, true);
        self.env.truncate(env);
        let ty = results.iter().fold(Ty::Bottom, |t, r| join(&t, r));
        self.temps = temps;
        self.labels = labels;
        self.notes.truncate(notes);
        self.labels += 1;
        let label = self.labels;
        let mut ignored = Vec::new();
        let (mut body, ended) = self.items(&block.items, label, Some(&ty), &mut ignored, true);
        self.env.truncate(env);
        if !ended {
            let _ = writeln!(
                body,
                "rt::fail::<{}>(\"the block ends without `result is`\", {})?",
                rust_type(&ty),
                self.place(block.span)
            );
        }
        Code::new(ty, format!("'b{label}: {{\n{body}}}"))
    }

    /// The items of a block as Rust statements, and whether they end with a `result is`
    /// (at the top of a block, its value is the last expression; inside a command block, it
    /// breaks out of the enclosing `value of` block).
    fn items(
        &mut self,
        items: &[BlockItem],
        label: usize,
        ty: Option<&Ty>,
        results: &mut Vec<Ty>,
        top: bool,
    ) -> (String, bool) {
        let mut code = String::new();
        for item in items {
            match item {
                BlockItem::Let {
                    pattern,
                    value,
                    span,
                } => {
                    let v = self.expr(value);
                    self.let_item(&mut code, pattern, v, *span);
                }
                BlockItem::If { test, then, .. } => {
                    let t = self.test(test);
                    match then {
                        Command::Call { name, args, .. }
                            if name.text == "Resign" && args.is_empty() =>
                        {
                            let _ = writeln!(code, "if {t} {{ return Err(rt::Stop::Resign); }}");
                        }
                        Command::Call { name, args, span } if name.text == "Resign" => {
                            let fail = self.failure(
                                &format!("`Resign` takes 0 arguments, not {}", args.len()),
                                *span,
                            );
                            let _ = writeln!(code, "if {t} {{ {}; }}", fail.code);
                        }
                        Command::Call { name, span, .. } => {
                            let fail = self.failure(
                                &format!(
                                    "unknown command `{}` (the one command is Resign)",
                                    name.text
                                ),
                                *span,
                            );
                            let _ = writeln!(code, "if {t} {{ {}; }}", fail.code);
                        }
                        Command::Block(inner) => {
                            let env = self.env.len();
                            let (body, _) = self.items(&inner.items, label, ty, results, false);
                            self.env.truncate(env);
                            let _ = writeln!(code, "if {t} {{\n{body}}}");
                        }
                        command => {
                            let body = self.command(command, label, ty, results);
                            let _ = writeln!(code, "if {t} {{\n{body}}}");
                        }
                    }
                }
                BlockItem::Command(command) => {
                    let c = self.command(command, label, ty, results);
                    code.push_str(&c);
                }
                BlockItem::ResultIs { value, span } => {
                    let v = self.expr(value);
                    results.push(v.ty.clone());
                    let out = match ty {
                        Some(ty) => self.coerce(&v.code, &v.ty, ty, *span),
                        None => v.code,
                    };
                    if top {
                        let _ = writeln!(code, "{out}");
                    } else {
                        let _ = writeln!(code, "break 'b{label} {out};");
                    }
                    return (code, true);
                }
            }
        }
        (code, false)
    }

    fn let_item(&mut self, code: &mut String, pattern: &Pattern, v: Code, span: Span) {
        let env = self.env.len();
        self.let_binding(code, pattern, v, span);
        self.make_variables(code, pattern, env);
    }

    fn let_binding(&mut self, code: &mut String, pattern: &Pattern, v: Code, span: Span) {
        match pattern {
            Pattern::Name(name) => {
                let ident = self.bind(&name.text, v.ty.clone());
                let _ = writeln!(code, "let {ident}: {} = {};", rust_type(&v.ty), v.code);
            }
            Pattern::Tuple(names, _) => match &v.ty {
                Ty::Tuple(tys) if tys.len() == names.len() => {
                    let idents: Vec<String> = names
                        .iter()
                        .zip(tys.clone())
                        .map(|(n, t)| self.bind(&n.text, t))
                        .collect();
                    let _ = writeln!(
                        code,
                        "let ({},): {} = {};",
                        idents.join(", "),
                        rust_type(&v.ty),
                        v.code
                    );
                }
                Ty::Bottom => {
                    let _ = writeln!(code, "let _ = {};", v.code);
                    for n in names {
                        let ident = self.bind(&n.text, Ty::Bottom);
                        let _ = writeln!(code, "let {ident} = rt::Nil;");
                    }
                }
                other => {
                    self.note(
                        span,
                        format!(
                            "{} names bound to {}: checked when it runs",
                            names.len(),
                            describe(other)
                        ),
                    );
                    let t = self.temp();
                    let dynamic = self.dynamic(&v, span);
                    let _ = writeln!(
                        code,
                        "let {t} = rt::untuple({dynamic}, {}, {})?;",
                        names.len(),
                        self.place(span)
                    );
                    for (i, n) in names.iter().enumerate() {
                        let ident = self.bind(&n.text, Ty::Dyn);
                        let _ = writeln!(code, "let {ident}: rt::Value = {t}[{i}].clone();");
                    }
                }
            },
        }
    }
}

fn nil_then(code: &str, value: &str) -> String {
    if code == "rt::Nil" {
        value.to_string()
    } else {
        format!("{{ let _ = {code}; {value} }}")
    }
}

// ---------------------------------------------------------------------------------------------
// The driver

/// The lints the generated code does not follow: CPL's spelling of names, and code written for
/// people to compare with the listing rather than for clippy.
const ALLOWS: &str = "#![allow(non_snake_case, unused, unreachable_code, unused_labels, unused_braces, unused_parens, clippy::all)]";

/// Translates programs loaded together (the first one's definitions hide later ones', as in
/// the interpreter) to Rust source.
pub fn translate(
    programs: &[(Source, Program)],
    options: &Options,
) -> Result<String, TranslateError> {
    if options.standalone && options.mains.is_empty() {
        return Err(TranslateError::NoMain);
    }
    let mut defs: Vec<Def> = Vec::new();
    let mut names = HashMap::new();
    for (source, program) in programs {
        // A set, not a list: a program of 60 000 definitions is checked in linear time.
        let mut own = std::collections::HashSet::new();
        for d in &program.definitions {
            if !own.insert(d.name.text.as_str()) {
                return Err(TranslateError::DuplicateDefinition {
                    name: d.name.text.clone(),
                });
            }
            let params: Option<Vec<String>> = d
                .params
                .as_ref()
                .map(|ps| ps.iter().map(|p| p.text.clone()).collect());
            for (i, p) in params.iter().flatten().enumerate() {
                if params.iter().flatten().take(i).any(|q| q == p) {
                    return Err(TranslateError::DuplicateParameter { name: p.clone() });
                }
            }
            if let Some(at) = params
                .as_deref()
                .and_then(|ps| applied_parameter(&d.body, ps))
            {
                let (line, col) = source.line_col(at.span.start);
                return Err(TranslateError::FunctionValue {
                    name: at.text.clone(),
                    place: format!("{}:{line}:{col}", source.name),
                });
            }
            if names.contains_key(&d.name.text) {
                continue;
            }
            names.insert(d.name.text.clone(), defs.len());
            defs.push(Def {
                name: d.name.text.clone(),
                params,
                body: &d.body,
                source,
                span: d.span,
            });
        }
    }
    let empty = Source::new("", "");
    let n = defs.len();
    let mut t = Translator {
        params: defs
            .iter()
            .map(|d| vec![Ty::Bottom; d.params.as_ref().map_or(0, Vec::len)])
            .collect(),
        results: vec![Ty::Bottom; n],
        called: vec![false; n],
        fn_names: function_names(defs.iter().map(|d| d.name.as_str())),
        defs,
        names,
        current: n,
        readers: vec![std::collections::HashSet::new(); n],
        due: (0..=n).collect(),
        queued: vec![true; n + 1],
        reading: options.reading,
        source: &empty,
        env: Vec::new(),
        temps: 0,
        labels: 0,
        notes: Notes::default(),
        assigned: HashMap::new(),
        last_reads: std::collections::HashSet::new(),
    };
    let roots: Vec<&(Source, Expr)> = options.entries.iter().chain(&options.mains).collect();
    t.last_reads = crate::cpl::lower::last_use::last_reads(
        t.defs
            .iter()
            .map(|d| d.body)
            .chain(roots.iter().map(|(_, e)| e)),
    );
    // Abstract interpretation to a fixed point: types only grow, and their depth is bounded.
    // Definitions (and, as number n, the entries and mains) are analysed again only when
    // something they read grew; when nothing is due, the parameters of definitions nobody
    // calls widen to any value, and the work goes on until that changes nothing either.
    // The old bound of 500 rounds over every definition stays as a bound on the work.
    let mut budget = 500 * (n + 1);
    while budget > 0 {
        while let Some(d) = t.due.pop_front() {
            t.queued[d] = false;
            budget = budget.saturating_sub(1);
            if budget == 0 {
                break;
            }
            t.current = d;
            if d == n {
                for (source, expr) in &roots {
                    t.source = source;
                    t.env.clear();
                    let _ = t.expr(expr);
                }
                continue;
            }
            let body = t.definition_body(d);
            let joined = join(&t.results[d], &body.ty);
            if joined != t.results[d] {
                t.results[d] = joined;
                let readers: Vec<usize> = t.readers[d].iter().copied().collect();
                for r in readers {
                    t.make_due(r);
                }
            }
        }
        let mut widened = false;
        for d in 0..n {
            if !t.called[d] {
                let mut any = false;
                for p in &mut t.params[d] {
                    if *p == Ty::Bottom {
                        *p = Ty::Dyn;
                        any = true;
                    }
                }
                if any {
                    t.make_due(d);
                    widened = true;
                }
            }
        }
        if !widened {
            break;
        }
    }
    t.current = n;

    let mut out = String::new();
    let header = if options.command.is_empty() {
        "Translated from CPL by `attic translate`.".to_string()
    } else {
        format!("Translated from CPL by `{}`.", options.command)
    };
    if options.standalone {
        let _ = writeln!(out, "// {}", crate::rust_names::comment(&header));
        let _ = writeln!(out, "{ALLOWS}\n");
        let _ = writeln!(out, "pub mod limits {{\n{}}}\n", strip_tests(LIMITS));
        let _ = writeln!(out, "mod rt {{\n{RUNTIME}}}\n");
    } else {
        let _ = writeln!(out, "//! {}", crate::rust_names::comment(&header));
        let _ = writeln!(out, "//! Generated code: do not edit by hand.\n");
        let _ = writeln!(out, "{ALLOWS}\n");
        let _ = writeln!(out, "use {} as rt;\n", options.runtime_path);
    }
    let mut code = String::new();
    // The definitions in the order of their numbers in `ctx.enter`, so a host can read the
    // translated program's own call counts (`Ctx::calls`) by name.
    let names: Vec<String> = (0..n).map(|d| quoted(&t.defs[d].name)).collect();
    let _ = writeln!(
        code,
        "/// The definitions, by the number each passes to `ctx.enter`.\npub const DEFINITIONS: [&str; {n}] = [{}];\n",
        names.join(", ")
    );
    for d in 0..n {
        code.push_str(&t.definition(d));
        code.push('\n');
    }
    if options.standalone {
        code.push_str(&t.mains(options));
    }
    out.push_str(&indent(&code));
    Ok(out)
}

impl<'a> Translator<'a> {
    /// What is being analysed reads definition `d`'s result: analyse it again when that grows.
    fn reads(&mut self, d: usize) {
        let current = self.current;
        self.readers[d].insert(current);
    }

    /// Definition `d` (or the entries and mains, `defs.len()`) is to be analysed again.
    fn make_due(&mut self, d: usize) {
        if !self.queued[d] {
            self.queued[d] = true;
            self.due.push_back(d);
        }
    }

    /// The body of a definition with its parameters bound (for inference and for code).
    fn definition_body(&mut self, d: usize) -> Code {
        self.source = self.defs[d].source;
        self.env.clear();
        let params = self.defs[d].params.clone().unwrap_or_default();
        for (i, (p, ty)) in params.iter().zip(self.params[d].clone()).enumerate() {
            self.bind_var(p, ty, Var::Param(d, i));
        }
        let body = self.defs[d].body;
        self.expr(body)
    }

    fn definition(&mut self, d: usize) -> String {
        self.temps = 0;
        self.labels = 0;
        self.notes.clear();
        let body = self.definition_body(d);
        let result = self.results[d].clone();
        let span = self.defs[d].span;
        let body_code = self.coerce(&body.code, &body.ty, &result, span);
        let def = &self.defs[d];
        let mut out = String::new();
        let text = def
            .source
            .text
            .get(def.span.start..def.span.end)
            .unwrap_or("");
        for line in text.lines() {
            let _ = writeln!(out, "// {}", crate::rust_names::comment(line.trim_end()));
        }
        let params = def.params.clone().unwrap_or_default();
        let signature: Vec<String> = params
            .iter()
            .zip(&self.params[d])
            .map(|(p, ty)| format!("{p}: {}", describe(ty)))
            .collect();
        let _ = writeln!(
            out,
            "/// `{}`{}: {}.",
            def.name,
            if def.params.is_some() {
                format!("({})", signature.join(", "))
            } else {
                String::new()
            },
            describe(&result)
        );
        let typed =
            !self.params[d].iter().any(has_dyn) && !has_dyn(&result) && self.notes.is_empty();
        if !typed {
            let _ = writeln!(
                out,
                "///\n/// Not fully typed (dynamic values where inference found no single type):"
            );
            if self.params[d].iter().any(has_dyn) && !self.called[d] {
                let _ = writeln!(
                    out,
                    "/// - no entry calls it, so its parameters are dynamic;"
                );
            }
            for note in &self.notes {
                let _ = writeln!(out, "/// - {note};");
            }
        }
        let mut args = vec!["ctx: &mut rt::Ctx".to_string()];
        for (i, (p, ty)) in params.iter().zip(&self.params[d]).enumerate() {
            // A parameter that is assigned is a variable of the function (CPL's by value).
            let mutable = if self.assigned.contains_key(&Var::Param(d, i)) {
                "mut "
            } else {
                ""
            };
            args.push(format!("{mutable}{}: {}", local_name(p), rust_type(ty)));
        }
        let name = self.fn_names[d].clone();
        let (line, col) = def.source.line_col(def.span.start);
        let place = quoted(&format!("{}:{line}:{col}", def.source.name));
        // A body that is one call of a definition (`RemainingPositionList`) only passes its
        // arguments on, and a leaf (a body that calls no definition: no `ctx` in its code,
        // since every call passes it) is straight-line code: both are always inlined, so
        // they cost no call of their own, even inside recursion.
        let leaf = !body_code.contains("ctx");
        let forwards = matches!(&def.body.kind,
            ExprKind::Apply { function, .. } if self.names.contains_key(&function.text));
        if def.params.is_some() && (forwards || leaf) {
            let _ = writeln!(out, "#[inline(always)]");
        } else if def.params.is_some() {
            // Most definitions are small and called from one or two places: inlining them
            // lets the compiler keep tuples in registers instead of returning them in memory.
            let _ = writeln!(out, "#[inline]");
        }
        let _ = writeln!(
            out,
            "pub fn {name}({}) -> rt::R<{}> {{",
            args.join(", "),
            rust_type(&result)
        );
        if def.params.is_none() && result == Ty::Int {
            let _ = writeln!(
                out,
                "if let Some(value) = ctx.override_int({}) {{ return Ok(value); }}",
                quoted(&def.name)
            );
        }
        let constant = def.params.is_none();
        if constant {
            let _ = writeln!(out, "ctx.enter_constant({}, {place})?;", quoted(&def.name));
        }
        // In a leaf one `tick` does what `enter` and `leave` do around it.
        if leaf {
            let _ = writeln!(out, "ctx.tick({d}, {place})?;");
        } else {
            let _ = writeln!(out, "ctx.enter({d}, {place})?;");
        }
        let _ = writeln!(out, "let result: {} = {body_code};", rust_type(&result));
        if !leaf {
            let _ = writeln!(out, "ctx.leave();");
        }
        if constant {
            let _ = writeln!(out, "ctx.leave_constant();");
        }
        let _ = writeln!(out, "Ok(result)\n}}");
        out
    }

    fn mains(&mut self, options: &'a Options) -> String {
        let mut out = String::new();
        let mut calls = Vec::new();
        for (i, (source, expr)) in options.mains.iter().enumerate() {
            self.source = source;
            self.env.clear();
            self.temps = 0;
            self.notes.clear();
            let code = self.expr(expr);
            let _ = writeln!(
                out,
                "/// `{}`: {}.",
                crate::rust_names::comment(source.text.trim()),
                describe(&code.ty)
            );
            let _ = writeln!(
                out,
                "fn main_{i}(ctx: &mut rt::Ctx) -> rt::R<{}> {{\nOk({})\n}}\n",
                rust_type(&code.ty),
                code.code
            );
            calls.push(format!("main_{i}"));
        }
        let _ = writeln!(
            out,
            "/// Evaluates each expression with fresh limits and prints what `attic run --eval` prints."
        );
        let _ = writeln!(out, "fn run() -> i32 {{");
        let _ = writeln!(out, "use std::io::Write as _;");
        let _ = writeln!(
            out,
            "let mut ctx = rt::Ctx {{ max_depth: {}, max_steps: {}, ..rt::Ctx::default() }};",
            options.max_depth, options.max_steps
        );
        let _ = writeln!(out, "let mut status = 0;");
        let single = calls.len() == 1;
        for call in &calls {
            let _ = writeln!(out, "ctx.begin();");
            if single {
                let _ = writeln!(
                    out,
                    "match rt::report({call}(&mut ctx)) {{ Ok(text) => {{ let _ = std::io::stdout().write_all(text.as_bytes()); }} Err(text) => {{ let _ = std::io::stderr().write_all(text.as_bytes()); status = 1; }} }}"
                );
            } else {
                // Several expressions: one line each; an error prints its first line in place.
                let _ = writeln!(
                    out,
                    "match rt::report({call}(&mut ctx)) {{ Ok(text) => {{ let _ = std::io::stdout().write_all(text.as_bytes()); }} Err(text) => {{ let _ = writeln!(std::io::stdout(), \"{{}}\", text.lines().next().unwrap_or(\"\")); status = 1; }} }}"
                );
            }
        }
        let _ = writeln!(out, "status\n}}\n");
        let _ = writeln!(
            out,
            "fn main() {{\n// Deep CPL recursion needs a deep native stack: run on the shared big-stack thread.\nlet status = match limits::on_stack(|_| run()) {{\nOk(Ok(status)) => status,\nOk(Err(_)) => {{ eprintln!(\"error: the program stopped with a panic (above): a bug of the translation\"); 101 }}\nErr(e) => {{ eprintln!(\"error: {{e}}\"); 1 }}\n}};\nstd::process::exit(status);\n}}"
        );
        out
    }
}

// ---------------------------------------------------------------------------------------------
// Commands (CPL 1963: assignment, `while`) and `where`

impl<'a> Translator<'a> {
    /// The names a `let` just bound (from `env` on) that some assignment assigns become
    /// `let mut` variables of the join of their value and everything assigned to them.
    fn make_variables(&mut self, code: &mut String, pattern: &Pattern, env: usize) {
        let names: Vec<&Name> = match pattern {
            Pattern::Name(n) => vec![n],
            Pattern::Tuple(names, _) => names.iter().collect(),
        };
        for (i, n) in names.iter().enumerate() {
            let Some(at) = env.checked_add(i).filter(|&at| at < self.env.len()) else {
                continue;
            };
            let var = Var::Let(self.source.name.clone(), n.span.start);
            self.env[at].var = var.clone();
            let Some(assigned) = self.assigned.get(&var).cloned() else {
                continue;
            };
            let (ident, ty) = (self.env[at].ident.clone(), self.env[at].ty.clone());
            let wide = join(&ty, &assigned);
            let value = self.coerce(&ident, &ty, &wide, n.span);
            let _ = writeln!(code, "let mut {ident}: {} = {value};", rust_type(&wide));
            self.env[at].ty = wide;
        }
    }

    /// A variable's type grows to take in a value assigned to it.
    fn widen(&mut self, var: &Var, ty: &Ty) {
        match var {
            Var::Param(d, i) => {
                let joined = join(&self.params[*d][*i], ty);
                if joined != self.params[*d][*i] {
                    self.params[*d][*i] = joined;
                    self.make_due(*d);
                }
                self.assigned.entry(var.clone()).or_insert(Ty::Bottom);
            }
            Var::Let(..) => {
                let old = self.assigned.get(var).cloned();
                let joined = join(old.as_ref().unwrap_or(&Ty::Bottom), ty);
                if old.as_ref() != Some(&joined) {
                    self.assigned.insert(var.clone(), joined);
                    // The `let` is in what is being analysed: analyse it again.
                    self.make_due(self.current);
                }
            }
        }
    }

    /// A command as Rust statements: an assignment, a `while`, or what `if` takes.
    fn command(
        &mut self,
        command: &Command,
        label: usize,
        ty: Option<&Ty>,
        results: &mut Vec<Ty>,
    ) -> String {
        match command {
            Command::Block(inner) => {
                let env = self.env.len();
                let (body, _) = self.items(&inner.items, label, ty, results, false);
                self.env.truncate(env);
                format!("{{\n{body}}}\n")
            }
            Command::Call { name, args, span } => {
                let message = if name.text == "Resign" && args.is_empty() {
                    return "return Err(rt::Stop::Resign);\n".to_string();
                } else if name.text == "Resign" {
                    format!("`Resign` takes 0 arguments, not {}", args.len())
                } else {
                    format!(
                        "unknown command `{}` (the one command is Resign)",
                        name.text
                    )
                };
                format!("{};\n", self.failure(&message, *span).code)
            }
            Command::While { test, body, span } => {
                let t = self.test(test);
                let body = self.command(body, label, ty, results);
                let place = self.place(test.span);
                let _ = span;
                format!("while {{ ctx.round({place})?; {t} }} {{\n{body}}}\n")
            }
            Command::Assign { target, value, .. } => self.assign(target, value),
        }
    }

    fn assign(&mut self, target: &Pattern, value: &Expr) -> String {
        let v = self.expr(value);
        let names: Vec<&Name> = match target {
            Pattern::Name(n) => vec![n],
            Pattern::Tuple(names, _) => names.iter().collect(),
        };
        let mut targets = Vec::new();
        for n in &names {
            match self.local(&n.text) {
                Some(local) => {
                    targets.push((local.ident.clone(), local.ty.clone(), local.var.clone()))
                }
                None => {
                    let name = &n.text;
                    let message = if self.names.contains_key(name)
                        || BUILTINS.contains(&name.as_str())
                        || builtin_constant(name).is_some()
                    {
                        format!("cannot assign to `{name}`: it is a definition, not a variable (only `let` names and parameters can be assigned)")
                    } else {
                        format!("cannot assign to `{name}`: no variable of that name is in scope (define it first with `let {name} = ...`)")
                    };
                    return format!(
                        "{{ let _ = {}; {}; }}\n",
                        v.code,
                        self.failure(&message, n.span).code
                    );
                }
            }
        }
        match target {
            Pattern::Name(n) => {
                let (ident, ty, var) = targets.remove(0);
                self.widen(&var, &v.ty);
                let value = self.coerce(&v.code, &v.ty, &ty, n.span);
                format!("{ident} = {value};\n")
            }
            Pattern::Tuple(_, span) => {
                let items: Vec<Ty> = match &v.ty {
                    Ty::Tuple(items) if items.len() == targets.len() => items.clone(),
                    _ => vec![Ty::Dyn; targets.len()],
                };
                let temps: Vec<String> = targets.iter().map(|_| self.temp()).collect();
                let mut out = if matches!(&v.ty, Ty::Tuple(items) if items.len() == targets.len()) {
                    format!("{{ let ({},) = {};\n", temps.join(", "), v.code)
                } else {
                    let t = self.temp();
                    let dynamic = self.dynamic(&v, *span);
                    let mut out = format!(
                        "{{ let {t} = rt::untuple({dynamic}, {}, {})?;\n",
                        targets.len(),
                        self.place(*span)
                    );
                    for (i, temp) in temps.iter().enumerate() {
                        let _ = writeln!(out, "let {temp}: rt::Value = {t}[{i}].clone();");
                    }
                    out
                };
                for ((ident, ty, var), (temp, item)) in targets.iter().zip(temps.iter().zip(&items))
                {
                    self.widen(var, item);
                    let value = self.coerce(temp, item, ty, *span);
                    let _ = writeln!(out, "{ident} = {value};");
                }
                out.push_str("}\n");
                out
            }
        }
    }

    /// `body where x = e and ...`: the values first (in the scope outside), then the names.
    fn where_expr(&mut self, body: &Expr, definitions: &[WhereDefinition]) -> Code {
        let env = self.env.len();
        let mut code = String::new();
        let mut values = Vec::new();
        for d in definitions {
            let v = self.expr(&d.value);
            let t = self.temp();
            let _ = writeln!(code, "let {t}: {} = {};", rust_type(&v.ty), v.code);
            values.push(Code::new(v.ty, t));
        }
        for (d, v) in definitions.iter().zip(values) {
            self.let_item(&mut code, &d.pattern, v, d.span);
        }
        let body = self.expr(body);
        self.env.truncate(env);
        Code::new(body.ty, format!("{{\n{code}{}\n}}", body.code))
    }
}

/// The first application of one of `params` in `e` (a function value the translator refuses).
fn applied_parameter<'e>(e: &'e Expr, params: &[String]) -> Option<&'e Name> {
    let exprs = |items: &'e [Expr]| items.iter().find_map(|i| applied_parameter(i, params));
    match &e.kind {
        ExprKind::Apply { function, args } => {
            if params.contains(&function.text) {
                Some(function)
            } else {
                exprs(args)
            }
        }
        ExprKind::Tuple(items) => exprs(items),
        ExprKind::Unary { operand, .. } => applied_parameter(operand, params),
        ExprKind::Binary { lhs, rhs, .. } => {
            applied_parameter(lhs, params).or_else(|| applied_parameter(rhs, params))
        }
        ExprKind::Conditional {
            test,
            then,
            otherwise,
        } => applied_parameter(test, params)
            .or_else(|| applied_parameter(then, params))
            .or_else(|| applied_parameter(otherwise, params)),
        ExprKind::ValueOf(block) => applied_in_block(block, params),
        ExprKind::Where { body, definitions } => applied_parameter(body, params).or_else(|| {
            definitions
                .iter()
                .find_map(|d| applied_parameter(&d.value, params))
        }),
        _ => None,
    }
}

fn applied_in_block<'e>(block: &'e Block, params: &[String]) -> Option<&'e Name> {
    block.items.iter().find_map(|item| match item {
        BlockItem::Let { value, .. } | BlockItem::ResultIs { value, .. } => {
            applied_parameter(value, params)
        }
        BlockItem::If { test, then, .. } => {
            applied_parameter(test, params).or_else(|| applied_in_command(then, params))
        }
        BlockItem::Command(c) => applied_in_command(c, params),
    })
}

fn applied_in_command<'e>(c: &'e Command, params: &[String]) -> Option<&'e Name> {
    match c {
        Command::Call { args, .. } => args.iter().find_map(|a| applied_parameter(a, params)),
        Command::Block(b) => applied_in_block(b, params),
        Command::Assign { value, .. } => applied_parameter(value, params),
        Command::While { test, body, .. } => {
            applied_parameter(test, params).or_else(|| applied_in_command(body, params))
        }
    }
}
