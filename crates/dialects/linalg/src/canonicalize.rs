//! Canonicalization of structured ops: ops that only forward an operand
//! are removed (MLIR's `EraseIdentityLinalgOp`), identity transposes fold
//! to their input.

use strata_dialect_utils::patterns::{add, create};
use strata_ir::{
    Attribute, Context, Failed, FoldOutput, LogicalResult, OpFoldResult, OpId, OpRef, TypeKind, ValueId,
};
use strata_rewrite::{PatternRewriter, RewritePattern};

use crate::payload::create_named;
use crate::structured::{i64_list, indexing_maps, inputs, outputs, payload_block};

/// Removes `op` when its body only yields operand elements: on tensors
/// its results become those operands (cast to the result types); on
/// buffers an op copying a buffer onto itself goes away.
fn erase_identity(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let Some(maps) = indexing_maps(o) else {
        return false;
    };
    if maps.windows(2).any(|w| w[0] != w[1]) {
        return false;
    }
    let Some(block) = payload_block(o) else {
        return false;
    };
    let body = rw.body();
    let mut ops = body.block_ops(block);
    let (Some(terminator), None) = (ops.next(), ops.next()) else {
        return false;
    };
    if body.op_name(terminator) != ctx.op_name(crate::YIELD) {
        return false;
    }
    let args = body.block_args(block);
    let yielded: Vec<ValueId> = body.operands(terminator).collect();
    let arg_number = |v: ValueId| args.iter().position(|&a| a == v);
    let kind = |i: usize| ctx.type_kind(o.operand_type(i)).clone();
    let is_memref = |k: &TypeKind| matches!(k, TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. });
    let is_tensor =
        |k: &TypeKind| matches!(k, TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. });
    let shaped: Vec<TypeKind> = (0..o.num_operands())
        .map(kind)
        .filter(|k| is_memref(k) || is_tensor(k))
        .collect();
    let (ins, outs) = (inputs(o), outputs(o));
    if !shaped.is_empty() && shaped.iter().all(is_memref) {
        let same = ins.len() == 1 && outs.len() == 1 && o.operand(ins.start) == o.operand(outs.start);
        if !same || yielded.first().and_then(|&v| arg_number(v)).is_none() {
            return false;
        }
        rw.erase_op(op);
        return true;
    }
    if !shaped.iter().all(is_tensor) {
        return false;
    }
    let mut replacements = Vec::with_capacity(yielded.len());
    let mut casts = Vec::new();
    for (r, &v) in yielded.iter().enumerate() {
        let Some(n) = arg_number(v) else { return false };
        let value = o.operand(n);
        // A scalar operand cannot stand for a tensor result.
        if !matches!(
            kind(n),
            TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
        ) {
            return false;
        }
        let (from, to) = (o.value_type(value), o.result_type(r));
        if from != to {
            casts.push((r, value, to));
        }
        replacements.push(value);
    }
    if replacements.len() != o.num_results() {
        return false;
    }
    for (r, value, to) in casts {
        let cast = create(rw, op, "tensor.cast", &[value], &[to], &[]);
        replacements[r] = rw.body().result(cast, 0);
    }
    rw.replace_op(op, &replacements);
    true
}

/// `linalg.generic`.
pub(crate) fn generic(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        "linalg.generic",
        &[(
            "(anonymous namespace)::EraseIdentityLinalgOp<mlir::linalg::GenericOp>",
            1,
            erase_identity,
        )],
    );
}

/// A copy of a buffer onto itself does nothing (on tensors a copy stays:
/// it names its destination).
fn erase_self_copy(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let o = OpRef::new(rw.ctx, rw.body(), op);
    let memref = matches!(rw.ctx.type_kind(o.operand_type(0)), TypeKind::MemRef { .. });
    if o.num_operands() != 2 || o.operand(0) != o.operand(1) || !memref {
        return false;
    }
    rw.erase_op(op);
    true
}

/// `linalg.copy`.
pub(crate) fn copy(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        "linalg.copy",
        &[("(anonymous namespace)::EraseSelfCopy", 1, erase_self_copy)],
    );
}

/// `linalg.broadcast`.
pub(crate) fn broadcast(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        "linalg.broadcast",
        &[(
            "(anonymous namespace)::EraseIdentityLinalgOp<mlir::linalg::BroadcastOp>",
            1,
            erase_identity,
        )],
    );
}

/// `linalg.transpose` on tensors with the identity permutation is its
/// input.
pub(crate) fn fold_transpose(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let input = op.operand(0);
    let tensor = matches!(
        op.ctx.type_kind(op.value_type(input)),
        TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
    );
    let perm = i64_list(op, "permutation").unwrap_or_default();
    if !tensor || op.num_results() != 1 || !perm.iter().enumerate().all(|(i, &p)| p == i as i64) {
        return Err(Failed);
    }
    out.results.push(OpFoldResult::Value(input));
    Ok(())
}

/// The fill producing `v`, as (fill, value filled, init), if `v` is the
/// tensor result of a `linalg.fill`.
fn fill_of(rw: &PatternRewriter<'_>, v: ValueId) -> Option<(OpId, ValueId, ValueId)> {
    let body = rw.body();
    let fill = body.defining_op(v)?;
    if rw.ctx.op_name_str(body.op_name(fill)) != "linalg.fill" || body.num_operands(fill) != 2 {
        return None;
    }
    Some((fill, body.operand(fill, 0), body.operand(fill, 1)))
}

/// `tensor.extract` of a fill is the filled value.
fn extract_of_fill(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let source = rw.body().operand(op, 0);
    let Some((_, value, _)) = fill_of(rw, source) else {
        return false;
    };
    rw.replace_op(op, &[value]);
    true
}

/// A transpose or copy of a fill fills its own init; a copy into a fill
/// copies into the fill's init.
fn fill_through(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let o = OpRef::new(ctx, rw.body(), op);
    let (ins, outs) = (inputs(o), outputs(o));
    if ins.len() != 1 || outs.len() != 1 {
        return false;
    }
    let (input, init) = (o.operand(ins.start), o.operand(outs.start));
    let results: Vec<strata_ir::Type> = o.result_types().collect();
    let is_copy = o.name_str() == "linalg.copy";
    if let Some((_, value, _)) = fill_of(rw, input) {
        let Some(fill) = create_named(rw, op, "linalg.fill", &[value], &[init], &results, &[]) else {
            return false;
        };
        let values: Vec<ValueId> = rw.body().results(fill).collect();
        rw.replace_op(op, &values);
        return true;
    }
    if let (true, Some((_, _, fill_init))) = (is_copy, fill_of(rw, init)) {
        let props: Vec<strata_ir::NamedAttribute> = o
            .properties()
            .map(|d| {
                ctx.dict_entries(d)
                    .iter()
                    .copied()
                    .filter(|(n, _)| ctx.ident_str(*n) == "cast")
                    .collect()
            })
            .unwrap_or_default();
        let Some(copy) = create_named(rw, op, "linalg.copy", &[input], &[fill_init], &results, &props) else {
            return false;
        };
        let values: Vec<ValueId> = rw.body().results(copy).collect();
        rw.replace_op(op, &values);
        return true;
    }
    false
}

/// `linalg.fill`'s patterns (on the ops that use a fill).
pub(crate) fn fill(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    add(
        out,
        "tensor.extract",
        &[(
            "(anonymous namespace)::FoldFillWithTensorExtract",
            1,
            extract_of_fill,
        )],
    );
    add(
        out,
        "linalg.copy",
        &[("(anonymous namespace)::FoldFillWithCopy", 1, fill_through)],
    );
    add(
        out,
        "linalg.transpose",
        &[("(anonymous namespace)::FoldFillWithTranspose", 1, fill_through)],
    );
}
