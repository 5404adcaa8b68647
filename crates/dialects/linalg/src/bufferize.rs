//! Bufferization of structured ops (MLIR's linalg
//! `BufferizableOpInterface` model): a structured op on tensors becomes
//! the same op on the buffers of its operands, writing its outputs in
//! place; its results are the outputs' buffers. An operand is read only if
//! the body uses its element.

use strata_ir::bufferization::{
    is_tensor, BufferizableOpInterface, BufferizationState, DestinationStyleOpInterface,
};
use strata_ir::{LogicalResult, OpBuilder, OpId, OpRef, OperationState, ValueId};

use crate::structured::{indexing_maps, iterator_types, outputs, payload_uses_operand};

/// The outputs of a structured op are its inits.
pub(crate) const DESTINATION_STYLE: DestinationStyleOpInterface =
    DestinationStyleOpInterface { inits: outputs };

/// Structured ops.
pub(crate) const STRUCTURED: BufferizableOpInterface = BufferizableOpInterface {
    reads: payload_uses_operand,
    bufferizes_to_elementwise_access: elementwise_access,
    bufferize: bufferize_structured,
    ..BufferizableOpInterface::DESTINATION_STYLE
};

/// `linalg.softmax`: reads its input; its output is only written.
pub(crate) const SOFTMAX: BufferizableOpInterface = BufferizableOpInterface {
    reads: |_, i| i == 0,
    bufferize: bufferize_structured,
    ..BufferizableOpInterface::DESTINATION_STYLE
};

/// All loops parallel and the given tensor operands accessed through
/// identity maps.
fn elementwise_access(op: OpRef<'_>, operands: &[usize]) -> bool {
    let (Some(maps), Some(iterators)) = (indexing_maps(op), iterator_types(op)) else {
        return false;
    };
    iterators.iter().all(|&r| !r)
        && operands
            .iter()
            .all(|&i| maps.get(i).is_some_and(|m| m.is_identity(op.ctx)))
}

/// The op again on buffers, its region moved over, its results the
/// buffers of its tensor outputs.
fn bufferize_structured(
    b: &mut OpBuilder<'_>,
    state: &mut dyn BufferizationState,
    op: OpId,
) -> LogicalResult {
    let ctx = b.ctx;
    let o = OpRef::new(ctx, b.body, op);
    let operands: Vec<ValueId> = o.operands().collect();
    let outs = outputs(o);
    let name = b.body.op_name(op);
    let loc = b.body.op_loc(op);
    let (props, attrs) = (b.body.op_properties(op), b.body.op_attr_dict(op));
    let regions = b.body.regions_in_body(op).to_vec();
    let mut buffers = Vec::with_capacity(operands.len());
    let mut results = Vec::new();
    for (i, &v) in operands.iter().enumerate() {
        if is_tensor(ctx, b.body.value_type(v)) {
            let buffer = state.buffer(b, v)?;
            if outs.contains(&i) {
                results.push(buffer);
            }
            buffers.push(buffer);
        } else {
            buffers.push(v);
        }
    }
    let mut st = OperationState::new(name, loc);
    st.operands = buffers;
    st.properties = props;
    st.attributes = attrs;
    let new_regions: Vec<_> = regions.iter().map(|_| b.body.create_region()).collect();
    st.regions = new_regions.clone();
    b.set_insertion_point_before(op);
    b.create(st);
    for (&from, &to) in regions.iter().zip(&new_regions) {
        b.body.inline_region_before(from, to, None);
    }
    state.replace_op(b, op, &results);
    Ok(())
}
