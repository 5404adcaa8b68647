//! Pattern rewriting: rewrite patterns with a root and a benefit, frozen
//! pattern sets indexed by op name, a [`PatternRewriter`] that reports every
//! change to a [`RewriteListener`], the greedy driver, and declarative
//! rewrite rules ([`pat!`], see [`drr`]).
//!
//! Drivers work on one [`Body`](strata_ir::Body) (the regions of one isolated op), which a
//! pass gets mutably; isolated ops nested in it are separate bodies that a
//! pass may process in parallel.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod conversion;
pub mod drr;
mod folder;
mod greedy;
pub mod region_simplify;
mod rewriter;

pub use folder::{insertion_region, FolderListener, OperationFolder};
pub use greedy::{
    apply_op_patterns_greedily, apply_op_patterns_greedily_with_listener, apply_patterns_greedily,
    apply_patterns_greedily_in_region, apply_patterns_greedily_nested, apply_patterns_greedily_nested_owned,
    apply_patterns_greedily_with_listener, walk_and_apply_patterns, walk_and_apply_patterns_with_listener,
    GreedyConfig, GreedyResult, RegionSimplifyLevel, Strictness, NO_LIMIT,
};
pub use rewriter::{NoListener, PatternRewriter, RewriteListener};

#[doc(hidden)]
pub use strata_ir as __strata_ir;

use std::sync::Arc;

use rustc_hash::FxHashMap;
use strata_ir::{Context, OpId, OpName};

/// Adds canonicalization patterns to a list.
pub type PopulatePatternsFn = fn(&Context, &mut Vec<Box<dyn RewritePattern>>);

/// The canonicalization patterns of an op (MLIR's
/// `getCanonicalizationPatterns`), stored in its definition's interfaces,
/// or of a whole dialect, stored in the dialect's interfaces.
#[derive(Copy, Clone)]
pub struct CanonicalizationPatterns(pub PopulatePatternsFn);

/// The canonicalization patterns of every registered dialect and op, in
/// registration order.
pub fn canonicalization_patterns(ctx: &Context) -> Vec<Box<dyn RewritePattern>> {
    let mut patterns = Vec::new();
    for dialect in ctx.dialects() {
        if let Some(p) = dialect.interfaces.get::<CanonicalizationPatterns>() {
            (p.0)(ctx, &mut patterns);
        }
        for op in &dialect.ops {
            if let Some(p) = op.interfaces.get::<CanonicalizationPatterns>() {
                (p.0)(ctx, &mut patterns);
            }
        }
    }
    patterns
}

/// The canonicalization patterns of the ops named `names`, in that order
/// (MLIR's `getCanonicalizationPatterns` of each op class).
pub fn op_canonicalization_patterns(ctx: &Context, names: &[OpName]) -> Vec<Box<dyn RewritePattern>> {
    let mut patterns = Vec::new();
    for &name in names {
        if let Some(p) = ctx
            .op_def(name)
            .and_then(|d| d.interfaces.get::<CanonicalizationPatterns>())
        {
            (p.0)(ctx, &mut patterns);
        }
    }
    patterns
}

/// What a pattern matches on.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PatternRoot {
    /// Ops of one name.
    Op(&'static str),
    /// Any op.
    Any,
}

/// A rewrite pattern (MLIR's `RewritePattern`).
pub trait RewritePattern: Send + Sync {
    /// The ops the pattern is tried on.
    fn root(&self) -> PatternRoot;

    /// Higher benefits are tried first.
    fn benefit(&self) -> u16 {
        1
    }

    /// MLIR's debug name of the pattern, the label that canonicalize's
    /// `disable-patterns` and `enable-patterns` options select.
    fn debug_name(&self) -> &str;

    /// Matches `op` and, on success, rewrites it through `rewriter` and
    /// returns true. On failure it must leave the IR unchanged.
    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool;
}

/// Patterns indexed by root, each list sorted by decreasing benefit (MLIR's
/// `FrozenRewritePatternSet`). Cheap to share between threads.
#[derive(Clone, Default)]
pub struct FrozenPatternSet {
    by_name: FxHashMap<OpName, Arc<[Arc<dyn RewritePattern>]>>,
    any: Arc<[Arc<dyn RewritePattern>]>,
}

impl FrozenPatternSet {
    /// Freezes `patterns`: each op name's list holds the patterns rooted
    /// on it and those rooted on any op, by decreasing benefit (at equal
    /// benefit, op-specific ones first, then in the given order).
    pub fn new(ctx: &Context, patterns: Vec<Box<dyn RewritePattern>>) -> FrozenPatternSet {
        let patterns: Vec<Arc<dyn RewritePattern>> = patterns.into_iter().map(Arc::from).collect();
        let mut any: Vec<Arc<dyn RewritePattern>> = patterns
            .iter()
            .filter(|p| p.root() == PatternRoot::Any)
            .cloned()
            .collect();
        any.sort_by_key(|p| std::cmp::Reverse(p.benefit()));
        let mut named: FxHashMap<OpName, Vec<Arc<dyn RewritePattern>>> = FxHashMap::default();
        for p in &patterns {
            if let PatternRoot::Op(name) = p.root() {
                named.entry(ctx.op_name(name)).or_default().push(p.clone());
            }
        }
        let by_name = named
            .into_iter()
            .map(|(n, mut v)| {
                v.extend(any.iter().cloned());
                // Stable: among equal benefits, op-specific patterns first.
                v.sort_by_key(|p| std::cmp::Reverse(p.benefit()));
                (n, v.into())
            })
            .collect();
        FrozenPatternSet {
            by_name,
            any: any.into(),
        }
    }

    /// The patterns to try on an op named `name`, best first.
    pub fn patterns_for(&self, name: OpName) -> &[Arc<dyn RewritePattern>] {
        self.by_name.get(&name).map_or(&self.any, |v| v)
    }

    /// Whether the set holds no pattern.
    pub fn is_empty(&self) -> bool {
        self.by_name.is_empty() && self.any.is_empty()
    }
}
