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
use super::reshape::collapsed_layout;
use super::views::layout_is_identity;
use strata_dialect_utils::matchers::{const_i64, def_named};
use strata_dialect_utils::patterns::{add, create, op_ref};
use strata_dialect_utils::reshape::{
    collapsing_groups, composed_output_shape, inverse_reshapes, op_reassociation, reassociation_attr, Groups,
};
use strata_dialect_utils::segments::operand_group;
use strata_dialect_utils::static_value::static_list;

/// A reshape to its source type is the source; a reshape undoing the
/// inverse reshape producing its source is that reshape's source.
fn fold_reshape(op: OpRef<'_>, inverse: &str, out: &mut FoldOutput) -> LogicalResult {
    let res = op.result_type(0);
    if op.operand_type(0) == res {
        out.results.push(OpFoldResult::Value(op.operand(0)));
        return Ok(());
    }
    let inner = def_named(op, op.operand(0), inverse).ok_or(Failed)?;
    if inner.operand_type(0) != res || !inverse_reshapes(op, inner) {
        return Err(Failed);
    }
    out.results.push(OpFoldResult::Value(inner.operand(0)));
    Ok(())
}

pub(crate) fn fold_expand_shape(
    op: OpRef<'_>,
    _: &[Option<Attribute>],
    out: &mut FoldOutput,
) -> LogicalResult {
    fold_reshape(op, "memref.collapse_shape", out)
}

pub(crate) fn fold_collapse_shape(
    op: OpRef<'_>,
    _: &[Option<Attribute>],
    out: &mut FoldOutput,
) -> LogicalResult {
    fold_reshape(op, "memref.expand_shape", out)
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
    (statics, operand_group(o, 1).map(|i| o.operand(i)).collect())
}

fn create_collapse(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    src: ValueId,
    groups: &[Vec<i64>],
    ty: Type,
) -> ValueId {
    let attr = reassociation_attr(rw.ctx, groups);
    let new = create(
        rw,
        op,
        "memref.collapse_shape",
        &[src],
        &[ty],
        &[("reassociation", attr)],
    );
    rw.body().result(new, 0)
}

fn create_expand(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    src: ValueId,
    groups: &[Vec<i64>],
    ty: Type,
    shape: (&[i64], &[ValueId]),
) -> ValueId {
    let ctx = rw.ctx;
    let props = [
        ("reassociation", reassociation_attr(ctx, groups)),
        (
            "static_output_shape",
            strata_dialect_utils::attrs::dense_i64_array(ctx, shape.0),
        ),
    ];
    let operands: Vec<ValueId> = std::iter::once(src).chain(shape.1.iter().copied()).collect();
    let new = create(rw, op, "memref.expand_shape", &operands, &[ty], &props);
    rw.body().result(new, 0)
}

/// The producer of the source of `op` if it is named `name`, with the
/// three types involved all of identity layout.
fn producer<'a>(o: OpRef<'a>, name: &str) -> Option<OpRef<'a>> {
    let p = def_named(o, o.operand(0), name)?;
    identity_layouts(o.ctx, &[p.operand_type(0), o.operand_type(0), o.result_type(0)]).then_some(p)
}

/// A reshape (`name`) of a reshape of the same kind: one reshape of the
/// first source, keeping the output shape of an expand.
fn compose_same_kind(op: OpId, rw: &mut PatternRewriter<'_>, name: &str) -> bool {
    let o = op_ref(rw, op);
    let Some(p) = producer(o, name) else {
        return false;
    };
    let (Some(a), Some(b)) = (op_reassociation(p), op_reassociation(o)) else {
        return false;
    };
    let Some(groups) = compose_groups(&a, &b) else {
        return false;
    };
    let (src, ty) = (p.operand(0), o.result_type(0));
    let v = if name == "memref.expand_shape" {
        let (statics, dynamic) = output_shape(o);
        create_expand(rw, op, src, &groups, ty, (&statics, &dynamic))
    } else {
        create_collapse(rw, op, src, &groups, ty)
    };
    rw.replace_op(op, &[v]);
    true
}

fn compose_collapses(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    compose_same_kind(op, rw, "memref.collapse_shape")
}

fn compose_expands(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    compose_same_kind(op, rw, "memref.expand_shape")
}

/// `collapse_shape` of an `expand_shape` between types of different ranks
/// whose groups nest: one collapse or one expand; between types of one
/// rank, a cast.
fn collapse_of_expand(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let ctx = rw.ctx;
    let Some(p) = producer(o, "memref.expand_shape") else {
        return false;
    };
    let (src_ty, res_ty) = (p.operand_type(0), o.result_type(0));
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
    let src = p.operand(0);
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
            let cast = create(rw, op, "memref.cast", &[src], &[res_ty], &[]);
            rw.body().result(cast, 0)
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
    let Some(p) = producer(o, "memref.collapse_shape") else {
        return false;
    };
    let (src_ty, res_ty) = (p.operand_type(0), o.result_type(0));
    let (Some(src_shape), Some(res_shape)) = (ctx.shape(src_ty), ctx.shape(res_ty)) else {
        return false;
    };
    let (Some(collapse_groups), Some(expand_groups)) = (op_reassociation(p), op_reassociation(o)) else {
        return false;
    };
    let src = p.operand(0);
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
    let Some(cast) = def_named(o, o.operand(0), "memref.cast") else {
        return false;
    };
    if !can_fold_into_consumer(cast) {
        return false;
    }
    let src = cast.operand(0);
    let (Some(groups), old) = (op_reassociation(o), o.result_type(0)) else {
        return false;
    };
    let Some(new_ty) = collapsed_type(rw.ctx, o.value_type(src), &groups) else {
        return false;
    };
    if new_ty == old {
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
    let Some(cast) = def_named(o, o.operand(0), "memref.cast") else {
        return false;
    };
    if !can_fold_into_consumer(cast) {
        return false;
    }
    let (src, old) = (cast.operand(0), o.result_type(0));
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
        "memref.collapse_shape",
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
        "memref.expand_shape",
        &[
            ("mlir::ComposeReassociativeReshapeOps<mlir::memref::ExpandShapeOp, mlir::ReshapeOpKind::kExpand>", 1, compose_expands),
            ("mlir::ComposeExpandOfCollapseOp<mlir::memref::ExpandShapeOp, mlir::memref::CollapseShapeOp>", 1, expand_of_collapse),
            ("ExpandShapeOpMemRefCastFolder", 1, expand_of_cast),
        ],
    );
}
