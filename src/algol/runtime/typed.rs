//! The typed translation: scalars, arrays, name parameters and labels with Rust types.
//!
//! A variable is a `Var<T>` (`None` until assigned, so reading it first fails as in the
//! interpreter); an array is an `Arr<T>` with its bounds; a formal called by name is a
//! `&dyn Name<T>` (a getter, and a setter that fails when the actual is no variable); a label
//! is a `Lbl`, its activation's identity and its number. The checks and messages are the
//! interpreter's own (`arith`, `array`, `error`).

use super::*;

/// A simple variable: its value once assigned.
pub type Var<T> = Cell<Option<T>>;

/// A variable that has a value from its start: a parameter called by value, assigned by the
/// call. No `None` to test on each read, and half the room of a `Var<i64>` in the record.
/// `set` takes what a `Var`'s takes, so that an assignment reads the same for both.
pub struct Defined<T>(Cell<T>);

impl<T: Copy> Defined<T> {
    #[inline(always)]
    pub fn new(v: T) -> Defined<T> {
        Defined(Cell::new(v))
    }

    #[inline(always)]
    pub fn get(&self) -> Option<T> {
        Some(self.0.get())
    }

    #[inline(always)]
    pub fn set(&self, v: Option<T>) {
        if let Some(v) = v {
            self.0.set(v);
        }
    }
}

/// What holds a simple variable's value: a [`Var`] or a [`Defined`].
pub trait Holds<T> {
    /// The value, `None` while undefined.
    fn peek(&self) -> Option<T>;
    fn put(&self, v: T);
}

impl<T: Copy> Holds<T> for Var<T> {
    #[inline(always)]
    fn peek(&self) -> Option<T> {
        self.get()
    }
    #[inline(always)]
    fn put(&self, v: T) {
        self.set(Some(v));
    }
}

impl<T: Copy> Holds<T> for Defined<T> {
    #[inline(always)]
    fn peek(&self) -> Option<T> {
        Some(self.0.get())
    }
    #[inline(always)]
    fn put(&self, v: T) {
        self.0.set(v);
    }
}

/// A new variable, undefined until assigned.
#[inline(always)]
pub fn var<T>() -> Var<T> {
    Cell::new(None)
}

/// A label as a value: the activation that runs its code, and its number there.
#[derive(Clone, Copy)]
pub struct Lbl {
    pub frame: u64,
    pub label: u32,
}

/// An array of integers, reals or Booleans: bounds and elements in row-major order, counted
/// by the memory meter while it lives.
pub struct Arr<T> {
    pub bounds: Vec<(i64, i64)>,
    pub data: Box<[Cell<Option<T>>]>,
    metered: usize,
}

impl<T> Drop for Arr<T> {
    fn drop(&mut self) {
        meter::freed(self.metered);
    }
}

/// An own array: made the first time its block is entered, the same array at every entry
/// after; it lives in the outermost block's record, which outlives every other.
pub struct OwnArr<T>(std::cell::OnceCell<Arr<T>>);

impl<T> OwnArr<T> {
    /// An own array not made yet.
    pub fn new() -> OwnArr<T> {
        OwnArr(std::cell::OnceCell::new())
    }
}

impl<T> Default for OwnArr<T> {
    fn default() -> OwnArr<T> {
        OwnArr::new()
    }
}

impl<T> std::ops::Deref for OwnArr<T> {
    type Target = Arr<T>;

    /// The array; its name is in scope only inside its block, which makes it on entry.
    fn deref(&self) -> &Arr<T> {
        self.0
            .get()
            .expect("an own array is made when its block is entered")
    }
}

/// A value of a scalar type, as the dynamic runtime and the arithmetic see it.
pub trait Scalarish: Copy {
    fn to_v(self) -> V;
    fn to_num(self) -> Num;
}

impl Scalarish for i64 {
    #[inline(always)]
    fn to_v(self) -> V {
        V::Int(self)
    }
    #[inline(always)]
    fn to_num(self) -> Num {
        Num::Int(self)
    }
}

impl Scalarish for f64 {
    #[inline(always)]
    fn to_v(self) -> V {
        V::Real(self)
    }
    #[inline(always)]
    fn to_num(self) -> Num {
        Num::Real(self)
    }
}

impl Scalarish for bool {
    #[inline(always)]
    fn to_v(self) -> V {
        V::Bool(self)
    }
    #[inline(always)]
    fn to_num(self) -> Num {
        Num::Bool(self)
    }
}

/// A formal parameter called by name, of type `T`: each use evaluates the actual again.
pub trait Name<T> {
    fn value(&self, rt: &Rt, site: u32) -> R<T>;
    fn assign(&self, rt: &Rt, v: T, site: u32) -> R<()>;
}

/// A variable as an actual parameter: the formal reads and assigns it.
impl<T: Copy> Name<T> for Var<T> {
    #[inline(always)]
    fn value(&self, rt: &Rt, site: u32) -> R<T> {
        rt.read(self, site)
    }
    #[inline(always)]
    fn assign(&self, _rt: &Rt, v: T, _site: u32) -> R<()> {
        self.set(Some(v));
        Ok(())
    }
}

/// A value parameter as an actual parameter, as a [`Var`].
impl<T: Copy> Name<T> for Defined<T> {
    #[inline(always)]
    fn value(&self, _rt: &Rt, _site: u32) -> R<T> {
        Ok(self.0.get())
    }
    #[inline(always)]
    fn assign(&self, _rt: &Rt, v: T, _site: u32) -> R<()> {
        self.0.set(v);
        Ok(())
    }
}

/// A constant or other value as an actual parameter: it cannot be assigned.
pub struct Val<T>(pub T);

impl<T: Clone> Name<T> for Val<T> {
    #[inline(always)]
    fn value(&self, _rt: &Rt, _site: u32) -> R<T> {
        Ok(self.0.clone())
    }
    fn assign(&self, rt: &Rt, _v: T, site: u32) -> R<()> {
        rt.not_assignable(site)
    }
}

/// An integer actual (a variable, an array element) given by name to a real formal: read,
/// converted to real; assigned, the real rounded, as the Report converts on assignment.
pub struct AsReal<'a, N: ?Sized>(pub &'a N);

impl<'a, N: Name<i64> + ?Sized> Name<f64> for AsReal<'a, N> {
    #[inline(always)]
    fn value(&self, rt: &Rt, site: u32) -> R<f64> {
        Ok(self.0.value(rt, site)? as f64)
    }
    #[inline(always)]
    fn assign(&self, rt: &Rt, v: f64, site: u32) -> R<()> {
        self.0.assign(rt, rt.round(v, site)?, site)
    }
}

/// A real actual (a variable, a constant or an expression) given by name to an integer formal:
/// read, its value rounded to an integer as on assignment, at the read (as GNU MARST does;
/// the interpreter reads it so too); assigned, the integer stored as a real.
pub struct Rounded<'a, N: ?Sized>(pub &'a N);

impl<'a, N: Name<f64> + ?Sized> Name<i64> for Rounded<'a, N> {
    #[inline(always)]
    fn value(&self, rt: &Rt, site: u32) -> R<i64> {
        rt.round(self.0.value(rt, site)?, site)
    }
    #[inline(always)]
    fn assign(&self, rt: &Rt, v: i64, site: u32) -> R<()> {
        self.0.assign(rt, v as f64, site)
    }
}

/// An expression as an actual parameter: evaluated at each use, not assignable.
pub struct Thunk<F>(pub F);

impl<T, F: Fn(&Rt) -> R<T>> Name<T> for Thunk<F> {
    #[inline(always)]
    fn value(&self, rt: &Rt, _site: u32) -> R<T> {
        (self.0)(rt)
    }
    fn assign(&self, rt: &Rt, _v: T, site: u32) -> R<()> {
        rt.not_assignable(site)
    }
}

/// An array element (or another place) as an actual parameter: where it is is found again at
/// each use, as Jensen's device needs.
pub struct Place2<F>(pub F);

impl<T: Copy, F: for<'r> Fn(&'r Rt) -> R<&'r Cell<Option<T>>>> Name<T> for Place2<F> {
    #[inline(always)]
    fn value(&self, rt: &Rt, site: u32) -> R<T> {
        let c = (self.0)(rt)?;
        rt.read(c, site)
    }
    #[inline(always)]
    fn assign(&self, rt: &Rt, v: T, _site: u32) -> R<()> {
        (self.0)(rt)?.set(Some(v));
        Ok(())
    }
}

impl<'io> Rt<'io> {
    /// A variable's value; undefined until assigned.
    #[inline(always)]
    pub fn read<T: Copy, H: Holds<T> + ?Sized>(&self, v: &H, site: u32) -> R<T> {
        match v.peek() {
            Some(x) => Ok(x),
            None => self.undefined(site),
        }
    }

    #[cold]
    #[inline(never)]
    pub(super) fn undefined<T>(&self, site: u32) -> R<T> {
        self.fail(ErrorKind::Undefined(self.name(site)), site)
    }

    /// A procedure given for a formal procedure that is called with another number of
    /// parameters than it takes (`name`: none for a standard function, named at the call),
    /// the interpreter's error.
    #[cold]
    #[inline(never)]
    pub fn parameters<T>(
        &self,
        name: Option<&str>,
        expected: usize,
        given: usize,
        site: u32,
    ) -> R<T> {
        let name = name.map_or_else(|| self.name(site), str::to_string);
        self.fail(
            ErrorKind::Parameters {
                name,
                expected,
                given,
            },
            site,
        )
    }

    #[cold]
    #[inline(never)]
    pub fn not_assignable<T>(&self, site: u32) -> R<T> {
        self.fail(ErrorKind::NotAssignable(self.name(site)), site)
    }

    /// A new activation's identity, for its labels.
    #[inline(always)]
    pub fn new_id(&self) -> u64 {
        let id = self.next_id.get() + 1;
        self.next_id.set(id);
        id
    }

    /// An unwinding that reached the function running activation `id`: the label to go on at
    /// when the jump is to it, else the unwinding goes on.
    #[inline]
    pub fn resume_id(&self, e: Unwind, id: u64) -> R<u32> {
        match *e.0 {
            Unwinding::Goto {
                frame: f, label, ..
            } if f == id => Ok(label),
            _ => Err(e),
        }
    }

    /// A `go to` a label of another activation.
    #[inline]
    pub fn goto_label(&self, l: Lbl, site: u32) -> Unwind {
        Unwind::new(Unwinding::Goto {
            frame: l.frame,
            label: l.label,
            site,
        })
    }

    /// Before an element of the switch `name` (of `count` elements) is evaluated: the memory
    /// and the stack checked, as a switch may name itself (`switch S := S[1]`) and recurse
    /// without a call, then the index, which must name an element.
    pub fn switch_index(&self, name: &str, i: i64, count: usize, site: u32) -> R<()> {
        self.check_memory(0, site)?;
        if self.stack_base.abs_diff(stack_address()) > self.stack_budget {
            return self.fail(ErrorKind::StackExhausted, site);
        }
        if i < 1 || i as usize > count {
            return self.fail(
                ErrorKind::SwitchIndex {
                    name: name.to_string(),
                    index: i,
                    count,
                },
                site,
            );
        }
        Ok(())
    }

    /// A call of a procedure: one step, and the depth, stack and call count checked and
    /// counted as the interpreter does, around `body`.
    #[inline(always)]
    pub fn call<T>(&self, site: u32, body: impl FnOnce() -> R<T>) -> R<T> {
        self.step(Some(site))?;
        let depth = self.depth.get() + 1;
        if depth > self.max_depth {
            return self.fail(ErrorKind::DepthLimit(self.max_depth), site);
        }
        if self.stack_base.abs_diff(stack_address()) > self.stack_budget {
            return self.fail(ErrorKind::StackExhausted, site);
        }
        self.calls.set(self.calls.get() + 1);
        if depth > self.deepest.get() {
            self.deepest.set(depth);
        }
        self.depth.set(depth);
        let result = body();
        self.depth.set(depth - 1);
        result
    }

    /// The value a function designator gives: the result variable once assigned.
    #[inline(always)]
    pub fn result_of<T>(&self, v: Option<T>, site: u32) -> R<T> {
        match v {
            Some(x) => Ok(x),
            None => self.fail(ErrorKind::NoResult(self.name(site)), site),
        }
    }

    /// An outcome of the shared arithmetic, its error placed at `site`.
    #[inline(always)]
    pub fn num(&self, n: Result<Num, ErrorKind>, site: u32) -> R<Num> {
        match n {
            Ok(n) => Ok(n),
            Err(kind) => self.fail(kind, site),
        }
    }

    #[inline(always)]
    pub fn add(&self, a: i64, b: i64, site: u32) -> R<i64> {
        match a.checked_add(b) {
            Some(v) => Ok(v),
            None => self.fail(ErrorKind::Overflow, site),
        }
    }

    #[inline(always)]
    pub fn sub(&self, a: i64, b: i64, site: u32) -> R<i64> {
        match a.checked_sub(b) {
            Some(v) => Ok(v),
            None => self.fail(ErrorKind::Overflow, site),
        }
    }

    #[inline(always)]
    pub fn mul(&self, a: i64, b: i64, site: u32) -> R<i64> {
        match a.checked_mul(b) {
            Some(v) => Ok(v),
            None => self.fail(ErrorKind::Overflow, site),
        }
    }

    /// `a ÷ b`, the Report's integer division.
    #[inline(always)]
    pub fn idiv(&self, a: i64, b: i64, site: u32) -> R<i64> {
        match arith::int_fast(Op::IntDiv, a, b) {
            Some(Num::Int(v)) => Ok(v),
            _ => self.int_of(arith::binary(Op::IntDiv, &Num::Int(a), &Num::Int(b)), site),
        }
    }

    /// `a ÷ b` when an operand may be a real: the shared arithmetic's verdict (a real is
    /// refused with the interpreter's message).
    #[inline]
    pub fn idiv_n(&self, a: Num, b: Num, site: u32) -> R<i64> {
        self.int_of(arith::binary(Op::IntDiv, &a, &b), site)
    }

    #[inline(always)]
    pub fn neg_int(&self, a: i64, site: u32) -> R<i64> {
        match a.checked_neg() {
            Some(v) => Ok(v),
            None => self.fail(ErrorKind::Overflow, site),
        }
    }

    /// An operation of the shared arithmetic whose result is an integer.
    #[inline]
    pub fn int_of(&self, n: Result<Num, ErrorKind>, site: u32) -> R<i64> {
        match self.num(n, site)? {
            Num::Int(i) => Ok(i),
            Num::Real(r) => match round_to_int(r) {
                Some(i) => Ok(i),
                None => self.fail(ErrorKind::Overflow, site),
            },
            Num::Bool(_) => self.internal("a Boolean where an integer was expected", site),
        }
    }

    /// An operation of the shared arithmetic whose result is a real.
    #[inline]
    pub fn real_of(&self, n: Result<Num, ErrorKind>, site: u32) -> R<f64> {
        match self.num(n, site)? {
            Num::Int(i) => Ok(i as f64),
            Num::Real(r) => Ok(r),
            Num::Bool(_) => self.internal("a Boolean where a number was expected", site),
        }
    }

    /// An operation of the shared arithmetic whose result is a truth value.
    #[inline]
    pub fn bool_of(&self, n: Result<Num, ErrorKind>, site: u32) -> R<bool> {
        match self.num(n, site)? {
            Num::Bool(b) => Ok(b),
            _ => self.internal("a number where a Boolean was expected", site),
        }
    }

    /// `a ↑ b` when both are integers: an integer, or a real for a negative exponent.
    #[inline]
    pub fn pow_int(&self, a: i64, b: i64, site: u32) -> R<V> {
        let n = self.num(arith::binary(Op::Power, &Num::Int(a), &Num::Int(b)), site)?;
        Ok(V::from(n))
    }

    /// A dynamic value given where a scalar of a type is expected: converted as an
    /// assignment converts it.
    #[inline]
    pub fn to_int(&self, v: V, site: u32) -> R<i64> {
        let v = self.coerce(v, Ty::Integer, site)?;
        self.int(v, site)
    }

    #[inline]
    pub fn to_real(&self, v: V, site: u32) -> R<f64> {
        match self.coerce(v, Ty::Real, site)? {
            V::Real(r) => Ok(r),
            V::Int(i) => Ok(i as f64),
            other => self.type_fail("a number", &other, site),
        }
    }

    #[inline]
    pub fn to_bool(&self, v: V, site: u32) -> R<bool> {
        self.bool(v, site)
    }

    /// The integer a real gives on assignment (rounded).
    #[inline(always)]
    pub fn round(&self, r: f64, site: u32) -> R<i64> {
        match round_to_int(r) {
            Some(i) => Ok(i),
            None => self.fail(ErrorKind::Overflow, site),
        }
    }

    /// A new array with every element undefined, or why it cannot be made.
    pub fn arr<T>(&self, bounds: Vec<(i64, i64)>, site: u32) -> R<Arr<T>> {
        let size = match super::super::array::declared_size(
            &bounds,
            || self.name(site),
            self.memory(),
            self.max_memory,
        ) {
            Ok(size) => size,
            Err(kind) => return self.fail(kind, site),
        };
        let metered = ArrayObj::bytes(size, bounds.len());
        meter::allocated(metered);
        Ok(Arr {
            bounds,
            data: (0..size).map(|_| Cell::new(None)).collect(),
            metered,
        })
    }

    /// The own arrays of one declaration, made at the first entry of their block (their
    /// bounds evaluated then, once for all of them), as they were left at any later entry.
    pub fn own_arrays<T>(
        &self,
        owns: &[&OwnArr<T>],
        bounds: impl FnOnce() -> R<Vec<(i64, i64)>>,
        site: u32,
    ) -> R<()> {
        if owns.iter().all(|o| o.0.get().is_some()) {
            return Ok(());
        }
        let b = bounds()?;
        for o in owns {
            let a = self.arr(b.clone(), site)?;
            let _ = o.0.set(a);
        }
        Ok(())
    }

    /// A copy of an array, for an array called by value.
    pub fn arr_copy<T: Copy>(&self, a: &Arr<T>, site: u32) -> R<Arr<T>> {
        let bytes = ArrayObj::bytes(a.data.len(), a.bounds.len());
        self.check_memory(bytes, site)?;
        meter::allocated(bytes);
        Ok(Arr {
            bounds: a.bounds.clone(),
            data: a.data.iter().map(|c| Cell::new(c.get())).collect(),
            metered: bytes,
        })
    }

    /// The element `a[i]` of a one-dimensional array.
    #[inline(always)]
    pub fn elem_at1<'a, T: Copy>(
        &self,
        a: &'a Arr<T>,
        i: i64,
        site: u32,
    ) -> R<&'a Cell<Option<T>>> {
        if let [(lo, hi)] = a.bounds.as_slice() {
            if i >= *lo && i <= *hi {
                if let Some(c) = a.data.get((i - lo) as usize) {
                    return Ok(c);
                }
            }
        }
        self.elem_at(a, &[i], site)
    }

    /// The element of `a` at `subs`.
    #[inline]
    pub fn elem_at<'a, T: Copy>(
        &self,
        a: &'a Arr<T>,
        subs: &[i64],
        site: u32,
    ) -> R<&'a Cell<Option<T>>> {
        match super::super::array::offset_in(&a.bounds, subs).and_then(|o| a.data.get(o)) {
            Some(c) => Ok(c),
            None => self.fail(
                super::super::array::misfit_in(&a.bounds, subs, || self.name(site)),
                site,
            ),
        }
    }

    /// The value of an element; reading one never assigned fails, naming it.
    #[inline(always)]
    pub fn elem<T: Copy>(&self, a: &Arr<T>, c: &Cell<Option<T>>, site: u32) -> R<T> {
        match c.get() {
            Some(v) => Ok(v),
            None => self.undefined_elem(a, c, site),
        }
    }

    #[cold]
    #[inline(never)]
    pub(super) fn undefined_elem<T, U>(&self, a: &Arr<T>, c: &Cell<Option<T>>, site: u32) -> R<U> {
        let offset = (c as *const Cell<Option<T>> as usize - a.data.as_ptr() as usize)
            / std::mem::size_of::<Cell<Option<T>>>().max(1);
        self.fail(
            super::super::array::undefined_in(&a.bounds, offset, || self.name(site)),
            site,
        )
    }

    /// `input` into a variable of a type.
    pub fn input_to<T: Copy, H: Holds<T> + ?Sized>(
        &self,
        v: &H,
        ty: Ty,
        conv: fn(V) -> Option<T>,
        site: u32,
    ) -> R<()> {
        let n = self.read_number(site)?;
        let n = self.coerce(n, ty, site)?;
        match conv(n) {
            Some(x) => {
                v.put(x);
                Ok(())
            }
            None => self.internal("input of the wrong type", site),
        }
    }

    /// `input` into a whole array, in row-major order.
    pub fn input_arr<T: Copy>(
        &self,
        a: &Arr<T>,
        ty: Ty,
        conv: fn(V) -> Option<T>,
        site: u32,
    ) -> R<()> {
        for c in a.data.iter() {
            self.input_to(c, ty, conv, site)?;
        }
        Ok(())
    }

    /// `ininteger(c, v)`, `inreal(c, v)`: a number that must be an integer for `ininteger`.
    pub fn in_typed<T: Copy, H: Holds<T> + ?Sized>(
        &self,
        v: &H,
        ty: Ty,
        integer: bool,
        conv: fn(V) -> Option<T>,
        site: u32,
    ) -> R<()> {
        let n = self.input.borrow_mut().read_number(integer);
        let n = match self.env(n, site)? {
            Number::Int(i) => V::Int(i),
            Number::Real(r) => V::Real(r),
        };
        let n = self.coerce(n, ty, site)?;
        match conv(n) {
            Some(x) => {
                v.put(x);
                Ok(())
            }
            None => self.internal("input of the wrong type", site),
        }
    }
}

/// The scalar of a dynamic value, for `input`.
pub fn v_int(v: V) -> Option<i64> {
    match v {
        V::Int(i) => Some(i),
        _ => None,
    }
}

pub fn v_real(v: V) -> Option<f64> {
    match v {
        V::Real(r) => Some(r),
        V::Int(i) => Some(i as f64),
        _ => None,
    }
}

pub fn v_bool(v: V) -> Option<bool> {
    match v {
        V::Bool(b) => Some(b),
        _ => None,
    }
}

/// Operands of the shared arithmetic, for typed code.
pub use super::arith::Num as N;

impl<'io> Rt<'io> {
    /// `a op b` by the shared arithmetic, a real result.
    #[inline(always)]
    pub fn op_real(&self, op: Op, a: Num, b: Num, site: u32) -> R<f64> {
        self.real_of(arith::binary(op, &a, &b), site)
    }

    /// A standard function of a typed argument whose result is an integer.
    #[inline]
    pub fn std_int(&self, f: StdFn, a: Num, site: u32) -> R<i64> {
        self.int_of(arith::standard(f, &a), site)
    }

    /// A standard function of a typed argument whose result is a real.
    #[inline]
    pub fn std_real(&self, f: StdFn, a: Num, site: u32) -> R<f64> {
        self.real_of(arith::standard(f, &a), site)
    }

    /// The for-list element that is running (-1: the statement was entered by a jump).
    #[inline]
    pub fn element_of(&self, k: i64, site: u32) -> R<usize> {
        if k >= 0 {
            Ok(k as usize)
        } else {
            self.fail(ErrorKind::ForEnteredByJump, site)
        }
    }

    /// The step-until element's exhaustion test on numbers of any type.
    #[inline]
    pub fn exhausted_n(&self, v: Num, b: Num, c: Num, site: u32) -> R<bool> {
        match arith::exhausted(&v, &b, &c, || self.name(site)) {
            Ok(x) => Ok(x),
            Err(kind) => self.fail(kind, site),
        }
    }

    /// `a[i]` read.
    #[inline(always)]
    pub fn load1<T: Copy>(&self, a: &Arr<T>, i: i64, site: u32) -> R<T> {
        let c = self.elem_at1(a, i, site)?;
        self.elem(a, c, site)
    }

    /// `a[i, j, ...]` read.
    #[inline]
    pub fn load<T: Copy>(&self, a: &Arr<T>, subs: &[i64], site: u32) -> R<T> {
        let c = self.elem_at(a, subs, site)?;
        self.elem(a, c, site)
    }
}

/// An element of a one-dimensional array as an actual parameter called by name: its
/// subscript is evaluated again at each use (Jensen's device).
pub struct Elem1<'a, T, F> {
    pub arr: &'a Arr<T>,
    pub index: F,
    pub site: u32,
}

impl<'a, T: Copy, F: Fn(&Rt) -> R<i64>> Name<T> for Elem1<'a, T, F> {
    #[inline(always)]
    fn value(&self, rt: &Rt, _site: u32) -> R<T> {
        let i = (self.index)(rt)?;
        rt.load1(self.arr, i, self.site)
    }
    #[inline(always)]
    fn assign(&self, rt: &Rt, v: T, _site: u32) -> R<()> {
        let i = (self.index)(rt)?;
        rt.elem_at1(self.arr, i, self.site)?.set(Some(v));
        Ok(())
    }
}

/// An element of an array of several dimensions as an actual parameter called by name.
pub struct ElemN<'a, T, F> {
    pub arr: &'a Arr<T>,
    pub subs: F,
    pub site: u32,
}

impl<'a, T: Copy, F: Fn(&Rt) -> R<Vec<i64>>> Name<T> for ElemN<'a, T, F> {
    fn value(&self, rt: &Rt, _site: u32) -> R<T> {
        let s = (self.subs)(rt)?;
        rt.load(self.arr, &s, self.site)
    }
    fn assign(&self, rt: &Rt, v: T, _site: u32) -> R<()> {
        let s = (self.subs)(rt)?;
        rt.elem_at(self.arr, &s, self.site)?.set(Some(v));
        Ok(())
    }
}

/// A typed actual (a variable, an array element) given to a formal without specification:
/// read as a dynamic value, assigned with the conversion to its type.
pub struct DynName<'a, T, N: ?Sized>(pub &'a N, pub Ty, pub fn(V) -> Option<T>);

impl<'a, T: Scalarish, N: Name<T> + ?Sized> Name<V> for DynName<'a, T, N> {
    fn value(&self, rt: &Rt, site: u32) -> R<V> {
        Ok(self.0.value(rt, site)?.to_v())
    }
    fn assign(&self, rt: &Rt, v: V, site: u32) -> R<()> {
        let v = rt.coerce(v, self.1, site)?;
        match (self.2)(v) {
            Some(x) => self.0.assign(rt, x, site),
            None => rt.internal("a value of the wrong type", site),
        }
    }
}
