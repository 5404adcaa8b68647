//! The canonicalization patterns of `scf.parallel`: dimensions of one
//! iteration are removed (the whole loop inlined, with its reductions,
//! when all are), a dimension of zero iterations replaces the loop by its
//! init values, and a loop whose body is only another reduction-free
//! `scf.parallel` is merged with it.

use strata_ir::interfaces::LoopBound;
use strata_ir::{BlockId, Context, OpId, ValueId};
use strata_rewrite::{PatternRewriter, RewritePattern};

use strata_dialect_utils::patterns::add;

use super::forall_canonicalize::trip_count;

use super::{ParallelOp, ReduceOp, PARALLEL};

/// The entry block of region `index` of `op` and its arguments.
fn block_of(rw: &PatternRewriter<'_>, op: OpId, index: usize) -> Option<(BlockId, Vec<ValueId>)> {
    let body = rw.body();
    let &r = body.regions_in_body(op).get(index)?;
    let b = body.region_entry(r)?;
    Some((b, body.block_args(b).to_vec()))
}

/// The operands of group `g` (lower bounds, upper bounds, steps, inits)
/// of an `scf.parallel`.
fn group(rw: &PatternRewriter<'_>, op: OpId, g: usize) -> Vec<ValueId> {
    let Some(p) = ParallelOp::cast(rw, op) else {
        return Vec::new();
    };
    match g {
        0 => p.lower_bound(rw).collect(),
        1 => p.upper_bound(rw).collect(),
        2 => p.step(rw).collect(),
        _ => p.init_vals(rw).collect(),
    }
}

/// Creates an `scf.parallel` before `at` with the given bounds and inits
/// and a detached region; discardable attributes do not carry over, as
/// with MLIR's builder.
fn create_parallel(
    rw: &mut PatternRewriter<'_>,
    at: OpId,
    groups: [&[ValueId]; 4],
    results: Vec<strata_ir::Type>,
) -> (OpId, strata_ir::RegionId) {
    let loc = rw.body().op_loc(at);
    rw.set_insertion_point(at);
    let [lbs, ubs, steps, inits] = groups;
    let p = ParallelOp::build(rw, loc, &results, lbs, ubs, steps, inits);
    (p.op(), p.region(rw))
}

/// MLIR's `ParallelOpSingleOrZeroIterationDimsFolder`.
fn single_or_zero_iteration_dims(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (lbs, ubs, steps, inits) = (
        group(rw, op, 0),
        group(rw, op, 1),
        group(rw, op, 2),
        group(rw, op, 3),
    );
    let Some((block, ivs)) = block_of(rw, op, 0) else {
        return false;
    };
    let rank = lbs.len();
    if ubs.len() != rank || steps.len() != rank || ivs.len() != rank {
        return false;
    }
    let mut single = vec![false; rank];
    for d in 0..rank {
        let (l, u, s) = (
            LoopBound::Value(lbs[d]),
            LoopBound::Value(ubs[d]),
            LoopBound::Value(steps[d]),
        );
        match trip_count(rw, l, u, s) {
            Some(0) => {
                if inits.len() != rw.body().num_results(op) {
                    return false;
                }
                rw.replace_op(op, &inits);
                return true;
            }
            Some(1) => single[d] = true,
            _ => {}
        }
    }
    if !single.contains(&true) {
        return false;
    }
    for d in (0..rank).filter(|&d| single[d]) {
        rw.replace_all_uses_with(ivs[d], lbs[d]);
    }
    if single.iter().all(|&s| s) {
        return inline_single_iteration(rw, op, block, &inits);
    }
    let keep =
        |list: &[ValueId]| -> Vec<ValueId> { (0..rank).filter(|&d| !single[d]).map(|d| list[d]).collect() };
    let types: Vec<strata_ir::Type> = rw.body().result_types(op).collect();
    let (nl, nu, ns) = (keep(&lbs), keep(&ubs), keep(&steps));
    let (new, region) = create_parallel(rw, op, [&nl, &nu, &ns, &inits], types);
    if let Some(&old) = rw.body().regions_in_body(op).first() {
        rw.inline_region_before(old, region, None);
    }
    rw.modify_op_in_place(new, |b| {
        for d in (0..rank).rev().filter(|&d| single[d]) {
            b.erase_block_arg(block, d);
        }
    });
    let values: Vec<ValueId> = rw.body().results(new).collect();
    rw.replace_op(op, &values);
    true
}

/// Inlines the body of a loop all of whose dimensions run once (its
/// induction variables already replaced): its ops, then each reduction's
/// ops combining the init value with the reduced operand.
fn inline_single_iteration(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    block: BlockId,
    inits: &[ValueId],
) -> bool {
    let body = rw.body();
    let Some(reduce) = body.last_op(block).filter(|&t| ReduceOp::isa(rw, t)) else {
        return false;
    };
    let operands: Vec<ValueId> = body.operands(reduce).collect();
    let regions = body.regions_in_body(reduce).to_vec();
    if operands.len() != inits.len() || regions.len() != inits.len() || body.num_results(op) != inits.len() {
        return false;
    }
    let ops: Vec<OpId> = body.block_ops(block).filter(|&o| o != reduce).collect();
    for o in ops {
        rw.set_insertion_point(op);
        rw.move_op(o);
    }
    let mut results = Vec::with_capacity(inits.len());
    for (i, &r) in regions.iter().enumerate() {
        let Some(b) = rw.body().region_entry(r) else {
            return false;
        };
        let args = rw.body().block_args(b).to_vec();
        let Some(ret) = rw.body().last_op(b) else {
            return false;
        };
        if args.len() != 2 || rw.body().num_operands(ret) != 1 {
            return false;
        }
        rw.replace_all_uses_with(args[0], inits[i]);
        rw.replace_all_uses_with(args[1], operands[i]);
        let result = rw.body().operand(ret, 0);
        let ops: Vec<OpId> = rw.body().block_ops(b).filter(|&o| o != ret).collect();
        for o in ops {
            rw.set_insertion_point(op);
            rw.move_op(o);
        }
        results.push(result);
    }
    rw.replace_op(op, &results);
    true
}

/// MLIR's `MergeNestedParallelLoops`: a loop whose body is only another
/// loop, neither with reductions, and whose inner bounds do not use the
/// outer induction variables, becomes one loop over both sets of
/// dimensions.
fn merge_nested(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((outer_block, outer_ivs)) = block_of(rw, op, 0) else {
        return false;
    };
    let body = rw.body();
    let ops: Vec<OpId> = body.block_ops(outer_block).collect();
    if ops.len() != 2 || !ParallelOp::isa(rw, ops[0]) {
        return false;
    }
    let inner = ops[0];
    let inner_bounds: Vec<ValueId> = (0..3).flat_map(|g| group(rw, inner, g)).collect();
    if outer_ivs.iter().any(|v| inner_bounds.contains(v)) {
        return false;
    }
    if !group(rw, op, 3).is_empty() || !group(rw, inner, 3).is_empty() {
        return false;
    }
    let Some((inner_block, inner_ivs)) = block_of(rw, inner, 0) else {
        return false;
    };
    let cat = |g: usize| -> Vec<ValueId> {
        let mut v = group(rw, op, g);
        v.extend(group(rw, inner, g));
        v
    };
    let (lbs, ubs, steps) = (cat(0), cat(1), cat(2));
    let (_, region) = create_parallel(rw, op, [&lbs, &ubs, &steps, &[]], Vec::new());
    let nb = rw.create_block(region);
    let loc = rw.body().op_loc(op);
    let index = rw.ctx.index_type();
    let mut args = Vec::with_capacity(lbs.len());
    for _ in 0..lbs.len() {
        args.push(rw.add_block_arg(nb, index, loc));
    }
    for (&old, &new_arg) in outer_ivs.iter().chain(&inner_ivs).zip(&args) {
        rw.replace_all_uses_with(old, new_arg);
    }
    let moved: Vec<OpId> = {
        let body = rw.body();
        let term = body.last_op(inner_block);
        body.block_ops(inner_block).filter(|&o| Some(o) != term).collect()
    };
    for o in moved {
        rw.set_insertion_point_to_end(nb);
        rw.move_op(o);
    }
    rw.set_insertion_point_to_end(nb);
    ReduceOp::build(rw, loc, &[], 0);
    rw.replace_op(op, &[]);
    true
}

pub(crate) fn parallel_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        PARALLEL.name,
        &[
            (
                "(anonymous namespace)::ParallelOpSingleOrZeroIterationDimsFolder",
                1,
                single_or_zero_iteration_dims,
            ),
            ("(anonymous namespace)::MergeNestedParallelLoops", 1, merge_nested),
        ],
    );
}
