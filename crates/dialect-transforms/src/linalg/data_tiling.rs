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
/// its tile, rounding up, the outer dimensions permuted by `outer_perm`
/// (none when empty), then the tiles.
fn destination_tensor(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    source: ValueId,
    tiles: &[ApplyValue],
    inner_pos: &[usize],
    outer_perm: &[i64],
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
    if !outer_perm.is_empty() {
        sizes = strata_dialect_linalg::relayout::apply_permutation(&sizes, outer_perm);
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
        let dest = destination_tensor(rw, loc, operand, &tiles, &inner_pos, &[]);
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
        }, &PACK_CONDITIONS],
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

// ---- structured.pack_transpose ------------------------------------------------------------------

/// Whether `perm` is a permutation of `0..perm.len()` (empty included).
fn is_permutation(perm: &[i64]) -> bool {
    let mut seen = vec![false; perm.len()];
    perm.iter().all(|&p| {
        usize::try_from(p)
            .ok()
            .and_then(|p| seen.get_mut(p))
            .is_some_and(|s| !std::mem::replace(s, true))
    })
}

fn verify_pack_transpose(op: OpRef<'_>) -> strata_ir::LogicalResult {
    let inner = static_list(op, "inner_perm");
    let outer = static_list(op, "outer_perm");
    if !is_permutation(&inner) {
        return Err(op.emit_op_error("\"inner_perm\" is not a valid permutation"));
    }
    if !is_permutation(&outer) {
        return Err(op.emit_op_error("\"outer_perm\" is not a valid permutation"));
    }
    if inner.is_empty() && outer.is_empty() {
        return Err(op.emit_op_error(" at least one of \"inner_perm\" or \"outer_perm\" must be specified"));
    }
    Ok(())
}

fn tile_values(r: &strata_dialect_linalg::relayout::Relayout) -> Vec<ApplyValue> {
    use strata_dialect_linalg::relayout::Tile;
    r.tiles
        .iter()
        .map(|t| match *t {
            Tile::Static(c) => ApplyValue::Const(c),
            Tile::Dynamic(v) => ApplyValue::Value(v),
        })
        .collect()
}

/// The positions, tiles and outer permutation of a pack or unpack with
/// its tiles permuted by `inner` and its outer dimensions by `outer`
/// (MLIR's `commonPermutationOfPackAndUnPackOp`).
fn permuted_layout(
    r: &strata_dialect_linalg::relayout::Relayout,
    outer_rank: usize,
    inner: &[i64],
    outer: &[i64],
) -> (Vec<usize>, Vec<ApplyValue>, Vec<i64>) {
    use strata_dialect_linalg::relayout::apply_permutation;
    let mut positions = r.inner_dims_pos.clone();
    let mut tiles = tile_values(r);
    if !inner.is_empty() {
        positions = apply_permutation(&positions, inner);
        tiles = apply_permutation(&tiles, inner);
    }
    // mlir-opt starts from the identity: the clone always has a
    // permutation.
    let mut outer_perm = r.outer_dims_perm.clone();
    if outer_perm.is_empty() {
        outer_perm = (0..outer_rank as i64).collect();
    }
    if !outer.is_empty() {
        outer_perm = apply_permutation(&outer_perm, outer);
    }
    (positions.iter().map(|&p| p as usize).collect(), tiles, outer_perm)
}

/// Sets `outer_dims_perm` on a pack or unpack just created.
fn set_outer_perm(rw: &mut PatternRewriter<'_>, op: OpId, perm: &[i64]) {
    if perm.is_empty() {
        return;
    }
    let ctx = rw.ctx;
    let props = rw.body().op_properties(op);
    let props =
        props.map(|p| ctx.dict_with(p, ctx.ident("outer_dims_perm"), Some(dense_i64_array(ctx, perm))));
    rw.modify_op_in_place(op, |b| b.set_op_properties(op, props));
}

/// The results of [`pack_transpose`] (MLIR's `PackTransposeResult`).
pub struct PackTransposeResult {
    /// The transposed pack.
    pub pack: OpId,
    /// The structured op on the transposed operand, a `linalg.generic`.
    pub linalg_op: OpId,
    /// The transposed unpack, if one was given.
    pub unpack: Option<OpId>,
}

/// Transposes the pack `pack` (its tiles by `inner`, its outer dimensions
/// by `outer`), its single user `linalg_op` (the operand's map permuted
/// alike, as a `linalg.generic`) and, when given, the unpack of the
/// matching result (MLIR's `linalg::packTranspose`).
pub fn pack_transpose(
    rw: &mut PatternRewriter<'_>,
    pack: OpId,
    linalg_op: OpId,
    unpack: Option<OpId>,
    (outer, inner): (&[i64], &[i64]),
) -> Option<PackTransposeResult> {
    use strata_dialect_linalg::relayout::Relayout;
    let ctx = rw.ctx;
    let p = OpRef::new(ctx, rw.body(), pack);
    let r = Relayout::of(p)?;
    let loc = OpRef::new(ctx, rw.body(), linalg_op).loc();
    let packed = p.result(0);
    let source_rank = ctx.shape(p.value_type(r.source)).map_or(0, <[i64]>::len);
    let (positions, tiles, outer_perm) = permuted_layout(&r, source_rank, inner, outer);

    // The transposed pack, into a new destination.
    rw.set_insertion_point(pack);
    let dest = destination_tensor(rw, loc, r.source, &tiles, &positions, &outer_perm);
    let new_pack = create_relayout(
        rw,
        loc,
        "linalg.pack",
        (r.source, dest),
        r.padding,
        &positions,
        &tiles,
    );
    set_outer_perm(rw, new_pack, &outer_perm);
    let new_packed = rw.body().result(new_pack, 0);

    // The structured op reading (or writing) the transposed operand.
    let l = OpRef::new(ctx, rw.body(), linalg_op);
    let operand = l.operands().position(|v| v == packed)?;
    let mut permutation: Vec<i64> = if outer.is_empty() {
        (0..source_rank as i64).collect()
    } else {
        outer.to_vec()
    };
    let n = r.inner_dims_pos.len() as i64;
    if inner.is_empty() {
        permutation.extend(source_rank as i64..source_rank as i64 + n);
    } else {
        permutation.extend(inner.iter().map(|&p| source_rank as i64 + p));
    }
    let mut maps = indexing_maps(l)?;
    let map = maps.get(operand)?.clone();
    let results: Option<Vec<_>> = permutation
        .iter()
        .map(|&p| map.results.get(p as usize).copied())
        .collect();
    maps[operand] = AffineMap::new(map.num_dims, map.num_symbols, results?);
    let iterators = iterator_types(l)?;
    let (ins, outs) = (inputs(l), outputs(l));
    let mut operands: Vec<ValueId> = l.operands().collect();
    operands[operand] = new_packed;
    let old_region = *l.regions().1.first()?;
    let result_types: Vec<Type> = operands[outs.clone()]
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
    let mut state = OperationState::new(ctx.op_name(GENERIC.name), l.loc());
    state.operands = operands;
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
    rw.set_insertion_point(linalg_op);
    let generic = rw.create(state);
    rw.inline_region_before(old_region, region, None);
    let results: Vec<ValueId> = rw.body().results(generic).collect();
    rw.replace_op(linalg_op, &results);

    // The unpack of the transposed result.
    let new_unpack = match unpack {
        None => None,
        Some(unpack) => {
            let u = OpRef::new(ctx, rw.body(), unpack);
            let ur = Relayout::of(u)?;
            let dest_rank = ctx.shape(u.value_type(ur.dest)).map_or(0, <[i64]>::len);
            let (positions, tiles, outer_perm) = permuted_layout(&ur, dest_rank, inner, outer);
            let result = *results.get(operand.checked_sub(ins.len())?)?;
            rw.set_insertion_point(unpack);
            let new = create_relayout(
                rw,
                loc,
                "linalg.unpack",
                (result, ur.dest),
                None,
                &positions,
                &tiles,
            );
            set_outer_perm(rw, new, &outer_perm);
            let v = rw.body().result(new, 0);
            rw.replace_op(unpack, &[v]);
            Some(new)
        }
    };
    rw.replace_op(pack, &[new_packed]);
    Some(PackTransposeResult {
        pack: new_pack,
        linalg_op: generic,
        unpack: new_unpack,
    })
}

strata_ods::op! {
    /// Transposes the one target `linalg.pack` (or the pack feeding the
    /// init whose result the one target `linalg.unpack` reads) by
    /// `inner_perm` (its tiles) and `outer_perm` (its outer dimensions),
    /// with the one structured op using it (its operand's map permuted
    /// alike) and the unpack; the results are the structured op, the pack
    /// and the unpack (empty for a pack target). Both handles are
    /// consumed.
    pub PackTransposeOp(PACK_TRANSPOSE, "transform.structured.pack_transpose") {
        operands(target_pack_or_un_pack_op: single(OP_HANDLE), target_linalg_op: single(OP_HANDLE))
        results(packed_op: single(OP_HANDLE), pack_op: single(OP_HANDLE), un_pack_op: single(OP_HANDLE))
        attributes(
            outer_perm: opt_attr = default_valued_optional(attrs::DENSE_I64_ARRAY_ATTR, |ctx| dense_i64_array(ctx, &[])),
            inner_perm: opt_attr = default_valued_optional(attrs::DENSE_I64_ARRAY_ATTR, |ctx| dense_i64_array(ctx, &[])),
        )
        summary: "",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {\n    %mm = transform.structured.match ops{[\"linalg.matmul\"]} in %root : (!transform.any_op) -> !transform.any_op\n    %packed = transform.structured.pack %mm packed_sizes = [2, 3, 4] : (!transform.any_op) -> !transform.op<\"linalg.generic\">\n    %pack = transform.get_producer_of_operand %packed[0] : (!transform.op<\"linalg.generic\">) -> !transform.op<\"linalg.pack\">\n    %op, %p, %u = transform.structured.pack_transpose %pack with_compute_op(%packed) outer_perm = [1, 0] : (!transform.op<\"linalg.pack\">, !transform.op<\"linalg.generic\">) -> (!transform.op<\"linalg.generic\">, !transform.op<\"linalg.pack\">, !transform.any_op)\n    transform.yield\n  }\n}",
        format: Some("$target_pack_or_un_pack_op `with_compute_op` `(` $target_linalg_op `)` (`outer_perm` `=` $outer_perm^)? (`inner_perm` `=` $inner_perm^)? attr-dict `:` functional-type(operands, results)"),
        verify: Some(verify_pack_transpose),
        interfaces: &[&TransformOpInterface {
            apply: apply_pack_transpose,
            consumed: strata_dialect_transform::interpreter::consumes_all,
            allows_repeated_handles: false,
        }, &PACK_TRANSPOSE_CONDITIONS],
    }
}

fn apply_pack_transpose(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let loc = script.op_loc(op);
    let o = OpRef::new(ctx, script, op);
    let (outer, inner) = (static_list(o, "outer_perm"), static_list(o, "inner_perm"));
    let relayouts = it.operand_ops(script, op, 0);
    let linalg_ops = it.operand_ops(script, op, 1);
    if relayouts.is_empty() {
        for i in 0..3 {
            let d = it.set_result_ops(script, op, i, Vec::new());
            if !d.succeeded() {
                return d;
            }
        }
        return Dsf::Success;
    }
    if relayouts.len() != 1 || linalg_ops.len() != 1 {
        return Dsf::silenceable(
            loc,
            format!(
                "requires target to map to exactly 1 packing op and 1 packed op (got {} and {})",
                relayouts.len(),
                linalg_ops.len()
            ),
        );
    }
    let (target, linalg_target) = (relayouts[0], linalg_ops[0]);
    if target.body != linalg_target.body {
        return Dsf::silenceable(loc, "requires a LinalgOp target");
    }
    let Some(body) = it.payload.body(target.body) else {
        return Dsf::Definite;
    };
    let t = OpRef::new(ctx, body, target.op);
    let is_pack = t.name_str() == "linalg.pack";
    if !is_pack && t.name_str() != "linalg.unpack" {
        return Dsf::silenceable(loc, "requires target to map to a linalg.pack or linalg.unpack");
    }
    if !is_structured(OpRef::new(ctx, body, linalg_target.op)) {
        return Dsf::silenceable(loc, "requires a LinalgOp target");
    }
    // The structured op using the pack, or producing what the unpack reads.
    let found = if is_pack {
        let users: Vec<OpId> = body.uses(t.result(0)).map(|(user, _)| user).collect();
        match users[..] {
            [user] if is_structured(OpRef::new(ctx, body, user)) => Some(user),
            _ => None,
        }
    } else {
        body.defining_op(t.operand(0))
            .filter(|&d| is_structured(OpRef::new(ctx, body, d)))
    };
    if found != Some(linalg_target.op) {
        return Dsf::silenceable(
            loc,
            if is_pack {
                "not a single use by the LinalgOp target"
            } else {
                "not produced by the LinalgOp target"
            },
        );
    }
    let (pack, unpack) = if is_pack {
        (target.op, None)
    } else {
        let l = OpRef::new(ctx, body, linalg_target.op);
        let result_index = (0..l.num_results()).find(|&i| l.result(i) == t.operand(0));
        let init = result_index.and_then(|i| outputs(l).nth(i)).map(|i| l.operand(i));
        let pack = init
            .and_then(|v| body.defining_op(v))
            .filter(|&d| ctx.op_name_str(body.op_name(d)) == "linalg.pack")
            .filter(|&d| body.uses(body.result(d, 0)).count() == 1);
        let Some(pack) = pack else {
            return Dsf::silenceable(loc, "could not find matching pack op");
        };
        (pack, Some(target.op))
    };
    // Each permutation must fit the ops it permutes.
    let rank = |op: OpId, i: usize| {
        ctx.shape(body.value_type(body.operand(op, i)))
            .map_or(0, <[i64]>::len)
    };
    let inner_rank = static_list(OpRef::new(ctx, body, pack), "inner_dims_pos").len();
    let valid = |perm: &[i64], is_outer: bool| {
        // Outer permutations permute the pack's source dimensions, the
        // unpack's destination dimensions.
        let fits = |outer_rank: usize| {
            let n = if is_outer { outer_rank } else { inner_rank };
            perm.is_empty() || (perm.len() == n && is_permutation(perm))
        };
        fits(rank(pack, 0)) && unpack.is_none_or(|u| fits(rank(u, 1)))
    };
    for (perm, is_outer, what) in [
        (&outer, true, "invalid outer_perm"),
        (&inner, false, "invalid inner_perm"),
    ] {
        if !valid(perm, is_outer) {
            let shown = PayloadOp {
                body: target.body,
                op: unpack.unwrap_or(pack),
            };
            return Dsf::silenceable(loc, format!("{what}: {}", it.op_text(shown)));
        }
    }
    let Some(body) = it.payload.body_mut(target.body) else {
        return Dsf::Definite;
    };
    let linalg_name = body.op_name(linalg_target.op);
    let mut listener = NoListener;
    let mut rw = PatternRewriter::new(ctx, body, &mut listener);
    let Some(res) = pack_transpose(&mut rw, pack, linalg_target.op, unpack, (&outer, &inner)) else {
        return Dsf::definite(ctx, loc, "could not transpose the pack");
    };
    let at = |op: OpId| PayloadOp {
        body: target.body,
        op,
    };
    let generic_name = ctx.op_name(GENERIC.name);
    it.state.replace_payload_op(at(pack), Some(at(res.pack)));
    let follows = (linalg_name == generic_name).then(|| at(res.linalg_op));
    it.state.replace_payload_op(at(linalg_target.op), follows);
    if let (Some(old), Some(new)) = (unpack, res.unpack) {
        it.state.replace_payload_op(at(old), Some(at(new)));
    }
    let results = [
        vec![at(res.linalg_op)],
        vec![at(res.pack)],
        res.unpack.map(at).into_iter().collect(),
    ];
    for (i, r) in results.into_iter().enumerate() {
        let d = it.set_result_ops(script, op, i, r);
        if !d.succeeded() {
            return d;
        }
    }
    Dsf::Success
}

// ---- structured.pack_greedily -------------------------------------------------------------------

/// The loops of a structured op with two inputs and one init that appear
/// alone, of kind `reduction`, in the results of `map` (MLIR's
/// `findPermutationsIndexingOperand`).
fn loops_indexing(ctx: &Context, map: &AffineMap, reductions: &[bool], reduction: bool) -> Vec<u32> {
    let mut out: Vec<u32> = map
        .results
        .iter()
        .filter_map(|e| match e.kind(ctx) {
            AffineExprKind::Dim(d) => Some(d),
            _ => None,
        })
        .filter(|&d| reductions.get(d as usize) == Some(&reduction))
        .filter(|&d| {
            map.results
                .iter()
                .filter(|e| e.is_function_of_dim(ctx, d))
                .count()
                == 1
        })
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// The (m, n, k) loops of a contraction: parallel loops indexing the
/// init and only the first (m) or only the second (n) input, and
/// reduction loops indexing both inputs (k), each sorted (MLIR's
/// `inferContractionDims`).
fn contraction_dims(o: OpRef<'_>) -> Option<(Vec<u32>, Vec<u32>, Vec<u32>)> {
    let ctx = o.ctx;
    if inputs(o).len() != 2 || outputs(o).len() != 1 {
        return None;
    }
    let maps = indexing_maps(o)?;
    let iterators = iterator_types(o)?;
    let par = |i: usize| loops_indexing(ctx, &maps[i], &iterators, false);
    let red = |i: usize| loops_indexing(ctx, &maps[i], &iterators, true);
    let (a, b, c) = (par(0), par(1), par(2));
    let m: Vec<u32> = a
        .iter()
        .copied()
        .filter(|d| c.contains(d) && !b.contains(d))
        .collect();
    let n: Vec<u32> = b
        .iter()
        .copied()
        .filter(|d| c.contains(d) && !a.contains(d))
        .collect();
    let rb = red(1);
    let k: Vec<u32> = red(0).into_iter().filter(|d| rb.contains(d)).collect();
    Some((m, n, k))
}

/// Packs the contraction `op` greedily (MLIR's `linalg::packMatmulGreedily`):
/// its (m, n, k) loops found, the op made a generic with those loops
/// innermost in `order`, then packed by `sizes` (a 0 size with a
/// `next_multiple_of` entry pads that loop to the next multiple instead).
/// `None` (changing nothing) when the op is no contraction.
pub fn pack_greedily(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    sizes: &[ApplyValue; 3],
    next_multiple_of: &[i64],
    order: &[i64; 3],
) -> Option<PackResult> {
    let o = OpRef::new(ctx, body, op);
    let loops = iterator_types(o)?.len();
    if loops <= 2 {
        return None;
    }
    let (m, n, k) = contraction_dims(o)?;
    let (m, n, k) = (*m.last()?, *n.last()?, *k.last()?);
    let mut positions = [0i64; 3];
    let mut packed_sizes = [ApplyValue::Const(0); 3];
    let mut multiples = [0i64; 3];
    for i in 0..3 {
        let o = order[i] as usize;
        positions[i] = (loops - 3) as i64 + order[i];
        packed_sizes[o] = sizes[i];
        multiples[o] = next_multiple_of.get(i).copied().unwrap_or(0);
    }
    // A generic with (m, n, k) at their packed positions.
    let op = if o.name_str() == GENERIC.name {
        op
    } else {
        let mut listener = NoListener;
        let mut rw = PatternRewriter::new(ctx, body, &mut listener);
        super::generalize::generalize(&mut rw, op)?
    };
    let perm = strata_dialect_linalg::relayout::permutation_vector(
        loops,
        &[m as i64, n as i64, k as i64],
        &positions,
    );
    let perm: Vec<usize> = perm.iter().map(|&p| p as usize).collect();
    super::structured_transform_ops::interchange(ctx, body, op, &perm)?;
    // The loop ranges (mlir-opt computes them whether a loop is padded or
    // not).
    let mut b = strata_ir::OpBuilder::new(ctx, body);
    b.set_insertion_point_before(op);
    let iface = strata_ir::tiling::tiling_interface(OpRef::new(ctx, b.body, op)).copied()?;
    let ranges = (iface.iteration_domain)(&mut b, op).ok()?;
    let mut adjusted = vec![ApplyValue::Const(0); loops - 3];
    let round_up = AffineMap::new(
        1,
        1,
        vec![ctx.affine_mul(
            ctx.affine_ceil_div(ctx.affine_dim(0), ctx.affine_symbol(0)),
            ctx.affine_symbol(0),
        )],
    );
    for i in 0..3 {
        if multiples[i] == 0 {
            adjusted.push(packed_sizes[i]);
            continue;
        }
        let size = ApplyValue::from_fold_result(ctx, ranges[adjusted.len()].size)?;
        let loc = b.body.op_loc(op);
        adjusted.push(build_composed_folded_apply(
            &mut b,
            loc,
            &round_up,
            &[size, ApplyValue::Const(multiples[i])],
        ));
    }
    let mut listener = NoListener;
    let mut rw = PatternRewriter::new(ctx, body, &mut listener);
    pack(&mut rw, op, &adjusted)
}

fn verify_pack_greedily(op: OpRef<'_>) -> strata_ir::LogicalResult {
    let order = static_list(op, "matmul_inner_dims_order");
    if !is_permutation(&order) {
        return Err(op.emit_op_error("\"matmul_inner_dims_order\" is not a valid permutation"));
    }
    let multiples = static_list(op, "matmul_padded_sizes_next_multiple_of");
    let sizes = static_list(op, "static_matmul_packed_sizes");
    if !multiples.is_empty() && sizes.iter().zip(&multiples).any(|(&s, &m)| m != 0 && s != 0) {
        return Err(op.emit_op_error(
            "at most one of the packed_size and the padded_sizes_next_multiple_of can be nonzero for the matmul strategy",
        ));
    }
    Ok(())
}

const THREE_I64: strata_ods::AttrConstraint = strata_ods::AttrConstraint::Confined {
    base: &attrs::DENSE_I64_ARRAY_ATTR,
    summary: "i64 dense array attribute with exactly 3 elements",
    check: |ctx, a| strata_ods::directives::dense_i64_values(ctx, a).is_some_and(|v| v.len() == 3),
};

const NONE_OR_THREE_I64: strata_ods::AttrConstraint = strata_ods::AttrConstraint::Confined {
    base: &attrs::DENSE_I64_ARRAY_ATTR,
    summary: "i64 dense array attribute with 0 or 3 elements",
    check: |ctx, a| {
        strata_ods::directives::dense_i64_values(ctx, a).is_some_and(|v| v.is_empty() || v.len() == 3)
    },
};

strata_ods::op! {
    /// Packs each target contraction greedily: its (m, n, k) loops
    /// innermost in `matmul_inner_dims_order`, packed by
    /// `matmul_packed_sizes` (or padded to the next multiple of
    /// `matmul_padded_sizes_next_multiple_of` where the size is 0). Targets
    /// that are not contractions are returned as they are. The target is
    /// consumed.
    pub PackGreedilyOp(PACK_GREEDILY, "transform.structured.pack_greedily") {
        operands(target: single(OP_HANDLE), matmul_packed_sizes: variadic(OP_HANDLE))
        results(packed_op: single(OP_HANDLE))
        attributes(
            static_matmul_packed_sizes: opt_attr = default_valued(THREE_I64, |ctx| dense_i64_array(ctx, &[])),
            matmul_padded_sizes_next_multiple_of: opt_attr = default_valued(NONE_OR_THREE_I64, |ctx| dense_i64_array(ctx, &[])),
            matmul_inner_dims_order: opt_attr = default_valued(THREE_I64, |ctx| dense_i64_array(ctx, &[])),
        )
        summary: "",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {\n    %mm = transform.structured.match ops{[\"linalg.matmul\"]} in %root : (!transform.any_op) -> !transform.any_op\n    %packed = transform.structured.pack_greedily %mm matmul_packed_sizes = [8, 16, 32] matmul_inner_dims_order = [1, 2, 0] : (!transform.any_op) -> !transform.op<\"linalg.generic\">\n    transform.yield\n  }\n}",
        parse: Some(parse_pack_greedily),
        print: Some(print_pack_greedily),
        verify: Some(verify_pack_greedily),
        interfaces: &[&TransformOpInterface {
            apply: apply_pack_greedily,
            consumed: consumes_first,
            allows_repeated_handles: false,
        }, &PACK_CONDITIONS],
    }
}

/// `[1, 2, 0]` as a dense `i64` array (the custom form of a
/// `DenseI64ArrayAttr`).
fn parse_i64_array(p: &mut dyn strata_ir::asm::OpAsmParser<'_>) -> strata_ir::asm::ParseResult<Attribute> {
    let mut values = Vec::new();
    p.parse_punct("[")?;
    if !p.parse_optional_punct("]") {
        loop {
            values.push(p.parse_integer()?);
            if !p.parse_optional_punct(",") {
                break;
            }
        }
        p.parse_punct("]")?;
    }
    Ok(dense_i64_array(p.ctx(), &values))
}

fn parse_pack_greedily(
    p: &mut dyn strata_ir::asm::OpAsmParser<'_>,
    state: &mut OperationState,
) -> strata_ir::asm::ParseResult<()> {
    let ctx = p.ctx();
    let target = p.parse_operand()?;
    let mut props: Vec<(strata_ir::Ident, Attribute)> = Vec::new();
    let (mut values, mut statics) = (Vec::new(), Vec::new());
    if p.parse_optional_keyword("matmul_packed_sizes") {
        p.parse_punct("=")?;
        strata_ods::directives::parse_dynamic_index_list(p, &mut values, &mut statics)?;
        props.push((
            ctx.ident("static_matmul_packed_sizes"),
            dense_i64_array(ctx, &statics),
        ));
        if p.parse_optional_keyword("matmul_padded_sizes_next_multiple_of") {
            p.parse_punct("=")?;
            let list = parse_i64_array(p)?;
            props.push((ctx.ident("matmul_padded_sizes_next_multiple_of"), list));
        }
        p.parse_keyword("matmul_inner_dims_order")?;
        p.parse_punct("=")?;
        let list = parse_i64_array(p)?;
        props.push((ctx.ident("matmul_inner_dims_order"), list));
    }
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    p.parse_punct(":")?;
    let fty = p.parse_type()?;
    let (inputs, results) = match ctx.type_kind(fty) {
        TypeKind::Function { inputs, results } => (inputs.to_vec(), results.to_vec()),
        _ => return Err(p.emit_error("expected a function type")),
    };
    let mut operands = vec![target];
    operands.extend(values);
    if inputs.len() != operands.len() {
        return Err(p.emit_error(&format!(
            "{} operands present, but expected {}",
            operands.len(),
            inputs.len()
        )));
    }
    for (o, &t) in operands.iter().zip(&inputs) {
        state.operands.push(p.resolve_operand(o, t)?);
    }
    let inherent = [
        "static_matmul_packed_sizes",
        "matmul_padded_sizes_next_multiple_of",
        "matmul_inner_dims_order",
    ];
    let rest = strata_ir::function_interface::split_inherent_attrs(
        ctx,
        attrs,
        &inherent.map(|n| (n, strata_ir::function_interface::PropKind::Any)),
        &mut props,
    );
    if !rest.is_empty() {
        state.attributes = Some(ctx.dictionary_attr(&rest));
    }
    props.sort_by(|a, b| ctx.ident_str(a.0).cmp(ctx.ident_str(b.0)));
    if !props.is_empty() {
        state.properties = Some(ctx.dictionary_attr(&props));
    }
    state.result_types = results;
    Ok(())
}

fn print_pack_greedily(p: &mut dyn strata_ir::asm::OpAsmPrinter<'_>, op: OpRef<'_>) {
    let ctx = op.ctx;
    p.write_str(" ");
    p.print_operand(op.operand(0));
    let sizes = static_list(op, "static_matmul_packed_sizes");
    let values: Vec<ValueId> = op.operands().skip(1).collect();
    let multiples = static_list(op, "matmul_padded_sizes_next_multiple_of");
    let order = static_list(op, "matmul_inner_dims_order");
    if !sizes.is_empty() || !values.is_empty() || !multiples.is_empty() || !order.is_empty() {
        p.write_str(" matmul_packed_sizes = ");
        strata_ods::directives::print_dynamic_index_list(p, &values, &sizes);
        if !multiples.is_empty() {
            p.write_str(" matmul_padded_sizes_next_multiple_of = ");
            strata_ods::directives::print_dynamic_index_list(p, &[], &multiples);
        }
        p.write_str(" matmul_inner_dims_order = ");
        strata_ods::directives::print_dynamic_index_list(p, &[], &order);
    }
    p.print_optional_attr_dict(
        &strata_ir::function_interface::merged_attrs(op),
        &[
            "static_matmul_packed_sizes",
            "matmul_padded_sizes_next_multiple_of",
            "matmul_inner_dims_order",
        ],
    );
    p.write_str(" : ");
    let inputs: Vec<_> = op.operands().map(|v| op.value_type(v)).collect();
    let results: Vec<_> = op.result_types().collect();
    p.print_type(ctx.function_type(&inputs, &results));
}

fn apply_pack_greedily(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let loc = script.op_loc(op);
    let o = OpRef::new(ctx, script, op);
    let statics = static_list(o, "static_matmul_packed_sizes");
    let multiples = static_list(o, "matmul_padded_sizes_next_multiple_of");
    let order_list = static_list(o, "matmul_inner_dims_order");
    let (Ok(order), true) = (<[i64; 3]>::try_from(order_list.as_slice()), statics.len() == 3) else {
        return Dsf::definite(ctx, loc, "expected 3 packed sizes and a 3-entry inner dims order");
    };
    let mut sizes = [ApplyValue::Const(0); 3];
    let mut next = 1;
    for (i, &s) in statics.iter().enumerate() {
        if s != DYNAMIC {
            sizes[i] = ApplyValue::Const(s);
            continue;
        }
        match payload_sizes(it, script, op, next, SizeOperand::One, 1) {
            Ok((values, _)) => sizes[i] = values.first().copied().unwrap_or(ApplyValue::Const(0)),
            Err(d) => return d,
        }
        next += 1;
    }
    let mut results = Vec::new();
    for target in it.operand_ops(script, op, 0) {
        let Some(body) = it.payload.body_mut(target.body) else {
            continue;
        };
        if !is_structured(OpRef::new(ctx, body, target.op)) {
            continue;
        }
        // Failing to pack is no failure: the target is returned as it is.
        match pack_greedily(ctx, body, target.op, &sizes, &multiples, &order) {
            Some(res) => {
                let new = PayloadOp {
                    body: target.body,
                    op: res.packed_op,
                };
                it.state.replace_payload_op(target, None);
                results.push(new);
            }
            None => results.push(target),
        }
    }
    it.set_result_ops(script, op, 0, results)
}

/// Packing wraps a structured op into `linalg.pack`/`linalg.unpack` around a `linalg.generic` on the packed tensors.
const PACK_CONDITIONS: strata_pass::conditions::Conditions = strata_pass::conditions::Conditions {
    requires: &["linalg.*"],
    removes: &[],
    introduces: &[
        "linalg.pack",
        "linalg.unpack",
        "linalg.generic",
        "linalg.yield",
        "tensor.empty",
        "tensor.dim",
        "arith.constant",
        "affine.apply",
    ],
    introduces_if: &[],
};

/// Transposing a pack rebuilds it, its unpack and the consumer.
const PACK_TRANSPOSE_CONDITIONS: strata_pass::conditions::Conditions = strata_pass::conditions::Conditions {
    requires: &["linalg.pack", "linalg.unpack"],
    removes: &[],
    introduces: &[
        "linalg.pack",
        "linalg.unpack",
        "linalg.generic",
        "linalg.yield",
        "tensor.empty",
        "tensor.dim",
        "arith.constant",
    ],
    introduces_if: &[],
};
