//! EPD records of chess problems: the first four FEN fields, then operations `id "…";`,
//! `dm N;` (mate in N), `bm K1 K2 …;` (every key, in SAN) and `c0 "…";` (the source).

use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// The first four FEN fields.
    pub fen: String,
    pub id: String,
    /// Mate in this many moves.
    pub mate_in: u32,
    /// Every key, in SAN as written in the file.
    pub keys: Vec<String>,
    pub comment: String,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EpdError {
    pub line: usize,
    pub message: String,
}

impl fmt::Display for EpdError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for EpdError {}

/// The problem files of `programs/problems/`, embedded: (path from the repository's root,
/// text). A test checks the list against the folder, so a file added there is offered here.
pub const SHIPPED: &[(&str, &str)] = &crate::programs::PROBLEMS;

/// Every problem of the [`SHIPPED`] files with the path of its file, in file order.
pub fn shipped_problems() -> Result<Vec<(&'static str, Problem)>, String> {
    let mut all = Vec::new();
    for (path, text) in SHIPPED {
        let problems = parse_problems(text).map_err(|e| format!("{path}: {e}"))?;
        all.extend(problems.into_iter().map(|p| (*path, p)));
    }
    Ok(all)
}

/// Reads every record of an EPD problem file; `#` starts a comment line.
pub fn parse_problems(text: &str) -> Result<Vec<Problem>, EpdError> {
    let mut problems = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let error = |message: String| EpdError {
            line: index + 1,
            message,
        };
        let mut rest = line;
        let mut fields = Vec::new();
        for _ in 0..4 {
            rest = rest.trim_start();
            let end = rest.find(char::is_whitespace).unwrap_or(rest.len());
            if end == 0 {
                return Err(error(
                    "expected four FEN fields before the operations".into(),
                ));
            }
            fields.push(&rest[..end]);
            rest = &rest[end..];
        }
        let mut problem = Problem {
            fen: fields.join(" "),
            id: String::new(),
            mate_in: 0,
            keys: Vec::new(),
            comment: String::new(),
        };
        for operation in split_operations(rest).map_err(error)? {
            let (opcode, operand) = operation
                .split_once(char::is_whitespace)
                .unwrap_or((operation.as_str(), ""));
            let operand = operand.trim();
            let unquoted = operand.trim_matches('"').to_string();
            match opcode {
                "id" => problem.id = unquoted,
                "c0" => problem.comment = unquoted,
                "dm" => {
                    problem.mate_in = operand.parse().map_err(|_| {
                        error(format!(
                            "dm needs a number of moves, not '{}'",
                            crate::diagnostic::clip(operand)
                        ))
                    })?;
                    if problem.mate_in == 0 {
                        return Err(error("dm must be at least 1 (a mate in 1 or more)".into()));
                    }
                }
                "bm" => problem.keys = operand.split_whitespace().map(str::to_string).collect(),
                _ => {}
            }
        }
        if problem.mate_in == 0 {
            return Err(error("the record has no 'dm N' operation".into()));
        }
        problems.push(problem);
    }
    Ok(problems)
}

/// Splits `op a; op "b; c";` at semicolons outside quotes.
fn split_operations(text: &str) -> Result<impl Iterator<Item = String>, String> {
    let mut operations = Vec::new();
    let mut current = String::new();
    let mut quoted = false;
    for c in text.chars() {
        match c {
            '"' => {
                quoted = !quoted;
                current.push(c);
            }
            ';' if !quoted => {
                operations.push(std::mem::take(&mut current).trim().to_string());
            }
            _ => current.push(c),
        }
    }
    if quoted {
        return Err("a quoted string is not closed".into());
    }
    if !current.trim().is_empty() {
        operations.push(current.trim().to_string());
    }
    Ok(operations.into_iter().filter(|o| !o.is_empty()))
}

#[cfg(test)]
mod tests {
    /// SHIPPED names every problem file the repository has, and each parses.
    #[test]
    fn every_problem_file_is_shipped() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/programs/problems");
        let mut files: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|name| name.ends_with(".epd"))
            .map(|name| format!("programs/problems/{name}"))
            .collect();
        files.sort();
        let mut shipped: Vec<String> = super::SHIPPED.iter().map(|(p, _)| p.to_string()).collect();
        shipped.sort();
        assert_eq!(shipped, files);
        let problems = super::shipped_problems().unwrap();
        for (path, _) in super::SHIPPED {
            assert!(
                problems.iter().any(|(p, _)| p == path),
                "{path} has no problem"
            );
        }
    }
}
