//! `test-tensor-transform-patterns`: applies the tensor dialect's pattern
//! sets each option selects greedily to the op it runs on, as MLIR's test
//! pass of the same name does. The options implemented are
//! `test-fold-constant-extract-slice`,
//! `test-fold-consecutive-insert-extract-slice`,
//! `test-drop-redundant-insert-slice-rank-expansion`,
//! `test-reassociative-reshape-folding`, `test-expand-shape-bubbling`
//! and `test-fold-extract-from-collapse-shape`.

use strata_dialect_tensor::subset;
use strata_ir::{Context, IsolatedOpMut, LogicalResult, OpRef};
use strata_pass::{parse_bool_option, Pass};
use strata_rewrite::{apply_patterns_greedily_nested, FrozenPatternSet, GreedyConfig, RewritePattern};

/// The pass, with its options.
#[derive(Default)]
pub struct TestTensorTransformPatterns {
    fold_constant_extract_slice: bool,
    fold_consecutive_insert_extract_slice: bool,
    drop_redundant_insert_slice_rank_expansion: bool,
    fold_extract_from_collapse_shape: bool,
    reassociative_reshape_folding: bool,
    expand_shape_bubbling: bool,
}

/// The pattern sets applied to the whole op, each to a fixed point.
fn apply(ctx: &Context, op: &mut IsolatedOpMut<'_>, patterns: Vec<Box<dyn RewritePattern>>) {
    let frozen = FrozenPatternSet::new(ctx, patterns);
    apply_patterns_greedily_nested(ctx, op.body(), &frozen, GreedyConfig::default(), true);
}

/// The slices whose constant the test folds: of a constant used only
/// there, of at most 1024 elements.
fn small_single_use_slice(o: OpRef<'_>) -> bool {
    let elements: i64 = o
        .ctx
        .shape(o.result_type(0))
        .map_or(i64::MAX, |s| s.iter().product());
    o.body.has_one_use(o.operand(0)) && elements <= 1024
}

impl Pass for TestTensorTransformPatterns {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions::introducing(&[
            "affine.apply",
            "arith.constant",
            "tensor.extract_slice",
            "tensor.insert_slice",
            "tensor.parallel_insert_slice",
        ])
    }

    fn argument(&self) -> &'static str {
        "test-tensor-transform-patterns"
    }

    fn description(&self) -> &'static str {
        "Test Tensor transformation patterns by applying them greedily."
    }

    fn name(&self) -> &'static str {
        "(anonymous namespace)::TestTensorTransforms"
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        let flag = match name {
            "test-fold-constant-extract-slice" => &mut self.fold_constant_extract_slice,
            "test-fold-extract-from-collapse-shape" => &mut self.fold_extract_from_collapse_shape,
            "test-reassociative-reshape-folding" => &mut self.reassociative_reshape_folding,
            "test-expand-shape-bubbling" => &mut self.expand_shape_bubbling,
            "test-fold-consecutive-insert-extract-slice" => &mut self.fold_consecutive_insert_extract_slice,
            "test-drop-redundant-insert-slice-rank-expansion" => {
                &mut self.drop_redundant_insert_slice_rank_expansion
            }
            _ => return Err(format!("no such option {name}")),
        };
        *flag = parse_bool_option(name, value)?;
        Ok(())
    }

    fn options_text(&self) -> String {
        // Sorted by name, as mlir-opt prints options.
        format!(
            "test-drop-redundant-insert-slice-rank-expansion={} test-expand-shape-bubbling={} test-fold-consecutive-insert-extract-slice={} test-fold-constant-extract-slice={} test-fold-extract-from-collapse-shape={} test-reassociative-reshape-folding={}",
            self.drop_redundant_insert_slice_rank_expansion,
            self.expand_shape_bubbling,
            self.fold_consecutive_insert_extract_slice,
            self.fold_constant_extract_slice,
            self.fold_extract_from_collapse_shape,
            self.reassociative_reshape_folding,
        )
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        // The order of MLIR's pass: each selected set in turn.
        if self.fold_constant_extract_slice {
            apply(
                ctx,
                op,
                subset::fold_constant_extract_slice_patterns(small_single_use_slice),
            );
        }
        if self.fold_consecutive_insert_extract_slice {
            apply(ctx, op, subset::merge_consecutive_insert_extract_slice_patterns());
        }
        if self.drop_redundant_insert_slice_rank_expansion {
            apply(
                ctx,
                op,
                subset::drop_redundant_insert_slice_rank_expansion_patterns(),
            );
        }
        if self.reassociative_reshape_folding {
            apply(
                ctx,
                op,
                strata_dialect_tensor::reshape_folding::reassociative_reshape_folding_patterns(),
            );
        }
        if self.expand_shape_bubbling {
            apply(
                ctx,
                op,
                strata_dialect_tensor::bubble_expand::bubble_up_expand_shape_patterns(),
            );
        }
        if self.fold_extract_from_collapse_shape {
            apply(ctx, op, subset::fold_collapse_extract_patterns());
        }
        Ok(())
    }
}
