//! Reshapes that only add or drop unit dimensions, folded into the slice
//! next to them (MLIR's `populateReassociativeReshapeFoldingPatterns`):
//! an `expand_shape` of a rank-reducing `extract_slice` that restores the
//! dropped dimensions, a `collapse_shape` of an `extract_slice` that only
//! drops unit dimensions, and the same two shapes around `insert_slice`
//! and `parallel_insert_slice`.

use strata_dialect_utils::matchers::def;
use strata_dialect_utils::slice::rank_reduction_mask;
use strata_dialect_utils::static_value::static_list;
use strata_ir::{Context, OpId, OpRef, Type, TypeKind, ValueId};
use strata_rewrite::{PatternRewriter, PatternRoot, RewritePattern};

use crate::subset::insert_root;
use crate::{ExtractSliceOp, InsertSliceOp, ParallelInsertSliceOp};

/// Whether `reduced` is `original` less some unit dimensions, with the
/// same element type (MLIR's `isRankReducedType` succeeding).
fn is_rank_reduced(ctx: &Context, original: Type, reduced: Type) -> bool {
    if original == reduced {
        return true;
    }
    let (Some(o), Some(r)) = (ctx.shape(original), ctx.shape(reduced)) else {
        return false;
    };
    r.len() <= o.len()
        && rank_reduction_mask(o, r).is_some()
        && ctx.element_type(original) == ctx.element_type(reduced)
}

/// A ranked tensor of `shape` with the element type of `like`, without
/// an encoding.
fn tensor_of(ctx: &Context, shape: &[i64], like: Type) -> Option<Type> {
    let element = ctx.element_type(like)?;
    Some(ctx.intern_type(TypeKind::RankedTensor {
        shape: shape.into(),
        element,
        encoding: None,
    }))
}

/// The dynamic offsets, sizes and strides of slice op `o`.
fn dynamic_lists(o: OpRef<'_>) -> Option<[Vec<ValueId>; 3]> {
    Some(match o.name_str() {
        "tensor.extract_slice" => {
            let s = ExtractSliceOp(o.id);
            [
                s.offsets(&o).to_vec(),
                s.sizes(&o).to_vec(),
                s.strides(&o).to_vec(),
            ]
        }
        "tensor.insert_slice" => {
            let s = InsertSliceOp(o.id);
            [
                s.offsets(&o).to_vec(),
                s.sizes(&o).to_vec(),
                s.strides(&o).to_vec(),
            ]
        }
        "tensor.parallel_insert_slice" => {
            let s = ParallelInsertSliceOp(o.id);
            [
                s.offsets(&o).to_vec(),
                s.sizes(&o).to_vec(),
                s.strides(&o).to_vec(),
            ]
        }
        _ => return None,
    })
}

/// The static offsets, sizes and strides of slice op `o`.
fn static_lists(o: OpRef<'_>) -> [Vec<i64>; 3] {
    [
        static_list(o, "static_offsets"),
        static_list(o, "static_sizes"),
        static_list(o, "static_strides"),
    ]
}

/// A `tensor.extract_slice` of type `ty` of `source` with the lists of
/// slice op `like`, before `at`, at `loc`.
fn extract_like(
    rw: &mut PatternRewriter<'_>,
    at: OpId,
    loc: strata_ir::Location,
    like: OpId,
    ty: Type,
    source: ValueId,
) -> Option<ValueId> {
    let o = OpRef::new(rw.ctx, rw.body(), like);
    let [d_off, d_size, d_stride] = dynamic_lists(o)?;
    let [s_off, s_size, s_stride] = static_lists(o);
    rw.set_insertion_point(at);
    Some(
        ExtractSliceOp::build(
            rw, loc, ty, source, &d_off, &d_size, &d_stride, &s_off, &s_size, &s_stride,
        )
        .result(rw),
    )
}

/// `expand_shape(extract_slice(%t))` whose result is the slice's type
/// without rank reduction: the slice without rank reduction (MLIR's
/// `FoldExpandOfRankReducingExtract`).
pub struct FoldExpandOfRankReducingExtract;

impl RewritePattern for FoldExpandOfRankReducingExtract {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("tensor.expand_shape")
    }

    fn debug_name(&self) -> &str {
        "(anonymous namespace)::FoldExpandOfRankReducingExtract"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let o = OpRef::new(ctx, rw.body(), op);
        let Some(slice) = def(o, o.operand(0)).filter(|d| d.name_str() == "tensor.extract_slice") else {
            return false;
        };
        let res_t = o.result_type(0);
        let src_t = slice.operand_type(0);
        // The type `extract_slice` infers from the static sizes: the source's
        // element type and encoding.
        let sizes = static_list(slice, "static_sizes");
        let TypeKind::RankedTensor {
            element, encoding, ..
        } = ctx.type_kind(src_t).clone()
        else {
            return false;
        };
        let inferred = ctx.intern_type(TypeKind::RankedTensor {
            shape: sizes.into(),
            element,
            encoding,
        });
        if inferred != res_t {
            return false;
        }
        let (source, slice_id, loc) = (slice.operand(0), slice.id, o.loc());
        let Some(v) = extract_like(rw, op, loc, slice_id, res_t, source) else {
            return false;
        };
        rw.replace_op(op, &[v]);
        true
    }
}

/// `collapse_shape(extract_slice(%t))` only dropping unit dimensions, the
/// slice used only there: one rank-reducing slice (MLIR's
/// `FoldUnPaddingCollapseIntoExtract`).
pub struct FoldUnPaddingCollapseIntoExtract;

impl RewritePattern for FoldUnPaddingCollapseIntoExtract {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("tensor.collapse_shape")
    }

    fn debug_name(&self) -> &str {
        "(anonymous namespace)::FoldUnPaddingCollapseIntoExtract"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let o = OpRef::new(ctx, rw.body(), op);
        let Some(slice) = def(o, o.operand(0)).filter(|d| d.name_str() == "tensor.extract_slice") else {
            return false;
        };
        if !o.body.has_one_use(o.operand(0)) || !is_rank_reduced(ctx, o.operand_type(0), o.result_type(0)) {
            return false;
        }
        let (res_t, source, slice_id, loc) = (o.result_type(0), slice.operand(0), slice.id, slice.loc());
        // Created at the collapse, with the slice's location, as mlir-opt
        // does.
        let Some(v) = extract_like(rw, op, loc, slice_id, res_t, source) else {
            return false;
        };
        rw.replace_op(op, &[v]);
        true
    }
}

/// An insertion of a `collapse_shape` whose source has the insertion's
/// static sizes: the source inserted directly (MLIR's
/// `FoldInsertOfRankReducingInsert`).
pub struct FoldInsertOfRankReducingInsert {
    /// Whether the insertion is a `tensor.parallel_insert_slice`.
    pub parallel: bool,
}

impl RewritePattern for FoldInsertOfRankReducingInsert {
    fn root(&self) -> PatternRoot {
        insert_root(self.parallel)
    }

    fn debug_name(&self) -> &str {
        if self.parallel {
            "(anonymous namespace)::FoldInsertOfRankReducingInsert<mlir::tensor::ParallelInsertSliceOp>"
        } else {
            "(anonymous namespace)::FoldInsertOfRankReducingInsert<mlir::tensor::InsertSliceOp>"
        }
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let o = OpRef::new(ctx, rw.body(), op);
        let Some(collapse) = def(o, o.operand(0)).filter(|d| d.name_str() == "tensor.collapse_shape") else {
            return false;
        };
        let src = collapse.operand(0);
        let sizes = static_list(o, "static_sizes");
        if tensor_of(ctx, &sizes, o.operand_type(1)) != Some(o.value_type(src)) {
            return false;
        }
        // Same offsets, sizes and strides: only the source changes.
        rw.modify_op_in_place(op, |b| b.set_operand(op, 0, src));
        true
    }
}

/// An insertion of an `expand_shape` that only adds unit dimensions: its
/// source inserted directly (MLIR's `FoldPaddingExpandIntoInsert`).
pub struct FoldPaddingExpandIntoInsert {
    /// Whether the insertion is a `tensor.parallel_insert_slice`.
    pub parallel: bool,
}

impl RewritePattern for FoldPaddingExpandIntoInsert {
    fn root(&self) -> PatternRoot {
        insert_root(self.parallel)
    }

    fn debug_name(&self) -> &str {
        if self.parallel {
            "(anonymous namespace)::FoldPaddingExpandIntoInsert<mlir::tensor::ParallelInsertSliceOp>"
        } else {
            "(anonymous namespace)::FoldPaddingExpandIntoInsert<mlir::tensor::InsertSliceOp>"
        }
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let o = OpRef::new(ctx, rw.body(), op);
        let Some(expand) = def(o, o.operand(0)).filter(|d| d.name_str() == "tensor.expand_shape") else {
            return false;
        };
        if !is_rank_reduced(ctx, expand.result_type(0), expand.operand_type(0)) {
            return false;
        }
        let src = expand.operand(0);
        rw.modify_op_in_place(op, |b| b.set_operand(op, 0, src));
        true
    }
}

/// MLIR's `populateReassociativeReshapeFoldingPatterns`.
pub fn reassociative_reshape_folding_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(FoldExpandOfRankReducingExtract),
        Box::new(FoldUnPaddingCollapseIntoExtract),
        Box::new(FoldInsertOfRankReducingInsert { parallel: false }),
        Box::new(FoldInsertOfRankReducingInsert { parallel: true }),
        Box::new(FoldPaddingExpandIntoInsert { parallel: false }),
        Box::new(FoldPaddingExpandIntoInsert { parallel: true }),
    ]
}
