//! Questions about the integer points of a relation: emptiness (rational
//! and integer, with a sample point), optima and constant bounds, and the
//! simplifications they allow (redundant constraints, implicit
//! equalities).
//!
//! Every question first GCD-normalises a copy of the constraints (the GCD
//! test on equalities and tightening of inequalities, which already decide
//! cases such as `2x = 1` or `1 <= 3x <= 2`), then runs the rational
//! simplex or the integer branch-and-bound of [`crate::simplex`]; see there
//! for their costs and the [`NODE_LIMIT`](crate::simplex::NODE_LIMIT) cap.
//! Answers are exact for the integer points (locals are integers too),
//! except where documented as rational.

use crate::int::{Error, Frac, Result};
use crate::relation::IntegerRelation;
use crate::simplex::{self, IntLp, Lp};

/// The integer minimum or maximum of an affine expression.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Optimum {
    /// The relation has no integer point.
    Empty,
    /// The expression has no bound on the integer points.
    Unbounded,
    /// The optimum, reached at the given integer point.
    Bounded(i128, Vec<i64>),
}

/// The constant integer bounds of a variable.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bounds {
    /// The relation has no integer point.
    Empty,
    /// The smallest and largest values the variable takes at integer
    /// points (`None`: unbounded on that side).
    Range(Option<i64>, Option<i64>),
}

/// The rational minimum of an affine expression.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RationalOptimum {
    /// The relation has no rational point.
    Empty,
    /// The expression has no bound.
    Unbounded,
    /// The optimum.
    Bounded(Frac),
}

impl IntegerRelation {
    /// The normalised rows, or `None` when normalisation finds a
    /// contradiction.
    fn normalized_rows(&self) -> Option<IntegerRelation> {
        let mut c = self.clone();
        c.normalize().then_some(c)
    }

    /// An integer point of the relation (one value per variable, locals
    /// included), or `None` when it has none. Exact; may give up with
    /// [`Error::Limit`] on unbounded relations (see [`crate::simplex`]).
    pub fn find_integer_sample(&self) -> Result<Option<Vec<i64>>> {
        let Some(c) = self.normalized_rows() else {
            return Ok(None);
        };
        match simplex::solve_integer(c.num_vars(), c.equalities(), c.inequalities(), None)? {
            IntLp::Optimal(_, p) => Ok(Some(p)),
            IntLp::Infeasible => Ok(None),
            IntLp::Unbounded => Err(Error::Limit),
        }
    }

    /// Whether the relation has no integer point (exact).
    pub fn is_integer_empty(&self) -> Result<bool> {
        Ok(self.find_integer_sample()?.is_none())
    }

    /// Whether the relation has no rational point. A set such as
    /// `{x : 2x = 1}` is rationally non-empty but integer-empty; this
    /// method reports the rational answer of the constraints as given
    /// (no GCD tightening).
    pub fn is_rational_empty(&self) -> Result<bool> {
        let zero = vec![0; self.num_cols()];
        Ok(self.rational_min(&zero)? == RationalOptimum::Empty)
    }

    /// The rational minimum of the affine expression `expr` (a row of
    /// `num_cols()` entries) over the constraints as given.
    pub fn rational_min(&self, expr: &[i64]) -> Result<RationalOptimum> {
        assert_eq!(expr.len(), self.num_cols(), "expression of the wrong length");
        Ok(
            match simplex::solve(
                self.num_vars(),
                self.equalities(),
                self.inequalities(),
                Some(expr),
            )? {
                Lp::Infeasible => RationalOptimum::Empty,
                Lp::Unbounded => RationalOptimum::Unbounded,
                Lp::Optimal(v, _) => RationalOptimum::Bounded(v),
            },
        )
    }

    /// The integer minimum of the affine expression `expr` (a row of
    /// `num_cols()` entries) and a point reaching it (exact).
    pub fn integer_min(&self, expr: &[i64]) -> Result<Optimum> {
        assert_eq!(expr.len(), self.num_cols(), "expression of the wrong length");
        let Some(c) = self.normalized_rows() else {
            return Ok(Optimum::Empty);
        };
        Ok(
            match simplex::solve_integer(c.num_vars(), c.equalities(), c.inequalities(), Some(expr))? {
                IntLp::Infeasible => Optimum::Empty,
                IntLp::Unbounded => Optimum::Unbounded,
                IntLp::Optimal(v, p) => Optimum::Bounded(v, p),
            },
        )
    }

    /// The integer maximum of `expr` (exact).
    pub fn integer_max(&self, expr: &[i64]) -> Result<Optimum> {
        let neg = expr
            .iter()
            .map(|&c| crate::int::neg(c))
            .collect::<Result<Vec<_>>>()?;
        Ok(match self.integer_min(&neg)? {
            Optimum::Bounded(v, p) => Optimum::Bounded(-v, p),
            o => o,
        })
    }

    /// The smallest and largest integer values of the variable in column
    /// `pos` (exact). A bound that does not fit `i64` gives
    /// [`Error::Overflow`].
    pub fn const_bounds(&self, pos: usize) -> Result<Bounds> {
        let mut e = vec![0; self.num_cols()];
        e[pos] = 1;
        let fit = |v: i128| i64::try_from(v).map_err(|_| Error::Overflow);
        let lower = match self.integer_min(&e)? {
            Optimum::Empty => return Ok(Bounds::Empty),
            Optimum::Unbounded => None,
            Optimum::Bounded(v, _) => Some(fit(v)?),
        };
        let upper = match self.integer_max(&e)? {
            Optimum::Empty => return Ok(Bounds::Empty),
            Optimum::Unbounded => None,
            Optimum::Bounded(v, _) => Some(fit(v)?),
        };
        Ok(Bounds::Range(lower, upper))
    }

    /// The constant value of the variable in column `pos` if it takes
    /// exactly one value at the integer points.
    pub fn const_value(&self, pos: usize) -> Result<Option<i64>> {
        Ok(match self.const_bounds(pos)? {
            Bounds::Range(Some(l), Some(u)) if l == u => Some(l),
            _ => None,
        })
    }

    /// Removes the constraints implied by the others, after normalisation
    /// (duplicates and parallel inequalities merged). An inequality is
    /// dropped when its rational minimum over the other constraints is
    /// non-negative, an equality when its rational minimum and maximum over
    /// the others are zero; rational implication is sound for integer
    /// points, though a constraint implied only over the integers is kept.
    /// A rationally empty relation is marked empty. Cost: one or two
    /// simplex solves per constraint.
    pub fn remove_redundant_constraints(&mut self) -> Result<()> {
        if !self.normalize() {
            return Ok(());
        }
        if self.is_rational_empty()? {
            self.mark_empty();
            return Ok(());
        }
        let n = self.num_vars();
        let mut eqs = self.equalities().to_vec();
        let mut ineqs = self.inequalities().to_vec();
        let implied = |eqs: &[Vec<i64>], ineqs: &[Vec<i64>], row: &[i64]| -> Result<bool> {
            Ok(match simplex::solve(n, eqs, ineqs, Some(row))? {
                Lp::Optimal(v, _) => v.signum() >= 0,
                Lp::Infeasible => true,
                Lp::Unbounded => false,
            })
        };
        let mut i = 0;
        while i < ineqs.len() {
            let row = ineqs.remove(i);
            if !implied(&eqs, &ineqs, &row)? {
                ineqs.insert(i, row);
                i += 1;
            }
        }
        let mut i = 0;
        while i < eqs.len() {
            let row = eqs.remove(i);
            let neg = row
                .iter()
                .map(|&c| crate::int::neg(c))
                .collect::<Result<Vec<_>>>()?;
            if !(implied(&eqs, &ineqs, &row)? && implied(&eqs, &ineqs, &neg)?) {
                eqs.insert(i, row);
                i += 1;
            }
        }
        self.set_rows(eqs, ineqs);
        Ok(())
    }

    /// Turns into equalities the inequalities that hold with equality at
    /// every rational point (their rational maximum is zero); returns how
    /// many were found. A rationally empty relation is marked empty. Cost:
    /// one simplex solve per inequality.
    pub fn detect_implicit_equalities(&mut self) -> Result<usize> {
        if self.is_rational_empty()? {
            self.mark_empty();
            return Ok(0);
        }
        let mut eqs = self.equalities().to_vec();
        let mut ineqs = Vec::new();
        let mut found = 0;
        for row in self.inequalities() {
            let neg = row
                .iter()
                .map(|&c| crate::int::neg(c))
                .collect::<Result<Vec<_>>>()?;
            // max(row) == 0  <=>  min(-row) == 0
            match self.rational_min(&neg)? {
                RationalOptimum::Bounded(v) if v.is_zero() => {
                    eqs.push(row.clone());
                    found += 1;
                }
                _ => ineqs.push(row.clone()),
            }
        }
        self.set_rows(eqs, ineqs);
        Ok(found)
    }
}
