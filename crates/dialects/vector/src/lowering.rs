//! The vector-to-vector lowerings `convert-vector-to-llvm` applies
//! greedily before converting: ops the conversion has no direct pattern
//! for become ops it has (broadcasts of vectors into inserts of smaller
//! broadcasts, n-D `from_elements` into 1-D ones, masks and `step` into
//! constants and comparisons).

use crate::types_util::vector_parts;
use strata_dialect_utils::patterns::{self as pat};
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
    /// `vector-contract-lowering=outerproduct`: row-major matrix products
    /// become one `outerproduct` per reduction index instead of dot
    /// products.
    pub contract_outerproduct: bool,
    /// `vector-contract-lowering=llvmintr`: row-major matrix products
    /// become `llvm.intr.matrix.multiply` of the flattened operands.
    pub contract_llvmintr: bool,
    /// `vector-contract-lowering=parallelarith`: contractions whose
    /// reduction dimensions have size 1 become element-wise arithmetic
    /// (MLIR's `ContractOpToElementwise`).
    pub contract_parallelarith: bool,
    /// How `vector.transpose` is lowered (`vector-transpose-lowering`).
    pub transpose: TransposeLowering,
    /// The largest rank of the transfers lowered to loads and stores
    /// (all, when `None`).
    pub max_transfer_rank: Option<usize>,
}

/// MLIR's `VectorTransposeLowering`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TransposeLowering {
    /// Extracts and inserts of the leading transposed dimensions.
    EltWise,
    /// 2-D transposes as `llvm.intr.matrix.transpose` of the flattened
    /// source.
    LlvmIntr,
    /// Transposes of 2-D slices as one `vector.shuffle` of the flattened
    /// source.
    Shuffle1D,
    /// As `Shuffle1D`, but 16x16 slices through the shuffle sequence of
    /// AVX-512 unpacks and lane permutations.
    Shuffle16x16,
}

impl TransposeLowering {
    /// The strategy of MLIR's name for it: the attribute's (`eltwise`,
    /// `llvmintr`, `shuffle_1d`, `shuffle_16x16`) or the pass option's
    /// (`shuffle1d`, `shuffle16x16`).
    pub fn from_name(name: &str) -> Option<TransposeLowering> {
        Some(match name {
            "eltwise" => TransposeLowering::EltWise,
            "llvmintr" => TransposeLowering::LlvmIntr,
            "shuffle_1d" | "shuffle1d" => TransposeLowering::Shuffle1D,
            "shuffle_16x16" | "shuffle16x16" => TransposeLowering::Shuffle16x16,
            _ => return None,
        })
    }

    fn is_shuffle(self) -> bool {
        matches!(
            self,
            TransposeLowering::Shuffle1D | TransposeLowering::Shuffle16x16
        )
    }
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
        if masked(rw.ctx, rw.body(), op) {
            return false;
        }
        (self.apply)(&self.opts, op, rw)
    }
}

/// The lowering patterns of `convert-vector-to-llvm`'s greedy phase.
pub fn vector_lowering_patterns(opts: Opts) -> Vec<Box<dyn RewritePattern>> {
    lowering_patterns_named(opts, |_| true)
}

/// The lowering patterns whose (MLIR) pattern name `keep` accepts, in
/// the order of [`vector_lowering_patterns`].
pub fn lowering_patterns_named(opts: Opts, keep: impl Fn(&str) -> bool) -> Vec<Box<dyn RewritePattern>> {
    LOWERINGS
        .iter()
        .filter(|(_, name, _)| keep(name))
        .map(|&(root, name, apply)| {
            Box::new(Lowering {
                root,
                name,
                opts,
                apply,
            }) as Box<dyn RewritePattern>
        })
        .collect()
}

/// Every lowering: (root op, MLIR pattern name, rewrite).
const LOWERINGS: [(&str, &str, ApplyFn); 27] = [
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
        "vector.shape_cast",
        "ScalableShapeCastOpRewritePattern",
        lower_scalable_shape_cast,
    ),
    ("vector.transpose", "TransposeOpLowering", lower_transpose),
    (
        "vector.extract",
        "ExtractConstantPositions",
        fold_constant_positions,
    ),
    (
        "vector.insert",
        "InsertConstantPositions",
        fold_constant_positions,
    ),
    (
        "vector.mask",
        "MaskedOuterProductOpLowering",
        lower_masked_outerproduct,
    ),
    ("vector.contract", "ContractionOpToDotLowering", lower_contract),
    (
        "vector.mask",
        "MaskedContractionOpToOuterProductOpLowering",
        lower_masked_contract,
    ),
    ("vector.bitcast", "UnrollBitCastOp", unroll_bitcast),
    ("vector.interleave", "UnrollInterleaveOp", unroll_interleave),
    ("vector.gather", "UnrollGather", unroll_gather),
    ("vector.deinterleave", "UnrollDeinterleaveOp", unroll_deinterleave),
    (
        "vector.extract_strided_slice",
        "ExtractStridedSliceNDRewrite",
        lower_extract_strided_slice_nd,
    ),
    (
        "vector.insert_strided_slice",
        "InsertStridedSliceNDRewrite",
        lower_insert_strided_slice_nd,
    ),
    (
        "vector.outerproduct",
        "OuterProductOpLowering",
        lower_outerproduct,
    ),
    (
        "vector.transfer_read",
        "MaterializeTransferMask",
        materialize_transfer_mask,
    ),
    (
        "vector.transfer_write",
        "MaterializeTransferMask",
        materialize_transfer_mask,
    ),
    (
        "vector.transfer_read",
        "TransferReadToVectorLoadLowering",
        transfer_read_to_load,
    ),
    (
        "vector.transfer_write",
        "TransferWriteToVectorStoreLowering",
        transfer_write_to_store,
    ),
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

/// Whether `op` is the maskable op of a `vector.mask` (lowered with
/// its mask, not alone).
pub fn masked(ctx: &Context, body: &strata_ir::Body, op: OpId) -> bool {
    body.parent_op(op)
        .is_some_and(|p| body.op_name(p) == ctx.op_name("vector.mask"))
}

fn vshape(ctx: &Context, t: Type) -> Option<(Vec<i64>, Type)> {
    let (shape, scalable, elem) = vector_parts(ctx, t)?;
    if scalable.iter().any(|&s| s) {
        return None;
    }
    Some((shape.to_vec(), elem))
}

/// The shape, element type and trailing scalability of a vector type
/// whose only scalable dimension, if any, is the trailing one.
fn vshape_s(ctx: &Context, t: Type) -> Option<(Vec<i64>, Type, bool)> {
    let (shape, scalable, elem) = vector_parts(ctx, t)?;
    let last = scalable.len().saturating_sub(1);
    if scalable.iter().take(last).any(|&s| s) {
        return None;
    }
    Some((shape.to_vec(), elem, scalable.last().copied().unwrap_or(false)))
}

/// `vector<shape x elem>`, its trailing dimension scalable when
/// `scalable` (and the shape is not empty).
fn vt(ctx: &Context, shape: &[i64], elem: Type, scalable: bool) -> Type {
    let mut flags = vec![false; shape.len()];
    if let Some(l) = flags.last_mut() {
        *l = scalable;
    }
    crate::types_util::vector_type(ctx, shape, &flags, elem)
}

/// Creates `name` before `at` (with `at`'s location) with the given
/// operands, results and properties, its other properties at their
/// defaults (as MLIR's builders set them).
pub fn create_op(
    rw: &mut Rw<'_>,
    at: OpId,
    name: &str,
    operands: &[ValueId],
    results: &[Type],
    props: &[(&str, strata_ir::Attribute)],
) -> OpId {
    let ctx = rw.ctx;
    let mut state = strata_ir::OperationState::new(ctx.op_name(name), rw.body().op_loc(at));
    state.operands.extend_from_slice(operands);
    state.result_types.extend_from_slice(results);
    if !props.is_empty() {
        let entries: Vec<_> = props.iter().map(|(n, a)| (ctx.ident(n), *a)).collect();
        state.properties = Some(ctx.dictionary_attr(&entries));
    }
    state.populate_default_properties(ctx);
    rw.set_insertion_point(at);
    rw.create(state)
}

/// [`create_op`] with one result, which it returns.
pub fn create_one(
    rw: &mut Rw<'_>,
    at: OpId,
    name: &str,
    operands: &[ValueId],
    ty: Type,
    props: &[(&str, strata_ir::Attribute)],
) -> ValueId {
    let op = create_op(rw, at, name, operands, &[ty], props);
    pat::result(rw, op)
}

/// `vector.extract` of `v` at `pos`, of type `ty`, before `at`.
pub fn extract(rw: &mut Rw<'_>, at: OpId, v: ValueId, pos: &[i64], ty: Type) -> ValueId {
    let a = dense_i64_array(rw.ctx, pos);
    create_one(rw, at, "vector.extract", &[v], ty, &[("static_position", a)])
}

/// `vector.insert` of `v` into `dest` at `pos`, of type `ty`, before `at`.
pub fn insert(rw: &mut Rw<'_>, at: OpId, v: ValueId, dest: ValueId, pos: &[i64], ty: Type) -> ValueId {
    let a = dense_i64_array(rw.ctx, pos);
    create_one(rw, at, "vector.insert", &[v, dest], ty, &[("static_position", a)])
}

fn ub_poison(rw: &mut Rw<'_>, at: OpId, ty: Type) -> ValueId {
    let a = strata_dialect_ub::poison_attr(rw.ctx);
    create_one(rw, at, "ub.poison", &[], ty, &[("value", a)])
}

/// A broadcast of `v` to `ty`, or `v` when it has that type already.
fn broadcast_to(rw: &mut Rw<'_>, at: OpId, v: ValueId, ty: Type) -> ValueId {
    if rw.body().value_type(v) == ty {
        return v;
    }
    create_one(rw, at, "vector.broadcast", &[v], ty, &[])
}

/// Broadcasts whose source is a vector become extractions, smaller
/// broadcasts and insertions; a scalar source is the conversion's.
fn lower_broadcast(_: &Opts, op: OpId, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let src = o.operand(0);
    let src_t = o.operand_type(0);
    let dst_t = o.result_type(0);
    let (Some((src_shape, elem, src_sc)), Some((dst_shape, _, dst_sc))) =
        (vshape_s(ctx, src_t), vshape_s(ctx, dst_t))
    else {
        return false;
    };
    if src_t == dst_t {
        return false;
    }
    // A 0-D or single-element 1-D source to a 1-D vector: its element.
    if dst_shape.len() == 1 && src_shape.iter().product::<i64>() == 1 {
        let pos = vec![0; src_shape.len()];
        let e = extract(rw, op, src, &pos, elem);
        let v = create_one(rw, op, "vector.broadcast", &[e], dst_t, &[]);
        rw.replace_op(op, &[v]);
        return true;
    }
    if dst_shape.len() < 2 || dst_shape[0] == 0 {
        return false;
    }
    let row_t = vt(ctx, &dst_shape[1..], elem, dst_sc);
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
    if src_shape.is_empty() {
        return false;
    }
    let src_row_t = vt(ctx, &src_shape[1..], elem, src_sc);
    // The result's poison is created after the first row, as MLIR's
    // order of constants needs.
    let mut acc: Option<ValueId> = None;
    let stretch = src_shape[0] == 1 && dst_shape[0] != 1;
    let mut row = None;
    for i in 0..dst_shape[0] {
        let r = match row {
            Some(r) if stretch => r,
            _ => {
                let e = extract(rw, op, src, &[if stretch { 0 } else { i }], src_row_t);
                let r = broadcast_to(rw, op, e, row_t);
                row = Some(r);
                r
            }
        };
        let a = match acc {
            Some(a) => a,
            None => ub_poison(rw, op, dst_t),
        };
        acc = Some(insert(rw, op, r, a, &[i], dst_t));
    }
    let Some(acc) = acc else { return false };
    rw.replace_op(op, &[acc]);
    true
}

/// An n-D `from_elements`: one `from_elements` of one dimension less per
/// element of the leading dimension, inserted (and unrolled in turn).
fn unroll_from_elements(_: &Opts, op: OpId, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let t = o.result_type(0);
    let Some((shape, elem)) = vshape(ctx, t) else {
        return false;
    };
    if shape.len() < 2 || shape[0] <= 0 {
        return false;
    }
    let elements: Vec<ValueId> = o.operands().collect();
    let sub_t = ctx.vector_type(&shape[1..], elem);
    let n = (elements.len() / shape[0] as usize).max(1);
    let mut acc = ub_poison(rw, op, t);
    for (i, chunk) in elements.chunks(n).enumerate() {
        let sub = create_one(rw, op, "vector.from_elements", chunk, sub_t, &[]);
        acc = insert(rw, op, sub, acc, &[i as i64], t);
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
    create_one(rw, at, "arith.constant", &[], ty, &[("value", attr)])
}

/// `constant_mask` to a constant of booleans.
fn lower_constant_mask(_: &Opts, op: OpId, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let t = o.result_type(0);
    let Some(sizes) = o.attr("mask_dim_sizes").and_then(|a| dense_i64_values(ctx, a)) else {
        return false;
    };
    if let Some((shape, i1, true)) = vshape_s(ctx, t) {
        // A trailing scalable dimension is all set or all clear: the set
        // rows of a 2-D mask are an all-true row inserted into all-false.
        let (&[rows, n], &[set_rows, set_cols]) = (shape.as_slice(), sizes.as_slice()) else {
            return false;
        };
        if set_cols != 0 && set_cols != n {
            return false;
        }
        let row_t = vt(ctx, &[n], i1, true);
        let row = (set_cols != 0 && set_rows > 0).then(|| {
            let all = ctx.intern_attr(AttrKind::DenseElements {
                ty: row_t,
                data: DenseData {
                    splat: true,
                    bytes: vec![1u8].into(),
                },
            });
            arith_constant(rw, op, all, row_t)
        });
        let mut acc = arith_constant(rw, op, zero_splat(ctx, t, 1), t);
        if let Some(r) = row {
            for i in 0..set_rows.min(rows) {
                acc = insert(rw, op, r, acc, &[i], t);
            }
        }
        rw.replace_op(op, &[acc]);
        return true;
    }
    let Some((shape, _)) = vshape(ctx, t) else {
        return false;
    };
    if shape.is_empty() || sizes.len() != shape.len() {
        return false;
    }
    let total: i64 = shape.iter().product();
    let values: Vec<i64> = (0..total)
        .map(|lin| {
            let pos = delinearize(lin, &shape);
            i64::from(pos.iter().zip(&sizes).all(|(p, s)| p < s))
        })
        .collect();
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
    if shape.len() > 1 || o.num_operands() != 1 {
        return false;
    }
    let bound = o.operand(0);
    let n = shape.first().copied().unwrap_or(1);
    let (idx_t, bits) = if opts.force_32bit_vector_indices {
        (ctx.integer_type(32), 32)
    } else {
        (ctx.integer_type(64), 64)
    };
    let vt = ctx.vector_type(&shape, idx_t);
    let values: Vec<i64> = (0..n).collect();
    let steps = arith_constant(rw, op, dense_ints(ctx, vt, bits, &values), vt);
    let b = create_one(rw, op, "arith.index_cast", &[bound], idx_t, &[]);
    let splat = create_one(rw, op, "vector.broadcast", &[b], vt, &[]);
    let sgt = strata_dialect_arith::CMPI_PREDICATE.attr(ctx, 4);
    let c = create_one(rw, op, "arith.cmpi", &[splat, steps], t, &[("predicate", sgt)]);
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
    let Some((shape, elem, sc)) = vshape_s(ctx, res_t) else {
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
    let row_t = vt(ctx, &shape[1..], elem, sc);
    for i in 0..shape[0] {
        let a = extract(rw, op, lhs, &[i], row_t);
        let b = extract(rw, op, rhs, &[i], row_t);
        let c = extract(rw, op, acc, &[i], row_t);
        let f = create_one(rw, op, "vector.fma", &[a, b, c], row_t, &[]);
        out = insert(rw, op, f, out, &[i], res_t);
    }
    rw.replace_op(op, &[out]);
    true
}

// ---- shape_cast and strided slices --------------------------------------------------------

/// `vector.shuffle a, b mask` of 1-D vectors.
pub fn shuffle(rw: &mut Rw<'_>, at: OpId, a: ValueId, b: ValueId, mask: &[i64], elem: Type) -> ValueId {
    let ctx = rw.ctx;
    let t = ctx.vector_type(&[mask.len() as i64], elem);
    let m = dense_i64_array(ctx, mask);
    create_one(rw, at, "vector.shuffle", &[a, b], t, &[("mask", m)])
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

/// `vector.extract` of `v` at `pos`, its type `v`'s without the leading
/// `pos.len()` dimensions (the element type when none is left).
fn extract_at(rw: &mut Rw<'_>, at: OpId, v: ValueId, pos: &[i64]) -> Option<ValueId> {
    let ctx = rw.ctx;
    let (shape, scalable, elem) = vector_parts(ctx, rw.body().value_type(v))?;
    let ty = if pos.len() >= shape.len() {
        elem
    } else {
        crate::types_util::vector_type(
            ctx,
            &shape[pos.len()..],
            &scalable[pos.len().min(scalable.len())..],
            elem,
        )
    };
    Some(extract(rw, at, v, pos, ty))
}

/// Adds `n` to the mixed-radix number `digits` of base `base` (most
/// significant first), carrying into the leading digits.
fn add_mixed_radix(mut n: i64, base: &[i64], digits: &mut [i64]) {
    for d in (0..digits.len()).rev() {
        if n == 0 {
            break;
        }
        let sum = digits[d] + n;
        let b = base[d].max(1);
        digits[d] = sum % b;
        n = sum / b;
    }
}

/// `shape_cast` of fixed-size vectors, as MLIR's
/// `ShapeCastOpRewritePattern`: the shapes share a suffix; the dimensions
/// before it are moved in slices whose leading size is the gcd of the
/// two dimensions preceding the suffix (extracted from the source's
/// suffix, sliced by `extract_strided_slice`, written into the result's
/// suffix by `insert_strided_slice`, inserted into the result). Only
/// leading unit dimensions differing is one extract and one insert; a gcd
/// of 1 moves the suffix vectors by extract and insert alone.
fn lower_shape_cast(_: &Opts, op: OpId, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let src = o.operand(0);
    let res_t = o.result_type(0);
    let (Some((ss, elem)), Some((rs, _))) = (vshape(ctx, o.operand_type(0)), vshape(ctx, res_t)) else {
        return false;
    };
    let (src_rank, res_rank) = (ss.len() as i64, rs.len() as i64);
    // The last dimension of each shape before their common suffix.
    let (mut sd, mut rd) = (src_rank - 1, res_rank - 1);
    while sd >= 0 && rd >= 0 && ss[sd as usize] == rs[rd as usize] {
        sd -= 1;
        rd -= 1;
    }
    if sd < 0 || rd < 0 {
        let delta = src_rank - res_rank;
        let poison = ub_poison(rw, op, res_t);
        let Some(e) = extract_at(rw, op, src, &vec![0; delta.max(0) as usize]) else {
            return false;
        };
        let r = insert(rw, op, e, poison, &vec![0; (-delta).max(0) as usize], res_t);
        rw.replace_op(op, &[r]);
        return true;
    }
    let (sd, rd) = (sd as usize, rd as usize);
    let gcd_size = gcd(ss[sd], rs[rd]);
    if gcd_size <= 0 {
        return false;
    }
    let mut atomic: Vec<i64> = ss[sd..].to_vec();
    atomic[0] = gcd_size;
    let atomic_elems: i64 = atomic.iter().product();
    let total: i64 = ss.iter().product();
    if atomic_elems <= 0 {
        return false;
    }
    let slices = total / atomic_elems;
    if gcd_size == 1 {
        let (sd, rd) = (sd + 1, rd + 1);
        let mut ex = vec![0; sd];
        let mut ins = vec![0; rd];
        let mut result = ub_poison(rw, op, res_t);
        for _ in 0..slices {
            let Some(e) = extract_at(rw, op, src, &ex) else {
                return false;
            };
            result = insert(rw, op, e, result, &ins, res_t);
            add_mixed_radix(1, &ss[..sd], &mut ex);
            add_mixed_radix(1, &rs[..rd], &mut ins);
        }
        rw.replace_op(op, &[result]);
        return true;
    }
    let rank = ss.len() - sd;
    let part_t = ctx.vector_type(&rs[rd..], elem);
    let atomic_t = ctx.vector_type(&atomic, elem);
    let (extract_period, insert_period) = (ss[sd] / gcd_size, rs[rd] / gcd_size);
    let mut ex = vec![0; sd];
    let mut ins = vec![0; rd];
    let mut offsets = vec![0; rank];
    let ones = vec![1; rank];
    let i64s = |v: &[i64]| crate::fold::i64_array(ctx, v);
    let mut result = ub_poison(rw, op, res_t);
    let part = ub_poison(rw, op, part_t);
    let (mut extracted, mut inserted) = (src, part);
    for i in 0..slices {
        let (ex_phase, ins_phase) = (i % extract_period, i % insert_period);
        if ex_phase == 0 {
            let Some(e) = extract_at(rw, op, src, &ex) else {
                return false;
            };
            extracted = e;
            add_mixed_radix(1, &ss[..sd], &mut ex);
        }
        offsets[0] = ex_phase * gcd_size;
        let piece = create_one(
            rw,
            op,
            "vector.extract_strided_slice",
            &[extracted],
            atomic_t,
            &[
                ("offsets", i64s(&offsets)),
                ("sizes", i64s(&atomic)),
                ("strides", i64s(&ones)),
            ],
        );
        if ins_phase == 0 {
            inserted = part;
        }
        offsets[0] = ins_phase * gcd_size;
        inserted = create_one(
            rw,
            op,
            "vector.insert_strided_slice",
            &[piece, inserted],
            part_t,
            &[("offsets", i64s(&offsets)), ("strides", i64s(&ones))],
        );
        if ins_phase + 1 == insert_period {
            result = insert(rw, op, inserted, result, &ins, res_t);
            add_mixed_radix(1, &rs[..rd], &mut ins);
        }
    }
    rw.replace_op(op, &[result]);
    true
}

/// `shape_cast` between vectors whose only scalable dimension is the
/// trailing one, as MLIR's `ScalableShapeCastOpRewritePattern`: scalable
/// pieces of the smaller trailing size move through
/// `vector.scalable.extract` and `vector.scalable.insert`, rows through
/// `extract` and `insert`.
fn lower_scalable_shape_cast(_: &Opts, op: OpId, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let src = o.operand(0);
    let res_t = o.result_type(0);
    let (Some((ss, elem, true)), Some((rs, _, true))) =
        (vshape_s(ctx, o.operand_type(0)), vshape_s(ctx, res_t))
    else {
        return false;
    };
    let (Some(&s_last), Some(&r_last)) = (ss.last(), rs.last()) else {
        return false;
    };
    let piece_len = s_last.min(r_last);
    if piece_len <= 0 {
        return false;
    }
    let piece_t = vt(ctx, &[piece_len], elem, true);
    let total: i64 = ss.iter().product();
    let mut result = ub_poison(rw, op, res_t);
    let mut si = vec![0; ss.len()];
    let mut ri = vec![0; rs.len()];
    let (mut cur_res, mut cur_src): (Option<ValueId>, Option<ValueId>) = (None, None);
    let index_attr = |i: i64| ctx.integer_attr(ctx.integer_type(64), i);
    let mut i = 0;
    while i < total {
        let row = match cur_src {
            Some(r) => r,
            None if ss.len() != 1 => {
                let Some(r) = extract_at(rw, op, src, &si[..si.len() - 1]) else {
                    return false;
                };
                r
            }
            None => src,
        };
        cur_src = Some(row);
        let mut piece = row;
        if piece_len < s_last {
            piece = create_one(
                rw,
                op,
                "vector.scalable.extract",
                &[row],
                piece_t,
                &[("pos", index_attr(si[si.len() - 1]))],
            );
        }
        let mut cur = match cur_res {
            Some(c) => c,
            None if piece_len == r_last => piece,
            None if rs.len() != 1 => {
                let Some(r) = extract_at(rw, op, result, &ri[..ri.len() - 1]) else {
                    return false;
                };
                r
            }
            None => result,
        };
        if piece_len < r_last {
            let row_t = rw.body().value_type(cur);
            cur = create_one(
                rw,
                op,
                "vector.scalable.insert",
                &[piece, cur],
                row_t,
                &[("pos", index_attr(ri[ri.len() - 1]))],
            );
        }
        cur_res = Some(cur);
        if ri[ri.len() - 1] + piece_len >= r_last && cur != result {
            result = insert(rw, op, cur, result, &ri[..ri.len() - 1], res_t);
            cur_res = None;
        }
        if si[si.len() - 1] + piece_len >= s_last {
            cur_src = None;
        }
        add_mixed_radix(piece_len, &ss, &mut si);
        add_mixed_radix(piece_len, &rs, &mut ri);
        i += piece_len;
    }
    rw.replace_op(op, &[result]);
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

// ---- transfers --------------------------------------------------------------------------------

/// What the transfer lowerings read of a transfer op.
struct Transfer {
    /// The memref or tensor.
    base: ValueId,
    /// The indices.
    indices: Vec<ValueId>,
    /// The mask, if any.
    mask: Option<ValueId>,
    /// The vector type.
    vector: Type,
    /// The vector's rank.
    rank: usize,
    /// Whether every vector dimension is in bounds.
    in_bounds: bool,
}

/// The parts of a transfer (on a memref or tensor, any map).
fn transfer_parts(ctx: &Context, o: OpRef<'_>, read: bool) -> Option<Transfer> {
    let (base_idx, vec_t) = if read {
        (0, o.result_type(0))
    } else {
        (1, o.operand_type(0))
    };
    let (shape, _, _) = vector_parts(ctx, vec_t)?;
    let rank = shape.len();
    let base = o.operand(base_idx);
    let base_rank = match ctx.type_kind(o.value_type(base)) {
        strata_ir::TypeKind::MemRef { shape, .. } | strata_ir::TypeKind::RankedTensor { shape, .. } => {
            shape.len()
        }
        _ => return None,
    };
    let in_bounds = ctx
        .array_attr_elements(o.attr("in_bounds")?)?
        .iter()
        .all(|&a| a == ctx.bool_attr(true));
    let all: Vec<ValueId> = o.operands().collect();
    let start = base_idx + 1;
    let indices = all.get(start..start + base_rank)?.to_vec();
    // After the indices: the padding (read) and the optional mask.
    let rest = &all[start + base_rank..];
    let mask = if read {
        rest.get(1).copied()
    } else {
        rest.first().copied()
    };
    Some(Transfer {
        base,
        indices,
        mask,
        vector: vec_t,
        rank,
        in_bounds,
    })
}

/// An out-of-bounds 1-D transfer gets the mask of the lanes inside the
/// memref (`dim - index` lanes, and-ed with its own mask) and is in
/// bounds.
fn materialize_transfer_mask(_: &Opts, op: OpId, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let read = o.name_str() == "vector.transfer_read";
    let Some(t) = transfer_parts(ctx, o, read) else {
        return false;
    };
    if t.rank != 1 || t.in_bounds {
        return false;
    }
    let Some(&last) = t.indices.last() else {
        return false;
    };
    let Some((shape, scalable, _)) = vector_parts(ctx, t.vector) else {
        return false;
    };
    let (shape, scalable) = (shape.to_vec(), scalable.to_vec());
    let mut operands: Vec<ValueId> = o.operands().collect();
    let props = o.properties();
    let attrs = o.discardable_attrs().to_vec();
    let result_types: Vec<Type> = o.result_types().collect();
    let loc = o.loc();
    let name = o.name();
    let index = ctx.index_type();
    let d = ctx.integer_attr(index, t.indices.len() as i64 - 1);
    let dim_op = if matches!(
        ctx.type_kind(o.value_type(t.base)),
        strata_ir::TypeKind::MemRef { .. }
    ) {
        "memref.dim"
    } else {
        "tensor.dim"
    };
    let base = t.base;
    let dim_c = create_one(rw, op, "arith.constant", &[], index, &[("value", d)]);
    let dim = create_one(rw, op, dim_op, &[base, dim_c], index, &[]);
    let left = create_one(rw, op, "arith.subi", &[dim, last], index, &[]);
    let i1 = ctx.integer_type(1);
    let mask_t = crate::types_util::vector_type(ctx, &shape, &scalable, i1);
    let mut mask = create_one(rw, op, "vector.create_mask", &[left], mask_t, &[]);
    if let Some(m) = t.mask {
        mask = create_one(rw, op, "arith.andi", &[mask, m], mask_t, &[]);
    }
    // The same op, in bounds, with the mask.
    let in_bounds = ctx.array_attr(&[ctx.bool_attr(true)]);
    let mut props_entries: Vec<_> = props.map(|p| ctx.dict_entries(p).to_vec()).unwrap_or_default();
    props_entries.retain(|(n, _)| !matches!(ctx.ident_str(*n), "in_bounds" | "operandSegmentSizes"));
    props_entries.push((ctx.ident("in_bounds"), in_bounds));
    let n_idx = t.indices.len() as i32;
    let segments = if read { [1, n_idx, 1, 1] } else { [1, 1, n_idx, 1] };
    props_entries.push((
        ctx.ident("operandSegmentSizes"),
        strata_dialect_utils::attrs::dense_i32_array(ctx, &segments),
    ));
    if t.mask.is_some() {
        operands.pop();
    }
    operands.push(mask);
    let mut st = strata_ir::OperationState::new(name, loc);
    st.operands = operands;
    st.result_types = result_types;
    st.properties = Some(ctx.dictionary_attr(&props_entries));
    st.attributes = (!attrs.is_empty()).then(|| ctx.dictionary_attr(&attrs));
    rw.set_insertion_point(op);
    let new = rw.create(st);
    let results: Vec<ValueId> = rw.body().results(new).collect();
    rw.replace_op(op, &results);
    true
}

/// The memref a transfer of `vec_t` (read or written whole, before any
/// broadcast) can be a `vector.load` / `vector.store` of: its innermost
/// stride is 1 (the lanes are contiguous) and its element type is the
/// vector's, or is the vector type itself.
fn loadable(ctx: &Context, mem_t: Type, vec_t: Type) -> bool {
    if !matches!(ctx.type_kind(mem_t), strata_ir::TypeKind::MemRef { .. }) {
        return false;
    }
    let Some((_, _, elem)) = vector_parts(ctx, vec_t) else {
        return false;
    };
    let contiguous = strata_dialect_memref::layout::strides_and_offset(ctx, mem_t)
        .is_some_and(|(strides, _)| strides.last().is_none_or(|&s| s == 1));
    let mem_elem = ctx.element_type(mem_t);
    let same = match mem_elem {
        Some(e) if vector_parts(ctx, e).is_some() => e == vec_t,
        Some(e) => e == elem,
        None => false,
    };
    contiguous && same
}

/// The transfer's permutation map.
fn permutation_map(ctx: &Context, o: OpRef<'_>) -> Option<strata_ir::affine::AffineMap> {
    match ctx.attr_kind(o.attr("permutation_map")?) {
        AttrKind::AffineMap(m) => Some(m.clone()),
        _ => None,
    }
}

/// An in-bounds `transfer_read` of at most `max_transfer_rank` dimensions
/// from a memref, with a minor identity map up to broadcast dimensions, is
/// a `vector.load` of the dimensions not broadcast (a 1-D one with a mask
/// a `vector.maskedload` passing the padding through), then a
/// `vector.broadcast` when the map broadcasts.
fn transfer_read_to_load(opts: &Opts, op: OpId, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let Some(t) = transfer_parts(ctx, o, true) else {
        return false;
    };
    if opts.max_transfer_rank.is_some_and(|m| t.rank > m) {
        return false;
    }
    let Some(broadcast) = permutation_map(ctx, o).and_then(|m| m.minor_identity_broadcast_dims(ctx)) else {
        return false;
    };
    let Some((shape, scalable, elem)) = vector_parts(ctx, t.vector) else {
        return false;
    };
    let mut loaded_shape = shape.to_vec();
    for &d in &broadcast {
        loaded_shape[d] = 1;
    }
    let loaded_t = crate::types_util::vector_type(ctx, &loaded_shape, scalable, elem);
    if !loadable(ctx, o.value_type(t.base), loaded_t) || !t.in_bounds {
        return false;
    }
    if t.mask.is_some() && t.rank != 1 {
        return false;
    }
    let pad = o.operand(1 + t.indices.len());
    let mut operands = vec![t.base];
    operands.extend_from_slice(&t.indices);
    let mut v = match t.mask {
        Some(mask) => {
            let pass = create_one(rw, op, "vector.broadcast", &[pad], loaded_t, &[]);
            operands.push(mask);
            operands.push(pass);
            create_one(rw, op, "vector.maskedload", &operands, loaded_t, &[])
        }
        None => create_one(rw, op, "vector.load", &operands, loaded_t, &[]),
    };
    if !broadcast.is_empty() {
        v = create_one(rw, op, "vector.broadcast", &[v], t.vector, &[]);
    }
    rw.replace_op(op, &[v]);
    true
}

/// An in-bounds `transfer_write` of at most `max_transfer_rank`
/// dimensions to a memref, with a minor identity map, is a `vector.store`
/// (a 1-D one with a mask a `vector.maskedstore`).
fn transfer_write_to_store(opts: &Opts, op: OpId, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    if o.num_results() != 0 {
        return false;
    }
    let Some(t) = transfer_parts(ctx, o, false) else {
        return false;
    };
    if opts.max_transfer_rank.is_some_and(|m| t.rank > m) {
        return false;
    }
    if !permutation_map(ctx, o).is_some_and(|m| m.is_minor_identity(ctx)) {
        return false;
    }
    if !loadable(ctx, o.value_type(t.base), t.vector) || !t.in_bounds {
        return false;
    }
    if t.mask.is_some() && t.rank != 1 {
        return false;
    }
    let value = o.operand(0);
    match t.mask {
        Some(mask) => {
            let mut operands = vec![t.base];
            operands.extend_from_slice(&t.indices);
            operands.push(mask);
            operands.push(value);
            create_op(rw, op, "vector.maskedstore", &operands, &[], &[]);
        }
        None => {
            let mut operands = vec![value, t.base];
            operands.extend_from_slice(&t.indices);
            create_op(rw, op, "vector.store", &operands, &[], &[]);
        }
    }
    rw.erase_op(op);
    true
}

// ---- outerproduct -----------------------------------------------------------------------------

/// The arith op combining a product with the accumulator for `kind`.
fn combine_op(kind: &str, float: bool) -> Option<&'static str> {
    Some(match (kind, float) {
        ("add", true) => "arith.addf",
        ("add", false) => "arith.addi",
        ("mul", true) => "arith.mulf",
        ("mul", false) => "arith.muli",
        ("minnumf", true) => "arith.minnumf",
        ("maxnumf", true) => "arith.maxnumf",
        ("minimumf", true) => "arith.minimumf",
        ("maximumf", true) => "arith.maximumf",
        ("minsi", false) => "arith.minsi",
        ("maxsi", false) => "arith.maxsi",
        ("minui", false) => "arith.minui",
        ("maxui", false) => "arith.maxui",
        ("and", false) => "arith.andi",
        ("or", false) => "arith.ori",
        ("xor", false) => "arith.xori",
        _ => return None,
    })
}

/// `lhs * rhs` combined with `acc` (when given) as `kind` says: a
/// `vector.fma` for float additions, a product and the combining op
/// otherwise.
fn multiply_combine(
    rw: &mut Rw<'_>,
    at: OpId,
    lhs: ValueId,
    rhs: ValueId,
    acc: Option<ValueId>,
    (kind, float): (&str, bool),
    ty: Type,
) -> Option<ValueId> {
    if let (Some(a), true, "add") = (acc, float, kind) {
        return Some(create_one(rw, at, "vector.fma", &[lhs, rhs, a], ty, &[]));
    }
    let combine = combine_op(kind, float)?;
    let mul = if float { "arith.mulf" } else { "arith.muli" };
    let m = create_one(rw, at, mul, &[lhs, rhs], ty, &[]);
    Some(match acc {
        Some(a) => create_one(rw, at, combine, &[m, a], ty, &[]),
        None => m,
    })
}

/// `outerproduct`: row by row, each row the broadcast `lhs` element times
/// `rhs` (or, with a scalar `rhs`, `lhs` times its broadcast).
fn lower_outerproduct(_: &Opts, op: OpId, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let res_t = o.result_type(0);
    let Some((shape, elem, sc)) = vshape_s(ctx, res_t) else {
        return false;
    };
    let float = ctx.float_kind(elem).is_some();
    let kind = contract_kind(ctx, o);
    if combine_op(kind, float).is_none() {
        return false;
    }
    let (lhs, rhs) = (o.operand(0), o.operand(1));
    let acc = (o.num_operands() > 2).then(|| o.operand(2));
    if shape.len() == 1 {
        // AXPY: a vector times a scalar.
        let b = create_one(rw, op, "vector.broadcast", &[rhs], res_t, &[]);
        let Some(r) = multiply_combine(rw, op, lhs, b, acc, (kind, float), res_t) else {
            return false;
        };
        rw.replace_op(op, &[r]);
        return true;
    }
    if shape.len() != 2 {
        return false;
    }
    let row_t = vt(ctx, &shape[1..], elem, sc);
    let zero = if float {
        let width = ctx.float_kind(elem).map(|k| k.width()).unwrap_or(32);
        zero_splat(ctx, res_t, width)
    } else {
        zero_splat(ctx, res_t, ctx.integer_width(elem).unwrap_or(64))
    };
    let mut out = arith_constant(rw, op, zero, res_t);
    for i in 0..shape[0] {
        let a = extract(rw, op, lhs, &[i], elem);
        let b = create_one(rw, op, "vector.broadcast", &[a], row_t, &[]);
        let acc_row = acc.map(|c| extract(rw, op, c, &[i], row_t));
        let Some(r) = multiply_combine(rw, op, b, rhs, acc_row, (kind, float), row_t) else {
            return false;
        };
        out = insert(rw, op, r, out, &[i], res_t);
    }
    rw.replace_op(op, &[out]);
    true
}

/// A zero splat of `ty` whose elements are `bits` wide.
fn zero_splat(ctx: &Context, ty: Type, bits: u32) -> strata_ir::Attribute {
    ctx.intern_attr(AttrKind::DenseElements {
        ty,
        data: DenseData {
            splat: true,
            bytes: vec![0u8; bits.div_ceil(8).max(1) as usize].into(),
        },
    })
}

// ---- transpose ----------------------------------------------------------------------------------

/// `transpose`, element by element in the source's order (MLIR's
/// `eltwise` lowering).
/// The two dimensions of size above 1 of a transpose's source, when there
/// are exactly two and the permutation swaps them (MLIR's
/// `isTranspose2DSlice`).
pub fn transposed_2d_slice(shape: &[i64], perm: &[i64]) -> Option<(usize, usize)> {
    let big: Vec<usize> = (0..shape.len()).filter(|&d| shape[d] > 1).collect();
    let [d0, d1] = big[..] else { return None };
    // Swapped when `d1` comes first in the permutation.
    let first = perm.iter().find(|&&p| p as usize == d0 || p as usize == d1)?;
    (*first as usize == d1).then_some((d0, d1))
}

/// A `vector.shuffle` mask taking, in each 128-bit lane of 32-bit
/// elements of a 512-bit vector, the elements `vals` (shifted by the lane).
fn lane_shuffle_mask(vals: [i64; 4]) -> Vec<i64> {
    (0..16).step_by(4).flat_map(|i| vals.map(|v| v + i)).collect()
}

/// The 16x16 transpose of the rows of `rows` (16 vectors of 16 elements)
/// by shuffles: 32-bit and 64-bit interleaves, then two rounds of 128-bit
/// lane permutations (the AVX-512 unpack and `shuffle_i32x4` sequence).
fn transpose_16x16_rows(rw: &mut Rw<'_>, at: OpId, rows: &[ValueId], elem: Type) -> Vec<ValueId> {
    let shuf = |rw: &mut Rw<'_>, a: ValueId, b: ValueId, mask: &[i64]| shuffle(rw, at, a, b, mask, elem);
    let mut t = Vec::with_capacity(16);
    for k in 0..8 {
        let (a, b) = (rows[2 * k], rows[2 * k + 1]);
        t.push(shuf(rw, a, b, &lane_shuffle_mask([0, 16, 1, 17])));
        t.push(shuf(rw, a, b, &lane_shuffle_mask([2, 18, 3, 19])));
    }
    let mut r = Vec::with_capacity(16);
    for k in 0..4 {
        let base = 4 * k;
        for (a, b) in [(base, base + 2), (base + 1, base + 3)] {
            r.push(shuf(rw, t[a], t[b], &lane_shuffle_mask([0, 1, 16, 17])));
            r.push(shuf(rw, t[a], t[b], &lane_shuffle_mask([2, 3, 18, 19])));
        }
    }
    // Picks a 128-bit lane of the first operand for each of the two low
    // lanes and of the second for each of the two high ones.
    let lanes = |control: u8| -> Vec<i64> {
        (0..4)
            .flat_map(|k| {
                let base = if k < 2 { 0 } else { 16 };
                let lane = ((control >> (2 * k)) & 3) as i64;
                (0..4).map(move |e| base + 4 * lane + e)
            })
            .collect()
    };
    let (lo, hi) = (lanes(0x88), lanes(0xdd));
    let mut u = Vec::with_capacity(16);
    for half in [0, 8] {
        for mask in [&lo, &hi] {
            for j in 0..4 {
                u.push(shuf(rw, r[half + j], r[half + 4 + j], mask));
            }
        }
    }
    let mut out = Vec::with_capacity(16);
    for mask in [&lo, &hi] {
        for j in 0..8 {
            out.push(shuf(rw, u[j], u[8 + j], mask));
        }
    }
    out
}

/// `vector.transpose` lowerings, in the order MLIR tries its patterns: a
/// 2-D transpose with a (fixed) unit dimension is a `shape_cast`; with a
/// shuffle strategy, transposes of 2-D slices are shuffles of the
/// flattened source; otherwise the leading transposed dimensions are
/// unrolled into extracts and inserts (the trailing dimensions left in
/// place stay vectors).
fn lower_transpose(opts: &Opts, op: OpId, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let src = o.operand(0);
    let res_t = o.result_type(0);
    let Some(perm) = o.attr("permutation").and_then(|a| dense_i64_values(ctx, a)) else {
        return false;
    };
    if let Some((rs, rsc, _)) = vector_parts(ctx, res_t) {
        let unit = |i: usize| rs[i] == 1 && !rsc.get(i).copied().unwrap_or(false);
        if rs.len() == 2 && (unit(0) || unit(1)) && perm == [1, 0] {
            let r = create_one(rw, op, "vector.shape_cast", &[src], res_t, &[]);
            rw.replace_op(op, &[r]);
            return true;
        }
    }
    let Some((ss, elem)) = vshape(ctx, o.operand_type(0)) else {
        return false;
    };
    if ss.len() < 2 || perm.len() != ss.len() || perm.iter().any(|&p| p < 0 || p as usize >= ss.len()) {
        return false;
    }
    let slice = transposed_2d_slice(&ss, &perm);
    if let (true, Some((d0, d1))) = (opts.transpose.is_shuffle(), slice) {
        let (m, n) = (ss[d0], ss[d1]);
        let flat_t = ctx.vector_type(&[m * n], elem);
        let flat = create_one(rw, op, "vector.shape_cast", &[src], flat_t, &[]);
        let res = if opts.transpose == TransposeLowering::Shuffle16x16 && m == 16 && n == 16 {
            let mat_t = ctx.vector_type(&[m, n], elem);
            let mat = create_one(rw, op, "vector.shape_cast", &[flat], mat_t, &[]);
            let row_t = ctx.vector_type(&[n], elem);
            let rows: Vec<ValueId> = (0..m).map(|i| extract(rw, op, mat, &[i], row_t)).collect();
            let cols = transpose_16x16_rows(rw, op, &rows, elem);
            let mut acc = ub_poison(rw, op, mat_t);
            for (i, c) in cols.into_iter().enumerate() {
                acc = insert(rw, op, c, acc, &[i as i64], mat_t);
            }
            acc
        } else {
            let mask: Vec<i64> = (0..n).flat_map(|j| (0..m).map(move |i| i * n + j)).collect();
            shuffle(rw, op, flat, flat, &mask, elem)
        };
        let r = create_one(rw, op, "vector.shape_cast", &[res], res_t, &[]);
        rw.replace_op(op, &[r]);
        return true;
    }
    if opts.transpose == TransposeLowering::LlvmIntr && perm == [1, 0] {
        // The row-major result is the column-major transpose of a matrix
        // with the result's rows and columns.
        let flat_t = ctx.vector_type(&[ss[0] * ss[1]], elem);
        let flat = create_one(rw, op, "vector.shape_cast", &[src], flat_t, &[]);
        let i32_t = ctx.integer_type(32);
        let t = create_one(
            rw,
            op,
            "llvm.intr.matrix.transpose",
            &[flat],
            flat_t,
            &[
                ("rows", ctx.integer_attr(i32_t, ss[1])),
                ("columns", ctx.integer_attr(i32_t, ss[0])),
            ],
        );
        let r = create_one(rw, op, "vector.shape_cast", &[t], res_t, &[]);
        rw.replace_op(op, &[r]);
        return true;
    }
    // The trailing dimensions the permutation leaves in place stay vectors.
    let mut kept = perm.len();
    while kept > 0 && perm[kept - 1] as usize == kept - 1 {
        kept -= 1;
    }
    let pruned = &perm[..kept];
    let shape = &ss[..kept];
    let total: i64 = shape.iter().product();
    let mut acc = ub_poison(rw, op, res_t);
    for lin in 0..total {
        let s = delinearize(lin, shape);
        let r: Vec<i64> = pruned.iter().map(|&p| s[p as usize]).collect();
        let Some(e) = extract_at(rw, op, src, &s) else {
            return false;
        };
        acc = insert(rw, op, e, acc, &r, res_t);
    }
    rw.replace_op(op, &[acc]);
    true
}

// ---- contract -----------------------------------------------------------------------------------

/// The dimension positions of each result of an affine map (`None` if a
/// result is not a dimension).
fn map_dims(ctx: &Context, a: strata_ir::Attribute) -> Option<Vec<u32>> {
    let AttrKind::AffineMap(m) = ctx.attr_kind(a) else {
        return None;
    };
    m.results
        .iter()
        .map(|e| match e.kind(ctx) {
            strata_ir::affine::AffineExprKind::Dim(d) => Some(d),
            _ => None,
        })
        .collect()
}

/// `contract` with `add` as dot products (MLIR's default `dot` lowering),
/// for a 1-D dot product and a row-major matrix product
/// (`(m, k) x (k, n) -> (m, n)`): the products of rows are reduced, the
/// accumulator added at the end.
/// A matrix product `(m, k) x (k, n) -> (m, n)` (each operand possibly
/// transposed) as `llvm.intr.matrix.multiply` of the row-major flattened
/// operands, whose product (row-major too) is added to the accumulator
/// (MLIR's `ContractionOpToMatmulOpLowering`).
fn lower_contract_to_matrix_multiply(rw: &mut Rw<'_>, op: OpId, maps: &[Vec<u32>]) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let Some(iters) = o
        .attr("iterator_types")
        .and_then(|a| ctx.array_attr_elements(a))
        .and_then(|its| {
            its.iter()
                .map(|&a| crate::ITERATOR_TYPE.attr_value(ctx, a))
                .collect::<Option<Vec<_>>>()
        })
    else {
        return false;
    };
    let (parallel, reduction) = (
        crate::ITERATOR_TYPE.value_of("parallel"),
        crate::ITERATOR_TYPE.value_of("reduction"),
    );
    if iters.len() != 3 || iters[0..2].iter().any(|&i| Some(i) != parallel) || Some(iters[2]) != reduction {
        return false;
    }
    let (Some((_, elem)), Some((_, acc_elem))) =
        (vshape(ctx, o.operand_type(0)), vshape(ctx, o.operand_type(2)))
    else {
        return false;
    };
    if vshape(ctx, o.operand_type(1)).is_none() || acc_elem != elem {
        return false;
    }
    let float = ctx.float_kind(elem).is_some();
    if !float && ctx.integer_width(elem).is_none() {
        return false;
    }
    let [lm, rm, am] = maps else { return false };
    let (mut lhs, mut rhs, acc) = (o.operand(0), o.operand(1), o.operand(2));
    let res_t = o.result_type(0);
    let transposed = |rw: &mut Rw<'_>, v: ValueId| {
        let Some((s, e)) = vshape(rw.ctx, rw.body().value_type(v)) else {
            return v;
        };
        let t = rw.ctx.vector_type(&[s[1], s[0]], e);
        let perm = dense_i64_array(rw.ctx, &[1, 0]);
        create_one(rw, op, "vector.transpose", &[v], t, &[("permutation", perm)])
    };
    match lm.as_slice() {
        [2, 0] => lhs = transposed(rw, lhs),
        [0, 2] => {}
        _ => return false,
    }
    match rm.as_slice() {
        [1, 2] => rhs = transposed(rw, rhs),
        [2, 1] => {}
        _ => return false,
    }
    if am.as_slice() != [0, 1] && am.as_slice() != [1, 0] {
        return false;
    }
    let (Some((ls, _)), Some((rs, _))) = (
        vshape(ctx, rw.body().value_type(lhs)),
        vshape(ctx, rw.body().value_type(rhs)),
    ) else {
        return false;
    };
    let (rows, inner, cols) = (ls[0], ls[1], rs[1]);
    let lhs_flat = create_one(
        rw,
        op,
        "vector.shape_cast",
        &[lhs],
        ctx.vector_type(&[rows * inner], elem),
        &[],
    );
    let rhs_flat = create_one(
        rw,
        op,
        "vector.shape_cast",
        &[rhs],
        ctx.vector_type(&[inner * cols], elem),
        &[],
    );
    let i32_t = ctx.integer_type(32);
    let mul = create_one(
        rw,
        op,
        "llvm.intr.matrix.multiply",
        &[lhs_flat, rhs_flat],
        ctx.vector_type(&[rows * cols], elem),
        &[
            ("lhs_rows", ctx.integer_attr(i32_t, rows)),
            ("lhs_columns", ctx.integer_attr(i32_t, inner)),
            ("rhs_columns", ctx.integer_attr(i32_t, cols)),
        ],
    );
    let mut product = create_one(
        rw,
        op,
        "vector.shape_cast",
        &[mul],
        ctx.vector_type(&[rows, cols], elem),
        &[],
    );
    if am.as_slice() == [1, 0] {
        product = transposed(rw, product);
    }
    let add = if float { "arith.addf" } else { "arith.addi" };
    let sum = create_one(rw, op, add, &[acc, product], res_t, &[]);
    rw.replace_op(op, &[sum]);
    true
}

fn lower_contract(opts: &Opts, op: OpId, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let kind = contract_kind(ctx, o);
    let Some(maps) = o
        .attr("indexing_maps")
        .and_then(|a| ctx.array_attr_elements(a))
        .and_then(|ms| ms.iter().map(|&m| map_dims(ctx, m)).collect::<Option<Vec<_>>>())
    else {
        return false;
    };
    if opts.contract_llvmintr && kind == "add" && lower_contract_to_matrix_multiply(rw, op, &maps) {
        return true;
    }
    if opts.contract_parallelarith && lower_contract_elementwise(rw, op, &maps) {
        return true;
    }
    let o = OpRef::new(ctx, rw.body(), op);
    if opts.contract_outerproduct && vector_parts(ctx, o.operand_type(2)).is_some() {
        let layout = iterator_kinds(ctx, o).and_then(|iters| outerproduct_layout(&maps, &iters));
        if let Some(layout) = layout {
            let add = crate::COMBINING_KIND.value_of("add").unwrap_or(0);
            let kind = o
                .attr("kind")
                .unwrap_or_else(|| crate::COMBINING_KIND.attr(ctx, add));
            return contract_to_outerproducts(rw, op, layout, kind);
        }
    }
    let (lhs, rhs, acc) = (o.operand(0), o.operand(1), o.operand(2));
    let (Some((ls, elem)), Some((rs, _))) = (vshape(ctx, o.operand_type(0)), vshape(ctx, o.operand_type(1)))
    else {
        return false;
    };
    if kind != "add" {
        return false;
    }
    let float = ctx.float_kind(elem).is_some();
    let (mul, add) = if float {
        ("arith.mulf", "arith.addf")
    } else {
        ("arith.muli", "arith.addi")
    };
    if o.operand_type(2) != elem && vshape(ctx, o.operand_type(2)).is_none() {
        return false;
    }
    let add_kind = crate::COMBINING_KIND.value_of("add").unwrap_or(0);
    let kind_attr = crate::COMBINING_KIND.attr(ctx, add_kind);
    if maps == [vec![0], vec![0], vec![]] && ls.len() == 1 {
        let m = create_one(rw, op, mul, &[lhs, rhs], o.operand_type(0), &[]);
        let r = create_one(
            rw,
            op,
            "vector.reduction",
            &[m, acc],
            elem,
            &[("kind", kind_attr)],
        );
        rw.replace_op(op, &[r]);
        return true;
    }
    let Some(iters) = iterator_kinds(ctx, o) else {
        return false;
    };
    if vector_parts(ctx, o.result_type(0)).is_none() {
        return lower_contract_reduction(rw, op, &maps, None);
    }
    // The dot products are the `dot` strategy's; the others unroll.
    let layout = dot_layout(&maps, &iters).filter(|_| !opts.contract_parallelarith);
    let Some((a_t, b_t, swap)) = layout else {
        return lower_contract_parallel(rw, op, &maps);
    };
    if o.operand_type(2) != o.result_type(0) || ctx.element_type_or_self(o.result_type(0)) != elem {
        return false;
    }
    let _ = (ls, rs);
    let res_t = o.result_type(0);
    let fastmath = o.attr("fastmath");
    // The operands permuted so that the reduction dimension is innermost
    // (MLIR creates the transposes in this order).
    let (mut a, mut b) = if swap { (rhs, lhs) } else { (lhs, rhs) };
    if a_t {
        a = transpose_2d(rw, op, a);
    }
    if b_t {
        b = transpose_2d(rw, op, b);
    }
    let Some((res_shape, _)) = vshape(ctx, res_t) else {
        return false;
    };
    let (Some((a_shape, _)), Some((b_shape, _))) = (
        vshape(ctx, rw.body().value_type(a)),
        vshape(ctx, rw.body().value_type(b)),
    ) else {
        return false;
    };
    let rows = res_shape[0];
    let cols_n = if res_shape.len() == 1 { 1 } else { res_shape[1] };
    let bits = ctx
        .float_kind(elem)
        .map(|k| k.width())
        .or_else(|| ctx.integer_width(elem))
        .unwrap_or(64);
    let zero = zero_splat(ctx, res_t, bits);
    let mut out = arith_constant(rw, op, zero, res_t);
    let row_t = ctx.vector_type(&a_shape[1..], elem);
    let mut fm: Vec<(&str, strata_ir::Attribute)> = Vec::new();
    if let (Some(f), true) = (fastmath, float) {
        fm.push(("fastmath", f));
    }
    let mut red_props = vec![("kind", kind_attr)];
    if let Some(f) = fastmath {
        red_props.push(("fastmath", f));
    }
    let mut cols: Vec<ValueId> = Vec::with_capacity(cols_n.max(0) as usize);
    for i in 0..rows {
        let r = extract(rw, op, a, &[i], row_t);
        for j in 0..cols_n {
            if i == 0 {
                let c = if res_shape.len() == 1 {
                    b
                } else {
                    extract(rw, op, b, &[j], ctx.vector_type(&b_shape[1..], elem))
                };
                cols.push(c);
            }
            let p = create_one(rw, op, mul, &[r, cols[j as usize]], row_t, &fm);
            let sum = create_one(rw, op, "vector.reduction", &[p], elem, &red_props);
            let pos: &[i64] = if res_shape.len() == 1 { &[i] } else { &[i, j] };
            out = insert(rw, op, sum, out, pos, res_t);
        }
    }
    let sum = create_one(rw, op, add, &[out, acc], res_t, &fm);
    rw.replace_op(op, &[sum]);
    true
}

/// Whether each iterator of the contraction `o` is a reduction.
/// The combining kind of a contraction or reduction (`add` when absent).
fn contract_kind(ctx: &Context, o: OpRef<'_>) -> &'static str {
    o.attr("kind")
        .and_then(|a| crate::COMBINING_KIND.attr_value(ctx, a))
        .and_then(|v| crate::COMBINING_KIND.keyword(v))
        .unwrap_or("add")
}

fn iterator_kinds(ctx: &Context, o: OpRef<'_>) -> Option<Vec<bool>> {
    o.attr("iterator_types")
        .and_then(|a| ctx.array_attr_elements(a))?
        .iter()
        .map(|&a| crate::ITERATOR_TYPE.attr_value(ctx, a).map(|v| v == 1))
        .collect()
}

/// How the dot-product lowering arranges a matrix-matrix or matrix-vector
/// contraction so that the reduction dimension is innermost: whether the
/// first and the second operand of the products are transposes, and
/// whether they are the contraction's rhs and lhs (swapped) rather than
/// its lhs and rhs (MLIR's `ContractionOpToDotLowering` layouts).
fn dot_layout(maps: &[Vec<u32>], iters: &[bool]) -> Option<(bool, bool, bool)> {
    let l = |a: &[u32], b: &[u32], c: &[u32]| maps == [a.to_vec(), b.to_vec(), c.to_vec()];
    if iters == [false, false, true] {
        let (m, n, k) = (0, 1, 2);
        return if l(&[m, k], &[k, n], &[m, n]) {
            Some((false, true, false))
        } else if l(&[m, k], &[n, k], &[m, n]) {
            Some((false, false, false))
        } else if l(&[k, m], &[k, n], &[m, n]) {
            Some((true, true, false))
        } else if l(&[k, m], &[n, k], &[m, n]) {
            Some((true, false, false))
        } else if l(&[m, k], &[k, n], &[n, m]) {
            Some((true, false, true))
        } else if l(&[m, k], &[n, k], &[n, m]) {
            Some((false, false, true))
        } else if l(&[k, m], &[k, n], &[n, m]) {
            Some((true, true, true))
        } else if l(&[k, m], &[n, k], &[n, m]) {
            Some((false, true, true))
        } else {
            None
        };
    }
    if iters == [false, true] {
        let (m, n) = (0, 1);
        return if l(&[m, n], &[n], &[m]) {
            Some((false, false, false))
        } else if l(&[n, m], &[n], &[m]) {
            Some((true, false, false))
        } else if l(&[n], &[m, n], &[m]) {
            Some((false, false, true))
        } else if l(&[n], &[n, m], &[m]) {
            Some((true, false, true))
        } else {
            None
        };
    }
    None
}

/// How the outer-product lowering reads a contraction: which operand
/// gives the rows of the outer products' left side and which the right
/// side, whether each is transposed first, and the lhs dimension that is
/// the reduction size (MLIR's `UnrolledOuterProductGenerator` layouts).
#[derive(Clone, Copy)]
struct OuterLayout {
    /// The left side is the rhs operand (the right side the lhs).
    swap: bool,
    /// The left side is transposed first.
    t_left: bool,
    /// The right side is transposed (after the left one).
    t_right: bool,
    /// The reduction size is this dimension of the lhs operand.
    red_dim: usize,
}

fn outerproduct_layout(maps: &[Vec<u32>], iters: &[bool]) -> Option<OuterLayout> {
    let l = |a: &[u32], b: &[u32], c: &[u32]| maps == [a.to_vec(), b.to_vec(), c.to_vec()];
    let o = |swap, t_left, t_right, red_dim| {
        Some(OuterLayout {
            swap,
            t_left,
            t_right,
            red_dim,
        })
    };
    if iters == [false, false, true] {
        let (m, n, k) = (0, 1, 2);
        return if l(&[m, k], &[k, n], &[m, n]) {
            o(false, true, false, 1)
        } else if l(&[m, k], &[n, k], &[m, n]) {
            o(false, true, true, 1)
        } else if l(&[k, m], &[k, n], &[m, n]) {
            o(false, false, false, 0)
        } else if l(&[k, m], &[n, k], &[m, n]) {
            o(false, false, true, 0)
        } else if l(&[m, k], &[k, n], &[n, m]) {
            o(true, false, true, 1)
        } else if l(&[m, k], &[n, k], &[n, m]) {
            o(true, true, true, 1)
        } else if l(&[k, m], &[k, n], &[n, m]) {
            o(true, false, false, 0)
        } else if l(&[k, m], &[n, k], &[n, m]) {
            o(true, true, false, 0)
        } else {
            None
        };
    }
    let (m, k) = match iters {
        [false, true] => (0, 1),
        [true, false] => (1, 0),
        _ => return None,
    };
    if l(&[m, k], &[k], &[m]) {
        o(false, true, false, 1)
    } else if l(&[k, m], &[k], &[m]) {
        o(false, false, false, 0)
    } else if l(&[k], &[m, k], &[m]) {
        o(true, true, false, 0)
    } else if l(&[k], &[k, m], &[m]) {
        o(true, false, false, 0)
    } else {
        None
    }
}

/// `v` (2-D) transposed.
fn transpose_2d(rw: &mut Rw<'_>, at: OpId, v: ValueId) -> ValueId {
    let ctx = rw.ctx;
    let t = rw.body().value_type(v);
    let (shape, scalable, elem) = match vector_parts(ctx, t) {
        Some((s, f, e)) => (s.to_vec(), f.to_vec(), e),
        None => return v,
    };
    let flags = |i: usize| scalable.get(i).copied().unwrap_or(false);
    let ty = crate::types_util::vector_type(ctx, &[shape[1], shape[0]], &[flags(1), flags(0)], elem);
    let perm = dense_i64_array(ctx, &[1, 0]);
    create_one(rw, at, "vector.transpose", &[v], ty, &[("permutation", perm)])
}

/// `t` without its leading dimension (its element type for a 1-D
/// vector).
fn drop_leading(ctx: &Context, t: Type) -> Type {
    match vector_parts(ctx, t) {
        Some((shape, scalable, elem)) if shape.len() > 1 => {
            crate::types_util::vector_type(ctx, &shape[1..], scalable.get(1..).unwrap_or(&[]), elem)
        }
        Some((_, _, elem)) => elem,
        None => t,
    }
}

/// A contraction with a leading parallel dimension (of the result, and of
/// both operands or of one) as one lower-dimensional contraction per
/// index of that dimension, inserted into a zero result (MLIR's
/// `ContractionOpLowering::lowerParallel`, batch dimensions first, then
/// the free dimensions of `lhs`, then those of `rhs`); the smaller
/// contractions are lowered in turn. Only dimensions leading their
/// vectors are unrolled.
fn lower_contract_parallel(rw: &mut Rw<'_>, op: OpId, maps: &[Vec<u32>]) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let [lm, rm, am] = maps else { return false };
    let Some(iters) = o.attr("iterator_types").and_then(|a| ctx.array_attr_elements(a)) else {
        return false;
    };
    let Some((_, elem)) = vshape(ctx, o.result_type(0)) else {
        return false;
    };
    let reduction = |d: u32| {
        iters
            .get(d as usize)
            .and_then(|&a| crate::ITERATOR_TYPE.attr_value(ctx, a))
            == Some(1)
    };
    // The candidate iterator: a batch dimension (parallel, in both
    // operands), else a dimension of lhs that is not contracted (reduced
    // in both operands), else one of rhs.
    let contracted = |d: u32| reduction(d) && lm.contains(&d) && rm.contains(&d);
    let batch = (0..iters.len() as u32).find(|&d| !reduction(d) && lm.contains(&d) && rm.contains(&d));
    let free_lhs = lm.iter().copied().find(|&d| !contracted(d));
    let free_rhs = rm.iter().copied().find(|&d| !contracted(d));
    let Some(iter) = batch.or(free_lhs).or(free_rhs) else {
        return false;
    };
    let pos = |m: &[u32]| m.iter().position(|&d| d == iter);
    let (li, ri, ai) = (pos(lm), pos(rm), pos(am));
    // Only leading dimensions (MLIR's reshapeLoad also unrolls inner ones).
    if [li, ri, ai].iter().any(|p| p.is_some_and(|p| p != 0)) {
        return false;
    }
    let size = match (li, ri) {
        (Some(_), _) => vshape(ctx, o.operand_type(0)).map(|(s, _)| s[0]),
        (None, Some(_)) => vshape(ctx, o.operand_type(1)).map(|(s, _)| s[0]),
        _ => None,
    };
    let Some(size) = size else { return false };
    // A dimension the result does not have is a unit reduction of one
    // operand.
    if ai.is_none() && size != 1 {
        return false;
    }
    let adjust = |m: &[u32]| -> strata_ir::Attribute {
        let results: Vec<_> = m
            .iter()
            .filter(|&&d| d != iter)
            .map(|&d| ctx.affine_dim(if d < iter { d } else { d - 1 }))
            .collect();
        let n = iters.len() as u32 - 1;
        ctx.intern_attr(AttrKind::AffineMap(strata_ir::affine::AffineMap::new(
            n, 0, results,
        )))
    };
    let low_maps = ctx.array_attr(&[adjust(lm), adjust(rm), adjust(am)]);
    let low_iters: Vec<strata_ir::Attribute> = iters
        .iter()
        .enumerate()
        .filter(|&(i, _)| i as u32 != iter)
        .map(|(_, &a)| a)
        .collect();
    let low_iters = ctx.array_attr(&low_iters);
    let kind = o.attr("kind");
    let (lhs, rhs, acc) = (o.operand(0), o.operand(1), o.operand(2));
    let lhs_t = o.operand_type(0);
    let rhs_t = o.operand_type(1);
    let res_t = o.result_type(0);
    let drop = |t: Type| -> Type {
        match vshape(ctx, t) {
            Some((shape, e)) if shape.len() > 1 => ctx.vector_type(&shape[1..], e),
            Some((_, e)) => e,
            None => t,
        }
    };
    let bits = ctx
        .float_kind(elem)
        .map(|k| k.width())
        .or_else(|| ctx.integer_width(elem))
        .unwrap_or(64);
    let mut result = arith_constant(rw, op, zero_splat(ctx, res_t, bits), res_t);
    for d in 0..size {
        let l = if li.is_some() {
            extract(rw, op, lhs, &[d], drop(lhs_t))
        } else {
            lhs
        };
        let r = if ri.is_some() {
            extract(rw, op, rhs, &[d], drop(rhs_t))
        } else {
            rhs
        };
        let (a, low_t) = if ai.is_some() {
            (extract(rw, op, acc, &[d], drop(res_t)), drop(res_t))
        } else {
            (acc, res_t)
        };
        let mut props = vec![("indexing_maps", low_maps), ("iterator_types", low_iters)];
        if let Some(k) = kind {
            props.push(("kind", k));
        }
        let c = create_one(rw, op, "vector.contract", &[l, r, a], low_t, &props);
        result = if ai.is_some() {
            insert(rw, op, c, result, &[d], res_t)
        } else {
            c
        };
    }
    rw.replace_op(op, &[result]);
    true
}

/// A contraction whose reduction dimensions all have size 1 as
/// element-wise arithmetic (MLIR's `ContractOpToElementwise`): each
/// operand broadcast to the parallel dimensions it lacks, transposed to
/// put its reduction dimensions first, their single element extracted,
/// then a `vector.fma` (float `add` into a vector) or a product combined
/// with the accumulator.
fn lower_contract_elementwise(rw: &mut Rw<'_>, op: OpId, maps: &[Vec<u32>]) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let [lm, rm, am] = maps else { return false };
    let Some(iters) = iterator_kinds(ctx, o) else {
        return false;
    };
    let kind = contract_kind(ctx, o);
    // MLIR tries it only for `add` (inside its generic contraction lowering).
    if kind != "add" {
        return false;
    }
    let (lhs, rhs, acc) = (o.operand(0), o.operand(1), o.operand(2));
    let (Some((ls, elem)), Some((rs, _))) = (vshape(ctx, o.operand_type(0)), vshape(ctx, o.operand_type(1)))
    else {
        return false;
    };
    let res_t = o.result_type(0);
    let res_shape = match vector_parts(ctx, res_t) {
        Some(_) => match vshape(ctx, res_t) {
            Some((s, _)) => s,
            None => return false,
        },
        None => Vec::new(),
    };
    let reductions = |m: &[u32]| -> Vec<usize> {
        (0..m.len())
            .filter(|&i| iters.get(m[i] as usize).copied().unwrap_or(false))
            .collect()
    };
    let (lred, rred) = (reductions(lm), reductions(rm));
    if lred.iter().any(|&d| ls[d] != 1) || rred.iter().any(|&d| rs[d] != 1) {
        return false;
    }
    let np = am.len();
    let (Some(nlb), Some(nrb)) = (
        np.checked_sub(lm.len() - lred.len()),
        np.checked_sub(rm.len() - rred.len()),
    ) else {
        return false;
    };
    let mut lt: Vec<usize> = lred.iter().map(|&d| nlb + d).collect();
    let mut rt: Vec<usize> = rred.iter().map(|&d| nrb + d).collect();
    let (mut ldims, mut rdims) = (Vec::new(), Vec::new());
    for (i, &d) in am.iter().enumerate() {
        let Some(&size) = res_shape.get(i) else {
            return false;
        };
        match lm.iter().position(|&x| x == d) {
            Some(p) => lt.push(nlb + p),
            None => {
                ldims.push(size);
                lt.push(ldims.len() - 1);
            }
        }
        match rm.iter().position(|&x| x == d) {
            Some(p) => rt.push(nrb + p),
            None => {
                rdims.push(size);
                rt.push(rdims.len() - 1);
            }
        }
    }
    let float = ctx.float_kind(elem).is_some();
    let Some(combine) = combine_op(kind, float) else {
        return false;
    };
    let broadcast = |rw: &mut Rw<'_>, v: ValueId, mut dims: Vec<i64>, shape: &[i64]| -> (ValueId, Vec<i64>) {
        if dims.is_empty() {
            return (v, shape.to_vec());
        }
        dims.extend_from_slice(shape);
        let t = rw.ctx.vector_type(&dims, elem);
        (broadcast_to(rw, op, v, t), dims)
    };
    let (new_lhs, lshape) = broadcast(rw, lhs, ldims, &ls);
    let (new_rhs, rshape) = broadcast(rw, rhs, rdims, &rs);
    // Identity transposes and empty extracts fold away; they are not made.
    let transpose =
        |rw: &mut Rw<'_>, v: ValueId, shape: &[i64], perm: &[usize]| -> Option<(ValueId, Vec<i64>)> {
            if perm.len() != shape.len() {
                return None;
            }
            let permuted: Vec<i64> = perm.iter().map(|&p| shape[p]).collect();
            if perm.iter().enumerate().all(|(i, &p)| i == p) {
                return Some((v, permuted));
            }
            let t = rw.ctx.vector_type(&permuted, elem);
            let pa: Vec<i64> = perm.iter().map(|&p| p as i64).collect();
            let pa = dense_i64_array(rw.ctx, &pa);
            Some((
                create_one(rw, op, "vector.transpose", &[v], t, &[("permutation", pa)]),
                permuted,
            ))
        };
    let Some((new_lhs, lshape)) = transpose(rw, new_lhs, &lshape, &lt) else {
        return false;
    };
    let Some((new_rhs, rshape)) = transpose(rw, new_rhs, &rshape, &rt) else {
        return false;
    };
    let take = |rw: &mut Rw<'_>, v: ValueId, shape: &[i64], n: usize| -> ValueId {
        if n == 0 {
            return v;
        }
        let t = if n == shape.len() {
            elem
        } else {
            rw.ctx.vector_type(&shape[n..], elem)
        };
        extract(rw, op, v, &vec![0; n], t)
    };
    let x = take(rw, new_lhs, &lshape, lred.len());
    let y = take(rw, new_rhs, &rshape, rred.len());
    let r = if float && kind == "add" && vector_parts(ctx, res_t).is_some() {
        create_one(rw, op, "vector.fma", &[x, y, acc], res_t, &[])
    } else {
        let mul = if float { "arith.mulf" } else { "arith.muli" };
        let m = create_one(rw, op, mul, &[x, y], res_t, &[]);
        create_one(rw, op, combine, &[m, acc], res_t, &[])
    };
    rw.replace_op(op, &[r]);
    true
}

/// `val` (of vector type) with dimension `index` fixed at `pos` (MLIR's
/// `reshapeLoad`): an extract when it is the leading one, else the
/// leading dimensions unrolled into a zero vector; `val` itself without
/// an index.
fn reshape_load(rw: &mut Rw<'_>, at: OpId, val: ValueId, index: Option<usize>, pos: i64) -> Option<ValueId> {
    let Some(index) = index else {
        return Some(val);
    };
    let ctx = rw.ctx;
    let t = rw.body().value_type(val);
    let (shape, elem, scalable) = vshape_s(ctx, t)?;
    let drop = |k: usize| -> Type {
        let mut s = shape.clone();
        s.remove(k);
        if s.is_empty() {
            elem
        } else {
            vt(ctx, &s, elem, scalable && k + 1 != shape.len())
        }
    };
    if index == 0 {
        return Some(extract(rw, at, val, &[pos], drop(0)));
    }
    let res_t = drop(index);
    let bits = elem_bits(ctx, elem).unwrap_or(64);
    let mut result = arith_constant(rw, at, zero_splat(ctx, res_t, bits), res_t);
    for d in 0..shape[0] {
        let ext = extract(rw, at, val, &[d], drop(0));
        let load = reshape_load(rw, at, ext, Some(index - 1), pos)?;
        result = insert(rw, at, load, result, &[d], res_t);
    }
    Some(result)
}

/// The first iterator of a contraction with a scalar result (MLIR's
/// `ContractionOpLowering::lowerReduction`): 1-D operands become a product
/// and an `add` reduction into the accumulator; otherwise one contraction
/// per index of the iterator, each accumulating into the next. With
/// `masked` (the `vector.mask` op and its mask), each piece is masked by
/// its part of the mask and the mask op is replaced.
fn lower_contract_reduction(
    rw: &mut Rw<'_>,
    op: OpId,
    maps: &[Vec<u32>],
    masked: Option<(OpId, ValueId)>,
) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let [lm, rm, am] = maps else { return false };
    let (lhs, rhs, acc) = (o.operand(0), o.operand(1), o.operand(2));
    let (Some((ls, elem, l_scalable)), Some((rs, r_elem, _))) =
        (vshape_s(ctx, o.operand_type(0)), vshape_s(ctx, o.operand_type(1)))
    else {
        return false;
    };
    let res_t = o.result_type(0);
    if r_elem != elem || res_t != elem || vshape(ctx, res_t).is_some() {
        return false;
    }
    let (Some(li), Some(ri)) = (lm.iter().position(|&d| d == 0), rm.iter().position(|&d| d == 0)) else {
        return false;
    };
    let size = ls[li];
    if size != rs[ri] {
        return false;
    }
    let at = masked.map_or(op, |(m, _)| m);
    let float = ctx.float_kind(elem).is_some();
    let add = crate::COMBINING_KIND.value_of("add").unwrap_or(0);
    let kind_attr = crate::COMBINING_KIND.attr(ctx, add);
    if ls.len() == 1 {
        if rs.len() != 1 {
            return false;
        }
        let mul = if float { "arith.mulf" } else { "arith.muli" };
        let m = create_one(rw, at, mul, &[lhs, rhs], o.operand_type(0), &[]);
        let props = [("kind", kind_attr)];
        let r = match masked {
            Some((_, mask)) => masked_op(rw, at, mask, "vector.reduction", &[m, acc], elem, &props),
            None => create_one(rw, at, "vector.reduction", &[m, acc], elem, &props),
        };
        rw.replace_op(at, &[r]);
        return true;
    }
    // The unrolled dimension must be fixed.
    if l_scalable && li + 1 == ls.len() {
        return false;
    }
    let Some(iters) = o.attr("iterator_types").and_then(|a| ctx.array_attr_elements(a)) else {
        return false;
    };
    let n = iters.len() as u32 - 1;
    let adjust = |m: &[u32]| -> strata_ir::Attribute {
        let results: Vec<_> = m
            .iter()
            .filter(|&&d| d != 0)
            .map(|&d| ctx.affine_dim(d - 1))
            .collect();
        ctx.intern_attr(AttrKind::AffineMap(strata_ir::affine::AffineMap::new(
            n, 0, results,
        )))
    };
    let low_maps = ctx.array_attr(&[adjust(lm), adjust(rm), adjust(am)]);
    let low_iters = ctx.array_attr(&iters[1..]);
    let props = [
        ("indexing_maps", low_maps),
        ("iterator_types", low_iters),
        ("kind", kind_attr),
    ];
    let mut result = acc;
    for d in 0..size {
        let (Some(l), Some(r)) = (
            reshape_load(rw, at, lhs, Some(li), d),
            reshape_load(rw, at, rhs, Some(ri), d),
        ) else {
            return false;
        };
        result = match masked {
            Some((_, mask)) => {
                let Some(low_mask) = reshape_load(rw, at, mask, Some(0), d) else {
                    return false;
                };
                masked_op(rw, at, low_mask, "vector.contract", &[l, r, result], elem, &props)
            }
            None => create_one(rw, at, "vector.contract", &[l, r, result], elem, &props),
        };
    }
    rw.replace_op(at, &[result]);
    true
}

/// A row-major matrix product `(m, k) x (k, n) -> (m, n)` as MLIR's
/// `outerproduct` contract lowering builds it: the transposed `lhs`, then
/// for each reduction index its column of `lhs` times the row of `rhs`,
/// accumulated by `outerproduct` (which keeps a row-wise FMA form).
fn contract_to_outerproducts(
    rw: &mut Rw<'_>,
    op: OpId,
    layout: OuterLayout,
    kind: strata_ir::Attribute,
) -> bool {
    contract_to_masked_outerproducts(rw, op, layout, kind, None)
}

/// A contraction under `vector.mask` as outer products, each under the
/// row of the mask it covers (the mask transposed first to put the
/// reduction dimension outermost), as MLIR's outer-product lowering
/// masks them.
fn lower_masked_contract(opts: &Opts, op: OpId, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let (rbody, regions) = body.op_regions(op);
    let Some(inner) = regions
        .first()
        .and_then(|&r| rbody.region_entry(r))
        .and_then(|b| rbody.first_op(b))
    else {
        return false;
    };
    let o = OpRef::new(ctx, body, inner);
    if o.name_str() != "vector.contract" || body.num_operands(op) != 1 {
        return false;
    }
    let Some(maps) = o
        .attr("indexing_maps")
        .and_then(|a| ctx.array_attr_elements(a))
        .and_then(|ms| ms.iter().map(|&m| map_dims(ctx, m)).collect::<Option<Vec<_>>>())
    else {
        return false;
    };
    // A scalar result: MLIR's generic lowering of a reduction dimension,
    // whatever the strategy.
    if vector_parts(ctx, o.result_type(0)).is_none() {
        let kind = contract_kind(ctx, o);
        if kind != "add" {
            return false;
        }
        let mask = body.operand(op, 0);
        return lower_contract_reduction(rw, inner, &maps, Some((op, mask)));
    }
    if !opts.contract_outerproduct || vector_parts(ctx, o.operand_type(2)).is_none() {
        return false;
    }
    let Some(iters) = iterator_kinds(ctx, o) else {
        return false;
    };
    let Some(layout) = outerproduct_layout(&maps, &iters) else {
        return false;
    };
    let add = crate::COMBINING_KIND.value_of("add").unwrap_or(0);
    let kind = o
        .attr("kind")
        .unwrap_or_else(|| crate::COMBINING_KIND.attr(ctx, add));
    let mask = body.operand(op, 0);
    // The reduction dimension first: (k, m, n) of a matrix product's
    // (m, n, k) mask, (k, m) of a matrix-vector product's (m, k).
    let perm: Option<&[i64]> = match iters.as_slice() {
        [false, false, true] => Some(&[2, 0, 1]),
        [false, true] => Some(&[1, 0]),
        _ => None,
    };
    contract_to_masked_outerproducts(rw, inner, layout, kind, Some((op, mask, perm)))
}

/// The outer products of contraction `op` (see
/// [`contract_to_outerproducts`]); with `masked` (the mask op, its mask
/// and the permutation putting the mask's reduction dimension first),
/// each one under its row of the mask, replacing the mask op.
fn contract_to_masked_outerproducts(
    rw: &mut Rw<'_>,
    op: OpId,
    layout: OuterLayout,
    kind: strata_ir::Attribute,
    masked: Option<(OpId, ValueId, Option<&[i64]>)>,
) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let (lhs, rhs, acc) = (o.operand(0), o.operand(1), o.operand(2));
    let lhs_t = o.operand_type(0);
    let res_t = o.result_type(0);
    // The reduction dimension is unrolled: it cannot be scalable.
    let Some((shape, scalable, _)) = vector_parts(ctx, lhs_t) else {
        return false;
    };
    if scalable.get(layout.red_dim).copied().unwrap_or(false) {
        return false;
    }
    let Some(&size) = shape.get(layout.red_dim) else {
        return false;
    };
    // New ops go before the op replaced: the mask op when masked.
    let at = masked.map_or(op, |(m, _, _)| m);
    let (mut left, mut right) = if layout.swap { (rhs, lhs) } else { (lhs, rhs) };
    if layout.t_left {
        left = transpose_2d(rw, at, left);
    }
    if layout.t_right {
        right = transpose_2d(rw, at, right);
    }
    let mask = match masked {
        Some((_, m, Some(perm))) => {
            let t = rw.body().value_type(m);
            let Some((shape, flags, elem)) =
                vector_parts(ctx, t).map(|(s, f, e)| (s.to_vec(), f.to_vec(), e))
            else {
                return false;
            };
            let flag = |i: usize| flags.get(i).copied().unwrap_or(false);
            let shape_t: Vec<i64> = perm.iter().map(|&p| shape[p as usize]).collect();
            let flags_t: Vec<bool> = perm.iter().map(|&p| flag(p as usize)).collect();
            let ty = crate::types_util::vector_type(ctx, &shape_t, &flags_t, elem);
            let perm_attr = dense_i64_array(ctx, perm);
            Some(create_one(
                rw,
                at,
                "vector.transpose",
                &[m],
                ty,
                &[("permutation", perm_attr)],
            ))
        }
        Some((_, m, None)) => Some(m),
        None => None,
    };
    // Mixed precision: the operand rows are extended to the
    // accumulator's element type first (MLIR's `promote`).
    let acc_elem = ctx.element_type_or_self(res_t);
    let promote = |rw: &mut Rw<'_>, v: ValueId| {
        let t = rw.body().value_type(v);
        let elem = ctx.element_type_or_self(t);
        if elem == acc_elem {
            return v;
        }
        let ext = if ctx.float_kind(acc_elem).is_some() {
            "arith.extf"
        } else {
            "arith.extsi"
        };
        let to = match vector_parts(ctx, t) {
            Some((s, f, _)) => crate::types_util::vector_type(ctx, s, f, acc_elem),
            None => acc_elem,
        };
        create_one(rw, at, ext, &[v], to, &[])
    };
    let (left_row, right_row) = (
        drop_leading(ctx, rw.body().value_type(left)),
        drop_leading(ctx, rw.body().value_type(right)),
    );
    let mask_row = mask.map(|m| drop_leading(ctx, rw.body().value_type(m)));
    let mut out = acc;
    for i in 0..size {
        let a = extract(rw, at, left, &[i], left_row);
        let b = extract(rw, at, right, &[i], right_row);
        let a = promote(rw, a);
        let b = promote(rw, b);
        let props = [("kind", kind)];
        out = match (mask, mask_row) {
            (Some(m), Some(row_t)) => {
                let row = extract(rw, at, m, &[i], row_t);
                masked_op(rw, at, row, "vector.outerproduct", &[a, b, out], res_t, &props)
            }
            _ => create_one(rw, at, "vector.outerproduct", &[a, b, out], res_t, &props),
        };
    }
    rw.replace_op(at, &[out]);
    true
}

/// `name` (one result of type `ty`) created under a new `vector.mask`
/// `mask` before `at`; the mask op's result.
fn masked_op(
    rw: &mut Rw<'_>,
    at: OpId,
    mask: ValueId,
    name: &str,
    operands: &[ValueId],
    ty: Type,
    props: &[(&str, strata_ir::Attribute)],
) -> ValueId {
    let ctx = rw.ctx;
    let loc = rw.body().op_loc(at);
    let region = rw.create_region();
    let mut st = strata_ir::OperationState::new(ctx.op_name("vector.mask"), loc);
    st.operands = vec![mask];
    st.result_types = vec![ty];
    st.regions = vec![region];
    st.populate_default_properties(ctx);
    rw.set_insertion_point(at);
    let mask_op = rw.create(st);
    let block = rw.create_block(region);
    let mut st = strata_ir::OperationState::new(ctx.op_name(name), loc);
    st.operands.extend_from_slice(operands);
    st.result_types = vec![ty];
    if !props.is_empty() {
        let entries: Vec<_> = props.iter().map(|(n, a)| (ctx.ident(n), *a)).collect();
        st.properties = Some(ctx.dictionary_attr(&entries));
    }
    st.populate_default_properties(ctx);
    rw.set_insertion_point_to_end(block);
    let inner = rw.create(st);
    let v = pat::result(rw, inner);
    let mut st = strata_ir::OperationState::new(ctx.op_name("vector.yield"), loc);
    st.operands = vec![v];
    rw.create(st);
    pat::result(rw, mask_op)
}

/// How MLIR unrolls an n-D op into ops on the trailing dimensions: the
/// leading dimensions up to the first scalable one (else all but the
/// last), and the type of what remains of `t`. None for 1-D vectors and
/// vectors with a leading scalable dimension.
fn unroll_split(ctx: &Context, t: Type) -> Option<(Vec<i64>, Type)> {
    let (shape, scalable, elem) = vector_parts(ctx, t)?;
    let k = scalable
        .iter()
        .position(|&s| s)
        .unwrap_or(shape.len().saturating_sub(1))
        .min(shape.len().saturating_sub(1));
    if k == 0 {
        return None;
    }
    let rest = crate::types_util::vector_type(ctx, &shape[k..], &scalable[k.min(scalable.len())..], elem);
    Some((shape[..k].to_vec(), rest))
}

/// An n-D `bitcast`: one bitcast per vector of its trailing dimensions.
fn unroll_bitcast(_: &Opts, op: OpId, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let (src_t, res_t) = (o.operand_type(0), o.result_type(0));
    let (Some((lead, src_row)), Some((_, res_row))) = (unroll_split(ctx, src_t), unroll_split(ctx, res_t))
    else {
        return false;
    };
    let src = o.operand(0);
    let mut acc = ub_poison(rw, op, res_t);
    for lin in 0..lead.iter().product::<i64>() {
        let pos = delinearize(lin, &lead);
        let row = extract(rw, op, src, &pos, src_row);
        let cast = create_one(rw, op, "vector.bitcast", &[row], res_row, &[]);
        acc = insert(rw, op, cast, acc, &pos, res_t);
    }
    rw.replace_op(op, &[acc]);
    true
}

// ---- interleave / deinterleave and n-D strided slices ---------------------------------------

/// An n-D `interleave`: one interleave per vector of its trailing
/// dimensions, into a zero vector.
fn unroll_interleave(_: &Opts, op: OpId, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let res_t = o.result_type(0);
    let (Some((lead, src_row)), Some((_, res_row)), Some(bits)) = (
        unroll_split(ctx, o.operand_type(0)),
        unroll_split(ctx, res_t),
        vector_parts(ctx, res_t).and_then(|(_, _, e)| elem_bits(ctx, e)),
    ) else {
        return false;
    };
    let (lhs, rhs) = (o.operand(0), o.operand(1));
    let mut acc = arith_constant(rw, op, zero_splat(ctx, res_t, bits), res_t);
    for lin in 0..lead.iter().product::<i64>() {
        let pos = delinearize(lin, &lead);
        let a = extract(rw, op, lhs, &pos, src_row);
        let b = extract(rw, op, rhs, &pos, src_row);
        let r = create_one(rw, op, "vector.interleave", &[a, b], res_row, &[]);
        acc = insert(rw, op, r, acc, &pos, res_t);
    }
    rw.replace_op(op, &[acc]);
    true
}

/// An n-D `deinterleave`: one deinterleave per vector of its trailing
/// dimensions, both halves inserted into one zero vector.
fn unroll_deinterleave(_: &Opts, op: OpId, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let res_t = o.result_type(0);
    let (Some((lead, src_row)), Some((_, res_row)), Some(bits)) = (
        unroll_split(ctx, o.operand_type(0)),
        unroll_split(ctx, res_t),
        vector_parts(ctx, res_t).and_then(|(_, _, e)| elem_bits(ctx, e)),
    ) else {
        return false;
    };
    let src = o.operand(0);
    let zero = arith_constant(rw, op, zero_splat(ctx, res_t, bits), res_t);
    let (mut even, mut odd) = (zero, zero);
    for lin in 0..lead.iter().product::<i64>() {
        let pos = delinearize(lin, &lead);
        let row = extract(rw, op, src, &pos, src_row);
        let d = create_op(rw, op, "vector.deinterleave", &[row], &[res_row, res_row], &[]);
        let (e, od) = (rw.body().result(d, 0), rw.body().result(d, 1));
        even = insert(rw, op, e, even, &pos, res_t);
        odd = insert(rw, op, od, odd, &pos, res_t);
    }
    rw.replace_op(op, &[even, odd]);
    true
}

/// The width of an integer or float element type.
fn elem_bits(ctx: &Context, elem: Type) -> Option<u32> {
    ctx.float_kind(elem)
        .map(|k| k.width())
        .or_else(|| ctx.integer_width(elem))
        .or_else(|| ctx.is_index(elem).then_some(64))
}

/// An n-D `extract_strided_slice` with unit strides: a shuffle of rows
/// when only the leading dimension is sliced, otherwise row by row.
fn lower_extract_strided_slice_nd(_: &Opts, op: OpId, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let res_t = o.result_type(0);
    let (Some((ss, elem, sc)), Some(offsets), Some(sizes), Some(strides)) = (
        vshape_s(ctx, o.operand_type(0)),
        i64_list(ctx, o, "offsets"),
        i64_list(ctx, o, "sizes"),
        i64_list(ctx, o, "strides"),
    ) else {
        return false;
    };
    if ss.len() < 2 || offsets.is_empty() || strides.iter().any(|&s| s != 1) {
        return false;
    }
    let src = o.operand(0);
    if offsets.len() == 1 && !sc {
        let mask: Vec<i64> = (offsets[0]..offsets[0] + sizes[0]).collect();
        let m = dense_i64_array(ctx, &mask);
        let v = create_one(rw, op, "vector.shuffle", &[src, src], res_t, &[("mask", m)]);
        rw.replace_op(op, &[v]);
        return true;
    }
    let Some(bits) = elem_bits(ctx, elem) else {
        return false;
    };
    let Some((rs, _, _)) = vshape_s(ctx, res_t) else {
        return false;
    };
    let src_row = vt(ctx, &ss[1..], elem, sc);
    let res_row = vt(ctx, &rs[1..], elem, sc);
    let i64s = |v: &[i64]| crate::fold::i64_array(ctx, v);
    let mut acc = arith_constant(rw, op, zero_splat(ctx, res_t, bits), res_t);
    if offsets.len() == 1 {
        // Whole rows of a scalable vector (no shuffle of those): all
        // extracted, then inserted.
        let rows: Vec<ValueId> = (0..sizes[0])
            .map(|i| extract(rw, op, src, &[offsets[0] + i], src_row))
            .collect();
        for (i, r) in rows.into_iter().enumerate() {
            acc = insert(rw, op, r, acc, &[i as i64], res_t);
        }
        rw.replace_op(op, &[acc]);
        return true;
    }
    // Whole inner rows need no inner slice.
    let whole = offsets[1..].iter().all(|&x| x == 0) && sizes[1..] == ss[1..];
    for i in 0..sizes[0] {
        let row = extract(rw, op, src, &[offsets[0] + i], src_row);
        let sub = if whole {
            row
        } else {
            create_one(
                rw,
                op,
                "vector.extract_strided_slice",
                &[row],
                res_row,
                &[
                    ("offsets", i64s(&offsets[1..])),
                    ("sizes", i64s(&sizes[1..])),
                    ("strides", i64s(&strides[1..])),
                ],
            )
        };
        acc = insert(rw, op, sub, acc, &[i], res_t);
    }
    rw.replace_op(op, &[acc]);
    true
}

/// An n-D `insert_strided_slice` with unit strides: each row of the value
/// inserted into its row of the destination.
fn lower_insert_strided_slice_nd(_: &Opts, op: OpId, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let (Some((vs, elem, vsc)), Some((ds, _, dsc)), Some(offsets), Some(strides)) = (
        vshape_s(ctx, o.operand_type(0)),
        vshape_s(ctx, o.operand_type(1)),
        i64_list(ctx, o, "offsets"),
        i64_list(ctx, o, "strides"),
    ) else {
        return false;
    };
    if ds.len() < 2 || vs.is_empty() || offsets.len() != ds.len() || strides.iter().any(|&s| s != 1) {
        return false;
    }
    let (v, dest) = (o.operand(0), o.operand(1));
    let dest_t = o.operand_type(1);
    let dest_row = vt(ctx, &ds[1..], elem, dsc);
    if vs.len() < ds.len() {
        // The value fills part of one row of the destination.
        let row = extract(rw, op, dest, &[offsets[0]], dest_row);
        let i64s = |v: &[i64]| crate::fold::i64_array(ctx, v);
        let r = create_one(
            rw,
            op,
            "vector.insert_strided_slice",
            &[v, row],
            dest_row,
            &[("offsets", i64s(&offsets[1..])), ("strides", i64s(&strides))],
        );
        let out = insert(rw, op, r, dest, &[offsets[0]], dest_t);
        rw.replace_op(op, &[out]);
        return true;
    }
    let val_row = vt(ctx, &vs[1..], elem, vsc);
    let i64s = |v: &[i64]| crate::fold::i64_array(ctx, v);
    let mut acc = dest;
    for i in 0..vs[0] {
        let piece = extract(rw, op, v, &[i], val_row);
        let r = if vs[1..] == ds[1..] && offsets[1..].iter().all(|&x| x == 0) {
            piece
        } else {
            let row = extract(rw, op, dest, &[offsets[0] + i], dest_row);
            create_one(
                rw,
                op,
                "vector.insert_strided_slice",
                &[piece, row],
                dest_row,
                &[("offsets", i64s(&offsets[1..])), ("strides", i64s(&strides[1..]))],
            )
        };
        acc = insert(rw, op, r, acc, &[offsets[0] + i], dest_t);
    }
    rw.replace_op(op, &[acc]);
    true
}

/// A gather of two or more dimensions (the leading one fixed) is one
/// gather per row of its leading dimension, inserted into a poison
/// vector.
fn unroll_gather(_: &Opts, op: OpId, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let res_t = o.result_type(0);
    let Some((shape, scalable, _)) = vector_parts(ctx, res_t) else {
        return false;
    };
    if shape.len() < 2 || scalable.first() == Some(&true) {
        return false;
    }
    let rows = shape[0];
    let row_t = drop_leading(ctx, res_t);
    let all: Vec<ValueId> = o.operands().collect();
    let k = all.len();
    let (indices, mask, pass) = (all[k - 3], all[k - 2], all[k - 1]);
    let index_row = drop_leading(ctx, o.value_type(indices));
    let mask_row = drop_leading(ctx, o.value_type(mask));
    let pass_row = drop_leading(ctx, o.value_type(pass));
    let alignment = o.attr("alignment");
    let mut acc = ub_poison(rw, op, res_t);
    for r in 0..rows {
        let i = extract(rw, op, indices, &[r], index_row);
        let m = extract(rw, op, mask, &[r], mask_row);
        let p = extract(rw, op, pass, &[r], pass_row);
        let mut ops = all[..k - 3].to_vec();
        ops.extend([i, m, p]);
        let mut props = Vec::new();
        if let Some(a) = alignment {
            props.push(("alignment", a));
        }
        let g = create_one(rw, op, "vector.gather", &ops, row_t, &props);
        acc = insert(rw, op, g, acc, &[r], res_t);
    }
    rw.replace_op(op, &[acc]);
    true
}

/// A `vector.mask` of an AXPY `outerproduct` (a vector times a scalar,
/// with an accumulator): the product combined as unmasked, then the
/// masked-off lanes taken from the accumulator.
fn lower_masked_outerproduct(_: &Opts, op: OpId, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let (rbody, regions) = body.op_regions(op);
    let Some(inner) = regions
        .first()
        .and_then(|&r| rbody.region_entry(r))
        .and_then(|b| rbody.first_op(b))
    else {
        return false;
    };
    let o = OpRef::new(ctx, body, inner);
    let m = OpRef::new(ctx, body, op);
    if o.name_str() != "vector.outerproduct" || o.num_operands() != 3 || m.num_operands() != 1 {
        return false;
    }
    let res_t = o.result_type(0);
    let Some((shape, _, elem)) = vector_parts(ctx, res_t) else {
        return false;
    };
    if shape.len() != 1 || vector_parts(ctx, o.operand_type(1)).is_some() {
        return false;
    }
    let float = ctx.float_kind(elem).is_some();
    let kind = contract_kind(ctx, o);
    if combine_op(kind, float).is_none() {
        return false;
    }
    let (lhs, rhs, acc) = (o.operand(0), o.operand(1), o.operand(2));
    let mask = m.operand(0);
    let b = create_one(rw, op, "vector.broadcast", &[rhs], res_t, &[]);
    let Some(r) = multiply_combine(rw, op, lhs, b, Some(acc), (kind, float), res_t) else {
        return false;
    };
    let v = create_one(rw, op, "arith.select", &[mask, r, acc], res_t, &[]);
    rw.replace_op(op, &[v]);
    true
}

/// `extract` / `insert` whose dynamic positions are constants: the same
/// op with static positions (what MLIR's folders do).
fn fold_constant_positions(_: &Opts, op: OpId, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let fixed = if o.name_str() == "vector.insert" { 2 } else { 1 };
    let Some(stat) = o.attr("static_position").and_then(|a| dense_i64_values(ctx, a)) else {
        return false;
    };
    let dynamic: Vec<ValueId> = o.operands().skip(fixed).collect();
    if dynamic.is_empty() {
        return false;
    }
    let constant = |v: ValueId| -> Option<i64> {
        let body = rw.body();
        let d = OpRef::new(ctx, body, body.defining_op(v)?);
        (d.name_str() == "arith.constant")
            .then(|| {
                d.attr("value")
                    .and_then(|a| ctx.integer_attr_value(a))
                    .map(|x| x.sext_i64())
            })
            .flatten()
    };
    let values: Vec<Option<i64>> = dynamic.iter().map(|&v| constant(v)).collect();
    if values.iter().all(|v| v.is_none()) {
        return false;
    }
    let mut it = dynamic.iter().zip(&values);
    let mut new_static = Vec::with_capacity(stat.len());
    let mut new_dynamic = Vec::new();
    for &p in &stat {
        if p != i64::MIN {
            new_static.push(p);
            continue;
        }
        let Some((&v, c)) = it.next() else { return false };
        match c {
            Some(c) => new_static.push(*c),
            None => {
                new_static.push(i64::MIN);
                new_dynamic.push(v);
            }
        }
    }
    let mut operands: Vec<ValueId> = o.operands().take(fixed).collect();
    operands.extend(new_dynamic);
    let res_t = o.result_type(0);
    let name = o.name_str().to_string();
    let a = dense_i64_array(ctx, &new_static);
    let v = create_one(rw, op, &name, &operands, res_t, &[("static_position", a)]);
    rw.replace_op(op, &[v]);
    true
}
