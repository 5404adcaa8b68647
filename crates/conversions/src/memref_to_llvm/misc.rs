//! The lowerings of `memref.assume_alignment`, `memref.prefetch` and
//! `memref.memory_space_cast`.

use strata_dialect_llvm::types as llvm_types;
use strata_dialect_llvm::{
    AddrSpaceCastOp, AssumeOp, AtomicCmpXchgOp, AtomicRMWOp, BrOp, CondBrOp, ConstantOp, LoadOp, MemcpyOp,
    Prefetch, StackRestoreOp, StackSaveOp, StoreOp, SubOp,
};
use strata_dialect_memref::{
    AllocaScopeOp, AllocaScopeReturnOp, AssumeAlignmentOp, AtomicRmwOp, GenericAtomicRmwOp,
    MemorySpaceCastOp, PrefetchOp,
};
use strata_ir::{OpId, Type, TypeKind, ValueId};
use strata_rewrite::conversion::{ConversionPatternRewriter, OpAdaptor};

use super::patterns::{const_indices_gep, index_constant, strided_element_ptr_with};
use super::views::unranked_on_stack;
use crate::llvm_common::descriptor::{extract_value, MemRefDescriptor, UnrankedMemRefDescriptor};
use crate::llvm_common::LlvmTypeConverter;
use strata_dialect_utils::attrs::dense_i32_array;

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
    let assume = AssumeAlignmentOp(op);
    let t = body.value_type(assume.memref(rw));
    let Some(alignment) = assume.alignment(rw) else {
        return false;
    };
    // The converted memref (operand 0).
    let Some(m) = adaptor.operand(0) else {
        return false;
    };
    let Some(ptr) = strided_element_ptr_with(rw, tc, t, m, &[], 0, 0, loc) else {
        return false;
    };
    let cond = ConstantOp::build(rw, loc, ctx.i1(), ctx.bool_attr(true)).res(rw);
    let align = index_constant(rw, tc, alignment, loc);
    let sizes = dense_i32_array(ctx, &[2]);
    let tags = ctx.array_attr(&[ctx.string_attr("align")]);
    AssumeOp::build(rw, loc, cond, &[ptr, align], sizes, Some(tags));
    rw.replace_op(op, &[m]);
    true
}

/// `memref.prefetch`: `llvm.intr.prefetch` of the element's address.
pub(super) fn lower_prefetch(tc: &LlvmTypeConverter, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let body = rw.body();
    let loc = body.op_loc(op);
    let prefetch = PrefetchOp(op);
    let t = body.value_type(prefetch.memref(rw));
    let (Some(write), Some(data)) = (prefetch.is_write(rw), prefetch.is_data_cache(rw)) else {
        return false;
    };
    let Some(hint) = prefetch.locality_hint(rw) else {
        return false;
    };
    let Some(operands) = adaptor.single_operands() else {
        return false;
    };
    // The converted memref (operand 0) and indices.
    let indices = &operands[prefetch.indices(rw).range()];
    let Some(ptr) = strided_element_ptr_with(rw, tc, t, operands[0], indices, 0, 0, loc) else {
        return false;
    };
    Prefetch::build(rw, loc, ptr, i64::from(write), hint, i64::from(data));
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
    let cast = MemorySpaceCastOp(op);
    let src_ty = body.value_type(cast.source(rw));
    let res_ty = body.value_type(cast.dest(rw));
    // The converted source is operand 0.
    if let TypeKind::UnrankedMemRef { memory_space, .. } = ctx.type_kind(src_ty) {
        let Some(space) = crate::llvm_common::memory_space_as_int(ctx, *memory_space) else {
            return false;
        };
        let Some(m) = adaptor.operand(0) else {
            return false;
        };
        let Some(d) = lower_unranked_memory_space_cast(tc, space, res_ty, m, loc, rw) else {
            return false;
        };
        rw.replace_op(op, &[d]);
        return true;
    }
    let TypeKind::MemRef { shape, .. } = ctx.type_kind(src_ty) else {
        return false;
    };
    let rank = shape.len();
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
        *field = AddrSpaceCastOp::build(rw, loc, ptr, *field).res(rw);
    }
    let Some(d) = MemRefDescriptor::pack(rw, &tc.options, res_ty, &fields, loc) else {
        return false;
    };
    rw.replace_op(op, &[d]);
    true
}

/// The `llvm.atomicrmw` operation of a `memref.atomic_rmw` kind, for the
/// kinds LLVM has one for.
fn atomic_bin_op(kind: &str) -> Option<&'static str> {
    Some(match kind {
        "addf" => "fadd",
        "maximumf" => "fmaximum",
        "minimumf" => "fminimum",
        "maxnumf" => "fmax",
        "minnumf" => "fmin",
        "addi" => "add",
        "assign" => "xchg",
        "maxs" => "max",
        "mins" => "min",
        "maxu" => "umax",
        "minu" => "umin",
        "ori" => "_or",
        "andi" => "_and",
        "xori" => "_xor",
        _ => return None,
    })
}

/// `memref.atomic_rmw`: an `acq_rel` `llvm.atomicrmw` on the element's
/// address (kinds without an LLVM counterpart, `mulf` and `muli`, are
/// left alone, as MLIR leaves them).
pub(super) fn lower_atomic_rmw(
    tc: &LlvmTypeConverter,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut Rw<'_>,
) -> bool {
    use strata_dialect_llvm::attrs::{ATOMIC_BIN_OP, ATOMIC_ORDERING};
    use strata_dialect_memref::ATOMIC_RMW_KIND;
    let ctx = rw.ctx;
    let body = rw.body();
    let loc = body.op_loc(op);
    let rmw = AtomicRmwOp(op);
    let Some(bin_op) = rmw
        .kind(rw)
        .and_then(|k| ATOMIC_RMW_KIND.keyword(k))
        .and_then(atomic_bin_op)
        .and_then(|b| ATOMIC_BIN_OP.value_of(b))
    else {
        return false;
    };
    let t = body.value_type(rmw.memref(rw));
    let Some(_) = tc.convert_type(ctx, body.value_type(rmw.result(rw))) else {
        return false;
    };
    let Some(operands) = adaptor.single_operands() else {
        return false;
    };
    // The converted value (operand 0), memref (operand 1) and indices.
    let indices = &operands[rmw.indices(rw).range()];
    let Some(ptr) = strided_element_ptr_with(rw, tc, t, operands[1], indices, 0, 0, loc) else {
        return false;
    };
    let acq_rel = ATOMIC_ORDERING.value_of("acq_rel").unwrap_or(6);
    let v = AtomicRMWOp::build(
        rw,
        loc,
        ptr,
        operands[0],
        bin_op,
        acq_rel,
        None,
        None,
        false,
        None,
        None,
        None,
        None,
    )
    .res(rw);
    rw.replace_op(op, &[v]);
    true
}

/// Creates an `llvm.br` to `dest` with `operands` at the insertion point.
pub(super) fn llvm_br(
    rw: &mut Rw<'_>,
    dest: strata_ir::BlockId,
    operands: &[strata_ir::ValueId],
    loc: strata_ir::Location,
) {
    BrOp::build(rw, loc, operands, None, dest);
}

/// `memref.alloca_scope`: its body is inlined between an
/// `llvm.intr.stacksave` (before branching in) and an
/// `llvm.intr.stackrestore` (before branching out, with the returned
/// values, to a block whose arguments replace the op's results).
pub(super) fn lower_alloca_scope(_: &LlvmTypeConverter, op: OpId, _: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let loc = body.op_loc(op);
    let Some(current) = body.op_block(op) else {
        return false;
    };
    let Some(parent) = body.block_region(current) else {
        return false;
    };
    let scope = AllocaScopeOp(op);
    let region = scope.body_region(rw);
    let (Some(entry), Some(last)) = (body.region_entry(region), body.region_last_block(region)) else {
        return false;
    };
    let Some(ret) = body.last_op(last).and_then(|t| AllocaScopeReturnOp::cast(rw, t)) else {
        return false;
    };
    let types: Vec<strata_ir::Type> = scope.results(rw).map(|r| body.value_type(r)).collect();
    let returned = ret.results(rw).to_vec();
    let ret = ret.op();
    let (current, remaining) = rw.split_block_at(current, op);
    let continue_block = if types.is_empty() {
        remaining
    } else {
        let locs = vec![loc; types.len()];
        let b = rw.create_block(parent, Some(remaining), &types, &locs);
        llvm_br(rw, remaining, &[], loc);
        b
    };
    rw.inline_region_before(region, parent, Some(continue_block));
    rw.set_insertion_point_to_end(current);
    let ptr = strata_dialect_llvm::types::ptr_type(ctx, 0);
    let saved = StackSaveOp::build(rw, loc, ptr).res(rw);
    llvm_br(rw, entry, &[], loc);
    rw.set_insertion_point(ret);
    StackRestoreOp::build(rw, loc, saved);
    let ret_loc = rw.body().op_loc(ret);
    llvm_br(rw, continue_block, &returned, ret_loc);
    rw.erase_op(ret);
    let results = rw.body().block_args(continue_block).to_vec();
    rw.replace_op(op, &results);
    true
}

/// `memref.memory_space_cast` between unranked memrefs: a new ranked
/// descriptor on the stack (sized as MLIR's unranked descriptor sizes
/// are, with 64-bit pointers) holding the source's pointers cast to the
/// new address space and a copy of its offset, sizes and strides.
fn lower_unranked_memory_space_cast(
    tc: &LlvmTypeConverter,
    src_space: u32,
    res_ty: Type,
    src: ValueId,
    loc: strata_ir::Location,
    rw: &mut Rw<'_>,
) -> Option<ValueId> {
    let ctx = rw.ctx;
    let res_desc = tc.convert_type(ctx, res_ty)?;
    let TypeKind::UnrankedMemRef { memory_space, .. } = ctx.type_kind(res_ty) else {
        return None;
    };
    let dst_space = crate::llvm_common::memory_space_as_int(ctx, *memory_space)?;
    let s = UnrankedMemRefDescriptor::new(rw.body(), src);
    let rank = s.rank(rw, loc);
    let src_desc = s.memref_desc_ptr(rw, loc);
    let (d, mem, size) = unranked_on_stack(tc, rw, res_desc, rank, loc);
    // Copy the pointers (cast) and the rest of the descriptor.
    let src_ptr = llvm_types::ptr_type(ctx, src_space);
    let dst_ptr = llvm_types::ptr_type(ctx, dst_space);
    let allocated = LoadOp::build_simple(rw, loc, src_ptr, src_desc, None, false).res(rw);
    let aligned_addr = const_indices_gep(rw, src_desc, &[1], src_ptr, loc);
    let aligned = LoadOp::build_simple(rw, loc, src_ptr, aligned_addr, None, false).res(rw);
    let allocated = AddrSpaceCastOp::build(rw, loc, dst_ptr, allocated).res(rw);
    let aligned = AddrSpaceCastOp::build(rw, loc, dst_ptr, aligned).res(rw);
    StoreOp::build_simple(rw, loc, allocated, mem, None, false);
    let aligned_slot = const_indices_gep(rw, mem, &[1], dst_ptr, loc);
    StoreOp::build_simple(rw, loc, aligned, aligned_slot, None, false);
    let src_rest = const_indices_gep(rw, src_desc, &[2], src_ptr, loc);
    let dst_rest = const_indices_gep(rw, mem, &[2], dst_ptr, loc);
    let skipped = index_constant(rw, tc, 16, loc);
    let rest = SubOp::build(rw, loc, size, skipped, None).res(rw);
    MemcpyOp::build(
        rw, loc, dst_rest, src_rest, rest, false, None, None, None, None, None, None,
    );
    Some(d)
}

/// `memref.generic_atomic_rmw`: a compare-and-swap loop. The element is
/// loaded before the loop; the loop block takes the current value as its
/// argument, computes the new one with copies of the body's ops, and
/// retries with the value `llvm.cmpxchg` found until the exchange
/// succeeds; the found value replaces the op's result. The copies are new
/// ops that must legalize, so the op stays as it is when the body has ops
/// the conversion cannot lower. Bodies whose ops have regions are not
/// lowered.
pub(super) fn lower_generic_atomic_rmw(
    tc: &LlvmTypeConverter,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut Rw<'_>,
) -> bool {
    use strata_dialect_llvm::attrs::ATOMIC_ORDERING;
    let ctx = rw.ctx;
    let body = rw.body();
    let loc = body.op_loc(op);
    let rmw = GenericAtomicRmwOp(op);
    let t = body.value_type(rmw.memref(rw));
    let Some(value_ty) = tc.convert_type(ctx, body.value_type(rmw.result(rw))) else {
        return false;
    };
    let region = rmw.atomic_body(rw);
    let Some(init) = body.op_block(op) else {
        return false;
    };
    let (Some(parent), Some(entry)) = (body.block_region(init), body.region_entry(region)) else {
        return false;
    };
    let &[current] = body.block_args(entry) else {
        return false;
    };
    let Some(yield_op) = body.last_op(entry) else {
        return false;
    };
    let nested: Vec<OpId> = body.block_ops(entry).filter(|&o| o != yield_op).collect();
    if nested.iter().any(|&o| !body.regions_in_body(o).is_empty()) {
        return false;
    }
    // A yielded value defined outside the body is reported (as MLIR
    // does) and the op left alone.
    let Some(yielded) = body
        .operands(yield_op)
        .next()
        .filter(|&v| v == current || body.defining_op(v).is_some_and(|d| nested.contains(&d)))
    else {
        let _ = strata_ir::OpRef::new(ctx, body, op).emit_error("result not defined in region");
        return false;
    };
    let Some(operands) = adaptor.single_operands() else {
        return false;
    };
    // The converted memref (operand 0) and indices.
    let indices = &operands[rmw.indices(rw).range()];
    let Some(ptr) = strided_element_ptr_with(rw, tc, t, operands[0], indices, 0, 0, loc) else {
        return false;
    };
    let initial = LoadOp::build_simple(rw, loc, value_ty, ptr, None, false).res(rw);
    let (init, end) = rw.split_block_at(init, op);
    let loop_block = rw.create_block(parent, Some(end), &[value_ty], &[loc]);
    let loop_arg = rw.body().block_args(loop_block)[0];
    rw.set_insertion_point_to_end(init);
    llvm_br(rw, loop_block, &[initial], loc);
    // The body's ops, copied into the loop block.
    rw.set_insertion_point_to_end(loop_block);
    let mut map = strata_ir::IrMapping::default();
    map.map_value(current, loop_arg);
    for o in nested {
        let b = rw.body();
        let mut st = strata_ir::OperationState::new(b.op_name(o), b.op_loc(o));
        st.operands = b.operands(o).map(|v| map.lookup_value(v)).collect();
        st.result_types = b.result_types(o).collect();
        st.properties = b.op_properties(o);
        st.attributes = b.op_attr_dict(o);
        let old: Vec<ValueId> = b.results(o).collect();
        let copy = rw.create(st);
        for (a, n) in old.into_iter().zip(rw.body().results(copy)) {
            map.map_value(a, n);
        }
    }
    let new_value = map.lookup_value(yielded);
    let ordering = |name: &str| ATOMIC_ORDERING.value_of(name).unwrap_or(0);
    let (success, failure) = (ordering("acq_rel"), ordering("monotonic"));
    let pair = AtomicCmpXchgOp::build(
        rw, loc, ptr, loop_arg, new_value, success, failure, None, None, false, false, None, None, None, None,
    )
    .res(rw);
    let found = extract_value(rw, pair, &[0], value_ty, loc);
    let ok = extract_value(rw, pair, &[1], ctx.i1(), loc);
    CondBrOp::build(rw, loc, ok, &[], &[found], None, None, end, loop_block);
    rw.replace_op(op, &[found]);
    true
}

/// `memref.distinct_objects`: an `llvm.intr.assume` with a
/// `"separate_storage"` bundle for each pair of aligned pointers; the
/// results are the operands.
pub(super) fn lower_distinct_objects(
    _: &LlvmTypeConverter,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut Rw<'_>,
) -> bool {
    let ctx = rw.ctx;
    let loc = rw.body().op_loc(op);
    let Some(operands) = adaptor.single_operands() else {
        return false;
    };
    if operands.len() > 1 {
        let pointers: Vec<ValueId> = operands
            .iter()
            .map(|&m| MemRefDescriptor::new(rw.body(), m).aligned_ptr(rw, loc))
            .collect();
        let cond = ConstantOp::build(rw, loc, ctx.i1(), ctx.bool_attr(true)).res(rw);
        for (i, &a) in pointers.iter().enumerate() {
            for &b in &pointers[i + 1..] {
                let sizes = dense_i32_array(ctx, &[2]);
                let tags = ctx.array_attr(&[ctx.string_attr("separate_storage")]);
                AssumeOp::build(rw, loc, cond, &[a, b], sizes, Some(tags));
            }
        }
    }
    rw.replace_op(op, &operands);
    true
}
