//! `convert-index-to-llvm`: lowers the `index` dialect to the LLVM dialect
//! (MLIR's IndexToLLVM).
//!
//! The arithmetic, bitwise, shift and min/max ops map one to one onto
//! LLVM ops and intrinsics on the index-width integer, `index.cmp` onto
//! `llvm.icmp`, the constants and `index.sizeof` onto
//! `llvm.mlir.constant`, the casts onto `sext`/`zext`/`trunc` (or nothing
//! between equal widths), and the ceil and floor divisions expand into
//! the sequences MLIR emits. The `index` dialect is illegal.

mod patterns;

use crate::llvm_common::pass::LoweringPassInfo;

pub use patterns::populate_index_to_llvm_patterns;

/// The `convert-index-to-llvm` pass (a [`crate::llvm_common::pass::LoweringPass`]).
pub static INDEX_TO_LLVM: LoweringPassInfo = LoweringPassInfo {
    argument: "convert-index-to-llvm",
    description: "Lower the `index` dialect to the `llvm` dialect.",
    name: "ConvertIndexToLLVMPass",
    populate: populate_index_to_llvm_patterns,
    conditions: strata_pass::conditions::Conditions {
        requires: &[],
        removes: &["index.*"],
        introduces: &["llvm.*", "builtin.unrealized_conversion_cast"],
        introduces_if: &[],
    },
};
