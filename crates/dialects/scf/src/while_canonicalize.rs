//! Canonicalization patterns of `scf.while`: loop-invariant arguments and
//! condition values are replaced by their values, comparisons in the
//! `after` region that repeat the condition fold, unused `before`
//! arguments are dropped, condition values are aligned with the `before`
//! arguments, arguments of the `after`
//! region that receive the loop condition itself are `true` there,
//! results that are unused, with their `after` arguments unused, are
//! dropped, and values the condition passes twice are passed once.

use strata_ir::{BlockId, Context, InsertPoint, Location, OpId, OperationState, RegionId, Type, ValueId};
use strata_rewrite::{PatternRewriter, RewritePattern};

use strata_dialect_utils::patterns::add;

use super::{ConditionOp, WhileOp, YieldOp, WHILE};
use strata_ods::typed::WithAttributes;

/// The entry block of region `index` of `op`.
fn block_of(rw: &PatternRewriter<'_>, op: OpId, index: usize) -> Option<BlockId> {
    let body = rw.body();
    let &r = body.regions_in_body(op).get(index)?;
    body.region_entry(r)
}

/// The `scf.condition` ending the `before` region.
fn condition_op(rw: &PatternRewriter<'_>, op: OpId) -> Option<OpId> {
    let b = block_of(rw, op, 0)?;
    let body = rw.body();
    body.last_op(b).filter(|&t| ConditionOp::isa(rw, t))
}

/// MLIR's `WhileConditionTruth`.
fn condition_truth(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(term) = condition_op(rw, op) else {
        return false;
    };
    let Some(after) = block_of(rw, op, 1) else {
        return false;
    };
    let body = rw.body();
    let cond = ConditionOp(term).condition(rw);
    let args: Vec<ValueId> = ConditionOp(term).args(rw).collect();
    let after_args = body.block_args(after).to_vec();
    let mut constant_true = None;
    let mut replaced = false;
    for (&yielded, &arg) in args.iter().zip(&after_args) {
        if yielded != cond || !rw.body().has_uses(arg) {
            continue;
        }
        let t = match constant_true {
            Some(t) => t,
            None => {
                let ctx = rw.ctx;
                let ty = rw.body().value_type(cond);
                let loc = rw.body().op_loc(op);
                let mut st = OperationState::new(ctx.op_name("arith.constant"), loc);
                st.result_types.push(ty);
                st.properties = Some(ctx.dictionary_attr(&[(ctx.ident("value"), ctx.bool_attr(true))]));
                rw.set_insertion_point(op);
                let c = rw.create(st);
                let v = rw.body().result(c, 0);
                constant_true = Some(v);
                v
            }
        };
        rw.replace_all_uses_with(arg, t);
        replaced = true;
    }
    replaced
}

/// MLIR's `WhileUnusedResult`: the loop is rebuilt without the results
/// that are unused and whose `after` argument is unused.
fn unused_result(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(term) = condition_op(rw, op) else {
        return false;
    };
    let Some(after) = block_of(rw, op, 1) else {
        return false;
    };
    let body = rw.body();
    let n = body.num_results(op);
    let after_args = body.block_args(after).to_vec();
    let term_args: Vec<ValueId> = ConditionOp(term).args(rw).collect();
    if after_args.len() != n || term_args.len() != n {
        return false;
    }
    let kept: Vec<usize> = (0..n)
        .filter(|&i| body.has_uses(body.result(op, i)) || body.has_uses(after_args[i]))
        .collect();
    if kept.len() == n {
        return false;
    }
    let types: Vec<Type> = kept
        .iter()
        .map(|&i| body.value_type(body.result(op, i)))
        .collect();
    let inits: Vec<ValueId> = body.operands(op).collect();
    let cond = ConditionOp(term).condition(rw);
    let term_loc = body.op_loc(term);

    let kept_args: Vec<ValueId> = kept.iter().map(|&i| term_args[i]).collect();
    rw.set_insertion_point(term);
    ConditionOp::build(rw, term_loc, cond, &kept_args);
    rw.erase_op(term);

    let (new, before_r, after_r) = create_while(rw, op, inits, types.clone());
    let new_after = rw.create_block(after_r);
    let mut new_args = vec![None; n];
    for (&i, &t) in kept.iter().zip(&types) {
        let arg_loc = rw.body().value_loc(after_args[i]);
        new_args[i] = Some(rw.add_block_arg(new_after, t, arg_loc));
    }
    if let Some(&old_before) = rw.body().regions_in_body(op).first() {
        rw.inline_region_before(old_before, before_r, None);
    }
    // Unused arguments have no uses to replace; they map to themselves.
    let arg_values: Vec<ValueId> = (0..n).map(|i| new_args[i].unwrap_or(after_args[i])).collect();
    rw.inline_block_before(after, InsertPoint::End(new_after), &arg_values);
    let mut results = Vec::with_capacity(n);
    let mut k = 0;
    for (i, arg) in new_args.iter().enumerate() {
        if arg.is_some() {
            results.push(rw.body().result(new, k));
            k += 1;
        } else {
            results.push(rw.body().result(op, i));
        }
    }
    rw.replace_op(op, &results);
    true
}

/// MLIR's `WhileRemoveDuplicatedResults`: a value passed twice by the
/// `scf.condition` becomes one result and one `after` argument (the first
/// of the duplicated ones).
fn remove_duplicated_results(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(term) = condition_op(rw, op) else {
        return false;
    };
    let Some(after) = block_of(rw, op, 1) else {
        return false;
    };
    let body = rw.body();
    let cond = ConditionOp(term).condition(rw);
    let args: Vec<ValueId> = ConditionOp(term).args(rw).collect();
    let mut unique: Vec<ValueId> = Vec::with_capacity(args.len());
    let mut first: Vec<usize> = Vec::with_capacity(args.len());
    let mut position = Vec::with_capacity(args.len());
    let mut seen = std::collections::HashMap::with_capacity(args.len());
    for (i, &a) in args.iter().enumerate() {
        let p = *seen.entry(a).or_insert_with(|| {
            unique.push(a);
            first.push(i);
            unique.len() - 1
        });
        position.push(p);
    }
    let after_args = body.block_args(after).to_vec();
    if unique.len() == args.len() || body.num_results(op) != args.len() || after_args.len() != args.len() {
        return false;
    }
    let types: Vec<Type> = unique.iter().map(|&v| body.value_type(v)).collect();
    let inits: Vec<ValueId> = body.operands(op).collect();
    let loc = body.op_loc(op);
    let term_loc = body.op_loc(term);
    let attrs = body.op_attr_dict(op);
    let regions = body.regions_in_body(op).to_vec();

    rw.set_insertion_point(term);
    ConditionOp::build(rw, term_loc, cond, &unique);
    rw.erase_op(term);

    rw.set_insertion_point(op);
    let new = WhileOp::build(&mut WithAttributes::new(rw, attrs), loc, &types, &inits);
    let (before_r, after_r) = (new.before(rw), new.after(rw));
    let new = new.op();
    for (&old, new_r) in regions.iter().zip([before_r, after_r]) {
        rw.inline_region_before(old, new_r, None);
    }
    for (i, &p) in position.iter().enumerate() {
        if first[p] != i {
            rw.replace_all_uses_with(after_args[i], after_args[first[p]]);
        }
    }
    rw.modify_op_in_place(new, |b| {
        for i in (0..position.len()).rev() {
            if first[position[i]] != i {
                b.erase_block_arg(after, i);
            }
        }
    });
    let results: Vec<ValueId> = position.iter().map(|&p| rw.body().result(new, p)).collect();
    rw.replace_op(op, &results);
    true
}

/// The `scf.yield` ending the `after` region.
fn yield_op(rw: &PatternRewriter<'_>, op: OpId) -> Option<OpId> {
    let b = block_of(rw, op, 1)?;
    let body = rw.body();
    body.last_op(b).filter(|&t| YieldOp::isa(rw, t))
}

/// Creates, before `op`, an `scf.while` with `op`'s attributes and
/// location, `inits` and `types`, and empty `before` and `after` regions.
fn create_while(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    inits: Vec<ValueId>,
    types: Vec<Type>,
) -> (OpId, RegionId, RegionId) {
    let (loc, attrs) = (rw.body().op_loc(op), rw.body().op_attr_dict(op));
    rw.set_insertion_point(op);
    let new = WhileOp::build(&mut WithAttributes::new(rw, attrs), loc, &types, &inits);
    (new.op(), new.before(rw), new.after(rw))
}

/// Appends a block with arguments of `types` at `locs` to `region`.
fn create_block_with_args(
    rw: &mut PatternRewriter<'_>,
    region: RegionId,
    types: &[Type],
    locs: &[Location],
) -> BlockId {
    let b = rw.create_block(region);
    for (&t, &l) in types.iter().zip(locs) {
        rw.add_block_arg(b, t, l);
    }
    b
}

/// Replaces the loop's terminator `term` (its `scf.condition` or its
/// `scf.yield`) by one of the same kind and location with `operands`.
fn replace_terminator(rw: &mut PatternRewriter<'_>, term: OpId, operands: Vec<ValueId>) {
    let loc = rw.body().op_loc(term);
    let condition = ConditionOp::isa(rw, term);
    rw.set_insertion_point(term);
    match operands.split_first() {
        Some((&cond, args)) if condition => {
            ConditionOp::build(rw, loc, cond, args);
        }
        _ => {
            YieldOp::build(rw, loc, &operands);
        }
    }
    rw.erase_op(term);
}

/// MLIR's `RemoveLoopInvariantArgsFromBeforeBlock`: a `before` argument
/// whose yielded value is its init value, or an `after` argument that
/// receives the `before` argument itself or its init value, is replaced
/// by the init value and dropped.
fn invariant_before_args(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (Some(cond), Some(yld), Some(before), Some(after)) = (
        condition_op(rw, op),
        yield_op(rw, op),
        block_of(rw, op, 0),
        block_of(rw, op, 1),
    ) else {
        return false;
    };
    let body = rw.body();
    let inits: Vec<ValueId> = body.operands(op).collect();
    let before_args = body.block_args(before).to_vec();
    let cond_args: Vec<ValueId> = ConditionOp(cond).args(rw).collect();
    let yields: Vec<ValueId> = body.operands(yld).collect();
    let after_index: std::collections::HashMap<ValueId, usize> = body
        .block_args(after)
        .iter()
        .enumerate()
        .map(|(i, &a)| (a, i))
        .collect();
    if before_args.len() != inits.len() {
        return false;
    }
    let invariant = |i: usize| -> bool {
        let (init, y) = (inits[i], yields[i]);
        y == init
            || after_index
                .get(&y)
                .and_then(|&k| cond_args.get(k))
                .is_some_and(|&c| c == before_args[i] || c == init)
    };
    let n = inits.len().min(yields.len());
    if !(0..n).any(invariant) {
        return false;
    }
    let mut new_inits = Vec::new();
    let mut new_yields = Vec::new();
    let mut new_locs = Vec::new();
    let mut fixed: Vec<Option<ValueId>> = vec![None; before_args.len()];
    for i in 0..n {
        if invariant(i) {
            fixed[i] = Some(inits[i]);
        } else {
            new_inits.push(inits[i]);
            new_yields.push(yields[i]);
            new_locs.push(body.value_loc(before_args[i]));
        }
    }
    let types: Vec<Type> = (0..body.num_results(op))
        .map(|i| body.value_type(body.result(op, i)))
        .collect();
    let arg_types: Vec<Type> = new_yields.iter().map(|&v| body.value_type(v)).collect();
    replace_terminator(rw, yld, new_yields);
    let (new, before_r, after_r) = create_while(rw, op, new_inits, types);
    let new_before = create_block_with_args(rw, before_r, &arg_types, &new_locs);
    let new_args = rw.body().block_args(new_before).to_vec();
    let mut j = 0;
    let args: Vec<ValueId> = fixed
        .iter()
        .map(|f| {
            f.unwrap_or_else(|| {
                j += 1;
                new_args[j - 1]
            })
        })
        .collect();
    rw.merge_blocks(before, new_before, &args);
    if let Some(&old_after) = rw.body().regions_in_body(op).get(1) {
        rw.inline_region_before(old_after, after_r, None);
    }
    let results: Vec<ValueId> = (0..rw.body().num_results(new))
        .map(|i| rw.body().result(new, i))
        .collect();
    rw.replace_op(op, &results);
    true
}

/// MLIR's `RemoveLoopInvariantValueYielded`: values the `scf.condition`
/// passes that are defined outside the `before` block replace their
/// `after` argument and result, which are dropped.
fn invariant_condition_values(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (Some(cond), Some(before), Some(after)) =
        (condition_op(rw, op), block_of(rw, op, 0), block_of(rw, op, 1))
    else {
        return false;
    };
    let body = rw.body();
    let cond_args: Vec<ValueId> = ConditionOp(cond).args(rw).collect();
    let outside = |v: ValueId| body.value_parent_block(v) != Some(before);
    if !cond_args.iter().any(|&v| outside(v)) {
        return false;
    }
    let after_args = body.block_args(after).to_vec();
    if after_args.len() != cond_args.len() || body.num_results(op) != cond_args.len() {
        return false;
    }
    let mut kept = Vec::new();
    let mut types = Vec::new();
    let mut locs = Vec::new();
    for (i, &v) in cond_args.iter().enumerate() {
        if !outside(v) {
            kept.push(v);
            types.push(body.value_type(v));
            locs.push(body.value_loc(after_args[i]));
        }
    }
    let inits: Vec<ValueId> = body.operands(op).collect();
    let c = ConditionOp(cond).condition(rw);
    let outside_flags: Vec<bool> = cond_args.iter().map(|&v| outside(v)).collect();
    replace_terminator(rw, cond, std::iter::once(c).chain(kept).collect());
    let (new, before_r, after_r) = create_while(rw, op, inits, types.clone());
    let new_after = create_block_with_args(rw, after_r, &types, &locs);
    let new_args = rw.body().block_args(new_after).to_vec();
    let mut args = Vec::with_capacity(cond_args.len());
    let mut results = Vec::with_capacity(cond_args.len());
    let mut j = 0;
    for (i, &out) in outside_flags.iter().enumerate() {
        if out {
            args.push(cond_args[i]);
            results.push(cond_args[i]);
        } else {
            args.push(new_args[j]);
            results.push(rw.body().result(new, j));
            j += 1;
        }
    }
    rw.merge_blocks(after, new_after, &args);
    if let Some(&old_before) = rw.body().regions_in_body(op).first() {
        rw.inline_region_before(old_before, before_r, None);
    }
    rw.replace_op(op, &results);
    true
}

/// MLIR's `WhileCmpCond`: when the condition is an `arith.cmpi` and the
/// `scf.condition` passes one of its operands, a comparison in the
/// `after` region of that argument with the same other operand is known:
/// true for the same predicate, false for the inverse one.
fn cmp_cond(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (Some(cond), Some(after)) = (condition_op(rw, op), block_of(rw, op, 1)) else {
        return false;
    };
    let body = rw.body();
    let Some(cmp) = body
        .defining_op(ConditionOp(cond).condition(rw))
        .filter(|&c| body.op_name(c) == rw.ctx.op_name("arith.cmpi"))
    else {
        return false;
    };
    let pred = strata_dialect_arith::fold::predicate(strata_ir::OpRef::new(rw.ctx, body, cmp));
    let inverse = strata_dialect_arith::fold::invert_cmpi_predicate(pred);
    let cmp_ops = [body.operand(cmp, 0), body.operand(cmp, 1)];
    let mut found: Vec<(OpId, bool)> = Vec::new();
    for (a, &arg) in ConditionOp(cond).args(rw).zip(body.block_args(after)) {
        for idx in 0..2 {
            if a != cmp_ops[idx] {
                continue;
            }
            for (u, _) in body.uses(arg) {
                if body.op_name(u) != rw.ctx.op_name("arith.cmpi")
                    || body.operand(u, 1 - idx) != cmp_ops[1 - idx]
                {
                    continue;
                }
                let p = strata_dialect_arith::fold::predicate(strata_ir::OpRef::new(rw.ctx, body, u));
                if p == pred {
                    found.push((u, true));
                } else if p == inverse {
                    found.push((u, false));
                }
            }
        }
    }
    let mut changed = false;
    for (u, value) in found {
        if !rw.body().is_live(u) {
            continue;
        }
        // As MLIR's rewriter, whose insertion point is before the loop.
        let loc = rw.body().op_loc(u);
        rw.set_insertion_point(op);
        let attr = rw.ctx.bool_attr(value);
        let c = strata_dialect_arith::ConstantOp::build(rw, loc, attr);
        let v = c.result(rw);
        rw.replace_op(u, &[v]);
        changed = true;
    }
    changed
}

/// A `before` argument that receives the same values as an earlier one,
/// from the loop's operands and from the `after` region's yield, is that
/// argument: its uses move to the earlier one, and `remove_unused_args`
/// then drops it (part of MLIR's `MakeRegionBranchOpSuccessorInputsDead`).
fn duplicate_before_args(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (Some(yld), Some(before)) = (yield_op(rw, op), block_of(rw, op, 0)) else {
        return false;
    };
    let body = rw.body();
    let args = body.block_args(before).to_vec();
    let inits: Vec<ValueId> = body.operands(op).collect();
    let yields: Vec<ValueId> = body.operands(yld).collect();
    if inits.len() != args.len() || yields.len() != args.len() {
        return false;
    }
    let mut first: std::collections::HashMap<(ValueId, ValueId), usize> = std::collections::HashMap::new();
    let mut moves = Vec::new();
    for i in 0..args.len() {
        match first.get(&(inits[i], yields[i])) {
            Some(&k) if body.has_uses(args[i]) => moves.push((args[i], args[k])),
            Some(_) => {}
            None => {
                first.insert((inits[i], yields[i]), i);
            }
        }
    }
    if moves.is_empty() {
        return false;
    }
    for (from, to) in moves {
        rw.replace_all_uses_with(from, to);
    }
    true
}

/// MLIR's `WhileRemoveUnusedArgs`: unused `before` arguments are dropped
/// with their init and yielded values.
fn remove_unused_args(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (Some(yld), Some(before), Some(after)) = (yield_op(rw, op), block_of(rw, op, 0), block_of(rw, op, 1))
    else {
        return false;
    };
    let body = rw.body();
    let before_args = body.block_args(before).to_vec();
    if !before_args.iter().any(|&a| !body.has_uses(a)) {
        return false;
    }
    let inits: Vec<ValueId> = body.operands(op).collect();
    let yields: Vec<ValueId> = body.operands(yld).collect();
    if inits.len() != before_args.len() || yields.len() != before_args.len() {
        return false;
    }
    let mut new_inits = Vec::new();
    let mut new_yields = Vec::new();
    let mut before_locs = Vec::new();
    for (i, &a) in before_args.iter().enumerate() {
        if body.has_uses(a) {
            new_inits.push(inits[i]);
            new_yields.push(yields[i]);
            before_locs.push(body.value_loc(a));
        }
    }
    let after_locs: Vec<Location> = body
        .block_args(after)
        .iter()
        .map(|&a| body.value_loc(a))
        .collect();
    let types: Vec<Type> = (0..body.num_results(op))
        .map(|i| body.value_type(body.result(op, i)))
        .collect();
    let init_types: Vec<Type> = new_inits.iter().map(|&v| body.value_type(v)).collect();
    replace_terminator(rw, yld, new_yields);
    let (new, before_r, after_r) = create_while(rw, op, new_inits, types.clone());
    let new_before = create_block_with_args(rw, before_r, &init_types, &before_locs);
    let new_after = create_block_with_args(rw, after_r, &types, &after_locs);
    let nb = rw.body().block_args(new_before).to_vec();
    let na = rw.body().block_args(new_after).to_vec();
    let mut j = 0;
    let args: Vec<ValueId> = before_args
        .iter()
        .map(|&a| {
            if rw.body().has_uses(a) {
                j += 1;
                nb[j - 1]
            } else {
                a
            }
        })
        .collect();
    rw.merge_blocks(before, new_before, &args);
    rw.merge_blocks(after, new_after, &na);
    let results: Vec<ValueId> = (0..types.len()).map(|i| rw.body().result(new, i)).collect();
    rw.replace_op(op, &results);
    true
}

/// MLIR's `WhileOpAlignBeforeArgs`: when the `scf.condition` passes the
/// `before` arguments in another order, the loop is rebuilt to pass them
/// in order, permuting the results and `after` arguments.
fn align_before_args(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (Some(cond), Some(before), Some(after)) =
        (condition_op(rw, op), block_of(rw, op, 0), block_of(rw, op, 1))
    else {
        return false;
    };
    let body = rw.body();
    let before_args = body.block_args(before).to_vec();
    let term_args: Vec<ValueId> = ConditionOp(cond).args(rw).collect();
    if before_args == term_args || before_args.len() != term_args.len() {
        return false;
    }
    let position: std::collections::HashMap<ValueId, usize> =
        before_args.iter().enumerate().map(|(i, &a)| (a, i)).collect();
    // Old result `i` is before argument `perm[i]`.
    let Some(perm) = term_args
        .iter()
        .map(|v| position.get(v).copied())
        .collect::<Option<Vec<usize>>>()
    else {
        return false;
    };
    let mut seen = vec![false; perm.len()];
    for &p in &perm {
        if std::mem::replace(&mut seen[p], true) {
            return false;
        }
    }
    if body.num_results(op) != perm.len() || body.block_args(after).len() != perm.len() {
        return false;
    }
    // The new blocks' arguments take the loop's location.
    let loc = body.op_loc(op);
    let types: Vec<Type> = before_args.iter().map(|&a| body.value_type(a)).collect();
    let inits: Vec<ValueId> = body.operands(op).collect();
    let c = ConditionOp(cond).condition(rw);
    let init_types: Vec<Type> = inits.iter().map(|&v| body.value_type(v)).collect();
    replace_terminator(
        rw,
        cond,
        std::iter::once(c).chain(before_args.iter().copied()).collect(),
    );
    let (new, before_r, after_r) = create_while(rw, op, inits, types.clone());
    let new_before = create_block_with_args(rw, before_r, &init_types, &vec![loc; init_types.len()]);
    let new_after = create_block_with_args(rw, after_r, &types, &vec![loc; types.len()]);
    let nb = rw.body().block_args(new_before).to_vec();
    let na = rw.body().block_args(new_after).to_vec();
    let after_args: Vec<ValueId> = perm.iter().map(|&p| na[p]).collect();
    let results: Vec<ValueId> = perm.iter().map(|&p| rw.body().result(new, p)).collect();
    rw.merge_blocks(before, new_before, &nb);
    rw.merge_blocks(after, new_after, &after_args);
    rw.replace_op(op, &results);
    true
}

/// MLIR's `WhileMoveIfDown`: an `scf.if` right before the `scf.condition`,
/// on the same condition, with nothing in its `else` block but the
/// yield, whose results only the condition passes on,
/// runs its `then` region in the `after` region instead (which runs
/// exactly when the condition holds). The condition passes the `else`
/// values in place of the results, plus the `before` region's values the
/// `then` region uses, which become new `after` arguments.
fn move_if_down(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (Some(cond), Some(before), Some(after)) =
        (condition_op(rw, op), block_of(rw, op, 0), block_of(rw, op, 1))
    else {
        return false;
    };
    let body = rw.body();
    let Some(if_op) = body.prev_op(cond).filter(|&i| super::IfOp::isa(rw, i)) else {
        return false;
    };
    let c = ConditionOp(cond).condition(rw);
    let if_regions = body.regions_in_body(if_op).to_vec();
    if body.operand(if_op, 0) != c || if_regions.len() != 2 {
        return false;
    }
    let if_results: Vec<ValueId> = body.results(if_op).collect();
    if if_results.iter().any(|&r| body.uses(r).any(|(u, _)| u != cond)) {
        return false;
    }
    let (Some(then_block), else_block) = (body.region_entry(if_regions[0]), body.region_entry(if_regions[1]))
    else {
        return false;
    };
    let Some(then_yield) = body.last_op(then_block) else {
        return false;
    };
    let then_values: Vec<ValueId> = body.operands(then_yield).collect();
    // An `else` block holding more than its yield is left alone, as in
    // MLIR 22 (its values would not be available to the condition).
    if else_block.is_some_and(|b| body.first_op(b) != body.last_op(b)) {
        return false;
    }
    let else_values: Vec<ValueId> = match else_block.and_then(|b| body.last_op(b)) {
        Some(y) => body.operands(y).collect(),
        None => Vec::new(),
    };
    if then_values.len() != if_results.len() || else_values.len() != if_results.len() {
        return false;
    }
    // The `before` values the `then` region uses, in order of first use.
    let mut forwarded: Vec<ValueId> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for o in body.block_ops(then_block).collect::<Vec<_>>() {
        body.walk(o, strata_ir::WalkOrder::PreOrder, &mut |inner| {
            for v in body.operands(inner) {
                if body.value_parent_block(v) == Some(before) && seen.insert(v) {
                    forwarded.push(v);
                }
            }
            strata_ir::WalkResult::Advance
        });
    }
    let old_args: Vec<ValueId> = ConditionOp(cond).args(rw).collect();
    let mut new_args: Vec<ValueId> = old_args
        .iter()
        .map(|v| match if_results.iter().position(|r| r == v) {
            Some(j) => else_values[j],
            None => *v,
        })
        .collect();
    new_args.extend_from_slice(&forwarded);
    let n = body.num_results(op);
    let mut types: Vec<Type> = (0..n).map(|i| body.value_type(body.result(op, i))).collect();
    types.extend(forwarded.iter().map(|&v| body.value_type(v)));
    let inits: Vec<ValueId> = body.operands(op).collect();
    let loc = body.op_loc(op);
    let after_args = body.block_args(after).to_vec();
    let after_locs: Vec<Location> = after_args
        .iter()
        .map(|&a| body.value_loc(a))
        .chain(forwarded.iter().map(|_| loc))
        .collect();
    // The `after` arguments that received the `if`'s results get the
    // `then` region's values.
    let from_results: Vec<(usize, usize)> = old_args
        .iter()
        .enumerate()
        .filter_map(|(k, v)| if_results.iter().position(|r| r == v).map(|j| (k, j)))
        .collect();
    let mut cond_operands = vec![c];
    cond_operands.extend_from_slice(&new_args);
    replace_terminator(rw, cond, cond_operands);
    let before_types: Vec<Type> = rw
        .body()
        .block_args(before)
        .iter()
        .map(|&a| rw.body().value_type(a))
        .collect();
    let before_locs: Vec<Location> = rw
        .body()
        .block_args(before)
        .iter()
        .map(|&a| rw.body().value_loc(a))
        .collect();
    let (new, before_r, after_r) = create_while(rw, op, inits, types.clone());
    let new_before = create_block_with_args(rw, before_r, &before_types, &before_locs);
    let new_after = create_block_with_args(rw, after_r, &types, &after_locs);
    let nb = rw.body().block_args(new_before).to_vec();
    let na = rw.body().block_args(new_after).to_vec();
    let old_before_args = rw.body().block_args(before).to_vec();
    rw.merge_blocks(before, new_before, &nb);
    // Forwarded `before` arguments are the new block's now.
    for v in forwarded.iter_mut() {
        if let Some(i) = old_before_args.iter().position(|a| a == v) {
            *v = nb[i];
        }
    }
    // The `then` ops go first in the `after` block, reading the forwarded
    // values through the new arguments.
    rw.erase_op(then_yield);
    let first = rw.body().first_op(after);
    let at = match first {
        Some(f) => InsertPoint::Before(f),
        None => InsertPoint::End(after),
    };
    rw.inline_block_ops_before(then_block, at, &[]);
    for (i, &v) in forwarded.iter().enumerate() {
        let arg = na[after_args.len() + i];
        let uses: Vec<(OpId, usize)> = rw
            .body()
            .uses(v)
            .filter(|&(u, _)| rw.body().op_block(u).is_some_and(|b| in_block_tree(rw, b, after)))
            .collect();
        for (u, k) in uses {
            rw.modify_op_in_place(u, |bd| bd.set_operand(u, k, arg));
        }
    }
    for &(k, j) in &from_results {
        rw.replace_all_uses_with(after_args[k], then_values[j]);
    }
    rw.merge_blocks(after, new_after, &na[..after_args.len()]);
    rw.erase_op(if_op);
    let results: Vec<ValueId> = (0..n).map(|i| rw.body().result(new, i)).collect();
    rw.replace_op(op, &results);
    true
}

/// Whether block `b` is `root` or nested in an op of `root`'s tree.
fn in_block_tree(rw: &PatternRewriter<'_>, b: BlockId, root: BlockId) -> bool {
    let body = rw.body();
    let mut cur = Some(b);
    while let Some(x) = cur {
        if x == root {
            return true;
        }
        cur = body.block_parent_op(x).and_then(|o| body.op_block(o));
    }
    false
}

pub(crate) fn while_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        WHILE.name,
        &[
            (
                "(anonymous namespace)::MakeRegionBranchOpSuccessorInputsDead",
                1,
                invariant_before_args,
            ),
            (
                "(anonymous namespace)::MakeRegionBranchOpSuccessorInputsDead",
                1,
                invariant_condition_values,
            ),
            ("(anonymous namespace)::WhileConditionTruth", 1, condition_truth),
            ("(anonymous namespace)::WhileMoveIfDown", 1, move_if_down),
            ("(anonymous namespace)::WhileCmpCond", 1, cmp_cond),
            (
                "(anonymous namespace)::RemoveDeadRegionBranchOpSuccessorInputs",
                1,
                unused_result,
            ),
            (
                "(anonymous namespace)::MakeRegionBranchOpSuccessorInputsDead",
                1,
                remove_duplicated_results,
            ),
            (
                "(anonymous namespace)::MakeRegionBranchOpSuccessorInputsDead",
                1,
                duplicate_before_args,
            ),
            (
                "(anonymous namespace)::RemoveDeadRegionBranchOpSuccessorInputs",
                1,
                remove_unused_args,
            ),
            (
                "(anonymous namespace)::WhileOpAlignBeforeArgs",
                1,
                align_before_args,
            ),
        ],
    );
}
