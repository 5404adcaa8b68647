//! Unrolling of transfers of more dimensions than the target rank
//! (`full-unroll`): a transfer of an n-D vector becomes one transfer of
//! an (n-1)-D vector per element of its leading dimension, at the index
//! moved by that element (`affine.apply`), each under an `scf.if` checking
//! the index against the memref's size when the dimension may be out of
//! bounds. A read's pieces are inserted into the padding vector (or, when
//! the read only feeds a `vector.insert`, into that insert's destination,
//! so nested unrolling builds one vector); a write's pieces are extracted
//! from the written vector (or from the vector an extract of it reads).

use strata_dialect_scf::IfOp;
use strata_dialect_utils::patterns::{self as pat};
use strata_dialect_vector::types_util::vector_parts;
use strata_ir::affine::{AffineExprKind, AffineMap};
use strata_ir::{AttrKind, Context, OpId, OpRef, Type, TypeKind, ValueId};
use strata_ods::directives::{dense_i64_array, dense_i64_values};
use strata_rewrite::{PatternRewriter, PatternRoot, RewritePattern};

use super::VectorToScfOptions;

type Rw<'a> = PatternRewriter<'a>;

/// Adds the unrolling patterns of transfers.
pub(super) fn unroll_patterns(options: VectorToScfOptions, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(Unroll { options, read: true }));
    out.push(Box::new(Unroll { options, read: false }));
}

struct Unroll {
    options: VectorToScfOptions,
    read: bool,
}

impl RewritePattern for Unroll {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(if self.read {
            "vector.transfer_read"
        } else {
            "vector.transfer_write"
        })
    }

    fn debug_name(&self) -> &str {
        if self.read {
            "UnrollTransferReadConversion"
        } else {
            "UnrollTransferWriteConversion"
        }
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut Rw<'_>) -> bool {
        let Some(t) = analyze(rw.ctx, OpRef::new(rw.ctx, rw.body(), op), self.read, self.options) else {
            return false;
        };
        if self.read {
            unroll_read(op, &t, rw)
        } else {
            unroll_write(op, &t, rw)
        }
    }
}

/// What the unrolling reads of a transfer.
pub(super) struct Parts {
    pub(super) base: ValueId,
    pub(super) base_t: Type,
    pub(super) indices: Vec<ValueId>,
    /// The padding of a read.
    pub(super) padding: Option<ValueId>,
    pub(super) mask: Option<ValueId>,
    /// The written vector.
    pub(super) value: Option<ValueId>,
    pub(super) vector: Type,
    pub(super) shape: Vec<i64>,
    pub(super) elem: Type,
    pub(super) map: AffineMap,
    pub(super) in_bounds: Vec<bool>,
    /// The memref dimension the leading vector dimension runs along.
    pub(super) dim: usize,
}

pub(super) fn analyze(ctx: &Context, o: OpRef<'_>, read: bool, options: VectorToScfOptions) -> Option<Parts> {
    let base_idx = usize::from(!read);
    let vector = if read { o.result_type(0) } else { o.operand_type(0) };
    let (shape, scalable, elem) = vector_parts(ctx, vector)?;
    if scalable.iter().any(|&s| s) || shape.len() as u32 <= options.target_rank || shape.is_empty() {
        return None;
    }
    let base = o.operand(base_idx);
    let base_t = o.value_type(base);
    let rank = match ctx.type_kind(base_t) {
        TypeKind::MemRef { shape, .. } => shape.len(),
        // Tensors are lowered only on request.
        TypeKind::RankedTensor { shape, .. } if options.lower_tensors => shape.len(),
        _ => return None,
    };
    let map = match ctx.attr_kind(o.attr("permutation_map")?) {
        AttrKind::AffineMap(m) => m.clone(),
        _ => return None,
    };
    // The map must select memref dimensions in increasing order, possibly
    // skipping some (as a transfer of a rank-reducing view folded into its
    // source does), with the trailing `target_rank` results minor identity
    // so that the pieces left are. Transposes and broadcasts are first
    // rewritten by the permutation-map lowering.
    if !unrollable_map(ctx, &map, options.target_rank as usize) {
        return None;
    }
    let AffineExprKind::Dim(dim) = map.results.first()?.kind(ctx) else {
        return None;
    };
    let in_bounds: Vec<bool> = ctx
        .array_attr_elements(o.attr("in_bounds")?)?
        .iter()
        .map(|&a| a == ctx.bool_attr(true))
        .collect();
    if in_bounds.len() != shape.len() {
        return None;
    }
    let all: Vec<ValueId> = o.operands().collect();
    let start = base_idx + 1;
    let indices = all.get(start..start + rank)?.to_vec();
    let rest = &all[start + rank..];
    let (padding, mask) = if read {
        (rest.first().copied(), rest.get(1).copied())
    } else {
        (None, rest.first().copied())
    };
    Some(Parts {
        base,
        base_t,
        indices,
        padding,
        mask,
        value: (!read).then(|| o.operand(0)),
        vector,
        shape: shape.to_vec(),
        elem,
        map,
        in_bounds,
        dim: dim as usize,
    })
}

/// Whether `map` selects distinct memref dimensions in increasing order
/// and its last `kept` results are minor identity.
fn unrollable_map(ctx: &Context, map: &AffineMap, kept: usize) -> bool {
    let Some(dims) = result_dims(ctx, map) else {
        return false;
    };
    if dims.windows(2).any(|w| w[0] >= w[1]) {
        return false;
    }
    let kept = kept.min(dims.len());
    let first = map.num_dims as usize - kept;
    dims[dims.len() - kept..]
        .iter()
        .enumerate()
        .all(|(j, &d)| d as usize == first + j)
}

/// An `index` constant created before `at`.
pub(super) fn index_const(rw: &mut Rw<'_>, at: OpId, v: i64) -> ValueId {
    let ctx = rw.ctx;
    let a = ctx.integer_attr(ctx.index_type(), v);
    one(rw, at, "arith.constant", &[], ctx.index_type(), &[("value", a)])
}

/// Op `name` created before `at`, with one result of type `ty`.
pub(super) fn one(
    rw: &mut Rw<'_>,
    at: OpId,
    name: &str,
    operands: &[ValueId],
    ty: Type,
    props: &[(&str, strata_ir::Attribute)],
) -> ValueId {
    let op = strata_dialect_vector::lowering::create_op(rw, at, name, operands, &[ty], props);
    pat::result(rw, op)
}

/// `index + i` (`affine.apply ()[s0] -> (s0 + i)`), or `index` for 0.
fn shifted(rw: &mut Rw<'_>, at: OpId, index: ValueId, i: i64) -> ValueId {
    if i == 0 {
        return index;
    }
    let ctx = rw.ctx;
    let e = ctx.affine_add(ctx.affine_symbol(0), ctx.affine_constant(i));
    super::composed_apply(rw, at, &AffineMap::new(0, 1, vec![e]), &[index])
}

/// The condition that `index` is inside dimension `dim` of the memref.
fn in_bounds_cond(rw: &mut Rw<'_>, at: OpId, t: &Parts, i: i64) -> ValueId {
    let ctx = rw.ctx;
    let index = t.indices[t.dim];
    let size = ctx
        .shape(t.base_t)
        .and_then(|s| s.get(t.dim).copied())
        .unwrap_or(i64::MIN);
    let pred = |name: &str| {
        let v = strata_dialect_arith::CMPI_PREDICATE.value_of(name).unwrap_or(0);
        strata_dialect_arith::CMPI_PREDICATE.attr(ctx, v)
    };
    let i1 = ctx.integer_type(1);
    if size == i64::MIN {
        let c = index_const(rw, at, t.dim as i64);
        let dim = one(
            rw,
            at,
            super::dim_op(ctx, t.base_t),
            &[t.base, c],
            ctx.index_type(),
            &[],
        );
        let idx = shifted(rw, at, index, i);
        one(
            rw,
            at,
            "arith.cmpi",
            &[dim, idx],
            i1,
            &[("predicate", pred("sgt"))],
        )
    } else {
        let idx = shifted(rw, at, index, i);
        let c = index_const(rw, at, size);
        one(rw, at, "arith.cmpi", &[idx, c], i1, &[("predicate", pred("slt"))])
    }
}

/// The properties of the (n-1)-D transfer: the map without its first
/// result, the in-bounds flags without the first.
fn inner_props(ctx: &Context, t: &Parts, read: bool) -> Vec<(&'static str, strata_ir::Attribute)> {
    let map = AffineMap::new(t.map.num_dims, t.map.num_symbols, t.map.results[1..].to_vec());
    let in_bounds: Vec<_> = t.in_bounds[1..].iter().map(|&b| ctx.bool_attr(b)).collect();
    let n = t.indices.len() as i32;
    let m = i32::from(t.mask.is_some());
    let segments = if read { [1, n, 1, m] } else { [1, 1, n, m] };
    vec![
        ("in_bounds", ctx.array_attr(&in_bounds)),
        (
            "operandSegmentSizes",
            strata_dialect_utils::attrs::dense_i32_array(ctx, &segments),
        ),
        ("permutation_map", ctx.intern_attr(AttrKind::AffineMap(map))),
    ]
}

/// Creates an `scf.if cond` before `at` with results `types`; returns it
/// with the yields of its then and else blocks (ops go before them).
fn create_if(
    rw: &mut Rw<'_>,
    at: OpId,
    cond: ValueId,
    types: &[Type],
    then_yield: &[ValueId],
    else_yield: &[ValueId],
) -> (OpId, OpId) {
    let loc = rw.body().op_loc(at);
    rw.set_insertion_point(at);
    let iff = IfOp::build(rw, loc, types, cond);
    let (then_r, else_r) = (iff.then_region(rw), iff.else_region(rw));
    let tb = rw.create_block(then_r);
    rw.set_insertion_point_to_end(tb);
    let ty = strata_dialect_scf::YieldOp::build(rw, loc, then_yield).op();
    let eb = rw.create_block(else_r);
    rw.set_insertion_point_to_end(eb);
    strata_dialect_scf::YieldOp::build(rw, loc, else_yield);
    (iff.op(), ty)
}

/// The single `vector.insert` the read feeds as the inserted value, with
/// its destination and static position.
fn insert_user(ctx: &Context, rw: &Rw<'_>, read: OpId) -> Option<(OpId, ValueId, Vec<i64>)> {
    let body = rw.body();
    let v = body.result(read, 0);
    let mut uses = body.uses(v);
    let (user, idx) = uses.next()?;
    if uses.next().is_some() || idx != 0 {
        return None;
    }
    let o = OpRef::new(ctx, body, user);
    if o.name_str() != "vector.insert" || o.num_operands() != 2 {
        return None;
    }
    let pos = dense_i64_values(ctx, o.attr("static_position")?)?;
    Some((user, o.operand(1), pos))
}

fn unroll_read(op: OpId, t: &Parts, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(padding) = t.padding else { return false };
    let chained = insert_user(ctx, rw, op);
    let (root, mut acc, prefix, acc_t) = match &chained {
        Some((user, dest, pos)) => {
            let dest_t = rw.body().value_type(*dest);
            (*user, *dest, pos.clone(), dest_t)
        }
        None => {
            let b = one(rw, op, "vector.broadcast", &[padding], t.vector, &[]);
            (op, b, Vec::new(), t.vector)
        }
    };
    let row_t = ctx.vector_type(&t.shape[1..], t.elem);
    let mask_row_t = ctx.vector_type(&t.shape[1..], ctx.integer_type(1));
    let props = inner_props(ctx, t, true);
    let mask = t
        .mask
        .map(|m| extract_source(ctx, rw, m).unwrap_or((m, Vec::new())));
    for i in 0..t.shape[0] {
        let mut pos = prefix.clone();
        pos.push(i);
        let pos_attr = dense_i64_array(ctx, &pos);
        // Built before `at`: the op itself, or the then-yield of the check.
        let (at, guard) = if t.in_bounds[0] {
            (root, None)
        } else {
            let cond = in_bounds_cond(rw, root, t, i);
            let (iff, y) = create_if(rw, root, cond, &[acc_t], &[], &[acc]);
            (y, Some(iff))
        };
        let mut indices = t.indices.clone();
        indices[t.dim] = shifted(rw, at, t.indices[t.dim], i);
        let mut operands = vec![t.base];
        operands.extend_from_slice(&indices);
        operands.push(padding);
        if let Some((m, mpos)) = &mask {
            operands.push(mask_piece(rw, at, *m, mpos, i, mask_row_t));
        }
        let mut piece = one(rw, at, "vector.transfer_read", &operands, row_t, &props);
        if t.shape.len() == 1 {
            // A 0-D piece is inserted as its scalar.
            let p = dense_i64_array(ctx, &[]);
            piece = one(
                rw,
                at,
                "vector.extract",
                &[piece],
                t.elem,
                &[("static_position", p)],
            );
        }
        let inserted = one(
            rw,
            at,
            "vector.insert",
            &[piece, acc],
            acc_t,
            &[("static_position", pos_attr)],
        );
        acc = match guard {
            Some(iff) => {
                rw.modify_op_in_place(at, |body| body.set_operands(at, &[inserted]));
                rw.body().result(iff, 0)
            }
            None => inserted,
        };
    }
    rw.replace_op(root, &[acc]);
    if root != op {
        rw.erase_op(op);
    }
    true
}

/// The vector a write's value is extracted from (when it is a
/// `vector.extract` with static positions) and the position.
fn extract_source(ctx: &Context, rw: &Rw<'_>, value: ValueId) -> Option<(ValueId, Vec<i64>)> {
    let body = rw.body();
    let def = body.defining_op(value)?;
    let o = OpRef::new(ctx, body, def);
    if o.name_str() != "vector.extract" || o.num_operands() != 1 {
        return None;
    }
    Some((o.operand(0), dense_i64_values(ctx, o.attr("static_position")?)?))
}

fn unroll_write(op: OpId, t: &Parts, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(value) = t.value else { return false };
    // On a tensor, each piece's write gives the tensor the next one
    // writes to.
    let tensor = rw.body().results(op).next().map(|r| rw.body().value_type(r));
    let (source, prefix) = extract_source(ctx, rw, value).unwrap_or((value, Vec::new()));
    let row_t = ctx.vector_type(&t.shape[1..], t.elem);
    let mask_row_t = ctx.vector_type(&t.shape[1..], ctx.integer_type(1));
    let props = inner_props(ctx, t, false);
    let mask = t
        .mask
        .map(|m| extract_source(ctx, rw, m).unwrap_or((m, Vec::new())));
    let mut cur = t.base;
    for i in 0..t.shape[0] {
        let mut pos = prefix.clone();
        pos.push(i);
        let pos_attr = dense_i64_array(ctx, &pos);
        let (at, guard) = if t.in_bounds[0] {
            (op, None)
        } else {
            let cond = in_bounds_cond(rw, op, t, i);
            let types: Vec<Type> = tensor.into_iter().collect();
            let yields: Vec<ValueId> = tensor.map(|_| cur).into_iter().collect();
            let (iff, y) = create_if(rw, op, cond, &types, &yields, &yields);
            (y, Some(iff))
        };
        let mut indices = t.indices.clone();
        indices[t.dim] = shifted(rw, at, t.indices[t.dim], i);
        let piece = if t.shape.len() == 1 {
            // A 0-D piece is its scalar broadcast.
            let e = one(
                rw,
                at,
                "vector.extract",
                &[source],
                t.elem,
                &[("static_position", pos_attr)],
            );
            one(rw, at, "vector.broadcast", &[e], row_t, &[])
        } else {
            one(
                rw,
                at,
                "vector.extract",
                &[source],
                row_t,
                &[("static_position", pos_attr)],
            )
        };
        let mut operands = vec![piece, cur];
        operands.extend_from_slice(&indices);
        if let Some((m, mpos)) = &mask {
            operands.push(mask_piece(rw, at, *m, mpos, i, mask_row_t));
        }
        let results: Vec<Type> = tensor.into_iter().collect();
        let w = strata_dialect_vector::lowering::create_op(
            rw,
            at,
            "vector.transfer_write",
            &operands,
            &results,
            &props,
        );
        if tensor.is_some() {
            let written = rw.body().result(w, 0);
            cur = match guard {
                Some(iff) => {
                    rw.modify_op_in_place(at, |body| body.set_operands(at, &[written]));
                    rw.body().result(iff, 0)
                }
                None => written,
            };
        }
    }
    if tensor.is_some() {
        rw.replace_op(op, &[cur]);
    } else {
        rw.erase_op(op);
    }
    true
}

/// Row `i` of the mask (read from the vector the mask was extracted from,
/// at its position `prefix`, when it was).
fn mask_piece(rw: &mut Rw<'_>, at: OpId, mask: ValueId, prefix: &[i64], i: i64, ty: Type) -> ValueId {
    let mut pos = prefix.to_vec();
    pos.push(i);
    let p = dense_i64_array(rw.ctx, &pos);
    one(rw, at, "vector.extract", &[mask], ty, &[("static_position", p)])
}

// ---- permutation maps ---------------------------------------------------------------------

/// Adds the patterns rewriting transfers whose map permutes the memref's
/// minor dimensions into minor-identity transfers and transposes (MLIR's
/// `populateVectorTransferPermutationMapLoweringPatterns`, the part
/// Strata has).
pub(super) fn permutation_patterns(out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(Permutation { read: true }));
    out.push(Box::new(Permutation { read: false }));
}

struct Permutation {
    read: bool,
}

impl RewritePattern for Permutation {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(if self.read {
            "vector.transfer_read"
        } else {
            "vector.transfer_write"
        })
    }

    fn debug_name(&self) -> &str {
        if self.read {
            "TransferReadPermutationLowering"
        } else {
            "TransferWritePermutationLowering"
        }
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut Rw<'_>) -> bool {
        lower_permutation(op, self.read, rw)
    }
}

/// The memref dimensions of a map's results when they are distinct
/// dimensions (a projected permutation without broadcasts).
fn result_dims(ctx: &Context, map: &AffineMap) -> Option<Vec<u32>> {
    let dims: Vec<u32> = map
        .results
        .iter()
        .map(|e| match e.kind(ctx) {
            AffineExprKind::Dim(d) => Some(d),
            _ => None,
        })
        .collect::<Option<_>>()?;
    let mut sorted = dims.clone();
    sorted.sort_unstable();
    sorted.dedup();
    (sorted.len() == dims.len()).then_some(dims)
}

fn lower_permutation(op: OpId, read: bool, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let base_idx = usize::from(!read);
    let vec_t = if read { o.result_type(0) } else { o.operand_type(0) };
    let Some((shape, scalable, elem)) = vector_parts(ctx, vec_t) else {
        return false;
    };
    if scalable.iter().any(|&s| s) || shape.len() < 2 {
        return false;
    }
    let Some(map) = o.attr("permutation_map").and_then(|a| match ctx.attr_kind(a) {
        AttrKind::AffineMap(m) => Some(m.clone()),
        _ => None,
    }) else {
        return false;
    };
    let Some(dims) = result_dims(ctx, &map) else {
        return false;
    };
    let mut sorted = dims.clone();
    sorted.sort_unstable();
    if sorted == dims {
        return false;
    }
    // Only permutations of the minor dimensions (the others need the
    // rank-reducing rewrites Strata does not have).
    let n_dims = map.num_dims;
    let first = n_dims - dims.len() as u32;
    if sorted.iter().enumerate().any(|(j, &d)| d != first + j as u32) {
        return false;
    }
    let Some(flags) = o.attr("in_bounds").and_then(|a| ctx.array_attr_elements(a)) else {
        return false;
    };
    // A mask is given in the memref's order already (that of the
    // minor-identity transfer); reads keep it as it is.
    let has_mask = o.num_operands() == base_idx + 2 + n_dims as usize + usize::from(read);
    if has_mask && !read {
        return false;
    }
    let n = dims.len();
    // Position of each result among the sorted dimensions.
    let rank_of: Vec<usize> = dims.iter().map(|d| (d - first) as usize).collect();
    let mut new_shape = vec![0i64; n];
    let mut new_flags = vec![flags[0]; n];
    for (i, &j) in rank_of.iter().enumerate() {
        new_shape[j] = shape[i];
        new_flags[j] = flags[i];
    }
    let minor = AffineMap::new(
        n_dims,
        map.num_symbols,
        sorted.iter().map(|&d| ctx.affine_dim(d)).collect::<Vec<_>>(),
    );
    let new_t = ctx.vector_type(&new_shape, elem);
    let operands: Vec<ValueId> = o.operands().collect();
    let n_idx = n_dims as i32;
    let props = |segments: [i32; 4]| {
        vec![
            ("in_bounds", ctx.array_attr(&new_flags)),
            (
                "operandSegmentSizes",
                strata_dialect_utils::attrs::dense_i32_array(ctx, &segments),
            ),
            (
                "permutation_map",
                ctx.intern_attr(AttrKind::AffineMap(minor.clone())),
            ),
        ]
    };
    if read {
        let r = one(
            rw,
            op,
            "vector.transfer_read",
            &operands,
            new_t,
            &props([1, n_idx, 1, i32::from(has_mask)]),
        );
        // result[i] = new[rank_of[i]].
        let perm: Vec<i64> = rank_of.iter().map(|&j| j as i64).collect();
        let p = dense_i64_array(ctx, &perm);
        let t = one(rw, op, "vector.transpose", &[r], vec_t, &[("permutation", p)]);
        rw.replace_op(op, &[t]);
    } else {
        // new[j] = value[i] where rank_of[i] = j.
        let mut perm = vec![0i64; n];
        for (i, &j) in rank_of.iter().enumerate() {
            perm[j] = i as i64;
        }
        let p = dense_i64_array(ctx, &perm);
        let t = one(
            rw,
            op,
            "vector.transpose",
            &[operands[0]],
            new_t,
            &[("permutation", p)],
        );
        let mut ops = operands.clone();
        ops[0] = t;
        strata_dialect_vector::lowering::create_op(
            rw,
            op,
            "vector.transfer_write",
            &ops,
            &[],
            &props([1, 1, n_idx, 0]),
        );
        rw.erase_op(op);
    }
    true
}
