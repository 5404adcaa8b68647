//! The lowerings of `memref.reinterpret_cast`,
//! `memref.extract_strided_metadata` and `memref.copy`.

use strata_dialect_llvm::types as llvm_types;
use strata_dialect_llvm::{
    AllocaOp, CallOp, CondBrOp, LoadOp, MemcpyOp, MulOp, PtrToIntOp, StackRestoreOp, StackSaveOp, StoreOp,
    SubOp, ZeroOp,
};
use strata_dialect_memref::layout::{is_identity_layout, memref_parts, strides_and_offset};
use strata_dialect_memref::{
    CopyOp, ExtractStridedMetadataOp, ReinterpretCastOp, ReshapeOp, TransposeOp, ViewOp,
};
use strata_ir::{OpId, Type, TypeKind, ValueId};
use strata_rewrite::conversion::{cast_state, ConversionPatternRewriter, OpAdaptor};

use super::patterns::{const_indices_gep, gep, index_constant};
use crate::llvm_common::descriptor::{
    insert_value, int_constant, poison, MemRefDescriptor, UnrankedMemRefDescriptor,
};
use crate::llvm_common::{LlvmTypeConverter, DYNAMIC};

type Rw<'a> = ConversionPatternRewriter<'a>;

/// `memref.reinterpret_cast` of a ranked memref: a new descriptor with
/// the source's pointers and the cast's offset, sizes and strides.
pub(super) fn lower_reinterpret_cast(
    tc: &LlvmTypeConverter,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut Rw<'_>,
) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let loc = body.op_loc(op);
    let cast = ReinterpretCastOp(op);
    let src_ty = body.value_type(cast.source(rw));
    let unranked_space = match ctx.type_kind(src_ty) {
        TypeKind::MemRef { .. } => None,
        TypeKind::UnrankedMemRef { memory_space, .. } => {
            let Some(space) = crate::llvm_common::memory_space_as_int(ctx, *memory_space) else {
                return false;
            };
            Some(space)
        }
        _ => return false,
    };
    let res_ty = body.value_type(cast.result(rw));
    let Some(desc_ty) = tc.convert_type(ctx, res_ty) else {
        return false;
    };
    let (Some(static_offsets), Some(static_sizes), Some(static_strides)) = (
        cast.static_offsets(rw),
        cast.static_sizes(rw),
        cast.static_strides(rw),
    ) else {
        return false;
    };
    // The converted source (operand 0) and dynamic offset, sizes and
    // strides.
    let Some(src) = adaptor.operand(0) else {
        return false;
    };
    let offsets = adaptor.flat_range(cast.offsets(rw).range());
    let sizes = adaptor.flat_range(cast.sizes(rw).range());
    let strides = adaptor.flat_range(cast.strides(rw).range());
    let mut desc = MemRefDescriptor::poison(rw, desc_ty, loc);
    let (allocated, aligned) = match unranked_space {
        None => {
            let s = MemRefDescriptor::new(rw.body(), src);
            (s.allocated_ptr(rw, loc), s.aligned_ptr(rw, loc))
        }
        // The first two fields of the ranked descriptor an unranked one
        // points to.
        Some(space) => {
            let ptr = llvm_types::ptr_type(ctx, space);
            let d = UnrankedMemRefDescriptor::new(rw.body(), src).memref_desc_ptr(rw, loc);
            let allocated = LoadOp::build_simple(rw, loc, ptr, d, None, false).res(rw);
            let at = const_indices_gep(rw, d, &[1], ptr, loc);
            (
                allocated,
                LoadOp::build_simple(rw, loc, ptr, at, None, false).res(rw),
            )
        }
    };
    desc.set_allocated_ptr(rw, allocated, loc);
    desc.set_aligned_ptr(rw, aligned, loc);
    let Some(&offset) = static_offsets.first() else {
        return false;
    };
    let off = if offset == DYNAMIC {
        match offsets.first() {
            Some(&v) => v,
            None => return false,
        }
    } else {
        index_constant(rw, tc, offset, loc)
    };
    desc.set_offset(rw, off, loc);
    let mut size_values = sizes.iter();
    let mut stride_values = strides.iter();
    for (i, (&size, &stride)) in static_sizes.iter().zip(&static_strides).enumerate() {
        let sv = if size == DYNAMIC {
            match size_values.next() {
                Some(&v) => v,
                None => return false,
            }
        } else {
            index_constant(rw, tc, size, loc)
        };
        desc.set_size(rw, i, sv, loc);
        let tv = if stride == DYNAMIC {
            match stride_values.next() {
                Some(&v) => v,
                None => return false,
            }
        } else {
            index_constant(rw, tc, stride, loc)
        };
        desc.set_stride(rw, i, tv, loc);
    }
    rw.replace_op(op, &[desc.value]);
    true
}

/// `memref.extract_strided_metadata` of a ranked memref: a rank-0
/// descriptor of the base buffer and the offset, sizes and strides read
/// from the source descriptor.
pub(super) fn lower_extract_strided_metadata(
    tc: &LlvmTypeConverter,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut Rw<'_>,
) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let loc = body.op_loc(op);
    let meta = ExtractStridedMetadataOp(op);
    let src_ty = body.value_type(meta.source(rw));
    let Some(rank) = ctx.shape(src_ty).map(<[i64]>::len) else {
        return false;
    };
    if !matches!(ctx.type_kind(src_ty), TypeKind::MemRef { .. }) {
        return false;
    }
    let base_ty = body.value_type(meta.base_buffer(rw));
    let Some(base_desc_ty) = tc.convert_type(ctx, base_ty) else {
        return false;
    };
    // The converted source (operand 0).
    let Some(src) = adaptor.operand(0) else {
        return false;
    };
    let s = MemRefDescriptor::new(rw.body(), src);
    let allocated = s.allocated_ptr(rw, loc);
    let aligned = s.aligned_ptr(rw, loc);
    let mut base = MemRefDescriptor::poison(rw, base_desc_ty, loc);
    base.set_allocated_ptr(rw, allocated, loc);
    base.set_aligned_ptr(rw, aligned, loc);
    let zero = index_constant(rw, tc, 0, loc);
    base.set_offset(rw, zero, loc);
    let mut values = vec![base.value, s.offset(rw, loc)];
    for i in 0..rank {
        values.push(s.size(rw, i, loc));
    }
    for i in 0..rank {
        values.push(s.stride(rw, i, loc));
    }
    rw.replace_op(op, &values);
    true
}

/// Whether `memref.copy` can copy a memref of type `t` with `memcpy`: an
/// identity layout, or a static shape laid out contiguously in row-major
/// order (at any offset).
fn is_contiguous(ctx: &strata_ir::Context, t: Type) -> bool {
    let Some(parts) = memref_parts(ctx, t) else {
        return false;
    };
    if is_identity_layout(ctx, parts.layout) {
        return true;
    }
    let Some((strides, _)) = strides_and_offset(ctx, t) else {
        return false;
    };
    if parts.shape.contains(&DYNAMIC) {
        return false;
    }
    // Row-major contiguous: each stride is the product of the sizes of
    // the dimensions after it, ignoring dimensions of size 1.
    let mut expected = 1i64;
    for (&size, &stride) in parts.shape.iter().zip(&strides).rev() {
        if size != 1 && stride != expected {
            return false;
        }
        expected = expected.saturating_mul(size);
    }
    true
}

/// The size in bytes of `element` (`ptrtoint` of `getelementptr null[1]`).
pub(super) fn size_in_bytes(
    tc: &LlvmTypeConverter,
    rw: &mut Rw<'_>,
    element: Type,
    loc: strata_ir::Location,
) -> ValueId {
    let ctx = rw.ctx;
    let ptr = llvm_types::ptr_type(ctx, 0);
    let null = ZeroOp::build(rw, loc, ptr).res(rw);
    let g = const_indices_gep(rw, null, &[1], element, loc);
    PtrToIntOp::build(rw, loc, tc.index_type(ctx), g).res(rw)
}

/// `memref.copy`: `llvm.intr.memcpy` between contiguous memrefs, else a
/// call of the runtime's `memrefCopy` with both descriptors on the stack.
pub(super) fn lower_copy(tc: &LlvmTypeConverter, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let loc = body.op_loc(op);
    let copy = CopyOp(op);
    let (src_ty, dst_ty) = (body.value_type(copy.source(rw)), body.value_type(copy.target(rw)));
    let Some(element) = ctx.element_type(src_ty).and_then(|e| tc.convert_type(ctx, e)) else {
        return false;
    };
    // The converted source (operand 0) and target (operand 1).
    let (Some(src), Some(dst)) = (adaptor.operand(0), adaptor.operand(1)) else {
        return false;
    };
    if is_contiguous(ctx, src_ty) && is_contiguous(ctx, dst_ty) {
        let Some(rank) = ctx.shape(src_ty).map(<[i64]>::len) else {
            return false;
        };
        let s = MemRefDescriptor::new(rw.body(), src);
        let mut count = index_constant(rw, tc, 1, loc);
        for i in 0..rank {
            let size = s.size(rw, i, loc);
            count = MulOp::build(rw, loc, count, size, None).res(rw);
        }
        let elem_size = size_in_bytes(tc, rw, element, loc);
        let total = MulOp::build(rw, loc, count, elem_size, None).res(rw);
        let base = s.aligned_ptr(rw, loc);
        let offset = s.offset(rw, loc);
        let src_ptr = gep(rw, base, offset, element, 0, loc);
        let t = MemRefDescriptor::new(rw.body(), dst);
        let base = t.aligned_ptr(rw, loc);
        let offset = t.offset(rw, loc);
        let dst_ptr = gep(rw, base, offset, element, 0, loc);
        MemcpyOp::build(
            rw, loc, dst_ptr, src_ptr, total, false, None, None, None, None, None, None,
        );
        rw.erase_op(op);
        return true;
    }
    let ptr = llvm_types::ptr_type(ctx, 0);
    let save = StackSaveOp::build(rw, loc, ptr).res(rw);
    let mut unranked = Vec::with_capacity(2);
    for (t, v) in [(src_ty, src), (dst_ty, dst)] {
        match ctx.type_kind(t) {
            TypeKind::MemRef { shape, .. } => {
                let rank = shape.len() as i64;
                let Some(uty) = unranked_descriptor_type(tc, rw, t) else {
                    return false;
                };
                let r = int_constant(rw, tc.index_type(ctx), rank, loc);
                let slot = promote_descriptor(rw, v, loc);
                let d = poison(rw, uty, loc);
                let d = insert_value(rw, d, r, &[0], loc);
                unranked.push(insert_value(rw, d, slot, &[1], loc));
            }
            TypeKind::UnrankedMemRef { .. } => unranked.push(v),
            _ => return false,
        }
    }
    let one = index_constant(rw, tc, 1, loc);
    let mut slots = Vec::with_capacity(2);
    for d in unranked {
        slots.push(store_in_new_stack_slot(rw, one, d, loc));
    }
    let elem_size = size_in_bytes(tc, rw, element, loc);
    CallOp::build_direct(rw, loc, None, "memrefCopy", &[elem_size, slots[0], slots[1]]);
    StackRestoreOp::build(rw, loc, save);
    rw.erase_op(op);
    true
}

/// The LLVM type of the unranked counterpart of memref type `t`.
fn unranked_descriptor_type(tc: &LlvmTypeConverter, rw: &Rw<'_>, t: Type) -> Option<Type> {
    let ctx = rw.ctx;
    let parts = memref_parts(ctx, t)?;
    let unranked = ctx.intern_type(TypeKind::UnrankedMemRef {
        element: parts.element,
        memory_space: parts.memory_space,
    });
    tc.convert_type(ctx, unranked)
}

/// Whether the `memref.copy` op `op` of `body` lowers to a `memrefCopy`
/// call (its memrefs are not both contiguous).
pub(super) fn copy_needs_runtime(
    ctx: &strata_ir::Context,
    tc: &LlvmTypeConverter,
    body: &strata_ir::Body,
    op: CopyOp,
) -> bool {
    let ir = (ctx, body);
    let (s, d) = (body.value_type(op.source(&ir)), body.value_type(op.target(&ir)));
    let convertible = ctx
        .element_type(s)
        .and_then(|e| tc.convert_type(ctx, e))
        .is_some();
    convertible && !(is_contiguous(ctx, s) && is_contiguous(ctx, d))
}

/// `memref.view`: a descriptor of the result type over the source's
/// allocated pointer and its aligned pointer advanced by the byte shift,
/// offset 0; sizes and strides are filled from the innermost dimension
/// out (a dynamic stride is the product of the next stride and size).
pub(super) fn lower_view(tc: &LlvmTypeConverter, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let loc = body.op_loc(op);
    let view = ViewOp(op);
    let src_ty = body.value_type(view.source(rw));
    let Some(src_element) = ctx.element_type(src_ty).and_then(|e| tc.convert_type(ctx, e)) else {
        return false;
    };
    let res_ty = body.value_type(view.result(rw));
    let Some(shape) = ctx.shape(res_ty).map(<[i64]>::to_vec) else {
        return false;
    };
    let Some((strides, offset)) = strides_and_offset(ctx, res_ty) else {
        return false;
    };
    if offset != 0 {
        return false;
    }
    let Some(desc_ty) = tc.convert_type(ctx, res_ty) else {
        return false;
    };
    // The converted source (operand 0), byte shift (operand 1) and sizes.
    let (Some(src), Some(shift)) = (adaptor.operand(0), adaptor.operand(1)) else {
        return false;
    };
    let dynamic_sizes = &adaptor.flat_range(view.sizes(rw).range());
    if dynamic_sizes.len() != shape.iter().filter(|&&s| s == DYNAMIC).count() {
        return false;
    }
    let mut desc = MemRefDescriptor::poison(rw, desc_ty, loc);
    let s = MemRefDescriptor::new(rw.body(), src);
    let allocated = s.allocated_ptr(rw, loc);
    desc.set_allocated_ptr(rw, allocated, loc);
    let aligned = s.aligned_ptr(rw, loc);
    let aligned = gep(rw, aligned, shift, src_element, 0, loc);
    desc.set_aligned_ptr(rw, aligned, loc);
    let zero = index_constant(rw, tc, 0, loc);
    desc.set_offset(rw, zero, loc);
    let mut next_dynamic = dynamic_sizes.len();
    let mut inner: Option<(ValueId, ValueId)> = None;
    for i in (0..shape.len()).rev() {
        let size = if shape[i] == DYNAMIC {
            next_dynamic -= 1;
            dynamic_sizes[next_dynamic]
        } else {
            index_constant(rw, tc, shape[i], loc)
        };
        desc.set_size(rw, i, size, loc);
        let stride = match inner {
            None => index_constant(rw, tc, 1, loc),
            Some(_) if strides[i] != DYNAMIC => index_constant(rw, tc, strides[i], loc),
            Some((next_stride, next_size)) => MulOp::build(rw, loc, next_stride, next_size, None).res(rw),
        };
        desc.set_stride(rw, i, stride, loc);
        inner = Some((stride, size));
    }
    rw.replace_op(op, &[desc.value]);
    true
}

/// `memref.reshape` to a ranked identity-layout memref: the source's
/// pointers with offset 0; from the innermost dimension out, each size is
/// the static one or the element loaded from the shape operand (as a
/// lowered `memref.load` of the shape's element type, cast to the index type), each stride
/// the static one or the product of the inner sizes.
pub(super) fn lower_reshape(tc: &LlvmTypeConverter, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let loc = body.op_loc(op);
    let reshape = ReshapeOp(op);
    let src_ty = body.value_type(reshape.source(rw));
    let shape_ty = body.value_type(reshape.shape(rw));
    if !matches!(ctx.type_kind(src_ty), TypeKind::MemRef { .. }) {
        return false;
    }
    let res_ty = body.value_type(reshape.result(rw));
    if let TypeKind::UnrankedMemRef { .. } = ctx.type_kind(res_ty) {
        return lower_reshape_to_unranked(tc, op, adaptor, rw);
    }
    let Some(parts) = memref_parts(ctx, res_ty) else {
        return false;
    };
    if !is_identity_layout(ctx, parts.layout) {
        return false;
    }
    let shape = parts.shape.to_vec();
    let Some((strides, _)) = strides_and_offset(ctx, res_ty) else {
        return false;
    };
    let Some(desc_ty) = tc.convert_type(ctx, res_ty) else {
        return false;
    };
    // The converted source (operand 0) and shape (operand 1).
    let (Some(src), Some(shape_desc)) = (adaptor.operand(0), adaptor.operand(1)) else {
        return false;
    };
    let index = tc.index_type(ctx);
    // The shape's elements are loaded as their converted type.
    let Some(shape_element) = memref_parts(ctx, shape_ty).map(|p| p.element) else {
        return false;
    };
    let Some(loaded_ty) = tc.convert_type(ctx, shape_element) else {
        return false;
    };
    let mut desc = MemRefDescriptor::poison(rw, desc_ty, loc);
    let s = MemRefDescriptor::new(rw.body(), src);
    let allocated = s.allocated_ptr(rw, loc);
    let aligned = s.aligned_ptr(rw, loc);
    desc.set_allocated_ptr(rw, allocated, loc);
    desc.set_aligned_ptr(rw, aligned, loc);
    let zero = index_constant(rw, tc, 0, loc);
    desc.set_offset(rw, zero, loc);
    let mut running: Option<ValueId> = None;
    for i in (0..shape.len()).rev() {
        let stride = match (strides[i], running) {
            (DYNAMIC, Some(r)) => r,
            (DYNAMIC, None) => return false,
            (st, _) => index_constant(rw, tc, st, loc),
        };
        let size = if shape[i] == DYNAMIC {
            let Ok(position) = i64::try_from(i) else {
                return false;
            };
            let at = index_constant(rw, tc, position, loc);
            let Some(ptr) = super::patterns::strided_element_ptr(rw, tc, shape_ty, shape_desc, &[at], loc)
            else {
                return false;
            };
            let loaded = LoadOp::build_simple(rw, loc, loaded_ty, ptr, None, false).res(rw);
            if shape_element == ctx.index_type() {
                // The lowered `memref.load` yields an `index` that is cast back.
                let as_index = rw.create(cast_state(ctx, &[loaded], &[shape_element], loc));
                let as_index = rw.body().result(as_index, 0);
                let back = rw.create(cast_state(ctx, &[as_index], &[index], loc));
                rw.body().result(back, 0)
            } else if loaded_ty != index {
                let cast = rw.create(cast_state(ctx, &[loaded], &[index], loc));
                rw.body().result(cast, 0)
            } else {
                loaded
            }
        } else {
            index_constant(rw, tc, shape[i], loc)
        };
        desc.set_size(rw, i, size, loc);
        desc.set_stride(rw, i, stride, loc);
        running = Some(MulOp::build(rw, loc, stride, size, None).res(rw));
    }
    rw.replace_op(op, &[desc.value]);
    true
}

/// A new unranked descriptor of type `desc_ty` and rank `rank` whose
/// ranked descriptor lives in a new stack buffer of its size: returns the
/// descriptor, the buffer and the size in bytes.
pub(super) fn unranked_on_stack(
    tc: &LlvmTypeConverter,
    rw: &mut Rw<'_>,
    desc_ty: Type,
    rank: ValueId,
    loc: strata_ir::Location,
) -> (ValueId, ValueId, ValueId) {
    let ctx = rw.ctx;
    let d = poison(rw, desc_ty, loc);
    let d = insert_value(rw, d, rank, &[0], loc);
    let size = UnrankedMemRefDescriptor::new(rw.body(), d).ranked_size(rw, &tc.options, loc);
    let stack = llvm_types::ptr_type(ctx, 0);
    let mem = AllocaOp::build(rw, loc, stack, size, None, ctx.i8(), false).res(rw);
    (insert_value(rw, d, mem, &[1], loc), mem, size)
}

/// Stores a ranked descriptor in a new stack slot, as MLIR's
/// `promoteOneMemRefDescriptor`, whose slot count is an `i64` whatever the
/// index bitwidth.
pub(super) fn promote_descriptor(rw: &mut Rw<'_>, value: ValueId, loc: strata_ir::Location) -> ValueId {
    let i64_ty = rw.ctx.i64();
    let one = crate::llvm_common::descriptor::index_constant(rw, i64_ty, 1, loc);
    store_in_new_stack_slot(rw, one, value, loc)
}

/// Stores `value` in a new one-element `llvm.alloca` slot of its type
/// (`one` is the element count) and returns the slot's pointer: how
/// descriptors are passed by reference (unranked descriptors, `memrefCopy`).
pub(super) fn store_in_new_stack_slot(
    rw: &mut Rw<'_>,
    one: ValueId,
    value: ValueId,
    loc: strata_ir::Location,
) -> ValueId {
    let ctx = rw.ctx;
    let ty = rw.body().value_type(value);
    let ptr = llvm_types::ptr_type(ctx, 0);
    let slot = AllocaOp::build(rw, loc, ptr, one, None, ty, false).res(rw);
    StoreOp::build_simple(rw, loc, value, slot, None, false);
    slot
}

/// `memref.transpose`: a new descriptor with the source's pointers and
/// offset and, for each result dimension, the size and stride of the
/// source dimension the permutation maps to it.
pub(super) fn lower_transpose(
    tc: &LlvmTypeConverter,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut Rw<'_>,
) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let loc = body.op_loc(op);
    let transpose = TransposeOp(op);
    let Some(strata_ir::AttrKind::AffineMap(map)) = transpose.permutation(rw).map(|a| ctx.attr_kind(a))
    else {
        return false;
    };
    let Some(permutation) = strata_dialect_memref::views::permutation_of(ctx, map) else {
        return false;
    };
    // The converted input (operand 0).
    let Some(src) = adaptor.operand(0) else {
        return false;
    };
    if permutation.is_empty() || permutation.iter().enumerate().all(|(i, &p)| i == p) {
        rw.replace_op(op, &[src]);
        return true;
    }
    let Some(desc_ty) = tc.convert_type(ctx, body.value_type(transpose.result(rw))) else {
        return false;
    };
    let s = MemRefDescriptor::new(rw.body(), src);
    let mut d = MemRefDescriptor::poison(rw, desc_ty, loc);
    let allocated = s.allocated_ptr(rw, loc);
    d.set_allocated_ptr(rw, allocated, loc);
    let aligned = s.aligned_ptr(rw, loc);
    d.set_aligned_ptr(rw, aligned, loc);
    let offset = s.offset(rw, loc);
    d.set_offset(rw, offset, loc);
    for (target, &source) in permutation.iter().enumerate() {
        let size = s.size(rw, source, loc);
        d.set_size(rw, target, size, loc);
        let stride = s.stride(rw, source, loc);
        d.set_stride(rw, target, stride, loc);
    }
    rw.replace_op(op, &[d.value]);
    true
}

/// `memref.reshape` to an unranked memref: the rank is the length of the
/// shape operand; a ranked descriptor of that rank is made on the stack
/// with the source's pointers and offset, and a loop fills its sizes from
/// the shape operand and its strides as the running product, innermost
/// first.
fn lower_reshape_to_unranked(tc: &LlvmTypeConverter, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    use crate::llvm_common::pattern::icmp;
    let ctx = rw.ctx;
    let body = rw.body();
    let loc = body.op_loc(op);
    let res_ty = body.value_type(ReshapeOp(op).result(rw));
    let TypeKind::UnrankedMemRef { memory_space, .. } = ctx.type_kind(res_ty) else {
        return false;
    };
    let Some(space) = crate::llvm_common::memory_space_as_int(ctx, *memory_space) else {
        return false;
    };
    let Some(desc_ty) = tc.convert_type(ctx, res_ty) else {
        return false;
    };
    // The converted source (operand 0) and shape (operand 1).
    let (Some(init), Some(src), Some(shape)) = (body.op_block(op), adaptor.operand(0), adaptor.operand(1))
    else {
        return false;
    };
    let Some(parent) = body.block_region(init) else {
        return false;
    };
    let index = tc.index_type(ctx);
    let elem_ptr = llvm_types::ptr_type(ctx, space);
    let shape_desc = MemRefDescriptor::new(rw.body(), shape);
    let rank = shape_desc.size(rw, 0, loc);
    let (d, mem, _) = unranked_on_stack(tc, rw, desc_ty, rank, loc);
    // The pointers and the offset of the source.
    let s = MemRefDescriptor::new(rw.body(), src);
    let allocated = s.allocated_ptr(rw, loc);
    let aligned = s.aligned_ptr(rw, loc);
    let offset = s.offset(rw, loc);
    let indexed = |rw: &mut Rw<'_>, base: ValueId, at: ValueId| gep(rw, base, at, index, 0, loc);
    StoreOp::build_simple(rw, loc, allocated, mem, None, false);
    let aligned_slot = const_indices_gep(rw, mem, &[1], elem_ptr, loc);
    StoreOp::build_simple(rw, loc, aligned, aligned_slot, None, false);
    let offset_slot = const_indices_gep(rw, mem, &[2], elem_ptr, loc);
    StoreOp::build_simple(rw, loc, offset, offset_slot, None, false);
    let head = llvm_types::struct_type(ctx, &[elem_ptr, elem_ptr, index, index], false);
    let sizes = const_indices_gep(rw, mem, &[0, 3], head, loc);
    let strides = indexed(rw, sizes, rank);
    let shape_data = shape_desc.aligned_ptr(rw, loc);
    let one = index_constant(rw, tc, 1, loc);
    let last = SubOp::build(rw, loc, rank, one, None).res(rw);
    // The loop, from the last dimension down.
    let (init, remaining) = rw.split_block_at(init, op);
    let cond = rw.create_block(parent, Some(remaining), &[index, index], &[loc, loc]);
    let body_block = rw.create_block(parent, Some(remaining), &[], &[]);
    rw.set_insertion_point_to_end(init);
    super::misc::llvm_br(rw, cond, &[last, one], loc);
    rw.set_insertion_point_to_end(cond);
    let (i, stride) = {
        let args = rw.body().block_args(cond);
        (args[0], args[1])
    };
    let zero = index_constant(rw, tc, 0, loc);
    let sge = strata_dialect_llvm::attrs::ICMP_PREDICATE
        .value_of("sge")
        .unwrap_or(5);
    let more = icmp(rw, sge, i, zero, loc);
    CondBrOp::build(rw, loc, more, &[], &[], None, None, body_block, remaining);
    rw.set_insertion_point_to_end(body_block);
    let at = indexed(rw, shape_data, i);
    let dim = LoadOp::build_simple(rw, loc, index, at, None, false).res(rw);
    let size_slot = indexed(rw, sizes, i);
    StoreOp::build_simple(rw, loc, dim, size_slot, None, false);
    let stride_slot = indexed(rw, strides, i);
    StoreOp::build_simple(rw, loc, stride, stride_slot, None, false);
    let next_stride = MulOp::build(rw, loc, stride, dim, None).res(rw);
    let next = SubOp::build(rw, loc, i, one, None).res(rw);
    super::misc::llvm_br(rw, cond, &[next, next_stride], loc);
    rw.replace_op(op, &[d]);
    true
}
