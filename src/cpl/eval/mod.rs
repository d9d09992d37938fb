//! The CPL interpreter's public API: load programs (the resolver in `resolve.rs` turns them
//! into slot-addressed code, `lower/` that into closures), call definitions and evaluate
//! expressions (the machine that runs them in `machine.rs`, operators in `runtime/ops.rs`, errors in
//! `error.rs`).
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
//! Limits: each evaluation may nest at most `max_depth` calls of definitions, take at most
//! `max_steps` steps (a step is one application of a definition or a builtin), hold at most
//! `max_memory` bytes (list cells, tuples, the value stack and the native stack of nested
//! calls, counted as [`crate::limits`] says; every 1024 steps, and before `Join` copies a
//! list), and stops at its deadline or when cancelled (the clock is read every
//! [`Limits::CLOCK_INTERVAL`] steps). Deep recursion never overflows the native stack: the
//! evaluator grows its stack on demand.

use std::collections::HashMap;
use std::fmt;

use self::machine::{take_stopped, ConstantState, Eval, Machine, Stopped};
use super::ast::{Expr, Program};
use super::lower::{self, Code, Definition};
use super::resolve::{Resolver, Unit};
use super::runtime::logical::Reading;
use super::value::Value;
use crate::diagnostic::{Source, Span};
use crate::limits::Limits;

pub use super::error::{LoadError, LoadErrorKind, RuntimeError};
pub use super::runtime::error::ErrorKind;

pub(super) mod machine;
pub mod trace;

/// How an interpreter reads the program and how far it may go.
#[derive(Debug, Clone, PartialEq)]
pub struct Options {
    /// How `+` and `-` read on two logicals.
    pub reading: Reading,
    /// How tightly `∧`, `∨` and `≡` bind against `+` and `-` in the program's text (the
    /// prelude, attic's own, is always read with the grammar's table).
    pub and_binds: super::parse::AndBinds,
    /// How far one evaluation may go: steps, depth, memory, deadline and cancel flag.
    pub limits: Limits,
}

impl Options {
    /// The given reading under the shared [`Limits`].
    pub fn with_limits(reading: impl Into<super::Readings>, limits: &Limits) -> Options {
        let readings = reading.into();
        Options {
            reading: readings.logic,
            and_binds: readings.and_binds,
            limits: limits.clone(),
        }
    }

    /// The bounds as the shared [`Limits`].
    pub fn limits(&self) -> Limits {
        self.limits.clone()
    }
}

impl Default for Options {
    fn default() -> Options {
        Options {
            reading: Reading::Set,
            and_binds: super::parse::AndBinds::Tighter,
            limits: Limits::default(),
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
/// A definition of the loaded programs, for [`Interpreter::call_function`] (saves the
/// look-up of the name on every call).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct FunctionId(pub(super) u32);

/// How a call of a definition ended, for a [`CallObserver`].
#[derive(Debug, Clone, Copy)]
pub enum CallEnd<'a> {
    Value(&'a Value),
    /// `Resign` ran inside it.
    Resigned,
    /// A runtime error or a limit (the evaluation's error says which).
    Failed,
}

/// Told of every call of a definition (constants included, when they are computed) while it
/// is installed with [`Interpreter::set_observer`]: the tracer of `attic run --trace` and the
/// recorder of `attic checkers explain`. `depth` is the call's nesting, 1 for the outermost;
/// every `enter` is followed by its `exit`, also when the evaluation stops with an error.
/// It is `Any` so that the host can take its own observer back ([`Interpreter::take_observer`]).
pub trait CallObserver: std::any::Any {
    fn enter(&mut self, function: FunctionId, name: &str, args: &[Value], depth: usize);
    fn exit(&mut self, function: FunctionId, name: &str, end: CallEnd<'_>, depth: usize);
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
            resolver.last_reads = super::lower::last_use::last_reads([&definition.body]);
            for p in definition.params.iter().flatten() {
                resolver.bind(p);
            }
            resolver.tail = true;
            let body = lower::expr(resolver.expr(&definition.body));
            code.definitions.push(Definition {
                name: definition.name.text.clone(),
                params: definition.params.as_ref().map(Vec::len),
                body,
                span: resolver.span(definition.name.span),
                calls: std::cell::Cell::new(0),
            });
        }
        let count = code.definitions.len();
        Ok(Interpreter {
            code,
            names,
            params,
            units,
            expression: None,
            machine: Machine::new(
                crate::limits::within_address_space(options.limits.max_memory),
                options,
                count,
            ),
        })
    }

    pub fn options(&self) -> Options {
        self.machine.options.clone()
    }

    /// Every later evaluation stops with [`ErrorKind::TimeLimit`] once `limits.deadline` has
    /// passed, or [`ErrorKind::Cancelled`] once its cancel flag is raised (checked every
    /// [`crate::limits::Limits::CLOCK_INTERVAL`] steps). Steps and depth stay the
    /// [`Options`]'; see [`Interpreter::set_limits`] for all of them at once.
    pub fn set_clock(&mut self, limits: &crate::limits::Limits) {
        self.machine.clock = (limits.deadline.is_some() || limits.cancel.is_some())
            .then(|| Box::new(limits.clone()));
    }

    /// Steps, depth, deadline and cancel flag from the shared [`crate::limits::Limits`]; the
    /// reading stays.
    pub fn set_limits(&mut self, limits: &crate::limits::Limits) {
        let options = Options {
            limits: Limits {
                deadline: None,
                cancel: None,
                ..limits.clone()
            },
            ..self.options()
        };
        if options != self.options() {
            self.set_options(options);
        }
        self.set_clock(limits);
    }

    /// Changes the reading or the limits; constants computed so far are computed again.
    pub fn set_options(&mut self, options: Options) {
        self.machine.memory_budget = crate::limits::within_address_space(options.limits.max_memory);
        self.machine.options = options;
        self.machine.reset_steps(self.machine.steps());
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

    /// How many parameters a definition takes (`None` for a constant).
    pub fn arity(&self, f: FunctionId) -> Option<usize> {
        self.code.definitions[f.0 as usize].params
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
        resolver.last_reads = super::lower::last_use::last_reads([expr]);
        resolver.tail = true;
        let compiled = lower::expr(resolver.expr(expr));
        self.begin();
        let result = compiled(&mut self.machine, &self.code);
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
            .map(|d| (d.name.as_str(), d.calls.get()))
            .collect()
    }

    /// How many times one definition was called since the counters were last reset.
    pub fn call_count(&self, name: &str) -> u64 {
        self.names
            .get(name)
            .map_or(0, |&d| self.code.definitions[d as usize].calls.get())
    }

    pub fn reset_counts(&mut self) {
        self.code.definitions.iter().for_each(|d| d.calls.set(0));
    }

    /// Installs an observer of calls (or removes it with `None`), giving back the one before.
    pub fn set_observer(
        &mut self,
        observer: Option<Box<dyn CallObserver>>,
    ) -> Option<Box<dyn CallObserver>> {
        std::mem::replace(&mut self.machine.observer, observer)
    }

    /// Removes the observer of type `O` and gives it back (`None` when there is none, or one
    /// of another type, which stays installed).
    pub fn take_observer<O: CallObserver>(&mut self) -> Option<Box<O>> {
        let mine = self
            .machine
            .observer
            .as_deref()
            .is_some_and(|o| (o as &dyn std::any::Any).is::<O>());
        if !mine {
            return None;
        }
        let any: Box<dyn std::any::Any> = self.machine.observer.take()?;
        any.downcast::<O>().ok()
    }

    /// The steps the last evaluation took.
    pub fn steps(&self) -> u64 {
        self.machine.steps()
    }

    fn forget_constants(&mut self) {
        for state in &mut self.machine.constants {
            if !matches!(state, ConstantState::Fixed(_)) {
                *state = ConstantState::Unknown;
            }
        }
    }

    fn begin(&mut self) {
        // A reason no evaluation took (none should be left) must not be read as this one's.
        take_stopped();
        self.machine.stack.clear();
        self.machine.base = 0;
        self.machine.depth = 0;
        self.machine.reset_steps(0);
        self.machine.memory_base = crate::limits::meter::live();
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
        match result.map_err(|_| take_stopped()) {
            Ok(v) => Ok(Outcome::Value(v)),
            Err(Some(Stopped::Resign)) => Ok(Outcome::Resigned),
            Err(Some(Stopped::Error(kind, span))) => Err(self.error(kind, Some(span))),
            Err(None) => Err(self.error(ErrorKind::NoReason, None)),
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
    use crate::cpl::ast::{self, BinaryOp, BlockItem, Command, ExprKind, Name, Pattern};

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
                limit: Limits::DEFAULT_MAX_DEPTH
            }
        );
        let options = Options {
            limits: Limits {
                max_steps: 1000,
                ..Limits::default()
            },
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
