//! Which reads of a name are its last: after them, on no path of evaluation is the same name
//! read again, and no loop around them runs them again. The translator moves a local there
//! instead of cloning it, so a list handed on to the next call costs no reference count and
//! the callee may extend it in place.
//!
//! Conservative by design, so that a move never meets a later read:
//! - names are matched by spelling, whatever they are bound to (an inner `let x` and an outer
//!   `x` are one name here), and no `let`, parameter or assignment ends a name's life;
//! - the arms of a conditional (and the command of an `if`) are alternatives: a read in one
//!   arm is last when nothing after the conditional reads the name, whatever the other arm
//!   reads;
//! - no read inside a `while` (test or body) is last;
//! - a `result is` or `Resign` that leaves a block early is taken as if the items after it
//!   could still run.
//!
//! The order is CPL's evaluation order, which the translator keeps in the code it writes:
//! operands and arguments left to right, a `where`'s definitions before its body, the items
//! of a block in turn.

use std::collections::HashSet;

use crate::cpl::ast::{Block, BlockItem, Command, Expr, ExprKind};

/// The `Name` nodes among `roots` (by address) that read their name for the last time.
pub(crate) fn last_reads<'e>(roots: impl IntoIterator<Item = &'e Expr>) -> HashSet<*const Expr> {
    let mut walk = Walk::default();
    for root in roots {
        walk.expr(root, &mut HashSet::new());
    }
    walk.last
}

#[derive(Default)]
struct Walk {
    last: HashSet<*const Expr>,
    /// How many `while` loops enclose the node being walked.
    loops: usize,
}

/// `read`: the names read after the node being walked (on some path); on return, the names
/// read from the node on.
type Read<'e> = HashSet<&'e str>;

impl Walk {
    fn expr<'e>(&mut self, e: &'e Expr, read: &mut Read<'e>) {
        match &e.kind {
            ExprKind::Int(_) | ExprKind::Infinity | ExprKind::Bool(_) | ExprKind::Nil => {}
            ExprKind::Name(name) => {
                if self.loops == 0 && !read.contains(name.as_str()) {
                    self.last.insert(e as *const Expr);
                }
                read.insert(name);
            }
            ExprKind::Tuple(items) => items.iter().rev().for_each(|i| self.expr(i, read)),
            ExprKind::Apply { function, args } => {
                // A variable applied (`F(x)`, a parameter holding a function) is read too:
                // counted as read before and after its arguments.
                read.insert(&function.text);
                args.iter().rev().for_each(|a| self.expr(a, read));
            }
            ExprKind::Unary { operand, .. } => self.expr(operand, read),
            ExprKind::Binary { lhs, rhs, .. } => {
                self.expr(rhs, read);
                self.expr(lhs, read);
            }
            ExprKind::Conditional {
                test,
                then,
                otherwise,
            } => {
                let mut other = read.clone();
                self.expr(then, read);
                self.expr(otherwise, &mut other);
                read.extend(other);
                self.expr(test, read);
            }
            ExprKind::ValueOf(block) => self.block(block, read),
            ExprKind::Where { body, definitions } => {
                self.expr(body, read);
                definitions
                    .iter()
                    .rev()
                    .for_each(|d| self.expr(&d.value, read));
            }
        }
    }

    fn block<'e>(&mut self, block: &'e Block, read: &mut Read<'e>) {
        for item in block.items.iter().rev() {
            match item {
                BlockItem::Let { value, .. } | BlockItem::ResultIs { value, .. } => {
                    self.expr(value, read)
                }
                BlockItem::If { test, then, .. } => {
                    // The command may not run: the test's reads come before either way.
                    let mut taken = read.clone();
                    self.command(then, &mut taken);
                    read.extend(taken);
                    self.expr(test, read);
                }
                BlockItem::Command(command) => self.command(command, read),
            }
        }
    }

    fn command<'e>(&mut self, command: &'e Command, read: &mut Read<'e>) {
        match command {
            Command::Call { args, .. } => args.iter().rev().for_each(|a| self.expr(a, read)),
            Command::Block(block) => self.block(block, read),
            Command::Assign { value, .. } => self.expr(value, read),
            Command::While { test, body, .. } => {
                self.loops += 1;
                self.command(body, read);
                self.expr(test, read);
                self.loops -= 1;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cpl::parse::parse_expr;
    use crate::diagnostic::Source;

    /// The reads that are last, as `name@offset`, in the order they are written.
    fn last(text: &str) -> Vec<String> {
        let e = parse_expr(&Source::new("test", text)).expect("parses");
        let last = last_reads([&e]);
        let mut found = Vec::new();
        names(&e, &mut |x: &Expr, name: &str| {
            if last.contains(&(x as *const Expr)) {
                found.push(format!("{name}@{}", x.span.start));
            }
        });
        found
    }

    /// Every `Name` node of `e`, in the order they are written.
    fn names(e: &Expr, visit: &mut dyn FnMut(&Expr, &str)) {
        match &e.kind {
            ExprKind::Name(name) => visit(e, name),
            ExprKind::Tuple(items) | ExprKind::Apply { args: items, .. } => {
                items.iter().for_each(|i| names(i, visit))
            }
            ExprKind::Unary { operand, .. } => names(operand, visit),
            ExprKind::Binary { lhs, rhs, .. } => {
                names(lhs, visit);
                names(rhs, visit);
            }
            ExprKind::Conditional {
                test,
                then,
                otherwise,
            } => {
                names(test, visit);
                names(then, visit);
                names(otherwise, visit);
            }
            ExprKind::ValueOf(block) => block_names(block, visit),
            ExprKind::Where { body, definitions } => {
                names(body, visit);
                definitions.iter().for_each(|d| names(&d.value, visit));
            }
            _ => {}
        }
    }

    fn block_names(b: &Block, visit: &mut dyn FnMut(&Expr, &str)) {
        for item in &b.items {
            match item {
                BlockItem::Let { value, .. } | BlockItem::ResultIs { value, .. } => {
                    names(value, visit)
                }
                BlockItem::If { test, then, .. } => {
                    names(test, visit);
                    command_names(then, visit);
                }
                BlockItem::Command(c) => command_names(c, visit),
            }
        }
    }

    fn command_names(c: &Command, visit: &mut dyn FnMut(&Expr, &str)) {
        match c {
            Command::Call { args, .. } => args.iter().for_each(|a| names(a, visit)),
            Command::Block(b) => block_names(b, visit),
            Command::Assign { value, .. } => names(value, visit),
            Command::While { test, body, .. } => {
                names(test, visit);
                command_names(body, visit);
            }
        }
    }

    #[test]
    fn only_the_last_read_of_a_name_is_last() {
        assert_eq!(last("F(L, L, M)"), ["L@5", "M@8"]);
        assert_eq!(last("Join(x, L) + Count(L)"), ["x@5", "L@19"]);
    }

    #[test]
    fn each_arm_of_a_conditional_may_hold_a_last_read() {
        // Both arms hand `l` on; the test's read of it is not last.
        assert_eq!(last("Null(l) -> F(l, a), G(l)"), ["l@13", "a@16", "l@22"]);
        // A read after the conditional makes neither arm's read last.
        assert_eq!(last("(p -> F(l), G(l)) + H(l)"), ["p@1", "l@22"]);
    }

    #[test]
    fn a_variable_applied_is_read() {
        assert_eq!(last("G(F) + F(x)"), ["x@9"]);
    }

    #[test]
    fn a_where_defines_before_its_body_reads() {
        // The definition's `x` is read first; the body's is the last.
        assert_eq!(last("F(x) where y = G(x)"), ["x@2"]);
    }

    #[test]
    fn a_command_that_may_not_run_leaves_the_test_before_it() {
        let text = "value of $( let L = F(a)\n if Null(L) then Resign\n result is G(L) $)";
        let (a, g) = (text.find("(a)").unwrap() + 1, text.rfind('L').unwrap());
        assert_eq!(last(text), [format!("a@{a}"), format!("L@{g}")]);
    }

    #[test]
    fn nothing_read_inside_a_loop_is_last() {
        let text = "value of $( let s = 0\n let i = 1\n while i <= n do $( s := s + F(L)\n i := i + 1 $)\n result is G(L, s) $)";
        let (l, s) = (text.rfind('L').unwrap(), text.rfind('s').unwrap());
        assert_eq!(last(text), [format!("L@{l}"), format!("s@{s}")]);
    }
}
