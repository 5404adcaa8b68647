//! `affine-loop-coalescing`: coalesces perfect nests of `affine.for` and
//! of `scf.for` loops into one loop over the product of their trip
//! counts, each original induction variable recomputed from the new one;
//! and the coalescing utilities as a library API.

use strata_dialect_affine::{self as affine, make_composed_folded_apply, map_attr, ApplyValue};
use strata_dialect_utils::attrs::dense_i64_array;
use strata_ir::affine::AffineMap;
use strata_ir::{
    Body, Context, InsertPoint, IsolatedOpMut, LogicalResult, OpBuilder, OpId, OperationState, ValueId,
    DYNAMIC,
};
use strata_pass::Pass;
use strata_rewrite::{NoListener, PatternRewriter};

use super::loop_utils::{is_affine_for, perfectly_nested_loops, set_bound, AffineFor, NotApplicable};
use crate::scf::utils::{defined_outside, perfectly_nested_for_loops, Builder, ForLoop};

/// An `affine.apply` (or `affine.min` for a map of several results) of
/// `map` to `operands` before `at`, as built, without composition.
fn bound_value(ctx: &Context, body: &mut Body, at: OpId, map: &AffineMap, operands: &[ValueId]) -> ValueId {
    let loc = body.op_loc(at);
    let mut b = OpBuilder::new(ctx, body);
    b.set_insertion_point_before(at);
    if map.results.len() == 1 {
        affine::ApplyOp::build(&mut b, loc, operands, map_attr(ctx, map.clone())).result(&b)
    } else {
        affine::MinOp::build(&mut b, loc, operands, map_attr(ctx, map.clone())).result(&b)
    }
}

/// Coalesces the perfect nest `loops` of normalized `affine.for` loops
/// (outermost first, lower bounds 0, steps 1, bounds defined above the
/// nest) into the outermost one (MLIR's affine `coalesceLoops`): its upper
/// bound becomes the product of the upper bounds, and each original
/// induction variable the `mod`/`floordiv` of the new one by the inner
/// upper bounds. Returns the coalesced loop.
pub fn coalesce_affine_loops(ctx: &Context, body: &mut Body, loops: &[OpId]) -> Result<OpId, NotApplicable> {
    if loops.len() < 2 {
        return loops.first().copied().ok_or(NotApplicable("no loops"));
    }
    let views: Vec<AffineFor> = loops
        .iter()
        .map(|&l| AffineFor::get(ctx, body, l))
        .collect::<Option<_>>()
        .ok_or(NotApplicable("not an affine.for"))?;
    for (i, f) in views.iter().enumerate() {
        if f.step != 1 || f.constant_lower_bound(ctx) != Some(0) {
            return Err(NotApplicable("the loops are not normalized"));
        }
        // The inner loops disappear: their results must be unused, and only
        // the second loop's loop-carried values can be replaced by inits.
        if i > 0 && body.results(f.op).any(|r| body.has_uses(r)) {
            return Err(NotApplicable("an inner loop's results are used"));
        }
        if i > 1 && !f.inits.is_empty() {
            return Err(NotApplicable("an inner loop carries values"));
        }
    }
    for w in views.windows(2) {
        if body.parent_op(w[1].op) != Some(w[0].op) {
            return Err(NotApplicable("the loops are not nested"));
        }
    }
    let outer = &views[0];
    let mut ubs = Vec::with_capacity(views.len());
    let mut prev = bound_value(ctx, body, outer.op, &outer.ub_map, &outer.ub_operands);
    ubs.push(prev);
    let d0 = ctx.affine_dim(0);
    let s0 = ctx.affine_symbol(0);
    let product = AffineMap::new(1, 1, vec![ctx.affine_mul(d0, s0)]);
    for f in &views[1..] {
        let ub = bound_value(ctx, body, outer.op, &f.ub_map, &f.ub_operands);
        ubs.push(ub);
        prev = bound_value(ctx, body, outer.op, &product, &[prev, ub]);
    }
    set_bound(
        ctx,
        body,
        outer.op,
        false,
        AffineMap::new(0, 1, vec![s0]),
        &[prev],
    );

    // The original induction variables, from the innermost one outwards.
    let second = views[1].op;
    let innermost = views.last().ok_or(NotApplicable("no loops"))?;
    let div = AffineMap::new(1, 1, vec![ctx.affine_floor_div(d0, s0)]);
    let rem = AffineMap::new(1, 1, vec![ctx.affine_mod(d0, s0)]);
    let mut previous = outer.iv;
    let n = views.len();
    for idx in (1..=n).rev() {
        if idx != n {
            previous = bound_value(ctx, body, second, &div, &[previous, ubs[idx]]);
        }
        let iv = if idx == 1 {
            previous
        } else {
            bound_value(ctx, body, second, &rem, &[previous, ubs[idx - 1]])
        };
        let within = innermost.op;
        body.replace_uses_with_if(views[idx - 1].iv, iv, |b, user, _| {
            user != within && b.is_ancestor(within, user)
        });
    }
    for op in innermost.body_ops(body) {
        body.move_op(op, InsertPoint::Before(second));
    }
    for (&a, &i) in views[1].iter_args.iter().zip(&views[1].inits) {
        body.replace_all_uses_with(a, i);
    }
    body.erase_op(second);
    Ok(outer.op)
}

/// A value as a constant when an `arith.constant` defines it.
fn apply_value(ctx: &Context, body: &Body, v: ValueId) -> ApplyValue {
    match strata_ir::fold::constant_value(ctx, body, v).and_then(|a| ctx.integer_attr_value(a)) {
        Some(c) => ApplyValue::Const(c.sext_i64()),
        None => ApplyValue::Value(v),
    }
}

/// The value of `v`, materialized as an `arith.constant` before `at` when
/// it is a constant.
fn materialize(ctx: &Context, body: &mut Body, at: OpId, v: ApplyValue) -> ValueId {
    match v {
        ApplyValue::Value(v) => v,
        ApplyValue::Const(c) => Builder::before(ctx, body, at).index_constant(c),
    }
}

/// A constant operand of an integer type, `None` otherwise.
fn int_constant(ctx: &Context, body: &Body, v: ValueId) -> Option<i64> {
    strata_ir::fold::constant_value(ctx, body, v)
        .and_then(|a| ctx.integer_attr_value(a))
        .map(|c| c.sext_i64())
}

/// `arith.constant value : ty` before `at`.
fn constant_before(ctx: &Context, body: &mut Body, at: OpId, ty: strata_ir::Type, value: i64) -> ValueId {
    Builder::before(ctx, body, at).constant(ty, value)
}

/// An arith op of one result before `at`.
fn arith_before(ctx: &Context, body: &mut Body, at: OpId, name: &str, lhs: ValueId, rhs: ValueId) -> ValueId {
    Builder::before(ctx, body, at).binary(name, lhs, rhs)
}

/// An arith op before `at` as `createOrFold` builds it: constant operands
/// fold into a constant, and a multiplication by one or a subtraction of
/// zero into its other operand.
fn fold_or_create(
    ctx: &Context,
    body: &mut Body,
    at: OpId,
    name: &str,
    lhs: ValueId,
    rhs: ValueId,
) -> ValueId {
    let ty = body.value_type(lhs);
    let width = ctx.integer_width(ty).unwrap_or(64);
    let wrap = |v: i64| crate::scf::utils::wrap_to_width(i128::from(v), width);
    let (a, b) = (int_constant(ctx, body, lhs), int_constant(ctx, body, rhs));
    let folded = match (name, a, b) {
        ("arith.muli", Some(x), Some(y)) => Some(wrap(x.wrapping_mul(y))),
        ("arith.muli", _, Some(1)) => return lhs,
        ("arith.muli", Some(1), _) => return rhs,
        ("arith.muli", _, Some(0)) | ("arith.muli", Some(0), _) => Some(0),
        ("arith.subi", Some(x), Some(y)) => Some(wrap(x.wrapping_sub(y))),
        ("arith.subi", _, Some(0)) => return lhs,
        ("arith.subi", _, _) if lhs == rhs => Some(0),
        ("arith.ceildivsi", Some(x), Some(y)) if y != 0 && !(x == i64::MIN && y == -1) => {
            let q = x / y;
            Some(if (x % y != 0) && ((x < 0) == (y < 0)) {
                q + 1
            } else {
                q
            })
        }
        ("arith.ceildivsi", _, Some(1)) => return lhs,
        _ => None,
    };
    match folded {
        Some(c) => constant_before(ctx, body, at, ty, c),
        None => arith_before(ctx, body, at, name, lhs, rhs),
    }
}

/// Coalesces the perfect nest `loops` of `scf.for` loops (outermost
/// first, bounds defined above the nest, each loop's loop-carried values
/// those of the loop around it) into the outermost one (MLIR's scf
/// `coalesceLoops`): the loops are normalized, the outermost runs over the
/// product of the trip counts, and the original induction variables are
/// recovered by an `affine.delinearize_index` (over `index`) or by `arith`
/// divisions and remainders. Returns the coalesced loop.
pub fn coalesce_scf_loops(ctx: &Context, body: &mut Body, loops: &[OpId]) -> Result<OpId, NotApplicable> {
    if loops.len() < 2 {
        return loops.first().copied().ok_or(NotApplicable("no loops"));
    }
    let views: Vec<ForLoop> = loops
        .iter()
        .map(|&l| ForLoop::get(ctx, body, l))
        .collect::<Option<_>>()
        .ok_or(NotApplicable("not an scf.for"))?;
    let ty = body.value_type(views[0].lb);
    let index = ctx.is_index(ty);
    for f in &views {
        if [f.lb, f.ub, f.step].iter().any(|&v| body.value_type(v) != ty) {
            return Err(NotApplicable("the loops' bounds differ in type"));
        }
    }
    for w in views.windows(2) {
        if body.parent_op(w[1].op) != Some(w[0].op)
            || w[0].iter_args != w[1].inits
            || w[0].yielded(body) != body.results(w[1].op).collect::<Vec<_>>()
        {
            return Err(NotApplicable("the loops do not chain their loop-carried values"));
        }
    }
    let outer = views[0].op;
    let innermost = views.last().ok_or(NotApplicable("no loops"))?.clone();
    // 1. Normalize every loop: from 0 to its trip count by 1.
    let s = |i| ctx.affine_symbol(i);
    let trip = AffineMap::new(
        0,
        3,
        vec![ctx.affine_ceil_div(ctx.affine_add(ctx.affine_neg(s(0)), s(1)), s(2))],
    );
    let denorm = AffineMap::new(
        1,
        2,
        vec![ctx.affine_add(ctx.affine_mul(ctx.affine_dim(0), s(1)), s(0))],
    );
    let mut ubs = Vec::with_capacity(views.len());
    for f in &views {
        if index {
            let (lb, step) = (apply_value(ctx, body, f.lb), apply_value(ctx, body, f.step));
            let ub = apply_value(ctx, body, f.ub);
            let size = {
                let mut nl = NoListener;
                let mut rw = PatternRewriter::new(ctx, body, &mut nl);
                make_composed_folded_apply(&mut rw, outer, &trip, &[lb, ub, step])
            };
            let zero = constant_before(ctx, body, outer, ty, 0);
            let size = materialize(ctx, body, outer, size);
            let one = constant_before(ctx, body, outer, ty, 1);
            body.set_operand(f.op, 0, zero);
            body.set_operand(f.op, 1, size);
            body.set_operand(f.op, 2, one);
            ubs.push(size);
            // The original induction variable, at the start of the
            // innermost body.
            let first = body
                .first_op(innermost.block)
                .ok_or(NotApplicable("empty body"))?;
            let iv = {
                let mut nl = NoListener;
                let mut rw = PatternRewriter::new(ctx, body, &mut nl);
                make_composed_folded_apply(&mut rw, first, &denorm, &[ApplyValue::Value(f.iv), lb, step])
            };
            if let ApplyValue::Value(v) = iv {
                if v != f.iv {
                    let keep = body.defining_op(v);
                    body.replace_uses_with_if(f.iv, v, |_, user, _| Some(user) != keep);
                }
            }
        } else {
            let lb_c = int_constant(ctx, body, f.lb);
            let step_c = int_constant(ctx, body, f.step);
            let zero_based = lb_c == Some(0);
            let step_one = step_c == Some(1);
            if !(zero_based && step_one) {
                let mut size = f.ub;
                if !zero_based {
                    size = fold_or_create(ctx, body, outer, "arith.subi", f.ub, f.lb);
                }
                if !step_one {
                    size = fold_or_create(ctx, body, outer, "arith.ceildivsi", size, f.step);
                }
                let zero = constant_before(ctx, body, outer, ty, 0);
                let one = constant_before(ctx, body, outer, ty, 1);
                body.set_operand(f.op, 0, zero);
                body.set_operand(f.op, 1, size);
                body.set_operand(f.op, 2, one);
            }
            ubs.push(
                body.operands(f.op)
                    .nth(1)
                    .ok_or(NotApplicable("malformed loop"))?,
            );
            let mut keep: Vec<OpId> = Vec::new();
            let mut iv = f.iv;
            let first = body
                .first_op(innermost.block)
                .ok_or(NotApplicable("empty body"))?;
            if !step_one {
                iv = arith_before(ctx, body, first, "arith.muli", iv, f.step);
                keep.extend(body.defining_op(iv));
            }
            if !zero_based {
                iv = arith_before(ctx, body, first, "arith.addi", iv, f.lb);
                keep.extend(body.defining_op(iv));
            }
            if iv != f.iv {
                body.replace_uses_with_if(f.iv, iv, |_, user, _| !keep.contains(&user));
            }
        }
    }
    // 2. The product of the trip counts.
    let operands: Vec<ApplyValue> = ubs.iter().map(|&v| apply_value(ctx, body, v)).collect();
    let total = if index {
        // A running product from 1, each step composed and folded (its
        // first step may leave a copy of the first trip count, as in
        // mlir-opt).
        let product = AffineMap::new(0, 2, vec![ctx.affine_mul(s(0), s(1))]);
        let mut total = ApplyValue::Const(1);
        for &o in &operands {
            let mut nl = NoListener;
            let mut rw = PatternRewriter::new(ctx, body, &mut nl);
            total = make_composed_folded_apply(&mut rw, outer, &product, &[total, o]);
        }
        materialize(ctx, body, outer, total)
    } else {
        // As MLIR's `getProductOfIntsOrIndexes`: trip counts of 1 are
        // left out and the others multiplied without folding (1 if none
        // is left).
        let mut acc: Option<ValueId> = None;
        for &v in &ubs {
            if int_constant(ctx, body, v) == Some(1) {
                continue;
            }
            acc = Some(match acc {
                Some(a) => arith_before(ctx, body, outer, "arith.muli", a, v),
                None => v,
            });
        }
        match acc {
            Some(a) => a,
            None => constant_before(ctx, body, outer, ty, 1),
        }
    };
    body.set_operand(outer, 1, total);
    // 3. The original induction variables from the coalesced one.
    let outer_iv = views[0].iv;
    let first = body
        .first_op(innermost.block)
        .ok_or(NotApplicable("empty body"))?;
    let (ivs, keep): (Vec<ValueId>, Vec<OpId>) = if index {
        let mut statics = Vec::with_capacity(ubs.len());
        let mut dynamic = vec![outer_iv];
        for (&v, o) in ubs.iter().zip(&operands) {
            match *o {
                ApplyValue::Const(c) => statics.push(c),
                ApplyValue::Value(_) => {
                    statics.push(DYNAMIC);
                    dynamic.push(v);
                }
            }
        }
        let mut st = OperationState::new(ctx.op_name("affine.delinearize_index"), body.op_loc(outer));
        st.operands = dynamic;
        st.result_types = vec![ctx.index_type(); ubs.len()];
        st.properties =
            Some(ctx.dictionary_attr(&[(ctx.ident("static_basis"), dense_i64_array(ctx, &statics))]));
        let delin = body.create_op(st);
        body.insert_op(InsertPoint::Before(first), delin);
        (body.results(delin).collect(), vec![delin])
    } else {
        delinearize_with_arith(ctx, body, first, outer_iv, &ubs, ty)
    };
    body.replace_uses_with_if(outer_iv, ivs[0], |_, user, _| !keep.contains(&user));
    // 4. Inline the inner bodies, innermost first.
    for i in (1..views.len()).rev() {
        let outer_loop = ForLoop::get(ctx, body, views[i - 1].op).ok_or(NotApplicable("malformed loop"))?;
        let inner = ForLoop::get(ctx, body, views[i].op).ok_or(NotApplicable("malformed loop"))?;
        let yielded: Vec<ValueId> = inner
            .yielded(body)
            .into_iter()
            .map(|v| match inner.iter_args.iter().position(|&a| a == v) {
                Some(k) => inner.inits[k],
                None => v,
            })
            .collect();
        body.erase_op(inner.terminator);
        let mut args = vec![ivs[i]];
        args.extend(&outer_loop.iter_args);
        body.merge_block_into(inner.block, InsertPoint::Before(outer_loop.terminator), &args);
        let results: Vec<ValueId> = body.results(inner.op).collect();
        for (r, y) in results.into_iter().zip(yielded) {
            body.replace_all_uses_with(r, y);
        }
        body.erase_op(inner.op);
    }
    Ok(outer)
}

/// The original induction variables of integer loops from the coalesced
/// one by `arith.divsi` and `arith.remsi` (upper bounds of one give zero),
/// with the ops computing them, which keep their uses of the coalesced
/// induction variable.
fn delinearize_with_arith(
    ctx: &Context,
    body: &mut Body,
    at: OpId,
    linear: ValueId,
    ubs: &[ValueId],
    ty: strata_ir::Type,
) -> (Vec<ValueId>, Vec<OpId>) {
    let n = ubs.len();
    let is_one: Vec<bool> = ubs
        .iter()
        .map(|&u| int_constant(ctx, body, u) == Some(1))
        .collect();
    let mut ivs = vec![linear; n];
    let mut keep = Vec::new();
    let leading = is_one.iter().take_while(|&&b| b).count();
    for iv in ivs.iter_mut().take(leading) {
        *iv = constant_before(ctx, body, at, ty, 0);
    }
    let mut previous = linear;
    for i in leading..n {
        let idx = n - (i - leading) - 1;
        if i != leading && !is_one[idx + 1] {
            previous = arith_before(ctx, body, at, "arith.divsi", previous, ubs[idx + 1]);
            keep.extend(body.defining_op(previous));
        }
        let mut iv = previous;
        if i != n - 1 {
            if !is_one[idx] {
                iv = arith_before(ctx, body, at, "arith.remsi", previous, ubs[idx]);
                keep.extend(body.defining_op(iv));
            } else {
                iv = constant_before(ctx, body, at, ty, 0);
            }
        }
        ivs[idx] = iv;
    }
    (ivs, keep)
}

/// Coalesces the bands of the perfect nest rooted at `op` whose bounds
/// are defined above their first loop, innermost bands first (MLIR's
/// `coalescePerfectlyNestedAffineLoops` / `...SCFForLoops`). Returns the
/// outermost loop of the nest afterwards if a band was coalesced.
fn coalesce_bands(
    ctx: &Context,
    body: &mut Body,
    loops: &[OpId],
    bound_operands: &dyn Fn(&Body, OpId) -> Vec<ValueId>,
    chain_start: &[usize],
    coalesce: fn(&Context, &mut Body, &[OpId]) -> Result<OpId, NotApplicable>,
) -> Option<OpId> {
    let n = loops.len();
    if n <= 1 {
        return None;
    }
    // For each loop, the outermost loop above which its operands are
    // defined.
    let above: Vec<usize> = (0..n)
        .map(|i| {
            let operands = bound_operands(body, loops[i]);
            (0..i)
                .find(|&j| operands.iter().all(|&v| defined_outside(body, loops[j], v)))
                .unwrap_or(i)
        })
        .collect();
    let mut changed = false;
    let mut outermost = loops[0];
    let mut end = n;
    while end > 0 {
        let mut start = 0;
        while start + 1 < end {
            let max = above[start..end].iter().copied().max().unwrap_or(0);
            if max > start || chain_start[end - 1] > start {
                start += 1;
                continue;
            }
            if let Ok(new) = coalesce(ctx, body, &loops[start..end]) {
                changed = true;
                if start == 0 {
                    outermost = new;
                }
            }
            break;
        }
        if start + 1 != end {
            end = start + 1;
        }
        end -= 1;
    }
    changed.then_some(outermost)
}

/// Coalesces the bands of the perfect nest of `affine.for` loops rooted at
/// `op` (MLIR's `coalescePerfectlyNestedAffineLoops`); the outermost loop
/// afterwards, if a band was coalesced.
pub fn coalesce_perfectly_nested_affine_loops(ctx: &Context, body: &mut Body, op: OpId) -> Option<OpId> {
    let loops = perfectly_nested_loops(ctx, body, op, usize::MAX);
    let chain = vec![0; loops.len()];
    coalesce_bands(
        ctx,
        body,
        &loops,
        &|b, l| b.operands(l).collect(),
        &chain,
        coalesce_affine_loops,
    )
}

/// Coalesces the bands of the perfect nest of `scf.for` loops rooted at
/// `op` (MLIR's `coalescePerfectlyNestedSCFForLoops`): a band also needs
/// each loop's loop-carried values to be those of the loop around it.
pub fn coalesce_perfectly_nested_scf_loops(ctx: &Context, body: &mut Body, op: OpId) -> Option<OpId> {
    let loops = perfectly_nested_for_loops(ctx, body, op);
    let views: Vec<ForLoop> = loops.iter().filter_map(|&l| ForLoop::get(ctx, body, l)).collect();
    let mut chain = vec![0; views.len()];
    for i in 1..views.len() {
        let (o, inner) = (&views[i - 1], &views[i]);
        let chained =
            o.iter_args == inner.inits && o.yielded(body) == body.results(inner.op).collect::<Vec<_>>();
        chain[i] = if chained { chain[i - 1] } else { i };
    }
    coalesce_bands(
        ctx,
        body,
        &loops,
        &|b, l| b.operands(l).take(3).collect(),
        &chain,
        coalesce_scf_loops,
    )
}

/// The `affine-loop-coalescing` pass.
#[derive(Clone, Debug, Default)]
pub struct AffineLoopCoalescing;

impl Pass for AffineLoopCoalescing {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            requires: &["affine.for", "scf.for"],
            removes: &[],
            introduces: &[
                "affine.apply",
                "affine.delinearize_index",
                "affine.min",
                "arith.*",
            ],
            introduces_if: &[],
        }
    }

    fn argument(&self) -> &'static str {
        "affine-loop-coalescing"
    }

    fn description(&self) -> &'static str {
        "Coalesce nested loops with independent bounds into a single loop"
    }

    fn name(&self) -> &'static str {
        "LoopCoalescing"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("func.func")
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let body = op.body();
        // A pre-order walk that looks at an op's regions after handling it.
        let mut stack: Vec<OpId> = Vec::new();
        for &r in body.root_regions().iter().rev() {
            let blocks: Vec<_> = body.region_blocks(r).collect();
            for &b in blocks.iter().rev() {
                let ops: Vec<OpId> = body.block_ops(b).collect();
                stack.extend(ops.into_iter().rev());
            }
        }
        while let Some(o) = stack.pop() {
            if !body.is_live(o) {
                continue;
            }
            if ForLoop::get(ctx, body, o).is_some() {
                coalesce_perfectly_nested_scf_loops(ctx, body, o);
            } else if is_affine_for(ctx, body, o) {
                coalesce_perfectly_nested_affine_loops(ctx, body, o);
            }
            if body.child_body(o).is_some() {
                continue;
            }
            let regions: Vec<_> = body.op_regions(o).1.to_vec();
            for &r in regions.iter().rev() {
                let blocks: Vec<_> = body.region_blocks(r).collect();
                for &b in blocks.iter().rev() {
                    let ops: Vec<OpId> = body.block_ops(b).collect();
                    stack.extend(ops.into_iter().rev());
                }
            }
        }
        Ok(())
    }
}
