//! Printer tests: IR built through the `Body` API, compared with the text
//! mlir-opt 22 prints for the equivalent input.

use super::*;
use strata_ir::{
    AttrKind, DenseData, FloatKind, InsertPoint, Location, OperationState, Signedness, TypeKind,
};

fn ctx() -> Context {
    let mut c = Context::new();
    c.set_allow_unregistered_dialects(true);
    c
}

/// A top level holding one `builtin.module` with an empty block; returns
/// the body, the module and the module's block (in its child body).
fn module(ctx: &Context, loc: Location) -> (Body, OpId) {
    let (mut top, tb) = Body::with_top_block();
    let mut child = Body::new();
    let r = child.create_region();
    let b = child.create_block();
    child.append_block(r, b);
    let mut st = OperationState::new(ctx.op_name("builtin.module"), loc);
    st.regions.push(r);
    st.child = Some(Box::new(child));
    let m = top.create_op(st);
    top.append_op(tb, m);
    (top, m)
}

fn module_block(top: &mut Body, m: OpId) -> (&mut Body, BlockId) {
    let child = top.child_body_mut(m).unwrap();
    let r = child.root_regions()[0];
    let b = child.region_entry(r).unwrap();
    (child, b)
}

fn op(
    ctx: &Context,
    body: &mut Body,
    block: BlockId,
    name: &str,
    operands: &[ValueId],
    results: &[Type],
) -> OpId {
    let mut st = OperationState::new(ctx.op_name(name), ctx.unknown_loc());
    st.operands = operands.to_vec();
    st.result_types = results.to_vec();
    let o = body.create_op(st);
    body.append_op(block, o);
    o
}

fn print(ctx: &Context, body: &Body, opts: &PrintOptions) -> String {
    let text = print_top_level(ctx, body, opts);
    // Streamed to a writer, the output is the same bytes.
    let mut streamed = Vec::new();
    print_top_level_to(ctx, body, opts, &mut streamed).unwrap();
    assert_eq!(String::from_utf8(streamed).unwrap(), text);
    text
}

#[test]
fn generic_ops_regions_and_blocks() {
    let ctx = ctx();
    let (mut top, m) = module(&ctx, ctx.unknown_loc());
    let i32t = ctx.i32();
    {
        let (body, b) = module_block(&mut top, m);
        let x = op(&ctx, body, b, "d.top", &[], &[i32t, i32t]);
        let x1 = body.result(x, 1);
        // An op with two regions: one with an argument, one with a plain op.
        let r1 = body.create_region();
        let e1 = body.create_block();
        body.append_block(r1, e1);
        let arg = body.add_block_arg(e1, i32t, ctx.unknown_loc());
        let r2 = body.create_region();
        let e2 = body.create_block();
        body.append_block(r2, e2);
        let mut st = OperationState::new(ctx.op_name("d.op"), ctx.unknown_loc());
        st.operands = vec![x1];
        st.result_types = vec![i32t];
        st.regions = vec![r1, r2];
        st.attributes = Some(ctx.dictionary_attr(&[
            (ctx.ident("foo"), ctx.integer_attr(ctx.i64(), 1)),
            (ctx.ident("bar"), ctx.string_attr("s")),
            (ctx.ident("u"), ctx.unit_attr()),
        ]));
        let o = body.create_op(st);
        body.append_op(b, o);
        let y = op(&ctx, body, e1, "d.in", &[arg], &[i32t]);
        let yv = body.result(y, 0);
        op(&ctx, body, e1, "d.yield", &[yv], &[]);
        op(&ctx, body, e2, "d.in2", &[], &[i32t]);
        // An empty region and a region with one empty block.
        let r3 = body.create_region();
        let mut st = OperationState::new(ctx.op_name("d.empty"), ctx.unknown_loc());
        st.regions = vec![r3];
        let o3 = body.create_op(st);
        body.append_op(b, o3);
        let r4 = body.create_region();
        let e4 = body.create_block();
        body.append_block(r4, e4);
        let mut st = OperationState::new(ctx.op_name("d.empty"), ctx.unknown_loc());
        st.regions = vec![r4];
        let o4 = body.create_op(st);
        body.append_op(b, o4);
    }
    let expected = r#"module {
  %0:2 = "d.top"() : () -> (i32, i32)
  %1 = "d.op"(%0#1) ({
  ^bb0(%arg0: i32):
    %2 = "d.in"(%arg0) : (i32) -> i32
    "d.yield"(%2) : (i32) -> ()
  }, {
    %2 = "d.in2"() : () -> i32
  }) {bar = "s", foo = 1 : i64, u} : (i32) -> i32
  "d.empty"() ({
  }) : () -> ()
  "d.empty"() ({
  ^bb0:
  }) : () -> ()
}

"#;
    assert_eq!(print(&ctx, &top, &PrintOptions::default()), expected);

    // Generic form: unique ids, regions numbered last-first.
    let expected_generic = r#""builtin.module"() ({
  %0:2 = "d.top"() : () -> (i32, i32)
  %1 = "d.op"(%0#1) ({
  ^bb0(%arg0: i32):
    %3 = "d.in"(%arg0) : (i32) -> i32
    "d.yield"(%3) : (i32) -> ()
  }, {
    %2 = "d.in2"() : () -> i32
  }) {bar = "s", foo = 1 : i64, u} : (i32) -> i32
  "d.empty"() ({
  }) : () -> ()
  "d.empty"() ({
  ^bb0:
  }) : () -> ()
}) : () -> ()

"#;
    let generic = PrintOptions {
        generic: true,
        ..Default::default()
    };
    assert_eq!(print(&ctx, &top, &generic), expected_generic);
}

#[test]
fn successors_and_predecessor_comments() {
    let ctx = ctx();
    let (mut top, m) = module(&ctx, ctx.unknown_loc());
    let i32t = ctx.i32();
    {
        let (body, b) = module_block(&mut top, m);
        let r = body.create_region();
        let bbs: Vec<BlockId> = (0..5).map(|_| body.create_block()).collect();
        for &x in &bbs {
            body.append_block(r, x);
        }
        let a3 = body.add_block_arg(bbs[3], i32t, ctx.unknown_loc());
        let c = op(&ctx, body, bbs[0], "d.c", &[], &[i32t]);
        let cv = body.result(c, 0);
        let mut st = OperationState::new(ctx.op_name("d.cond_br"), ctx.unknown_loc());
        st.successors = vec![bbs[1], bbs[2]];
        let t = body.create_op(st);
        body.append_op(bbs[0], t);
        for &from in &bbs[1..3] {
            let mut st = OperationState::new(ctx.op_name("d.br"), ctx.unknown_loc());
            st.operands = vec![cv];
            st.successors = vec![bbs[3]];
            let t = body.create_op(st);
            body.append_op(from, t);
        }
        op(&ctx, body, bbs[3], "d.ret", &[a3], &[]);
        op(&ctx, body, bbs[4], "d.ret", &[], &[]);
        let mut st = OperationState::new(ctx.op_name("d.func"), ctx.unknown_loc());
        st.regions = vec![r];
        let f = body.create_op(st);
        body.append_op(b, f);
    }
    let expected = r#"module {
  "d.func"() ({
    %0 = "d.c"() : () -> i32
    "d.cond_br"()[^bb1, ^bb2] : () -> ()
  ^bb1:  // pred: ^bb0
    "d.br"(%0)[^bb3] : (i32) -> ()
  ^bb2:  // pred: ^bb0
    "d.br"(%0)[^bb3] : (i32) -> ()
  ^bb3(%1: i32):  // 2 preds: ^bb1, ^bb2
    "d.ret"(%1) : (i32) -> ()
  ^bb4:  // no predecessors
    "d.ret"() : () -> ()
  }) : () -> ()
}

"#;
    assert_eq!(print(&ctx, &top, &PrintOptions::default()), expected);
}

#[test]
fn builtin_types() {
    let ctx = ctx();
    let f32t = ctx.f32();
    let i32t = ctx.i32();
    let map = ctx.intern_attr(AttrKind::AffineMap(strata_ir::affine::AffineMap {
        num_dims: 1,
        num_symbols: 0,
        results: Box::new([ctx.affine_dim(0)]),
    }));
    let strided = ctx.intern_attr(AttrKind::StridedLayout {
        offset: 0,
        strides: Box::new([2]),
    });
    let one = ctx.integer_attr(ctx.i64(), 1);
    let types = vec![
        ctx.i1(),
        ctx.integer_type_signed(5, Signedness::Signed),
        ctx.integer_type_signed(7, Signedness::Unsigned),
        ctx.index_type(),
        ctx.none_type(),
        ctx.float_type(FloatKind::F4E2M1FN),
        ctx.complex_type(f32t),
        ctx.tuple_type(&[i32t, f32t]),
        ctx.tuple_type(&[]),
        ctx.function_type(&[i32t], &[i32t]),
        ctx.function_type(&[], &[]),
        ctx.function_type(&[i32t], &[ctx.function_type(&[i32t], &[i32t])]),
        ctx.intern_type(TypeKind::Vector {
            shape: Box::new([4, 8]),
            scalable: Box::new([true, false]),
            element: f32t,
        }),
        ctx.ranked_tensor_type(&[strata_ir::DYNAMIC, 4], f32t),
        ctx.intern_type(TypeKind::UnrankedTensor { element: f32t }),
        ctx.intern_type(TypeKind::RankedTensor {
            shape: Box::new([4]),
            element: f32t,
            encoding: Some(ctx.string_attr("enc")),
        }),
        ctx.intern_type(TypeKind::MemRef {
            shape: Box::new([4]),
            element: f32t,
            layout: Some(strided),
            memory_space: None,
        }),
        ctx.intern_type(TypeKind::MemRef {
            shape: Box::new([4]),
            element: f32t,
            layout: Some(map),
            memory_space: Some(one),
        }),
        ctx.intern_type(TypeKind::UnrankedMemRef {
            element: f32t,
            memory_space: Some(ctx.integer_attr(ctx.i64(), 2)),
        }),
        ctx.intern_type(TypeKind::Opaque {
            dialect: ctx.ident("d"),
            data: ctx.ident("x"),
        }),
        ctx.intern_type(TypeKind::Opaque {
            dialect: ctx.ident("d"),
            data: ctx.ident("\"a-b\""),
        }),
        ctx.intern_type(TypeKind::Opaque {
            dialect: ctx.ident("d"),
            data: ctx.ident("x<\"z\">"),
        }),
        ctx.memref_type(&[], f32t),
    ];
    let (mut top, m) = module(&ctx, ctx.unknown_loc());
    {
        let (body, b) = module_block(&mut top, m);
        op(&ctx, body, b, "d.e", &[], &types);
    }
    let expected = r#"#map = affine_map<(d0) -> (d0)>
module {
  %0:23 = "d.e"() : () -> (i1, si5, ui7, index, none, f4E2M1FN, complex<f32>, tuple<i32, f32>, tuple<>, (i32) -> i32, () -> (), (i32) -> ((i32) -> i32), vector<[4]x8xf32>, tensor<?x4xf32>, tensor<*xf32>, tensor<4xf32, "enc">, memref<4xf32, strided<[2]>>, memref<4xf32, #map, 1>, memref<*xf32, 2>, !d.x, !d<"a-b">, !d.x<"z">, memref<f32>)
}

"#;
    assert_eq!(print(&ctx, &top, &PrintOptions::default()), expected);
}

fn float_attr(ctx: &Context, kind: FloatKind, bits: u128) -> Attribute {
    ctx.intern_attr(AttrKind::Float {
        ty: ctx.float_type(kind),
        bits,
    })
}

fn attr_op(ctx: &Context, attrs: &[(&str, Attribute)]) -> Body {
    let (mut top, m) = module(ctx, ctx.unknown_loc());
    {
        let (body, b) = module_block(&mut top, m);
        let mut st = OperationState::new(ctx.op_name("d.a"), ctx.unknown_loc());
        let entries: Vec<NamedAttribute> = attrs.iter().map(|(n, a)| (ctx.ident(n), *a)).collect();
        st.attributes = Some(ctx.dictionary_attr(&entries));
        let o = body.create_op(st);
        body.insert_op(InsertPoint::End(b), o);
    }
    top
}

fn wrap(line: &str) -> String {
    format!("module {{\n  {line}\n}}\n\n")
}

#[test]
fn scalar_attributes() {
    let ctx = ctx();
    let i128t = ctx.integer_type(128);
    let big = strata_ir::APInt::from_words(128, &[u64::MAX, (u64::MAX >> 1)]);
    let attrs = [
        ("a", ctx.integer_attr(ctx.i64(), 1)),
        ("b", ctx.integer_attr(ctx.i8(), -1)),
        (
            "c",
            ctx.integer_attr(ctx.integer_type_signed(8, Signedness::Unsigned), 255),
        ),
        (
            "d",
            ctx.integer_attr(ctx.integer_type_signed(8, Signedness::Signed), -3),
        ),
        ("e", ctx.bool_attr(true)),
        ("f", ctx.integer_attr(ctx.i1(), 1)),
        ("g", ctx.integer_attr(ctx.index_type(), 5)),
        ("h", float_attr(&ctx, FloatKind::F64, 0.1f64.to_bits() as u128)),
        ("i", float_attr(&ctx, FloatKind::F32, 1.0f32.to_bits() as u128)),
        ("k", float_attr(&ctx, FloatKind::F64, 0x7FF0000000000000)),
        ("l", float_attr(&ctx, FloatKind::F64, 0xFFF8000000000000)),
        (
            "m",
            float_attr(&ctx, FloatKind::F64, 0x400921FB54442D11u64 as u128),
        ),
        ("n", float_attr(&ctx, FloatKind::F16, 0x2E66)),
        ("o", float_attr(&ctx, FloatKind::BF16, 0x3FC0)),
        ("p", float_attr(&ctx, FloatKind::F16, 0x7C01)),
        (
            "r",
            float_attr(&ctx, FloatKind::F32, 123456789.0f32.to_bits() as u128),
        ),
        (
            "s",
            float_attr(&ctx, FloatKind::F64, 1.0e100f64.to_bits() as u128),
        ),
        ("t", float_attr(&ctx, FloatKind::F32, 0.1f32.to_bits() as u128)),
        ("v", float_attr(&ctx, FloatKind::F8E4M3FN, 0x38)),
        ("w", float_attr(&ctx, FloatKind::TF32, 0x1FC00)),
        (
            "x",
            ctx.intern_attr(AttrKind::Integer {
                ty: i128t,
                value: big,
            }),
        ),
        ("y", ctx.integer_attr(i128t, -1)),
    ];
    let top = attr_op(&ctx, &attrs);
    let expected = wrap(
        r#""d.a"() {a = 1 : i64, b = -1 : i8, c = 255 : ui8, d = -3 : si8, e = true, f = true, g = 5 : index, h = 1.000000e-01 : f64, i = 1.000000e+00 : f32, k = 0x7FF0000000000000 : f64, l = 0xFFF8000000000000 : f64, m = 3.14159265358979 : f64, n = 9.997550e-02 : f16, o = 1.500000e+00 : bf16, p = 0x7C01 : f16, r = 0x4CEB79A3 : f32, s = 1.000000e+100 : f64, t = 1.000000e-01 : f32, v = 1.000000e+00 : f8E4M3FN, w = 1.000000e+00 : tf32, x = 170141183460469231731687303715884105727 : i128, y = -1 : i128} : () -> ()"#,
    );
    assert_eq!(print(&ctx, &top, &PrintOptions::default()), expected);
}

#[test]
fn strings_arrays_dicts_symbols() {
    let ctx = ctx();
    let s = ctx.intern_attr(AttrKind::String {
        value: Box::new(*b"x\"y\n\x01\xff\\z"),
        ty: None,
    });
    let typed = ctx.intern_attr(AttrKind::String {
        value: Box::new(*b"s"),
        ty: Some(ctx.i32()),
    });
    let arr = ctx.array_attr(&[
        ctx.string_attr("a"),
        ctx.integer_attr(ctx.i64(), 1),
        ctx.unit_attr(),
    ]);
    let dict = ctx.dictionary_attr(&[
        (ctx.ident("q r"), ctx.integer_attr(ctx.i64(), 1)),
        (ctx.ident("z"), ctx.integer_attr(ctx.i64(), 2)),
    ]);
    let nested = ctx.symbol_ref_attr(ctx.ident("q x"), &[ctx.ident("y")]);
    let attrs = [
        ("a", s),
        ("b", arr),
        ("c", dict),
        ("d", ctx.type_attr(ctx.i32())),
        ("e", ctx.flat_symbol_ref_attr("sym")),
        ("f", nested),
        ("g", ctx.unit_attr()),
        ("h", typed),
        ("0a", ctx.integer_attr(ctx.i64(), 1)),
        ("a.b", ctx.integer_attr(ctx.i64(), 2)),
        ("a-b", ctx.integer_attr(ctx.i64(), 3)),
        ("a$", ctx.integer_attr(ctx.i64(), 4)),
    ];
    let top = attr_op(&ctx, &attrs);
    let expected = wrap(
        r#""d.a"() {"0a" = 1 : i64, a = "x\22y\0A\01\FF\\z", a$ = 4 : i64, "a-b" = 3 : i64, a.b = 2 : i64, b = ["a", 1, unit], c = {"q r" = 1 : i64, z = 2 : i64}, d = i32, e = @sym, f = @"q x"::@y, g, h = "s" : i32} : () -> ()"#,
    );
    assert_eq!(print(&ctx, &top, &PrintOptions::default()), expected);
}

fn dense(ctx: &Context, ty: Type, splat: bool, bytes: &[u8]) -> Attribute {
    ctx.intern_attr(AttrKind::DenseElements {
        ty,
        data: DenseData {
            splat,
            bytes: bytes.into(),
        },
    })
}

#[test]
fn dense_and_array_attributes() {
    let ctx = ctx();
    let i32t = ctx.i32();
    let f32t = ctx.f32();
    let le32 = |v: &[i32]| v.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<u8>>();
    let lef32 = |v: &[f32]| v.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<u8>>();
    let t2 = ctx.ranked_tensor_type(&[2], i32t);
    let t22 = ctx.ranked_tensor_type(&[2, 2], i32t);
    let t3f = ctx.ranked_tensor_type(&[3], f32t);
    let t2b = ctx.ranked_tensor_type(&[2], ctx.i1());
    let t2c = ctx.ranked_tensor_type(&[2], ctx.complex_type(i32t));
    let t2cf = ctx.ranked_tensor_type(&[2], ctx.complex_type(f32t));
    let t0 = ctx.ranked_tensor_type(&[0], i32t);
    let ts = ctx.ranked_tensor_type(&[], i32t);
    let strt = ctx.ranked_tensor_type(
        &[2],
        ctx.intern_type(TypeKind::Opaque {
            dialect: ctx.ident("d"),
            data: ctx.ident("t"),
        }),
    );
    let attrs = [
        ("a", dense(&ctx, t2, true, &le32(&[1]))),
        ("b", dense(&ctx, t22, false, &le32(&[1, 2, 3, 4]))),
        ("c", dense(&ctx, t3f, true, &lef32(&[1.5]))),
        ("d", dense(&ctx, t2b, false, &[1, 0])),
        ("e", dense(&ctx, t2c, true, &le32(&[1, 2]))),
        ("f", dense(&ctx, t2cf, false, &lef32(&[1.0, 2.0, 3.0, 4.0]))),
        (
            "g",
            ctx.intern_attr(AttrKind::DenseStringElements {
                ty: strt,
                splat: true,
                values: Box::new([Box::new(*b"s")]),
            }),
        ),
        (
            "h",
            ctx.intern_attr(AttrKind::DenseStringElements {
                ty: strt,
                splat: false,
                values: Box::new([Box::new(*b"a"), Box::new(*b"b")]),
            }),
        ),
        ("i", dense(&ctx, t0, false, &[])),
        ("j", dense(&ctx, ts, false, &le32(&[5]))),
        (
            "k",
            ctx.intern_attr(AttrKind::DenseArray {
                element: i32t,
                len: 2,
                bytes: le32(&[1, 2]).into(),
            }),
        ),
        (
            "l",
            ctx.intern_attr(AttrKind::DenseArray {
                element: ctx.i64(),
                len: 0,
                bytes: Box::new([]),
            }),
        ),
        (
            "m",
            ctx.intern_attr(AttrKind::DenseArray {
                element: f32t,
                len: 2,
                bytes: lef32(&[1.0, 2.5]).into(),
            }),
        ),
        (
            "n",
            ctx.intern_attr(AttrKind::DenseArray {
                element: ctx.i1(),
                len: 2,
                bytes: Box::new([1, 0]),
            }),
        ),
    ];
    let top = attr_op(&ctx, &attrs);
    let expected = wrap(
        r#""d.a"() {a = dense<1> : tensor<2xi32>, b = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>, c = dense<1.500000e+00> : tensor<3xf32>, d = dense<[true, false]> : tensor<2xi1>, e = dense<(1,2)> : tensor<2xcomplex<i32>>, f = dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,4.000000e+00)]> : tensor<2xcomplex<f32>>, g = dense<"s"> : tensor<2x!d.t>, h = dense<["a", "b"]> : tensor<2x!d.t>, i = dense<> : tensor<0xi32>, j = dense<5> : tensor<i32>, k = array<i32: 1, 2>, l = array<i64>, m = array<f32: 1.000000e+00, 2.500000e+00>, n = array<i1: true, false>} : () -> ()"#,
    );
    assert_eq!(print(&ctx, &top, &PrintOptions::default()), expected);

    // Eliding large elements.
    let opts = PrintOptions {
        elide_elements_attrs_if_larger: Some(3),
        ..Default::default()
    };
    let top = attr_op(&ctx, &[("b", dense(&ctx, t22, false, &le32(&[1, 2, 3, 4])))]);
    assert_eq!(
        print(&ctx, &top, &opts),
        wrap(r#""d.a"() {b = dense_resource<__elided__> : tensor<2x2xi32>} : () -> ()"#)
    );
}

#[test]
fn aliases_distinct_and_local_scope() {
    let ctx = ctx();
    let map = |n: u32| {
        ctx.intern_attr(AttrKind::AffineMap(strata_ir::affine::AffineMap {
            num_dims: n,
            num_symbols: 0,
            results: (0..n).map(|i| ctx.affine_dim(i)).collect(),
        }))
    };
    let set = ctx.intern_attr(AttrKind::IntegerSet(strata_ir::affine::IntegerSet {
        num_dims: 1,
        num_symbols: 0,
        constraints: Box::new([ctx.affine_dim(0)]),
        eq_flags: Box::new([false]),
    }));
    let dunit = ctx.distinct_attr(ctx.unit_attr());
    let dsym = ctx.distinct_attr(ctx.flat_symbol_ref_attr("x"));
    let loc_attr = ctx.intern_attr(AttrKind::Location(ctx.file_loc("a", 1, 2)));
    let attrs = [
        ("a", map(2)),
        ("b", set),
        ("c", map(1)),
        ("h", loc_attr),
        ("i", dunit),
        ("j", dsym),
        ("k", dunit),
    ];
    let top = attr_op(&ctx, &attrs);
    let expected = r#"#distinct = distinct[0]<@x>
#loc = loc("a":1:2)
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0) -> (d0)>
#set = affine_set<(d0) : (d0 >= 0)>
module {
  "d.a"() {a = #map, b = #set, c = #map1, h = #loc, i = distinct[1]<>, j = #distinct, k = distinct[1]<>} : () -> ()
}

"#;
    assert_eq!(print(&ctx, &top, &PrintOptions::default()), expected);
    let local = PrintOptions {
        local_scope: true,
        ..Default::default()
    };
    let expected_local = wrap(
        r#""d.a"() {a = affine_map<(d0, d1) -> (d0, d1)>, b = affine_set<(d0) : (d0 >= 0)>, c = affine_map<(d0) -> (d0)>, h = loc("a":1:2), i = distinct[0]<>, j = distinct[1]<@x>, k = distinct[0]<>} : () -> ()"#,
    );
    // Local scope ends without the blank line (and resource section).
    assert_eq!(
        print(&ctx, &top, &local),
        expected_local.trim_end_matches('\n').to_string() + "\n"
    );
}

#[test]
fn locations_under_debuginfo() {
    let ctx = ctx();
    let i32t = ctx.i32();
    let (mut top, m) = module(&ctx, ctx.file_loc("d.mlir", 0, 0));
    {
        let (body, b) = module_block(&mut top, m);
        let r = body.create_region();
        let e = body.create_block();
        body.append_block(r, e);
        let la = ctx.file_loc("a", 1, 1);
        let lb = ctx.file_loc("b", 2, 2);
        let x = body.add_block_arg(e, i32t, ctx.file_loc("q", 1, 1));
        body.add_block_arg(e, i32t, ctx.fused_loc(&[la, lb], None));
        let mut st = OperationState::new(ctx.op_name("d.a"), ctx.file_loc("d.mlir", 1, 1));
        st.regions = vec![r];
        let o = body.create_op(st);
        body.append_op(b, o);
        let call = ctx.intern_loc(strata_ir::LocationKind::CallSite {
            callee: ctx.name_loc("f", None),
            caller: ctx.file_loc("g", 1, 1),
        });
        let locs = [
            call,
            ctx.name_loc("nm", Some(ctx.file_loc("a", 3, 4))),
            ctx.unknown_loc(),
            ctx.intern_loc(strata_ir::LocationKind::FileLineCol {
                file: ctx.ident("a"),
                line: 3,
                col: 4,
                end: Some((5, 6)),
            }),
            ctx.intern_loc(strata_ir::LocationKind::FileLineCol {
                file: ctx.ident("a"),
                line: 3,
                col: 4,
                end: Some((3, 6)),
            }),
            ctx.fused_loc(&[la], Some(ctx.string_attr("x"))),
            ctx.name_loc("nm", None),
        ];
        for (i, &l) in locs.iter().enumerate() {
            let mut st = OperationState::new(ctx.op_name(if i == 0 { "d.b" } else { "d.c" }), l);
            if i == 0 {
                st.operands = vec![x];
            }
            let c = body.create_op(st);
            body.append_op(e, c);
        }
    }
    let opts = PrintOptions {
        debug_info: true,
        ..Default::default()
    };
    let expected = r##"#loc2 = loc("q":1:1)
#loc3 = loc("a":1:1)
#loc4 = loc("b":2:2)
#loc12 = loc(fused[#loc3, #loc4])
module {
  "d.a"() ({
  ^bb0(%arg0: i32 loc("q":1:1), %arg1: i32 loc(fused[#loc3, #loc4])):
    "d.b"(%arg0) : (i32) -> () loc(#loc13)
    "d.c"() : () -> () loc(#loc14)
    "d.c"() : () -> () loc(#loc8)
    "d.c"() : () -> () loc(#loc9)
    "d.c"() : () -> () loc(#loc10)
    "d.c"() : () -> () loc(#loc15)
    "d.c"() : () -> () loc(#loc11)
  }) : () -> () loc(#loc1)
} loc(#loc)
#loc = loc("d.mlir":0:0)
#loc1 = loc("d.mlir":1:1)
#loc5 = loc("f")
#loc6 = loc("g":1:1)
#loc7 = loc("a":3:4)
#loc8 = loc(unknown)
#loc9 = loc("a":3:4 to 5:6)
#loc10 = loc("a":3:4 to :6)
#loc11 = loc("nm")
#loc13 = loc(callsite(#loc5 at #loc6))
#loc14 = loc("nm"(#loc7))
#loc15 = loc(fused<"x">[#loc3])

"##;
    assert_eq!(print(&ctx, &top, &opts), expected);
    let local = PrintOptions {
        debug_info: true,
        local_scope: true,
        ..Default::default()
    };
    let expected_local = r#"module {
  "d.a"() ({
  ^bb0(%arg0: i32 loc("q":1:1), %arg1: i32 loc(fused["a":1:1, "b":2:2])):
    "d.b"(%arg0) : (i32) -> () loc(callsite("f" at "g":1:1))
    "d.c"() : () -> () loc("nm"("a":3:4))
    "d.c"() : () -> () loc(unknown)
    "d.c"() : () -> () loc("a":3:4 to 5:6)
    "d.c"() : () -> () loc("a":3:4 to :6)
    "d.c"() : () -> () loc(fused<"x">["a":1:1])
    "d.c"() : () -> () loc("nm")
  }) : () -> () loc("d.mlir":1:1)
} loc("d.mlir":0:0)
"#;
    assert_eq!(print(&ctx, &top, &local), expected_local);
}

#[test]
fn dense_resource_section() {
    let ctx = ctx();
    ctx.set_resource(
        "builtin",
        "blob1",
        ResourceValue::Blob {
            alignment: 4,
            data: Box::new([1, 0, 0, 0, 2, 0, 0, 0, 3, 0]),
        },
    );
    let a = ctx.intern_attr(AttrKind::DenseResource {
        ty: ctx.ranked_tensor_type(&[2], ctx.i32()),
        key: ctx.ident("blob1"),
    });
    let top = attr_op(&ctx, &[("l", a)]);
    let expected = r#"module {
  "d.a"() {l = dense_resource<blob1> : tensor<2xi32>} : () -> ()
}

{-#
  dialect_resources: {
    builtin: {
      blob1: "0x0400000001000000020000000300"
    }
  }
#-}

"#;
    assert_eq!(print(&ctx, &top, &PrintOptions::default()), expected);
}

#[test]
fn note_printer_prints_generic_form() {
    let ctx = ctx();
    let (mut top, m) = module(&ctx, ctx.unknown_loc());
    let target;
    {
        let (body, b) = module_block(&mut top, m);
        let x = op(&ctx, body, b, "d.x", &[], &[ctx.i32()]);
        let xv = body.result(x, 0);
        target = op(&ctx, body, b, "d.ret", &[xv], &[]);
    }
    let child = top.child_body(m).unwrap();
    let text = print_op_for_note(OpRef::new(&ctx, child, target));
    assert_eq!(text, r#""d.ret"(%0) : (i32) -> ()"#);
}

/// Many isolated ops print in several parallel batches, streamed batch by
/// batch; a `distinct` attribute in a late batch makes the rest print
/// sequentially. The output is the same for any thread count and equal
/// to the unstreamed output.
#[test]
fn parallel_batches_stream_the_same_output() {
    let ctx = ctx();
    let mut src = String::from("#a = affine_map<(d0) -> (d0)>\n");
    for i in 0..3000 {
        src.push_str(&format!("module @m{i} {{\n  \"t.op\"() {{m = #a, v = {i} : i32"));
        if i % 1000 == 999 {
            src.push_str(&format!(", d = distinct[{i}]<unit>"));
        }
        src.push_str("} : () -> ()\n}\n");
    }
    let body = crate::parse_source(&ctx, &src, &crate::ParseOptions::default()).unwrap();
    let print_on = |threads: usize| {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .unwrap();
        pool.install(|| print(&ctx, &body, &PrintOptions::default()))
    };
    let one = print_on(1);
    assert!(one.starts_with("#map = affine_map<(d0) -> (d0)>\nmodule {\n  module @m0 {\n"));
    assert!(one.contains("{d = distinct[2]<>, m = #map, v = 2999 : i32}"));
    assert_eq!(print_on(2), one);
    assert_eq!(print_on(5), one);
}
