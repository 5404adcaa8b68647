//! Unrolling of vector ops to a native shape (MLIR's
//! `populateVectorUnrollPatterns`, for transfer reads and writes,
//! contractions and elementwise ops): the op is repeated on tiles of the
//! native shape, its operands cut with `vector.extract_strided_slice` and
//! its results put together with `vector.insert_strided_slice` into a zero
//! vector. The greedy driver's folds then forward the tiles from the
//! inserts to the extracts.

use strata_dialect_utils::attrs::zero_attr;
use strata_dialect_vector::types_util::{vector_parts, vector_type};
use strata_ir::affine::{AffineExprKind, AffineMap};
use strata_ir::{AttrKind, Attribute, Context, OpId, OpRef, OperationState, Type, ValueId};
use strata_rewrite::{PatternRewriter, PatternRoot, RewritePattern};

type Rw<'a> = PatternRewriter<'a>;

/// The native shape of an op to unroll, `None` to leave it alone (MLIR's
/// `UnrollVectorOptions` native shape function and filter in one).
pub type NativeShapeFn = fn(OpRef<'_>) -> Option<Vec<i64>>;

/// The patterns, for a greedy driver.
pub fn patterns(native: NativeShapeFn) -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(UnrollTransferRead(native)),
        Box::new(UnrollTransferWrite(native)),
        Box::new(UnrollContraction(native)),
        Box::new(UnrollElementwise(native)),
    ]
}

/// The offsets of the tiles of `tile` covering `shape`, the dimensions
/// traversed in `order` (outermost first).
fn tile_offsets(shape: &[i64], tile: &[i64], order: &[usize]) -> Vec<Vec<i64>> {
    let counts: Vec<i64> = shape
        .iter()
        .zip(tile)
        .map(|(&s, &t)| (s + t - 1) / t.max(1))
        .collect();
    let mut out = Vec::new();
    let mut index = vec![0i64; shape.len()];
    loop {
        out.push(index.iter().zip(tile).map(|(&i, &t)| i * t).collect());
        // The next index: the innermost dimension of `order` first.
        let mut k = order.len();
        loop {
            if k == 0 {
                return out;
            }
            k -= 1;
            let d = order[k];
            index[d] += 1;
            if index[d] < counts[d] {
                break;
            }
            index[d] = 0;
        }
    }
}

/// The native shape of `o` (of unroll shape `shape`) when unrolling
/// changes something: `shape` must be a whole number of native tiles, not
/// just one (MLIR's `getTargetShape`).
fn target_shape(native: NativeShapeFn, o: OpRef<'_>, shape: &[i64]) -> Option<Vec<i64>> {
    let target = native(o)?;
    if target.len() > shape.len() || target.iter().any(|&t| t <= 0) {
        return None;
    }
    let lead = shape.len() - target.len();
    let trailing = &shape[lead..];
    if trailing.iter().zip(&target).any(|(&s, &t)| s % t != 0) {
        return None;
    }
    let all_one =
        shape[..lead].iter().all(|&s| s == 1) && trailing.iter().zip(&target).all(|(&s, &t)| s == t);
    (!all_one).then_some(target)
}

/// The fixed shape of the vector type `t`.
fn fixed_shape(ctx: &Context, t: Type) -> Option<(Vec<i64>, Type)> {
    let (shape, scalable, elem) = vector_parts(ctx, t)?;
    (!scalable.iter().any(|&s| s)).then(|| (shape.to_vec(), elem))
}

fn i64_array(ctx: &Context, values: &[i64]) -> Attribute {
    let elems: Vec<Attribute> = values
        .iter()
        .map(|&v| ctx.integer_attr(ctx.integer_type(64), v))
        .collect();
    ctx.array_attr(&elems)
}

fn props(ctx: &Context, entries: &[(&str, Attribute)]) -> Attribute {
    let e: Vec<_> = entries.iter().map(|(n, a)| (ctx.ident(n), *a)).collect();
    ctx.dictionary_attr(&e)
}

/// `vector.extract_strided_slice` of `v` (created and folded before `at`).
fn extract_slice(rw: &mut Rw<'_>, at: OpId, v: ValueId, offsets: &[i64], sizes: &[i64]) -> Option<ValueId> {
    let ctx = rw.ctx;
    let (_, elem) = fixed_shape(ctx, rw.body().value_type(v))?;
    let mut st = OperationState::new(ctx.op_name("vector.extract_strided_slice"), rw.body().op_loc(at));
    st.operands = vec![v];
    st.result_types = vec![vector_type(ctx, sizes, &[], elem)];
    st.properties = Some(props(
        ctx,
        &[
            ("offsets", i64_array(ctx, offsets)),
            ("sizes", i64_array(ctx, sizes)),
            ("strides", i64_array(ctx, &vec![1; sizes.len()])),
        ],
    ));
    rw.set_insertion_point(at);
    rw.create_or_fold(st).first().copied()
}

/// `vector.insert_strided_slice` of `tile` into `dest` (created and folded
/// before `at`).
fn insert_slice(rw: &mut Rw<'_>, at: OpId, tile: ValueId, dest: ValueId, offsets: &[i64]) -> Option<ValueId> {
    let ctx = rw.ctx;
    let body = rw.body();
    let rank = fixed_shape(ctx, body.value_type(tile))?.0.len();
    let mut st = OperationState::new(ctx.op_name("vector.insert_strided_slice"), body.op_loc(at));
    st.operands = vec![tile, dest];
    st.result_types = vec![body.value_type(dest)];
    st.properties = Some(props(
        ctx,
        &[
            ("offsets", i64_array(ctx, offsets)),
            ("strides", i64_array(ctx, &vec![1; rank])),
        ],
    ));
    rw.set_insertion_point(at);
    rw.create_or_fold(st).first().copied()
}

/// A zero vector of type `t` before `at`.
fn zero(rw: &mut Rw<'_>, at: OpId, t: Type) -> Option<ValueId> {
    let ctx = rw.ctx;
    let value = zero_attr(ctx, t)?;
    let mut st = OperationState::new(ctx.op_name("arith.constant"), rw.body().op_loc(at));
    st.result_types = vec![t];
    st.properties = Some(props(ctx, &[("value", value)]));
    rw.set_insertion_point(at);
    let c = rw.create(st);
    Some(rw.body().result(c, 0))
}

/// The op `like` again, with other operands and result type.
fn clone_with(rw: &mut Rw<'_>, like: OpId, operands: Vec<ValueId>, result: Type) -> ValueId {
    let body = rw.body();
    let mut st = OperationState::new(body.op_name(like), body.op_loc(like));
    st.operands = operands;
    st.result_types = vec![result];
    st.properties = body.op_properties(like);
    st.attributes = body.op_attr_dict(like);
    rw.set_insertion_point(like);
    let n = rw.create(st);
    rw.body().result(n, 0)
}

/// The indices of a transfer's tile at `offsets`: each index its vector
/// dimension maps to moved by that dimension's offset with an
/// `affine.apply` (which folds away for offset 0).
fn slice_indices(
    rw: &mut Rw<'_>,
    at: OpId,
    offsets: &[i64],
    indices: &[ValueId],
    map: &AffineMap,
) -> Vec<ValueId> {
    let ctx = rw.ctx;
    let mut out = indices.to_vec();
    let loc = rw.body().op_loc(at);
    for (k, &e) in map.results.iter().enumerate() {
        let AffineExprKind::Dim(pos) = e.kind(ctx) else {
            continue;
        };
        let (Some(&off), Some(&index)) = (offsets.get(k), indices.get(pos as usize)) else {
            continue;
        };
        let m = AffineMap::new(
            1,
            0,
            vec![ctx.affine_add(ctx.affine_dim(0), ctx.affine_constant(off))],
        );
        let mut st = OperationState::new(ctx.op_name("affine.apply"), loc);
        st.operands = vec![index];
        st.result_types = vec![ctx.index_type()];
        st.properties = Some(props(ctx, &[("map", ctx.intern_attr(AttrKind::AffineMap(m)))]));
        rw.set_insertion_point(at);
        let a = rw.create(st);
        out[pos as usize] = rw.body().result(a, 0);
    }
    out
}

/// The permutation map, indices and mask-freedom of a transfer whose
/// operands are grouped as `segments` (source, indices, ...).
fn transfer_parts(o: OpRef<'_>, index_group: usize, mask_group: usize) -> Option<(AffineMap, Vec<ValueId>)> {
    let ctx = o.ctx;
    if !strata_dialect_utils::segments::operand_group(o, mask_group).is_empty() {
        return None;
    }
    let map = match ctx.attr_kind(o.attr("permutation_map")?) {
        AttrKind::AffineMap(m) => m.clone(),
        _ => return None,
    };
    if map.results.is_empty() || strata_dialect_vector::lowering::masked(ctx, o.body, o.id) {
        return None;
    }
    let indices = strata_dialect_utils::segments::operand_group(o, index_group)
        .map(|i| o.operand(i))
        .collect();
    Some((map, indices))
}

/// The state of a transfer like `like` with new operands and result.
fn transfer_like(rw: &Rw<'_>, like: OpId, operands: Vec<ValueId>, results: Vec<Type>) -> OperationState {
    let body = rw.body();
    let mut st = OperationState::new(body.op_name(like), body.op_loc(like));
    st.operands = operands;
    st.result_types = results;
    st.properties = body.op_properties(like);
    st.attributes = body.op_attr_dict(like);
    st
}

/// A `vector.transfer_read` (unmasked) read tile by tile.
struct UnrollTransferRead(NativeShapeFn);

impl RewritePattern for UnrollTransferRead {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("vector.transfer_read")
    }

    fn debug_name(&self) -> &str {
        "UnrollTransferReadPattern"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut Rw<'_>) -> bool {
        let ctx = rw.ctx;
        let o = OpRef::new(ctx, rw.body(), op);
        let vec_t = o.result_type(0);
        let Some((shape, elem)) = fixed_shape(ctx, vec_t) else {
            return false;
        };
        let Some(target) = target_shape(self.0, o, &shape) else {
            return false;
        };
        if target.len() != shape.len() {
            return false;
        }
        let Some((map, indices)) = transfer_parts(o, 1, 3) else {
            return false;
        };
        let source = o.operand(0);
        let padding = o.operand(strata_dialect_utils::segments::operand_group(o, 2).start);
        let tile_t = vector_type(ctx, &target, &[], elem);
        let Some(mut result) = zero(rw, op, vec_t) else {
            return false;
        };
        let order: Vec<usize> = (0..shape.len()).collect();
        for offsets in tile_offsets(&shape, &target, &order) {
            let new_indices = slice_indices(rw, op, &offsets, &indices, &map);
            let mut operands = vec![source];
            operands.extend(new_indices);
            operands.push(padding);
            let st = transfer_like(rw, op, operands, vec![tile_t]);
            rw.set_insertion_point(op);
            let read = rw.create(st);
            let tile = rw.body().result(read, 0);
            let Some(r) = insert_slice(rw, op, tile, result, &offsets) else {
                return false;
            };
            result = r;
        }
        rw.replace_op(op, &[result]);
        true
    }
}

/// A `vector.transfer_write` (unmasked) written tile by tile, each write
/// into the previous one's result on tensors.
struct UnrollTransferWrite(NativeShapeFn);

impl RewritePattern for UnrollTransferWrite {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("vector.transfer_write")
    }

    fn debug_name(&self) -> &str {
        "UnrollTransferWritePattern"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut Rw<'_>) -> bool {
        let ctx = rw.ctx;
        let o = OpRef::new(ctx, rw.body(), op);
        let Some((shape, _)) = fixed_shape(ctx, o.operand_type(0)) else {
            return false;
        };
        let Some(target) = target_shape(self.0, o, &shape) else {
            return false;
        };
        if target.len() != shape.len() {
            return false;
        }
        let Some((map, indices)) = transfer_parts(o, 2, 3) else {
            return false;
        };
        let vector = o.operand(0);
        let mut dest = o.operand(1);
        let results: Vec<Type> = o.result_types().collect();
        let order: Vec<usize> = (0..shape.len()).collect();
        for offsets in tile_offsets(&shape, &target, &order) {
            let Some(tile) = extract_slice(rw, op, vector, &offsets, &target) else {
                return false;
            };
            let new_indices = slice_indices(rw, op, &offsets, &indices, &map);
            let mut operands = vec![tile, dest];
            operands.extend(new_indices);
            let st = transfer_like(rw, op, operands, results.clone());
            rw.set_insertion_point(op);
            let write = rw.create(st);
            if let Some(r) = rw.body().results(write).next() {
                dest = r;
            }
        }
        if results.is_empty() {
            rw.erase_op(op);
        } else {
            rw.replace_op(op, &[dest]);
        }
        true
    }
}

/// The size of each loop of a contraction, from its operands' shapes.
fn contraction_bounds(ctx: &Context, o: OpRef<'_>, maps: &[AffineMap]) -> Option<Vec<i64>> {
    let n = maps.first()?.num_dims as usize;
    let mut bounds = vec![None; n];
    for (k, map) in maps.iter().enumerate().take(3) {
        let (shape, _) = fixed_shape(ctx, o.operand_type(k))?;
        for (j, &e) in map.results.iter().enumerate() {
            if let AffineExprKind::Dim(d) = e.kind(ctx) {
                let slot = bounds.get_mut(d as usize)?;
                if slot.is_none() {
                    *slot = shape.get(j).copied();
                }
            }
        }
    }
    bounds.into_iter().collect()
}

/// `map`'s results (dimensions) picked from `values`.
fn permute(ctx: &Context, map: &AffineMap, values: &[i64]) -> Option<Vec<i64>> {
    map.results
        .iter()
        .map(|&e| match e.kind(ctx) {
            AffineExprKind::Dim(d) => values.get(d as usize).copied(),
            _ => None,
        })
        .collect()
}

/// A `vector.contract` (unmasked, of vector accumulator) computed tile by
/// tile of its iteration space; the reduction tiles of one accumulator
/// tile are chained through it.
struct UnrollContraction(NativeShapeFn);

impl RewritePattern for UnrollContraction {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("vector.contract")
    }

    fn debug_name(&self) -> &str {
        "UnrollContractionPattern"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut Rw<'_>) -> bool {
        let ctx = rw.ctx;
        let o = OpRef::new(ctx, rw.body(), op);
        if o.num_operands() != 3 || strata_dialect_vector::lowering::masked(ctx, o.body, op) {
            return false;
        }
        let Some(maps) = o
            .attr("indexing_maps")
            .and_then(|a| super::contract::maps_of(ctx, a))
        else {
            return false;
        };
        let res_t = o.result_type(0);
        let Some((_, res_elem)) = fixed_shape(ctx, res_t) else {
            return false;
        };
        let Some(bounds) = contraction_bounds(ctx, o, &maps) else {
            return false;
        };
        let Some(target) = target_shape(self.0, o, &bounds) else {
            return false;
        };
        if target.len() != bounds.len() || maps.len() != 3 {
            return false;
        }
        let operands: Vec<ValueId> = o.operands().collect();
        let order: Vec<usize> = (0..bounds.len()).collect();
        // The accumulator tiles computed so far, in order of first use.
        let mut acc: Vec<(Vec<i64>, ValueId)> = Vec::new();
        for offsets in tile_offsets(&bounds, &target, &order) {
            let mut sliced = Vec::with_capacity(3);
            for (k, map) in maps.iter().enumerate() {
                let (Some(offs), Some(sizes)) = (permute(ctx, map, &offsets), permute(ctx, map, &target))
                else {
                    return false;
                };
                if k == 2 {
                    if let Some((_, v)) = acc.iter().find(|(a, _)| *a == offs) {
                        sliced.push(*v);
                        continue;
                    }
                }
                let Some(v) = extract_slice(rw, op, operands[k], &offs, &sizes) else {
                    return false;
                };
                sliced.push(v);
            }
            let (Some(acc_offsets), Some(acc_sizes)) =
                (permute(ctx, &maps[2], &offsets), permute(ctx, &maps[2], &target))
            else {
                return false;
            };
            let tile_t = vector_type(ctx, &acc_sizes, &[], res_elem);
            let v = clone_with(rw, op, sliced, tile_t);
            match acc.iter_mut().find(|(a, _)| *a == acc_offsets) {
                Some(slot) => slot.1 = v,
                None => acc.push((acc_offsets, v)),
            }
        }
        let Some(mut result) = zero(rw, op, res_t) else {
            return false;
        };
        for (offsets, v) in acc {
            let Some(r) = insert_slice(rw, op, v, result, &offsets) else {
                return false;
            };
            result = r;
        }
        rw.replace_op(op, &[result]);
        true
    }
}

/// An elementwise op on vectors computed tile by tile.
struct UnrollElementwise(NativeShapeFn);

impl RewritePattern for UnrollElementwise {
    fn root(&self) -> PatternRoot {
        PatternRoot::Any
    }

    fn debug_name(&self) -> &str {
        "UnrollElementwisePattern"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut Rw<'_>) -> bool {
        let ctx = rw.ctx;
        let o = OpRef::new(ctx, rw.body(), op);
        if !super::sink::is_elementwise_mappable(o) || o.num_results() != 1 || o.num_regions() != 0 {
            return false;
        }
        let res_t = o.result_type(0);
        let Some((shape, res_elem)) = fixed_shape(ctx, res_t) else {
            return false;
        };
        let Some(target) = target_shape(self.0, o, &shape) else {
            return false;
        };
        if target.len() != shape.len() {
            return false;
        }
        let operands: Vec<ValueId> = o.operands().collect();
        let Some(mut result) = zero(rw, op, res_t) else {
            return false;
        };
        let tile_t = vector_type(ctx, &target, &[], res_elem);
        let order: Vec<usize> = (0..shape.len()).collect();
        for offsets in tile_offsets(&shape, &target, &order) {
            let mut sliced = Vec::with_capacity(operands.len());
            for &v in &operands {
                if vector_parts(ctx, rw.body().value_type(v)).is_none() {
                    sliced.push(v);
                    continue;
                }
                let Some(s) = extract_slice(rw, op, v, &offsets, &target) else {
                    return false;
                };
                sliced.push(s);
            }
            let v = clone_with(rw, op, sliced, tile_t);
            let Some(r) = insert_slice(rw, op, v, result, &offsets) else {
                return false;
            };
            result = r;
        }
        rw.replace_op(op, &[result]);
        true
    }
}

/// The native shapes of `test-vector-to-vector-lowering`'s `unroll`:
/// 2x2 tiles of `arith.addf`, `arith.select` and `arith.cmpf`, 2x2x2
/// iteration tiles of contractions, and for transfers the shape of the
/// strided slices their vector goes through.
pub fn test_native_shape(o: OpRef<'_>) -> Option<Vec<i64>> {
    let ctx = o.ctx;
    match o.name_str() {
        "arith.addf" | "arith.select" | "arith.cmpf" => Some(vec![2, 2]),
        "vector.contract" => Some(vec![2, 2, 2]),
        "vector.transfer_read" => {
            let mut shape: Option<Type> = None;
            for (user, _) in o.body.uses(o.result(0)) {
                let u = OpRef::new(ctx, o.body, user);
                if u.name_str() != "vector.extract_strided_slice" {
                    return None;
                }
                let t = u.result_type(0);
                if shape.is_some_and(|s| s != t) {
                    return None;
                }
                shape = Some(t);
            }
            Some(fixed_shape(ctx, shape?)?.0)
        }
        "vector.transfer_write" => {
            let insert = strata_dialect_utils::matchers::def(o, o.operand(0))
                .filter(|d| d.name_str() == "vector.insert_strided_slice")?;
            Some(fixed_shape(ctx, insert.operand_type(0))?.0)
        }
        _ => None,
    }
}
