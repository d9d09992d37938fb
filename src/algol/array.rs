//! ALGOL arrays as both executors hold them: the element type, the bounds and the elements in
//! row-major order, counted by the memory meter while they live (std only besides the meter:
//! pasted into standalone translations).

use std::cell::RefCell;

use super::arith::Type;
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
