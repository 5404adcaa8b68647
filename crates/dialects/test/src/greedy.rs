//! `test-greedy-patterns`: runs the greedy pattern driver with the test
//! dialect's driver-exercising patterns, under the driver options given
//! (`top-down`, `max-iterations`, `fold`, `cse-constants`), as MLIR's test
//! pass of the same name does. The patterns are those of MLIR's pass that
//! test the driver itself: an op made through `create_or_fold` that folds
//! in place (`test.op_in_place_fold`), an attribute bumped in place up to 3
//! (`test.any_attr_of_i32_str`), ops made eligible in place and hoisted out
//! of `test.one_region_op`, a commutative op folded through its constant
//! operand after the driver moved it to the right, and a `test.cast`
//! rebuilt on a constant created at the start of its block. MLIR's
//! generated (DRR) patterns are not among them.

use strata_ir::{AttrKind, Context, IsolatedOpMut, LogicalResult, OpId, OperationState};
use strata_ods::constraints::{types, AttrConstraint};
use strata_pass::Pass;
use strata_rewrite::{
    apply_patterns_greedily_nested, FrozenPatternSet, GreedyConfig, PatternRewriter, PatternRoot,
    RewritePattern,
};

const ANY: strata_ods::constraints::TypeConstraint = types::ANY_TYPE;

/// MLIR's `AnyAttrOf<[I32Attr, StrAttr]>`.
const I32_OR_STR_ATTR: AttrConstraint = AttrConstraint::Custom {
    summary: "32-bit signless integer attribute or string attribute",
    check: |ctx, a| match ctx.attr_kind(a) {
        AttrKind::String { .. } => true,
        AttrKind::Integer { ty, .. } => ctx.is_signless_integer(*ty) && ctx.integer_width(*ty) == Some(32),
        _ => false,
    },
};

strata_ods::op! {
    /// Holds a 32-bit integer or a string attribute.
    pub AnyAttrOfOp(ANY_ATTR_OF, "test.any_attr_of_i32_str") {
        attributes(attr: attr = required(I32_OR_STR_ATTR))
        example: "func.func @f() {\n  \"test.any_attr_of_i32_str\"() <{attr = 3 : i32}> : () -> ()\n  return\n}",
    }
    /// A commutative op of two `i32` operands.
    pub OpCommutative2Op(OP_COMMUTATIVE2, "test.op_commutative2") {
        operands(op1: single(types::I32), op2: single(types::I32))
        results(result "": single(types::I32))
        example: "func.func @f(%a: i32, %b: i32) -> i32 {\n  %0 = \"test.op_commutative2\"(%a, %b) : (i32, i32) -> i32\n  return %0 : i32\n}",
        traits: strata_ir::OpTraits::COMMUTATIVE,
    }
    /// An `i32` operand and result; the anchor of the pattern that
    /// creates `test.op_in_place_fold` through `create_or_fold`.
    pub OpInPlaceFoldAnchorOp(OP_IN_PLACE_FOLD_ANCHOR, "test.op_in_place_fold_anchor") {
        operands(op1 "": single(types::I32))
        results(result "": single(types::I32))
        example: "func.func @f(%a: i32) -> i32 {\n  %0 = \"test.op_in_place_fold_anchor\"(%a) : (i32) -> i32\n  return %0 : i32\n}",
    }
    /// Folds in place: records its operand's constant value in `attr`
    /// when it has none yet.
    pub OpInPlaceFoldOp(OP_IN_PLACE_FOLD, "test.op_in_place_fold") {
        operands(op1 "op": single(types::I32))
        attributes(attr: opt_attr = optional(strata_ods::constraints::attrs::I32_ATTR))
        results(result "": single(types::I32))
        example: "func.func @f(%a: i32) -> i32 {\n  %0 = \"test.op_in_place_fold\"(%a) <{attr = 42 : i32}> : (i32) -> i32\n  return %0 : i32\n}",
        fold: Some(|op, operands, out| {
            let ctx = op.ctx;
            let value = operands.first().copied().flatten().filter(|&a| ctx.integer_attr_value(a).is_some());
            match value {
                Some(a) if op.attr("attr").is_none() => {
                    out.edits.push(strata_ir::FoldEdit::SetAttr(ctx.ident("attr"), Some(a)));
                    Ok(())
                }
                _ => Err(strata_ir::Failed),
            }
        }),
    }
    /// A cast of any values to any type.
    pub CastOp(CAST, "test.cast") {
        operands(inputs "": variadic(ANY))
        results(output "": single(ANY))
        example: "func.func @f(%a: i32) -> i64 {\n  %0 = \"test.cast\"(%a) : (i32) -> i64\n  return %0 : i64\n}",
    }
}

/// Increments the integer attribute of `test.any_attr_of_i32_str` in
/// place while it is below 3.
struct IncrementIntAttribute;

impl RewritePattern for IncrementIntAttribute {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(ANY_ATTR_OF.name)
    }
    fn debug_name(&self) -> &str {
        "IncrementIntAttribute"
    }
    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let ctx = rewriter.ctx;
        let Some(value) = rewriter
            .body()
            .op_attr(ctx, op, "attr")
            .and_then(|a| ctx.integer_attr_value(a))
            .map(|v| v.sext_i64())
        else {
            return false;
        };
        if value >= 3 {
            return false;
        }
        let next = ctx.integer_attr(ctx.i32(), value + 1);
        rewriter.modify_op_in_place(op, |body| body.set_op_attr(ctx, op, "attr", Some(next)));
        true
    }
}

/// Marks `foo.maybe_eligible_op` ops `eligible`, in place.
struct MakeOpEligible;

impl RewritePattern for MakeOpEligible {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("foo.maybe_eligible_op")
    }
    fn debug_name(&self) -> &str {
        "MakeOpEligible"
    }
    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let ctx = rewriter.ctx;
        if rewriter.body().op_attr(ctx, op, "eligible").is_some() {
            return false;
        }
        let unit = ctx.unit_attr();
        rewriter.modify_op_in_place(op, |body| body.set_op_attr(ctx, op, "eligible", Some(unit)));
        true
    }
}

/// Moves the op defining the first operand of a `test.one_region_op`'s
/// terminator before the region op, once it is `eligible`.
struct HoistEligibleOps;

impl RewritePattern for HoistEligibleOps {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(crate::ONE_REGION.name)
    }
    fn debug_name(&self) -> &str {
        "HoistEligibleOps"
    }
    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let ctx = rewriter.ctx;
        let body = rewriter.body();
        let Some(&region) = body.regions_in_body(op).first() else {
            return false;
        };
        let Some(terminator) = body
            .region_blocks(region)
            .next()
            .and_then(|b| body.block_ops(b).last())
        else {
            return false;
        };
        let Some(hoisted) = body.operands(terminator).next().and_then(|v| body.defining_op(v)) else {
            return false;
        };
        if body.parent_op(hoisted) != Some(op) || body.op_attr(ctx, hoisted, "eligible").is_none() {
            return false;
        }
        rewriter.set_insertion_point(op);
        rewriter.move_op(hoisted);
        true
    }
}

/// Replaces `op_commutative2(op_commutative2(x, constant), y)` by the
/// constant: it applies once folding moved constants to the right.
struct FolderCommutativeOp2WithConstant;

impl RewritePattern for FolderCommutativeOp2WithConstant {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(OP_COMMUTATIVE2.name)
    }
    fn debug_name(&self) -> &str {
        "FolderCommutativeOp2WithConstant"
    }
    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let ctx = rewriter.ctx;
        let body = rewriter.body();
        let Some(inner) = body.operands(op).next().and_then(|v| body.defining_op(v)) else {
            return false;
        };
        if body.op_name(inner) != ctx.op_name(OP_COMMUTATIVE2.name) {
            return false;
        }
        let Some(rhs) = body.operands(inner).nth(1) else {
            return false;
        };
        if strata_ir::fold::constant_value(ctx, body, rhs).is_none() {
            return false;
        }
        rewriter.replace_op(op, &[rhs]);
        true
    }
}

/// Rebuilds a `test.cast` marked `test_fold_before_previously_folded_op` on
/// an `arith.constant true` created at the start of its block, so that the
/// folder must unique constants that do not yet dominate their uses.
struct FolderInsertBeforePreviouslyFoldedConstant;

impl RewritePattern for FolderInsertBeforePreviouslyFoldedConstant {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(CAST.name)
    }
    fn debug_name(&self) -> &str {
        "FolderInsertBeforePreviouslyFoldedConstantPattern"
    }
    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let ctx = rewriter.ctx;
        let body = rewriter.body();
        if body
            .op_attr(ctx, op, "test_fold_before_previously_folded_op")
            .is_none()
        {
            return false;
        }
        let Some(block) = body.op_block(op) else {
            return false;
        };
        let loc = body.op_loc(op);
        rewriter.set_insertion_point_to_start(block);
        let i1 = ctx.integer_type(1);
        let mut constant = OperationState::new(ctx.op_name("arith.constant"), loc);
        constant.properties = Some(ctx.dictionary_attr(&[(ctx.ident("value"), ctx.bool_attr(true))]));
        constant.result_types = vec![i1];
        let c = rewriter.create(constant);
        let value = rewriter.body().result(c, 0);
        let mut cast = OperationState::new(ctx.op_name(CAST.name), loc);
        cast.operands = vec![value];
        cast.result_types = vec![ctx.i32()];
        // The new cast follows the constant at the start of the block.
        let new = rewriter.create(cast);
        let result = rewriter.body().result(new, 0);
        rewriter.replace_op(op, &[result]);
        true
    }
}

/// Replaces `test.op_in_place_fold_anchor` by a `test.op_in_place_fold`
/// of its operand made through `create_or_fold`, whose in-place fold keeps
/// it.
struct FoldingPattern;

impl RewritePattern for FoldingPattern {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(OP_IN_PLACE_FOLD_ANCHOR.name)
    }
    fn debug_name(&self) -> &str {
        "FoldingPattern"
    }
    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let ctx = rewriter.ctx;
        let body = rewriter.body();
        let Some(operand) = body.operands(op).next() else {
            return false;
        };
        let mut st = OperationState::new(ctx.op_name(OP_IN_PLACE_FOLD.name), body.op_loc(op));
        st.operands = vec![operand];
        st.result_types = vec![ctx.i32()];
        rewriter.set_insertion_point(op);
        let values = rewriter.create_or_fold(st);
        rewriter.replace_op(op, &values);
        true
    }
}

/// The `test-greedy-patterns` pass.
pub struct TestGreedyPatterns {
    config: GreedyConfig,
}

impl Default for TestGreedyPatterns {
    /// Unlike the canonicalizer, MLIR's test pass walks bottom-up unless
    /// asked otherwise.
    fn default() -> TestGreedyPatterns {
        TestGreedyPatterns {
            config: GreedyConfig {
                top_down: false,
                ..GreedyConfig::default()
            },
        }
    }
}

impl Pass for TestGreedyPatterns {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            introduces_if: strata_pass::conditions::WITHIN_DIALECTS,
            ..Default::default()
        }
    }

    fn argument(&self) -> &'static str {
        "test-greedy-patterns"
    }

    fn description(&self) -> &'static str {
        "Run test dialect patterns"
    }

    fn name(&self) -> &'static str {
        "(anonymous namespace)::TestGreedyPatternDriver"
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "top-down" => self.config.top_down = strata_pass::parse_bool_option(name, value)?,
            "fold" => self.config.fold = strata_pass::parse_bool_option(name, value)?,
            "cse-constants" => self.config.cse_constants = strata_pass::parse_bool_option(name, value)?,
            "max-iterations" => {
                self.config.max_iterations = value.parse().map_err(|_| {
                    format!("for the --{name} option: '{value}' value invalid for integer argument!")
                })?
            }
            _ => return Err(format!("no such option {name}")),
        }
        Ok(())
    }

    fn options_text(&self) -> String {
        format!(
            "cse-constants={} fold={} max-iterations={} top-down={}",
            self.config.cse_constants, self.config.fold, self.config.max_iterations, self.config.top_down
        )
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let patterns: Vec<Box<dyn RewritePattern>> = vec![
            Box::new(FoldingPattern),
            Box::new(FolderInsertBeforePreviouslyFoldedConstant),
            Box::new(FolderCommutativeOp2WithConstant),
            Box::new(HoistEligibleOps),
            Box::new(MakeOpEligible),
            Box::new(IncrementIntAttribute),
        ];
        let frozen = FrozenPatternSet::new(ctx, patterns);
        apply_patterns_greedily_nested(ctx, op.body(), &frozen, self.config, false);
        Ok(())
    }
}
