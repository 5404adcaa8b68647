//! Dominance and post-dominance over the regions of one [`Body`].
//!
//! Trees are computed lazily, one per region, with the Cooper-Harvey-Kennedy
//! iterative algorithm on reverse post-order, then numbered by a DFS of the
//! tree so that block queries are O(1). Queries between ops or blocks in
//! different regions follow MLIR's hierarchical rules: the deeper operand is
//! replaced by its ancestor in the shallower region. Blocks of graph regions
//! (ops with [`OpTraits::GRAPH_REGIONS`]) do not order their ops.
//!
//! Values cannot cross bodies (an isolated op's regions live in a child
//! body), so every query is local to one body. The kind of the body's root
//! regions is that of the op owning the body, given at construction.

use std::cell::RefCell;
use std::sync::{Arc, Mutex};

use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use crate::{BlockId, Body, Context, OpId, OpName, OpTraits, RegionId, ValueDef, ValueId};

const NONE: u32 = u32::MAX;

/// A dominator (or post-dominator) tree of one region.
#[derive(Debug)]
struct RegionTree {
    /// Local node index of each block of the region.
    index: FxHashMap<BlockId, u32>,
    /// The block of each node; `None` for the virtual exit of a
    /// post-dominator tree.
    blocks: Vec<Option<BlockId>>,
    /// Immediate dominator of each node (`NONE` for the root and for
    /// unreachable nodes).
    idom: Vec<u32>,
    /// DFS entry/exit numbers in the tree; `NONE` when unreachable.
    pre: Vec<u32>,
    post: Vec<u32>,
}

impl RegionTree {
    fn reachable(&self, n: u32) -> bool {
        self.pre[n as usize] != NONE
    }

    /// LLVM semantics: unreachable blocks are dominated by everything and
    /// dominate nothing but themselves.
    fn dominates(&self, a: u32, b: u32) -> bool {
        if a == b || !self.reachable(b) {
            return true;
        }
        if !self.reachable(a) {
            return false;
        }
        self.pre[a as usize] <= self.pre[b as usize] && self.post[b as usize] <= self.post[a as usize]
    }

    /// Builds the tree of a graph given as adjacency lists, rooted at `root`.
    fn compute(
        index: FxHashMap<BlockId, u32>,
        blocks: Vec<Option<BlockId>>,
        root: u32,
        succ: &[Adj],
        pred: &[Adj],
    ) -> RegionTree {
        let n = blocks.len();
        // Iterative DFS for post-order numbers.
        let mut po_num = vec![NONE; n];
        let mut order: Vec<u32> = Vec::with_capacity(n);
        let mut visited = vec![false; n];
        let mut stack: Vec<(u32, usize)> = vec![(root, 0)];
        visited[root as usize] = true;
        while let Some(&mut (node, ref mut i)) = stack.last_mut() {
            if let Some(&s) = succ[node as usize].get(*i) {
                *i += 1;
                if !visited[s as usize] {
                    visited[s as usize] = true;
                    stack.push((s, 0));
                }
            } else {
                po_num[node as usize] = order.len() as u32;
                order.push(node);
                stack.pop();
            }
        }
        let mut idom = semi_nca(root, n, succ, pred);
        idom[root as usize] = NONE;
        // Number the tree for O(1) ancestor queries.
        let mut children: Vec<Adj> = vec![Adj::new(); n];
        for &b in order.iter().rev() {
            if idom[b as usize] != NONE {
                children[idom[b as usize] as usize].push(b);
            }
        }
        let mut pre = vec![NONE; n];
        let mut post = vec![NONE; n];
        let mut counter = 0u32;
        let mut stack: Vec<(u32, usize)> = vec![(root, 0)];
        pre[root as usize] = counter;
        counter += 1;
        while let Some(&mut (node, ref mut i)) = stack.last_mut() {
            if let Some(&c) = children[node as usize].get(*i) {
                *i += 1;
                pre[c as usize] = counter;
                counter += 1;
                stack.push((c, 0));
            } else {
                post[node as usize] = counter;
                counter += 1;
                stack.pop();
            }
        }
        RegionTree {
            index,
            blocks,
            idom,
            pre,
            post,
        }
    }
}

/// Immediate dominators by the Semi-NCA algorithm (as LLVM computes them):
/// semidominators with path-compressed evaluation, then each idom as the
/// nearest common ancestor of its DFS parent and its semidominator. Near
/// linear; the iterative algorithm it replaces was quadratic on long
/// chains feeding one join block. Unreachable nodes get `NONE`.
fn semi_nca(root: u32, n: usize, succ: &[Adj], pred: &[Adj]) -> Vec<u32> {
    // Preorder DFS numbering and DFS-tree parents.
    let mut dfn = vec![NONE; n];
    let mut vertex: Vec<u32> = Vec::with_capacity(n);
    let mut parent = vec![NONE; n];
    let mut stack: Vec<(u32, usize)> = vec![(root, 0)];
    dfn[root as usize] = 0;
    vertex.push(root);
    while let Some(&mut (node, ref mut i)) = stack.last_mut() {
        if let Some(&s) = succ[node as usize].get(*i) {
            *i += 1;
            if dfn[s as usize] == NONE {
                dfn[s as usize] = vertex.len() as u32;
                vertex.push(s);
                parent[s as usize] = node;
                stack.push((s, 0));
            }
        } else {
            stack.pop();
        }
    }
    let count = vertex.len();
    // Indices below are preorder numbers.
    let mut semi: Vec<u32> = (0..count as u32).collect();
    let mut label: Vec<u32> = (0..count as u32).collect();
    let mut ancestor = vec![NONE; count];
    let mut path: Vec<u32> = Vec::new();
    // The vertex with the smallest semidominator on the path from `v` to
    // the root of its tree in the forest, compressing the path.
    let mut eval = |v: u32, ancestor: &mut Vec<u32>, label: &mut Vec<u32>, semi: &Vec<u32>| -> u32 {
        if ancestor[v as usize] == NONE {
            return v;
        }
        path.clear();
        let mut x = v;
        while ancestor[ancestor[x as usize] as usize] != NONE {
            path.push(x);
            x = ancestor[x as usize];
        }
        for &y in path.iter().rev() {
            let a = ancestor[y as usize];
            if semi[label[a as usize] as usize] < semi[label[y as usize] as usize] {
                label[y as usize] = label[a as usize];
            }
            ancestor[y as usize] = ancestor[a as usize];
        }
        label[v as usize]
    };
    for w in (1..count as u32).rev() {
        let node = vertex[w as usize];
        for &p in &pred[node as usize] {
            let pv = dfn[p as usize];
            if pv == NONE {
                continue;
            }
            let u = eval(pv, &mut ancestor, &mut label, &semi);
            if semi[u as usize] < semi[w as usize] {
                semi[w as usize] = semi[u as usize];
            }
        }
        ancestor[w as usize] = dfn[parent[node as usize] as usize];
    }
    let mut idom_pre = vec![0u32; count];
    for w in 1..count {
        let mut d = dfn[parent[vertex[w] as usize] as usize];
        while d > semi[w] {
            d = idom_pre[d as usize];
        }
        idom_pre[w] = d;
    }
    let mut idom = vec![NONE; n];
    for w in 1..count {
        idom[vertex[w] as usize] = vertex[idom_pre[w] as usize];
    }
    idom
}

/// The region trees of one body, owned and shareable between threads: what
/// an analysis cache keeps of dominance between passes. The trees depend
/// only on the control flow (blocks and their successors), not on the
/// order of ops within blocks.
struct TreeCache {
    post: bool,
    /// Whether the body's root regions have SSA dominance.
    root_ssa: bool,
    trees: Mutex<FxHashMap<RegionId, Arc<RegionTree>>>,
}

impl TreeCache {
    fn new(ctx: &Context, owner: Option<OpName>, post: bool) -> TreeCache {
        TreeCache {
            post,
            root_ssa: !owner.is_some_and(|n| op_has_graph_regions(ctx, n)),
            trees: Mutex::default(),
        }
    }

    fn len(&self) -> usize {
        self.trees.lock().unwrap_or_else(|e| e.into_inner()).len()
    }
}

/// The dominator trees of a body's regions, computed on demand and kept
/// while the body's control flow does not change (MLIR caches
/// `DominanceInfo` as an analysis). [`DominanceInfo::with_cache`] answers
/// queries from it, computing the trees it lacks.
#[derive(Clone)]
pub struct DominanceCache(Arc<TreeCache>);

impl DominanceCache {
    /// An empty cache for the body owned by `owner` (`None` for a
    /// top-level body).
    pub fn new(ctx: &Context, owner: Option<OpName>) -> DominanceCache {
        DominanceCache(Arc::new(TreeCache::new(ctx, owner, false)))
    }

    /// How many region trees have been computed.
    pub fn num_trees(&self) -> usize {
        self.0.len()
    }
}

/// The post-dominator trees of a body's regions; see [`DominanceCache`].
#[derive(Clone)]
pub struct PostDominanceCache(Arc<TreeCache>);

impl PostDominanceCache {
    /// An empty cache for the body owned by `owner` (`None` for a
    /// top-level body).
    pub fn new(ctx: &Context, owner: Option<OpName>) -> PostDominanceCache {
        PostDominanceCache(Arc::new(TreeCache::new(ctx, owner, true)))
    }

    /// How many region trees have been computed.
    pub fn num_trees(&self) -> usize {
        self.0.len()
    }
}

/// Successors or predecessors of one node: most blocks have one or two,
/// kept inline so building a tree allocates little.
type Adj = SmallVec<[u32; 2]>;

/// Shared machinery of dominance and post-dominance.
struct DomBase<'a> {
    ctx: &'a Context,
    body: &'a Body,
    post: bool,
    /// Whether the body's root regions have SSA dominance.
    root_ssa: bool,
    /// Trees already looked up by this view (no lock on the fast path).
    trees: RefCell<FxHashMap<RegionId, Arc<RegionTree>>>,
    /// The cache the trees come from and go to.
    shared: Arc<TreeCache>,
}

impl<'a> DomBase<'a> {
    fn new(ctx: &'a Context, body: &'a Body, shared: Arc<TreeCache>) -> DomBase<'a> {
        DomBase {
            ctx,
            body,
            post: shared.post,
            root_ssa: shared.root_ssa,
            trees: RefCell::default(),
            shared,
        }
    }

    /// Whether ops of one block of `r` must be ordered def-before-use.
    /// Regions of unregistered ops may be graph regions, so, as in MLIR,
    /// they do not order ops within a block (blocks are still ordered by
    /// the dominator tree).
    fn has_ssa_dominance(&self, r: RegionId) -> bool {
        match self.body.region_parent_op(r) {
            Some(op) => match self.ctx.op_def(self.body.op_name(op)) {
                Some(d) => !d.traits.contains(OpTraits::GRAPH_REGIONS),
                None => false,
            },
            None => self.root_ssa,
        }
    }

    fn tree(&self, r: RegionId) -> Arc<RegionTree> {
        if let Some(t) = self.trees.borrow().get(&r) {
            return t.clone();
        }
        let cached = self
            .shared
            .trees
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(&r)
            .cloned();
        let t = match cached {
            Some(t) => t,
            None => {
                let t = Arc::new(self.build(r));
                self.shared
                    .trees
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .insert(r, t.clone());
                t
            }
        };
        self.trees.borrow_mut().insert(r, t.clone());
        t
    }

    fn build(&self, r: RegionId) -> RegionTree {
        let body = self.body;
        let count = body.region_blocks(r).count();
        let mut index = FxHashMap::with_capacity_and_hasher(count, Default::default());
        let mut blocks: Vec<Option<BlockId>> = Vec::with_capacity(count + usize::from(self.post));
        for b in body.region_blocks(r) {
            index.insert(b, blocks.len() as u32);
            blocks.push(Some(b));
        }
        let n = blocks.len();
        let mut fwd: Vec<Adj> = vec![Adj::new(); n];
        let mut bwd: Vec<Adj> = vec![Adj::new(); n];
        if n > 1 {
            for (i, b) in blocks.iter().enumerate() {
                let Some(last) = body.last_op(b.unwrap()) else {
                    continue;
                };
                for s in body.successors(last) {
                    // Branches out of the region are invalid; the verifier
                    // reports them, dominance ignores them.
                    if let Some(&j) = index.get(&s) {
                        if !fwd[i].contains(&j) {
                            fwd[i].push(j);
                            bwd[j as usize].push(i as u32);
                        }
                    }
                }
            }
        }
        if n == 0 {
            return RegionTree {
                index,
                blocks,
                idom: Vec::new(),
                pre: Vec::new(),
                post: Vec::new(),
            };
        }
        if !self.post {
            return RegionTree::compute(index, blocks, 0, &fwd, &bwd);
        }
        // Post-dominance: a virtual exit node succeeds every block without
        // successors; edges are reversed.
        let exit = n as u32;
        blocks.push(None);
        let mut rsucc = bwd;
        let mut rpred = fwd;
        rsucc.push(Adj::new());
        rpred.push(Adj::new());
        for (i, preds) in rpred.iter_mut().enumerate().take(n) {
            if preds.is_empty() {
                rsucc[exit as usize].push(i as u32);
                preds.push(exit);
            }
        }
        // Blocks that reach no exit (infinite loops) get connected to the
        // virtual exit too, as LLVM does, so every block is in the tree.
        let mut seen = vec![false; n + 1];
        let mut stack = vec![exit];
        seen[exit as usize] = true;
        fn visit(rsucc: &[Adj], stack: &mut Vec<u32>, seen: &mut [bool]) {
            while let Some(x) = stack.pop() {
                for &y in &rsucc[x as usize] {
                    if !seen[y as usize] {
                        seen[y as usize] = true;
                        stack.push(y);
                    }
                }
            }
        }
        visit(&rsucc, &mut stack, &mut seen);
        for i in (0..n).rev() {
            if !seen[i] {
                rsucc[exit as usize].push(i as u32);
                rpred[i].push(exit);
                seen[i] = true;
                stack.push(i as u32);
                visit(&rsucc, &mut stack, &mut seen);
            }
        }
        RegionTree::compute(index, blocks, exit, &rsucc, &rpred)
    }

    /// Op order within a block comes from the body's own positions, which
    /// it keeps across edits and renumbers at most once per block between
    /// them: a dominance view per op (the verifier makes one for each op
    /// with regions it verifies) does not renumber a long block each time.
    fn is_before_in_block(&self, a: OpId, b: OpId) -> bool {
        self.body.is_before_in_block(a, b)
    }

    fn block_properly_dominates_in_tree(&self, r: RegionId, a: BlockId, b: BlockId) -> bool {
        if a == b {
            return false;
        }
        let t = self.tree(r);
        match (t.index.get(&a), t.index.get(&b)) {
            (Some(&x), Some(&y)) => t.dominates(x, y),
            _ => false,
        }
    }

    fn properly_dominates_block(&self, a: BlockId, b: BlockId) -> bool {
        let body = self.body;
        let Some(ra) = body.block_region(a) else {
            return false;
        };
        if a == b {
            return !self.has_ssa_dominance(ra);
        }
        let mut b = b;
        if body.block_region(b) != Some(ra) {
            match find_ancestor_block_in_region(body, ra, b) {
                Some(anc) => b = anc,
                None => return false,
            }
            if a == b {
                return true;
            }
        }
        self.block_properly_dominates_in_tree(ra, a, b)
    }

    fn properly_dominates_op(&self, a: OpId, b: OpId, enclosing_ok: bool) -> bool {
        let body = self.body;
        if a == b {
            // An op properly dominates itself only in a graph region, where
            // it may use its own results.
            return body
                .op_block(a)
                .and_then(|blk| body.block_region(blk))
                .is_some_and(|r| !self.has_ssa_dominance(r));
        }
        let (Some(a_block), Some(mut b_block)) = (body.op_block(a), body.op_block(b)) else {
            return false;
        };
        let Some(ra) = body.block_region(a_block) else {
            return false;
        };
        let mut b = b;
        if body.block_region(b_block) != Some(ra) {
            match find_ancestor_op_in_region(body, ra, b) {
                Some(anc) => b = anc,
                None => return false,
            }
            b_block = body.op_block(b).unwrap();
            // `a` encloses `b`: dominating if asked so, else as `a` itself
            // in its block (which a graph region allows).
            if a == b && enclosing_ok {
                return true;
            }
        }
        if a_block == b_block {
            if !self.has_ssa_dominance(ra) {
                return true;
            }
            return if self.post {
                self.is_before_in_block(b, a)
            } else {
                self.is_before_in_block(a, b)
            };
        }
        self.block_properly_dominates_in_tree(ra, a_block, b_block)
    }

    fn is_reachable(&self, b: BlockId) -> bool {
        let Some(r) = self.body.block_region(b) else {
            return false;
        };
        // The entry block is the root of the dominator tree: no tree is
        // needed for it (nor for the only block of most regions).
        if !self.post && self.body.region_entry(r) == Some(b) {
            return true;
        }
        let t = self.tree(r);
        t.index.get(&b).is_some_and(|&i| t.reachable(i))
    }

    fn immediate(&self, b: BlockId) -> Option<BlockId> {
        let r = self.body.block_region(b)?;
        let t = self.tree(r);
        let &i = t.index.get(&b)?;
        let d = t.idom[i as usize];
        if d == NONE {
            return None;
        }
        t.blocks[d as usize]
    }
}

fn op_has_graph_regions(ctx: &Context, name: OpName) -> bool {
    ctx.op_def(name)
        .is_some_and(|d| d.traits.contains(OpTraits::GRAPH_REGIONS))
}

/// The ancestor of block `b` (or `b`) whose region is `r`, within `body`.
pub fn find_ancestor_block_in_region(body: &Body, r: RegionId, mut b: BlockId) -> Option<BlockId> {
    loop {
        if body.block_region(b)? == r {
            return Some(b);
        }
        let op = body.block_parent_op(b)?;
        b = body.op_block(op)?;
    }
}

/// The ancestor of `op` (or `op`) in region `r`, within `body`.
pub fn find_ancestor_op_in_region(body: &Body, r: RegionId, mut op: OpId) -> Option<OpId> {
    loop {
        let b = body.op_block(op)?;
        if body.block_region(b)? == r {
            return Some(op);
        }
        op = body.block_parent_op(b)?;
    }
}

/// The ancestor of `op` (or `op`) in block `block`, within `body`.
pub fn find_ancestor_op_in_block(body: &Body, block: BlockId, mut op: OpId) -> Option<OpId> {
    loop {
        if body.op_block(op) == Some(block) {
            return Some(op);
        }
        op = body.parent_op(op)?;
    }
}

macro_rules! common_queries {
    () => {
        /// Whether block `a` dominates block `b` (a block dominates itself).
        pub fn dominates_block(&self, a: BlockId, b: BlockId) -> bool {
            a == b || self.0.properly_dominates_block(a, b)
        }

        /// Whether block `a` properly dominates block `b`, looking through
        /// the ops enclosing `b` when it is in a nested region. In a graph
        /// region a block properly dominates itself.
        pub fn properly_dominates_block(&self, a: BlockId, b: BlockId) -> bool {
            self.0.properly_dominates_block(a, b)
        }

        /// Whether op `a` properly dominates op `b`; `a` encloses `b`
        /// counts as dominating.
        pub fn properly_dominates(&self, a: OpId, b: OpId) -> bool {
            self.0.properly_dominates_op(a, b, true)
        }

        /// Like [`Self::properly_dominates`] with `enclosing_ok` chosen.
        pub fn properly_dominates_with(&self, a: OpId, b: OpId, enclosing_ok: bool) -> bool {
            self.0.properly_dominates_op(a, b, enclosing_ok)
        }

        /// Whether op `a` dominates op `b` (an op dominates itself).
        pub fn dominates(&self, a: OpId, b: OpId) -> bool {
            a == b || self.0.properly_dominates_op(a, b, true)
        }

        /// The tree parent of `b` within its region, if it has one.
        pub fn immediate_dominator(&self, b: BlockId) -> Option<BlockId> {
            self.0.immediate(b)
        }

        /// Whether `b` is in the tree of its region (reachable from the
        /// entry for dominance, reaching an exit for post-dominance).
        pub fn is_reachable_from_entry(&self, b: BlockId) -> bool {
            self.0.is_reachable(b)
        }

        /// Whether the region has SSA dominance (is not a graph region).
        pub fn has_ssa_dominance(&self, r: RegionId) -> bool {
            self.0.has_ssa_dominance(r)
        }
    };
}

/// Dominance over the regions of a body (MLIR's `DominanceInfo`).
pub struct DominanceInfo<'a>(DomBase<'a>);

impl<'a> DominanceInfo<'a> {
    /// Dominance for `body`; `owner` names the op owning the body (its
    /// region kind decides whether the root regions are graph regions),
    /// `None` for a top-level body.
    pub fn new(ctx: &'a Context, body: &'a Body, owner: Option<OpName>) -> DominanceInfo<'a> {
        DominanceInfo(DomBase::new(ctx, body, DominanceCache::new(ctx, owner).0))
    }

    /// Dominance for `body` taking its trees from `cache` (and adding the
    /// ones it computes). The cache must belong to `body` and its control
    /// flow must not have changed since the trees were computed.
    pub fn with_cache(ctx: &'a Context, body: &'a Body, cache: &DominanceCache) -> DominanceInfo<'a> {
        DominanceInfo(DomBase::new(ctx, body, cache.0.clone()))
    }

    common_queries!();

    /// Whether value `v` properly dominates op `user`: a block argument
    /// dominates its block's ops, a result the ops after its op, but never
    /// ops nested in its own op.
    pub fn properly_dominates_value(&self, v: ValueId, user: OpId) -> bool {
        let body = self.0.body;
        match body.value_def(v) {
            ValueDef::BlockArg(b, _) => match body.op_block(user) {
                Some(ub) => self.dominates_block(b, ub),
                None => false,
            },
            ValueDef::Result(op, _) => self.0.properly_dominates_op(op, user, false),
            ValueDef::Placeholder => false,
        }
    }

    /// Whether `v` dominates `user`: properly, or `v` is a result of `user`.
    pub fn dominates_value(&self, v: ValueId, user: OpId) -> bool {
        self.0.body.defining_op(v) == Some(user) || self.properly_dominates_value(v, user)
    }
}

/// Post-dominance over the regions of a body (MLIR's
/// `PostDominanceInfo`). Blocks without successors are the exits; like
/// LLVM, a virtual exit also connects to blocks of infinite loops (the
/// last such block in region order that reaches no exit yet).
pub struct PostDominanceInfo<'a>(DomBase<'a>);

impl<'a> PostDominanceInfo<'a> {
    /// Post-dominance for `body`; `owner` names the op owning the body,
    /// `None` for a top-level body (see [`DominanceInfo::new`]).
    pub fn new(ctx: &'a Context, body: &'a Body, owner: Option<OpName>) -> PostDominanceInfo<'a> {
        PostDominanceInfo(DomBase::new(ctx, body, PostDominanceCache::new(ctx, owner).0))
    }

    /// Post-dominance for `body` from `cache`; see
    /// [`DominanceInfo::with_cache`].
    pub fn with_cache(ctx: &'a Context, body: &'a Body, cache: &PostDominanceCache) -> PostDominanceInfo<'a> {
        PostDominanceInfo(DomBase::new(ctx, body, cache.0.clone()))
    }

    common_queries!();

    /// Alias of [`Self::properly_dominates`] with MLIR's name.
    pub fn properly_post_dominates(&self, a: OpId, b: OpId) -> bool {
        self.properly_dominates(a, b)
    }

    /// Alias of [`Self::dominates`] with MLIR's name.
    pub fn post_dominates(&self, a: OpId, b: OpId) -> bool {
        self.dominates(a, b)
    }

    /// Alias of [`Self::dominates_block`] with MLIR's name.
    pub fn post_dominates_block(&self, a: BlockId, b: BlockId) -> bool {
        self.dominates_block(a, b)
    }
}
