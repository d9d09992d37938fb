//! Text -> syntax tree: a pre-scan of the text, the pest grammar `grammar/algol60.pest`, then
//! a walk over its pairs.
//!
//! Also the checks that need only the tree: two identifiers of one scope that agree in their
//! first 12 characters (the series' significance rule) give a warning, or an error under
//! `strict_12`.
//!
//! - `mod.rs`: the pest front ([`parse`], [`parse_as`]), syntax errors in words, identifiers'
//!   normalisation and the 12-character rule;
//! - `scan.rs`: the pre-scan before pest runs (nesting against the limit and the stack, and
//!   where `comment` may stand);
//! - `build.rs`: pest's pairs -> the syntax tree of `ast.rs`.

use pest::error::{ErrorVariant, InputLocation};
use pest::Parser;

use super::ast::*;
use crate::diagnostic::{Diagnostic, Source};

#[derive(pest_derive::Parser)]
#[grammar = "../grammar/algol60.pest"]
struct AlgolParser;

mod build;
mod scan;

use self::build::{marst_spellings, Builder};
pub use self::scan::MAX_NESTING;
use self::scan::{check_comments, check_nesting};

/// A parsed program and the warnings about it.
#[derive(Debug, Clone)]
pub struct Parsed {
    pub program: Program,
    pub warnings: Vec<Diagnostic>,
    /// The representation the text was read in.
    pub representation: Representation,
}

/// The hardware representation a program is written in. The grammar reads both; this decides
/// what a backslash in a double-quoted string means and whether MARST's own spellings are
/// allowed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Representation {
    /// attic's: the reference language's glyphs with the ASCII spellings of
    /// «Библиотека алгоритмов» (`~`, `&`, `|`, `=>`, `==`, `%`, `^`, `**`, `e`).
    Reference,
    /// GNU MARST's: also `!` for ¬, `->` for ⊃, `#` for ₁₀, C escapes in double-quoted
    /// strings and strings written as adjacent parts.
    Marst,
}

impl Representation {
    pub fn name(self) -> &'static str {
        match self {
            Representation::Reference => "reference",
            Representation::Marst => "marst",
        }
    }
}

/// How many leading characters of an identifier the series' translators compared.
pub const SIGNIFICANT: usize = 12;

/// Parses a whole program. With `strict_12`, identifiers of one scope that agree in their first
/// 12 characters are an error instead of a warning.
pub fn parse(source: &Source, strict_12: bool) -> Result<Parsed, Diagnostic> {
    parse_as(source, strict_12, None)
}

/// [`parse`] in the given representation; `None`: MARST's when the text uses one of its own
/// spellings, else the reference one.
pub fn parse_as(
    source: &Source,
    strict_12: bool,
    representation: Option<Representation>,
) -> Result<Parsed, Diagnostic> {
    if source.text.trim().is_empty() {
        return Err(source.error(
            Span::new(0, 0),
            "the file is empty: an ALGOL 60 program is a block, `begin` ... `end`",
        ));
    }
    check_nesting(source)?;
    check_comments(source)?;
    let mut pairs =
        AlgolParser::parse(Rule::program, &source.text).map_err(|e| syntax_error(source, e))?;
    let program_pair = pairs
        .next()
        .ok_or_else(|| source.error(Span::new(0, 0), "the text holds no program"))?;
    let spellings = marst_spellings(program_pair.clone());
    let representation = match (representation, spellings.first()) {
        (Some(Representation::Reference), Some((span, what))) => {
            return Err(source.error(
                *span,
                format!(
                    "{what} is GNU MARST's spelling, and this file is read in the reference \
                     representation (--representation reference); read it with \
                     --representation marst"
                ),
            ))
        }
        (Some(given), _) => given,
        (None, Some(_)) => Representation::Marst,
        (None, None) => Representation::Reference,
    };
    let builder = Builder {
        source,
        representation,
    };
    let program = builder.program(program_pair)?;
    let mut warnings = Vec::new();
    check_significance(source, &program, &mut warnings);
    if strict_12 {
        if let Some(first) = warnings.into_iter().next() {
            return Err(first);
        }
        warnings = Vec::new();
    }
    Ok(Parsed {
        program,
        warnings,
        representation,
    })
}

// ---------------------------------------------------------------------------------------------
// Syntax errors in words

fn syntax_error(source: &Source, e: pest::error::Error<Rule>) -> Diagnostic {
    let pos = match e.location {
        InputLocation::Pos(p) => p,
        InputLocation::Span((s, _)) => s,
    };
    let rest = &source.text[pos.min(source.text.len())..];
    let found = describe_found(rest);
    let trimmed = rest.trim_start();
    let opens_string = match trimmed.chars().next() {
        Some('‘') => !trimmed.contains('’'),
        Some(q @ ('\'' | '"')) => !trimmed[1..].contains(q),
        _ => false,
    };
    let message = match &e.variant {
        ErrorVariant::ParsingError { .. } if opens_string => {
            "the string that starts here is never closed".to_string()
        }
        ErrorVariant::ParsingError { positives, .. } => {
            let mut words: Vec<&str> = positives.iter().filter_map(|r| rule_words(*r)).collect();
            words.sort();
            words.dedup();
            if words.is_empty() {
                format!("unexpected {found}")
            } else {
                format!("expected {} here, found {found}", join_or(&words))
            }
        }
        ErrorVariant::CustomError { message } if message.contains("stack limit") => {
            "the program nests too deeply here for the parser".to_string()
        }
        ErrorVariant::CustomError { message } => message.clone(),
    };
    let end = source.text[pos.min(source.text.len())..]
        .chars()
        .next()
        .map_or(pos, |c| pos + c.len_utf8());
    // A `(` or `[` still open where the parser stopped: its closer was expected too, and a
    // note shows where it was opened (perhaps lines before).
    match (unclosed_before(&source.text, pos), &e.variant) {
        (Some((open, closer)), ErrorVariant::ParsingError { .. })
            if !opens_string && !trimmed.starts_with(closer) =>
        {
            let message = match message.strip_prefix("expected ") {
                Some(rest) => format!("expected `{closer}` or {rest}"),
                None => format!("expected `{closer}` here, found {found}"),
            };
            let opener = if closer == ')' { '(' } else { '[' };
            source.error(Span::new(pos, end), message).with_note(
                format!("the unclosed `{opener}` was opened here"),
                source.locate(Span::new(open, open + 1)),
            )
        }
        _ => source.error(Span::new(pos, end), message),
    }
}

/// The innermost `(` or `[` left open before `pos` (skipping strings and comments), with the
/// closer it needs.
fn unclosed_before(text: &str, pos: usize) -> Option<(usize, char)> {
    let text = &text[..pos.min(text.len())];
    let mut open: Vec<(usize, char)> = Vec::new();
    let mut chars = text.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        match c {
            '(' => open.push((i, ')')),
            '[' => open.push((i, ']')),
            ')' | ']' if open.last().is_some_and(|&(_, closer)| closer == c) => {
                open.pop();
            }
            // A statement ends every parenthesis: an opener before it was closed or reported.
            ';' => open.clear(),
            '‘' => while chars.next_if(|&(_, c)| c != '’').is_some() {},
            '\'' | '"' => while chars.next_if(|&(_, d)| d != c).is_some() {},
            'c' if text[i..].starts_with("comment") => {
                while chars.next_if(|&(_, c)| c != ';').is_some() {}
            }
            _ => {}
        }
        if matches!(c, '‘' | '\'' | '"') {
            chars.next();
        }
    }
    open.pop()
}

fn describe_found(rest: &str) -> String {
    let rest = rest.trim_start_matches([' ', '\t', '\r', '\n']);
    match rest.chars().next() {
        None => "the end of the text".to_string(),
        Some(c) if c.is_alphanumeric() => {
            let word: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric())
                .take(crate::diagnostic::SHOWN_COLUMNS + 1)
                .collect();
            format!("`{}`", crate::diagnostic::clip(&word))
        }
        Some(c) => format!("`{c}`"),
    }
}

fn join_or(words: &[&str]) -> String {
    match words {
        [] => String::new(),
        [one] => one.to_string(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

/// The words a user reads for a grammar rule (never a rule name).
fn rule_words(rule: Rule) -> Option<&'static str> {
    Some(match rule {
        Rule::kw_begin => "`begin`",
        Rule::kw_end => "`end`",
        Rule::kw_if => "`if`",
        Rule::kw_then => "`then`",
        Rule::kw_else => "`else`",
        Rule::kw_for => "`for`",
        Rule::kw_step => "`step`",
        Rule::kw_until => "`until`",
        Rule::kw_while => "`while`",
        Rule::kw_do => "`do`",
        Rule::kw_goto => "`go to`",
        Rule::kw_array => "`array`",
        Rule::kw_procedure => "`procedure`",
        Rule::kw_value => "`value`",
        Rule::ident | Rule::variable => "an identifier",
        Rule::label => "a label",
        Rule::number | Rule::unsigned_int => "a number",
        Rule::string => "a string",
        Rule::expression
        | Rule::simple_expression
        | Rule::if_expression
        | Rule::primary
        | Rule::arithmetic
        | Rule::relation
        | Rule::bool_secondary
        | Rule::function_designator
        | Rule::subscripted => "an expression",
        Rule::statement | Rule::then_statement => "a statement",
        Rule::declaration | Rule::type_declaration | Rule::array_declaration => "a declaration",
        Rule::op_add | Rule::op_mul | Rule::op_pow | Rule::sign => "an arithmetic operator",
        Rule::op_rel => "a relation",
        Rule::op_and | Rule::op_or | Rule::op_impl | Rule::op_equiv | Rule::op_not => {
            "a logical operator"
        }
        Rule::bound_pair => "array bounds `lower : upper`",
        Rule::specifier | Rule::specification => "a specification",
        Rule::EOI => "the end of the program",
        Rule::end_comment => "`;`",
        _ => return None,
    })
}

// ---------------------------------------------------------------------------------------------
// Identifiers

/// Latin capitals that look like Cyrillic ones, and the Cyrillic letters they stand for.
pub const LOOK_ALIKES: [(char, char); 12] = [
    ('A', 'А'),
    ('B', 'В'),
    ('C', 'С'),
    ('E', 'Е'),
    ('H', 'Н'),
    ('K', 'К'),
    ('M', 'М'),
    ('O', 'О'),
    ('P', 'Р'),
    ('T', 'Т'),
    ('X', 'Х'),
    ('Y', 'У'),
];

fn is_cyrillic(c: char) -> bool {
    ('\u{0400}'..='\u{04FF}').contains(&c)
}

/// The identity of an identifier as written: white space removed; in an identifier with a
/// Cyrillic letter, Latin look-alike capitals become Cyrillic.
pub fn normalise(written: &str) -> String {
    let compact: String = written.chars().filter(|c| !c.is_whitespace()).collect();
    if compact.chars().any(is_cyrillic) {
        compact
            .chars()
            .map(|c| {
                LOOK_ALIKES
                    .iter()
                    .find(|(latin, _)| *latin == c)
                    .map_or(c, |(_, cyr)| *cyr)
            })
            .collect()
    } else {
        compact
    }
}

/// A name with every Latin look-alike capital read as Cyrillic, whatever else it holds.
pub fn as_cyrillic(name: &str) -> String {
    name.chars()
        .map(|c| {
            LOOK_ALIKES
                .iter()
                .find(|(latin, _)| *latin == c)
                .map_or(c, |(_, cyr)| *cyr)
        })
        .collect()
}

/// The spelling kept for printing: white space runs made one space.
fn spelling(written: &str) -> String {
    written.split_whitespace().collect::<Vec<_>>().join(" ")
}

// ---------------------------------------------------------------------------------------------
// The 12-character rule

/// Warns when two different identifiers declared in one scope (a block's declarations and
/// labels, a procedure's parameters) agree in their first 12 characters.
fn check_significance(source: &Source, program: &Program, out: &mut Vec<Diagnostic>) {
    let mut scope = Vec::new();
    collect_labels(&program.body, &mut scope);
    check_scope(source, &scope, out);
    walk_statement(source, &program.body, out);
}

fn check_scope(source: &Source, names: &[Ident], out: &mut Vec<Diagnostic>) {
    let mut seen: Vec<&Ident> = Vec::new();
    for id in names {
        let head: String = id.name.chars().take(SIGNIFICANT).collect();
        if id.name.chars().count() < SIGNIFICANT {
            seen.push(id);
            continue;
        }
        if let Some(first) = seen.iter().find(|other| {
            other.name != id.name && other.name.chars().take(SIGNIFICANT).eq(head.chars())
        }) {
            out.push(
                source
                    .error(
                        id.span,
                        format!(
                            "`{}` and `{}` agree in their first {SIGNIFICANT} characters (`{head}`); \
                             the series' translators told identifiers apart by those only",
                            crate::diagnostic::clip(&id.text),
                            crate::diagnostic::clip(&first.text)
                        ),
                    )
                    .with_note("the other one is declared here", source.locate(first.span)),
            );
        }
        seen.push(id);
    }
}

/// Labels of the statements that belong to the block whose body holds `s` (not inside nested
/// blocks).
fn collect_labels(s: &Statement, out: &mut Vec<Ident>) {
    out.extend(s.labels.iter().cloned());
    match &s.kind {
        StatementKind::Compound { body, .. } => body.iter().for_each(|t| collect_labels(t, out)),
        StatementKind::If {
            then, otherwise, ..
        } => {
            collect_labels(then, out);
            if let Some(o) = otherwise {
                collect_labels(o, out);
            }
        }
        StatementKind::For { body, .. } => collect_labels(body, out),
        _ => {}
    }
}

fn walk_statement(source: &Source, s: &Statement, out: &mut Vec<Diagnostic>) {
    match &s.kind {
        StatementKind::Block(b) => {
            let mut names = Vec::new();
            for d in &b.declarations {
                match d {
                    Declaration::Simple { names: n, .. } => names.extend(n.iter().cloned()),
                    Declaration::Array { segments, .. } => {
                        for seg in segments {
                            names.extend(seg.names.iter().cloned());
                        }
                    }
                    Declaration::Switch { name, .. } => names.push(name.clone()),
                    Declaration::Procedure(p) => names.push(p.name.clone()),
                }
            }
            for st in &b.body {
                collect_labels(st, &mut names);
            }
            check_scope(source, &names, out);
            for d in &b.declarations {
                if let Declaration::Procedure(p) = d {
                    check_scope(source, &p.params, out);
                    let mut labels = Vec::new();
                    if !matches!(p.body.kind, StatementKind::Block(_)) {
                        collect_labels(&p.body, &mut labels);
                        check_scope(source, &labels, out);
                    }
                    walk_statement(source, &p.body, out);
                }
            }
            b.body.iter().for_each(|t| walk_statement(source, t, out));
        }
        StatementKind::Compound { body, .. } => {
            body.iter().for_each(|t| walk_statement(source, t, out))
        }
        StatementKind::If {
            then, otherwise, ..
        } => {
            walk_statement(source, then, out);
            if let Some(o) = otherwise {
                walk_statement(source, o, out);
            }
        }
        StatementKind::For { body, .. } => walk_statement(source, body, out),
        _ => {}
    }
}
