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
use strata_dialect_utils::matchers::{attr_i64, const_i64, def, def_named, index_attr};
use strata_dialect_utils::reshape::inverse_reshapes;
use strata_dialect_utils::segments::operand_group;
use strata_dialect_utils::static_value::{dynamic_size, is_identity_slice, static_list};

/// `tensor.rank` of a ranked tensor.
pub(crate) fn fold_rank(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let shape = op.ctx.shape(op.operand_type(0)).ok_or(Failed)?;
    out.results
        .push(OpFoldResult::Attr(index_attr(op, shape.len() as i64)));
    Ok(())
}

/// `tensor.dim`: a static size, the dynamic size operand of the
/// `empty`, `generate` or (not rank-reducing) `extract_slice` producing
/// the tensor; the dim of a cast's result is the dim of its source.
pub(crate) fn fold_dim(op: OpRef<'_>, operands: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    if let Some(found) = dim_value(op, operands) {
        out.results.push(found);
        return Ok(());
    }
    let cast = def_named(op, op.operand(0), "tensor.cast").ok_or(Failed)?;
    out.edits.push(FoldEdit::SetOperand(0, cast.operand(0)));
    Ok(())
}

fn dim_value(op: OpRef<'_>, operands: &[Option<Attribute>]) -> Option<OpFoldResult> {
    let index = attr_i64(op, operands.get(1).copied().flatten())?;
    let shape = op.ctx.shape(op.operand_type(0))?;
    let index = usize::try_from(index).ok().filter(|&i| i < shape.len())?;
    if shape[index] != DYNAMIC {
        return Some(OpFoldResult::Attr(index_attr(op, shape[index])));
    }
    let src = def(op, op.operand(0))?;
    match src.name_str() {
        "tensor.empty" | "tensor.generate" => {
            let sizes: Vec<ValueId> = src.operands().collect();
            dynamic_size(shape, index, &sizes).map(OpFoldResult::Value)
        }
        "tensor.extract_slice" => {
            let static_sizes = static_list(src, "static_sizes");
            if static_sizes.len() != shape.len() {
                return None;
            }
            let sizes: Vec<ValueId> = operand_group(src, 2).map(|k| src.operand(k)).collect();
            dynamic_size(&static_sizes, index, &sizes).map(OpFoldResult::Value)
        }
        _ => None,
    }
}

/// `tensor.cast` to its own type is its source.
pub(crate) fn fold_cast(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    if op.operand_type(0) != op.result_type(0) {
        return Err(Failed);
    }
    out.results.push(OpFoldResult::Value(op.operand(0)));
    Ok(())
}

/// The row-major position of constant `indices` in `shape`, if in bounds.
fn linear_index(shape: &[i64], indices: &[Option<i64>]) -> Option<usize> {
    if shape.len() != indices.len() {
        return None;
    }
    let mut pos: i64 = 0;
    for (&d, &i) in shape.iter().zip(indices) {
        let i = i?;
        if d < 0 || i < 0 || i >= d {
            return None;
        }
        pos = pos.checked_mul(d)?.checked_add(i)?;
    }
    usize::try_from(pos).ok()
}

/// `tensor.extract`: from a splat constant, from a dense constant or a
/// `from_elements` at constant indices.
pub(crate) fn fold_extract(
    op: OpRef<'_>,
    operands: &[Option<Attribute>],
    out: &mut FoldOutput,
) -> LogicalResult {
    let ctx = op.ctx;
    let elt = op.result_type(0);
    let indices: Vec<Option<i64>> = operands.iter().skip(1).map(|a| attr_i64(op, *a)).collect();
    if let Some(Some(a)) = operands.first() {
        if !matches!(ctx.attr_kind(*a), AttrKind::DenseElements { .. }) {
            return Err(Failed);
        }
        let value = match read(ctx, *a).ok_or(Failed)? {
            Elems::Splat(v) => v,
            Elems::Dense(values) => {
                let shape = ctx.shape(op.operand_type(0)).ok_or(Failed)?;
                let at = linear_index(shape, &indices).ok_or(Failed)?;
                values.get(at).cloned().ok_or(Failed)?
            }
            Elems::Scalar(_) => return Err(Failed),
        };
        out.results
            .push(OpFoldResult::Attr(build(ctx, elt, &[value]).ok_or(Failed)?));
        return Ok(());
    }
    let from = def_named(op, op.operand(0), "tensor.from_elements").ok_or(Failed)?;
    let shape = ctx.shape(from.result_type(0)).ok_or(Failed)?;
    let at = linear_index(shape, &indices).ok_or(Failed)?;
    if at >= from.num_operands() {
        return Err(Failed);
    }
    out.results.push(OpFoldResult::Value(from.operand(at)));
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
    let a = build(op.ctx, op.result_type(0), &values).ok_or(Failed)?;
    out.results.push(OpFoldResult::Attr(a));
    Ok(())
}

/// `tensor.splat` of a constant to a static shape is a splat constant.
pub(crate) fn fold_splat(
    op: OpRef<'_>,
    operands: &[Option<Attribute>],
    out: &mut FoldOutput,
) -> LogicalResult {
    let ty = op.result_type(0);
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
    let (src, res) = (op.operand_type(0), op.result_type(0));
    let shape = op.ctx.shape(res).ok_or(Failed)?;
    if src != res || !is_identity_slice(op, shape) {
        return fold_extract_slice_source(op, operands, out);
    }
    out.results.push(OpFoldResult::Value(op.operand(0)));
    Ok(())
}

/// `tensor.insert_slice` of a source of the destination's type over the
/// whole destination is the source.
pub(crate) fn fold_insert_slice(
    op: OpRef<'_>,
    _: &[Option<Attribute>],
    out: &mut FoldOutput,
) -> LogicalResult {
    let (src, dest) = (op.operand_type(0), op.operand_type(1));
    let shape = op.ctx.shape(dest).ok_or(Failed)?;
    if src != dest || !is_identity_slice(op, shape) {
        return fold_insert_slice_chain(op, out);
    }
    out.results.push(OpFoldResult::Value(op.operand(0)));
    Ok(())
}

/// One entry of an offsets, sizes or strides list: a constant (static or
/// given by a constant operand) or a dynamic value.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Mixed {
    Const(i64),
    Dyn(ValueId),
}

/// The offsets, sizes and strides of a slice op whose lists start at
/// operand group `first`, constant operands read as constants (MLIR's
/// `getMixedOffsets` and friends compared with `isEqualConstantIntOrValue`).
pub(crate) fn mixed_lists(op: OpRef<'_>, first: usize) -> Option<[Vec<Mixed>; 3]> {
    const NAMES: [&str; 3] = ["static_offsets", "static_sizes", "static_strides"];
    let mut out: [Vec<Mixed>; 3] = Default::default();
    for (k, name) in NAMES.iter().enumerate() {
        let mut operands = operand_group(op, first + k).map(|i| op.operand(i));
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
    let res = op.result_type(0);
    if let Some(a) = splat_of(op, operands.first().copied().flatten(), res) {
        out.results.push(OpFoldResult::Attr(a));
        return Ok(());
    }
    let ins = def_named(op, op.operand(0), "tensor.insert_slice").ok_or(Failed)?;
    if ins.operand_type(0) != res || mixed_lists(ins, 2) != mixed_lists(op, 1) {
        return Err(Failed);
    }
    out.results.push(OpFoldResult::Value(ins.operand(0)));
    Ok(())
}

/// `tensor.insert_slice` into the result of an `insert_slice` of a source
/// of the same type at the same place inserts into that op's destination;
/// inserting a slice extracted from the destination at the same place is
/// the destination.
pub(crate) fn fold_insert_slice_chain(op: OpRef<'_>, out: &mut FoldOutput) -> LogicalResult {
    let lists = mixed_lists(op, 2);
    if let Some(prev) = def_named(op, op.operand(1), "tensor.insert_slice") {
        if prev.operand_type(0) == op.operand_type(0) && mixed_lists(prev, 2) == lists {
            out.edits.push(FoldEdit::SetOperand(1, prev.operand(1)));
            return Ok(());
        }
    }
    let ext = def_named(op, op.operand(0), "tensor.extract_slice").ok_or(Failed)?;
    if ext.operand(0) != op.operand(1) || mixed_lists(ext, 1) != lists {
        return Err(Failed);
    }
    out.results.push(OpFoldResult::Value(op.operand(1)));
    Ok(())
}

/// `tensor.concat` of one input of the result type is that input.
pub(crate) fn fold_concat(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    if op.num_operands() != 1 || op.operand_type(0) != op.result_type(0) {
        return Err(Failed);
    }
    out.results.push(OpFoldResult::Value(op.operand(0)));
    Ok(())
}

/// `tensor.pad` without `nofold` to its statically shaped source type is
/// its source.
pub(crate) fn fold_pad(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let res = op.result_type(0);
    if op.attr("nofold").is_some() || res != op.operand_type(0) || !is_static(op.ctx, res) {
        return Err(Failed);
    }
    out.results.push(OpFoldResult::Value(op.operand(0)));
    Ok(())
}

/// `tensor.gather` from a splat constant is a splat constant.
pub(crate) fn fold_gather(
    op: OpRef<'_>,
    operands: &[Option<Attribute>],
    out: &mut FoldOutput,
) -> LogicalResult {
    let a = splat_of(op, operands.first().copied().flatten(), op.result_type(0)).ok_or(Failed)?;
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

/// `tensor.expand_shape` and `tensor.collapse_shape`: to the source type,
/// of the inverse reshape from the result type, and of a constant.
pub(crate) fn fold_reassociative_reshape(
    op: OpRef<'_>,
    operands: &[Option<Attribute>],
    out: &mut FoldOutput,
) -> LogicalResult {
    let res = op.result_type(0);
    if op.operand_type(0) == res {
        out.results.push(OpFoldResult::Value(op.operand(0)));
        return Ok(());
    }
    let inverse = match op.name_str() {
        "tensor.expand_shape" => "tensor.collapse_shape",
        _ => "tensor.expand_shape",
    };
    if let Some(src) = def_named(op, op.operand(0), inverse) {
        if src.operand_type(0) == res && inverse_reshapes(op, src) {
            out.results.push(OpFoldResult::Value(src.operand(0)));
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
    let res = op.result_type(0);
    if let Some(a) = splat_of(op, operands.first().copied().flatten(), res) {
        out.results.push(OpFoldResult::Attr(a));
        return Ok(());
    }
    if op.operand_type(0) == res && (is_static(ctx, res) || ctx.shape(res).is_some_and(|s| s.len() == 1)) {
        out.results.push(OpFoldResult::Value(op.operand(0)));
        return Ok(());
    }
    let src = def_named(op, op.operand(0), "tensor.reshape").ok_or(Failed)?;
    out.edits.push(FoldEdit::SetOperand(0, src.operand(0)));
    Ok(())
}

/// The op defining `v` if its name is one of `names`.
pub(crate) fn def_any<'a>(op: OpRef<'a>, v: ValueId, names: &[&str]) -> Option<OpRef<'a>> {
    def(op, v).filter(|d| names.contains(&d.name_str()))
}
