//! Standalone output: the runtime and the modules it takes from the interpreter pasted at
//! the paths they have in the crate, a `main` that runs the program as `attic run` does, and
//! bundles of several programs for one rustc call.

use std::fmt::Write as _;

use super::*;

/// The runtime and what it takes from the interpreter, as modules of a standalone crate at the
/// paths they have in attic (`crate::diagnostic`, `crate::limits`, `crate::bounded`,
/// `crate::algol::{io, error, array, runtime}`), so their text compiles unchanged.
pub(super) fn runtime_modules() -> String {
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
        crate::codegen::inline_modules(RUNTIME, &RUNTIME_PARTS)
    );
    let _ = writeln!(head, "}}\n");
    head
}

/// Several programs in one standalone crate (to compile a corpus with one rustc call): each
/// program a module named as given, and a `main` that runs the one its first argument names,
/// with the step limit and the depth limit its next two arguments give (`-`: the default).
/// A program the translation refuses refuses the bundle, its name and the reason said.
pub fn bundle(programs: &[(String, &Source, &CProgram)]) -> Result<String, String> {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "// ALGOL 60 programs translated by `attic translate`, bundled."
    );
    let _ = writeln!(out, "{ALLOWS}\n");
    out.push_str(&runtime_modules());
    let options = Options::default();
    for (name, source, program) in programs {
        let text = translate(source, program, &options)
            .map_err(|why| format!("{}: {why}", source.name))?;
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
    Ok(crate::codegen::indent(&out))
}

pub(super) fn standalone_main(options: &Options) -> String {
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
