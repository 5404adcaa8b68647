//! The folders of the vector ops: identities, chains of the same op,
//! extracts of what an insert, broadcast or from_elements built, and
//! constants (splats, dense vectors, masks).

use strata_dialect_arith::fold::{build, read, Elems};
use strata_dialect_utils::matchers::def;
use strata_ir::{
    APInt, AttrKind, Attribute, Context, Failed, FoldEdit, FoldOutput, LogicalResult, OpFoldResult, OpRef,
    Type, ValueId,
};
use strata_ods::directives::dense_i64_values;

use crate::types_util::{num_elements, vector_parts};

fn is_poison(ctx: &Context, a: Option<Attribute>) -> bool {
    a.is_some_and(|a| a == strata_dialect_ub::poison_attr(ctx))
}

fn poison(ctx: &Context, out: &mut FoldOutput) -> LogicalResult {
    out.results
        .push(OpFoldResult::Attr(strata_dialect_ub::poison_attr(ctx)));
    Ok(())
}

fn value(out: &mut FoldOutput, v: ValueId) -> LogicalResult {
    out.results.push(OpFoldResult::Value(v));
    Ok(())
}

fn constant(out: &mut FoldOutput, a: Option<Attribute>) -> LogicalResult {
    match a {
        Some(a) => {
            out.results.push(OpFoldResult::Attr(a));
            Ok(())
        }
        None => Err(Failed),
    }
}

fn operand_attr(operands: &[Option<Attribute>], i: usize) -> Option<Attribute> {
    operands.get(i).copied().flatten()
}

/// The value of a scalar or splat constant.
fn splat_value(ctx: &Context, a: Option<Attribute>) -> Option<APInt> {
    match read(ctx, a?)? {
        Elems::Scalar(v) | Elems::Splat(v) => Some(v),
        Elems::Dense(_) => None,
    }
}

/// A splat constant of `ty` with the value of the scalar or splat
/// constant `a`.
fn splat_of(ctx: &Context, a: Option<Attribute>, ty: Type) -> Option<Attribute> {
    let v = splat_value(ctx, a)?;
    build(ctx, ty, &[v])
}

fn dense(op: OpRef<'_>, name: &str) -> Vec<i64> {
    op.attr(name)
        .and_then(|a| dense_i64_values(op.ctx, a))
        .unwrap_or_default()
}

/// The static position of an extract or insert when it has no dynamic
/// index.
fn static_position(op: OpRef<'_>, num_fixed_operands: usize) -> Option<Vec<i64>> {
    (op.num_operands() == num_fixed_operands).then(|| dense(op, "static_position"))
}

/// One index of an extract's or insert's position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Index {
    Static(i64),
    Dynamic(ValueId),
}

/// The position of an extract or insert (whose first `fixed` operands are
/// not indices) with its dynamic indices that are constants folded in
/// (MLIR's `extractInsertFoldConstantOp`), and whether one was. `None`
/// when the operands do not match the position.
fn mixed_position(op: OpRef<'_>, operands: &[Option<Attribute>], fixed: usize) -> Option<(Vec<Index>, bool)> {
    let ctx = op.ctx;
    let mut dynamic = op.operands().skip(fixed).zip(operands.iter().skip(fixed));
    let mut folded = false;
    // The vector indexed: the source of an extract, the destination of an
    // insert. A constant index outside its dimension (other than the
    // poison index) stays an operand, as in MLIR.
    let shape = ctx
        .shape(op.operand_type(fixed - 1))
        .map(<[i64]>::to_vec)
        .unwrap_or_default();
    let mut pos = Vec::new();
    for (i, p) in dense(op, "static_position").into_iter().enumerate() {
        if p != strata_ir::DYNAMIC {
            pos.push(Index::Static(p));
            continue;
        }
        let (v, a) = dynamic.next()?;
        let in_bounds =
            |c: i64| c == crate::verify::POISON || shape.get(i).is_some_and(|&d| (0..d).contains(&c));
        match a.and_then(|a| ctx.integer_attr_value(a)) {
            Some(c) if c.fits_i64_signed() && in_bounds(c.sext_i64()) => {
                pos.push(Index::Static(c.sext_i64()));
                folded = true;
            }
            _ => pos.push(Index::Dynamic(v)),
        }
    }
    Some((pos, folded))
}

/// The in-place edits giving an extract or insert (whose first `fixed`
/// operands are not indices) the position `pos`.
fn set_position(ctx: &Context, fixed: usize, pos: &[Index]) -> Vec<FoldEdit> {
    let kept: Vec<ValueId> = pos
        .iter()
        .filter_map(|i| match i {
            Index::Dynamic(v) => Some(*v),
            Index::Static(_) => None,
        })
        .collect();
    let static_pos: Vec<i64> = pos
        .iter()
        .map(|i| match i {
            Index::Static(p) => *p,
            Index::Dynamic(_) => strata_ir::DYNAMIC,
        })
        .collect();
    let mut edits: Vec<FoldEdit> = kept
        .iter()
        .enumerate()
        .map(|(i, &v)| FoldEdit::SetOperand((fixed + i) as u32, v))
        .collect();
    edits.push(FoldEdit::TruncateOperands((fixed + kept.len()) as u32));
    edits.push(FoldEdit::SetAttr(
        ctx.ident("static_position"),
        Some(strata_ods::directives::dense_i64_array(ctx, &static_pos)),
    ));
    edits
}

/// The position of an extract or insert with its constant dynamic indices
/// folded in, and the in-place edits making that change: none when no
/// dynamic index is a constant. `None` when a dynamic index is not a
/// constant.
fn position_with_constant_indices(
    op: OpRef<'_>,
    operands: &[Option<Attribute>],
    fixed: usize,
) -> (Option<Vec<i64>>, Vec<FoldEdit>) {
    let Some((pos, folded)) = mixed_position(op, operands, fixed) else {
        return (None, Vec::new());
    };
    if !folded {
        return (static_position(op, fixed), Vec::new());
    }
    let edits = set_position(op.ctx, fixed, &pos);
    let all_static = pos
        .iter()
        .map(|i| match i {
            Index::Static(p) => Some(*p),
            Index::Dynamic(_) => None,
        })
        .collect();
    (all_static, edits)
}

/// The row-major linear index of `pos` (a prefix of the indices) in
/// `shape`, and the number of elements it covers.
pub(crate) fn linearize(shape: &[i64], pos: &[i64]) -> Option<(usize, usize)> {
    if pos.len() > shape.len() {
        return None;
    }
    let inner: i64 = shape[pos.len()..].iter().product();
    let mut idx = 0i64;
    for (&p, &d) in pos.iter().zip(shape) {
        if p < 0 || p >= d {
            return None;
        }
        idx = idx * d + p;
    }
    Some(((idx * inner) as usize, inner as usize))
}

fn is_fixed(ctx: &Context, t: Type) -> bool {
    vector_parts(ctx, t).is_some_and(|(_, sc, _)| !sc.iter().any(|&b| b))
}

// ---- broadcast ----------------------------------------------------------------------

pub(crate) fn fold_broadcast(
    op: OpRef<'_>,
    operands: &[Option<Attribute>],
    out: &mut FoldOutput,
) -> LogicalResult {
    let ctx = op.ctx;
    let src = op.operand(0);
    let res = op.result_type(0);
    if op.value_type(src) == res {
        return value(out, src);
    }
    if is_poison(ctx, operand_attr(operands, 0)) {
        return poison(ctx, out);
    }
    // A scalar constant of another type than the elements (an `index`
    // attribute of an `llvm.mlir.constant` of i64, say) is not folded.
    let scalar_type_differs = operand_attr(operands, 0).is_some_and(|a| match ctx.attr_kind(a) {
        AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } => ctx.element_type(res) != Some(*ty),
        _ => false,
    });
    if !scalar_type_differs {
        if let Some(a) = splat_of(ctx, operand_attr(operands, 0), res) {
            return constant(out, Some(a));
        }
    }
    // A broadcast of a shape_cast that only changed leading unit
    // dimensions broadcasts the cast's source.
    if let Some(c) = def(op, src).filter(|d| d.name_str() == "vector.shape_cast") {
        let cast_src_t = c.operand_type(0);
        if let (Some((s_shape, _, _)), Some((c_shape, _, _))) =
            (vector_parts(ctx, cast_src_t), vector_parts(ctx, c.result_type(0)))
        {
            let n = s_shape.len().min(c_shape.len());
            if crate::verify::broadcast_error(ctx, cast_src_t, res).is_none()
                && s_shape[s_shape.len() - n..] == c_shape[c_shape.len() - n..]
            {
                out.edits.push(FoldEdit::SetOperand(0, c.operand(0)));
                return Ok(());
            }
        }
    }
    // broadcast(broadcast(x)) is a canonicalization (`BroadcastFolder`),
    // not a fold.
    Err(Failed)
}

// ---- extract ------------------------------------------------------------------------

pub(crate) fn fold_extract(
    op: OpRef<'_>,
    operands: &[Option<Attribute>],
    out: &mut FoldOutput,
) -> LogicalResult {
    let ctx = op.ctx;
    let src = op.operand(0);
    let res = op.result_type(0);
    if is_poison(ctx, operand_attr(operands, 0))
        || dense(op, "static_position").contains(&crate::verify::POISON)
    {
        return poison(ctx, out);
    }
    if let Some(input) = def(op, src).and_then(broadcast_like_source) {
        // Whatever the position, an element of a broadcast of `res` is the
        // broadcast value.
        if op.value_type(input) == res {
            return value(out, input);
        }
        if let Some(edits) = extract_through_broadcast(op, operands, input) {
            out.edits = edits;
            return Ok(());
        }
    }
    let (pos, index_edits) = position_with_constant_indices(op, operands, 1);
    let Some(pos) = pos else {
        return with_index_edits(out, index_edits, Err(Failed));
    };
    let r = fold_extract_at(op, operands, out, &pos);
    with_index_edits(out, index_edits, r)
}

/// The source of a `vector.broadcast`, or of a `vector.shape_cast` that
/// only prepends unit dimensions (both only repeat their source).
pub fn broadcast_like_source(d: OpRef<'_>) -> Option<ValueId> {
    match d.name_str() {
        "vector.broadcast" => Some(d.operand(0)),
        "vector.shape_cast" => {
            let ctx = d.ctx;
            let (src, _, _) = vector_parts(ctx, d.operand_type(0))?;
            let (dst, _, _) = vector_parts(ctx, d.result_type(0))?;
            (dst.len() >= src.len() && dst[dst.len() - src.len()..] == *src).then(|| d.operand(0))
        }
        _ => None,
    }
}

/// The edits making an extract of a broadcast-like op read the broadcast's
/// `input` instead, when the extracted part is a part of `input` (no
/// broadcast dimension among the extracted trailing ones): broadcast
/// dimensions of the position are dropped, stretched unit ones become 0.
fn extract_through_broadcast(
    op: OpRef<'_>,
    operands: &[Option<Attribute>],
    input: ValueId,
) -> Option<Vec<FoldEdit>> {
    let ctx = op.ctx;
    let res = op.result_type(0);
    let (in_shape, _, _) = vector_parts(ctx, op.value_type(input))?;
    let res_shape: &[i64] = vector_parts(ctx, res).map(|(s, _, _)| s).unwrap_or(&[]);
    let (bcast_shape, _, _) = vector_parts(ctx, op.operand_type(0))?;
    if res_shape.len() > in_shape.len() || in_shape[in_shape.len() - res_shape.len()..] != *res_shape {
        return None;
    }
    let (pos, _) = mixed_position(op, operands, 1)?;
    let delta_overall = in_shape.len() - res_shape.len();
    let delta_bcast = bcast_shape.len().checked_sub(in_shape.len())?;
    let new_pos = in_shape[..delta_overall]
        .iter()
        .enumerate()
        .map(|(i, &d)| {
            if d == 1 {
                Some(Index::Static(0))
            } else {
                pos.get(i + delta_bcast).copied()
            }
        })
        .collect::<Option<Vec<Index>>>()?;
    let mut edits = vec![FoldEdit::SetOperand(0, input)];
    edits.extend(set_position(ctx, 1, &new_pos));
    Some(edits)
}

/// The edits making `op` (an extract, or an extract_strided_slice) read
/// `from` at `pos` (its static position or offsets).
fn read_at(op: OpRef<'_>, from: ValueId, name: &str, pos: &[i64]) -> Vec<FoldEdit> {
    let ctx = op.ctx;
    let attr = if name == "static_position" {
        strata_ods::directives::dense_i64_array(ctx, pos)
    } else {
        i64_array(ctx, pos)
    };
    vec![
        FoldEdit::SetOperand(0, from),
        FoldEdit::SetAttr(ctx.ident(name), Some(attr)),
    ]
}

/// An extract of a unit-stride extract_strided_slice reads the slice's
/// source, at the position shifted by the slice's offsets, when the slice
/// keeps the extracted dimensions whole.
fn extract_of_strided_slice(op: OpRef<'_>, slice: OpRef<'_>, pos: &[i64]) -> Option<Vec<FoldEdit>> {
    let ctx = op.ctx;
    if i64_list(slice, "strides").iter().any(|&s| s != 1) {
        return None;
    }
    let (src_shape, _, _) = vector_parts(ctx, slice.operand_type(0))?;
    let (slice_shape, _, _) = vector_parts(ctx, slice.result_type(0))?;
    let mut offsets = i64_list(slice, "offsets");
    // Trailing dimensions taken whole from 0 shift nothing.
    while let Some(&last) = offsets.last() {
        let d = offsets.len() - 1;
        if last != 0 || slice_shape.get(d) != src_shape.get(d) {
            break;
        }
        offsets.pop();
    }
    let res_rank = vector_parts(ctx, op.result_type(0)).map_or(0, |(s, _, _)| s.len());
    if res_rank + offsets.len() > src_shape.len() || offsets.len() > pos.len() {
        return None;
    }
    let mut new_pos = pos.to_vec();
    for (p, o) in new_pos.iter_mut().zip(&offsets) {
        *p += o;
    }
    Some(read_at(op, slice.operand(0), "static_position", &new_pos))
}

/// An extract from a chain of unit-stride insert_strided_slices reads the
/// first inserted vector (walking up the chain past disjoint ones) that
/// holds the whole extracted part.
fn extract_of_insert_strided_chain(op: OpRef<'_>, first: OpRef<'_>, pos: &[i64]) -> Option<Vec<FoldEdit>> {
    let ctx = op.ctx;
    let res_rank = vector_parts(ctx, op.result_type(0)).map_or(0, |(s, _, _)| s.len());
    let mut insert = first;
    loop {
        let (src_shape, _, _) = vector_parts(ctx, insert.operand_type(0))?;
        let (dst_shape, _, _) = vector_parts(ctx, insert.operand_type(1))?;
        if src_shape.is_empty() || res_rank > src_shape.len() {
            return None;
        }
        if i64_list(insert, "strides").iter().any(|&s| s != 1) {
            return None;
        }
        let rank_diff = dst_shape.len().checked_sub(src_shape.len())?;
        let offsets = i64_list(insert, "offsets");
        let mut diffs = Vec::new();
        let mut disjoint = false;
        for (dim, &p) in pos.iter().enumerate() {
            let start = *offsets.get(dim)?;
            let size = if dim < rank_diff {
                1
            } else {
                src_shape[dim - rank_diff]
            };
            if (start..start + size).contains(&p) {
                if dim >= rank_diff {
                    diffs.push(p - start);
                }
            } else {
                disjoint = true;
                break;
            }
        }
        if !disjoint {
            // A partly inserted extracted part does not fold.
            let src_rank_diff = src_shape.len() - res_rank;
            if (0..res_rank).any(|i| src_shape[i + src_rank_diff] != dst_shape[i + src_rank_diff + rank_diff])
            {
                return None;
            }
            return Some(read_at(op, insert.operand(0), "static_position", &diffs));
        }
        insert = def(insert, insert.operand(1)).filter(|d| d.name_str() == "vector.insert_strided_slice")?;
    }
}

/// Where an extract reads through a chain of inserts and transposes.
enum ChainRead {
    /// The value an insert stored at exactly the extracted position.
    Inserted(ValueId),
    /// The vector to read instead, at the given position.
    At(ValueId, Vec<i64>),
}

/// An extract at the static position `pos` of a chain of `vector.insert`
/// and `vector.transpose` ops (MLIR's extract-from-insert-transpose chain
/// fold): transposes permute the position, inserts elsewhere are skipped,
/// an insert covering the extracted part gives its value (or a part of
/// it). The dimensions not extracted are tracked as negative markers
/// after the position: the fold holds only where they come out in their
/// first order, since an extract cannot transpose what it reads.
fn extract_through_insert_transpose_chain(op: OpRef<'_>, pos: &[i64]) -> Option<ChainRead> {
    let ctx = op.ctx;
    let rank = vector_parts(ctx, op.operand_type(0))?.0.len();
    let num_markers = rank.checked_sub(pos.len())?;
    let markers: Vec<i64> = (1..=num_markers as i64).map(|i| -i).collect();
    let mut full: Vec<i64> = pos.iter().copied().chain(markers.iter().copied()).collect();
    let in_order = |full: &[i64]| full[full.len() - num_markers..] == markers[..];
    let start = op.operand(0);
    let mut from = start;
    while let Some(d) = def(op, from) {
        match d.name_str() {
            "vector.transpose" => {
                // Result dimension i is source dimension perm[i].
                let perm = dense(d, "permutation");
                if perm.len() != full.len() {
                    return None;
                }
                let mut moved = vec![0i64; full.len()];
                for (&p, &f) in perm.iter().zip(&full) {
                    *moved.get_mut(usize::try_from(p).ok()?)? = f;
                }
                full = moved;
                from = d.operand(0);
            }
            "vector.insert" => {
                let ipos = dense(d, "static_position");
                if ipos.contains(&crate::verify::POISON) {
                    return None;
                }
                if !ipos.contains(&strata_ir::DYNAMIC) && full.starts_with(&ipos) {
                    let extracted = full.len() - num_markers;
                    if ipos.len() == extracted {
                        let same_type = op.value_type(d.operand(0)) == op.result_type(0);
                        return (same_type && in_order(&full)).then_some(ChainRead::Inserted(d.operand(0)));
                    }
                    // The insert covers the extracted part: read its value
                    // at the rest of the position.
                    full.drain(..ipos.len());
                    let extracted = full.len() - num_markers;
                    return in_order(&full).then(|| ChainRead::At(d.operand(0), full[..extracted].to_vec()));
                }
                // An overlap that is not a cover: nothing to fold. Unknown
                // (dynamic) and not extracted indices overlap anything.
                let overlaps = ipos.iter().zip(&full).all(|(&i, &f)| i < 0 || f < 0 || i == f);
                if overlaps {
                    return None;
                }
                from = d.operand(1);
            }
            _ => break,
        }
    }
    let extracted = full.len() - num_markers;
    (from != start && in_order(&full)).then(|| ChainRead::At(from, full[..extracted].to_vec()))
}

/// A fold's outcome with the in-place edits that folded constant dynamic
/// indices in: replacement results win; otherwise the index edits come
/// first, then the fold's own edits.
fn with_index_edits(out: &mut FoldOutput, index_edits: Vec<FoldEdit>, r: LogicalResult) -> LogicalResult {
    if index_edits.is_empty() || (r.is_ok() && !out.results.is_empty()) {
        return r;
    }
    let own = if r.is_ok() {
        std::mem::take(&mut out.edits)
    } else {
        Vec::new()
    };
    out.results.clear();
    out.edits = index_edits;
    out.edits.extend(own);
    Ok(())
}

/// The folds of `vector.extract` at the static position `pos`.
fn fold_extract_at(
    op: OpRef<'_>,
    operands: &[Option<Attribute>],
    out: &mut FoldOutput,
    pos: &[i64],
) -> LogicalResult {
    let ctx = op.ctx;
    let src = op.operand(0);
    let res = op.result_type(0);
    let pos = pos.to_vec();
    if pos.is_empty() && op.value_type(src) == res {
        return value(out, src);
    }
    let src_t = op.value_type(src);
    let Some((shape, _, _)) = vector_parts(ctx, src_t) else {
        return Err(Failed);
    };
    // Constants (the element of a 0-d vector included).
    if let Some(a) = operand_attr(operands, 0) {
        match read(ctx, a) {
            Some(Elems::Splat(v)) => return constant(out, build(ctx, res, &[v])),
            Some(Elems::Dense(values)) if is_fixed(ctx, src_t) => {
                if let Some((start, len)) = linearize(shape, &pos) {
                    if let Some(slice) = values.get(start..start + len) {
                        return constant(out, build(ctx, res, slice));
                    }
                }
            }
            _ => {}
        }
    }
    let Some(producer) = def(op, src) else {
        return Err(Failed);
    };
    // Of the producers, only a 0-d `vector.from_elements` (below) is read
    // through at an empty position.
    if pos.is_empty() && !matches!(producer.name_str(), "vector.from_elements" | "vector.shape_cast") {
        return Err(Failed);
    }
    match producer.name_str() {
        "vector.broadcast" => {
            let b = producer.operand(0);
            if op.value_type(b) == res {
                return value(out, b);
            }
        }
        "vector.insert" | "vector.transpose" => match extract_through_insert_transpose_chain(op, &pos) {
            Some(ChainRead::Inserted(v)) => return value(out, v),
            Some(ChainRead::At(from, at)) => {
                out.edits = read_at(op, from, "static_position", &at);
                return Ok(());
            }
            None => {}
        },
        // An extract of an extract reads the first one's source at the
        // joined position.
        "vector.extract" => {
            if let Some(ppos) = static_position(producer, 1) {
                if !ppos.contains(&crate::verify::POISON) {
                    let mut joined = ppos;
                    joined.extend_from_slice(&pos);
                    out.edits.push(FoldEdit::SetOperand(0, producer.operand(0)));
                    out.edits.push(FoldEdit::SetAttr(
                        ctx.ident("static_position"),
                        Some(strata_ods::directives::dense_i64_array(ctx, &joined)),
                    ));
                    return Ok(());
                }
            }
        }
        "vector.extract_strided_slice" => {
            if let Some(edits) = extract_of_strided_slice(op, producer, &pos) {
                out.edits = edits;
                return Ok(());
            }
        }
        "vector.insert_strided_slice" => {
            if let Some(edits) = extract_of_insert_strided_chain(op, producer, &pos) {
                out.edits = edits;
                return Ok(());
            }
        }
        // An element of a 1-D shuffle is the element of the operand it was
        // picked from.
        "vector.shuffle" if pos.len() == 1 => {
            let v1 = producer.operand(0);
            if let Some(([n], _, _)) = vector_parts(ctx, op.value_type(v1)) {
                if let Some(&picked) = dense(producer, "mask").get(pos[0] as usize) {
                    let (from, at) = if picked < *n {
                        (v1, picked)
                    } else {
                        (producer.operand(1), picked - n)
                    };
                    out.edits.push(FoldEdit::SetOperand(0, from));
                    out.edits.push(FoldEdit::SetAttr(
                        ctx.ident("static_position"),
                        Some(strata_ods::directives::dense_i64_array(ctx, &[at])),
                    ));
                    return Ok(());
                }
            }
        }
        // An extract of a shape_cast that keeps the extracted trailing
        // dimensions reads the cast's source at the same linear position.
        "vector.shape_cast" => {
            let cast_src = producer.operand(0);
            // Scalable dimensions count by their base size, as in MLIR.
            let Some((cast_shape, _, _)) = vector_parts(ctx, op.value_type(cast_src)) else {
                return Err(Failed);
            };
            let res_shape: &[i64] = vector_parts(ctx, res).map(|(s, _, _)| s).unwrap_or(&[]);
            let rank = res_shape.len();
            if rank > cast_shape.len() || cast_shape[cast_shape.len() - rank..] != *res_shape {
                return Err(Failed);
            }
            let Some((start, _)) = linearize(shape, &pos) else {
                return Err(Failed);
            };
            let lead = &cast_shape[..cast_shape.len() - rank];
            let inner: i64 = res_shape.iter().product();
            let mut rest = start as i64 / inner.max(1);
            let mut new_pos = vec![0i64; lead.len()];
            for (p, &d) in new_pos.iter_mut().zip(lead).rev() {
                *p = rest % d.max(1);
                rest /= d.max(1);
            }
            out.edits.push(FoldEdit::SetOperand(0, cast_src));
            out.edits.push(FoldEdit::SetAttr(
                ctx.ident("static_position"),
                Some(strata_ods::directives::dense_i64_array(ctx, &new_pos)),
            ));
            return Ok(());
        }
        "vector.from_elements" if vector_parts(ctx, res).is_none() && pos.len() == shape.len() => {
            if let Some((idx, _)) = linearize(shape, &pos) {
                if idx < producer.num_operands() {
                    return value(out, producer.operand(idx));
                }
            }
        }
        _ => {}
    }
    Err(Failed)
}

// ---- insert -------------------------------------------------------------------------

pub(crate) fn fold_insert(
    op: OpRef<'_>,
    operands: &[Option<Attribute>],
    out: &mut FoldOutput,
) -> LogicalResult {
    let ctx = op.ctx;
    if dense(op, "static_position").contains(&crate::verify::POISON) {
        return poison(ctx, out);
    }
    let (pos, index_edits) = position_with_constant_indices(op, operands, 2);
    // An insert at the position an insert into its destination wrote
    // overwrites it: insert into that one's destination.
    if let Some(d) = def(op, op.operand(1)).filter(|d| d.name_str() == "vector.insert") {
        let mine = mixed_position(op, operands, 2).map(|(p, _)| p);
        let theirs = mixed_position(d, &vec![None; d.num_operands()], 2).map(|(p, _)| p);
        if mine.is_some() && mine == theirs {
            out.edits.push(FoldEdit::SetOperand(1, d.operand(1)));
            return with_index_edits(out, index_edits, Ok(()));
        }
    }
    let Some(pos) = pos else {
        return with_index_edits(out, index_edits, Err(Failed));
    };
    let r = fold_insert_at(op, operands, out, &pos);
    with_index_edits(out, index_edits, r)
}

/// The folds of `vector.insert` at the static position `pos`.
fn fold_insert_at(
    op: OpRef<'_>,
    operands: &[Option<Attribute>],
    out: &mut FoldOutput,
    pos: &[i64],
) -> LogicalResult {
    let ctx = op.ctx;
    let pos = pos.to_vec();
    if pos.is_empty() && op.operand_type(0) == op.result_type(0) {
        return value(out, op.operand(0));
    }
    let (Some(v), Some(d)) = (operand_attr(operands, 0), operand_attr(operands, 1)) else {
        return Err(Failed);
    };
    let dest_t = op.operand_type(1);
    if !is_fixed(ctx, dest_t) || pos.contains(&crate::verify::POISON) {
        return Err(Failed);
    }
    let Some((shape, _, _)) = vector_parts(ctx, dest_t) else {
        return Err(Failed);
    };
    let n = num_elements(shape).max(0) as usize;
    let mut values = match read(ctx, d) {
        Some(Elems::Splat(s)) => vec![s; n],
        Some(Elems::Dense(v)) => v,
        _ => return Err(Failed),
    };
    let (start, len) = linearize(shape, &pos).ok_or(Failed)?;
    let inserted = match read(ctx, v) {
        Some(Elems::Scalar(s)) | Some(Elems::Splat(s)) => vec![s; len],
        Some(Elems::Dense(v)) if v.len() == len => v,
        _ => return Err(Failed),
    };
    values
        .get_mut(start..start + len)
        .ok_or(Failed)?
        .clone_from_slice(&inserted);
    constant(out, build(ctx, op.result_type(0), &values))
}

// ---- from_elements / to_elements ------------------------------------------------------

pub(crate) fn fold_from_elements(
    op: OpRef<'_>,
    operands: &[Option<Attribute>],
    out: &mut FoldOutput,
) -> LogicalResult {
    let ctx = op.ctx;
    let res = op.result_type(0);
    if op.num_operands() > 0 {
        let values: Option<Vec<APInt>> = (0..op.num_operands())
            .map(|i| match read(ctx, operand_attr(operands, i)?)? {
                Elems::Scalar(v) => Some(v),
                _ => None,
            })
            .collect();
        if let Some(values) = values {
            return constant(out, build(ctx, res, &values));
        }
    }
    // All the results of one to_elements, in order, rebuild its source.
    if let Some(te) = op
        .operands()
        .next()
        .and_then(|v| def(op, v))
        .filter(|d| d.name_str() == "vector.to_elements")
    {
        let in_order = te.num_results() == op.num_operands()
            && op.operands().enumerate().all(|(i, v)| v == te.result(i));
        if in_order && te.operand_type(0) == res {
            return value(out, te.operand(0));
        }
    }
    // The elements of one vector, extracted in order, are that vector.
    let mut source = None;
    for (i, v) in op.operands().enumerate() {
        let Some(e) = def(op, v).filter(|d| d.name_str() == "vector.extract") else {
            return Err(Failed);
        };
        let s = e.operand(0);
        if source.is_some_and(|x| x != s) || e.num_operands() != 1 {
            return Err(Failed);
        }
        source = Some(s);
        let Some((shape, _, _)) = vector_parts(ctx, op.value_type(s)) else {
            return Err(Failed);
        };
        let pos = dense(e, "static_position");
        if pos.len() != shape.len() || linearize(shape, &pos).map(|p| p.0) != Some(i) {
            return Err(Failed);
        }
    }
    match source {
        Some(s) if op.value_type(s) == res => value(out, s),
        _ => Err(Failed),
    }
}

pub(crate) fn fold_to_elements(
    op: OpRef<'_>,
    _: &[Option<Attribute>],
    out: &mut FoldOutput,
) -> LogicalResult {
    // Every element of a broadcast scalar is that scalar.
    if let Some(b) = def(op, op.operand(0)).filter(|d| d.name_str() == "vector.broadcast") {
        if vector_parts(op.ctx, b.operand_type(0)).is_none() {
            for _ in 0..op.num_results() {
                out.results.push(OpFoldResult::Value(b.operand(0)));
            }
            return Ok(());
        }
    }
    let Some(fe) = def(op, op.operand(0)).filter(|d| d.name_str() == "vector.from_elements") else {
        return Err(Failed);
    };
    if fe.num_operands() != op.num_results() {
        return Err(Failed);
    }
    for v in fe.operands() {
        out.results.push(OpFoldResult::Value(v));
    }
    Ok(())
}

// ---- shape changes --------------------------------------------------------------------

pub(crate) fn fold_shape_cast(
    op: OpRef<'_>,
    operands: &[Option<Attribute>],
    out: &mut FoldOutput,
) -> LogicalResult {
    let ctx = op.ctx;
    let src = op.operand(0);
    let res = op.result_type(0);
    if op.value_type(src) == res {
        return value(out, src);
    }
    if is_poison(ctx, operand_attr(operands, 0)) {
        return poison(ctx, out);
    }
    if let Some(inner) = def(op, src).filter(|d| d.name_str() == "vector.shape_cast") {
        let s = inner.operand(0);
        if op.value_type(s) == res {
            return value(out, s);
        }
        out.edits.push(FoldEdit::SetOperand(0, s));
        return Ok(());
    }
    // A shape_cast back to the type a broadcast started from.
    if let Some(b) = def(op, src).filter(|d| d.name_str() == "vector.broadcast") {
        if b.operand_type(0) == res {
            return value(out, b.operand(0));
        }
    }
    // A transpose that keeps the elements' order is itself a shape change.
    if let Some(t) = def(op, src).filter(|d| d.name_str() == "vector.transpose") {
        if is_order_preserving(ctx, t.operand_type(0), &dense(t, "permutation")) {
            let s = t.operand(0);
            if op.value_type(s) == res {
                return value(out, s);
            }
            out.edits.push(FoldEdit::SetOperand(0, s));
            return Ok(());
        }
    }
    if let Some(a) = operand_attr(operands, 0) {
        match read(ctx, a) {
            Some(Elems::Splat(v)) => return constant(out, build(ctx, res, &[v])),
            Some(Elems::Dense(values)) if is_fixed(ctx, res) => {
                return constant(out, build(ctx, res, &values))
            }
            _ => {}
        }
    }
    Err(Failed)
}

pub(crate) fn fold_transpose(
    op: OpRef<'_>,
    operands: &[Option<Attribute>],
    out: &mut FoldOutput,
) -> LogicalResult {
    let ctx = op.ctx;
    let src = op.operand(0);
    let res = op.result_type(0);
    let perm = dense(op, "permutation");
    // MLIR's order: splat constants, poison, then identities.
    if let Some(a) = splat_of(
        ctx,
        operand_attr(operands, 0).filter(|&a| matches!(read(ctx, a), Some(Elems::Splat(_)))),
        res,
    ) {
        return constant(out, Some(a));
    }
    if is_poison(ctx, operand_attr(operands, 0)) {
        return poison(ctx, out);
    }
    // A transpose that keeps the shape and moves only unit dimensions.
    if op.value_type(src) == res && is_order_preserving(ctx, res, &perm) {
        return value(out, src);
    }
    Err(Failed)
}

/// Whether transposing a vector of type `src_t` by `perm` keeps its
/// elements in order: only non-scalable unit dimensions move past others
/// (MLIR's `isOrderPreserving`).
pub(crate) fn is_order_preserving(ctx: &Context, src_t: Type, perm: &[i64]) -> bool {
    let Some((shape, scalable, _)) = vector_parts(ctx, src_t) else {
        return false;
    };
    let unit = |d: i64| {
        usize::try_from(d)
            .ok()
            .is_some_and(|d| shape.get(d) == Some(&1) && !scalable.get(d).copied().unwrap_or(false))
    };
    let mut current = 0;
    for &p in perm {
        if !unit(p) {
            if p < current {
                return false;
            }
            current = p;
        }
    }
    true
}

pub(crate) fn fold_bitcast(
    op: OpRef<'_>,
    operands: &[Option<Attribute>],
    out: &mut FoldOutput,
) -> LogicalResult {
    let ctx = op.ctx;
    let src = op.operand(0);
    let res = op.result_type(0);
    if op.value_type(src) == res {
        return value(out, src);
    }
    if let Some(inner) = def(op, src).filter(|d| d.name_str() == "vector.bitcast") {
        let s = inner.operand(0);
        if op.value_type(s) == res {
            return value(out, s);
        }
        out.edits.push(FoldEdit::SetOperand(0, s));
        return Ok(());
    }
    if is_poison(ctx, operand_attr(operands, 0)) {
        return poison(ctx, out);
    }
    // A splat into wider elements repeats its bit pattern, as MLIR does for
    // f16 to f32 and integers to wider integers.
    if let Some(v) = operand_attr(operands, 0)
        .filter(|&a| matches!(read(ctx, a), Some(Elems::Splat(_))))
        .and_then(|a| splat_value(ctx, Some(a)))
    {
        let src_elem = ctx.element_type_or_self(op.value_type(src));
        let dst_elem = ctx.element_type_or_self(res);
        let width = |t: Type| match ctx.type_kind(t) {
            strata_ir::TypeKind::Integer { width, .. } => Some(*width),
            _ => None,
        };
        let is_f = |t: Type, k: strata_ir::FloatKind| matches!(ctx.type_kind(t), strata_ir::TypeKind::Float(f) if *f == k);
        let widths = match (width(src_elem), width(dst_elem)) {
            (Some(s), Some(d)) if d > s && d % s == 0 => Some((s, d)),
            _ if is_f(src_elem, strata_ir::FloatKind::F16) && is_f(dst_elem, strata_ir::FloatKind::F32) => {
                Some((16, 32))
            }
            _ => None,
        };
        if let Some((s, d)) = widths {
            let part = v.zext(d);
            let mut bits = part.clone();
            for _ in 1..d / s {
                bits = bits.shl(s).or(&part);
            }
            return constant(out, build(ctx, res, &[bits]));
        }
    }
    Err(Failed)
}

pub(crate) fn fold_extract_strided_slice(
    op: OpRef<'_>,
    operands: &[Option<Attribute>],
    out: &mut FoldOutput,
) -> LogicalResult {
    let ctx = op.ctx;
    let src = op.operand(0);
    let res = op.result_type(0);
    if op.value_type(src) == res {
        return value(out, src);
    }
    if let Some(edits) = strided_slice_of_insert_chain(op) {
        out.edits = edits;
        return Ok(());
    }
    match operand_attr(operands, 0).and_then(|a| read(ctx, a)) {
        Some(Elems::Splat(v)) => return constant(out, build(ctx, res, &[v])),
        // A unit-stride slice of a constant: the elements inside it.
        Some(Elems::Dense(values)) => {
            let (Some((shape, _, _)), Some((rshape, _, _))) =
                (vector_parts(ctx, op.value_type(src)), vector_parts(ctx, res))
            else {
                return Err(Failed);
            };
            let offsets = i64_list(op, "offsets");
            if i64_list(op, "strides").iter().any(|&s| s != 1) || offsets.len() > shape.len() {
                return Err(Failed);
            }
            let mut slice = Vec::with_capacity(num_elements(rshape) as usize);
            for_each_index(rshape, |idx| {
                let at: Vec<i64> = idx
                    .iter()
                    .enumerate()
                    .map(|(d, &i)| i + offsets.get(d).copied().unwrap_or(0))
                    .collect();
                slice.push(linear(shape, &at).and_then(|l| values.get(l)).cloned());
            });
            if let Some(slice) = slice.into_iter().collect::<Option<Vec<APInt>>>() {
                return constant(out, build(ctx, res, &slice));
            }
        }
        _ => {}
    }
    Err(Failed)
}

/// An extract_strided_slice of a chain of insert_strided_slices of the
/// same rank reads the first inserted vector (walking up the chain past
/// disjoint ones) that holds the whole slice.
fn strided_slice_of_insert_chain(op: OpRef<'_>) -> Option<Vec<FoldEdit>> {
    let ctx = op.ctx;
    let offsets = i64_list(op, "offsets");
    let sizes = i64_list(op, "sizes");
    let strides = i64_list(op, "strides");
    let src_rank = ctx.shape(op.operand_type(0))?.len();
    let mut insert = def(op, op.operand(0)).filter(|d| d.name_str() == "vector.insert_strided_slice")?;
    loop {
        let (ins_shape, _, _) = vector_parts(ctx, insert.operand_type(0))?;
        if ins_shape.len() != src_rank {
            return None;
        }
        let ins_offsets = i64_list(insert, "offsets");
        let ins_strides = i64_list(insert, "strides");
        if offsets.len() > ins_offsets.len() {
            return None;
        }
        let mut diffs = Vec::new();
        let mut partial = false;
        let mut disjoint = false;
        for dim in 0..offsets.len() {
            if strides.get(dim) != ins_strides.get(dim) {
                return None;
            }
            let start = ins_offsets[dim];
            let end = start + *ins_shape.get(dim)?;
            let (offset, size) = (offsets[dim], *sizes.get(dim)?);
            if (start..end).contains(&offset) {
                partial |= offset + size > end;
                diffs.push(offset - start);
            } else {
                disjoint = true;
                break;
            }
        }
        if !disjoint {
            if partial {
                return None;
            }
            return Some(read_at(op, insert.operand(0), "offsets", &diffs));
        }
        insert = def(insert, insert.operand(1)).filter(|d| d.name_str() == "vector.insert_strided_slice")?;
    }
}

/// An array attribute of i64 integers (`offsets`, `sizes`, `strides`).
pub(crate) fn i64_array(ctx: &Context, values: &[i64]) -> Attribute {
    let i64t = ctx.integer_type(64);
    let e: Vec<Attribute> = values.iter().map(|&x| ctx.integer_attr(i64t, x)).collect();
    ctx.array_attr(&e)
}

/// The integers of an array attribute (`offsets`, `sizes`, `strides`).
fn i64_list(op: OpRef<'_>, name: &str) -> Vec<i64> {
    op.attr(name)
        .and_then(|a| op.ctx.array_attr_elements(a))
        .map(|e| {
            e.iter()
                .filter_map(|&x| op.ctx.integer_attr_value(x).map(|v| v.sext_i64()))
                .collect()
        })
        .unwrap_or_default()
}

/// Calls `f` with every index of `shape`, in row-major order.
fn for_each_index(shape: &[i64], mut f: impl FnMut(&[i64])) {
    if shape.iter().any(|&d| d <= 0) {
        return;
    }
    let mut idx = vec![0i64; shape.len()];
    loop {
        f(&idx);
        let mut d = shape.len();
        loop {
            if d == 0 {
                return;
            }
            d -= 1;
            idx[d] += 1;
            if idx[d] < shape[d] {
                break;
            }
            idx[d] = 0;
        }
    }
}

/// The row-major position of `idx` in `shape`, if inside it.
fn linear(shape: &[i64], idx: &[i64]) -> Option<usize> {
    if idx.len() != shape.len() {
        return None;
    }
    let mut l = 0i64;
    for (&i, &d) in idx.iter().zip(shape) {
        if i < 0 || i >= d {
            return None;
        }
        l = l * d + i;
    }
    Some(l as usize)
}

pub(crate) fn fold_insert_strided_slice(
    op: OpRef<'_>,
    operands: &[Option<Attribute>],
    out: &mut FoldOutput,
) -> LogicalResult {
    let ctx = op.ctx;
    if op.operand_type(0) == op.operand_type(1) {
        return value(out, op.operand(0));
    }
    // A constant inserted into a constant, with unit strides.
    let (Some(v), Some(d)) = (
        operand_attr(operands, 0).and_then(|a| read(ctx, a)),
        operand_attr(operands, 1).and_then(|a| read(ctx, a)),
    ) else {
        return Err(Failed);
    };
    let (Some((vshape, _, _)), Some((dshape, dsc, _))) = (
        vector_parts(ctx, op.operand_type(0)),
        vector_parts(ctx, op.operand_type(1)),
    ) else {
        return Err(Failed);
    };
    let n = num_elements(dshape);
    if dsc.iter().any(|&b| b) {
        return Err(Failed);
    }
    let offsets = i64_list(op, "offsets");
    if i64_list(op, "strides").iter().any(|&s| s != 1) || offsets.len() != dshape.len() {
        return Err(Failed);
    }
    let expand = |e: Elems, count: i64| -> Option<Vec<APInt>> {
        match e {
            Elems::Splat(x) => Some(vec![x; count as usize]),
            Elems::Dense(xs) if xs.len() as i64 == count => Some(xs),
            _ => None,
        }
    };
    let (Some(vals), Some(mut dest)) = (expand(v, num_elements(vshape)), expand(d, n)) else {
        return Err(Failed);
    };
    let lead = dshape.len() - vshape.len();
    let mut k = 0;
    let mut ok = true;
    for_each_index(vshape, |idx| {
        let at: Vec<i64> = (0..dshape.len())
            .map(|dim| offsets[dim] + if dim < lead { 0 } else { idx[dim - lead] })
            .collect();
        match linear(dshape, &at) {
            Some(l) => dest[l] = vals[k].clone(),
            None => ok = false,
        }
        k += 1;
    });
    if !ok {
        return Err(Failed);
    }
    constant(out, build(ctx, op.result_type(0), &dest))
}

pub(crate) fn fold_shuffle(
    op: OpRef<'_>,
    operands: &[Option<Attribute>],
    out: &mut FoldOutput,
) -> LogicalResult {
    let ctx = op.ctx;
    let mask = dense(op, "mask");
    let res = op.result_type(0);
    if fold_constant_shuffle(op, operands, &mask, out).is_ok() {
        return Ok(());
    }
    for k in 0..2 {
        let t = op.operand_type(k);
        let Some((shape, _, _)) = vector_parts(ctx, t) else {
            return Err(Failed);
        };
        if t != res || shape.is_empty() {
            continue;
        }
        let offset = if k == 0 {
            0
        } else {
            vector_parts(ctx, op.operand_type(0)).map_or(1, |(s, _, _)| s.first().copied().unwrap_or(1))
        };
        if mask.iter().enumerate().all(|(i, &m)| m == offset + i as i64) {
            return value(out, op.operand(k));
        }
    }
    Err(Failed)
}

/// A shuffle of two poison operands is poison; of 1-D constants (one may
/// be poison), the constant of the picked elements, where a poison pick
/// takes the first element of a constant operand (the first one's if
/// both are constant), as MLIR does.
fn fold_constant_shuffle(
    op: OpRef<'_>,
    operands: &[Option<Attribute>],
    mask: &[i64],
    out: &mut FoldOutput,
) -> LogicalResult {
    let ctx = op.ctx;
    let (a1, a2) = (operand_attr(operands, 0), operand_attr(operands, 1));
    let (p1, p2) = (is_poison(ctx, a1), is_poison(ctx, a2));
    if p1 && p2 {
        return poison(ctx, out);
    }
    let Some((shape, _, _)) = vector_parts(ctx, op.operand_type(0)) else {
        return Err(Failed);
    };
    if shape.len() != 1 {
        return Err(Failed);
    }
    let n1 = shape[0];
    let n2 = vector_parts(ctx, op.operand_type(1)).map_or(1, |(s, _, _)| s.first().copied().unwrap_or(1));
    let elements = |a: Option<Attribute>, n: i64| -> Option<Vec<APInt>> {
        match read(ctx, a?)? {
            Elems::Splat(x) => Some(vec![x; n as usize]),
            Elems::Dense(xs) if xs.len() as i64 == n => Some(xs),
            _ => None,
        }
    };
    let e1 = if p1 {
        None
    } else {
        Some(elements(a1, n1).ok_or(Failed)?)
    };
    let e2 = if p2 {
        None
    } else {
        Some(elements(a2, n2).ok_or(Failed)?)
    };
    let filler = e1
        .as_ref()
        .and_then(|e| e.first())
        .or_else(|| e2.as_ref().and_then(|e| e.first()))
        .cloned()
        .ok_or(Failed)?;
    let mut values = Vec::with_capacity(mask.len());
    for &m in mask {
        let v = if m < 0 {
            filler.clone()
        } else if m < n1 {
            e1.as_ref().map_or(filler.clone(), |e| e[m as usize].clone())
        } else {
            match &e2 {
                Some(e) => e.get((m - n1) as usize).cloned().ok_or(Failed)?,
                None => filler.clone(),
            }
        };
        values.push(v);
    }
    constant(out, build(ctx, op.result_type(0), &values))
}

pub(crate) fn fold_multi_reduction(
    op: OpRef<'_>,
    _: &[Option<Attribute>],
    out: &mut FoldOutput,
) -> LogicalResult {
    if dense(op, "reduction_dims").is_empty() && op.operand_type(0) == op.result_type(0) {
        return value(out, op.operand(0));
    }
    Err(Failed)
}

// ---- masks ------------------------------------------------------------------------------

pub(crate) fn fold_constant_mask(
    op: OpRef<'_>,
    _: &[Option<Attribute>],
    out: &mut FoldOutput,
) -> LogicalResult {
    let ctx = op.ctx;
    let res = op.result_type(0);
    let sizes = dense(op, "mask_dim_sizes");
    let Some((shape, sc, _)) = vector_parts(ctx, res) else {
        return Err(Failed);
    };
    let all = if shape.is_empty() {
        sizes.first() == Some(&1)
    } else {
        sizes.len() == shape.len() && sizes.iter().zip(shape).all(|(s, d)| s == d)
    };
    let none = sizes.contains(&0);
    if !all && !none {
        return Err(Failed);
    }
    // A scalable mask is all set only when every dimension is.
    if all && !none && sc.iter().any(|&b| b) && shape.is_empty() {
        return Err(Failed);
    }
    constant(out, build(ctx, res, &[APInt::from_u64(1, all as u64)]))
}

// ---- transfers ---------------------------------------------------------------------------

/// `transfer_read` and `transfer_write` on a statically shaped memref or
/// tensor: a dimension whose constant index plus the vector's size fits
/// in the source's size is marked in bounds.
pub(crate) fn fold_transfer(
    op: OpRef<'_>,
    operands: &[Option<Attribute>],
    out: &mut FoldOutput,
) -> LogicalResult {
    let ctx = op.ctx;
    let read = op.name_str() == "vector.transfer_read";
    if !read {
        if let Some(v) = fold_read_init_write(op).or_else(|| fold_war(op)) {
            return value(out, v);
        }
    }
    if fold_transfer_in_bounds(op, operands, out).is_ok() || fold_transfer_full_mask(op, out).is_ok() {
        return Ok(());
    }
    if strata_dialect_memref::fold_memref_cast(op, operands, out).is_ok() {
        return Ok(());
    }
    // A read of a tensor.cast that only lost static sizes reads its source.
    if read {
        if let Some(c) = def(op, op.operand(0)).filter(|d| d.name_str() == "tensor.cast") {
            let src = c.operand(0);
            if strata_dialect_utils::static_value::preserves_static(ctx, c.result_type(0), op.value_type(src))
            {
                out.edits.push(FoldEdit::SetOperand(0, src));
                return Ok(());
            }
        }
    }
    if read {
        if let Some(v) = fold_raw(op) {
            out.edits.clear();
            return value(out, v);
        }
    }
    Err(Failed)
}

/// A transfer whose mask sets every lane is the transfer without it.
fn fold_transfer_full_mask(op: OpRef<'_>, out: &mut FoldOutput) -> LogicalResult {
    let Some(mut groups) = strata_dialect_utils::segments::operand_groups(op) else {
        return Err(Failed);
    };
    // The mask is the last operand group of both transfers.
    let Some(mask) = groups.pop().filter(|m| m.len() == 1) else {
        return Err(Failed);
    };
    if crate::canonicalize::mask_format(op.ctx, op.body, op.operand(mask.start)) != Some(true) {
        return Err(Failed);
    }
    let sizes: Vec<i32> = groups
        .iter()
        .map(|g| g.len() as i32)
        .chain(std::iter::once(0))
        .collect();
    out.edits.push(FoldEdit::TruncateOperands(mask.start as u32));
    out.edits.push(FoldEdit::SetAttr(
        op.ctx
            .ident(strata_dialect_utils::segments::OPERAND_SEGMENT_SIZES),
        Some(op.ctx.dense_i32_array_attr(&sizes)),
    ));
    Ok(())
}

/// The parts of a transfer op the value folds compare.
struct TransferParts {
    base: ValueId,
    indices: Vec<ValueId>,
    vec_t: Type,
    map: Option<Attribute>,
    masked: bool,
    out_of_bounds: bool,
}

fn transfer_parts(op: OpRef<'_>) -> TransferParts {
    let ctx = op.ctx;
    let read = op.name_str() == "vector.transfer_read";
    let indices = strata_dialect_utils::segments::operand_group(op, if read { 1 } else { 2 });
    let mask = strata_dialect_utils::segments::operand_group(op, 3);
    let out_of_bounds = op
        .attr("in_bounds")
        .and_then(|a| ctx.array_attr_elements(a))
        .is_some_and(|f| f.iter().any(|&b| b != ctx.bool_attr(true)));
    TransferParts {
        base: op.operand(usize::from(!read)),
        indices: indices.map(|i| op.operand(i)).collect(),
        vec_t: if read {
            op.result_type(0)
        } else {
            op.operand_type(0)
        },
        map: op.attr("permutation_map"),
        masked: !mask.is_empty(),
        out_of_bounds,
    }
}

/// A read of a tensor that a write of the same vector, at the same
/// indices with the same map, produced: the written vector (MLIR's
/// `foldRAW`).
fn fold_raw(op: OpRef<'_>) -> Option<ValueId> {
    let ctx = op.ctx;
    let r = transfer_parts(op);
    if !matches!(
        ctx.type_kind(op.value_type(r.base)),
        strata_ir::TypeKind::RankedTensor { .. }
    ) {
        return None;
    }
    // Writes to provably disjoint parts of the tensor cannot change what
    // is read, so the search walks up past them.
    let mut w = def(op, r.base).filter(|d| d.name_str() == "vector.transfer_write")?;
    loop {
        let wp = transfer_parts(w);
        if !wp.out_of_bounds
            && wp.indices == r.indices
            && wp.vec_t == r.vec_t
            && wp.map == r.map
            && !wp.masked
            && !r.masked
        {
            return Some(w.operand(0));
        }
        if !disjoint_transfers(w, op) {
            return None;
        }
        w = def(w, wp.base).filter(|d| d.name_str() == "vector.transfer_write")?;
    }
}

/// Whether two transfers of the same vector type provably access disjoint
/// parts of their source, judged from constant indices only (MLIR's
/// `isDisjointTransferIndices` without value bounds): a differing leading
/// index, or vector dimensions whose offsets lie at least the vector size
/// apart.
pub fn disjoint_transfers(a: OpRef<'_>, b: OpRef<'_>) -> bool {
    let (pa, pb) = (transfer_parts(a), transfer_parts(b));
    if pa.vec_t != pb.vec_t {
        return false;
    }
    let Some((shape, _, _)) = vector_parts(a.ctx, pa.vec_t) else {
        return false;
    };
    let lead = pa.indices.len().saturating_sub(shape.len());
    pa.indices
        .iter()
        .zip(&pb.indices)
        .enumerate()
        .any(|(i, (&x, &y))| {
            let (Some(x), Some(y)) = (
                strata_dialect_utils::matchers::const_i64(a.ctx, a.body, x),
                strata_dialect_utils::matchers::const_i64(b.ctx, b.body, y),
            ) else {
                return false;
            };
            if i < lead {
                x != y
            } else {
                shape
                    .get(i - lead)
                    .is_some_and(|&d| x.abs_diff(y) >= d.unsigned_abs())
            }
        })
}

/// A write into a tensor of what was read from it at the same indices
/// with the same map: the tensor (MLIR's `foldWAR`).
fn fold_war(op: OpRef<'_>) -> Option<ValueId> {
    let ctx = op.ctx;
    let w = transfer_parts(op);
    if !matches!(
        ctx.type_kind(op.value_type(w.base)),
        strata_ir::TypeKind::RankedTensor { .. }
    ) {
        return None;
    }
    let r = def(op, op.operand(0)).filter(|d| d.name_str() == "vector.transfer_read")?;
    let rp = transfer_parts(r);
    (rp.base == w.base
        && rp.indices == w.indices
        && rp.map == w.map
        && rp.vec_t == w.vec_t
        && !rp.masked
        && !w.masked)
        .then_some(w.base)
}

/// A write of a whole tensor, in bounds at index 0 with minor-identity
/// maps, of a read of a whole tensor of the same type: the tensor read
/// (MLIR's `foldReadInitWrite`).
fn fold_read_init_write(op: OpRef<'_>) -> Option<ValueId> {
    let ctx = op.ctx;
    let w = transfer_parts(op);
    let tensor_t = op.value_type(w.base);
    if !matches!(ctx.type_kind(tensor_t), strata_ir::TypeKind::RankedTensor { .. }) || w.indices.is_empty() {
        return None;
    }
    let r = def(op, op.operand(0)).filter(|d| d.name_str() == "vector.transfer_read")?;
    let rp = transfer_parts(r);
    let minor_identity = |m: Option<Attribute>| {
        m.is_some_and(|m| match ctx.attr_kind(m) {
            strata_ir::AttrKind::AffineMap(m) => m.is_minor_identity(ctx),
            _ => false,
        })
    };
    let rank = |t: Type| ctx.shape(t).map_or(0, |s| s.len());
    if rp.indices.is_empty()
        || !minor_identity(rp.map)
        || !minor_identity(w.map)
        || rank(rp.vec_t) != rank(w.vec_t)
        || rp.out_of_bounds
        || w.out_of_bounds
        || op.value_type(rp.base) != tensor_t
        || rp.vec_t != w.vec_t
        || ctx.shape(rp.vec_t) != ctx.shape(tensor_t)
    {
        return None;
    }
    let zero = |v: ValueId| {
        strata_ir::fold::constant_value(ctx, op.body, v)
            .and_then(|a| ctx.integer_attr_value(a))
            .is_some_and(|v| v.sext_i64() == 0)
    };
    (rp.indices.iter().all(|&v| zero(v)) && w.indices.iter().all(|&v| zero(v))).then_some(rp.base)
}

/// Marks the dimensions of a transfer that statically fit in bounds.
fn fold_transfer_in_bounds(
    op: OpRef<'_>,
    operands: &[Option<Attribute>],
    out: &mut FoldOutput,
) -> LogicalResult {
    let ctx = op.ctx;
    let read = op.name_str() == "vector.transfer_read";
    let (base_idx, vec_t) = if read {
        (0, op.result_type(0))
    } else {
        (1, op.operand_type(0))
    };
    let Some((vshape, _, _)) = vector_parts(ctx, vec_t) else {
        return Err(Failed);
    };
    let Some(src_shape) = ctx.shape(op.operand_type(base_idx)) else {
        return Err(Failed);
    };
    let Some(map) = op.attr("permutation_map").and_then(|a| match ctx.attr_kind(a) {
        strata_ir::AttrKind::AffineMap(m) => Some(m.clone()),
        _ => None,
    }) else {
        return Err(Failed);
    };
    let Some(flags) = op.attr("in_bounds").and_then(|a| ctx.array_attr_elements(a)) else {
        return Err(Failed);
    };
    let mut in_bounds: Vec<bool> = flags.iter().map(|&a| a == ctx.bool_attr(true)).collect();
    if in_bounds.len() != vshape.len() || map.results.len() != vshape.len() {
        return Err(Failed);
    }
    let mut changed = false;
    let mut non_broadcast = Vec::new();
    for (i, e) in map.results.iter().enumerate() {
        let strata_ir::affine::AffineExprKind::Dim(d) = e.kind(ctx) else {
            continue;
        };
        non_broadcast.push(i);
        // A scalable dimension counts by its base size, as in MLIR.
        if in_bounds[i] {
            continue;
        }
        let d = d as usize;
        let Some(&size) = src_shape.get(d) else {
            continue;
        };
        let Some(index) = operand_attr(operands, base_idx + 1 + d)
            .and_then(|a| ctx.integer_attr_value(a))
            .map(|v| v.sext_i64())
        else {
            continue;
        };
        if size >= 0 && index >= 0 && index.checked_add(vshape[i]).is_some_and(|end| end <= size) {
            in_bounds[i] = true;
            changed = true;
        }
    }
    // Broadcast dimensions read nothing of their own: in bounds once all
    // the others are.
    if non_broadcast.iter().all(|&i| in_bounds[i]) {
        for (i, e) in map.results.iter().enumerate() {
            if !matches!(e.kind(ctx), strata_ir::affine::AffineExprKind::Dim(_)) && !in_bounds[i] {
                in_bounds[i] = true;
                changed = true;
            }
        }
    }
    if !changed {
        return Err(Failed);
    }
    let flags: Vec<Attribute> = in_bounds.iter().map(|&b| ctx.bool_attr(b)).collect();
    out.edits.push(FoldEdit::SetAttr(
        ctx.ident("in_bounds"),
        Some(ctx.array_attr(&flags)),
    ));
    Ok(())
}

// ---- gather ------------------------------------------------------------------------------

/// A `gather` whose mask is all false reads nothing: the pass-through
/// vector (of a memref only; a gather from a tensor is kept).
pub(crate) fn fold_gather(
    op: OpRef<'_>,
    operands: &[Option<Attribute>],
    out: &mut FoldOutput,
) -> LogicalResult {
    let ctx = op.ctx;
    let n = op.num_operands();
    if n < 2
        || !matches!(
            ctx.type_kind(op.operand_type(0)),
            strata_ir::TypeKind::MemRef { .. }
        )
    {
        return Err(Failed);
    }
    let all_false = match operand_attr(operands, n - 2).and_then(|a| read(ctx, a)) {
        Some(Elems::Splat(v)) => v.is_zero(),
        Some(Elems::Dense(vs)) => vs.iter().all(|v| v.is_zero()),
        // A constant mask with an empty dimension.
        _ => def(op, op.operand(n - 2))
            .filter(|d| d.name_str() == "vector.constant_mask")
            .is_some_and(|d| dense(d, "mask_dim_sizes").contains(&0)),
    };
    if !all_false || op.operand_type(n - 1) != op.result_type(0) {
        return Err(Failed);
    }
    value(out, op.operand(n - 1))
}
