//! The folders and canonicalization patterns of `memref.expand_shape` and
//! `memref.collapse_shape`: reshapes undone by their inverse, chains of
//! reshapes of one kind composed, a collapse of an expand (and an expand
//! of a collapse) made one reshape, and casts folded into reshapes.

use strata_ir::{
    Attribute, Context, Failed, FoldOutput, LogicalResult, OpFoldResult, OpId, OpRef, OperationState, Type,
    ValueId, DYNAMIC,
};
use strata_rewrite::{PatternRewriter, RewritePattern};

use super::fold::can_fold_into_consumer;
use super::reshape::{collapsed_layout, reassociation};
use super::views::layout_is_identity;
use super::{group, layout};
use crate::common::{add, const_i64, create, def_named, op_ref};

type Groups = Vec<Vec<i64>>;

fn groups_of(op: OpRef<'_>) -> Option<Groups> {
    reassociation(op.ctx, op.attr("reassociation")?)
}

fn groups_attr(ctx: &Context, groups: &[Vec<i64>]) -> Attribute {
    let i64_ty = ctx.i64();
    let outer: Vec<Attribute> = groups
        .iter()
        .map(|g| {
            let inner: Vec<Attribute> = g.iter().map(|&i| ctx.integer_attr(i64_ty, i)).collect();
            ctx.array_attr(&inner)
        })
        .collect();
    ctx.array_attr(&outer)
}

/// Whether the reshape `op` undoes `src`, whose source has the type of
/// `op`'s result: with at most one dynamic size; else with the same
/// reassociation, when `src` expands or no group of the source has two
/// dynamic sizes (MLIR's `foldReshapeOp`). For tensors and memrefs.
pub(crate) fn inverse_reshapes(op: OpRef<'_>, src: OpRef<'_>) -> bool {
    let Some(shape) = op.ctx.shape(src.operand_type(0)) else {
        return false;
    };
    if shape.iter().filter(|&&d| d == DYNAMIC).count() < 2 {
        return true;
    }
    let (Some(groups), Some(src_groups)) = (groups_of(op), groups_of(src)) else {
        return false;
    };
    if groups != src_groups {
        return false;
    }
    if src.name_str().ends_with("expand_shape") {
        return true;
    }
    groups.iter().all(|g| {
        g.iter()
            .filter(|&&i| usize::try_from(i).ok().and_then(|i| shape.get(i)) == Some(&DYNAMIC))
            .count()
            < 2
    })
}

/// The output shape of an expand replacing `collapse(expand)` (`expand`
/// the op id of the inner one), the collapse grouping the expand's sizes
/// by `groups`: each size the product of a group's sizes (constant
/// operands read as constants), the values multiplied in order with
/// `arith.muli` created before `at`, then by the constants' product when
/// it is not one. `None` on overflow. For tensors and memrefs.
pub(crate) fn composed_output_shape(
    rw: &mut PatternRewriter<'_>,
    at: OpId,
    expand: OpId,
    groups: &[Vec<i64>],
) -> Option<(Vec<i64>, Vec<ValueId>)> {
    let o = op_ref(rw, expand);
    let mut operands = o.operands().skip(1);
    let mut sizes: Vec<(i64, Option<ValueId>)> = Vec::new();
    for s in super::static_list(o, "static_output_shape") {
        if s != DYNAMIC {
            sizes.push((s, None));
            continue;
        }
        let v = operands.next()?;
        sizes.push(const_i64(o, v).map_or((DYNAMIC, Some(v)), |c| (c, None)));
    }
    drop(operands);
    let index = rw.ctx.index_type();
    let mul = |rw: &mut PatternRewriter<'_>, a: ValueId, b: ValueId| -> ValueId {
        let mut st = OperationState::new(rw.ctx.op_name("arith.muli"), rw.body().op_loc(at));
        st.operands = vec![a, b];
        st.result_types = vec![index];
        st.populate_default_properties(rw.ctx);
        rw.set_insertion_point(at);
        let m = rw.create(st);
        rw.body().result(m, 0)
    };
    let (mut statics, mut dynamic) = (Vec::with_capacity(groups.len()), Vec::new());
    for g in groups {
        let mut constant: i64 = 1;
        let mut product: Option<ValueId> = None;
        for &i in g {
            match *sizes.get(usize::try_from(i).ok()?)? {
                (_, Some(v)) => product = Some(product.map_or(v, |p| mul(rw, p, v))),
                (c, None) => constant = constant.checked_mul(c)?,
            }
        }
        let Some(mut p) = product else {
            statics.push(constant);
            continue;
        };
        if constant != 1 {
            let value = rw.ctx.integer_attr(index, constant);
            let k = create(rw, at, "arith.constant", &[], &[index], &[("value", value)]);
            let k = rw.body().result(k, 0);
            p = mul(rw, p, k);
        }
        statics.push(DYNAMIC);
        dynamic.push(p);
    }
    Some((statics, dynamic))
}

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
    let statics = super::static_list(o, "static_output_shape");
    (statics, group(o, 1).map(|i| o.operand(i)).collect())
}

fn create_collapse(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    src: ValueId,
    groups: &[Vec<i64>],
    ty: Type,
) -> ValueId {
    let attr = groups_attr(rw.ctx, groups);
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
        ("reassociation", groups_attr(ctx, groups)),
        ("static_output_shape", crate::scf::i64_array_attr(ctx, shape.0)),
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
    let (Some(a), Some(b)) = (groups_of(p), groups_of(o)) else {
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
    let (Some(expand_groups), Some(collapse_groups)) = (groups_of(p), groups_of(o)) else {
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

/// The source range `(first, last)` collapsing into a dynamic target size,
/// searched from `start`: up to the first dynamic source size, or to the
/// end when `greedy` (MLIR's `findReassociationRangeForDynamicDim`).
fn range_for_dynamic(src: &[i64], start: usize, greedy: bool) -> Option<(usize, usize)> {
    let pos = (start..src.len()).find(|&i| src[i] == DYNAMIC)?;
    Some((start, if greedy { src.len() - 1 } else { pos }))
}

/// The first source range from `start` of static sizes whose product is
/// `target` (a dynamic size restarts the search after it, a product too
/// large drops sizes from the front), with the unit sizes following it when
/// `greedy` (MLIR's `findReassociationRangeForSize`).
fn range_for_size(src: &[i64], start: usize, target: i64, greedy: bool) -> Option<(usize, usize)> {
    let (mut left, mut right) = (start, start);
    let mut product: i64 = 1;
    loop {
        let size = *src.get(right)?;
        if size == DYNAMIC {
            product = 1;
            left = right + 1;
        } else {
            product = product.checked_mul(size)?;
            while product > target && left < right && src[left] != 0 {
                product /= src[left];
                left += 1;
            }
            if product == target {
                break;
            }
        }
        right += 1;
    }
    if greedy {
        while src.get(right + 1) == Some(&1) {
            right += 1;
        }
    }
    Some((left, right))
}

/// The source range of each target size, left to right; source sizes
/// skipped before a range join the preceding dynamic target size (MLIR's
/// `findReassociationRangesForCollapse`).
fn collapse_ranges(src: &[i64], dst: &[i64]) -> Option<Vec<(usize, usize)>> {
    let mut ranges: Vec<(usize, usize)> = Vec::with_capacity(dst.len());
    let mut next = 0usize;
    for (t, &target) in dst.iter().enumerate() {
        let greedy = t + 1 == dst.len();
        let (left, right) = if target == DYNAMIC {
            range_for_dynamic(src, next, greedy)?
        } else {
            range_for_size(src, next, target, greedy)?
        };
        if left > right {
            return None;
        }
        if left > next {
            if t == 0 || dst[t - 1] != DYNAMIC {
                return None;
            }
            ranges[t - 1].1 = left - 1;
        }
        ranges.push((left, right));
        next = right + 1;
    }
    (ranges.last()?.1 + 1 == src.len()).then_some(ranges)
}

/// The groups collapsing the `src` shape into `dst`
/// (`getReassociationIndicesForCollapse`): the source ranges found left to
/// right, which must agree with those found right to left up to unit
/// sizes.
pub(crate) fn groups_for_collapse(src: &[i64], dst: &[i64]) -> Option<Groups> {
    if src.len() <= dst.len() {
        return None;
    }
    if dst.is_empty() {
        return src.iter().all(|&s| s == 1 || s == DYNAMIC).then(Vec::new);
    }
    let forward = collapse_ranges(src, dst)?;
    let reversed_src: Vec<i64> = src.iter().rev().copied().collect();
    let reversed_dst: Vec<i64> = dst.iter().rev().copied().collect();
    let n = src.len() - 1;
    let backward: Vec<(usize, usize)> = collapse_ranges(&reversed_src, &reversed_dst)?
        .into_iter()
        .rev()
        .map(|(l, r)| (n - r, n - l))
        .collect();
    if forward.len() != dst.len() || backward.len() != dst.len() {
        return None;
    }
    let mut groups = Vec::with_capacity(dst.len());
    for (&(l, r), &(bl, br)) in forward.iter().zip(&backward) {
        let differ = (l.min(bl)..=r.max(br)).filter(|&i| (l..=r).contains(&i) != (bl..=br).contains(&i));
        if differ.into_iter().any(|i| src[i] != 1) {
            return None;
        }
        groups.push((l..=r).map(|i| i as i64).collect());
    }
    Some(groups)
}

/// The groups collapsing `src_shape` into `dst_shape`, group by group of
/// the reshapes being composed; not where both sides of a group have two
/// dynamic sizes (`findCollapsingReassociation`). For tensors and memrefs.
pub(crate) fn collapsing_groups(
    src_groups: &[Vec<i64>],
    dst_groups: &[Vec<i64>],
    src_shape: &[i64],
    dst_shape: &[i64],
) -> Option<Groups> {
    if src_groups.is_empty() {
        return groups_for_collapse(src_shape, dst_shape);
    }
    let slice = |shape: &[i64], g: &[i64]| -> Option<Vec<i64>> {
        let start = usize::try_from(*g.first()?).ok()?;
        shape.get(start..start + g.len()).map(<[i64]>::to_vec)
    };
    let dynamic = |s: &[i64]| s.iter().filter(|&&x| x == DYNAMIC).count();
    let mut out = Vec::new();
    for (sg, dg) in src_groups.iter().zip(dst_groups) {
        let (s, d) = (slice(src_shape, sg)?, slice(dst_shape, dg)?);
        if dynamic(&s) >= 2 && dynamic(&d) >= 2 {
            return None;
        }
        let start = sg[0];
        if s.len() == d.len() {
            if s != d {
                return None;
            }
            out.extend((0..s.len() as i64).map(|k| vec![start + k]));
            continue;
        }
        for g in groups_for_collapse(&s, &d)? {
            out.push(g.iter().map(|&k| start + k).collect());
        }
    }
    Some(out)
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
    let (Some(collapse_groups), Some(expand_groups)) = (groups_of(p), groups_of(o)) else {
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
    let (Some(groups), old) = (groups_of(o), o.result_type(0)) else {
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
    let (Some(groups), Some(src_shape)) = (groups_of(o), ctx.shape(o.value_type(src))) else {
        return false;
    };
    let (mut sizes, operands) = output_shape(o);
    let mut operands = operands.into_iter();
    let mut kept = Vec::new();
    for s in sizes.iter_mut().filter(|s| **s == DYNAMIC) {
        let Some(v) = operands.next() else { return false };
        match const_i64(o, v).filter(|&c| c >= 0) {
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
