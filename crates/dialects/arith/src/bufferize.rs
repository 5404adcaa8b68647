//! `BufferizableOpInterface` of the arith ops on tensors: a tensor
//! `arith.constant` is a read-only global buffer, `arith.select` of
//! tensors selects between their buffers.

use strata_ir::bufferization::{AliasingValue, BufferRelation, BufferizableOpInterface};
use strata_ir::{Failed, TypeKind};

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
        let ty = b.ctx.intern_type(TypeKind::MemRef {
            shape,
            element,
            layout: None,
            memory_space: None,
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
        let tb = state.buffer(b, t)?;
        let fb = state.buffer(b, f)?;
        let loc = b.body.op_loc(op);
        // Buffers of different layouts meet at a fully dynamic layout.
        let (tt, ft) = (b.body.value_type(tb), b.body.value_type(fb));
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
