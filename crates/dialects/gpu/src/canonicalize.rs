//! Canonicalizations and folds of the gpu ops, as MLIR 22's: waits that
//! wait for nothing or give a token nobody uses go, a wait on one token is
//! that token, and a dependency on a wait that waits for nothing is
//! dropped; repeated barriers, ids along unit launch dimensions, dims of
//! allocations, dead copies and cast operands fold; group ops in a launch
//! body become `uniform`.

use strata_dialect_utils::matchers::const_i64;
use strata_dialect_utils::patterns::{add, UNNAMED};
use strata_dialect_utils::static_value::dynamic_size;
use strata_ir::interfaces::{memory_effects, EffectKind};
use strata_ir::{
    Attribute, Context, Failed, FoldEdit, FoldOutput, LogicalResult, OpFoldResult, OpId, OpRef, ValueId,
    DYNAMIC,
};
use strata_rewrite::{PatternRewriter, PatternRoot, RewritePattern};

use crate::WAIT;

/// Whether `op` is a `gpu.wait` without dependencies.
fn is_wait_without_dependencies(rw: &PatternRewriter<'_>, op: Option<OpId>) -> bool {
    let body = rw.body();
    op.is_some_and(|o| crate::WaitOp::isa(rw, o) && body.num_operands(o) == 0)
}

/// Drops the dependencies on waits that wait for nothing (MLIR's
/// `EraseRedundantGpuWaitOpPairs`).
struct EraseRedundantWaitPairs;

impl RewritePattern for EraseRedundantWaitPairs {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(WAIT.name)
    }

    fn debug_name(&self) -> &str {
        "EraseRedundantGpuWaitOpPairs"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let body = rw.body();
        let operands: Vec<_> = body.operands(op).collect();
        let kept: Vec<_> = operands
            .iter()
            .copied()
            .filter(|&v| !is_wait_without_dependencies(rw, rw.body().defining_op(v)))
            .collect();
        if kept.len() == operands.len() {
            return false;
        }
        rw.modify_op_in_place(op, |b| b.set_operands(op, &kept));
        true
    }
}

/// Erases a wait without dependencies and token, or whose token is
/// unused, and replaces a wait on a single token by that token (MLIR's
/// `SimplifyGpuWaitOp`).
struct SimplifyWait;

impl RewritePattern for SimplifyWait {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(WAIT.name)
    }

    fn debug_name(&self) -> &str {
        "SimplifyGpuWaitOp"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let body = rw.body();
        let deps: Vec<_> = body.operands(op).collect();
        let token = body.results(op).next();
        match (deps.as_slice(), token) {
            ([], None) => rw.erase_op(op),
            ([dep], Some(_)) => rw.replace_op(op, &[*dep]),
            (_, Some(t)) if !body.has_uses(t) => rw.erase_op(op),
            _ => return false,
        }
        true
    }
}

pub(crate) fn wait_patterns(_: &Context, patterns: &mut Vec<Box<dyn RewritePattern>>) {
    patterns.push(Box::new(EraseRedundantWaitPairs));
    patterns.push(Box::new(SimplifyWait));
}

// ---- barriers, launches, allocations, copies ----------------------------------------

/// A barrier directly followed by another is redundant (MLIR's
/// `eraseRedundantGpuBarrierOps`).
fn erase_redundant_barrier(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let next = rw.body().next_op(op);
    if !next.is_some_and(|n| crate::BarrierOp::isa(rw, n)) {
        return false;
    }
    rw.erase_op(op);
    true
}

pub(crate) fn barrier_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(out, crate::BARRIER.name, &[(UNNAMED, 1, erase_redundant_barrier)]);
}

/// In a launch whose grid (block) size along a dimension is 1, the block
/// (thread) id along it is 0 (MLIR's `FoldLaunchArguments`).
fn fold_launch_arguments(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let body = rw.body();
    let Some(&region) = body.regions_in_body(op).first() else {
        return false;
    };
    let Some(entry) = body.region_blocks(region).next() else {
        return false;
    };
    let args: Vec<ValueId> = body.block_args(entry).to_vec();
    let launch = crate::LaunchOp(op);
    let o = OpRef::new(rw.ctx, body, op);
    // (id, size): block ids with grid sizes, thread ids with block sizes.
    let sizes = [
        launch.grid_size_x(&o),
        launch.grid_size_y(&o),
        launch.grid_size_z(&o),
        launch.block_size_x(&o),
        launch.block_size_y(&o),
        launch.block_size_z(&o),
    ];
    let ids: Vec<ValueId> = args
        .iter()
        .zip(sizes)
        .filter(|&(&id, size)| const_i64(rw.ctx, body, size) == Some(1) && body.has_uses(id))
        .map(|(&id, _)| id)
        .collect();
    if ids.is_empty() {
        return false;
    }
    let (ctx, loc) = (rw.ctx, body.op_loc(op));
    rw.set_insertion_point_to_start(entry);
    let mut state = strata_ir::OperationState::new(ctx.op_name("arith.constant"), loc);
    state.result_types.push(ctx.index_type());
    state.properties =
        Some(ctx.dictionary_attr(&[(ctx.ident("value"), ctx.integer_attr(ctx.index_type(), 0))]));
    let zero = rw.create(state);
    let zero = rw.body().result(zero, 0);
    for id in ids {
        rw.replace_all_uses_with(id, zero);
    }
    true
}

pub(crate) fn launch_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(out, crate::LAUNCH.name, &[(UNNAMED, 1, fold_launch_arguments)]);
}

/// `memref.dim` of a dynamic size of a `gpu.alloc` is the size operand
/// (MLIR's `SimplifyDimOfAllocOp`).
fn dim_of_alloc(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let body = rw.body();
    let o = OpRef::new(rw.ctx, body, op);
    let (Some(index), Some(source)) = (const_i64(rw.ctx, body, o.operand(1)), Some(o.operand(0))) else {
        return false;
    };
    let Some(alloc) = body.defining_op(source).filter(|&d| crate::AllocOp::isa(rw, d)) else {
        return false;
    };
    let Some(shape) = rw.ctx.shape(body.value_type(source)) else {
        return false;
    };
    let Some(i) = usize::try_from(index)
        .ok()
        .filter(|&i| i < shape.len() && shape[i] == DYNAMIC)
    else {
        return false;
    };
    let a = OpRef::new(rw.ctx, body, alloc);
    let sizes = crate::AllocOp(alloc).dynamic_sizes(&a).to_vec();
    let Some(size) = dynamic_size(shape, i, &sizes) else {
        return false;
    };
    rw.replace_op(op, &[size]);
    true
}

pub(crate) fn alloc_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(out, "memref.dim", &[(UNNAMED, 1, dim_of_alloc)]);
}

/// Whether the effects of `op` on `v` are all of `kind`, and there is one
/// (MLIR's `hasSingleEffect`).
fn has_single_effect(rw: &PatternRewriter<'_>, op: OpId, v: ValueId, kind: EffectKind) -> bool {
    let Some(effects) = memory_effects(OpRef::new(rw.ctx, rw.body(), op)) else {
        return false;
    };
    let mut on_v = effects.iter().filter(|e| e.value == Some(v)).peekable();
    on_v.peek().is_some() && on_v.all(|e| e.kind == kind)
}

/// A copy into a fresh allocation that nothing but deallocations reads is
/// dead; it is replaced by its (single) async dependency (MLIR's
/// `EraseTrivialCopyOp`).
fn erase_trivial_copy(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let body = rw.body();
    let o = OpRef::new(rw.ctx, body, op);
    let copy = crate::MemcpyOp(op);
    let dst = copy.dst(&o);
    if !body
        .defining_op(dst)
        .is_some_and(|d| has_single_effect(rw, d, dst, EffectKind::Allocate))
    {
        return false;
    }
    let users: Vec<OpId> = body.uses(dst).map(|(user, _)| user).collect();
    if users
        .iter()
        .any(|&u| u != op && !has_single_effect(rw, u, dst, EffectKind::Free))
    {
        return false;
    }
    let deps: Vec<ValueId> = copy.async_dependencies(&o).to_vec();
    let has_token = body.num_results(op) == 1;
    if deps.len() > 1 || deps.is_empty() == has_token {
        return false;
    }
    rw.replace_op(op, &deps);
    true
}

pub(crate) fn memcpy_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(out, crate::MEMCPY.name, &[(UNNAMED, 1, erase_trivial_copy)]);
}

// ---- folds ----------------------------------------------------------------------------

/// Whether a group op can be marked `uniform`: it sits directly in the
/// entry block of a `gpu.launch` body (MLIR's `canMakeGroupOpUniform`).
fn can_make_uniform(op: OpRef<'_>) -> bool {
    let body = op.body;
    let Some(parent) = body.parent_op(op.id) else {
        return false;
    };
    if !crate::LaunchOp::isa(&op, parent) {
        return false;
    }
    let entry = body
        .regions_in_body(parent)
        .first()
        .and_then(|&r| body.region_blocks(r).next());
    entry.is_some() && body.op_block(op.id) == entry
}

/// Marks the op `uniform` when it can be.
fn fold_to_uniform(op: OpRef<'_>, out: &mut FoldOutput) -> LogicalResult {
    if op.attr("uniform").is_some() || !can_make_uniform(op) {
        return Err(Failed);
    }
    out.edits.push(FoldEdit::SetAttr(
        op.ctx.ident("uniform"),
        Some(op.ctx.unit_attr()),
    ));
    Ok(())
}

/// `gpu.all_reduce`: becomes `uniform` directly in a launch body.
pub(crate) fn fold_all_reduce(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    fold_to_uniform(op, out)
}

/// `gpu.subgroup_reduce`: over clusters of one lane it is its operand;
/// otherwise it becomes `uniform` directly in a launch body.
pub(crate) fn fold_subgroup_reduce(
    op: OpRef<'_>,
    _: &[Option<Attribute>],
    out: &mut FoldOutput,
) -> LogicalResult {
    let one = op
        .attr("cluster_size")
        .and_then(|a| op.ctx.integer_attr_value(a))
        .is_some_and(|v| v.is_one());
    if one {
        out.results.push(OpFoldResult::Value(op.operand(0)));
        return Ok(());
    }
    fold_to_uniform(op, out)
}

/// A broadcast of a broadcast is the inner one: its value is already the
/// same in every lane.
pub(crate) fn fold_subgroup_broadcast(
    op: OpRef<'_>,
    _: &[Option<Attribute>],
    out: &mut FoldOutput,
) -> LogicalResult {
    let src = op.operand(0);
    if op
        .body
        .defining_op(src)
        .is_none_or(|d| op.body.op_name(d) != op.name())
    {
        return Err(Failed);
    }
    out.results.push(OpFoldResult::Value(src));
    Ok(())
}
