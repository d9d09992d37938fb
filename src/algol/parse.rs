//! Text -> syntax tree: the pest grammar `grammar/algol60.pest`, then a walk over its pairs.
//!
//! Also the checks that need only the tree: two identifiers of one scope that agree in their
//! first 12 characters (the series' significance rule) give a warning, or an error under
//! `strict_12`.

use pest::error::{ErrorVariant, InputLocation};
use pest::iterators::Pair;
use pest::Parser;

use super::ast::*;
use crate::diagnostic::{Diagnostic, Source};

#[derive(pest_derive::Parser)]
#[grammar = "../grammar/algol60.pest"]
struct AlgolParser;

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
    check_stack_room(source)?;
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

/// How deep parentheses and brackets may nest inside one another, whatever the stack: deeper
/// text is refused before parsing. The stack a thread has for parsing bounds the nesting
/// further (`check_stack_room`: about 23 000 parentheses or 100 000 blocks on the front ends'
/// 1 GiB stack, fewer under `ulimit -v`).
pub const MAX_NESTING: usize = 50_000;

/// Refuses text whose parentheses and brackets nest more than [`MAX_NESTING`] deep, pointing at
/// the bracket that goes past it. Strings are skipped.
fn check_nesting(source: &Source) -> Result<(), Diagnostic> {
    let mut depth = 0usize;
    let mut quote: Option<char> = None;
    let mut escaped = false;
    let mut quoted = 0usize;
    for (at, c) in source.text.char_indices() {
        match quote {
            Some('’') => match c {
                '‘' => quoted += 1,
                '’' if quoted > 0 => quoted -= 1,
                '’' => quote = None,
                _ => {}
            },
            Some(q) => {
                if escaped {
                    escaped = false;
                } else if q == '"' && c == '\\' {
                    escaped = true;
                } else if c == q {
                    quote = None
                }
            }
            None => match c {
                '‘' => quote = Some('’'),
                '\'' | '"' => quote = Some(c),
                '(' | '[' => {
                    depth += 1;
                    if depth > MAX_NESTING {
                        return Err(source.error(
                            Span::new(at, at + 1),
                            format!(
                                "parentheses and brackets nest more than {MAX_NESTING} deep \
                                 here (the nesting limit)"
                            ),
                        ));
                    }
                }
                ')' | ']' => depth = depth.saturating_sub(1),
                _ => {}
            },
        }
    }
    Ok(())
}

/// Stack a level of parentheses or brackets takes in the deepest walk of the tree (the parser
/// recurses through every precedence level at each one): measured at 27 to 30 KiB in the
/// optimised build (35 000 levels fit a 1 GiB stack, 40 000 did not).
const PAREN_STACK: usize = 40 << 10;

/// Stack a level of `begin` takes (a block or compound statement), or of a statement or
/// expression nested after `else` or `do` (a chain of `else if`, a `for` inside a `for`):
/// measured at 7 to 8.6 KiB a level in the optimised build (125 000 nested blocks fit a 1 GiB
/// stack, 150 000 did not).
const BLOCK_STACK: usize = 9 << 10;

/// Refuses text that nests deeper than the stack of the thread parsing it holds, pointing at
/// where it goes past. What recurses in every walk of the tree (parse, resolve, print,
/// translate, run) is a level of parentheses or brackets, a `begin`, and a statement or
/// expression after `else` or `do`; each is counted at the stack it takes ([`PAREN_STACK`],
/// [`BLOCK_STACK`]), against seven eighths of the stack left to this thread (a quarter of what
/// the process may map under `ulimit -v`: [`crate::limits::stack_room`]). So 150 000 nested
/// `begin`s, or 75 000 under `ulimit -v 800000`, are refused in words where they once
/// overflowed the stack. Strings are skipped; an `else` or `do` level ends at the next `;` or
/// at the bracket that holds it.
fn check_stack_room(source: &Source) -> Result<(), Diagnostic> {
    let room = stacker::remaining_stack().unwrap_or(8 << 20);
    let most = room - room / 8;
    // Each open bracket: the stack it takes, and what `else` and `do` added inside it since
    // the last `;`.
    let mut open: Vec<(usize, usize)> = vec![(0, 0)];
    let mut used = 0usize;
    let mut quote: Option<char> = None;
    let mut escaped = false;
    let mut quoted = 0usize;
    let mut word_start: Option<usize> = None;
    let text = &source.text;
    for (at, c) in text
        .char_indices()
        .chain(std::iter::once((text.len(), ' ')))
    {
        if quote.is_none() && word_start.is_none() && c.is_alphanumeric() {
            word_start = Some(at);
            continue;
        }
        if let Some(start) = word_start {
            if c.is_alphanumeric() {
                continue;
            }
            word_start = None;
            let grew = match &text[start..at] {
                "begin" => {
                    open.push((BLOCK_STACK, 0));
                    BLOCK_STACK
                }
                "end" => {
                    close(&mut open, &mut used);
                    0
                }
                "else" | "do" => {
                    if let Some(last) = open.last_mut() {
                        last.1 += BLOCK_STACK;
                    }
                    BLOCK_STACK
                }
                _ => 0,
            };
            used += grew;
            if used > most {
                return Err(too_deep(source, start, at));
            }
        }
        match quote {
            Some('’') => match c {
                '‘' => quoted += 1,
                '’' if quoted > 0 => quoted -= 1,
                '’' => quote = None,
                _ => {}
            },
            Some(q) => {
                if escaped {
                    escaped = false;
                } else if q == '"' && c == '\\' {
                    escaped = true;
                } else if c == q {
                    quote = None
                }
            }
            None => match c {
                '‘' => quote = Some('’'),
                '\'' | '"' => quote = Some(c),
                '(' | '[' => {
                    open.push((PAREN_STACK, 0));
                    used += PAREN_STACK;
                    if used > most {
                        return Err(too_deep(source, at, at + 1));
                    }
                }
                ')' | ']' => close(&mut open, &mut used),
                ';' => {
                    if let Some(last) = open.last_mut() {
                        used -= last.1;
                        last.1 = 0;
                    }
                }
                _ => {}
            },
        }
    }
    Ok(())
}

/// Closes the innermost bracket (never the outermost level, which no bracket opened): what it
/// and the `else` and `do` inside it took is given back.
fn close(open: &mut Vec<(usize, usize)>, used: &mut usize) {
    if open.len() > 1 {
        if let Some((own, soft)) = open.pop() {
            *used -= own + soft;
        }
    }
}

/// The error at the word or bracket that goes past the stack. The stack's size depends on the
/// machine (`ulimit -v`), so the message does not name it.
fn too_deep(source: &Source, start: usize, end: usize) -> Diagnostic {
    source.error(
        Span::new(start, end),
        "the program nests deeper here than this process's stack holds: blocks, brackets and \
         statements after `else` and `do` count (the nesting limit)",
    )
}

/// `comment` begins a comment only after `;` or `begin` (Revised Report 2.3) or at the start
/// of the text; anywhere else (`l: comment x;`) the program is refused rather than read in a
/// way the Report does not allow. Strings and the text of comments are skipped; text after
/// `end` (an end comment) may hold the word.
fn check_comments(source: &Source) -> Result<(), Diagnostic> {
    let text = &source.text;
    let word_before = |at: usize| {
        text[..at]
            .chars()
            .next_back()
            .is_some_and(|c| c.is_alphanumeric())
    };
    let mut quote: Option<char> = None;
    let mut quoted = 0usize;
    let mut escaped = false;
    let mut in_comment = false;
    let mut previous = String::new(); // the last token outside strings and comments
    let mut iter = text.char_indices().peekable();
    while let Some((at, c)) = iter.next() {
        if in_comment {
            if c == ';' {
                in_comment = false;
                previous = ";".into();
            }
            continue;
        }
        match quote {
            Some('’') => {
                match c {
                    '‘' => quoted += 1,
                    '’' if quoted > 0 => quoted -= 1,
                    '’' => quote = None,
                    _ => {}
                }
                continue;
            }
            Some(q) => {
                if escaped {
                    escaped = false;
                } else if q == '"' && c == '\\' {
                    escaped = true;
                } else if c == q {
                    quote = None;
                }
                continue;
            }
            None => {}
        }
        match c {
            '‘' => quote = Some('’'),
            '\'' | '"' => quote = Some(c),
            c if c.is_whitespace() => {}
            c if c.is_alphanumeric() => {
                let start = at;
                let mut end = at + c.len_utf8();
                while let Some(&(i, d)) = iter.peek() {
                    if !d.is_alphanumeric() {
                        break;
                    }
                    end = i + d.len_utf8();
                    iter.next();
                }
                let w = &text[start..end];
                let before_ok = !word_before(start);
                if w == "comment" && before_ok {
                    match previous.as_str() {
                        "" | ";" | "begin" => in_comment = true,
                        "end" => {}
                        other => {
                            return Err(source.error(
                                Span::new(start, end),
                                format!(
                                    "`comment` may follow only `;` or `begin` (Revised Report \
                                     2.3), not `{other}`: this text is not a comment"
                                ),
                            ))
                        }
                    }
                    if in_comment {
                        continue;
                    }
                }
                if previous != "end" || w == "end" {
                    previous = w.to_string();
                }
            }
            ';' => previous = ";".into(),
            other => {
                if previous != "end" || other == ';' {
                    previous = other.to_string();
                }
            }
        }
    }
    Ok(())
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
// Pairs -> tree

struct Builder<'s> {
    source: &'s Source,
    representation: Representation,
}

/// Where the text uses a spelling only MARST's representation has, and which, in text order.
fn marst_spellings(program: Pair<Rule>) -> Vec<(Span, &'static str)> {
    let mut found = Vec::new();
    for p in program.into_inner().flatten() {
        let what = match p.as_rule() {
            Rule::op_not if p.as_str() == "!" => "`!` for `¬`",
            Rule::op_impl if p.as_str() == "->" => "`->` for `⊃`",
            Rule::number if p.as_str().contains('#') => "`#` for `₁₀`",
            Rule::string if p.as_str().starts_with('"') => {
                if p.clone().into_inner().count() > 1 {
                    "a string written as adjacent parts"
                } else if p.as_str().contains('\\') && !only_newline_escapes(p.as_str()) {
                    "a C escape in a string"
                } else {
                    continue;
                }
            }
            _ => continue,
        };
        found.push((span_of(&p), what));
    }
    found
}

/// The reference representation's one escape: `\n`, which `outstring` prints as a new line.
fn only_newline_escapes(text: &str) -> bool {
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c == '\\' && chars.next() != Some('n') {
            return false;
        }
    }
    true
}

/// A MARST string part's C escapes, read: `\n \t \r \a \b \f \v \0 \\ \" \'`, `\xHH`
/// and octal `\ooo`; anything else after a backslash is refused in words.
fn c_unescape(part: &str) -> Result<String, String> {
    let mut out = String::new();
    let mut chars = part.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        let Some(e) = chars.next() else {
            return Err("a string ends in a lone backslash".into());
        };
        out.push(match e {
            'n' => '\n',
            't' => '\t',
            'r' => '\r',
            'a' => '\u{7}',
            'b' => '\u{8}',
            'f' => '\u{c}',
            'v' => '\u{b}',
            '\\' | '"' | '\'' | '?' => e,
            'x' => {
                // As in C, which MARST hands its strings to: the escape takes every hex
                // digit that follows (`\x60abc` is one escape), and the byte is the low 8
                // bits of the number, as gcc keeps them.
                let mut code: Option<u32> = None;
                while let Some(d) = chars.peek().and_then(|d| d.to_digit(16)) {
                    code = Some((code.unwrap_or(0) << 4 | d) & 0xff);
                    chars.next();
                }
                let code =
                    code.ok_or_else(|| "`\\x` must be followed by hexadecimal digits".to_string())?;
                // One byte: 128 and above stand for themselves (see `byte_char`).
                super::io::byte_char(code as u8)
            }
            '0'..='7' => {
                let mut code = e.to_digit(8).unwrap_or(0);
                for _ in 0..2 {
                    match chars.peek().and_then(|d| d.to_digit(8)) {
                        Some(d) => {
                            code = code * 8 + d;
                            chars.next();
                        }
                        None => break,
                    }
                }
                // C keeps the low byte of an octal escape past `\377`.
                super::io::byte_char((code & 0xff) as u8)
            }
            other => return Err(format!("`\\{other}` is no escape MARST knows")),
        });
    }
    Ok(out)
}

type Res<T> = Result<T, Diagnostic>;

fn span_of(p: &Pair<Rule>) -> Span {
    let s = p.as_span();
    Span::new(s.start(), s.end())
}

impl<'s> Builder<'s> {
    fn program(&self, pair: Pair<Rule>) -> Res<Program> {
        let span = span_of(&pair);
        let mut labels = Vec::new();
        let mut body = None;
        for p in pair.into_inner() {
            match p.as_rule() {
                Rule::label => labels.push(self.label(p)),
                Rule::block | Rule::compound => body = Some(self.unlabelled(p)?),
                _ => {}
            }
        }
        let kind = body.ok_or_else(|| self.source.error(span, "the text holds no program"))?;
        Ok(Program {
            body: Statement { labels, kind, span },
        })
    }

    fn ident(&self, p: Pair<Rule>) -> Ident {
        let text = p.as_str();
        Ident {
            name: normalise(text),
            text: spelling(text),
            span: span_of(&p),
        }
    }

    fn label(&self, p: Pair<Rule>) -> Label {
        let span = span_of(&p);
        let inner = p.into_inner().next();
        match inner {
            Some(i) if i.as_rule() == Rule::ident => self.ident(i),
            Some(i) => {
                let digits = i.as_str().trim_start_matches('0');
                let digits = if digits.is_empty() { "0" } else { digits };
                Ident {
                    name: digits.to_string(),
                    text: digits.to_string(),
                    span,
                }
            }
            None => Ident {
                name: String::new(),
                text: String::new(),
                span,
            },
        }
    }

    fn statement(&self, p: Pair<Rule>) -> Res<Statement> {
        let span = span_of(&p);
        let mut labels = Vec::new();
        let mut kind = StatementKind::Dummy;
        for q in p.into_inner() {
            match q.as_rule() {
                Rule::label => labels.push(self.label(q)),
                _ => kind = self.unlabelled(q)?,
            }
        }
        Ok(Statement { labels, kind, span })
    }

    fn unlabelled(&self, p: Pair<Rule>) -> Res<StatementKind> {
        // Where an incomplete construct is reported: the construct itself.
        let here = span_of(&p);
        Ok(match p.as_rule() {
            Rule::dummy => StatementKind::Dummy,
            Rule::compound => {
                let mut body = Vec::new();
                let mut end_comment = None;
                for q in p.into_inner() {
                    match q.as_rule() {
                        Rule::statement => body.push(self.statement(q)?),
                        Rule::end_comment => end_comment = end_comment_text(q.as_str()),
                        _ => {}
                    }
                }
                StatementKind::Compound { body, end_comment }
            }
            Rule::block => {
                let mut declarations = Vec::new();
                let mut body = Vec::new();
                let mut end_comment = None;
                for q in p.into_inner() {
                    match q.as_rule() {
                        Rule::statement => body.push(self.statement(q)?),
                        Rule::end_comment => end_comment = end_comment_text(q.as_str()),
                        Rule::kw_begin | Rule::kw_end => {}
                        _ => declarations.push(self.declaration(q)?),
                    }
                }
                StatementKind::Block(Block {
                    declarations,
                    body,
                    end_comment,
                })
            }
            Rule::goto_statement => {
                let e = p.into_inner().nth(1).map(|e| self.expr(e)).transpose()?;
                StatementKind::Goto(e.ok_or_else(|| self.missing(&here))?)
            }
            Rule::assignment => {
                let mut targets = Vec::new();
                let mut value = None;
                for q in p.into_inner() {
                    match q.as_rule() {
                        Rule::variable => targets.push(self.variable(q)?),
                        _ => value = Some(self.expr(q)?),
                    }
                }
                StatementKind::Assign {
                    targets,
                    value: value.ok_or_else(|| self.missing(&here))?,
                }
            }
            Rule::procedure_statement => {
                let mut inner = p.into_inner();
                let name = self.ident(inner.next().ok_or_else(|| self.missing(&here))?);
                let args = match inner.next() {
                    Some(list) => self.exprs(list)?,
                    None => Vec::new(),
                };
                StatementKind::Call { name, args }
            }
            Rule::conditional => {
                let mut condition = None;
                let mut then = None;
                let mut otherwise = None;
                for q in p.into_inner() {
                    match q.as_rule() {
                        Rule::expression => condition = Some(self.expr(q)?),
                        Rule::then_statement => then = Some(self.statement(q)?),
                        Rule::statement => otherwise = Some(Box::new(self.statement(q)?)),
                        _ => {}
                    }
                }
                match (condition, then) {
                    (Some(condition), Some(then)) => StatementKind::If {
                        condition,
                        then: Box::new(then),
                        otherwise,
                    },
                    _ => return Err(self.missing(&here)),
                }
            }
            Rule::for_statement => {
                let mut variable = None;
                let mut elements = Vec::new();
                let mut body = None;
                for q in p.into_inner() {
                    match q.as_rule() {
                        Rule::variable => variable = Some(self.variable(q)?),
                        Rule::for_list => {
                            for e in q.into_inner() {
                                elements.push(self.for_element(e)?);
                            }
                        }
                        Rule::statement => body = Some(self.statement(q)?),
                        _ => {}
                    }
                }
                match (variable, body) {
                    (Some(variable), Some(body)) => StatementKind::For {
                        variable,
                        elements,
                        body: Box::new(body),
                    },
                    _ => return Err(self.missing(&here)),
                }
            }
            _ => {
                return Err(self
                    .source
                    .error(span_of(&p), "this is not a statement the parser knows"))
            }
        })
    }

    fn missing(&self, span: &Span) -> Diagnostic {
        self.source.error(*span, "incomplete construct")
    }

    fn for_element(&self, p: Pair<Rule>) -> Res<ForElement> {
        let here = span_of(&p);
        let mut exprs = Vec::new();
        let mut kind = 0;
        for q in p.into_inner() {
            match q.as_rule() {
                Rule::kw_step => kind = 1,
                Rule::kw_while => kind = 2,
                Rule::kw_until => {}
                _ => exprs.push(self.expr(q)?),
            }
        }
        let mut it = exprs.into_iter();
        let (a, b, c) = (it.next(), it.next(), it.next());
        Ok(match (kind, a, b, c) {
            (1, Some(start), Some(step), Some(limit)) => {
                ForElement::StepUntil { start, step, limit }
            }
            (2, Some(value), Some(condition), _) => ForElement::While { value, condition },
            (_, Some(e), _, _) => ForElement::Single(e),
            _ => return Err(self.missing(&here)),
        })
    }

    fn variable(&self, p: Pair<Rule>) -> Res<Variable> {
        let span = span_of(&p);
        let inner = p.into_inner().next().ok_or_else(|| self.missing(&span))?;
        match inner.as_rule() {
            Rule::subscripted => {
                let mut it = inner.into_inner();
                let name = self.ident(it.next().ok_or_else(|| self.missing(&span))?);
                let subs = match it.next() {
                    Some(list) => self.exprs(list)?,
                    None => Vec::new(),
                };
                Ok(Variable {
                    name,
                    subscripts: Some(subs),
                    span,
                })
            }
            _ => Ok(Variable {
                name: self.ident(inner),
                subscripts: None,
                span,
            }),
        }
    }

    fn exprs(&self, p: Pair<Rule>) -> Res<Vec<Expr>> {
        p.into_inner().map(|q| self.expr(q)).collect()
    }

    fn declaration(&self, p: Pair<Rule>) -> Res<Declaration> {
        let span = span_of(&p);
        match p.as_rule() {
            Rule::type_declaration => {
                let mut own = false;
                let mut ty = Type::Real;
                let mut names = Vec::new();
                for q in p.into_inner() {
                    match q.as_rule() {
                        Rule::own => own = true,
                        Rule::type_word => ty = type_of(q),
                        Rule::ident_list => names = q.into_inner().map(|i| self.ident(i)).collect(),
                        _ => {}
                    }
                }
                Ok(Declaration::Simple {
                    own,
                    ty,
                    names,
                    span,
                })
            }
            Rule::array_declaration => {
                let mut own = false;
                let mut ty = None;
                let mut segments = Vec::new();
                for q in p.into_inner() {
                    match q.as_rule() {
                        Rule::own => own = true,
                        Rule::type_word => ty = Some(type_of(q)),
                        Rule::array_segment => {
                            let mut names = Vec::new();
                            let mut bounds = Vec::new();
                            for r in q.into_inner() {
                                match r.as_rule() {
                                    Rule::ident_list => {
                                        names = r.into_inner().map(|i| self.ident(i)).collect()
                                    }
                                    _ => {
                                        let mut b = r.into_inner();
                                        let (lo, hi) = (b.next(), b.next());
                                        match (lo, hi) {
                                            (Some(lo), Some(hi)) => {
                                                bounds.push((self.expr(lo)?, self.expr(hi)?))
                                            }
                                            _ => return Err(self.missing(&span)),
                                        }
                                    }
                                }
                            }
                            segments.push(ArraySegment { names, bounds });
                        }
                        _ => {}
                    }
                }
                Ok(Declaration::Array {
                    own,
                    ty,
                    segments,
                    span,
                })
            }
            Rule::switch_declaration => {
                let mut name = None;
                let mut elements = Vec::new();
                for q in p.into_inner() {
                    match q.as_rule() {
                        Rule::ident => name = Some(self.ident(q)),
                        Rule::expression_list => elements = self.exprs(q)?,
                        _ => {}
                    }
                }
                Ok(Declaration::Switch {
                    name: name.ok_or_else(|| self.missing(&span))?,
                    elements,
                    span,
                })
            }
            Rule::procedure_declaration => {
                let mut ty = None;
                let mut name = None;
                let mut params = Vec::new();
                let mut values = Vec::new();
                let mut specs = Vec::new();
                let mut body = None;
                for q in p.into_inner() {
                    match q.as_rule() {
                        Rule::type_word => ty = Some(type_of(q)),
                        Rule::ident => name = Some(self.ident(q)),
                        Rule::formal_parameters => {
                            params = q.into_inner().map(|i| self.ident(i)).collect()
                        }
                        Rule::value_part => {
                            for r in q.into_inner() {
                                if r.as_rule() == Rule::ident_list {
                                    values = r.into_inner().map(|i| self.ident(i)).collect();
                                }
                            }
                        }
                        Rule::specification => {
                            let mut specifier = None;
                            let mut names = Vec::new();
                            for r in q.into_inner() {
                                match r.as_rule() {
                                    Rule::specifier => specifier = Some(specifier_of(r)),
                                    _ => names = r.into_inner().map(|i| self.ident(i)).collect(),
                                }
                            }
                            if let Some(specifier) = specifier {
                                specs.push(Specification { specifier, names });
                            }
                        }
                        Rule::statement => body = Some(self.statement(q)?),
                        _ => {}
                    }
                }
                Ok(Declaration::Procedure(Box::new(Procedure {
                    ty,
                    name: name.ok_or_else(|| self.missing(&span))?,
                    params,
                    values,
                    specs,
                    body: body.ok_or_else(|| self.missing(&span))?,
                    span,
                })))
            }
            _ => Err(self.source.error(span, "this is not a declaration")),
        }
    }

    // -----------------------------------------------------------------------------------------
    // Expressions

    fn expr(&self, p: Pair<Rule>) -> Res<Expr> {
        let span = span_of(&p);
        match p.as_rule() {
            Rule::expression => {
                let inner = p.into_inner().next().ok_or_else(|| self.missing(&span))?;
                self.expr(inner)
            }
            Rule::if_expression => {
                let mut es = Vec::new();
                for q in p.into_inner() {
                    if !matches!(q.as_rule(), Rule::kw_if | Rule::kw_then | Rule::kw_else) {
                        es.push(self.expr(q)?);
                    }
                }
                let mut it = es.into_iter();
                match (it.next(), it.next(), it.next()) {
                    (Some(c), Some(t), Some(o)) => Ok(Expr {
                        kind: ExprKind::If {
                            condition: Box::new(c),
                            then: Box::new(t),
                            otherwise: Box::new(o),
                        },
                        span,
                    }),
                    _ => Err(self.missing(&span)),
                }
            }
            Rule::simple_expression
            | Rule::implication
            | Rule::bool_term
            | Rule::bool_factor
            | Rule::term
            | Rule::factor => self.left_assoc(p),
            Rule::relation => self.left_assoc(p),
            Rule::bool_secondary => {
                let mut nots = 0;
                let mut operand = None;
                for q in p.into_inner() {
                    match q.as_rule() {
                        Rule::op_not => nots += 1,
                        _ => operand = Some(self.expr(q)?),
                    }
                }
                let mut e = operand.ok_or_else(|| self.missing(&span))?;
                for _ in 0..nots {
                    e = Expr {
                        kind: ExprKind::Unary {
                            op: UnaryOp::Not,
                            operand: Box::new(e),
                        },
                        span,
                    };
                }
                Ok(e)
            }
            Rule::arithmetic => {
                let mut inner = p.into_inner().peekable();
                let sign = match inner.peek().map(|q| q.as_rule()) {
                    Some(Rule::sign) => inner.next().map(|s| s.as_str() == "-"),
                    _ => None,
                };
                let first = inner.next().ok_or_else(|| self.missing(&span))?;
                let first_span = span_of(&first);
                let mut acc = self.expr(first)?;
                if let Some(minus) = sign {
                    acc = Expr {
                        kind: ExprKind::Unary {
                            op: if minus { UnaryOp::Minus } else { UnaryOp::Plus },
                            operand: Box::new(acc),
                        },
                        span: Span::new(span.start, first_span.end),
                    };
                }
                self.fold_rest(acc, span.start, inner)
            }
            Rule::primary => {
                let inner = p.into_inner().next().ok_or_else(|| self.missing(&span))?;
                self.expr(inner)
            }
            Rule::number => self.number(p),
            Rule::kw_true => Ok(Expr {
                kind: ExprKind::Bool(true),
                span,
            }),
            Rule::kw_false => Ok(Expr {
                kind: ExprKind::Bool(false),
                span,
            }),
            Rule::string => {
                let double = p.as_str().starts_with('"');
                let mut text = String::new();
                for part in p.into_inner() {
                    text.push_str(part.as_str());
                }
                if double && self.representation == Representation::Marst {
                    // MARST joins the parts' text before C reads the escapes: "\x1" "b" is
                    // "\x1b", one byte.
                    text = c_unescape(&text).map_err(|e| self.source.error(span, e))?;
                }
                Ok(Expr {
                    kind: ExprKind::Str(text),
                    span,
                })
            }
            Rule::ident => Ok(Expr {
                kind: ExprKind::Name(self.ident(p)),
                span,
            }),
            Rule::function_designator | Rule::subscripted => {
                let call = p.as_rule() == Rule::function_designator;
                let mut it = p.into_inner();
                let name = self.ident(it.next().ok_or_else(|| self.missing(&span))?);
                let args = match it.next() {
                    Some(list) => self.exprs(list)?,
                    None => Vec::new(),
                };
                Ok(Expr {
                    kind: if call {
                        ExprKind::Call { name, args }
                    } else {
                        ExprKind::Subscript {
                            name,
                            subscripts: args,
                        }
                    },
                    span,
                })
            }
            _ => Err(self.source.error(span, "this is not an expression")),
        }
    }

    fn left_assoc(&self, p: Pair<Rule>) -> Res<Expr> {
        let span = span_of(&p);
        let mut inner = p.into_inner();
        let first = inner.next().ok_or_else(|| self.missing(&span))?;
        let acc = self.expr(first)?;
        self.fold_rest(acc, span.start, inner)
    }

    fn fold_rest<'i>(
        &self,
        mut acc: Expr,
        start: usize,
        mut rest: impl Iterator<Item = Pair<'i, Rule>>,
    ) -> Res<Expr> {
        while let Some(op) = rest.next() {
            let operator = binary_op(&op).ok_or_else(|| self.missing(&span_of(&op)))?;
            let rhs_pair = rest.next().ok_or_else(|| self.missing(&span_of(&op)))?;
            let rhs = self.expr(rhs_pair)?;
            let span = Span::new(start, rhs.span.end);
            acc = Expr {
                kind: ExprKind::Binary {
                    op: operator,
                    lhs: Box::new(acc),
                    rhs: Box::new(rhs),
                },
                span,
            };
        }
        Ok(acc)
    }

    fn number(&self, p: Pair<Rule>) -> Res<Expr> {
        let span = span_of(&p);
        let text: String = p.as_str().chars().filter(|c| !c.is_whitespace()).collect();
        let text = text.as_str();
        let is_real = text.contains(['.', 'e', 'E', '#']) || text.contains("₁₀");
        if !is_real {
            return match text.parse::<i64>() {
                Ok(v) => Ok(Expr {
                    kind: ExprKind::Int(v),
                    span,
                }),
                Err(_) => Err(self.source.error(span, "this integer is too large")),
            };
        }
        let mut t = text.replace("₁₀", "e").replace(['E', '#'], "e");
        if t.starts_with('e') {
            t.insert(0, '1');
        }
        if t.starts_with('.') {
            t.insert(0, '0');
        }
        match t.parse::<f64>() {
            Ok(v) if v.is_finite() => Ok(Expr {
                kind: ExprKind::Real(v),
                span,
            }),
            _ => Err(self.source.error(span, "this number is out of range")),
        }
    }
}

fn end_comment_text(s: &str) -> Option<String> {
    let t = spelling(s);
    if t.is_empty() {
        None
    } else {
        Some(t)
    }
}

fn type_of(p: Pair<Rule>) -> Type {
    let s = p.as_str();
    if s.starts_with("integer") {
        Type::Integer
    } else if s.starts_with("real") {
        Type::Real
    } else {
        Type::Boolean
    }
}

fn specifier_of(p: Pair<Rule>) -> Specifier {
    let mut ty = None;
    let mut kind = None;
    for q in p.into_inner() {
        match q.as_rule() {
            Rule::type_word => ty = Some(type_of(q)),
            Rule::kw_array => kind = Some(Rule::kw_array),
            Rule::kw_procedure => kind = Some(Rule::kw_procedure),
            Rule::kw_label => kind = Some(Rule::kw_label),
            Rule::kw_switch => kind = Some(Rule::kw_switch),
            Rule::kw_string => kind = Some(Rule::kw_string),
            _ => {}
        }
    }
    match kind {
        Some(Rule::kw_array) => Specifier::Array(ty),
        Some(Rule::kw_procedure) => Specifier::Procedure(ty),
        Some(Rule::kw_label) => Specifier::Label,
        Some(Rule::kw_switch) => Specifier::Switch,
        Some(Rule::kw_string) => Specifier::String,
        _ => Specifier::Simple(ty.unwrap_or(Type::Real)),
    }
}

fn binary_op(p: &Pair<Rule>) -> Option<BinaryOp> {
    use BinaryOp::*;
    let s = p.as_str();
    Some(match p.as_rule() {
        Rule::op_pow => Power,
        Rule::op_mul => match s {
            "×" | "*" => Mul,
            "/" => Div,
            _ => IntDiv,
        },
        Rule::op_add => {
            if s == "+" {
                Add
            } else {
                Sub
            }
        }
        Rule::op_rel => match s {
            "<" => Less,
            "≤" | "<=" => NotGreater,
            "=" => Equal,
            "≥" | ">=" => NotLess,
            ">" => Greater,
            _ => NotEqual,
        },
        Rule::op_and => And,
        Rule::op_or => Or,
        Rule::op_impl => Implies,
        Rule::op_equiv => Equiv,
        _ => return None,
    })
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
