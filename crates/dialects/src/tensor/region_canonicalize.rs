//! The canonicalization patterns of the tensor ops with a body: `pad`
//! (zero padding, constant padding sizes, casts of its source and result,
//! pads of pads)
//! and `generate` (constant sizes, extraction of one element).

use strata_ir::{Attribute, Context, IrMapping, OpId, OperationState, Type, TypeKind, ValueId, DYNAMIC};
use strata_rewrite::{PatternRewriter, RewritePattern};

use super::canonicalize::preserves_static;
use crate::common::{add, const_i64, create, def_named, dense_i32_array, op_ref};
use crate::memref::{group, static_list};

/// A new `tensor.pad` before `op` (which is replaced) of `result` type,
/// with the given source and padding, taking over the body, `nofold` and
/// the attributes of `op`.
#[allow(clippy::too_many_arguments)]
fn new_pad(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    result: Type,
    source: ValueId,
    static_low: &[i64],
    static_high: &[i64],
    lows: &[ValueId],
    highs: &[ValueId],
) -> OpId {
    let ctx = rw.ctx;
    let body = rw.body();
    let mut st = OperationState::new(body.op_name(op), body.op_loc(op));
    st.operands = std::iter::once(source)
        .chain(lows.iter().copied())
        .chain(highs.iter().copied())
        .collect();
    st.result_types = vec![result];
    let mut props = body.op_properties(op).unwrap_or_else(|| ctx.empty_dictionary());
    let set: [(&str, Attribute); 3] = [
        ("static_low", crate::scf::i64_array_attr(ctx, static_low)),
        ("static_high", crate::scf::i64_array_attr(ctx, static_high)),
        (
            "operandSegmentSizes",
            dense_i32_array(ctx, &[1, lows.len() as i32, highs.len() as i32]),
        ),
    ];
    for (name, value) in set {
        props = ctx.dict_with(props, ctx.ident(name), Some(value));
    }
    st.properties = Some(props);
    st.attributes = body.op_attr_dict(op);
    let old_region = body.regions_in_body(op).first().copied();
    let region = rw.create_region();
    st.regions = vec![region];
    rw.set_insertion_point(op);
    let new = rw.create(st);
    if let Some(old) = old_region {
        rw.inline_region_before(old, region, None);
    }
    new
}

/// The low and high paddings of a pad: static lists and dynamic operands.
fn paddings(rw: &PatternRewriter<'_>, op: OpId) -> ([Vec<i64>; 2], [Vec<ValueId>; 2]) {
    let o = op_ref(rw, op);
    (
        [static_list(o, "static_low"), static_list(o, "static_high")],
        [
            group(o, 1).map(|i| o.operand(i)).collect(),
            group(o, 2).map(|i| o.operand(i)).collect(),
        ],
    )
}

/// A `pad` (without `nofold`) whose paddings are all constant zeros is a
/// cast of its source (MLIR's `FoldStaticZeroPadding`).
fn static_zero_padding(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    if o.attr("nofold").is_some() {
        return false;
    }
    let zero = |k: usize, name: &str| -> bool {
        let mut dynamic = group(o, k).map(|i| o.operand(i));
        static_list(o, name).iter().all(|&s| {
            if s != DYNAMIC {
                return s == 0;
            }
            dynamic.next().and_then(|v| const_i64(o, v)) == Some(0)
        })
    };
    if !zero(1, "static_low") || !zero(2, "static_high") {
        return false;
    }
    let (x, res) = (o.operand(0), o.result_type(0));
    let cast = create(rw, op, "tensor.cast", &[x], &[res], &[]);
    let v = rw.body().result(cast, 0);
    rw.replace_op(op, &[v]);
    true
}

/// MLIR's `PadOp::inferResultType`: the padded size where the source size
/// and both paddings are static, else the size of `result` (no encoding).
fn pad_type(ctx: &Context, source: Type, low: &[i64], high: &[i64], result: &[i64]) -> Option<Type> {
    let shape = ctx.shape(source)?;
    if low.len() != shape.len() || high.len() != shape.len() || result.len() != shape.len() {
        return None;
    }
    let inferred: Vec<i64> = (0..shape.len())
        .map(|i| {
            if shape[i] == DYNAMIC || low[i] == DYNAMIC || high[i] == DYNAMIC {
                result[i]
            } else {
                shape[i].saturating_add(low[i]).saturating_add(high[i])
            }
        })
        .collect();
    Some(ctx.intern_type(TypeKind::RankedTensor {
        shape: inferred.into(),
        element: ctx.element_type(source)?,
        encoding: None,
    }))
}

/// A `pad` of a cast that only loses static information pads the cast
/// source, to the type that gives, cast back (MLIR's
/// `FoldSourceTensorCast`).
fn pad_source_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let ctx = rw.ctx;
    let Some(cast) = def_named(o, o.operand(0), "tensor.cast") else {
        return false;
    };
    if !preserves_static(ctx, cast.result_type(0), cast.operand_type(0)) {
        return false;
    }
    let x = cast.operand(0);
    let res = o.result_type(0);
    let ([low, high], [lows, highs]) = paddings(rw, op);
    let Some(res_shape) = ctx.shape(res) else {
        return false;
    };
    let Some(new_ty) = pad_type(ctx, o.value_type(x), &low, &high, res_shape) else {
        return false;
    };
    if new_ty == res {
        rw.modify_op_in_place(op, |b| b.set_operand(op, 0, x));
        return true;
    }
    let new = new_pad(rw, op, new_ty, x, &low, &high, &lows, &highs);
    let v = rw.body().result(new, 0);
    let cast = create(rw, op, "tensor.cast", &[v], &[res], &[]);
    let c = rw.body().result(cast, 0);
    rw.replace_op(op, &[c]);
    true
}

/// A `pad` whose only use is a cast to a type at least as static pads to
/// that type (MLIR's `FoldTargetTensorCast`).
fn pad_target_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let body = rw.body();
    let r = body.result(op, 0);
    let mut uses = body.uses(r);
    let (Some((user, _)), None) = (uses.next(), uses.next()) else {
        return false;
    };
    if body.op_name(user) != rw.ctx.op_name("tensor.cast") {
        return false;
    }
    let target = body.result_types(user).next();
    let Some(target) = target.filter(|&t| preserves_static(rw.ctx, body.value_type(r), t)) else {
        return false;
    };
    let source = body.operand(op, 0);
    let ([low, high], [lows, highs]) = paddings(rw, op);
    let new = new_pad(rw, op, target, source, &low, &high, &lows, &highs);
    let v = rw.body().result(new, 0);
    rw.replace_op(op, &[v]);
    rw.replace_op(user, &[v]);
    true
}

/// Constant padding operands become static when that makes the result
/// type more static; the new pad is cast back (MLIR's `FoldStaticPadding`).
fn static_padding(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let ctx = rw.ctx;
    let (Some(input), Some(output)) = (ctx.shape(o.operand_type(0)), ctx.shape(o.result_type(0))) else {
        return false;
    };
    let ([mut low, mut high], [lows, highs]) = paddings(rw, op);
    let rank = input.len();
    if output.len() != rank || low.len() != rank || high.len() != rank {
        return false;
    }
    let mut kept: [Vec<ValueId>; 2] = Default::default();
    for (k, (list, dynamic)) in [(&mut low, &lows), (&mut high, &highs)].into_iter().enumerate() {
        let mut operands = dynamic.iter();
        for s in list.iter_mut().filter(|s| **s == DYNAMIC) {
            let Some(&v) = operands.next() else { return false };
            match const_i64(o, v) {
                Some(c) => *s = c,
                None => kept[k].push(v),
            }
        }
    }
    let new_shape: Vec<i64> = (0..rank)
        .map(|i| {
            if output[i] != DYNAMIC {
                output[i]
            } else if low[i] == DYNAMIC || high[i] == DYNAMIC || input[i] == DYNAMIC {
                DYNAMIC
            } else {
                input[i].saturating_add(low[i]).saturating_add(high[i])
            }
        })
        .collect();
    if new_shape[..] == output[..] || new_shape.iter().all(|&d| d == DYNAMIC) {
        return false;
    }
    let old = o.result_type(0);
    let Some(element) = ctx.element_type(old) else {
        return false;
    };
    let new_ty = ctx.intern_type(TypeKind::RankedTensor {
        shape: new_shape.into(),
        element,
        encoding: None,
    });
    let source = o.operand(0);
    let new = new_pad(rw, op, new_ty, source, &low, &high, &kept[0], &kept[1]);
    let v = rw.body().result(new, 0);
    let cast = create(rw, op, "tensor.cast", &[v], &[old], &[]);
    let c = rw.body().result(cast, 0);
    rw.replace_op(op, &[c]);
    true
}

pub(crate) fn pad(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        "tensor.pad",
        &[
            (
                "(anonymous namespace)::FoldStaticZeroPadding",
                1,
                static_zero_padding,
            ),
            ("(anonymous namespace)::FoldSourceTensorCast", 1, pad_source_cast),
            ("(anonymous namespace)::FoldTargetTensorCast", 1, pad_target_cast),
            ("(anonymous namespace)::FoldStaticPadding", 1, static_padding),
            (
                "(anonymous namespace)::FoldConsecutiveConstantPadding",
                1,
                consecutive_padding,
            ),
        ],
    );
}

/// A `generate` with constant non-negative sizes generates the more static
/// type, cast back (MLIR's `StaticTensorGenerate`).
fn static_generate(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let ctx = rw.ctx;
    let ty = o.result_type(0);
    let TypeKind::RankedTensor {
        shape,
        element,
        encoding,
    } = ctx.type_kind(ty).clone()
    else {
        return false;
    };
    let operands: Vec<ValueId> = o.operands().collect();
    let count = operands.len();
    let mut sizes = operands.into_iter();
    let mut new_shape = Vec::with_capacity(shape.len());
    let mut kept = Vec::new();
    for &d in shape.iter() {
        if d != DYNAMIC {
            new_shape.push(d);
            continue;
        }
        let Some(v) = sizes.next() else { return false };
        match const_i64(o, v).filter(|&c| c >= 0) {
            Some(c) => new_shape.push(c),
            None => {
                new_shape.push(DYNAMIC);
                kept.push(v);
            }
        }
    }
    if kept.len() == count {
        return false;
    }
    let new_ty = ctx.intern_type(TypeKind::RankedTensor {
        shape: new_shape.into(),
        element,
        encoding,
    });
    let body = rw.body();
    let mut st = OperationState::new(body.op_name(op), body.op_loc(op));
    st.operands = kept;
    st.result_types = vec![new_ty];
    st.properties = body.op_properties(op);
    let old_region = body.regions_in_body(op).first().copied();
    let region = rw.create_region();
    st.regions = vec![region];
    rw.set_insertion_point(op);
    let new = rw.create(st);
    if let Some(old) = old_region {
        rw.inline_region_before(old, region, None);
    }
    let v = rw.body().result(new, 0);
    let cast = create(rw, op, "tensor.cast", &[v], &[ty], &[]);
    let c = rw.body().result(cast, 0);
    rw.replace_op(op, &[c]);
    true
}

pub(crate) fn generate(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        "tensor.generate",
        &[("(anonymous namespace)::StaticTensorGenerate", 1, static_generate)],
    );
}

/// `extract(generate)` of a generate without side effects computes the
/// element: the body is cloned with the indices for its arguments (MLIR's
/// `ExtractFromTensorGenerate`).
pub(super) fn extract_from_generate(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let Some(generate) = def_named(o, o.operand(0), "tensor.generate") else {
        return false;
    };
    if !strata_ir::interfaces::is_trivially_removable(generate) {
        return false;
    }
    let gen = generate.id;
    let body = rw.body();
    let Some(block) = body
        .regions_in_body(gen)
        .first()
        .and_then(|&r| body.region_entry(r))
    else {
        return false;
    };
    let args = body.block_args(block).to_vec();
    let indices: Vec<ValueId> = body.operands(op).skip(1).collect();
    let ops: Vec<OpId> = body.block_ops(block).collect();
    let Some((&term, inner)) = ops.split_last() else {
        return false;
    };
    if args.len() != indices.len() || body.num_operands(term) != 1 {
        return false;
    }
    let yielded = body.operand(term, 0);
    let mut map = IrMapping::new();
    for (&a, &i) in args.iter().zip(&indices) {
        map.map_value(a, i);
    }
    rw.set_insertion_point(op);
    for &inner_op in inner {
        rw.clone_op(inner_op, &mut map);
    }
    let v = map.lookup_value(yielded);
    rw.replace_op(op, &[v]);
    true
}

/// The padding value of a pad when it is defined outside its body (MLIR's
/// `getConstantPaddingValue`).
fn outside_padding_value(rw: &PatternRewriter<'_>, op: OpId) -> Option<ValueId> {
    let body = rw.body();
    let block = body
        .regions_in_body(op)
        .first()
        .and_then(|&r| body.region_entry(r))?;
    let term = body.block_ops(block).last()?;
    if body.num_operands(term) != 1 {
        return None;
    }
    let v = body.operand(term, 0);
    if body.block_args(block).contains(&v) {
        return None;
    }
    let inside = body
        .defining_op(v)
        .is_some_and(|d| body.block_ops(block).any(|o| o == d));
    (!inside).then_some(v)
}

/// The paddings of a pad as constants, if all are.
fn constant_paddings(rw: &PatternRewriter<'_>, op: OpId) -> Option<[Vec<i64>; 2]> {
    let o = op_ref(rw, op);
    let ([low, high], [lows, highs]) = paddings(rw, op);
    let resolve = |list: Vec<i64>, dynamic: &[ValueId]| -> Option<Vec<i64>> {
        let mut operands = dynamic.iter();
        list.into_iter()
            .map(|s| {
                if s != DYNAMIC {
                    Some(s)
                } else {
                    const_i64(o, *operands.next()?)
                }
            })
            .collect()
    };
    Some([resolve(low, &lows)?, resolve(high, &highs)?])
}

/// A pad of a pad (without `nofold`) with the same padding value defined
/// outside both bodies pads the inner source once by the summed paddings
/// (MLIR's `FoldConsecutiveConstantPadding`; here only for constant
/// paddings).
fn consecutive_padding(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let Some(producer) = def_named(o, o.operand(0), "tensor.pad") else {
        return false;
    };
    if producer.attr("nofold").is_some() {
        return false;
    }
    let (inner, x) = (producer.id, producer.operand(0));
    let value = outside_padding_value(rw, op);
    if value.is_none() || value != outside_padding_value(rw, inner) {
        return false;
    }
    let (Some([low, high]), Some([inner_low, inner_high])) =
        (constant_paddings(rw, op), constant_paddings(rw, inner))
    else {
        return false;
    };
    if low.len() != inner_low.len() || high.len() != inner_high.len() {
        return false;
    }
    let sum = |a: &[i64], b: &[i64]| -> Option<Vec<i64>> {
        a.iter().zip(b).map(|(&p, &q)| p.checked_add(q)).collect()
    };
    let (Some(new_low), Some(new_high)) = (sum(&low, &inner_low), sum(&high, &inner_high)) else {
        return false;
    };
    let res = o.result_type(0);
    let new = new_pad(rw, op, res, x, &new_low, &new_high, &[], &[]);
    let v = rw.body().result(new, 0);
    rw.replace_op(op, &[v]);
    true
}
