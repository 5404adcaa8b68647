//! Expansions of arith ops into simpler arith ops (MLIR's `arith-expand`
//! patterns), written once against [`Emit`], so that every rewriting
//! engine that expands them (the dialect-conversion pass, Elevate's
//! strategies on its immutable IR) creates the same ops in the same
//! order. Each recipe takes the expanded op's operands and returns the
//! value replacing its result, or `None` where the op is not expanded (the
//! caller then discards what the recipe created).

use strata_ir::int_range::constant_attr;
use strata_ir::{APInt, Attribute, Context, FloatKind, Type, TypeKind};

use crate::{i1_same_shape, CMPF_PREDICATE, CMPI_PREDICATE};

/// Where an expansion creates its ops: each op is created after the
/// previous ones, before the expanded op.
pub trait Emit {
    /// A value of the IR being built.
    type Value: Clone;

    /// The context types and attributes are interned in.
    fn ctx(&self) -> &Context;

    /// The type of `v`.
    fn value_type(&self, v: &Self::Value) -> Type;

    /// Creates the op `name` with one result of type `ty` (and its other
    /// default-valued properties), returning the result.
    fn emit(
        &mut self,
        name: &str,
        operands: &[Self::Value],
        ty: Type,
        props: &[(&str, Attribute)],
    ) -> Self::Value;
}

/// `t` with element type `e`: `e` itself for a scalar, the same shape for
/// a vector or tensor.
pub fn with_element(ctx: &Context, t: Type, e: Type) -> Type {
    match ctx.type_kind(t).clone() {
        TypeKind::Vector { shape, scalable, .. } => ctx.intern_type(TypeKind::Vector {
            shape,
            scalable,
            element: e,
        }),
        TypeKind::RankedTensor { shape, encoding, .. } => ctx.intern_type(TypeKind::RankedTensor {
            shape,
            element: e,
            encoding,
        }),
        TypeKind::UnrankedTensor { .. } => ctx.intern_type(TypeKind::UnrankedTensor { element: e }),
        _ => e,
    }
}

/// An integer constant of `ty` (a scalar, or a splat of a statically
/// shaped vector or tensor), truncated to its width; `None` where no
/// such constant can be built.
pub fn int<E: Emit>(e: &mut E, ty: Type, value: i64) -> Option<E::Value> {
    let ctx = e.ctx();
    let width = match ctx.type_kind(ctx.element_type_or_self(ty)) {
        TypeKind::Integer { width, .. } => *width,
        TypeKind::Index => 64,
        _ => return None,
    };
    let attr = constant_attr(ctx, ty, &APInt::from_i64(width, value))?;
    Some(e.emit("arith.constant", &[], ty, &[("value", attr)]))
}

/// A float constant of `ty` (scalar or splat) with `value` rounded to its
/// element type.
pub fn float<E: Emit>(e: &mut E, ty: Type, value: f64) -> Option<E::Value> {
    let ctx = e.ctx();
    let kind = ctx.float_kind(ctx.element_type_or_self(ty))?;
    let bits = crate::apfloat::convert_rounded(FloatKind::F64, kind, u128::from(value.to_bits()))?;
    let v = APInt::from_words(kind.width(), &[bits as u64, (bits >> 64) as u64]);
    let attr = crate::fold::build(ctx, ty, &[v])?;
    Some(e.emit("arith.constant", &[], ty, &[("value", attr)]))
}

/// A comparison `name` (`arith.cmpi` or `arith.cmpf`) with the predicate
/// of value `predicate`, of `i1`s shaped as its operands.
fn cmp<E: Emit>(e: &mut E, name: &str, predicate: u64, a: &E::Value, b: &E::Value) -> E::Value {
    let ctx = e.ctx();
    let pred = ctx.integer_attr(ctx.i64(), predicate as i64);
    let ty = i1_same_shape(ctx, e.value_type(a));
    e.emit(name, &[a.clone(), b.clone()], ty, &[("predicate", pred)])
}

/// `arith.cmpi` with the predicate named `predicate`.
pub fn cmpi<E: Emit>(e: &mut E, predicate: &str, a: &E::Value, b: &E::Value) -> E::Value {
    let p = CMPI_PREDICATE.value_of(predicate).unwrap_or(0);
    cmp(e, "arith.cmpi", p, a, b)
}

/// `arith.cmpf` with the predicate named `predicate`.
pub fn cmpf<E: Emit>(e: &mut E, predicate: &str, a: &E::Value, b: &E::Value) -> E::Value {
    let p = CMPF_PREDICATE.value_of(predicate).unwrap_or(0);
    cmp(e, "arith.cmpf", p, a, b)
}

/// An op of the type of its first operand.
pub fn same<E: Emit>(e: &mut E, name: &str, operands: &[E::Value]) -> E::Value {
    let ty = e.value_type(&operands[0]);
    e.emit(name, operands, ty, &[])
}

/// `arith.select`.
pub fn select<E: Emit>(e: &mut E, c: &E::Value, a: &E::Value, b: &E::Value) -> E::Value {
    let ty = e.value_type(a);
    e.emit("arith.select", &[c.clone(), a.clone(), b.clone()], ty, &[])
}

/// A cast `name` of `x` to `ty`.
pub fn cast<E: Emit>(e: &mut E, name: &str, x: &E::Value, ty: Type) -> E::Value {
    e.emit(name, std::slice::from_ref(x), ty, &[])
}

/// The properties `(name, value)` present among `props`.
fn present<'a>(props: &[(&'a str, Option<Attribute>)]) -> Vec<(&'a str, Attribute)> {
    props.iter().filter_map(|&(n, a)| a.map(|a| (n, a))).collect()
}

/// `arith.ceildivui`: `a == 0 ? 0 : (a - 1) / b + 1`.
pub fn ceildivui<E: Emit>(e: &mut E, a: &E::Value, b: &E::Value) -> Option<E::Value> {
    let ty = e.value_type(a);
    let zero = int(e, ty, 0)?;
    let is_zero = cmpi(e, "eq", a, &zero);
    let one = int(e, ty, 1)?;
    let minus_one = same(e, "arith.subi", &[a.clone(), one.clone()]);
    let quotient = same(e, "arith.divui", &[minus_one, b.clone()]);
    let plus_one = same(e, "arith.addi", &[quotient, one]);
    Some(select(e, &is_zero, &zero, &plus_one))
}

/// `arith.ceildivsi`: `a / b`, plus one when the division is inexact and
/// the operands have the same sign.
pub fn ceildivsi<E: Emit>(e: &mut E, a: &E::Value, b: &E::Value) -> Option<E::Value> {
    let ty = e.value_type(a);
    let zero = int(e, ty, 0)?;
    let one = int(e, ty, 1)?;
    let quotient = same(e, "arith.divsi", &[a.clone(), b.clone()]);
    let product = same(e, "arith.muli", &[quotient.clone(), b.clone()]);
    let inexact = cmpi(e, "ne", a, &product);
    let a_neg = cmpi(e, "slt", a, &zero);
    let b_neg = cmpi(e, "slt", b, &zero);
    let same_sign = cmpi(e, "eq", &a_neg, &b_neg);
    let round = same(e, "arith.andi", &[inexact, same_sign]);
    let plus_one = same(e, "arith.addi", &[quotient.clone(), one]);
    Some(select(e, &round, &plus_one, &quotient))
}

/// `arith.floordivsi`: `a / b`, minus one when the division is inexact
/// and the operands have different signs.
pub fn floordivsi<E: Emit>(e: &mut E, a: &E::Value, b: &E::Value) -> Option<E::Value> {
    let ty = e.value_type(a);
    let quotient = same(e, "arith.divsi", &[a.clone(), b.clone()]);
    let product = same(e, "arith.muli", &[quotient.clone(), b.clone()]);
    let inexact = cmpi(e, "ne", a, &product);
    let zero = int(e, ty, 0)?;
    let a_neg = cmpi(e, "slt", a, &zero);
    let b_neg = cmpi(e, "slt", b, &zero);
    let signs_differ = cmpi(e, "ne", &a_neg, &b_neg);
    let round = same(e, "arith.andi", &[inexact, signs_differ]);
    let minus_one = int(e, ty, -1)?;
    let minus = same(e, "arith.addi", &[quotient.clone(), minus_one]);
    Some(select(e, &round, &minus, &quotient))
}

/// An integer max or min (`predicate` `sgt`, `ugt`, `slt` or `ult`):
/// `a <predicate> b ? a : b`.
pub fn int_max_min<E: Emit>(e: &mut E, predicate: &str, a: &E::Value, b: &E::Value) -> E::Value {
    let c = cmpi(e, predicate, a, b);
    select(e, &c, a, b)
}

/// A float max or min (`predicate` `ugt` or `ult`): `a <predicate> b ? a
/// : b` (unordered, so a NaN `a` is kept), then a NaN operand wins:
/// `maximumf`/`minimumf` (`propagate_nan`) take a NaN `b`,
/// `maxnumf`/`minnumf` replace a NaN `a` by `b`.
pub fn float_max_min<E: Emit>(
    e: &mut E,
    predicate: &str,
    propagate_nan: bool,
    a: &E::Value,
    b: &E::Value,
) -> E::Value {
    let c = cmpf(e, predicate, a, b);
    let sel = select(e, &c, a, b);
    let tested = if propagate_nan { b } else { a };
    let is_nan = cmpf(e, "uno", tested, tested);
    select(e, &is_nan, b, &sel)
}

/// The scale of a scaling op as `f8E8M0FNU` (truncated to it from a type
/// of 16 bits or more); `None` for a narrower type other than
/// `f8E8M0FNU`.
fn scale_as_e8m0<E: Emit>(e: &mut E, scale: &E::Value, fastmath: Option<Attribute>) -> Option<E::Value> {
    let ctx = e.ctx();
    let scale_ty = e.value_type(scale);
    let kind = ctx.float_kind(ctx.element_type_or_self(scale_ty))?;
    if kind == FloatKind::F8E8M0FNU {
        return Some(scale.clone());
    }
    if kind.width() < 16 {
        return None;
    }
    let ty = with_element(ctx, scale_ty, ctx.float_type(FloatKind::F8E8M0FNU));
    Some(e.emit(
        "arith.truncf",
        std::slice::from_ref(scale),
        ty,
        &present(&[("fastmath", fastmath)]),
    ))
}

/// `arith.scaling_extf`: the input and the scale (as `f8E8M0FNU`, that is
/// a power of two) extended to the result type and multiplied.
pub fn scaling_extf<E: Emit>(
    e: &mut E,
    input: &E::Value,
    scale: &E::Value,
    result_ty: Type,
    fastmath: Option<Attribute>,
) -> Option<E::Value> {
    let fm = present(&[("fastmath", fastmath)]);
    let scale = scale_as_e8m0(e, scale, fastmath)?;
    let ctx = e.ctx();
    let scale_ty = with_element(ctx, e.value_type(&scale), ctx.element_type_or_self(result_ty));
    let scale = e.emit("arith.extf", &[scale], scale_ty, &fm);
    let input = e.emit("arith.extf", std::slice::from_ref(input), result_ty, &fm);
    Some(e.emit("arith.mulf", &[input, scale], result_ty, &fm))
}

/// `arith.scaling_truncf`: the input divided by the scale (as
/// `f8E8M0FNU`, extended to the input's type), truncated to the result
/// type with the op's rounding mode.
pub fn scaling_truncf<E: Emit>(
    e: &mut E,
    input: &E::Value,
    scale: &E::Value,
    result_ty: Type,
    roundingmode: Option<Attribute>,
    fastmath: Option<Attribute>,
) -> Option<E::Value> {
    let fm = present(&[("fastmath", fastmath)]);
    let scale = scale_as_e8m0(e, scale, fastmath)?;
    let ctx = e.ctx();
    let input_ty = e.value_type(input);
    let scale_ty = with_element(ctx, e.value_type(&scale), ctx.element_type_or_self(input_ty));
    let scale = e.emit("arith.extf", &[scale], scale_ty, &fm);
    let quotient = e.emit("arith.divf", &[input.clone(), scale], input_ty, &fm);
    let props = present(&[("roundingmode", roundingmode), ("fastmath", fastmath)]);
    Some(e.emit("arith.truncf", &[quotient], result_ty, &props))
}

/// The element type of `t`'s float kind.
fn kind_of(ctx: &Context, t: Type) -> Option<FloatKind> {
    ctx.float_kind(ctx.element_type_or_self(t))
}

/// `arith.extf` from `bf16` to `f32`: the bits shifted into the high half.
pub fn bf16_extf<E: Emit>(e: &mut E, x: &E::Value, result_ty: Type) -> Option<E::Value> {
    let ctx = e.ctx();
    let ty = e.value_type(x);
    if kind_of(ctx, ty)? != FloatKind::BF16 || kind_of(ctx, result_ty)? != FloatKind::F32 {
        return None;
    }
    let i16_ty = with_element(ctx, ty, ctx.integer_type(16));
    let i32_ty = with_element(ctx, ty, ctx.i32());
    let bits = cast(e, "arith.bitcast", x, i16_ty);
    let wide = cast(e, "arith.extui", &bits, i32_ty);
    let c16 = int(e, i32_ty, 16)?;
    let shifted = same(e, "arith.shli", &[wide, c16]);
    Some(cast(e, "arith.bitcast", &shifted, result_ty))
}

/// `arith.truncf` from `f32` to `bf16` (default rounding only): rounded
/// to nearest even by adding `0x7fff` plus the lowest kept bit before
/// dropping the low half (a carry into the exponent is what rounding
/// wants), NaNs made the quiet NaN `0x7fc0`.
pub fn bf16_truncf<E: Emit>(
    e: &mut E,
    x: &E::Value,
    result_ty: Type,
    roundingmode: Option<Attribute>,
) -> Option<E::Value> {
    let ctx = e.ctx();
    let ty = e.value_type(x);
    if kind_of(ctx, ty)? != FloatKind::F32
        || kind_of(ctx, result_ty)? != FloatKind::BF16
        || roundingmode.is_some()
    {
        return None;
    }
    let i16_ty = with_element(ctx, ty, ctx.integer_type(16));
    let i32_ty = with_element(ctx, ty, ctx.i32());
    let is_nan = cmpf(e, "une", x, x);
    let c7fff = int(e, i32_ty, 0x7fff)?;
    let c7fc0 = int(e, i16_ty, 0x7fc0)?;
    let c16 = int(e, i32_ty, 16)?;
    let c1 = int(e, i32_ty, 1)?;
    let bits = cast(e, "arith.bitcast", x, i32_ty);
    let shifted = same(e, "arith.shrui", &[bits.clone(), c16.clone()]);
    let bit16 = same(e, "arith.andi", &[shifted, c1]);
    let bias = same(e, "arith.addi", &[bit16, c7fff]);
    let biased = same(e, "arith.addi", &[bits, bias]);
    let high = same(e, "arith.shrui", &[biased, c16]);
    let truncated = cast(e, "arith.trunci", &high, i16_ty);
    let result = select(e, &is_nan, &c7fc0, &truncated);
    Some(cast(e, "arith.bitcast", &result, result_ty))
}

/// `arith.extf` from `f8E8M0FNU`: the 8 bits become an `f32` exponent
/// (`0xff`, the NaN, an `f32` NaN), then converted to the result type.
pub fn f8e8m0_extf<E: Emit>(
    e: &mut E,
    x: &E::Value,
    result_ty: Type,
    fastmath: Option<Attribute>,
) -> Option<E::Value> {
    let ctx = e.ctx();
    let ty = e.value_type(x);
    if kind_of(ctx, ty)? != FloatKind::F8E8M0FNU {
        return None;
    }
    let result_width = kind_of(ctx, result_ty)?.width();
    let i8_ty = with_element(ctx, ty, ctx.integer_type(8));
    let i32_ty = with_element(ctx, ty, ctx.i32());
    let f32_ty = with_element(ctx, ty, ctx.f32());
    let bits = cast(e, "arith.bitcast", x, i8_ty);
    let f8_nan = int(e, i8_ty, 0xff)?;
    let f32_nan = int(e, i32_ty, 0xffff_ffff)?;
    let mantissa_width = int(e, i32_ty, 23)?;
    let wide = cast(e, "arith.extui", &bits, i32_ty);
    let f32_bits = same(e, "arith.shli", &[wide, mantissa_width]);
    let is_nan = cmpi(e, "eq", &bits, &f8_nan);
    let f32_bits = select(e, &is_nan, &f32_nan, &f32_bits);
    let result = cast(e, "arith.bitcast", &f32_bits, f32_ty);
    let fm = present(&[("fastmath", fastmath)]);
    Some(match result_width {
        w if w < 32 => e.emit("arith.truncf", &[result], result_ty, &fm),
        w if w > 32 => e.emit("arith.extf", &[result], result_ty, &fm),
        _ => result,
    })
}

/// `arith.truncf` to `f8E8M0FNU` (default rounding only): the operand as
/// `f32`, whose exponent bits are the result.
pub fn f8e8m0_truncf<E: Emit>(
    e: &mut E,
    x: &E::Value,
    result_ty: Type,
    roundingmode: Option<Attribute>,
    fastmath: Option<Attribute>,
) -> Option<E::Value> {
    let ctx = e.ctx();
    let ty = e.value_type(x);
    if kind_of(ctx, result_ty)? != FloatKind::F8E8M0FNU || roundingmode.is_some() {
        return None;
    }
    let width = kind_of(ctx, ty)?.width();
    let i8_ty = with_element(ctx, ty, ctx.integer_type(8));
    let i32_ty = with_element(ctx, ty, ctx.i32());
    let f32_ty = with_element(ctx, ty, ctx.f32());
    let fm = present(&[("fastmath", fastmath)]);
    let x = match width {
        w if w < 32 => e.emit("arith.extf", std::slice::from_ref(x), f32_ty, &fm),
        w if w > 32 => e.emit("arith.truncf", std::slice::from_ref(x), f32_ty, &fm),
        _ => x.clone(),
    };
    let bits = cast(e, "arith.bitcast", &x, i32_ty);
    let mantissa_width = int(e, i32_ty, 23)?;
    let sign_exp = same(e, "arith.shrui", &[bits, mantissa_width]);
    let exp = cast(e, "arith.trunci", &sign_exp, i8_ty);
    Some(cast(e, "arith.bitcast", &exp, result_ty))
}

/// `arith.extf` from `f4E2M1FN`: the `f32` bits assembled from the
/// exponent and mantissa (the subnormal 0.5 and zero apart) and the sign,
/// then truncated to the result type if it is not `f32`.
pub fn f4e2m1_extf<E: Emit>(e: &mut E, x: &E::Value, result_ty: Type) -> Option<E::Value> {
    let ctx = e.ctx();
    let ty = e.value_type(x);
    if kind_of(ctx, ty)? != FloatKind::F4E2M1FN {
        return None;
    }
    let result_kind = kind_of(ctx, result_ty)?;
    let i4_ty = with_element(ctx, ty, ctx.integer_type(4));
    let i32_ty = with_element(ctx, ty, ctx.i32());
    let f32_ty = with_element(ctx, ty, ctx.f32());
    let bits = cast(e, "arith.bitcast", x, i4_ty);
    let c0 = int(e, i4_ty, 0)?;
    let c1 = int(e, i4_ty, 1)?;
    let c2 = int(e, i4_ty, 2)?;
    let c4 = int(e, i4_ty, 4)?;
    let c7 = int(e, i4_ty, 7)?;
    let magnitude = same(e, "arith.andi", &[bits.clone(), c7]);
    // The low exponent bit and the mantissa, at the top of f32's mantissa.
    let c20 = int(e, i32_ty, 20)?;
    let low = same(e, "arith.shli", &[magnitude.clone(), c2]);
    let is_half = cmpi(e, "eq", &magnitude, &c1);
    let low = select(e, &is_half, &c0, &low);
    let low = cast(e, "arith.extui", &low, i32_ty);
    let low = same(e, "arith.shli", &[low, c20]);
    // The high exponent bits.
    let zero_bits = int(e, i32_ty, 0)?;
    let high_exp = int(e, i32_ty, 0x4000_0000)?;
    let low_exp = int(e, i32_ty, 0x3f00_0000)?;
    let larger = cmpi(e, "uge", &magnitude, &c4);
    let high = select(e, &larger, &high_exp, &low_exp);
    let is_zero = cmpi(e, "eq", &magnitude, &c0);
    let high = select(e, &is_zero, &zero_bits, &high);
    // The sign.
    let sign_bit = int(e, i32_ty, 0x8000_0000u32 as i32 as i64)?;
    let c8 = int(e, i4_ty, 8)?;
    let negative = cmpi(e, "uge", &bits, &c8);
    let sign = select(e, &negative, &sign_bit, &zero_bits);
    let sum = same(e, "arith.addi", &[low, high]);
    let sum = same(e, "arith.addi", &[sum, sign]);
    let result = cast(e, "arith.bitcast", &sum, f32_ty);
    Some(if result_kind == FloatKind::F32 {
        result
    } else {
        cast(e, "arith.truncf", &result, result_ty)
    })
}

/// `arith.truncf` to `f4E2M1FN`: the operand (as `f32`) clamped to ±6,
/// then sign, rebiased exponent and first mantissa bit assembled, with
/// subnormals and the rounding to 0.5 handled apart, rounded up by the
/// dropped mantissa bits.
pub fn f4e2m1_truncf<E: Emit>(e: &mut E, x: &E::Value, result_ty: Type) -> Option<E::Value> {
    let ctx = e.ctx();
    let ty = e.value_type(x);
    if kind_of(ctx, result_ty)? != FloatKind::F4E2M1FN {
        return None;
    }
    let kind = kind_of(ctx, ty)?;
    let i4_ty = with_element(ctx, ty, ctx.integer_type(4));
    let i8_ty = with_element(ctx, ty, ctx.integer_type(8));
    let i32_ty = with_element(ctx, ty, ctx.i32());
    let f32_ty = with_element(ctx, ty, ctx.f32());
    let x = if kind == FloatKind::F32 {
        x.clone()
    } else {
        cast(e, "arith.extf", x, f32_ty)
    };
    let c1 = int(e, i4_ty, 1)?;
    let c3 = int(e, i4_ty, 3)?;
    let c22 = int(e, i32_ty, 22)?;
    let c0_i8 = int(e, i8_ty, 0)?;
    let cff_i8 = int(e, i8_ty, 0xff)?;
    let zero_bits = int(e, i32_ty, 0)?;
    // Step 0: clamp to the largest magnitude, 6.
    let upper = float(e, f32_ty, 6.0)?;
    let lower = float(e, f32_ty, -6.0)?;
    let clamped = same(e, "arith.minnumf", &[x, upper]);
    let clamped = same(e, "arith.maxnumf", &[clamped, lower]);
    let bits = cast(e, "arith.bitcast", &clamped, i32_ty);
    // Step 1: the sign.
    let c31 = int(e, i32_ty, 31)?;
    let sign = same(e, "arith.shrui", &[bits.clone(), c31]);
    let sign = cast(e, "arith.trunci", &sign, i4_ty);
    let f4 = same(e, "arith.shli", &[sign, c3]);
    // Step 2: the exponent, rebiased.
    let bias = int(e, i32_ty, 0x7e)?;
    let c23 = int(e, i32_ty, 23)?;
    let sign_exp = same(e, "arith.shrui", &[bits.clone(), c23]);
    let exp = same(e, "arith.subi", &[sign_exp, bias]);
    let exp4 = cast(e, "arith.trunci", &exp, i4_ty);
    let exp4 = same(e, "arith.shli", &[exp4, c1.clone()]);
    let f4 = same(e, "arith.addi", &[f4, exp4]);
    // Step 3: the first mantissa bit.
    let first_bit = int(e, i32_ty, 0x40_0000)?;
    let mantissa = same(e, "arith.andi", &[bits.clone(), first_bit]);
    let mantissa = same(e, "arith.shrui", &[mantissa, c22]);
    let mantissa = cast(e, "arith.trunci", &mantissa, i4_ty);
    let f4 = same(e, "arith.addi", &[f4, mantissa]);
    // Step 4: subnormals, and values rounding to 0.5.
    let mantissa_mask = int(e, i32_ty, 0x7f_ffff)?;
    let exp8 = cast(e, "arith.trunci", &exp, i8_ty);
    let subnormal = cmpi(e, "sle", &exp8, &c0_i8);
    let exp_neg1 = cmpi(e, "eq", &exp8, &cff_i8);
    let mantissa23 = same(e, "arith.andi", &[bits.clone(), mantissa_mask]);
    let nonzero_mantissa = cmpi(e, "ugt", &mantissa23, &zero_bits);
    let to_half = same(e, "arith.andi", &[exp_neg1, nonzero_mantissa]);
    let exp_zero = cmpi(e, "eq", &exp8, &c0_i8);
    let subnormal_bits = int(e, i4_ty, 0xf)?;
    let half_bits = int(e, i4_ty, 0)?;
    let sub = select(e, &subnormal, &subnormal_bits, &f4);
    let sub = select(e, &to_half, &half_bits, &sub);
    let f4 = select(e, &exp_zero, &f4, &sub);
    // Step 5: round up by the dropped bits.
    let low_mask = int(e, i32_ty, 0x3f_ffff)?;
    let round_bit = int(e, i32_ty, 0x20_0000)?;
    let low = same(e, "arith.andi", &[bits, low_mask]);
    let round = cmpi(e, "uge", &low, &round_bit);
    let round = same(e, "arith.ori", &[round, subnormal]);
    let rounded = same(e, "arith.addi", &[f4.clone(), c1]);
    let f4 = select(e, &round, &rounded, &f4);
    Some(cast(e, "arith.bitcast", &f4, result_ty))
}
