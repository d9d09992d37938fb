//! Running a program text in either language and keeping what it printed: the one place
//! `attic run` and the studio's `POST /api/run` share.
//!
//! A run is a [`RunRequest`] (the language, the text, for CPL the expression to evaluate, the
//! limits, the trace asked for). [`run_streamed`] runs it over [`Streams`] (`attic run`: stdin
//! or the `--input` file, stdout, stderr, so output appears as it is printed) and ends as a
//! [`RunEnd`]: the exit code the CLI uses ([`exit`]), the diagnostic when the text did not
//! parse or the program failed, and for a limit the flag that raises it. [`run`] (the studio)
//! is the same run over buffers, kept as a [`RunOutcome`]. Output is capped
//! ([`RunLimits::max_output`]): a program that prints more stops with an error at the cap, and
//! the text printed up to it is kept. Nothing here opens a file.

use std::io::{self, BufRead, Write};

use crate::algol;
use crate::cpl;
use crate::diagnostic::{Diagnostic, Source};
use crate::limits::LimitReached;

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
    /// ALGOL: the text `input`, `inreal` and `ininteger` read numbers from in [`run`]
    /// ([`run_streamed`] reads its [`Streams::input`]).
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
    /// ALGOL: the hardware representation the text is written in (`None`: told from the text,
    /// see [`algol::parse::parse_as`]).
    pub representation: Option<algol::parse::Representation>,
    /// ALGOL: after the run, the interpreter's counts on stderr (steps, calls, deepest
    /// nesting).
    pub stats: bool,
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
            representation: None,
            stats: false,
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
}

/// A CPL result longer than this is printed one list item a line, as `attic run` does.
pub const LINE_WIDTH: usize = 100;

/// Where a streamed run ([`run_streamed`]) reads and writes: `attic run` passes its stdin (or
/// `--input` file), stdout and stderr, so a program's output appears as it is printed and
/// ALGOL's `input` reads as the program asks; [`run`] passes buffers.
pub struct Streams<'s> {
    /// ALGOL: what `input`, `inreal` and `ininteger` read numbers from.
    pub input: &'s mut (dyn BufRead + Send),
    /// What the program prints (capped at [`RunLimits::max_output`] here).
    pub stdout: &'s mut (dyn Write + Send),
    /// Warnings, call counts and statistics.
    pub stderr: &'s mut dyn Write,
    /// The trace, when the request asks for one (`attic run` gives its stderr again).
    pub trace: &'s mut dyn Write,
}

/// How a streamed run ended: what it printed has gone to its [`Streams`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RunEnd {
    /// One of [`exit`]'s codes.
    pub exit: u8,
    /// The syntax or runtime error, with its place.
    pub diagnostic: Option<Diagnostic>,
    /// For a run stopped at a limit whose diagnostic does not name the flag that raises it
    /// (ALGOL's; CPL's say `raise it with --max-steps` themselves): the `help:` line naming it,
    /// which `attic run` prints after the diagnostic.
    pub help: Option<String>,
}

impl RunEnd {
    fn ok() -> RunEnd {
        RunEnd {
            exit: exit::OK,
            diagnostic: None,
            help: None,
        }
    }

    fn failed(exit: u8, diagnostic: Diagnostic) -> RunEnd {
        RunEnd {
            exit,
            diagnostic: Some(diagnostic),
            help: None,
        }
    }
}

/// The `attic run` flag that raises `limit`, as its help names it.
pub fn limit_flag(limit: LimitReached) -> &'static str {
    match limit {
        LimitReached::Steps => "--max-steps N",
        LimitReached::Depth => "--max-depth N",
        LimitReached::Memory => "--max-memory BYTES",
        LimitReached::Time | LimitReached::Cancelled => "--time-limit SECONDS",
    }
}

/// Runs the request to its end or its first error, keeping what it printed (the studio's
/// way): the program reads [`RunRequest::input`].
pub fn run(request: &RunRequest) -> RunOutcome {
    let mut input = io::Cursor::new(request.input.as_bytes());
    let mut stdout = Vec::new();
    let mut notes = Vec::new();
    let mut trace = Vec::new();
    let end = run_streamed(
        request,
        Streams {
            input: &mut input,
            stdout: &mut stdout,
            stderr: &mut notes,
            trace: &mut trace,
        },
    );
    RunOutcome {
        stdout: String::from_utf8_lossy(&stdout).into_owned(),
        notes: String::from_utf8_lossy(&notes).into_owned(),
        exit: end.exit,
        diagnostic: end.diagnostic,
        trace: String::from_utf8_lossy(&trace).into_owned(),
    }
}

/// Runs the request to its end or its first error, writing as it goes: `attic run` of either
/// language, and under [`run`] the studio's. Limits, the output cap, traces and exit codes
/// are decided here for both.
pub fn run_streamed(request: &RunRequest, streams: Streams) -> RunEnd {
    match request.language {
        Language::Cpl => run_cpl(request, streams),
        Language::Algol => run_algol(request, streams),
    }
}

fn run_cpl(request: &RunRequest, streams: Streams) -> RunEnd {
    let Some(expression) = request.eval else {
        // Nothing to point at: the request, not the text, is wrong.
        let _ = streams
            .stderr
            .write_all(b"error: say what to evaluate: a CPL run needs an expression (--eval)\n");
        return RunEnd {
            exit: exit::USAGE,
            diagnostic: None,
            help: None,
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
        Err(d) => return RunEnd::failed(exit::BAD_INPUT, d),
    };
    let at = Source::new("--eval", expression);
    let expr = match cpl::parse::parse_expr(&at) {
        Ok(expr) => expr,
        Err(d) => return RunEnd::failed(exit::BAD_INPUT, d),
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
    let outcome = interpreter.eval_expr(&at, &expr);
    if let Some(tracer) = interpreter.take_observer::<cpl::eval::trace::Tracer>() {
        let _ = streams.trace.write_all(tracer.finish().as_bytes());
    }
    if request.counts {
        let mut counts = String::new();
        for (name, n) in interpreter.call_counts() {
            counts.push_str(&format!("{n:>12}  {name}\n"));
        }
        counts.push_str(&format!("{:>12}  steps\n", interpreter.steps()));
        let _ = streams.stderr.write_all(counts.as_bytes());
    }
    let outcome = match outcome {
        Ok(outcome) => outcome,
        Err(error) => return RunEnd::failed(exit::FAILED, *error.diagnostic),
    };
    let line = outcome.to_string();
    let text = if line.chars().count() > LINE_WIDTH {
        format!("{outcome:#}\n")
    } else {
        format!("{line}\n")
    };
    let cap = request.limits.max_output;
    let shown = &text[..floor_char_boundary(&text, cap)];
    let written = streams
        .stdout
        .write_all(shown.as_bytes())
        .and_then(|()| streams.stdout.flush());
    if shown.len() < text.len() {
        let d = at.error(
            Default::default(),
            format!("output limit reached: the value prints as more than {cap} bytes"),
        );
        return RunEnd::failed(exit::FAILED, d);
    }
    match written {
        Ok(()) => RunEnd::ok(),
        Err(e) => RunEnd::failed(
            exit::FAILED,
            at.error(Default::default(), format!("cannot write the value: {e}")),
        ),
    }
}

fn run_algol(request: &RunRequest, streams: Streams) -> RunEnd {
    let source = Source::new(request.name, request.source);
    let checked = match algol::check_as(&source, request.strict_12, request.representation) {
        Ok(checked) => checked,
        Err(d) => return RunEnd::failed(exit::BAD_INPUT, d),
    };
    let _ = streams
        .stderr
        .write_all(warnings(&checked.parsed.warnings).as_bytes());
    let limits = request.limits.limits(request.cancel.clone());
    let mut out = CappedOutput {
        out: streams.stdout,
        room: request.limits.max_output,
        capped: false,
    };
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
    let (result, trace) = algol::run_checked_traced(
        &source,
        &checked.program,
        streams.input,
        &mut out,
        limits,
        trace,
    );
    // What the program printed comes before what is said about it.
    let _ = out.out.flush();
    let _ = streams.trace.write_all(trace.as_bytes());
    match result {
        Ok(counts) => {
            if request.stats {
                let _ = writeln!(
                    streams.stderr,
                    "steps: {}, calls: {}, deepest nesting: {}",
                    counts.steps, counts.calls, counts.max_depth
                );
            }
            RunEnd::ok()
        }
        Err(algol::Error::Syntax(d)) => RunEnd::failed(exit::BAD_INPUT, d),
        Err(algol::Error::Limit(limit, d)) => RunEnd {
            help: Some(format!(
                "help: {limit} can be raised with {}",
                limit_flag(limit)
            )),
            ..RunEnd::failed(exit::FAILED, d)
        },
        Err(algol::Error::Runtime(mut d) | algol::Error::Output(mut d)) => {
            if out.capped {
                d.message = format!(
                    "output limit reached: the program printed more than {} bytes",
                    request.limits.max_output
                );
            }
            RunEnd::failed(exit::FAILED, d)
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
        // A warning quotes the source: no control character in it may drive a terminal.
        text.push_str(&crate::diagnostic::escape_controls(rendered.trim_end()));
        text.push('\n');
    }
    text
}

/// A writer that refuses bytes past its cap (the interpreter then stops with a write error).
struct CappedOutput<'w> {
    out: &'w mut (dyn Write + Send),
    room: usize,
    capped: bool,
}

impl Write for CappedOutput<'_> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        if buf.len() > self.room {
            let room = self.room;
            self.out.write_all(&buf[..room])?;
            self.room = 0;
            self.capped = true;
            return Err(io::Error::other("output limit reached"));
        }
        self.out.write_all(buf)?;
        self.room -= buf.len();
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        self.out.flush()
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
