//! MLIR's test passes of the lowering of functions and calls to the LLVM
//! dialect through an LLVM type converter extended with the test
//! dialect's types (known by name):
//!
//! - `test-convert-call-op`: `!test.test_type` becomes `!llvm.ptr`,
//!   `!test.smpla` `i42`; functions, calls and returns are lowered, and
//!   `test.type_producer` becomes `llvm.mlir.zero`;
//! - `test-convert-func-op`: `!test.smpla` becomes `!llvm.struct<(i8, i8)>`;
//!   functions and returns are lowered.

use std::sync::Arc;

use strata_ir::{Context, IsolatedOpMut, LogicalResult, OpId, OperationState, Type, TypeKind};
use strata_pass::Pass;
use strata_rewrite::conversion::{
    apply_partial_conversion, ConversionConfig, ConversionPattern, ConversionPatternRewriter,
    ConversionPatternSet, OpAdaptor, TypeConverter,
};
use strata_rewrite::PatternRoot;

use super::populate_func_to_llvm_patterns;
use crate::llvm_common::{llvm_conversion_target, LlvmTypeConverter, LowerToLlvmOptions};

/// The LLVM type converter with `extra` conversions of test types
/// (tried before the LLVM ones).
fn converter_with(
    extra: impl Fn(&Context, Type) -> Option<Type> + Send + Sync + 'static,
) -> LlvmTypeConverter {
    let mut tc = LlvmTypeConverter::new(LowerToLlvmOptions::default());
    let converter: &mut TypeConverter =
        Arc::get_mut(&mut tc.converter).expect("a new converter is not shared");
    converter.add_conversion(extra);
    tc
}

/// Whether `t` is the test dialect's type `mnemonic` (known by name: the
/// test dialect is not a dependency).
fn is_test_type(ctx: &Context, t: Type, mnemonic: &str) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Dialect { dialect, mnemonic: m, .. }
        if ctx.ident_str(*dialect) == "test" && ctx.ident_str(*m) == mnemonic)
}

/// `test.type_producer` of a pointer type becomes `llvm.mlir.zero`.
struct TypeProducerToZero {
    converter: Arc<TypeConverter>,
}

impl ConversionPattern for TypeProducerToZero {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("test.type_producer")
    }

    fn debug_name(&self) -> &str {
        "TestTypeProducerOpConverter"
    }

    fn type_converter(&self) -> Option<&Arc<TypeConverter>> {
        Some(&self.converter)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        _: &OpAdaptor,
        rewriter: &mut ConversionPatternRewriter<'_>,
    ) -> bool {
        let ctx = rewriter.ctx;
        let mut st = OperationState::new(ctx.op_name("llvm.mlir.zero"), rewriter.body().op_loc(op));
        st.result_types = vec![strata_dialect_llvm::types::ptr_type(ctx, 0)];
        rewriter.replace_op_with_new(op, st);
        true
    }
}

/// Lowers the functions of the module with `tc` and `extra` patterns,
/// the test dialect and the func dialect illegal.
fn lower(
    ctx: &Context,
    op: &mut IsolatedOpMut<'_>,
    tc: &LlvmTypeConverter,
    extra: Vec<Box<dyn ConversionPattern>>,
) -> LogicalResult {
    let mut patterns: Vec<Box<dyn ConversionPattern>> = Vec::new();
    populate_func_to_llvm_patterns(tc, &mut patterns);
    patterns.extend(extra);
    let set = ConversionPatternSet::new(ctx, patterns);
    let mut target = llvm_conversion_target();
    target.add_illegal_dialect("test").add_illegal_dialect("func");
    apply_partial_conversion(ctx, op.body(), &target, &set, &ConversionConfig::default())
}

/// `test-convert-call-op`.
#[derive(Default)]
pub struct TestConvertCallOp;

impl Pass for TestConvertCallOp {
    fn argument(&self) -> &'static str {
        "test-convert-call-op"
    }

    fn description(&self) -> &'static str {
        "Tests conversion of `func.call` to `llvm.call` in presence of custom types"
    }

    fn name(&self) -> &'static str {
        "(anonymous namespace)::TestConvertCallOp"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("builtin.module")
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let tc = converter_with(|ctx, t| {
            if is_test_type(ctx, t, "test_type") {
                Some(strata_dialect_llvm::types::ptr_type(ctx, 0))
            } else if is_test_type(ctx, t, "smpla") {
                Some(ctx.integer_type(42))
            } else {
                None
            }
        });
        let producer = TypeProducerToZero {
            converter: tc.converter.clone(),
        };
        lower(ctx, op, &tc, vec![Box::new(producer)])
    }
}

/// `test-convert-func-op`.
#[derive(Default)]
pub struct TestConvertFuncOp;

impl Pass for TestConvertFuncOp {
    fn argument(&self) -> &'static str {
        "test-convert-func-op"
    }

    fn description(&self) -> &'static str {
        "Tests conversion of `func.func` to `llvm.func` for different attributes"
    }

    fn name(&self) -> &'static str {
        "(anonymous namespace)::TestConvertFuncOp"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("builtin.module")
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let tc = converter_with(|ctx, t| {
            is_test_type(ctx, t, "smpla").then(|| {
                let i8 = ctx.integer_type(8);
                strata_dialect_llvm::types::struct_type(ctx, &[i8, i8], false)
            })
        });
        lower(ctx, op, &tc, Vec::new())
    }
}
