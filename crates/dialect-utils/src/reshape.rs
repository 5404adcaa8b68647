//! Reassociation groups of reshapes (`expand_shape`, `collapse_shape` of
//! tensors and memrefs): reading and building them, finding the groups
//! collapsing one shape into another, and the folds both dialects share
//! (MLIR's `ReshapeOpsUtils`).

use strata_ir::{Attribute, Context, LogicalResult, OpId, OpRef, OperationState, ValueId, DYNAMIC};
use strata_ods::constraints::attrs;
use strata_ods::AttrConstraint;
use strata_rewrite::PatternRewriter;

use crate::matchers::const_i64;
use crate::patterns::{create, op_ref};
use crate::static_value::static_list;

/// Reassociation groups: for each dimension of the lower-rank side, the
/// dimensions of the higher-rank side it stands for.
pub type Groups = Vec<Vec<i64>>;

/// `IndexListArrayAttr`: an array of arrays of i64 integers.
pub const INDEX_LIST_ARRAY: AttrConstraint =
    AttrConstraint::ArrayOf(&attrs::I64_ARRAY_ATTR, "Array of 64-bit integer array attributes");

/// The reassociation groups of an `IndexListArrayAttr`.
pub fn reassociation(ctx: &Context, a: Attribute) -> Option<Groups> {
    ctx.array_attr_elements(a)?
        .iter()
        .map(|&g| {
            ctx.array_attr_elements(g)?
                .iter()
                .map(|&i| ctx.integer_attr_value(i).map(|v| v.sext_i64()))
                .collect()
        })
        .collect()
}

/// The `reassociation` groups of the reshape `op`.
pub fn op_reassociation(op: OpRef<'_>) -> Option<Groups> {
    reassociation(op.ctx, op.attr("reassociation")?)
}

/// The `IndexListArrayAttr` of `groups`.
pub fn reassociation_attr(ctx: &Context, groups: &[Vec<i64>]) -> Attribute {
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

/// `expand_shape`'s `output_shape` operands (all but the source) give the
/// dynamic entries of `static_output_shape`, one each. Shared by the memref
/// and tensor ops.
pub fn verify_output_shape_values(op: OpRef<'_>, statics: &[i64]) -> LogicalResult {
    let dynamic = statics.iter().filter(|&&d| d == DYNAMIC).count();
    let values = op.num_operands() - 1;
    if values != dynamic {
        return Err(op.emit_op_error(format!(
            "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has {dynamic} dynamic dims while output_shape has {values} values"
        )));
    }
    Ok(())
}

/// Whether the reshape `op` undoes `src`, whose source has the type of
/// `op`'s result: with at most one dynamic size; else with the same
/// reassociation, when `src` expands or no group of the source has two
/// dynamic sizes (MLIR's `foldReshapeOp`). For tensors and memrefs.
pub fn inverse_reshapes(op: OpRef<'_>, src: OpRef<'_>) -> bool {
    let Some(shape) = op.ctx.shape(src.operand_type(0)) else {
        return false;
    };
    if shape.iter().filter(|&&d| d == DYNAMIC).count() < 2 {
        return true;
    }
    let (Some(groups), Some(src_groups)) = (op_reassociation(op), op_reassociation(src)) else {
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
pub fn composed_output_shape(
    rw: &mut PatternRewriter<'_>,
    at: OpId,
    expand: OpId,
    groups: &[Vec<i64>],
) -> Option<(Vec<i64>, Vec<ValueId>)> {
    let o = op_ref(rw, expand);
    let mut operands = o.operands().skip(1);
    let mut sizes: Vec<(i64, Option<ValueId>)> = Vec::new();
    for s in static_list(o, "static_output_shape") {
        if s != DYNAMIC {
            sizes.push((s, None));
            continue;
        }
        let v = operands.next()?;
        sizes.push(const_i64(o.ctx, o.body, v).map_or((DYNAMIC, Some(v)), |c| (c, None)));
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
pub fn groups_for_collapse(src: &[i64], dst: &[i64]) -> Option<Groups> {
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
pub fn collapsing_groups(
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
