//! `convert-scf-to-cf`: lowers the structured control flow of the `scf`
//! dialect to a CFG of blocks joined by `cf.br`, `cf.cond_br` and
//! `cf.switch` (MLIR's SCFToControlFlow).
//!
//! - `scf.for`: the body's entry block becomes the loop header (its
//!   arguments are the induction variable and the loop-carried values),
//!   comparing with `arith.cmpi slt` (`ult` with `unsignedCmp`) and
//!   stepping with `arith.addi` at the end of the body.
//! - `scf.if`: a `cf.cond_br` to the inlined regions, which branch to a
//!   continuation block carrying the results.
//! - `scf.while`: the "before" region is the loop header, branching to the
//!   "after" region or out; when the "after" region only forwards its
//!   arguments, the loop is a do-while around the "before" region alone.
//! - `scf.execute_region`: its blocks are inlined, its yields branch to the
//!   rest of the enclosing block.
//! - `scf.index_switch`: an `arith.index_cast` to `i32` and a `cf.switch`.
//! - `scf.parallel`: first a nest of `scf.for`, with the `scf.reduce`
//!   regions inlined into the innermost body, then lowered as loops.
//! - `scf.forall` without outputs: first an `scf.parallel`, with its static
//!   bounds materialized as `arith.constant`s.

mod patterns;

#[cfg(test)]
mod tests;

use strata_ir::{Context, IsolatedOpMut, LogicalResult};
use strata_pass::{parse_bool_option, Pass};
use strata_rewrite::conversion::{
    apply_partial_conversion, ConversionConfig, ConversionPattern, ConversionPatternSet, ConversionTarget,
};

pub use patterns::populate_scf_to_cf_patterns;

/// The ops the conversion makes illegal; every other op is legal.
pub static ILLEGAL_OPS: [&str; 7] = [
    strata_dialect_scf::FORALL.name,
    strata_dialect_scf::FOR.name,
    strata_dialect_scf::IF.name,
    strata_dialect_scf::INDEX_SWITCH.name,
    strata_dialect_scf::PARALLEL.name,
    strata_dialect_scf::WHILE.name,
    strata_dialect_scf::EXECUTE_REGION.name,
];

/// The conversion target of `convert-scf-to-cf`.
pub fn scf_to_cf_target() -> ConversionTarget {
    let mut target = ConversionTarget::new();
    for name in ILLEGAL_OPS {
        target.add_illegal_op(name);
    }
    target.mark_unknown_ops_dynamically_legal(|_| true);
    target
}

/// The `convert-scf-to-cf` pass.
pub struct ScfToControlFlow {
    /// `allow-pattern-rollback` (default `true`): see
    /// [`ConversionConfig::allow_pattern_rollback`].
    pub allow_pattern_rollback: bool,
}

impl Default for ScfToControlFlow {
    fn default() -> Self {
        ScfToControlFlow {
            allow_pattern_rollback: true,
        }
    }
}

impl Pass for ScfToControlFlow {
    fn argument(&self) -> &'static str {
        "convert-scf-to-cf"
    }

    fn description(&self) -> &'static str {
        "Convert SCF dialect to ControlFlow dialect, replacing structured control flow with a CFG"
    }

    fn name(&self) -> &'static str {
        "SCFToControlFlowPass"
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "allow-pattern-rollback" => {
                self.allow_pattern_rollback = parse_bool_option(name, value)?;
                Ok(())
            }
            _ => Err(format!("no such option {name}")),
        }
    }

    fn options_text(&self) -> String {
        format!("allow-pattern-rollback={}", self.allow_pattern_rollback)
    }

    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            requires: &[],
            removes: &[
                "scf.for",
                "scf.if",
                "scf.while",
                "scf.condition",
                "scf.yield",
                "scf.execute_region",
                "scf.index_switch",
                "scf.parallel",
                "scf.reduce",
                "scf.reduce.return",
            ],
            introduces: &[
                "cf.br",
                "cf.cond_br",
                "cf.switch",
                "arith.addi",
                "arith.cmpi",
                "arith.constant",
                "arith.index_cast",
                "builtin.unrealized_conversion_cast",
            ],
            introduces_if: &[],
        }
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let mut patterns: Vec<Box<dyn ConversionPattern>> = Vec::new();
        populate_scf_to_cf_patterns(&mut patterns);
        let set = ConversionPatternSet::new(ctx, patterns);
        let target = scf_to_cf_target();
        let config = ConversionConfig {
            allow_pattern_rollback: self.allow_pattern_rollback,
            ..ConversionConfig::default()
        };
        apply_partial_conversion(ctx, op.body(), &target, &set, &config)
    }
}
