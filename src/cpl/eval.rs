//! The evaluator of resolved code: frames on one value stack, tail positions in a loop, limits
//! on steps and depth, and a native stack that grows on demand.

use super::ast::{BinaryOp, UnaryOp};
use super::builtins::Builtin;
use super::error::ErrorKind;
use super::interp::{CallEnd, CallObserver, FunctionId, Options};
use super::ops::{binary, fast_binary, fast_unary, unary};
use super::resolve::{Cmd, Code, Item, Leaf, Node};
use super::value::{Items, Value};
use crate::diagnostic::Span;
use crate::limits::{LimitReached, Limits, CPL_FRAME_BYTES};

/// How many steps pass between two checks of the memory estimate.
const MEMORY_INTERVAL: u64 = 1024;

/// The native stack left free before a call of a definition; below it the stack grows.
pub(super) const RED_ZONE: usize = 1024 * 1024;
/// How many levels of calls may pass between two checks of the native stack.
const STACK_CHECK_EVERY: usize = 8;
/// How much native stack each growth adds.
pub(super) const STACK_CHUNK: usize = 8 * 1024 * 1024;

pub(super) enum Stop {
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

pub(super) type Eval<T> = Result<T, Stop>;

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

#[derive(Debug, Clone)]
pub(super) enum ConstantState {
    Unknown,
    Busy,
    Known(Value),
    /// Set by the host: kept until the host sets it again.
    Fixed(Value),
}

pub(super) struct Machine {
    pub(super) options: Options,
    /// Frames, one after another: a call's arguments then its `let`s.
    pub(super) stack: Vec<Value>,
    pub(super) base: usize,
    pub(super) depth: usize,
    pub(super) steps: u64,
    /// What [`crate::limits::meter`] counted when the evaluation began: values alive before
    /// it are not its own.
    pub(super) memory_base: usize,
    /// The memory budget the process can really give: `options.max_memory`, or less under a
    /// small address space (`ulimit -v`; [`crate::limits::within_address_space`]), so that a
    /// runaway ends at the limit instead of an allocation failure that aborts.
    pub(super) memory_budget: usize,
    /// Calls of each definition since the counters were last reset.
    pub(super) calls: Vec<u64>,
    pub(super) constants: Vec<ConstantState>,
    /// The host's deadline and cancel flag (only those fields of the [`Limits`] count), read
    /// every [`Limits::CLOCK_INTERVAL`] steps.
    pub(super) clock: Option<Box<Limits>>,
    /// Told of every call of a definition when set (`--trace`, `checkers explain`); when it is
    /// `None` a call pays one test of it.
    pub(super) observer: Option<Box<dyn CallObserver>>,
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
        if self.steps & (MEMORY_INTERVAL - 1) == 0 {
            return self.check_periodically(span);
        }
        Ok(())
    }

    /// The memory estimate, and every [`Limits::CLOCK_INTERVAL`] steps the deadline and the
    /// cancel flag.
    #[cold]
    #[inline(never)]
    fn check_periodically(&mut self, span: Span) -> Eval<()> {
        self.check_memory(0, span)?;
        if self.steps & (Limits::CLOCK_INTERVAL - 1) == 0 {
            self.check_clock(span)?;
            if let Some(flag) = &self.options.cancel {
                if flag.0.load(std::sync::atomic::Ordering::Relaxed) {
                    return fail(ErrorKind::Cancelled, span);
                }
            }
            if let Some(deadline) = self.options.deadline {
                if std::time::Instant::now() >= deadline {
                    return fail(ErrorKind::TimeLimit, span);
                }
            }
        }
        Ok(())
    }

    /// The bytes this evaluation holds: the cells and tuples it made and still holds, its value
    /// stack and the native stack of its nested calls.
    fn memory(&self) -> usize {
        crate::limits::meter::live()
            .saturating_sub(self.memory_base)
            .saturating_add(self.stack.capacity() * std::mem::size_of::<Value>())
            .saturating_add(self.depth.saturating_mul(CPL_FRAME_BYTES))
    }

    /// Fails when the evaluation, with `more` bytes added, would pass the memory limit.
    fn check_memory(&self, more: usize, span: Span) -> Eval<()> {
        if self.memory().saturating_add(more) > self.memory_budget {
            return fail(
                ErrorKind::MemoryLimit {
                    limit: self.memory_budget,
                },
                span,
            );
        }
        Ok(())
    }

    /// `Join(front, rest)` copies `front`'s cells when it is a list: their bytes must fit
    /// before they are made (doubling a list by joining it to itself reaches any limit in a
    /// few dozen steps).
    #[inline(never)]
    fn check_join(&self, front: &Value, span: Span) -> Eval<()> {
        let room = self.memory_budget.saturating_sub(self.memory());
        let most = room / Value::CONS_BYTES;
        let mut cells = 0usize;
        let mut rest = front;
        while let Value::List(cell) = rest {
            cells += 1;
            if cells > most {
                return self.check_memory(room.saturating_add(1), span);
            }
            rest = &cell.tail;
        }
        Ok(())
    }

    #[cold]
    #[inline(never)]
    fn check_clock(&self, span: Span) -> Eval<()> {
        match self.clock.as_deref().map(Limits::check_clock) {
            Some(Err(LimitReached::Cancelled)) => fail(ErrorKind::Cancelled, span),
            Some(Err(_)) => fail(ErrorKind::TimeLimit, span),
            _ => Ok(()),
        }
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

    pub(super) fn eval<'c>(&mut self, code: &'c Code, mut node: &'c Node) -> Eval<Value> {
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
                Node::CallValue {
                    slot,
                    name,
                    args,
                    span,
                } => return self.call_value(code, *slot, name, args, *span),
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
        // A local on the right is read where it is (`Shift(ψ, σs) ∧ X`), not copied first.
        if let Node::Local(slot) = rhs {
            let b = &self.stack[self.base + *slot as usize];
            if let Some(v) = fast_binary(op, &a, b, self.options.reading) {
                return Ok(v);
            }
        }
        let b = self.operand(code, rhs)?;
        if let Some(v) = fast_binary(op, &a, &b, self.options.reading) {
            return Ok(v);
        }
        binary(op, a, b, self.options.reading).or_else(|kind| fail(kind, span))
    }

    #[inline(never)]
    fn unary(&mut self, code: &Code, op: UnaryOp, operand: &Node, span: Span) -> Eval<Value> {
        // A local's value is read where it is (`~ X`), not copied first.
        if let Node::Local(slot) = operand {
            if let Some(v) = fast_unary(op, &self.stack[self.base + *slot as usize]) {
                return Ok(v);
            }
        }
        let v = self.operand(code, operand)?;
        if let Some(r) = fast_unary(op, &v) {
            return Ok(r);
        }
        unary(op, v).or_else(|kind| fail(kind, span))
    }

    #[inline(never)]
    fn tuple(&mut self, code: &Code, items: &[Node]) -> Eval<Value> {
        if items.len() <= Items::INLINE {
            // Straight into the tuple's own slots (a position, an intermediate position).
            let mut slots = [Value::Nil, Value::Nil, Value::Nil, Value::Nil, Value::Nil];
            for (slot, item) in slots.iter_mut().zip(items) {
                *slot = self.operand(code, item)?;
            }
            return Ok(Value::inline_tuple(items.len(), slots));
        }
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
                if let Some(v) = function.fast_apply1(&x) {
                    return Ok(v);
                }
                function.apply(std::slice::from_ref(&x))
            }
            [x, y] => {
                let x = self.operand(code, x)?;
                let y = self.operand(code, y)?;
                self.step(span)?;
                let (x, y) = match function.fast_apply2(x, y) {
                    Ok(v) => return Ok(v),
                    Err(args) => args,
                };
                if function == Builtin::Join && matches!(x, Value::List(_)) {
                    self.check_join(&x, span)?;
                }
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
    pub(super) fn enter(&mut self, code: &Code, def: u32, start: usize, span: Span) -> Eval<Value> {
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
        let observed = self.observer.is_some();
        if observed {
            self.observe_entry(code, def, start);
        }
        // The stack is checked every few levels only: the red zone covers what those levels
        // and the deepest expression the parser accepts can use.
        let result = if self.depth.is_multiple_of(STACK_CHECK_EVERY) {
            stacker::maybe_grow(RED_ZONE, STACK_CHUNK, || self.eval(code, &definition.body))
        } else {
            self.eval(code, &definition.body)
        };
        if observed {
            self.observe_exit(code, def, &result);
        }
        self.depth -= 1;
        self.base = caller;
        self.stack.truncate(start);
        result
    }

    #[cold]
    #[inline(never)]
    fn observe_entry(&mut self, code: &Code, def: u32, start: usize) {
        let name = code.definitions[def as usize].name.as_str();
        if let Some(observer) = self.observer.as_mut() {
            observer.enter(FunctionId(def), name, &self.stack[start..], self.depth);
        }
    }

    #[cold]
    #[inline(never)]
    fn observe_exit(&mut self, code: &Code, def: u32, result: &Eval<Value>) {
        let name = code.definitions[def as usize].name.as_str();
        let end = match result {
            Ok(v) => CallEnd::Value(v),
            Err(Stop::Resign) => CallEnd::Resigned,
            Err(Stop::Error(_)) => CallEnd::Failed,
        };
        if let Some(observer) = self.observer.as_mut() {
            observer.exit(FunctionId(def), name, end, self.depth);
        }
    }

    pub(super) fn constant(&mut self, code: &Code, def: u32, span: Span) -> Eval<Value> {
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
                        match self.exec(code, then)? {
                            Flow::Next => {}
                            done => return Ok(done),
                        }
                    }
                }
                Item::Result(value) => return Ok(Flow::Result(value)),
                Item::Do(command) => match self.exec(code, command)? {
                    Flow::Next => {}
                    done => return Ok(done),
                },
            }
        }
        Ok(Flow::Next)
    }
}

// Commands (CPL 1963): assignment, `while`, and the commands after `then`; and function values.
impl Machine {
    /// Runs a command; a `result is` inside a command block gives the enclosing block's value
    /// (`Flow::Value`), anything else goes on to the next item (`Flow::Next`).
    fn exec<'c>(&mut self, code: &'c Code, command: &'c Cmd) -> Eval<Flow<'c>> {
        match command {
            Cmd::Resign => Err(Stop::Resign),
            Cmd::Fail { kind, span } => fail(kind.clone(), *span),
            Cmd::Block(items) => match self.run(code, items)? {
                Flow::Result(value) => self.eval(code, value).map(Flow::Value),
                flow => Ok(flow),
            },
            Cmd::Assign { slot, value } => {
                let v = self.operand(code, value)?;
                self.bind(*slot, v);
                Ok(Flow::Next)
            }
            Cmd::AssignTuple { slots, value, span } => {
                let v = self.operand(code, value)?;
                let items = untuple(v, slots.len(), *span)?;
                for (slot, v) in slots.iter().zip(items.iter()) {
                    self.bind(*slot, v.clone());
                }
                Ok(Flow::Next)
            }
            Cmd::While {
                test,
                test_span,
                body,
            } => {
                // Every round is a step, so a loop that calls nothing still meets the limit.
                while {
                    self.step(*test_span)?;
                    self.truth(code, test, *test_span)?
                } {
                    match self.exec(code, body)? {
                        Flow::Next => {}
                        done => return Ok(done),
                    }
                }
                Ok(Flow::Next)
            }
        }
    }

    /// `F(a, b)` where the variable `F` holds a function value.
    #[inline(never)]
    fn call_value(
        &mut self,
        code: &Code,
        slot: u32,
        name: &str,
        args: &[Node],
        span: Span,
    ) -> Eval<Value> {
        let function = match &self.stack[self.base + slot as usize] {
            Value::Function(f) => f.clone(),
            _ => {
                return fail(
                    ErrorKind::NotAFunction {
                        name: name.to_string(),
                    },
                    span,
                )
            }
        };
        let expected = code.definitions[function.def as usize].params.unwrap_or(0);
        if expected != args.len() {
            return fail(
                ErrorKind::Arity {
                    name: function.name.to_string(),
                    expected,
                    found: args.len(),
                },
                span,
            );
        }
        self.call(code, function.def, args, span)
    }
}

/// The items of a tuple of exactly `names` items, or the error a `let` or an assignment of
/// that many names gives.
fn untuple(v: Value, names: usize, span: Span) -> Eval<std::rc::Rc<super::value::Items>> {
    match v {
        Value::Tuple(items) if items.len() == names => Ok(items),
        Value::Tuple(items) => fail(
            ErrorKind::TupleLength {
                names,
                items: items.len(),
            },
            span,
        ),
        other => fail(
            ErrorKind::NotATuple {
                names,
                found: other.kind(),
            },
            span,
        ),
    }
}
