//! The folders of the math ops: constant folding over scalars, splats and
//! dense elements. Rounding, sign and classification ops compute with
//! IEEE semantics for every supported float type; the transcendental
//! functions fold only `f32` and `f64`, with the host's math library, as
//! MLIR does.

use strata_ir::{APInt, Attribute, Failed, FloatKind, FoldOutput, LogicalResult, OpFoldResult, OpRef};

use rustc_apfloat::Round;
use strata_dialect_arith::apfloat;
use strata_dialect_arith::fold::{fold_binary, fold_unary, read, Elems};

fn push(out: &mut FoldOutput, a: Option<Attribute>) -> LogicalResult {
    out.results.push(OpFoldResult::Attr(a.ok_or(Failed)?));
    Ok(())
}

fn operand(c: &[Option<Attribute>], i: usize) -> Option<Attribute> {
    c.get(i).copied().flatten()
}

// ---- integer ops -------------------------------------------------------------------

fn int_unary(
    op: OpRef<'_>,
    c: &[Option<Attribute>],
    out: &mut FoldOutput,
    f: fn(&APInt) -> APInt,
) -> LogicalResult {
    push(
        out,
        fold_unary(op.ctx, operand(c, 0), op.result_type(0), |v| Some(f(v))),
    )
}

fn count_leading_zeros(v: &APInt) -> APInt {
    APInt::from_u64(v.width(), u64::from(v.leading_zeros()))
}

fn count_trailing_zeros(v: &APInt) -> APInt {
    let n = (0..v.width()).find(|&i| v.bit(i)).unwrap_or(v.width());
    APInt::from_u64(v.width(), u64::from(n))
}

fn count_ones(v: &APInt) -> APInt {
    let n: u32 = v.words().iter().map(|w| w.count_ones()).sum();
    APInt::from_u64(v.width(), u64::from(n))
}

fn abs_int(v: &APInt) -> APInt {
    if v.is_negative() {
        v.neg()
    } else {
        v.clone()
    }
}

pub(crate) fn fold_absi(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    int_unary(op, c, out, abs_int)
}

pub(crate) fn fold_ctlz(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    int_unary(op, c, out, count_leading_zeros)
}

pub(crate) fn fold_cttz(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    int_unary(op, c, out, count_trailing_zeros)
}

pub(crate) fn fold_ctpop(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    int_unary(op, c, out, count_ones)
}

/// `base ** exp` with a signed exponent, wrapping: a negative exponent
/// gives 1 for base 1, +-1 for base -1, 0 for other non-zero bases, and
/// is undefined for base 0.
fn ipow(base: &APInt, exp: &APInt) -> Option<APInt> {
    let w = base.width();
    let one = APInt::from_u64(w, 1);
    if exp.is_negative() {
        if base.is_zero() {
            return None;
        }
        if base.is_one() {
            return Some(one);
        }
        if base.is_all_ones() {
            return Some(if exp.bit(0) { base.clone() } else { one });
        }
        return Some(APInt::zero(w));
    }
    let mut result = one;
    let mut b = base.clone();
    let mut e = exp.clone();
    while !e.is_zero() {
        if e.bit(0) {
            result = result.mul(&b);
        }
        e = e.lshr(1);
        if !e.is_zero() {
            b = b.mul(&b);
        }
    }
    Some(result)
}

pub(crate) fn fold_ipowi(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    push(out, fold_binary(op.ctx, c, op.result_type(0), ipow))
}

// ---- floats ------------------------------------------------------------------------

fn bits(v: &APInt) -> u128 {
    let w = v.words();
    w[0] as u128 | (w.get(1).copied().unwrap_or(0) as u128) << 64
}

fn from_bits(width: u32, b: u128) -> APInt {
    APInt::from_words(width, &[b as u64, (b >> 64) as u64])
}

/// The float kind of the elements of the op's first operand.
fn kind(op: OpRef<'_>) -> Option<FloatKind> {
    let ctx = op.ctx;
    ctx.float_kind(ctx.element_type_or_self(op.operand_type(0)))
}

fn float_unary(
    op: OpRef<'_>,
    c: &[Option<Attribute>],
    out: &mut FoldOutput,
    f: impl Fn(FloatKind, u128) -> Option<u128>,
) -> LogicalResult {
    let k = kind(op).ok_or(Failed)?;
    let width = k.width();
    push(
        out,
        fold_unary(op.ctx, operand(c, 0), op.result_type(0), |v| {
            Some(from_bits(width, f(k, bits(v))?))
        }),
    )
}

fn float_binary(
    op: OpRef<'_>,
    c: &[Option<Attribute>],
    out: &mut FoldOutput,
    f: impl Fn(FloatKind, u128, u128) -> Option<u128>,
) -> LogicalResult {
    let k = kind(op).ok_or(Failed)?;
    let width = k.width();
    push(
        out,
        fold_binary(op.ctx, c, op.result_type(0), |a, b| {
            Some(from_bits(width, f(k, bits(a), bits(b))?))
        }),
    )
}

pub(crate) fn fold_absf(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    float_unary(op, c, out, apfloat::abs)
}

pub(crate) fn fold_copysign(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    float_binary(op, c, out, apfloat::copy_sign)
}

fn rounding(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput, round: Round) -> LogicalResult {
    float_unary(op, c, out, |k, a| apfloat::round_to_integral(k, a, round))
}

pub(crate) fn fold_ceil(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    rounding(op, c, out, Round::TowardPositive)
}

pub(crate) fn fold_floor(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    rounding(op, c, out, Round::TowardNegative)
}

pub(crate) fn fold_roundeven(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    rounding(op, c, out, Round::NearestTiesToEven)
}

// ---- classification ----------------------------------------------------------------

fn classification(
    op: OpRef<'_>,
    c: &[Option<Attribute>],
    out: &mut FoldOutput,
    f: fn(FloatKind, u128) -> Option<bool>,
) -> LogicalResult {
    let k = kind(op).ok_or(Failed)?;
    // As in MLIR, elements that are not all equal do not fold (the result
    // element type differs from the operand's).
    let a = operand(c, 0);
    if a.and_then(|a| read(op.ctx, a))
        .is_some_and(|e| matches!(e, Elems::Dense(_)))
    {
        return Err(Failed);
    }
    push(
        out,
        fold_unary(op.ctx, a, op.result_type(0), |v| {
            Some(APInt::from_u64(1, u64::from(f(k, bits(v))?)))
        }),
    )
}

pub(crate) fn fold_isnan(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    classification(op, c, out, |k, a| apfloat::classify(k, a).map(|c| c.nan))
}

pub(crate) fn fold_isinf(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    classification(op, c, out, |k, a| apfloat::classify(k, a).map(|c| c.infinite))
}

pub(crate) fn fold_isfinite(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    classification(op, c, out, |k, a| {
        apfloat::classify(k, a).map(|c| !c.nan && !c.infinite)
    })
}

pub(crate) fn fold_isnormal(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    classification(op, c, out, apfloat::is_normal)
}

// ---- host math library -------------------------------------------------------------

/// A function computed by the host's math library: its `f32` and `f64`
/// forms, each `None` where the fold does not apply.
struct Host {
    f32: fn(f32) -> Option<f32>,
    f64: fn(f64) -> Option<f64>,
}

fn host(k: FloatKind, a: u128, h: &Host) -> Option<u128> {
    match k {
        FloatKind::F32 => (h.f32)(f32::from_bits(a as u32)).map(|r| r.to_bits() as u128),
        FloatKind::F64 => (h.f64)(f64::from_bits(a as u64)).map(|r| r.to_bits() as u128),
        _ => None,
    }
}

struct Host2 {
    f32: fn(f32, f32) -> f32,
    f64: fn(f64, f64) -> f64,
}

fn host2(k: FloatKind, a: u128, b: u128, h: &Host2) -> Option<u128> {
    match k {
        FloatKind::F32 => Some((h.f32)(f32::from_bits(a as u32), f32::from_bits(b as u32)).to_bits() as u128),
        FloatKind::F64 => Some((h.f64)(f64::from_bits(a as u64), f64::from_bits(b as u64)).to_bits() as u128),
        _ => None,
    }
}

macro_rules! host_folder {
    ($name:ident, $f32:expr, $f64:expr) => {
        pub(crate) fn $name(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
            const H: Host = Host {
                f32: $f32,
                f64: $f64,
            };
            float_unary(op, c, out, |k, a| host(k, a, &H))
        }
    };
}

macro_rules! host_folder2 {
    ($name:ident, $f32:expr, $f64:expr) => {
        pub(crate) fn $name(op: OpRef<'_>, c: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
            const H: Host2 = Host2 {
                f32: $f32,
                f64: $f64,
            };
            float_binary(op, c, out, |k, a, b| host2(k, a, b, &H))
        }
    };
}

host_folder!(fold_acos, |x| Some(x.acos()), |x| Some(x.acos()));
host_folder!(fold_asin, |x| Some(x.asin()), |x| Some(x.asin()));
host_folder!(fold_atan, |x| Some(x.atan()), |x| Some(x.atan()));
// Out of the domain, the host library's NaN is the x86 default NaN
// (negative, quiet).
const F32_DEFAULT_NAN: f32 = f32::from_bits(0xffc0_0000);
const F64_DEFAULT_NAN: f64 = f64::from_bits(0xfff8_0000_0000_0000);

host_folder!(
    fold_acosh,
    |x| Some(if x < 1.0 { F32_DEFAULT_NAN } else { libm::acoshf(x) }),
    |x| Some(if x < 1.0 { F64_DEFAULT_NAN } else { libm::acosh(x) })
);
host_folder!(fold_asinh, |x| Some(libm::asinhf(x)), |x| Some(libm::asinh(x)));
host_folder!(
    fold_atanh,
    |x| Some(if x.abs() > 1.0 {
        F32_DEFAULT_NAN
    } else {
        libm::atanhf(x)
    }),
    |x| Some(if x.abs() > 1.0 {
        F64_DEFAULT_NAN
    } else {
        libm::atanh(x)
    })
);
host_folder!(fold_cos, |x| Some(x.cos()), |x| Some(x.cos()));
host_folder!(fold_sin, |x| Some(x.sin()), |x| Some(x.sin()));
host_folder!(fold_tan, |x| Some(x.tan()), |x| Some(x.tan()));
host_folder!(fold_cosh, |x| Some(x.cosh()), |x| Some(x.cosh()));
host_folder!(fold_sinh, |x| Some(x.sinh()), |x| Some(x.sinh()));
host_folder!(fold_tanh, |x| Some(x.tanh()), |x| Some(x.tanh()));
host_folder!(fold_erf, |x| Some(libm::erff(x)), |x| Some(libm::erf(x)));
host_folder!(fold_erfc, |x| Some(libm::erfcf(x)), |x| Some(libm::erfc(x)));
host_folder!(fold_exp, |x| Some(x.exp()), |x| Some(x.exp()));
host_folder!(fold_exp2, |x| Some(x.exp2()), |x| Some(x.exp2()));
host_folder!(fold_expm1, |x| Some(x.exp_m1()), |x| Some(x.exp_m1()));
host_folder!(fold_log, |x| (!x.is_sign_negative()).then(|| x.ln()), |x| (!x
    .is_sign_negative())
.then(|| x.ln()));
host_folder!(fold_log2, |x| (!x.is_sign_negative()).then(|| x.log2()), |x| (!x
    .is_sign_negative())
.then(|| x.log2()));
host_folder!(fold_log10, |x| (!x.is_sign_negative()).then(|| x.log10()), |x| {
    (!x.is_sign_negative()).then(|| x.log10())
});
host_folder!(
    fold_log1p,
    |x| (!(x + 1.0).is_sign_negative()).then(|| x.ln_1p()),
    |x| (!(x + 1.0).is_sign_negative()).then(|| x.ln_1p())
);
host_folder!(fold_sqrt, |x| (!x.is_sign_negative()).then(|| x.sqrt()), |x| (!x
    .is_sign_negative())
.then(|| x.sqrt()));
host_folder!(fold_round, |x| Some(x.round()), |x| Some(x.round()));
host_folder!(fold_trunc, |x| Some(x.trunc()), |x| Some(x.trunc()));
host_folder2!(fold_atan2, f32::atan2, f64::atan2);
host_folder2!(fold_powf, f32::powf, f64::powf);

#[cfg(test)]
mod tests {
    use super::*;

    fn i(w: u32, v: i64) -> APInt {
        APInt::from_i64(w, v)
    }

    #[test]
    fn integer_powers_wrap_and_handle_negative_exponents() {
        assert_eq!(ipow(&i(32, -5), &i(32, 3)), Some(i(32, -125)));
        assert_eq!(ipow(&i(8, 12), &i(8, 2)), Some(i(8, -112)));
        assert_eq!(ipow(&i(32, 7), &i(32, 0)), Some(i(32, 1)));
        assert_eq!(ipow(&i(32, -1), &i(32, -3)), Some(i(32, -1)));
        assert_eq!(ipow(&i(32, -1), &i(32, -4)), Some(i(32, 1)));
        assert_eq!(ipow(&i(32, 1), &i(32, -4)), Some(i(32, 1)));
        assert_eq!(ipow(&i(32, 5), &i(32, -1)), Some(i(32, 0)));
        assert_eq!(ipow(&i(32, 0), &i(32, -1)), None);
        assert_eq!(ipow(&i(64, 3), &i(64, 40)), Some(i(64, 3i64.wrapping_pow(40))));
    }

    #[test]
    fn bit_counts() {
        assert_eq!(count_leading_zeros(&i(8, 12)), i(8, 4));
        assert_eq!(count_trailing_zeros(&i(8, 12)), i(8, 2));
        assert_eq!(count_trailing_zeros(&i(16, 0)), i(16, 16));
        assert_eq!(count_ones(&i(32, -5)), i(32, 31));
        assert_eq!(abs_int(&i(32, -5)), i(32, 5));
        assert_eq!(abs_int(&APInt::signed_min(64)), APInt::signed_min(64));
    }

    #[test]
    fn host_functions_apply_only_to_f32_and_f64() {
        const SQRT: Host = Host {
            f32: |x| (!x.is_sign_negative()).then(|| x.sqrt()),
            f64: |x| (!x.is_sign_negative()).then(|| x.sqrt()),
        };
        assert_eq!(
            host(FloatKind::F64, 4.0f64.to_bits() as u128, &SQRT),
            Some(2.0f64.to_bits() as u128)
        );
        assert_eq!(host(FloatKind::F32, (-4.0f32).to_bits() as u128, &SQRT), None);
        assert_eq!(host(FloatKind::F16, 0x4400, &SQRT), None);
    }
}
