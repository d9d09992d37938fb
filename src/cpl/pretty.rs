//! Syntax tree to canonical CPL text, in the publication's glyphs or in ASCII; and a
//! readable, span-free dump of the tree (`attic parse --ast`).
//!
//! Canonical layout follows the listing: a blank line between definitions; a block's `§` on
//! the line after `value of` (or `then`), four columns in from the line that opened it, its
//! items aligned two columns further, the closing `§` at the end of the last item. A
//! conditional whose last arm would run past [`WIDTH`] columns goes on under its test.
//! Only the parentheses precedence needs are printed, plus one pair round a conditional that
//! is an argument or a tuple element (where a reader might take its comma for the list's).
//! Comments are not part of the tree and are not printed.

use std::fmt::Write as _;

use super::ast::*;
use super::spelling;

/// Lines longer than this are broken after a conditional's comma when possible.
pub const WIDTH: usize = 96;

/// Which way glyphs are spelled on output.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Spelling {
    /// The publication's glyphs: `§ → ∞ ∧ σ Φ`.
    #[default]
    Unicode,
    /// The ASCII spellings: `$( -> inf /\ sigma Phi`.
    Ascii,
}

/// A whole program in canonical form, ending with a newline.
pub fn program_to_string(program: &Program, spelling: Spelling) -> String {
    let mut w = Writer::new(spelling);
    for (i, d) in program.definitions.iter().enumerate() {
        if i > 0 {
            w.text("\n\n");
        }
        w.definition(d);
    }
    if !program.definitions.is_empty() {
        w.text("\n");
    }
    w.out
}

/// One expression in canonical form (blocks inside it still take several lines).
pub fn expr_to_string(expr: &Expr, spelling: Spelling) -> String {
    let mut w = Writer::new(spelling);
    w.expr(expr, CONDITIONAL, 0);
    w.out
}

// Precedence levels, loosest first (the grammar's table, turned upside down).
/// `e where ...`: the loosest; parenthesised anywhere but a whole body, value or result.
const WHERE: u8 = 0;
const CONDITIONAL: u8 = 1;
const RELATION: u8 = 2;
const SUM: u8 = 3;
const EQUIV: u8 = 4;
const DISJ: u8 = 5;
const CONJ: u8 = 6;
const PRODUCT: u8 = 7;
const PREFIX: u8 = 8;
const ATOM: u8 = 9;

fn binary_level(op: BinaryOp) -> u8 {
    match op {
        BinaryOp::Eq | BinaryOp::Ne | BinaryOp::Lt | BinaryOp::Gt | BinaryOp::Le | BinaryOp::Ge => {
            RELATION
        }
        BinaryOp::Add | BinaryOp::Sub => SUM,
        BinaryOp::Equiv => EQUIV,
        BinaryOp::Or => DISJ,
        BinaryOp::And => CONJ,
        BinaryOp::Mul | BinaryOp::Div => PRODUCT,
    }
}

/// The glyph of a binary operator, and its ASCII spelling.
pub fn binary_symbol(op: BinaryOp, spelling: Spelling) -> &'static str {
    let (glyph, ascii) = match op {
        BinaryOp::And => ("∧", "/\\"),
        BinaryOp::Or => ("∨", "\\/"),
        BinaryOp::Equiv => ("≡", "=="),
        BinaryOp::Add => ("+", "+"),
        BinaryOp::Sub => ("-", "-"),
        BinaryOp::Mul => ("×", "*"),
        BinaryOp::Div => ("/", "/"),
        BinaryOp::Eq => ("=", "="),
        BinaryOp::Ne => ("≠", "~="),
        BinaryOp::Lt => ("<", "<"),
        BinaryOp::Gt => (">", ">"),
        BinaryOp::Le => ("≤", "<="),
        BinaryOp::Ge => ("≥", ">="),
    };
    pick(spelling, glyph, ascii)
}

/// The glyph of a prefix operator, and its ASCII spelling (`not` is followed by a space).
pub fn unary_symbol(op: UnaryOp, spelling: Spelling) -> &'static str {
    match op {
        UnaryOp::Neg => "-",
        UnaryOp::Not => "~",
        UnaryOp::LogicalNot => pick(spelling, "¬", "not "),
    }
}

fn pick(spelling: Spelling, glyph: &'static str, ascii: &'static str) -> &'static str {
    match spelling {
        Spelling::Unicode => glyph,
        Spelling::Ascii => ascii,
    }
}

/// The small names of a juxtaposition (`σs`), when `expr` is one: a small name, or a product
/// of such a chain (on the left) and a small name (on the right).
fn juxtaposed(expr: &Expr) -> Option<Vec<&str>> {
    match &expr.kind {
        ExprKind::Name(n) if is_small_name(n) => Some(vec![n.as_str()]),
        ExprKind::Binary {
            op: BinaryOp::Mul,
            lhs,
            rhs,
        } => {
            let mut names = juxtaposed(lhs)?;
            match &rhs.kind {
                ExprKind::Name(n) if is_small_name(n) => {
                    names.push(n);
                    Some(names)
                }
                _ => None,
            }
        }
        _ => None,
    }
}

fn is_small_name(text: &str) -> bool {
    let mut chars = text.chars();
    matches!((chars.next(), chars.next()), (Some(c), None) if spelling::is_small_letter(c))
}

fn level(expr: &Expr) -> u8 {
    match &expr.kind {
        ExprKind::Conditional { .. } => CONDITIONAL,
        ExprKind::Where { .. } => WHERE,
        ExprKind::Binary { op, .. } => {
            if juxtaposed(expr).is_some() {
                ATOM
            } else {
                binary_level(*op)
            }
        }
        ExprKind::Unary { .. } => PREFIX,
        _ => ATOM,
    }
}

struct Writer {
    out: String,
    spelling: Spelling,
    /// Whether long conditionals may break (off when measuring, which keeps printing linear).
    wrap: bool,
}

impl Writer {
    fn new(spelling: Spelling) -> Writer {
        Writer {
            out: String::new(),
            spelling,
            wrap: true,
        }
    }

    fn text(&mut self, s: &str) {
        self.out.push_str(s);
    }

    fn ascii(&self) -> bool {
        self.spelling == Spelling::Ascii
    }

    /// The column the next character lands in (0-based, in characters).
    fn column(&self) -> usize {
        let line = self.out.rsplit('\n').next().unwrap_or("");
        line.chars().count()
    }

    fn newline(&mut self, indent: usize) {
        self.out.push('\n');
        self.out.extend(std::iter::repeat_n(' ', indent));
    }

    fn name(&mut self, text: &str) {
        let spelled = spelling::spell_name(text, self.ascii());
        self.text(&spelled);
    }

    fn definition(&mut self, d: &Definition) {
        self.name(&d.name.text);
        if let Some(params) = &d.params {
            self.text("(");
            for (i, p) in params.iter().enumerate() {
                if i > 0 {
                    self.text(", ");
                }
                self.name(&p.text);
            }
            self.text(")");
        }
        self.text(" =");
        // A body too long for the line starts on the next one, four columns in.
        let mut probe = Writer::new(self.spelling);
        probe.wrap = false;
        probe.whole(&d.body, 0);
        let first_line = probe.out.split('\n').next().unwrap_or("").chars().count();
        if self.column() + 1 + first_line > WIDTH {
            self.newline(4);
        } else {
            self.text(" ");
        }
        self.whole(&d.body, 0);
    }

    /// A whole definition body, `let` value or `result is`: a `where` stands there bare.
    fn whole(&mut self, expr: &Expr, indent: usize) {
        if level(expr) == WHERE {
            self.expr(expr, WHERE, indent);
        } else {
            self.after_equals(expr, indent);
        }
    }

    fn pattern(&mut self, pattern: &Pattern) {
        match pattern {
            Pattern::Name(n) => self.name(&n.text),
            Pattern::Tuple(names, _) => {
                self.text("(");
                for (i, n) in names.iter().enumerate() {
                    if i > 0 {
                        self.text(", ");
                    }
                    self.name(&n.text);
                }
                self.text(")");
            }
        }
    }

    /// What follows `then` or `do`, or a command standing as an item (`lead` is the space
    /// before a command that is not a block).
    fn command(&mut self, command: &Command, indent: usize, lead: &str) {
        match command {
            Command::Call { name, args, .. } => {
                self.text(lead);
                self.name(&name.text);
                if !args.is_empty() {
                    self.list(args, indent);
                }
            }
            Command::Block(block) => self.block(block, indent),
            Command::Assign { target, value, .. } => {
                self.text(lead);
                self.pattern(target);
                self.text(" := ");
                self.after_equals(value, indent);
            }
            Command::While { test, body, .. } => {
                self.text(lead);
                self.text("while ");
                self.expr(test, CONDITIONAL, indent);
                self.text(" do");
                self.command(body, indent, " ");
            }
        }
    }

    /// What follows `Name =` or `let x =`: a comparison there is parenthesised, so that two
    /// `=` never stand in one line unbracketed.
    fn after_equals(&mut self, expr: &Expr, indent: usize) {
        let min = if level(expr) == RELATION {
            SUM
        } else {
            CONDITIONAL
        };
        self.expr(expr, min, indent);
    }

    /// Prints `expr` where an expression of at least `min` level may stand; `indent` is where
    /// the current line's item starts, for blocks opened on it.
    fn expr(&mut self, expr: &Expr, min: u8, indent: usize) {
        if level(expr) < min {
            self.text("(");
            self.expr_bare(expr, indent);
            self.text(")");
        } else {
            self.expr_bare(expr, indent);
        }
    }

    fn expr_bare(&mut self, expr: &Expr, indent: usize) {
        if let Some(names) = juxtaposed(expr) {
            self.juxtaposition(&names);
            return;
        }
        match &expr.kind {
            ExprKind::Int(n) => {
                let _ = write!(self.out, "{n}");
            }
            ExprKind::Infinity => self.text(pick(self.spelling, "∞", "inf")),
            ExprKind::Bool(b) => self.text(if *b { "true" } else { "false" }),
            ExprKind::Nil => self.text("NIL"),
            ExprKind::Name(n) => self.name(n),
            ExprKind::Tuple(items) => self.list(items, indent),
            ExprKind::Apply { function, args } => {
                self.name(&function.text);
                self.list(args, indent);
            }
            ExprKind::Unary { op, operand } => {
                self.text(unary_symbol(*op, self.spelling));
                self.expr(operand, PREFIX, indent);
            }
            ExprKind::Binary { op, lhs, rhs } => {
                let level = binary_level(*op);
                // Relations do not chain, so both sides sit one level tighter.
                let left = if level == RELATION { SUM } else { level };
                self.expr(lhs, left, indent);
                self.text(" ");
                self.text(binary_symbol(*op, self.spelling));
                self.text(" ");
                self.expr(rhs, level + 1, indent);
            }
            ExprKind::Conditional {
                test,
                then,
                otherwise,
            } => {
                // The listing's style: a comparison under test is parenthesised, and a last
                // arm that does not fit goes on the next line, under the test.
                let test_column = self.column();
                self.expr(test, SUM, indent);
                self.text(pick(self.spelling, " → ", " -> "));
                self.expr(then, RELATION, indent);
                self.text(",");
                let first_line = if self.wrap {
                    let mut probe = Writer::new(self.spelling);
                    probe.wrap = false;
                    probe.expr(otherwise, CONDITIONAL, indent);
                    probe.out.split('\n').next().unwrap_or("").chars().count()
                } else {
                    0
                };
                if self.wrap && self.column() + 1 + first_line > WIDTH {
                    self.newline(test_column);
                } else {
                    self.text(" ");
                }
                self.expr(otherwise, CONDITIONAL, indent);
            }
            ExprKind::ValueOf(block) => {
                self.text("value of");
                self.block(block, indent);
            }
            ExprKind::Where { body, definitions } => {
                self.expr(body, CONDITIONAL, indent);
                for (i, d) in definitions.iter().enumerate() {
                    self.text(if i == 0 { " where " } else { " and " });
                    self.pattern(&d.pattern);
                    self.text(" = ");
                    self.after_equals(&d.value, indent);
                }
            }
        }
    }

    /// `(a, b, ...)`; a conditional element gets its own parentheses.
    fn list(&mut self, items: &[Expr], indent: usize) {
        self.text("(");
        for (i, item) in items.iter().enumerate() {
            if i > 0 {
                self.text(", ");
            }
            self.expr(item, RELATION, indent);
        }
        self.text(")");
    }

    /// Small names side by side; separated by spaces when run together they would read
    /// differently (`p i` is not `pi`, `i s` is not `is`) or are spelled out (`sigma s`).
    fn juxtaposition(&mut self, names: &[&str]) {
        let spelled: Vec<String> = names
            .iter()
            .map(|n| spelling::spell_name(n, self.ascii()))
            .collect();
        let joined = spelled.concat();
        let letters: Vec<char> = names.iter().filter_map(|n| n.chars().next()).collect();
        let reads_back =
            !spelling::is_reserved(&joined) && spelling::split_word(&joined) == letters;
        let spelled_out = spelled.iter().any(|s| s.chars().count() > 1);
        if reads_back && !spelled_out {
            self.text(&joined);
        } else {
            self.text(&spelled.join(" "));
        }
    }

    /// `§ item ... §` on the next line, four columns in from `indent`.
    fn block(&mut self, block: &Block, indent: usize) {
        let open = pick(self.spelling, "§ ", "$( ");
        let items_at = indent + 4 + open.chars().count();
        self.newline(indent + 4);
        self.text(open);
        for (i, item) in block.items.iter().enumerate() {
            if i > 0 {
                self.newline(items_at);
            }
            self.item(item, items_at);
        }
        self.text(pick(self.spelling, " §", " $)"));
    }

    fn item(&mut self, item: &BlockItem, indent: usize) {
        match item {
            BlockItem::Let { pattern, value, .. } => {
                self.text("let ");
                self.pattern(pattern);
                self.text(" = ");
                self.whole(value, indent);
            }
            BlockItem::If { test, then, .. } => {
                self.text("if ");
                self.expr(test, CONDITIONAL, indent);
                self.text(" then");
                self.command(then, indent, " ");
            }
            BlockItem::ResultIs { value, .. } => {
                self.text("result is ");
                if level(value) == WHERE {
                    self.expr(value, WHERE, indent);
                } else {
                    self.expr(value, CONDITIONAL, indent);
                }
            }
            BlockItem::Command(command) => self.command(command, indent, ""),
        }
    }
}

// ---------------------------------------------------------------------------------------------
// The tree as an indented outline, without spans

/// One line per node, children indented by two spaces; roles in a conditional are labelled
/// (`test`, `then`, `else`). Names and operators appear in glyph form.
pub fn dump(program: &Program) -> String {
    let mut out = String::new();
    for d in &program.definitions {
        out.push_str("definition ");
        out.push_str(&d.name.text);
        if let Some(params) = &d.params {
            let names: Vec<&str> = params.iter().map(|p| p.text.as_str()).collect();
            let _ = write!(out, "({})", names.join(", "));
        }
        out.push('\n');
        dump_expr(&mut out, &d.body, 1, "");
    }
    out
}

/// The dump of one expression.
pub fn dump_expression(expr: &Expr) -> String {
    let mut out = String::new();
    dump_expr(&mut out, expr, 0, "");
    out
}

fn line(out: &mut String, depth: usize, role: &str, text: &str) {
    out.extend(std::iter::repeat_n("  ", depth));
    out.push_str(role);
    out.push_str(text);
    out.push('\n');
}

fn dump_expr(out: &mut String, expr: &Expr, depth: usize, role: &str) {
    let u = Spelling::Unicode;
    match &expr.kind {
        ExprKind::Int(n) => line(out, depth, role, &format!("int {n}")),
        ExprKind::Infinity => line(out, depth, role, "∞"),
        ExprKind::Bool(b) => line(out, depth, role, if *b { "true" } else { "false" }),
        ExprKind::Nil => line(out, depth, role, "NIL"),
        ExprKind::Name(n) => line(out, depth, role, &format!("name {n}")),
        ExprKind::Tuple(items) => {
            line(out, depth, role, &format!("tuple of {}", items.len()));
            items.iter().for_each(|e| dump_expr(out, e, depth + 1, ""));
        }
        ExprKind::Apply { function, args } => {
            line(out, depth, role, &format!("apply {}", function.text));
            args.iter().for_each(|e| dump_expr(out, e, depth + 1, ""));
        }
        ExprKind::Unary { op, operand } => {
            line(out, depth, role, unary_symbol(*op, u));
            dump_expr(out, operand, depth + 1, "");
        }
        ExprKind::Binary { op, lhs, rhs } => {
            line(out, depth, role, binary_symbol(*op, u));
            dump_expr(out, lhs, depth + 1, "");
            dump_expr(out, rhs, depth + 1, "");
        }
        ExprKind::Conditional {
            test,
            then,
            otherwise,
        } => {
            line(out, depth, role, "→");
            dump_expr(out, test, depth + 1, "test ");
            dump_expr(out, then, depth + 1, "then ");
            dump_expr(out, otherwise, depth + 1, "else ");
        }
        ExprKind::ValueOf(block) => {
            line(out, depth, role, "value of");
            dump_block(out, block, depth + 1);
        }
        ExprKind::Where { body, definitions } => {
            line(out, depth, role, "where");
            dump_expr(out, body, depth + 1, "body ");
            for d in definitions {
                line(
                    out,
                    depth + 1,
                    "",
                    &format!("{} =", pattern_text(&d.pattern)),
                );
                dump_expr(out, &d.value, depth + 2, "");
            }
        }
    }
}

fn pattern_text(pattern: &Pattern) -> String {
    match pattern {
        Pattern::Name(n) => n.text.clone(),
        Pattern::Tuple(names, _) => {
            let names: Vec<&str> = names.iter().map(|n| n.text.as_str()).collect();
            format!("({})", names.join(", "))
        }
    }
}

fn dump_command(out: &mut String, command: &Command, depth: usize, role: &str) {
    match command {
        Command::Call { name, args, .. } => {
            line(out, depth, role, &format!("command {}", name.text));
            args.iter().for_each(|e| dump_expr(out, e, depth + 1, ""));
        }
        Command::Block(b) => {
            line(out, depth, role, "block");
            dump_block(out, b, depth + 1);
        }
        Command::Assign { target, value, .. } => {
            line(out, depth, role, &format!("{} :=", pattern_text(target)));
            dump_expr(out, value, depth + 1, "");
        }
        Command::While { test, body, .. } => {
            line(out, depth, role, "while");
            dump_expr(out, test, depth + 1, "test ");
            dump_command(out, body, depth + 1, "do ");
        }
    }
}

fn dump_block(out: &mut String, block: &Block, depth: usize) {
    for item in &block.items {
        match item {
            BlockItem::Let { pattern, value, .. } => {
                line(out, depth, "", &format!("let {} =", pattern_text(pattern)));
                dump_expr(out, value, depth + 1, "");
            }
            BlockItem::If { test, then, .. } => {
                line(out, depth, "", "if");
                dump_expr(out, test, depth + 1, "test ");
                dump_command(out, then, depth + 1, "then ");
            }
            BlockItem::ResultIs { value, .. } => {
                line(out, depth, "", "result is");
                dump_expr(out, value, depth + 1, "");
            }
            BlockItem::Command(command) => dump_command(out, command, depth, ""),
        }
    }
}
