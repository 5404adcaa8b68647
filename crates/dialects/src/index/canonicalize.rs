//! The canonicalization patterns of the index ops.

use strata_ir::{Context, OpId};
use strata_rewrite::{PatternRewriter, RewritePattern};

use crate::arith::canonicalize::{add, create, op_ref, result};
use crate::arith::fold::def_named;

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

pub(crate) fn cmp(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(out, "index.cmp", &[("CmpOfSub", 1, cmp_of_sub)]);
}
