//! The pre-scan: what is refused before pest runs. One pass over the text (strings skipped)
//! measures nesting twice, against a fixed cap on brackets and against the stack the parsing
//! thread has left; a second finds `comment` where the Report does not allow it.

use super::*;

/// How deep parentheses and brackets may nest inside one another, whatever the stack: deeper
/// text is refused before parsing. The stack a thread has for parsing bounds the nesting
/// further (about 23 000 parentheses or 100 000 blocks on the front ends' 1 GiB stack, fewer
/// under `ulimit -v`).
pub const MAX_NESTING: usize = 50_000;

/// Stack a level of parentheses or brackets takes in the deepest walk of the tree (the parser
/// recurses through every precedence level at each one): measured at 27 to 30 KiB in the
/// optimised build (35 000 levels fit a 1 GiB stack, 40 000 did not).
const PAREN_STACK: usize = 40 << 10;

/// Stack a level of `begin` takes (a block or compound statement), or of a statement or
/// expression nested after `else` or `do` (a chain of `else if`, a `for` inside a `for`):
/// measured at 7 to 8.6 KiB a level in the optimised build (125 000 nested blocks fit a 1 GiB
/// stack, 150 000 did not).
const BLOCK_STACK: usize = 9 << 10;

/// Refuses text that nests too deep, pointing at where it goes past, in one pass over the
/// text (strings skipped) that keeps two measures:
///
/// - the bracket cap: parentheses and brackets nested more than [`MAX_NESTING`] deep, whatever
///   the stack;
/// - the stack: what recurses in every walk of the tree (parse, resolve, print, translate,
///   run) is a level of parentheses or brackets, a `begin`, and a statement or expression
///   after `else` or `do`; each is counted at the stack it takes ([`PAREN_STACK`],
///   [`BLOCK_STACK`]), against seven eighths of the stack left to this thread
///   ([`crate::stack::remaining`]; a quarter of what the process may map under `ulimit -v`:
///   [`crate::limits::stack_room`]). So 150 000 nested `begin`s, or 75 000 under
///   `ulimit -v 800000`, are refused in words where they once overflowed the stack. An `else`
///   or `do` level ends at the next `;` or at the bracket that holds it.
///
/// Text past the bracket cap is refused for that wherever the stack ran out (the cap is the
/// message that does not depend on the machine); otherwise the first place past the stack is
/// named.
pub(super) fn check_nesting(source: &Source) -> Result<(), Diagnostic> {
    let room = crate::stack::remaining().unwrap_or(8 << 20);
    let most = room - room / 8;
    // Brackets open, for the cap.
    let mut depth = 0usize;
    // Each open bracket: the stack it takes, and what `else` and `do` added inside it since
    // the last `;`.
    let mut open: Vec<(usize, usize)> = vec![(0, 0)];
    let mut used = 0usize;
    let mut past_stack: Option<Diagnostic> = None;
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
            if used > most && past_stack.is_none() {
                past_stack = Some(too_deep(source, start, at));
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
                    open.push((PAREN_STACK, 0));
                    used += PAREN_STACK;
                    if used > most && past_stack.is_none() {
                        past_stack = Some(too_deep(source, at, at + 1));
                    }
                }
                ')' | ']' => {
                    depth = depth.saturating_sub(1);
                    close(&mut open, &mut used);
                }
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
    match past_stack {
        Some(d) => Err(d),
        None => Ok(()),
    }
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
pub(super) fn check_comments(source: &Source) -> Result<(), Diagnostic> {
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
