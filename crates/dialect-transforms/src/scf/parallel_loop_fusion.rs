//! `scf-parallel-loop-fusion`: fuses adjacent `scf.parallel` loops of a
//! block (MLIR's `naivelyFuseParallelOps`).
//!
//! Within a block, loops separated only by ops without memory effects and
//! without regions form a chain; each loop of a chain is fused into the next
//! when both have the same iteration space (the same bound values, or equal
//! constants), neither contains another `scf.parallel`, the results of the
//! first are used only after the second, and the memory accesses allow it:
//! every `memref.load` of one loop from a buffer the other stores to must
//! read the element stored in the same iteration (same indices up to the
//! renaming of induction variables, or equivalent side-effect-free index
//! computations), and buffers that may alias differently must not be
//! involved. The fused loop takes the place of the second loop, with the
//! first loop's body first and both loops' reductions.
//!
//! Aliasing follows MLIR's local alias analysis: values are traced to their
//! source through view-like memref ops; two distinct allocations do not
//! alias, and an allocation does not alias a value defined outside its
//! allocation scope or an argument of that scope; anything else may alias.

use strata_dialect_scf as scf;
use strata_ir::interfaces::{
    is_memory_effect_free, memory_effects, EffectKind, AUTOMATIC_ALLOCATION_SCOPE_RESOURCE,
};
use strata_ir::{
    Body, Context, InsertPoint, IrMapping, IsolatedOpMut, LogicalResult, OpId, OpRef, OpTraits, RegionId,
    ValueDef, ValueId, WalkOrder, WalkResult,
};
use strata_pass::Pass;

use super::utils::{for_each_body, is_live_op, is_op, Builder, ParallelLoop};
use strata_dialect_utils::matchers::const_i64;

/// The `scf-parallel-loop-fusion` pass: fuses adjacent `scf.parallel` loops
/// of a block with the same iteration space when their memory accesses
/// allow it.
pub struct ParallelLoopFusion;

impl Pass for ParallelLoopFusion {
    fn argument(&self) -> &'static str {
        "scf-parallel-loop-fusion"
    }

    fn description(&self) -> &'static str {
        "Fuse adjacent parallel loops"
    }

    fn name(&self) -> &'static str {
        "ParallelLoopFusion"
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        for_each_body(ctx, op.body(), &|ctx, body| {
            // Inner regions first, as MLIR's post-order walk.
            for o in body.collect_root_regions_post_order() {
                if !body.is_live(o) || body.child_body(o).is_some() {
                    continue;
                }
                for r in body.regions_in_body(o).to_vec() {
                    naively_fuse_parallel_ops(ctx, body, r);
                }
            }
            for r in body.root_regions().to_vec() {
                naively_fuse_parallel_ops(ctx, body, r);
            }
        });
        Ok(())
    }
}

/// Fuses the chains of adjacent `scf.parallel` loops in each block of
/// `region`.
pub fn naively_fuse_parallel_ops(ctx: &Context, body: &mut Body, region: RegionId) {
    let blocks: Vec<_> = body.region_blocks(region).collect();
    for block in blocks {
        let mut chains: Vec<Vec<OpId>> = vec![Vec::new()];
        let mut no_side_effects = true;
        for op in body.block_ops(block) {
            if is_live_op(ctx, body, op, |ir, op| scf::ParallelOp::isa(ir, op)) {
                if no_side_effects {
                    chains.last_mut().expect("a chain").push(op);
                } else {
                    chains.push(vec![op]);
                    no_side_effects = true;
                }
                continue;
            }
            no_side_effects &= body.num_regions(op) == 0 && is_memory_effect_free(OpRef::new(ctx, body, op));
        }
        for mut chain in chains {
            for i in 0..chain.len().saturating_sub(1) {
                if let Some(fused) = fuse_if_legal(ctx, body, chain[i], chain[i + 1]) {
                    chain[i + 1] = fused;
                }
            }
        }
    }
}

/// Fuses `first` into `second` if legal; returns the fused loop.
fn fuse_if_legal(ctx: &Context, body: &mut Body, first: OpId, second: OpId) -> Option<OpId> {
    let p1 = ParallelLoop::get(ctx, body, first)?;
    let p2 = ParallelLoop::get(ctx, body, second)?;
    if !is_fusion_legal(ctx, body, &p1, &p2) {
        return None;
    }
    // The results of the first loop must only be used after the second.
    let second_block = body.op_block(second)?;
    let results: Vec<ValueId> = body.results(first).collect();
    for &r in &results {
        for (user, _) in body.uses(r) {
            let anc = strata_ir::dominance::find_ancestor_op_in_block(body, second_block, user)?;
            if anc == second || !body.is_before_in_block_slow(second, anc) {
                return None;
            }
        }
    }

    let inits: Vec<ValueId> = p1.inits.iter().chain(&p2.inits).copied().collect();
    let mut b = Builder::before(ctx, body, second);
    let (fused, new_block) = b.parallel_loop(&p2.lbs, &p2.ubs, &p2.steps, &inits);
    let new_args: Vec<ValueId> = body.block_args(new_block).to_vec();
    body.merge_block_into(p2.block, InsertPoint::Start(new_block), &new_args);
    body.merge_block_into(p1.block, InsertPoint::Start(new_block), &new_args);
    let new_results: Vec<ValueId> = body.results(fused).collect();
    if !new_results.is_empty() {
        let mut operands: Vec<ValueId> = body.operands(p1.terminator).collect();
        operands.extend(body.operands(p2.terminator));
        let regions: Vec<RegionId> = body
            .regions_in_body(p1.terminator)
            .iter()
            .chain(body.regions_in_body(p2.terminator))
            .copied()
            .collect();
        let loc = body.op_loc(p2.terminator);
        let mut b = strata_ir::OpBuilder::at_end(ctx, body, new_block);
        let reduce = scf::ReduceOp::build(&mut b, loc, &operands, regions.len());
        let new_regions = reduce.reductions(&b).to_vec();
        for (r, nr) in regions.into_iter().zip(new_regions) {
            body.inline_region_before(r, nr, None);
        }
        let n1 = p1.inits.len();
        for (i, &r) in results.iter().enumerate() {
            body.replace_all_uses_with(r, new_results[i]);
        }
        let r2: Vec<ValueId> = body.results(second).collect();
        for (i, &r) in r2.iter().enumerate() {
            body.replace_all_uses_with(r, new_results[n1 + i]);
        }
    }
    body.erase_op(p1.terminator);
    body.erase_op(p2.terminator);
    body.erase_op(first);
    body.erase_op(second);
    Some(fused)
}

fn is_fusion_legal(ctx: &Context, body: &Body, p1: &ParallelLoop, p2: &ParallelLoop) -> bool {
    if has_nested_parallel(ctx, body, p1.op) || has_nested_parallel(ctx, body, p2.op) {
        return false;
    }
    if !equal_iteration_spaces(ctx, body, p1, p2) {
        return false;
    }
    let mut map = IrMapping::new();
    for (&a, &b) in p1.ivs(body).iter().zip(p2.ivs(body)) {
        map.map_value(a, b);
    }
    if !check_dependencies(ctx, body, p1, p2, &map) {
        return false;
    }
    let mut back = IrMapping::new();
    for (&a, &b) in p2.ivs(body).iter().zip(p1.ivs(body)) {
        back.map_value(a, b);
    }
    check_dependencies(ctx, body, p2, p1, &back)
}

fn has_nested_parallel(ctx: &Context, body: &Body, op: OpId) -> bool {
    let mut found = false;
    body.walk(op, WalkOrder::PreOrder, &mut |o| {
        if o != op && is_live_op(ctx, body, o, |ir, op| scf::ParallelOp::isa(ir, op)) {
            found = true;
            return WalkResult::Interrupt;
        }
        WalkResult::Advance
    });
    found
}

fn equal_iteration_spaces(ctx: &Context, body: &Body, p1: &ParallelLoop, p2: &ParallelLoop) -> bool {
    let same = |a: &[ValueId], b: &[ValueId]| {
        a.len() == b.len() && a.iter().zip(b).all(|(&x, &y)| {
            x == y
                || matches!((const_i64(ctx, body, x), const_i64(ctx, body, y)), (Some(u), Some(v)) if u == v)
        })
    };
    same(&p1.lbs, &p2.lbs) && same(&p1.ubs, &p2.ubs) && same(&p1.steps, &p2.steps)
}

/// The `memref.load`s or `memref.store`s in `op`, with their memref and
/// indices.
fn accesses(ctx: &Context, body: &Body, op: OpId, name: &str) -> Vec<(OpId, ValueId, Vec<ValueId>)> {
    let mut out = Vec::new();
    body.walk(op, WalkOrder::PostOrder, &mut |o| {
        if is_op(ctx, body, o, name) {
            let operands: Vec<ValueId> = body.operands(o).collect();
            // load: memref, indices...; store: value, memref, indices...
            let skip = usize::from(name == "memref.store");
            if operands.len() > skip {
                out.push((o, operands[skip], operands[skip + 1..].to_vec()));
            }
        }
        WalkResult::Advance
    });
    out
}

/// Whether the loads of `second` can see the stores of `first` as if both
/// loops ran iteration by iteration together.
fn check_dependencies(
    ctx: &Context,
    body: &Body,
    first: &ParallelLoop,
    second: &ParallelLoop,
    map: &IrMapping,
) -> bool {
    let stores = accesses(ctx, body, first.op, "memref.store");
    for (load, mem, load_indices) in accesses(ctx, body, second.op, "memref.load") {
        if let Some(d) = body.defining_op(mem) {
            if body.op_block(d) == body.op_block(load) {
                return false;
            }
        }
        if stores
            .iter()
            .any(|(_, s, _)| *s != mem && may_alias(ctx, body, *s, mem))
        {
            return false;
        }
        let mut same_buffer = stores.iter().filter(|(_, s, _)| *s == mem).map(|(_, _, i)| i);
        let Some(store_indices) = same_buffer.next() else {
            continue;
        };
        if same_buffer.any(|other| other != store_indices) {
            return false;
        }
        if store_indices.len() != load_indices.len() {
            return false;
        }
        for (&si, &li) in store_indices.iter().zip(&load_indices) {
            if map.lookup_value(si) == li {
                continue;
            }
            let (Some(sd), Some(ld)) = (body.defining_op(si), body.defining_op(li)) else {
                return false;
            };
            if !is_memory_effect_free(OpRef::new(ctx, body, sd))
                || !is_memory_effect_free(OpRef::new(ctx, body, ld))
            {
                return false;
            }
            if !equivalent_ops(body, sd, ld, map) {
                return false;
            }
        }
    }
    true
}

/// MLIR's `OperationEquivalence::isEquivalentTo` for region-free ops,
/// ignoring locations, with operands compared through `map`.
fn equivalent_ops(body: &Body, a: OpId, b: OpId, map: &IrMapping) -> bool {
    if a == b {
        return true;
    }
    body.op_name(a) == body.op_name(b)
        && body.op_properties(a) == body.op_properties(b)
        && body.op_attr_dict(a) == body.op_attr_dict(b)
        && body.num_regions(a) == 0
        && body.num_regions(b) == 0
        && body.num_successors(a) == 0
        && body.num_successors(b) == 0
        && body.result_types(a).eq(body.result_types(b))
        && body.num_operands(a) == body.num_operands(b)
        && body
            .operands(a)
            .zip(body.operands(b))
            .all(|(x, y)| x == y || map.lookup_value(x) == map.lookup_value(y))
}

// ---- local alias analysis -------------------------------------------------------------

/// The memref ops whose result is a view of their first operand.
const VIEW_LIKE: &[&str] = &[
    "memref.assume_alignment",
    "memref.cast",
    "memref.collapse_shape",
    "memref.expand_shape",
    "memref.memory_space_cast",
    "memref.reinterpret_cast",
    "memref.reshape",
    "memref.subview",
    "memref.transpose",
    "memref.view",
];

/// The value `v` is a view of, through view-like ops (at most 10 steps, as
/// MLIR's search).
fn underlying(ctx: &Context, body: &Body, mut v: ValueId) -> ValueId {
    for _ in 0..10 {
        let Some(d) = body.defining_op(v) else {
            break;
        };
        let name = ctx.op_name_str(body.op_name(d));
        if !VIEW_LIKE.contains(&name) || body.num_operands(d) == 0 || body.result(d, 0) != v {
            break;
        }
        v = body.operand(d, 0);
    }
    v
}

/// Where an allocation lives: an op of the body, or the op that owns the
/// body (the function).
#[derive(Copy, Clone, PartialEq, Eq)]
enum Scope {
    Op(OpId),
    Root,
}

/// The allocation scope of `v` if an op allocates it.
fn alloc_scope(ctx: &Context, body: &Body, v: ValueId) -> Option<Scope> {
    let ValueDef::Result(op, _) = body.value_def(v) else {
        return None;
    };
    let effects = memory_effects(OpRef::new(ctx, body, op))?;
    let effect = effects
        .iter()
        .find(|e| e.kind == EffectKind::Allocate && e.value == Some(v))?;
    let wanted = if effect.resource == AUTOMATIC_ALLOCATION_SCOPE_RESOURCE {
        OpTraits::AUTOMATIC_ALLOCATION_SCOPE
    } else {
        OpTraits::FUNCTION
    };
    let mut cur = op;
    while let Some(p) = body.parent_op(cur) {
        if OpRef::new(ctx, body, p).has_trait(wanted) {
            return Some(Scope::Op(p));
        }
        cur = p;
    }
    Some(Scope::Root)
}

fn may_alias(ctx: &Context, body: &Body, a: ValueId, b: ValueId) -> bool {
    let (a, b) = (underlying(ctx, body, a), underlying(ctx, body, b));
    if a == b {
        return true;
    }
    match (alloc_scope(ctx, body, a), alloc_scope(ctx, body, b)) {
        (Some(_), Some(_)) => false,
        (None, None) => true,
        (Some(scope), None) => defined_in_scope(body, b, scope),
        (None, Some(scope)) => defined_in_scope(body, a, scope),
    }
}

/// Whether `v` is defined inside `scope` (other than as an argument of the
/// scope itself), where it could alias an allocation of the scope.
fn defined_in_scope(body: &Body, v: ValueId, scope: Scope) -> bool {
    let owner = match body.value_def(v) {
        ValueDef::Result(op, _) => Some(op),
        ValueDef::BlockArg(block, _) => match body.block_parent_op(block) {
            Some(p) if Scope::Op(p) == scope => return false,
            Some(p) => Some(p),
            None => return false,
        },
        ValueDef::Placeholder => return true,
    };
    match (scope, owner) {
        (Scope::Root, _) => true,
        (Scope::Op(s), Some(o)) => o != s && body.is_ancestor(s, o),
        (Scope::Op(_), None) => false,
    }
}
