//! The lowering patterns of `finalize-memref-to-llvm`.

use strata_dialect_llvm as llvm;
use strata_dialect_llvm::types as llvm_types;
use strata_dialect_llvm::{
    AddOp, AddressOfOp, CallOp, FillRegion, GEPOp, IntToPtrOp, LLVMFuncOp, MulOp, PtrToIntOp, ReturnOp,
    SubOp, URemOp, UndefOp, ZeroOp,
};
use strata_ir::{
    Body, Context, Location, OpBuilder, OpId, OpRef, OpTraits, Type, TypeKind, ValueId, WalkResult,
};
use strata_rewrite::conversion::{ConversionPattern, ConversionPatternRewriter, OpAdaptor};

use crate::llvm_common::descriptor::{
    extract_value, int_constant_attr, MemRefDescriptor, UnrankedMemRefDescriptor,
};
use crate::llvm_common::pattern::FnPattern;
use crate::llvm_common::symbols::{declare_once, module_functions, module_symbols};
use crate::llvm_common::{LlvmTypeConverter, DYNAMIC};
use strata_dialect_memref as memref;
use strata_dialect_memref::{
    AllocOp, AllocaOp, CastOp, CopyOp, DeallocOp, DimOp, ExtractAlignedPointerAsIndexOp, GetGlobalOp,
    GlobalOp, LoadOp, RankOp, StoreOp,
};
use strata_dialect_utils::attrs::dense_i32_array;

type Rw<'a> = ConversionPatternRewriter<'a>;
type LowerFn = for<'r> fn(&LlvmTypeConverter, OpId, &OpAdaptor, &mut Rw<'r>) -> bool;

/// `GEPNoWrapFlags::inbounds | nuw`, the flags of element addresses.
const INBOUNDS_NUW: i64 = 7;
/// `IntegerOverflowFlags::nsw | nuw`, the flags of index arithmetic.
const NSW_NUW: i64 = 3;
/// `rawConstantIndices`' marker of a dynamic index.
const DYNAMIC_INDEX: i32 = i32::MIN;

/// Adds the patterns lowering `memref` ops to LLVM (a subset of MLIR's
/// `populateFinalizeMemRefToLLVMConversionPatterns`).
pub fn populate_memref_to_llvm_patterns(tc: &LlvmTypeConverter, out: &mut Vec<Box<dyn ConversionPattern>>) {
    let list: [(&'static str, &'static str, LowerFn); 24] = [
        (memref::CAST.name, "MemRefCastOpLowering", lower_cast),
        (memref::GLOBAL.name, "GlobalMemrefOpLowering", lower_global),
        (
            memref::GET_GLOBAL.name,
            "GetGlobalMemrefOpLowering",
            lower_get_global,
        ),
        (memref::ALLOC.name, "AllocOpLowering", lower_alloc),
        (memref::ALLOCA.name, "AllocaOpLowering", lower_alloca),
        (memref::DEALLOC.name, "DeallocOpLowering", lower_dealloc),
        (memref::LOAD.name, "LoadOpLowering", lower_load),
        (memref::STORE.name, "StoreOpLowering", lower_store),
        (memref::DIM.name, "DimOpLowering", lower_dim),
        (memref::RANK.name, "RankOpLowering", lower_rank),
        (
            memref::EXTRACT_ALIGNED_POINTER.name,
            "ConvertExtractAlignedPointerAsIndex",
            lower_extract_aligned_pointer,
        ),
        (
            memref::views::REINTERPRET_CAST.name,
            "MemRefReinterpretCastOpLowering",
            super::views::lower_reinterpret_cast,
        ),
        (
            memref::EXTRACT_STRIDED_METADATA.name,
            "ExtractStridedMetadataOpLowering",
            super::views::lower_extract_strided_metadata,
        ),
        (
            memref::COPY.name,
            "MemRefCopyOpLowering",
            super::views::lower_copy,
        ),
        (
            memref::views::VIEW.name,
            "ViewOpLowering",
            super::views::lower_view,
        ),
        (
            memref::views::TRANSPOSE.name,
            "MemRefTransposeOpLowering",
            super::views::lower_transpose,
        ),
        (
            memref::reshape::RESHAPE.name,
            "MemRefReshapeOpLowering",
            super::views::lower_reshape,
        ),
        (
            memref::ALLOCA_SCOPE.name,
            "AllocaScopeOpLowering",
            super::misc::lower_alloca_scope,
        ),
        (
            memref::ASSUME_ALIGNMENT.name,
            "AssumeAlignmentOpLowering",
            super::misc::lower_assume_alignment,
        ),
        (
            memref::PREFETCH.name,
            "PrefetchOpLowering",
            super::misc::lower_prefetch,
        ),
        (
            memref::ATOMIC_RMW.name,
            "AtomicRMWOpLowering",
            super::misc::lower_atomic_rmw,
        ),
        (
            memref::DISTINCT_OBJECTS.name,
            "DistinctObjectsOpLowering",
            super::misc::lower_distinct_objects,
        ),
        (
            memref::GENERIC_ATOMIC_RMW.name,
            "GenericAtomicRMWOpLowering",
            super::misc::lower_generic_atomic_rmw,
        ),
        (
            memref::MEMORY_SPACE_CAST.name,
            "MemorySpaceCastOpLowering",
            super::misc::lower_memory_space_cast,
        ),
    ];
    for (root, name, lower) in list {
        out.push(Box::new(FnPattern {
            root,
            name,
            generated: &[],
            converter: tc.clone(),
            lower,
        }));
    }
}

/// Declares `malloc` and `free` at the start of the module for the
/// `memref.alloc` and `memref.dealloc` ops of its functions, in IR order,
/// as the patterns of MLIR declare them when they first need them. A
/// function of the module already named so but of another type is
/// reported, and its name returned: the ops needing it cannot be lowered.
pub fn declare_allocation_functions(
    ctx: &Context,
    tc: &LlvmTypeConverter,
    module: &mut Body,
    module_loc: Location,
) -> Vec<&'static str> {
    let mut conflicts = Vec::new();
    let mut needed: Vec<&'static str> = Vec::new();
    for f in module_functions(module) {
        let Some(child) = module.child_body(f) else {
            continue;
        };
        let ir = (ctx, child);
        child.walk_root_regions(&mut |o| {
            let func = if let Some(alloc) = AllocOp::cast(&ir, o) {
                lowerable(ctx, tc, Some(child.value_type(alloc.memref(&ir))))
                    .then(|| tc.options.alloc_function())
            } else if DeallocOp::isa(&ir, o) {
                Some(tc.options.free_function())
            } else if let Some(copy) = CopyOp::cast(&ir, o) {
                super::views::copy_needs_runtime(ctx, tc, child, copy).then_some("memrefCopy")
            } else {
                None
            };
            if let Some(func) = func {
                if !needed.contains(&func) {
                    needed.push(func);
                }
            }
            WalkResult::Advance
        });
    }
    let mut symbols = module_symbols(ctx, module);
    let ptr = llvm_types::ptr_type(ctx, 0);
    for func in needed {
        let index = tc.index_type(ctx);
        let fty = match func {
            "malloc" | "_mlir_memref_to_llvm_alloc" => llvm_types::function_type(ctx, ptr, &[index], false),
            "aligned_alloc" | "_mlir_memref_to_llvm_aligned_alloc" => {
                llvm_types::function_type(ctx, ptr, &[index, index], false)
            }
            "memrefCopy" => {
                llvm_types::function_type(ctx, llvm_types::void_type(ctx), &[index, ptr, ptr], false)
            }
            _ => llvm_types::function_type(ctx, llvm_types::void_type(ctx), &[ptr], false),
        };
        if let Some(existing) = reserved_function_conflict(ctx, module, func, fty) {
            let _ = OpRef::new(ctx, module, existing).emit_error(format!(
                "redefinition of reserved function '{func}' of different type '{}' is prohibited",
                ctx.type_to_string(
                    module
                        .op_attr(ctx, existing, "function_type")
                        .and_then(|a| ctx.type_attr_value(a))
                        .unwrap_or(fty)
                )
            ));
            conflicts.push(func);
            continue;
        }
        declare_once(ctx, module, &mut symbols, func, fty, module_loc);
    }
    // The functions of nested symbol tables (a `gpu.module`'s kernels)
    // call the declarations of their own table.
    let nested: Vec<OpId> = module_functions(module)
        .into_iter()
        .filter(|&o| {
            ctx.op_def(module.op_name(o))
                .is_some_and(|d| d.traits.contains(OpTraits::SYMBOL_TABLE))
        })
        .collect();
    for table in nested {
        let loc = module.op_loc(table);
        if let Some(body) = module.child_body_mut(table) {
            conflicts.extend(declare_allocation_functions(ctx, tc, body, loc));
        }
    }
    conflicts
}

/// The `llvm.func` of the module named `name` if its type is not `fty`.
fn reserved_function_conflict(ctx: &Context, module: &Body, name: &str, fty: Type) -> Option<OpId> {
    module_functions(module).into_iter().find(|&f| {
        ctx.op_name_str(module.op_name(f)) == LLVMFuncOp::SPEC.name
            && module
                .op_attr(ctx, f, "sym_name")
                .and_then(|a| ctx.string_attr_value(a))
                == Some(name)
            && module
                .op_attr(ctx, f, "function_type")
                .and_then(|a| ctx.type_attr_value(a))
                != Some(fty)
    })
}

/// Whether an allocation of type `t` lowers: an identity layout and a
/// convertible type.
fn lowerable(ctx: &Context, tc: &LlvmTypeConverter, t: Option<Type>) -> bool {
    let Some(t) = t else { return false };
    matches!(ctx.type_kind(t), TypeKind::MemRef { layout: None, .. }) && tc.convert_type(ctx, t).is_some()
}

pub(super) fn index_constant(rw: &mut Rw<'_>, tc: &LlvmTypeConverter, value: i64, loc: Location) -> ValueId {
    let ctx = rw.ctx;
    int_constant_attr(
        rw,
        tc.index_type(ctx),
        ctx.integer_attr(ctx.index_type(), value),
        loc,
    )
}

/// The overflow flags `flags` of an `llvm.add` or `llvm.mul` (none when 0).
fn overflow(flags: i64) -> Option<u64> {
    (flags != 0).then_some(flags as u64)
}

pub(super) fn gep(
    rw: &mut Rw<'_>,
    base: ValueId,
    index: ValueId,
    elem: Type,
    flags: i64,
    loc: Location,
) -> ValueId {
    let ptr = rw.body().value_type(base);
    let raw = dense_i32_array(rw.ctx, &[DYNAMIC_INDEX]);
    GEPOp::build(rw, loc, ptr, base, &[index], raw, elem, Some(flags as u64)).res(rw)
}

/// The address of the element at `indices` of the memref of type `t`
/// described by `desc` (MLIR's `getStridedElementPtr` with
/// `inbounds|nuw`).
pub(super) fn strided_element_ptr(
    rw: &mut Rw<'_>,
    tc: &LlvmTypeConverter,
    t: Type,
    desc: ValueId,
    indices: &[ValueId],
    loc: Location,
) -> Option<ValueId> {
    strided_element_ptr_with(rw, tc, t, desc, indices, INBOUNDS_NUW, NSW_NUW, loc)
}

/// [`strided_element_ptr`] with the given `getelementptr` and index
/// arithmetic flags (none for the address of a prefetch or an alignment
/// assumption).
#[allow(clippy::too_many_arguments)]
pub(crate) fn strided_element_ptr_with(
    rw: &mut Rw<'_>,
    tc: &LlvmTypeConverter,
    t: Type,
    desc: ValueId,
    indices: &[ValueId],
    gep_flags: i64,
    arith_flags: i64,
    loc: Location,
) -> Option<ValueId> {
    let ctx = rw.ctx;
    let (strides, offset) = strata_dialect_memref::layout::strides_and_offset(ctx, t)?;
    let element = tc.convert_type(ctx, ctx.element_type(t)?)?;
    let d = MemRefDescriptor::new(rw.body(), desc);
    let mut base = d.aligned_ptr(rw, loc);
    if offset != 0 {
        let off = if offset == DYNAMIC {
            d.offset(rw, loc)
        } else {
            index_constant(rw, tc, offset, loc)
        };
        base = gep(rw, base, off, element, 0, loc);
    }
    let mut index: Option<ValueId> = None;
    for (i, &idx) in indices.iter().enumerate() {
        let mut increment = idx;
        if strides[i] != 1 {
            let stride = if strides[i] == DYNAMIC {
                d.stride(rw, i, loc)
            } else {
                index_constant(rw, tc, strides[i], loc)
            };
            increment = MulOp::build(rw, loc, increment, stride, overflow(arith_flags)).res(rw);
        }
        index = Some(match index {
            Some(prev) => AddOp::build(rw, loc, prev, increment, overflow(arith_flags)).res(rw),
            None => increment,
        });
    }
    Some(match index {
        Some(i) => gep(rw, base, i, element, gep_flags, loc),
        None => base,
    })
}

fn lower_load(tc: &LlvmTypeConverter, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(operands) = adaptor.single_operands() else {
        return false;
    };
    let body = rw.body();
    let loc = body.op_loc(op);
    let load = LoadOp(op);
    let t = body.value_type(load.memref(rw));
    let Some(result) = tc.convert_type(ctx, body.value_type(load.result(rw))) else {
        return false;
    };
    // The converted memref (operand 0) and indices.
    let indices = &operands[load.indices(rw).range()];
    let Some(ptr) = strided_element_ptr(rw, tc, t, operands[0], indices, loc) else {
        return false;
    };
    let nontemporal = load.nontemporal(rw) == Some(true);
    let v = llvm::LoadOp::build_simple(rw, loc, result, ptr, None, nontemporal).res(rw);
    rw.replace_op(op, &[v]);
    true
}

fn lower_store(tc: &LlvmTypeConverter, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let Some(operands) = adaptor.single_operands() else {
        return false;
    };
    let body = rw.body();
    let loc = body.op_loc(op);
    let store = StoreOp(op);
    let t = body.value_type(store.memref(rw));
    // The converted value (operand 0), memref (operand 1) and indices.
    let indices = &operands[store.indices(rw).range()];
    let Some(ptr) = strided_element_ptr(rw, tc, t, operands[1], indices, loc) else {
        return false;
    };
    let nontemporal = store.nontemporal(rw) == Some(true);
    llvm::StoreOp::build_simple(rw, loc, operands[0], ptr, None, nontemporal);
    rw.erase_op(op);
    true
}

/// The `nontemporal` property of the `llvm.load` or `llvm.store` lowering
/// an op whose `nontemporal` flag is `flag`, set when the flag is true.
/// The sizes, strides and total size (in elements, or bytes through a
/// null `getelementptr`) of an identity-layout memref (MLIR's
/// `getMemRefDescriptorSizes`).
fn descriptor_sizes(
    rw: &mut Rw<'_>,
    tc: &LlvmTypeConverter,
    shape: &[i64],
    dynamic: &[ValueId],
    element: Type,
    in_bytes: bool,
    loc: Location,
) -> Option<(Vec<ValueId>, Vec<ValueId>, ValueId)> {
    let ctx = rw.ctx;
    let mut dyn_iter = dynamic.iter();
    let mut sizes = Vec::with_capacity(shape.len());
    for &s in shape {
        sizes.push(if s == DYNAMIC {
            *dyn_iter.next()?
        } else {
            index_constant(rw, tc, s, loc)
        });
    }
    let mut strides = vec![None; shape.len()];
    let mut stride: i64 = 1;
    let mut running = index_constant(rw, tc, 1, loc);
    for i in (0..shape.len()).rev() {
        strides[i] = Some(running);
        let size_as_stride = stride == 1;
        if shape[i] == DYNAMIC {
            stride = DYNAMIC;
        }
        if stride != DYNAMIC {
            stride *= shape[i];
        }
        running = if size_as_stride {
            sizes[i]
        } else if stride == DYNAMIC {
            MulOp::build(rw, loc, running, sizes[i], None).res(rw)
        } else {
            index_constant(rw, tc, stride, loc)
        };
    }
    let size = if in_bytes {
        let ptr = llvm_types::ptr_type(ctx, 0);
        let null = ZeroOp::build(rw, loc, ptr).res(rw);
        let g = gep(rw, null, running, element, 0, loc);
        PtrToIntOp::build(rw, loc, tc.index_type(ctx), g).res(rw)
    } else {
        running
    };
    Some((
        sizes,
        strides.into_iter().map(|s| s.expect("stride")).collect(),
        size,
    ))
}

/// A descriptor of type `ty` from its fields (MLIR's
/// `createMemRefDescriptor`).
#[allow(clippy::too_many_arguments)]
fn build_descriptor(
    rw: &mut Rw<'_>,
    tc: &LlvmTypeConverter,
    ty: Type,
    allocated: ValueId,
    aligned: ValueId,
    sizes: &[ValueId],
    strides: &[ValueId],
    loc: Location,
) -> ValueId {
    let mut d = MemRefDescriptor::poison(rw, ty, loc);
    d.set_allocated_ptr(rw, allocated, loc);
    d.set_aligned_ptr(rw, aligned, loc);
    let zero = index_constant(rw, tc, 0, loc);
    d.set_offset(rw, zero, loc);
    for (i, &s) in sizes.iter().enumerate() {
        d.set_size(rw, i, s, loc);
    }
    for (i, &s) in strides.iter().enumerate() {
        d.set_stride(rw, i, s, loc);
    }
    d.value
}

/// The shape, element type, descriptor type and memory space pointer of
/// an allocation result of type `t`.
fn allocation(tc: &LlvmTypeConverter, t: Type, rw: &Rw<'_>) -> Option<(Vec<i64>, Type, Type, Type)> {
    let ctx = rw.ctx;
    if !lowerable(ctx, tc, Some(t)) {
        return None;
    }
    let TypeKind::MemRef { shape, element, .. } = ctx.type_kind(t) else {
        return None;
    };
    let element = tc.convert_type(ctx, *element)?;
    let desc = tc.convert_type(ctx, t)?;
    let ptr = crate::llvm_common::memref_ptr_type(ctx, t)?;
    Some((shape.to_vec(), element, desc, ptr))
}

fn lower_alloc(tc: &LlvmTypeConverter, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let alloc = AllocOp(op);
    let memref_ty = rw.body().value_type(alloc.memref(rw));
    let Some((shape, element, desc, ptr)) = allocation(tc, memref_ty, rw) else {
        return false;
    };
    let Some(operands) = adaptor.single_operands() else {
        return false;
    };
    let dynamic = &operands[alloc.dynamic_sizes(rw).range()];
    let alignment_attr = alloc.alignment(rw);
    let loc = rw.body().op_loc(op);
    let Some((sizes, strides, mut bytes)) = descriptor_sizes(rw, tc, &shape, dynamic, element, true, loc)
    else {
        return false;
    };
    let alloc_fn = tc.options.alloc_function();
    if tc.options.use_aligned_alloc {
        // `aligned_alloc` takes the alignment (the op's, else the element
        // size rounded up to a power of two, at least 16) and a size that
        // is a multiple of it.
        let Some(element_bytes) = element_size_in_bytes(tc, rw, memref_ty) else {
            return false;
        };
        let alignment = alignment_attr
            .unwrap_or_else(|| (element_bytes.max(1) as u64).next_power_of_two().max(16) as i64);
        let a = index_constant(rw, tc, alignment, loc);
        let static_bytes = shape
            .iter()
            .filter(|&&d| d != DYNAMIC)
            .fold(element_bytes, |acc, &d| acc.saturating_mul(d));
        if alignment != 0 && static_bytes % alignment != 0 {
            bytes = round_up(rw, tc, bytes, a, loc);
        }
        let call = CallOp::build_direct(rw, loc, Some(llvm_types::ptr_type(ctx, 0)), alloc_fn, &[a, bytes]);
        let allocated = cast_alloc_result(rw, rw.body().result(call.op(), 0), ptr, loc);
        let d = build_descriptor(rw, tc, desc, allocated, allocated, &sizes, &strides, loc);
        rw.replace_op(op, &[d]);
        return true;
    }
    // `malloc` memory is over-allocated by the alignment (the op's, else
    // the size of elements other than integers and floats) to align the
    // pointer up.
    let alignment = match alignment_attr {
        Some(a) => Some(index_constant(rw, tc, a, loc)),
        None if bit_width(tc, rw, shape_element(rw, memref_ty)).is_none() => {
            Some(super::views::size_in_bytes(tc, rw, element, loc))
        }
        None => None,
    };
    if let Some(a) = alignment {
        bytes = AddOp::build(rw, loc, bytes, a, None).res(rw);
    }
    let call = CallOp::build_direct(rw, loc, Some(llvm_types::ptr_type(ctx, 0)), alloc_fn, &[bytes]);
    let allocated = cast_alloc_result(rw, rw.body().result(call.op(), 0), ptr, loc);
    let mut aligned = allocated;
    if let Some(a) = alignment {
        let index = tc.index_type(ctx);
        let as_int = PtrToIntOp::build(rw, loc, index, allocated).res(rw);
        let rounded = round_up(rw, tc, as_int, a, loc);
        aligned = IntToPtrOp::build(rw, loc, ptr, rounded, None).res(rw);
    }
    let d = build_descriptor(rw, tc, desc, allocated, aligned, &sizes, &strides, loc);
    rw.replace_op(op, &[d]);
    true
}

/// The pointer an allocation function returned (in the default address
/// space), cast to the memref's address space `ptr` if it differs.
fn cast_alloc_result(rw: &mut Rw<'_>, allocated: ValueId, ptr: Type, loc: Location) -> ValueId {
    if rw.body().value_type(allocated) == ptr {
        return allocated;
    }
    llvm::AddrSpaceCastOp::build(rw, loc, ptr, allocated).res(rw)
}

/// `x` rounded up to a multiple of `a` (MLIR's `createAligned`).
fn round_up(rw: &mut Rw<'_>, tc: &LlvmTypeConverter, x: ValueId, a: ValueId, loc: Location) -> ValueId {
    let one = index_constant(rw, tc, 1, loc);
    let bump = SubOp::build(rw, loc, a, one, None).res(rw);
    let bumped = AddOp::build(rw, loc, x, bump, None).res(rw);
    let rem = URemOp::build(rw, loc, bumped, a).res(rw);
    SubOp::build(rw, loc, bumped, rem, None).res(rw)
}

/// The width in bits of an integer, index or float type.
fn bit_width(tc: &LlvmTypeConverter, rw: &Rw<'_>, t: Type) -> Option<i64> {
    let ctx = rw.ctx;
    match ctx.type_kind(t) {
        TypeKind::Index => Some(i64::from(tc.options.index_bits())),
        TypeKind::Integer { width, .. } => Some(i64::from(*width)),
        TypeKind::Float(k) => Some(i64::from(k.width())),
        _ => None,
    }
}

/// The element type of the memref type `t`.
fn shape_element(rw: &Rw<'_>, t: Type) -> Type {
    rw.ctx.element_type(t).unwrap_or(t)
}

/// The size in bytes of the elements of the memref type `t`, for
/// integer, index, float, complex, fixed-size vector and memref elements
/// (as MLIR's data layout of builtin types gives it).
fn element_size_in_bytes(tc: &LlvmTypeConverter, rw: &Rw<'_>, t: Type) -> Option<i64> {
    let ctx = rw.ctx;
    let element = shape_element(rw, t);
    let total = match ctx.type_kind(element) {
        // A vector takes its size rounded up to a power of two.
        TypeKind::Vector { scalable, .. } if scalable.iter().any(|&s| s) => return None,
        TypeKind::Vector { shape, element, .. } => {
            let bits = shape
                .iter()
                .try_fold(bit_width(tc, rw, *element)?, |acc, &d| acc.checked_mul(d))?;
            i64::try_from(u64::try_from(bits).ok()?.checked_next_power_of_two()?).ok()?
        }
        TypeKind::Complex(part) => 2 * ((bit_width(tc, rw, *part)? + 7) / 8 * 8),
        // A memref element is its descriptor: two pointers (64-bit in the
        // default data layout), then the offset, sizes and strides.
        TypeKind::MemRef { shape, .. } => {
            let rank = i64::try_from(shape.len()).ok()?;
            let index = i64::from(tc.options.index_bits());
            128 + (1 + 2 * rank) * ((index + 7) / 8 * 8)
        }
        // The rank and the pointer to the ranked descriptor.
        TypeKind::UnrankedMemRef { .. } => 64 + i64::from(tc.options.index_bits()),
        _ => bit_width(tc, rw, element)?,
    };
    Some((total + 7) / 8)
}

fn lower_alloca(tc: &LlvmTypeConverter, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let alloca = AllocaOp(op);
    let memref_ty = rw.body().value_type(alloca.memref(rw));
    let Some((shape, element, desc, ptr)) = allocation(tc, memref_ty, rw) else {
        return false;
    };
    let Some(operands) = adaptor.single_operands() else {
        return false;
    };
    let dynamic = &operands[alloca.dynamic_sizes(rw).range()];
    let alignment = alloca.alignment(rw);
    let loc = rw.body().op_loc(op);
    let Some((sizes, strides, count)) = descriptor_sizes(rw, tc, &shape, dynamic, element, false, loc) else {
        return false;
    };
    let alignment = alignment.filter(|&a| a != 0);
    let p = llvm::AllocaOp::build(rw, loc, ptr, count, alignment, element, false).res(rw);
    let d = build_descriptor(rw, tc, desc, p, p, &sizes, &strides, loc);
    rw.replace_op(op, &[d]);
    true
}

fn lower_dealloc(tc: &LlvmTypeConverter, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    // The converted memref (operand 0).
    let Some(m) = adaptor.operand(0) else { return false };
    let body = rw.body();
    let loc = body.op_loc(op);
    let allocated = match ctx.type_kind(body.value_type(DeallocOp(op).memref(rw))) {
        TypeKind::MemRef { .. } => MemRefDescriptor::new(rw.body(), m).allocated_ptr(rw, loc),
        // Unranked: the allocated pointer heads the ranked descriptor the
        // unranked one points to.
        TypeKind::UnrankedMemRef { memory_space, .. } => {
            let Some(space) = crate::llvm_common::memory_space_as_int(ctx, *memory_space) else {
                return false;
            };
            let d = UnrankedMemRefDescriptor::new(rw.body(), m).memref_desc_ptr(rw, loc);
            let ptr = llvm_types::ptr_type(ctx, space);
            llvm::LoadOp::build_simple(rw, loc, ptr, d, None, false).res(rw)
        }
        _ => return false,
    };
    CallOp::build_direct(rw, loc, None, tc.options.free_function(), &[allocated]);
    rw.erase_op(op);
    true
}

fn lower_dim(tc: &LlvmTypeConverter, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let dim = DimOp(op);
    let t = body.value_type(dim.source(rw));
    let loc = body.op_loc(op);
    let Some(operands) = adaptor.single_operands() else {
        return false;
    };
    // The converted source (operand 0) and index (operand 1).
    let (m, index_operand) = (operands[0], operands[1]);
    let shape = match ctx.type_kind(t) {
        TypeKind::MemRef { shape, .. } => shape.clone(),
        // Unranked: the size is the (1 + index)-th index after the two
        // pointers of the ranked descriptor the unranked one points to.
        TypeKind::UnrankedMemRef { .. } => {
            let index = tc.index_type(ctx);
            let d = UnrankedMemRefDescriptor::new(rw.body(), m).memref_desc_ptr(rw, loc);
            let ptr = llvm_types::ptr_type(ctx, 0);
            let head = llvm_types::struct_type(ctx, &[ptr, ptr, index], false);
            let offset_ptr = const_indices_gep(rw, d, &[0, 2], head, loc);
            let one = index_constant(rw, tc, 1, loc);
            let at = AddOp::build(rw, loc, one, index_operand, None).res(rw);
            let size_ptr = gep(rw, offset_ptr, at, index, 0, loc);
            let v = llvm::LoadOp::build_simple(rw, loc, index, size_ptr, None, false).res(rw);
            rw.replace_op(op, &[v]);
            return true;
        }
        _ => return false,
    };
    // A constant index in bounds reads the size off the type or the
    // descriptor (MLIR reads the constant off the original op); another
    // (out of bounds too) goes through a copy of the sizes array on the
    // stack.
    let index_value = dim.index(rw);
    let constant = strata_ir::fold::constant_value(ctx, body, index_value)
        .and_then(|a| ctx.integer_attr_value(a).map(|v| v.sext_i64()))
        .and_then(|i| usize::try_from(i).ok())
        .filter(|&i| i < shape.len());
    let Some(i) = constant else {
        let index = tc.index_type(ctx);
        let Ok(rank) = i64::try_from(shape.len()) else {
            return false;
        };
        let sizes_ty = llvm_types::array_type(ctx, index, rank as u64);
        let one = index_constant(rw, tc, 1, loc);
        let sizes = extract_value(rw, m, &[3], sizes_ty, loc);
        let ptr = llvm_types::ptr_type(ctx, 0);
        let slot = llvm::AllocaOp::build(rw, loc, ptr, one, None, sizes_ty, false).res(rw);
        llvm::StoreOp::build_simple(rw, loc, sizes, slot, None, false);
        let raw = dense_i32_array(ctx, &[0, DYNAMIC_INDEX]);
        let addr = GEPOp::build(rw, loc, ptr, slot, &[index_operand], raw, sizes_ty, Some(0)).res(rw);
        let v = llvm::LoadOp::build_simple(rw, loc, index, addr, None, false).res(rw);
        rw.replace_op(op, &[v]);
        return true;
    };
    let size = shape[i];
    let v = if size != DYNAMIC {
        index_constant(rw, tc, size, loc)
    } else {
        MemRefDescriptor::new(rw.body(), m).size(rw, i, loc)
    };
    rw.replace_op(op, &[v]);
    true
}

/// A `getelementptr` of `base` over `elem` by constant indices (its
/// result has the type of `base`).
pub(super) fn const_indices_gep(
    rw: &mut Rw<'_>,
    base: ValueId,
    indices: &[i32],
    elem: Type,
    loc: Location,
) -> ValueId {
    let ptr = rw.body().value_type(base);
    let raw = dense_i32_array(rw.ctx, indices);
    GEPOp::build(rw, loc, ptr, base, &[], raw, elem, Some(0)).res(rw)
}

fn lower_rank(tc: &LlvmTypeConverter, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let t = body.value_type(RankOp(op).memref(rw));
    let loc = body.op_loc(op);
    let v = match ctx.type_kind(t) {
        TypeKind::MemRef { shape, .. } => {
            let rank = shape.len() as i64;
            index_constant(rw, tc, rank, loc)
        }
        TypeKind::UnrankedMemRef { .. } => {
            let Some(m) = adaptor.operand(0) else { return false };
            UnrankedMemRefDescriptor::new(rw.body(), m).rank(rw, loc)
        }
        _ => return false,
    };
    rw.replace_op(op, &[v]);
    true
}

fn lower_extract_aligned_pointer(
    tc: &LlvmTypeConverter,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut Rw<'_>,
) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let loc = body.op_loc(op);
    // The converted source (operand 0).
    let Some(m) = adaptor.operand(0) else { return false };
    let source = ExtractAlignedPointerAsIndexOp(op).source(rw);
    let p = match ctx.type_kind(body.value_type(source)) {
        TypeKind::MemRef { .. } => MemRefDescriptor::new(rw.body(), m).aligned_ptr(rw, loc),
        // Unranked: the second pointer of the ranked descriptor.
        TypeKind::UnrankedMemRef { memory_space, .. } => {
            let Some(space) = crate::llvm_common::memory_space_as_int(ctx, *memory_space) else {
                return false;
            };
            let ptr = llvm_types::ptr_type(ctx, space);
            let d = UnrankedMemRefDescriptor::new(rw.body(), m).memref_desc_ptr(rw, loc);
            let slot = const_indices_gep(rw, d, &[1], ptr, loc);
            llvm::LoadOp::build_simple(rw, loc, ptr, slot, None, false).res(rw)
        }
        _ => return false,
    };
    let v = PtrToIntOp::build(rw, loc, tc.index_type(ctx), p).res(rw);
    rw.replace_op(op, &[v]);
    true
}

/// The LLVM type of a global holding a memref of type `t`: nested arrays
/// of the element type (the element type itself for rank 0).
fn global_type(ctx: &Context, tc: &LlvmTypeConverter, t: Type) -> Option<Type> {
    let TypeKind::MemRef { shape, element, .. } = ctx.type_kind(t) else {
        return None;
    };
    let mut ty = tc.convert_type(ctx, *element)?;
    for &d in shape.iter().rev() {
        if d == DYNAMIC {
            return None;
        }
        ty = llvm_types::array_type(ctx, ty, d as u64);
    }
    Some(ty)
}

/// The scalar held by a one-element dense attribute (the initial value
/// of a rank-0 global).
fn splat_scalar(ctx: &Context, a: strata_ir::Attribute) -> Option<strata_ir::Attribute> {
    let strata_ir::AttrKind::DenseElements { ty, data } = ctx.attr_kind(a) else {
        return None;
    };
    let element = ctx.element_type(*ty)?;
    let width = match ctx.type_kind(element) {
        TypeKind::Integer { width, .. } => *width,
        TypeKind::Float(k) => k.width(),
        TypeKind::Index => 64,
        _ => return None,
    };
    let n = (width as usize).div_ceil(8);
    if data.bytes.len() < n {
        return None;
    }
    let mut raw = [0u8; 16];
    raw[..n].copy_from_slice(&data.bytes[..n]);
    let bits = u128::from_le_bytes(raw);
    Some(match ctx.type_kind(element) {
        TypeKind::Float(_) => ctx.intern_attr(strata_ir::AttrKind::Float { ty: element, bits }),
        _ => {
            let v = strata_ir::APInt::from_u64(width, bits as u64);
            ctx.intern_attr(strata_ir::AttrKind::Integer {
                ty: element,
                value: v,
            })
        }
    })
}

fn lower_global(tc: &LlvmTypeConverter, op: OpId, _: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let loc = body.op_loc(op);
    let global = GlobalOp(op);
    let Some(t) = global.ty(rw) else {
        return false;
    };
    let Some(gty) = global_type(ctx, tc, t) else {
        return false;
    };
    let Some(name) = global.sym_name(rw).map(|n| ctx.string_attr(n)) else {
        return false;
    };
    let TypeKind::MemRef {
        shape, memory_space, ..
    } = ctx.type_kind(t)
    else {
        return false;
    };
    let Some(space) = crate::llvm_common::memory_space_as_int(ctx, *memory_space) else {
        return false;
    };
    let private = global.sym_visibility(rw) == Some("private");
    let linkage = &strata_dialect_llvm::attrs::LINKAGE;
    let linkage = linkage
        .value_of(if private { "private" } else { "external" })
        .unwrap_or(0);
    let constant = global.constant(rw);
    let alignment = global.alignment(rw);
    let init = global.initial_value(rw);
    let uninitialized = init.is_some_and(|a| matches!(ctx.attr_kind(a), strata_ir::AttrKind::Unit));
    let mut value = None;
    if let Some(a) = init.filter(|_| !uninitialized) {
        value = Some(if shape.is_empty() {
            match splat_scalar(ctx, a) {
                Some(v) => v,
                None => return false,
            }
        } else {
            a
        });
    }
    let Some(name) = ctx.string_attr_value(name) else {
        return false;
    };
    // An uninitialized global has an undefined initializer region.
    let mut undefined = |b: &mut OpBuilder<'_>| {
        let undef = UndefOp::build(b, loc, gty).res(b);
        ReturnOp::build(b, loc, Some(undef));
    };
    let initializer: Option<FillRegion<'_>> = if uninitialized { Some(&mut undefined) } else { None };
    llvm::GlobalOp::build(
        rw,
        loc,
        gty,
        constant,
        linkage,
        name,
        value,
        alignment,
        space,
        initializer,
    );
    rw.erase_op(op);
    true
}

fn lower_get_global(tc: &LlvmTypeConverter, op: OpId, _: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let get = GetGlobalOp(op);
    let t = rw.body().value_type(get.result(rw));
    let Some((shape, element, desc, ptr)) = allocation(tc, t, rw) else {
        return false;
    };
    let body = rw.body();
    let loc = body.op_loc(op);
    let Some(gty) = global_type(ctx, tc, t) else {
        return false;
    };
    let Some(name) = get.name(rw).map(|n| ctx.flat_symbol_ref_attr(n)) else {
        return false;
    };
    // The size computation is made (and left unused) as in MLIR.
    let Some((sizes, strides, _)) = descriptor_sizes(rw, tc, &shape, &[], element, true, loc) else {
        return false;
    };
    let Some(name) = ctx.flat_symbol_ref_value(name) else {
        return false;
    };
    let addr = AddressOfOp::build(rw, loc, ptr, ctx.ident_str(name)).res(rw);
    let zeros = vec![0; shape.len() + 1];
    let aligned = const_indices_gep(rw, addr, &zeros, gty, loc);
    // A recognizable bad pointer: the buffer must never be freed.
    let dead = index_constant(rw, tc, 0xdead_beef, loc);
    let allocated = IntToPtrOp::build(rw, loc, ptr, dead, None).res(rw);
    let d = build_descriptor(rw, tc, desc, allocated, aligned, &sizes, &strides, loc);
    rw.replace_op(op, &[d]);
    true
}

fn lower_cast(tc: &LlvmTypeConverter, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let loc = body.op_loc(op);
    let cast = CastOp(op);
    let src_type = body.value_type(cast.source(rw));
    let dst_type = body.value_type(cast.dest(rw));
    // The converted source (operand 0).
    let Some(src) = adaptor.operand(0) else {
        return false;
    };
    match (ctx.type_kind(src_type), ctx.type_kind(dst_type)) {
        // Between ranked memrefs the descriptor is the same.
        (TypeKind::MemRef { .. }, TypeKind::MemRef { .. }) => {
            rw.replace_op(op, &[src]);
            true
        }
        // To unranked: the descriptor goes to the stack, behind its rank.
        (TypeKind::MemRef { shape, .. }, TypeKind::UnrankedMemRef { .. }) => {
            let rank = shape.len() as i64;
            let Some(unranked) = tc.convert_type(ctx, dst_type) else {
                return false;
            };
            let slot = super::views::promote_descriptor(rw, src, loc);
            let r = index_constant(rw, tc, rank, loc);
            let d = crate::llvm_common::descriptor::poison(rw, unranked, loc);
            let d = crate::llvm_common::descriptor::insert_value(rw, d, r, &[0], loc);
            let d = crate::llvm_common::descriptor::insert_value(rw, d, slot, &[1], loc);
            rw.replace_op(op, &[d]);
            true
        }
        // From unranked: the ranked descriptor it points to.
        (TypeKind::UnrankedMemRef { .. }, TypeKind::MemRef { .. }) => {
            let Some(ranked) = tc.convert_type(ctx, dst_type) else {
                return false;
            };
            let d = UnrankedMemRefDescriptor::new(rw.body(), src).memref_desc_ptr(rw, loc);
            let v = llvm::LoadOp::build_simple(rw, loc, ranked, d, None, false).res(rw);
            rw.replace_op(op, &[v]);
            true
        }
        _ => false,
    }
}
