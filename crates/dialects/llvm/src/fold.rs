//! Folders of the `llvm` dialect's ops, those MLIR has: `llvm.icmp` of
//! equal operands or of an alloca against null, chains of `llvm.bitcast`
//! and `llvm.addrspacecast`, `llvm.extractvalue` through
//! `llvm.extractvalue`/`llvm.insertvalue` chains and out of constant
//! aggregates, `llvm.getelementptr` with a single zero index or constant
//! dynamic indices, the identity `llvm.shufflevector`, and `llvm.zext` of a
//! constant.

use strata_dialect_arith::fold::{build, dense_element, read, Elems};
use strata_ir::{
    APInt, AttrKind, Attribute, Context, Failed, FoldEdit, FoldOutput, LogicalResult, OpFoldResult, OpRef,
    TypeKind, ValueId,
};
use strata_ods::directives::dense_i64_values;

use super::attrs::ICMP_PREDICATE;
use super::{AllocaOp, ExtractValueOp, InsertValueOp, ZeroOp};

/// `icmp eq %x, %x` is true and `icmp ne %x, %x` false; an alloca is never
/// null, so `icmp eq/ne` of an alloca and `llvm.mlir.zero` is false/true.
pub(crate) fn fold_icmp(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let ctx = op.ctx;
    let pred = op
        .attr("predicate")
        .and_then(|a| ICMP_PREDICATE.attr_value(ctx, a))
        .and_then(|v| ICMP_PREDICATE.keyword(v))
        .ok_or(Failed)?;
    // As MLIR, only equality predicates fold.
    let eq = match pred {
        "eq" => true,
        "ne" => false,
        _ => return Err(Failed),
    };
    let (lhs, rhs) = (op.operand(0), op.operand(1));
    let defined_by =
        |v: ValueId, is: &dyn Fn(strata_ir::OpId) -> bool| op.body.defining_op(v).is_some_and(is);
    let is_alloca = |d| AllocaOp::cast(&op, d).is_some();
    let is_zero = |d| ZeroOp::cast(&op, d).is_some();
    let value = if lhs == rhs {
        eq
    } else if (defined_by(lhs, &is_alloca) && defined_by(rhs, &is_zero))
        || (defined_by(lhs, &is_zero) && defined_by(rhs, &is_alloca))
    {
        !eq
    } else {
        return Err(Failed);
    };
    // A splat for a vector of results; an i1 scalar is a bool attribute.
    let c = build(ctx, op.result_type(0), &[APInt::from_u64(1, value as u64)]).ok_or(Failed)?;
    out.results.push(OpFoldResult::Attr(c));
    Ok(())
}

/// `bitcast`/`addrspacecast` to the operand's own type is the operand; a
/// cast of a cast of the same kind casts the inner source directly (and is
/// that source when its type is the result type).
pub(crate) fn fold_cast(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let arg = op.operand(0);
    let res_ty = op.result_type(0);
    if op.operand_type(0) == res_ty {
        out.results.push(OpFoldResult::Value(arg));
        return Ok(());
    }
    let def = op.body.defining_op(arg).ok_or(Failed)?;
    if op.body.op_name(def) != op.name() {
        return Err(Failed);
    }
    let inner = OpRef::new(op.ctx, op.body, def);
    if inner.operand_type(0) == res_ty {
        out.results.push(OpFoldResult::Value(inner.operand(0)));
    } else {
        out.edits.push(FoldEdit::SetOperand(0, inner.operand(0)));
    }
    Ok(())
}

/// `extractvalue` folds, as MLIR's: out of an `extractvalue` (the
/// positions concatenate), out of a constant aggregate, and through a chain
/// of `insertvalue`s: an insertion at the position gives the inserted value,
/// one at a prefix of it continues into the inserted value, unrelated ones
/// are looked through.
pub(crate) fn fold_extractvalue(
    op: OpRef<'_>,
    operands: &[Option<Attribute>],
    out: &mut FoldOutput,
) -> LogicalResult {
    let ctx = op.ctx;
    let position = op
        .attr("position")
        .and_then(|a| dense_i64_values(ctx, a))
        .ok_or(Failed)?;
    let set_position = |out: &mut FoldOutput, p: &[i64]| {
        out.edits.push(FoldEdit::SetAttr(
            ctx.ident("position"),
            Some(strata_ods::directives::dense_i64_array(ctx, p)),
        ));
    };
    let container = op.operand(0);
    if let Some(outer) = op
        .body
        .defining_op(container)
        .and_then(|d| ExtractValueOp::cast(&op, d))
    {
        let mut p = outer.position(&op).ok_or(Failed)?;
        p.extend_from_slice(&position);
        out.edits.push(FoldEdit::SetOperand(0, outer.container(&op)));
        set_position(out, &p);
        return Ok(());
    }
    if let Some(Some(c)) = operands.first() {
        return fold_to_element(op, *c, &position, out);
    }
    let mut pos: &[i64] = &position;
    let mut value = container;
    let mut switched = false;
    let mut new_container = None;
    while let Some(insert) = op
        .body
        .defining_op(value)
        .and_then(|d| InsertValueOp::cast(&op, d))
    {
        let at = insert.position(&op).ok_or(Failed)?;
        if at.as_slice() == pos {
            out.results.push(OpFoldResult::Value(insert.value(&op)));
            return Ok(());
        }
        if pos.len() > at.len() && pos[..at.len()] == at[..] {
            pos = &pos[at.len()..];
            value = insert.value(&op);
            switched = true;
            continue;
        }
        let common = at.len().min(pos.len());
        if at[..common] == pos[..common] {
            // One position contains the other: the extraction depends on
            // both insertions.
            value = container;
            break;
        }
        value = insert.container(&op);
        if !switched {
            new_container = Some(value);
        }
    }
    // Having continued into an inserted constant, extract from it.
    if switched && value != container {
        if let Some(c) = strata_ir::fold::constant_value(ctx, op.body, value) {
            return fold_to_element(op, c, pos, out);
        }
    }
    match new_container {
        Some(v) => {
            out.edits.push(FoldEdit::SetOperand(0, v));
            Ok(())
        }
        None => Err(Failed),
    }
}

/// Folds to the element at `pos` of the constant aggregate `c`, when it is
/// a scalar of the result type or an undefined, poison or zero value.
fn fold_to_element(op: OpRef<'_>, c: Attribute, pos: &[i64], out: &mut FoldOutput) -> LogicalResult {
    let ctx = op.ctx;
    let e = element_of(ctx, c, pos).ok_or(Failed)?;
    let is_marker = [
        super::attrs::zero_attr(ctx),
        super::attrs::undef_attr(ctx),
        super::attrs::poison_attr(ctx),
    ]
    .contains(&e);
    let scalar_type = match ctx.attr_kind(e) {
        AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } => Some(*ty),
        AttrKind::Bool(_) => Some(ctx.i1()),
        _ => None,
    };
    if !is_marker && scalar_type != Some(op.result_type(0)) {
        return Err(Failed);
    }
    out.results.push(OpFoldResult::Attr(e));
    Ok(())
}

/// The element at `pos` of a constant aggregate: an array of elements
/// (structs and arrays), a one-dimensional dense or sparse elements
/// attribute, or an undefined, poison or zero value (whose elements are
/// likewise).
fn element_of(ctx: &Context, c: Attribute, pos: &[i64]) -> Option<Attribute> {
    let Some((&first, rest)) = pos.split_first() else {
        return Some(c);
    };
    if [
        super::attrs::zero_attr(ctx),
        super::attrs::undef_attr(ctx),
        super::attrs::poison_attr(ctx),
    ]
    .contains(&c)
    {
        return Some(c);
    }
    let index = usize::try_from(first).ok()?;
    let one_dimensional = |ty| {
        ctx.shape(ty)
            .is_some_and(|s| s.len() == 1 && (index as i64) < s[0])
    };
    let element = match ctx.attr_kind(c) {
        AttrKind::Array(elements) => *elements.get(index)?,
        AttrKind::DenseElements { ty, .. } if one_dimensional(*ty) => dense_element(ctx, c, index)?,
        AttrKind::Sparse { ty, indices, values } if one_dimensional(*ty) => {
            let stored = match read(ctx, *indices)? {
                Elems::Dense(v) => v,
                Elems::Splat(v) | Elems::Scalar(v) => vec![v],
            };
            match stored.iter().position(|i| i.sext_i64() == first) {
                Some(k) => dense_element(ctx, *values, k)?,
                None => {
                    let elt = ctx.element_type(*ty)?;
                    let width = match ctx.type_kind(elt) {
                        TypeKind::Integer { width, .. } => *width,
                        TypeKind::Float(k) => k.width(),
                        _ => return None,
                    };
                    build(ctx, elt, &[APInt::zero(width)])?
                }
            }
        }
        _ => return None,
    };
    element_of(ctx, element, rest)
}

/// `getelementptr %p[0]` is `%p`; dynamic indices that are constants
/// fitting in 32 bits become constant indices.
pub(crate) fn fold_gep(op: OpRef<'_>, operands: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let ctx = op.ctx;
    let raw = op
        .attr("rawConstantIndices")
        .and_then(|a| strata_ods::asm_format::int_array_elements(ctx, a))
        .ok_or(Failed)?
        .1;
    let constant = |i: usize| {
        operands
            .get(i)
            .copied()
            .flatten()
            .and_then(|a| ctx.integer_attr_value(a))
            .map(|v| v.sext_i64())
    };
    // Each index: its constant value (static or a constant operand), and
    // the operand number of a dynamic one.
    let mut next = 1;
    let indices: Vec<(Option<i64>, Option<usize>)> = raw
        .iter()
        .map(|&r| {
            if r == i64::from(super::memory::GEP_DYNAMIC_INDEX) {
                next += 1;
                (constant(next - 1), Some(next - 1))
            } else {
                (Some(r), None)
            }
        })
        .collect();
    if indices.len() == 1 && indices[0].0 == Some(0) && op.operand_type(0) == op.result_type(0) {
        out.results.push(OpFoldResult::Value(op.operand(0)));
        return Ok(());
    }
    let fits = |v: i64| i32::try_from(v).is_ok_and(|v| v != super::memory::GEP_DYNAMIC_INDEX);
    if !indices.iter().any(|&(c, d)| d.is_some() && c.is_some_and(fits)) {
        return Err(Failed);
    }
    let mut new_raw = Vec::with_capacity(raw.len());
    let mut kept = 1u32;
    for &(c, d) in &indices {
        match (c, d) {
            (Some(v), Some(_)) if fits(v) => new_raw.push(v as i32),
            (_, Some(operand)) => {
                new_raw.push(super::memory::GEP_DYNAMIC_INDEX);
                out.edits.push(FoldEdit::SetOperand(kept, op.operand(operand)));
                kept += 1;
            }
            (c, None) => new_raw.push(c.ok_or(Failed)? as i32),
        }
    }
    out.edits.push(FoldEdit::TruncateOperands(kept));
    out.edits.push(FoldEdit::SetAttr(
        ctx.ident("rawConstantIndices"),
        Some(ctx.dense_i32_array_attr(&new_raw)),
    ));
    Ok(())
}

/// `shufflevector %v1, %v2 [0]` of one-element vectors is `%v1`.
pub(crate) fn fold_shufflevector(
    op: OpRef<'_>,
    _: &[Option<Attribute>],
    out: &mut FoldOutput,
) -> LogicalResult {
    let ctx = op.ctx;
    let v1 = op.operand(0);
    let one_element = matches!(ctx.type_kind(op.operand_type(0)), TypeKind::Vector { shape, scalable, .. }
        if shape[..] == [1] && !scalable.iter().any(|&s| s));
    let mask = op
        .attr("mask")
        .and_then(|a| strata_ods::asm_format::int_array_elements(ctx, a))
        .ok_or(Failed)?
        .1;
    if one_element && mask == [0] && op.result_type(0) == op.operand_type(0) {
        out.results.push(OpFoldResult::Value(v1));
        return Ok(());
    }
    Err(Failed)
}

/// `zext` of an integer constant.
pub(crate) fn fold_zext(
    op: OpRef<'_>,
    operands: &[Option<Attribute>],
    out: &mut FoldOutput,
) -> LogicalResult {
    let ctx = op.ctx;
    let value = match operands.first().copied().flatten().map(|c| ctx.attr_kind(c)) {
        Some(AttrKind::Integer { value, .. }) => value.clone(),
        Some(AttrKind::Bool(b)) => strata_ir::APInt::from_u64(1, *b as u64),
        // `llvm.mlir.zero` of an integer type is the integer 0.
        _ if op
            .body
            .defining_op(op.operand(0))
            .is_some_and(|d| ZeroOp::cast(&op, d).is_some()) =>
        {
            strata_ir::APInt::from_u64(ctx.integer_width(op.operand_type(0)).ok_or(Failed)?, 0)
        }
        _ => return Err(Failed),
    };
    let ty = op.result_type(0);
    let width = ctx.integer_width(ty).ok_or(Failed)?;
    if width < value.width() {
        return Err(Failed);
    }
    let value = value.zext(width);
    out.results.push(OpFoldResult::Attr(if width == 1 {
        ctx.bool_attr(!value.is_zero())
    } else {
        ctx.intern_attr(AttrKind::Integer { ty, value })
    }));
    Ok(())
}

/// The integer constants of both operands of a binary op (scalars).
fn int_operands(
    op: OpRef<'_>,
    operands: &[Option<Attribute>],
) -> Option<(strata_ir::APInt, strata_ir::APInt)> {
    let ctx = op.ctx;
    let int = |a: Option<Attribute>| match ctx.attr_kind(a?) {
        AttrKind::Integer { value, .. } => Some(value.clone()),
        _ => None,
    };
    Some((
        int(operands.first().copied().flatten())?,
        int(operands.get(1).copied().flatten())?,
    ))
}

/// `shl` of integer constants, unless the shift amount reaches the width
/// (poison).
pub(crate) fn fold_shl(op: OpRef<'_>, operands: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let (lhs, rhs) = int_operands(op, operands).ok_or(Failed)?;
    let width = lhs.width();
    if rhs.active_bits() > 32 || rhs.zext_u64() >= width as u64 {
        return Err(Failed);
    }
    let value = lhs.shl(rhs.zext_u64() as u32);
    out.results
        .push(OpFoldResult::Attr(op.ctx.intern_attr(AttrKind::Integer {
            ty: op.result_type(0),
            value,
        })));
    Ok(())
}

/// `or` of integer constants.
pub(crate) fn fold_or(op: OpRef<'_>, operands: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let (lhs, rhs) = int_operands(op, operands).ok_or(Failed)?;
    out.results
        .push(OpFoldResult::Attr(op.ctx.intern_attr(AttrKind::Integer {
            ty: op.result_type(0),
            value: lhs.or(&rhs),
        })));
    Ok(())
}
