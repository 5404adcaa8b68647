//! `scf-for-loop-canonicalization`: canonicalizations that know about
//! `scf.for` loops, applied with the greedy driver (which also folds).
//!
//! `memref.dim` and `tensor.dim` of a loop's iteration argument, or of a
//! loop's result, read the dimension of the loop's initial value instead,
//! when the loop provably keeps the shape of that value: the yielded value
//! is the iteration argument itself, reached through the destinations of
//! `tensor.insert_slice` ops and through the results of nested shape
//! preserving loops (MLIR's `DimOfIterArgFolder` and
//! `DimOfLoopResultFolder`).
//!
//! `affine.min` and `affine.max` ops are simplified with the ranges of
//! the `scf.for`, `scf.parallel` and `scf.forall` induction variables among
//! their operands (MLIR's `AffineOpSCFCanonicalizationPattern`, see
//! `affine_min_max`).

use strata_ir::{Body, Context, IsolatedOpMut, LogicalResult, OpId, ValueDef, ValueId};
use strata_pass::Pass;
use strata_rewrite::{
    apply_patterns_greedily_nested, FrozenPatternSet, GreedyConfig, PatternRewriter, PatternRoot,
    RewritePattern,
};

use super::utils::{is_op, ForLoop};

/// The `scf-for-loop-canonicalization` pass: applies the canonicalizations
/// that know about `scf.for` loops (`dim` of iteration arguments and loop
/// results, `affine.min`/`affine.max` of induction variables) with the
/// greedy driver.
pub struct ForLoopCanonicalization;

impl Pass for ForLoopCanonicalization {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions::introducing(&["affine.apply", "arith.constant"])
    }

    fn argument(&self) -> &'static str {
        "scf-for-loop-canonicalization"
    }

    fn description(&self) -> &'static str {
        "Canonicalize operations within scf.for loop bodies"
    }

    fn name(&self) -> &'static str {
        "SCFForLoopCanonicalization"
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let patterns = FrozenPatternSet::new(ctx, for_loop_canonicalization_patterns());
        // MLIR's default traversal: bottom-up.
        let config = GreedyConfig {
            top_down: false,
            ..GreedyConfig::default()
        };
        apply_patterns_greedily_nested(ctx, op.body(), &patterns, config, true);
        Ok(())
    }
}

/// The patterns of `scf-for-loop-canonicalization` (MLIR's
/// `populateSCFForLoopCanonicalizationPatterns`).
pub fn for_loop_canonicalization_patterns() -> Vec<Box<dyn RewritePattern>> {
    let mut out: Vec<Box<dyn RewritePattern>> = Vec::new();
    for name in [strata_dialect_affine::MIN.name, strata_dialect_affine::MAX.name] {
        out.push(Box::new(MinMaxInLoop(name)));
    }
    for name in ["tensor.dim", "memref.dim"] {
        out.push(Box::new(DimOfIterArg(name)));
    }
    for name in ["tensor.dim", "memref.dim"] {
        out.push(Box::new(DimOfLoopResult(name)));
    }
    out
}

struct MinMaxInLoop(&'static str);

impl RewritePattern for MinMaxInLoop {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(self.0)
    }

    fn debug_name(&self) -> &str {
        "AffineOpSCFCanonicalizationPattern"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        super::affine_min_max::canonicalize_min_max_in_loop(rw, op)
    }
}

struct DimOfIterArg(&'static str);

impl RewritePattern for DimOfIterArg {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(self.0)
    }

    fn debug_name(&self) -> &str {
        "DimOfIterArgFolder"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let body = rw.body();
        let Some(source) = body.operands(op).next() else {
            return false;
        };
        let ValueDef::BlockArg(block, index) = body.value_def(source) else {
            return false;
        };
        let Some(parent) = body.block_parent_op(block) else {
            return false;
        };
        let Some(f) = ForLoop::get(rw.ctx, body, parent) else {
            return false;
        };
        if f.block != block || index == 0 || !is_shape_preserving(rw.ctx, body, &f, index as usize - 1) {
            return false;
        }
        let init = f.inits[index as usize - 1];
        rw.modify_op_in_place(op, |b| b.set_operand(op, 0, init));
        true
    }
}

struct DimOfLoopResult(&'static str);

impl RewritePattern for DimOfLoopResult {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(self.0)
    }

    fn debug_name(&self) -> &str {
        "DimOfLoopResultFolder"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let body = rw.body();
        let Some(source) = body.operands(op).next() else {
            return false;
        };
        let ValueDef::Result(def, index) = body.value_def(source) else {
            return false;
        };
        let Some(f) = ForLoop::get(rw.ctx, body, def) else {
            return false;
        };
        if !is_shape_preserving(rw.ctx, body, &f, index as usize) {
            return false;
        }
        let init = f.inits[index as usize];
        rw.modify_op_in_place(op, |b| b.set_operand(op, 0, init));
        true
    }
}

/// Whether iteration argument `arg` of the loop keeps its runtime shape
/// across iterations.
fn is_shape_preserving(ctx: &Context, body: &Body, f: &ForLoop, arg: usize) -> bool {
    let Some(&iter_arg) = f.iter_args.get(arg) else {
        return false;
    };
    let mut value: ValueId = f.yielded(body)[arg];
    // Each step moves to an op defined earlier, so this terminates.
    loop {
        if value == iter_arg {
            return true;
        }
        let ValueDef::Result(def, index) = body.value_def(value) else {
            return false;
        };
        if is_op(ctx, body, def, "tensor.insert_slice") {
            // The destination is the second operand.
            match body.operands(def).nth(1) {
                Some(dest) => value = dest,
                None => return false,
            }
        } else if let Some(inner) = ForLoop::get(ctx, body, def) {
            if !is_shape_preserving(ctx, body, &inner, index as usize) {
                return false;
            }
            value = inner.inits[index as usize];
        } else {
            return false;
        }
    }
}
