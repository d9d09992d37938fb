//! Rust names for translated programs, one mechanism for the CPL and the ALGOL translators: a
//! program's names become Rust identifiers that are valid under every edition (2015 to 2024),
//! never a Rust keyword (`gen`, `try`, `async`, `dyn` included), never a name of std's prelude
//! a binding or item must not take (`Some`, `Vec`, `main`, ...), never one of the translator's
//! own items (`run`, `rt`, `ctx`, ...), and never the same Rust name for two program names
//! (`XK` and `Xk` are both `xk` in snake case).
//!
//! A reserved name gets a `_` (`gen_`); a name already taken gets `_2`, `_3`, ... (a digit
//! after `_`, which no translated spelling has of itself).
//!
//! Source text echoed into a translation's comments goes through [`comment`] too: rustc
//! refuses a bidi control (U+202E, the right-to-left override) even in a comment, and a bare
//! carriage return in a doc comment, so those, and every other control or invisible
//! character, are written as escapes (`\u{202e}`), as diagnostics show them. String literals
//! are written with `{:?}`, which escapes them already.

use std::collections::HashSet;

/// `text` (one line of a program, a file name, a command line) as it may stand in a comment
/// of a translation: control characters, line breaks and the invisible bidi and format
/// characters escaped (`\u{202e}`), so that rustc takes the comment and a reader sees them.
pub fn comment(text: &str) -> String {
    crate::diagnostic::escape_controls(text).replace('\n', "\\u{a}")
}

/// Rust's keywords, strict and reserved, of every edition: 2015's, 2018's `async`, `await`,
/// `dyn` and `try`, 2024's `gen`, and the weak keywords (`union`, `macro_rules`, `raw`, `safe`).
pub const KEYWORDS: &[&str] = &[
    "as",
    "break",
    "const",
    "continue",
    "crate",
    "else",
    "enum",
    "extern",
    "false",
    "fn",
    "for",
    "if",
    "impl",
    "in",
    "let",
    "loop",
    "match",
    "mod",
    "move",
    "mut",
    "pub",
    "ref",
    "return",
    "self",
    "Self",
    "static",
    "struct",
    "super",
    "trait",
    "true",
    "type",
    "unsafe",
    "use",
    "where",
    "while",
    "async",
    "await",
    "dyn",
    "abstract",
    "become",
    "box",
    "do",
    "final",
    "macro",
    "override",
    "priv",
    "typeof",
    "unsized",
    "virtual",
    "yield",
    "try",
    "gen",
    "union",
    "macro_rules",
    "raw",
    "safe",
];

/// Names from std's prelude (and the crate roots) that a generated item or binding does not
/// take: enum variants a `let` would match instead of binding (`Some`, `None`, `Ok`, `Err`),
/// the prelude's types and traits, `drop`, and `main`.
pub const PRELUDE: &[&str] = &[
    "Some",
    "None",
    "Ok",
    "Err",
    "Option",
    "Result",
    "Box",
    "Vec",
    "String",
    "ToString",
    "ToOwned",
    "Copy",
    "Clone",
    "Send",
    "Sync",
    "Sized",
    "Unpin",
    "Drop",
    "Fn",
    "FnMut",
    "FnOnce",
    "drop",
    "Default",
    "Eq",
    "PartialEq",
    "Ord",
    "PartialOrd",
    "Iterator",
    "IntoIterator",
    "Extend",
    "FromIterator",
    "DoubleEndedIterator",
    "ExactSizeIterator",
    "AsRef",
    "AsMut",
    "Into",
    "From",
    "TryFrom",
    "TryInto",
    "std",
    "core",
    "alloc",
    "main",
];

/// `name` is a Rust keyword or a prelude name (see [`KEYWORDS`], [`PRELUDE`]).
pub fn is_reserved(name: &str) -> bool {
    KEYWORDS.contains(&name) || PRELUDE.contains(&name)
}

/// `base` as a name of its own: with `_` after it when it is empty, reserved, or one of the
/// translator's `own` names; then with `_2`, `_3`, ... until no name in `taken` is it. The
/// name is added to `taken`.
pub fn unique(base: &str, own: &[&str], taken: &mut HashSet<String>) -> String {
    let name = if base.is_empty() || is_reserved(base) || own.contains(&base) {
        format!("{base}_")
    } else {
        base.to_string()
    };
    let mut candidate = name.clone();
    let mut n = 2;
    while taken.contains(&candidate) {
        candidate = format!("{name}_{n}");
        n += 1;
    }
    taken.insert(candidate.clone());
    candidate
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reserved_and_repeated_names_are_set_apart() {
        let mut taken = HashSet::new();
        let got: Vec<String> = ["xk", "xk", "gen", "run", "Vec", "xk", "legal"]
            .iter()
            .map(|n| unique(n, &["run"], &mut taken))
            .collect();
        assert_eq!(got, ["xk", "xk_2", "gen_", "run_", "Vec_", "xk_3", "legal"]);
    }
}
