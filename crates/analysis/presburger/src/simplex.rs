//! Rational simplex and integer branch-and-bound.
//!
//! # Rational simplex
//!
//! The system's variables are free (unrestricted in sign). Each
//! inequality `a.x + b >= 0` gets a non-negative slack `s = a.x + b`, each
//! equality a slack fixed at zero. The tableau is in dictionary form: every
//! basic variable is an affine function of the non-basic ones, with exact
//! [`Frac`] entries. Construction:
//!
//! 1. each equality slack is pivoted out against a free variable and its
//!    column deleted (Gaussian elimination; an equality left without free
//!    variables is a constant and is checked);
//! 2. each free variable that still occurs in a slack row is pivoted into
//!    the basis; afterwards free variables are basic (their rows never
//!    limit a step) or occur in no slack row (they are unconstrained);
//! 3. phase one: if a slack row has a negative constant, an artificial
//!    variable added to every slack row is pivoted in on the most negative
//!    row and minimised; a positive optimum proves the system rationally
//!    empty;
//! 4. phase two maximises the negated objective.
//!
//! Pivots follow Bland's rule (smallest variable index enters and leaves),
//! which cannot cycle. Cost: each pivot is `O(rows * columns)` rational
//! operations; the number of pivots is exponential in the worst case
//! (Klee-Minty cubes) but small in practice. Every rational operation is
//! checked: entries growing past `i128` give [`Error::Overflow`].
//!
//! # Integer branch-and-bound
//!
//! Integer feasibility and integer optimisation solve the rational
//! relaxation, and on a vertex with a fractional variable `x = v` branch
//! into `x <= floor(v)` and `x >= ceil(v)` (depth first, floor branch
//! first), pruning nodes whose rational optimum cannot beat the best
//! integer point found. On a bounded polyhedron this terminates; on an
//! unbounded one it may not (a thin unbounded integer-empty polyhedron
//! makes it branch forever), so the search stops after [`NODE_LIMIT`]
//! nodes with [`Error::Limit`]. Cost: up to `NODE_LIMIT` simplex solves,
//! each from scratch.
//!
//! An unbounded rational relaxation with an integer point proves the
//! integer problem unbounded (for rational data the recession cone of the
//! integer hull is that of the polyhedron).

use crate::int::{Error, Frac, Result};

/// The number of branch-and-bound nodes after which a search gives up
/// with [`Error::Limit`].
pub const NODE_LIMIT: usize = 2_000;

/// The outcome of a rational optimisation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Lp {
    Infeasible,
    Unbounded,
    /// The minimum and a point reaching it (one value per variable).
    Optimal(Frac, Vec<Frac>),
}

struct Tableau {
    /// Rows: `basic[r] = sum(rows[r][c] * cols[c]) + rows[r][ncols]`.
    rows: Vec<Vec<Frac>>,
    basic: Vec<usize>,
    cols: Vec<usize>,
    restricted: Vec<bool>,
    /// The objective to maximise, over the columns then a constant.
    obj: Vec<Frac>,
}

impl Tableau {
    fn ncols(&self) -> usize {
        self.cols.len()
    }

    fn pivot(&mut self, r: usize, c: usize) -> Result<()> {
        let nc = self.ncols();
        let a = self.rows[r][c];
        let inv = Frac::ONE.checked_div(a)?;
        let minus_inv = inv.checked_neg()?;
        {
            let row = &mut self.rows[r];
            for (j, x) in row.iter_mut().enumerate() {
                *x = if j == c { inv } else { x.checked_mul(minus_inv)? };
            }
        }
        let pivot_row = self.rows[r].clone();
        let update = |row: &mut Vec<Frac>| -> Result<()> {
            let b = row[c];
            if b.is_zero() {
                return Ok(());
            }
            for j in 0..=nc {
                row[j] = if j == c {
                    b.checked_mul(pivot_row[c])?
                } else {
                    row[j].checked_add(b.checked_mul(pivot_row[j])?)?
                };
            }
            Ok(())
        };
        for (i, row) in self.rows.iter_mut().enumerate() {
            if i != r {
                update(row)?;
            }
        }
        update(&mut self.obj)?;
        std::mem::swap(&mut self.basic[r], &mut self.cols[c]);
        Ok(())
    }

    /// `sign * row` (a row over the original `n` variables then a
    /// constant) over the current columns, basic variables substituted.
    fn express(&self, n: usize, row: &[i64], sign: i128) -> Result<Vec<Frac>> {
        let nc = self.ncols();
        let mut out = vec![Frac::ZERO; nc + 1];
        out[nc] = Frac::int(sign * i128::from(row[n]));
        for (v, &coef) in row[..n].iter().enumerate() {
            if coef == 0 {
                continue;
            }
            let coef = Frac::int(sign * i128::from(coef));
            if let Some(c) = self.cols.iter().position(|&x| x == v) {
                out[c] = out[c].checked_add(coef)?;
            } else if let Some(r) = self.basic.iter().position(|&x| x == v) {
                for (o, x) in out.iter_mut().zip(&self.rows[r]) {
                    *o = o.checked_add(coef.checked_mul(*x)?)?;
                }
            }
        }
        Ok(out)
    }

    fn delete_col(&mut self, c: usize) {
        for row in self.rows.iter_mut() {
            row.remove(c);
        }
        self.obj.remove(c);
        self.cols.remove(c);
    }

    fn restricted_row(&self, r: usize) -> bool {
        self.restricted[self.basic[r]]
    }

    /// Maximises `obj` from a feasible tableau. Returns `false` when
    /// unbounded.
    fn maximize(&mut self) -> Result<bool> {
        let nc = self.ncols();
        loop {
            let mut enter: Option<usize> = None;
            for c in 0..self.ncols() {
                let d = self.obj[c];
                if d.is_zero() {
                    continue;
                }
                if !self.restricted[self.cols[c]] {
                    // A free non-basic variable occurs in no slack row.
                    return Ok(false);
                }
                if d.signum() > 0 && enter.is_none_or(|e| self.cols[c] < self.cols[e]) {
                    enter = Some(c);
                }
            }
            let Some(c) = enter else { return Ok(true) };
            let mut leave: Option<(usize, Frac)> = None;
            for r in 0..self.rows.len() {
                let a = self.rows[r][c];
                if !self.restricted_row(r) || a.signum() >= 0 {
                    continue;
                }
                let ratio = self.rows[r][nc].checked_div(a.checked_neg()?)?;
                let better = match leave {
                    None => true,
                    Some((l, best)) => ratio < best || (ratio == best && self.basic[r] < self.basic[l]),
                };
                if better {
                    leave = Some((r, ratio));
                }
            }
            let Some((r, _)) = leave else { return Ok(false) };
            self.pivot(r, c)?;
        }
    }
}

/// Minimises `objective` (a row over the `n` variables then a constant;
/// `None` for a feasibility check) over the rational points of the system
/// with equality rows `eqs` and inequality rows `ineqs`.
pub(crate) fn solve(n: usize, eqs: &[Vec<i64>], ineqs: &[Vec<i64>], objective: Option<&[i64]>) -> Result<Lp> {
    let m = ineqs.len();
    let total = n + m + eqs.len() + 1;
    let art = total - 1;
    let mut restricted = vec![true; total];
    restricted[..n].iter_mut().for_each(|r| *r = false);
    let mut t = Tableau {
        rows: Vec::with_capacity(m + eqs.len()),
        basic: Vec::with_capacity(m + eqs.len()),
        cols: (0..n).collect(),
        restricted,
        obj: vec![Frac::ZERO; n + 1],
    };
    // 1. Equalities.
    for (e, row) in eqs.iter().enumerate() {
        let id = n + m + e;
        let expressed = t.express(n, row, 1)?;
        t.rows.push(expressed);
        t.basic.push(id);
        let r = t.rows.len() - 1;
        match (0..t.ncols()).find(|&c| !t.rows[r][c].is_zero()) {
            Some(c) => {
                t.pivot(r, c)?;
                // The equality slack is now non-basic in column c: fix it at 0.
                t.delete_col(c);
            }
            None => {
                if !t.rows[r][t.ncols()].is_zero() {
                    return Ok(Lp::Infeasible);
                }
                t.rows.pop();
                t.basic.pop();
            }
        }
    }
    // Inequalities, rewritten over the current columns.
    for (i, row) in ineqs.iter().enumerate() {
        let out = t.express(n, row, 1)?;
        t.rows.push(out);
        t.basic.push(n + i);
    }
    // 2. Free variables into the basis.
    loop {
        let mut found = None;
        'search: for c in 0..t.ncols() {
            if t.restricted[t.cols[c]] {
                continue;
            }
            for r in 0..t.rows.len() {
                if t.restricted_row(r) && !t.rows[r][c].is_zero() {
                    found = Some((r, c));
                    break 'search;
                }
            }
        }
        let Some((r, c)) = found else { break };
        t.pivot(r, c)?;
    }
    // 3. Phase one.
    let nc = t.ncols();
    let worst = (0..t.rows.len())
        .filter(|&r| t.restricted_row(r) && t.rows[r][nc].signum() < 0)
        .min_by(|&a, &b| t.rows[a][nc].cmp(&t.rows[b][nc]));
    if let Some(worst) = worst {
        for r in 0..t.rows.len() {
            let one = if t.restricted_row(r) {
                Frac::ONE
            } else {
                Frac::ZERO
            };
            t.rows[r].insert(nc, one);
        }
        t.cols.push(art);
        t.obj = vec![Frac::ZERO; nc + 2];
        t.obj[nc] = Frac::int(-1);
        t.pivot(worst, nc)?;
        if !t.maximize()? {
            return Err(Error::Overflow); // cannot happen: -art <= 0
        }
        if t.obj[t.ncols()].signum() < 0 {
            return Ok(Lp::Infeasible);
        }
        if let Some(r) = t.basic.iter().position(|&b| b == art) {
            match (0..t.ncols()).find(|&c| !t.rows[r][c].is_zero()) {
                Some(c) => t.pivot(r, c)?,
                None => {
                    t.rows.remove(r);
                    t.basic.remove(r);
                }
            }
        }
        if let Some(c) = t.cols.iter().position(|&x| x == art) {
            t.delete_col(c);
        }
    }
    // 4. Phase two.
    let nc = t.ncols();
    t.obj = match objective {
        // Maximise -objective.
        Some(o) => t.express(n, o, -1)?,
        None => vec![Frac::ZERO; nc + 1],
    };
    if !t.maximize()? {
        return Ok(Lp::Unbounded);
    }
    let mut point = vec![Frac::ZERO; n];
    for (r, &b) in t.basic.iter().enumerate() {
        if b < n {
            point[b] = t.rows[r][nc];
        }
    }
    Ok(Lp::Optimal(t.obj[nc].checked_neg()?, point))
}

/// The outcome of an integer optimisation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum IntLp {
    Infeasible,
    Unbounded,
    /// The minimum and an integer point reaching it.
    Optimal(i128, Vec<i64>),
}

fn bound_row(n: usize, var: usize, value: i128, upper: bool) -> Result<Vec<i64>> {
    let value = i64::try_from(value).map_err(|_| Error::Overflow)?;
    let mut row = vec![0; n + 1];
    if upper {
        // value - x >= 0
        row[var] = -1;
        row[n] = value;
    } else {
        // x - value >= 0
        row[var] = 1;
        row[n] = value.checked_neg().ok_or(Error::Overflow)?;
    }
    Ok(row)
}

/// Branch and bound: minimises `objective` (`None`: any integer point)
/// over the integer points of the system.
pub(crate) fn solve_integer(
    n: usize,
    eqs: &[Vec<i64>],
    ineqs: &[Vec<i64>],
    objective: Option<&[i64]>,
) -> Result<IntLp> {
    if objective.is_some() {
        match solve(n, eqs, ineqs, objective)? {
            Lp::Infeasible => return Ok(IntLp::Infeasible),
            Lp::Unbounded => {
                return Ok(match solve_integer(n, eqs, ineqs, None)? {
                    IntLp::Infeasible => IntLp::Infeasible,
                    _ => IntLp::Unbounded,
                });
            }
            Lp::Optimal(..) => {}
        }
    }
    let mut best: Option<(i128, Vec<i64>)> = None;
    let mut stack: Vec<Vec<Vec<i64>>> = vec![Vec::new()];
    let mut nodes = 0;
    while let Some(extra) = stack.pop() {
        nodes += 1;
        if nodes > NODE_LIMIT {
            return Err(Error::Limit);
        }
        let mut rows = ineqs.to_vec();
        rows.extend(extra.iter().cloned());
        let (value, point) = match solve(n, eqs, &rows, objective)? {
            Lp::Infeasible => continue,
            // A subset of a bounded problem stays bounded; with no
            // objective the value is always 0.
            Lp::Unbounded => return Err(Error::Limit),
            Lp::Optimal(v, p) => (v, p),
        };
        if let Some((b, _)) = &best {
            if value.ceil() >= *b {
                continue;
            }
        }
        // Branch on the most fractional variable.
        let frac = (0..n).filter(|&v| !point[v].is_int()).max_by_key(|&v| {
            let p = point[v];
            // distance to the nearest integer, as a fraction of 1/2
            let below = p.checked_sub(Frac::int(p.floor())).unwrap_or(Frac::ZERO);
            let above = Frac::int(p.ceil()).checked_sub(p).unwrap_or(Frac::ZERO);
            below.min(above)
        });
        match frac {
            None => {
                let ints = point
                    .iter()
                    .map(|p| i64::try_from(p.num()).map_err(|_| Error::Overflow))
                    .collect::<Result<Vec<_>>>()?;
                if objective.is_none() {
                    return Ok(IntLp::Optimal(0, ints));
                }
                best = Some((value.num(), ints));
            }
            Some(v) => {
                let p = point[v];
                // A new bound on `v` replaces the one of the same
                // direction (it is tighter), so nodes keep at most two
                // extra rows per variable.
                let with = |upper: bool, value: i128| -> Result<Vec<Vec<i64>>> {
                    let mut rows: Vec<Vec<i64>> = extra
                        .iter()
                        .filter(|r| !(r[v] != 0 && (r[v] < 0) == upper))
                        .cloned()
                        .collect();
                    rows.push(bound_row(n, v, value, upper)?);
                    Ok(rows)
                };
                let up = with(false, p.ceil())?;
                let down = with(true, p.floor())?;
                stack.push(up);
                stack.push(down);
            }
        }
    }
    Ok(match best {
        None => IntLp::Infeasible,
        Some((v, p)) => IntLp::Optimal(v, p),
    })
}
