//! The vector-to-vector lowerings `convert-vector-to-llvm` applies
//! greedily before converting: ops the conversion has no direct pattern
//! for become ops it has (broadcasts of vectors into inserts of smaller
//! broadcasts, n-D `from_elements` into 1-D ones, masks and `step` into
//! constants and comparisons).

use strata_dialect_utils::patterns::{self as pat};
use strata_dialect_vector::types_util::vector_parts;
use strata_ir::{AttrKind, Context, DenseData, OpId, OpRef, Type, ValueId};
use strata_ods::directives::{dense_i64_array, dense_i64_values};
use strata_rewrite::{PatternRewriter, PatternRoot, RewritePattern};

type Rw<'a> = PatternRewriter<'a>;
type ApplyFn = fn(&Opts, OpId, &mut Rw<'_>) -> bool;

/// The options the lowerings read.
#[derive(Clone, Copy, Debug)]
pub struct Opts {
    /// Masks compare 32-bit indices.
    pub force_32bit_vector_indices: bool,
}

struct Lowering {
    root: &'static str,
    name: &'static str,
    opts: Opts,
    apply: ApplyFn,
}

impl RewritePattern for Lowering {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(self.root)
    }

    fn debug_name(&self) -> &str {
        self.name
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut Rw<'_>) -> bool {
        (self.apply)(&self.opts, op, rw)
    }
}

/// The lowering patterns of the greedy phase.
pub fn vector_lowering_patterns(opts: Opts) -> Vec<Box<dyn RewritePattern>> {
    let list: [(&'static str, &'static str, ApplyFn); 9] = [
        ("vector.broadcast", "BroadcastOpLowering", lower_broadcast),
        ("vector.from_elements", "UnrollFromElements", unroll_from_elements),
        (
            "vector.constant_mask",
            "ConstantMaskOpLowering",
            lower_constant_mask,
        ),
        (
            "vector.create_mask",
            "VectorCreateMaskOpConversion",
            lower_create_mask,
        ),
        ("vector.step", "StepToArithConstantOpRewrite", lower_step),
        ("vector.fma", "VectorFMAOpNDRewritePattern", unroll_fma),
        ("vector.shape_cast", "ShapeCastOpRewritePattern", lower_shape_cast),
        (
            "vector.extract_strided_slice",
            "ExtractStridedSliceOpRewrite",
            lower_extract_strided_slice,
        ),
        (
            "vector.insert_strided_slice",
            "InsertStridedSliceOpRewrite",
            lower_insert_strided_slice,
        ),
    ];
    list.into_iter()
        .map(|(root, name, apply)| {
            Box::new(Lowering {
                root,
                name,
                opts,
                apply,
            }) as Box<dyn RewritePattern>
        })
        .collect()
}

fn vshape(ctx: &Context, t: Type) -> Option<(Vec<i64>, Type)> {
    let (shape, scalable, elem) = vector_parts(ctx, t)?;
    if scalable.iter().any(|&s| s) {
        return None;
    }
    Some((shape.to_vec(), elem))
}

fn one(
    rw: &mut Rw<'_>,
    at: OpId,
    name: &str,
    operands: &[ValueId],
    ty: Type,
    props: &[(&str, strata_ir::Attribute)],
) -> ValueId {
    let op = pat::create(rw, at, name, operands, &[ty], props);
    pat::result(rw, op)
}

fn extract(rw: &mut Rw<'_>, at: OpId, v: ValueId, pos: &[i64], ty: Type) -> ValueId {
    let a = dense_i64_array(rw.ctx, pos);
    one(rw, at, "vector.extract", &[v], ty, &[("static_position", a)])
}

fn insert(rw: &mut Rw<'_>, at: OpId, v: ValueId, dest: ValueId, pos: &[i64], ty: Type) -> ValueId {
    let a = dense_i64_array(rw.ctx, pos);
    one(rw, at, "vector.insert", &[v, dest], ty, &[("static_position", a)])
}

fn ub_poison(rw: &mut Rw<'_>, at: OpId, ty: Type) -> ValueId {
    let a = strata_dialect_ub::poison_attr(rw.ctx);
    one(rw, at, "ub.poison", &[], ty, &[("value", a)])
}

/// A broadcast of `v` to `ty`, or `v` when it has that type already.
fn broadcast_to(rw: &mut Rw<'_>, at: OpId, v: ValueId, ty: Type) -> ValueId {
    if rw.body().value_type(v) == ty {
        return v;
    }
    one(rw, at, "vector.broadcast", &[v], ty, &[])
}

/// Broadcasts whose source is a vector become extractions, smaller
/// broadcasts and insertions; a scalar source is the conversion's.
fn lower_broadcast(_: &Opts, op: OpId, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let src = o.operand(0);
    let src_t = o.operand_type(0);
    let dst_t = o.result_type(0);
    let (Some((src_shape, elem)), Some((dst_shape, _))) = (vshape(ctx, src_t), vshape(ctx, dst_t)) else {
        return false;
    };
    if src_t == dst_t {
        return false;
    }
    // A 0-D or single-element 1-D source to a 1-D vector: its element.
    if dst_shape.len() == 1 && src_shape.iter().product::<i64>() == 1 {
        let pos = vec![0; src_shape.len()];
        let e = extract(rw, op, src, &pos, elem);
        let v = one(rw, op, "vector.broadcast", &[e], dst_t, &[]);
        rw.replace_op(op, &[v]);
        return true;
    }
    if dst_shape.len() < 2 || src_shape.is_empty() {
        return false;
    }
    let row_t = ctx.vector_type(&dst_shape[1..], elem);
    if src_shape.len() < dst_shape.len() {
        // Duplication along the leading dimension.
        let row = broadcast_to(rw, op, src, row_t);
        let acc0 = ub_poison(rw, op, dst_t);
        let mut acc = acc0;
        for i in 0..dst_shape[0] {
            acc = insert(rw, op, row, acc, &[i], dst_t);
        }
        rw.replace_op(op, &[acc]);
        return true;
    }
    let src_row_t = ctx.vector_type(&src_shape[1..], elem);
    let mut acc = ub_poison(rw, op, dst_t);
    if src_shape[0] == 1 && dst_shape[0] != 1 {
        // Stretch along the leading dimension.
        let e = extract(rw, op, src, &[0], src_row_t);
        let row = broadcast_to(rw, op, e, row_t);
        for i in 0..dst_shape[0] {
            acc = insert(rw, op, row, acc, &[i], dst_t);
        }
    } else {
        for i in 0..dst_shape[0] {
            let e = extract(rw, op, src, &[i], src_row_t);
            let row = broadcast_to(rw, op, e, row_t);
            acc = insert(rw, op, row, acc, &[i], dst_t);
        }
    }
    rw.replace_op(op, &[acc]);
    true
}

/// An n-D `from_elements`: one 1-D `from_elements` per row, inserted.
fn unroll_from_elements(_: &Opts, op: OpId, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let t = o.result_type(0);
    let Some((shape, elem)) = vshape(ctx, t) else {
        return false;
    };
    if shape.len() < 2 {
        return false;
    }
    let elements: Vec<ValueId> = o.operands().collect();
    let rank = shape.len();
    let n = shape[rank - 1].max(0) as usize;
    let row_t = ctx.vector_type(&shape[rank - 1..], elem);
    let mut acc = ub_poison(rw, op, t);
    for (r, chunk) in elements.chunks(n.max(1)).enumerate() {
        // The row's position in the leading dimensions.
        let mut pos = vec![0i64; rank - 1];
        let mut rem = r as i64;
        for d in (0..rank - 1).rev() {
            pos[d] = rem % shape[d];
            rem /= shape[d];
        }
        let row = one(rw, op, "vector.from_elements", chunk, row_t, &[]);
        acc = insert(rw, op, row, acc, &pos, t);
    }
    rw.replace_op(op, &[acc]);
    true
}

/// A dense elements attribute of `ty` from integer values (little-endian
/// bytes at the element width rounded up to bytes; `i1` as one byte).
fn dense_ints(ctx: &Context, ty: Type, elem_bits: u32, values: &[i64]) -> strata_ir::Attribute {
    let width = elem_bits.div_ceil(8).max(1) as usize;
    let mut bytes = Vec::with_capacity(values.len() * width);
    for &v in values {
        bytes.extend_from_slice(&v.to_le_bytes()[..width.min(8)]);
    }
    ctx.intern_attr(AttrKind::DenseElements {
        ty,
        data: DenseData {
            splat: false,
            bytes: bytes.into(),
        },
    })
}

fn arith_constant(rw: &mut Rw<'_>, at: OpId, attr: strata_ir::Attribute, ty: Type) -> ValueId {
    one(rw, at, "arith.constant", &[], ty, &[("value", attr)])
}

/// `constant_mask` to a constant of booleans.
fn lower_constant_mask(_: &Opts, op: OpId, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let t = o.result_type(0);
    let Some((shape, _)) = vshape(ctx, t) else {
        return false;
    };
    let Some(sizes) = o.attr("mask_dim_sizes").and_then(|a| dense_i64_values(ctx, a)) else {
        return false;
    };
    if shape.len() != 1 || sizes.len() != 1 {
        return false;
    }
    let values: Vec<i64> = (0..shape[0]).map(|i| i64::from(i < sizes[0])).collect();
    let a = dense_ints(ctx, t, 1, &values);
    let v = arith_constant(rw, op, a, t);
    rw.replace_op(op, &[v]);
    true
}

/// A 1-D `create_mask`: the bound broadcast and compared with the lane
/// indices (32-bit when allowed).
fn lower_create_mask(opts: &Opts, op: OpId, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let t = o.result_type(0);
    let Some((shape, _)) = vshape(ctx, t) else {
        return false;
    };
    if shape.len() != 1 {
        return false;
    }
    let bound = o.operand(0);
    let n = shape[0];
    let (idx_t, bits) = if opts.force_32bit_vector_indices {
        (ctx.integer_type(32), 32)
    } else {
        (ctx.integer_type(64), 64)
    };
    let vt = ctx.vector_type(&[n], idx_t);
    let values: Vec<i64> = (0..n).collect();
    let steps = arith_constant(rw, op, dense_ints(ctx, vt, bits, &values), vt);
    let b = one(rw, op, "arith.index_cast", &[bound], idx_t, &[]);
    let splat = one(rw, op, "vector.broadcast", &[b], vt, &[]);
    let sgt = strata_dialect_arith::CMPI_PREDICATE.attr(ctx, 4);
    let c = one(rw, op, "arith.cmpi", &[splat, steps], t, &[("predicate", sgt)]);
    rw.replace_op(op, &[c]);
    true
}

/// `step` to the constant `[0, 1, ...]`.
fn lower_step(_: &Opts, op: OpId, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let t = o.result_type(0);
    let Some((shape, _)) = vshape(ctx, t) else {
        return false;
    };
    let values: Vec<i64> = (0..shape.first().copied().unwrap_or(0)).collect();
    let v = arith_constant(rw, op, dense_ints(ctx, t, 64, &values), t);
    rw.replace_op(op, &[v]);
    true
}

/// An n-D `fma`: one (n-1)-D `fma` per row of the leading dimension,
/// inserted into a zero vector.
fn unroll_fma(_: &Opts, op: OpId, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let res_t = o.result_type(0);
    let Some((shape, elem)) = vshape(ctx, res_t) else {
        return false;
    };
    if shape.len() < 2 {
        return false;
    }
    let Some(width) = ctx.float_kind(elem).map(|k| k.width()) else {
        return false;
    };
    let (lhs, rhs, acc) = (o.operand(0), o.operand(1), o.operand(2));
    let zero = ctx.intern_attr(AttrKind::DenseElements {
        ty: res_t,
        data: DenseData {
            splat: true,
            bytes: vec![0u8; width.div_ceil(8) as usize].into(),
        },
    });
    let mut out = arith_constant(rw, op, zero, res_t);
    let row_t = ctx.vector_type(&shape[1..], elem);
    for i in 0..shape[0] {
        let a = extract(rw, op, lhs, &[i], row_t);
        let b = extract(rw, op, rhs, &[i], row_t);
        let c = extract(rw, op, acc, &[i], row_t);
        let f = one(rw, op, "vector.fma", &[a, b, c], row_t, &[]);
        out = insert(rw, op, f, out, &[i], res_t);
    }
    rw.replace_op(op, &[out]);
    true
}

// ---- shape_cast and strided slices --------------------------------------------------------

/// `vector.shuffle a, b mask` of 1-D vectors.
fn shuffle(rw: &mut Rw<'_>, at: OpId, a: ValueId, b: ValueId, mask: &[i64], elem: Type) -> ValueId {
    let ctx = rw.ctx;
    let t = ctx.vector_type(&[mask.len() as i64], elem);
    let m = dense_i64_array(ctx, mask);
    one(rw, at, "vector.shuffle", &[a, b], t, &[("mask", m)])
}

/// Elements `off .. off + n` of the 1-D vector `v`.
fn slice_1d(rw: &mut Rw<'_>, at: OpId, v: ValueId, off: i64, n: i64, elem: Type) -> ValueId {
    let mask: Vec<i64> = (off..off + n).collect();
    shuffle(rw, at, v, v, &mask, elem)
}

/// The 1-D vector `dest` with the 1-D `v` written at `off`: `v` widened
/// to the length of `dest`, then blended into it.
fn insert_slice_1d(rw: &mut Rw<'_>, at: OpId, v: ValueId, dest: ValueId, off: i64) -> Option<ValueId> {
    let ctx = rw.ctx;
    let (vs, elem) = vshape(ctx, rw.body().value_type(v))?;
    let (ds, _) = vshape(ctx, rw.body().value_type(dest))?;
    let (n, len) = (*vs.first()?, *ds.first()?);
    let widen: Vec<i64> = (0..len).map(|j| if j < n { j } else { 0 }).collect();
    let wide = shuffle(rw, at, v, v, &widen, elem);
    let blend: Vec<i64> = (0..len)
        .map(|j| if j >= off && j < off + n { j - off } else { len + j })
        .collect();
    Some(shuffle(rw, at, wide, dest, &blend, elem))
}

/// The multi-index of the row-major linear position `lin` in `shape`.
fn delinearize(mut lin: i64, shape: &[i64]) -> Vec<i64> {
    let mut pos = vec![0; shape.len()];
    for d in (0..shape.len()).rev() {
        let n = shape[d].max(1);
        pos[d] = lin % n;
        lin /= n;
    }
    pos
}

fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// `shape_cast` moves chunks of elements contiguous in both shapes (as
/// long as both trailing dimensions are multiples of the chunk): each is
/// sliced out of its source row and written into its result row, the rows
/// being inserted into the result when complete.
fn lower_shape_cast(_: &Opts, op: OpId, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let src = o.operand(0);
    let (src_t, res_t) = (o.operand_type(0), o.result_type(0));
    let (Some((ss, elem)), Some((rs, _))) = (vshape(ctx, src_t), vshape(ctx, res_t)) else {
        return false;
    };
    if src_t == res_t || ss.is_empty() || rs.is_empty() || (ss.len() == 1 && rs.len() == 1) {
        return false;
    }
    let total: i64 = ss.iter().product();
    let (s_last, r_last) = (ss[ss.len() - 1], rs[rs.len() - 1]);
    if total == 0 || s_last == 0 || r_last == 0 {
        return false;
    }
    let chunk = gcd(s_last, r_last);
    let mut acc = if rs.len() > 1 {
        Some(ub_poison(rw, op, res_t))
    } else {
        None
    };
    if chunk == 1 {
        // Element by element.
        let mut out = acc.unwrap_or_else(|| ub_poison(rw, op, res_t));
        for lin in 0..total {
            let e = extract(rw, op, src, &delinearize(lin, &ss), elem);
            out = insert(rw, op, e, out, &delinearize(lin, &rs), res_t);
        }
        rw.replace_op(op, &[out]);
        return true;
    }
    let row_t = ctx.vector_type(&[r_last], elem);
    let src_row_t = ctx.vector_type(&[s_last], elem);
    let empty_row = (chunk < r_last).then(|| ub_poison(rw, op, row_t));
    let mut src_row = src;
    let mut row = empty_row;
    let mut lin = 0;
    while lin < total {
        let s_off = lin % s_last;
        if s_off == 0 && ss.len() > 1 {
            let pos = delinearize(lin / s_last, &ss[..ss.len() - 1]);
            src_row = extract(rw, op, src, &pos, src_row_t);
        }
        let piece = if chunk < s_last {
            slice_1d(rw, op, src_row, s_off, chunk, elem)
        } else {
            src_row
        };
        let r_off = lin % r_last;
        let cur = if chunk < r_last {
            let Some(cur) = row.and_then(|dest| insert_slice_1d(rw, op, piece, dest, r_off)) else {
                return false;
            };
            cur
        } else {
            piece
        };
        lin += chunk;
        if lin % r_last == 0 {
            match acc {
                Some(a) => {
                    let pos = delinearize(lin / r_last - 1, &rs[..rs.len() - 1]);
                    acc = Some(insert(rw, op, cur, a, &pos, res_t));
                }
                None => acc = Some(cur),
            }
            row = empty_row;
        } else {
            row = Some(cur);
        }
    }
    let Some(out) = acc else { return false };
    rw.replace_op(op, &[out]);
    true
}

/// The integer elements of an array attribute.
fn i64_list(ctx: &Context, o: OpRef<'_>, name: &str) -> Option<Vec<i64>> {
    ctx.array_attr_elements(o.attr(name)?)?
        .iter()
        .map(|&a| ctx.integer_attr_value(a).map(|v| v.sext_i64()))
        .collect()
}

/// `extract_strided_slice` of a 1-D vector with unit stride: a shuffle.
fn lower_extract_strided_slice(_: &Opts, op: OpId, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let (Some((ss, elem)), Some(offsets), Some(sizes), Some(strides)) = (
        vshape(ctx, o.operand_type(0)),
        i64_list(ctx, o, "offsets"),
        i64_list(ctx, o, "sizes"),
        i64_list(ctx, o, "strides"),
    ) else {
        return false;
    };
    if ss.len() != 1 || offsets.len() != 1 || sizes.len() != 1 || strides != [1] {
        return false;
    }
    let src = o.operand(0);
    let v = slice_1d(rw, op, src, offsets[0], sizes[0], elem);
    rw.replace_op(op, &[v]);
    true
}

/// `insert_strided_slice` of a 1-D vector into a 1-D vector with unit
/// stride: two shuffles.
fn lower_insert_strided_slice(_: &Opts, op: OpId, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let (Some((vs, _)), Some((ds, _)), Some(offsets), Some(strides)) = (
        vshape(ctx, o.operand_type(0)),
        vshape(ctx, o.operand_type(1)),
        i64_list(ctx, o, "offsets"),
        i64_list(ctx, o, "strides"),
    ) else {
        return false;
    };
    if vs.len() != 1 || ds.len() != 1 || offsets.len() != 1 || strides != [1] {
        return false;
    }
    let (v, dest) = (o.operand(0), o.operand(1));
    if vs == ds {
        rw.replace_op(op, &[v]);
        return true;
    }
    let Some(r) = insert_slice_1d(rw, op, v, dest, offsets[0]) else {
        return false;
    };
    rw.replace_op(op, &[r]);
    true
}
