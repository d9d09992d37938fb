//! The expectation grammar of the corpora, one for both languages, read from comments (a
//! CPL `|| ...` line, an ALGOL `comment ...;`):
//!
//! ```text
//! check [SETTING ...]: EXPRESSION ==> VALUE     what EXPRESSION evaluates to (CPL: evaluated
//!                                               against the file's definitions)
//! exit N, prints: TEXT                          the whole run ends with exit N and prints TEXT
//!                                               (white space folded: lines may wrap)
//! exit N, says: WORDS                           ... and its error text contains WORDS
//! ```
//!
//! SETTINGs: `xor` (the reading of `∧` on bit strings), `max-steps=N`, `max-depth=N`. In an
//! ALGOL comment a clause runs to the comment's `;`, in CPL to the end of its line. A file
//! may hold any number of `check` clauses and at most one `exit` clause.

/// A setting of a clause.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Settings {
    pub xor: bool,
    pub max_steps: Option<u64>,
    pub max_depth: Option<u64>,
}

impl Settings {
    fn parse(words: &str) -> Result<Settings, String> {
        let mut settings = Settings::default();
        for word in words.split_whitespace() {
            match word.split_once('=') {
                None if word == "xor" => settings.xor = true,
                Some(("max-steps", n)) => settings.max_steps = Some(number(n)?),
                Some(("max-depth", n)) => settings.max_depth = Some(number(n)?),
                _ => return Err(format!("unknown setting `{word}`")),
            }
        }
        Ok(settings)
    }

    /// The settings as written, for grouping checks that share them.
    pub fn key(&self) -> String {
        format!("{self:?}")
    }
}

fn number(text: &str) -> Result<u64, String> {
    text.parse().map_err(|_| format!("`{text}` is no number"))
}

/// One expectation of a corpus file.
#[derive(Debug, Clone, PartialEq)]
pub enum Expectation {
    /// `check [SETTINGS]: EXPRESSION ==> VALUE`, on line `line`.
    Value {
        line: usize,
        settings: Settings,
        expression: String,
        value: String,
    },
    /// `exit N, prints: TEXT` or `exit N, says: WORDS`.
    Run {
        exit: i32,
        prints: Option<String>,
        says: Option<String>,
    },
}

/// Folds runs of white space to one space and trims: how `prints` compares.
pub fn folded(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The language whose comments hold the clauses.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Language {
    Cpl,
    Algol,
}

/// The comments of `text` with the line each starts on: CPL `||` lines, ALGOL `comment`
/// statements up to their `;`.
fn comments(language: Language, text: &str) -> Vec<(usize, String)> {
    match language {
        Language::Cpl => text
            .lines()
            .enumerate()
            .filter_map(|(i, line)| line.split_once("||").map(|(_, c)| (i + 1, c.to_string())))
            .collect(),
        Language::Algol => {
            let mut found = Vec::new();
            let mut rest = text;
            let mut offset = 0;
            while let Some(at) = rest.find("comment") {
                let starts_word = rest[..at]
                    .chars()
                    .next_back()
                    .is_none_or(|c| !c.is_alphanumeric());
                let body = &rest[at + "comment".len()..];
                let Some(end) = body.find(';') else { break };
                if starts_word {
                    let line = text[..offset + at].matches('\n').count() + 1;
                    found.push((line, body[..end].to_string()));
                }
                let consumed = at + "comment".len() + end + 1;
                offset += consumed;
                rest = &rest[consumed..];
            }
            found
        }
    }
}

/// Every expectation written in `text`; an error names a clause that does not read.
pub fn expectations(language: Language, text: &str) -> Result<Vec<Expectation>, String> {
    let mut found = Vec::new();
    for (line, comment) in comments(language, text) {
        let comment = comment.trim();
        if let Some(rest) = comment.strip_prefix("check") {
            let (settings, check) = rest
                .split_once(':')
                .ok_or(format!("line {line}: `check [SETTINGS]: EXPR ==> VALUE`"))?;
            let (expression, value) = check
                .split_once("==>")
                .ok_or(format!("line {line}: `check` without `==>`"))?;
            found.push(Expectation::Value {
                line,
                settings: Settings::parse(settings).map_err(|e| format!("line {line}: {e}"))?,
                expression: expression.trim().to_string(),
                value: value.trim().to_string(),
            });
            continue;
        }
        // `exit N, prints: ...` may follow prose in the same comment: the first `exit N,`.
        let clause = comment.match_indices("exit ").find_map(|(at, _)| {
            let (code, rest) = comment[at + "exit ".len()..].split_once(',')?;
            Some((code.trim().parse::<i32>().ok()?, rest))
        });
        let Some((exit, rest)) = clause else {
            continue;
        };
        let (what, body) = rest.split_once(':').ok_or(format!(
            "line {line}: `exit N, prints: TEXT` or `exit N, says: WORDS`"
        ))?;
        let body = Some(folded(body));
        let (prints, says) = match what.trim() {
            "prints" => (body, None),
            "says" => (None, body),
            other => {
                return Err(format!(
                    "line {line}: `exit N, {other}:` is neither prints nor says"
                ))
            }
        };
        found.push(Expectation::Run { exit, prints, says });
    }
    if found
        .iter()
        .filter(|e| matches!(e, Expectation::Run { .. }))
        .count()
        > 1
    {
        return Err("more than one `exit` clause".into());
    }
    Ok(found)
}

/// What a run of a whole program gave.
#[derive(Debug, Clone, PartialEq)]
pub struct Outcome {
    pub exit: i32,
    pub stdout: String,
    pub stderr: String,
}

/// How `outcome` misses the `exit` clause among `expected`, if it does.
pub fn missed(expected: &[Expectation], outcome: &Outcome) -> Option<String> {
    let (exit, prints, says) = expected.iter().find_map(|e| match e {
        Expectation::Run { exit, prints, says } => Some((*exit, prints, says)),
        Expectation::Value { .. } => None,
    })?;
    let mut wrong = Vec::new();
    if outcome.exit != exit {
        wrong.push(format!("exit {} (expected {exit})", outcome.exit));
    }
    if let Some(prints) = prints {
        if &folded(&outcome.stdout) != prints {
            wrong.push(format!(
                "printed {:?} (expected {prints:?})",
                outcome.stdout
            ));
        }
    }
    if let Some(says) = says {
        if !folded(&outcome.stderr).contains(says.as_str()) {
            wrong.push(format!("said {:?} (expected {says:?})", outcome.stderr));
        }
    }
    (!wrong.is_empty()).then(|| wrong.join("; "))
}

#[test]
fn the_grammar_reads_both_languages_and_refuses_what_does_not_read() {
    let cpl = "Double(x) = x + x\n|| check xor max-steps=9: Double(2) ==> 4\n|| a remark\n";
    assert_eq!(
        expectations(Language::Cpl, cpl),
        Ok(vec![Expectation::Value {
            line: 2,
            settings: Settings {
                xor: true,
                max_steps: Some(9),
                max_depth: None
            },
            expression: "Double(2)".into(),
            value: "4".into(),
        }])
    );
    let algol = "comment Counting down. exit 0, prints: 3 2\n  1;\nbegin comment no clause; end";
    assert_eq!(
        expectations(Language::Algol, algol),
        Ok(vec![Expectation::Run {
            exit: 0,
            prints: Some("3 2 1".into()),
            says: None
        }])
    );
    assert!(expectations(Language::Cpl, "|| check Double(2) = 4").is_err());
    assert!(expectations(Language::Cpl, "|| check fast: X ==> 1").is_err());
    assert!(expectations(Language::Algol, "comment exit 1, shows: x;").is_err());
    let two = "comment exit 0, prints: a; comment exit 1, says: b; begin end";
    assert!(expectations(Language::Algol, two).is_err());
    let ran = Outcome {
        exit: 0,
        stdout: "3 2\n1\n".into(),
        stderr: String::new(),
    };
    let wanted = expectations(Language::Algol, algol).unwrap();
    assert_eq!(missed(&wanted, &ran), None);
    let wrong = Outcome {
        stdout: "3 2".into(),
        ..ran
    };
    assert!(missed(&wanted, &wrong).unwrap().contains("printed"));
}
