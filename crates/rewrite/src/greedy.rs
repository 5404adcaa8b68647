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

use smallvec::SmallVec;
use strata_ir::fold::{fold_op, is_constant_like};
use strata_ir::{Body, Context, FoldOutput, OpBuilder, OpFoldResult, OpId, OpName, OpRef, RegionId, ValueId};

use crate::folder::{is_own_result, op_dialect, OperationFolder};
use crate::region_simplify::{erase_unreachable_blocks, simplify_regions, would_be_trivially_dead};
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
    pub strictness: Strictness,
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

/// The worklist: a stack with O(1) membership and removal (removed
/// entries become holes), indexed densely by op id.
#[derive(Default)]
struct Worklist {
    list: Vec<Option<OpId>>,
    /// Position + 1 in `list` of each op on the worklist, 0 if absent.
    pos: Vec<u32>,
}

impl Worklist {
    #[inline]
    fn slot(&mut self, op: OpId) -> &mut u32 {
        let i = op.as_u32() as usize;
        if i >= self.pos.len() {
            self.pos.resize(i + 1 + i / 2, 0);
        }
        &mut self.pos[i]
    }

    fn push(&mut self, op: OpId) {
        let len = self.list.len() as u32;
        let s = self.slot(op);
        if *s != 0 {
            return;
        }
        *s = len + 1;
        self.list.push(Some(op));
    }

    fn pop(&mut self) -> Option<Option<OpId>> {
        let e = self.list.pop()?;
        if let Some(op) = e {
            *self.slot(op) = 0;
        }
        Some(e)
    }

    fn remove(&mut self, op: OpId) {
        let s = self.slot(op);
        if *s != 0 {
            let i = *s as usize - 1;
            *s = 0;
            self.list[i] = None;
        }
    }

    fn reverse(&mut self) {
        self.list.reverse();
        for i in 0..self.list.len() {
            if let Some(op) = self.list[i] {
                *self.slot(op) = i as u32 + 1;
            }
        }
    }

    fn clear(&mut self) {
        for e in std::mem::take(&mut self.list).into_iter().flatten() {
            self.pos[e.as_u32() as usize] = 0;
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
    /// The region the driver works on (MLIR's scope).
    scope: RegionId,
    strictness: Strictness,
    worklist: Worklist,
    filter: OpSet,
    /// In the multi-op driver: the ops that existed when it started, so
    /// that ops patterns move (rather than create) are not taken for new
    /// ops.
    existing: Option<OpSet>,
    /// An outer listener told about every change.
    outer: Option<&'l mut dyn RewriteListener>,
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
        let mut top = op;
        loop {
            if body.op_block(top).is_none() {
                return;
            }
            match body.parent_op(top) {
                Some(p) => top = p,
                None => break,
            }
        }
        if body.op_block(top).and_then(|b| body.block_region(b)) != Some(self.scope) {
            return;
        }
        let mut cur = op;
        loop {
            self.push_single(cur);
            match body.parent_op(cur) {
                Some(p) => cur = p,
                None => break,
            }
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
}

impl Driver<'_, '_> {
    /// Seeds the worklist for one iteration, uniquing constants on the way.
    fn seed(&mut self, body: &mut Body) {
        self.state.worklist.clear();
        let mut folder = OperationFolder::new();
        let ctx = self.ctx;
        let cse = self.config.cse_constants;
        let state = &mut self.state;
        let region = state.scope;
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
            walk_pre_early_inc(body, region, &mut |body, op| {
                if dedup(body, op, state) {
                    return false;
                }
                state.add_to_worklist_seed(op);
                true
            });
            state.worklist.reverse();
        } else {
            // Each op comes with its ancestors, as in MLIR: an op's parent
            // enters the list with its first nested op, so that (popping
            // from the back) it is processed after its later nested ops.
            walk_post_early_inc(body, region, &mut |body, op| {
                if !dedup(body, op, state) {
                    state.add_to_worklist(body, op);
                }
            });
        }
    }

    /// Processes the worklist; returns whether the IR changed.
    fn process_worklist(&mut self, body: &mut Body) -> bool {
        let ctx = self.ctx;
        let mut changed = false;
        let mut num_rewrites: i64 = 0;
        while self.config.max_rewrites == NO_LIMIT || num_rewrites < self.config.max_rewrites {
            let Some(entry) = self.state.worklist.pop() else {
                break;
            };
            let Some(op) = entry else { continue };
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
                    num_rewrites += 1;
                    self.rewrites += 1;
                    break;
                }
            }
        }
        changed
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
        let dialect = op_dialect(ctx, body, op);
        let loc = body.op_loc(op);
        let mut values: SmallVec<[ValueId; 4]> = SmallVec::new();
        let mut created: SmallVec<[OpId; 4]> = SmallVec::new();
        let mut ok = true;
        for i in 0..self.fold_out.results.len() {
            match self.fold_out.results[i] {
                OpFoldResult::Value(v) => values.push(v),
                OpFoldResult::Attr(a) => {
                    let ty = body.value_type(body.result(op, i));
                    let c = dialect.and_then(|d| d.materialize_constant).and_then(|m| {
                        let mut b = OpBuilder::new(ctx, body);
                        b.set_insertion_point_before(op);
                        m(&mut b, a, ty, loc)
                    });
                    match c {
                        Some(c) => {
                            self.state.op_inserted(body, c);
                            created.push(c);
                            values.push(body.result(c, 0));
                        }
                        None => {
                            ok = false;
                            break;
                        }
                    }
                }
            }
        }
        if !ok {
            for c in created {
                PatternRewriter::new(ctx, body, &mut self.state).erase_op(c);
            }
            return false;
        }
        PatternRewriter::new(ctx, body, &mut self.state).replace_op(op, &values);
        true
    }

    fn run(&mut self, body: &mut Body) -> GreedyResult {
        if self.config.strictness != Strictness::AnyOp {
            let filter = &mut self.state.filter;
            walk_post_early_inc(body, self.state.scope, &mut |_, op| filter.insert(op));
        }
        let mut iteration: i64 = 0;
        let mut continue_rewrites;
        loop {
            iteration += 1;
            if self.config.max_iterations != NO_LIMIT && iteration > self.config.max_iterations {
                // `continue_rewrites` keeps the last iteration's verdict.
                continue_rewrites = iteration > 1;
                break;
            }
            // Unreachable code may hold IR that patterns cannot handle
            // (`%x = op %x`): mlir-opt erases it first in every iteration,
            // whatever the region simplification level.
            let erased = erase_unreachable_blocks(self.ctx, body, &[self.state.scope]);
            self.seed(body);
            continue_rewrites = self.process_worklist(body) | erased;
            if self.config.region_simplify != RegionSimplifyLevel::Disabled {
                let aggressive = self.config.region_simplify == RegionSimplifyLevel::Aggressive;
                continue_rewrites |= simplify_regions(self.ctx, body, &[self.state.scope], aggressive);
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
        let mut driver = Driver {
            ctx,
            patterns,
            config,
            state: DriverState {
                scope,
                strictness: config.strictness,
                worklist: Worklist::default(),
                filter: OpSet::default(),
                existing: None,
                outer: match listener {
                    Some(ref mut l) => Some(&mut **l as &mut dyn RewriteListener),
                    None => None,
                },
            },
            fold_out: FoldOutput::default(),
            rewrites: 0,
            owner,
        };
        result.merge(driver.run(body));
    }
    result
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
        let mut driver = Driver {
            ctx,
            patterns,
            config,
            state: DriverState {
                scope,
                strictness: config.strictness,
                worklist: Worklist::default(),
                filter: OpSet::default(),
                existing: None,
                outer: None,
            },
            fold_out: FoldOutput::default(),
            rewrites: 0,
            owner: None,
        };
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
        let changed = driver.process_worklist(body);
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
/// The rewrite limit applies to each body separately.
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
    let mut children: Vec<(OpName, &mut Body)> = body
        .named_child_bodies_mut()
        .into_iter()
        .map(|(_, n, b)| (n, b))
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
    let order = body.collect_root_regions_post_order();
    let mut existing = OpSet::default();
    for &op in &order {
        existing.insert(op);
    }
    let mut listener = WalkListener(&mut existing);
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
struct WalkListener<'a>(&'a mut OpSet);

impl RewriteListener for WalkListener<'_> {
    fn op_erased(&mut self, _body: &Body, op: OpId) {
        self.0.remove(op);
    }
}

#[cfg(test)]
#[path = "greedy_tests.rs"]
mod tests;
