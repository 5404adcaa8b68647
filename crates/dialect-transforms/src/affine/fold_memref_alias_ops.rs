//! `affine-fold-memref-alias-ops`: `affine.load` and `affine.store`
//! through a `memref.subview`, `memref.expand_shape` or
//! `memref.collapse_shape` access the view's source instead, their maps
//! applied first (MLIR's affine `FoldMemRefAliasOps`); the folds are those
//! of `fold-memref-alias-ops`, on affine accesses.

use strata_ir::{Context, IsolatedOpMut, LogicalResult};
use strata_pass::Pass;
use strata_rewrite::RewritePattern;

use crate::memref::fold_memref_alias_ops::{populate_fold_patterns, run_fold_patterns, AccessKind};

/// The patterns of `affine-fold-memref-alias-ops`.
pub fn populate_affine_fold_memref_alias_op_patterns(out: &mut Vec<Box<dyn RewritePattern>>) {
    populate_fold_patterns(
        out,
        &[
            (
                AccessKind::AffineLoad,
                [
                    "AffineLoadOpOfSubViewOpFolder",
                    "AffineLoadOpOfExpandShapeOpFolder",
                    "AffineLoadOpOfCollapseShapeOpFolder",
                ],
            ),
            (
                AccessKind::AffineStore,
                [
                    "AffineStoreOpOfSubViewOpFolder",
                    "AffineStoreOpOfExpandShapeOpFolder",
                    "AffineStoreOpOfCollapseShapeOpFolder",
                ],
            ),
        ],
    );
}

/// The `affine-fold-memref-alias-ops` pass.
#[derive(Clone, Debug, Default)]
pub struct AffineFoldMemRefAliasOps;

impl Pass for AffineFoldMemRefAliasOps {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions::introducing(
            crate::memref::fold_memref_alias_ops::FOLD_ALIAS_INTRODUCES,
        )
    }

    fn argument(&self) -> &'static str {
        "affine-fold-memref-alias-ops"
    }

    fn description(&self) -> &'static str {
        "Fold memref alias ops into affine memory ops"
    }

    fn name(&self) -> &'static str {
        "AffineFoldMemRefAliasOps"
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        run_fold_patterns(ctx, op, populate_affine_fold_memref_alias_op_patterns)
    }
}
