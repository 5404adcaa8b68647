//! `BufferizableOpInterface` of the bufferization ops themselves:
//! `alloc_tensor` is a new allocation (with a copy of `copy`),
//! `materialize_in_destination` a copy into its destination's buffer,
//! `dealloc_tensor` a `memref.dealloc`; `to_tensor` and `to_buffer` are the
//! bridges the driver folds away.

use strata_ir::bufferization::{AliasingValue, BufferizableOpInterface, BufferizationState, SubsetInsertion};
use strata_ir::{OpRef, ValueId};

use strata_dialect_memref as memref;

use super::{is_memref, AllocTensorOp, DeallocTensorOp, MaterializeInDestinationOp, ToBufferOp, ToTensorOp};

/// The identity-layout memref type of `alloc_tensor`'s result, in its
/// memory space.
fn alloc_type(
    b: &strata_ir::OpBuilder<'_>,
    state: &mut dyn BufferizationState,
    op: strata_ir::OpId,
) -> Result<strata_ir::Type, strata_ir::Failed> {
    let a = AllocTensorOp(op);
    let t = b.body.value_type(a.result(b));
    // The memory space asked for, else the copied tensor's, else the
    // default one.
    let memory_space = match (a.memory_space(b), a.copy(b)) {
        (Some(m), _) => Some(m),
        (None, Some(c)) => match b.ctx.type_kind(state.buffer_type(b, c)?) {
            strata_ir::TypeKind::MemRef { memory_space, .. }
            | strata_ir::TypeKind::UnrankedMemRef { memory_space, .. } => *memory_space,
            _ => None,
        },
        (None, None) => match state.default_memory_space(t) {
            Some(space) => space,
            None => {
                return Err(
                    strata_ir::OpRef::new(b.ctx, b.body, op).emit_error("could not infer memory space")
                )
            }
        },
    };
    match b.ctx.type_kind(t) {
        strata_ir::TypeKind::RankedTensor { shape, element, .. } => {
            Ok(b.ctx.intern_type(strata_ir::TypeKind::MemRef {
                shape: shape.clone(),
                element: *element,
                layout: None,
                memory_space,
            }))
        }
        _ => Err(strata_ir::Failed),
    }
}

/// `bufferization.alloc_tensor`: a new buffer, filled from `copy`.
pub(crate) const ALLOC_TENSOR: BufferizableOpInterface = BufferizableOpInterface {
    bufferizes_to_allocation: |_, _| true,
    buffer_type: Some(|b, state, op, _| alloc_type(b, state, op)),
    bufferize: |b, state, op| {
        let a = AllocTensorOp(op);
        let result = a.result(b);
        if b.body.uses(result).next().is_none() {
            b.body.erase_op(op);
            return Ok(());
        }
        let loc = b.body.op_loc(op);
        let ty = alloc_type(b, state, op)?;
        let copy = a.copy(b);
        let mut sizes: Vec<ValueId> = a.dynamic_sizes(b).collect();
        let copy_buffer = match copy {
            Some(c) => {
                let cb = state.buffer(b, c)?;
                // The copy's dynamic sizes, from its buffer.
                sizes.extend(memref::dynamic_dims(b, loc, cb));
                Some(cb)
            }
            None => None,
        };
        let m = state.allocate(b, loc, ty, &sizes)?;
        if let Some(cb) = copy_buffer {
            state.copy(b, loc, cb, m);
        }
        state.replace_op(b, op, &[m]);
        Ok(())
    },
    ..BufferizableOpInterface::DEFAULT
};

/// `bufferization.materialize_in_destination`: copies its source into
/// its destination, which must bufferize in place.
pub(crate) const MATERIALIZE_IN_DESTINATION: BufferizableOpInterface = BufferizableOpInterface {
    reads: |_, i| i == 0,
    writes: |op, i| i == 1 && !is_memref(op.ctx, op.operand_type(1)),
    must_bufferize_in_place: |_, i| i == 1,
    // The subset it overwrites is all of its destination.
    subset_insertion: Some(SubsetInsertion {
        source: 0,
        dest: 1,
        is_equivalent_subset: |op, candidate, equivalent| equivalent(candidate, op.operand(1)),
        source_may_be_dest: false,
    }),
    aliasing_values: |op, i, out| {
        if i == 1 {
            if let Some(r) = op.results().next() {
                out.push(AliasingValue::equivalent(r));
            }
        }
    },
    bufferize: |b, state, op| {
        let m = MaterializeInDestinationOp(op);
        let (source, dest) = (m.source(b), m.dest(b));
        let loc = b.body.op_loc(op);
        let dest_buffer = if is_memref(b.ctx, b.body.value_type(dest)) {
            dest
        } else {
            state.buffer(b, dest)?
        };
        let source_buffer = state.buffer(b, source)?;
        if source_buffer != dest_buffer {
            state.copy(b, loc, source_buffer, dest_buffer);
        }
        let values: Vec<ValueId> = b.body.results(op).map(|_| dest_buffer).collect();
        state.replace_op(b, op, &values);
        Ok(())
    },
    ..BufferizableOpInterface::DEFAULT
};

/// `bufferization.dealloc_tensor`: frees its tensor's buffer.
pub(crate) const DEALLOC_TENSOR: BufferizableOpInterface = BufferizableOpInterface {
    reads: |_, _| false,
    bufferize: |b, state, op| {
        let tensor = DeallocTensorOp(op).tensor(b);
        let buffer = state.buffer(b, tensor)?;
        let loc = b.body.op_loc(op);
        memref::DeallocOp::build(b, loc, buffer);
        state.replace_op(b, op, &[]);
        Ok(())
    },
    ..BufferizableOpInterface::DEFAULT
};

/// `bufferization.to_tensor`: its result may be written when the buffer
/// is `writable`.
pub(crate) const TO_TENSOR: BufferizableOpInterface = BufferizableOpInterface {
    // `restrict` says only that nothing else aliases the buffer.
    is_writable: |op: OpRef<'_>, _| ToTensorOp(op.id).writable(&op),
    bufferize: |_, _, _| Ok(()),
    ..BufferizableOpInterface::DEFAULT
};

/// `bufferization.to_buffer`: its buffer may be read and, unless
/// `read_only`, written.
pub(crate) const TO_BUFFER: BufferizableOpInterface = BufferizableOpInterface {
    writes: |op, _| !ToBufferOp(op.id).read_only(&op),
    bufferize: |_, _, _| Ok(()),
    ..BufferizableOpInterface::DEFAULT
};
