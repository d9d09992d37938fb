//! Syntax tree -> canonical ALGOL text: one statement or declaration a line, bodies indented by
//! two spaces (at most [`MAX_INDENT`] levels deep, so the text stays linear in the program), reserved words in lower case, operators as the publication's glyphs (or their
//! ASCII spellings, or GNU MARST's representation), parentheses only where precedence needs
//! them. `comment`s are not kept; end comments are.

use super::ast::*;

/// Prints a program; `ascii` picks the ASCII operator spellings.
pub fn print(program: &Program, ascii: bool) -> String {
    let mut p = Printer {
        out: String::new(),
        ascii,
        marst: false,
    };
    p.statement(&program.body, 0);
    p.out.push('\n');
    p.out
}

/// Prints a program in GNU MARST's representation: `!`, `&`, `|`, `->`, `==`, `%`, `**`, `#`
/// in numbers, double-quoted strings with C escapes. It reads back as the same program.
pub fn print_marst(program: &Program) -> String {
    let mut p = Printer {
        out: String::new(),
        ascii: true,
        marst: true,
    };
    p.statement(&program.body, 0);
    p.out.push('\n');
    p.out
}

/// A string's value as a MARST string: in double quotes, with C escapes for the quote, the
/// backslash and control characters. The reference representation's `\n` stays `\n`: both
/// mean a new line to `outstring`.
fn marst_string(s: &str) -> String {
    let mut out = String::from("\"");
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' if chars.peek() == Some(&'n') => {
                chars.next();
                out.push_str("\\n");
            }
            '\\' => out.push_str("\\\\"),
            '"' => out.push_str("\\\""),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            c if c.is_control() && (c as u32) < 0o400 => {
                out.push_str(&format!("\\{:03o}", c as u32))
            }
            // A byte of 128 or more written by an escape (see `io::byte_char`).
            c if (0xF780..=0xF7FF).contains(&(c as u32)) => {
                out.push_str(&format!("\\{:03o}", c as u32 - 0xF700))
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// A string's value in the reference representation: between `‘` and `’` (in ASCII, `'` or
/// `"` first), or, where every reference spelling would end it early or change it, as a MARST
/// string. Only a MARST program can hold such a value (its C escapes can write an unmatched `‘`
/// beside both ASCII quotes); its text then reads back as MARST's, with the same value.
fn reference_string(s: &str, ascii: bool) -> String {
    let single = !s.contains('\'');
    // A double-quoted string's backslash takes the next character with it, and any escape but
    // `\n` is MARST's: only a string whose backslashes all begin `\n` is plain there.
    let double = !s.contains('"') && s.split('\\').skip(1).all(|rest| rest.starts_with('n'));
    if ascii && single {
        format!("'{s}'")
    } else if ascii && double {
        format!("\"{s}\"")
    } else if quotes_nest(s) {
        format!("‘{s}’")
    } else if single {
        format!("'{s}'")
    } else if double {
        format!("\"{s}\"")
    } else {
        marst_string(s)
    }
}

/// Whether every `‘` in `s` is closed by a later `’` and every `’` closes one: the text can
/// stand between `‘` and `’` and mean itself.
fn quotes_nest(s: &str) -> bool {
    let mut depth = 0usize;
    for c in s.chars() {
        match c {
            '‘' => depth += 1,
            '’' => match depth.checked_sub(1) {
                Some(d) => depth = d,
                None => return false,
            },
            _ => {}
        }
    }
    depth == 0
}

/// Prints one expression.
pub fn print_expr(e: &Expr, ascii: bool) -> String {
    let mut p = Printer {
        out: String::new(),
        ascii,
        marst: false,
    };
    p.expr(e, 0);
    p.out
}

struct Printer {
    out: String,
    ascii: bool,
    /// GNU MARST's representation (with `ascii`).
    marst: bool,
}

/// The deepest level indented: deeper lines stay at this indent. Indenting every level of a
/// program nested 40 000 deep would make its canonical text about 2n² bytes (3 GB of spaces
/// for 400 KB of `begin`); the indent says nothing past a few dozen levels anyway, and the
/// text reads back to the same tree (ALGOL ignores layout).
pub const MAX_INDENT: usize = 40;

fn indent(level: usize) -> String {
    "  ".repeat(level.min(MAX_INDENT))
}

impl Printer {
    fn labels(&mut self, s: &Statement) {
        for (i, l) in s.labels.iter().enumerate() {
            if i > 0 {
                self.out.push(' ');
            }
            self.out.push_str(&l.text);
            self.out.push(':');
        }
        if !s.labels.is_empty() && !matches!(s.kind, StatementKind::Dummy) {
            self.out.push(' ');
        }
    }

    /// Prints a statement whose first line is already indented.
    fn statement(&mut self, s: &Statement, level: usize) {
        self.labels(s);
        match &s.kind {
            StatementKind::Dummy => {}
            StatementKind::Assign { targets, value } => {
                for t in targets {
                    self.variable(t);
                    self.out.push_str(" := ");
                }
                self.expr(value, 0);
            }
            StatementKind::Goto(e) => {
                self.out.push_str("go to ");
                self.expr(e, 0);
            }
            StatementKind::Call { name, args } => {
                self.out.push_str(&name.text);
                self.args(args);
            }
            StatementKind::Compound { body, end_comment } => {
                self.out.push_str("begin");
                self.body(&[], body, level);
                self.end(level, end_comment);
            }
            StatementKind::Block(b) => {
                self.out.push_str("begin");
                self.body(&b.declarations, &b.body, level);
                self.end(level, &b.end_comment);
            }
            StatementKind::If {
                condition,
                then,
                otherwise,
            } => {
                self.out.push_str("if ");
                self.expr(condition, 0);
                self.out.push_str(" then ");
                // A conditional or a for statement with `else` after it cannot stand after
                // `then`: wrap it.
                let wrap = matches!(then.kind, StatementKind::If { .. })
                    || (otherwise.is_some() && matches!(then.kind, StatementKind::For { .. }));
                if wrap {
                    self.out.push_str("begin ");
                    self.statement(then, level + 1);
                    self.out.push_str(" end");
                } else {
                    self.statement(then, level);
                }
                if let Some(o) = otherwise {
                    self.out.push('\n');
                    self.out.push_str(&indent(level));
                    self.out.push_str("else ");
                    self.statement(o, level);
                }
            }
            StatementKind::For {
                variable,
                elements,
                body,
            } => {
                self.out.push_str("for ");
                self.variable(variable);
                self.out.push_str(" := ");
                for (i, el) in elements.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    match el {
                        ForElement::Single(e) => self.expr(e, 0),
                        ForElement::StepUntil { start, step, limit } => {
                            self.expr(start, 0);
                            self.out.push_str(" step ");
                            self.expr(step, 0);
                            self.out.push_str(" until ");
                            self.expr(limit, 0);
                        }
                        ForElement::While { value, condition } => {
                            self.expr(value, 0);
                            self.out.push_str(" while ");
                            self.expr(condition, 0);
                        }
                    }
                }
                self.out.push_str(" do ");
                self.statement(body, level);
            }
        }
    }

    fn end(&mut self, level: usize, comment: &Option<String>) {
        self.out.push('\n');
        self.out.push_str(&indent(level));
        self.out.push_str("end");
        if let Some(c) = comment {
            self.out.push(' ');
            self.out.push_str(c);
        }
    }

    fn body(&mut self, decls: &[Declaration], stmts: &[Statement], level: usize) {
        let inner = level + 1;
        for d in decls {
            self.out.push('\n');
            self.out.push_str(&indent(inner));
            self.declaration(d, inner);
            self.out.push(';');
        }
        for (i, s) in stmts.iter().enumerate() {
            self.out.push('\n');
            self.out.push_str(&indent(inner));
            self.statement(s, inner);
            if i + 1 < stmts.len() {
                self.out.push(';');
            }
        }
    }

    fn names(&mut self, names: &[Ident]) {
        let list: Vec<&str> = names.iter().map(|n| n.text.as_str()).collect();
        self.out.push_str(&list.join(", "));
    }

    fn declaration(&mut self, d: &Declaration, level: usize) {
        match d {
            Declaration::Simple { own, ty, names, .. } => {
                if *own {
                    self.out.push_str("own ");
                }
                self.out.push_str(ty.word());
                self.out.push(' ');
                self.names(names);
            }
            Declaration::Array {
                own, ty, segments, ..
            } => {
                if *own {
                    self.out.push_str("own ");
                }
                if let Some(t) = ty {
                    self.out.push_str(t.word());
                    self.out.push(' ');
                }
                self.out.push_str("array ");
                for (i, seg) in segments.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.names(&seg.names);
                    self.out.push('[');
                    for (j, (lo, hi)) in seg.bounds.iter().enumerate() {
                        if j > 0 {
                            self.out.push_str(", ");
                        }
                        self.expr(lo, 0);
                        self.out.push_str(" : ");
                        self.expr(hi, 0);
                    }
                    self.out.push(']');
                }
            }
            Declaration::Switch { name, elements, .. } => {
                self.out.push_str("switch ");
                self.out.push_str(&name.text);
                self.out.push_str(" := ");
                for (i, e) in elements.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.expr(e, 0);
                }
            }
            Declaration::Procedure(p) => {
                if let Some(t) = p.ty {
                    self.out.push_str(t.word());
                    self.out.push(' ');
                }
                self.out.push_str("procedure ");
                self.out.push_str(&p.name.text);
                if !p.params.is_empty() {
                    self.out.push('(');
                    self.names(&p.params);
                    self.out.push(')');
                }
                self.out.push(';');
                let inner = indent(level + 1);
                if !p.values.is_empty() {
                    self.out.push('\n');
                    self.out.push_str(&inner);
                    self.out.push_str("value ");
                    self.names(&p.values);
                    self.out.push(';');
                }
                for spec in &p.specs {
                    self.out.push('\n');
                    self.out.push_str(&inner);
                    let word = match spec.specifier {
                        Specifier::String => "string".to_string(),
                        Specifier::Simple(t) => t.word().to_string(),
                        Specifier::Array(None) => "array".to_string(),
                        Specifier::Array(Some(t)) => format!("{} array", t.word()),
                        Specifier::Procedure(None) => "procedure".to_string(),
                        Specifier::Procedure(Some(t)) => format!("{} procedure", t.word()),
                        Specifier::Label => "label".to_string(),
                        Specifier::Switch => "switch".to_string(),
                    };
                    self.out.push_str(&word);
                    self.out.push(' ');
                    self.names(&spec.names);
                    self.out.push(';');
                }
                self.out.push('\n');
                self.out.push_str(&inner);
                self.statement(&p.body, level + 1);
            }
        }
    }

    fn variable(&mut self, v: &Variable) {
        self.out.push_str(&v.name.text);
        if let Some(subs) = &v.subscripts {
            self.subscripts(subs);
        }
    }

    fn subscripts(&mut self, subs: &[Expr]) {
        self.out.push('[');
        for (i, e) in subs.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.expr(e, 0);
        }
        self.out.push(']');
    }

    fn args(&mut self, args: &[Expr]) {
        if args.is_empty() {
            return;
        }
        self.out.push('(');
        for (i, e) in args.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.expr(e, 0);
        }
        self.out.push(')');
    }

    /// Prints `e`, in parentheses when its own binding strength is below `min`.
    fn expr(&mut self, e: &Expr, min: u8) {
        let own = strength(e);
        if own < min {
            self.out.push('(');
            self.expr(e, 0);
            self.out.push(')');
            return;
        }
        match &e.kind {
            ExprKind::Int(v) => self.out.push_str(&v.to_string()),
            ExprKind::Real(v) if self.marst => {
                self.out.push_str(&real_text(*v, true).replace('e', "#"))
            }
            ExprKind::Real(v) => self.out.push_str(&real_text(*v, self.ascii)),
            ExprKind::Bool(b) => self.out.push_str(if *b { "true" } else { "false" }),
            ExprKind::Str(s) if self.marst => self.out.push_str(&marst_string(s)),
            ExprKind::Str(s) => self.out.push_str(&reference_string(s, self.ascii)),
            ExprKind::Name(id) => self.out.push_str(&id.text),
            ExprKind::Subscript { name, subscripts } => {
                self.out.push_str(&name.text);
                self.subscripts(subscripts);
            }
            ExprKind::Call { name, args } => {
                self.out.push_str(&name.text);
                self.args(args);
            }
            ExprKind::Unary { op, operand } => match op {
                UnaryOp::Not => {
                    self.out.push_str(match (self.marst, self.ascii) {
                        (true, _) => "!",
                        (false, true) => "~",
                        (false, false) => "¬",
                    });
                    self.expr(operand, 6);
                }
                UnaryOp::Minus | UnaryOp::Plus => {
                    self.out.push(if *op == UnaryOp::Minus { '-' } else { '+' });
                    self.expr(operand, 8);
                }
            },
            ExprKind::Binary { op, lhs, rhs } => {
                let p = op.precedence();
                let (l, r) = match p {
                    9 => (9, 10),
                    6 => (7, 7),
                    _ => (p, p + 1),
                };
                self.expr(lhs, l);
                self.out.push(' ');
                self.out.push_str(match op {
                    BinaryOp::Implies if self.marst => "->",
                    BinaryOp::Power if self.marst => "**",
                    _ => op.symbol(self.ascii),
                });
                self.out.push(' ');
                self.expr(rhs, r);
            }
            ExprKind::If {
                condition,
                then,
                otherwise,
            } => {
                self.out.push_str("if ");
                self.expr(condition, 0);
                self.out.push_str(" then ");
                self.expr(then, 1);
                self.out.push_str(" else ");
                self.expr(otherwise, 0);
            }
        }
    }
}

/// How tightly an expression's outermost operator binds (10 for primaries, 0 for `if`).
fn strength(e: &Expr) -> u8 {
    match &e.kind {
        ExprKind::Binary { op, .. } => op.precedence(),
        ExprKind::Unary {
            op: UnaryOp::Not, ..
        } => 5,
        ExprKind::Unary { .. } => 7,
        ExprKind::If { .. } => 0,
        _ => 10,
    }
}

/// A real number that reads back as the same value: `1.5`, `2.0`, `1.0₁₀-7` (`1.0e-7` in
/// ASCII).
pub fn real_text(v: f64, ascii: bool) -> String {
    let plain = format!("{v:?}");
    let text = if plain.contains('e') {
        plain
    } else if plain.len() > 18 {
        format!("{v:e}")
    } else {
        plain
    };
    match text.split_once('e') {
        Some((mantissa, exp)) => {
            let mantissa = if mantissa.contains('.') {
                mantissa.to_string()
            } else {
                format!("{mantissa}.0")
            };
            format!("{mantissa}{}{exp}", if ascii { "e" } else { "₁₀" })
        }
        None => text,
    }
}
