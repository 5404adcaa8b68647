//! `math-uplift-to-fma`: an `arith.addf` of an `arith.mulf`'s result,
//! both allowing contraction, becomes one `math.fma` with the flags the
//! two ops share.

use strata_dialect_arith::FASTMATH;
use strata_ir::{Context, IsolatedOpMut, LogicalResult, OpId};
use strata_pass::Pass;
use strata_rewrite::{
    apply_patterns_greedily_nested_owned, FrozenPatternSet, GreedyConfig, PatternRewriter, PatternRoot,
    RewritePattern,
};

use super::{create_value, fastmath_flags};

/// The `contract` fast-math flag.
const CONTRACT: u64 = 32;

/// The `math-uplift-to-fma` pass.
pub struct UpliftToFma;

impl Pass for UpliftToFma {
    fn argument(&self) -> &'static str {
        "math-uplift-to-fma"
    }

    fn description(&self) -> &'static str {
        "Uplift arith ops to math.fma."
    }

    fn name(&self) -> &'static str {
        "MathUpliftToFMA"
    }

    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions::introducing(&["math.fma"])
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let owner = op.name();
        let patterns = FrozenPatternSet::new(ctx, vec![Box::new(UpliftFma)]);
        let result = apply_patterns_greedily_nested_owned(
            ctx,
            Some(owner),
            op.body(),
            &patterns,
            GreedyConfig::default(),
            true,
        );
        if !result.converged {
            return Err(ctx.emit_error(op.loc(), "failed to converge"));
        }
        Ok(())
    }
}

/// `addf(mulf(a, b), c)` (or `addf(c, mulf(a, b))`) to `fma(a, b, c)`.
struct UpliftFma;

impl RewritePattern for UpliftFma {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("arith.addf")
    }

    fn debug_name(&self) -> &str {
        "UpliftFma"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        let add_flags = fastmath_flags(ctx, body, op);
        if add_flags & CONTRACT == 0 {
            return false;
        }
        let mulf = ctx.op_name("arith.mulf");
        let is_mul = |v| body.defining_op(v).filter(|&d| body.op_name(d) == mulf);
        let (lhs, rhs) = (body.operand(op, 0), body.operand(op, 1));
        // The left operand's multiplication is the one taken when both are.
        let (mul, c) = match (is_mul(lhs), is_mul(rhs)) {
            (Some(m), _) => (m, rhs),
            (None, Some(m)) => (m, lhs),
            (None, None) => return false,
        };
        let mul_flags = fastmath_flags(ctx, body, mul);
        if mul_flags & CONTRACT == 0 {
            return false;
        }
        let (a, b) = (body.operand(mul, 0), body.operand(mul, 1));
        let ty = body.value_type(body.result(op, 0));
        let loc = body.op_loc(op);
        let flags = FASTMATH.attr(ctx, add_flags & mul_flags);
        rw.set_insertion_point(op);
        let fma = create_value(rw, loc, "math.fma", &[a, b, c], ty, &[("fastmath", flags)]);
        rw.replace_op(op, &[fma]);
        true
    }
}
