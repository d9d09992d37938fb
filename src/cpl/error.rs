//! Runtime and load errors of the CPL interpreter, and their messages in words: the kinds of
//! runtime error and their messages are the runtime's (`runtime/error.rs`), shared with
//! translated programs; here they get their place in the source.

use std::fmt;

use super::runtime::error::ErrorKind;
use crate::diagnostic::{Diagnostic, Span};

/// A runtime error: what went wrong and where, with the diagnostic that shows the place.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RuntimeError {
    pub kind: ErrorKind,
    /// The place in its own source.
    pub span: Span,
    /// file:line:col, the line and a caret, and the message.
    pub diagnostic: Box<Diagnostic>,
}

impl fmt::Display for RuntimeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.kind)
    }
}

impl std::error::Error for RuntimeError {}

/// Why a set of programs could not be loaded together.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LoadErrorKind {
    /// One program defines a name twice.
    DuplicateDefinition { name: String },
    /// A definition names a parameter twice.
    DuplicateParameter { name: String },
    /// A name given to [`Interpreter::set_constant`] is not a constant of the program.
    NoSuchConstant { name: String },
}

impl fmt::Display for LoadErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadErrorKind::DuplicateDefinition { name } => write!(f, "`{name}` is defined twice"),
            LoadErrorKind::DuplicateParameter { name } => {
                write!(f, "parameter `{name}` is named twice")
            }
            LoadErrorKind::NoSuchConstant { name } => {
                write!(f, "`{name}` is not a constant of the program")
            }
        }
    }
}

/// A load error, with the diagnostic that shows the place (when there is one).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoadError {
    pub kind: LoadErrorKind,
    pub diagnostic: Option<Box<Diagnostic>>,
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.kind)
    }
}

impl std::error::Error for LoadError {}
