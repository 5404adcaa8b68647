//! The patterns that cast away the leading unit dimensions of vector ops
//! (MLIR's `populateCastAwayVectorLeadingOneDimPatterns`): the op is
//! rebuilt on operands with those dimensions extracted away, and its
//! result broadcast back to the original type.

use strata_dialect_vector::lowering::create_op;
use strata_dialect_vector::types_util::{vector_parts, vector_type};
use strata_ir::affine::AffineMap;
use strata_ir::{Attribute, Context, OpId, OpRef, Type, TypeKind, ValueId, DYNAMIC};
use strata_ods::directives::{dense_i64_array, dense_i64_values};
use strata_rewrite::{PatternRewriter, PatternRoot, RewritePattern};

use super::transfer_permutation::{rebuild_transfer, transfer_parts};

type Rw<'a> = PatternRewriter<'a>;

/// The patterns, in MLIR's order, for a greedy driver.
pub fn patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(CastAway(
            "vector.extract_strided_slice",
            "CastAwayExtractStridedSliceLeadingOneDim",
            extract_strided_slice,
        )),
        Box::new(CastAway(
            "vector.insert_strided_slice",
            "CastAwayInsertStridedSliceLeadingOneDim",
            insert_strided_slice,
        )),
        Box::new(CastAway("vector.insert", "CastAwayInsertLeadingOneDim", insert)),
        Box::new(CastAway(
            "vector.constant_mask",
            "CastAwayConstantMaskLeadingOneDim",
            constant_mask,
        )),
        Box::new(CastAway(
            "vector.transfer_read",
            "CastAwayTransferReadLeadingOneDim",
            transfer_read,
        )),
        Box::new(CastAway(
            "vector.transfer_write",
            "CastAwayTransferWriteLeadingOneDim",
            transfer_write,
        )),
        Box::new(CastAwayElementwiseLeadingOneDim),
        Box::new(CastAway(
            "vector.contract",
            "CastAwayContractionLeadingOneDim",
            contraction,
        )),
        Box::new(CastAway(
            "vector.mask",
            "CastAwayContractionLeadingOneDim",
            masked_contraction,
        )),
    ]
}

/// `t` without its leading fixed unit dimensions, keeping at least one
/// dimension; `None` for a type that is not a vector.
fn trim_leading_one_dims(ctx: &Context, t: Type) -> Option<Type> {
    let (shape, _, elem) = vector_parts(ctx, t)?;
    let scalable = strata_dialect_vector::types_util::scalable_dims(ctx, t);
    let mut drop = 0;
    while drop < shape.len() && shape[drop] == 1 && !scalable[drop] {
        drop += 1;
    }
    // A vector keeps at least one dimension.
    if drop == shape.len() {
        drop = shape.len().saturating_sub(1);
    }
    Some(vector_type(ctx, &shape[drop..], &scalable[drop..], elem))
}

fn rank(ctx: &Context, t: Type) -> usize {
    vector_parts(ctx, t).map_or(0, |(s, _, _)| s.len())
}

/// `v` with its `count` leading dimensions extracted away (at 0), of
/// type `ty`.
fn extract_leading(rw: &mut Rw<'_>, at: OpId, v: ValueId, count: usize, ty: Type) -> ValueId {
    let pos = dense_i64_array(rw.ctx, &vec![0; count]);
    let e = create_op(rw, at, "vector.extract", &[v], &[ty], &[("static_position", pos)]);
    rw.body().result(e, 0)
}

/// Replaces `op` by the broadcast of `v` to `ty`.
fn replace_by_broadcast(rw: &mut Rw<'_>, op: OpId, v: ValueId, ty: Type) {
    let b = create_op(rw, op, "vector.broadcast", &[v], &[ty], &[]);
    let r = rw.body().result(b, 0);
    rw.replace_op(op, &[r]);
}

/// The elements of array attribute `name` of `o` from `from` on.
fn array_from(ctx: &Context, o: OpRef<'_>, name: &str, keep: impl Fn(usize) -> usize) -> Option<Attribute> {
    let elems = ctx.array_attr_elements(o.attr(name)?)?;
    let from = keep(elems.len());
    Some(ctx.array_attr(&elems[from.min(elems.len())..]))
}

type Apply = fn(OpId, &mut Rw<'_>) -> bool;

/// A pattern rooted on one op kind.
struct CastAway(&'static str, &'static str, Apply);

impl RewritePattern for CastAway {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(self.0)
    }

    fn debug_name(&self) -> &str {
        self.1
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut Rw<'_>) -> bool {
        (self.2)(op, rw)
    }
}

/// `extract_strided_slice` of a source with leading unit dimensions: the
/// slice of the source without them, offsets, sizes and strides dropped
/// alike.
fn extract_strided_slice(op: OpId, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let old_src = o.operand_type(0);
    let Some(new_src) = trim_leading_one_dims(ctx, old_src) else {
        return false;
    };
    let drop = rank(ctx, old_src) - rank(ctx, new_src);
    if drop == 0 {
        return false;
    }
    let old_dst = o.result_type(0);
    let Some((dshape, _, elem)) = vector_parts(ctx, old_dst) else {
        return false;
    };
    let dsc = strata_dialect_vector::types_util::scalable_dims(ctx, old_dst);
    let new_dst = vector_type(ctx, &dshape[drop..], &dsc[drop..], elem);
    let (Some(offsets), Some(sizes), Some(strides)) = (
        array_from(ctx, o, "offsets", |_| drop),
        array_from(ctx, o, "sizes", |_| drop),
        array_from(ctx, o, "strides", |_| drop),
    ) else {
        return false;
    };
    let src = o.operand(0);
    let new_src_v = extract_leading(rw, op, src, drop, new_src);
    let slice = create_op(
        rw,
        op,
        "vector.extract_strided_slice",
        &[new_src_v],
        &[new_dst],
        &[("offsets", offsets), ("sizes", sizes), ("strides", strides)],
    );
    let v = rw.body().result(slice, 0);
    replace_by_broadcast(rw, op, v, old_dst);
    true
}

/// `insert_strided_slice` with leading unit dimensions on either side:
/// the insertion of the trimmed source into the trimmed destination, with
/// the trailing offsets and strides.
fn insert_strided_slice(op: OpId, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let (old_src, old_dst) = (o.operand_type(0), o.operand_type(1));
    let (Some(new_src), Some(new_dst)) = (
        trim_leading_one_dims(ctx, old_src),
        trim_leading_one_dims(ctx, old_dst),
    ) else {
        return false;
    };
    let (src_rank, dst_rank) = (rank(ctx, new_src), rank(ctx, new_dst));
    let src_drop = rank(ctx, old_src) - src_rank;
    let dst_drop = rank(ctx, old_dst) - dst_rank;
    if src_drop == 0 && dst_drop == 0 {
        return false;
    }
    let (Some(offsets), Some(strides)) = (
        array_from(ctx, o, "offsets", |n| n.saturating_sub(dst_rank)),
        array_from(ctx, o, "strides", |n| n.saturating_sub(src_rank)),
    ) else {
        return false;
    };
    let (src, dst) = (o.operand(0), o.operand(1));
    let new_src_v = extract_leading(rw, op, src, src_drop, new_src);
    let new_dst_v = extract_leading(rw, op, dst, dst_drop, new_dst);
    let ins = create_op(
        rw,
        op,
        "vector.insert_strided_slice",
        &[new_src_v, new_dst_v],
        &[new_dst],
        &[("offsets", offsets), ("strides", strides)],
    );
    let v = rw.body().result(ins, 0);
    replace_by_broadcast(rw, op, v, old_dst);
    true
}

/// `vector.insert` with leading unit dimensions on either side: the
/// insertion of the trimmed value into the trimmed destination, the
/// position trimmed by the destination's dropped dimensions and padded
/// with zeros for the value's.
fn insert(op: OpId, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let old_src = o.operand_type(0);
    let (old_src_rank, new_src, new_src_rank) = match trim_leading_one_dims(ctx, old_src) {
        Some(t) => (rank(ctx, old_src), t, rank(ctx, t)),
        None => (0, old_src, 0),
    };
    let old_dst = o.operand_type(1);
    let Some(new_dst) = trim_leading_one_dims(ctx, old_dst) else {
        return false;
    };
    let (old_dst_rank, new_dst_rank) = (rank(ctx, old_dst), rank(ctx, new_dst));
    if old_src_rank == new_src_rank && old_dst_rank == new_dst_rank {
        return false;
    }
    let Some(static_pos) = o.attr("static_position").and_then(|a| dense_i64_values(ctx, a)) else {
        return false;
    };
    // The position: mixed static and dynamic entries.
    let dynamic_operands: Vec<ValueId> = o.operands().skip(2).collect();
    let mut dynamic = dynamic_operands.into_iter();
    let mixed: Vec<(i64, Option<ValueId>)> = static_pos
        .iter()
        .map(|&p| {
            if p == DYNAMIC {
                (p, dynamic.next())
            } else {
                (p, None)
            }
        })
        .collect();
    let new_pos_rank = mixed.len().saturating_sub(old_dst_rank - new_dst_rank);
    let mut pos: Vec<(i64, Option<ValueId>)> = mixed[mixed.len() - new_pos_rank..].to_vec();
    pos.resize(new_dst_rank.saturating_sub(new_src_rank), (0, None));
    let (src, dst) = (o.operand(0), o.operand(1));
    let new_src_v = if old_src_rank != 0 {
        extract_leading(rw, op, src, old_src_rank - new_src_rank, new_src)
    } else {
        src
    };
    let new_dst_v = extract_leading(rw, op, dst, old_dst_rank - new_dst_rank, new_dst);
    let mut operands = vec![new_src_v, new_dst_v];
    operands.extend(pos.iter().filter_map(|p| p.1));
    let statics: Vec<i64> = pos.iter().map(|p| p.0).collect();
    let statics = dense_i64_array(ctx, &statics);
    let ins = create_op(
        rw,
        op,
        "vector.insert",
        &operands,
        &[new_dst],
        &[("static_position", statics)],
    );
    let v = rw.body().result(ins, 0);
    replace_by_broadcast(rw, op, v, old_dst);
    true
}

/// `constant_mask` with leading unit dimensions: the mask of the trimmed
/// type, its first size the product of the dropped ones and the first
/// kept one.
fn constant_mask(op: OpId, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let old = o.result_type(0);
    let Some(new) = trim_leading_one_dims(ctx, old) else {
        return false;
    };
    if new == old {
        return false;
    }
    let drop = rank(ctx, old) - rank(ctx, new);
    let Some(sizes) = o.attr("mask_dim_sizes").and_then(|a| dense_i64_values(ctx, a)) else {
        return false;
    };
    if sizes.len() <= drop {
        return false;
    }
    let mut new_sizes = vec![sizes[..=drop].iter().product::<i64>()];
    new_sizes.extend_from_slice(&sizes[drop + 1..]);
    let attr = dense_i64_array(ctx, &new_sizes);
    let mask = create_op(
        rw,
        op,
        "vector.constant_mask",
        &[],
        &[new],
        &[("mask_dim_sizes", attr)],
    );
    let v = rw.body().result(mask, 0);
    replace_by_broadcast(rw, op, v, old);
    true
}

/// The trimmed vector type of a transfer of a non-0-D vector, not under
/// `vector.mask`, whose element type is the source's, with its
/// permutation map and `in_bounds` trimmed alike; `None` when nothing is
/// to trim.
fn trimmed_transfer(rw: &Rw<'_>, op: OpId, read: bool) -> Option<(Type, Type, AffineMap, Vec<bool>)> {
    let ctx = rw.ctx;
    let t = transfer_parts(rw, op, read)?;
    let body = rw.body();
    let base = body.operand(op, usize::from(!read));
    let base_elem = match ctx.type_kind(body.value_type(base)) {
        TypeKind::MemRef { element, .. } | TypeKind::RankedTensor { element, .. } => *element,
        _ => return None,
    };
    if base_elem != t.elem {
        return None;
    }
    let new_t = trim_leading_one_dims(ctx, t.vec_t)?;
    if new_t == t.vec_t {
        return None;
    }
    let new_rank = rank(ctx, new_t);
    let keep = t.map.results.len().saturating_sub(new_rank);
    let map = AffineMap {
        num_dims: t.map.num_dims,
        num_symbols: t.map.num_symbols,
        results: t.map.results[keep..].into(),
    };
    let in_bounds = t.in_bounds[t.in_bounds.len().saturating_sub(new_rank)..].to_vec();
    // The trimmed mask's type must exist before anything is built.
    strata_dialect_vector::transfer_mask_type(ctx, new_t, &map)?;
    Some((t.vec_t, new_t, map, in_bounds))
}

/// Whether `src` broadcasts to `dst` without a stretch of a scalable
/// dimension (MLIR's `isBroadcastableTo` succeeding).
fn broadcastable(ctx: &Context, src: Type, dst: Type) -> bool {
    let (Some((ss, _, _)), Some((ds, _, _))) = (vector_parts(ctx, src), vector_parts(ctx, dst)) else {
        return false;
    };
    if ss.len() > ds.len() {
        return false;
    }
    let (ssc, dsc) = (
        strata_dialect_vector::types_util::scalable_dims(ctx, src),
        strata_dialect_vector::types_util::scalable_dims(ctx, dst),
    );
    let lead = ds.len() - ss.len();
    (0..ss.len()).all(|i| {
        let (s, d) = (ss[i], ds[lead + i]);
        (s == 1 && !ssc[i]) || (s == d && ssc[i] == dsc[lead + i])
    })
}

/// The mask operand of transfer `op` (its last operand when it has one)
/// trimmed for a transfer of `new_t` with `map`: the extraction of its
/// leading dimensions when the new mask type broadcasts to the old one, a
/// shape cast otherwise.
fn trim_mask(rw: &mut Rw<'_>, op: OpId, new_t: Type, map: &AffineMap) -> Option<Option<ValueId>> {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    if strata_dialect_utils::segments::operand_group(o, 3).is_empty() {
        return Some(None);
    }
    let mask = o.operand(o.num_operands() - 1);
    let old_mask_t = o.operand_type(o.num_operands() - 1);
    let new_mask_t = strata_dialect_vector::transfer_mask_type(ctx, new_t, map)?;
    if broadcastable(ctx, new_mask_t, old_mask_t) {
        let drop = rank(ctx, old_mask_t) - rank(ctx, new_mask_t);
        return Some(Some(extract_leading(rw, op, mask, drop, new_mask_t)));
    }
    let c = create_op(rw, op, "vector.shape_cast", &[mask], &[new_mask_t], &[]);
    Some(Some(rw.body().result(c, 0)))
}

/// Sets the last operand of `op` (its mask) to `mask`.
fn set_mask(rw: &mut Rw<'_>, op: OpId, mask: Option<ValueId>) {
    if let Some(m) = mask {
        let last = rw.body().num_operands(op) - 1;
        rw.modify_op_in_place(op, |b| b.set_operand(op, last, m));
    }
}

/// A transfer read of a vector with leading unit dimensions reads the
/// trimmed vector (the trailing results of its map) and broadcasts it.
fn transfer_read(op: OpId, rw: &mut Rw<'_>) -> bool {
    let Some((old_t, new_t, map, in_bounds)) = trimmed_transfer(rw, op, true) else {
        return false;
    };
    let Some(mask) = trim_mask(rw, op, new_t, &map) else {
        return false;
    };
    let read = rebuild_transfer(rw, op, map, &in_bounds, Some(new_t), None);
    set_mask(rw, read, mask);
    let v = rw.body().result(read, 0);
    replace_by_broadcast(rw, op, v, old_t);
    true
}

/// A transfer write of a vector with leading unit dimensions writes the
/// vector with them extracted away (the trailing results of its map).
fn transfer_write(op: OpId, rw: &mut Rw<'_>) -> bool {
    let Some((old_t, new_t, map, in_bounds)) = trimmed_transfer(rw, op, false) else {
        return false;
    };
    let drop = rank(rw.ctx, old_t) - rank(rw.ctx, new_t);
    let vector = rw.body().operand(op, 0);
    let new_vector = extract_leading(rw, op, vector, drop, new_t);
    let Some(mask) = trim_mask(rw, op, new_t, &map) else {
        return false;
    };
    let write = rebuild_transfer(rw, op, map, &in_bounds, None, Some(new_vector));
    set_mask(rw, write, mask);
    let results: Vec<ValueId> = rw.body().results(write).collect();
    rw.replace_op(op, &results);
    true
}

/// An elementwise op whose vector result has leading unit dimensions
/// works on its vector operands with them extracted away.
struct CastAwayElementwiseLeadingOneDim;

impl RewritePattern for CastAwayElementwiseLeadingOneDim {
    fn root(&self) -> PatternRoot {
        PatternRoot::Any
    }

    fn debug_name(&self) -> &str {
        "CastAwayElementwiseLeadingOneDim"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut Rw<'_>) -> bool {
        let ctx = rw.ctx;
        let o = OpRef::new(ctx, rw.body(), op);
        if !super::sink::is_elementwise_mappable(o) || o.num_results() != 1 {
            return false;
        }
        let ty = o.result_type(0);
        let Some(new_ty) = trim_leading_one_dims(ctx, ty) else {
            return false;
        };
        if new_ty == ty {
            return false;
        }
        let drop = rank(ctx, ty) - rank(ctx, new_ty);
        let operands: Vec<ValueId> = o.operands().collect();
        let mut new_operands = Vec::with_capacity(operands.len());
        for v in operands {
            let t = rw.body().value_type(v);
            match vector_parts(ctx, t) {
                Some((shape, _, elem)) => {
                    let sc = strata_dialect_vector::types_util::scalable_dims(ctx, t);
                    let from = drop.min(shape.len());
                    let nt = vector_type(ctx, &shape[from..], &sc[from..], elem);
                    new_operands.push(extract_leading(rw, op, v, drop, nt));
                }
                None => new_operands.push(v),
            }
        }
        let v = super::sink::recreate(rw, op, new_operands, new_ty);
        replace_by_broadcast(rw, op, v, ty);
        true
    }
}

/// An unmasked contraction whose accumulator has a leading unit
/// dimension.
fn contraction(op: OpId, rw: &mut Rw<'_>) -> bool {
    if strata_dialect_vector::lowering::masked(rw.ctx, rw.body(), op) {
        return false;
    }
    cast_away_contraction(op, None, rw)
}

/// A `vector.mask` of such a contraction: the mask loses its leading
/// dimension too.
fn masked_contraction(op: OpId, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let Some(&region) = body.regions_in_body(op).first() else {
        return false;
    };
    let Some(block) = body.region_blocks(region).next() else {
        return false;
    };
    let ops: Vec<OpId> = body.block_ops(block).collect();
    let [inner, _yield] = ops[..] else {
        return false;
    };
    if ctx.op_name_str(body.op_name(inner)) != "vector.contract" {
        return false;
    }
    cast_away_contraction(inner, Some(op), rw)
}

/// MLIR's `castAwayContractionLeadingOneDim`: the iteration dimension of
/// the accumulator's leading unit dimension, when parallel, is dropped;
/// operands having it elsewhere are transposed to bring it first (unless
/// only unit dimensions move), and operands having it first lose it.
fn cast_away_contraction(op: OpId, mask_op: Option<OpId>, rw: &mut Rw<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let acc_t = o.operand_type(2);
    let Some((acc_shape, _, _)) = vector_parts(ctx, acc_t) else {
        return false;
    };
    if acc_shape.len() < 2 || acc_shape[0] != 1 || o.num_operands() != 3 {
        return false;
    }
    let (Some(maps), Some(iterators)) = (
        o.attr("indexing_maps")
            .and_then(|a| super::contract::maps_of(ctx, a)),
        o.attr("iterator_types").and_then(|a| ctx.array_attr_elements(a)),
    ) else {
        return false;
    };
    let iterators = iterators.to_vec();
    // Every result of the maps is a dimension.
    let dims: Option<Vec<Vec<u32>>> = maps
        .iter()
        .map(|m| {
            m.results
                .iter()
                .map(|r| match r.kind(ctx) {
                    strata_ir::affine::AffineExprKind::Dim(d) => Some(d),
                    _ => None,
                })
                .collect()
        })
        .collect();
    let Some(dims) = dims else {
        return false;
    };
    if maps.len() != 3 || dims[2].is_empty() {
        return false;
    }
    let drop_dim = dims[2][0];
    let parallel = iterators
        .get(drop_dim as usize)
        .is_some_and(|&a| strata_dialect_vector::ITERATOR_TYPE.attr_value(ctx, a) == Some(0));
    if !parallel || dims[0].is_empty() || dims[1].is_empty() {
        return false;
    }
    let new_iterators: Vec<Attribute> = iterators
        .iter()
        .enumerate()
        .filter(|&(i, _)| i != drop_dim as usize)
        .map(|(_, &a)| a)
        .collect();
    let kind = o.attr("kind");
    let result_t = o.result_type(0);
    let mut operands: Vec<ValueId> = o.operands().collect();
    let at = mask_op.unwrap_or(op);
    let num_dims = maps[0].num_dims;
    let mut new_maps = Vec::new();
    let mut new_operands = Vec::new();
    for (i, map_dims) in dims.iter().enumerate() {
        let mut map_dims = map_dims.clone();
        if map_dims[0] != drop_dim {
            let mut perm: Vec<i64> = Vec::new();
            let mut moved: Vec<u32> = Vec::new();
            let mut needed = false;
            for (k, &d) in map_dims.iter().enumerate() {
                if d == drop_dim {
                    needed = true;
                    perm.insert(0, k as i64);
                    moved.insert(0, d);
                } else {
                    perm.push(k as i64);
                    moved.push(d);
                }
            }
            let t = rw.body().value_type(operands[i]);
            let shape = vector_parts(ctx, t)
                .map(|(s, _, _)| s.to_vec())
                .unwrap_or_default();
            let non_outer_unit = perm[..perm.len().saturating_sub(1)]
                .iter()
                .enumerate()
                .any(|(k, &p)| p != k as i64 && shape.get(k).is_some_and(|&s| s != 1));
            if needed {
                map_dims = moved;
                if non_outer_unit {
                    operands[i] = transpose(rw, at, operands[i], &perm);
                }
            }
        }
        let extract = map_dims[0] == drop_dim;
        let results: Vec<strata_ir::affine::AffineExpr> = map_dims
            .iter()
            .filter(|&&d| d != drop_dim)
            .map(|&d| ctx.affine_dim(if d < drop_dim { d } else { d - 1 }))
            .collect();
        new_maps.push(AffineMap::new(num_dims - 1, 0, results));
        let v = operands[i];
        new_operands.push(if extract {
            let t = rw.body().value_type(v);
            match trim_first(ctx, t) {
                Some(nt) => extract_leading(rw, at, v, 1, nt),
                None => v,
            }
        } else {
            v
        });
    }
    let new_result_t = match trim_first(ctx, result_t) {
        Some(t) => t,
        None => return false,
    };
    let mut props = vec![
        ("indexing_maps", super::contract::maps_attr(ctx, new_maps)),
        ("iterator_types", ctx.array_attr(&new_iterators)),
    ];
    if let Some(k) = kind {
        props.push(("kind", k));
    }
    let loc = rw.body().op_loc(op);
    let mut st = strata_ir::OperationState::new(ctx.op_name("vector.contract"), loc);
    st.operands = new_operands;
    st.result_types = vec![new_result_t];
    let entries: Vec<_> = props.iter().map(|(n, a)| (ctx.ident(n), *a)).collect();
    st.properties = Some(ctx.dictionary_attr(&entries));
    st.populate_default_properties(ctx);
    let v = match mask_op {
        Some(m) => {
            let mask = rw.body().operand(m, 0);
            let mask_t = rw.body().value_type(mask);
            let new_mask = match trim_first(ctx, mask_t) {
                Some(nt) => extract_leading(rw, at, mask, 1, nt),
                None => mask,
            };
            let mloc = rw.body().op_loc(m);
            super::subset_folding::mask_op(rw, at, mloc, vec![new_mask], new_result_t, st)
        }
        None => {
            rw.set_insertion_point(at);
            let c = rw.create(st);
            rw.body().result(c, 0)
        }
    };
    replace_by_broadcast(rw, at, v, result_t);
    true
}

/// `t` without its first dimension.
fn trim_first(ctx: &Context, t: Type) -> Option<Type> {
    let (shape, _, elem) = vector_parts(ctx, t)?;
    if shape.is_empty() {
        return None;
    }
    let sc = strata_dialect_vector::types_util::scalable_dims(ctx, t);
    Some(vector_type(ctx, &shape[1..], &sc[1..], elem))
}

/// `vector.transpose` of `v` by `perm` before `at`, folded when it can be.
fn transpose(rw: &mut Rw<'_>, at: OpId, v: ValueId, perm: &[i64]) -> ValueId {
    let ctx = rw.ctx;
    let t = rw.body().value_type(v);
    let Some((shape, _, elem)) = vector_parts(ctx, t) else {
        return v;
    };
    let sc = strata_dialect_vector::types_util::scalable_dims(ctx, t);
    let nshape: Vec<i64> = perm.iter().map(|&p| shape[p as usize]).collect();
    let nsc: Vec<bool> = perm.iter().map(|&p| sc[p as usize]).collect();
    let nt = vector_type(ctx, &nshape, &nsc, elem);
    let mut st = strata_ir::OperationState::new(ctx.op_name("vector.transpose"), rw.body().op_loc(at));
    st.operands = vec![v];
    st.result_types = vec![nt];
    st.properties = Some(ctx.dictionary_attr(&[(ctx.ident("permutation"), dense_i64_array(ctx, perm))]));
    rw.set_insertion_point(at);
    let vals = rw.create_or_fold(st);
    vals.first().copied().unwrap_or(v)
}
