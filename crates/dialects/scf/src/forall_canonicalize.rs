//! The canonicalization patterns of `scf.forall`: `tensor.dim` of a result
//! reads the shared output, constant bounds become static, unused or
//! unmodified shared outputs are dropped, dimensions of one iteration are
//! removed (the whole loop when all are, inlining its body with
//! `tensor.insert_slice` ops for its `parallel_insert_slice` ops), a loop
//! with a dimension of zero iterations is replaced by its outputs, and
//! induction variables of single-iteration dimensions become their lower
//! bound.

use strata_ir::interfaces::LoopBound;
use strata_ir::{Context, InsertPoint, OpId, OperationState, Type, ValueId, DYNAMIC};
use strata_rewrite::{PatternRewriter, RewritePattern};

use strata_dialect_utils::attrs::{dense_i32_array, dense_i64_array};
use strata_dialect_utils::matchers::{const_i64, def_named, index_attr};
use strata_dialect_utils::patterns::{add, create_at, op_ref, rebuild_with_region};
use strata_dialect_utils::segments::operand_group;
use strata_dialect_utils::static_value::preserves_static;
use strata_ir::interfaces::ParallelCombiningOpInterface;

use super::{forall_bounds, forall_rank, ForallOp, FORALL, FORALL_STATIC};

/// `tensor.dim` of an `scf.forall` result is `tensor.dim` of the tied
/// shared output (MLIR's `DimOfForallOp`).
fn dim_of_forall(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let body = rw.body();
    let Some(src) = (body.num_operands(op) > 0).then(|| body.operand(op, 0)) else {
        return false;
    };
    let Some(forall) = body.defining_op(src).filter(|&d| ForallOp::isa(rw, d)) else {
        return false;
    };
    let Some(k) = body.results(forall).position(|r| r == src) else {
        return false;
    };
    let outs = operand_group(op_ref(rw, forall), 3);
    let Some(shared) = outs.clone().nth(k).map(|i| body.operand(forall, i)) else {
        return false;
    };
    rw.modify_op_in_place(op, |b| b.set_operand(op, 0, shared));
    true
}

/// The value of a bound: its constant, or the integer constant defining
/// its value (MLIR's `getConstantIntValue`).
fn bound_constant(rw: &PatternRewriter<'_>, b: LoopBound) -> Option<i64> {
    match b {
        LoopBound::Constant(c) => Some(c),
        LoopBound::Value(v) => const_i64(rw.ctx, rw.body(), v),
    }
}

/// Writes mixed bounds back into an `scf.forall`: dynamic operands, static
/// lists and operand segment sizes; `outs` are the shared outputs.
fn set_forall_bounds(rw: &mut PatternRewriter<'_>, op: OpId, lists: &[Vec<LoopBound>; 3], outs: &[ValueId]) {
    let ctx = rw.ctx;
    let mut operands = Vec::new();
    let mut sizes = Vec::with_capacity(4);
    let mut statics: [Vec<i64>; 3] = Default::default();
    for (k, list) in lists.iter().enumerate() {
        let before = operands.len();
        for &b in list {
            match b {
                LoopBound::Constant(c) => statics[k].push(c),
                LoopBound::Value(v) => {
                    statics[k].push(DYNAMIC);
                    operands.push(v);
                }
            }
        }
        sizes.push((operands.len() - before) as i32);
    }
    sizes.push(outs.len() as i32);
    operands.extend_from_slice(outs);
    rw.modify_op_in_place(op, |b| {
        b.set_operands(op, &operands);
        for (k, name) in FORALL_STATIC.iter().enumerate() {
            set_prop(b, ctx, op, name, dense_i64_array(ctx, &statics[k]));
        }
        set_prop(b, ctx, op, "operandSegmentSizes", dense_i32_array(ctx, &sizes));
    });
}

/// Sets property `name` of `op`.
fn set_prop(b: &mut strata_ir::Body, ctx: &Context, op: OpId, name: &str, value: strata_ir::Attribute) {
    let base = b.op_properties(op).unwrap_or_else(|| ctx.empty_dictionary());
    b.set_op_properties(op, Some(ctx.dict_with(base, ctx.ident(name), Some(value))));
}

fn mixed_bounds(rw: &PatternRewriter<'_>, op: OpId) -> [Vec<LoopBound>; 3] {
    let o = op_ref(rw, op);
    [forall_bounds(o, 0), forall_bounds(o, 1), forall_bounds(o, 2)]
}

fn outputs(rw: &PatternRewriter<'_>, op: OpId) -> Vec<ValueId> {
    let o = op_ref(rw, op);
    operand_group(o, 3).map(|i| o.operand(i)).collect()
}

/// Dynamic bounds defined by constants become static (MLIR's
/// `ForallOpControlOperandsFolder`).
fn control_operands(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let mut lists = mixed_bounds(rw, op);
    let mut changed = false;
    for list in lists.iter_mut() {
        for b in list.iter_mut() {
            if let LoopBound::Value(_) = b {
                if let Some(c) = bound_constant(rw, *b) {
                    *b = LoopBound::Constant(c);
                    changed = true;
                }
            }
        }
    }
    if !changed {
        return false;
    }
    let outs = outputs(rw, op);
    set_forall_bounds(rw, op, &lists, &outs);
    true
}

/// The entry block of the loop and its arguments.
fn entry(rw: &PatternRewriter<'_>, op: OpId) -> Option<(strata_ir::BlockId, Vec<ValueId>)> {
    let body = rw.body();
    let &r = body.regions_in_body(op).first()?;
    let b = body.region_entry(r)?;
    Some((b, body.block_args(b).to_vec()))
}

/// The users of `v` that are parallel combining ops (MLIR's
/// `getCombiningOps`).
fn combining_ops(rw: &PatternRewriter<'_>, v: ValueId) -> Vec<OpId> {
    let body = rw.body();
    let mut out: Vec<OpId> = Vec::new();
    for (user, _) in body.uses(v) {
        let combining = rw
            .ctx
            .op_def(body.op_name(user))
            .is_some_and(|d| d.interfaces.get::<ParallelCombiningOpInterface>().is_some());
        if combining && !out.contains(&user) {
            out.push(user);
        }
    }
    out
}

/// Creates a copy of `op` (which is replaced) with the region moved in,
/// `operands` and `results`; properties and attributes carry over.
fn rebuild(rw: &mut PatternRewriter<'_>, op: OpId, operands: Vec<ValueId>, results: Vec<Type>) -> OpId {
    let properties = rw.body().op_properties(op);
    rebuild_with_region(rw, op, operands, results, properties)
}

/// Shared outputs whose result is unused or that no combining op updates
/// are dropped; their uses take the output value (MLIR's
/// `ForallOpIterArgsFolder`).
fn iter_args(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let rank = forall_rank(op_ref(rw, op));
    let Some((block, args)) = entry(rw, op) else {
        return false;
    };
    let outs = outputs(rw, op);
    let n = rw.body().num_results(op);
    if outs.len() != n || args.len() != rank + n {
        return false;
    }
    let drop: Vec<bool> = (0..n)
        .map(|i| !rw.body().has_uses(rw.body().result(op, i)) || combining_ops(rw, args[rank + i]).is_empty())
        .collect();
    if !drop.contains(&true) {
        return false;
    }
    for i in (0..n).filter(|&i| drop[i]) {
        for c in combining_ops(rw, args[rank + i]) {
            rw.erase_op(c);
        }
    }
    for i in (0..n).filter(|&i| drop[i]) {
        rw.replace_all_uses_with(args[rank + i], outs[i]);
        let r = rw.body().result(op, i);
        rw.replace_all_uses_with(r, outs[i]);
    }
    rw.modify_op_in_place(op, |b| {
        for i in (0..n).rev().filter(|&i| drop[i]) {
            b.erase_block_arg(block, rank + i);
        }
    });
    let kept: Vec<usize> = (0..n).filter(|&i| !drop[i]).collect();
    let o = op_ref(rw, op);
    let mut operands: Vec<ValueId> = (0..3)
        .flat_map(|g| operand_group(o, g))
        .map(|i| o.operand(i))
        .collect();
    operands.extend(kept.iter().map(|&i| outs[i]));
    let types: Vec<Type> = kept.iter().map(|&i| o.result_type(i)).collect();
    let sizes: Vec<i32> = (0..3)
        .map(|g| operand_group(o, g).len() as i32)
        .chain([kept.len() as i32])
        .collect();
    let new = rebuild(rw, op, operands, types);
    let ctx = rw.ctx;
    rw.modify_op_in_place(new, |b| {
        set_prop(b, ctx, new, "operandSegmentSizes", dense_i32_array(ctx, &sizes))
    });
    let mut values = Vec::with_capacity(n);
    let mut k = 0;
    for i in 0..n {
        if drop[i] {
            values.push(outs[i]);
        } else {
            values.push(rw.body().result(new, k));
            k += 1;
        }
    }
    rw.replace_op(op, &values);
    true
}

/// MLIR's `constantTripCount` on mixed bounds (signed): zero for equal
/// bounds, a zero or negative constant step, or an empty range; `None`
/// unless both bounds and the step are known.
pub(super) fn trip_count(
    rw: &PatternRewriter<'_>,
    lb: LoopBound,
    ub: LoopBound,
    step: LoopBound,
) -> Option<i64> {
    if lb == ub {
        return Some(0);
    }
    let s = bound_constant(rw, step);
    if s.is_some_and(|s| s <= 0) {
        return Some(0);
    }
    let (l, u) = (bound_constant(rw, lb)?, bound_constant(rw, ub)?);
    if u <= l {
        return Some(0);
    }
    let s = s?;
    let diff = (u as i128) - (l as i128);
    i64::try_from((diff + s as i128 - 1) / s as i128).ok()
}

/// The value of a bound, creating an `arith.constant` of index type before
/// `at` for a static one.
fn bound_value(rw: &mut PatternRewriter<'_>, at: OpId, b: LoopBound) -> ValueId {
    match b {
        LoopBound::Value(v) => v,
        LoopBound::Constant(c) => {
            let ctx = rw.ctx;
            let attr = index_attr(op_ref(rw, at), c);
            let loc = rw.body().op_loc(at);
            let cst = create_at(
                rw,
                at,
                loc,
                "arith.constant",
                &[],
                &[ctx.index_type()],
                &[("value", attr)],
            );
            rw.body().result(cst, 0)
        }
    }
}

/// Dimensions of one iteration are removed, their induction variables
/// replaced by the lower bound; a dimension of zero iterations replaces
/// the loop by its outputs (MLIR's `ForallOpSingleOrZeroIterationDimsFolder`;
/// not for loops mapped to processing units).
fn single_or_zero_iteration_dims(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let mapped = rw
        .body()
        .op_attr(ctx, op, "mapping")
        .and_then(|m| ctx.array_attr_elements(m).map(|e| !e.is_empty()))
        .unwrap_or(false);
    if mapped {
        return false;
    }
    let [lbs, ubs, steps] = mixed_bounds(rw, op);
    let rank = lbs.len();
    let Some((block, args)) = entry(rw, op) else {
        return false;
    };
    if ubs.len() != rank || steps.len() != rank || args.len() < rank {
        return false;
    }
    let mut single = vec![false; rank];
    for d in 0..rank {
        match trip_count(rw, lbs[d], ubs[d], steps[d]) {
            Some(0) => {
                let outs = outputs(rw, op);
                if outs.len() != rw.body().num_results(op) {
                    return false;
                }
                rw.replace_op(op, &outs);
                return true;
            }
            Some(1) => single[d] = true,
            _ => {}
        }
    }
    if single.iter().all(|&s| s) {
        return promote(rw, op, &lbs, block, &args);
    }
    if !single.contains(&true) {
        return false;
    }
    let mut replacements = Vec::new();
    for d in (0..rank).filter(|&d| single[d]) {
        let v = bound_value(rw, op, lbs[d]);
        replacements.push((args[d], v));
    }
    let keep = |list: &[LoopBound]| -> Vec<LoopBound> {
        list.iter()
            .enumerate()
            .filter(|&(d, _)| !single[d])
            .map(|(_, &b)| b)
            .collect()
    };
    let lists = [keep(&lbs), keep(&ubs), keep(&steps)];
    let outs = outputs(rw, op);
    let types: Vec<Type> = rw.body().result_types(op).collect();
    let new = rebuild(rw, op, Vec::new(), types);
    set_forall_bounds(rw, new, &lists, &outs);
    for &(iv, v) in &replacements {
        rw.replace_all_uses_with(iv, v);
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

/// Inlines the body of a loop whose dimensions all have one iteration:
/// induction variables become the lower bounds, shared outputs the
/// outputs, and each `parallel_insert_slice` a `tensor.insert_slice`
/// after the loop, whose results replace the loop's (MLIR's `promote`).
fn promote(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    lbs: &[LoopBound],
    block: strata_ir::BlockId,
    args: &[ValueId],
) -> bool {
    let body = rw.body();
    let Some(term) = body.last_op(block) else {
        return false;
    };
    let Some(&tr) = body.regions_in_body(term).first() else {
        return false;
    };
    let inserts: Vec<OpId> = body
        .region_entry(tr)
        .map(|b| body.block_ops(b).collect())
        .unwrap_or_default();
    let insert_name = rw.ctx.op_name("tensor.parallel_insert_slice");
    if inserts.iter().any(|&i| body.op_name(i) != insert_name) || inserts.len() != body.num_results(op) {
        return false;
    }
    let mut replacements: Vec<ValueId> = lbs.iter().map(|&b| bound_value(rw, op, b)).collect();
    replacements.extend(outputs(rw, op));
    if replacements.len() != args.len() {
        return false;
    }
    rw.inline_block_before(block, InsertPoint::Before(op), &replacements);
    let loc = rw.body().op_loc(op);
    let mut results = Vec::with_capacity(inserts.len());
    rw.set_insertion_point_after(op);
    for &i in &inserts {
        let body = rw.body();
        let mut st = OperationState::new(rw.ctx.op_name("tensor.insert_slice"), loc);
        st.operands = body.operands(i).collect();
        st.result_types = vec![body.value_type(body.operand(i, 1))];
        st.properties = body.op_properties(i);
        let new = rw.create(st);
        rw.set_insertion_point_after(new);
        results.push(rw.body().result(new, 0));
    }
    rw.erase_op(term);
    rw.replace_op(op, &results);
    true
}

/// Induction variables of dimensions with one iteration are replaced by
/// their lower bound (MLIR's `ForallOpReplaceConstantInductionVar`).
fn replace_constant_induction_vars(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let [lbs, ubs, steps] = mixed_bounds(rw, op);
    let Some((_, args)) = entry(rw, op) else {
        return false;
    };
    let mut changed = false;
    for d in 0..lbs.len().min(ubs.len()).min(steps.len()).min(args.len()) {
        if !rw.body().has_uses(args[d]) || trip_count(rw, lbs[d], ubs[d], steps[d]) != Some(1) {
            continue;
        }
        let v = bound_value(rw, op, lbs[d]);
        rw.replace_all_uses_with(args[d], v);
        changed = true;
    }
    changed
}

/// Shared outputs defined by a `tensor.cast` that only loses static
/// information take the cast source: the loop is rebuilt on the more
/// static types, the block argument is cast back for the body (combining
/// ops keep updating the argument itself) and the result is cast back
/// after the loop (MLIR's `FoldTensorCastOfOutputIntoForallOp`).
fn output_casts(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let rank = forall_rank(op_ref(rw, op));
    let Some((block, args)) = entry(rw, op) else {
        return false;
    };
    let outs = outputs(rw, op);
    let n = rw.body().num_results(op);
    if outs.len() != n || args.len() != rank + n {
        return false;
    }
    let mut new_outs = outs.clone();
    let mut changed: Vec<(usize, Type)> = Vec::new();
    for (i, &v) in outs.iter().enumerate() {
        let o = op_ref(rw, op);
        let Some(cast) = def_named(o, v, "tensor.cast") else {
            continue;
        };
        if preserves_static(ctx, cast.result_type(0), cast.operand_type(0)) {
            new_outs[i] = cast.operand(0);
            changed.push((i, cast.result_type(0)));
        }
    }
    if changed.is_empty() {
        return false;
    }
    let o = op_ref(rw, op);
    let mut operands: Vec<ValueId> = (0..3)
        .flat_map(|g| operand_group(o, g))
        .map(|i| o.operand(i))
        .collect();
    operands.extend_from_slice(&new_outs);
    let types: Vec<Type> = new_outs.iter().map(|&v| rw.body().value_type(v)).collect();
    let new = rebuild(rw, op, operands, types.clone());
    let loc = rw.body().op_loc(op);
    let first = rw.body().block_ops(block).next();
    for &(i, old_ty) in &changed {
        let arg = args[rank + i];
        rw.modify_op_in_place(new, |b| b.set_value_type(arg, types[i]));
        let mut st = OperationState::new(ctx.op_name("tensor.cast"), loc);
        st.operands = vec![arg];
        st.result_types = vec![old_ty];
        match first {
            Some(f) => rw.set_insertion_point(f),
            None => rw.set_insertion_point_to_end(block),
        }
        let cast = rw.create(st);
        let c = rw.body().result(cast, 0);
        super::canonicalize::replace_uses_except(rw, arg, c, cast);
        for user in combining_ops(rw, c) {
            let last = rw
                .body()
                .operands(user)
                .enumerate()
                .filter(|&(_, v)| v == c)
                .map(|(k, _)| k)
                .last();
            if let Some(k) = last {
                rw.modify_op_in_place(user, |b| b.set_operand(user, k, arg));
            }
        }
    }
    let mut values: Vec<ValueId> = rw.body().results(new).collect();
    rw.set_insertion_point_after(new);
    for &(i, old_ty) in &changed {
        let mut st = OperationState::new(ctx.op_name("tensor.cast"), loc);
        st.operands = vec![values[i]];
        st.result_types = vec![old_ty];
        let cast = rw.create(st);
        rw.set_insertion_point_after(cast);
        values[i] = rw.body().result(cast, 0);
    }
    rw.replace_op(op, &values);
    true
}

pub(crate) fn forall_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        "tensor.dim",
        &[("(anonymous namespace)::DimOfForallOp", 1, dim_of_forall)],
    );
    add(
        out,
        FORALL.name,
        &[
            (
                "(anonymous namespace)::FoldTensorCastOfOutputIntoForallOp",
                1,
                output_casts,
            ),
            (
                "(anonymous namespace)::ForallOpControlOperandsFolder",
                1,
                control_operands,
            ),
            ("(anonymous namespace)::ForallOpIterArgsFolder", 1, iter_args),
            (
                "(anonymous namespace)::ForallOpSingleOrZeroIterationDimsFolder",
                1,
                single_or_zero_iteration_dims,
            ),
            (
                "(anonymous namespace)::ForallOpReplaceConstantInductionVar",
                1,
                replace_constant_induction_vars,
            ),
        ],
    );
}
