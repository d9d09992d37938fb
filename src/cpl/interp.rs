//! The CPL interpreter: a resolver that turns the syntax tree into slot-addressed code, and an
//! evaluator for that code.
//!
//! Resolution happens once, when a program is loaded: every name becomes a frame slot (a
//! parameter or a `let`), a definition (by index) or a builtin, so evaluation never looks a
//! name up by its text. A name that is neither becomes a node that fails when (and only when)
//! it is evaluated, with the name's position: the 1966 listing calls `Terminal`, which
//! Strachey never defined, yet its other functions run without it.
//!
//! Semantics the listing leaves open, as attic decides them:
//! - `let` bindings take effect in order; a later `let` of the same name shadows the earlier.
//! - `let (a, b, ...) = e` needs a tuple of exactly as many items: a length mismatch, or a
//!   value that is not a tuple, is a runtime error at the `let`.
//! - `a → b, c` evaluates only the arm its test chooses; the test must be a truth value.
//! - `∧` and `∨` on truth values stop after the left operand when it decides the result.
//! - `+` and `-` on two logicals follow the [`Reading`]; on numbers they are arithmetic
//!   (checked: overflow is an error); mixing a logical with anything else is a type error.
//! - `if e then Resign` ends the whole evaluation with [`Outcome::Resigned`].
//! - A definition without parameters (`Opening = ...`) is a constant, evaluated once, when
//!   first used; the host may override it ([`Interpreter::set_constant`]).
//! - When several programs are loaded together (the listing and the checkers prelude), an
//!   earlier program's definition of a name hides a later one's.
//!
//! Limits: each evaluation may nest at most `max_depth` calls of definitions and take at most
//! `max_steps` steps (a step is one application of a definition or a builtin). Deep
//! recursion never overflows the native stack: the evaluator grows its stack on demand.

use std::collections::HashMap;
use std::fmt;

use super::ast::{BinaryOp, Block, BlockItem, Command, Expr, ExprKind, Pattern, Program, UnaryOp};
use super::builtins::{self, Builtin};
use super::logical::Reading;
use super::value::Value;
use crate::diagnostic::{Diagnostic, Source, Span};

/// How an interpreter reads the program and how far it may go.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Options {
    /// How `+` and `-` read on two logicals.
    pub reading: Reading,
    /// The deepest nesting of calls of definitions one evaluation may reach.
    pub max_depth: usize,
    /// The most steps (applications of definitions or builtins) one evaluation may take.
    pub max_steps: u64,
}

impl Options {
    pub const DEFAULT_MAX_DEPTH: usize = 100_000;
    pub const DEFAULT_MAX_STEPS: u64 = 100_000_000;
}

impl Default for Options {
    fn default() -> Options {
        Options {
            reading: Reading::Set,
            max_depth: Options::DEFAULT_MAX_DEPTH,
            max_steps: Options::DEFAULT_MAX_STEPS,
        }
    }
}

/// How an evaluation ended, when it did not fail.
#[derive(Debug, Clone, PartialEq)]
pub enum Outcome {
    /// The value of the expression or call.
    Value(Value),
    /// The program gave up: `if ... then Resign` ran.
    Resigned,
}

impl Outcome {
    /// The value, unless the program resigned.
    pub fn value(self) -> Option<Value> {
        match self {
            Outcome::Value(v) => Some(v),
            Outcome::Resigned => None,
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Value(v) if f.alternate() => write!(f, "{v:#}"),
            Outcome::Value(v) => write!(f, "{v}"),
            Outcome::Resigned => f.write_str("Resign"),
        }
    }
}

/// What went wrong while evaluating.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ErrorKind {
    Undefined {
        name: String,
    },
    /// A name applied to arguments that is not a function.
    NotAFunction {
        name: String,
    },
    /// A function used as a value, without arguments.
    IsAFunction {
        name: String,
    },
    Arity {
        name: String,
        expected: usize,
        found: usize,
    },
    BadOperands {
        op: &'static str,
        needs: &'static str,
        left: &'static str,
        right: &'static str,
    },
    BadOperand {
        op: &'static str,
        needs: &'static str,
        found: &'static str,
    },
    BadArgument {
        function: String,
        position: usize,
        expected: &'static str,
        found: &'static str,
    },
    NotATruthValue {
        found: &'static str,
    },
    NotATuple {
        names: usize,
        found: &'static str,
    },
    TupleLength {
        names: usize,
        items: usize,
    },
    EmptyList {
        function: &'static str,
    },
    /// SingleDigitFrom of the zero word.
    NoDigit,
    Overflow {
        op: &'static str,
    },
    DivisionByZero,
    /// Arithmetic on infinities that has no value (`∞ - ∞`, `∞ × 2`).
    Infinite {
        op: &'static str,
    },
    /// A `value of` block ran out of items before a `result is`.
    NoResult,
    UnknownCommand {
        name: String,
    },
    /// A constant whose value needs itself.
    SelfDependent {
        name: String,
    },
    DepthLimit {
        limit: usize,
    },
    StepLimit {
        limit: u64,
    },
}

impl fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ErrorKind::Undefined { name } => write!(f, "undefined name `{name}`"),
            ErrorKind::NotAFunction { name } => {
                write!(
                    f,
                    "`{name}` is not a function: it cannot be applied to arguments"
                )
            }
            ErrorKind::IsAFunction { name } => {
                write!(f, "`{name}` is a function: apply it to arguments")
            }
            ErrorKind::Arity {
                name,
                expected,
                found,
            } => {
                let s = if *expected == 1 { "" } else { "s" };
                write!(f, "`{name}` takes {expected} argument{s}, not {found}")
            }
            ErrorKind::BadOperands {
                op,
                needs,
                left,
                right,
            } => write!(
                f,
                "type error: `{op}` needs {needs}, not {left} and {right}"
            ),
            ErrorKind::BadOperand { op, needs, found } => {
                write!(f, "type error: `{op}` needs {needs}, not {found}")
            }
            ErrorKind::BadArgument {
                function,
                position,
                expected,
                found,
            } => write!(
                f,
                "type error: argument {position} of {function} must be {expected}, not {found}"
            ),
            ErrorKind::NotATruthValue { found } => {
                write!(f, "type error: a test must be a truth value, not {found}")
            }
            ErrorKind::NotATuple { names, found } => {
                write!(f, "cannot bind {names} names to {found}: it is not a tuple")
            }
            ErrorKind::TupleLength { names, items } => {
                write!(f, "cannot bind {names} names to a tuple of {items} items")
            }
            ErrorKind::EmptyList { function } => {
                write!(f, "{function} of the empty list (NIL)")
            }
            ErrorKind::NoDigit => {
                f.write_str("SingleDigitFrom of the zero bit string, which has no 1 bit")
            }
            ErrorKind::Overflow { op } => write!(f, "integer overflow in `{op}`"),
            ErrorKind::DivisionByZero => f.write_str("division by zero"),
            ErrorKind::Infinite { op } => write!(f, "`{op}` has no value on these infinities"),
            ErrorKind::NoResult => f.write_str("the block ends without `result is`"),
            ErrorKind::UnknownCommand { name } => {
                write!(f, "unknown command `{name}` (the one command is Resign)")
            }
            ErrorKind::SelfDependent { name } => {
                write!(f, "the value of `{name}` depends on itself")
            }
            ErrorKind::DepthLimit { limit } => write!(
                f,
                "calls nested deeper than {limit}, the depth limit (raise it with --max-depth)"
            ),
            ErrorKind::StepLimit { limit } => write!(
                f,
                "more than {limit} steps, the step limit (raise it with --max-steps)"
            ),
        }
    }
}

/// A runtime error: what went wrong and where, with the diagnostic that shows the place.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RuntimeError {
    pub kind: ErrorKind,
    /// The place in its own source.
    pub span: Span,
    /// file:line:col, the line and a caret, and the message.
    pub diagnostic: Box<Diagnostic>,
}

impl fmt::Display for RuntimeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.kind)
    }
}

impl std::error::Error for RuntimeError {}

/// Why a set of programs could not be loaded together.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LoadErrorKind {
    /// One program defines a name twice.
    DuplicateDefinition { name: String },
    /// A definition names a parameter twice.
    DuplicateParameter { name: String },
    /// A name given to [`Interpreter::set_constant`] is not a constant of the program.
    NoSuchConstant { name: String },
}

impl fmt::Display for LoadErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadErrorKind::DuplicateDefinition { name } => write!(f, "`{name}` is defined twice"),
            LoadErrorKind::DuplicateParameter { name } => {
                write!(f, "parameter `{name}` is named twice")
            }
            LoadErrorKind::NoSuchConstant { name } => {
                write!(f, "`{name}` is not a constant of the program")
            }
        }
    }
}

/// A load error, with the diagnostic that shows the place (when there is one).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoadError {
    pub kind: LoadErrorKind,
    pub diagnostic: Option<Box<Diagnostic>>,
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.kind)
    }
}

impl std::error::Error for LoadError {}

/// A definition of the loaded programs, for [`Interpreter::call_function`] (saves the
/// look-up of the name on every call).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct FunctionId(u32);

// ---------------------------------------------------------------------------------------------
// Resolved code
//
// Spans in resolved code are "global": each loaded source occupies its own range of offsets
// (its base plus its local offsets), so an error finds its source without the evaluator
// tracking which program it is in.

#[derive(Debug)]
enum Node {
    Const(Value),
    Local(u32),
    Constant {
        def: u32,
        span: Span,
    },
    Tuple(Box<[Node]>),
    Call {
        def: u32,
        args: Box<[Node]>,
        span: Span,
    },
    Builtin {
        function: Builtin,
        args: Box<[Node]>,
        span: Span,
    },
    Unary {
        op: UnaryOp,
        operand: Box<Node>,
        span: Span,
    },
    Binary {
        op: BinaryOp,
        lhs: Box<Node>,
        rhs: Box<Node>,
        span: Span,
    },
    /// `Null(x)` of a leaf: the listing's commonest test.
    Null {
        leaf: Leaf,
        span: Span,
    },
    /// A binary operation on two leaves (`s = 5`, `Φ ∧ K`, `σs`): the commonest shape, given
    /// its own small evaluator.
    BinaryLeaves {
        op: BinaryOp,
        a: Leaf,
        b: Leaf,
        span: Span,
    },
    Conditional {
        test: Box<Node>,
        then: Box<Node>,
        otherwise: Box<Node>,
        test_span: Span,
    },
    Block {
        items: Box<[Item]>,
        span: Span,
    },
    /// A name that cannot be evaluated (undefined, or a function without its arguments): the
    /// error is raised when the node is reached.
    Fail {
        kind: ErrorKind,
        span: Span,
    },
}

/// An operand that needs no evaluation: a local or a constant.
#[derive(Debug)]
enum Leaf {
    Local(u32),
    Const(Value),
}

impl Leaf {
    fn of(node: &Node) -> Option<Leaf> {
        match node {
            Node::Local(slot) => Some(Leaf::Local(*slot)),
            Node::Const(v) => Some(Leaf::Const(v.clone())),
            _ => None,
        }
    }
}

#[derive(Debug)]
enum Item {
    Let {
        slot: u32,
        value: Node,
    },
    LetTuple {
        slots: Box<[u32]>,
        value: Node,
        span: Span,
    },
    /// `let (a, l) = Next(L)`: binds the head and the tail without building the pair.
    LetNext {
        head: u32,
        tail: u32,
        list: Node,
        span: Span,
    },
    If {
        test: Node,
        test_span: Span,
        then: Cmd,
    },
    Result(Node),
}

#[derive(Debug)]
enum Cmd {
    Resign,
    Fail { kind: ErrorKind, span: Span },
    Block(Box<[Item]>),
}

#[derive(Debug)]
struct Definition {
    name: String,
    /// `None` for a constant (`Name = body`).
    params: Option<usize>,
    body: Node,
    span: Span,
}

#[derive(Debug, Default)]
struct Code {
    definitions: Vec<Definition>,
}

struct Unit {
    source: Source,
    base: usize,
}

// ---------------------------------------------------------------------------------------------
// Resolver

struct Resolver<'a> {
    names: &'a HashMap<String, u32>,
    params: &'a [Option<usize>],
    base: usize,
    /// The locals in scope, innermost last.
    scope: Vec<(String, u32)>,
    next_slot: u32,
}

impl<'a> Resolver<'a> {
    fn new(names: &'a HashMap<String, u32>, params: &'a [Option<usize>], base: usize) -> Self {
        Resolver {
            names,
            params,
            base,
            scope: Vec::new(),
            next_slot: 0,
        }
    }

    fn span(&self, span: Span) -> Span {
        Span::new(span.start + self.base, span.end + self.base)
    }

    fn bind(&mut self, name: &str) -> u32 {
        let slot = self.next_slot;
        self.next_slot += 1;
        self.scope.push((name.to_string(), slot));
        slot
    }

    fn local(&self, name: &str) -> Option<u32> {
        self.scope
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .map(|&(_, slot)| slot)
    }

    fn expr(&mut self, e: &Expr) -> Node {
        stacker::maybe_grow(RED_ZONE, STACK_CHUNK, || self.expr_inner(e))
    }

    fn expr_inner(&mut self, e: &Expr) -> Node {
        let span = self.span(e.span);
        match &e.kind {
            ExprKind::Int(n) => Node::Const(Value::Int(*n)),
            ExprKind::Infinity => Node::Const(Value::Infinity { positive: true }),
            ExprKind::Bool(b) => Node::Const(Value::Bool(*b)),
            ExprKind::Nil => Node::Const(Value::Nil),
            ExprKind::Name(name) => self.name(name, span),
            ExprKind::Tuple(items) => Node::Tuple(items.iter().map(|i| self.expr(i)).collect()),
            ExprKind::Apply { function, args } => {
                let name = function.text.as_str();
                let name_span = self.span(function.span);
                let fail = |kind| Node::Fail {
                    kind,
                    span: name_span,
                };
                let not_a_function = || {
                    fail(ErrorKind::NotAFunction {
                        name: name.to_string(),
                    })
                };
                let arity = |expected: usize| {
                    fail(ErrorKind::Arity {
                        name: name.to_string(),
                        expected,
                        found: args.len(),
                    })
                };
                if self.local(name).is_some() {
                    return not_a_function();
                }
                if let Some(&def) = self.names.get(name) {
                    return match self.params[def as usize] {
                        Some(n) if n == args.len() => Node::Call {
                            def,
                            args: args.iter().map(|a| self.expr(a)).collect(),
                            span,
                        },
                        Some(n) => arity(n),
                        None => not_a_function(),
                    };
                }
                if let Some(function) = Builtin::named(name) {
                    if let (Builtin::Null, [arg]) = (function, args.as_slice()) {
                        let arg = self.expr(arg);
                        if let Some(leaf) = Leaf::of(&arg) {
                            return Node::Null { leaf, span };
                        }
                        return Node::Builtin {
                            function,
                            args: Box::new([arg]),
                            span,
                        };
                    }
                    return match function.arity() {
                        Some(n) if n != args.len() => arity(n),
                        _ => Node::Builtin {
                            function,
                            args: args.iter().map(|a| self.expr(a)).collect(),
                            span,
                        },
                    };
                }
                if builtins::constant(name).is_some() {
                    return not_a_function();
                }
                fail(ErrorKind::Undefined {
                    name: name.to_string(),
                })
            }
            ExprKind::Unary { op, operand } => {
                let operand = self.expr(operand);
                // `- 4` and `- ∞` are constants: fold them once here.
                if let Node::Const(v) = &operand {
                    if let Ok(folded) = unary(*op, v.clone()) {
                        return Node::Const(folded);
                    }
                }
                Node::Unary {
                    op: *op,
                    operand: Box::new(operand),
                    span,
                }
            }
            ExprKind::Binary { op, lhs, rhs } => {
                let (lhs, rhs) = (self.expr(lhs), self.expr(rhs));
                match (Leaf::of(&lhs), Leaf::of(&rhs)) {
                    (Some(a), Some(b)) => Node::BinaryLeaves {
                        op: *op,
                        a,
                        b,
                        span,
                    },
                    _ => Node::Binary {
                        op: *op,
                        lhs: Box::new(lhs),
                        rhs: Box::new(rhs),
                        span,
                    },
                }
            }
            ExprKind::Conditional {
                test,
                then,
                otherwise,
            } => Node::Conditional {
                test_span: self.span(test.span),
                test: Box::new(self.expr(test)),
                then: Box::new(self.expr(then)),
                otherwise: Box::new(self.expr(otherwise)),
            },
            ExprKind::ValueOf(block) => Node::Block {
                items: self.block(block),
                span: self.span(block.span),
            },
        }
    }

    fn name(&mut self, name: &str, span: Span) -> Node {
        if let Some(slot) = self.local(name) {
            return Node::Local(slot);
        }
        if let Some(&def) = self.names.get(name) {
            return match self.params[def as usize] {
                None => Node::Constant { def, span },
                Some(_) => Node::Fail {
                    kind: ErrorKind::IsAFunction {
                        name: name.to_string(),
                    },
                    span,
                },
            };
        }
        if let Some(value) = builtins::constant(name) {
            return Node::Const(value);
        }
        let kind = if Builtin::named(name).is_some() {
            ErrorKind::IsAFunction {
                name: name.to_string(),
            }
        } else {
            ErrorKind::Undefined {
                name: name.to_string(),
            }
        };
        Node::Fail { kind, span }
    }

    /// The items of a block; its `let`s are in scope until the block ends.
    fn block(&mut self, block: &Block) -> Box<[Item]> {
        let (scope, next_slot) = (self.scope.len(), self.next_slot);
        let items = block.items.iter().map(|item| self.item(item)).collect();
        self.scope.truncate(scope);
        self.next_slot = next_slot;
        items
    }

    fn item(&mut self, item: &BlockItem) -> Item {
        match item {
            BlockItem::Let {
                pattern,
                value,
                span,
            } => {
                // The value is resolved before the names it binds come into scope.
                let value = self.expr(value);
                let span = self.span(*span);
                match pattern {
                    Pattern::Name(name) => Item::Let {
                        slot: self.bind(&name.text),
                        value,
                    },
                    Pattern::Tuple(names, _) => {
                        let slots: Box<[u32]> = names.iter().map(|n| self.bind(&n.text)).collect();
                        match (value, &*slots) {
                            (
                                Node::Builtin {
                                    function: Builtin::Next,
                                    mut args,
                                    ..
                                },
                                &[head, tail],
                            ) if args.len() == 1 => Item::LetNext {
                                head,
                                tail,
                                list: std::mem::replace(&mut args[0], Node::Const(Value::Nil)),
                                span,
                            },
                            (value, _) => Item::LetTuple { slots, value, span },
                        }
                    }
                }
            }
            BlockItem::If { test, then, .. } => Item::If {
                test_span: self.span(test.span),
                test: self.expr(test),
                then: self.command(then),
            },
            BlockItem::ResultIs { value, .. } => Item::Result(self.expr(value)),
        }
    }

    fn command(&mut self, command: &Command) -> Cmd {
        match command {
            Command::Call { name, args, .. } if name.text == "Resign" && args.is_empty() => {
                Cmd::Resign
            }
            Command::Call { name, args, .. } => Cmd::Fail {
                kind: if name.text == "Resign" {
                    ErrorKind::Arity {
                        name: name.text.clone(),
                        expected: 0,
                        found: args.len(),
                    }
                } else {
                    ErrorKind::UnknownCommand {
                        name: name.text.clone(),
                    }
                },
                span: self.span(name.span),
            },
            Command::Block(block) => Cmd::Block(self.block(block)),
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Evaluator

/// The native stack left free before a call of a definition; below it the stack grows.
const RED_ZONE: usize = 1024 * 1024;
/// How many levels of calls may pass between two checks of the native stack.
const STACK_CHECK_EVERY: usize = 8;
/// How much native stack each growth adds.
const STACK_CHUNK: usize = 8 * 1024 * 1024;

enum Stop {
    Error(Box<(ErrorKind, Span)>),
    Resign,
}

/// How a block's items ended.
enum Flow<'c> {
    /// At `result is`: the expression to evaluate for the block's value.
    Result(&'c Node),
    /// A command block inside gave the value.
    Value(Value),
    /// The items ran out.
    Next,
}

type Eval<T> = Result<T, Stop>;

#[cold]
fn fail<T>(kind: ErrorKind, span: Span) -> Eval<T> {
    Err(Stop::Error(Box::new((kind, span))))
}

#[cold]
fn not_a_truth_value<T>(found: &Value, span: Span) -> Eval<T> {
    fail(
        ErrorKind::NotATruthValue {
            found: found.kind(),
        },
        span,
    )
}

/// The operations the listing does most, on operands of the kinds they expect; `None` sends
/// everything else (including every error) to [`binary`].
#[inline(always)]
fn fast_binary(op: BinaryOp, a: &Value, b: &Value, reading: Reading) -> Option<Value> {
    match (a, b) {
        (Value::Logical(x), Value::Logical(y)) => match op {
            BinaryOp::And => Some(Value::Logical(x.and(*y))),
            BinaryOp::Add => Some(Value::Logical(x.add(*y, reading))),
            BinaryOp::Sub => Some(Value::Logical(x.sub(*y, reading))),
            _ => None,
        },
        (Value::Int(x), Value::Int(y)) => match op {
            BinaryOp::Eq => Some(Value::Bool(x == y)),
            BinaryOp::Gt => Some(Value::Bool(x > y)),
            BinaryOp::Lt => Some(Value::Bool(x < y)),
            BinaryOp::Mul => x.checked_mul(*y).map(Value::Int),
            BinaryOp::Add => x.checked_add(*y).map(Value::Int),
            _ => None,
        },
        (Value::Atom(x), Value::Atom(y)) => match op {
            BinaryOp::Eq => Some(Value::Bool(x == y)),
            _ => None,
        },
        _ => None,
    }
}

#[derive(Debug, Clone)]
enum ConstantState {
    Unknown,
    Busy,
    Known(Value),
    /// Set by the host: kept until the host sets it again.
    Fixed(Value),
}

struct Machine {
    options: Options,
    /// Frames, one after another: a call's arguments then its `let`s.
    stack: Vec<Value>,
    base: usize,
    depth: usize,
    steps: u64,
    /// Calls of each definition since the counters were last reset.
    calls: Vec<u64>,
    constants: Vec<ConstantState>,
}

impl Machine {
    #[inline]
    fn step(&mut self, span: Span) -> Eval<()> {
        self.steps += 1;
        if self.steps > self.options.max_steps {
            return fail(
                ErrorKind::StepLimit {
                    limit: self.options.max_steps,
                },
                span,
            );
        }
        Ok(())
    }

    /// Gives a slot of the current frame its value. A frame holds its arguments when it is
    /// entered and grows as its `let`s run: the slots in scope are always a prefix of the
    /// frame (the resolver numbers them in order and frees a block's slots when it ends), so
    /// a `let` either reuses a slot a finished block left behind or is the next one.
    #[inline(always)]
    fn bind(&mut self, slot: u32, v: Value) {
        let i = self.base + slot as usize;
        if i < self.stack.len() {
            self.stack[i] = v;
        } else {
            while self.stack.len() < i {
                self.stack.push(Value::Nil);
            }
            self.stack.push(v);
        }
    }

    /// A leaf (a local or a constant) without a call of `eval`: most operands are leaves.
    /// Common shapes go straight to small evaluators of their own, the rest to `eval`.
    #[inline(always)]
    fn operand(&mut self, code: &Code, node: &Node) -> Eval<Value> {
        match node {
            Node::Local(slot) => Ok(self.stack[self.base + *slot as usize].clone()),
            Node::Const(v) => Ok(v.clone()),
            Node::BinaryLeaves { op, a, b, span } => self.binary_leaves(*op, a, b, *span),
            Node::Null { leaf, span } => self.null(leaf, *span).map(Value::Bool),
            Node::Builtin {
                function,
                args,
                span,
            } => self.builtin(code, *function, args, *span),
            Node::Call { def, args, span } => self.call(code, *def, args, *span),
            Node::Tuple(items) => self.tuple(code, items),
            Node::Binary { op, lhs, rhs, span } => self.binary(code, *op, lhs, rhs, *span),
            Node::Unary { op, operand, span } => self.unary(code, *op, operand, *span),
            _ => self.eval(code, node),
        }
    }

    /// A test's truth value; tests on leaves are decided where the leaves are.
    #[inline(always)]
    fn truth(&mut self, code: &Code, test: &Node, span: Span) -> Eval<bool> {
        let value = match test {
            Node::BinaryLeaves { op, a, b, .. } => {
                match fast_binary(*op, self.leaf(a), self.leaf(b), self.options.reading) {
                    Some(v) => v,
                    None => self.operand(code, test)?,
                }
            }
            Node::Null { leaf, span } => return self.null(leaf, *span),
            _ => self.operand(code, test)?,
        };
        match value {
            Value::Bool(b) => Ok(b),
            other => not_a_truth_value(&other, span),
        }
    }

    #[inline(always)]
    fn null(&mut self, leaf: &Leaf, span: Span) -> Eval<bool> {
        self.step(span)?;
        match self.leaf(leaf) {
            Value::Nil => Ok(true),
            Value::Logical(x) => Ok(x.is_zero()),
            Value::List(_) | Value::Tuple(_) => Ok(false),
            other => {
                let other = other.clone();
                Builtin::Null
                    .apply(std::slice::from_ref(&other))
                    .map(|_| false)
                    .or_else(|kind| fail(kind, span))
            }
        }
    }

    #[inline(always)]
    fn leaf<'a>(&'a self, leaf: &'a Leaf) -> &'a Value {
        match leaf {
            Leaf::Local(slot) => &self.stack[self.base + *slot as usize],
            Leaf::Const(v) => v,
        }
    }

    /// Works on the leaves where they are, without copying them.
    #[inline(never)]
    fn binary_leaves(&mut self, op: BinaryOp, a: &Leaf, b: &Leaf, span: Span) -> Eval<Value> {
        let (a, b) = (self.leaf(a), self.leaf(b));
        if let Some(v) = fast_binary(op, a, b, self.options.reading) {
            return Ok(v);
        }
        if let (BinaryOp::And, Value::Bool(false)) | (BinaryOp::Or, Value::Bool(true)) = (op, a) {
            return Ok(a.clone());
        }
        binary(op, a.clone(), b.clone(), self.options.reading).or_else(|kind| fail(kind, span))
    }

    #[inline(never)]
    fn call(&mut self, code: &Code, def: u32, args: &[Node], span: Span) -> Eval<Value> {
        let start = self.stack.len();
        for arg in args {
            let v = self.operand(code, arg)?;
            self.stack.push(v);
        }
        self.enter(code, def, start, span)
    }

    fn eval<'c>(&mut self, code: &'c Code, mut node: &'c Node) -> Eval<Value> {
        // Tail positions (a conditional's arms, a block's `result is`) continue the loop
        // instead of recursing.
        loop {
            match node {
                Node::Const(v) => return Ok(v.clone()),
                Node::Local(slot) => return Ok(self.stack[self.base + *slot as usize].clone()),
                Node::Call { def, args, span } => return self.call(code, *def, args, *span),
                Node::Null { leaf, span } => return self.null(leaf, *span).map(Value::Bool),
                Node::BinaryLeaves { op, a, b, span } => {
                    return self.binary_leaves(*op, a, b, *span)
                }
                Node::Builtin {
                    function,
                    args,
                    span,
                } => return self.builtin(code, *function, args, *span),
                Node::Binary { op, lhs, rhs, span } => {
                    return self.binary(code, *op, lhs, rhs, *span)
                }
                Node::Conditional {
                    test,
                    then,
                    otherwise,
                    test_span,
                } => {
                    node = if self.truth(code, test, *test_span)? {
                        then
                    } else {
                        otherwise
                    }
                }
                Node::Block { items, span } => match self.run(code, items)? {
                    Flow::Result(value) => node = value,
                    Flow::Value(v) => return Ok(v),
                    Flow::Next => return fail(ErrorKind::NoResult, *span),
                },
                Node::Tuple(items) => return self.tuple(code, items),
                Node::Unary { op, operand, span } => return self.unary(code, *op, operand, *span),
                Node::Constant { def, span } => return self.constant(code, *def, *span),
                Node::Fail { kind, span } => return fail(kind.clone(), *span),
            }
        }
    }

    #[inline(never)]
    fn binary(
        &mut self,
        code: &Code,
        op: BinaryOp,
        lhs: &Node,
        rhs: &Node,
        span: Span,
    ) -> Eval<Value> {
        let a = self.operand(code, lhs)?;
        if let (BinaryOp::And, Value::Bool(false)) | (BinaryOp::Or, Value::Bool(true)) = (op, &a) {
            return Ok(a);
        }
        let b = self.operand(code, rhs)?;
        if let Some(v) = fast_binary(op, &a, &b, self.options.reading) {
            return Ok(v);
        }
        binary(op, a, b, self.options.reading).or_else(|kind| fail(kind, span))
    }

    #[inline(never)]
    fn unary(&mut self, code: &Code, op: UnaryOp, operand: &Node, span: Span) -> Eval<Value> {
        let v = self.operand(code, operand)?;
        unary(op, v).or_else(|kind| fail(kind, span))
    }

    #[inline(never)]
    fn tuple(&mut self, code: &Code, items: &[Node]) -> Eval<Value> {
        let mut values = Vec::with_capacity(items.len());
        for item in items {
            values.push(self.operand(code, item)?);
        }
        Ok(Value::tuple(values))
    }

    #[inline(never)]
    fn builtin(
        &mut self,
        code: &Code,
        function: Builtin,
        args: &[Node],
        span: Span,
    ) -> Eval<Value> {
        // One and two arguments (all but MinList) stay in registers, off the value stack.
        let result = match args {
            [x] => {
                let x = self.operand(code, x)?;
                self.step(span)?;
                function.apply(std::slice::from_ref(&x))
            }
            [x, y] => {
                let x = self.operand(code, x)?;
                let y = self.operand(code, y)?;
                self.step(span)?;
                function.apply(&[x, y])
            }
            _ => {
                let start = self.stack.len();
                for arg in args {
                    let v = self.operand(code, arg)?;
                    self.stack.push(v);
                }
                self.step(span)?;
                let result = function.apply(&self.stack[start..]);
                self.stack.truncate(start);
                result
            }
        };
        result.or_else(|kind| fail(kind, span))
    }

    /// Calls a definition whose arguments are on the stack from `start`.
    fn enter(&mut self, code: &Code, def: u32, start: usize, span: Span) -> Eval<Value> {
        let definition = &code.definitions[def as usize];
        self.step(span)?;
        if self.depth >= self.options.max_depth {
            return fail(
                ErrorKind::DepthLimit {
                    limit: self.options.max_depth,
                },
                span,
            );
        }
        self.calls[def as usize] += 1;
        let caller = std::mem::replace(&mut self.base, start);
        self.depth += 1;
        // The stack is checked every few levels only: the red zone covers what those levels
        // and the deepest expression the parser accepts can use.
        let result = if self.depth.is_multiple_of(STACK_CHECK_EVERY) {
            stacker::maybe_grow(RED_ZONE, STACK_CHUNK, || self.eval(code, &definition.body))
        } else {
            self.eval(code, &definition.body)
        };
        self.depth -= 1;
        self.base = caller;
        self.stack.truncate(start);
        result
    }

    fn constant(&mut self, code: &Code, def: u32, span: Span) -> Eval<Value> {
        match &self.constants[def as usize] {
            ConstantState::Known(v) | ConstantState::Fixed(v) => return Ok(v.clone()),
            ConstantState::Busy => {
                return fail(
                    ErrorKind::SelfDependent {
                        name: code.definitions[def as usize].name.clone(),
                    },
                    span,
                )
            }
            ConstantState::Unknown => {}
        }
        self.constants[def as usize] = ConstantState::Busy;
        let start = self.stack.len();
        let result = self.enter(code, def, start, span);
        self.constants[def as usize] = match &result {
            Ok(v) => ConstantState::Known(v.clone()),
            Err(_) => ConstantState::Unknown,
        };
        result
    }

    /// Runs the items of a block up to its `result is`, whose expression it hands back for
    /// the caller to evaluate (a tail position).
    fn run<'c>(&mut self, code: &'c Code, items: &'c [Item]) -> Eval<Flow<'c>> {
        for item in items {
            match item {
                Item::Let { slot, value } => {
                    let v = self.operand(code, value)?;
                    self.bind(*slot, v);
                }
                Item::LetTuple { slots, value, span } => match self.operand(code, value)? {
                    Value::Tuple(items) if items.len() == slots.len() => {
                        for (slot, v) in slots.iter().zip(items.iter()) {
                            self.bind(*slot, v.clone());
                        }
                    }
                    Value::Tuple(items) => {
                        return fail(
                            ErrorKind::TupleLength {
                                names: slots.len(),
                                items: items.len(),
                            },
                            *span,
                        )
                    }
                    other => {
                        return fail(
                            ErrorKind::NotATuple {
                                names: slots.len(),
                                found: other.kind(),
                            },
                            *span,
                        )
                    }
                },
                Item::LetNext {
                    head,
                    tail,
                    list,
                    span,
                } => {
                    let list = self.operand(code, list)?;
                    self.step(*span)?;
                    match list {
                        Value::List(cell) => {
                            self.bind(*head, cell.head.clone());
                            self.bind(*tail, cell.tail.clone());
                        }
                        other => return fail(Builtin::Next.not_a_list(&other), *span),
                    }
                }
                Item::If {
                    test,
                    test_span,
                    then,
                } => {
                    if self.truth(code, test, *test_span)? {
                        match then {
                            Cmd::Resign => return Err(Stop::Resign),
                            Cmd::Fail { kind, span } => return fail(kind.clone(), *span),
                            Cmd::Block(items) => match self.run(code, items)? {
                                Flow::Result(value) => {
                                    return self.eval(code, value).map(Flow::Value)
                                }
                                Flow::Value(v) => return Ok(Flow::Value(v)),
                                Flow::Next => {}
                            },
                        }
                    }
                }
                Item::Result(value) => return Ok(Flow::Result(value)),
            }
        }
        Ok(Flow::Next)
    }
}

fn unary_symbol(op: UnaryOp) -> &'static str {
    match op {
        UnaryOp::Neg => "-",
        UnaryOp::Not => "~",
        UnaryOp::LogicalNot => "¬",
    }
}

fn binary_symbol(op: BinaryOp) -> &'static str {
    match op {
        BinaryOp::And => "∧",
        BinaryOp::Or => "∨",
        BinaryOp::Equiv => "≡",
        BinaryOp::Add => "+",
        BinaryOp::Sub => "-",
        BinaryOp::Mul => "×",
        BinaryOp::Div => "/",
        BinaryOp::Eq => "=",
        BinaryOp::Ne => "≠",
        BinaryOp::Lt => "<",
        BinaryOp::Gt => ">",
        BinaryOp::Le => "≤",
        BinaryOp::Ge => "≥",
    }
}

fn unary(op: UnaryOp, v: Value) -> Result<Value, ErrorKind> {
    match (op, v) {
        (UnaryOp::Neg, Value::Int(n)) => n
            .checked_neg()
            .map(Value::Int)
            .ok_or(ErrorKind::Overflow { op: "-" }),
        (UnaryOp::Neg, Value::Infinity { positive }) => Ok(Value::Infinity {
            positive: !positive,
        }),
        (UnaryOp::Not, Value::Logical(x)) => Ok(Value::Logical(x.not())),
        (UnaryOp::Not | UnaryOp::LogicalNot, Value::Bool(b)) => Ok(Value::Bool(!b)),
        (op, other) => Err(ErrorKind::BadOperand {
            op: unary_symbol(op),
            needs: match op {
                UnaryOp::Neg => "a number",
                UnaryOp::Not => "a logical or a truth value",
                UnaryOp::LogicalNot => "a truth value",
            },
            found: other.kind(),
        }),
    }
}

/// A number's place on the line: -∞ below every integer, ∞ above.
fn number_key(v: &Value) -> Option<(i8, i64)> {
    match v {
        Value::Int(n) => Some((0, *n)),
        Value::Infinity { positive: true } => Some((1, 0)),
        Value::Infinity { positive: false } => Some((-1, 0)),
        _ => None,
    }
}

#[inline(never)]
fn binary(op: BinaryOp, a: Value, b: Value, reading: Reading) -> Result<Value, ErrorKind> {
    let symbol = binary_symbol(op);
    let mismatch = |needs: &'static str, a: &Value, b: &Value| ErrorKind::BadOperands {
        op: symbol,
        needs,
        left: a.kind(),
        right: b.kind(),
    };
    let overflow = ErrorKind::Overflow { op: symbol };
    match op {
        BinaryOp::Add | BinaryOp::Sub => {
            let add = op == BinaryOp::Add;
            match (&a, &b) {
                (Value::Int(x), Value::Int(y)) => {
                    let r = if add {
                        x.checked_add(*y)
                    } else {
                        x.checked_sub(*y)
                    };
                    r.map(Value::Int).ok_or(overflow)
                }
                (Value::Logical(x), Value::Logical(y)) => Ok(Value::Logical(if add {
                    x.add(*y, reading)
                } else {
                    x.sub(*y, reading)
                })),
                _ => match (number_key(&a), number_key(&b)) {
                    (Some((ka, _)), Some((kb, _))) => {
                        // At least one infinity: b's sign flips for `-`.
                        let kb = if add { kb } else { -kb };
                        match (ka, kb) {
                            (0, k) | (k, 0) => Ok(Value::Infinity { positive: k > 0 }),
                            (x, y) if x == y => Ok(Value::Infinity { positive: x > 0 }),
                            _ => Err(ErrorKind::Infinite { op: symbol }),
                        }
                    }
                    _ => Err(mismatch("two numbers or two logicals", &a, &b)),
                },
            }
        }
        BinaryOp::Mul | BinaryOp::Div => match (&a, &b) {
            (Value::Int(x), Value::Int(y)) => {
                if op == BinaryOp::Mul {
                    x.checked_mul(*y).map(Value::Int).ok_or(overflow)
                } else if *y == 0 {
                    Err(ErrorKind::DivisionByZero)
                } else {
                    x.checked_div(*y).map(Value::Int).ok_or(overflow)
                }
            }
            _ if number_key(&a).is_some() && number_key(&b).is_some() => {
                Err(ErrorKind::Infinite { op: symbol })
            }
            _ => Err(mismatch("two integers", &a, &b)),
        },
        BinaryOp::And | BinaryOp::Or | BinaryOp::Equiv => match (&a, &b) {
            (Value::Logical(x), Value::Logical(y)) => Ok(Value::Logical(match op {
                BinaryOp::And => x.and(*y),
                BinaryOp::Or => x.or(*y),
                _ => x.equiv(*y),
            })),
            (Value::Bool(x), Value::Bool(y)) => Ok(Value::Bool(match op {
                BinaryOp::And => *x && *y,
                BinaryOp::Or => *x || *y,
                _ => x == y,
            })),
            _ => Err(mismatch("two logicals or two truth values", &a, &b)),
        },
        BinaryOp::Eq | BinaryOp::Ne => {
            let same = match (&a, &b) {
                (Value::Logical(x), Value::Logical(y)) => x == y,
                (Value::Bool(x), Value::Bool(y)) => x == y,
                (Value::Atom(x), Value::Atom(y)) => x == y,
                (
                    Value::Nil | Value::List(_) | Value::Tuple(_),
                    Value::Nil | Value::List(_) | Value::Tuple(_),
                ) => a.same(&b),
                _ => match (number_key(&a), number_key(&b)) {
                    (Some(x), Some(y)) => x == y,
                    _ => return Err(mismatch("two values of one kind", &a, &b)),
                },
            };
            Ok(Value::Bool(same == (op == BinaryOp::Eq)))
        }
        BinaryOp::Lt | BinaryOp::Gt | BinaryOp::Le | BinaryOp::Ge => {
            match (number_key(&a), number_key(&b)) {
                (Some(x), Some(y)) => Ok(Value::Bool(match op {
                    BinaryOp::Lt => x < y,
                    BinaryOp::Gt => x > y,
                    BinaryOp::Le => x <= y,
                    _ => x >= y,
                })),
                _ => Err(mismatch("two numbers", &a, &b)),
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// The interpreter

/// Loaded programs, ready to evaluate calls and expressions.
///
/// ```text
/// let program = parse_program(&source)?;
/// let mut cpl = Interpreter::new(vec![(source, program)], Options::default())?;
/// let outcome = cpl.call("NextMoveDirection", vec![Value::Int(4)])?;   // Value(-4)
/// ```
pub struct Interpreter {
    code: Code,
    names: HashMap<String, u32>,
    params: Vec<Option<usize>>,
    units: Vec<Unit>,
    /// The source of the expression last given to [`Interpreter::eval_expr`].
    expression: Option<Unit>,
    machine: Machine,
}

impl Interpreter {
    /// Loads programs together. When two of them define the same name, the earlier one's
    /// definition is the one every use refers to (so a program can override the prelude).
    pub fn new(programs: Vec<(Source, Program)>, options: Options) -> Result<Self, LoadError> {
        let mut names: HashMap<String, u32> = HashMap::new();
        let mut params = Vec::new();
        let mut chosen: Vec<(usize, usize)> = Vec::new();
        let mut units = Vec::new();
        let mut base = 0;
        for (u, (source, program)) in programs.iter().enumerate() {
            let mut own: HashMap<&str, Span> = HashMap::new();
            for (d, definition) in program.definitions.iter().enumerate() {
                let name = definition.name.text.as_str();
                if let Some(first) = own.insert(name, definition.name.span) {
                    let diagnostic = source
                        .error(definition.name.span, format!("`{name}` is defined twice"))
                        .with_note("first defined here", source.locate(first));
                    return Err(LoadError {
                        kind: LoadErrorKind::DuplicateDefinition {
                            name: name.to_string(),
                        },
                        diagnostic: Some(Box::new(diagnostic)),
                    });
                }
                let mut seen: Vec<&str> = Vec::new();
                for p in definition.params.iter().flatten() {
                    if seen.contains(&p.text.as_str()) {
                        return Err(LoadError {
                            kind: LoadErrorKind::DuplicateParameter {
                                name: p.text.clone(),
                            },
                            diagnostic: Some(Box::new(
                                source.error(
                                    p.span,
                                    format!("parameter `{}` is named twice", p.text),
                                ),
                            )),
                        });
                    }
                    seen.push(&p.text);
                }
                if !names.contains_key(name) {
                    names.insert(name.to_string(), chosen.len() as u32);
                    params.push(definition.params.as_ref().map(Vec::len));
                    chosen.push((u, d));
                }
            }
            units.push(Unit {
                source: source.clone(),
                base,
            });
            base += source.text.len() + 1;
        }
        let mut code = Code::default();
        for &(u, d) in &chosen {
            let definition = &programs[u].1.definitions[d];
            let mut resolver = Resolver::new(&names, &params, units[u].base);
            for p in definition.params.iter().flatten() {
                resolver.bind(&p.text);
            }
            let body = resolver.expr(&definition.body);
            code.definitions.push(Definition {
                name: definition.name.text.clone(),
                params: definition.params.as_ref().map(Vec::len),
                body,
                span: resolver.span(definition.name.span),
            });
        }
        let count = code.definitions.len();
        Ok(Interpreter {
            code,
            names,
            params,
            units,
            expression: None,
            machine: Machine {
                options,
                stack: Vec::with_capacity(1024),
                base: 0,
                depth: 0,
                steps: 0,
                calls: vec![0; count],
                constants: vec![ConstantState::Unknown; count],
            },
        })
    }

    pub fn options(&self) -> Options {
        self.machine.options
    }

    /// Changes the reading or the limits; constants computed so far are computed again.
    pub fn set_options(&mut self, options: Options) {
        self.machine.options = options;
        self.forget_constants();
    }

    /// The names of the loaded definitions, in load order.
    pub fn definitions(&self) -> impl Iterator<Item = &str> {
        self.code.definitions.iter().map(|d| d.name.as_str())
    }

    /// A definition by name, for repeated calls through [`Interpreter::call_function`].
    pub fn function(&self, name: &str) -> Option<FunctionId> {
        self.names.get(name).map(|&d| FunctionId(d))
    }

    /// Calls a definition by name with values built by the caller. A constant is called with
    /// no arguments.
    pub fn call(&mut self, name: &str, args: Vec<Value>) -> Result<Outcome, RuntimeError> {
        match self.function(name) {
            Some(f) => self.call_function(f, &args),
            None => Err(self.error(
                ErrorKind::Undefined {
                    name: name.to_string(),
                },
                None,
            )),
        }
    }

    /// Calls a definition with values built by the caller.
    pub fn call_function(
        &mut self,
        f: FunctionId,
        args: &[Value],
    ) -> Result<Outcome, RuntimeError> {
        let def = f.0;
        let definition = &self.code.definitions[def as usize];
        let (span, params) = (definition.span, definition.params);
        let expected = params.unwrap_or(0);
        if args.len() != expected {
            let kind = ErrorKind::Arity {
                name: definition.name.clone(),
                expected,
                found: args.len(),
            };
            return Err(self.error(kind, Some(span)));
        }
        self.begin();
        let result = if params.is_none() {
            self.machine.constant(&self.code, def, span)
        } else {
            self.machine.stack.extend_from_slice(args);
            self.machine.enter(&self.code, def, 0, span)
        };
        self.finish(result)
    }

    /// Evaluates an expression (parsed from `source`) against the loaded definitions.
    pub fn eval_expr(&mut self, source: &Source, expr: &Expr) -> Result<Outcome, RuntimeError> {
        let base = self
            .units
            .last()
            .map_or(0, |u| u.base + u.source.text.len() + 1);
        self.expression = Some(Unit {
            source: source.clone(),
            base,
        });
        let mut resolver = Resolver::new(&self.names, &self.params, base);
        let node = resolver.expr(expr);
        self.begin();
        let result = self.machine.eval(&self.code, &node);
        self.finish(result)
    }

    /// Overrides a constant of the program (`SearchDepth`, say) with a value built by the host.
    pub fn set_constant(&mut self, name: &str, value: Value) -> Result<(), LoadError> {
        match self.names.get(name) {
            Some(&def) if self.params[def as usize].is_none() => {
                self.forget_constants();
                self.machine.constants[def as usize] = ConstantState::Fixed(value);
                Ok(())
            }
            _ => Err(LoadError {
                kind: LoadErrorKind::NoSuchConstant {
                    name: name.to_string(),
                },
                diagnostic: None,
            }),
        }
    }

    /// How many times each definition was called since the counters were last reset, in load
    /// order.
    pub fn call_counts(&self) -> Vec<(&str, u64)> {
        self.code
            .definitions
            .iter()
            .zip(&self.machine.calls)
            .map(|(d, &n)| (d.name.as_str(), n))
            .collect()
    }

    /// How many times one definition was called since the counters were last reset.
    pub fn call_count(&self, name: &str) -> u64 {
        self.names
            .get(name)
            .map_or(0, |&d| self.machine.calls[d as usize])
    }

    pub fn reset_counts(&mut self) {
        self.machine.calls.iter_mut().for_each(|n| *n = 0);
    }

    /// The steps the last evaluation took.
    pub fn steps(&self) -> u64 {
        self.machine.steps
    }

    fn forget_constants(&mut self) {
        for state in &mut self.machine.constants {
            if !matches!(state, ConstantState::Fixed(_)) {
                *state = ConstantState::Unknown;
            }
        }
    }

    fn begin(&mut self) {
        self.machine.stack.clear();
        self.machine.base = 0;
        self.machine.depth = 0;
        self.machine.steps = 0;
    }

    fn finish(&mut self, result: Eval<Value>) -> Result<Outcome, RuntimeError> {
        self.machine.stack.clear();
        self.machine.base = 0;
        self.machine.depth = 0;
        for state in &mut self.machine.constants {
            if matches!(state, ConstantState::Busy) {
                *state = ConstantState::Unknown;
            }
        }
        match result {
            Ok(v) => Ok(Outcome::Value(v)),
            Err(Stop::Resign) => Ok(Outcome::Resigned),
            Err(Stop::Error(e)) => {
                let (kind, span) = *e;
                Err(self.error(kind, Some(span)))
            }
        }
    }

    /// A runtime error at a global span, with its diagnostic.
    fn error(&self, kind: ErrorKind, span: Option<Span>) -> RuntimeError {
        let message = kind.to_string();
        let unit = span.and_then(|span| {
            self.units
                .iter()
                .chain(self.expression.iter())
                .rev()
                .find(|u| u.base <= span.start)
        });
        let (source, local) = match (unit, span) {
            (Some(u), Some(span)) => (
                u.source.clone(),
                Span::new(span.start - u.base, span.end.saturating_sub(u.base)),
            ),
            _ => (
                self.expression
                    .as_ref()
                    .or(self.units.first())
                    .map_or_else(|| Source::new("<call>", ""), |u| u.source.clone()),
                Span::default(),
            ),
        };
        RuntimeError {
            diagnostic: Box::new(source.error(local, message)),
            kind,
            span: local,
        }
    }
}

#[cfg(test)]
mod tests {
    //! Evaluator tests on trees built in Rust; the corpus in `tests/cpl/run/` covers CPL text.
    use super::*;
    use crate::cpl::ast::{self, Name};

    fn e(kind: ExprKind) -> Expr {
        Expr {
            kind,
            span: Span::default(),
        }
    }
    fn int(n: i64) -> Expr {
        e(ExprKind::Int(n))
    }
    fn var(name: &str) -> Expr {
        e(ExprKind::Name(name.into()))
    }
    fn name(text: &str) -> Name {
        Name {
            text: text.into(),
            span: Span::default(),
        }
    }
    fn apply(f: &str, args: Vec<Expr>) -> Expr {
        e(ExprKind::Apply {
            function: name(f),
            args,
        })
    }
    fn bin(op: BinaryOp, lhs: Expr, rhs: Expr) -> Expr {
        e(ExprKind::Binary {
            op,
            lhs: Box::new(lhs),
            rhs: Box::new(rhs),
        })
    }
    fn cond(test: Expr, then: Expr, otherwise: Expr) -> Expr {
        e(ExprKind::Conditional {
            test: Box::new(test),
            then: Box::new(then),
            otherwise: Box::new(otherwise),
        })
    }
    fn block(items: Vec<BlockItem>) -> Expr {
        e(ExprKind::ValueOf(ast::Block {
            items,
            span: Span::default(),
        }))
    }
    fn let_tuple(names: &[&str], value: Expr) -> BlockItem {
        BlockItem::Let {
            pattern: Pattern::Tuple(names.iter().map(|n| name(n)).collect(), Span::default()),
            value,
            span: Span::default(),
        }
    }
    fn result(value: Expr) -> BlockItem {
        BlockItem::ResultIs {
            value,
            span: Span::default(),
        }
    }
    fn def(f: &str, params: &[&str], body: Expr) -> ast::Definition {
        ast::Definition {
            name: name(f),
            params: Some(params.iter().map(|p| name(p)).collect()),
            body,
            span: Span::default(),
        }
    }
    fn load(definitions: Vec<ast::Definition>, options: Options) -> Interpreter {
        let program = Program { definitions };
        Interpreter::new(vec![(Source::new("t.cpl", ""), program)], options).unwrap()
    }

    /// Fact(n) = (n = 0) → 1, n × Fact(n - 1)
    fn factorial() -> ast::Definition {
        def(
            "Fact",
            &["n"],
            cond(
                bin(BinaryOp::Eq, var("n"), int(0)),
                int(1),
                bin(
                    BinaryOp::Mul,
                    var("n"),
                    apply("Fact", vec![bin(BinaryOp::Sub, var("n"), int(1))]),
                ),
            ),
        )
    }

    /// Walk(L) = Null(L) → 0, value of § let (h, t) = Next(L) result is h + Walk(t) §
    fn walk() -> ast::Definition {
        def(
            "Walk",
            &["L"],
            cond(
                apply("Null", vec![var("L")]),
                int(0),
                block(vec![
                    let_tuple(&["h", "t"], apply("Next", vec![var("L")])),
                    result(bin(BinaryOp::Add, var("h"), apply("Walk", vec![var("t")]))),
                ]),
            ),
        )
    }

    #[test]
    fn factorial_runs_and_counts_its_calls() {
        let mut cpl = load(vec![factorial()], Options::default());
        let out = cpl.call("Fact", vec![Value::Int(10)]).unwrap();
        assert_eq!(out, Outcome::Value(Value::Int(3_628_800)));
        assert_eq!(cpl.call_count("Fact"), 11);
        let err = cpl.call("Fact", vec![Value::Int(30)]).unwrap_err();
        assert_eq!(err.kind, ErrorKind::Overflow { op: "×" });
    }

    #[test]
    fn a_ten_thousand_item_list_is_walked_recursively() {
        let mut cpl = load(vec![walk()], Options::default());
        let list = Value::list((1..=10_000).map(Value::Int));
        let out = cpl.call("Walk", vec![list]).unwrap();
        assert_eq!(out, Outcome::Value(Value::Int(50_005_000)));
    }

    #[test]
    fn endless_recursion_stops_at_the_depth_limit() {
        let forever = def("F", &["n"], apply("F", vec![var("n")]));
        let mut cpl = load(vec![forever], Options::default());
        let err = cpl.call("F", vec![Value::Int(1)]).unwrap_err();
        assert_eq!(
            err.kind,
            ErrorKind::DepthLimit {
                limit: Options::DEFAULT_MAX_DEPTH
            }
        );
        let options = Options {
            max_steps: 1000,
            ..Options::default()
        };
        cpl.set_options(options);
        let err = cpl.call("F", vec![Value::Int(1)]).unwrap_err();
        assert_eq!(err.kind, ErrorKind::StepLimit { limit: 1000 });
    }

    #[test]
    fn a_tuple_of_the_wrong_length_does_not_bind() {
        let body = block(vec![
            let_tuple(&["a", "b", "c"], var("P")),
            result(var("a")),
        ]);
        let mut cpl = load(vec![def("First", &["P"], body)], Options::default());
        let pair = Value::tuple(vec![Value::Int(1), Value::Int(2)]);
        let err = cpl.call("First", vec![pair]).unwrap_err();
        assert_eq!(err.kind, ErrorKind::TupleLength { names: 3, items: 2 });
        let triple = Value::tuple(vec![Value::Int(1), Value::Int(2), Value::Int(3)]);
        let out = cpl.call("First", vec![triple]).unwrap();
        assert_eq!(out, Outcome::Value(Value::Int(1)));
    }

    #[test]
    fn resign_ends_the_evaluation_with_its_own_outcome() {
        let body = block(vec![
            BlockItem::If {
                test: apply("Null", vec![var("L")]),
                then: Command::Call {
                    name: name("Resign"),
                    args: vec![],
                    span: Span::default(),
                },
                span: Span::default(),
            },
            result(apply("Head", vec![var("L")])),
        ]);
        let mut cpl = load(vec![def("Pick", &["L"], body)], Options::default());
        assert_eq!(
            cpl.call("Pick", vec![Value::Nil]).unwrap(),
            Outcome::Resigned
        );
        let one = Value::list(vec![Value::Int(7)]);
        assert_eq!(
            cpl.call("Pick", vec![one]).unwrap(),
            Outcome::Value(Value::Int(7))
        );
    }

    #[test]
    fn nil_is_not_a_bit_string() {
        let body = bin(BinaryOp::Sub, var("Board"), e(ExprKind::Nil));
        let mut cpl = load(vec![def("F", &[], body)], Options::default());
        let err = cpl.call("F", vec![]).unwrap_err();
        assert_eq!(
            err.to_string(),
            "type error: `-` needs two numbers or two logicals, not a logical and NIL"
        );
    }

    #[test]
    fn a_name_defined_twice_does_not_load_and_the_host_sees_arity() {
        let program = Program {
            definitions: vec![factorial(), factorial()],
        };
        let err = Interpreter::new(
            vec![(Source::new("t.cpl", ""), program)],
            Options::default(),
        )
        .err()
        .unwrap();
        assert_eq!(
            err.kind,
            LoadErrorKind::DuplicateDefinition {
                name: "Fact".into()
            }
        );
        let mut cpl = load(vec![factorial()], Options::default());
        let err = cpl.call("Fact", vec![]).unwrap_err();
        assert_eq!(err.to_string(), "`Fact` takes 1 argument, not 0");
        assert!(cpl.set_constant("Fact", Value::Int(1)).is_err());
    }

    #[test]
    fn an_undefined_name_fails_only_when_reached() {
        let body = cond(
            bin(BinaryOp::Gt, var("n"), int(0)),
            apply("Missing", vec![]),
            int(0),
        );
        let mut cpl = load(vec![def("F", &["n"], body)], Options::default());
        assert_eq!(
            cpl.call("F", vec![Value::Int(0)]).unwrap(),
            Outcome::Value(Value::Int(0))
        );
        let err = cpl.call("F", vec![Value::Int(1)]).unwrap_err();
        assert_eq!(err.to_string(), "undefined name `Missing`");
    }
}
