//! Folders of the `llvm` dialect's ops, those MLIR has that are cheap:
//! `llvm.icmp` of equal operands, identity `llvm.bitcast` and
//! `llvm.addrspacecast` (and casts back to the original type),
//! `llvm.extractvalue` through `llvm.insertvalue` chains, `llvm.getelementptr`
//! with a single zero index, and `llvm.zext` of a constant.

use strata_ir::{AttrKind, Attribute, Failed, FoldOutput, LogicalResult, OpFoldResult, OpRef};
use strata_ods::directives::dense_i64_values;

use super::attrs::ICMP_PREDICATE;
use super::InsertValueOp;

/// `icmp eq %x, %x` is true and `icmp ne %x, %x` false.
pub(crate) fn fold_icmp(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let ctx = op.ctx;
    if op.operand(0) != op.operand(1) {
        return Err(Failed);
    }
    let pred = op
        .attr("predicate")
        .and_then(|a| ICMP_PREDICATE.attr_value(ctx, a))
        .and_then(|v| ICMP_PREDICATE.keyword(v))
        .ok_or(Failed)?;
    // As MLIR, only equality folds (`x == x`, `x != x`).
    let value = match pred {
        "eq" => true,
        "ne" => false,
        _ => return Err(Failed),
    };
    let ty = op.result_type(0);
    // Only scalar results fold to a constant here.
    if ty != ctx.i1() {
        return Err(Failed);
    }
    // An i1 constant is a bool attribute, as MLIR's `BoolAttr`.
    out.results.push(OpFoldResult::Attr(ctx.bool_attr(value)));
    Ok(())
}

/// `bitcast`/`addrspacecast` to the operand's own type, or of a cast of
/// the same kind back to the original type.
pub(crate) fn fold_cast(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let arg = op.operand(0);
    let res_ty = op.result_type(0);
    if op.operand_type(0) == res_ty {
        out.results.push(OpFoldResult::Value(arg));
        return Ok(());
    }
    let def = op.body.defining_op(arg).ok_or(Failed)?;
    if op.body.op_name(def) == op.name() {
        let inner = OpRef::new(op.ctx, op.body, def);
        if inner.operand_type(0) == res_ty {
            out.results.push(OpFoldResult::Value(inner.operand(0)));
            return Ok(());
        }
    }
    Err(Failed)
}

/// `extractvalue` of an `insertvalue` at the same position gives the
/// inserted value; insertions at unrelated positions are looked through.
pub(crate) fn fold_extractvalue(
    op: OpRef<'_>,
    _: &[Option<Attribute>],
    out: &mut FoldOutput,
) -> LogicalResult {
    let ctx = op.ctx;
    let position = op
        .attr("position")
        .and_then(|a| dense_i64_values(ctx, a))
        .ok_or(Failed)?;
    let mut container = op.operand(0);
    let mut changed = false;
    while let Some(def) = op.body.defining_op(container) {
        let Some(insert) = InsertValueOp::cast(&op, def) else {
            break;
        };
        let at = insert.position(&op).ok_or(Failed)?;
        if at == position {
            out.results.push(OpFoldResult::Value(insert.value(&op)));
            return Ok(());
        }
        let common = at.len().min(position.len());
        if at[..common] == position[..common] {
            // One position contains the other: not foldable here.
            break;
        }
        container = insert.container(&op);
        changed = true;
    }
    if changed {
        out.edits.push(strata_ir::FoldEdit::SetOperand(0, container));
        return Ok(());
    }
    Err(Failed)
}

/// `getelementptr %p[0]` is `%p`.
pub(crate) fn fold_gep(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let ctx = op.ctx;
    let raw = op
        .attr("rawConstantIndices")
        .and_then(|a| strata_ods::asm_format::int_array_elements(ctx, a))
        .ok_or(Failed)?
        .1;
    if raw == [0] && op.operand_type(0) == op.result_type(0) {
        out.results.push(OpFoldResult::Value(op.operand(0)));
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
    let c = operands.first().copied().flatten().ok_or(Failed)?;
    let value = match ctx.attr_kind(c) {
        AttrKind::Integer { value, .. } => value.clone(),
        AttrKind::Bool(b) => strata_ir::APInt::from_u64(1, *b as u64),
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
