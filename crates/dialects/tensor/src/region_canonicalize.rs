//! The canonicalization patterns of the tensor ops with a body: `pad`
//! (zero padding, constant padding sizes, casts of its source and result,
//! pads of pads, pads of slices of pads of orthogonal dimensions)
//! and `generate` (constant sizes, extraction of one element).

use strata_ir::affine::AffineMap;
use strata_ir::{Body, Context, IrMapping, OpId, OpRef, Type, TypeKind, ValueId, DYNAMIC};
use strata_ods::typed::GroupValues;
use strata_rewrite::{PatternRewriter, RewritePattern};

use strata_dialect_affine::{make_composed_folded_apply, split_mixed, ApplyValue};
use strata_dialect_utils::matchers::{const_i64, def};
use strata_dialect_utils::patterns::{add, op_ref};
use strata_dialect_utils::static_value::{preserves_static, static_list, FoldedLists};

use super::canonicalize::{cast_before, extract_slice_before};
use super::{CastOp, ExtractOp, ExtractSliceOp, GenerateOp, PadOp, YieldOp, GENERATE, PAD};

/// Moves the body of `from` into `to` (both single-region ops), for an
/// op rebuilt with new operands or types.
fn move_body(rw: &mut PatternRewriter<'_>, from: OpId, to: strata_ir::RegionId) {
    if let Some(&old) = rw.body().regions_in_body(from).first() {
        rw.inline_region_before(old, to, None);
    }
}

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
) -> PadOp {
    let old = PadOp(op);
    let nofold = old.nofold(rw);
    let (loc, attrs) = (rw.body().op_loc(op), rw.body().op_attr_dict(op));
    rw.set_insertion_point(op);
    let new = PadOp::build(
        rw,
        loc,
        result,
        source,
        lows,
        highs,
        static_low,
        static_high,
        nofold,
    );
    let new_op = new.op();
    if attrs.is_some() {
        rw.modify_op_in_place(new_op, |b| b.set_op_attr_dict(new_op, attrs));
    }
    let region = new.region(rw);
    move_body(rw, op, region);
    new
}

/// The low and high paddings of a pad: static lists and dynamic operands.
fn paddings(rw: &PatternRewriter<'_>, op: OpId) -> ([Vec<i64>; 2], [Vec<ValueId>; 2]) {
    let o = op_ref(rw, op);
    let pad = PadOp(op);
    (
        [static_list(o, "static_low"), static_list(o, "static_high")],
        [pad.low(rw).to_vec(), pad.high(rw).to_vec()],
    )
}

/// A `pad` (without `nofold`) whose paddings are all constant zeros is a
/// cast of its source (MLIR's `FoldStaticZeroPadding`).
fn static_zero_padding(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let pad = PadOp(op);
    if pad.nofold(&o) {
        return false;
    }
    let zero = |mut dynamic: GroupValues<'_>, name: &str| -> bool {
        static_list(o, name).iter().all(|&s| {
            if s != DYNAMIC {
                return s == 0;
            }
            dynamic.next().and_then(|v| const_i64(o.ctx, o.body, v)) == Some(0)
        })
    };
    if !zero(pad.low(&o), "static_low") || !zero(pad.high(&o), "static_high") {
        return false;
    }
    let (x, res) = (pad.source(&o), o.value_type(pad.result(&o)));
    let v = cast_before(rw, op, x, res);
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
    let pad = PadOp(op);
    let Some(cast) = def(o, pad.source(&o)).and_then(CastOp::from_ref) else {
        return false;
    };
    let x = cast.source(&o);
    if !preserves_static(ctx, o.value_type(cast.dest(&o)), o.value_type(x)) {
        return false;
    }
    let res = o.value_type(pad.result(&o));
    let ([low, high], [lows, highs]) = paddings(rw, op);
    let Some(res_shape) = ctx.shape(res) else {
        return false;
    };
    let Some(new_ty) = pad_type(ctx, o.value_type(x), &low, &high, res_shape) else {
        return false;
    };
    if new_ty == res {
        // The source is operand 0.
        rw.modify_op_in_place(op, |b| b.set_operand(op, 0, x));
        return true;
    }
    let v = new_pad(rw, op, new_ty, x, &low, &high, &lows, &highs).result(rw);
    let c = cast_before(rw, op, v, res);
    rw.replace_op(op, &[c]);
    true
}

/// A `pad` whose only use is a cast to a type at least as static pads to
/// that type (MLIR's `FoldTargetTensorCast`).
fn pad_target_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let body = rw.body();
    let pad = PadOp(op);
    let r = pad.result(rw);
    let mut uses = body.uses(r);
    let (Some((user, _)), None) = (uses.next(), uses.next()) else {
        return false;
    };
    let Some(cast) = CastOp::cast(rw, user) else {
        return false;
    };
    let target = body.value_type(cast.dest(rw));
    if !preserves_static(rw.ctx, body.value_type(r), target) {
        return false;
    }
    let source = pad.source(rw);
    let ([low, high], [lows, highs]) = paddings(rw, op);
    let v = new_pad(rw, op, target, source, &low, &high, &lows, &highs).result(rw);
    rw.replace_op(op, &[v]);
    rw.replace_op(user, &[v]);
    true
}

/// Constant padding operands become static when that makes the result
/// type more static; the new pad is cast back (MLIR's `FoldStaticPadding`).
fn static_padding(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let ctx = rw.ctx;
    let pad = PadOp(op);
    let (source, old) = (pad.source(&o), o.value_type(pad.result(&o)));
    let (Some(input), Some(output)) = (ctx.shape(o.value_type(source)), ctx.shape(old)) else {
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
            match const_i64(o.ctx, o.body, v) {
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
    let Some(element) = ctx.element_type(old) else {
        return false;
    };
    let new_ty = ctx.intern_type(TypeKind::RankedTensor {
        shape: new_shape.into(),
        element,
        encoding: None,
    });
    let v = new_pad(rw, op, new_ty, source, &low, &high, &kept[0], &kept[1]).result(rw);
    let c = cast_before(rw, op, v, old);
    rw.replace_op(op, &[c]);
    true
}

pub(crate) fn pad(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        PAD.name,
        &[
            (
                "(anonymous namespace)::FoldStaticZeroPadding",
                1,
                static_zero_padding,
            ),
            ("(anonymous namespace)::FoldSourceTensorCast", 1, pad_source_cast),
            ("(anonymous namespace)::FoldTargetTensorCast", 1, pad_target_cast),
            (
                "(anonymous namespace)::FoldOrthogonalPaddings",
                1,
                orthogonal_paddings,
            ),
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
    let generate = GenerateOp(op);
    let ty = o.value_type(generate.result(&o));
    let TypeKind::RankedTensor {
        shape,
        element,
        encoding,
    } = ctx.type_kind(ty).clone()
    else {
        return false;
    };
    let mut sizes = generate.dynamic_extents(&o);
    let count = sizes.len();
    let mut new_shape = Vec::with_capacity(shape.len());
    let mut kept = Vec::new();
    for &d in shape.iter() {
        if d != DYNAMIC {
            new_shape.push(d);
            continue;
        }
        let Some(v) = sizes.next() else { return false };
        match const_i64(o.ctx, o.body, v).filter(|&c| c >= 0) {
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
    let loc = rw.body().op_loc(op);
    rw.set_insertion_point(op);
    let new = GenerateOp::build(rw, loc, new_ty, &kept);
    let region = new.body(rw);
    move_body(rw, op, region);
    let v = new.result(rw);
    let c = cast_before(rw, op, v, ty);
    rw.replace_op(op, &[c]);
    true
}

pub(crate) fn generate(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        GENERATE.name,
        &[("(anonymous namespace)::StaticTensorGenerate", 1, static_generate)],
    );
}

/// `extract(generate)` of a generate without side effects computes the
/// element: the body is cloned with the indices for its arguments (MLIR's
/// `ExtractFromTensorGenerate`).
pub(super) fn extract_from_generate(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let extract = ExtractOp(op);
    let Some(generate) = def(o, extract.tensor(&o)).filter(|d| GenerateOp::isa(d, d.id)) else {
        return false;
    };
    if !strata_ir::interfaces::is_trivially_removable(generate) {
        return false;
    }
    let gen = generate.id;
    let indices = extract.indices(&o).to_vec();
    let body = rw.body();
    let Some(block) = body
        .regions_in_body(gen)
        .first()
        .and_then(|&r| body.region_entry(r))
    else {
        return false;
    };
    let args = body.block_args(block).to_vec();
    let ops: Vec<OpId> = body.block_ops(block).collect();
    let Some((&term, inner)) = ops.split_last() else {
        return false;
    };
    let Some(term) = YieldOp::cast(rw, term) else {
        return false;
    };
    if args.len() != indices.len() {
        return false;
    }
    let yielded = term.value(rw);
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

/// The paddings of a pad as mixed lists, constant operands read as
/// constants (MLIR's `getMixedLowPad` and `getMixedHighPad`, whose
/// constants the pad builder makes static).
fn mixed_paddings(rw: &PatternRewriter<'_>, op: OpId) -> [Vec<ApplyValue>; 2] {
    let o = op_ref(rw, op);
    let pad = PadOp(op);
    [
        mixed(o, "static_low", pad.low(&o)),
        mixed(o, "static_high", pad.high(&o)),
    ]
}

/// The static list `name` of `o` with its dynamic entries `operands`,
/// constant operands read as constants.
pub(crate) fn mixed(o: OpRef<'_>, name: &str, mut operands: GroupValues<'_>) -> Vec<ApplyValue> {
    static_list(o, name)
        .into_iter()
        .map(|s| {
            if s != DYNAMIC {
                return ApplyValue::Const(s);
            }
            match operands.next() {
                Some(v) => const_i64(o.ctx, o.body, v).map_or(ApplyValue::Value(v), ApplyValue::Const),
                None => ApplyValue::Const(DYNAMIC),
            }
        })
        .collect()
}

/// The constant a mixed entry stands for.
fn mixed_const(m: ApplyValue) -> Option<i64> {
    match m {
        ApplyValue::Const(c) => Some(c),
        ApplyValue::Value(_) => None,
    }
}

/// The offsets, sizes and strides of an `extract_slice` as mixed lists.
fn slice_lists(o: OpRef<'_>) -> [Vec<ApplyValue>; 3] {
    let slice = ExtractSliceOp(o.id);
    [
        mixed(o, "static_offsets", slice.offsets(&o)),
        mixed(o, "static_sizes", slice.sizes(&o)),
        mixed(o, "static_strides", slice.strides(&o)),
    ]
}

/// The dimensions a pad pads: those with a padding not known to be zero
/// (MLIR's `getPaddedDims`).
fn padded_dims([low, high]: &[Vec<ApplyValue>; 2]) -> Vec<bool> {
    low.iter()
        .zip(high)
        .map(|(&l, &h)| mixed_const(l) != Some(0) || mixed_const(h) != Some(0))
        .collect()
}

/// `pad(extract_slice(pad(extract_slice(x))))` where the two pads pad
/// different dimensions, only at the high end, with the same constant,
/// and the slices have unit strides: one slice of `x` padded once (MLIR's
/// `FoldOrthogonalPaddings`). In each dimension one of the slices must
/// start at zero in a dimension its pad does not pad; the inner slice must
/// take the whole outer-padded dimensions.
fn orthogonal_paddings(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let ctx = rw.ctx;
    let pad = PadOp(op);
    let Some(inner_slice) = def(o, pad.source(&o)).filter(|d| ExtractSliceOp::isa(d, d.id)) else {
        return false;
    };
    let inner_src = ExtractSliceOp(inner_slice.id).source(&o);
    let Some(outer_pad) = def(o, inner_src).filter(|d| PadOp::isa(d, d.id)) else {
        return false;
    };
    if PadOp(outer_pad.id).nofold(&o) {
        return false;
    }
    let Some(outer_slice) = def(o, PadOp(outer_pad.id).source(&o)).filter(|d| ExtractSliceOp::isa(d, d.id))
    else {
        return false;
    };
    let x = ExtractSliceOp(outer_slice.id).source(&o);
    let (Some(rank), Some(x_shape), Some(padded_shape)) = (
        ctx.shape(o.value_type(pad.source(&o))).map(<[i64]>::len),
        ctx.shape(o.value_type(x)),
        ctx.shape(o.value_type(inner_src)),
    ) else {
        return false;
    };
    if x_shape.len() != rank || padded_shape.len() != rank {
        return false;
    }
    let inner_lists = slice_lists(inner_slice);
    let outer_lists = slice_lists(outer_slice);
    if inner_lists.iter().chain(&outer_lists).any(|l| l.len() != rank) {
        return false;
    }
    let unit = |l: &[ApplyValue]| l.iter().all(|&s| mixed_const(s) == Some(1));
    if !unit(&inner_lists[2]) || !unit(&outer_lists[2]) {
        return false;
    }
    let pads = mixed_paddings(rw, op);
    let outer_pads = mixed_paddings(rw, outer_pad.id);
    if pads.iter().chain(&outer_pads).any(|l| l.len() != rank) {
        return false;
    }
    let zero_low = |l: &[ApplyValue]| l.iter().all(|&s| mixed_const(s) == Some(0));
    if !zero_low(&pads[0]) || !zero_low(&outer_pads[0]) {
        return false;
    }
    let constant = |v: Option<ValueId>| v.and_then(|v| strata_ir::fold::constant_value(ctx, rw.body(), v));
    let (Some(value), Some(outer_value)) = (
        constant(padding_value(rw.ctx, rw.body(), op)),
        constant(padding_value(rw.ctx, rw.body(), outer_pad.id)),
    ) else {
        return false;
    };
    if value != outer_value {
        return false;
    }
    let inner_dims = padded_dims(&pads);
    let outer_dims = padded_dims(&outer_pads);
    if inner_dims.iter().zip(&outer_dims).any(|(&a, &b)| a && b) {
        return false;
    }
    let mut offsets = Vec::with_capacity(rank);
    for i in 0..rank {
        let (inner, outer) = (inner_lists[0][i], outer_lists[0][i]);
        if !inner_dims[i] && mixed_const(inner) == Some(0) {
            offsets.push(outer);
        } else if !outer_dims[i] && mixed_const(outer) == Some(0) {
            offsets.push(inner);
        } else {
            return false;
        }
    }
    let mut sizes = inner_lists[1].clone();
    for i in (0..rank).filter(|&i| outer_dims[i]) {
        if padded_shape[i] == DYNAMIC || mixed_const(sizes[i]) != Some(padded_shape[i]) {
            return false;
        }
        sizes[i] = outer_lists[1][i];
    }
    let high: Vec<ApplyValue> = (0..rank)
        .map(|i| {
            if outer_dims[i] {
                outer_pads[1][i]
            } else if inner_dims[i] {
                pads[1][i]
            } else {
                ApplyValue::Const(0)
            }
        })
        .collect();
    let low = pads[0].clone();
    let (x_ty, res) = (o.value_type(x), o.value_type(pad.result(&o)));
    let (static_offsets, dyn_offsets) = split_mixed(&offsets);
    let (static_sizes, dyn_sizes) = split_mixed(&sizes);
    let (static_strides, dyn_strides) = split_mixed(&inner_lists[2]);
    let Some(slice_ty) = super::canonicalize::slice_type(ctx, x_ty, &static_sizes, rank) else {
        return false;
    };
    let lists = FoldedLists {
        statics: [static_offsets, static_sizes, static_strides],
        dynamics: [dyn_offsets, dyn_sizes, dyn_strides],
    };
    let sliced = extract_slice_before(rw, op, slice_ty, x, &lists);
    let v = new_mixed_pad(rw, op, res, sliced, &low, &high).result(rw);
    rw.replace_op(op, &[v]);
    true
}

/// A new pad replacing `op` with mixed paddings.
fn new_mixed_pad(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    result: Type,
    source: ValueId,
    low: &[ApplyValue],
    high: &[ApplyValue],
) -> PadOp {
    let (static_low, lows) = split_mixed(low);
    let (static_high, highs) = split_mixed(high);
    new_pad(rw, op, result, source, &static_low, &static_high, &lows, &highs)
}

/// A pad of a pad, neither with `nofold`, with the same padding value
/// (a constant or defined outside both bodies) pads the inner source once
/// by the summed paddings, sums of values computed by `affine.apply`
/// (MLIR's `FoldConsecutiveConstantPadding`).
fn consecutive_padding(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = op_ref(rw, op);
    let pad = PadOp(op);
    if pad.nofold(&o) {
        return false;
    }
    let Some(producer) = def(o, pad.source(&o)).and_then(PadOp::from_ref) else {
        return false;
    };
    if producer.nofold(&o) {
        return false;
    }
    let (inner, x) = (producer.op(), producer.source(&o));
    let value = padding_value(rw.ctx, rw.body(), op);
    if value.is_none() || value != padding_value(rw.ctx, rw.body(), inner) {
        return false;
    }
    let [low, high] = mixed_paddings(rw, op);
    let [inner_low, inner_high] = mixed_paddings(rw, inner);
    if low.len() != inner_low.len() || high.len() != inner_high.len() {
        return false;
    }
    let ctx = rw.ctx;
    let sum = AffineMap::new(2, 0, vec![ctx.affine_add(ctx.affine_dim(0), ctx.affine_dim(1))]);
    let mut add_all = |a: &[ApplyValue], b: &[ApplyValue]| -> Vec<ApplyValue> {
        a.iter()
            .zip(b)
            .map(|(&p, &q)| make_composed_folded_apply(rw, op, &sum, &[p, q]))
            .collect()
    };
    let new_high = add_all(&high, &inner_high);
    let new_low = add_all(&low, &inner_low);
    let res = rw.body().value_type(pad.result(rw));
    let v = new_mixed_pad(rw, op, res, x, &new_low, &new_high).result(rw);
    rw.replace_op(op, &[v]);
    true
}

/// The padding value of a pad when it is a constant or defined outside its
/// body (MLIR's `getConstantPaddingValue`).
pub fn padding_value(ctx: &Context, body: &Body, op: OpId) -> Option<ValueId> {
    let block = body
        .regions_in_body(op)
        .first()
        .and_then(|&r| body.region_entry(r))?;
    let term = body.block_ops(block).last()?;
    let v = YieldOp::cast(&(ctx, body), term)?.value(&(ctx, body));
    if strata_ir::fold::constant_value(ctx, body, v).is_some() {
        return Some(v);
    }
    let inside = match body.defining_op(v) {
        Some(d) => body.op_block(d) == Some(block),
        None => body.block_args(block).contains(&v),
    };
    (!inside).then_some(v)
}
