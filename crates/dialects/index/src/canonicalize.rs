//! The canonicalization patterns of the index ops.

use strata_ir::{Context, OpId};
use strata_rewrite::{PatternRewriter, RewritePattern};

use strata_dialect_utils::matchers::def_named;
use strata_dialect_utils::patterns::{add, create, op_ref, result, UNNAMED};

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
    let Some(sub) = def_named(o, o.operand(if rhs_zero { 0 } else { 1 }), "index.sub") else {
        return false;
    };
    let (x, y) = (sub.operand(0), sub.operand(1));
    let Some(pred) = o.attr("pred") else {
        return false;
    };
    let (lhs, rhs) = if rhs_zero { (x, y) } else { (y, x) };
    let i1 = ctx.i1();
    let new = create(rw, op, super::CMP.name, &[lhs, rhs], &[i1], &[("pred", pred)]);
    let v = result(rw, new);
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
    let name = super::CONSTANT.name;
    let index = ctx.index_type();
    let attr = super::fold::index_attr(ctx, folded);
    let c = create(rw, op, name, &[], &[index], &[("value", attr)]);
    let c = result(rw, c);
    let root = op_ref(rw, op).name_str().to_owned();
    let new = create(rw, op, &root, &[x, c], &[index], &[]);
    let v = result(rw, new);
    rw.replace_op(op, &[v]);
    true
}

macro_rules! reassociating {
    ($($f:ident => $name:literal),* $(,)?) => {
        $(pub(crate) fn $f(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
            add(out, $name, &[(UNNAMED, 1, reassociate)]);
        })*
    };
}

reassociating!(
    add_op => "index.add",
    mul_op => "index.mul",
    maxs => "index.maxs",
    maxu => "index.maxu",
    mins => "index.mins",
    minu => "index.minu",
    and => "index.and",
    or => "index.or",
    xor => "index.xor",
);

pub(crate) fn cmp(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(out, "index.cmp", &[(UNNAMED, 1, cmp_of_sub)]);
}
