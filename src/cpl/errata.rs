//! The errata of Strachey's listing, read from the fenced `erratum` blocks of
//! `programs/cpl/ERRATA.md` (whose text explains the format), and applied in order.
//!
//! Applying every program erratum to the printed listing gives the corrected listing byte for
//! byte (a test checks it). An erratum names every line it applies to; applying it checks that
//! its text is on each of them exactly once and on no other line.

use std::fmt;

/// `programs/cpl/ERRATA.md`, embedded.
pub const ERRATA_MD: &str = crate::programs::ERRATA_MD;

/// What an erratum corrects.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErratumKind {
    /// It changes lines of the listing.
    Program,
    /// It records where the article's prose and the program disagree; no line changes.
    Documentation,
}

/// One erratum. For documentation errata `lines` is empty and `before`/`after` are empty.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Erratum {
    pub id: String,
    pub kind: ErratumKind,
    /// 1-based lines of the printed listing (no erratum adds or removes a line).
    pub lines: Vec<usize>,
    pub before: String,
    pub after: String,
    pub why: String,
    pub source: String,
    /// Documentation: what the article's prose says (`prose`), as the source quotes it.
    pub prose: Option<String>,
    /// Documentation: the listing's own text for the same thing (`code`); it must occur in the
    /// printed listing.
    pub code: Option<String>,
    /// Documentation: a name the prose documents that the listing never writes (`absent`).
    pub absent: Option<String>,
    /// Program: a line of play from the opening (`play`, moves in PDN) along which the
    /// erratum's behaviour is compared by what the board shows.
    pub play: Vec<String>,
}

/// Where a documentation erratum's quotes stand in a listing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Quoted {
    /// Every 1-based (line, column in characters) at which `code` begins.
    pub code_at: Vec<(usize, usize)>,
}

/// Why errata could not be read or applied.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ErrataError {
    /// The errata text itself is malformed at this (1-based) line.
    Malformed { line: usize, reason: String },
    /// `upto` names no erratum.
    /// No erratum has this name; the names there are.
    UnknownId(String, Vec<String>),
    /// The erratum names a line the listing does not have.
    LineOutOfRange { id: String, line: usize },
    /// The erratum's `before` text is not on a line it names.
    NotFound { id: String, line: usize },
    /// The erratum's `before` text is more than once on a line it names.
    Repeated { id: String, line: usize },
    /// The erratum's `before` text is also on a line it does not name.
    Unlisted { id: String, line: usize },
    /// A documentation erratum's `code` is nowhere in the listing.
    CodeNotFound { id: String },
    /// A documentation erratum's `absent` name is in the listing after all.
    NotAbsent { id: String, line: usize },
}

impl fmt::Display for ErrataError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ErrataError::Malformed { line, reason } => {
                write!(f, "errata line {line}: {reason}")
            }
            ErrataError::UnknownId(id, known) => write!(
                f,
                "there is no erratum named {id}; the errata are {}",
                known.join(", ")
            ),
            ErrataError::LineOutOfRange { id, line } => {
                write!(
                    f,
                    "erratum {id} names line {line}, which the listing does not have"
                )
            }
            ErrataError::NotFound { id, line } => {
                write!(f, "erratum {id}: its text is not on line {line}")
            }
            ErrataError::Repeated { id, line } => {
                write!(f, "erratum {id}: its text is more than once on line {line}")
            }
            ErrataError::Unlisted { id, line } => write!(
                f,
                "erratum {id}: its text is also on line {line}, which it does not name"
            ),
            ErrataError::CodeNotFound { id } => {
                write!(f, "erratum {id}: the code it quotes is not in the listing")
            }
            ErrataError::NotAbsent { id, line } => write!(
                f,
                "erratum {id}: the name it says the listing never writes is on line {line}"
            ),
        }
    }
}

impl std::error::Error for ErrataError {}

/// The errata of `programs/cpl/ERRATA.md`, in order.
pub fn errata() -> Result<Vec<Erratum>, ErrataError> {
    parse_errata(ERRATA_MD)
}

/// Applies the embedded errata in order to `listing`, through the one named `upto` (all of
/// them when `None`).
pub fn apply(listing: &str, upto: Option<&str>) -> Result<String, ErrataError> {
    apply_entries(&errata()?, listing, upto)
}

/// Applies `entries` in order to `listing`, through the one named `upto` (all when `None`).
pub fn apply_entries(
    entries: &[Erratum],
    listing: &str,
    upto: Option<&str>,
) -> Result<String, ErrataError> {
    let last = match upto {
        None => entries.len(),
        Some(id) => match entries.iter().position(|e| e.id == id) {
            Some(i) => i + 1,
            None => {
                let known = entries.iter().map(|e| e.id.clone()).collect();
                return Err(ErrataError::UnknownId(id.to_string(), known));
            }
        },
    };
    let mut text = listing.to_string();
    for erratum in &entries[..last] {
        text = erratum.apply_to(&text)?;
    }
    Ok(text)
}

impl Erratum {
    /// Whether it changes lines of the listing.
    pub fn changes_program(&self) -> bool {
        self.kind == ErratumKind::Program
    }

    /// `listing` with this erratum applied (unchanged for a documentation erratum).
    pub fn apply_to(&self, listing: &str) -> Result<String, ErrataError> {
        if !self.changes_program() {
            return Ok(listing.to_string());
        }
        let mut lines: Vec<String> = listing.split('\n').map(str::to_string).collect();
        for &n in &self.lines {
            let Some(line) = n.checked_sub(1).and_then(|i| lines.get_mut(i)) else {
                return Err(self.error_at(n, |id, line| ErrataError::LineOutOfRange { id, line }));
            };
            match line.matches(self.before.as_str()).count() {
                0 => return Err(self.error_at(n, |id, line| ErrataError::NotFound { id, line })),
                1 => *line = line.replacen(self.before.as_str(), &self.after, 1),
                _ => return Err(self.error_at(n, |id, line| ErrataError::Repeated { id, line })),
            }
        }
        for (i, line) in listing.split('\n').enumerate() {
            if !self.lines.contains(&(i + 1)) && line.contains(self.before.as_str()) {
                return Err(self.error_at(i + 1, |id, line| ErrataError::Unlisted { id, line }));
            }
        }
        Ok(lines.join("\n"))
    }

    /// Checks a documentation erratum's quotes against `listing`: its `code` must be there
    /// (every place is returned) and its `absent` name must not.
    pub fn quoted_in(&self, listing: &str) -> Result<Quoted, ErrataError> {
        let mut code_at = Vec::new();
        for (i, line) in listing.split('\n').enumerate() {
            if let Some(absent) = &self.absent {
                if line.contains(absent.as_str()) {
                    return Err(
                        self.error_at(i + 1, |id, line| ErrataError::NotAbsent { id, line })
                    );
                }
            }
            if let Some(code) = &self.code {
                for (byte, _) in line.match_indices(code.as_str()) {
                    code_at.push((i + 1, line[..byte].chars().count() + 1));
                }
            }
        }
        if self.code.is_some() && code_at.is_empty() {
            return Err(ErrataError::CodeNotFound {
                id: self.id.clone(),
            });
        }
        Ok(Quoted { code_at })
    }

    fn error_at(&self, line: usize, f: impl Fn(String, usize) -> ErrataError) -> ErrataError {
        f(self.id.clone(), line)
    }
}

/// Reads the fenced `erratum` blocks of a markdown text.
pub fn parse_errata(markdown: &str) -> Result<Vec<Erratum>, ErrataError> {
    let mut entries: Vec<Erratum> = Vec::new();
    let mut block: Option<(usize, Vec<(usize, &str)>)> = None;
    for (i, line) in markdown.lines().enumerate() {
        let number = i + 1;
        match &mut block {
            None if line.trim_end() == "```erratum" => block = Some((number, Vec::new())),
            None => {}
            Some((start, fields)) => {
                if line.trim_end() == "```" {
                    let entry = entry_from_fields(*start, fields)?;
                    if entries.iter().any(|e| e.id == entry.id) {
                        return Err(malformed(
                            *start,
                            format!("a second erratum named {}", entry.id),
                        ));
                    }
                    entries.push(entry);
                    block = None;
                } else {
                    fields.push((number, line));
                }
            }
        }
    }
    if let Some((start, _)) = block {
        return Err(malformed(
            start,
            "the erratum block is not closed with ```".to_string(),
        ));
    }
    Ok(entries)
}

fn malformed(line: usize, reason: String) -> ErrataError {
    ErrataError::Malformed { line, reason }
}

fn entry_from_fields(start: usize, fields: &[(usize, &str)]) -> Result<Erratum, ErrataError> {
    const KEYS: &[&str] = &[
        "id", "kind", "lines", "before", "after", "why", "source", "prose", "code", "absent",
        "play",
    ];
    let mut values: Vec<(&str, &str, usize)> = Vec::new();
    for &(number, line) in fields {
        if line.trim().is_empty() {
            continue;
        }
        let Some((key, value)) = line.split_once(": ") else {
            return Err(malformed(
                number,
                format!("expected `key: value`, found `{line}`"),
            ));
        };
        if !KEYS.contains(&key) {
            return Err(malformed(number, format!("unknown key `{key}`")));
        }
        if values.iter().any(|(k, _, _)| *k == key) {
            return Err(malformed(number, format!("`{key}` given twice")));
        }
        if value.trim() != value || value.is_empty() {
            return Err(malformed(
                number,
                format!("the value of `{key}` is empty or starts or ends with a space"),
            ));
        }
        values.push((key, value, number));
    }
    let get = |key: &str| {
        values
            .iter()
            .find(|(k, _, _)| *k == key)
            .map(|(_, v, n)| (*v, *n))
    };
    let required =
        |key: &str| get(key).ok_or_else(|| malformed(start, format!("the erratum has no `{key}`")));
    let id = required("id")?.0.to_string();
    let why = required("why")?.0.to_string();
    let source = required("source")?.0.to_string();
    let (kind, kind_line) = required("kind")?;
    let kind = match kind {
        "program" => ErratumKind::Program,
        "documentation" => ErratumKind::Documentation,
        other => {
            return Err(malformed(
                kind_line,
                format!("kind is `program` or `documentation`, not `{other}`"),
            ))
        }
    };
    let (lines, before, after) = match kind {
        ErratumKind::Documentation => {
            if let Some(key) = ["lines", "before", "after", "play"]
                .into_iter()
                .find(|k| get(k).is_some())
            {
                return Err(malformed(
                    start,
                    format!("a documentation erratum changes no line, so it has no `{key}`"),
                ));
            }
            (Vec::new(), String::new(), String::new())
        }
        ErratumKind::Program => {
            if let Some(key) = ["prose", "code", "absent"]
                .into_iter()
                .find(|k| get(k).is_some())
            {
                return Err(malformed(
                    start,
                    format!("`{key}` belongs to documentation errata, not to program ones"),
                ));
            }
            let (list, list_line) = required("lines")?;
            let lines = list
                .split(',')
                .map(|n| n.trim().parse::<usize>().ok().filter(|&n| n > 0))
                .collect::<Option<Vec<_>>>()
                .ok_or_else(|| {
                    malformed(list_line, format!("`{list}` is not a list of line numbers"))
                })?;
            let before = required("before")?.0.to_string();
            let after = required("after")?.0.to_string();
            (lines, before, after)
        }
    };
    let text = |key: &str| get(key).map(|(v, _)| v.to_string());
    let play = get("play")
        .map(|(v, _)| v.split_whitespace().map(str::to_string).collect())
        .unwrap_or_default();
    Ok(Erratum {
        id,
        kind,
        lines,
        before,
        after,
        why,
        source,
        prose: text("prose"),
        code: text("code"),
        absent: text("absent"),
        play,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const ONE: &str =
        "```erratum\nid: X\nkind: program\nlines: 2\nbefore: b\nafter: c\nwhy: w\nsource: s\n```\n";

    #[test]
    fn an_entry_applies_to_its_lines_only() {
        let entries = parse_errata(ONE).unwrap();
        assert_eq!(apply_entries(&entries, "a\nab\n", None).unwrap(), "a\nac\n");
        assert_eq!(
            apply_entries(&entries, "b\nab\n", None),
            Err(ErrataError::Unlisted {
                id: "X".into(),
                line: 1
            })
        );
        assert_eq!(
            apply_entries(&entries, "a\na\n", None),
            Err(ErrataError::NotFound {
                id: "X".into(),
                line: 2
            })
        );
        assert_eq!(
            apply_entries(&entries, "a", None),
            Err(ErrataError::LineOutOfRange {
                id: "X".into(),
                line: 2
            })
        );
        assert_eq!(
            apply_entries(&entries, "a\nbb", Some("Y")),
            Err(ErrataError::UnknownId("Y".into(), vec!["X".into()]))
        );
    }

    #[test]
    fn malformed_entries_are_refused_with_their_line() {
        let unclosed = ONE.trim_end().trim_end_matches("```");
        assert!(matches!(
            parse_errata(unclosed),
            Err(ErrataError::Malformed { line: 1, .. })
        ));
        let bad_key = ONE.replace("why: w", "whence: w");
        assert!(matches!(
            parse_errata(&bad_key),
            Err(ErrataError::Malformed { line: 7, .. })
        ));
        let documentation_with_lines = ONE.replace("kind: program", "kind: documentation");
        assert!(parse_errata(&documentation_with_lines).is_err());
        let program_with_prose = ONE.replace("why: w", "why: w\nprose: p");
        assert!(parse_errata(&program_with_prose).is_err());
    }

    const DOC: &str =
        "```erratum\nid: D\nkind: documentation\nwhy: w\nsource: s\nprose: F(x)\ncode: F(x,d)\nabsent: G(\n```\n";

    #[test]
    fn documentation_quotes_are_found_where_they_stand() {
        let d = &parse_errata(DOC).unwrap()[0];
        assert_eq!(d.prose.as_deref(), Some("F(x)"));
        assert_eq!(
            d.quoted_in("§ F(x,d) = 1\nH = F(x,d)").unwrap().code_at,
            [(1, 3), (2, 5)]
        );
        assert_eq!(
            d.quoted_in("F(x) = 1"),
            Err(ErrataError::CodeNotFound { id: "D".into() })
        );
        assert_eq!(
            d.quoted_in("F(x,d) = G(1)"),
            Err(ErrataError::NotAbsent {
                id: "D".into(),
                line: 1
            })
        );
    }
}
