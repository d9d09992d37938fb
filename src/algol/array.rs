//! ALGOL arrays as both executors hold them: the element type, the bounds and the elements in
//! row-major order, counted by the memory meter while they live, with the subscript checks and
//! their messages, so both executors index and fail alike (std only besides the meter: pasted
//! into standalone translations).

use std::cell::RefCell;

use std::rc::Rc;

use super::error::ErrorKind;
use super::runtime::arith::Type;
use crate::limits::meter;

/// One array element.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Scalar {
    Undef,
    Int(i64),
    Real(f64),
    Bool(bool),
}

/// An array: its element type, bounds and elements in row-major order.
#[derive(Debug)]
pub struct ArrayObj {
    pub ty: Type,
    pub bounds: Vec<(i64, i64)>,
    pub data: RefCell<Vec<Scalar>>,
    /// What the memory meter counted for it.
    metered: usize,
}

impl ArrayObj {
    /// What an array of `elements` elements and `dimensions` bounds takes.
    pub fn bytes(elements: usize, dimensions: usize) -> usize {
        std::mem::size_of::<ArrayObj>()
            + 2 * std::mem::size_of::<usize>()
            + dimensions * std::mem::size_of::<(i64, i64)>()
            + elements.saturating_mul(std::mem::size_of::<Scalar>())
    }

    /// The array a declaration with these bounds makes, every element undefined, or why it
    /// cannot be made: a lower bound above its upper bound, more elements than `max_memory`
    /// bytes could ever hold, or more than is left of it with `in_use` bytes held. `name`
    /// names the array in the message, asked only then.
    pub fn declare(
        ty: Type,
        bounds: Vec<(i64, i64)>,
        name: impl Fn() -> String,
        in_use: usize,
        max_memory: usize,
    ) -> Result<Rc<ArrayObj>, ErrorKind> {
        let size = declared_size(&bounds, name, in_use, max_memory)?;
        Ok(Rc::new(ArrayObj::new(
            ty,
            bounds,
            vec![Scalar::Undef; size],
        )))
    }

    /// The element number of subscripts `subs` in row-major order; `None` when they do not
    /// fit the array ([`ArrayObj::misfit`] says how).
    #[inline(always)]
    pub fn offset(&self, subs: &[i64]) -> Option<usize> {
        offset_in(&self.bounds, subs)
    }

    /// Why subscripts `subs` do not fit the array: too few or too many, or the first one out
    /// of its bounds. `name` names the array in the message.
    #[cold]
    #[inline(never)]
    pub fn misfit(&self, subs: &[i64], name: impl FnOnce() -> String) -> ErrorKind {
        misfit_in(&self.bounds, subs, name)
    }

    /// The error of reading element number `offset` before anything was assigned to it,
    /// which names the element by its subscripts: `A[2, 3]`.
    #[cold]
    #[inline(never)]
    pub fn undefined(&self, offset: usize, name: impl FnOnce() -> String) -> ErrorKind {
        undefined_in(&self.bounds, offset, name)
    }

    /// An array, counted by the memory meter while it lives.
    pub fn new(ty: Type, bounds: Vec<(i64, i64)>, data: Vec<Scalar>) -> ArrayObj {
        let metered = ArrayObj::bytes(data.len(), bounds.len());
        meter::allocated(metered);
        ArrayObj {
            ty,
            bounds,
            data: RefCell::new(data),
            metered,
        }
    }
}

impl Drop for ArrayObj {
    fn drop(&mut self) {
        meter::freed(self.metered);
    }
}

// The rules on bounds, written once for the interpreter's arrays and the typed arrays of
// translated programs.

/// The element count of an array with these bounds, or why it cannot be made: a lower bound
/// above its upper bound, more elements than `max_memory` bytes could ever hold, or more than
/// is left of it with `in_use` bytes held. `name` names the array in the message.
pub fn declared_size(
    bounds: &[(i64, i64)],
    name: impl Fn() -> String,
    in_use: usize,
    max_memory: usize,
) -> Result<usize, ErrorKind> {
    let mut size: u64 = 1;
    for (l, h) in bounds {
        if h < l {
            return Err(ErrorKind::ArrayBounds(format!(
                "the array `{}` has an upper bound {h} below its lower bound {l}",
                name()
            )));
        }
        let extent = (*h as i128 - *l as i128 + 1) as u64;
        size = size.saturating_mul(extent);
    }
    let bytes = size.saturating_mul(std::mem::size_of::<Scalar>() as u64);
    let limit = max_memory as u64;
    if bytes > limit {
        return Err(ErrorKind::ArrayBounds(format!(
            "the array `{}` would have {size} elements, {bytes} bytes, more than the \
             memory limit of {max_memory} bytes",
            name()
        )));
    }
    if (in_use as u64).saturating_add(bytes) > limit {
        return Err(ErrorKind::MemoryLimit(max_memory));
    }
    Ok(size as usize)
}

/// The element number of subscripts `subs` in row-major order; `None` when they do not fit
/// the bounds ([`misfit_in`] says how).
#[inline(always)]
pub fn offset_in(bounds: &[(i64, i64)], subs: &[i64]) -> Option<usize> {
    if subs.len() != bounds.len() {
        return None;
    }
    let mut offset: usize = 0;
    for (i, (lo, hi)) in subs.iter().zip(bounds.iter()) {
        if i < lo || i > hi {
            return None;
        }
        let extent = (hi - lo + 1) as usize;
        offset = offset * extent + (i - lo) as usize;
    }
    Some(offset)
}

/// Why subscripts `subs` do not fit the bounds: too few or too many, or the first one out of
/// its bounds. `name` names the array in the message.
#[cold]
#[inline(never)]
pub fn misfit_in(bounds: &[(i64, i64)], subs: &[i64], name: impl FnOnce() -> String) -> ErrorKind {
    if subs.len() != bounds.len() {
        return ErrorKind::Dimensions {
            name: name(),
            expected: bounds.len(),
            given: subs.len(),
        };
    }
    let outside = subs
        .iter()
        .zip(bounds.iter())
        .find(|(i, (lo, hi))| i < &lo || i > &hi);
    let Some((index, (lower, upper))) = outside else {
        return ErrorKind::Domain(format!(
            "internal error: the subscripts of `{}` fit",
            name()
        ));
    };
    ErrorKind::Subscript {
        name: name(),
        index: *index,
        lower: *lower,
        upper: *upper,
    }
}

/// The error of reading element number `offset` before anything was assigned to it, which
/// names the element by its subscripts: `A[2, 3]`.
#[cold]
#[inline(never)]
pub fn undefined_in(
    bounds: &[(i64, i64)],
    mut offset: usize,
    name: impl FnOnce() -> String,
) -> ErrorKind {
    let mut subscripts = Vec::new();
    for (lo, hi) in bounds.iter().rev() {
        let extent = (hi - lo + 1).max(1) as usize;
        subscripts.push(((offset % extent) as i64 + lo).to_string());
        offset /= extent;
    }
    subscripts.reverse();
    ErrorKind::Undefined(format!("{}[{}]", name(), subscripts.join(", ")))
}
