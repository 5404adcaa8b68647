//! The dialect interface through which a dialect contributes its lowering
//! to LLVM to `convert-to-llvm` (MLIR's `ConvertToLLVMPatternInterface`).
//!
//! Dialects are defined in the dialect crates, which know nothing of the
//! conversions; the conversions depend on the dialects. As MLIR attaches
//! the interface through dialect extensions registered with the registry
//! (`registerConvertFuncToLLVMInterface`, ...), Strata attaches it when a
//! tool registers its dialects: [`register_convert_to_llvm_interfaces`]
//! adds the interface to the registered dialects that have a lowering, so
//! the dependency stays one way and the pass finds the lowerings through
//! the context, as it would for a dialect defined outside Strata.

use strata_ir::{Body, Context, Location};
use strata_rewrite::conversion::{ConversionPattern, ConversionTarget};

use super::LlvmTypeConverter;

/// How a dialect lowers to LLVM inside `convert-to-llvm`.
#[derive(Clone, Copy)]
pub struct ConvertToLlvmPatternInterface {
    /// Adds the dialect's patterns (and legality) for the type converter.
    pub populate: fn(&LlvmTypeConverter, &mut ConversionTarget, &mut Vec<Box<dyn ConversionPattern>>),
    /// Prepares the module before the conversion: declares the module
    /// symbols the patterns refer to (see [`super::symbols`]).
    pub prepare_module: Option<fn(&Context, &LlvmTypeConverter, &mut Body, Location)>,
}

fn arith(tc: &LlvmTypeConverter, _: &mut ConversionTarget, out: &mut Vec<Box<dyn ConversionPattern>>) {
    crate::arith_to_llvm::populate_arith_to_llvm_patterns(tc, out);
}

fn cf(tc: &LlvmTypeConverter, _: &mut ConversionTarget, out: &mut Vec<Box<dyn ConversionPattern>>) {
    crate::cf_to_llvm::populate_cf_to_llvm_patterns(tc, out);
}

fn cf_prepare(ctx: &Context, _: &LlvmTypeConverter, module: &mut Body, loc: Location) {
    crate::cf_to_llvm::lower_asserts(ctx, module, loc);
}

fn func(tc: &LlvmTypeConverter, _: &mut ConversionTarget, out: &mut Vec<Box<dyn ConversionPattern>>) {
    crate::func_to_llvm::populate_func_to_llvm_patterns(tc, out);
}

fn func_prepare(ctx: &Context, tc: &LlvmTypeConverter, module: &mut Body, loc: Location) {
    crate::func_to_llvm::declare_unranked_copy_functions(ctx, tc, module, loc);
}

fn index(tc: &LlvmTypeConverter, target: &mut ConversionTarget, out: &mut Vec<Box<dyn ConversionPattern>>) {
    target.add_illegal_dialect("index");
    crate::index_to_llvm::populate_index_to_llvm_patterns(tc, out);
}

fn math(tc: &LlvmTypeConverter, _: &mut ConversionTarget, out: &mut Vec<Box<dyn ConversionPattern>>) {
    crate::math_to_llvm::populate_math_to_llvm_patterns(tc, out);
}

fn memref(tc: &LlvmTypeConverter, _: &mut ConversionTarget, out: &mut Vec<Box<dyn ConversionPattern>>) {
    crate::memref_to_llvm::populate_memref_to_llvm_patterns(tc, out);
}

fn memref_prepare(ctx: &Context, tc: &LlvmTypeConverter, module: &mut Body, loc: Location) {
    let _ = crate::memref_to_llvm::declare_allocation_functions(ctx, tc, module, loc);
}

fn ub(tc: &LlvmTypeConverter, _: &mut ConversionTarget, out: &mut Vec<Box<dyn ConversionPattern>>) {
    crate::ub_to_llvm::populate_ub_to_llvm_patterns(tc, out);
}

fn vector(tc: &LlvmTypeConverter, target: &mut ConversionTarget, out: &mut Vec<Box<dyn ConversionPattern>>) {
    crate::vector_to_llvm::populate_for_convert_to_llvm(tc, target, out);
}

fn vector_prepare(ctx: &Context, tc: &LlvmTypeConverter, module: &mut Body, loc: Location) {
    crate::vector_to_llvm::declare_print_functions(ctx, tc, module, loc);
}

/// The lowerings Strata has, by dialect.
const LOWERINGS: &[(&str, ConvertToLlvmPatternInterface)] = &[
    (
        "arith",
        ConvertToLlvmPatternInterface {
            populate: arith,
            prepare_module: None,
        },
    ),
    (
        "cf",
        ConvertToLlvmPatternInterface {
            populate: cf,
            prepare_module: Some(cf_prepare),
        },
    ),
    (
        "func",
        ConvertToLlvmPatternInterface {
            populate: func,
            prepare_module: Some(func_prepare),
        },
    ),
    (
        "index",
        ConvertToLlvmPatternInterface {
            populate: index,
            prepare_module: None,
        },
    ),
    (
        "math",
        ConvertToLlvmPatternInterface {
            populate: math,
            prepare_module: None,
        },
    ),
    (
        "memref",
        ConvertToLlvmPatternInterface {
            populate: memref,
            prepare_module: Some(memref_prepare),
        },
    ),
    (
        "ub",
        ConvertToLlvmPatternInterface {
            populate: ub,
            prepare_module: None,
        },
    ),
    (
        "vector",
        ConvertToLlvmPatternInterface {
            populate: vector,
            prepare_module: Some(vector_prepare),
        },
    ),
];

/// Attaches [`ConvertToLlvmPatternInterface`] to the registered dialects
/// that lower to LLVM (the dialect extensions of MLIR's
/// `registerConvert*ToLLVMInterface`). Call it after registering the
/// dialects; dialects registered later do not get it.
pub fn register_convert_to_llvm_interfaces(ctx: &mut Context) {
    for &(name, iface) in LOWERINGS {
        let Some(def) = ctx.dialect_by_name(name) else {
            continue;
        };
        let mut def = def.clone();
        def.interfaces = def.interfaces.clone().with(iface);
        ctx.register_dialect(def);
    }
}
