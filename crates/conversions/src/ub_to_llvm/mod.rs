//! `convert-ub-to-llvm`: lowers the `ub` dialect to the LLVM dialect
//! (MLIR's UBToLLVM): `ub.poison` becomes `llvm.mlir.poison` of the
//! converted type (the vector lowerings create `ub.poison` for n-D
//! vectors they build up element by element), `ub.unreachable` becomes
//! `llvm.unreachable`.

use strata_dialect_llvm::UnreachableOp;
use strata_ir::OpId;
use strata_rewrite::conversion::{ConversionPattern, ConversionPatternRewriter, OpAdaptor};

use crate::llvm_common::descriptor::poison;
use crate::llvm_common::pass::LoweringPassInfo;
use crate::llvm_common::pattern::FnPattern;
use crate::llvm_common::LlvmTypeConverter;

/// The `convert-ub-to-llvm` pass (a [`crate::llvm_common::pass::LoweringPass`]).
pub static UB_TO_LLVM: LoweringPassInfo = LoweringPassInfo {
    argument: "convert-ub-to-llvm",
    description: "Convert UB dialect to LLVM dialect",
    name: "UBToLLVMConversionPass",
    populate: populate_ub_to_llvm_patterns,
    conditions: strata_pass::conditions::Conditions {
        requires: &[],
        removes: &["ub.*"],
        introduces: &["llvm.*", "builtin.unrealized_conversion_cast"],
        introduces_if: &[],
    },
};

/// Adds the patterns lowering `ub.poison` and `ub.unreachable`.
pub fn populate_ub_to_llvm_patterns(tc: &LlvmTypeConverter, out: &mut Vec<Box<dyn ConversionPattern>>) {
    out.push(Box::new(FnPattern {
        root: "ub.poison",
        name: "PoisonOpLowering",
        generated: &[],
        converter: tc.clone(),
        lower: lower_poison,
    }));
    out.push(Box::new(FnPattern {
        root: "ub.unreachable",
        name: "UnreachableOpLowering",
        generated: &["llvm.unreachable"],
        converter: tc.clone(),
        lower: lower_unreachable,
    }));
}

/// `llvm.unreachable` in place of the op; its attributes are dropped.
fn lower_unreachable(
    _: &LlvmTypeConverter,
    op: OpId,
    _: &OpAdaptor,
    rw: &mut ConversionPatternRewriter<'_>,
) -> bool {
    let loc = rw.body().op_loc(op);
    UnreachableOp::build(rw, loc);
    rw.replace_op(op, &[]);
    true
}

fn lower_poison(
    tc: &LlvmTypeConverter,
    op: OpId,
    _: &OpAdaptor,
    rw: &mut ConversionPatternRewriter<'_>,
) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let loc = body.op_loc(op);
    let Some(t) = body.result_types(op).next() else {
        return false;
    };
    let Some(converted) = tc.convert_type(ctx, t) else {
        return false;
    };
    let v = poison(rw, converted, loc);
    rw.replace_op(op, &[v]);
    true
}
