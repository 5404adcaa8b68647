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

use strata_dialect_affine::{canonicalize_map_and_operands, compose_affine_map_and_operands};
use strata_dialect_memref::layout::is_identity_layout;
use strata_ir::affine::AffineExpr;
use strata_ir::{Body, Context, OpId, Type, TypeKind, ValueId};

use super::dependence::{enclosing_nest, MemRefAccess};
use super::slice::ComputationSlice;
use super::tile_size_model::memref_elt_size_in_bytes;
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

/// The size in bytes of an element of a memref type (see
/// [`memref_elt_size_in_bytes`]), as a signed count.
pub fn memref_element_size_bytes(ctx: &Context, memref_ty: Type) -> Option<i64> {
    i64::try_from(memref_elt_size_in_bytes(ctx, memref_ty)?).ok()
}

impl MemRefRegion {
    /// The region `op` (an affine read or write) accesses over the
    /// iterations of its loops deeper than `loop_depth`, parametric in the
    /// `loop_depth` outermost ones and the symbols, within `slice` when
    /// given. `None` when the subscripts or bounds are not affine in
    /// known values or the projection gives up.
    pub fn compute(
        ctx: &Context,
        body: &Body,
        op: OpId,
        loop_depth: usize,
        slice: Option<&ComputationSlice>,
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
            });
        }
        let mut cst = ValueConstraints::new(vec![None; rank], Vec::new());
        cst.columns(ctx, body, &operands);
        for &v in &operands {
            if let Some(f) = for_of_iv(ctx, body, v) {
                cst.add_affine_for_domain(ctx, body, &f)?;
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
        let shape = ctx.shape(body.value_type(access.memref))?;
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
        cst.rel.normalize();
        Some(MemRefRegion {
            memref: access.memref,
            write: access.is_store,
            cst,
            with_locals,
        })
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
        let other_dims_zero = |row: &[i64], pos: usize| (0..rank).all(|j| j == pos || row[j] == 0);
        for d in 0..rank {
            let mut found: Option<(i64, DimLowerBound)> = None;
            // An equality fixing the dimension to a function of the
            // parameters.
            for eq in rel.equalities() {
                let c = eq[d];
                if c == 0 || !other_dims_zero(eq, d) {
                    continue;
                }
                let sign = if c > 0 { -1 } else { 1 };
                let row: Vec<i64> = eq[rank..].iter().map(|&x| x * sign).collect();
                found = Some((
                    1,
                    DimLowerBound {
                        row,
                        divisor: c.abs(),
                        expr: None,
                    },
                ));
                break;
            }
            if found.is_none() {
                found = self.division_bound(ctx, d, rank).map(|expr| {
                    (
                        1,
                        DimLowerBound {
                            row: vec![0; nparams + 1],
                            divisor: 1,
                            expr: Some(expr),
                        },
                    )
                });
            }
            if found.is_none() {
                let ineqs = rel.inequalities();
                for u in ineqs.iter().filter(|r| r[d] < 0 && other_dims_zero(r, d)) {
                    for l in ineqs.iter().filter(|r| r[d] > 0 && other_dims_zero(r, d)) {
                        if (0..ncols - 1).any(|j| u[j] != -l[j]) {
                            continue;
                        }
                        let c = l[d];
                        let diff = (u[ncols - 1] + l[ncols - 1] + 1 + c - 1).div_euclid(c).max(0);
                        if found.as_ref().is_none_or(|(m, _)| diff < *m) {
                            // x >= ceil(-L / c) = floor((-L + c - 1) / c).
                            let mut row: Vec<i64> = l[rank..].iter().map(|&x| -x).collect();
                            if let Some(k) = row.last_mut() {
                                *k += c - 1;
                            }
                            found = Some((
                                diff,
                                DimLowerBound {
                                    row,
                                    divisor: c,
                                    expr: None,
                                },
                            ));
                        }
                    }
                }
            }
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

/// Whether column `c` is fixed to a constant by an equality involving
/// no other column.
fn fixed_by_equality(cst: &ValueConstraints, c: usize) -> bool {
    let n = cst.rel.num_vars();
    cst.rel
        .equalities()
        .iter()
        .any(|e| e[c] != 0 && (0..n).all(|j| j == c || e[j] == 0) && e[n] % e[c] == 0)
}
