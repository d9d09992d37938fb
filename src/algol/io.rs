//! Input and output of ALGOL programs: numbers read from a text stream, and the Library's
//! `output` format language.
//!
//! # Input
//! `input(v, ...)`, `inreal(1, v)` and `ininteger(1, v)` read numbers separated by white space,
//! commas or semicolons: `12`, `-3`, `2.5`, `1.5₁₀-3`, `1.5e-3`. Text from `#` to the end of a
//! line is a comment. A whole array given to `input` is filled in row-major order. The input is
//! read only when the program asks for a number, so a program that reads nothing never waits.
//!
//! # The `output` format language
//! `output('format', e1, e2, ...)`: the format is a list of items separated by commas (a comma
//! inside a quoted text does not separate). Spaces around an item do not count.
//!
//! | item | prints |
//! |---|---|
//! | `/` (`//`, ...) | a new line for each `/` |
//! | `T` | nothing: the next item is text, printed as written even if it looks like a code |
//! | `‘text’`, `"text"` | the text as written (commas included) |
//! | `I`, `Iw` | the next value as an integer (reals are rounded), right-aligned in `w` columns |
//! | `R`, `Rw.d` | the next value as a real: shortest exact form, or `d` decimals in `w` columns |
//! | `B` | the next value as `true` or `false` |
//! | `X`, `nX` | one space, `n` spaces |
//! | anything else | itself, as text |
//!
//! So the seed's `output(‘/,T,РЕШЕНИЕ,/’)` prints a new line, `РЕШЕНИЕ` and a new line. Every
//! value must meet a number item and every number item a value.
//!
//! # The Modified Report's procedures (any channel number; one output stream)
//! `outinteger(c, i)` and `outreal(c, x)` print the number followed by one space;
//! `outboolean(c, b)` prints `true` or `false` and a space; `outstring(c, s)` prints the string
//! (`\n` in it is a new line); `outchar(c, s, i)` prints the `i`-th character of `s`.

use std::io::BufRead;

/// A number read from the input.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Number {
    Int(i64),
    Real(f64),
}

/// The program's input: read lazily, token by token.
pub struct Input<'a> {
    reader: &'a mut dyn BufRead,
    tokens: std::collections::VecDeque<String>,
    done: bool,
}

impl<'a> Input<'a> {
    pub fn new(reader: &'a mut dyn BufRead) -> Input<'a> {
        Input {
            reader,
            tokens: Default::default(),
            done: false,
        }
    }

    fn next_token(&mut self) -> Result<Option<String>, String> {
        while self.tokens.is_empty() {
            if self.done {
                return Ok(None);
            }
            let mut line = String::new();
            match self.reader.read_line(&mut line) {
                Ok(0) => self.done = true,
                Ok(_) => {
                    let line = line.split('#').next().unwrap_or("");
                    self.tokens.extend(
                        line.split(|c: char| c.is_whitespace() || c == ',' || c == ';')
                            .filter(|t| !t.is_empty())
                            .map(str::to_string),
                    );
                }
                Err(e) => return Err(format!("cannot read the input: {e}")),
            }
        }
        Ok(self.tokens.pop_front())
    }

    /// The next number, or an error in words.
    pub fn number(&mut self) -> Result<Number, String> {
        let token = self
            .next_token()?
            .ok_or_else(|| "the input ran out: the program asked for another number".to_string())?;
        parse_number(&token).ok_or_else(|| format!("`{token}` is not a number"))
    }
}

fn parse_number(t: &str) -> Option<Number> {
    if let Ok(v) = t.parse::<i64>() {
        return Some(Number::Int(v));
    }
    let t = t.replace("₁₀", "e").replace('E', "e");
    if !t
        .chars()
        .all(|c| c.is_ascii_digit() || matches!(c, '.' | 'e' | '+' | '-'))
    {
        return None;
    }
    t.parse::<f64>()
        .ok()
        .filter(|v| v.is_finite())
        .map(Number::Real)
}

/// A value given to `output`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum OutValue {
    Int(i64),
    Real(f64),
    Bool(bool),
}

/// The shortest text that reads back as the same real: `2.0`, `0.1`, `1e-7`.
pub fn real_text(v: f64) -> String {
    format!("{v:?}")
}

fn split_items(format: &str) -> Vec<String> {
    let mut items = Vec::new();
    let mut current = String::new();
    let mut depth = 0usize;
    let mut in_double = false;
    for c in format.chars() {
        match c {
            '‘' if !in_double => {
                depth += 1;
                current.push(c)
            }
            '’' if !in_double => {
                depth = depth.saturating_sub(1);
                current.push(c)
            }
            '"' if depth == 0 => {
                in_double = !in_double;
                current.push(c)
            }
            ',' if depth == 0 && !in_double => items.push(std::mem::take(&mut current)),
            _ => current.push(c),
        }
    }
    items.push(current);
    items
}

fn unquote(item: &str) -> Option<&str> {
    item.strip_prefix('‘')
        .and_then(|s| s.strip_suffix('’'))
        .or_else(|| item.strip_prefix('"').and_then(|s| s.strip_suffix('"')))
}

/// The widest field (and most spaces of one `X` item, most decimals of an `R` item) a format
/// may ask for; a wider one is an error, not a silent truncation.
pub const MAX_FIELD: usize = 1000;

/// The integer nearest a real (entier(r + 0.5)), or an error when none fits in an integer.
pub fn real_to_integer(r: f64) -> Result<i64, String> {
    let v = (r + 0.5).floor();
    if v.is_finite() && v >= i64::MIN as f64 && v < i64::MAX as f64 {
        Ok(v as i64)
    } else {
        Err(format!(
            "the real {} is too large to print as an integer",
            real_text(r)
        ))
    }
}

fn field(item: &str, what: &str, digits: &str) -> Result<usize, String> {
    match digits.parse::<usize>() {
        Ok(n) if n <= MAX_FIELD => Ok(n),
        _ => Err(format!(
            "`{item}` asks for {what} {digits}, more than {MAX_FIELD}"
        )),
    }
}

/// Renders `output(format, values...)`.
pub fn format_output(format: &str, values: &[OutValue]) -> Result<String, String> {
    let mut out = String::new();
    let mut next = values.iter();
    let mut take = |item: &str| {
        next.next()
            .copied()
            .ok_or_else(|| format!("the item `{item}` has no value left to print"))
    };
    let mut text_next = false;
    for raw in split_items(format) {
        let item = raw.trim();
        if text_next {
            out.push_str(unquote(item).unwrap_or(item));
            text_next = false;
            continue;
        }
        if item.is_empty() {
            continue;
        }
        if item.chars().all(|c| c == '/') {
            out.extend(std::iter::repeat_n('\n', item.len()));
            continue;
        }
        if item == "T" || item == "Т" {
            text_next = true;
            continue;
        }
        if let Some(text) = unquote(item) {
            out.push_str(text);
            continue;
        }
        if let Some(spec) = item.strip_prefix('I') {
            if spec.chars().all(|c| c.is_ascii_digit()) {
                let width = if spec.is_empty() {
                    0
                } else {
                    field(item, "a width of", spec)?
                };
                let v = match take(item)? {
                    OutValue::Int(v) => v,
                    OutValue::Real(r) => real_to_integer(r)?,
                    OutValue::Bool(_) => {
                        return Err(format!("`{item}` prints a number, not a Boolean"))
                    }
                };
                out.push_str(&format!("{v:>width$}"));
                continue;
            }
        }
        if let Some(spec) = item.strip_prefix('R') {
            if spec.chars().all(|c| c.is_ascii_digit() || c == '.') {
                let v = match take(item)? {
                    OutValue::Int(v) => v as f64,
                    OutValue::Real(r) => r,
                    OutValue::Bool(_) => {
                        return Err(format!("`{item}` prints a number, not a Boolean"))
                    }
                };
                if spec.is_empty() {
                    out.push_str(&real_text(v));
                } else {
                    let (w, d) = spec.split_once('.').unwrap_or((spec, "6"));
                    let width = if w.is_empty() {
                        0
                    } else {
                        field(item, "a width of", w)?
                    };
                    let decimals = if d.is_empty() {
                        6
                    } else {
                        field(item, "decimals:", d)?
                    };
                    if d.contains('.') {
                        return Err(format!("`{item}` is not a number format"));
                    }
                    out.push_str(&format!("{v:>width$.decimals$}"));
                }
                continue;
            }
        }
        if item == "B" {
            match take(item)? {
                OutValue::Bool(b) => out.push_str(if b { "true" } else { "false" }),
                _ => return Err("`B` prints a Boolean, not a number".to_string()),
            }
            continue;
        }
        if let Some(count) = item.strip_suffix('X') {
            if count.chars().all(|c| c.is_ascii_digit()) {
                let n = if count.is_empty() {
                    1
                } else {
                    field(item, "spaces:", count)?
                };
                out.extend(std::iter::repeat_n(' ', n));
                continue;
            }
        }
        out.push_str(item);
    }
    if next.next().is_some() {
        return Err("more values than number items in the format".to_string());
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_seed_formats() {
        assert_eq!(format_output("/,T,РЕШЕНИЕ,/", &[]).unwrap(), "\nРЕШЕНИЕ\n");
        assert_eq!(
            format_output("/,T,МАТ НА ПЕРВОМ ХОДЕ,/", &[]).unwrap(),
            "\nМАТ НА ПЕРВОМ ХОДЕ\n"
        );
        assert_eq!(
            format_output("I3,X,R8.2,/", &[OutValue::Int(7), OutValue::Real(2.5)]).unwrap(),
            "  7     2.50\n"
        );
        assert!(format_output("I", &[]).is_err());
        assert!(format_output("/", &[OutValue::Int(1)]).is_err());
        assert_eq!(
            format_output("I65536", &[OutValue::Int(3)]),
            Err("`I65536` asks for a width of 65536, more than 1000".into())
        );
        assert_eq!(
            format_output("I3", &[OutValue::Real(1e300)]),
            Err("the real 1e300 is too large to print as an integer".into())
        );
        assert!(format_output("R5.99999999999999999999", &[OutValue::Real(1.0)]).is_err());
        assert!(format_output("R1.2.3", &[OutValue::Real(1.0)]).is_err());
        assert_eq!(
            format_output("R,X,I", &[OutValue::Real(1e300), OutValue::Int(-5)]).unwrap(),
            "1e300 -5"
        );
    }
}
