//! Fusing a producer into an op containing its uses (MLIR's
//! `transform.structured.fuse_into_containing_op`), as a library: one use
//! at a time, in mlir-opt's order of attempts.
//!
//! 1. A `tensor.extract_slice` of the producer's result inside the
//!    containing op becomes the tile of that result the producer computes
//!    there (`generateResultTileValue`). When the slice sits directly in a
//!    loop, the tile is computed by a copy of the producer whose
//!    destinations, where they are the loop's initial values, are the
//!    loop's iteration arguments. When ops after an `scf.forall` still use
//!    the producer's result and the producer is a `linalg.generic`, the
//!    forall is rebuilt with one more shared output, the producer's
//!    destination, into which each thread inserts its tile; those uses then
//!    read the new result.
//! 2. Else, when the producer's result is a shared output of the
//!    containing `scf.forall`, a slice of the matching block argument
//!    becomes the tile of a copy of the producer writing into that block
//!    argument, and the forall's output becomes the producer's
//!    destination.
//! 3. Else, the producer is cloned before its first use inside the
//!    containing op.
//!
//! Each failed attempt adds a note saying why to the remark reported when
//! all three fail.

use strata_dialect_scf as scf;
use strata_dialect_tensor as tensor;
use strata_dialect_utils::static_value::static_list;
use strata_ir::bufferization::{is_tensor, DestinationStyleOpInterface};
use strata_ir::tiling::{tiling_interface, TilingResult};
use strata_ir::{
    Body, Context, Diagnostic, IrMapping, OpBuilder, OpFoldResult, OpId, OpRef, TypeKind, ValueDef, ValueId,
    DYNAMIC,
};

use super::fuse::slice_lists;

/// What one fusion step produced.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FusedIntoContaining {
    /// The ops computing the fused tile, or the producer's clone.
    pub fused_ops: Vec<OpId>,
    /// The `scf.forall` replacing the containing op, which the caller
    /// erases.
    pub new_containing_op: Option<OpId>,
    /// The slice that was replaced and erased, if any.
    pub erased_slice: Option<OpId>,
}

/// Whether `op` is nested in `ancestor` (not `ancestor` itself).
fn is_proper_ancestor(body: &Body, ancestor: OpId, op: OpId) -> bool {
    op != ancestor && body.is_ancestor(ancestor, op)
}

/// The number of uses of `producer`'s results inside `containing` (or by
/// it).
pub fn uses_inside(body: &Body, producer: OpId, containing: OpId) -> usize {
    body.results(producer)
        .flat_map(|r| body.uses(r))
        .filter(|&(user, _)| body.is_ancestor(containing, user))
        .count()
}

/// An op as MLIR quotes it in a diagnostic: on a line of its own when it
/// spans several.
pub fn op_text(ctx: &Context, body: &Body, op: OpId) -> String {
    let text = ctx.op_to_string(OpRef::new(ctx, body, op));
    if text.contains('\n') {
        format!("\n{text}")
    } else {
        text
    }
}

/// The destination operands of a destination-style op's tensor results.
fn dps_inits(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<usize>> {
    let o = OpRef::new(ctx, body, op);
    let dps = o.def()?.interfaces.get::<DestinationStyleOpInterface>()?;
    Some(
        (dps.inits)(o)
            .filter(|&i| is_tensor(ctx, o.operand_type(i)))
            .collect(),
    )
}

/// The iteration arguments of a loop (`scf.for` iteration arguments,
/// `scf.forall` shared outputs) with the operand initializing each.
fn loop_iter_args(ctx: &Context, body: &Body, l: OpId) -> Vec<(ValueId, usize)> {
    let results = body.num_results(l);
    let Some(block) = body
        .regions_in_body(l)
        .first()
        .and_then(|&r| body.region_entry(r))
    else {
        return Vec::new();
    };
    let args = body.block_args(block);
    let name = body.op_name(l);
    if name == ctx.op_name("scf.for") {
        return (0..results)
            .filter_map(|k| Some((*args.get(k + 1)?, 3 + k)))
            .collect();
    }
    if name == ctx.op_name("scf.forall") {
        let first = body.num_operands(l) - results;
        let ivs = args.len().saturating_sub(results);
        return (0..results)
            .filter_map(|k| Some((*args.get(ivs + k)?, first + k)))
            .collect();
    }
    Vec::new()
}

/// The value `v` stands for outside the loops around it: while `v` is an
/// iteration argument of a loop, the loop's initial value for it.
fn outermost_init(ctx: &Context, body: &Body, mut v: ValueId) -> ValueId {
    while let ValueDef::BlockArg(block, _) = body.value_def(v) {
        let Some(l) = body.block_parent_op(block) else {
            break;
        };
        let Some(&(_, operand)) = loop_iter_args(ctx, body, l).iter().find(|&&(arg, _)| arg == v) else {
            break;
        };
        v = body.operand(l, operand);
    }
    v
}

/// `value` with the shape `shape`: itself, or a rank-reducing
/// `tensor.extract_slice` of it dropping unit dimensions (MLIR's
/// `ExtractSliceOp::rankReduceIfNeeded`); `None` when the shapes do not
/// match that way.
fn rank_reduce_if_needed(
    b: &mut OpBuilder<'_>,
    slice: OpId,
    value: ValueId,
    target: ValueId,
) -> Option<ValueId> {
    let ctx = b.ctx;
    let ty = b.body.value_type(value);
    let target_ty = b.body.value_type(target);
    let (TypeKind::RankedTensor { shape, .. }, TypeKind::RankedTensor { shape: want, .. }) =
        (ctx.type_kind(ty), ctx.type_kind(target_ty))
    else {
        return None;
    };
    let (shape, want) = (shape.to_vec(), want.to_vec());
    if shape == want {
        return Some(value);
    }
    // Each wanted dimension in order, the others of size 1.
    let mut k = 0;
    for &d in &shape {
        if k < want.len() && want[k] == d {
            k += 1;
        } else if d != 1 {
            return None;
        }
    }
    if k != want.len() {
        return None;
    }
    let loc = b.body.op_loc(slice);
    let mut sizes = Vec::with_capacity(shape.len());
    let mut size_values = Vec::new();
    for (j, &d) in shape.iter().enumerate() {
        sizes.push(d);
        if d == DYNAMIC {
            let index =
                strata_dialect_arith::ConstantOp::build(b, loc, ctx.integer_attr(ctx.index_type(), j as i64))
                    .result(b);
            size_values.push(tensor::DimOp::build(b, loc, value, index).result(b));
        }
    }
    let result_ty = {
        let TypeKind::RankedTensor {
            element, encoding, ..
        } = ctx.type_kind(ty)
        else {
            return None;
        };
        ctx.intern_type(TypeKind::RankedTensor {
            shape: want.into(),
            element: *element,
            encoding: *encoding,
        })
    };
    let zeros = vec![0; shape.len()];
    let ones = vec![1; shape.len()];
    let s = tensor::ExtractSliceOp::build(
        b,
        loc,
        result_ty,
        value,
        &[],
        &size_values,
        &[],
        &zeros,
        &sizes,
        &ones,
    );
    Some(s.result(b))
}

/// `Some` if the producer implements `TilingInterface`, else a note on
/// `diag` saying it does not.
fn require_tileable(ctx: &Context, body: &Body, diag: &mut Diagnostic, producer: OpId) -> Option<()> {
    if tiling_interface(OpRef::new(ctx, body, producer)).is_some() {
        return Some(());
    }
    diag.attach_note(
        body.op_loc(producer),
        format!(
            "producer is not a TileableInterface: {}",
            op_text(ctx, body, producer)
        ),
    );
    None
}

/// Step 1: tiles the producer into the first `tensor.extract_slice` of it
/// inside `containing` (MLIR's `tileAndFuseFirstExtractUse`).
pub fn tile_and_fuse_first_extract_use(
    ctx: &Context,
    body: &mut Body,
    diag: &mut Diagnostic,
    producer: OpId,
    containing: OpId,
) -> Option<FusedIntoContaining> {
    let loc = body.op_loc(producer);
    require_tileable(ctx, body, diag, producer)?;
    let extract_slice = ctx.op_name("tensor.extract_slice");
    let slice = body
        .results(producer)
        .flat_map(|r| body.uses(r))
        .map(|(user, _)| user)
        .find(|&user| body.op_name(user) == extract_slice && is_proper_ancestor(body, containing, user));
    let Some(slice) = slice else {
        diag.attach_note(
            loc,
            format!(
                "could not find fusion opportunity for: {}",
                op_text(ctx, body, producer)
            ),
        );
        return None;
    };
    // A copy in the slice's loop writes into the loop's iteration
    // arguments where its destinations are the loop's initial values.
    let parent = body.parent_op(slice);
    let is_loop = |body: &Body, op: OpId| {
        OpRef::new(ctx, body, op).def().is_some_and(|d| {
            d.interfaces
                .get::<strata_ir::interfaces::LoopLikeOpInterface>()
                .is_some()
        })
    };
    let mut tileable = producer;
    if let Some(l) = parent.filter(|&p| is_loop(body, p)) {
        let mut b = OpBuilder::new(ctx, body);
        b.set_insertion_point_before(slice);
        let mut mapping = IrMapping::default();
        let clone = b.clone(producer, &mut mapping);
        let iter_args = loop_iter_args(ctx, body, l);
        for i in dps_inits(ctx, body, clone).unwrap_or_default() {
            let init = body.operand(clone, i);
            for &(arg, operand) in &iter_args {
                if outermost_init(ctx, body, body.operand(l, operand)) == init {
                    body.set_operand(clone, i, arg);
                }
            }
        }
        tileable = clone;
    }
    let source = body.operand(slice, 0);
    let ValueDef::Result(_, r) = body.value_def(source) else {
        return None;
    };
    let r = r as usize;
    let [offsets, sizes, _] = slice_lists(ctx, body, slice);
    let iface = *tiling_interface(OpRef::new(ctx, body, tileable))?;
    let mut b = OpBuilder::new(ctx, body);
    b.set_insertion_point_before(slice);
    let Ok(tiled) = (iface.generate_result_tile_value)(&mut b, tileable, r, &offsets, &sizes) else {
        diag.attach_note(
            body.op_loc(tileable),
            format!("failed to tile producer op: {}", op_text(ctx, body, tileable)),
        );
        return None;
    };
    let value = *tiled.tiled_values.first()?;
    let slice_result = body.result(slice, 0);
    let mut b = OpBuilder::new(ctx, body);
    b.set_insertion_point_before(slice);
    let Some(reduced) = rank_reduce_if_needed(&mut b, slice, value, slice_result) else {
        diag.attach_note(
            loc,
            "shape types don't match (missing canonicalization?)".to_string(),
        );
        return None;
    };
    body.replace_all_uses_with(slice_result, reduced);
    body.erase_op(slice);
    let new_containing =
        replace_forall_with_new_signature(ctx, body, producer, containing, &tiled, r, &offsets, &sizes);
    if tileable != producer && is_loop(body, containing) {
        body.erase_op(tileable);
    }
    Some(FusedIntoContaining {
        fused_ops: tiled.tiled_ops,
        new_containing_op: new_containing,
        erased_slice: Some(slice),
    })
}

/// Whether `user`, outside `containing`, comes after it: nested in an op
/// after it in its block (MLIR asks dominance).
fn after_containing(body: &Body, containing: OpId, mut user: OpId) -> bool {
    let Some(block) = body.op_block(containing) else {
        return false;
    };
    loop {
        if body.op_block(user) == Some(block) {
            return body.is_before_in_block(containing, user);
        }
        match body.parent_op(user) {
            Some(p) => user = p,
            None => return false,
        }
    }
}

/// Rebuilds the containing `scf.forall` with one more shared output, the
/// producer's destination of result `r`, into which the tile is inserted,
/// when ops after the forall use that result (MLIR's
/// `replaceForAllWithNewSignature`). Returns the new forall.
#[allow(clippy::too_many_arguments)]
fn replace_forall_with_new_signature(
    ctx: &Context,
    body: &mut Body,
    producer: OpId,
    containing: OpId,
    tiled: &TilingResult,
    r: usize,
    offsets: &[OpFoldResult],
    sizes: &[OpFoldResult],
) -> Option<OpId> {
    let result = body.result(producer, r);
    let dominated: Vec<OpId> = body
        .uses(result)
        .map(|(user, _)| user)
        .filter(|&user| !body.is_ancestor(containing, user) && after_containing(body, containing, user))
        .collect();
    if dominated.is_empty() {
        return None;
    }
    if !scf::ForallOp::isa(&(ctx, &*body), containing)
        || body.op_name(producer) != ctx.op_name("linalg.generic")
    {
        return None;
    }
    let init = *dps_inits(ctx, body, producer)?.get(r)?;
    let new_out = body.operand(producer, init);
    let o = OpRef::new(ctx, body, containing);
    let f = scf::ForallOp(containing);
    let ir = (ctx, &*body);
    let lbs: Vec<ValueId> = f.dynamic_lower_bound(&ir).to_vec();
    let ubs: Vec<ValueId> = f.dynamic_upper_bound(&ir).to_vec();
    let steps: Vec<ValueId> = f.dynamic_step(&ir).to_vec();
    let mut outs: Vec<ValueId> = f.outputs(&ir).to_vec();
    let (slb, sub, sst) = (
        static_list(o, "staticLowerBound"),
        static_list(o, "staticUpperBound"),
        static_list(o, "staticStep"),
    );
    let mapping = o.attr("mapping");
    outs.push(new_out);
    let types: Vec<_> = outs.iter().map(|&v| body.value_type(v)).collect();
    let loc = body.op_loc(containing);
    let mut b = OpBuilder::new(ctx, body);
    b.set_insertion_point_before(containing);
    let new = scf::ForallOp::build(
        &mut b, loc, &types, &lbs, &ubs, &steps, &outs, &slb, &sub, &sst, mapping,
    );
    let new_op = new.op();
    let new_region = new.region(&b);
    let old_region = *body.regions_in_body(containing).first()?;
    body.inline_region_before(old_region, new_region, None);
    let block = body.region_entry(new_region)?;
    let out_loc = body.value_loc(new_out);
    let arg = body.add_block_arg(block, body.value_type(new_out), out_loc);
    body.replace_uses_with_if(new_out, arg, |b, user, _| is_proper_ancestor(b, new_op, user));
    // The tile goes into the new output before the first insertion.
    let term = body.last_op(block)?;
    let in_parallel = body
        .regions_in_body(term)
        .first()
        .and_then(|&r| body.region_entry(r))?;
    let mixed = |l: &[OpFoldResult]| -> Option<Vec<strata_dialect_affine::ApplyValue>> {
        l.iter()
            .map(|&v| strata_dialect_affine::ApplyValue::from_fold_result(ctx, v))
            .collect()
    };
    let (so, offset_values) = strata_dialect_affine::split_mixed(&mixed(offsets)?);
    let (ss, size_values) = strata_dialect_affine::split_mixed(&mixed(sizes)?);
    let st = vec![1; ss.len()];
    let value = *tiled.tiled_values.first()?;
    let mut b = match body.first_op(in_parallel) {
        Some(first) => {
            let mut b = OpBuilder::new(ctx, body);
            b.set_insertion_point_before(first);
            b
        }
        None => OpBuilder::at_end(ctx, body, in_parallel),
    };
    let term_loc = match b.body.first_op(in_parallel) {
        Some(first) => b.body.op_loc(first),
        None => loc,
    };
    tensor::ParallelInsertSliceOp::build(
        &mut b,
        term_loc,
        value,
        arg,
        &offset_values,
        &size_values,
        &[],
        &so,
        &ss,
        &st,
    );
    let old_results: Vec<ValueId> = body.results(containing).collect();
    let new_results: Vec<ValueId> = body.results(new_op).collect();
    for (&old, &new) in old_results.iter().zip(&new_results) {
        body.replace_all_uses_with(old, new);
    }
    let last = *new_results.last()?;
    body.replace_uses_with_if(result, last, |_, user, _| dominated.contains(&user));
    Some(new_op)
}

/// Step 2: tiles the producer into the first slice of the containing
/// `scf.forall`'s block argument its result initializes (MLIR's
/// `tileAndFuseFirstExtractUseThroughContainingOpBlockArgument`).
pub fn tile_and_fuse_through_block_argument(
    ctx: &Context,
    body: &mut Body,
    diag: &mut Diagnostic,
    producer: OpId,
    containing: OpId,
) -> Option<FusedIntoContaining> {
    let loc = body.op_loc(producer);
    require_tileable(ctx, body, diag, producer)?;
    let forall_use = body
        .results(producer)
        .flat_map(|r| body.uses(r))
        .find(|&(user, _)| scf::ForallOp::isa(&(ctx, &*body), user));
    let Some((forall, operand)) = forall_use.filter(|&(user, _)| user == containing) else {
        diag.attach_note(
            loc,
            format!(
                "could not find a use by the containing op: {}",
                op_text(ctx, body, producer)
            ),
        );
        return None;
    };
    let Some(&(arg, _)) = loop_iter_args(ctx, body, forall)
        .iter()
        .find(|&&(_, o)| o == operand)
    else {
        diag.attach_note(
            loc,
            format!(
                "could not find a use by the containing op: {}",
                op_text(ctx, body, producer)
            ),
        );
        return None;
    };
    let extract_slice = ctx.op_name("tensor.extract_slice");
    let slice = body
        .uses(arg)
        .map(|(user, _)| user)
        .find(|&user| body.op_name(user) == extract_slice && is_proper_ancestor(body, containing, user));
    let Some(slice) = slice else {
        let arg_text = format!(
            "<block argument> of type '{}' at index: {}",
            ctx.type_to_string(body.value_type(arg)),
            match body.value_def(arg) {
                ValueDef::BlockArg(_, k) => k,
                _ => 0,
            }
        );
        diag.attach_note(
            body.op_loc(containing),
            format!("could not find fusion opportunity for bbArg: {arg_text}"),
        );
        return None;
    };
    let ValueDef::Result(_, r) = body.value_def(body.operand(containing, operand)) else {
        return None;
    };
    let r = r as usize;
    let Some(inits) = dps_inits(ctx, body, producer).filter(|i| i.len() == body.num_results(producer)) else {
        diag.attach_note(
            loc,
            format!(
                "failed to get destination tensors for: {}",
                op_text(ctx, body, producer)
            ),
        );
        return None;
    };
    let destinations: Vec<ValueId> = inits.iter().map(|&i| body.operand(producer, i)).collect();
    let mut b = OpBuilder::new(ctx, body);
    b.set_insertion_point_before(slice);
    let mut mapping = IrMapping::default();
    mapping.map_value(destinations[r], arg);
    let clone = b.clone(producer, &mut mapping);
    let iface = *tiling_interface(OpRef::new(ctx, body, clone))?;
    let [offsets, sizes, _] = slice_lists(ctx, body, slice);
    let mut b = OpBuilder::new(ctx, body);
    b.set_insertion_point_before(slice);
    let tiled = (iface.generate_result_tile_value)(&mut b, clone, r, &offsets, &sizes);
    let Ok(tiled) = tiled else {
        body.erase_op(clone);
        diag.attach_note(
            loc,
            format!("failed to tile producer op: {}", op_text(ctx, body, producer)),
        );
        return None;
    };
    let value = *tiled.tiled_values.first()?;
    let slice_result = body.result(slice, 0);
    let mut b = OpBuilder::new(ctx, body);
    b.set_insertion_point_before(slice);
    let reduced = rank_reduce_if_needed(&mut b, slice, value, slice_result);
    body.erase_op(clone);
    let reduced = reduced?;
    body.replace_all_uses_with(slice_result, reduced);
    body.erase_op(slice);
    // As mlir-opt, the forall now starts from the producer's first
    // destination.
    body.set_operand(containing, operand, destinations[0]);
    Some(FusedIntoContaining {
        fused_ops: tiled.tiled_ops,
        new_containing_op: None,
        erased_slice: Some(slice),
    })
}

/// Step 3: clones the producer before its first use inside `containing`
/// (MLIR's `cloneAndFuseFirstUse`).
pub fn clone_and_fuse_first_use(
    ctx: &Context,
    body: &mut Body,
    diag: &mut Diagnostic,
    producer: OpId,
    containing: OpId,
) -> Option<OpId> {
    let loc = body.op_loc(producer);
    let mut uses = Vec::new();
    for r in body.results(producer) {
        for (user, i) in body.uses(r) {
            if is_proper_ancestor(body, containing, user) {
                uses.push((user, i, r));
                continue;
            }
            if user == containing {
                diag.attach_note(loc, "producer op use by containing op cannot be fused by cloning");
                return None;
            }
        }
    }
    let Some(&(user, i, r)) = uses.first() else {
        diag.attach_note(loc, "no fusion opportunity by cloning");
        return None;
    };
    let ValueDef::Result(_, k) = body.value_def(r) else {
        return None;
    };
    let mut b = OpBuilder::new(ctx, body);
    b.set_insertion_point_before(user);
    let mut mapping = IrMapping::default();
    let clone = b.clone(producer, &mut mapping);
    let v = body.result(clone, k as usize);
    body.set_operand(user, i, v);
    Some(clone)
}
