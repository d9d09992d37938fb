//! The types the translation infers: a small lattice, its join, and the Rust type of each.

/// The inferred type of an expression: a lattice whose join is [`join`].
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Ty {
    /// No value yet (nothing reaches here, or evaluation never comes back).
    Bottom,
    Int,
    /// An integer or an infinity.
    Num,
    Logical,
    Bool,
    Atom,
    /// Only ever NIL.
    Nil,
    Tuple(Vec<Ty>),
    List(Box<Ty>),
    /// A value or NIL (never a list: NIL and a list join to a list).
    Opt(Box<Ty>),
    /// One item or a list of items.
    Many(Box<Ty>),
    /// Any value: the dynamic fallback.
    Dyn,
}

pub(super) const MAX_TYPE_DEPTH: usize = 6;

pub(super) fn type_depth(t: &Ty) -> usize {
    match t {
        Ty::Tuple(items) => 1 + items.iter().map(type_depth).max().unwrap_or(0),
        Ty::List(t) | Ty::Opt(t) | Ty::Many(t) => 1 + type_depth(t),
        _ => 0,
    }
}

pub(super) fn is_listy(t: &Ty) -> bool {
    matches!(t, Ty::List(_) | Ty::Many(_) | Ty::Nil)
}

pub(super) fn opt(t: Ty) -> Ty {
    match t {
        Ty::Bottom | Ty::Nil => Ty::Nil,
        Ty::List(_) | Ty::Many(_) | Ty::Opt(_) | Ty::Dyn => t,
        t => Ty::Opt(Box::new(t)),
    }
}

pub(super) fn many(t: Ty) -> Ty {
    if is_listy(&t) || matches!(t, Ty::Opt(_) | Ty::Dyn) {
        Ty::Dyn
    } else {
        Ty::Many(Box::new(t))
    }
}

/// The least type of both.
pub fn join(a: &Ty, b: &Ty) -> Ty {
    let t = join_inner(a, b);
    if type_depth(&t) > MAX_TYPE_DEPTH {
        Ty::Dyn
    } else {
        t
    }
}

pub(super) fn join_inner(a: &Ty, b: &Ty) -> Ty {
    use Ty::*;
    match (a, b) {
        _ if a == b => a.clone(),
        (Bottom, t) | (t, Bottom) => t.clone(),
        (Dyn, _) | (_, Dyn) => Dyn,
        (Int, Num) | (Num, Int) => Num,
        (Nil, List(_)) | (Nil, Opt(_)) | (Nil, Many(_)) => b.clone(),
        (List(_), Nil) | (Opt(_), Nil) | (Many(_), Nil) => a.clone(),
        (Nil, t) | (t, Nil) => opt(t.clone()),
        (List(x), List(y)) => List(Box::new(join(x, y))),
        (Opt(x), Opt(y)) => opt(join(x, y)),
        (Opt(x), List(y)) | (List(y), Opt(x)) => many(join(x, y)),
        (Many(x), Many(y)) | (Many(x), List(y)) | (List(y), Many(x)) => many(join(x, y)),
        (Many(x), Opt(y)) | (Opt(y), Many(x)) => many(join(x, y)),
        (Many(x), t) | (t, Many(x)) => many(join(x, t)),
        (List(x), t) | (t, List(x)) => many(join(x, t)),
        (Opt(x), t) | (t, Opt(x)) => opt(join(x, t)),
        (Tuple(x), Tuple(y)) if x.len() == y.len() => {
            Tuple(x.iter().zip(y).map(|(a, b)| join(a, b)).collect())
        }
        _ => Dyn,
    }
}

pub(super) fn has_dyn(t: &Ty) -> bool {
    match t {
        Ty::Dyn => true,
        Ty::Tuple(items) => items.iter().any(has_dyn),
        Ty::List(t) | Ty::Opt(t) | Ty::Many(t) => has_dyn(t),
        _ => false,
    }
}

pub(super) fn is_copy(t: &Ty) -> bool {
    match t {
        Ty::Bottom | Ty::Int | Ty::Num | Ty::Logical | Ty::Bool | Ty::Atom | Ty::Nil => true,
        Ty::Tuple(items) => items.iter().all(is_copy),
        Ty::Opt(t) => is_copy(t),
        _ => false,
    }
}

/// The Rust type of a type.
pub fn rust_type(t: &Ty) -> String {
    match t {
        Ty::Bottom | Ty::Nil => "rt::Nil".into(),
        Ty::Int => "i64".into(),
        Ty::Num => "rt::Num".into(),
        Ty::Logical => "rt::Logical".into(),
        Ty::Bool => "bool".into(),
        Ty::Atom => "rt::Atom".into(),
        Ty::Tuple(items) => {
            let items: Vec<String> = items.iter().map(rust_type).collect();
            format!("({})", items.join(", "))
        }
        Ty::List(t) => format!("rt::List<{}>", rust_type(t)),
        Ty::Opt(t) => format!("Option<{}>", rust_type(t)),
        Ty::Many(t) => format!("rt::Many<{}>", rust_type(t)),
        Ty::Dyn => "rt::Value".into(),
    }
}

/// The type in words, for the comments of the output.
pub fn describe(t: &Ty) -> String {
    match t {
        Ty::Bottom => "nothing".into(),
        Ty::Int => "integer".into(),
        Ty::Num => "integer or ∞".into(),
        Ty::Logical => "logical".into(),
        Ty::Bool => "truth value".into(),
        Ty::Atom => "move kind".into(),
        Ty::Nil => "NIL".into(),
        Ty::Tuple(items) => {
            let items: Vec<String> = items.iter().map(describe).collect();
            format!("({})", items.join(", "))
        }
        Ty::List(t) => format!("list of {}", describe(t)),
        Ty::Opt(t) => format!("{} or NIL", describe(t)),
        Ty::Many(t) => format!("{0} or list of {0}", describe(t)),
        Ty::Dyn => "any value".into(),
    }
}
