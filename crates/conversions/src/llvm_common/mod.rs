//! The common infrastructure of the lowerings to the LLVM dialect (MLIR's
//! `LLVMCommon`): the LLVM type converter ([`LlvmTypeConverter`]), the
//! memref descriptor helpers ([`descriptor`]), the conversion target, and
//! the one-to-one op lowering with attribute propagation ([`pattern`]).
//!
//! Types convert as MLIR's `LLVMTypeConverter` converts them: signless,
//! signed and unsigned integers to signless integers, `index` to an integer
//! of the configured width (64 bits by default), LLVM-compatible floats and
//! LLVM dialect types to themselves, other floats to integers of their
//! width, `complex<T>` to `!llvm.struct<(T, T)>`, function types to
//! `!llvm.ptr`, ranked memrefs with strided layouts to their descriptor
//! `!llvm.struct<(ptr, ptr, i64, array<N x i64>, array<N x i64>)>`,
//! unranked memrefs to `!llvm.struct<(i64, ptr)>`, 0-D and 1-D vectors to
//! 1-D vectors and N-D vectors to nested arrays of 1-D vectors.
//! Unconverted values meet through `builtin.unrealized_conversion_cast`
//! materializations; a memref expanded into its descriptor fields (a
//! function argument) is packed back into its descriptor when a pattern
//! needs the descriptor.

pub mod descriptor;
pub mod interface;
pub mod pass;
pub mod pattern;
pub mod symbols;

use std::sync::Arc;

use strata_dialect_llvm::types as llvm_types;
use strata_ir::{AttrKind, Attribute, Context, FloatKind, IsolatedOpMut, Type, TypeKind};
use strata_rewrite::conversion::{cast_state, ConversionTarget, TypeConverter};

pub use descriptor::{MemRefDescriptor, UnrankedMemRefDescriptor};
pub use interface::{register_convert_to_llvm_interfaces, ConvertToLlvmPatternInterface};
pub use pattern::{OneToOne, OpAttrs};

/// The options of the lowerings to LLVM (MLIR's `LowerToLLVMOptions`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LowerToLlvmOptions {
    /// The width of `index` (0: the machine word, 64 bits).
    pub index_bitwidth: u32,
    /// Pass statically shaped memrefs to and from functions as bare
    /// pointers to their elements.
    pub use_bare_ptr_call_conv: bool,
    /// Allocate heap memrefs with `aligned_alloc` rather than `malloc`.
    pub use_aligned_alloc: bool,
    /// Call `_mlir_memref_to_llvm_{alloc,aligned_alloc,free}` rather than
    /// the C library's functions.
    pub use_generic_functions: bool,
}

impl LowerToLlvmOptions {
    /// The width `index` converts to.
    pub fn index_bits(&self) -> u32 {
        if self.index_bitwidth == 0 {
            64
        } else {
            self.index_bitwidth
        }
    }

    /// The name of the function that allocates heap memrefs.
    pub fn alloc_function(&self) -> &'static str {
        match (self.use_aligned_alloc, self.use_generic_functions) {
            (false, false) => "malloc",
            (true, false) => "aligned_alloc",
            (false, true) => "_mlir_memref_to_llvm_alloc",
            (true, true) => "_mlir_memref_to_llvm_aligned_alloc",
        }
    }

    /// The name of the function that frees heap memrefs.
    pub fn free_function(&self) -> &'static str {
        if self.use_generic_functions {
            "_mlir_memref_to_llvm_free"
        } else {
            "free"
        }
    }
}

/// Parses the `index-bitwidth` pass option.
pub fn parse_index_bitwidth(value: &str) -> Result<u32, String> {
    value
        .parse::<u32>()
        .map_err(|_| format!("Invalid argument '{value}' for option 'index-bitwidth'"))
}

/// The width of `index` in the data layout in effect at `op` (its own or
/// the closest enclosing `dlti.dl_spec`; 64 bits without one), as the
/// lowerings derive it when no `index-bitwidth` is given.
pub fn data_layout_index_bitwidth(ctx: &Context, op: &IsolatedOpMut<'_>) -> u32 {
    strata_dialect_dlti::DataLayout::closest(ctx, op).index_bitwidth()
}

/// MLIR's `LLVMTypeConverter`: the type converter of the lowerings to
/// LLVM and the options it was built with. Cloning shares the converter.
#[derive(Clone)]
pub struct LlvmTypeConverter {
    /// The options the converter was built with.
    pub options: LowerToLlvmOptions,
    /// The type converter, shared by the patterns that use it.
    pub converter: Arc<TypeConverter>,
}

impl LlvmTypeConverter {
    /// A converter lowering builtin types and memrefs to LLVM types as
    /// `options` say, materializing mismatches with unrealized conversion casts.
    pub fn new(options: LowerToLlvmOptions) -> LlvmTypeConverter {
        let mut tc = TypeConverter::new();
        // Generic materializations first, so that they are tried last.
        tc.add_unrealized_cast_materializations();
        // Descriptor fields (or a bare pointer) to a descriptor.
        tc.add_target_materialization(move |b, types, inputs, loc, original| {
            let original = original?;
            let [result] = types else { return None };
            let ctx = b.ctx;
            let converted = convert_type(ctx, &options, original)?;
            if converted != *result {
                return None;
            }
            match ctx.type_kind(original) {
                TypeKind::MemRef { .. } => {
                    if inputs.len() == 1 {
                        let t = b.body().value_type(inputs[0]);
                        if t == *result {
                            return Some(vec![inputs[0]]);
                        }
                        if llvm_types::is_ptr(ctx, t) {
                            return descriptor::from_static_shape(b, &options, original, inputs[0], loc)
                                .map(|v| vec![v]);
                        }
                        return None;
                    }
                    Some(vec![MemRefDescriptor::pack(b, &options, original, inputs, loc)?])
                }
                TypeKind::UnrankedMemRef { .. } if inputs.len() == 2 => {
                    Some(vec![UnrankedMemRefDescriptor::pack(
                        b, &options, original, inputs, loc,
                    )?])
                }
                _ => None,
            }
        });
        // Descriptor fields (a memref function argument) to a memref:
        // packed into the descriptor, then cast; a bare pointer (the
        // bare-pointer convention) becomes a descriptor of the static shape.
        tc.add_source_materialization(move |b, ty, inputs, loc| {
            let ctx = b.ctx;
            if let [ptr] = inputs {
                let is_memref = matches!(ctx.type_kind(ty), TypeKind::MemRef { .. });
                if !is_memref || !llvm_types::is_ptr(ctx, b.body().value_type(*ptr)) {
                    return None;
                }
                let desc = descriptor::from_static_shape(b, &options, ty, *ptr, loc)?;
                let op = b.create(cast_state(ctx, &[desc], &[ty], loc));
                return Some(b.body().result(op, 0));
            }
            if inputs.len() < 2 {
                return None;
            }
            let packed = match ctx.type_kind(ty) {
                TypeKind::MemRef { .. } => MemRefDescriptor::pack(b, &options, ty, inputs, loc)?,
                TypeKind::UnrankedMemRef { .. } => {
                    UnrankedMemRefDescriptor::pack(b, &options, ty, inputs, loc)?
                }
                _ => return None,
            };
            let op = b.create(cast_state(ctx, &[packed], &[ty], loc));
            Some(b.body().result(op, 0))
        });
        tc.add_conversion_fn(move |ctx, t| match convert_type(ctx, &options, t) {
            Some(c) => strata_rewrite::conversion::TypeConversion::To(smallvec::smallvec![c]),
            None => strata_rewrite::conversion::TypeConversion::Fail,
        });
        LlvmTypeConverter {
            options,
            converter: Arc::new(tc),
        }
    }

    /// The integer type `index` converts to.
    pub fn index_type(&self, ctx: &Context) -> Type {
        ctx.integer_type(self.options.index_bits())
    }

    /// The LLVM type `t` converts to, `None` if it has no conversion.
    pub fn convert_type(&self, ctx: &Context, t: Type) -> Option<Type> {
        self.converter.convert_type(ctx, t)
    }

    /// The types a function argument of type `t` is passed as (MLIR's
    /// `convertCallingConventionType`): a ranked memref as its descriptor
    /// fields (or a bare pointer under the bare-pointer convention), an
    /// unranked memref as its rank and descriptor pointer.
    pub fn convert_calling_convention_type(&self, ctx: &Context, t: Type) -> Option<Vec<Type>> {
        match ctx.type_kind(t) {
            TypeKind::MemRef { .. } => {
                if self.options.use_bare_ptr_call_conv {
                    return bare_ptr_type(ctx, &self.options, t).map(|p| vec![p]);
                }
                let (shape, _) = memref_shape_and_space(ctx, t)?;
                self.convert_type(ctx, t)?;
                let ptr = memref_ptr_type(ctx, t)?;
                let index = self.index_type(ctx);
                let mut out = vec![ptr, ptr, index];
                out.extend(std::iter::repeat_n(index, 2 * shape.len()));
                Some(out)
            }
            TypeKind::UnrankedMemRef { .. } => {
                if self.options.use_bare_ptr_call_conv {
                    return None;
                }
                // The pointer to the ranked descriptor is in the default
                // address space, whatever the memref's.
                memref_ptr_type(ctx, t)?;
                Some(vec![self.index_type(ctx), llvm_types::ptr_type(ctx, 0)])
            }
            _ => self.convert_type(ctx, t).map(|c| vec![c]),
        }
    }

    /// The type a function result of type `t` is returned as: under the
    /// bare-pointer convention, the bare pointer of a static memref (none
    /// for another memref: the convention cannot return it); the
    /// converted type otherwise.
    pub fn convert_result_type(&self, ctx: &Context, t: Type) -> Option<Type> {
        if self.options.use_bare_ptr_call_conv && matches!(ctx.type_kind(t), TypeKind::MemRef { .. }) {
            return bare_ptr_type(ctx, &self.options, t);
        }
        self.convert_type(ctx, t)
    }

    /// Whether the bare-pointer convention can pass memref type `t` (a
    /// static shape and layout): MLIR's `canConvertToBarePtr`.
    pub fn can_convert_to_bare_ptr(&self, ctx: &Context, t: Type) -> bool {
        bare_ptr_type(ctx, &self.options, t).is_some()
    }

    /// The LLVM type a function returns its `results` as: `void` for none,
    /// the converted type for one, a struct of the converted types for
    /// several (MLIR's `packFunctionResults`).
    pub fn pack_function_results(&self, ctx: &Context, results: &[Type]) -> Option<Type> {
        match results {
            [] => Some(llvm_types::void_type(ctx)),
            [one] => self.convert_result_type(ctx, *one),
            _ => {
                let fields = results
                    .iter()
                    .map(|&t| self.convert_result_type(ctx, t))
                    .collect::<Option<Vec<_>>>()?;
                Some(llvm_types::struct_type(ctx, &fields, false))
            }
        }
    }
}

/// The address space of a memref's memory space attribute: 0 when absent,
/// the integer otherwise; `None` for other attributes.
pub fn memory_space_as_int(ctx: &Context, space: Option<Attribute>) -> Option<u32> {
    let Some(a) = space else { return Some(0) };
    match ctx.attr_kind(a) {
        // Signless integers and indices only, as MLIR's
        // `getMemRefAddressSpace`.
        AttrKind::Integer { ty, .. }
            if ctx.is_index(*ty)
                || matches!(
                    ctx.type_kind(*ty),
                    TypeKind::Integer {
                        signedness: strata_ir::Signedness::Signless,
                        ..
                    }
                ) =>
        {
            ctx.integer_attr_value(a)
                .and_then(|v| u32::try_from(v.sext_i64()).ok())
        }
        _ => None,
    }
}

/// Reports a memory space with no address space (MLIR's type converter
/// does so, at an unknown location, when it converts the memref type).
fn report_memory_space(ctx: &Context, space: Option<Attribute>) -> Option<()> {
    if memory_space_as_int(ctx, space).is_some() {
        return Some(());
    }
    if let Some(a) = space {
        let _ = ctx.emit_error(
            ctx.unknown_loc(),
            format!(
                "conversion of memref memory space {} to integer address space failed. Consider adding memory space conversions.",
                ctx.attr_to_string(a)
            ),
        );
    }
    None
}

/// The shape (empty for unranked) and memory space of a memref type.
fn memref_shape_and_space(ctx: &Context, t: Type) -> Option<(&[i64], Option<Attribute>)> {
    match ctx.type_kind(t) {
        TypeKind::MemRef {
            shape, memory_space, ..
        } => Some((shape, *memory_space)),
        TypeKind::UnrankedMemRef { memory_space, .. } => Some((&[], *memory_space)),
        _ => None,
    }
}

/// The pointer type of a memref's data (`!llvm.ptr` in its address space).
pub fn memref_ptr_type(ctx: &Context, t: Type) -> Option<Type> {
    let (_, space) = memref_shape_and_space(ctx, t)?;
    Some(llvm_types::ptr_type(ctx, memory_space_as_int(ctx, space)?))
}

/// The bare pointer a statically shaped, strided memref is passed as.
fn bare_ptr_type(ctx: &Context, options: &LowerToLlvmOptions, t: Type) -> Option<Type> {
    let TypeKind::MemRef { shape, element, .. } = ctx.type_kind(t) else {
        return None;
    };
    if shape.contains(&DYNAMIC) {
        return None;
    }
    let (strides, offset) = strata_dialect_memref::layout::strides_and_offset(ctx, t)?;
    if offset == DYNAMIC || strides.contains(&DYNAMIC) {
        return None;
    }
    convert_type(ctx, options, *element)?;
    memref_ptr_type(ctx, t)
}

/// MLIR's dynamic size and stride marker.
pub const DYNAMIC: i64 = i64::MIN;

/// Whether `t` is a float type LLVM has.
fn is_llvm_float(kind: FloatKind) -> bool {
    matches!(
        kind,
        FloatKind::F16 | FloatKind::BF16 | FloatKind::F32 | FloatKind::F64 | FloatKind::F80 | FloatKind::F128
    )
}

/// The type `t` converts to, without caching.
fn convert_type(ctx: &Context, options: &LowerToLlvmOptions, t: Type) -> Option<Type> {
    match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => Some(ctx.integer_type(*width)),
        TypeKind::Index => Some(ctx.integer_type(options.index_bits())),
        TypeKind::Float(kind) => {
            if is_llvm_float(*kind) {
                Some(t)
            } else if *kind == FloatKind::TF32 {
                // No conversion rule: a user must provide one.
                None
            } else {
                // The small float formats become integers of their width.
                Some(ctx.integer_type(kind.width()))
            }
        }
        TypeKind::Complex(element) => {
            let e = convert_type(ctx, options, *element)?;
            Some(llvm_types::struct_type(ctx, &[e, e], false))
        }
        TypeKind::Function { .. } => Some(llvm_types::ptr_type(ctx, 0)),
        TypeKind::MemRef {
            shape,
            element,
            memory_space,
            ..
        } => {
            let rank = shape.len() as u64;
            convert_type(ctx, options, *element)?;
            report_memory_space(ctx, *memory_space)?;
            strata_dialect_memref::layout::strides_and_offset(ctx, t)?;
            let ptr = memref_ptr_type(ctx, t)?;
            let index = ctx.integer_type(options.index_bits());
            let mut fields = vec![ptr, ptr, index];
            if rank > 0 {
                let array = llvm_types::array_type(ctx, index, rank);
                fields.push(array);
                fields.push(array);
            }
            Some(llvm_types::struct_type(ctx, &fields, false))
        }
        TypeKind::UnrankedMemRef {
            element,
            memory_space,
        } => {
            convert_type(ctx, options, *element)?;
            report_memory_space(ctx, *memory_space)?;
            // The memory space must convert, but the pointer to the
            // ranked descriptor is in the default address space.
            memref_ptr_type(ctx, t)?;
            let ptr = llvm_types::ptr_type(ctx, 0);
            let index = ctx.integer_type(options.index_bits());
            Some(llvm_types::struct_type(ctx, &[index, ptr], false))
        }
        TypeKind::Vector {
            shape,
            scalable,
            element,
        } => {
            let e = convert_type(ctx, options, *element)?;
            if shape.is_empty() {
                return Some(ctx.vector_type(&[1], e));
            }
            let last = shape.len() - 1;
            if scalable[..scalable.len().min(last)].iter().any(|&s| s) {
                return None;
            }
            let inner = if scalable.get(last).copied().unwrap_or(false) {
                ctx.intern_type(TypeKind::Vector {
                    shape: vec![shape[last]].into(),
                    scalable: vec![true].into(),
                    element: e,
                })
            } else {
                ctx.vector_type(&shape[last..], e)
            };
            let mut out = inner;
            for &d in shape[..last].iter().rev() {
                out = llvm_types::array_type(ctx, out, d as u64);
            }
            Some(out)
        }
        TypeKind::Dialect { .. } if llvm_types::is_compatible_type(ctx, t) => Some(t),
        _ => None,
    }
}

/// The field types of an LLVM struct type.
pub fn struct_fields(ctx: &Context, t: Type) -> Option<Vec<Type>> {
    match llvm_types::llvm_type(ctx, t)? {
        llvm_types::LlvmType::Struct { body, .. } => body,
        _ => None,
    }
}

/// Converts arith fastmath flags to LLVM's (the same flags, other bits).
pub fn arith_fastmath_to_llvm(ctx: &Context, arith: Attribute) -> Option<Attribute> {
    use strata_dialect_arith::FASTMATH as A;
    use strata_dialect_llvm::attrs::FASTMATH as L;
    let flags = A.attr_value(ctx, arith)?;
    let mut out = 0;
    for &(name, bit) in A.cases {
        if bit != 0 && bit.count_ones() == 1 && flags & bit != 0 {
            out |= L.value_of(name)?;
        }
    }
    Some(L.attr(ctx, out))
}

/// Converts arith overflow flags to the LLVM ops' overflow property.
pub fn arith_overflow_to_llvm(ctx: &Context, arith: Attribute) -> Option<Attribute> {
    let flags = strata_dialect_arith::OVERFLOW.attr_value(ctx, arith)?;
    Some(strata_dialect_llvm::attrs::OVERFLOW.attr(ctx, flags))
}

/// The conversion target of the lowerings to LLVM (MLIR's
/// `LLVMConversionTarget`): the `llvm` dialect and
/// `builtin.unrealized_conversion_cast` are legal.
pub fn llvm_conversion_target() -> ConversionTarget {
    let mut target = ConversionTarget::new();
    target.add_legal_dialect("llvm");
    target.add_legal_op("builtin.unrealized_conversion_cast");
    target
}

/// Casts `inputs` to `types` with a `builtin.unrealized_conversion_cast`
/// at the rewriter's insertion point.
pub fn unrealized_cast(
    rw: &mut strata_rewrite::conversion::ConversionPatternRewriter<'_>,
    inputs: &[strata_ir::ValueId],
    types: &[Type],
    loc: strata_ir::Location,
) -> strata_ir::OpId {
    let st = cast_state(rw.ctx, inputs, types, loc);
    rw.create(st)
}

#[cfg(test)]
mod tests;
