//! The certification's pattern, continued: a mate-in-k program of algorithm 50б (k ≥ 3, the
//! shape of `programs/algol/mate-in-3.alg` and `mate-in-4.alg`) rewritten for mate in N.
//!
//! The certification (August 1976) gives the changes from two to three moves (items 4-7) and
//! from three to four (Указания 3-6), and says the reader "can easily catch the pattern" and
//! extend the program to five or more moves "without new instructions". [`extend`] does that
//! one move at a time, on the text, as Указания 3-6 do it:
//!
//! - Указание 4: the statements that open the deepest pair of loops (`if s = k-1 then go to
//!   ПОСЛЕДНИЙ ХОД;` … `ВЫПОЛНЕНИЕ ХОДА(Ч(k-1), …);`) are copied, their comments left out,
//!   renumbered one move on, and inserted right before `ПОСЛЕДНИЙ ХОД:`, as deep as the line
//!   before it;
//! - Указание 5: the designational expression before `comment 5` gains an arm
//!   (`… else if s = k then Ч(k-1) ПРОДОЛЖЕНИЕ else Чk ПРОДОЛЖЕНИЕ;`);
//! - Указание 6: the statements that close the deepest pair (from `БЕЛЫЕ БЕРУТ НАЗАД СВОЙ
//!   (k-1)-й ХОД:` to `end Б(k-1);`), with the guard that jumps to that label, are copied,
//!   renumbered one move on, and inserted right before that label;
//! - Указание 3: a bound `until 7` of the head's loop becomes `until ss + 1`;
//! - and what the Указания leave unsaid (attic's reading, from the arrays' use): `Бk, Чk`
//!   declared, `q` two levels longer, `СПИСОК` 1400 entries longer, `ВОЗМОЖЕН ПАТ` one longer.
//!
//! Renumbering one move on: move numbers (`Бj`, `Чj`, `МАТj`, `s = j`, `ВОЗМОЖЕН ПАТ[j]`, the
//! ordinals in labels, `ВТОРОЙ` → `ТРЕТИЙ`, `ВТОРОМ` → `ТРЕТЬЕМ`) grow by one, level numbers
//! (`РУБЕЖ ХОДОВ[L]`, `УРОВЕНЬ := L`) by two, and every other number (`+ 2`, `-1`, the kings'
//! home squares 5 and 61) stays. Lines the steps do not touch stay as they are, indentation
//! included. The header comment is not pattern: it is written anew for N (for N = 4 it is
//! the committed `mate-in-4.alg`'s). Applied to `mate-in-3.alg` with N = 4 the result is
//! `mate-in-4.alg`, byte for byte (a test).

use std::fmt;

/// The fewest moves a program this module reads solves: the pattern starts from the
/// three-move program (items 4-7 are not a step of it: they bring in `s`, `ss`, `ББ`, `ЧЧ`).
pub const MIN_SOURCE_MOVES: u32 = 3;

/// The most moves [`extend`] writes a program for: the labels name moves by Russian ordinals
/// (`БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ТРЕТИЙ ХОД`, `ЭТО ПАТ НА ТРЕТЬЕМ ХОДЕ`), up to the (N-1)-th, and
/// [`ORDINALS`] goes to the nineteenth.
pub const MAX_MOVES: u32 = 20;

/// Masculine ordinals, nominative (`СВОЙ … ХОД`) and prepositional (`НА … ХОДЕ`), 1 to 19,
/// spelled as the listing spells (capitals, Е for Ё).
const ORDINALS: [(&str, &str); 19] = [
    ("ПЕРВЫЙ", "ПЕРВОМ"),
    ("ВТОРОЙ", "ВТОРОМ"),
    ("ТРЕТИЙ", "ТРЕТЬЕМ"),
    ("ЧЕТВЕРТЫЙ", "ЧЕТВЕРТОМ"),
    ("ПЯТЫЙ", "ПЯТОМ"),
    ("ШЕСТОЙ", "ШЕСТОМ"),
    ("СЕДЬМОЙ", "СЕДЬМОМ"),
    ("ВОСЬМОЙ", "ВОСЬМОМ"),
    ("ДЕВЯТЫЙ", "ДЕВЯТОМ"),
    ("ДЕСЯТЫЙ", "ДЕСЯТОМ"),
    ("ОДИННАДЦАТЫЙ", "ОДИННАДЦАТОМ"),
    ("ДВЕНАДЦАТЫЙ", "ДВЕНАДЦАТОМ"),
    ("ТРИНАДЦАТЫЙ", "ТРИНАДЦАТОМ"),
    ("ЧЕТЫРНАДЦАТЫЙ", "ЧЕТЫРНАДЦАТОМ"),
    ("ПЯТНАДЦАТЫЙ", "ПЯТНАДЦАТОМ"),
    ("ШЕСТНАДЦАТЫЙ", "ШЕСТНАДЦАТОМ"),
    ("СЕМНАДЦАТЫЙ", "СЕМНАДЦАТОМ"),
    ("ВОСЕМНАДЦАТЫЙ", "ВОСЕМНАДЦАТОМ"),
    ("ДЕВЯТНАДЦАТЫЙ", "ДЕВЯТНАДЦАТОМ"),
];

/// English ordinals for the header comment, 1 to 20.
const ORDINALS_EN: [&str; 21] = [
    "",
    "first",
    "second",
    "third",
    "fourth",
    "fifth",
    "sixth",
    "seventh",
    "eighth",
    "ninth",
    "tenth",
    "eleventh",
    "twelfth",
    "thirteenth",
    "fourteenth",
    "fifteenth",
    "sixteenth",
    "seventeenth",
    "eighteenth",
    "nineteenth",
    "twentieth",
];

/// Why a text could not be extended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ExtendError {
    /// N is not above the program's own number of moves.
    NotMore { to: u32, from: u32 },
    /// N is above [`MAX_MOVES`].
    TooMany { to: u32 },
    /// The text is 50б itself (mate in 2, no `s`).
    Fifty,
    /// The text lacks a part of the mate-in-k shape; says which.
    NotMateInK(String),
}

impl fmt::Display for ExtendError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ExtendError::NotMore { to, from } => write!(
                f,
                "cannot extend to mate in {to}: the program already solves mate in up to \
                 {from}; give a number of moves from {} to {MAX_MOVES}",
                from + 1
            ),
            ExtendError::TooMany { to } => write!(
                f,
                "cannot extend to mate in {to}: the labels name the moves by Russian ordinals \
                 (БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ТРЕТИЙ ХОД) and the extension knows them up to the \
                 nineteenth, so mate in {MAX_MOVES} at most (and a mate in {MAX_MOVES} by \
                 this program would never finish)"
            ),
            ExtendError::Fifty => write!(
                f,
                "this is the two-move program 50б (no number of moves s, ВОЗМОЖЕН ПАТ a plain \
                 Boolean): the certification's pattern starts from the three-move program \
                 (items 4-7 are no step of it); extend mate-in-3.alg or mate-in-4.alg"
            ),
            ExtendError::NotMateInK(why) => write!(
                f,
                "not a mate-in-k program of the certification's shape (mate-in-3.alg, \
                 mate-in-4.alg): {why}"
            ),
        }
    }
}

impl std::error::Error for ExtendError {}

/// How many moves a program of the mate-in-k shape solves at most: one more than its
/// deepest `for Бj` loop (and `ВОЗМОЖЕН ПАТ[1:k-1]` must agree).
pub fn moves_of(text: &str) -> Result<u32, ExtendError> {
    let lines: Vec<&str> = text.lines().collect();
    if lines.iter().any(|l| l.trim() == "Boolean ВОЗМОЖЕН ПАТ;") {
        return Err(ExtendError::Fifty);
    }
    let mut deepest = 0;
    for line in &lines {
        if let Some(rest) = line.trim_start().strip_prefix("for Б") {
            let digits: String = rest.chars().take_while(|c| c.is_ascii_digit()).collect();
            if let Ok(j) = digits.parse::<u32>() {
                deepest = deepest.max(j);
            }
        }
    }
    if deepest < MIN_SOURCE_MOVES - 1 {
        return Err(not(if deepest == 0 {
            "it has no loop `for Б1 := …` over white's moves".to_string()
        } else {
            format!("its deepest loop over white's moves is `for Б{deepest}`; a three-move program has `for Б2`")
        }));
    }
    let k = deepest + 1;
    let pat = find_bound(&lines, "Boolean array ВОЗМОЖЕН ПАТ[1:")
        .ok_or_else(|| not("no declaration `Boolean array ВОЗМОЖЕН ПАТ[1:…]`".into()))?;
    if pat != u64::from(k - 1) {
        return Err(not(format!(
            "its deepest loop `for Б{deepest}` says mate in {k}, but `ВОЗМОЖЕН ПАТ[1:{pat}]` \
             says mate in {}",
            pat + 1
        )));
    }
    Ok(k)
}

/// The program for mate in `to`, from the text of a mate-in-k program (k < `to` ≤
/// [`MAX_MOVES`]), one move at a time.
pub fn extend(text: &str, to: u32) -> Result<String, ExtendError> {
    let from = moves_of(text)?;
    if to > MAX_MOVES {
        return Err(ExtendError::TooMany { to });
    }
    if to <= from {
        return Err(ExtendError::NotMore { to, from });
    }
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    for k in from..to {
        lines = step(lines, k)?;
    }
    lines = header(lines, to)?;
    let mut out = lines.join("\n");
    if text.ends_with('\n') {
        out.push('\n');
    }
    Ok(out)
}

fn not(why: String) -> ExtendError {
    ExtendError::NotMateInK(why)
}

/// The number after `prefix` up to the next `]` on the line that holds `prefix`.
fn find_bound(lines: &[impl AsRef<str>], prefix: &str) -> Option<u64> {
    lines.iter().find_map(|l| {
        let l = l.as_ref();
        let at = l.find(prefix)? + prefix.len();
        let end = l[at..].find(']')? + at;
        l[at..end].trim().parse().ok()
    })
}

fn indent(line: &str) -> usize {
    line.len() - line.trim_start_matches(' ').len()
}

fn position(
    lines: &[String],
    what: &str,
    test: impl Fn(&str) -> bool,
) -> Result<usize, ExtendError> {
    lines
        .iter()
        .position(|l| test(l.trim()))
        .ok_or_else(|| not(format!("no line {what}")))
}

fn ordinal(j: u32) -> Result<(&'static str, &'static str), ExtendError> {
    j.checked_sub(1)
        .and_then(|i| ORDINALS.get(i as usize))
        .copied()
        .ok_or(ExtendError::TooMany { to: j + 1 })
}

/// One step of the pattern: the mate-in-k text becomes the mate-in-(k+1) text.
fn step(mut lines: Vec<String>, k: u32) -> Result<Vec<String>, ExtendError> {
    let m = k - 1; // the deepest pair of loops, Бm and Чm
    declarations(&mut lines, k)?;
    head_loop(&mut lines);

    // Указание 4: the opening of the deepest pair, one move on, before ПОСЛЕДНИЙ ХОД.
    let last = position(&lines, "`ПОСЛЕДНИЙ ХОД:`", |l| {
        l == "ПОСЛЕДНИЙ ХОД:"
    })?;
    let guard = format!("if s = {m} then go to ПОСЛЕДНИЙ ХОД;");
    let open = position(&lines, &format!("`{guard}`"), |l| l == guard)?;
    let made = format!("ВЫПОЛНЕНИЕ ХОДА(Ч{m},");
    let open_end = position(
        &lines,
        &format!("`{made} …` (the move of black's loop Ч{m})"),
        |l| l.starts_with(&made),
    )?;
    if !(open < open_end && open_end < last) || last == 0 {
        return Err(not(format!(
            "`{guard}`, `{made} …` and `ПОСЛЕДНИЙ ХОД:` are not in this order"
        )));
    }
    let shift = indent(&lines[last - 1]) as isize - indent(&lines[open]) as isize;
    let opening = renumber_block(&lines[open..=open_end], shift, true)?;

    // Указание 5: one more arm of the designational expression before `comment 5`.
    let c5 = position(&lines, "`comment 5. …`", |l| l.starts_with("comment 5."))?;
    let goto = (0..c5)
        .rev()
        .find(|&i| lines[i].trim_start().starts_with("go to if s = 2 then"))
        .ok_or_else(|| not("no `go to if s = 2 then …` before `comment 5`".into()))?;
    let tail = format!("else Ч{m} ПРОДОЛЖЕНИЕ;");
    let end5 = c5 - 1;
    if !lines[end5].trim_end().ends_with(&tail) {
        return Err(not(format!(
            "the statement before `comment 5` does not end with `{tail}`"
        )));
    }
    let kept = lines[end5].trim_end().len() - tail.len() + "else".len();
    lines[end5].truncate(kept);
    let arm = format!(
        "{}if s = {k} then Ч{m} ПРОДОЛЖЕНИЕ else Ч{k} ПРОДОЛЖЕНИЕ;",
        " ".repeat(indent(&lines[goto]) + 2)
    );

    // Указание 6: the closing of the deepest pair, one move on, with its guard, before the
    // label that takes back white's m-th move.
    let (nominative, _) = ordinal(m)?;
    let (before, _) = ordinal(m - 1)?;
    let label = format!("БЕЛЫЕ БЕРУТ НАЗАД СВОЙ {nominative} ХОД:");
    let close = position(&lines, &format!("`{label}`"), |l| l == label)?;
    let close_end_text = format!("end Б{m};");
    let close_end = (close..lines.len())
        .find(|&i| lines[i].trim() == close_end_text)
        .ok_or_else(|| not(format!("no `{close_end_text}` after `{label}`")))?;
    let guard6 = format!("if s = {m} then go to БЕЛЫЕ БЕРУТ НАЗАД СВОЙ {before} ХОД;");
    let g6 = position(&lines, &format!("`{guard6}`"), |l| l == guard6)?;
    if !(c5 < g6 && g6 < close) {
        return Err(not(format!(
            "`{guard6}` is not between `comment 5` and `{label}`"
        )));
    }
    let mut closing = renumber_block(&lines[g6..=g6], 0, false)?;
    closing.extend(renumber_block(&lines[close..=close_end], 0, false)?);

    // Insert from the bottom up, so the places found stay right.
    lines.splice(close..close, closing);
    lines.insert(end5 + 1, arm);
    lines.splice(last..last, opening);
    Ok(lines)
}

/// `Бk, Чk` declared; `q` two levels, `СПИСОК` two levels of 700 entries, `ВОЗМОЖЕН ПАТ` one
/// move longer.
fn declarations(lines: &mut [String], k: u32) -> Result<(), ExtendError> {
    let m = k - 1;
    let names = format!("Б{m}, Ч{m}, ББ, ЧЧ;");
    let i = lines
        .iter()
        .position(|l| l.trim_start().starts_with("integer ") && l.ends_with(&names))
        .ok_or_else(|| not(format!("no declaration `integer …, {names}`")))?;
    let at = lines[i].len() - "ББ, ЧЧ;".len();
    lines[i].insert_str(at, &format!("Б{k}, Ч{k}, "));
    for (prefix, by, what) in [
        ("q[0:", 2, "`q[0:…]`"),
        ("СПИСОК[1:", 1400, "`СПИСОК[1:…]`"),
        ("ВОЗМОЖЕН ПАТ[1:", 1, "`ВОЗМОЖЕН ПАТ[1:…]`"),
    ] {
        let found = lines.iter_mut().find_map(|l| {
            let at = l.find(prefix)? + prefix.len();
            let end = l[at..].find(']')? + at;
            let n: u64 = l[at..end].trim().parse().ok()?;
            Some((l, at, end, n))
        });
        let (line, at, end, n) =
            found.ok_or_else(|| not(format!("no declaration of {what} with a number")))?;
        line.replace_range(at..end, &(n + by).to_string());
    }
    Ok(())
}

/// Указание 3: `for i := 0 step 1 until 7 do` after ВВОД ЧИСЛА ХОДОВ reads `until ss + 1`
/// (a program that has it already is left alone).
fn head_loop(lines: &mut [String]) {
    let Some(input) = lines
        .iter()
        .position(|l| l.trim_start().starts_with("ВВОД ЧИСЛА ХОДОВ:"))
    else {
        return;
    };
    if let Some(line) = lines.get_mut(input + 1) {
        let t = line.trim();
        if let Some(rest) = t.strip_prefix("for i := 0 step 1 until ") {
            if let Some(num) = rest.strip_suffix(" do") {
                if num.chars().all(|c| c.is_ascii_digit()) {
                    let pad = indent(line);
                    *line = format!("{}for i := 0 step 1 until ss + 1 do", " ".repeat(pad));
                }
            }
        }
    }
}

/// The lines renumbered one move on and shifted by `shift` columns; with `drop_comments`,
/// comments (from `comment` to the `;` that ends them) are left out.
fn renumber_block(
    lines: &[String],
    shift: isize,
    drop_comments: bool,
) -> Result<Vec<String>, ExtendError> {
    let mut out = Vec::new();
    let mut in_comment = false;
    for line in lines {
        if drop_comments && (in_comment || line.trim_start().starts_with("comment")) {
            in_comment = !line.trim_end().ends_with(';');
            continue;
        }
        let pad = (indent(line) as isize + shift).max(0) as usize;
        out.push(format!(
            "{}{}",
            " ".repeat(pad),
            renumber(line.trim_start())?
        ));
    }
    Ok(out)
}

/// One line renumbered one move on (see the module's comment).
pub fn renumber(line: &str) -> Result<String, ExtendError> {
    let chars: Vec<char> = line.chars().collect();
    let mut out = String::new();
    let mut i = 0;
    let starts = |i: usize, s: &str| {
        let pat: Vec<char> = s.chars().collect();
        chars.len() >= i + pat.len() && chars[i..i + pat.len()] == pat[..]
    };
    let boundary = |i: usize| i == 0 || !chars[i - 1].is_alphanumeric();
    let number_at = |i: usize| -> Option<(u32, usize)> {
        let digits: String = chars[i..]
            .iter()
            .take_while(|c| c.is_ascii_digit())
            .collect();
        let n = digits.parse().ok()?;
        Some((n, digits.chars().count()))
    };
    'scan: while i < chars.len() {
        // Move numbers: a prefix then the number, + 1; level numbers, + 2.
        for (prefix, by, needs_boundary) in [
            ("Б", 1, true),
            ("Ч", 1, true),
            ("МАТ", 1, true),
            ("s = ", 1, true),
            ("ПАТ[", 1, false),
            ("РУБЕЖ ХОДОВ[", 2, false),
            ("УРОВЕНЬ := ", 2, false),
        ] {
            if (!needs_boundary || boundary(i)) && starts(i, prefix) {
                let after = i + prefix.chars().count();
                if let Some((n, len)) = number_at(after) {
                    out.push_str(prefix);
                    out.push_str(&(n + by).to_string());
                    i = after + len;
                    continue 'scan;
                }
            }
        }
        for (j, (nominative, prepositional)) in ORDINALS.iter().enumerate() {
            for (before, word, after, next) in [
                ("СВОЙ ", nominative, " ХОД", 0),
                ("НА ", prepositional, " ХОДЕ", 1),
            ] {
                let whole = format!("{before}{word}{after}");
                let end = i + whole.chars().count();
                if boundary(i)
                    && starts(i, &whole)
                    && (end == chars.len() || !chars[end].is_alphanumeric())
                {
                    let following = ORDINALS
                        .get(j + 1)
                        .ok_or(ExtendError::TooMany { to: MAX_MOVES + 1 })?;
                    let word = if next == 0 { following.0 } else { following.1 };
                    out.push_str(&format!("{before}{word}{after}"));
                    i = end;
                    continue 'scan;
                }
            }
        }
        out.push(chars[i]);
        i += 1;
    }
    Ok(out)
}

/// The header comment (the first comment after `begin`) written anew for mate in `n`.
fn header(mut lines: Vec<String>, n: u32) -> Result<Vec<String>, ExtendError> {
    let start = lines
        .iter()
        .position(|l| l.trim_start().starts_with("comment "))
        .ok_or_else(|| not("no header comment".into()))?;
    let end = (start..lines.len())
        .find(|&i| lines[i].trim() == ";")
        .ok_or_else(|| not("the header comment does not end with a `;` of its own".into()))?;
    // The paragraph on the rules is kept as it is.
    let rules = lines[start..end]
        .iter()
        .position(|l| l.trim_start().starts_with("Rules covered:"))
        .map(|i| start + i)
        .ok_or_else(|| not("no paragraph `Rules covered:` in the header comment".into()))?;
    let mut text = header_text(n);
    text.extend(lines[rules..end].iter().cloned());
    lines.splice(start..end, text);
    Ok(lines)
}

/// `2, 3 или 4` and `2, 3 or 4`: the numbers of moves the program takes.
fn moves_list(n: u32, or: &str) -> String {
    let head: Vec<String> = (2..n).map(|j| j.to_string()).collect();
    format!("{} {or} {n}", head.join(", "))
}

fn header_text(n: u32) -> Vec<String> {
    let lines = |s: &str| s.lines().map(str::to_string).collect::<Vec<_>>();
    let provenance_common =
        "    The headers of for Б1 and for Б2 are quoted by the certification. The headers and
    ВЫПОЛНЕНИЕ ХОДА calls of Б1, Ч1, Б2 are recovered from the lines of the same role that
    it quotes. Everything else is reconstruction, marked [R]: the declarations (the lost
    items 1 to 3 changed them), the procedures, the clearing of the boards, the input of
    the position, the first survey of the moves of white.
";
    if n == 4 {
        let mut out = lines(
            "  comment Алгоритм 50б «Как программировать игру в шахматы», Библиотека алгоритмов,
    с изменениями подтверждения 1976 года, пункты 4-7 и указания 3-6: мат в 2, 3 или
    4 хода, белые начинают. Algorithm 50б with the certification of August 1976, items 4
    to 7 and Указания 3 to 6 applied: white to play and mate in 2, 3 or 4 moves.

    Provenance. The lines from ВВОД ЧИСЛА ХОДОВ (item 4), the guard under НАЧАЛО (item 5),
    the ВОЗМОЖЕН ПАТ statements (item 6) and everything from the header of for Ч2 down to
    КОНЕЦ (item 7) with the statements of Указания 3 to 6 in the places they name are the
    1976 text, word for word, with the OCR corrected (see README).
",
        );
        out.extend(lines(provenance_common));
        out.extend(lines(
            "
    Input, numbers read by input: s (2, 3 or 4), then for white and then for black the
    number of pieces and for each piece its code and its square 10 × file + rank.
",
        ));
        out.push(String::new());
        return out;
    }
    let words = if n % 10 == 1 && n != 11 {
        "хода"
    } else {
        "ходов"
    };
    let mut out = vec![
        "  comment Алгоритм 50б «Как программировать игру в шахматы», Библиотека алгоритмов,"
            .to_string(),
    ];
    out.extend(wrap(&format!(
        "с изменениями подтверждения 1976 года, пункты 4-7 и указания 3-6, продолженные по их \
         закономерности: мат в {} {words}, белые начинают. Algorithm 50б with the \
         certification of August 1976, items 4 to 7 and Указания 3 to 6 applied, and their \
         pattern continued to {n} moves: white to play and mate in {} moves.",
        moves_list(n, "или"),
        moves_list(n, "or"),
    )));
    out.push(String::new());
    out.extend(lines(
        "    Provenance. The lines from ВВОД ЧИСЛА ХОДОВ (item 4), the guard under НАЧАЛО (item 5),
    the ВОЗМОЖЕН ПАТ statements (item 6) and everything from the header of for Ч2 down to
    КОНЕЦ (item 7) with the statements of Указания 3 to 6 in the places they name are the
    1976 text, word for word, with the OCR corrected (see README).",
    ));
    out.extend(wrap(&format!(
        "Not 1976 text: the statements that the moves after the fourth add (here up to the \
         {}), and the bounds of the arrays. They are \
         the certification's pattern continued by attic algol extend (see README): for each \
         move after the fourth, the statements of Указания 4, 5 and 6 one move on.",
        ORDINALS_EN[n as usize]
    )));
    out.extend(lines(provenance_common));
    out.push(String::new());
    out.extend(wrap(&format!(
        "Input, numbers read by input: s ({}), then for white and then for black the number \
         of pieces and for each piece its code and its square 10 × file + rank.",
        moves_list(n, "or")
    )));
    out.push(String::new());
    out
}

/// A paragraph in lines of at most 90 characters, four columns in.
fn wrap(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut line = String::from("   ");
    for word in text.split_whitespace() {
        if line.chars().count() + 1 + word.chars().count() > 90 && line.trim() != "" {
            out.push(line);
            line = String::from("   ");
        }
        line.push(' ');
        line.push_str(word);
    }
    if !line.trim().is_empty() {
        out.push(line);
    }
    out
}
