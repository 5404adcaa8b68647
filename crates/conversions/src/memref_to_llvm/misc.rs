//! The lowerings of `memref.assume_alignment`, `memref.prefetch` and
//! `memref.memory_space_cast`.

use strata_ir::{OpId, TypeKind};
use strata_rewrite::conversion::{ConversionPatternRewriter, OpAdaptor};

use super::patterns::{index_constant, strided_element_ptr_with};
use crate::llvm_common::descriptor::MemRefDescriptor;
use crate::llvm_common::pattern::{build_op, build_value, dense_i32_array};
use crate::llvm_common::LlvmTypeConverter;

type Rw<'a> = ConversionPatternRewriter<'a>;

/// `memref.assume_alignment`: an `llvm.intr.assume` of `true` with an
/// `"align"` bundle on the address of the memref's first element; the
/// result is the memref itself.
pub(super) fn lower_assume_alignment(
    tc: &LlvmTypeConverter,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut Rw<'_>,
) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let loc = body.op_loc(op);
    let t = body.value_type(body.operand(op, 0));
    let Some(alignment) = body
        .op_attr(ctx, op, "alignment")
        .and_then(|a| ctx.integer_attr_value(a))
        .map(|v| v.sext_i64())
    else {
        return false;
    };
    let Some(m) = adaptor.operand(0) else {
        return false;
    };
    let Some(ptr) = strided_element_ptr_with(rw, tc, t, m, &[], 0, 0, loc) else {
        return false;
    };
    let cond = build_value(
        rw,
        "llvm.mlir.constant",
        loc,
        &[],
        ctx.i1(),
        &[("value", ctx.bool_attr(true))],
    );
    let align = index_constant(rw, tc, alignment, loc);
    build_op(
        rw,
        "llvm.intr.assume",
        loc,
        &[cond, ptr, align],
        &[],
        &[
            ("op_bundle_sizes", dense_i32_array(ctx, &[2])),
            ("op_bundle_tags", ctx.array_attr(&[ctx.string_attr("align")])),
        ],
    );
    rw.replace_op(op, &[m]);
    true
}

/// `memref.prefetch`: `llvm.intr.prefetch` of the element's address.
pub(super) fn lower_prefetch(tc: &LlvmTypeConverter, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let loc = body.op_loc(op);
    let t = body.value_type(body.operand(op, 0));
    let flag = |name: &str| match body.op_attr(ctx, op, name).map(|a| ctx.attr_kind(a)) {
        Some(strata_ir::AttrKind::Bool(b)) => Some(*b),
        _ => None,
    };
    let (Some(write), Some(data)) = (flag("isWrite"), flag("isDataCache")) else {
        return false;
    };
    let Some(hint) = body
        .op_attr(ctx, op, "localityHint")
        .and_then(|a| ctx.integer_attr_value(a))
        .map(|v| v.sext_i64())
    else {
        return false;
    };
    let Some(operands) = adaptor.single_operands() else {
        return false;
    };
    let Some(ptr) = strided_element_ptr_with(rw, tc, t, operands[0], &operands[1..], 0, 0, loc) else {
        return false;
    };
    let i32_attr = |v: bool| ctx.integer_attr(ctx.i32(), i64::from(v));
    build_op(
        rw,
        "llvm.intr.prefetch",
        loc,
        &[ptr],
        &[],
        &[
            ("cache", i32_attr(data)),
            ("hint", ctx.integer_attr(ctx.i32(), hint)),
            ("rw", i32_attr(write)),
        ],
    );
    rw.erase_op(op);
    true
}

/// `memref.memory_space_cast` between ranked memrefs: the descriptor
/// with both pointers `addrspacecast` to the result's address space.
pub(super) fn lower_memory_space_cast(
    tc: &LlvmTypeConverter,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut Rw<'_>,
) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let loc = body.op_loc(op);
    let src_ty = body.value_type(body.operand(op, 0));
    let TypeKind::MemRef { shape, .. } = ctx.type_kind(src_ty) else {
        return false;
    };
    let rank = shape.len();
    let Some(res_ty) = body.result_types(op).next() else {
        return false;
    };
    let Some(res_desc) = tc.convert_type(ctx, res_ty) else {
        return false;
    };
    let Some(ptr) = crate::llvm_common::struct_fields(ctx, res_desc).and_then(|f| f.first().copied()) else {
        return false;
    };
    let Some(m) = adaptor.operand(0) else {
        return false;
    };
    let mut fields = MemRefDescriptor::new(rw.body(), m).unpack(rw, rank, loc);
    for field in fields.iter_mut().take(2) {
        *field = build_value(rw, "llvm.addrspacecast", loc, &[*field], ptr, &[]);
    }
    let Some(d) = MemRefDescriptor::pack(rw, &tc.options, res_ty, &fields, loc) else {
        return false;
    };
    rw.replace_op(op, &[d]);
    true
}
