//! The canonicalization patterns of the index ops.

use strata_ir::{Context, OpId};
use strata_rewrite::{PatternRewriter, RewritePattern};

use strata_dialect_utils::matchers::def_named;
use strata_dialect_utils::patterns::{add, create, op_ref, result, UNNAMED};

use super::{CmpOp, ConstantOp, SubOp, AND, CMP, MAXS, MAXU, MINS, MINU, MUL, OR, SUB, XOR};

/// `cmp(x - y, 0)` becomes `cmp(x, y)` and `cmp(0, x - y)` becomes
/// `cmp(y, x)`, keeping the predicate.
fn cmp_of_sub(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let ctx = o.ctx;
    let is_zero = |i: usize| {
        strata_ir::fold::constant_value(ctx, o.body, o.operand(i))
            .and_then(|a| ctx.integer_attr_value(a).map(|v| v.is_zero()))
            .unwrap_or(false)
    };
    let rhs_zero = is_zero(1);
    if !rhs_zero && !is_zero(0) {
        return false;
    }
    let Some(cmp) = CmpOp::from_ref(o) else {
        return false;
    };
    let compared = if rhs_zero { cmp.lhs(&o) } else { cmp.rhs(&o) };
    let Some(sub) = def_named(o, compared, SUB.name).and_then(SubOp::from_ref) else {
        return false;
    };
    let (x, y) = (sub.lhs(&o), sub.rhs(&o));
    let Some(pred) = cmp.pred(&o) else {
        return false;
    };
    let (lhs, rhs) = if rhs_zero { (x, y) } else { (y, x) };
    let loc = o.loc();
    rw.set_insertion_point(op);
    let v = CmpOp::build(rw, loc, lhs, rhs, pred).result(rw);
    rw.replace_op(op, &[v]);
    true
}

/// `op(op(x, c1), c2) -> op(x, op(c2, c1))` for the associative and
/// commutative ops, when the two constants fold.
fn reassociate(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let ctx = o.ctx;
    let name = o.name_str();
    let cst = |v| strata_ir::fold::constant_value(ctx, o.body, v);
    let Some(c2) = cst(o.operand(1)) else {
        return false;
    };
    let Some(inner) = def_named(o, o.operand(0), name) else {
        return false;
    };
    let Some(c1) = cst(inner.operand(1)) else {
        return false;
    };
    let value = |a| {
        ctx.integer_attr_value(a)
            .filter(|v| v.width() == 64)
            .map(|v| v.zext_u64())
    };
    let (Some(a), Some(b)) = (value(c2), value(c1)) else {
        return false;
    };
    let Some(folded) = super::fold::fold_constants(name, a, b) else {
        return false;
    };
    let x = inner.operand(0);
    let index = ctx.index_type();
    let attr = super::fold::index_attr(ctx, folded);
    let loc = o.loc();
    rw.set_insertion_point(op);
    let c = ConstantOp::build(rw, loc, attr).result(rw);
    // The op itself again (any of the reassociating ops).
    let root = op_ref(rw, op).name_str().to_owned();
    let new = create(rw, op, &root, &[x, c], &[index], &[]);
    let v = result(rw, new);
    rw.replace_op(op, &[v]);
    true
}

macro_rules! reassociating {
    ($($f:ident => $name:expr),* $(,)?) => {
        $(pub(crate) fn $f(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
            add(out, $name, &[(UNNAMED, 1, reassociate)]);
        })*
    };
}

reassociating!(
    add_op => super::ADD.name,
    mul_op => MUL.name,
    maxs => MAXS.name,
    maxu => MAXU.name,
    mins => MINS.name,
    minu => MINU.name,
    and => AND.name,
    or => OR.name,
    xor => XOR.name,
);

pub(crate) fn cmp(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(out, CMP.name, &[(UNNAMED, 1, cmp_of_sub)]);
}
