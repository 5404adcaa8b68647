//! Floating-point arithmetic on the bit patterns of float attributes, with
//! LLVM `APFloat`'s semantics per float type (round to nearest even, NaN
//! quieting), as MLIR's arith folders compute.
//!
//! Types whose encoding `rustc_apfloat` cannot express (the FNUZ and
//! finite-only formats: f4E2M1FN, f6E2M3FN, f6E3M2FN, f8E5M2FNUZ,
//! f8E4M3FNUZ, f8E4M3B11FNUZ, f8E8M0FNU) are not folded: every function
//! returns `None` for them.

use std::cmp::Ordering;

use rustc_apfloat::ieee::{
    BFloat, Double, Float8E4M3FN, Float8E5M2, Half, IeeeFloat, Quad, Semantics, Single, X87DoubleExtended,
};
use rustc_apfloat::{Float, FloatConvert, Round, Status};
use strata_ir::{APInt, FloatKind};

/// The `tf32` format (1 sign, 8 exponent, 10 mantissa bits).
pub struct Tf32S;
impl Semantics for Tf32S {
    const BITS: usize = 19;
    const EXP_BITS: usize = 8;
}
/// The `f8E4M3` format (IEEE-style, with infinities and NaNs).
pub struct F8E4M3S;
impl Semantics for F8E4M3S {
    const BITS: usize = 8;
    const EXP_BITS: usize = 4;
}
/// The `f8E3M4` format (IEEE-style, with infinities and NaNs).
pub struct F8E3M4S;
impl Semantics for F8E3M4S {
    const BITS: usize = 8;
    const EXP_BITS: usize = 3;
}

/// Runs `$body` with `$F` bound to the `rustc_apfloat` type of `$kind`;
/// `None` for unsupported kinds.
macro_rules! with_float {
    ($kind:expr, $F:ident => $body:expr) => {
        match $kind {
            FloatKind::F16 => {
                type $F = Half;
                $body
            }
            FloatKind::BF16 => {
                type $F = BFloat;
                $body
            }
            FloatKind::F32 => {
                type $F = Single;
                $body
            }
            FloatKind::F64 => {
                type $F = Double;
                $body
            }
            FloatKind::F80 => {
                type $F = X87DoubleExtended;
                $body
            }
            FloatKind::F128 => {
                type $F = Quad;
                $body
            }
            FloatKind::TF32 => {
                type $F = IeeeFloat<Tf32S>;
                $body
            }
            FloatKind::F8E5M2 => {
                type $F = Float8E5M2;
                $body
            }
            FloatKind::F8E4M3FN => {
                type $F = Float8E4M3FN;
                $body
            }
            FloatKind::F8E4M3 => {
                type $F = IeeeFloat<F8E4M3S>;
                $body
            }
            FloatKind::F8E3M4 => {
                type $F = IeeeFloat<F8E3M4S>;
                $body
            }
            _ => None,
        }
    };
}

/// A binary float operation of the arith dialect.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BinOp {
    /// Addition.
    Add,
    /// Subtraction.
    Sub,
    /// Multiplication.
    Mul,
    /// Division.
    Div,
    /// `fmod` (`APFloat::mod`).
    Rem,
    /// `llvm::maximum`: NaN-propagating, -0 < +0.
    Maximum,
    /// `llvm::minimum`.
    Minimum,
    /// `llvm::maxnum`: a quiet NaN operand yields the other operand.
    MaxNum,
    /// `llvm::minnum`.
    MinNum,
}

/// `APFloat::makeQuiet`: sets the quiet bit of a NaN (the top bit of the
/// stored significand).
fn make_quiet<F: Float>(x: F) -> F {
    if !x.is_signaling() {
        return x;
    }
    F::from_bits(x.to_bits() | 1u128 << (F::PRECISION - 2))
}

fn binary_with<F: Float>(op: BinOp, a: u128, b: u128) -> u128 {
    let (a, b) = (F::from_bits(a), F::from_bits(b));
    let r = match op {
        BinOp::Add => (a + b).value,
        BinOp::Sub => (a - b).value,
        BinOp::Mul => (a * b).value,
        BinOp::Div => (a / b).value,
        BinOp::Rem => a.c_fmod(b).value,
        BinOp::Maximum | BinOp::Minimum => {
            if a.is_nan() {
                make_quiet(a)
            } else if b.is_nan() {
                make_quiet(b)
            } else if op == BinOp::Maximum {
                a.maximum(b)
            } else {
                a.minimum(b)
            }
        }
        BinOp::MaxNum | BinOp::MinNum => {
            if a.is_signaling() {
                make_quiet(a)
            } else if b.is_signaling() {
                make_quiet(b)
            } else if a.is_nan() {
                b
            } else if b.is_nan() {
                a
            } else if op == BinOp::MaxNum {
                // -0 < +0, as `maximum`.
                a.maximum(b)
            } else {
                a.minimum(b)
            }
        }
    };
    r.to_bits()
}

/// `a op b` on values of `kind`.
pub fn binary(kind: FloatKind, op: BinOp, a: u128, b: u128) -> Option<u128> {
    with_float!(kind, F => Some(binary_with::<F>(op, a, b)))
}

/// `-a`: flips the sign bit (also of NaNs).
pub fn neg(kind: FloatKind, a: u128) -> Option<u128> {
    with_float!(kind, F => Some((-F::from_bits(a)).to_bits()))
}

/// The ordering of `a` and `b`, `None` if unordered (a NaN).
pub fn compare(kind: FloatKind, a: u128, b: u128) -> Option<Option<Ordering>> {
    with_float!(kind, F => Some(F::from_bits(a).partial_cmp(&F::from_bits(b))))
}

/// Facts about one value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Class {
    /// Whether the value is a NaN.
    pub nan: bool,
    /// Whether the value is a zero of either sign.
    pub zero: bool,
    /// Whether the sign bit is set.
    pub negative: bool,
    /// Whether the value is an infinity.
    pub infinite: bool,
}

/// The class of the bits `a` of a value of format `kind`, or `None` for a format this module does not model.
pub fn classify(kind: FloatKind, a: u128) -> Option<Class> {
    with_float!(kind, F => {
        let v = F::from_bits(a);
        Some(Class {
            nan: v.is_nan(),
            zero: v.is_zero(),
            negative: v.is_negative(),
            infinite: v.is_infinite(),
        })
    })
}

/// Whether `a` is exactly `value` (a small integer).
pub fn is_exactly(kind: FloatKind, a: u128, value: i128) -> bool {
    with_float!(kind, F => {
        let v = F::from_i128(value).value;
        Some(v.bitwise_eq(F::from_bits(a)))
    })
    .unwrap_or(false)
}

fn to_quad<F: Float + FloatConvert<Quad>>(a: u128) -> Quad {
    let mut loses = false;
    F::from_bits(a)
        .convert_r(Round::NearestTiesToEven, &mut loses)
        .value
}

fn from_quad<F: Float>(q: Quad, round: Round) -> Option<u128>
where
    Quad: FloatConvert<F>,
{
    let mut loses = false;
    let r = q.convert_r(round, &mut loses);
    (!loses && r.status == Status::OK).then(|| r.value.to_bits())
}

/// Converts `a` from `from` to `to` if the conversion is exact (MLIR's
/// `convertFloatValue`: a conversion that loses information or raises an
/// exception does not fold). `round` only matters for inexact values.
pub fn convert(from: FloatKind, to: FloatKind, a: u128, round: Round) -> Option<u128> {
    // Every supported format converts exactly to binary128 (x87's 64-bit
    // significand included), so going through it rounds only once.
    let q = with_float!(from, F => Some(to_quad::<F>(a)))?;
    if from == to {
        return Some(a);
    }
    with_float!(to, F => from_quad::<F>(q, round))
}

/// `a` converted from `from` to `to` rounding to nearest even, inexact
/// results and overflows to infinity included (`APFloat::convert`).
pub fn convert_rounded(from: FloatKind, to: FloatKind, a: u128) -> Option<u128> {
    let q = with_float!(from, F => Some(to_quad::<F>(a)))?;
    with_float!(to, F => {
        let mut loses = false;
        let r: F = q.convert_r(Round::NearestTiesToEven, &mut loses).value;
        Some(r.to_bits())
    })
}

/// An integer converted to `kind` rounding to nearest even
/// (`convertFromAPInt`); integers wider than 128 bits are not handled.
pub fn from_int(kind: FloatKind, v: &APInt, signed: bool) -> Option<u128> {
    if v.width() > 128 {
        return None;
    }
    let words = v.words();
    let raw = words[0] as u128 | (words.get(1).copied().unwrap_or(0) as u128) << 64;
    with_float!(kind, F => {
        let r = if signed {
            let w = v.width();
            let shifted = if w == 0 { 0 } else { ((raw << (128 - w)) as i128) >> (128 - w) };
            F::from_i128_r(shifted, Round::NearestTiesToEven)
        } else {
            F::from_u128_r(raw, Round::NearestTiesToEven)
        };
        Some(r.value.to_bits())
    })
}

/// `a` converted to an integer of `width` bits rounding toward zero
/// (`convertToInteger`), `None` when out of range or NaN.
pub fn to_int(kind: FloatKind, a: u128, width: u32, signed: bool) -> Option<APInt> {
    if width == 0 || width > 128 {
        return None;
    }
    with_float!(kind, F => {
        let v = F::from_bits(a);
        let mut exact = false;
        let bits = if signed {
            // Convert at 128 bits and check the range (rustc_apfloat cannot
            // convert to a 1-bit signed integer directly).
            let r = v.to_i128_r(128, Round::TowardZero, &mut exact);
            if r.status.contains(Status::INVALID_OP) {
                return None;
            }
            if width < 128 {
                let (min, max) = (-(1i128 << (width - 1)), (1i128 << (width - 1)) - 1);
                if r.value < min || r.value > max {
                    return None;
                }
            }
            r.value as u128
        } else {
            let r = v.to_u128_r(width as usize, Round::TowardZero, &mut exact);
            if r.status.contains(Status::INVALID_OP) {
                return None;
            }
            r.value
        };
        Some(APInt::from_words(width, &[bits as u64, (bits >> 64) as u64]))
    })
}

/// `ilogb(a)`: the unbiased exponent; `i32::MAX` for infinities and
/// `i32::MIN`-based markers for NaN and zero (as `APFloat::ilogb`).
pub fn ilogb(kind: FloatKind, a: u128) -> Option<i32> {
    with_float!(kind, F => Some(F::from_bits(a).ilogb()))
}

/// `ilogb` of the largest finite value of `kind`.
pub fn largest_ilogb(kind: FloatKind) -> Option<i32> {
    with_float!(kind, F => Some(F::largest().ilogb()))
}

/// `2^n` in `kind`, infinity when it is out of range (as MLIR's wide
/// integer emulation computes its scale: an exact power of two, or
/// infinity once the conversion overflows).
pub fn pow2_or_inf(kind: FloatKind, n: u32) -> Option<u128> {
    with_float!(kind, F => {
        let fits = i64::from(n) <= i64::from(F::largest().ilogb());
        Some(if fits {
            F::from_u128(1).value.scalbn(n as rustc_apfloat::ExpInt).to_bits()
        } else {
            F::INFINITY.to_bits()
        })
    })
}

/// The smallest positive (subnormal) and the largest finite value of
/// `kind`, as `f64`s (`APFloat::getSmallest` and `getLargest`, converted to
/// double; values beyond the double range become infinities).
pub fn smallest_and_largest(kind: FloatKind) -> Option<(f64, f64)> {
    with_float!(kind, F => {
        let to_f64 = |v: F| {
            let mut loses = false;
            let d: Double = v.convert_r(Round::NearestTiesToEven, &mut loses).value;
            f64::from_bits(d.to_bits() as u64)
        };
        Some((to_f64(F::SMALLEST), to_f64(F::largest())))
    })
}

/// The number of significand bits of `kind`, the implicit bit included
/// (`FloatType::getFPMantissaWidth`).
pub fn precision(kind: FloatKind) -> Option<u32> {
    with_float!(kind, F => Some(F::PRECISION as u32))
}

/// The rounding mode of an `arith.roundingmode` case.
pub fn rounding(mode: i64) -> Round {
    match mode {
        1 => Round::TowardNegative,
        2 => Round::TowardPositive,
        3 => Round::TowardZero,
        4 => Round::NearestTiesToAway,
        _ => Round::NearestTiesToEven,
    }
}

/// `APFloat::roundToIntegral` with rounding `round`.
pub fn round_to_integral(kind: FloatKind, a: u128, round: Round) -> Option<u128> {
    with_float!(kind, F => Some(F::from_bits(a).round_to_integral(round).value.to_bits()))
}

/// `|a|`: clears the sign bit (also of NaNs).
pub fn abs(kind: FloatKind, a: u128) -> Option<u128> {
    with_float!(kind, F => Some(F::from_bits(a).abs().to_bits()))
}

/// `a` with the sign of `b`.
pub fn copy_sign(kind: FloatKind, a: u128, b: u128) -> Option<u128> {
    with_float!(kind, F => Some(F::from_bits(a).copy_sign(F::from_bits(b)).to_bits()))
}

/// Whether `a` is a normal number (not zero, subnormal, infinite or NaN).
pub fn is_normal(kind: FloatKind, a: u128) -> Option<bool> {
    with_float!(kind, F => Some(F::from_bits(a).is_normal()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f32b(x: f32) -> u128 {
        x.to_bits() as u128
    }

    #[test]
    fn f32_arithmetic_matches_ieee() {
        let k = FloatKind::F32;
        assert_eq!(binary(k, BinOp::Add, f32b(1.5), f32b(2.25)), Some(f32b(3.75)));
        assert_eq!(
            binary(k, BinOp::Div, f32b(1.0), f32b(0.0)),
            Some(f32b(f32::INFINITY))
        );
        // fmod keeps the dividend's sign; x mod 0 is the default NaN.
        assert_eq!(binary(k, BinOp::Rem, f32b(-7.0), f32b(2.0)), Some(f32b(-1.0)));
        assert_eq!(binary(k, BinOp::Rem, f32b(1.0), f32b(0.0)), Some(0x7FC0_0000));
    }

    #[test]
    fn nans_are_quieted_and_zeros_ordered() {
        let k = FloatKind::F32;
        let snan = 0x7FA0_0000;
        assert_eq!(binary(k, BinOp::Add, snan, f32b(1.0)), Some(0x7FE0_0000));
        assert_eq!(binary(k, BinOp::MaxNum, snan, f32b(1.0)), Some(0x7FE0_0000));
        assert_eq!(binary(k, BinOp::Maximum, f32b(1.0), snan), Some(0x7FE0_0000));
        assert_eq!(binary(k, BinOp::MaxNum, 0x7FC0_0000, f32b(1.0)), Some(f32b(1.0)));
        assert_eq!(
            binary(k, BinOp::Minimum, 0x7FC0_0000, f32b(1.0)),
            Some(0x7FC0_0000)
        );
        assert_eq!(binary(k, BinOp::MaxNum, f32b(-0.0), f32b(0.0)), Some(f32b(0.0)));
        assert_eq!(binary(k, BinOp::MinNum, f32b(0.0), f32b(-0.0)), Some(f32b(-0.0)));
        assert_eq!(neg(k, snan), Some(0xFFA0_0000));
        assert_eq!(compare(k, 0x7FC0_0000, f32b(1.0)), Some(None));
    }

    #[test]
    fn conversions_fold_only_when_exact() {
        // 1.0 and 0.5 are exact in f16; 0.1 is not, nor is 1e-8.
        let half_one = 0x3C00;
        assert_eq!(
            convert(
                FloatKind::F32,
                FloatKind::F16,
                f32b(1.0),
                Round::NearestTiesToEven
            ),
            Some(half_one)
        );
        assert_eq!(
            convert(
                FloatKind::F32,
                FloatKind::F16,
                f32b(0.1),
                Round::NearestTiesToEven
            ),
            None
        );
        assert_eq!(
            convert(
                FloatKind::F32,
                FloatKind::F16,
                f32b(1e-8),
                Round::NearestTiesToEven
            ),
            None
        );
        assert_eq!(
            convert(FloatKind::F16, FloatKind::F64, half_one, Round::NearestTiesToEven),
            Some(1f64.to_bits() as u128)
        );
        // bf16 has f32's range but 8 significant bits.
        assert_eq!(
            convert(
                FloatKind::F32,
                FloatKind::BF16,
                f32b(1e10),
                Round::NearestTiesToEven
            ),
            None
        );
        assert_eq!(
            convert(
                FloatKind::F32,
                FloatKind::BF16,
                f32b(2.0),
                Round::NearestTiesToEven
            ),
            Some(0x4000)
        );
        // Formats without an encoding here do not fold.
        assert_eq!(
            convert(
                FloatKind::F32,
                FloatKind::F8E5M2FNUZ,
                f32b(1.0),
                Round::NearestTiesToEven
            ),
            None
        );
        // 448 is f8E4M3FN's largest finite value; 300.5 is inexact.
        assert_eq!(
            convert(
                FloatKind::F32,
                FloatKind::F8E4M3FN,
                f32b(448.0),
                Round::NearestTiesToEven
            ),
            Some(0x7E)
        );
        assert_eq!(
            convert(
                FloatKind::F32,
                FloatKind::F8E4M3FN,
                f32b(300.5),
                Round::NearestTiesToEven
            ),
            None
        );
    }

    #[test]
    fn integer_conversions() {
        let k = FloatKind::F32;
        // 2^24 + 1 rounds to even.
        assert_eq!(
            from_int(k, &APInt::from_i64(32, 16_777_217), true),
            Some(f32b(16_777_216.0))
        );
        assert_eq!(from_int(k, &APInt::from_i64(8, -1), true), Some(f32b(-1.0)));
        assert_eq!(from_int(k, &APInt::from_i64(8, -1), false), Some(f32b(255.0)));
        assert_eq!(to_int(k, f32b(-1.5), 8, true), Some(APInt::from_i64(8, -1)));
        assert_eq!(to_int(k, f32b(300.5), 8, true), None);
        assert_eq!(to_int(k, f32b(-1.0), 8, false), None);
        assert_eq!(to_int(k, 0x7FC0_0000, 32, true), None);
        assert_eq!(to_int(k, f32b(255.9), 8, false), Some(APInt::from_u64(8, 255)));
    }

    #[test]
    fn one_bit_and_wide_integers() {
        let k = FloatKind::F32;
        // i1 holds 0 and -1 as signed, 0 and 1 as unsigned.
        assert_eq!(to_int(k, f32b(0.0), 1, true), Some(APInt::zero(1)));
        assert_eq!(to_int(k, f32b(-1.0), 1, true), Some(APInt::all_ones(1)));
        assert_eq!(to_int(k, f32b(1.0), 1, true), None);
        assert_eq!(to_int(k, f32b(1.0), 1, false), Some(APInt::from_u64(1, 1)));
        assert_eq!(from_int(k, &APInt::all_ones(1), true), Some(f32b(-1.0)));
        // 2^128 - 1 rounds to 2^128, beyond f32: infinity.
        assert_eq!(
            from_int(k, &APInt::all_ones(128), false),
            Some(f32b(f32::INFINITY))
        );
        assert_eq!(from_int(k, &APInt::zero(200), false), None, "wider than 128 bits");
        assert_eq!(
            to_int(FloatKind::F64, 1e30f64.to_bits() as u128, 128, true).map(|v| v.is_zero()),
            Some(false)
        );
    }
}
