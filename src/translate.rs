//! Translating a program text in either language to Rust: the one place `attic translate` and
//! the studio's `POST /api/translate` share, [`crate::run`]'s twin. A [`TranslateRequest`]
//! names the language, the text and the options; [`translate`] parses it (with the checkers
//! prelude after a CPL program when asked, the `--entry` and `--main` expressions), builds the
//! translator's options and returns the Rust source, or why the text cannot be translated.

use crate::algol;
use crate::cpl;
use crate::diagnostic::{Diagnostic, Source};
use crate::run::Language;

/// A program text to translate.
#[derive(Debug, Clone)]
pub struct TranslateRequest<'a> {
    pub language: Language,
    /// The name diagnostics give the text (a file name, or `program`).
    pub name: &'a str,
    pub source: &'a str,
    /// CPL: how `+` and `-` read on two logicals (fixed at translation time).
    pub reading: cpl::runtime::logical::Reading,
    /// CPL: how tightly `∧`, `∨` and `≡` bind in the program (the prelude keeps the grammar's).
    pub and_binds: cpl::AndBinds,
    /// CPL: translate the checkers prelude after the program.
    pub prelude: bool,
    /// CPL: expressions whose calls give the functions' parameters their types.
    pub entries: &'a [String],
    /// CPL: the expressions a standalone `main` prints.
    pub mains: &'a [String],
    /// ALGOL: the hardware representation (`None`: told from the text).
    pub representation: Option<algol::parse::Representation>,
    /// One file with the runtime inside and a `main`.
    pub standalone: bool,
    /// The standalone program's limits (`None`: the translator's defaults).
    pub max_steps: Option<u64>,
    pub max_depth: Option<usize>,
    /// ALGOL: the standalone program's memory limit in bytes.
    pub max_memory: Option<usize>,
    /// The command that regenerates the output, for its header.
    pub command: String,
}

impl<'a> TranslateRequest<'a> {
    /// A module of the crate with the translator's defaults, the set reading, no prelude.
    pub fn new(language: Language, name: &'a str, source: &'a str) -> TranslateRequest<'a> {
        TranslateRequest {
            language,
            name,
            source,
            reading: cpl::runtime::logical::Reading::Set,
            and_binds: cpl::AndBinds::Tighter,
            prelude: false,
            entries: &[],
            mains: &[],
            representation: None,
            standalone: false,
            max_steps: None,
            max_depth: None,
            max_memory: None,
            command: String::new(),
        }
    }
}

/// Why a text was not translated; either way the CLI exits 65.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TranslateError {
    /// The text (or an expression, or the prelude) does not parse, at its place.
    Syntax(Diagnostic),
    /// It parses, but the translator refuses it (a function passed as a value, say).
    Refused(String),
}

/// Translates the request's text to Rust source.
pub fn translate(request: &TranslateRequest) -> Result<String, TranslateError> {
    match request.language {
        Language::Cpl => translate_cpl(request),
        Language::Algol => translate_algol(request),
    }
}

fn translate_algol(request: &TranslateRequest) -> Result<String, TranslateError> {
    let source = Source::new(request.name, request.source);
    let checked =
        algol::check_as(&source, false, request.representation).map_err(TranslateError::Syntax)?;
    let defaults = algol::translate::Options::default();
    let options = algol::translate::Options {
        standalone: request.standalone,
        max_steps: request.max_steps.unwrap_or(defaults.max_steps),
        max_depth: request.max_depth.unwrap_or(defaults.max_depth),
        max_memory: request.max_memory.or(defaults.max_memory),
        command: request.command.clone(),
        ..defaults
    };
    algol::translate::translate(&source, &checked.program, &options)
        .map_err(|why| TranslateError::Refused(format!("{}: {why}", request.name)))
}

fn translate_cpl(request: &TranslateRequest) -> Result<String, TranslateError> {
    let source = Source::new(request.name, request.source);
    let program = cpl::parse::parse_program_with(&source, request.and_binds)
        .map_err(TranslateError::Syntax)?;
    let mut programs = vec![(source, program)];
    if request.prelude {
        let source = Source::new(cpl::prelude::PATH, cpl::prelude::TEXT);
        let program = cpl::parse_program(&source).map_err(TranslateError::Syntax)?;
        programs.push((source, program));
    }
    let expressions = |flag: &str, texts: &[String]| {
        texts
            .iter()
            .map(|text| {
                let source = Source::new(flag, text.as_str());
                cpl::parse::parse_expr(&source)
                    .map(|e| (source, e))
                    .map_err(TranslateError::Syntax)
            })
            .collect::<Result<Vec<_>, TranslateError>>()
    };
    let defaults = cpl::translate::Options::default();
    let options = cpl::translate::Options {
        reading: request.reading,
        entries: expressions("--entry", request.entries)?,
        mains: expressions("--main", request.mains)?,
        standalone: request.standalone,
        max_depth: request.max_depth.unwrap_or(defaults.max_depth),
        max_steps: request.max_steps.unwrap_or(defaults.max_steps),
        command: request.command.clone(),
        ..defaults
    };
    cpl::translate::translate(&programs, &options)
        .map_err(|e| TranslateError::Refused(e.to_string()))
}
