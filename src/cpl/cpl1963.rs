//! The 1963 rule for blocks, checked: "a block consists of one or more definitions followed by
//! one or more commands" (Barron, Buxton, Hartley, Nixon and Strachey, "The main features of
//! CPL", 1963, as Norvig quotes it). Strachey's 1966 listing does not keep it
//! (`ChosenPosition` has a definition, a command, then another definition), and attic's
//! parser accepts definitions anywhere in a block, as Norvig's translator did; this module
//! reports each place a program departs from the rule, without changing what it means.
//!
//! A definition is a `let`; a command is an `if ... then` or a `result is`. Every block is
//! checked, `value of` blocks and command blocks alike, at any depth.

use std::fmt::Write;

use super::ast::{Block, BlockItem, Command, Expr, ExprKind, Program, Span};
use crate::diagnostic::Source;

/// One definition that follows a command of its block.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Departure {
    /// The definition (of the program) the block belongs to.
    pub definition: String,
    /// The `let` that comes too late.
    pub late: Span,
    /// The first command of the block before it.
    pub command: Span,
    /// The block.
    pub block: Span,
}

/// Every departure from the rule, in the order of the text.
pub fn departures(program: &Program) -> Vec<Departure> {
    let mut out = Vec::new();
    for d in &program.definitions {
        expr(&d.name.text, &d.body, &mut out);
    }
    out.sort_by_key(|d| d.late.start);
    out
}

fn expr(name: &str, e: &Expr, out: &mut Vec<Departure>) {
    match &e.kind {
        ExprKind::Int(_)
        | ExprKind::Infinity
        | ExprKind::Bool(_)
        | ExprKind::Nil
        | ExprKind::Name(_) => {}
        ExprKind::Tuple(items) => items.iter().for_each(|i| expr(name, i, out)),
        ExprKind::Apply { args, .. } => args.iter().for_each(|a| expr(name, a, out)),
        ExprKind::Unary { operand, .. } => expr(name, operand, out),
        ExprKind::Binary { lhs, rhs, .. } => {
            expr(name, lhs, out);
            expr(name, rhs, out);
        }
        ExprKind::Conditional {
            test,
            then,
            otherwise,
        } => {
            expr(name, test, out);
            expr(name, then, out);
            expr(name, otherwise, out);
        }
        ExprKind::Where { body, definitions } => {
            expr(name, body, out);
            definitions.iter().for_each(|d| expr(name, &d.value, out));
        }
        ExprKind::ValueOf(b) => block(name, b, out),
    }
}

fn block(name: &str, b: &Block, out: &mut Vec<Departure>) {
    let mut first_command: Option<Span> = None;
    for item in &b.items {
        match item {
            BlockItem::Let { value, span, .. } => {
                if let Some(command) = first_command {
                    out.push(Departure {
                        definition: name.to_string(),
                        late: *span,
                        command,
                        block: b.span,
                    });
                }
                expr(name, value, out);
            }
            BlockItem::If { test, then, span } => {
                first_command.get_or_insert(*span);
                expr(name, test, out);
                command(name, then, out);
            }
            BlockItem::Command(c) => {
                let span = match c {
                    Command::Call { span, .. }
                    | Command::Assign { span, .. }
                    | Command::While { span, .. } => *span,
                    Command::Block(b) => b.span,
                };
                first_command.get_or_insert(span);
                command(name, c, out);
            }
            BlockItem::ResultIs { value, span } => {
                first_command.get_or_insert(*span);
                expr(name, value, out);
            }
        }
    }
}

/// The report `attic parse --cpl-1963` prints: each departure with its file, line and column,
/// the line and a caret under the `let`, then a count.
pub fn report(source: &Source, found: &[Departure]) -> String {
    let mut out = String::new();
    for d in found {
        let at = source.locate(d.late);
        let (cl, cc) = source.line_col(d.command.start);
        let (bl, bc) = source.line_col(d.block.start);
        let width = "let".len();
        let gutter = at.line.to_string().len();
        let _ = writeln!(
            out,
            "{}:{}:{}: in {}, a definition after a command: the block opened at {bl}:{bc} has the command at {cl}:{cc} before this `let`",
            at.file, at.line, at.col, d.definition
        );
        let lead: String = at
            .line_text
            .chars()
            .take(at.col - 1)
            .map(|c| if c == '\t' { '\t' } else { ' ' })
            .collect();
        let _ = writeln!(out, "{:>gutter$} | {}", at.line, at.line_text);
        let _ = writeln!(out, "{} | {lead}{}", " ".repeat(gutter), "^".repeat(width));
    }
    let _ = writeln!(
        out,
        "{} {} from the 1963 rule that a block's definitions come before its commands",
        found.len(),
        if found.len() == 1 {
            "departure"
        } else {
            "departures"
        }
    );
    out
}

fn command(name: &str, c: &Command, out: &mut Vec<Departure>) {
    match c {
        Command::Call { args, .. } => args.iter().for_each(|a| expr(name, a, out)),
        Command::Block(inner) => block(name, inner, out),
        Command::Assign { value, .. } => expr(name, value, out),
        Command::While { test, body, .. } => {
            expr(name, test, out);
            command(name, body, out);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cpl::parse_program;

    fn found(text: &str) -> Vec<(usize, usize)> {
        let source = Source::new("t.cpl", text);
        let program = parse_program(&source).unwrap();
        departures(&program)
            .iter()
            .map(|d| source.line_col(d.late.start))
            .collect()
    }

    #[test]
    fn a_let_after_a_command_is_reported_at_any_depth() {
        assert_eq!(found("F(x) = value of § let a = x\nresult is a §"), []);
        assert_eq!(
            found("F(x) = value of § if x then Resign\n let a = x\nresult is a §"),
            [(2, 2)]
        );
        // Inside a command block, and inside an expression of an item.
        assert_eq!(
            found("F(x) = value of § if x then § if x then Resign\nlet b = 1 §\nlet a = value of § if x then Resign\nlet c = 2\nresult is c §\nresult is a §"),
            [(2, 1), (3, 1), (4, 1)]
        );
    }
}
