//! Canonicalization patterns of `scf.while`: comparisons in the `after`
//! region that repeat the condition fold, `after` arguments that receive
//! the loop condition itself are `true` there, an `scf.if` on the
//! condition moves into the `after` region, condition values are aligned
//! with the `before` arguments; then MLIR 22's region branch patterns:
//! arguments and results that only ever receive one value are replaced by
//! it where used, duplicate ones by the first, and unused ones go with the
//! values forwarded to them.

use strata_ir::{BlockId, Context, InsertPoint, Location, OpId, OperationState, RegionId, Type, ValueId};
use strata_rewrite::{PatternRewriter, RewritePattern};

use strata_dialect_utils::patterns::{add, ApplyFn};

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

// ---- region branch patterns (MLIR 22's generic ones, for scf.while) ----------------------

/// The successor inputs of an `scf.while` with the values forwarded to
/// each, per forwarding op: a `before` argument receives the loop's
/// operand and the `scf.yield`'s; an `after` argument and the result of
/// the same position receive the `scf.condition`'s.
struct WhileInputs {
    cond: OpId,
    yld: OpId,
    before: BlockId,
    after: BlockId,
    /// `before` arguments with their (init, yielded) values.
    before_args: Vec<(ValueId, ValueId, ValueId)>,
    /// `after` arguments and results with the condition's value.
    after_args: Vec<(ValueId, ValueId, ValueId)>,
}

fn while_inputs(rw: &PatternRewriter<'_>, op: OpId) -> Option<WhileInputs> {
    let (cond, yld) = (condition_op(rw, op)?, yield_op(rw, op)?);
    let (before, after) = (block_of(rw, op, 0)?, block_of(rw, op, 1)?);
    let body = rw.body();
    let b_args = body.block_args(before);
    let a_args = body.block_args(after);
    let inits: Vec<ValueId> = body.operands(op).collect();
    let yields: Vec<ValueId> = body.operands(yld).collect();
    let conds: Vec<ValueId> = ConditionOp(cond).args(rw).collect();
    let n = b_args.len();
    let m = a_args.len();
    if inits.len() != n || yields.len() != n || conds.len() != m || body.num_results(op) != m {
        return None;
    }
    Some(WhileInputs {
        cond,
        yld,
        before,
        after,
        before_args: (0..n).map(|i| (b_args[i], inits[i], yields[i])).collect(),
        after_args: (0..m)
            .map(|k| (a_args[k], body.result(op, k), conds[k]))
            .collect(),
    })
}

impl WhileInputs {
    /// The values forwarded to input `v` (none if it is not an input).
    fn sources(&self, v: ValueId) -> Option<Vec<ValueId>> {
        if let Some(&(_, init, y)) = self.before_args.iter().find(|t| t.0 == v) {
            return Some(vec![init, y]);
        }
        self.after_args
            .iter()
            .find(|t| t.0 == v || t.1 == v)
            .map(|&(_, _, c)| vec![c])
    }

    /// The values that are not inputs reaching input `v`, through inputs.
    fn reachable(&self, v: ValueId) -> Vec<ValueId> {
        let mut out = Vec::new();
        let mut visited = Vec::new();
        let mut work = vec![v];
        while let Some(x) = work.pop() {
            match self.sources(x) {
                None => {
                    if !out.contains(&x) {
                        out.push(x);
                    }
                }
                Some(srcs) => {
                    for s in srcs {
                        if !visited.contains(&s) {
                            visited.push(s);
                            work.push(s);
                        }
                    }
                }
            }
        }
        out
    }
}

/// Whether `a`, a value reaching input `b` of the loop `op`, can replace
/// it: a value defined directly in one of the loop's blocks only for an
/// argument of the same block when it is one itself.
fn defined_before(rw: &PatternRewriter<'_>, op: OpId, a: ValueId, b: ValueId) -> bool {
    let body = rw.body();
    let Some(block) = body.value_parent_block(a) else {
        return true;
    };
    let inside = body.block_region(block).and_then(|r| body.region_parent_op(r)) == Some(op);
    if !inside {
        return true;
    }
    if body.defining_op(a).is_some() || body.defining_op(b).is_some() {
        return false;
    }
    body.value_parent_block(b) == Some(block)
}

/// Inputs (arguments and results) that only ever receive one value from
/// outside them are replaced by it where used; the loop is left as it is
/// (MLIR's `MakeRegionBranchOpSuccessorInputsDead`).
fn while_inputs_dead(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(w) = while_inputs(rw, op) else {
        return false;
    };
    let mut inputs: Vec<ValueId> = w.before_args.iter().map(|t| t.0).collect();
    for &(a, r, _) in &w.after_args {
        inputs.push(a);
        inputs.push(r);
    }
    let mut changed = false;
    for v in inputs {
        if !rw.body().has_uses(v) {
            continue;
        }
        let reach = w.reachable(v);
        if reach.len() != 1 || !defined_before(rw, op, reach[0], v) {
            continue;
        }
        rw.replace_all_uses_with(v, reach[0]);
        changed = true;
    }
    changed
}

/// An input that receives the same values as an earlier one of the same
/// block (or among the results) is replaced by it where used (MLIR's
/// `RemoveDuplicateSuccessorInputUses`).
fn while_duplicate_inputs(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(w) = while_inputs(rw, op) else {
        return false;
    };
    let groups: [Vec<(ValueId, Vec<ValueId>)>; 3] = [
        w.before_args.iter().map(|&(a, i, y)| (a, vec![i, y])).collect(),
        w.after_args.iter().map(|&(a, _, c)| (a, vec![c])).collect(),
        w.after_args.iter().map(|&(_, r, c)| (r, vec![c])).collect(),
    ];
    let mut changed = false;
    for g in groups {
        for i in 0..g.len() {
            for j in i + 1..g.len() {
                if g[i].1 == g[j].1 && rw.body().has_uses(g[j].0) {
                    rw.replace_all_uses_with(g[j].0, g[i].0);
                    changed = true;
                }
            }
        }
    }
    changed
}

/// Unused `before` arguments go with their initial and yielded values;
/// unused `after` arguments whose results are unused go with them and the
/// condition's value: operands and arguments in place, then the loop is
/// rebuilt without those results, its regions moved over (MLIR's
/// `RemoveDeadRegionBranchOpSuccessorInputs`).
fn while_remove_dead_inputs(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(w) = while_inputs(rw, op) else {
        return false;
    };
    let body = rw.body();
    let dead_before: Vec<bool> = w.before_args.iter().map(|t| !body.has_uses(t.0)).collect();
    let dead_after: Vec<bool> = w
        .after_args
        .iter()
        .map(|t| !body.has_uses(t.0) && !body.has_uses(t.1))
        .collect();
    if !dead_before.contains(&true) && !dead_after.contains(&true) {
        return false;
    }
    let keep = |bits: &[bool], vals: &[ValueId]| -> Vec<ValueId> {
        vals.iter()
            .zip(bits)
            .filter(|(_, &d)| !d)
            .map(|(&v, _)| v)
            .collect()
    };
    let inits: Vec<ValueId> = w.before_args.iter().map(|t| t.1).collect();
    let yields: Vec<ValueId> = w.before_args.iter().map(|t| t.2).collect();
    let conds: Vec<ValueId> = w.after_args.iter().map(|t| t.2).collect();
    let new_inits = keep(&dead_before, &inits);
    let new_yields = keep(&dead_before, &yields);
    let cond_value = ConditionOp(w.cond).condition(rw);
    let new_conds: Vec<ValueId> = std::iter::once(cond_value)
        .chain(keep(&dead_after, &conds))
        .collect();
    let (cond, yld) = (w.cond, w.yld);
    if dead_before.contains(&true) {
        rw.modify_op_in_place(op, |bd| bd.set_operands(op, &new_inits));
        rw.modify_op_in_place(yld, |bd| bd.set_operands(yld, &new_yields));
    }
    if dead_after.contains(&true) {
        rw.modify_op_in_place(cond, |bd| bd.set_operands(cond, &new_conds));
    }
    for (block, bits) in [(w.before, &dead_before), (w.after, &dead_after)] {
        if bits.contains(&true) {
            rw.modify_op_in_place(op, |bd| {
                for i in (0..bits.len()).rev().filter(|&i| bits[i]) {
                    bd.erase_block_arg(block, i);
                }
            });
        }
    }
    if !dead_after.contains(&true) {
        return true;
    }
    let body = rw.body();
    let results: Vec<ValueId> = body.results(op).collect();
    let types: Vec<Type> = keep(&dead_after, &results)
        .iter()
        .map(|&r| body.value_type(r))
        .collect();
    let (new, before_r, after_r) = create_while(rw, op, new_inits, types);
    let regions = rw.body().regions_in_body(op).to_vec();
    if let [old_before, old_after] = regions[..] {
        rw.inline_region_before(old_before, before_r, None);
        rw.inline_region_before(old_after, after_r, None);
    }
    let mut k = 0;
    let replacements: Vec<ValueId> = results
        .iter()
        .zip(&dead_after)
        .map(|(&r, &d)| {
            if d {
                r
            } else {
                k += 1;
                rw.body().result(new, k - 1)
            }
        })
        .collect();
    rw.replace_op(op, &replacements);
    true
}

pub(crate) fn while_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        WHILE.name,
        &[
            (
                "(anonymous namespace)::WhileConditionTruth",
                1,
                condition_truth as ApplyFn,
            ),
            ("(anonymous namespace)::WhileMoveIfDown", 1, move_if_down),
            ("(anonymous namespace)::WhileCmpCond", 1, cmp_cond),
            (
                "(anonymous namespace)::WhileOpAlignBeforeArgs",
                1,
                align_before_args,
            ),
            (
                "(anonymous namespace)::MakeRegionBranchOpSuccessorInputsDead",
                1,
                while_inputs_dead,
            ),
            (
                "(anonymous namespace)::RemoveDuplicateSuccessorInputUses",
                1,
                while_duplicate_inputs,
            ),
            (
                "(anonymous namespace)::RemoveDeadRegionBranchOpSuccessorInputs",
                1,
                while_remove_dead_inputs,
            ),
        ],
    );
}
