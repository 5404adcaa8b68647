//! Vectorization of 1-D convolutions and poolings with static shapes
//! (MLIR's `Conv1DGenerator`): the input, filter and output are each read
//! whole with one `vector.transfer_read`; the window loop is unrolled
//! (and the output width too when the stride is not 1), each step taking
//! `vector.extract_strided_slice`s of the input and output and a
//! `vector.extract` of the filter and combining them with a
//! `vector.contract` (channeled convolutions), a `vector.outerproduct`
//! (`linalg.conv_1d`), a `vector.fma` or multiply-add (depthwise) or the
//! pooling's reduction op; the slices are inserted back with
//! `vector.insert_strided_slice` and the output written with one
//! `vector.transfer_write`. NCW layouts are transposed to NWC and back.
//! The ops are created in mlir-opt's order, so the output prints the same.

use super::vectorize::{
    combiner_kind, in_bounds_identity_transfer_props, match_reduction, materialize_sizes, mixed_sizes,
    transfer_props, vector_type, wrap_in_mask, Builder, VectorizeOptions,
};
use strata_dialect_linalg::structured::{inputs, operand_shape_of, outputs};
use strata_ir::affine::AffineMap;
use strata_ir::{AttrKind, Attribute, Context, OpId, OpRef, Type, TypeKind, ValueId, DYNAMIC};
use strata_ods::directives::dense_i64_array;

/// The operand layout of a 1-D convolution (MLIR's `Conv1DOpOrder`).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Order {
    /// `linalg.conv_1d`: no batch or channel.
    W,
    /// Input `{n, w, c}`, filter `{kw, c, f}`, output `{n, w, f}`.
    Nwc,
    /// Input `{n, c, w}`, filter `{f, c, kw}`, output `{n, f, w}`.
    Ncw,
}

/// What a 1-D op vectorizes as.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Conv(Order),
    Pool(Order),
    Depthwise,
}

fn kind_of(name: &str) -> Option<Kind> {
    Some(match name {
        "linalg.conv_1d" => Kind::Conv(Order::W),
        "linalg.conv_1d_nwc_wcf" => Kind::Conv(Order::Nwc),
        "linalg.conv_1d_ncw_fcw" => Kind::Conv(Order::Ncw),
        "linalg.depthwise_conv_1d_nwc_wc" => Kind::Depthwise,
        _ if name.starts_with("linalg.pooling_nwc_") => Kind::Pool(Order::Nwc),
        _ if name.starts_with("linalg.pooling_ncw_") => Kind::Pool(Order::Ncw),
        _ => return None,
    })
}

/// Whether values of element type `from` can be promoted to `to` as
/// MLIR's `promote` does (same type, integer to float, or widening).
fn promotable(ctx: &Context, from: Type, to: Type) -> bool {
    if from == to {
        return true;
    }
    let (fi, ti) = (ctx.integer_width(from), ctx.integer_width(to));
    let tf = ctx.float_kind(to).is_some();
    match (fi, ti) {
        (Some(_), None) if tf => true,
        (Some(a), Some(b)) => a < b,
        _ => match (ctx.float_kind(from), ctx.float_kind(to)) {
            (Some(a), Some(b)) => a.width() < b.width(),
            _ => false,
        },
    }
}

/// The reduction op of the output's payload, and the op feeding it from
/// the input when that is a cast of a block argument (pooling with an
/// extension).
fn reduction(op: OpRef<'_>) -> Option<(OpId, Option<OpId>, usize)> {
    let (combiner, _) = match_reduction(op, 0)?;
    let body = op.body;
    let is_arg = |v: ValueId| matches!(body.value_def(v), strata_ir::ValueDef::BlockArg(..));
    let operands: Vec<ValueId> = body.operands(combiner).collect();
    let args = operands.iter().filter(|&&v| is_arg(v)).count();
    let feeder = operands
        .iter()
        .find(|&&v| !is_arg(v))
        .and_then(|&v| body.defining_op(v))
        .filter(|&f| {
            let r = OpRef::new(op.ctx, body, f);
            r.num_operands() == 1 && is_arg(r.operand(0)) && is_cast(r.name_str())
        });
    Some((combiner, feeder, args))
}

/// The arith casts (MLIR's `CastOpInterface` on scalars).
fn is_cast(name: &str) -> bool {
    matches!(
        name,
        "arith.extf"
            | "arith.extsi"
            | "arith.extui"
            | "arith.truncf"
            | "arith.trunci"
            | "arith.sitofp"
            | "arith.uitofp"
            | "arith.fptosi"
            | "arith.fptoui"
            | "arith.index_cast"
            | "arith.index_castui"
            | "arith.bitcast"
    )
}

/// Whether the 1-D convolution or pooling `op` can be vectorized: one of
/// the layouts above, static shapes, no vector sizes, a reduction with a
/// known combiner, and element types the promotions handle (for
/// `linalg.conv_1d`, equal ones: mlir-opt builds an invalid
/// `vector.outerproduct` otherwise).
pub(super) fn conv_precondition(op: OpRef<'_>, options: &VectorizeOptions) -> bool {
    let ctx = op.ctx;
    let Some(kind) = kind_of(op.name_str()) else {
        return false;
    };
    let (ins, outs) = (inputs(op), outputs(op));
    if ins.len() != 2 || outs.len() != 1 {
        return false;
    }
    let types: Vec<Type> = [ins.start, ins.start + 1, outs.start]
        .iter()
        .map(|&i| op.operand_type(i))
        .collect();
    let mut dynamic = false;
    for &t in &types {
        let Some(shape) = operand_shape_of(ctx, t) else {
            return false;
        };
        if shape.contains(&0)
            || matches!(
                ctx.type_kind(t),
                TypeKind::UnrankedTensor { .. } | TypeKind::UnrankedMemRef { .. }
            )
        {
            return false;
        }
        // Only the channels (last) of a depthwise convolution may be
        // dynamic, and then with vector sizes: the transfers are masked.
        let (channels, rest) = shape.split_last().unwrap_or((&0, &[]));
        if rest.contains(&DYNAMIC) {
            return false;
        }
        dynamic |= *channels == DYNAMIC;
    }
    if dynamic
        && (kind != Kind::Depthwise || options.vector_sizes.len() != 4 || options.flatten_1d_depthwise_conv)
    {
        return false;
    }
    let elems: Vec<Type> = types.iter().map(|&t| ctx.element_type_or_self(t)).collect();
    let Some((combiner, feeder, args)) = reduction(op) else {
        return false;
    };
    if combiner_kind(ctx.op_name_str(op.body.op_name(combiner))).is_none() {
        return false;
    }
    match kind {
        Kind::Conv(Order::W) => elems[0] == elems[2] && elems[1] == elems[2],
        Kind::Conv(_) | Kind::Depthwise => {
            args == 1 && promotable(ctx, elems[0], elems[2]) && promotable(ctx, elems[1], elems[2])
        }
        Kind::Pool(_) => args == 2 || feeder.is_some(),
    }
}

/// A zero of the element type `elem` (the transfers' padding).
fn zero_constant(b: &mut Builder<'_>, elem: Type) -> ValueId {
    let ctx = b.ctx();
    let attr = match ctx.type_kind(elem) {
        TypeKind::Float(_) => ctx.intern_attr(AttrKind::Float { ty: elem, bits: 0 }),
        _ => ctx.integer_attr(elem, 0),
    };
    b.one("arith.constant", &[], elem, &[("value", attr)])
}

/// [`read`] with `scalable` dimensions, masked to the sizes of `source`
/// (in bounds) if `masked` (MLIR's `maybeMaskXferOp`).
fn read_masked(
    b: &mut Builder<'_>,
    source: ValueId,
    zero: ValueId,
    shape: &[i64],
    scalable: &[bool],
    masked: bool,
) -> ValueId {
    if !masked {
        return read(b, source, zero, shape);
    }
    let ctx = b.ctx();
    let elem = ctx.element_type_or_self(b.b.body.value_type(source));
    let pad = zero_constant(b, elem);
    let rank = shape.len();
    let mut operands = vec![source];
    operands.extend(std::iter::repeat_n(zero, rank));
    operands.push(pad);
    let props = in_bounds_identity_transfer_props(ctx, rank, true);
    let ty = vector_type(ctx, shape, scalable, elem);
    let read = b.create("vector.transfer_read", &operands, &[ty], &props);
    let mask = mask_for(b, source, shape, scalable);
    let masked_read = wrap_in_mask(b, read, mask);
    b.b.body.result(masked_read, 0)
}

/// A `vector.create_mask` of `shape` (scalable where `scalable` says) for
/// the sizes of `source`.
fn mask_for(b: &mut Builder<'_>, source: ValueId, shape: &[i64], scalable: &[bool]) -> ValueId {
    let ctx = b.ctx();
    let sizes = mixed_sizes(b, source);
    let sizes = materialize_sizes(b, sizes);
    let ty = vector_type(ctx, shape, scalable, ctx.integer_type(1));
    b.one("vector.create_mask", &sizes, ty, &[])
}

/// Reads `source` whole from index 0 as a vector of `shape`.
fn read(b: &mut Builder<'_>, source: ValueId, zero: ValueId, shape: &[i64]) -> ValueId {
    let ctx = b.ctx();
    let elem = ctx.element_type_or_self(b.b.body.value_type(source));
    let pad = zero_constant(b, elem);
    let rank = shape.len();
    let mut operands = vec![source];
    operands.extend(std::iter::repeat_n(zero, rank));
    operands.push(pad);
    let props = transfer_props(
        ctx,
        AffineMap::multi_dim_identity(ctx, rank as u32),
        rank,
        rank,
        true,
    );
    let ty = ctx.vector_type(shape, elem);
    b.one("vector.transfer_read", &operands, ty, &props)
}

/// The scalable flags of the vector `v` (all false for other types).
fn scalable_dims(ctx: &Context, b: &Builder<'_>, v: ValueId) -> Vec<bool> {
    match ctx.type_kind(b.b.body.value_type(v)) {
        TypeKind::Vector { scalable, shape, .. } if scalable.len() == shape.len() => scalable.to_vec(),
        TypeKind::Vector { shape, .. } => vec![false; shape.len()],
        _ => Vec::new(),
    }
}

fn vec_shape(ctx: &Context, b: &Builder<'_>, v: ValueId) -> Vec<i64> {
    ctx.shape(b.b.body.value_type(v))
        .map(<[i64]>::to_vec)
        .unwrap_or_default()
}

fn transpose(b: &mut Builder<'_>, v: ValueId, perm: &[i64]) -> ValueId {
    let ctx = b.ctx();
    let shape = vec_shape(ctx, b, v);
    let new: Vec<i64> = perm.iter().map(|&p| shape[p as usize]).collect();
    let elem = ctx.element_type_or_self(b.b.body.value_type(v));
    let ty = ctx.vector_type(&new, elem);
    b.one(
        "vector.transpose",
        &[v],
        ty,
        &[("permutation", dense_i64_array(ctx, perm))],
    )
}

/// An array of `i64` integer attributes (the strided slices' offsets,
/// sizes and strides).
fn i64_array_attr(ctx: &Context, values: &[i64]) -> Attribute {
    let i64_type = ctx.integer_type(64);
    let elements: Vec<Attribute> = values.iter().map(|&v| ctx.integer_attr(i64_type, v)).collect();
    ctx.array_attr(&elements)
}

fn extract_strided(b: &mut Builder<'_>, v: ValueId, offsets: &[i64], sizes: &[i64]) -> ValueId {
    let ctx = b.ctx();
    let elem = ctx.element_type_or_self(b.b.body.value_type(v));
    let ty = vector_type(ctx, sizes, &scalable_dims(ctx, b, v), elem);
    let ones = vec![1; sizes.len()];
    b.one(
        "vector.extract_strided_slice",
        &[v],
        ty,
        &[
            ("offsets", i64_array_attr(ctx, offsets)),
            ("sizes", i64_array_attr(ctx, sizes)),
            ("strides", i64_array_attr(ctx, &ones)),
        ],
    )
}

fn insert_strided(b: &mut Builder<'_>, v: ValueId, dest: ValueId, offsets: &[i64]) -> ValueId {
    let ctx = b.ctx();
    let ty = b.b.body.value_type(dest);
    let ones = vec![1; offsets.len()];
    b.one(
        "vector.insert_strided_slice",
        &[v, dest],
        ty,
        &[
            ("offsets", i64_array_attr(ctx, offsets)),
            ("strides", i64_array_attr(ctx, &ones)),
        ],
    )
}

/// `vector.extract` of row `i` of `v`.
fn extract_row(b: &mut Builder<'_>, v: ValueId, i: i64) -> ValueId {
    let ctx = b.ctx();
    let t = b.b.body.value_type(v);
    let shape = vec_shape(ctx, b, v);
    let elem = ctx.element_type_or_self(t);
    let ty = if shape.len() == 1 {
        elem
    } else {
        vector_type(ctx, &shape[1..], &scalable_dims(ctx, b, v)[1..], elem)
    };
    b.one(
        "vector.extract",
        &[v],
        ty,
        &[("static_position", dense_i64_array(ctx, &[i]))],
    )
}

/// `v` with the element type of `like` (MLIR's `promote`: `sitofp`,
/// `extf` or `extsi`).
fn promote(b: &mut Builder<'_>, v: ValueId, like: Type) -> ValueId {
    let ctx = b.ctx();
    let t = b.b.body.value_type(v);
    let (from, to) = (ctx.element_type_or_self(t), ctx.element_type_or_self(like));
    if from == to {
        return v;
    }
    let shape = vec_shape(ctx, b, v);
    let ty = vector_type(ctx, &shape, &scalable_dims(ctx, b, v), to);
    let name = if ctx.integer_width(from).is_some() && ctx.float_kind(to).is_some() {
        "arith.sitofp"
    } else if ctx.float_kind(from).is_some() {
        "arith.extf"
    } else {
        "arith.extsi"
    };
    b.one(name, &[v], ty, &[])
}

fn attr_i64(a: Attribute, ctx: &Context) -> Option<i64> {
    strata_dialect_linalg::named::dense_i64_elements(ctx, a)?
        .first()
        .copied()
}

/// Vectorizes the 1-D convolution or pooling `op` (checked with
/// [`conv_precondition`]) with the ops created before it by `b`,
/// returning the values replacing its results.
/// With `flatten_1d_depthwise_conv`, depthwise convolutions compute on
/// `{n, w * c}` vectors (the filter row repeated along the width by a
/// `vector.shuffle`); with dynamic channels, on the vector size given for
/// them, the transfers masked.
pub(super) fn vectorize_conv(
    b: &mut Builder<'_>,
    op: OpId,
    options: &VectorizeOptions,
) -> Option<Vec<ValueId>> {
    let flatten = options.flatten_1d_depthwise_conv;
    let ctx = b.ctx();
    let o = OpRef::new(ctx, b.b.body, op);
    let kind = kind_of(o.name_str())?;
    let (ins, outs) = (inputs(o), outputs(o));
    let (lhs_shaped, rhs_shaped, res_shaped) = (
        o.operand(ins.start),
        o.operand(ins.start + 1),
        o.operand(outs.start),
    );
    let shape = |i: usize| operand_shape_of(ctx, o.operand_type(i)).map(<[i64]>::to_vec);
    let (rhs_shape, res_shape) = (shape(ins.start + 1)?, shape(outs.start)?);
    let stride = o.attr("strides").and_then(|a| attr_i64(a, ctx)).unwrap_or(1);
    let dilation = o.attr("dilations").and_then(|a| attr_i64(a, ctx)).unwrap_or(1);
    let (combiner, feeder, _) = reduction(o)?;
    let red_name = ctx.op_name_str(b.b.body.op_name(combiner)).to_owned();
    let kind_value = combiner_kind(&red_name)?;
    let ext_name = feeder.map(|f| ctx.op_name_str(b.b.body.op_name(f)).to_owned());
    let res_is_tensor = matches!(
        ctx.type_kind(o.operand_type(outs.start)),
        TypeKind::RankedTensor { .. }
    );
    let res_type = o.operand_type(outs.start);
    let res_elem = ctx.element_type_or_self(res_type);

    let input_width = |w: i64, kw: i64| ((w - 1) * stride + 1) + ((kw - 1) * dilation + 1) - 1;

    if kind == Kind::Depthwise {
        // kernel {kw, c}, output {n, w, c}
        let (kw_size, mut c_size) = (rhs_shape[0], rhs_shape[1]);
        let mut scalable = false;
        let masked = c_size == DYNAMIC;
        if masked {
            c_size = *options.vector_sizes.get(2)?;
            scalable = options.scalable.get(2).copied().unwrap_or(false);
        }
        let (n_size, w_size) = (res_shape[0], res_shape[1]);
        let w_step = if stride == 1 { w_size } else { 1 };
        let zero = b.index_constant(0);
        let scalable3 = [false, false, scalable];
        let lhs_shape = [n_size, input_width(w_size, kw_size), c_size];
        let lhs = read_masked(b, lhs_shaped, zero, &lhs_shape, &scalable3, masked);
        let rhs = read_masked(
            b,
            rhs_shaped,
            zero,
            &[kw_size, c_size],
            &[false, scalable],
            masked,
        );
        let mut res = read_masked(b, res_shaped, zero, &[n_size, w_size, c_size], &scalable3, masked);
        let sizes = [n_size, w_step, c_size];
        let mut lhs_vals = Vec::new();
        for kw in 0..kw_size {
            for w in (0..w_size).step_by(w_step as usize) {
                lhs_vals.push(extract_strided(
                    b,
                    lhs,
                    &[0, w * stride + kw * dilation, 0],
                    &sizes,
                ));
            }
        }
        let rhs_vals: Vec<ValueId> = (0..kw_size).map(|kw| extract_row(b, rhs, kw)).collect();
        let mut res_vals: Vec<ValueId> = (0..w_size)
            .step_by(w_step as usize)
            .map(|w| extract_strided(b, res, &[0, w, 0], &sizes))
            .collect();
        let per_kw = (w_size / w_step) as usize;
        let lhs_elem = ctx.element_type_or_self(b.b.body.value_type(lhs));
        let flat = [n_size, w_step * c_size];
        for kw in 0..kw_size as usize {
            for (wi, _) in (0..w_size).step_by(w_step as usize).enumerate() {
                let (mut l, mut acc) = (lhs_vals[kw * per_kw + wi], res_vals[wi]);
                if flatten {
                    l = b.one("vector.shape_cast", &[l], ctx.vector_type(&flat, lhs_elem), &[]);
                    acc = b.one("vector.shape_cast", &[acc], ctx.vector_type(&flat, res_elem), &[]);
                }
                let acc_t = b.b.body.value_type(acc);
                let acc_shape = vec_shape(ctx, b, acc);
                let l = promote(b, l, acc_t);
                let mut r = rhs_vals[kw];
                let rhs_elem = ctx.element_type_or_self(b.b.body.value_type(r));
                if flatten {
                    // The filter row once per output column.
                    let mask: Vec<i64> = (0..w_step).flat_map(|_| 0..c_size).collect();
                    let ty = ctx.vector_type(&[mask.len() as i64], rhs_elem);
                    r = b.one(
                        "vector.shuffle",
                        &[r, r],
                        ty,
                        &[("mask", dense_i64_array(ctx, &mask))],
                    );
                }
                let bt = vector_type(ctx, &acc_shape, &scalable_dims(ctx, b, acc), rhs_elem);
                let r = b.one("vector.broadcast", &[r], bt, &[]);
                let r = promote(b, r, acc_t);
                let mut v = if ctx.float_kind(res_elem).is_some() {
                    b.one("vector.fma", &[l, r, acc], acc_t, &[])
                } else {
                    let m = b.one("arith.muli", &[l, r], acc_t, &[]);
                    b.one("arith.addi", &[m, acc], acc_t, &[])
                };
                if flatten {
                    v = b.one("vector.shape_cast", &[v], ctx.vector_type(&sizes, res_elem), &[]);
                }
                res_vals[wi] = v;
            }
        }
        for (wi, w) in (0..w_size).step_by(w_step as usize).enumerate() {
            res = insert_strided(b, res_vals[wi], res, &[0, w, 0]);
        }
        return Some(write_masked(
            b,
            res,
            res_shaped,
            zero,
            res_is_tensor,
            res_type,
            masked,
        ));
    }

    let (order, conv) = match kind {
        Kind::Conv(order) => (order, true),
        Kind::Pool(order) => (order, false),
        Kind::Depthwise => return None,
    };
    let (n_size, w_size, f_size, c_size, kw_size, lhs_shape, rhs_shape_v, res_shape_v);
    match order {
        Order::W => {
            (n_size, f_size, c_size) = (0, 0, 0);
            w_size = res_shape[0];
            kw_size = rhs_shape[0];
            lhs_shape = vec![w_size + kw_size - 1];
            rhs_shape_v = vec![kw_size];
            res_shape_v = vec![w_size];
        }
        Order::Nwc => {
            (n_size, w_size, f_size) = (res_shape[0], res_shape[1], res_shape[2]);
            if conv {
                (kw_size, c_size) = (rhs_shape[0], rhs_shape[1]);
                rhs_shape_v = vec![kw_size, c_size, f_size];
            } else {
                (kw_size, c_size) = (rhs_shape[0], f_size);
                rhs_shape_v = vec![kw_size];
            }
            lhs_shape = vec![n_size, input_width(w_size, kw_size), c_size];
            res_shape_v = vec![n_size, w_size, f_size];
        }
        Order::Ncw => {
            (n_size, f_size, w_size) = (res_shape[0], res_shape[1], res_shape[2]);
            if conv {
                (c_size, kw_size) = (rhs_shape[1], rhs_shape[2]);
                rhs_shape_v = vec![f_size, c_size, kw_size];
            } else {
                (kw_size, c_size) = (rhs_shape[0], f_size);
                rhs_shape_v = vec![kw_size];
            }
            lhs_shape = vec![n_size, c_size, input_width(w_size, kw_size)];
            res_shape_v = vec![n_size, f_size, w_size];
        }
    }
    let single = order == Order::W;
    let zero = b.index_constant(0);
    let w_step = if stride == 1 { w_size } else { 1 };
    let mut lhs = read(b, lhs_shaped, zero, &lhs_shape);
    let mut rhs = conv.then(|| read(b, rhs_shaped, zero, &rhs_shape_v));
    let mut res = read(b, res_shaped, zero, &res_shape_v);
    if order == Order::Ncw {
        lhs = transpose(b, lhs, &[0, 2, 1]);
        rhs = rhs.map(|r| transpose(b, r, &[2, 1, 0]));
        res = transpose(b, res, &[0, 2, 1]);
    }
    let mut lhs_vals = Vec::new();
    for kw in 0..kw_size {
        for w in (0..w_size).step_by(w_step as usize) {
            lhs_vals.push(if single {
                extract_strided(b, lhs, &[w + kw], &[w_step])
            } else {
                extract_strided(
                    b,
                    lhs,
                    &[0, w * stride + kw * dilation, 0],
                    &[n_size, w_step, c_size],
                )
            });
        }
    }
    let rhs_vals: Vec<ValueId> = match rhs {
        Some(r) => (0..kw_size).map(|kw| extract_row(b, r, kw)).collect(),
        None => Vec::new(),
    };
    let mut res_vals: Vec<ValueId> = (0..w_size)
        .step_by(w_step as usize)
        .map(|w| {
            if single {
                extract_strided(b, res, &[w], &[w_step])
            } else {
                extract_strided(b, res, &[0, w, 0], &[n_size, w_step, f_size])
            }
        })
        .collect();
    let per_kw = (w_size / w_step) as usize;
    for kw in 0..kw_size as usize {
        for wi in 0..per_kw {
            let (l, acc) = (lhs_vals[kw * per_kw + wi], res_vals[wi]);
            let acc_t = b.b.body.value_type(acc);
            res_vals[wi] = if !conv {
                let l = match &ext_name {
                    Some(ext) => b.one(ext, &[l], acc_t, &[]),
                    None => l,
                };
                b.one(&red_name, &[l, acc], acc_t, &[])
            } else if single {
                let kind_attr = strata_dialect_vector::COMBINING_KIND.attr(ctx, 0);
                b.one(
                    "vector.outerproduct",
                    &[l, rhs_vals[kw], acc],
                    acc_t,
                    &[("kind", kind_attr)],
                )
            } else {
                let l = promote(b, l, acc_t);
                let r = promote(b, rhs_vals[kw], acc_t);
                contraction(b, l, r, acc, kind_value)
            };
        }
    }
    for (wi, w) in (0..w_size).step_by(w_step as usize).enumerate() {
        res = if single {
            insert_strided(b, res_vals[wi], res, &[w])
        } else {
            insert_strided(b, res_vals[wi], res, &[0, w, 0])
        };
    }
    if order == Order::Ncw {
        res = transpose(b, res, &[0, 2, 1]);
    }
    Some(write(b, res, res_shaped, zero, res_is_tensor, res_type))
}

/// `O{n, w, f} += I{n, w, c} * F{c, f}` as a `vector.contract`.
fn contraction(b: &mut Builder<'_>, lhs: ValueId, rhs: ValueId, acc: ValueId, kind: u64) -> ValueId {
    let ctx = b.ctx();
    let d = |i: u32| ctx.affine_dim(i);
    let maps = [
        AffineMap::new(4, 0, vec![d(0), d(1), d(3)]),
        AffineMap::new(4, 0, vec![d(3), d(2)]),
        AffineMap::new(4, 0, vec![d(0), d(1), d(2)]),
    ];
    let maps: Vec<Attribute> = maps
        .into_iter()
        .map(|m| ctx.intern_attr(AttrKind::AffineMap(m)))
        .collect();
    let iters: Vec<Attribute> = [0, 0, 0, 1]
        .iter()
        .map(|&r| strata_dialect_vector::ITERATOR_TYPE.attr(ctx, r))
        .collect();
    let acc_t = b.b.body.value_type(acc);
    b.one(
        "vector.contract",
        &[lhs, rhs, acc],
        acc_t,
        &[
            ("indexing_maps", ctx.array_attr(&maps)),
            ("iterator_types", ctx.array_attr(&iters)),
            ("kind", strata_dialect_vector::COMBINING_KIND.attr(ctx, kind)),
        ],
    )
}

/// [`write`], masked to the sizes of `dest` (in bounds) if `masked`.
fn write_masked(
    b: &mut Builder<'_>,
    v: ValueId,
    dest: ValueId,
    zero: ValueId,
    tensor: bool,
    dest_t: Type,
    masked: bool,
) -> Vec<ValueId> {
    if !masked {
        return write(b, v, dest, zero, tensor, dest_t);
    }
    let ctx = b.ctx();
    let vt = b.b.body.value_type(v);
    let (shape, scalable) = match ctx.type_kind(vt) {
        TypeKind::Vector { shape, scalable, .. } => (shape.to_vec(), scalable.to_vec()),
        _ => return Vec::new(),
    };
    let rank = shape.len();
    let mut operands = vec![v, dest];
    operands.extend(std::iter::repeat_n(zero, rank));
    let props = in_bounds_identity_transfer_props(ctx, rank, false);
    let results: Vec<Type> = if tensor { vec![dest_t] } else { Vec::new() };
    let w = b.create("vector.transfer_write", &operands, &results, &props);
    let mask = mask_for(b, dest, &shape, &scalable);
    let m = wrap_in_mask(b, w, mask);
    b.b.body.results(m).collect()
}

/// Writes `v` whole into `dest` from index 0; its result on tensors.
fn write(
    b: &mut Builder<'_>,
    v: ValueId,
    dest: ValueId,
    zero: ValueId,
    tensor: bool,
    dest_t: Type,
) -> Vec<ValueId> {
    let ctx = b.ctx();
    let rank = vec_shape(ctx, b, v).len();
    let mut operands = vec![v, dest];
    operands.extend(std::iter::repeat_n(zero, rank));
    let props = transfer_props(
        ctx,
        AffineMap::multi_dim_identity(ctx, rank as u32),
        rank,
        rank,
        false,
    );
    let results: Vec<Type> = if tensor { vec![dest_t] } else { Vec::new() };
    let w = b.create("vector.transfer_write", &operands, &results, &props);
    b.b.body.results(w).collect()
}
