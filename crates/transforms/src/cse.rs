//! `cse`: eliminates common subexpressions. An op without memory effects,
//! regions or successors whose name, attributes, operands and result types
//! equal those of an op that dominates it is replaced by that op; ops that
//! are trivially dead are erased on the way, as MLIR's CSE does.
//!
//! Known values live in one hash map with an undo log per dominator-tree
//! scope, so lookups are O(1) whatever the nesting depth.

use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use strata_ir::interfaces::{is_memory_effect_free, is_trivially_removable};
use strata_ir::{
    Attribute, BlockId, Body, Context, DominanceCache, DominanceInfo, IsolatedOpMut, LogicalResult, OpId,
    OpName, OpRef, OpTraits, PostDominanceCache, RegionId, Type, ValueId,
};
use strata_pass::{AnalysisManager, Pass};

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
        let owner = op.name();
        let body = op.body();
        let mut state = State::default();
        for r in body.root_regions().to_vec() {
            simplify_region(ctx, body, owner, am, r, &mut state);
        }
        // As in MLIR: nothing changed preserves everything; erasing ops
        // keeps the control flow, so dominance stays valid (unless an
        // erased op took regions, whose ids may be reused).
        if state.changes == 0 {
            am.mark_all_preserved();
        } else if !state.erased_regions {
            am.mark_preserved::<DominanceCache>();
            am.mark_preserved::<PostDominanceCache>();
        }
        Ok(())
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
}

#[derive(Default)]
struct State {
    /// Ops erased or replaced.
    changes: usize,
    /// Whether an erased op had regions.
    erased_regions: bool,
    known: FxHashMap<Key, OpId>,
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
    state: &mut State,
) {
    let blocks: Vec<BlockId> = body.region_blocks(r).collect();
    match blocks.len() {
        0 => {}
        1 => {
            state.push_scope();
            simplify_block(ctx, body, owner, am, blocks[0], state);
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
                simplify_block(ctx, body, owner, am, b, state);
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
    state: &mut State,
) {
    let ops: Vec<OpId> = body.block_ops(b).collect();
    for op in ops {
        if !body.is_live(op) {
            continue;
        }
        let removable = is_trivially_removable(OpRef::new(ctx, body, op));
        if !body.op_has_uses(op) && removable && body.num_results(op) > 0 {
            state.changes += 1;
            state.erased_regions |= body.num_regions(op) > 0;
            body.erase_op(op);
            continue;
        }
        // An isolated op's regions see nothing from above: simplify them
        // with their own known values (and analyses).
        let name = body.op_name(op);
        if let Some(child) = body.child_body_mut(op) {
            let mut nested = State::default();
            let child_am = am.child(op);
            for inner in child.root_regions().to_vec() {
                simplify_region(ctx, child, name, child_am, inner, &mut nested);
            }
            if nested.changes == 0 {
                child_am.mark_all_preserved();
            } else if !nested.erased_regions {
                child_am.mark_preserved::<DominanceCache>();
                child_am.mark_preserved::<PostDominanceCache>();
            }
            child_am.finish_pass();
            state.changes += nested.changes;
            state.erased_regions |= nested.erased_regions;
            continue;
        }
        let r = OpRef::new(ctx, body, op);
        // Values defined above are visible in nested regions of
        // non-isolated ops: simplify them within the current scope.
        if body.num_regions(op) > 0 {
            // Regions of unregistered ops may be graph regions, where
            // order proves nothing: MLIR leaves them alone too.
            let graph = r.def().is_none() || r.has_trait(OpTraits::GRAPH_REGIONS);
            let regions = body.regions_in_body(op).to_vec();
            if !graph {
                for inner in regions {
                    simplify_region(ctx, body, owner, am, inner, state);
                }
            }
            continue;
        }
        if body.num_regions(op) > 0
            || body.num_successors(op) > 0
            || body.num_results(op) == 0
            || r.has_trait(OpTraits::TERMINATOR)
            || !is_memory_effect_free(r)
        {
            continue;
        }
        let mut operands: SmallVec<[ValueId; 4]> = body.operands(op).collect();
        // Commutative ops are equal whatever the order of their operands.
        if r.has_trait(OpTraits::COMMUTATIVE) {
            operands.sort_unstable();
        }
        let key = Key {
            name: body.op_name(op),
            props: body.op_properties(op),
            attrs: body.op_attr_dict(op),
            operands,
            results: body.result_types(op).collect(),
        };
        match state.known.get(&key) {
            Some(&existing) => {
                let pairs: Vec<(ValueId, ValueId)> = body.results(op).zip(body.results(existing)).collect();
                for (from, to) in pairs {
                    body.replace_all_uses_with(from, to);
                }
                state.changes += 1;
                body.erase_op(op);
            }
            None => state.insert(key, op),
        }
    }
}
