//! Float constants as LLVM's assembly writer prints them: `float` and
//! `double` in `%e` form with six digits when that reads back exactly,
//! else as the hexadecimal bits of the value as a `double`; the other
//! formats always in hexadecimal with their prefix (`0xH` half, `0xR`
//! bfloat, `0xK` x86_fp80, `0xL` fp128).

use crate::ir::Ty;

/// The text of a float constant of type `ty` with bit pattern `bits`.
pub fn format_float(ty: &Ty, bits: u128) -> String {
    match ty {
        Ty::Double => format_ieee(f64::from_bits(bits as u64), bits as u64, parts64(bits as u64)),
        Ty::Float => {
            let f = f32::from_bits(bits as u32);
            let d = f as f64;
            let mut dbits = d.to_bits();
            if f.is_nan() {
                // The conversion keeps the payload (shifted into the top
                // of the double's mantissa) and the sign; a signaling NaN
                // stays signaling in LLVM's conversion.
                let b = bits as u32;
                let payload = (b & 0x007f_ffff) as u64;
                dbits = ((b as u64 >> 31) << 63) | (0x7ff << 52) | (payload << 29);
            }
            format_ieee(d, dbits, parts32(bits as u32))
        }
        Ty::Half => format!("0xH{:04X}", bits as u16),
        Ty::BFloat => format!("0xR{:04X}", bits as u16),
        Ty::X86Fp80 => format!("0xK{:04X}{:016X}", (bits >> 64) as u16, bits as u64),
        Ty::Fp128 => format!("0xL{:016X}{:016X}", bits as u64, (bits >> 64) as u64),
        Ty::PpcFp128 => format!("0xM{:016X}{:016X}", bits as u64, (bits >> 64) as u64),
        _ => format!("{bits}"),
    }
}

/// `d` in `%e` form when that reads back exactly, else its bits as a
/// double in hexadecimal; `parts` is the value's sign, integer
/// significand, binary exponent and zeroness in its own format.
fn format_ieee(d: f64, dbits: u64, parts: (bool, u64, i32, bool)) -> String {
    if d.is_finite() {
        let s = to_string_6(parts.0, parts.1, parts.2, parts.3);
        if s.parse::<f64>().ok() == Some(d) {
            return s;
        }
    }
    format!("0x{dbits:X}")
}

fn parts64(bits: u64) -> (bool, u64, i32, bool) {
    (bits >> 63 != 0, sig64(bits), exp64(bits), bits << 1 == 0)
}

fn parts32(b: u32) -> (bool, u64, i32, bool) {
    let e = ((b >> 23) & 0xff) as i32;
    let m = (b & 0x7f_ffff) as u64;
    let (sig, exp) = if e == 0 { (m, -149) } else { (m | 1 << 23, e - 150) };
    (b >> 31 != 0, sig, exp, b << 1 == 0)
}

fn sig64(bits: u64) -> u64 {
    let m = bits & ((1 << 52) - 1);
    if (bits >> 52) & 0x7ff == 0 {
        m
    } else {
        m | 1 << 52
    }
}

fn exp64(bits: u64) -> i32 {
    let e = ((bits >> 52) & 0x7ff) as i32;
    if e == 0 {
        -1074
    } else {
        e - 1075
    }
}

/// APFloat's `toString(Str, /*FormatPrecision=*/6, /*FormatMaxPadding=*/0,
/// /*TruncateZero=*/false)` of `(-1)^neg * sig * 2^exp`: at most six
/// significant digits, found by truncating the exact decimal expansion to
/// about six digits and then rounding half up, padded to six decimals.
fn to_string_6(neg: bool, sig: u64, exp: i32, zero: bool) -> String {
    const PRECISION: usize = 6;
    let mut out = String::new();
    if neg {
        out.push('-');
    }
    if zero {
        out.push_str("0.000000e+00");
        return out;
    }
    let tz = sig.trailing_zeros() as i32;
    let mut exp = exp + tz;
    let mut n = BigUint::from(sig >> tz);
    if exp > 0 {
        n.shl(exp as u32);
        exp = 0;
    } else if exp < 0 {
        for _ in 0..-exp {
            n.mul_small(5);
        }
    }
    // Drop digits that cannot matter (truncating), as APFloat does first.
    let bits = n.active_bits();
    let required = ((PRECISION as u32) * 196).div_ceil(59);
    if bits > required {
        let removable = (bits - required) * 59 / 196;
        for _ in 0..removable {
            n.div_small(10);
        }
        exp += removable as i32;
    }
    // Digits, least significant first, without trailing zeros.
    let mut digits = Vec::new();
    let mut in_trail = true;
    while !n.is_zero() {
        let d = n.div_small(10) as u8;
        if in_trail && d == 0 {
            exp += 1;
        } else {
            digits.push(b'0' + d);
            in_trail = false;
        }
    }
    // Round half up to the precision.
    let len = digits.len();
    if len > PRECISION {
        let mut first = len - PRECISION;
        if digits[first - 1] < b'5' {
            while first < len && digits[first] == b'0' {
                first += 1;
            }
            exp += first as i32;
            digits.drain(..first);
        } else {
            // Decimal add with carry; the carried-through nines drop.
            let start = first;
            for d in &mut digits[start..] {
                if *d == b'9' {
                    first += 1;
                } else {
                    *d += 1;
                    break;
                }
            }
            exp += first as i32;
            if first == len {
                digits = vec![b'1'];
            } else {
                digits.drain(..first);
            }
        }
    }
    let nd = digits.len();
    let e = exp + nd as i32 - 1;
    out.push(digits[nd - 1] as char);
    out.push('.');
    for i in 1..nd {
        out.push(digits[nd - 1 - i] as char);
    }
    for _ in 0..(PRECISION + 1).saturating_sub(nd) {
        out.push('0');
    }
    out.push('e');
    out.push(if e >= 0 { '+' } else { '-' });
    out.push_str(&format!("{:02}", e.unsigned_abs()));
    out
}

/// Just enough of an arbitrary-precision unsigned integer for
/// [`to_string_6`]: little-endian 32-bit limbs.
struct BigUint(Vec<u32>);

impl BigUint {
    fn from(v: u64) -> BigUint {
        BigUint(vec![v as u32, (v >> 32) as u32])
    }

    fn shl(&mut self, by: u32) {
        for _ in 0..by / 32 {
            self.0.insert(0, 0);
        }
        let s = by % 32;
        if s > 0 {
            let mut carry = 0u32;
            for l in &mut self.0 {
                let v = ((*l as u64) << s) | carry as u64;
                *l = v as u32;
                carry = (v >> 32) as u32;
            }
            if carry != 0 {
                self.0.push(carry);
            }
        }
    }

    fn mul_small(&mut self, m: u32) {
        let mut carry = 0u64;
        for l in &mut self.0 {
            let v = *l as u64 * m as u64 + carry;
            *l = v as u32;
            carry = v >> 32;
        }
        if carry != 0 {
            self.0.push(carry as u32);
        }
    }

    /// Divides in place; returns the remainder.
    fn div_small(&mut self, d: u32) -> u32 {
        let mut rem = 0u64;
        for l in self.0.iter_mut().rev() {
            let v = (rem << 32) | *l as u64;
            *l = (v / d as u64) as u32;
            rem = v % d as u64;
        }
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
        rem as u32
    }

    fn is_zero(&self) -> bool {
        self.0.iter().all(|&l| l == 0)
    }

    fn active_bits(&self) -> u32 {
        for (i, &l) in self.0.iter().enumerate().rev() {
            if l != 0 {
                return i as u32 * 32 + 32 - l.leading_zeros();
            }
        }
        0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn doubles() {
        assert_eq!(
            format_float(&Ty::Double, 3.25f64.to_bits() as u128),
            "3.250000e+00"
        );
        assert_eq!(
            format_float(&Ty::Double, 0.1f64.to_bits() as u128),
            "1.000000e-01"
        );
        assert_eq!(
            format_float(&Ty::Double, 1e300f64.to_bits() as u128),
            "1.000000e+300"
        );
        assert_eq!(
            format_float(&Ty::Double, 123456.7f64.to_bits() as u128),
            "0x40FE240B33333333"
        );
        assert_eq!(
            format_float(&Ty::Double, f64::INFINITY.to_bits() as u128),
            "0x7FF0000000000000"
        );
        assert_eq!(
            format_float(&Ty::Double, (-0.0f64).to_bits() as u128),
            "-0.000000e+00"
        );
    }

    #[test]
    fn floats_and_others() {
        assert_eq!(
            format_float(&Ty::Float, 0.1f32.to_bits() as u128),
            "0x3FB99999A0000000"
        );
        assert_eq!(format_float(&Ty::Float, 1.5f32.to_bits() as u128), "1.500000e+00");
        assert_eq!(format_float(&Ty::Float, 0x7FC0_0000), "0x7FF8000000000000");
        assert_eq!(format_float(&Ty::Half, 0), "0xH0000");
        assert_eq!(format_float(&Ty::BFloat, 0x3F80), "0xR3F80");
        assert_eq!(
            format_float(&Ty::Fp128, 0x3FFF_0000_0000_0000_0000_0000_0000_0000),
            "0xL00000000000000003FFF000000000000"
        );
        assert_eq!(
            format_float(&Ty::X86Fp80, 0x3FFF_8000_0000_0000_0000),
            "0xK3FFF8000000000000000"
        );
    }
}
