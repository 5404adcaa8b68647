//! The lowering patterns of `convert-index-to-llvm`.

use strata_dialect_index as index;
use strata_dialect_llvm::{AddOp, AndOp, ConstantOp, SDivOp, SExtOp, SubOp, TruncOp, UDivOp, ZExtOp};
use strata_ir::{OpId, Type, ValueId};
use strata_rewrite::conversion::{ConversionPattern, ConversionPatternRewriter, OpAdaptor};

use crate::llvm_common::pattern::{icmp, select, FnPattern, EQ, NE, SGT, SLT};
use crate::llvm_common::{LlvmTypeConverter, OneToOne, OpAttrs};

type Rw<'a> = ConversionPatternRewriter<'a>;
type LowerFn = for<'r> fn(&LlvmTypeConverter, OpId, &OpAdaptor, &mut Rw<'r>) -> bool;

static ONE_TO_ONE: &[(&str, &str)] = &[
    (index::ADD.name, "llvm.add"),
    (index::SUB.name, "llvm.sub"),
    (index::MUL.name, "llvm.mul"),
    (index::DIVS.name, "llvm.sdiv"),
    (index::DIVU.name, "llvm.udiv"),
    (index::REMS.name, "llvm.srem"),
    (index::REMU.name, "llvm.urem"),
    (index::MAXS.name, "llvm.intr.smax"),
    (index::MAXU.name, "llvm.intr.umax"),
    (index::MINS.name, "llvm.intr.smin"),
    (index::MINU.name, "llvm.intr.umin"),
    (index::SHL.name, "llvm.shl"),
    (index::SHRS.name, "llvm.ashr"),
    (index::SHRU.name, "llvm.lshr"),
    (index::AND.name, "llvm.and"),
    (index::OR.name, "llvm.or"),
    (index::XOR.name, "llvm.xor"),
];

/// Adds the patterns lowering `index` to LLVM (MLIR's
/// `populateIndexToLLVMConversionPatterns`).
pub fn populate_index_to_llvm_patterns(tc: &LlvmTypeConverter, out: &mut Vec<Box<dyn ConversionPattern>>) {
    for &(source, target) in ONE_TO_ONE {
        out.push(Box::new(OneToOne::new(source, target, OpAttrs::PassThrough, tc)));
    }
    let list: [(&'static str, &'static str, &'static [&'static str], LowerFn); 9] = [
        (index::CEILDIVS.name, "ConvertIndexCeilDivS", &[], lower_ceildivs),
        (index::CEILDIVU.name, "ConvertIndexCeilDivU", &[], lower_ceildivu),
        (
            index::FLOORDIVS.name,
            "ConvertIndexFloorDivS",
            &[],
            lower_floordivs,
        ),
        (
            index::CASTS.name,
            "ConvertIndexCastS",
            &["llvm.sext", "llvm.trunc"],
            lower_casts,
        ),
        (
            index::CASTU.name,
            "ConvertIndexCastU",
            &["llvm.zext", "llvm.trunc"],
            lower_castu,
        ),
        (index::CMP.name, "ConvertIndexCmp", &["llvm.icmp"], lower_cmp),
        (
            index::SIZEOF.name,
            "ConvertIndexSizeOf",
            &["llvm.mlir.constant"],
            lower_sizeof,
        ),
        (
            index::CONSTANT.name,
            "ConvertIndexConstant",
            &["llvm.mlir.constant"],
            lower_constant,
        ),
        (
            index::BOOL_CONSTANT.name,
            "ConvertIndexBoolConstant",
            &["llvm.mlir.constant"],
            lower_bool_constant,
        ),
    ];
    for (root, name, generated, lower) in list {
        out.push(Box::new(FnPattern {
            root,
            name,
            generated,
            converter: tc.clone(),
            lower,
        }));
    }
}

fn constant(rw: &mut Rw<'_>, ty: Type, value: i64, loc: strata_ir::Location) -> ValueId {
    let attr = rw.ctx.integer_attr(ty, value);
    ConstantOp::build(rw, loc, ty, attr).res(rw)
}

/// The two converted operands, their type and the op's location.
fn binary_operands(
    adaptor: &OpAdaptor,
    op: OpId,
    rw: &Rw<'_>,
) -> Option<(ValueId, ValueId, Type, strata_ir::Location)> {
    let ops = adaptor.single_operands()?;
    let [a, b] = ops[..] else { return None };
    let body = rw.body();
    Some((a, b, body.value_type(a), body.op_loc(op)))
}

fn lower_ceildivs(_: &LlvmTypeConverter, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let Some((n, m, ty, loc)) = binary_operands(adaptor, op, rw) else {
        return false;
    };
    let zero = constant(rw, ty, 0, loc);
    let pos_one = constant(rw, ty, 1, loc);
    let neg_one = constant(rw, ty, -1, loc);
    // x = m > 0 ? -1 : 1; pos = (n + x) / m + 1; neg = -(-n / m).
    let m_pos = icmp(rw, SGT, m, zero, loc);
    let x = select(rw, m_pos, neg_one, pos_one, loc);
    let n_plus_x = AddOp::build(rw, loc, n, x, None).res(rw);
    let q = SDivOp::build(rw, loc, n_plus_x, m, false).res(rw);
    let pos = AddOp::build(rw, loc, q, pos_one, None).res(rw);
    let neg_n = SubOp::build(rw, loc, zero, n, None).res(rw);
    let q2 = SDivOp::build(rw, loc, neg_n, m, false).res(rw);
    let neg = SubOp::build(rw, loc, zero, q2, None).res(rw);
    let n_pos = icmp(rw, SGT, n, zero, loc);
    let same = icmp(rw, EQ, n_pos, m_pos, loc);
    let n_nonzero = icmp(rw, NE, n, zero, loc);
    let cond = AndOp::build(rw, loc, same, n_nonzero).res(rw);
    let r = select(rw, cond, pos, neg, loc);
    rw.replace_op(op, &[r]);
    true
}

fn lower_ceildivu(_: &LlvmTypeConverter, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let Some((n, m, ty, loc)) = binary_operands(adaptor, op, rw) else {
        return false;
    };
    let zero = constant(rw, ty, 0, loc);
    let one = constant(rw, ty, 1, loc);
    let minus = SubOp::build(rw, loc, n, one, None).res(rw);
    let q = UDivOp::build(rw, loc, minus, m, false).res(rw);
    let plus = AddOp::build(rw, loc, q, one, None).res(rw);
    let is_zero = icmp(rw, EQ, n, zero, loc);
    let r = select(rw, is_zero, zero, plus, loc);
    rw.replace_op(op, &[r]);
    true
}

fn lower_floordivs(_: &LlvmTypeConverter, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let Some((n, m, ty, loc)) = binary_operands(adaptor, op, rw) else {
        return false;
    };
    let zero = constant(rw, ty, 0, loc);
    let pos_one = constant(rw, ty, 1, loc);
    let neg_one = constant(rw, ty, -1, loc);
    // x = m < 0 ? 1 : -1; neg = -1 - (x - n) / m; pos = n / m.
    let m_neg = icmp(rw, SLT, m, zero, loc);
    let x = select(rw, m_neg, pos_one, neg_one, loc);
    let x_minus_n = SubOp::build(rw, loc, x, n, None).res(rw);
    let q = SDivOp::build(rw, loc, x_minus_n, m, false).res(rw);
    let neg = SubOp::build(rw, loc, neg_one, q, None).res(rw);
    let pos = SDivOp::build(rw, loc, n, m, false).res(rw);
    let n_neg = icmp(rw, SLT, n, zero, loc);
    let differ = icmp(rw, NE, n_neg, m_neg, loc);
    let n_nonzero = icmp(rw, NE, n, zero, loc);
    let cond = AndOp::build(rw, loc, differ, n_nonzero).res(rw);
    let r = select(rw, cond, neg, pos, loc);
    rw.replace_op(op, &[r]);
    true
}

fn lower_cast_with(
    tc: &LlvmTypeConverter,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut Rw<'_>,
    signed: bool,
) -> bool {
    let ctx = rw.ctx;
    let Some(input) = adaptor.operand(0) else {
        return false;
    };
    let body = rw.body();
    let Some(result) = body.result_types(op).next().and_then(|t| tc.convert_type(ctx, t)) else {
        return false;
    };
    let from = ctx.integer_width(body.value_type(input));
    let to = ctx.integer_width(result);
    let (Some(from), Some(to)) = (from, to) else {
        return false;
    };
    if from == to {
        rw.replace_op(op, &[input]);
        return true;
    }
    let loc = body.op_loc(op);
    let v = if to < from {
        TruncOp::build(rw, loc, result, input, None).res(rw)
    } else if signed {
        SExtOp::build(rw, loc, result, input).res(rw)
    } else {
        ZExtOp::build(rw, loc, result, input, false).res(rw)
    };
    rw.replace_op(op, &[v]);
    true
}

fn lower_casts(tc: &LlvmTypeConverter, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    lower_cast_with(tc, op, adaptor, rw, true)
}

fn lower_castu(tc: &LlvmTypeConverter, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    lower_cast_with(tc, op, adaptor, rw, false)
}

fn lower_cmp(_: &LlvmTypeConverter, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let Some((a, b, _, loc)) = binary_operands(adaptor, op, rw) else {
        return false;
    };
    let Some(pred) = index::CmpOp::cast(rw, op).and_then(|cmp| cmp.pred(rw)) else {
        return false;
    };
    let r = icmp(rw, pred, a, b, loc);
    rw.replace_op(op, &[r]);
    true
}

fn lower_sizeof(tc: &LlvmTypeConverter, op: OpId, _: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let ty = tc.index_type(rw.ctx);
    let loc = rw.body().op_loc(op);
    let v = constant(rw, ty, i64::from(tc.options.index_bits()), loc);
    rw.replace_op(op, &[v]);
    true
}

fn lower_constant(tc: &LlvmTypeConverter, op: OpId, _: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let ty = tc.index_type(ctx);
    let loc = rw.body().op_loc(op);
    let Some(value) = index::ConstantOp::cast(rw, op)
        .and_then(|c| c.value(rw))
        .and_then(|a| ctx.integer_attr_value(a).map(|v| v.sext_i64()))
    else {
        return false;
    };
    let bits = tc.options.index_bits();
    let value = if bits < 64 {
        (value << (64 - bits)) >> (64 - bits)
    } else {
        value
    };
    let v = constant(rw, ty, value, loc);
    rw.replace_op(op, &[v]);
    true
}

fn lower_bool_constant(_: &LlvmTypeConverter, op: OpId, _: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let loc = body.op_loc(op);
    let Some(value) = body.op_attr(ctx, op, "value") else {
        return false;
    };
    let v = ConstantOp::build(rw, loc, ctx.i1(), value).res(rw);
    rw.replace_op(op, &[v]);
    true
}
