//! The lowering patterns of `convert-arith-to-llvm`.

use strata_dialect_arith as arith;
use strata_dialect_llvm::types as llvm_types;
use strata_dialect_llvm::{
    AddOp, AndOp, ConstantOp, FCmpOp, FPTruncOp, ICmpOp, LShrOp, MulOp, SDivOp, SExtOp, SubOp, TruncOp,
    UAddWithOverflowOp, UDivOp, ZExtOp,
};
use strata_ir::{Attribute, Context, Location, OpId, Type, TypeKind, ValueId};
use strata_ods::OpSpec;
use strata_rewrite::conversion::{ConversionPattern, ConversionPatternRewriter, OpAdaptor};

use crate::llvm_common::pattern::{has_nd_vector, FnPattern};
use crate::llvm_common::{LlvmTypeConverter, OneToOne, OpAttrs};

type Rw<'a> = ConversionPatternRewriter<'a>;

/// The ops that map to one LLVM op, with how their attributes convert.
const ONE_TO_ONE: &[(&OpSpec, &str, OpAttrs)] = &[
    (&arith::ADDF, "llvm.fadd", OpAttrs::FastMath),
    (&arith::ADDI, "llvm.add", OpAttrs::Overflow),
    (&arith::ANDI, "llvm.and", OpAttrs::PassThrough),
    (&arith::BITCAST, "llvm.bitcast", OpAttrs::PassThrough),
    (&arith::CONSTANT, "llvm.mlir.constant", OpAttrs::PassThrough),
    (&arith::DIVF, "llvm.fdiv", OpAttrs::FastMath),
    (&arith::DIVSI, "llvm.sdiv", OpAttrs::PassThrough),
    (&arith::DIVUI, "llvm.udiv", OpAttrs::PassThrough),
    (&arith::EXTF, "llvm.fpext", OpAttrs::PassThrough),
    (&arith::EXTSI, "llvm.sext", OpAttrs::PassThrough),
    (&arith::EXTUI, "llvm.zext", OpAttrs::PassThrough),
    (&arith::FPTOSI, "llvm.fptosi", OpAttrs::PassThrough),
    (&arith::FPTOUI, "llvm.fptoui", OpAttrs::PassThrough),
    (&arith::MAXIMUMF, "llvm.intr.maximum", OpAttrs::FastMath),
    (&arith::MAXNUMF, "llvm.intr.maxnum", OpAttrs::FastMath),
    (&arith::MAXSI, "llvm.intr.smax", OpAttrs::PassThrough),
    (&arith::MAXUI, "llvm.intr.umax", OpAttrs::PassThrough),
    (&arith::MINIMUMF, "llvm.intr.minimum", OpAttrs::FastMath),
    (&arith::MINNUMF, "llvm.intr.minnum", OpAttrs::FastMath),
    (&arith::MINSI, "llvm.intr.smin", OpAttrs::PassThrough),
    (&arith::MINUI, "llvm.intr.umin", OpAttrs::PassThrough),
    (&arith::MULF, "llvm.fmul", OpAttrs::FastMath),
    (&arith::MULI, "llvm.mul", OpAttrs::Overflow),
    (&arith::NEGF, "llvm.fneg", OpAttrs::FastMath),
    (&arith::ORI, "llvm.or", OpAttrs::PassThrough),
    (&arith::REMF, "llvm.frem", OpAttrs::FastMath),
    (&arith::REMSI, "llvm.srem", OpAttrs::PassThrough),
    (&arith::REMUI, "llvm.urem", OpAttrs::PassThrough),
    (&arith::SELECT, "llvm.select", OpAttrs::PassThrough),
    (&arith::SHLI, "llvm.shl", OpAttrs::Overflow),
    (&arith::SHRSI, "llvm.ashr", OpAttrs::PassThrough),
    (&arith::SHRUI, "llvm.lshr", OpAttrs::PassThrough),
    (&arith::SITOFP, "llvm.sitofp", OpAttrs::PassThrough),
    (&arith::SUBF, "llvm.fsub", OpAttrs::FastMath),
    (&arith::SUBI, "llvm.sub", OpAttrs::Overflow),
    (&arith::TRUNCI, "llvm.trunc", OpAttrs::Overflow),
    (&arith::UITOFP, "llvm.uitofp", OpAttrs::PassThrough),
    (&arith::XORI, "llvm.xor", OpAttrs::PassThrough),
];

type LowerFn = for<'r> fn(&LlvmTypeConverter, OpId, &OpAdaptor, &mut Rw<'r>) -> bool;

/// Adds the patterns lowering `arith` to LLVM (MLIR's
/// `populateArithToLLVMConversionPatterns`, with the ceil/floor division
/// expansions).
pub fn populate_arith_to_llvm_patterns(tc: &LlvmTypeConverter, out: &mut Vec<Box<dyn ConversionPattern>>) {
    for &(source, target, attrs) in ONE_TO_ONE {
        let pattern = OneToOne::new(source.name, target, attrs, tc);
        // MLIR's float lowerings leave ops on float types LLVM lacks
        // (`sitofp` is not among them).
        let float_op = attrs == OpAttrs::FastMath
            || [&arith::EXTF, &arith::FPTOSI, &arith::FPTOUI, &arith::UITOFP]
                .iter()
                .any(|s| s.name == source.name);
        out.push(Box::new(if float_op {
            pattern.failing_on_unsupported_fp()
        } else {
            pattern
        }));
    }
    let list: [(&'static str, &'static str, &'static [&'static str], LowerFn); 11] = [
        (
            arith::CONSTANT.name,
            "ConstantOpLowering",
            &["llvm.mlir.constant"],
            lower_nd_constant,
        ),
        (arith::CMPI.name, "CmpIOpLowering", &["llvm.icmp"], lower_cmpi),
        (arith::CMPF.name, "CmpFOpLowering", &["llvm.fcmp"], lower_cmpf),
        (
            arith::INDEX_CAST.name,
            "IndexCastOpSILowering",
            &["llvm.sext", "llvm.trunc"],
            lower_index_cast,
        ),
        (
            arith::INDEX_CASTUI.name,
            "IndexCastOpUILowering",
            &["llvm.zext", "llvm.trunc"],
            lower_index_castui,
        ),
        (
            arith::TRUNCF.name,
            "TruncFOpLowering",
            &["llvm.fptrunc"],
            lower_truncf,
        ),
        (
            arith::ADDUI_EXTENDED.name,
            "AddUIExtendedOpLowering",
            &["llvm.intr.uadd.with.overflow", "llvm.extractvalue"],
            lower_addui_extended,
        ),
        (
            arith::MULSI_EXTENDED.name,
            "MulIExtendedOpLowering",
            &[],
            lower_mulsi_extended,
        ),
        (
            arith::MULUI_EXTENDED.name,
            "MulIExtendedOpLowering",
            &[],
            lower_mului_extended,
        ),
        (
            arith::CEILDIVSI.name,
            "CeilDivSIOpConverter",
            &[],
            lower_ceildivsi,
        ),
        (
            arith::FLOORDIVSI.name,
            "FloorDivSIOpConverter",
            &[],
            lower_floordivsi,
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
    out.push(Box::new(FnPattern {
        root: arith::CEILDIVUI.name,
        name: "CeilDivUIOpConverter",
        generated: &[],
        converter: tc.clone(),
        lower: lower_ceildivui,
    }));
}

// ---- helpers ---------------------------------------------------------------------

/// The converted operands and result types of `op`, unless an operand or
/// result is an N-D vector or does not convert.
fn operands_and_results(
    tc: &LlvmTypeConverter,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &Rw<'_>,
) -> Option<(Vec<ValueId>, Vec<Type>)> {
    let ctx = rw.ctx;
    let body = rw.body();
    if has_nd_vector(ctx, body, op) {
        return None;
    }
    operands_and_results_nd(tc, op, adaptor, rw)
}

/// [`operands_and_results`] also for n-D vectors, for the lowerings that
/// [`replace_with`] unrolls.
fn operands_and_results_nd(
    tc: &LlvmTypeConverter,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &Rw<'_>,
) -> Option<(Vec<ValueId>, Vec<Type>)> {
    let ctx = rw.ctx;
    let body = rw.body();
    let operands = adaptor.single_operands()?;
    let results = body
        .result_types(op)
        .map(|t| tc.convert_type(ctx, t))
        .collect::<Option<Vec<_>>>()?;
    Some((operands, results))
}

/// Replaces `op` by a new `target` op with the operands and result types
/// given and the properties `props` plus the converted attributes of `op`
/// other than `dropped`.
fn replace_with(
    rw: &mut Rw<'_>,
    op: OpId,
    target: &str,
    operands: &[ValueId],
    results: &[Type],
    props: &[(&str, Attribute)],
    dropped: &[&str],
) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let loc = body.op_loc(op);
    let mut attrs: Vec<(strata_ir::Ident, Attribute)> = crate::llvm_common::pattern::all_attrs(ctx, body, op)
        .into_iter()
        .filter(|(n, _)| !dropped.contains(&ctx.ident_str(*n)))
        .collect();
    for (n, a) in props {
        attrs.push((ctx.ident(n), *a));
    }
    let name = ctx.op_name(target);
    let split = crate::llvm_common::pattern::split_attrs(ctx, name, &attrs);
    let create = |rw: &mut Rw<'_>, results: &[Type], operands: &[ValueId]| {
        let mut st = strata_ir::OperationState::new(name, loc);
        st.operands = operands.to_vec();
        st.result_types = results.to_vec();
        st.properties = split.properties;
        st.attributes = split.attributes;
        rw.create(st)
    };
    if has_nd_vector(ctx, body, op) {
        // n-D vectors: the op on each 1-D row.
        return crate::llvm_common::pattern::handle_multidimensional_vectors(
            rw,
            op,
            operands,
            &mut |rw, row, args| {
                let new = create(rw, &[row], args);
                rw.body().result(new, 0)
            },
        );
    }
    let new = create(rw, results, operands);
    let values: Vec<ValueId> = rw.body().results(new).collect();
    rw.replace_op(op, &values);
    true
}

/// `llvm.sext` (`signed`) or `llvm.zext` of `v` to `ty`.
fn extend(rw: &mut Rw<'_>, signed: bool, loc: Location, ty: Type, v: ValueId) -> ValueId {
    if signed {
        SExtOp::build(rw, loc, ty, v).res(rw)
    } else {
        ZExtOp::build(rw, loc, ty, v, false).res(rw)
    }
}

/// The integer width of a (vector of) integer type.
fn int_bits(ctx: &Context, t: Type) -> Option<u32> {
    ctx.integer_width(ctx.element_type_or_self(t))
}

/// `llvm.mlir.constant(value : source_type) : ty`: the attribute keeps the
/// type of the arith op the constant replaces (as MLIR's expansions create
/// `arith.constant`s of the source type, then lower them).
fn constant(rw: &mut Rw<'_>, source_type: Type, ty: Type, value: i64, loc: Location) -> Option<ValueId> {
    let ctx = rw.ctx;
    let attr = match ctx.type_kind(source_type) {
        TypeKind::Integer { .. } | TypeKind::Index => ctx.integer_attr(source_type, value),
        // A splat of a 1-D integer vector.
        TypeKind::Vector { shape, element, .. } if shape.len() == 1 => {
            let width = ctx.integer_width(*element)? as usize;
            let mut bytes = vec![if value < 0 { 0xff } else { 0 }; width.div_ceil(8)];
            let n = bytes.len().min(8);
            bytes[..n].copy_from_slice(&value.to_le_bytes()[..n]);
            ctx.intern_attr(strata_ir::AttrKind::DenseElements {
                ty: source_type,
                data: strata_ir::DenseData {
                    splat: true,
                    bytes: bytes.into(),
                },
            })
        }
        _ => return None,
    };
    Some(ConstantOp::build(rw, loc, ty, attr).res(rw))
}

use crate::llvm_common::pattern::{icmp, select, EQ, NE, SLT};

// ---- comparisons -------------------------------------------------------------------

fn lower_cmpi(tc: &LlvmTypeConverter, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let Some((operands, results)) = operands_and_results_nd(tc, op, adaptor, rw) else {
        return false;
    };
    let Some(pred) = arith::CmpIOp::cast(rw, op).and_then(|cmp| cmp.predicate(rw)) else {
        return false;
    };
    let p = strata_dialect_llvm::attrs::ICMP_PREDICATE.attr(ctx, pred);
    replace_with(
        rw,
        op,
        ICmpOp::SPEC.name,
        &operands,
        &results,
        &[("predicate", p)],
        &["predicate"],
    )
}

fn lower_cmpf(tc: &LlvmTypeConverter, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    if crate::llvm_common::pattern::has_unsupported_fp(&tc.converter, rw.ctx, rw.body(), op) {
        return false;
    }
    let ctx = rw.ctx;
    let Some((operands, results)) = operands_and_results_nd(tc, op, adaptor, rw) else {
        return false;
    };
    let Some(cmp) = arith::CmpFOp::cast(rw, op) else {
        return false;
    };
    let Some(pred) = cmp.predicate(rw) else {
        return false;
    };
    let p = strata_dialect_llvm::attrs::FCMP_PREDICATE.attr(ctx, pred);
    let mut props = vec![("predicate", p)];
    if let Some(f) = cmp.fastmath(rw) {
        let f = arith::FASTMATH.attr(ctx, f);
        if let Some(l) = crate::llvm_common::arith_fastmath_to_llvm(ctx, f) {
            props.push(("fastmathFlags", l));
        }
    }
    replace_with(
        rw,
        op,
        FCmpOp::SPEC.name,
        &operands,
        &results,
        &props,
        &["predicate", "fastmath"],
    )
}

// ---- casts -------------------------------------------------------------------------

fn lower_index_cast_with(
    tc: &LlvmTypeConverter,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut Rw<'_>,
    signed: bool,
) -> bool {
    let ctx = rw.ctx;
    let Some((operands, results)) = operands_and_results_nd(tc, op, adaptor, rw) else {
        return false;
    };
    // The widths of the converted element types.
    let body = rw.body();
    let bits = |t: Type| {
        let element = tc.convert_type(ctx, ctx.element_type(t).unwrap_or(t))?;
        int_bits(ctx, element)
    };
    let (Some(from), Some(to)) = (
        body.operand_types(op).next().and_then(bits),
        body.result_types(op).next().and_then(bits),
    ) else {
        return false;
    };
    if from == to {
        rw.replace_op(op, &operands);
        return true;
    }
    let loc = body.op_loc(op);
    let cast = |rw: &mut Rw<'_>, ty: Type, x: ValueId| {
        if to < from {
            TruncOp::build(rw, loc, ty, x, None).res(rw)
        } else {
            extend(rw, signed, loc, ty, x)
        }
    };
    if has_nd_vector(ctx, body, op) {
        return crate::llvm_common::pattern::handle_multidimensional_vectors(
            rw,
            op,
            &operands,
            &mut |rw, row, args| cast(rw, row, args[0]),
        );
    }
    let v = cast(rw, results[0], operands[0]);
    rw.replace_op(op, &[v]);
    true
}

fn lower_index_cast(tc: &LlvmTypeConverter, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    lower_index_cast_with(tc, op, adaptor, rw, true)
}

fn lower_index_castui(tc: &LlvmTypeConverter, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    lower_index_cast_with(tc, op, adaptor, rw, false)
}

fn lower_truncf(tc: &LlvmTypeConverter, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    if crate::llvm_common::pattern::has_unsupported_fp(&tc.converter, rw.ctx, rw.body(), op) {
        return false;
    }
    let Some((operands, results)) = operands_and_results_nd(tc, op, adaptor, rw) else {
        return false;
    };
    let Some(truncf) = arith::TruncFOp::cast(rw, op) else {
        return false;
    };
    let Some(mode) = truncf.roundingmode(rw) else {
        return replace_with(rw, op, FPTruncOp::SPEC.name, &operands, &results, &[], &[]);
    };
    // An explicit rounding mode: the constrained intrinsic, ignoring
    // floating-point exceptions. Arith's modes in LLVM's numbering.
    let llvm_mode = match mode {
        0 => 1, // to_nearest_even: tonearest
        1 => 3, // downward
        2 => 2, // upward
        3 => 0, // toward_zero: towardzero
        4 => 4, // to_nearest_away: tonearestaway
        _ => return false,
    };
    let ctx = rw.ctx;
    let props = [
        (
            "roundingmode",
            strata_dialect_llvm::attrs::ROUNDING_MODE.attr(ctx, llvm_mode),
        ),
        (
            "fpExceptionBehavior",
            strata_dialect_llvm::attrs::FP_EXCEPTION_BEHAVIOR.attr(ctx, 0),
        ),
    ];
    replace_with(
        rw,
        op,
        strata_dialect_llvm::CONSTRAINED_FPTRUNC.name,
        &operands,
        &results,
        &props,
        &["roundingmode"],
    )
}

// ---- extended arithmetic -----------------------------------------------------------

fn lower_addui_extended(tc: &LlvmTypeConverter, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let Some((operands, results)) = operands_and_results(tc, op, adaptor, rw) else {
        return false;
    };
    let loc = rw.body().op_loc(op);
    let st = llvm_types::struct_type(ctx, &results, false);
    let s = UAddWithOverflowOp::build(rw, loc, st, operands[0], operands[1]).res(rw);
    let sum = crate::llvm_common::descriptor::extract_value(rw, s, &[0], results[0], loc);
    let overflow = crate::llvm_common::descriptor::extract_value(rw, s, &[1], results[1], loc);
    rw.replace_op(op, &[sum, overflow]);
    true
}

fn lower_mul_extended(
    tc: &LlvmTypeConverter,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut Rw<'_>,
    signed: bool,
) -> bool {
    let ctx = rw.ctx;
    let Some((operands, results)) = operands_and_results(tc, op, adaptor, rw) else {
        return false;
    };
    let ty = results[0];
    let Some(bits) = int_bits(ctx, ty) else {
        return false;
    };
    // The double-width type: an integer or a 1-D vector of them.
    let wide = match ctx.type_kind(ty) {
        TypeKind::Integer { .. } => ctx.integer_type(bits * 2),
        TypeKind::Vector { shape, scalable, .. } if shape.len() == 1 => ctx.intern_type(TypeKind::Vector {
            shape: shape.clone(),
            scalable: scalable.clone(),
            element: ctx.integer_type(bits * 2),
        }),
        _ => return false,
    };
    let loc = rw.body().op_loc(op);
    let a = extend(rw, signed, loc, wide, operands[0]);
    let b = extend(rw, signed, loc, wide, operands[1]);
    let m = MulOp::build(rw, loc, a, b, None).res(rw);
    let low = TruncOp::build(rw, loc, ty, m, None).res(rw);
    let Some(shift) = constant(rw, wide, wide, bits as i64, loc) else {
        return false;
    };
    let h = LShrOp::build(rw, loc, m, shift, false).res(rw);
    let high = TruncOp::build(rw, loc, ty, h, None).res(rw);
    rw.replace_op(op, &[low, high]);
    true
}

fn lower_mulsi_extended(tc: &LlvmTypeConverter, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    lower_mul_extended(tc, op, adaptor, rw, true)
}

fn lower_mului_extended(tc: &LlvmTypeConverter, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    lower_mul_extended(tc, op, adaptor, rw, false)
}

// ---- ceil and floor divisions (MLIR's arith expansions, lowered) --------------------

/// The two operands, the source type and the converted type of a division.
fn division(
    tc: &LlvmTypeConverter,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &Rw<'_>,
) -> Option<(ValueId, ValueId, Type, Type, Location)> {
    let (operands, results) = operands_and_results(tc, op, adaptor, rw)?;
    let body = rw.body();
    let source = body.result_types(op).next()?;
    if !matches!(
        rw.ctx.type_kind(source),
        TypeKind::Integer { .. } | TypeKind::Index
    ) {
        return None;
    }
    Some((operands[0], operands[1], source, results[0], body.op_loc(op)))
}

fn lower_ceildivsi(tc: &LlvmTypeConverter, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let Some((a, b, source, ty, loc)) = division(tc, op, adaptor, rw) else {
        return false;
    };
    let (Some(zero), Some(one)) = (constant(rw, source, ty, 0, loc), constant(rw, source, ty, 1, loc)) else {
        return false;
    };
    let quotient = SDivOp::build(rw, loc, a, b, false).res(rw);
    let product = MulOp::build(rw, loc, quotient, b, None).res(rw);
    let not_equal = icmp(rw, NE, a, product, loc);
    let a_neg = icmp(rw, SLT, a, zero, loc);
    let b_neg = icmp(rw, SLT, b, zero, loc);
    let sign_equal = icmp(rw, EQ, a_neg, b_neg, loc);
    let cond = AndOp::build(rw, loc, not_equal, sign_equal).res(rw);
    let plus_one = AddOp::build(rw, loc, quotient, one, None).res(rw);
    let r = select(rw, cond, plus_one, quotient, loc);
    rw.replace_op(op, &[r]);
    true
}

fn lower_floordivsi(tc: &LlvmTypeConverter, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let Some((a, b, source, ty, loc)) = division(tc, op, adaptor, rw) else {
        return false;
    };
    let quotient = SDivOp::build(rw, loc, a, b, false).res(rw);
    let product = MulOp::build(rw, loc, quotient, b, None).res(rw);
    let not_equal = icmp(rw, NE, a, product, loc);
    let Some(zero) = constant(rw, source, ty, 0, loc) else {
        return false;
    };
    let a_neg = icmp(rw, SLT, a, zero, loc);
    let b_neg = icmp(rw, SLT, b, zero, loc);
    let sign_opposite = icmp(rw, NE, a_neg, b_neg, loc);
    let cond = AndOp::build(rw, loc, not_equal, sign_opposite).res(rw);
    let Some(minus_one) = constant(rw, source, ty, -1, loc) else {
        return false;
    };
    let minus = AddOp::build(rw, loc, quotient, minus_one, None).res(rw);
    let r = select(rw, cond, minus, quotient, loc);
    rw.replace_op(op, &[r]);
    true
}

fn lower_ceildivui(tc: &LlvmTypeConverter, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let Some((a, b, source, ty, loc)) = division(tc, op, adaptor, rw) else {
        return false;
    };
    let Some(zero) = constant(rw, source, ty, 0, loc) else {
        return false;
    };
    let is_zero = icmp(rw, EQ, a, zero, loc);
    let Some(one) = constant(rw, source, ty, 1, loc) else {
        return false;
    };
    let minus_one = SubOp::build(rw, loc, a, one, None).res(rw);
    let quotient = UDivOp::build(rw, loc, minus_one, b, false).res(rw);
    let plus_one = AddOp::build(rw, loc, quotient, one, None).res(rw);
    let r = select(rw, is_zero, zero, plus_one, loc);
    rw.replace_op(op, &[r]);
    true
}

/// An `arith.constant` of an n-D vector: `llvm.mlir.constant` of the same
/// dense attribute with the nested array type (the one-to-one lowering
/// takes the other constants).
fn lower_nd_constant(tc: &LlvmTypeConverter, op: OpId, _: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let Some(t) = body.result_types(op).next() else {
        return false;
    };
    if !matches!(ctx.type_kind(t), TypeKind::Vector { shape, .. } if shape.len() > 1) {
        return false;
    }
    let Some(value) = body.op_attr(ctx, op, "value") else {
        return false;
    };
    if !matches!(ctx.attr_kind(value), strata_ir::AttrKind::DenseElements { .. }) {
        return false;
    }
    let Some(converted) = tc.convert_type(ctx, t) else {
        return false;
    };
    let loc = body.op_loc(op);
    let v = strata_dialect_llvm::ConstantOp::build(rw, loc, converted, value).res(rw);
    rw.replace_op(op, &[v]);
    true
}
