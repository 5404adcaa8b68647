//! `convert-cf-to-llvm`: lowers the `cf` dialect to the LLVM dialect
//! (MLIR's ControlFlowToLLVM).
//!
//! `cf.br`, `cf.cond_br` (with its branch weights) and `cf.switch` become
//! `llvm.br`, `llvm.cond_br` and `llvm.switch`, converting the argument
//! types of their successor blocks. `cf.assert` splits its block: the
//! failure block prints the message with `puts` and calls `abort`. The
//! message global and the `puts` and `abort` declarations live in the
//! module, which the conversion of a function body cannot change (each
//! function is converted on its own, possibly in parallel), so the pass
//! lowers the asserts first, in IR order, declaring the symbols as MLIR's
//! pattern does; the branches are then converted as patterns.

mod patterns;

use strata_ir::{Context, IsolatedOpMut, LogicalResult};
use strata_pass::Pass;
use strata_rewrite::conversion::{
    apply_partial_conversion, ConversionConfig, ConversionPattern, ConversionPatternSet,
};

use crate::llvm_common::{
    llvm_conversion_target, parse_index_bitwidth, LlvmTypeConverter, LowerToLlvmOptions,
};

pub use patterns::{lower_asserts, populate_cf_to_llvm_patterns};

/// The `convert-cf-to-llvm` pass.
#[derive(Default)]
pub struct CfToLlvm {
    /// `index-bitwidth`: the width `index` lowers to (0: 64 bits).
    pub index_bitwidth: u32,
}

impl Pass for CfToLlvm {
    fn argument(&self) -> &'static str {
        "convert-cf-to-llvm"
    }

    fn description(&self) -> &'static str {
        "Convert ControlFlow operations to the LLVM dialect"
    }

    fn name(&self) -> &'static str {
        "ConvertControlFlowToLLVMPass"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("builtin.module")
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

    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            requires: &[],
            removes: &["cf.*"],
            introduces: &["llvm.*", "builtin.unrealized_conversion_cast"],
            introduces_if: &[],
        }
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let tc = LlvmTypeConverter::new(LowerToLlvmOptions {
            index_bitwidth: self.index_bitwidth,
            ..Default::default()
        });
        let module_loc = op.loc();
        lower_asserts(ctx, op.body(), module_loc);
        let mut patterns: Vec<Box<dyn ConversionPattern>> = Vec::new();
        populate_cf_to_llvm_patterns(&tc, &mut patterns);
        let set = ConversionPatternSet::new(ctx, patterns);
        let mut target = llvm_conversion_target();
        // Only cf ops are lowered; other ops (whose blocks' signatures are
        // still converted) stay legal, so they are not folded either.
        target.add_illegal_dialect("cf");
        target.mark_unknown_ops_dynamically_legal(|_| true);
        apply_partial_conversion(ctx, op.body(), &target, &set, &ConversionConfig::default())
    }
}
