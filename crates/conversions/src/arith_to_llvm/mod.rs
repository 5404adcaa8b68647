//! `convert-arith-to-llvm`: lowers the `arith` dialect to the LLVM dialect
//! (MLIR's ArithToLLVM).
//!
//! Most ops map one to one (`arith.addi` to `llvm.add` with its overflow
//! flags, `arith.addf` to `llvm.fadd` with its fastmath flags, min/max to
//! the `llvm.intr.*` intrinsics, casts to the LLVM casts); comparisons
//! carry their predicate over; `index_cast`s become `sext`/`zext`/`trunc`
//! or nothing; the extended arithmetic ops go through wider integers or
//! `llvm.intr.uadd.with.overflow`; `ceildivsi`, `ceildivui` and
//! `floordivsi` are expanded as MLIR's `populateCeilFloorDivExpandOpsPatterns`
//! does. Ops on N-D vectors (which MLIR unrolls) are left as they are.

mod patterns;

use crate::llvm_common::pass::LoweringPassInfo;

pub use patterns::populate_arith_to_llvm_patterns;

/// The `convert-arith-to-llvm` pass (a [`crate::llvm_common::pass::LoweringPass`]).
pub static ARITH_TO_LLVM: LoweringPassInfo = LoweringPassInfo {
    argument: "convert-arith-to-llvm",
    description: "Convert Arith dialect to LLVM dialect",
    name: "ArithToLLVMConversionPass",
    populate: populate_arith_to_llvm_patterns,
    conditions: strata_pass::conditions::Conditions {
        requires: &[],
        removes: &["arith.*"],
        introduces: &["llvm.*", "builtin.unrealized_conversion_cast"],
        introduces_if: &[],
    },
};
