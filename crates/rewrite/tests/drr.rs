//! Tests of declarative rewrite rules (`pat!`) on a small dialect defined
//! with `op!`: matching nested ops, constraints that fail, native calls,
//! nested results, replacing with a named value, several results, variadic
//! and optional accessors, and the undoing of a rule that fails after
//! building ops.

use strata_asm::{parse_source, print_top_level, ParseOptions, PrintOptions};
use strata_ir::{AttrKind, Attribute, Body, Context, OpId, OpTraits, Type, WalkOrder, WalkResult};
use strata_ods::constraints::{attrs, types};
use strata_ods::DialectSpec;
use strata_rewrite::{
    apply_patterns_greedily_nested, FrozenPatternSet, GreedyConfig, NoListener, PatternRewriter, PatternRoot,
    RewritePattern,
};

strata_ods::op! {
    /// A constant: its value attribute.
    pub ConstOp(CONST, "drr.const") {
        results(result: single(types::ANY_TYPE))
        attributes(value: attr = required(attrs::TYPED_ATTR))
        build(explicit)
        summary: "a constant",
        traits: OpTraits::PURE,
    }

    /// Negation.
    pub NegOp(NEG, "drr.neg") {
        operands(x: single(types::ANY_TYPE))
        results(result: single(types::ANY_TYPE))
        build(explicit)
        summary: "negation",
        traits: OpTraits::PURE,
    }

    /// Addition (operand and result types are not tied).
    pub AddOp(ADD, "drr.add") {
        operands(lhs: single(types::ANY_TYPE), rhs: single(types::ANY_TYPE))
        results(sum: single(types::ANY_TYPE))
        build(explicit)
        summary: "addition",
        traits: OpTraits::PURE,
    }

    /// Multiplication.
    pub MulOp(MUL, "drr.mul") {
        operands(lhs: single(types::ANY_TYPE), rhs: single(types::ANY_TYPE))
        results(product: single(types::ANY_TYPE))
        build(explicit)
        summary: "multiplication",
        traits: OpTraits::PURE,
    }

    /// Its two operands, as two results.
    pub PairOp(PAIR, "drr.pair") {
        operands(a: single(types::ANY_TYPE), b: single(types::ANY_TYPE))
        results(first: single(types::ANY_TYPE), second: single(types::ANY_TYPE))
        build(explicit)
        summary: "a pair",
        traits: OpTraits::PURE,
    }

    /// Any number of operands, one result.
    pub ConcatOp(CONCAT, "drr.concat") {
        operands(inputs: variadic(types::ANY_TYPE))
        results(result: single(types::ANY_TYPE))
        build(explicit)
        summary: "concatenation",
        traits: OpTraits::PURE,
    }

    /// Its operand, with an optional label.
    pub TagOp(TAG, "drr.tag") {
        operands(x: single(types::ANY_TYPE))
        results(result: single(types::ANY_TYPE))
        attributes(label: opt_str = optional(attrs::STR_ATTR))
        build(explicit)
        summary: "a labelled value",
        traits: OpTraits::PURE,
    }

    /// An op without results.
    pub SinkOp(SINK, "drr.sink") {
        operands(x: single(types::ANY_TYPE))
        build(explicit)
        summary: "uses a value",
    }
}

static DIALECT: DialectSpec = DialectSpec {
    ops: &[&CONST, &NEG, &ADD, &MUL, &PAIR, &CONCAT, &TAG, &SINK],
    ..DialectSpec::new("drr")
};

// ---- native code ---------------------------------------------------------------------

/// Whether `a` is the integer 0.
fn is_zero(rw: &PatternRewriter<'_>, a: Attribute) -> bool {
    matches!(rw.ctx.attr_kind(a), AttrKind::Integer { value, .. } if value.is_zero())
}

/// The sum of two integer attributes of one type; `None` for anything
/// else (which makes the rule fail).
fn add_ints(rw: &mut PatternRewriter<'_>, a: Attribute, b: Attribute) -> Option<Attribute> {
    let ctx = rw.ctx;
    match (ctx.attr_kind(a), ctx.attr_kind(b)) {
        (AttrKind::Integer { ty, value: x }, AttrKind::Integer { ty: ty2, value: y }) if ty == ty2 => {
            Some(ctx.intern_attr(AttrKind::Integer {
                ty: *ty,
                value: x.add(y),
            }))
        }
        _ => None,
    }
}

/// The integer 2 of type `ty`.
fn two(rw: &mut PatternRewriter<'_>, ty: Type) -> Attribute {
    rw.ctx.integer_attr(ty, 2)
}

/// A value never available (for a failing native call after an op was
/// built).
fn nothing(_: &mut PatternRewriter<'_>, _: Type) -> Option<Attribute> {
    None
}

/// Native code reached through a path.
mod natives {
    use super::*;

    /// Whether `ty` is an integer type of `bits` bits.
    pub fn has_width(rw: &PatternRewriter<'_>, ty: Type, bits: u32) -> bool {
        rw.ctx.integer_width(ty) == Some(bits)
    }

    /// A new `drr.tag` of `x` labelled `label`, built by the native code
    /// itself at the rule's insertion point.
    pub fn tagged(rw: &mut PatternRewriter<'_>, x: strata_ir::ValueId, label: String) -> strata_ir::ValueId {
        let ty = rw.body().value_type(x);
        let loc = rw.ctx.unknown_loc();
        let tag = TagOp::build(rw, loc, ty, x, Some(&label));
        tag.result(rw)
    }
}

// ---- rules ---------------------------------------------------------------------------

strata_rewrite::pat! {
    /// `neg(neg(y))` → `y`.
    DoubleNeg {
        source: NegOp { x: NegOp { x: y } },
        result: y,
    }

    /// `x + 0` → `x` when the sum has `x`'s type.
    AddZero {
        source: res @ AddOp { lhs: x, rhs: ConstOp { value: zero } },
        constraints: [same_type(x, res), is_zero(zero)],
        result: x,
    }

    /// `c1 + c2` → the constant sum.
    FoldAdd {
        debug_name: "fold-add",
        source: res @ AddOp { lhs: ConstOp { value: a }, rhs: ConstOp { value: b } },
        result: ConstOp::build(type(res), add_ints(a, b)),
    }

    /// `x + x` → `x * 2`.
    AddSelf {
        add_benefit: 10,
        source: res @ AddOp { lhs: x, rhs: y },
        constraints: [{ x == y }],
        result: MulOp::build(type(res), x, ConstOp::build(type(x), two(type(x)))),
    }

    /// `pair(a, b)` → `(a, b)`.
    PairOfValues {
        source: PairOp { a: a, b: b },
        result: a, b,
    }

    /// `pair(a, b)` → `pair(b, a)` when swapping keeps the types: an op
    /// node replacing several results.
    SwapPair {
        source: p @ PairOp { a: a, b: b },
        constraints: [same_type(a, b, p)],
        result: PairOp::build(type(a), type(b), b, a),
    }

    /// Wrong: one value for two results.
    PairToOne {
        source: PairOp { a: a, b: _ },
        result: NegOp::build(type(a), a),
    }

    /// Wrong: a native call fails after an op was built.
    LateFailure {
        source: res @ NegOp { x: x },
        result: AddOp::build(type(res), NegOp::build(type(x), x), ConstOp::build(type(x), nothing(type(x)))),
    }

    /// `concat(x)` → `x`.
    ConcatOfOne {
        source: ConcatOp { inputs: xs },
        constraints: [{ xs.len() == 1 }],
        result: { xs[0] },
    }

    /// An unlabelled tag → its operand.
    UnlabelledTag {
        source: TagOp { x: x, label: opt(label) },
        constraints: [{ label.is_none() }],
        result: x,
    }

    /// `neg(x)` of a 64-bit `x` → `x` tagged `"wide"`: a predicate and a
    /// native call through paths, with a literal and a `type(..)`
    /// argument, the native call building an op itself.
    WideNeg {
        source: NegOp { x: x },
        constraints: [natives::has_width(type(x), 64)],
        result: natives::tagged(x, { String::from("wide") }),
    }

    /// A labelled tag → its operand, if the label is `"drop"`.
    DroppedTag {
        source: TagOp { x: x, label: label },
        constraints: [{ label == "drop" }],
        result: x,
    }
}

// ---- fixture -------------------------------------------------------------------------

fn context() -> Context {
    let mut ctx = Context::new();
    ctx.register_dialect(DIALECT.to_def());
    // `test.src` and `test.region` stand for any producer and region.
    ctx.set_allow_unregistered_dialects(true);
    ctx
}

/// The module parsed from `src` (ops in the generic form, directly in the
/// module).
fn parse(ctx: &Context, src: &str) -> Body {
    parse_source(ctx, src, &ParseOptions::default()).expect("test input parses")
}

fn print(ctx: &Context, body: &Body) -> String {
    body.check_invariants().expect("IR invariants hold");
    print_top_level(ctx, body, &PrintOptions::default())
}

/// The body of the module that `parse` returns.
fn module_body(body: &mut Body) -> &mut Body {
    let r = body.root_regions()[0];
    let b = body.region_blocks(r).next().expect("a block");
    let module = body.block_ops(b).next().expect("a module");
    body.child_body_mut(module).expect("the module's body")
}

/// The last op named `name` in `body`, in pre-order (the root, in the
/// tests' inputs).
fn find(ctx: &Context, body: &Body, name: &str) -> OpId {
    let r = body.root_regions()[0];
    let b = body.region_blocks(r).next().expect("a block");
    let mut found = None;
    for top in body.block_ops(b) {
        body.walk(top, WalkOrder::PreOrder, &mut |op| {
            if ctx.op_name_str(body.op_name(op)) == name {
                found = Some(op);
            }
            WalkResult::Advance
        });
    }
    found.expect("the root op")
}

/// Applies `pattern` once to the first op named as its root; returns
/// whether it applied and the printed module.
fn apply_once(pattern: &dyn RewritePattern, src: &str) -> (bool, String) {
    let ctx = context();
    let mut top = parse(&ctx, src);
    let PatternRoot::Op(name) = pattern.root() else {
        panic!("rules have a root op");
    };
    let body = module_body(&mut top);
    let op = find(&ctx, body, name);
    let mut listener = NoListener;
    let mut rw = PatternRewriter::new(&ctx, body, &mut listener);
    let applied = pattern.match_and_rewrite(op, &mut rw);
    (applied, print(&ctx, &top))
}

/// `src` as the printer prints it.
fn printed(src: &str) -> String {
    let ctx = context();
    print(&ctx, &parse(&ctx, src))
}

/// Asserts that `pattern` does not apply to `src` and leaves it as it was.
fn assert_no_match(pattern: &dyn RewritePattern, src: &str) {
    let (applied, out) = apply_once(pattern, src);
    assert!(!applied, "{} applied:\n{out}", pattern.debug_name());
    assert_eq!(out, printed(src));
}

// ---- tests ---------------------------------------------------------------------------

#[test]
fn pattern_metadata() {
    assert_eq!(DoubleNeg.root(), PatternRoot::Op("drr.neg"));
    assert_eq!(DoubleNeg.debug_name(), "DoubleNeg");
    assert_eq!(FoldAdd.debug_name(), "fold-add");
    // One per op node of the source, as MLIR's generated patterns.
    assert_eq!(DoubleNeg.benefit(), 2);
    assert_eq!(AddZero.benefit(), 2);
    assert_eq!(FoldAdd.benefit(), 3);
    assert_eq!(ConcatOfOne.benefit(), 1);
    assert_eq!(AddSelf.benefit(), 11);
}

#[test]
fn nested_source_replaced_by_a_bound_value() {
    let src = r#"
        %0 = "test.src"() : () -> i32
        %1 = "drr.neg"(%0) : (i32) -> i32
        %2 = "drr.neg"(%1) : (i32) -> i32
        "drr.sink"(%2) : (i32) -> ()
    "#;
    let (applied, out) = apply_once(&DoubleNeg, src);
    assert!(applied);
    // The root is gone, its use now reads the inner operand; the inner
    // negation stays (dead code is the driver's business).
    assert!(out.contains(r#""drr.sink"(%0)"#), "{out}");
    assert_eq!(out.matches("drr.neg").count(), 1, "{out}");
    // A single negation does not match.
    assert_no_match(
        &DoubleNeg,
        r#"
        %0 = "test.src"() : () -> i32
        %1 = "drr.neg"(%0) : (i32) -> i32
        "drr.sink"(%1) : (i32) -> ()
    "#,
    );
    // Nor one of a block argument.
    assert_no_match(
        &DoubleNeg,
        r#"
        "test.region"() ({
        ^bb0(%a: i32):
          %1 = "drr.neg"(%a) : (i32) -> i32
          "drr.sink"(%1) : (i32) -> ()
        }) : () -> ()
    "#,
    );
}

#[test]
fn constraints() {
    let (applied, out) = apply_once(
        &AddZero,
        r#"
        %0 = "test.src"() : () -> i32
        %1 = "drr.const"() {value = 0 : i32} : () -> i32
        %2 = "drr.add"(%0, %1) : (i32, i32) -> i32
        "drr.sink"(%2) : (i32) -> ()
    "#,
    );
    assert!(applied);
    assert!(out.contains(r#""drr.sink"(%0)"#), "{out}");
    // The predicate fails: not zero.
    assert_no_match(
        &AddZero,
        r#"
        %0 = "test.src"() : () -> i32
        %1 = "drr.const"() {value = 1 : i32} : () -> i32
        %2 = "drr.add"(%0, %1) : (i32, i32) -> i32
        "drr.sink"(%2) : (i32) -> ()
    "#,
    );
    // `same_type` fails: the sum is wider than `x`.
    assert_no_match(
        &AddZero,
        r#"
        %0 = "test.src"() : () -> i32
        %1 = "drr.const"() {value = 0 : i32} : () -> i32
        %2 = "drr.add"(%0, %1) : (i32, i32) -> i64
        "drr.sink"(%2) : (i64) -> ()
    "#,
    );
    // The Rust expression fails: two different operands.
    assert_no_match(
        &AddSelf,
        r#"
        %0 = "test.src"() : () -> i32
        %1 = "test.src"() : () -> i32
        %2 = "drr.add"(%0, %1) : (i32, i32) -> i32
        "drr.sink"(%2) : (i32) -> ()
    "#,
    );
}

#[test]
fn native_call_computes_an_attribute() {
    let (applied, out) = apply_once(
        &FoldAdd,
        r#"
        %0 = "drr.const"() {value = 40 : i32} : () -> i32
        %1 = "drr.const"() {value = 2 : i32} : () -> i32
        %2 = "drr.add"(%0, %1) : (i32, i32) -> i32
        "drr.sink"(%2) : (i32) -> ()
    "#,
    );
    assert!(applied);
    assert!(
        out.contains(r#"%2 = "drr.const"() <{value = 42 : i32}> : () -> i32"#),
        "{out}"
    );
    assert!(out.contains(r#""drr.sink"(%2)"#), "{out}");
    // The native call returns `None` (the constants' types differ): no
    // change.
    assert_no_match(
        &FoldAdd,
        r#"
        %0 = "drr.const"() {value = 40 : i32} : () -> i32
        %1 = "drr.const"() {value = 2 : i64} : () -> i64
        %2 = "drr.add"(%0, %1) : (i32, i64) -> i32
        "drr.sink"(%2) : (i32) -> ()
    "#,
    );
}

#[test]
fn nested_result_ops() {
    let (applied, out) = apply_once(
        &AddSelf,
        r#"
        %0 = "test.src"() : () -> i32
        %1 = "drr.add"(%0, %0) : (i32, i32) -> i32
        "drr.sink"(%1) : (i32) -> ()
    "#,
    );
    assert!(applied);
    // The inner op first, at the root; then the op using it.
    let expected = r#"%1 = "drr.const"() <{value = 2 : i32}> : () -> i32
  %2 = "drr.mul"(%0, %1) : (i32, i32) -> i32
  "drr.sink"(%2) : (i32) -> ()"#;
    assert!(out.contains(expected), "{out}");
}

#[test]
fn several_results() {
    let src = r#"
        %0 = "test.src"() : () -> i32
        %1 = "test.src"() : () -> i32
        %2:2 = "drr.pair"(%0, %1) : (i32, i32) -> (i32, i32)
        "drr.sink"(%2#0) : (i32) -> ()
        "drr.sink"(%2#1) : (i32) -> ()
    "#;
    let (applied, out) = apply_once(&PairOfValues, src);
    assert!(applied);
    assert!(
        out.contains("\"drr.sink\"(%0) : (i32) -> ()\n  \"drr.sink\"(%1)"),
        "{out}"
    );
    let (applied, out) = apply_once(&SwapPair, src);
    assert!(applied);
    assert!(out.contains(r#"%first, %second = "drr.pair"(%1, %0)"#), "{out}");
    assert!(out.contains(r#""drr.sink"(%second)"#), "{out}");
    // Types differ: no swap.
    assert_no_match(
        &SwapPair,
        r#"
        %0 = "test.src"() : () -> i32
        %1 = "test.src"() : () -> i64
        %2:2 = "drr.pair"(%0, %1) : (i32, i64) -> (i32, i64)
        "drr.sink"(%2#0) : (i32) -> ()
    "#,
    );
}

#[test]
fn failures_after_building_are_undone() {
    // The op built replaces one result of two: erased, no change.
    assert_no_match(
        &PairToOne,
        r#"
        %0 = "test.src"() : () -> i32
        %2:2 = "drr.pair"(%0, %0) : (i32, i32) -> (i32, i32)
        "drr.sink"(%2#0) : (i32) -> ()
    "#,
    );
    // A native call fails after an op was built: erased, no change.
    assert_no_match(
        &LateFailure,
        r#"
        %0 = "test.src"() : () -> i32
        %1 = "drr.neg"(%0) : (i32) -> i32
        "drr.sink"(%1) : (i32) -> ()
    "#,
    );
}

#[test]
fn variadic_and_optional_accessors() {
    let (applied, out) = apply_once(
        &ConcatOfOne,
        r#"
        %0 = "test.src"() : () -> i32
        %1 = "drr.concat"(%0) : (i32) -> i32
        "drr.sink"(%1) : (i32) -> ()
    "#,
    );
    assert!(applied);
    assert!(out.contains(r#""drr.sink"(%0)"#), "{out}");
    assert_no_match(
        &ConcatOfOne,
        r#"
        %0 = "test.src"() : () -> i32
        %1 = "drr.concat"(%0, %0) : (i32, i32) -> i32
        "drr.sink"(%1) : (i32) -> ()
    "#,
    );
    let unlabelled = r#"
        %0 = "test.src"() : () -> i32
        %1 = "drr.tag"(%0) : (i32) -> i32
        "drr.sink"(%1) : (i32) -> ()
    "#;
    assert!(apply_once(&UnlabelledTag, unlabelled).0);
    // A plain name needs the optional attribute: absent, no match.
    assert_no_match(&DroppedTag, unlabelled);
    let labelled = r#"
        %0 = "test.src"() : () -> i32
        %1 = "drr.tag"(%0) {label = "drop"} : (i32) -> i32
        "drr.sink"(%1) : (i32) -> ()
    "#;
    assert_no_match(&UnlabelledTag, labelled);
    assert!(apply_once(&DroppedTag, labelled).0);
}

#[test]
fn native_code_through_paths() {
    let (applied, out) = apply_once(
        &WideNeg,
        r#"
        %0 = "test.src"() : () -> i64
        %1 = "drr.neg"(%0) : (i64) -> i64
        "drr.sink"(%1) : (i64) -> ()
    "#,
    );
    assert!(applied);
    assert!(
        out.contains(r#"%1 = "drr.tag"(%0) <{label = "wide"}> : (i64) -> i64"#),
        "{out}"
    );
    assert!(out.contains(r#""drr.sink"(%1)"#), "{out}");
    assert_no_match(
        &WideNeg,
        r#"
        %0 = "test.src"() : () -> i32
        %1 = "drr.neg"(%0) : (i32) -> i32
        "drr.sink"(%1) : (i32) -> ()
    "#,
    );
}

#[test]
fn new_ops_get_the_fused_location_of_the_matched_ops() {
    let ctx = context();
    let src = r#"
        %0 = "drr.const"() {value = 40 : i32} : () -> i32 loc("a":1:1)
        %1 = "drr.const"() {value = 2 : i32} : () -> i32 loc("a":2:1)
        %2 = "drr.add"(%0, %1) : (i32, i32) -> i32 loc("a":3:1)
        "drr.sink"(%2) : (i32) -> ()
    "#;
    let mut top = parse(&ctx, src);
    let body = module_body(&mut top);
    let root = find(&ctx, body, "drr.add");
    let mut listener = NoListener;
    let mut rw = PatternRewriter::new(&ctx, body, &mut listener);
    assert!(FoldAdd.match_and_rewrite(root, &mut rw));
    let sink = find(&ctx, body, "drr.sink");
    let new = body.defining_op(body.operand(sink, 0)).expect("a new constant");
    let expected = ctx.fused_loc(
        &[
            ctx.file_loc("a", 3, 1),
            ctx.file_loc("a", 1, 1),
            ctx.file_loc("a", 2, 1),
        ],
        None,
    );
    assert_eq!(body.op_loc(new), expected);
}

#[test]
fn the_greedy_driver_runs_rules_unchanged() {
    let ctx = context();
    let mut top = parse(
        &ctx,
        r#"
        %0 = "drr.const"() {value = 40 : i32} : () -> i32
        %1 = "drr.const"() {value = 2 : i32} : () -> i32
        %2 = "drr.add"(%0, %1) : (i32, i32) -> i32
        %3 = "drr.neg"(%2) : (i32) -> i32
        %4 = "drr.neg"(%3) : (i32) -> i32
        "drr.sink"(%4) : (i32) -> ()
    "#,
    );
    let patterns: Vec<Box<dyn RewritePattern>> = vec![Box::new(DoubleNeg), Box::new(FoldAdd)];
    let set = FrozenPatternSet::new(&ctx, patterns);
    let result = apply_patterns_greedily_nested(&ctx, &mut top, &set, GreedyConfig::default(), false);
    assert!(result.changed);
    let out = print(&ctx, &top);
    assert!(
        out.contains(r#"%0 = "drr.const"() <{value = 42 : i32}> : () -> i32"#),
        "{out}"
    );
    assert!(out.contains(r#""drr.sink"(%0)"#), "{out}");
    assert!(!out.contains("drr.neg") && !out.contains("drr.add"), "{out}");
}
