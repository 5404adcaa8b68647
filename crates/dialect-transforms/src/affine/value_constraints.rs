//! Integer constraints whose dimension and symbol columns stand for SSA
//! values (MLIR's `FlatAffineValueConstraints` counterpart): the system
//! memref regions and computation slices are computed in. Columns are
//! found by value; loop domains and bound maps are flattened into rows
//! with [`flatten_expr`].

use strata_dialect_affine::is_valid_symbol;
use strata_ir::affine::AffineMap;
use strata_ir::{Body, Context, ValueId};
use strata_presburger::{IntegerRelation, VarKind};

use super::flat::{flatten_expr, Flat};
use super::loop_utils::AffineFor;

/// A set of integer points over dimension and symbol columns (each
/// possibly standing for a value) and locals.
#[derive(Clone, Debug)]
pub struct ValueConstraints {
    /// The constraints; the dimensions are its range variables.
    pub rel: IntegerRelation,
    /// The value of each dimension then symbol column, if any.
    pub values: Vec<Option<ValueId>>,
    /// Whether every projection so far was exact (the integer points are
    /// exactly those of the original system's projection).
    pub exact: bool,
}

/// The `affine.for` whose induction variable is `v`.
pub fn for_of_iv(ctx: &Context, body: &Body, v: ValueId) -> Option<AffineFor> {
    let strata_ir::ValueDef::BlockArg(block, 0) = body.value_def(v) else {
        return None;
    };
    let op = body.block_parent_op(block)?;
    let f = AffineFor::get(ctx, body, op)?;
    (f.iv == v).then_some(f)
}

/// Whether `v` is the induction variable of an `affine.for` or one of an
/// `affine.parallel`.
pub fn is_affine_iv(ctx: &Context, body: &Body, v: ValueId) -> bool {
    let strata_ir::ValueDef::BlockArg(block, i) = body.value_def(v) else {
        return false;
    };
    let Some(op) = body.block_parent_op(block) else {
        return false;
    };
    match ctx.op_name_str(body.op_name(op)) {
        "affine.for" => i == 0,
        "affine.parallel" => true,
        _ => false,
    }
}

impl ValueConstraints {
    /// The universe over the given dimension and symbol values.
    pub fn new(dims: Vec<Option<ValueId>>, symbols: Vec<Option<ValueId>>) -> Self {
        let rel = IntegerRelation::set(dims.len(), symbols.len(), 0);
        let mut values = dims;
        values.extend(symbols);
        ValueConstraints {
            rel,
            values,
            exact: true,
        }
    }

    /// The number of dimension columns.
    pub fn num_dims(&self) -> usize {
        self.rel.num_vars_of(VarKind::Range)
    }

    /// The number of symbol columns.
    pub fn num_symbols(&self) -> usize {
        self.rel.num_vars_of(VarKind::Symbol)
    }

    /// The number of dimension and symbol columns.
    pub fn num_dims_and_symbols(&self) -> usize {
        self.values.len()
    }

    /// The number of local columns.
    pub fn num_locals(&self) -> usize {
        self.rel.num_vars_of(VarKind::Local)
    }

    /// The column of `v`.
    pub fn find(&self, v: ValueId) -> Option<usize> {
        self.values.iter().position(|&x| x == Some(v))
    }

    /// Appends a dimension column for `v`.
    pub fn append_dim(&mut self, v: Option<ValueId>) -> usize {
        let n = self.num_dims();
        let col = self.rel.insert_vars(VarKind::Range, n, 1);
        self.values.insert(col, v);
        col
    }

    /// Appends a symbol column for `v`.
    pub fn append_symbol(&mut self, v: Option<ValueId>) -> usize {
        let n = self.num_symbols();
        let col = self.rel.insert_vars(VarKind::Symbol, n, 1);
        self.values.insert(col, v);
        col
    }

    /// Fixes column `col` to `c`.
    pub fn fix(&mut self, col: usize, c: i64) {
        let mut row = vec![0; self.rel.num_cols()];
        row[col] = 1;
        if let Some(last) = row.last_mut() {
            *last = -c;
        }
        self.rel.add_eq(&row);
    }

    /// The column of `v`, added when missing: a symbol column for a valid
    /// symbol (fixed to its value when it is a constant), a dimension
    /// column otherwise. Returns the column and whether it was added.
    pub fn column_or_add(&mut self, ctx: &Context, body: &Body, v: ValueId) -> (usize, bool) {
        if let Some(c) = self.find(v) {
            return (c, false);
        }
        if for_of_iv(ctx, body, v).is_none() && is_valid_symbol(ctx, body, v) {
            let col = self.append_symbol(Some(v));
            if let Some(c) = strata_dialect_utils::matchers::const_int(ctx, body, v) {
                self.fix(col, c.sext_i64());
            }
            (col, true)
        } else {
            (self.append_dim(Some(v)), true)
        }
    }

    /// The columns of `operands`, adding missing ones.
    pub fn columns(&mut self, ctx: &Context, body: &Body, operands: &[ValueId]) -> Vec<usize> {
        // Add first: adding a column moves the columns after it.
        for &v in operands {
            self.column_or_add(ctx, body, v);
        }
        operands
            .iter()
            .map(|&v| self.find(v).unwrap_or(usize::MAX))
            .collect()
    }

    /// Flattens result `i` of `map` applied to `operands` (adding missing
    /// operand columns and locals).
    pub fn flatten_result(
        &mut self,
        ctx: &Context,
        body: &Body,
        map: &AffineMap,
        i: usize,
        operands: &[ValueId],
    ) -> Option<Flat> {
        let cols = self.columns(ctx, body, operands);
        flatten_expr(ctx, &mut self.rel, *map.results.get(i)?, map.num_dims, &cols)
    }

    /// Adds `v >= map` (every result) for `lower`, `v < map` (every
    /// result) otherwise.
    pub fn add_bound_map(
        &mut self,
        ctx: &Context,
        body: &Body,
        v: ValueId,
        (map, operands): (&AffineMap, &[ValueId]),
        lower: bool,
    ) -> Option<()> {
        for i in 0..map.results.len() {
            let b = self.flatten_result(ctx, body, map, i, operands)?;
            let col = self.find(v)?;
            let x = Flat::var(col);
            let f = if lower {
                x.add(&b.scale(-1)?)?
            } else {
                b.add(&x.scale(-1)?)?.add(&Flat::constant(-1))?
            };
            let row = f.row(self.rel.num_vars());
            self.rel.add_ineq(&row);
        }
        Some(())
    }

    /// Adds the bounds (and step) of the `affine.for` `f`, its induction
    /// variable's column added if missing.
    pub fn add_affine_for_domain(&mut self, ctx: &Context, body: &Body, f: &AffineFor) -> Option<()> {
        self.column_or_add(ctx, body, f.iv);
        self.add_bound_map(ctx, body, f.iv, (&f.lb_map, &f.lb_operands), true)?;
        self.add_bound_map(ctx, body, f.iv, (&f.ub_map, &f.ub_operands), false)?;
        if f.step > 1 && f.lb_map.results.len() == 1 {
            // (iv - lb) mod step == 0.
            let lb = self.flatten_result(ctx, body, &f.lb_map, 0, &f.lb_operands)?;
            let iv = Flat::var(self.find(f.iv)?);
            let diff = iv.add(&lb.scale(-1)?)?;
            let row = diff.row(self.rel.num_vars());
            let r = self.rel.add_local_mod_unshared(&row, f.step).ok()?;
            self.rel.add_eq(&r);
        }
        Some(())
    }

    /// Adds the domain of `f` and, before its bounds need them, those of
    /// the loops whose induction variables its bounds use and that have
    /// no column yet, transitively (as MLIR's `addAffineForOpDomain` does
    /// through `addInductionVarOrTerminalSymbol`).
    pub fn add_affine_for_domain_and_outer(
        &mut self,
        ctx: &Context,
        body: &Body,
        f: &AffineFor,
    ) -> Option<()> {
        for &v in f.lb_operands.iter().chain(&f.ub_operands) {
            if self.find(v).is_none() {
                if let Some(outer) = for_of_iv(ctx, body, v) {
                    self.column_or_add(ctx, body, v);
                    self.add_affine_for_domain_and_outer(ctx, body, &outer)?;
                }
            }
        }
        self.add_affine_for_domain(ctx, body, f)
    }

    /// Eliminates the columns `range` (see [`IntegerRelation::project_out`]).
    pub fn project_out(&mut self, range: std::ops::Range<usize>) -> Option<()> {
        if self.rel.project_out(range.clone()).ok()? == strata_presburger::Exactness::Inexact {
            self.exact = false;
        }
        let end = range.end.min(self.values.len());
        if range.start < end {
            self.values.drain(range.start..end);
        }
        Some(())
    }

    /// Eliminates the column of `v`, if any.
    pub fn project_out_value(&mut self, v: ValueId) -> Option<()> {
        match self.find(v) {
            Some(c) => self.project_out(c..c + 1),
            None => Some(()),
        }
    }

    /// Eliminates every local column.
    pub fn project_out_locals(&mut self) -> Option<()> {
        let start = self.num_dims_and_symbols();
        self.project_out(start..start + self.num_locals())
    }
}
