//! Rewriting the uses of one memref into another (MLIR's
//! `replaceAllMemRefUsesWith`), shared by the passes that change memref
//! types, sizes or buffers: `normalize-memrefs`, loop fusion's private
//! memrefs, `affine-pipeline-data-transfer`'s double buffers and
//! `affine-data-copy-generate`'s fast buffers.

use rustc_hash::FxHashSet;
use strata_dialect_affine::{
    canonicalize_map_and_operands, compose_affine_map_and_operands, dma_start_layout, map_attr,
    simplify_affine_map,
};
use strata_ir::affine::AffineMap;
use strata_ir::{AttrKind, Body, Context, OpBuilder, OpId, OpRef, ValueId, WalkOrder, WalkResult};

/// How the subscripts of a rewritten access are computed from the old
/// ones: `extra_indices` followed by `map(extra_operands, old subscripts,
/// symbols)` (or the old subscripts, without a map).
#[derive(Clone, Copy, Debug, Default)]
pub struct IndexRemap<'a> {
    /// Subscripts put before the remapped ones (MLIR's `extraIndices`).
    pub extra_indices: &'a [ValueId],
    /// The remapping (MLIR's `indexRemap`), if any.
    pub map: Option<&'a AffineMap>,
    /// The map's leading operands.
    pub extra_operands: &'a [ValueId],
    /// The map's trailing (symbol) operands.
    pub symbols: &'a [ValueId],
}

/// What to do with uses of the memref that are not affine accesses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OtherUses {
    /// Fail, changing nothing (deallocations are left alone, as MLIR's
    /// defaults do).
    Fail,
    /// Rewrite them too (MLIR's `allowNonDereferencingOps` and
    /// `replaceInDeallocOp`): `memref.load`/`memref.store` get one
    /// `affine.apply` per new subscript; deallocations, calls, returns
    /// and yields just take the new memref.
    Rewrite,
}

/// Where an affine access op holds the memref at operand `index`: the
/// name of its map attribute and the range of its subscript operands
/// (MLIR's `AffineMapAccessInterface`).
pub fn affine_access_of(
    ctx: &Context,
    body: &Body,
    op: OpId,
    index: usize,
) -> Option<(&'static str, usize, usize)> {
    let r = OpRef::new(ctx, body, op);
    let map_len = |name: &str| -> Option<usize> {
        match ctx.attr_kind(body.op_attr(ctx, op, name)?) {
            AttrKind::AffineMap(m) => Some(m.num_inputs() as usize),
            _ => None,
        }
    };
    match r.name_str() {
        "affine.load" | "affine.vector_load" | "affine.prefetch" if index == 0 => {
            Some(("map", 1, 1 + map_len("map")?))
        }
        "affine.store" | "affine.vector_store" if index == 1 => Some(("map", 2, 2 + map_len("map")?)),
        "affine.dma_wait" if index == 0 => Some(("tag_map", 1, 1 + map_len("tag_map")?)),
        "affine.dma_start" => {
            let (src, dst, tag, num) = dma_start_layout(r)?;
            match index {
                i if i == src => Some(("src_map", src + 1, dst)),
                i if i == dst => Some(("dst_map", dst + 1, tag)),
                i if i == tag => Some(("tag_map", tag + 1, num)),
                _ => None,
            }
        }
        _ => None,
    }
}

fn is_identity(ctx: &Context, map: &AffineMap) -> bool {
    map.num_symbols == 0
        && map.results.len() == map.num_dims as usize
        && map
            .results
            .iter()
            .enumerate()
            .all(|(i, &r)| r == ctx.affine_dim(i as u32))
}

/// Rewrites the uses of `old` by the ops `filter` accepts to `new`,
/// remapping the subscripts by `remap` (MLIR's `replaceAllMemRefUsesWith`).
/// Returns false, changing nothing, when [`OtherUses::Fail`] is asked and
/// an accepted use is neither an affine access nor a deallocation.
///
/// As mlir-opt: a non-identity access map is applied result by result, a
/// non-identity remap result by result to those values, and the identity
/// map over the extra indices and the latter is fully composed; the
/// applies then unused are erased in that order (so the access map's stay
/// when the remap's used them).
pub fn replace_all_memref_uses_with(
    ctx: &Context,
    body: &mut Body,
    (old, new): (ValueId, ValueId),
    remap: IndexRemap<'_>,
    other_uses: OtherUses,
    filter: &dyn Fn(&Body, OpId) -> bool,
) -> bool {
    let users: Vec<(OpId, usize)> = body.uses(old).filter(|&(u, _)| filter(body, u)).collect();
    rewrite_uses(ctx, body, (old, new), users, remap, other_uses)
}

/// [`replace_all_memref_uses_with`] for the uses inside the ops `roots`
/// (and the ops nested in them): linear in their size, however many other
/// uses the memref has.
pub fn replace_memref_uses_within(
    ctx: &Context,
    body: &mut Body,
    (old, new): (ValueId, ValueId),
    remap: IndexRemap<'_>,
    other_uses: OtherUses,
    roots: &[OpId],
) -> bool {
    let mut users = Vec::new();
    for &root in roots {
        body.walk(root, WalkOrder::PreOrder, &mut |op| {
            for (i, v) in body.operands(op).enumerate() {
                if v == old {
                    users.push((op, i));
                }
            }
            WalkResult::Advance
        });
    }
    rewrite_uses(ctx, body, (old, new), users, remap, other_uses)
}

fn rewrite_uses(
    ctx: &Context,
    body: &mut Body,
    (old, new): (ValueId, ValueId),
    all: Vec<(OpId, usize)>,
    remap: IndexRemap<'_>,
    other_uses: OtherUses,
) -> bool {
    let mut seen: FxHashSet<OpId> = FxHashSet::default();
    let mut users: Vec<(OpId, usize)> = Vec::with_capacity(all.len());
    for (user, index) in all {
        if !seen.insert(user) {
            continue;
        }
        let dealloc = ctx.op_name_str(body.op_name(user)) == "memref.dealloc";
        if other_uses == OtherUses::Fail {
            if dealloc {
                continue;
            }
            if affine_access_of(ctx, body, user, index).is_none() {
                return false;
            }
        }
        users.push((user, index));
    }
    for (user, index) in users {
        let name = ctx.op_name_str(body.op_name(user)).to_string();
        if matches!(
            name.as_str(),
            "memref.dealloc"
                | "memref.dim"
                | "func.call"
                | "func.return"
                | "affine.yield"
                | "test.op_norm"
                | "test.op_norm_ret"
        ) {
            // Every operand that is the memref (users are visited once).
            let at: Vec<usize> = body
                .operands(user)
                .enumerate()
                .filter(|&(i, v)| i == index || v == old)
                .map(|(i, _)| i)
                .collect();
            for i in at {
                body.set_operand(user, i, new);
            }
            continue;
        }
        let operands: Vec<ValueId> = body.operands(user).collect();
        let access = affine_access_of(ctx, body, user, index);
        let (from, to) = match access {
            Some((_, from, to)) => (from, to),
            None => (index + 1, operands.len()),
        };
        let indices = &operands[from..to];
        let old_map = match access {
            Some((map_name, _, _)) => match body
                .op_attr(ctx, user, map_name)
                .map(|a| ctx.attr_kind(a).clone())
            {
                Some(AttrKind::AffineMap(m)) => m,
                _ => continue,
            },
            None => {
                let n = indices.len() as u32;
                AffineMap::new(n, 0, (0..n).map(|i| ctx.affine_dim(i)).collect::<Vec<_>>())
            }
        };
        let loc = body.op_loc(user);
        let apply = |body: &mut Body, map: AffineMap, operands: &[ValueId]| -> ValueId {
            let mut b = OpBuilder::new(ctx, body);
            b.set_insertion_point_before(user);
            strata_dialect_affine::ApplyOp::build(&mut b, loc, operands, map_attr(ctx, map)).result(&b)
        };
        let mut old_applies = Vec::new();
        let old_indices: Vec<ValueId> = if access.is_some() && !is_identity(ctx, &old_map) {
            for &r in old_map.results.iter() {
                let single = AffineMap::new(old_map.num_dims, old_map.num_symbols, vec![r]);
                old_applies.push(apply(body, single, indices));
            }
            old_applies.clone()
        } else {
            indices.to_vec()
        };
        let mut remap_operands = remap.extra_operands.to_vec();
        remap_operands.extend(old_indices);
        remap_operands.extend(remap.symbols);
        let mut remap_applies = Vec::new();
        let remapped: Vec<ValueId> = match remap.map.filter(|m| !is_identity(ctx, m)) {
            Some(m) => {
                for &r in m.results.iter() {
                    let single = AffineMap::new(m.num_dims, m.num_symbols, vec![r]);
                    remap_applies.push(apply(body, single, &remap_operands));
                }
                remap_applies.clone()
            }
            None => remap_operands,
        };
        let mut map_operands = remap.extra_indices.to_vec();
        map_operands.extend(remapped);
        let n = map_operands.len() as u32;
        let mut map = AffineMap::new(n, 0, (0..n).map(|i| ctx.affine_dim(i)).collect::<Vec<_>>());
        compose_affine_map_and_operands(ctx, body, &mut map, &mut map_operands);
        map = simplify_affine_map(ctx, &map);
        canonicalize_map_and_operands(ctx, body, &mut map, &mut map_operands);
        // The applies left dead by the composition go, in creation order:
        // those of the access map stay while the remap's use them.
        for v in old_applies.into_iter().chain(remap_applies) {
            if !body.has_uses(v) {
                if let Some(d) = body.defining_op(v) {
                    body.erase_op(d);
                }
            }
        }
        let mut new_operands = operands[..index].to_vec();
        new_operands.push(new);
        match access {
            Some((map_name, _, _)) => {
                new_operands.extend(&map_operands);
                new_operands.extend_from_slice(&operands[to..]);
                body.set_operands(user, &new_operands);
                body.set_op_attr(ctx, user, map_name, Some(map_attr(ctx, map)));
            }
            None => {
                // A `memref.load` or `memref.store`: one apply per subscript.
                for &r in map.results.iter() {
                    let single = AffineMap::new(map.num_dims, map.num_symbols, vec![r]);
                    new_operands.push(apply(body, single, &map_operands));
                }
                body.set_operands(user, &new_operands);
            }
        }
    }
    true
}
