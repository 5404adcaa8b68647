//! Fixed-width two's complement integers of any width (`llvm::APInt`).
//!
//! Values of up to 64 bits, nearly all of them, use one inline word.

use smallvec::SmallVec;
use std::fmt;

#[derive(Clone, PartialEq, Eq, Hash)]
pub struct APInt {
    width: u32,
    /// Little-endian words; bits above `width` are always zero.
    words: SmallVec<[u64; 1]>,
}

fn num_words(width: u32) -> usize {
    (width as usize).div_ceil(64).max(1)
}

impl APInt {
    /// A zero of the given width.
    pub fn zero(width: u32) -> APInt {
        APInt {
            width,
            words: SmallVec::from_elem(0, num_words(width)),
        }
    }

    /// `value` truncated (or zero-extended) to `width` bits.
    pub fn from_u64(width: u32, value: u64) -> APInt {
        let mut r = APInt::zero(width);
        r.words[0] = value;
        r.clear_unused_bits();
        r
    }

    /// `value` truncated (or sign-extended) to `width` bits.
    pub fn from_i64(width: u32, value: i64) -> APInt {
        let mut r = APInt::zero(width);
        let fill = if value < 0 { u64::MAX } else { 0 };
        for w in r.words.iter_mut() {
            *w = fill;
        }
        r.words[0] = value as u64;
        r.clear_unused_bits();
        r
    }

    pub fn from_words(width: u32, words: &[u64]) -> APInt {
        let mut r = APInt::zero(width);
        for (d, s) in r.words.iter_mut().zip(words) {
            *d = *s;
        }
        r.clear_unused_bits();
        r
    }

    fn clear_unused_bits(&mut self) {
        let rem = self.width % 64;
        let n = self.words.len();
        if self.width == 0 {
            self.words[0] = 0;
        } else if rem != 0 {
            self.words[n - 1] &= (1u64 << rem) - 1;
        }
    }

    pub fn width(&self) -> u32 {
        self.width
    }

    pub fn words(&self) -> &[u64] {
        &self.words
    }

    pub fn is_zero(&self) -> bool {
        self.words.iter().all(|&w| w == 0)
    }

    /// The sign bit.
    pub fn is_negative(&self) -> bool {
        self.width > 0 && self.bit(self.width - 1)
    }

    pub fn bit(&self, i: u32) -> bool {
        (self.words[(i / 64) as usize] >> (i % 64)) & 1 == 1
    }

    /// The low 64 bits, zero-extended.
    pub fn zext_u64(&self) -> u64 {
        self.words[0]
    }

    /// The value sign-extended to i64 (truncating wider values).
    pub fn sext_i64(&self) -> i64 {
        let w = self.words[0];
        if self.width >= 64 || self.width == 0 {
            w as i64
        } else {
            let shift = 64 - self.width;
            ((w << shift) as i64) >> shift
        }
    }

    /// The number of bits needed to hold the value as unsigned.
    pub fn active_bits(&self) -> u32 {
        for (i, &w) in self.words.iter().enumerate().rev() {
            if w != 0 {
                return i as u32 * 64 + 64 - w.leading_zeros();
            }
        }
        0
    }

    /// Whether the value fits in `i64` when read as signed.
    pub fn fits_i64_signed(&self) -> bool {
        if self.width <= 64 {
            return true;
        }
        let ext = self.sext(self.width);
        let probe = APInt::from_i64(self.width, ext.sext_i64());
        probe == *self
    }

    /// Sign-extends or truncates to `width`.
    pub fn sext(&self, width: u32) -> APInt {
        let mut r = APInt::zero(width);
        let neg = self.is_negative();
        for i in 0..width {
            let b = if i < self.width { self.bit(i) } else { neg };
            if b {
                r.words[(i / 64) as usize] |= 1 << (i % 64);
            }
        }
        r
    }

    /// Zero-extends or truncates to `width`.
    pub fn zext(&self, width: u32) -> APInt {
        APInt::from_words(width, &self.words)
    }

    /// Two's complement negation.
    pub fn neg(&self) -> APInt {
        let mut r = self.clone();
        for w in r.words.iter_mut() {
            *w = !*w;
        }
        let mut carry = 1u64;
        for w in r.words.iter_mut() {
            let (s, c) = w.overflowing_add(carry);
            *w = s;
            carry = c as u64;
        }
        r.clear_unused_bits();
        r
    }

    /// Multiplies by `m` and adds `a` in place, returning the bits lost
    /// above the width (used by the parser to detect overflow).
    pub fn mul_add_small(&mut self, m: u64, a: u64) -> bool {
        let mut carry = a as u128;
        for w in self.words.iter_mut() {
            let v = (*w as u128) * (m as u128) + carry;
            *w = v as u64;
            carry = v >> 64;
        }
        let before = self.words.clone();
        self.clear_unused_bits();
        carry != 0 || before != self.words
    }

    fn div_small(words: &mut [u64], d: u64) -> u64 {
        let mut rem: u128 = 0;
        for w in words.iter_mut().rev() {
            let cur = (rem << 64) | *w as u128;
            *w = (cur / d as u128) as u64;
            rem = cur % d as u128;
        }
        rem as u64
    }

    /// Decimal digits of the value read as unsigned.
    pub fn to_string_unsigned(&self) -> String {
        if self.words.len() == 1 {
            return self.words[0].to_string();
        }
        let mut words: Vec<u64> = self.words.to_vec();
        let mut chunks = Vec::new();
        const TEN19: u64 = 10_000_000_000_000_000_000;
        while words.iter().any(|&w| w != 0) {
            chunks.push(Self::div_small(&mut words, TEN19));
        }
        let mut s = String::new();
        for (i, c) in chunks.iter().rev().enumerate() {
            if i == 0 {
                s.push_str(&c.to_string());
            } else {
                s.push_str(&format!("{c:019}"));
            }
        }
        if s.is_empty() {
            s.push('0');
        }
        s
    }

    /// Decimal digits of the value read as signed.
    pub fn to_string_signed(&self) -> String {
        if self.width <= 64 {
            return self.sext_i64().to_string();
        }
        if self.is_negative() {
            format!("-{}", self.neg().to_string_unsigned())
        } else {
            self.to_string_unsigned()
        }
    }
}

impl fmt::Debug for APInt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "APInt<{}>({})", self.width, self.to_string_signed())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_values_sign_extend() {
        let v = APInt::from_i64(8, -1);
        assert_eq!(v.zext_u64(), 255);
        assert_eq!(v.sext_i64(), -1);
        assert_eq!(v.to_string_signed(), "-1");
        assert_eq!(v.to_string_unsigned(), "255");
    }

    #[test]
    fn wide_values_print_in_decimal() {
        let mut v = APInt::zero(128);
        for d in "170141183460469231731687303715884105727".bytes() {
            v.mul_add_small(10, (d - b'0') as u64);
        }
        assert_eq!(v.to_string_signed(), "170141183460469231731687303715884105727");
        let n = v.neg();
        assert_eq!(n.to_string_signed(), "-170141183460469231731687303715884105727");
        assert!(APInt::from_i64(128, -5).fits_i64_signed());
        assert!(!v.fits_i64_signed());
    }

    #[test]
    fn overflow_is_reported() {
        let mut v = APInt::from_u64(8, 200);
        assert!(v.mul_add_small(2, 0));
        let mut w = APInt::from_u64(8, 100);
        assert!(!w.mul_add_small(2, 0));
        assert_eq!(w.zext_u64(), 200);
    }
}
