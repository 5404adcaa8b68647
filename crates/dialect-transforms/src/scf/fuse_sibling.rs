//! Fusion of independent sibling loops (MLIR's
//! `fuseIndependentSiblingForLoops` and `fuseIndependentSiblingForallLoops`)
//! and the transform op `transform.loop.fuse_sibling`.
//!
//! Two `scf.for` loops with the same bounds and step, or two `scf.forall`
//! loops with the same bounds, steps and mapping, become one loop placed
//! after the source: the target's loop-carried values (or shared outputs),
//! body and results come before the source's. Only dominance is checked;
//! whether the loops are independent is the caller's responsibility.

use strata_dialect_scf as scf;
use strata_dialect_transform::ops::OP_HANDLE;
use strata_dialect_transform::{interpreter::consumes_all, Dsf, Interp, PayloadOp, TransformOpInterface};
use strata_ir::{
    BlockId, Body, Context, DominanceInfo, InsertPoint, IrMapping, OpId, OpRef, OperationState, Type,
    ValueDef, ValueId, WalkOrder, WalkResult,
};

use crate::scf::utils::{Builder, ForLoop};

strata_ods::op! {
    /// Fuses the one `target` loop into the one `source` loop, its sibling
    /// in the same block (`scf.for` loops with the same bounds and step,
    /// `scf.forall` loops with the same bounds, steps and mapping): the
    /// fused loop runs the target's body, then the source's. Consumes both
    /// handles and returns the fused loop.
    pub LoopFuseSiblingOp(LOOP_FUSE_SIBLING, "transform.loop.fuse_sibling") {
        operands(target: single(OP_HANDLE), source: single(OP_HANDLE))
        results(fused_loop: single(OP_HANDLE))
        summary: "Fuse a loop into another loop, assuming the fusion is legal.",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    %loops = transform.structured.match ops{[\"scf.for\"]} in %root : (!transform.any_op) -> !transform.any_op\n    %a, %b = transform.split_handle %loops : (!transform.any_op) -> (!transform.any_op, !transform.any_op)\n    %fused = transform.loop.fuse_sibling %a into %b : (!transform.any_op, !transform.any_op) -> !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("$target `into` $source attr-dict `:` functional-type(operands, results)"),
        interfaces: &[&TransformOpInterface {
            apply: apply_fuse_sibling,
            consumed: consumes_all,
            allows_repeated_handles: false,
        }],
    }
}

/// The op owning the body's root regions, for dominance.
fn owner_name(
    it: &mut Interp<'_, '_, '_>,
    key: strata_dialect_transform::BodyKey,
) -> Option<strata_ir::OpName> {
    let path = it.payload.path(key).to_vec();
    let (&owner, outer) = path.split_last()?;
    let outer = it.payload.key_of_path(outer);
    it.payload.body(outer).map(|b| b.op_name(owner))
}

/// MLIR's `isOpSibling`: the two ops are different, in one block, and
/// fusing them at the source keeps every use dominated. The error and
/// where to report it otherwise.
fn check_siblings(
    ctx: &Context,
    body: &Body,
    owner: Option<strata_ir::OpName>,
    target: OpId,
    source: OpId,
) -> Result<(), (OpId, &'static str)> {
    if target == source {
        return Err((source, "target and source need to be different loops"));
    }
    if body.op_block(target) != body.op_block(source) {
        return Err((source, "target and source are not in the same block"));
    }
    let dom = DominanceInfo::new(ctx, body, owner);
    if body.is_before_in_block(target, source) {
        for r in body.results(target) {
            for (user, _) in body.uses(r) {
                if !dom.properly_dominates_with(source, user, false) {
                    return Err((
                        target,
                        "user of results of target should be properly dominated by source",
                    ));
                }
            }
        }
        return Ok(());
    }
    for v in body.operands(target) {
        if let Some(d) = body.defining_op(v) {
            if !dom.properly_dominates_with(d, source, false) {
                return Err((
                    target,
                    "operands of target should be properly dominated by source",
                ));
            }
        }
    }
    // The values the target's regions use from above.
    let mut failed = None;
    let mut inside = rustc_hash::FxHashSet::default();
    body.walk(target, WalkOrder::PreOrder, &mut |o| {
        inside.insert(o);
        WalkResult::Advance
    });
    body.walk(target, WalkOrder::PostOrder, &mut |o| {
        if o == target {
            return WalkResult::Advance;
        }
        for v in body.operands(o) {
            let def = match body.value_def(v) {
                ValueDef::Result(d, _) => Some(d),
                _ => None,
            };
            if let Some(d) = def.filter(|d| !inside.contains(d)) {
                if !dom.properly_dominates_with(d, source, false) {
                    failed = Some(o);
                }
            }
        }
        WalkResult::Advance
    });
    match failed {
        Some(o) => Err((
            o,
            "values used inside regions of target should be properly dominated by source",
        )),
        None => Ok(()),
    }
}

/// Clones the ops of `block` but its terminator at the end of `dest`.
fn clone_body(body: &mut Body, block: BlockId, dest: BlockId, map: &mut IrMapping) {
    let ops: Vec<OpId> = body.block_ops(block).collect();
    for &o in &ops[..ops.len().saturating_sub(1)] {
        let c = body.clone_op(o, map);
        body.append_op(dest, c);
    }
}

/// Fuses `scf.for` `target` into `source` (same bounds and step).
pub fn fuse_for_loops(ctx: &Context, body: &mut Body, target: &ForLoop, source: &ForLoop) -> OpId {
    let mut inits = target.inits.clone();
    inits.extend(&source.inits);
    let loc = body.op_loc(source.op);
    let (fused, block) = {
        let mut b = Builder::new(ctx, body, loc);
        b.b.set_insertion_point_after(source.op);
        b.for_loop((source.lb, source.ub, source.step), &inits)
    };
    let args: Vec<ValueId> = body.block_args(block).to_vec();
    let nt = target.iter_args.len();
    let mut map = IrMapping::new();
    for l in [target, source] {
        map.map_value(l.iv, args[0]);
    }
    for (i, &a) in target.iter_args.iter().enumerate() {
        map.map_value(a, args[1 + i]);
    }
    for (i, &a) in source.iter_args.iter().enumerate() {
        map.map_value(a, args[1 + nt + i]);
    }
    // A loop without iteration arguments comes with its `scf.yield`.
    let existing_yield = body.last_op(block);
    if let Some(y) = existing_yield {
        body.remove_op(y);
    }
    clone_body(body, target.block, block, &mut map);
    clone_body(body, source.block, block, &mut map);
    let mut yielded: Vec<ValueId> = target.yielded(body);
    yielded.extend(source.yielded(body));
    let yielded: Vec<ValueId> = yielded.iter().map(|&v| map.get_value(v).unwrap_or(v)).collect();
    match existing_yield {
        Some(y) if yielded.is_empty() => body.append_op(block, y),
        _ => {
            if let Some(y) = existing_yield {
                body.erase_op(y);
            }
            let mut st = OperationState::new(ctx.op_name("scf.yield"), loc);
            st.operands = yielded;
            let y = body.create_op(st);
            body.append_op(block, y);
        }
    }
    replace_loops(body, target.op, source.op, fused);
    fused
}

/// Replaces the results of `target` and `source` by those of `fused`
/// (the target's first) and erases them.
fn replace_loops(body: &mut Body, target: OpId, source: OpId, fused: OpId) {
    let nt = body.num_results(target);
    let results: Vec<ValueId> = body.results(fused).collect();
    for (i, r) in body.results(target).collect::<Vec<_>>().into_iter().enumerate() {
        body.replace_all_uses_with(r, results[i]);
    }
    for (i, r) in body.results(source).collect::<Vec<_>>().into_iter().enumerate() {
        body.replace_all_uses_with(r, results[nt + i]);
    }
    body.erase_op(target);
    body.erase_op(source);
}

/// The parts of an `scf.forall` fusion compares and rebuilds.
struct Forall {
    op: OpId,
    block: BlockId,
    terminator: OpId,
    num_ivs: usize,
    outputs: Vec<ValueId>,
    /// The dynamic bounds and steps (the operands before the outputs).
    control: Vec<ValueId>,
}

fn forall(ctx: &Context, body: &Body, op: OpId) -> Option<Forall> {
    if !scf::ForallOp::isa(&(ctx, body), op) || body.child_body(op).is_some() {
        return None;
    }
    let groups = strata_dialect_utils::segments::operand_groups(OpRef::new(ctx, body, op))?;
    let operands: Vec<ValueId> = body.operands(op).collect();
    let outputs = operands.get(groups.get(3)?.clone())?.to_vec();
    let control = operands[..groups[3].start].to_vec();
    let block = body.region_entry(*body.regions_in_body(op).first()?)?;
    let terminator = body.last_op(block)?;
    let num_ivs = body.block_args(block).len().checked_sub(outputs.len())?;
    Some(Forall {
        op,
        block,
        terminator,
        num_ivs,
        outputs,
        control,
    })
}

/// Whether two foralls have the same bounds, steps and mapping.
fn same_forall_configuration(ctx: &Context, body: &Body, a: &Forall, b: &Forall) -> bool {
    let attrs = ["staticLowerBound", "staticUpperBound", "staticStep", "mapping"];
    a.control == b.control
        && attrs
            .iter()
            .all(|n| body.op_attr(ctx, a.op, n) == body.op_attr(ctx, b.op, n))
        && strata_dialect_utils::segments::operand_groups(OpRef::new(ctx, body, a.op))
            .map(|g| g[..3].to_vec())
            == strata_dialect_utils::segments::operand_groups(OpRef::new(ctx, body, b.op))
                .map(|g| g[..3].to_vec())
}

/// Fuses `scf.forall` `target` into `source` (same configuration).
fn fuse_forall_loops(ctx: &Context, body: &mut Body, target: &Forall, source: &Forall) -> OpId {
    let loc = body.op_loc(source.op);
    let mut outputs = target.outputs.clone();
    outputs.extend(&source.outputs);
    let groups = strata_dialect_utils::segments::operand_groups(OpRef::new(ctx, body, source.op))
        .expect("a forall's operand groups");
    let sizes: Vec<i32> = groups[..3]
        .iter()
        .map(|g| g.len() as i32)
        .chain([outputs.len() as i32])
        .collect();
    let mut props: Vec<(strata_ir::Ident, strata_ir::Attribute)> = body
        .op_properties(source.op)
        .map(|d| ctx.dict_entries(d).to_vec())
        .unwrap_or_default();
    let seg = ctx.ident(strata_dialect_utils::segments::OPERAND_SEGMENT_SIZES);
    props.retain(|e| e.0 != seg);
    props.push((seg, ctx.dense_i32_array_attr(&sizes)));
    props.sort_by(|a, b| ctx.ident_str(a.0).cmp(ctx.ident_str(b.0)));

    let region = body.create_region();
    let block = body.create_block();
    body.append_block(region, block);
    let index = ctx.index_type();
    let mut ivs = Vec::new();
    for _ in 0..source.num_ivs {
        ivs.push(body.add_block_arg(block, index, loc));
    }
    let mut shared = Vec::new();
    for &o in &outputs {
        let (t, l) = (body.value_type(o), body.value_loc(o));
        shared.push(body.add_block_arg(block, t, l));
    }
    let mut st = OperationState::new(ctx.op_name("scf.forall"), loc);
    st.operands = source.control.clone();
    st.operands.extend(&outputs);
    st.result_types = outputs.iter().map(|&o| body.value_type(o)).collect::<Vec<Type>>();
    st.properties = Some(ctx.dictionary_attr(&props));
    st.attributes = body.op_attr_dict(source.op);
    st.regions = vec![region];
    let fused = body.create_op(st);
    body.insert_op(InsertPoint::After(source.op), fused);

    let mut map = IrMapping::new();
    let nt = target.outputs.len();
    for l in [target, source] {
        for (i, &a) in body.block_args(l.block)[..l.num_ivs].to_vec().iter().enumerate() {
            map.map_value(a, ivs[i]);
        }
    }
    for (i, &a) in body.block_args(target.block)[target.num_ivs..]
        .to_vec()
        .iter()
        .enumerate()
    {
        map.map_value(a, shared[i]);
    }
    for (i, &a) in body.block_args(source.block)[source.num_ivs..]
        .to_vec()
        .iter()
        .enumerate()
    {
        map.map_value(a, shared[nt + i]);
    }
    clone_body(body, target.block, block, &mut map);
    clone_body(body, source.block, block, &mut map);
    // The terminator: the yielding ops of both, the target's first.
    let term_region = body.create_region();
    let term_block = body.create_block();
    body.append_block(term_region, term_block);
    for l in [target, source] {
        let yielding: Vec<OpId> = body
            .regions_in_body(l.terminator)
            .first()
            .and_then(|&r| body.region_entry(r))
            .map(|b| body.block_ops(b).collect())
            .unwrap_or_default();
        for o in yielding {
            let c = body.clone_op(o, &mut map);
            body.append_op(term_block, c);
        }
    }
    let mut term = OperationState::new(ctx.op_name("scf.forall.in_parallel"), loc);
    term.regions = vec![term_region];
    let term = body.create_op(term);
    body.append_op(block, term);
    replace_loops(body, target.op, source.op, fused);
    fused
}

fn apply_fuse_sibling(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let loc = script.op_loc(op);
    let targets = it.operand_ops(script, op, 0);
    let sources = it.operand_ops(script, op, 1);
    let ([target], [source]) = (targets.as_slice(), sources.as_slice()) else {
        return Dsf::definite(
            ctx,
            loc,
            format!(
                "requires exactly one target handle (got {}) and exactly one source handle (got {})",
                targets.len(),
                sources.len()
            ),
        );
    };
    let (target, source) = (*target, *source);
    if target.body != source.body {
        return Dsf::silenceable(it.op_loc(source), "target and source are not in the same block");
    }
    let owner = owner_name(it, target.body);
    let Some(body) = it.payload.body_mut(target.body) else {
        return Dsf::definite(ctx, loc, "target and source are gone");
    };
    if let Err((at, msg)) = check_siblings(ctx, body, owner, target.op, source.op) {
        return Dsf::silenceable(body.op_loc(at), msg);
    }
    let fused = match (
        ForLoop::get(ctx, body, target.op),
        ForLoop::get(ctx, body, source.op),
    ) {
        (Some(t), Some(s)) if t.lb == s.lb && t.ub == s.ub && t.step == s.step => {
            fuse_for_loops(ctx, body, &t, &s)
        }
        _ => match (forall(ctx, body, target.op), forall(ctx, body, source.op)) {
            (Some(t), Some(s)) if same_forall_configuration(ctx, body, &t, &s) => {
                fuse_forall_loops(ctx, body, &t, &s)
            }
            _ => return Dsf::silenceable(body.op_loc(target.op), "operations cannot be fused"),
        },
    };
    it.set_result_ops(
        script,
        op,
        0,
        vec![PayloadOp {
            body: target.body,
            op: fused,
        }],
    )
}
