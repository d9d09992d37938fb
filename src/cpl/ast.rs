//! The CPL syntax tree: what the parser builds, the printer prints, the interpreter runs and
//! the translator turns into Rust.
//!
//! Every node carries the span of the source it came from. Equality of trees (the
//! parse(print(ast)) == ast property) ignores spans: see [`Program::same_shape`] — spans differ
//! between a text and its reprint, the tree must not.

pub use super::runtime::ops::{BinaryOp, UnaryOp};
pub use crate::diagnostic::Span;

/// A whole program: definitions one after another.
#[derive(Debug, Clone)]
pub struct Program {
    pub definitions: Vec<Definition>,
}

/// `Name(p1, ..., pn) = body` or `Name = body` (then `params` is `None`).
#[derive(Debug, Clone)]
pub struct Definition {
    pub name: Name,
    pub params: Option<Vec<Name>>,
    pub body: Expr,
    pub span: Span,
}

/// A small name (one lower-case Latin or Greek letter: `s`, `σ`) or a large name (a capital,
/// then letters and digits: `Xk`, `Φ`, `LastRows`).
#[derive(Debug, Clone)]
pub struct Name {
    pub text: String,
    pub span: Span,
}

#[derive(Debug, Clone)]
pub struct Expr {
    pub kind: ExprKind,
    pub span: Span,
}

#[derive(Debug, Clone)]
pub enum ExprKind {
    /// An unsigned integer literal.
    Int(i64),
    /// `∞` (ASCII `inf`).
    Infinity,
    /// `true` / `false`.
    Bool(bool),
    /// `NIL`.
    Nil,
    /// A name: a parameter, a `let`-bound name, a definition or a builtin.
    Name(String),
    /// `(a, b, ...)` with two or more elements. `(a)` is grouping and leaves no node.
    Tuple(Vec<Expr>),
    /// `F(a, b, ...)`: application of a named function.
    Apply { function: Name, args: Vec<Expr> },
    /// `-e`, `~e`, `¬e`.
    Unary { op: UnaryOp, operand: Box<Expr> },
    /// `a op b`; juxtaposed small names (`σs`) are `Mul`.
    Binary {
        op: BinaryOp,
        lhs: Box<Expr>,
        rhs: Box<Expr>,
    },
    /// `test → then, otherwise`: only one arm is evaluated.
    Conditional {
        test: Box<Expr>,
        then: Box<Expr>,
        otherwise: Box<Expr>,
    },
    /// `value of § ... §`: the block's `result is` gives the value.
    ValueOf(Block),
    /// `body where x = e and (a, b) = f`: definitions after an expression (CPL 1963). The
    /// definitions are simultaneous: each value is evaluated where the `where` stands, then
    /// every name is bound for `body`.
    Where {
        body: Box<Expr>,
        definitions: Vec<WhereDefinition>,
    },
}

/// One definition of a `where`: `x = e` or `(a, b) = e`.
#[derive(Debug, Clone)]
pub struct WhereDefinition {
    pub pattern: Pattern,
    pub value: Expr,
    pub span: Span,
}

/// `§ ... §`: a sequence of items; in a `value of` block the last that runs is `result is`.
#[derive(Debug, Clone)]
pub struct Block {
    pub items: Vec<BlockItem>,
    pub span: Span,
}

#[derive(Debug, Clone)]
pub enum BlockItem {
    /// `let x = e` or `let (a, b, ...) = e`.
    Let {
        pattern: Pattern,
        value: Expr,
        span: Span,
    },
    /// `if e then command`.
    If {
        test: Expr,
        then: Command,
        span: Span,
    },
    /// `result is e`.
    ResultIs { value: Expr, span: Span },
    /// A command standing as an item: an assignment or a `while` loop.
    Command(Command),
}

/// What `if ... then` does: a named command (`Resign`, possibly applied to arguments) or a
/// command block.
#[derive(Debug, Clone)]
pub enum Command {
    Call {
        name: Name,
        args: Vec<Expr>,
        span: Span,
    },
    Block(Block),
    /// `x := e` or `(a, b) := e`: assigns variables (a `let` name or a parameter); a tuple
    /// assignment evaluates the whole right-hand side first, then assigns every name.
    Assign {
        target: Pattern,
        value: Expr,
        span: Span,
    },
    /// `while e do command`: runs the command while the test is true.
    While {
        test: Expr,
        body: Box<Command>,
        span: Span,
    },
}

/// The left-hand side of a `let`, a `where` definition or an assignment.
#[derive(Debug, Clone)]
pub enum Pattern {
    Name(Name),
    /// `(a, b, ...)`: binds the elements of a tuple of the same length.
    Tuple(Vec<Name>, Span),
}

impl Program {
    /// Structural equality, ignoring spans.
    pub fn same_shape(&self, other: &Program) -> bool {
        format!("{:?}", strip(self)) == format!("{:?}", strip(other))
    }
}

impl Expr {
    /// Structural equality, ignoring spans.
    pub fn same_shape(&self, other: &Expr) -> bool {
        format!("{:?}", strip_expression(self)) == format!("{:?}", strip_expression(other))
    }
}

/// A copy of an expression with every span zeroed.
pub fn strip_expression(expr: &Expr) -> Expr {
    let mut e = expr.clone();
    strip_expr(&mut e);
    e
}

/// A copy of the tree with every span zeroed, for comparisons and span-free AST dumps.
pub fn strip(program: &Program) -> Program {
    let mut p = program.clone();
    p.definitions.iter_mut().for_each(strip_definition);
    p
}

fn strip_definition(d: &mut Definition) {
    d.span = Span::default();
    d.name.span = Span::default();
    d.params
        .iter_mut()
        .flatten()
        .for_each(|n| n.span = Span::default());
    strip_expr(&mut d.body);
}

fn strip_expr(e: &mut Expr) {
    e.span = Span::default();
    match &mut e.kind {
        ExprKind::Int(_)
        | ExprKind::Infinity
        | ExprKind::Bool(_)
        | ExprKind::Nil
        | ExprKind::Name(_) => {}
        ExprKind::Tuple(items) => items.iter_mut().for_each(strip_expr),
        ExprKind::Apply { function, args } => {
            function.span = Span::default();
            args.iter_mut().for_each(strip_expr);
        }
        ExprKind::Unary { operand, .. } => strip_expr(operand),
        ExprKind::Binary { lhs, rhs, .. } => {
            strip_expr(lhs);
            strip_expr(rhs);
        }
        ExprKind::Conditional {
            test,
            then,
            otherwise,
        } => {
            strip_expr(test);
            strip_expr(then);
            strip_expr(otherwise);
        }
        ExprKind::ValueOf(block) => strip_block(block),
        ExprKind::Where { body, definitions } => {
            strip_expr(body);
            for d in definitions {
                d.span = Span::default();
                strip_pattern(&mut d.pattern);
                strip_expr(&mut d.value);
            }
        }
    }
}

fn strip_pattern(pattern: &mut Pattern) {
    match pattern {
        Pattern::Name(n) => n.span = Span::default(),
        Pattern::Tuple(names, s) => {
            *s = Span::default();
            names.iter_mut().for_each(|n| n.span = Span::default());
        }
    }
}

fn strip_block(b: &mut Block) {
    b.span = Span::default();
    for item in &mut b.items {
        match item {
            BlockItem::Let {
                pattern,
                value,
                span,
            } => {
                *span = Span::default();
                strip_pattern(pattern);
                strip_expr(value);
            }
            BlockItem::If { test, then, span } => {
                *span = Span::default();
                strip_expr(test);
                strip_command(then);
            }
            BlockItem::ResultIs { value, span } => {
                *span = Span::default();
                strip_expr(value);
            }
            BlockItem::Command(command) => strip_command(command),
        }
    }
}

fn strip_command(c: &mut Command) {
    match c {
        Command::Call { name, args, span } => {
            *span = Span::default();
            name.span = Span::default();
            args.iter_mut().for_each(strip_expr);
        }
        Command::Block(b) => strip_block(b),
        Command::Assign {
            target,
            value,
            span,
        } => {
            *span = Span::default();
            strip_pattern(target);
            strip_expr(value);
        }
        Command::While { test, body, span } => {
            *span = Span::default();
            strip_expr(test);
            strip_command(body);
        }
    }
}
