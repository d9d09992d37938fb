//! The CPL front end: syntax errors, the parse/print round trip, precedence and spelling,
//! the 1966 listings and their errata, robustness on arbitrary input, and `attic parse`.
//! One helper per family; the cases are data under `tests/cpl/`.

use std::path::{Path, PathBuf};

use attic::cpl::ast::*;
use attic::cpl::errata::{self, ErratumKind};
use attic::cpl::pretty::{self, Spelling};
use attic::cpl::{parse_expr, parse_program};
use attic::diagnostic::{Diagnostic, Source};
use attic::programs::{STRACHEY_CORRECTED, STRACHEY_PRINTED};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// A file of the repository as a source named by its path relative to the repository root.
fn source_of(path: &Path) -> Source {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let name = path
        .strip_prefix(root())
        .unwrap_or(path)
        .to_string_lossy()
        .replace('\\', "/");
    Source::new(name, text)
}

fn parse_text(name: &str, text: &str) -> Result<Program, Diagnostic> {
    parse_program(&Source::new(name, text))
}

// ---------------------------------------------------------------------------------------------
// Family: syntax errors, one file each under tests/cpl/errors, the message snapshotted

fn check_syntax_error(path: &Path) -> String {
    match parse_program(&source_of(path)) {
        Ok(_) => panic!("{} parsed, but it is in the errors corpus", path.display()),
        Err(d) => {
            let shown = d.to_string();
            // No grammar rule name reaches the reader (the source line itself may say anything).
            let message = d.message.as_str();
            let words: Vec<&str> = message
                .split(|c: char| !(c.is_alphanumeric() || c == '_'))
                .collect();
            for rule_name in [
                "expr",
                "relation",
                "sum",
                "conj",
                "disj",
                "equiv",
                "prefix",
                "atom",
                "EOI",
                "small_word",
                "large_name",
                "single_name",
                "kw_let",
                "rparen",
                "lparen",
                "comma",
            ] {
                assert!(
                    !words.contains(&rule_name),
                    "a grammar rule name leaks: {message}"
                );
            }
            shown
        }
    }
}

#[test]
fn syntax_errors_say_where_and_what_in_words() {
    let count = std::fs::read_dir(root().join("tests/cpl/errors"))
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .unwrap()
                .path()
                .extension()
                .is_some_and(|x| x == "cpl")
        })
        .count();
    assert!(count >= 15, "only {count} broken inputs");
    insta::glob!("../../cpl/errors", "*.cpl", |path| {
        insta::assert_snapshot!(check_syntax_error(path));
    });
}

#[test]
fn the_printed_listing_fails_at_the_next_definition_with_the_open_parenthesis_noted() {
    let source = Source::new("programs/cpl/strachey-1966.cpl", STRACHEY_PRINTED);
    let d = parse_program(&source).unwrap_err();
    assert_eq!((d.at.line, d.at.col), (35, 1));
    assert_eq!(d.notes.len(), 1);
    assert_eq!((d.notes[0].1.line, d.notes[0].1.col), (26, 13));
    insta::assert_snapshot!("printed_listing_diagnostic", d.to_string());
}

// ---------------------------------------------------------------------------------------------
// Family: round trip, over every program under programs/ and tests/cpl (but the errors)

fn cpl_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            if path.file_name().is_some_and(|n| n != "errors") {
                cpl_files(&path, out);
            }
        } else if path.extension().is_some_and(|x| x == "cpl") {
            out.push(path);
        }
    }
}

/// print(parse(text)) parses to the same tree, in both spellings, and printing is a fixed
/// point: print(parse(print(tree))) is the same text.
fn check_round_trip(name: &str, program: &Program) {
    for spelling in [Spelling::Unicode, Spelling::Ascii] {
        let printed = pretty::program_to_string(program, spelling);
        let again = parse_text(name, &printed).unwrap_or_else(|d| {
            panic!("{name} printed {spelling:?} does not parse:\n{d}\n{printed}")
        });
        assert!(
            program.same_shape(&again),
            "{name}: the {spelling:?} reprint parses to another tree:\n{printed}"
        );
        assert_eq!(
            pretty::program_to_string(&again, spelling),
            printed,
            "{name}: printing is not a fixed point"
        );
    }
}

#[test]
fn every_program_that_parses_prints_back_to_the_same_tree() {
    let mut files = Vec::new();
    cpl_files(&root().join("programs/cpl"), &mut files);
    cpl_files(&root().join("tests/cpl"), &mut files);
    files.sort();
    let mut parsed = Vec::new();
    for path in &files {
        let source = source_of(path);
        if let Ok(program) = parse_program(&source) {
            check_round_trip(&source.name, &program);
            parsed.push(source.name);
        }
    }
    for must in [
        "programs/cpl/strachey-1966-corrected.cpl",
        "tests/cpl/parse/features.cpl",
        "tests/cpl/parse/strachey-1966-corrected-ascii.cpl",
    ] {
        assert!(
            parsed.iter().any(|n| n == must),
            "{must} did not parse: {parsed:?}"
        );
    }
}

#[test]
fn the_listing_typed_in_ascii_is_the_same_program() {
    let unicode = parse_text("corrected", STRACHEY_CORRECTED).unwrap();
    let ascii = parse_program(&source_of(
        &root().join("tests/cpl/parse/strachey-1966-corrected-ascii.cpl"),
    ))
    .unwrap();
    assert!(unicode.same_shape(&ascii));
}

// ---------------------------------------------------------------------------------------------
// Family: expressions, `A ⇒ B` (same tree) and `A ⇏ B` (another tree), tests/cpl/expressions.txt

fn check_expression_case(line: &str) {
    let (a, b, same) = if let Some((a, b)) = line.split_once(" ⇒ ") {
        (a, b, true)
    } else if let Some((a, b)) = line.split_once(" ⇏ ") {
        (a, b, false)
    } else {
        panic!("not a case: {line}");
    };
    let parse = |text: &str| {
        parse_expr(&Source::new("case", text)).unwrap_or_else(|d| panic!("{line}\n{d}"))
    };
    let (ea, eb) = (parse(a), parse(b));
    assert_eq!(
        ea.same_shape(&eb),
        same,
        "{line}\n{}\n{}",
        pretty::dump_expression(&ea),
        pretty::dump_expression(&eb)
    );
    // Each side also survives its own reprint.
    for e in [&ea, &eb] {
        for spelling in [Spelling::Unicode, Spelling::Ascii] {
            let printed = pretty::expr_to_string(e, spelling);
            assert!(parse(&printed).same_shape(e), "{line}: reprint {printed}");
        }
    }
}

#[test]
fn precedence_juxtaposition_conditionals_and_spellings() {
    let text = std::fs::read_to_string(root().join("tests/cpl/expressions.txt")).unwrap();
    let cases: Vec<&str> = text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .collect();
    assert!(cases.len() >= 40, "{} cases", cases.len());
    cases.into_iter().for_each(check_expression_case);
}

// ---------------------------------------------------------------------------------------------
// Family: the corrected listing's tree, snapshotted as the `--ast` outline

#[test]
fn the_corrected_listing_parses_to_this_tree() {
    let program = parse_text("corrected", STRACHEY_CORRECTED).unwrap();
    assert_eq!(program.definitions.len(), 14);
    insta::assert_snapshot!("corrected_listing_ast", pretty::dump(&program));
}

// ---------------------------------------------------------------------------------------------
// Family: errata

fn lines_that_differ(a: &str, b: &str) -> Vec<usize> {
    assert_eq!(a.split('\n').count(), b.split('\n').count());
    a.split('\n')
        .zip(b.split('\n'))
        .enumerate()
        .filter(|(_, (x, y))| x != y)
        .map(|(i, _)| i + 1)
        .collect()
}

#[test]
fn the_errata_turn_the_printed_listing_into_the_corrected_one_byte_for_byte() {
    let entries = errata::errata().unwrap();
    let ids: Vec<&str> = entries.iter().map(|e| e.id.as_str()).collect();
    assert_eq!(ids, ["E1", "E2", "E3", "E4", "E5", "E6", "E7"]);
    assert_eq!(
        errata::apply(STRACHEY_PRINTED, None).unwrap(),
        STRACHEY_CORRECTED
    );

    // Only the errata's lines differ.
    let mut listed: Vec<usize> = entries.iter().flat_map(|e| e.lines.clone()).collect();
    listed.sort();
    assert_eq!(
        lines_that_differ(STRACHEY_PRINTED, STRACHEY_CORRECTED),
        listed
    );
    assert_eq!(listed, [27, 46, 50, 74]);

    // E3 records the documentation and changes nothing.
    let e3 = &entries[2];
    assert_eq!(e3.kind, ErratumKind::Documentation);
    assert_eq!(
        errata::apply(STRACHEY_PRINTED, Some("E2")).unwrap(),
        errata::apply(STRACHEY_PRINTED, Some("E3")).unwrap()
    );
    assert!(entries
        .iter()
        .all(|e| e.source == "Norvig 2011" && !e.why.is_empty()));
}

#[test]
fn each_erratum_changes_its_own_lines_and_e1_alone_makes_the_listing_parse() {
    let entries = errata::errata().unwrap();
    let mut previous = STRACHEY_PRINTED.to_string();
    for e in &entries {
        let next = errata::apply(STRACHEY_PRINTED, Some(&e.id)).unwrap();
        assert_eq!(lines_that_differ(&previous, &next), e.lines, "{}", e.id);
        previous = next;
    }
    let e1 = errata::apply(STRACHEY_PRINTED, Some("E1")).unwrap();
    assert!(parse_text("E1", &e1).is_ok());
    assert!(matches!(
        errata::apply(STRACHEY_PRINTED, Some("E9")),
        Err(errata::ErrataError::UnknownId(_, _))
    ));
}

/// The byte offset of a 1-based line and column (in characters).
fn offset_of(text: &str, line: usize, col: usize) -> usize {
    let start: usize = text
        .split_inclusive('\n')
        .take(line - 1)
        .map(str::len)
        .sum();
    start
        + text[start..]
            .char_indices()
            .nth(col - 1)
            .map_or(0, |(i, _)| i)
}

#[test]
fn every_one_parenthesis_repair_of_the_printed_listing_is_e1_or_changes_the_program() {
    let printed = Source::new("printed", STRACHEY_PRINTED);
    let d = parse_program(&printed).unwrap_err();
    let (open_line, open_col) = (d.notes[0].1.line, d.notes[0].1.col);
    let from = offset_of(STRACHEY_PRINTED, open_line, open_col) + 1;
    let to = offset_of(STRACHEY_PRINTED, d.at.line, d.at.col);
    let e1 = errata::apply(STRACHEY_PRINTED, Some("E1")).unwrap();
    let e1 = parse_text("E1", &e1).unwrap();
    let (mut places, mut same, mut other) = (0, Vec::new(), Vec::new());
    for (i, _) in STRACHEY_PRINTED[from..=to].char_indices() {
        let at = from + i;
        places += 1;
        let repaired = format!("{})", &STRACHEY_PRINTED[..at]) + &STRACHEY_PRINTED[at..];
        if let Ok(program) = parse_text("repaired", &repaired) {
            let (line, col) = printed.line_col(at);
            let place = format!("{line}:{col}");
            if program.same_shape(&e1) {
                same.push(place);
            } else {
                other.push(place);
            }
        }
    }
    assert!(!same.is_empty());
    let report = format!(
        "a `)` inserted at one of {places} places from the unclosed `(` ({open_line}:{open_col}) \
         to where the parser gives up ({}:{}):\n\
         {} make the listing parse\n\
         {} give the program of erratum E1: {}\n\
         {} give another program: {}\n",
        d.at.line,
        d.at.col,
        same.len() + other.len(),
        same.len(),
        same.join(", "),
        other.len(),
        other.join(", ")
    );
    insta::assert_snapshot!("one_parenthesis_repairs", report);
}

// ---------------------------------------------------------------------------------------------
// Family: robustness. Nothing panics or overflows on any input.

/// A small deterministic generator (xorshift), so failures reproduce.
struct Random(u64);

impl Random {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Parses `text` both ways; whatever parses must also print back to the same tree.
fn check_no_panic(text: &str) {
    if let Ok(program) = parse_text("fuzz", text) {
        check_round_trip("fuzz", &program);
    }
    if let Ok(expr) = parse_expr(&Source::new("fuzz", text)) {
        let printed = pretty::expr_to_string(&expr, Spelling::Unicode);
        let again = parse_expr(&Source::new("fuzz", &printed)).unwrap();
        assert!(again.same_shape(&expr), "{text:?} -> {printed:?}");
    }
}

#[test]
fn arbitrary_bytes_and_token_soup_never_panic() {
    const TOKENS: &[&str] = &[
        "F",
        "G(",
        "Xk",
        "Φ",
        "Phi",
        "x",
        "σs",
        "sigma",
        "psi",
        " ",
        "\n",
        "(",
        ")",
        ",",
        "=",
        "→",
        "->",
        "§",
        "$(",
        "$)",
        "value of",
        "let",
        "if",
        "then",
        "result is",
        "+",
        "-",
        "×",
        "∧",
        "/\\",
        "∨",
        "≡",
        "~",
        "¬",
        "not",
        "<",
        "≤",
        "≠",
        "1",
        "42",
        "∞",
        "inf",
        "NIL",
        "true",
        "||c\n",
        "@",
        "where",
        "\u{0}",
        "é",
    ];
    let mut random = Random(0x2b6d_9cb1_966a_771c);
    for _ in 0..1500 {
        let len = random.below(120);
        let bytes: Vec<u8> = (0..len).map(|_| random.next() as u8).collect();
        check_no_panic(&String::from_utf8_lossy(&bytes));

        let mut soup = String::new();
        for _ in 0..random.below(40) {
            soup.push_str(TOKENS[random.below(TOKENS.len())]);
        }
        check_no_panic(&soup);
    }
}

/// A random tree, built directly (so every construct appears, in any nesting the printer must
/// cope with), `depth` levels at most.
fn random_expr(random: &mut Random, depth: usize) -> Expr {
    const SMALL: &[&str] = &["s", "x", "p", "i", "σ", "ψ", "θ"];
    const LARGE: &[&str] = &["X", "Xk", "Board", "Φ", "Ψ", "LastRows"];
    let name = |random: &mut Random| -> String {
        if random.below(2) == 0 {
            SMALL[random.below(SMALL.len())].to_string()
        } else {
            LARGE[random.below(LARGE.len())].to_string()
        }
    };
    let expr = |kind| Expr {
        kind,
        span: Span::default(),
    };
    let choice = if depth == 0 {
        random.below(5)
    } else {
        random.below(12)
    };
    let sub = |random: &mut Random| Box::new(random_expr(random, depth.saturating_sub(1)));
    match choice {
        0 => expr(ExprKind::Int(random.below(100) as i64)),
        1 => {
            expr([ExprKind::Infinity, ExprKind::Nil, ExprKind::Bool(true)][random.below(3)].clone())
        }
        2..=4 => expr(ExprKind::Name(name(random))),
        5 => expr(ExprKind::Tuple(
            (0..2 + random.below(2)).map(|_| *sub(random)).collect(),
        )),
        6 => expr(ExprKind::Apply {
            function: Name {
                text: LARGE[random.below(LARGE.len())].to_string(),
                span: Span::default(),
            },
            args: (0..1 + random.below(3)).map(|_| *sub(random)).collect(),
        }),
        7 => expr(ExprKind::Unary {
            op: [UnaryOp::Neg, UnaryOp::Not, UnaryOp::LogicalNot][random.below(3)],
            operand: sub(random),
        }),
        8 | 9 => {
            const OPS: &[BinaryOp] = &[
                BinaryOp::And,
                BinaryOp::Or,
                BinaryOp::Equiv,
                BinaryOp::Add,
                BinaryOp::Sub,
                BinaryOp::Mul,
                BinaryOp::Div,
                BinaryOp::Eq,
                BinaryOp::Ne,
                BinaryOp::Lt,
                BinaryOp::Gt,
                BinaryOp::Le,
                BinaryOp::Ge,
            ];
            expr(ExprKind::Binary {
                op: OPS[random.below(OPS.len())],
                lhs: sub(random),
                rhs: sub(random),
            })
        }
        10 => expr(ExprKind::Conditional {
            test: sub(random),
            then: sub(random),
            otherwise: sub(random),
        }),
        _ => expr(ExprKind::ValueOf(random_block(random, depth, true))),
    }
}

fn random_block(random: &mut Random, depth: usize, value_of: bool) -> Block {
    let one = |text: &str| Name {
        text: text.to_string(),
        span: Span::default(),
    };
    let d = depth.saturating_sub(1);
    let mut items = Vec::new();
    for _ in 0..random.below(3) {
        let item = match random.below(3) {
            0 => BlockItem::Let {
                pattern: Pattern::Name(one(["y", "Ip", "θ"][random.below(3)])),
                value: random_expr(random, d),
                span: Span::default(),
            },
            1 => BlockItem::Let {
                pattern: Pattern::Tuple(vec![one("p"), one("V")], Span::default()),
                value: random_expr(random, d),
                span: Span::default(),
            },
            _ => BlockItem::If {
                test: random_expr(random, d),
                then: if random.below(2) == 0 {
                    Command::Call {
                        name: one("Resign"),
                        args: (0..random.below(2))
                            .map(|_| random_expr(random, d))
                            .collect(),
                        span: Span::default(),
                    }
                } else {
                    Command::Block(random_block(random, d, false))
                },
                span: Span::default(),
            },
        };
        items.push(item);
    }
    if value_of || random.below(2) == 0 {
        items.push(BlockItem::ResultIs {
            value: random_expr(random, d),
            span: Span::default(),
        });
    }
    Block {
        items,
        span: Span::default(),
    }
}

#[test]
fn random_trees_print_to_text_that_parses_back_to_them() {
    let mut random = Random(0x1966_0917_5c1a_a3e1);
    for round in 0..400 {
        let definitions = (0..1 + random.below(3))
            .map(|i| Definition {
                name: Name {
                    text: format!("D{i}"),
                    span: Span::default(),
                },
                params: (random.below(2) == 0).then(|| {
                    vec![Name {
                        text: "σ".into(),
                        span: Span::default(),
                    }]
                }),
                body: random_expr(&mut random, 1 + round % 5),
                span: Span::default(),
            })
            .collect();
        check_round_trip("random", &Program { definitions });
    }
}

#[test]
fn deep_and_long_inputs_end_in_a_diagnostic_not_a_crash() {
    let deep = [
        "(".repeat(20_000),
        format!("F = {}x{}", "(".repeat(1000), ")".repeat(1000)),
        format!("F = {}", "value of § result is ".repeat(500)),
        format!("F = {}x", "-".repeat(20_000)),
        format!("F = {}x", "x + ".repeat(5_000)),
        format!("F = {}c", "a → b, ".repeat(5_000)),
        format!("F = {}", "x".repeat(20_000)),
        format!("F = {}", "9".repeat(1000)),
    ];
    for text in &deep {
        let d = parse_text("deep", text).unwrap_err();
        assert!(d.at.line >= 1, "{d}");
    }
    // The limits leave room for any program a person writes.
    let nested = attic::cpl::parse::MAX_NESTING;
    let parens = format!("F = {}x{}", "(".repeat(nested), ")".repeat(nested));
    assert!(parse_text("ok", &parens).is_ok());
    let blocks = format!(
        "F = {}1{}",
        "value of § result is ".repeat(nested),
        " §".repeat(nested)
    );
    let program = parse_text("ok", &blocks).unwrap();
    check_round_trip("blocks", &program);
    let long = format!("F = {}x", "x + ".repeat(200));
    assert!(parse_text("ok", &long).is_ok());
}

// ---------------------------------------------------------------------------------------------
// Family: the CPL reference's ASCII spelling table (docs/cpl.md) is the parser's

#[test]
fn the_readme_documents_every_ascii_spelling() {
    let readme = std::fs::read_to_string(root().join("docs/cpl.md")).unwrap();
    for (glyph, ascii, _) in attic::cpl::spelling::GLYPHS {
        let spelled: Vec<String> = ascii.split(' ').map(|a| format!("`{a}`")).collect();
        let row = format!("| `{glyph}` | {} |", spelled.join(" "));
        assert!(readme.contains(&row), "README lacks the row {row}");
    }
    let greek = attic::cpl::spelling::GREEK_SMALL
        .iter()
        .chain(attic::cpl::spelling::GREEK_CAPITAL);
    for (glyph, spelled) in greek {
        let entry = format!("`{glyph}` `{spelled}`");
        assert!(readme.contains(&entry), "README lacks {entry}");
    }
}

// ---------------------------------------------------------------------------------------------
// Family: `attic parse`, run as a user runs it

fn attic(args: &[&str]) -> (i32, String, String) {
    crate::support::attic(args, "")
}

#[test]
fn attic_parse_prints_canonical_text_that_parses_to_itself() {
    let (code, out, err) = attic(&["parse", "programs/cpl/strachey-1966-corrected.cpl"]);
    assert_eq!(code, 0, "{err}");
    let again = parse_text("printed", &out).unwrap();
    assert_eq!(pretty::program_to_string(&again, Spelling::Unicode), out);

    let (code, ascii, _) = attic(&[
        "parse",
        "--ascii",
        "programs/cpl/strachey-1966-corrected.cpl",
    ]);
    assert_eq!(code, 0);
    assert!(ascii.is_ascii());
    assert!(parse_text("ascii", &ascii).unwrap().same_shape(&again));

    let (code, ast, _) = attic(&["parse", "--ast", "programs/cpl/strachey-1966-corrected.cpl"]);
    assert_eq!(code, 0);
    assert_eq!(ast, pretty::dump(&again));
}

#[test]
fn attic_parse_exits_65_on_a_syntax_error_and_2_on_a_usage_error() {
    let (code, out, err) = attic(&["parse", "programs/cpl/strachey-1966.cpl"]);
    assert_eq!(code, 65);
    assert!(out.is_empty());
    let expected = parse_program(&Source::new(
        "programs/cpl/strachey-1966.cpl",
        STRACHEY_PRINTED,
    ))
    .unwrap_err()
    .to_string();
    assert_eq!(err.trim_end(), expected.trim_end());

    let (code, _, err) = attic(&["parse", "tests/cpl/expressions.txt"]);
    assert_eq!(code, 2, "{err}");
    let (code, _, _) = attic(&["parse", "--no-such-flag", "x.cpl"]);
    assert_eq!(code, 2);
    // A file that cannot be read is an input/output error: exit 1.
    let (code, _, err) = attic(&["parse", "tests/cpl/no-such-file.cpl"]);
    assert_eq!(code, 1, "{err}");
}

/// `--and-binds`: the precedence of `∧` is a reading. Looser, `attic parse` prints the
/// grouping it gives in parentheses; tighter (the default) it needs none. ALGOL, whose
/// precedence the Report fixes, refuses the flag.
#[test]
fn and_binds_chooses_the_grouping_of_the_king_expression() {
    let file = crate::support::scratch("and-binds").join("king-expression.cpl");
    std::fs::write(&file, "Kings(K, ψ, Xk) = K - ψ ∧ K + Xk\n").unwrap();
    let file = file.to_str().unwrap();
    let (code, out, err) = attic(&["parse", file]);
    assert_eq!(
        (code, out.as_str()),
        (0, "Kings(K, ψ, Xk) = K - ψ ∧ K + Xk\n"),
        "{err}"
    );
    let (code, out, err) = attic(&["parse", file, "--and-binds", "looser"]);
    assert_eq!(
        (code, out.as_str()),
        (0, "Kings(K, ψ, Xk) = (K - ψ) ∧ (K + Xk)\n"),
        "{err}"
    );
    // A new king on the last rows: Zero - (Zero ∧ Zero) + LastRows keeps it, (Zero - Zero) ∧
    // (Zero + LastRows) does not.
    let new_king = "Kings(Zero, Zero, LastRows)";
    let (_, tighter, _) = attic(&["run", file, "--no-prelude", "--eval", new_king]);
    let (_, looser, _) = attic(&[
        "run",
        file,
        "--no-prelude",
        "--and-binds",
        "looser",
        "--eval",
        new_king,
    ]);
    assert_eq!(
        (tighter.as_str(), looser.as_str()),
        ("{5,6,7,8,36,37,38,39}\n", "{}\n")
    );
    for command in ["parse", "run", "translate"] {
        let (code, _, err) = attic(&[
            command,
            "programs/algol/mate-in-2.alg",
            "--and-binds",
            "looser",
        ]);
        assert_eq!(code, 2, "{command}: {err}");
        assert!(err.contains("--and-binds"), "{command}: {err}");
    }
}
