//! Computation slices (MLIR's `ComputationSliceState` and the slice
//! utilities of `LoopFusionUtils`): the iterations of a source loop nest
//! that a destination loop nest needs, as new bounds of the source loops
//! expressed in the destination's outer induction variables, and their
//! materialization inside the destination (loop fusion).
//!
//! # Algorithm
//!
//! For each dependent pair of accesses (a source write or read and a
//! destination access of the same memref) the dependence constraints
//! (see [`dependence_constraints`]) are projected onto the source's loop
//! variables, the destination's first `depth` loop variables and the
//! symbols. Each source variable is then solved for: a constant, a
//! division recorded for a local, or an equality whose other variables
//! are known give an exact single-iteration slice `[e, e + 1)`; otherwise
//! the lower and upper bounds that involve no other source variable give
//! the slice's bounds. Slices of several pairs are united per variable
//! (the smaller lower and larger upper bound when they differ by a
//! constant). A slice is only used when it provably covers the
//! iterations the destination needs: every constraint of the source
//! domain must hold on the slice (an emptiness test per constraint).
//!
//! # Cost
//!
//! One projection and a few integer emptiness tests per pair and depth;
//! see `strata-presburger` for their costs and caps.

use std::collections::HashMap;

use strata_dialect_affine::{canonicalize_map_and_operands, simplify_affine_expr};
use strata_ir::affine::{AffineExpr, AffineMap};
use strata_ir::{BlockId, Body, Context, InsertPoint, IrMapping, OpId, ValueId, WalkOrder, WalkResult};
use strata_presburger::{Exactness, IntegerRelation, RationalOptimum};

use super::dependence::{
    check_memref_access_dependence, dependence_constraints, num_common_loops, Dependence, DependenceSystem,
    DependenceUnknown, MemRefAccess,
};
use super::loop_utils::{
    constant_trip_count, promote_if_single_iteration, promote_single_iter_reduction_loop, set_bound,
    AffineFor, LoopOptions,
};
use super::parallelize::{is_loop_parallel, is_parallel_reduction_loop};
use super::value_constraints::{for_of_iv, ValueConstraints};

/// The attribute that stops slicing at a loop (MLIR's
/// `slice_fusion_barrier`): the loop and the loops inside it are not
/// sliced.
pub const SLICE_FUSION_BARRIER: &str = "slice_fusion_barrier";

/// A slice of a source loop nest: new bounds for its loops, as maps over
/// [`ComputationSlice::operands`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ComputationSlice {
    /// The induction variables of the sliced loops, outermost first.
    pub ivs: Vec<ValueId>,
    /// The new lower bound of each loop; `None` keeps the loop's own.
    pub lbs: Vec<Option<AffineMap>>,
    /// The new upper bound of each loop; `None` keeps the loop's own.
    pub ubs: Vec<Option<AffineMap>>,
    /// The operands of every bound map: the other nest's outer loop
    /// variables (the maps' dimensions), then symbols.
    pub operands: Vec<ValueId>,
    /// How many of the operands are dimensions.
    pub num_dims: usize,
    /// The block (a loop body of the nest the slice goes into).
    pub insert_block: BlockId,
    /// Whether the slice goes at the end of the block (before its
    /// terminator: a forward slice) rather than at the start.
    pub insert_at_end: bool,
}

/// Why a slice could not be computed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SliceError {
    /// The analysis could not compute or check it.
    Generic,
    /// The slice (given) would not compute the iterations needed.
    Incorrect(Box<ComputationSlice>),
}

/// Which accesses of the source nest a slice is computed from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FusionStrategy {
    /// Every access (MLIR's generic fusion).
    Generic,
    /// The writes (producer-consumer fusion).
    ProducerConsumer,
    /// The reads of one memref (sibling fusion for input reuse).
    Sibling(ValueId),
}

/// An affine expression as a map over `nd` dims and `ns` symbols.
fn map1(nd: usize, ns: usize, e: AffineExpr) -> AffineMap {
    AffineMap::new(nd as u32, ns as u32, vec![e])
}

/// The affine expression of a row over the columns whose expressions
/// `memo` holds (those of `cols`), plus the constant.
pub(super) fn row_expr(
    ctx: &Context,
    row: &[i64],
    memo: &[Option<AffineExpr>],
    skip: usize,
) -> Option<AffineExpr> {
    let n = memo.len();
    let mut e = ctx.affine_constant(0);
    for (j, &c) in row[..n].iter().enumerate() {
        if j == skip || c == 0 {
            continue;
        }
        e = ctx.affine_add(e, ctx.affine_mul(memo[j]?, ctx.affine_constant(c)));
    }
    Some(ctx.affine_add(e, ctx.affine_constant(row[n])))
}

/// The constant bounds of column `pos` over the rational points, rounded
/// inwards to integers (what mlir-opt's Fourier-Motzkin based
/// `getConstantBound` finds): divisibility facts such as a loop step are
/// not used, so slices match mlir-opt's.
pub(super) fn const_bounds(rel: &IntegerRelation, pos: usize) -> (Option<i64>, Option<i64>) {
    let mut e = vec![0; rel.num_cols()];
    e[pos] = 1;
    let lo = match rel.rational_min(&e) {
        Ok(RationalOptimum::Bounded(v)) => i64::try_from(v.ceil()).ok(),
        _ => None,
    };
    e[pos] = -1;
    let hi = match rel.rational_min(&e) {
        Ok(RationalOptimum::Bounded(v)) => i64::try_from(-v.ceil()).ok(),
        _ => None,
    };
    (lo, hi)
}

/// Recognizes column `pos`, with constant bounds `[0, ub]`, as the
/// remainder of a known variable `n` by `ub + 1` through an equality
/// `pos = n - (ub + 1) * q + ...` (and then the quotient `q` as `n
/// floordiv (ub + 1)`).
fn detect_as_mod(
    ctx: &Context,
    rel: &IntegerRelation,
    pos: usize,
    num: usize,
    (nd, ns): (usize, usize),
    (lb, ub): (i64, i64),
    memo: &mut [Option<AffineExpr>],
) -> bool {
    if lb != 0 || ub < 1 {
        return false;
    }
    let divisor = ub + 1;
    let n = memo.len();
    for eq in rel.equalities() {
        let a = eq[pos];
        if a == 0 {
            continue;
        }
        let mut quotients = 0;
        let mut qpos = 0;
        let mut qsign = 1;
        let mut dividend = ctx.affine_constant(0);
        let mut ok = true;
        for (v, &c) in eq[..n].iter().enumerate() {
            if v == pos || c == 0 {
                continue;
            }
            if c % (divisor * a) == 0 {
                quotients += 1;
                qpos = v;
                qsign = if c * a > 0 { 1 } else { -1 };
                continue;
            }
            match memo[v] {
                Some(e) => dividend = ctx.affine_add(dividend, ctx.affine_mul(e, ctx.affine_constant(c))),
                None => {
                    ok = false;
                    break;
                }
            }
        }
        if !ok || quotients == 0 || eq[n] != 0 {
            continue;
        }
        let dividend = if a > 0 {
            ctx.affine_floor_div(
                ctx.affine_mul(dividend, ctx.affine_constant(-1)),
                ctx.affine_constant(a),
            )
        } else {
            ctx.affine_floor_div(dividend, ctx.affine_constant(-a))
        };
        let dividend = strata_dialect_affine::simplify_affine_expr(ctx, dividend, nd as u32, ns as u32);
        let strata_ir::affine::AffineExprKind::Dim(d) = dividend.kind(ctx) else {
            continue;
        };
        let col = num + d as usize;
        let small = matches!(const_bounds(rel, col), (_, Some(u)) if u < divisor);
        memo[pos] = Some(if small {
            dividend
        } else {
            ctx.affine_mod(dividend, ctx.affine_constant(divisor))
        });
        if quotients == 1 && memo[qpos].is_none() {
            memo[qpos] = Some(ctx.affine_mul(
                ctx.affine_floor_div(dividend, ctx.affine_constant(divisor)),
                ctx.affine_constant(qsign),
            ));
        }
        return true;
    }
    false
}

/// Recognizes column `pos` as `e floordiv c` from a pair of inequalities
/// `c * pos <= e <= c * pos + c - 1` whose other variables are known.
fn detect_as_floor_div(
    ctx: &Context,
    rel: &IntegerRelation,
    pos: usize,
    memo: &mut [Option<AffineExpr>],
) -> bool {
    let n = memo.len();
    let ineqs = rel.inequalities();
    for lo in ineqs.iter().filter(|r| r[pos] < 0) {
        // lo: e - c * pos >= 0.
        let c = -lo[pos];
        for hi in ineqs.iter().filter(|r| r[pos] == c) {
            // hi: c * pos + c - 1 - e >= 0.
            if (0..n).any(|j| j != pos && hi[j] != -lo[j]) || lo[n] + hi[n] != c - 1 {
                continue;
            }
            let mut e = ctx.affine_constant(lo[n]);
            let mut ok = true;
            for (j, &k) in lo[..n].iter().enumerate() {
                if j == pos || k == 0 {
                    continue;
                }
                match memo[j] {
                    Some(x) => e = ctx.affine_add(e, ctx.affine_mul(x, ctx.affine_constant(k))),
                    None => {
                        ok = false;
                        break;
                    }
                }
            }
            if ok {
                memo[pos] = Some(ctx.affine_floor_div(e, ctx.affine_constant(c)));
                return true;
            }
        }
    }
    false
}

/// Solves the first `num` columns of `rel` (whose next `nd` columns are
/// map dimensions, then `ns` symbols, then locals) as affine maps of the
/// dimensions and symbols: MLIR's `getSliceBounds`. Upper bounds are
/// exclusive, or inclusive with `closed_ub`.
pub(crate) fn slice_bounds(
    ctx: &Context,
    rel: &IntegerRelation,
    (num, nd, ns): (usize, usize, usize),
    closed_ub: bool,
) -> (Vec<Option<AffineMap>>, Vec<Option<AffineMap>>) {
    let adj = if closed_ub { 0 } else { 1 };
    let mut rel = rel.clone();
    rel.normalize();
    let nv = rel.num_vars();
    let mut memo: Vec<Option<AffineExpr>> = vec![None; nv];
    for (i, m) in memo.iter_mut().enumerate().skip(num).take(nd + ns) {
        *m = Some(if i < num + nd {
            ctx.affine_dim((i - num) as u32)
        } else {
            ctx.affine_symbol((i - num - nd) as u32)
        });
    }
    let nlocals = nv - num - nd - ns;
    let mut changed = true;
    while changed {
        changed = false;
        for pos in 0..nv {
            if memo[pos].is_some() {
                continue;
            }
            if let (Some(l), Some(u)) = const_bounds(&rel, pos) {
                if l == u {
                    memo[pos] = Some(ctx.affine_constant(l));
                    changed = true;
                    continue;
                }
                if detect_as_mod(ctx, &rel, pos, num, (nd, ns), (l, u), &mut memo) {
                    changed = true;
                    continue;
                }
            }
            if detect_as_floor_div(ctx, &rel, pos, &mut memo) {
                changed = true;
                continue;
            }
            if pos >= num + nd + ns {
                if let Some(d) = rel.division(pos - num - nd - ns) {
                    if let Some(e) = row_expr(ctx, &d.dividend, &memo, pos) {
                        memo[pos] = Some(ctx.affine_floor_div(e, ctx.affine_constant(d.divisor)));
                        changed = true;
                        continue;
                    }
                }
            }
            let Some(eq) = rel.equalities().iter().find(|e| e[pos] != 0) else {
                continue;
            };
            let Some(rest) = row_expr(ctx, eq, &memo, pos) else {
                continue;
            };
            let c = eq[pos];
            let e = if c > 0 {
                ctx.affine_floor_div(
                    ctx.affine_mul(rest, ctx.affine_constant(-1)),
                    ctx.affine_constant(c),
                )
            } else {
                ctx.affine_floor_div(rest, ctx.affine_constant(-c))
            };
            memo[pos] = Some(e);
            changed = true;
        }
    }
    let mut lbs = vec![None; num];
    let mut ubs = vec![None; num];
    let mut pruned: Option<IntegerRelation> = None;
    for pos in 0..num {
        if let Some(e) = memo[pos] {
            let e = simplify_affine_expr(ctx, e, nd as u32, ns as u32);
            lbs[pos] = Some(map1(nd, ns, e));
            let ub = simplify_affine_expr(
                ctx,
                ctx.affine_add(e, ctx.affine_constant(adj)),
                nd as u32,
                ns as u32,
            );
            ubs[pos] = Some(map1(nd, ns, ub));
            continue;
        }
        let (mut lb, mut ub) = (None, None);
        if nlocals == 0 {
            let p = pruned.get_or_insert_with(|| {
                let mut p = rel.clone();
                let _ = p.remove_redundant_constraints();
                p
            });
            (lb, ub) = bounds_of(ctx, p, pos, (num, nd, ns), adj);
        }
        let (cl, cu) = const_bounds(&rel, pos);
        if lb.as_ref().is_none_or(|m: &AffineMap| m.results.len() > 1) {
            if let Some(c) = cl {
                lb = Some(map1(nd, ns, ctx.affine_constant(c)));
            }
        }
        if ub.as_ref().is_none_or(|m: &AffineMap| m.results.len() > 1) {
            if let Some(c) = cu {
                ub = Some(map1(nd, ns, ctx.affine_constant(c + adj)));
            }
        }
        lbs[pos] = lb.filter(|m| !m.results.is_empty());
        ubs[pos] = ub.filter(|m| !m.results.is_empty());
    }
    (lbs, ubs)
}

/// The lower and upper bound maps of column `pos` from the constraints
/// of `rel` that involve no other of the first `num` columns.
fn bounds_of(
    ctx: &Context,
    rel: &IntegerRelation,
    pos: usize,
    (num, nd, ns): (usize, usize, usize),
    adj: i64,
) -> (Option<AffineMap>, Option<AffineMap>) {
    let n = rel.num_vars();
    let free = |r: &[i64]| (0..num).all(|j| j == pos || r[j] == 0) && r[pos] != 0;
    let expr = |r: &[i64], sign: i64| -> AffineExpr {
        let mut e = ctx.affine_constant(sign * r[n]);
        for (j, &rj) in r.iter().enumerate().take(num + nd + ns).skip(num) {
            let c = sign * rj;
            if c == 0 {
                continue;
            }
            let v = if j < num + nd {
                ctx.affine_dim((j - num) as u32)
            } else {
                ctx.affine_symbol((j - num - nd) as u32)
            };
            e = ctx.affine_add(e, ctx.affine_mul(v, ctx.affine_constant(c)));
        }
        e
    };
    let simplify = |e| simplify_affine_expr(ctx, e, nd as u32, ns as u32);
    let (mut lbs, mut ubs) = (Vec::new(), Vec::new());
    for r in rel.inequalities().iter().filter(|r| free(r)) {
        let c = r[pos];
        if c > 0 {
            // c * x + rest >= 0: x >= ceil(-rest / c).
            let e = ctx.affine_floor_div(
                ctx.affine_add(expr(r, -1), ctx.affine_constant(c - 1)),
                ctx.affine_constant(c),
            );
            lbs.push(simplify(e));
        } else {
            // -c' * x + rest >= 0: x <= floor(rest / c').
            let e = ctx.affine_floor_div(expr(r, 1), ctx.affine_constant(-c));
            ubs.push(simplify(ctx.affine_add(e, ctx.affine_constant(adj))));
        }
    }
    for r in rel.equalities().iter().filter(|r| free(r)) {
        let c = r[pos];
        let sign = if c > 0 { -1 } else { 1 };
        let e = expr(r, sign);
        let d = ctx.affine_constant(c.abs());
        ubs.push(simplify(
            ctx.affine_add(ctx.affine_floor_div(e, d), ctx.affine_constant(adj)),
        ));
        lbs.push(simplify(ctx.affine_ceil_div(e, d)));
    }
    (
        Some(AffineMap::new(nd as u32, ns as u32, lbs)),
        Some(AffineMap::new(nd as u32, ns as u32, ubs)),
    )
}

/// The slice of one nest of a dependence, parametric in the other's
/// first `depth` loops. A backward slice is of the source's loops (the
/// source goes into the destination, at the start of its loop at
/// `depth`); a forward slice is of the destination's loops (the
/// destination goes into the source, at the end of its loop at
/// `depth`).
fn pair_slice(
    ctx: &Context,
    body: &Body,
    sys: &DependenceSystem,
    depth: usize,
    read_read: bool,
    backward: bool,
) -> Option<ComputationSlice> {
    let (ns_, nd_) = (sys.src_loops.len(), sys.dst_loops.len());
    let (sliced, fixed) = if backward {
        (&sys.src_loops, &sys.dst_loops)
    } else {
        (&sys.dst_loops, &sys.src_loops)
    };
    if depth > fixed.len() || depth == 0 {
        return None;
    }
    let mut rel = sys.rel.clone();
    let num = sliced.len();
    // The loops common to both nests are one variable each (as in
    // mlir-opt): the fixed nest's copies go, and the slice keeps them as
    // its own loops, bounded by their domains.
    let common = sys.common.min(depth);
    if backward {
        rel.project_out(ns_ + depth..ns_ + nd_).ok()?;
        rel.project_out(ns_..ns_ + common).ok()?;
    } else {
        rel.project_out(depth..ns_).ok()?;
        rel.project_out(0..common).ok()?;
        // Columns [fixed common..depth][sliced]: rotate the sliced loops
        // first.
        let k_fixed = depth - common;
        for k in 0..num {
            for j in (k..k + k_fixed).rev() {
                rel.swap_vars(j, j + 1);
            }
        }
    }
    let nsym = sys.symbols.len();
    let (lbs, ubs) = slice_bounds(ctx, &rel, (num, depth - common, nsym), false);
    let mut operands: Vec<ValueId> = fixed[common..depth].iter().map(|l| l.iv).collect();
    operands.extend(&sys.symbols);
    let insert_block = AffineFor::get(ctx, body, fixed[depth - 1].op)?.block;
    // Read-read pairs must not slice sequential loops (nor anything
    // inside them); a barrier attribute stops slicing too. A reduction
    // loop going one iteration at a time into the innermost destination
    // loop is the exception: fusion merges it into that loop.
    let mut slice = ComputationSlice {
        ivs: sliced.iter().map(|l| l.iv).collect(),
        lbs,
        ubs,
        operands,
        num_dims: depth - common,
        insert_block,
        insert_at_end: !backward,
    };
    for (i, l) in sliced.iter().enumerate() {
        let barrier = body.op_attr(ctx, l.op, SLICE_FUSION_BARRIER).is_some();
        let f = AffineFor::get(ctx, body, l.op);
        let sequential = read_read && f.as_ref().is_some_and(|f| !is_loop_parallel(ctx, body, f, None));
        if !barrier && !sequential {
            continue;
        }
        let merged = f
            .as_ref()
            .is_some_and(|f| is_parallel_reduction_loop(ctx, body, f))
            && depth >= num
            && slice.is_unit(ctx, body)
            && slice.is_maximal(ctx, body) == Some(true);
        if merged {
            continue;
        }
        for j in i..num {
            slice.lbs[j] = None;
            slice.ubs[j] = None;
        }
        break;
    }
    Some(slice)
}

/// The first and last values of the `affine.for` of induction variable
/// `iv` when its bounds are constants.
fn loop_domain(ctx: &Context, body: &Body, iv: ValueId) -> Option<(i64, i64)> {
    let f = for_of_iv(ctx, body, iv)?;
    let (lb, ub) = (f.constant_lower_bound(ctx)?, f.constant_upper_bound(ctx)?);
    if ub <= lb {
        return None;
    }
    Some((lb, ub - 1 - (ub - lb - 1) % f.step))
}

/// Whether `a - b` simplifies to a constant, and which.
fn const_difference(ctx: &Context, a: &AffineMap, b: &AffineMap) -> Option<i64> {
    if a.results.len() != 1
        || b.results.len() != 1
        || a.num_dims != b.num_dims
        || a.num_symbols != b.num_symbols
    {
        return None;
    }
    let d = ctx.affine_add(
        a.results[0],
        ctx.affine_mul(b.results[0], ctx.affine_constant(-1)),
    );
    simplify_affine_expr(ctx, d, a.num_dims, a.num_symbols).as_constant(ctx)
}

impl ComputationSlice {
    /// Unites `other` into `self` loop by loop: equal bounds stay, bounds
    /// differing by a constant widen; otherwise (including a loop one of
    /// them leaves unsliced, which runs its whole domain) the bounds
    /// become the constant range both slices stay within. `None` when no
    /// common bound is found.
    fn union(&mut self, ctx: &Context, body: &Body, other: &ComputationSlice) -> Option<()> {
        if self.operands != other.operands
            || self.num_dims != other.num_dims
            || self.insert_block != other.insert_block
            || self.insert_at_end != other.insert_at_end
        {
            return None;
        }
        let mine = self.clone();
        let mut ivs = mine.ivs.clone();
        for &iv in &other.ivs {
            if !ivs.contains(&iv) {
                ivs.push(iv);
            }
        }
        let mut lbs = Vec::with_capacity(ivs.len());
        let mut ubs = Vec::with_capacity(ivs.len());
        for &iv in &ivs {
            let a = mine.ivs.iter().position(|&x| x == iv);
            let b = other.ivs.iter().position(|&x| x == iv);
            let bounds = |s: &ComputationSlice, k: Option<usize>| {
                k.and_then(|k| Some((s.lbs[k].clone()?, s.ubs[k].clone()?)))
            };
            let comparable = match (bounds(&mine, a), bounds(other, b)) {
                (Some((al, au)), Some((bl, bu))) => {
                    let lb = if al == bl {
                        Some(al)
                    } else {
                        const_difference(ctx, &al, &bl).map(|k| if k <= 0 { al } else { bl })
                    };
                    let ub = if au == bu {
                        Some(au)
                    } else {
                        const_difference(ctx, &au, &bu).map(|k| if k >= 0 { au } else { bu })
                    };
                    lb.zip(ub)
                }
                _ => None,
            };
            let (lb, ub) = match comparable {
                Some(b) => b,
                None => {
                    let range = |s: &ComputationSlice, k: Option<usize>| match k {
                        Some(k) => s.const_range(ctx, body, k),
                        None => loop_domain(ctx, body, iv),
                    };
                    let (l1, u1) = range(&mine, a)?;
                    let (l2, u2) = range(other, b)?;
                    (
                        self.constant_map(ctx, l1.min(l2)),
                        self.constant_map(ctx, u1.max(u2) + 1),
                    )
                }
            };
            lbs.push(Some(lb));
            ubs.push(Some(ub));
        }
        self.ivs = ivs;
        self.lbs = lbs;
        self.ubs = ubs;
        Some(())
    }

    /// The constant `c` as a bound map over the slice's operands.
    fn constant_map(&self, ctx: &Context, c: i64) -> AffineMap {
        map1(
            self.num_dims,
            self.operands.len() - self.num_dims,
            ctx.affine_constant(c),
        )
    }

    /// Gives each unsliced loop with a constant domain that domain as
    /// bounds (as mlir-opt, which re-derives every bound from the slice's
    /// constraints).
    fn bound_unsliced_loops(&mut self, ctx: &Context, body: &Body) {
        for i in 0..self.ivs.len() {
            if self.lbs[i].is_some() && self.ubs[i].is_some() {
                continue;
            }
            if let Some((l, u)) = loop_domain(ctx, body, self.ivs[i]) {
                self.lbs[i] = Some(self.constant_map(ctx, l));
                self.ubs[i] = Some(self.constant_map(ctx, u + 1));
            }
        }
    }

    /// The constant range of loop variable `i` over the slice's
    /// iterations.
    fn const_range(&self, ctx: &Context, body: &Body, i: usize) -> Option<(i64, i64)> {
        let cst = self.as_constraints(ctx, body)?;
        let col = cst.find(self.ivs[i])?;
        match const_bounds(&cst.rel, col) {
            (Some(l), Some(u)) => Some((l, u)),
            _ => None,
        }
    }

    /// Adds the slice's bounds on its loop variables to `cst`, the full
    /// domain for unsliced loops (columns of the variables missing from
    /// `cst` are skipped; those of the operands are added).
    pub fn add_bounds_to(&self, ctx: &Context, body: &Body, cst: &mut ValueConstraints) -> Option<()> {
        for (i, &iv) in self.ivs.iter().enumerate() {
            if cst.find(iv).is_none() {
                continue;
            }
            match (&self.lbs[i], &self.ubs[i]) {
                // A single iteration: an equality, which projections
                // handle exactly and cheaply.
                (Some(lb), Some(ub))
                    if lb.results.len() == 1
                        && ub.results.len() == 1
                        && const_difference(ctx, ub, lb) == Some(1) =>
                {
                    let f = cst.flatten_result(ctx, body, lb, 0, &self.operands)?;
                    let col = cst.find(iv)?;
                    let mut row = f.row(cst.rel.num_vars());
                    row[col] -= 1;
                    cst.rel.add_eq(&row);
                }
                (Some(lb), Some(ub)) => {
                    cst.add_bound_map(ctx, body, iv, (lb, &self.operands), true)?;
                    cst.add_bound_map(ctx, body, iv, (ub, &self.operands), false)?;
                }
                // An unsliced loop runs all its iterations.
                _ => cst.add_affine_for_domain(ctx, body, &for_of_iv(ctx, body, iv)?)?,
            }
        }
        Some(())
    }

    /// The slice as constraints: its loop variables as dimensions, the
    /// bound operands as symbols, with the domains of the operands that
    /// are loop variables.
    fn as_constraints(&self, ctx: &Context, body: &Body) -> Option<ValueConstraints> {
        self.constraints_over(ctx, body, &self.operands)
    }

    /// Like [`Self::as_constraints`], with the domains of only the loop
    /// operands in `loops`.
    fn constraints_over(&self, ctx: &Context, body: &Body, loops: &[ValueId]) -> Option<ValueConstraints> {
        let mut cst = ValueConstraints::new(self.ivs.iter().map(|&v| Some(v)).collect(), Vec::new());
        for &v in &self.operands {
            if cst.find(v).is_none() {
                cst.append_symbol(Some(v));
                if let Some(c) = strata_dialect_utils::matchers::const_int(ctx, body, v) {
                    let col = cst.find(v)?;
                    cst.fix(col, c.sext_i64());
                }
            }
        }
        for &v in loops {
            if let Some(f) = for_of_iv(ctx, body, v) {
                cst.add_affine_for_domain(ctx, body, &f)?;
            }
        }
        self.add_bounds_to(ctx, body, &mut cst)?;
        Some(cst)
    }

    /// The quick answer of whether the slice runs exactly the source's
    /// iterations: every loop sliced to `[dst_iv, dst_iv + 1)` for a
    /// destination loop with the same constant bounds and step (`Some(true)`),
    /// or such a loop with different bounds (`Some(false)`); `None` when
    /// this shape does not apply.
    pub fn is_maximal_fast(&self, ctx: &Context, body: &Body) -> Option<bool> {
        if self.ivs.is_empty() {
            return None;
        }
        for (i, &iv) in self.ivs.iter().enumerate() {
            let (lb, ub) = (self.lbs[i].as_ref()?, self.ubs[i].as_ref()?);
            if lb.results.len() != 1 || ub.results.len() != 1 {
                return None;
            }
            let (l, u) = (lb.results[0], ub.results[0]);
            if l.as_constant(ctx).is_some() || ctx.affine_add(l, ctx.affine_constant(1)) != u {
                return None;
            }
            let strata_ir::affine::AffineExprKind::Dim(d) = l.kind(ctx) else {
                return None;
            };
            let dst = for_of_iv(ctx, body, *self.operands.get(d as usize)?)?;
            let src = for_of_iv(ctx, body, iv)?;
            let single_const = |m: &AffineMap| {
                (m.results.len() == 1)
                    .then(|| m.results[0].as_constant(ctx))
                    .flatten()
            };
            let (sl, su) = (single_const(&src.lb_map)?, single_const(&src.ub_map)?);
            let (dl, du) = (single_const(&dst.lb_map)?, single_const(&dst.ub_map)?);
            if sl != dl || su != du || src.step != dst.step {
                return Some(false);
            }
        }
        Some(true)
    }

    /// Whether the slice's iterations all lie in the source's domain
    /// (MLIR's `isSliceValid`); `None` when it cannot tell.
    pub fn is_valid(&self, ctx: &Context, body: &Body) -> Option<bool> {
        if self.is_maximal_fast(ctx, body) == Some(true) {
            return Some(true);
        }
        // As mlir-opt: no answer when the source's domain needs symbols or
        // locals (steps, divisions in bounds).
        let mut src = ValueConstraints::new(self.ivs.iter().map(|&v| Some(v)).collect(), Vec::new());
        for &iv in &self.ivs {
            src.add_affine_for_domain(ctx, body, &for_of_iv(ctx, body, iv)?)?;
        }
        if src.num_symbols() != 0 || src.num_locals() != 0 {
            return None;
        }
        let base = self.as_constraints(ctx, body)?;
        let mut full = base.clone();
        let (eq0, in0) = (full.rel.equalities().len(), full.rel.inequalities().len());
        let locals0 = full.num_locals();
        for &iv in &self.ivs {
            let f = for_of_iv(ctx, body, iv)?;
            full.add_affine_for_domain(ctx, body, &f)?;
        }
        if full.num_locals() != locals0 {
            return None;
        }
        implies_rows(&full.rel, eq0, in0)
    }

    /// Whether the slice runs every iteration of the source loops (MLIR's
    /// `ComputationSliceState::isMaximal`); `None` when it cannot tell.
    pub fn is_maximal(&self, ctx: &Context, body: &Body) -> Option<bool> {
        if let Some(b) = self.is_maximal_fast(ctx, body) {
            return Some(b);
        }
        // As mlir-opt, which compares the slice's domain over the
        // destination's loops with the source's: no answer when the
        // slice depends on more loops than it slices.
        let loop_operands = self
            .operands
            .iter()
            .filter(|&&v| for_of_iv(ctx, body, v).is_some())
            .count();
        if loop_operands > self.ivs.len() {
            return None;
        }
        // The destination loops no bound uses only have to run: their
        // domains (whose steps would add locals) stay out of the slice's.
        let used: Vec<ValueId> = self
            .operands
            .iter()
            .enumerate()
            .filter(|&(k, _)| {
                k >= self.num_dims
                    || self
                        .lbs
                        .iter()
                        .chain(&self.ubs)
                        .flatten()
                        .any(|m| m.is_function_of_dim(ctx, k as u32))
            })
            .map(|(_, &v)| v)
            .collect();
        if used.len() < self.operands.len() {
            let mut dst = ValueConstraints::new(Vec::new(), Vec::new());
            for &v in &self.operands {
                if let Some(f) = for_of_iv(ctx, body, v) {
                    dst.add_affine_for_domain_and_outer(ctx, body, &f)?;
                }
            }
            if dst.rel.is_integer_empty().ok()? {
                return None;
            }
        }
        let mut cst = self.constraints_over(ctx, body, &used)?;
        // The slice's iterations, over the source variables and symbols.
        let mut c = self.ivs.len();
        while c < cst.num_dims_and_symbols() {
            let v = cst.values[c];
            if v.is_some_and(|v| for_of_iv(ctx, body, v).is_some()) {
                if cst.rel.project_out(c..c + 1).ok()? != Exactness::Exact {
                    return None;
                }
                cst.values.remove(c);
            } else {
                c += 1;
            }
        }
        if cst.num_locals() != 0 {
            return None;
        }
        // The source's domain must satisfy each of them.
        let mut src = cst.clone();
        let rows_eq = cst.rel.equalities().to_vec();
        let rows_in = cst.rel.inequalities().to_vec();
        src.rel.clear_constraints();
        for &iv in &self.ivs {
            let f = for_of_iv(ctx, body, iv)?;
            src.add_affine_for_domain(ctx, body, &f)?;
        }
        let n = src.rel.num_cols();
        let widen = |r: &Vec<i64>| -> Vec<i64> {
            let mut w = r[..r.len() - 1].to_vec();
            w.resize(n - 1, 0);
            w.push(r[r.len() - 1]);
            w
        };
        let (eq0, in0) = (src.rel.equalities().len(), src.rel.inequalities().len());
        for r in &rows_eq {
            src.rel.add_eq(&widen(r));
        }
        for r in &rows_in {
            src.rel.add_ineq(&widen(r));
        }
        implies_rows(&src.rel, eq0, in0)
    }

    /// The trip count of each sliced loop, by loop op (MLIR's
    /// `buildSliceTripCountMap`): unsliced loops keep their constant trip
    /// count, sliced ones have upper minus lower bound. `None` when one is
    /// not a constant.
    pub fn trip_counts(&self, ctx: &Context, body: &Body) -> Option<HashMap<OpId, u64>> {
        let mut out = HashMap::new();
        for (i, &iv) in self.ivs.iter().enumerate() {
            let f = for_of_iv(ctx, body, iv)?;
            let count = match (&self.lbs[i], &self.ubs[i]) {
                (Some(lb), Some(ub)) => u64::try_from(const_difference(ctx, ub, lb)?).ok()?,
                _ => match (f.constant_lower_bound(ctx), f.constant_upper_bound(ctx)) {
                    (Some(l), Some(u)) => u64::try_from(u - l).ok()?,
                    _ => constant_trip_count(ctx, body, f.op)?,
                },
            };
            out.insert(f.op, count);
        }
        Some(out)
    }

    /// Whether the slice runs the source nest's body once (MLIR's
    /// `getSliceIterationCount` of 1).
    pub fn is_unit(&self, ctx: &Context, body: &Body) -> bool {
        self.trip_counts(ctx, body)
            .is_some_and(|m| m.values().product::<u64>() == 1)
    }
}

/// Whether the constraints of `rel` before row `eq0`/`in0` imply each
/// later row: the earlier rows with the negation of the later one must
/// be empty.
fn implies_rows(rel: &IntegerRelation, eq0: usize, in0: usize) -> Option<bool> {
    let mut base = rel.clone();
    let eqs = rel.equalities().to_vec();
    let ins = rel.inequalities().to_vec();
    base.clear_constraints();
    for r in &eqs[..eq0] {
        base.add_eq(r);
    }
    for r in &ins[..in0] {
        base.add_ineq(r);
    }
    let violated = |neg: Vec<i64>| -> Option<bool> {
        let mut t = base.clone();
        t.add_ineq(&neg);
        Some(!t.is_integer_empty().ok()?)
    };
    let negate = |r: &Vec<i64>| -> Vec<i64> {
        let mut n: Vec<i64> = r.iter().map(|&x| -x).collect();
        if let Some(k) = n.last_mut() {
            *k -= 1;
        }
        n
    };
    for r in &ins[in0..] {
        if violated(negate(r))? {
            return Some(false);
        }
    }
    for r in &eqs[eq0..] {
        // r == 0 fails when r >= 1 or -r >= 1.
        let mut pos = r.clone();
        if let Some(k) = pos.last_mut() {
            *k -= 1;
        }
        if violated(pos)? || violated(negate(r))? {
            return Some(false);
        }
    }
    Some(true)
}

/// The affine reads and writes in `op`, in program order, or `None` when
/// it holds an `affine.if` (fusion does not handle conditionals).
pub fn loads_and_stores(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<MemRefAccess>> {
    let mut out = Vec::new();
    let mut has_if = false;
    let _ = body.walk(op, strata_ir::WalkOrder::PreOrder, &mut |o| {
        if let Some(a) = MemRefAccess::get_with_vectors(ctx, body, o) {
            out.push(a);
        } else if ctx.op_name_str(body.op_name(o)) == "affine.if" {
            has_if = true;
        }
        strata_ir::WalkResult::Advance
    });
    (!has_if).then_some(out)
}

/// The number of `affine.for` loops around `op`, up to the affine scope.
pub fn nesting_depth(ctx: &Context, body: &Body, op: OpId) -> usize {
    affine_for_ivs(ctx, body, op).len()
}

/// The `affine.for` loops around `op` (through `affine.if`s and other
/// ops, up to the affine scope), outermost first.
pub fn affine_for_ivs(ctx: &Context, body: &Body, op: OpId) -> Vec<OpId> {
    let scope = strata_dialect_affine::affine_scope_region(ctx, body, op);
    let mut out = Vec::new();
    let mut cur = op;
    while let Some(p) = body.parent_op(cur) {
        if body.op_block(cur).and_then(|b| body.block_region(b)) == scope {
            break;
        }
        if AffineFor::get(ctx, body, p).is_some() {
            out.push(p);
        }
        cur = p;
    }
    out.reverse();
    out
}

/// The number of outermost loops shared by all of `ops`.
pub fn innermost_common_loop_depth(ctx: &Context, body: &Body, ops: &[OpId]) -> usize {
    let nests: Vec<Vec<OpId>> = ops.iter().map(|&o| affine_for_ivs(ctx, body, o)).collect();
    let Some(first) = nests.first() else { return 0 };
    let mut d = 0;
    while d < first.len() && nests.iter().all(|n| n.get(d) == Some(&first[d])) {
        d += 1;
    }
    d
}

/// The union of the slices needed between the accesses `ops_a` of the
/// earlier nest and `ops_b` of the later one at `depth` (absolute,
/// counting the loops around both nests): of the earlier nest's loops
/// for a backward slice, of the later one's for a forward slice. MLIR's
/// `computeSliceUnion`, checked with [`ComputationSlice::is_valid`].
pub fn compute_slice_union(
    ctx: &Context,
    body: &Body,
    ops_a: &[MemRefAccess],
    ops_b: &[MemRefAccess],
    depth: usize,
    num_common_loops: usize,
    backward: bool,
) -> Result<ComputationSlice, SliceError> {
    let mut union: Option<ComputationSlice> = None;
    let mut fixed_ops = Vec::new();
    for a in ops_a {
        for b in ops_b {
            if a.memref != b.memref {
                continue;
            }
            let fixed_op = if backward { b.op } else { a.op };
            if depth > nesting_depth(ctx, body, fixed_op) {
                return Err(SliceError::Generic);
            }
            let read_read = !a.is_store && !b.is_store;
            let sys = match dependence_constraints(ctx, body, a, b, num_common_loops + 1, read_read) {
                Err(DependenceUnknown) => return Err(SliceError::Generic),
                Ok(None) => continue,
                Ok(Some(s)) => s,
            };
            fixed_ops.push(fixed_op);
            let slice = pair_slice(ctx, body, &sys, depth, read_read, backward).ok_or(SliceError::Generic)?;
            match union.as_mut() {
                None => union = Some(slice),
                Some(u) => u.union(ctx, body, &slice).ok_or(SliceError::Generic)?,
            }
        }
    }
    let mut slice = union.ok_or(SliceError::Generic)?;
    slice.bound_unsliced_loops(ctx, body);
    if depth > innermost_common_loop_depth(ctx, body, &fixed_ops) {
        return Err(SliceError::Generic);
    }
    match slice.is_valid(ctx, body) {
        None => Err(SliceError::Generic),
        Some(false) => Err(SliceError::Incorrect(Box::new(slice))),
        Some(true) => Ok(slice),
    }
}

/// Inserts a copy of the source loop nest `src` at the start of the
/// slice's block, its loops bounded by the slice, and promotes the slice
/// loops that run once (MLIR's `fuseLoops`). With `innermost_sibling` (a
/// sibling going into the destination's innermost loop), a reduction loop
/// of a slice that runs once is merged into its parent loop instead.
pub fn fuse_loops(
    ctx: &Context,
    body: &mut Body,
    src: OpId,
    slice: &ComputationSlice,
    innermost_sibling: bool,
) {
    let mut map = IrMapping::new();
    let clone = body.clone_op(src, &mut map);
    let at = match body.last_op(slice.insert_block) {
        Some(terminator) if slice.insert_at_end => InsertPoint::Before(terminator),
        _ => InsertPoint::Start(slice.insert_block),
    };
    body.insert_op(at, clone);
    let mut slice_loops = Vec::new();
    for (i, &iv) in slice.ivs.iter().enumerate() {
        let new_iv = map.lookup_value(iv);
        if new_iv == iv {
            continue;
        }
        let Some(f) = for_of_iv(ctx, body, new_iv) else {
            continue;
        };
        slice_loops.push(f.op);
        for (lower, bound) in [(true, &slice.lbs[i]), (false, &slice.ubs[i])] {
            if let Some(m) = bound {
                let mut m = m.clone();
                let mut operands = slice.operands.clone();
                canonicalize_map_and_operands(ctx, body, &mut m, &mut operands);
                set_bound(ctx, body, f.op, lower, m, &operands);
            }
        }
    }
    let unit = innermost_sibling && slice.is_unit(ctx, body);
    for l in slice_loops {
        let reduction =
            unit && AffineFor::get(ctx, body, l).is_some_and(|f| is_parallel_reduction_loop(ctx, body, &f));
        if reduction {
            promote_single_iter_reduction_loop(ctx, body, l);
        } else {
            promote_if_single_iteration(
                ctx,
                body,
                l,
                LoopOptions {
                    constants_at_entry: true,
                },
            );
        }
    }
}

/// Whether an access in `ops` conflicts with the accesses of the nest
/// `of` (same memref, one of them writing).
fn depends_on(ctx: &Context, body: &Body, of: &[MemRefAccess], op: OpId) -> bool {
    let mut found = false;
    let _ = body.walk(op, WalkOrder::PreOrder, &mut |o| {
        if let Some(a) = MemRefAccess::get_with_vectors(ctx, body, o) {
            let hit = if a.is_store {
                of.iter().any(|x| x.memref == a.memref)
            } else {
                of.iter().any(|x| x.memref == a.memref && x.is_store)
            };
            if hit {
                found = true;
                return WalkResult::Interrupt;
            }
        }
        WalkResult::Advance
    });
    found
}

/// Where the fusion of the nests `a` and `b` (`a` first in their block)
/// can go without breaking a dependence on the ops between them, judged
/// by their accesses and uses of values (MLIR's
/// `getFusedLoopNestInsertionPoint` of the fusion utilities).
pub fn block_insertion_point(ctx: &Context, body: &Body, a: OpId, b: OpId) -> Option<OpId> {
    let accesses = |op: OpId| -> Vec<MemRefAccess> {
        let mut v = Vec::new();
        let _ = body.walk(op, WalkOrder::PreOrder, &mut |o| {
            if let Some(x) = MemRefAccess::get_with_vectors(ctx, body, o) {
                v.push(x);
            }
            WalkResult::Advance
        });
        v
    };
    let (acc_a, acc_b) = (accesses(a), accesses(b));
    let mut between = Vec::new();
    let mut cur = body.next_op(a);
    while let Some(o) = cur {
        if o == b {
            break;
        }
        between.push(o);
        cur = body.next_op(o);
    }
    let first_dep_a = between
        .iter()
        .copied()
        .find(|&x| depends_on(ctx, body, &acc_a, x));
    let last_dep_b = between.iter().rev().copied().find(|&x| {
        if depends_on(ctx, body, &acc_b, x) {
            return true;
        }
        let mut used = false;
        let _ = body.walk(x, WalkOrder::PreOrder, &mut |o| {
            for r in body.results(o) {
                if body
                    .uses(r)
                    .any(|(u, _)| affine_for_ivs(ctx, body, u).contains(&b))
                {
                    used = true;
                    return WalkResult::Interrupt;
                }
            }
            WalkResult::Advance
        });
        used
    });
    match (first_dep_a, last_dep_b) {
        (Some(f), Some(l)) if f == l || body.is_before_in_block(f, l) => None,
        (Some(f), _) => Some(f),
        _ => Some(b),
    }
}

/// The largest depth at which the nest of `src_ops` can be fused into
/// that of `dst_ops` without breaking the dependences among the
/// destination's accesses to the memrefs the source writes.
pub fn max_loop_depth(
    ctx: &Context,
    body: &Body,
    src_ops: &[MemRefAccess],
    dst_ops: &[MemRefAccess],
) -> usize {
    if dst_ops.is_empty() {
        return 0;
    }
    let written: Vec<ValueId> = src_ops.iter().filter(|a| a.is_store).map(|a| a.memref).collect();
    let pc: Vec<ValueId> = dst_ops
        .iter()
        .filter(|a| !a.is_store && written.contains(&a.memref))
        .map(|a| a.memref)
        .collect();
    let targets: Vec<&MemRefAccess> = dst_ops.iter().filter(|a| pc.contains(&a.memref)).collect();
    if targets.is_empty() {
        return 0;
    }
    let ops: Vec<OpId> = targets.iter().map(|a| a.op).collect();
    let mut depth = innermost_common_loop_depth(ctx, body, &ops);
    if targets.iter().all(|a| !a.is_store) {
        return depth;
    }
    for s in &targets {
        for d in &targets {
            let common = num_common_loops(ctx, body, s.op, d.op);
            for k in 1..=common + 1 {
                if check_memref_access_dependence(ctx, body, s, d, k) != Dependence::None {
                    depth = depth.min(k - 1);
                    break;
                }
            }
        }
    }
    depth
}

/// The result of [`can_fuse_loops`] (MLIR's `FusionResult`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FusionResult {
    /// Fusion is legal with this slice.
    Success(ComputationSlice),
    /// A precondition fails (depth 0, different blocks, conditionals, or
    /// a slice that cannot be computed).
    FailPrecondition,
    /// Ops between the nests depend on them in a way that no placement of
    /// the fused nest keeps.
    FailBlockDependence,
    /// A dependence inside the destination forbids the depth.
    FailFusionDependence,
    /// The computed slice (given) would not run the needed iterations.
    FailIncorrectSlice(ComputationSlice),
}

impl FusionResult {
    /// The slice, on success.
    pub fn slice(self) -> Option<ComputationSlice> {
        match self {
            FusionResult::Success(s) => Some(s),
            _ => None,
        }
    }
}

/// Whether the nest `src` can be fused into the nest `dst` at (absolute)
/// loop depth `depth`, and with which slice (MLIR's `canFuseLoops`): a
/// backward slice of `src` when it comes first, a forward one otherwise.
pub fn can_fuse_loops(
    ctx: &Context,
    body: &Body,
    src: OpId,
    dst: OpId,
    depth: usize,
    strategy: FusionStrategy,
) -> FusionResult {
    if depth == 0 || body.op_block(src) != body.op_block(dst) {
        return FusionResult::FailPrecondition;
    }
    let backward = body.is_before_in_block(src, dst);
    let (a, b) = if backward { (src, dst) } else { (dst, src) };
    if block_insertion_point(ctx, body, a, b).is_none() {
        return FusionResult::FailBlockDependence;
    }
    let (Some(ops_a), Some(ops_b)) = (loads_and_stores(ctx, body, a), loads_and_stores(ctx, body, b)) else {
        return FusionResult::FailPrecondition;
    };
    if strategy == FusionStrategy::ProducerConsumer {
        if !backward {
            return FusionResult::FailPrecondition;
        }
        if max_loop_depth(ctx, body, &ops_a, &ops_b) < depth {
            return FusionResult::FailFusionDependence;
        }
    }
    let common = num_common_loops(ctx, body, src, dst);
    let strategy_a: Vec<MemRefAccess> = ops_a
        .into_iter()
        .filter(|a| match strategy {
            FusionStrategy::Generic => true,
            FusionStrategy::ProducerConsumer => a.is_store,
            FusionStrategy::Sibling(m) => !a.is_store && a.memref == m,
        })
        .collect();
    match compute_slice_union(ctx, body, &strategy_a, &ops_b, depth, common, backward) {
        Ok(s) => FusionResult::Success(s),
        Err(SliceError::Generic) => FusionResult::FailPrecondition,
        Err(SliceError::Incorrect(s)) => FusionResult::FailIncorrectSlice(*s),
    }
}
