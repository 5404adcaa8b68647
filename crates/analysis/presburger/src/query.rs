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

use crate::int::{self, Error, Frac, Result};
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

/// A relation with the variables of its unit-coefficient equalities
/// substituted away: `subs` holds, in order, each such variable `v` with
/// its equality row (coefficient 1 on `v`, and only on variables that are
/// not substituted), so that `x_v = -(row - x_v)`; `obj` is the objective
/// after the same substitutions.
struct Reduced {
    rel: IntegerRelation,
    subs: Vec<(usize, Vec<i64>)>,
    obj: Option<Vec<i64>>,
}

/// Fills in the substituted variables of a point of a [`Reduced`]
/// relation.
fn complete(subs: &[(usize, Vec<i64>)], point: &mut [i64]) -> Result<()> {
    let n = point.len();
    for (v, row) in subs {
        let mut s = i128::from(row[n]);
        for (j, (&c, &x)) in row[..n].iter().zip(point.iter()).enumerate() {
            if j != *v {
                s = s
                    .checked_add(i128::from(c) * i128::from(x))
                    .ok_or(Error::Overflow)?;
            }
        }
        point[*v] = s
            .checked_neg()
            .and_then(|s| i64::try_from(s).ok())
            .ok_or(Error::Overflow)?;
    }
    Ok(())
}

impl IntegerRelation {
    /// The normalised rows with every variable that has a unit
    /// coefficient in an equality substituted away (exact over the
    /// integers), or `None` when a contradiction shows up. See [`Reduced`].
    fn reduce(&self, objective: Option<&[i64]>) -> Result<Option<Reduced>> {
        let mut rel = self.clone();
        let mut obj = objective.map(|o| o.to_vec());
        let mut subs: Vec<(usize, Vec<i64>)> = Vec::new();
        if !rel.normalize() {
            return Ok(None);
        }
        let n = rel.num_vars();
        loop {
            let mut eqs = rel.equalities().to_vec();
            let Some((i, v)) = eqs
                .iter()
                .enumerate()
                .find_map(|(i, e)| (0..n).find(|&v| e[v].unsigned_abs() == 1).map(|v| (i, v)))
            else {
                break;
            };
            let mut row = eqs.swap_remove(i);
            if row[v] == -1 {
                row = row.iter().map(|&c| int::neg(c)).collect::<Result<_>>()?;
            }
            // x_v = -(row - x_v): r := r - r[v] * row for every other row.
            let substitute = |r: &mut Vec<i64>| -> Result<()> {
                let k = r[v];
                if k != 0 {
                    for (x, &c) in r.iter_mut().zip(&row) {
                        *x = int::sub(*x, int::mul(k, c)?)?;
                    }
                }
                Ok(())
            };
            let mut ineqs = rel.inequalities().to_vec();
            for r in eqs.iter_mut().chain(ineqs.iter_mut()) {
                substitute(r)?;
            }
            for (_, r) in subs.iter_mut() {
                substitute(r)?;
            }
            if let Some(o) = obj.as_mut() {
                substitute(o)?;
            }
            subs.push((v, row));
            rel.set_rows(eqs, ineqs);
            if !rel.normalize() {
                return Ok(None);
            }
        }
        Ok(Some(Reduced { rel, subs, obj }))
    }

    /// An integer point of the relation (one value per variable, locals
    /// included), or `None` when it has none. Exact; when branch-and-bound
    /// gives up (on unbounded relations, see [`crate::simplex`]),
    /// Fourier-Motzkin elimination of all variables is tried as a proof of
    /// emptiness before returning the error.
    pub fn find_integer_sample(&self) -> Result<Option<Vec<i64>>> {
        let Some(Reduced { rel: c, subs, .. }) = self.reduce(None)? else {
            return Ok(None);
        };
        match simplex::solve_integer(c.num_vars(), c.equalities(), c.inequalities(), None) {
            Ok(IntLp::Optimal(_, mut p)) => {
                complete(&subs, &mut p)?;
                Ok(Some(p))
            }
            Ok(IntLp::Infeasible) => Ok(None),
            Ok(IntLp::Unbounded) => Err(Error::Limit),
            Err(e) => {
                // Branch-and-bound gave up (typically on an unbounded thin
                // relation): Fourier-Motzkin elimination of every variable,
                // with GCD tightening, may still prove emptiness.
                let mut f = c;
                let n = f.num_vars();
                if f.project_out(0..n).is_ok() && f.is_trivially_empty() {
                    Ok(None)
                } else {
                    Err(e)
                }
            }
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
        let Some(Reduced { rel: c, subs, obj }) = self.reduce(Some(expr))? else {
            return Ok(Optimum::Empty);
        };
        let obj = obj.as_deref();
        Ok(
            match simplex::solve_integer(c.num_vars(), c.equalities(), c.inequalities(), obj)? {
                IntLp::Infeasible => Optimum::Empty,
                IntLp::Unbounded => Optimum::Unbounded,
                IntLp::Optimal(v, mut p) => {
                    complete(&subs, &mut p)?;
                    Optimum::Bounded(v, p)
                }
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
            Optimum::Bounded(v, p) => Optimum::Bounded(v.checked_neg().ok_or(Error::Overflow)?, p),
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
