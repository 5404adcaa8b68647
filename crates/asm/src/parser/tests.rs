//! Parser tests: IR structure of valid input and mlir-opt's diagnostics
//! (message and line:col) for invalid input.

use std::sync::{Arc, Mutex};

use strata_ir::asm::{Delimiter, OpAsmParser, ParseResult};
use strata_ir::{
    AttrKind, Attribute, Body, Context, DialectDef, FloatKind, LocationKind, OpDef, OpId, OpTraits,
    OperationState, Signedness, Type, TypeKind, DYNAMIC,
};

use super::{parse_source, ParseOptions};

fn opts() -> ParseOptions<'static> {
    ParseOptions {
        file_name: "t.mlir",
        line_offset: 0,
        implicit_module: false,
        module_loc: (0, 0),
    }
}

/// `test.ret %a, %b : t1, t2` — a terminator with a custom form.
fn parse_ret(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ops = p.parse_operand_list(Delimiter::None)?;
    if !ops.is_empty() {
        p.parse_punct(":")?;
        for (i, o) in ops.iter().enumerate() {
            if i > 0 {
                p.parse_punct(",")?;
            }
            let t = p.parse_type()?;
            let v = p.resolve_operand(o, t)?;
            state.operands.push(v);
        }
    }
    Ok(())
}

/// `test.func @name(%a: i32) { ... }` — isolated, default dialect `test`.
fn parse_func(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let name = p.parse_optional_symbol_name()?;
    let Some(name) = name else {
        return Err(p.emit_error("expected symbol name"));
    };
    let args = p.parse_argument_list(Delimiter::Paren, true, true)?;
    let sym = ctx.string_attr(ctx.ident_str(name));
    state.properties = Some(ctx.dictionary_attr(&[(ctx.ident("sym_name"), sym)]));
    p.parse_region(state, &args, false)?;
    Ok(())
}

/// `test.misc kw -5 [1, 2] 123456789012345678901234567890 {x} : i32`,
/// exercising the `AsmParser` helpers; stores what it read as attributes.
fn parse_misc(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    p.parse_keyword("kw")?;
    let n = p.parse_integer()?;
    let mut list = Vec::new();
    p.parse_comma_separated_list(Delimiter::Square, &mut |p| {
        list.push(p.parse_integer()?);
        Ok(())
    })?;
    let Some(big) = p.parse_optional_big_integer()? else {
        return Err(p.emit_error("expected integer value"));
    };
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    p.parse_punct(":")?;
    let t = p.parse_type()?;
    let elems: Vec<Attribute> = list.iter().map(|&v| ctx.integer_attr(ctx.i64(), v)).collect();
    attrs.push((ctx.ident("n"), ctx.integer_attr(ctx.i64(), n)));
    attrs.push((ctx.ident("list"), ctx.array_attr(&elems)));
    attrs.push((ctx.ident("big"), ctx.string_attr(&big.to_string_signed())));
    attrs.push((ctx.ident("t"), ctx.type_attr(t)));
    state.attributes = Some(ctx.dictionary_attr(&attrs));
    Ok(())
}

fn context(allow_unregistered: bool) -> Context {
    let mut ctx = Context::new();
    let mut d = DialectDef::new("test");
    d.ops.push(OpDef {
        traits: OpTraits::TERMINATOR,
        parse: Some(parse_ret),
        ..OpDef::new("test.ret")
    });
    d.ops.push(OpDef {
        traits: OpTraits::ISOLATED_FROM_ABOVE | OpTraits::DEFAULT_DIALECT_IS_OWN | OpTraits::SYMBOL,
        parse: Some(parse_func),
        inherent_attrs: &["sym_name"],
        ..OpDef::new("test.func")
    });
    d.ops.push(OpDef {
        parse: Some(parse_misc),
        ..OpDef::new("test.misc")
    });
    ctx.register_dialect(d);
    ctx.set_allow_unregistered_dialects(allow_unregistered);
    ctx
}

type Diags = Arc<Mutex<Vec<String>>>;

fn collect(ctx: &Context) -> (Diags, strata_ir::HandlerId) {
    let diags: Diags = Arc::default();
    let d2 = diags.clone();
    let id = ctx.push_diagnostic_handler(Box::new(move |ctx, d| {
        let pos = match &ctx.loc_kind(d.loc) {
            LocationKind::FileLineCol { line, col, .. } => format!("{line}:{col}"),
            _ => "?".into(),
        };
        let mut s = format!("{pos}: {}", d.message);
        for n in &d.notes {
            if let LocationKind::FileLineCol { line, col, .. } = ctx.loc_kind(n.loc) {
                s.push_str(&format!(" [note {line}:{col}: {}]", n.message));
            }
        }
        d2.lock().unwrap().push(s);
    }));
    (diags, id)
}

fn parse_ok(ctx: &Context, src: &str) -> Body {
    let (diags, id) = collect(ctx);
    let r = parse_source(ctx, src, &opts());
    ctx.remove_diagnostic_handler(id);
    let d = diags.lock().unwrap().clone();
    match r {
        Ok(b) => {
            assert!(d.is_empty(), "unexpected diagnostics: {d:?}");
            b
        }
        Err(_) => panic!("parse failed: {d:?}"),
    }
}

/// The diagnostics of an input that must fail.
fn errors_of(ctx: &Context, src: &str) -> Vec<String> {
    let (diags, id) = collect(ctx);
    let r = parse_source(ctx, src, &opts());
    ctx.remove_diagnostic_handler(id);
    assert!(r.is_err(), "parse unexpectedly succeeded: {src}");
    let d = diags.lock().unwrap().clone();
    assert!(!d.is_empty(), "failure without diagnostic: {src}");
    d
}

fn first_error(src: &str) -> String {
    errors_of(&context(true), src).remove(0)
}

fn top_ops(body: &Body) -> Vec<OpId> {
    let b = body.region_entry(body.root_regions()[0]).unwrap();
    body.block_ops(b).collect()
}

/// The attribute `name` of the single top-level op's attr-dict.
fn attr_of(ctx: &Context, src: &str, name: &str) -> Attribute {
    let body = parse_ok(ctx, src);
    let op = top_ops(&body)[0];
    body.op_attr(ctx, op, name)
        .or_else(|| {
            body.op_attr_dict(op)
                .and_then(|d| ctx.dict_get(d, ctx.ident(name)))
        })
        .unwrap_or_else(|| panic!("no attribute {name}"))
}

fn attr(ctx: &Context, text: &str) -> Attribute {
    attr_of(ctx, &format!("\"t.op\"() {{a = {text}}} : () -> ()"), "a")
}

fn ty(ctx: &Context, text: &str) -> Type {
    ctx.type_attr_value(attr(ctx, text)).expect("type attribute")
}

// ---- operations --------------------------------------------------------

#[test]
fn generic_op_structure() {
    let ctx = context(true);
    let body = parse_ok(
        &ctx,
        r#"%0:2 = "t.a"() {x = 1 : i32} : () -> (i32, f32)
"t.b"(%0#1, %0#0) <{p = true}> : (f32, i32) -> () loc("here")
"#,
    );
    let ops = top_ops(&body);
    assert_eq!(ops.len(), 2);
    assert_eq!(ctx.op_name_str(body.op_name(ops[0])), "t.a");
    assert_eq!(body.num_results(ops[0]), 2);
    assert_eq!(body.operand(ops[1], 0), body.result(ops[0], 1));
    assert_eq!(body.operand(ops[1], 1), body.result(ops[0], 0));
    let props = body.op_properties(ops[1]).unwrap();
    assert_eq!(ctx.dict_get(props, ctx.ident("p")), Some(ctx.bool_attr(true)));
    assert_eq!(
        ctx.loc_kind(body.op_loc(ops[1])),
        ctx.loc_kind(ctx.name_loc("here", None))
    );
    // The default location is the op name's position.
    assert_eq!(body.op_loc(ops[0]), ctx.file_loc("t.mlir", 1, 8));
}

#[test]
fn regions_blocks_and_successors() {
    let ctx = context(true);
    let body = parse_ok(
        &ctx,
        r#""t.r"() ({
^bb0(%a: i32 loc("arg")):
  "t.br"(%a)[^bb2] : (i32) -> ()
^bb1:
  "t.x"(%b) : (i64) -> ()
^bb2(%c: i32):
  %b = "t.y"() : () -> i64
  "t.br"()[^bb1] : () -> ()
}) : () -> ()
"#,
    );
    let op = top_ops(&body)[0];
    let (rb, regions) = body.op_regions(op);
    let blocks: Vec<_> = rb.region_blocks(regions[0]).collect();
    assert_eq!(blocks.len(), 3);
    let br = rb.first_op(blocks[0]).unwrap();
    assert_eq!(rb.successor(br, 0), blocks[2]);
    assert_eq!(
        rb.value_loc(rb.block_arg(blocks[0], 0)),
        ctx.name_loc("arg", None)
    );
    // The forward reference to %b in ^bb1 resolved to the op in ^bb2.
    let x = rb.first_op(blocks[1]).unwrap();
    let y = rb.first_op(blocks[2]).unwrap();
    assert_eq!(rb.operand(x, 0), rb.result(y, 0));
}

#[test]
fn custom_ops_default_dialect_and_isolation() {
    let ctx = context(true);
    let body = parse_ok(
        &ctx,
        r#"test.func @f(%x: i32) {
  %y = "t.use"(%x) : (i32) -> i32
  ret %y : i32
}
"#,
    );
    let f = top_ops(&body)[0];
    assert_eq!(ctx.op_name_str(body.op_name(f)), "test.func");
    let child = body.child_body(f).expect("isolated op has a child body");
    let (_, regions) = body.op_regions(f);
    let entry = child.region_entry(regions[0]).unwrap();
    assert_eq!(child.block_args(entry).len(), 1);
    let ops: Vec<_> = child.block_ops(entry).collect();
    assert_eq!(ctx.op_name_str(child.op_name(ops[1])), "test.ret");
    assert_eq!(child.operand(ops[1], 0), child.result(ops[0], 0));
}

#[test]
fn custom_parser_helpers() {
    let ctx = context(false);
    let src = "test.misc kw -5 [1, 2] 123456789012345678901234567890 {x} : i32";
    let body = parse_ok(&ctx, src);
    let op = top_ops(&body)[0];
    let get = |n: &str| body.op_attr(&ctx, op, n).unwrap();
    assert_eq!(ctx.integer_attr_value(get("n")).unwrap().sext_i64(), -5);
    assert_eq!(ctx.array_attr_elements(get("list")).unwrap().len(), 2);
    assert_eq!(
        ctx.string_attr_value(get("big")),
        Some("123456789012345678901234567890")
    );
    assert_eq!(ctx.type_attr_value(get("t")), Some(ctx.i32()));
    assert_eq!(get("x"), ctx.unit_attr());
    assert_eq!(
        errors_of(&ctx, "test.misc kw [1] 2 : i32")[0],
        "1:14: custom op 'test.misc' expected integer value"
    );
    assert_eq!(
        errors_of(&ctx, "test.misc kx")[0],
        "1:11: custom op 'test.misc' expected 'kw'"
    );
}

#[test]
fn implicit_module_wraps_top_level_ops() {
    let ctx = context(true);
    let o = ParseOptions {
        implicit_module: true,
        ..opts()
    };
    let body = parse_source(&ctx, "\"t.a\"() : () -> ()\n\"t.b\"() : () -> ()", &o).unwrap();
    let ops = top_ops(&body);
    assert_eq!(ops.len(), 1);
    assert_eq!(ctx.op_name_str(body.op_name(ops[0])), "builtin.module");
    assert_eq!(body.op_loc(ops[0]), ctx.file_loc("t.mlir", 0, 0));
    let (mb, regions) = body.op_regions(ops[0]);
    let b = mb.region_entry(regions[0]).unwrap();
    assert_eq!(mb.block_ops(b).count(), 2);
    // A single module is not wrapped again.
    let body = parse_source(&ctx, "module @m {\n}", &o).unwrap();
    let ops = top_ops(&body);
    assert_eq!(ops.len(), 1);
    let props = body.op_properties(ops[0]).unwrap();
    assert_eq!(
        ctx.dict_get(props, ctx.ident("sym_name")),
        Some(ctx.string_attr("m"))
    );
}

#[test]
fn location_aliases_may_follow_their_use() {
    let ctx = context(true);
    let body = parse_ok(
        &ctx,
        "\"t.a\"() : () -> () loc(#l)\n\"t.b\"() : () -> () loc(fused[#l, \"x\"])\n#l = loc(\"f.c\":3:4)\n",
    );
    let ops = top_ops(&body);
    assert_eq!(body.op_loc(ops[0]), ctx.file_loc("f.c", 3, 4));
    let fused = ctx.fused_loc(&[ctx.file_loc("f.c", 3, 4), ctx.name_loc("x", None)], None);
    assert_eq!(body.op_loc(ops[1]), fused);
}

#[test]
fn line_offset_applies_to_locations() {
    let ctx = context(true);
    let o = ParseOptions {
        line_offset: 10,
        ..opts()
    };
    let body = parse_source(&ctx, "\n\"t.a\"() : () -> ()", &o).unwrap();
    assert_eq!(body.op_loc(top_ops(&body)[0]), ctx.file_loc("t.mlir", 12, 1));
}

#[test]
fn inherent_attributes_become_properties() {
    let ctx = context(true);
    let body = parse_ok(
        &ctx,
        "\"test.func\"() ({\n}) {sym_name = \"g\", other} : () -> ()",
    );
    let f = top_ops(&body)[0];
    let props = body.op_properties(f).unwrap();
    assert_eq!(
        ctx.dict_get(props, ctx.ident("sym_name")),
        Some(ctx.string_attr("g"))
    );
    let attrs = body.op_attr_dict(f).unwrap();
    assert_eq!(ctx.dict_get(attrs, ctx.ident("other")), Some(ctx.unit_attr()));
    assert!(body.child_body(f).is_some());
}

// ---- types ---------------------------------------------------------------

#[test]
fn builtin_types() {
    let ctx = context(true);
    assert_eq!(ty(&ctx, "si8"), ctx.integer_type_signed(8, Signedness::Signed));
    assert_eq!(
        ty(&ctx, "ui16"),
        ctx.integer_type_signed(16, Signedness::Unsigned)
    );
    assert_eq!(ty(&ctx, "f8E4M3FN"), ctx.float_type(FloatKind::F8E4M3FN));
    assert_eq!(ty(&ctx, "tuple<>"), ctx.tuple_type(&[]));
    assert_eq!(
        ty(&ctx, "(i32) -> (i1, f32)"),
        ctx.function_type(&[ctx.i32()], &[ctx.i1(), ctx.f32()])
    );
    let v = ty(&ctx, "vector<[4]x8xf32>");
    assert_eq!(
        ctx.type_kind(v),
        &TypeKind::Vector {
            shape: [4, 8].into(),
            scalable: [true, false].into(),
            element: ctx.f32()
        }
    );
    assert_eq!(ty(&ctx, "tensor<?x4xf32>"), {
        ctx.ranked_tensor_type(&[DYNAMIC, 4], ctx.f32())
    });
    assert_eq!(ty(&ctx, "tensor<0xf32>"), ctx.ranked_tensor_type(&[0], ctx.f32()));
    // Identity layouts and memory space 0 are dropped.
    assert_eq!(
        ty(&ctx, "memref<4x?xf32, affine_map<(d0, d1) -> (d0, d1)>, 0>"),
        ctx.memref_type(&[4, DYNAMIC], ctx.f32())
    );
    let m = ty(&ctx, "memref<4xf32, strided<[?], offset: 2>, 1>");
    match ctx.type_kind(m) {
        TypeKind::MemRef {
            layout, memory_space, ..
        } => {
            assert!(matches!(
                ctx.attr_kind(layout.unwrap()),
                AttrKind::StridedLayout { offset: 2, .. }
            ));
            assert!(memory_space.is_some());
        }
        k => panic!("{k:?}"),
    }
    assert!(matches!(
        ctx.type_kind(ty(&ctx, "memref<*xf32, 1>")),
        TypeKind::UnrankedMemRef { .. }
    ));
    assert!(matches!(
        ctx.type_kind(ty(&ctx, "tensor<*xi8>")),
        TypeKind::UnrankedTensor { .. }
    ));
    let o = ty(&ctx, "!foo.bar<a -> b, \"x>\">");
    assert_eq!(
        ctx.type_kind(o),
        &TypeKind::Opaque {
            dialect: ctx.ident("foo"),
            data: ctx.ident("bar<a -> b, \"x>\">")
        }
    );
    let body = parse_ok(&ctx, "!t = complex<f32>\n\"t.op\"() {a = !t} : () -> ()");
    let op = top_ops(&body)[0];
    let a = body.op_attr(&ctx, op, "a").unwrap();
    assert_eq!(ctx.type_attr_value(a), Some(ctx.complex_type(ctx.f32())));
}

// ---- attributes ----------------------------------------------------------

#[test]
fn scalar_attributes() {
    let ctx = context(true);
    let a = attr(&ctx, "-128 : i8");
    assert_eq!(ctx.integer_attr_value(a).unwrap().sext_i64(), -128);
    let a = attr(&ctx, "255 : i8");
    assert_eq!(ctx.integer_attr_value(a).unwrap().zext_u64(), 255);
    let a = attr(&ctx, "0xFF : index");
    assert_eq!(ctx.integer_attr_value(a).unwrap().zext_u64(), 255);
    let a = attr(&ctx, "340282366920938463463374607431768211455 : i128");
    assert_eq!(
        ctx.integer_attr_value(a).unwrap().to_string_unsigned(),
        "340282366920938463463374607431768211455"
    );
    assert_eq!(
        ctx.attr_kind(attr(&ctx, "1.5 : f32")),
        &AttrKind::Float {
            ty: ctx.f32(),
            bits: 0x3FC0_0000
        }
    );
    assert_eq!(
        ctx.attr_kind(attr(&ctx, "0x7F800000 : f32")),
        &AttrKind::Float {
            ty: ctx.f32(),
            bits: 0x7F80_0000
        }
    );
    let bf = ctx.float_type(FloatKind::BF16);
    assert_eq!(
        ctx.attr_kind(attr(&ctx, "-2.0 : bf16")),
        &AttrKind::Float { ty: bf, bits: 0xC000 }
    );
    assert_eq!(
        ctx.attr_kind(attr(&ctx, "2.5")),
        &AttrKind::Float {
            ty: ctx.f64(),
            bits: 2.5f64.to_bits() as u128
        }
    );
    assert_eq!(
        ctx.attr_kind(attr(&ctx, "\"a\\n\\\"\\00\"")),
        &AttrKind::String {
            value: b"a\n\"\0".as_slice().into(),
            ty: None
        }
    );
    assert_eq!(attr(&ctx, "unit"), ctx.unit_attr());
    assert_eq!(
        attr(&ctx, "@a::@\"b c\""),
        ctx.symbol_ref_attr(ctx.ident("a"), &[ctx.ident("b c")])
    );
    let arr = attr(&ctx, "[1, \"x\", [true]]");
    assert_eq!(ctx.array_attr_elements(arr).unwrap().len(), 3);
    let d = attr(&ctx, "{b = 1, a, \"q r\" = false}");
    assert_eq!(ctx.dict_get(d, ctx.ident("a")), Some(ctx.unit_attr()));
    assert_eq!(ctx.dict_get(d, ctx.ident("q r")), Some(ctx.bool_attr(false)));
    assert_eq!(
        ctx.attr_kind(attr(&ctx, "strided<[1, ?]>")),
        &AttrKind::StridedLayout {
            offset: 0,
            strides: [1, DYNAMIC].into()
        }
    );
    let o = attr(&ctx, "#foo<\"x\"> : i32");
    assert!(matches!(ctx.attr_kind(o), AttrKind::Opaque { ty: Some(_), .. }));
}

#[test]
fn distinct_ids_are_shared_within_a_file() {
    let ctx = context(true);
    let body = parse_ok(
        &ctx,
        "\"t.op\"() {a = distinct[7]<1>, b = distinct[7]<1>, c = distinct[8]<1>} : () -> ()",
    );
    let op = top_ops(&body)[0];
    let a = body.op_attr(&ctx, op, "a").unwrap();
    assert_eq!(Some(a), body.op_attr(&ctx, op, "b"));
    assert_ne!(Some(a), body.op_attr(&ctx, op, "c"));
}

#[test]
fn dense_attributes() {
    let ctx = context(true);
    let a = attr(&ctx, "dense<[[1, 2], [3, -4]]> : tensor<2x2xi16>");
    match ctx.attr_kind(a) {
        AttrKind::DenseElements { data, .. } => {
            assert!(!data.splat);
            assert_eq!(&*data.bytes, &[1, 0, 2, 0, 3, 0, 0xFC, 0xFF]);
        }
        k => panic!("{k:?}"),
    }
    match ctx.attr_kind(attr(&ctx, "dense<[1.0, 1.0]> : vector<2xf32>")) {
        AttrKind::DenseElements { data, .. } => {
            assert!(data.splat);
            assert_eq!(&*data.bytes, &1.0f32.to_le_bytes());
        }
        k => panic!("{k:?}"),
    }
    match ctx.attr_kind(attr(&ctx, "dense<[true, false, true]> : tensor<3xi1>")) {
        AttrKind::DenseElements { data, .. } => assert_eq!(&*data.bytes, &[1, 0, 1]),
        k => panic!("{k:?}"),
    }
    match ctx.attr_kind(attr(&ctx, "dense<(1, 2)> : tensor<2xcomplex<i8>>")) {
        AttrKind::DenseElements { data, .. } => {
            assert!(data.splat);
            assert_eq!(&*data.bytes, &[1, 2]);
        }
        k => panic!("{k:?}"),
    }
    match ctx.attr_kind(attr(&ctx, "dense<\"0x01000000\"> : tensor<1xi32>")) {
        AttrKind::DenseElements { data, .. } => assert_eq!(&*data.bytes, &[1, 0, 0, 0]),
        k => panic!("{k:?}"),
    }
    match ctx.attr_kind(attr(&ctx, "dense<[\"a\", \"b\"]> : tensor<2x!foo.s>")) {
        AttrKind::DenseStringElements { values, splat, .. } => {
            assert!(!splat);
            assert_eq!(&*values[1], b"b");
        }
        k => panic!("{k:?}"),
    }
    match ctx.attr_kind(attr(&ctx, "array<i16: 1, -2>")) {
        AttrKind::DenseArray { len, bytes, .. } => {
            assert_eq!(*len, 2);
            assert_eq!(&**bytes, &[1, 0, 0xFE, 0xFF]);
        }
        k => panic!("{k:?}"),
    }
    assert!(matches!(
        ctx.attr_kind(attr(&ctx, "array<f32>")),
        AttrKind::DenseArray { len: 0, .. }
    ));
    match ctx.attr_kind(attr(&ctx, "sparse<[[0, 1]], 5> : tensor<2x2xi32>")) {
        AttrKind::Sparse { indices, values, .. } => {
            let it = ctx.ranked_tensor_type(&[1, 2], ctx.i64());
            assert!(matches!(ctx.attr_kind(*indices), AttrKind::DenseElements { ty, .. } if *ty == it));
            let vt = ctx.ranked_tensor_type(&[1], ctx.i32());
            assert!(
                matches!(ctx.attr_kind(*values), AttrKind::DenseElements { ty, data } if *ty == vt && data.splat)
            );
        }
        k => panic!("{k:?}"),
    }
    assert!(matches!(
        ctx.attr_kind(attr(&ctx, "dense_resource<blob1> : tensor<4xi8>")),
        AttrKind::DenseResource { .. }
    ));
}

#[test]
fn affine_attributes() {
    let ctx = context(true);
    match ctx.attr_kind(attr(&ctx, "affine_map<(i, j)[s] -> (i + s, j floordiv 2, -i)>")) {
        AttrKind::AffineMap(m) => {
            assert_eq!((m.num_dims, m.num_symbols, m.results.len()), (2, 1, 3));
            assert_eq!(
                m.results[0],
                ctx.affine_add(ctx.affine_dim(0), ctx.affine_symbol(0))
            );
            assert_eq!(m.results[2], ctx.affine_neg(ctx.affine_dim(0)));
        }
        k => panic!("{k:?}"),
    }
    match ctx.attr_kind(attr(&ctx, "affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>")) {
        AttrKind::IntegerSet(s) => {
            assert_eq!(&*s.eq_flags, &[false, true]);
        }
        k => panic!("{k:?}"),
    }
}

#[test]
fn locations() {
    let ctx = context(true);
    let a = attr(&ctx, "loc(callsite(\"a\":1:2 to 3:4 at \"b\"(unknown)))");
    let callee = ctx.intern_loc(LocationKind::FileLineCol {
        file: ctx.ident("a"),
        line: 1,
        col: 2,
        end: Some((3, 4)),
    });
    let caller = ctx.name_loc("b", Some(ctx.unknown_loc()));
    assert_eq!(
        ctx.attr_kind(a),
        &AttrKind::Location(ctx.intern_loc(LocationKind::CallSite { callee, caller }))
    );
    let a = attr(&ctx, "loc(\"f\":5:6 to :9)");
    let l = ctx.intern_loc(LocationKind::FileLineCol {
        file: ctx.ident("f"),
        line: 5,
        col: 6,
        end: Some((5, 9)),
    });
    assert_eq!(ctx.attr_kind(a), &AttrKind::Location(l));
}

#[test]
fn resources_are_stored_in_the_context() {
    let ctx = context(true);
    parse_ok(
        &ctx,
        "\"t.op\"() : () -> ()\n{-#\n  dialect_resources: {\n    builtin: {\n      blob1: \"0x040000000102\"\n    }\n  }\n#-}\n",
    );
    assert_eq!(
        ctx.resource("builtin", "blob1"),
        Some(strata_ir::ResourceValue::Blob {
            alignment: 4,
            data: [1, 2].into()
        })
    );
}

// ---- diagnostics (checked against mlir-opt 22) ------------------------------

#[test]
fn ssa_diagnostics() {
    assert_eq!(
        first_error("\"foo.op\"(%x) : (i32) -> ()"),
        "1:10: use of undeclared SSA value name"
    );
    assert_eq!(
        first_error("%x = \"foo.op\"() : () -> i32\n%x = \"foo.op\"() : () -> i32"),
        "2:1: redefinition of SSA value '%x' [note 1:1: previously defined here]"
    );
    assert_eq!(
        first_error("\"foo.op\"(%x) : (i32) -> ()\n\"foo.op\"(%x) : (i64) -> ()\n%x = \"foo.op\"() : () -> i32"),
        "2:10: use of value '%x' expects different type than prior uses: 'i64' vs 'i32' [note 1:10: prior use here]"
    );
    assert_eq!(
        first_error("\"foo.op\"(%x) : (i32) -> ()\n%x = \"foo.op\"() : () -> i64"),
        "2:1: definition of SSA value '%x#0' has type 'i64' [note 1:10: previously used here with type 'i32']"
    );
    assert_eq!(
        first_error("%x:2 = \"foo.op\"() : () -> i64"),
        "1:1: operation defines 1 results but was provided 2 to bind"
    );
    assert_eq!(
        first_error("%0 = \"foo.op\"() : () -> (i32)\n\"foo.op\"(%0#1) : (i32) -> ()"),
        "2:10: reference to invalid result number"
    );
    assert_eq!(
        first_error("\"f.o\"(%a#x) : () -> ()"),
        "1:9: invalid SSA value result number"
    );
    assert_eq!(
        first_error("%x:0 = \"f.o\"() : () -> ()"),
        "1:4: expected named operation to have at least 1 result"
    );
    // All undefined values are reported, in source order.
    let e = errors_of(
        &context(true),
        "\"foo.op\"() ({\n \"foo.x\"(%y) : (i32) -> ()\n \"foo.x\"(%z) : (i32) -> ()\n}) : () -> ()",
    );
    assert_eq!(
        e,
        [
            "2:10: use of undeclared SSA value name",
            "3:10: use of undeclared SSA value name"
        ]
    );
    // A value from outside an isolated op gets MLIR's verifier error.
    assert_eq!(
        first_error("%x = \"foo.op\"() : () -> i32\ntest.func @f() {\n  \"foo.x\"(%x) : (i32) -> ()\n}"),
        "3:3: 'foo.x' op using value defined outside the region [note 2:1: required by region isolation constraints]"
    );
    assert_eq!(
        first_error("\"foo.op\"() ({\n^bb0(%a: i32, %a: i32):\n\"f.p\"() : () -> ()\n}) : () -> ()"),
        "2:15: redefinition of SSA value '%a' [note 2:6: previously defined here]"
    );
}

#[test]
fn block_diagnostics() {
    assert_eq!(
        first_error("\"foo.op\"()[^bb1] : () -> ()"),
        "1:12: reference to an undefined block"
    );
    assert_eq!(
        first_error("\"foo.op\"() ({\n\"foo.op\"()[^bb1] : () -> ()\n}): () -> ()"),
        "2:12: reference to an undefined block"
    );
    assert_eq!(
        first_error("\"foo.op\"() ({\n^bb0(%a: i32):\n \"foo.x\"() : () -> ()\n^bb0:\n \"foo.x\"() : () -> ()\n}) : () -> ()"),
        "4:1: redefinition of block '^bb0'"
    );
    assert_eq!(
        first_error("\"foo.op\"() ({\n \"foo.x\"() : () -> ()\n^bb1\n}) : () -> ()"),
        "3:5: expected ':' after block name"
    );
}

#[test]
fn op_diagnostics() {
    assert_eq!(
        errors_of(&context(false), "\"foo.op\"() : () -> ()")[0],
        "1:9: operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used"
    );
    assert_eq!(
        errors_of(&context(false), "\"test.bogus\"() {a = !foo.bar} : () -> ()")[0],
        "1:26: `!\"foo\"<\"bar\">` type created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used"
    );
    assert_eq!(
        errors_of(&context(false), "\"test.bogus\"() {a = #foo.bar} : () -> ()")[0],
        "1:26: #\"foo\"<\"bar\"> : 'none' attribute created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used"
    );
    assert_eq!(
        errors_of(&context(false), "\"test.bogus\"() {a = !foo<\"x\">} : () -> ()")[0],
        "1:21: `!\"foo\"<\"\"x\"\">` type created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used"
    );
    // Unknown ops of registered dialects are left to the verifier.
    parse_ok(&context(false), "\"test.bogus\"() : () -> ()");
    assert_eq!(
        first_error("\"foo.op\"() bar"),
        "1:11: expected ':' followed by operation type"
    );
    // Wrong-token errors go after the previous token, skipping blank lines
    // and comments.
    assert_eq!(
        first_error("\"foo.op\"()\n\n  // c\n bar"),
        "1:11: expected ':' followed by operation type"
    );
    assert_eq!(first_error("%x = "), "1:5: expected operation name in quotes");
    assert_eq!(
        first_error("\"\"() : () -> ()"),
        "1:1: empty operation name is invalid"
    );
    assert_eq!(first_error("\"foo.op\"() : i32"), "1:14: expected function type");
    assert_eq!(
        first_error("%a = \"f.o\"() : () -> i32\n\"f.o\"(%a) : () -> ()"),
        "2:13: expected 1 operand type  but had 0"
    );
    assert_eq!(
        first_error("\"foo.op\"() : () -> () bar"),
        "1:23: custom op 'bar' is unknown (tried 'builtin.bar' as well)"
    );
    assert_eq!(
        first_error("test.func @f() {\n  bar\n}"),
        "2:3: custom op 'bar' is unknown (tried 'test.bar' as well)"
    );
    assert_eq!(
        first_error("test.func @f() {\n  test.bar\n}"),
        "2:3: custom op 'test.bar' is unknown"
    );
    let e = first_error("foo.bar");
    assert!(e.starts_with("1:1: Dialect `foo' not found for custom op 'foo.bar'  [note 1:1: Available dialects: builtin, test ; for more info"), "{e}");
    assert_eq!(
        first_error("\"foo.op\"() : () -> () loc(#loc1)"),
        "1:27: operation location alias was never defined"
    );
    assert_eq!(
        first_error("\"foo.op\"() : () -> () loc(#loc1)\n#loc1 = \"x\""),
        "1:27: expected location, but found '\"x\"'"
    );
}

#[test]
fn type_and_attribute_diagnostics() {
    let cases = [
        ("\"foo.op\"() : () -> !x", "1:21: undefined symbol alias id 'x'"),
        ("\"foo.op\"() : () -> i99999999", "1:20: integer bitwidth is limited to 16777215 bits"),
        ("\"foo.op\"() {a = 1, a = 2}: () -> ()", "1:20: duplicate key 'a' in dictionary attribute"),
        ("\"f.o\"() {a = !foo.bar<a -> b} : () -> ()", "1:22: unbalanced '<' character in pretty dialect name"),
        ("\"f.o\"() {a = vector<[4]x0xf32>} : () -> ()", "1:14: vector types must have positive constant sizes but got 4, 0"),
        ("\"f.o\"() {a = memref<4xf32, 1, 2>} : () -> ()", "1:31: multiple memory spaces specified in memref type"),
        (
            "\"f.o\"() {a = memref<4xf32, 1, affine_map<(d0)->(d0)>>} : () -> ()",
            "1:31: expected memory space to be last in memref type",
        ),
        ("\"f.o\"() {a = complex<index>} : () -> ()", "1:22: invalid element type for complex"),
        ("\"f.o\"() {a = tensor<4xtensor<2xi32>>} : () -> ()", "1:23: invalid tensor element type"),
        ("\"f.o\"() {a = i} : () -> ()", "1:13: expected attribute value"),
        ("\"f.o\"() {a = tuple<i32,>} : () -> ()", "1:24: expected non-function type"),
        ("\"f.o\"() {a = (i32) i32} : () -> ()", "1:19: expected '->' in function type"),
        ("\"f.o\"() {a = inf} : () -> ()", "1:13: expected attribute value"),
        ("\"f.o\"() {c = 1.0 : i32} : () -> ()", "1:14: floating point value not valid for specified type"),
        ("\"f.o\"() {b = -0x7F800000 : f32} : () -> ()", "1:15: hexadecimal float literal should not have a leading minus"),
        ("\"f.o\"() {b = 0x7F8000000 : f32} : () -> ()", "1:14: hexadecimal float constant out of range for type"),
        ("\"f.o\"() {b = 256 : i8} : () -> ()", "1:14: integer constant out of range for attribute"),
        ("\"f.o\"() {b = [1, 2 : i3} : () -> ()", "1:24: expected ',' or ']'"),
        ("\"f.o\"() {b = 1 : i3 : () -> ()", "1:20: expected '}' in attribute dictionary"),
        (
            "\"f.o\"() {a = dense<[1, 2]> : tensor<3xi32>} : () -> ()",
            "1:14: inferred shape of elements literal ([2]) does not match type ([3])",
        ),
        (
            "\"f.o\"() {a = dense<[[1], 2]> : tensor<3xi32>} : () -> ()",
            "1:27: tensor literal is invalid; ranks are not consistent between elements",
        ),
        ("\"f.o\"() {a = dense<[1.5]> : tensor<1xi32>} : () -> ()", "1:21: expected integer elements, but parsed floating-point"),
        ("\"f.o\"() {a = dense<[300]> : tensor<1xi8>} : () -> ()", "1:21: integer constant out of range for type"),
        (
            "\"f.o\"() {a = dense<\"0x0102\"> : tensor<3xi8>} : () -> ()",
            "1:14: elements hex data size is invalid for provided type: 'tensor<3xi8>'",
        ),
        ("\"f.o\"() {a = array<i3: 1>} : () -> ()", "1:19: element type bitwidth must be a multiple of 8"),
        ("\"f.o\"() {a = dense<1> : i32} : () -> ()", "1:14: elements literal must be a shaped type"),
        (
            "\"f.o\"() {b = dense<1> : tensor<2xf32>} : () -> ()",
            "1:20: unexpected decimal integer literal for a floating point value [note 1:20: add a trailing dot to make the literal a float]",
        ),
        (
            "\"f.o\"() {a = vector<4xtensor<f32>>} : () -> ()",
            "1:14: failed to verify 'elementType': VectorElementTypeInterface instance",
        ),
        ("\"f.o\"() {a = memref<4xtensor<f32>>} : () -> ()", "1:23: invalid memref element type"),
        ("\"f.o\"() {a = tensor<4x?>} : () -> ()", "1:24: expected 'x' in dimension list"),
        ("\"f.o\"() {a = tensor<4x-1xf32>} : () -> ()", "1:23: expected non-function type"),
        ("\"f.o\"() {a = tensor<4xf32} : () -> ()", "1:26: expected '>' in tensor type"),
        (
            "\"f.o\"() {a = memref<*xf32, affine_map<(d0)->(d0)>>} : () -> ()",
            "1:50: cannot have affine map for unranked memref type",
        ),
        ("\"f.o\"() {a = tensor<*xf32, \"x\">} : () -> ()", "1:32: cannot apply encoding to unranked tensor"),
        (
            "\"f.o\"() {a = memref<4xf32, affine_map<(d0, d1)->(d0)>>} : () -> ()",
            "1:14: memref layout mismatch between rank and affine map: 1 != 2",
        ),
        ("\"f.o\"() {a = 99999999999999999999} : () -> ()", "1:14: integer constant out of range for attribute"),
        ("\"f.o\"() {a = dense<[1, 2]> : tensor<?xi32>} : () -> ()", "1:14: elements literal type must have static shape"),
        ("\"f.o\"() {a = array<tensor<f32>: 1>} : () -> ()", "1:20: expected integer or float type, got: 'tensor<f32>'"),
        ("\"f.o\"() {a = dense_resource<x> : i32} : () -> ()", "1:32: `dense_resource` expected a shaped type"),
        ("\"f.o\"() {a = 5 : !foo.x} : () -> ()", "1:14: integer literal not valid for specified type"),
        ("\"f.o\"() {a = -0 : i8} : () -> ()", "1:15: integer constant out of range for attribute"),
        ("\"f.o\"() {b = -1 : ui8} : () -> ()", "1:15: negative integer literal not valid for unsigned integer type"),
        (
            "\"f.o\"() {a = distinct[1]<1>, b = distinct[1]<2>} : () -> ()",
            "1:34: referenced attribute does not match previous definition: 1 : i64",
        ),
        (
            "\"f.o\"() {a = affine_map<(d0, d1) -> (d0 * d1)>} : () -> ()",
            "1:41: non-affine expression: at least one of the multiply operands has to be either a constant or symbolic",
        ),
        ("\"f.o\"() {a = affine_map<(d0) -> (d1)>} : () -> ()", "1:34: use of undeclared identifier"),
        ("\"f.o\"() {a = affine_map<(d0, d0) -> (d0)>} : () -> ()", "1:30: redefinition of identifier 'd0'"),
        ("\"f.o\"() {a = strided<[1, x]>} : () -> ()", "1:26: expected a 64-bit signed integer or '?'"),
        ("\"f.o\"() : () -> () loc(callsite(\"a\" foo \"b\"))", "1:36: expected 'at' in callsite location"),
        ("\"f.o\"() : () -> () loc(foo)", "1:24: expected location instance"),
        ("\"f.o\"() : () -> () loc(\"a\":x)", "1:28: expected integer line number in FileLineColRange"),
        ("!a = i32\n!a = i64", "2:1: redefinition of type alias id 'a'"),
        ("#a = 1\n#a = 2", "2:1: redefinition of attribute alias id 'a'"),
        ("#a.b = 1", "1:1: attribute names with a '.' are reserved for dialect-defined names"),
        ("{-# foo: {} #-}", "1:5: unknown key 'foo' in file metadata dictionary"),
        ("{-# dialect_resources: {bar: {}} #-}", "1:25: dialect 'bar' is unknown"),
        ("\"f.o\"() ({\n\"f.p\"() : () -> ()\n", "2:19: expected operation name in quotes"),
        ("\"f.o\"() {a = 1} : () -> () ^bb", "1:27: expected operation name in quotes"),
    ];
    for (src, want) in cases {
        assert_eq!(first_error(src), want, "for {src}");
    }
}

#[test]
fn lexer_diagnostics() {
    assert_eq!(
        first_error("\"f.o\"() {a = \"abc} : () -> ()"),
        "1:30: expected '\"' in string literal"
    );
    assert_eq!(
        first_error("\"f.o\"() {a = \"\\q\"} : () -> ()"),
        "1:15: unknown escape in string literal"
    );
    assert_eq!(
        first_error("\"f.o\"() {a = 1} : () -> () ` "),
        "1:28: unexpected character"
    );
    assert_eq!(
        first_error("\"f.o\"() {a = @}: () -> ()"),
        "1:15: @ identifier expected to start with letter or '_'"
    );
    assert_eq!(
        first_error("\"f.o\"() {a = #}: () -> ()"),
        "1:14: invalid attribute name"
    );
}

// ---- robustness --------------------------------------------------------------

/// A tiny deterministic generator, so failures reproduce.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

const CORPUS: &[&str] = &[
    "%0:2 = \"t.a\"() {x = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>} : () -> (i32, f32)\n\"t.b\"(%0#1) : (f32) -> ()",
    "test.func @f(%x: i32) {\n  %y = \"t.u\"(%x) : (i32) -> i32\n  ret %y : i32\n}",
    "\"t.r\"() ({\n^bb0(%a: i32):\n  \"t.br\"(%a)[^bb1] : (i32) -> ()\n^bb1:\n  \"t.e\"() : () -> ()\n}) : () -> ()",
    "#m = affine_map<(d0)[s0] -> (d0 floordiv 2 + s0 * 3)>\n!t = memref<4x?xf32, #m>\n\"t.a\"() {a = !t, b = loc(#l)} : () -> () loc(#l)\n#l = loc(\"x\":1:2)",
    "\"t.a\"() {a = array<i32: 1, 2>, b = strided<[1, ?], offset: ?>, c = @a::@b, d = distinct[0]<unit>, e = sparse<[[0]], [1.5]> : tensor<2xf32>} : () -> ()",
    "{-# dialect_resources: { builtin: { k: \"0x08000000AABB\" } } #-}\n\"t.a\"() {a = dense_resource<k> : tensor<2xi8>, b = !foo.bar<[1, {2}]>} : () -> ()",
];

#[test]
fn random_and_mutated_inputs_never_panic() {
    let ctx = context(true);
    let _h = ctx.push_diagnostic_handler(Box::new(|_, _| {}));
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let alphabet: &[u8] = b"%^@#!\"(){}[]<>:,=-+*?|.0123456789xabcdfi _\n\\/~loc";
    for i in 0..4000 {
        let base = CORPUS[i % CORPUS.len()].as_bytes();
        let mut bytes = base.to_vec();
        let edits = 1 + rng.next() % 4;
        for _ in 0..edits {
            if bytes.is_empty() {
                break;
            }
            let at = (rng.next() as usize) % bytes.len();
            match rng.next() % 4 {
                0 => {
                    bytes.remove(at);
                }
                1 => bytes.insert(at, alphabet[(rng.next() as usize) % alphabet.len()]),
                2 => bytes[at] = alphabet[(rng.next() as usize) % alphabet.len()],
                _ => bytes.truncate(at),
            }
        }
        let src = String::from_utf8_lossy(&bytes);
        let _ = parse_source(&ctx, &src, &opts());
    }
    for _ in 0..1000 {
        let len = (rng.next() % 64) as usize;
        let bytes: Vec<u8> = (0..len)
            .map(|_| alphabet[(rng.next() as usize) % alphabet.len()])
            .collect();
        let _ = parse_source(&ctx, &String::from_utf8_lossy(&bytes), &opts());
    }
}

#[test]
fn deep_nesting_is_diagnosed() {
    let run = || {
        let ctx = context(true);
        let n = 5000;
        let src = format!("\"t.a\"() {{a = {}1{}}} : () -> ()", "[".repeat(n), "]".repeat(n));
        assert_eq!(errors_of(&ctx, &src)[0], "1:214: nesting too deep");
        let src = format!(
            "{}\"t.a\"() : () -> (){}",
            "\"t.r\"() ({\n".repeat(n),
            "\n}) : () -> ()".repeat(n)
        );
        assert!(errors_of(&ctx, &src)[0].ends_with("nesting too deep"));
    };
    std::thread::Builder::new()
        .stack_size(16 << 20)
        .spawn(run)
        .unwrap()
        .join()
        .unwrap();
}

#[test]
fn large_input_parses() {
    let ctx = context(true);
    let mut src = String::from("\"t.r\"() ({\n");
    for i in 0..20000 {
        src.push_str(&format!(
            "  %v{i} = \"t.op\"(%v{}) : (i32) -> i32\n",
            if i == 0 { 19999 } else { i - 1 }
        ));
    }
    src.push_str("}) : () -> ()\n");
    let body = parse_ok(&ctx, &src);
    assert_eq!(top_ops(&body).len(), 1);
}

#[test]
fn nesting_below_the_limit_fits_a_default_stack() {
    // Test threads have 2 MiB stacks: the limit must be reachable there.
    let ctx = context(true);
    let n = 190;
    let src = format!("\"t.a\"() {{a = {}1{}}} : () -> ()", "[".repeat(n), "]".repeat(n));
    parse_ok(&ctx, &src);
    let n = 60;
    let src = format!(
        "{}\"t.a\"() : () -> (){}",
        "\"t.r\"() ({\n".repeat(n),
        "\n}) : () -> ()".repeat(n)
    );
    parse_ok(&ctx, &src);
    let n = 190;
    let src = format!(
        "\"t.a\"() {{a = {}i32{}}} : () -> ()",
        "tuple<".repeat(n),
        ">".repeat(n)
    );
    parse_ok(&ctx, &src);
}

// ---- regressions found by fuzzing and bad-input probes ------------------------

#[test]
fn nul_bytes_are_blanks_outside_strings_and_kept_inside() {
    let ctx = context(true);
    let body = parse_ok(&ctx, "\"t.a\"() : () -> ()\0\0\"t.b\"() : () -> ()\0");
    assert_eq!(top_ops(&body).len(), 2);
    let a = attr_of(&ctx, "\"t.a\"() {s = \"a\0b\rc\"} : () -> ()", "s");
    match ctx.attr_kind(a) {
        AttrKind::String { value, .. } => assert_eq!(&value[..], b"a\0b\rc"),
        other => panic!("not a string: {other:?}"),
    }
}

#[test]
fn unterminated_strings_are_reported_where_they_stop() {
    // A newline, vertical tab or form feed ends the string at that byte;
    // the end of the buffer is reported at the end.
    assert_eq!(
        first_error("\"t.a\"() {a = \"ab\ncd\"} : () -> ()"),
        "1:17: expected '\"' in string literal"
    );
    assert_eq!(
        first_error("\"t.a\"() {a = \"ab\x0bcd\"} : () -> ()"),
        "1:17: expected '\"' in string literal"
    );
    assert_eq!(
        first_error("\"t.a\"() {a = \"ab\x0ccd\"} : () -> ()"),
        "1:17: expected '\"' in string literal"
    );
    assert_eq!(
        first_error("\"t.a\"() {a = @\"abc"),
        "1:19: expected '\"' in string literal"
    );
}

#[test]
fn a_lone_slash_is_an_unexpected_token_not_a_lexer_error() {
    assert_eq!(
        first_error("\"t.a\"() {a = /} : () -> ()"),
        "1:13: expected attribute value"
    );
    assert_eq!(
        first_error("\"t.a\"() : () -> ()\n/\n"),
        "1:19: expected operation name in quotes"
    );
}

#[test]
fn huge_result_numbers_in_forward_references_cost_no_memory() {
    // Used to resize a per-name table to the result number (50 GB).
    assert_eq!(
        first_error("\"t.a\"(%x#4294967295) : (i32) -> ()"),
        "1:7: use of undeclared SSA value name"
    );
    let ctx = context(true);
    let src = "\"t.r\"() ({\n\"t.u\"(%x#3000, %x#1) : (i32, i32) -> ()\n%x:3001 = \"t.d\"() : () -> ("
        .to_string()
        + &vec!["i32"; 3001].join(", ")
        + ")\n}) : () -> ()";
    let body = parse_ok(&ctx, &src);
    let region = body.op_regions(top_ops(&body)[0]).1[0];
    let block = body.region_entry(region).unwrap();
    let ops: Vec<OpId> = body.block_ops(block).collect();
    let operands: Vec<_> = body.operands(ops[0]).collect();
    assert_eq!(operands[0], body.result(ops[1], 3000));
    assert_eq!(operands[1], body.result(ops[1], 1));
    assert_eq!(
        first_error("\"t.u\"(%x#3000) : (i32) -> ()\n%x:2 = \"t.d\"() : () -> (i32, i32)"),
        "1:7: use of undeclared SSA value name"
    );
}

#[test]
fn naming_an_op_without_results() {
    assert_eq!(
        first_error("%x:4000000000 = \"t.a\"() : () -> ()"),
        "1:1: cannot name an operation with no results"
    );
    assert_eq!(
        first_error("%x, %y = \"t.a\"() : () -> ()"),
        "1:1: cannot name an operation with no results"
    );
}

#[test]
fn distinct_ids_in_hex_and_out_of_range() {
    let ctx = context(true);
    parse_ok(&ctx, "\"t.a\"() {b = distinct[0x10]<unit>} : () -> ()");
    assert_eq!(
        first_error("\"t.a\"() {b = distinct[99999999999999999999]<unit>} : () -> ()"),
        "1:43: expected an unsigned 64-bit integer"
    );
}

#[test]
fn integer_literal_magnitudes() {
    use super::attrs::literal_magnitude;
    assert_eq!(literal_magnitude("0"), Some(vec![0]));
    assert_eq!(literal_magnitude("18446744073709551615"), Some(vec![u64::MAX]));
    assert_eq!(literal_magnitude("18446744073709551616"), Some(vec![0, 1]));
    assert_eq!(
        literal_magnitude("340282366920938463463374607431768211457"),
        Some(vec![1, 0, 1])
    );
    assert_eq!(literal_magnitude("0x00000000000000000000001"), Some(vec![1]));
    assert_eq!(literal_magnitude("0x1FFFFFFFFFFFFFFFF"), Some(vec![u64::MAX, 1]));
    assert_eq!(literal_magnitude("0x"), None);
    assert_eq!(literal_magnitude("12a"), None);
    // A 100,000-digit literal converts in well under a second.
    let big = format!("1{}", "0".repeat(100_000));
    let words = literal_magnitude(&big).unwrap();
    assert_eq!(words.len(), 5191);
}

#[test]
fn operand_and_successor_lists_end_as_in_mlir() {
    assert_eq!(first_error("\"t.a\"("), "1:6: expected ')' to end operand list");
    assert_eq!(
        first_error("\"t.a\"(1) : () -> ()"),
        "1:7: expected ')' to end operand list"
    );
    assert_eq!(
        first_error("\"t.a\"(%0, ) : () -> ()"),
        "1:10: expected SSA operand"
    );
    let region = |op: &str| format!("\"t.r\"() ({{\n{op}\n^bb1:\n\"t.t\"() : () -> ()\n}}) : () -> ()");
    assert_eq!(
        first_error(&region("\"t.a\"() [] : () -> ()")),
        "2:10: expected list element"
    );
    assert_eq!(
        first_error(&region("\"t.a\"() [^bb1 ^bb2] : () -> ()")),
        "2:14: expected ',' or ']'"
    );
    assert_eq!(
        first_error(&region("\"t.a\"() [^bb1, ] : () -> ()")),
        "2:15: expected block name"
    );
}

#[test]
fn affine_expressions_deeper_than_the_limit_are_diagnosed() {
    // `d0 mod s0 mod s0 ...` does not simplify: one tree level per operator.
    // The IR's recursive walks could not take 100,000 levels.
    let ctx = context(true);
    let src = |n: usize| {
        format!(
            "\"t.a\"() {{a = affine_map<(d0)[s0] -> (d0{})>}} : () -> ()",
            " mod s0".repeat(n)
        )
    };
    parse_ok(&ctx, &src(999));
    assert_eq!(first_error(&src(100_000)), "1:7034: nesting too deep");
    // A long chain that simplifies stays shallow and is fine.
    let sum = format!(
        "\"t.a\"() {{a = affine_map<(d0) -> (d0{})>}} : () -> ()",
        " + d0".repeat(100_000)
    );
    parse_ok(&ctx, &sum);
}

#[test]
fn regions_and_attributes_have_separate_nesting_budgets() {
    let run = || {
        let ctx = context(true);
        let inner = format!(
            "\"t.a\"() {{a = {}1{}}} : () -> ()",
            "[".repeat(150),
            "]".repeat(150)
        );
        let src = format!(
            "{}{inner}{}",
            "\"t.r\"() ({\n".repeat(150),
            "\n}) : () -> ()".repeat(150)
        );
        parse_ok(&ctx, &src);
        let src = format!(
            "{}\"t.a\"() : () -> (){}",
            "\"t.r\"() ({\n".repeat(201),
            "\n}) : () -> ()".repeat(201)
        );
        assert_eq!(errors_of(&ctx, &src)[0], "201:10: nesting too deep");
    };
    std::thread::Builder::new()
        .stack_size(32 << 20)
        .spawn(run)
        .unwrap()
        .join()
        .unwrap();
}

#[test]
fn strings_in_pretty_dialect_bodies_are_lexed_as_tokens() {
    assert_eq!(
        first_error("\"t.a\"() {a = #t.x<\""),
        "1:20: expected '\"' in string literal"
    );
    assert_eq!(
        first_error("\"t.a\"() {a = #t.x<\"ab\ncd\">} : () -> ()"),
        "1:22: expected '\"' in string literal"
    );
    assert_eq!(
        first_error("\"t.a\"() {a = #t.x<\"a\\qb\">} : () -> ()"),
        "1:21: unknown escape in string literal"
    );
    let ctx = context(true);
    parse_ok(&ctx, "\"t.a\"() {a = #t.x<\"a>b\\\"\", c>} : () -> ()");
}

#[test]
fn unbalanced_pretty_dialect_bodies_are_reported_at_their_start() {
    let cases = [
        (
            "\"t.a\"() {a = !t.x<[)>} : () -> ()",
            "1:18: unbalanced '[' character in pretty dialect name",
        ),
        (
            "\"t.a\"() {a = !t.x<a)>} : () -> ()",
            "1:18: unbalanced '<' character in pretty dialect name",
        ),
        (
            "\"t.a\"() {a = !t.x<[{(",
            "1:18: unbalanced '(' character in pretty dialect name",
        ),
        (
            "\"t.a\"() {a = !t.x<<<",
            "1:18: unbalanced '<' character in pretty dialect name",
        ),
        (
            "\"t.a\"() {a = !t.x<a\0b>} : () -> ()",
            "1:18: unbalanced '<' character in pretty dialect name",
        ),
    ];
    for (src, want) in cases {
        assert_eq!(first_error(src), want, "for {src:?}");
    }
}

#[test]
fn resource_section_diagnostics() {
    let cases = [
        (
            "{-# dialect_resources: {\n  5",
            "2:3: expected identifier key for 'resource' entry",
        ),
        (
            "{-# \n 5",
            "2:2: expected identifier key in file metadata dictionary",
        ),
        (
            "{-# dialect_resources: { builtin: { k: 5 } } #-}",
            "1:40: expected hex string blob for key 'k'",
        ),
        (
            "{-# dialect_resources: { builtin: { k: true } } #-}",
            "1:40: expected hex string blob for key 'k'",
        ),
        (
            "{-# external_resources: { x: { k: 5 } } #-}",
            "1:35: expected string value for key 'k'",
        ),
        (
            "{-# dialect_resources: { test: { k: \"0x01000000\" } } #-}",
            "1:34: unexpected 'resource' section for dialect 'test'",
        ),
    ];
    for (src, want) in cases {
        assert_eq!(first_error(src), want, "for {src:?}");
    }
    let ctx = context(true);
    parse_ok(&ctx, "{-# external_resources: { x: { k: true, s: \"str\" } } #-}");
}

#[test]
fn isolated_ops_without_regions_own_no_child_body() {
    // Such an op used to escape verification (the verifier skipped ops
    // with a child body and visited only isolated ops with regions).
    let ctx = context(true);
    let body = parse_ok(&ctx, "\"test.func\"() : () -> ()");
    let op = top_ops(&body)[0];
    assert!(body.child_body(op).is_none());
    assert_eq!(body.num_regions(op), 0);
    let body = parse_ok(&ctx, "\"test.func\"() ({}) : () -> ()");
    assert!(body.child_body(top_ops(&body)[0]).is_some());
}

#[test]
fn errors_at_the_end_of_the_buffer_go_on_its_last_character() {
    assert_eq!(
        first_error("{-# dialect_resources: {"),
        "1:24: expected identifier key for 'resource' entry"
    );
    assert_eq!(
        first_error("{-# dialect_resources: {   \n"),
        "1:28: expected identifier key for 'resource' entry"
    );
}

#[test]
fn hex_dense_data_with_equal_elements_is_a_splat() {
    // Found by fuzzing: printed as `dense<[1, 1]>` and then as `dense<1>`.
    let ctx = context(true);
    let a = attr_of(
        &ctx,
        "\"t.a\"() {a = dense<\"0x0100000001000000\"> : tensor<2xi32>} : () -> ()",
        "a",
    );
    let b = attr_of(&ctx, "\"t.a\"() {a = dense<1> : tensor<2xi32>} : () -> ()", "a");
    assert_eq!(a, b);
    let c = attr_of(
        &ctx,
        "\"t.a\"() {a = dense<\"0x0100000002000000\"> : tensor<2xi32>} : () -> ()",
        "a",
    );
    let d = attr_of(
        &ctx,
        "\"t.a\"() {a = dense<[1, 2]> : tensor<2xi32>} : () -> ()",
        "a",
    );
    assert_eq!(c, d);
}

#[test]
fn hex_dense_i1_data_is_bit_packed() {
    let ctx = context(true);
    let same = |a: &str, b: &str| {
        let x = attr_of(&ctx, &format!("\"t.a\"() {{a = {a}}} : () -> ()"), "a");
        let y = attr_of(&ctx, &format!("\"t.a\"() {{a = {b}}} : () -> ()"), "a");
        assert_eq!(x, y, "{a} vs {b}");
    };
    same(
        "dense<\"0x02\"> : tensor<2xi1>",
        "dense<[false, true]> : tensor<2xi1>",
    );
    same(
        "dense<\"0x05\"> : tensor<3xi1>",
        "dense<[true, false, true]> : tensor<3xi1>",
    );
    same("dense<\"0x03\"> : tensor<2xi1>", "dense<true> : tensor<2xi1>");
    same("dense<\"0xFF\"> : tensor<16xi1>", "dense<true> : tensor<16xi1>");
    assert_eq!(
        first_error("\"t.a\"() {a = dense<\"0x0101\"> : tensor<2xi1>} : () -> ()"),
        "1:14: elements hex data size is invalid for provided type: 'tensor<2xi1>'"
    );
    assert_eq!(
        first_error("\"t.a\"() {a = dense<\"0x01\"> : tensor<16xi1>} : () -> ()"),
        "1:14: elements hex data size is invalid for provided type: 'tensor<16xi1>'"
    );
}

#[test]
fn duplicate_keys_in_short_and_long_dictionaries() {
    assert_eq!(
        first_error("\"t.a\"() {a, b, a} : () -> ()"),
        "1:16: duplicate key 'a' in dictionary attribute"
    );
    let keys: Vec<String> = (0..40).map(|i| format!("k{i}")).collect();
    let src = format!("\"t.a\"() {{{}, k33}} : () -> ()", keys.join(", "));
    assert!(first_error(&src).ends_with("duplicate key 'k33' in dictionary attribute"));
    let ctx = context(true);
    parse_ok(&ctx, &format!("\"t.a\"() {{{}}} : () -> ()", keys.join(", ")));
}

#[test]
fn opaque_symbols_need_a_valid_dialect_namespace() {
    // Found by fuzzing: `!.ip` was accepted and printed, as mlir-opt rejects it.
    let cases = [
        (
            "\"u.op\"() : () -> !.ip",
            "1:20: invalid dialect namespace '\"\"'",
        ),
        (
            "\"u.op\"() : () -> !$.x",
            "1:21: invalid dialect namespace '\"$\"'",
        ),
        (
            "\"u.op\"() : () -> !a-b.x",
            "1:23: invalid dialect namespace '\"a-b\"'",
        ),
        (
            "\"u.op\"() : () -> !.<\"x\">",
            "1:20: invalid dialect namespace '\"\"'",
        ),
        (
            "\"u.op\"() {a = #.x} : () -> ()",
            "1:17: invalid dialect namespace '\"\"'",
        ),
    ];
    for (src, want) in cases {
        assert_eq!(first_error(src), want, "for {src}");
    }
    let ctx = context(true);
    parse_ok(&ctx, "\"u.op\"() {a = #_.x, b = !a$b.x} : () -> !a$b.y");
}

// ---- parallel parsing and printing ------------------------------------------

fn pool(threads: usize) -> rayon::ThreadPool {
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .unwrap()
}

/// Parses and prints `src` with `threads` threads: the diagnostics
/// (collected as `line:col: message`) and the printed text (generic and
/// with debug info, so that locations count too) or `None` on failure.
fn round_trip(threads: usize, src: &str) -> (Vec<String>, Option<(String, String)>) {
    round_trip_with(threads, |ctx| parse_source(ctx, src, &opts()))
}

/// [`round_trip`] through `parse_source_owned` in waves of `wave` bytes.
fn round_trip_owned(threads: usize, src: &str, wave: u32) -> (Vec<String>, Option<(String, String)>) {
    round_trip_with(threads, |ctx| {
        super::parse_source_owned_in_waves(ctx, src.to_string(), &opts(), &mut || Some(src.to_string()), wave)
    })
}

fn round_trip_with(
    threads: usize,
    parse: impl FnOnce(&Context) -> Result<Body, strata_ir::Failed> + Send,
) -> (Vec<String>, Option<(String, String)>) {
    let ctx = context(true);
    let (diags, id) = collect(&ctx);
    let out = pool(threads).install(|| {
        parse(&ctx).ok().map(|body| {
            let generic = crate::PrintOptions {
                generic: true,
                ..Default::default()
            };
            let debug = crate::PrintOptions {
                debug_info: true,
                ..Default::default()
            };
            (
                crate::print_top_level(&ctx, &body, &generic),
                crate::print_top_level(&ctx, &body, &debug),
            )
        })
    });
    ctx.remove_diagnostic_handler(id);
    let d = diags.lock().unwrap().clone();
    (d, out)
}

/// A module of `test.func`s using aliases in different orders, forward
/// references and blocks, with an unregistered op between them and a
/// location alias defined at the end.
const PARALLEL_SRC: &str = r#"#a = affine_map<(d0) -> (d0)>
#b = affine_map<(d0, d1) -> (d1, d0)>
!t = tensor<2xi32>
"builtin.module"() ({
  test.func @f0(%x: i32) {
    %0 = "u.use"(%1) {m = #b} : (i32) -> i32
    %1 = "u.def"(%x) {m = #a, s = "}{"} : (i32) -> i32
    "u.br"()[^next] : () -> ()
  ^next:
    test.ret %0 : i32
  } loc(#l1)
  // test.func @commented() {
  "u.between"() ({
    %u = "u.x"() : () -> !t
  }) : () -> ()
  test.func @f1(%y: !t) {
    "u.op"() {m = #a, n = affine_map<(d0) -> (d0 + 1)>, r = dense_resource<blob1> : tensor<2xi32>} : () -> ()
    test.ret
  }
  "test.func"() <{sym_name = "f2"}> ({
    "u.op"() {m = #b, n = affine_map<(d0) -> (d0 + 1)>} : () -> () loc(#l2)
    test.ret
  }) : () -> ()
  test.func @f3() {
    "u.op"() {n = affine_map<(d0) -> (d0 * 2)>, r = dense_resource<blob2> : tensor<2xi32>} : () -> ()
    test.ret
  }
}) : () -> ()
#l1 = loc("here.mlir":7:3)
#l2 = loc("there.mlir":1:1)
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x0400000001000000",
      blob2: "0x0400000002000000"
    }
  }
#-}
"#;

#[test]
fn parallel_scan_finds_the_isolated_ops() {
    let ctx = context(true);
    let found: Vec<(usize, u32)> = super::parallel::scan(&ctx, PARALLEL_SRC)
        .into_iter()
        .map(|c| (PARALLEL_SRC[..c.pos as usize].lines().count(), c.depth))
        .collect();
    // Lines (1-based) of `test.func @f0`, `@f1`, the generic `f2` and `@f3`; not the
    // commented one.
    assert_eq!(found, vec![(5, 1), (16, 1), (20, 1), (24, 1)]);
}

#[test]
fn parallel_parse_takes_the_fast_path_and_matches_sequential() {
    let ctx = context(true);
    let candidates = super::parallel::scan(&ctx, PARALLEL_SRC);
    let (fast, diags) = pool(4).install(|| {
        ctx.capture_diagnostics(|| {
            super::parallel::parse_with(
                &ctx,
                PARALLEL_SRC,
                &opts(),
                &candidates,
                crate::lexer::LineIndex::new(PARALLEL_SRC.as_bytes()),
                None,
            )
        })
    });
    assert!(fast.is_some() && diags.is_empty(), "{diags:?}");
    let (seq_diags, seq) = round_trip(1, PARALLEL_SRC);
    assert!(seq_diags.is_empty(), "{seq_diags:?}");
    let seq = seq.unwrap();
    for threads in [2, 3, 8] {
        assert_eq!(round_trip(threads, PARALLEL_SRC), (vec![], Some(seq.clone())));
        // Parsed from a buffer released as it goes, in waves of every size.
        for wave in [1, 100, 300, u32::MAX] {
            assert_eq!(
                round_trip_owned(threads, PARALLEL_SRC, wave),
                (vec![], Some(seq.clone()))
            );
        }
    }
    // Aliases are numbered in first-use order across the functions.
    assert!(seq.0.starts_with(
        "#map = affine_map<(d0, d1) -> (d1, d0)>\n#map1 = affine_map<(d0) -> (d0)>\n#map2 = affine_map<(d0) -> (d0 + 1)>\n#map3"
    ));
    assert!(seq.0.contains("blob2: \"0x0400000002000000\""));
    assert!(seq.1.contains("loc(\"there.mlir\":1:1)"));
}

#[test]
fn parallel_parse_reports_sequential_diagnostics() {
    let cases = [
        // Errors in two functions: only the first is reported.
        PARALLEL_SRC
            .replace("test.ret %0 : i32", "test.ret %0 : i64")
            .replace("%u = \"u.x\"() : () -> !t", "%u = \"u.x\"() : () -> !nope"),
        // A function using a value of the enclosing region.
        "%v = \"u.v\"() : () -> i32\ntest.func @a() {\n  \"u.use\"(%v) : (i32) -> ()\n  test.ret\n}\ntest.func @b() {\n  test.ret\n}\n"
            .to_string(),
        // An alias defined after the function using it.
        "test.func @a() {\n  \"u.op\"() {m = #m} : () -> ()\n  test.ret\n}\n#m = 1\ntest.func @b() {\n  test.ret\n}\n"
            .to_string(),
        // Undefined forward reference and an undefined block.
        "test.func @a() {\n  \"u.use\"(%q) : (i32) -> ()\n  test.ret\n}\ntest.func @b() {\n  \"u.br\"()[^x] : () -> ()\n}\n"
            .to_string(),
    ];
    for src in &cases {
        let (seq_diags, seq) = round_trip(1, src);
        assert!(seq.is_none() && !seq_diags.is_empty(), "{src}");
        for threads in [2, 4] {
            assert_eq!(round_trip(threads, src), (seq_diags.clone(), None), "{src}");
            for wave in [1, 100, u32::MAX] {
                assert_eq!(
                    round_trip_owned(threads, src, wave),
                    (seq_diags.clone(), None),
                    "{src}"
                );
            }
        }
    }
}

#[test]
fn parallel_parse_falls_back_for_distinct_attributes() {
    let src = "test.func @a() {\n  \"u.op\"() {d = distinct[0]<1 : i32>} : () -> ()\n  test.ret\n}\ntest.func @b() {\n  \"u.op\"() {d = distinct[0]<1 : i32>, e = distinct[1]<unit>} : () -> ()\n  test.ret\n}\n";
    let (d, seq) = round_trip(1, src);
    assert!(d.is_empty() && seq.is_some());
    assert!(super::parallel::candidates(&context(true), src).is_none());
    assert_eq!(round_trip(4, src), (d.clone(), seq.clone()));
    assert_eq!(round_trip_owned(4, src, 1), (d, seq));
}

#[test]
fn parallel_scan_skips_braces_in_comments_and_strings() {
    let ctx = context(true);
    let src = "test.func @a() {\n  // } a brace in a comment\n  \"u.op\"() {s = \"}}//{\\\"}\"} : () -> () // } and a \" quote\n  \"u.r\"() ({\n  }) : () -> ()\n  test.ret\n}\ntest.func @b() { test.ret }\ntest.func @c() {\n  \"u.s\"() {s = \"{\"} : () -> ()\n  test.ret\n}\n";
    let found: Vec<(usize, u32)> = super::parallel::scan(&ctx, src)
        .into_iter()
        .map(|c| (src[..c.pos as usize].lines().count() + 1, c.depth))
        .collect();
    assert_eq!(found, vec![(1, 0), (8, 0), (9, 0)]);
}

#[test]
fn parallel_parse_of_a_released_buffer_handles_what_it_cannot_take() {
    // Comments and ops between the functions, a function nested in an
    // unregistered op, and a location alias used before its definition.
    let src = "// a comment {\n\"u.mid\"() ({\ntest.func @n() {\n  test.ret\n}\n}) : () -> ()\ntest.func @a() {\n  test.ret\n} loc(#l)\n  \n\"u.x\"() : () -> ()\ntest.func @b() {\n  test.ret\n}\n#l = loc(\"f\":1:2)\n";
    let (d, seq) = round_trip(1, src);
    assert!(d.is_empty() && seq.is_some(), "{d:?}");
    for wave in [1, 20, u32::MAX] {
        assert_eq!(round_trip_owned(2, src, wave), (d.clone(), seq.clone()));
    }
    // A buffer read again differently is an error, not another parse.
    let ctx = context(true);
    let (diags, id) = collect(&ctx);
    let bad = PARALLEL_SRC.replace("test.ret %0 : i32", "test.ret %0 : i64");
    let r = pool(2).install(|| {
        super::parse_source_owned_in_waves(&ctx, bad.clone(), &opts(), &mut || Some(String::new()), 1)
    });
    ctx.remove_diagnostic_handler(id);
    assert!(r.is_err());
    let d = diags.lock().unwrap().clone();
    assert_eq!(d.len(), 1);
    assert!(d[0].contains("changed while it was parsed"), "{d:?}");
}
