//! Polyhedral analysis over the integers, independent of the IR: integer
//! relations and sets defined by linear equalities and inequalities
//! (MLIR's `Analysis/Presburger` and `FlatAffineValueConstraints`
//! counterpart).
//!
//! - [`int`]: overflow-checked `i64` helpers and exact `i128` rationals;
//!   every overflow is an [`Error::Overflow`], never a panic or a wrap.
//! - [`relation`]: [`IntegerRelation`] (and [`IntegerSet`]): variables of
//!   kinds domain, range, symbol and local, constraint rows, edits,
//!   intersection, GCD normalisation, `floordiv`/`mod` through locals.
//! - [`fm`]: projection by Gaussian and Fourier-Motzkin elimination with
//!   exactness tracking.
//! - [`simplex`]: the exact rational simplex and integer branch-and-bound.
//! - [`query`]: emptiness, sample points, optima and constant bounds,
//!   redundancy removal, implicit equalities.
//!
//! Each module states its algorithms and their costs. Searches that could
//! blow up (Fourier-Motzkin row growth, branch-and-bound on unbounded
//! relations) stop at a documented cap with [`Error::Limit`].

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod fm;
pub mod int;
pub mod query;
pub mod relation;
pub mod simplex;

pub use fm::Exactness;
pub use int::{Error, Frac, Result};
pub use query::{Bounds, Optimum, RationalOptimum};
pub use relation::{BoundKind, Division, IntegerRelation, IntegerSet, VarKind};

#[cfg(test)]
mod tests;
