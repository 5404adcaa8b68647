//! Rewriting the uses of one memref into another (MLIR's
//! `replaceAllMemRefUsesWith`), shared by the passes that change memref
//! types or sizes (`normalize-memrefs`, loop fusion's private memrefs).

use strata_dialect_affine::{compose_affine_map_and_operands, map_attr, simplify_affine_map};
use strata_ir::affine::AffineMap;
use strata_ir::{AttrKind, Body, Context, InsertPoint, OpBuilder, OpId, OperationState, ValueId};

/// Rewrites the uses of `old` by the ops `filter` accepts to `new`,
/// remapping the indices (MLIR's `replaceAllMemRefUsesWith`): the new
/// indices are `remap(extra_operands, old indices, symbols)`. Access maps
/// are composed with the remap; `memref.load`/`store` get one
/// `affine.apply` per new index; deallocations, calls, returns and yields
/// just take the new memref.
#[allow(clippy::too_many_arguments)]
pub fn replace_all_memref_uses_with(
    ctx: &Context,
    body: &mut Body,
    old: ValueId,
    new: ValueId,
    remap: &AffineMap,
    extra_operands: &[ValueId],
    symbols: &[ValueId],
    filter: &dyn Fn(&Body, OpId) -> bool,
) {
    let layout = remap;
    let users: Vec<(OpId, usize)> = body.uses(old).filter(|&(u, _)| filter(body, u)).collect();
    for (user, index) in users {
        let name = ctx.op_name_str(body.op_name(user)).to_string();
        if matches!(
            name.as_str(),
            "memref.dealloc" | "func.call" | "func.return" | "affine.yield" | "test.op_norm"
        ) {
            body.set_operand(user, index, new);
            continue;
        }
        let operands: Vec<ValueId> = body.operands(user).collect();
        let indices = &operands[index + 1..];
        let affine = name.starts_with("affine.");
        let old_map = if affine {
            match body.op_attr(ctx, user, "map").map(|a| ctx.attr_kind(a).clone()) {
                Some(AttrKind::AffineMap(m)) => m,
                _ => continue,
            }
        } else {
            let n = indices.len() as u32;
            AffineMap::new(n, 0, (0..n).map(|i| ctx.affine_dim(i)).collect::<Vec<_>>())
        };
        // As mlir-opt: a non-identity access map is applied result by
        // result, a non-identity layout is applied result by result to
        // those values, and the identity map over the latter is fully
        // composed; the applies then unused are erased in that order (so
        // the access map's stay when the layout's used them).
        let identity = old_map.num_symbols == 0
            && old_map.results.len() == old_map.num_dims as usize
            && old_map
                .results
                .iter()
                .enumerate()
                .all(|(i, &r)| r == ctx.affine_dim(i as u32));
        let apply = |body: &mut Body, map: AffineMap, operands: &[ValueId]| -> ValueId {
            let loc = body.op_loc(user);
            let mut b = OpBuilder::new(ctx, body);
            b.set_insertion_point_before(user);
            strata_dialect_affine::ApplyOp::build(&mut b, loc, operands, map_attr(ctx, map)).result(&b)
        };
        let mut old_indices: Vec<ValueId> = Vec::with_capacity(old_map.results.len());
        if affine && !identity {
            for &r in old_map.results.iter() {
                let single = AffineMap::new(old_map.num_dims, old_map.num_symbols, vec![r]);
                old_indices.push(apply(body, single, indices));
            }
        } else {
            old_indices = indices.to_vec();
        }
        let old_applies: Vec<ValueId> = if affine && !identity {
            old_indices.clone()
        } else {
            Vec::new()
        };
        let mut remap_operands = extra_operands.to_vec();
        remap_operands.extend(old_indices);
        remap_operands.extend(symbols);
        let layout_is_identity = layout.num_symbols == 0
            && layout.results.len() == layout.num_dims as usize
            && layout
                .results
                .iter()
                .enumerate()
                .all(|(i, &r)| r == ctx.affine_dim(i as u32));
        let mut remapped = Vec::with_capacity(layout.results.len());
        let mut remap_applies = Vec::new();
        if layout_is_identity {
            remapped = remap_operands.clone();
        } else {
            for &r in layout.results.iter() {
                let single = AffineMap::new(layout.num_dims, layout.num_symbols, vec![r]);
                let v = apply(body, single, &remap_operands);
                remapped.push(v);
                remap_applies.push(v);
            }
        }
        let n = remapped.len() as u32;
        let mut map = AffineMap::new(n, 0, (0..n).map(|i| ctx.affine_dim(i)).collect::<Vec<_>>());
        let mut map_operands = remapped.clone();
        compose_affine_map_and_operands(ctx, body, &mut map, &mut map_operands);
        map = simplify_affine_map(ctx, &map);
        strata_dialect_affine::canonicalize_map_and_operands(ctx, body, &mut map, &mut map_operands);
        // The applies left dead by the composition go, in creation order:
        // those of the access map stay while the remap's use them.
        for v in old_applies.into_iter().chain(remap_applies) {
            if !body.has_uses(v) {
                if let Some(d) = body.defining_op(v) {
                    body.erase_op(d);
                }
            }
        }
        let loc = body.op_loc(user);
        let mut st = OperationState::new(body.op_name(user), loc);
        st.operands = operands[..index].to_vec();
        st.operands.push(new);
        if affine {
            st.operands.extend(&map_operands);
            let props = body
                .op_properties(user)
                .unwrap_or_else(|| ctx.dictionary_attr(&[]));
            st.properties = Some(ctx.dict_with(props, ctx.ident("map"), Some(map_attr(ctx, map))));
        } else {
            for &r in map.results.iter() {
                let single = AffineMap::new(map.num_dims, map.num_symbols, vec![r]);
                let mut b = OpBuilder::new(ctx, body);
                b.set_insertion_point_before(user);
                let v =
                    strata_dialect_affine::ApplyOp::build(&mut b, loc, &map_operands, map_attr(ctx, single))
                        .result(&b);
                st.operands.push(v);
            }
            st.properties = body.op_properties(user);
        }
        st.attributes = body.op_attr_dict(user);
        st.result_types = body.results(user).map(|r| body.value_type(r)).collect();
        let rep = body.create_op(st);
        body.insert_op(InsertPoint::Before(user), rep);
        let olds: Vec<ValueId> = body.results(user).collect();
        let news: Vec<ValueId> = body.results(rep).collect();
        for (o, n) in olds.into_iter().zip(news) {
            body.replace_all_uses_with(o, n);
        }
        body.erase_op(user);
    }
}
