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
//! # The Modified Report's environmental block (any channel number; one input, one output)
//! Written once here for the interpreter and the translations. `outinteger(c, i)`,
//! `outreal(c, x)` and `outboolean(c, b)` print the value followed by the terminator, one
//! space, which `outterminator(c)` prints alone; `outstring(c, s)` prints the string (`\n` in
//! it is a new line); `outchar(c, s, i)` prints the `i`-th character of `s`; `inchar(c, s, i)`
//! reads one character and gives `i` its position in `s` (0 when `s` lacks it); `length(s)`
//! counts the characters; `fault(s, r)` ends the run with an error that shows `s` and `r`.
//! Numbers and characters come from one input: `inchar` reads the character right after the
//! last number read.

use std::io::BufRead;

use super::arith::{round_to_int, Num, Operand};
use super::error::ErrorKind;
// Pasted into standalone translations, which plain `rustc` compiles as the 2015 edition:
// its prelude lacks `TryFrom`.
#[allow(unused_imports)]
use std::convert::TryFrom;

/// A number read from the input.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Number {
    Int(i64),
    Real(f64),
}

/// The program's input: read lazily, a line at a time, by number or by character.
pub struct Input<'a> {
    reader: &'a mut dyn BufRead,
    /// The line being read, and how much of it is read.
    line: Vec<char>,
    at: usize,
    done: bool,
}

/// What separates numbers in the input.
fn separates(c: char) -> bool {
    c.is_whitespace() || c == ',' || c == ';'
}

impl<'a> Input<'a> {
    pub fn new(reader: &'a mut dyn BufRead) -> Input<'a> {
        Input {
            reader,
            line: Vec::new(),
            at: 0,
            done: false,
        }
    }

    /// The next character not yet read, reading another line when this one is done; `None`
    /// at the end of the input.
    fn peek(&mut self) -> Result<Option<char>, String> {
        while self.at >= self.line.len() {
            if self.done {
                return Ok(None);
            }
            // Bounded, so a line that never ends is an error rather than an abort.
            let max = crate::bounded::MAX_LINE_BYTES;
            match crate::bounded::read_line_with_break(self.reader, max) {
                Ok(None) => self.done = true,
                Ok(Some(bytes)) => {
                    self.line = String::from_utf8_lossy(&bytes).chars().collect();
                    self.at = 0;
                }
                Err(e) => return Err(format!("cannot read the input: {e}")),
            }
        }
        Ok(self.line.get(self.at).copied())
    }

    /// The next number, or an error in words. Separators before it are skipped, and text
    /// from `#` to the end of its line.
    pub fn number(&mut self) -> Result<Number, String> {
        let ran_out = || "the input ran out: the program asked for another number".to_string();
        loop {
            match self.peek()?.ok_or_else(ran_out)? {
                '#' => self.at = self.line.len(),
                c if separates(c) => self.at += 1,
                _ => break,
            }
        }
        let mut token = String::new();
        while let Some(&c) = self.line.get(self.at) {
            if separates(c) || c == '#' {
                break;
            }
            token.push(c);
            self.at += 1;
        }
        parse_number(&token).ok_or_else(|| format!("`{token}` is not a number"))
    }

    /// The next character, whatever it is (`inchar`), or an error in words at the end of the
    /// input.
    pub fn character(&mut self) -> Result<char, String> {
        let c = self.peek()?.ok_or_else(|| {
            "the input ran out: the program asked for another character".to_string()
        })?;
        self.at += 1;
        Ok(c)
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

// ---------------------------------------------------------------------------------------------
// The Modified Report's environmental block

/// What `outterminator(channel)` writes, and what `outinteger`, `outreal` and `outboolean`
/// write after their value: one space (as GNU MARST does).
pub const TERMINATOR: &str = " ";

/// The characters of a string as a program sees them: the characters `outstring` prints
/// (the reference representation's `\n` is one, a new line). `length`, `outchar` and
/// `inchar` count in these.
pub fn characters(s: &str) -> Vec<char> {
    printed(s).chars().collect()
}

/// What `outstring` prints of a string.
pub fn printed(s: &str) -> String {
    s.replace("\\n", "\n")
}

/// `length(str)`: how many characters the string has.
pub fn length(s: &str) -> i64 {
    characters(s).len() as i64
}

/// What `inchar(channel, str, int)` assigns to `int` when it reads `c`: its position in the
/// string, counted from 1, or 0 when the string does not hold it.
pub fn position(s: &str, c: char) -> i64 {
    characters(s)
        .iter()
        .position(|&d| d == c)
        .map_or(0, |i| i as i64 + 1)
}

/// A value given for an integer parameter called by value (`outchar`'s index): an integer,
/// or a real rounded (4.2.4).
pub fn integer(v: &impl Operand) -> Result<i64, ErrorKind> {
    match v.num() {
        Some(Num::Int(i)) => Ok(i),
        Some(Num::Real(r)) => round_to_int(r).ok_or(ErrorKind::Overflow),
        _ => Err(ErrorKind::Type {
            expected: "an integer",
            found: v.kind_name(),
        }),
    }
}

/// A value given for a real parameter called by value.
pub fn real(v: &impl Operand) -> Result<f64, ErrorKind> {
    match v.num() {
        Some(Num::Int(i)) => Ok(i as f64),
        Some(Num::Real(r)) => Ok(r),
        _ => Err(ErrorKind::Type {
            expected: "a number",
            found: v.kind_name(),
        }),
    }
}

/// What `outchar(channel, str, int)` prints: the `int`-th character of the string.
pub fn outchar_text(s: &str, i: &impl Operand) -> Result<String, ErrorKind> {
    let i = integer(i)?;
    let chars = characters(s);
    usize::try_from(i)
        .ok()
        .filter(|i| *i >= 1)
        .and_then(|i| chars.get(i - 1))
        .map(|c| c.to_string())
        .ok_or_else(|| {
            ErrorKind::Domain(format!(
                "outchar: the string has {} character{}, there is no character {i}",
                chars.len(),
                if chars.len() == 1 { "" } else { "s" }
            ))
        })
}

/// What `outinteger(channel, int)` prints: the integer (a real rounded) and the terminator.
pub fn outinteger_text(v: &impl Operand) -> Result<String, ErrorKind> {
    let i = match v.num() {
        Some(Num::Real(r)) => real_to_integer(r).map_err(ErrorKind::Format)?,
        _ => integer(v)?,
    };
    Ok(format!("{i}{TERMINATOR}"))
}

/// What `outreal(channel, r)` prints: the shortest text that reads back as the same real,
/// and the terminator.
pub fn outreal_text(v: &impl Operand) -> Result<String, ErrorKind> {
    Ok(format!("{}{TERMINATOR}", real_text(real(v)?)))
}

/// What `outboolean(channel, b)` prints: `true` or `false` and the terminator.
pub fn outboolean_text(v: &impl Operand) -> Result<String, ErrorKind> {
    match v.num() {
        Some(Num::Bool(b)) => Ok(format!("{b}{TERMINATOR}")),
        _ => Err(ErrorKind::Type {
            expected: "a Boolean",
            found: v.kind_name(),
        }),
    }
}

/// What `ininteger(channel, int)` accepts of the number it reads: an integer only.
pub fn ininteger(n: Number) -> Result<Number, ErrorKind> {
    match n {
        Number::Int(_) => Ok(n),
        Number::Real(_) => Err(ErrorKind::Input("expected an integer".into())),
    }
}

/// The error `fault(str, r)` ends the program with: the message and the number.
pub fn fault(s: &str, r: &impl Operand) -> ErrorKind {
    match real(r) {
        Ok(r) => ErrorKind::Fault(format!("{} {}", printed(s), real_text(r))),
        Err(e) => e,
    }
}

/// The environment's constants, functions without parameters.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Constant {
    /// The largest real.
    MaxReal,
    /// The smallest positive real (normalized, as C's `DBL_MIN`).
    MinReal,
    /// The largest integer: attic's integers have 64 bits.
    MaxInt,
    /// The smallest real `e` for which `1.0 + e > 1.0`.
    Epsilon,
}

impl Constant {
    pub fn value(self) -> Num {
        match self {
            Constant::MaxReal => Num::Real(f64::MAX),
            Constant::MinReal => Num::Real(f64::MIN_POSITIVE),
            Constant::MaxInt => Num::Int(i64::MAX),
            Constant::Epsilon => Num::Real(f64::EPSILON),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_and_characters_come_from_one_input() {
        let mut text: &[u8] = b"12 x# a comment\n3.5;y";
        let mut input = Input::new(&mut text);
        assert_eq!(input.number(), Ok(Number::Int(12)));
        assert_eq!(input.character(), Ok(' '));
        assert_eq!(input.character(), Ok('x'));
        assert_eq!(input.number(), Ok(Number::Real(3.5)));
        assert_eq!(input.character(), Ok(';'));
        assert_eq!(input.character(), Ok('y'));
        assert_eq!(
            input.character(),
            Err("the input ran out: the program asked for another character".into())
        );
        assert!(input.number().is_err());
    }

    #[test]
    fn the_environment_counts_the_characters_outstring_prints() {
        assert_eq!(position("abc", 'b'), 2);
        assert_eq!(position("abc", 'z'), 0);
        assert_eq!(position("a\\nb", '\n'), 2);
        assert_eq!(length("a\\nb"), 3);
        assert_eq!(length(""), 0);
        assert_eq!(outchar_text("abc", &Num::Real(2.6)), Ok("c".into()));
        assert_eq!(
            outchar_text("abc", &Num::Int(0)),
            Err(ErrorKind::Domain(
                "outchar: the string has 3 characters, there is no character 0".into()
            ))
        );
        assert_eq!(outinteger_text(&Num::Real(-2.5)), Ok("-2 ".into()));
        assert_eq!(outreal_text(&Num::Int(3)), Ok("3.0 ".into()));
        assert_eq!(
            fault("bad", &Num::Int(3)).to_string(),
            "fault: bad 3.0".to_string()
        );
        assert_eq!(Constant::MaxInt.value(), Num::Int(i64::MAX));
        assert!(
            matches!(Constant::Epsilon.value(), Num::Real(e) if 1.0 + e > 1.0 && 1.0 + e / 2.0 == 1.0)
        );
    }

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
