//! The ops' own verifiers, with mlir-opt's diagnostics.

use strata_ir::affine::{AffineExprKind, AffineMap};
use strata_ir::{AttrKind, Context, LogicalResult, OpRef, Type, TypeKind, DYNAMIC};
use strata_ods::directives::dense_i64_values;

use crate::types_util::{num_elements, scalable_dims, vector_parts, vector_type};
use crate::COMBINING_KIND;

/// MLIR's `kPoisonIndex` for positions and shuffle masks.
pub(crate) const POISON: i64 = -1;

fn dense(op: OpRef<'_>, name: &str) -> Vec<i64> {
    op.attr(name)
        .and_then(|a| dense_i64_values(op.ctx, a))
        .unwrap_or_default()
}

pub(crate) fn i64_array(op: OpRef<'_>, name: &str) -> Vec<i64> {
    let ctx = op.ctx;
    op.attr(name)
        .and_then(|a| ctx.array_attr_elements(a))
        .map(|e| {
            e.iter()
                .filter_map(|&x| ctx.integer_attr_value(x).map(|v| v.sext_i64()))
                .collect()
        })
        .unwrap_or_default()
}

fn shape_of(ctx: &Context, t: Type) -> Vec<i64> {
    vector_parts(ctx, t)
        .map(|(s, _, _)| s.to_vec())
        .unwrap_or_default()
}

fn rank_of(ctx: &Context, t: Type) -> usize {
    vector_parts(ctx, t).map_or(0, |(s, _, _)| s.len())
}

/// A type as diagnostics quote it.
fn type_str(ctx: &Context, t: Type) -> String {
    ctx.quoted_types([t])
}

/// Whether the combining kind `kind` applies to elements of `t`.
pub(crate) fn supported_kind(ctx: &Context, kind: u64, t: Type) -> bool {
    let e = ctx.element_type_or_self(t);
    let is_int = ctx.integer_width(e).is_some() || ctx.is_index(e);
    let is_float = ctx.float_kind(e).is_some();
    match kind {
        0 | 1 => is_int || is_float,
        2 | 3 | 5 | 6 | 8 | 9 | 10 => is_int,
        _ => is_float,
    }
}

fn kind_of(op: OpRef<'_>) -> Option<u64> {
    op.attr("kind").and_then(|a| COMBINING_KIND.attr_value(op.ctx, a))
}

// ---- broadcast ---------------------------------------------------------------------------

/// Why `src` does not broadcast to `dst`, in MLIR's words, if it does not.
pub(crate) fn broadcast_error(ctx: &Context, src: Type, dst: Type) -> Option<String> {
    let dst_elem = ctx.element_type_or_self(dst);
    let Some((sshape, _, _)) = vector_parts(ctx, src) else {
        // Scalars broadcast to vectors of their type.
        return (src != dst_elem).then(|| "source type is not a vector".to_string());
    };
    let (dshape, _, _) = vector_parts(ctx, dst)?;
    if sshape.len() > dshape.len() {
        return Some("source rank higher than destination rank".into());
    }
    let ssc = scalable_dims(ctx, src);
    let dsc = scalable_dims(ctx, dst);
    let lead = dshape.len() - sshape.len();
    for (i, (&s, &ssc)) in sshape.iter().zip(&ssc).enumerate() {
        let (d, dsc) = (dshape[lead + i], dsc[lead + i]);
        if s == 1 && !ssc {
            continue;
        }
        if s != d || ssc != dsc {
            let f = |v: i64, sc: bool| if sc { format!("[{v}]") } else { v.to_string() };
            return Some(format!("dimension mismatch ({} vs. {})", f(s, ssc), f(d, dsc)));
        }
    }
    None
}

pub(crate) fn verify_broadcast(op: OpRef<'_>) -> LogicalResult {
    match broadcast_error(op.ctx, op.operand_type(0), op.result_type(0)) {
        Some(msg) => Err(op.emit_op_error(msg)),
        None => Ok(()),
    }
}

// ---- extract / insert ---------------------------------------------------------------------

fn check_inferred(op: OpRef<'_>, inferred: Type, actual: Type, compatible: bool) -> LogicalResult {
    if compatible {
        return Ok(());
    }
    let ctx = op.ctx;
    ctx.emit_error(
        op.loc(),
        format!(
            "'{}' op inferred type(s) {} are incompatible with return type(s) of operation {}",
            op.name_str(),
            ctx.quoted_types([inferred]),
            ctx.quoted_types([actual])
        ),
    );
    let _ = inferred;
    Err(op.emit_op_error("failed to infer returned types"))
}

/// The type `vector.extract` gives for `num_positions` indices into `src`.
pub(crate) fn extract_result_type(ctx: &Context, src: Type, num_positions: usize) -> Option<Type> {
    let (shape, _, e) = vector_parts(ctx, src)?;
    if num_positions >= shape.len() {
        return Some(e);
    }
    let sc = scalable_dims(ctx, src);
    Some(vector_type(ctx, &shape[num_positions..], &sc[num_positions..], e))
}

pub(crate) fn verify_extract(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let src = op.operand_type(0);
    let res = op.result_type(0);
    if vector_parts(ctx, res).is_some_and(|(s, _, _)| s.is_empty()) {
        return Err(op.emit_error("expected a scalar instead of a 0-d vector as the result type"));
    }
    let pos = dense(op, "static_position");
    let dynamic = pos.iter().filter(|&&p| p == i64::MIN).count();
    if dynamic != op.num_operands() - 1 {
        return Err(op.emit_op_error("mismatch between dynamic and static positions"));
    }
    let shape = shape_of(ctx, src);
    if pos.len() > shape.len() {
        return Err(op.emit_op_error("expected position attribute of rank no greater than vector rank"));
    }
    for (i, &p) in pos.iter().enumerate() {
        if p != i64::MIN && !(p == POISON || (0..shape[i]).contains(&p)) {
            return Err(op.emit_op_error(format!(
                "expected position attribute #{} to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)",
                i + 1
            )));
        }
    }
    if let Some(inferred) = extract_result_type(ctx, src, pos.len()) {
        let one = |a: Type, b: Type| vector_parts(ctx, a).is_some_and(|(s, _, e)| s == [1] && e == b);
        let compatible = inferred == res || one(inferred, res) || one(res, inferred);
        check_inferred(op, inferred, res, compatible)?;
    }
    Ok(())
}

pub(crate) fn verify_insert(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let src = op.operand_type(0);
    let dst = op.operand_type(1);
    if vector_parts(ctx, src).is_some_and(|(s, _, _)| s.is_empty()) {
        return Err(op.emit_error("expected a scalar instead of a 0-d vector as the source operand"));
    }
    let pos = dense(op, "static_position");
    let dynamic = pos.iter().filter(|&&p| p == i64::MIN).count();
    if dynamic != op.num_operands() - 2 {
        return Err(op.emit_op_error("mismatch between dynamic and static positions"));
    }
    let shape = shape_of(ctx, dst);
    if pos.len() > shape.len() {
        return Err(op.emit_op_error("expected position attribute of rank no greater than dest vector rank"));
    }
    match vector_parts(ctx, src) {
        Some((s, _, _)) if s.len() + pos.len() != shape.len() => {
            return Err(
                op.emit_op_error("expected position attribute rank + source rank to match dest vector rank")
            );
        }
        None if pos.len() != shape.len() => {
            return Err(op.emit_op_error("expected position attribute rank to match the dest vector rank"));
        }
        _ => {}
    }
    for (i, &p) in pos.iter().enumerate() {
        if p != i64::MIN && !(p == POISON || (0..shape[i]).contains(&p)) {
            return Err(op.emit_op_error(format!(
                "expected position attribute #{} to be a non-negative integer smaller than the corresponding dest vector dimension",
                i + 1
            )));
        }
    }
    Ok(())
}

// ---- strided slices -------------------------------------------------------------------------

fn check_array_rank(op: OpRef<'_>, values: &[i64], max: usize, name: &str) -> LogicalResult {
    if values.len() > max {
        return Err(op.emit_op_error(format!(
            "expected {name} attribute of rank no greater than vector rank"
        )));
    }
    Ok(())
}

fn check_bounded(
    op: OpRef<'_>,
    values: &[i64],
    shape: &[i64],
    name: &str,
    min: i64,
    half_open: bool,
) -> LogicalResult {
    for (i, (&v, &d)) in values.iter().zip(shape).enumerate() {
        let ok = v >= min && if half_open { v < d } else { v <= d };
        if !ok {
            return Err(op.emit_op_error(format!(
                "expected {name} dimension {i} to be confined to [{min}, {}{}",
                if half_open { d } else { d + 1 },
                ")"
            )));
        }
    }
    Ok(())
}

/// Strides are all 1.
fn check_unit_strides(op: OpRef<'_>, strides: &[i64]) -> LogicalResult {
    if strides.iter().any(|&s| s != 1) {
        return Err(op.emit_op_error("expected strides to be confined to [1, 2)"));
    }
    Ok(())
}

pub(crate) fn verify_extract_strided_slice(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let shape = shape_of(ctx, op.operand_type(0));
    let offsets = i64_array(op, "offsets");
    let sizes = i64_array(op, "sizes");
    let strides = i64_array(op, "strides");
    let rank = shape.len();
    check_array_rank(op, &offsets, rank, "offsets")?;
    check_array_rank(op, &sizes, rank, "sizes")?;
    check_array_rank(op, &strides, rank, "strides")?;
    if offsets.len() != sizes.len() || offsets.len() != strides.len() {
        return Err(op.emit_op_error("expected offsets, sizes and strides attributes of same size"));
    }
    check_bounded(op, &offsets, &shape, "offsets", 0, true)?;
    check_bounded(op, &sizes, &shape, "sizes", 1, false)?;
    check_unit_strides(op, &strides)?;
    for (i, ((&o, &s), &d)) in offsets.iter().zip(&sizes).zip(&shape).enumerate() {
        if o + s > d {
            return Err(op.emit_op_error(format!(
                "expected sum(offsets, sizes) dimension {i} to be confined to [1, {})",
                d + 1
            )));
        }
    }
    let ssc = scalable_dims(ctx, op.operand_type(0));
    for (i, &size) in sizes.iter().enumerate() {
        if ssc[i] && size != shape[i] {
            return Err(op.emit_op_error(format!(
                "expected size at idx={i} to match the corresponding base size from the input vector ({size} vs {})",
                shape[i]
            )));
        }
    }
    let (_, _, e) = vector_parts(ctx, op.operand_type(0)).expect("verified vector");
    let mut res_shape = sizes.clone();
    res_shape.extend_from_slice(&shape[sizes.len()..]);
    let sc = scalable_dims(ctx, op.operand_type(0));
    let expected = vector_type(ctx, &res_shape, &sc, e);
    if op.result_type(0) != expected {
        return Err(op.emit_op_error(format!("expected result type to be {}", type_str(ctx, expected))));
    }
    Ok(())
}

pub(crate) fn verify_insert_strided_slice(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let src = shape_of(ctx, op.operand_type(0));
    let dst = shape_of(ctx, op.operand_type(1));
    let offsets = i64_array(op, "offsets");
    let strides = i64_array(op, "strides");
    if offsets.len() != dst.len() {
        return Err(op.emit_op_error("expected offsets of same size as destination vector rank"));
    }
    if strides.len() != src.len() {
        return Err(op.emit_op_error("expected strides of same size as source vector rank"));
    }
    if src.len() > dst.len() {
        return Err(op.emit_op_error("expected source rank to be no greater than destination rank"));
    }
    check_bounded(op, &offsets, &dst, "offsets", 0, true)?;
    check_unit_strides(op, &strides)?;
    let lead = dst.len() - src.len();
    for (i, &s) in src.iter().enumerate() {
        let o = offsets[lead + i];
        let d = dst[lead + i];
        if o + s > d {
            return Err(op.emit_op_error(format!(
                "expected sum(offsets, source vector shape) dimension {} to be confined to [1, {})",
                lead + i,
                d + 1
            )));
        }
    }
    // Scalable dimensions are inserted whole.
    let ssc = scalable_dims(ctx, op.operand_type(0));
    let dsc = scalable_dims(ctx, op.operand_type(1));
    for (i, &s) in src.iter().enumerate() {
        let (d, dscal) = (dst[lead + i], dsc[lead + i]);
        if dscal && s != d {
            return Err(op.emit_op_error(format!(
                "expected size at idx={} to match the corresponding base size from the input vector ({s} vs {d})",
                lead + i
            )));
        }
        if ssc[i] != dscal {
            return Err(op.emit_op_error(format!("mismatching scalable flags (at source vector idx={i})")));
        }
    }
    Ok(())
}

// ---- shape changes ------------------------------------------------------------------------------

pub(crate) fn verify_shape_cast(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let (src, res) = (op.operand_type(0), op.result_type(0));
    let (Some((ss, _, se)), Some((rs, _, re))) = (vector_parts(ctx, src), vector_parts(ctx, res)) else {
        return Ok(());
    };
    if se != re {
        return Err(op.emit_op_error("has different source and result element types"));
    }
    let (sn, rn) = (num_elements(ss), num_elements(rs));
    if sn != rn {
        return Err(op.emit_op_error(format!(
            "has different number of elements at source ({sn}) and result ({rn})"
        )));
    }
    let count = |t| scalable_dims(ctx, t).iter().filter(|&&b| b).count();
    let (sc, rc) = (count(src), count(res));
    if sc != rc {
        return Err(op.emit_op_error(format!(
            "has different number of scalable dims at source ({sc}) and result ({rc})"
        )));
    }
    Ok(())
}

pub(crate) fn verify_transpose(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let src = shape_of(ctx, op.operand_type(0));
    let res = shape_of(ctx, op.result_type(0));
    let rank = res.len();
    if src.len() != rank {
        return Err(op.emit_op_error(format!("vector result rank mismatch: {rank}")));
    }
    let perm = dense(op, "permutation");
    if perm.len() != rank {
        return Err(op.emit_op_error(format!("transposition length mismatch: {}", perm.len())));
    }
    let mut seen = vec![false; rank];
    for (i, &p) in perm.iter().enumerate() {
        if p < 0 || p as usize >= rank {
            return Err(op.emit_op_error(format!("transposition index out of range: {p}")));
        }
        if seen[p as usize] {
            return Err(op.emit_op_error(format!("duplicate position index: {p}")));
        }
        seen[p as usize] = true;
        if res[i] != src[p as usize] {
            return Err(op.emit_op_error(format!("dimension size mismatch at: {p}")));
        }
    }
    Ok(())
}

pub(crate) fn verify_bitcast(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let (src, res) = (op.operand_type(0), op.result_type(0));
    let (Some((ss, _, se)), Some((rs, _, re))) = (vector_parts(ctx, src), vector_parts(ctx, res)) else {
        return Ok(());
    };
    let rank = ss.len();
    for i in 0..rank.saturating_sub(1) {
        if ss[i] != rs[i] {
            return Err(op.emit_op_error(format!("dimension size mismatch at: {i}")));
        }
    }
    let bits = |t: Type| {
        ctx.integer_width(t)
            .map(|w| w as i64)
            .or_else(|| ctx.float_kind(t).map(|k| k.width() as i64))
    };
    if let (Some(sb), Some(rb)) = (bits(se), bits(re)) {
        let (sl, rl) = (ss.last().copied().unwrap_or(1), rs.last().copied().unwrap_or(1));
        if sb * sl != rb * rl {
            return Err(op.emit_op_error("source/result bitwidth of the minor 1-D vectors must be equal"));
        }
    }
    Ok(())
}

pub(crate) fn verify_type_cast(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let (src, res) = (op.operand_type(0), op.result_type(0));
    let layout_ok = |t: Type| match ctx.type_kind(t) {
        TypeKind::MemRef { layout, .. } => {
            layout.is_none_or(|l| matches!(ctx.attr_kind(l), AttrKind::AffineMap(m) if m.is_identity(ctx)))
        }
        _ => true,
    };
    if !layout_ok(src) {
        return Err(op.emit_op_error("expects operand to be a memref with identity layout"));
    }
    if !layout_ok(res) {
        return Err(op.emit_op_error("expects result to be a memref with identity layout"));
    }
    let Some(elem) = ctx.element_type(res) else {
        return Ok(());
    };
    let Some((vshape, _, ve)) = vector_parts(ctx, elem) else {
        return Err(op.emit_op_error("expects result element type to be a vector"));
    };
    // Memref shape then vector shape, on both sides (a memref of vectors
    // may be viewed with more or fewer of its dimensions in the vectors).
    let concat = |t: Type| {
        let mut shape = ctx.shape(t).unwrap_or_default().to_vec();
        let mut elem = ctx.element_type(t).unwrap_or(t);
        if let Some((vs, _, ve)) = vector_parts(ctx, elem) {
            shape.extend_from_slice(vs);
            elem = ve;
        }
        (shape, elem)
    };
    let (sshape, se) = concat(src);
    let rshape: Vec<i64> = ctx
        .shape(res)
        .unwrap_or_default()
        .iter()
        .chain(vshape)
        .copied()
        .collect();
    if ve != se || rshape != sshape {
        return Err(op.emit_op_error(format!(
            "expects concatenated result and operand shapes to be equal: {}",
            type_str(ctx, res)
        )));
    }
    Ok(())
}

// ---- shuffle, from/to elements ---------------------------------------------------------------------

pub(crate) fn verify_shuffle(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let v1 = shape_of(ctx, op.operand_type(0));
    let v2 = shape_of(ctx, op.operand_type(1));
    let res = shape_of(ctx, op.result_type(0));
    let zero_d = v1.is_empty() && v2.is_empty() && res.len() == 1;
    let nd = v1.len() == res.len() && v2.len() == res.len();
    if !zero_d && !nd {
        return Err(op.emit_op_error("rank mismatch"));
    }
    for r in 1..v1.len() {
        if res[r] != v1[r] || v1[r] != v2[r] {
            return Err(op.emit_op_error("dimension mismatch"));
        }
    }
    let mask = dense(op, "mask");
    if mask.is_empty() {
        return Err(op.emit_op_error("invalid mask length"));
    }
    if mask.len() as i64 != res[0] {
        return Err(op.emit_op_error("mask length mismatch"));
    }
    let size = v1.first().copied().unwrap_or(1) + v2.first().copied().unwrap_or(1);
    for (i, &m) in mask.iter().enumerate() {
        if !(m == POISON || (0..size).contains(&m)) {
            return Err(op.emit_op_error(format!("mask index #{} out of range", i + 1)));
        }
    }
    Ok(())
}

pub(crate) fn verify_to_elements(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let Some((shape, _, e)) = vector_parts(ctx, op.operand_type(0)) else {
        return Ok(());
    };
    if op.num_results() as i64 != num_elements(shape) || op.result_types().any(|t| t != e) {
        return Err(
            op.emit_op_error("failed to verify that operand types match result element count and type")
        );
    }
    Ok(())
}

pub(crate) fn verify_from_elements(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let Some((shape, _, e)) = vector_parts(ctx, op.result_type(0)) else {
        return Ok(());
    };
    if op.num_operands() as i64 != num_elements(shape) || op.operand_types().any(|t| t != e) {
        return Err(
            op.emit_op_error("failed to verify that operand types match result element count and type")
        );
    }
    Ok(())
}

// ---- reductions and contractions ----------------------------------------------------------------

pub(crate) fn verify_reduction(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let rank = rank_of(ctx, op.operand_type(0));
    if rank > 1 {
        return Err(op.emit_op_error(format!("unsupported reduction rank: {rank}")));
    }
    let dest = op.result_type(0);
    if let Some(k) = kind_of(op) {
        if !supported_kind(ctx, k, dest) {
            return Err(op.emit_op_error(format!(
                "unsupported reduction type '{}' for kind '{}'",
                ctx.quoted_types([dest]),
                COMBINING_KIND.keyword(k).unwrap_or("")
            )));
        }
    }
    Ok(())
}

pub(crate) fn verify_multi_reduction(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let src = op.operand_type(0);
    let Some((shape, _, e)) = vector_parts(ctx, src) else {
        return Ok(());
    };
    let dims = dense(op, "reduction_dims");
    let sc = scalable_dims(ctx, src);
    let mut target = Vec::new();
    let mut tsc = Vec::new();
    for (i, &d) in shape.iter().enumerate() {
        if !dims.contains(&(i as i64)) {
            target.push(d);
            tsc.push(sc[i]);
        }
    }
    let inferred = if target.is_empty() {
        e
    } else {
        vector_type(ctx, &target, &tsc, e)
    };
    if op.result_type(0) != inferred {
        return Err(op.emit_op_error(format!(
            "destination type {} is incompatible with source type {}",
            type_str(ctx, op.result_type(0)),
            type_str(ctx, src)
        )));
    }
    Ok(())
}

fn maps_of(op: OpRef<'_>) -> Vec<Option<AffineMap>> {
    let ctx = op.ctx;
    op.attr("indexing_maps")
        .and_then(|a| ctx.array_attr_elements(a))
        .map(|e| {
            e.iter()
                .map(|&m| match ctx.attr_kind(m) {
                    AttrKind::AffineMap(m) => Some(m.clone()),
                    _ => None,
                })
                .collect()
        })
        .unwrap_or_default()
}

pub(crate) fn verify_contract(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let lhs = op.operand_type(0);
    let rhs = op.operand_type(1);
    let res = op.result_type(0);
    let le = ctx.element_type_or_self(lhs);
    if matches!(ctx.type_kind(le), TypeKind::Integer { .. }) && !ctx.is_signless_integer(le) {
        return Err(op.emit_op_error("only supports signless integer types"));
    }
    let maps = maps_of(op);
    if maps.len() != 3 {
        return Err(op.emit_op_error("expected an indexing map for each vector operand"));
    }
    let num_iters = op
        .attr("iterator_types")
        .and_then(|a| ctx.array_attr_elements(a))
        .map_or(0, |e| e.len());
    for (i, m) in maps.iter().enumerate() {
        let Some(m) = m else {
            return Err(op.emit_op_error(format!("expected indexing map {i} to be an affine map")));
        };
        if m.num_symbols != 0 {
            return Err(op.emit_op_error(format!("expected indexing map {i} to have no symbols")));
        }
        let rank = rank_of(ctx, op.operand_type(i));
        if m.num_dims as usize != num_iters {
            return Err(op.emit_op_error(format!(
                "expected indexing map {i} to have {num_iters} number of inputs"
            )));
        }
        if m.num_results() != rank {
            return Err(op.emit_op_error(format!(
                "expected indexing map {i} to have {rank} number of outputs"
            )));
        }
        if !m.is_projected_permutation(ctx, false) {
            return Err(op.emit_op_error(format!(
                "expected indexing map {i} to be a projected permutation of its inputs"
            )));
        }
    }
    let maps: Vec<AffineMap> = maps.into_iter().flatten().collect();
    let dims_of = |m: &AffineMap| -> Vec<u32> {
        m.results
            .iter()
            .filter_map(|r| match r.kind(ctx) {
                AffineExprKind::Dim(d) => Some(d),
                _ => None,
            })
            .collect()
    };
    let (ld, rd, ad) = (dims_of(&maps[0]), dims_of(&maps[1]), dims_of(&maps[2]));
    let iter_kinds: Vec<u64> = op
        .attr("iterator_types")
        .and_then(|a| ctx.array_attr_elements(a))
        .map(|e| {
            e.iter()
                .map(|&x| crate::ITERATOR_TYPE.attr_value(ctx, x).unwrap_or(0))
                .collect()
        })
        .unwrap_or_default();
    let is_reduction = |d: u32| iter_kinds.get(d as usize) == Some(&1);
    if (0..num_iters as u32).any(|d| !ld.contains(&d) && !rd.contains(&d)) {
        return Err(op.emit_op_error("expected all dimensions to be either a LHS or a RHS dimension"));
    }
    let contracting: Vec<u32> = ld
        .iter()
        .copied()
        .filter(|&d| is_reduction(d) && rd.contains(&d))
        .collect();
    if contracting.is_empty() {
        return Err(op.emit_op_error("expected at least one contracting dimension pair"));
    }
    let lshape = shape_of(ctx, lhs);
    let rshape = shape_of(ctx, rhs);
    let size_of = |d: u32| -> Option<i64> {
        if let Some(p) = ld.iter().position(|&x| x == d) {
            return lshape.get(p).copied();
        }
        rd.iter()
            .position(|&x| x == d)
            .and_then(|p| rshape.get(p).copied())
    };
    for &d in &contracting {
        let (lp, rp) = (ld.iter().position(|&x| x == d), rd.iter().position(|&x| x == d));
        if let (Some(lp), Some(rp)) = (lp, rp) {
            if lshape[lp] != rshape[rp] {
                return Err(op.emit_op_error("invalid contracting dimension map"));
            }
        }
    }
    for &d in &ld {
        if !is_reduction(d) && rd.contains(&d) {
            let (lp, rp) = (ld.iter().position(|&x| x == d), rd.iter().position(|&x| x == d));
            if let (Some(lp), Some(rp)) = (lp, rp) {
                if lshape[lp] != rshape[rp] {
                    return Err(op.emit_op_error("invalid batch dimension map"));
                }
            }
        }
    }
    // The accumulator's shape is that of the iterators its map names.
    let expected: Vec<i64> = ad.iter().map(|&d| size_of(d).unwrap_or(DYNAMIC)).collect();
    let acc = op.operand_type(2);
    let acc_shape = shape_of(ctx, acc);
    let acc_is_vec = vector_parts(ctx, acc).is_some();
    if (acc_is_vec && acc_shape != expected) || (!acc_is_vec && !expected.is_empty()) {
        let e = ctx.element_type_or_self(res);
        let expected_t = if expected.is_empty() {
            e
        } else {
            vector_type(ctx, &expected, &[], e)
        };
        return Err(op.emit_op_error(format!(
            "invalid accumulator/result vector shape, expected: {}",
            ctx.quoted_types([expected_t])
        )));
    }
    if let Some(k) = kind_of(op) {
        if !supported_kind(ctx, k, res) {
            return Err(op.emit_op_error("unsupported contraction type"));
        }
    }
    Ok(())
}

pub(crate) fn verify_outerproduct(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let lhs = shape_of(ctx, op.operand_type(0));
    let res = shape_of(ctx, op.result_type(0));
    if lhs.len() != 1 {
        return Err(op.emit_op_error("expected 1-d vector for operand #1"));
    }
    match vector_parts(ctx, op.operand_type(1)) {
        Some((rhs, _, _)) => {
            let lsc = scalable_dims(ctx, op.operand_type(0));
            let rsc = scalable_dims(ctx, op.operand_type(1));
            if lsc.first() == Some(&true) && rsc.first() != Some(&true) {
                return Err(op.emit_op_error("expected either both or only #2 operand dim to be scalable"));
            }
            if rhs.len() != 1 {
                return Err(op.emit_op_error("expected 1-d vector for operand #2"));
            }
            if res.len() != 2 {
                return Err(op.emit_op_error("expected 2-d vector result"));
            }
            if lhs[0] != res[0] {
                return Err(op.emit_op_error("expected #1 operand dim to match result dim #1"));
            }
            if rhs[0] != res[1] {
                return Err(op.emit_op_error("expected #2 operand dim to match result dim #2"));
            }
        }
        None => {
            if res.len() != 1 {
                return Err(op.emit_op_error("expected 1-d vector result"));
            }
            if lhs[0] != res[0] {
                return Err(op.emit_op_error("expected #1 operand dim to match result dim #1"));
            }
        }
    }
    if op.num_operands() > 2 && op.operand_type(2) != op.result_type(0) {
        return Err(op.emit_op_error("expected operand #3 of same type as result type"));
    }
    if let Some(k) = kind_of(op) {
        if !supported_kind(ctx, k, op.result_type(0)) {
            return Err(op.emit_op_error("unsupported outerproduct type"));
        }
    }
    Ok(())
}

// ---- transfers and memory ops -----------------------------------------------------------------

fn shaped_rank(ctx: &Context, t: Type) -> usize {
    ctx.shape(t).map_or(0, |s| s.len())
}

/// The size in bits of a scalar type (index counts 64, as MLIR's
/// default data layout says).
fn bit_width(ctx: &Context, t: Type) -> Option<i64> {
    if ctx.is_index(t) {
        return Some(64);
    }
    ctx.integer_width(t)
        .map(|w| w as i64)
        .or_else(|| ctx.float_kind(t).map(|k| k.width() as i64))
}

fn permutation_map_of(op: OpRef<'_>) -> Option<AffineMap> {
    op.attr("permutation_map")
        .and_then(|a| match op.ctx.attr_kind(a) {
            AttrKind::AffineMap(m) => Some(m.clone()),
            _ => None,
        })
}

/// `verifyTransferOp`: the checks the two transfer ops share.
fn verify_transfer(
    op: OpRef<'_>,
    shaped: Type,
    vector: Type,
    mask: Option<Type>,
    map: &AffineMap,
) -> LogicalResult {
    let ctx = op.ctx;
    if !matches!(
        ctx.type_kind(shaped),
        TypeKind::MemRef { .. } | TypeKind::RankedTensor { .. }
    ) {
        return Err(op.emit_op_error("requires source to be a memref or ranked tensor type"));
    }
    let elem = ctx.element_type(shaped).unwrap_or(shaped);
    let (vshape, _, ve) = vector_parts(ctx, vector).unwrap_or((&[], &[], vector));
    if let Some((eshape, _, ee)) = vector_parts(ctx, elem) {
        let src_bits = bit_width(ctx, ee).unwrap_or(0) * eshape.last().copied().unwrap_or(1);
        let res_bits = bit_width(ctx, ve).unwrap_or(0) * vshape.last().copied().unwrap_or(1);
        if src_bits != 0 && res_bits % src_bits != 0 {
            return Err(op.emit_op_error(
                "requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the minor 1-D vector of the source",
            ));
        }
        if eshape.len() > vshape.len() {
            return Err(op.emit_op_error("requires source vector element and vector result ranks to match."));
        }
        if map.num_results() != vshape.len() - eshape.len() {
            return Err(op.emit_op_error(
                "requires a permutation_map with result dims of the same rank as the vector type",
            ));
        }
        if mask.is_some() {
            return Err(op.emit_op_error("does not support masks with vector element type"));
        }
    } else {
        let minor = vshape.last().copied().unwrap_or(1);
        let res_bits = bit_width(ctx, ve).unwrap_or(0) * minor;
        if let Some(eb) = bit_width(ctx, elem).filter(|&b| b != 0) {
            if res_bits % eb != 0 {
                return Err(op.emit_op_error(
                    "requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the source element type",
                ));
            }
        }
        if map.num_results() != vshape.len() {
            return Err(op.emit_op_error(
                "requires a permutation_map with result dims of the same rank as the vector type",
            ));
        }
    }
    if map.num_symbols != 0 {
        return Err(op.emit_op_error("requires permutation_map without symbols"));
    }
    if map.num_dims as usize != shaped_rank(ctx, shaped) {
        return Err(op.emit_op_error(
            "requires a permutation_map with input dims of the same rank as the source type",
        ));
    }
    if let Some(m) = mask {
        let inferred = crate::asm::transfer_mask_type(ctx, vector, map);
        if inferred.is_some_and(|i| i != m) {
            return Err(op.emit_op_error(format!(
                "inferred mask type ({}) and mask operand type ({}) don't match",
                ctx.type_to_string(inferred.expect("checked")),
                ctx.type_to_string(m)
            )));
        }
    }
    let in_bounds = op
        .attr("in_bounds")
        .and_then(|a| ctx.array_attr_elements(a))
        .map_or(0, |e| e.len());
    if in_bounds != map.num_results() {
        return Err(op.emit_op_error(format!(
            "expects the in_bounds attr of same rank as permutation_map results: {} vs inBounds of size: {in_bounds}",
            ctx.attr_to_string(crate::asm::map_attr(ctx, map.clone()))
        )));
    }
    Ok(())
}

/// `verifyPermutationMap`: each result is a dim used once or the zero
/// constant.
fn verify_permutation_map(op: OpRef<'_>, map: &AffineMap) -> LogicalResult {
    let ctx = op.ctx;
    let mut seen = vec![false; map.num_dims as usize];
    for r in map.results.iter() {
        match r.kind(ctx) {
            AffineExprKind::Constant(0) => {}
            AffineExprKind::Dim(d) if (d as usize) < seen.len() => {
                if seen[d as usize] {
                    return Err(op.emit_op_error(
                        "requires a permutation_map that is a permutation (found one dim used more than once)",
                    ));
                }
                seen[d as usize] = true;
            }
            _ => {
                return Err(op.emit_op_error(
                    "requires a projected permutation_map (at most one dim or the zero constant can appear in each result)",
                ))
            }
        }
    }
    Ok(())
}

pub(crate) fn verify_transfer_read(op: OpRef<'_>) -> LogicalResult {
    let t = crate::TransferReadOp(op.id);
    let ctx = op.ctx;
    let shaped = op.value_type(t.base(&op));
    let rank = shaped_rank(ctx, shaped);
    if t.indices(&op).len() != rank {
        return Err(op.emit_op_error(format!("requires {rank} indices")));
    }
    let Some(map) = permutation_map_of(op) else {
        return Ok(());
    };
    let mask = t.mask(&op).map(|m| op.value_type(m));
    verify_transfer(op, shaped, op.result_type(0), mask, &map)?;
    let pad = op.value_type(t.padding(&op));
    let elem = ctx.element_type(shaped).unwrap_or(shaped);
    if vector_parts(ctx, elem).is_some() {
        if elem != pad {
            return Err(op.emit_op_error("requires source element type and padding type to match."));
        }
    } else if pad != elem {
        return Err(op.emit_op_error("requires formal padding and source of the same elemental type"));
    }
    verify_permutation_map(op, &map)
}

pub(crate) fn verify_transfer_write(op: OpRef<'_>) -> LogicalResult {
    let t = crate::TransferWriteOp(op.id);
    let ctx = op.ctx;
    let shaped = op.value_type(t.base(&op));
    let rank = shaped_rank(ctx, shaped);
    if t.indices(&op).len() != rank {
        return Err(op.emit_op_error(format!("requires {rank} indices")));
    }
    let Some(map) = permutation_map_of(op) else {
        return Ok(());
    };
    if map
        .results
        .iter()
        .any(|r| matches!(r.kind(ctx), AffineExprKind::Constant(0)))
    {
        return Err(op.emit_op_error("should not have broadcast dimensions"));
    }
    let mask = t.mask(&op).map(|m| op.value_type(m));
    verify_transfer(op, shaped, op.value_type(t.value_to_store(&op)), mask, &map)?;
    verify_permutation_map(op, &map)
}

fn check_base_element(op: OpRef<'_>, base: Type, vector: Type, what: &str, plural: bool) -> LogicalResult {
    let ctx = op.ctx;
    let be = ctx.element_type(base).unwrap_or(base);
    let ve = ctx.element_type_or_self(vector);
    if vector_parts(ctx, be).is_some() {
        if be != vector {
            return Err(op.emit_op_error(format!("base memref and {what} vector types should match")));
        }
        return Ok(());
    }
    if be != ve {
        let s = if plural { "s" } else { "" };
        return Err(op.emit_op_error(format!("base and {what} element type{s} should match")));
    }
    Ok(())
}

fn check_indices(op: OpRef<'_>, base: Type, n: usize) -> LogicalResult {
    let rank = shaped_rank(op.ctx, base);
    if n != rank {
        return Err(op.emit_op_error(format!("requires {rank} indices")));
    }
    Ok(())
}

/// `verifyLoadStoreMemRefLayout` and the rank check of load and store.
fn check_load_store(op: OpRef<'_>, base: Type, vector: Type, rank_msg: &str) -> LogicalResult {
    let ctx = op.ctx;
    // One element (fixed-length) accesses like a scalar: any stride.
    let one = vector_parts(ctx, vector)
        .is_some_and(|(shape, sc, _)| !sc.iter().any(|&b| b) && num_elements(shape) == 1);
    let unit = one
        || strata_dialect_memref::layout::strides_and_offset(ctx, base)
            .is_some_and(|(strides, _)| strides.last().is_none_or(|&s| s == 1));
    if !unit {
        return Err(op.emit_op_error("most minor memref dim must have unit stride"));
    }
    if shaped_rank(ctx, base) < rank_of(ctx, vector) {
        return Err(op.emit_op_error(rank_msg));
    }
    Ok(())
}

pub(crate) fn verify_load(op: OpRef<'_>) -> LogicalResult {
    let base = op.operand_type(0);
    check_load_store(
        op,
        base,
        op.result_type(0),
        "destination memref has lower rank than the result vector",
    )?;
    check_base_element(op, base, op.result_type(0), "result", true)?;
    check_indices(op, base, op.num_operands() - 1)
}

pub(crate) fn verify_store(op: OpRef<'_>) -> LogicalResult {
    let base = op.operand_type(1);
    check_load_store(
        op,
        base,
        op.operand_type(0),
        "source memref has lower rank than the vector to store",
    )?;
    check_base_element(op, base, op.operand_type(0), "valueToStore", false)?;
    check_indices(op, base, op.num_operands() - 2)
}

fn check_mask_dim(op: OpRef<'_>, mask: Type, value: Type, what: &str) -> LogicalResult {
    let ctx = op.ctx;
    if shape_of(ctx, mask) != shape_of(ctx, value) {
        return Err(op.emit_op_error(format!(
            "expected {what} to match mask {}",
            if what.ends_with("shape") { "shape" } else { "dim" }
        )));
    }
    Ok(())
}

pub(crate) fn verify_expand_load(op: OpRef<'_>) -> LogicalResult {
    verify_masked_read(op, "result dim")
}

pub(crate) fn verify_compress_store(op: OpRef<'_>) -> LogicalResult {
    verify_masked_write(op, "valueToStore dim")
}

pub(crate) fn verify_masked_load(op: OpRef<'_>) -> LogicalResult {
    verify_masked_read(op, "result shape")
}

pub(crate) fn verify_masked_store(op: OpRef<'_>) -> LogicalResult {
    verify_masked_write(op, "valueToStore shape")
}

/// `base[indices], mask, pass_thru -> result` (masked and expanding
/// loads); `mask_what` names the mask's counterpart in the message.
fn verify_masked_read(op: OpRef<'_>, mask_what: &str) -> LogicalResult {
    let n = op.num_operands();
    let base = op.operand_type(0);
    let res = op.result_type(0);
    check_base_element(op, base, res, "result", false)?;
    check_indices(op, base, n - 3)?;
    check_mask_dim(op, op.operand_type(n - 2), res, mask_what)?;
    if op.operand_type(n - 1) != res {
        return Err(op.emit_op_error("expected pass_thru of same type as result type"));
    }
    Ok(())
}

/// `base[indices], mask, valueToStore` (masked and compressing stores).
fn verify_masked_write(op: OpRef<'_>, mask_what: &str) -> LogicalResult {
    let n = op.num_operands();
    let base = op.operand_type(0);
    let value = op.operand_type(n - 1);
    check_base_element(op, base, value, "valueToStore", false)?;
    check_indices(op, base, n - 3)?;
    check_mask_dim(op, op.operand_type(n - 2), value, mask_what)
}

pub(crate) fn verify_gather(op: OpRef<'_>) -> LogicalResult {
    let n = op.num_operands();
    let base = op.operand_type(0);
    let res = op.result_type(0);
    check_base_element(op, base, res, "result", false)?;
    check_indices(op, base, n - 4)?;
    let ctx = op.ctx;
    if shape_of(ctx, op.operand_type(n - 3)) != shape_of(ctx, res) {
        return Err(op.emit_op_error("expected result dim to match indices dim"));
    }
    check_mask_dim(op, op.operand_type(n - 2), res, "result dim")?;
    if op.operand_type(n - 1) != res {
        return Err(op.emit_op_error("expected pass_thru of same type as result type"));
    }
    Ok(())
}

pub(crate) fn verify_scatter(op: OpRef<'_>) -> LogicalResult {
    let n = op.num_operands();
    let base = op.operand_type(0);
    let value = op.operand_type(n - 1);
    check_base_element(op, base, value, "valueToStore", false)?;
    check_indices(op, base, n - 4)?;
    let ctx = op.ctx;
    if shape_of(ctx, op.operand_type(n - 3)) != shape_of(ctx, value) {
        return Err(op.emit_op_error("expected valueToStore dim to match indices dim"));
    }
    check_mask_dim(op, op.operand_type(n - 2), value, "valueToStore dim")
}

// ---- masks ------------------------------------------------------------------------------------------

pub(crate) fn verify_constant_mask(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let t = op.result_type(0);
    let shape = shape_of(ctx, t);
    let sizes = dense(op, "mask_dim_sizes");
    if shape.is_empty() && sizes.len() != 1 {
        return Err(op.emit_error("array attr must have length 1 for 0-D vectors"));
    }
    let rank = shape.len().max(1);
    if sizes.len() != rank {
        return Err(op.emit_op_error("must specify array attr of size equal vector result rank"));
    }
    if shape.is_empty() {
        if !(0..=1).contains(&sizes[0]) {
            return Err(op.emit_op_error("mask dim size must be either 0 or 1 for 0-D vectors"));
        }
        return Ok(());
    }
    let sc = scalable_dims(ctx, t);
    for (i, (&s, &d)) in sizes.iter().zip(&shape).enumerate() {
        if s < 0 || s > d {
            return Err(op.emit_op_error("array attr of size out of bounds of vector result dimension size"));
        }
        if sc[i] && s != 0 && s != d {
            return Err(op.emit_op_error("only supports 'none set' or 'all set' scalable dimensions"));
        }
    }
    if sizes.contains(&0) && sizes.iter().any(|&s| s != 0) {
        return Err(op.emit_op_error(
            "expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim",
        ));
    }
    Ok(())
}

pub(crate) fn verify_create_mask(op: OpRef<'_>) -> LogicalResult {
    let rank = rank_of(op.ctx, op.result_type(0));
    if rank == 0 {
        if op.num_operands() != 1 {
            return Err(op.emit_op_error("must specify exactly one operand for 0-D create_mask"));
        }
    } else if op.num_operands() != rank {
        return Err(op.emit_op_error("must specify an operand for each result vector dimension"));
    }
    Ok(())
}

/// The mask type a maskable op expects (`getExpectedMaskType`), `None`
/// for ops that are not maskable.
pub(crate) fn expected_mask_type(op: OpRef<'_>) -> Option<Type> {
    let ctx = op.ctx;
    let i1_like = |t: Type| {
        let (shape, _, _) = vector_parts(ctx, t)?;
        Some(vector_type(ctx, shape, &scalable_dims(ctx, t), ctx.i1()))
    };
    match op.name_str() {
        "vector.transfer_read" | "vector.transfer_write" => {
            let map = permutation_map_of(op)?;
            let vector = if op.name_str() == "vector.transfer_read" {
                op.result_type(0)
            } else {
                op.operand_type(0)
            };
            crate::asm::transfer_mask_type(ctx, vector, &map)
        }
        "vector.reduction" | "vector.multi_reduction" => i1_like(op.operand_type(0)),
        "vector.outerproduct" | "vector.gather" => i1_like(op.result_type(0)),
        "vector.contract" => {
            // The iteration space: each iterator's size from the operand
            // indexing it.
            let maps: Vec<AffineMap> = maps_of(op).into_iter().flatten().collect();
            let n = maps.first()?.num_dims as usize;
            let mut shape = vec![1; n];
            let mut sc = vec![false; n];
            for (k, m) in maps.iter().enumerate().take(2) {
                let t = op.operand_type(k);
                let tshape = shape_of(ctx, t);
                let tsc = scalable_dims(ctx, t);
                for (i, r) in m.results.iter().enumerate() {
                    if let AffineExprKind::Dim(d) = r.kind(ctx) {
                        if (d as usize) < n && i < tshape.len() {
                            shape[d as usize] = tshape[i];
                            sc[d as usize] = tsc[i];
                        }
                    }
                }
            }
            Some(vector_type(ctx, &shape, &sc, ctx.i1()))
        }
        _ => None,
    }
}

pub(crate) fn verify_mask(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let (rb, regions) = op.regions();
    let Some(&r) = regions.first() else { return Ok(()) };
    let Some(b) = rb.region_entry(r) else {
        return Ok(());
    };
    let ops: Vec<_> = rb.block_ops(b).collect();
    if ops.is_empty() {
        return Err(op.emit_op_error("expects a terminator within the mask region"));
    }
    if ops.len() > 2 {
        return Err(op.emit_op_error("expects only one operation to mask"));
    }
    let term = ops[ops.len() - 1];
    if ctx.op_name_str(rb.op_name(term)) != "vector.yield" {
        return Err(op.emit_op_error("expects a terminator within the mask region"));
    }
    if rb.num_operands(term) != op.num_results() {
        return Err(op.emit_op_error("expects number of results to match mask region yielded values"));
    }
    if ops.len() == 1 {
        return Ok(());
    }
    let masked = OpRef::new(ctx, rb, ops[0]);
    let Some(expected) = expected_mask_type(masked) else {
        return Err(op.emit_op_error("expects a MaskableOpInterface within the mask region"));
    };
    if masked.num_results() != op.num_results() {
        return Err(
            op.emit_op_error("expects number of results to match maskable operation number of results")
        );
    }
    if !rb.operands(term).eq(masked.results()) {
        return Err(op.emit_op_error(
            "expects all the results from the MaskableOpInterface to match all the values returned by the terminator",
        ));
    }
    if !masked.result_types().eq(op.result_types()) {
        return Err(op.emit_op_error("expects result type to match maskable operation result type"));
    }
    if op.operand_type(0) != expected {
        return Err(op.emit_op_error(format!(
            "expects a {} mask for the maskable operation",
            type_str(ctx, expected)
        )));
    }
    if op.num_operands() > 1 {
        // Of the maskable ops, only `transfer_read` takes a pass-through.
        if masked.name_str() != "vector.transfer_read" {
            return Err(op.emit_op_error("doesn't expect a passthru argument for this maskable operation"));
        }
        if masked.num_results() != 1 {
            return Err(op.emit_op_error("expects result when passthru argument is provided"));
        }
        if op.operand_type(1) != masked.result_type(0) {
            return Err(op.emit_op_error("expects passthru type to match result type"));
        }
    }
    Ok(())
}

pub(crate) fn verify_scan(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let src = op.operand_type(0);
    let init = op.operand_type(1);
    let shape = shape_of(ctx, src);
    let dim = op
        .attr("reduction_dim")
        .and_then(|a| ctx.integer_attr_value(a))
        .map_or(0, |v| v.sext_i64());
    if dim < 0 || dim as usize >= shape.len() {
        return Err(op.emit_op_error(format!(
            "reduction dimension {dim} has to be less than {}",
            shape.len()
        )));
    }
    let mut expected = shape.clone();
    expected.remove(dim as usize);
    let init_rank = rank_of(ctx, init);
    if init_rank != expected.len() {
        return Err(op.emit_op_error(format!(
            "initial value rank {init_rank} has to be equal to {}",
            expected.len()
        )));
    }
    if shape_of(ctx, init) != expected {
        return Err(op.emit_op_error("incompatible input/initial value shapes"));
    }
    let e = ctx.element_type_or_self(src);
    if ctx.element_type_or_self(init) != e {
        return Err(op.emit_op_error("incompatible input/initial value element types"));
    }
    if let Some(k) = kind_of(op) {
        if !supported_kind(ctx, k, e) {
            return Err(op.emit_op_error(format!(
                "unsupported reduction type {} for kind '{}'",
                type_str(ctx, e),
                COMBINING_KIND.keyword(k).unwrap_or("")
            )));
        }
    }
    Ok(())
}
