use super::*;

fn u(width: u32, lo: u64, hi: u64) -> ConstantIntRanges {
    ConstantIntRanges::from_unsigned(APInt::from_u64(width, lo), APInt::from_u64(width, hi))
}

fn s(width: u32, lo: i64, hi: i64) -> ConstantIntRanges {
    ConstantIntRanges::from_signed(APInt::from_i64(width, lo), APInt::from_i64(width, hi))
}

fn c(width: u32, v: i64) -> ConstantIntRanges {
    ConstantIntRanges::constant(&APInt::from_i64(width, v))
}

/// (umin, umax, smin, smax) as printed numbers.
fn bounds(r: &ConstantIntRanges) -> (String, String, String, String) {
    (
        r.umin().to_string_unsigned(),
        r.umax().to_string_unsigned(),
        r.smin().to_string_signed(),
        r.smax().to_string_signed(),
    )
}

fn b(umin: &str, umax: &str, smin: &str, smax: &str) -> (String, String, String, String) {
    (umin.into(), umax.into(), smin.into(), smax.into())
}

const NONE: OverflowFlags = OverflowFlags {
    nsw: false,
    nuw: false,
};

#[test]
fn from_signed_across_zero_loses_unsigned_bounds() {
    assert_eq!(bounds(&s(8, -1, 1)), b("0", "255", "-1", "1"));
    assert_eq!(bounds(&s(8, -3, -1)), b("253", "255", "-3", "-1"));
    assert_eq!(bounds(&u(8, 100, 200)), b("100", "200", "-128", "127"));
}

#[test]
fn constant_value_of_either_reading() {
    assert_eq!(c(8, 5).constant_value(), Some(APInt::from_u64(8, 5)));
    assert_eq!(u(8, 0, 1).constant_value(), None);
    // i1: true is -1 signed and 1 unsigned.
    assert_eq!(bounds(&c(1, -1)), b("1", "1", "-1", "-1"));
    assert_eq!(IntegerValueRange(None).constant_value(), None);
}

#[test]
fn add_wraps_to_the_full_range_without_flags() {
    assert_eq!(
        bounds(&infer_add(&[u(8, 0, 200), u(8, 0, 100)], NONE)),
        b("0", "255", "-128", "127")
    );
    assert_eq!(
        bounds(&infer_add(&[u(8, 1, 2), u(8, 3, 4)], NONE)),
        b("4", "6", "4", "6")
    );
    // With nuw the unsigned bounds saturate instead.
    let nuw = OverflowFlags {
        nsw: false,
        nuw: true,
    };
    assert_eq!(bounds(&infer_add(&[u(8, 0, 200), u(8, 0, 100)], nuw)).1, "255");
    assert_eq!(
        bounds(&infer_add(&[u(8, 100, 200), u(8, 100, 100)], nuw)).0,
        "200"
    );
}

#[test]
fn add_at_i64_and_index_width() {
    let max = ConstantIntRanges::max_range(64);
    let r = infer_add(&[max.clone(), c(64, 1)], NONE);
    assert_eq!(r, max);
    let r = infer_add(&[s(64, i64::MAX - 1, i64::MAX - 1), c(64, 1)], NONE);
    assert_eq!(r.constant_value(), Some(APInt::from_i64(64, i64::MAX)));
}

#[test]
fn sub_and_mul() {
    assert_eq!(
        bounds(&infer_sub(&[u(8, 10, 20), u(8, 1, 5)], NONE)),
        b("5", "19", "5", "19")
    );
    assert_eq!(
        bounds(&infer_sub(&[u(8, 0, 1), c(8, 1)], NONE)),
        b("0", "255", "-1", "0")
    );
    assert_eq!(
        bounds(&infer_mul(&[s(8, -3, 2), s(8, 4, 5)], NONE)),
        b("0", "255", "-15", "10")
    );
    assert_eq!(
        bounds(&infer_mul(&[u(8, 16, 16), u(8, 16, 16)], NONE)),
        b("0", "255", "-128", "127")
    );
}

#[test]
fn divisions() {
    assert_eq!(
        bounds(&infer_div_u(&[u(8, 10, 20), u(8, 2, 5)])),
        b("2", "10", "2", "10")
    );
    // A divisor that may be zero leaves the quotient below the dividend.
    assert_eq!(
        bounds(&infer_div_u(&[u(8, 10, 20), u(8, 0, 5)])),
        b("2", "20", "2", "20")
    );
    assert_eq!(
        bounds(&infer_div_s(&[s(8, -10, 10), s(8, -1, 1)])),
        b("0", "255", "-128", "127")
    );
    assert_eq!(
        bounds(&infer_div_s(&[s(8, -10, 10), s(8, 2, 5)])),
        b("0", "255", "-5", "5")
    );
    // MIN / -1 overflows.
    assert_eq!(
        bounds(&infer_div_s(&[c(8, -128), c(8, -1)])),
        b("0", "255", "-128", "127")
    );
    assert_eq!(
        bounds(&infer_ceil_div_u(&[u(8, 7, 7), u(8, 2, 2)])),
        b("4", "4", "4", "4")
    );
    assert_eq!(
        bounds(&infer_ceil_div_s(&[c(8, -7), c(8, 2)])),
        b("253", "253", "-3", "-3")
    );
    assert_eq!(
        bounds(&infer_floor_div_s(&[c(8, -7), c(8, 2)])),
        b("252", "252", "-4", "-4")
    );
    // MIN ceildiv 2 folds to 64 (as the folder computes it).
    assert_eq!(bounds(&infer_ceil_div_s(&[c(8, -128), c(8, 2)])).2, "64");
}

#[test]
fn remainders() {
    assert_eq!(
        bounds(&infer_rem_u(&[u(8, 0, 255), c(8, 16)])),
        b("0", "15", "0", "15")
    );
    assert_eq!(
        bounds(&infer_rem_u(&[u(8, 18, 20), c(8, 16)])),
        b("2", "4", "2", "4")
    );
    assert_eq!(
        bounds(&infer_rem_s(&[s(8, -20, 20), c(8, 8)])),
        b("0", "255", "-7", "7")
    );
    assert_eq!(
        bounds(&infer_rem_s(&[s(8, 1, 3), c(8, 8)])),
        b("1", "3", "1", "3")
    );
    assert_eq!(
        bounds(&infer_rem_s(&[s(8, 1, 3), s(8, -1, 1)])),
        b("0", "255", "-128", "127")
    );
}

#[test]
fn min_max_and_bitwise() {
    assert_eq!(
        bounds(&infer_max_s(&[s(8, -5, 3), s(8, 0, 1)])),
        b("0", "3", "0", "3")
    );
    assert_eq!(
        bounds(&infer_min_u(&[u(8, 5, 30), u(8, 10, 20)])),
        b("5", "20", "5", "20")
    );
    assert_eq!(
        bounds(&infer_and(&[u(8, 0, 255), c(8, 15)])),
        b("0", "15", "0", "15")
    );
    assert_eq!(
        bounds(&infer_or(&[u(8, 0, 3), c(8, 16)])),
        b("16", "19", "16", "19")
    );
    assert_eq!(bounds(&infer_xor(&[u(8, 4, 5), c(8, 1)])), b("4", "5", "4", "5"));
}

#[test]
fn shifts() {
    assert_eq!(
        bounds(&infer_shl(&[u(8, 0, 12), c(8, 1)], NONE)),
        b("0", "24", "0", "24")
    );
    assert_eq!(
        bounds(&infer_shl(&[u(8, 0, 127), c(8, 1)], NONE)),
        b("0", "254", "-128", "127")
    );
    // A shift by the width or more is poison: no bounds.
    assert_eq!(
        bounds(&infer_shl(&[c(8, 1), c(8, 8)], NONE)),
        b("0", "255", "-128", "127")
    );
    assert_eq!(
        bounds(&infer_shr_s(&[s(8, -128, 127), c(8, 4)])),
        b("0", "255", "-8", "7")
    );
    assert_eq!(
        bounds(&infer_shr_u(&[u(8, 0, 255), c(8, 4)])),
        b("0", "15", "0", "15")
    );
}

#[test]
fn extension_and_truncation() {
    assert_eq!(
        bounds(&ext_si_range(&s(8, -1, 1), 16)),
        b("0", "65535", "-1", "1")
    );
    assert_eq!(bounds(&ext_ui_range(&s(8, -1, 1), 16)), b("0", "255", "0", "255"));
    assert_eq!(bounds(&trunc_range(&u(16, 256, 258), 8)), b("0", "2", "0", "2"));
    assert_eq!(
        bounds(&trunc_range(&u(16, 255, 257), 8)),
        b("0", "255", "-128", "127")
    );
    assert_eq!(bounds(&trunc_range(&c(64, -1), 1)), b("1", "1", "-1", "-1"));
}

#[test]
fn comparisons() {
    use CmpPredicate::*;
    let small = u(8, 0, 10);
    let big = u(8, 20, 30);
    assert_eq!(evaluate_pred(Ult, &small, &big), Some(true));
    assert_eq!(evaluate_pred(Uge, &small, &big), Some(false));
    assert_eq!(evaluate_pred(Eq, &small, &big), Some(false));
    assert_eq!(evaluate_pred(Ult, &small, &u(8, 5, 30)), None);
    assert_eq!(evaluate_pred(Ne, &small, &big), Some(true));
    assert_eq!(evaluate_pred(Eq, &c(8, 3), &c(8, 3)), Some(true));
    assert_eq!(
        infer_cmp(Slt, &small, &big).constant_value(),
        Some(APInt::all_ones(1))
    );
    // Distinct unsigned, overlapping signed: not known distinct.
    assert_eq!(evaluate_pred(Ne, &u(8, 0, 200), &c(8, 250)), None);
}

#[test]
fn index_ops_agree_at_32_bits() {
    let r = infer_index_op(&|a| infer_add(a, NONE), &[u(64, 0, 10), c(64, 1)], CmpMode::Both);
    assert_eq!(bounds(&r), b("1", "11", "1", "11"));
    // [0xfffffffe, 0xffffffff] + 1 wraps at 32 bits but not at 64: the
    // 32-bit result widens the 64-bit one.
    let r = infer_index_op(
        &|a| infer_add(a, NONE),
        &[u(64, 0xffff_fffe, 0xffff_ffff), c(64, 1)],
        CmpMode::Both,
    );
    assert_eq!(bounds(&r).0, "0");
    assert_eq!(bounds(&r).1, "4294967296");
    assert_eq!(
        infer_index_cmp(CmpPredicate::Ult, &u(64, 0, 10), &c(64, 20)),
        Some(true)
    );
}

#[test]
fn join_and_max_range() {
    let ctx = Context::new();
    let i8t = ctx.integer_type(8);
    assert_eq!(
        IntegerValueRange::max_range(&ctx, i8t).0,
        Some(ConstantIntRanges::max_range(8))
    );
    // Other types are known, at width 0, and never constant.
    let f = IntegerValueRange::max_range(&ctx, ctx.f32());
    assert_eq!(f.0.as_ref().map(|r| r.width()), Some(0));
    assert_eq!(f.constant_value(), None);
    let a = IntegerValueRange(Some(c(8, 1)));
    let j = a.join(&IntegerValueRange(Some(c(8, 5))));
    assert_eq!(bounds(j.0.as_ref().unwrap()), b("1", "5", "1", "5"));
    assert_eq!(a.join(&IntegerValueRange(None)), a);
}

#[test]
fn affine_expressions() {
    let ctx = Context::new();
    let d0 = ctx.affine_dim(0);
    let s0 = ctx.affine_symbol(0);
    let dims = [s(64, 5, 10)];
    let syms = [s(64, 4, 4)];
    let e = ctx.affine_floor_div(d0, ctx.affine_constant(4));
    assert_eq!(
        bounds(&infer_affine_expr(&ctx, e, &dims, &syms)),
        b("1", "2", "1", "2")
    );
    let e = ctx.affine_add(ctx.affine_mul(d0, s0), ctx.affine_constant(1));
    assert_eq!(
        bounds(&infer_affine_expr(&ctx, e, &dims, &syms)),
        b("21", "41", "21", "41")
    );
    let e = ctx.affine_mod(d0, ctx.affine_constant(4));
    assert_eq!(
        bounds(&infer_affine_expr(&ctx, e, &dims, &syms)),
        b("0", "3", "0", "3")
    );
    let e = ctx.affine_mod(d0, ctx.affine_constant(16));
    assert_eq!(
        bounds(&infer_affine_expr(&ctx, e, &dims, &syms)),
        b("5", "10", "5", "10")
    );
}

#[test]
fn shaped_dims() {
    let ctx = Context::new();
    let index = ctx.index_type();
    let t = ctx.ranked_tensor_type(&[3, crate::DYNAMIC, 5], ctx.f32());
    let any = IntegerValueRange(None);
    let one = IntegerValueRange(Some(c(64, 0)));
    assert_eq!(
        bounds(&infer_shaped_dim(&ctx, index, t, &one)),
        b("3", "3", "3", "3")
    );
    assert_eq!(bounds(&infer_shaped_dim(&ctx, index, t, &any)).2, "0");
    let first_and_last = IntegerValueRange(Some(s(64, 2, 2)));
    assert_eq!(
        bounds(&infer_shaped_dim(&ctx, index, t, &first_and_last)),
        b("5", "5", "5", "5")
    );
}
