//! ALGOL 60 -> Rust: `attic translate FILE.alg`.
//!
//! The translator reads the interpreter's resolved form ([`CProgram`]: per-block jump code,
//! frame slots, label numbers), so scoping, compile-time errors and the for statement's
//! expansion are the interpreter's by construction. The translation is typed ([`typed`]):
//! each block and procedure body becomes one Rust function over the runtime
//! `src/algol/runtime/`, with an activation record of the typed variables other functions
//! reach (nested procedures and blocks, switches); a variable only its own function reaches is
//! a local of that function, and a parameter called by value is never undefined (no `Option`
//! to test). Runtime errors name a site by number; the table of source lines lists each
//! line's sites in source order, so an error keeps the interpreter's line and column. Its
//! instructions become
//! Rust statements, and its jumps `if`/`else`, labelled `loop`s and labelled blocks
//! (`typed/flow.rs`) wherever their graph is reducible; a `go to` into a loop from before it
//! goes through the loop's header, carrying its label. A code whose jumps still make a loop
//! with two entries (a `go to` from after a loop back into its body), or a for list of
//! several elements, stays a `loop { match pc { .. } }` over instruction numbers, with a
//! comment saying why. A `go to` out of the current activation returns `Unwind::Goto` with
//! the target activation's identity, and the function running that activation resumes at the
//! label, as the interpreter does: only labels used as values can be resumed at, and one
//! inside loops is reached through their headers. The ALGOL line of the code that follows is
//! a comment above it. A program the typed translation cannot give Rust types
//! (a formal procedure called with parameters of other types at different calls, say) is
//! refused, the reason in words with its line. The fidelity contract is in
//! `programs/algol/README.md`.

use std::collections::HashMap;
use std::fmt::Write as _;

use super::ast::{BinaryOp, Type};
use super::lower::*;
use crate::codegen::strip_tests;
use crate::diagnostic::Source;
use crate::limits::Limits;

/// The runtime's text (its `mod.rs`; the files it declares are [`RUNTIME_PARTS`]), pasted into
/// standalone programs.
pub const RUNTIME: &str = include_str!("../runtime/mod.rs");
/// The runtime's submodules, by the name `RUNTIME` declares them with.
pub const RUNTIME_PARTS: [(&str, &str); 3] = [
    ("arith", include_str!("../runtime/arith.rs")),
    ("dynamic", include_str!("../runtime/dynamic.rs")),
    ("typed", include_str!("../runtime/typed.rs")),
];
const DIAGNOSTIC: &str = include_str!("../../diagnostic.rs");
const IO: &str = include_str!("../io.rs");
const ARRAY: &str = include_str!("../array.rs");
const ERRORS: &str = include_str!("../error.rs");
const LIMITS: &str = include_str!("../../limits.rs");
const BOUNDED: &str = include_str!("../../bounded.rs");

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

mod standalone;
mod typed;

pub use self::standalone::bundle;
use self::standalone::{runtime_modules, standalone_main};

/// Translates a checked program to Rust source, or says in words (with the line) why the
/// typed translation cannot give the program Rust types.
pub fn translate(source: &Source, program: &CProgram, options: &Options) -> Result<String, String> {
    let mut t = Translator::new(source, program);
    let code = typed::translate(&mut t)?;

    let mut head = String::new();
    let command = match options.command.as_str() {
        "" => "attic translate",
        command => command,
    };
    let header = format!("Generated from ALGOL 60 by `{command}`: do not edit by hand.");
    let kind = "Typed Rust: each procedure a function over typed values.";
    let uses = "use self::rt::{Fr, Op, SlotInit, StdFn, Ty, R, Rt, V};";
    if options.standalone {
        let _ = writeln!(head, "// {}", crate::rust_names::comment(&header));
        let _ = writeln!(head, "// {}", crate::rust_names::comment(kind));
        let _ = writeln!(head, "{ALLOWS}\n");
        head.push_str(&runtime_modules());
        let _ = writeln!(head, "mod program {{");
        let _ = writeln!(head, "use crate::algol::runtime as rt;");
    } else {
        let _ = writeln!(head, "//! {}", crate::rust_names::comment(&header));
        let _ = writeln!(head, "//! {}", crate::rust_names::comment(kind));
        let _ = writeln!(head, "\n{ALLOWS}\n");
        let _ = writeln!(head, "use {} as rt;", options.runtime_path);
    }
    let _ = writeln!(head, "{uses}\n");
    t.info(&mut head);
    let _ = writeln!(head, "static MAIN_SLOTS: &[SlotInit] = &[];\n");
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
        "{run}&INFO, MAIN_SLOTS, main_entry, input, out, limits, stack_budget)"
    );
    let _ = writeln!(head, "}}\n");
    head.push_str(&code);
    if options.standalone {
        head.push_str("}\n\n");
        head.push_str(&standalone_main(options));
    }
    Ok(crate::codegen::indent(&head))
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

    /// The comment that quotes the line of `site`, when it has one.
    fn comment_for(&self, site: Site) -> String {
        match self.line_of(site) {
            Some(l) => format!("// {l}: {}\n", comment_text(self.source, l)),
            None => String::new(),
        }
    }

    /// Numbers `used` (the sites a first pass asked for) in source order, site 0 first, so
    /// that the table lists each line's sites together; a site only the second pass asks
    /// for is numbered after them.
    fn number_in_source_order(&mut self, used: &[Site]) {
        let mut order: Vec<Site> = used.iter().copied().filter(|&s| s != 0).collect();
        order.sort_by_key(|&s| {
            self.prog
                .sites
                .get(s as usize)
                .map_or(0, |(span, _)| span.start)
        });
        order.dedup();
        self.sites.clear();
        self.site_list.clear();
        self.site(0);
        for s in order {
            self.site(s);
        }
    }

    /// The program's description: its file, the lines of its sites with each line's sites in
    /// the order of their numbers, and the own variables.
    fn info(&self, out: &mut String) {
        // A run of consecutively numbered sites on one line is one entry of the table.
        let mut runs: Vec<(usize, Vec<String>)> = Vec::new();
        for s in &self.site_list {
            let (span, name) = self
                .prog
                .sites
                .get(*s as usize)
                .cloned()
                .unwrap_or_default();
            let (line, col, width) = self.columns.locate(&self.source.text, span);
            let site = format!("({col}, {width}, {name:?})");
            match runs.last_mut() {
                Some((l, sites)) if *l == line => sites.push(site),
                _ => runs.push((line, vec![site])),
            }
        }
        if !runs.iter().any(|(l, _)| *l == 1) {
            runs.insert(0, (1, Vec::new()));
        }
        let _ = writeln!(
            out,
            "/// Each source line that runtime errors can point at, with its sites, numbered in this order."
        );
        let _ = writeln!(out, "static LINES: &[rt::Line] = &[");
        for (line, sites) in runs {
            let _ = writeln!(
                out,
                "rt::Line {{ line: {line}, text: {:?}, sites: &[{}] }},",
                self.source.line_text(line),
                sites.join(", ")
            );
        }
        let _ = writeln!(out, "];\n");
        let _ = writeln!(
            out,
            "pub static INFO: rt::ProgramInfo = rt::ProgramInfo {{ file: {:?}, lines: LINES, owns: {} }};\n",
            self.source.name,
            slots(&self.prog.owns)
        );
    }
}
