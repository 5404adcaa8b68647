//! The greedy pattern rewrite driver (MLIR 22's `applyPatternsGreedily`):
//! erases trivially dead ops, folds, and applies patterns until nothing
//! changes, simplifying regions between iterations; and the walk-based
//! driver (`walkAndApplyPatterns`).
//!
//! The driver works on one [`Body`]: the ops of its root regions and of
//! the non-isolated regions below. Isolated ops nested in it own separate
//! bodies; [`apply_patterns_greedily_nested`] processes those first (in
//! parallel) and then the body itself. That equals MLIR's single worklist
//! over the whole tree: an op's processing only reads and changes the IR
//! of its own isolated ancestor (constants are uniqued per isolated
//! region, patterns and folders see their op's operands and regions), so
//! the order in which ops of *different* bodies are interleaved does not
//! change what happens to each body, and a body's own sequence of
//! iterations is the same whether other bodies still change or not.
//! Only a rewrite limit, which MLIR counts per iteration over the whole
//! tree, makes the interleaving observable: with one, the bodies are
//! processed sequentially as one driver over the tree, in MLIR's order
//! (an isolated op's nested ops at its place in the walk). One difference
//! remains there: MLIR re-queues an isolated op (and its ancestors) when an
//! op in its body changes; Strata does not, which only matters for
//! isolated ops with patterns or folders (or inside ops that have some).

use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use strata_ir::fold::{fold_op, is_constant_like};
use strata_ir::{Body, Context, FoldOutput, OpId, OpName, OpRef, RegionId, ValueId};

use crate::folder::{is_own_result, OperationFolder};
use crate::region_simplify::{simplify_regions, unreachable_blocks, would_be_trivially_dead};
use crate::{FrozenPatternSet, PatternRewriter, RewriteListener};

/// No limit, for [`GreedyConfig::max_iterations`] and
/// [`GreedyConfig::max_rewrites`] (MLIR's `kNoLimit`).
pub const NO_LIMIT: i64 = -1;

/// Which ops the driver may process (MLIR's `GreedyRewriteStrictness`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Strictness {
    /// Any op.
    AnyOp,
    /// The ops present when the driver started and the ops it created.
    ExistingAndNewOps,
    /// Only the ops present when the driver started.
    ExistingOps,
}

/// How much the driver simplifies regions between iterations (MLIR's
/// `GreedySimplifyRegionLevel`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RegionSimplifyLevel {
    /// No region simplification.
    Disabled,
    /// Unreachable blocks, dead ops and dead block arguments.
    Normal,
    /// Also merges identical blocks.
    Aggressive,
}

/// How the greedy driver works (MLIR's `GreedyRewriteConfig`).
#[derive(Copy, Clone, Debug)]
pub struct GreedyConfig {
    /// Seed the worklist in pre-order (true) or post-order (false).
    pub top_down: bool,
    /// Maximum number of iterations, or [`NO_LIMIT`].
    pub max_iterations: i64,
    /// Maximum number of pattern applications per iteration, or
    /// [`NO_LIMIT`].
    pub max_rewrites: i64,
    /// Whether ops are folded.
    pub fold: bool,
    /// Whether constants met while seeding the worklist are deduplicated
    /// and hoisted.
    pub cse_constants: bool,
    /// Which ops may be processed.
    pub strictness: Strictness,
    /// How much regions are simplified between iterations.
    pub region_simplify: RegionSimplifyLevel,
}

impl Default for GreedyConfig {
    fn default() -> Self {
        GreedyConfig {
            top_down: true,
            max_iterations: 10,
            max_rewrites: NO_LIMIT,
            fold: true,
            cse_constants: true,
            strictness: Strictness::AnyOp,
            region_simplify: RegionSimplifyLevel::Aggressive,
        }
    }
}

/// What the driver did.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct GreedyResult {
    /// Whether a fixed point was reached within the limits.
    pub converged: bool,
    /// Whether the IR changed (MLIR: more than one iteration ran).
    pub changed: bool,
    /// Patterns applied.
    pub rewrites: u64,
}

impl GreedyResult {
    fn merge(&mut self, other: GreedyResult) {
        self.converged &= other.converged;
        self.changed |= other.changed;
        self.rewrites += other.rewrites;
    }
}

/// A worklist entry.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Entry {
    /// A removed entry.
    Hole,
    /// An op to process.
    Op(OpId),
    /// The place of an isolated op's nested ops in a driver over the whole
    /// tree (the shared rewrite limit): popping it processes the op's body.
    Child(OpId),
}

/// The worklist: a stack with O(1) membership and removal (removed
/// entries become holes), indexed densely by op id.
#[derive(Default)]
struct Worklist {
    list: Vec<Entry>,
    /// Position + 1 in `list` of each op on the worklist, 0 if absent.
    pos: Vec<u32>,
    /// Position + 1 in `list` of each child-body marker, 0 if absent.
    child_pos: Vec<u32>,
}

#[inline]
fn slot_in(pos: &mut Vec<u32>, op: OpId) -> &mut u32 {
    let i = op.as_u32() as usize;
    if i >= pos.len() {
        pos.resize(i + 1 + i / 2, 0);
    }
    &mut pos[i]
}

impl Worklist {
    #[inline]
    fn slot(&mut self, op: OpId) -> &mut u32 {
        slot_in(&mut self.pos, op)
    }

    fn push(&mut self, op: OpId) {
        let len = self.list.len() as u32;
        let s = self.slot(op);
        if *s != 0 {
            return;
        }
        *s = len + 1;
        self.list.push(Entry::Op(op));
    }

    /// Pushes the marker of `op`'s child body.
    fn push_child(&mut self, op: OpId) {
        let len = self.list.len() as u32;
        let s = slot_in(&mut self.child_pos, op);
        if *s != 0 {
            return;
        }
        *s = len + 1;
        self.list.push(Entry::Child(op));
    }

    fn pop(&mut self) -> Option<Entry> {
        let e = self.list.pop()?;
        match e {
            Entry::Op(op) => *self.slot(op) = 0,
            Entry::Child(op) => *slot_in(&mut self.child_pos, op) = 0,
            Entry::Hole => {}
        }
        Some(e)
    }

    /// Removes `op` and the marker of its child body.
    fn remove(&mut self, op: OpId) {
        for pos in [&mut self.pos, &mut self.child_pos] {
            if let Some(s) = pos.get_mut(op.as_u32() as usize) {
                if *s != 0 {
                    let i = *s as usize - 1;
                    *s = 0;
                    self.list[i] = Entry::Hole;
                }
            }
        }
    }

    fn reverse(&mut self) {
        self.list.reverse();
        for i in 0..self.list.len() {
            match self.list[i] {
                Entry::Op(op) => *self.slot(op) = i as u32 + 1,
                Entry::Child(op) => *slot_in(&mut self.child_pos, op) = i as u32 + 1,
                Entry::Hole => {}
            }
        }
    }

    fn clear(&mut self) {
        for e in std::mem::take(&mut self.list) {
            match e {
                Entry::Op(op) => self.pos[op.as_u32() as usize] = 0,
                Entry::Child(op) => self.child_pos[op.as_u32() as usize] = 0,
                Entry::Hole => {}
            }
        }
    }
}

/// A dense set of op ids (the strict-mode filter).
#[derive(Default)]
struct OpSet(Vec<bool>);

impl OpSet {
    fn insert(&mut self, op: OpId) {
        let i = op.as_u32() as usize;
        if i >= self.0.len() {
            self.0.resize(i + 1 + i / 2, false);
        }
        self.0[i] = true;
    }
    fn remove(&mut self, op: OpId) {
        if let Some(b) = self.0.get_mut(op.as_u32() as usize) {
            *b = false;
        }
    }
    fn contains(&self, op: OpId) -> bool {
        self.0.get(op.as_u32() as usize).copied().unwrap_or(false)
    }
}

/// The driver's reaction to IR changes (MLIR's
/// `GreedyPatternRewriteDriver` listener methods).
struct DriverState<'l> {
    /// The region the driver works on (MLIR's scope); `None` for every
    /// root region of the body (a body nested in the scope of a driver
    /// over the whole tree).
    scope: Option<RegionId>,
    strictness: Strictness,
    worklist: Worklist,
    filter: OpSet,
    /// In the multi-op driver: the ops that existed when it started, so
    /// that ops patterns move (rather than create) are not taken for new
    /// ops.
    existing: Option<OpSet>,
    /// An outer listener told about every change.
    outer: Option<&'l mut dyn RewriteListener>,
    /// In a driver over the whole tree: the erased ops that owned a child
    /// body, whose drivers are dropped.
    erased_children: Option<Vec<OpId>>,
    /// In a driver over the whole tree: the isolated ops met by the last
    /// seeding.
    seeded_children: Vec<OpId>,
}

impl DriverState<'_> {
    fn push_single(&mut self, op: OpId) {
        if self.strictness == Strictness::AnyOp || self.filter.contains(op) {
            self.worklist.push(op);
        }
    }

    /// Adds `op` and its ancestors up to the driver's scope, unless `op`
    /// is not inside the scope.
    fn add_to_worklist(&mut self, body: &Body, op: OpId) {
        // The ops from `op` up to the one directly in the scope (a region
        // of the body, possibly nested: MLIR's `config.scope`).
        let mut chain: SmallVec<[OpId; 8]> = SmallVec::new();
        let mut cur = op;
        loop {
            let Some(region) = body.op_block(cur).and_then(|b| body.block_region(b)) else {
                return;
            };
            chain.push(cur);
            let at_scope = match self.scope {
                Some(scope) => region == scope,
                None => body.root_regions().contains(&region),
            };
            if at_scope {
                break;
            }
            match body.region_parent_op(region) {
                Some(p) => cur = p,
                None => return,
            }
        }
        for c in chain {
            self.push_single(c);
        }
    }

    /// The defining ops of `op`'s operands that have at most one other
    /// user besides `op`: they may become dead or simpler.
    fn add_operands_to_worklist(&mut self, body: &Body, op: OpId) {
        for v in body.operands(op) {
            let Some(def) = body.defining_op(v) else {
                continue;
            };
            let mut other = None;
            let mut more = false;
            for (user, _) in body.uses(v) {
                if user == op || Some(user) == other {
                    continue;
                }
                if other.is_none() {
                    other = Some(user);
                    continue;
                }
                more = true;
                break;
            }
            if !more {
                self.add_to_worklist(body, def);
            }
        }
    }
}

impl RewriteListener for DriverState<'_> {
    fn op_inserted(&mut self, body: &Body, op: OpId) {
        if let Some(l) = self.outer.as_deref_mut() {
            l.op_inserted(body, op);
        }
        if let Some(existing) = &mut self.existing {
            if existing.contains(op) {
                return;
            }
            existing.insert(op);
        }
        if self.strictness == Strictness::ExistingAndNewOps {
            self.filter.insert(op);
        }
        self.add_to_worklist(body, op);
    }

    fn op_modified(&mut self, body: &Body, op: OpId) {
        if let Some(l) = self.outer.as_deref_mut() {
            l.op_modified(body, op);
        }
        self.add_to_worklist(body, op);
    }

    /// An op moved out of an inlined block counts as a new op even when it
    /// existed before (MLIR's `moveOpBefore` notifies an insertion), unlike
    /// the ops of moved regions, which are not reported one by one.
    fn op_moved(&mut self, body: &Body, op: OpId) {
        if let Some(existing) = &mut self.existing {
            existing.remove(op);
        }
        if let Some(l) = self.outer.as_deref_mut() {
            l.op_moved(body, op);
        }
        // Queue it as inserted without telling the outer listener twice.
        let outer = self.outer.take();
        self.op_inserted(body, op);
        self.outer = outer;
    }

    fn op_replaced(&mut self, body: &Body, op: OpId, values: &[ValueId]) {
        if let Some(l) = self.outer.as_deref_mut() {
            l.op_replaced(body, op, values);
        }
    }

    fn op_erased(&mut self, body: &Body, op: OpId) {
        if let Some(l) = self.outer.as_deref_mut() {
            l.op_erased(body, op);
        }
        self.add_operands_to_worklist(body, op);
        self.worklist.remove(op);
        if let Some(erased) = &mut self.erased_children {
            if body.child_body(op).is_some() {
                erased.push(op);
            }
        }
        if self.strictness != Strictness::AnyOp {
            self.filter.remove(op);
        }
        if let Some(existing) = &mut self.existing {
            existing.remove(op);
        }
    }
}

/// Whether `op` is unused and removable (`isOpTriviallyDead`).
fn is_trivially_dead(ctx: &Context, body: &Body, op: OpId) -> bool {
    !body.op_has_uses(op) && would_be_trivially_dead(ctx, body, op)
}

/// Visits the ops of `region` and below in pre-order, reading each op's
/// successor before visiting it (the visitor may move or erase the op);
/// `visit` returns whether to enter the op's regions.
fn walk_pre_early_inc(body: &mut Body, region: RegionId, visit: &mut dyn FnMut(&mut Body, OpId) -> bool) {
    let mut block = body.region_entry(region);
    while let Some(b) = block {
        let mut cur = body.first_op(b);
        while let Some(op) = cur {
            cur = body.next_op(op);
            if visit(body, op) && body.child_body(op).is_none() {
                let regions: SmallVec<[RegionId; 2]> = body.regions_in_body(op).iter().copied().collect();
                for r in regions {
                    walk_pre_early_inc(body, r, visit);
                }
            }
        }
        block = body.next_block(b);
    }
}

/// Post-order counterpart of [`walk_pre_early_inc`].
fn walk_post_early_inc(body: &mut Body, region: RegionId, visit: &mut dyn FnMut(&mut Body, OpId)) {
    let mut block = body.region_entry(region);
    while let Some(b) = block {
        let mut cur = body.first_op(b);
        while let Some(op) = cur {
            cur = body.next_op(op);
            if body.child_body(op).is_none() {
                let regions: SmallVec<[RegionId; 2]> = body.regions_in_body(op).iter().copied().collect();
                for r in regions {
                    walk_post_early_inc(body, r, visit);
                }
            }
            visit(body, op);
        }
        block = body.next_block(b);
    }
}

struct Driver<'a, 'l> {
    ctx: &'a Context,
    patterns: &'a FrozenPatternSet,
    config: GreedyConfig,
    state: DriverState<'l>,
    fold_out: FoldOutput,
    rewrites: u64,
    /// The name of the op owning the body, given to the patterns.
    owner: Option<OpName>,
    /// The regions seeded: the scope, or every root region of the body.
    scopes: SmallVec<[RegionId; 2]>,
}

impl<'a, 'l> Driver<'a, 'l> {
    fn new(
        ctx: &'a Context,
        patterns: &'a FrozenPatternSet,
        config: GreedyConfig,
        owner: Option<OpName>,
        body: &Body,
        scope: Option<RegionId>,
        outer: Option<&'l mut dyn RewriteListener>,
    ) -> Self {
        Driver {
            ctx,
            patterns,
            config,
            state: DriverState {
                scope,
                strictness: config.strictness,
                worklist: Worklist::default(),
                filter: OpSet::default(),
                existing: None,
                outer,
                erased_children: None,
                seeded_children: Vec::new(),
            },
            fold_out: FoldOutput::default(),
            rewrites: 0,
            owner,
            scopes: match scope {
                Some(r) => smallvec::smallvec![r],
                None => body.root_regions().iter().copied().collect(),
            },
        }
    }

    /// Puts every op of the scope in the strict-mode filter.
    fn fill_filter(&mut self, body: &mut Body) {
        if self.config.strictness != Strictness::AnyOp {
            let filter = &mut self.state.filter;
            for &r in &self.scopes {
                walk_post_early_inc(body, r, &mut |_, op| filter.insert(op));
            }
        }
    }

    /// Seeds the worklist for one iteration, uniquing constants on the way.
    fn seed(&mut self, body: &mut Body) {
        self.state.worklist.clear();
        let mut folder = OperationFolder::new();
        let ctx = self.ctx;
        let cse = self.config.cse_constants;
        let state = &mut self.state;
        // In a driver over the whole tree, an isolated op's nested ops
        // follow it (top-down) or precede it (bottom-up).
        let markers = state.erased_children.is_some();
        // Whether `op` was a duplicate constant, now replaced and erased.
        let mut dedup = |body: &mut Body, op: OpId, state: &mut DriverState<'_>| -> bool {
            if !cse || !is_constant_like(OpRef::new(ctx, body, op)) {
                return false;
            }
            let Some(value) = strata_ir::fold::constant_op_value(OpRef::new(ctx, body, op)) else {
                return false;
            };
            !folder.insert_known_constant(ctx, body, state, op, Some(value))
        };
        if self.config.top_down {
            for &region in &self.scopes {
                walk_pre_early_inc(body, region, &mut |body, op| {
                    if dedup(body, op, state) {
                        return false;
                    }
                    state.add_to_worklist_seed(op);
                    if markers && body.child_body(op).is_some() {
                        state.worklist.push_child(op);
                        state.seeded_children.push(op);
                    }
                    true
                });
            }
            state.worklist.reverse();
        } else {
            // Each op comes with its ancestors, as in MLIR: an op's parent
            // enters the list with its first nested op, so that (popping
            // from the back) it is processed after its later nested ops.
            for &region in &self.scopes {
                walk_post_early_inc(body, region, &mut |body, op| {
                    if !dedup(body, op, state) {
                        state.add_to_worklist(body, op);
                        if markers && body.child_body(op).is_some() {
                            state.worklist.push_child(op);
                            state.seeded_children.push(op);
                        }
                    }
                });
            }
        }
    }

    /// Processes the worklist; returns whether the IR changed. Pattern
    /// applications count in `num_rewrites` (shared by the bodies of a
    /// driver over the whole tree, whose drivers are `children`).
    fn process_worklist(
        &mut self,
        body: &mut Body,
        num_rewrites: &mut i64,
        mut children: Option<&mut Children<'a, 'l>>,
    ) -> bool {
        let ctx = self.ctx;
        let mut changed = false;
        while self.config.max_rewrites == NO_LIMIT || *num_rewrites < self.config.max_rewrites {
            if let (Some(children), Some(erased)) = (children.as_deref_mut(), &mut self.state.erased_children)
            {
                for x in erased.drain(..) {
                    children.remove(&x);
                }
            }
            let Some(entry) = self.state.worklist.pop() else {
                break;
            };
            let op = match entry {
                Entry::Op(op) => op,
                Entry::Hole => continue,
                Entry::Child(x) => {
                    if let Some(children) = children.as_deref_mut() {
                        changed |= self.process_child(body, x, children, num_rewrites);
                    }
                    continue;
                }
            };
            if !body.is_live(op) {
                continue;
            }
            if is_trivially_dead(ctx, body, op) {
                PatternRewriter::new(ctx, body, &mut self.state).erase_op(op);
                changed = true;
                continue;
            }
            if self.config.fold && !is_constant_like(OpRef::new(ctx, body, op)) && self.try_fold(body, op) {
                changed = true;
                continue;
            }
            let name = body.op_name(op);
            for p in self.patterns.patterns_for(name) {
                let mut rw = PatternRewriter::new(ctx, body, &mut self.state).with_owner(self.owner);
                if p.match_and_rewrite(op, &mut rw) {
                    changed = true;
                    *num_rewrites += 1;
                    self.rewrites += 1;
                    break;
                }
            }
        }
        changed
    }

    /// Processes the seeded body of the isolated op `x` (at the place of
    /// its nested ops in the whole tree's worklist). Returns whether the IR
    /// changed.
    fn process_child(
        &mut self,
        body: &mut Body,
        x: OpId,
        children: &mut Children<'a, 'l>,
        num_rewrites: &mut i64,
    ) -> bool {
        let (Some(child), Some(node)) = (body.child_body_mut(x), children.get_mut(&x)) else {
            return false;
        };
        node.driver
            .process_worklist(child, num_rewrites, Some(&mut node.children))
    }

    /// Folds `op`: applies in-place edits, or materializes constants right
    /// before it and replaces it. Returns whether it changed the IR.
    fn try_fold(&mut self, body: &mut Body, op: OpId) -> bool {
        let ctx = self.ctx;
        if fold_op(OpRef::new(ctx, body, op), &mut self.fold_out).is_err() {
            return false;
        }
        // A single-result fold to the op's own result is an in-place fold.
        if self.fold_out.results.is_empty() || is_own_result(body, op, &self.fold_out.results) {
            strata_ir::fold::apply_fold_edits(ctx, body, op, &self.fold_out.edits);
            self.state.op_modified(body, op);
            return true;
        }
        let results = std::mem::take(&mut self.fold_out.results);
        let mut rewriter = PatternRewriter::new(ctx, body, &mut self.state);
        let values = rewriter.materialize_fold_results(op, &results);
        self.fold_out.results = results;
        let Some(values) = values else {
            return false;
        };
        rewriter.replace_op(op, &values);
        true
    }

    /// Erases the unreachable blocks of the driver's regions, as erasures
    /// of their ops (MLIR's `eraseUnreachableBlocks` through the rewriter).
    /// Unreachable code may hold IR that patterns cannot handle (`%x = op
    /// %x`): mlir-opt erases it in every iteration, whatever the region
    /// simplification level, after seeding the worklist (so its constants
    /// were uniqued with the others first).
    fn erase_unreachable(&mut self, body: &mut Body) -> bool {
        let dead = unreachable_blocks(body, &self.scopes);
        if dead.is_empty() {
            return false;
        }
        let mut ops = Vec::new();
        for &b in &dead {
            let mut cur = body.last_op(b);
            while let Some(op) = cur {
                crate::rewriter::erase_order(body, op, &mut ops);
                cur = body.prev_op(op);
            }
        }
        // Each erasure sees the operands that remain, as MLIR's op by op
        // erasure does; then the blocks go.
        for &op in &ops {
            self.state.op_erased(body, op);
            body.drop_op_references(op);
        }
        for &b in &dead {
            body.erase_block(b);
        }
        // An erased op may have queued another dead op erased before it.
        for &op in &ops {
            self.state.worklist.remove(op);
        }
        true
    }

    fn run(&mut self, body: &mut Body) -> GreedyResult {
        self.fill_filter(body);
        let mut iteration: i64 = 0;
        let mut continue_rewrites;
        loop {
            iteration += 1;
            if self.config.max_iterations != NO_LIMIT && iteration > self.config.max_iterations {
                // `continue_rewrites` keeps the last iteration's verdict.
                continue_rewrites = iteration > 1;
                break;
            }
            self.seed(body);
            let erased = self.erase_unreachable(body);
            continue_rewrites = self.process_worklist(body, &mut 0, None) | erased;
            if self.config.region_simplify != RegionSimplifyLevel::Disabled {
                let aggressive = self.config.region_simplify == RegionSimplifyLevel::Aggressive;
                continue_rewrites |= simplify_regions(self.ctx, body, &self.scopes, aggressive);
            }
            if !continue_rewrites {
                break;
            }
        }
        GreedyResult {
            converged: !continue_rewrites,
            changed: iteration > 1,
            rewrites: self.rewrites,
        }
    }
}

/// The drivers of the isolated ops of a body, by op.
type Children<'a, 'l> = FxHashMap<OpId, Nested<'a, 'l>>;

/// One body's driver in a driver over the whole tree (MLIR's single
/// worklist over an op's regions and every region nested in them), with
/// the drivers of the isolated ops nested in its scope, created when
/// first reached.
struct Nested<'a, 'l> {
    driver: Driver<'a, 'l>,
    children: Children<'a, 'l>,
}

impl<'a, 'l> Nested<'a, 'l> {
    /// `candidate`: in the strict modes, whether the body's ops may be
    /// processed.
    fn new(
        ctx: &'a Context,
        patterns: &'a FrozenPatternSet,
        config: GreedyConfig,
        owner: Option<OpName>,
        body: &mut Body,
        scope: Option<RegionId>,
        candidate: bool,
    ) -> Self {
        let mut driver = Driver::new(ctx, patterns, config, owner, body, scope, None);
        driver.state.erased_children = Some(Vec::new());
        if candidate {
            driver.fill_filter(body);
        }
        Nested {
            driver,
            children: FxHashMap::default(),
        }
    }

    /// Erases the unreachable blocks of the body and of its isolated ops'
    /// bodies ([`Driver::erase_unreachable`]).
    fn erase_unreachable(&mut self, body: &mut Body) -> bool {
        let mut erased = self.driver.erase_unreachable(body);
        for (&x, node) in self.children.iter_mut() {
            if !body.is_live(x) {
                continue;
            }
            if let Some(child) = body.child_body_mut(x) {
                erased |= node.erase_unreachable(child);
            }
        }
        erased
    }

    /// Seeds the worklists of the body and of its isolated ops' bodies,
    /// creating the drivers of new isolated ops and dropping those of
    /// erased ones.
    fn seed(&mut self, body: &mut Body) {
        self.driver.seed(body);
        let (ctx, patterns, config) = (self.driver.ctx, self.driver.patterns, self.driver.config);
        let mut old = std::mem::take(&mut self.children);
        let isolated = std::mem::take(&mut self.driver.state.seeded_children);
        for &x in &isolated {
            let name = body.op_name(x);
            // In the strict modes, an op's nested ops are candidates when
            // the op is.
            let candidate = config.strictness == Strictness::AnyOp || self.driver.state.filter.contains(x);
            let Some(child) = body.child_body_mut(x) else {
                continue;
            };
            let mut node = old
                .remove(&x)
                .unwrap_or_else(|| Nested::new(ctx, patterns, config, Some(name), child, None, candidate));
            node.seed(child);
            self.children.insert(x, node);
        }
        self.driver.state.seeded_children = isolated;
        self.driver.state.seeded_children.clear();
    }
}

/// Calls `f` on `body` with `regions` and on the body of every isolated op
/// nested in them, at any depth.
fn for_each_body(body: &mut Body, regions: &[RegionId], f: &mut dyn FnMut(&mut Body, &[RegionId])) {
    f(body, regions);
    let mut isolated: Vec<OpId> = Vec::new();
    for &r in regions {
        walk_pre_early_inc(body, r, &mut |b, op| {
            if b.child_body(op).is_some() {
                isolated.push(op);
            }
            true
        });
    }
    for x in isolated {
        if let Some(child) = body.child_body_mut(x) {
            let roots: SmallVec<[RegionId; 2]> = child.root_regions().iter().copied().collect();
            for_each_body(child, &roots, f);
        }
    }
}

/// The greedy driver over `scope` and every region nested in it, isolated
/// or not, as one driver with one worklist: the ops of an isolated op's
/// body are processed at their place in MLIR's walk order, each iteration
/// counts pattern applications over the whole tree, and every body takes
/// part in every iteration. Sequential; used when the rewrite limit makes
/// the interleaving of bodies observable.
fn apply_greedily_tree(
    ctx: &Context,
    owner: Option<OpName>,
    body: &mut Body,
    scope: RegionId,
    patterns: &FrozenPatternSet,
    config: GreedyConfig,
) -> GreedyResult {
    let mut root = Nested::new(ctx, patterns, config, owner, body, Some(scope), true);
    let mut iteration: i64 = 0;
    let mut rewrites: u64 = 0;
    let mut continue_rewrites;
    loop {
        iteration += 1;
        if config.max_iterations != NO_LIMIT && iteration > config.max_iterations {
            continue_rewrites = iteration > 1;
            break;
        }
        // MLIR seeds the whole tree (uniquing constants everywhere) before
        // processing any op; unreachable blocks go after seeding.
        root.seed(body);
        let erased = root.erase_unreachable(body);
        let mut num_rewrites: i64 = 0;
        continue_rewrites = root
            .driver
            .process_worklist(body, &mut num_rewrites, Some(&mut root.children))
            | erased;
        rewrites += num_rewrites as u64;
        if config.region_simplify != RegionSimplifyLevel::Disabled {
            let aggressive = config.region_simplify == RegionSimplifyLevel::Aggressive;
            for_each_body(body, &[scope], &mut |b, regions| {
                continue_rewrites |= simplify_regions(ctx, b, regions, aggressive);
            });
        }
        if !continue_rewrites {
            break;
        }
    }
    GreedyResult {
        converged: !continue_rewrites,
        changed: iteration > 1,
        rewrites,
    }
}

impl DriverState<'_> {
    /// Seeding adds ops without their ancestors (the walk visits those).
    fn add_to_worklist_seed(&mut self, op: OpId) {
        self.push_single(op);
    }
}

/// Applies `patterns` and folders greedily to the ops of `body` (its root
/// regions and the non-isolated regions below; isolated children are not
/// entered), iterating until a fixed point or the configured limits.
pub fn apply_patterns_greedily(
    ctx: &Context,
    body: &mut Body,
    patterns: &FrozenPatternSet,
    config: GreedyConfig,
) -> GreedyResult {
    apply_patterns_greedily_with_listener(ctx, body, patterns, config, None)
}

/// [`apply_patterns_greedily`] with a listener told about every change.
pub fn apply_patterns_greedily_with_listener(
    ctx: &Context,
    body: &mut Body,
    patterns: &FrozenPatternSet,
    config: GreedyConfig,
    listener: Option<&mut dyn RewriteListener>,
) -> GreedyResult {
    apply_greedily_owned(ctx, None, body, patterns, config, listener)
}

/// The greedy driver over each root region of `body`, whose owning op is
/// named `owner` when known.
fn apply_greedily_owned(
    ctx: &Context,
    owner: Option<OpName>,
    body: &mut Body,
    patterns: &FrozenPatternSet,
    config: GreedyConfig,
    mut listener: Option<&mut dyn RewriteListener>,
) -> GreedyResult {
    // MLIR runs one driver per region of the op.
    let mut result = GreedyResult {
        converged: true,
        ..GreedyResult::default()
    };
    let roots: SmallVec<[RegionId; 2]> = body.root_regions().iter().copied().collect();
    for scope in roots {
        let outer = listener.as_mut().map(|l| &mut **l as &mut dyn RewriteListener);
        let mut driver = Driver::new(ctx, patterns, config, owner, body, Some(scope), outer);
        result.merge(driver.run(body));
    }
    result
}

/// [`apply_patterns_greedily_with_listener`] on one region of `body`,
/// which may be nested in an op (MLIR's `applyPatternsGreedily` on a
/// region, with the region as the scope): only ops in it are processed.
pub fn apply_patterns_greedily_in_region(
    ctx: &Context,
    body: &mut Body,
    region: RegionId,
    patterns: &FrozenPatternSet,
    config: GreedyConfig,
    listener: Option<&mut dyn RewriteListener>,
) -> GreedyResult {
    let mut driver = Driver::new(ctx, patterns, config, None, body, Some(region), listener);
    driver.run(body)
}

/// Applies `patterns` and folders greedily to the ops `ops` of `body` (and,
/// unless the strictness is [`Strictness::ExistingOps`], to the ops the
/// rewrites create), MLIR's `applyOpPatternsGreedily`: one pass over a
/// worklist seeded with `ops` (the last one is processed first), without
/// iterations, constant deduplication or region simplification. With
/// [`Strictness::AnyOp`], other ops that changes reach are processed too;
/// with [`Strictness::ExistingAndNewOps`], the ops the patterns create.
/// Ops that patterns only move are not queued as inserted ops (MLIR 22's
/// region branch patterns move whole blocks, which notifies nothing).
pub fn apply_op_patterns_greedily(
    ctx: &Context,
    body: &mut Body,
    ops: &[OpId],
    patterns: &FrozenPatternSet,
    config: GreedyConfig,
) -> GreedyResult {
    apply_op_patterns_greedily_with_listener(ctx, None, body, ops, patterns, config, None)
}

/// [`apply_op_patterns_greedily`] on the body of an op named `owner` (when
/// known: patterns asking for the parent of an op in a root region get
/// it), telling `listener` of every change.
pub fn apply_op_patterns_greedily_with_listener(
    ctx: &Context,
    owner: Option<OpName>,
    body: &mut Body,
    ops: &[OpId],
    patterns: &FrozenPatternSet,
    config: GreedyConfig,
    mut listener: Option<&mut dyn RewriteListener>,
) -> GreedyResult {
    let mut result = GreedyResult {
        converged: true,
        ..GreedyResult::default()
    };
    // The root region holding each op: the driver's scope.
    let scope_of = |body: &Body, op: OpId| {
        let mut top = op;
        while let Some(p) = body.parent_op(top) {
            top = p;
        }
        body.op_block(top).and_then(|b| body.block_region(b))
    };
    let roots: SmallVec<[RegionId; 2]> = body.root_regions().iter().copied().collect();
    for scope in roots {
        let mine: Vec<OpId> = ops
            .iter()
            .copied()
            .filter(|&op| scope_of(body, op) == Some(scope))
            .collect();
        if mine.is_empty() {
            continue;
        }
        let outer = listener.as_mut().map(|l| &mut **l as &mut dyn RewriteListener);
        let mut driver = Driver::new(ctx, patterns, config, owner, body, Some(scope), outer);
        {
            let mut existing = OpSet::default();
            walk_post_early_inc(body, scope, &mut |_, op| existing.insert(op));
            driver.state.existing = Some(existing);
        }
        for &op in &mine {
            if config.strictness != Strictness::AnyOp {
                driver.state.filter.insert(op);
            }
            driver.state.push_single(op);
        }
        let changed = driver.process_worklist(body, &mut 0, None);
        result.merge(GreedyResult {
            converged: driver.state.worklist.pop().is_none(),
            changed,
            rewrites: driver.rewrites,
        });
    }
    result
}

/// Applies patterns and folders greedily to `body` and, first, to every
/// isolated op nested in it, at any depth (MLIR's `applyPatternsGreedily`
/// on an op, which reaches into isolated regions too). Sibling bodies run
/// in parallel on the rayon pool when `parallel` is set; see the module
/// documentation for why the result equals one driver over the whole tree.
/// With a rewrite limit, which counts over every body of an iteration, the
/// bodies are processed sequentially in MLIR's order (one driver over the
/// tree).
pub fn apply_patterns_greedily_nested(
    ctx: &Context,
    body: &mut Body,
    patterns: &FrozenPatternSet,
    config: GreedyConfig,
    parallel: bool,
) -> GreedyResult {
    apply_patterns_greedily_nested_owned(ctx, None, body, patterns, config, parallel)
}

/// [`apply_patterns_greedily_nested`] on the body of an op named `owner`:
/// patterns see the name of the op owning each body they run in (through
/// [`PatternRewriter::parent_op_name`]), the isolated op for a child body.
pub fn apply_patterns_greedily_nested_owned(
    ctx: &Context,
    owner: Option<OpName>,
    body: &mut Body,
    patterns: &FrozenPatternSet,
    config: GreedyConfig,
    parallel: bool,
) -> GreedyResult {
    use rayon::prelude::*;
    let mut result = GreedyResult {
        converged: true,
        ..GreedyResult::default()
    };
    if config.max_rewrites != NO_LIMIT {
        // The limit counts over every body of an iteration, in order.
        let roots: SmallVec<[RegionId; 2]> = body.root_regions().iter().copied().collect();
        for scope in roots {
            result.merge(apply_greedily_tree(ctx, owner, body, scope, patterns, config));
        }
        return result;
    }
    let ids: Vec<OpId> = body
        .named_child_bodies_mut()
        .iter()
        .map(|(id, _, _)| *id)
        .collect();
    let scopes = strata_ir::child_symbol_scopes(ctx, body, owner, &ids);
    let mut children: Vec<(OpName, &mut Body)> = body
        .named_child_bodies_mut()
        .into_iter()
        .zip(scopes)
        .map(|((_, n, b), scope)| {
            b.set_symbol_scope(scope);
            (n, b)
        })
        .collect();
    let child_results: Vec<GreedyResult> = if parallel && children.len() > 1 {
        children
            .par_iter_mut()
            .map(|(n, c)| apply_patterns_greedily_nested_owned(ctx, Some(*n), c, patterns, config, parallel))
            .collect()
    } else {
        children
            .iter_mut()
            .map(|(n, c)| apply_patterns_greedily_nested_owned(ctx, Some(*n), c, patterns, config, parallel))
            .collect()
    };
    for (_, c) in children {
        c.set_symbol_scope(None);
    }
    for r in child_results {
        result.merge(r);
    }
    result.merge(apply_greedily_owned(ctx, owner, body, patterns, config, None));
    result
}

/// Applies the first matching pattern to every op of `body`'s root regions
/// once, in post-order, without folding or revisiting (MLIR's
/// `walkAndApplyPatterns`). Ops created by the patterns are not visited.
pub fn walk_and_apply_patterns(ctx: &Context, body: &mut Body, patterns: &FrozenPatternSet) {
    walk_and_apply_patterns_with_listener(ctx, body, patterns, None);
}

/// [`walk_and_apply_patterns`] telling `listener` of every change.
pub fn walk_and_apply_patterns_with_listener(
    ctx: &Context,
    body: &mut Body,
    patterns: &FrozenPatternSet,
    inner: Option<&mut dyn RewriteListener>,
) {
    let order = body.collect_root_regions_post_order();
    let mut existing = OpSet::default();
    for &op in &order {
        existing.insert(op);
    }
    let mut listener = WalkListener(&mut existing, inner);
    for op in order {
        // Skip ops that patterns erased (their ids may have been reused).
        if !listener.0.contains(op) || !body.is_live(op) {
            continue;
        }
        let name = body.op_name(op);
        for p in patterns.patterns_for(name) {
            let mut rw = PatternRewriter::new(ctx, body, &mut listener);
            if p.match_and_rewrite(op, &mut rw) {
                break;
            }
        }
    }
}

/// Forgets erased ops so that a recycled id is not taken for an
/// existing op.
struct WalkListener<'a, 'b>(&'a mut OpSet, Option<&'b mut dyn RewriteListener>);

impl RewriteListener for WalkListener<'_, '_> {
    fn op_inserted(&mut self, body: &Body, op: OpId) {
        if let Some(l) = self.1.as_deref_mut() {
            l.op_inserted(body, op);
        }
    }
    fn op_moved(&mut self, body: &Body, op: OpId) {
        if let Some(l) = self.1.as_deref_mut() {
            l.op_moved(body, op);
        }
    }
    fn op_modified(&mut self, body: &Body, op: OpId) {
        if let Some(l) = self.1.as_deref_mut() {
            l.op_modified(body, op);
        }
    }
    fn op_replaced(&mut self, body: &Body, op: OpId, values: &[ValueId]) {
        if let Some(l) = self.1.as_deref_mut() {
            l.op_replaced(body, op, values);
        }
    }
    fn op_erased(&mut self, body: &Body, op: OpId) {
        self.0.remove(op);
        if let Some(l) = self.1.as_deref_mut() {
            l.op_erased(body, op);
        }
    }
}

#[cfg(test)]
#[path = "greedy_tests.rs"]
mod tests;
