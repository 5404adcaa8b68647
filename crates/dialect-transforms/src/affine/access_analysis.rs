//! How an affine access varies along a loop: whether its subscripts do not
//! depend on the loop's induction variable (invariant), or only one memref
//! dimension does (contiguous along that loop when it is the innermost
//! dimension). The subscripts are seen through the `affine.apply` ops that
//! compute their operands.

use strata_dialect_affine::{canonicalize_map_and_operands, compose_affine_map_and_operands};
use strata_ir::affine::{AffineExprKind, AffineMap};
use strata_ir::{Body, Context, OpId, ValueId};

use super::dependence::MemRefAccess;

/// Whether the map `map` applied to `operands`, once composed with the
/// `affine.apply` ops computing them, still has `iv` among its operands.
/// Like mlir-opt, operands are dropped only when unused after composition
/// and the simplification the expression constructors do, not after
/// flattening: `d0 + d1 - d0` keeps `d0`.
fn composed_uses(ctx: &Context, body: &Body, map: &AffineMap, operands: &[ValueId], iv: ValueId) -> bool {
    let (mut map, mut operands) = (map.clone(), operands.to_vec());
    let applies = operands.iter().any(|&v| {
        body.defining_op(v)
            .is_some_and(|d| ctx.op_name_str(body.op_name(d)) == "affine.apply")
    });
    if applies {
        // Composition gives each occurrence of a value its own operand
        // before merging them, so a value whose terms cancel stays until a
        // second canonicalization drops it.
        compose_affine_map_and_operands(ctx, body, &mut map, &mut operands);
    }
    canonicalize_map_and_operands(ctx, body, &mut map, &mut operands);
    operands.contains(&iv)
}

/// Whether the subscripts of the affine access `op` do not depend on `iv`
/// (MLIR's `isInvariantAccess`). `false` for an op that is not an affine
/// access.
pub fn is_invariant_access(ctx: &Context, body: &Body, op: OpId, iv: ValueId) -> bool {
    MemRefAccess::get_with_vectors(ctx, body, op)
        .is_some_and(|a| !composed_uses(ctx, body, &a.map, &a.operands, iv))
}

/// How the affine access `op` varies along `iv`: `Some(None)` when no
/// subscript operand depends on it, `Some(Some(k))` when exactly one operand
/// does, used only by the subscript of the memref dimension `k` counted
/// from the innermost one (0 is the innermost), `None` otherwise (MLIR's
/// `isContiguousAccess`, which does not look at the stride either).
/// Operands are judged one by one, through the `affine.apply` ops computing
/// them.
pub fn varying_memref_dim(ctx: &Context, body: &Body, op: OpId, iv: ValueId) -> Option<Option<usize>> {
    let access = MemRefAccess::get_with_vectors(ctx, body, op)?;
    let rank = access.map.results.len();
    let num_dims = access.map.num_dims as usize;
    let identity = AffineMap::multi_dim_identity(ctx, 1);
    let mut varying: Option<usize> = None;
    for (k, &e) in access.map.results.iter().enumerate() {
        // The operands the result uses, once per occurrence.
        let mut used = Vec::new();
        e.walk(ctx, &mut |x| {
            let pos = match x.kind(ctx) {
                AffineExprKind::Dim(d) => d as usize,
                AffineExprKind::Symbol(s) => num_dims + s as usize,
                _ => return,
            };
            used.extend(access.operands.get(pos));
        });
        for v in used {
            if composed_uses(ctx, body, &identity, &[v], iv) {
                if varying.is_some() {
                    return None;
                }
                varying = Some(k);
            }
        }
    }
    Some(varying.map(|k| rank - 1 - k))
}
