//! Data tiling of structured ops (MLIR's `linalg::pack`) and the transform
//! op applying it, `transform.structured.pack`: each loop with a packed
//! size is split into (tile count, tile), the tile loop appended to the
//! op's loops; each operand a split loop indexes is packed with
//! `linalg.pack` (the tile of each split loop it reads appended, in loop
//! order), the op becomes a `linalg.generic` on the packed operands, and
//! its packed results are unpacked into the original destinations.

use strata_dialect_affine::{build_composed_folded_apply, split_mixed, ApplyValue};
use strata_dialect_arith as arith;
use strata_dialect_linalg::relayout::require_padding_value;
use strata_dialect_linalg::structured::{indexing_maps, inputs, is_structured, iterator_types, outputs};
use strata_dialect_linalg::{iterator_type_attr, GENERIC};
use strata_dialect_tensor as tensor;
use strata_dialect_transform::interpreter::consumes_first;
use strata_dialect_transform::ops::OP_HANDLE;
use strata_dialect_transform::{Dsf, Interp, PayloadOp, TransformOpInterface};
use strata_dialect_utils::attrs::dense_i64_array;
use strata_dialect_utils::static_value::static_list;
use strata_ir::affine::{AffineExprKind, AffineMap};
use strata_ir::{
    AttrKind, Attribute, Body, Context, Location, OpId, OpRef, OperationState, Type, TypeKind, ValueId,
    DYNAMIC,
};
use strata_ods::constraints::attrs;
use strata_ods::directives::DYNAMIC_INDEX_LIST;
use strata_rewrite::{NoListener, PatternRewriter};

use super::transform_ops::{payload_sizes, SizeOperand};

/// One packing step's result per operand: the operand dimension the
/// split loop indexes, if any (MLIR's `packLinalgMetadataOnce`). The maps
/// gain the tile loop `d{n}` (as a new last result where they index the
/// loop); `None` when a map indexes it by more than the loop itself.
fn pack_metadata_once(
    ctx: &Context,
    maps: &mut [AffineMap],
    iterators: &mut Vec<bool>,
    dim: usize,
) -> Option<Vec<Option<usize>>> {
    let new_dim = iterators.len() as u32;
    iterators.push(iterators[dim]);
    let mut packed = Vec::with_capacity(maps.len());
    for map in maps.iter_mut() {
        let mut results = map.results.to_vec();
        let Some(pos) = results.iter().position(|e| e.is_function_of_dim(ctx, dim as u32)) else {
            *map = AffineMap::new(map.num_dims + 1, map.num_symbols, results);
            packed.push(None);
            continue;
        };
        if !matches!(results[pos].kind(ctx), AffineExprKind::Dim(_)) {
            return None;
        }
        results.push(ctx.affine_dim(new_dim));
        *map = AffineMap::new(map.num_dims + 1, map.num_symbols, results);
        packed.push(Some(pos));
    }
    Some(packed)
}

fn shape(ctx: &Context, t: Type) -> Vec<i64> {
    ctx.shape(t).map(<[i64]>::to_vec).unwrap_or_default()
}

/// The zero of a scalar type (MLIR's `getZeroAttr`).
fn zero_attr(ctx: &Context, t: Type) -> Option<Attribute> {
    if ctx.float_kind(t).is_some() {
        return Some(ctx.intern_attr(AttrKind::Float { ty: t, bits: 0 }));
    }
    matches!(ctx.type_kind(t), TypeKind::Integer { .. } | TypeKind::Index).then(|| ctx.integer_attr(t, 0))
}

/// The `tensor.empty` a pack of `source` by `tiles` at `inner_pos` writes
/// (MLIR's `PackOp::createDestinationTensor`): each tiled size divided by
/// its tile, rounding up, then the tiles.
fn destination_tensor(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    source: ValueId,
    tiles: &[ApplyValue],
    inner_pos: &[usize],
) -> ValueId {
    let ctx = rw.ctx;
    let ty = rw.body().value_type(source);
    let mut sizes = Vec::new();
    for (i, &s) in shape(ctx, ty).iter().enumerate() {
        sizes.push(if s == DYNAMIC {
            let index =
                arith::ConstantOp::build(rw, loc, ctx.integer_attr(ctx.index_type(), i as i64)).result(rw);
            ApplyValue::Value(tensor::DimOp::build(rw, loc, source, index).result(rw))
        } else {
            ApplyValue::Const(s)
        });
    }
    let ceil_div = AffineMap::new(
        2,
        0,
        vec![ctx.affine_ceil_div(ctx.affine_dim(0), ctx.affine_dim(1))],
    );
    for (&pos, &tile) in inner_pos.iter().zip(tiles) {
        sizes[pos] = build_composed_folded_apply(rw, loc, &ceil_div, &[sizes[pos], tile]);
    }
    sizes.extend_from_slice(tiles);
    let (statics, dynamic) = split_mixed(&sizes);
    let element = ctx.element_type_or_self(ty);
    let empty_ty = ctx.ranked_tensor_type(&statics, element);
    tensor::EmptyOp::build(rw, loc, empty_ty, &dynamic).result(rw)
}

/// A `linalg.pack` or `linalg.unpack` of `source` into `dest` by `tiles`
/// at `inner_pos`, with `padding` for a pack.
fn create_relayout(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    name: &str,
    (source, dest): (ValueId, ValueId),
    padding: Option<ValueId>,
    inner_pos: &[usize],
    tiles: &[ApplyValue],
) -> OpId {
    let ctx = rw.ctx;
    let (static_tiles, dynamic) = split_mixed(tiles);
    let positions: Vec<i64> = inner_pos.iter().map(|&p| p as i64).collect();
    let mut operands = vec![source, dest];
    operands.extend(padding);
    let mut props = vec![
        (ctx.ident("inner_dims_pos"), dense_i64_array(ctx, &positions)),
        (
            ctx.ident("static_inner_tiles"),
            dense_i64_array(ctx, &static_tiles),
        ),
    ];
    // Only the pack has an optional operand, hence operand segments.
    if name == "linalg.pack" {
        let segments = [1, 1, i32::from(padding.is_some()), dynamic.len() as i32];
        props.push((
            ctx.ident("operandSegmentSizes"),
            ctx.dense_i32_array_attr(&segments),
        ));
    }
    operands.extend(dynamic);
    let mut state = OperationState::new(ctx.op_name(name), loc);
    state.operands = operands;
    state.result_types = vec![rw.body().value_type(dest)];
    state.properties = Some(ctx.dictionary_attr(&props));
    rw.create(state)
}

/// The ops data tiling creates (MLIR's `PackResult`).
pub struct PackResult {
    /// The packs of the operands.
    pub packs: Vec<OpId>,
    /// The `linalg.generic` on the packed operands.
    pub packed_op: OpId,
    /// The unpacks of the results.
    pub unpacks: Vec<OpId>,
}

/// Packs the structured op `op` on tensors by `packed_sizes`, one per loop
/// (0 for a loop not split) (MLIR's `linalg::pack`); `None` (changing
/// nothing) when a map indexes a split loop by more than the loop itself.
pub fn pack(rw: &mut PatternRewriter<'_>, op: OpId, packed_sizes: &[ApplyValue]) -> Option<PackResult> {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let mut maps = indexing_maps(o)?;
    let mut iterators = iterator_types(o)?;
    if packed_sizes.len() != iterators.len() {
        return None;
    }
    let loc = o.loc();
    let (ins, outs) = (inputs(o), outputs(o));
    let operands: Vec<ValueId> = o.operands().collect();
    // Per split loop: its size and the dimension of each operand it splits.
    let mut steps: Vec<(ApplyValue, Vec<Option<usize>>)> = Vec::new();
    for (i, &size) in packed_sizes.iter().enumerate() {
        if size == ApplyValue::Const(0) {
            continue;
        }
        let packed = pack_metadata_once(ctx, &mut maps, &mut iterators, i)?;
        steps.push((size, packed));
    }
    let old_region = *o.regions().1.first()?;
    rw.set_insertion_point(op);
    let mut packs = Vec::new();
    let mut new_operands = Vec::with_capacity(operands.len());
    // Per init: what its pack was (the unpack of the result mirrors it).
    type PackedInit = (ValueId, Vec<usize>, Vec<ApplyValue>);
    let mut pack_of_init: Vec<Option<PackedInit>> = Vec::new();
    for i in ins.clone().chain(outs.clone()) {
        let operand = operands[i];
        let inner_pos: Vec<usize> = steps.iter().filter_map(|(_, p)| p[i]).collect();
        let tiles: Vec<ApplyValue> = steps
            .iter()
            .filter(|(_, p)| p[i].is_some())
            .map(|(s, _)| *s)
            .collect();
        if tiles.is_empty() {
            new_operands.push(operand);
            if outs.contains(&i) {
                pack_of_init.push(None);
            }
            continue;
        }
        let dest = destination_tensor(rw, loc, operand, &tiles, &inner_pos);
        let operand_ty = rw.body().value_type(operand);
        let operand_shape = shape(ctx, operand_ty);
        let dest_shape = shape(ctx, rw.body().value_type(dest));
        let constant_tiles: Option<Vec<i64>> = tiles
            .iter()
            .map(|t| match *t {
                ApplyValue::Const(c) => Some(c),
                ApplyValue::Value(v) => strata_dialect_utils::matchers::const_i64(ctx, rw.body(), v),
            })
            .collect();
        let positions: Vec<i64> = inner_pos.iter().map(|&p| p as i64).collect();
        let needs_padding = match &constant_tiles {
            Some(c) if !operand_shape.contains(&DYNAMIC) => {
                let c: Vec<Option<i64>> = c.iter().map(|&t| Some(t)).collect();
                require_padding_value(&operand_shape, &positions, &dest_shape, &[], &c)
            }
            _ => true,
        };
        let padding = if needs_padding {
            let element = ctx.element_type_or_self(operand_ty);
            let zero = zero_attr(ctx, element)?;
            Some(arith::ConstantOp::build(rw, loc, zero).result(rw))
        } else {
            None
        };
        let pack = create_relayout(
            rw,
            loc,
            "linalg.pack",
            (operand, dest),
            padding,
            &inner_pos,
            &tiles,
        );
        packs.push(pack);
        new_operands.push(rw.body().result(pack, 0));
        if outs.contains(&i) {
            pack_of_init.push(Some((operand, inner_pos, tiles)));
        }
    }
    // The generic on the packed operands, with the op's region.
    let inits = &new_operands[ins.len()..];
    let result_types: Vec<Type> = inits
        .iter()
        .map(|&v| rw.body().value_type(v))
        .filter(|&t| matches!(ctx.type_kind(t), TypeKind::RankedTensor { .. }))
        .collect();
    let maps: Vec<Attribute> = maps
        .into_iter()
        .map(|m| ctx.intern_attr(AttrKind::AffineMap(m)))
        .collect();
    let iterators: Vec<Attribute> = iterators
        .into_iter()
        .map(|r| iterator_type_attr(ctx, r))
        .collect();
    let mut state = OperationState::new(ctx.op_name(GENERIC.name), loc);
    state.operands = new_operands.clone();
    state.result_types = result_types;
    state.properties = Some(ctx.dictionary_attr(&[
        (ctx.ident("indexing_maps"), ctx.array_attr(&maps)),
        (ctx.ident("iterator_types"), ctx.array_attr(&iterators)),
        (
            ctx.ident("operandSegmentSizes"),
            ctx.dense_i32_array_attr(&[ins.len() as i32, outs.len() as i32]),
        ),
    ]));
    let region = rw.create_region();
    state.regions.push(region);
    let generic = rw.create(state);
    rw.inline_region_before(old_region, region, None);

    // The packed results unpacked into the original destinations.
    let mut unpacks = Vec::new();
    let mut results = Vec::new();
    let generic_results: Vec<ValueId> = rw.body().results(generic).collect();
    for (r, &value) in generic_results.iter().enumerate() {
        let Some(Some((source, positions, tiles))) = pack_of_init.get(r) else {
            results.push(value);
            continue;
        };
        let unpack = create_relayout(rw, loc, "linalg.unpack", (value, *source), None, positions, tiles);
        unpacks.push(unpack);
        results.push(rw.body().result(unpack, 0));
    }
    rw.replace_op(op, &results);
    Some(PackResult {
        packs,
        packed_op: generic,
        unpacks,
    })
}

const PACK_EXAMPLE: &str = "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {\n    %mm = transform.structured.match ops{[\"linalg.matmul\"]} in %root : (!transform.any_op) -> !transform.any_op\n    %packed = transform.structured.pack %mm packed_sizes = [2, 3, 4] : (!transform.any_op) -> !transform.op<\"linalg.generic\">\n    transform.yield\n  }\n}";

strata_ods::op! {
    /// Packs the one target structured op by `packed_sizes` (one per
    /// loop, 0 for a loop not split; a size may be a handle to one op of
    /// one `index` result): its operands are packed, it becomes a
    /// `linalg.generic` on them, its results are unpacked. The result is
    /// the generic op. More than one target, or a size count other than
    /// the loop count, is a silenceable failure; a target that cannot be
    /// packed a definite one. The target is consumed.
    pub PackTransformOp(PACK, "transform.structured.pack") {
        operands(target: single(OP_HANDLE), packed_sizes: variadic(OP_HANDLE))
        results(packed_op: single(OP_HANDLE))
        attributes(static_packed_sizes: opt_attr = default_valued(attrs::DENSE_I64_ARRAY_ATTR, |ctx| dense_i64_array(ctx, &[])))
        summary: "",
        example: PACK_EXAMPLE,
        format: Some("$target `packed_sizes` `=` custom<DynamicIndexList>($packed_sizes, $static_packed_sizes) attr-dict `:` functional-type(operands, results)"),
        custom_directives: &[&DYNAMIC_INDEX_LIST],
        interfaces: &[&TransformOpInterface {
            apply: apply_pack,
            consumed: consumes_first,
            allows_repeated_handles: false,
        }],
    }
}

fn apply_pack(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let loc = script.op_loc(op);
    let targets = it.operand_ops(script, op, 0);
    if targets.is_empty() {
        return it.set_result_ops(script, op, 0, Vec::new());
    }
    let first_is_structured = it
        .payload
        .body(targets[0].body)
        .is_some_and(|b| is_structured(OpRef::new(ctx, b, targets[0].op)));
    if targets.len() != 1 || !first_is_structured {
        return Dsf::silenceable(
            loc,
            format!(
                "requires target to map to exactly 1 LinalgOp (got {})",
                targets.len()
            ),
        );
    }
    let target = targets[0];
    let statics = static_list(OpRef::new(ctx, script, op), "static_packed_sizes");
    let loops = it
        .payload
        .body(target.body)
        .and_then(|b| iterator_types(OpRef::new(ctx, b, target.op)))
        .map_or(0, |i| i.len());
    if statics.len() != loops {
        return Dsf::silenceable(
            loc,
            format!(
                "requires number of packed sizes match the number of loops ({} vs {loops})",
                statics.len()
            ),
        );
    }
    // Dynamic sizes: the one index result of the one op of each handle.
    let mut sizes = Vec::with_capacity(statics.len());
    let mut next = 1;
    for &s in &statics {
        if s != DYNAMIC {
            sizes.push(ApplyValue::Const(s));
            continue;
        }
        // mlir-opt drops the reason a handle gives no size and then fails
        // to pack.
        match payload_sizes(it, script, op, next, SizeOperand::One, 1) {
            Ok((values, _)) => sizes.extend(values.first().copied()),
            Err(_) => return Dsf::definite(ctx, loc, "data tiling failed"),
        }
        next += 1;
    }
    let Some(body) = it.payload.body_mut(target.body) else {
        return Dsf::Definite;
    };
    let mut listener = NoListener;
    let mut rw = PatternRewriter::new(ctx, body, &mut listener);
    let Some(res) = pack(&mut rw, target.op, &sizes) else {
        return Dsf::definite(ctx, loc, "data tiling failed");
    };
    it.state.replace_payload_op(target, None);
    it.set_result_ops(
        script,
        op,
        0,
        vec![PayloadOp {
            body: target.body,
            op: res.packed_op,
        }],
    )
}
