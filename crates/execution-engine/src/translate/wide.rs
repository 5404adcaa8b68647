//! Integers wider than 128 bits ([`Shape::Wide`]): 64-bit limbs, least
//! significant first, the last one zero-extended from the integer's top
//! bits, so the invariant of [`super::ints`] holds for the whole value.
//!
//! Loads, stores, calls, block arguments, `select`, `extractvalue` and
//! `insertvalue` treat the limbs as any other leaves. This module gives the
//! operations that see the value as a number: `add`, `sub`, `mul`, the
//! bitwise operations and shifts, comparisons, min/max, `abs`, the bit
//! counts, and conversions between any two integer widths (which is what
//! `arith.mulsi_extended` on wide types and friends lower to). Division,
//! saturating and overflow-checking arithmetic and float conversions of
//! such integers are reported as unsupported by the caller.

use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{types, InstBuilder, Value};
use cranelift_frontend::FunctionBuilder;

use super::ints::{int_const, low_bits, norm, sext_in};
use crate::layout::{Scalar, Shape};

/// An integer type as the engine holds it: in one Cranelift value, or as
/// limbs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Int {
    Narrow(Scalar),
    Wide(u32),
}

impl Int {
    /// The integer type of `shape`, if it is one.
    pub(super) fn of(shape: &Shape) -> Option<Int> {
        match shape {
            Shape::Scalar(s @ Scalar::Int(_)) => Some(Int::Narrow(*s)),
            Shape::Wide(w) => Some(Int::Wide(*w)),
            _ => None,
        }
    }

    pub(super) fn bits(self) -> u32 {
        match self {
            Int::Narrow(s) => s.bits(),
            Int::Wide(w) => w,
        }
    }
}

/// The bits of the last limb of a `w`-bit integer.
fn top_bits(w: u32) -> u32 {
    w - 64 * (w.div_ceil(64) - 1)
}

/// Clears the bits of the last limb above the width.
fn norm_top(b: &mut FunctionBuilder, w: u32, limbs: &mut [Value]) {
    if let Some(last) = limbs.last_mut() {
        *last = norm(b, Scalar::Int(top_bits(w)), *last);
    }
}

fn zero(b: &mut FunctionBuilder) -> Value {
    b.ins().iconst(types::I64, 0)
}

/// `n` limbs of the integer `x` of type `from`, zero- or sign-extended
/// (or truncated) to `n * 64` bits.
fn to_limbs(b: &mut FunctionBuilder, from: Int, x: &[Value], n: usize, signed: bool) -> Vec<Value> {
    let mut limbs: Vec<Value> = match from {
        Int::Narrow(s) => {
            let v = if signed { sext_in(b, s, x[0]) } else { x[0] };
            let ty = s.clif();
            if ty == types::I128 {
                let lo = b.ins().ireduce(types::I64, v);
                let hi = b.ins().ushr_imm_s(v, 64);
                let hi = b.ins().ireduce(types::I64, hi);
                vec![lo, hi]
            } else if ty == types::I64 {
                vec![v]
            } else if signed {
                vec![b.ins().sextend(types::I64, v)]
            } else {
                vec![b.ins().uextend(types::I64, v)]
            }
        }
        Int::Wide(w) => {
            let mut v = x.to_vec();
            if signed {
                let last = v.len() - 1;
                v[last] = sext_in(b, Scalar::Int(top_bits(w)), v[last]);
                // `sext_in` works within the limb's Cranelift type, which
                // for the last limb of a wide integer is narrower than 64
                // bits only when its top bits are: widen it.
                if b.func.dfg.value_type(v[last]) != types::I64 {
                    v[last] = b.ins().sextend(types::I64, v[last]);
                }
            } else {
                let last = v.len() - 1;
                if b.func.dfg.value_type(v[last]) != types::I64 {
                    v[last] = b.ins().uextend(types::I64, v[last]);
                }
            }
            v
        }
    };
    let fill = if signed {
        let top = *limbs.last().expect("a limb");
        b.ins().sshr_imm_s(top, 63)
    } else {
        zero(b)
    };
    limbs.resize(n, fill);
    limbs.truncate(n);
    limbs
}

/// The integer of type `to` whose low bits are `limbs` (64-bit values).
fn from_limbs(b: &mut FunctionBuilder, to: Int, limbs: &[Value]) -> Vec<Value> {
    match to {
        Int::Narrow(s) => {
            let ty = s.clif();
            let v = if ty == types::I128 {
                let lo = b.ins().uextend(types::I128, limbs[0]);
                let hi = match limbs.get(1) {
                    Some(&h) => b.ins().uextend(types::I128, h),
                    None => int_const(b, types::I128, 0),
                };
                let hi = b.ins().ishl_imm_s(hi, 64);
                b.ins().bor(lo, hi)
            } else if ty == types::I64 {
                limbs[0]
            } else {
                b.ins().ireduce(ty, limbs[0])
            };
            vec![norm(b, s, v)]
        }
        Int::Wide(w) => {
            let n = w.div_ceil(64) as usize;
            let mut out: Vec<Value> = limbs.iter().copied().take(n).collect();
            while out.len() < n {
                out.push(zero(b));
            }
            // The last limb is held in the Cranelift type of its bits.
            let last = n - 1;
            let ty = Scalar::Int(top_bits(w)).clif();
            if ty != types::I64 {
                out[last] = b.ins().ireduce(ty, out[last]);
            }
            norm_top(b, w, &mut out);
            out
        }
    }
}

/// `limbs` (64-bit values of a `w`-bit integer) with the last one
/// sign-extended from the integer's top bit.
fn sext_top(b: &mut FunctionBuilder, w: u32, limbs: &[Value]) -> Vec<Value> {
    let mut out = limbs.to_vec();
    let sh = (64 - top_bits(w)) as i64;
    if sh != 0 {
        let last = out.len() - 1;
        let up = b.ins().ishl_imm_s(out[last], sh);
        out[last] = b.ins().sshr_imm_s(up, sh);
    }
    out
}

/// The limbs of a wide operand as 64-bit values (its last limb widened).
fn limbs_of(b: &mut FunctionBuilder, w: u32, x: &[Value]) -> Vec<Value> {
    to_limbs(b, Int::Wide(w), x, w.div_ceil(64) as usize, false)
}

/// A conversion between integer types, one of them wide: `llvm.trunc`,
/// `zext` or `sext`.
pub(super) fn cast(b: &mut FunctionBuilder, name: &str, from: Int, to: Int, x: &[Value]) -> Vec<Value> {
    let n = to.bits().div_ceil(64) as usize;
    let limbs = to_limbs(b, from, x, n.max(2), name == "llvm.sext");
    from_limbs(b, to, &limbs)
}

/// A binary operation of the LLVM dialect on `w`-bit integers (`llvm.add`
/// ... `llvm.intr.umax`), or `None` if the engine does not do it on them.
pub(super) fn binary(
    b: &mut FunctionBuilder,
    name: &str,
    w: u32,
    x: &[Value],
    y: &[Value],
) -> Option<Vec<Value>> {
    let (x, y) = (limbs_of(b, w, x), limbs_of(b, w, y));
    let r = match name {
        "llvm.add" => add(b, &x, &y),
        "llvm.sub" => sub(b, &x, &y),
        "llvm.mul" => mul(b, &x, &y),
        "llvm.and" => x.iter().zip(&y).map(|(&p, &q)| b.ins().band(p, q)).collect(),
        "llvm.or" => x.iter().zip(&y).map(|(&p, &q)| b.ins().bor(p, q)).collect(),
        "llvm.xor" => x.iter().zip(&y).map(|(&p, &q)| b.ins().bxor(p, q)).collect(),
        "llvm.shl" => shift_left(b, &x, y[0]),
        "llvm.lshr" => shift_right(b, w, &x, y[0], false),
        "llvm.ashr" => shift_right(b, w, &x, y[0], true),
        "llvm.intr.smin" | "llvm.intr.smax" | "llvm.intr.umin" | "llvm.intr.umax" => {
            let cc = match name {
                "llvm.intr.smin" => IntCC::SignedLessThan,
                "llvm.intr.smax" => IntCC::SignedGreaterThan,
                "llvm.intr.umin" => IntCC::UnsignedLessThan,
                _ => IntCC::UnsignedGreaterThan,
            };
            let c = compare_limbs(b, cc, w, &x, &y);
            x.iter().zip(&y).map(|(&p, &q)| b.ins().select(c, p, q)).collect()
        }
        _ => return None,
    };
    Some(from_limbs(b, Int::Wide(w), &r))
}

/// The one-operand intrinsics the engine does on `w`-bit integers
/// (`abs`, `ctlz`, `cttz`, `ctpop`), or `None`.
pub(super) fn unary(b: &mut FunctionBuilder, name: &str, w: u32, x: &[Value]) -> Option<Vec<Value>> {
    let k = w.div_ceil(64) as usize;
    let x = limbs_of(b, w, x);
    let count = |b: &mut FunctionBuilder, v: Value| from_limbs(b, Int::Wide(w), &[v]);
    match name {
        "llvm.intr.ctpop" => {
            let mut acc = b.ins().popcnt(x[0]);
            for &l in &x[1..] {
                let p = b.ins().popcnt(l);
                acc = b.ins().iadd(acc, p);
            }
            Some(count(b, acc))
        }
        "llvm.intr.cttz" => {
            // The lowest non-zero limb decides: scanned from the top, the
            // last one found wins.
            let mut acc = b.ins().iconst(types::I64, w as i64);
            for i in (0..k).rev() {
                let t = b.ins().ctz(x[i]);
                let t = b.ins().iadd_imm_s(t, 64 * i as i64);
                let nz = b.ins().icmp_imm_s(IntCC::NotEqual, x[i], 0);
                acc = b.ins().select(nz, t, acc);
            }
            Some(count(b, acc))
        }
        "llvm.intr.ctlz" => {
            let mut acc = b.ins().iconst(types::I64, w as i64);
            for (i, &l) in x.iter().enumerate() {
                // Leading zeros of the integer when limb i holds its
                // highest set bit.
                let c = b.ins().clz(l);
                let c = b.ins().iadd_imm_s(c, w as i64 - 64 * (i as i64 + 1));
                let nz = b.ins().icmp_imm_s(IntCC::NotEqual, l, 0);
                acc = b.ins().select(nz, c, acc);
            }
            Some(count(b, acc))
        }
        "llvm.intr.abs" => {
            let x_signed = sext_top(b, w, &x);
            let zeros: Vec<Value> = (0..k).map(|_| zero(b)).collect();
            let neg = sub(b, &zeros, &x_signed);
            let top = x_signed[k - 1];
            let is_neg = b.ins().icmp_imm_s(IntCC::SignedLessThan, top, 0);
            let r: Vec<Value> = neg
                .iter()
                .zip(&x_signed)
                .map(|(&n, &p)| b.ins().select(is_neg, n, p))
                .collect();
            Some(from_limbs(b, Int::Wide(w), &r))
        }
        _ => None,
    }
}

/// `llvm.icmp` of two `w`-bit integers: an `i1`.
pub(super) fn compare(b: &mut FunctionBuilder, cc: IntCC, w: u32, x: &[Value], y: &[Value]) -> Value {
    let (x, y) = (limbs_of(b, w, x), limbs_of(b, w, y));
    compare_limbs(b, cc, w, &x, &y)
}

fn compare_limbs(b: &mut FunctionBuilder, cc: IntCC, w: u32, x: &[Value], y: &[Value]) -> Value {
    match cc {
        IntCC::Equal | IntCC::NotEqual => {
            let mut diff = b.ins().bxor(x[0], y[0]);
            for (&p, &q) in x.iter().zip(y).skip(1) {
                let d = b.ins().bxor(p, q);
                diff = b.ins().bor(diff, d);
            }
            b.ins().icmp_imm_s(cc, diff, 0)
        }
        _ => {
            // Lexicographic from the top limb; the top limbs compare as
            // signed for signed predicates (after sign extension), the
            // others as unsigned.
            let (strict, swap) = match cc {
                IntCC::SignedLessThan | IntCC::UnsignedLessThan => (true, false),
                IntCC::SignedGreaterThan | IntCC::UnsignedGreaterThan => (true, true),
                IntCC::SignedLessThanOrEqual | IntCC::UnsignedLessThanOrEqual => (false, false),
                _ => (false, true),
            };
            let signed = matches!(
                cc,
                IntCC::SignedLessThan
                    | IntCC::SignedGreaterThan
                    | IntCC::SignedLessThanOrEqual
                    | IntCC::SignedGreaterThanOrEqual
            );
            let (x, y) = if swap { (y, x) } else { (x, y) };
            let k = x.len();
            let (x, y) = if signed {
                (sext_top(b, w, x), sext_top(b, w, y))
            } else {
                (x.to_vec(), y.to_vec())
            };
            // `x < y` (or `<=`) from the lowest limb up.
            let mut acc = if strict {
                b.ins().icmp(IntCC::UnsignedLessThan, x[0], y[0])
            } else {
                b.ins().icmp(IntCC::UnsignedLessThanOrEqual, x[0], y[0])
            };
            for i in 1..k {
                let lt = if signed && i == k - 1 {
                    IntCC::SignedLessThan
                } else {
                    IntCC::UnsignedLessThan
                };
                let less = b.ins().icmp(lt, x[i], y[i]);
                let same = b.ins().icmp(IntCC::Equal, x[i], y[i]);
                let carried = b.ins().band(same, acc);
                acc = b.ins().bor(less, carried);
            }
            acc
        }
    }
}

fn add(b: &mut FunctionBuilder, x: &[Value], y: &[Value]) -> Vec<Value> {
    let mut carry: Option<Value> = None;
    let mut out = Vec::with_capacity(x.len());
    for (&p, &q) in x.iter().zip(y) {
        let s = b.ins().iadd(p, q);
        let c1 = b.ins().icmp(IntCC::UnsignedLessThan, s, p);
        let (s, c) = match carry {
            Some(c) => {
                let c64 = b.ins().uextend(types::I64, c);
                let s2 = b.ins().iadd(s, c64);
                let c2 = b.ins().icmp(IntCC::UnsignedLessThan, s2, s);
                (s2, b.ins().bor(c1, c2))
            }
            None => (s, c1),
        };
        out.push(s);
        carry = Some(c);
    }
    out
}

fn sub(b: &mut FunctionBuilder, x: &[Value], y: &[Value]) -> Vec<Value> {
    let mut borrow: Option<Value> = None;
    let mut out = Vec::with_capacity(x.len());
    for (&p, &q) in x.iter().zip(y) {
        let d = b.ins().isub(p, q);
        let b1 = b.ins().icmp(IntCC::UnsignedLessThan, p, q);
        let (d, bo) = match borrow {
            Some(c) => {
                let c64 = b.ins().uextend(types::I64, c);
                let d2 = b.ins().isub(d, c64);
                let b2 = b.ins().icmp(IntCC::UnsignedLessThan, d, c64);
                (d2, b.ins().bor(b1, b2))
            }
            None => (d, b1),
        };
        out.push(d);
        borrow = Some(bo);
    }
    out
}

/// The low limbs of `x * y`, by schoolbook multiplication of 64-bit limbs
/// into 128-bit partial sums.
fn mul(b: &mut FunctionBuilder, x: &[Value], y: &[Value]) -> Vec<Value> {
    let k = x.len();
    let mut r: Vec<Value> = (0..k).map(|_| zero(b)).collect();
    for i in 0..k {
        let xi = b.ins().uextend(types::I128, x[i]);
        let mut carry = zero(b);
        for j in 0..k - i {
            let yj = b.ins().uextend(types::I128, y[j]);
            let p = b.ins().imul(xi, yj);
            let acc = b.ins().uextend(types::I128, r[i + j]);
            let c = b.ins().uextend(types::I128, carry);
            let t = b.ins().iadd(p, acc);
            let t = b.ins().iadd(t, c);
            r[i + j] = b.ins().ireduce(types::I64, t);
            let hi = b.ins().ushr_imm_s(t, 64);
            carry = b.ins().ireduce(types::I64, hi);
        }
    }
    r
}

/// The limbs moved `d` places up (`up`) or down if the flag `c` is set,
/// filling with `fill`.
fn move_limbs(
    b: &mut FunctionBuilder,
    cur: &[Value],
    d: usize,
    up: bool,
    c: Value,
    fill: Value,
) -> Vec<Value> {
    let k = cur.len();
    (0..k)
        .map(|i| {
            let from = if up {
                i.checked_sub(d).map(|s| cur[s])
            } else {
                cur.get(i + d).copied()
            };
            b.ins().select(c, from.unwrap_or(fill), cur[i])
        })
        .collect()
}

/// Moves whole limbs by `amt / 64` places (a barrel of selects), then
/// shifts the bits by `amt % 64` within neighbouring limbs.
fn shift_left(b: &mut FunctionBuilder, x: &[Value], amt: Value) -> Vec<Value> {
    let k = x.len();
    let fill = zero(b);
    let q = b.ins().ushr_imm_s(amt, 6);
    let mut cur = x.to_vec();
    let mut d = 1;
    while d < k {
        let bit = b.ins().band_imm_s(q, d as i64);
        let c = b.ins().icmp_imm_s(IntCC::NotEqual, bit, 0);
        cur = move_limbs(b, &cur, d, true, c, fill);
        d *= 2;
    }
    let r = b.ins().band_imm_s(amt, 63);
    let sixty_four = b.ins().iconst(types::I64, 64);
    let inv = b.ins().isub(sixty_four, r);
    let r_zero = b.ins().icmp_imm_s(IntCC::Equal, r, 0);
    (0..k)
        .map(|i| {
            let hi = b.ins().ishl(cur[i], r);
            if i == 0 {
                return hi;
            }
            let lo = b.ins().ushr(cur[i - 1], inv);
            let lo = b.ins().select(r_zero, fill, lo);
            b.ins().bor(hi, lo)
        })
        .collect()
}

fn shift_right(b: &mut FunctionBuilder, w: u32, x: &[Value], amt: Value, arithmetic: bool) -> Vec<Value> {
    let k = x.len();
    let mut cur = x.to_vec();
    let fill = if arithmetic {
        cur = sext_top(b, w, &cur);
        b.ins().sshr_imm_s(cur[k - 1], 63)
    } else {
        zero(b)
    };
    let q = b.ins().ushr_imm_s(amt, 6);
    let mut d = 1;
    while d < k {
        let bit = b.ins().band_imm_s(q, d as i64);
        let c = b.ins().icmp_imm_s(IntCC::NotEqual, bit, 0);
        cur = move_limbs(b, &cur, d, false, c, fill);
        d *= 2;
    }
    let r = b.ins().band_imm_s(amt, 63);
    let sixty_four = b.ins().iconst(types::I64, 64);
    let inv = b.ins().isub(sixty_four, r);
    let r_zero = b.ins().icmp_imm_s(IntCC::Equal, r, 0);
    let none = zero(b);
    (0..k)
        .map(|i| {
            if i + 1 == k {
                // The top limb takes the fill (the sign) from `sshr`.
                return if arithmetic {
                    b.ins().sshr(cur[i], r)
                } else {
                    b.ins().ushr(cur[i], r)
                };
            }
            let lo = b.ins().ushr(cur[i], r);
            let hi = b.ins().ishl(cur[i + 1], inv);
            let hi = b.ins().select(r_zero, none, hi);
            b.ins().bor(lo, hi)
        })
        .collect()
}

/// The limbs of a constant `value` (its little-endian 64-bit words) of a
/// `w`-bit integer.
pub(super) fn constant_limbs(w: u32, words: &[u64]) -> Vec<u128> {
    let k = w.div_ceil(64) as usize;
    (0..k)
        .map(|i| {
            let bits = if i + 1 == k { top_bits(w) } else { 64 };
            words.get(i).copied().unwrap_or(0) as u128 & low_bits(bits)
        })
        .collect()
}

/// `llvm.intr.<op>.with.overflow` (`op`: `sadd`, `uadd`, `ssub`, `usub`,
/// `smul`, `umul`) on `w`-bit integers: the wrapped result and whether the
/// exact result does not fit the width. The exact result is computed on
/// operands extended by enough limbs to hold it.
pub(super) fn with_overflow(
    b: &mut FunctionBuilder,
    op: &str,
    w: u32,
    x: &[Value],
    y: &[Value],
) -> (Vec<Value>, Value) {
    let k = w.div_ceil(64) as usize;
    let signed = op.starts_with('s');
    let n = if op.ends_with("mul") { 2 * k + 1 } else { k + 1 };
    let xe = to_limbs(b, Int::Wide(w), x, n, signed);
    let ye = to_limbs(b, Int::Wide(w), y, n, signed);
    let exact = match &op[1..] {
        "add" => add(b, &xe, &ye),
        "sub" => sub(b, &xe, &ye),
        _ => mul(b, &xe, &ye),
    };
    let r = from_limbs(b, Int::Wide(w), &exact);
    let back = to_limbs(b, Int::Wide(w), &r, n, signed);
    let same = compare_limbs(b, IntCC::Equal, (64 * n) as u32, &back, &exact);
    let overflow = b.ins().bxor_imm_s(same, 1);
    (r, overflow)
}

/// `llvm.udiv`, `urem`, `sdiv` or `srem` of `w`-bit integers: a loop of
/// `w` steps of restoring division (shift the dividend's top bit into the
/// remainder, subtract the divisor when it fits), on the magnitudes for
/// the signed ones. Leaves `b` in the block after the loop.
pub(super) fn divide(b: &mut FunctionBuilder, name: &str, w: u32, x: &[Value], y: &[Value]) -> Vec<Value> {
    let k = w.div_ceil(64) as usize;
    let signed = matches!(name, "llvm.sdiv" | "llvm.srem");
    let x = limbs_of(b, w, x);
    let y = limbs_of(b, w, y);
    let zeros: Vec<Value> = (0..k).map(|_| zero(b)).collect();
    // Magnitudes (and the signs) of signed operands.
    let (x, y, x_neg, y_neg) = if signed {
        let xs = sext_top(b, w, &x);
        let ys = sext_top(b, w, &y);
        let x_neg = b.ins().icmp_imm_s(IntCC::SignedLessThan, xs[k - 1], 0);
        let y_neg = b.ins().icmp_imm_s(IntCC::SignedLessThan, ys[k - 1], 0);
        let mx = negate_if(b, x_neg, &zeros, &x);
        let my = negate_if(b, y_neg, &zeros, &y);
        let mx = from_limbs(b, Int::Wide(w), &mx);
        let my = from_limbs(b, Int::Wide(w), &my);
        let mx = limbs_of(b, w, &mx);
        let my = limbs_of(b, w, &my);
        (mx, my, Some(x_neg), Some(y_neg))
    } else {
        (x, y, None, None)
    };
    // (The magnitude of `-2^(w-1)` is `2^(w-1)`, still a `w`-bit unsigned
    // value.) One more limb holds the remainder shifted left.
    let kk = k + 1;
    let mut x = x;
    let mut y = y;
    x.push(zeros[0]);
    y.push(zeros[0]);
    let zeros: Vec<Value> = (0..kk).map(|_| zero(b)).collect();

    let header = b.create_block();
    let exit = b.create_block();
    b.append_block_param(header, types::I64); // steps left
    for _ in 0..3 * kk {
        b.append_block_param(header, types::I64); // dividend, quotient, remainder
    }
    for _ in 0..2 * kk {
        b.append_block_param(exit, types::I64);
    }
    let steps = b.ins().iconst(types::I64, w as i64);
    let mut args = vec![steps];
    args.extend(&x);
    args.extend(&zeros);
    args.extend(&zeros);
    let args: Vec<_> = args
        .into_iter()
        .map(cranelift_codegen::ir::BlockArg::Value)
        .collect();
    b.ins().jump(header, &args);

    b.switch_to_block(header);
    let params = b.block_params(header).to_vec();
    let left = params[0];
    let (dvd, rest) = params[1..].split_at(kk);
    let (quo, rem) = rest.split_at(kk);
    // The dividend's top bit (bit w - 1) moves into the remainder.
    let top_bit = {
        let t = b
            .ins()
            .ushr_imm_s(dvd[((w - 1) / 64) as usize], ((w - 1) % 64) as i64);
        b.ins().band_imm_s(t, 1)
    };
    let dvd = shl1(b, dvd, None);
    let rem = shl1(b, rem, Some(top_bit));
    let fits = compare_limbs(b, IntCC::UnsignedGreaterThanOrEqual, (64 * kk) as u32, &rem, &y);
    let reduced = sub(b, &rem, &y);
    let rem: Vec<Value> = reduced
        .iter()
        .zip(&rem)
        .map(|(&r, &o)| b.ins().select(fits, r, o))
        .collect();
    let fit_bit = b.ins().uextend(types::I64, fits);
    let quo = shl1(b, quo, Some(fit_bit));
    let left = b.ins().iadd_imm_s(left, -1);
    let more = b.ins().icmp_imm_s(IntCC::NotEqual, left, 0);
    let mut again = vec![left];
    again.extend(&dvd);
    again.extend(&quo);
    again.extend(&rem);
    let again: Vec<_> = again
        .into_iter()
        .map(cranelift_codegen::ir::BlockArg::Value)
        .collect();
    let mut done = quo.clone();
    done.extend(&rem);
    let done: Vec<_> = done
        .into_iter()
        .map(cranelift_codegen::ir::BlockArg::Value)
        .collect();
    b.ins().brif(more, header, &again, exit, &done);

    b.switch_to_block(exit);
    let params = b.block_params(exit).to_vec();
    let (quo, rem) = params.split_at(kk);
    let (value, negative) = match name {
        "llvm.udiv" | "llvm.sdiv" => (quo, x_neg.zip(y_neg).map(|(p, q)| b.ins().bxor(p, q))),
        _ => (rem, x_neg),
    };
    let value = match negative {
        Some(neg) => {
            let zeros: Vec<Value> = (0..kk).map(|_| zero(b)).collect();
            negate_if(b, neg, &zeros, value)
        }
        None => value.to_vec(),
    };
    from_limbs(b, Int::Wide(w), &value)
}

/// `-v` if the flag `c` is set, else `v` (limbs; `zeros` as many zeros).
fn negate_if(b: &mut FunctionBuilder, c: Value, zeros: &[Value], v: &[Value]) -> Vec<Value> {
    let neg = sub(b, zeros, v);
    neg.iter()
        .zip(v)
        .map(|(&n, &p)| b.ins().select(c, n, p))
        .collect()
}

/// Limbs shifted left by one bit, `low` (0 or 1) shifted in.
fn shl1(b: &mut FunctionBuilder, v: &[Value], low: Option<Value>) -> Vec<Value> {
    (0..v.len())
        .map(|i| {
            let s = b.ins().ishl_imm_s(v[i], 1);
            let carry = match i {
                0 => low,
                _ => Some(b.ins().ushr_imm_s(v[i - 1], 63)),
            };
            match carry {
                Some(c) => b.ins().bor(s, c),
                None => s,
            }
        })
        .collect()
}
