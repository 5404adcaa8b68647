//! Reshapes: `memref.reshape`, `memref.expand_shape` and
//! `memref.collapse_shape`, with the reassociation checks and the
//! expanded/collapsed layout computations.

use strata_dialect_utils::asm::name_result;
use strata_ir::{Context, LogicalResult, OpRef, OpTraits, Type, DYNAMIC};
use strata_ods::constraints::attrs;

use super::layout::{self, memref_parts, sat_mul, strides_and_offset};
use super::views::layout_is_identity;
use super::{ty, DYNAMIC_INDEX_LIST, INDEX, MEMREF_1D_INT_OR_INDEX, MEMREF_OR_UNRANKED, STRIDED_MEMREF};
use strata_dialect_utils::reshape::{reassociation, verify_output_shape_values, INDEX_LIST_ARRAY};
use strata_dialect_utils::static_value::static_list;

// ---- reshape -----------------------------------------------------------------------

fn verify_reshape(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let reshape = ReshapeOp(op.id);
    let (src, res) = (
        op.value_type(reshape.source(&op)),
        op.value_type(reshape.result(&op)),
    );
    if ctx.element_type(src) != ctx.element_type(res) {
        return Err(
            op.emit_op_error("element types of source and destination memref types should be the same")
        );
    }
    if memref_parts(ctx, src).is_some() && !layout_is_identity(ctx, src) {
        return Err(op.emit_op_error("source memref type should have identity affine map"));
    }
    let shape_len = ctx
        .shape(op.value_type(reshape.shape(&op)))
        .and_then(|s| s.first().copied())
        .unwrap_or(0);
    if let Some(r) = memref_parts(ctx, res) {
        if !layout_is_identity(ctx, res) {
            return Err(op.emit_op_error("result memref type should have identity affine map"));
        }
        if shape_len == DYNAMIC {
            return Err(op.emit_op_error(
                "cannot use shape operand with dynamic length to reshape to statically-ranked memref type",
            ));
        }
        if shape_len != r.shape.len() as i64 {
            return Err(op.emit_op_error("length of shape operand differs from the result's memref rank"));
        }
    }
    Ok(())
}

strata_ods::op! {
    /// Views a memref with the identity layout in the shape held by the
    /// one-dimensional `shape` memref, whose static length is the result's
    /// rank (or is dynamic, for an unranked result). The data is not
    /// copied; the number of elements must be the same, else the
    /// behaviour is undefined.
    pub ReshapeOp(RESHAPE, "memref.reshape") {
        operands(
            source: single(MEMREF_OR_UNRANKED),
            shape: single(MEMREF_1D_INT_OR_INDEX) [Read],
        )
        results(result: single(MEMREF_OR_UNRANKED))
        build(explicit)
        summary: "memref reshape operation",
        example: "func.func @reshape(%m: memref<4x5xf32>, %shape: memref<1xindex>) -> memref<?xf32> {\n  %reshape = memref.reshape %m(%shape) : (memref<4x5xf32>, memref<1xindex>) -> memref<?xf32>\n  return %reshape : memref<?xf32>\n}",
        traits: OpTraits::PURE,
        format: Some("$source `(` $shape `)` attr-dict `:` functional-type(operands, results)"),
        verify: Some(verify_reshape),
        result_names: Some(|op, set| name_result(op, set, "reshape")),
        interfaces: &[&crate::memory_space_cast::CONSUMER, &crate::VIEW_LIKE],
    }
}

// ---- reassociation ---------------------------------------------------------------------

/// `verifyCollapsedShape` (multiple dynamic dimensions per group allowed).
pub fn verify_collapsed_shape(
    op: OpRef<'_>,
    collapsed: &[i64],
    expanded: &[i64],
    groups: &[Vec<i64>],
) -> LogicalResult {
    if groups.len() != collapsed.len() {
        return Err(op.emit_op_error(format!(
            "invalid number of reassociation groups: found {}, expected {}",
            groups.len(),
            collapsed.len()
        )));
    }
    let mut next = 0i64;
    for (cdim, group) in groups.iter().enumerate() {
        let mut dynamic = false;
        for &e in group {
            if e != next {
                return Err(op.emit_op_error("reassociation indices must be contiguous"));
            }
            next += 1;
            if e < 0 || e as usize >= expanded.len() {
                return Err(op.emit_op_error(format!("reassociation index {e} is out of bounds")));
            }
            if expanded[e as usize] == DYNAMIC {
                dynamic = true;
            }
        }
        if (collapsed[cdim] == DYNAMIC) != dynamic {
            return Err(op.emit_op_error(format!(
                "collapsed dim ({cdim}) must be dynamic if and only if reassociation group is dynamic"
            )));
        }
        if !dynamic {
            let size = group
                .iter()
                .fold(1i64, |acc, &e| acc.saturating_mul(expanded[e as usize]));
            if size != collapsed[cdim] {
                return Err(op.emit_op_error(format!(
                    "collapsed dim size ({}) must equal reassociation group size ({size})",
                    collapsed[cdim]
                )));
            }
        }
    }
    if collapsed.is_empty() {
        if expanded.iter().any(|&d| d != 1) {
            return Err(op.emit_op_error("rank 0 memrefs can only be extended/collapsed with/from ones"));
        }
    } else if next != expanded.len() as i64 {
        return Err(op.emit_op_error(format!(
            "expanded rank ({}) inconsistent with number of reassociation indices ({next})",
            expanded.len()
        )));
    }
    Ok(())
}

// ---- expand_shape -------------------------------------------------------------------------

/// `ExpandShapeOp::computeExpandedType`.
pub fn expanded_type(ctx: &Context, src: Type, shape: &[i64], groups: &[Vec<i64>]) -> Option<Type> {
    let p = memref_parts(ctx, src)?;
    if layout_is_identity(ctx, src) {
        return Some(layout::memref_like(ctx, &p, shape, None));
    }
    let (strides, offset) = strides_and_offset(ctx, src)?;
    if strides.len() != groups.len() {
        return None;
    }
    let mut reversed = Vec::with_capacity(shape.len());
    let mut index = shape.len();
    for (group, &stride) in groups.iter().zip(&strides).rev() {
        let mut current = stride;
        for _ in 0..group.len() {
            reversed.push(current);
            index = index.checked_sub(1)?;
            current = sat_mul(current, shape[index]);
        }
    }
    let mut result: Vec<i64> = reversed.into_iter().rev().collect();
    result.resize(shape.len(), 1);
    Some(layout::strided_memref(
        ctx,
        shape,
        p.element,
        &result,
        offset,
        p.memory_space,
    ))
}

fn verify_expand_shape(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let expand = ExpandShapeOp(op.id);
    let (src, res) = (op.value_type(expand.src(&op)), op.value_type(expand.result(&op)));
    let (Some(s), Some(r)) = (memref_parts(ctx, src), memref_parts(ctx, res)) else {
        return Ok(());
    };
    let (r0, r1) = (s.shape.len(), r.shape.len());
    if r0 > r1 {
        return Err(op.emit_op_error(format!(
            "has source rank {r0} and result rank {r1}. This is not an expansion ({r0} > {r1})."
        )));
    }
    let groups = expand
        .reassociation(&op)
        .and_then(|a| reassociation(ctx, a))
        .unwrap_or_default();
    verify_collapsed_shape(op, s.shape, r.shape, &groups)?;
    let Some(expected) = expanded_type(ctx, src, r.shape, &groups) else {
        return Err(op.emit_op_error("invalid source layout map"));
    };
    if expected != res {
        return Err(op.emit_op_error(format!(
            "expected expanded type to be '{}' but found '{}'",
            ty(op, expected),
            ty(op, res)
        )));
    }
    let statics = static_list(op, "static_output_shape");
    if statics.len() != r1 {
        return Err(op.emit_op_error(format!(
            "expected number of static shape bounds to be equal to the output rank ({r1}) but found {} inputs instead",
            statics.len()
        )));
    }
    verify_output_shape_values(op, &statics)?;
    for (pos, (&d, &st)) in r.shape.iter().zip(&statics).enumerate() {
        if d != DYNAMIC && d != st {
            return Err(op.emit_op_error(format!("invalid output shape provided at pos {pos}")));
        }
    }
    Ok(())
}

strata_ods::op! {
    /// Splits each dimension of a strided memref into a group of
    /// dimensions, as the `reassociation` groups say; `output_shape`
    /// gives the result's sizes, each static or an index operand. The
    /// data is not copied. A group's sizes multiply to the size of its
    /// source dimension, else the behaviour is undefined.
    pub ExpandShapeOp(EXPAND_SHAPE, "memref.expand_shape") {
        operands(src: single(STRIDED_MEMREF), output_shape: variadic(INDEX))
        results(result: single(STRIDED_MEMREF))
        attributes(
            reassociation: attr = required(INDEX_LIST_ARRAY),
            static_output_shape: i64_array = required(attrs::DENSE_I64_ARRAY_ATTR),
        )
        build(explicit)
        summary: "operation to produce a memref with a higher rank.",
        example: "func.func @expand_shape(%m: memref<?x32xf32>, %n: index) -> memref<?x4x32xf32> {\n  %expand_shape = memref.expand_shape %m [[0, 1], [2]] output_shape [%n, 4, 32] : memref<?x32xf32> into memref<?x4x32xf32>\n  return %expand_shape : memref<?x4x32xf32>\n}",
        traits: OpTraits::PURE,
        format: Some(
            "$src $reassociation `output_shape` custom<DynamicIndexList>($output_shape, $static_output_shape) \
             attr-dict `:` type($src) `into` type($result)",
        ),
        custom_directives: &[&DYNAMIC_INDEX_LIST],
        verify: Some(verify_expand_shape),
        result_names: Some(|op, set| name_result(op, set, "expand_shape")),
        fold: Some(super::reshape_folds::fold_expand_shape),
        canonicalize: Some(super::reshape_folds::expand_shape),
        interfaces: &[
            &crate::memory_space_cast::CONSUMER,
            &crate::VIEW_LIKE,
            &crate::reify::EXPAND_SHAPE,
            &EXPAND_SHAPE_BOUNDS,
        ],
    }
}

// ---- collapse_shape -------------------------------------------------------------------------

/// `CollapseShapeOp::computeCollapsedLayoutMap` (non-strict): the strided
/// layout of the collapsed type, or `None` when a group is not
/// contiguous.
pub fn collapsed_layout(ctx: &Context, src: Type, groups: &[Vec<i64>]) -> Option<(Vec<i64>, i64)> {
    let p = memref_parts(ctx, src)?;
    let shape = p.shape;
    let (strides, offset) = strides_and_offset(ctx, src)?;
    let at = |i: i64| -> Option<usize> { usize::try_from(i).ok().filter(|&i| i < shape.len()) };
    let mut result = Vec::with_capacity(groups.len());
    for g in groups {
        let mut len = g.len();
        if len == 0 {
            return None;
        }
        while len > 1 && shape[at(g[len - 1])?] == 1 {
            len -= 1;
        }
        let last = at(g[len - 1])?;
        if shape[last] != DYNAMIC || len == 1 {
            result.push(strides[last]);
        } else {
            result.push(DYNAMIC);
        }
    }
    for (g, &rs) in groups.iter().zip(&result).rev() {
        let mut stride = rs;
        for &idx in g[1..].iter().rev() {
            let idx = at(idx)?;
            stride = sat_mul(stride, shape[idx]);
            let prev = idx.checked_sub(1)?;
            let src_stride = strides[prev];
            if shape[prev] == 1 {
                continue;
            }
            if stride != DYNAMIC && src_stride != DYNAMIC && stride != src_stride {
                return None;
            }
        }
    }
    Some((result, offset))
}

fn verify_collapse_shape(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let collapse = CollapseShapeOp(op.id);
    let (src, res) = (
        op.value_type(collapse.src(&op)),
        op.value_type(collapse.result(&op)),
    );
    let (Some(s), Some(r)) = (memref_parts(ctx, src), memref_parts(ctx, res)) else {
        return Ok(());
    };
    let (r0, r1) = (s.shape.len(), r.shape.len());
    if r0 < r1 {
        return Err(op.emit_op_error(format!(
            "has source rank {r0} and result rank {r1}. This is not a collapse ({r0} < {r1})."
        )));
    }
    let groups = collapse
        .reassociation(&op)
        .and_then(|a| reassociation(ctx, a))
        .unwrap_or_default();
    verify_collapsed_shape(op, r.shape, s.shape, &groups)?;
    let expected = if layout_is_identity(ctx, src) {
        layout::memref_like(ctx, &s, r.shape, None)
    } else {
        let Some((strides, offset)) = collapsed_layout(ctx, src, &groups) else {
            return Err(op.emit_op_error("invalid source layout map or collapsing non-contiguous dims"));
        };
        layout::strided_memref(ctx, r.shape, s.element, &strides, offset, s.memory_space)
    };
    if expected != res {
        return Err(op.emit_op_error(format!(
            "expected collapsed type to be '{}' but found '{}'",
            ty(op, expected),
            ty(op, res)
        )));
    }
    Ok(())
}

strata_ods::op! {
    /// Merges each `reassociation` group of dimensions of a strided memref
    /// into one dimension. The data is not copied, so each group must be
    /// contiguous in memory; the result's layout follows from the
    /// source's.
    pub CollapseShapeOp(COLLAPSE_SHAPE, "memref.collapse_shape") {
        operands(src: single(STRIDED_MEMREF))
        results(result: single(STRIDED_MEMREF))
        attributes(reassociation: attr = required(INDEX_LIST_ARRAY))
        build(explicit)
        summary: "operation to produce a memref with a smaller rank.",
        example: "func.func @collapse_shape(%m: memref<?x4x32xf32>) -> memref<?x32xf32> {\n  %collapse_shape = memref.collapse_shape %m [[0, 1], [2]] : memref<?x4x32xf32> into memref<?x32xf32>\n  return %collapse_shape : memref<?x32xf32>\n}",
        traits: OpTraits::PURE,
        format: Some("$src $reassociation attr-dict `:` type($src) `into` type($result)"),
        verify: Some(verify_collapse_shape),
        result_names: Some(|op, set| name_result(op, set, "collapse_shape")),
        fold: Some(super::reshape_folds::fold_collapse_shape),
        canonicalize: Some(super::reshape_folds::collapse_shape),
        interfaces: &[&crate::memory_space_cast::CONSUMER, &crate::VIEW_LIKE, &COLLAPSE_SHAPE_BOUNDS],
    }
}

/// The sizes of an expansion: its output shape.
const EXPAND_SHAPE_BOUNDS: strata_ir::interfaces::ShapedDimBoundsOpInterface =
    strata_ir::interfaces::ShapedDimBoundsOpInterface(|op, _, dim, out| {
        strata_dialect_utils::value_bounds::expand_shape_bounds(op, dim, out)
    });
/// The sizes of a collapse: the products of its groups of source sizes.
const COLLAPSE_SHAPE_BOUNDS: strata_ir::interfaces::ShapedDimBoundsOpInterface =
    strata_ir::interfaces::ShapedDimBoundsOpInterface(|op, _, dim, out| {
        strata_dialect_utils::value_bounds::collapse_shape_bounds(op, dim, out)
    });
