//! The folders of the arith ops: constant folding over scalars, splats and
//! dense elements (MLIR's `constFoldBinaryOp`, `constFoldUnaryOp`,
//! `constFoldCastOp`), algebraic identities, and the trait folds of
//! commutative and idempotent ops.

use std::cmp::Ordering;

use strata_ir::{
    APInt, AttrKind, Attribute, Context, DenseData, Failed, FloatKind, FoldEdit, FoldOutput, LogicalResult,
    OpFoldResult, OpId, OpRef, OpTraits, Type, TypeKind, ValueId,
};

use strata_ods::typed::IrRead;

use super::apfloat::{self, BinOp};
use super::{
    AddFOp, AddIOp, AddUIExtendedOp, AndIOp, BitcastOp, CeilDivSIOp, CeilDivUIOp, CmpFOp, CmpIOp, DivFOp,
    DivSIOp, DivUIOp, ExtFOp, ExtSIOp, ExtUIOp, FPToSIOp, FPToUIOp, FloorDivSIOp, MaxNumFOp, MaxSIOp,
    MaxUIOp, MaximumFOp, MinNumFOp, MinSIOp, MinUIOp, MinimumFOp, MulFOp, MulIOp, MulSIExtendedOp,
    MulUIExtendedOp, NegFOp, OrIOp, SelectOp, ShLIOp, ShRSIOp, ShRUIOp, SubFOp, SubIOp, TruncFOp, TruncIOp,
    XOrIOp,
};

// ---- constant values -------------------------------------------------------------

/// The elements of a constant: a scalar, a splat or every element of a
/// dense elements attribute. Integers are held at their width (index as
/// 64 bits), floats as their bit pattern at the float's width.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Elems {
    /// A scalar integer.
    Scalar(APInt),
    /// A splat: every element has this value.
    Splat(APInt),
    /// Each element's value, in order.
    Dense(Vec<APInt>),
}

/// The storage width of an integer, index or float element type.
pub(crate) fn elem_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Index => Some(64),
        TypeKind::Float(k) => Some(k.width()),
        _ => None,
    }
}

fn from_bytes(width: u32, bytes: &[u8]) -> APInt {
    let mut words = vec![0u64; (width as usize).div_ceil(64).max(1)];
    for (i, b) in bytes.iter().enumerate() {
        if let Some(w) = words.get_mut(i / 8) {
            *w |= (*b as u64) << ((i % 8) * 8);
        }
    }
    APInt::from_words(width, &words)
}

fn to_bytes(v: &APInt, out: &mut Vec<u8>) {
    let n = (v.width() as usize).div_ceil(8).max(1);
    for i in 0..n {
        out.push((v.words()[i / 8] >> ((i % 8) * 8)) as u8);
    }
}

fn float_bits(v: &APInt) -> u128 {
    let w = v.words();
    w[0] as u128 | (w.get(1).copied().unwrap_or(0) as u128) << 64
}

fn float_apint(width: u32, bits: u128) -> APInt {
    APInt::from_words(width, &[bits as u64, (bits >> 64) as u64])
}

/// Reads an integer, bool, float or dense elements attribute.
pub fn read(ctx: &Context, a: Attribute) -> Option<Elems> {
    match ctx.attr_kind(a) {
        AttrKind::Bool(b) => Some(Elems::Scalar(APInt::from_u64(1, *b as u64))),
        AttrKind::Integer { value, .. } => Some(Elems::Scalar(value.clone())),
        AttrKind::Float { ty, bits } => Some(Elems::Scalar(float_apint(elem_width(ctx, *ty)?, *bits))),
        AttrKind::DenseElements { ty, data } => {
            let elt = ctx.element_type(*ty)?;
            let width = elem_width(ctx, elt)?;
            let per = (width as usize).div_ceil(8).max(1);
            if data.splat {
                return Some(Elems::Splat(from_bytes(width, data.bytes.get(..per)?)));
            }
            Some(Elems::Dense(
                data.bytes.chunks(per).map(|c| from_bytes(width, c)).collect(),
            ))
        }
        _ => None,
    }
}

/// The value of a scalar or splat constant.
pub fn splat_value(ctx: &Context, a: Option<Attribute>) -> Option<APInt> {
    match read(ctx, a?)? {
        Elems::Scalar(v) | Elems::Splat(v) => Some(v),
        Elems::Dense(_) => None,
    }
}

fn static_count(ctx: &Context, ty: Type) -> Option<usize> {
    let shape = ctx.shape(ty)?;
    if shape.iter().any(|&d| d < 0) {
        return None;
    }
    Some(shape.iter().product::<i64>() as usize)
}

/// Builds a constant of `ty` (a scalar type or a statically shaped vector
/// or tensor) from its elements; equal elements make a splat, as
/// `DenseElementsAttr::get` does.
pub fn build(ctx: &Context, ty: Type, values: &[APInt]) -> Option<Attribute> {
    let elt = ctx.element_type_or_self(ty);
    if ctx.element_type(ty).is_none() {
        let v = values.first()?;
        return Some(match ctx.type_kind(elt) {
            TypeKind::Integer { width: 1, .. } => ctx.bool_attr(!v.is_zero()),
            TypeKind::Integer { .. } | TypeKind::Index => ctx.intern_attr(AttrKind::Integer {
                ty: elt,
                value: v.clone(),
            }),
            TypeKind::Float(_) => ctx.intern_attr(AttrKind::Float {
                ty: elt,
                bits: float_bits(v),
            }),
            _ => return None,
        });
    }
    if !matches!(
        ctx.type_kind(ty),
        TypeKind::Vector { .. } | TypeKind::RankedTensor { .. }
    ) {
        return None;
    }
    let count = static_count(ctx, ty)?;
    elem_width(ctx, elt)?;
    let splat = values.len() == 1 || values.windows(2).all(|w| w[0] == w[1]);
    if !splat && values.len() != count {
        return None;
    }
    let mut bytes = Vec::new();
    for v in if splat {
        &values[..values.len().min(1)]
    } else {
        values
    } {
        to_bytes(v, &mut bytes);
    }
    if bytes.is_empty() {
        return None;
    }
    Some(ctx.intern_attr(AttrKind::DenseElements {
        ty,
        data: DenseData {
            splat,
            bytes: bytes.into(),
        },
    }))
}

/// The element at row-major `index` of a dense elements attribute, as an
/// attribute of the element type (as `DenseElementsAttr::getValues<Attribute>`):
/// a complex element is the array `[real, imaginary]`.
pub fn dense_element(ctx: &Context, a: Attribute, index: usize) -> Option<Attribute> {
    let AttrKind::DenseElements { ty, data } = ctx.attr_kind(a) else {
        return None;
    };
    let elt = ctx.element_type(*ty)?;
    let (part, parts) = match ctx.type_kind(elt) {
        TypeKind::Complex(p) => (*p, 2),
        _ => (elt, 1),
    };
    let width = elem_width(ctx, part)?;
    let per = (width as usize).div_ceil(8).max(1);
    let at = if data.splat { 0 } else { index };
    let bytes = data.bytes.get(at * parts * per..(at + 1) * parts * per)?;
    let values: Vec<Attribute> = bytes
        .chunks(per)
        .map(|c| build(ctx, part, &[from_bytes(width, c)]))
        .collect::<Option<_>>()?;
    Some(if parts == 1 {
        values[0]
    } else {
        ctx.array_attr(&values)
    })
}

/// Whether `a` is `#ub.poison`.
pub(crate) fn is_poison(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Dialect { dialect, mnemonic, params }
        if params.is_empty() && ctx.ident_str(*dialect) == "ub" && ctx.ident_str(*mnemonic) == "poison")
}

/// The first poison operand: folds of poison are poison.
fn poison_operand(ctx: &Context, operands: &[Option<Attribute>]) -> Option<Attribute> {
    operands.iter().flatten().copied().find(|a| is_poison(ctx, *a))
}

/// Applies `f` element-wise to two constants of the same shape (MLIR's
/// `constFoldBinaryOpConditional`): a failing element fails the fold; a
/// poison operand is the result.
pub fn fold_binary(
    ctx: &Context,
    operands: &[Option<Attribute>],
    result_ty: Type,
    f: impl Fn(&APInt, &APInt) -> Option<APInt>,
) -> Option<Attribute> {
    if let Some(p) = poison_operand(ctx, &operands[..operands.len().min(2)]) {
        return Some(p);
    }
    let (a, b) = (
        read(ctx, (*operands.first()?)?)?,
        read(ctx, (*operands.get(1)?)?)?,
    );
    match (a, b) {
        (Elems::Scalar(x), Elems::Scalar(y)) | (Elems::Splat(x), Elems::Splat(y)) => {
            build(ctx, result_ty, &[f(&x, &y)?])
        }
        (Elems::Scalar(_), _) | (_, Elems::Scalar(_)) => None,
        (a, b) => {
            let n = static_count(ctx, result_ty)?;
            let at = |e: &Elems, i: usize| match e {
                Elems::Splat(v) | Elems::Scalar(v) => Some(v.clone()),
                Elems::Dense(v) => v.get(i).cloned(),
            };
            let mut out = Vec::with_capacity(n);
            for i in 0..n {
                out.push(f(&at(&a, i)?, &at(&b, i)?)?);
            }
            build(ctx, result_ty, &out)
        }
    }
}

/// Like [`fold_binary`] for MLIR folders whose success flag each element
/// overwrites: `f` gives the element and whether it is valid, and the fold
/// succeeds when the last element computed is (so a vector may fold with
/// some invalid elements, as in MLIR).
pub(crate) fn fold_binary_last_valid(
    ctx: &Context,
    operands: &[Option<Attribute>],
    result_ty: Type,
    f: impl Fn(&APInt, &APInt) -> (APInt, bool),
) -> Option<Attribute> {
    let last_valid = std::cell::Cell::new(true);
    let r = fold_binary(ctx, operands, result_ty, |a, b| {
        let (v, ok) = f(a, b);
        last_valid.set(ok);
        Some(v)
    })?;
    (last_valid.get() || is_poison(ctx, r)).then_some(r)
}

/// Applies `f` element-wise to one constant (`constFoldUnaryOp`,
/// `constFoldCastOp`); poison stays poison.
pub fn fold_unary(
    ctx: &Context,
    operand: Option<Attribute>,
    result_ty: Type,
    f: impl Fn(&APInt) -> Option<APInt>,
) -> Option<Attribute> {
    if operand.is_some_and(|a| is_poison(ctx, a)) {
        return operand;
    }
    match read(ctx, operand?)? {
        Elems::Scalar(v) | Elems::Splat(v) => build(ctx, result_ty, &[f(&v)?]),
        Elems::Dense(vs) => {
            let out: Option<Vec<APInt>> = vs.iter().map(&f).collect();
            build(ctx, result_ty, &out?)
        }
    }
}

// ---- matchers --------------------------------------------------------------------

fn is_int_value(ctx: &Context, a: Option<Attribute>, p: impl Fn(&APInt) -> bool) -> bool {
    let Some(a) = a else { return false };
    // Scalars (the common case) without copying the value.
    if let AttrKind::Integer { ty, value } = ctx.attr_kind(a) {
        return (ctx.integer_width(*ty).is_some() || ctx.is_index(*ty)) && p(value);
    }
    let elt = attr_elem_type(ctx, a);
    if !elt.is_some_and(|t| ctx.integer_width(t).is_some() || ctx.is_index(t)) {
        return false;
    }
    splat_value(ctx, Some(a)).is_some_and(|v| p(&v))
}

fn attr_elem_type(ctx: &Context, a: Attribute) -> Option<Type> {
    match ctx.attr_kind(a) {
        AttrKind::Bool(_) => Some(ctx.i1()),
        AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } => Some(*ty),
        AttrKind::DenseElements { ty, .. } => ctx.element_type(*ty),
        _ => None,
    }
}

/// `m_Zero`: an integer zero or a splat of it.
pub(crate) fn is_zero(ctx: &Context, a: Option<Attribute>) -> bool {
    is_int_value(ctx, a, APInt::is_zero)
}

/// `m_One`.
pub(crate) fn is_one(ctx: &Context, a: Option<Attribute>) -> bool {
    is_int_value(ctx, a, APInt::is_one)
}

/// `m_AllOnes`.
pub(crate) fn is_all_ones(ctx: &Context, a: Option<Attribute>) -> bool {
    is_int_value(ctx, a, APInt::is_all_ones)
}

/// The float kind and bits of a scalar or splat float constant.
pub(crate) fn float_splat(ctx: &Context, a: Option<Attribute>) -> Option<(FloatKind, u128)> {
    let a = a?;
    let kind = ctx.float_kind(attr_elem_type(ctx, a)?)?;
    Some((kind, float_bits(&splat_value(ctx, Some(a))?)))
}

fn float_is(ctx: &Context, a: Option<Attribute>, p: impl Fn(FloatKind, u128) -> bool) -> bool {
    float_splat(ctx, a).is_some_and(|(k, b)| p(k, b))
}

fn class_is(ctx: &Context, a: Option<Attribute>, p: impl Fn(apfloat::Class) -> bool) -> bool {
    float_is(ctx, a, |k, b| apfloat::classify(k, b).is_some_and(&p))
}

// ---- helpers ---------------------------------------------------------------------------

/// The op defining `v` as the op `cast` accepts (MLIR's
/// `v.getDefiningOp<OpTy>()`): `defining(&op, v, SubIOp::cast)`.
pub(crate) fn defining<'r, R: IrRead, T>(
    ir: &'r R,
    v: ValueId,
    cast: fn(&'r R, OpId) -> Option<T>,
) -> Option<T> {
    cast(ir, ir.ir_body().defining_op(v)?)
}

fn value(out: &mut FoldOutput, v: ValueId) -> LogicalResult {
    out.results.push(OpFoldResult::Value(v));
    Ok(())
}

fn attr(out: &mut FoldOutput, a: Option<Attribute>) -> LogicalResult {
    out.results.push(OpFoldResult::Attr(a.ok_or(Failed)?));
    Ok(())
}

/// A constant of `ty` with every element `v`, where `ty` may also be a
/// ranked tensor of dynamic shape (a splat MLIR's `getZeroAttr` and
/// `DenseElementsAttr::get` build for such types).
fn splat_any_shape(ctx: &Context, ty: Type, v: APInt) -> Option<Attribute> {
    if !matches!(ctx.type_kind(ty), TypeKind::RankedTensor { .. }) || static_count(ctx, ty).is_some() {
        return build(ctx, ty, &[v]);
    }
    let mut bytes = Vec::new();
    to_bytes(&v, &mut bytes);
    Some(ctx.intern_attr(AttrKind::DenseElements {
        ty,
        data: DenseData {
            splat: true,
            bytes: bytes.into(),
        },
    }))
}

/// A constant of `ty` with every element `v`.
fn splat_of(ctx: &Context, ty: Type, v: APInt) -> Option<Attribute> {
    build(ctx, ty, &[v])
}

fn int_width(ctx: &Context, ty: Type) -> u32 {
    elem_width(ctx, ctx.element_type_or_self(ty)).unwrap_or(64)
}

fn float_kind(ctx: &Context, ty: Type) -> Option<FloatKind> {
    ctx.float_kind(ctx.element_type_or_self(ty))
}

fn int_attr_value(ctx: &Context, op: OpRef<'_>, name: &str) -> i64 {
    op.attr(name)
        .and_then(|a| match ctx.attr_kind(a) {
            AttrKind::Integer { value, .. } => Some(value.sext_i64()),
            _ => None,
        })
        .unwrap_or(0)
}

/// Runs an op's folder, then (when it fails or folds in place) the trait
/// folds MLIR applies after it: constants moved to the right of a
/// commutative op, `op(x, x) -> x` for idempotent ops.
pub fn with_traits(
    op: OpRef<'_>,
    operands: &[Option<Attribute>],
    out: &mut FoldOutput,
    r: LogicalResult,
) -> LogicalResult {
    if r.is_ok() && !out.results.is_empty() {
        return r;
    }
    if op.has_trait(OpTraits::COMMUTATIVE) && op.num_operands() == 2 && out.edits.is_empty() {
        let (a, b) = (
            operands.first().copied().flatten(),
            operands.get(1).copied().flatten(),
        );
        if a.is_some() && b.is_none() {
            out.edits.push(FoldEdit::SetOperand(0, op.operand(1)));
            out.edits.push(FoldEdit::SetOperand(1, op.operand(0)));
            return Ok(());
        }
    }
    if op.has_trait(OpTraits::IS_IDEMPOTENT) && op.num_operands() == 2 && op.operand(0) == op.operand(1) {
        out.edits.clear();
        return value(out, op.operand(0));
    }
    r
}

macro_rules! folder {
    ($name:ident, $imp:ident) => {
        pub(crate) fn $name(
            op: OpRef<'_>,
            operands: &[Option<Attribute>],
            out: &mut FoldOutput,
        ) -> LogicalResult {
            let r = $imp(op, operands, out);
            with_traits(op, operands, out, r)
        }
    };
}

fn operand_attr(operands: &[Option<Attribute>], i: usize) -> Option<Attribute> {
    operands.get(i).copied().flatten()
}

// ---- integer binary ops ----------------------------------------------------------------

fn int_fold(
    op: OpRef<'_>,
    operands: &[Option<Attribute>],
    out: &mut FoldOutput,
    f: impl Fn(&APInt, &APInt) -> Option<APInt>,
) -> LogicalResult {
    // A constant whose type is not the result's (a generic constant op may
    // hold any attribute) is not folded, as in MLIR.
    let ctx = op.ctx;
    let elem = ctx.element_type_or_self(op.result_type(0));
    let mismatch = operands
        .iter()
        .take(2)
        .flatten()
        .any(|&a| !is_poison(ctx, a) && attr_elem_type(ctx, a) != Some(elem));
    if mismatch {
        return Err(Failed);
    }
    attr(out, fold_binary(ctx, operands, op.result_type(0), f))
}

fn addi_impl(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let ctx = op.ctx;
    let add = AddIOp::from_ref(op).ok_or(Failed)?;
    let (lhs, rhs) = (add.lhs(&op), add.rhs(&op));
    if is_zero(ctx, operand_attr(c, 1)) {
        return value(out, lhs);
    }
    // addi(subi(a, b), b) -> a
    if let Some(sub) = defining(&op, lhs, SubIOp::cast) {
        if sub.rhs(&op) == rhs {
            return value(out, sub.lhs(&op));
        }
    }
    // addi(b, subi(a, b)) -> a
    if let Some(sub) = defining(&op, rhs, SubIOp::cast) {
        if sub.rhs(&op) == lhs {
            return value(out, sub.lhs(&op));
        }
    }
    int_fold(op, c, out, |a, b| Some(a.add(b)))
}
folder!(fold_addi, addi_impl);

fn subi_impl(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let ctx = op.ctx;
    let sub = SubIOp::from_ref(op).ok_or(Failed)?;
    let (lhs, rhs) = (sub.lhs(&op), sub.rhs(&op));
    // subi(x, x) -> 0
    if lhs == rhs {
        let ty = op.result_type(0);
        if ctx.element_type(ty).is_none() || static_count(ctx, ty).is_some() {
            return attr(out, splat_of(ctx, ty, APInt::zero(int_width(ctx, ty))));
        }
    }
    if is_zero(ctx, operand_attr(c, 1)) {
        return value(out, lhs);
    }
    if let Some(add) = defining(&op, lhs, AddIOp::cast) {
        // subi(addi(a, b), b) -> a
        if add.rhs(&op) == rhs {
            return value(out, add.lhs(&op));
        }
        // subi(addi(a, b), a) -> b
        if add.lhs(&op) == rhs {
            return value(out, add.rhs(&op));
        }
    }
    int_fold(op, c, out, |a, b| Some(a.sub(b)))
}
folder!(fold_subi, subi_impl);

fn muli_impl(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let ctx = op.ctx;
    let mul = MulIOp::from_ref(op).ok_or(Failed)?;
    if is_zero(ctx, operand_attr(c, 1)) {
        return value(out, mul.rhs(&op));
    }
    if is_one(ctx, operand_attr(c, 1)) {
        return value(out, mul.lhs(&op));
    }
    int_fold(op, c, out, |a, b| Some(a.mul(b)))
}
folder!(fold_muli, muli_impl);

/// `divui`/`ceildivui`/`floordivsi`/... by one fold to the dividend `lhs`.
fn div_by_one(op: OpRef<'_>, lhs: ValueId, c: &[Option<Attribute>], out: &mut FoldOutput) -> bool {
    if is_one(op.ctx, operand_attr(c, 1)) {
        out.results.push(OpFoldResult::Value(lhs));
        return true;
    }
    false
}

fn divui_impl(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let div = DivUIOp::from_ref(op).ok_or(Failed)?;
    let lhs = div.lhs(&op);
    if div_by_one(op, lhs, c, out) {
        return Ok(());
    }
    if let Some(v) = div_of_mul(op, lhs, div.rhs(&op), NUW) {
        return value(out, v);
    }
    int_fold(op, c, out, |a, b| a.udiv(b))
}

/// The `nsw` and `nuw` bits of `IntegerOverflowFlags`.
const NSW: u64 = 1;
const NUW: u64 = 2;

/// `(a * b) / b -> a` (and `/ a -> b`) when the product has the overflow
/// `flags` that make the division exact.
fn div_of_mul(op: OpRef<'_>, lhs: ValueId, rhs: ValueId, flags: u64) -> Option<ValueId> {
    let mul = defining(&op, lhs, MulIOp::cast)?;
    if mul.overflow_flags(&op).unwrap_or(0) & flags != flags {
        return None;
    }
    if mul.lhs(&op) == rhs {
        Some(mul.rhs(&op))
    } else if mul.rhs(&op) == rhs {
        Some(mul.lhs(&op))
    } else {
        None
    }
}
folder!(fold_divui, divui_impl);

/// Signed division rounded toward zero; fails on division by zero and on
/// `MIN / -1`.
fn sdiv_checked(a: &APInt, b: &APInt) -> Option<APInt> {
    if b.is_zero() || (a.is_signed_min() && b.is_all_ones()) {
        return None;
    }
    a.sdiv(b)
}

fn divsi_impl(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let div = DivSIOp::from_ref(op).ok_or(Failed)?;
    let lhs = div.lhs(&op);
    if div_by_one(op, lhs, c, out) {
        return Ok(());
    }
    if let Some(v) = div_of_mul(op, lhs, div.rhs(&op), NSW) {
        return value(out, v);
    }
    int_fold(op, c, out, sdiv_checked)
}
folder!(fold_divsi, divsi_impl);

fn ceildivui_impl(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let lhs = CeilDivUIOp::from_ref(op).ok_or(Failed)?.lhs(&op);
    if div_by_one(op, lhs, c, out) {
        return Ok(());
    }
    int_fold(op, c, out, |a, b| {
        let (q, r) = a.udivrem(b)?;
        Some(if r.is_zero() {
            q
        } else {
            q.add(&APInt::from_u64(q.width(), 1))
        })
    })
}
folder!(fold_ceildivui, ceildivui_impl);

/// `ceil(a / b)` for signed values, `None` on division by zero or when
/// MLIR's computation through negated operands overflows (an operand is
/// the signed minimum and the dividend is not zero).
fn ceil_div_signed(a: &APInt, b: &APInt) -> Option<APInt> {
    if b.is_zero() {
        return None;
    }
    if a.is_zero() {
        return Some(a.clone());
    }
    if a.is_signed_min() || b.is_signed_min() {
        return None;
    }
    let q = sdiv_checked(a, b)?;
    let r = a.srem(b)?;
    // Round up when the exact quotient is positive and inexact.
    if !r.is_zero() && a.is_negative() == b.is_negative() {
        let (q1, ov) = q.sadd_ov(&APInt::from_u64(q.width(), 1));
        return (!ov).then_some(q1);
    }
    Some(q)
}

fn floor_div_signed(a: &APInt, b: &APInt) -> Option<APInt> {
    let q = sdiv_checked(a, b)?;
    let r = a.srem(b)?;
    if !r.is_zero() && a.is_negative() != b.is_negative() {
        let (q1, ov) = q.ssub_ov(&APInt::from_u64(q.width(), 1));
        return (!ov).then_some(q1);
    }
    Some(q)
}

fn ceildivsi_impl(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let lhs = CeilDivSIOp::from_ref(op).ok_or(Failed)?.lhs(&op);
    if div_by_one(op, lhs, c, out) {
        return Ok(());
    }
    int_fold(op, c, out, ceil_div_signed)
}
folder!(fold_ceildivsi, ceildivsi_impl);

/// The element of a signed floor division and whether it is defined; a
/// division by zero yields the dividend (MLIR's folder keeps only the last
/// element's status).
fn floor_div_element(a: &APInt, b: &APInt) -> (APInt, bool) {
    match floor_div_signed(a, b) {
        Some(q) => (q, true),
        None => (a.clone(), false),
    }
}

fn floordivsi_impl(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let lhs = FloorDivSIOp::from_ref(op).ok_or(Failed)?.lhs(&op);
    if div_by_one(op, lhs, c, out) {
        return Ok(());
    }
    attr(
        out,
        fold_binary_last_valid(op.ctx, c, op.result_type(0), floor_div_element),
    )
}
folder!(fold_floordivsi, floordivsi_impl);

fn rem_impl(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput, signed: bool) -> LogicalResult {
    let ctx = op.ctx;
    // rem(x, 1) -> 0
    if is_one(ctx, operand_attr(c, 1)) {
        let ty = op.result_type(0);
        return attr(out, splat_of(ctx, ty, APInt::zero(int_width(ctx, ty))));
    }
    if signed {
        int_fold(op, c, out, |a, b| a.srem(b))
    } else {
        int_fold(op, c, out, |a, b| a.urem(b))
    }
}

fn remui_impl(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    rem_impl(op, c, out, false)
}
folder!(fold_remui, remui_impl);

fn remsi_impl(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    rem_impl(op, c, out, true)
}
folder!(fold_remsi, remsi_impl);

/// Whether `a` is `xori(b, all-ones)` (a bitwise not of `b`).
fn is_not_of(op: OpRef<'_>, a: ValueId, b: ValueId) -> bool {
    not_operand_ones(op, a, b).is_some()
}

/// When `a` is `xori(b, all-ones)` (either operand order), the all-ones
/// operand.
fn not_operand_ones(op: OpRef<'_>, a: ValueId, b: ValueId) -> Option<ValueId> {
    let x = defining(&op, a, XOrIOp::cast)?;
    let c = |v| strata_ir::fold::constant_value(op.ctx, op.body, v);
    let (lhs, rhs) = (x.lhs(&op), x.rhs(&op));
    if lhs == b && is_all_ones(op.ctx, c(rhs)) {
        Some(rhs)
    } else if rhs == b && is_all_ones(op.ctx, c(lhs)) {
        Some(lhs)
    } else {
        None
    }
}

fn andi_impl(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let ctx = op.ctx;
    let and = AndIOp::from_ref(op).ok_or(Failed)?;
    let (lhs, rhs) = (and.lhs(&op), and.rhs(&op));
    // and(x, 0) -> 0
    if is_zero(ctx, operand_attr(c, 1)) {
        return value(out, rhs);
    }
    // and(x, allOnes) -> x
    if is_all_ones(ctx, operand_attr(c, 1)) {
        return value(out, lhs);
    }
    // and(x, not(x)) -> 0, and(not(x), x) -> 0
    if is_not_of(op, rhs, lhs) || is_not_of(op, lhs, rhs) {
        let ty = op.result_type(0);
        return attr(out, splat_of(ctx, ty, APInt::zero(int_width(ctx, ty))));
    }
    // and(x, and(x, y)) -> and(x, y), in any operand order
    for (this, other) in [(rhs, lhs), (lhs, rhs)] {
        if defining(&op, this, AndIOp::cast).is_some_and(|a| a.lhs(&op) == other || a.rhs(&op) == other) {
            return value(out, this);
        }
    }
    int_fold(op, c, out, |a, b| Some(a.and(b)))
}
folder!(fold_andi, andi_impl);

fn ori_impl(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let ctx = op.ctx;
    let or = OrIOp::from_ref(op).ok_or(Failed)?;
    let (lhs, rhs) = (or.lhs(&op), or.rhs(&op));
    // or(x, 0) -> x
    if is_zero(ctx, operand_attr(c, 1)) {
        return value(out, lhs);
    }
    // or(x, allOnes) -> allOnes, as an attribute (materialized anew at
    // this op's location, as MLIR does)
    if is_all_ones(ctx, operand_attr(c, 1)) {
        return attr(out, operand_attr(c, 1));
    }
    // or(x, not(x)) -> allOnes, or(not(x), x) -> allOnes: the all-ones
    // operand of the `xori` itself (as MLIR does, keeping that constant)
    for (this, other) in [(rhs, lhs), (lhs, rhs)] {
        if let Some(ones) = not_operand_ones(op, this, other) {
            return value(out, ones);
        }
    }
    int_fold(op, c, out, |a, b| Some(a.or(b)))
}
folder!(fold_ori, ori_impl);

fn xori_impl(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let ctx = op.ctx;
    let xor = XOrIOp::from_ref(op).ok_or(Failed)?;
    let (lhs, rhs) = (xor.lhs(&op), xor.rhs(&op));
    // xor(x, 0) -> x
    if is_zero(ctx, operand_attr(c, 1)) {
        return value(out, lhs);
    }
    // xor(x, x) -> 0
    // (as MLIR, also for dynamically shaped tensors)
    if lhs == rhs {
        let ty = op.result_type(0);
        return attr(out, splat_any_shape(ctx, ty, APInt::zero(int_width(ctx, ty))));
    }
    // xor(xor(x, a), a) -> x, xor(xor(a, x), a) -> x
    if let Some(prev) = defining(&op, lhs, XOrIOp::cast) {
        if prev.rhs(&op) == rhs {
            return value(out, prev.lhs(&op));
        }
        if prev.lhs(&op) == rhs {
            return value(out, prev.rhs(&op));
        }
    }
    // xor(a, xor(x, a)) -> x, xor(a, xor(a, x)) -> x
    if let Some(prev) = defining(&op, rhs, XOrIOp::cast) {
        if prev.rhs(&op) == lhs {
            return value(out, prev.lhs(&op));
        }
        if prev.lhs(&op) == lhs {
            return value(out, prev.rhs(&op));
        }
    }
    int_fold(op, c, out, |a, b| Some(a.xor(b)))
}
folder!(fold_xori, xori_impl);

/// Shifts by zero fold to the value; constant shifts fold when the last
/// element's amount is less than the width (larger amounts are poison:
/// such a scalar shift stays). A poison operand does not fold: MLIR's
/// shift folds succeed only once an element was computed in bounds.
fn shift_impl(
    op: OpRef<'_>,
    lhs: ValueId,
    c: &[Option<Attribute>],
    out: &mut FoldOutput,
    f: fn(&APInt, u32) -> APInt,
) -> LogicalResult {
    if is_zero(op.ctx, operand_attr(c, 1)) {
        return value(out, lhs);
    }
    if poison_operand(op.ctx, &c[..c.len().min(2)]).is_some() {
        return Err(Failed);
    }
    let r = fold_binary_last_valid(op.ctx, c, op.result_type(0), |a, b| {
        let w = a.width();
        let amount = b.to_u64().map_or(w, |n| n.min(w as u64) as u32);
        (f(a, amount), amount < w)
    });
    attr(out, r)
}

fn shli_impl(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let lhs = ShLIOp::from_ref(op).ok_or(Failed)?.lhs(&op);
    shift_impl(op, lhs, c, out, APInt::shl)
}
folder!(fold_shli, shli_impl);

fn shrui_impl(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let lhs = ShRUIOp::from_ref(op).ok_or(Failed)?.lhs(&op);
    shift_impl(op, lhs, c, out, APInt::lshr)
}
folder!(fold_shrui, shrui_impl);

fn shrsi_impl(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let lhs = ShRSIOp::from_ref(op).ok_or(Failed)?.lhs(&op);
    shift_impl(op, lhs, c, out, APInt::ashr)
}
folder!(fold_shrsi, shrsi_impl);

/// `max`/`min` folds: equal operands, the saturating bound (the op's
/// result), the identity bound (the other operand), constants.
fn minmax_impl(
    op: OpRef<'_>,
    (lhs, rhs): (ValueId, ValueId),
    c: &[Option<Attribute>],
    out: &mut FoldOutput,
    absorbing: fn(u32) -> APInt,
    identity: fn(u32) -> APInt,
    pick: fn(&APInt, &APInt) -> bool,
) -> LogicalResult {
    let ctx = op.ctx;
    if lhs == rhs {
        return value(out, lhs);
    }
    if let Some(v) = splat_value(ctx, operand_attr(c, 1)) {
        if ctx
            .integer_width(ctx.element_type_or_self(op.result_type(0)))
            .is_some()
            || ctx.is_index(ctx.element_type_or_self(op.result_type(0)))
        {
            let w = v.width();
            if v == absorbing(w) {
                return value(out, rhs);
            }
            if v == identity(w) {
                return value(out, lhs);
            }
        }
    }
    int_fold(op, c, out, |a, b| {
        Some(if pick(a, b) { a.clone() } else { b.clone() })
    })
}

fn umax(w: u32) -> APInt {
    APInt::all_ones(w)
}

fn maxsi_impl(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let m = MaxSIOp::from_ref(op).ok_or(Failed)?;
    minmax_impl(
        op,
        (m.lhs(&op), m.rhs(&op)),
        c,
        out,
        APInt::signed_max,
        APInt::signed_min,
        |a, b| !a.slt(b),
    )
}
folder!(fold_maxsi, maxsi_impl);

fn maxui_impl(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let m = MaxUIOp::from_ref(op).ok_or(Failed)?;
    minmax_impl(op, (m.lhs(&op), m.rhs(&op)), c, out, umax, APInt::zero, |a, b| {
        !a.ult(b)
    })
}
folder!(fold_maxui, maxui_impl);

fn minsi_impl(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let m = MinSIOp::from_ref(op).ok_or(Failed)?;
    minmax_impl(
        op,
        (m.lhs(&op), m.rhs(&op)),
        c,
        out,
        APInt::signed_min,
        APInt::signed_max,
        |a, b| a.slt(b),
    )
}
folder!(fold_minsi, minsi_impl);

fn minui_impl(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let m = MinUIOp::from_ref(op).ok_or(Failed)?;
    minmax_impl(op, (m.lhs(&op), m.rhs(&op)), c, out, APInt::zero, umax, |a, b| {
        a.ult(b)
    })
}
folder!(fold_minui, minui_impl);

// ---- extended ops --------------------------------------------------------------------------

fn addui_extended_impl(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let ctx = op.ctx;
    let add = AddUIExtendedOp::from_ref(op).ok_or(Failed)?;
    let overflow_ty = op.value_type(add.overflow(&op));
    // addui_extended(x, 0) -> x, false
    if is_zero(ctx, operand_attr(c, 1)) {
        let f = splat_of(ctx, overflow_ty, APInt::zero(1)).ok_or(Failed)?;
        out.results.push(OpFoldResult::Value(add.lhs(&op)));
        out.results.push(OpFoldResult::Attr(f));
        return Ok(());
    }
    let sum_ty = op.value_type(add.sum(&op));
    let sum = fold_binary(ctx, c, sum_ty, |a, b| Some(a.add(b))).ok_or(Failed)?;
    // The overflow bit is `sum < lhs` (unsigned).
    let ov = fold_binary(ctx, &[Some(sum), operand_attr(c, 0)], overflow_ty, |s, a| {
        Some(APInt::from_u64(1, s.ult(a) as u64))
    })
    .ok_or(Failed)?;
    out.results.push(OpFoldResult::Attr(sum));
    out.results.push(OpFoldResult::Attr(ov));
    Ok(())
}
folder!(fold_addui_extended, addui_extended_impl);

fn mul_extended_impl(
    op: OpRef<'_>,
    (lhs, low): (ValueId, ValueId),
    c: &[Option<Attribute>],
    out: &mut FoldOutput,
    signed: bool,
) -> LogicalResult {
    let ctx = op.ctx;
    let ty = op.value_type(low);
    // mul*_extended(x, 0) -> 0, 0
    if let Some(zero) = operand_attr(c, 1).filter(|&z| is_zero(ctx, Some(z))) {
        out.results.push(OpFoldResult::Attr(zero));
        out.results.push(OpFoldResult::Attr(zero));
        return Ok(());
    }
    // mului_extended(x, 1) -> x, 0
    if !signed && is_one(ctx, operand_attr(c, 1)) {
        let zero = splat_of(ctx, ty, APInt::zero(int_width(ctx, ty))).ok_or(Failed)?;
        out.results.push(OpFoldResult::Value(lhs));
        out.results.push(OpFoldResult::Attr(zero));
        return Ok(());
    }
    let low = fold_binary(ctx, c, ty, |a, b| Some(a.mul(b))).ok_or(Failed)?;
    let high = fold_binary(ctx, c, ty, |a, b| {
        Some(if signed { a.mulhs(b) } else { a.mulhu(b) })
    })
    .ok_or(Failed)?;
    out.results.push(OpFoldResult::Attr(low));
    out.results.push(OpFoldResult::Attr(high));
    Ok(())
}

fn mulsi_extended_impl(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let mul = MulSIExtendedOp::from_ref(op).ok_or(Failed)?;
    mul_extended_impl(op, (mul.lhs(&op), mul.low(&op)), c, out, true)
}
folder!(fold_mulsi_extended, mulsi_extended_impl);

fn mului_extended_impl(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let mul = MulUIExtendedOp::from_ref(op).ok_or(Failed)?;
    mul_extended_impl(op, (mul.lhs(&op), mul.low(&op)), c, out, false)
}
folder!(fold_mului_extended, mului_extended_impl);

// ---- float ops -------------------------------------------------------------------------------

fn float_fold(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput, f: BinOp) -> LogicalResult {
    let kind = float_kind(op.ctx, op.result_type(0)).ok_or(Failed)?;
    let width = kind.width();
    attr(
        out,
        fold_binary(op.ctx, c, op.result_type(0), |a, b| {
            apfloat::binary(kind, f, float_bits(a), float_bits(b)).map(|r| float_apint(width, r))
        }),
    )
}

fn addf_impl(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let lhs = AddFOp::from_ref(op).ok_or(Failed)?.lhs(&op);
    // addf(x, -0) -> x
    if class_is(op.ctx, operand_attr(c, 1), |k| k.zero && k.negative) {
        return value(out, lhs);
    }
    float_fold(op, c, out, BinOp::Add)
}
folder!(fold_addf, addf_impl);

fn subf_impl(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let lhs = SubFOp::from_ref(op).ok_or(Failed)?.lhs(&op);
    // subf(x, +0) -> x
    if class_is(op.ctx, operand_attr(c, 1), |k| k.zero && !k.negative) {
        return value(out, lhs);
    }
    float_fold(op, c, out, BinOp::Sub)
}
folder!(fold_subf, subf_impl);

fn mulf_impl(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let mul = MulFOp::from_ref(op).ok_or(Failed)?;
    let lhs = mul.lhs(&op);
    // mulf(x, 1) -> x
    if float_is(op.ctx, operand_attr(c, 1), |k, b| apfloat::is_exactly(k, b, 1)) {
        return value(out, lhs);
    }
    // mulf(x, ±0) -> ±0 when NaNs and the sign of zero may be ignored.
    const NNAN_NSZ: u64 = 2 | 8;
    if mul.fastmath(&op).unwrap_or(0) & NNAN_NSZ == NNAN_NSZ
        && class_is(op.ctx, operand_attr(c, 1), |k| k.zero)
    {
        return value(out, mul.rhs(&op));
    }
    float_fold(op, c, out, BinOp::Mul)
}
folder!(fold_mulf, mulf_impl);

fn divf_impl(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let lhs = DivFOp::from_ref(op).ok_or(Failed)?.lhs(&op);
    // divf(x, 1) -> x
    if float_is(op.ctx, operand_attr(c, 1), |k, b| apfloat::is_exactly(k, b, 1)) {
        return value(out, lhs);
    }
    float_fold(op, c, out, BinOp::Div)
}
folder!(fold_divf, divf_impl);

fn remf_impl(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    float_fold(op, c, out, BinOp::Rem)
}
folder!(fold_remf, remf_impl);

/// `maximumf`/`maxnumf`/`minimumf`/`minnumf`: equal operands, a NaN
/// operand of `maxnumf` and `minnumf`, the identity infinity of `maximumf`
/// and `minimumf`, constants.
fn float_minmax(
    op: OpRef<'_>,
    (lhs, rhs): (ValueId, ValueId),
    c: &[Option<Attribute>],
    out: &mut FoldOutput,
    f: BinOp,
) -> LogicalResult {
    if lhs == rhs {
        return value(out, lhs);
    }
    // maxnumf(x, NaN) -> x, minnumf(x, NaN) -> x
    if matches!(f, BinOp::MaxNum | BinOp::MinNum) && class_is(op.ctx, operand_attr(c, 1), |k| k.nan) {
        return value(out, lhs);
    }
    // maximumf(x, -inf) -> x, minimumf(x, +inf) -> x (not for the
    // maxnum/minnum forms).
    let is_max = f == BinOp::Maximum;
    if matches!(f, BinOp::Maximum | BinOp::Minimum)
        && class_is(op.ctx, operand_attr(c, 1), |k| k.infinite && k.negative == is_max)
    {
        return value(out, lhs);
    }
    float_fold(op, c, out, f)
}

fn maximumf_impl(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let m = MaximumFOp::from_ref(op).ok_or(Failed)?;
    float_minmax(op, (m.lhs(&op), m.rhs(&op)), c, out, BinOp::Maximum)
}
folder!(fold_maximumf, maximumf_impl);

fn maxnumf_impl(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let m = MaxNumFOp::from_ref(op).ok_or(Failed)?;
    float_minmax(op, (m.lhs(&op), m.rhs(&op)), c, out, BinOp::MaxNum)
}
folder!(fold_maxnumf, maxnumf_impl);

fn minimumf_impl(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let m = MinimumFOp::from_ref(op).ok_or(Failed)?;
    float_minmax(op, (m.lhs(&op), m.rhs(&op)), c, out, BinOp::Minimum)
}
folder!(fold_minimumf, minimumf_impl);

fn minnumf_impl(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let m = MinNumFOp::from_ref(op).ok_or(Failed)?;
    float_minmax(op, (m.lhs(&op), m.rhs(&op)), c, out, BinOp::MinNum)
}
folder!(fold_minnumf, minnumf_impl);

/// `negf(negf(x)) -> x`; constants negate.
pub(crate) fn fold_negf(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let neg = NegFOp::from_ref(op).ok_or(Failed)?;
    if let Some(inner) = defining(&op, neg.operand(&op), NegFOp::cast) {
        return value(out, inner.operand(&op));
    }
    let kind = float_kind(op.ctx, op.result_type(0)).ok_or(Failed)?;
    attr(
        out,
        fold_unary(op.ctx, operand_attr(c, 0), op.result_type(0), |a| {
            apfloat::neg(kind, float_bits(a)).map(|r| float_apint(kind.width(), r))
        }),
    )
}

// ---- casts -------------------------------------------------------------------------------------

fn cast_fold(
    op: OpRef<'_>,
    c: &[Option<Attribute>],
    out: &mut FoldOutput,
    f: impl Fn(&APInt) -> Option<APInt>,
) -> LogicalResult {
    attr(out, fold_unary(op.ctx, operand_attr(c, 0), op.result_type(0), f))
}

/// `extui(extui(x)) -> extui(x)` and `extsi(extsi(x)) -> extsi(x)` (in
/// place: `inner` is the input of the inner extension of the op's kind);
/// constants extend.
fn ext_impl(
    op: OpRef<'_>,
    inner: Option<ValueId>,
    c: &[Option<Attribute>],
    out: &mut FoldOutput,
    signed: bool,
) -> LogicalResult {
    if let Some(x) = inner {
        out.edits.push(FoldEdit::SetOperand(0, x));
        return Ok(());
    }
    let w = int_width(op.ctx, op.result_type(0));
    cast_fold(op, c, out, |a| Some(if signed { a.sext(w) } else { a.zext(w) }))
}

pub(crate) fn fold_extui(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let ext = ExtUIOp::from_ref(op).ok_or(Failed)?;
    let inner = defining(&op, ext.input(&op), ExtUIOp::cast).map(|e| e.input(&op));
    ext_impl(op, inner, c, out, false)
}

pub(crate) fn fold_extsi(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let ext = ExtSIOp::from_ref(op).ok_or(Failed)?;
    let inner = defining(&op, ext.input(&op), ExtSIOp::cast).map(|e| e.input(&op));
    ext_impl(op, inner, c, out, true)
}

pub(crate) fn fold_trunci(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let ctx = op.ctx;
    let trunc = TruncIOp::from_ref(op).ok_or(Failed)?;
    let dst = ctx.element_type_or_self(op.value_type(trunc.out(&op)));
    let input = trunc.input(&op);
    let ext_source = defining(&op, input, ExtUIOp::cast)
        .map(|e| e.input(&op))
        .or_else(|| defining(&op, input, ExtSIOp::cast).map(|e| e.input(&op)));
    if let Some(src) = ext_source {
        let src_ty = ctx.element_type_or_self(op.value_type(src));
        // trunci(ext(a)) -> trunci(a) when a is wider than the result.
        if int_width(ctx, src_ty) > int_width(ctx, dst) {
            out.edits.push(FoldEdit::SetOperand(0, src));
            return Ok(());
        }
        // trunci(ext(a)) -> a
        if src_ty == dst {
            return value(out, src);
        }
    }
    // trunci(trunci(a)) -> trunci(a)
    if let Some(t) = defining(&op, input, TruncIOp::cast) {
        out.edits.push(FoldEdit::SetOperand(0, t.input(&op)));
        return Ok(());
    }
    let w = int_width(ctx, dst);
    cast_fold(op, c, out, |a| Some(a.zext(w)))
}

/// Whether the fastmath `flags` (absent: none) allow contraction.
fn contracts(flags: Option<u64>) -> bool {
    flags.unwrap_or(0) & 32 != 0
}

pub(crate) fn fold_extf(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let ctx = op.ctx;
    let ext = ExtFOp::from_ref(op).ok_or(Failed)?;
    let (input, out_ty) = (ext.input(&op), op.value_type(ext.out(&op)));
    // extf(truncf(x)) -> x when both allow contraction.
    if let Some(t) = defining(&op, input, TruncFOp::cast) {
        let x = t.input(&op);
        if op.value_type(x) == out_ty && contracts(t.fastmath(&op)) && contracts(ext.fastmath(&op)) {
            return value(out, x);
        }
    }
    let from = float_kind(ctx, op.value_type(input)).ok_or(Failed)?;
    let to = float_kind(ctx, out_ty).ok_or(Failed)?;
    cast_fold(op, c, out, |a| {
        apfloat::convert(from, to, float_bits(a), apfloat::rounding(0)).map(|r| float_apint(to.width(), r))
    })
}

/// Whether every value of `from` is exactly representable in `to`
/// (`APFloatBase::isRepresentableBy`).
fn representable_by(from: FloatKind, to: FloatKind) -> bool {
    // (precision, min exponent, max exponent)
    fn params(k: FloatKind) -> Option<(i32, i32, i32)> {
        Some(match k {
            FloatKind::F16 => (11, -14, 15),
            FloatKind::BF16 => (8, -126, 127),
            FloatKind::TF32 => (11, -126, 127),
            FloatKind::F32 => (24, -126, 127),
            FloatKind::F64 => (53, -1022, 1023),
            FloatKind::F80 => (64, -16382, 16383),
            FloatKind::F128 => (113, -16382, 16383),
            FloatKind::F8E5M2 => (3, -14, 15),
            FloatKind::F8E4M3 => (4, -6, 7),
            FloatKind::F8E4M3FN => (4, -6, 8),
            FloatKind::F8E3M4 => (5, -2, 3),
            _ => return None,
        })
    }
    match (params(from), params(to)) {
        (Some(a), Some(b)) => a.0 <= b.0 && a.1 >= b.1 && a.2 <= b.2,
        _ => false,
    }
}

pub(crate) fn fold_truncf(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let ctx = op.ctx;
    let trunc = TruncFOp::from_ref(op).ok_or(Failed)?;
    let input = trunc.input(&op);
    let dst = float_kind(ctx, op.value_type(trunc.out(&op))).ok_or(Failed)?;
    if let Some(ext) = defining(&op, input, ExtFOp::cast) {
        let src = ext.input(&op);
        if let (Some(s), Some(mid)) = (
            float_kind(ctx, op.value_type(src)),
            float_kind(ctx, op.value_type(ext.out(&op))),
        ) {
            if representable_by(s, mid) {
                // truncf(extf(a)) -> truncf(a)
                if s.width() > dst.width() {
                    out.edits.push(FoldEdit::SetOperand(0, src));
                    return Ok(());
                }
                // truncf(extf(a)) -> a
                if s == dst {
                    return value(out, src);
                }
            }
        }
    }
    let from = float_kind(ctx, op.value_type(input)).ok_or(Failed)?;
    let round = apfloat::rounding(trunc.roundingmode(&op).map_or(0, |m| m as i64));
    cast_fold(op, c, out, |a| {
        apfloat::convert(from, dst, float_bits(a), round).map(|r| float_apint(dst.width(), r))
    })
}

fn int_to_fp(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput, signed: bool) -> LogicalResult {
    let to = float_kind(op.ctx, op.result_type(0)).ok_or(Failed)?;
    cast_fold(op, c, out, |a| {
        apfloat::from_int(to, a, signed).map(|r| float_apint(to.width(), r))
    })
}

pub(crate) fn fold_uitofp(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    int_to_fp(op, c, out, false)
}

pub(crate) fn fold_sitofp(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    int_to_fp(op, c, out, true)
}

fn fp_to_int(
    op: OpRef<'_>,
    input: ValueId,
    c: &[Option<Attribute>],
    out: &mut FoldOutput,
    signed: bool,
) -> LogicalResult {
    let from = float_kind(op.ctx, op.value_type(input)).ok_or(Failed)?;
    let w = int_width(op.ctx, op.result_type(0));
    cast_fold(op, c, out, |a| apfloat::to_int(from, float_bits(a), w, signed))
}

pub(crate) fn fold_fptoui(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let input = FPToUIOp::from_ref(op).ok_or(Failed)?.input(&op);
    fp_to_int(op, input, c, out, false)
}

pub(crate) fn fold_fptosi(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let input = FPToSIOp::from_ref(op).ok_or(Failed)?.input(&op);
    fp_to_int(op, input, c, out, true)
}

fn index_cast_impl(
    op: OpRef<'_>,
    c: &[Option<Attribute>],
    out: &mut FoldOutput,
    signed: bool,
) -> LogicalResult {
    // A round trip through two casts is a pattern, not a fold, as in MLIR.
    // Memref casts have no constants.
    let w = elem_width(op.ctx, op.ctx.element_type_or_self(op.result_type(0))).ok_or(Failed)?;
    cast_fold(op, c, out, |a| Some(if signed { a.sext(w) } else { a.zext(w) }))
}

pub(crate) fn fold_index_cast(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    index_cast_impl(op, c, out, true)
}

pub(crate) fn fold_index_castui(
    op: OpRef<'_>,
    c: &[Option<Attribute>],
    out: &mut FoldOutput,
) -> LogicalResult {
    index_cast_impl(op, c, out, false)
}

pub(crate) fn fold_bitcast(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let ctx = op.ctx;
    let cast = BitcastOp::from_ref(op).ok_or(Failed)?;
    let (input, res_ty) = (cast.input(&op), op.value_type(cast.out(&op)));
    if op.value_type(input) == res_ty {
        return value(out, input);
    }
    // bitcast(bitcast(x)) is a pattern (`BitcastOfBitcast`), as in MLIR.
    let w = elem_width(ctx, ctx.element_type_or_self(res_ty)).ok_or(Failed)?;
    cast_fold(op, c, out, |a| Some(a.zext(w)))
}

// ---- comparisons ------------------------------------------------------------------------------

/// `applyCmpPredicate` for integers.
pub(crate) fn cmpi_holds(pred: i64, a: &APInt, b: &APInt) -> bool {
    let s = a.cmp_signed(b);
    let u = a.cmp_unsigned(b);
    match pred {
        0 => a == b,
        1 => a != b,
        2 => s.is_lt(),
        3 => s.is_le(),
        4 => s.is_gt(),
        5 => s.is_ge(),
        6 => u.is_lt(),
        7 => u.is_le(),
        8 => u.is_gt(),
        _ => u.is_ge(),
    }
}

/// The predicate that holds for `b, a` when `pred` holds for `a, b`.
pub(crate) fn swap_cmpi_predicate(pred: i64) -> i64 {
    match pred {
        2 => 4,
        3 => 5,
        4 => 2,
        5 => 3,
        6 => 8,
        7 => 9,
        8 => 6,
        9 => 7,
        p => p,
    }
}

/// The predicate that holds exactly when `pred` does not.
pub fn invert_cmpi_predicate(pred: i64) -> i64 {
    match pred {
        0 => 1,
        1 => 0,
        2 => 5,
        3 => 4,
        4 => 3,
        5 => 2,
        6 => 9,
        7 => 8,
        8 => 7,
        _ => 6,
    }
}

/// The `predicate` of an `arith.cmpi` or `arith.cmpf` op, as its enum
/// value.
pub fn predicate(op: OpRef<'_>) -> i64 {
    int_attr_value(op.ctx, op, "predicate")
}

pub(crate) fn fold_cmpi(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let ctx = op.ctx;
    let cmp = CmpIOp::from_ref(op).ok_or(Failed)?;
    let pred = cmp.predicate(&op).ok_or(Failed)? as i64;
    let (lhs, rhs) = (cmp.lhs(&op), cmp.rhs(&op));
    let res_ty = op.value_type(cmp.result(&op));
    // cmpi(x, x) is known (as MLIR, also for dynamically shaped tensors).
    if lhs == rhs {
        let holds = matches!(pred, 0 | 3 | 5 | 7 | 9);
        return attr(
            out,
            splat_any_shape(ctx, res_ty, APInt::from_u64(1, holds as u64)),
        );
    }
    let is_i1 = |v: ValueId| ctx.integer_width(ctx.element_type_or_self(op.value_type(v))) == Some(1);
    if is_zero(ctx, operand_attr(c, 1)) {
        let ext_source = defining(&op, lhs, ExtSIOp::cast)
            .map(|e| e.input(&op))
            .or_else(|| defining(&op, lhs, ExtUIOp::cast).map(|e| e.input(&op)));
        // ext(x : i1) != 0 -> x
        if let Some(x) = ext_source.filter(|&x| is_i1(x) && pred == 1) {
            return value(out, x);
        }
        // cmpi ne, x, 0 : i1 -> x
        if is_i1(lhs) && pred == 1 {
            return value(out, lhs);
        }
    }
    // cmpi eq, x, 1 : i1 -> x
    if is_one(ctx, operand_attr(c, 1)) && is_i1(lhs) && pred == 0 {
        return value(out, lhs);
    }
    // Constants go to the right.
    if operand_attr(c, 0).is_some() && operand_attr(c, 1).is_none() {
        let swapped = swap_cmpi_predicate(pred);
        let p = super::CMPI_PREDICATE.attr(ctx, swapped as u64);
        out.edits.push(FoldEdit::SetAttr(ctx.ident("predicate"), Some(p)));
        out.edits.push(FoldEdit::SetOperand(0, rhs));
        out.edits.push(FoldEdit::SetOperand(1, lhs));
        return Ok(());
    }
    // A poison operand does not fold (MLIR folds only typed constants).
    if poison_operand(ctx, &c[..c.len().min(2)]).is_some() {
        return Err(Failed);
    }
    attr(
        out,
        fold_binary(ctx, c, res_ty, |a, b| {
            Some(APInt::from_u64(1, cmpi_holds(pred, a, b) as u64))
        }),
    )
}

/// `applyCmpPredicate` for floats.
fn cmpf_holds(pred: i64, ord: Option<Ordering>) -> bool {
    use Ordering::*;
    match pred {
        0 => false,
        1 => ord == Some(Equal),
        2 => ord == Some(Greater),
        3 => matches!(ord, Some(Greater | Equal)),
        4 => ord == Some(Less),
        5 => matches!(ord, Some(Less | Equal)),
        6 => matches!(ord, Some(Less | Greater)),
        7 => ord.is_some(),
        8 => matches!(ord, None | Some(Equal)),
        9 => matches!(ord, None | Some(Greater)),
        10 => matches!(ord, None | Some(Greater | Equal)),
        11 => matches!(ord, None | Some(Less)),
        12 => matches!(ord, None | Some(Less | Equal)),
        13 => ord != Some(Equal),
        14 => ord.is_none(),
        _ => true,
    }
}

/// Folds scalar float comparisons; a NaN operand decides the unordered
/// predicates even when the other operand is not constant.
pub(crate) fn fold_cmpf(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let ctx = op.ctx;
    let scalar = |a: Option<Attribute>| {
        a.filter(|a| matches!(ctx.attr_kind(*a), AttrKind::Float { .. }))
            .and_then(|a| float_splat(ctx, Some(a)))
    };
    let (mut l, mut r) = (scalar(operand_attr(c, 0)), scalar(operand_attr(c, 1)));
    let nan =
        |x: Option<(FloatKind, u128)>| x.is_some_and(|(k, b)| apfloat::classify(k, b).is_some_and(|c| c.nan));
    if nan(l) {
        r = l;
    }
    if nan(r) {
        l = r;
    }
    let ((k, a), (_, b)) = (l.ok_or(Failed)?, r.ok_or(Failed)?);
    let ord = apfloat::compare(k, a, b).ok_or(Failed)?;
    let pred = CmpFOp::from_ref(op)
        .and_then(|cmp| cmp.predicate(&op))
        .ok_or(Failed)?;
    attr(out, Some(ctx.bool_attr(cmpf_holds(pred as i64, ord))))
}

// ---- select -------------------------------------------------------------------------------------

pub(crate) fn fold_select(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let ctx = op.ctx;
    let select = SelectOp::from_ref(op).ok_or(Failed)?;
    let (cond, t, f) = (
        select.condition(&op),
        select.true_value(&op),
        select.false_value(&op),
    );
    // select(c, x, x) -> x
    if t == f {
        return value(out, t);
    }
    // select(true, x, y) -> x, select(false, x, y) -> y
    if let Some(v) = splat_value(ctx, operand_attr(c, 0)) {
        return value(out, if v.is_zero() { f } else { t });
    }
    // select(c, poison, y) -> y, select(c, x, poison) -> x
    if operand_attr(c, 1).is_some_and(|a| is_poison(ctx, a)) {
        return value(out, f);
    }
    if operand_attr(c, 2).is_some_and(|a| is_poison(ctx, a)) {
        return value(out, t);
    }
    let res_ty = op.value_type(select.result(&op));
    // select(c, true, false) -> c for i1 results.
    if res_ty == ctx.i1() && is_one(ctx, operand_attr(c, 1)) && is_zero(ctx, operand_attr(c, 2)) {
        return value(out, cond);
    }
    // select(cmpi eq x y, x, y) -> y, select(cmpi ne x y, x, y) -> x
    if let Some(cmp) = defining(&op, cond, CmpIOp::cast) {
        let pred = cmp.predicate(&op).unwrap_or(0);
        if matches!(pred, 0 | 1) {
            let (a, b) = (cmp.lhs(&op), cmp.rhs(&op));
            if (a == t && b == f) || (b == t && a == f) {
                return value(out, if pred == 0 { f } else { t });
            }
        }
    }
    // A constant non-splat condition picks element-wise from constants.
    if let (Some(Elems::Dense(conds)), Some(a), Some(b)) = (
        operand_attr(c, 0).and_then(|a| read(ctx, a)),
        operand_attr(c, 1).and_then(|a| read(ctx, a)),
        operand_attr(c, 2).and_then(|a| read(ctx, a)),
    ) {
        let at = |e: &Elems, i: usize| match e {
            Elems::Splat(v) | Elems::Scalar(v) => Some(v.clone()),
            Elems::Dense(v) => v.get(i).cloned(),
        };
        let picked: Option<Vec<APInt>> = conds
            .iter()
            .enumerate()
            .map(|(i, cv)| if cv.is_zero() { at(&b, i) } else { at(&a, i) })
            .collect();
        return attr(out, picked.and_then(|p| build(ctx, res_ty, &p)));
    }
    Err(Failed)
}
