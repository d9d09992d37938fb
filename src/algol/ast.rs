//! The ALGOL 60 syntax tree: what the parser builds, the printer prints and the resolver
//! compiles for the interpreter.
//!
//! Every node carries the span of the source it came from. Equality of trees (the
//! parse(print(ast)) == ast property) ignores spans: see [`Program::same_shape`].

/// Declared types and binary operators are the arithmetic's, which translated programs share.
pub use super::runtime::arith::{BinaryOp, Type};
pub use crate::diagnostic::Span;

/// A whole program: one block or compound statement, possibly labelled.
#[derive(Debug, Clone)]
pub struct Program {
    pub body: Statement,
}

/// An identifier. `text` is the spelling with each run of white space made one space (the
/// printer shows it); `name` is what identifies it: spaces removed, and, when it contains a
/// Cyrillic letter, the Latin look-alike capitals A B C E H K M O P T X Y read as the Cyrillic
/// letters they look like.
#[derive(Debug, Clone)]
pub struct Ident {
    pub name: String,
    pub text: String,
    pub span: Span,
}

/// A label: an identifier or an unsigned integer (kept as its digits, `007` is `7`).
pub type Label = Ident;

#[derive(Debug, Clone)]
pub struct Statement {
    pub labels: Vec<Label>,
    pub kind: StatementKind,
    pub span: Span,
}

#[derive(Debug, Clone)]
pub enum StatementKind {
    /// The empty statement.
    Dummy,
    /// `v1 := v2 := ... := e`.
    Assign { targets: Vec<Variable>, value: Expr },
    /// `go to designational expression`.
    Goto(Expr),
    /// `P` or `P(a, b, ...)`.
    Call { name: Ident, args: Vec<Expr> },
    /// `begin S; S; ... end` without declarations.
    Compound {
        body: Vec<Statement>,
        end_comment: Option<String>,
    },
    /// `begin D; ...; S; ... end`.
    Block(Block),
    /// `if B then S` or `if B then S else S`.
    If {
        condition: Expr,
        then: Box<Statement>,
        otherwise: Option<Box<Statement>>,
    },
    /// `for V := list do S`.
    For {
        variable: Variable,
        elements: Vec<ForElement>,
        body: Box<Statement>,
    },
}

#[derive(Debug, Clone)]
pub struct Block {
    pub declarations: Vec<Declaration>,
    pub body: Vec<Statement>,
    pub end_comment: Option<String>,
}

#[derive(Debug, Clone)]
pub enum ForElement {
    /// `e`
    Single(Expr),
    /// `a step b until c`
    StepUntil {
        start: Expr,
        step: Expr,
        limit: Expr,
    },
    /// `e while b`
    While { value: Expr, condition: Expr },
}

/// A variable: `x` or `a[i, j]`.
#[derive(Debug, Clone)]
pub struct Variable {
    pub name: Ident,
    pub subscripts: Option<Vec<Expr>>,
    pub span: Span,
}

impl Type {
    pub fn word(self) -> &'static str {
        match self {
            Type::Integer => "integer",
            Type::Real => "real",
            Type::Boolean => "Boolean",
        }
    }
}

#[derive(Debug, Clone)]
pub enum Declaration {
    /// `own integer a, b`.
    Simple {
        own: bool,
        ty: Type,
        names: Vec<Ident>,
        span: Span,
    },
    /// `own real array a, b[1:n], c[0:1, 0:1]`; `ty` is real when not written.
    Array {
        own: bool,
        ty: Option<Type>,
        segments: Vec<ArraySegment>,
        span: Span,
    },
    /// `switch S := L1, L2, ...`.
    Switch {
        name: Ident,
        elements: Vec<Expr>,
        span: Span,
    },
    Procedure(Box<Procedure>),
}

#[derive(Debug, Clone)]
pub struct ArraySegment {
    pub names: Vec<Ident>,
    pub bounds: Vec<(Expr, Expr)>,
}

#[derive(Debug, Clone)]
pub struct Procedure {
    pub ty: Option<Type>,
    pub name: Ident,
    pub params: Vec<Ident>,
    pub values: Vec<Ident>,
    pub specs: Vec<Specification>,
    pub body: Statement,
    pub span: Span,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Specifier {
    String,
    Simple(Type),
    Array(Option<Type>),
    Procedure(Option<Type>),
    Label,
    Switch,
}

#[derive(Debug, Clone)]
pub struct Specification {
    pub specifier: Specifier,
    pub names: Vec<Ident>,
}

#[derive(Debug, Clone)]
pub struct Expr {
    pub kind: ExprKind,
    pub span: Span,
}

#[derive(Debug, Clone)]
pub enum ExprKind {
    /// An unsigned integer (also a numeric label in a designational expression).
    Int(i64),
    /// An unsigned real number.
    Real(f64),
    Bool(bool),
    Str(String),
    /// A variable, label, array, switch or procedure named on its own.
    Name(Ident),
    /// `a[i, j]`: an array element or a switch designator.
    Subscript {
        name: Ident,
        subscripts: Vec<Expr>,
    },
    /// `F(a, b)`: a function designator.
    Call {
        name: Ident,
        args: Vec<Expr>,
    },
    Unary {
        op: UnaryOp,
        operand: Box<Expr>,
    },
    Binary {
        op: BinaryOp,
        lhs: Box<Expr>,
        rhs: Box<Expr>,
    },
    /// `if b then e1 else e2` (arithmetic, Boolean or designational).
    If {
        condition: Box<Expr>,
        then: Box<Expr>,
        otherwise: Box<Expr>,
    },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UnaryOp {
    Plus,
    Minus,
    Not,
}

impl BinaryOp {
    /// Binding strength: higher binds tighter (Revised Report 3.3.1, 3.4.1).
    pub fn precedence(self) -> u8 {
        use BinaryOp::*;
        match self {
            Power => 9,
            Mul | Div | IntDiv => 8,
            Add | Sub => 7,
            Less | NotGreater | Equal | NotLess | Greater | NotEqual => 6,
            And => 4,
            Or => 3,
            Implies => 2,
            Equiv => 1,
        }
    }

    /// The glyph of the publication, or its ASCII spelling.
    pub fn symbol(self, ascii: bool) -> &'static str {
        use BinaryOp::*;
        match (self, ascii) {
            (Power, false) => "↑",
            (Power, true) => "^",
            (Mul, false) => "×",
            (Mul, true) => "*",
            (Div, _) => "/",
            (IntDiv, false) => "÷",
            (IntDiv, true) => "%",
            (Add, _) => "+",
            (Sub, _) => "-",
            (Less, _) => "<",
            (NotGreater, false) => "≤",
            (NotGreater, true) => "<=",
            (Equal, _) => "=",
            (NotLess, false) => "≥",
            (NotLess, true) => ">=",
            (Greater, _) => ">",
            (NotEqual, false) => "≠",
            (NotEqual, true) => "!=",
            (And, false) => "∧",
            (And, true) => "&",
            (Or, false) => "∨",
            (Or, true) => "|",
            (Implies, false) => "⊃",
            (Implies, true) => "=>",
            (Equiv, false) => "≡",
            (Equiv, true) => "==",
        }
    }
}

impl Program {
    /// True when the two trees are the same apart from spans.
    pub fn same_shape(&self, other: &Program) -> bool {
        strip_spans(&format!("{self:?}")) == strip_spans(&format!("{other:?}"))
    }
}

/// The Debug text of a tree with every `Span { start: .., end: .. }` removed: the shape of the
/// tree without its positions.
pub fn strip_spans(debug: &str) -> String {
    const MARK: &str = "Span { start: ";
    let mut out = String::with_capacity(debug.len());
    let mut rest = debug;
    while let Some(at) = rest.find(MARK) {
        out.push_str(&rest[..at]);
        let after = &rest[at..];
        match after.find('}') {
            Some(close) => rest = &after[close + 1..],
            None => {
                rest = after;
                break;
            }
        }
    }
    out.push_str(rest);
    out
}

/// The tree as indented text without spans: what `attic parse --ast` prints.
pub fn dump(program: &Program) -> String {
    let full = format!("{program:#?}");
    let mut out = String::with_capacity(full.len());
    let mut skipping: Option<usize> = None;
    for line in full.lines() {
        let indent = line.len() - line.trim_start().len();
        if let Some(level) = skipping {
            if indent == level && line.trim_start().starts_with('}') {
                skipping = None;
            }
            continue;
        }
        if line.trim_start() == "span: Span {" {
            skipping = Some(indent);
            continue;
        }
        out.push_str(line);
        out.push('\n');
    }
    out
}
