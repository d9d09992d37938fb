//! The child's side of a sandboxed job (`attic serve --run-one`, started by
//! [`super::sandbox`]): one request as JSON on stdin (a run through [`crate::run`], a course
//! check, a translation through [`crate::translate`]), its answer as JSON on stdout. Apart
//! from the sandbox, so that the sandbox, which the API uses, does not use the API back.

use std::io::{Read, Write};

use serde_json::{json, Value};

/// The child's side: one request from stdin, its outcome on stdout. An allocation past the cap
/// aborts the child, which the parent reports as the memory limit.
pub fn run_one() -> std::io::Result<()> {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text)?;
    // Parsing, resolving and translating recurse once a nesting level: the CLI's stack.
    let answer = match serde_json::from_str::<Value>(&text) {
        Ok(request) => crate::stack::on_front_end_stack(|| answer(&request)),
        Err(e) => json!({ "error": format!("bad request: {e}") }),
    };
    let mut out = std::io::stdout().lock();
    out.write_all(answer.to_string().as_bytes())?;
    out.flush()
}

fn answer(request: &Value) -> Value {
    if request["kind"] == "course" {
        return super::api::course_check_in_child(request);
    }
    if request["kind"] == "translate" {
        return super::api::translate_in_child(request);
    }
    let text = |key: &str| request.get(key).and_then(Value::as_str);
    let number = |key: &str| request["limits"].get(key).and_then(Value::as_u64);
    let language = match text("language") {
        Some("algol") => crate::run::Language::Algol,
        _ => crate::run::Language::Cpl,
    };
    let mut run = crate::run::RunRequest::new(language, "program", text("source").unwrap_or(""));
    run.eval = text("eval");
    run.input = text("input").unwrap_or("");
    run.prelude = request["prelude"].as_bool().unwrap_or(true);
    run.reading = match text("reading") {
        Some("xor") => crate::cpl::runtime::logical::Reading::Xor,
        _ => crate::cpl::runtime::logical::Reading::Set,
    };
    run.counts = request["counts"].as_bool().unwrap_or(false);
    if request["trace"].as_bool().unwrap_or(false) {
        run.trace = Some(crate::run::Trace {
            depth: request["trace_depth"]
                .as_u64()
                .map(|d| usize::try_from(d).unwrap_or(usize::MAX)),
            calls: true,
            labels: request["trace_labels"].as_bool().unwrap_or(false),
            names: false,
            raw: request["trace_raw"].as_bool().unwrap_or(false),
        });
    }
    if let (Some(steps), Some(depth), Some(output)) = (
        number("max_steps"),
        number("max_depth"),
        number("max_output"),
    ) {
        run.limits = crate::run::RunLimits {
            max_steps: steps,
            max_depth: depth as usize,
            max_output: output as usize,
            ..crate::run::RunLimits::default()
        };
    }
    let outcome = crate::run::run(&run);
    json!({
        "stdout": outcome.stdout,
        "stderr": outcome.stderr(),
        "exit": outcome.exit,
        "diagnostic": outcome.diagnostic.as_ref().map(super::api::diagnostic_json),
        "trace": outcome.trace,
    })
}
