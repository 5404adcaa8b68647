//! The region of a memref an affine access touches (MLIR's
//! `MemRefRegion`): the set of elements accessed by an `affine.load` or
//! `affine.store` over the iterations of the loops surrounding it below
//! a given depth, as constraints on the memref's dimensions that are
//! parametric in the outer loops' induction variables and symbols.
//!
//! # Algorithm and cost
//!
//! The access map (composed with the `affine.apply` ops computing its
//! operands) gives one equality per memref dimension; each loop whose
//! induction variable the subscripts use adds its bounds, a computation
//! slice adds the slice's bounds. The induction variables of the loops at
//! or below the depth, and the locals of divisions, are then projected
//! out by Fourier-Motzkin elimination (see `strata-presburger`), so the
//! cost is that of the projection: polynomial in the constraints for the
//! usual one-equality-per-subscript accesses, capped by the projection's
//! row limit otherwise (the region is then unknown).
//!
//! The constant bounding box of a region takes, for each dimension, an
//! equality fixing it (extent 1) or the tightest pair of lower and upper
//! bounds that differ by a constant, else the memref's static size.

use std::collections::HashMap;

use strata_dialect_affine::{canonicalize_map_and_operands, compose_affine_map_and_operands};
use strata_dialect_memref::layout::is_identity_layout;
use strata_ir::affine::{AffineExpr, AffineMap};
use strata_ir::{
    Body, Context, Diagnostic, Location, OpId, OpRef, Type, TypeKind, ValueId, WalkOrder, WalkResult,
};
use strata_presburger::{IntegerRelation, VarKind};

use super::dependence::{enclosing_nest, MemRefAccess};
use super::slice::{const_bounds, row_expr, ComputationSlice};
use super::value_constraints::{for_of_iv, is_affine_iv, ValueConstraints};

/// The elements of a memref one access touches, parametric in the
/// values of [`MemRefRegion::parameters`].
#[derive(Clone, Debug)]
pub struct MemRefRegion {
    /// The memref.
    pub memref: ValueId,
    /// Whether the access writes.
    pub write: bool,
    /// The constraints: the memref's dimensions first, then the
    /// parameters.
    pub cst: ValueConstraints,
    /// The same before the locals of divisions were projected out (same
    /// columns, then the locals): a dimension equal to a division of the
    /// parameters shows there.
    pub with_locals: ValueConstraints,
    /// Whether `cst` bounds each dimension by the memref's static shape.
    pub has_shape_bounds: bool,
    /// The location of the access the region was computed for.
    pub loc: Location,
}

/// The lower bound of a dimension of a bounding box: `floor((row ·
/// parameters + constant) / divisor)`, or `expr` when it needs divisions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DimLowerBound {
    /// One coefficient per parameter, then the constant.
    pub row: Vec<i64>,
    /// The divisor, at least 1.
    pub divisor: i64,
    /// The bound as an expression of the parameters (as dimensions), when
    /// it uses `floordiv` or `mod` of them.
    pub expr: Option<AffineExpr>,
}

/// A constant-size box enclosing a region.
#[derive(Clone, Debug)]
pub struct BoundingBox {
    /// The number of elements.
    pub num_elements: i64,
    /// The extent of each dimension.
    pub shape: Vec<i64>,
    /// The lower bound of each dimension.
    pub lbs: Vec<DimLowerBound>,
}

/// The element size in bytes of a memref of integers, floats or vectors
/// of them (MLIR's `getMemRefIntOrFloatEltSizeInBytes`).
pub fn memref_elt_size_in_bytes(ctx: &Context, memref_type: strata_ir::Type) -> Option<u64> {
    let TypeKind::MemRef { element, .. } = ctx.type_kind(memref_type) else {
        return None;
    };
    let scalar_bits = |t| match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => Some(u64::from(*width)),
        TypeKind::Float(k) => Some(u64::from(k.width())),
        _ => None,
    };
    let bits = match ctx.type_kind(*element) {
        TypeKind::Vector { shape, element, .. } => {
            let n: i64 = shape.iter().product();
            scalar_bits(*element)?.checked_mul(u64::try_from(n).ok()?)?
        }
        _ => scalar_bits(*element)?,
    };
    Some(bits.div_ceil(8))
}

/// The size in bytes of an element of a memref type (see
/// [`memref_elt_size_in_bytes`]), as a signed count.
pub fn memref_element_size_bytes(ctx: &Context, memref_ty: Type) -> Option<i64> {
    i64::try_from(memref_elt_size_in_bytes(ctx, memref_ty)?).ok()
}

impl MemRefRegion {
    /// The region `op` (an affine read or write) accesses over the
    /// iterations of its loops deeper than `loop_depth`, parametric in the
    /// `loop_depth` outermost ones and the symbols, within `slice` when
    /// given; with `add_shape_bounds`, each dimension is also bounded by
    /// the memref's static shape (guarding against over-approximations of
    /// the projection). `None` when the subscripts or bounds are not
    /// affine in known values or the projection gives up.
    pub fn compute(
        ctx: &Context,
        body: &Body,
        op: OpId,
        loop_depth: usize,
        slice: Option<&ComputationSlice>,
        add_shape_bounds: bool,
    ) -> Option<MemRefRegion> {
        let access = MemRefAccess::get_with_vectors(ctx, body, op)?;
        let (mut map, mut operands) = (access.map.clone(), access.operands.clone());
        compose_affine_map_and_operands(ctx, body, &mut map, &mut operands);
        canonicalize_map_and_operands(ctx, body, &mut map, &mut operands);
        let rank = map.results.len();
        let nest = enclosing_nest(ctx, body, op);
        let outer: Vec<ValueId> = nest.loops.iter().take(loop_depth).map(|l| l.iv).collect();
        if rank == 0 {
            let cst = ValueConstraints::new(Vec::new(), outer.into_iter().map(Some).collect());
            return Some(MemRefRegion {
                memref: access.memref,
                write: access.is_store,
                with_locals: cst.clone(),
                cst,
                has_shape_bounds: add_shape_bounds,
                loc: body.op_loc(op),
            });
        }
        let mut cst = ValueConstraints::new(vec![None; rank], Vec::new());
        cst.columns(ctx, body, &operands);
        for &v in &operands {
            if let Some(f) = for_of_iv(ctx, body, v) {
                cst.add_affine_for_domain_and_outer(ctx, body, &f)?;
            } else if !strata_dialect_affine::is_valid_symbol(ctx, body, v) {
                return None;
            }
        }
        if let Some(s) = slice {
            cst.columns(ctx, body, &s.operands);
            for &v in &s.operands {
                if let Some(f) = for_of_iv(ctx, body, v) {
                    cst.add_affine_for_domain(ctx, body, &f)?;
                }
            }
            s.add_bounds_to(ctx, body, &mut cst)?;
        }
        for k in 0..rank {
            let f = cst.flatten_result(ctx, body, &map, k, &operands)?;
            let mut row = f.row(cst.rel.num_vars());
            row[k] -= 1;
            cst.rel.add_eq(&row);
        }
        // Project out the induction variables the region is not
        // parametric in.
        let is_iv = |v: ValueId| is_affine_iv(ctx, body, v);
        let inner: Vec<ValueId> = cst.values[rank..]
            .iter()
            .flatten()
            .copied()
            .filter(|&v| is_iv(v) && !outer.contains(&v))
            .collect();
        for v in inner {
            cst.project_out_value(v)?;
        }
        // Constant parameters are folded away.
        let mut c = rank;
        while c < cst.values.len() {
            if fixed_by_equality(&cst, c) {
                cst.project_out(c..c + 1)?;
            } else {
                c += 1;
            }
        }
        let with_locals = cst.clone();
        cst.project_out_locals()?;
        let mut region = MemRefRegion {
            memref: access.memref,
            write: access.is_store,
            cst,
            with_locals,
            has_shape_bounds: false,
            loc: body.op_loc(op),
        };
        if add_shape_bounds {
            region.add_shape_bounds(ctx, body)?;
        }
        region.cst.rel.normalize();
        Some(region)
    }

    /// Bounds each dimension by `0` and, when static, the memref's size.
    fn add_shape_bounds(&mut self, ctx: &Context, body: &Body) -> Option<()> {
        let shape = ctx.shape(body.value_type(self.memref))?;
        let cst = &mut self.cst;
        for (r, &size) in shape.iter().enumerate() {
            let mut row = vec![0; cst.rel.num_cols()];
            row[r] = 1;
            cst.rel.add_ineq(&row);
            if size >= 0 {
                let mut row = vec![0; cst.rel.num_cols()];
                row[r] = -1;
                if let Some(last) = row.last_mut() {
                    *last = size - 1;
                }
                cst.rel.add_ineq(&row);
            }
        }
        self.has_shape_bounds = true;
        Some(())
    }

    /// The whole memref as a region parametric in the `depth` outermost
    /// loops around `op` (MLIR's `getFullMemRefAsRegion`), for when the
    /// accessed region cannot be computed. `None` for dynamic shapes.
    pub fn full_memref(ctx: &Context, body: &Body, op: OpId, depth: usize) -> Option<MemRefRegion> {
        let access = MemRefAccess::get_with_vectors(ctx, body, op)?;
        let shape = ctx.shape(body.value_type(access.memref))?;
        if shape.iter().any(|&s| s < 0) {
            return None;
        }
        let nest = enclosing_nest(ctx, body, op);
        let params = nest.loops.iter().take(depth).map(|l| Some(l.iv)).collect();
        let cst = ValueConstraints::new(vec![None; shape.len()], params);
        let mut region = MemRefRegion {
            memref: access.memref,
            write: access.is_store,
            with_locals: cst.clone(),
            cst,
            has_shape_bounds: false,
            loc: body.op_loc(op),
        };
        region.add_shape_bounds(ctx, body)?;
        region.with_locals = region.cst.clone();
        Some(region)
    }

    /// The number of memref dimensions.
    pub fn rank(&self) -> usize {
        self.cst.num_dims_and_symbols() - self.parameters().len()
    }

    /// The values the region is parametric in (outer induction variables
    /// and symbols), in column order.
    pub fn parameters(&self) -> Vec<ValueId> {
        self.cst.values.iter().flatten().copied().collect()
    }

    /// A constant-size box enclosing the region, with each dimension's
    /// lower bound as a function of the parameters (MLIR's
    /// `getConstantBoundingSizeAndShape`). `None` when a dimension has no
    /// constant extent and a dynamic size.
    pub fn constant_bounding_box(&self, ctx: &Context, body: &Body) -> Option<BoundingBox> {
        if !self.has_shape_bounds {
            let mut bounded = self.clone();
            bounded.add_shape_bounds(ctx, body)?;
            return bounded.constant_bounding_box(ctx, body);
        }
        let shape = ctx.shape(body.value_type(self.memref))?;
        let rank = self.rank();
        let rel = &self.cst.rel;
        let ncols = rel.num_cols();
        let nparams = ncols - 1 - rank;
        let mut out = BoundingBox {
            num_elements: 1,
            shape: Vec::with_capacity(rank),
            lbs: Vec::with_capacity(rank),
        };
        for d in 0..rank {
            let found = match equality_bound(rel, d, rank) {
                Some(b) => Some((b.extent, b.lb)),
                None => match self.division_bound(ctx, d, rank) {
                    Some(expr) => Some((
                        1,
                        DimLowerBound {
                            row: vec![0; nparams + 1],
                            divisor: 1,
                            expr: Some(expr),
                        },
                    )),
                    None => pair_bound(ctx, rel, d, rank).map(|b| (b.extent, b.lb)),
                },
            };
            let (extent, lb) = match found {
                Some(f) => f,
                None => {
                    let size = *shape.get(d)?;
                    if size < 0 {
                        return None;
                    }
                    let mut row = vec![0; nparams + 1];
                    row[nparams] = 0;
                    (
                        size,
                        DimLowerBound {
                            row,
                            divisor: 1,
                            expr: None,
                        },
                    )
                }
            };
            out.num_elements = out.num_elements.checked_mul(extent)?;
            out.shape.push(extent);
            out.lbs.push(lb);
        }
        Some(out)
    }

    /// Dimension `d` as an expression of the parameters (as dimensions),
    /// when an equality of the system before locals were projected fixes
    /// it to parameters and divisions of them (as a subscript `i mod 8`
    /// does).
    fn division_bound(&self, ctx: &Context, d: usize, rank: usize) -> Option<AffineExpr> {
        let rel = &self.with_locals.rel;
        let nloc = self.with_locals.num_locals();
        if nloc == 0 {
            return None;
        }
        let nv = rel.num_vars();
        let first_local = nv - nloc;
        // Expressions of the parameters and known locals.
        let mut memo: Vec<Option<AffineExpr>> = vec![None; nv];
        for (p, m) in memo.iter_mut().enumerate().take(first_local).skip(rank) {
            *m = Some(ctx.affine_dim((p - rank) as u32));
        }
        let linear = |row: &[i64], memo: &[Option<AffineExpr>], skip: usize| -> Option<AffineExpr> {
            let mut e = ctx.affine_constant(row[nv]);
            for (j, &c) in row[..nv].iter().enumerate() {
                if j == skip || c == 0 {
                    continue;
                }
                e = ctx.affine_add(e, ctx.affine_mul(memo[j]?, ctx.affine_constant(c)));
            }
            Some(e)
        };
        for l in 0..nloc {
            if let Some(div) = rel.division(l) {
                if let Some(e) = linear(&div.dividend, &memo, usize::MAX) {
                    memo[first_local + l] = Some(ctx.affine_floor_div(e, ctx.affine_constant(div.divisor)));
                }
            }
        }
        for eq in rel.equalities() {
            let c = eq[d];
            if c.abs() != 1 || (0..rank).any(|j| j != d && eq[j] != 0) {
                continue;
            }
            if eq[first_local..nv].iter().all(|&k| k == 0) {
                continue;
            }
            let rest = linear(eq, &memo, d)?;
            let e = if c > 0 {
                ctx.affine_mul(rest, ctx.affine_constant(-1))
            } else {
                rest
            };
            let nparams = (first_local - rank) as u32;
            return Some(strata_dialect_affine::simplify_affine_expr(ctx, e, nparams, 0));
        }
        None
    }

    /// The size in bytes of the region's constant bounding box (MLIR's
    /// `getRegionSize`); `None` for non-identity layouts, element types
    /// without a size, or boxes of unknown size.
    pub fn region_size_bytes(&self, ctx: &Context, body: &Body) -> Option<i64> {
        let ty = body.value_type(self.memref);
        if let TypeKind::MemRef { layout, .. } = ctx.type_kind(ty) {
            if !is_identity_layout(ctx, *layout) {
                return None;
            }
        }
        let n = self.constant_bounding_box(ctx, body)?.num_elements;
        memref_element_size_bytes(ctx, ty)?.checked_mul(n)
    }
}

impl MemRefRegion {
    /// Whether every element of `inner` (a region of the same memref)
    /// provably lies in `self`: `self` must be exact (no over-approximation
    /// from projections) and each of its constraints must hold on all of
    /// `inner`.
    pub fn contains(&self, inner: &MemRefRegion) -> bool {
        let rank = self.rank();
        if self.memref != inner.memref
            || inner.rank() != rank
            || !self.cst.exact
            || self.cst.num_locals() != 0
        {
            return false;
        }
        let mut both = inner.cst.clone();
        for v in &self.cst.values[rank..] {
            let Some(v) = *v else { return false };
            if both.find(v).is_none() {
                both.append_symbol(Some(v));
            }
        }
        // The columns of `self`'s variables in `both`.
        let cols: Vec<usize> = self
            .cst
            .values
            .iter()
            .enumerate()
            .map(|(c, v)| {
                if c < rank {
                    c
                } else {
                    v.and_then(|v| both.find(v)).unwrap_or(usize::MAX)
                }
            })
            .collect();
        if cols.contains(&usize::MAX) {
            return false;
        }
        let n = both.rel.num_cols();
        let remap = |row: &[i64]| -> Vec<i64> {
            let mut out = vec![0; n];
            for (j, &c) in row[..row.len() - 1].iter().enumerate() {
                out[cols[j]] += c;
            }
            out[n - 1] = row[row.len() - 1];
            out
        };
        let violated = |neg: Vec<i64>| -> bool {
            let mut t = both.rel.clone();
            t.add_ineq(&neg);
            !matches!(t.is_integer_empty(), Ok(true))
        };
        let negate = |r: &[i64]| -> Vec<i64> {
            let mut out: Vec<i64> = r.iter().map(|&x| -x).collect();
            out[n - 1] -= 1;
            out
        };
        for r in self.cst.rel.inequalities() {
            if violated(negate(&remap(r))) {
                return false;
            }
        }
        for r in self.cst.rel.equalities() {
            let r = remap(r);
            let mut pos = r.clone();
            pos[n - 1] -= 1;
            if violated(pos) || violated(negate(&r)) {
                return false;
            }
        }
        true
    }
}

impl DimLowerBound {
    /// The bound as an expression of the parameters, as dimensions
    /// `d0..d{nparams - 1}`.
    pub fn to_expr(&self, ctx: &Context) -> AffineExpr {
        if let Some(e) = self.expr {
            return e;
        }
        let n = self.row.len() - 1;
        let memo: Vec<Option<AffineExpr>> = (0..n).map(|j| Some(ctx.affine_dim(j as u32))).collect();
        let e = row_expr(ctx, &self.row, &memo, usize::MAX).unwrap_or_else(|| ctx.affine_constant(0));
        if self.divisor == 1 {
            e
        } else {
            ctx.affine_floor_div(e, ctx.affine_constant(self.divisor))
        }
    }
}

/// A constant bound on the extent of a dimension (MLIR's
/// `getConstantBoundOnDimSize`): the dimension lies in `[floor(lb /
/// divisor), floor(ub / divisor)]`, with `lb` and `ub` rows over the
/// parameters and the constant.
struct DimSize {
    extent: i64,
    lb: DimLowerBound,
    ub: Vec<i64>,
}

/// Whether `row` has no coefficient on the dimensions `0..rank` but `pos`.
fn other_dims_zero(row: &[i64], pos: usize, rank: usize) -> bool {
    (0..rank).all(|j| j == pos || row[j] == 0)
}

/// An equality fixing dimension `d` to a function of the parameters.
fn equality_bound(rel: &IntegerRelation, d: usize, rank: usize) -> Option<DimSize> {
    let eq = rel
        .equalities()
        .iter()
        .find(|eq| eq[d] != 0 && other_dims_zero(eq, d, rank))?;
    let c = eq[d];
    let sign = if c > 0 { -1 } else { 1 };
    let row: Vec<i64> = eq[rank..].iter().map(|&x| x * sign).collect();
    Some(DimSize {
        extent: 1,
        ub: row.clone(),
        lb: DimLowerBound {
            row,
            divisor: c.abs(),
            expr: None,
        },
    })
}

/// The lower and upper bounds of dimension `d` a constant apart, the
/// closest pair first found. The lower bound `c * d + rest >= 0` is
/// written as mlir-opt writes it: `-(rest)`, or `(-(rest) + c - 1)
/// floordiv c` unless `c` is 1.
fn pair_bound(ctx: &Context, rel: &IntegerRelation, d: usize, rank: usize) -> Option<DimSize> {
    let ncols = rel.num_cols();
    let ineqs = rel.inequalities();
    let mut found: Option<DimSize> = None;
    for u in ineqs.iter().filter(|r| r[d] < 0 && other_dims_zero(r, d, rank)) {
        for l in ineqs.iter().filter(|r| r[d] > 0 && other_dims_zero(r, d, rank)) {
            if (0..ncols - 1).any(|j| u[j] != -l[j]) {
                continue;
            }
            let c = l[d];
            let diff = (u[ncols - 1] + l[ncols - 1] + 1 + c - 1).div_euclid(c).max(0);
            if found.as_ref().is_none_or(|f| diff < f.extent) {
                // x >= ceil(-L / c) = floor((-L + c - 1) / c).
                let mut row: Vec<i64> = l[rank..].iter().map(|&x| -x).collect();
                if let Some(k) = row.last_mut() {
                    *k += c - 1;
                }
                let n = row.len() - 1;
                let memo: Vec<Option<AffineExpr>> = (0..n).map(|j| Some(ctx.affine_dim(j as u32))).collect();
                let rest =
                    row_expr(ctx, &l[rank..], &memo, usize::MAX).unwrap_or_else(|| ctx.affine_constant(0));
                let mut expr = ctx.affine_mul(rest, ctx.affine_constant(-1));
                if c != 1 {
                    expr = ctx.affine_floor_div(
                        ctx.affine_add(expr, ctx.affine_constant(c - 1)),
                        ctx.affine_constant(c),
                    );
                }
                found = Some(DimSize {
                    extent: diff,
                    lb: DimLowerBound {
                        row,
                        divisor: c,
                        expr: Some(expr),
                    },
                    ub: u[rank..].to_vec(),
                });
            }
        }
    }
    found
}

impl MemRefRegion {
    /// Replaces the region by the bounding box of its union with `other`
    /// (a region of the same memref; MLIR's `unionBoundingBox`): the
    /// parameters of both are merged, and each dimension gets the smaller
    /// of the two lower bounds and the larger of the upper bounds, when
    /// they differ by a constant, else constant bounds; the constraints
    /// both regions have are kept. `None` (and the
    /// region unchanged) when a dimension's extent is not constant in
    /// either region or the bounds cannot be compared.
    pub fn union_bounding_box(&mut self, ctx: &Context, other: &MemRefRegion) -> Option<()> {
        let rank = self.rank();
        if other.rank() != rank || self.cst.num_locals() != 0 || other.cst.num_locals() != 0 {
            return None;
        }
        // Every parameter is a symbol, whether the region holds it as a
        // loop dimension or not (MLIR's regions separate their dimensions
        // from everything else).
        let mut mine = self.cst.clone();
        let mut theirs = other.cst.clone();
        mine.rel.set_dim_symbol_separation(rank);
        theirs.rel.set_dim_symbol_separation(rank);
        // Align the parameters: ours first, in our order, then those only
        // `other` has.
        let ours: Vec<Option<ValueId>> = mine.values[rank..].to_vec();
        for (k, v) in ours.into_iter().enumerate() {
            let s = rank + k;
            match v.and_then(|v| theirs.find(v)).filter(|&loc| loc >= rank) {
                Some(loc) => {
                    theirs.rel.swap_vars(s, loc);
                    theirs.values.swap(s, loc);
                }
                None => {
                    let col = theirs.rel.insert_vars(VarKind::Symbol, k, 1);
                    theirs.values.insert(col, v);
                }
            }
        }
        for v in theirs.values[mine.values.len()..].iter().copied() {
            mine.append_symbol(v);
        }
        let ncols = mine.rel.num_cols();
        let mut rows = Vec::with_capacity(2 * rank);
        for d in 0..rank {
            let a = equality_bound(&mine.rel, d, rank).or_else(|| pair_bound(ctx, &mine.rel, d, rank))?;
            let b = equality_bound(&theirs.rel, d, rank).or_else(|| pair_bound(ctx, &theirs.rel, d, rank))?;
            if a.lb.divisor != b.lb.divisor {
                return None;
            }
            let div = a.lb.divisor;
            let cmp = |x: &[i64], y: &[i64]| -> Option<std::cmp::Ordering> {
                let n = x.len() - 1;
                (x[..n] == y[..n]).then(|| x[n].cmp(&y[n]))
            };
            // The lower bounds were rounded up as floors; undo that for
            // the inequality `div * x >= lb`.
            let min_lb: Vec<i64> = match cmp(&a.lb.row, &b.lb.row) {
                Some(o) => {
                    let mut lb = if o.is_le() {
                        a.lb.row.clone()
                    } else {
                        b.lb.row.clone()
                    };
                    if let Some(k) = lb.last_mut() {
                        *k -= div - 1;
                    }
                    lb
                }
                None => {
                    let x = const_bounds(&mine.rel, d).0?;
                    let y = const_bounds(&theirs.rel, d).0?;
                    let mut lb = vec![0; ncols - rank];
                    lb[ncols - rank - 1] = x.min(y);
                    lb
                }
            };
            let max_ub: Vec<i64> = match cmp(&a.ub, &b.ub) {
                Some(o) => {
                    if o.is_ge() {
                        a.ub.clone()
                    } else {
                        b.ub.clone()
                    }
                }
                None => {
                    let x = const_bounds(&mine.rel, d).1?;
                    let y = const_bounds(&theirs.rel, d).1?;
                    let mut ub = vec![0; ncols - rank];
                    ub[ncols - rank - 1] = x.max(y);
                    ub
                }
            };
            let mut lb_row = vec![0; ncols];
            lb_row[d] = div;
            for (j, &c) in min_lb.iter().enumerate() {
                lb_row[rank + j] = -c;
            }
            let mut ub_row = vec![0; ncols];
            ub_row[d] = -div;
            ub_row[rank..].copy_from_slice(&max_ub);
            rows.push(lb_row);
            rows.push(ub_row);
        }
        // Constraints both regions share hold on the union too.
        let common_ineqs: Vec<Vec<i64>> = (mine.rel.inequalities().iter())
            .filter(|r| theirs.rel.inequalities().contains(r))
            .cloned()
            .collect();
        let common_eqs: Vec<Vec<i64>> = (mine.rel.equalities().iter())
            .filter(|r| theirs.rel.equalities().contains(r))
            .cloned()
            .collect();
        mine.rel.clear_constraints();
        for r in rows.iter().chain(&common_ineqs) {
            mine.rel.add_ineq(r);
        }
        for r in &common_eqs {
            mine.rel.add_eq(r);
        }
        mine.rel.normalize();
        mine.exact = false;
        self.with_locals = mine.clone();
        self.cst = mine;
        self.has_shape_bounds = false;
        Some(())
    }

    /// The region without its record of the divisions its dimensions are
    /// equal to (MLIR's `dropLocalVars`), so boxes see only the bounds
    /// left after projecting them out.
    pub fn without_locals(mut self) -> Self {
        self.with_locals = self.cst.clone();
        self
    }

    /// Takes the constraints (and parameters) of `other`, a region of the
    /// same memref.
    pub fn copy_constraints_from(&mut self, other: &MemRefRegion) {
        self.cst = other.cst.clone();
        self.with_locals = other.with_locals.clone();
        self.has_shape_bounds = other.has_shape_bounds;
    }

    /// The lower and upper bounds of dimension `d` (the upper one
    /// exclusive) as maps of the parameters, as dimensions (MLIR's
    /// `MemRefRegion::getLowerAndUpperBound`): a result per constraint
    /// bounding `d` alone among the region's dimensions.
    pub fn lower_and_upper_bound(&self, ctx: &Context, d: usize) -> (AffineMap, AffineMap) {
        let rank = self.rank();
        let rel = &self.cst.rel;
        let n = rel.num_cols() - 1 - rank;
        let memo: Vec<Option<AffineExpr>> = (0..n).map(|j| Some(ctx.affine_dim(j as u32))).collect();
        let expr =
            |row: &[i64]| row_expr(ctx, row, &memo, usize::MAX).unwrap_or_else(|| ctx.affine_constant(0));
        let c = |k: i64| ctx.affine_constant(k);
        let (mut lbs, mut ubs) = (Vec::new(), Vec::new());
        for r in rel
            .inequalities()
            .iter()
            .filter(|r| r[d] != 0 && other_dims_zero(r, d, rank))
        {
            let k = r[d];
            if k > 0 {
                let rest: Vec<i64> = r[rank..].iter().map(|&x| -x).collect();
                lbs.push(ctx.affine_floor_div(ctx.affine_add(expr(&rest), c(k - 1)), c(k)));
            } else {
                let rest = &r[rank..];
                ubs.push(ctx.affine_add(ctx.affine_floor_div(expr(rest), c(-k)), c(1)));
            }
        }
        for r in rel
            .equalities()
            .iter()
            .filter(|r| r[d] != 0 && other_dims_zero(r, d, rank))
        {
            let k = r[d];
            let rest: Vec<i64> = r[rank..].iter().map(|&x| if k > 0 { -x } else { x }).collect();
            ubs.push(ctx.affine_add(ctx.affine_floor_div(expr(&rest), c(k.abs())), c(1)));
            lbs.push(ctx.affine_ceil_div(expr(&rest), c(k.abs())));
        }
        (AffineMap::new(n as u32, 0, lbs), AffineMap::new(n as u32, 0, ubs))
    }
}

/// What a cached region was computed from: the access (memref, map,
/// operands), where it sits and the depth.
type AccessKey = (ValueId, AffineMap, Vec<ValueId>, Option<OpId>, usize);

/// Regions of accesses kept across footprint computations: a nest that
/// grows by fusion keeps most of its accesses, whose regions need not be
/// recomputed (an entry is used only while its access is unchanged).
pub type RegionCache = HashMap<OpId, (AccessKey, Option<MemRefRegion>)>;

/// The bytes of memory the affine loads and stores under `root` (an
/// `affine.for`) touch, their regions taken parametric in the loops
/// around it and united per memref (MLIR's `getMemoryFootprintBytes`,
/// with its warning when a union fails); memrefs with a non-identity
/// layout count as empty. `None` when a region or a union cannot be
/// computed, or a box has no constant size.
pub fn footprint_bytes(ctx: &Context, body: &Body, root: OpId) -> Option<u64> {
    footprint_bytes_cached(ctx, body, root, &mut RegionCache::new())
}

/// [`footprint_bytes`], reusing the regions in `cache` of accesses that
/// did not change.
pub fn footprint_bytes_cached(
    ctx: &Context,
    body: &Body,
    root: OpId,
    cache: &mut RegionCache,
) -> Option<u64> {
    let depth = enclosing_nest(ctx, body, root).loops.len();
    let mut regions: Vec<MemRefRegion> = Vec::new();
    let mut ok = true;
    body.walk(root, WalkOrder::PostOrder, &mut |op| {
        let Some(access) = MemRefAccess::get_with_vectors(ctx, body, op) else {
            return WalkResult::Advance;
        };
        let key: AccessKey = (
            access.memref,
            access.map,
            access.operands,
            body.parent_op(op),
            depth,
        );
        let region = match cache.get(&op) {
            Some((k, r)) if *k == key => r.clone(),
            _ => {
                let r =
                    MemRefRegion::compute(ctx, body, op, depth, None, true).map(MemRefRegion::without_locals);
                cache.insert(op, (key, r.clone()));
                r
            }
        };
        let Some(region) = region else {
            ok = false;
            return WalkResult::Interrupt;
        };
        match regions.iter_mut().find(|r| r.memref == region.memref) {
            None => regions.push(region),
            Some(existing) => {
                if existing.union_bounding_box(ctx, &region).is_none() {
                    let mut diag = Diagnostic::warning(
                        body.op_loc(op),
                        "getMemoryFootprintBytes: unable to perform a union on a memory region",
                    );
                    ctx.attach_custom_op_note(OpRef::new(ctx, body, op), &mut diag);
                    ctx.emit(diag);
                    ok = false;
                    return WalkResult::Interrupt;
                }
            }
        }
        WalkResult::Advance
    });
    if !ok {
        return None;
    }
    let mut total: u64 = 0;
    for region in &regions {
        let ty = body.value_type(region.memref);
        if let TypeKind::MemRef { layout, .. } = ctx.type_kind(ty) {
            if !is_identity_layout(ctx, *layout) {
                continue;
            }
        }
        let n = region.constant_bounding_box(ctx, body)?.num_elements;
        let size = memref_elt_size_in_bytes(ctx, ty)?.checked_mul(u64::try_from(n).ok()?)?;
        total = total.checked_add(size)?;
    }
    Some(total)
}

/// Whether column `c` is fixed to a constant by an equality involving
/// no other column.
fn fixed_by_equality(cst: &ValueConstraints, c: usize) -> bool {
    let n = cst.rel.num_vars();
    cst.rel
        .equalities()
        .iter()
        .any(|e| e[c] != 0 && (0..n).all(|j| j == c || e[j] == 0) && e[n] % e[c] == 0)
}
