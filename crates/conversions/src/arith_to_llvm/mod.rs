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

use strata_ir::{Context, IsolatedOpMut, LogicalResult};
use strata_pass::Pass;
use strata_rewrite::conversion::{
    apply_partial_conversion, ConversionConfig, ConversionPattern, ConversionPatternSet,
};

use crate::llvm_common::{
    llvm_conversion_target, parse_index_bitwidth, LlvmTypeConverter, LowerToLlvmOptions,
};

pub use patterns::populate_arith_to_llvm_patterns;

/// The `convert-arith-to-llvm` pass.
#[derive(Default)]
pub struct ArithToLlvm {
    pub index_bitwidth: u32,
}

impl Pass for ArithToLlvm {
    fn argument(&self) -> &'static str {
        "convert-arith-to-llvm"
    }

    fn description(&self) -> &'static str {
        "Convert Arith dialect to LLVM dialect"
    }

    fn name(&self) -> &'static str {
        "ArithToLLVMConversionPass"
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "index-bitwidth" => {
                self.index_bitwidth = parse_index_bitwidth(value)?;
                Ok(())
            }
            _ => Err(format!("no such option {name}")),
        }
    }

    fn options_text(&self) -> String {
        format!("index-bitwidth={}", self.index_bitwidth)
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let tc = LlvmTypeConverter::new(LowerToLlvmOptions {
            index_bitwidth: self.index_bitwidth,
            ..Default::default()
        });
        let mut patterns: Vec<Box<dyn ConversionPattern>> = Vec::new();
        populate_arith_to_llvm_patterns(&tc, &mut patterns);
        let set = ConversionPatternSet::new(ctx, patterns);
        let target = llvm_conversion_target();
        apply_partial_conversion(ctx, op.body(), &target, &set, &ConversionConfig::default())
    }
}
