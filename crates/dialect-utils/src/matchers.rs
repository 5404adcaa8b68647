//! Defining ops and constant values of values (MLIR's `matchPattern`
//! with `m_Constant`, `getConstantIntValue`).

use strata_ir::{APInt, AttrKind, Attribute, Body, Context, OpRef, ValueId};

/// The op defining `v`, if any.
pub fn def<'a>(op: OpRef<'a>, v: ValueId) -> Option<OpRef<'a>> {
    op.body.defining_op(v).map(|d| OpRef::new(op.ctx, op.body, d))
}

/// The op defining `v` if it is named `name`.
pub fn def_named<'a>(op: OpRef<'a>, v: ValueId, name: &str) -> Option<OpRef<'a>> {
    def(op, v).filter(|d| d.name_str() == name)
}

/// The value of an integer or index constant attribute, as an `i64`.
pub fn attr_i64(op: OpRef<'_>, a: Option<Attribute>) -> Option<i64> {
    match op.ctx.attr_kind(a?) {
        AttrKind::Integer { value, .. } => Some(value.sext_i64()),
        _ => None,
    }
}

/// The value of `v` if a constant-like op defines it with an integer
/// (or `i1` boolean) value (`m_ConstantInt`).
pub fn const_int(ctx: &Context, body: &Body, v: ValueId) -> Option<APInt> {
    let a = strata_ir::fold::constant_value(ctx, body, v)?;
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => Some(value.clone()),
        AttrKind::Bool(b) => Some(APInt::from_u64(1, *b as u64)),
        _ => None,
    }
}

/// The value of `v` if a constant-like op defines it with an integer or
/// index value that fits in an `i64` (MLIR's `getConstantIntValue`).
pub fn const_i64(ctx: &Context, body: &Body, v: ValueId) -> Option<i64> {
    let a = strata_ir::fold::constant_value(ctx, body, v)?;
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } if value.fits_i64_signed() => Some(value.sext_i64()),
        _ => None,
    }
}

/// An index attribute holding `v`.
pub fn index_attr(op: OpRef<'_>, v: i64) -> Attribute {
    op.ctx.integer_attr(op.ctx.index_type(), v)
}
