//! The canonicalization patterns of the scf ops: `scf.if` on constant or
//! negated conditions, unused results, yields that become selects or the
//! condition, empty else regions, nested and consecutive ifs, condition
//! propagation; `scf.for` with unused or forwarded iteration arguments
//! and with zero or one iteration; `scf.execute_region` inlined (one
//! block, or several in a function or another `execute_region`);
//! `scf.index_switch` on a constant, with results yielded as one outside
//! value, or with unused results.

use std::collections::HashMap;

use strata_ir::{
    APInt, AttrKind, Attribute, BlockId, Context, Failed, FoldEdit, FoldOutput, Location, LogicalResult,
    OpId, OpRef, OperationState, RegionId, Type, ValueId,
};
use strata_rewrite::{PatternRewriter, RewritePattern};

use strata_dialect_utils::matchers::{const_int, def_named};
use strata_dialect_utils::patterns::{add, op_ref, replace_op_with_region_moving_ops, ApplyFn};
use strata_dialect_utils::static_value::preserves_static;

use strata_dialect_arith as arith;

use super::{ExecuteRegionOp, ForOp, IfOp, IndexSwitchOp, YieldOp, EXECUTE_REGION, FOR, IF, INDEX_SWITCH};
use strata_dialect_cf::BranchOp;
use strata_ods::typed::WithAttributes;

// ---- helpers -----------------------------------------------------------------------------

fn entry(rw: &PatternRewriter<'_>, r: RegionId) -> Option<BlockId> {
    rw.body().region_entry(r)
}

fn terminator(rw: &PatternRewriter<'_>, b: BlockId) -> Option<OpId> {
    rw.body().last_op(b)
}

fn operands(rw: &PatternRewriter<'_>, op: OpId) -> Vec<ValueId> {
    rw.body().operands(op).collect()
}

/// The region `v` is defined in.
fn value_region(rw: &PatternRewriter<'_>, v: ValueId) -> Option<RegionId> {
    let b = rw.body().value_parent_block(v)?;
    rw.body().block_region(b)
}

/// Whether `op` lies (at any depth) in region `r`.
fn in_region(rw: &PatternRewriter<'_>, r: RegionId, op: OpId) -> bool {
    let body = rw.body();
    let Some(b) = body.op_block(op) else {
        return false;
    };
    let Some(or) = body.block_region(b) else {
        return false;
    };
    body.is_region_ancestor(r, or)
}

/// Sets the insertion point before `at` and returns its location.
fn before(rw: &mut PatternRewriter<'_>, at: OpId) -> Location {
    rw.set_insertion_point(at);
    rw.body().op_loc(at)
}

/// Creates `scf.yield values` at the end of `b`, with `loc_of`'s location.
fn create_yield(rw: &mut PatternRewriter<'_>, b: BlockId, values: Vec<ValueId>, loc_of: OpId) -> OpId {
    let loc = rw.body().op_loc(loc_of);
    rw.set_insertion_point_to_end(b);
    YieldOp::build(rw, loc, &values).op()
}

fn bool_constant(rw: &mut PatternRewriter<'_>, at: OpId, value: bool) -> ValueId {
    let loc = before(rw, at);
    let attr = rw.ctx.bool_attr(value);
    let c = arith::ConstantOp::build(rw, loc, attr);
    c.result(rw)
}

/// Creates an `scf.if` before `at` with empty regions.
fn create_if(
    rw: &mut PatternRewriter<'_>,
    at: OpId,
    cond: ValueId,
    types: Vec<Type>,
) -> (OpId, RegionId, RegionId) {
    let loc = before(rw, at);
    let new = IfOp::build(rw, loc, &types, cond);
    (new.op(), new.then_region(rw), new.else_region(rw))
}

/// `arith.select cond, t, e` before `at`.
fn select(rw: &mut PatternRewriter<'_>, at: OpId, cond: ValueId, t: ValueId, e: ValueId) -> ValueId {
    let loc = before(rw, at);
    arith::SelectOp::build(rw, loc, cond, t, e).result(rw)
}

// ---- scf.if --------------------------------------------------------------------------------

struct If {
    cond: ValueId,
    then_r: RegionId,
    else_r: RegionId,
    then_b: BlockId,
    else_b: Option<BlockId>,
}

fn if_parts(rw: &PatternRewriter<'_>, op: OpId) -> Option<If> {
    let if_op = IfOp::cast(rw, op)?;
    let (then_r, else_r) = (if_op.then_region(rw), if_op.else_region(rw));
    Some(If {
        cond: if_op.condition(rw),
        then_r,
        else_r,
        then_b: entry(rw, then_r)?,
        else_b: entry(rw, else_r),
    })
}

fn if_static_condition(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(p) = if_parts(rw, op) else {
        return false;
    };
    let Some(c) = const_int(rw.ctx, rw.body(), p.cond) else {
        return false;
    };
    if !c.is_zero() {
        replace_op_with_region_moving_ops(rw, op, p.then_r, &[])
    } else if p.else_b.is_some() {
        replace_op_with_region_moving_ops(rw, op, p.else_r, &[])
    } else {
        rw.erase_op(op);
        true
    }
}

/// `scf.if` results no one uses are dropped.
fn if_unused_results(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(p) = if_parts(rw, op) else {
        return false;
    };
    let body = rw.body();
    let used: Vec<usize> = (0..body.num_results(op))
        .filter(|&i| body.has_uses(body.result(op, i)))
        .collect();
    if used.len() == body.num_results(op) {
        return false;
    }
    let Some(else_b) = p.else_b else {
        return false;
    };
    let types: Vec<Type> = used
        .iter()
        .map(|&i| body.value_type(body.result(op, i)))
        .collect();
    let (new, then_r, else_r) = create_if(rw, op, p.cond, types);
    for (src, dest_r) in [(p.then_b, then_r), (else_b, else_r)] {
        let dest = rw.create_block(dest_r);
        rw.merge_blocks(src, dest, &[]);
        let Some(y) = terminator(rw, dest) else {
            continue;
        };
        let kept: Vec<ValueId> = used.iter().map(|&i| rw.body().operand(y, i)).collect();
        rw.modify_op_in_place(y, |b| b.set_operands(y, &kept));
    }
    let mut results: Vec<ValueId> = rw.body().results(op).collect();
    for (k, &i) in used.iter().enumerate() {
        results[i] = rw.body().result(new, k);
    }
    rw.replace_op(op, &results);
    true
}

/// Results whose yielded values are defined outside the `scf.if` become
/// `arith.select`s (or the value itself when both branches yield it).
fn if_trivial_to_select(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let n = rw.body().num_results(op);
    if n == 0 {
        return false;
    }
    let Some(p) = if_parts(rw, op) else {
        return false;
    };
    let Some(else_b) = p.else_b else {
        return false;
    };
    let (Some(ty), Some(ey)) = (terminator(rw, p.then_b), terminator(rw, else_b)) else {
        return false;
    };
    let (tv, ev) = (operands(rw, ty), operands(rw, ey));
    if tv.len() != n || ev.len() != n {
        return false;
    }
    let local: Vec<bool> = tv
        .iter()
        .zip(&ev)
        .map(|(&t, &e)| value_region(rw, t) == Some(p.then_r) || value_region(rw, e) == Some(p.else_r))
        .collect();
    let kept_types: Vec<Type> = (0..n)
        .filter(|&i| local[i])
        .map(|i| rw.body().value_type(rw.body().result(op, i)))
        .collect();
    if kept_types.len() == n {
        return false;
    }
    let (new, then_r, else_r) = create_if(rw, op, p.cond, kept_types);
    rw.inline_region_before(p.then_r, then_r, None);
    rw.inline_region_before(p.else_r, else_r, None);
    let mut results = Vec::with_capacity(n);
    let (mut ty_kept, mut ey_kept) = (Vec::new(), Vec::new());
    for i in 0..n {
        if local[i] {
            results.push(rw.body().result(new, ty_kept.len()));
            ty_kept.push(tv[i]);
            ey_kept.push(ev[i]);
        } else if tv[i] == ev[i] {
            results.push(tv[i]);
        } else {
            let s = select(rw, new, p.cond, tv[i], ev[i]);
            results.push(s);
        }
    }
    rw.modify_op_in_place(ty, |b| b.set_operands(ty, &ty_kept));
    rw.modify_op_in_place(ey, |b| b.set_operands(ey, &ey_kept));
    rw.replace_op(op, &results);
    true
}

/// An else region holding only its yield is dropped from an `scf.if`
/// without results.
fn if_remove_empty_else(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    if rw.body().num_results(op) != 0 {
        return false;
    }
    let Some(p) = if_parts(rw, op) else {
        return false;
    };
    let Some(else_b) = p.else_b else {
        return false;
    };
    if rw.body().first_op(else_b) != rw.body().last_op(else_b) {
        return false;
    }
    let (new, then_r, _) = create_if(rw, op, p.cond, Vec::new());
    let attrs = rw.body().op_attr_dict(op);
    rw.modify_op_in_place(new, |b| b.set_op_attr_dict(new, attrs));
    rw.inline_region_before(p.then_r, then_r, None);
    rw.erase_op(op);
    true
}

/// Results yielding the same value in both branches are that value;
/// results yielding `true`/`false` constants are the condition or its
/// negation.
fn if_yield_to_condition_or_value(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let n = rw.body().num_results(op);
    if n == 0 {
        return false;
    }
    let Some(p) = if_parts(rw, op) else {
        return false;
    };
    let Some(else_b) = p.else_b else {
        return false;
    };
    let (Some(ty), Some(ey)) = (terminator(rw, p.then_b), terminator(rw, else_b)) else {
        return false;
    };
    let (tv, ev) = (operands(rw, ty), operands(rw, ey));
    let mut changed = false;
    for i in 0..n.min(tv.len()).min(ev.len()) {
        let r = rw.body().result(op, i);
        let (t, e) = (tv[i], ev[i]);
        if t == e {
            if rw.body().has_uses(r) {
                rw.replace_all_uses_with(r, t);
                changed = true;
            }
            continue;
        }
        let is_bool = |v: ValueId| {
            let a = strata_ir::fold::constant_value(rw.ctx, rw.body(), v)?;
            match rw.ctx.attr_kind(a) {
                AttrKind::Bool(b) => Some(*b),
                AttrKind::Integer { value, ty } if rw.ctx.integer_width(*ty) == Some(1) => {
                    Some(!value.is_zero())
                }
                _ => None,
            }
        };
        let (Some(tb), Some(eb)) = (is_bool(t), is_bool(e)) else {
            continue;
        };
        if !tb && eb && rw.body().has_uses(r) {
            let one = bool_constant(rw, op, true);
            let loc = before(rw, op);
            let not = arith::XOrIOp::build(rw, loc, p.cond, one).result(rw);
            rw.replace_all_uses_with(r, not);
            changed = true;
        }
        if tb && !eb && rw.body().has_uses(r) {
            rw.replace_all_uses_with(r, p.cond);
            changed = true;
        }
    }
    changed
}

/// Uses of the condition inside the branches become constants.
fn if_condition_propagation(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(p) = if_parts(rw, op) else {
        return false;
    };
    if strata_ir::fold::constant_value(rw.ctx, rw.body(), p.cond).is_some() {
        return false;
    }
    let uses: Vec<(OpId, usize)> = rw.body().uses(p.cond).collect();
    let (mut t, mut f) = (None, None);
    let mut changed = false;
    for (user, i) in uses {
        let value = if in_region(rw, p.then_r, user) {
            true
        } else if in_region(rw, p.else_r, user) {
            false
        } else {
            continue;
        };
        let slot = if value { &mut t } else { &mut f };
        let k = match *slot {
            Some(k) => k,
            None => {
                let k = bool_constant(rw, op, value);
                if value {
                    t = Some(k);
                } else {
                    f = Some(k);
                }
                k
            }
        };
        rw.modify_op_in_place(user, |b| b.set_operand(user, i, k));
        changed = true;
    }
    changed
}

/// `scf.if %a { scf.if %b { ... } }` becomes `scf.if (%a and %b)`.
fn if_combine_nested(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(p) = if_parts(rw, op) else {
        return false;
    };
    let body = rw.body();
    let Some(then_term) = body.last_op(p.then_b) else {
        return false;
    };
    let Some(nested) = body.first_op(p.then_b) else {
        return false;
    };
    if body.next_op(nested) != Some(then_term) || !IfOp::isa(rw, nested) {
        return false;
    }
    if p.else_b.is_some_and(|b| body.first_op(b) != body.last_op(b)) {
        return false;
    }
    let Some(q) = if_parts(rw, nested) else {
        return false;
    };
    if q.else_b.is_some_and(|b| body.first_op(b) != body.last_op(b)) {
        return false;
    }
    let mut then_yield = operands(rw, then_term);
    let else_yield = match p.else_b.and_then(|b| terminator(rw, b)) {
        Some(t) => operands(rw, t),
        None => Vec::new(),
    };
    let Some(q_then_term) = terminator(rw, q.then_b) else {
        return false;
    };
    let q_then_yield = operands(rw, q_then_term);
    let q_else_yield = match q.else_b.and_then(|b| terminator(rw, b)) {
        Some(t) => operands(rw, t),
        None => Vec::new(),
    };
    let mut to_select = Vec::new();
    for (i, slot) in then_yield.iter_mut().enumerate() {
        let v = *slot;
        if rw.body().defining_op(v) == Some(nested) {
            let k = rw.body().result(nested, 0);
            let idx = (v.as_u32() - k.as_u32()) as usize;
            if q_else_yield.get(idx) != else_yield.get(i) {
                return false;
            }
            *slot = q_then_yield[idx];
            continue;
        }
        if value_region(rw, v) == Some(p.then_r) {
            return false;
        }
        to_select.push(i);
    }
    let loc = before(rw, op);
    let cond = arith::AndIOp::build(rw, loc, p.cond, q.cond).result(rw);
    let types: Vec<Type> = rw.body().result_types(op).collect();
    let (new, then_r, else_r) = create_if(rw, op, cond, types);
    let new_then = rw.create_block(then_r);
    let mut results: Vec<ValueId> = rw.body().results(new).collect();
    for &i in &to_select {
        results[i] = select(rw, new, p.cond, then_yield[i], else_yield[i]);
    }
    rw.merge_blocks(q.then_b, new_then, &[]);
    if let Some(old_yield) = terminator(rw, new_then) {
        create_yield(rw, new_then, then_yield, old_yield);
        rw.erase_op(old_yield);
    }
    if !else_yield.is_empty() {
        let new_else = rw.create_block(else_r);
        create_yield(rw, new_else, else_yield, op);
    }
    rw.replace_op(op, &results);
    true
}

/// Whether `v` is `arith.xori %x, true`; returns `%x`.
fn negation_of(rw: &PatternRewriter<'_>, v: ValueId) -> Option<ValueId> {
    let x = arith::XOrIOp::cast(rw, rw.body().defining_op(v)?)?;
    const_int(rw.ctx, rw.body(), x.rhs(rw))?
        .is_one()
        .then(|| x.lhs(rw))
}

/// Two consecutive `scf.if`s on the same (or negated) condition become
/// one (MLIR's `CombineIfs`).
fn if_combine(next: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(prev) = rw.body().prev_op(next) else {
        return false;
    };
    if !IfOp::isa(rw, prev) {
        return false;
    }
    let (Some(p), Some(q)) = (if_parts(rw, prev), if_parts(rw, next)) else {
        return false;
    };
    let (mut next_then, mut next_else) = (None, None);
    if q.cond == p.cond {
        next_then = Some(q.then_b);
        next_else = q.else_b;
    }
    if negation_of(rw, q.cond) == Some(p.cond) || negation_of(rw, p.cond) == Some(q.cond) {
        next_else = Some(q.then_b);
        next_then = q.else_b;
    }
    if next_then.is_none() && next_else.is_none() {
        return false;
    }
    let Some(prev_then_yield) = terminator(rw, p.then_b) else {
        return false;
    };
    let then_yielded = operands(rw, prev_then_yield);
    let else_yielded = match p.else_b.and_then(|b| terminator(rw, b)) {
        Some(t) => operands(rw, t),
        None => Vec::new(),
    };
    // Uses of prev's results inside next's branches take the yielded values.
    let prev_results: Vec<ValueId> = rw.body().results(prev).collect();
    let then_region = next_then.and_then(|b| rw.body().block_region(b));
    let else_region = next_else.and_then(|b| rw.body().block_region(b));
    for (i, &r) in prev_results.iter().enumerate() {
        let (Some(&tv), Some(&ev)) = (then_yielded.get(i), else_yielded.get(i)) else {
            break;
        };
        let uses: Vec<(OpId, usize)> = rw.body().uses(r).collect();
        for (user, k) in uses {
            let to = if then_region.is_some_and(|tr| in_region(rw, tr, user)) {
                tv
            } else if else_region.is_some_and(|er| in_region(rw, er, user)) {
                ev
            } else {
                continue;
            };
            rw.modify_op_in_place(user, |b| b.set_operand(user, k, to));
        }
    }
    let mut types: Vec<Type> = rw.body().result_types(prev).collect();
    types.extend(rw.body().result_types(next));
    let (combined, then_r, else_r) = create_if(rw, next, p.cond, types);
    rw.inline_region_before(p.then_r, then_r, None);
    let Some(comb_then) = entry(rw, then_r) else {
        return false;
    };
    if let Some(nt) = next_then {
        let (Some(y1), Some(y2)) = (terminator(rw, comb_then), terminator(rw, nt)) else {
            return false;
        };
        rw.merge_blocks(nt, comb_then, &[]);
        let mut merged = operands(rw, y1);
        merged.extend(operands(rw, y2));
        create_yield(rw, comb_then, merged, y2);
        rw.erase_op(y1);
        rw.erase_op(y2);
    }
    rw.inline_region_before(p.else_r, else_r, None);
    if let Some(ne) = next_else {
        match entry(rw, else_r) {
            None => {
                if let Some(ner) = rw.body().block_region(ne) {
                    rw.inline_region_before(ner, else_r, None);
                }
            }
            Some(comb_else) => {
                let (Some(y1), Some(y2)) = (terminator(rw, comb_else), terminator(rw, ne)) else {
                    return false;
                };
                rw.merge_blocks(ne, comb_else, &[]);
                let mut merged = operands(rw, y1);
                merged.extend(operands(rw, y2));
                create_yield(rw, comb_else, merged, y2);
                rw.erase_op(y1);
                rw.erase_op(y2);
            }
        }
    }
    let all: Vec<ValueId> = rw.body().results(combined).collect();
    let np = prev_results.len();
    rw.replace_op(prev, &all[..np]);
    rw.replace_op(next, &all[np..]);
    true
}

/// `scf.if`'s folder (MLIR's `IfOp::fold`): `if (xor %c, true) A else B`
/// becomes `if %c B else A`, its regions swapped in place.
pub(crate) fn fold_if(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let (body, regions) = op.regions();
    let has_else = regions.get(1).is_some_and(|&r| body.region_entry(r).is_some());
    let cond = op.operand(0);
    let negated = def_named(op, cond, arith::XORI.name)
        .filter(|x| const_int(op.ctx, body, x.operand(1)).is_some_and(|c| c.is_one()));
    match negated {
        Some(x) if has_else => {
            out.edits.push(FoldEdit::SetOperand(0, x.operand(0)));
            out.edits.push(FoldEdit::SwapRegions(0, 1));
            Ok(())
        }
        _ => Err(Failed),
    }
}

pub(crate) fn if_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        IF.name,
        &[
            ("(anonymous namespace)::CombineIfs", 1, if_combine),
            ("(anonymous namespace)::CombineNestedIfs", 1, if_combine_nested),
            (
                "(anonymous namespace)::ConditionPropagation",
                1,
                if_condition_propagation,
            ),
            (
                "(anonymous namespace)::ConvertTrivialIfToSelect",
                1,
                if_trivial_to_select,
            ),
            (
                "(anonymous namespace)::RemoveEmptyElseBranch",
                1,
                if_remove_empty_else,
            ),
            (
                "(anonymous namespace)::RemoveStaticCondition",
                1,
                if_static_condition,
            ),
            (
                "(anonymous namespace)::RemoveDeadRegionBranchOpSuccessorInputs",
                1,
                if_unused_results,
            ),
            (
                "(anonymous namespace)::ReplaceIfYieldWithConditionOrValue",
                1,
                if_yield_to_condition_or_value,
            ),
        ],
    );
}

// ---- scf.execute_region --------------------------------------------------------------------

/// A single-block `scf.execute_region` (not marked `no_inline`) is inlined.
fn execute_region_single_block(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(e) = ExecuteRegionOp::cast(rw, op) else {
        return false;
    };
    if e.no_inline(rw) {
        return false;
    }
    let r = e.region(rw);
    let Some(b) = entry(rw, r) else {
        return false;
    };
    if rw.body().next_block(b).is_some() {
        return false;
    }
    match terminator(rw, b) {
        Some(t) if YieldOp::isa(rw, t) => replace_op_with_region_moving_ops(rw, op, r, &[]),
        _ => false,
    }
}

/// A multi-block `scf.execute_region` (not marked `no_inline`) directly
/// in a function or in another `scf.execute_region` is inlined: its
/// block is split at the op, the first part branches to the region's
/// entry, each `scf.yield` becomes a `cf.br` to the rest, whose new
/// arguments replace the results (MLIR's `MultiBlockExecuteInliner`).
fn execute_region_multi_block(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(e) = ExecuteRegionOp::cast(rw, op) else {
        return false;
    };
    if e.no_inline(rw) {
        return false;
    }
    let parent_ok = rw.parent_op_name(op).is_some_and(|p| {
        rw.ctx.op_name_str(p) == EXECUTE_REGION.name
            || rw
                .ctx
                .op_def(p)
                .is_some_and(|d| d.has_trait(strata_ir::OpTraits::FUNCTION))
    });
    let r = e.region(rw);
    let (Some(first), Some(prev)) = (entry(rw, r), rw.body().op_block(op)) else {
        return false;
    };
    if !parent_ok {
        return false;
    }
    let Some(parent_region) = rw.body().block_region(prev) else {
        return false;
    };
    let loc = rw.body().op_loc(op);
    let post = rw.split_block(prev, op);
    rw.set_insertion_point_to_end(prev);
    BranchOp::build(rw, loc, &[], first);
    let blocks: Vec<BlockId> = rw.body().region_blocks(r).collect();
    for b in blocks {
        match terminator(rw, b) {
            Some(t) if YieldOp::isa(rw, t) => {
                let loc = before(rw, t);
                let values = operands(rw, t);
                BranchOp::build(rw, loc, &values, post);
                rw.erase_op(t);
            }
            _ => {}
        }
    }
    rw.inline_region_before(r, parent_region, Some(post));
    let n = rw.body().num_results(op);
    let mut args = Vec::with_capacity(n);
    for i in 0..n {
        let res = rw.body().result(op, i);
        let ty = rw.body().value_type(res);
        let loc = rw.body().value_loc(res);
        args.push(rw.add_block_arg(post, ty, loc));
    }
    rw.replace_op(op, &args);
    true
}

/// Results of an `scf.execute_region` (with at least one `scf.yield`)
/// that are unused, or that every `scf.yield` gives as the same value
/// defined outside the op (then that value replaces them), are dropped:
/// the op is rebuilt without them and the yields without their operands.
fn execute_region_drop_results(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(e) = ExecuteRegionOp::cast(rw, op) else {
        return false;
    };
    let r = e.region(rw);
    let body = rw.body();
    let yields: Vec<OpId> = body
        .region_blocks(r)
        .filter_map(|b| terminator(rw, b))
        .filter(|&t| YieldOp::isa(rw, t))
        .collect();
    let n = body.num_results(op);
    if yields.is_empty() || yields.iter().any(|&y| body.num_operands(y) != n) {
        return false;
    }
    let mut forwarded = Vec::new();
    let mut kept = Vec::new();
    for i in 0..n {
        let res = body.result(op, i);
        let v = body.operand(yields[0], i);
        let same = yields.iter().all(|&y| body.operand(y, i) == v);
        let inside = value_region(rw, v).is_some_and(|vr| body.is_region_ancestor(r, vr));
        if same && !inside {
            forwarded.push((res, v));
        } else if body.has_uses(res) {
            kept.push(i);
        }
    }
    if kept.len() == n {
        return false;
    }
    let types: Vec<Type> = kept
        .iter()
        .map(|&i| body.value_type(body.result(op, i)))
        .collect();
    let (loc, attrs) = (body.op_loc(op), body.op_attr_dict(op));
    let no_inline = e.no_inline(rw);
    rw.set_insertion_point(op);
    let new = ExecuteRegionOp::build(&mut WithAttributes::new(rw, attrs), loc, &types, no_inline);
    let dest = new.region(rw);
    let new = new.op();
    rw.inline_region_before(r, dest, None);
    for y in yields {
        let vals: Vec<ValueId> = kept.iter().map(|&i| rw.body().operand(y, i)).collect();
        rw.modify_op_in_place(y, |b| b.set_operands(y, &vals));
    }
    let mut results: Vec<ValueId> = rw.body().results(op).collect();
    for &(res, v) in &forwarded {
        if let Some(slot) = results.iter_mut().find(|x| **x == res) {
            *slot = v;
        }
    }
    for (k, &i) in kept.iter().enumerate() {
        results[i] = rw.body().result(new, k);
    }
    rw.replace_op(op, &results);
    true
}

pub(crate) fn execute_region_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        EXECUTE_REGION.name,
        &[
            (
                "SingleBlockExecuteInliner",
                1,
                execute_region_single_block as ApplyFn,
            ),
            ("MultiBlockExecuteInliner", 1, execute_region_multi_block),
            ("ExecuteRegionDropResults", 1, execute_region_drop_results),
        ],
    );
}

// ---- scf.for -------------------------------------------------------------------------------

/// The parts of an `scf.for` its region branch patterns look at: the
/// iteration arguments (without the induction variable), the initial
/// values, the `scf.yield` and its operands. None when the loop is not
/// well formed.
struct ForParts {
    args: Vec<ValueId>,
    inits: Vec<ValueId>,
    yield_op: OpId,
    yields: Vec<ValueId>,
}

fn for_parts(rw: &PatternRewriter<'_>, op: OpId) -> Option<(ForOp, BlockId, ForParts)> {
    let f = ForOp::cast(rw, op)?;
    let body = rw.body();
    let b = body.region_entry(f.region(rw))?;
    let yield_op = body.last_op(b)?;
    let n = body.num_results(op);
    let all_args = body.block_args(b);
    let inits = f.init_args(rw).to_vec();
    if all_args.len() != n + 1 || inits.len() != n || body.num_operands(yield_op) != n {
        return None;
    }
    let parts = ForParts {
        args: all_args[1..].to_vec(),
        inits,
        yield_op,
        yields: body.operands(yield_op).collect(),
    };
    Some((f, b, parts))
}

/// Results and iteration arguments that always hold their initial value
/// (the only value that reaches them, from the loop's operands or around
/// the loop) are replaced by it where used; the loop itself is left as it
/// is (MLIR's `MakeRegionBranchOpSuccessorInputsDead`).
fn for_inputs_dead(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((_, _, p)) = for_parts(rw, op) else {
        return false;
    };
    let invariant = invariant_iter_args(&p.args, &p.inits, &p.yields);
    let mut changed = false;
    for (i, &init) in p.inits.iter().enumerate() {
        if !invariant[i] {
            continue;
        }
        for v in [p.args[i], rw.body().result(op, i)] {
            if rw.body().has_uses(v) {
                rw.replace_all_uses_with(v, init);
                changed = true;
            }
        }
    }
    changed
}

/// A result (iteration argument) that receives the same initial value and
/// the same yielded value as an earlier one is replaced by that earlier
/// one where used (MLIR's `RemoveDuplicateSuccessorInputUses`).
fn for_duplicate_inputs(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((_, _, p)) = for_parts(rw, op) else {
        return false;
    };
    let n = p.args.len();
    let mut changed = false;
    for i in 0..n {
        for j in i + 1..n {
            if (p.inits[i], p.yields[i]) != (p.inits[j], p.yields[j]) {
                continue;
            }
            let pairs = [
                (rw.body().result(op, j), rw.body().result(op, i)),
                (p.args[j], p.args[i]),
            ];
            for (from, to) in pairs {
                if rw.body().has_uses(from) {
                    rw.replace_all_uses_with(from, to);
                    changed = true;
                }
            }
        }
    }
    changed
}

/// Iteration arguments unused in the body whose results are unused too
/// are removed with their initial and yielded values: the operands go in
/// place, then the loop is rebuilt without those results, its region
/// moved over (MLIR's `RemoveDeadRegionBranchOpSuccessorInputs`).
fn for_remove_dead_inputs(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((f, b, p)) = for_parts(rw, op) else {
        return false;
    };
    let n = p.args.len();
    let body = rw.body();
    let dead: Vec<bool> = (0..n)
        .map(|i| !body.has_uses(p.args[i]) && !body.has_uses(body.result(op, i)))
        .collect();
    if !dead.contains(&true) {
        return false;
    }
    let kept: Vec<usize> = (0..n).filter(|&i| !dead[i]).collect();
    let kept_yields: Vec<ValueId> = kept.iter().map(|&i| p.yields[i]).collect();
    let (lb, ub, step) = (f.lower_bound(rw), f.upper_bound(rw), f.step(rw));
    let mut operands = vec![lb, ub, step];
    operands.extend(kept.iter().map(|&i| p.inits[i]));
    let y = p.yield_op;
    rw.modify_op_in_place(y, |bd| bd.set_operands(y, &kept_yields));
    rw.modify_op_in_place(op, |bd| bd.set_operands(op, &operands));
    rw.modify_op_in_place(op, |bd| {
        for i in (0..n).rev().filter(|&i| dead[i]) {
            bd.erase_block_arg(b, i + 1);
        }
    });
    let body = rw.body();
    let types: Vec<Type> = kept
        .iter()
        .map(|&i| body.value_type(body.result(op, i)))
        .collect();
    let (loc, attrs, unsigned) = (body.op_loc(op), body.op_attr_dict(op), f.unsigned_cmp(rw));
    let inits: Vec<ValueId> = kept.iter().map(|&i| p.inits[i]).collect();
    rw.set_insertion_point(op);
    let new = ForOp::build(
        &mut WithAttributes::new(rw, attrs),
        loc,
        &types,
        lb,
        ub,
        step,
        &inits,
        unsigned,
    );
    let new_r = new.region(rw);
    let new = new.op();
    rw.inline_region_before(f.region(rw), new_r, None);
    let mut results = Vec::with_capacity(n);
    let mut k = 0;
    for (i, &d) in dead.iter().enumerate() {
        if d {
            results.push(rw.body().result(op, i));
        } else {
            results.push(rw.body().result(new, k));
            k += 1;
        }
    }
    rw.replace_op(op, &results);
    true
}

/// Which iteration arguments always hold their init value: those whose
/// init and every value that can flow into them around the loop (the
/// yielded value, or through a yielded argument its sources in turn) are
/// one and the same value. Covers yielding the argument itself, its init,
/// and cycles of arguments with equal inits (MLIR 22 folds all three).
fn invariant_iter_args(args: &[ValueId], inits: &[ValueId], yields: &[ValueId]) -> Vec<bool> {
    let index: HashMap<ValueId, usize> = args.iter().enumerate().map(|(i, &a)| (a, i)).collect();
    // `Some(v)`: every value seen so far is `v`; `None`: more than one.
    let mut single: Vec<Option<ValueId>> = inits.iter().map(|&v| Some(v)).collect();
    // The arguments whose yielded value is argument `j`, to revisit when
    // `j` turns out to vary.
    let mut fed_by: Vec<Vec<usize>> = vec![Vec::new(); args.len()];
    for (i, y) in yields.iter().enumerate() {
        if let Some(&j) = index.get(y) {
            fed_by[j].push(i);
        }
    }
    let mut work: Vec<usize> = (0..args.len()).collect();
    while let Some(i) = work.pop() {
        let Some(v) = single[i] else { continue };
        let incoming = match index.get(&yields[i]) {
            Some(&j) => single[j],
            None => Some(yields[i]),
        };
        if incoming != Some(v) {
            single[i] = None;
            work.extend_from_slice(&fed_by[i]);
        }
    }
    single.iter().map(Option::is_some).collect()
}

/// `ub - lb` of a loop, and whether it is zero or less (compared as the
/// loop compares): from constant bounds, or from an upper bound that adds
/// a constant to the lower bound without wrapping (MLIR's
/// `constantTripCount` with `scf::computeUbMinusLb`).
fn bounds_diff(rw: &PatternRewriter<'_>, f: ForOp) -> Option<(APInt, bool, bool)> {
    let unsigned = f.unsigned_cmp(rw);
    let (lb, ub) = (f.lower_bound(rw), f.upper_bound(rw));
    match (const_int(rw.ctx, rw.body(), lb), const_int(rw.ctx, rw.body(), ub)) {
        (Some(lb), Some(ub)) => {
            let empty = if unsigned { !lb.ult(&ub) } else { !lb.slt(&ub) };
            Some((ub.sub(&lb), empty, unsigned))
        }
        (None, None) => {
            let diff = ub_minus_lb(rw, lb, ub, unsigned)?;
            let empty = !unsigned && diff.slt(&APInt::zero(diff.width()));
            Some((diff, empty, unsigned))
        }
        _ => None,
    }
}

/// The constant `c` of `ub = arith.addi lb, c` when the addition cannot
/// wrap in the loop's comparison (`nsw` for signed, `nuw` for unsigned).
fn ub_minus_lb(rw: &PatternRewriter<'_>, lb: ValueId, ub: ValueId, unsigned: bool) -> Option<APInt> {
    let def = rw.body().defining_op(ub)?;
    let add = arith::AddIOp::cast(rw, def)?;
    // `IntegerOverflowFlags`: `nsw` is bit 0, `nuw` bit 1.
    let needed = if unsigned { 2 } else { 1 };
    if add.overflow_flags(rw).unwrap_or(0) & needed == 0 || add.lhs(rw) != lb {
        return None;
    }
    const_int(rw.ctx, rw.body(), add.rhs(rw))
}

/// What `SimplifyTrivialLoops` knows of a loop's trip count.
enum Trips {
    Zero,
    One,
    /// More than one, with constant bounds and step.
    Many,
}

/// The trip count of `f` as `SimplifyTrivialLoops` decides it: equal
/// bounds or a constant step that is zero or negative (read as signed,
/// even in an unsigned loop: MLIR 22's trip count) run no iteration;
/// otherwise it needs constant bounds and step.
fn static_trips(rw: &PatternRewriter<'_>, f: ForOp) -> Option<Trips> {
    if f.lower_bound(rw) == f.upper_bound(rw) {
        return Some(Trips::Zero);
    }
    let step = const_int(rw.ctx, rw.body(), f.step(rw));
    if let Some(step) = &step {
        let zero = APInt::zero(step.width());
        if *step == zero || step.slt(&zero) {
            return Some(Trips::Zero);
        }
    }
    let (diff, empty, unsigned) = bounds_diff(rw, f)?;
    if empty {
        return Some(Trips::Zero);
    }
    let wide = |a: &APInt| -> Option<i128> {
        if a.width() > 64 {
            return None;
        }
        Some(if unsigned {
            a.zext_u64() as i128
        } else {
            a.sext_i64() as i128
        })
    };
    let (diff, step) = (wide(&diff)?, wide(&step?)?);
    if step <= 0 {
        return None;
    }
    Some(if step >= diff { Trips::One } else { Trips::Many })
}

/// Loops that run zero times become their init values; loops that run
/// once are inlined with the lower bound as induction variable; empty
/// loops that run and yield values from outside become those values
/// (MLIR's `SimplifyTrivialLoops`).
fn for_trivial(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(f) = ForOp::cast(rw, op) else {
        return false;
    };
    let inits = f.init_args(rw).to_vec();
    if inits.len() != f.results(rw).len() {
        return false;
    }
    let r = f.region(rw);
    match static_trips(rw, f) {
        Some(Trips::Zero) => {
            rw.replace_op(op, &inits);
            return true;
        }
        Some(Trips::One) => {
            let mut args = vec![f.lower_bound(rw)];
            args.extend(inits);
            return replace_op_with_region_moving_ops(rw, op, r, &args);
        }
        Some(Trips::Many) => {}
        None => return false,
    }
    let Some(b) = entry(rw, r) else {
        return false;
    };
    let Some(y) = terminator(rw, b) else {
        return false;
    };
    if rw.body().first_op(b) != Some(y) {
        return false;
    }
    let yielded = operands(rw, y);
    if yielded
        .iter()
        .any(|&v| value_region(rw, v).is_some_and(|vr| rw.body().is_region_ancestor(r, vr)))
    {
        return false;
    }
    rw.replace_op(op, &yielded);
    true
}

/// An iteration argument initialized by a `tensor.cast` that only loses
/// static information, whose result has one use, iterates on the cast's
/// source type instead: the argument is cast back at the start of the
/// body, the yielded value cast to the new type, and the result cast back
/// after the loop (MLIR's `ForOpTensorCastFolder`).
fn for_tensor_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(f) = ForOp::cast(rw, op) else {
        return false;
    };
    let r = f.region(rw);
    let (Some(b), inits) = (entry(rw, r), f.init_args(rw).to_vec()) else {
        return false;
    };
    let Some(y) = terminator(rw, b) else {
        return false;
    };
    let n = rw.body().num_results(op);
    if inits.len() != n || rw.body().block_args(b).len() != n + 1 || rw.body().num_operands(y) != n {
        return false;
    }
    let found = (0..n).find_map(|i| {
        let o = op_ref(rw, op);
        let cast = def_named(o, inits[i], "tensor.cast")?;
        let (src, dst) = (cast.operand_type(0), cast.result_type(0));
        let single_use = rw.body().uses(rw.body().result(op, i)).count() == 1;
        (src != dst && preserves_static(ctx, dst, src) && single_use).then(|| (i, cast.operand(0), src, dst))
    });
    let Some((i, source, new_ty, old_ty)) = found else {
        return false;
    };
    let arg = rw.body().block_args(b)[i + 1];
    let res = rw.body().result(op, i);
    let loc = rw.body().op_loc(op);
    rw.modify_op_in_place(op, |bd| {
        bd.set_operand(op, 3 + i, source);
        bd.set_value_type(arg, new_ty);
        bd.set_value_type(res, new_ty);
    });
    let cast_to = |rw: &mut PatternRewriter<'_>, v: ValueId, ty: Type| {
        let mut st = OperationState::new(ctx.op_name("tensor.cast"), loc);
        st.operands = vec![v];
        st.result_types = vec![ty];
        let c = rw.create(st);
        (c, rw.body().result(c, 0))
    };
    match rw.body().first_op(b) {
        Some(first) => rw.set_insertion_point(first),
        None => rw.set_insertion_point_to_end(b),
    }
    let (cast_in, arg_cast) = cast_to(rw, arg, old_ty);
    replace_uses_except(rw, arg, arg_cast, cast_in);
    rw.set_insertion_point(y);
    let yielded = rw.body().operand(y, i);
    let (_, out) = cast_to(rw, yielded, new_ty);
    rw.modify_op_in_place(y, |bd| bd.set_operand(y, i, out));
    rw.set_insertion_point_after(op);
    let (cast_res, res_cast) = cast_to(rw, res, old_ty);
    replace_uses_except(rw, res, res_cast, cast_res);
    true
}

/// Uses of `from` other than by `except` become uses of `to`.
pub(super) fn replace_uses_except(rw: &mut PatternRewriter<'_>, from: ValueId, to: ValueId, except: OpId) {
    let uses: Vec<(OpId, usize)> = rw.body().uses(from).filter(|&(u, _)| u != except).collect();
    for (user, k) in uses {
        rw.modify_op_in_place(user, |bd| bd.set_operand(user, k, to));
    }
}

pub(crate) fn for_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        FOR.name,
        &[
            (
                "(anonymous namespace)::SimplifyTrivialLoops",
                1,
                for_trivial as ApplyFn,
            ),
            ("(anonymous namespace)::ForOpTensorCastFolder", 1, for_tensor_cast),
            (
                "(anonymous namespace)::MakeRegionBranchOpSuccessorInputsDead",
                1,
                for_inputs_dead,
            ),
            (
                "(anonymous namespace)::RemoveDuplicateSuccessorInputUses",
                1,
                for_duplicate_inputs,
            ),
            (
                "(anonymous namespace)::RemoveDeadRegionBranchOpSuccessorInputs",
                1,
                for_remove_dead_inputs,
            ),
        ],
    );
}

// ---- scf.index_switch ----------------------------------------------------------------------

/// A switch on a constant is replaced by the matching case region (or the
/// default region), inlined (MLIR's `FoldConstantCase`).
fn index_switch_constant_case(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(switch) = IndexSwitchOp::cast(rw, op) else {
        return false;
    };
    let Some(c) = const_int(rw.ctx, rw.body(), switch.arg(rw)) else {
        return false;
    };
    if c.width() > 64 {
        return false;
    }
    let value = c.sext_i64();
    let Some(cases) = switch.cases(rw) else {
        return false;
    };
    let case_regions = switch.case_regions(rw);
    if case_regions.len() != cases.len() {
        return false;
    }
    let region = match cases.iter().position(|&k| k == value) {
        Some(i) => case_regions[i],
        None => switch.default_region(rw),
    };
    replace_op_with_region_moving_ops(rw, op, region, &[])
}

/// The `scf.yield` ending each region of `op` (all regions, or none).
fn region_yields(rw: &PatternRewriter<'_>, op: OpId) -> Option<Vec<OpId>> {
    let body = rw.body();
    body.regions_in_body(op)
        .iter()
        .map(|&r| {
            entry(rw, r)
                .and_then(|b| terminator(rw, b))
                .filter(|&t| YieldOp::isa(rw, t))
        })
        .collect()
}

/// A used result that every region yields as the same value, defined
/// outside the switch, is replaced by that value.
fn index_switch_forward_value(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    if IndexSwitchOp::cast(rw, op).is_none() {
        return false;
    }
    let Some(yields) = region_yields(rw, op) else {
        return false;
    };
    let body = rw.body();
    let n = body.num_results(op);
    if yields.iter().any(|&y| body.num_operands(y) != n) {
        return false;
    }
    let mut forwarded = Vec::new();
    for i in 0..n {
        let res = body.result(op, i);
        let Some(&first) = yields.first() else {
            break;
        };
        let v = body.operand(first, i);
        if !body.has_uses(res) || yields.iter().any(|&y| body.operand(y, i) != v) {
            continue;
        }
        let inside = body
            .regions_in_body(op)
            .iter()
            .any(|&r| value_region(rw, v).is_some_and(|vr| body.is_region_ancestor(r, vr)));
        if !inside {
            forwarded.push((res, v));
        }
    }
    for &(res, v) in &forwarded {
        rw.replace_all_uses_with(res, v);
    }
    !forwarded.is_empty()
}

/// The switch is rebuilt without its unused results, the regions' yields
/// without the matching values.
fn index_switch_unused_results(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(switch) = IndexSwitchOp::cast(rw, op) else {
        return false;
    };
    let Some(yields) = region_yields(rw, op) else {
        return false;
    };
    let body = rw.body();
    let n = body.num_results(op);
    let used: Vec<usize> = (0..n).filter(|&i| body.has_uses(body.result(op, i))).collect();
    if used.len() == n || yields.iter().any(|&y| body.num_operands(y) != n) {
        return false;
    }
    let regions = body.regions_in_body(op).to_vec();
    let types: Vec<Type> = used
        .iter()
        .map(|&i| body.value_type(body.result(op, i)))
        .collect();
    let (loc, attrs) = (body.op_loc(op), body.op_attr_dict(op));
    let (arg, cases) = (switch.arg(rw), switch.cases(rw).unwrap_or_default());
    let num_cases = switch.case_regions(rw).len();
    rw.set_insertion_point(op);
    let new = IndexSwitchOp::build(
        &mut WithAttributes::new(rw, attrs),
        loc,
        &types,
        arg,
        &cases,
        num_cases,
    );
    let new_regions = rw.body().regions_in_body(new.op()).to_vec();
    let new = new.op();
    for (&old, &dest) in regions.iter().zip(&new_regions) {
        rw.inline_region_before(old, dest, None);
    }
    for y in yields {
        let kept: Vec<ValueId> = used.iter().map(|&i| rw.body().operand(y, i)).collect();
        rw.modify_op_in_place(y, |b| b.set_operands(y, &kept));
    }
    let mut results: Vec<ValueId> = rw.body().results(op).collect();
    for (k, &i) in used.iter().enumerate() {
        results[i] = rw.body().result(new, k);
    }
    rw.replace_op(op, &results);
    true
}

pub(crate) fn index_switch_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        INDEX_SWITCH.name,
        &[
            ("FoldConstantCase", 1, index_switch_constant_case as ApplyFn),
            (
                "(anonymous namespace)::MakeRegionBranchOpSuccessorInputsDead",
                1,
                index_switch_forward_value,
            ),
            (
                "(anonymous namespace)::RemoveDeadRegionBranchOpSuccessorInputs",
                1,
                index_switch_unused_results,
            ),
        ],
    );
}
