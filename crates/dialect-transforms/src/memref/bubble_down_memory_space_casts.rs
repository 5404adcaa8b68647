//! `bubble-down-memory-space-casts`: moves `memref.memory_space_cast`s
//! into the default memory space down past the ops that consume them
//! (views, accesses, vector transfers: the ops declaring
//! [`MemorySpaceCastConsumerOpInterface`]), with the greedy driver, so
//! accesses address the original memory space directly.

use strata_dialect_memref::memory_space_cast::{bubble_down_casts, MemorySpaceCastConsumerOpInterface};
use strata_ir::{Context, IsolatedOpMut, LogicalResult, OpId};
use strata_pass::Pass;
use strata_rewrite::{
    apply_patterns_greedily_nested, FrozenPatternSet, GreedyConfig, PatternRewriter, PatternRoot,
    RewritePattern,
};

/// The pattern: any consumer op using a promotable cast.
struct BubbleDownCasts;

impl RewritePattern for BubbleDownCasts {
    fn root(&self) -> PatternRoot {
        PatternRoot::Any
    }

    fn debug_name(&self) -> &str {
        "BubbleDownCastsPattern"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let consumer = rw
            .ctx
            .op_def(rw.body().op_name(op))
            .is_some_and(|d| d.interfaces.get::<MemorySpaceCastConsumerOpInterface>().is_some());
        consumer && bubble_down_casts(rw, op)
    }
}

/// The pass.
#[derive(Clone, Debug, Default)]
pub struct BubbleDownMemorySpaceCasts;

impl Pass for BubbleDownMemorySpaceCasts {
    fn argument(&self) -> &'static str {
        "bubble-down-memory-space-casts"
    }

    fn description(&self) -> &'static str {
        "Bubbles down memory-space cast operations."
    }

    fn name(&self) -> &'static str {
        "BubbleDownMemorySpaceCasts"
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let patterns = FrozenPatternSet::new(ctx, vec![Box::new(BubbleDownCasts) as Box<dyn RewritePattern>]);
        let _ = apply_patterns_greedily_nested(ctx, op.body(), &patterns, GreedyConfig::default(), true);
        Ok(())
    }
}
