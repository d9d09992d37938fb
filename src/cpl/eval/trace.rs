//! `attic run FILE.cpl --trace`: a call observer that writes every call of a definition with
//! its arguments and its result, values printed as `--eval` prints them (on one line), in
//! the layout of [`crate::trace`]. A constant is traced when it is computed
//! (`Opening = (...)`); a call that resigns or fails ends with `resigns` or `fails`.
//!
//! How a value is written is the tracer's [`ValueView`]: [`Plain`] as `--eval` prints it;
//! the checkers bridge's view (`bridge::trace_view`) writes a position as its PDN FEN and a
//! successor of the call's position as its move.

use std::fmt::Write as _;

use super::{CallEnd, CallObserver, FunctionId};
use crate::cpl::value::Value;
use crate::trace::CallTrace;

/// How the trace writes the values of calls and results.
pub trait ValueView {
    /// A call begins; `args` are its arguments when the call is shown (empty otherwise).
    /// Every `enter` is matched by one [`ValueView::exit`].
    fn enter(&mut self, args: &[Value]);
    /// The innermost call ends.
    fn exit(&mut self);
    /// Writes `v` as seen from the innermost call under way (for a call's arguments, written
    /// before its `enter`: from the call around it).
    fn write(&self, v: &Value, out: &mut String);
}

/// Values as `--eval` prints them, on one line.
pub struct Plain;

impl ValueView for Plain {
    fn enter(&mut self, _args: &[Value]) {}
    fn exit(&mut self) {}
    fn write(&self, v: &Value, out: &mut String) {
        let _ = write!(out, "{v}");
    }
}

/// A call observer that writes the trace into a string.
pub struct Tracer {
    text: CallTrace,
    view: Box<dyn ValueView>,
}

impl Tracer {
    /// Traces calls nested at most `max_depth` deep (`None`: all), keeping at most
    /// `max_bytes` of text, values written [`Plain`].
    pub fn new(max_depth: Option<usize>, max_bytes: usize) -> Tracer {
        Tracer {
            text: CallTrace::new(max_depth, max_bytes),
            view: Box::new(Plain),
        }
    }

    /// The same tracer writing values through `view`.
    pub fn with_view(mut self, view: Box<dyn ValueView>) -> Tracer {
        self.view = view;
        self
    }

    /// The trace so far.
    pub fn finish(self) -> String {
        self.text.finish()
    }
}

impl CallObserver for Tracer {
    fn enter(&mut self, _function: FunctionId, name: &str, args: &[Value], depth: usize) {
        if !self.text.shows(depth) {
            self.view.enter(&[]);
            self.text.enter(depth, String::new(), !args.is_empty());
            return;
        }
        let mut call = name.to_string();
        if !args.is_empty() {
            call.push('(');
            for (i, a) in args.iter().enumerate() {
                if i > 0 {
                    call.push_str(", ");
                }
                self.view.write(a, &mut call);
            }
            call.push(')');
        }
        self.view.enter(args);
        self.text.enter(depth, call, !args.is_empty());
    }

    fn exit(&mut self, _function: FunctionId, name: &str, end: CallEnd<'_>, depth: usize) {
        let end = if self.text.shows(depth) {
            match end {
                CallEnd::Value(v) => {
                    let mut text = " = ".to_string();
                    self.view.write(v, &mut text);
                    text
                }
                CallEnd::Resigned => " resigns".to_string(),
                CallEnd::Failed => " fails".to_string(),
            }
        } else {
            String::new()
        };
        self.view.exit();
        self.text.exit(depth, name, &end);
    }
}
