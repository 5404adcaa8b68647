//! Integers of every width from 1 to 128 bits on Cranelift's five integer
//! types, with LLVM's semantics.
//!
//! An `iN` is held in the narrowest of `i8`, `i16`, `i32`, `i64` and
//! `i128` that fits it ([`Scalar::clif`]). When `N` is narrower than that
//! type (`i1`, `i2`, `i20`, `i72`, ...) the value is kept zero-extended:
//! every operation whose result could set the bits above `N` (`add`,
//! `sub`, `mul`, `shl`, `trunc`, `sext`, constants, loads, call results)
//! clears them again ([`norm`]), and the operations that read the value as
//! signed (`sdiv`, `srem`, `ashr`, signed compares and min/max, `sext`,
//! `sitofp`, `abs`, saturating and overflow-checking arithmetic,
//! `getelementptr` indices) sign-extend it from bit `N - 1` first
//! ([`sext_in`]). The rest (`and`, `or`, `xor`, `lshr`, unsigned division,
//! equality and unsigned compares, `zext`, `ctpop`) needs nothing.
//!
//! In memory an `iN` takes `ceil(N / 8)` bytes (LLVM's store size; the
//! allocation size is that of the Cranelift type), and the elements of a
//! vector of such integers are packed bit by bit, as LLVM lays them out:
//! [`load_leaves`] and [`store_leaves`] read and write any shape that way.

use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{types, InstBuilder, MemFlagsData, Type as ClifType, Value};
use cranelift_frontend::FunctionBuilder;

use crate::layout::{Scalar, Shape};

/// The low `w` bits set.
pub(super) fn low_bits(w: u32) -> u128 {
    if w >= 128 {
        u128::MAX
    } else {
        (1u128 << w) - 1
    }
}

/// A constant of the Cranelift integer type `ty` holding the low bits of
/// `bits`.
pub(super) fn int_const(b: &mut FunctionBuilder, ty: ClifType, bits: u128) -> Value {
    if ty == types::I128 {
        let lo = b.ins().iconst(types::I64, bits as u64 as i64);
        let hi = b.ins().iconst(types::I64, (bits >> 64) as u64 as i64);
        return b.ins().iconcat(lo, hi);
    }
    let v = (bits & low_bits(ty.bits())) as u64;
    b.ins().iconst(ty, v as i64)
}

/// Clears the bits of `v` above the width of `s` (nothing to do for an
/// integer as wide as its Cranelift type).
pub(super) fn norm(b: &mut FunctionBuilder, s: Scalar, v: Value) -> Value {
    let Some(w) = s.padded_width() else {
        return v;
    };
    if w < 64 {
        b.ins().band_imm_s(v, low_bits(w) as i64)
    } else {
        let m = int_const(b, s.clif(), low_bits(w));
        b.ins().band(v, m)
    }
}

/// `v` (of scalar `s`) sign-extended from its width to its Cranelift type.
pub(super) fn sext_in(b: &mut FunctionBuilder, s: Scalar, v: Value) -> Value {
    let Some(w) = s.padded_width() else {
        return v;
    };
    let shift = (s.clif().bits() - w) as i64;
    let up = b.ins().ishl_imm_s(v, shift);
    b.ins().sshr_imm_s(up, shift)
}

/// An integer of scalar `from` as an `i64` index, sign-extended (or
/// truncated), as `getelementptr` reads its indices.
pub(super) fn index_i64(b: &mut FunctionBuilder, from: Scalar, v: Value) -> Value {
    let v = sext_in(b, from, v);
    let ty = b.func.dfg.value_type(v);
    match ty.bits() {
        64 => v,
        128 => b.ins().ireduce(types::I64, v),
        _ => b.ins().sextend(types::I64, v),
    }
}

/// A binary integer operation of the LLVM dialect (`llvm.add`, ...,
/// `llvm.intr.umax`, by its name) on lanes of scalar `s`.
pub(super) fn binary(b: &mut FunctionBuilder, name: &str, s: Scalar, x: Value, y: Value) -> Value {
    let signed = |b: &mut FunctionBuilder, x, y| (sext_in(b, s, x), sext_in(b, s, y));
    let v = match name {
        "llvm.add" => b.ins().iadd(x, y),
        "llvm.sub" => b.ins().isub(x, y),
        "llvm.mul" => b.ins().imul(x, y),
        "llvm.udiv" => return b.ins().udiv(x, y),
        "llvm.urem" => return b.ins().urem(x, y),
        "llvm.and" => return b.ins().band(x, y),
        "llvm.or" => return b.ins().bor(x, y),
        "llvm.xor" => return b.ins().bxor(x, y),
        "llvm.shl" => b.ins().ishl(x, y),
        "llvm.lshr" => return b.ins().ushr(x, y),
        "llvm.intr.umin" => return min_max(b, IntCC::UnsignedLessThan, x, y),
        "llvm.intr.umax" => return min_max(b, IntCC::UnsignedGreaterThan, x, y),
        "llvm.sdiv" => {
            let (x, y) = signed(b, x, y);
            b.ins().sdiv(x, y)
        }
        "llvm.srem" => {
            let (x, y) = signed(b, x, y);
            b.ins().srem(x, y)
        }
        "llvm.ashr" => {
            let x = sext_in(b, s, x);
            b.ins().sshr(x, y)
        }
        "llvm.intr.smin" => {
            let (x, y) = signed(b, x, y);
            min_max(b, IntCC::SignedLessThan, x, y)
        }
        "llvm.intr.smax" => {
            let (x, y) = signed(b, x, y);
            min_max(b, IntCC::SignedGreaterThan, x, y)
        }
        _ => unreachable!("not a binary integer op: {name}"),
    };
    norm(b, s, v)
}

/// `x` if `x cc y`, else `y`: Cranelift's `smin`, ... where it has them.
fn min_max(b: &mut FunctionBuilder, cc: IntCC, x: Value, y: Value) -> Value {
    if b.func.dfg.value_type(x) != types::I128 {
        let i = b.ins();
        return match cc {
            IntCC::SignedLessThan => i.smin(x, y),
            IntCC::SignedGreaterThan => i.smax(x, y),
            IntCC::UnsignedLessThan => i.umin(x, y),
            _ => i.umax(x, y),
        };
    }
    let c = b.ins().icmp(cc, x, y);
    pick(b, c, x, y)
}

/// `x` if the flag `c` is set, else `y`. On `i128` through a mask:
/// Cranelift's optimizer turns a compare and select into the `smin`, ...
/// it cannot lower on that type.
fn pick(b: &mut FunctionBuilder, c: Value, x: Value, y: Value) -> Value {
    if b.func.dfg.value_type(x) != types::I128 {
        return b.ins().select(c, x, y);
    }
    let c = b.ins().uextend(types::I128, c);
    let m = b.ins().ineg(c);
    let from_x = b.ins().band(x, m);
    let from_y = b.ins().band_not(y, m);
    b.ins().bor(from_x, from_y)
}

/// An integer comparison on lanes of scalar `s`: signed predicates read
/// the operands as signed.
pub(super) fn compare(b: &mut FunctionBuilder, cc: IntCC, s: Scalar, x: Value, y: Value) -> Value {
    let signed = matches!(
        cc,
        IntCC::SignedLessThan
            | IntCC::SignedLessThanOrEqual
            | IntCC::SignedGreaterThan
            | IntCC::SignedGreaterThanOrEqual
    );
    if signed {
        let (x, y) = (sext_in(b, s, x), sext_in(b, s, y));
        b.ins().icmp(cc, x, y)
    } else {
        b.ins().icmp(cc, x, y)
    }
}

/// The one-operand bit intrinsics (`abs`, `ctlz`, `cttz`, `ctpop`,
/// `bitreverse`, `bswap`) on a lane of scalar `s`.
pub(super) fn unary(b: &mut FunctionBuilder, name: &str, s: Scalar, x: Value) -> Value {
    let pad = s.padded_width().map(|w| (s.clif().bits() - w) as i64);
    let v = match (name, pad) {
        ("llvm.intr.abs", _) => {
            let x = sext_in(b, s, x);
            b.ins().iabs(x)
        }
        ("llvm.intr.ctlz", None) => b.ins().clz(x),
        // The padding's leading zeros do not count.
        ("llvm.intr.ctlz", Some(p)) => {
            let n = b.ins().clz(x);
            b.ins().iadd_imm_s(n, -p)
        }
        ("llvm.intr.cttz", None) => b.ins().ctz(x),
        // A bit set just above the width: a zero counts `width` zeros.
        ("llvm.intr.cttz", Some(_)) => {
            let w = s.bits();
            let top = int_const(b, s.clif(), 1u128 << w);
            let x = b.ins().bor(x, top);
            b.ins().ctz(x)
        }
        ("llvm.intr.ctpop", _) => b.ins().popcnt(x),
        ("llvm.intr.bitreverse", None) => b.ins().bitrev(x),
        ("llvm.intr.bitreverse", Some(p)) => {
            let r = b.ins().bitrev(x);
            b.ins().ushr_imm_s(r, p)
        }
        (_, None) => b.ins().bswap(x),
        (_, Some(p)) => {
            let r = b.ins().bswap(x);
            b.ins().ushr_imm_s(r, p)
        }
    };
    norm(b, s, v)
}

/// `llvm.intr.fshl` (`left`) or `fshr` on lanes of scalar `s`: the
/// concatenation `x:y` shifted by `z` modulo the width.
pub(super) fn funnel_shift(
    b: &mut FunctionBuilder,
    left: bool,
    s: Scalar,
    x: Value,
    y: Value,
    z: Value,
) -> Value {
    let ty = s.clif();
    let w = s.bits();
    let amt = if w.is_power_of_two() {
        b.ins().band_imm_s(z, (w - 1) as i64)
    } else if ty == types::I128 {
        // Cranelift has no 128-bit division: z mod w from its halves,
        // (hi * (2^64 mod w) + lo) mod w, in 64 bits.
        let wide = b.ins().iconst(types::I64, w as i64);
        let hi = b.ins().ushr_imm_s(z, 64);
        let hi = b.ins().ireduce(types::I64, hi);
        let lo = b.ins().ireduce(types::I64, z);
        let hi = b.ins().urem(hi, wide);
        let hi = b.ins().imul_imm_s(hi, ((1u128 << 64) % w as u128) as i64);
        let lo = b.ins().urem(lo, wide);
        let sum = b.ins().iadd(hi, lo);
        let r = b.ins().urem(sum, wide);
        b.ins().uextend(types::I128, r)
    } else {
        let width = int_const(b, ty, w as u128);
        b.ins().urem(z, width)
    };
    let width = int_const(b, ty, w as u128);
    let inv = b.ins().isub(width, amt);
    // A shift by the whole width (`inv` when `amt` is 0) is masked by
    // Cranelift's shifts: the select below keeps the operand instead.
    let zero = int_const(b, ty, 0);
    let is_zero = b.ins().icmp(IntCC::Equal, amt, zero);
    let (hi, lo) = if left {
        (b.ins().ishl(x, amt), b.ins().ushr(y, inv))
    } else {
        (b.ins().ishl(x, inv), b.ins().ushr(y, amt))
    };
    let v = b.ins().bor(hi, lo);
    let v = norm(b, s, v);
    b.ins().select(is_zero, if left { x } else { y }, v)
}

/// The saturating intrinsics (`llvm.intr.sadd.sat`, `uadd.sat`,
/// `ssub.sat`, `usub.sat`) on lanes of scalar `s`.
pub(super) fn saturating(b: &mut FunctionBuilder, name: &str, s: Scalar, x: Value, y: Value) -> Value {
    let ty = s.clif();
    let w = s.bits();
    let signed = matches!(name, "llvm.intr.sadd.sat" | "llvm.intr.ssub.sat");
    let add = matches!(name, "llvm.intr.sadd.sat" | "llvm.intr.uadd.sat");
    if s.padded_width().is_none() {
        // A full-width type: the overflow flag tells.
        let (r, o) = full_overflow(b, &name["llvm.intr.".len()..][..4], x, y);
        let sat = match (signed, add) {
            (false, true) => int_const(b, ty, u128::MAX),
            (false, false) => int_const(b, ty, 0),
            _ => {
                let min = int_const(b, ty, 1u128 << (w - 1));
                let max = int_const(b, ty, low_bits(w - 1));
                let zero = int_const(b, ty, 0);
                let neg = b.ins().icmp(IntCC::SignedLessThan, x, zero);
                pick(b, neg, min, max)
            }
        };
        return pick(b, o, sat, r);
    }
    // Narrower than its Cranelift type: the exact result fits in it, and
    // is clamped to the width's range.
    if !signed {
        return if add {
            let r = b.ins().iadd(x, y);
            let max = int_const(b, ty, low_bits(w));
            let over = b.ins().icmp(IntCC::UnsignedGreaterThan, r, max);
            pick(b, over, max, r)
        } else {
            let r = b.ins().isub(x, y);
            let zero = int_const(b, ty, 0);
            let under = b.ins().icmp(IntCC::UnsignedLessThan, x, y);
            pick(b, under, zero, r)
        };
    }
    let (x, y) = (sext_in(b, s, x), sext_in(b, s, y));
    let r = if add {
        b.ins().iadd(x, y)
    } else {
        b.ins().isub(x, y)
    };
    let max = int_const(b, ty, low_bits(w - 1));
    let min = int_const(b, ty, !low_bits(w - 1));
    let over = b.ins().icmp(IntCC::SignedGreaterThan, r, max);
    let r = pick(b, over, max, r);
    let under = b.ins().icmp(IntCC::SignedLessThan, r, min);
    let r = pick(b, under, min, r);
    norm(b, s, r)
}

/// The `llvm.intr.*.with.overflow` intrinsics (named without the prefix:
/// `sadd.with.overflow`, ...) on lanes of scalar `s`: the wrapped result
/// and the overflow bit.
pub(super) fn with_overflow(
    b: &mut FunctionBuilder,
    op: &str,
    s: Scalar,
    x: Value,
    y: Value,
) -> (Value, Value) {
    let signed = op.starts_with('s');
    let op = &op[..4];
    if op.ends_with("mul") && s.clif() == types::I128 {
        return wide_mul_overflow(b, signed, s, x, y);
    }
    if s.padded_width().is_none() {
        return full_overflow(b, op, x, y);
    }
    // Narrower than its Cranelift type: compute there (sums and
    // differences cannot overflow it; products report it) and check that
    // the exact result fits the width.
    let (x, y) = if signed {
        (sext_in(b, s, x), sext_in(b, s, y))
    } else {
        (x, y)
    };
    let (r, wide_overflow) = match op {
        "sadd" | "uadd" => (b.ins().iadd(x, y), None),
        "ssub" | "usub" => (b.ins().isub(x, y), None),
        "smul" => {
            let (r, o) = b.ins().smul_overflow(x, y);
            (r, Some(o))
        }
        _ => {
            let (r, o) = b.ins().umul_overflow(x, y);
            (r, Some(o))
        }
    };
    let exact = if signed { sext_in(b, s, r) } else { norm(b, s, r) };
    let o = b.ins().icmp(IntCC::NotEqual, exact, r);
    let o = match wide_overflow {
        Some(w) => b.ins().bor(o, w),
        None => o,
    };
    (norm(b, s, r), o)
}

/// A sum or difference (`op`: `sadd`, `uadd`, `ssub`, `usub`) of two
/// values filling their Cranelift type, and whether it overflowed:
/// Cranelift's instructions, by hand on `i128`, which they do not cover.
fn full_overflow(b: &mut FunctionBuilder, op: &str, x: Value, y: Value) -> (Value, Value) {
    if b.func.dfg.value_type(x) != types::I128 {
        let i = b.ins();
        return match op {
            "sadd" => i.sadd_overflow(x, y),
            "uadd" => i.uadd_overflow(x, y),
            "ssub" => i.ssub_overflow(x, y),
            "usub" => i.usub_overflow(x, y),
            "smul" => i.smul_overflow(x, y),
            _ => i.umul_overflow(x, y),
        };
    }
    let add = op.ends_with("add");
    let r = if add {
        b.ins().iadd(x, y)
    } else {
        b.ins().isub(x, y)
    };
    let o = match op {
        "uadd" => b.ins().icmp(IntCC::UnsignedLessThan, r, x),
        "usub" => b.ins().icmp(IntCC::UnsignedLessThan, x, y),
        _ => {
            // Signed: the result's sign differs from what the operands'
            // signs allow.
            let (p, q) = if add {
                (b.ins().bxor(r, x), b.ins().bxor(r, y))
            } else {
                (b.ins().bxor(x, y), b.ins().bxor(x, r))
            };
            let t = b.ins().band(p, q);
            b.ins().icmp_imm_s(IntCC::SignedLessThan, t, 0)
        }
    };
    (r, o)
}

/// A product of integers held in `i128` and whether it overflowed their
/// width (Cranelift has no 128-bit overflow-reporting multiplication):
/// the magnitudes are multiplied by 64-bit halves and compared with the
/// largest magnitude the result may have.
fn wide_mul_overflow(b: &mut FunctionBuilder, signed: bool, s: Scalar, x: Value, y: Value) -> (Value, Value) {
    let w = s.bits();
    let ty = types::I128;
    let (x, y) = if signed {
        (sext_in(b, s, x), sext_in(b, s, y))
    } else {
        (x, y)
    };
    let r = b.ins().imul(x, y);
    let (mx, my, limit) = if signed {
        let magnitude = |b: &mut FunctionBuilder, v: Value| {
            let neg = b.ins().icmp_imm_s(IntCC::SignedLessThan, v, 0);
            let minus = b.ins().ineg(v);
            (pick(b, neg, minus, v), neg)
        };
        let (mx, xn) = magnitude(b, x);
        let (my, yn) = magnitude(b, y);
        let negative = b.ins().bxor(xn, yn);
        let to_min = int_const(b, ty, 1u128 << (w - 1));
        let to_max = int_const(b, ty, low_bits(w - 1));
        (mx, my, pick(b, negative, to_min, to_max))
    } else {
        (x, y, int_const(b, ty, low_bits(w)))
    };
    let halves = |b: &mut FunctionBuilder, v: Value| {
        let hi = b.ins().ushr_imm_s(v, 64);
        let hi = b.ins().ireduce(types::I64, hi);
        let lo = b.ins().ireduce(types::I64, v);
        (hi, lo)
    };
    let (xh, xl) = halves(b, mx);
    let (yh, yl) = halves(b, my);
    let wide = |b: &mut FunctionBuilder, p: Value, q: Value| {
        let p = b.ins().uextend(ty, p);
        let q = b.ins().uextend(ty, q);
        b.ins().imul(p, q)
    };
    // Both high halves set: at least 2^128.
    let xh_set = b.ins().icmp_imm_s(IntCC::NotEqual, xh, 0);
    let yh_set = b.ins().icmp_imm_s(IntCC::NotEqual, yh, 0);
    let both = b.ins().band(xh_set, yh_set);
    // Otherwise one cross product, which must fit in 64 bits...
    let c1 = wide(b, xh, yl);
    let c2 = wide(b, xl, yh);
    let cross = b.ins().iadd(c1, c2);
    let cross_hi = b.ins().ushr_imm_s(cross, 64);
    let cross_big = b.ins().icmp_imm_s(IntCC::NotEqual, cross_hi, 0);
    // ... and the sum with the low product must not carry out or pass
    // the limit.
    let low = wide(b, xl, yl);
    let shifted = b.ins().ishl_imm_s(cross, 64);
    let sum = b.ins().iadd(shifted, low);
    let carry = b.ins().icmp(IntCC::UnsignedLessThan, sum, low);
    let big = b.ins().icmp(IntCC::UnsignedGreaterThan, sum, limit);
    let o = b.ins().bor(both, cross_big);
    let o = b.ins().bor(o, carry);
    let o = b.ins().bor(o, big);
    (norm(b, s, r), o)
}

/// An integer or pointer conversion (`llvm.trunc`, `zext`, `sext`,
/// `ptrtoint`, `inttoptr`, `addrspacecast`) of `x` from `from` to `to`.
pub(super) fn int_cast(b: &mut FunctionBuilder, name: &str, from: Scalar, to: Scalar, x: Value) -> Value {
    let (ft, tt) = (from.clif(), to.clif());
    let x = if name == "llvm.sext" {
        sext_in(b, from, x)
    } else {
        x
    };
    let v = if ft == tt {
        x
    } else if ft.bits() > tt.bits() {
        b.ins().ireduce(tt, x)
    } else if name == "llvm.sext" {
        b.ins().sextend(tt, x)
    } else {
        b.ins().uextend(tt, x)
    };
    norm(b, to, v)
}

/// `fptosi` / `fptoui` of `x` to the integer scalar `to` (saturating, as
/// Cranelift does; LLVM leaves out-of-range results undefined).
pub(super) fn float_to_int(b: &mut FunctionBuilder, signed: bool, to: Scalar, x: Value) -> Value {
    let tt = to.clif();
    let wide = if tt.bits() < 32 { types::I32 } else { tt };
    let v = if signed {
        b.ins().fcvt_to_sint_sat(wide, x)
    } else {
        b.ins().fcvt_to_uint_sat(wide, x)
    };
    let v = if wide != tt { b.ins().ireduce(tt, v) } else { v };
    norm(b, to, v)
}

/// `sitofp` / `uitofp` of `x`, an integer of scalar `from`, to the float
/// type `to`.
pub(super) fn int_to_float(
    b: &mut FunctionBuilder,
    signed: bool,
    from: Scalar,
    to: ClifType,
    x: Value,
) -> Value {
    let x = if signed { sext_in(b, from, x) } else { x };
    let x = if from.clif().bits() < 32 {
        if signed {
            b.ins().sextend(types::I32, x)
        } else {
            b.ins().uextend(types::I32, x)
        }
    } else {
        x
    };
    if signed {
        b.ins().fcvt_from_sint(to, x)
    } else {
        b.ins().fcvt_from_uint(to, x)
    }
}

// ---------------------------------------------------------------------------
// Memory

/// A run of leaves read or written together: bits `start..end` of a value
/// in memory (relative to its address), holding the leaves `first..last`
/// (indices into the shape's leaves). A leaf that starts on a byte and
/// fills whole bytes is a run of its own; the packed elements of a vector
/// of narrow integers are grouped into runs of at most 16 bytes.
struct Run {
    start: u64,
    end: u64,
    leaves: std::ops::Range<usize>,
}

impl Run {
    fn first_byte(&self) -> u64 {
        self.start / 8
    }

    fn bytes(&self) -> u64 {
        self.end.div_ceil(8) - self.first_byte()
    }
}

/// Groups the leaves of a shape into [`Run`]s; `None` when a packed leaf
/// would need more than 16 bytes (an element over 120 bits wide at an odd
/// bit offset).
fn runs(leaves: &[(Scalar, u64)]) -> Option<Vec<Run>> {
    let mut out: Vec<Run> = Vec::new();
    for (i, &(s, at)) in leaves.iter().enumerate() {
        let end = at + s.bits() as u64;
        let span = |from: u64| end.div_ceil(8) - from / 8;
        if let Some(last) = out.last_mut() {
            // A leaf continuing the previous one within a byte joins its
            // run while the run stays within 16 bytes.
            if last.end == at && !at.is_multiple_of(8) && span(last.start) <= 16 {
                last.end = end;
                last.leaves.end = i + 1;
                continue;
            }
        }
        if span(at) > 16 {
            return None;
        }
        out.push(Run {
            start: at,
            end,
            leaves: i..i + 1,
        });
    }
    Some(out)
}

/// The Cranelift integer type of `bytes` bytes, rounded up to a power of
/// two.
fn int_type_of_bytes(bytes: u64) -> ClifType {
    match bytes {
        0 | 1 => types::I8,
        2 => types::I16,
        3 | 4 => types::I32,
        5..=8 => types::I64,
        _ => types::I128,
    }
}

/// The power-of-two pieces `bytes` splits into, largest first, as
/// (byte offset, length).
fn pieces(bytes: u64) -> Vec<(u64, u64)> {
    let mut out = Vec::new();
    let mut at = 0;
    for k in [16u64, 8, 4, 2, 1] {
        if bytes - at >= k {
            out.push((at, k));
            at += k;
        }
    }
    out
}

/// Reads `bytes` bytes (1 to 16) at `addr + off`, zero-extended into the
/// integer type that holds them.
fn load_bytes(b: &mut FunctionBuilder, addr: Value, off: i32, bytes: u64) -> Value {
    let ty = int_type_of_bytes(bytes);
    let mut acc: Option<Value> = None;
    for (at, k) in pieces(bytes) {
        let pty = int_type_of_bytes(k);
        let mut v = b.ins().load(pty, MemFlagsData::new(), addr, off + at as i32);
        if pty != ty {
            v = b.ins().uextend(ty, v);
        }
        if at != 0 {
            v = b.ins().ishl_imm_s(v, (8 * at) as i64);
        }
        acc = Some(match acc {
            Some(a) => b.ins().bor(a, v),
            None => v,
        });
    }
    acc.expect("at least one byte")
}

/// Writes the low `bytes` bytes (1 to 16) of the integer `v` at
/// `addr + off`.
fn store_bytes(b: &mut FunctionBuilder, v: Value, addr: Value, off: i32, bytes: u64) {
    let ty = b.func.dfg.value_type(v);
    for (at, k) in pieces(bytes) {
        let pty = int_type_of_bytes(k);
        let mut p = v;
        if at != 0 {
            p = b.ins().ushr_imm_s(p, (8 * at) as i64);
        }
        if pty != ty {
            p = b.ins().ireduce(pty, p);
        }
        b.ins().store(MemFlagsData::new(), p, addr, off + at as i32);
    }
}

/// Whether a leaf is loaded and stored as its Cranelift type as is: it
/// starts on a byte and fills its type.
fn plain(s: Scalar, at: u64) -> bool {
    at.is_multiple_of(8) && s.store_size() == s.size()
}

/// The leaves of a value of `shape` loaded from `addr + base`; `None` if
/// the shape cannot be laid out (see [`runs`]).
pub(super) fn load_leaves(
    b: &mut FunctionBuilder,
    shape: &Shape,
    addr: Value,
    base: i32,
) -> Option<Vec<Value>> {
    let leaves = shape.leaves();
    if leaves.iter().all(|&(s, at)| plain(s, at)) {
        return Some(
            leaves
                .iter()
                .map(|&(s, at)| {
                    let v = b
                        .ins()
                        .load(s.clif(), MemFlagsData::new(), addr, base + (at / 8) as i32);
                    norm(b, s, v)
                })
                .collect(),
        );
    }
    let mut out = Vec::with_capacity(leaves.len());
    for run in runs(&leaves)? {
        let off = base + run.first_byte() as i32;
        let word = load_bytes(b, addr, off, run.bytes());
        for &(s, at) in &leaves[run.leaves.clone()] {
            let shift = at - run.first_byte() * 8;
            let v = if shift == 0 {
                word
            } else {
                b.ins().ushr_imm_s(word, shift as i64)
            };
            out.push(from_bits(b, s, v));
        }
    }
    Some(out)
}

/// Stores the leaves `vals` of a value of `shape` at `addr + base`;
/// `None` if the shape cannot be laid out (see [`runs`]).
pub(super) fn store_leaves(
    b: &mut FunctionBuilder,
    shape: &Shape,
    addr: Value,
    base: i32,
    vals: &[Value],
) -> Option<()> {
    let leaves = shape.leaves();
    if leaves.iter().all(|&(s, at)| plain(s, at)) {
        for (&(_, at), &v) in leaves.iter().zip(vals) {
            b.ins()
                .store(MemFlagsData::new(), v, addr, base + (at / 8) as i32);
        }
        return Some(());
    }
    let runs = runs(&leaves)?;
    for (k, run) in runs.iter().enumerate() {
        let off = base + run.first_byte() as i32;
        let bytes = run.bytes();
        let ty = int_type_of_bytes(bytes);
        let mut word: Option<Value> = None;
        for (&(s, at), &v) in leaves[run.leaves.clone()].iter().zip(&vals[run.leaves.clone()]) {
            let mut v = to_bits(b, s, v);
            if b.func.dfg.value_type(v) != ty {
                v = b.ins().uextend(ty, v);
            }
            let shift = at - run.first_byte() * 8;
            if shift != 0 {
                v = b.ins().ishl_imm_s(v, shift as i64);
            }
            word = Some(match word {
                Some(w) => b.ins().bor(w, v),
                None => v,
            });
        }
        let mut word = word.expect("a run holds a leaf");
        // Bits of the first or last byte that belong to a neighbouring
        // run are kept.
        let shares_first = !run.start.is_multiple_of(8);
        let shares_last = runs
            .get(k + 1)
            .is_some_and(|next| next.first_byte() < run.end.div_ceil(8));
        if shares_first || shares_last {
            let old = load_bytes(b, addr, off, bytes);
            let lo = run.start - run.first_byte() * 8;
            let mine = low_bits((run.end - run.start) as u32) << lo;
            let keep = int_const(b, ty, !mine);
            let old = b.ins().band(old, keep);
            word = b.ins().bor(old, word);
        }
        store_bytes(b, word, addr, off, bytes);
    }
    Some(())
}

/// A leaf of scalar `s` from the low bits of the integer `v`.
fn from_bits(b: &mut FunctionBuilder, s: Scalar, v: Value) -> Value {
    let ity = match s {
        Scalar::F32 => types::I32,
        Scalar::F64 => types::I64,
        _ => s.clif(),
    };
    let vt = b.func.dfg.value_type(v);
    let v = if vt.bits() > ity.bits() {
        b.ins().ireduce(ity, v)
    } else if vt.bits() < ity.bits() {
        b.ins().uextend(ity, v)
    } else {
        v
    };
    match s {
        Scalar::F32 | Scalar::F64 => b.ins().bitcast(s.clif(), MemFlagsData::new(), v),
        _ => norm(b, s, v),
    }
}

/// The bits of a leaf of scalar `s` as an integer.
fn to_bits(b: &mut FunctionBuilder, s: Scalar, v: Value) -> Value {
    match s {
        Scalar::F32 => b.ins().bitcast(types::I32, MemFlagsData::new(), v),
        Scalar::F64 => b.ins().bitcast(types::I64, MemFlagsData::new(), v),
        _ => v,
    }
}

/// Writes the bits of a constant's leaves into `bytes` at their offsets
/// (global initializers).
pub(super) fn write_leaf_bits(bytes: &mut [u8], leaves: &[(Scalar, u64)], values: &[u128]) {
    for (&(s, at), &v) in leaves.iter().zip(values) {
        let bits = s.bits() as u64;
        let v = v & low_bits(s.bits());
        for i in 0..bits {
            let bit = at + i;
            let byte = (bit / 8) as usize;
            if byte >= bytes.len() {
                break;
            }
            if (v >> i) & 1 == 1 {
                bytes[byte] |= 1 << (bit % 8);
            } else {
                bytes[byte] &= !(1 << (bit % 8));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pieces_cover_every_length() {
        for n in 1..=16u64 {
            let p = pieces(n);
            assert_eq!(p.iter().map(|x| x.1).sum::<u64>(), n, "{n}: {p:?}");
            let mut at = 0;
            for &(o, k) in &p {
                assert_eq!(o, at);
                assert!(k.is_power_of_two());
                at += k;
            }
        }
        assert_eq!(pieces(3), vec![(0, 2), (2, 1)]);
        assert_eq!(pieces(16), vec![(0, 16)]);
    }

    #[test]
    fn runs_group_packed_elements() {
        // vector<8xi1>: one byte.
        let v = Shape::Vector(Scalar::Int(1), 8);
        let r = runs(&v.leaves()).unwrap();
        assert_eq!(r.len(), 1);
        assert_eq!((r[0].start, r[0].end, r[0].bytes()), (0, 8, 1));
        // struct<(i20, vector<3xi4>)>: the i20 alone (3 bytes), then the
        // vector's 12 bits from byte 4: a run per byte.
        let s = Shape::Struct {
            fields: vec![Shape::Scalar(Scalar::Int(20)), Shape::Vector(Scalar::Int(4), 3)],
            packed: false,
        };
        let r = runs(&s.leaves()).unwrap();
        let spans: Vec<(u64, u64)> = r.iter().map(|x| (x.first_byte(), x.bytes())).collect();
        assert_eq!(spans, vec![(0, 3), (4, 1), (5, 1)]);
        assert_eq!(r[1].leaves, 1..3);
        // vector<16xi17>: runs of at most 16 bytes, in order.
        let v = Shape::Vector(Scalar::Int(17), 16);
        let r = runs(&v.leaves()).unwrap();
        assert!(r.len() > 1);
        assert!(r.iter().all(|x| x.bytes() <= 16));
        assert_eq!(r.last().unwrap().end, 16 * 17);
    }

    #[test]
    fn leaf_bits_are_packed_into_bytes() {
        let v = Shape::Vector(Scalar::Int(2), 4);
        let mut bytes = vec![0u8; 1];
        write_leaf_bits(&mut bytes, &v.leaves(), &[1, 2, 3, u128::MAX]);
        assert_eq!(bytes, vec![0b11_11_10_01]);
        let s = Shape::Scalar(Scalar::Int(20));
        let mut bytes = vec![0xffu8; 4];
        write_leaf_bits(&mut bytes, &s.leaves(), &[0x12345]);
        assert_eq!(bytes, vec![0x45, 0x23, 0xf1, 0xff]);
    }
}
