//! Overflow-checked integer helpers and exact rationals.
//!
//! Every operation that could overflow returns [`Error::Overflow`] instead of
//! panicking or wrapping. Coefficients are `i64`; the rationals of the
//! simplex ([`Frac`]) keep an `i128` numerator and denominator, reduced by
//! their GCD after every operation (cost: one Euclid GCD, `O(log n)`).

use std::cmp::Ordering;
use std::fmt;

/// Why an operation gave up without an answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Error {
    /// An intermediate value did not fit its integer type.
    Overflow,
    /// A documented search cap (branch-and-bound nodes, constraint rows) was
    /// reached.
    Limit,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Overflow => f.write_str("integer overflow in polyhedral arithmetic"),
            Error::Limit => f.write_str("polyhedral search limit reached"),
        }
    }
}

impl std::error::Error for Error {}

/// The result type of the fallible operations of this crate.
pub type Result<T> = std::result::Result<T, Error>;

/// `a + b`, or [`Error::Overflow`].
pub fn add(a: i64, b: i64) -> Result<i64> {
    a.checked_add(b).ok_or(Error::Overflow)
}

/// `a - b`, or [`Error::Overflow`].
pub fn sub(a: i64, b: i64) -> Result<i64> {
    a.checked_sub(b).ok_or(Error::Overflow)
}

/// `a * b`, or [`Error::Overflow`].
pub fn mul(a: i64, b: i64) -> Result<i64> {
    a.checked_mul(b).ok_or(Error::Overflow)
}

/// `-a`, or [`Error::Overflow`] for `i64::MIN`.
pub fn neg(a: i64) -> Result<i64> {
    a.checked_neg().ok_or(Error::Overflow)
}

/// The greatest common divisor of `|a|` and `|b|` (`gcd(0, 0) = 0`).
pub fn gcd(a: i64, b: i64) -> u64 {
    gcd_u64(a.unsigned_abs(), b.unsigned_abs())
}

fn gcd_u64(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

fn gcd128(a: i128, b: i128) -> u128 {
    let (mut a, mut b) = (a.unsigned_abs(), b.unsigned_abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// `floor(a / b)` for `b != 0`, or [`Error::Overflow`] (`i64::MIN / -1`,
/// or a zero divisor).
pub fn floor_div(a: i64, b: i64) -> Result<i64> {
    if b == 0 {
        return Err(Error::Overflow);
    }
    let q = a.checked_div(b).ok_or(Error::Overflow)?;
    if a % b != 0 && ((a < 0) != (b < 0)) {
        sub(q, 1)
    } else {
        Ok(q)
    }
}

/// `ceil(a / b)` for `b != 0`, or [`Error::Overflow`].
pub fn ceil_div(a: i64, b: i64) -> Result<i64> {
    if b == 0 {
        return Err(Error::Overflow);
    }
    let q = a.checked_div(b).ok_or(Error::Overflow)?;
    if a % b != 0 && ((a < 0) == (b < 0)) {
        add(q, 1)
    } else {
        Ok(q)
    }
}

/// The GCD of the variable coefficients of a row (all but its last,
/// constant, entry).
pub fn row_gcd(row: &[i64]) -> u64 {
    let n = row.len().saturating_sub(1);
    row[..n].iter().fold(0u64, |g, &c| gcd_u64(g, c.unsigned_abs()))
}

/// An exact rational `num / den` with `den > 0`, always reduced.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Frac {
    num: i128,
    den: i128,
}

impl Frac {
    /// Zero.
    pub const ZERO: Frac = Frac { num: 0, den: 1 };
    /// One.
    pub const ONE: Frac = Frac { num: 1, den: 1 };

    /// The integer `n`.
    pub fn int(n: i128) -> Frac {
        Frac { num: n, den: 1 }
    }

    /// `num / den`, reduced; [`Error::Overflow`] for a zero denominator or
    /// when the sign cannot be normalised.
    pub fn new(num: i128, den: i128) -> Result<Frac> {
        if den == 0 {
            return Err(Error::Overflow);
        }
        let g = gcd128(num, den);
        let g = i128::try_from(g).map_err(|_| Error::Overflow)?;
        let (mut num, mut den) = (num / g, den / g);
        if den < 0 {
            num = num.checked_neg().ok_or(Error::Overflow)?;
            den = den.checked_neg().ok_or(Error::Overflow)?;
        }
        Ok(Frac { num, den })
    }

    /// The numerator.
    pub fn num(self) -> i128 {
        self.num
    }

    /// The (positive) denominator.
    pub fn den(self) -> i128 {
        self.den
    }

    /// Whether the value is an integer.
    pub fn is_int(self) -> bool {
        self.den == 1
    }

    /// Whether the value is zero.
    pub fn is_zero(self) -> bool {
        self.num == 0
    }

    /// The sign: -1, 0 or 1.
    pub fn signum(self) -> i32 {
        self.num.signum() as i32
    }

    /// `floor(self)`.
    pub fn floor(self) -> i128 {
        self.num.div_euclid(self.den)
    }

    /// `ceil(self)`.
    pub fn ceil(self) -> i128 {
        let f = self.floor();
        if self.num.rem_euclid(self.den) != 0 {
            f + 1
        } else {
            f
        }
    }

    /// `self + o`.
    pub fn checked_add(self, o: Frac) -> Result<Frac> {
        if self.den == o.den {
            return Frac::new(self.num.checked_add(o.num).ok_or(Error::Overflow)?, self.den);
        }
        let g = gcd128(self.den, o.den) as i128;
        let (da, db) = (self.den / g, o.den / g);
        let a = self.num.checked_mul(db).ok_or(Error::Overflow)?;
        let b = o.num.checked_mul(da).ok_or(Error::Overflow)?;
        let den = self.den.checked_mul(db).ok_or(Error::Overflow)?;
        Frac::new(a.checked_add(b).ok_or(Error::Overflow)?, den)
    }

    /// `-self`.
    pub fn checked_neg(self) -> Result<Frac> {
        Ok(Frac {
            num: self.num.checked_neg().ok_or(Error::Overflow)?,
            den: self.den,
        })
    }

    /// `self - o`.
    pub fn checked_sub(self, o: Frac) -> Result<Frac> {
        self.checked_add(o.checked_neg()?)
    }

    /// `self * o`.
    pub fn checked_mul(self, o: Frac) -> Result<Frac> {
        if self.num == 0 || o.num == 0 {
            return Ok(Frac::ZERO);
        }
        // Cross-reduce first to keep the operands small.
        let g1 = gcd128(self.num, o.den) as i128;
        let g2 = gcd128(o.num, self.den) as i128;
        let num = (self.num / g1).checked_mul(o.num / g2).ok_or(Error::Overflow)?;
        let den = (self.den / g2).checked_mul(o.den / g1).ok_or(Error::Overflow)?;
        Frac::new(num, den)
    }

    /// `self / o`; [`Error::Overflow`] for a zero `o`.
    pub fn checked_div(self, o: Frac) -> Result<Frac> {
        if o.num == 0 {
            return Err(Error::Overflow);
        }
        self.checked_mul(Frac::new(o.den, o.num)?)
    }
}

impl PartialOrd for Frac {
    fn partial_cmp(&self, other: &Frac) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Frac {
    fn cmp(&self, other: &Frac) -> Ordering {
        // Compare a/b with c/d through floor and remainder to stay exact
        // without multiplying (which could overflow).
        let (fa, fb) = (self.floor(), other.floor());
        if fa != fb {
            return fa.cmp(&fb);
        }
        // Same integer part: compare the fractional parts ra/b and rc/d,
        // i.e. ra*d with rc*b; they are below b*d, so compare as fractions
        // through their reciprocals recursively when the product overflows.
        let ra = self.num.rem_euclid(self.den);
        let rc = other.num.rem_euclid(other.den);
        match (ra.checked_mul(other.den), rc.checked_mul(self.den)) {
            (Some(x), Some(y)) => x.cmp(&y),
            _ => {
                // ra/b vs rc/d, both in (0, 1): compare d/rc with b/ra reversed.
                if ra == 0 || rc == 0 {
                    return ra.cmp(&rc);
                }
                let x = Frac {
                    num: self.den,
                    den: ra,
                };
                let y = Frac {
                    num: other.den,
                    den: rc,
                };
                y.cmp(&x)
            }
        }
    }
}

impl fmt::Display for Frac {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.den == 1 {
            write!(f, "{}", self.num)
        } else {
            write!(f, "{}/{}", self.num, self.den)
        }
    }
}
