//! `buffer-deallocation-simplification`: simplifications of
//! `bufferization.dealloc` that need to know which buffers may be the
//! same allocation, applied greedily with the op's canonicalizations.
//!
//! - A memref to free that is certainly the same allocation as a retained
//!   value (and certainly not the same as the others) is never freed: it
//!   leaves the list, its condition joins that retained value's result.
//! - A retained value that is certainly none of the memrefs leaves the
//!   list; its result is `false`.
//! - A memref certainly distinct from every other memref of the list gets
//!   its own dealloc; the results are or-ed.
//!
//! "Certainly" comes from [`same_allocation`]: two values with the same
//! view base are the same allocation; a buffer allocated under a block
//! argument's block is not that argument; otherwise values are traced back
//! through views, `extract_strided_metadata`, `arith.select` and the
//! values region branch ops forward to their results and region arguments,
//! to their origins; two origins are distinct allocations when both are
//! allocated by different ops, or one is allocated after the other value
//! exists.

use strata_dialect_arith::{ConstantOp, OrIOp};
use strata_dialect_bufferization::DeallocOp;
use strata_ir::interfaces::{
    forwarded_operands, memory_effects, region_successors, successor_operands, EffectKind,
    RegionBranchOpInterface, RegionBranchPoint, RegionBranchTerminatorOpInterface, RegionSuccessor,
    ViewLikeOpInterface,
};
use strata_ir::{Body, Context, IsolatedOpMut, Location, LogicalResult, OpId, OpRef, ValueDef, ValueId};
use strata_pass::Pass;
use strata_rewrite::{
    apply_patterns_greedily_nested_owned, op_canonicalization_patterns, FrozenPatternSet, GreedyConfig,
    PatternRewriter, PatternRoot, RegionSimplifyLevel, RewritePattern,
};

/// The `buffer-deallocation-simplification` pass.
#[derive(Clone, Debug, Default)]
pub struct BufferDeallocationSimplification;

impl Pass for BufferDeallocationSimplification {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions::introducing(&[
            "arith.ori",
            "arith.andi",
            "arith.xori",
            "arith.constant",
        ])
    }

    fn argument(&self) -> &'static str {
        "buffer-deallocation-simplification"
    }

    fn description(&self) -> &'static str {
        "Optimizes `bufferization.dealloc` operation for more efficient codegen"
    }

    fn name(&self) -> &'static str {
        "BufferDeallocationSimplificationPass"
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        // The pass's own patterns come before the dealloc canonicalizations:
        // with equal benefits, that is the order in which they are tried.
        let mut patterns: Vec<Box<dyn RewritePattern>> = vec![
            Box::new(RemoveMemrefsContainedInRetained),
            Box::new(RemoveRetainedNotAliasing),
            Box::new(SplitNotAliasingAnyOther),
        ];
        patterns.extend(op_canonicalization_patterns(
            ctx,
            &[ctx.op_name("bufferization.dealloc")],
        ));
        let frozen = FrozenPatternSet::new(ctx, patterns);
        // Block structure stays, as the aliasing questions assume.
        let config = GreedyConfig {
            region_simplify: RegionSimplifyLevel::Normal,
            ..GreedyConfig::default()
        };
        let owner = Some(op.name());
        apply_patterns_greedily_nested_owned(ctx, owner, op.body(), &frozen, config, false);
        Ok(())
    }
}

/// The memrefs, conditions and retained values of dealloc `op`.
fn lists(ctx: &Context, body: &Body, op: OpId) -> (Vec<ValueId>, Vec<ValueId>, Vec<ValueId>) {
    let r = OpRef::new(ctx, body, op);
    let d = DeallocOp(op);
    (
        d.memrefs(&r).collect(),
        d.conditions(&r).collect(),
        d.retained(&r).collect(),
    )
}

/// A new dealloc before `at`; returns its results.
fn build_dealloc(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    memrefs: &[ValueId],
    conditions: &[ValueId],
    retained: &[ValueId],
) -> Vec<ValueId> {
    let i1 = rw.ctx.i1();
    let d = DeallocOp::build(rw, loc, &vec![i1; retained.len()], memrefs, conditions, retained);
    rw.body().results(d.0).collect()
}

fn ori(rw: &mut PatternRewriter<'_>, loc: Location, a: ValueId, b: ValueId) -> ValueId {
    OrIOp::build(rw, loc, a, b).result(rw)
}

/// Removes the memrefs that are certainly retained.
struct RemoveMemrefsContainedInRetained;

impl RewritePattern for RemoveMemrefsContainedInRetained {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("bufferization.dealloc")
    }

    fn debug_name(&self) -> &str {
        "(anonymous namespace)::RemoveDeallocMemrefsContainedInRetained"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let (memrefs, conditions, retained) = lists(ctx, rw.body(), op);
        // A retained value that is a memref freed unconditionally is owned.
        let owned: Vec<bool> = retained
            .iter()
            .map(|&r| {
                memrefs.iter().zip(&conditions).any(|(&m, &c)| {
                    is_true(ctx, rw.body(), c) && same_allocation(ctx, rw.body(), r, m) == Some(true)
                })
            })
            .collect();
        let results: Vec<ValueId> = rw.body().results(op).collect();
        if owned
            .iter()
            .zip(&results)
            .any(|(&o, &r)| o && rw.body().has_uses(r))
        {
            let loc = rw.body().op_loc(op);
            rw.set_insertion_point(op);
            let t = ConstantOp::build(rw, loc, ctx.bool_attr(true)).result(rw);
            for (&o, &r) in owned.iter().zip(&results) {
                if o {
                    rw.replace_all_uses_with(r, t);
                }
            }
            return true;
        }
        // Per memref: the retained values it certainly is, if it is one of
        // them and certainly not the others (unless their result is known).
        let mut removed: Vec<Option<Vec<usize>>> = Vec::new();
        for (&m, &c) in memrefs.iter().zip(&conditions) {
            // Only a memref freed unconditionally may leave beside owned
            // values it may be.
            let always = is_true(ctx, rw.body(), c);
            let mut same = Vec::new();
            let mut known = true;
            for (i, &r) in retained.iter().enumerate() {
                match same_allocation(ctx, rw.body(), r, m) {
                    Some(true) => same.push(i),
                    Some(false) => {}
                    None => known &= always && owned[i],
                }
            }
            removed.push((known && !same.is_empty()).then_some(same));
        }
        if removed.iter().all(Option::is_none) {
            return false;
        }
        let loc = rw.body().op_loc(op);
        let (mut new_memrefs, mut new_conditions) = (Vec::new(), Vec::new());
        for ((&m, &c), r) in memrefs.iter().zip(&conditions).zip(&removed) {
            if r.is_none() {
                new_memrefs.push(m);
                new_conditions.push(c);
            }
        }
        rw.set_insertion_point(op);
        let mut updated = build_dealloc(rw, loc, &new_memrefs, &new_conditions, &retained);
        rw.set_insertion_point_after(op);
        // mlir-opt or-s the conditions of the last removed memref first.
        for (r, &c) in removed.iter().zip(&conditions).rev() {
            for &i in r.iter().flatten() {
                updated[i] = ori(rw, loc, updated[i], c);
            }
        }
        rw.replace_op(op, &updated);
        true
    }
}

/// Whether `v` is the constant `true`.
fn is_true(ctx: &Context, body: &Body, v: ValueId) -> bool {
    body.defining_op(v)
        .filter(|&d| ctx.op_name_str(body.op_name(d)) == "arith.constant")
        .and_then(|d| body.op_attr(ctx, d, "value"))
        .is_some_and(|a| a == ctx.bool_attr(true))
}

/// Removes the retained values that are certainly none of the memrefs.
struct RemoveRetainedNotAliasing;

impl RewritePattern for RemoveRetainedNotAliasing {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("bufferization.dealloc")
    }

    fn debug_name(&self) -> &str {
        "(anonymous namespace)::RemoveRetainedMemrefsGuaranteedToNotAlias"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let (memrefs, conditions, retained) = lists(ctx, rw.body(), op);
        let keep: Vec<bool> = retained
            .iter()
            .map(|&r| {
                !memrefs
                    .iter()
                    .all(|&m| same_allocation(ctx, rw.body(), r, m) == Some(false))
            })
            .collect();
        if keep.iter().all(|&k| k) {
            return false;
        }
        let loc = rw.body().op_loc(op);
        let kept: Vec<ValueId> = retained
            .iter()
            .zip(&keep)
            .filter(|(_, &k)| k)
            .map(|(&r, _)| r)
            .collect();
        rw.set_insertion_point(op);
        // A `false` per dropped value, made before the new dealloc as MLIR
        // does (the order of the constants in the output follows).
        let falses: Vec<Option<ValueId>> = keep
            .iter()
            .map(|&k| (!k).then(|| ConstantOp::build(rw, loc, ctx.bool_attr(false)).result(rw)))
            .collect();
        let results = build_dealloc(rw, loc, &memrefs, &conditions, &kept);
        let mut next = results.into_iter();
        let values: Vec<ValueId> = falses.iter().filter_map(|f| f.or_else(|| next.next())).collect();
        rw.replace_op(op, &values);
        true
    }
}

/// Gives each memref certainly distinct from the others its own dealloc.
struct SplitNotAliasingAnyOther;

impl RewritePattern for SplitNotAliasingAnyOther {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("bufferization.dealloc")
    }

    fn debug_name(&self) -> &str {
        "(anonymous namespace)::SplitDeallocWhenNotAliasingAnyOther"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let (memrefs, conditions, retained) = lists(ctx, rw.body(), op);
        if memrefs.len() <= 1 {
            return false;
        }
        let alone: Vec<bool> = (0..memrefs.len())
            .map(|i| {
                (0..memrefs.len())
                    .filter(|&j| j != i)
                    .all(|j| same_allocation(ctx, rw.body(), memrefs[j], memrefs[i]) == Some(false))
            })
            .collect();
        if !alone.iter().any(|&a| a) {
            return false;
        }
        let loc = rw.body().op_loc(op);
        rw.set_insertion_point(op);
        let (mut rest_memrefs, mut rest_conditions, mut split) = (Vec::new(), Vec::new(), Vec::new());
        for (i, (&m, &c)) in memrefs.iter().zip(&conditions).enumerate() {
            if alone[i] {
                split.push(build_dealloc(rw, loc, &[m], &[c], &retained));
            } else {
                rest_memrefs.push(m);
                rest_conditions.push(c);
            }
        }
        let mut values = build_dealloc(rw, loc, &rest_memrefs, &rest_conditions, &retained);
        for results in split {
            for (v, r) in values.iter_mut().zip(results) {
                *v = ori(rw, loc, *v, r);
            }
        }
        rw.replace_op(op, &values);
        true
    }
}

/// Whether `a` and `b` are certainly the same allocation (`Some(true)`),
/// certainly different ones (`Some(false)`), or either may be.
pub fn same_allocation(ctx: &Context, body: &Body, a: ValueId, b: ValueId) -> Option<bool> {
    let (ba, bb) = (view_base(ctx, body, a), view_base(ctx, body, b));
    if a == b || ba == bb {
        return Some(true);
    }
    // A buffer allocated inside the block of an argument is not that
    // argument, whatever flows into it.
    let alloc_under_arg = |x: ValueId, y: ValueId| {
        allocated(ctx, body, x)
            && matches!(body.value_def(y), ValueDef::BlockArg(..))
            && exists_before(body, y, x)
    };
    if alloc_under_arg(ba, bb) || alloc_under_arg(bb, ba) {
        return Some(false);
    }
    let (oa, ob) = (origins(ctx, body, a), origins(ctx, body, b));
    if oa.len() == 1 && oa == ob {
        return Some(true);
    }
    let distinct = |x: ValueId, y: ValueId| {
        x != y
            && ((allocated(ctx, body, x) && (allocated(ctx, body, y) || exists_before(body, y, x)))
                || (allocated(ctx, body, y) && exists_before(body, x, y)))
    };
    oa.iter()
        .all(|&x| ob.iter().all(|&y| distinct(x, y)))
        .then_some(false)
}

/// The values `v` may be a view of: through view-like ops, the base
/// buffer of `memref.extract_strided_metadata`, both cases of
/// `arith.select` and the values flowing into region branch results and
/// region arguments.
fn origins(ctx: &Context, body: &Body, v: ValueId) -> Vec<ValueId> {
    let mut out = Vec::new();
    let mut work = vec![v];
    let mut seen = rustc_hash::FxHashSet::default();
    while let Some(v) = work.pop() {
        if !seen.insert(v) {
            continue;
        }
        let (d, i) = match body.value_def(v) {
            ValueDef::Result(d, i) => (d, i),
            ValueDef::BlockArg(b, _) => {
                // A block argument is one of the values flowing into it.
                match flow_sources(ctx, body, v, b) {
                    Some(sources) => work.extend(sources),
                    None => out.push(v),
                }
                continue;
            }
            ValueDef::Placeholder => {
                out.push(v);
                continue;
            }
        };
        let r = OpRef::new(ctx, body, d);
        let name = ctx.op_name_str(body.op_name(d));
        if let Some(sources) = flow_sources_of_result(ctx, body, v, d) {
            work.extend(sources);
        } else if let Some(src) = r
            .def()
            .and_then(|def| def.interfaces.get::<ViewLikeOpInterface>())
            .filter(|_| i == 0)
            .and_then(|iface| (iface.view_source)(r))
        {
            work.push(src);
        } else if name == "memref.extract_strided_metadata" && i == 0 {
            work.push(body.operand(d, 0));
        } else if name == "arith.select" {
            work.push(body.operand(d, 2));
            work.push(body.operand(d, 1));
        } else {
            out.push(v);
        }
    }
    out.sort_unstable();
    out.dedup();
    out
}

/// The values a region branch op forwards to `successor`, at the
/// position `v` has among the successor's inputs: the op's entry operands
/// and its regions' terminators' operands.
fn forwarded_to(
    ctx: &Context,
    body: &Body,
    op: OpId,
    successor: RegionSuccessor,
    v: ValueId,
) -> Option<Vec<ValueId>> {
    let r = OpRef::new(ctx, body, op);
    let iface = r.def()?.interfaces.get::<RegionBranchOpInterface>()?;
    let pos = (iface.successor_inputs)(r, successor)
        .iter()
        .position(|&x| x == v)?;
    let mut sources = Vec::new();
    if region_successors(r, RegionBranchPoint::Parent).contains(&successor) {
        let range = (iface.entry_operands)(r, successor);
        sources.push(body.operand(op, range.clone().nth(pos)?));
    }
    for (k, &region) in body.regions_in_body(op).iter().enumerate() {
        for b in body.region_blocks(region) {
            let Some(t) = body.last_op(b) else { continue };
            let term = OpRef::new(ctx, body, t);
            let Some(range) = forwarded_operands(term, successor) else {
                continue;
            };
            let own = term
                .def()
                .and_then(|d| d.interfaces.get::<RegionBranchTerminatorOpInterface>())
                .and_then(|i| i.successors);
            let mut succs = Vec::new();
            match own {
                Some(f) => f(term, &mut succs),
                None => succs = region_successors(r, RegionBranchPoint::Region(k)),
            }
            if succs.contains(&successor) {
                sources.push(body.operand(t, range.clone().nth(pos)?));
            }
        }
    }
    Some(sources)
}

/// The values flowing into result `v` of `op`, if `op` is a region branch
/// op.
fn flow_sources_of_result(ctx: &Context, body: &Body, v: ValueId, op: OpId) -> Option<Vec<ValueId>> {
    forwarded_to(ctx, body, op, RegionSuccessor::Parent, v)
}

/// The values flowing into argument `v` of block `b`: the operands its
/// predecessors' branches pass to it if `b` is not an entry block, those
/// of the region branch op if it is the entry block of one of its
/// regions. `None` when some source is unknown (a predecessor that is not
/// a branch, or an operand the branch produces itself).
fn flow_sources(ctx: &Context, body: &Body, v: ValueId, b: strata_ir::BlockId) -> Option<Vec<ValueId>> {
    let region = body.block_region(b)?;
    if body.region_entry(region) != Some(b) {
        let n = body.block_args(b).len();
        let ValueDef::BlockArg(_, pos) = body.value_def(v) else {
            return None;
        };
        let pos = pos as usize;
        let mut sources = Vec::new();
        for (pred, succ) in body.predecessors(b) {
            let range = successor_operands(OpRef::new(ctx, body, pred), succ)?;
            // Produced operands come first and are not forwarded ones.
            let k = (pos + range.len()).checked_sub(n)?;
            sources.push(body.operand(pred, range.clone().nth(k)?));
        }
        return Some(sources);
    }
    let op = body.region_parent_op(region)?;
    let k = body.regions_in_body(op).iter().position(|&r| r == region)?;
    forwarded_to(ctx, body, op, RegionSuccessor::Region(k), v)
}

/// `v` without the views and `extract_strided_metadata` on top of it.
fn view_base(ctx: &Context, body: &Body, mut v: ValueId) -> ValueId {
    while let ValueDef::Result(d, 0) = body.value_def(v) {
        let r = OpRef::new(ctx, body, d);
        let src = r
            .def()
            .and_then(|def| def.interfaces.get::<ViewLikeOpInterface>())
            .and_then(|iface| (iface.view_source)(r))
            .or_else(|| (r.name_str() == "memref.extract_strided_metadata").then(|| body.operand(d, 0)));
        match src {
            Some(s) => v = s,
            None => break,
        }
    }
    v
}

/// Whether `v` is a new buffer: its op allocates it.
fn allocated(ctx: &Context, body: &Body, v: ValueId) -> bool {
    let Some(d) = body.defining_op(v) else {
        return false;
    };
    memory_effects(OpRef::new(ctx, body, d)).is_some_and(|effects| {
        effects
            .iter()
            .any(|e| e.kind == EffectKind::Allocate && e.value == Some(v))
    })
}

/// Whether `v` exists when the op allocating `alloc` runs (its definition
/// properly dominates that op), so that it cannot be the new buffer;
/// decided within nested single blocks and for entry block arguments.
fn exists_before(body: &Body, v: ValueId, alloc: ValueId) -> bool {
    let Some(a) = body.defining_op(alloc) else {
        return false;
    };
    match body.value_def(v) {
        ValueDef::Result(d, _) => {
            let Some(block) = body.op_block(d) else {
                return false;
            };
            // The ancestor of the allocation in `d`'s block, after `d`.
            let mut cur = a;
            loop {
                if body.op_block(cur) == Some(block) {
                    return cur != d && body.is_before_in_block(d, cur);
                }
                match body.parent_op(cur) {
                    Some(p) => cur = p,
                    None => return false,
                }
            }
        }
        _ => {
            let Some(block) = body.value_parent_block(v) else {
                return false;
            };
            let region = body.block_region(block);
            let entry = region.and_then(|r| body.region_entry(r)) == Some(block);
            let mut cur = a;
            loop {
                let Some(b) = body.op_block(cur) else {
                    return false;
                };
                if b == block || (entry && body.block_region(b) == region) {
                    return true;
                }
                match body.parent_op(cur) {
                    Some(p) => cur = p,
                    None => return false,
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::same_allocation;
    use strata_asm::{parse_source, ParseOptions};
    use strata_ir::{Context, ValueId, WalkResult};

    /// The results of `same_allocation` between the operands of the
    /// `test.query` ops of a function, in order.
    fn queries(src: &str) -> Vec<Option<bool>> {
        let mut ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        ctx.register_dialect(strata_dialect_arith::dialect());
        ctx.register_dialect(strata_dialect_func::dialect());
        ctx.register_dialect(strata_dialect_memref::dialect());
        let mut top = parse_source(&ctx, src, &ParseOptions::default()).expect("test input parses");
        let (_, module) = top.child_bodies_mut().into_iter().next().expect("a module");
        let (_, func) = module.child_bodies_mut().into_iter().next().expect("a function");
        let mut pairs: Vec<(ValueId, ValueId)> = Vec::new();
        func.walk_root_regions(&mut |o| {
            if ctx.op_name_str(func.op_name(o)) == "test.query" {
                pairs.push((func.operand(o, 0), func.operand(o, 1)));
            }
            WalkResult::Advance
        });
        pairs
            .iter()
            .map(|&(a, b)| same_allocation(&ctx, func, a, b))
            .collect()
    }

    #[test]
    fn origins_and_allocations() {
        let src = r#"
func.func @f(%x: memref<4xf32>, %y: memref<4xf32>, %c: i1) {
  %s = memref.subview %x[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %sel = arith.select %c, %a, %b : memref<4xf32>
  %u = "test.make"(%a) : (memref<4xf32>) -> memref<4xf32>
  "test.query"(%x, %s) : (memref<4xf32>, memref<2xf32, strided<[1], offset: 1>>) -> ()
  "test.query"(%x, %y) : (memref<4xf32>, memref<4xf32>) -> ()
  "test.query"(%a, %x) : (memref<4xf32>, memref<4xf32>) -> ()
  "test.query"(%a, %b) : (memref<4xf32>, memref<4xf32>) -> ()
  "test.query"(%sel, %y) : (memref<4xf32>, memref<4xf32>) -> ()
  "test.query"(%sel, %a) : (memref<4xf32>, memref<4xf32>) -> ()
  "test.query"(%u, %a) : (memref<4xf32>, memref<4xf32>) -> ()
  return
}
"#;
        assert_eq!(
            queries(src),
            vec![
                // A view of an argument is that argument's allocation.
                Some(true),
                // Two arguments may be one buffer.
                None,
                // A new allocation is not an argument.
                Some(false),
                Some(false),
                // Either case of a select is new, the argument is not.
                Some(false),
                // One case of the select is the allocation.
                None,
                // What an unknown op returns after the allocation may be it.
                None,
            ]
        );
    }
}
