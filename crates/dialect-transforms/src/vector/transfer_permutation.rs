//! The transfer permutation-map lowering patterns (MLIR's
//! `populateVectorTransferPermutationMapLoweringPatterns`): a transfer
//! whose permutation map permutes or broadcasts becomes a transfer with a
//! minor-identity map followed (reads) or preceded (writes) by
//! `vector.transpose` / `vector.broadcast`. A mask operand is kept (made
//! to the new rank by a write that gains dimensions); transfers masked by
//! `vector.mask` are left alone.

use strata_dialect_vector::lowering::create_one;
use strata_ir::affine::{AffineExpr, AffineExprKind, AffineMap};
use strata_ir::{AttrKind, Attribute, Context, OpId, OperationState, Type, TypeKind, ValueId};
use strata_rewrite::{PatternRewriter, PatternRoot, RewritePattern};

/// The patterns, for a greedy driver.
pub fn patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(TransferReadPermutationLowering),
        Box::new(TransferWritePermutationLowering),
        Box::new(TransferWriteNonPermutationLowering),
        Box::new(TransferOpReduceRank),
    ]
}

/// The parts of a transfer op the patterns read.
pub(crate) struct Transfer {
    pub(crate) map: AffineMap,
    pub(crate) in_bounds: Vec<bool>,
    pub(crate) vec_t: Type,
    shape: Vec<i64>,
    scalable: Vec<bool>,
    pub(crate) elem: Type,
}

/// The parts of a transfer that is not masked by a `vector.mask` (it may
/// have a mask operand, which the patterns keep).
pub(crate) fn transfer_parts(rw: &PatternRewriter<'_>, op: OpId, read: bool) -> Option<Transfer> {
    let ctx = rw.ctx;
    let body = rw.body();
    // A transfer masked by `vector.mask` is not handled.
    if body
        .parent_op(op)
        .is_some_and(|p| ctx.op_name_str(body.op_name(p)) == "vector.mask")
    {
        return None;
    }
    let map = match ctx.attr_kind(body.op_attr(ctx, op, "permutation_map")?) {
        AttrKind::AffineMap(m) => m.clone(),
        _ => return None,
    };
    let in_bounds: Vec<bool> = ctx
        .array_attr_elements(body.op_attr(ctx, op, "in_bounds")?)?
        .iter()
        .map(|&a| a == ctx.bool_attr(true))
        .collect();
    let vec_t = if read {
        body.value_type(body.result(op, 0))
    } else {
        body.value_type(body.operand(op, 0))
    };
    let TypeKind::Vector {
        shape,
        scalable,
        element,
    } = ctx.type_kind(vec_t)
    else {
        return None;
    };
    let scalable = if scalable.is_empty() {
        vec![false; shape.len()]
    } else {
        scalable.to_vec()
    };
    if map.results.is_empty() || in_bounds.len() != shape.len() {
        return None;
    }
    Some(Transfer {
        map,
        in_bounds,
        vec_t,
        shape: shape.to_vec(),
        scalable,
        elem: *element,
    })
}

/// MLIR's `AffineMap::isPermutationOfMinorIdentityWithBroadcasting`: the
/// position of each result in the minor identity (with broadcasting) the
/// map permutes.
fn permutation_of_minor_identity(ctx: &Context, map: &AffineMap) -> Option<Vec<u32>> {
    let (dims, results) = (map.num_dims, map.results.len() as u32);
    let projection_start = dims.saturating_sub(results);
    let leading_broadcast = results.saturating_sub(dims);
    let mut perm = vec![0u32; results as usize];
    let mut found = vec![false; dims.max(results) as usize];
    let mut broadcast = Vec::new();
    for (i, e) in map.results.iter().enumerate() {
        match e.kind(ctx) {
            AffineExprKind::Constant(0) => broadcast.push(i),
            AffineExprKind::Dim(d) => {
                if d < projection_start {
                    return None;
                }
                let p = d - projection_start + leading_broadcast;
                perm[i] = p;
                *found.get_mut(p as usize)? = true;
            }
            _ => return None,
        }
    }
    let mut pos = 0;
    for i in broadcast {
        while pos < found.len() && found[pos] {
            pos += 1;
        }
        perm[i] = pos as u32;
        pos += 1;
    }
    Some(perm)
}

/// The `in_bounds` flags moved to the positions of `perm`.
fn inverse_transpose_in_bounds(in_bounds: &[bool], perm: &[u32]) -> Vec<bool> {
    let mut out = vec![false; perm.len()];
    for (i, &p) in perm.iter().enumerate() {
        out[p as usize] = in_bounds[i];
    }
    out
}

fn vector_type(ctx: &Context, shape: &[i64], scalable: &[bool], elem: Type) -> Type {
    ctx.intern_type(TypeKind::Vector {
        shape: shape.into(),
        scalable: if scalable.contains(&true) {
            scalable.into()
        } else {
            Box::new([])
        },
        element: elem,
    })
}

fn bool_array(ctx: &Context, flags: &[bool]) -> Attribute {
    let v: Vec<Attribute> = flags.iter().map(|&b| ctx.bool_attr(b)).collect();
    ctx.array_attr(&v)
}

/// A copy of the transfer `op` with a new map, `in_bounds` and vector
/// (the value written, or the type read).
pub(crate) fn rebuild_transfer(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    map: AffineMap,
    in_bounds: &[bool],
    read_type: Option<Type>,
    written: Option<ValueId>,
) -> OpId {
    let ctx = rw.ctx;
    let body = rw.body();
    let mut st = OperationState::new(body.op_name(op), body.op_loc(op));
    st.operands = body.operands(op).collect();
    if let Some(v) = written {
        st.operands[0] = v;
    }
    st.result_types = match read_type {
        Some(t) => vec![t],
        None => body.result_types(op).collect(),
    };
    let props = body.op_properties(op).unwrap_or_else(|| ctx.empty_dictionary());
    let props = ctx.dict_with(
        props,
        ctx.ident("permutation_map"),
        Some(ctx.intern_attr(AttrKind::AffineMap(map))),
    );
    let props = ctx.dict_with(props, ctx.ident("in_bounds"), Some(bool_array(ctx, in_bounds)));
    st.properties = Some(props);
    st.attributes = body.op_attr_dict(op);
    rw.set_insertion_point(op);
    rw.create(st)
}

/// A read with a permuted map: a read with the map made minor identity
/// (up to broadcasts), then `vector.transpose`.
pub struct TransferReadPermutationLowering;

impl RewritePattern for TransferReadPermutationLowering {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("vector.transfer_read")
    }

    fn debug_name(&self) -> &str {
        "TransferReadPermutationLowering"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(t) = transfer_parts(rw, op, true) else {
            return false;
        };
        let Some(perm) = permutation_of_minor_identity(ctx, &t.map) else {
            return false;
        };
        if perm.iter().enumerate().all(|(i, &p)| p == i as u32) {
            return false;
        }
        let n = perm.len();
        // The new map: the inverse permutation composed with the map.
        let mut inverse = vec![0usize; n];
        for (i, &p) in perm.iter().enumerate() {
            inverse[p as usize] = i;
        }
        let results: Vec<AffineExpr> = inverse.iter().map(|&i| t.map.results[i]).collect();
        let new_map = AffineMap::new(t.map.num_dims, t.map.num_symbols, results);
        let mut shape = vec![0; n];
        let mut scalable = vec![false; n];
        for (i, &p) in perm.iter().enumerate() {
            shape[p as usize] = t.shape[i];
            scalable[p as usize] = t.scalable[i];
        }
        let in_bounds = inverse_transpose_in_bounds(&t.in_bounds, &perm);
        let new_t = vector_type(ctx, &shape, &scalable, t.elem);
        let read = rebuild_transfer(rw, op, new_map, &in_bounds, Some(new_t), None);
        let v = rw.body().result(read, 0);
        let p: Vec<i64> = perm.iter().map(|&x| x as i64).collect();
        let pa = strata_ods::directives::dense_i64_array(ctx, &p);
        let tr = create_one(rw, op, "vector.transpose", &[v], t.vec_t, &[("permutation", pa)]);
        rw.replace_op(op, &[tr]);
        true
    }
}

/// A write with a permuted map: `vector.transpose` of the value, then a
/// write with a minor-identity map.
pub struct TransferWritePermutationLowering;

impl RewritePattern for TransferWritePermutationLowering {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("vector.transfer_write")
    }

    fn debug_name(&self) -> &str {
        "TransferWritePermutationLowering"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(t) = transfer_parts(rw, op, false) else {
            return false;
        };
        if t.map.is_minor_identity(ctx) {
            return false;
        }
        let Some(perm) = permutation_of_minor_identity(ctx, &t.map) else {
            return false;
        };
        // The map with its unused dimensions dropped, inverted: where each
        // vector dimension goes.
        let mut used: Vec<u32> = Vec::new();
        for e in t.map.results.iter() {
            let AffineExprKind::Dim(d) = e.kind(ctx) else {
                return false;
            };
            used.push(d);
        }
        let mut sorted = used.clone();
        sorted.sort_unstable();
        let compressed: Vec<usize> = used
            .iter()
            .map(|d| sorted.iter().position(|s| s == d).unwrap_or(0))
            .collect();
        let mut indices = vec![0i64; compressed.len()];
        for (i, &c) in compressed.iter().enumerate() {
            indices[c] = i as i64;
        }
        let in_bounds = inverse_transpose_in_bounds(&t.in_bounds, &perm);
        let new_shape: Vec<i64> = indices.iter().map(|&i| t.shape[i as usize]).collect();
        let new_scalable: Vec<bool> = indices.iter().map(|&i| t.scalable[i as usize]).collect();
        let new_t = vector_type(ctx, &new_shape, &new_scalable, t.elem);
        let value = rw.body().operand(op, 0);
        let pa = strata_ods::directives::dense_i64_array(ctx, &indices);
        let tr = create_one(
            rw,
            op,
            "vector.transpose",
            &[value],
            new_t,
            &[("permutation", pa)],
        );
        let Some(map) = AffineMap::minor_identity(ctx, t.map.num_dims, t.map.results.len() as u32) else {
            return false;
        };
        let write = rebuild_transfer(rw, op, map, &in_bounds, None, Some(tr));
        let results: Vec<ValueId> = rw.body().results(write).collect();
        rw.replace_op(op, &results);
        true
    }
}

/// A read whose map starts with broadcast dimensions: a read of the
/// remaining ones, then `vector.broadcast`.
pub struct TransferOpReduceRank;

impl RewritePattern for TransferOpReduceRank {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("vector.transfer_read")
    }

    fn debug_name(&self) -> &str {
        "TransferOpReduceRank"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(t) = transfer_parts(rw, op, true) else {
            return false;
        };
        let leading = t
            .map
            .results
            .iter()
            .take_while(|e| matches!(e.kind(ctx), AffineExprKind::Constant(0)))
            .count();
        if leading == 0 {
            return false;
        }
        let new_map = AffineMap::new(
            t.map.num_dims,
            t.map.num_symbols,
            t.map.results[leading..].to_vec(),
        );
        if new_map.minor_identity_broadcast_dims(ctx).is_none() {
            return false;
        }
        let shape = &t.shape[leading..];
        let scalable = &t.scalable[leading..];
        let new_t = vector_type(ctx, shape, scalable, t.elem);
        let read = rebuild_transfer(rw, op, new_map, &t.in_bounds[leading..], Some(new_t), None);
        let new_value = rw.body().result(read, 0);
        let b = create_one(rw, op, "vector.broadcast", &[new_value], t.vec_t, &[]);
        rw.replace_op(op, &[b]);
        true
    }
}

/// A write whose map leaves out dimensions inside the outermost one it
/// uses: the vector broadcast to leading unit dimensions for them, written
/// with those dimensions first in the map (the permutation lowering then
/// applies).
pub struct TransferWriteNonPermutationLowering;

impl RewritePattern for TransferWriteNonPermutationLowering {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("vector.transfer_write")
    }

    fn debug_name(&self) -> &str {
        "TransferWriteNonPermutationLowering"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(t) = transfer_parts(rw, op, false) else {
            return false;
        };
        if permutation_of_minor_identity(ctx, &t.map).is_some() {
            return false;
        }
        let mut found = vec![false; t.map.num_dims as usize];
        for e in t.map.results.iter() {
            let AffineExprKind::Dim(d) = e.kind(ctx) else {
                return false;
            };
            found[d as usize] = true;
        }
        let first = found.iter().position(|&f| f).unwrap_or(found.len());
        let missing: Vec<u32> = (first..found.len())
            .filter(|&d| !found[d])
            .map(|d| d as u32)
            .collect();
        if missing.is_empty() {
            return false;
        }
        let mut shape = vec![1; missing.len()];
        shape.extend_from_slice(&t.shape);
        let mut scalable = vec![false; missing.len()];
        scalable.extend_from_slice(&t.scalable);
        let new_t = vector_type(ctx, &shape, &scalable, t.elem);
        let value = rw.body().operand(op, 0);
        let b = create_one(rw, op, "vector.broadcast", &[value], new_t, &[]);
        // The mask gains the unit dimensions at its end.
        let mask =
            strata_dialect_utils::segments::operand_group(strata_ir::OpRef::new(ctx, rw.body(), op), 3)
                .next()
                .map(|i| rw.body().operand(op, i));
        let new_mask = match mask {
            Some(m) => {
                let mt = rw.body().value_type(m);
                let TypeKind::Vector {
                    shape: ms,
                    scalable: msc,
                    element: me,
                } = ctx.type_kind(mt)
                else {
                    return false;
                };
                let (ms, me) = (ms.to_vec(), *me);
                let msc = if msc.is_empty() {
                    vec![false; ms.len()]
                } else {
                    msc.to_vec()
                };
                let k = missing.len();
                let mut shape = vec![1; k];
                shape.extend_from_slice(&ms);
                let mut sc = vec![false; k];
                sc.extend_from_slice(&msc);
                let bt = vector_type(ctx, &shape, &sc, me);
                let bm = create_one(rw, op, "vector.broadcast", &[m], bt, &[]);
                let perm: Vec<i64> = (k..shape.len()).chain(0..k).map(|i| i as i64).collect();
                let tshape: Vec<i64> = perm.iter().map(|&i| shape[i as usize]).collect();
                let tsc: Vec<bool> = perm.iter().map(|&i| sc[i as usize]).collect();
                let tt = vector_type(ctx, &tshape, &tsc, me);
                let pa = strata_ods::directives::dense_i64_array(ctx, &perm);
                Some(create_one(
                    rw,
                    op,
                    "vector.transpose",
                    &[bm],
                    tt,
                    &[("permutation", pa)],
                ))
            }
            None => None,
        };
        let mut results: Vec<AffineExpr> = missing.iter().map(|&d| ctx.affine_dim(d)).collect();
        results.extend_from_slice(&t.map.results);
        let new_map = AffineMap::new(t.map.num_dims, t.map.num_symbols, results);
        let mut in_bounds = vec![true; missing.len()];
        in_bounds.extend_from_slice(&t.in_bounds);
        let write = rebuild_transfer(rw, op, new_map, &in_bounds, None, Some(b));
        if let Some(nm) = new_mask {
            // The mask is the last operand.
            let last = rw.body().num_operands(write) - 1;
            rw.modify_op_in_place(write, |body| body.set_operand(write, last, nm));
        }
        let results: Vec<ValueId> = rw.body().results(write).collect();
        rw.replace_op(op, &results);
        true
    }
}
