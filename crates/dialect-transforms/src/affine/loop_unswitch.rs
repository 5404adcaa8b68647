//! Loop unswitching of `affine.if` conditions (MLIR's `hoistAffineIfOp`):
//! a condition that does not depend on the loops around it is tested once,
//! outside them, choosing between a version of those loops with the `then`
//! branch inlined and one with the `else` branch inlined.

use strata_ir::{Body, Context, InsertPoint, IrMapping, OpId, OpName};
use strata_rewrite::{
    apply_op_patterns_greedily, apply_patterns_greedily, CanonicalizationPatterns, FrozenPatternSet,
    GreedyConfig, Strictness,
};

use super::loop_utils::{create_if_else, AffineFor, NotApplicable};

/// The `affine.if` canonicalization patterns, and the bound
/// canonicalization of `affine.for` (a folder in MLIR, which the greedy
/// driver applies with the patterns).
fn if_patterns(ctx: &Context) -> FrozenPatternSet {
    let mut patterns = Vec::new();
    for name in ["affine.if", "affine.for"] {
        let mut found = Vec::new();
        let name: OpName = ctx.op_name(name);
        if let Some(p) = ctx
            .op_def(name)
            .and_then(|d| d.interfaces.get::<CanonicalizationPatterns>())
        {
            (p.0)(ctx, &mut found);
        }
        patterns.extend(found.into_iter().filter(|p| {
            name == ctx.op_name("affine.if") || p.debug_name().ends_with("AffineForCanonicalizeBounds")
        }));
    }
    FrozenPatternSet::new(ctx, patterns)
}

fn is(ctx: &Context, body: &Body, op: OpId, name: &str) -> bool {
    ctx.op_name_str(body.op_name(op)) == name
}

/// The outermost op around `if_op` that the condition can be hoisted above:
/// the `affine.for` and `affine.parallel` loops whose induction variables
/// are not among the condition's operands, and any `affine.if`, up to the
/// first other op or op with results. `None` when there is none.
fn outermost_invariant_ancestor(ctx: &Context, body: &Body, if_op: OpId) -> Option<OpId> {
    let operands: Vec<_> = body.operands(if_op).collect();
    let mut res = None;
    let mut cur = if_op;
    while let Some(p) = body.parent_op(cur) {
        // An op with results cannot move into the new `affine.if`'s
        // regions: its results would no longer dominate their uses.
        if body.num_results(p) != 0 {
            break;
        }
        let uses_iv = |ivs: &[strata_ir::ValueId]| ivs.iter().any(|v| operands.contains(v));
        let invariant = if let Some(f) = AffineFor::get(ctx, body, p) {
            !uses_iv(&[f.iv])
        } else if is(ctx, body, p, "affine.parallel") {
            let (_, regions) = body.op_regions(p);
            let ivs: Vec<_> = regions
                .first()
                .and_then(|&r| body.region_entry(r))
                .map(|b| body.block_args(b).to_vec())
                .unwrap_or_default();
            !uses_iv(&ivs)
        } else {
            is(ctx, body, p, "affine.if")
        };
        if !invariant {
            break;
        }
        res = Some(p);
        cur = p;
    }
    res
}

/// Replaces the `affine.if` `if_op` (without results) by the ops of its
/// `then` block (`else_block` false) or of its `else` block, if any.
fn promote_if_block(body: &mut Body, if_op: OpId, else_block: bool) {
    let region = body.op_regions(if_op).1.get(usize::from(else_block)).copied();
    if let Some(block) = region.and_then(|r| body.region_entry(r)) {
        let ops: Vec<OpId> = body.block_ops(block).collect();
        // All but the terminator.
        for &op in ops.iter().take(ops.len().saturating_sub(1)) {
            body.move_op(op, InsertPoint::Before(if_op));
        }
    }
    body.erase_op(if_op);
}

/// Hoists the `affine.if` `if_op` above the loops around it that its
/// condition does not depend on (and above enclosing `affine.if` ops):
/// the outermost such op is replaced by an `affine.if` on the same
/// condition whose `then` branch holds that op with `if_op` replaced by its
/// `then` ops and whose `else` branch holds a copy with `if_op` replaced by
/// its `else` ops. `if_op` is first canonicalized (which may fold it away);
/// afterwards the `affine.if` patterns and folders run on the whole body,
/// removing dead `else` versions. Returns the new `affine.if`.
pub fn hoist_affine_if_op(ctx: &Context, body: &mut Body, if_op: OpId) -> Result<OpId, NotApplicable> {
    if body.num_results(if_op) != 0 {
        return Err(NotApplicable("affine.if with results"));
    }
    let patterns = if_patterns(ctx);
    let config = GreedyConfig {
        strictness: Strictness::ExistingOps,
        ..GreedyConfig::default()
    };
    apply_op_patterns_greedily(ctx, body, &[if_op], &patterns, config);
    if !body.is_live(if_op) {
        return Err(NotApplicable("affine.if folded away"));
    }
    let hoist_over = outermost_invariant_ancestor(ctx, body, if_op)
        .ok_or(NotApplicable("no invariant loop to hoist over"))?;
    let then_block = body
        .op_regions(if_op)
        .1
        .first()
        .and_then(|&r| body.region_entry(r))
        .ok_or(NotApplicable("malformed affine.if"))?;

    // The new condition, with a `then` and an `else` block.
    let loc = body.op_loc(if_op);
    let (operands, condition) = (body.operands(if_op).collect(), body.op_properties(if_op));
    let (hoisted, yields) = create_if_else(ctx, body, hoist_over, loc, operands, condition);

    // The `else` version: a copy in which the copy of `if_op` (found by its
    // `then` block) keeps only its `else` ops.
    let mut mapping = IrMapping::default();
    let copy = body.clone_op(hoist_over, &mut mapping);
    body.insert_op(InsertPoint::Before(yields[1]), copy);
    if let Some(if_copy) = body.block_parent_op(mapping.lookup_block(then_block)) {
        promote_if_block(body, if_copy, true);
    }
    // The `then` version: the original with `if_op` keeping its `then` ops.
    promote_if_block(body, if_op, false);
    body.move_op(hoist_over, InsertPoint::Before(yields[0]));

    apply_patterns_greedily(ctx, body, &patterns, GreedyConfig::default());
    Ok(hoisted)
}
