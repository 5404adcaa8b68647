//! `affine-expand-index-ops-as-affine`: expands `affine.delinearize_index`
//! and `affine.linearize_index` into `affine.apply` ops (MLIR's
//! `delinearizeIndex` and `linearizeIndex` utilities, also public here).
//! The `arith` expansion is `affine-expand-index-ops`.

use strata_dialect_affine::{
    self as affine, fold_and_compose_apply, make_composed_folded_apply, map_attr, ApplyValue,
};
use strata_dialect_utils::attrs::dense_i64_values;
use strata_dialect_utils::segments::operand_group;
use strata_ir::affine::{AffineExpr, AffineMap};
use strata_ir::{
    Body, Context, IsolatedOpMut, LogicalResult, OpBuilder, OpId, OpRef, ValueId, WalkResult, DYNAMIC,
};
use strata_pass::Pass;
use strata_rewrite::{
    apply_patterns_greedily_nested, FrozenPatternSet, GreedyConfig, NoListener, PatternRewriter,
};

/// `map` applied to `operands` before `at`, composed with the
/// `affine.apply` ops defining them, always as a new `affine.apply`
/// (MLIR's `makeComposedAffineApply`).
pub fn make_composed_apply(
    ctx: &Context,
    body: &mut Body,
    at: OpId,
    map: &AffineMap,
    operands: &[ApplyValue],
) -> ValueId {
    let (m, values) = fold_and_compose_apply(ctx, body, map, operands);
    let loc = body.op_loc(at);
    let mut b = OpBuilder::new(ctx, body);
    b.set_insertion_point_before(at);
    affine::ApplyOp::build(&mut b, loc, &values, map_attr(ctx, m)).result(&b)
}

fn folded(ctx: &Context, body: &mut Body, at: OpId, map: &AffineMap, operands: &[ApplyValue]) -> ApplyValue {
    let mut nl = NoListener;
    let mut rw = PatternRewriter::new(ctx, body, &mut nl);
    make_composed_folded_apply(&mut rw, at, map, operands)
}

fn value_of(ctx: &Context, body: &mut Body, at: OpId, v: ApplyValue) -> ValueId {
    match v {
        ApplyValue::Value(v) => v,
        ApplyValue::Const(c) => crate::scf::utils::Builder::before(ctx, body, at).index_constant(c),
    }
}

fn sym(ctx: &Context, i: u32) -> AffineExpr {
    ctx.affine_symbol(i)
}

/// The indices of `linear` in the row-major space of `basis`, as
/// `affine.apply` ops before `at` (MLIR's `affine::delinearizeIndex`):
/// with `has_outer_bound`, the first basis element only bounds the first
/// index.
pub fn delinearize_index(
    ctx: &Context,
    body: &mut Body,
    at: OpId,
    linear: ValueId,
    basis: &[ApplyValue],
    has_outer_bound: bool,
) -> Vec<ValueId> {
    let basis = if has_outer_bound && !basis.is_empty() {
        &basis[1..]
    } else {
        basis
    };
    let mul = AffineMap::new(0, 2, vec![ctx.affine_mul(sym(ctx, 0), sym(ctx, 1))]);
    let mut divisors = Vec::with_capacity(basis.len());
    let mut prod = ApplyValue::Const(1);
    for &b in basis.iter().rev() {
        prod = folded(ctx, body, at, &mul, &[b, prod]);
        divisors.push(value_of(ctx, body, at, prod));
    }
    let d0 = ctx.affine_dim(0);
    let d1 = ctx.affine_dim(1);
    let div = AffineMap::new(2, 0, vec![ctx.affine_floor_div(d0, d1)]);
    let rem = AffineMap::new(2, 0, vec![ctx.affine_mod(d0, d1)]);
    let mut results = Vec::with_capacity(divisors.len() + 1);
    let mut residual = linear;
    for &d in divisors.iter().rev() {
        let operands = [ApplyValue::Value(residual), ApplyValue::Value(d)];
        results.push(make_composed_apply(ctx, body, at, &div, &operands));
        residual = make_composed_apply(ctx, body, at, &rem, &operands);
    }
    results.push(residual);
    results
}

/// The linear index of `indices` in the row-major space of `basis`
/// (which may omit the outermost size), as one composed and folded
/// `affine.apply` before `at` (MLIR's `affine::linearizeIndex`).
pub fn linearize_index(
    ctx: &Context,
    body: &mut Body,
    at: OpId,
    indices: &[ApplyValue],
    basis: &[ApplyValue],
) -> ApplyValue {
    let mut sizes: Vec<AffineExpr> = Vec::with_capacity(indices.len());
    if indices.len() == basis.len() + 1 {
        sizes.push(ctx.affine_constant(1));
    }
    sizes.extend((0..basis.len() as u32).map(|i| sym(ctx, i)));
    // Row-major strides of the sizes.
    let n = sizes.len();
    let mut strides_e = vec![ctx.affine_constant(1); n];
    for i in (0..n.saturating_sub(1)).rev() {
        strides_e[i] = ctx.affine_mul(strides_e[i + 1], sizes[i + 1]);
    }
    let strides: Vec<ApplyValue> = strides_e
        .iter()
        .map(|&e| {
            folded(
                ctx,
                body,
                at,
                &AffineMap::new(0, basis.len() as u32, vec![e]),
                basis,
            )
        })
        .collect();
    let mut expr = sym(ctx, 0);
    let mut values = vec![ApplyValue::Const(0)];
    for (i, (&idx, &stride)) in indices.iter().zip(&strides).enumerate() {
        let k = 1 + 2 * i as u32;
        expr = ctx.affine_add(expr, ctx.affine_mul(sym(ctx, k), sym(ctx, k + 1)));
        values.push(idx);
        values.push(stride);
    }
    let map = AffineMap::new(0, values.len() as u32, vec![expr]);
    folded(ctx, body, at, &map, &values)
}

/// The basis of an index op: its static entries with its dynamic
/// operands in place of `DYNAMIC`.
fn mixed_basis(ctx: &Context, body: &Body, op: OpId, dynamic: &[ValueId]) -> Option<Vec<ApplyValue>> {
    let statics = dense_i64_values(ctx, body.op_attr(ctx, op, "static_basis")?)?;
    let mut dyn_iter = dynamic.iter();
    statics
        .iter()
        .map(|&s| {
            if s == DYNAMIC {
                dyn_iter.next().map(|&v| ApplyValue::Value(v))
            } else {
                Some(ApplyValue::Const(s))
            }
        })
        .collect()
}

/// Expands one `affine.delinearize_index` or `affine.linearize_index`;
/// false when `op` is neither (or is malformed).
pub fn expand_index_op_as_affine(ctx: &Context, body: &mut Body, op: OpId) -> bool {
    let operands: Vec<ValueId> = body.operands(op).collect();
    if affine::DelinearizeIndexOp::isa(&(ctx, &*body), op) {
        let Some((&linear, dynamic)) = operands.split_first() else {
            return false;
        };
        let Some(basis) = mixed_basis(ctx, body, op, dynamic) else {
            return false;
        };
        let has_outer_bound = body.num_results(op) == basis.len();
        let results = delinearize_index(ctx, body, op, linear, &basis, has_outer_bound);
        let old: Vec<ValueId> = body.results(op).collect();
        if old.len() != results.len() {
            return false;
        }
        for (o, n) in old.into_iter().zip(results) {
            body.replace_all_uses_with(o, n);
        }
        body.erase_op(op);
        true
    } else if affine::LinearizeIndexOp::isa(&(ctx, &*body), op) {
        let o = OpRef::new(ctx, body, op);
        let indices: Vec<ValueId> = operand_group(o, 0).map(|k| operands[k]).collect();
        let dynamic: Vec<ValueId> = operand_group(o, 1).map(|k| operands[k]).collect();
        let Some(basis) = mixed_basis(ctx, body, op, &dynamic) else {
            return false;
        };
        if indices.len() != basis.len() && indices.len() != basis.len() + 1 {
            return false;
        }
        let indices: Vec<ApplyValue> = indices.into_iter().map(ApplyValue::Value).collect();
        let r = linearize_index(ctx, body, op, &indices, &basis);
        let r = value_of(ctx, body, op, r);
        let Some(old) = body.results(op).next() else {
            return false;
        };
        body.replace_all_uses_with(old, r);
        body.erase_op(op);
        true
    } else {
        false
    }
}

/// The `affine-expand-index-ops-as-affine` pass.
#[derive(Clone, Debug, Default)]
pub struct AffineExpandIndexOpsAsAffine;

impl Pass for AffineExpandIndexOpsAsAffine {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            requires: &[],
            removes: &["affine.delinearize_index", "affine.linearize_index"],
            introduces: &["affine.apply", "arith.constant"],
            introduces_if: &[],
        }
    }

    fn argument(&self) -> &'static str {
        "affine-expand-index-ops-as-affine"
    }

    fn description(&self) -> &'static str {
        "Lower affine operations operating on indices into affine.apply operations"
    }

    fn name(&self) -> &'static str {
        "AffineExpandIndexOpsAsAffine"
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        crate::scf::utils::for_each_body(ctx, op.body(), &|ctx, body| {
            let mut index_ops = Vec::new();
            body.walk_root_regions(&mut |o| {
                let ir = (ctx, &*body);
                if affine::DelinearizeIndexOp::isa(&ir, o) || affine::LinearizeIndexOp::isa(&ir, o) {
                    index_ops.push(o);
                }
                WalkResult::Advance
            });
            // mlir-opt's greedy driver visits the ops bottom-up: a
            // linearization is expanded before the delinearization feeding
            // it, so the two do not compose.
            for o in index_ops.into_iter().rev() {
                if body.is_live(o) {
                    expand_index_op_as_affine(ctx, body, o);
                }
            }
        });
        // mlir-opt applies these patterns with the greedy driver, which also
        // folds and erases the ops left dead.
        let none = FrozenPatternSet::new(ctx, Vec::new());
        apply_patterns_greedily_nested(ctx, op.body(), &none, GreedyConfig::default(), true);
        Ok(())
    }
}
