//! Blocks and commands: `let` bindings (a tuple's names read in place where they can be),
//! block items that say whether the block goes on, `while`, assignment and `Resign`.

use super::*;

pub(super) fn block(items: Box<[Item]>, span: Span) -> Expr {
    let mut items = items.into_vec();
    // Items after the first `result is` never run.
    if let Some(end) = items.iter().position(|i| matches!(i, Item::Result(_))) {
        items.truncate(end + 1);
        if items[..end].iter().all(is_binding) {
            if let Some(Item::Result(result)) = items.pop() {
                let binds: Box<[Binding]> = items.into_iter().filter_map(binding).collect();
                return with_operand!(result, |r| lets_then(binds, r));
            }
        }
    }
    let items: Box<[Run]> = items.into_iter().map(item).collect();
    Box::new(move |m, code| {
        for item in items.iter() {
            if let Flow::Value(v) = item(m, code)? {
                return Ok(v);
            }
        }
        fail(ErrorKind::NoResult, span)
    })
}

/// A `let` of a block of `let`s: the commonest forms run in the block's own loop, with no
/// closure of their own; the others are closures.
pub(super) enum Binding {
    /// `let x = e` of a computed `e`.
    Let(u32, Expr),
    /// `let (X, Y) = P` whose names are read from `P` in place ([`check_tuple`]).
    Check {
        slot: u32,
        names: usize,
        span: Span,
    },
    Other(Bind),
}

pub(super) fn lets_then<R: Get>(binds: Box<[Binding]>, result: R) -> Expr {
    Box::new(move |m, code| {
        for bind in binds.iter() {
            match bind {
                Binding::Let(slot, e) => {
                    let v = e(m, code)?;
                    m.bind(*slot, v);
                }
                Binding::Check { slot, names, span } => check_shape(m, *slot, *names, *span)?,
                Binding::Other(bind) => bind(m, code)?,
            }
        }
        result.get(m, code)
    })
}

pub(super) fn is_binding(item: &Item) -> bool {
    matches!(
        item,
        Item::Let { .. } | Item::LetTuple { .. } | Item::CheckTuple { .. } | Item::LetNext { .. }
    )
}

/// A `let` of any form; `None` for the other items.
pub(super) fn binding(item: Item) -> Option<Binding> {
    Some(Binding::Other(match item {
        Item::Let {
            slot,
            value: value @ (Node::Local(_) | Node::Take(_) | Node::Part { .. } | Node::Const(_)),
        } => with_operand!(value, |v| let_of(slot, v)),
        Item::Let { slot, value } => return Some(Binding::Let(slot, expr(value))),
        Item::CheckTuple { slot, names, span } => {
            return Some(Binding::Check { slot, names, span })
        }
        Item::LetTuple { slots, value, span } => {
            with_operand!(value, |v| let_tuple(slots, v, span))
        }
        Item::LetNext {
            head,
            tail,
            list,
            span,
        } => with_operand!(list, |l| let_next(head, tail, l, span)),
        _ => return None,
    }))
}

pub(super) fn let_of<A: Get>(slot: u32, value: A) -> Bind {
    Box::new(move |m, code| {
        let v = value.get(m, code)?;
        m.bind(slot, v);
        Ok(())
    })
}

pub(super) fn let_tuple<A: Get>(slots: Box<[u32]>, value: A, span: Span) -> Bind {
    Box::new(move |m, code| match value.get(m, code)? {
        Value::Tuple(items) if items.len() == slots.len() => {
            for (slot, v) in slots.iter().zip(items.iter()) {
                m.bind(*slot, v.clone());
            }
            Ok(())
        }
        other => not_a_tuple_of(slots.len(), &other, span),
    })
}

/// The error of a `let` or an assignment of `names` names whose value is not a tuple of that
/// many items.
#[cold]
#[inline(never)]
pub(super) fn not_a_tuple_of<T>(names: usize, found: &Value, span: Span) -> Eval<T> {
    match tuple_items(found, names) {
        Err(kind) => fail(kind, span),
        Ok(_) => fail(ErrorKind::NoReason, span),
    }
}

/// `let (X, Y) = P` whose names are read from `P` in place: only the check that `P` is a
/// tuple of that many items, with the errors of [`let_tuple`].
pub(super) fn check_tuple(slot: u32, names: usize, span: Span) -> Bind {
    Box::new(move |m, _| check_shape(m, slot, names, span))
}

#[inline(always)]
pub(super) fn check_shape(m: &Machine, slot: u32, names: usize, span: Span) -> Eval<()> {
    match m.local(slot) {
        Value::Tuple(items) if items.len() == names => Ok(()),
        other => not_a_tuple_of(names, other, span),
    }
}

/// `let (a, l) = Next(L)`: binds the head and the tail without building the pair.
pub(super) fn let_next<A: Get>(head: u32, tail: u32, list: A, span: Span) -> Bind {
    Box::new(move |m, code| {
        let list = list.get(m, code)?;
        m.step(span)?;
        match list {
            Value::List(cell) => {
                m.bind(head, cell.head.clone());
                m.bind(tail, cell.tail.clone());
                Ok(())
            }
            other => fail(Builtin::Next.not_a_list(&other), span),
        }
    })
}

pub(super) fn item(item: Item) -> Run {
    match item {
        Item::If {
            test: t,
            test_span,
            then,
        } => {
            let t = test(t, test_span);
            let then = command(then);
            Box::new(move |m, code| {
                if t(m, code)? {
                    then(m, code)
                } else {
                    Ok(Flow::Next)
                }
            })
        }
        Item::Result(value) => {
            let e = expr(value);
            Box::new(move |m, code| e(m, code).map(Flow::Value))
        }
        Item::Do(command_item) => command(command_item),
        Item::Let { slot, value } => then_next(with_operand!(value, |v| let_of(slot, v))),
        Item::LetTuple { slots, value, span } => {
            then_next(with_operand!(value, |v| let_tuple(slots, v, span)))
        }
        Item::CheckTuple { slot, names, span } => then_next(check_tuple(slot, names, span)),
        Item::LetNext {
            head,
            tail,
            list,
            span,
        } => then_next(with_operand!(list, |l| let_next(head, tail, l, span))),
    }
}

pub(super) fn then_next(bind: Bind) -> Run {
    Box::new(move |m, code| {
        bind(m, code)?;
        Ok(Flow::Next)
    })
}

/// Runs items in order until one gives a value.
pub(super) fn items_run(items: Box<[Item]>) -> Run {
    let items: Box<[Run]> = items.into_vec().into_iter().map(item).collect();
    Box::new(move |m, code| {
        for item in items.iter() {
            match item(m, code)? {
                Flow::Next => {}
                done => return Ok(done),
            }
        }
        Ok(Flow::Next)
    })
}

/// A command; a `result is` inside a command block gives the enclosing block's value
/// (`Flow::Value`), anything else goes on to the next item (`Flow::Next`).
pub(super) fn command(command: Cmd) -> Run {
    match command {
        Cmd::Resign => Box::new(|_, _| resign()),
        Cmd::Fail { kind, span } => Box::new(move |_, _| fail(kind.clone(), span)),
        Cmd::Block(items) => items_run(items),
        Cmd::Assign { slot, value } => {
            let value = Arg::of(value);
            Box::new(move |m, code| {
                let v = value.get(m, code)?;
                m.bind(slot, v);
                Ok(Flow::Next)
            })
        }
        Cmd::AssignTuple { slots, value, span } => {
            let value = Arg::of(value);
            Box::new(move |m, code| {
                let v = value.get(m, code)?;
                let items = untuple(v, slots.len(), span)?;
                for (slot, v) in slots.iter().zip(items.iter()) {
                    m.bind(*slot, v.clone());
                }
                Ok(Flow::Next)
            })
        }
        Cmd::While {
            test: t,
            test_span,
            body,
        } => {
            let t = test(t, test_span);
            let body = self::command(*body);
            Box::new(move |m, code| {
                // Every round is a step, so a loop that calls nothing still meets the limit.
                loop {
                    m.step(test_span)?;
                    if !t(m, code)? {
                        return Ok(Flow::Next);
                    }
                    match body(m, code)? {
                        Flow::Next => {}
                        done => return Ok(done),
                    }
                }
            })
        }
    }
}

/// The items of a tuple of exactly `names` items, or the error a `let` or an assignment of
/// that many names gives.
pub(super) fn untuple(v: Value, names: usize, span: Span) -> Eval<std::rc::Rc<Items>> {
    match v {
        Value::Tuple(items) if items.len() == names => Ok(items),
        other => not_a_tuple_of(names, &other, span),
    }
}
