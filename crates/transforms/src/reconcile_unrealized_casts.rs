//! `reconcile-unrealized-casts`: folds away chains of
//! `builtin.unrealized_conversion_cast` ops that round-trip to their
//! original types, and erases unused casts.

use strata_ir::{Context, IsolatedOpMut, LogicalResult};
use strata_pass::{AnalysisManager, Pass};
use strata_rewrite::conversion::reconcile_all_unrealized_casts;

/// The `reconcile-unrealized-casts` pass: folds away chains of
/// `builtin.unrealized_conversion_cast` that round-trip to their original
/// types and erases unused casts.
pub struct ReconcileUnrealizedCasts;

impl Pass for ReconcileUnrealizedCasts {
    fn argument(&self) -> &'static str {
        "reconcile-unrealized-casts"
    }

    fn description(&self) -> &'static str {
        "Simplify and eliminate unrealized conversion casts"
    }

    fn name(&self) -> &'static str {
        "ReconcileUnrealizedCastsPass"
    }

    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            requires: &[],
            removes: &["builtin.unrealized_conversion_cast"],
            introduces: &[],
            introduces_if: &[],
        }
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        reconcile_all_unrealized_casts(ctx, op.body());
        Ok(())
    }

    fn run_with_analyses(
        &self,
        ctx: &Context,
        op: &mut IsolatedOpMut<'_>,
        am: &mut AnalysisManager,
    ) -> LogicalResult {
        // Without casts nothing changed: the pass manager then skips
        // verifying the IR again, as MLIR does for a pass that preserved
        // everything. At the end of a lowering there usually are none.
        if !reconcile_all_unrealized_casts(ctx, op.body()) {
            am.mark_all_preserved();
        }
        Ok(())
    }
}
