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

use strata_ir::{Context, IsolatedOpMut, LogicalResult};
use strata_pass::Pass;
use strata_rewrite::conversion::{
    apply_partial_conversion, ConversionConfig, ConversionPattern, ConversionPatternSet,
};

use crate::llvm_common::{
    llvm_conversion_target, parse_index_bitwidth, LlvmTypeConverter, LowerToLlvmOptions,
};

pub use patterns::populate_index_to_llvm_patterns;

/// The `convert-index-to-llvm` pass.
#[derive(Default)]
pub struct IndexToLlvm {
    pub index_bitwidth: u32,
}

impl Pass for IndexToLlvm {
    fn argument(&self) -> &'static str {
        "convert-index-to-llvm"
    }

    fn description(&self) -> &'static str {
        "Lower the `index` dialect to the `llvm` dialect."
    }

    fn name(&self) -> &'static str {
        "ConvertIndexToLLVMPass"
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
        populate_index_to_llvm_patterns(&tc, &mut patterns);
        let set = ConversionPatternSet::new(ctx, patterns);
        let mut target = llvm_conversion_target();
        target.add_illegal_dialect("index");
        apply_partial_conversion(ctx, op.body(), &target, &set, &ConversionConfig::default())
    }
}
