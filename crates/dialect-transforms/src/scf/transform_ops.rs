//! The loop transform ops (MLIR's SCF transform extension): peeling,
//! unrolling, unroll-and-jam, coalescing, promotion, `scf.parallel` to
//! nested loops, and the `scf` pattern descriptor, on the loop utilities of
//! this crate.

use strata_dialect_transform::ops::apply::PatternDescriptorOpInterface;
use strata_dialect_transform::ops::conversion::ConversionPatternDescriptorOpInterface;
use strata_dialect_transform::ops::OP_HANDLE;
use strata_dialect_transform::{interpreter::consumes_first, Dsf, Interp, PayloadOp, TransformOpInterface};
use strata_ir::{Body, Context, Diagnostic, OpId, OpRef};
use strata_ods::constraints::attrs;
use strata_ods::TypeConstraint;
use strata_rewrite::PatternRewriter;

use crate::affine::loop_utils as affine_utils;
use crate::scf::utils::ForLoop;

/// `Transform_ScfForOp`: a handle to `scf.for` ops.
pub const SCF_FOR_HANDLE: TypeConstraint = TypeConstraint::Custom {
    summary: "Transform IR handle to scf.for operations",
    check: |ctx, t| strata_dialect_transform::types::op_type_name(ctx, t) == Some("scf.for"),
};

/// `ConfinedAttr<I64Attr, [IntPositive]>`.
const POSITIVE_I64: strata_ods::AttrConstraint = strata_dialect_transform::ops::POSITIVE_I64;

/// What loop unrolling needs: loops (and what it creates: arithmetic on
/// the induction variable).
const LOOP_CONDITIONS: strata_pass::conditions::Conditions = strata_pass::conditions::Conditions {
    requires: &["scf.for", "affine.for"],
    removes: &[],
    introduces: &["arith.*", "affine.apply"],
    introduces_if: &[],
};

const fn consuming(apply: fn(&mut Interp<'_, '_, '_>, &Body, OpId) -> Dsf) -> TransformOpInterface {
    TransformOpInterface {
        apply,
        consumed: consumes_first,
        allows_repeated_handles: false,
    }
}

strata_ods::op! {
    /// Peels each target loop: its last partial iteration (its first
    /// iteration with `peel_front`) moves to a loop of its own. Results:
    /// the main loop and the new one. With `fail_if_already_divisible`, a
    /// loop with nothing to peel is a failure.
    pub LoopPeelOp(LOOP_PEEL, "transform.loop.peel") {
        operands(target: single(SCF_FOR_HANDLE))
        results(peeled_loop: single(OP_HANDLE), remainder_loop: single(OP_HANDLE))
        attributes(
            peel_front: opt_bool = default_valued(attrs::BOOL_ATTR, |ctx| ctx.bool_attr(false)),
            fail_if_already_divisible: opt_bool = default_valued(attrs::BOOL_ATTR, |ctx| ctx.bool_attr(false)),
        )
        summary: "Peels the first or last iteration of the loop",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    %loops = transform.structured.match ops{[\"scf.for\"]} in %root : (!transform.any_op) -> !transform.op<\"scf.for\">\n    %main, %rest = transform.loop.peel %loops : (!transform.op<\"scf.for\">) -> (!transform.any_op, !transform.any_op)\n    transform.yield\n  }\n}",
        format: Some("$target attr-dict `:` functional-type(operands, results)"),
        interfaces: &[&consuming(apply_peel), &strata_pass::conditions::Conditions {
            requires: &["scf.for"],
            removes: &[],
            introduces: &["scf.for", "affine.min", "affine.apply", "arith.constant"],
            introduces_if: &[],
        }],
    }

    /// Unrolls each target loop (`scf.for` or `affine.for`) by `factor`.
    pub LoopUnrollOp(LOOP_UNROLL, "transform.loop.unroll") {
        operands(target: single(OP_HANDLE))
        attributes(factor: int = required(POSITIVE_I64))
        summary: "Unrolls the given loop with the given unroll factor",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    %loops = transform.structured.match ops{[\"scf.for\"]} in %root : (!transform.any_op) -> !transform.any_op\n    transform.loop.unroll %loops {factor = 4} : !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("$target attr-dict `:` type($target)"),
        interfaces: &[&consuming(apply_unroll), &LOOP_CONDITIONS],
    }

    /// Unrolls each target `affine.for` by `factor` and jams the copies of
    /// its inner loops together.
    pub LoopUnrollAndJamOp(LOOP_UNROLL_AND_JAM, "transform.loop.unroll_and_jam") {
        operands(target: single(OP_HANDLE))
        attributes(factor: int = required(POSITIVE_I64))
        summary: "Unrolls and jam the given loop with the given unroll factor",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    %loops = transform.structured.match ops{[\"affine.for\"]} in %root : (!transform.any_op) -> !transform.any_op\n    transform.loop.unroll_and_jam %loops {factor = 2} : !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("$target attr-dict `:` type($target)"),
        interfaces: &[&consuming(apply_unroll_and_jam), &LOOP_CONDITIONS],
    }

    /// Coalesces the perfect nest of loops starting at each target into a
    /// single loop; returns it.
    pub LoopCoalesceOp(LOOP_COALESCE, "transform.loop.coalesce") {
        operands(target: single(OP_HANDLE))
        results(transformed: single(OP_HANDLE))
        summary: "Coalesces the perfect loop nest enclosed by a given loop",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    %loops = transform.structured.match ops{[\"scf.for\"]} in %root : (!transform.any_op) -> !transform.any_op\n    %outer = transform.get_parent_op %loops {op_name = \"scf.for\"} : (!transform.any_op) -> !transform.any_op\n    %c = transform.loop.coalesce %outer : (!transform.any_op) -> !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("$target attr-dict `:` functional-type($target, $transformed)"),
        interfaces: &[&consuming(apply_coalesce), &strata_pass::conditions::Conditions {
            requires: &["scf.for", "affine.for"],
            removes: &[],
            introduces: &["affine.delinearize_index", "affine.apply", "arith.*"],
            introduces_if: &[],
        }],
    }

    /// Software-pipelines each target loop on a schedule computed from
    /// latencies (`read_latency` for `vector.transfer_read`, 1 for other
    /// ops) and `iteration_interval`: reads of later iterations move
    /// before the loop, the matching writes after it. Returns the kernel
    /// loops.
    pub LoopPipelineOp(LOOP_PIPELINE, "transform.loop.pipeline") {
        operands(target: single(SCF_FOR_HANDLE))
        results(transformed: single(OP_HANDLE))
        attributes(
            iteration_interval: opt_int = default_valued(attrs::I64_ATTR, |ctx| ctx.integer_attr(ctx.i64(), 1)),
            read_latency: opt_int = default_valued(attrs::I64_ATTR, |ctx| ctx.integer_attr(ctx.i64(), 10)),
        )
        summary: "Applies software pipelining to the loop",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    %loops = transform.structured.match ops{[\"scf.for\"]} in %root : (!transform.any_op) -> !transform.op<\"scf.for\">\n    %kernel = transform.loop.pipeline %loops {read_latency = 5} : (!transform.op<\"scf.for\">) -> !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("$target attr-dict `:` functional-type(operands, results)"),
        interfaces: &[&consuming(apply_pipeline), &strata_pass::conditions::Conditions {
            requires: &["scf.for"],
            removes: &[],
            introduces: &["scf.for", "arith.*"],
            introduces_if: &[],
        }],
    }

    /// Replaces each target loop that runs exactly once by its body.
    pub LoopPromoteIfOneIterationOp(LOOP_PROMOTE_IF_ONE_ITERATION, "transform.loop.promote_if_one_iteration") {
        operands(target: single(OP_HANDLE))
        summary: "Promote loop if it has one iteration",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    %loops = transform.structured.match ops{[\"scf.for\"]} in %root : (!transform.any_op) -> !transform.any_op\n    transform.loop.promote_if_one_iteration %loops : !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("$target attr-dict `:` type($target)"),
        interfaces: &[&consuming(apply_promote), &PROMOTE_CONDITIONS],
    }

    /// Turns each target `scf.parallel` into a nest of `scf.for` loops;
    /// returns them, outermost first.
    pub LoopParallelForToNestedForsOp(LOOP_PARALLEL_FOR_TO_NESTED_FORS, "transform.loop.parallel_for_to_nested_fors") {
        operands(target: single(OP_HANDLE))
        results(transformed: variadic(OP_HANDLE))
        summary: "Converts a given scf.parallel loop into nested scf.for loops",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    %p = transform.structured.match ops{[\"scf.parallel\"]} in %root : (!transform.any_op) -> !transform.any_op\n    %loops = transform.loop.parallel_for_to_nested_fors %p : (!transform.any_op) -> !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("$target attr-dict `:` functional-type(operands, results)"),
        interfaces: &[&consuming(apply_parallel_for_to_nested_fors), &NESTED_FORS_CONDITIONS],
    }

    /// Replaces the single target `scf.forall` (without shared outputs) by
    /// a nest of `scf.for` loops; one result per induction variable, the
    /// loops outermost first.
    pub LoopForallToForOp(LOOP_FORALL_TO_FOR, "transform.loop.forall_to_for") {
        operands(target: single(OP_HANDLE))
        results(transformed: variadic(OP_HANDLE))
        summary: "Converts scf.forall into a nest of scf.for operations",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    %f = transform.structured.match ops{[\"scf.forall\"]} in %root : (!transform.any_op) -> !transform.any_op\n    %i, %j = transform.loop.forall_to_for %f : (!transform.any_op) -> (!transform.any_op, !transform.any_op)\n    transform.yield\n  }\n}",
        format: Some("$target attr-dict `:` functional-type(operands, results)"),
        interfaces: &[&consuming(apply_forall_to_for), &FORALL_TO_FOR_CONDITIONS],
    }

    /// Replaces the single target `scf.forall` (without shared outputs) by
    /// one `scf.parallel`; its one result is that loop.
    pub LoopForallToParallelOp(LOOP_FORALL_TO_PARALLEL, "transform.loop.forall_to_parallel") {
        operands(target: single(OP_HANDLE))
        results(transformed: variadic(OP_HANDLE))
        summary: "Converts scf.forall into an scf.parallel operation",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    %f = transform.structured.match ops{[\"scf.forall\"]} in %root : (!transform.any_op) -> !transform.any_op\n    %p = transform.loop.forall_to_parallel %f : (!transform.any_op) -> !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("$target attr-dict `:` functional-type(operands, results)"),
        interfaces: &[&consuming(apply_forall_to_parallel), &FORALL_TO_PARALLEL_CONDITIONS],
    }

    /// Replaces each target `scf.if` by the ops of its `then` region (its
    /// `else` region with `take_else_branch`), as if the condition were
    /// known; handles to the ops moved out stay valid.
    pub TakeAssumedBranchOp(TAKE_ASSUMED_BRANCH, "transform.scf.take_assumed_branch") {
        operands(target: single(OP_HANDLE))
        attributes(take_else_branch: unit = optional(attrs::UNIT_ATTR))
        summary: "Replaces an scf.if by the ops of one of its regions",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {\n    %if = transform.structured.match ops{[\"scf.if\"]} in %root : (!transform.any_op) -> !transform.any_op\n    transform.scf.take_assumed_branch %if : (!transform.any_op) -> ()\n    transform.yield\n  }\n}",
        format: Some("$target (`take_else_branch` $take_else_branch^)? attr-dict `:` functional-type(operands, results)"),
        interfaces: &[&TransformOpInterface {
            apply: apply_take_assumed_branch,
            consumed: strata_dialect_transform::interpreter::consumes_nothing,
            allows_repeated_handles: false,
        }],
    }

    /// In an `apply_conversion_patterns` region: the structural type
    /// conversions of `scf.for`, `scf.if`, `scf.while` and their
    /// terminators, with the legality that goes with them.
    pub ApplyScfStructuralConversionsOp(APPLY_SCF_STRUCTURAL_CONVERSIONS, "transform.apply_conversion_patterns.scf.structural_conversions") {
        summary: "Populates the SCF structural type conversion patterns",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    %f = transform.structured.match ops{[\"func.func\"]} in %root : (!transform.any_op) -> !transform.any_op\n    transform.apply_conversion_patterns to %f {\n      transform.apply_conversion_patterns.scf.structural_conversions\n    } with type_converter {\n      transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter\n    } {partial_conversion} : !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("attr-dict"),
        interfaces: &[&ConversionPatternDescriptorOpInterface {
            populate: |_, tc, out| {
                out.extend(crate::scf::structural_type_conversions::structural_type_conversion_patterns(&tc.converter))
            },
            populate_target_rules: Some(|_, tc, target| {
                crate::scf::structural_type_conversions::structural_type_conversion_legality(&tc.converter, target)
            }),
            type_converter: None,
            verify_type_converter: None,
            prepare_module: None,
        }],
    }

    /// Names the `scf.for` canonicalization patterns (`affine.min`/`max`
    /// simplification in loops).
    pub ApplyForLoopCanonicalizationPatternsOp(APPLY_FOR_LOOP_CANONICALIZATION, "transform.apply_patterns.scf.for_loop_canonicalization") {
        summary: "Collects patterns for canonicalizing operations inside SCF loop bodies",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    transform.apply_patterns to %root {\n      transform.apply_patterns.scf.for_loop_canonicalization\n    } : !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("attr-dict"),
        interfaces: &[&PatternDescriptorOpInterface {
            populate: |_, patterns| patterns.extend(crate::scf::for_loop_canonicalization::for_loop_canonicalization_patterns()),
        }],
    }
}

fn bool_attr(op: OpRef<'_>, name: &str) -> bool {
    op.attr(name)
        .is_some_and(|a| matches!(op.ctx.attr_kind(a), strata_ir::AttrKind::Bool(true)))
}

fn factor(op: OpRef<'_>) -> u64 {
    op.attr("factor")
        .and_then(|a| op.ctx.integer_attr_value(a))
        .map_or(1, |v| v.sext_i64().max(1) as u64)
}

fn is_named(ctx: &Context, body: &Body, op: OpId, name: &str) -> bool {
    ctx.op_name_str(body.op_name(op)) == name
}

fn apply_peel(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let opref = OpRef::new(ctx, script, op);
    let front = bool_attr(opref, "peel_front");
    let loc = script.op_loc(op);
    it.apply_each(script, op, &mut |it, target| {
        let Some(body) = it.payload.body_mut(target.body) else {
            return Ok(vec![Vec::new(), Vec::new()]);
        };
        let mut listener = strata_rewrite::NoListener;
        let mut rw = PatternRewriter::new(ctx, body, &mut listener);
        match crate::scf::loop_peeling::peel_for_loop(&mut rw, target.op, front) {
            Some(new) => Ok(vec![
                vec![target],
                vec![PayloadOp {
                    body: target.body,
                    op: new,
                }],
            ]),
            // Nothing to peel (the loop divides evenly, or runs once) is a
            // failure, as in mlir-opt, whatever `fail_if_already_divisible`.
            None => Err(Dsf::Silenceable(vec![Diagnostic::error(
                loc,
                if front {
                    "failed to peel the first iteration"
                } else {
                    "failed to peel the last iteration"
                },
            )])),
        }
    })
}

fn int_attr(op: OpRef<'_>, name: &str, default: i64) -> i64 {
    op.attr(name)
        .and_then(|a| op.ctx.integer_attr_value(a))
        .map_or(default, |v| v.sext_i64())
}

fn apply_pipeline(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let opref = OpRef::new(ctx, script, op);
    let interval = int_attr(opref, "iteration_interval", 1);
    let read_latency = int_attr(opref, "read_latency", 10);
    let name = opref.name_str().to_string();
    let loc = script.op_loc(op);
    let schedule = move |ctx: &Context, body: &Body, f: &ForLoop| {
        crate::scf::pipelining::latency_schedule(ctx, body, f, interval, read_latency)
    };
    it.apply_each(script, op, &mut |it, target| {
        let Some(body) = it.payload.body_mut(target.body) else {
            return Ok(vec![Vec::new()]);
        };
        let target_loc = body.op_loc(target.op);
        let options = crate::scf::pipelining::PipeliningOptions {
            schedule: &schedule,
            annotate: None,
            peel_epilogue: true,
            support_dynamic_loops: false,
            predicate: None,
        };
        let mut listener = strata_rewrite::NoListener;
        let mut rw = PatternRewriter::new(ctx, body, &mut listener);
        rw.set_insertion_point(target.op);
        match crate::scf::pipelining::pipeline_for_loop(&mut rw, target.op, options) {
            Some(kernel) => Ok(vec![vec![PayloadOp {
                body: target.body,
                op: kernel,
            }]]),
            None => Err(Dsf::failed_to_apply(loc, &name, target_loc)),
        }
    })
}

/// As MLIR's affine loop utilities, a promoted loop's induction variable
/// becomes a constant at the start of the enclosing function.
const AFFINE_LOOP_OPTIONS: affine_utils::LoopOptions = affine_utils::LoopOptions {
    constants_at_entry: true,
};

fn apply_unroll(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let factor = factor(OpRef::new(ctx, script, op));
    let loc = script.op_loc(op);
    it.apply_each(script, op, &mut |it, target| {
        let Some(body) = it.payload.body_mut(target.body) else {
            return Ok(Vec::new());
        };
        let r = if is_named(ctx, body, target.op, "affine.for") {
            affine_utils::loop_unroll_by_factor(ctx, body, target.op, factor, false, AFFINE_LOOP_OPTIONS)
                .map(|_| ())
                .map_err(|e| e.0)
        } else if ForLoop::get(ctx, body, target.op).is_some() {
            crate::scf::loop_unroll::loop_unroll_by_factor(ctx, body, target.op, factor, None)
                .map(|_| ())
                .map_err(|e| e.0)
        } else {
            Err("only scf.for and affine.for loops can be unrolled")
        };
        match r {
            Ok(()) => Ok(Vec::new()),
            Err(_) => Err(Dsf::silenceable(loc, "failed to unroll")),
        }
    })
}

fn apply_unroll_and_jam(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let factor = factor(OpRef::new(ctx, script, op));
    let loc = script.op_loc(op);
    it.apply_each(script, op, &mut |it, target| {
        let Some(body) = it.payload.body_mut(target.body) else {
            return Ok(Vec::new());
        };
        let r = if is_named(ctx, body, target.op, "affine.for") {
            affine_utils::loop_unroll_jam_by_factor(ctx, body, target.op, factor, AFFINE_LOOP_OPTIONS)
                .map_err(|e| e.0)
        } else if ForLoop::get(ctx, body, target.op).is_some() {
            crate::scf::unroll_jam::loop_unroll_jam_by_factor(ctx, body, target.op, factor).map_err(|e| e.0)
        } else {
            Err("only scf.for and affine.for loops can be unrolled and jammed")
        };
        match r {
            Ok(()) => Ok(Vec::new()),
            Err(_) => Err(Dsf::silenceable(loc, "failed to unroll and jam")),
        }
    })
}

fn apply_coalesce(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let loc = script.op_loc(op);
    it.apply_each(script, op, &mut |it, target| {
        let Some(body) = it.payload.body_mut(target.body) else {
            return Ok(vec![Vec::new()]);
        };
        let r = if is_named(ctx, body, target.op, "affine.for") {
            crate::affine::loop_coalescing::coalesce_perfectly_nested_affine_loops(ctx, body, target.op)
        } else {
            crate::affine::loop_coalescing::coalesce_perfectly_nested_scf_loops(ctx, body, target.op)
        };
        match r {
            Some(new) => Ok(vec![vec![PayloadOp {
                body: target.body,
                op: new,
            }]]),
            None => Err(Dsf::silenceable(loc, "failed to coalesce")),
        }
    })
}

fn apply_promote(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    it.apply_each(script, op, &mut |it, target| {
        let Some(body) = it.payload.body_mut(target.body) else {
            return Ok(Vec::new());
        };
        if is_named(ctx, body, target.op, "affine.for") {
            affine_utils::promote_if_single_iteration(ctx, body, target.op, AFFINE_LOOP_OPTIONS);
        } else {
            crate::scf::utils::promote_if_single_iteration(ctx, body, target.op);
        }
        Ok(Vec::new())
    })
}

/// The single `scf.forall` target of `op` (no shared outputs), or MLIR's
/// silenceable failure.
fn single_forall(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Result<PayloadOp, Dsf> {
    let ctx = it.ctx;
    let loc = script.op_loc(op);
    let targets = it.operand_ops(script, op, 0);
    let [target] = targets[..] else {
        return Err(Dsf::silenceable(loc, "expected a single payload op"));
    };
    let Some(body) = it.payload.body(target.body) else {
        return Err(Dsf::silenceable(loc, "expected a single payload op"));
    };
    if !is_named(ctx, body, target.op, "scf.forall") {
        let mut d = Diagnostic::error(loc, "expected the payload to be scf.forall");
        d.attach_note(body.op_loc(target.op), "payload op");
        return Err(Dsf::Silenceable(vec![d]));
    }
    if body.num_results(target.op) != 0 {
        return Err(Dsf::silenceable(
            loc,
            "unsupported shared outputs (didn't bufferize?)",
        ));
    }
    Ok(target)
}

fn apply_forall_to_for(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let loc = script.op_loc(op);
    let target = match single_forall(it, script, op) {
        Ok(t) => t,
        Err(e) => return e,
    };
    let Some(body) = it.payload.body_mut(target.body) else {
        return Dsf::Success;
    };
    let ivs = body
        .regions_in_body(target.op)
        .first()
        .and_then(|&r| body.region_entry(r))
        .map_or(0, |b| body.block_args(b).len());
    let n = script.num_results(op);
    if n != ivs {
        let mut d = Diagnostic::error(
            loc,
            format!(
                "'{}' op expects as many results ({n}) as payload has induction variables ({ivs})",
                OpRef::new(ctx, script, op).name_str()
            ),
        );
        d.attach_note(body.op_loc(target.op), "payload op");
        return Dsf::Silenceable(vec![d]);
    }
    let loops = match crate::scf::forall_to_loops::forall_to_for(ctx, body, target.op) {
        Ok(l) => l,
        Err(_) => return Dsf::silenceable(loc, "failed to convert forall into for"),
    };
    for (i, l) in loops.into_iter().enumerate() {
        let r = it.set_result_ops(
            script,
            op,
            i,
            vec![PayloadOp {
                body: target.body,
                op: l,
            }],
        );
        if !r.succeeded() {
            return r;
        }
    }
    Dsf::Success
}

fn apply_forall_to_parallel(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let loc = script.op_loc(op);
    let target = match single_forall(it, script, op) {
        Ok(t) => t,
        Err(e) => return e,
    };
    let Some(body) = it.payload.body_mut(target.body) else {
        return Dsf::Success;
    };
    let n = script.num_results(op);
    if n != 1 {
        let mut d = Diagnostic::error(
            loc,
            format!(
                "'{}' op expects one result, given {n}",
                OpRef::new(ctx, script, op).name_str()
            ),
        );
        d.attach_note(body.op_loc(target.op), "payload op");
        return Dsf::Silenceable(vec![d]);
    }
    match crate::scf::forall_to_loops::forall_to_parallel(ctx, body, target.op) {
        Ok(p) => it.set_result_ops(
            script,
            op,
            0,
            vec![PayloadOp {
                body: target.body,
                op: p,
            }],
        ),
        Err(_) => Dsf::silenceable(loc, "failed to convert forall into parallel"),
    }
}

fn apply_parallel_for_to_nested_fors(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let loc = script.op_loc(op);
    let targets = it.operand_ops(script, op, 0);
    if targets.len() != 1 {
        return Dsf::silenceable(loc, "expected a single payload op");
    }
    let n_results = script.num_results(op);
    let mut all: Vec<PayloadOp> = Vec::new();
    for target in targets {
        let Some(body) = it.payload.body_mut(target.body) else {
            continue;
        };
        if !is_named(ctx, body, target.op, "scf.parallel") {
            let mut d = Diagnostic::error(loc, "expected the payload to be scf.parallel");
            d.attach_note(body.op_loc(target.op), "payload op");
            return Dsf::Silenceable(vec![d]);
        }
        match crate::scf::parallel_for_to_nested_fors::parallel_for_to_nested_fors(ctx, body, target.op) {
            Ok(loops) => all.extend(loops.into_iter().map(|l| PayloadOp {
                body: target.body,
                op: l,
            })),
            Err(e) => return Dsf::silenceable(loc, e.0),
        }
    }
    // One loop per result, or all of them in the single result.
    if n_results == 1 {
        return it.set_result_ops(script, op, 0, all);
    }
    if all.len() != n_results {
        return Dsf::silenceable(
            loc,
            format!(
                "number of loops, {}, does not match number of results, {n_results}",
                all.len()
            ),
        );
    }
    for (i, l) in all.into_iter().enumerate() {
        match it.set_result_ops(script, op, i, vec![l]) {
            Dsf::Success => {}
            other => return other,
        }
    }
    Dsf::Success
}

fn apply_take_assumed_branch(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let take_else = OpRef::new(ctx, script, op).attr("take_else_branch").is_some();
    let loc = script.op_loc(op);
    it.apply_each(script, op, &mut |it, target| {
        let mut listener = strata_dialect_transform::tracking::TrackingListener::new(it, target.body);
        let Some(body) = it.payload.body_mut(target.body) else {
            return Ok(Vec::new());
        };
        if !is_named(ctx, body, target.op, "scf.if") {
            return Err(Dsf::silenceable(loc, "requires an scf.if op"));
        }
        let region = body
            .regions_in_body(target.op)
            .get(usize::from(take_else))
            .copied();
        let block = region.and_then(|r| body.region_entry(r));
        let single = region.is_some_and(|r| body.region_blocks(r).count() == 1);
        let Some(block) = block.filter(|_| single) else {
            let which = if take_else { "else" } else { "then" };
            return Err(Dsf::silenceable(
                loc,
                format!("requires an scf.if op with a single-block `{which}` region"),
            ));
        };
        let Some(terminator) = body.last_op(block) else {
            return Err(Dsf::silenceable(loc, "requires a terminated region"));
        };
        let yielded: Vec<strata_ir::ValueId> = body.operands(terminator).collect();
        let mut rw = PatternRewriter::new(ctx, body, &mut listener);
        rw.inline_block_before(block, strata_ir::InsertPoint::Before(target.op), &[]);
        rw.erase_op(terminator);
        rw.replace_op(target.op, &yielded);
        it.apply_tracking(target.body, listener);
        Ok(Vec::new())
    })
}

/// Promoting an `affine.for` materializes its lower bound.
const PROMOTE_CONDITIONS: strata_pass::conditions::Conditions = strata_pass::conditions::Conditions {
    requires: &["scf.for", "affine.for"],
    removes: &[],
    introduces: &[],
    introduces_if: &[(&["affine.for"], &["arith.constant", "affine.apply"])],
};

/// `scf.parallel` becomes `scf.for` nests.
const NESTED_FORS_CONDITIONS: strata_pass::conditions::Conditions = strata_pass::conditions::Conditions {
    requires: &["scf.parallel"],
    removes: &[],
    introduces: &["scf.for", "scf.yield"],
    introduces_if: &[],
};

/// `scf.forall` becomes `scf.for` nests.
const FORALL_TO_FOR_CONDITIONS: strata_pass::conditions::Conditions = strata_pass::conditions::Conditions {
    requires: &["scf.forall"],
    removes: &[],
    introduces: &["scf.for", "scf.yield", "arith.constant"],
    introduces_if: &[],
};

/// `scf.forall` becomes `scf.parallel`.
const FORALL_TO_PARALLEL_CONDITIONS: strata_pass::conditions::Conditions =
    strata_pass::conditions::Conditions {
        requires: &["scf.forall"],
        removes: &[],
        introduces: &["scf.parallel", "scf.reduce", "arith.constant"],
        introduces_if: &[],
    };
