use super::*;
use crate::types::{build_type, is_data_type, is_fun_type};

fn param<'a>(params: &'a [(&str, Attribute)]) -> impl Fn(&str) -> Option<Attribute> + 'a {
    move |n| params.iter().find(|(k, _)| *k == n).map(|&(_, a)| a)
}

#[test]
fn registers_every_op() {
    let mut ctx = Context::new();
    ctx.register_dialect(dialect());
    for spec in DIALECT.ops {
        assert!(ctx.op_def(ctx.op_name(spec.name)).is_some(), "{}", spec.name);
    }
}

#[test]
fn types_round_trip_through_their_description() {
    let ctx = Context::new();
    let s = scalar_type(&ctx, ctx.f32());
    let a = array_type(&ctx, 4, s);
    let t = tuple_type(&ctx, s, a);
    let f = fun_type(&ctx, a, t);
    for ty in [s, a, t, f] {
        let k = rise_type(&ctx, ty).expect("a rise type");
        assert_eq!(build_type(&ctx, k), ty);
    }
    assert!(is_data_type(&ctx, t) && !is_data_type(&ctx, f) && is_fun_type(&ctx, f));
    assert_eq!(rise_type(&ctx, ctx.f32()), None);
    assert_eq!(
        fun_type_n(&ctx, &[s, a], t),
        fun_type(&ctx, s, fun_type(&ctx, a, t))
    );
    assert_eq!(type_attr_value(&ctx, type_attr(&ctx, a)), Some(a));
    assert_eq!(nat_value(&ctx, nat_attr(&ctx, 7)), Some(7));
}

#[test]
fn memrefs_are_nested_arrays_of_scalars() {
    let ctx = Context::new();
    let s = scalar_type(&ctx, ctx.f32());
    let m = ctx.memref_type(&[2, 3], ctx.f32());
    assert_eq!(
        memref_rise_type(&ctx, m),
        Some(array_type(&ctx, 2, array_type(&ctx, 3, s)))
    );
    assert_eq!(memref_rise_type(&ctx, ctx.memref_type(&[], ctx.f32())), Some(s));
    let dynamic = ctx.memref_type(&[strata_ir::DYNAMIC], ctx.f32());
    assert_eq!(memref_rise_type(&ctx, dynamic), None);
}

#[test]
fn pattern_types_follow_their_parameters() {
    let ctx = Context::new();
    let s = scalar_type(&ctx, ctx.f32());
    let arr = |n, t| array_type(&ctx, n, t);
    let t = type_attr(&ctx, s);
    let split = [("n", nat_attr(&ctx, 4)), ("m", nat_attr(&ctx, 3)), ("t", t)];
    assert_eq!(
        pattern_type(&ctx, "rise.split", &param(&split)),
        Ok(fun_type(&ctx, arr(12, s), arr(3, arr(4, s))))
    );
    assert_eq!(
        pattern_type(&ctx, "rise.join", &param(&split)),
        Ok(fun_type(&ctx, arr(4, arr(3, s)), arr(12, s)))
    );
    let slide = [
        ("n", nat_attr(&ctx, 3)),
        ("sz", nat_attr(&ctx, 4)),
        ("sp", nat_attr(&ctx, 2)),
        ("t", t),
    ];
    assert_eq!(
        pattern_type(&ctx, "rise.slide", &param(&slide)),
        Ok(fun_type(&ctx, arr(8, s), arr(3, arr(4, s))))
    );
    let pad = [
        ("n", nat_attr(&ctx, 4)),
        ("l", nat_attr(&ctx, 0)),
        ("r", nat_attr(&ctx, 2)),
        ("t", t),
    ];
    assert_eq!(
        pattern_type(&ctx, "rise.pad", &param(&pad)),
        Ok(fun_type(&ctx, arr(4, s), arr(6, s)))
    );
    let reduce = [("n", nat_attr(&ctx, 5)), ("s", t), ("t", t)];
    assert_eq!(
        pattern_type(&ctx, "rise.reduceSeq", &param(&reduce)),
        Ok(fun_type_n(&ctx, &[fun_type_n(&ctx, &[s, s], s), s, arr(5, s)], s))
    );
    let huge = [
        ("n", nat_attr(&ctx, i64::MAX)),
        ("m", nat_attr(&ctx, 2)),
        ("t", t),
    ];
    assert_eq!(
        pattern_type(&ctx, "rise.join", &param(&huge)),
        Err("array length overflows in 'rise.join'".to_string())
    );
    assert_eq!(
        pattern_type(&ctx, "rise.map", &param(&pad)),
        Err("requires a data type parameter 's'".to_string())
    );
}
