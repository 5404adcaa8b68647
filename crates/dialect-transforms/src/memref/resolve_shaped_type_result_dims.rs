//! Resolving `memref.dim` and `tensor.dim` of op results in terms of the
//! ops' operands (MLIR's `ResolveShapedTypeResultDims`): a dim of a
//! result of an op implementing `ReifyRankedShapedTypeOpInterface`
//! becomes the size the op reifies, and a `tensor.dim` of a shared output
//! of an `scf.forall` becomes one of the tied initial value (the shape
//! cannot change across its iterations).
//!
//! `resolve-ranked-shaped-type-result-dims` applies these patterns;
//! `resolve-shaped-type-result-dims` also the ones through
//! `InferShapedTypeOpInterface`, which no op of Strata's dialects
//! implements, so both passes apply the same patterns.

use strata_dialect_affine::ApplyValue;
use strata_dialect_utils::matchers::const_i64;
use strata_dialect_utils::segments::operand_group;
use strata_ir::tiling::reify_result_shapes;
use strata_ir::{Context, IsolatedOpMut, LogicalResult, OpFoldResult, OpId, OpRef, ValueDef};
use strata_pass::{parse_bool_option, Pass};
use strata_rewrite::{
    apply_patterns_greedily_nested, FrozenPatternSet, GreedyConfig, PatternRewriter, PatternRoot,
    RewritePattern,
};

use super::fold_memref_alias_ops::value_or_constant;

/// A `memref.dim` or `tensor.dim` (named `dim_op`) of a result of an op
/// that reifies its result shapes becomes the reified size (MLIR's
/// `DimOfReifyRankedShapedTypeOpInterface`).
struct DimOfReifiedResult {
    dim_op: &'static str,
}

impl RewritePattern for DimOfReifiedResult {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(self.dim_op)
    }

    fn debug_name(&self) -> &str {
        if self.dim_op == "memref.dim" {
            "DimOfReifyRankedShapedTypeOpInterface<memref::DimOp>"
        } else {
            "DimOfReifyRankedShapedTypeOpInterface<tensor::DimOp>"
        }
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        let (Some(source), Some(index)) = (body.operands(op).next(), body.operands(op).nth(1)) else {
            return false;
        };
        let ValueDef::Result(def, result) = body.value_def(source) else {
            return false;
        };
        let Some(index) = const_i64(ctx, body, index) else {
            return false;
        };
        let has_interface = OpRef::new(ctx, body, def).def().is_some_and(|d| {
            d.interfaces
                .get::<strata_ir::tiling::ReifyRankedShapedTypeOpInterface>()
                .is_some()
        });
        if !has_interface {
            return false;
        }
        rw.set_insertion_point(op);
        let Some(Ok(shapes)) = rw.with_op_builder(|b| reify_result_shapes(b, def)) else {
            return false;
        };
        // The interface's defaults report a bad result or dimension on the
        // reifying op (MLIR's `reifyShapeOfResult`, `reifyDimOfResult`).
        let def_ref = OpRef::new(ctx, rw.body(), def);
        let Some(shape) = shapes.get(result as usize) else {
            def_ref.emit_op_error("invalid result index");
            return false;
        };
        let Some(&size) = usize::try_from(index).ok().and_then(|i| shape.get(i)) else {
            def_ref.emit_op_error("invalid dimension");
            return false;
        };
        let value = match size {
            OpFoldResult::Value(v) => v,
            OpFoldResult::Attr(a) => {
                let Some(c) = ctx.integer_attr_value(a) else {
                    return false;
                };
                value_or_constant(rw, op, ApplyValue::Const(c.sext_i64()))
            }
        };
        rw.replace_op(op, &[value]);
        true
    }
}

/// A `tensor.dim` of a shared output of an `scf.forall` reads the tied
/// initial value instead (MLIR's `IterArgsToInitArgs`; other loops may
/// change the shape of what they carry).
struct DimOfForallSharedOut;

impl RewritePattern for DimOfForallSharedOut {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("tensor.dim")
    }

    fn debug_name(&self) -> &str {
        "IterArgsToInitArgs<tensor::DimOp>"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        let Some(source) = body.operands(op).next() else {
            return false;
        };
        let ValueDef::BlockArg(block, arg) = body.value_def(source) else {
            return false;
        };
        let Some(forall) = body.block_parent_op(block) else {
            return false;
        };
        let o = OpRef::new(ctx, body, forall);
        if o.name_str() != "scf.forall" {
            return false;
        }
        let outputs: Vec<_> = operand_group(o, 3).map(|i| o.operand(i)).collect();
        let num_args = body.block_args(block).len();
        let Some(first_out) = num_args.checked_sub(outputs.len()) else {
            return false;
        };
        let Some(&init) = (arg as usize).checked_sub(first_out).and_then(|k| outputs.get(k)) else {
            return false;
        };
        rw.modify_op_in_place(op, |b| b.set_operand(op, 0, init));
        true
    }
}

/// Adds the patterns resolving dims of results through
/// `ReifyRankedShapedTypeOpInterface` (MLIR's
/// `populateResolveRankedShapedTypeResultDimsPatterns`).
pub fn populate_resolve_ranked_shaped_type_result_dims_patterns(out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(DimOfReifiedResult { dim_op: "memref.dim" }));
    out.push(Box::new(DimOfReifiedResult { dim_op: "tensor.dim" }));
    out.push(Box::new(DimOfForallSharedOut));
}

/// The two passes, which differ only in their names.
pub struct ResolveShapedTypeResultDims {
    ranked_only: bool,
    error_on_pattern_iteration_limit: bool,
    patterns: std::sync::OnceLock<FrozenPatternSet>,
}

impl ResolveShapedTypeResultDims {
    /// `resolve-ranked-shaped-type-result-dims`.
    pub fn ranked() -> Self {
        ResolveShapedTypeResultDims {
            ranked_only: true,
            error_on_pattern_iteration_limit: true,
            patterns: std::sync::OnceLock::new(),
        }
    }

    /// `resolve-shaped-type-result-dims`.
    pub fn any() -> Self {
        ResolveShapedTypeResultDims {
            ranked_only: false,
            ..Self::ranked()
        }
    }
}

impl Pass for ResolveShapedTypeResultDims {
    fn argument(&self) -> &'static str {
        if self.ranked_only {
            "resolve-ranked-shaped-type-result-dims"
        } else {
            "resolve-shaped-type-result-dims"
        }
    }

    fn description(&self) -> &'static str {
        if self.ranked_only {
            "Resolve memref.dim of result values of ranked shape type"
        } else {
            "Resolve memref.dim of result values"
        }
    }

    fn name(&self) -> &'static str {
        if self.ranked_only {
            "ResolveRankedShapedTypeResultDimsPass"
        } else {
            "ResolveShapedTypeResultDimsPass"
        }
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "error-on-pattern-iteration-limit" => {
                self.error_on_pattern_iteration_limit = parse_bool_option(name, value)?;
                Ok(())
            }
            _ => Err(format!("no such option {name}")),
        }
    }

    fn options_text(&self) -> String {
        format!(
            "error-on-pattern-iteration-limit={}",
            self.error_on_pattern_iteration_limit
        )
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let patterns = self.patterns.get_or_init(|| {
            let mut list: Vec<Box<dyn RewritePattern>> = Vec::new();
            populate_resolve_ranked_shaped_type_result_dims_patterns(&mut list);
            FrozenPatternSet::new(ctx, list)
        });
        let config = GreedyConfig {
            top_down: false,
            ..GreedyConfig::default()
        };
        let result = apply_patterns_greedily_nested(ctx, op.body(), patterns, config, true);
        if self.error_on_pattern_iteration_limit && !result.converged {
            return Err(ctx.emit_error(op.loc(), "dim operation resolution hit pattern iteration limit"));
        }
        Ok(())
    }
}
