//! Loop rewrites other passes use through the loop interfaces:
//! `scf.for`'s `replaceWithAdditionalYields`.

use strata_ir::interfaces::AdditionalYields;
use strata_ir::{APInt, Body, Context, OpBuilder, OpId, Type, ValueId};

use super::{ForOp, YieldOp};

/// Replaces an `scf.for` by one with more loop-carried values: the new
/// inits after the old ones, new region iter_args (located at their init
/// values, as the builder places them), the given yielded values appended
/// to the `scf.yield`. The old results are replaced by the new loop's
/// first results; properties and discardable attributes carry over.
pub(crate) fn for_replace_with_additional_yields(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    extra: &AdditionalYields<'_>,
) -> Option<OpId> {
    let ir = (ctx, &*body);
    let for_op = ForOp::cast(&ir, op)?;
    let region = for_op.region(&ir);
    let old_block = body.region_entry(region)?;
    let old_yield = body.last_op(old_block)?;
    if !YieldOp::isa(&ir, old_yield) {
        return None;
    }
    let old_args = body.block_args(old_block).to_vec();
    let (&iv, iter_args) = old_args.split_first()?;
    let mut inits: Vec<ValueId> = for_op.init_args(&ir).collect();
    if inits.len() != iter_args.len() {
        return None;
    }
    inits.extend_from_slice(extra.inits);
    let (lb, ub, step) = (for_op.lower_bound(&ir), for_op.upper_bound(&ir), for_op.step(&ir));
    let unsigned = for_op.unsigned_cmp(&ir);
    let mut results: Vec<Type> = body.result_types(op).collect();
    results.extend(extra.inits.iter().map(|&v| body.value_type(v)));
    let loc = body.op_loc(op);
    let attrs = body.op_attr_dict(op);
    let mut b = OpBuilder::new(ctx, body);
    b.set_insertion_point_before(op);
    let new_for = ForOp::build(&mut b, loc, &results, lb, ub, step, &inits, unsigned);
    let new = new_for.op();
    body.set_op_attr_dict(new, attrs);
    let new_region = new_for.region(&(ctx, &*body));

    let block = body.create_block();
    body.append_block(new_region, block);
    let iv_ty = body.value_type(iv);
    let mut args = vec![body.add_block_arg(block, iv_ty, loc)];
    for v in inits {
        let (ty, l): (Type, _) = (body.value_type(v), body.value_loc(v));
        args.push(body.add_block_arg(block, ty, l));
    }
    Some(strata_dialect_utils::loops::finish_additional_yields(
        body,
        (op, new),
        (old_block, old_yield),
        (block, &args, old_args.len()),
        extra,
    ))
}

/// The width at which a bound of type `ty` is counted: an integer's
/// width, 64 for `index`.
fn bound_width(ctx: &Context, ty: Type) -> u32 {
    ctx.integer_width(ty).unwrap_or(64)
}

/// `ub - lb` when `ub` is an `arith.addi` of `lb` and a constant that does
/// not wrap (`nsw` when the loop compares signed, `nuw` otherwise).
fn ub_minus_lb(ctx: &Context, body: &Body, lb: ValueId, ub: ValueId, signed: bool) -> Option<APInt> {
    let add = body.defining_op(ub)?;
    if ctx.op_name_str(body.op_name(add)) != "arith.addi" || body.operand(add, 0) != lb {
        return None;
    }
    let flags = body
        .op_properties(add)
        .and_then(|p| ctx.dict_get_str(p, "overflowFlags"))
        .and_then(|a| strata_dialect_arith::OVERFLOW.attr_value(ctx, a))
        .unwrap_or(0);
    let needed = if signed { 1 } else { 2 };
    if flags & needed == 0 {
        return None;
    }
    strata_dialect_utils::matchers::const_int(ctx, body, body.operand(add, 1))
}

/// The number of iterations of the `scf.for` `op` when it is known
/// statically (MLIR's `ForOp::getStaticTripCount`), at the width of its
/// bounds (64 for `index`): zero when the bounds are the same value or the
/// step is negative, the zero step itself for a zero step, otherwise
/// `ceil((ub - lb) / step)` from constant bounds (compared signed unless
/// the loop compares unsigned; zero when `ub <= lb` or the signed
/// difference is negative) or from an upper bound that adds a constant to
/// the lower bound without wrapping (zero for a negative constant).
pub fn for_static_trip_count(ctx: &Context, body: &Body, op: OpId) -> Option<APInt> {
    use strata_dialect_utils::matchers::const_int;
    let ir = (ctx, body);
    let for_op = ForOp::cast(&ir, op)?;
    let (lb, ub, step) = (for_op.lower_bound(&ir), for_op.upper_bound(&ir), for_op.step(&ir));
    let signed = !for_op.unsigned_cmp(&ir);
    let width = bound_width(ctx, body.value_type(lb));
    if width != bound_width(ctx, body.value_type(ub)) {
        return None;
    }
    if lb == ub {
        return Some(APInt::zero(width));
    }
    let step_c = const_int(ctx, body, step);
    if let Some(s) = &step_c {
        if s.is_zero() {
            return Some(s.clone());
        }
        if s.is_negative() {
            return Some(APInt::zero(width));
        }
    }
    let diff = match (const_int(ctx, body, lb), const_int(ctx, body, ub)) {
        (Some(l), Some(u)) => {
            let empty = if signed { !l.slt(&u) } else { !l.ult(&u) };
            if empty {
                return Some(APInt::zero(width));
            }
            let d = u.sub(&l);
            // The difference of signed bounds may wrap to a negative value.
            if signed && d.is_negative() {
                return Some(APInt::zero(width));
            }
            d
        }
        (None, None) => {
            // MLIR reads the added constant as signed, whatever the loop's
            // comparison.
            let d = ub_minus_lb(ctx, body, lb, ub, signed)?;
            if d.is_negative() {
                return Some(APInt::zero(width));
            }
            d
        }
        _ => return None,
    };
    let s = step_c?;
    if s.width() != diff.width() {
        return None;
    }
    let count = diff.sdiv(&s)?;
    let rem = diff.srem(&s)?;
    Some(if rem.is_zero() {
        count
    } else {
        count.add(&APInt::from_u64(count.width(), 1))
    })
}

/// Wraps the `scf.while` `op` in a check that it runs at least once
/// (MLIR's `wrapWhileLoopInZeroTripCheck`): the before region is cloned
/// before the loop to compute the first condition, an `scf.if` on it runs
/// the loop rotated (its after region, then its before region, in the new
/// before region; the new after region passes the values through) or
/// yields the first condition's arguments. Unless `force`, a loop already
/// in do-while form (its after region only yields) is kept. Returns the
/// new loop, `op` itself when kept, `None` when `op` is not a well-formed
/// `scf.while` (nothing is changed then).
pub fn wrap_while_loop_in_zero_trip_check(
    rw: &mut strata_rewrite::PatternRewriter<'_>,
    op: OpId,
    force: bool,
) -> Option<OpId> {
    let ctx = rw.ctx;
    let body = rw.body();
    if ctx.op_name_str(body.op_name(op)) != "scf.while" {
        return None;
    }
    let regions = body.regions_in_body(op);
    let (before, after) = (
        body.region_entry(*regions.first()?)?,
        body.region_entry(*regions.get(1)?)?,
    );
    let condition = body.last_op(before)?;
    if ctx.op_name_str(body.op_name(condition)) != "scf.condition" || body.num_operands(condition) == 0 {
        return None;
    }
    let after_first = body.first_op(after)?;
    if !force && YieldOp::isa(&(ctx, body), after_first) {
        return Some(op);
    }
    let inits: Vec<ValueId> = body.operands(op).collect();
    let before_args = body.block_args(before).to_vec();
    if inits.len() != before_args.len() {
        return None;
    }
    let result_types: Vec<Type> = body.result_types(op).collect();
    let loc = body.op_loc(op);
    let mut map = strata_ir::IrMapping::new();
    for (&a, &i) in before_args.iter().zip(&inits) {
        map.map_value(a, i);
    }
    let mut before_ops = Vec::new();
    let mut o = body.first_op(before);
    while let Some(x) = o {
        if x == condition {
            break;
        }
        before_ops.push(x);
        o = body.next_op(x);
    }
    rw.set_insertion_point(op);
    for x in before_ops {
        rw.clone_op(x, &mut map);
    }
    let body = rw.body();
    let cond_operands: Vec<ValueId> = body.operands(condition).map(|v| map.lookup_value(v)).collect();
    let (first_cond, first_args) = (cond_operands[0], cond_operands[1..].to_vec());

    // The rotated loop: the after region then the before region.
    let (new_before, new_after) = (rw.create_region(), rw.create_region());
    let mut st = strata_ir::OperationState::new(ctx.op_name("scf.while"), loc);
    st.operands = first_args.clone();
    st.result_types = result_types.clone();
    st.regions = vec![new_before, new_after];
    let new_loop = rw.create(st);
    let block = rw.create_block(new_before);
    let args: Vec<ValueId> = first_args
        .iter()
        .map(|&v| {
            let (t, l) = (rw.body().value_type(v), rw.body().value_loc(v));
            rw.add_block_arg(block, t, l)
        })
        .collect();
    rw.merge_blocks(after, block, &args);
    let yield_op = rw.body().last_op(block)?;
    let yielded: Vec<ValueId> = rw.body().operands(yield_op).collect();
    rw.merge_blocks(before, block, &yielded);
    rw.erase_op(yield_op);
    let pass_block = rw.create_block(new_after);
    let pass_args: Vec<ValueId> = result_types
        .iter()
        .map(|&t| rw.add_block_arg(pass_block, t, loc))
        .collect();
    rw.set_insertion_point_to_end(pass_block);
    let mut y = strata_ir::OperationState::new(ctx.op_name("scf.yield"), loc);
    y.operands = pass_args;
    rw.create(y);

    // The check: the loop when the first condition holds, the first
    // condition's arguments otherwise.
    rw.set_insertion_point(op);
    let (then_r, else_r) = (rw.create_region(), rw.create_region());
    let mut st = strata_ir::OperationState::new(ctx.op_name("scf.if"), loc);
    st.operands = vec![first_cond];
    st.result_types = result_types;
    st.regions = vec![then_r, else_r];
    let if_op = rw.create(st);
    let then_b = rw.create_block(then_r);
    rw.set_insertion_point_to_end(then_b);
    rw.move_op(new_loop);
    let mut y = strata_ir::OperationState::new(ctx.op_name("scf.yield"), loc);
    y.operands = rw.body().results(new_loop).collect();
    rw.create(y);
    let else_b = rw.create_block(else_r);
    rw.set_insertion_point_to_end(else_b);
    let mut y = strata_ir::OperationState::new(ctx.op_name("scf.yield"), loc);
    y.operands = first_args;
    rw.create(y);
    let results: Vec<ValueId> = rw.body().results(if_op).collect();
    rw.replace_op(op, &results);
    Some(new_loop)
}

/// Whether `v` is defined outside `op` (so, in SSA regions, it dominates
/// `op`).
fn defined_outside(body: &Body, op: OpId, v: ValueId) -> bool {
    let owner = match body.value_def(v) {
        strata_ir::ValueDef::Result(d, _) => {
            if d == op {
                return false;
            }
            body.parent_op(d)
        }
        strata_ir::ValueDef::BlockArg(b, _) => body.block_parent_op(b),
        strata_ir::ValueDef::Placeholder => return false,
    };
    owner.is_none_or(|p| !body.is_ancestor(op, p))
}

/// Rewrites the `scf.while` `op` as an `scf.for` when it counts up (MLIR's
/// `upliftWhileToForLoop`): its before region only compares one of its
/// arguments `slt` (or `sgt`, reversed) against a value defined outside
/// and forwards its arguments unchanged, and its after region yields for
/// that argument its sum with a step defined outside. The condition may
/// forward the arguments in any order. The other arguments become the
/// loop-carried values (in the order of the before region's arguments); the counter's final value is computed
/// after the loop (`lb + ((ub - lb + step - 1) / step - 1) * step`).
/// Returns the new loop, or `None` (nothing changed) when `op` does not
/// have that form.
pub fn uplift_while_to_for(rw: &mut strata_rewrite::PatternRewriter<'_>, op: OpId) -> Option<OpId> {
    let ctx = rw.ctx;
    let body = rw.body();
    if ctx.op_name_str(body.op_name(op)) != "scf.while" {
        return None;
    }
    let regions = body.regions_in_body(op);
    let (before, after) = (
        body.region_entry(*regions.first()?)?,
        body.region_entry(*regions.get(1)?)?,
    );
    let cmp = body.first_op(before)?;
    let condition = body.last_op(before)?;
    if body.next_op(cmp) != Some(condition)
        || ctx.op_name_str(body.op_name(cmp)) != "arith.cmpi"
        || ctx.op_name_str(body.op_name(condition)) != "scf.condition"
    {
        return None;
    }
    let cmp_result = body.result(cmp, 0);
    if !body.has_one_use(cmp_result) || body.operand(condition, 0) != cmp_result {
        return None;
    }
    // The condition forwards every before argument once, in any order:
    // `perm[k]` is the before argument forwarded as the k-th value.
    let before_args = body.block_args(before).to_vec();
    let forwarded: Vec<ValueId> = body.operands(condition).skip(1).collect();
    if forwarded.len() != before_args.len() {
        return None;
    }
    let mut perm = Vec::with_capacity(forwarded.len());
    let mut seen = vec![false; before_args.len()];
    for v in &forwarded {
        let j = before_args.iter().position(|a| a == v)?;
        if std::mem::replace(&mut seen[j], true) {
            return None;
        }
        perm.push(j);
    }
    let predicate = body
        .op_properties(cmp)
        .and_then(|p| ctx.dict_get_str(p, "predicate"))
        .and_then(|a| ctx.integer_attr_value(a).map(APInt::zext_u64))
        .and_then(|v| strata_dialect_arith::CMPI_PREDICATE.keyword(v))?;
    let (lhs, rhs) = (body.operand(cmp, 0), body.operand(cmp, 1));
    let (iv, ub) = match predicate {
        "slt" => (lhs, rhs),
        "sgt" => (rhs, lhs),
        _ => return None,
    };
    let arg_number = before_args.iter().position(|&a| a == iv)?;
    if !defined_outside(body, op, ub) || body.uses(iv).count() != 2 {
        return None;
    }
    let after_args = body.block_args(after).to_vec();
    let term = body.last_op(after)?;
    if !YieldOp::isa(&(ctx, body), term) {
        return None;
    }
    let iv_after = *after_args.get(perm.iter().position(|&j| j == arg_number)?)?;
    let next = body.operands(term).nth(arg_number)?;
    let add = body.defining_op(next)?;
    if ctx.op_name_str(body.op_name(add)) != "arith.addi" {
        return None;
    }
    let step = if body.operand(add, 0) == iv_after {
        body.operand(add, 1)
    } else if body.operand(add, 1) == iv_after {
        body.operand(add, 0)
    } else {
        return None;
    };
    if !defined_outside(body, op, step) {
        return None;
    }
    let inits: Vec<ValueId> = body.operands(op).collect();
    let lb = *inits.get(arg_number)?;
    let ty = body.value_type(lb);
    if body.value_type(ub) != ty || body.value_type(step) != ty {
        return None;
    }
    let carried: Vec<ValueId> = inits
        .iter()
        .enumerate()
        .filter(|&(i, _)| i != arg_number)
        .map(|(_, &v)| v)
        .collect();
    let carried_types: Vec<Type> = carried.iter().map(|&v| body.value_type(v)).collect();
    let loc = body.op_loc(op);

    rw.set_insertion_point(op);
    let new_loop = ForOp::build(rw, loc, &carried_types, lb, ub, step, &carried, false).op();
    let region = rw.body().regions_in_body(new_loop)[0];
    let block = rw.create_block(region);
    let new_iv = rw.add_block_arg(block, ty, loc);
    let mut new_args = Vec::with_capacity(carried.len());
    for &v in &carried {
        let (t, l) = (rw.body().value_type(v), rw.body().value_loc(v));
        new_args.push(rw.add_block_arg(block, t, l));
    }
    // The after region's arguments, each the new loop's argument for the
    // before argument it was forwarded from.
    let carried_index = |j: usize| if j < arg_number { j } else { j - 1 };
    let mapped: Vec<ValueId> = perm
        .iter()
        .map(|&j| {
            if j == arg_number {
                new_iv
            } else {
                new_args[carried_index(j)]
            }
        })
        .collect();
    rw.inline_block_before(after, strata_ir::InsertPoint::End(block), &mapped);
    let term = rw.body().last_op(block)?;
    let yielded: Vec<ValueId> = rw
        .body()
        .operands(term)
        .enumerate()
        .filter(|&(i, _)| i != arg_number)
        .map(|(_, v)| v)
        .collect();
    rw.set_insertion_point(term);
    let mut y = strata_ir::OperationState::new(ctx.op_name("scf.yield"), rw.body().op_loc(term));
    y.operands = yielded;
    rw.create(y);
    rw.erase_op(term);

    // The counter's value after the loop.
    rw.set_insertion_point_after(new_loop);
    let value = ctx.integer_attr(ty, 1);
    let mut c = strata_ir::OperationState::new(ctx.op_name("arith.constant"), loc);
    c.result_types = vec![ty];
    c.properties = Some(ctx.dictionary_attr(&[(ctx.ident("value"), value)]));
    let c = rw.create(c);
    let one = rw.body().result(c, 0);
    let mut binary = |name: &str, a: ValueId, b: ValueId| {
        let mut st = strata_ir::OperationState::new(ctx.op_name(name), loc);
        st.operands = vec![a, b];
        st.result_types = vec![ty];
        st.populate_default_properties(ctx);
        let o = rw.create(st);
        rw.body().result(o, 0)
    };
    let step_dec = binary("arith.subi", step, one);
    let len = binary("arith.subi", ub, lb);
    let len = binary("arith.addi", len, step_dec);
    let len = binary("arith.divsi", len, step);
    let len = binary("arith.subi", len, one);
    let res = binary("arith.muli", len, step);
    let res = binary("arith.addi", lb, res);
    let for_results: Vec<ValueId> = rw.body().results(new_loop).collect();
    let results: Vec<ValueId> = perm
        .iter()
        .map(|&j| {
            if j == arg_number {
                res
            } else {
                for_results[carried_index(j)]
            }
        })
        .collect();
    rw.replace_op(op, &results);
    Some(new_loop)
}

/// Distributes the iterations of the `scf.for` `op` cyclically over a grid
/// of processors (MLIR's `mapLoopToProcessorIds`): with the processors'
/// ids and counts per grid dimension (outermost first), the loop starts at
/// `lb + linear_id * step` and steps by `step * count_0 * count_1 * ...`,
/// computed by `affine.apply`s of products and sums of two symbols before
/// the loop. Nothing changes without processors.
pub fn map_loop_to_processor_ids(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ids: &[ValueId],
    counts: &[ValueId],
) {
    let ir = (ctx, &*body);
    let Some(for_op) = ForOp::cast(&ir, op) else {
        return;
    };
    if ids.is_empty() || ids.len() != counts.len() {
        return;
    }
    let (lb, step) = (for_op.lower_bound(&ir), for_op.step(&ir));
    let loc = body.op_loc(op);
    let (s0, s1) = (ctx.affine_symbol(0), ctx.affine_symbol(1));
    let map = |e| {
        ctx.intern_attr(strata_ir::AttrKind::AffineMap(strata_ir::affine::AffineMap::new(
            0,
            2,
            vec![e],
        )))
    };
    let (mul, add) = (map(ctx.affine_mul(s0, s1)), map(ctx.affine_add(s0, s1)));
    let mut b = OpBuilder::new(ctx, body);
    b.set_insertion_point_before(op);
    let mut apply = |map, a: ValueId, c: ValueId| {
        let mut st = strata_ir::OperationState::new(ctx.op_name("affine.apply"), loc);
        st.operands = vec![a, c];
        st.result_types = vec![ctx.index_type()];
        st.properties = Some(ctx.dictionary_attr(&[(ctx.ident("map"), map)]));
        let o = b.create(st);
        b.body.result(o, 0)
    };
    let mut linear = ids[0];
    for (&id, &count) in ids.iter().zip(counts).skip(1) {
        let scaled = apply(mul, linear, count);
        linear = apply(add, scaled, id);
    }
    let offset = apply(mul, linear, step);
    let new_lb = apply(add, offset, lb);
    let mut new_step = step;
    for &count in counts {
        new_step = apply(mul, count, new_step);
    }
    body.set_operand(op, 0, new_lb);
    body.set_operand(op, 2, new_step);
}
