//! The folders of the complex ops: projections of constants and of
//! `complex.create`, and the identities MLIR folds (inverse ops cancel,
//! adding or subtracting zero, multiplying or dividing by one).

use strata_dialect_arith::apfloat;
use strata_dialect_utils::matchers::def_named;
use strata_ir::{AttrKind, Attribute, Context, FoldOutput, LogicalResult, OpRef};

use super::*;

/// Whether `a` is a float attribute whose value satisfies `p` (given its
/// format and bits).
fn float_is(ctx: &Context, a: Attribute, p: impl Fn(strata_ir::FloatKind, u128) -> bool) -> bool {
    match ctx.attr_kind(a) {
        AttrKind::Float { ty, bits } => ctx.float_kind(*ty).is_some_and(|k| p(k, *bits)),
        _ => false,
    }
}

fn is_zero(ctx: &Context, a: Attribute) -> bool {
    float_is(ctx, a, |k, b| apfloat::classify(k, b).is_some_and(|c| c.zero))
}

fn is_one(ctx: &Context, a: Attribute) -> bool {
    float_is(ctx, a, |k, b| apfloat::is_exactly(k, b, 1))
}

/// The constant operand `i`, as a complex constant's parts.
fn constant_parts(op: OpRef<'_>, c: &[Option<Attribute>], i: usize) -> Option<[Attribute; 2]> {
    parts(op.ctx, c.get(i).copied().flatten())
}

pub(crate) fn constant(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    match op.attr("value") {
        Some(v) => fold_attr(out, v),
        None => no_fold(),
    }
}

/// `create(re(x), im(x)) -> x`.
pub(crate) fn create(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let re = def_named(op, op.operand(0), RE.name);
    let im = def_named(op, op.operand(1), IM.name);
    match (re, im) {
        (Some(re), Some(im)) if re.operand(0) == im.operand(0) => fold_value(out, re.operand(0)),
        _ => no_fold(),
    }
}

/// A bitcast to the operand's own type is the operand.
pub(crate) fn bitcast(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    if op.operand_type(0) == op.result_type(0) {
        return fold_value(out, op.operand(0));
    }
    no_fold()
}

/// The real (`index` 0) or imaginary (1) part of a constant or of a
/// `complex.create`.
fn part(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput, index: usize) -> LogicalResult {
    if let Some(p) = constant_parts(op, c, 0) {
        return fold_attr(out, p[index]);
    }
    match def_named(op, op.operand(0), CREATE.name) {
        Some(create) => fold_value(out, create.operand(index)),
        None => no_fold(),
    }
}

pub(crate) fn re(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    part(op, c, out, 0)
}

pub(crate) fn im(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    part(op, c, out, 1)
}

/// `add(sub(a, b), b) -> a`, `add(b, sub(a, b)) -> a`, `add(a, 0) -> a`.
pub(crate) fn add(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let (lhs, rhs) = (op.operand(0), op.operand(1));
    if let Some(sub) = def_named(op, lhs, SUB.name).filter(|s| s.operand(1) == rhs) {
        return fold_value(out, sub.operand(0));
    }
    if let Some(sub) = def_named(op, rhs, SUB.name).filter(|s| s.operand(1) == lhs) {
        return fold_value(out, sub.operand(0));
    }
    zero_rhs(op, c, out)
}

/// `sub(add(a, b), b) -> a`, `sub(a, 0) -> a`.
pub(crate) fn sub(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let (lhs, rhs) = (op.operand(0), op.operand(1));
    if let Some(add) = def_named(op, lhs, ADD.name).filter(|a| a.operand(1) == rhs) {
        return fold_value(out, add.operand(0));
    }
    zero_rhs(op, c, out)
}

/// `op(a, 0) -> a` (either zero in either part).
fn zero_rhs(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    match constant_parts(op, c, 1) {
        Some([re, im]) if is_zero(op.ctx, re) && is_zero(op.ctx, im) => fold_value(out, op.operand(0)),
        _ => no_fold(),
    }
}

/// `op(a, 1) -> a` (one plus a zero imaginary part).
fn one_rhs(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    match constant_parts(op, c, 1) {
        Some([re, im]) if is_zero(op.ctx, im) && is_one(op.ctx, re) => fold_value(out, op.operand(0)),
        _ => no_fold(),
    }
}

pub(crate) fn mul(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    one_rhs(op, c, out)
}

pub(crate) fn div(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    one_rhs(op, c, out)
}

/// `f(g(a)) -> a` where `g` is the op named `inverse` (a unary complex op).
fn inverse_of(op: OpRef<'_>, out: &mut FoldOutput, inverse: &str) -> LogicalResult {
    match def_named(op, op.operand(0), inverse) {
        Some(inner) => fold_value(out, inner.operand(0)),
        None => no_fold(),
    }
}

pub(crate) fn neg(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    inverse_of(op, out, NEG.name)
}

pub(crate) fn conj(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    inverse_of(op, out, CONJ.name)
}

pub(crate) fn log(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    inverse_of(op, out, EXP.name)
}

pub(crate) fn exp(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    inverse_of(op, out, LOG.name)
}
