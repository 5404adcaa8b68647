//! Strategies exposed as strata-opt passes: each converts the op it runs
//! on to the immutable IR, applies its strategy, and converts the result
//! back in place of the op's regions.

use strata_ir::{Context, Diagnostic, IsolatedOpMut, LogicalResult};
use strata_pass::{Pass, PassRegistry};

use crate::convert::{isolated_op_to_body, op_from_body};
use crate::ir::Op;
use crate::strategy::{top_down_all, try_, Strategy};

/// A pass running a strategy on the op it is given (any op with regions,
/// usually the module).
#[derive(Clone, Copy)]
pub struct StrategyPass {
    argument: &'static str,
    description: &'static str,
    strategy: for<'a> fn(&'a Context) -> Strategy<'a>,
    conditions: strata_pass::conditions::Conditions,
}

impl StrategyPass {
    /// A pass named `argument` running `strategy` (made per run: strategies
    /// are not `Send`).
    pub fn new(
        argument: &'static str,
        description: &'static str,
        strategy: for<'a> fn(&'a Context) -> Strategy<'a>,
    ) -> StrategyPass {
        StrategyPass {
            argument,
            description,
            strategy,
            conditions: strata_pass::conditions::Conditions::default(),
        }
    }

    /// The pass with the pre- and post-conditions of its strategy.
    pub fn with_conditions(self, conditions: strata_pass::conditions::Conditions) -> StrategyPass {
        StrategyPass { conditions, ..self }
    }
}

/// `elevate-arith-expand`: every arith expansion, everywhere, as
/// `mlir-opt --arith-expand` does it.
fn arith_expand_everywhere(ctx: &Context) -> Strategy<'_> {
    top_down_all(try_(crate::arith_expand::arith_expand(ctx)))
}

/// `elevate-match-attention`: every attention subgraph replaced by a call
/// (a module without attention is left as it is).
fn match_attention_everywhere(ctx: &Context) -> Strategy<'_> {
    try_(crate::attention::match_attention_in_module(ctx))
}

/// Registers the passes.
pub fn register(registry: &mut PassRegistry) {
    registry.register(|| {
        Box::new(
            StrategyPass::new(
                "elevate-arith-expand",
                "Expand arith ops as arith-expand does, with Elevate strategies",
                arith_expand_everywhere,
            )
            .with_conditions(strata_pass::conditions::Conditions {
                requires: &["arith.*"],
                removes: &[],
                introduces: &["arith.*"],
                introduces_if: &[],
            }),
        )
    });
    registry.register(|| {
        Box::new(
            StrategyPass::new(
                "elevate-match-attention",
                "Replace attention subgraphs by calls, with Elevate strategies",
                match_attention_everywhere,
            )
            .with_conditions(strata_pass::conditions::Conditions::introducing(&[
                "func.call",
                "func.func",
            ])),
        )
    });
}

impl Pass for StrategyPass {
    fn argument(&self) -> &'static str {
        self.argument
    }

    fn description(&self) -> &'static str {
        self.description
    }

    fn conditions(&self) -> strata_pass::conditions::Conditions {
        self.conditions
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let strategy = (self.strategy)(ctx);
        let loc = op.loc();
        let outcome = op.with_standalone(|body, id| -> Result<Option<Op>, String> {
            let old = op_from_body(body, id).map_err(|e| e.0)?;
            let new = strategy
                .apply(&old)
                .map_err(|f| format!("the strategy failed: {f}"))?;
            Ok((!new.ptr_eq(&old)).then_some(new))
        });
        let fail = |message: String| {
            ctx.emit(Diagnostic::error(loc, message));
            Err(strata_ir::Failed)
        };
        match outcome {
            Err(message) => fail(message),
            Ok(None) => Ok(()),
            Ok(Some(new)) => {
                let (mut body, id) = match isolated_op_to_body(&new) {
                    Ok(x) => x,
                    Err(e) => return fail(e.0),
                };
                let Some(mut converted) = body.isolated_op_mut(id) else {
                    return fail("the rewritten op has no body".into());
                };
                std::mem::swap(op.body(), converted.body());
                Ok(())
            }
        }
    }
}
