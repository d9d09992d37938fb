//! How CPL is spelled: the glyphs and their ASCII spellings, the Greek letters, the reserved
//! words, and how a word of lower-case letters splits into small names.
//!
//! The parser and the printer share these tables, so whatever one reads the other writes.
//! Inside the syntax tree every name is kept in its glyph form (`σ`, `Φ`), whichever way the
//! source spelled it (`sigma`, `Phi`).

/// The reserved words. A word of lower-case letters that is exactly one of these is a
/// keyword; any other word is split into small names. `where`, `and`, `while` and `do` are
/// CPL 1963's, for programs other than the listing (which uses none of them).
pub const RESERVED: &[&str] = &[
    "value", "of", "result", "is", "let", "if", "then", "true", "false", "where", "and", "inf",
    "not", "while", "do",
];

/// Lower-case Greek letters (small names) and their ASCII spellings. Final sigma is not a
/// letter of its own here.
pub const GREEK_SMALL: &[(char, &str)] = &[
    ('α', "alpha"),
    ('β', "beta"),
    ('γ', "gamma"),
    ('δ', "delta"),
    ('ε', "epsilon"),
    ('ζ', "zeta"),
    ('η', "eta"),
    ('θ', "theta"),
    ('ι', "iota"),
    ('κ', "kappa"),
    ('λ', "lambda"),
    ('μ', "mu"),
    ('ν', "nu"),
    ('ξ', "xi"),
    ('ο', "omicron"),
    ('π', "pi"),
    ('ρ', "rho"),
    ('σ', "sigma"),
    ('τ', "tau"),
    ('υ', "upsilon"),
    ('φ', "phi"),
    ('χ', "chi"),
    ('ψ', "psi"),
    ('ω', "omega"),
];

/// Greek capitals that can be large names on their own (those that do not look like a Latin
/// capital), and their ASCII spellings. The spelled-out word is read as the Greek letter, so
/// `Phi` is `Φ`, never a Latin name.
pub const GREEK_CAPITAL: &[(char, &str)] = &[
    ('Γ', "Gamma"),
    ('Δ', "Delta"),
    ('Θ', "Theta"),
    ('Λ', "Lambda"),
    ('Ξ', "Xi"),
    ('Π', "Pi"),
    ('Σ', "Sigma"),
    ('Υ', "Upsilon"),
    ('Φ', "Phi"),
    ('Ψ', "Psi"),
    ('Ω', "Omega"),
];

/// Every glyph of the publication language with its ASCII spelling and what it is (`§` has
/// two: `$(` opens a block, `$)` closes one). The README's table is this one.
pub const GLYPHS: &[(&str, &str, &str)] = &[
    ("§", "$( $)", "opens a block, closes a block"),
    ("→", "->", "conditional: a → b, c"),
    ("∞", "inf", "infinity"),
    ("∧", "/\\", "and (bit strings)"),
    ("∨", "\\/", "or (bit strings)"),
    ("≡", "==", "equivalence (bit strings)"),
    ("~", "~", "complement (bit strings)"),
    ("¬", "not", "negation (truth values)"),
    ("×", "*", "multiplication"),
    ("≠", "~=", "not equal"),
    ("≤", "<=", "less or equal"),
    ("≥", ">=", "greater or equal"),
];

/// Whether a whole word is reserved.
pub fn is_reserved(word: &str) -> bool {
    RESERVED.contains(&word)
}

/// Whether `c` is a small-name letter: a lower-case Latin letter or a Greek one.
pub fn is_small_letter(c: char) -> bool {
    c.is_ascii_lowercase() || GREEK_SMALL.iter().any(|&(g, _)| g == c)
}

/// Splits a word of lower-case letters into its small names, as glyphs: spelled-out Greek
/// names count as one letter, leftmost first (`sigmas` is σ, s; `psi` is ψ, never p, s, i).
/// The caller has made sure the word is not reserved. Characters that are no small letter are
/// skipped (the grammar never hands any over).
pub fn split_word(word: &str) -> Vec<char> {
    let mut names = Vec::new();
    let mut rest = word;
    while let Some(c) = rest.chars().next() {
        if let Some(&(glyph, spelled)) = GREEK_SMALL.iter().find(|(_, s)| rest.starts_with(s)) {
            names.push(glyph);
            rest = &rest[spelled.len()..];
        } else {
            if is_small_letter(c) {
                names.push(c);
            }
            rest = &rest[c.len_utf8()..];
        }
    }
    names
}

/// A large name in its glyph form: `Phi` becomes `Φ`; anything else stays as written.
pub fn normalize_large(text: &str) -> String {
    GREEK_CAPITAL
        .iter()
        .find(|(_, spelled)| *spelled == text)
        .map_or_else(|| text.to_string(), |(glyph, _)| glyph.to_string())
}

/// A name (small or large, in glyph form) spelled for printing.
pub fn spell_name(text: &str, ascii: bool) -> String {
    if !ascii {
        return text.to_string();
    }
    text.chars()
        .map(|c| {
            GREEK_SMALL
                .iter()
                .chain(GREEK_CAPITAL)
                .find(|(g, _)| *g == c)
                .map_or_else(|| c.to_string(), |(_, s)| s.to_string())
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn greek_spellings_are_prefix_free_so_splitting_is_unambiguous() {
        for (_, a) in GREEK_SMALL {
            for (_, b) in GREEK_SMALL {
                assert!(a == b || !b.starts_with(a), "{a} is a prefix of {b}");
            }
        }
    }

    #[test]
    fn words_split_into_letters_with_spelled_greek_as_one() {
        assert_eq!(split_word("σs"), vec!['σ', 's']);
        assert_eq!(split_word("sigmas"), vec!['σ', 's']);
        assert_eq!(split_word("psi"), vec!['ψ']);
        assert_eq!(split_word("xy"), vec!['x', 'y']);
        assert_eq!(split_word("thetau"), vec!['θ', 'u']);
    }

    #[test]
    fn names_spell_both_ways() {
        assert_eq!(normalize_large("Phi"), "Φ");
        assert_eq!(normalize_large("Phil"), "Phil");
        assert_eq!(spell_name("Φ", true), "Phi");
        assert_eq!(spell_name("σ", true), "sigma");
        assert_eq!(spell_name("Xk", true), "Xk");
    }
}
