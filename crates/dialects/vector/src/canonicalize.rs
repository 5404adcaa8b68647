//! The canonicalization patterns of the vector ops.

use strata_dialect_utils::matchers::const_i64;
use strata_dialect_utils::patterns::{self, UNNAMED};
use strata_ir::{Context, OpId, OpRef};
use strata_ods::directives::dense_i64_array;
use strata_rewrite::{PatternRewriter, RewritePattern};

use crate::types_util::{num_elements, vector_parts};
use crate::COMBINING_KIND;

type Patterns = Vec<Box<dyn RewritePattern>>;

pub(crate) fn contract(_: &Context, out: &mut Patterns) {
    patterns::add(out, "arith.addi", &[("CanonicalizeContractAdd", 1, contract_add)]);
    patterns::add(out, "arith.addf", &[("CanonicalizeContractAdd", 1, contract_add)]);
}

/// An add of a `vector.contract` with a zero accumulator and another value
/// is the contraction accumulating into that value.
fn contract_add(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let o = OpRef::new(ctx, body, op);
    let (a, b) = (o.operand(0), o.operand(1));
    let zero_acc_contract = |v: strata_ir::ValueId| -> Option<OpId> {
        let c = strata_dialect_utils::matchers::def_named(o, v, "vector.contract")?;
        let acc = strata_ir::fold::constant_value(ctx, body, c.operand(2))?;
        match strata_dialect_arith::fold::read(ctx, acc)? {
            strata_dialect_arith::fold::Elems::Scalar(z) | strata_dialect_arith::fold::Elems::Splat(z)
                if z.is_zero() =>
            {
                Some(c.id)
            }
            _ => None,
        }
    };
    let Some((contract, other)) = zero_acc_contract(a)
        .map(|c| (c, b))
        .or_else(|| zero_acc_contract(b).map(|c| (c, a)))
    else {
        return false;
    };
    let acc = body.operand(contract, 2);
    let mut map = strata_ir::IrMapping::default();
    map.map_value(acc, other);
    rw.set_insertion_point(op);
    let c = rw.clone_op(contract, &mut map);
    let v = rw.body().result(c, 0);
    rw.replace_op(op, &[v]);
    true
}
pub(crate) fn multi_reduction(_: &Context, out: &mut Patterns) {
    patterns::add(
        out,
        "vector.multi_reduction",
        &[("ElideUnitDimsInMultiDimReduction", 1, elide_unit_reduction_dims)],
    );
}

/// `vector.multi_reduction` whose reduced dimensions all have size 1 is a
/// `vector.shape_cast` (an extract of the one element, when every
/// dimension is reduced) combined with the accumulator. Under a mask, the
/// mask is reshaped alike and masked-off lanes keep the source's value.
fn elide_unit_reduction_dims(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let Some((shape, _, elem)) = vector_parts(ctx, o.operand_type(0)) else {
        return false;
    };
    let reduced = o
        .attr("reduction_dims")
        .and_then(|a| strata_ods::directives::dense_i64_values(ctx, a))
        .unwrap_or_default();
    if reduced
        .iter()
        .any(|&d| usize::try_from(d).ok().and_then(|d| shape.get(d)) != Some(&1))
    {
        return false;
    }
    let kind = o
        .attr("kind")
        .and_then(|a| COMBINING_KIND.attr_value(ctx, a))
        .and_then(|v| COMBINING_KIND.keyword(v))
        .unwrap_or("");
    let Some(combine) = combining_op(ctx, kind, elem) else {
        return false;
    };
    let (src, acc, dest_t) = (o.operand(0), o.operand(1), o.result_type(0));
    let masking = o.parent().filter(|p| p.name_str() == "vector.mask");
    if masking.is_some_and(|m| m.num_operands() > 1) {
        return false;
    }
    let mask = masking.map(|m| m.operand(0));
    let root = masking.map_or(op, |m| m.id);
    let (mask, cast) = if let Some((dshape, dsc, _)) = vector_parts(ctx, dest_t) {
        let (dshape, dsc) = (dshape.to_vec(), dsc.to_vec());
        let mask = mask.map(|m| {
            let mt = crate::types_util::vector_type(ctx, &dshape, &dsc, ctx.i1());
            let c = patterns::create(rw, root, "vector.shape_cast", &[m], &[mt], &[]);
            patterns::result(rw, c)
        });
        let c = patterns::create(rw, root, "vector.shape_cast", &[src], &[dest_t], &[]);
        (mask, patterns::result(rw, c))
    } else {
        let pos = dense_i64_array(ctx, &vec![0; shape.len()]);
        let mask = mask.map(|m| {
            let c = patterns::create(
                rw,
                root,
                "vector.extract",
                &[m],
                &[ctx.i1()],
                &[("static_position", pos)],
            );
            patterns::result(rw, c)
        });
        let c = patterns::create(
            rw,
            root,
            "vector.extract",
            &[src],
            &[elem],
            &[("static_position", pos)],
        );
        (mask, patterns::result(rw, c))
    };
    // The combiner with its default properties, as MLIR's builders give it.
    let mut st = strata_ir::OperationState::new(ctx.op_name(combine), rw.body().op_loc(op));
    st.operands = vec![acc, cast];
    st.result_types = vec![dest_t];
    st.populate_default_properties(ctx);
    rw.set_insertion_point(root);
    let c = rw.create(st);
    let mut v = patterns::result(rw, c);
    if let Some(m) = mask {
        let s = patterns::create(rw, root, "arith.select", &[m, v, cast], &[dest_t], &[]);
        v = patterns::result(rw, s);
    }
    rw.replace_op(root, &[v]);
    true
}
pub(crate) fn broadcast(_: &Context, out: &mut Patterns) {
    patterns::add(
        out,
        "vector.broadcast",
        &[("BroadcastFolder", 1, broadcast_of_broadcast)],
    );
}

/// `broadcast(broadcast(x))` is one broadcast of `x`.
fn broadcast_of_broadcast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let o = OpRef::new(ctx, body, op);
    let Some(inner) = body
        .defining_op(o.operand(0))
        .filter(|&d| OpRef::new(ctx, body, d).name_str() == "vector.broadcast")
    else {
        return false;
    };
    let src = body.operand(inner, 0);
    let t = o.result_type(0);
    let new = patterns::create(rw, op, "vector.broadcast", &[src], &[t], &[]);
    let v = patterns::result(rw, new);
    rw.replace_op(op, &[v]);
    true
}
pub(crate) fn extract(_: &Context, out: &mut Patterns) {
    patterns::add(
        out,
        "vector.extract",
        &[
            ("ExtractOpFromBroadcast", 1, extract_from_broadcast),
            (UNNAMED, 1, extract_vector_from_from_elements),
            ("ExtractOpFromCreateMask", 1, extract_from_create_mask),
            (UNNAMED, 1, extract_from_shape_cast_to_shape_cast),
        ],
    );
}

/// `vector.extract` of a vector with as many elements as the source of
/// the `vector.shape_cast` it reads is a shape_cast of that source.
fn extract_from_shape_cast_to_shape_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let res = o.result_type(0);
    let Some(c) = strata_dialect_utils::matchers::def_named(o, o.operand(0), "vector.shape_cast") else {
        return false;
    };
    let (Some((rshape, _, _)), Some((sshape, _, _))) =
        (vector_parts(ctx, res), vector_parts(ctx, c.operand_type(0)))
    else {
        return false;
    };
    if num_elements(rshape) != num_elements(sshape) {
        return false;
    }
    let src = c.operand(0);
    let n = patterns::create(rw, op, "vector.shape_cast", &[src], &[res], &[]);
    let v = patterns::result(rw, n);
    rw.replace_op(op, &[v]);
    true
}

/// A sub-mask extracted from a `vector.create_mask` is a `create_mask` of
/// the remaining sizes when every position is known to be inside the set
/// region, or all clear when one is known to be outside.
fn extract_from_create_mask(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let o = OpRef::new(ctx, body, op);
    let res = o.result_type(0);
    if vector_parts(ctx, res).is_none() {
        return false;
    }
    let Some(cm) =
        strata_dialect_utils::matchers::def(o, o.operand(0)).filter(|d| d.name_str() == "vector.create_mask")
    else {
        return false;
    };
    let Some((shape, _, _)) = vector_parts(ctx, cm.result_type(0)) else {
        return false;
    };
    let pos = o
        .attr("static_position")
        .and_then(|a| strata_ods::directives::dense_i64_values(ctx, a))
        .unwrap_or_default();
    let sizes: Vec<strata_ir::ValueId> = cm.operands().collect();
    if pos.len() > sizes.len() {
        return false;
    }
    let mut all_false = mask_format(ctx, body, cm.result(0)) == Some(false);
    let mut unknown = false;
    for (d, &p) in pos.iter().enumerate() {
        if all_false {
            break;
        }
        let Some(bound) = const_i64(ctx, body, sizes[d]) else {
            unknown = true;
            continue;
        };
        if p != strata_ir::DYNAMIC {
            all_false |= p >= bound;
        } else if bound < shape[d] {
            unknown = true;
        }
    }
    let v = if all_false {
        let Some(attr) = strata_dialect_arith::fold::build(ctx, res, &[strata_ir::APInt::from_u64(1, 0)])
        else {
            return false;
        };
        let n = patterns::create(rw, op, "arith.constant", &[], &[res], &[("value", attr)]);
        patterns::result(rw, n)
    } else if !unknown {
        let n = patterns::create(rw, op, "vector.create_mask", &sizes[pos.len()..], &[res], &[]);
        patterns::result(rw, n)
    } else {
        return false;
    };
    rw.replace_op(op, &[v]);
    true
}

pub(crate) fn extract_strided_slice(_: &Context, out: &mut Patterns) {
    patterns::add(
        out,
        "vector.extract_strided_slice",
        &[
            ("StridedSliceCreateMaskFolder", 1, strided_slice_of_create_mask),
            (
                "StridedSliceConstantMaskFolder",
                1,
                strided_slice_of_constant_mask,
            ),
            ("StridedSliceBroadcast", 1, strided_slice_of_broadcast),
            (
                "ContiguousExtractStridedSliceToExtract",
                1,
                contiguous_strided_slice_to_extract,
            ),
        ],
    );
}

/// A unit-stride `vector.extract_strided_slice` taking one position of
/// its leading dimensions and all of the trailing ones is a
/// `vector.extract` at that position, shape_cast to the slice's type. The
/// position also covers the unit slice dimensions after it, keeping the
/// extracted vector free of leading unit dimensions.
fn contiguous_strided_slice_to_extract(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let Some((offsets, sizes)) = unit_stride_slice(o) else {
        return false;
    };
    let src = o.operand(0);
    let src_t = o.operand_type(0);
    let Some((shape, sc, elem)) = vector_parts(ctx, src_t) else {
        return false;
    };
    if shape.is_empty() || sc.iter().any(|&b| b) || sizes.len() > shape.len() || offsets.len() != sizes.len()
    {
        return false;
    }
    let mut k = sizes.len();
    while k > 0 && sizes[k - 1] == shape[k - 1] {
        k -= 1;
    }
    // Nothing to extract (the identity), or not even the innermost
    // dimension taken whole.
    if k == 0 || (k == shape.len() && sizes.len() == shape.len()) {
        return false;
    }
    if sizes[..k].iter().any(|&s| s != 1) {
        return false;
    }
    while k + 1 < sizes.len() && sizes[k] == 1 {
        k += 1;
    }
    let extracted = if k == shape.len() {
        elem
    } else {
        crate::types_util::vector_type(ctx, &shape[k..], &[], elem)
    };
    let res = o.result_type(0);
    let e = patterns::create(
        rw,
        op,
        "vector.extract",
        &[src],
        &[extracted],
        &[("static_position", dense_i64_array(ctx, &offsets[..k]))],
    );
    let ev = patterns::result(rw, e);
    let c = patterns::create(rw, op, "vector.shape_cast", &[ev], &[res], &[]);
    let v = patterns::result(rw, c);
    rw.replace_op(op, &[v]);
    true
}

/// A slice of a broadcast is a broadcast of the source, itself sliced in
/// the dimensions where it is not broadcast but the slice is smaller.
fn strided_slice_of_broadcast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let res = o.result_type(0);
    let Some(b) =
        strata_dialect_utils::matchers::def(o, o.operand(0)).filter(|d| d.name_str() == "vector.broadcast")
    else {
        return false;
    };
    let Some((dshape, _, _)) = vector_parts(ctx, res) else {
        return false;
    };
    let mut source = b.operand(0);
    let src_t = b.operand_type(0);
    if let Some((sshape, ssc, elem)) = vector_parts(ctx, src_t) {
        let (sshape, ssc) = (sshape.to_vec(), ssc.to_vec());
        let diff = dshape.len() - sshape.len();
        let needs_slice = (0..sshape.len()).any(|i| sshape[i] != 1 && sshape[i] != dshape[i + diff]);
        if needs_slice {
            let tail = |name: &str| -> Vec<i64> {
                crate::verify::i64_array(o, name).into_iter().skip(diff).collect()
            };
            let (mut offsets, mut sizes, strides) = (tail("offsets"), tail("sizes"), tail("strides"));
            for i in 0..offsets.len().min(sizes.len()) {
                if sshape[i] == 1 {
                    offsets[i] = 0;
                    sizes[i] = 1;
                }
            }
            let mut shape = sshape.clone();
            for (d, &sz) in sizes.iter().enumerate() {
                if let Some(x) = shape.get_mut(d) {
                    *x = sz;
                }
            }
            let t = crate::types_util::vector_type(ctx, &shape, &ssc, elem);
            let arr = |v: &[i64]| crate::fold::i64_array(ctx, v);
            let n = patterns::create(
                rw,
                op,
                "vector.extract_strided_slice",
                &[source],
                &[t],
                &[
                    ("offsets", arr(&offsets)),
                    ("sizes", arr(&sizes)),
                    ("strides", arr(&strides)),
                ],
            );
            source = patterns::result(rw, n);
        }
    }
    let n = patterns::create(rw, op, "vector.broadcast", &[source], &[res], &[]);
    let v = patterns::result(rw, n);
    rw.replace_op(op, &[v]);
    true
}

/// The offsets and sizes of a unit-stride `vector.extract_strided_slice`.
fn unit_stride_slice(o: OpRef<'_>) -> Option<(Vec<i64>, Vec<i64>)> {
    let strides = crate::verify::i64_array(o, "strides");
    if strides.iter().any(|&s| s != 1) {
        return None;
    }
    Some((
        crate::verify::i64_array(o, "offsets"),
        crate::verify::i64_array(o, "sizes"),
    ))
}

/// A unit-stride slice of a `vector.create_mask` is a `create_mask` of the
/// sizes minus the offsets (create_mask clamps them).
fn strided_slice_of_create_mask(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let res = o.result_type(0);
    let Some(cm) =
        strata_dialect_utils::matchers::def(o, o.operand(0)).filter(|d| d.name_str() == "vector.create_mask")
    else {
        return false;
    };
    let Some((offsets, _)) = unit_stride_slice(o) else {
        return false;
    };
    let mut sizes: Vec<strata_ir::ValueId> = cm.operands().collect();
    if offsets.len() > sizes.len() {
        return false;
    }
    for (d, &off) in offsets.iter().enumerate() {
        let t = rw.body().value_type(sizes[d]);
        let c = patterns::create(
            rw,
            op,
            "arith.constant",
            &[],
            &[t],
            &[("value", ctx.integer_attr(t, off))],
        );
        let c = patterns::result(rw, c);
        let mut st = strata_ir::OperationState::new(ctx.op_name("arith.subi"), rw.body().op_loc(op));
        st.operands = vec![sizes[d], c];
        st.result_types = vec![t];
        st.populate_default_properties(ctx);
        rw.set_insertion_point(op);
        let sub = rw.create(st);
        sizes[d] = patterns::result(rw, sub);
    }
    let n = patterns::create(rw, op, "vector.create_mask", &sizes, &[res], &[]);
    let v = patterns::result(rw, n);
    rw.replace_op(op, &[v]);
    true
}

/// A unit-stride slice of a `vector.constant_mask` is the constant mask of
/// the set region's part inside the slice (all clear if it is empty).
fn strided_slice_of_constant_mask(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let res = o.result_type(0);
    let Some(cm) = strata_dialect_utils::matchers::def(o, o.operand(0))
        .filter(|d| d.name_str() == "vector.constant_mask")
    else {
        return false;
    };
    let Some((offsets, slice_sizes)) = unit_stride_slice(o) else {
        return false;
    };
    let mask_sizes = cm
        .attr("mask_dim_sizes")
        .and_then(|a| strata_ods::directives::dense_i64_values(ctx, a))
        .unwrap_or_default();
    if offsets.len() > mask_sizes.len() || slice_sizes.len() != offsets.len() {
        return false;
    }
    let mut sizes: Vec<i64> = mask_sizes
        .iter()
        .enumerate()
        .map(|(d, &m)| match (offsets.get(d), slice_sizes.get(d)) {
            (Some(&off), Some(&sz)) => ((off + sz).min(m) - off).max(0),
            _ => m,
        })
        .collect();
    if sizes.contains(&0) {
        sizes.iter_mut().for_each(|s| *s = 0);
    }
    let n = patterns::create(
        rw,
        op,
        "vector.constant_mask",
        &[],
        &[res],
        &[("mask_dim_sizes", dense_i64_array(ctx, &sizes))],
    );
    let v = patterns::result(rw, n);
    rw.replace_op(op, &[v]);
    true
}

/// `vector.extract` of a sub-vector (at a static position) of a
/// `vector.from_elements` is a `vector.from_elements` of the elements it
/// covers. Extracts of scalars are the folder's.
fn extract_vector_from_from_elements(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let res = o.result_type(0);
    if o.num_operands() != 1 {
        return false;
    }
    let Some((res_shape, res_scalable, _)) = vector_parts(ctx, res) else {
        return false;
    };
    let Some(fe) = strata_dialect_utils::matchers::def(o, o.operand(0))
        .filter(|d| d.name_str() == "vector.from_elements")
    else {
        return false;
    };
    let Some((shape, scalable, _)) = vector_parts(ctx, fe.result_type(0)) else {
        return false;
    };
    if res_scalable.iter().chain(scalable).any(|&b| b) {
        return false;
    }
    let pos = o
        .attr("static_position")
        .and_then(|a| strata_ods::directives::dense_i64_values(ctx, a))
        .unwrap_or_default();
    let Some((start, len)) = crate::fold::linearize(shape, &pos) else {
        return false;
    };
    if len as i64 != crate::types_util::num_elements(res_shape) || start + len > fe.num_operands() {
        return false;
    }
    let elements: Vec<_> = fe.operands().skip(start).take(len).collect();
    let n = patterns::create(rw, op, "vector.from_elements", &elements, &[res], &[]);
    let v = patterns::result(rw, n);
    rw.replace_op(op, &[v]);
    true
}

/// `vector.extract` of a `vector.broadcast` (or of a `vector.shape_cast`
/// only prepending unit dimensions) whose source broadcasts to the
/// extracted type is a broadcast of that source.
fn extract_from_broadcast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let res = o.result_type(0);
    let Some(src) =
        strata_dialect_utils::matchers::def(o, o.operand(0)).and_then(crate::fold::broadcast_like_source)
    else {
        return false;
    };
    let src_t = o.value_type(src);
    if vector_parts(ctx, res).is_none()
        || src_t == res
        || crate::verify::broadcast_error(ctx, src_t, res).is_some()
    {
        return false;
    }
    let n = patterns::create(rw, op, "vector.broadcast", &[src], &[res], &[]);
    let v = patterns::result(rw, n);
    rw.replace_op(op, &[v]);
    true
}
pub(crate) fn insert(_: &Context, out: &mut Patterns) {
    patterns::add(
        out,
        "vector.insert",
        &[
            ("InsertToBroadcast", 1, insert_to_broadcast),
            ("InsertChainFullyInitialized", 1, insert_chain_fully_initialized),
            ("InsertSplatToSplat", 1, insert_splat_into_same_splat),
        ],
    );
}

/// A `vector.insert` of a vector with as many elements as the destination
/// overwrites all of it: a broadcast of the inserted vector.
fn insert_to_broadcast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let dest_t = o.result_type(0);
    let (Some((vshape, _, _)), Some((dshape, _, _))) =
        (vector_parts(ctx, o.operand_type(0)), vector_parts(ctx, dest_t))
    else {
        return false;
    };
    if num_elements(vshape) != num_elements(dshape) {
        return false;
    }
    let value = o.operand(0);
    let n = patterns::create(rw, op, "vector.broadcast", &[value], &[dest_t], &[]);
    let v = patterns::result(rw, n);
    rw.replace_op(op, &[v]);
    true
}

/// The scalar a `vector.broadcast` of a scalar defining `v` broadcasts
/// (MLIR's `getScalarSplatSource`).
fn scalar_splat_source(
    ctx: &Context,
    body: &strata_ir::Body,
    v: strata_ir::ValueId,
) -> Option<strata_ir::ValueId> {
    let d = OpRef::new(ctx, body, body.defining_op(v)?);
    if d.name_str() != "vector.broadcast" || vector_parts(ctx, d.operand_type(0)).is_some() {
        return None;
    }
    Some(d.operand(0))
}

/// Inserting a splat of a scalar into a splat of the same scalar (with
/// `vector.insert` or `vector.insert_strided_slice`) leaves the
/// destination.
fn insert_splat_into_same_splat(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let o = OpRef::new(ctx, body, op);
    let (value, dest) = (o.operand(0), o.operand(1));
    match (
        scalar_splat_source(ctx, body, value),
        scalar_splat_source(ctx, body, dest),
    ) {
        (Some(a), Some(b)) if a == b => {
            // MLIR rebuilds the splat for `vector.insert`.
            let v = if o.name_str() == "vector.insert" {
                let t = o.result_type(0);
                let n = patterns::create(rw, op, "vector.broadcast", &[a], &[t], &[]);
                patterns::result(rw, n)
            } else {
                dest
            };
            rw.replace_op(op, &[v]);
            true
        }
        _ => false,
    }
}

pub(crate) fn insert_strided_slice(_: &Context, out: &mut Patterns) {
    patterns::add(
        out,
        "vector.insert_strided_slice",
        &[
            ("InsertStridedSliceSplat", 1, insert_splat_into_same_splat),
            (
                "FoldInsertStridedSliceOfExtract",
                1,
                insert_strided_slice_of_extract,
            ),
        ],
    );
}

/// Inserting a strided slice of the destination back where it was taken
/// (same offsets and strides) leaves the destination.
fn insert_strided_slice_of_extract(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let dest = o.operand(1);
    let Some(e) = strata_dialect_utils::matchers::def_named(o, o.operand(0), "vector.extract_strided_slice")
    else {
        return false;
    };
    if e.operand(0) != dest
        || e.attr("offsets") != o.attr("offsets")
        || e.attr("strides") != o.attr("strides")
    {
        return false;
    }
    rw.replace_op(op, &[dest]);
    true
}

/// A shuffle of two broadcasts of the same scalar is a broadcast of it.
fn shuffle_of_splats(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let o = OpRef::new(ctx, body, op);
    let Some(x) = scalar_splat_source(ctx, body, o.operand(0)) else {
        return false;
    };
    if scalar_splat_source(ctx, body, o.operand(1)) != Some(x) {
        return false;
    }
    let t = o.result_type(0);
    let n = patterns::create(rw, op, "vector.broadcast", &[x], &[t], &[]);
    let v = patterns::result(rw, n);
    rw.replace_op(op, &[v]);
    true
}

pub(crate) fn shuffle(_: &Context, out: &mut Patterns) {
    patterns::add(
        out,
        "vector.shuffle",
        &[
            ("ShuffleSplat", 1, shuffle_of_splats),
            ("Canonicalize0DShuffleOp", 1, shuffle_0d),
            ("ShuffleInterleave", 1, shuffle_to_interleave),
        ],
    );
}

/// A one-element shuffle of 0-d vectors broadcasts the picked operand.
fn shuffle_0d(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let Some((shape, _, elem)) = vector_parts(ctx, o.operand_type(0)) else {
        return false;
    };
    let mask = o
        .attr("mask")
        .and_then(|a| strata_ods::directives::dense_i64_values(ctx, a))
        .unwrap_or_default();
    if !shape.is_empty() || mask.len() != 1 {
        return false;
    }
    let src = if mask[0] == 0 { o.operand(0) } else { o.operand(1) };
    let t = ctx.vector_type(&[1], elem);
    let n = patterns::create(rw, op, "vector.broadcast", &[src], &[t], &[]);
    let v = patterns::result(rw, n);
    rw.replace_op(op, &[v]);
    true
}

/// A shuffle taking the elements of two same-typed (0-d or 1-d) vectors
/// alternately is a `vector.interleave`.
fn shuffle_to_interleave(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let (t1, t2, res) = (o.operand_type(0), o.operand_type(1), o.result_type(0));
    let Some((shape, _, _)) = vector_parts(ctx, t1) else {
        return false;
    };
    if t1 != t2 || shape.len() > 1 {
        return false;
    }
    let n = shape.first().copied().unwrap_or(1);
    let mask = o
        .attr("mask")
        .and_then(|a| strata_ods::directives::dense_i64_values(ctx, a))
        .unwrap_or_default();
    if mask.len() as i64 != 2 * n
        || (0..n).any(|i| mask[2 * i as usize] != i || mask[2 * i as usize + 1] != i + n)
    {
        return false;
    }
    let i = patterns::create(
        rw,
        op,
        "vector.interleave",
        &[o.operand(0), o.operand(1)],
        &[res],
        &[],
    );
    let v = patterns::result(rw, i);
    rw.replace_op(op, &[v]);
    true
}

/// The last of a chain of `vector.insert`s of scalars at static positions
/// (each feeding only the next) that writes every element of the vector
/// becomes one `vector.from_elements` (the later insert wins where two
/// write the same element).
fn insert_chain_fully_initialized(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let last = OpRef::new(ctx, body, op);
    let result = last.result(0);
    // Only the last insert of a chain.
    if body
        .uses(result)
        .any(|(user, i)| i == 1 && OpRef::new(ctx, body, user).name_str() == "vector.insert")
    {
        return false;
    }
    let dest_t = last.result_type(0);
    let Some((shape, scalable, _)) = vector_parts(ctx, dest_t) else {
        return false;
    };
    if scalable.iter().any(|&b| b) || shape.iter().any(|&d| d < 0) {
        return false;
    }
    // The whole chain: static inserts, the earlier ones used only by the
    // next.
    let mut chain = vec![last];
    loop {
        let cur = chain[chain.len() - 1];
        if cur.num_operands() != 2 {
            return false;
        }
        let dest = cur.operand(1);
        let Some(prev) = strata_dialect_utils::matchers::def_named(cur, dest, "vector.insert") else {
            break;
        };
        let mut uses = body.uses(dest);
        if !(uses.next().is_some() && uses.next().is_none()) {
            return false;
        }
        chain.push(prev);
    }
    let n = num_elements(shape).max(0) as usize;
    let mut initialized = vec![false; n];
    let mut count = 0usize;
    // Each insert's linear start, element count and value, last first.
    let mut pending: Vec<(usize, usize, strata_ir::ValueId, Option<strata_ir::Type>)> = Vec::new();
    for cur in &chain {
        let pos = cur
            .attr("static_position")
            .and_then(|a| strata_ods::directives::dense_i64_values(ctx, a))
            .unwrap_or_default();
        let Some((start, size)) = crate::fold::linearize(shape, &pos) else {
            return false;
        };
        for slot in initialized.iter_mut().skip(start).take(size) {
            if !*slot {
                *slot = true;
                count += 1;
            }
        }
        let elem = vector_parts(ctx, cur.operand_type(0)).map(|(_, _, e)| e);
        pending.push((start, size, cur.operand(0), elem));
        if count == n {
            break;
        }
    }
    if count != n {
        return false;
    }
    let mut elements: Vec<Option<strata_ir::ValueId>> = vec![None; n];
    for &(start, size, value, elem) in pending.iter().rev() {
        let Some(elem) = elem else {
            elements[start] = Some(value);
            continue;
        };
        let e = patterns::create(rw, op, "vector.to_elements", &[value], &vec![elem; size], &[]);
        for i in 0..size {
            elements[start + i] = Some(rw.body().result(e, i));
        }
    }
    let Some(values) = elements.into_iter().collect::<Option<Vec<_>>>() else {
        return false;
    };
    let n = patterns::create(rw, op, "vector.from_elements", &values, &[dest_t], &[]);
    let v = patterns::result(rw, n);
    rw.replace_op(op, &[v]);
    true
}
pub(crate) fn shape_cast(_: &Context, out: &mut Patterns) {
    patterns::add(
        out,
        "vector.shape_cast",
        &[
            ("ShapeCastCreateMaskFolderTrailingOneDim", 1, shape_cast_of_mask),
            ("ShapeCastBroadcastFolder", 1, shape_cast_of_broadcast),
        ],
    );
}

/// `vector.shape_cast` of a `vector.broadcast`: a shape_cast of the
/// broadcast's source when that has as many elements as the result, else
/// a broadcast of it when it broadcasts to the result.
fn shape_cast_of_broadcast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let res = o.result_type(0);
    let Some(b) = strata_dialect_utils::matchers::def_named(o, o.operand(0), "vector.broadcast") else {
        return false;
    };
    let (src, src_t) = (b.operand(0), b.operand_type(0));
    let Some((rshape, _, _)) = vector_parts(ctx, res) else {
        return false;
    };
    let name = match vector_parts(ctx, src_t) {
        Some((sshape, _, _)) if num_elements(sshape) == num_elements(rshape) => "vector.shape_cast",
        _ if crate::verify::broadcast_error(ctx, src_t, res).is_none() => "vector.broadcast",
        _ => return false,
    };
    let n = patterns::create(rw, op, name, &[src], &[res], &[]);
    let v = patterns::result(rw, n);
    rw.replace_op(op, &[v]);
    true
}

/// `vector.shape_cast` of a `vector.create_mask` or `vector.constant_mask`
/// that only drops trailing (fixed) unit dimensions whose mask size is 1
/// is the mask without those dimensions.
fn shape_cast_of_mask(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let o = OpRef::new(ctx, body, op);
    let res = o.result_type(0);
    let Some(def) = strata_dialect_utils::matchers::def(o, o.operand(0)) else {
        return false;
    };
    let (Some((rshape, rsc, _)), Some((sshape, ssc, _))) =
        (vector_parts(ctx, res), vector_parts(ctx, o.operand_type(0)))
    else {
        return false;
    };
    // The source with its trailing fixed unit dimensions trimmed must be
    // the result.
    let mut keep = sshape.len();
    while keep > 0 && sshape[keep - 1] == 1 && !ssc.get(keep - 1).copied().unwrap_or(false) {
        keep -= 1;
    }
    let rsc_full: Vec<bool> = (0..rshape.len())
        .map(|i| rsc.get(i).copied().unwrap_or(false))
        .collect();
    let ssc_kept: Vec<bool> = (0..keep).map(|i| ssc.get(i).copied().unwrap_or(false)).collect();
    if keep == sshape.len() || sshape[..keep] != *rshape || rsc_full != ssc_kept {
        return false;
    }
    match def.name_str() {
        "vector.create_mask" => {
            let operands: Vec<strata_ir::ValueId> = def.operands().collect();
            if operands[keep..]
                .iter()
                .any(|&v| const_i64(ctx, body, v) != Some(1))
            {
                return false;
            }
            let n = patterns::create(rw, op, "vector.create_mask", &operands[..keep], &[res], &[]);
            let v = patterns::result(rw, n);
            rw.replace_op(op, &[v]);
        }
        "vector.constant_mask" => {
            let sizes = def
                .attr("mask_dim_sizes")
                .and_then(|a| strata_ods::directives::dense_i64_values(ctx, a))
                .unwrap_or_default();
            if sizes.len() != sshape.len() || sizes[keep..].iter().any(|&s| s != 1) {
                return false;
            }
            let n = patterns::create(
                rw,
                op,
                "vector.constant_mask",
                &[],
                &[res],
                &[("mask_dim_sizes", dense_i64_array(ctx, &sizes[..keep]))],
            );
            let v = patterns::result(rw, n);
            rw.replace_op(op, &[v]);
        }
        _ => return false,
    }
    true
}
pub(crate) fn transpose(_: &Context, out: &mut Patterns) {
    patterns::add(
        out,
        "vector.transpose",
        &[
            ("TransposeFolder", 1, transpose_of_transpose),
            ("FoldTransposeBroadcast", 1, transpose_of_broadcast),
            ("FoldTransposeCreateMask", 1, transpose_of_mask),
            ("FoldTransposeFromElements", 1, transpose_of_from_elements),
        ],
    );
}

/// A transpose of a `vector.from_elements` is a from_elements of the
/// elements in the transposed order.
fn transpose_of_from_elements(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let Some(fe) = strata_dialect_utils::matchers::def_named(o, o.operand(0), "vector.from_elements") else {
        return false;
    };
    let res = o.result_type(0);
    let perm = o
        .attr("permutation")
        .and_then(|a| strata_ods::directives::dense_i64_values(ctx, a))
        .unwrap_or_default();
    let (Some((src_shape, _, _)), Some((res_shape, _, _))) =
        (vector_parts(ctx, fe.result_type(0)), vector_parts(ctx, res))
    else {
        return false;
    };
    if perm.len() != src_shape.len() || res_shape.len() != src_shape.len() {
        return false;
    }
    let elements: Vec<strata_ir::ValueId> = fe.operands().collect();
    let mut values = Vec::with_capacity(elements.len());
    let mut src_idx = vec![0i64; src_shape.len()];
    for linear in 0..num_elements(res_shape) {
        // The result index, row-major; its dimension k is the source's
        // dimension perm[k].
        let mut rest = linear;
        for k in (0..res_shape.len()).rev() {
            let Some(d) = usize::try_from(perm[k]).ok().filter(|&d| d < src_idx.len()) else {
                return false;
            };
            src_idx[d] = rest % res_shape[k];
            rest /= res_shape[k];
        }
        let Some((at, _)) = crate::fold::linearize(src_shape, &src_idx) else {
            return false;
        };
        let Some(&v) = elements.get(at) else {
            return false;
        };
        values.push(v);
    }
    let n = patterns::create(rw, op, "vector.from_elements", &values, &[res], &[]);
    let v = patterns::result(rw, n);
    rw.replace_op(op, &[v]);
    true
}

/// A transpose of a `vector.create_mask` or `vector.constant_mask` is the
/// mask with its sizes permuted.
fn transpose_of_mask(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let res = o.result_type(0);
    let perm = o
        .attr("permutation")
        .and_then(|a| strata_ods::directives::dense_i64_values(ctx, a))
        .unwrap_or_default();
    let Some(def) = strata_dialect_utils::matchers::def(o, o.operand(0)) else {
        return false;
    };
    let permute = |n: usize| -> Option<Vec<usize>> {
        (perm.len() == n)
            .then(|| {
                perm.iter()
                    .map(|&p| usize::try_from(p).ok().filter(|&p| p < n))
                    .collect()
            })
            .flatten()
    };
    match def.name_str() {
        "vector.create_mask" => {
            let operands: Vec<strata_ir::ValueId> = def.operands().collect();
            let Some(idx) = permute(operands.len()) else {
                return false;
            };
            let new: Vec<strata_ir::ValueId> = idx.iter().map(|&i| operands[i]).collect();
            let n = patterns::create(rw, op, "vector.create_mask", &new, &[res], &[]);
            let v = patterns::result(rw, n);
            rw.replace_op(op, &[v]);
        }
        "vector.constant_mask" => {
            let sizes = def
                .attr("mask_dim_sizes")
                .and_then(|a| strata_ods::directives::dense_i64_values(ctx, a))
                .unwrap_or_default();
            let Some(idx) = permute(sizes.len()) else {
                return false;
            };
            let new: Vec<i64> = idx.iter().map(|&i| sizes[i]).collect();
            let n = patterns::create(
                rw,
                op,
                "vector.constant_mask",
                &[],
                &[res],
                &[("mask_dim_sizes", dense_i64_array(ctx, &new))],
            );
            let v = patterns::result(rw, n);
            rw.replace_op(op, &[v]);
        }
        _ => return false,
    }
    true
}

/// A transpose of a broadcast is a broadcast when it permutes dimensions
/// only within groups that hold the same values in the same order: the
/// dimensions the broadcast adds or stretches from 1 next to each other
/// form one group, every other dimension its own.
fn transpose_of_broadcast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let Some(b) =
        strata_dialect_utils::matchers::def(o, o.operand(0)).filter(|d| d.name_str() == "vector.broadcast")
    else {
        return false;
    };
    let src = b.operand(0);
    let in_shape: Vec<i64> = vector_parts(ctx, b.operand_type(0))
        .map(|(s, _, _)| s.to_vec())
        .unwrap_or_default();
    let Some((out_shape, _, _)) = vector_parts(ctx, b.result_type(0)) else {
        return false;
    };
    let perm = o
        .attr("permutation")
        .and_then(|a| strata_ods::directives::dense_i64_values(ctx, a))
        .unwrap_or_default();
    let out_rank = out_shape.len();
    let Some(delta) = out_rank.checked_sub(in_shape.len()) else {
        return false;
    };
    if perm.len() != out_rank {
        return false;
    }
    // Whether the transpose maps the dimensions [low, high) among
    // themselves.
    let within = |low: usize, high: usize| {
        perm[low..high]
            .iter()
            .all(|&p| p >= low as i64 && p < high as i64)
    };
    let mut low = 0;
    for i in 0..in_shape.len() {
        if in_shape[i] != 1 || (i > 0 && in_shape[i - 1] != 1) {
            let high = i + delta;
            if !within(low, high) {
                return false;
            }
            low = high;
        }
    }
    let res = o.result_type(0);
    if !within(low, out_rank) || crate::verify::broadcast_error(ctx, b.operand_type(0), res).is_some() {
        return false;
    }
    let n = patterns::create(rw, op, "vector.broadcast", &[src], &[res], &[]);
    let v = patterns::result(rw, n);
    rw.replace_op(op, &[v]);
    true
}

/// A transpose of a transpose is one transpose of the inner source by the
/// composed permutation (nothing when it is the identity).
fn transpose_of_transpose(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let Some(inner) =
        strata_dialect_utils::matchers::def(o, o.operand(0)).filter(|d| d.name_str() == "vector.transpose")
    else {
        return false;
    };
    let perm_of = |x: OpRef<'_>| {
        x.attr("permutation")
            .and_then(|a| strata_ods::directives::dense_i64_values(ctx, a))
            .unwrap_or_default()
    };
    let (perm, inner_perm) = (perm_of(o), perm_of(inner));
    if perm.len() != inner_perm.len() || perm.iter().any(|&p| p < 0 || p as usize >= inner_perm.len()) {
        return false;
    }
    // result[i] = src[perm[i]] = inner_src[inner_perm[perm[i]]].
    let composed: Vec<i64> = perm.iter().map(|&p| inner_perm[p as usize]).collect();
    let src = inner.operand(0);
    if composed.iter().enumerate().all(|(i, &p)| p == i as i64) {
        rw.replace_op(op, &[src]);
        return true;
    }
    let res = o.result_type(0);
    let p = dense_i64_array(ctx, &composed);
    let n = patterns::create(rw, op, "vector.transpose", &[src], &[res], &[("permutation", p)]);
    let v = patterns::result(rw, n);
    rw.replace_op(op, &[v]);
    true
}

// ---- vector.reduction of one element -----------------------------------------------------

pub(crate) fn reduction(_: &Context, out: &mut Patterns) {
    patterns::add(
        out,
        "vector.reduction",
        &[("ElementwiseReductionToExtract", 1, one_element_reduction)],
    );
}

/// The arith op combining two scalars (or vectors) of `elem` the way
/// `kind` does (MLIR's `makeArithReduction`).
pub fn combining_op(ctx: &Context, kind: &str, elem: strata_ir::Type) -> Option<&'static str> {
    let float = ctx.float_kind(elem).is_some();
    Some(match (kind, float) {
        ("add", true) => "arith.addf",
        ("add", false) => "arith.addi",
        ("mul", true) => "arith.mulf",
        ("mul", false) => "arith.muli",
        ("minnumf", _) => "arith.minnumf",
        ("maxnumf", _) => "arith.maxnumf",
        ("minimumf", _) => "arith.minimumf",
        ("maximumf", _) => "arith.maximumf",
        ("minsi", _) => "arith.minsi",
        ("minui", _) => "arith.minui",
        ("maxsi", _) => "arith.maxsi",
        ("maxui", _) => "arith.maxui",
        ("and", _) => "arith.andi",
        ("or", _) => "arith.ori",
        ("xor", _) => "arith.xori",
        _ => return None,
    })
}

/// `vector.reduction` of a one-element vector is its element, combined
/// with the accumulator if there is one.
fn one_element_reduction(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let Some((shape, sc, elem)) = vector_parts(ctx, o.operand_type(0)) else {
        return false;
    };
    if !(shape.is_empty() || shape == [1]) || sc.iter().any(|&b| b) {
        return false;
    }
    let rank = shape.len();
    let kind = o
        .attr("kind")
        .and_then(|a| COMBINING_KIND.attr_value(ctx, a))
        .and_then(|v| COMBINING_KIND.keyword(v))
        .unwrap_or("");
    let fastmath = o.attr("fastmath");
    let (src, acc) = (o.operand(0), (o.num_operands() > 1).then(|| o.operand(1)));
    let combine = match acc {
        Some(_) => match combining_op(ctx, kind, elem) {
            Some(c) => Some(c),
            None => return false,
        },
        None => None,
    };
    // A masked reduction replaces its `vector.mask`: the masked-off lane
    // keeps the accumulator.
    let mask_op = o
        .parent()
        .filter(|p| p.name_str() == "vector.mask")
        .map(|p| (p.id, p.operand(0)));
    let at = mask_op.map_or(op, |(m, _)| m);
    let pos = dense_i64_array(ctx, &vec![0; rank]);
    let lane = match (mask_op, acc) {
        (Some((_, mask)), Some(_)) => {
            let m = patterns::create(
                rw,
                at,
                "vector.extract",
                &[mask],
                &[ctx.i1()],
                &[("static_position", pos)],
            );
            Some(patterns::result(rw, m))
        }
        _ => None,
    };
    let e = patterns::create(
        rw,
        at,
        "vector.extract",
        &[src],
        &[elem],
        &[("static_position", pos)],
    );
    let mut v = patterns::result(rw, e);
    if let (Some(acc), Some(name)) = (acc, combine) {
        let props: Vec<(&str, strata_ir::Attribute)> = match fastmath {
            Some(f) if ctx.float_kind(elem).is_some() => vec![("fastmath", f)],
            _ => Vec::new(),
        };
        // With the combiner's default properties, as MLIR's builders give it.
        let mut st = strata_ir::OperationState::new(ctx.op_name(name), rw.body().op_loc(op));
        st.operands = vec![v, acc];
        st.result_types = vec![elem];
        if !props.is_empty() {
            let entries: Vec<_> = props.iter().map(|(n, a)| (ctx.ident(n), *a)).collect();
            st.properties = Some(ctx.dictionary_attr(&entries));
        }
        st.populate_default_properties(ctx);
        rw.set_insertion_point(at);
        let c = rw.create(st);
        v = patterns::result(rw, c);
        if let Some(lane) = lane {
            let s = patterns::create(rw, at, "arith.select", &[lane, v, acc], &[elem], &[]);
            v = patterns::result(rw, s);
        }
    }
    rw.replace_op(at, &[v]);
    true
}

// ---- vector.from_elements of one value ---------------------------------------------------

pub(crate) fn from_elements(_: &Context, out: &mut Patterns) {
    patterns::add(
        out,
        "vector.from_elements",
        &[
            (UNNAMED, 1, splat_from_elements),
            ("FromElementsToShapeCast", 1, from_elements_to_shape_cast),
        ],
    );
}

/// `vector.from_elements` of the same scalar everywhere (a single element
/// too) is a broadcast.
fn splat_from_elements(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let Some(first) = o.operands().next() else {
        return false;
    };
    if !o.operands().all(|v| v == first) {
        return false;
    }
    let res = o.result_type(0);
    let b = patterns::create(rw, op, "vector.broadcast", &[first], &[res], &[]);
    let v = patterns::result(rw, b);
    rw.replace_op(op, &[v]);
    true
}

/// `vector.from_elements` of scalars extracted in order from a contiguous
/// trailing block of one fixed-shape vector (the first at a position whose
/// trailing indices are zero) is a shape_cast of the sub-vector extracted
/// at the block's leading indices.
fn from_elements_to_shape_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let res = o.result_type(0);
    let n = o.num_operands();
    // One element is a broadcast (`splat_from_elements`).
    if n < 2 {
        return false;
    }
    let mut source = None;
    let mut first = 0usize;
    let mut leading: Vec<i64> = Vec::new();
    for (i, v) in o.operands().enumerate() {
        let Some(e) = strata_dialect_utils::matchers::def(o, v).filter(|d| d.name_str() == "vector.extract")
        else {
            return false;
        };
        let s = e.operand(0);
        if e.num_operands() != 1 || source.is_some_and(|x| x != s) {
            return false;
        }
        source = Some(s);
        let Some((shape, scalable, _)) = vector_parts(ctx, o.value_type(s)) else {
            return false;
        };
        if scalable.iter().any(|&b| b) {
            return false;
        }
        let pos = e
            .attr("static_position")
            .and_then(|a| strata_ods::directives::dense_i64_values(ctx, a))
            .unwrap_or_default();
        if pos.len() != shape.len() {
            return false;
        }
        let Some((at, _)) = crate::fold::linearize(shape, &pos) else {
            return false;
        };
        if i == 0 {
            // The trailing dimensions the elements span: as many as the
            // zeros ending the first position allow, until they hold `n`.
            let mut elems = 1usize;
            let mut d = shape.len();
            while d > 0 && pos[d - 1] == 0 && elems < n {
                elems = elems.saturating_mul(usize::try_from(shape[d - 1]).unwrap_or(usize::MAX));
                d -= 1;
            }
            if elems != n {
                return false;
            }
            first = at;
            leading = pos[..d].to_vec();
        } else if at != first + i {
            return false;
        }
    }
    let Some(src) = source else {
        return false;
    };
    let block = if leading.is_empty() {
        src
    } else {
        let src_t = o.value_type(src);
        let Some((shape, _, elem)) = vector_parts(ctx, src_t) else {
            return false;
        };
        let ty = ctx.vector_type(&shape[leading.len()..], elem);
        let p = dense_i64_array(ctx, &leading);
        let e = patterns::create(rw, op, "vector.extract", &[src], &[ty], &[("static_position", p)]);
        patterns::result(rw, e)
    };
    let c = patterns::create(rw, op, "vector.shape_cast", &[block], &[res], &[]);
    let v = patterns::result(rw, c);
    rw.replace_op(op, &[v]);
    true
}

// ---- vector.step compared with a constant --------------------------------------------------

pub(crate) fn step(_: &Context, out: &mut Patterns) {
    patterns::add(out, "vector.step", &[("StepCompareFolder", 1, step_compare)]);
}

/// An unsigned or equality `arith.cmpi` of `vector.step` (the left
/// operand) with a splat constant that holds, or fails, for every index
/// `0..n` is a constant splat (MLIR's `StepCompareFolder`; the constant is
/// compared as a signed value, as there).
fn step_compare(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let step = rw.body().result(op, 0);
    let Some((shape, scalable, _)) = vector_parts(ctx, rw.body().value_type(step)) else {
        return false;
    };
    if scalable.iter().any(|&s| s) {
        return false;
    }
    let n: i64 = shape.iter().product();
    let uses: Vec<(OpId, usize)> = rw.body().uses(step).collect();
    for (user, k) in uses {
        let o = OpRef::new(ctx, rw.body(), user);
        if k != 0 || o.name_str() != "arith.cmpi" {
            continue;
        }
        let rhs = strata_ir::fold::constant_value(ctx, rw.body(), o.operand(1));
        let Some(c) = strata_dialect_arith::fold::splat_value(ctx, rhs) else {
            continue;
        };
        if !c.fits_i64_signed() {
            continue;
        }
        let c = c.sext_i64();
        let Some(pred) = o.attr("predicate").and_then(|a| match ctx.attr_kind(a) {
            strata_ir::AttrKind::Integer { value, .. } => Some(value.sext_i64()),
            _ => None,
        }) else {
            continue;
        };
        // MLIR's `CmpIPredicate`: eq 0, ne 1, ult 6, ule 7, ugt 8, uge 9.
        let all = match pred {
            6 | 9 if n <= c => pred == 6,
            7 | 8 if n - 1 <= c => pred == 7,
            0 | 1 if n <= c => pred == 1,
            _ => continue,
        };
        let ty = o.result_type(0);
        let Some(value) =
            strata_dialect_arith::fold::build(ctx, ty, &[strata_ir::APInt::from_u64(1, all as u64)])
        else {
            continue;
        };
        rw.set_insertion_point_after(user);
        let loc = rw.body().op_loc(user);
        let mut st = strata_ir::OperationState::new(ctx.op_name("arith.constant"), loc);
        st.result_types = vec![ty];
        st.properties = Some(ctx.dictionary_attr(&[(ctx.ident("value"), value)]));
        let cst = rw.create(st);
        let v = rw.body().result(cst, 0);
        rw.replace_op(user, &[v]);
        return true;
    }
    false
}

// ---- vector.create_mask of constants -----------------------------------------------------

pub(crate) fn create_mask(_: &Context, out: &mut Patterns) {
    patterns::add(
        out,
        "vector.create_mask",
        &[("CreateMaskFolder", 1, constant_create_mask)],
    );
}

/// The constant multiple of `vector.vscale` that `v` is (`vscale` itself,
/// or an `arith.muli` of it by a constant), MLIR's
/// `getConstantVscaleMultiplier`.
pub(crate) fn vscale_multiplier(ctx: &Context, body: &strata_ir::Body, v: strata_ir::ValueId) -> Option<i64> {
    let d = body.defining_op(v)?;
    let d = OpRef::new(ctx, body, d);
    match d.name_str() {
        "vector.vscale" => Some(1),
        "arith.muli" => {
            let is_vscale = |x: strata_ir::ValueId| {
                body.defining_op(x)
                    .is_some_and(|o| ctx.op_name_str(body.op_name(o)) == "vector.vscale")
            };
            let (l, r) = (d.operand(0), d.operand(1));
            if is_vscale(l) {
                const_i64(ctx, body, r)
            } else if is_vscale(r) {
                const_i64(ctx, body, l)
            } else {
                None
            }
        }
        _ => None,
    }
}

/// `vector.create_mask` of constant sizes is a `vector.constant_mask` of
/// the sizes clamped to the vector's shape (all zero when one is). A
/// scalable dimension folds only when its size is a constant multiple of
/// `vscale` covering it (all set) or a negative constant (all clear).
fn constant_create_mask(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let o = OpRef::new(ctx, body, op);
    let res = o.result_type(0);
    let Some((shape, sc, _)) = vector_parts(ctx, res) else {
        return false;
    };
    let dims: Vec<i64> = if shape.is_empty() { vec![1] } else { shape.to_vec() };
    let mut values = Vec::with_capacity(dims.len());
    for (i, v) in o.operands().enumerate() {
        let scalable = sc.get(i).copied().unwrap_or(false);
        if let Some(c) = const_i64(ctx, body, v) {
            if scalable && c >= 0 {
                return false;
            }
            values.push(c);
        } else if let Some(m) = vscale_multiplier(ctx, body, v) {
            if m < dims[i] {
                return false;
            }
            values.push(m);
        } else {
            return false;
        }
    }
    let mut sizes: Vec<i64> = values.iter().zip(&dims).map(|(&v, &d)| v.clamp(0, d)).collect();
    if sizes.contains(&0) {
        sizes.iter_mut().for_each(|s| *s = 0);
    }
    let m = patterns::create(
        rw,
        op,
        "vector.constant_mask",
        &[],
        &[res],
        &[("mask_dim_sizes", dense_i64_array(ctx, &sizes))],
    );
    let v = patterns::result(rw, m);
    rw.replace_op(op, &[v]);
    true
}

// ---- to_elements / scatter ----------------------------------------------------------------

pub(crate) fn to_elements(_: &Context, out: &mut Patterns) {
    patterns::add(
        out,
        "vector.to_elements",
        &[("ToElementsOfBroadcast", 1, to_elements_of_broadcast)],
    );
}

/// The elements of a broadcast vector are the elements of its source,
/// repeated as the broadcast repeats them.
fn to_elements_of_broadcast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let Some(b) =
        strata_dialect_utils::matchers::def(o, o.operand(0)).filter(|d| d.name_str() == "vector.broadcast")
    else {
        return false;
    };
    let (Some((dshape, dsc, _)), Some((sshape, ssc, elem))) = (
        vector_parts(ctx, o.operand_type(0)),
        vector_parts(ctx, b.operand_type(0)),
    ) else {
        return false;
    };
    if dsc.iter().chain(ssc).any(|&x| x) || dshape.iter().chain(sshape).any(|&d| d < 0) {
        return false;
    }
    let (dshape, sshape) = (dshape.to_vec(), sshape.to_vec());
    let diff = dshape.len() - sshape.len();
    let src_count = crate::types_util::num_elements(&sshape) as usize;
    let src = b.operand(0);
    let n = patterns::create(rw, op, "vector.to_elements", &[src], &vec![elem; src_count], &[]);
    let elements: Vec<strata_ir::ValueId> = rw.body().results(n).collect();
    // The source element of each destination element: its trailing
    // indices, 0 where the source dimension is broadcast.
    let total = crate::types_util::num_elements(&dshape) as usize;
    let mut values = Vec::with_capacity(total);
    let mut idx = vec![0i64; dshape.len()];
    for _ in 0..total {
        let mut lin = 0i64;
        for (k, &s) in sshape.iter().enumerate() {
            let i = if s == 1 { 0 } else { idx[k + diff] };
            lin = lin * s + i;
        }
        values.push(elements[lin as usize]);
        for d in (0..dshape.len()).rev() {
            idx[d] += 1;
            if idx[d] < dshape[d] {
                break;
            }
            idx[d] = 0;
        }
    }
    rw.replace_op(op, &values);
    true
}

pub(crate) fn scatter(_: &Context, out: &mut Patterns) {
    patterns::add(
        out,
        "vector.scatter",
        &[
            ("ScatterFolder", 1, all_false_scatter),
            ("FoldContiguousScatter", 1, contiguous_gather_scatter),
        ],
    );
}
pub(crate) fn gather(_: &Context, out: &mut Patterns) {
    patterns::add(
        out,
        "vector.gather",
        &[
            ("GatherFolder", 1, all_false_gather),
            ("FoldContiguousGather", 1, contiguous_gather_scatter),
        ],
    );
}
pub(crate) fn expand_load(_: &Context, out: &mut Patterns) {
    patterns::add(
        out,
        "vector.expandload",
        &[("ExpandLoadFolder", 1, constant_mask_load_store)],
    );
}
pub(crate) fn compress_store(_: &Context, out: &mut Patterns) {
    patterns::add(
        out,
        "vector.compressstore",
        &[("CompressStoreFolder", 1, constant_mask_load_store)],
    );
}
pub(crate) fn masked_load(_: &Context, out: &mut Patterns) {
    patterns::add(
        out,
        "vector.maskedload",
        &[("MaskedLoadFolder", 1, constant_mask_load_store)],
    );
}
pub(crate) fn masked_store(_: &Context, out: &mut Patterns) {
    patterns::add(
        out,
        "vector.maskedstore",
        &[("MaskedStoreFolder", 1, constant_mask_load_store)],
    );
}

/// Whether `v` is the 1-D fixed vector 0, 1, 2, ...: a `vector.step` or
/// such a constant.
fn is_zero_based_sequence(ctx: &Context, body: &strata_ir::Body, v: strata_ir::ValueId) -> bool {
    let Some((shape, sc, _)) = vector_parts(ctx, body.value_type(v)) else {
        return false;
    };
    if shape.len() != 1 || sc.iter().any(|&b| b) {
        return false;
    }
    if body
        .defining_op(v)
        .is_some_and(|d| OpRef::new(ctx, body, d).name_str() == "vector.step")
    {
        return true;
    }
    let Some(a) = strata_ir::fold::constant_value(ctx, body, v) else {
        return false;
    };
    match strata_dialect_arith::fold::read(ctx, a) {
        Some(strata_dialect_arith::fold::Elems::Dense(values)) => {
            values.len() as i64 == shape[0]
                && values
                    .iter()
                    .enumerate()
                    .all(|(i, x)| x.fits_i64_signed() && x.sext_i64() == i as i64)
        }
        // A one-element splat of 0.
        Some(strata_dialect_arith::fold::Elems::Splat(x)) => {
            shape[0] == 1 && x.fits_i64_signed() && x.sext_i64() == 0
        }
        _ => false,
    }
}

/// A `vector.gather` or `vector.scatter` on a memref whose indices are
/// 0, 1, 2, ... is a `vector.maskedload` or `vector.maskedstore` at the
/// offsets.
fn contiguous_gather_scatter(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let o = OpRef::new(ctx, body, op);
    let n = o.num_operands();
    if n < 4
        || !matches!(
            ctx.type_kind(o.operand_type(0)),
            strata_ir::TypeKind::MemRef { .. }
        )
    {
        return false;
    }
    if !is_zero_based_sequence(ctx, body, o.operand(n - 3)) {
        return false;
    }
    let mut operands: Vec<strata_ir::ValueId> = o.operands().collect();
    operands.remove(n - 3);
    if o.name_str() == "vector.gather" {
        let t = o.result_type(0);
        let new = patterns::create(rw, op, "vector.maskedload", &operands, &[t], &[]);
        let v = patterns::result(rw, new);
        rw.replace_op(op, &[v]);
    } else {
        patterns::create(rw, op, "vector.maskedstore", &operands, &[], &[]);
        rw.erase_op(op);
    }
    true
}

/// A `vector.maskedload` or `vector.maskedstore` (or `vector.expandload`
/// or `vector.compressstore`) whose mask is all set is a plain
/// `vector.load` or `vector.store`; all clear, it reads the pass-thru
/// value or stores nothing.
fn constant_mask_load_store(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let o = OpRef::new(ctx, body, op);
    let n = o.num_operands();
    let Some(all_set) = mask_format(ctx, body, o.operand(n - 2)) else {
        return false;
    };
    let load = matches!(o.name_str(), "vector.maskedload" | "vector.expandload");
    let last = o.operand(n - 1);
    match (all_set, load) {
        (true, true) => {
            let operands: Vec<strata_ir::ValueId> = o.operands().take(n - 2).collect();
            let t = o.result_type(0);
            // As MLIR's builder, with the default `nontemporal`.
            let nontemporal = [("nontemporal", rw.ctx.bool_attr(false))];
            let new = patterns::create(rw, op, "vector.load", &operands, &[t], &nontemporal);
            let v = patterns::result(rw, new);
            rw.replace_op(op, &[v]);
        }
        (true, false) => {
            let mut operands = vec![last];
            operands.extend(o.operands().take(n - 2));
            let nontemporal = [("nontemporal", rw.ctx.bool_attr(false))];
            patterns::create(rw, op, "vector.store", &operands, &[], &nontemporal);
            rw.erase_op(op);
        }
        (false, true) => rw.replace_op(op, &[last]),
        (false, false) => rw.erase_op(op),
    }
    true
}

/// A gather under an all-clear mask reads nothing: it is its pass-through
/// value.
fn all_false_gather(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let o = OpRef::new(ctx, body, op);
    let n = o.num_operands();
    if mask_format(ctx, body, o.operand(n - 2)) != Some(false) {
        return false;
    }
    let pass_thru = o.operand(n - 1);
    rw.replace_op(op, &[pass_thru]);
    true
}

/// A scatter under an all-clear mask stores nothing: it goes away (its
/// tensor result is the base).
fn all_false_scatter(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let o = OpRef::new(ctx, body, op);
    let mask = o.operand(o.num_operands() - 2);
    if mask_format(ctx, body, mask) != Some(false) {
        return false;
    }
    if o.num_results() == 1 {
        let base = o.operand(0);
        rw.replace_op(op, &[base]);
    } else {
        rw.erase_op(op);
    }
    true
}

// ---- vector.mask ---------------------------------------------------------------------------

pub(crate) fn mask(_: &Context, out: &mut Patterns) {
    patterns::add(
        out,
        "vector.mask",
        &[
            (UNNAMED, 1, all_true_mask),
            ("CanonializeEmptyMaskOp", 1, empty_mask),
        ],
    );
}

/// Whether `mask` is known to set every lane (`Some(true)`) or none
/// (`Some(false)`), MLIR's `getMaskFormat`: splat constants, constant
/// masks, and create_masks with a non-positive constant size.
pub(crate) fn mask_format(ctx: &Context, body: &strata_ir::Body, mask: strata_ir::ValueId) -> Option<bool> {
    if let Some(a) = strata_ir::fold::constant_value(ctx, body, mask) {
        if let strata_ir::AttrKind::DenseElements { data, .. } = ctx.attr_kind(a) {
            let first = *data.bytes.first()?;
            if data.splat || data.bytes.iter().all(|&b| b == first) {
                return Some(first != 0);
            }
        }
        return None;
    }
    let d = OpRef::new(ctx, body, body.defining_op(mask)?);
    match d.name_str() {
        "vector.constant_mask" => {
            let sizes = d
                .attr("mask_dim_sizes")
                .and_then(|a| strata_ods::directives::dense_i64_values(ctx, a))?;
            let (shape, _, _) = vector_parts(ctx, d.result_type(0))?;
            if sizes.iter().zip(shape).all(|(s, d)| s >= d) {
                Some(true)
            } else if sizes.contains(&0) {
                Some(false)
            } else {
                None
            }
        }
        "vector.create_mask" => d
            .operands()
            .any(|v| const_i64(ctx, body, v).is_some_and(|c| c <= 0))
            .then_some(false),
        _ => None,
    }
}

/// The op a `vector.mask` masks, if its region holds one besides the
/// terminator.
fn masked_op(o: OpRef<'_>) -> Option<OpId> {
    let (body, regions) = o.regions();
    let block = body.region_entry(*regions.first()?)?;
    let first = body.first_op(block)?;
    (Some(first) != body.last_op(block)).then_some(first)
}

/// A `vector.mask` whose mask sets every lane is the op it masks.
fn all_true_mask(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let Some(inner) = masked_op(o) else {
        return false;
    };
    if mask_format(ctx, rw.body(), o.operand(0)) != Some(true) {
        return false;
    }
    rw.set_insertion_point(op);
    rw.move_op(inner);
    let results: Vec<strata_ir::ValueId> = rw.body().results(inner).collect();
    rw.replace_op(op, &results);
    true
}

/// A `vector.mask` masking nothing yields its terminator's values (through
/// an `arith.select` on the mask when there is a pass-through value), or
/// is erased when it has no results.
fn empty_mask(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    if masked_op(o).is_some() {
        return false;
    }
    let (body, regions) = o.regions();
    let Some(term) = regions
        .first()
        .and_then(|&r| body.region_entry(r))
        .and_then(|b| body.last_op(b))
    else {
        return false;
    };
    let yielded: Vec<strata_ir::ValueId> = body.operands(term).collect();
    if yielded.is_empty() {
        rw.erase_op(op);
        return true;
    }
    if o.num_operands() == 1 {
        rw.replace_op(op, &yielded);
        return true;
    }
    if yielded.len() != 1 {
        return false;
    }
    let (mask, passthru, t) = (o.operand(0), o.operand(1), o.result_type(0));
    let s = patterns::create(rw, op, "arith.select", &[mask, yielded[0], passthru], &[t], &[]);
    let v = patterns::result(rw, s);
    rw.replace_op(op, &[v]);
    true
}

// ---- transfer_read of what a transfer_write wrote ----------------------------------------

pub(crate) fn transfer_read(_: &Context, out: &mut Patterns) {
    patterns::add(
        out,
        "vector.transfer_read",
        &[("TransferReadAfterWriteToBroadcast", 1, read_after_write)],
    );
}

/// The permutation map results of a transfer: the source dimension each
/// vector dimension walks (`None` for a broadcast one).
fn transfer_map_dims(o: OpRef<'_>) -> Option<Vec<Option<usize>>> {
    let ctx = o.ctx;
    let strata_ir::AttrKind::AffineMap(map) = ctx.attr_kind(o.attr("permutation_map")?) else {
        return None;
    };
    map.results
        .iter()
        .map(|e| match e.kind(ctx) {
            strata_ir::affine::AffineExprKind::Dim(d) => Some(Some(d as usize)),
            strata_ir::affine::AffineExprKind::Constant(0) => Some(None),
            _ => None,
        })
        .collect()
}

/// An in-bounds, unmasked read of a tensor at the indices an in-bounds,
/// unmasked write into it used, covering the same part of the tensor: the
/// written vector, broadcast along the read's broadcast (and unwritten unit)
/// dimensions and transposed into the read's order.
fn read_after_write(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let Some(w) = strata_dialect_utils::matchers::def_named(o, o.operand(0), "vector.transfer_write") else {
        return false;
    };
    let group = |x: OpRef<'_>, g: usize| -> Vec<strata_ir::ValueId> {
        strata_dialect_utils::segments::operand_group(x, g)
            .map(|i| x.operand(i))
            .collect()
    };
    let in_bounds = |x: OpRef<'_>| {
        x.attr("in_bounds")
            .and_then(|a| ctx.array_attr_elements(a))
            .is_some_and(|f| f.iter().all(|&b| b == ctx.bool_attr(true)))
    };
    let is_tensor = |t| matches!(ctx.type_kind(t), strata_ir::TypeKind::RankedTensor { .. });
    if !is_tensor(o.operand_type(0))
        || !is_tensor(w.operand_type(1))
        || !group(o, 3).is_empty()
        || !group(w, 3).is_empty()
        || group(o, 1) != group(w, 2)
        || !in_bounds(o)
        || !in_bounds(w)
    {
        return false;
    }
    let (Some(rmap), Some(wmap)) = (transfer_map_dims(o), transfer_map_dims(w)) else {
        return false;
    };
    let (Some((rshape, rscal, elem)), Some((wshape, _, _))) = (
        vector_parts(ctx, o.result_type(0)),
        vector_parts(ctx, w.operand_type(0)),
    ) else {
        return false;
    };
    if rmap.len() != rshape.len() || wmap.len() != wshape.len() {
        return false;
    }
    // The part of the tensor each accesses: per source dimension, the
    // vector size walking it (1 when none does).
    let rank = group(o, 1).len();
    let chunk = |map: &[Option<usize>], shape: &[i64]| -> Option<Vec<i64>> {
        let mut sizes = vec![1i64; rank];
        for (d, &n) in map.iter().zip(shape) {
            if let Some(d) = d {
                *sizes.get_mut(*d)? = n;
            }
        }
        Some(sizes)
    };
    match (chunk(&rmap, rshape), chunk(&wmap, wshape)) {
        (Some(a), Some(b)) if a == b => {}
        _ => return false,
    }
    // Each written dimension must be read; read dimensions nothing was
    // written along (unit ones) are broadcast like the map's zeros.
    let from_write: Vec<Option<usize>> = rmap
        .iter()
        .map(|d| d.and_then(|d| wmap.iter().position(|&x| x == Some(d))))
        .collect();
    if (0..wmap.len()).any(|j| !from_write.contains(&Some(j))) {
        return false;
    }
    // Broadcast result dimension k holds read dimension order[k]: the
    // broadcast ones first, then the written ones in the written order.
    let mut order: Vec<usize> = (0..rmap.len()).filter(|&i| from_write[i].is_none()).collect();
    let lead = order.len();
    order.resize(rmap.len(), 0);
    for (i, j) in from_write.iter().enumerate() {
        if let Some(j) = j {
            order[lead + j] = i;
        }
    }
    let shape: Vec<i64> = order.iter().map(|&i| rshape[i]).collect();
    let scal: Vec<bool> = order
        .iter()
        .map(|&i| rscal.get(i).copied().unwrap_or(false))
        .collect();
    let mut perm = vec![0i64; order.len()];
    for (k, &i) in order.iter().enumerate() {
        perm[i] = k as i64;
    }
    let btype = crate::types_util::vector_type(ctx, &shape, &scal, elem);
    let res = o.result_type(0);
    let src = w.operand(0);
    if crate::verify::broadcast_error(ctx, w.operand_type(0), btype).is_some() {
        return false;
    }
    let n = patterns::create(rw, op, "vector.broadcast", &[src], &[btype], &[]);
    let mut v = patterns::result(rw, n);
    if perm.iter().enumerate().any(|(i, &p)| p != i as i64) {
        let p = dense_i64_array(ctx, &perm);
        let n = patterns::create(rw, op, "vector.transpose", &[v], &[res], &[("permutation", p)]);
        v = patterns::result(rw, n);
    }
    rw.replace_op(op, &[v]);
    true
}

// ---- transfer_write over a write of the same slice ------------------------------------------

pub(crate) fn transfer_write(_: &Context, out: &mut Patterns) {
    patterns::add(out, "vector.transfer_write", &[("FoldWaw", 1, fold_waw)]);
    patterns::add(
        out,
        "tensor.insert_slice",
        &[(
            "SwapExtractSliceOfTransferWrite",
            1,
            swap_extract_slice_of_transfer_write,
        )],
    );
}

/// `insert_slice(extract_slice(transfer_write(v, t)))`, where the write
/// fills all of `t` from index 0 and the extract takes from 0 the sizes
/// inserted, becomes `insert_slice(transfer_write(v, extract_slice(dest)))`:
/// the write then works on the slice of the destination it ends in, so all
/// three bufferize in place. The new write's `in_bounds` are left for its
/// folder to infer.
fn swap_extract_slice_of_transfer_write(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    use strata_dialect_utils::static_value::mixed_list;
    let ctx = rw.ctx;
    let body = rw.body();
    let ins = OpRef::new(ctx, body, op);
    let group = |x: OpRef<'_>, g: usize| -> Vec<strata_ir::ValueId> {
        strata_dialect_utils::segments::operand_group(x, g)
            .map(|i| x.operand(i))
            .collect()
    };
    let all = |list: Vec<Result<i64, strata_ir::ValueId>>, v: i64| list.iter().all(|&x| x == Ok(v));
    if !all(mixed_list(ins, "static_strides", group(ins, 4)), 1) {
        return false;
    }
    let Some(ext) = strata_dialect_utils::matchers::def_named(ins, ins.operand(0), "tensor.extract_slice")
    else {
        return false;
    };
    if !all(mixed_list(ext, "static_strides", group(ext, 3)), 1) || !body.has_one_use(ext.result(0)) {
        return false;
    }
    let Some(w) = strata_dialect_utils::matchers::def_named(ext, ext.operand(0), "vector.transfer_write")
    else {
        return false;
    };
    if !body.has_one_use(w.result(0)) {
        return false;
    }
    let Some((vshape, _, _)) = vector_parts(ctx, w.operand_type(0)) else {
        return false;
    };
    let ins_src_t = ins.operand_type(0);
    let indices = group(w, 2);
    let (Some(ins_shape), Some(dest_shape)) = (ctx.shape(ins_src_t), ctx.shape(w.operand_type(1))) else {
        return false;
    };
    // Neither slice drops dimensions; the extract starts at 0 and takes
    // the inserted sizes; the write covers the whole tensor, unmasked.
    let ins_sizes = mixed_list(ins, "static_sizes", group(ins, 3));
    if ins_shape.len() != vshape.len()
        || !all(mixed_list(ext, "static_offsets", group(ext, 1)), 0)
        || !indices.iter().all(|&i| const_i64(ctx, body, i) == Some(0))
        || ins_sizes != mixed_list(ext, "static_sizes", group(ext, 2))
        || !group(w, 3).is_empty()
    {
        return false;
    }
    let Some(map) = transfer_map_dims(w) else {
        return false;
    };
    let covers = map.len() == vshape.len()
        && map
            .iter()
            .zip(vshape)
            .all(|(d, &n)| d.and_then(|d| dest_shape.get(d)) == Some(&n));
    if !covers {
        return false;
    }
    let Some(seg) = ins
        .attr(strata_dialect_utils::segments::OPERAND_SEGMENT_SIZES)
        .and_then(|a| strata_dialect_utils::attrs::dense_i32_values(ctx, a))
    else {
        return false;
    };
    let mut slice_props: Vec<(&str, strata_ir::Attribute)> =
        ["static_offsets", "static_sizes", "static_strides"]
            .into_iter()
            .filter_map(|n| Some((n, ins.attr(n)?)))
            .collect();
    slice_props.push((
        strata_dialect_utils::segments::OPERAND_SEGMENT_SIZES,
        ctx.dense_i32_array_attr(&seg[1..]),
    ));
    let slice_operands: Vec<strata_ir::ValueId> = ins.operands().skip(1).collect();
    let (ext_loc, w_loc, vec) = (body.op_loc(ext.id), body.op_loc(w.id), w.operand(0));
    let write_props = [
        ("permutation_map", w.attr("permutation_map")),
        (
            "in_bounds",
            Some(ctx.array_attr(&vec![ctx.bool_attr(false); vshape.len()])),
        ),
        (
            strata_dialect_utils::segments::OPERAND_SEGMENT_SIZES,
            Some(ctx.dense_i32_array_attr(&[1, 1, indices.len() as i32, 0])),
        ),
    ];
    let Some(write_props) = write_props
        .into_iter()
        .map(|(n, a)| Some((n, a?)))
        .collect::<Option<Vec<_>>>()
    else {
        return false;
    };
    let e = patterns::create_at(
        rw,
        op,
        ext_loc,
        "tensor.extract_slice",
        &slice_operands,
        &[ins_src_t],
        &slice_props,
    );
    let slice = patterns::result(rw, e);
    let mut w_operands = vec![vec, slice];
    w_operands.extend_from_slice(&indices);
    let n = patterns::create_at(
        rw,
        op,
        w_loc,
        "vector.transfer_write",
        &w_operands,
        &[ins_src_t],
        &write_props,
    );
    let written = patterns::result(rw, n);
    rw.modify_op_in_place(op, |b| b.set_operand(op, 0, written));
    true
}

/// A write into a tensor that a write of the same vector type, at the
/// same indices with the same map and mask, produced: the earlier write
/// is overwritten, so this one writes into its destination instead.
fn fold_waw(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let base = o.operand(1);
    if !matches!(
        ctx.type_kind(o.value_type(base)),
        strata_ir::TypeKind::RankedTensor { .. }
    ) {
        return false;
    }
    fn def_write(x: OpRef<'_>) -> Option<OpRef<'_>> {
        strata_dialect_utils::matchers::def_named(x, x.operand(1), "vector.transfer_write")
    }
    let group = |x: OpRef<'_>, g: usize| -> Vec<strata_ir::ValueId> {
        strata_dialect_utils::segments::operand_group(x, g)
            .map(|i| x.operand(i))
            .collect()
    };
    // Walks up past earlier writes to disjoint indices whose only use is
    // the next write: the overwritten one is then skipped by the write
    // right after it.
    let mut to_modify = op;
    let mut prior = def_write(o);
    let found = loop {
        let Some(p) = prior else {
            break None;
        };
        let same = group(p, 2) == group(o, 2)
            && group(p, 3) == group(o, 3)
            && p.operand_type(0) == o.operand_type(0)
            && p.attr("permutation_map") == o.attr("permutation_map");
        if same {
            break Some((to_modify, p.operand(1)));
        }
        if !crate::fold::disjoint_transfers(p, o) || !o.body.has_one_use(p.result(0)) {
            break None;
        }
        to_modify = p.id;
        prior = def_write(p);
    };
    let Some((target, dest)) = found else {
        return false;
    };
    rw.modify_op_in_place(target, |b| b.set_operand(target, 1, dest));
    true
}
