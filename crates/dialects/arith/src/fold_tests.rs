//! Folders and canonicalization patterns run on parsed IR through the
//! greedy driver as the canonicalize pass runs it, checked against what
//! `mlir-opt --canonicalize` prints for the same input.

use strata_asm::{parse_source, print_top_level, ParseOptions, PrintOptions};
use strata_ir::{Context, FoldOutput, OpFoldResult, OpRef, ValueId};
use strata_rewrite::{
    apply_patterns_greedily_nested, canonicalization_patterns, FrozenPatternSet, GreedyConfig,
    RegionSimplifyLevel,
};

/// Registers arith and the dialects the tests' inputs and outputs use.
fn register_dialects(ctx: &mut Context) {
    ctx.register_dialect(crate::dialect());
    ctx.register_dialect(strata_dialect_func::dialect());
    ctx.register_dialect(strata_dialect_ub::dialect());
}

/// What `--canonicalize` does: the greedy driver with folding and every
/// registered canonicalization pattern.
pub(crate) fn canonicalize(src: &str) -> String {
    let mut ctx = Context::new();
    register_dialects(&mut ctx);
    let mut body = parse_source(&ctx, src, &ParseOptions::default()).expect("test input parses");
    let frozen = FrozenPatternSet::new(&ctx, canonicalization_patterns(&ctx));
    let config = GreedyConfig {
        region_simplify: RegionSimplifyLevel::Normal,
        ..GreedyConfig::default()
    };
    apply_patterns_greedily_nested(&ctx, &mut body, &frozen, config, false);
    print_top_level(&ctx, &body, &PrintOptions::default())
}

/// Canonicalizes a function body with the given signature and returns
/// the printed `return` line's operands and the other op lines.
fn run(args: &str, results: &str, body: &str) -> String {
    let src = format!("func.func @f({args}) -> ({results}) {{\n{body}\n}}\n");
    canonicalize(&src)
}

/// Asserts that every line of `expected` occurs (trimmed) in `got`.
fn check(got: &str, expected: &[&str]) {
    for e in expected {
        assert!(got.lines().any(|l| l.trim() == *e), "missing `{e}` in:\n{got}");
    }
}

fn lacks(got: &str, op: &str) {
    assert!(!got.contains(op), "unexpected `{op}` in:\n{got}");
}

#[test]
fn integer_constants_fold_with_wrapping() {
    let got = run(
        "",
        "i32, i32, i32, i8, i8, i8",
        "  %min = arith.constant -2147483648 : i32
  %m1 = arith.constant -1 : i32
  %c7 = arith.constant 7 : i32
  %a = arith.addi %min, %m1 overflow<nsw> : i32
  %b = arith.muli %min, %m1 : i32
  %c = arith.remsi %min, %m1 : i32
  %x = arith.constant 200 : i8
  %y = arith.constant 100 : i8
  %d = arith.addi %x, %y : i8
  %e = arith.divui %x, %y : i8
  %f = arith.divsi %x, %y : i8
  return %a, %b, %c, %d, %e, %f : i32, i32, i32, i8, i8, i8",
    );
    check(
        &got,
        &[
            "%c2147483647_i32 = arith.constant 2147483647 : i32",
            "%c-2147483648_i32 = arith.constant -2147483648 : i32",
            "%c0_i32 = arith.constant 0 : i32",
            "%c44_i8 = arith.constant 44 : i8",
            "%c2_i8 = arith.constant 2 : i8",
            // 200 is -56 as i8: -56 / 100 rounds toward zero.
            "%c0_i8 = arith.constant 0 : i8",
        ],
    );
}

#[test]
fn undefined_divisions_and_shifts_stay() {
    let got = run(
        "",
        "i32, i32, i32, i32, i32, i32",
        "  %min = arith.constant -2147483648 : i32
  %m1 = arith.constant -1 : i32
  %c0 = arith.constant 0 : i32
  %c33 = arith.constant 33 : i32
  %a = arith.divsi %min, %m1 : i32
  %b = arith.ceildivsi %min, %m1 : i32
  %c = arith.floordivsi %min, %m1 : i32
  %d = arith.divui %m1, %c0 : i32
  %e = arith.remsi %m1, %c0 : i32
  %f = arith.shli %m1, %c33 : i32
  return %a, %b, %c, %d, %e, %f : i32, i32, i32, i32, i32, i32",
    );
    for op in [
        "arith.divsi",
        "arith.ceildivsi",
        "arith.floordivsi",
        "arith.divui",
        "arith.remsi",
        "arith.shli",
    ] {
        assert!(got.contains(op), "{op} stays:\n{got}");
    }
}

#[test]
fn signed_rounding_divisions() {
    let got = run(
        "",
        "i32, i32, i32, i32, i32",
        "  %c7 = arith.constant 7 : i32
  %m7 = arith.constant -7 : i32
  %c2 = arith.constant 2 : i32
  %a = arith.ceildivsi %c7, %c2 : i32
  %b = arith.floordivsi %m7, %c2 : i32
  %c = arith.ceildivsi %m7, %c2 : i32
  %d = arith.ceildivui %c7, %c2 : i32
  %e = arith.shrsi %m7, %c2 : i32
  return %a, %b, %c, %d, %e : i32, i32, i32, i32, i32",
    );
    check(
        &got,
        &["return %c4_i32, %c-4_i32, %c-3_i32, %c4_i32, %c-2_i32 : i32, i32, i32, i32, i32"],
    );
}

#[test]
fn identities_fold_to_operands() {
    let got = run(
        "%x: i32, %y: i32",
        "i32, i32, i32, i32, i32, i32, i32, i32, i32",
        "  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %a = arith.addi %c0, %x : i32
  %b = arith.muli %x, %c1 : i32
  %c = arith.subi %x, %x : i32
  %d = arith.andi %x, %x : i32
  %e = arith.xori %x, %x : i32
  %s = arith.subi %x, %y : i32
  %f = arith.addi %s, %y : i32
  %g = arith.divui %x, %c1 : i32
  %h = arith.maxsi %x, %x : i32
  %i = arith.shrui %x, %c0 : i32
  return %a, %b, %c, %d, %e, %f, %g, %h, %i : i32, i32, i32, i32, i32, i32, i32, i32, i32",
    );
    check(
        &got,
        &["return %arg0, %arg0, %c0_i32, %arg0, %c0_i32, %arg0, %arg0, %arg0, %arg0 : i32, i32, i32, i32, i32, i32, i32, i32, i32"],
    );
}

#[test]
fn vectors_fold_elementwise_and_to_splats() {
    let got = run(
        "",
        "vector<3xi32>, vector<2xi16>",
        "  %a = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %b = arith.constant dense<[3, 2, 1]> : vector<3xi32>
  %s = arith.addi %a, %b : vector<3xi32>
  %c = arith.constant dense<5> : vector<2xi16>
  %d = arith.muli %c, %c : vector<2xi16>
  return %s, %d : vector<3xi32>, vector<2xi16>",
    );
    check(
        &got,
        &[
            "%cst = arith.constant dense<4> : vector<3xi32>",
            "%cst_0 = arith.constant dense<25> : vector<2xi16>",
        ],
    );
}

#[test]
fn float_folds_follow_ieee_and_llvm() {
    let got = run(
        "%x: f32",
        "f32, f32, f32, f32, f32, f32, f32",
        "  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %snan = arith.constant 0x7FA00000 : f32
  %one = arith.constant 1.0 : f32
  %a = arith.maxnumf %nz, %z : f32
  %b = arith.maxnumf %snan, %one : f32
  %c = arith.remf %one, %z : f32
  %d = arith.negf %snan : f32
  %e = arith.addf %x, %nz : f32
  %f = arith.mulf %x, %one : f32
  %g = arith.subf %x, %nz : f32
  return %a, %b, %c, %d, %e, %f, %g : f32, f32, f32, f32, f32, f32, f32",
    );
    check(
        &got,
        &[
            "%cst_0 = arith.constant 0.000000e+00 : f32",
            "%cst_1 = arith.constant 0x7FE00000 : f32",
            "%cst_2 = arith.constant 0x7FC00000 : f32",
            "%cst_3 = arith.constant 0xFFA00000 : f32",
            "return %cst_0, %cst_1, %cst_2, %cst_3, %arg0, %arg0, %0 : f32, f32, f32, f32, f32, f32, f32",
        ],
    );
    // x - (-0) is not x (-0 - -0 is +0): it stays.
    check(&got, &["%0 = arith.subf %arg0, %cst : f32"]);
}

#[test]
fn small_float_types_round_per_type() {
    let got = run(
        "",
        "f16, bf16, f16, f8E4M3FN, i8, i8, f32",
        "  %a = arith.constant 1.0e-8 : f32
  %t = arith.truncf %a : f32 to f16
  %big = arith.constant 1.0e10 : f32
  %t2 = arith.truncf %big : f32 to bf16
  %h = arith.constant 1.5 : f16
  %s = arith.addf %h, %h : f16
  %x = arith.constant 448.0 : f32
  %w = arith.truncf %x : f32 to f8E4M3FN
  %y = arith.constant -1.5 : f32
  %v = arith.fptosi %y : f32 to i8
  %o = arith.constant 300.5 : f32
  %u = arith.fptosi %o : f32 to i8
  %i = arith.constant 16777217 : i32
  %r = arith.sitofp %i : i32 to f32
  return %t, %t2, %s, %w, %v, %u, %r : f16, bf16, f16, f8E4M3FN, i8, i8, f32",
    );
    check(
        &got,
        &[
            "%cst_1 = arith.constant 3.000000e+00 : f16",
            "%cst_0 = arith.constant 4.480000e+02 : f8E4M3FN",
            "%c-1_i8 = arith.constant -1 : i8",
            "%cst = arith.constant 0x4B800000 : f32",
            "%0 = arith.truncf %cst_4 : f32 to f16",
            "%1 = arith.truncf %cst_3 : f32 to bf16",
            "%2 = arith.fptosi %cst_2 : f32 to i8",
        ],
    );
}

#[test]
fn comparisons_fold() {
    let got = run(
        "%x: i32, %b: i1, %f: f32",
        "i1, i1, i1, i1, i1, i1",
        "  %c5 = arith.constant 5 : i32
  %c0 = arith.constant 0 : i1
  %nan = arith.constant 0x7FC00000 : f32
  %a = arith.cmpi sle, %x, %x : i32
  %c = arith.cmpi slt, %c5, %x : i32
  %d = arith.cmpi ne, %b, %c0 : i1
  %e = arith.cmpf uno, %f, %nan : f32
  %g = arith.cmpf olt, %nan, %f : f32
  %u = arith.constant 7 : i32
  %h = arith.cmpi ult, %c5, %u : i32
  return %a, %c, %d, %e, %g, %h : i1, i1, i1, i1, i1, i1",
    );
    check(
        &got,
        &[
            "%0 = arith.cmpi sgt, %arg0, %c5_i32 : i32",
            "return %true, %0, %arg1, %true, %false, %true : i1, i1, i1, i1, i1, i1",
        ],
    );
}

#[test]
fn casts_fold() {
    let got = run(
        "%x: i8, %i: index",
        "i32, i8, index, i16, f32, i64, i8, index",
        "  %c = arith.constant -1 : i8
  %a = arith.extui %c : i8 to i32
  %e = arith.extsi %x : i8 to i16
  %t = arith.trunci %e : i16 to i8
  %ic = arith.index_cast %i : index to i32
  %ii = arith.index_cast %ic : i32 to index
  %w = arith.extsi %c : i8 to i16
  %one = arith.constant 1.0 : f32
  %bc = arith.bitcast %one : f32 to i32
  %bf = arith.bitcast %bc : i32 to f32
  %big = arith.constant -1 : i64
  %tr = arith.trunci %big : i64 to i8
  %c300 = arith.constant 300 : i32
  %ci = arith.index_castui %c300 : i32 to index
  return %a, %t, %ii, %w, %bf, %big, %tr, %ci : i32, i8, index, i16, f32, i64, i8, index",
    );
    check(
        &got,
        &[
            "%c255_i32 = arith.constant 255 : i32",
            "%c-1_i16 = arith.constant -1 : i16",
            "%c300 = arith.constant 300 : index",
        ],
    );
    check(&got, &["return %c255_i32, %arg0, %arg1, %c-1_i16, %cst, %c-1_i64, %c-1_i8, %c300 : i32, i8, index, i16, f32, i64, i8, index"]);
}

#[test]
fn select_folds() {
    let got = run(
        "%c: i1, %a: i32, %b: i32",
        "i32, i32, i1, i32, vector<2xi32>",
        "  %t = arith.constant true
  %f = arith.constant false
  %0 = arith.select %t, %a, %b : i32
  %1 = arith.select %c, %a, %a : i32
  %2 = arith.select %c, %t, %f : i1
  %eq = arith.cmpi eq, %a, %b : i32
  %3 = arith.select %eq, %a, %b : i32
  %vc = arith.constant dense<[true, false]> : vector<2xi1>
  %va = arith.constant dense<1> : vector<2xi32>
  %vb = arith.constant dense<[2, 3]> : vector<2xi32>
  %4 = arith.select %vc, %va, %vb : vector<2xi1>, vector<2xi32>
  return %0, %1, %2, %3, %4 : i32, i32, i1, i32, vector<2xi32>",
    );
    check(&got, &["%cst = arith.constant dense<[1, 3]> : vector<2xi32>"]);
    check(
        &got,
        &["return %arg1, %arg1, %arg0, %arg2, %cst : i32, i32, i1, i32, vector<2xi32>"],
    );
}

#[test]
fn reassociation_patterns_merge_overflow_flags() {
    let got = run(
        "%x: i32, %y: i32",
        "i32, i32, i32, i32, i32, i32",
        "  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %m1 = arith.constant -1 : i32
  %0 = arith.addi %x, %c1 overflow<nsw, nuw> : i32
  %1 = arith.addi %0, %c2 overflow<nsw> : i32
  %2 = arith.subi %0, %c2 overflow<nsw> : i32
  %3 = arith.subi %c1, %x overflow<nsw> : i32
  %4 = arith.subi %c2, %3 overflow<nsw> : i32
  %5 = arith.muli %y, %m1 : i32
  %6 = arith.addi %x, %5 overflow<nuw> : i32
  %7 = arith.subi %x, %y : i32
  %8 = arith.subi %7, %x : i32
  return %1, %2, %4, %6, %8, %0 : i32, i32, i32, i32, i32, i32",
    );
    check(
        &got,
        &[
            "%1 = arith.addi %arg0, %c3_i32 overflow<nsw> : i32",
            "%2 = arith.addi %arg0, %c-1_i32 : i32",
            "%3 = arith.addi %arg0, %c1_i32 overflow<nsw> : i32",
            "%4 = arith.subi %arg0, %arg1 : i32",
            "%5 = arith.subi %c0_i32, %arg1 : i32",
        ],
    );
}

#[test]
fn select_and_cast_patterns() {
    let got = run(
        "%c: i1, %d: i1, %a: i32, %b: i32, %x: i8, %y: i8, %p: i32, %q: i32",
        "i32, i1, i32, i32, i16, i32, i1, i1, index",
        "  %t = arith.constant true
  %f = arith.constant false
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %0 = arith.select %c, %c1, %c0 : i32
  %1 = arith.select %c, %f, %t : i1
  %n = arith.xori %c, %t : i1
  %2 = arith.select %n, %a, %b : i32
  %s = arith.select %c, %a, %b : i32
  %3 = arith.select %c, %s, %b : i32
  %xa = arith.extui %x : i8 to i16
  %ya = arith.extui %y : i8 to i16
  %4 = arith.andi %xa, %ya : i16
  %xs = arith.extsi %x : i8 to i32
  %u = arith.extui %x : i8 to i16
  %5 = arith.extsi %u : i16 to i32
  %ys = arith.extsi %y : i8 to i32
  %6 = arith.cmpi eq, %xs, %ys : i32
  %lt = arith.cmpi slt, %p, %q : i32
  %7 = arith.xori %lt, %t : i1
  %8 = arith.index_cast %xs : i32 to index
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i32, i1, i32, i32, i16, i32, i1, i1, index",
    );
    check(
        &got,
        &[
            "%0 = arith.extui %arg0 : i1 to i32",
            "%1 = arith.xori %arg0, %true : i1",
            "%2 = arith.select %arg0, %arg3, %arg2 : i32",
            "%3 = arith.select %arg0, %arg2, %arg3 : i32",
            "%4 = arith.andi %arg4, %arg5 : i8",
            "%5 = arith.extui %4 : i8 to i16",
            "%6 = arith.extui %arg4 : i8 to i32",
            "%7 = arith.cmpi eq, %arg4, %arg5 : i8",
            "%8 = arith.cmpi sge, %arg6, %arg7 : i32",
            "%9 = arith.index_cast %arg4 : i8 to index",
        ],
    );
}

#[test]
fn extended_ops() {
    let got = run(
        "%a: i32, %b: i32",
        "i32, i32, i32, i32, i32, i1, i32, i32",
        "  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %m = arith.constant -3 : i32
  %l, %h = arith.mulsi_extended %a, %b : i32
  %l2, %h2 = arith.mulsi_extended %a, %c1 : i32
  %l3, %h3 = arith.mulsi_extended %m, %m : i32
  %s, %o = arith.addui_extended %m, %m : i32, i1
  %l4, %h4 = arith.mului_extended %m, %m : i32
  return %l, %l2, %h2, %h3, %s, %o, %l4, %h4 : i32, i32, i32, i32, i32, i1, i32, i32",
    );
    check(
        &got,
        &[
            "%0 = arith.muli %arg0, %arg1 : i32",
            "%1 = arith.cmpi slt, %arg0, %c0_i32 : i32",
            "%2 = arith.extsi %1 : i1 to i32",
            // mulsi_extended(-3, -3) = 9, 0; addui_extended(-3, -3) wraps
            // to -6 with an overflow; mului_extended(-3, -3) has low part 9
            // and high part 2^32 - 6.
            "return %0, %arg0, %2, %c0_i32, %c-6_i32, %true, %c9_i32, %c-6_i32 : i32, i32, i32, i32, i32, i1, i32, i32",
        ],
    );
    lacks(&got, "mului_extended");
}

/// Runs the folder of the first op of `@f` with the given operand
/// constants.
fn fold_first_op(
    src: &str,
    operands: impl Fn(&Context) -> Vec<Option<strata_ir::Attribute>>,
) -> (Context, Option<FoldOutput>, Vec<ValueId>) {
    let mut ctx = Context::new();
    register_dialects(&mut ctx);
    let body = parse_source(&ctx, src, &ParseOptions::default()).expect("test input parses");
    let module = body
        .block_ops(body.region_blocks(body.root_regions()[0]).next().expect("block"))
        .next()
        .expect("module");
    let mbody = body.child_body(module).expect("module body");
    let func = mbody
        .block_ops(
            mbody
                .region_blocks(mbody.root_regions()[0])
                .next()
                .expect("block"),
        )
        .next()
        .expect("func");
    let fbody = mbody.child_body(func).expect("func body");
    let entry = fbody
        .region_blocks(fbody.root_regions()[0])
        .next()
        .expect("entry");
    let op = fbody.block_ops(entry).next().expect("an op");
    let r = OpRef::new(&ctx, fbody, op);
    let fold = r.def().and_then(|d| d.fold).expect("a folder");
    let mut out = FoldOutput::default();
    let attrs = operands(&ctx);
    let ok = fold(r, &attrs, &mut out).is_ok();
    let args: Vec<ValueId> = fbody.block_args(entry).to_vec();
    (ctx, ok.then_some(out), args)
}

fn poison(ctx: &Context) -> strata_ir::Attribute {
    ctx.intern_attr(strata_ir::AttrKind::Dialect {
        dialect: ctx.ident("ub"),
        mnemonic: ctx.ident("poison"),
        params: Box::new([]),
    })
}

#[test]
fn poison_operands_fold_to_poison() {
    let src =
        "func.func @f(%x: i32, %y: i32) -> i32 {\n  %0 = arith.muli %x, %y : i32\n  return %0 : i32\n}\n";
    let (ctx, out, _) = fold_first_op(src, |ctx| vec![None, Some(poison(ctx))]);
    assert_eq!(out.expect("folds").results, [OpFoldResult::Attr(poison(&ctx))]);
    let cast = "func.func @f(%x: i32) -> i64 {\n  %0 = arith.extsi %x : i32 to i64\n  return %0 : i64\n}\n";
    let (ctx, out, _) = fold_first_op(cast, |ctx| vec![Some(poison(ctx))]);
    assert_eq!(out.expect("folds").results, [OpFoldResult::Attr(poison(&ctx))]);
    // Comparisons of floats only fold float constants.
    let cmpf =
        "func.func @f(%x: f32, %y: f32) -> i1 {\n  %0 = arith.cmpf olt, %x, %y : f32\n  return %0 : i1\n}\n";
    let (_, out, _) = fold_first_op(cmpf, |ctx| vec![Some(poison(ctx)), Some(poison(ctx))]);
    assert!(out.is_none());
}

#[test]
fn select_of_poison_picks_the_other_value() {
    let src = "func.func @f(%c: i1, %x: i32, %y: i32) -> i32 {\n  %0 = arith.select %c, %x, %y : i32\n  return %0 : i32\n}\n";
    let (_, out, args) = fold_first_op(src, |ctx| vec![None, Some(poison(ctx)), None]);
    assert_eq!(out.expect("folds").results, [OpFoldResult::Value(args[2])]);
    let (_, out, args) = fold_first_op(src, |ctx| vec![None, None, Some(poison(ctx))]);
    assert_eq!(out.expect("folds").results, [OpFoldResult::Value(args[1])]);
}

#[test]
fn poison_materializes_as_ub_poison() {
    let mut ctx = Context::new();
    register_dialects(&mut ctx);
    let (mut body, block) = strata_ir::Body::with_top_block();
    let mut b = strata_ir::OpBuilder::new(&ctx, &mut body);
    b.set_insertion_point_to_end(block);
    let p = poison(&ctx);
    let op =
        super::materialize_constant(&mut b, p, ctx.i32(), ctx.unknown_loc()).expect("poison materializes");
    assert_eq!(body.op_name(op), ctx.op_name("ub.poison"));
    assert_eq!(body.op_attr(&ctx, op, "value"), Some(p));
}
