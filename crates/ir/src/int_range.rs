//! Integer range inference (MLIR's `InferIntRangeInterface`, its
//! `ConstantIntRanges` and the shared arithmetic of
//! `InferIntRangeCommon`).
//!
//! A [`ConstantIntRanges`] bounds a value of some bit width twice: as
//! unsigned (`umin..=umax`) and as signed (`smin..=smax`); both hold at
//! once. Ops infer the ranges of their results from those of their
//! operands through [`InferIntRangeInterface`]; the functions here are the
//! arithmetic those implementations share, so that each dialect's ops are
//! a line each. Every function is total: an operation that may overflow
//! or divide by zero widens to the full range instead of failing.

use crate::{APInt, AttrKind, Attribute, Body, Context, DenseData, OpId, OpRef, Type, TypeKind, ValueId};
use std::cmp::Ordering;

/// The width `index` is analysed at (MLIR's `IndexType::kInternalStorageBitWidth`).
pub const INDEX_WIDTH: u32 = 64;

/// The narrowest width `index` may have on a target; index ops are
/// inferred at both widths (MLIR's `indexMinWidth`).
pub const INDEX_MIN_WIDTH: u32 = 32;

/// Signed and unsigned bounds of an integer of one bit width, all
/// inclusive.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct ConstantIntRanges {
    umin: APInt,
    umax: APInt,
    smin: APInt,
    smax: APInt,
}

fn ule(a: &APInt, b: &APInt) -> bool {
    a.cmp_unsigned(b) != Ordering::Greater
}

fn sle(a: &APInt, b: &APInt) -> bool {
    a.cmp_signed(b) != Ordering::Greater
}

fn umin(a: &APInt, b: &APInt) -> APInt {
    if ule(a, b) {
        a.clone()
    } else {
        b.clone()
    }
}

fn umax(a: &APInt, b: &APInt) -> APInt {
    if ule(a, b) {
        b.clone()
    } else {
        a.clone()
    }
}

fn smin(a: &APInt, b: &APInt) -> APInt {
    if sle(a, b) {
        a.clone()
    } else {
        b.clone()
    }
}

fn smax(a: &APInt, b: &APInt) -> APInt {
    if sle(a, b) {
        b.clone()
    } else {
        a.clone()
    }
}

impl ConstantIntRanges {
    /// The ranges from their four bounds.
    pub fn new(umin: APInt, umax: APInt, smin: APInt, smax: APInt) -> ConstantIntRanges {
        ConstantIntRanges {
            umin,
            umax,
            smin,
            smax,
        }
    }

    /// Exactly `value`.
    pub fn constant(value: &APInt) -> ConstantIntRanges {
        ConstantIntRanges::new(value.clone(), value.clone(), value.clone(), value.clone())
    }

    /// Every value of `width` bits.
    pub fn max_range(width: u32) -> ConstantIntRanges {
        ConstantIntRanges::new(
            APInt::zero(width),
            APInt::all_ones(width),
            APInt::signed_min(width),
            APInt::signed_max(width),
        )
    }

    /// `min..=max` read as signed or unsigned; the other bounds follow.
    pub fn range(min: APInt, max: APInt, signed: bool) -> ConstantIntRanges {
        if signed {
            ConstantIntRanges::from_signed(min, max)
        } else {
            ConstantIntRanges::from_unsigned(min, max)
        }
    }

    /// Signed bounds; the unsigned ones are exact when both bounds have the
    /// same sign, the full range otherwise.
    pub fn from_signed(smin: APInt, smax: APInt) -> ConstantIntRanges {
        let width = smin.width();
        let (umin, umax) = if smin.is_negative() == smax.is_negative() {
            (self::umin(&smin, &smax), self::umax(&smin, &smax))
        } else {
            (APInt::zero(width), APInt::all_ones(width))
        };
        ConstantIntRanges::new(umin, umax, smin, smax)
    }

    /// Unsigned bounds; the signed ones are exact when both bounds have the
    /// same sign bit, the full range otherwise.
    pub fn from_unsigned(umin: APInt, umax: APInt) -> ConstantIntRanges {
        let width = umin.width();
        let (smin, smax) = if umin.is_negative() == umax.is_negative() {
            (self::smin(&umin, &umax), self::smax(&umin, &umax))
        } else {
            (APInt::signed_min(width), APInt::signed_max(width))
        };
        ConstantIntRanges::new(umin, umax, smin, smax)
    }

    /// The unsigned lower bound.
    pub fn umin(&self) -> &APInt {
        &self.umin
    }

    /// The unsigned upper bound.
    pub fn umax(&self) -> &APInt {
        &self.umax
    }

    /// The signed lower bound.
    pub fn smin(&self) -> &APInt {
        &self.smin
    }

    /// The signed upper bound.
    pub fn smax(&self) -> &APInt {
        &self.smax
    }

    /// The bit width.
    pub fn width(&self) -> u32 {
        self.umin.width()
    }

    /// The smallest ranges holding the values of both.
    pub fn range_union(&self, o: &ConstantIntRanges) -> ConstantIntRanges {
        ConstantIntRanges::new(
            umin(&self.umin, &o.umin),
            umax(&self.umax, &o.umax),
            smin(&self.smin, &o.smin),
            smax(&self.smax, &o.smax),
        )
    }

    /// The ranges holding the values both admit.
    pub fn intersection(&self, o: &ConstantIntRanges) -> ConstantIntRanges {
        ConstantIntRanges::new(
            umax(&self.umin, &o.umin),
            umin(&self.umax, &o.umax),
            smax(&self.smin, &o.smin),
            smin(&self.smax, &o.smax),
        )
    }

    /// The one value the ranges admit, if they admit only one.
    pub fn constant_value(&self) -> Option<APInt> {
        if self.width() == 0 {
            return None;
        }
        if self.umin == self.umax {
            return Some(self.umin.clone());
        }
        if self.smin == self.smax {
            return Some(self.smin.clone());
        }
        None
    }

    /// The width `ty` is analysed at: its own (or its elements') for
    /// integers, 64 for `index`, 0 (not analysed) for anything else.
    pub fn storage_bitwidth(ctx: &Context, ty: Type) -> u32 {
        match ctx.type_kind(ctx.element_type_or_self(ty)) {
            TypeKind::Integer { width, .. } => *width,
            TypeKind::Index => INDEX_WIDTH,
            _ => 0,
        }
    }
}

impl std::fmt::Display for ConstantIntRanges {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "unsigned({}, {}) signed({}, {})",
            self.umin.to_string_unsigned(),
            self.umax.to_string_unsigned(),
            self.smin.to_string_signed(),
            self.smax.to_string_signed()
        )
    }
}

/// The lattice element of range inference (MLIR's `IntegerValueRange`):
/// nothing known yet, or ranges.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct IntegerValueRange(pub Option<ConstantIntRanges>);

impl IntegerValueRange {
    /// Every value of `ty`. Types that are not analysed (not integers,
    /// index or shaped types of them) get a range of width 0, which is
    /// known (control flow through them is not blocked) but never a
    /// constant.
    pub fn max_range(ctx: &Context, ty: Type) -> IntegerValueRange {
        let w = ConstantIntRanges::storage_bitwidth(ctx, ty);
        IntegerValueRange(Some(ConstantIntRanges::max_range(w)))
    }

    /// Whether nothing is known yet.
    pub fn is_uninitialized(&self) -> bool {
        self.0.is_none()
    }

    /// The union of both ranges; uninitialized is the identity.
    pub fn join(&self, o: &IntegerValueRange) -> IntegerValueRange {
        match (&self.0, &o.0) {
            (None, _) => o.clone(),
            (_, None) => self.clone(),
            (Some(a), Some(b)) => IntegerValueRange(Some(a.range_union(b))),
        }
    }

    /// The one value of the ranges, if they admit only one.
    pub fn constant_value(&self) -> Option<APInt> {
        self.0.as_ref()?.constant_value()
    }
}

/// `value` as an attribute of `ty`: an integer attribute (a bool for
/// `i1`) for integers and index, a splat for vectors and tensors of them
/// (MLIR's `IntegerAttr::get` or `SplatElementsAttr::get`).
pub fn constant_attr(ctx: &Context, ty: Type, value: &APInt) -> Option<Attribute> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width: 1, .. } => Some(ctx.bool_attr(!value.is_zero())),
        TypeKind::Integer { .. } | TypeKind::Index => Some(ctx.intern_attr(AttrKind::Integer {
            ty,
            value: value.clone(),
        })),
        TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } => {
            let shape = ctx.shape(ty)?;
            if shape.iter().any(|&d| d < 0) {
                return None;
            }
            let n = (value.width() as usize).div_ceil(8).max(1);
            let bytes: Box<[u8]> = (0..n)
                .map(|i| (value.words()[i / 8] >> ((i % 8) * 8)) as u8)
                .collect();
            Some(ctx.intern_attr(AttrKind::DenseElements {
                ty,
                data: DenseData { splat: true, bytes },
            }))
        }
        _ => None,
    }
}

/// Sets the lattice element of a result or block argument.
pub type SetIntRangeFn<'a> = dyn FnMut(ValueId, IntegerValueRange) + 'a;

/// Records the final ranges of an op's operands on the op.
pub type ReflectFn = fn(&Context, &mut Body, OpId, &[IntegerValueRange]);

/// `InferIntRangeInterface`: infers the ranges of an op's results (and of
/// the arguments of its regions' entry blocks that are not forwarded
/// values, such as `test.with_bounds_region`'s) from those of its
/// operands. Implementations take the operands' elements, some of which
/// may be uninitialized (MLIR's `inferResultRangesFromOptional`); most
/// use [`infer_from_ranges`] to give up until every operand is known.
#[derive(Copy, Clone)]
pub struct InferIntRangeInterface {
    /// Calls the setter for each value it infers.
    pub infer: fn(OpRef<'_>, &[IntegerValueRange], &mut SetIntRangeFn<'_>),
    /// Records the final operand ranges on the op itself, run once the
    /// analysis has settled (`test.reflect_bounds`, which MLIR's
    /// implementation does as it infers).
    pub reflect: Option<ReflectFn>,
    /// Replaces `infer` for ops whose ranges depend on the ops around
    /// them beyond their own body (the gpu ids, on the sizes the enclosing
    /// function states).
    pub infer_in_scope: Option<InferInScopeFn>,
}

/// Infers an op's result ranges knowing the isolated ops enclosing its
/// body, innermost first.
pub type InferInScopeFn = fn(OpRef<'_>, &[OpRef<'_>], &[IntegerValueRange], &mut SetIntRangeFn<'_>);

/// Runs `f` on the operands' ranges when every one is known (MLIR's
/// `inferResultRanges` behind `defaultInferResultRangesFromOptional`).
pub fn infer_from_ranges(
    args: &[IntegerValueRange],
    f: impl FnOnce(&[ConstantIntRanges]) -> Option<ConstantIntRanges>,
) -> IntegerValueRange {
    let mut ranges = Vec::with_capacity(args.len());
    for a in args {
        match &a.0 {
            Some(r) => ranges.push(r.clone()),
            None => return IntegerValueRange(None),
        }
    }
    IntegerValueRange(f(&ranges))
}

// ---- APInt helpers with LLVM's saturating and overflow semantics ----------

fn uadd_sat(a: &APInt, b: &APInt) -> APInt {
    let (r, ov) = a.uadd_ov(b);
    if ov {
        APInt::all_ones(a.width())
    } else {
        r
    }
}

fn sadd_sat(a: &APInt, b: &APInt) -> APInt {
    let (r, ov) = a.sadd_ov(b);
    match (ov, a.is_negative()) {
        (false, _) => r,
        (true, true) => APInt::signed_min(a.width()),
        (true, false) => APInt::signed_max(a.width()),
    }
}

fn usub_sat(a: &APInt, b: &APInt) -> APInt {
    let (r, ov) = a.usub_ov(b);
    if ov {
        APInt::zero(a.width())
    } else {
        r
    }
}

fn ssub_sat(a: &APInt, b: &APInt) -> APInt {
    let (r, ov) = a.ssub_ov(b);
    match (ov, a.is_negative()) {
        (false, _) => r,
        (true, true) => APInt::signed_min(a.width()),
        (true, false) => APInt::signed_max(a.width()),
    }
}

fn umul_sat(a: &APInt, b: &APInt) -> APInt {
    let (r, ov) = a.umul_ov(b);
    if ov {
        APInt::all_ones(a.width())
    } else {
        r
    }
}

fn smul_sat(a: &APInt, b: &APInt) -> APInt {
    let (r, ov) = a.smul_ov(b);
    match (ov, a.is_negative() != b.is_negative()) {
        (false, _) => r,
        (true, true) => APInt::signed_min(a.width()),
        (true, false) => APInt::signed_max(a.width()),
    }
}

/// A shift amount below the width, as `u32`.
fn shift_amount(a: &APInt, amount: &APInt) -> Option<u32> {
    amount
        .to_u64()
        .filter(|&s| s < a.width() as u64)
        .map(|s| s as u32)
}

fn ushl_ov(a: &APInt, amount: &APInt) -> (APInt, bool) {
    match shift_amount(a, amount) {
        None => (APInt::zero(a.width()), true),
        Some(s) => (a.shl(s), s > a.leading_zeros()),
    }
}

fn sshl_ov(a: &APInt, amount: &APInt) -> (APInt, bool) {
    match shift_amount(a, amount) {
        None => (APInt::zero(a.width()), true),
        Some(s) => {
            let sign_bits = if a.is_negative() {
                a.not().leading_zeros()
            } else {
                a.leading_zeros()
            };
            (a.shl(s), s >= sign_bits)
        }
    }
}

fn ushl_sat(a: &APInt, amount: &APInt) -> APInt {
    let (r, ov) = ushl_ov(a, amount);
    if ov {
        APInt::all_ones(a.width())
    } else {
        r
    }
}

fn sshl_sat(a: &APInt, amount: &APInt) -> APInt {
    let (r, ov) = sshl_ov(a, amount);
    match (ov, a.is_negative()) {
        (false, _) => r,
        (true, true) => APInt::signed_min(a.width()),
        (true, false) => APInt::signed_max(a.width()),
    }
}

fn one(width: u32) -> APInt {
    APInt::from_u64(width, 1)
}

// ---- the shared inference functions ----------------------------------------

/// The `nsw` and `nuw` flags of an arithmetic op: with one, the op's
/// result in that reading never wraps (it is poison otherwise), so bounds
/// saturate instead of widening.
#[derive(Copy, Clone, Default, PartialEq, Eq, Debug)]
pub struct OverflowFlags {
    /// No signed wrap.
    pub nsw: bool,
    /// No unsigned wrap.
    pub nuw: bool,
}

type ArithFn<'a> = &'a dyn Fn(&APInt, &APInt) -> Option<APInt>;

/// The range of `op` over the corners `lhs` × `rhs`, read as signed or
/// unsigned; the full range if `op` may overflow at one.
fn min_max_by(op: ArithFn<'_>, lhs: &[&APInt], rhs: &[&APInt], signed: bool) -> ConstantIntRanges {
    let width = lhs[0].width();
    let mut lo: Option<APInt> = None;
    let mut hi: Option<APInt> = None;
    for l in lhs {
        for r in rhs {
            let Some(v) = op(l, r) else {
                return ConstantIntRanges::max_range(width);
            };
            let (new_lo, new_hi) = match (&lo, &hi) {
                (Some(a), Some(b)) if signed => (smin(a, &v), smax(b, &v)),
                (Some(a), Some(b)) => (umin(a, &v), umax(b, &v)),
                _ => (v.clone(), v),
            };
            lo = Some(new_lo);
            hi = Some(new_hi);
        }
    }
    match (lo, hi) {
        (Some(lo), Some(hi)) => ConstantIntRanges::range(lo, hi, signed),
        _ => ConstantIntRanges::max_range(width),
    }
}

/// The range from `op` applied to the low and the high bounds (for ops
/// monotone in both operands); the full range if either overflows.
fn compute_bounds_by(
    op: ArithFn<'_>,
    min_left: &APInt,
    min_right: &APInt,
    max_left: &APInt,
    max_right: &APInt,
    signed: bool,
) -> ConstantIntRanges {
    match (op(min_left, min_right), op(max_left, max_right)) {
        (Some(lo), Some(hi)) => ConstantIntRanges::range(lo, hi, signed),
        _ => ConstantIntRanges::max_range(min_left.width()),
    }
}

/// `arith.addi`.
pub fn infer_add(args: &[ConstantIntRanges], flags: OverflowFlags) -> ConstantIntRanges {
    let (lhs, rhs) = (&args[0], &args[1]);
    let uadd = |a: &APInt, b: &APInt| {
        if flags.nuw {
            return Some(uadd_sat(a, b));
        }
        let (r, ov) = a.uadd_ov(b);
        (!ov).then_some(r)
    };
    let sadd = |a: &APInt, b: &APInt| {
        if flags.nsw {
            return Some(sadd_sat(a, b));
        }
        let (r, ov) = a.sadd_ov(b);
        (!ov).then_some(r)
    };
    let u = compute_bounds_by(&uadd, &lhs.umin, &rhs.umin, &lhs.umax, &rhs.umax, false);
    let s = compute_bounds_by(&sadd, &lhs.smin, &rhs.smin, &lhs.smax, &rhs.smax, true);
    u.intersection(&s)
}

/// `arith.subi`.
pub fn infer_sub(args: &[ConstantIntRanges], flags: OverflowFlags) -> ConstantIntRanges {
    let (lhs, rhs) = (&args[0], &args[1]);
    let usub = |a: &APInt, b: &APInt| {
        if flags.nuw {
            return Some(usub_sat(a, b));
        }
        let (r, ov) = a.usub_ov(b);
        (!ov).then_some(r)
    };
    let ssub = |a: &APInt, b: &APInt| {
        if flags.nsw {
            return Some(ssub_sat(a, b));
        }
        let (r, ov) = a.ssub_ov(b);
        (!ov).then_some(r)
    };
    let u = compute_bounds_by(&usub, &lhs.umin, &rhs.umax, &lhs.umax, &rhs.umin, false);
    let s = compute_bounds_by(&ssub, &lhs.smin, &rhs.smax, &lhs.smax, &rhs.smin, true);
    u.intersection(&s)
}

/// `arith.muli`.
pub fn infer_mul(args: &[ConstantIntRanges], flags: OverflowFlags) -> ConstantIntRanges {
    let (lhs, rhs) = (&args[0], &args[1]);
    let umul = |a: &APInt, b: &APInt| {
        if flags.nuw {
            return Some(umul_sat(a, b));
        }
        let (r, ov) = a.umul_ov(b);
        (!ov).then_some(r)
    };
    let smul = |a: &APInt, b: &APInt| {
        if flags.nsw {
            return Some(smul_sat(a, b));
        }
        let (r, ov) = a.smul_ov(b);
        (!ov).then_some(r)
    };
    let u = min_max_by(&umul, &[&lhs.umin, &lhs.umax], &[&rhs.umin, &rhs.umax], false);
    let s = min_max_by(&smul, &[&lhs.smin, &lhs.smax], &[&rhs.smin, &rhs.smax], true);
    u.intersection(&s)
}

/// Adjusts a truncated quotient of `lhs` by `rhs` (ceiling and floor
/// division); `None` on overflow.
type DivisionFixup = fn(&APInt, &APInt, APInt) -> Option<APInt>;

fn div_u_range(lhs: &ConstantIntRanges, rhs: &ConstantIntRanges, fixup: DivisionFixup) -> ConstantIntRanges {
    let (lhs_min, lhs_max, rhs_min, rhs_max) = (&lhs.umin, &lhs.umax, &rhs.umin, &rhs.umax);
    if !rhs_min.is_zero() {
        let udiv = |a: &APInt, b: &APInt| fixup(a, b, a.udiv(b)?);
        return min_max_by(&udiv, &[lhs_min, lhs_max], &[rhs_min, rhs_max], false);
    }
    // A zero divisor is undefined behaviour: the quotient is at most the
    // dividend, and at least the smallest dividend over the largest
    // divisor.
    let mut lo = APInt::zero(rhs_min.width());
    if ule(rhs_max, lhs_min) && !rhs_max.is_zero() {
        lo = lhs_min.udiv(rhs_max).unwrap_or(lo);
    }
    ConstantIntRanges::from_unsigned(lo, lhs_max.clone())
}

fn sdiv_ov(a: &APInt, b: &APInt) -> Option<APInt> {
    if a.is_signed_min() && b.is_all_ones() {
        return None;
    }
    a.sdiv(b)
}

fn div_s_range(lhs: &ConstantIntRanges, rhs: &ConstantIntRanges, fixup: DivisionFixup) -> ConstantIntRanges {
    let (lhs_min, lhs_max, rhs_min, rhs_max) = (&lhs.smin, &lhs.smax, &rhs.smin, &rhs.smax);
    let strictly_positive = !rhs_min.is_negative() && !rhs_min.is_zero();
    if strictly_positive || rhs_max.is_negative() {
        let sdiv = |a: &APInt, b: &APInt| fixup(a, b, sdiv_ov(a, b)?);
        return min_max_by(&sdiv, &[lhs_min, lhs_max], &[rhs_min, rhs_max], true);
    }
    ConstantIntRanges::max_range(rhs_min.width())
}

/// `arith.divui`.
pub fn infer_div_u(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    div_u_range(&args[0], &args[1], |_, _, r| Some(r))
}

/// `arith.divsi`.
pub fn infer_div_s(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    div_s_range(&args[0], &args[1], |_, _, r| Some(r))
}

/// `arith.ceildivui`.
pub fn infer_ceil_div_u(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    div_u_range(&args[0], &args[1], |l, r, q| {
        if l.urem(r).is_some_and(|m| !m.is_zero()) {
            let (c, ov) = q.uadd_ov(&one(q.width()));
            return (!ov).then_some(c);
        }
        Some(q)
    })
}

fn ceil_div_s_fixup(l: &APInt, r: &APInt, q: APInt) -> Option<APInt> {
    if l.srem(r).is_some_and(|m| !m.is_zero()) && l.is_negative() == r.is_negative() {
        let (c, ov) = q.sadd_ov(&one(q.width()));
        return (!ov).then_some(c);
    }
    // MIN ceildiv a positive divisor is computed as -(-MIN / b), and -MIN
    // is MIN: the fold negates the quotient, and so must the bounds.
    if l.is_signed_min() && one(r.width()).slt(r) {
        return Some(q.neg());
    }
    Some(q)
}

/// `arith.ceildivsi`.
pub fn infer_ceil_div_s(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    let (lhs, rhs) = (&args[0], &args[1]);
    let mut result = div_s_range(lhs, rhs, ceil_div_s_fixup);
    if lhs.smin.is_signed_min() && lhs.smax.cmp_signed(&lhs.smin) == Ordering::Greater {
        // MIN / -1 overflows, but MIN + 1 / -1 does not: the quotient of
        // the rest of the dividends may be large and positive.
        let rest = ConstantIntRanges::from_signed(lhs.smin.add(&one(lhs.width())), lhs.smax.clone());
        result = result.range_union(&div_s_range(&rest, rhs, ceil_div_s_fixup));
    }
    result
}

/// `arith.floordivsi`.
pub fn infer_floor_div_s(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    div_s_range(&args[0], &args[1], |l, r, q| {
        if l.srem(r).is_some_and(|m| !m.is_zero()) && l.is_negative() != r.is_negative() {
            let (c, ov) = q.ssub_ov(&one(q.width()));
            return (!ov).then_some(c);
        }
        Some(q)
    })
}

/// `arith.remsi`.
pub fn infer_rem_s(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    let (lhs, rhs) = (&args[0], &args[1]);
    let (lhs_min, lhs_max, rhs_min, rhs_max) = (&lhs.smin, &lhs.smax, &rhs.smin, &rhs.smax);
    let width = rhs_max.width();
    let mut lo = APInt::signed_min(width);
    let mut hi = APInt::signed_max(width);
    let strictly_positive = |v: &APInt| !v.is_negative() && !v.is_zero();
    // No bounds when the divisor may be zero.
    if strictly_positive(rhs_min) || rhs_max.is_negative() {
        let max_divisor = if strictly_positive(rhs_min) {
            rhs_max.clone()
        } else {
            rhs_min.neg()
        };
        let zero = APInt::zero(width);
        let max_positive = max_divisor.sub(&one(width));
        lo = if lhs_min.is_negative() {
            max_positive.neg()
        } else {
            zero.clone()
        };
        hi = if strictly_positive(lhs_max) {
            max_positive
        } else {
            zero
        };
        // A constant divisor and dividends spanning less than it: the
        // remainders are contiguous unless they wrap around.
        if rhs_min == rhs_max && lhs_max.sub(lhs_min).ult(&max_divisor) {
            if let (Some(a), Some(b)) = (lhs_min.srem(&max_divisor), lhs_max.srem(&max_divisor)) {
                if sle(&a, &b) {
                    lo = a;
                    hi = b;
                }
            }
        }
    }
    ConstantIntRanges::from_signed(lo, hi)
}

/// `arith.remui`.
pub fn infer_rem_u(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    let (lhs, rhs) = (&args[0], &args[1]);
    let (rhs_min, rhs_max) = (&rhs.umin, &rhs.umax);
    let width = rhs_min.width();
    let mut lo = APInt::zero(width);
    // Neither larger than the dividend nor than the divisor.
    let mut hi = umin(&rhs_max.sub(&one(width)), &lhs.umax);
    if !rhs_min.is_zero() && rhs_min == rhs_max {
        let (lhs_min, lhs_max) = (&lhs.umin, &lhs.umax);
        if lhs_max.sub(lhs_min).ult(rhs_max) {
            if let (Some(a), Some(b)) = (lhs_min.urem(rhs_max), lhs_max.urem(rhs_max)) {
                if ule(&a, &b) {
                    lo = a;
                    hi = b;
                }
            }
        }
    }
    ConstantIntRanges::from_unsigned(lo, hi)
}

/// `arith.maxsi`.
pub fn infer_max_s(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    let (l, r) = (&args[0], &args[1]);
    ConstantIntRanges::from_signed(smax(&l.smin, &r.smin), smax(&l.smax, &r.smax))
}

/// `arith.maxui`.
pub fn infer_max_u(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    let (l, r) = (&args[0], &args[1]);
    ConstantIntRanges::from_unsigned(umax(&l.umin, &r.umin), umax(&l.umax, &r.umax))
}

/// `arith.minsi`.
pub fn infer_min_s(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    let (l, r) = (&args[0], &args[1]);
    ConstantIntRanges::from_signed(smin(&l.smin, &r.smin), smin(&l.smax, &r.smax))
}

/// `arith.minui`.
pub fn infer_min_u(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    let (l, r) = (&args[0], &args[1]);
    ConstantIntRanges::from_unsigned(umin(&l.umin, &r.umin), umin(&l.umax, &r.umax))
}

/// The unsigned bounds with the bits below the highest differing bit
/// cleared (low) and set (high): every value of the range lies between
/// them bitwise.
fn widen_bitwise_bounds(r: &ConstantIntRanges) -> (APInt, APInt) {
    let low_mask = varying_bits_mask(r);
    (r.umin.and(&low_mask.not()), r.umax.or(&low_mask))
}

fn infer_bitwise(args: &[ConstantIntRanges], op: fn(&APInt, &APInt) -> APInt) -> ConstantIntRanges {
    let (lz, lo) = widen_bitwise_bounds(&args[0]);
    let (rz, ro) = widen_bitwise_bounds(&args[1]);
    let f = |a: &APInt, b: &APInt| Some(op(a, b));
    min_max_by(&f, &[&lz, &lo], &[&rz, &ro], false)
}

/// `arith.andi`.
pub fn infer_and(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    infer_bitwise(args, APInt::and)
}

/// `arith.ori`.
pub fn infer_or(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    infer_bitwise(args, APInt::or)
}

/// The bits that vary over `umin..=umax`: those below the highest bit
/// where the bounds differ.
fn varying_bits_mask(r: &ConstantIntRanges) -> APInt {
    let width = r.width();
    let differing = width - r.umin.xor(&r.umax).leading_zeros();
    if differing == 0 {
        APInt::zero(width)
    } else {
        APInt::all_ones(width).lshr(width - differing)
    }
}

/// `arith.xori`: the bits varying in either operand may take any value,
/// the others are those of the lower bounds' xor.
pub fn infer_xor(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    let mask = varying_bits_mask(&args[0]).or(&varying_bits_mask(&args[1]));
    let res = args[0].umin.xor(&args[1].umin);
    ConstantIntRanges::from_unsigned(res.and(&mask.not()), res.or(&mask))
}

/// `arith.shli`: a multiplication by a power of two, wrapping as one.
pub fn infer_shl(args: &[ConstantIntRanges], flags: OverflowFlags) -> ConstantIntRanges {
    let (lhs, rhs) = (&args[0], &args[1]);
    let ushl = |a: &APInt, s: &APInt| {
        if flags.nuw {
            return Some(ushl_sat(a, s));
        }
        let (r, ov) = ushl_ov(a, s);
        (!ov).then_some(r)
    };
    let sshl = |a: &APInt, s: &APInt| {
        if flags.nsw {
            return Some(sshl_sat(a, s));
        }
        let (r, ov) = sshl_ov(a, s);
        (!ov).then_some(r)
    };
    let u = min_max_by(&ushl, &[&lhs.umin, &lhs.umax], &[&rhs.umin, &rhs.umax], false);
    let s = min_max_by(&sshl, &[&lhs.smin, &lhs.smax], &[&rhs.umin, &rhs.umax], true);
    u.intersection(&s)
}

/// `arith.shrsi`.
pub fn infer_shr_s(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    let (lhs, rhs) = (&args[0], &args[1]);
    let ashr = |a: &APInt, s: &APInt| shift_amount(a, s).map(|s| a.ashr(s));
    min_max_by(&ashr, &[&lhs.smin, &lhs.smax], &[&rhs.umin, &rhs.umax], true)
}

/// `arith.shrui`.
pub fn infer_shr_u(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    let (lhs, rhs) = (&args[0], &args[1]);
    let lshr = |a: &APInt, s: &APInt| shift_amount(a, s).map(|s| a.lshr(s));
    min_max_by(&lshr, &[&lhs.umin, &lhs.umax], &[&rhs.umin, &rhs.umax], false)
}

/// Zero-extends the unsigned and sign-extends the signed bounds to
/// `width` (a cast whose signedness is not known, such as
/// `arith.index_cast`).
pub fn ext_range(r: &ConstantIntRanges, width: u32) -> ConstantIntRanges {
    ConstantIntRanges::new(
        r.umin.zext(width),
        r.umax.zext(width),
        r.smin.sext(width),
        r.smax.sext(width),
    )
}

/// `arith.extui`.
pub fn ext_ui_range(r: &ConstantIntRanges, width: u32) -> ConstantIntRanges {
    ConstantIntRanges::from_unsigned(r.umin.zext(width), r.umax.zext(width))
}

/// `arith.extsi`.
pub fn ext_si_range(r: &ConstantIntRanges, width: u32) -> ConstantIntRanges {
    ConstantIntRanges::from_signed(r.smin.sext(width), r.smax.sext(width))
}

/// `arith.trunci`: exact where truncation does not wrap a bound around.
pub fn trunc_range(r: &ConstantIntRanges, width: u32) -> ConstantIntRanges {
    // [256, 258] : i16 truncates to [0, 2] : i8, but [255, 257] wraps.
    let unsigned_rollover = r.umin.lshr(width) != r.umax.lshr(width);
    let (umin, umax) = if unsigned_rollover {
        (APInt::zero(width), APInt::all_ones(width))
    } else {
        (r.umin.zext(width), r.umax.zext(width))
    };
    // The signed bounds survive when their bits above the new sign bit
    // agree, or when they go from all ones to all zeros (a range crossing
    // zero that keeps its sign bits).
    let smin_high = r.smin.ashr(width - 1);
    let smax_high = r.smax.ashr(width - 1);
    let signed_overflow = smin_high != smax_high
        && !(smin_high.is_all_ones() && (smax_high.is_all_ones() || smax_high.is_zero()))
        && !(smin_high.is_zero() && smax_high.is_zero());
    let (smin, smax) = if signed_overflow {
        (APInt::signed_min(width), APInt::signed_max(width))
    } else {
        (r.smin.zext(width), r.smax.zext(width))
    };
    ConstantIntRanges::new(umin, umax, smin, smax)
}

/// The predicates of integer comparisons (`arith.cmpi`, `index.cmp`), in
/// MLIR's order.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum CmpPredicate {
    /// Equal.
    Eq,
    /// Not equal.
    Ne,
    /// Signed less than.
    Slt,
    /// Signed less or equal.
    Sle,
    /// Signed greater than.
    Sgt,
    /// Signed greater or equal.
    Sge,
    /// Unsigned less than.
    Ult,
    /// Unsigned less or equal.
    Ule,
    /// Unsigned greater than.
    Ugt,
    /// Unsigned greater or equal.
    Uge,
}

impl CmpPredicate {
    /// The predicate by MLIR's numbering of `arith.cmpi` predicates.
    pub fn from_index(i: u64) -> Option<CmpPredicate> {
        use CmpPredicate::*;
        [Eq, Ne, Slt, Sle, Sgt, Sge, Ult, Ule, Ugt, Uge]
            .get(i as usize)
            .copied()
    }

    /// The predicate true exactly when this one is false.
    pub fn invert(self) -> CmpPredicate {
        use CmpPredicate::*;
        match self {
            Eq => Ne,
            Ne => Eq,
            Slt => Sge,
            Sle => Sgt,
            Sgt => Sle,
            Sge => Slt,
            Ult => Uge,
            Ule => Ugt,
            Ugt => Ule,
            Uge => Ult,
        }
    }
}

fn statically_true(pred: CmpPredicate, l: &ConstantIntRanges, r: &ConstantIntRanges) -> bool {
    use CmpPredicate::*;
    match pred {
        Sle => sle(&l.smax, &r.smin),
        Slt => l.smax.slt(&r.smin),
        Ule => ule(&l.umax, &r.umin),
        Ult => l.umax.ult(&r.umin),
        Sge => sle(&r.smax, &l.smin),
        Sgt => r.smax.slt(&l.smin),
        Uge => ule(&r.umax, &l.umin),
        Ugt => r.umax.ult(&l.umin),
        Eq => matches!((l.constant_value(), r.constant_value()), (Some(a), Some(b)) if a == b),
        // Distinct only if distinct in both readings: either reading may
        // have produced the bounds.
        Ne => {
            (statically_true(Slt, l, r) || statically_true(Sgt, l, r))
                && (statically_true(Ult, l, r) || statically_true(Ugt, l, r))
        }
    }
}

/// The value of `pred` on any operands in the ranges, if it is the same
/// for all.
pub fn evaluate_pred(pred: CmpPredicate, l: &ConstantIntRanges, r: &ConstantIntRanges) -> Option<bool> {
    if statically_true(pred, l, r) {
        Some(true)
    } else if statically_true(pred.invert(), l, r) {
        Some(false)
    } else {
        None
    }
}

/// The `i1` range of a comparison.
pub fn infer_cmp(pred: CmpPredicate, l: &ConstantIntRanges, r: &ConstantIntRanges) -> ConstantIntRanges {
    let (lo, hi) = match evaluate_pred(pred, l, r) {
        Some(true) => (APInt::all_ones(1), APInt::all_ones(1)),
        Some(false) => (APInt::zero(1), APInt::zero(1)),
        None => (APInt::zero(1), APInt::all_ones(1)),
    };
    ConstantIntRanges::from_unsigned(lo, hi)
}

/// Which readings an index op's result depends on, so which of its 64-
/// and 32-bit inferences must agree (MLIR's `CmpMode`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum CmpMode {
    /// Both readings.
    Both,
    /// Only the signed reading.
    Signed,
    /// Only the unsigned reading.
    Unsigned,
}

/// Infers an `index` op at 64 bits and, since `index` may be 32 bits
/// wide, at 32 bits; where the 32-bit result differs from the truncated
/// 64-bit one, the result is widened to cover both.
pub fn infer_index_op(
    infer: &dyn Fn(&[ConstantIntRanges]) -> ConstantIntRanges,
    args: &[ConstantIntRanges],
    mode: CmpMode,
) -> ConstantIntRanges {
    let sixty_four = infer(args);
    let truncated: Vec<ConstantIntRanges> = args.iter().map(|r| trunc_range(r, INDEX_MIN_WIDTH)).collect();
    let thirty_two = infer(&truncated);
    let thirty_two_as_64 = ext_range(&thirty_two, INDEX_WIDTH);
    let sixty_four_as_32 = trunc_range(&sixty_four, INDEX_MIN_WIDTH);
    let agree = match mode {
        CmpMode::Both => sixty_four_as_32 == thirty_two,
        CmpMode::Signed => {
            sixty_four_as_32.smin == thirty_two.smin && sixty_four_as_32.smax == thirty_two.smax
        }
        CmpMode::Unsigned => {
            sixty_four_as_32.umin == thirty_two.umin && sixty_four_as_32.umax == thirty_two.umax
        }
    };
    if agree {
        return sixty_four;
    }
    sixty_four.range_union(&thirty_two_as_64)
}

/// The range of an `index` result of a dimension query (`memref.dim`,
/// `tensor.dim`) of a value of type `shaped`, given the range of the
/// dimension index: the sizes of the dimensions it may name, a dynamic one
/// in `[0, signed max]`.
pub fn infer_shaped_dim(
    ctx: &Context,
    result: Type,
    shaped: Type,
    dim: &IntegerValueRange,
) -> ConstantIntRanges {
    let width = ConstantIntRanges::storage_bitwidth(ctx, result);
    let zero = APInt::zero(width);
    let any_size = ConstantIntRanges::from_signed(zero.clone(), APInt::signed_max(width));
    let Some(shape) = ctx.shape(shaped) else {
        return any_size;
    };
    let rank = shape.len() as i64;
    let (mut lo, mut hi) = (0i64, rank - 1);
    if let Some(d) = &dim.0 {
        lo = lo.max(d.smin().sext_i64());
        hi = hi.min(d.smax().sext_i64());
    }
    let mut result: Option<ConstantIntRanges> = None;
    for i in lo..=hi {
        let size = shape[i as usize];
        let r = if size == crate::DYNAMIC {
            any_size.clone()
        } else {
            ConstantIntRanges::constant(&APInt::from_i64(width, size))
        };
        result = Some(match result {
            Some(acc) => acc.range_union(&r),
            None => r,
        });
    }
    result.unwrap_or(any_size)
}

/// `InferIntRangeInterface` of a dimension query (`memref.dim`,
/// `tensor.dim`: the source and the index): the sizes of the dimensions
/// its index may name.
pub const SHAPED_DIM_RANGE: InferIntRangeInterface = InferIntRangeInterface {
    infer: |op, args, set| {
        if op.num_results() != 1 || op.num_operands() != 2 {
            return;
        }
        let dim = args.get(1).cloned().unwrap_or_default();
        let range = infer_shaped_dim(
            op.ctx,
            op.value_type(op.result(0)),
            op.value_type(op.operand(0)),
            &dim,
        );
        set(op.result(0), IntegerValueRange(Some(range)));
    },
    reflect: None,
    infer_in_scope: None,
};

/// `r` with its lower bounds raised to at least 1 (a divisor that must be
/// positive).
fn clamp_to_positive(r: &ConstantIntRanges) -> ConstantIntRanges {
    let one = one(r.width());
    let umin = if r.umin.ult(&one) {
        one.clone()
    } else {
        r.umin.clone()
    };
    let smin = if r.smin.slt(&one) { one } else { r.smin.clone() };
    ConstantIntRanges::from_unsigned(umin, r.umax.clone())
        .intersection(&ConstantIntRanges::from_signed(smin, r.smax.clone()))
}

/// The range of an affine expression over `index` values, given the
/// ranges of its dimensions and symbols (`affine.apply`). Sums and
/// products do not wrap (affine arithmetic is `nsw`); divisors are
/// positive; `mod` is Euclidean.
pub fn infer_affine_expr(
    ctx: &Context,
    expr: crate::affine::AffineExpr,
    dims: &[ConstantIntRanges],
    symbols: &[ConstantIntRanges],
) -> ConstantIntRanges {
    use crate::affine::{AffineBinaryOp, AffineExprKind};
    let any = || ConstantIntRanges::max_range(INDEX_WIDTH);
    let nsw = OverflowFlags {
        nsw: true,
        nuw: false,
    };
    match expr.kind(ctx) {
        AffineExprKind::Constant(c) => ConstantIntRanges::constant(&APInt::from_i64(INDEX_WIDTH, c)),
        AffineExprKind::Dim(p) => dims.get(p as usize).cloned().unwrap_or_else(any),
        AffineExprKind::Symbol(p) => symbols.get(p as usize).cloned().unwrap_or_else(any),
        AffineExprKind::Binary(op, l, r) => {
            let lhs = infer_affine_expr(ctx, l, dims, symbols);
            let rhs = infer_affine_expr(ctx, r, dims, symbols);
            match op {
                AffineBinaryOp::Add => infer_add(&[lhs, rhs], nsw),
                AffineBinaryOp::Mul => infer_mul(&[lhs, rhs], nsw),
                AffineBinaryOp::FloorDiv => infer_floor_div_s(&[lhs, clamp_to_positive(&rhs)]),
                AffineBinaryOp::CeilDiv => infer_ceil_div_s(&[lhs, clamp_to_positive(&rhs)]),
                AffineBinaryOp::Mod => {
                    let (lmin, lmax, rmin, rmax) = (&lhs.smin, &lhs.smax, &rhs.smin, &rhs.smax);
                    let width = rmin.width();
                    if rmax.is_zero() {
                        return ConstantIntRanges::max_range(width);
                    }
                    let mut lo = APInt::zero(width);
                    let mut hi = rmax.sub(&one(width));
                    let positive = !rmin.is_negative() && !rmin.is_zero();
                    let same_period = || match (lmin.udiv(rmax), lmax.udiv(rmax)) {
                        (Some(a), Some(b)) => a == b,
                        _ => false,
                    };
                    if positive && !lmin.is_negative() && lmax.ult(rmin) {
                        // Already below every possible divisor.
                        lo = lmin.clone();
                        hi = lmax.clone();
                    } else if rmin == rmax && !lmin.is_negative() && lmax.sub(lmin).ult(rmax) && same_period()
                    {
                        if let (Some(a), Some(b)) = (lmin.urem(rmax), lmax.urem(rmax)) {
                            lo = a;
                            hi = b;
                        }
                    }
                    ConstantIntRanges::from_unsigned(lo, hi)
                }
            }
        }
    }
}

/// `index.cmp`: the predicate must evaluate the same at 64 and 32 bits.
pub fn infer_index_cmp(pred: CmpPredicate, l: &ConstantIntRanges, r: &ConstantIntRanges) -> Option<bool> {
    let wide = evaluate_pred(pred, l, r)?;
    let narrow = evaluate_pred(
        pred,
        &trunc_range(l, INDEX_MIN_WIDTH),
        &trunc_range(r, INDEX_MIN_WIDTH),
    )?;
    (wide == narrow).then_some(wide)
}

#[cfg(test)]
mod tests;
