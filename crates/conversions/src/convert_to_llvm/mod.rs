//! `convert-to-llvm`: lowers every dialect that implements
//! [`ConvertToLlvmPatternInterface`] in one conversion (MLIR's
//! ConvertToLLVMPass). The pass asks each registered dialect for the
//! interface (in registration order, restricted to `filter-dialects` when
//! given), lets those with module-level symbols declare them, and applies
//! all the patterns at once with the LLVM dialect legal.

use strata_ir::{Context, IsolatedOpMut, LogicalResult};
use strata_pass::{parse_bool_option, Pass};
use strata_rewrite::conversion::{
    apply_partial_conversion, ConversionConfig, ConversionPattern, ConversionPatternSet, ConversionTarget,
};

use crate::llvm_common::{
    data_layout_index_bitwidth, ConvertToLlvmPatternInterface, LlvmTypeConverter, LowerToLlvmOptions,
};

/// The `convert-to-llvm` pass.
pub struct ConvertToLlvm {
    /// `filter-dialects`: the dialects whose patterns are used (empty: every
    /// dialect's).
    pub filter_dialects: Vec<String>,
    /// `dynamic`: configure the conversion from the IR: the width of
    /// `index` comes from the data layout of the converted op. (MLIR also
    /// takes patterns from conversion attributes on ops there; no
    /// dialect of Strata provides such attributes.)
    pub dynamic: bool,
    /// `allow-pattern-rollback` (default `true`): see
    /// [`ConversionConfig::allow_pattern_rollback`].
    pub allow_pattern_rollback: bool,
}

impl Default for ConvertToLlvm {
    fn default() -> Self {
        ConvertToLlvm {
            filter_dialects: Vec::new(),
            dynamic: false,
            allow_pattern_rollback: true,
        }
    }
}

impl Pass for ConvertToLlvm {
    fn argument(&self) -> &'static str {
        "convert-to-llvm"
    }

    fn description(&self) -> &'static str {
        "Convert to LLVM via dialect interfaces found in the input IR"
    }

    fn name(&self) -> &'static str {
        "ConvertToLLVMPass"
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "filter-dialects" => {
                self.filter_dialects = value
                    .split(',')
                    .map(str::trim)
                    .filter(|s| !s.is_empty())
                    .map(String::from)
                    .collect();
            }
            "dynamic" => self.dynamic = parse_bool_option(name, value)?,
            "allow-pattern-rollback" => self.allow_pattern_rollback = parse_bool_option(name, value)?,
            _ => return Err(format!("no such option {name}")),
        }
        Ok(())
    }

    fn options_text(&self) -> String {
        format!(
            "allow-pattern-rollback={} dynamic={} filter-dialects={}",
            self.allow_pattern_rollback,
            self.dynamic,
            self.filter_dialects.join(",")
        )
    }

    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            requires: &[],
            removes: &[
                "arith.*", "cf.*", "func.*", "index.*", "math.*", "memref.*", "ub.*", "vector.*",
            ],
            introduces: &["llvm.*", "builtin.unrealized_conversion_cast"],
            introduces_if: &[],
        }
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let mut options = LowerToLlvmOptions::default();
        if self.dynamic {
            options.index_bitwidth = data_layout_index_bitwidth(ctx, op);
        }
        let tc = LlvmTypeConverter::new(options);
        // Only the LLVM dialect is legal here: unlike the dedicated passes,
        // a pattern that leaves a `builtin.unrealized_conversion_cast` of
        // its own fails.
        let mut target = ConversionTarget::new();
        target.add_legal_dialect("llvm");
        let mut patterns: Vec<Box<dyn ConversionPattern>> = Vec::new();
        let mut prepares = Vec::new();
        for d in ctx.dialects() {
            if !self.filter_dialects.is_empty() && !self.filter_dialects.iter().any(|f| f == d.name) {
                continue;
            }
            let Some(iface) = d.interfaces.get::<ConvertToLlvmPatternInterface>() else {
                continue;
            };
            (iface.populate)(&tc, &mut target, &mut patterns);
            prepares.extend(iface.prepare_module);
        }
        let loc = op.loc();
        if op.name() == ctx.op_name("builtin.module") {
            for prepare in prepares {
                prepare(ctx, &tc, op.body(), loc);
            }
        }
        let set = ConversionPatternSet::new(ctx, patterns);
        let config = ConversionConfig {
            allow_pattern_rollback: self.allow_pattern_rollback,
            ..ConversionConfig::default()
        };
        apply_partial_conversion(ctx, op.body(), &target, &set, &config)
    }
}
