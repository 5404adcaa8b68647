//! Transformations of the `memref` dialect.

pub mod alloc_to_alloca;
pub mod bubble_down_memory_space_casts;
pub mod emulate_wide_int;
pub mod expand_ops;
pub mod expand_strided_metadata;
pub mod extract_address_computations;
pub mod fold_memref_alias_ops;
pub mod normalize_memrefs;
pub mod reify_result_shapes;
pub mod resolve_shaped_type_result_dims;

use strata_ir::{Context, IsolatedOpMut, LogicalResult};
use strata_pass::{Pass, PassRegistry};
use strata_rewrite::{apply_patterns_greedily_nested, FrozenPatternSet, GreedyConfig, RewritePattern};

pub use expand_strided_metadata::populate_expand_strided_metadata_patterns;

/// The `expand-strided-metadata` pass: the patterns of
/// [`expand_strided_metadata`] applied greedily (with folding) to the op
/// and everything nested in it.
#[derive(Default)]
pub struct ExpandStridedMetadata {
    patterns: std::sync::OnceLock<FrozenPatternSet>,
}

impl Pass for ExpandStridedMetadata {
    fn argument(&self) -> &'static str {
        "expand-strided-metadata"
    }

    fn description(&self) -> &'static str {
        "Expand memref operations into easier to analyze constructs"
    }

    fn name(&self) -> &'static str {
        "ExpandStridedMetadataPass"
    }

    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            requires: &[],
            removes: &["memref.subview", "memref.expand_shape", "memref.collapse_shape"],
            introduces: &["memref.reinterpret_cast", "memref.extract_strided_metadata"],
            introduces_if: &[
                (
                    &[
                        "memref.subview[dynamic]",
                        "memref.expand_shape",
                        "memref.collapse_shape",
                    ],
                    &["affine.apply"],
                ),
                // Metadata read as values gets constants for its static
                // parts.
                (&["memref.extract_strided_metadata"], &["arith.constant"]),
            ],
        }
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let patterns = self.patterns.get_or_init(|| {
            let mut list: Vec<Box<dyn RewritePattern>> = Vec::new();
            populate_expand_strided_metadata_patterns(&mut list);
            FrozenPatternSet::new(ctx, list)
        });
        // MLIR's default driver configuration: bottom-up. The pass does
        // not fail when the rewrite does not converge.
        let config = GreedyConfig {
            top_down: false,
            ..GreedyConfig::default()
        };
        let _ = apply_patterns_greedily_nested(ctx, op.body(), patterns, config, true);
        Ok(())
    }
}

/// Registers the `memref` dialect's passes.
pub fn register_passes(registry: &mut PassRegistry) {
    registry.register(|| Box::new(emulate_wide_int::MemRefEmulateWideInt::default()));
    registry.register(|| Box::new(ExpandStridedMetadata::default()));
    registry.register(|| Box::new(fold_memref_alias_ops::FoldMemRefAliasOps));
    registry.register(|| Box::new(normalize_memrefs::NormalizeMemRefs));
    registry.register(|| Box::new(expand_ops::ExpandOps));
    registry.register(|| Box::new(bubble_down_memory_space_casts::BubbleDownMemorySpaceCasts));
    registry.register(|| Box::new(reify_result_shapes::ReifyResultShapes));
    registry.register(|| Box::new(resolve_shaped_type_result_dims::ResolveShapedTypeResultDims::ranked()));
    registry.register(|| Box::new(resolve_shaped_type_result_dims::ResolveShapedTypeResultDims::any()));
}
