//! Float literals as MLIR prints them: `%e` style with six digits when
//! that reads back to the same value, else the shortest exact decimal
//! form, else the bit pattern in hex (`0x7FC00000`).

use rustc_apfloat::ieee::{
    BFloat, Double, Float8E4M3FN, Float8E5M2, Half, Quad, Semantics, Single, X87DoubleExtended,
};
use rustc_apfloat::{Float, Round};
use strata_ir::FloatKind;

struct Tf32S;
impl Semantics for Tf32S {
    const BITS: usize = 19;
    const EXP_BITS: usize = 8;
}
struct F8E4M3S;
impl Semantics for F8E4M3S {
    const BITS: usize = 8;
    const EXP_BITS: usize = 4;
}
struct F8E3M4S;
impl Semantics for F8E3M4S {
    const BITS: usize = 8;
    const EXP_BITS: usize = 3;
}

type Tf32 = rustc_apfloat::ieee::IeeeFloat<Tf32S>;
type F8E4M3 = rustc_apfloat::ieee::IeeeFloat<F8E4M3S>;
type F8E3M4 = rustc_apfloat::ieee::IeeeFloat<F8E3M4S>;

/// Appends `0x` and the bits in upper-case hex without leading zeros.
pub(crate) fn push_hex_bits(out: &mut String, bits: u128) {
    use std::fmt::Write;
    let _ = write!(out, "0x{bits:X}");
}

fn print_with<F: Float + std::fmt::Display>(bits: u128, out: &mut String) {
    let v = F::from_bits(bits);
    if v.is_finite() {
        let short = format!("{:#width$.prec$}", v, width = 0, prec = 6);
        if let Ok(back) = F::from_str_r(&short, Round::NearestTiesToEven) {
            if back.value.to_bits() == bits {
                out.push_str(&short);
                return;
            }
        }
        let long = format!("{v}");
        if long.contains('.') {
            out.push_str(&long);
            return;
        }
    }
    push_hex_bits(out, bits);
}

/// Decodes a value of one of the small formats rustc_apfloat lacks, or
/// `None` for NaN (these formats have no infinities).
fn decode_small(kind: FloatKind, bits: u128) -> Option<f64> {
    let b = bits as u32;
    let (exp_bits, man_bits, bias, nan_neg_zero, unsigned_e8) = match kind {
        FloatKind::F4E2M1FN => (2, 1, 1, false, false),
        FloatKind::F6E2M3FN => (2, 3, 1, false, false),
        FloatKind::F6E3M2FN => (3, 2, 3, false, false),
        FloatKind::F8E5M2FNUZ => (5, 2, 16, true, false),
        FloatKind::F8E4M3FNUZ => (4, 3, 8, true, false),
        FloatKind::F8E4M3B11FNUZ => (4, 3, 11, true, false),
        FloatKind::F8E8M0FNU => (8, 0, 127, false, true),
        _ => return None,
    };
    if unsigned_e8 {
        if b == 0xFF {
            return None;
        }
        return Some(2f64.powi(b as i32 - bias));
    }
    let total = 1 + exp_bits + man_bits;
    let sign = (b >> (total - 1)) & 1 == 1;
    let e = (b >> man_bits) & ((1 << exp_bits) - 1);
    let m = b & ((1 << man_bits) - 1);
    if nan_neg_zero && sign && e == 0 && m == 0 {
        return None;
    }
    let mag = if e == 0 {
        m as f64 * 2f64.powi(1 - bias - man_bits)
    } else {
        (1.0 + m as f64 / (1u32 << man_bits) as f64) * 2f64.powi(e as i32 - bias)
    };
    Some(if sign { -mag } else { mag })
}

fn small_round_trips(kind: FloatKind, bits: u128, text: &str) -> bool {
    let Ok(p) = text.parse::<f64>() else { return false };
    let width = kind.width();
    let mut best: Option<(f64, u128)> = None;
    for cand in 0..(1u128 << width) {
        if let Some(v) = decode_small(kind, cand) {
            if v.is_sign_negative() != p.is_sign_negative() {
                continue;
            }
            let d = (v - p).abs();
            if best.is_none_or(|(bd, _)| d < bd) {
                best = Some((d, cand));
            }
        }
    }
    best.is_some_and(|(_, c)| c == bits)
}

fn print_small(kind: FloatKind, bits: u128, out: &mut String) {
    if let Some(v) = decode_small(kind, bits) {
        let d = Double::from_bits(v.to_bits() as u128);
        let short = format!("{:#width$.prec$}", d, width = 0, prec = 6);
        if small_round_trips(kind, bits, &short) {
            out.push_str(&short);
            return;
        }
        let man_bits = match kind {
            FloatKind::F4E2M1FN => 1,
            FloatKind::F6E2M3FN | FloatKind::F8E4M3FNUZ | FloatKind::F8E4M3B11FNUZ => 3,
            FloatKind::F6E3M2FN | FloatKind::F8E5M2FNUZ => 2,
            _ => 0,
        };
        let precision = 2 + (man_bits + 1) * 59 / 196;
        let long = format!("{:.prec$}", d, prec = precision);
        if long.contains('.') {
            out.push_str(&long);
            return;
        }
    }
    push_hex_bits(out, bits);
}

/// Appends a float literal of the given kind stored as `bits`.
pub(crate) fn print_float(kind: FloatKind, bits: u128, out: &mut String) {
    match kind {
        FloatKind::F16 => print_with::<Half>(bits, out),
        FloatKind::BF16 => print_with::<BFloat>(bits, out),
        FloatKind::F32 => print_with::<Single>(bits, out),
        FloatKind::F64 => print_with::<Double>(bits, out),
        FloatKind::F80 => print_with::<X87DoubleExtended>(bits, out),
        FloatKind::F128 => print_with::<Quad>(bits, out),
        FloatKind::TF32 => print_with::<Tf32>(bits, out),
        FloatKind::F8E5M2 => print_with::<Float8E5M2>(bits, out),
        FloatKind::F8E4M3FN => print_with::<Float8E4M3FN>(bits, out),
        FloatKind::F8E4M3 => print_with::<F8E4M3>(bits, out),
        FloatKind::F8E3M4 => print_with::<F8E3M4>(bits, out),
        _ => print_small(kind, bits, out),
    }
}
