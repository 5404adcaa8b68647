//! `transform.structured.split`: a structured op split along one loop into
//! the part before a split point and the part after it (MLIR's
//! `linalg::splitOp`), each the op's tile computed by `TilingInterface`
//! and inserted into the destinations, the second part writing into the
//! first part's results. Multiway splits are not supported.

use strata_dialect_affine::{build_composed_folded_apply, split_mixed, ApplyValue};
use strata_dialect_tensor as tensor;
use strata_dialect_transform::interpreter::consumes_first;
use strata_dialect_transform::ops::{ANY_HANDLE_OR_PARAM, OP_HANDLE};
use strata_dialect_transform::{Dsf, Interp, Mapping, PayloadOp, TransformOpInterface};
use strata_ir::affine::AffineMap;
use strata_ir::asm::{OpAsmParser, OpAsmPrinter, ParseResult};
use strata_ir::bufferization::{is_tensor, DestinationStyleOpInterface};
use strata_ir::tiling::tiling_interface;
use strata_ir::{Body, Context, Diagnostic, OpFoldResult, OpId, OpRef, OperationState, ValueId, DYNAMIC};
use strata_ods::constraints::attrs;

use crate::scf::tile_using_interface::composed_min_max;
use crate::scf::utils::Builder;

strata_ods::op! {
    /// Splits each target structured op along loop `dimension` after
    /// `static_chunk_sizes` iterations, or after the value a handle's op
    /// (one per target) or a parameter gives: the result lists the first
    /// parts, then the second parts (none when every split point is past
    /// the end). The target is consumed.
    pub SplitOp(SPLIT, "transform.structured.split") {
        operands(target: single(OP_HANDLE), dynamic_chunk_sizes: optional(ANY_HANDLE_OR_PARAM))
        results(split_list: single(OP_HANDLE))
        attributes(
            dimension: int = required(attrs::I64_ATTR),
            static_chunk_sizes: int = required(attrs::I64_ATTR),
            multiway: opt_attr = optional(attrs::UNIT_ATTR),
        )
        summary: "Split a structured op into two parts along one dimension",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {\n    %g = transform.structured.match ops{[\"linalg.generic\"]} in %root : (!transform.any_op) -> !transform.any_op\n    %parts = transform.structured.split %g after 16 {dimension = 0} : !transform.any_op\n    transform.yield\n  }\n}",
        verify: Some(verify_split),
        parse: Some(parse_split),
        print: Some(print_split),
        interfaces: &[&TransformOpInterface {
            apply: apply_split,
            consumed: consumes_first,
            allows_repeated_handles: false,
        }, &SPLIT_CONDITIONS],
    }
}

fn int_attr(op: OpRef<'_>, name: &str) -> Option<i64> {
    op.attr(name)
        .and_then(|a| op.ctx.integer_attr_value(a))
        .map(|v| v.sext_i64())
}

fn verify_split(op: OpRef<'_>) -> strata_ir::LogicalResult {
    let is_static = int_attr(op, "static_chunk_sizes").is_some_and(|c| c != DYNAMIC);
    if is_static == (op.num_operands() > 1) {
        return Err(op.emit_op_error("expects either a dynamic or a static split point to be provided"));
    }
    Ok(())
}

fn parse_split(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let target = p.parse_operand()?;
    p.parse_keyword("after")?;
    let dynamic = p.parse_optional_operand()?;
    let chunk = match dynamic {
        Some(_) => DYNAMIC,
        None => p.parse_integer()?,
    };
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    p.parse_punct(":")?;
    let target_ty = p.parse_type()?;
    state.operands.push(p.resolve_operand(&target, target_ty)?);
    if let Some(d) = dynamic {
        p.parse_punct(",")?;
        let ty = p.parse_type()?;
        state.operands.push(p.resolve_operand(&d, ty)?);
    }
    let mut props = vec![(
        ctx.ident("static_chunk_sizes"),
        ctx.integer_attr(ctx.integer_type(64), chunk),
    )];
    let inherent = ["dimension", "multiway"];
    let rest = strata_ir::function_interface::split_inherent_attrs(
        ctx,
        attrs,
        &inherent.map(|n| (n, strata_ir::function_interface::PropKind::Any)),
        &mut props,
    );
    if !rest.is_empty() {
        state.attributes = Some(ctx.dictionary_attr(&rest));
    }
    props.sort_by(|a, b| ctx.ident_str(a.0).cmp(ctx.ident_str(b.0)));
    state.properties = Some(ctx.dictionary_attr(&props));
    state.result_types = vec![target_ty];
    Ok(())
}

fn print_split(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    p.write_str(" ");
    p.print_operand(op.operand(0));
    p.write_str(" after ");
    let chunk = int_attr(op, "static_chunk_sizes").unwrap_or(DYNAMIC);
    let dynamic = (op.num_operands() > 1).then(|| op.operand(1));
    match dynamic {
        Some(d) if chunk == DYNAMIC => p.print_operand(d),
        _ => p.write_str(&chunk.to_string()),
    }
    p.write_str(" ");
    p.print_optional_attr_dict(
        &strata_ir::function_interface::merged_attrs(op),
        &["static_chunk_sizes"],
    );
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
    if let Some(d) = dynamic.filter(|_| chunk == DYNAMIC) {
        p.write_str(", ");
        p.print_type(op.value_type(d));
    }
}

/// The split point of each target: the static size, or the one index
/// result of each op of the handle, or each integer parameter.
fn chunk_sizes(
    it: &Interp<'_, '_, '_>,
    script: &Body,
    op: OpId,
    targets: &[PayloadOp],
) -> Result<Vec<ApplyValue>, Dsf> {
    let ctx = it.ctx;
    let loc = script.op_loc(op);
    let o = OpRef::new(ctx, script, op);
    if script.num_operands(op) < 2 {
        let c = int_attr(o, "static_chunk_sizes").unwrap_or(0);
        return Ok(vec![ApplyValue::Const(c); targets.len()]);
    }
    let sizes = match it.mapping(script, script.operand(op, 1)) {
        Mapping::Ops(ops) => {
            let mut sizes = Vec::with_capacity(ops.len());
            let mut diag = None;
            for p in ops {
                let body = it.payload.body(p.body).ok_or(Dsf::Definite)?;
                let ok = body.num_results(p.op) == 1 && ctx.is_index(body.value_type(body.result(p.op, 0)));
                if !ok && diag.is_none() {
                    let mut d = Diagnostic::error(
                        loc,
                        "expected dynamic split point handle to point to a single-result index-typed op",
                    );
                    d.attach_note(body.op_loc(p.op), "dynamic split point");
                    diag = Some(d);
                }
                if ok {
                    if p.body != targets.first().map_or(p.body, |t| t.body) {
                        return Err(Dsf::silenceable(
                            loc,
                            "expected the split points in the targets' body",
                        ));
                    }
                    sizes.push(ApplyValue::Value(body.result(p.op, 0)));
                }
            }
            if let Some(d) = diag {
                return Err(Dsf::Silenceable(vec![d]));
            }
            sizes
        }
        Mapping::Params(params) => params
            .iter()
            .map(|&a| ctx.integer_attr_value(a).map(|v| ApplyValue::Const(v.sext_i64())))
            .collect::<Option<Vec<_>>>()
            .ok_or_else(|| Dsf::silenceable(loc, "expected integer parameters"))?,
        Mapping::Values(_) => {
            return Err(Dsf::silenceable(
                loc,
                "expected split points given by ops or parameters",
            ))
        }
    };
    if sizes.len() != targets.len() {
        return Err(Dsf::definite(
            ctx,
            loc,
            format!(
                "expected the dynamic split point handle to point to as many operations ({}) as the target handle ({})",
                sizes.len(),
                targets.len()
            ),
        ));
    }
    Ok(sizes)
}

fn apply_split(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let loc = script.op_loc(op);
    let o = OpRef::new(ctx, script, op);
    if o.attr("multiway").is_some() {
        return Dsf::definite(ctx, loc, "multiway splits are not supported");
    }
    let dimension = int_attr(o, "dimension").unwrap_or(0);
    let targets = it.operand_ops(script, op, 0);
    let sizes = match chunk_sizes(it, script, op, &targets) {
        Ok(s) => s,
        Err(d) => return d,
    };
    let (mut first, mut second) = (Vec::new(), Vec::new());
    let mut no_second: Option<strata_ir::Location> = None;
    for (target, size) in targets.into_iter().zip(sizes) {
        let Some(body) = it.payload.body_mut(target.body).filter(|b| b.is_live(target.op)) else {
            continue;
        };
        let t = OpRef::new(ctx, body, target.op);
        let target_loc = t.loc();
        if !strata_dialect_linalg::structured::is_structured(t) {
            let mut d = Diagnostic::error(loc, "only applies to structured ops");
            d.attach_note(target_loc, "target op");
            return Dsf::Silenceable(vec![d]);
        }
        let loops = strata_dialect_linalg::structured::num_loops(t);
        if dimension < 0 || dimension as usize >= loops {
            let mut d = Diagnostic::error(loc, format!("dimension {dimension} does not exist in target op"));
            d.attach_note(target_loc, "target op");
            return Dsf::Silenceable(vec![d]);
        }
        let Some((a, b)) = split_op(ctx, body, target.op, dimension as usize, size) else {
            let mut d = Diagnostic::error(loc, "internal failure in splitting");
            d.attach_note(target_loc, "target op");
            ctx.emit(d);
            return Dsf::Definite;
        };
        let at = |op: OpId| PayloadOp {
            body: target.body,
            op,
        };
        if a != target.op {
            it.state.replace_payload_op(target, None);
        }
        first.push(at(a));
        match b {
            Some(b) => second.push(at(b)),
            None => no_second = no_second.or(Some(target_loc)),
        }
    }
    if second.len() != first.len() && !second.is_empty() {
        let mut d = Diagnostic::error(
            loc,
            "splitting does not produce the second part for a subset of targets",
        );
        d.attach_note(
            loc,
            "expected splitting to produce the second part of all or none of the targets",
        );
        if let Some(l) = no_second {
            d.attach_note(l, "first target with no second part");
        }
        return Dsf::Silenceable(vec![d]);
    }
    first.extend(second);
    it.set_result_ops(script, op, 0, first)
}

/// Splits `op` along loop `dim` after `point` iterations (MLIR's
/// `linalg::splitOp`): the two parts, the second `None` (and the op kept)
/// when the split point is past the end. `None` when tiling fails.
pub fn split_op(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    dim: usize,
    point: ApplyValue,
) -> Option<(OpId, Option<OpId>)> {
    let iface = *tiling_interface(OpRef::new(ctx, body, op))?;
    let mut b = Builder::before(ctx, body, op);
    let loc = b.loc;
    let domain = (iface.iteration_domain)(&mut b.b, op).ok()?;
    let offsets: Vec<ApplyValue> = domain
        .iter()
        .map(|r| ApplyValue::from_fold_result(ctx, r.offset))
        .collect::<Option<_>>()?;
    let sizes: Vec<ApplyValue> = domain
        .iter()
        .map(|r| ApplyValue::from_fold_result(ctx, r.size))
        .collect::<Option<_>>()?;
    let (d0, d1, d2) = (ctx.affine_dim(0), ctx.affine_dim(1), ctx.affine_dim(2));
    let min_map = AffineMap::new(3, 0, vec![d0, ctx.affine_add(d1, d2)]);
    let min_point = composed_min_max(&mut b, min_map, &[point, offsets[dim], sizes[dim]], false);
    let remaining_map = AffineMap::new(
        3,
        0,
        vec![ctx.affine_add(
            ctx.affine_add(d0, d1),
            ctx.affine_mul(d2, ctx.affine_constant(-1)),
        )],
    );
    let remaining = build_composed_folded_apply(
        &mut b.b,
        loc,
        &remaining_map,
        &[offsets[dim], sizes[dim], min_point],
    );
    if remaining == ApplyValue::Const(0) {
        return Some((op, None));
    }
    let o = OpRef::new(ctx, b.b.body, op);
    let dps = o.def()?.interfaces.get::<DestinationStyleOpInterface>()?;
    let inits: Vec<usize> = (dps.inits)(o)
        .filter(|&i| is_tensor(ctx, o.operand_type(i)))
        .collect();
    let dests: Vec<ValueId> = inits.iter().map(|&i| o.operand(i)).collect();
    let (first, first_results) = split_part(
        &mut b,
        &iface,
        op,
        (&offsets, &sizes),
        &dests,
        dim,
        (min_point, offsets[dim]),
    )?;
    // The second part computes from the first part's results.
    for (&i, &v) in inits.iter().zip(&first_results) {
        b.body().set_operand(op, i, v);
    }
    let add = AffineMap::new(2, 0, vec![ctx.affine_add(d0, d1)]);
    let total = build_composed_folded_apply(&mut b.b, loc, &add, &[offsets[dim], min_point]);
    let (second, second_results) = split_part(
        &mut b,
        &iface,
        op,
        (&offsets, &sizes),
        &first_results,
        dim,
        (remaining, total),
    )?;
    let old: Vec<ValueId> = b.body().results(op).collect();
    for (r, v) in old.into_iter().zip(second_results) {
        b.body().replace_all_uses_with(r, v);
    }
    b.body().erase_op(op);
    Some((first, Some(second)))
}

/// One part: the tile of `op` at `offset` of `size` along `dim` (the
/// whole range of the other loops), its results inserted into `results`
/// (MLIR's `createSplitPart`).
fn split_part(
    b: &mut Builder<'_>,
    iface: &strata_ir::tiling::TilingInterface,
    op: OpId,
    (offsets, sizes): (&[ApplyValue], &[ApplyValue]),
    results: &[ValueId],
    dim: usize,
    (size, offset): (ApplyValue, ApplyValue),
) -> Option<(OpId, Vec<ValueId>)> {
    let ctx = b.b.ctx;
    let loc = b.loc;
    let mut new_offsets = offsets.to_vec();
    new_offsets[dim] = offset;
    let mut new_sizes = sizes.to_vec();
    new_sizes[dim] = size;
    let fold = |l: &[ApplyValue]| -> Vec<OpFoldResult> { l.iter().map(|v| v.to_fold_result(ctx)).collect() };
    let (fo, fs) = (fold(&new_offsets), fold(&new_sizes));
    let tile = (iface.tiled_implementation)(&mut b.b, op, &fo, &fs).ok()?;
    let mut inserted = Vec::with_capacity(tile.tiled_values.len());
    for (r, &value) in tile.tiled_values.iter().enumerate() {
        let (p_offsets, p_sizes) = (iface.result_tile_position)(&mut b.b, op, r, &fo, &fs).ok()?;
        let mixed = |l: &[OpFoldResult]| -> Option<Vec<ApplyValue>> {
            l.iter().map(|&v| ApplyValue::from_fold_result(ctx, v)).collect()
        };
        let (so, ov) = split_mixed(&mixed(&p_offsets)?);
        let (ss, sv) = split_mixed(&mixed(&p_sizes)?);
        let st = vec![1; ss.len()];
        let dest = *results.get(r)?;
        let ty = b.body().value_type(dest);
        let s = tensor::InsertSliceOp::build(&mut b.b, loc, ty, value, dest, &ov, &sv, &[], &so, &ss, &st);
        inserted.push(s.result(&b.b));
    }
    Some((*tile.tiled_ops.last()?, inserted))
}

/// The two parts are tiles of the op: slices and their offsets.
const SPLIT_CONDITIONS: strata_pass::conditions::Conditions = strata_pass::conditions::Conditions {
    requires: &["interface:TilingInterface"],
    removes: &[],
    introduces: &[
        "tensor.extract_slice",
        "tensor.insert_slice",
        "affine.apply",
        "affine.min",
        "arith.constant",
    ],
    introduces_if: &[],
};
