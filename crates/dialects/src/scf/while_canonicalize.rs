//! Canonicalization patterns of `scf.while`: arguments of the `after`
//! region that receive the loop condition itself are `true` there,
//! results that are unused, with their `after` arguments unused, are
//! dropped, and values the condition passes twice are passed once.

use strata_ir::{BlockId, Context, InsertPoint, OpId, OperationState, Type, ValueId};
use strata_rewrite::{PatternRewriter, RewritePattern};

use crate::common::add;

use super::{CONDITION, WHILE};

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
    body.last_op(b)
        .filter(|&t| body.op_name(t) == rw.ctx.op_name(CONDITION) && body.num_operands(t) > 0)
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
    let cond = body.operand(term, 0);
    let args: Vec<ValueId> = body.operands(term).skip(1).collect();
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
    let term_args: Vec<ValueId> = body.operands(term).skip(1).collect();
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
    let loc = body.op_loc(op);
    let cond = body.operand(term, 0);
    let term_loc = body.op_loc(term);

    let ctx = rw.ctx;
    let mut st = OperationState::new(ctx.op_name(CONDITION), term_loc);
    st.operands = std::iter::once(cond)
        .chain(kept.iter().map(|&i| term_args[i]))
        .collect();
    rw.set_insertion_point(term);
    rw.create(st);
    rw.erase_op(term);

    let before_r = rw.create_region();
    let after_r = rw.create_region();
    let mut st = OperationState::new(ctx.op_name(WHILE), loc);
    st.operands = inits;
    st.result_types = types.clone();
    st.attributes = rw.body().op_attr_dict(op);
    st.regions = vec![before_r, after_r];
    rw.set_insertion_point(op);
    let new = rw.create(st);
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
    let cond = body.operand(term, 0);
    let args: Vec<ValueId> = body.operands(term).skip(1).collect();
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
    let ctx = rw.ctx;

    let mut st = OperationState::new(ctx.op_name(CONDITION), term_loc);
    st.operands = std::iter::once(cond).chain(unique.iter().copied()).collect();
    rw.set_insertion_point(term);
    rw.create(st);
    rw.erase_op(term);

    let before_r = rw.create_region();
    let after_r = rw.create_region();
    let mut st = OperationState::new(ctx.op_name(WHILE), loc);
    st.operands = inits;
    st.result_types = types;
    st.attributes = attrs;
    st.regions = vec![before_r, after_r];
    rw.set_insertion_point(op);
    let new = rw.create(st);
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

pub(crate) fn while_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        WHILE,
        &[
            ("WhileConditionTruth", 1, condition_truth),
            ("WhileUnusedResult", 1, unused_result),
            ("WhileRemoveDuplicatedResults", 1, remove_duplicated_results),
        ],
    );
}
