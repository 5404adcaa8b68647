//! The canonicalization patterns of the cf ops: erasing always-true
//! assertions, merging a branch into its only-predecessor destination,
//! skipping blocks that only forward their arguments, branches on
//! constant or already-known conditions, and switch simplifications.

use std::ops::Range;

use strata_ir::{APInt, AttrKind, BlockId, Context, InsertPoint, OpId, OpRef, OperationState, ValueId};
use strata_rewrite::{PatternRewriter, RewritePattern};

use strata_dialect_utils::attrs::dense_i32_array;
use strata_dialect_utils::matchers::const_int;
use strata_dialect_utils::patterns::{add, ApplyFn, UNNAMED};

use super::{
    case_values_attr, switch_successor_operands, AssertOp, BranchOp, CondBranchOp, SwitchOp, ASSERT, BR,
    COND_BR, SWITCH,
};

// ---- helpers -----------------------------------------------------------------------------

fn op_ref<'a>(rw: &'a PatternRewriter<'_>, op: OpId) -> OpRef<'a> {
    OpRef::new(rw.ctx, rw.body(), op)
}

fn operand_values(op: OpRef<'_>, r: Range<usize>) -> Vec<ValueId> {
    r.map(|i| op.operand(i)).collect()
}

/// The number of predecessor edges of `b`, capped at 2.
fn num_preds(rw: &PatternRewriter<'_>, b: BlockId) -> usize {
    rw.body().predecessors(b).take(2).count()
}

/// The block all predecessor edges of `b` come from, if there is one
/// (MLIR's `getUniquePredecessor`).
fn unique_pred(rw: &PatternRewriter<'_>, b: BlockId) -> Option<BlockId> {
    let body = rw.body();
    let mut found = None;
    for (p, _) in body.predecessors(b) {
        let pb = body.op_block(p)?;
        match found {
            None => found = Some(pb),
            Some(f) if f == pb => {}
            Some(_) => return None,
        }
    }
    found
}

/// The block of the only predecessor edge of `b` (MLIR's
/// `getSinglePredecessor`).
fn single_pred(rw: &PatternRewriter<'_>, b: BlockId) -> Option<BlockId> {
    let body = rw.body();
    let mut preds = body.predecessors(b);
    let (p, _) = preds.next()?;
    if preds.next().is_some() {
        return None;
    }
    body.op_block(p)
}

/// Replaces `op` by `cf.br dest(operands)`.
fn replace_with_br(rw: &mut PatternRewriter<'_>, op: OpId, dest: BlockId, operands: Vec<ValueId>) -> bool {
    let loc = rw.body().op_loc(op);
    rw.set_insertion_point(op);
    BranchOp::build(rw, loc, &operands, dest);
    rw.replace_op(op, &[]);
    true
}

/// Replaces `op` by a `cf.cond_br`.
fn replace_with_cond_br(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    cond: ValueId,
    (t, t_ops): (BlockId, Vec<ValueId>),
    (f, f_ops): (BlockId, Vec<ValueId>),
) -> bool {
    let loc = rw.body().op_loc(op);
    // The branch weights stay (their successors keep their positions).
    let weights = op_ref(rw, op).attr("branch_weights");
    rw.set_insertion_point(op);
    CondBranchOp::build(rw, loc, cond, &t_ops, &f_ops, weights, t, f);
    rw.replace_op(op, &[]);
    true
}

/// A successor of a branch that holds only a `cf.br` forwarding (a
/// mapping of) its arguments is skipped: the branch goes to the `cf.br`'s
/// destination with the forwarded operands (MLIR's `collapseBranch`).
fn collapse_branch(
    rw: &PatternRewriter<'_>,
    succ: BlockId,
    operands: &[ValueId],
) -> Option<(BlockId, Vec<ValueId>)> {
    let body = rw.body();
    let br = body.first_op(succ)?;
    if body.last_op(succ) != Some(br) || !BranchOp::isa(rw, br) {
        return None;
    }
    let args = body.block_args(succ);
    if args.iter().any(|&a| body.uses(a).any(|(u, _)| u != br)) {
        return None;
    }
    let dest = BranchOp(br).dest(rw);
    if dest == succ {
        return None;
    }
    // Nor into a cycle of unconditional branches (as MLIR: the chain of
    // `cf.br` terminators from `dest` must not come back to a block seen).
    let mut seen: std::collections::HashSet<BlockId> = [succ, dest].into_iter().collect();
    let mut next = body.last_op(dest).filter(|&t| BranchOp::isa(rw, t));
    while let Some(t) = next {
        let d = BranchOp(t).dest(rw);
        if !seen.insert(d) {
            return None;
        }
        next = body.last_op(d).filter(|&t| BranchOp::isa(rw, t));
    }
    let forwarded = body
        .operands(br)
        .map(|v| match body.value_def(v) {
            strata_ir::ValueDef::BlockArg(b, i) if b == succ => {
                operands.get(i as usize).copied().unwrap_or(v)
            }
            _ => v,
        })
        .collect();
    Some((dest, forwarded))
}

// ---- cf.assert -----------------------------------------------------------------------------

/// `cf.assert %true` is erased.
fn erase_true_assert(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(assert) = AssertOp::cast(rw, op) else {
        return false;
    };
    if const_int(rw.ctx, rw.body(), assert.arg(rw)).is_none_or(|c| c.is_zero()) {
        return false;
    }
    rw.erase_op(op);
    true
}

pub(crate) fn assert(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(out, ASSERT.name, &[(UNNAMED, 1, erase_true_assert as ApplyFn)]);
}

// ---- cf.br ---------------------------------------------------------------------------------

/// A branch to a block whose only predecessor it is merges the two blocks
/// (the ops move one by one, as MLIR's `mergeBlocks` does: a driver over
/// chosen ops processes them).
fn br_to_single_pred(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(br) = BranchOp::cast(rw, op) else {
        return false;
    };
    let body = rw.body();
    let dest = br.dest(rw);
    let Some(parent) = body.op_block(op) else {
        return false;
    };
    if dest == parent || num_preds(rw, dest) != 1 {
        return false;
    }
    let operands: Vec<ValueId> = br.dest_operands(rw).collect();
    rw.inline_block_ops_before(dest, InsertPoint::End(parent), &operands);
    rw.erase_op(op);
    true
}

fn br_pass_through(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(br) = BranchOp::cast(rw, op) else {
        return false;
    };
    let dest = br.dest(rw);
    let operands: Vec<ValueId> = br.dest_operands(rw).collect();
    let Some((dest, operands)) = collapse_branch(rw, dest, &operands) else {
        return false;
    };
    replace_with_br(rw, op, dest, operands)
}

pub(crate) fn br(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        BR.name,
        &[
            (UNNAMED, 1, br_to_single_pred as ApplyFn),
            (UNNAMED, 1, br_pass_through),
        ],
    );
}

// ---- cf.cond_br ----------------------------------------------------------------------------

struct CondBr {
    cond: ValueId,
    t: BlockId,
    t_ops: Vec<ValueId>,
    f: BlockId,
    f_ops: Vec<ValueId>,
}

fn cond_br(rw: &PatternRewriter<'_>, op: OpId) -> Option<CondBr> {
    let c = CondBranchOp::cast(rw, op)?;
    Some(CondBr {
        cond: c.condition(rw),
        t: c.true_dest(rw),
        t_ops: c.true_dest_operands(rw).collect(),
        f: c.false_dest(rw),
        f_ops: c.false_dest_operands(rw).collect(),
    })
}

fn cond_br_const(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(c) = cond_br(rw, op) else {
        return false;
    };
    match const_int(rw.ctx, rw.body(), c.cond) {
        Some(v) if !v.is_zero() => replace_with_br(rw, op, c.t, c.t_ops),
        Some(_) => replace_with_br(rw, op, c.f, c.f_ops),
        None => false,
    }
}

fn cond_br_pass_through(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(c) = cond_br(rw, op) else {
        return false;
    };
    let t = collapse_branch(rw, c.t, &c.t_ops);
    let f = collapse_branch(rw, c.f, &c.f_ops);
    if t.is_none() && f.is_none() {
        return false;
    }
    let t = t.unwrap_or((c.t, c.t_ops));
    let f = f.unwrap_or((c.f, c.f_ops));
    replace_with_cond_br(rw, op, c.cond, t, f)
}

fn cond_br_identical_successors(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(c) = cond_br(rw, op) else {
        return false;
    };
    if c.t != c.f {
        return false;
    }
    if c.t_ops == c.f_ops {
        return replace_with_br(rw, op, c.t, c.t_ops);
    }
    if unique_pred(rw, c.t) != rw.body().op_block(op) {
        return false;
    }
    let loc = rw.body().op_loc(op);
    let mut merged = Vec::with_capacity(c.t_ops.len());
    for (&a, &b) in c.t_ops.iter().zip(&c.f_ops) {
        if a == b {
            merged.push(a);
            continue;
        }
        let mut state = OperationState::new(rw.ctx.op_name("arith.select"), loc);
        state.operands = vec![c.cond, a, b];
        state.result_types.push(rw.body().value_type(a));
        rw.set_insertion_point(op);
        let s = rw.create(state);
        merged.push(rw.body().result(s, 0));
    }
    replace_with_br(rw, op, c.t, merged)
}

fn cond_br_same_condition(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(c) = cond_br(rw, op) else {
        return false;
    };
    let Some(current) = rw.body().op_block(op) else {
        return false;
    };
    let Some(pred) = single_pred(rw, current) else {
        return false;
    };
    let Some(term) = rw.body().last_op(pred).and_then(|t| CondBranchOp::cast(rw, t)) else {
        return false;
    };
    if term.condition(rw) != c.cond {
        return false;
    }
    if term.true_dest(rw) == current {
        replace_with_br(rw, op, c.t, c.t_ops)
    } else {
        replace_with_br(rw, op, c.f, c.f_ops)
    }
}

/// Uses of the condition in a destination reached only through this
/// branch become constants.
fn cond_br_truth_propagation(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(c) = cond_br(rw, op) else {
        return false;
    };
    let mut replaced = false;
    for (dest, truth) in [(c.t, true), (c.f, false)] {
        if single_pred(rw, dest).is_none() {
            continue;
        }
        let body = rw.body();
        let uses: Vec<(OpId, usize)> = body
            .uses(c.cond)
            .filter(|&(u, _)| body.op_block(u) == Some(dest))
            .collect();
        if uses.is_empty() {
            continue;
        }
        replaced = true;
        let ctx = rw.ctx;
        let mut state = OperationState::new(ctx.op_name("arith.constant"), rw.body().op_loc(op));
        state.result_types.push(ctx.i1());
        state.properties = Some(ctx.dictionary_attr(&[(ctx.ident("value"), ctx.bool_attr(truth))]));
        rw.set_insertion_point(op);
        let k = rw.create(state);
        let k = rw.body().result(k, 0);
        for (user, i) in uses {
            rw.modify_op_in_place(user, |b| b.set_operand(user, i, k));
        }
    }
    replaced
}

/// Whether `b` holds nothing but a `ub.unreachable`.
fn only_unreachable(rw: &PatternRewriter<'_>, b: BlockId) -> bool {
    let body = rw.body();
    match (body.first_op(b), body.last_op(b)) {
        (Some(f), Some(l)) if f == l => rw.ctx.op_name_str(body.op_name(f)) == "ub.unreachable",
        _ => false,
    }
}

/// A destination that only reaches `ub.unreachable` is never taken: branch
/// to the other one.
fn cond_br_drop_unreachable(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(c) = cond_br(rw, op) else {
        return false;
    };
    if only_unreachable(rw, c.t) {
        replace_with_br(rw, op, c.f, c.f_ops)
    } else if only_unreachable(rw, c.f) {
        replace_with_br(rw, op, c.t, c.t_ops)
    } else {
        false
    }
}

pub(crate) fn cond_br_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        COND_BR.name,
        &[
            (
                "(anonymous namespace)::SimplifyConstCondBranchPred",
                1,
                cond_br_const as ApplyFn,
            ),
            (
                "(anonymous namespace)::SimplifyPassThroughCondBranch",
                1,
                cond_br_pass_through,
            ),
            (
                "(anonymous namespace)::SimplifyCondBranchIdenticalSuccessors",
                1,
                cond_br_identical_successors,
            ),
            (
                "(anonymous namespace)::SimplifyCondBranchFromCondBranchOnSameCondition",
                1,
                cond_br_same_condition,
            ),
            (
                "(anonymous namespace)::CondBranchTruthPropagation",
                1,
                cond_br_truth_propagation,
            ),
            (
                "(anonymous namespace)::DropUnreachableCondBranch",
                1,
                cond_br_drop_unreachable,
            ),
        ],
    );
}

// ---- cf.switch -----------------------------------------------------------------------------

struct Switch {
    flag: ValueId,
    default: (BlockId, Vec<ValueId>),
    /// The case values (as integers of the flag's width), destinations and
    /// operands.
    cases: Vec<(APInt, BlockId, Vec<ValueId>)>,
}

pub(crate) fn case_values(ctx: &Context, op: OpRef<'_>) -> Option<Vec<APInt>> {
    let a = op.attr("case_values")?;
    let AttrKind::DenseElements { ty, data } = ctx.attr_kind(a) else {
        return None;
    };
    let width = ctx.element_type(*ty).and_then(|e| ctx.integer_width(e))?;
    let count = ctx.shape(*ty)?.iter().product::<i64>().max(0) as usize;
    let stride = width.div_ceil(8).max(1) as usize;
    (0..count)
        .map(|i| {
            let at = if data.splat { 0 } else { i * stride };
            let raw = data.bytes.get(at..at + stride)?;
            let words: Vec<u64> = raw
                .chunks(8)
                .map(|c| {
                    let mut w = [0u8; 8];
                    w[..c.len()].copy_from_slice(c);
                    u64::from_le_bytes(w)
                })
                .collect();
            Some(APInt::from_words(width, &words))
        })
        .collect()
}

fn switch(rw: &PatternRewriter<'_>, op: OpId) -> Option<Switch> {
    let sw = SwitchOp::cast(rw, op)?;
    let o = op_ref(rw, op);
    let ranges = switch_successor_operands(o)?;
    let body = rw.body();
    let n = body.num_successors(op);
    let values = if n > 1 {
        case_values(rw.ctx, o)?
    } else {
        Vec::new()
    };
    if values.len() + 1 != n {
        return None;
    }
    let cases = values
        .into_iter()
        .enumerate()
        .map(|(i, v)| {
            Some((
                v,
                body.successor(op, i + 1),
                operand_values(o, ranges.get(i + 1)?.clone()),
            ))
        })
        .collect::<Option<Vec<_>>>()?;
    Some(Switch {
        flag: sw.flag(rw),
        default: (sw.default_destination(rw), sw.default_operands(rw).collect()),
        cases,
    })
}

/// Replaces `op` by a `cf.switch` on `s`.
fn replace_with_switch(rw: &mut PatternRewriter<'_>, op: OpId, s: Switch) -> bool {
    let ctx = rw.ctx;
    let flag_ty = rw.body().value_type(s.flag);
    let loc = rw.body().op_loc(op);
    let mut case_operands = Vec::new();
    let mut dests = Vec::with_capacity(s.cases.len());
    let mut segments = Vec::with_capacity(s.cases.len());
    let mut case_vals = Vec::with_capacity(s.cases.len());
    for (v, dest, ops) in &s.cases {
        case_operands.extend_from_slice(ops);
        dests.push(*dest);
        segments.push(ops.len() as i32);
        case_vals.push(v.sext_i64());
    }
    let case_values = (!case_vals.is_empty()).then(|| case_values_attr(ctx, flag_ty, &case_vals));
    rw.set_insertion_point(op);
    SwitchOp::build(
        rw,
        loc,
        s.flag,
        &s.default.1,
        &case_operands,
        case_values,
        dense_i32_array(ctx, &segments),
        s.default.0,
        &dests,
    );
    rw.replace_op(op, &[]);
    true
}

/// Branches to the case of `value`, or to the default.
fn fold_switch(rw: &mut PatternRewriter<'_>, op: OpId, s: Switch, value: &APInt) -> bool {
    let (dest, ops) = s
        .cases
        .into_iter()
        .find(|(v, _, _)| v == value)
        .map_or(s.default, |(_, d, o)| (d, o));
    replace_with_br(rw, op, dest, ops)
}

fn switch_only_default(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(s) = switch(rw, op) else {
        return false;
    };
    if !s.cases.is_empty() {
        return false;
    }
    replace_with_br(rw, op, s.default.0, s.default.1)
}

fn switch_drop_cases_matching_default(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(mut s) = switch(rw, op) else {
        return false;
    };
    let before = s.cases.len();
    let default = s.default.clone();
    s.cases.retain(|(_, d, o)| !(*d == default.0 && *o == default.1));
    if s.cases.len() == before {
        return false;
    }
    replace_with_switch(rw, op, s)
}

fn switch_const_value(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(s) = switch(rw, op) else {
        return false;
    };
    let Some(value) = const_int(rw.ctx, rw.body(), s.flag) else {
        return false;
    };
    fold_switch(rw, op, s, &value)
}

fn switch_pass_through(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(mut s) = switch(rw, op) else {
        return false;
    };
    let mut changed = false;
    if let Some(d) = collapse_branch(rw, s.default.0, &s.default.1) {
        s.default = d;
        changed = true;
    }
    for case in &mut s.cases {
        if let Some((d, o)) = collapse_branch(rw, case.1, &case.2) {
            case.1 = d;
            case.2 = o;
            changed = true;
        }
    }
    changed && replace_with_switch(rw, op, s)
}

/// The `cf.switch` terminating the only predecessor of `op`'s block, when
/// it switches on the same flag.
fn pred_switch(rw: &PatternRewriter<'_>, op: OpId, flag: ValueId) -> Option<(BlockId, Switch)> {
    let current = rw.body().op_block(op)?;
    let pred = single_pred(rw, current)?;
    let term = rw.body().last_op(pred)?;
    if !SwitchOp::isa(rw, term) {
        return None;
    }
    let p = switch(rw, term)?;
    (p.flag == flag).then_some((current, p))
}

fn switch_from_switch_on_same_condition(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(s) = switch(rw, op) else {
        return false;
    };
    let Some((current, p)) = pred_switch(rw, op, s.flag) else {
        return false;
    };
    if p.default.0 == current {
        return false;
    }
    match p.cases.iter().find(|(_, d, _)| *d == current) {
        Some((v, _, _)) => {
            let v = v.clone();
            fold_switch(rw, op, s, &v)
        }
        None => replace_with_br(rw, op, s.default.0, s.default.1),
    }
}

fn switch_from_default_switch_on_same_condition(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(mut s) = switch(rw, op) else {
        return false;
    };
    let Some((current, p)) = pred_switch(rw, op, s.flag) else {
        return false;
    };
    if p.default.0 != current {
        return false;
    }
    let known: Vec<&APInt> = p
        .cases
        .iter()
        .filter(|(_, d, _)| *d != current)
        .map(|(v, _, _)| v)
        .collect();
    let before = s.cases.len();
    s.cases.retain(|(v, _, _)| !known.contains(&v));
    if s.cases.len() == before {
        return false;
    }
    replace_with_switch(rw, op, s)
}

pub(crate) fn switch_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        SWITCH.name,
        &[
            (UNNAMED, 1, switch_only_default as ApplyFn),
            (UNNAMED, 1, switch_drop_cases_matching_default),
            (UNNAMED, 1, switch_const_value),
            (UNNAMED, 1, switch_pass_through),
            (UNNAMED, 1, switch_from_switch_on_same_condition),
            (UNNAMED, 1, switch_from_default_switch_on_same_condition),
        ],
    );
}
