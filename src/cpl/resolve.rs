//! The resolver: turns the syntax tree into slot-addressed code, once, when a program is
//! loaded (which `lower/` then turns into closures). Every name becomes a frame slot (a parameter or a `let`), a definition (by index) or
//! a builtin, so evaluation never looks a name up by its text. A name that is neither becomes a
//! node that fails when (and only when) it is evaluated.

use std::collections::{HashMap, HashSet};

use super::ast::{
    BinaryOp, Block, BlockItem, Command, Expr, ExprKind, Name, Pattern, UnaryOp, WhereDefinition,
};
use super::eval::machine::{RED_ZONE, STACK_CHUNK};
use super::runtime::builtins::{self, Builtin};
use super::runtime::error::ErrorKind;
use super::runtime::ops::unary;
use super::value::{FunctionValue, Truth, Value};
use crate::diagnostic::{Source, Span};

// ---------------------------------------------------------------------------------------------
// Resolved code
//
// Spans in resolved code are "global": each loaded source occupies its own range of offsets
// (its base plus its local offsets), so an error finds its source without the evaluator
// tracking which program it is in.

#[derive(Debug)]
pub(super) enum Node {
    Const(Value),
    Local(u32),
    /// The last read of a local (`lower/last_use.rs`): its value is moved out of the slot, which
    /// nothing reads again. Never made for a slot whose tuple names are read in place.
    Take(u32),
    /// Item `index` of the tuple in local `slot`: a name of `let (X, Y) = P` read where it is
    /// (see [`Place::Part`]).
    Part {
        slot: u32,
        index: u32,
    },
    Constant {
        def: u32,
        span: Span,
    },
    /// A tuple. `reuse`: a slot whose tuple is dead once the items are computed (the tuple is
    /// the frame's result and its items read names of that slot's tuple): built in that
    /// tuple's storage when nothing else holds it (`FinalPosition(Ip)` turns the intermediate
    /// position it was given into the position it returns, with no allocation).
    Tuple {
        items: Box<[Node]>,
        reuse: Option<u32>,
    },
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
    /// `F(a, b)` where `F` is a variable (a parameter) holding a function value.
    CallValue {
        slot: u32,
        name: Box<str>,
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
pub(super) enum Leaf {
    Local(u32),
    Part { slot: u32, index: u32 },
    Const(Value),
}

impl Leaf {
    fn of(node: &Node) -> Option<Leaf> {
        match node {
            Node::Local(slot) | Node::Take(slot) => Some(Leaf::Local(*slot)),
            &Node::Part { slot, index } => Some(Leaf::Part { slot, index }),
            Node::Const(v) => Some(Leaf::Const(v.clone())),
            _ => None,
        }
    }
}

#[derive(Debug)]
pub(super) enum Item {
    Let {
        slot: u32,
        value: Node,
    },
    LetTuple {
        slots: Box<[u32]>,
        value: Node,
        span: Span,
    },
    /// `let (X, Y) = P` where `P` is a local and the names are only read: checks that `P`
    /// holds a tuple of `names` items (the same errors as [`Item::LetTuple`]); the names are
    /// [`Node::Part`]s of it.
    CheckTuple {
        slot: u32,
        names: usize,
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
    /// A command standing as an item (an assignment, a `while`).
    Do(Cmd),
}

#[derive(Debug)]
pub(super) enum Cmd {
    Resign,
    Fail {
        kind: ErrorKind,
        span: Span,
    },
    Block(Box<[Item]>),
    /// `x := e`: the variable's slot in the current frame.
    Assign {
        slot: u32,
        value: Node,
    },
    /// `(a, b) := e`: the whole value first, then every slot.
    AssignTuple {
        slots: Box<[u32]>,
        value: Node,
        span: Span,
    },
    While {
        test: Node,
        test_span: Span,
        body: Box<Cmd>,
    },
}

/// The identity of the name that binds a local, or of a name's use: its address in the tree,
/// which lives as long as the resolution of it.
pub(in crate::cpl) fn binder(name: &Name) -> usize {
    name as *const Name as usize
}

pub(super) struct Unit {
    pub(super) source: Source,
    pub(super) base: usize,
}

// ---------------------------------------------------------------------------------------------
// Resolver

/// Where a local's value is.
#[derive(Debug, Clone, Copy)]
pub(super) enum Place {
    /// A slot of the frame.
    Slot(u32),
    /// Item `index` of the tuple in slot `slot`: a name of `let (X, Y, K, σ) = P` where `P`
    /// is a local that nothing in the names' scope assigns to, nor any of the names, nor
    /// calls one of them. The tuple cannot change while they are in scope, so they are read
    /// from it in place instead of being copied into slots of their own.
    Part { slot: u32, index: u32 },
}

pub(super) struct Resolver<'a> {
    pub(super) names: &'a HashMap<String, u32>,
    pub(super) params: &'a [Option<usize>],
    pub(super) base: usize,
    /// The locals in scope, innermost last: the name, its place, and its binder (the address
    /// of the [`Name`] that binds it).
    pub(super) scope: Vec<(String, Place, usize)>,
    /// When asked for (`Some`), every read, call or assignment of a local, by the address of
    /// its `Expr` (a read) or its [`Name`] (a call's or an assignment's), with its binder: how
    /// the translator (`translate/`) knows what a name means without scoping of its own.
    pub(in crate::cpl) locals_used: Option<HashMap<usize, usize>>,
    pub(super) next_slot: u32,
    /// The reads of a name that are its last (`last_use::last_reads` of what is resolved).
    pub(super) last_reads: HashSet<*const Expr>,
    /// The expression about to be resolved gives the frame's result: nothing in the frame is
    /// read after it. Set for a definition's body; passed on to a conditional's arms, a
    /// block's `result is` and a `where`'s body only.
    pub(super) tail: bool,
    /// The `result is` of the block being resolved gives the frame's result.
    result_tail: bool,
}

impl<'a> Resolver<'a> {
    pub(super) fn new(
        names: &'a HashMap<String, u32>,
        params: &'a [Option<usize>],
        base: usize,
    ) -> Self {
        Resolver {
            names,
            params,
            base,
            scope: Vec::new(),
            locals_used: None,
            next_slot: 0,
            last_reads: HashSet::new(),
            tail: false,
            result_tail: false,
        }
    }

    pub(super) fn span(&self, span: Span) -> Span {
        Span::new(span.start + self.base, span.end + self.base)
    }

    pub(super) fn bind(&mut self, name: &Name) -> u32 {
        let slot = self.next_slot;
        self.next_slot += 1;
        self.scope
            .push((name.text.clone(), Place::Slot(slot), binder(name)));
        slot
    }

    fn local(&self, name: &str) -> Option<Place> {
        self.scope
            .iter()
            .rev()
            .find(|(n, ..)| n == name)
            .map(|&(_, place, _)| place)
    }

    /// [`Resolver::local`] for a use at `at` (an address: see `locals_used`), noted.
    fn local_used(&mut self, at: usize, name: &str) -> Option<Place> {
        let (place, binder) = self
            .scope
            .iter()
            .rev()
            .find(|(n, ..)| n == name)
            .map(|&(_, place, binder)| (place, binder))?;
        if let Some(used) = &mut self.locals_used {
            used.insert(at, binder);
        }
        Some(place)
    }

    pub(super) fn expr(&mut self, e: &Expr) -> Node {
        stacker::maybe_grow(RED_ZONE, STACK_CHUNK, || self.expr_inner(e))
    }

    fn expr_inner(&mut self, e: &Expr) -> Node {
        let span = self.span(e.span);
        // Only the children named below inherit the tail; everything else is read after.
        let tail = std::mem::replace(&mut self.tail, false);
        match &e.kind {
            ExprKind::Int(n) => Node::Const(Value::Int(*n)),
            ExprKind::Infinity => Node::Const(Value::Infinity {
                positive: Truth::True,
            }),
            ExprKind::Bool(b) => Node::Const(Value::from(*b)),
            ExprKind::Nil => Node::Const(Value::Nil),
            ExprKind::Name(name) => match self.name(e, name, span) {
                Node::Local(slot)
                    if self.last_reads.contains(&(e as *const Expr))
                        && !self.scope.iter().any(
                            |(_, p, _)| matches!(p, Place::Part { slot: s, .. } if *s == slot),
                        ) =>
                {
                    Node::Take(slot)
                }
                node => node,
            },
            ExprKind::Tuple(items) => {
                let items: Box<[Node]> = items.iter().map(|i| self.expr(i)).collect();
                let reuse = if tail {
                    items.iter().find_map(part_slot)
                } else {
                    None
                };
                Node::Tuple { items, reuse }
            }
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
                if let Some(place) = self.local_used(binder(function), name) {
                    let Place::Slot(slot) = place else {
                        // Never made: a name that is called is never a part (`bind_pattern`).
                        return not_a_function();
                    };
                    return Node::CallValue {
                        slot,
                        name: name.into(),
                        args: args.iter().map(|a| self.argument(a)).collect(),
                        span,
                    };
                }
                if let Some(&def) = self.names.get(name) {
                    return match self.params[def as usize] {
                        Some(n) if n == args.len() => Node::Call {
                            def,
                            args: args.iter().map(|a| self.argument(a)).collect(),
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
                if builtins::constant::<Value>(name).is_some() {
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
                    if let Ok(folded) = unary(*op, v) {
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
            } => {
                let test_span = self.span(test.span);
                let test = Box::new(self.expr(test));
                self.tail = tail;
                let then = Box::new(self.expr(then));
                self.tail = tail;
                let otherwise = Box::new(self.expr(otherwise));
                Node::Conditional {
                    test,
                    then,
                    otherwise,
                    test_span,
                }
            }
            ExprKind::ValueOf(block) => {
                let outer = std::mem::replace(&mut self.result_tail, tail);
                let items = self.block(block);
                self.result_tail = outer;
                Node::Block {
                    items,
                    span: self.span(block.span),
                }
            }
            ExprKind::Where { body, definitions } => self.where_expr(body, definitions, span, tail),
        }
    }

    /// An argument of a call of a definition: a definition's bare name there is passed as a
    /// function value (CPL's functions are values; attic passes named definitions only).
    fn argument(&mut self, e: &Expr) -> Node {
        if let ExprKind::Name(name) = &e.kind {
            if self.local(name).is_none() {
                if let Some(&def) = self.names.get(name.as_str()) {
                    if self.params[def as usize].is_some() {
                        return Node::Const(Value::Function(std::rc::Rc::new(FunctionValue {
                            def,
                            name: name.as_str().into(),
                        })));
                    }
                }
            }
        }
        self.expr(e)
    }

    /// `body where x = e and ...`: every value is resolved where the `where` stands (the
    /// definitions are simultaneous), then the names are bound for the body: a block of
    /// `let`s and a `result is`.
    fn where_expr(
        &mut self,
        body: &Expr,
        definitions: &[WhereDefinition],
        span: Span,
        tail: bool,
    ) -> Node {
        let (scope, next_slot) = (self.scope.len(), self.next_slot);
        let values: Vec<Node> = definitions.iter().map(|d| self.expr(&d.value)).collect();
        let mut items = Vec::with_capacity(definitions.len() + 1);
        for (d, value) in definitions.iter().zip(values) {
            let span = self.span(d.span);
            items.push(self.bind_pattern(&d.pattern, value, span, Scope::Expr(body)));
        }
        self.tail = tail;
        items.push(Item::Result(self.expr(body)));
        self.scope.truncate(scope);
        self.next_slot = next_slot;
        Node::Block {
            items: items.into(),
            span,
        }
    }

    /// `x := e` or `(a, b) := e`: each name must be a variable in scope.
    fn assign(&mut self, target: &Pattern, value: &Expr) -> Cmd {
        let value = self.expr(value);
        let names: Vec<&super::ast::Name> = match target {
            Pattern::Name(n) => vec![n],
            Pattern::Tuple(names, _) => names.iter().collect(),
        };
        let mut slots = Vec::with_capacity(names.len());
        for n in &names {
            match self.local_used(binder(n), &n.text) {
                Some(Place::Slot(slot)) => slots.push(slot),
                // Never made: a name assigned to is never a part (`bind_pattern`).
                Some(Place::Part { .. }) | None => {
                    let name = n.text.clone();
                    let kind = if self.names.contains_key(&name)
                        || Builtin::named(&name).is_some()
                        || builtins::constant::<Value>(&name).is_some()
                    {
                        ErrorKind::AssignNotVariable { name }
                    } else {
                        ErrorKind::AssignUndefined { name }
                    };
                    return Cmd::Fail {
                        kind,
                        span: self.span(n.span),
                    };
                }
            }
        }
        match target {
            Pattern::Name(_) => Cmd::Assign {
                slot: slots[0],
                value,
            },
            Pattern::Tuple(_, span) => Cmd::AssignTuple {
                slots: slots.into(),
                value,
                span: self.span(*span),
            },
        }
    }

    fn name(&mut self, e: &Expr, name: &str, span: Span) -> Node {
        match self.local_used(e as *const Expr as usize, name) {
            Some(Place::Slot(slot)) => return Node::Local(slot),
            Some(Place::Part { slot, index }) => return Node::Part { slot, index },
            None => {}
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
        let items = (0..block.items.len())
            .map(|i| self.item(&block.items[i], Scope::Items(&block.items[i + 1..])))
            .collect();
        self.scope.truncate(scope);
        self.next_slot = next_slot;
        items
    }

    /// A block item; `rest` is where the names a `let` binds are in scope.
    fn item(&mut self, item: &BlockItem, rest: Scope) -> Item {
        match item {
            BlockItem::Let {
                pattern,
                value,
                span,
            } => {
                // The value is resolved before the names it binds come into scope.
                let value = self.expr(value);
                let span = self.span(*span);
                self.bind_pattern(pattern, value, span, rest)
            }
            BlockItem::If { test, then, .. } => Item::If {
                test_span: self.span(test.span),
                test: self.expr(test),
                then: self.command(then),
            },
            BlockItem::ResultIs { value, .. } => {
                self.tail = self.result_tail;
                Item::Result(self.expr(value))
            }
            BlockItem::Command(command) => Item::Do(self.command(command)),
        }
    }

    /// Binds a `let`'s or a `where`'s names to the value's slots.
    fn bind_pattern(&mut self, pattern: &Pattern, value: Node, span: Span, rest: Scope) -> Item {
        if let (Pattern::Tuple(names, _), &(Node::Local(slot) | Node::Take(slot))) =
            (pattern, &value)
        {
            let tuple = self
                .scope
                .iter()
                .rev()
                .find(|(_, p, _)| matches!(p, Place::Slot(s) if *s == slot));
            let mut touched: Vec<&str> = names.iter().map(|n| n.text.as_str()).collect();
            if let Some((name, ..)) = tuple {
                touched.push(name);
            }
            if tuple.is_some() && !rest.assigns_or_calls(&touched) {
                for (index, n) in names.iter().enumerate() {
                    let place = Place::Part {
                        slot,
                        index: index as u32,
                    };
                    self.scope.push((n.text.clone(), place, binder(n)));
                }
                return Item::CheckTuple {
                    slot,
                    names: names.len(),
                    span,
                };
            }
        }
        {
            {
                match pattern {
                    Pattern::Name(name) => Item::Let {
                        slot: self.bind(name),
                        value,
                    },
                    Pattern::Tuple(names, _) => {
                        let slots: Box<[u32]> = names.iter().map(|n| self.bind(n)).collect();
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
            Command::Assign { target, value, .. } => self.assign(target, value),
            Command::While { test, body, .. } => Cmd::While {
                test_span: self.span(test.span),
                test: self.expr(test),
                body: Box::new(self.command(body)),
            },
        }
    }
}

/// Where the names a `let` binds are in scope: the block's items after it, or a `where`'s body.
#[derive(Clone, Copy)]
enum Scope<'e> {
    Items(&'e [BlockItem]),
    Expr(&'e Expr),
}

impl Scope<'_> {
    /// Whether anything in scope assigns to one of `names` or calls one of them (by its text,
    /// whatever it means there: a name shadowed inside counts too).
    fn assigns_or_calls(self, names: &[&str]) -> bool {
        match self {
            Scope::Items(items) => items.iter().any(|i| item_touches(i, names)),
            Scope::Expr(e) => expr_touches(e, names),
        }
    }
}

fn expr_touches(e: &Expr, names: &[&str]) -> bool {
    stacker::maybe_grow(RED_ZONE, STACK_CHUNK, || match &e.kind {
        ExprKind::Int(_)
        | ExprKind::Infinity
        | ExprKind::Bool(_)
        | ExprKind::Nil
        | ExprKind::Name(_) => false,
        ExprKind::Tuple(items) => items.iter().any(|i| expr_touches(i, names)),
        ExprKind::Apply { function, args } => {
            names.contains(&function.text.as_str()) || args.iter().any(|a| expr_touches(a, names))
        }
        ExprKind::Unary { operand, .. } => expr_touches(operand, names),
        ExprKind::Binary { lhs, rhs, .. } => expr_touches(lhs, names) || expr_touches(rhs, names),
        ExprKind::Conditional {
            test,
            then,
            otherwise,
        } => {
            expr_touches(test, names) || expr_touches(then, names) || expr_touches(otherwise, names)
        }
        ExprKind::ValueOf(block) => block.items.iter().any(|i| item_touches(i, names)),
        ExprKind::Where { body, definitions } => {
            expr_touches(body, names) || definitions.iter().any(|d| expr_touches(&d.value, names))
        }
    })
}

fn item_touches(item: &BlockItem, names: &[&str]) -> bool {
    match item {
        BlockItem::Let { value, .. } | BlockItem::ResultIs { value, .. } => {
            expr_touches(value, names)
        }
        BlockItem::If { test, then, .. } => {
            expr_touches(test, names) || command_touches(then, names)
        }
        BlockItem::Command(command) => command_touches(command, names),
    }
}

fn command_touches(command: &Command, names: &[&str]) -> bool {
    stacker::maybe_grow(RED_ZONE, STACK_CHUNK, || match command {
        Command::Call { name, args, .. } => {
            names.contains(&name.text.as_str()) || args.iter().any(|a| expr_touches(a, names))
        }
        Command::Block(block) => block.items.iter().any(|i| item_touches(i, names)),
        Command::Assign { target, value, .. } => {
            let assigned = match target {
                Pattern::Name(n) => names.contains(&n.text.as_str()),
                Pattern::Tuple(targets, _) => {
                    targets.iter().any(|n| names.contains(&n.text.as_str()))
                }
            };
            assigned || expr_touches(value, names)
        }
        Command::While { test, body, .. } => {
            expr_touches(test, names) || command_touches(body, names)
        }
    })
}

/// The slot of the first tuple whose names `node` reads in place (a [`Node::Part`] among its
/// operands), if any.
fn part_slot(node: &Node) -> Option<u32> {
    match node {
        Node::Part { slot, .. } => Some(*slot),
        Node::Unary { operand, .. } => part_slot(operand),
        Node::Binary { lhs, rhs, .. } => part_slot(lhs).or_else(|| part_slot(rhs)),
        Node::BinaryLeaves { a, b, .. } => [a, b].into_iter().find_map(|leaf| match leaf {
            Leaf::Part { slot, .. } => Some(*slot),
            _ => None,
        }),
        _ => None,
    }
}
