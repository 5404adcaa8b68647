//! `BufferizableOpInterface` of the vector ops on tensors: transfers,
//! gathers and scatters become the same ops on the buffer of their base
//! (writes in place, their tensor result that buffer); `vector.mask`
//! bufferizes its masked op and keeps only the results that are not
//! buffers.

use strata_ir::bufferization::{bufferizable, is_tensor, AliasingValue, BufferizableOpInterface};
use strata_ir::{AttrKind, Failed, LogicalResult, OpBuilder, OpId, OpRef, OperationState, ValueId};

/// The op `op` again, with the buffer of its tensor operand `base` and
/// without its tensor result; replaces `op` (its tensor result becomes
/// the buffer, written in place).
fn rebuild_on_buffer(
    b: &mut OpBuilder<'_>,
    state: &mut dyn strata_ir::bufferization::BufferizationState,
    op: OpId,
    base: usize,
) -> LogicalResult {
    let ctx = b.ctx;
    let mut operands: Vec<ValueId> = b.body.operands(op).collect();
    let tensor = *operands.get(base).ok_or(Failed)?;
    let buffer = state.buffer(b, tensor)?;
    operands[base] = buffer;
    let results: Vec<ValueId> = b.body.results(op).collect();
    let mut st = OperationState::new(b.body.op_name(op), b.body.op_loc(op));
    st.operands = operands;
    st.result_types = results
        .iter()
        .map(|&r| b.body.value_type(r))
        .filter(|&t| !is_tensor(ctx, t))
        .collect();
    st.properties = b.body.op_properties(op);
    st.attributes = b.body.op_attr_dict(op);
    b.set_insertion_point_before(op);
    let new = b.create(st);
    let mut new_results = b.body.results(new).collect::<Vec<_>>().into_iter();
    let values: Vec<ValueId> = results
        .iter()
        .map(|&r| {
            if is_tensor(ctx, b.body.value_type(r)) {
                buffer
            } else {
                new_results.next().unwrap_or(buffer)
            }
        })
        .collect();
    b.set_insertion_point_before(op);
    state.replace_op(b, op, &values);
    Ok(())
}

/// The aliasing result of a write into tensor operand `base`: the op's
/// tensor result, the same buffer.
fn written_base_alias(op: OpRef<'_>, i: usize, base: usize, out: &mut Vec<AliasingValue>) {
    if i != base {
        return;
    }
    if let Some(r) = op.results().find(|&r| is_tensor(op.ctx, op.body.value_type(r))) {
        out.push(AliasingValue::equivalent(r));
    }
}

/// Whether a `vector.transfer_write` overwrites its whole destination,
/// so that it does not read it: a static destination, unmasked (neither
/// by a mask operand nor by an enclosing `vector.mask`, whose masked-off
/// lanes keep the destination's values), at constant zero indices,
/// through a minor identity whose vector covers each mapped dimension
/// (the others of size 1).
fn overwrites_destination(op: OpRef<'_>) -> bool {
    let ctx = op.ctx;
    if op
        .body
        .parent_op(op.id)
        .is_some_and(|p| ctx.op_name_str(op.body.op_name(p)) == "vector.mask")
    {
        return false;
    }
    let (Some(vector), Some(dest)) = (op.operands().next(), op.operands().nth(1)) else {
        return false;
    };
    let (Some(vshape), Some(dshape)) = (
        ctx.shape(op.body.value_type(vector)),
        ctx.shape(op.body.value_type(dest)),
    ) else {
        return false;
    };
    if dshape.contains(&strata_ir::DYNAMIC) {
        return false;
    }
    // Operands: vector, base, indices, then the optional mask.
    let indices: Vec<ValueId> = op.operands().skip(2).collect();
    if indices.len() != dshape.len() {
        return false;
    }
    let zero = |v: ValueId| {
        strata_ir::fold::constant_value(ctx, op.body, v)
            .and_then(|a| ctx.integer_attr_value(a).map(|x| x.is_zero()))
            .unwrap_or(false)
    };
    if !indices.iter().all(|&v| zero(v)) {
        return false;
    }
    let Some(map) = op.attr("permutation_map").and_then(|a| match ctx.attr_kind(a) {
        AttrKind::AffineMap(m) => Some(m.clone()),
        _ => None,
    }) else {
        return false;
    };
    if !map.is_minor_identity(ctx) || vshape.len() > dshape.len() {
        return false;
    }
    let leading = dshape.len() - vshape.len();
    dshape[..leading].iter().all(|&d| d == 1) && dshape[leading..].iter().zip(vshape).all(|(&d, &v)| v >= d)
}

/// `vector.transfer_read`: reads its base.
pub(crate) const TRANSFER_READ: BufferizableOpInterface = BufferizableOpInterface {
    bufferize: |b, state, op| rebuild_on_buffer(b, state, op, 0),
    ..BufferizableOpInterface::DEFAULT
};

/// `vector.transfer_write` into a tensor: writes its destination in
/// place, reading it unless it overwrites all of it.
pub(crate) const TRANSFER_WRITE: BufferizableOpInterface = BufferizableOpInterface {
    reads: |op, i| i != 1 || !overwrites_destination(op),
    writes: |_, i| i == 1,
    aliasing_values: |op, i, out| written_base_alias(op, i, 1, out),
    bufferize: |b, state, op| rebuild_on_buffer(b, state, op, 1),
    ..BufferizableOpInterface::DEFAULT
};

/// `vector.gather`: reads its base.
pub(crate) const GATHER: BufferizableOpInterface = BufferizableOpInterface {
    bufferize: |b, state, op| rebuild_on_buffer(b, state, op, 0),
    ..BufferizableOpInterface::DEFAULT
};

/// `vector.scatter` into a tensor: reads and writes its base in place.
pub(crate) const SCATTER: BufferizableOpInterface = BufferizableOpInterface {
    writes: |_, i| i == 0,
    aliasing_values: |op, i, out| written_base_alias(op, i, 0, out),
    bufferize: |b, state, op| rebuild_on_buffer(b, state, op, 0),
    ..BufferizableOpInterface::DEFAULT
};

/// `vector.mask`: its results are what its region yields. Bufferizing it
/// bufferizes the masked op first (its writes must be in place, so their
/// buffers are defined outside the region), then rebuilds the mask with
/// only the results that did not become buffers.
pub(crate) const MASK: BufferizableOpInterface = BufferizableOpInterface {
    body_in_place: true,
    bufferize: bufferize_mask,
    ..BufferizableOpInterface::DEFAULT
};

fn bufferize_mask(
    b: &mut OpBuilder<'_>,
    state: &mut dyn strata_ir::bufferization::BufferizationState,
    op: OpId,
) -> LogicalResult {
    let ctx = b.ctx;
    let region = *b.body.regions_in_body(op).first().ok_or(Failed)?;
    let block = b.body.region_entry(region).ok_or(Failed)?;
    let terminator = b.body.last_op(block).ok_or(Failed)?;
    let masked = b.body.first_op(block).filter(|&m| m != terminator);
    if let Some(m) = masked {
        let r = OpRef::new(ctx, b.body, m);
        let Some(iface) = bufferizable(r) else {
            // Left to the driver, which reports it unless unknown ops are allowed.
            return Ok(());
        };
        let bufferize = iface.bufferize;
        b.set_insertion_point_before(m);
        bufferize(b, state, m)?;
    }
    // Yielded tensors are now buffers defined outside the region.
    let yielded: Vec<ValueId> = b.body.operands(terminator).collect();
    let mut kept = Vec::new();
    let mut replacements: Vec<Option<ValueId>> = Vec::with_capacity(yielded.len());
    for &v in &yielded {
        if is_tensor(ctx, b.body.value_type(v)) {
            b.set_insertion_point_before(op);
            let buffer = state.buffer(b, v)?;
            // A buffer made inside the region (a copy) cannot leave it.
            let def = match b.body.value_def(buffer) {
                strata_ir::ValueDef::Result(d, _) => Some(d),
                strata_ir::ValueDef::BlockArg(blk, _) => b.body.block_parent_op(blk),
                strata_ir::ValueDef::Placeholder => None,
            };
            if def.is_some_and(|d| b.body.is_ancestor(op, d)) {
                return Err(Failed);
            }
            replacements.push(Some(buffer));
        } else {
            kept.push(v);
            replacements.push(None);
        }
    }
    b.body.set_operands(terminator, &kept);
    let mut st = OperationState::new(b.body.op_name(op), b.body.op_loc(op));
    st.operands = b.body.operands(op).collect();
    st.result_types = kept.iter().map(|&v| b.body.value_type(v)).collect();
    st.properties = b.body.op_properties(op);
    st.attributes = b.body.op_attr_dict(op);
    let new_region = b.body.create_region();
    st.regions = vec![new_region];
    b.set_insertion_point_before(op);
    let new = b.create(st);
    b.body.inline_region_before(region, new_region, None);
    let mut new_results = b.body.results(new).collect::<Vec<_>>().into_iter();
    let values: Vec<ValueId> = replacements
        .into_iter()
        .map(|r| r.or_else(|| new_results.next()).ok_or(Failed))
        .collect::<Result<_, _>>()?;
    b.set_insertion_point_before(op);
    state.replace_op(b, op, &values);
    Ok(())
}

/// `vector.yield` of a mask: its tensors are the mask's results, always
/// in place.
pub(crate) const YIELD: BufferizableOpInterface = BufferizableOpInterface {
    must_bufferize_in_place: |_, _| true,
    aliasing_values: |op, i, out| {
        if let Some(r) = op.body.parent_op(op.id).and_then(|p| op.body.results(p).nth(i)) {
            out.push(AliasingValue::equivalent(r));
        }
    },
    // The mask rewrites its yield when it bufferizes.
    bufferize: |_, _, _| Ok(()),
    ..BufferizableOpInterface::DEFAULT
};
