//! `attic run FILE.cpl --trace`: a call observer that writes every call of a definition with
//! its arguments and its result, values printed as `--eval` prints them (on one line), in
//! the layout of [`crate::trace`]. A constant is traced when it is computed
//! (`Opening = (...)`); a call that resigns or fails ends with `resigns` or `fails`.

use std::fmt::Write as _;

use super::interp::{CallEnd, CallObserver, FunctionId};
use super::value::Value;
use crate::trace::CallTrace;

/// A call observer that writes the trace into a string.
pub struct Tracer(CallTrace);

impl Tracer {
    /// Traces calls nested at most `max_depth` deep (`None`: all), keeping at most
    /// `max_bytes` of text.
    pub fn new(max_depth: Option<usize>, max_bytes: usize) -> Tracer {
        Tracer(CallTrace::new(max_depth, max_bytes))
    }

    /// The trace so far.
    pub fn finish(self) -> String {
        self.0.finish()
    }
}

impl CallObserver for Tracer {
    fn enter(&mut self, _function: FunctionId, name: &str, args: &[Value], depth: usize) {
        if !self.0.shows(depth) {
            self.0.enter(depth, String::new(), !args.is_empty());
            return;
        }
        let mut call = name.to_string();
        if !args.is_empty() {
            call.push('(');
            for (i, a) in args.iter().enumerate() {
                if i > 0 {
                    call.push_str(", ");
                }
                let _ = write!(call, "{a}");
            }
            call.push(')');
        }
        self.0.enter(depth, call, !args.is_empty());
    }

    fn exit(&mut self, _function: FunctionId, name: &str, end: CallEnd<'_>, depth: usize) {
        let end = if self.0.shows(depth) {
            match end {
                CallEnd::Value(v) => format!(" = {v}"),
                CallEnd::Resigned => " resigns".to_string(),
                CallEnd::Failed => " fails".to_string(),
            }
        } else {
            String::new()
        };
        self.0.exit(depth, name, &end);
    }
}
