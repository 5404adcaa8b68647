//! Projection (existential elimination of variables) by Gaussian
//! elimination through equalities, then Fourier-Motzkin elimination of
//! inequalities, with exactness tracking.
//!
//! # Algorithm
//!
//! While a variable to eliminate occurs in an equality, the pair with the
//! smallest coefficient (a unit one when there is one) is used to
//! substitute the variable away in every other row. With a unit
//! coefficient this is exact; with `|a| > 1` the result loses the
//! divisibility condition `a | rest` and is an over-approximation.
//!
//! Then each remaining variable is eliminated from the inequalities by
//! Fourier-Motzkin: every lower bound `l*x + L >= 0` (`l > 0`) is combined
//! with every upper bound `-u*x + U >= 0` (`u > 0`) into `u*L + l*U >= 0`.
//! The variables are taken in order of preference: exact eliminations
//! first, then the fewest new rows (`lowers * uppers`). The rational
//! projection (real shadow) is always exact; the integer projection is
//! exact when every lower or every upper bound has a unit coefficient, or
//! every pair of bounds differs by a constant wide enough to hold an
//! integer point (then the Omega test's dark shadow equals the real
//! shadow), and the
//! result is reported [`Exactness::Inexact`] (a superset of the integer
//! projection) otherwise. New rows are GCD-normalised (tightened, which is
//! sound for integer points) and parallel rows merged.
//!
//! # Cost
//!
//! Each equality substitution is `O(rows * vars)`. One Fourier-Motzkin step
//! turns `p` lower and `q` upper bounds into `p * q` rows, so eliminating
//! `k` variables can produce `O(m^(2^k))` rows in the worst case; the
//! elimination gives up with [`Error::Limit`] beyond [`ROW_LIMIT`] rows.
//! Coefficients that overflow `i64` give [`Error::Overflow`].

use crate::int::{self, Error, Result};
use crate::relation::IntegerRelation;

/// The number of inequality rows beyond which a projection gives up with
/// [`Error::Limit`].
pub const ROW_LIMIT: usize = 4096;

/// Whether a projection computed exactly the integer projection.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Exactness {
    /// The result's integer points are exactly the projection of the
    /// original's integer points.
    Exact,
    /// The result is a superset of the integer projection (it is the
    /// rational projection, tightened).
    Inexact,
}

/// Whether eliminating variable `v` from the lower bound `l` and upper
/// bound `u` loses no integer point: a unit coefficient on either side,
/// or bounds that only differ by a constant leaving room for a multiple
/// of both coefficients (the Omega test's dark shadow row, `b*l + a*u >=
/// (a - 1)(b - 1)`, then holds).
fn pair_exact(l: &[i64], u: &[i64], v: usize) -> bool {
    let (a, b) = (i128::from(l[v]), -i128::from(u[v]));
    if a == 1 || b == 1 {
        return true;
    }
    let n = l.len() - 1;
    let combined = |i: usize| b * i128::from(l[i]) + a * i128::from(u[i]);
    (0..n).all(|i| combined(i) == 0) && combined(n) >= (a - 1) * (b - 1)
}

/// `r * m - k * eq`, checked.
fn combine(r: &[i64], m: i64, eq: &[i64], k: i64) -> Result<Vec<i64>> {
    r.iter()
        .zip(eq)
        .map(|(&x, &e)| int::sub(int::mul(x, m)?, int::mul(e, k)?))
        .collect()
}

impl IntegerRelation {
    /// Eliminates the variables in columns `range` existentially (Gaussian
    /// then Fourier-Motzkin elimination, see the [module docs](crate::fm))
    /// and removes their columns. Reports whether the integer projection is
    /// exact. On an error the relation is left unchanged.
    pub fn project_out(&mut self, range: std::ops::Range<usize>) -> Result<Exactness> {
        let mut work = self.clone();
        let exactness = work.eliminate(range.clone())?;
        work.remove_vars(range);
        *self = work;
        Ok(exactness)
    }

    fn eliminate(&mut self, range: std::ops::Range<usize>) -> Result<Exactness> {
        let mut exact = Exactness::Exact;
        if !self.normalize() {
            return Ok(exact);
        }
        let mut eqs = self.equalities().to_vec();
        let mut ineqs = self.inequalities().to_vec();
        // Gaussian elimination, column by column, each through the first
        // equality using it (MLIR's order, which decides which
        // divisibility facts an inexact substitution loses).
        for v in range.clone() {
            let Some(i) = eqs.iter().position(|e| e[v] != 0) else {
                continue;
            };
            let eq = eqs.remove(i);
            let a = eq[v];
            // |a|, checked (i64::MIN has no absolute value).
            let abs = if a < 0 { int::neg(a)? } else { a };
            if abs != 1 {
                exact = Exactness::Inexact;
            }
            for r in eqs.iter_mut().chain(ineqs.iter_mut()) {
                if r[v] != 0 {
                    let k = if a > 0 { r[v] } else { int::neg(r[v])? };
                    *r = combine(r, abs, &eq, k)?;
                }
            }
            self.set_rows(eqs, ineqs);
            if !self.normalize() {
                return Ok(exact);
            }
            eqs = self.equalities().to_vec();
            ineqs = self.inequalities().to_vec();
        }
        // Fourier-Motzkin elimination.
        loop {
            let mut best: Option<(usize, bool, usize)> = None;
            for v in range.clone() {
                let lowers: Vec<&Vec<i64>> = ineqs.iter().filter(|r| r[v] > 0).collect();
                let uppers: Vec<&Vec<i64>> = ineqs.iter().filter(|r| r[v] < 0).collect();
                if lowers.is_empty() && uppers.is_empty() {
                    continue;
                }
                let is_exact = lowers.iter().all(|l| l[v] == 1)
                    || uppers.iter().all(|u| u[v] == -1)
                    || lowers.iter().all(|l| uppers.iter().all(|u| pair_exact(l, u, v)));
                let cost = lowers.len() * uppers.len();
                let better = match best {
                    None => true,
                    Some((_, e, c)) => (is_exact, std::cmp::Reverse(cost)) > (e, std::cmp::Reverse(c)),
                };
                if better {
                    best = Some((v, is_exact, cost));
                }
            }
            let Some((v, is_exact, _)) = best else { break };
            if !is_exact {
                exact = Exactness::Inexact;
            }
            let (with, rest): (Vec<_>, Vec<_>) = ineqs.into_iter().partition(|r| r[v] != 0);
            let (lowers, uppers): (Vec<_>, Vec<_>) = with.into_iter().partition(|r| r[v] > 0);
            let mut next = rest;
            for l in &lowers {
                for u in &uppers {
                    // l[v] > 0 > u[v]: (-u[v]) * l + l[v] * u
                    let row = l
                        .iter()
                        .zip(u)
                        .map(|(&x, &y)| int::add(int::mul(x, int::neg(u[v])?)?, int::mul(y, l[v])?))
                        .collect::<Result<Vec<_>>>()?;
                    next.push(row);
                }
                if next.len() > ROW_LIMIT {
                    return Err(Error::Limit);
                }
            }
            self.set_rows(eqs, next);
            if !self.normalize() {
                return Ok(exact);
            }
            eqs = self.equalities().to_vec();
            ineqs = self.inequalities().to_vec();
        }
        debug_assert!(eqs.iter().chain(&ineqs).all(|r| range.clone().all(|v| r[v] == 0)));
        self.set_rows(eqs, ineqs);
        Ok(exact)
    }
}
