//! `linalg.pack` and `linalg.unpack`: the relayout ops that tile a tensor
//! into a higher-rank tensor of tiles (padding partial tiles) and back,
//! with their verifiers and folds as MLIR 22 has them.

use strata_dialect_utils::attrs::dense_i64_values;
use strata_dialect_utils::patterns::{add, op_ref};
use strata_dialect_utils::segments::operand_group;
use strata_ir::{
    Attribute, Context, Failed, FoldOutput, LogicalResult, OpFoldResult, OpId, OpRef, Type, ValueDef,
    ValueId, DYNAMIC,
};
use strata_ods::constraints::{attrs, types};
use strata_ods::directives::DYNAMIC_INDEX_LIST;
use strata_ods::Predicate;
use strata_rewrite::{PatternRewriter, RewritePattern};

fn empty_array(ctx: &Context) -> Attribute {
    strata_dialect_utils::attrs::dense_i64_array(ctx, &[])
}

/// The destination is operand 1.
const RELAYOUT_DPS: strata_ir::bufferization::DestinationStyleOpInterface =
    strata_ir::bufferization::DestinationStyleOpInterface { inits: |_| 1..2 };

const RESULT_MATCHES_DEST: Predicate = Predicate::TypesMatchWith {
    summary: "result type matches type of dest",
    from: "dest",
    to: "result",
    transform: |_, t| t,
};

strata_ods::op! {
    /// Tiles a tensor: each dimension listed in `inner_dims_pos` is split
    /// into (tile count, tile size) with the tile sizes `inner_tiles`
    /// appended as the innermost dimensions, the outer dimensions permuted
    /// by `outer_dims_perm`; partial tiles are filled with `padding_value`.
    pub PackOp(PACK, "linalg.pack") {
        operands(
            source: single(types::ANY_RANKED_TENSOR),
            dest: single(types::ANY_RANKED_TENSOR),
            padding_value: optional(types::ANY_TYPE),
            inner_tiles: variadic(types::INDEX),
        )
        results(result: single(types::ANY_RANKED_TENSOR))
        attributes(
            outer_dims_perm: opt_attr = default_valued_optional(attrs::DENSE_I64_ARRAY_ATTR, empty_array),
            inner_dims_pos: i64_array = required(attrs::DENSE_I64_ARRAY_ATTR),
            static_inner_tiles: i64_array = required(attrs::DENSE_I64_ARRAY_ATTR),
        )
        summary: "linalg.pack operation",
        example: "func.func @pack(%t: tensor<128x256xf32>, %d: tensor<8x16x8x32xf32>) -> tensor<8x16x8x32xf32> {\n  %pack = linalg.pack %t outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d : tensor<128x256xf32> -> tensor<8x16x8x32xf32>\n  return %pack : tensor<8x16x8x32xf32>\n}",
        traits: strata_ir::OpTraits::PURE.union(strata_ir::OpTraits::ATTR_SIZED_OPERAND_SEGMENTS),
        predicates: &[RESULT_MATCHES_DEST],
        format: Some(
            "$source (`padding_value` `(` $padding_value^ `:` type($padding_value) `)`)? \
             (`outer_dims_perm` `=` $outer_dims_perm^)? `inner_dims_pos` `=` $inner_dims_pos \
             `inner_tiles` `=` custom<DynamicIndexList>($inner_tiles, $static_inner_tiles) \
             `into` $dest attr-dict `:` type($source) `->` type($dest)",
        ),
        custom_directives: &[&DYNAMIC_INDEX_LIST],
        verify: Some(verify_pack),
        fold: Some(fold_pack),
        canonicalize: Some(pack_patterns),
        interfaces: &[&RELAYOUT_DPS, &strata_ir::bufferization::RelayoutOpInterface, &crate::relayout_tiling::PACK],
        result_names: Some(|op, set| {
            if let Some(r) = op.results().next() {
                set(r, "pack");
            }
        }),
    }
    /// The inverse of `linalg.pack`: gathers the tiles back into a tensor
    /// of the unpacked shape, dropping the padding.
    pub UnPackOp(UNPACK, "linalg.unpack") {
        operands(
            source: single(types::ANY_RANKED_TENSOR),
            dest: single(types::ANY_RANKED_TENSOR),
            inner_tiles: variadic(types::INDEX),
        )
        results(result: single(types::ANY_RANKED_TENSOR))
        attributes(
            outer_dims_perm: opt_attr = default_valued_optional(attrs::DENSE_I64_ARRAY_ATTR, empty_array),
            inner_dims_pos: i64_array = required(attrs::DENSE_I64_ARRAY_ATTR),
            static_inner_tiles: i64_array = required(attrs::DENSE_I64_ARRAY_ATTR),
        )
        summary: "linalg.unpack operation",
        example: "func.func @unpack(%t: tensor<8x16x8x32xf32>, %d: tensor<128x256xf32>) -> tensor<128x256xf32> {\n  %unpack = linalg.unpack %t outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d : tensor<8x16x8x32xf32> -> tensor<128x256xf32>\n  return %unpack : tensor<128x256xf32>\n}",
        traits: strata_ir::OpTraits::PURE,
        predicates: &[RESULT_MATCHES_DEST],
        format: Some(
            "$source (`outer_dims_perm` `=` $outer_dims_perm^)? `inner_dims_pos` `=` $inner_dims_pos \
             `inner_tiles` `=` custom<DynamicIndexList>($inner_tiles, $static_inner_tiles) \
             `into` $dest attr-dict `:` type($source) `->` type($dest)",
        ),
        custom_directives: &[&DYNAMIC_INDEX_LIST],
        verify: Some(verify_unpack),
        fold: Some(fold_unpack),
        canonicalize: Some(unpack_patterns),
        interfaces: &[&RELAYOUT_DPS, &strata_ir::bufferization::RelayoutOpInterface, &crate::relayout_tiling::UNPACK],
        result_names: Some(|op, set| {
            if let Some(r) = op.results().next() {
                set(r, "unpack");
            }
        }),
    }
}

/// A tile size: a constant or a value.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Tile {
    /// A constant tile size.
    Static(i64),
    /// A tile size given by an `index` operand.
    Dynamic(ValueId),
}

/// What both ops say about their layout change.
#[derive(Clone, Debug)]
pub struct Relayout {
    /// `linalg.pack` (else `linalg.unpack`).
    pub is_pack: bool,
    /// The tensor read.
    pub source: ValueId,
    /// The destination.
    pub dest: ValueId,
    /// The padding value of a pack.
    pub padding: Option<ValueId>,
    /// The permutation of the outer dimensions (empty for none).
    pub outer_dims_perm: Vec<i64>,
    /// The unpacked dimensions that are tiled.
    pub inner_dims_pos: Vec<i64>,
    /// The tile sizes as the op stores them (`DYNAMIC` for operands).
    pub static_tiles: Vec<i64>,
    /// The tile sizes.
    pub tiles: Vec<Tile>,
}

impl Relayout {
    /// The layout change of a `linalg.pack` or `linalg.unpack`.
    pub fn of(op: OpRef<'_>) -> Option<Relayout> {
        let ctx = op.ctx;
        let is_pack = op.name_str() == "linalg.pack";
        let list = |name: &str| op.attr(name).and_then(|a| dense_i64_values(ctx, a));
        let static_tiles = list("static_inner_tiles")?;
        let tile_group = if is_pack { 3 } else { 2 };
        let dynamic: Vec<ValueId> = operand_group(op, tile_group).map(|i| op.operand(i)).collect();
        let mut next = dynamic.iter();
        let tiles = static_tiles
            .iter()
            .map(|&t| {
                if t == DYNAMIC {
                    next.next().map(|&v| Tile::Dynamic(v))
                } else {
                    Some(Tile::Static(t))
                }
            })
            .collect::<Option<Vec<_>>>()?;
        let padding = if is_pack {
            operand_group(op, 2).next().map(|i| op.operand(i))
        } else {
            None
        };
        Some(Relayout {
            is_pack,
            source: op.operand(0),
            dest: op.operand(1),
            padding,
            outer_dims_perm: list("outer_dims_perm").unwrap_or_default(),
            inner_dims_pos: list("inner_dims_pos")?,
            static_tiles,
            tiles,
        })
    }

    /// The tile sizes with constant values folded in (as MLIR's
    /// `getMixedTiles` sees constants).
    pub fn constant_tiles(&self, op: OpRef<'_>) -> Vec<Option<i64>> {
        self.tiles
            .iter()
            .map(|t| match *t {
                Tile::Static(c) => Some(c),
                Tile::Dynamic(v) => strata_dialect_utils::matchers::const_i64(op.ctx, op.body, v),
            })
            .collect()
    }
}

fn shape_of(ctx: &Context, t: Type) -> Vec<i64> {
    ctx.shape(t).map(<[i64]>::to_vec).unwrap_or_default()
}

/// Whether `list` is not a valid set of distinct positions below `rank`
/// (MLIR's `isInvalidPackingPosSpecification`).
fn invalid_positions(list: &[i64], rank: usize) -> bool {
    if list.len() > rank {
        return true;
    }
    let mut seen = vec![false; rank];
    for &p in list {
        if p < 0 || p as usize >= rank || seen[p as usize] {
            return true;
        }
        seen[p as usize] = true;
    }
    false
}

/// The packed shape of `unpacked` (MLIR's `PackOp::inferPackedType`
/// shape): tiled dimensions divided (rounding up) by their tiles, the
/// outer dimensions permuted, then the tiles appended.
fn packed_shape(
    unpacked: &[i64],
    tiles: &[i64],
    inner_dims_pos: &[i64],
    outer_dims_perm: &[i64],
) -> Vec<i64> {
    let mut shape = unpacked.to_vec();
    for (i, &pos) in inner_dims_pos.iter().enumerate() {
        let d = pos as usize;
        if shape[d] == DYNAMIC {
            continue;
        }
        if tiles[i] == DYNAMIC {
            shape[d] = DYNAMIC;
            continue;
        }
        shape[d] = ceil_div(shape[d], tiles[i]);
    }
    if !outer_dims_perm.is_empty() {
        shape = outer_dims_perm.iter().map(|&p| shape[p as usize]).collect();
    }
    shape.extend_from_slice(tiles);
    shape
}

fn ceil_div(a: i64, b: i64) -> i64 {
    let q = a / b;
    if (a % b != 0) && ((a < 0) == (b < 0)) {
        q + 1
    } else {
        q
    }
}

fn shape_string(ctx: &Context, t: Type) -> String {
    ctx.type_to_string(t)
}

/// The checks `linalg.pack` and `linalg.unpack` share (MLIR's
/// `commonVerifierPackAndUnPackOp`).
fn verify_common(op: OpRef<'_>, r: &Relayout) -> LogicalResult {
    let ctx = op.ctx;
    let constants = r.constant_tiles(op);
    if constants.contains(&Some(0)) {
        return Err(op.emit_error("invalid zero tile factor"));
    }
    let (unpacked_ty, packed_ty) = if r.is_pack {
        (op.value_type(r.source), op.value_type(r.dest))
    } else {
        (op.value_type(r.dest), op.value_type(r.source))
    };
    let unpacked = shape_of(ctx, unpacked_ty);
    let packed = shape_of(ctx, packed_ty);
    let rank = unpacked.len();
    if invalid_positions(&r.inner_dims_pos, rank) {
        return Err(op.emit_error("invalid inner_dims_pos vector"));
    }
    if invalid_positions(&r.outer_dims_perm, rank) {
        return Err(op.emit_error("invalid outer_dims_perm vector"));
    }
    if !r.outer_dims_perm.is_empty() && r.outer_dims_perm.len() != rank {
        return Err(op.emit_error("outer_dims_perm must be a permutation or empty"));
    }
    if r.tiles.len() > rank {
        return Err(op.emit_error(
            "tiling factors must be less than or equal to the input rank for pack or output rank for unpack",
        ));
    }
    if r.tiles.len() != r.inner_dims_pos.len() {
        return Err(op.emit_error("tiling factors must equal the number of dimensions to tile"));
    }
    let expected_rank = rank + r.tiles.len();
    if packed.len() != expected_rank {
        return Err(op.emit_error(format!(
            "packed rank != (unpacked rank + num tiling factors), got {} != {}",
            packed.len(),
            expected_rank
        )));
    }
    let tile_dims = &packed[packed.len() - r.tiles.len()..];
    let tiles_match = tile_dims.iter().zip(&r.tiles).all(|(&s, t)| match t {
        Tile::Static(c) => s == *c,
        Tile::Dynamic(_) => s == DYNAMIC,
    });
    if !tiles_match {
        return Err(op.emit_error(
            "mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type",
        ));
    }
    let static_tiles: Vec<i64> = constants.iter().map(|c| c.unwrap_or(DYNAMIC)).collect();
    let expected = packed_shape(&unpacked, &static_tiles, &r.inner_dims_pos, &r.outer_dims_perm);
    let compatible = expected
        .iter()
        .zip(&packed)
        .all(|(&e, &p)| e == DYNAMIC || p == DYNAMIC || e == p);
    if !compatible {
        let element = ctx.element_type(unpacked_ty).unwrap_or(unpacked_ty);
        let expected_ty = ctx.ranked_tensor_type(&expected, element);
        return Err(op.emit_error(format!(
            "expected '{}' for the packed domain value, got '{}'",
            shape_string(ctx, expected_ty),
            shape_string(ctx, packed_ty)
        )));
    }
    Ok(())
}

/// Whether packing needs a padding value: a static dimension that its
/// tile does not divide (MLIR's `PackOp::requirePaddingValue`).
fn requires_padding(op: OpRef<'_>, r: &Relayout) -> bool {
    let ctx = op.ctx;
    let input = shape_of(ctx, op.value_type(r.source));
    let output = shape_of(ctx, op.value_type(r.dest));
    require_padding_value(
        &input,
        &r.inner_dims_pos,
        &output,
        &r.outer_dims_perm,
        &r.constant_tiles(op),
    )
}

/// Whether packing `input` into `output` by `tiles` (`None` for a
/// dynamic one) at `inner_dims_pos` needs a padding value: a static
/// dimension its tile (or, for a dynamic tile, its static tile count)
/// does not divide (MLIR's `PackOp::requirePaddingValue`).
pub fn require_padding_value(
    input: &[i64],
    inner_dims_pos: &[i64],
    output: &[i64],
    outer_dims_perm: &[i64],
    tiles: &[Option<i64>],
) -> bool {
    let mut outer: Vec<i64> = output[..input.len().min(output.len())].to_vec();
    if !outer_dims_perm.is_empty() && outer_dims_perm.len() == outer.len() {
        let mut inverse = vec![0; outer.len()];
        for (i, &p) in outer_dims_perm.iter().enumerate() {
            inverse[p as usize] = outer[i];
        }
        outer = inverse;
    }
    inner_dims_pos.iter().zip(tiles).any(|(&pos, &tile)| {
        let d = pos as usize;
        if input[d] == DYNAMIC {
            return false;
        }
        match tile {
            None => outer[d] != DYNAMIC && outer[d] != 0 && input[d] % outer[d] != 0,
            Some(t) => input[d] % t != 0,
        }
    })
}

fn verify_pack(op: OpRef<'_>) -> LogicalResult {
    let Some(r) = Relayout::of(op) else {
        return Ok(());
    };
    verify_common(op, &r)?;
    let ctx = op.ctx;
    let source_ty = op.value_type(r.source);
    let element = ctx.element_type(source_ty).unwrap_or(source_ty);
    if let Some(p) = r.padding {
        let pt = op.value_type(p);
        if pt != element {
            return Err(op.emit_op_error(format!(
                "expected padding_value has '{}' but got: '{}'",
                shape_string(ctx, element),
                shape_string(ctx, pt)
            )));
        }
    }
    if r.padding.is_none() && requires_padding(op, &r) {
        return Err(op.emit_op_error(
            "invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set",
        ));
    }
    Ok(())
}

fn verify_unpack(op: OpRef<'_>) -> LogicalResult {
    let Some(r) = Relayout::of(op) else {
        return Ok(());
    };
    verify_common(op, &r)
}

/// A splat source folds to the splat of the result type, if that is
/// static and the padding (when constant) is the same value (MLIR's
/// `reshapeConstantSource`).
fn fold_splat(
    op: OpRef<'_>,
    source: Option<Attribute>,
    padding: Option<Attribute>,
    out: &mut FoldOutput,
) -> LogicalResult {
    use strata_dialect_arith::fold::{build, read, Elems};
    let ctx = op.ctx;
    let Some(Elems::Splat(v)) = source.and_then(|a| read(ctx, a)) else {
        return Err(Failed);
    };
    if let Some(p) = padding {
        match read(ctx, p) {
            Some(Elems::Scalar(pv)) if pv == v => {}
            _ => return Err(Failed),
        }
    }
    let result_ty = op.value_type(op.result(0));
    if ctx.shape(result_ty).is_none_or(|s| s.contains(&DYNAMIC)) {
        return Err(Failed);
    }
    out.results
        .push(OpFoldResult::Attr(build(ctx, result_ty, &[v]).ok_or(Failed)?));
    Ok(())
}

fn fold_pack(op: OpRef<'_>, operands: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let r = Relayout::of(op).ok_or(Failed)?;
    let padding = if r.padding.is_some() {
        operands.get(2).copied().flatten()
    } else {
        None
    };
    fold_splat(op, operands.first().copied().flatten(), padding, out)
}

fn fold_unpack(op: OpRef<'_>, operands: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    fold_splat(op, operands.first().copied().flatten(), None, out)
}

/// Whether a pack and an unpack tile alike: same positions, permutation
/// and tiles (MLIR's `hasSameInnerOuterAttribute` and `haveSameTiles`).
fn same_tiling(a: &Relayout, b: &Relayout) -> bool {
    a.inner_dims_pos == b.inner_dims_pos && a.outer_dims_perm == b.outer_dims_perm && a.tiles == b.tiles
}

/// `pack(unpack(x))` with the same tiling and no padding is `x`; a padding
/// value that no partial tile needs is dropped (MLIR's
/// `PackOp::canonicalize`).
fn canonicalize_pack(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let Some(r) = Relayout::of(o) else { return false };
    if let Some(un) = strata_dialect_utils::matchers::def_named(o, r.source, "linalg.unpack") {
        let Some(u) = Relayout::of(un) else { return false };
        if o.value_type(u.source) != o.value_type(r.dest) || r.padding.is_some() || !same_tiling(&r, &u) {
            return false;
        }
        rw.replace_op(op, &[u.source]);
        return true;
    }
    let source_shape = shape_of(o.ctx, o.value_type(r.source));
    let padding_not_needed = r.padding.is_some()
        && r.inner_dims_pos
            .iter()
            .all(|&p| source_shape[p as usize] != DYNAMIC)
        && !r.static_tiles.contains(&DYNAMIC)
        && !requires_padding(o, &r);
    if padding_not_needed {
        let ctx = rw.ctx;
        let segments = strata_dialect_utils::attrs::dense_i32_array(
            ctx,
            &[
                1,
                1,
                0,
                (r.tiles.len() - r.static_tiles.iter().filter(|&&t| t != DYNAMIC).count()) as i32,
            ],
        );
        let operands: Vec<ValueId> = o
            .operands()
            .enumerate()
            .filter(|&(i, _)| i != 2)
            .map(|(_, v)| v)
            .collect();
        let props = rw
            .body()
            .op_properties(op)
            .map(|p| ctx.dict_with(p, ctx.ident("operandSegmentSizes"), Some(segments)));
        rw.modify_op_in_place(op, |b| {
            b.set_operands(op, &operands);
            b.set_op_properties(op, props);
        });
        return true;
    }
    false
}

/// `unpack(pack(x))` with the same tiling and no padding is `x`; the
/// destination, if a destination-style op's result, is replaced by that
/// op's init (MLIR's `UnPackOp::canonicalize`).
fn canonicalize_unpack(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let Some(r) = Relayout::of(o) else { return false };
    if let Some(pack) = strata_dialect_utils::matchers::def_named(o, r.source, "linalg.pack") {
        let Some(p) = Relayout::of(pack) else { return false };
        if o.value_type(p.source) != o.value_type(r.dest) || p.padding.is_some() || !same_tiling(&r, &p) {
            return false;
        }
        rw.replace_op(op, &[p.source]);
        return true;
    }
    if let ValueDef::Result(def, i) = o.body.value_def(r.dest) {
        if let Some(init) =
            strata_ir::bufferization::dps_tied_init(OpRef::new(o.ctx, o.body, def), i as usize)
        {
            rw.modify_op_in_place(op, |b| b.set_operand(op, 1, init));
            return true;
        }
    }
    false
}

/// The source of a `tensor.cast` defining `v` (not a block argument)
/// whose source is at least as static as its result (MLIR's
/// `canFoldIntoConsumerOp`).
fn foldable_cast_source(o: OpRef<'_>, v: ValueId) -> Option<ValueId> {
    let cast = strata_dialect_utils::matchers::def_named(o, v, "tensor.cast")?;
    let source = cast.operand(0);
    strata_dialect_utils::static_value::preserves_static(
        o.ctx,
        cast.value_type(cast.result(0)),
        cast.value_type(source),
    )
    .then_some(source)
}

/// A `tensor.cast` to a less static type feeding the source or the
/// destination is folded into the op, which gets the destination's more
/// static type (and constant tiles where it says them), cast back to the
/// old type for its users (MLIR's `FoldTensorCastPackOp` and
/// `FoldTensorCastUnPackOp`).
fn fold_tensor_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let ctx = o.ctx;
    let Some(r) = Relayout::of(o) else { return false };
    let source = foldable_cast_source(o, r.source);
    let dest = foldable_cast_source(o, r.dest);
    if source.is_none() && dest.is_none() {
        return false;
    }
    let (source, dest) = (source.unwrap_or(r.source), dest.unwrap_or(r.dest));
    let result_ty = o.value_type(dest);
    let packed_ty = if r.is_pack {
        result_ty
    } else {
        o.value_type(source)
    };
    let packed = shape_of(ctx, packed_ty);
    // Tiles the new packed type gives a static size become constants.
    let mut static_tiles = r.static_tiles.clone();
    let mut dynamic = Vec::new();
    let n = r.tiles.len();
    for (i, t) in r.tiles.iter().enumerate() {
        let size = packed
            .len()
            .checked_sub(n)
            .and_then(|k| packed.get(k + i))
            .copied()
            .unwrap_or(DYNAMIC);
        match *t {
            Tile::Dynamic(v) if size == DYNAMIC => dynamic.push(v),
            Tile::Dynamic(_) => static_tiles[i] = size,
            Tile::Static(_) => {}
        }
    }
    let mut operands = vec![source, dest];
    operands.extend(r.padding);
    operands.extend(dynamic.iter().copied());
    let props = o.body.op_properties(op).map(|p| {
        let p = ctx.dict_with(
            p,
            ctx.ident("static_inner_tiles"),
            Some(strata_dialect_utils::attrs::dense_i64_array(ctx, &static_tiles)),
        );
        if !r.is_pack {
            return p;
        }
        let segments = [1, 1, i32::from(r.padding.is_some()), dynamic.len() as i32];
        ctx.dict_with(
            p,
            ctx.ident("operandSegmentSizes"),
            Some(strata_dialect_utils::attrs::dense_i32_array(ctx, &segments)),
        )
    });
    let old_ty = o.value_type(o.result(0));
    let (name, loc, attrs) = (o.body.op_name(op), o.loc(), o.body.op_attr_dict(op));
    let mut state = strata_ir::OperationState::new(name, loc);
    state.operands = operands;
    state.result_types = vec![result_ty];
    state.properties = props;
    state.attributes = attrs;
    rw.set_insertion_point(op);
    let new = rw.create(state);
    let mut v = rw.body().result(new, 0);
    if result_ty != old_ty {
        let cast = strata_dialect_utils::patterns::create(rw, op, "tensor.cast", &[v], &[old_ty], &[]);
        v = rw.body().result(cast, 0);
    }
    rw.replace_op(op, &[v]);
    true
}

pub(crate) fn pack_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        PACK.name,
        &[
            ("mlir::linalg::PackOp::canonicalize", 1, canonicalize_pack),
            ("(anonymous namespace)::FoldTensorCastPackOp", 1, fold_tensor_cast),
        ],
    );
}

pub(crate) fn unpack_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        UNPACK.name,
        &[
            ("mlir::linalg::UnPackOp::canonicalize", 1, canonicalize_unpack),
            (
                "(anonymous namespace)::FoldTensorCastUnPackOp",
                1,
                fold_tensor_cast,
            ),
        ],
    );
}

// ---- packing metadata ---------------------------------------------------------------------

/// Where the tiles of a packed shape go when the packing is undone
/// without its permutations (MLIR's `PackingMetadata`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PackingMetadata {
    /// For each tiled dimension (in `inner_dims_pos` order), the position
    /// of its tile in the strip-mined shape, right after its tile count.
    pub insert_positions: Vec<i64>,
    /// The positions of the outer dimensions in the strip-mined shape.
    pub outer_positions: Vec<i64>,
    /// The strip-mined dimensions each unpacked dimension expands into.
    pub reassociations: Vec<Vec<i64>>,
}

/// MLIR's `computePackingMetadata`: the strip-mined layout of a packed
/// shape of rank `packed_rank` tiling `inner_dims_pos`, each tile right
/// after its tile count (`AaBb` for `ABba`).
pub fn packing_metadata(packed_rank: usize, inner_dims_pos: &[i64]) -> PackingMetadata {
    let insert_positions: Vec<i64> = inner_dims_pos
        .iter()
        .map(|&pos| pos + inner_dims_pos.iter().filter(|&&p| pos > p).count() as i64 + 1)
        .collect();
    let mut outer_positions = Vec::with_capacity(packed_rank);
    let mut reassociations = Vec::with_capacity(packed_rank);
    let mut i = 1;
    while i <= packed_rank as i64 {
        outer_positions.push(i - 1);
        if insert_positions.contains(&i) {
            reassociations.push(vec![i - 1, i]);
            i += 1;
        } else {
            reassociations.push(vec![i - 1]);
        }
        i += 1;
    }
    PackingMetadata {
        insert_positions,
        outer_positions,
        reassociations,
    }
}

/// MLIR's `computePermutationVector`: a permutation of `size` entries
/// putting `positions[i]` at `desired[i]` and the other indices, in
/// order, in the remaining places.
pub fn permutation_vector(size: usize, positions: &[i64], desired: &[i64]) -> Vec<i64> {
    let mut res = vec![-1; size];
    let mut seen = vec![false; size];
    for (&p, &d) in positions.iter().zip(desired) {
        if let (Some(slot), Some(s)) = (res.get_mut(d as usize), seen.get_mut(p as usize)) {
            *slot = p;
            *s = true;
        }
    }
    let mut next = 0;
    for entry in res.iter_mut().filter(|e| **e == -1) {
        while seen.get(next).copied().unwrap_or(false) {
            next += 1;
        }
        *entry = next as i64;
        next += 1;
    }
    res
}

/// `v` permuted: entry `i` is `v[perm[i]]` (MLIR's
/// `applyPermutationToVector`).
pub fn apply_permutation<T: Copy>(v: &[T], perm: &[i64]) -> Vec<T> {
    perm.iter().map(|&p| v[p as usize]).collect()
}

/// The inverse of a permutation.
pub fn invert_permutation(perm: &[i64]) -> Vec<i64> {
    let mut inv = vec![0; perm.len()];
    for (i, &p) in perm.iter().enumerate() {
        inv[p as usize] = i as i64;
    }
    inv
}

/// The permutation taking a packed shape of rank `packed_rank` to the
/// strip-mined one (tile counts followed by their tiles, in unpacked
/// order), and the packing metadata (MLIR's `getPackInverseDestPerm` and
/// `getUnPackInverseSrcPerm`).
pub fn strip_mined_permutation(
    packed_rank: usize,
    inner_dims_pos: &[i64],
    outer_dims_perm: &[i64],
) -> (Vec<i64>, PackingMetadata) {
    let n = inner_dims_pos.len();
    let last: Vec<i64> = (packed_rank - n..packed_rank).map(|d| d as i64).collect();
    let metadata = packing_metadata(packed_rank, inner_dims_pos);
    let inner = permutation_vector(packed_rank, &last, &metadata.insert_positions);
    let mut outer_pos = metadata.outer_positions.clone();
    if !outer_dims_perm.is_empty() {
        outer_pos = apply_permutation(&outer_pos, outer_dims_perm);
    }
    let outer = permutation_vector(packed_rank, &metadata.outer_positions, &outer_pos);
    (apply_permutation(&inner, &outer), metadata)
}

impl Relayout {
    /// [`strip_mined_permutation`] of this op's packed shape.
    pub fn packed_to_strip_mined(&self, packed_rank: usize) -> (Vec<i64>, PackingMetadata) {
        strip_mined_permutation(packed_rank, &self.inner_dims_pos, &self.outer_dims_perm)
    }

    /// Whether the op only pads (or unpads) and adds (or drops) leading
    /// unit dimensions: the tiled dimensions are the leading ones, in
    /// order, and every outer dimension of the packed shape is 1 (MLIR's
    /// `isLikePad` and `isLikeUnPad`).
    pub fn is_like_pad(&self, packed_shape: &[i64]) -> bool {
        let n = self.inner_dims_pos.len();
        self.inner_dims_pos
            .iter()
            .enumerate()
            .all(|(i, &p)| p == i as i64)
            && packed_shape.len() >= n
            && packed_shape[..packed_shape.len() - n].iter().all(|&d| d == 1)
    }
}

#[cfg(test)]
mod packing_tests {
    use super::*;

    #[test]
    fn strip_mined_permutation_of_transposed_tiles() {
        let (perm, m) = strip_mined_permutation(6, &[1, 0], &[]);
        assert_eq!(perm, vec![0, 5, 1, 4, 2, 3]);
        assert_eq!(invert_permutation(&perm), vec![0, 2, 4, 5, 3, 1]);
        assert_eq!(m.reassociations, vec![vec![0, 1], vec![2, 3], vec![4], vec![5]]);
        assert_eq!(m.outer_positions, vec![0, 2, 4, 5]);
        // Outer dimensions permuted [1, 2, 3, 0], tiles of dimensions 3, 2.
        let (perm, _) = strip_mined_permutation(6, &[3, 2], &[1, 2, 3, 0]);
        assert_eq!(invert_permutation(&perm), vec![1, 2, 4, 0, 5, 3]);
    }
}
