//! `affine-pipeline-data-transfer`: overlaps the DMA transfers of a loop
//! with the computation of the previous iteration (MLIR's
//! `PipelineDataTransfer`).
//!
//! In a loop with a constant trip count, each `affine.dma_start` into a
//! faster memory space (a higher memory space number) whose `affine.dma_wait`
//! is in the same loop body is pipelined:
//!
//! - its destination buffer and its tag memref get a leading dimension of
//!   2 (a new `memref.alloc` before the loop, a `memref.dealloc` after it),
//!   indexed by `(iv floordiv step) mod 2` in every access in the loop, so
//!   that consecutive iterations use different halves; the old buffer's
//!   `memref.alloc` (and its `memref.dealloc`) go when nothing else uses
//!   it;
//! - the body is skewed ([`affine_for_op_body_skew`]): the DMA starts, and
//!   the `affine.apply` ops computing their operands (their own copies,
//!   [`create_affine_computation_slice`], when the rest of the body uses
//!   them too), run one iteration ahead of the rest of the body, with a prologue starting the first
//!   transfer and an epilogue finishing the last iteration.
//!
//! A DMA is left alone when its buffer is used after the loop (other than
//! by a `memref.dealloc`), or when an outgoing DMA (to a slower memory
//! space) of the loop writes the memref it reads. As in MLIR, a buffer
//! with a use in the loop that is not an affine access makes the loop be
//! given up after its double buffer was allocated (the unused allocation
//! stays), and loops are visited innermost first.
//!
//! Cost: linear in the size of each loop body per pipelined loop, plus one
//! copy of the body per loop the skew produces (three for the prologue,
//! steady state and epilogue); nested loops are copied again by each
//! enclosing pipelined loop.

use rustc_hash::FxHashSet;
use strata_dialect_affine::{self as affine, compose_affine_map_and_operands, dma_start_layout, map_attr};
use strata_ir::affine::AffineMap;
use strata_ir::{
    AttrKind, Body, Context, InsertPoint, IsolatedOpMut, LogicalResult, OpBuilder, OpId, OpRef,
    OperationState, Type, TypeKind, ValueDef, ValueId, WalkOrder, WalkResult,
};
use strata_pass::Pass;

use super::loop_utils::{affine_for_op_body_skew, constant_trip_count, is_opwise_shift_valid, AffineFor};
use super::memref_utils::{replace_all_memref_uses_with, IndexRemap, OtherUses};

/// The `affine-pipeline-data-transfer` pass.
#[derive(Clone, Debug, Default)]
pub struct PipelineDataTransfer;

impl Pass for PipelineDataTransfer {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            requires: &["affine.for"],
            removes: &[],
            introduces: &[
                "affine.apply",
                "arith.constant",
                "memref.alloc",
                "memref.dealloc",
                "memref.dim",
            ],
            introduces_if: &[],
        }
    }

    fn argument(&self) -> &'static str {
        "affine-pipeline-data-transfer"
    }

    fn description(&self) -> &'static str {
        "Pipeline non-blocking data transfers between explicitly managed levels of the memory hierarchy"
    }

    fn name(&self) -> &'static str {
        "PipelineDataTransfer"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("func.func")
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let body = op.body();
        let for_name = ctx.op_name("affine.for");
        let mut loops = Vec::new();
        for root in body.root_regions().to_vec() {
            for block in body.region_blocks(root).collect::<Vec<_>>() {
                for o in body.block_ops(block).collect::<Vec<_>>() {
                    body.walk(o, WalkOrder::PostOrder, &mut |x| {
                        if body.op_name(x) == for_name {
                            loops.push(x);
                        }
                        WalkResult::Advance
                    });
                }
            }
        }
        for l in loops {
            if body.is_live(l) {
                pipeline_loop(ctx, body, l);
            }
        }
        Ok(())
    }
}

/// The integer memory space of a memref type (0 by default).
fn memory_space(ctx: &Context, ty: Type) -> i64 {
    let space = match ctx.type_kind(ty) {
        TypeKind::MemRef { memory_space, .. } => *memory_space,
        _ => None,
    };
    match space.map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Integer { value, .. }) if value.fits_i64_signed() => value.sext_i64(),
        _ => 0,
    }
}

fn is_op(ctx: &Context, body: &Body, op: OpId, name: &str) -> bool {
    ctx.op_name_str(body.op_name(op)) == name
}

/// The source, destination and tag memrefs of an `affine.dma_start`.
fn dma_memrefs(ctx: &Context, body: &Body, op: OpId) -> Option<(ValueId, ValueId, ValueId)> {
    let (src, dst, tag, _) = dma_start_layout(OpRef::new(ctx, body, op))?;
    Some((
        body.operand(op, src),
        body.operand(op, dst),
        body.operand(op, tag),
    ))
}

/// The op of the loop's body that is or contains `op`.
fn in_body(body: &Body, f: &AffineFor, op: OpId) -> Option<OpId> {
    let region = body.block_region(f.block)?;
    strata_ir::dominance::find_ancestor_op_in_region(body, region, op)
}

/// The DMA start and wait pairs of the body of `f` that can be
/// pipelined (see the module documentation).
fn matching_start_wait_pairs(ctx: &Context, body: &Body, f: &AffineFor) -> Vec<(OpId, OpId)> {
    let ops = f.body_ops(body);
    let space = |v: ValueId| memory_space(ctx, body.value_type(v));
    let mut outgoing_dsts = FxHashSet::default();
    for &o in &ops {
        if is_op(ctx, body, o, "affine.dma_start") {
            if let Some((src, dst, _)) = dma_memrefs(ctx, body, o) {
                if space(dst) < space(src) {
                    outgoing_dsts.insert(dst);
                }
            }
        }
    }
    // Whether a buffer is used after the loop (deallocations aside), once
    // per buffer.
    let mut live_out: rustc_hash::FxHashMap<ValueId, bool> = rustc_hash::FxHashMap::default();
    let mut starts = Vec::new();
    for &o in &ops {
        if !is_op(ctx, body, o, "affine.dma_start") {
            continue;
        }
        let Some((src, dst, _)) = dma_memrefs(ctx, body, o) else {
            continue;
        };
        if space(src) >= space(dst) || outgoing_dsts.contains(&src) {
            continue;
        }
        let escapes = *live_out.entry(dst).or_insert_with(|| {
            body.uses(dst).any(|(user, _)| {
                !is_op(ctx, body, user, "memref.dealloc") && in_body(body, f, user).is_none()
            })
        });
        if !escapes {
            starts.push(o);
        }
    }
    // A wait matches a start on the same tag memref at the same index
    // values (the same SSA values, not only the same places); the first
    // such wait of the body.
    let mut waits: rustc_hash::FxHashMap<Vec<ValueId>, OpId> = rustc_hash::FxHashMap::default();
    for &o in &ops {
        if is_op(ctx, body, o, "affine.dma_wait") && body.num_operands(o) > 0 {
            let n = body.num_operands(o);
            let key: Vec<ValueId> = body.operands(o).take(n - 1).collect();
            waits.entry(key).or_insert(o);
        }
    }
    let mut pairs = Vec::new();
    for s in starts {
        let r = OpRef::new(ctx, body, s);
        let Some((_, _, tag_at, num_at)) = dma_start_layout(r) else {
            continue;
        };
        let tag: Vec<ValueId> = body.operands(s).skip(tag_at).take(num_at - tag_at).collect();
        if let Some(&w) = waits.get(&tag) {
            pairs.push((s, w));
        }
    }
    pairs
}

/// Gives `old` a double buffer for the loop `f` (MLIR's `doubleBuffer`):
/// a `2 x` allocation before the loop, indexed by `(iv floordiv step) mod
/// 2` in the loop, freed after it. False when a use in the loop cannot be
/// rewritten; the allocation then stays.
fn double_buffer(ctx: &Context, body: &mut Body, f: &AffineFor, old: ValueId) -> bool {
    let ty = body.value_type(old);
    let TypeKind::MemRef {
        shape,
        element,
        memory_space,
        ..
    } = ctx.type_kind(ty).clone()
    else {
        return false;
    };
    let mut new_shape = vec![2];
    new_shape.extend(shape.iter().copied());
    let new_ty = ctx.intern_type(TypeKind::MemRef {
        shape: new_shape.into(),
        element,
        layout: None,
        memory_space,
    });
    let loc = body.op_loc(f.op);
    // The sizes of the dynamic dimensions, read from the old buffer.
    let mut sizes = Vec::new();
    for (i, &d) in shape.iter().enumerate() {
        if d == strata_ir::DYNAMIC {
            let mut b = OpBuilder::new(ctx, body);
            b.set_insertion_point_before(f.op);
            let c = strata_dialect_arith::materialize_constant(
                &mut b,
                ctx.integer_attr(ctx.index_type(), i as i64),
                ctx.index_type(),
                loc,
            );
            let Some(c) = c else { return false };
            let c = body.result(c, 0);
            let mut st = OperationState::new(ctx.op_name("memref.dim"), loc);
            st.operands = vec![old, c];
            st.result_types = vec![ctx.index_type()];
            let dim = body.create_op(st);
            body.insert_op(InsertPoint::Before(f.op), dim);
            sizes.push(body.result(dim, 0));
        }
    }
    let mut st = OperationState::new(ctx.op_name("memref.alloc"), loc);
    st.operands = sizes.clone();
    st.result_types = vec![new_ty];
    st.properties = Some(ctx.dictionary_attr(&[(
        ctx.ident("operandSegmentSizes"),
        strata_dialect_utils::attrs::dense_i32_array(ctx, &[sizes.len() as i32, 0]),
    )]));
    let alloc = body.create_op(st);
    body.insert_op(InsertPoint::Before(f.op), alloc);
    let new = body.result(alloc, 0);
    // `(iv floordiv step) mod 2` at the start of the body.
    let d0 = ctx.affine_dim(0);
    let mod_two = ctx.affine_mod(
        ctx.affine_floor_div(d0, ctx.affine_constant(f.step)),
        ctx.affine_constant(2),
    );
    let Some(first) = body.first_op(f.block) else {
        return false;
    };
    let mut b = OpBuilder::new(ctx, body);
    b.set_insertion_point_before(first);
    let apply = affine::ApplyOp::build(
        &mut b,
        loc,
        &[f.iv],
        map_attr(ctx, AffineMap::new(1, 0, vec![mod_two])),
    );
    let (apply_op, iv_mod_two) = (apply.op(), apply.result(&b));
    // The uses in the loop, deallocations aside (MLIR's dominance filter on
    // the loop body); other uses there make it fail.
    let in_loop = |body: &Body, user: OpId| in_body(body, f, user).is_some();
    let remap = IndexRemap {
        extra_indices: &[iv_mod_two],
        ..IndexRemap::default()
    };
    if !replace_all_memref_uses_with(ctx, body, (old, new), remap, OtherUses::Fail, &in_loop) {
        body.erase_op(apply_op);
        return false;
    }
    let mut st = OperationState::new(ctx.op_name("memref.dealloc"), loc);
    st.operands = vec![new];
    let dealloc = body.create_op(st);
    body.insert_op(InsertPoint::After(f.op), dealloc);
    true
}

/// Erases the allocation of `old` when nothing uses it any more but,
/// possibly, one `memref.dealloc` (erased too).
fn erase_dead_buffer(ctx: &Context, body: &mut Body, old: ValueId) {
    let ValueDef::Result(def, _) = body.value_def(old) else {
        return;
    };
    if body.num_results(def) != 1 {
        return;
    }
    let uses: Vec<(OpId, usize)> = body.uses(old).collect();
    match uses.as_slice() {
        [] => body.erase_op(def),
        [(user, _)] if is_op(ctx, body, *user, "memref.dealloc") => {
            body.erase_op(*user);
            body.erase_op(def);
        }
        _ => {}
    }
}

/// The `affine.apply` ops whose results reach the operands of `op`
/// through other `affine.apply` ops, in the order found.
fn reachable_applies(ctx: &Context, body: &Body, op: OpId) -> Vec<OpId> {
    let mut seen = FxHashSet::default();
    let mut out = Vec::new();
    let mut stack: Vec<ValueId> = body.operands(op).collect();
    stack.reverse();
    while let Some(v) = stack.pop() {
        if let ValueDef::Result(d, _) = body.value_def(v) {
            if is_op(ctx, body, d, "affine.apply") && seen.insert(d) {
                out.push(d);
                stack.extend(body.operands(d).collect::<Vec<_>>().into_iter().rev());
            }
        }
    }
    out
}

/// Gives `op` its own copies of the `affine.apply` computations of its
/// operands when another op also uses them (MLIR's
/// `createAffineComputationSlice`): the operands defined by
/// `affine.apply` ops are composed back to non-apply values, and one
/// single-result `affine.apply` per operand, inserted before `op`, takes
/// its place in `op`. Returns the new applies; none when no operand comes
/// from an `affine.apply` or when those applies serve only `op`.
pub fn create_affine_computation_slice(ctx: &Context, body: &mut Body, op: OpId) -> Vec<OpId> {
    let reachable = reachable_applies(ctx, body, op);
    if reachable.is_empty() {
        return Vec::new();
    }
    let exclusive = reachable
        .iter()
        .all(|&a| body.results(a).all(|r| body.uses(r).all(|(user, _)| user == op)));
    if exclusive {
        return Vec::new();
    }
    let operands: Vec<ValueId> = body.operands(op).collect();
    let positions: Vec<usize> = (0..operands.len())
        .filter(|&i| match body.value_def(operands[i]) {
            ValueDef::Result(d, _) => is_op(ctx, body, d, "affine.apply"),
            _ => false,
        })
        .collect();
    let n = positions.len() as u32;
    let mut map = AffineMap::new(n, 0, (0..n).map(|i| ctx.affine_dim(i)).collect::<Vec<_>>());
    let mut map_operands: Vec<ValueId> = positions.iter().map(|&i| operands[i]).collect();
    compose_affine_map_and_operands(ctx, body, &mut map, &mut map_operands);
    let loc = body.op_loc(op);
    let mut slice = Vec::with_capacity(positions.len());
    let mut new_operands = operands.clone();
    for (&pos, &r) in positions.iter().zip(map.results.iter()) {
        let single = AffineMap::new(map.num_dims, map.num_symbols, vec![r]);
        let mut b = OpBuilder::new(ctx, body);
        b.set_insertion_point_before(op);
        let a = affine::ApplyOp::build(&mut b, loc, &map_operands, map_attr(ctx, single));
        slice.push(a.op());
        new_operands[pos] = a.result(&b);
    }
    body.set_operands(op, &new_operands);
    slice
}

/// Pipelines the DMA transfers of the `affine.for` `op`, if any.
fn pipeline_loop(ctx: &Context, body: &mut Body, op: OpId) {
    if constant_trip_count(ctx, body, op).is_none() {
        return;
    }
    let Some(f) = AffineFor::get(ctx, body, op) else {
        return;
    };
    let pairs = matching_start_wait_pairs(ctx, body, &f);
    if pairs.is_empty() {
        return;
    }
    // The destination buffers, then the tags.
    let buffers: Vec<ValueId> = pairs
        .iter()
        .filter_map(|&(s, _)| dma_memrefs(ctx, body, s).map(|m| m.1))
        .collect();
    let tags: Vec<ValueId> = pairs
        .iter()
        .filter_map(|&(s, _)| dma_memrefs(ctx, body, s).map(|m| m.2))
        .collect();
    for old in buffers.into_iter().chain(tags) {
        if !double_buffer(ctx, body, &f, old) {
            return;
        }
        erase_dead_buffer(ctx, body, old);
    }
    let Some(f) = AffineFor::get(ctx, body, op) else {
        return;
    };
    // The DMA starts and what computes their operands (their own copy when
    // the rest of the body shares it) run one iteration ahead of the rest.
    let mut ahead = FxHashSet::default();
    for (s, _) in matching_start_wait_pairs(ctx, body, &f) {
        ahead.insert(s);
        let slice = create_affine_computation_slice(ctx, body, s);
        if slice.is_empty() {
            ahead.extend(reachable_applies(ctx, body, s));
        } else {
            ahead.extend(slice);
        }
    }
    let shifts: Vec<u64> = f
        .body_ops(body)
        .iter()
        .map(|o| if ahead.contains(o) { 0 } else { 1 })
        .collect();
    if !is_opwise_shift_valid(body, &f, &shifts) {
        return;
    }
    let _ = affine_for_op_body_skew(ctx, body, op, &shifts, false);
}
