//! Analyses (MLIR's `AnalysisManager`): results computed on demand for one
//! isolated op, cached, and kept from one pass to the next only when the
//! pass that ran in between says it preserved them.
//!
//! The pass manager keeps one [`AnalysisManager`] per isolated op it runs
//! passes on, for the whole pipeline: a pass gets it in
//! [`Pass::run_with_analyses`](crate::Pass::run_with_analyses), asks for
//! analyses with [`AnalysisManager::get`], and marks what it kept valid
//! with [`AnalysisManager::mark_all_preserved`] or
//! [`AnalysisManager::mark_preserved`]; after the pass, the manager drops
//! everything else. The analyses of the isolated ops nested in an op live
//! in its manager ([`AnalysisManager::child`]), are handed to the nested
//! pipelines that run on those ops (each op's manager is a separate value,
//! so sibling ops run in parallel without locks), and are invalidated with
//! their parent's unless the parent's pass preserved everything.

use std::any::{Any, TypeId};
use std::sync::Arc;

use rustc_hash::{FxHashMap, FxHashSet};
use strata_ir::{Body, Context, DominanceCache, OpId, OpName, PostDominanceCache};

/// A result computed from an isolated op's body.
pub trait Analysis: Any + Send + Sync {
    /// Computes the analysis of the body owned by the op named `owner`.
    fn compute(ctx: &Context, owner: OpName, body: &Body) -> Self
    where
        Self: Sized;
}

/// Dominance: the cache of region trees, filled as queries need them
/// (`DominanceInfo::with_cache`).
impl Analysis for DominanceCache {
    fn compute(ctx: &Context, owner: OpName, _body: &Body) -> Self {
        DominanceCache::new(ctx, Some(owner))
    }
}

/// Post-dominance, like [`DominanceCache`].
impl Analysis for PostDominanceCache {
    fn compute(ctx: &Context, owner: OpName, _body: &Body) -> Self {
        PostDominanceCache::new(ctx, Some(owner))
    }
}

/// What a pass left valid.
#[derive(Default, Clone, Debug)]
pub struct PreservedAnalyses {
    all: bool,
    ids: FxHashSet<TypeId>,
}

impl PreservedAnalyses {
    /// Whether every analysis was preserved.
    pub fn is_all(&self) -> bool {
        self.all
    }

    /// Whether the analysis with type id `id` was preserved (explicitly or
    /// because all were).
    pub fn is_preserved(&self, id: TypeId) -> bool {
        self.all || self.ids.contains(&id)
    }
}

/// The analyses of one isolated op and of the isolated ops nested in it.
#[derive(Default)]
pub struct AnalysisManager {
    cache: FxHashMap<TypeId, Arc<dyn Any + Send + Sync>>,
    preserved: PreservedAnalyses,
    children: FxHashMap<OpId, AnalysisManager>,
}

impl AnalysisManager {
    /// A manager with no cached analyses.
    pub fn new() -> AnalysisManager {
        AnalysisManager::default()
    }

    /// Analysis `T` of the op named `owner` owning `body`: the cached one,
    /// or a new one, computed and cached (MLIR's `getAnalysis<T>()`).
    pub fn get<T: Analysis>(&mut self, ctx: &Context, owner: OpName, body: &Body) -> Arc<T> {
        if let Some(t) = self.get_cached::<T>() {
            return t;
        }
        let t = Arc::new(T::compute(ctx, owner, body));
        self.cache.insert(TypeId::of::<T>(), t.clone());
        t
    }

    /// Analysis `T` if it is cached (MLIR's `getCachedAnalysis<T>()`).
    pub fn get_cached<T: Analysis>(&self) -> Option<Arc<T>> {
        self.cache
            .get(&TypeId::of::<T>())
            .and_then(|a| a.clone().downcast::<T>().ok())
    }

    /// Whether analysis `T` is cached.
    pub fn is_cached<T: Analysis>(&self) -> bool {
        self.cache.contains_key(&TypeId::of::<T>())
    }

    /// The manager of the isolated op `op` nested in this one (MLIR's
    /// `getChildAnalysis`, one level).
    pub fn child(&mut self, op: OpId) -> &mut AnalysisManager {
        self.children.entry(op).or_default()
    }

    /// Takes the manager of `op` out (for a nested run, so that sibling
    /// ops' managers can be used on several threads); give it back with
    /// [`AnalysisManager::put_child`].
    pub fn take_child(&mut self, op: OpId) -> AnalysisManager {
        self.children.remove(&op).unwrap_or_default()
    }

    /// Gives back a manager taken with [`AnalysisManager::take_child`];
    /// one that holds no analyses is dropped.
    pub fn put_child(&mut self, op: OpId, am: AnalysisManager) {
        if !am.cache.is_empty() || !am.children.is_empty() {
            self.children.insert(op, am);
        }
    }

    /// Marks every analysis preserved: the pass changed nothing they
    /// depend on (MLIR's `markAllAnalysesPreserved`).
    pub fn mark_all_preserved(&mut self) {
        self.preserved.all = true;
    }

    /// Marks analysis `T` preserved (MLIR's `markAnalysesPreserved<T>`).
    pub fn mark_preserved<T: Analysis>(&mut self) {
        self.preserved.ids.insert(TypeId::of::<T>());
    }

    /// What the current pass marked preserved so far.
    pub fn preserved(&self) -> &PreservedAnalyses {
        &self.preserved
    }

    /// Ends a pass: drops the analyses it did not preserve, here and in
    /// the nested ops' managers, and resets the marks for the next pass.
    pub fn finish_pass(&mut self) {
        let preserved = std::mem::take(&mut self.preserved);
        self.invalidate(&preserved);
    }

    /// Drops every analysis not in `preserved`, nested ones included
    /// (MLIR's `AnalysisManager::invalidate`).
    pub fn invalidate(&mut self, preserved: &PreservedAnalyses) {
        if preserved.all {
            return;
        }
        self.cache.retain(|id, _| preserved.ids.contains(id));
        for child in self.children.values_mut() {
            child.invalidate(preserved);
        }
        self.children
            .retain(|_, c| !c.cache.is_empty() || !c.children.is_empty());
    }

    /// Drops this op's own analyses, keeping the nested ops'.
    pub fn invalidate_own(&mut self) {
        self.cache.clear();
    }

    /// Drops every analysis.
    pub fn clear(&mut self) {
        self.cache.clear();
        self.children.clear();
        self.preserved = PreservedAnalyses::default();
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicUsize, Ordering};

    use super::*;

    static COMPUTED: AtomicUsize = AtomicUsize::new(0);

    struct Counting(usize);

    impl Analysis for Counting {
        fn compute(_: &Context, _: OpName, _: &Body) -> Self {
            Counting(COMPUTED.fetch_add(1, Ordering::SeqCst))
        }
    }

    struct Other;

    impl Analysis for Other {
        fn compute(_: &Context, _: OpName, _: &Body) -> Self {
            Other
        }
    }

    #[test]
    fn caching_and_invalidation() {
        let ctx = Context::new();
        let body = Body::new();
        let owner = ctx.op_name("test.op");
        let mut am = AnalysisManager::new();
        let a = am.get::<Counting>(&ctx, owner, &body);
        let b = am.get::<Counting>(&ctx, owner, &body);
        assert!(Arc::ptr_eq(&a, &b), "a second request is served from the cache");
        am.get::<Other>(&ctx, owner, &body);

        // Everything preserved: both survive.
        am.mark_all_preserved();
        am.finish_pass();
        assert!(am.is_cached::<Counting>() && am.is_cached::<Other>());

        // One preserved: the other goes.
        am.mark_preserved::<Counting>();
        am.finish_pass();
        assert!(am.is_cached::<Counting>());
        assert!(!am.is_cached::<Other>());
        assert!(Arc::ptr_eq(&a, &am.get::<Counting>(&ctx, owner, &body)));

        // Nothing preserved: recomputed on the next request.
        am.finish_pass();
        assert!(!am.is_cached::<Counting>());
        let c = am.get::<Counting>(&ctx, owner, &body);
        assert_ne!(a.0, c.0);
    }

    #[test]
    fn children_follow_their_parent() {
        let ctx = Context::new();
        let body = Body::new();
        let owner = ctx.op_name("test.op");
        let mut am = AnalysisManager::new();
        let kid = OpId::from_u32(3);
        am.child(kid).get::<Other>(&ctx, owner, &body);
        am.child(kid).get::<Counting>(&ctx, owner, &body);
        am.mark_all_preserved();
        am.finish_pass();
        assert!(am.child(kid).is_cached::<Other>());
        am.mark_preserved::<Other>();
        am.finish_pass();
        assert!(am.child(kid).is_cached::<Other>());
        assert!(!am.child(kid).is_cached::<Counting>());
        am.finish_pass();
        assert!(!am.child(kid).is_cached::<Other>());
    }
}
