//! The shape of the simple lowering passes to LLVM (`convert-arith-to-llvm`,
//! `convert-index-to-llvm`): one populate function, the `index-bitwidth`
//! option, a partial conversion to the LLVM target.

use strata_ir::{Context, IsolatedOpMut, LogicalResult};
use strata_pass::Pass;
use strata_rewrite::conversion::{
    apply_partial_conversion, ConversionConfig, ConversionPattern, ConversionPatternSet,
};

use super::{llvm_conversion_target, parse_index_bitwidth, LlvmTypeConverter, LowerToLlvmOptions};

/// Adds a lowering's patterns for a type converter.
pub type PopulateFn = fn(&LlvmTypeConverter, &mut Vec<Box<dyn ConversionPattern>>);

/// What names a simple lowering pass and what it applies.
pub struct LoweringPassInfo {
    /// The pass's command-line argument.
    pub argument: &'static str,
    /// The pass's one-line description.
    pub description: &'static str,
    /// MLIR's class name (for timing reports).
    pub name: &'static str,
    /// Adds the patterns the pass applies.
    pub populate: PopulateFn,
    /// The ops it removes and introduces.
    pub conditions: strata_pass::conditions::Conditions,
}

/// A lowering pass applying one [`LoweringPassInfo`]'s patterns, with
/// MLIR's `index-bitwidth` option (0: the data layout's, 64).
pub struct LoweringPass {
    info: &'static LoweringPassInfo,
    index_bitwidth: u32,
}

impl LoweringPass {
    /// The pass `info` describes, with `index-bitwidth` 0.
    pub fn new(info: &'static LoweringPassInfo) -> LoweringPass {
        LoweringPass {
            info,
            index_bitwidth: 0,
        }
    }
}

impl Pass for LoweringPass {
    fn argument(&self) -> &'static str {
        self.info.argument
    }

    fn description(&self) -> &'static str {
        self.info.description
    }

    fn name(&self) -> &'static str {
        self.info.name
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
        self.info.conditions
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let tc = LlvmTypeConverter::new(LowerToLlvmOptions {
            index_bitwidth: self.index_bitwidth,
            ..Default::default()
        });
        let mut patterns: Vec<Box<dyn ConversionPattern>> = Vec::new();
        (self.info.populate)(&tc, &mut patterns);
        let set = ConversionPatternSet::new(ctx, patterns);
        let target = llvm_conversion_target();
        apply_partial_conversion(ctx, op.body(), &target, &set, &ConversionConfig::default())
    }
}
