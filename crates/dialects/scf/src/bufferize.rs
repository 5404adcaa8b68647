//! `BufferizableOpInterface` of `scf.if`, `scf.index_switch`, `scf.for`,
//! `scf.execute_region` and `scf.yield`: the ops are rebuilt with memref results (and
//! iter_args), their regions moved in; yields pass the buffers of what
//! they yield.

use strata_ir::bufferization::{is_tensor, AliasingValue, BufferizableOpInterface, BufferizationState};
use strata_ir::{
    AttrKind, Failed, InsertPoint, LogicalResult, OpBuilder, OpId, OperationState, Type, TypeKind, ValueId,
    DYNAMIC,
};

/// The first init operand of `scf.for` (after the bounds and the step).
const FOR_INITS: usize = 3;

/// `t` with a fully dynamic strided layout (the type two buffers of
/// different layouts meet at).
fn fully_dynamic(ctx: &strata_ir::Context, t: Type) -> Type {
    match ctx.type_kind(t).clone() {
        TypeKind::MemRef {
            shape,
            element,
            memory_space,
            ..
        } => ctx.intern_type(TypeKind::MemRef {
            layout: Some(ctx.intern_attr(AttrKind::StridedLayout {
                offset: DYNAMIC,
                strides: vec![DYNAMIC; shape.len()].into(),
            })),
            shape,
            element,
            memory_space,
        }),
        _ => t,
    }
}

/// The `scf.yield` ending the single block of `region`.
fn region_yield(b: &OpBuilder<'_>, region: strata_ir::RegionId) -> Option<OpId> {
    let block = b.body.region_entry(region)?;
    b.body.last_op(block)
}

/// The buffer type of result `k` of an `scf.if` (or `scf.index_switch`):
/// the type all branches yield, or the fully dynamic layout when they
/// differ.
fn if_result_type(
    b: &OpBuilder<'_>,
    state: &mut dyn BufferizationState,
    op: OpId,
    k: usize,
) -> Result<Type, Failed> {
    let regions = b.body.regions_in_body(op).to_vec();
    let mut types = Vec::new();
    for r in regions {
        let Some(y) = region_yield(b, r) else { continue };
        let Some(v) = b.body.operands(y).nth(k) else {
            continue;
        };
        types.push(state.buffer_type(b, v)?);
    }
    match types.as_slice() {
        [] => Err(Failed),
        [t] => Ok(*t),
        [t, rest @ ..] if rest.iter().all(|r| r == t) => Ok(*t),
        [t, ..] => Ok(fully_dynamic(b.ctx, *t)),
    }
}

/// Creates `op`'s copy with `operands` and `results`, its regions moved
/// in, before `op`.
fn rebuild(b: &mut OpBuilder<'_>, op: OpId, operands: Vec<ValueId>, results: Vec<Type>) -> OpId {
    let body = &mut *b.body;
    let mut st = OperationState::new(body.op_name(op), body.op_loc(op));
    st.operands = operands;
    st.result_types = results;
    st.properties = body.op_properties(op);
    st.attributes = body.op_attr_dict(op);
    let old: Vec<_> = body.regions_in_body(op).to_vec();
    let new: Vec<_> = old.iter().map(|_| body.create_region()).collect();
    st.regions = new.clone();
    b.set_insertion_point_before(op);
    let created = b.create(st);
    for (&o, &n) in old.iter().zip(&new) {
        b.body.inline_region_before(o, n, None);
    }
    created
}

/// Replaces `op` by its copy whose tensor results have the buffer types
/// `result_type` gives (its other results keep their types).
fn rebuild_with_buffer_results(
    b: &mut OpBuilder<'_>,
    state: &mut dyn BufferizationState,
    op: OpId,
    result_type: fn(&OpBuilder<'_>, &mut dyn BufferizationState, OpId, usize) -> Result<Type, Failed>,
) -> Result<(), Failed> {
    let n = b.body.num_results(op);
    let mut types = Vec::with_capacity(n);
    for k in 0..n {
        let t = b.body.value_type(b.body.result(op, k));
        types.push(if is_tensor(b.ctx, t) {
            result_type(b, state, op, k)?
        } else {
            t
        });
    }
    let operands: Vec<ValueId> = b.body.operands(op).collect();
    let new = rebuild(b, op, operands, types);
    let values: Vec<ValueId> = b.body.results(new).collect();
    b.set_insertion_point_before(op);
    state.replace_op(b, op, &values);
    Ok(())
}

/// `scf.if` and `scf.index_switch`: rebuilt with buffer results, of the
/// type all branches yield (or the fully dynamic layout).
pub(crate) const IF: BufferizableOpInterface = BufferizableOpInterface {
    buffer_type: Some(|b, state, op, v| {
        let k = b.body.results(op).position(|r| r == v).ok_or(Failed)?;
        if_result_type(b, state, op, k)
    }),
    bufferize: |b, state, op| rebuild_with_buffer_results(b, state, op, if_result_type),
    ..BufferizableOpInterface::DEFAULT
};

/// The `scf.yield` of an `scf.execute_region`'s region, if it has exactly
/// one (its other blocks branch to it).
fn unique_yield(b: &OpBuilder<'_>, op: OpId) -> Option<OpId> {
    let region = *b.body.regions_in_body(op).first()?;
    let mut found = None;
    for block in b.body.region_blocks(region) {
        let Some(last) = b.body.last_op(block) else {
            continue;
        };
        if b.ctx.op_name_str(b.body.op_name(last)) == "scf.yield" {
            if found.is_some() {
                return None;
            }
            found = Some(last);
        }
    }
    found
}

/// The buffer type of result `k` of an `scf.execute_region`: that of the
/// value its yield gives.
fn execute_region_result_type(
    b: &OpBuilder<'_>,
    state: &mut dyn BufferizationState,
    op: OpId,
    k: usize,
) -> Result<Type, Failed> {
    let y = unique_yield(b, op).ok_or(Failed)?;
    let v = b.body.operands(y).nth(k).ok_or(Failed)?;
    state.buffer_type(b, v)
}

/// `scf.execute_region`: rebuilt with buffer results, which are the
/// buffers its yield gives.
pub(crate) const EXECUTE_REGION: BufferizableOpInterface = BufferizableOpInterface {
    buffer_type: Some(|b, state, op, v| {
        let k = b.body.results(op).position(|r| r == v).ok_or(Failed)?;
        execute_region_result_type(b, state, op, k)
    }),
    bufferize: |b, state, op| {
        if unique_yield(b, op).is_none() {
            strata_ir::OpRef::new(b.ctx, b.body, op)
                .emit_op_error("op without unique scf.yield is not supported");
            return Err(Failed);
        }
        rebuild_with_buffer_results(b, state, op, execute_region_result_type)
    },
    ..BufferizableOpInterface::DEFAULT
};

/// `scf.for`: its tensor inits are written (the body updates them) and
/// are the buffers of the matching iter_args and results.
pub(crate) const FOR: BufferizableOpInterface = BufferizableOpInterface {
    writes: |_, i| i >= FOR_INITS,
    aliasing_values: |op, i, out| {
        let Some(k) = i.checked_sub(FOR_INITS) else { return };
        if let Some(r) = op.results().nth(k) {
            out.push(AliasingValue::equivalent(r));
        }
        let (body, regions) = op.regions();
        if let Some(arg) = regions
            .first()
            .and_then(|&r| body.region_entry(r))
            .and_then(|e| body.block_args(e).get(k + 1).copied())
        {
            out.push(AliasingValue::equivalent(arg));
        }
    },
    is_repetitive_region: |_, _| true,
    // Each iteration must yield its iteration arguments' buffers.
    verify_analysis: Some(|op, equivalent, out| {
        let (body, regions) = op.regions();
        let Some(entry) = regions.first().and_then(|&r| body.region_entry(r)) else {
            return;
        };
        let Some(yield_op) = body.last_op(entry) else {
            return;
        };
        let args = body.block_args(entry);
        for (k, v) in body.operands(yield_op).enumerate() {
            let Some(&arg) = args.get(k + 1) else { break };
            if is_tensor(op.ctx, body.value_type(v)) && !equivalent(v, arg) {
                out.push((
                    yield_op,
                    k,
                    format!("Yield operand #{k} is not equivalent to the corresponding iter bbArg"),
                ));
            }
        }
    }),
    bufferize: |b, state, op| bufferize_for(b, state, op),
    ..BufferizableOpInterface::DEFAULT
};

fn bufferize_for(b: &mut OpBuilder<'_>, state: &mut dyn BufferizationState, op: OpId) -> LogicalResult {
    let ctx = b.ctx;
    let operands: Vec<ValueId> = b.body.operands(op).collect();
    let mut new_operands = operands.clone();
    let mut types = Vec::new();
    for (i, &v) in operands.iter().enumerate().skip(FOR_INITS) {
        if !is_tensor(ctx, b.body.value_type(v)) {
            types.push(b.body.value_type(v));
            continue;
        }
        b.set_insertion_point_before(op);
        let buffer = state.buffer(b, v)?;
        types.push(b.body.value_type(buffer));
        new_operands[i] = buffer;
    }
    let old_results: Vec<ValueId> = b.body.results(op).collect();
    let new = rebuild(b, op, new_operands, types.clone());
    // The iter_args become buffers; the body sees them as tensors.
    let entry = b
        .body
        .regions_in_body(new)
        .first()
        .and_then(|&r| b.body.region_entry(r));
    if let Some(entry) = entry {
        let args: Vec<ValueId> = b.body.block_args(entry).to_vec();
        for (k, &t) in types.iter().enumerate() {
            let Some(&arg) = args.get(k + 1) else { continue };
            let old_ty = b.body.value_type(arg);
            if !is_tensor(ctx, old_ty) {
                continue;
            }
            b.body.set_value_type(arg, t);
            let loc = b.body.value_loc(arg);
            let mut st = OperationState::new(ctx.op_name("bufferization.to_tensor"), loc);
            st.operands.push(arg);
            st.result_types.push(old_ty);
            let tt = b.body.create_op(st);
            b.body.insert_op(InsertPoint::Start(entry), tt);
            let tensor = b.body.result(tt, 0);
            let uses: Vec<(OpId, usize)> = b.body.uses(arg).filter(|&(u, _)| u != tt).collect();
            for (u, j) in uses {
                b.body.set_operand(u, j, tensor);
            }
        }
    }
    let values: Vec<ValueId> = b.body.results(new).collect();
    debug_assert_eq!(values.len(), old_results.len());
    b.set_insertion_point_before(op);
    state.replace_op(b, op, &values);
    Ok(())
}

/// `scf.yield`: always in place; it yields buffers of the types its
/// (already bufferized) parent expects.
pub(crate) const YIELD: BufferizableOpInterface = BufferizableOpInterface {
    must_bufferize_in_place: |_, _| true,
    aliasing_values: |op, i, out| {
        let Some(parent) = op.body.parent_op(op.id) else {
            return;
        };
        // A branch's yield is one of the values the result may be. A
        // loop's yield aliases nothing by itself: the loop's results are
        // its inits' buffers, and the loop checks that each iteration
        // yields its arguments (`verify_analysis`).
        match op.ctx.op_name_str(op.body.op_name(parent)) {
            "scf.if" | "scf.index_switch" => {}
            // The region's one yield gives the results.
            "scf.execute_region" => {
                if let Some(r) = op.body.results(parent).nth(i) {
                    out.push(AliasingValue::equivalent(r));
                }
                return;
            }
            _ => return,
        }
        if let Some(r) = op.body.results(parent).nth(i) {
            out.push(AliasingValue {
                value: r,
                relation: strata_ir::bufferization::BufferRelation::Unknown,
                definite: false,
            });
        }
    },
    bufferize: |b, state, op| {
        let Some(parent) = b.body.parent_op(op) else {
            return Err(Failed);
        };
        let expected: Vec<Type> = b.body.results(parent).map(|r| b.body.value_type(r)).collect();
        let operands: Vec<ValueId> = b.body.operands(op).collect();
        let mut new = operands.clone();
        let loc = b.body.op_loc(op);
        for (i, &v) in operands.iter().enumerate() {
            if !is_tensor(b.ctx, b.body.value_type(v)) {
                continue;
            }
            // A parent left on tensors (an unknown op, with unknown ops
            // allowed) still takes the tensor.
            if expected.get(i).is_some_and(|&t| is_tensor(b.ctx, t)) {
                continue;
            }
            b.set_insertion_point_before(op);
            let buffer = state.buffer(b, v)?;
            let ty = expected.get(i).copied().unwrap_or(b.body.value_type(buffer));
            b.set_insertion_point_before(op);
            new[i] = state.cast_buffer(b, loc, buffer, ty);
        }
        b.body.set_operands(op, &new);
        Ok(())
    },
    ..BufferizableOpInterface::DEFAULT
};
