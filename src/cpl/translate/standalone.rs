//! Standalone output: the runtime's files and `src/limits.rs` pasted at the paths they have in
//! the crate, and a `main` that prints what `attic run --eval` prints.

use std::fmt::Write as _;

use super::*;
use crate::codegen::{inline_modules, strip_tests};

/// `src/limits.rs`, which the runtime uses.
const LIMITS: &str = include_str!("../../limits.rs");

/// The runtime's `mod.rs`, and each of its files by the name its `mod` line gives.
const RUNTIME: &str = include_str!("../runtime/mod.rs");
const RUNTIME_PARTS: [(&str, &str); 9] = [
    ("builtins", include_str!("../runtime/builtins.rs")),
    ("ctx", include_str!("../runtime/ctx.rs")),
    ("error", include_str!("../runtime/error.rs")),
    ("list", include_str!("../runtime/list.rs")),
    ("logical", include_str!("../runtime/logical.rs")),
    ("number", include_str!("../runtime/number.rs")),
    ("ops", include_str!("../runtime/ops.rs")),
    ("show", include_str!("../runtime/show.rs")),
    ("value", include_str!("../runtime/value.rs")),
];

/// `crate::limits` and `crate::cpl::runtime` as modules of a standalone crate, at the paths
/// they have in attic, so that their text compiles unchanged.
pub(super) fn runtime_modules() -> String {
    let mut out = String::new();
    let _ = writeln!(out, "pub mod limits {{\n{}}}\n", strip_tests(LIMITS));
    let _ = writeln!(out, "pub mod cpl {{\npub mod runtime {{");
    out.push_str(&inline_modules(RUNTIME, &RUNTIME_PARTS));
    let _ = writeln!(out, "}}\n}}\n");
    out
}

impl<'a> Translator<'a> {
    pub(super) fn mains(&mut self, options: &'a Options) -> String {
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
