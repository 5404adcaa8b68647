//! Tests of the conversion framework, with `func`, `arith`, builtin and
//! unregistered `test.*` ops as vehicles.

use std::sync::Arc;

use strata_asm::{parse_source, print_top_level, ParseOptions, PrintOptions};
use strata_ir::{Body, Context, OpId, OperationState, Type};

use super::*;
use crate::PatternRoot;

fn context() -> Context {
    let mut ctx = Context::new();
    ctx.register_dialect(strata_dialect_arith::dialect());
    ctx.register_dialect(strata_dialect_func::dialect());
    ctx.register_dialect(strata_dialect_test::dialect());
    ctx.set_allow_unregistered_dialects(true);
    ctx
}

fn parse(ctx: &Context, src: &str) -> Body {
    parse_source(ctx, src, &ParseOptions::default()).expect("test input parses")
}

/// Checks the IR's invariants and that it verifies, and prints it.
fn print(ctx: &Context, body: &Body) -> String {
    body.check_invariants().expect("IR invariants hold");
    let (r, diags) = ctx.capture_diagnostics(|| strata_ir::verify_top_level(ctx, body));
    assert!(r.is_ok(), "the IR verifies: {diags:?}");
    print_top_level(ctx, body, &PrintOptions::default())
}

/// Runs `f` and returns the messages of the errors it emitted.
fn errors<R>(ctx: &Context, f: impl FnOnce() -> R) -> (R, Vec<String>) {
    let (r, diags) = ctx.capture_diagnostics(f);
    (r, diags.into_iter().map(|d| d.message).collect())
}

/// `from` -> `to` with the same operands, results and attributes; `to`'s
/// result types go through the converter when there is one.
struct Rename {
    from: &'static str,
    to: &'static str,
    benefit: u16,
    converter: Option<Arc<TypeConverter>>,
    generated: &'static [&'static str],
}

impl Rename {
    fn new(from: &'static str, to: &'static str) -> Box<Rename> {
        Box::new(Rename {
            from,
            to,
            benefit: 1,
            converter: None,
            generated: &[],
        })
    }
}

impl ConversionPattern for Rename {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(self.from)
    }
    fn benefit(&self) -> u16 {
        self.benefit
    }
    fn debug_name(&self) -> &str {
        "rename"
    }
    fn type_converter(&self) -> Option<&Arc<TypeConverter>> {
        self.converter.as_ref()
    }
    fn generated_ops(&self) -> &[&'static str] {
        self.generated
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        adaptor: &OpAdaptor,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        let mut st = OperationState::new(ctx.op_name(self.to), body.op_loc(op));
        st.operands = adaptor.flat_operands();
        st.attributes = body.op_attr_dict(op);
        let types: Vec<Type> = body.result_types(op).collect();
        st.result_types = match &self.converter {
            Some(tc) => match tc.convert_types(ctx, types) {
                Some(t) => t,
                None => return false,
            },
            None => types,
        };
        rw.replace_op_with_new(op, st);
        true
    }
}

/// Creates an op, then fails: the driver must undo the creation.
struct CreateThenFail;
impl ConversionPattern for CreateThenFail {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("test.a")
    }
    fn benefit(&self) -> u16 {
        10
    }
    fn debug_name(&self) -> &str {
        "create-then-fail"
    }
    fn match_and_rewrite(&self, op: OpId, _: &OpAdaptor, rw: &mut ConversionPatternRewriter<'_>) -> bool {
        let mut st = OperationState::new(rw.ctx.op_name("test.junk"), rw.body().op_loc(op));
        st.result_types = vec![rw.ctx.i32()];
        rw.create(st);
        let ctx = rw.ctx;
        let junk = rw.body().result(rw.body().prev_op(op).expect("the junk op"), 0);
        rw.modify_op_in_place(op, |b| {
            b.set_op_attr(ctx, op, "touched", Some(ctx.unit_attr()));
            b.set_operand(op, 0, junk);
        });
        false
    }
}

fn i32_to_i64() -> Arc<TypeConverter> {
    Arc::new(i32_to_i64_converter())
}

fn i32_to_i64_converter() -> TypeConverter {
    let mut tc = TypeConverter::new();
    tc.add_identity_conversion();
    tc.add_conversion(|ctx, t| (t == ctx.i32()).then(|| ctx.i64()));
    tc
}

fn base_target() -> ConversionTarget {
    let mut t = ConversionTarget::new();
    t.add_legal_op("builtin.module");
    t
}

const TWO_FUNCS: &str = r#"
func.func @f(%x: i32) -> i32 {
  %0 = "test.a"(%x) : (i32) -> i32
  return %0 : i32
}
func.func @g(%x: i32) {
  %0 = "test.a"(%x) : (i32) -> i32
  "test.c"(%0) : (i32) -> ()
  return
}
"#;

#[test]
fn type_converter_orders_caches_and_converts_signatures() {
    let ctx = context();
    let mut tc = TypeConverter::new();
    tc.add_identity_conversion();
    tc.add_conversion(|ctx, t| (t == ctx.i32()).then(|| ctx.i64()));
    // i1 is removed, f32 splits in two, f64 cannot convert.
    tc.add_conversion_fn(|ctx, t| {
        if t == ctx.integer_type(1) {
            TypeConversion::To(Types::new())
        } else if t == ctx.f32() {
            TypeConversion::To(smallvec::smallvec![ctx.i8(), ctx.i8()])
        } else if t == ctx.f64() {
            TypeConversion::Fail
        } else {
            TypeConversion::Pass
        }
    });
    assert_eq!(tc.convert_type(&ctx, ctx.i32()), Some(ctx.i64()));
    assert_eq!(tc.convert_type(&ctx, ctx.i8()), Some(ctx.i8()));
    assert_eq!(tc.convert_type_n(&ctx, ctx.integer_type(1)).unwrap().len(), 0);
    assert_eq!(tc.convert_type(&ctx, ctx.f32()), None, "1:N is not 1:1");
    assert_eq!(
        tc.convert_type_n(&ctx, ctx.f64()),
        None,
        "a failure stops the search"
    );
    // Cached: the same answer again.
    assert_eq!(tc.convert_type_n(&ctx, ctx.f64()), None);
    assert!(tc.is_legal(&ctx, ctx.i64()) && !tc.is_legal(&ctx, ctx.i32()));
    assert!(tc.is_signature_legal(&ctx, ctx.function_type(&[ctx.i64()], &[ctx.i8()])));
    assert!(!tc.is_signature_legal(&ctx, ctx.function_type(&[], &[ctx.i32()])));

    let (mut body, b) = Body::with_top_block();
    let loc = ctx.unknown_loc();
    for t in [ctx.i32(), ctx.integer_type(1), ctx.f32()] {
        body.add_block_arg(b, t, loc);
    }
    let conv = tc.convert_block_signature(&ctx, &body, b).unwrap();
    assert_eq!(conv.converted_types(), &[ctx.i64(), ctx.i8(), ctx.i8()]);
    assert_eq!(
        conv.input_mapping(0),
        Some(&InputMapping::Inputs { input_no: 0, size: 1 })
    );
    assert_eq!(conv.input_mapping(1), None, "a removed input maps to nothing");
    assert_eq!(
        conv.input_mapping(2),
        Some(&InputMapping::Inputs { input_no: 1, size: 2 })
    );
    body.add_block_arg(b, ctx.f64(), loc);
    assert!(tc.convert_block_signature(&ctx, &body, b).is_none());
}

#[test]
fn target_legality_rules() {
    let ctx = context();
    let body = parse(&ctx, "\"test.a\"() : () -> ()\n\"test.b\"() {ok} : () -> ()\n\"other.x\"() : () -> ()\n\"test.b\"() : () -> ()");
    let module_body = body
        .child_body(
            body.first_op(body.region_entry(body.root_regions()[0]).unwrap())
                .unwrap(),
        )
        .unwrap();
    let ops: Vec<OpId> = module_body
        .block_ops(module_body.region_entry(module_body.root_regions()[0]).unwrap())
        .collect();
    let r = |i: usize| strata_ir::OpRef::new(&ctx, module_body, ops[i]);
    let mut t = ConversionTarget::new();
    t.add_illegal_dialect("test");
    t.add_dynamically_legal_op("test.b", |op| op.attr("ok").is_some());
    assert!(t.is_legal(r(0)).is_none() && t.is_illegal(r(0)));
    assert!(t.is_legal(r(1)).is_some() && !t.is_illegal(r(1)));
    assert!(
        t.is_legal(r(3)).is_none() && t.is_illegal(r(3)),
        "dynamic and rejected is illegal"
    );
    assert!(t.is_legal(r(2)).is_none() && !t.is_illegal(r(2)), "unknown");
    t.mark_unknown_ops_dynamically_legal(|op| op.name_str().starts_with("other."));
    assert!(t.is_legal(r(2)).is_some());
    t.add_legal_dialect("other");
    t.mark_op_recursively_legal("other.x", None);
    assert_eq!(
        t.is_legal(r(2)),
        Some(LegalOpDetails {
            recursively_legal: true
        })
    );
}

#[test]
fn partial_conversion_reaches_every_function_and_keeps_unknown_ops() {
    let ctx = context();
    let mut body = parse(&ctx, TWO_FUNCS);
    let mut target = base_target();
    target
        .add_legal_dialect("func")
        .add_illegal_op("test.a")
        .add_legal_op("test.b");
    let patterns = ConversionPatternSet::new(&ctx, vec![Rename::new("test.a", "test.b")]);
    let cfg = ConversionConfig::default();
    apply_partial_conversion(&ctx, &mut body, &target, &patterns, &cfg).expect("converts");
    let out = print(&ctx, &body);
    assert_eq!(out.matches("\"test.b\"").count(), 2, "{out}");
    assert!(!out.contains("test.a") && out.contains("\"test.c\""), "{out}");
}

#[test]
fn full_conversion_failure_rolls_everything_back() {
    let ctx = context();
    let mut body = parse(&ctx, TWO_FUNCS);
    let before = print(&ctx, &body);
    let mut target = base_target();
    target.add_legal_dialect("func").add_legal_op("test.b");
    let patterns = ConversionPatternSet::new(&ctx, vec![Rename::new("test.a", "test.b")]);
    let cfg = ConversionConfig {
        parallel: false,
        ..ConversionConfig::default()
    };
    let (r, errs) = errors(&ctx, || {
        apply_full_conversion(&ctx, &mut body, &target, &patterns, &cfg)
    });
    assert!(r.is_err());
    assert_eq!(errs, ["failed to legalize operation 'test.c'"]);
    assert_eq!(print(&ctx, &body), before, "no trace of the converted test.a ops");
    body.check_invariants().expect("IR invariants hold");
}

#[test]
fn partial_conversion_fails_on_explicitly_illegal_ops() {
    let ctx = context();
    let mut body = parse(&ctx, TWO_FUNCS);
    let before = print(&ctx, &body);
    let mut target = base_target();
    target
        .add_legal_dialect("func")
        .add_illegal_op("test.c")
        .add_legal_op("test.b");
    let patterns = ConversionPatternSet::new(&ctx, vec![Rename::new("test.a", "test.b")]);
    let (r, errs) = errors(&ctx, || {
        apply_partial_conversion(&ctx, &mut body, &target, &patterns, &ConversionConfig::default())
    });
    assert!(r.is_err());
    assert_eq!(
        errs,
        ["failed to legalize operation 'test.c' that was explicitly marked illegal"]
    );
    assert_eq!(print(&ctx, &body), before);
}

#[test]
fn failed_patterns_and_unlegalizable_results_leave_no_trace() {
    let ctx = context();
    let mut body = parse(&ctx, TWO_FUNCS);
    let mut target = base_target();
    target
        .add_legal_dialect("func")
        .add_illegal_op("test.a")
        .add_legal_op("test.b");
    // Tried in order: the failing pattern, then a rename to an op that
    // cannot be legalized, then the good rename.
    let mut to_bad = Rename::new("test.a", "test.bad");
    to_bad.benefit = 5;
    let patterns = ConversionPatternSet::new(
        &ctx,
        vec![Rename::new("test.a", "test.b"), to_bad, Box::new(CreateThenFail)],
    );
    let (r, errs) = errors(&ctx, || {
        apply_full_conversion(&ctx, &mut body, &target, &patterns, &ConversionConfig::default())
    });
    assert!(r.is_err());
    assert_eq!(errs, ["failed to legalize operation 'test.c'"]);
    target.add_legal_op("test.c");
    apply_full_conversion(&ctx, &mut body, &target, &patterns, &ConversionConfig::default())
        .expect("converts");
    let out = print(&ctx, &body);
    assert!(
        !out.contains("junk") && !out.contains("bad") && !out.contains("test.a"),
        "{out}"
    );
    assert_eq!(out.matches("\"test.b\"").count(), 2, "{out}");
    body.check_invariants().expect("IR invariants hold");
}

#[test]
fn analysis_conversion_reports_without_changing_ir() {
    let ctx = context();
    let mut body = parse(&ctx, TWO_FUNCS);
    let before = print(&ctx, &body);
    let mut target = base_target();
    target.add_legal_dialect("func").add_legal_op("test.b");
    let patterns = ConversionPatternSet::new(&ctx, vec![Rename::new("test.a", "test.b")]);
    let found = apply_analysis_conversion(&ctx, &mut body, &target, &patterns, &ConversionConfig::default())
        .expect("analysis succeeds");
    assert_eq!(print(&ctx, &body), before);
    // module > two functions > their ops: everything but test.c.
    assert_eq!(found.ops.len(), 1);
    let module = found.children.values().next().expect("module body");
    assert_eq!(module.ops.len(), 2);
    let per_func: Vec<usize> = {
        let mut v: Vec<usize> = module.children.values().map(|l| l.ops.len()).collect();
        v.sort();
        v
    };
    assert_eq!(per_func, [2, 2], "f: test.a, return; g: test.a, return");
}

const SIGNATURES: &str = r#"
func.func @callee(%x: i32) -> i32 {
  return %x : i32
}
func.func @caller(%x: i32) -> i32 {
  %0 = call @callee(%x) : (i32) -> i32
  %1 = "test.keep"(%0) : (i32) -> i32
  return %1 : i32
}
"#;

fn signature_target(tc: &Arc<TypeConverter>) -> ConversionTarget {
    let mut target = base_target();
    let t1 = tc.clone();
    target.add_dynamically_legal_op("func.func", move |op| {
        FuncOpSignatureConversion::is_legal(&t1, op)
    });
    let t2 = tc.clone();
    target.add_dynamically_legal_op("func.call", move |op| t2.is_legal_op(op));
    let t3 = tc.clone();
    target.add_dynamically_legal_op("func.return", move |op| t3.is_legal_op(op));
    target
}

#[test]
fn function_signatures_calls_and_returns_convert_with_materializations() {
    let ctx = context();
    let mut body = parse(&ctx, SIGNATURES);
    let tc = i32_to_i64();
    let mut with_casts = i32_to_i64_converter();
    with_casts.add_unrealized_cast_materializations();
    let with_casts = Arc::new(with_casts);
    let target = signature_target(&tc);
    let patterns = ConversionPatternSet::new(&ctx, func_signature_patterns(&with_casts));
    apply_partial_conversion(&ctx, &mut body, &target, &patterns, &ConversionConfig::default())
        .expect("converts");
    let expected = r#"module {
  func.func @callee(%arg0: i64) -> i64 {
    return %arg0 : i64
  }
  func.func @caller(%arg0: i64) -> i64 {
    %0 = call @callee(%arg0) : (i64) -> i64
    %1 = builtin.unrealized_conversion_cast %0 : i64 to i32
    %2 = "test.keep"(%1) : (i32) -> i32
    %3 = builtin.unrealized_conversion_cast %2 : i32 to i64
    return %3 : i64
  }
}

"#;
    assert_eq!(print(&ctx, &body), expected);
}

#[test]
fn live_unresolved_materializations_fail_and_roll_back() {
    let ctx = context();
    let mut body = parse(&ctx, SIGNATURES);
    let before = print(&ctx, &body);
    let tc = i32_to_i64();
    let target = signature_target(&tc);
    let patterns = ConversionPatternSet::new(&ctx, func_signature_patterns(&tc));
    let (r, errs) = errors(&ctx, || {
        apply_partial_conversion(&ctx, &mut body, &target, &patterns, &ConversionConfig::default())
    });
    assert!(r.is_err());
    assert_eq!(
        errs,
        ["failed to legalize unresolved materialization from ('i64') to ('i32') that remained live after conversion"]
    );
    assert_eq!(print(&ctx, &body), before);
    body.check_invariants().expect("IR invariants hold");

    // Without building materializations, the casts stay.
    let cfg = ConversionConfig {
        build_materializations: false,
        ..ConversionConfig::default()
    };
    apply_partial_conversion(&ctx, &mut body, &target, &patterns, &cfg).expect("converts");
    let out = print(&ctx, &body);
    assert_eq!(out.matches("unrealized_conversion_cast").count(), 2, "{out}");
}

#[test]
fn round_trip_materializations_fold_away() {
    let ctx = context();
    let src = r#"
func.func @f(%x: i32) -> i32 {
  %0 = "test.a"(%x) : (i32) -> i32
  %1 = "test.a"(%0) : (i32) -> i32
  return %1 : i32
}
"#;
    let mut body = parse(&ctx, src);
    let tc = i32_to_i64();
    let mut target = signature_target(&tc);
    target.add_legal_op("test.b");
    let mut patterns = func_signature_patterns(&tc);
    patterns.push(Box::new(Rename {
        from: "test.a",
        to: "test.b",
        benefit: 1,
        converter: Some(tc.clone()),
        generated: &[],
    }));
    target.add_illegal_op("test.a");
    let patterns = ConversionPatternSet::new(&ctx, patterns);
    apply_full_conversion(&ctx, &mut body, &target, &patterns, &ConversionConfig::default())
        .expect("converts");
    let expected = r#"module {
  func.func @f(%arg0: i64) -> i64 {
    %0 = "test.b"(%arg0) : (i64) -> i64
    %1 = "test.b"(%0) : (i64) -> i64
    return %1 : i64
  }
}

"#;
    assert_eq!(print(&ctx, &body), expected);
}

/// Replaces `func.func` by `test.func`, which takes over its body.
struct FuncToTestFunc;
impl ConversionPattern for FuncToTestFunc {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("func.func")
    }
    fn debug_name(&self) -> &str {
        "func-to-test-func"
    }
    fn match_and_rewrite(&self, op: OpId, _: &OpAdaptor, rw: &mut ConversionPatternRewriter<'_>) -> bool {
        let body = rw.body();
        let mut st = OperationState::new(rw.ctx.op_name("test.func"), body.op_loc(op));
        st.properties = body.op_properties(op);
        rw.create_taking_regions(st, op);
        rw.erase_op(op);
        true
    }
}

#[test]
fn isolated_ops_are_replaced_taking_over_their_bodies() {
    let ctx = context();
    let mut body = parse(&ctx, TWO_FUNCS);
    let mut target = base_target();
    target
        .add_illegal_op("func.func")
        .add_legal_op("test.func")
        .add_legal_op("test.b")
        .add_legal_op("test.ret");
    let patterns = ConversionPatternSet::new(
        &ctx,
        vec![
            Box::new(FuncToTestFunc),
            Rename::new("test.a", "test.b"),
            Rename::new("func.return", "test.ret"),
        ],
    );
    // test.c is unknown: the full conversion fails and restores the funcs.
    let before = print(&ctx, &body);
    let cfg = ConversionConfig::default();
    let (r, errs) = errors(&ctx, || {
        apply_full_conversion(&ctx, &mut body, &target, &patterns, &cfg)
    });
    assert!(r.is_err());
    assert_eq!(errs, ["failed to legalize operation 'test.c'"]);
    assert_eq!(print(&ctx, &body), before);
    body.check_invariants().expect("IR invariants hold");
    target.add_legal_op("test.c");
    apply_full_conversion(&ctx, &mut body, &target, &patterns, &cfg).expect("converts");
    let out = print(&ctx, &body);
    assert_eq!(out.matches("\"test.func\"()").count(), 2, "{out}");
    assert_eq!(
        out.matches("\"test.b\"").count(),
        2,
        "the ops in the moved bodies were converted: {out}"
    );
    assert!(!out.contains("func.func"), "{out}");
}

#[test]
fn parallel_and_sequential_conversions_agree() {
    let ctx = context();
    let mut src = String::new();
    for i in 0..16 {
        src.push_str(&format!(
            "func.func @f{i}(%x: i32) -> i32 {{\n  %0 = \"test.a\"(%x) : (i32) -> i32\n  return %0 : i32\n}}\n"
        ));
    }
    let tc = i32_to_i64();
    let mut target = signature_target(&tc);
    target.add_illegal_op("test.a").add_legal_op("test.b");
    let mut patterns = func_signature_patterns(&tc);
    patterns.push(Box::new(Rename {
        from: "test.a",
        to: "test.b",
        benefit: 1,
        converter: Some(tc.clone()),
        generated: &[],
    }));
    let patterns = ConversionPatternSet::new(&ctx, patterns);
    let mut outs = Vec::new();
    for parallel in [false, true] {
        let mut body = parse(&ctx, &src);
        let cfg = ConversionConfig {
            parallel,
            ..ConversionConfig::default()
        };
        apply_full_conversion(&ctx, &mut body, &target, &patterns, &cfg).expect("converts");
        outs.push(print(&ctx, &body));
    }
    assert_eq!(outs[0], outs[1]);
    assert!(!outs[0].contains("i32"), "{}", outs[0]);
}

#[test]
fn block_signature_conversion_redirects_branches() {
    let ctx = context();
    let src = r#"
"test.region"() ({
^bb0(%a: i32):
  "test.br"(%a)[^bb1] : (i32) -> ()
^bb1(%b: i32):
  "test.use"(%b) : (i32) -> ()
}) : () -> ()
"#;
    let mut body = parse(&ctx, src);
    struct RegionTypes(Arc<TypeConverter>);
    impl ConversionPattern for RegionTypes {
        fn root(&self) -> PatternRoot {
            PatternRoot::Op("test.region")
        }
        fn debug_name(&self) -> &str {
            "region-types"
        }
        fn match_and_rewrite(&self, op: OpId, _: &OpAdaptor, rw: &mut ConversionPatternRewriter<'_>) -> bool {
            if rw.convert_op_region_types(op, 0, &self.0, None).is_err() {
                return false;
            }
            let ctx = rw.ctx;
            rw.modify_op_in_place(op, |b| b.set_op_attr(ctx, op, "converted", Some(ctx.unit_attr())));
            true
        }
    }
    struct Branch(Arc<TypeConverter>);
    impl ConversionPattern for Branch {
        fn root(&self) -> PatternRoot {
            PatternRoot::Op("test.br")
        }
        fn debug_name(&self) -> &str {
            "branch"
        }
        fn type_converter(&self) -> Option<&Arc<TypeConverter>> {
            Some(&self.0)
        }
        fn match_and_rewrite(
            &self,
            op: OpId,
            adaptor: &OpAdaptor,
            rw: &mut ConversionPatternRewriter<'_>,
        ) -> bool {
            convert_branch_op_types(rw, op, adaptor, |o, _| 0..o.num_operands()).is_ok()
        }
    }
    let mut tc = i32_to_i64_converter();
    tc.add_unrealized_cast_materializations();
    let tc = Arc::new(tc);
    let mut target = base_target();
    target.add_dynamically_legal_op("test.region", |op| op.attr("converted").is_some());
    let t2 = tc.clone();
    target.add_dynamically_legal_op("test.br", move |op| {
        is_legal_for_branch_op_interface(&t2, op, |o, _| 0..o.num_operands())
    });
    let patterns = ConversionPatternSet::new(
        &ctx,
        vec![Box::new(RegionTypes(tc.clone())), Box::new(Branch(tc))],
    );
    apply_partial_conversion(&ctx, &mut body, &target, &patterns, &ConversionConfig::default())
        .expect("converts");
    let expected = r#"module {
  "test.region"() ({
  ^bb0(%arg0: i64):
    "test.br"(%arg0)[^bb1] : (i64) -> ()
  ^bb1(%0: i64):  // pred: ^bb0
    %1 = builtin.unrealized_conversion_cast %0 : i64 to i32
    "test.use"(%1) : (i32) -> ()
  }) {converted} : () -> ()
}

"#;
    assert_eq!(print(&ctx, &body), expected);
}

#[test]
fn reconcile_folds_round_trips_and_keeps_live_casts() {
    let ctx = context();
    let src = r#"
func.func @f(%a: i64) -> (i64, i32) {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to f32
  %2 = builtin.unrealized_conversion_cast %1 : f32 to i64
  %3 = builtin.unrealized_conversion_cast %a : i64 to i32
  %4 = builtin.unrealized_conversion_cast %a : i64 to i8
  return %2, %3 : i64, i32
}
"#;
    let mut body = parse(&ctx, src);
    reconcile_all_unrealized_casts(&ctx, &mut body);
    let expected = r#"module {
  func.func @f(%arg0: i64) -> (i64, i32) {
    %0 = builtin.unrealized_conversion_cast %arg0 : i64 to i32
    return %arg0, %0 : i64, i32
  }
}

"#;
    assert_eq!(print(&ctx, &body), expected);
}

#[test]
fn patterns_are_ordered_by_legalization_depth_then_benefit() {
    let ctx = context();
    let src = "\"test.a\"() : () -> ()";
    let mut target = base_target();
    target.add_legal_op("test.b").add_legal_op("test.c");
    let via = |to: &'static str, gen: &'static [&'static str], benefit: u16| -> Box<dyn ConversionPattern> {
        Box::new(Rename {
            from: "test.a",
            to,
            benefit,
            converter: None,
            generated: gen,
        })
    };
    let run = |patterns: Vec<Box<dyn ConversionPattern>>| {
        let mut body = parse(&ctx, src);
        let patterns = ConversionPatternSet::new(&ctx, patterns);
        apply_full_conversion(&ctx, &mut body, &target, &patterns, &ConversionConfig::default())
            .expect("converts");
        print(&ctx, &body)
    };
    // test.a -> test.mid -> test.b has depth 2; test.a -> test.c depth 1:
    // the shallower pattern goes first despite its lower benefit.
    let mid_to_b: Box<dyn ConversionPattern> = Box::new(Rename {
        from: "test.mid",
        to: "test.b",
        benefit: 1,
        converter: None,
        generated: &["test.b"],
    });
    let out = run(vec![
        via("test.mid", &["test.mid"], 5),
        via("test.c", &["test.c"], 1),
        mid_to_b,
    ]);
    assert!(out.contains("\"test.c\""), "{out}");
    // Equal depths: the higher benefit first.
    let out = run(vec![via("test.b", &["test.b"], 1), via("test.c", &["test.c"], 2)]);
    assert!(out.contains("\"test.c\""), "{out}");
    // A pattern generating an op that can be neither legal nor legalized
    // never wins, whatever its benefit.
    let out = run(vec![
        via("test.b", &["test.b"], 1),
        via("test.nope", &["test.nope"], 9),
    ]);
    assert!(out.contains("\"test.b\""), "{out}");
}

/// Inlines the single block of `test.inline` before it and replaces it by
/// the yielded value; with `fail`, also splits and creates blocks and then
/// reports failure.
struct InlineRegion {
    fail: bool,
    /// Splits with `split_block_at`, which here moves the head (and the
    /// entry block's argument) to a new block.
    split_at: bool,
}

impl ConversionPattern for InlineRegion {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("test.inline")
    }
    fn benefit(&self) -> u16 {
        if self.fail {
            2
        } else {
            1
        }
    }
    fn debug_name(&self) -> &str {
        "inline-region"
    }
    fn match_and_rewrite(&self, op: OpId, _: &OpAdaptor, rw: &mut ConversionPatternRewriter<'_>) -> bool {
        let body = rw.body();
        let region = body.regions_in_body(op)[0];
        let block = body.region_entry(region).expect("a block");
        let yield_op = body.last_op(block).expect("a terminator");
        let yielded = body.operand(yield_op, 0);
        let x = body.operand(op, 0);
        let parent = body.op_block(op).expect("in a block");
        let parent_region = body.block_region(parent).expect("in a region");
        rw.inline_block_before(block, strata_ir::InsertPoint::Before(op), &[x]);
        rw.erase_op(yield_op);
        if self.fail {
            let tail = if self.split_at {
                let (head, tail) = rw.split_block_at(parent, op);
                assert_eq!(tail, parent, "the head moved");
                assert_ne!(head, parent);
                tail
            } else {
                rw.split_block(parent, op)
            };
            let i32 = rw.ctx.i32();
            rw.create_block(parent_region, Some(tail), &[i32], &[]);
            let st = OperationState::new(rw.ctx.op_name("test.junk"), rw.body().op_loc(op));
            rw.create(st);
            return false;
        }
        rw.replace_op(op, &[yielded]);
        true
    }
}

#[test]
fn block_inlining_splitting_and_creation_roll_back() {
    let ctx = context();
    let src = r#"
func.func @f(%x: i32) -> i32 {
  %0 = "test.inline"(%x) ({
  ^bb0(%a: i32):
    %1 = "test.b"(%a) : (i32) -> i32
    "test.yield"(%1) : (i32) -> ()
  }) : (i32) -> i32
  return %0 : i32
}
"#;
    let mut target = base_target();
    target
        .add_legal_dialect("func")
        .add_illegal_op("test.inline")
        .add_legal_op("test.b");
    let mut body = parse(&ctx, src);
    let before = print(&ctx, &body);
    let cfg = ConversionConfig::default();
    for split_at in [false, true] {
        let failing = ConversionPatternSet::new(&ctx, vec![Box::new(InlineRegion { fail: true, split_at })]);
        let (r, errs) = errors(&ctx, || {
            apply_partial_conversion(&ctx, &mut body, &target, &failing, &cfg)
        });
        assert!(r.is_err());
        assert_eq!(
            errs,
            ["failed to legalize operation 'test.inline' that was explicitly marked illegal"]
        );
        assert_eq!(print(&ctx, &body), before);
        body.check_invariants().expect("IR invariants hold");
    }
    let patterns = ConversionPatternSet::new(
        &ctx,
        vec![
            Box::new(InlineRegion {
                fail: true,
                split_at: true,
            }),
            Box::new(InlineRegion {
                fail: false,
                split_at: false,
            }),
        ],
    );
    apply_partial_conversion(&ctx, &mut body, &target, &patterns, &cfg).expect("converts");
    let expected = r#"module {
  func.func @f(%arg0: i32) -> i32 {
    %0 = "test.b"(%arg0) : (i32) -> i32
    return %0 : i32
  }
}

"#;
    assert_eq!(print(&ctx, &body), expected);
}

#[test]
fn one_to_many_signature_call_and_return_conversion() {
    let ctx = context();
    let src = r#"
func.func @f(%x: tuple<i32, i64>) -> tuple<i32, i64> {
  %0 = call @f(%x) : (tuple<i32, i64>) -> tuple<i32, i64>
  return %0 : tuple<i32, i64>
}
"#;
    let mut tc = TypeConverter::new();
    tc.add_identity_conversion();
    tc.add_conversion_fn(|ctx, t| match ctx.type_kind(t) {
        strata_ir::TypeKind::Tuple(elems) => TypeConversion::To(elems.iter().copied().collect()),
        _ => TypeConversion::Pass,
    });
    let tc = Arc::new(tc);
    let mut body = parse(&ctx, src);
    let target = signature_target(&tc);
    let patterns = ConversionPatternSet::new(&ctx, func_signature_patterns(&tc));
    apply_full_conversion(&ctx, &mut body, &target, &patterns, &ConversionConfig::default())
        .expect("converts");
    let expected = r#"module {
  func.func @f(%arg0: i32, %arg1: i64) -> (i32, i64) {
    %0:2 = call @f(%arg0, %arg1) : (i32, i64) -> (i32, i64)
    return %0#0, %0#1 : i32, i64
  }
}

"#;
    assert_eq!(print(&ctx, &body), expected);
}

#[test]
fn partial_conversion_reports_unlegalized_ops() {
    let ctx = context();
    let mut body = parse(&ctx, TWO_FUNCS);
    let mut target = base_target();
    target.add_legal_dialect("func").add_legal_op("test.b");
    let patterns = ConversionPatternSet::new(&ctx, vec![Rename::new("test.a", "test.b")]);
    let left = apply_partial_conversion_collecting(
        &ctx,
        &mut body,
        &target,
        &patterns,
        &ConversionConfig::default(),
    )
    .expect("converts");
    assert!(left.ops.is_empty());
    let module = left.children.values().next().expect("module body");
    assert!(module.ops.is_empty());
    assert_eq!(module.children.len(), 1, "only @g keeps an op");
    let (&g, g_ops) = module.children.iter().next().expect("@g");
    let module_body = body
        .child_body(
            body.first_op(body.region_entry(body.root_regions()[0]).unwrap())
                .unwrap(),
        )
        .unwrap();
    let g_body = module_body.child_body(g).expect("@g's body");
    let names: Vec<&str> = g_ops
        .ops
        .iter()
        .map(|&o| ctx.op_name_str(g_body.op_name(o)))
        .collect();
    assert_eq!(names, ["test.c"]);
}

#[test]
fn unresolved_materialization_diagnostic_quotes_the_cast_and_a_live_user() {
    let ctx = context();
    strata_asm::install_note_printer(&ctx);
    let src = r#"
func.func @g(%arg0: i16) {
  %0 = arith.addi %arg0, %arg0 : i16
  "foo.return"(%0) : (i16) -> ()
}
"#;
    let mut tc = TypeConverter::new();
    tc.add_identity_conversion();
    tc.add_conversion_fn(|ctx, t| {
        if t == ctx.integer_type(16) {
            TypeConversion::To(Types::new())
        } else {
            TypeConversion::Pass
        }
    });
    let tc = Arc::new(tc);
    let mut body = parse(&ctx, src);
    let target = signature_target(&tc);
    let patterns = ConversionPatternSet::new(&ctx, func_signature_patterns(&tc));
    let (r, diags) = ctx.capture_diagnostics(|| {
        apply_partial_conversion(&ctx, &mut body, &target, &patterns, &ConversionConfig::default())
    });
    assert!(r.is_err());
    assert_eq!(diags.len(), 1);
    assert_eq!(
        diags[0].message,
        "failed to legalize unresolved materialization from () to ('i16') that remained live after conversion"
    );
    let notes: Vec<&str> = diags[0].notes.iter().map(|n| n.message.as_str()).collect();
    assert_eq!(
        notes,
        [
            "see current operation: %0 = \"builtin.unrealized_conversion_cast\"() : () -> i16",
            "see existing live user here: %1 = arith.addi %0, %0 : i16",
        ]
    );
}

#[test]
fn recursively_legal_ops_shield_what_they_contain() {
    let ctx = context();
    let src = r#"
"test.wrap"() ({
  %0 = "test.a"() : () -> i32
  func.func @inner() {
    %1 = "test.a"() : () -> i32
    return
  }
  "test.end"() : () -> ()
}) : () -> ()
%2 = "test.a"() : () -> i32
"#;
    let mut target = base_target();
    target
        .add_legal_dialect("func")
        .add_legal_op("test.wrap")
        .add_legal_op("test.b")
        .add_legal_op("test.end")
        .add_illegal_op("test.a");
    target.mark_op_recursively_legal("test.wrap", None);
    let patterns = ConversionPatternSet::new(&ctx, vec![Rename::new("test.a", "test.b")]);
    let mut body = parse(&ctx, src);
    apply_full_conversion(&ctx, &mut body, &target, &patterns, &ConversionConfig::default())
        .expect("converts");
    let out = print(&ctx, &body);
    assert_eq!(
        out.matches("\"test.a\"").count(),
        2,
        "both nested test.a stay: {out}"
    );
    assert_eq!(out.matches("\"test.b\"").count(), 1, "{out}");
}

#[test]
fn the_first_failure_in_pre_order_is_reported_across_isolated_ops() {
    let ctx = context();
    let src = r#"
func.func @f() {
  "test.x"() : () -> ()
  return
}
"test.y"() : () -> ()
"#;
    let mut target = base_target();
    target.add_legal_dialect("func");
    let patterns = ConversionPatternSet::new(&ctx, vec![]);
    let mut body = parse(&ctx, src);
    let before = print(&ctx, &body);
    let (r, errs) = errors(&ctx, || {
        apply_full_conversion(&ctx, &mut body, &target, &patterns, &ConversionConfig::default())
    });
    assert!(r.is_err());
    assert_eq!(errs, ["failed to legalize operation 'test.x'"]);
    assert_eq!(print(&ctx, &body), before);
}

#[test]
fn parallel_failures_report_the_first_in_ir_order() {
    let ctx = context();
    let mut src = String::new();
    for i in 0..12 {
        src.push_str(&format!(
            "func.func @f{i}() {{\n  \"test.fail{i}\"() : () -> ()\n  return\n}}\n"
        ));
    }
    let mut target = base_target();
    target.add_legal_dialect("func");
    let patterns = ConversionPatternSet::new(&ctx, vec![]);
    for _ in 0..3 {
        let mut body = parse(&ctx, &src);
        let (r, errs) = errors(&ctx, || {
            apply_full_conversion(&ctx, &mut body, &target, &patterns, &ConversionConfig::default())
        });
        assert!(r.is_err());
        assert_eq!(errs, ["failed to legalize operation 'test.fail0'"]);
    }
}

/// Replaces `test.pair` (one tuple result) by two values defined in the
/// reverse order of their use in the replacement.
struct SplitPair;
impl ConversionPattern for SplitPair {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("test.pair")
    }
    fn debug_name(&self) -> &str {
        "split-pair"
    }
    fn match_and_rewrite(&self, op: OpId, _: &OpAdaptor, rw: &mut ConversionPatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let loc = rw.body().op_loc(op);
        let mut second = OperationState::new(ctx.op_name("test.second"), loc);
        second.result_types = vec![ctx.i64()];
        let second = rw.create(second);
        let mut first = OperationState::new(ctx.op_name("test.first"), loc);
        first.result_types = vec![ctx.i32()];
        let first = rw.create(first);
        let values: ValueList = [rw.body().result(first, 0), rw.body().result(second, 0)]
            .into_iter()
            .collect();
        rw.replace_op_with_multiple(op, &[values]);
        true
    }
}

#[test]
fn materializations_of_several_values_follow_the_latest_definition() {
    let ctx = context();
    let src = r#"
func.func @f() {
  %0 = "test.pair"() : () -> tuple<i32, i64>
  "test.use"(%0) : (tuple<i32, i64>) -> ()
  return
}
"#;
    let mut target = base_target();
    target
        .add_legal_dialect("func")
        .add_legal_op("test.first")
        .add_legal_op("test.second")
        .add_legal_op("test.use")
        .add_illegal_op("test.pair");
    let patterns = ConversionPatternSet::new(&ctx, vec![Box::new(SplitPair)]);
    let mut body = parse(&ctx, src);
    let cfg = ConversionConfig {
        build_materializations: false,
        ..ConversionConfig::default()
    };
    apply_full_conversion(&ctx, &mut body, &target, &patterns, &cfg).expect("converts");
    let expected = r#"module {
  func.func @f() {
    %0 = "test.second"() : () -> i64
    %1 = "test.first"() : () -> i32
    %2 = builtin.unrealized_conversion_cast %1, %0 : i32, i64 to tuple<i32, i64>
    "test.use"(%2) : (tuple<i32, i64>) -> ()
    return
  }
}

"#;
    assert_eq!(print(&ctx, &body), expected);
}

/// Takes over a function's body but forgets to erase the function.
struct TakeWithoutErase;
impl ConversionPattern for TakeWithoutErase {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("func.func")
    }
    fn debug_name(&self) -> &str {
        "take-without-erase"
    }
    fn match_and_rewrite(&self, op: OpId, _: &OpAdaptor, rw: &mut ConversionPatternRewriter<'_>) -> bool {
        let st = OperationState::new(rw.ctx.op_name("test.func"), rw.body().op_loc(op));
        rw.create_taking_regions(st, op);
        let ctx = rw.ctx;
        rw.modify_op_in_place(op, |b| b.set_op_attr(ctx, op, "seen", Some(ctx.unit_attr())));
        true
    }
}

#[test]
fn a_pattern_leaving_an_emptied_op_behind_is_rolled_back() {
    let ctx = context();
    let mut body = parse(&ctx, TWO_FUNCS);
    let before = print(&ctx, &body);
    let mut target = base_target();
    target.add_illegal_op("func.func").add_legal_op("test.func");
    let patterns = ConversionPatternSet::new(&ctx, vec![Box::new(TakeWithoutErase)]);
    let (r, errs) = errors(&ctx, || {
        apply_partial_conversion(&ctx, &mut body, &target, &patterns, &ConversionConfig::default())
    });
    assert!(r.is_err());
    assert_eq!(
        errs,
        ["failed to legalize operation 'func.func' that was explicitly marked illegal"]
    );
    assert_eq!(print(&ctx, &body), before);
}

#[test]
fn conversion_of_one_op_leaves_its_siblings_and_reports_replacements() {
    let ctx = context();
    let mut body = parse(&ctx, TWO_FUNCS);
    let module = body
        .first_op(body.region_entry(body.root_regions()[0]).unwrap())
        .unwrap();
    let module_body = body.child_body_mut(module).unwrap();
    let block = module_body.region_entry(module_body.root_regions()[0]).unwrap();
    let g = module_body.block_ops(block).nth(1).expect("@g");
    let mut target = base_target();
    target
        .add_legal_dialect("func")
        .add_legal_op("test.b")
        .add_legal_op("test.c");
    let patterns = ConversionPatternSet::new(&ctx, vec![Rename::new("test.a", "test.b")]);
    let replacements = apply_conversion_to_op(
        &ctx,
        module_body,
        g,
        &target,
        &patterns,
        &ConversionConfig::default(),
        true,
    )
    .expect("converts @g");
    assert!(replacements.ops.is_empty(), "nothing replaced in the module body");
    let g_repl = replacements.children.get(&g).expect("replacements in @g");
    assert_eq!(g_repl.ops.len(), 1);
    let new = g_repl.ops[0].values[0].0.expect("an op result");
    let g_body = body.child_body(module).unwrap().child_body(g).unwrap();
    assert_eq!(ctx.op_name_str(g_body.op_name(new)), "test.b");
    let out = print(&ctx, &body);
    // @f is outside the converted op: its test.a stays, even though a full
    // conversion of the whole module would fail on it.
    assert_eq!(out.matches("\"test.a\"").count(), 1, "{out}");
    assert_eq!(out.matches("\"test.b\"").count(), 1, "{out}");
}
