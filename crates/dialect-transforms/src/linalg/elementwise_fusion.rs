//! `linalg-fuse-elementwise-ops`: producer-consumer fusion of
//! `linalg.generic` ops on tensors (MLIR's `ElementwiseOpFusion`), with the
//! patterns the pass applies alongside it.
//!
//! A producer whose loops are all parallel, whose result the consumer
//! reads through an input, and whose map for that result is a permutation
//! fuses into the consumer: the fused op runs the consumer's loops, its
//! operands are the consumer's inputs with the producer's inputs spliced
//! in at the fused one (their maps composed with the inverse of the
//! producer's result map and the consumer's map for the operand), then the
//! producer's outputs whose results are still needed, then the consumer's
//! outputs; its body is the producer's body followed by the consumer's,
//! the fused argument replaced by what the producer yields. The pass fuses
//! a producer only into its one use.
//!
//! With it (MLIR's `populateElementwiseOpsFusionPatterns`): fills and
//! scalar or splat constants read by a generic op become scalars in its
//! body, outputs whose values the body does not read become
//! `tensor.empty`, and inputs and outputs that are dead or duplicated are
//! dropped; plus the canonicalizations of `affine.apply`, `linalg.generic`
//! and the tensor reshapes.

use strata_dialect_linalg::structured::{
    indexing_maps, inputs, iterator_types, outputs, payload_block, payload_type, payload_uses_operand,
};
use strata_dialect_linalg::GENERIC;
use strata_dialect_utils::patterns::add;
use strata_ir::affine::{AffineExprKind, AffineMap};
use strata_ir::{
    AttrKind, Attribute, Context, IsolatedOpMut, Location, LogicalResult, OpId, OpRef, OperationState,
    RegionId, Type, TypeKind, ValueDef, ValueId,
};
use strata_pass::Pass;
use strata_rewrite::{
    apply_patterns_greedily_nested, op_canonicalization_patterns, FrozenPatternSet, GreedyConfig,
    PatternRewriter, PatternRoot, RewritePattern,
};

// ---- affine map helpers -------------------------------------------------------------------------

/// MLIR's `inversePermutation`: the map from results to dims, each dim
/// taken from its first result that is exactly it (other results
/// skipped); `None` when a dim has none.
pub fn inverse_permutation(ctx: &Context, map: &AffineMap) -> Option<AffineMap> {
    if map.num_dims == 0 && map.results.is_empty() {
        return Some(map.clone());
    }
    let mut exprs = vec![None; map.num_dims as usize];
    for (i, &e) in map.results.iter().enumerate() {
        if let AffineExprKind::Dim(d) = e.kind(ctx) {
            let slot = exprs.get_mut(d as usize)?;
            if slot.is_none() {
                *slot = Some(ctx.affine_dim(i as u32));
            }
        }
    }
    let seen: Option<Vec<_>> = exprs.into_iter().collect();
    let n = u32::try_from(map.results.len()).ok()?;
    Some(AffineMap::new(n, 0, seen?))
}

/// The maps' results side by side, over the most dims and symbols any has
/// (MLIR's `concatAffineMaps`).
fn concat_maps<'a>(maps: impl IntoIterator<Item = &'a AffineMap>) -> AffineMap {
    let (mut dims, mut syms, mut results) = (0, 0, Vec::new());
    for m in maps {
        dims = dims.max(m.num_dims);
        syms = syms.max(m.num_symbols);
        results.extend(m.results.iter().copied());
    }
    AffineMap::new(dims, syms, results)
}

/// Whether the loop bounds can still be computed from the operands'
/// shapes with the operands `dropped` left out (MLIR's
/// `canOpOperandsBeDropped`).
fn can_drop(ctx: &Context, maps: &[AffineMap], loops: usize, dropped: &[usize]) -> bool {
    let kept: Vec<&AffineMap> = maps
        .iter()
        .enumerate()
        .filter(|(i, _)| !dropped.contains(i))
        .map(|(_, m)| m)
        .collect();
    if kept.is_empty() {
        return loops == 0;
    }
    inverse_permutation(ctx, &concat_maps(kept)).is_some()
}

fn map_attrs(ctx: &Context, maps: &[AffineMap]) -> Attribute {
    let attrs: Vec<Attribute> = maps
        .iter()
        .map(|m| ctx.intern_attr(AttrKind::AffineMap(m.clone())))
        .collect();
    ctx.array_attr(&attrs)
}

// ---- generic op views ---------------------------------------------------------------------------

/// What the patterns read of a `linalg.generic`.
struct Generic {
    maps: Vec<AffineMap>,
    reductions: Vec<bool>,
    ins: std::ops::Range<usize>,
    outs: std::ops::Range<usize>,
    block: strata_ir::BlockId,
}

fn generic(ctx: &Context, body: &strata_ir::Body, op: OpId) -> Option<Generic> {
    if !body.is_live(op) || body.op_name(op) != ctx.op_name(GENERIC.name) {
        return None;
    }
    let o = OpRef::new(ctx, body, op);
    let maps = indexing_maps(o)?;
    let reductions = iterator_types(o)?;
    if maps.len() != o.num_operands() || maps.iter().any(|m| m.num_dims as usize != reductions.len()) {
        return None;
    }
    Some(Generic {
        maps,
        reductions,
        ins: inputs(o),
        outs: outputs(o),
        block: payload_block(o)?,
    })
}

/// No operand is a buffer (MLIR's `hasPureTensorSemantics`).
fn pure_tensor(ctx: &Context, body: &strata_ir::Body, op: OpId) -> bool {
    body.operand_types(op).all(|t| {
        !matches!(
            ctx.type_kind(t),
            TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
        )
    })
}

/// Creates a `linalg.generic` before `at` with an empty region; returns it
/// and the region.
#[allow(clippy::too_many_arguments)]
fn create_generic(
    rw: &mut PatternRewriter<'_>,
    at: OpId,
    loc: Location,
    results: &[Type],
    ins: &[ValueId],
    outs: &[ValueId],
    maps: &[AffineMap],
    iterator_types: Attribute,
) -> (OpId, RegionId) {
    let ctx = rw.ctx;
    let mut state = OperationState::new(ctx.op_name(GENERIC.name), loc);
    state.operands = ins.iter().chain(outs).copied().collect();
    state.result_types = results.to_vec();
    let props = [
        (ctx.ident("indexing_maps"), map_attrs(ctx, maps)),
        (ctx.ident("iterator_types"), iterator_types),
        (
            ctx.ident("operandSegmentSizes"),
            ctx.dense_i32_array_attr(&[ins.len() as i32, outs.len() as i32]),
        ),
    ];
    state.properties = Some(ctx.dictionary_attr(&props));
    let region = rw.create_region();
    state.regions.push(region);
    rw.set_insertion_point(at);
    (rw.create(state), region)
}

/// Creates `name` at the end of `block`.
fn append(
    rw: &mut PatternRewriter<'_>,
    block: strata_ir::BlockId,
    loc: Location,
    name: &str,
    operands: &[ValueId],
    results: &[Type],
    props: &[(&str, Attribute)],
) -> OpId {
    let ctx = rw.ctx;
    let mut state = OperationState::new(ctx.op_name(name), loc);
    state.operands.extend_from_slice(operands);
    state.result_types.extend_from_slice(results);
    if !props.is_empty() {
        let entries: Vec<_> = props.iter().map(|(n, a)| (ctx.ident(n), *a)).collect();
        state.properties = Some(ctx.dictionary_attr(&entries));
    }
    rw.set_insertion_point_to_end(block);
    rw.create(state)
}

// ---- fusion -------------------------------------------------------------------------------------

/// The map of a producer operand in the fused op's loops: its map in the
/// producer, composed with the inverse of the producer's result map and
/// with the consumer's map for the fused operand.
fn producer_operand_map(
    ctx: &Context,
    arg_map: &AffineMap,
    producer_result_map: &AffineMap,
    consumer_map: &AffineMap,
) -> Option<AffineMap> {
    let inverse = inverse_permutation(ctx, producer_result_map)?;
    arg_map.compose(ctx, &inverse)?.compose(ctx, consumer_map)
}

/// Whether the producer of the consumer's operand `i` can fuse into it
/// (MLIR's `areElementwiseOpsFusable`).
fn fusable(ctx: &Context, body: &strata_ir::Body, consumer: OpId, i: usize) -> Option<(OpId, usize)> {
    let c = generic(ctx, body, consumer)?;
    let v = body.operand(consumer, i);
    let ValueDef::Result(producer, r) = body.value_def(v) else {
        return None;
    };
    let p = generic(ctx, body, producer)?;
    if !pure_tensor(ctx, body, producer)
        || !matches!(ctx.type_kind(body.value_type(v)), TypeKind::RankedTensor { .. })
    {
        return None;
    }
    if p.reductions.iter().any(|&r| r) || !c.ins.contains(&i) {
        return None;
    }
    let consumer_map = &c.maps[i];
    if consumer_map.num_results() != p.reductions.len() {
        return None;
    }
    let result_map = &p.maps[p.outs.start + r as usize];
    if !result_map.is_permutation(ctx) {
        return None;
    }
    // A reduction still needs an operand defining each loop's range.
    if c.reductions.iter().any(|&r| r) {
        let mut covered = vec![false; c.reductions.len()];
        let mut cover = |m: &AffineMap| {
            for &e in m.results.iter() {
                if let AffineExprKind::Dim(d) = e.kind(ctx) {
                    if let Some(slot) = covered.get_mut(d as usize) {
                        *slot = true;
                    }
                }
            }
        };
        for (k, m) in c.maps.iter().enumerate() {
            if body.operand(consumer, k) != v {
                cover(m);
            }
        }
        for k in p.ins.clone() {
            cover(&producer_operand_map(ctx, &p.maps[k], result_map, consumer_map)?);
        }
        if !covered.iter().all(|&x| x) {
            return None;
        }
    }
    Some((producer, r as usize))
}

/// The producer results the fused op must still compute (MLIR's
/// `getPreservedProducerResults`): those used elsewhere, whose output the
/// producer's body reads, or whose output the loop bounds need.
fn preserved_results(
    ctx: &Context,
    body: &strata_ir::Body,
    producer: OpId,
    consumer: OpId,
    p: &Generic,
) -> Vec<bool> {
    let o = OpRef::new(ctx, body, producer);
    let loops = p.reductions.len();
    let mut ignored = Vec::new();
    let mut preserved = Vec::new();
    for (r, out) in p.outs.clone().enumerate() {
        ignored.push(out);
        let result = body.result(producer, r);
        let keep = payload_uses_operand(o, out)
            || !can_drop(ctx, &p.maps, loops, &ignored)
            || body.uses(result).any(|(user, _)| user != consumer);
        if keep {
            ignored.pop();
        }
        preserved.push(keep);
    }
    preserved
}

/// `FuseElementwiseOps`: fuses the producer of the first input it can
/// into the consumer, when that producer has one use.
fn fuse_elementwise_ops(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let n = rw.body().num_operands(op);
    for i in 0..n {
        let Some((producer, r)) = fusable(ctx, rw.body(), op, i) else {
            continue;
        };
        let one_use = rw
            .body()
            .results(producer)
            .map(|v| rw.body().uses(v).count())
            .sum::<usize>()
            == 1;
        if !one_use {
            continue;
        }
        return fuse(rw, op, i, producer, r);
    }
    false
}

/// Fuses `producer` (result `r`) into `consumer`'s operand `i` (MLIR's
/// `fuseElementwiseOps` and `generateFusedElementwiseOpRegion`).
fn fuse(rw: &mut PatternRewriter<'_>, consumer: OpId, i: usize, producer: OpId, r: usize) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let (Some(c), Some(p)) = (generic(ctx, body, consumer), generic(ctx, body, producer)) else {
        return false;
    };
    let preserved = preserved_results(ctx, body, producer, consumer, &p);
    let consumer_map = c.maps[i].clone();
    let result_map = p.maps[p.outs.start + r].clone();
    let mut ins = Vec::new();
    let mut outs = Vec::new();
    let mut maps = Vec::new();
    let mut types = Vec::new();
    for k in c.ins.start..i {
        ins.push(body.operand(consumer, k));
        maps.push(c.maps[k].clone());
    }
    for k in p.ins.clone() {
        ins.push(body.operand(producer, k));
        let Some(m) = producer_operand_map(ctx, &p.maps[k], &result_map, &consumer_map) else {
            return false;
        };
        maps.push(m);
    }
    for k in i + 1..c.ins.end {
        ins.push(body.operand(consumer, k));
        maps.push(c.maps[k].clone());
    }
    for (j, k) in p.outs.clone().enumerate() {
        if !preserved[j] {
            continue;
        }
        let v = body.operand(producer, k);
        outs.push(v);
        let Some(m) = producer_operand_map(ctx, &p.maps[k], &result_map, &consumer_map) else {
            return false;
        };
        maps.push(m);
        types.push(body.value_type(v));
    }
    for k in c.outs.clone() {
        let v = body.operand(consumer, k);
        outs.push(v);
        maps.push(c.maps[k].clone());
        let t = body.value_type(v);
        if !matches!(ctx.type_kind(t), TypeKind::MemRef { .. }) {
            types.push(t);
        }
    }
    // The fused op's loop bounds must come from its operands' shapes.
    if inverse_permutation(ctx, &concat_maps(&maps)).is_none() {
        return false;
    }
    let Some(inverse) = inverse_permutation(ctx, &result_map) else {
        return false;
    };
    let Some(to_producer_loops) = inverse.compose(ctx, &consumer_map) else {
        return false;
    };
    let Some(iterators) = OpRef::new(ctx, body, consumer).attr("iterator_types") else {
        return false;
    };
    let loc = body.op_loc(consumer);
    let producer_loc = body.op_loc(producer);
    let (fused, region) = create_generic(rw, consumer, loc, &types, &ins, &outs, &maps, iterators);
    let block = rw.create_block(region);
    let mut mapping = strata_ir::IrMapping::default();
    let body = rw.body();
    let p_ops: Vec<OpId> = body.block_ops(p.block).collect();
    let c_ops: Vec<OpId> = body.block_ops(c.block).collect();
    let p_args = body.block_args(p.block).to_vec();
    let c_args = body.block_args(c.block).to_vec();
    let index_name = ctx.op_name("linalg.index");
    let has_index = p_ops.iter().any(|&o| body.op_name(o) == index_name);

    // The producer's indices, in the consumer's loops.
    if has_index {
        let index = ctx.index_type();
        let loops = c.reductions.len();
        let fused_indices: Vec<ValueId> = (0..loops)
            .map(|d| {
                let dim = ctx.integer_attr(ctx.integer_type(64), d as i64);
                let op = append(
                    rw,
                    block,
                    producer_loc,
                    "linalg.index",
                    &[],
                    &[index],
                    &[("dim", dim)],
                );
                rw.body().result(op, 0)
            })
            .collect();
        for &o in &p_ops {
            let body = rw.body();
            if body.op_name(o) != index_name {
                continue;
            }
            let Some(dim) = OpRef::new(ctx, body, o)
                .attr("dim")
                .and_then(|a| ctx.integer_attr_value(a))
                .map(|v| v.zext_u64() as usize)
            else {
                return false;
            };
            let Some(m) = to_producer_loops.sub_map(&[dim]) else {
                return false;
            };
            let map = strata_dialect_affine::map_attr(ctx, m);
            let apply = append(
                rw,
                block,
                producer_loc,
                "affine.apply",
                &fused_indices,
                &[index],
                &[("map", map)],
            );
            let result = rw.body().result(o, 0);
            let new = rw.body().result(apply, 0);
            mapping.map_value(result, new);
        }
    }
    let arg = |rw: &mut PatternRewriter<'_>, mapping: &mut strata_ir::IrMapping, old: ValueId| {
        let (ty, l) = (rw.body().value_type(old), rw.body().value_loc(old));
        let new = rw.add_block_arg(block, ty, l);
        mapping.map_value(old, new);
    };
    for &a in &c_args[c.ins.start..i] {
        arg(rw, &mut mapping, a);
    }
    for &a in &p_args[p.ins.clone()] {
        arg(rw, &mut mapping, a);
    }
    for &a in &c_args[i + 1..c.ins.end] {
        arg(rw, &mut mapping, a);
    }
    for (j, &a) in p_args[p.outs.clone()].iter().enumerate() {
        if preserved[j] {
            arg(rw, &mut mapping, a);
        }
    }
    for &a in &c_args[c.outs.clone()] {
        arg(rw, &mut mapping, a);
    }
    // The producer's body without its terminator and indices.
    let Some((&p_yield, p_rest)) = p_ops.split_last() else {
        return false;
    };
    rw.set_insertion_point_to_end(block);
    for &o in p_rest {
        if rw.body().op_name(o) != index_name {
            rw.set_insertion_point_to_end(block);
            rw.clone_op(o, &mut mapping);
        }
    }
    let yielded = rw.body().operand(p_yield, r);
    let replacement = mapping.get_value(yielded).unwrap_or(yielded);
    mapping.map_value(c_args[i], replacement);
    let Some((&c_yield, c_rest)) = c_ops.split_last() else {
        return false;
    };
    for &o in c_rest {
        rw.set_insertion_point_to_end(block);
        rw.clone_op(o, &mut mapping);
    }
    let mut values = Vec::new();
    let p_yielded: Vec<ValueId> = rw.body().operands(p_yield).collect();
    for (j, &v) in p_yielded.iter().enumerate() {
        if preserved.get(j).copied().unwrap_or(false) {
            values.push(mapping.get_value(v).unwrap_or(v));
        }
    }
    for v in rw.body().operands(c_yield).collect::<Vec<_>>() {
        values.push(mapping.get_value(v).unwrap_or(v));
    }
    append(rw, block, loc, "linalg.yield", &values, &[], &[]);

    // The consumer's results are replaced; the producer stays for its
    // other users.
    let fused_results: Vec<ValueId> = rw.body().results(fused).collect();
    let kept = preserved.iter().filter(|&&k| k).count();
    let consumer_results: Vec<ValueId> = rw.body().results(consumer).collect();
    for (&old, &new) in consumer_results.iter().zip(&fused_results[kept..]) {
        rw.replace_all_uses_with(old, new);
    }
    rw.erase_op(consumer);
    true
}

// ---- the patterns that come with it -------------------------------------------------------------

/// `FoldFillWithGenericOp`: an input that a `linalg.fill` computes is its
/// value in the body.
fn fold_fill_with_generic_op(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let Some(g) = generic(ctx, body, op) else {
        return false;
    };
    if !pure_tensor(ctx, body, op) {
        return false;
    }
    let fill = ctx.op_name("linalg.fill");
    let mut found = false;
    for i in g.ins.clone() {
        let body = rw.body();
        if !payload_uses_operand(OpRef::new(ctx, body, op), i) {
            continue;
        }
        let v = body.operand(op, i);
        let Some(f) = body.defining_op(v).filter(|&f| body.op_name(f) == fill) else {
            continue;
        };
        let value = body.operand(f, 0);
        let arg = body.block_arg(g.block, i);
        // The fill's value has the element type of its result.
        if body.value_type(value) != body.value_type(arg) {
            continue;
        }
        found = true;
        rw.replace_all_uses_with(arg, value);
    }
    found
}

/// The scalar a scalar or splat constant stands for.
fn scalar_constant(ctx: &Context, body: &strata_ir::Body, v: ValueId) -> Option<Attribute> {
    let def = body.defining_op(v)?;
    if body.op_name(def) != ctx.op_name("arith.constant") {
        return None;
    }
    let value = OpRef::new(ctx, body, def).attr("value")?;
    match ctx.attr_kind(value) {
        AttrKind::Integer { .. } | AttrKind::Float { .. } => Some(value),
        AttrKind::DenseElements { ty, data } if data.splat => {
            let element = ctx.element_type(*ty)?;
            let width = match ctx.type_kind(element) {
                TypeKind::Integer { width, .. } if *width <= 64 => *width,
                TypeKind::Float(k) => k.width(),
                TypeKind::Index => 64,
                _ => return None,
            };
            let n = (width as usize).div_ceil(8);
            let mut raw = [0u8; 16];
            raw[..n].copy_from_slice(data.bytes.get(..n)?);
            let bits = u128::from_le_bytes(raw);
            Some(match ctx.type_kind(element) {
                TypeKind::Float(_) => ctx.intern_attr(AttrKind::Float { ty: element, bits }),
                _ => ctx.intern_attr(AttrKind::Integer {
                    ty: element,
                    value: strata_ir::APInt::from_u64(width, bits as u64),
                }),
            })
        }
        _ => None,
    }
}

/// The type of a scalar integer or float attribute.
fn scalar_type(ctx: &Context, a: Attribute) -> Option<Type> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } => Some(*ty),
        _ => None,
    }
}

/// `FoldScalarOrSplatConstant`: an input that is a scalar or splat
/// constant becomes an `arith.constant` scalar used in the body.
fn fold_scalar_or_splat_constant(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let Some(g) = generic(ctx, body, op) else {
        return false;
    };
    if !pure_tensor(ctx, body, op) {
        return false;
    }
    for i in g.ins.clone() {
        let body = rw.body();
        let v = body.operand(op, i);
        let Some(scalar) = scalar_constant(ctx, body, v) else {
            continue;
        };
        let mut ins = Vec::new();
        let mut maps = Vec::new();
        for k in g.ins.clone().filter(|&k| k != i) {
            ins.push(body.operand(op, k));
            maps.push(g.maps[k].clone());
        }
        let outs: Vec<ValueId> = g.outs.clone().map(|k| body.operand(op, k)).collect();
        maps.extend(g.outs.clone().map(|k| g.maps[k].clone()));
        if inverse_permutation(ctx, &concat_maps(&maps)).is_none() {
            return false;
        }
        let Some(iterators) = OpRef::new(ctx, body, op).attr("iterator_types") else {
            return false;
        };
        let const_loc = body.op_loc(body.defining_op(v).unwrap_or(op));
        let loc = body.op_loc(op);
        let types: Vec<Type> = body.result_types(op).collect();
        let Some(scalar_ty) = scalar_type(ctx, scalar) else {
            return false;
        };
        let c = strata_dialect_utils::patterns::create_at(
            rw,
            op,
            const_loc,
            "arith.constant",
            &[],
            &[scalar_ty],
            &[("value", scalar)],
        );
        let constant = rw.body().result(c, 0);
        let (fused, region) = create_generic(rw, op, loc, &types, &ins, &outs, &maps, iterators);
        let old_region = *rw.body().regions_in_body(op).first().unwrap_or(&region);
        let arg = rw.body().block_arg(g.block, i);
        rw.replace_all_uses_with(arg, constant);
        rw.modify_op_in_place(op, |b| b.erase_block_arg(g.block, i));
        rw.inline_region_before(old_region, region, None);
        let results: Vec<ValueId> = rw.body().results(fused).collect();
        rw.replace_op(op, &results);
        return true;
    }
    false
}

/// `RemoveOutsDependency`: an output whose values the body does not read
/// becomes a `tensor.empty` of its shape.
fn remove_outs_dependency(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(g) = generic(ctx, rw.body(), op) else {
        return false;
    };
    let empty_name = ctx.op_name("tensor.empty");
    let mut changed = false;
    for i in g.outs.clone() {
        let body = rw.body();
        if payload_uses_operand(OpRef::new(ctx, body, op), i) {
            continue;
        }
        let v = body.operand(op, i);
        let ty = body.value_type(v);
        let TypeKind::RankedTensor {
            shape,
            element,
            encoding,
        } = ctx.type_kind(ty)
        else {
            continue;
        };
        // Sparse outputs are left alone, as mlir-opt leaves them to the
        // sparsifier.
        if encoding.is_some() || body.defining_op(v).is_some_and(|d| body.op_name(d) == empty_name) {
            continue;
        }
        let (shape, element) = (shape.to_vec(), *element);
        let loc = body.op_loc(op);
        let mut sizes = Vec::new();
        for (j, &d) in shape.iter().enumerate() {
            if d != strata_ir::DYNAMIC {
                continue;
            }
            let index = ctx.index_type();
            let cst = strata_dialect_utils::patterns::create_at(
                rw,
                op,
                loc,
                "arith.constant",
                &[],
                &[index],
                &[("value", ctx.integer_attr(index, j as i64))],
            );
            let c = rw.body().result(cst, 0);
            let dim =
                strata_dialect_utils::patterns::create_at(rw, op, loc, "tensor.dim", &[v, c], &[index], &[]);
            sizes.push(rw.body().result(dim, 0));
        }
        let empty_ty = ctx.intern_type(TypeKind::RankedTensor {
            shape: shape.into(),
            element,
            encoding: None,
        });
        let e =
            strata_dialect_utils::patterns::create_at(rw, op, loc, "tensor.empty", &sizes, &[empty_ty], &[]);
        let new = rw.body().result(e, 0);
        rw.modify_op_in_place(op, |b| b.set_operand(op, i, new));
        changed = true;
    }
    changed
}

/// Whether result `r` of the generic op is dead: unused, and its output
/// either unread by the body or only yielded back unchanged (MLIR's
/// `isResultValueDead`).
fn result_dead(ctx: &Context, body: &strata_ir::Body, op: OpId, g: &Generic, r: usize) -> bool {
    if body.has_uses(body.result(op, r)) {
        return false;
    }
    let out = g.outs.start + r;
    if !payload_uses_operand(OpRef::new(ctx, body, op), out) {
        return true;
    }
    let arg = body.block_arg(g.block, out);
    let mut uses = body.uses(arg);
    let (Some((user, _)), None) = (uses.next(), uses.next()) else {
        return false;
    };
    body.op_name(user) == ctx.op_name("linalg.yield")
        && !body.op_has_uses(user)
        && body.operand(user, r) == arg
}

/// `DeduplicateAndRemoveDeadOperandsAndResults`: drops inputs the body
/// does not read, repeated inputs (same value, same map), and outputs
/// whose results are dead or repeat another's, while the loop bounds
/// stay computable.
fn deduplicate_and_remove_dead_operands_and_results(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let Some(g) = generic(ctx, body, op) else {
        return false;
    };
    let o = OpRef::new(ctx, body, op);
    let loops = g.reductions.len();
    let mut dropped: Vec<usize> = Vec::new();
    let mut ins = Vec::new();
    let mut outs = Vec::new();
    let mut maps = Vec::new();
    // Old operand -> new operand position (among all new operands).
    let mut new_pos: Vec<Option<usize>> = vec![None; o.num_operands()];
    let mut seen_ins: Vec<(ValueId, &AffineMap, usize)> = Vec::new();
    for i in g.ins.clone() {
        if !payload_uses_operand(o, i) {
            dropped.push(i);
            if can_drop(ctx, &g.maps, loops, &dropped) {
                continue;
            }
            dropped.pop();
        }
        let v = o.operand(i);
        if let Some(&(_, _, k)) = seen_ins.iter().find(|(sv, sm, _)| *sv == v && **sm == g.maps[i]) {
            new_pos[i] = Some(k);
            dropped.push(i);
            continue;
        }
        new_pos[i] = Some(ins.len());
        seen_ins.push((v, &g.maps[i], ins.len()));
        ins.push(v);
        maps.push(g.maps[i].clone());
    }
    let yield_op = body.last_op(g.block);
    let pure = pure_tensor(ctx, body, op);
    let mut seen_outs: Vec<(ValueId, &AffineMap, Option<ValueId>, usize)> = Vec::new();
    for (r, i) in g.outs.clone().enumerate() {
        let v = o.operand(i);
        if pure {
            let yielded = yield_op.and_then(|y| (r < body.num_operands(y)).then(|| body.operand(y, r)));
            if result_dead(ctx, body, op, &g, r) {
                dropped.push(i);
                if can_drop(ctx, &g.maps, loops, &dropped) {
                    continue;
                }
                dropped.pop();
            }
            if !payload_uses_operand(o, i) {
                if let Some(&(_, _, _, k)) = seen_outs
                    .iter()
                    .find(|(sv, sm, sy, _)| *sv == v && **sm == g.maps[i] && *sy == yielded)
                {
                    new_pos[i] = Some(ins.len() + k);
                    dropped.push(i);
                    continue;
                }
            }
            seen_outs.push((v, &g.maps[i], yielded, outs.len()));
        }
        new_pos[i] = Some(ins.len() + outs.len());
        outs.push(v);
        maps.push(g.maps[i].clone());
    }
    if ins.len() + outs.len() == o.num_operands() {
        return false;
    }
    let types: Vec<Type> = outs
        .iter()
        .map(|&v| body.value_type(v))
        .filter(|&t| {
            matches!(
                ctx.type_kind(t),
                TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
            )
        })
        .collect();
    let Some(iterators) = o.attr("iterator_types") else {
        return false;
    };
    let loc = o.loc();
    let extra_attrs = body.op_attr_dict(op);
    let old_results: Vec<ValueId> = body.results(op).collect();
    let old_args: Vec<ValueId> = body.block_args(g.block).to_vec();
    let old_outs: Vec<usize> = g.outs.clone().collect();
    let (new_op, region) = create_generic(rw, op, loc, &types, &ins, &outs, &maps, iterators);
    if let Some(d) = extra_attrs {
        rw.modify_op_in_place(new_op, |b| b.set_op_attr_dict(new_op, Some(d)));
    }
    // The new body's arguments, one per new operand.
    let block = rw.create_block(region);
    let new_args: Vec<ValueId> = ins
        .iter()
        .chain(&outs)
        .map(|&v| {
            let ty = payload_type(ctx, rw.body().value_type(v));
            let l = rw.body().value_loc(v);
            rw.add_block_arg(block, ty, l)
        })
        .collect();
    // Drop the yielded values of dropped outputs.
    if outs.len() != g.outs.len() {
        if let Some(y) = yield_op {
            let yielded: Vec<ValueId> = rw.body().operands(y).collect();
            let mut kept = vec![None; outs.len()];
            for (r, &i) in old_outs.iter().enumerate() {
                if let (Some(p), Some(&v)) = (new_pos[i], yielded.get(r)) {
                    let slot = p - ins.len();
                    if kept[slot].is_none() {
                        kept[slot] = Some(v);
                    }
                }
            }
            let kept: Vec<ValueId> = kept.into_iter().flatten().collect();
            let yloc = rw.body().op_loc(y);
            let mut state = OperationState::new(ctx.op_name("linalg.yield"), yloc);
            state.operands = kept;
            rw.replace_op_with_new(y, state);
        }
    }
    let replacements: Vec<ValueId> = old_args
        .iter()
        .enumerate()
        .map(|(k, &a)| match new_pos.get(k).copied().flatten() {
            Some(p) => new_args[p],
            // Unused: any value will do.
            None => a,
        })
        .collect();
    rw.merge_blocks(g.block, block, &replacements);
    let mut values: Vec<ValueId> = Vec::with_capacity(old_results.len());
    let new_results: Vec<ValueId> = rw.body().results(new_op).collect();
    for (r, &i) in old_outs.iter().enumerate() {
        match new_pos[i] {
            Some(p) => values.push(new_results.get(p - ins.len()).copied().unwrap_or(old_results[r])),
            None => values.push(old_results[r]),
        }
    }
    // Dead results have no uses, so they need no replacement.
    for (&old, &new) in old_results.iter().zip(&values) {
        if old != new {
            rw.replace_all_uses_with(old, new);
        }
    }
    rw.erase_op(op);
    true
}

/// `RemoveUnusedCycleInGenericOp`: an unused result whose output is read
/// by one op that only feeds the yield at the same position yields the
/// output itself, so that the output can then be dropped.
fn remove_unused_cycle_in_generic_op(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(g) = generic(ctx, rw.body(), op) else {
        return false;
    };
    if !pure_tensor(ctx, rw.body(), op) {
        return false;
    }
    let mut changed = false;
    for (r, i) in g.outs.clone().enumerate() {
        let body = rw.body();
        if body.has_uses(body.result(op, r)) {
            continue;
        }
        let arg = body.block_arg(g.block, i);
        let mut uses = body.uses(arg);
        let (Some((cycle, _)), None) = (uses.next(), uses.next()) else {
            continue;
        };
        if body.num_results(cycle) != 1 {
            continue;
        }
        let cycle_result = body.result(cycle, 0);
        let mut cycle_uses = body.uses(cycle_result);
        let (Some((user, _)), None) = (cycle_uses.next(), cycle_uses.next()) else {
            continue;
        };
        if body.op_name(user) != ctx.op_name("linalg.yield")
            || r >= body.num_operands(user)
            || body.operand(user, r) != cycle_result
        {
            continue;
        }
        rw.replace_op(cycle, &[arg]);
        rw.modify_op_in_place(op, |_| {});
        changed = true;
    }
    changed
}

/// `FoldConstantTranspose`: a structured op on static tensors whose body
/// only yields its one input, with permutation maps, reading a constant
/// used only there, becomes the constant with its elements permuted.
struct FoldConstantTranspose;

impl RewritePattern for FoldConstantTranspose {
    fn root(&self) -> PatternRoot {
        PatternRoot::Any
    }

    fn debug_name(&self) -> &str {
        "(anonymous namespace)::FoldConstantTranspose"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        let o = OpRef::new(ctx, body, op);
        if !strata_dialect_linalg::structured::is_structured(o) || !pure_tensor(ctx, body, op) {
            return false;
        }
        let (ins, outs) = (inputs(o), outputs(o));
        if outs.len() != 1 || ins.len() != 1 || o.num_results() != 1 {
            return false;
        }
        let out_ty = o.result_type(0);
        let TypeKind::RankedTensor { shape, element, .. } = ctx.type_kind(out_ty) else {
            return false;
        };
        if shape.contains(&strata_ir::DYNAMIC) {
            return false;
        }
        let (shape, element) = (shape.to_vec(), *element);
        let element_of = |t: Type| match ctx.type_kind(t) {
            TypeKind::RankedTensor { element, .. } => Some(*element),
            _ => None,
        };
        if o.operand_types().any(|t| element_of(t) != Some(element)) {
            return false;
        }
        let width = match ctx.type_kind(element) {
            TypeKind::Integer { width, .. } => *width,
            TypeKind::Float(k) => k.width(),
            _ => return false,
        };
        let Some(maps) = indexing_maps(o) else {
            return false;
        };
        if maps.len() != 2 || !maps.iter().all(|m| m.is_permutation(ctx)) {
            return false;
        }
        if payload_uses_operand(o, outs.start) {
            return false;
        }
        // The body yields the input's element and does nothing else.
        let Some(block) = payload_block(o) else {
            return false;
        };
        let mut ops = body.block_ops(block);
        let (Some(y), None) = (ops.next(), ops.next()) else {
            return false;
        };
        if body.op_name(y) != ctx.op_name("linalg.yield")
            || body.operands(y).any(|v| v != body.block_arg(block, 0))
        {
            return false;
        }
        let input = o.operand(ins.start);
        let Some(c) = body.defining_op(input) else {
            return false;
        };
        if body.op_name(c) != ctx.op_name("arith.constant") || body.uses(input).count() != 1 {
            return false;
        }
        let Some(value) = OpRef::new(ctx, body, c).attr("value") else {
            return false;
        };
        let AttrKind::DenseElements { ty: in_ty, data } = ctx.attr_kind(value) else {
            return false;
        };
        let Some(in_shape) = ctx.shape(*in_ty).map(|s| s.to_vec()) else {
            return false;
        };
        // i1 takes one byte per element.
        let n = (width as usize).div_ceil(8);
        let count: usize = shape.iter().map(|&d| d as usize).product();
        let in_count: usize = in_shape.iter().map(|&d| d as usize).product();
        if !data.splat && data.bytes.len() != in_count * n {
            return false;
        }
        let rank = shape.len();
        let (in_map, out_map) = (&maps[0], &maps[1]);
        let mut bytes = Vec::with_capacity(count * n);
        // Each output element in row-major order: its loop indices through
        // the inverse of the output map, then the input element at them.
        let Some(out_inverse) = inverse_permutation(ctx, out_map) else {
            return false;
        };
        let Some(to_input) = in_map.compose(ctx, &out_inverse) else {
            return false;
        };
        let perm: Option<Vec<usize>> = to_input
            .results
            .iter()
            .map(|&e| match e.kind(ctx) {
                AffineExprKind::Dim(d) => Some(d as usize),
                _ => None,
            })
            .collect();
        let Some(perm) = perm else {
            return false;
        };
        // Each input dimension is the output dimension it is read along.
        if perm.len() != in_shape.len()
            || rank != in_shape.len()
            || perm
                .iter()
                .enumerate()
                .any(|(k, &d)| shape.get(d) != Some(&in_shape[k]))
        {
            return false;
        }
        let mut strides = vec![1usize; in_shape.len()];
        for k in (0..in_shape.len().saturating_sub(1)).rev() {
            strides[k] = strides[k + 1] * in_shape[k + 1] as usize;
        }
        let mut index = vec![0usize; rank];
        for _ in 0..count {
            let src = if data.splat {
                0
            } else {
                perm.iter()
                    .enumerate()
                    .map(|(k, &d)| index[d] * strides[k])
                    .sum::<usize>()
            };
            bytes.extend_from_slice(&data.bytes[src * n..src * n + n]);
            for k in (0..rank).rev() {
                index[k] += 1;
                if index[k] < shape[k] as usize {
                    break;
                }
                index[k] = 0;
            }
        }
        // Equal elements make a splat, as MLIR builds it.
        let splat = count > 0 && bytes.chunks(n).all(|e| e == &bytes[..n]);
        if splat {
            bytes.truncate(n);
        }
        let attr = ctx.intern_attr(AttrKind::DenseElements {
            ty: out_ty,
            data: strata_ir::DenseData {
                splat,
                bytes: bytes.into(),
            },
        });
        let loc = body.op_loc(op);
        let mut state = OperationState::new(ctx.op_name("arith.constant"), loc);
        state.result_types = vec![out_ty];
        state.properties = Some(ctx.dictionary_attr(&[(ctx.ident("value"), attr)]));
        rw.replace_op_with_new(op, state);
        true
    }
}

/// The patterns of `linalg-fuse-elementwise-ops`, in mlir-opt's order.
pub fn elementwise_fusion_patterns(ctx: &Context) -> Vec<Box<dyn RewritePattern>> {
    let mut patterns: Vec<Box<dyn RewritePattern>> = Vec::new();
    add(
        &mut patterns,
        GENERIC.name,
        &[
            (
                "(anonymous namespace)::FuseElementwiseOps",
                1,
                fuse_elementwise_ops,
            ),
            (
                "(anonymous namespace)::FoldFillWithGenericOp",
                1,
                fold_fill_with_generic_op,
            ),
            (
                "(anonymous namespace)::FoldScalarOrSplatConstant",
                1,
                fold_scalar_or_splat_constant,
            ),
            (
                "(anonymous namespace)::RemoveOutsDependency",
                1,
                remove_outs_dependency,
            ),
            (
                "(anonymous namespace)::DeduplicateAndRemoveDeadOperandsAndResults",
                1,
                deduplicate_and_remove_dead_operands_and_results,
            ),
            (
                "(anonymous namespace)::RemoveUnusedCycleInGenericOp",
                1,
                remove_unused_cycle_in_generic_op,
            ),
        ],
    );
    let names = [
        "affine.apply",
        GENERIC.name,
        "tensor.expand_shape",
        "tensor.collapse_shape",
    ]
    .map(|n| ctx.op_name(n));
    patterns.extend(op_canonicalization_patterns(ctx, &names));
    patterns.push(Box::new(FoldConstantTranspose));
    patterns
}

/// The `linalg-fuse-elementwise-ops` pass.
#[derive(Default)]
pub struct LinalgElementwiseOpFusion {
    patterns: std::sync::OnceLock<FrozenPatternSet>,
}

impl Pass for LinalgElementwiseOpFusion {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            requires: &["linalg.generic"],
            removes: &[],
            introduces: &[
                "linalg.generic",
                "linalg.yield",
                "linalg.index",
                "tensor.empty",
                "tensor.expand_shape",
                "tensor.collapse_shape",
            ],
            introduces_if: &[],
        }
    }

    fn argument(&self) -> &'static str {
        "linalg-fuse-elementwise-ops"
    }

    fn description(&self) -> &'static str {
        "Fuse elementwise operations on tensors"
    }

    fn name(&self) -> &'static str {
        "LinalgElementwiseOpFusionPass"
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let patterns = self
            .patterns
            .get_or_init(|| FrozenPatternSet::new(ctx, elementwise_fusion_patterns(ctx)));
        let config = GreedyConfig {
            top_down: true,
            ..GreedyConfig::default()
        };
        let _ = apply_patterns_greedily_nested(ctx, op.body(), patterns, config, true);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inverse_permutation_takes_first_dims_and_skips_other_results() {
        let ctx = Context::new();
        let (d0, d1) = (ctx.affine_dim(0), ctx.affine_dim(1));
        // (d0, d1) -> (d1, d0 + 1, d0): d1 is result 0, d0 result 2.
        let map = AffineMap::new(2, 0, vec![d1, ctx.affine_add(d0, ctx.affine_constant(1)), d0]);
        let inverse = inverse_permutation(&ctx, &map).expect("every dim is a result");
        assert_eq!(
            inverse,
            AffineMap::new(3, 0, vec![ctx.affine_dim(2), ctx.affine_dim(0)])
        );
        // A dim that no result is alone: no inverse.
        let map = AffineMap::new(2, 0, vec![ctx.affine_add(d0, d1), d0]);
        assert!(inverse_permutation(&ctx, &map).is_none());
    }

    #[test]
    fn loop_bounds_need_every_dim() {
        let ctx = Context::new();
        let (d0, d1) = (ctx.affine_dim(0), ctx.affine_dim(1));
        let maps = [
            AffineMap::new(2, 0, vec![d0]),
            AffineMap::new(2, 0, vec![d1]),
            AffineMap::new(2, 0, vec![d0, d1]),
        ];
        assert!(can_drop(&ctx, &maps, 2, &[0, 1]));
        assert!(!can_drop(&ctx, &maps, 2, &[0, 2]));
        assert!(!can_drop(&ctx, &maps, 2, &[0, 1, 2]));
        assert!(can_drop(&ctx, &[], 0, &[]));
    }
}
