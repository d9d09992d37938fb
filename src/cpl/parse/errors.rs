//! Syntax errors in words (what was expected, what was found, never a grammar rule's name),
//! and the scan of delimiters that says which are open at a point and how deep they nest.

use super::*;

pub(super) fn syntax_error(source: &Source, error: &pest::error::Error<Rule>) -> Diagnostic {
    let text = source.text.as_str();
    let at = match error.location {
        InputLocation::Pos(p) => p,
        InputLocation::Span((p, _)) => p,
    }
    .min(text.len());
    let positives = match &error.variant {
        ErrorVariant::ParsingError { positives, .. } => positives.clone(),
        ErrorVariant::CustomError { .. } => {
            // pest refuses to go deeper when the native stack runs low.
            return source.error(
                Span::new(at, at),
                "the program is nested too deeply to parse",
            );
        }
    };
    let at_top = positives.contains(&Rule::EOI);
    let mut words: Vec<&str> = positives
        .iter()
        .filter_map(|&r| expected_word(r, at_top))
        .collect();
    words.sort_by_key(|w| rank(w));
    words.dedup();
    // After a prefix operator pest lists the kinds of operand one by one; they are all
    // "an expression".
    if words.contains(&"an expression") {
        words.retain(|w| *w != "`(`" && *w != "a name");
    }

    // A block opened in ASCII (`$(`) is closed in ASCII (`$)`).
    let open = scan_delimiters(text, at).open;
    let innermost = open.last().copied();
    let ascii_block = innermost.is_some_and(|o| text[o.at..].starts_with("$("));
    let shown: Vec<&str> = words
        .iter()
        .map(|&w| {
            if ascii_block && w == "`§`" {
                "`$)`"
            } else {
                w
            }
        })
        .collect();

    let found = describe_found(text, at);
    let expected = if shown.is_empty() {
        "something else".to_string()
    } else {
        list_in_words(&shown)
    };
    let message = match &found {
        Found::NextDefinition(_) => format!("expected {expected} before the next definition"),
        Found::EndOfInput => format!("expected {expected} before the end of the text"),
        Found::Token { text, note } => format!("expected {expected}, found `{text}`{note}"),
    };
    let width = match &found {
        Found::NextDefinition(t) | Found::Token { text: t, .. } => t.len(),
        Found::EndOfInput => 0,
    };
    let mut diagnostic = source.error(Span::new(at, at + width), message);

    // Point at the delimiter left open, when closing it is one of the ways on.
    if let Some(opener) = innermost {
        let closer = match opener.kind {
            Delimiter::Paren => "`)`",
            Delimiter::Section => "`§`",
        };
        if words.contains(&closer) {
            let len = opener.len;
            let at = source.locate(Span::new(opener.at, opener.at + len));
            let name = &text[opener.at..opener.at + len];
            diagnostic = diagnostic.with_note(format!("the unclosed `{name}` was opened here"), at);
        }
    }
    diagnostic
}

/// What a grammar rule means to someone writing CPL; `None` for rules that add nothing.
pub(super) fn expected_word(rule: Rule, at_top: bool) -> Option<&'static str> {
    use Rule::*;
    Some(match rule {
        EOI => "the end of the text",
        program | definition => "a definition",
        large_name if at_top => "a definition",
        large_name | single_name | small_word => "a name",
        call => "a command",
        expr | where_value | operation | expression_only | application | juxtaposition
        | parenthesised | value_of | number | infinity | boolean | nil | kw_value => {
            "an expression"
        }
        infix_op => "an operator",
        block | open_section | close_section => "`§`",
        let_item | kw_let => "`let`",
        if_item | kw_if => "`if`",
        result_item | kw_result => "`result is`",
        kw_is => "`is`",
        kw_of => "`of`",
        kw_then => "`then`",
        while_item | kw_while => "`while`",
        kw_do => "`do`",
        kw_where | where_definition => "`where`",
        kw_and => "`and`",
        assignment | assign_op => "`:=`",
        params | arguments | tuple_pattern | lparen => "`(`",
        rparen => "`)`",
        comma => "`,`",
        arrow => "`→`",
        equals => "`=`",
        _ => return None,
    })
}

/// Closers first (they are what a reader most often forgot), then punctuation, keywords,
/// and the broad classes last.
pub(super) fn rank(word: &str) -> usize {
    const ORDER: &[&str] = &[
        "`)`",
        "`§`",
        "`,`",
        "`=`",
        "`→`",
        "`(`",
        "`of`",
        "`is`",
        "`then`",
        "`do`",
        "`:=`",
        "`let`",
        "`if`",
        "`result is`",
        "`while`",
        "`where`",
        "`and`",
        "a definition",
        "a command",
        "a name",
        "an expression",
        "an operator",
        "the end of the text",
    ];
    ORDER.iter().position(|w| *w == word).unwrap_or(ORDER.len())
}

pub(super) fn list_in_words(words: &[&str]) -> String {
    match words {
        [] => String::new(),
        [one] => one.to_string(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

pub(super) enum Found {
    EndOfInput,
    /// A large name at the start of a line: most likely the next definition.
    NextDefinition(String),
    Token {
        text: String,
        note: &'static str,
    },
}

/// The token at `at`, for "found ..." in a message.
pub(super) fn describe_found(text: &str, at: usize) -> Found {
    let rest = text.get(at..).unwrap_or("");
    let Some(first) = rest.chars().next() else {
        return Found::EndOfInput;
    };
    let starts_line = at == 0 || text[..at].ends_with('\n');
    let token = |len: usize, note: &'static str| Found::Token {
        text: rest[..len].to_string(),
        note,
    };
    let run = |pred: fn(char) -> bool| rest.find(|c: char| !pred(c)).unwrap_or(rest.len());
    if first.is_ascii_uppercase() || spelling::GREEK_CAPITAL.iter().any(|&(g, _)| g == first) {
        let len = if first.is_ascii_uppercase() {
            run(|c| c.is_ascii_alphanumeric())
        } else {
            first.len_utf8()
        };
        if starts_line {
            return Found::NextDefinition(rest[..len].to_string());
        }
        return token(len, "");
    }
    if spelling::is_small_letter(first) {
        let len = run(spelling::is_small_letter);
        let note = if spelling::is_reserved(&rest[..len]) {
            ", a reserved word"
        } else {
            ""
        };
        return token(len, note);
    }
    if first.is_ascii_digit() {
        return token(run(|c| c.is_ascii_digit()), "");
    }
    const SYMBOLS: &[&str] = &[
        "$(", "$)", ":=", "->", "/\\", "\\/", "==", "~=", "<=", ">=", "||", "§", "→", "∞", "∧",
        "∨", "≡", "~", "¬", "×", "≠", "≤", "≥", "(", ")", ",", "=", "+", "-", "*", "/", "<", ">",
    ];
    if let Some(symbol) = SYMBOLS.iter().find(|s| rest.starts_with(**s)) {
        return token(symbol.len(), "");
    }
    if first.is_control() {
        return Found::Token {
            text: first.escape_default().to_string(),
            note: ", which is not a CPL symbol",
        };
    }
    token(first.len_utf8(), ", which is not a CPL symbol")
}

// ---------------------------------------------------------------------------------------------
// Delimiters: which are open at a point, and how deep they nest

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Delimiter {
    Paren,
    Section,
}

#[derive(Debug, Clone, Copy)]
pub(super) struct Opener {
    kind: Delimiter,
    at: usize,
    len: usize,
}

pub(super) struct Scan {
    open: Vec<Opener>,
    /// Where nesting first went past [`MAX_NESTING`].
    pub(super) too_deep: Option<usize>,
    /// The deepest nesting seen.
    pub(super) deepest: usize,
}

/// Scans `text[..upto]` for `(` `)` and block brackets. A `§` opens a block after `of`,
/// `then` or `do` and closes one anywhere else (the grammar's rule); `$(` and `$)` say which they are.
pub(super) fn scan_delimiters(text: &str, upto: usize) -> Scan {
    let mut open: Vec<Opener> = Vec::new();
    let mut too_deep = None;
    let mut deepest = 0;
    let mut last_word = "";
    let mut chars = text.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        if i >= upto {
            break;
        }
        let rest = &text[i..];
        let mut word = "";
        let mut push = |kind, len| {
            open.push(Opener { kind, at: i, len });
            deepest = deepest.max(open.len());
            if open.len() > MAX_NESTING && too_deep.is_none() {
                too_deep = Some(i);
            }
        };
        match c {
            '|' if rest.starts_with("||") => {
                while chars.next_if(|&(_, c)| c != '\n').is_some() {}
                continue;
            }
            '(' => push(Delimiter::Paren, 1),
            ')' => close(&mut open, Delimiter::Paren),
            '$' if rest.starts_with("$(") => {
                chars.next();
                push(Delimiter::Section, 2);
            }
            '$' if rest.starts_with("$)") => {
                chars.next();
                close(&mut open, Delimiter::Section);
            }
            '§' => {
                if last_word == "of" || last_word == "then" || last_word == "do" {
                    push(Delimiter::Section, '§'.len_utf8());
                } else {
                    close(&mut open, Delimiter::Section);
                }
            }
            c if c.is_whitespace() => continue,
            c if c.is_ascii_lowercase() => {
                let len = rest
                    .find(|c: char| !c.is_ascii_alphanumeric())
                    .unwrap_or(rest.len());
                word = &rest[..len];
                while chars.next_if(|&(j, _)| j < i + len).is_some() {}
            }
            _ => {}
        }
        last_word = word;
    }
    Scan {
        open,
        too_deep,
        deepest,
    }
}

/// How many operators lead down the left side of `expr` (a left-associated chain).
pub(super) fn chain_length(expr: &Expr) -> usize {
    let mut length = 0;
    let mut at = expr;
    while let ExprKind::Binary { lhs, .. } = &at.kind {
        length += 1;
        at = lhs;
    }
    length
}

/// Closes the innermost delimiter if it is of this kind (a stray closer changes nothing).
pub(super) fn close(open: &mut Vec<Opener>, kind: Delimiter) {
    if open.last().is_some_and(|o| o.kind == kind) {
        open.pop();
    }
}
