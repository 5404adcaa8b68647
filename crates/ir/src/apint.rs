//! Fixed-width two's complement integers of any width (`llvm::APInt`).
//!
//! Values of up to 64 bits, nearly all of them, use one inline word.

use smallvec::SmallVec;
use std::fmt;

/// An integer of a fixed bit width in two's complement (LLVM's `APInt`):
/// the value of integer attributes. It has no sign of its own; operations
/// say whether they read it as signed or unsigned.
#[derive(PartialEq, Eq, Hash)]
pub struct APInt {
    width: u32,
    /// Little-endian words; bits above `width` are always zero.
    words: SmallVec<[u64; 1]>,
}

// By hand: `SmallVec`'s own `clone` extends element by element, which
// range analyses (cloning lattices of four `APInt`s per value) feel.
impl Clone for APInt {
    #[inline]
    fn clone(&self) -> APInt {
        APInt {
            width: self.width,
            words: SmallVec::from_slice(&self.words),
        }
    }
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

    /// The value of little-endian 64-bit `words`, truncated to `width`
    /// bits; missing words are zero.
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

    /// The width in bits.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// The little-endian 64-bit words (at least one); bits above the width
    /// are zero.
    pub fn words(&self) -> &[u64] {
        &self.words
    }

    /// Whether every bit is zero.
    pub fn is_zero(&self) -> bool {
        self.words.iter().all(|&w| w == 0)
    }

    /// The sign bit.
    pub fn is_negative(&self) -> bool {
        self.width > 0 && self.bit(self.width - 1)
    }

    /// Bit `i`, counting from the least significant bit.
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

/// Arithmetic and bit operations with `llvm::APInt`'s wrapping semantics.
/// Binary operations require operands of equal width.
impl APInt {
    /// All bits set.
    pub fn all_ones(width: u32) -> APInt {
        APInt::zero(width).not()
    }

    /// The smallest signed value (only the sign bit set).
    pub fn signed_min(width: u32) -> APInt {
        let mut r = APInt::zero(width);
        if width > 0 {
            r.set_bit(width - 1);
        }
        r
    }

    /// The largest signed value.
    pub fn signed_max(width: u32) -> APInt {
        APInt::signed_min(width).not()
    }

    fn set_bit(&mut self, i: u32) {
        self.words[(i / 64) as usize] |= 1 << (i % 64);
    }

    /// Whether the value is 1 (false for width 0).
    pub fn is_one(&self) -> bool {
        self.width > 0 && self.words[0] == 1 && self.words[1..].iter().all(|&w| w == 0)
    }

    /// Whether every bit is set, i.e. -1 read as signed (false for width
    /// 0).
    pub fn is_all_ones(&self) -> bool {
        self.width > 0 && *self == APInt::all_ones(self.width)
    }

    /// Whether the value is the smallest signed value (false for width 0).
    pub fn is_signed_min(&self) -> bool {
        self.width > 0 && *self == APInt::signed_min(self.width)
    }

    /// Whether the value is the largest signed value (false for width 0).
    pub fn is_signed_max(&self) -> bool {
        self.width > 0 && *self == APInt::signed_max(self.width)
    }

    /// The number of leading zero bits.
    pub fn leading_zeros(&self) -> u32 {
        self.width - self.active_bits()
    }

    /// The value as `u64` if it fits.
    pub fn to_u64(&self) -> Option<u64> {
        (self.active_bits() <= 64).then(|| self.words[0])
    }

    /// Bitwise complement.
    pub fn not(&self) -> APInt {
        let mut r = self.clone();
        for w in r.words.iter_mut() {
            *w = !*w;
        }
        r.clear_unused_bits();
        r
    }

    fn zip_words(&self, o: &APInt, f: impl Fn(u64, u64) -> u64) -> APInt {
        debug_assert_eq!(self.width, o.width);
        let mut r = self.clone();
        for (a, b) in r.words.iter_mut().zip(o.words.iter()) {
            *a = f(*a, *b);
        }
        r.clear_unused_bits();
        r
    }

    /// Bitwise and.
    pub fn and(&self, o: &APInt) -> APInt {
        self.zip_words(o, |a, b| a & b)
    }

    /// Bitwise or.
    pub fn or(&self, o: &APInt) -> APInt {
        self.zip_words(o, |a, b| a | b)
    }

    /// Bitwise exclusive or.
    pub fn xor(&self, o: &APInt) -> APInt {
        self.zip_words(o, |a, b| a ^ b)
    }

    /// Wrapping addition.
    pub fn add(&self, o: &APInt) -> APInt {
        let mut r = self.clone();
        let mut carry = false;
        for (a, b) in r.words.iter_mut().zip(o.words.iter()) {
            let (s1, c1) = a.overflowing_add(*b);
            let (s2, c2) = s1.overflowing_add(carry as u64);
            *a = s2;
            carry = c1 || c2;
        }
        r.clear_unused_bits();
        r
    }

    /// Wrapping subtraction.
    pub fn sub(&self, o: &APInt) -> APInt {
        self.add(&o.neg())
    }

    /// Wrapping multiplication.
    pub fn mul(&self, o: &APInt) -> APInt {
        let n = self.words.len();
        let mut r = APInt::zero(self.width);
        for i in 0..n {
            let mut carry: u128 = 0;
            for j in 0..n - i {
                let cur = r.words[i + j] as u128 + (self.words[i] as u128) * (o.words[j] as u128) + carry;
                r.words[i + j] = cur as u64;
                carry = cur >> 64;
            }
        }
        r.clear_unused_bits();
        r
    }

    /// Compares the values read as unsigned.
    pub fn cmp_unsigned(&self, o: &APInt) -> std::cmp::Ordering {
        for (a, b) in self.words.iter().zip(o.words.iter()).rev() {
            match a.cmp(b) {
                std::cmp::Ordering::Equal => {}
                ord => return ord,
            }
        }
        std::cmp::Ordering::Equal
    }

    /// Compares the values read as signed.
    pub fn cmp_signed(&self, o: &APInt) -> std::cmp::Ordering {
        match (self.is_negative(), o.is_negative()) {
            (true, false) => std::cmp::Ordering::Less,
            (false, true) => std::cmp::Ordering::Greater,
            _ => self.cmp_unsigned(o),
        }
    }

    /// Unsigned less-than.
    pub fn ult(&self, o: &APInt) -> bool {
        self.cmp_unsigned(o).is_lt()
    }

    /// Signed less-than.
    pub fn slt(&self, o: &APInt) -> bool {
        self.cmp_signed(o).is_lt()
    }

    /// Logical left shift; shifting by the width or more gives zero.
    pub fn shl(&self, amount: u32) -> APInt {
        let mut r = APInt::zero(self.width);
        if amount >= self.width {
            return r;
        }
        let (ws, bs) = ((amount / 64) as usize, amount % 64);
        for i in (ws..r.words.len()).rev() {
            let lo = self.words[i - ws];
            let mut w = lo << bs;
            if bs != 0 && i > ws {
                w |= self.words[i - ws - 1] >> (64 - bs);
            }
            r.words[i] = w;
        }
        r.clear_unused_bits();
        r
    }

    /// Logical right shift; shifting by the width or more gives zero.
    pub fn lshr(&self, amount: u32) -> APInt {
        let mut r = APInt::zero(self.width);
        if amount >= self.width {
            return r;
        }
        let (ws, bs) = ((amount / 64) as usize, amount % 64);
        let n = r.words.len();
        for i in 0..n - ws {
            let mut w = self.words[i + ws] >> bs;
            if bs != 0 && i + ws + 1 < n {
                w |= self.words[i + ws + 1] << (64 - bs);
            }
            r.words[i] = w;
        }
        r
    }

    /// Arithmetic right shift; shifting by the width or more gives the
    /// sign fill.
    pub fn ashr(&self, amount: u32) -> APInt {
        if !self.is_negative() {
            return self.lshr(amount);
        }
        let amount = amount.min(self.width);
        // Fill the vacated high bits with ones.
        let fill = APInt::all_ones(self.width).lshr(amount).not();
        self.lshr(amount).or(&fill)
    }

    /// Unsigned quotient and remainder, `None` when dividing by zero.
    pub fn udivrem(&self, o: &APInt) -> Option<(APInt, APInt)> {
        if o.is_zero() {
            return None;
        }
        if self.words.len() == 1 {
            let (a, b) = (self.words[0], o.words[0]);
            return Some((
                APInt::from_u64(self.width, a / b),
                APInt::from_u64(self.width, a % b),
            ));
        }
        // Shift-subtract long division.
        let mut q = APInt::zero(self.width);
        let mut r = APInt::zero(self.width + 1);
        let d = o.zext(self.width + 1);
        for i in (0..self.active_bits()).rev() {
            r = r.shl(1);
            if self.bit(i) {
                r.words[0] |= 1;
            }
            if !r.ult(&d) {
                r = r.sub(&d);
                q.set_bit(i);
            }
        }
        Some((q, r.zext(self.width)))
    }

    /// Unsigned quotient, `None` when dividing by zero.
    pub fn udiv(&self, o: &APInt) -> Option<APInt> {
        self.udivrem(o).map(|(q, _)| q)
    }

    /// Unsigned remainder, `None` when dividing by zero.
    pub fn urem(&self, o: &APInt) -> Option<APInt> {
        self.udivrem(o).map(|(_, r)| r)
    }

    fn abs_value(&self) -> APInt {
        if self.is_negative() {
            self.neg()
        } else {
            self.clone()
        }
    }

    /// Signed quotient rounded toward zero (wrapping for `MIN / -1`),
    /// `None` when dividing by zero.
    pub fn sdiv(&self, o: &APInt) -> Option<APInt> {
        let q = self.abs_value().udiv(&o.abs_value())?;
        Some(if self.is_negative() != o.is_negative() {
            q.neg()
        } else {
            q
        })
    }

    /// Signed remainder with the sign of the dividend, `None` when
    /// dividing by zero.
    pub fn srem(&self, o: &APInt) -> Option<APInt> {
        let r = self.abs_value().urem(&o.abs_value())?;
        Some(if self.is_negative() { r.neg() } else { r })
    }

    /// Addition and whether it overflowed as signed.
    pub fn sadd_ov(&self, o: &APInt) -> (APInt, bool) {
        let r = self.add(o);
        let ov = self.is_negative() == o.is_negative() && r.is_negative() != self.is_negative();
        (r, ov)
    }

    /// Addition and whether it overflowed as unsigned.
    pub fn uadd_ov(&self, o: &APInt) -> (APInt, bool) {
        let r = self.add(o);
        let ov = r.ult(self);
        (r, ov)
    }

    /// Subtraction and whether it overflowed as signed.
    pub fn ssub_ov(&self, o: &APInt) -> (APInt, bool) {
        let r = self.sub(o);
        let ov = self.is_negative() != o.is_negative() && r.is_negative() != self.is_negative();
        (r, ov)
    }

    /// Subtraction and whether it overflowed as unsigned.
    pub fn usub_ov(&self, o: &APInt) -> (APInt, bool) {
        (self.sub(o), self.ult(o))
    }

    /// Multiplication and whether it overflowed as signed.
    pub fn smul_ov(&self, o: &APInt) -> (APInt, bool) {
        let w = self.width;
        let wide = self.sext(2 * w).mul(&o.sext(2 * w));
        let r = wide.zext(w);
        (r.clone(), r.sext(2 * w) != wide)
    }

    /// Multiplication and whether it overflowed as unsigned.
    pub fn umul_ov(&self, o: &APInt) -> (APInt, bool) {
        let w = self.width;
        let wide = self.zext(2 * w).mul(&o.zext(2 * w));
        let r = wide.zext(w);
        (r.clone(), r.zext(2 * w) != wide)
    }

    /// The high half of the full signed product.
    pub fn mulhs(&self, o: &APInt) -> APInt {
        let w = self.width;
        self.sext(2 * w).mul(&o.sext(2 * w)).lshr(w).zext(w)
    }

    /// The high half of the full unsigned product.
    pub fn mulhu(&self, o: &APInt) -> APInt {
        let w = self.width;
        self.zext(2 * w).mul(&o.zext(2 * w)).lshr(w).zext(w)
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

    #[test]
    fn arithmetic_wraps_at_the_width() {
        let a = APInt::from_u64(8, 200);
        let b = APInt::from_u64(8, 100);
        assert_eq!(a.add(&b), APInt::from_u64(8, 44));
        assert_eq!(b.sub(&a), APInt::from_u64(8, 156));
        assert_eq!(a.mul(&b), APInt::from_u64(8, (200 * 100) % 256));
        assert!(a.uadd_ov(&b).1);
        assert!(!a.sadd_ov(&b).1, "-56 + 100 fits");
        assert!(APInt::signed_max(8).sadd_ov(&APInt::from_u64(8, 1)).1);
        assert!(APInt::signed_min(8).smul_ov(&APInt::all_ones(8)).1);
        assert_eq!(a.mulhu(&b), APInt::from_u64(8, 20000 >> 8));
        assert_eq!(a.mulhs(&b), APInt::from_i64(8, (-56 * 100) >> 8));
    }

    #[test]
    fn division_rounds_toward_zero() {
        let m7 = APInt::from_i64(32, -7);
        let two = APInt::from_i64(32, 2);
        assert_eq!(m7.sdiv(&two), Some(APInt::from_i64(32, -3)));
        assert_eq!(m7.srem(&two), Some(APInt::from_i64(32, -1)));
        assert_eq!(m7.udiv(&APInt::zero(32)), None);
        // MIN / -1 wraps.
        let min = APInt::signed_min(32);
        assert_eq!(min.sdiv(&APInt::all_ones(32)), Some(min.clone()));
        // Wide values divide through the long path.
        let big = APInt::from_u64(130, 1).shl(129);
        let (q, r) = big.udivrem(&APInt::from_u64(130, 3)).expect("nonzero");
        assert_eq!(q.mul(&APInt::from_u64(130, 3)).add(&r), big);
        assert_eq!(r, APInt::from_u64(130, 2));
    }

    #[test]
    fn shifts_and_comparisons() {
        let v = APInt::from_i64(100, -8);
        assert_eq!(v.ashr(2), APInt::from_i64(100, -2));
        assert_eq!(v.ashr(200), APInt::all_ones(100));
        assert_eq!(v.lshr(99), APInt::from_u64(100, 1));
        assert_eq!(APInt::from_u64(100, 3).shl(70).lshr(70), APInt::from_u64(100, 3));
        assert!(v.slt(&APInt::zero(100)));
        assert!(APInt::zero(100).ult(&v));
        assert!(APInt::all_ones(3).is_all_ones() && APInt::from_u64(3, 1).is_one());
        assert_eq!(APInt::from_u64(16, 255).to_u64(), Some(255));
    }
}
