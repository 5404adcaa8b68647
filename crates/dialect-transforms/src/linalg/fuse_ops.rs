//! The tile-and-fuse transform ops (MLIR's linalg transform ops
//! `structured.fuse` and `structured.fuse_into_containing_op`), part of
//! this crate's transform dialect extension
//! ([`crate::transform_ops::EXTENSION`]).

use strata_dialect_affine::ApplyValue;
use strata_dialect_transform::interpreter::consumes_first;
use strata_dialect_transform::ops::{ANY_HANDLE_OR_PARAM, OP_HANDLE};
use strata_dialect_transform::{Dsf, Interp, PayloadOp, TransformOpInterface};
use strata_dialect_utils::segments::operand_group;
use strata_dialect_utils::static_value::static_list;
use strata_ir::asm::{OpAsmParser, OpAsmPrinter, ParseResult, UnresolvedOperand};
use strata_ir::tiling::tiling_interface;
use strata_ir::{Attribute, Body, Diagnostic, OpId, OpRef, OperationState, TypeKind, DYNAMIC};
use strata_ods::constraints::attrs;
use strata_ods::directives::{dense_i64_array, parse_dynamic_index_list, print_dynamic_index_list};

use super::fuse::tile_consumer_and_fuse_producers;
use super::fuse_into_containing as fuse_into;
use super::transform_ops::reify_mixed_params;
use crate::scf::tile_using_interface::{LoopKind, ScfTilingOptions};

const FUSE_CONDITIONS: strata_pass::conditions::Conditions = strata_pass::conditions::Conditions {
    requires: &["interface:TilingInterface"],
    removes: &[],
    introduces: &[
        "scf.for",
        "scf.yield",
        "scf.forall",
        "scf.forall.in_parallel",
        "affine.min",
        "affine.max",
        "affine.apply",
        "arith.constant",
        "tensor.cast",
        "tensor.dim",
        "tensor.extract_slice",
        "tensor.insert_slice",
        "tensor.parallel_insert_slice",
        "memref.dim",
        "memref.subview",
    ],
    introduces_if: &[],
};

const FUSE_INTO_CONTAINING_CONDITIONS: strata_pass::conditions::Conditions =
    strata_pass::conditions::Conditions::introducing(&[
        "scf.forall",
        "affine.min",
        "affine.apply",
        "arith.constant",
        "tensor.dim",
        "tensor.extract_slice",
        "tensor.parallel_insert_slice",
    ]);

const FUSE_INTO_CONTAINING_EXAMPLE: &str = "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {\n    %fill = transform.structured.match ops{[\"linalg.fill\"]} in %root : (!transform.any_op) -> !transform.any_op\n    %forall = transform.structured.match ops{[\"scf.forall\"]} in %root : (!transform.any_op) -> !transform.any_op\n    %fused, %new = transform.structured.fuse_into_containing_op %fill into %forall : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)\n    transform.yield\n  }\n}";

const FUSE_EXAMPLE: &str = "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {\n    %add = transform.structured.match ops{[\"linalg.add\"]} in %root : (!transform.any_op) -> !transform.any_op\n    %fused, %loops:2 = transform.structured.fuse %add tile_sizes [16, 32] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)\n    transform.yield\n  }\n}";

strata_ods::op! {
    /// Tiles each target op with `tile_sizes` (0 for a loop not tiled),
    /// loops ordered by `interchange`, into `scf.for` loops (one
    /// `scf.forall` with `use_forall`), then fuses the producers of the
    /// slices the tiles read, greedily (see [`super::fuse`]). Sizes and
    /// interchange entries may be parameters or handles to one constant
    /// op each. The results are the tiled targets and, per loop, the
    /// loops. The target is consumed.
    pub FuseOp(FUSE, "transform.structured.fuse") {
        operands(
            target: single(OP_HANDLE),
            tile_sizes: variadic(ANY_HANDLE_OR_PARAM),
            tile_interchange: variadic(ANY_HANDLE_OR_PARAM),
        )
        results(transformed: single(OP_HANDLE), loops: variadic(OP_HANDLE))
        attributes(
            static_tile_sizes: opt_attr = optional(attrs::DENSE_I64_ARRAY_ATTR),
            static_tile_interchange: opt_attr = optional(attrs::DENSE_I64_ARRAY_ATTR),
            apply_cleanup: opt_attr = optional(attrs::UNIT_ATTR),
            use_forall: opt_attr = optional(attrs::UNIT_ATTR),
        )
        summary: "Tiles the target op and fuses its producers greedily",
        example: FUSE_EXAMPLE,
        traits: strata_ir::OpTraits::ATTR_SIZED_OPERAND_SEGMENTS,
        verify: Some(verify_fuse),
        parse: Some(parse_fuse),
        print: Some(print_fuse),
        result_names: Some(|op, set| {
            if let Some(r) = op.results().next() {
                set(r, "transformed");
            }
            if let Some(r) = op.results().nth(1) {
                set(r, "loops");
            }
        }),
        interfaces: &[&TransformOpInterface {
            apply: apply_fuse,
            consumed: consumes_first,
            allows_repeated_handles: false,
        }, &FUSE_CONDITIONS],
    }
}

strata_ods::op! {
    /// Fuses the producer ops into the one containing op, one use inside
    /// it at a time (see [`super::fuse_into_containing`]): as the tile a
    /// slice of a producer's result reads, or by cloning the producer.
    /// The results are the fused ops and the containing op (a new
    /// `scf.forall` when it had to yield the producer's result too). A
    /// producer that cannot be fused is a silenceable failure with a
    /// remark saying why. The producer handle is consumed.
    pub FuseIntoContainingOp(FUSE_INTO_CONTAINING, "transform.structured.fuse_into_containing_op") {
        operands(producer_op: single(OP_HANDLE), containing_op: single(OP_HANDLE))
        results(fused_op: single(OP_HANDLE), new_containing_op: single(OP_HANDLE))
        summary: "Fuse a producer into a containing operation.",
        example: FUSE_INTO_CONTAINING_EXAMPLE,
        format: Some("$producer_op `into` $containing_op attr-dict `:` functional-type(operands, results)"),
        interfaces: &[&TransformOpInterface {
            apply: apply_fuse_into_containing,
            consumed: consumes_first,
            allows_repeated_handles: true,
        }, &FUSE_INTO_CONTAINING_CONDITIONS],
    }
}

fn apply_fuse_into_containing(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let loc = script.op_loc(op);
    let producers = it.operand_ops(script, op, 0);
    let containing_ops = it.operand_ops(script, op, 1);
    let [mut containing] = containing_ops[..] else {
        return Dsf::definite(
            ctx,
            loc,
            format!(
                "requires exactly one containing_op handle (got {})",
                containing_ops.len()
            ),
        );
    };
    let mut remaining: Vec<PayloadOp> = Vec::with_capacity(producers.len());
    for p in producers {
        if !remaining.contains(&p) {
            remaining.push(p);
        }
    }
    let mut fused = Vec::new();
    while !remaining.is_empty() {
        // The first producer with a use inside the containing op, dropped
        // from the list when that is its last.
        let mut next = None;
        for (k, p) in remaining.iter().enumerate() {
            if p.body != containing.body {
                continue;
            }
            let Some(body) = it.payload.body(p.body).filter(|b| b.is_live(p.op)) else {
                continue;
            };
            let n = fuse_into::uses_inside(body, p.op, containing.op);
            if n > 0 {
                next = Some((k, *p, n == 1));
                break;
            }
        }
        let Some((k, producer, last)) = next else {
            let mut d = Diagnostic::error(loc, "could not find next producer to fuse into container");
            d.attach_note(it.op_loc(containing), "containing op");
            return Dsf::Silenceable(vec![d]);
        };
        if last {
            remaining.remove(k);
        }
        let Some(body) = it.payload.body_mut(producer.body) else {
            return Dsf::Definite;
        };
        let mut diag = Diagnostic::remark(
            body.op_loc(producer.op),
            format!(
                "could not fuse {} into {}",
                fuse_into::op_text(ctx, body, producer.op),
                fuse_into::op_text(ctx, body, containing.op)
            ),
        );
        let at = |op: OpId| PayloadOp {
            body: producer.body,
            op,
        };
        let step =
            fuse_into::tile_and_fuse_first_extract_use(ctx, body, &mut diag, producer.op, containing.op)
                .or_else(|| {
                    fuse_into::tile_and_fuse_through_block_argument(
                        ctx,
                        body,
                        &mut diag,
                        producer.op,
                        containing.op,
                    )
                });
        if let Some(step) = step {
            fused.extend(step.fused_ops.iter().map(|&o| at(o)));
            if let Some(s) = step.erased_slice {
                it.state.replace_payload_op(at(s), None);
            }
            if let Some(new) = step.new_containing_op {
                // The handles to the containing op follow it.
                if let Some(body) = it.payload.body_mut(producer.body) {
                    body.erase_op(containing.op);
                }
                it.state.replace_payload_op(containing, Some(at(new)));
                containing = at(new);
            }
            continue;
        }
        match fuse_into::clone_and_fuse_first_use(ctx, body, &mut diag, producer.op, containing.op) {
            Some(clone) => fused.push(at(clone)),
            None => return Dsf::Silenceable(vec![diag]),
        }
    }
    let d = it.set_result_ops(script, op, 0, fused);
    if !d.succeeded() {
        return d;
    }
    it.set_result_ops(script, op, 1, vec![containing])
}

fn verify_fuse(op: OpRef<'_>) -> strata_ir::LogicalResult {
    let sizes = static_list(op, "static_tile_sizes");
    let permutation = static_list(op, "static_tile_interchange");
    let rank = sizes.len();
    if permutation.len() > rank {
        // mlir-opt prints the interchange operands, usually none.
        let operands = operand_group(op, 2)
            .map(|_| "<value>")
            .collect::<Vec<_>>()
            .join(", ");
        return Err(op.emit_op_error(format!(
            "interchange length exceeds iteration space dimensions ({rank}), found {operands}"
        )));
    }
    let mut seen = vec![false; rank];
    for &v in &permutation {
        if v == DYNAMIC {
            continue;
        }
        let Some(i) = usize::try_from(v).ok().filter(|&i| i < rank) else {
            return Err(op.emit_op_error(format!(
                "expects interchange values to be in range [0, {rank}), found: {v}"
            )));
        };
        if seen[i] {
            return Err(op.emit_op_error(format!("found duplicate interchange value: {v}")));
        }
        seen[i] = true;
    }
    let expected = if op.attr("use_forall").is_some() {
        1
    } else {
        sizes.iter().filter(|&&s| s != 0).count()
    };
    if expected != op.num_results().saturating_sub(1) {
        return Err(op.emit_op_error(format!("expects {expected} loop results")));
    }
    Ok(())
}

fn apply_fuse(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let o = OpRef::new(ctx, script, op);
    let loc = script.op_loc(op);
    let sizes = match reify_mixed_params(
        it,
        script,
        op,
        &static_list(o, "static_tile_sizes"),
        operand_group(o, 1),
    ) {
        Ok(s) => s,
        Err(d) => return d,
    };
    let interchange = match reify_mixed_params(
        it,
        script,
        op,
        &static_list(o, "static_tile_interchange"),
        operand_group(o, 2),
    ) {
        Ok(s) => s,
        Err(d) => return d,
    };
    let cleanup = o
        .attr("apply_cleanup")
        .is_some()
        .then(|| strata_rewrite::FrozenPatternSet::new(ctx, super::fuse::cleanup_patterns(ctx)));
    let options = ScfTilingOptions {
        tile_sizes: sizes.iter().map(|&s| ApplyValue::Const(s)).collect(),
        interchange,
        loop_kind: if o.attr("use_forall").is_some() {
            LoopKind::Forall
        } else {
            LoopKind::For
        },
        num_threads: Vec::new(),
        forall_by_steps: true,
        scalable: Vec::new(),
        scalarize: false,
    };
    let num_loops = script.num_results(op) - 1;
    let mut tiled = Vec::new();
    let mut loops: Vec<Vec<PayloadOp>> = vec![Vec::new(); num_loops];
    for target in it.operand_ops(script, op, 0) {
        let Some(body) = it.payload.body_mut(target.body).filter(|b| b.is_live(target.op)) else {
            continue;
        };
        if tiling_interface(OpRef::new(ctx, body, target.op)).is_none() {
            // Reported on the transform op, with its form in a note.
            ctx.emit_op_diagnostic(
                OpRef::new(ctx, script, op),
                Diagnostic::error(loc, "only TilingInterface ops are supported"),
            );
            return Dsf::Definite;
        }
        let Ok(result) = tile_consumer_and_fuse_producers(ctx, body, target.op, &options, cleanup.as_ref())
        else {
            return Dsf::Definite;
        };
        if result.loops.len() != num_loops {
            return Dsf::definite(
                ctx,
                loc,
                format!(
                    "expected {num_loops} loops, tiling created {}",
                    result.loops.len()
                ),
            );
        }
        // The consumer's results are replaced, then it and the fused
        // producers are erased once nothing uses them.
        let old: Vec<_> = body.results(target.op).collect();
        for (r, &v) in old.into_iter().zip(&result.replacements) {
            if r != v {
                body.replace_all_uses_with(r, v);
            }
        }
        let mut erased = Vec::new();
        for &x in std::iter::once(&target.op).chain(&result.fused_producers) {
            if body.is_live(x) && !body.op_has_uses(x) {
                body.erase_op(x);
                erased.push(x);
            }
        }
        for x in erased {
            it.state.replace_payload_op(
                PayloadOp {
                    body: target.body,
                    op: x,
                },
                None,
            );
        }
        let at = |op: OpId| PayloadOp {
            body: target.body,
            op,
        };
        if let Some(&t) = result.tiled_and_fused_ops.first() {
            tiled.push(at(t));
        }
        for (slot, &l) in loops.iter_mut().zip(&result.loops) {
            slot.push(at(l));
        }
    }
    let d = it.set_result_ops(script, op, 0, tiled);
    if !d.succeeded() {
        return d;
    }
    for (i, l) in loops.into_iter().enumerate() {
        let d = it.set_result_ops(script, op, i + 1, l);
        if !d.succeeded() {
            return d;
        }
    }
    Dsf::Success
}

// ---- fuse's form ------------------------------------------------------------------------------

fn parse_fuse(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let target = p.parse_operand()?;
    let mut sizes: Option<(Vec<UnresolvedOperand>, Vec<i64>)> = None;
    let mut interchange: Option<(Vec<UnresolvedOperand>, Vec<i64>)> = None;
    // Either clause, each at most once, in any order (an `oilist`).
    loop {
        let slot = if sizes.is_none() && p.parse_optional_keyword("tile_sizes") {
            &mut sizes
        } else if interchange.is_none() && p.parse_optional_keyword("interchange") {
            &mut interchange
        } else {
            break;
        };
        let (mut values, mut statics) = (Vec::new(), Vec::new());
        parse_dynamic_index_list(p, &mut values, &mut statics)?;
        *slot = Some((values, statics));
    }
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    p.parse_punct(":")?;
    let fty = p.parse_type()?;
    let (inputs, results) = match ctx.type_kind(fty) {
        TypeKind::Function { inputs, results } => (inputs.to_vec(), results.to_vec()),
        _ => return Err(p.emit_error("expected a function type")),
    };
    let (sizes, interchange) = (sizes.unwrap_or_default(), interchange.unwrap_or_default());
    let mut operands = vec![target];
    operands.extend(sizes.0.iter().cloned());
    operands.extend(interchange.0.iter().cloned());
    if inputs.len() != operands.len() {
        return Err(p.emit_error(&format!(
            "{} operands present, but expected {}",
            operands.len(),
            inputs.len()
        )));
    }
    for (o, &t) in operands.iter().zip(&inputs) {
        state.operands.push(p.resolve_operand(o, t)?);
    }
    let mut props: Vec<(strata_ir::Ident, Attribute)> = vec![(
        ctx.ident("operandSegmentSizes"),
        ctx.dense_i32_array_attr(&[1, sizes.0.len() as i32, interchange.0.len() as i32]),
    )];
    if !sizes.1.is_empty() {
        props.push((ctx.ident("static_tile_sizes"), dense_i64_array(ctx, &sizes.1)));
    }
    if !interchange.1.is_empty() {
        props.push((
            ctx.ident("static_tile_interchange"),
            dense_i64_array(ctx, &interchange.1),
        ));
    }
    let inherent = [
        "static_tile_sizes",
        "static_tile_interchange",
        "apply_cleanup",
        "use_forall",
    ];
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
    state.result_types = results;
    Ok(())
}

fn print_fuse(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let ctx = op.ctx;
    p.write_str(" ");
    p.print_operand(op.operand(0));
    for (keyword, group, name) in [
        ("tile_sizes", 1, "static_tile_sizes"),
        ("interchange", 2, "static_tile_interchange"),
    ] {
        let values: Vec<_> = operand_group(op, group).map(|i| op.operand(i)).collect();
        let statics = static_list(op, name);
        if statics.is_empty() && values.is_empty() {
            continue;
        }
        p.write_str(" ");
        p.write_str(keyword);
        p.write_str(" ");
        print_dynamic_index_list(p, &values, &statics);
    }
    p.print_optional_attr_dict(
        &strata_ir::function_interface::merged_attrs(op),
        &[
            "operandSegmentSizes",
            "static_tile_sizes",
            "static_tile_interchange",
        ],
    );
    p.write_str(" : ");
    let inputs: Vec<_> = op.operands().map(|v| op.value_type(v)).collect();
    let results: Vec<_> = op.result_types().collect();
    p.print_type(ctx.function_type(&inputs, &results));
}
