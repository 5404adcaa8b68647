//! Unit tests: a pattern module compiled and applied from Rust with a
//! native constraint, mixed with a Rust pattern in one pattern set.

use std::sync::Arc;

use strata_ir::{Body, Context, OpId};
use strata_rewrite::{
    apply_patterns_greedily_nested, FrozenPatternSet, GreedyConfig, PatternRewriter, PatternRoot,
};

use super::*;

fn context() -> Context {
    let mut ctx = Context::new();
    ctx.register_dialect(strata_dialect_pdl::dialect());
    ctx.register_dialect(strata_dialect_pdl_interp::dialect());
    ctx.set_allow_unregistered_dialects(true);
    ctx
}

fn parse(ctx: &Context, src: &str) -> Body {
    strata_asm::parse_source(ctx, src, &strata_asm::ParseOptions::default()).expect("parses")
}

/// The module op at the top of a parsed file.
fn top(body: &Body) -> OpId {
    body.block_ops(body.region_blocks(body.root_regions()[0]).next().expect("block"))
        .next()
        .expect("op")
}

const PATTERNS: &str = r#"
pdl_interp.func @matcher(%root : !pdl.operation) {
  pdl_interp.check_operation_name of %root is "my.old" -> ^bb1, ^end
^bb1:
  pdl_interp.apply_constraint "is_marked"(%root : !pdl.operation) -> ^bb2, ^end
^bb2:
  pdl_interp.record_match @rewriters::@rename(%root : !pdl.operation) : benefit(2), loc([%root]) -> ^end
^end:
  pdl_interp.finalize
}
module @rewriters {
  pdl_interp.func @rename(%root : !pdl.operation) {
    %new = pdl_interp.create_operation "my.new"
    pdl_interp.erase %root
    pdl_interp.finalize
  }
}
"#;

/// A Rust pattern turning "my.new" into "my.newest".
struct Newest;

impl strata_rewrite::RewritePattern for Newest {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("my.new")
    }
    fn debug_name(&self) -> &str {
        "Newest"
    }
    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let loc = rewriter.body().op_loc(op);
        let state = strata_ir::OperationState::new(rewriter.ctx.op_name("my.newest"), loc);
        rewriter.replace_op_with_new(op, state);
        true
    }
}

#[test]
fn compiles_and_applies_with_natives_and_rust_patterns() {
    let ctx = context();
    let patterns = parse(&ctx, PATTERNS);
    let pbody = patterns.child_body(top(&patterns)).expect("module body");
    let mut module = PdlPatternModule::new(&ctx, pbody).expect("compiles");
    assert_eq!(module.bytecode().patterns.len(), 1);
    assert_eq!(module.bytecode().patterns[0].benefit, 2);
    assert_eq!(
        module.missing_natives(),
        vec![("constraint", "is_marked".to_string())]
    );
    module.register_constraint(
        "is_marked",
        Arc::new(|rw, args| match args {
            [PdlValue::Operation(op)] => rw.body().op_attr(rw.ctx(), *op, "marked").map(|_| Vec::new()),
            _ => None,
        }),
    );
    assert!(module.missing_natives().is_empty());

    let mut payload = parse(
        &ctx,
        "\"my.old\"() {marked} : () -> ()\n\"my.old\"() : () -> ()\n",
    );
    let mut patterns = module.into_patterns();
    assert_eq!(patterns.len(), 1);
    patterns.push(Box::new(Newest));
    let set = FrozenPatternSet::new(&ctx, patterns);
    let m = top(&payload);
    let mbody = payload.child_body_mut(m).expect("module body");
    apply_patterns_greedily_nested(&ctx, mbody, &set, GreedyConfig::default(), false);
    let block = mbody
        .region_blocks(mbody.root_regions()[0])
        .next()
        .expect("block");
    let names: Vec<&str> = mbody
        .block_ops(block)
        .map(|op| ctx.op_name_str(mbody.op_name(op)))
        .collect();
    assert_eq!(names, ["my.newest", "my.old"]);
}

#[test]
fn reports_modules_that_do_not_compile() {
    let ctx = context();
    let src = "pdl_interp.func @matcher(%root : !pdl.operation) {\n  pdl_interp.record_match @rewriters::@missing(%root : !pdl.operation) : benefit(1), loc([%root]) -> ^end\n^end:\n  pdl_interp.finalize\n}\n";
    let body = parse(&ctx, src);
    let pbody = body.child_body(top(&body)).expect("module body");
    let err = PdlPatternModule::new(&ctx, pbody).err().expect("fails");
    assert_eq!(err.message, "unknown rewriter function 'missing'");
    let empty = parse(&ctx, "");
    let ebody = empty.child_body(top(&empty)).expect("module body");
    let err = PdlPatternModule::new(&ctx, ebody).err().expect("fails");
    assert!(err.message.contains("@matcher"));
}

const TWO_BENEFITS: &str = r#"
pdl_interp.func @matcher(%root : !pdl.operation) {
  pdl_interp.check_operation_name of %root is "my.x" -> ^bb1, ^end
^bb1:
  %a = pdl_interp.get_attribute "a" of %root
  pdl_interp.is_not_null %a : !pdl.attribute -> ^high, ^low
^high:
  pdl_interp.record_match @rewriters::@to_a(%root : !pdl.operation) : benefit(3), loc([%root]) -> ^low
^low:
  pdl_interp.record_match @rewriters::@to_b(%root : !pdl.operation) : benefit(1), loc([%root]) -> ^end
^end:
  pdl_interp.finalize
}
module @rewriters {
  pdl_interp.func @to_a(%root : !pdl.operation) {
    %new = pdl_interp.create_operation "my.a"
    pdl_interp.erase %root
    pdl_interp.finalize
  }
  pdl_interp.func @to_b(%root : !pdl.operation) {
    %new = pdl_interp.create_operation "my.b"
    pdl_interp.erase %root
    pdl_interp.finalize
  }
}
"#;

/// A Rust pattern of benefit 2 turning "my.x" into "my.r".
struct ToR;

impl strata_rewrite::RewritePattern for ToR {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("my.x")
    }
    fn benefit(&self) -> u16 {
        2
    }
    fn debug_name(&self) -> &str {
        "ToR"
    }
    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let loc = rewriter.body().op_loc(op);
        let state = strata_ir::OperationState::new(rewriter.ctx.op_name("my.r"), loc);
        rewriter.replace_op_with_new(op, state);
        true
    }
}

#[test]
fn pdl_patterns_interleave_with_rust_patterns_by_benefit() {
    let ctx = context();
    let patterns = parse(&ctx, TWO_BENEFITS);
    let pbody = patterns.child_body(top(&patterns)).expect("module body");
    let module = PdlPatternModule::new(&ctx, pbody).expect("compiles");
    let mut list = module.into_patterns();
    assert_eq!(list.len(), 2);
    list.push(Box::new(ToR));
    let set = FrozenPatternSet::new(&ctx, list);
    let mut payload = parse(&ctx, "\"my.x\"() {a} : () -> ()\n\"my.x\"() : () -> ()\n");
    let m = top(&payload);
    let mbody = payload.child_body_mut(m).expect("module body");
    apply_patterns_greedily_nested(&ctx, mbody, &set, GreedyConfig::default(), false);
    let block = mbody
        .region_blocks(mbody.root_regions()[0])
        .next()
        .expect("block");
    let names: Vec<&str> = mbody
        .block_ops(block)
        .map(|op| ctx.op_name_str(mbody.op_name(op)))
        .collect();
    // Benefit 3 (PDL) beats 2 (Rust), which beats 1 (PDL).
    assert_eq!(names, ["my.a", "my.r"]);
}

// ---- conversion patterns and matching options ------------------------------------------------

const CONVERT_A: &str = r#"
pdl.pattern : benefit(1) {
  %types = types
  %root = operation "my.a" -> (%types : !pdl.range<type>)
  rewrite %root {
    %new_types = apply_native_rewrite "convertTypes"(%types : !pdl.range<type>) : !pdl.range<type>
    %new = operation "my.b" -> (%new_types : !pdl.range<type>)
    replace %root with %new
  }
}
"#;

/// A Rust conversion pattern turning "my.z" into "my.a" of the same types.
struct ZToA;

impl strata_rewrite::conversion::ConversionPattern for ZToA {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("my.z")
    }
    fn debug_name(&self) -> &str {
        "ZToA"
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        _: &strata_rewrite::conversion::OpAdaptor,
        rewriter: &mut strata_rewrite::conversion::ConversionPatternRewriter<'_>,
    ) -> bool {
        let body = rewriter.body();
        let mut state = strata_ir::OperationState::new(rewriter.ctx.op_name("my.a"), body.op_loc(op));
        state.result_types = body.result_types(op).collect();
        rewriter.replace_op_with_new(op, state);
        true
    }
}

fn block_names(ctx: &Context, body: &Body) -> Vec<String> {
    let block = body.region_blocks(body.root_regions()[0]).next().expect("block");
    body.block_ops(block)
        .map(|op| {
            let types: Vec<String> = body.result_types(op).map(|t| ctx.type_to_string(t)).collect();
            format!("{}:{}", ctx.op_name_str(body.op_name(op)), types.join(","))
        })
        .collect()
}

#[test]
fn pdl_and_rust_conversion_patterns_share_a_set_and_the_type_converter() {
    use strata_rewrite::conversion::{
        apply_partial_conversion, ConversionConfig, ConversionPatternSet, ConversionTarget,
    };
    let ctx = context();
    let patterns = parse(&ctx, CONVERT_A);
    let pbody = patterns.child_body(top(&patterns)).expect("module body");
    let mut module = PdlPatternModule::new(&ctx, pbody).expect("compiles");
    module.register_conversion_functions();
    assert!(module.missing_natives().is_empty());
    let mut tc = TypeConverter::new();
    tc.add_conversion(|_, t| Some(t));
    tc.add_conversion(|ctx, t| (t == ctx.integer_type(64)).then(|| ctx.f64()));
    tc.add_unrealized_cast_materializations();
    let tc = Arc::new(tc);
    let mut list = module.into_conversion_patterns(Some(tc.clone()));
    list.push(Box::new(ZToA));
    let set = ConversionPatternSet::new(&ctx, list);
    let mut target = ConversionTarget::new();
    target.add_illegal_op("my.z").add_illegal_op("my.a");
    let legal = tc.clone();
    target.add_dynamically_legal_op("my.b", move |op| legal.is_legal_op(op));
    let mut payload = parse(
        &ctx,
        "%0 = \"my.z\"() : () -> i64\n\"my.use\"(%0) : (i64) -> ()\n",
    );
    let m = top(&payload);
    let mbody = payload.child_body_mut(m).expect("module body");
    apply_partial_conversion(&ctx, mbody, &target, &set, &ConversionConfig::default()).expect("converts");
    assert_eq!(
        block_names(&ctx, mbody),
        ["my.b:f64", "builtin.unrealized_conversion_cast:i64", "my.use:"]
    );
}

#[test]
fn wildcards_skip_terminators_only_when_asked() {
    let ctx = context();
    let src = r#"
pdl.pattern : benefit(1) {
  %v = operand
  %root = operation(%v : !pdl.value)
  rewrite %root {
    %new = operation "my.seen"(%v, %v : !pdl.value, !pdl.value)
    replace %root with %new
  }
}
"#;
    let run = |options: PdlOptions| {
        let patterns = parse(&ctx, src);
        let pbody = patterns.child_body(top(&patterns)).expect("module body");
        let module = PdlPatternModule::with_options(&ctx, pbody, options).expect("compiles");
        let set = FrozenPatternSet::new(&ctx, module.into_patterns());
        let mut payload = parse(
            &ctx,
            "\"my.region\"() ({\n^bb0(%a: i32):\n  \"my.op\"(%a) : (i32) -> ()\n  \"my.end\"(%a) : (i32) -> ()\n}) : () -> ()\n",
        );
        let m = top(&payload);
        let mbody = payload.child_body_mut(m).expect("module body");
        apply_patterns_greedily_nested(&ctx, mbody, &set, GreedyConfig::default(), false);
        let region_op = mbody
            .block_ops(
                mbody
                    .region_blocks(mbody.root_regions()[0])
                    .next()
                    .expect("block"),
            )
            .next()
            .expect("op");
        let (inner, regions) = mbody.op_regions(region_op);
        let block = inner.region_entry(regions[0]).expect("block");
        inner
            .block_ops(block)
            .map(|op| ctx.op_name_str(inner.op_name(op)).to_string())
            .collect::<Vec<_>>()
    };
    // The unregistered op ending the block may be a terminator: left alone
    // under the option.
    let options = PdlOptions {
        wildcards_exclude_terminators: true,
        ..PdlOptions::default()
    };
    assert_eq!(run(options), ["my.seen", "my.end"]);
    assert_eq!(run(PdlOptions::default()), ["my.seen", "my.seen"]);
}
