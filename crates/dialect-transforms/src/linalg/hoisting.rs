//! `transform.structured.hoist_redundant_vector_transfers`: a
//! `vector.transfer_read` / `vector.transfer_write` pair on the same
//! memref at the same loop-invariant indices, directly in an `scf.for`
//! body, moves out of the loop (the read before it, the write after it);
//! the vector is carried through the loop as a new iter_arg. A read with
//! no matching write and no aliasing access in the loop moves out alone.
//!
//! As in mlir-opt, loop-invariant code is first moved out of every loop;
//! a pair is hoisted only if the memref is not a view (a subview, ...)
//! nor viewed by one (`memref.assume_alignment` is seen through), and
//! every other access to it in the loop is a transfer provably disjoint
//! from the write. Hoisting repeats until nothing moves.

use std::collections::HashSet;

use strata_dialect_transform::interpreter::consumes_first;
use strata_dialect_transform::ops::OP_HANDLE;
use strata_dialect_transform::{Dsf, Interp, TransformOpInterface};
use strata_dialect_utils::segments::operand_group;
use strata_ir::interfaces::{
    is_memory_effect_free, AdditionalYields, LoopBound, LoopLikeOpInterface, ReplaceWithAdditionalYields,
    ViewLikeOpInterface,
};
use strata_ir::{Body, Context, InsertPoint, OpId, OpRef, TypeKind, ValueId};
use strata_ods::constraints::attrs;

use super::structured_transform_ops::wrong_kind;

const READ: &str = "vector.transfer_read";
const WRITE: &str = "vector.transfer_write";
const ASSUME_ALIGNMENT: &str = "memref.assume_alignment";

strata_ods::op! {
    /// Hoists redundant `vector.transfer_read` / `vector.transfer_write`
    /// pairs out of the `scf.for` loops of each target `func.func`
    /// (MLIR's `hoistRedundantVectorTransfers`); with
    /// `verify_non_zero_trip`, only out of loops known to run at least
    /// once. Returns the targets.
    pub HoistRedundantVectorTransfersOp(HOIST_REDUNDANT_VECTOR_TRANSFERS, "transform.structured.hoist_redundant_vector_transfers") {
        operands(target: single(OP_HANDLE))
        results(transformed: single(OP_HANDLE))
        attributes(verify_non_zero_trip: opt_attr = optional(attrs::UNIT_ATTR))
        summary: "",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {\n    %f = transform.structured.match ops{[\"func.func\"]} in %root : (!transform.any_op) -> !transform.any_op\n    %h = transform.structured.hoist_redundant_vector_transfers %f : (!transform.any_op) -> !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("$target attr-dict `:` functional-type(operands, results)"),
        interfaces: &[&TransformOpInterface {
            apply: apply_hoist,
            consumed: consumes_first,
            allows_repeated_handles: false,
        }],
    }
}

fn apply_hoist(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let loc = script.op_loc(op);
    let non_zero_trip = OpRef::new(ctx, script, op).attr("verify_non_zero_trip").is_some();
    let mut out = Vec::new();
    for target in it.operand_ops(script, op, 0) {
        let Some(body) = it.payload.body(target.body) else {
            continue;
        };
        let o = OpRef::new(ctx, body, target.op);
        if o.name_str() != "func.func" || body.child_body(target.op).is_none() {
            return wrong_kind(loc, o.loc());
        }
        let key = it.payload.regions_key(target);
        if let Some(inner) = it.payload.body_mut(key) {
            hoist_redundant_vector_transfers(ctx, inner, non_zero_trip);
        }
        // Loops replaced by ones with more iter_args are gone.
        it.forget_dead_ops(key);
        out.push(target);
    }
    it.set_result_ops(script, op, 0, out)
}

fn loop_like(ctx: &Context, body: &Body, op: OpId) -> Option<LoopLikeOpInterface> {
    OpRef::new(ctx, body, op)
        .def()?
        .interfaces
        .get::<LoopLikeOpInterface>()
        .copied()
}

fn is_view_like(ctx: &Context, body: &Body, op: OpId) -> bool {
    OpRef::new(ctx, body, op)
        .def()
        .is_some_and(|d| d.interfaces.get::<ViewLikeOpInterface>().is_some())
}

fn name_is(ctx: &Context, body: &Body, op: OpId, name: &str) -> bool {
    ctx.op_name_str(body.op_name(op)) == name
}

/// Hoists the redundant transfer pairs of the loops in `body` (the body of
/// a function) until none is left.
pub fn hoist_redundant_vector_transfers(ctx: &Context, body: &mut Body, verify_non_zero_trip: bool) {
    loop {
        for op in body.collect_root_regions_post_order() {
            if body.is_live(op) && loop_like(ctx, body, op).is_some() {
                strata_transforms::move_loop_invariant_code(ctx, body, op);
            }
        }
        if !hoist_one_pair(ctx, body, verify_non_zero_trip) {
            break;
        }
    }
}

/// Whether `v` is defined outside `loop_op`.
fn defined_outside(body: &Body, loop_op: OpId, v: ValueId) -> bool {
    match body.value_parent_block(v).and_then(|b| body.block_parent_op(b)) {
        Some(owner) => !body.is_ancestor(loop_op, owner),
        None => true,
    }
}

/// Whether every lower bound of `loop_op` is a constant below its upper
/// bound (constant bounds only).
fn non_zero_trip(ctx: &Context, body: &Body, loop_op: OpId, iface: LoopLikeOpInterface) -> bool {
    let o = OpRef::new(ctx, body, loop_op);
    let (Some(lbs), Some(ubs)) = (iface.lower_bounds, iface.upper_bounds) else {
        return false;
    };
    let constant = |b: LoopBound| match b {
        LoopBound::Constant(c) => Some(c),
        LoopBound::Value(v) => strata_dialect_utils::matchers::const_i64(ctx, body, v),
    };
    let (lbs, ubs) = (lbs(o), ubs(o));
    !lbs.is_empty()
        && lbs.len() == ubs.len()
        && lbs
            .into_iter()
            .zip(ubs)
            .all(|(l, u)| matches!((constant(l), constant(u)), (Some(l), Some(u)) if l < u))
}

/// The memref operand and index operands of a transfer.
fn transfer_base(ctx: &Context, body: &Body, op: OpId) -> ValueId {
    let read = name_is(ctx, body, op, READ);
    body.operand(op, usize::from(!read))
}

fn transfer_indices(ctx: &Context, body: &Body, op: OpId) -> Vec<ValueId> {
    let o = OpRef::new(ctx, body, op);
    let group = if name_is(ctx, body, op, READ) { 1 } else { 2 };
    operand_group(o, group).map(|i| body.operand(op, i)).collect()
}

/// The ops using the results of `op`, transitively (MLIR's forward
/// slice), in the order they are found.
fn forward_slice(body: &Body, op: OpId) -> Vec<OpId> {
    let mut seen = HashSet::new();
    let mut order = Vec::new();
    let mut work = vec![op];
    while let Some(o) = work.pop() {
        for r in body.results(o) {
            for (user, _) in body.uses(r) {
                if seen.insert(user) {
                    order.push(user);
                    work.push(user);
                }
            }
        }
    }
    order
}

/// Whether no op in `loop_op` but transfer reads and effect-free ops uses
/// the buffer `read` reads or a view of it (MLIR's `noAliasingUseInLoop`).
fn no_aliasing_use_in_loop(ctx: &Context, body: &Body, read: OpId, loop_op: OpId) -> bool {
    let root = strata_ir::interfaces::viewed_buffer(ctx, body, transfer_base(ctx, body, read));
    let mut users: Vec<OpId> = body.uses(root).map(|(u, _)| u).collect();
    let mut seen = HashSet::new();
    while let Some(user) = users.pop() {
        if !seen.insert(user) {
            continue;
        }
        if is_view_like(ctx, body, user) {
            for r in body.results(user) {
                users.extend(body.uses(r).map(|(u, _)| u));
            }
            continue;
        }
        if name_is(ctx, body, user, READ) || is_memory_effect_free(OpRef::new(ctx, body, user)) {
            continue;
        }
        if body.is_ancestor(loop_op, user) {
            return false;
        }
    }
    true
}

/// The memref `v` with `memref.assume_alignment`s seen through.
fn skip_assume_alignment(ctx: &Context, body: &Body, mut v: ValueId) -> ValueId {
    while let Some(d) = body.defining_op(v) {
        if !name_is(ctx, body, d, ASSUME_ALIGNMENT) {
            break;
        }
        v = body.operand(d, 0);
    }
    v
}

/// Whether the pair `read` / `write` may be hoisted out of `loop_op` as far
/// as aliasing goes: the buffer is no view nor viewed, and every other
/// access to it (or to an alignment assumption of it) in the loop is a
/// transfer disjoint from `write`.
fn pair_is_alias_free(ctx: &Context, body: &Body, read: OpId, write: OpId, loop_op: OpId) -> bool {
    let buffer = skip_assume_alignment(ctx, body, transfer_base(ctx, body, read));
    if body
        .defining_op(buffer)
        .is_some_and(|d| is_view_like(ctx, body, d))
    {
        return false;
    }
    let mut values = vec![buffer];
    let mut k = 0;
    while k < values.len() {
        let v = values[k];
        k += 1;
        for (user, _) in body.uses(v) {
            if name_is(ctx, body, user, ASSUME_ALIGNMENT) {
                values.extend(body.results(user));
                continue;
            }
            if is_view_like(ctx, body, user) {
                return false;
            }
            if !body.is_ancestor(loop_op, user) || user == read || user == write {
                continue;
            }
            let transfer = name_is(ctx, body, user, READ) || name_is(ctx, body, user, WRITE);
            if !transfer
                || transfer_base(ctx, body, user) != transfer_base(ctx, body, write)
                || !strata_dialect_vector::disjoint_transfers(
                    OpRef::new(ctx, body, write),
                    OpRef::new(ctx, body, user),
                )
            {
                return false;
            }
        }
    }
    true
}

/// Looks for one pair to hoist (reads in post-order); reads with no write
/// are hoisted on the way. Returns whether a pair was hoisted.
fn hoist_one_pair(ctx: &Context, body: &mut Body, verify_non_zero_trip: bool) -> bool {
    let reads: Vec<OpId> = body
        .collect_root_regions_post_order()
        .into_iter()
        .filter(|&op| name_is(ctx, body, op, READ))
        .collect();
    for read in reads {
        if !body.is_live(read) {
            continue;
        }
        let base = transfer_base(ctx, body, read);
        if !matches!(ctx.type_kind(body.value_type(base)), TypeKind::MemRef { .. }) {
            continue;
        }
        let Some(loop_op) = body.parent_op(read) else {
            continue;
        };
        let Some(iface) = loop_like(ctx, body, loop_op) else {
            continue;
        };
        if verify_non_zero_trip && !non_zero_trip(ctx, body, loop_op, iface) {
            continue;
        }
        // The first write to the same memref among the read's users,
        // transitively.
        let write = forward_slice(body, read)
            .into_iter()
            .find(|&o| name_is(ctx, body, o, WRITE) && transfer_base(ctx, body, o) == base);
        if !body.operands(read).all(|v| defined_outside(body, loop_op, v)) {
            continue;
        }
        let Some(write) = write else {
            if no_aliasing_use_in_loop(ctx, body, read, loop_op) {
                body.move_op(read, InsertPoint::Before(loop_op));
            }
            continue;
        };
        let (r, w) = (OpRef::new(ctx, body, read), OpRef::new(ctx, body, write));
        if transfer_indices(ctx, body, read) != transfer_indices(ctx, body, write)
            || r.result_type(0) != w.operand_type(0)
            || r.attr("permutation_map") != w.attr("permutation_map")
        {
            continue;
        }
        // The write must follow the read in the loop body itself, so that
        // the vector it writes can be yielded.
        if body.op_block(write) != body.op_block(read) || !body.is_before_in_block(read, write) {
            continue;
        }
        if !pair_is_alias_free(ctx, body, read, write, loop_op) {
            continue;
        }
        if hoist_pair(ctx, body, loop_op, read, write) {
            return true;
        }
    }
    false
}

/// Moves `read` before `loop_op` and `write` after it; the read vector
/// becomes a new iter_arg, the written vector its yielded value and the
/// loop's new result what `write` writes.
fn hoist_pair(ctx: &Context, body: &mut Body, loop_op: OpId, read: OpId, write: OpId) -> bool {
    let Some(replace) = OpRef::new(ctx, body, loop_op)
        .def()
        .and_then(|d| d.interfaces.get::<ReplaceWithAdditionalYields>().copied())
    else {
        return false;
    };
    let back = match body.prev_op(read) {
        Some(prev) => InsertPoint::After(prev),
        None => InsertPoint::Before(body.next_op(read).unwrap_or(write)),
    };
    body.move_op(read, InsertPoint::Before(loop_op));
    let vector = body.result(read, 0);
    let written = body.operand(write, 0);
    let yielded = move |_: &Body, _: &[ValueId]| vec![written];
    let extra = AdditionalYields {
        inits: &[vector],
        replace_init_uses_in_loop: true,
        yielded: &yielded,
    };
    let Some(new_loop) = (replace.0)(ctx, body, loop_op, &extra) else {
        // Put the read back where it was: nothing else changed.
        body.move_op(read, back);
        return false;
    };
    body.move_op(write, InsertPoint::After(new_loop));
    let last = body.result(new_loop, body.num_results(new_loop) - 1);
    body.set_operand(write, 0, last);
    true
}
