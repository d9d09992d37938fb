//! The text of a call trace, shared by both interpreters (`attic run --trace`): CPL's
//! definitions (`cpl::eval::trace`) and ALGOL's procedures and jumps (the ALGOL evaluator).
//!
//! ```text
//! Fact(2)
//!   Fact(1)
//!     Fact(0) = 1
//!   Fact(…) = 1
//! Fact(…) = 2
//! ```
//!
//! Two columns of indent a level of nesting. A call with no calls inside it is one line,
//! `Name(args) = result`; otherwise its call line comes first and its result line,
//! `Name(…) = result`, after what it called. With a depth limit, calls nested deeper are not
//! shown and the call at the limit says how many it hides (`[12 calls inside]`). Notes (an
//! ALGOL `go to`) stand on lines of their own at the depth they happen. The text is kept in
//! a string, cut at a byte limit with a last line that says so.

/// A trace being written.
/// The most text a run's trace keeps: the run's output limit, and never more than an eighth of
/// its memory budget (as much as the process may map, [`crate::limits::within_address_space`]).
/// A long run's trace is then cut, with a last line that says so, before it could take the
/// memory the run itself may use, in both languages; without the bound a traced runaway
/// aborted on a failed allocation where the same run untraced stops at the memory limit.
pub fn max_trace_bytes(max_output: usize, max_memory: usize) -> usize {
    max_output.min(crate::limits::within_address_space(max_memory) / 8)
}

pub struct CallTrace {
    max_depth: usize,
    max_bytes: usize,
    text: String,
    cut: bool,
    /// The call line not written yet: (depth, `Name(args)`), joined with the result when
    /// nothing is called inside.
    pending: Option<(usize, String)>,
    /// Calls hidden below the open call at the depth limit.
    hidden: u64,
    /// For each shown call under way, whether it has arguments (a CPL constant has none).
    open: Vec<bool>,
}

impl CallTrace {
    /// Traces calls nested at most `max_depth` deep (`None`: all), keeping at most
    /// `max_bytes` of text.
    pub fn new(max_depth: Option<usize>, max_bytes: usize) -> CallTrace {
        CallTrace {
            max_depth: max_depth.unwrap_or(usize::MAX),
            max_bytes,
            text: String::new(),
            cut: false,
            pending: None,
            hidden: 0,
            open: Vec::new(),
        }
    }

    /// The trace so far (a call still under way keeps its call line).
    pub fn finish(mut self) -> String {
        self.flush();
        self.text
    }

    /// Whether a call at `depth` is shown (the ALGOL evaluator skips formatting otherwise).
    pub fn shows(&self, depth: usize) -> bool {
        depth <= self.max_depth && !self.cut
    }

    fn line(&mut self, depth: usize, text: &str) {
        if self.cut {
            return;
        }
        let indent = 2 * depth.saturating_sub(1);
        if self.text.len() + indent + text.len() + 1 > self.max_bytes {
            self.cut = true;
            self.text.push_str(&format!(
                "... (the trace is cut here: it passed {} bytes)\n",
                self.max_bytes
            ));
            return;
        }
        self.text.extend(std::iter::repeat_n(' ', indent));
        self.text.push_str(text);
        self.text.push('\n');
    }

    fn flush(&mut self) {
        if let Some((depth, text)) = self.pending.take() {
            self.line(depth, &text);
        }
    }

    /// A call at `depth` (1 for the outermost): `call` is its text with its arguments;
    /// `has_args` says whether it has any (the result line then reads `Name(…)`).
    pub fn enter(&mut self, depth: usize, call: String, has_args: bool) {
        if depth > self.max_depth {
            self.hidden += 1;
            return;
        }
        self.open.push(has_args);
        if self.cut {
            return;
        }
        self.flush();
        if depth == self.max_depth {
            self.hidden = 0;
        }
        self.pending = Some((depth, call));
    }

    /// The call at `depth` named `name` ended: `end` is what follows its text (` = 6`,
    /// ` resigns`, or nothing for an ALGOL procedure that gives no value).
    pub fn exit(&mut self, depth: usize, name: &str, end: &str) {
        if depth > self.max_depth {
            return;
        }
        let with_args = self.open.pop().unwrap_or(true);
        if self.cut {
            return;
        }
        let mut tail = end.to_string();
        if depth == self.max_depth && self.hidden > 0 {
            tail.push_str(&format!(
                "  [{} call{} inside]",
                self.hidden,
                if self.hidden == 1 { "" } else { "s" }
            ));
            self.hidden = 0;
        }
        match self.pending.take() {
            Some((d, call)) if d == depth => self.line(depth, &format!("{call}{tail}")),
            other => {
                self.pending = other;
                self.flush();
                let call = if with_args { "(…)" } else { "" };
                let tail = if tail.is_empty() { " done" } else { &tail };
                self.line(depth, &format!("{name}{call}{tail}"));
            }
        }
    }

    /// A line of its own at `depth` (inside the call at `depth - 1`).
    pub fn note(&mut self, depth: usize, text: &str) {
        if depth > self.max_depth.saturating_add(1) {
            return;
        }
        self.flush();
        self.line(depth, text);
    }
}
