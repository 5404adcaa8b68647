//! Integer relations and sets: the variables, the constraint rows and the
//! edits on them (adding, removing and reordering variables, adding
//! constraints, intersection, GCD normalisation, local variables for
//! `floordiv` and `mod`).
//!
//! A constraint is a row of `num_vars() + 1` coefficients: one per
//! variable, in column order (domain, range, symbols, locals), then the
//! constant term. An equality row `r` means `sum(r[i] * x_i) + r[n] == 0`,
//! an inequality row means `... >= 0`.
//!
//! Costs: inserting or removing variables rewrites every row,
//! `O(rows * vars)`; normalisation is one GCD per coefficient,
//! `O(rows * vars * log(max coefficient))`.

use crate::int::{self, Error, Result};

/// The kind of a variable of an [`IntegerRelation`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VarKind {
    /// A domain dimension (input side of a relation; sets have none).
    Domain,
    /// A range dimension (the dimensions of a set).
    Range,
    /// A symbol: a parameter fixed for the whole relation.
    Symbol,
    /// A local (existentially quantified) variable, such as the quotient
    /// of a `floordiv`.
    Local,
}

impl VarKind {
    fn index(self) -> usize {
        match self {
            VarKind::Domain => 0,
            VarKind::Range => 1,
            VarKind::Symbol => 2,
            VarKind::Local => 3,
        }
    }
}

/// The kind of a constant bound added by [`IntegerRelation::add_bound`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BoundKind {
    /// `x >= value`.
    Lower,
    /// `x <= value`.
    Upper,
    /// `x == value`.
    Equal,
}

/// A local variable known to be `floor(dividend / divisor)`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Division {
    /// The dividend as a row over the relation's columns (constant last);
    /// its coefficient on the local itself is zero.
    pub dividend: Vec<i64>,
    /// The divisor, at least 1.
    pub divisor: i64,
    /// Whether later divisions of the same dividend reuse this local (see
    /// [`IntegerRelation::add_local_mod_unshared`]).
    pub shared: bool,
}

/// A relation between integer tuples (or, with no domain variables, a set
/// of integer points): the integer points satisfying linear equalities and
/// inequalities, with symbols as parameters and locals existentially
/// quantified.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IntegerRelation {
    /// The number of variables of each kind, indexed by [`VarKind`] order.
    counts: [usize; 4],
    eqs: Vec<Vec<i64>>,
    ineqs: Vec<Vec<i64>>,
    /// For each local, its division when known.
    divs: Vec<Option<Division>>,
}

/// An integer set: an [`IntegerRelation`] without domain variables.
pub type IntegerSet = IntegerRelation;

impl IntegerRelation {
    /// The universe relation with the given numbers of variables.
    pub fn new(num_domain: usize, num_range: usize, num_symbols: usize, num_locals: usize) -> Self {
        IntegerRelation {
            counts: [num_domain, num_range, num_symbols, num_locals],
            eqs: Vec::new(),
            ineqs: Vec::new(),
            divs: vec![None; num_locals],
        }
    }

    /// The universe set with `num_dims` (range) dimensions.
    pub fn set(num_dims: usize, num_symbols: usize, num_locals: usize) -> Self {
        Self::new(0, num_dims, num_symbols, num_locals)
    }

    /// The number of variables.
    pub fn num_vars(&self) -> usize {
        self.counts.iter().sum()
    }

    /// The number of columns of a constraint row (`num_vars() + 1`).
    pub fn num_cols(&self) -> usize {
        self.num_vars() + 1
    }

    /// The number of variables of `kind`.
    pub fn num_vars_of(&self, kind: VarKind) -> usize {
        self.counts[kind.index()]
    }

    /// The column of the first variable of `kind`.
    pub fn offset_of(&self, kind: VarKind) -> usize {
        self.counts[..kind.index()].iter().sum()
    }

    /// The kind of the variable in column `pos`. Panics if `pos` is not a
    /// variable.
    pub fn kind_of(&self, pos: usize) -> VarKind {
        let mut end = 0;
        for kind in [VarKind::Domain, VarKind::Range, VarKind::Symbol, VarKind::Local] {
            end += self.num_vars_of(kind);
            if pos < end {
                return kind;
            }
        }
        panic!("variable {pos} out of range ({} variables)", self.num_vars())
    }

    /// The equality rows.
    pub fn equalities(&self) -> &[Vec<i64>] {
        &self.eqs
    }

    /// The inequality rows.
    pub fn inequalities(&self) -> &[Vec<i64>] {
        &self.ineqs
    }

    /// The number of equalities plus inequalities.
    pub fn num_constraints(&self) -> usize {
        self.eqs.len() + self.ineqs.len()
    }

    /// The division of local number `i` (counted among the locals), if
    /// known.
    pub fn division(&self, i: usize) -> Option<&Division> {
        self.divs.get(i).and_then(|d| d.as_ref())
    }

    fn check_row(&self, row: &[i64]) {
        assert_eq!(row.len(), self.num_cols(), "constraint row of the wrong length");
    }

    /// Adds the equality `row == 0`. Panics if the row does not have
    /// `num_cols()` entries.
    pub fn add_eq(&mut self, row: &[i64]) {
        self.check_row(row);
        self.eqs.push(row.to_vec());
    }

    /// Adds the inequality `row >= 0`. Panics if the row does not have
    /// `num_cols()` entries.
    pub fn add_ineq(&mut self, row: &[i64]) {
        self.check_row(row);
        self.ineqs.push(row.to_vec());
    }

    /// Removes every constraint.
    pub fn clear_constraints(&mut self) {
        self.eqs.clear();
        self.ineqs.clear();
    }

    /// Adds `x_pos >= value`, `x_pos <= value` or `x_pos == value`.
    pub fn add_bound(&mut self, pos: usize, kind: BoundKind, value: i64) -> Result<()> {
        let mut expr = vec![0; self.num_cols()];
        *expr.last_mut().expect("a constant column") = value;
        self.add_bound_expr(pos, kind, &expr)
    }

    /// Adds `x_pos >= expr`, `x_pos <= expr` or `x_pos == expr` for an
    /// affine expression given as a row (coefficients then constant).
    pub fn add_bound_expr(&mut self, pos: usize, kind: BoundKind, expr: &[i64]) -> Result<()> {
        self.check_row(expr);
        // row = x_pos - expr
        let mut row = expr.iter().map(|&c| int::neg(c)).collect::<Result<Vec<_>>>()?;
        row[pos] = int::add(row[pos], 1)?;
        match kind {
            BoundKind::Lower => self.ineqs.push(row),
            BoundKind::Equal => self.eqs.push(row),
            BoundKind::Upper => {
                let row = row.iter().map(|&c| int::neg(c)).collect::<Result<Vec<_>>>()?;
                self.ineqs.push(row);
            }
        }
        Ok(())
    }

    /// Inserts `count` variables of `kind` before the `at`-th variable of
    /// that kind (`at == num_vars_of(kind)` appends); returns the column of
    /// the first. New locals have no known division. Panics if `at` is out
    /// of range.
    pub fn insert_vars(&mut self, kind: VarKind, at: usize, count: usize) -> usize {
        assert!(at <= self.num_vars_of(kind), "insertion position out of range");
        let col = self.offset_of(kind) + at;
        let insert = |row: &mut Vec<i64>| {
            row.splice(col..col, std::iter::repeat_n(0, count));
        };
        self.eqs.iter_mut().for_each(insert);
        self.ineqs.iter_mut().for_each(insert);
        for d in self.divs.iter_mut().flatten() {
            insert(&mut d.dividend);
        }
        self.counts[kind.index()] += count;
        if kind == VarKind::Local {
            self.divs.splice(at..at, std::iter::repeat_n(None, count));
        }
        col
    }

    /// Appends `count` variables of `kind`; returns the column of the first.
    pub fn append_vars(&mut self, kind: VarKind, count: usize) -> usize {
        self.insert_vars(kind, self.num_vars_of(kind), count)
    }

    /// Removes the variables in columns `range` together with their
    /// coefficients (this is not a projection: constraints on them become
    /// constraints without them; use
    /// [`project_out`](IntegerRelation::project_out) to eliminate). Known
    /// divisions that use a removed variable are forgotten.
    pub fn remove_vars(&mut self, range: std::ops::Range<usize>) {
        assert!(range.end <= self.num_vars(), "removal range out of bounds");
        let drop = |row: &mut Vec<i64>| {
            row.drain(range.clone());
        };
        let local_off = self.offset_of(VarKind::Local);
        let mut divs = std::mem::take(&mut self.divs);
        // Remove the entries of removed locals.
        let lo = range.start.max(local_off) - local_off;
        let hi = range.end.max(local_off) - local_off;
        divs.drain(lo..hi);
        for d in divs.iter_mut() {
            if let Some(div) = d {
                if div.dividend[range.clone()].iter().any(|&c| c != 0) {
                    *d = None;
                } else {
                    drop(&mut div.dividend);
                }
            }
        }
        self.divs = divs;
        self.eqs.iter_mut().for_each(drop);
        self.ineqs.iter_mut().for_each(drop);
        let mut start = 0;
        for count in self.counts.iter_mut() {
            let end = start + *count;
            let removed = range.end.min(end).saturating_sub(range.start.max(start));
            *count -= removed;
            start = end;
        }
    }

    /// Makes the first `num_dims` non-local variables of a set its
    /// dimensions and the other non-local ones its symbols, keeping the
    /// columns in place (MLIR's `setDimSymbolSeparation`). Panics if the
    /// relation has domain variables or fewer non-local variables.
    pub fn set_dim_symbol_separation(&mut self, num_dims: usize) {
        assert_eq!(self.counts[0], 0, "not a set");
        let total = self.counts[1] + self.counts[2];
        assert!(num_dims <= total, "{num_dims} dimensions of {total} variables");
        self.counts[1] = num_dims;
        self.counts[2] = total - num_dims;
    }

    /// Swaps the columns of variables `a` and `b` (of the same kind, so that
    /// the kinds stay grouped). Panics if their kinds differ.
    pub fn swap_vars(&mut self, a: usize, b: usize) {
        assert_eq!(
            self.kind_of(a),
            self.kind_of(b),
            "swapping variables of different kinds"
        );
        for row in self.eqs.iter_mut().chain(self.ineqs.iter_mut()) {
            row.swap(a, b);
        }
        for d in self.divs.iter_mut().flatten() {
            d.dividend.swap(a, b);
        }
        if self.kind_of(a) == VarKind::Local {
            let off = self.offset_of(VarKind::Local);
            self.divs.swap(a - off, b - off);
        }
    }

    /// Intersects with `other`, which must have the same numbers of domain,
    /// range and symbol variables; its locals are appended after ours.
    /// Panics if the spaces differ.
    pub fn intersect(&mut self, other: &IntegerRelation) {
        assert_eq!(
            self.counts[..3],
            other.counts[..3],
            "intersecting relations of different spaces"
        );
        let mine = self.num_vars_of(VarKind::Local);
        let theirs = other.num_vars_of(VarKind::Local);
        self.append_vars(VarKind::Local, theirs);
        let n_other = other.num_vars();
        // Map a row of `other` to our columns: non-locals keep their
        // column, other's locals come after ours.
        let map = |row: &[i64]| -> Vec<i64> {
            let mut out = vec![0; n_other + mine + 1];
            let local_off = other.offset_of(VarKind::Local);
            for (i, &c) in row[..n_other].iter().enumerate() {
                let col = if i < local_off { i } else { i + mine };
                out[col] = c;
            }
            out[n_other + mine] = row[n_other];
            out
        };
        for r in &other.eqs {
            self.eqs.push(map(r));
        }
        for r in &other.ineqs {
            self.ineqs.push(map(r));
        }
        for (i, d) in other.divs.iter().enumerate() {
            self.divs[mine + i] = d.as_ref().map(|d| Division {
                dividend: map(&d.dividend),
                divisor: d.divisor,
                shared: d.shared,
            });
        }
    }

    /// Adds a local `q = floor(dividend / divisor)` (`dividend` a row over
    /// the current columns, constant last; `divisor >= 1`) with the two
    /// inequalities `divisor * q <= dividend <= divisor * q + divisor - 1`,
    /// reusing an existing local with the same division. Returns the
    /// column of `q`.
    pub fn add_local_floor_div(&mut self, dividend: &[i64], divisor: i64) -> Result<usize> {
        self.add_floor_div(dividend, divisor, true)
    }

    fn add_floor_div(&mut self, dividend: &[i64], divisor: i64, shared: bool) -> Result<usize> {
        self.check_row(dividend);
        if divisor < 1 {
            return Err(Error::Overflow);
        }
        let off = self.offset_of(VarKind::Local);
        if shared {
            for (i, d) in self.divs.iter().enumerate() {
                if d.as_ref()
                    .is_some_and(|d| d.shared && d.divisor == divisor && d.dividend == dividend)
                {
                    return Ok(off + i);
                }
            }
        }
        // Build the rows before changing anything, so that an overflow
        // leaves the relation as it was.
        let q = self.num_vars();
        let mut e = dividend.to_vec();
        e.insert(q, 0);
        // dividend - divisor * q >= 0
        let mut lo = e.clone();
        lo[q] = int::neg(divisor)?;
        // divisor * q + divisor - 1 - dividend >= 0
        let mut hi = e.iter().map(|&c| int::neg(c)).collect::<Result<Vec<_>>>()?;
        hi[q] = divisor;
        let last = hi.len() - 1;
        hi[last] = int::add(hi[last], divisor - 1)?;
        self.append_vars(VarKind::Local, 1);
        self.ineqs.push(lo);
        self.ineqs.push(hi);
        self.divs[q - off] = Some(Division {
            dividend: e,
            divisor,
            shared,
        });
        Ok(q)
    }

    /// Adds a local `q = ceil(dividend / divisor)` (`divisor >= 1`), as
    /// `floor((dividend + divisor - 1) / divisor)`; returns its column.
    pub fn add_local_ceil_div(&mut self, dividend: &[i64], divisor: i64) -> Result<usize> {
        self.check_row(dividend);
        if divisor < 1 {
            return Err(Error::Overflow);
        }
        let mut e = dividend.to_vec();
        let last = e.len() - 1;
        e[last] = int::add(e[last], divisor - 1)?;
        self.add_local_floor_div(&e, divisor)
    }

    /// `dividend mod divisor` (`divisor >= 1`) as a row over the columns
    /// after the call: `dividend - divisor * floor(dividend / divisor)`,
    /// through a local from
    /// [`add_local_floor_div`](IntegerRelation::add_local_floor_div).
    pub fn add_local_mod(&mut self, dividend: &[i64], divisor: i64) -> Result<Vec<i64>> {
        self.add_mod(dividend, divisor, true)
    }

    /// Like [`add_local_mod`](IntegerRelation::add_local_mod), with a new
    /// local that later divisions do not reuse: MLIR keeps the locals a
    /// loop domain and an access map introduce apart, which makes its
    /// projections less precise, and the results are kept identical.
    pub fn add_local_mod_unshared(&mut self, dividend: &[i64], divisor: i64) -> Result<Vec<i64>> {
        self.add_mod(dividend, divisor, false)
    }

    fn add_mod(&mut self, dividend: &[i64], divisor: i64, shared: bool) -> Result<Vec<i64>> {
        let before = self.num_vars();
        let q = self.add_floor_div(dividend, divisor, shared)?;
        let mut e = dividend.to_vec();
        if self.num_vars() != before {
            e.insert(q, 0);
        }
        e[q] = int::sub(e[q], divisor)?;
        Ok(e)
    }

    /// Replaces the constraints by the contradiction `-1 >= 0`.
    pub fn mark_empty(&mut self) {
        self.eqs.clear();
        self.ineqs.clear();
        let mut row = vec![0; self.num_cols()];
        *row.last_mut().expect("a constant column") = -1;
        self.ineqs.push(row);
    }

    /// Whether the constraints contain a constant contradiction (a row with
    /// only a constant that violates it), e.g. after
    /// [`mark_empty`](IntegerRelation::mark_empty) or
    /// [`normalize`](IntegerRelation::normalize).
    pub fn is_trivially_empty(&self) -> bool {
        let n = self.num_vars();
        self.eqs
            .iter()
            .any(|r| r[..n].iter().all(|&c| c == 0) && r[n] != 0)
            || self
                .ineqs
                .iter()
                .any(|r| r[..n].iter().all(|&c| c == 0) && r[n] < 0)
    }

    /// Normalises every row by the GCD of its variable coefficients:
    /// equalities whose constant is not divisible by it make the relation
    /// empty (the GCD test), inequalities get their constant rounded down
    /// (tightening, exact for integer points). Drops rows without variables
    /// that hold and duplicate rows (keeping the tightest of parallel
    /// inequalities). Returns `false` when a contradiction was found (the
    /// relation is then marked empty).
    pub fn normalize(&mut self) -> bool {
        let n = self.num_vars();
        let mut eqs = Vec::with_capacity(self.eqs.len());
        for mut r in std::mem::take(&mut self.eqs) {
            let g = int::row_gcd(&r);
            if g == 0 {
                if r[n] != 0 {
                    self.mark_empty();
                    return false;
                }
                continue;
            }
            if g > 1 {
                let g = g as i64; // g <= |some coefficient| and > 1, so it fits
                if r[n] % g != 0 {
                    self.mark_empty();
                    return false;
                }
                r.iter_mut().for_each(|c| *c /= g);
            }
            // Canonical sign: first non-zero coefficient positive.
            if r[..n].iter().find(|&&c| c != 0).is_some_and(|&c| c < 0) {
                if r.contains(&i64::MIN) {
                    eqs.push(r);
                    continue;
                }
                r.iter_mut().for_each(|c| *c = -*c);
            }
            if !eqs.contains(&r) {
                eqs.push(r);
            }
        }
        self.eqs = eqs;
        let mut ineqs: Vec<Vec<i64>> = Vec::with_capacity(self.ineqs.len());
        for mut r in std::mem::take(&mut self.ineqs) {
            let g = int::row_gcd(&r);
            if g == 0 {
                if r[n] < 0 {
                    self.mark_empty();
                    return false;
                }
                continue;
            }
            if g > 1 {
                let g = g as i64;
                r[..n].iter_mut().for_each(|c| *c /= g);
                r[n] = r[n].div_euclid(g);
            }
            match ineqs.iter_mut().find(|o| o[..n] == r[..n]) {
                Some(o) => o[n] = o[n].min(r[n]),
                None => ineqs.push(r),
            }
        }
        self.ineqs = ineqs;
        true
    }

    /// Whether the integer point `point` (one value per variable, locals
    /// included) satisfies every constraint; [`Error::Overflow`] if a row
    /// cannot be evaluated in `i128`.
    pub fn contains_point(&self, point: &[i64]) -> Result<bool> {
        assert_eq!(point.len(), self.num_vars(), "point of the wrong dimension");
        let eval = |r: &[i64]| -> Result<i128> {
            let mut s = i128::from(r[point.len()]);
            for (c, x) in r.iter().zip(point) {
                s = s
                    .checked_add(i128::from(*c) * i128::from(*x))
                    .ok_or(Error::Overflow)?;
            }
            Ok(s)
        };
        for r in &self.eqs {
            if eval(r)? != 0 {
                return Ok(false);
            }
        }
        for r in &self.ineqs {
            if eval(r)? < 0 {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// Replaces the constraint rows (used by the algorithms in the other
    /// modules).
    pub(crate) fn set_rows(&mut self, eqs: Vec<Vec<i64>>, ineqs: Vec<Vec<i64>>) {
        self.eqs = eqs;
        self.ineqs = ineqs;
    }
}
