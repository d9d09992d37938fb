//! Running a program text in either language and keeping what it printed: the one place
//! `attic run` and the studio's `POST /api/run` share.
//!
//! A run is a [`RunRequest`] (the language, the text, for CPL the expression to evaluate, for
//! ALGOL the input) and ends as a [`RunOutcome`]: stdout and stderr as text, the exit code the
//! CLI uses ([`exit`]), and the diagnostic when the text did not parse or the program failed.
//! Output is capped ([`RunLimits::max_output`]): a program that prints more stops with an error
//! at the cap, and the text printed up to it is kept. Nothing here reads or writes a file.

use std::io::{self, BufRead, Write};

use crate::algol;
use crate::cpl;
use crate::diagnostic::{Diagnostic, Source};

/// The exit codes of `attic`: what a run's outcome reports.
pub mod exit {
    /// The program ran to its end.
    pub const OK: u8 = 0;
    /// The program ran and failed: a runtime error or a limit.
    pub const FAILED: u8 = 1;
    /// The request itself was wrong (for CPL: nothing to evaluate).
    pub const USAGE: u8 = 2;
    /// The text is not a program: a syntax error.
    pub const BAD_INPUT: u8 = 65;
}

/// The two languages attic runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Language {
    Cpl,
    Algol,
}

/// How far a run may go.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RunLimits {
    /// CPL: applications of definitions and builtins; ALGOL: statements and loop steps.
    pub max_steps: u64,
    /// Nested calls (CPL) or live procedure activations (ALGOL).
    pub max_depth: usize,
    /// Bytes of stdout a run may print.
    pub max_output: usize,
    /// Bytes of values, lists, arrays, frames and stack a run may hold (an estimate, see
    /// [`crate::limits`]).
    pub max_memory: usize,
    /// A run still going after this long stops.
    pub time_limit: Option<std::time::Duration>,
}

impl RunLimits {
    /// The shared [`Limits`](crate::limits::Limits) of a run that starts now (the deadline
    /// counts from here), with the request's cancel flag.
    pub fn limits(
        &self,
        cancel: Option<std::sync::Arc<std::sync::atomic::AtomicBool>>,
    ) -> crate::limits::Limits {
        crate::limits::Limits {
            max_steps: self.max_steps,
            max_depth: self.max_depth,
            max_memory: self.max_memory,
            deadline: self.time_limit.map(|t| std::time::Instant::now() + t),
            cancel,
        }
    }
}

impl Default for RunLimits {
    /// The CLI's defaults: the shared [`crate::limits::Limits`] defaults, and no practical output cap.
    fn default() -> RunLimits {
        RunLimits {
            max_steps: crate::limits::Limits::DEFAULT_MAX_STEPS,
            max_depth: crate::limits::Limits::DEFAULT_MAX_DEPTH,
            max_output: usize::MAX,
            max_memory: crate::limits::Limits::DEFAULT_MAX_MEMORY,
            time_limit: None,
        }
    }
}

/// A program text to run.
#[derive(Debug, Clone)]
pub struct RunRequest<'a> {
    pub language: Language,
    /// The name diagnostics give the text (a file name, or `program`).
    pub name: &'a str,
    pub source: &'a str,
    /// CPL: the expression to evaluate with the program's definitions.
    pub eval: Option<&'a str>,
    /// ALGOL: the text `input`, `inreal` and `ininteger` read numbers from.
    pub input: &'a str,
    /// CPL: load the checkers prelude after the program.
    pub prelude: bool,
    /// CPL: how `+` and `-` read on two logicals.
    pub reading: cpl::runtime::logical::Reading,
    /// CPL: how tightly `∧`, `∨` and `≡` bind against `+` and `-` in the program.
    pub and_binds: cpl::AndBinds,
    /// CPL: print on stderr how many times each definition was called.
    pub counts: bool,
    /// ALGOL: two identifiers of one scope that agree in 12 characters are an error.
    pub strict_12: bool,
    pub limits: RunLimits,
    /// A flag another thread sets to stop the run.
    pub cancel: Option<std::sync::Arc<std::sync::atomic::AtomicBool>>,
    /// Trace the run ([`RunOutcome::trace`]): CPL and ALGOL calls, ALGOL jumps on request.
    pub trace: Option<Trace>,
}

/// What a traced run writes into [`RunOutcome::trace`].
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Trace {
    /// Calls nested deeper than this are not shown (`None`: every call).
    pub depth: Option<usize>,
    /// Show every call (of a CPL definition, of an ALGOL procedure).
    pub calls: bool,
    /// ALGOL: show every `go to` taken.
    pub labels: bool,
    /// ALGOL: show every evaluation of a parameter called by name, with its value.
    pub names: bool,
    /// CPL: values as the program holds them; otherwise, with the checkers prelude, a
    /// position is shown as its PDN FEN and a successor as its move (`bridge::trace_view`).
    pub raw: bool,
}

impl<'a> RunRequest<'a> {
    /// A request with the CLI's defaults (prelude on, the set reading, no counts).
    pub fn new(language: Language, name: &'a str, source: &'a str) -> RunRequest<'a> {
        RunRequest {
            language,
            name,
            source,
            eval: None,
            input: "",
            prelude: true,
            reading: cpl::runtime::logical::Reading::Set,
            and_binds: cpl::AndBinds::Tighter,
            counts: false,
            strict_12: false,
            limits: RunLimits::default(),
            cancel: None,
            trace: None,
        }
    }
}

/// What a run printed and how it ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RunOutcome {
    pub stdout: String,
    /// What goes to stderr before the diagnostic: warnings, call counts, a usage error.
    pub notes: String,
    /// One of [`exit`]'s codes.
    pub exit: u8,
    /// The syntax or runtime error, with its place.
    pub diagnostic: Option<Diagnostic>,
    /// The trace, when the request asked for one (`attic run` prints it on stderr, before
    /// the notes); cut at [`RunLimits::max_output`] bytes.
    pub trace: String,
}

impl RunOutcome {
    /// Everything `attic run` prints on stderr: the notes, then the diagnostic rendered.
    pub fn stderr(&self) -> String {
        let mut text = self.trace.clone();
        text.push_str(&self.notes);
        if let Some(d) = &self.diagnostic {
            text.push_str(d.to_string().trim_end());
            text.push('\n');
        }
        text
    }

    fn failed(stdout: String, stderr: String, exit: u8, diagnostic: Diagnostic) -> RunOutcome {
        RunOutcome {
            stdout,
            notes: stderr,
            exit,
            diagnostic: Some(diagnostic),
            trace: String::new(),
        }
    }
}

/// A CPL result longer than this is printed one list item a line, as `attic run` does.
pub const LINE_WIDTH: usize = 100;

/// Runs the request to its end or its first error.
pub fn run(request: &RunRequest) -> RunOutcome {
    match request.language {
        Language::Cpl => run_cpl(request),
        Language::Algol => run_algol(request),
    }
}

fn run_cpl(request: &RunRequest) -> RunOutcome {
    let Some(expression) = request.eval else {
        return RunOutcome {
            stdout: String::new(),
            notes: "error: say what to evaluate: a CPL run needs an expression (--eval)\n"
                .to_string(),
            exit: exit::USAGE,
            diagnostic: None,
            trace: String::new(),
        };
    };
    let options = cpl::eval::Options::with_limits(
        cpl::Readings {
            logic: request.reading,
            and_binds: request.and_binds,
        },
        &request.limits.limits(request.cancel.clone()),
    );
    let source = Source::new(request.name, request.source);
    let mut interpreter = match cpl::prelude::load(source, request.prelude, options) {
        Ok(interpreter) => interpreter,
        Err(d) => return RunOutcome::failed(String::new(), String::new(), exit::BAD_INPUT, d),
    };
    let expression = Source::new("--eval", expression);
    let expr = match cpl::parse::parse_expr(&expression) {
        Ok(expr) => expr,
        Err(d) => return RunOutcome::failed(String::new(), String::new(), exit::BAD_INPUT, d),
    };
    let tracing = request.trace.filter(|t| t.calls);
    if let Some(trace) = tracing {
        let mut tracer = cpl::eval::trace::Tracer::new(
            trace.depth,
            crate::trace::max_trace_bytes(request.limits.max_output, request.limits.max_memory),
        );
        if request.prelude && !trace.raw {
            tracer = tracer.with_view(Box::new(crate::bridge::trace_view::BoardView::new()));
        }
        interpreter.set_observer(Some(Box::new(tracer)));
    }
    let outcome = interpreter.eval_expr(&expression, &expr);
    let trace = interpreter
        .take_observer::<cpl::eval::trace::Tracer>()
        .map(|t| t.finish())
        .unwrap_or_default();
    let mut stderr = String::new();
    if request.counts {
        for (name, n) in interpreter.call_counts() {
            stderr.push_str(&format!("{n:>12}  {name}\n"));
        }
        stderr.push_str(&format!("{:>12}  steps\n", interpreter.steps()));
    }
    match outcome {
        Ok(outcome) => {
            let line = outcome.to_string();
            let mut stdout = if line.chars().count() > LINE_WIDTH {
                format!("{outcome:#}\n")
            } else {
                format!("{line}\n")
            };
            if stdout.len() > request.limits.max_output {
                let cut = floor_char_boundary(&stdout, request.limits.max_output);
                stdout.truncate(cut);
                let at = Source::new("--eval", request.eval.unwrap_or_default());
                let d = at.error(
                    Default::default(),
                    format!(
                        "output limit reached: the value prints as more than {} bytes",
                        request.limits.max_output
                    ),
                );
                return RunOutcome {
                    trace,
                    ..RunOutcome::failed(stdout, stderr, exit::FAILED, d)
                };
            }
            RunOutcome {
                stdout,
                notes: stderr,
                exit: exit::OK,
                diagnostic: None,
                trace,
            }
        }
        Err(error) => RunOutcome {
            trace,
            ..RunOutcome::failed(String::new(), stderr, exit::FAILED, *error.diagnostic)
        },
    }
}

fn run_algol(request: &RunRequest) -> RunOutcome {
    let source = Source::new(request.name, request.source);
    let checked = match algol::check(&source, request.strict_12) {
        Ok(checked) => checked,
        Err(d) => return RunOutcome::failed(String::new(), String::new(), exit::BAD_INPUT, d),
    };
    let stderr = warnings(&checked.parsed.warnings);
    let limits = request.limits.limits(request.cancel.clone());
    let mut input = io::Cursor::new(request.input.as_bytes());
    let mut out = CappedOutput::new(request.limits.max_output);
    let input: &mut (dyn BufRead + Send) = &mut input;
    let trace = request.trace.map(|t| algol::TraceOptions {
        calls: t.calls,
        labels: t.labels,
        names: t.names,
        depth: t.depth,
        max_bytes: crate::trace::max_trace_bytes(
            request.limits.max_output,
            request.limits.max_memory,
        ),
    });
    let (result, trace) =
        algol::run_checked_traced(&source, &checked.program, input, &mut out, limits, trace);
    let capped = out.capped;
    let stdout = String::from_utf8_lossy(&out.bytes).into_owned();
    match result {
        Ok(_) => RunOutcome {
            stdout,
            notes: stderr,
            exit: exit::OK,
            diagnostic: None,
            trace,
        },
        Err(algol::Error::Syntax(d)) => RunOutcome::failed(stdout, stderr, exit::BAD_INPUT, d),
        Err(algol::Error::Limit(_, d)) => RunOutcome {
            trace,
            ..RunOutcome::failed(stdout, stderr, exit::FAILED, d)
        },
        Err(algol::Error::Runtime(mut d) | algol::Error::Output(mut d)) => {
            if capped {
                d.message = format!(
                    "output limit reached: the program printed more than {} bytes",
                    request.limits.max_output
                );
            }
            RunOutcome {
                trace,
                ..RunOutcome::failed(stdout, stderr, exit::FAILED, d)
            }
        }
    }
}

/// The parser's warnings as `attic` prints them: `warning: file:line:col ...`.
pub fn warnings(warnings: &[Diagnostic]) -> String {
    let mut text = String::new();
    for w in warnings {
        let rendered = w.to_string();
        let rendered = rendered.strip_prefix("error: ").unwrap_or(&rendered);
        text.push_str("warning: ");
        text.push_str(rendered.trim_end());
        text.push('\n');
    }
    text
}

/// A buffer that refuses bytes past its cap (the interpreter then stops with a write error).
struct CappedOutput {
    bytes: Vec<u8>,
    cap: usize,
    capped: bool,
}

impl CappedOutput {
    fn new(cap: usize) -> CappedOutput {
        CappedOutput {
            bytes: Vec::new(),
            cap,
            capped: false,
        }
    }
}

impl Write for CappedOutput {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let room = self.cap - self.bytes.len();
        if buf.len() > room {
            self.bytes.extend_from_slice(&buf[..room]);
            self.capped = true;
            return Err(io::Error::other("output limit reached"));
        }
        self.bytes.extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

fn floor_char_boundary(text: &str, at: usize) -> usize {
    let mut at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cpl(source: &str, eval: &str) -> RunOutcome {
        let mut request = RunRequest::new(Language::Cpl, "program", source);
        request.eval = Some(eval);
        run(&request)
    }

    #[test]
    fn a_cpl_value_is_printed_and_a_syntax_error_is_65() {
        let ok = cpl("Double(x) = x + x", "Double(21)");
        assert_eq!((ok.stdout.as_str(), ok.exit), ("42\n", exit::OK));
        let bad = cpl("Double(x) = (x + x", "Double(21)");
        assert_eq!(bad.exit, exit::BAD_INPUT);
        let d = bad.diagnostic.as_ref().expect("a diagnostic");
        assert_eq!(d.at.line, 1);
        assert!(bad.stderr().contains('^'), "{}", bad.stderr());
    }

    #[test]
    fn a_runaway_cpl_program_stops_at_its_step_limit() {
        let mut request = RunRequest::new(
            Language::Cpl,
            "program",
            "F(n) = n = 0 -> 0, F(n - 1) + F(n - 1)",
        );
        request.eval = Some("F(40)");
        request.limits.max_steps = 10_000;
        let outcome = run(&request);
        assert_eq!(outcome.exit, exit::FAILED);
        assert!(outcome.stderr().contains("step"), "{}", outcome.stderr());
    }

    #[test]
    fn algol_output_is_kept_up_to_its_cap() {
        let source = "begin integer i; for i := 1 step 1 until 1000 do outinteger(1, i) end";
        let mut request = RunRequest::new(Language::Algol, "program", source);
        request.limits.max_output = 50;
        let outcome = run(&request);
        assert_eq!(outcome.exit, exit::FAILED, "{outcome:?}");
        assert_eq!(outcome.stdout.len(), 50);
        assert!(
            outcome.stderr().contains("output limit"),
            "{}",
            outcome.stderr()
        );
    }
}
