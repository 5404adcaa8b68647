//! `math-sincos-fusion`: a `math.sin` and a `math.cos` of the same value
//! with the same fast-math flags in one block become one `math.sincos`,
//! placed where the first of the two was.

use strata_ir::{Body, Context, IsolatedOpMut, LogicalResult, OpId, WalkOrder, WalkResult};
use strata_pass::Pass;
use strata_rewrite::{
    apply_patterns_greedily_nested_owned, FrozenPatternSet, GreedyConfig, PatternRewriter, PatternRoot,
    RewritePattern,
};

use super::{create_op, fastmath_flags};

/// The `math-sincos-fusion` pass.
pub struct SincosFusion;

impl Pass for SincosFusion {
    fn argument(&self) -> &'static str {
        "math-sincos-fusion"
    }

    fn description(&self) -> &'static str {
        "Fuse sin and cos operations."
    }

    fn name(&self) -> &'static str {
        "MathSincosFusionPass"
    }

    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions::introducing(&["math.sincos"])
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let owner = op.name();
        let patterns = FrozenPatternSet::new(ctx, vec![Box::new(SincosFusionPattern)]);
        let result = apply_patterns_greedily_nested_owned(
            ctx,
            Some(owner),
            op.body(),
            &patterns,
            GreedyConfig::default(),
            true,
        );
        if !result.converged {
            return Err(strata_ir::Failed);
        }
        Ok(())
    }
}

/// The op of `block` that is or contains `op`.
fn ancestor_in_block(body: &Body, block: strata_ir::BlockId, mut op: OpId) -> Option<OpId> {
    loop {
        if body.op_block(op) == Some(block) {
            return Some(op);
        }
        op = body.parent_op(op)?;
    }
}

/// Fuses a `math.sin` with the first `math.cos` of its block (ops nested
/// in the block's ops included) computing the same value's cosine.
struct SincosFusionPattern;

impl RewritePattern for SincosFusionPattern {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("math.sin")
    }

    fn debug_name(&self) -> &str {
        "SincosFusionPattern"
    }

    fn match_and_rewrite(&self, sin: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        let Some(block) = body.op_block(sin) else {
            return false;
        };
        let operand = body.operand(sin, 0);
        let flags = fastmath_flags(ctx, body, sin);
        let cos_name = ctx.op_name("math.cos");
        let mut cos = None;
        for o in body.block_ops(block) {
            let r = body.walk(o, WalkOrder::PostOrder, &mut |n| {
                if body.op_name(n) == cos_name
                    && body.operand(n, 0) == operand
                    && fastmath_flags(ctx, body, n) == flags
                {
                    cos = Some(n);
                    return WalkResult::Interrupt;
                }
                WalkResult::Advance
            });
            if r == WalkResult::Interrupt {
                break;
            }
        }
        let Some(cos) = cos else {
            return false;
        };
        let Some(cos_anchor) = ancestor_in_block(body, block, cos) else {
            return false;
        };
        let first = if body.is_before_in_block(sin, cos_anchor) {
            sin
        } else {
            cos_anchor
        };
        let ty = body.value_type(body.result(sin, 0));
        let loc = body.op_loc(first);
        let props: Vec<_> = body
            .op_properties(sin)
            .and_then(|p| ctx.dict_get_str(p, "fastmath"))
            .map(|a| ("fastmath", a))
            .into_iter()
            .collect();
        rw.set_insertion_point(first);
        let sincos = create_op(rw, loc, "math.sincos", &[operand], &[ty, ty], &props);
        let (s, c) = (rw.body().result(sincos, 0), rw.body().result(sincos, 1));
        rw.replace_op(sin, &[s]);
        rw.replace_op(cos, &[c]);
        true
    }
}
