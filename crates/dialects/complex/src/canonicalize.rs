//! The canonicalization patterns of the complex ops, with MLIR's debug
//! names.

use strata_dialect_utils::patterns::add;
use strata_ir::{Context, OpId};
use strata_rewrite::{PatternRewriter, RewritePattern};

use super::*;

/// The op defining `v` if it is named `name`.
fn defining_named(rw: &PatternRewriter<'_>, v: ValueId, name: &str) -> Option<OpId> {
    let d = rw.body().defining_op(v)?;
    (rw.body().op_name(d) == rw.ctx.op_name(name)).then_some(d)
}

/// `re(neg(create(a, b))) -> negf(a)`, and `im` likewise with `b`.
fn component_of_neg(op: OpId, rw: &mut PatternRewriter<'_>, index: usize) -> bool {
    let body = rw.body();
    let Some(neg) = defining_named(rw, body.operand(op, 0), NEG.name) else {
        return false;
    };
    let Some(create) = defining_named(rw, rw.body().operand(neg, 0), CREATE.name) else {
        return false;
    };
    let part = rw.body().operand(create, index);
    let loc = rw.body().op_loc(op);
    rw.set_insertion_point(op);
    let v = strata_dialect_arith::NegFOp::build(rw, loc, part, None).result(rw);
    rw.replace_op(op, &[v]);
    true
}

pub(crate) fn re(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        RE.name,
        &[(
            "(anonymous namespace)::FoldComponentNeg<mlir::complex::ReOp, 0>",
            1,
            |op, rw| component_of_neg(op, rw, 0),
        )],
    );
}

pub(crate) fn im(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        IM.name,
        &[(
            "(anonymous namespace)::FoldComponentNeg<mlir::complex::ImOp, 1>",
            1,
            |op, rw| component_of_neg(op, rw, 1),
        )],
    );
}

/// Replaces `op` by a bitcast of `x` to `op`'s result type: a
/// `complex.bitcast` if either side is complex (which it requires), an
/// `arith.bitcast` otherwise.
fn rebuild_bitcast(op: OpId, rw: &mut PatternRewriter<'_>, x: ValueId) {
    let ctx = rw.ctx;
    let to = rw.body().value_type(rw.body().result(op, 0));
    let from = rw.body().value_type(x);
    let is_complex = |t| matches!(ctx.type_kind(t), TypeKind::Complex(_));
    let loc = rw.body().op_loc(op);
    rw.set_insertion_point(op);
    let v = if is_complex(to) || is_complex(from) {
        BitcastOp::build(rw, loc, to, x).result(rw)
    } else {
        strata_dialect_arith::BitcastOp::build(rw, loc, to, x).out(rw)
    };
    rw.replace_op(op, &[v]);
}

/// `bitcast(bitcast(x))` of complex or arith bitcasts `-> bitcast(x)`.
fn merge_complex_bitcast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let operand = rw.body().operand(op, 0);
    let inner = defining_named(rw, operand, BITCAST.name)
        .or_else(|| defining_named(rw, operand, strata_dialect_arith::BITCAST.name));
    let Some(inner) = inner else { return false };
    let x = rw.body().operand(inner, 0);
    rebuild_bitcast(op, rw, x);
    true
}

/// `arith.bitcast(complex.bitcast(x)) -> complex.bitcast(x)`.
fn merge_arith_bitcast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(inner) = defining_named(rw, rw.body().operand(op, 0), BITCAST.name) else {
        return false;
    };
    let x = rw.body().operand(inner, 0);
    rebuild_bitcast(op, rw, x);
    true
}

pub(crate) fn bitcast(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        BITCAST.name,
        &[("MergeComplexBitcast", 1, merge_complex_bitcast)],
    );
    add(
        out,
        strata_dialect_arith::BITCAST.name,
        &[("MergeArithBitcast", 1, merge_arith_bitcast)],
    );
}
