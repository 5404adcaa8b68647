//! `BufferizableOpInterface` of the arith ops on tensors: a tensor
//! `arith.constant` is a read-only global buffer, `arith.select` of
//! tensors selects between their buffers, `arith.index_cast` of a tensor
//! casts its buffer.

use strata_ir::bufferization::{AliasingValue, BufferRelation, BufferizableOpInterface};
use strata_ir::{Failed, OpBuilder, OpId, OpRef, OperationState, Type, TypeKind};

use super::{ConstantOp, SelectOp};

/// A tensor `arith.constant`: a global with its value, not writable.
pub(crate) const CONSTANT: BufferizableOpInterface = BufferizableOpInterface {
    is_writable: |_, _| false,
    bufferize: |b, state, op| {
        let c = ConstantOp(op);
        let result = c.result(b);
        let Some(value) = c.value(b) else {
            return Err(Failed);
        };
        let t = b.body.value_type(result);
        let TypeKind::RankedTensor { shape, element, .. } = b.ctx.type_kind(t).clone() else {
            return Err(Failed);
        };
        let Some(memory_space) = state.default_memory_space(t) else {
            return Err(OpRef::new(b.ctx, b.body, op).emit_error("could not infer memory space"));
        };
        let ty = b.ctx.intern_type(TypeKind::MemRef {
            shape,
            element,
            layout: None,
            memory_space,
        });
        let loc = b.body.op_loc(op);
        let m = state.constant_buffer(b, loc, value, ty)?;
        state.replace_op(b, op, &[m]);
        Ok(())
    },
    ..BufferizableOpInterface::DEFAULT
};

/// `arith.select` of tensors: the result is one of the two buffers.
pub(crate) const SELECT: BufferizableOpInterface = BufferizableOpInterface {
    reads: |_, _| false,
    aliasing_values: |op, i, out| {
        if i == 0 {
            return;
        }
        if let Some(r) = op.results().next() {
            out.push(AliasingValue {
                value: r,
                relation: BufferRelation::Unknown,
                definite: false,
            });
        }
    },
    bufferize: |b, state, op| {
        let s = SelectOp(op);
        let (cond, t, f) = (s.condition(b), s.true_value(b), s.false_value(b));
        // An elementwise select has no buffer counterpart.
        if b.body.value_type(cond) != b.ctx.i1() {
            OpRef::new(b.ctx, b.body, op).emit_error("only i1 condition values are supported");
            return Err(Failed);
        }
        let tb = state.buffer(b, t)?;
        let fb = state.buffer(b, f)?;
        let loc = b.body.op_loc(op);
        // Buffers of different layouts meet at a fully dynamic layout.
        let (tt, ft) = (b.body.value_type(tb), b.body.value_type(fb));
        let space = |t: Type| match b.ctx.type_kind(t) {
            TypeKind::MemRef { memory_space, .. } | TypeKind::UnrankedMemRef { memory_space, .. } => {
                *memory_space
            }
            _ => None,
        };
        if space(tt) != space(ft) {
            OpRef::new(b.ctx, b.body, op).emit_error("inconsistent memory space on true/false operands");
            return Err(Failed);
        }
        let (tb, fb) = if tt == ft {
            (tb, fb)
        } else {
            let ty = match b.ctx.type_kind(tt).clone() {
                TypeKind::MemRef {
                    shape,
                    element,
                    memory_space,
                    ..
                } => b.ctx.intern_type(TypeKind::MemRef {
                    layout: Some(b.ctx.intern_attr(strata_ir::AttrKind::StridedLayout {
                        offset: strata_ir::DYNAMIC,
                        strides: vec![strata_ir::DYNAMIC; shape.len()].into(),
                    })),
                    shape,
                    element,
                    memory_space,
                }),
                _ => return Err(Failed),
            };
            (
                state.cast_buffer(b, loc, tb, ty),
                state.cast_buffer(b, loc, fb, ty),
            )
        };
        let v = SelectOp::build(b, loc, cond, tb, fb).result(b);
        state.replace_op(b, op, &[v]);
        Ok(())
    },
    ..BufferizableOpInterface::DEFAULT
};

/// The buffer type of `arith.index_cast`'s result: the source buffer's
/// type with the result's element type.
fn index_cast_buffer_type(b: &OpBuilder<'_>, source_buffer: Type, op: OpId) -> Result<Type, Failed> {
    let ctx = b.ctx;
    let result = b.body.result(op, 0);
    let element = ctx.element_type(b.body.value_type(result)).ok_or(Failed)?;
    match ctx.type_kind(source_buffer).clone() {
        TypeKind::MemRef {
            shape,
            layout,
            memory_space,
            ..
        } => Ok(ctx.intern_type(TypeKind::MemRef {
            shape,
            element,
            layout,
            memory_space,
        })),
        TypeKind::UnrankedMemRef { memory_space, .. } => Ok(ctx.intern_type(TypeKind::UnrankedMemRef {
            element,
            memory_space,
        })),
        _ => Err(Failed),
    }
}

/// `arith.index_cast` of a tensor: the same cast of its buffer, which it
/// neither reads nor writes; the result is the same buffer, reinterpreted.
pub(crate) const INDEX_CAST: BufferizableOpInterface = BufferizableOpInterface {
    reads: |_, _| false,
    aliasing_values: |op, i, out| {
        if i == 0 {
            if let Some(r) = op.results().next() {
                out.push(AliasingValue::equivalent(r));
            }
        }
    },
    buffer_type: Some(|b, state, op, _| {
        let source = b.body.operands(op).next().ok_or(Failed)?;
        let source_type = state.buffer_type(b, source)?;
        index_cast_buffer_type(b, source_type, op)
    }),
    bufferize: |b, state, op| {
        let source = b.body.operands(op).next().ok_or(Failed)?;
        let buffer = state.buffer(b, source)?;
        let ty = index_cast_buffer_type(b, b.body.value_type(buffer), op)?;
        let mut st = OperationState::new(b.body.op_name(op), b.body.op_loc(op));
        st.operands.push(buffer);
        st.result_types.push(ty);
        st.properties = b.body.op_properties(op);
        st.attributes = b.body.op_attr_dict(op);
        b.set_insertion_point_before(op);
        let cast = b.create(st);
        let v = b.body.result(cast, 0);
        state.replace_op(b, op, &[v]);
        Ok(())
    },
    ..BufferizableOpInterface::DEFAULT
};
