//! The compiler: turns resolved code (`resolve.rs`'s nodes) into closures, once, when a
//! program is loaded, so that evaluation runs the compiled form and never matches on node
//! kinds.
//!
//! Design:
//! - Every expression becomes one boxed closure `Fn(&mut Machine, &Code) -> Eval<Value>`;
//!   tests become closures that give a `bool`, block items and commands closures that give a
//!   [`Flow`]. A call of a definition goes through [`Code`] by index (bodies may be mutually
//!   recursive), everything else is a direct call of the child's closure.
//! - Operands that need no evaluation (a local, a constant) are not closures of their own:
//!   the closure that uses them is instantiated for their kind (the [`Get`] and [`Read`]
//!   types), so a local is read in place, by reference where the operation allows it.
//! - A name of `let (X, Y, K, σ) = P`, where `P` is a local that nothing in the names' scope
//!   assigns to (nor to the names), is read from `P`'s tuple in place ([`Part`]; the resolver
//!   decides it, `resolve::Place::Part`): the `let` only checks the tuple's kind and length,
//!   with the errors of a `let` that copies.
//! - The operator and the builtin of a node are known when it is compiled: each gets a
//!   closure made for it (the `each_*` macros), in which the runtime's fast paths (`runtime/ops.rs`,
//!   `runtime/builtins.rs`) fold to the few kinds that operator accepts.
//! - Every case a fast path does not take (every error among them) goes to the general
//!   operations (`ops::binary`, `ops::unary`, `Builtin::apply`): operands are evaluated left
//!   to right, a step is counted where a definition or builtin is applied (and at `Null`,
//!   `Next` and each round of a `while`), and every error carries its node's span, so that
//!   messages, places, step counts and limits do not depend on which path ran. Frames,
//!   steps, depth, memory, the clock and the call observer are the [`Machine`]'s (`eval/machine.rs`).
//! - A conditional's arm and a block's result are called from their closure (no loop for
//!   tail positions): the nesting of closures is the nesting of the tree, which the parser
//!   bounds (`parse::MAX_DEPTH`), within the red zone the machine keeps free at each call.
//! - A block whose items before its `result is` are all `let`s runs them as a plain list and
//!   then its result; other blocks run items that say whether the block goes on ([`Flow`]).

pub(super) mod last_use;

use super::ast::{BinaryOp, UnaryOp};
use super::eval::machine::{fail, not_a_truth_value, resign, Eval, Machine};
use super::eval::machine::{RED_ZONE, STACK_CHUNK};
use super::resolve::{Cmd, Item, Leaf, Node};
use super::runtime::builtins::Builtin;
use super::runtime::error::ErrorKind;
use super::runtime::ops::{binary, fast_binary, fast_unary, tuple_items, unary};
use super::value::{Atom, Items, Truth, Value};
use crate::diagnostic::Span;

/// A compiled expression.
pub(super) type Expr = Box<dyn Fn(&mut Machine, &Code) -> Eval<Value>>;
/// A compiled test: a truth value or the error of a test that is none.
type Test = Box<dyn Fn(&mut Machine, &Code) -> Eval<bool>>;
/// A compiled `let` (or `where` definition).
type Bind = Box<dyn Fn(&mut Machine, &Code) -> Eval<()>>;
/// A compiled block item or command.
type Run = Box<dyn Fn(&mut Machine, &Code) -> Eval<Flow>>;

/// How a block item or a command ended.
pub(super) enum Flow {
    /// Go on with the next item.
    Next,
    /// A `result is` gave the enclosing `value of` block its value.
    Value(Value),
}

pub(super) struct Definition {
    pub(super) name: String,
    /// `None` for a constant (`Name = body`).
    pub(super) params: Option<usize>,
    pub(super) body: Expr,
    pub(super) span: Span,
    /// Calls since the counters were last reset: kept beside the body the call loads anyway.
    pub(super) calls: std::cell::Cell<u64>,
}

#[derive(Default)]
pub(super) struct Code {
    pub(super) definitions: Vec<Definition>,
}

// ---------------------------------------------------------------------------------------------
// Operands

/// An operand evaluated to a value of its own.
trait Get: 'static {
    fn get(&self, m: &mut Machine, code: &Code) -> Eval<Value>;
}

/// An operand read where it is, without evaluation: a local or a constant.
trait Read: 'static {
    fn read<'a>(&'a self, m: &'a Machine) -> &'a Value;
}

/// A local of the current frame.
struct Slot(u32);
/// The last read of a local ([`Node::Take`]): moved out of its slot, which is left `NIL`
/// (read in place where the operation only looks).
struct Take(u32);
/// An item of a tuple in a local (a name of `let (X, Y) = P`, read in place).
struct Part(u32, u32);
/// A constant, built when the program was loaded.
struct Fixed(Value);
/// Any other expression.
struct Sub(Expr);

impl Get for Slot {
    #[inline(always)]
    fn get(&self, m: &mut Machine, _: &Code) -> Eval<Value> {
        Ok(m.local(self.0).clone())
    }
}

impl Read for Slot {
    #[inline(always)]
    fn read<'a>(&'a self, m: &'a Machine) -> &'a Value {
        m.local(self.0)
    }
}

impl Get for Take {
    #[inline(always)]
    fn get(&self, m: &mut Machine, _: &Code) -> Eval<Value> {
        Ok(m.take(self.0))
    }
}

impl Read for Take {
    #[inline(always)]
    fn read<'a>(&'a self, m: &'a Machine) -> &'a Value {
        m.local(self.0)
    }
}

impl Get for Part {
    #[inline(always)]
    fn get(&self, m: &mut Machine, _: &Code) -> Eval<Value> {
        Ok(m.part(self.0, self.1).clone())
    }
}

impl Read for Part {
    #[inline(always)]
    fn read<'a>(&'a self, m: &'a Machine) -> &'a Value {
        m.part(self.0, self.1)
    }
}

impl Get for Fixed {
    #[inline(always)]
    fn get(&self, _: &mut Machine, _: &Code) -> Eval<Value> {
        Ok(self.0.clone())
    }
}

impl Read for Fixed {
    #[inline(always)]
    fn read<'a>(&'a self, _: &'a Machine) -> &'a Value {
        &self.0
    }
}

impl Get for Sub {
    #[inline(always)]
    fn get(&self, m: &mut Machine, code: &Code) -> Eval<Value> {
        (self.0)(m, code)
    }
}

/// An operand in a list (a call's arguments, a tuple's items): its kind is decided as it
/// runs, by one small match.
pub(super) enum Arg {
    Local(u32),
    Take(u32),
    Part(u32, u32),
    Const(Value),
    Expr(Expr),
}

impl Arg {
    fn of(node: Node) -> Arg {
        match node {
            Node::Local(slot) => Arg::Local(slot),
            Node::Take(slot) => Arg::Take(slot),
            Node::Part { slot, index } => Arg::Part(slot, index),
            Node::Const(v) => Arg::Const(v),
            other => Arg::Expr(expr(other)),
        }
    }

    fn list(nodes: Box<[Node]>) -> Box<[Arg]> {
        nodes.into_vec().into_iter().map(Arg::of).collect()
    }

    #[inline(always)]
    pub(super) fn get(&self, m: &mut Machine, code: &Code) -> Eval<Value> {
        match self {
            Arg::Local(slot) => Ok(m.local(*slot).clone()),
            Arg::Take(slot) => Ok(m.take(*slot)),
            Arg::Part(slot, index) => Ok(m.part(*slot, *index).clone()),
            Arg::Const(v) => Ok(v.clone()),
            Arg::Expr(e) => e(m, code),
        }
    }
}

/// `$body` with `$x` bound to the operand `$node` as a [`Slot`], a [`Fixed`] or a [`Sub`].
macro_rules! with_operand {
    ($node:expr, |$x:ident| $body:expr) => {
        match $node {
            Node::Local(slot) => {
                let $x = Slot(slot);
                $body
            }
            Node::Take(slot) => {
                let $x = Take(slot);
                $body
            }
            Node::Part { slot, index } => {
                let $x = Part(slot, index);
                $body
            }
            Node::Const(v) => {
                let $x = Fixed(v);
                $body
            }
            other => {
                let $x = Sub(expr(other));
                $body
            }
        }
    };
}

/// `$body` with `$x` bound to the leaf `$leaf` as a [`Slot`] or a [`Fixed`].
macro_rules! with_leaf {
    ($leaf:expr, |$x:ident| $body:expr) => {
        match $leaf {
            Leaf::Local(slot) => {
                let $x = Slot(slot);
                $body
            }
            Leaf::Part { slot, index } => {
                let $x = Part(slot, index);
                $body
            }
            Leaf::Const(v) => {
                let $x = Fixed(v);
                $body
            }
        }
    };
}

/// `$body` once for each variant of `$enum` (all listed: the match must be exhaustive), with
/// `$c` that variant as a constant, so each closure is compiled for its own operator or builtin.
macro_rules! each_variant {
    ($value:expr, $enum:ident [$($variant:ident),+ $(,)?], |$c:ident| $body:expr) => {
        match $value {
            $($enum::$variant => {
                const $c: $enum = $enum::$variant;
                $body
            })+
        }
    };
}

/// `$body` once for each binary operator, with `$o` that one as a constant.
macro_rules! each_binary_op {
    ($x:expr, |$o:ident| $body:expr) => {
        each_variant!(
            $x,
            BinaryOp [And, Or, Equiv, Add, Sub, Mul, Div, Eq, Ne, Lt, Gt, Le, Ge],
            |$o| $body
        )
    };
}

/// `$body` once for each unary operator, with `$o` that one as a constant.
macro_rules! each_unary_op {
    ($x:expr, |$o:ident| $body:expr) => {
        each_variant!($x, UnaryOp [Neg, Not, LogicalNot], |$o| $body)
    };
}

/// `$body` once for each builtin, with `$o` that one as a constant.
macro_rules! each_builtin {
    ($x:expr, |$o:ident| $body:expr) => {
        each_variant!(
            $x,
            Builtin [Null, Head, Tail, Join, SingleDigitFrom, Shift, Count, Next, MinList],
            |$o| $body
        )
    };
}

// ---------------------------------------------------------------------------------------------
// Expressions

/// Compiles an expression.
pub(super) fn expr(node: Node) -> Expr {
    stacker::maybe_grow(RED_ZONE, STACK_CHUNK, || expr_inner(node))
}

fn expr_inner(node: Node) -> Expr {
    match node {
        Node::Const(v) => Box::new(move |_, _| Ok(v.clone())),
        Node::Local(slot) => Box::new(move |m, _| Ok(m.local(slot).clone())),
        Node::Take(slot) => Box::new(move |m, _| Ok(m.take(slot))),
        Node::Part { slot, index } => Box::new(move |m, _| Ok(m.part(slot, index).clone())),
        Node::Constant { def, span } => Box::new(move |m, code| m.constant(code, def, span)),
        Node::Tuple { items, reuse } => tuple(items, reuse),
        Node::Call { def, args, span } => call(def, args, span),
        Node::Builtin {
            function,
            args,
            span,
        } => builtin(function, args, span),
        Node::CallValue {
            slot,
            name,
            args,
            span,
        } => {
            let args = Arg::list(args);
            Box::new(move |m, code| m.call_value(code, slot, &name, &args, span))
        }
        Node::Unary { op, operand, span } => {
            with_operand!(*operand, |x| unary_of(op, x, span))
        }
        Node::Binary { op, lhs, rhs, span } => match *rhs {
            Node::Local(slot) | Node::Take(slot) => {
                with_operand!(*lhs, |a| binary_read(op, a, Slot(slot), span))
            }
            Node::Part { slot, index } => {
                with_operand!(*lhs, |a| binary_read(op, a, Part(slot, index), span))
            }
            Node::Const(v) => with_operand!(*lhs, |a| binary_read(op, a, Fixed(v), span)),
            rhs => {
                let b = Sub(expr(rhs));
                with_operand!(*lhs, |a| binary_of(op, a, b, span))
            }
        },
        Node::Null { leaf, span } => with_leaf!(leaf, |x| null_value(x, span)),
        Node::BinaryLeaves { op, a, b, span } => {
            with_leaf!(a, |x| with_leaf!(b, |y| binary_leaves(op, x, y, span)))
        }
        Node::Conditional {
            test: t,
            then,
            otherwise,
            test_span,
        } => match *t {
            // `(s = 5) → a, b`, `(C = Capture) → a, b`: a leaf compared with a constant
            // integer or atom, whose kind is known when the closure is made.
            Node::BinaryLeaves {
                op,
                a,
                b: Leaf::Const(Value::Int(k)),
                span,
            } => conditional_on_known(op, a, k, span, test_span, *then, *otherwise),
            Node::BinaryLeaves {
                op,
                a,
                b: Leaf::Const(Value::Atom(k)),
                span,
            } => conditional_on_known(op, a, k, span, test_span, *then, *otherwise),
            // Any other test on leaves, compared in the conditional's closure.
            Node::BinaryLeaves { op, a, b, span } => with_leaf!(a, |x| with_leaf!(b, |y| {
                conditional_leaves(
                    op,
                    x,
                    y,
                    span,
                    test_span,
                    Arg::of(*then),
                    Arg::of(*otherwise),
                )
            })),
            // `Null(L) → a, b`
            Node::Null { leaf, span } => with_leaf!(leaf, |x| {
                conditional_null(x, span, Arg::of(*then), Arg::of(*otherwise))
            }),
            // `Null(Φ ∧ K) → a, b`
            Node::Builtin {
                function: Builtin::Null,
                args,
                span,
            } if args.len() == 1 => with_operand!(only(args), |x| {
                conditional_null_computed(x, span, Arg::of(*then), Arg::of(*otherwise))
            }),
            t => {
                let t = test(t, test_span);
                with_operand!(*then, |a| with_operand!(*otherwise, |b| conditional(
                    t, a, b
                )))
            }
        },
        Node::Block { items, span } => block(items, span),
        Node::Fail { kind, span } => Box::new(move |_, _| fail(kind.clone(), span)),
    }
}

/// `$body` for a call whose arguments are the list `$args` when it has `$n` of them, bound to
/// the names given (an array, so that the call pushes them with no loop).
macro_rules! call_of_arity {
    ($args:ident, $n:literal, [$($a:ident),+], $def:ident, $span:ident) => {
        match <[Arg; $n]>::try_from($args) {
            Ok([$($a),+]) => {
                return Box::new(move |m, code| {
                    // Evaluated first, then pushed at once: one check of the stack's room
                    // instead of one per argument. (An argument's own calls leave the stack
                    // as they found it.)
                    let start = m.stack.len();
                    let values = [$($a.get(m, code)?),+];
                    m.stack.extend(values);
                    m.enter(code, $def, start, $span)
                })
            }
            Err(args) => args,
        }
    };
}

/// A call of a definition: its arguments pushed as the callee's frame, then entered.
fn call(def: u32, args: Box<[Node]>, span: Span) -> Expr {
    let args = Arg::list(args).into_vec();
    let args = call_of_arity!(args, 1, [a], def, span);
    let args = call_of_arity!(args, 2, [a, b], def, span);
    let args = call_of_arity!(args, 3, [a, b, c], def, span);
    let args = call_of_arity!(args, 4, [a, b, c, d], def, span);
    let args = args.into_boxed_slice();
    Box::new(move |m, code| m.call(code, def, &args, span))
}

fn conditional_leaves<X: Read, Y: Read>(
    op: BinaryOp,
    x: X,
    y: Y,
    op_span: Span,
    test_span: Span,
    then: Arg,
    otherwise: Arg,
) -> Expr {
    each_binary_op!(op, |OP| Box::new(move |m, code| {
        let (a, b) = (x.read(m), y.read(m));
        let v = match fast_binary(OP, a, b, m.options.reading) {
            Some(v) => v,
            None => leaves_slow(OP, a, b, m, op_span)?,
        };
        if truth(v, test_span)? {
            then.get(m, code)
        } else {
            otherwise.get(m, code)
        }
    }))
}

/// A constant of a kind known when a closure is made: a comparison with it is decided by
/// the other operand's tag and one comparison of words.
trait Known: Copy + 'static {
    /// `x op k` when `x` is of the constant's kind and `op` compares; `None` otherwise (the
    /// general operation decides, errors included).
    fn compare(op: BinaryOp, x: &Value, k: Self) -> Option<bool>;
    fn value(self) -> Value;
}

impl Known for i64 {
    #[inline(always)]
    fn compare(op: BinaryOp, x: &Value, k: i64) -> Option<bool> {
        let Value::Int(n) = x else { return None };
        match op {
            BinaryOp::Eq => Some(*n == k),
            BinaryOp::Ne => Some(*n != k),
            BinaryOp::Lt => Some(*n < k),
            BinaryOp::Gt => Some(*n > k),
            BinaryOp::Le => Some(*n <= k),
            BinaryOp::Ge => Some(*n >= k),
            _ => None,
        }
    }
    fn value(self) -> Value {
        Value::Int(self)
    }
}

impl Known for Atom {
    #[inline(always)]
    fn compare(op: BinaryOp, x: &Value, k: Atom) -> Option<bool> {
        let Value::Atom(a) = x else { return None };
        match op {
            BinaryOp::Eq => Some(*a == k),
            BinaryOp::Ne => Some(*a != k),
            _ => None,
        }
    }
    fn value(self) -> Value {
        Value::Atom(self)
    }
}

fn conditional_on_known<K: Known>(
    op: BinaryOp,
    a: Leaf,
    k: K,
    op_span: Span,
    test_span: Span,
    then: Node,
    otherwise: Node,
) -> Expr {
    let (then, otherwise) = (Arg::of(then), Arg::of(otherwise));
    with_leaf!(a, |x| conditional_known(
        op, x, k, op_span, test_span, then, otherwise
    ))
}

fn conditional_known<X: Read, K: Known>(
    op: BinaryOp,
    x: X,
    k: K,
    op_span: Span,
    test_span: Span,
    then: Arg,
    otherwise: Arg,
) -> Expr {
    let constant = k.value();
    each_binary_op!(op, |OP| Box::new(move |m, code| {
        let a = x.read(m);
        let decided = match K::compare(OP, a, k) {
            Some(t) => t,
            None => {
                let v = match fast_binary(OP, a, &constant, m.options.reading) {
                    Some(v) => v,
                    None => leaves_slow(OP, a, &constant, m, op_span)?,
                };
                truth(v, test_span)?
            }
        };
        if decided {
            then.get(m, code)
        } else {
            otherwise.get(m, code)
        }
    }))
}

fn conditional_null<X: Read>(x: X, span: Span, then: Arg, otherwise: Arg) -> Expr {
    Box::new(move |m, code| {
        if null_of(m, &x, span)? {
            then.get(m, code)
        } else {
            otherwise.get(m, code)
        }
    })
}

fn conditional_null_computed<X: Get>(x: X, span: Span, then: Arg, otherwise: Arg) -> Expr {
    Box::new(move |m, code| {
        if null_of_computed(m, code, &x, span)? {
            then.get(m, code)
        } else {
            otherwise.get(m, code)
        }
    })
}

/// The one node of a list known to hold one.
fn only(nodes: Box<[Node]>) -> Node {
    let mut nodes = nodes.into_vec();
    nodes.pop().unwrap_or(Node::Const(Value::Nil))
}

fn conditional<A: Get, B: Get>(test: Test, then: A, otherwise: B) -> Expr {
    Box::new(move |m, code| {
        if test(m, code)? {
            then.get(m, code)
        } else {
            otherwise.get(m, code)
        }
    })
}

fn tuple(items: Box<[Node]>, reuse: Option<u32>) -> Expr {
    let items = Arg::list(items).into_vec();
    // A position (4 items) and an intermediate position (5): each item straight into its
    // slot, with no loop and no `NIL` to overwrite.
    let items = match <[Arg; 4]>::try_from(items) {
        Ok([a, b, c, d]) => {
            return Box::new(move |m, code| {
                let (a, b) = (a.get(m, code)?, b.get(m, code)?);
                let (c, d) = (c.get(m, code)?, d.get(m, code)?);
                Ok(build_tuple(m, reuse, 4, [a, b, c, d, Value::Nil]))
            })
        }
        Err(items) => items,
    };
    let items = match <[Arg; 5]>::try_from(items) {
        Ok([a, b, c, d, e]) => {
            return Box::new(move |m, code| {
                let (a, b) = (a.get(m, code)?, b.get(m, code)?);
                let (c, d) = (c.get(m, code)?, d.get(m, code)?);
                let e = e.get(m, code)?;
                Ok(build_tuple(m, reuse, 5, [a, b, c, d, e]))
            })
        }
        Err(items) => items.into_boxed_slice(),
    };
    if items.len() <= Items::INLINE {
        // Straight into the tuple's own slots (a position, an intermediate position).
        return Box::new(move |m, code| {
            let mut slots = [Value::Nil, Value::Nil, Value::Nil, Value::Nil, Value::Nil];
            for (slot, item) in slots.iter_mut().zip(items.iter()) {
                *slot = item.get(m, code)?;
            }
            Ok(build_tuple(m, reuse, items.len(), slots))
        });
    }
    Box::new(move |m, code| {
        let mut values = Vec::with_capacity(items.len());
        for item in items.iter() {
            values.push(item.get(m, code)?);
        }
        Ok(Value::tuple(values))
    })
}

/// A tuple of at most [`Items::INLINE`] items, its items computed: in the storage of the dead
/// tuple in slot `reuse` ([`Node::Tuple`]) when nothing else holds that one.
#[inline(always)]
fn build_tuple(
    m: &mut Machine,
    reuse: Option<u32>,
    len: usize,
    slots: [Value; Items::INLINE],
) -> Value {
    match reuse {
        Some(slot) => Value::inline_tuple_in(m.take(slot), len, slots),
        None => Value::inline_tuple(len, slots),
    }
}

/// `∧` false or `∨` true on the left decides the result on its own.
#[inline(always)]
fn decided(op: BinaryOp, a: &Value) -> bool {
    matches!(
        (op, a),
        (BinaryOp::And, Value::Bool(Truth::False)) | (BinaryOp::Or, Value::Bool(Truth::True))
    )
}

/// Two leaves, worked on where they are, without copying them.
fn binary_leaves<A: Read, B: Read>(op: BinaryOp, a: A, b: B, span: Span) -> Expr {
    each_binary_op!(op, |OP| Box::new(move |m, _| {
        let (x, y) = (a.read(m), b.read(m));
        match fast_binary(OP, x, y, m.options.reading) {
            Some(v) => Ok(v),
            None => leaves_slow(OP, x, y, m, span),
        }
    }))
}

#[inline(never)]
fn leaves_slow(op: BinaryOp, a: &Value, b: &Value, m: &Machine, span: Span) -> Eval<Value> {
    if decided(op, a) {
        return Ok(a.clone());
    }
    binary(op, a, b, m.options.reading).or_else(|kind| fail(kind, span))
}

/// Any left operand, a leaf on the right read where it is (`Shift(ψ, σs) ∧ X`).
fn binary_read<A: Get, B: Read>(op: BinaryOp, a: A, b: B, span: Span) -> Expr {
    each_binary_op!(op, |OP| Box::new(move |m, code| {
        let x = a.get(m, code)?;
        if decided(OP, &x) {
            return Ok(x);
        }
        let y = b.read(m);
        if let Some(v) = fast_binary(OP, &x, y, m.options.reading) {
            return Ok(v);
        }
        let y = y.clone();
        binary_slow(OP, x, y, m, span)
    }))
}

/// Any two operands, the right one computed.
fn binary_of<A: Get>(op: BinaryOp, a: A, b: Sub, span: Span) -> Expr {
    each_binary_op!(op, |OP| Box::new(move |m, code| {
        let x = a.get(m, code)?;
        if decided(OP, &x) {
            return Ok(x);
        }
        let y = b.get(m, code)?;
        if let Some(v) = fast_binary(OP, &x, &y, m.options.reading) {
            return Ok(v);
        }
        binary_slow(OP, x, y, m, span)
    }))
}

#[inline(never)]
fn binary_slow(op: BinaryOp, a: Value, b: Value, m: &Machine, span: Span) -> Eval<Value> {
    binary(op, &a, &b, m.options.reading).or_else(|kind| fail(kind, span))
}

fn unary_of<A: Get>(op: UnaryOp, x: A, span: Span) -> Expr {
    each_unary_op!(op, |OP| Box::new(move |m, code| {
        let v = x.get(m, code)?;
        if let Some(r) = fast_unary(OP, &v) {
            return Ok(r);
        }
        unary_slow(OP, v, span)
    }))
}

#[inline(never)]
fn unary_slow(op: UnaryOp, v: Value, span: Span) -> Eval<Value> {
    unary(op, &v).or_else(|kind| fail(kind, span))
}

/// `Null(x)` of a leaf (one step): the listing's commonest test.
#[inline(always)]
fn null_of(m: &mut Machine, x: &impl Read, span: Span) -> Eval<bool> {
    m.step(span)?;
    is_null(x.read(m), span)
}

/// `Null(e)` of a computed operand as a test (`Null(Φ ∧ K) → a, b`): the operand, the step,
/// then the truth value, with no value made for it in between.
#[inline(always)]
fn null_of_computed(m: &mut Machine, code: &Code, x: &impl Get, span: Span) -> Eval<bool> {
    let v = x.get(m, code)?;
    m.step(span)?;
    is_null(&v, span)
}

#[inline(always)]
fn is_null(v: &Value, span: Span) -> Eval<bool> {
    match v {
        Value::Nil => Ok(true),
        Value::Logical(l) => Ok(l.is_zero()),
        Value::List(_) | Value::Tuple(_) => Ok(false),
        other => null_error(other, span),
    }
}

#[cold]
#[inline(never)]
fn null_error(other: &Value, span: Span) -> Eval<bool> {
    Builtin::Null
        .apply(std::slice::from_ref(other))
        .map(|_| false)
        .or_else(|kind| fail(kind, span))
}

fn null_value<A: Read>(x: A, span: Span) -> Expr {
    Box::new(move |m, _| null_of(m, &x, span).map(Value::from))
}

fn builtin(function: Builtin, args: Box<[Node]>, span: Span) -> Expr {
    // One and two arguments (all but MinList) stay in registers, off the value stack.
    let args = match <[Node; 1]>::try_from(args.into_vec()) {
        Ok([x]) => return with_operand!(x, |x| builtin1(function, x, span)),
        Err(args) => args,
    };
    let args = match <[Node; 2]>::try_from(args) {
        Ok([x, y]) => {
            return with_operand!(x, |x| with_operand!(y, |y| builtin2(function, x, y, span)))
        }
        Err(args) => args,
    };
    let args = Arg::list(args.into());
    Box::new(move |m, code| {
        let start = m.stack.len();
        for arg in args.iter() {
            let v = arg.get(m, code)?;
            m.stack.push(v);
        }
        m.step(span)?;
        let result = function.apply(&m.stack[start..]);
        m.stack.truncate(start);
        result.or_else(|kind| fail(kind, span))
    })
}

fn builtin1<A: Get>(function: Builtin, x: A, span: Span) -> Expr {
    each_builtin!(function, |F| Box::new(move |m, code| {
        let x = x.get(m, code)?;
        m.step(span)?;
        if let Some(v) = F.fast_apply1(&x) {
            return Ok(v);
        }
        builtin_slow(F, &[x], span)
    }))
}

fn builtin2<A: Get, B: Get>(function: Builtin, x: A, y: B, span: Span) -> Expr {
    each_builtin!(function, |F| Box::new(move |m, code| {
        let x = x.get(m, code)?;
        let y = y.get(m, code)?;
        m.step(span)?;
        let (x, y) = match F.fast_apply2(x, y) {
            Ok(v) => return Ok(v),
            Err(args) => args,
        };
        if F == Builtin::Join && matches!(x, Value::List(_)) {
            m.check_join(&x, span)?;
        }
        builtin_slow(F, &[x, y], span)
    }))
}

#[inline(never)]
fn builtin_slow(function: Builtin, args: &[Value], span: Span) -> Eval<Value> {
    function.apply(args).or_else(|kind| fail(kind, span))
}

// ---------------------------------------------------------------------------------------------
// Tests

#[inline(always)]
fn truth(v: Value, span: Span) -> Eval<bool> {
    match v {
        Value::Bool(b) => Ok(b.get()),
        other => not_a_truth_value(&other, span),
    }
}

/// A test's truth value; tests on leaves are decided where the leaves are.
fn test(node: Node, span: Span) -> Test {
    match node {
        Node::Null { leaf, span } => {
            with_leaf!(leaf, |x| Box::new(move |m, _| null_of(m, &x, span)))
        }
        Node::Builtin {
            function: Builtin::Null,
            args,
            span,
        } if args.len() == 1 => {
            let x = only(args);
            with_operand!(x, |x| Box::new(move |m, code| null_of_computed(
                m, code, &x, span
            )))
        }
        Node::BinaryLeaves {
            op,
            a,
            b,
            span: op_span,
        } => with_leaf!(a, |x| with_leaf!(b, |y| test_leaves(
            op, x, y, op_span, span
        ))),
        other => {
            let e = expr(other);
            Box::new(move |m, code| truth(e(m, code)?, span))
        }
    }
}

fn test_leaves<A: Read, B: Read>(op: BinaryOp, a: A, b: B, op_span: Span, span: Span) -> Test {
    each_binary_op!(op, |OP| Box::new(move |m, _| {
        let (x, y) = (a.read(m), b.read(m));
        let v = match fast_binary(OP, x, y, m.options.reading) {
            Some(v) => v,
            None => leaves_slow(OP, x, y, m, op_span)?,
        };
        truth(v, span)
    }))
}

mod block;

use self::block::*;
