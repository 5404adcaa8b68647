//! The folders of the tensor ops: `dim` and `rank` of known shapes,
//! identity casts, extraction from constants and `from_elements`, constant
//! `from_elements`, `splat`, `insert` and `gather`, slices and inserts
//! undone by their inverse at the same place, one-input `concat`, no-op
//! `pad`, and reshapes (inverse pairs, constants, reshape chains).

use strata_ir::{
    APInt, AttrKind, Attribute, Failed, FoldEdit, FoldOutput, LogicalResult, OpFoldResult, OpRef, Type,
    TypeKind, ValueId, DYNAMIC,
};

use strata_dialect_arith::fold::{build, read, Elems};
use strata_dialect_utils::matchers::{attr_i64, const_i64, def, index_attr};
use strata_dialect_utils::reshape::inverse_reshapes;
use strata_dialect_utils::static_value::{dynamic_size, is_identity_slice, linear_index, static_list};

use super::{
    slice_dynamics, BitcastOp, CastOp, CollapseShapeOp, ConcatOp, DimOp, ExpandShapeOp, ExtractOp,
    ExtractSliceOp, FromElementsOp, GatherOp, GenerateOp, InsertSliceOp, PadOp, RankOp, ReshapeOp, SplatOp,
};

/// `tensor.rank` of a ranked tensor.
pub(crate) fn fold_rank(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let shape = op
        .ctx
        .shape(op.value_type(RankOp(op.id).tensor(&op)))
        .ok_or(Failed)?;
    out.results
        .push(OpFoldResult::Attr(index_attr(op, shape.len() as i64)));
    Ok(())
}

/// `tensor.dim`: a static size, the dynamic size operand of the
/// `generate` or (not rank-reducing) `extract_slice` producing the
/// tensor; the dim of a cast's result is the dim of its source. The dim
/// of a `tensor.empty` is a canonicalization, not a fold, as in MLIR.
pub(crate) fn fold_dim(op: OpRef<'_>, operands: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    if let Some(found) = dim_value(op, operands) {
        out.results.push(found);
        return Ok(());
    }
    let source = DimOp(op.id).source(&op);
    let cast = def(op, source).and_then(CastOp::from_ref).ok_or(Failed)?;
    // The source is operand 0.
    out.edits.push(FoldEdit::SetOperand(0, cast.source(&op)));
    Ok(())
}

fn dim_value(op: OpRef<'_>, operands: &[Option<Attribute>]) -> Option<OpFoldResult> {
    let index = attr_i64(op, operands.get(1).copied().flatten())?;
    let source = DimOp(op.id).source(&op);
    let shape = op.ctx.shape(op.value_type(source))?;
    let index = usize::try_from(index).ok().filter(|&i| i < shape.len())?;
    if shape[index] != DYNAMIC {
        return Some(OpFoldResult::Attr(index_attr(op, shape[index])));
    }
    let src = def(op, source)?;
    if let Some(generate) = GenerateOp::from_ref(src) {
        let sizes = generate.dynamic_extents(&op).to_vec();
        return dynamic_size(shape, index, &sizes).map(OpFoldResult::Value);
    }
    let slice = ExtractSliceOp::from_ref(src)?;
    let static_sizes = static_list(src, "static_sizes");
    if static_sizes.len() != shape.len() {
        return None;
    }
    let sizes = slice.sizes(&op).to_vec();
    dynamic_size(&static_sizes, index, &sizes).map(OpFoldResult::Value)
}

/// A cast from `source` to `dest` of the same type is its source.
fn fold_identity_cast(op: OpRef<'_>, source: ValueId, dest: ValueId, out: &mut FoldOutput) -> LogicalResult {
    if op.value_type(source) != op.value_type(dest) {
        return Err(Failed);
    }
    out.results.push(OpFoldResult::Value(source));
    Ok(())
}

/// `tensor.cast` to its own type is its source.
pub(crate) fn fold_cast(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let cast = CastOp(op.id);
    fold_identity_cast(op, cast.source(&op), cast.dest(&op), out)
}

/// `tensor.bitcast` to its own type is its source.
pub(crate) fn fold_bitcast(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let cast = BitcastOp(op.id);
    fold_identity_cast(op, cast.source(&op), cast.dest(&op), out)
}

/// `tensor.extract`: from a splat constant, from a dense constant or a
/// `from_elements` at constant indices.
pub(crate) fn fold_extract(
    op: OpRef<'_>,
    operands: &[Option<Attribute>],
    out: &mut FoldOutput,
) -> LogicalResult {
    let ctx = op.ctx;
    let extract = ExtractOp(op.id);
    let (tensor, elt) = (extract.tensor(&op), op.value_type(extract.result(&op)));
    // The attributes of the operands: the tensor's, then the indices'.
    let indices: Vec<Option<i64>> = operands.iter().skip(1).map(|a| attr_i64(op, *a)).collect();
    if let Some(Some(a)) = operands.first() {
        if !matches!(ctx.attr_kind(*a), AttrKind::DenseElements { .. }) {
            return Err(Failed);
        }
        let value = match read(ctx, *a).ok_or(Failed)? {
            Elems::Splat(v) => v,
            Elems::Dense(values) => {
                let shape = ctx.shape(op.value_type(tensor)).ok_or(Failed)?;
                let at = linear_index(shape, &indices).ok_or(Failed)?;
                values.get(at).cloned().ok_or(Failed)?
            }
            Elems::Scalar(_) => return Err(Failed),
        };
        out.results
            .push(OpFoldResult::Attr(build(ctx, elt, &[value]).ok_or(Failed)?));
        return Ok(());
    }
    let from = def(op, tensor).and_then(FromElementsOp::from_ref).ok_or(Failed)?;
    let shape = ctx.shape(op.value_type(from.result(&op))).ok_or(Failed)?;
    let at = linear_index(shape, &indices).ok_or(Failed)?;
    let element = from.elements(&op).nth(at).ok_or(Failed)?;
    out.results.push(OpFoldResult::Value(element));
    Ok(())
}

/// The scalar value of an integer, index or float constant.
fn scalar(op: OpRef<'_>, a: Option<Attribute>) -> Option<APInt> {
    match read(op.ctx, a?)? {
        Elems::Scalar(v) => Some(v),
        _ => None,
    }
}

/// `tensor.from_elements` of constants is a dense constant.
pub(crate) fn fold_from_elements(
    op: OpRef<'_>,
    operands: &[Option<Attribute>],
    out: &mut FoldOutput,
) -> LogicalResult {
    if operands.is_empty() {
        return Err(Failed);
    }
    let values: Vec<APInt> = operands
        .iter()
        .map(|a| scalar(op, *a))
        .collect::<Option<_>>()
        .ok_or(Failed)?;
    let ty = op.value_type(FromElementsOp(op.id).result(&op));
    let a = build(op.ctx, ty, &values).ok_or(Failed)?;
    out.results.push(OpFoldResult::Attr(a));
    Ok(())
}

/// `tensor.splat` of a constant to a static shape is a splat constant.
pub(crate) fn fold_splat(
    op: OpRef<'_>,
    operands: &[Option<Attribute>],
    out: &mut FoldOutput,
) -> LogicalResult {
    let ty = op.value_type(SplatOp(op.id).aggregate(&op));
    if !matches!(op.ctx.type_kind(ty), TypeKind::RankedTensor { shape, .. } if shape.iter().all(|&d| d != DYNAMIC))
    {
        return Err(Failed);
    }
    let v = scalar(op, operands.first().copied().flatten()).ok_or(Failed)?;
    out.results
        .push(OpFoldResult::Attr(build(op.ctx, ty, &[v]).ok_or(Failed)?));
    Ok(())
}

/// `tensor.extract_slice` of the whole source to its own type is the
/// source.
pub(crate) fn fold_extract_slice(
    op: OpRef<'_>,
    operands: &[Option<Attribute>],
    out: &mut FoldOutput,
) -> LogicalResult {
    let slice = ExtractSliceOp(op.id);
    let source = slice.source(&op);
    let (src, res) = (op.value_type(source), op.value_type(slice.result(&op)));
    let shape = op.ctx.shape(res).ok_or(Failed)?;
    if src != res || !is_identity_slice(op, shape) {
        return fold_extract_slice_source(op, operands, out);
    }
    out.results.push(OpFoldResult::Value(source));
    Ok(())
}

/// `tensor.insert_slice` of a source of the destination's type over the
/// whole destination is the source.
pub(crate) fn fold_insert_slice(
    op: OpRef<'_>,
    _: &[Option<Attribute>],
    out: &mut FoldOutput,
) -> LogicalResult {
    let insert = InsertSliceOp(op.id);
    let source = insert.source(&op);
    let (src, dest) = (op.value_type(source), op.value_type(insert.dest(&op)));
    let shape = op.ctx.shape(dest).ok_or(Failed)?;
    if src != dest || !is_identity_slice(op, shape) {
        return fold_insert_slice_chain(op, out);
    }
    out.results.push(OpFoldResult::Value(source));
    Ok(())
}

/// One entry of an offsets, sizes or strides list: a constant (static or
/// given by a constant operand) or a dynamic value.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Mixed {
    Const(i64),
    Dyn(ValueId),
}

/// The offsets, sizes and strides of a slice op (`extract_slice`,
/// `insert_slice` or `parallel_insert_slice`), constant operands read as
/// constants (MLIR's `getMixedOffsets` and friends compared with
/// `isEqualConstantIntOrValue`).
pub(crate) fn mixed_lists(op: OpRef<'_>) -> Option<[Vec<Mixed>; 3]> {
    const NAMES: [&str; 3] = ["static_offsets", "static_sizes", "static_strides"];
    let mut out: [Vec<Mixed>; 3] = Default::default();
    for (k, (name, dynamic)) in NAMES.iter().zip(slice_dynamics(op)?).enumerate() {
        let mut operands = dynamic.into_iter();
        for s in static_list(op, name) {
            out[k].push(if s != DYNAMIC {
                Mixed::Const(s)
            } else {
                let v = operands.next()?;
                const_i64(op.ctx, op.body, v).map_or(Mixed::Dyn(v), Mixed::Const)
            });
        }
    }
    Some(out)
}

/// A splat constant of the statically shaped `ty` with the value of the
/// splat constant `a` (MLIR's `reshapeConstantSource` for splats).
fn splat_of(op: OpRef<'_>, a: Option<Attribute>, ty: Type) -> Option<Attribute> {
    let ctx = op.ctx;
    if !matches!(ctx.attr_kind(a?), AttrKind::DenseElements { .. }) || !is_static(ctx, ty) {
        return None;
    }
    match read(ctx, a?)? {
        Elems::Splat(v) => build(ctx, ty, &[v]),
        _ => None,
    }
}

/// Whether `ty` is a ranked tensor with a static shape.
fn is_static(ctx: &strata_ir::Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::RankedTensor { shape, .. } if shape.iter().all(|&d| d != DYNAMIC))
}

/// `tensor.insert` of a constant equal to the splat constant it is
/// inserted into is the splat.
pub(crate) fn fold_insert(
    op: OpRef<'_>,
    operands: &[Option<Attribute>],
    out: &mut FoldOutput,
) -> LogicalResult {
    let dest = operands.get(1).copied().flatten().ok_or(Failed)?;
    if !matches!(op.ctx.attr_kind(dest), AttrKind::DenseElements { .. }) {
        return Err(Failed);
    }
    let Some(Elems::Splat(splat)) = read(op.ctx, dest) else {
        return Err(Failed);
    };
    let v = scalar(op, operands.first().copied().flatten()).ok_or(Failed)?;
    if v != splat {
        return Err(Failed);
    }
    out.results.push(OpFoldResult::Attr(dest));
    Ok(())
}

/// `tensor.extract_slice` of a splat constant to a static shape is a splat
/// constant; of the result of an `insert_slice` at the same offsets, sizes
/// and strides, it is the inserted tensor.
pub(crate) fn fold_extract_slice_source(
    op: OpRef<'_>,
    operands: &[Option<Attribute>],
    out: &mut FoldOutput,
) -> LogicalResult {
    let slice = ExtractSliceOp(op.id);
    let res = op.value_type(slice.result(&op));
    if let Some(a) = splat_of(op, operands.first().copied().flatten(), res) {
        out.results.push(OpFoldResult::Attr(a));
        return Ok(());
    }
    let ins_op = def(op, slice.source(&op)).ok_or(Failed)?;
    let ins = InsertSliceOp::from_ref(ins_op).ok_or(Failed)?;
    let inserted = ins.source(&op);
    if op.value_type(inserted) != res || mixed_lists(ins_op) != mixed_lists(op) {
        return Err(Failed);
    }
    out.results.push(OpFoldResult::Value(inserted));
    Ok(())
}

/// `tensor.insert_slice` into the result of an `insert_slice` of a source
/// of the same type at the same place inserts into that op's destination;
/// inserting a slice extracted from the destination at the same place is
/// the destination.
pub(crate) fn fold_insert_slice_chain(op: OpRef<'_>, out: &mut FoldOutput) -> LogicalResult {
    let insert = InsertSliceOp(op.id);
    let (source, dest) = (insert.source(&op), insert.dest(&op));
    let lists = mixed_lists(op);
    if let Some(prev_op) = def(op, dest).filter(|d| InsertSliceOp::isa(d, d.id)) {
        let prev = InsertSliceOp(prev_op.id);
        if op.value_type(prev.source(&op)) == op.value_type(source) && mixed_lists(prev_op) == lists {
            // The destination is operand 1.
            out.edits.push(FoldEdit::SetOperand(1, prev.dest(&op)));
            return Ok(());
        }
    }
    let ext_op = def(op, source).ok_or(Failed)?;
    let ext = ExtractSliceOp::from_ref(ext_op).ok_or(Failed)?;
    if ext.source(&op) != dest || mixed_lists(ext_op) != lists {
        return Err(Failed);
    }
    out.results.push(OpFoldResult::Value(dest));
    Ok(())
}

/// `tensor.concat` of one input of the result type is that input.
pub(crate) fn fold_concat(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let concat = ConcatOp(op.id);
    let mut inputs = concat.inputs(&op);
    let (Some(input), None) = (inputs.next(), inputs.next()) else {
        return Err(Failed);
    };
    if op.value_type(input) != op.value_type(concat.result(&op)) {
        return Err(Failed);
    }
    out.results.push(OpFoldResult::Value(input));
    Ok(())
}

/// `tensor.pad` without `nofold` to its statically shaped source type is
/// its source.
pub(crate) fn fold_pad(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let pad = PadOp(op.id);
    let (source, res) = (pad.source(&op), op.value_type(pad.result(&op)));
    if pad.nofold(&op) || res != op.value_type(source) || !is_static(op.ctx, res) {
        return Err(Failed);
    }
    out.results.push(OpFoldResult::Value(source));
    Ok(())
}

/// `tensor.gather` from a splat constant is a splat constant.
pub(crate) fn fold_gather(
    op: OpRef<'_>,
    operands: &[Option<Attribute>],
    out: &mut FoldOutput,
) -> LogicalResult {
    let ty = op.value_type(GatherOp(op.id).result(&op));
    let a = splat_of(op, operands.first().copied().flatten(), ty).ok_or(Failed)?;
    out.results.push(OpFoldResult::Attr(a));
    Ok(())
}

/// A constant source reshaped to the statically shaped `ty`: the same
/// elements in row-major order.
fn reshaped_constant(op: OpRef<'_>, a: Option<Attribute>, ty: Type) -> Option<Attribute> {
    let ctx = op.ctx;
    if !matches!(ctx.attr_kind(a?), AttrKind::DenseElements { .. }) || !is_static(ctx, ty) {
        return None;
    }
    match read(ctx, a?)? {
        Elems::Splat(v) => build(ctx, ty, &[v]),
        Elems::Dense(values) => build(ctx, ty, &values),
        Elems::Scalar(_) => None,
    }
}

/// The source and result of a `tensor.expand_shape` or
/// `tensor.collapse_shape`, and whether it is an expand.
pub(crate) fn reshape_parts(o: OpRef<'_>) -> Option<(ValueId, ValueId, bool)> {
    if let Some(e) = ExpandShapeOp::from_ref(o) {
        return Some((e.src(&o), e.result(&o), true));
    }
    let c = CollapseShapeOp::from_ref(o)?;
    Some((c.src(&o), c.result(&o), false))
}

/// `tensor.expand_shape` and `tensor.collapse_shape`: to the source type,
/// of the inverse reshape from the result type, and of a constant.
pub(crate) fn fold_reassociative_reshape(
    op: OpRef<'_>,
    operands: &[Option<Attribute>],
    out: &mut FoldOutput,
) -> LogicalResult {
    let (src, result, _) = reshape_parts(op).ok_or(Failed)?;
    let res = op.value_type(result);
    if op.value_type(src) == res {
        out.results.push(OpFoldResult::Value(src));
        return Ok(());
    }
    let expand = ExpandShapeOp::isa(&op, op.id);
    let inverse = def(op, src).and_then(|d| Some((d, reshape_parts(d)?)));
    if let Some((inner, (inner_src, _, inner_expand))) = inverse {
        if inner_expand != expand && op.value_type(inner_src) == res && inverse_reshapes(op, inner) {
            out.results.push(OpFoldResult::Value(inner_src));
            return Ok(());
        }
    }
    let a = reshaped_constant(op, operands.first().copied().flatten(), res).ok_or(Failed)?;
    out.results.push(OpFoldResult::Attr(a));
    Ok(())
}

/// `tensor.reshape`: of a splat constant, to the source type when that is
/// static or one-dimensional, and of another reshape (which it bypasses).
pub(crate) fn fold_reshape(
    op: OpRef<'_>,
    operands: &[Option<Attribute>],
    out: &mut FoldOutput,
) -> LogicalResult {
    let ctx = op.ctx;
    let reshape = ReshapeOp(op.id);
    let source = reshape.source(&op);
    let res = op.value_type(reshape.result(&op));
    if let Some(a) = splat_of(op, operands.first().copied().flatten(), res) {
        out.results.push(OpFoldResult::Attr(a));
        return Ok(());
    }
    if op.value_type(source) == res && (is_static(ctx, res) || ctx.shape(res).is_some_and(|s| s.len() == 1)) {
        out.results.push(OpFoldResult::Value(source));
        return Ok(());
    }
    let src = def(op, source).and_then(ReshapeOp::from_ref).ok_or(Failed)?;
    // The source is operand 0.
    out.edits.push(FoldEdit::SetOperand(0, src.source(&op)));
    Ok(())
}
