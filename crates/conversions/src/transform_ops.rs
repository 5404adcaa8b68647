//! The transform ops that name this crate's conversion patterns and type
//! converters inside `transform.apply_conversion_patterns` (MLIR's
//! descriptors of the transform, func, memref, vector and SCF transform
//! extensions): `dialect_to_llvm` (a dialect's
//! [`ConvertToLlvmPatternInterface`] patterns), `func.func_to_llvm`,
//! `vector.vector_to_llvm`, `scf.scf_to_control_flow`, and the LLVM type
//! converter `memref.memref_to_llvm_type_converter`.

use std::sync::Arc;

use strata_dialect_transform::ops::conversion::{
    BuiltTypeConverter, ConversionPatternDescriptorOpInterface, TypeConverterBuilderOpInterface,
};
use strata_ir::{Body, Context, Location, LogicalResult, OpRef};
use strata_ods::constraints::attrs;
use strata_ods::DialectExtension;
use strata_rewrite::conversion::{ConversionPattern, ConversionTarget};

use crate::llvm_common::{ConvertToLlvmPatternInterface, LlvmTypeConverter, LowerToLlvmOptions};
use crate::vector_to_llvm::VectorToLlvmOptions;

/// The kind of converter the LLVM lowering patterns require.
const LLVM_TYPE_CONVERTER: &str = "LLVMTypeConverter";

strata_ods::op! {
    /// In an `apply_conversion_patterns` region: the patterns lowering the
    /// ops of dialect `dialect_name` to LLVM, which the dialect provides
    /// through its `ConvertToLLVMPatternInterface` (the conversion target
    /// is the enclosing op's). They need an LLVM type converter.
    pub ApplyToLlvmConversionPatternsOp(APPLY_TO_LLVM, "transform.apply_conversion_patterns.dialect_to_llvm") {
        attributes(dialect_name: str = required(attrs::STR_ATTR))
        summary: "Populates the patterns lowering a dialect to LLVM",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    %f = transform.structured.match ops{[\"func.func\"]} in %root : (!transform.any_op) -> !transform.any_op\n    transform.apply_conversion_patterns to %f {\n      transform.apply_conversion_patterns.dialect_to_llvm \"arith\"\n    } with type_converter {\n      transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter\n    } {legal_dialects = [\"llvm\"], partial_conversion} : !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("$dialect_name attr-dict"),
        verify: Some(verify_to_llvm),
        interfaces: &[&ConversionPatternDescriptorOpInterface {
            populate: populate_to_llvm,
            populate_target_rules: None,
            type_converter: None,
            verify_type_converter: Some(expect_llvm_type_converter),
            prepare_module: Some(prepare_to_llvm),
        }],
    }

    /// In an `apply_conversion_patterns` region: the patterns lowering the
    /// func dialect to LLVM. They need an LLVM type converter.
    pub ApplyFuncToLlvmConversionPatternsOp(APPLY_FUNC_TO_LLVM, "transform.apply_conversion_patterns.func.func_to_llvm") {
        summary: "Populates the patterns lowering func to LLVM",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    transform.apply_conversion_patterns to %root {\n      transform.apply_conversion_patterns.func.func_to_llvm\n    } with type_converter {\n      transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter\n    } {legal_dialects = [\"llvm\"], partial_conversion} : !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("attr-dict"),
        interfaces: &[&ConversionPatternDescriptorOpInterface {
            populate: |_, tc, out| {
                if let Some(tc) = llvm_converter(tc) {
                    crate::func_to_llvm::populate_func_to_llvm_patterns(&tc, out);
                }
            },
            populate_target_rules: None,
            type_converter: None,
            verify_type_converter: Some(expect_llvm_type_converter),
            prepare_module: Some(|op, tc, module, loc| {
                if let Some(tc) = llvm_converter(tc) {
                    crate::func_to_llvm::declare_unranked_copy_functions(op.ctx, &tc, module, loc);
                }
            }),
        }],
    }

    /// In an `apply_conversion_patterns` region: the patterns lowering the
    /// vector dialect to LLVM, with the options of
    /// `convert-vector-to-llvm`. They need an LLVM type converter.
    pub ApplyVectorToLlvmConversionPatternsOp(APPLY_VECTOR_TO_LLVM, "transform.apply_conversion_patterns.vector.vector_to_llvm") {
        attributes(
            reassociate_fp_reductions: opt_bool = default_valued(attrs::BOOL_ATTR, |ctx| ctx.bool_attr(false)),
            force_32bit_vector_indices: opt_bool = default_valued(attrs::BOOL_ATTR, |ctx| ctx.bool_attr(true)),
            use_vector_alignment: opt_bool = default_valued(attrs::BOOL_ATTR, |ctx| ctx.bool_attr(false)),
        )
        summary: "Populates the patterns lowering vector to LLVM",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    %f = transform.structured.match ops{[\"func.func\"]} in %root : (!transform.any_op) -> !transform.any_op\n    transform.apply_conversion_patterns to %f {\n      transform.apply_conversion_patterns.vector.vector_to_llvm\n    } with type_converter {\n      transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter\n    } {legal_dialects = [\"func\", \"llvm\"]} : !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("attr-dict"),
        interfaces: &[&ConversionPatternDescriptorOpInterface {
            populate: populate_vector_to_llvm,
            populate_target_rules: None,
            type_converter: None,
            verify_type_converter: Some(expect_llvm_type_converter),
            prepare_module: Some(|op, tc, module, loc| {
                if let Some(tc) = llvm_converter(tc) {
                    crate::vector_to_llvm::declare_print_functions(op.ctx, &tc, module, loc);
                }
            }),
        }],
    }

    /// In an `apply_conversion_patterns` region: the patterns lowering
    /// structured control flow (scf) to the cf dialect.
    pub ApplyScfToControlFlowPatternsOp(APPLY_SCF_TO_CF, "transform.apply_conversion_patterns.scf.scf_to_control_flow") {
        summary: "Populates the patterns lowering scf to cf",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    %f = transform.structured.match ops{[\"func.func\"]} in %root : (!transform.any_op) -> !transform.any_op\n    transform.apply_conversion_patterns to %f {\n      transform.apply_conversion_patterns.scf.scf_to_control_flow\n    } with type_converter {\n      transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter\n    } {illegal_dialects = [\"scf\"], partial_conversion} : !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("attr-dict"),
        interfaces: &[&ConversionPatternDescriptorOpInterface {
            populate: |_, _, out| crate::scf_to_cf::populate_scf_to_cf_patterns(out),
            populate_target_rules: None,
            type_converter: None,
            verify_type_converter: None,
            prepare_module: None,
        }],
    }

    /// In the type converter region of `apply_conversion_patterns`: the
    /// LLVM type converter, with the options of the lowerings to LLVM.
    pub MemrefToLlvmTypeConverterOp(MEMREF_TO_LLVM_TYPE_CONVERTER, "transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter") {
        attributes(
            use_aligned_alloc: opt_bool = default_valued_optional(attrs::BOOL_ATTR, |ctx| ctx.bool_attr(false)),
            index_bitwidth: opt_int = default_valued_optional(attrs::I64_ATTR, |ctx| ctx.integer_attr(ctx.i64(), 64)),
            use_generic_functions: opt_bool = default_valued_optional(attrs::BOOL_ATTR, |ctx| ctx.bool_attr(false)),
            use_bare_ptr_call_conv: opt_bool = default_valued_optional(attrs::BOOL_ATTR, |ctx| ctx.bool_attr(false)),
            data_layout: opt_attr = optional(attrs::STR_ATTR),
        )
        summary: "Provides the LLVM type converter",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    %f = transform.structured.match ops{[\"func.func\"]} in %root : (!transform.any_op) -> !transform.any_op\n    transform.apply_conversion_patterns to %f {\n      transform.apply_conversion_patterns.dialect_to_llvm \"arith\"\n    } with type_converter {\n      transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter {index_bitwidth = 32}\n    } {legal_dialects = [\"llvm\"], partial_conversion} : !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("attr-dict"),
        interfaces: &[&TypeConverterBuilderOpInterface {
            build: build_llvm_type_converter,
            type_converter_type: LLVM_TYPE_CONVERTER,
            populate_materializations: None,
        }],
    }
}

/// The descriptors and type converters of this crate.
pub static EXTENSION: DialectExtension = DialectExtension {
    dialect: "transform",
    ops: &[
        &APPLY_TO_LLVM,
        &APPLY_FUNC_TO_LLVM,
        &APPLY_VECTOR_TO_LLVM,
        &APPLY_SCF_TO_CF,
        &MEMREF_TO_LLVM_TYPE_CONVERTER,
    ],
    type_defs: None,
};

/// Adds this crate's transform ops to the transform dialect registered in
/// `ctx`.
pub fn register_transform_extension(ctx: &mut Context) {
    EXTENSION.register(ctx);
}

fn bool_attr(op: OpRef<'_>, name: &str, default: bool) -> bool {
    match op.attr(name).map(|a| op.ctx.attr_kind(a)) {
        Some(strata_ir::AttrKind::Bool(b)) => *b,
        _ => default,
    }
}

fn build_llvm_type_converter(op: OpRef<'_>) -> BuiltTypeConverter {
    let index_bitwidth = op
        .attr("index_bitwidth")
        .and_then(|a| op.ctx.integer_attr_value(a))
        .map_or(64, |v| v.sext_i64().clamp(0, u32::MAX as i64) as u32);
    let options = LowerToLlvmOptions {
        index_bitwidth,
        use_bare_ptr_call_conv: bool_attr(op, "use_bare_ptr_call_conv", false),
        use_aligned_alloc: bool_attr(op, "use_aligned_alloc", false),
        use_generic_functions: bool_attr(op, "use_generic_functions", false),
    };
    let tc = LlvmTypeConverter::new(options);
    BuiltTypeConverter {
        converter: tc.converter.clone(),
        extra: Some(Arc::new(tc)),
    }
}

/// The LLVM type converter a built converter is, if it is one.
fn llvm_converter(tc: &BuiltTypeConverter) -> Option<LlvmTypeConverter> {
    tc.extra.as_ref()?.downcast_ref::<LlvmTypeConverter>().cloned()
}

fn expect_llvm_type_converter(op: OpRef<'_>, kind: &str) -> LogicalResult {
    if kind != LLVM_TYPE_CONVERTER {
        return Err(op.emit_op_error("expected LLVMTypeConverter"));
    }
    Ok(())
}

/// The `ConvertToLLVMPatternInterface` of the dialect `op` names.
fn dialect_interface(op: OpRef<'_>) -> Option<ConvertToLlvmPatternInterface> {
    let name = op
        .attr("dialect_name")
        .and_then(|a| op.ctx.string_attr_value(a))?;
    op.ctx
        .dialect_by_name(name)?
        .interfaces
        .get::<ConvertToLlvmPatternInterface>()
        .copied()
}

fn verify_to_llvm(op: OpRef<'_>) -> LogicalResult {
    let name = op
        .attr("dialect_name")
        .and_then(|a| op.ctx.string_attr_value(a))
        .unwrap_or("");
    let Some(dialect) = op.ctx.dialect_by_name(name) else {
        return Err(op.emit_op_error(format!("unknown dialect or dialect not loaded: {name}")));
    };
    if dialect
        .interfaces
        .get::<ConvertToLlvmPatternInterface>()
        .is_none()
    {
        return Err(op.emit_op_error(format!(
            "dialect does not implement ConvertToLLVMPatternInterface or extension was not loaded: {name}"
        )));
    }
    Ok(())
}

fn populate_to_llvm(op: OpRef<'_>, tc: &BuiltTypeConverter, out: &mut Vec<Box<dyn ConversionPattern>>) {
    let (Some(iface), Some(tc)) = (dialect_interface(op), llvm_converter(tc)) else {
        return;
    };
    // The dialect's target rules are ignored: the enclosing op's target is
    // the conversion's.
    let mut ignored = ConversionTarget::new();
    (iface.populate)(&tc, &mut ignored, out);
}

fn prepare_to_llvm(op: OpRef<'_>, tc: &BuiltTypeConverter, module: &mut Body, loc: Location) {
    let (Some(iface), Some(tc)) = (dialect_interface(op), llvm_converter(tc)) else {
        return;
    };
    if let Some(prepare) = iface.prepare_module {
        prepare(op.ctx, &tc, module, loc);
    }
}

fn populate_vector_to_llvm(
    op: OpRef<'_>,
    tc: &BuiltTypeConverter,
    out: &mut Vec<Box<dyn ConversionPattern>>,
) {
    let Some(tc) = llvm_converter(tc) else {
        return;
    };
    let opts = VectorToLlvmOptions {
        reassociate_fp_reductions: bool_attr(op, "reassociate_fp_reductions", false),
        force_32bit_vector_indices: bool_attr(op, "force_32bit_vector_indices", true),
        use_vector_alignment: bool_attr(op, "use_vector_alignment", false),
    };
    crate::vector_to_llvm::populate_vector_to_llvm_patterns(&tc, opts, out);
}
