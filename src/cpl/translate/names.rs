//! Rust names for CPL names: ASCII spellings of Greek letters, snake case for functions,
//! and no clash with the names the generated code uses itself.

use super::*;

/// The translation's own names, which no definition or local takes (Rust's keywords and
/// prelude names are [`crate::rust_names`]'s): the runtime module, the context every function
/// takes, the standalone's `run` and `main`, and the table of definitions.
pub(super) const RESERVED: [&str; 5] = ["ctx", "rt", "run", "main", "DEFINITIONS"];

pub(super) fn ascii_name(name: &str) -> String {
    let mut out = String::new();
    for c in name.chars() {
        // Names hold Greek letters in glyph form; the parser admits only these (spelling.rs).
        let mut greek = crate::cpl::spelling::GREEK_SMALL
            .iter()
            .chain(crate::cpl::spelling::GREEK_CAPITAL);
        match greek.find(|(g, _)| *g == c) {
            Some((_, word)) => out.push_str(word),
            None if c.is_ascii_alphanumeric() => out.push(c),
            None => {
                let _ = write!(out, "u{:x}", c as u32);
            }
        }
    }
    out
}

/// A local's Rust name: the CPL spelling, Greek letters by their names (`σ` is `sigma`); a
/// Rust keyword, prelude name or the translation's own name gets a `_` (`Some_`, `gen_`).
pub fn local_name(name: &str) -> String {
    let n = ascii_name(name);
    if crate::rust_names::is_reserved(&n) || RESERVED.contains(&n.as_str()) {
        n + "_"
    } else {
        n
    }
}

/// The Rust names of a program's definitions, in order: each [`snake_name`], one letter long
/// or reserved ones with a `_` after them, and unique ([`crate::rust_names::unique`]: `XK`
/// and `Xk` are `xk` and `xk_2`), never a Greek letter's name a local may have (`Sigma` is
/// `sigma_2`).
pub(super) fn function_names<'n>(names: impl Iterator<Item = &'n str>) -> Vec<String> {
    // A local `σ` is `sigma` (`local_name`): a definition `Sigma` must not be, or the local
    // would hide it where both are in scope.
    let mut taken: std::collections::HashSet<String> = crate::cpl::spelling::GREEK_SMALL
        .iter()
        .map(|(_, word)| word.to_string())
        .collect();
    names
        .map(|name| {
            let snake = snake_name(name);
            // One letter: the name of a local (`x`), so the function's is `x_`.
            let snake = if snake.len() == 1 { snake + "_" } else { snake };
            crate::rust_names::unique(&snake, &RESERVED, &mut taken)
        })
        .collect()
}

/// A definition's name in snake case (`LegalPositionsFrom` is `legal_positions_from`).
pub(super) fn snake_name(name: &str) -> String {
    let chars: Vec<char> = ascii_name(name).chars().collect();
    let mut out = String::new();
    for (i, &c) in chars.iter().enumerate() {
        if c.is_ascii_uppercase() && i > 0 {
            let prev = chars[i - 1];
            let next_lower = chars.get(i + 1).is_some_and(|n| n.is_ascii_lowercase());
            if prev.is_ascii_lowercase()
                || prev.is_ascii_digit()
                || (prev.is_ascii_uppercase() && next_lower)
            {
                out.push('_');
            }
        }
        out.push(c.to_ascii_lowercase());
    }
    out
}
