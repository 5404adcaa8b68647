//! The affine transform ops (MLIR's affine `TransformDialectExtension`):
//! simplification of `affine.min`/`affine.max` ops from the bounds of
//! their operands, either found in the IR (`simplify_min_max_affine_ops`)
//! or given by the script (`simplify_bounded_affine_ops`).

use strata_dialect_affine::analysis::{simplify_constrained_min_max, Constraints, LinExpr, VarKind};
use strata_dialect_affine::{map_attr, ApplyOp};
use strata_dialect_transform::interpreter::consumes_first;
use strata_dialect_transform::ops::OP_HANDLE;
use strata_dialect_transform::tracking::TrackingListener;
use strata_dialect_transform::{Dsf, Handle, Interp, PayloadOp, TransformOpInterface};
use strata_ir::{Body, Context, Diagnostic, OpId, OpRef, ValueId};
use strata_ods::constraints::attrs;
use strata_ods::directives::dense_i64_values;
use strata_rewrite::{
    apply_op_patterns_greedily_with_listener, CanonicalizationPatterns, FrozenPatternSet, GreedyConfig,
    PatternRewriter, PatternRoot, RewritePattern, Strictness,
};

use super::simplify_min_max::simplify_min_max_map;

const SIMPLIFY_BOUNDED_EXAMPLE: &str = "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {\n    %mins = transform.structured.match ops{[\"affine.min\", \"affine.max\"]} in %root : (!transform.any_op) -> !transform.any_op\n    %ids = transform.structured.match ops{[\"gpu.thread_id\"]} in %root : (!transform.any_op) -> !transform.any_op\n    transform.affine.simplify_bounded_affine_ops %mins with [%ids : !transform.any_op] within [0] and [32] : !transform.any_op\n    transform.yield\n  }\n}";

const SIMPLIFY_MIN_MAX_EXAMPLE: &str = "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {\n    %mins = transform.structured.match ops{[\"affine.min\", \"affine.max\"]} in %root : (!transform.any_op) -> !transform.any_op\n    transform.affine.simplify_min_max_affine_ops %mins : !transform.any_op\n    transform.yield\n  }\n}";

/// What both ops need and leave: min/max ops, simplified into applies
/// and constants.
const MIN_MAX_CONDITIONS: strata_pass::conditions::Conditions = strata_pass::conditions::Conditions {
    requires: &["affine.min", "affine.max"],
    removes: &[],
    introduces: &["affine.apply", "arith.constant"],
    introduces_if: &[],
};

strata_ods::op! {
    /// Simplifies the target `affine.min`/`affine.max` ops knowing that
    /// the value of each op of `bounded_values` lies in
    /// `[lower_bounds[i], upper_bounds[i])`: an op whose result is always
    /// one of its map's results becomes an `affine.apply` of it. Consumes
    /// the target handle.
    pub SimplifyBoundedAffineOpsOp(SIMPLIFY_BOUNDED_AFFINE_OPS, "transform.affine.simplify_bounded_affine_ops") {
        operands(target: single(OP_HANDLE), bounded_values: variadic(OP_HANDLE))
        attributes(
            lower_bounds: i64_array = required(attrs::DENSE_I64_ARRAY_ATTR),
            upper_bounds: i64_array = required(attrs::DENSE_I64_ARRAY_ATTR),
        )
        summary: "",
        example: SIMPLIFY_BOUNDED_EXAMPLE,
        format: Some("$target `with` `[` ($bounded_values^ `:` type($bounded_values))? `]` `within` $lower_bounds `and` $upper_bounds attr-dict `:` type($target)"),
        verify: Some(verify_simplify_bounded),
        interfaces: &[&TransformOpInterface {
            apply: apply_simplify_bounded,
            consumed: consumes_first,
            allows_repeated_handles: false,
        }, &MIN_MAX_CONDITIONS],
    }

    /// Drops from the maps of the target `affine.min`/`affine.max` ops the
    /// results that the bounds of their operands (found in the IR) show
    /// never give the op's value, then canonicalizes them. Consumes the
    /// target handle; a silenceable failure when nothing changed.
    pub SimplifyMinMaxAffineOpsOp(SIMPLIFY_MIN_MAX_AFFINE_OPS, "transform.affine.simplify_min_max_affine_ops") {
        operands(target: single(OP_HANDLE))
        summary: "",
        example: SIMPLIFY_MIN_MAX_EXAMPLE,
        format: Some("$target attr-dict `:` type($target)"),
        interfaces: &[&TransformOpInterface {
            apply: apply_simplify_min_max,
            consumed: consumes_first,
            allows_repeated_handles: false,
        }, &MIN_MAX_CONDITIONS],
    }
}

fn i64_list(op: OpRef<'_>, name: &str) -> Vec<i64> {
    op.attr(name)
        .and_then(|a| dense_i64_values(op.ctx, a))
        .unwrap_or_default()
}

fn verify_simplify_bounded(op: OpRef<'_>) -> strata_ir::LogicalResult {
    let n = op.num_operands() - 1;
    for (name, which) in [("lower_bounds", "lower"), ("upper_bounds", "upper")] {
        let found = i64_list(op, name).len();
        if found != n {
            return Err(op.emit_op_error(format!(
                "incorrect number of {which} bounds, expected {n} but found {found}"
            )));
        }
    }
    Ok(())
}

fn is_min_or_max(ctx: &Context, body: &Body, op: OpId) -> bool {
    matches!(OpRef::new(ctx, body, op).name_str(), "affine.min" | "affine.max")
}

/// The target ops of `op`'s first operand, all `affine.min`/`affine.max`,
/// or MLIR's definite failure naming the first that is not.
fn min_max_targets(it: &Interp<'_, '_, '_>, script: &Body, op: OpId) -> Result<Vec<PayloadOp>, Dsf> {
    let targets = it.operand_ops(script, op, 0);
    for &t in &targets {
        let is = it
            .payload
            .body(t.body)
            .is_some_and(|b| is_min_or_max(it.ctx, b, t.op));
        if !is {
            let mut d = Diagnostic::error(script.op_loc(op), "target must be affine.min or affine.max");
            d.attach_note(it.op_loc(t), "target op");
            it.ctx.emit(d);
            return Err(Dsf::Definite);
        }
    }
    Ok(targets)
}

/// The canonicalization patterns of `affine.max` and `affine.min`.
fn min_max_canonicalizations(ctx: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    for name in ["affine.max", "affine.min"] {
        if let Some(p) = ctx
            .op_def(ctx.op_name(name))
            .and_then(|d| d.interfaces.get::<CanonicalizationPatterns>())
        {
            (p.0)(ctx, out);
        }
    }
}

/// Runs `patterns` on `targets` (and what they create) body by body,
/// keeping the handles not consumed by `op` in step; whether every body
/// converged and whether anything changed.
fn apply_to_targets(
    it: &mut Interp<'_, '_, '_>,
    script: &Body,
    op: OpId,
    targets: &[PayloadOp],
    patterns: &FrozenPatternSet,
) -> (bool, bool) {
    let config = GreedyConfig {
        strictness: Strictness::ExistingAndNewOps,
        ..GreedyConfig::default()
    };
    let consumed = [Handle::new(script, script.operand(op, 0))];
    let mut keys: Vec<_> = targets.iter().map(|t| t.body).collect();
    keys.dedup();
    let (mut converged, mut changed) = (true, false);
    for key in keys {
        let ops: Vec<OpId> = targets.iter().filter(|t| t.body == key).map(|t| t.op).collect();
        let mut listener = TrackingListener::excluding_consumed(it, key, &consumed);
        let Some(body) = it.payload.body_mut(key) else {
            continue;
        };
        let ops: Vec<OpId> = ops.into_iter().filter(|&o| body.is_live(o)).collect();
        let r = apply_op_patterns_greedily_with_listener(
            it.ctx,
            None,
            body,
            &ops,
            patterns,
            config,
            Some(&mut listener),
        );
        converged &= r.converged;
        changed |= r.changed;
        // Handles of other transforms that pointed to a replaced op follow
        // it where they can; the consumed target needs no replacement.
        let _ = it.apply_tracking(key, listener);
    }
    (converged, changed)
}

fn apply_simplify_min_max(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let targets = match min_max_targets(it, script, op) {
        Ok(t) => t,
        Err(e) => return e,
    };
    for &t in &targets {
        let Some(body) = it.payload.body_mut(t.body) else {
            continue;
        };
        if let Some(map) = simplify_min_max_map(ctx, body, t.op) {
            body.set_op_attr(ctx, t.op, "map", Some(map_attr(ctx, map)));
        }
    }
    let mut patterns = Vec::new();
    min_max_canonicalizations(ctx, &mut patterns);
    let patterns = FrozenPatternSet::new(ctx, patterns);
    // As in MLIR, what counts as a change is what the canonicalization
    // after the simplification changed.
    let (converged, changed) = apply_to_targets(it, script, op, &targets, &patterns);
    if !converged {
        return Dsf::definite(
            ctx,
            script.op_loc(op),
            "affine.min/max simplification did not converge",
        );
    }
    if !changed {
        return Dsf::silenceable(
            script.op_loc(op),
            "the transform failed to simplify any of the target operations",
        );
    }
    Dsf::Success
}

/// Replaces an `affine.min`/`affine.max` by an `affine.apply` of the
/// result that the constraints show is always its value.
struct SimplifyConstrained {
    root: &'static str,
    constraints: Constraints,
}

impl RewritePattern for SimplifyConstrained {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(self.root)
    }

    fn debug_name(&self) -> &str {
        "(anonymous namespace)::SimplifyAffineMinMaxOp"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some((map, operands)) =
            simplify_constrained_min_max(rw.ctx, rw.body(), op, self.constraints.clone())
        else {
            return false;
        };
        let ctx = rw.ctx;
        let loc = rw.body().op_loc(op);
        rw.set_insertion_point(op);
        let v = ApplyOp::build(rw, loc, &operands, map_attr(ctx, map)).result(rw);
        rw.replace_op(op, &[v]);
        true
    }
}

fn apply_simplify_bounded(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let loc = script.op_loc(op);
    let r = OpRef::new(ctx, script, op);
    let (lbs, ubs) = (i64_list(r, "lower_bounds"), i64_list(r, "upper_bounds"));
    // The bounded values, with their bounds, per payload body.
    let mut bounded: Vec<(PayloadOp, ValueId, i64, i64)> = Vec::new();
    for (i, (&lb, &ub)) in lbs.iter().zip(&ubs).enumerate() {
        for p in it.operand_ops(script, op, i + 1) {
            let body = it.payload.body(p.body);
            let result = body.and_then(|b| {
                let results: Vec<ValueId> = b.results(p.op).collect();
                match results[..] {
                    [v] if ctx.is_index(b.value_type(v)) => Some(v),
                    _ => None,
                }
            });
            let Some(v) = result else {
                let mut d = Diagnostic::error(
                    loc,
                    "expected bounded value handle to point to one or multiple single-result index-typed ops",
                );
                d.attach_note(it.op_loc(p), "multiple/non-index result");
                ctx.emit(d);
                return Dsf::Definite;
            };
            bounded.push((p, v, lb, ub));
        }
    }
    let targets = match min_max_targets(it, script, op) {
        Ok(t) => t,
        Err(e) => return e,
    };
    if let Some(&t) = targets.iter().find(|t| bounded.iter().any(|b| b.0 == **t)) {
        let mut d = Diagnostic::error(loc, "target op result must not be constrainted");
        d.attach_note(it.op_loc(t), "target/constrained op");
        ctx.emit(d);
        return Dsf::Definite;
    }
    let mut keys: Vec<_> = targets.iter().map(|t| t.body).collect();
    keys.dedup();
    let mut converged = true;
    for key in keys {
        // One symbol per bounded value of this body, within its bounds
        // (the upper bound is exclusive).
        let mut cst = Constraints::new();
        for &(_, v, lb, ub) in bounded.iter().filter(|b| b.0.body == key) {
            let var = match cst.find_value_of_kind(v, VarKind::Symbol) {
                Some(i) => i,
                None => cst.add_var(VarKind::Symbol, Some(v)),
            };
            let x = LinExpr::var(var);
            if let Some(e) = lb.checked_neg().and_then(|n| x.plus(n)) {
                cst.add_ineq(e);
            }
            if let Some(e) = x.scale(-1).and_then(|e| e.plus(ub.checked_sub(1)?)) {
                cst.add_ineq(e);
            }
        }
        let mut patterns = Vec::new();
        min_max_canonicalizations(ctx, &mut patterns);
        for root in ["affine.min", "affine.max"] {
            patterns.push(Box::new(SimplifyConstrained {
                root,
                constraints: cst.clone(),
            }) as Box<dyn RewritePattern>);
        }
        let patterns = FrozenPatternSet::new(ctx, patterns);
        let mine: Vec<PayloadOp> = targets.iter().copied().filter(|t| t.body == key).collect();
        converged &= apply_to_targets(it, script, op, &mine, &patterns).0;
    }
    if !converged {
        return Dsf::definite(ctx, loc, "affine.min/max simplification did not converge");
    }
    Dsf::Success
}
