//! The folders and canonicalization patterns of `memref.expand_shape` and
//! `memref.collapse_shape`: reshapes undone by their inverse, chains of
//! reshapes of one kind composed, a collapse of an expand (and an expand
//! of a collapse) made one reshape, and casts folded into reshapes.

use strata_ir::{
    Attribute, Context, Failed, FoldOutput, LogicalResult, OpFoldResult, OpId, OpRef, Type, ValueId, DYNAMIC,
};
use strata_rewrite::{PatternRewriter, RewritePattern};

use super::fold::can_fold_into_consumer;
use super::layout;
use super::reshape::{collapsed_layout, COLLAPSE_SHAPE, EXPAND_SHAPE};
use super::views::layout_is_identity;
use super::{CastOp, CollapseShapeOp, ExpandShapeOp};
use strata_dialect_utils::matchers::{const_i64, def};
use strata_dialect_utils::patterns::{add, op_ref};
use strata_dialect_utils::reshape::{
    collapsing_groups, composed_output_shape, inverse_reshapes, op_reassociation, reassociation_attr, Groups,
};
use strata_dialect_utils::static_value::static_list;

/// Which of the two reshapes an op is.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Kind {
    Expand,
    Collapse,
}

/// The kind, source and result of a `memref.expand_shape` or
/// `memref.collapse_shape`.
fn reshape_of(o: OpRef<'_>) -> Option<(Kind, ValueId, ValueId)> {
    if let Some(e) = ExpandShapeOp::from_ref(o) {
        return Some((Kind::Expand, e.src(&o), e.result(&o)));
    }
    let c = CollapseShapeOp::from_ref(o)?;
    Some((Kind::Collapse, c.src(&o), c.result(&o)))
}

/// A reshape to its source type is the source; a reshape undoing the
/// inverse reshape (`inverse`) producing its source is that reshape's
/// source.
fn fold_reshape(op: OpRef<'_>, inverse: Kind, out: &mut FoldOutput) -> LogicalResult {
    let (_, src, result) = reshape_of(op).ok_or(Failed)?;
    let res = op.value_type(result);
    if op.value_type(src) == res {
        out.results.push(OpFoldResult::Value(src));
        return Ok(());
    }
    let inner = def(op, src).ok_or(Failed)?;
    let (kind, inner_src, _) = reshape_of(inner).ok_or(Failed)?;
    if kind != inverse || op.value_type(inner_src) != res || !inverse_reshapes(op, inner) {
        return Err(Failed);
    }
    out.results.push(OpFoldResult::Value(inner_src));
    Ok(())
}

pub(crate) fn fold_expand_shape(
    op: OpRef<'_>,
    _: &[Option<Attribute>],
    out: &mut FoldOutput,
) -> LogicalResult {
    fold_reshape(op, Kind::Collapse, out)
}

pub(crate) fn fold_collapse_shape(
    op: OpRef<'_>,
    _: &[Option<Attribute>],
    out: &mut FoldOutput,
) -> LogicalResult {
    fold_reshape(op, Kind::Expand, out)
}

/// The reassociation of two chained reshapes of one kind
/// (`composeReassociationIndices`): the groups of the lower-rank side
/// index those of the higher-rank side.
fn compose_groups(a: &[Vec<i64>], b: &[Vec<i64>]) -> Option<Groups> {
    if a.len() == b.len() {
        return None;
    }
    let (high, low) = if a.len() > b.len() { (a, b) } else { (b, a) };
    if low.is_empty() {
        return Some(Vec::new());
    }
    if low.iter().map(Vec::len).sum::<usize>() != high.len() {
        return None;
    }
    low.iter()
        .map(|g| {
            g.iter()
                .map(|&i| high.get(usize::try_from(i).ok()?).cloned())
                .collect::<Option<Vec<_>>>()
                .map(|v| v.concat())
        })
        .collect()
}

/// Whether every memref type among `types` has the identity layout.
fn identity_layouts(ctx: &Context, types: &[Type]) -> bool {
    types.iter().all(|&t| layout_is_identity(ctx, t))
}

/// The static output shape and the output shape operands of an expand.
fn output_shape(o: OpRef<'_>) -> (Vec<i64>, Vec<ValueId>) {
    let statics = static_list(o, "static_output_shape");
    (statics, ExpandShapeOp(o.id).output_shape(&o).to_vec())
}

fn create_collapse(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    src: ValueId,
    groups: &[Vec<i64>],
    ty: Type,
) -> ValueId {
    let attr = reassociation_attr(rw.ctx, groups);
    let loc = rw.body().op_loc(op);
    rw.set_insertion_point(op);
    CollapseShapeOp::build(rw, loc, ty, src, attr).result(rw)
}

fn create_expand(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    src: ValueId,
    groups: &[Vec<i64>],
    ty: Type,
    shape: (&[i64], &[ValueId]),
) -> ValueId {
    let attr = reassociation_attr(rw.ctx, groups);
    let loc = rw.body().op_loc(op);
    rw.set_insertion_point(op);
    ExpandShapeOp::build(rw, loc, ty, src, shape.1, attr, shape.0).result(rw)
}

/// The producer of the source of the reshape `o` if it is a reshape of
/// kind `kind`, with the three types involved all of identity layout;
/// with the producer's source.
fn producer<'a>(o: OpRef<'a>, kind: Kind) -> Option<(OpRef<'a>, ValueId)> {
    let (_, src, result) = reshape_of(o)?;
    let p = def(o, src)?;
    let (_, p_src, _) = reshape_of(p).filter(|r| r.0 == kind)?;
    let types = [o.value_type(p_src), o.value_type(src), o.value_type(result)];
    identity_layouts(o.ctx, &types).then_some((p, p_src))
}

/// A reshape of a reshape of the same kind (`kind`): one reshape of the
/// first source, keeping the output shape of an expand.
fn compose_same_kind(op: OpId, rw: &mut PatternRewriter<'_>, kind: Kind) -> bool {
    let o = op_ref(rw, op);
    let Some((p, src)) = producer(o, kind) else {
        return false;
    };
    let (Some(a), Some(b)) = (op_reassociation(p), op_reassociation(o)) else {
        return false;
    };
    let Some(groups) = compose_groups(&a, &b) else {
        return false;
    };
    let Some((_, _, result)) = reshape_of(o) else {
        return false;
    };
    let ty = o.value_type(result);
    let v = if kind == Kind::Expand {
        let (statics, dynamic) = output_shape(o);
        create_expand(rw, op, src, &groups, ty, (&statics, &dynamic))
    } else {
        create_collapse(rw, op, src, &groups, ty)
    };
    rw.replace_op(op, &[v]);
    true
}

fn compose_collapses(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    compose_same_kind(op, rw, Kind::Collapse)
}

fn compose_expands(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    compose_same_kind(op, rw, Kind::Expand)
}

/// `collapse_shape` of an `expand_shape` between types of different ranks
/// whose groups nest: one collapse or one expand; between types of one
/// rank, a cast.
fn collapse_of_expand(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let ctx = rw.ctx;
    let Some((p, src)) = producer(o, Kind::Expand) else {
        return false;
    };
    let (src_ty, res_ty) = (o.value_type(src), o.value_type(CollapseShapeOp(op).result(&o)));
    if src_ty == res_ty {
        return false;
    }
    let (Some(src_shape), Some(res_shape)) = (ctx.shape(src_ty), ctx.shape(res_ty)) else {
        return false;
    };
    let (Some(expand_groups), Some(collapse_groups)) = (op_reassociation(p), op_reassociation(o)) else {
        return false;
    };
    let (high, low) = if src_shape.len() > res_shape.len() {
        (&expand_groups, &collapse_groups)
    } else {
        (&collapse_groups, &expand_groups)
    };
    let mut next = 0usize;
    let mut composed = Vec::with_capacity(low.len());
    for l in low.iter() {
        let Some(&last) = l.last() else { return false };
        let mut g = Vec::new();
        while let Some(h) = high.get(next) {
            let Some(&right) = h.last() else { return false };
            if right > last {
                return false;
            }
            g.push(next as i64);
            next += 1;
            if right == last {
                break;
            }
        }
        composed.push(g);
    }
    let v = match src_shape.len().cmp(&res_shape.len()) {
        std::cmp::Ordering::Greater => create_collapse(rw, op, src, &composed, res_ty),
        std::cmp::Ordering::Less => {
            let expand = p.id;
            let Some((statics, dynamic)) = composed_output_shape(rw, op, expand, &collapse_groups) else {
                return false;
            };
            create_expand(rw, op, src, &composed, res_ty, (&statics, &dynamic))
        }
        std::cmp::Ordering::Equal => {
            let loc = rw.body().op_loc(op);
            rw.set_insertion_point(op);
            CastOp::build(rw, loc, res_ty, src).dest(rw)
        }
    };
    rw.replace_op(op, &[v]);
    true
}

/// `expand_shape` of a `collapse_shape` between types of different ranks
/// whose groups allow it: one collapse or one expand.
fn expand_of_collapse(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let ctx = rw.ctx;
    let Some((p, src)) = producer(o, Kind::Collapse) else {
        return false;
    };
    let (src_ty, res_ty) = (o.value_type(src), o.value_type(ExpandShapeOp(op).result(&o)));
    let (Some(src_shape), Some(res_shape)) = (ctx.shape(src_ty), ctx.shape(res_ty)) else {
        return false;
    };
    let (Some(collapse_groups), Some(expand_groups)) = (op_reassociation(p), op_reassociation(o)) else {
        return false;
    };
    let v = match src_shape.len().cmp(&res_shape.len()) {
        std::cmp::Ordering::Equal => return false,
        std::cmp::Ordering::Greater => {
            let Some(groups) = collapsing_groups(&collapse_groups, &expand_groups, src_shape, res_shape)
            else {
                return false;
            };
            create_collapse(rw, op, src, &groups, res_ty)
        }
        std::cmp::Ordering::Less => {
            let Some(groups) = collapsing_groups(&expand_groups, &collapse_groups, res_shape, src_shape)
            else {
                return false;
            };
            let (statics, dynamic) = output_shape(o);
            create_expand(rw, op, src, &groups, res_ty, (&statics, &dynamic))
        }
    };
    rw.replace_op(op, &[v]);
    true
}

/// The type of collapsing `src` by `groups` (`computeCollapsedType`).
fn collapsed_type(ctx: &Context, src: Type, groups: &[Vec<i64>]) -> Option<Type> {
    let parts = layout::memref_parts(ctx, src)?;
    let shape: Vec<i64> = groups
        .iter()
        .map(|g| {
            g.iter().try_fold(1i64, |acc, &i| {
                let d = *parts.shape.get(usize::try_from(i).ok()?)?;
                Some(if acc == DYNAMIC || d == DYNAMIC {
                    DYNAMIC
                } else {
                    layout::sat_mul(acc, d)
                })
            })
        })
        .collect::<Option<_>>()?;
    if layout_is_identity(ctx, src) {
        return Some(layout::memref_like(ctx, &parts, &shape, None));
    }
    let (strides, offset) = collapsed_layout(ctx, src, groups)?;
    Some(layout::strided_memref(
        ctx,
        &shape,
        parts.element,
        &strides,
        offset,
        parts.memory_space,
    ))
}

/// `collapse_shape` of a `memref.cast` losing no static information
/// collapses the cast's source, cast to the old type when it differs.
fn collapse_of_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let collapse = CollapseShapeOp(op);
    let Some(cast) = def(o, collapse.src(&o)).and_then(CastOp::from_ref) else {
        return false;
    };
    if !can_fold_into_consumer(&o, cast) {
        return false;
    }
    let src = cast.source(&o);
    let (Some(groups), old) = (op_reassociation(o), o.value_type(collapse.result(&o))) else {
        return false;
    };
    let Some(new_ty) = collapsed_type(rw.ctx, o.value_type(src), &groups) else {
        return false;
    };
    if new_ty == old {
        // The source is operand 0.
        rw.modify_op_in_place(op, |b| b.set_operand(op, 0, src));
        return true;
    }
    let v = create_collapse(rw, op, src, &groups, new_ty);
    super::canonicalize::replace_with_cast(rw, op, v);
    true
}

/// `expand_shape` of a `memref.cast` losing no static information expands
/// the cast's source, its constant output sizes made static, cast to the
/// old type when the type changes; not when that would make a group
/// static whose source size is dynamic or the reverse.
fn expand_of_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let ctx = rw.ctx;
    let expand = ExpandShapeOp(op);
    let Some(cast) = def(o, expand.src(&o)).and_then(CastOp::from_ref) else {
        return false;
    };
    if !can_fold_into_consumer(&o, cast) {
        return false;
    }
    let (src, old) = (cast.source(&o), o.value_type(expand.result(&o)));
    let (Some(groups), Some(src_shape)) = (op_reassociation(o), ctx.shape(o.value_type(src))) else {
        return false;
    };
    let (mut sizes, operands) = output_shape(o);
    let mut operands = operands.into_iter();
    let mut kept = Vec::new();
    for s in sizes.iter_mut().filter(|s| **s == DYNAMIC) {
        let Some(v) = operands.next() else { return false };
        match const_i64(o.ctx, o.body, v).filter(|&c| c >= 0) {
            Some(c) => *s = c,
            None => kept.push(v),
        }
    }
    for (i, g) in groups.iter().enumerate() {
        let dynamic_group = g
            .iter()
            .any(|&d| usize::try_from(d).ok().and_then(|d| sizes.get(d)) == Some(&DYNAMIC));
        if src_shape.get(i).map(|&d| d == DYNAMIC) != Some(dynamic_group) {
            return false;
        }
    }
    let Some(new_ty) = super::reshape::expanded_type(ctx, o.value_type(src), &sizes, &groups) else {
        return false;
    };
    if new_ty == old {
        // The source is operand 0.
        rw.modify_op_in_place(op, |b| b.set_operand(op, 0, src));
        return true;
    }
    let v = create_expand(rw, op, src, &groups, new_ty, (&sizes, &kept));
    super::canonicalize::replace_with_cast(rw, op, v);
    true
}

pub(crate) fn collapse_shape(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        COLLAPSE_SHAPE.name,
        &[
            ("mlir::ComposeReassociativeReshapeOps<mlir::memref::CollapseShapeOp, mlir::ReshapeOpKind::kCollapse>", 1, compose_collapses),
            ("mlir::ComposeCollapseOfExpandOp<mlir::memref::CollapseShapeOp, mlir::memref::ExpandShapeOp, mlir::memref::CastOp, mlir::memref::DimOp, mlir::MemRefType>", 1, collapse_of_expand),
            ("CollapseShapeOpMemRefCastFolder", 1, collapse_of_cast),
        ],
    );
}

pub(crate) fn expand_shape(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        EXPAND_SHAPE.name,
        &[
            ("mlir::ComposeReassociativeReshapeOps<mlir::memref::ExpandShapeOp, mlir::ReshapeOpKind::kExpand>", 1, compose_expands),
            ("mlir::ComposeExpandOfCollapseOp<mlir::memref::ExpandShapeOp, mlir::memref::CollapseShapeOp>", 1, expand_of_collapse),
            ("ExpandShapeOpMemRefCastFolder", 1, expand_of_cast),
        ],
    );
}
