//! ALGOL 60 -> Rust: `attic translate FILE.alg`.
//!
//! The translator reads the interpreter's resolved form ([`CProgram`]: per-block jump code,
//! frame slots, label numbers), so scoping, compile-time errors and the for statement's
//! expansion are the interpreter's by construction. Each block and procedure body becomes one
//! Rust function over the runtime `src/algol/runtime/`; its instructions become
//! Rust statements, grouped at jump targets into the arms of a `loop { match pc { .. } }`
//! (straight-line code stays straight). Expressions become Rust expressions; actual
//! parameters called by name become thunks (a generated function and the caller's frame,
//! with a second function giving the place when the actual is a variable, for Jensen's
//! device); switches become functions from index to designational value. A `go to` out of
//! the current activation returns `Unwind::Goto` with the target activation's identity, and
//! the function running that activation resumes at the label, as the interpreter does. Every
//! instruction counts a step, as in the interpreter, so the step limit stops a runaway
//! translation at the same place. The ALGOL line of the code that follows is a comment above
//! it. The fidelity contract is in `programs/algol/README.md`.

use std::collections::{BTreeSet, HashMap};
use std::fmt::Write as _;

use super::ast::{BinaryOp, Specifier, Type};
use super::resolve::*;
use crate::codegen::strip_tests;
use crate::diagnostic::Source;
use crate::limits::Limits;

/// The runtime's text (its `mod.rs`; the files it declares are [`RUNTIME_PARTS`]), pasted into
/// standalone programs.
pub const RUNTIME: &str = include_str!("runtime/mod.rs");
/// The runtime's submodules, by the name `RUNTIME` declares them with.
pub const RUNTIME_PARTS: [(&str, &str); 3] = [
    ("arith", include_str!("runtime/arith.rs")),
    ("machine", include_str!("runtime/machine.rs")),
    ("typed", include_str!("runtime/typed.rs")),
];
const DIAGNOSTIC: &str = include_str!("../diagnostic.rs");
const IO: &str = include_str!("io.rs");
const ARRAY: &str = include_str!("array.rs");
const ERRORS: &str = include_str!("error.rs");
const LIMITS: &str = include_str!("../limits.rs");
const BOUNDED: &str = include_str!("../bounded.rs");

const ALLOWS: &str = "#![allow(non_snake_case, non_upper_case_globals, mixed_script_confusables, confusable_idents, uncommon_codepoints, unused, unreachable_code, unused_labels, unused_braces, unused_parens, clippy::all)]";

/// How to translate.
#[derive(Debug, Clone)]
pub struct Options {
    /// A whole program with `fn main` (the runtime pasted in) instead of a crate module.
    pub standalone: bool,
    /// The standalone program's limits.
    pub max_steps: u64,
    pub max_depth: usize,
    /// `None`: the shared default ([`Limits::default`]), within the address space it runs in.
    pub max_memory: Option<usize>,
    /// The command that regenerates the output, for its header.
    pub command: String,
    /// The path of the runtime module, for crate modules.
    pub runtime_path: String,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            standalone: false,
            max_steps: Limits::DEFAULT_MAX_STEPS,
            max_depth: Limits::DEFAULT_MAX_DEPTH,
            max_memory: None,
            command: String::new(),
            runtime_path: "crate::algol::runtime".into(),
        }
    }
}

mod typed;

/// Translates a checked program to Rust source: typed Rust where the typed translation takes
/// the program, else the machine translation, the header says which and why.
pub fn translate(source: &Source, program: &CProgram, options: &Options) -> String {
    let mut t = Translator::new(source, program);
    let typed = typed::translate(&mut t);
    let (code, which) = match typed {
        Ok(code) => (code, None),
        Err(why) => {
            t = Translator::new(source, program);
            (t.machine(), Some(why))
        }
    };

    let mut head = String::new();
    let command = match options.command.as_str() {
        "" => "attic translate",
        command => command,
    };
    let header = format!("Generated from ALGOL 60 by `{command}`: do not edit by hand.");
    let kind = match &which {
        None => "Typed Rust: each procedure a function over typed values.".to_string(),
        Some(why) => format!(
            "The machine translation (dynamic values), because the typed translation does not \
             take this program yet: {why}."
        ),
    };
    let uses = "use self::rt::{Fr, Op, Place, SlotInit, Spec, StdFn, Ty, R, Rt, V};";
    if options.standalone {
        let _ = writeln!(head, "// {}", crate::rust_names::comment(&header));
        let _ = writeln!(head, "// {}", crate::rust_names::comment(&kind));
        let _ = writeln!(head, "{ALLOWS}\n");
        head.push_str(&runtime_modules());
        let _ = writeln!(head, "mod program {{");
        let _ = writeln!(head, "use crate::algol::runtime as rt;");
    } else {
        let _ = writeln!(head, "//! {}", crate::rust_names::comment(&header));
        let _ = writeln!(head, "//! {}", crate::rust_names::comment(&kind));
        let _ = writeln!(head, "\n{ALLOWS}\n");
        let _ = writeln!(head, "use {} as rt;", options.runtime_path);
    }
    let _ = writeln!(head, "{uses}\n");
    t.info(&mut head);
    let (slots, entry) = match which {
        None => ("&[]".to_string(), "main_entry"),
        Some(_) => (slots(&program.main.slots), "main_block"),
    };
    let _ = writeln!(head, "static MAIN_SLOTS: &[SlotInit] = {slots};\n");
    let _ = writeln!(
        head,
        "/// Runs the program: numbers from `input`, output to `out`; a runtime error comes back \
         as the interpreter's diagnostic."
    );
    let _ = writeln!(head, "pub fn run(input: &mut dyn std::io::BufRead, out: &mut dyn std::io::Write, limits: rt::Limits, stack_budget: usize) -> Result<rt::Stats, rt::Diagnostic> {{");
    // A program read in MARST's representation runs with MARST's library; the others keep
    // the call they always had.
    let run = match program.io_library {
        crate::algol::io::Library::Reference => "rt::run(".to_string(),
        library => format!("rt::run_in(rt::Library::{library:?}, "),
    };
    let _ = writeln!(
        head,
        "{run}&INFO, MAIN_SLOTS, {entry}, input, out, limits, stack_budget)"
    );
    let _ = writeln!(head, "}}\n");
    head.push_str(&code);
    if options.standalone {
        head.push_str("}\n\n");
        head.push_str(&standalone_main(options));
    }
    crate::codegen::indent(&head)
}

/// The runtime and what it takes from the interpreter, as modules of a standalone crate at the
/// paths they have in attic (`crate::diagnostic`, `crate::limits`, `crate::bounded`,
/// `crate::algol::{io, error, array, runtime}`), so their text compiles unchanged.
fn runtime_modules() -> String {
    let mut head = String::new();
    // rustc alone has no crates: the caret's display width counts one column a character.
    let diagnostic = strip_tests(DIAGNOSTIC).replace(
        "unicode_width::UnicodeWidthStr::width(piece)",
        "piece.chars().count()",
    );
    let _ = writeln!(head, "pub mod diagnostic {{\n{diagnostic}}}\n");
    let _ = writeln!(head, "pub mod limits {{\n{}}}\n", strip_tests(LIMITS));
    let _ = writeln!(head, "pub mod bounded {{\n{}}}\n", strip_tests(BOUNDED));
    let _ = writeln!(head, "pub mod algol {{");
    let _ = writeln!(head, "pub mod io {{\n{}}}", strip_tests(IO));
    let _ = writeln!(head, "pub mod error {{\n{}}}", strip_tests(ERRORS));
    let _ = writeln!(head, "pub mod array {{\n{}}}", strip_tests(ARRAY));
    let _ = writeln!(
        head,
        "pub mod runtime {{\n{}}}",
        inline_parts(RUNTIME, &RUNTIME_PARTS)
    );
    let _ = writeln!(head, "}}\n");
    head
}

/// `text` with each of its `mod name;` declarations of `parts` replaced by the module's text.
fn inline_parts(text: &str, parts: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(text.len());
    for line in strip_tests(text).lines() {
        let declared = line
            .trim()
            .trim_start_matches("pub ")
            .strip_prefix("mod ")
            .and_then(|rest| rest.strip_suffix(';'));
        match parts.iter().find(|(name, _)| Some(*name) == declared) {
            Some((_, part)) => {
                let _ = writeln!(
                    out,
                    "{} {{\n{}}}",
                    line.trim_end_matches(';'),
                    strip_tests(part)
                );
            }
            None => {
                out.push_str(line);
                out.push('\n');
            }
        }
    }
    out
}

/// Several programs in one standalone crate (to compile a corpus with one rustc call): each
/// program a module named as given, and a `main` that runs the one its first argument names,
/// with the step limit and the depth limit its next two arguments give (`-`: the default).
pub fn bundle(programs: &[(String, &Source, &CProgram)]) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "// ALGOL 60 programs translated by `attic translate`, bundled."
    );
    let _ = writeln!(out, "{ALLOWS}\n");
    out.push_str(&runtime_modules());
    let options = Options::default();
    for (name, source, program) in programs {
        let text = translate(source, program, &options);
        let _ = writeln!(out, "mod {name} {{\n{text}}}\n");
    }
    let arms: Vec<String> = programs
        .iter()
        .map(|(name, ..)| format!("{name:?} => {name}::run,"))
        .collect();
    let _ = writeln!(
        out,
        r#"fn main() -> std::process::ExitCode {{
use std::io::Write;
let args: Vec<String> = std::env::args().collect();
let run = match args.get(1).map(String::as_str).unwrap_or("") {{
{}
_ => {{ eprintln!("no such program"); return std::process::ExitCode::from(2); }}
}};
let mut limits = limits::Limits::default();
if let Some(n) = args.get(2).and_then(|s| s.parse::<u64>().ok()) {{ limits.max_steps = n; }}
if let Some(n) = args.get(3).and_then(|s| s.parse::<usize>().ok()) {{ limits.max_depth = n; }}
if let Some(n) = args.get(4).and_then(|s| s.parse::<usize>().ok()) {{ limits.max_memory = n; }}
let joined = limits::on_stack(move |budget| {{
let stdin = std::io::stdin();
let mut input = stdin.lock();
let mut out = std::io::BufWriter::new(std::io::stdout().lock());
let result = run(&mut input, &mut out, limits, budget);
let _ = out.flush();
result.map(|_| ()).map_err(|d| d.to_string())
}});
match joined {{
Ok(Ok(Ok(()))) => std::process::ExitCode::SUCCESS,
Ok(Ok(Err(text))) => {{ eprintln!("{{}}", text.trim_end()); std::process::ExitCode::from(1) }}
Ok(Err(_)) => {{ eprintln!("error: the program stopped with a panic (above): a bug of the translation"); std::process::ExitCode::from(101) }}
Err(e) => {{ eprintln!("error: {{e}}"); std::process::ExitCode::from(1) }}
}}
}}"#,
        arms.join("\n"),
    );
    crate::codegen::indent(&out)
}

fn standalone_main(options: &Options) -> String {
    let steps = options.max_steps;
    format!(
        r#"/// Runs the program on a thread with a big stack, as `attic run` does: stdin in, stdout out,
/// a runtime error on stderr with exit code 1.
fn main() -> std::process::ExitCode {{
use std::io::Write;
let limits = limits::Limits {{ max_steps: {steps}, max_depth: {depth}, {memory}..limits::Limits::default() }};
let joined = limits::on_stack(move |budget| {{
let stdin = std::io::stdin();
let mut input = stdin.lock();
let mut out = std::io::BufWriter::new(std::io::stdout().lock());
let result = program::run(&mut input, &mut out, limits, budget);
let _ = out.flush();
result.map(|_| ()).map_err(|d| d.to_string())
}});
match joined {{
Ok(Ok(Ok(()))) => std::process::ExitCode::SUCCESS,
// A closed pipe ends quietly, as in `attic run`.
Ok(Ok(Err(text))) if text.starts_with("error: cannot write the output") => std::process::ExitCode::SUCCESS,
Ok(Ok(Err(text))) => {{
eprintln!("{{}}", text.trim_end());
std::process::ExitCode::from(1)
}}
Ok(Err(_)) => {{
eprintln!("error: the program stopped with a panic (above): a bug of the translation");
std::process::ExitCode::from(101)
}}
Err(e) => {{
eprintln!("error: {{e}}");
std::process::ExitCode::from(1)
}}
}}
}}
"#,
        depth = options.max_depth,
        memory = options
            .max_memory
            .map_or(String::new(), |m| format!("max_memory: {m}, "))
    )
}

/// An ALGOL identifier as part of a Rust name: letters and digits kept (Cyrillic included),
/// spaces and anything else dropped.
fn rust_name(name: &str) -> String {
    name.chars().filter(|c| c.is_alphanumeric()).collect()
}

fn ty(t: Type) -> &'static str {
    match t {
        Type::Integer => "Ty::Integer",
        Type::Real => "Ty::Real",
        Type::Boolean => "Ty::Boolean",
    }
}

fn opt_ty(t: Option<Type>) -> String {
    match t {
        Some(t) => format!("Some({})", ty(t)),
        None => "None".into(),
    }
}

fn slots(s: &[SlotInit]) -> String {
    let items: Vec<String> = s
        .iter()
        .map(|s| match s {
            SlotInit::Typed(t) => format!("SlotInit::Typed({})", ty(*t)),
            SlotInit::Dynamic => "SlotInit::Dynamic".into(),
            SlotInit::Element => "SlotInit::Element".into(),
        })
        .collect();
    format!("&[{}]", items.join(", "))
}

fn op(o: BinaryOp) -> &'static str {
    use BinaryOp::*;
    match o {
        Power => "Op::Power",
        Mul => "Op::Mul",
        Div => "Op::Div",
        IntDiv => "Op::IntDiv",
        Add => "Op::Add",
        Sub => "Op::Sub",
        Less => "Op::Less",
        NotGreater => "Op::NotGreater",
        Equal => "Op::Equal",
        NotLess => "Op::NotLess",
        Greater => "Op::Greater",
        NotEqual => "Op::NotEqual",
        And => "Op::And",
        Or => "Op::Or",
        Implies => "Op::Implies",
        Equiv => "Op::Equiv",
    }
}

fn std_fn(f: StdFn) -> &'static str {
    match f {
        StdFn::Abs => "StdFn::Abs",
        StdFn::Iabs => "StdFn::Iabs",
        StdFn::Sign => "StdFn::Sign",
        StdFn::Sqrt => "StdFn::Sqrt",
        StdFn::Sin => "StdFn::Sin",
        StdFn::Cos => "StdFn::Cos",
        StdFn::Arctan => "StdFn::Arctan",
        StdFn::Ln => "StdFn::Ln",
        StdFn::Exp => "StdFn::Exp",
        StdFn::Entier => "StdFn::Entier",
    }
}

fn spec(s: Option<Specifier>) -> String {
    match s {
        None => "Spec::None".into(),
        Some(Specifier::Simple(t)) => format!("Spec::Simple({})", ty(t)),
        Some(Specifier::Array(t)) => format!("Spec::Array({})", opt_ty(t)),
        Some(Specifier::Procedure(_)) => "Spec::Procedure".into(),
        Some(_) => "Spec::Other".into(),
    }
}

fn real(r: f64) -> String {
    let text = format!("{r:?}");
    if text.contains('.') || text.contains('e') || text.contains("inf") || text.contains("NaN") {
        format!("{text}f64")
    } else {
        format!("{text}.0")
    }
}

/// Lines and columns of byte offsets as [`Source::line_col`] counts them, each in constant
/// time: a program written on one long line has a site every few characters, and counting
/// the line's characters once a site would take time quadratic in its length.
struct Columns {
    starts: Vec<usize>,
    /// The characters before each byte offset (and the end).
    chars: Vec<u32>,
}

impl Columns {
    fn new(text: &str) -> Columns {
        let starts = std::iter::once(0)
            .chain(text.match_indices('\n').map(|(i, _)| i + 1))
            .collect();
        let mut chars = Vec::with_capacity(text.len() + 1);
        let mut n = 0u32;
        for b in text.bytes() {
            chars.push(n);
            // Continuation bytes of UTF-8 start no character.
            if b & 0xC0 != 0x80 {
                n = n.saturating_add(1);
            }
        }
        chars.push(n);
        Columns { starts, chars }
    }

    fn line_col(&self, text: &str, offset: usize) -> (usize, usize) {
        let mut offset = offset.min(text.len());
        while !text.is_char_boundary(offset) {
            offset -= 1;
        }
        let line = self.starts.partition_point(|&start| start <= offset).max(1);
        let start = self.starts[line - 1];
        (line, (self.chars[offset] - self.chars[start]) as usize + 1)
    }

    /// Line, column and width, as [`Source::locate`] gives them.
    fn locate(&self, text: &str, span: crate::diagnostic::Span) -> (usize, usize, usize) {
        let (line, col) = self.line_col(text, span.start);
        let (end_line, end_col) = self.line_col(text, span.end);
        let width = if end_line == line && end_col > col {
            end_col - col
        } else {
            1
        };
        (line, col, width)
    }
}

/// The longest source line a comment of the translation quotes whole: a program on one long
/// line would otherwise be quoted above each of its jump targets.
const COMMENT_CHARS: usize = 200;

/// The trimmed text of line `l` for a comment, cut at [`COMMENT_CHARS`], its controls and
/// bidi characters escaped ([`crate::rust_names::comment`]).
fn comment_text(source: &Source, l: usize) -> String {
    let text = source.line_text(l).trim();
    let text = match text.char_indices().nth(COMMENT_CHARS) {
        Some((at, _)) => format!("{} ...", &text[..at]),
        None => text.to_string(),
    };
    crate::rust_names::comment(&text)
}

struct Translator<'a> {
    source: &'a Source,
    columns: Columns,
    prog: &'a CProgram,
    /// Interpreter site -> the translation's site number.
    sites: HashMap<Site, u32>,
    site_list: Vec<Site>,
    thunks: String,
    thunk_count: usize,
    proc_names: Vec<String>,
}

impl<'a> Translator<'a> {
    fn new(source: &'a Source, prog: &'a CProgram) -> Translator<'a> {
        let mut t = Translator {
            source,
            columns: Columns::new(&source.text),
            prog,
            sites: HashMap::new(),
            site_list: Vec::new(),
            thunks: String::new(),
            thunk_count: 0,
            proc_names: prog
                .procs
                .iter()
                .enumerate()
                .map(|(i, p)| format!("p{i}_{}", rust_name(&p.name)))
                .collect(),
        };
        // Site 0 keeps its number: the interpreter reports a few internal errors there.
        t.site(0);
        t
    }

    /// The machine translation: each block and procedure a function over the runtime's
    /// frames of dynamic values.
    fn machine(&mut self) -> String {
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

    fn site(&mut self, s: Site) -> u32 {
        if let Some(n) = self.sites.get(&s) {
            return *n;
        }
        let n = self.site_list.len() as u32;
        self.site_list.push(s);
        self.sites.insert(s, n);
        n
    }

    fn line_of(&self, s: Site) -> Option<usize> {
        let (span, _) = self.prog.sites.get(s as usize)?;
        Some(self.columns.line_col(&self.source.text, span.start).0)
    }

    /// The program's description: its file, the lines its sites point at, the sites, the own
    /// variables.
    fn info(&self, out: &mut String) {
        let mut lines: BTreeSet<usize> = BTreeSet::new();
        lines.insert(1);
        let mut site_text = String::new();
        for s in &self.site_list {
            let (span, name) = self
                .prog
                .sites
                .get(*s as usize)
                .cloned()
                .unwrap_or_default();
            let (line, col, width) = self.columns.locate(&self.source.text, span);
            lines.insert(line);
            let _ = writeln!(
                site_text,
                "rt::Site {{ line: {line}, col: {col}, width: {width}, name: {name:?} }},"
            );
        }
        let last = lines.iter().next_back().copied().unwrap_or(1);
        let _ = writeln!(out, "static LINES: &[&str] = &[");
        for l in 1..=last {
            if lines.contains(&l) {
                let _ = writeln!(out, "{:?},", self.source.line_text(l));
            } else {
                let _ = writeln!(out, "\"\",");
            }
        }
        let _ = writeln!(out, "];\n");
        let _ = writeln!(out, "static SITES: &[rt::Site] = &[\n{site_text}];\n");
        let _ = writeln!(
            out,
            "pub static INFO: rt::ProgramInfo = rt::ProgramInfo {{ file: {:?}, lines: LINES, sites: SITES, owns: {} }};\n",
            self.source.name,
            slots(&self.prog.owns)
        );
    }

    fn procedure(&mut self, out: &mut String, i: usize, p: &ProcInfo) {
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

    fn switch(&mut self, out: &mut String, i: usize, s: &SwitchInfo) {
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
    fn code_fn(&mut self, out: &mut String, name: &str, code: &Code, doc: &str) {
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

    fn init(&mut self, init: &Init) -> String {
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

    fn bounds(&mut self, bounds: &[(CExpr, CExpr)], s: u32) -> String {
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

    fn comment_for(&self, site: Site) -> String {
        match self.line_of(site) {
            Some(l) => format!("// {l}: {}\n", comment_text(self.source, l)),
            None => String::new(),
        }
    }

    /// The instructions of a code: straight on when nothing jumps, else as arms of a match on
    /// the instruction number, one arm a jump target.
    fn body(&mut self, code: &Code, from_pc: bool) -> String {
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

    fn jump(&self, to: usize) -> String {
        format!("{{ pc = {to}; continue; }}")
    }

    fn frame(&mut self, up: u32, s: u32) -> String {
        if up == 0 {
            "f".into()
        } else {
            format!("rt.up(f, {up}, {s})?")
        }
    }

    fn instr(&mut self, ins: &Instr, last_line: &mut Option<usize>, _n: usize) -> String {
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

    /// A target as a `Place` expression.
    fn place(&mut self, t: &Target) -> String {
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

    fn array(&mut self, r: &ArrayRef, s: u32) -> String {
        match r {
            ArrayRef::Slot(addr) | ArrayRef::Formal(addr) => {
                let fr = self.frame(addr.up, s);
                format!("rt.array({fr}, {}, {s})?", addr.slot)
            }
            ArrayRef::Own(i) => format!("rt.own_array({i}, {s})?"),
        }
    }

    fn subs(&mut self, subs: &[CExpr], s: u32) -> String {
        let parts: Vec<String> = subs
            .iter()
            .map(|e| format!("rt.int({}, {s})?", self.expr(e)))
            .collect();
        format!("[{}]", parts.join(", "))
    }

    fn call(&mut self, callee: &Callee, args: &[CActual], s: u32) -> String {
        let mut out = String::new();
        self.call_to(&mut out, callee, args, s);
        out
    }

    /// [`Self::call`] written onto `out`: a call nested in an argument is written in place,
    /// not copied once a level.
    fn call_to(&mut self, out: &mut String, callee: &Callee, args: &[CActual], s: u32) {
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

    fn actual(&mut self, a: &CActual, s: u32) -> String {
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
    fn thunk(&mut self, e: &CExpr) -> usize {
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
    fn expr(&mut self, e: &CExpr) -> String {
        let mut out = String::new();
        self.expr_to(&mut out, e);
        out
    }

    /// [`Self::expr`] written onto `out`. The operators, conditionals and calls, which nest
    /// as deep as the parser allows, write their operands in place: building each level's
    /// text from its operands' would copy a deep sum once a level, quadratic in its length.
    /// Sites are numbered in the order [`Self::expr_leaf`] would number them.
    fn expr_to(&mut self, out: &mut String, e: &CExpr) {
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
    fn expr_leaf(&mut self, e: &CExpr) -> String {
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

    fn io_value(&mut self, args: &[IoArg], i: usize) -> String {
        match args.get(i) {
            Some(IoArg::Value(e)) => self.expr(e),
            _ => "V::Empty".into(),
        }
    }

    fn io(&mut self, op: IoProc, args: &[IoArg], s: u32) -> String {
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
