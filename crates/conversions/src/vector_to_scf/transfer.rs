//! Unrolling of transfers of more dimensions than the target rank.

use strata_rewrite::RewritePattern;

use super::VectorToScfOptions;

/// Adds the unrolling patterns of transfers.
pub(super) fn unroll_patterns(_: VectorToScfOptions, _: &mut Vec<Box<dyn RewritePattern>>) {}
