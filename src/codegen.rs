//! Helpers both translators use to write Rust: the indenter, the way a pasted runtime file
//! sheds its tests, and a runtime folder pasted as one module. Neutral ground, so that neither language's translator imports the
//! other's.

use std::fmt::Write as _;

/// The test module of a file pasted into standalone output needs the crate: leave it out.
pub fn strip_tests(text: &str) -> String {
    match text.find("#[cfg(test)]") {
        Some(at) => text[..at].to_string(),
        None => text.to_string(),
    }
}

/// `text` (a module's `mod.rs`, its tests left out) with each of its `mod name;` declarations
/// of `parts` replaced by that module's text, its tests left out: a runtime folder pasted as
/// one file.
pub fn inline_modules(text: &str, parts: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(text.len());
    for line in strip_tests(text).lines() {
        let declared = line
            .trim()
            .trim_start_matches("pub ")
            .strip_prefix("mod ")
            .and_then(|rest| rest.strip_suffix(';'));
        match parts.iter().find(|(name, _)| Some(*name) == declared) {
            Some((_, part)) => {
                let _ = writeln!(
                    out,
                    "{} {{\n{}}}",
                    line.trim_end_matches(';'),
                    strip_tests(part)
                );
            }
            None => {
                out.push_str(line);
                out.push('\n');
            }
        }
    }
    out
}

/// Writes `items` separated by spaces, as many to a line as fit in `width` characters (one
/// at least), each line ended by a newline.
pub fn fill(out: &mut String, items: &[String], width: usize) {
    let mut line = 0;
    for item in items {
        let len = item.chars().count();
        if line > 0 && line + 1 + len > width {
            out.push('\n');
            line = 0;
        }
        if line > 0 {
            out.push(' ');
            line += 1;
        }
        out.push_str(item);
        line += len;
    }
    if line > 0 {
        out.push('\n');
    }
}

/// Indents generated code by its braces, four spaces a level (braces inside string literals
/// do not count).
pub fn indent(code: &str) -> String {
    let mut out = String::with_capacity(code.len() * 2);
    let mut depth: usize = 0;
    for line in code.lines() {
        let line = line.trim();
        if line.is_empty() {
            out.push('\n');
            continue;
        }
        let mut opened: isize = 0;
        let mut leading_closers = 0;
        let mut seen_other = false;
        let mut in_string = false;
        let mut escaped = false;
        for c in line.chars() {
            if in_string {
                match (escaped, c) {
                    (false, '\\') => escaped = true,
                    (false, '"') => in_string = false,
                    _ => escaped = false,
                }
                continue;
            }
            match c {
                '"' => {
                    in_string = true;
                    seen_other = true;
                }
                '{' => {
                    opened += 1;
                    seen_other = true;
                }
                '}' => {
                    opened -= 1;
                    if !seen_other {
                        leading_closers += 1;
                    }
                }
                _ => seen_other = true,
            }
        }
        let level = depth.saturating_sub(leading_closers);
        for _ in 0..level {
            out.push_str("    ");
        }
        out.push_str(line);
        out.push('\n');
        depth = (depth as isize + opened).max(0) as usize;
    }
    out
}
