//! `fold-tensor-subset-ops`: slices folded into the transfers reading and
//! writing them, and insertions of covering insertions into one (MLIR's
//! `populateFoldTensorSubsetOpPatterns`), applied greedily.

use strata_ir::{Context, IsolatedOpMut, LogicalResult};
use strata_pass::Pass;
use strata_rewrite::{apply_patterns_greedily_nested, FrozenPatternSet, GreedyConfig, RewritePattern};

/// MLIR's `populateFoldTensorSubsetOpPatterns`.
pub fn patterns() -> Vec<Box<dyn RewritePattern>> {
    let mut list = crate::vector::subset_folding::patterns();
    list.extend(strata_dialect_tensor::subset::fold_insert_of_insert_patterns());
    list
}

/// The pass.
pub struct FoldTensorSubsetOps;

impl Pass for FoldTensorSubsetOps {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions::introducing(&[
            "affine.apply",
            "arith.constant",
            "vector.mask",
            "vector.transfer_read",
            "vector.transfer_write",
            "tensor.insert_slice",
            "tensor.parallel_insert_slice",
        ])
    }

    fn argument(&self) -> &'static str {
        "fold-tensor-subset-ops"
    }

    fn description(&self) -> &'static str {
        "Fold tensor subset ops into producer/consumer ops"
    }

    fn name(&self) -> &'static str {
        "FoldTensorSubsetOpsPass"
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let frozen = FrozenPatternSet::new(ctx, patterns());
        apply_patterns_greedily_nested(ctx, op.body(), &frozen, GreedyConfig::default(), true);
        Ok(())
    }
}
