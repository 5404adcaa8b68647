//! `cse`: eliminates common subexpressions, as MLIR 22's CSE does. An op
//! without memory effects or successors whose name, attributes, operands,
//! result types and regions equal those of an op that dominates it is
//! replaced by that op; an op whose own declared effects are all reads is
//! replaced by an equal op earlier in its block when no op between them
//! may write. Ops with a region of several blocks are left alone. Regions
//! are compared by their structure ([`region_shape`]), values defined
//! inside corresponding by position. Trivially dead ops are erased too;
//! erasure waits until the walk is over.
//!
//! Known values live in one hash map with an undo log per dominator-tree
//! scope, so lookups are O(1) whatever the nesting depth.

use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use strata_ir::interfaces::{
    is_memory_effect_free, is_trivially_removable, memory_effects, EffectKind, MemoryEffectOpInterface,
};
use strata_ir::{
    Attribute, BlockId, Body, Context, DominanceCache, DominanceInfo, IsolatedOpMut, LogicalResult, OpId,
    OpName, OpRef, OpTraits, PostDominanceCache, RegionId, Type, ValueId,
};
use strata_pass::{AnalysisManager, Pass};
use strata_rewrite::{NoListener, RewriteListener};

/// The `cse` pass: eliminates common subexpressions, replacing an op by an
/// equivalent op that dominates it.
pub struct Cse;

impl Pass for Cse {
    fn argument(&self) -> &'static str {
        "cse"
    }

    fn description(&self) -> &'static str {
        "Eliminate common sub-expressions"
    }

    fn name(&self) -> &'static str {
        "CSE"
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        self.run_with_analyses(ctx, op, &mut AnalysisManager::new())
    }

    fn run_with_analyses(
        &self,
        ctx: &Context,
        op: &mut IsolatedOpMut<'_>,
        am: &mut AnalysisManager,
    ) -> LogicalResult {
        eliminate_common_subexpressions(ctx, op, am, &mut NoListener);
        Ok(())
    }
}

/// Runs CSE on the regions of `op`, telling `listener` about each op of
/// `op`'s own body that is replaced by an equal one or erased (ops of
/// nested isolated bodies are not reported), so that a caller tracking
/// ops (the transform interpreter's handles) can follow them.
pub fn eliminate_common_subexpressions(
    ctx: &Context,
    op: &mut IsolatedOpMut<'_>,
    am: &mut AnalysisManager,
    listener: &mut dyn RewriteListener,
) {
    {
        let owner = op.name();
        let body = op.body();
        let mut state = State::default();
        for r in body.root_regions().to_vec() {
            simplify_region(ctx, body, owner, am, r, has_ssa_dominance(ctx, owner), &mut state);
        }
        state.finish(body, listener);
        // As in MLIR: nothing changed preserves everything; erasing ops
        // keeps the control flow, so dominance stays valid (unless an
        // erased op took regions, whose ids may be reused).
        if state.changes == 0 {
            am.mark_all_preserved();
        } else if !state.erased_regions {
            am.mark_preserved::<DominanceCache>();
            am.mark_preserved::<PostDominanceCache>();
        }
    }
}

/// What makes two ops equivalent.
#[derive(Clone, PartialEq, Eq, Hash)]
struct Key {
    name: OpName,
    props: Option<Attribute>,
    attrs: Option<Attribute>,
    operands: SmallVec<[ValueId; 4]>,
    results: SmallVec<[Type; 2]>,
    regions: Option<Vec<Shape>>,
}

#[derive(Default)]
struct State {
    /// Ops erased or replaced.
    changes: usize,
    /// Whether an erased op had regions.
    erased_regions: bool,
    known: FxHashMap<Key, OpId>,
    /// Ops to erase when the walk is over.
    to_erase: Vec<OpId>,
    /// Ops to erase whose results were replaced by those of an equal op.
    replaced: Vec<(OpId, OpId)>,
    /// Per open scope: the keys inserted and what they shadowed.
    undo: Vec<Vec<(Key, Option<OpId>)>>,
}

impl State {
    fn push_scope(&mut self) {
        self.undo.push(Vec::new());
    }

    fn pop_scope(&mut self) {
        for (k, old) in self.undo.pop().unwrap_or_default().into_iter().rev() {
            match old {
                Some(o) => {
                    self.known.insert(k, o);
                }
                None => {
                    self.known.remove(&k);
                }
            }
        }
    }

    /// Schedules `op` for erasure. As in MLIR, ops are erased when the
    /// walk is over: until then they stay in their block, and an op whose
    /// region holds one is not equal to one whose region does not.
    fn erase(&mut self, body: &Body, op: OpId) {
        self.changes += 1;
        self.erased_regions |= body.num_regions(op) > 0;
        self.to_erase.push(op);
    }

    /// Erases the ops scheduled for erasure (those inside an erased op go
    /// with it), first telling `listener` which ops were replaced by which.
    fn finish(&mut self, body: &mut Body, listener: &mut dyn RewriteListener) {
        for (op, existing) in self.replaced.drain(..) {
            let values: SmallVec<[ValueId; 2]> = body.results(existing).collect();
            listener.op_replaced(body, op, &values);
        }
        for op in self.to_erase.drain(..).rev() {
            if body.is_live(op) {
                listener.op_erased(body, op);
                body.erase_op(op);
            }
        }
    }

    fn insert(&mut self, k: Key, op: OpId) {
        let old = self.known.insert(k.clone(), op);
        if let Some(scope) = self.undo.last_mut() {
            scope.push((k, old));
        }
    }
}

fn simplify_region(
    ctx: &Context,
    body: &mut Body,
    owner: OpName,
    am: &mut AnalysisManager,
    r: RegionId,
    ssa: bool,
    state: &mut State,
) {
    // `ssa` is whether the region's op says its regions follow dominance;
    // a region of several blocks always does (MLIR's dominance info).
    let blocks: Vec<BlockId> = body.region_blocks(r).collect();
    match blocks.len() {
        0 => {}
        1 => {
            state.push_scope();
            simplify_block(ctx, body, owner, am, blocks[0], ssa, state);
            state.pop_scope();
        }
        _ => {
            // Children of each block in the region's dominator tree, for a
            // depth-first walk; unreachable blocks are left alone.
            let mut children: FxHashMap<BlockId, Vec<BlockId>> = FxHashMap::default();
            {
                let cache = am.get::<DominanceCache>(ctx, owner, body);
                let dom = DominanceInfo::with_cache(ctx, body, &cache);
                for &b in &blocks[1..] {
                    if let Some(idom) = dom.immediate_dominator(b) {
                        children.entry(idom).or_default().push(b);
                    }
                }
            }
            let mut stack: Vec<(BlockId, bool)> = vec![(blocks[0], false)];
            while let Some((b, done)) = stack.pop() {
                if done {
                    state.pop_scope();
                    continue;
                }
                state.push_scope();
                simplify_block(ctx, body, owner, am, b, true, state);
                stack.push((b, true));
                if let Some(kids) = children.get(&b) {
                    for &k in kids.iter().rev() {
                        stack.push((k, false));
                    }
                }
            }
        }
    }
}

fn simplify_block(
    ctx: &Context,
    body: &mut Body,
    owner: OpName,
    am: &mut AnalysisManager,
    b: BlockId,
    ssa: bool,
    state: &mut State,
) {
    let ops: Vec<OpId> = body.block_ops(b).collect();
    for op in ops {
        if !body.is_live(op) {
            continue;
        }
        // As in MLIR, an op's regions are simplified before the op itself
        // is found dead (their values may still stand in for others).
        let dead = |body: &Body, op: OpId| {
            !body.op_has_uses(op) && is_trivially_removable(OpRef::new(ctx, body, op))
        };
        if body.num_regions(op) == 0 && dead(body, op) {
            state.erase(body, op);
            continue;
        }
        // An isolated op's regions see nothing from above: simplify them
        // with their own known values (and analyses).
        let name = body.op_name(op);
        if let Some(child) = body.child_body_mut(op) {
            let mut nested = State::default();
            let child_am = am.child(op);
            for inner in child.root_regions().to_vec() {
                simplify_region(
                    ctx,
                    child,
                    name,
                    child_am,
                    inner,
                    has_ssa_dominance(ctx, name),
                    &mut nested,
                );
            }
            nested.finish(child, &mut NoListener);
            if nested.changes == 0 {
                child_am.mark_all_preserved();
            } else if !nested.erased_regions {
                child_am.mark_preserved::<DominanceCache>();
                child_am.mark_preserved::<PostDominanceCache>();
            }
            child_am.finish_pass();
            state.changes += nested.changes;
            state.erased_regions |= nested.erased_regions;
            if dead(body, op) {
                state.erase(body, op);
            }
            continue;
        }
        let r = OpRef::new(ctx, body, op);
        // Values defined above are visible in nested regions of
        // non-isolated ops: simplify them within the current scope, then
        // the op itself.
        if body.num_regions(op) > 0 {
            // Regions of unregistered ops may be graph regions, and the op
            // may be isolated from above: as in MLIR, they are simplified
            // with their own known values and without dominance (their
            // blocks alone, uses already seen kept).
            let registered = r.def().is_some();
            let ssa = registered && !r.has_trait(OpTraits::GRAPH_REGIONS);
            let mut nested = State::default();
            let regions = body.regions_in_body(op).to_vec();
            for inner in regions {
                let st = if registered { &mut *state } else { &mut nested };
                simplify_region(ctx, body, owner, am, inner, ssa, st);
            }
            state.changes += nested.changes;
            state.erased_regions |= nested.erased_regions;
            state.to_erase.append(&mut nested.to_erase);
            state.replaced.append(&mut nested.replaced);
            if dead(body, op) {
                state.erase(body, op);
                continue;
            }
            // Ops with a region of several blocks are left alone.
            if body
                .regions_in_body(op)
                .iter()
                .any(|&inner| body.region_blocks(inner).nth(1).is_some())
            {
                continue;
            }
        }
        let r = OpRef::new(ctx, body, op);
        if body.num_successors(op) > 0 || body.num_results(op) == 0 || r.has_trait(OpTraits::TERMINATOR) {
            continue;
        }
        // Ops without memory effects merge with any equal op that
        // dominates them; ops that only read merge with an equal op
        // earlier in the same block when nothing between them may write.
        let read_only = if is_memory_effect_free(r) {
            false
        } else if only_reads(r) {
            true
        } else {
            continue;
        };
        let key = key_of(ctx, body, op);
        if read_only {
            if let Some(&existing) = state.known.get(&key) {
                if body.op_block(existing) == body.op_block(op) && !write_between(ctx, body, existing, op) {
                    replace_with(ctx, body, op, existing, ssa, state);
                    continue;
                }
            }
            state.insert(key, op);
            continue;
        }
        match state.known.get(&key) {
            Some(&existing) => replace_with(ctx, body, op, existing, ssa, state),
            None => state.insert(key, op),
        }
    }
}

/// Whether the single-block regions of a registered op named `name`
/// follow dominance (not graph regions, as `builtin.module`'s are).
fn has_ssa_dominance(ctx: &Context, name: OpName) -> bool {
    ctx.op_def(name)
        .is_some_and(|d| !d.traits.contains(OpTraits::GRAPH_REGIONS))
}

/// What makes `op` equal to another op.
fn key_of(ctx: &Context, body: &Body, op: OpId) -> Key {
    let mut operands: SmallVec<[ValueId; 4]> = body.operands(op).collect();
    // Commutative ops are equal whatever the order of their operands.
    if OpRef::new(ctx, body, op).has_trait(OpTraits::COMMUTATIVE) {
        operands.sort_unstable();
    }
    Key {
        name: body.op_name(op),
        props: body.op_properties(op),
        attrs: body.op_attr_dict(op),
        operands,
        results: body.result_types(op).collect(),
        regions: region_shape(body, op),
    }
}

/// Replaces the results of `op` by those of the equal op `existing` and
/// erases `op`. Without dominance (`ssa` false), uses by ops already seen
/// (an equal op is known) are kept, and `op` stays if any are.
fn replace_with(ctx: &Context, body: &mut Body, op: OpId, existing: OpId, ssa: bool, state: &mut State) {
    let pairs: Vec<(ValueId, ValueId)> = body.results(op).zip(body.results(existing)).collect();
    for (from, to) in pairs {
        if ssa {
            body.replace_all_uses_with(from, to);
            continue;
        }
        let uses: Vec<(OpId, usize)> = body.uses(from).collect();
        for (user, index) in uses {
            if !state.known.contains_key(&key_of(ctx, body, user)) {
                body.set_operand(user, index, to);
            }
        }
    }
    // The kept op takes the location of the replaced one if it had none
    // (read before the replaced op is erased).
    let unknown = ctx.unknown_loc();
    if body.op_loc(existing) == unknown && body.op_loc(op) != unknown {
        let loc = body.op_loc(op);
        body.set_op_loc(existing, loc);
    }
    if ssa || !body.op_has_uses(op) {
        state.replaced.push((op, existing));
        state.erase(body, op);
    }
}

/// Whether the op's own declared effects (`MemoryEffectOpInterface`, not
/// those of nested ops) are all reads, and there is at least one.
fn only_reads(op: OpRef<'_>) -> bool {
    let Some(i) = op
        .def()
        .and_then(|d| d.interfaces.get::<MemoryEffectOpInterface>())
    else {
        return false;
    };
    let mut effects = Vec::new();
    (i.effects)(op, &mut effects);
    !effects.is_empty() && effects.iter().all(|e| e.kind == EffectKind::Read)
}

/// Whether an op strictly between `from` and `to` (in one block) may
/// write: it declares a write, or its effects are unknown.
fn write_between(ctx: &Context, body: &Body, from: OpId, to: OpId) -> bool {
    let mut cur = body.next_op(from);
    while let Some(op) = cur {
        if op == to {
            return false;
        }
        match memory_effects(OpRef::new(ctx, body, op)) {
            Some(effects) if effects.iter().all(|e| e.kind != EffectKind::Write) => {}
            _ => return true,
        }
        cur = body.next_op(op);
    }
    false
}

/// One step of an op's regions as [`region_shape`] records them.
#[derive(Clone, PartialEq, Eq, Hash)]
enum Shape {
    Region(usize),
    Block(usize),
    Type(Type),
    Op(OpName, Option<Attribute>, Option<Attribute>, usize, usize, usize),
    /// A value defined outside the op.
    Outer(ValueId),
    /// A value defined inside the op, by its order of definition.
    Inner(usize),
    /// A successor block, by its position in its region.
    Successor(usize),
    /// An isolated-from-above op: equal only to itself.
    Isolated(OpId),
}

/// The structure of the regions of `op` (`None` without regions): two
/// ops whose regions have equal shapes have equivalent regions
/// (`OperationEquivalence::isEquivalentTo` ignoring locations), values
/// defined inside them corresponding by position.
fn region_shape(body: &Body, op: OpId) -> Option<Vec<Shape>> {
    if body.num_regions(op) == 0 {
        return None;
    }
    fn walk(body: &Body, op: OpId, out: &mut Vec<Shape>, inner: &mut FxHashMap<ValueId, usize>) {
        for &r in body.regions_in_body(op) {
            let blocks: Vec<BlockId> = body.region_blocks(r).collect();
            out.push(Shape::Region(blocks.len()));
            for &b in &blocks {
                let args = body.block_args(b);
                out.push(Shape::Block(args.len()));
                for &a in args {
                    out.push(Shape::Type(body.value_type(a)));
                    let n = inner.len();
                    inner.insert(a, n);
                }
                for o in body.block_ops(b) {
                    out.push(Shape::Op(
                        body.op_name(o),
                        body.op_properties(o),
                        body.op_attr_dict(o),
                        body.num_operands(o),
                        body.num_results(o),
                        body.num_regions(o),
                    ));
                    for v in body.operands(o) {
                        out.push(match inner.get(&v) {
                            Some(&i) => Shape::Inner(i),
                            None => Shape::Outer(v),
                        });
                    }
                    for s in body.successors(o) {
                        out.push(Shape::Successor(
                            blocks.iter().position(|&x| x == s).unwrap_or(usize::MAX),
                        ));
                    }
                    for v in body.results(o) {
                        out.push(Shape::Type(body.value_type(v)));
                        let n = inner.len();
                        inner.insert(v, n);
                    }
                    if body.child_body(o).is_some() {
                        // Regions in another body are not compared.
                        out.push(Shape::Isolated(o));
                    }
                    walk(body, o, out, inner);
                }
            }
        }
    }
    let mut out = Vec::new();
    walk(body, op, &mut out, &mut FxHashMap::default());
    Some(out)
}
