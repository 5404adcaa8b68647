//! Canonicalizations of `affine.for`, `affine.if`, `affine.load` and
//! `affine.store`: bound, condition and subscript maps composed with the
//! `affine.apply` ops feeding them and folded with constant operands;
//! constant bounds; loops whose body does nothing; conditions known to
//! hold or to fail; empty `else` regions.

use strata_dialect_utils::patterns::{add, op_ref, replace_op_with_region_moving_ops};
use strata_dialect_utils::segments::operand_group;
use strata_ir::affine::{AffineMap, IntegerSet};
use strata_ir::interfaces::AdditionalYields;
use strata_ir::{
    AttrKind, Attribute, Body, Context, InsertPoint, OpId, OpRef, OperationState, RegionId, Type, ValueDef,
    ValueId,
};
use strata_rewrite::{PatternRewriter, RewritePattern};

use crate::ops::{if_condition, ForOp, FOR, IF, LOAD, STORE};
use crate::{canonicalize_map_and_operands, compose_affine_map_and_operands, map_attr, simplify_affine_map};
use crate::{parallel_parts, PARALLEL, PREFETCH, VECTOR_LOAD, VECTOR_STORE};

fn map_of(ctx: &Context, a: Option<Attribute>) -> Option<AffineMap> {
    match ctx.attr_kind(a?) {
        AttrKind::AffineMap(m) => Some(m.clone()),
        _ => None,
    }
}

/// Composes and canonicalizes `map` with `operands`; the result, if it
/// differs.
fn canonical(ctx: &Context, body: &Body, map: &AffineMap, operands: &[ValueId]) -> (AffineMap, Vec<ValueId>) {
    let mut m = map.clone();
    let mut ops = operands.to_vec();
    compose_affine_map_and_operands(ctx, body, &mut m, &mut ops);
    canonicalize_map_and_operands(ctx, body, &mut m, &mut ops);
    (simplify_affine_map(ctx, &m), ops)
}

/// Replaces the operands of `op` and sets the given properties, notifying
/// the rewriter.
fn update(rw: &mut PatternRewriter<'_>, op: OpId, operands: &[ValueId], props: &[(&str, Attribute)]) {
    let ctx = rw.ctx;
    let mut dict = rw
        .body()
        .op_properties(op)
        .unwrap_or_else(|| ctx.dictionary_attr(&[]));
    for &(name, value) in props {
        dict = ctx.dict_with(dict, ctx.ident(name), Some(value));
    }
    rw.modify_op_in_place(op, |b| {
        b.set_operands(op, operands);
        b.set_op_properties(op, Some(dict));
    });
}

// ---- affine.for -------------------------------------------------------------------------------

/// The constant value of a bound map without inputs: the largest result
/// for a lower bound, the smallest for an upper one.
fn constant_bound(ctx: &Context, map: &AffineMap, lower: bool) -> Option<i64> {
    if map.num_dims + map.num_symbols != 0 || map.results.is_empty() {
        return None;
    }
    let values = map.constant_results(ctx)?;
    if lower {
        values.into_iter().max()
    } else {
        values.into_iter().min()
    }
}

/// Bounds composed with the `affine.apply` ops computing their operands,
/// canonicalized with them, and reduced to a constant when all their
/// results are (MLIR's `canonicalizeLoopBounds` and `foldLoopBounds`).
fn for_canonicalize_bounds(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let ctx = o.ctx;
    let Some(f) = ForOp::from_ref(o) else { return false };
    let operands: Vec<ValueId> = o.operands().collect();
    let mut changed = false;
    let mut new_bounds = Vec::new();
    for (group, attr, lower) in [
        (0, f.lower_bound_map(&o), true),
        (1, f.upper_bound_map(&o), false),
    ] {
        let Some(map) = map_of(ctx, attr) else {
            return false;
        };
        let vals: Vec<ValueId> = operand_group(o, group).map(|i| operands[i]).collect();
        if vals.len() != (map.num_dims + map.num_symbols) as usize {
            return false;
        }
        // As mlir-opt: a lower bound is simplified with its operands'
        // ranges after composition, an upper bound before.
        let (mut m, mut v) = if lower {
            let (mut m, v) = canonical(ctx, o.body, &map, &vals);
            crate::simplify_min_or_max_with_operands(ctx, o.body, &mut m, &v, true);
            (m, v)
        } else {
            let mut pre = map.clone();
            crate::simplify_min_or_max_with_operands(ctx, o.body, &mut pre, &vals, false);
            canonical(ctx, o.body, &pre, &vals)
        };
        // A repeated result of a bound map changes nothing.
        let mut unique = Vec::with_capacity(m.results.len());
        for &e in m.results.iter() {
            if !unique.contains(&e) {
                unique.push(e);
            }
        }
        if unique.len() != m.results.len() {
            m = AffineMap::new(m.num_dims, m.num_symbols, unique);
        }
        if let Some(c) = constant_bound(ctx, &m, lower) {
            m = AffineMap::constant_map(ctx, c);
            v.clear();
        }
        if m != map || v != vals {
            changed = true;
        }
        new_bounds.push((m, v));
    }
    if !changed {
        return false;
    }
    let inits: Vec<ValueId> = operand_group(o, 2).map(|i| operands[i]).collect();
    let (ub_map, ub) = new_bounds.pop().unwrap_or_else(|| unreachable!());
    let (lb_map, lb) = new_bounds.pop().unwrap_or_else(|| unreachable!());
    let mut all = lb.clone();
    all.extend(&ub);
    all.extend(&inits);
    let segments = strata_dialect_utils::attrs::dense_i32_array(
        ctx,
        &[lb.len() as i32, ub.len() as i32, inits.len() as i32],
    );
    let (lb_attr, ub_attr) = (map_attr(ctx, lb_map), map_attr(ctx, ub_map));
    update(
        rw,
        op,
        &all,
        &[
            ("lowerBoundMap", lb_attr),
            ("upperBoundMap", ub_attr),
            ("operandSegmentSizes", segments),
        ],
    );
    true
}

/// The trip count of a loop with constant bounds.
pub(crate) fn constant_trip_count(o: OpRef<'_>) -> Option<i64> {
    let f = ForOp::from_ref(o)?;
    let lb = constant_bound(o.ctx, &map_of(o.ctx, f.lower_bound_map(&o))?, true)?;
    let ub = constant_bound(o.ctx, &map_of(o.ctx, f.upper_bound_map(&o))?, false)?;
    let step = f.step(&o)?;
    if step <= 0 {
        return None;
    }
    if ub <= lb {
        return Some(0);
    }
    Some(((ub as i128 - lb as i128 + step as i128 - 1) / step as i128) as i64)
}

fn value_in_region(body: &Body, v: ValueId, r: RegionId) -> bool {
    let block = match body.value_def(v) {
        ValueDef::Result(op, _) => body.op_block(op),
        ValueDef::BlockArg(b, _) => Some(b),
        _ => None,
    };
    block.is_some_and(|b| {
        body.block_region(b)
            .is_some_and(|vr| body.is_region_ancestor(r, vr))
    })
}

/// A loop that never runs is replaced by its initial values; a loop whose
/// body only yields is removed, its results being the initial values
/// (for a yielded loop-carried value) or the yielded values defined
/// outside (when it runs at least once).
fn for_empty_loop(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let operands: Vec<ValueId> = o.operands().collect();
    let inits: Vec<ValueId> = operand_group(o, 2).map(|i| operands[i]).collect();
    if inits.len() != o.num_results() {
        return false;
    }
    let trip = constant_trip_count(o);
    if trip == Some(0) && o.num_results() > 0 {
        rw.replace_op(op, &inits);
        return true;
    }
    let (rb, regions) = o.regions();
    let Some(&r) = regions.first() else { return false };
    let Some(b) = rb.region_entry(r) else { return false };
    let Some(t) = rb.last_op(b) else { return false };
    if rb.first_op(b) != Some(t) {
        return false;
    }
    let iv = rb.block_args(b).first().copied();
    let iter_args: Vec<ValueId> = rb.block_args(b).iter().skip(1).copied().collect();
    let yielded: Vec<ValueId> = rb.operands(t).collect();
    // The induction variable's last value is not folded (as MLIR).
    let mut replacements: Vec<Option<ValueId>> = Vec::with_capacity(yielded.len());
    for (i, &y) in yielded.iter().enumerate() {
        if Some(y) == iv {
            return false;
        }
        if let Some(j) = iter_args.iter().position(|&a| a == y) {
            // The loop-carried value at position j: its initial value when
            // it is carried unchanged or the loop runs once.
            if j == i || trip == Some(1) || trip == Some(0) {
                replacements.push(Some(inits[if trip == Some(0) { i } else { j }]));
            } else {
                return false;
            }
        } else if !value_in_region(rb, y, r) && trip.is_some_and(|t| t > 0) {
            replacements.push(Some(y));
        } else if trip == Some(0) {
            replacements.push(Some(inits[i]));
        } else {
            return false;
        }
    }
    let replacements: Vec<ValueId> = replacements.into_iter().flatten().collect();
    if replacements.is_empty() {
        rw.erase_op(op);
    } else {
        rw.replace_op(op, &replacements);
    }
    true
}

pub(crate) fn for_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        FOR.name,
        &[
            (
                "(anonymous namespace)::AffineForCanonicalizeBounds",
                1,
                for_canonicalize_bounds,
            ),
            (
                "(anonymous namespace)::AffineForEmptyLoopFolder",
                1,
                for_empty_loop,
            ),
        ],
    );
}

// ---- affine.if --------------------------------------------------------------------------------

/// The condition composed with the `affine.apply` ops computing its
/// operands and with its constant operands folded in.
fn if_canonicalize_condition(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let ctx = o.ctx;
    let Some(set) = if_condition(o) else { return false };
    let operands: Vec<ValueId> = o.operands().collect();
    if operands.len() != (set.num_dims + set.num_symbols) as usize {
        return false;
    }
    let as_map = AffineMap::new(set.num_dims, set.num_symbols, set.constraints.to_vec());
    // As mlir-opt, the condition is composed (and so simplified) only when
    // an operand comes from an `affine.apply`; otherwise it is only
    // canonicalized with its operands.
    let composable = operands.iter().any(|&v| {
        o.body
            .defining_op(v)
            .is_some_and(|d| ctx.op_name_str(o.body.op_name(d)) == "affine.apply")
    });
    let (m, v) = if composable {
        canonical(ctx, o.body, &as_map, &operands)
    } else {
        let (mut m, mut v) = (as_map.clone(), operands.clone());
        canonicalize_map_and_operands(ctx, o.body, &mut m, &mut v);
        (m, v)
    };
    if m == as_map && v == operands {
        return false;
    }
    let new_set = IntegerSet::new(
        ctx,
        m.num_dims,
        m.num_symbols,
        m.results.to_vec(),
        set.eq_flags.to_vec(),
    );
    let attr = ctx.intern_attr(AttrKind::IntegerSet(new_set));
    update(rw, op, &v, &[("condition", attr)]);
    true
}

/// An `else` region that only yields nothing is emptied.
fn if_dead_else(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    if o.num_results() != 0 {
        return false;
    }
    let (rb, regions) = o.regions();
    let Some(&r) = regions.get(1) else { return false };
    let Some(b) = rb.region_entry(r) else { return false };
    let Some(t) = rb.last_op(b) else { return false };
    if rb.first_op(b) != Some(t) || rb.num_operands(t) != 0 {
        return false;
    }
    rw.erase_block(b);
    true
}

/// A condition that always holds (`0 == 0`) or never does (the canonical
/// empty set) is replaced by the region that runs.
fn if_always_true_or_false(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let ctx = o.ctx;
    let Some(set) = if_condition(o) else { return false };
    let always = set.num_dims == 0
        && set.num_symbols == 0
        && set.constraints.len() == 1
        && set.eq_flags[0]
        && set.constraints[0].as_constant(ctx) == Some(0);
    let never = set.is_empty_integer_set(ctx);
    if !always && !never {
        return false;
    }
    let regions = o.regions().1.to_vec();
    let r = if always { regions[0] } else { regions[1] };
    if rw.body().region_entry(r).is_none() {
        if o.num_results() != 0 {
            return false;
        }
        rw.erase_op(op);
        return true;
    }
    replace_op_with_region_moving_ops(rw, op, r, &[])
}

pub(crate) fn if_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        IF.name,
        &[
            (
                "(anonymous namespace)::AffineIfCanonicalizeCondition",
                1,
                if_canonicalize_condition,
            ),
            ("(anonymous namespace)::SimplifyDeadElse", 1, if_dead_else),
            (
                "(anonymous namespace)::AlwaysTrueOrFalseIf",
                1,
                if_always_true_or_false,
            ),
        ],
    );
}

// ---- affine.load / affine.store ---------------------------------------------------------------

/// Subscripts composed with the `affine.apply` ops computing them and
/// canonicalized with their operands (MLIR's `SimplifyAffineOp`).
fn simplify_access(op: OpId, rw: &mut PatternRewriter<'_>, first_index: usize) -> bool {
    let o = op_ref(rw, op);
    let ctx = o.ctx;
    let Some(map) = map_of(ctx, o.attr("map")) else {
        return false;
    };
    let operands: Vec<ValueId> = o.operands().collect();
    if operands.len() < first_index {
        return false;
    }
    let indices = &operands[first_index..];
    if indices.len() != (map.num_dims + map.num_symbols) as usize {
        return false;
    }
    let (mut m, v) = canonical(ctx, o.body, &map, indices);
    crate::simplify_map_with_operands(ctx, o.body, &mut m, &v);
    if m == map && v == indices {
        return false;
    }
    let mut all = operands[..first_index].to_vec();
    all.extend(v);
    update(rw, op, &all, &[("map", map_attr(ctx, m))]);
    true
}

pub(crate) fn load_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        LOAD.name,
        &[(
            "(anonymous namespace)::SimplifyAffineOp<mlir::affine::AffineLoadOp>",
            1,
            |op, rw| simplify_access(op, rw, 1),
        )],
    );
}

pub(crate) fn vector_load_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        VECTOR_LOAD.name,
        &[(
            "(anonymous namespace)::SimplifyAffineOp<mlir::affine::AffineVectorLoadOp>",
            1,
            |op, rw| simplify_access(op, rw, 1),
        )],
    );
}

pub(crate) fn vector_store_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        VECTOR_STORE.name,
        &[(
            "(anonymous namespace)::SimplifyAffineOp<mlir::affine::AffineVectorStoreOp>",
            1,
            |op, rw| simplify_access(op, rw, 2),
        )],
    );
}

pub(crate) fn prefetch_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        PREFETCH.name,
        &[(
            "(anonymous namespace)::SimplifyAffineOp<mlir::affine::AffinePrefetchOp>",
            1,
            |op, rw| simplify_access(op, rw, 1),
        )],
    );
}

// ---- affine.parallel --------------------------------------------------------------------------

/// Bound maps composed with the `affine.apply` ops computing their
/// operands and canonicalized with them (constant operands folded in).
fn parallel_canonicalize_bounds(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let ctx = o.ctx;
    let Some(parts) = parallel_parts(o) else {
        return false;
    };
    let operands: Vec<ValueId> = o.operands().collect();
    let nl = (parts.lower_map.num_dims + parts.lower_map.num_symbols) as usize;
    let nu = (parts.upper_map.num_dims + parts.upper_map.num_symbols) as usize;
    if operands.len() != nl + nu {
        return false;
    }
    let (lm, lv) = canonical(ctx, o.body, &parts.lower_map, &operands[..nl]);
    let (um, uv) = canonical(ctx, o.body, &parts.upper_map, &operands[nl..]);
    if lm.results.len() != parts.lower_map.results.len() || um.results.len() != parts.upper_map.results.len()
    {
        return false;
    }
    if lm == parts.lower_map && um == parts.upper_map && lv == operands[..nl] && uv == operands[nl..] {
        return false;
    }
    let mut all = lv;
    all.extend(uv);
    let (la, ua) = (map_attr(ctx, lm), map_attr(ctx, um));
    update(rw, op, &all, &[("lowerBoundsMap", la), ("upperBoundsMap", ua)]);
    true
}

pub(crate) fn parallel_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        PARALLEL.name,
        &[(
            "(anonymous namespace)::CanonicalizeAffineParallelBounds",
            1,
            parallel_canonicalize_bounds,
        )],
    );
}

pub(crate) fn store_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        STORE.name,
        &[(
            "(anonymous namespace)::SimplifyAffineOp<mlir::affine::AffineStoreOp>",
            1,
            |op, rw| simplify_access(op, rw, 2),
        )],
    );
}

// ---- affine.delinearize_index -------------------------------------------------------------------

/// Dynamic basis elements that are constants become static, and basis
/// elements equal to 1 are dropped: their results are 0 (MLIR's
/// `foldDynamicIndexList` and `DropUnitExtentBasis`).
fn delinearize_simplify_basis(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let o = op_ref(rw, op);
    let Some(statics) = o
        .attr("static_basis")
        .and_then(|a| strata_dialect_utils::attrs::dense_i64_values(ctx, a))
    else {
        return false;
    };
    let operands: Vec<ValueId> = o.operands().collect();
    let Some((&linear, dynamic)) = operands.split_first() else {
        return false;
    };
    let n = o.num_results();
    let has_outer = n == statics.len();
    if !has_outer && n != statics.len() + 1 {
        return false;
    }
    // The basis with constants folded in: (static value, dynamic value).
    let mut next = dynamic.iter();
    let mut basis = Vec::with_capacity(statics.len());
    for &s in &statics {
        if s == strata_ir::DYNAMIC {
            let Some(&v) = next.next() else { return false };
            let c = strata_ir::fold::constant_value(ctx, o.body, v)
                .and_then(|a| ctx.integer_attr_value(a))
                .map(|c| c.sext_i64());
            basis.push(match c {
                Some(c) => (c, None),
                None => (strata_ir::DYNAMIC, Some(v)),
            });
        } else {
            basis.push((s, None));
        }
    }
    let offset = usize::from(!has_outer);
    let units: Vec<bool> = basis.iter().map(|&(s, _)| s == 1).collect();
    let folded_constant = basis.iter().zip(&statics).any(|(b, &s)| b.0 != s);
    if !units.contains(&true) && !folded_constant {
        return false;
    }
    let loc = o.loc();
    let index = ctx.index_type();
    let results: Vec<ValueId> = o.results().collect();
    let kept: Vec<usize> = (0..basis.len()).filter(|&k| !units[k]).collect();
    let new_statics: Vec<i64> = kept.iter().map(|&k| basis[k].0).collect();
    let new_dynamic: Vec<ValueId> = kept.iter().filter_map(|&k| basis[k].1).collect();
    let new_count = kept.len() + offset;
    // The values replacing the old results, from the new op's results.
    let mut replacements = vec![None; n];
    let new_results: Vec<ValueId> = if new_count == 0 {
        Vec::new()
    } else if new_count == 1 && (offset == 1 || kept.len() == 1) {
        vec![linear]
    } else {
        let props = vec![(
            "static_basis",
            strata_dialect_utils::attrs::dense_i64_array(ctx, &new_statics),
        )];
        let mut all = vec![linear];
        all.extend(&new_dynamic);
        let types = vec![index; new_count];
        let new_op = strata_dialect_utils::patterns::create_at(
            rw,
            op,
            loc,
            "affine.delinearize_index",
            &all,
            &types,
            &props,
        );
        rw.body().results(new_op).collect()
    };
    let mut it = new_results.into_iter();
    if offset == 1 {
        replacements[0] = it.next();
    }
    for &k in &kept {
        replacements[k + offset] = it.next();
    }
    if replacements.iter().any(Option::is_none) {
        let zero_attr = ctx.integer_attr(index, 0);
        let c = strata_dialect_utils::patterns::create_at(
            rw,
            op,
            loc,
            "arith.constant",
            &[],
            &[index],
            &[("value", zero_attr)],
        );
        let zero = rw.body().result(c, 0);
        for r in replacements.iter_mut().filter(|r| r.is_none()) {
            *r = Some(zero);
        }
    }
    let values: Vec<ValueId> = replacements.into_iter().flatten().collect();
    if values.len() != results.len() {
        return false;
    }
    rw.replace_op(op, &values);
    true
}

pub(crate) fn delinearize_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        crate::DELINEARIZE_INDEX.name,
        &[
            (
                "(anonymous namespace)::CancelDelinearizeOfLinearizeDisjointExactTail",
                1,
                crate::index_canonicalize::cancel_delinearize_of_linearize,
            ),
            (
                "(anonymous namespace)::DropUnitExtentBasis",
                1,
                delinearize_simplify_basis,
            ),
            (
                "(anonymous namespace)::SplitDelinearizeSpanningLastLinearizeArg",
                1,
                crate::index_canonicalize::split_delinearize_spanning_last_linearize_arg,
            ),
        ],
    );
}

// ---- affine.linearize_index -------------------------------------------------------------------

/// Dynamic basis elements that are constants become static (MLIR's
/// `foldDynamicIndexList`).
fn linearize_static_basis(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let o = op_ref(rw, op);
    let Some(statics) = o
        .attr("static_basis")
        .and_then(|a| strata_dialect_utils::attrs::dense_i64_values(ctx, a))
    else {
        return false;
    };
    let indices: Vec<ValueId> = operand_group(o, 0).map(|i| o.operand(i)).collect();
    let dynamic: Vec<ValueId> = operand_group(o, 1).map(|i| o.operand(i)).collect();
    let mut next = dynamic.iter();
    let mut new_statics = Vec::with_capacity(statics.len());
    let mut new_dynamic = Vec::new();
    for &s in &statics {
        if s != strata_ir::DYNAMIC {
            new_statics.push(s);
            continue;
        }
        let Some(&v) = next.next() else { return false };
        match strata_ir::fold::constant_value(ctx, o.body, v).and_then(|a| ctx.integer_attr_value(a)) {
            Some(c) => new_statics.push(c.sext_i64()),
            None => {
                new_statics.push(s);
                new_dynamic.push(v);
            }
        }
    }
    if new_dynamic.len() == dynamic.len() {
        return false;
    }
    let mut all = indices.clone();
    all.extend(&new_dynamic);
    let segments =
        strata_dialect_utils::attrs::dense_i32_array(ctx, &[indices.len() as i32, new_dynamic.len() as i32]);
    let basis = strata_dialect_utils::attrs::dense_i64_array(ctx, &new_statics);
    update(
        rw,
        op,
        &all,
        &[("static_basis", basis), ("operandSegmentSizes", segments)],
    );
    true
}

pub(crate) fn linearize_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        crate::LINEARIZE_INDEX.name,
        &[
            (
                "(anonymous namespace)::FoldConstantBasis",
                1,
                linearize_static_basis,
            ),
            (
                "(anonymous namespace)::CancelLinearizeOfDelinearizePortion",
                1,
                crate::index_canonicalize::cancel_linearize_of_delinearize_portion,
            ),
            (
                "(anonymous namespace)::DropLinearizeLeadingZero",
                1,
                crate::index_canonicalize::drop_linearize_leading_zero,
            ),
            (
                "(anonymous namespace)::DropLinearizeUnitComponentsIfDisjointOrZero",
                1,
                crate::index_canonicalize::drop_linearize_unit_components,
            ),
        ],
    );
}

/// `affine.for`'s `replaceWithAdditionalYields` (as MLIR's `AffineForOp`
/// implements it): a loop with the same bounds and step, the new inits
/// after the old ones, new region iter_args (located at their init values,
/// as the builder places them) and the given values appended to its
/// `affine.yield`; the old loop's results are replaced by the new loop's
/// first results.
pub(crate) fn for_replace_with_additional_yields(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    extra: &AdditionalYields<'_>,
) -> Option<OpId> {
    let groups = strata_dialect_utils::segments::operand_groups(OpRef::new(ctx, body, op))?;
    let [lb, ub, inits] = groups.as_slice() else {
        return None;
    };
    let (n_lb, n_ub, n_inits) = (lb.len(), ub.len(), inits.len());
    let old_region = *body.regions_in_body(op).first()?;
    let old_block = body.region_entry(old_region)?;
    let old_yield = body.last_op(old_block)?;
    if ctx.op_name_str(body.op_name(old_yield)) != "affine.yield" {
        return None;
    }
    let old_args = body.block_args(old_block).to_vec();
    if old_args.len() != 1 + n_inits {
        return None;
    }
    let mut operands: Vec<ValueId> = body.operands(op).collect();
    operands.extend_from_slice(extra.inits);
    let sizes = [n_lb as i32, n_ub as i32, (n_inits + extra.inits.len()) as i32];
    let props = body.op_properties(op).unwrap_or_else(|| ctx.empty_dictionary());
    let props = ctx.dict_with(
        props,
        ctx.ident("operandSegmentSizes"),
        Some(strata_dialect_utils::attrs::dense_i32_array(ctx, &sizes)),
    );
    let mut results: Vec<Type> = body.result_types(op).collect();
    results.extend(extra.inits.iter().map(|&v| body.value_type(v)));
    let loc = body.op_loc(op);
    let region = body.create_region();
    let block = body.create_block();
    body.append_block(region, block);
    let mut args = vec![body.add_block_arg(block, ctx.index_type(), loc)];
    for &v in &operands[n_lb + n_ub..] {
        let (ty, l) = (body.value_type(v), body.value_loc(v));
        args.push(body.add_block_arg(block, ty, l));
    }
    let mut st = OperationState::new(body.op_name(op), loc);
    st.operands = operands;
    st.result_types = results;
    st.properties = Some(props);
    st.attributes = body.op_attr_dict(op);
    st.regions = vec![region];
    let new = body.create_op(st);
    body.insert_op(InsertPoint::Before(op), new);
    Some(strata_dialect_utils::loops::finish_additional_yields(
        body,
        (op, new),
        (old_block, old_yield),
        (block, &args, old_args.len()),
        extra,
    ))
}
