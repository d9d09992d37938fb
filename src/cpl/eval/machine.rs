//! The machine that runs lowered code (`lower/`): frames on one value stack, calls of
//! definitions, limits on steps, depth, memory and time, the call observer, and a native stack
//! that grows on demand.

use super::{CallEnd, CallObserver, FunctionId, Options};
use crate::cpl::lower::{Arg, Code};
use crate::cpl::runtime::error::ErrorKind;
use crate::cpl::value::Value;
use crate::diagnostic::Span;
use crate::limits::{LimitReached, Limits, CPL_FRAME_BYTES};

/// How many steps pass between two checks of the memory estimate.
const MEMORY_INTERVAL: u64 = 1024;

/// The native stack left free before a call of a definition; below it the stack grows.
pub(in crate::cpl) const RED_ZONE: usize = 1024 * 1024;
/// How many levels of calls may pass between two checks of the native stack.
const STACK_CHECK_EVERY: usize = 8;
/// How much native stack each growth adds.
pub(in crate::cpl) const STACK_CHUNK: usize = 8 * 1024 * 1024;

/// An evaluation that stops early returns `Err(Stop)`, a token with nothing in it, and leaves
/// why in [`STOPPED`] ([`fail`], [`resign`]; the interpreter takes it when the evaluation
/// ends). With an empty error an evaluation's result is just the value's two words, which the
/// compiler returns in two registers from every closure instead of through memory. Only this
/// module makes the token, so every `Err(Stop)` has its reason.
pub(in crate::cpl) struct Stop(());

/// Why an evaluation stopped.
pub(in crate::cpl) enum Stopped {
    Error(ErrorKind, Span),
    Resign,
}

thread_local! {
    /// The reason of the evaluation that stopped last on this thread, until it is taken.
    static STOPPED: std::cell::RefCell<Option<Stopped>> = const { std::cell::RefCell::new(None) };
}

pub(in crate::cpl) type Eval<T> = Result<T, Stop>;

#[cold]
#[inline(never)]
pub(in crate::cpl) fn fail<T>(kind: ErrorKind, span: Span) -> Eval<T> {
    STOPPED.with(|s| *s.borrow_mut() = Some(Stopped::Error(kind, span)));
    Err(Stop(()))
}

/// `Resign`: the program gives up, which is an answer, not an error.
#[cold]
#[inline(never)]
pub(in crate::cpl) fn resign<T>() -> Eval<T> {
    STOPPED.with(|s| *s.borrow_mut() = Some(Stopped::Resign));
    Err(Stop(()))
}

/// Whether the evaluation stopping now resigned (for the call observer, as it unwinds).
fn resigning() -> bool {
    STOPPED.with(|s| matches!(*s.borrow(), Some(Stopped::Resign)))
}

/// Takes the reason of the evaluation that stopped (once); `None` if there is none.
pub(in crate::cpl) fn take_stopped() -> Option<Stopped> {
    STOPPED.with(|s| s.borrow_mut().take())
}

#[cold]
pub(in crate::cpl) fn not_a_truth_value<T>(found: &Value, span: Span) -> Eval<T> {
    fail(
        ErrorKind::NotATruthValue {
            found: found.kind(),
        },
        span,
    )
}

#[derive(Debug, Clone)]
pub(in crate::cpl) enum ConstantState {
    Unknown,
    Busy,
    Known(Value),
    /// Set by the host: kept until the host sets it again.
    Fixed(Value),
}

pub(in crate::cpl) struct Machine {
    pub(in crate::cpl) options: Options,
    /// Frames, one after another: a call's arguments then its `let`s.
    pub(in crate::cpl) stack: Vec<Value>,
    pub(in crate::cpl) base: usize,
    pub(in crate::cpl) depth: usize,
    /// The next step count at which [`Machine::step`] has something to check: the step limit
    /// or a multiple of [`MEMORY_INTERVAL`], whichever comes first.
    next_check: u64,
    /// The steps left until `next_check` (never 0 between steps), counted down so that a step
    /// costs one decrement and its test; the steps taken are `next_check - until_check`.
    until_check: u64,
    /// What [`crate::limits::meter`] counted when the evaluation began: values alive before
    /// it are not its own.
    pub(in crate::cpl) memory_base: usize,
    /// The memory budget the process can really give: `options.limits.max_memory`, or less under a
    /// small address space (`ulimit -v`; [`crate::limits::within_address_space`]), so that a
    /// runaway ends at the limit instead of an allocation failure that aborts.
    pub(in crate::cpl) memory_budget: usize,
    pub(in crate::cpl) constants: Vec<ConstantState>,
    /// The host's deadline and cancel flag (only those fields of the [`Limits`] count), read
    /// every [`Limits::CLOCK_INTERVAL`] steps.
    pub(in crate::cpl) clock: Option<Box<Limits>>,
    /// Told of every call of a definition when set (`--trace`, `checkers explain`); when it is
    /// `None` a call pays one test of it.
    pub(in crate::cpl) observer: Option<Box<dyn CallObserver>>,
}

impl Machine {
    /// A machine with no frame, at step 0, that checks at its first step.
    pub(in crate::cpl) fn new(
        memory_budget: usize,
        options: Options,
        definitions: usize,
    ) -> Machine {
        Machine {
            memory_budget,
            options,
            stack: Vec::with_capacity(1024),
            base: 0,
            depth: 0,
            next_check: 1,
            until_check: 1,
            memory_base: 0,
            constants: vec![ConstantState::Unknown; definitions],
            clock: None,
            observer: None,
        }
    }

    /// The steps taken since the count was last reset.
    #[inline(always)]
    pub(in crate::cpl) fn steps(&self) -> u64 {
        self.next_check - self.until_check
    }

    /// Sets the step count, to be checked at the next step (the limits may have changed).
    pub(in crate::cpl) fn reset_steps(&mut self, steps: u64) {
        self.next_check = steps.saturating_add(1);
        self.until_check = 1;
    }

    #[inline(always)]
    pub(in crate::cpl) fn step(&mut self, span: Span) -> Eval<()> {
        self.until_check -= 1;
        if self.until_check == 0 {
            return self.check_step(span);
        }
        Ok(())
    }

    /// The step limit, and at every multiple of [`MEMORY_INTERVAL`] the periodic checks.
    #[cold]
    #[inline(never)]
    fn check_step(&mut self, span: Span) -> Eval<()> {
        let steps = self.next_check;
        if steps > self.options.limits.max_steps {
            // Checked again at the next step, should the evaluation go on.
            self.until_check = 1;
            self.next_check = steps.saturating_add(1);
            return fail(
                ErrorKind::StepLimit {
                    limit: self.options.limits.max_steps,
                },
                span,
            );
        }
        let next_interval = (steps | (MEMORY_INTERVAL - 1)).saturating_add(1);
        self.next_check = next_interval.min(self.options.limits.max_steps.saturating_add(1));
        self.until_check = self.next_check.saturating_sub(steps).max(1);
        self.next_check = steps + self.until_check;
        if steps & (MEMORY_INTERVAL - 1) == 0 {
            return self.check_periodically(span);
        }
        Ok(())
    }

    /// The memory estimate, and every [`Limits::CLOCK_INTERVAL`] steps the deadline and the
    /// cancel flag.
    fn check_periodically(&mut self, span: Span) -> Eval<()> {
        self.check_memory(0, span)?;
        if self.steps() & (Limits::CLOCK_INTERVAL - 1) == 0 {
            self.check_clock(span)?;
            match self.options.limits.check_clock() {
                Err(crate::limits::LimitReached::Cancelled) => {
                    return fail(ErrorKind::Cancelled, span)
                }
                Err(_) => return fail(ErrorKind::TimeLimit, span),
                Ok(()) => {}
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
    pub(in crate::cpl) fn check_join(&self, front: &Value, span: Span) -> Eval<()> {
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
    pub(in crate::cpl) fn bind(&mut self, slot: u32, v: Value) {
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

    /// A local of the current frame.
    #[inline(always)]
    pub(in crate::cpl) fn local(&self, slot: u32) -> &Value {
        &self.stack[self.base + slot as usize]
    }

    /// A local of the current frame moved out, its slot left `NIL`: the last read of it
    /// (`lower/last_use.rs`), so that passing it on costs no reference count.
    #[inline(always)]
    pub(in crate::cpl) fn take(&mut self, slot: u32) -> Value {
        std::mem::replace(&mut self.stack[self.base + slot as usize], Value::Nil)
    }

    /// Item `index` of the tuple in local `slot` (a [`super::resolve::Place::Part`]): the
    /// `let` that made the part checked that it is there, and nothing assigns to the slot
    /// while the part is in scope.
    #[inline(always)]
    pub(in crate::cpl) fn part(&self, slot: u32, index: u32) -> &Value {
        const NIL: &Value = &Value::Nil;
        match self.local(slot) {
            Value::Tuple(items) => items.item(index as usize),
            _ => NIL,
        }
    }

    /// Calls a definition with the values of `args`.
    #[inline(always)]
    pub(in crate::cpl) fn call(
        &mut self,
        code: &Code,
        def: u32,
        args: &[Arg],
        span: Span,
    ) -> Eval<Value> {
        let start = self.stack.len();
        for arg in args {
            let v = arg.get(self, code)?;
            self.stack.push(v);
        }
        self.enter(code, def, start, span)
    }

    /// Calls a definition whose arguments are on the stack from `start`.
    #[inline(always)]
    pub(in crate::cpl) fn enter(
        &mut self,
        code: &Code,
        def: u32,
        start: usize,
        span: Span,
    ) -> Eval<Value> {
        let definition = &code.definitions[def as usize];
        self.step(span)?;
        if self.depth >= self.options.limits.max_depth {
            return fail(
                ErrorKind::DepthLimit {
                    limit: self.options.limits.max_depth,
                },
                span,
            );
        }
        definition.calls.set(definition.calls.get() + 1);
        let caller = std::mem::replace(&mut self.base, start);
        self.depth += 1;
        let observed = self.observer.is_some();
        if observed {
            self.observe_entry(code, def, start);
        }
        // The stack is checked every few levels only: the red zone covers what those levels
        // and the deepest expression the parser accepts can use.
        let result = if self.depth.is_multiple_of(STACK_CHECK_EVERY) {
            stacker::maybe_grow(RED_ZONE, STACK_CHUNK, || (definition.body)(self, code))
        } else {
            (definition.body)(self, code)
        };
        if observed {
            self.observe_exit(code, def, &result);
        }
        self.depth -= 1;
        self.base = caller;
        // The frame is freed in place: what owns an allocation (a tuple, a list) is dropped,
        // the rest (numbers, logicals, atoms) is cut off with the frame, with no call of the
        // general drop of a slice.
        for v in &mut self.stack[start..] {
            if !v.holds_nothing() {
                drop(std::mem::replace(v, Value::Nil));
            }
        }
        // SAFETY: `start` is at most the length (the callee's frame begins there), so this
        // only shortens the stack, and every value cut off owns nothing (the loop above
        // dropped those that did): no drop is skipped.
        unsafe { self.stack.set_len(start) }
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
            Err(_) if resigning() => CallEnd::Resigned,
            Err(_) => CallEnd::Failed,
        };
        if let Some(observer) = self.observer.as_mut() {
            observer.exit(FunctionId(def), name, end, self.depth);
        }
    }

    pub(in crate::cpl) fn constant(&mut self, code: &Code, def: u32, span: Span) -> Eval<Value> {
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
}

// Function values.
impl Machine {
    /// `F(a, b)` where the variable `F` holds a function value.
    #[inline(never)]
    pub(in crate::cpl) fn call_value(
        &mut self,
        code: &Code,
        slot: u32,
        name: &str,
        args: &[Arg],
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_evaluation_result_is_a_values_two_words() {
        // The reason of a stop waits in `STOPPED`: the error itself holds nothing.
        assert_eq!(std::mem::size_of::<Stop>(), 0);
        assert_eq!(std::mem::size_of::<Eval<Value>>(), 16);
    }

    #[test]
    fn a_stop_leaves_its_reason_once() {
        let stopped: Eval<Value> = fail(ErrorKind::DivisionByZero, Span { start: 3, end: 4 });
        assert!(stopped.is_err());
        assert!(matches!(
            take_stopped(),
            Some(Stopped::Error(
                ErrorKind::DivisionByZero,
                Span { start: 3, end: 4 }
            ))
        ));
        assert!(take_stopped().is_none());
        let resigned: Eval<()> = resign();
        assert!(resigned.is_err() && resigning());
        assert!(matches!(take_stopped(), Some(Stopped::Resign)));
    }
}
