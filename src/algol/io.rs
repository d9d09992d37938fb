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

use super::error::ErrorKind;
use super::runtime::arith::{round_to_int, Num, Operand};
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

/// Whose library the environmental block behaves as: attic's reading of the Modified
/// Report, or GNU MARST's (the programs read with `--representation marst`).
///
/// Under MARST's, as its C library does: a string is the bytes of its text (a `\xHH` or
/// octal escape of 128 or more is that one byte) up to its first NUL, and `length`, `outchar`,
/// `outstring` and `inchar` work on those bytes; the input is read a byte at a time;
/// `inchar` finds the byte as C's `strchr` does, so a NUL is found at the string's end
/// (`length(str) + 1`); `ininteger` and `inreal` read a data item as MARST's `input_data`
/// does (skip white space, read to the next white space, consume that one character) and
/// convert all of it or fail; `outreal` prints C's `%.12g`; `maxint` is C's `INT_MAX`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Library {
    #[default]
    Reference,
    Marst,
}

/// The character that stands for a byte of 128 or more in a MARST string or input (the
/// private-use block U+F780..U+F7FF), so a string keeps being Rust text and each byte one
/// character. Bytes below 128 are their ASCII characters.
pub fn byte_char(b: u8) -> char {
    if b < 0x80 {
        b as char
    } else {
        char::from_u32(0xF700 + b as u32).unwrap_or('\u{fffd}')
    }
}

/// The byte a character of a MARST string stands for, when it stands for one.
fn char_byte(c: char) -> Option<u8> {
    match c as u32 {
        v @ 0..=0x7f => Some(v as u8),
        v @ 0xF780..=0xF7FF => Some((v - 0xF700) as u8),
        _ => None,
    }
}

/// The bytes of a string as MARST's C library sees them: each character's byte (see
/// [`byte_char`]) or UTF-8 bytes, up to the first NUL, which ends a C string. As in the
/// reference representation, a backslash and an `n` left in a string are a new line.
pub fn marst_bytes(s: &str) -> Vec<u8> {
    let mut out = Vec::with_capacity(s.len());
    for c in printed(s).chars() {
        if c == '\0' {
            break;
        }
        match char_byte(c) {
            Some(b) => out.push(b),
            None => {
                let mut buf = [0u8; 4];
                out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
            }
        }
    }
    out
}

/// C's `isspace` in the C locale.
fn c_space(c: char) -> bool {
    matches!(c, ' ' | '\t' | '\n' | '\u{b}' | '\u{c}' | '\r')
}

/// The program's input: read lazily, a line at a time, by number or by character.
pub struct Input<'a> {
    reader: &'a mut dyn BufRead,
    /// The line being read, and how much of it is read.
    line: Vec<char>,
    at: usize,
    done: bool,
    io_library: Library,
}

/// What separates numbers in the input.
fn separates(c: char) -> bool {
    c.is_whitespace() || c == ',' || c == ';'
}

impl<'a> Input<'a> {
    pub fn new(reader: &'a mut dyn BufRead) -> Input<'a> {
        Input::with_library(reader, Library::Reference)
    }

    /// The input of a program run with `library`'s environmental block: under MARST's, a
    /// character is a byte.
    pub fn with_library(reader: &'a mut dyn BufRead, library: Library) -> Input<'a> {
        Input {
            reader,
            line: Vec::new(),
            at: 0,
            done: false,
            io_library: library,
        }
    }

    /// Whose library the program runs with.
    pub fn io_library(&self) -> Library {
        self.io_library
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
                    self.line = match self.io_library {
                        Library::Reference => String::from_utf8_lossy(&bytes).chars().collect(),
                        Library::Marst => bytes.iter().map(|&b| byte_char(b)).collect(),
                    };
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

    /// What `ininteger` (`integer`) or `inreal` reads. attic's: the next number (an integer
    /// only for `ininteger`). MARST's `input_data`: white space skipped, the item runs to the
    /// next white-space character, which is read too (the end of the input ends it as well),
    /// and the whole item must convert, as C's `strtol` or `strtod` would.
    pub fn read_number(&mut self, integer: bool) -> Result<Number, ErrorKind> {
        if self.io_library == Library::Reference {
            let n = self.number().map_err(ErrorKind::Input)?;
            return if integer { ininteger(n) } else { Ok(n) };
        }
        let ran_out =
            || ErrorKind::Input("the input ran out: the program asked for another number".into());
        loop {
            match self.peek().map_err(ErrorKind::Input)?.ok_or_else(ran_out)? {
                c if c_space(c) => self.at += 1,
                _ => break,
            }
        }
        let mut item = String::new();
        loop {
            match self.peek().map_err(ErrorKind::Input)? {
                None => break,
                Some(c) if c_space(c) => {
                    self.at += 1;
                    break;
                }
                Some(c) => {
                    item.push(c);
                    self.at += 1;
                }
            }
        }
        // The item is a C string: a NUL in it ends it, and an empty one converts to 0 (as
        // `strtol` and `strtod` leave it, with nothing after).
        item.truncate(item.find('\0').unwrap_or(item.len()));
        if item.is_empty() {
            return Ok(if integer {
                Number::Int(0)
            } else {
                Number::Real(0.0)
            });
        }
        let shown: String = marst_bytes(&item)
            .iter()
            .map(|&b| if b < 0x80 { b as char } else { '?' })
            .collect();
        if integer {
            let digits = item.strip_prefix(['+', '-']).unwrap_or(&item);
            if !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit()) {
                if let Ok(v) = item.parse::<i64>() {
                    return Ok(Number::Int(v));
                }
                return Err(ErrorKind::Input(format!(
                    "`{shown}` is out of the integer range"
                )));
            }
            return Err(ErrorKind::Input(format!(
                "unable to convert `{shown}` to integer number"
            )));
        }
        let hex = item
            .trim_start_matches(['+', '-'])
            .get(..2)
            .is_some_and(|p| p.eq_ignore_ascii_case("0x"));
        match item.parse::<f64>() {
            Ok(v) if v.is_finite() && !hex => Ok(Number::Real(v)),
            Ok(_) => Err(ErrorKind::Input(format!(
                "`{shown}` is no finite real number"
            ))),
            Err(_) => Err(ErrorKind::Input(format!(
                "unable to convert `{shown}` to real number"
            ))),
        }
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

impl Library {
    /// `length(str)`.
    pub fn length(self, s: &str) -> i64 {
        match self {
            Library::Reference => length(s),
            Library::Marst => marst_bytes(s).len() as i64,
        }
    }

    /// What `inchar(channel, str, int)` assigns to `int` when it reads `c`. MARST's is C's
    /// `strchr`: the first place of the byte, counted from 1, and a NUL is found at the
    /// terminating position, `length(str) + 1`.
    pub fn position(self, s: &str, c: char) -> i64 {
        match self {
            Library::Reference => position(s, c),
            Library::Marst => {
                let bytes = marst_bytes(s);
                if c == '\0' {
                    return bytes.len() as i64 + 1;
                }
                match char_byte(c) {
                    Some(b) => bytes
                        .iter()
                        .position(|&d| d == b)
                        .map_or(0, |i| i as i64 + 1),
                    None => 0,
                }
            }
        }
    }

    /// What `outstring(channel, str)` writes.
    pub fn outstring(self, s: &str) -> Vec<u8> {
        match self {
            Library::Reference => printed(s).into_bytes(),
            Library::Marst => marst_bytes(s),
        }
    }

    /// What `outchar(channel, str, int)` writes: the `int`-th character (MARST's: byte).
    pub fn outchar(self, s: &str, i: &impl Operand) -> Result<Vec<u8>, ErrorKind> {
        match self {
            Library::Reference => outchar_text(s, i).map(String::into_bytes),
            Library::Marst => {
                let i = integer(i)?;
                let bytes = marst_bytes(s);
                usize::try_from(i)
                    .ok()
                    .filter(|i| *i >= 1)
                    .and_then(|i| bytes.get(i - 1))
                    .map(|b| vec![*b])
                    .ok_or_else(|| {
                        ErrorKind::Domain(format!(
                            "outchar: the string has {} character{}, there is no character {i}",
                            bytes.len(),
                            if bytes.len() == 1 { "" } else { "s" }
                        ))
                    })
            }
        }
    }

    /// What `outreal(channel, r)` writes: attic's shortest exact text, or MARST's `%.12g`;
    /// then the terminator.
    pub fn outreal(self, v: &impl Operand) -> Result<String, ErrorKind> {
        match self {
            Library::Reference => outreal_text(v),
            Library::Marst => Ok(format!("{}{TERMINATOR}", c_general(real(v)?, 12))),
        }
    }

    /// The error `fault(str, r)` ends the program with.
    pub fn fault(self, s: &str, r: &impl Operand) -> ErrorKind {
        match (self, real(r)) {
            (Library::Marst, Ok(r)) => ErrorKind::Fault(format!(
                "{} {}",
                String::from_utf8_lossy(&marst_bytes(s)),
                c_general(r, 12)
            )),
            _ => fault(s, r),
        }
    }

    /// The value of a constant of the environment: MARST's `maxint` is C's `INT_MAX`.
    pub fn constant(self, c: Constant) -> Num {
        match (self, c) {
            (Library::Marst, Constant::MaxInt) => Num::Int(i32::MAX as i64),
            _ => c.value(),
        }
    }
}

/// C's `printf("%.{precision}g", v)`: `precision` significant digits, fixed notation when the
/// exponent is at least -4 and below the precision, else `1.5e+20`; trailing zeros dropped.
pub fn c_general(v: f64, precision: usize) -> String {
    if v.is_nan() {
        return if v.is_sign_negative() { "-nan" } else { "nan" }.to_string();
    }
    if v.is_infinite() {
        return if v < 0.0 { "-inf" } else { "inf" }.to_string();
    }
    let p = precision.max(1);
    if v == 0.0 {
        return if v.is_sign_negative() { "-0" } else { "0" }.to_string();
    }
    // The exponent after rounding to `p` significant digits.
    let sci = format!("{:.*e}", p - 1, v);
    let (mantissa, exp) = sci.split_once('e').unwrap_or((&sci, "0"));
    let exp: i64 = exp.parse().unwrap_or(0);
    let trim = |t: &str| -> String {
        if t.contains('.') {
            t.trim_end_matches('0').trim_end_matches('.').to_string()
        } else {
            t.to_string()
        }
    };
    if exp >= -4 && exp < p as i64 {
        let decimals = (p as i64 - 1 - exp).max(0) as usize;
        trim(&format!("{v:.decimals$}"))
    } else {
        let sign = if exp < 0 { '-' } else { '+' };
        format!("{}e{sign}{:02}", trim(mantissa), exp.abs())
    }
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
    fn marst_reads_a_data_item_and_the_one_character_after_it() {
        let mut text: &[u8] = b"2\nab\0c d\0  -7\t x 2.5e1 1.5";
        let mut input = Input::with_library(&mut text, Library::Marst);
        assert_eq!(input.read_number(true), Ok(Number::Int(2)));
        // The new line after the count is read with it: the next character is the argument's.
        assert_eq!(input.character(), Ok('a'));
        assert_eq!(input.character(), Ok('b'));
        let nul = input.character().unwrap();
        assert_eq!(Library::Marst.position("ab", nul), 3);
        assert_eq!(Library::Reference.position("ab", nul), 0);
        // `c d<NUL>`: an item ends at white space only, so `c` does not convert.
        assert_eq!(
            input.read_number(true),
            Err(ErrorKind::Input(
                "unable to convert `c` to integer number".into()
            ))
        );
        assert_eq!(input.character(), Ok('d'));
        assert_eq!(input.character(), Ok('\0'));
        assert_eq!(input.read_number(true), Ok(Number::Int(-7)));
        assert_eq!(input.character(), Ok(' '));
        assert!(input.read_number(false).is_err());
        assert_eq!(input.read_number(false), Ok(Number::Real(25.0)));
        // The end of the input ends the last item.
        assert_eq!(input.read_number(false), Ok(Number::Real(1.5)));
        assert!(input.read_number(false).is_err());
        // A NUL ends the item as it ends a C string.
        let mut text: &[u8] = b"3.5\0x 12\0\0 \0 ";
        let mut input = Input::with_library(&mut text, Library::Marst);
        assert_eq!(input.read_number(false), Ok(Number::Real(3.5)));
        assert_eq!(input.read_number(true), Ok(Number::Int(12)));
        assert_eq!(input.read_number(true), Ok(Number::Int(0)));
    }

    #[test]
    fn marst_strings_are_bytes_up_to_a_nul() {
        let lib = Library::Marst;
        let high = format!("a{}", byte_char(0xff));
        assert_eq!(marst_bytes(&high), vec![b'a', 0xff]);
        assert_eq!(lib.length(&high), 2);
        assert_eq!(lib.outchar(&high, &Num::Int(2)), Ok(vec![0xff]));
        assert_eq!(lib.position(&high, byte_char(0xff)), 2);
        assert_eq!(lib.length("é"), 2);
        assert_eq!(Library::Reference.length("é"), 1);
        assert_eq!(lib.length("ab\0cd"), 2);
        assert_eq!(lib.outstring("ab\0cd"), b"ab".to_vec());
        assert!(lib.outchar("ab\0cd", &Num::Int(3)).is_err());
        assert_eq!(lib.constant(Constant::MaxInt), Num::Int(2_147_483_647));
    }

    #[test]
    fn marst_prints_reals_as_c_does_with_12_digits() {
        // printf("%.12g|", ...) of the same values, from C.
        let values = [
            0.0,
            -0.0,
            1.0,
            2.5,
            0.1,
            1e-7,
            123456789012.0,
            1234567890123.0,
            1e12,
            999999999999.5,
            0.0001,
            0.00001234,
            1.23456789012345,
            -2.0 / 3.0,
            1e300,
            5e-324,
            100.0,
            1e15,
            0.5,
        ];
        let c = "0|-0|1|2.5|0.1|1e-07|123456789012|1.23456789012e+12|1e+12|1e+12|0.0001|\
                 1.234e-05|1.23456789012|-0.666666666667|1e+300|4.94065645841e-324|100|1e+15|0.5|";
        let ours: String = values.iter().map(|v| c_general(*v, 12) + "|").collect();
        assert_eq!(ours, c);
        assert_eq!(Library::Marst.outreal(&Num::Int(3)), Ok("3 ".into()));
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
