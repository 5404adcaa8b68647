//! The folders of the index ops. The width of `index` is not known when
//! folding, so a fold of constants applies only when computing at 64 and
//! at 32 bits agrees (the 32-bit result is the truncated 64-bit one); the
//! 64-bit result is the folded value.

use strata_ir::{
    APInt, AttrKind, Attribute, Context, Failed, FoldOutput, LogicalResult, OpFoldResult, OpRef, TypeKind,
};

use strata_dialect_arith::fold::with_traits;
use strata_dialect_utils::matchers::def;

const LOW32: u64 = 0xffff_ffff;

fn mask(w: u32) -> u64 {
    if w >= 64 {
        u64::MAX
    } else {
        (1u64 << w) - 1
    }
}

/// `v` (held in the low `w` bits) read as a signed number.
fn signed(v: u64, w: u32) -> i64 {
    if w >= 64 {
        v as i64
    } else {
        ((v << (64 - w)) as i64) >> (64 - w)
    }
}

/// The value of an integer constant of any integer type or `index`.
fn int_value(ctx: &Context, a: Option<Attribute>) -> Option<&APInt> {
    match ctx.attr_kind(a?) {
        AttrKind::Integer { value, .. } => Some(value),
        _ => None,
    }
}

fn index_value(ctx: &Context, a: Option<Attribute>) -> Option<u64> {
    int_value(ctx, a).map(APInt::zext_u64)
}

/// One binary index op at width `w` (32 or 64) on values held in the low
/// `w` bits; `None` when the op is undefined for these operands.
fn eval(name: &str, a: u64, b: u64, w: u32) -> Option<u64> {
    let m = mask(w);
    let (a, b) = (a & m, b & m);
    let (sa, sb) = (signed(a, w), signed(b, w));
    let smin = signed(1 << (w - 1), w);
    let r = match name {
        "index.add" => a.wrapping_add(b),
        "index.sub" => a.wrapping_sub(b),
        "index.mul" => a.wrapping_mul(b),
        "index.divs" => {
            if sb == 0 {
                return None;
            }
            sa.wrapping_div(sb) as u64
        }
        "index.divu" => a.checked_div(b)?,
        "index.ceildivs" => {
            if sb == 0 {
                return None;
            }
            if sa == smin && sb == -1 {
                smin as u64
            } else {
                let (q, r) = (sa / sb, sa % sb);
                (if r != 0 && ((r < 0) == (sb < 0)) { q + 1 } else { q }) as u64
            }
        }
        "index.ceildivu" => {
            if b == 0 {
                return None;
            }
            if a == 0 {
                0
            } else {
                (a - 1) / b + 1
            }
        }
        "index.floordivs" => {
            if sb == 0 {
                return None;
            }
            if sa == smin && sb == -1 {
                smin as u64
            } else {
                let (q, r) = (sa / sb, sa % sb);
                (if r != 0 && ((r < 0) != (sb < 0)) { q - 1 } else { q }) as u64
            }
        }
        "index.rems" => {
            if sb == 0 {
                return None;
            }
            sa.wrapping_rem(sb) as u64
        }
        "index.remu" => a.checked_rem(b)?,
        "index.maxs" => sa.max(sb) as u64,
        "index.maxu" => a.max(b),
        "index.mins" => sa.min(sb) as u64,
        "index.minu" => a.min(b),
        "index.shl" | "index.shrs" | "index.shru" => {
            if b >= u64::from(w) {
                return None;
            }
            match name {
                "index.shl" => a << b,
                "index.shrs" => (sa >> b) as u64,
                _ => a >> b,
            }
        }
        "index.and" => a & b,
        "index.or" => a | b,
        "index.xor" => a ^ b,
        _ => return None,
    };
    Some(r & m)
}

/// Folds two constants when the 64- and 32-bit results agree.
pub(crate) fn fold_constants(name: &str, a: u64, b: u64) -> Option<u64> {
    let r64 = eval(name, a, b, 64)?;
    let r32 = eval(name, a & LOW32, b & LOW32, 32)?;
    (r64 & LOW32 == r32).then_some(r64)
}

pub(crate) fn index_attr(ctx: &Context, v: u64) -> Attribute {
    ctx.intern_attr(AttrKind::Integer {
        ty: ctx.index_type(),
        value: APInt::from_u64(64, v),
    })
}

fn binary_impl(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let ctx = op.ctx;
    let name = op.name_str();
    let (a, b) = (
        index_value(ctx, c.first().copied().flatten()),
        index_value(ctx, c.get(1).copied().flatten()),
    );
    if let (Some(a), Some(b)) = (a, b) {
        let v = fold_constants(name, a, b).ok_or(Failed)?;
        out.results.push(OpFoldResult::Attr(index_attr(ctx, v)));
        return Ok(());
    }
    // Identities with a constant right-hand side.
    let rhs_attr = c.get(1).copied().flatten();
    match (name, b) {
        ("index.add" | "index.sub", Some(0)) | ("index.mul", Some(1)) => {
            out.results.push(OpFoldResult::Value(op.operand(0)));
            Ok(())
        }
        ("index.mul", Some(0)) => {
            out.results.push(OpFoldResult::Attr(rhs_attr.ok_or(Failed)?));
            Ok(())
        }
        _ => Err(Failed),
    }
}

/// The folder of every binary index op (commutative ones also move a
/// constant left-hand side to the right).
pub(crate) fn fold_binary(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let r = binary_impl(op, c, out);
    with_traits(op, c, out, r)
}

// ---- casts ---------------------------------------------------------------------------

fn fold_cast(
    op: OpRef<'_>,
    c: &[Option<Attribute>],
    out: &mut FoldOutput,
    signed_cast: bool,
) -> LogicalResult {
    let ctx = op.ctx;
    let operand = c.first().copied().flatten();
    // An i1 constant may be a bool attribute (`index.bool.constant`).
    let from_bool = operand.and_then(|a| match ctx.attr_kind(a) {
        AttrKind::Bool(b) => Some(APInt::from_u64(1, *b as u64)),
        _ => None,
    });
    let value = match &from_bool {
        Some(v) => v,
        None => int_value(ctx, operand).ok_or(Failed)?,
    };
    let ext = |v: &APInt, w: u32| if signed_cast { v.sext(w) } else { v.zext(w) };
    let ty = op.result_type(0);
    let result = match ctx.type_kind(ty) {
        // To index: the 64-bit cast, whose truncation is the 32-bit one.
        TypeKind::Index => ext(value, 64),
        TypeKind::Integer { width, .. } => {
            let width = *width;
            let low = value.zext(32);
            if width <= 32 {
                value.zext(width)
            } else {
                // The cast of a 32-bit index must give the same value.
                let r = if width >= 64 {
                    ext(value, width)
                } else {
                    value.zext(width)
                };
                if ext(&low, width) != r {
                    return Err(Failed);
                }
                r
            }
        }
        _ => return Err(Failed),
    };
    out.results.push(OpFoldResult::Attr(
        ctx.intern_attr(AttrKind::Integer { ty, value: result }),
    ));
    Ok(())
}

pub(crate) fn fold_casts(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    fold_cast(op, c, out, true)
}

pub(crate) fn fold_castu(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    fold_cast(op, c, out, false)
}

// ---- cmp -----------------------------------------------------------------------------

/// Whether predicate `pred` (an `IndexCmpPredicate` value) holds for
/// `a` and `b` at width `w`.
fn compare(pred: u64, a: u64, b: u64, w: u32) -> Option<bool> {
    let (sa, sb) = (signed(a, w), signed(b, w));
    Some(match pred {
        0 => a == b,
        1 => a != b,
        2 => sa < sb,
        3 => sa <= sb,
        4 => sa > sb,
        5 => sa >= sb,
        6 => a < b,
        7 => a <= b,
        8 => a > b,
        9 => a >= b,
        _ => return None,
    })
}

/// The predicate that holds exactly when `pred` does not.
fn invert(pred: u64) -> u64 {
    match pred {
        0 => 1,
        1 => 0,
        2 => 5,
        5 => 2,
        3 => 4,
        4 => 3,
        6 => 9,
        9 => 6,
        7 => 8,
        8 => 7,
        p => p,
    }
}

/// A range of integers at width `w`, both as signed and as unsigned bounds
/// (values in the low `w` bits).
#[derive(Clone, Copy)]
struct Range {
    umin: u64,
    umax: u64,
    smin: i64,
    smax: i64,
}

impl Range {
    fn signed(lo: i64, hi: i64, w: u32) -> Range {
        let m = mask(w);
        let (umin, umax) = if (lo < 0) == (hi < 0) {
            (lo as u64 & m, hi as u64 & m)
        } else {
            (0, m)
        };
        Range {
            umin,
            umax,
            smin: lo,
            smax: hi,
        }
    }

    fn unsigned(lo: u64, hi: u64, w: u32) -> Range {
        let (slo, shi) = (signed(lo, w), signed(hi, w));
        let (smin, smax) = if (slo < 0) == (shi < 0) {
            (slo, shi)
        } else {
            (signed(1 << (w - 1), w), signed(mask(w - 1), w))
        };
        Range {
            umin: lo,
            umax: hi,
            smin,
            smax,
        }
    }

    fn constant(v: u64, w: u32) -> Range {
        Range::unsigned(v, v, w)
    }

    fn single(&self) -> Option<u64> {
        if self.umin == self.umax {
            Some(self.umin)
        } else if self.smin == self.smax {
            Some(self.smin as u64)
        } else {
            None
        }
    }
}

/// Whether `pred` holds for every pair of values of the two ranges.
fn always(pred: u64, l: &Range, r: &Range, w: u32) -> bool {
    match pred {
        0 => matches!((l.single(), r.single()), (Some(a), Some(b)) if a & mask(w) == b & mask(w)),
        1 => {
            let s = always(2, l, r, w) || always(4, l, r, w);
            let u = always(6, l, r, w) || always(8, l, r, w);
            s && u
        }
        2 => l.smax < r.smin,
        3 => l.smax <= r.smin,
        4 => l.smin > r.smax,
        5 => l.smin >= r.smax,
        6 => l.umax < r.umin,
        7 => l.umax <= r.umin,
        8 => l.umin > r.umax,
        9 => l.umin >= r.umax,
        _ => false,
    }
}

fn evaluate(pred: u64, l: &Range, r: &Range, w: u32) -> Option<bool> {
    if always(pred, l, r, w) {
        Some(true)
    } else if always(invert(pred), l, r, w) {
        Some(false)
    } else {
        None
    }
}

/// `cmp(minmax(x, a), b)` at width `w`: the range of the min or max
/// compared with the constant.
fn cmp_of_minmax(minmax: &str, pred: u64, a: u64, b: u64, w: u32) -> Option<bool> {
    let m = mask(w);
    let (a, b) = (a & m, b & m);
    let smin = signed(1 << (w - 1), w);
    let smax = signed(mask(w - 1), w);
    let range = match minmax {
        "index.mins" => Range::signed(smin, signed(a, w), w),
        "index.minu" => Range::unsigned(0, a, w),
        "index.maxs" => Range::signed(signed(a, w), smax, w),
        "index.maxu" => Range::unsigned(a, m, w),
        _ => return None,
    };
    evaluate(pred, &range, &Range::constant(b, w), w)
}

fn pred_of(op: OpRef<'_>) -> Option<u64> {
    let a = op.attr("pred")?;
    super::CMP_PREDICATE.attr_value(op.ctx, a)
}

pub(crate) fn fold_cmp(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let ctx = op.ctx;
    let pred = pred_of(op).ok_or(Failed)?;
    let lhs = index_value(ctx, c.first().copied().flatten());
    let rhs = index_value(ctx, c.get(1).copied().flatten());
    let mut push = |b: bool| {
        out.results.push(OpFoldResult::Attr(ctx.bool_attr(b)));
        Ok(())
    };
    if let (Some(a), Some(b)) = (lhs, rhs) {
        let r64 = compare(pred, a, b, 64);
        let r32 = compare(pred, a & LOW32, b & LOW32, 32);
        if let (Some(x), Some(y)) = (r64, r32) {
            if x == y {
                return push(x);
            }
        }
    }
    if let (Some(b), Some(minmax)) = (rhs, def(op, op.operand(0))) {
        let name = minmax.name_str();
        if matches!(name, "index.mins" | "index.minu" | "index.maxs" | "index.maxu") {
            let cst = strata_ir::fold::constant_value(ctx, op.body, minmax.operand(1));
            if let Some(a) = index_value(ctx, cst) {
                let r64 = cmp_of_minmax(name, pred, a, b, 64);
                let r32 = cmp_of_minmax(name, pred, a & LOW32, b & LOW32, 32);
                if let (Some(x), Some(y)) = (r64, r32) {
                    if x == y {
                        return push(x);
                    }
                }
            }
        }
    }
    if op.operand(0) == op.operand(1) {
        // eq, sle, sge, ule and uge hold for equal operands.
        return push(matches!(pred, 0 | 3 | 5 | 7 | 9));
    }
    Err(Failed)
}

// ---- constants -------------------------------------------------------------------------

/// `index.constant` and `index.bool.constant` fold to their value.
pub(crate) fn fold_constant(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    out.results
        .push(OpFoldResult::Attr(op.attr("value").ok_or(Failed)?));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const M1: u64 = u64::MAX;

    #[test]
    fn constants_fold_only_when_both_widths_agree() {
        assert_eq!(fold_constants("index.add", 1 << 32, 1), Some((1 << 32) + 1));
        assert_eq!(fold_constants("index.sub", 2, 5), Some(-3i64 as u64));
        // -7 / 2 unsigned: 0x7ffffffffffffffc at 64 bits, 0x7ffffffc at 32.
        assert_eq!(fold_constants("index.divu", -7i64 as u64, 2), None);
        assert_eq!(fold_constants("index.divs", -7i64 as u64, 2), Some(-3i64 as u64));
        assert_eq!(fold_constants("index.divs", 1, 0), None);
        assert_eq!(fold_constants("index.remu", 1, 0), None);
        assert_eq!(fold_constants("index.shl", 1, 5), Some(32));
        assert_eq!(fold_constants("index.shl", 1, 40), None);
        assert_eq!(fold_constants("index.maxu", -7i64 as u64, 2), Some(-7i64 as u64));
    }

    #[test]
    fn rounding_divisions() {
        let n7 = -7i64 as u64;
        assert_eq!(eval("index.ceildivs", n7, 2, 64), Some(-3i64 as u64));
        assert_eq!(eval("index.floordivs", n7, 2, 64), Some(-4i64 as u64));
        assert_eq!(eval("index.floordivs", 3, n7, 64), Some(M1));
        assert_eq!(eval("index.ceildivs", 3, 2, 64), Some(2));
        assert_eq!(eval("index.ceildivu", 0, 3, 32), Some(0));
        assert_eq!(eval("index.ceildivu", 7, 3, 32), Some(3));
        // The signed minimum divided by -1 wraps.
        assert_eq!(eval("index.divs", 1 << 31, M1, 32), Some(1 << 31));
        assert_eq!(eval("index.floordivs", 1 << 63, M1, 64), Some(1 << 63));
        assert_eq!(eval("index.rems", 1 << 63, M1, 64), Some(0));
    }

    #[test]
    fn min_max_ranges_decide_comparisons() {
        // maxs(x, 10) > 3 always; maxs(x, 10) == 10 is unknown.
        assert_eq!(cmp_of_minmax("index.maxs", 4, 10, 3, 64), Some(true));
        assert_eq!(cmp_of_minmax("index.maxs", 0, 10, 10, 64), None);
        // minu(x, 3) < 10 always; mins(x, 3) <u 10 is unknown (negative x).
        assert_eq!(cmp_of_minmax("index.minu", 6, 3, 10, 32), Some(true));
        assert_eq!(cmp_of_minmax("index.mins", 6, 3, 10, 32), None);
        // ne holds when both the signed and unsigned ranges exclude it.
        assert_eq!(cmp_of_minmax("index.maxs", 1, 10, 3, 64), Some(true));
        assert_eq!(cmp_of_minmax("index.maxs", 0, 10, 3, 64), Some(false));
    }

    #[test]
    fn predicates_and_inverses() {
        for p in 0..10 {
            assert_eq!(invert(invert(p)), p);
            for (a, b) in [(1u64, 2u64), (2, 1), (5, 5), (M1 & LOW32, 0)] {
                assert_eq!(compare(p, a, b, 32).map(|x| !x), compare(invert(p), a, b, 32));
            }
        }
        assert_eq!(compare(2, LOW32, 0, 32), Some(true));
        assert_eq!(compare(6, LOW32, 0, 32), Some(false));
    }
}
