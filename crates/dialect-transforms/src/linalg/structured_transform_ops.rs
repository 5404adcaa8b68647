//! Transform ops that rewrite structured ops one at a time (MLIR's linalg
//! transform ops `structured.generalize`, `structured.specialize` and
//! `structured.interchange`), part of this crate's transform dialect
//! extension ([`crate::transform_ops::EXTENSION`]).

use strata_dialect_linalg::structured::{indexing_maps, is_structured, iterator_types, payload_block};
use strata_dialect_linalg::{iterator_type_attr, GENERIC};
use strata_dialect_transform::interpreter::consumes_first;
use strata_dialect_transform::ops::handles::SEMI_FUNCTION_TYPE;
use strata_dialect_transform::ops::OP_HANDLE;
use strata_dialect_transform::{Dsf, Interp, PayloadOp, TransformOpInterface};
use strata_dialect_utils::static_value::static_list;
use strata_ir::affine::AffineMap;
use strata_ir::{AttrKind, Attribute, Body, Diagnostic, Location, OpId, OpRef};
use strata_ods::constraints::attrs;
use strata_rewrite::{NoListener, PatternRewriter};

/// MLIR's format of the structured transform ops written with its
/// `SemiFunctionType` directive.
const SEMI_FUNCTION_FORMAT: &str =
    "$target attr-dict `:` custom<SemiFunctionType>(type($target), type($transformed))";

const FORMAT: &str = "$target attr-dict `:` functional-type(operands, results)";

const EXAMPLE: &str = "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {\n    %mm = transform.structured.match ops{[\"linalg.matmul\"]} in %root : (!transform.any_op) -> !transform.any_op\n    %g = transform.structured.generalize %mm : (!transform.any_op) -> !transform.any_op\n    %i = transform.structured.interchange %g iterator_interchange = [1, 0, 2] : (!transform.any_op) -> !transform.any_op\n    %n = transform.structured.specialize %i : (!transform.any_op) -> !transform.any_op\n    transform.yield\n  }\n}";

const REWRITE_CONDITIONS: strata_pass::conditions::Conditions =
    strata_pass::conditions::Conditions::introducing(&["linalg.generic", "linalg.index", "affine.apply"]);

strata_ods::op! {
    /// Rewrites each target named structured op as the `linalg.generic`
    /// it stands for; generic ops are returned as they are, other ops are
    /// a silenceable failure. The target is consumed.
    pub GeneralizeOp(GENERALIZE, "transform.structured.generalize") {
        operands(target: single(OP_HANDLE))
        results(transformed: single(OP_HANDLE))
        summary: "",
        example: EXAMPLE,
        format: Some(SEMI_FUNCTION_FORMAT),
        custom_directives: &[&SEMI_FUNCTION_TYPE],
        interfaces: &[&TransformOpInterface {
            apply: apply_generalize,
            consumed: consumes_first,
            allows_repeated_handles: false,
        }, &REWRITE_CONDITIONS],
    }

    /// Rewrites each target `linalg.generic` as the named op it computes
    /// (as `linalg-specialize-generic-ops` does); named ops are returned
    /// as they are; a generic op matching no named op, or a non-structured
    /// op, is a silenceable failure. The target is consumed.
    pub SpecializeOp(SPECIALIZE, "transform.structured.specialize") {
        operands(target: single(OP_HANDLE))
        results(transformed: single(OP_HANDLE))
        summary: "",
        example: EXAMPLE,
        format: Some(SEMI_FUNCTION_FORMAT),
        custom_directives: &[&SEMI_FUNCTION_TYPE],
        interfaces: &[&TransformOpInterface {
            apply: apply_specialize,
            consumed: consumes_first,
            allows_repeated_handles: false,
        }, &REWRITE_CONDITIONS],
    }

    /// Permutes the loops of each target `linalg.generic`: loop `i` of the
    /// result is loop `iterator_interchange[i]` of the target (its maps,
    /// iterator types and `linalg.index` ops follow). Other ops are a
    /// silenceable failure. The target is consumed.
    pub InterchangeOp(INTERCHANGE, "transform.structured.interchange") {
        operands(target: single(OP_HANDLE))
        results(transformed: single(OP_HANDLE))
        attributes(iterator_interchange: opt_attr = optional(attrs::DENSE_I64_ARRAY_ATTR))
        summary: "",
        example: EXAMPLE,
        format: Some("$target (`iterator_interchange` `=` $iterator_interchange^)? attr-dict `:` custom<SemiFunctionType>(type($target), type($transformed))"),
        custom_directives: &[&SEMI_FUNCTION_TYPE],
        verify: Some(verify_interchange),
        interfaces: &[&TransformOpInterface {
            apply: apply_interchange,
            consumed: consumes_first,
            allows_repeated_handles: false,
        }, &REWRITE_CONDITIONS],
    }
}

/// MLIR's `TransformEachOpTrait` failure for a target of the wrong kind.
pub(super) fn wrong_kind(loc: Location, target: Location) -> Dsf {
    let mut d = Diagnostic::error(loc, "transform applied to the wrong op kind");
    d.attach_note(target, "when applied to this op");
    Dsf::Silenceable(vec![d])
}

/// MLIR's `emitDefaultSilenceableFailure`.
pub(super) fn failed_to_apply(loc: Location, name: &str, target: Location) -> Dsf {
    let mut d = Diagnostic::error(loc, format!("{name} failed to apply"));
    d.attach_note(target, "when applied to this op");
    Dsf::Silenceable(vec![d])
}

fn apply_generalize(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let loc = script.op_loc(op);
    it.apply_each(script, op, &mut |it, target| {
        let Some(body) = it.payload.body_mut(target.body) else {
            return Ok(vec![Vec::new()]);
        };
        let o = OpRef::new(ctx, body, target.op);
        if !is_structured(o) {
            return Err(wrong_kind(loc, o.loc()));
        }
        if o.name_str() == GENERIC.name {
            return Ok(vec![vec![target]]);
        }
        let target_loc = o.loc();
        let mut listener = NoListener;
        let mut rw = PatternRewriter::new(ctx, body, &mut listener);
        match super::generalize::generalize(&mut rw, target.op) {
            Some(g) => {
                let new = PayloadOp {
                    body: target.body,
                    op: g,
                };
                it.state.replace_payload_op(target, Some(new));
                Ok(vec![vec![new]])
            }
            None => Err(failed_to_apply(
                loc,
                "transform.structured.generalize",
                target_loc,
            )),
        }
    })
}

fn apply_specialize(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let loc = script.op_loc(op);
    it.apply_each(script, op, &mut |it, target| {
        let Some(body) = it.payload.body_mut(target.body) else {
            return Ok(vec![Vec::new()]);
        };
        let o = OpRef::new(ctx, body, target.op);
        if !is_structured(o) {
            return Err(wrong_kind(loc, o.loc()));
        }
        if o.name_str() != GENERIC.name {
            return Ok(vec![vec![target]]);
        }
        let target_loc = o.loc();
        let Some(named) = super::specialize::match_named(o) else {
            return Err(failed_to_apply(
                loc,
                "transform.structured.specialize",
                target_loc,
            ));
        };
        let mut listener = NoListener;
        let mut rw = PatternRewriter::new(ctx, body, &mut listener);
        match super::specialize::replace_with_named(&mut rw, target.op, named) {
            Some(n) => {
                let new = PayloadOp {
                    body: target.body,
                    op: n,
                };
                it.state.replace_payload_op(target, Some(new));
                Ok(vec![vec![new]])
            }
            None => Err(failed_to_apply(
                loc,
                "transform.structured.specialize",
                target_loc,
            )),
        }
    })
}

const CONVERT_TO_LOOPS_CONDITIONS: strata_pass::conditions::Conditions =
    strata_pass::conditions::Conditions::introducing(&[
        "scf.for",
        "scf.yield",
        "arith.constant",
        "affine.apply",
        "memref.dim",
        "memref.load",
        "memref.store",
    ]);

strata_ods::op! {
    /// Lowers each target structured op on buffers to a nest of `scf.for`,
    /// one per loop of its iteration space, with loads of the operands its
    /// body reads, its body, and stores of what it yields (MLIR's
    /// `lowerToLoopsUsingSCFForOp`); the result holds every loop, each
    /// op's outermost first. The target is consumed.
    pub ConvertToLoopsOp(CONVERT_TO_LOOPS, "transform.structured.convert_to_loops") {
        operands(target: single(OP_HANDLE))
        results(result: single(OP_HANDLE))
        summary: "",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {\n    %mm = transform.structured.match ops{[\"linalg.matmul\"]} in %root : (!transform.any_op) -> !transform.any_op\n    %loops = transform.structured.convert_to_loops %mm : (!transform.any_op) -> !transform.any_op\n    transform.yield\n  }\n}",
        format: Some(FORMAT),
        interfaces: &[&TransformOpInterface {
            apply: apply_convert_to_loops,
            consumed: consumes_first,
            allows_repeated_handles: false,
        }, &CONVERT_TO_LOOPS_CONDITIONS],
    }
}

fn apply_convert_to_loops(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let loc = script.op_loc(op);
    let mut loops = Vec::new();
    for target in it.operand_ops(script, op, 0) {
        let Some(body) = it.payload.body_mut(target.body).filter(|b| b.is_live(target.op)) else {
            continue;
        };
        let target_loc = body.op_loc(target.op);
        if strata_ir::tiling::tiling_interface(OpRef::new(ctx, body, target.op)).is_none() {
            let mut d = Diagnostic::error(loc, "expected the payload to implement TilingInterface");
            d.attach_note(target_loc, "payload op");
            return Dsf::Silenceable(vec![d]);
        }
        let Some(nest) = lower_to_loops_using_scf_for(ctx, body, target.op) else {
            let mut d = Diagnostic::error(loc, "failed to apply");
            d.attach_note(target_loc, "attempted to apply to this op");
            ctx.emit(d);
            return Dsf::Definite;
        };
        body.erase_op(target.op);
        it.state.replace_payload_op(target, None);
        loops.extend(nest.into_iter().map(|l| PayloadOp {
            body: target.body,
            op: l,
        }));
    }
    it.set_result_ops(script, op, 0, loops)
}

/// `affine.apply` of each result of `map` to `ivs` (MLIR's
/// `getIndicesForAccess`: one apply per index, unfolded).
fn access_indices(
    b: &mut strata_ir::OpBuilder<'_>,
    loc: Location,
    map: &AffineMap,
    ivs: &[strata_ir::ValueId],
) -> Vec<strata_ir::ValueId> {
    let ctx = b.ctx;
    map.results
        .iter()
        .map(|&e| {
            let m = AffineMap::new(map.num_dims, map.num_symbols, vec![e]);
            strata_dialect_affine::ApplyOp::build(b, loc, ivs, strata_dialect_affine::map_attr(ctx, m))
                .result(b)
        })
        .collect()
}

/// Lowers the structured op `op` on buffers to one `scf.for` per loop of
/// its iteration space, built before it (MLIR's
/// `lowerToLoopsUsingSCFForOp` with linalg's `generateScalarImplementation`);
/// the loops, outermost first. `None` (the op left in place, the loops
/// built so far too, as mlir-opt leaves them) for an op with results.
pub fn lower_to_loops_using_scf_for(
    ctx: &strata_ir::Context,
    body: &mut Body,
    op: OpId,
) -> Option<Vec<OpId>> {
    let o = OpRef::new(ctx, body, op);
    if o.num_results() > 0 || !is_structured(o) {
        return None;
    }
    let iface = *strata_ir::tiling::tiling_interface(o)?;
    let maps = indexing_maps(o)?;
    let block = payload_block(o)?;
    let loc = o.loc();
    let mut b = strata_ir::OpBuilder::new(ctx, body);
    b.set_insertion_point_before(op);
    let domain = (iface.iteration_domain)(&mut b, op).ok()?;
    let mut loops = Vec::with_capacity(domain.len());
    let mut ivs = Vec::with_capacity(domain.len());
    let index = ctx.index_type();
    for r in &domain {
        let value = |b: &mut strata_ir::OpBuilder<'_>, v: strata_ir::OpFoldResult| match v {
            strata_ir::OpFoldResult::Value(v) => v,
            strata_ir::OpFoldResult::Attr(a) => strata_dialect_arith::ConstantOp::build(b, loc, a).result(b),
        };
        let (lb, ub, step) = (
            value(&mut b, r.offset),
            value(&mut b, r.size),
            value(&mut b, r.stride),
        );
        let l = strata_dialect_scf::ForOp::build(&mut b, loc, &[], lb, ub, step, &[], false);
        let region = l.region(&b);
        let inner = b.body.create_block();
        let iv = b.body.add_block_arg(inner, index, loc);
        b.body.append_block(region, inner);
        let y = strata_dialect_scf::YieldOp::build(
            &mut strata_ir::OpBuilder::at_end(ctx, b.body, inner),
            loc,
            &[],
        );
        loops.push(l.op());
        ivs.push(iv);
        b.set_insertion_point_before(y.op());
    }
    // Loads of what the body reads.
    let operands: Vec<strata_ir::ValueId> = b.body.operands(op).collect();
    let args: Vec<strata_ir::ValueId> = b.body.block_args(block).to_vec();
    let mut mapping = strata_ir::IrMapping::default();
    for (i, &v) in operands.iter().enumerate() {
        if !b.body.has_uses(args[i]) {
            continue;
        }
        let is_shaped =
            strata_dialect_linalg::structured::operand_shape_of(ctx, b.body.value_type(v)).is_some();
        let value = if is_shaped {
            let indices = access_indices(&mut b, loc, &maps[i], &ivs);
            strata_dialect_memref::LoadOp::build(&mut b, loc, v, &indices, Some(false), None).result(&b)
        } else {
            v
        };
        mapping.map_value(args[i], value);
    }
    // The body, `linalg.index` being the induction variables.
    let index_name = ctx.op_name("linalg.index");
    let ops: Vec<OpId> = b.body.block_ops(block).collect();
    let (&terminator, rest) = ops.split_last()?;
    for &x in rest {
        if b.body.op_name(x) == index_name {
            let dim = OpRef::new(ctx, b.body, x)
                .attr("dim")
                .and_then(|a| ctx.integer_attr_value(a))
                .map(|v| v.zext_u64() as usize)?;
            let r = b.body.result(x, 0);
            mapping.map_value(r, *ivs.get(dim)?);
            continue;
        }
        b.clone(x, &mut mapping);
    }
    let outs = strata_dialect_linalg::structured::outputs(OpRef::new(ctx, b.body, op));
    let yielded: Vec<strata_ir::ValueId> = b.body.operands(terminator).collect();
    let yield_loc = b.body.op_loc(terminator);
    for (k, v) in yielded.into_iter().enumerate() {
        let value = mapping.get_value(v).unwrap_or(v);
        let out = outs.start + k;
        let indices = access_indices(&mut b, yield_loc, &maps[out], &ivs);
        strata_dialect_memref::StoreOp::build(
            &mut b,
            yield_loc,
            value,
            operands[out],
            &indices,
            Some(false),
            None,
        );
    }
    Some(loops)
}

fn verify_interchange(op: OpRef<'_>) -> strata_ir::LogicalResult {
    let permutation = static_list(op, "iterator_interchange");
    if permutation.iter().any(|&p| p < 0) {
        return Err(op.emit_op_error(
            "attribute 'iterator_interchange' failed to satisfy constraint: i64 dense array attribute whose value is non-negative",
        ));
    }
    let mut seen = vec![false; permutation.len()];
    for &p in &permutation {
        match usize::try_from(p).ok().and_then(|i| seen.get_mut(i)) {
            Some(s) if !*s => *s = true,
            _ => {
                let list = permutation
                    .iter()
                    .map(|v| v.to_string())
                    .collect::<Vec<_>>()
                    .join(", ");
                return Err(op.emit_op_error(format!(
                    "expects iterator_interchange to be a permutation, found {list}"
                )));
            }
        }
    }
    Ok(())
}

fn apply_interchange(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let loc = script.op_loc(op);
    let permutation: Vec<usize> = static_list(OpRef::new(ctx, script, op), "iterator_interchange")
        .into_iter()
        .map(|p| p as usize)
        .collect();
    it.apply_each(script, op, &mut |it, target| {
        let Some(body) = it.payload.body_mut(target.body) else {
            return Ok(vec![Vec::new()]);
        };
        let o = OpRef::new(ctx, body, target.op);
        if o.name_str() != GENERIC.name {
            return Err(wrong_kind(loc, o.loc()));
        }
        if permutation.is_empty() {
            return Ok(vec![vec![target]]);
        }
        let loops = iterator_types(o).map_or(0, |i| i.len());
        if permutation.len() != loops {
            return Err(Dsf::silenceable(
                loc,
                format!(
                    "\"iterator_interchange\" has length ({}) different from the number of loops in the target operation ({loops})",
                    permutation.len()
                ),
            ));
        }
        if interchange(ctx, body, target.op, &permutation).is_none() {
            return Err(Dsf::definite(ctx, loc, "failed to apply"));
        }
        Ok(vec![vec![target]])
    })
}

/// Permutes the loops of the `linalg.generic` `op` in place (MLIR's
/// `interchangeGenericOp`): new loop `i` is old loop `permutation[i]`.
pub fn interchange(ctx: &strata_ir::Context, body: &mut Body, op: OpId, permutation: &[usize]) -> Option<()> {
    let o = OpRef::new(ctx, body, op);
    let maps = indexing_maps(o)?;
    let reductions = iterator_types(o)?;
    let block = payload_block(o)?;
    if permutation.len() != reductions.len() {
        return None;
    }
    let perm: Vec<u32> = permutation.iter().map(|&p| p as u32).collect();
    // Old loop `d` is new loop `inverse(d)`.
    let inverse = AffineMap::permutation_map(ctx, &perm)?.inverse_permutation(ctx)?;
    let new_maps: Vec<Attribute> = maps
        .iter()
        .map(|m| {
            m.compose(ctx, &inverse)
                .map(|m| ctx.intern_attr(AttrKind::AffineMap(m)))
        })
        .collect::<Option<_>>()?;
    let new_iterators: Vec<Attribute> = permutation
        .iter()
        .map(|&p| iterator_type_attr(ctx, reductions[p]))
        .collect();
    body.set_op_attr(ctx, op, "indexing_maps", Some(ctx.array_attr(&new_maps)));
    body.set_op_attr(ctx, op, "iterator_types", Some(ctx.array_attr(&new_iterators)));
    // Each `linalg.index` becomes its old loop in terms of the new ones.
    let index_name = ctx.op_name("linalg.index");
    let indices: Vec<OpId> = body
        .block_ops(block)
        .filter(|&i| body.op_name(i) == index_name)
        .collect();
    let index = ctx.index_type();
    for i in indices {
        let dim = OpRef::new(ctx, body, i)
            .attr("dim")
            .and_then(|a| ctx.integer_attr_value(a))
            .map(|v| v.zext_u64() as usize)?;
        let sub = inverse.sub_map(&[dim])?;
        let loc = body.op_loc(i);
        let mut b = strata_ir::OpBuilder::new(ctx, body);
        b.set_insertion_point_before(i);
        let all: Vec<_> = (0..perm.len())
            .map(|d| {
                let mut st = strata_ir::OperationState::new(index_name, loc);
                st.result_types = vec![index];
                st.properties = Some(ctx.dictionary_attr(&[(
                    ctx.ident("dim"),
                    ctx.integer_attr(ctx.integer_type(64), d as i64),
                )]));
                let x = b.create(st);
                b.body.result(x, 0)
            })
            .collect();
        let apply = strata_dialect_affine::ApplyOp::build(
            &mut b,
            loc,
            &all,
            strata_dialect_affine::map_attr(ctx, sub),
        );
        let v = apply.result(&b);
        let old = body.result(i, 0);
        body.replace_all_uses_with(old, v);
        body.erase_op(i);
    }
    Some(())
}

const SCALARIZE_CONDITIONS: strata_pass::conditions::Conditions =
    // Scalarizing is tiling: it creates what tiling creates.
    strata_pass::conditions::Conditions::introducing(super::transform_ops::TILING_INTRODUCES);

strata_ods::op! {
    /// Tiles each target structured op by 1 along every loop whose size
    /// is not a constant, leaving the others whole, so that the tile has
    /// a static shape (MLIR's `structured.scalarize`); the result holds
    /// the tiled ops. The target is consumed; other ops are a silenceable
    /// failure.
    pub ScalarizeOp(SCALARIZE, "transform.structured.scalarize") {
        operands(target: single(OP_HANDLE))
        results(result: single(OP_HANDLE))
        summary: "",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {\n    %mm = transform.structured.match ops{[\"linalg.matmul\"]} in %root : (!transform.any_op) -> !transform.any_op\n    %s = transform.structured.scalarize %mm : (!transform.any_op) -> !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("$target attr-dict `:` custom<SemiFunctionType>(type($target), type($result))"),
        custom_directives: &[&SEMI_FUNCTION_TYPE],
        interfaces: &[&TransformOpInterface {
            apply: apply_scalarize,
            consumed: consumes_first,
            allows_repeated_handles: false,
        }, &SCALARIZE_CONDITIONS],
    }
}

fn apply_scalarize(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let loc = script.op_loc(op);
    it.apply_each(script, op, &mut |it, target| {
        let Some(body) = it.payload.body_mut(target.body).filter(|b| b.is_live(target.op)) else {
            return Ok(vec![Vec::new()]);
        };
        let o = OpRef::new(ctx, body, target.op);
        let target_loc = o.loc();
        if strata_ir::tiling::tiling_interface(o).is_none() || !is_structured(o) {
            return Err(wrong_kind(loc, target_loc));
        }
        let options = crate::scf::tile_using_interface::ScfTilingOptions {
            scalarize: true,
            ..Default::default()
        };
        let Ok(result) = crate::scf::tile_using_interface::tile_using_scf(ctx, body, target.op, &options)
        else {
            let mut d = Diagnostic::error(loc, "transform.structured.scalarize failed to apply");
            d.attach_note(target_loc, "when applied to this op");
            ctx.emit(d);
            return Err(Dsf::Definite);
        };
        if result.tiled_ops != [target.op] {
            let old: Vec<_> = body.results(target.op).collect();
            for (r, v) in old.into_iter().zip(&result.replacements) {
                body.replace_all_uses_with(r, *v);
            }
            body.erase_op(target.op);
            it.state.replace_payload_op(target, None);
        }
        Ok(vec![result
            .tiled_ops
            .iter()
            .map(|&t| PayloadOp {
                body: target.body,
                op: t,
            })
            .collect()])
    })
}
