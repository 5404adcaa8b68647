//! Ops that change the payload or make parameters: `apply_patterns` with
//! its pattern descriptors, `apply_registered_pass`, `apply_dce`,
//! `annotate`, `param.constant`, `verify`.

use strata_ir::asm::{OpAsmParser, OpAsmPrinter, ParseResult};
use strata_ir::{Attribute, Body, Context, Diagnostic, IsolatedOpMut, OpId, OpRef, OpTraits};
use strata_ods::constraints::attrs;
use strata_ods::RegionConstraint;
use strata_rewrite::{FrozenPatternSet, RewritePattern};
use strata_rewrite::{GreedyConfig, NO_LIMIT};

use super::{int_value, str_value, OP_HANDLE, PARAM};
use crate::interpreter::{consumes_first, consumes_nothing, Dsf, Interp, TransformOpInterface};
use crate::payload::PayloadOp;
use crate::state::Mapping;
use crate::tracking::TrackingListener;

/// Pattern descriptors (MLIR's `PatternDescriptorOpInterface`): the ops
/// in an `apply_patterns` region that say which patterns to apply.
#[derive(Copy, Clone)]
pub struct PatternDescriptorOpInterface {
    /// Adds the op's patterns.
    pub populate: fn(OpRef<'_>, &mut Vec<Box<dyn RewritePattern>>),
}

strata_ods::op! {
    /// Applies the patterns its region's descriptor ops name to the body
    /// of each target op (not the op itself), greedily, with folding,
    /// until a fixed point. Handles follow the payload ops the patterns
    /// replace by ops of the same name; a replacement it cannot follow, or
    /// no convergence, is a silenceable failure.
    pub ApplyPatternsOp(APPLY_PATTERNS, "transform.apply_patterns") {
        operands(target: single(OP_HANDLE))
        attributes(
            apply_cse: unit = optional(attrs::UNIT_ATTR),
            max_iterations: opt_int = default_valued(attrs::I64_ATTR, |ctx| ctx.integer_attr(ctx.i64(), -1)),
            max_num_rewrites: opt_int = default_valued(attrs::I64_ATTR, |ctx| ctx.integer_attr(ctx.i64(), -1)),
        )
        regions(patterns: single(RegionConstraint::Any))
        summary: "Greedily applies patterns to the body of the targeted op",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    %f = transform.structured.match ops{[\"func.func\"]} in %root : (!transform.any_op) -> !transform.any_op\n    transform.apply_patterns to %f {\n      transform.apply_patterns.canonicalization\n    } : !transform.any_op\n    transform.yield\n  }\n}",
        traits: OpTraits::NO_TERMINATOR.union(OpTraits::SINGLE_BLOCK).union(OpTraits::GRAPH_REGIONS),
        format: Some("`to` $target $patterns attr-dict `:` type($target)"),
        verify: Some(verify_apply_patterns),
        interfaces: &[&TransformOpInterface {
            apply: apply_apply_patterns,
            consumed: consumes_nothing,
            allows_repeated_handles: false,
        }],
    }

    /// Names the canonicalization patterns of every registered dialect and
    /// op, in an `apply_patterns` region.
    pub ApplyCanonicalizationPatternsOp(APPLY_CANONICALIZATION, "transform.apply_patterns.canonicalization") {
        summary: "Populates canonicalization patterns",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    transform.apply_patterns to %root {\n      transform.apply_patterns.canonicalization\n    } : !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("attr-dict"),
        interfaces: &[&PatternDescriptorOpInterface {
            populate: |op, patterns| patterns.extend(strata_rewrite::canonicalization_patterns(op.ctx)),
        }],
    }

    /// Runs the registered pass (or pipeline) `pass_name` with `options`
    /// on each target op; consumes the handle and returns one to the same
    /// ops.
    pub ApplyRegisteredPassOp(APPLY_REGISTERED_PASS, "transform.apply_registered_pass") {
        operands(target: single(OP_HANDLE), dynamic_options: variadic(PARAM))
        results(result: single(OP_HANDLE))
        attributes(
            pass_name: str = required(attrs::STR_ATTR),
            options: opt_attr = default_valued(attrs::DICTIONARY_ATTR, |ctx| ctx.dictionary_attr(&[])),
        )
        summary: "Applies the specified registered pass or pass pipeline",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    %f = transform.structured.match ops{[\"func.func\"]} in %root : (!transform.any_op) -> !transform.any_op\n    %g = transform.apply_registered_pass \"canonicalize\" to %f : (!transform.any_op) -> !transform.any_op\n    transform.yield\n  }\n}",
        parse: Some(parse_apply_registered_pass),
        print: Some(print_apply_registered_pass),
        verify: Some(verify_apply_registered_pass),
        interfaces: &[&TransformOpInterface {
            apply: apply_registered_pass,
            consumed: consumes_first,
            allows_repeated_handles: false,
        }],
    }

    /// Erases the ops without uses and without side effects in the
    /// bodies of the target ops.
    pub ApplyDeadCodeEliminationOp(APPLY_DCE, "transform.apply_dce") {
        operands(target: single(OP_HANDLE))
        summary: "Eliminate dead operations in the body of the target op",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    transform.apply_dce to %root : !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("`to` $target attr-dict `:` type($target)"),
        interfaces: &[&TransformOpInterface {
            apply: apply_dce,
            consumed: consumes_nothing,
            allows_repeated_handles: false,
        }],
    }

    /// Sets attribute `name` on each target op: to the parameter's value
    /// (one for all, or one per op), or to a unit attribute.
    pub AnnotateOp(ANNOTATE, "transform.annotate") {
        operands(target: single(OP_HANDLE), param: optional(PARAM))
        attributes(name: str = required(attrs::STR_ATTR))
        summary: "Annotates the target operation with an attribute by name",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    transform.annotate %root \"marked\" : !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("$target $name attr-dict (`=` $param^)? `:` type($target) (`,` type($param)^)?"),
        interfaces: &[&TransformOpInterface {
            apply: apply_annotate,
            consumed: consumes_nothing,
            allows_repeated_handles: false,
        }],
    }

    /// A parameter holding `value`.
    pub ParamConstantOp(PARAM_CONSTANT, "transform.param.constant") {
        results(param: single(PARAM))
        attributes(value: attr = required(attrs::ANY_ATTR))
        summary: "Produces a new transform dialect parameter value associated with the given attribute",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    %p = transform.param.constant 4 : i64 -> !transform.param<i64>\n    transform.yield\n  }\n}",
        format: Some("$value attr-dict `->` type($param)"),
        interfaces: &[&TransformOpInterface {
            apply: apply_param_constant,
            consumed: consumes_nothing,
            allows_repeated_handles: false,
        }],
    }

    /// Verifies each target op; a silenceable failure if one is invalid.
    pub VerifyOp(VERIFY, "transform.verify") {
        operands(target: single(OP_HANDLE))
        summary: "Verifies the targeted ops",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    transform.verify %root : !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("$target attr-dict `:` type($target)"),
        interfaces: &[&TransformOpInterface {
            apply: apply_verify,
            consumed: consumes_nothing,
            allows_repeated_handles: false,
        }],
    }
}

// ---- apply_patterns -----------------------------------------------------------------------------

fn verify_apply_patterns(op: OpRef<'_>) -> strata_ir::LogicalResult {
    let (body, regions) = op.regions();
    for &r in regions {
        for b in body.region_blocks(r) {
            for inner in body.block_ops(b) {
                let inner = OpRef::new(op.ctx, body, inner);
                let is_descriptor = inner
                    .def()
                    .is_some_and(|d| d.interfaces.get::<PatternDescriptorOpInterface>().is_some());
                if !is_descriptor {
                    let mut d = op.op_error_with_op_note(
                        "expected children ops to implement PatternDescriptorOpInterface",
                    );
                    d.attach_note(inner.loc(), "op without interface");
                    op.ctx.emit(d);
                    return Err(strata_ir::Failed);
                }
            }
        }
    }
    Ok(())
}

/// The patterns the descriptors in `op`'s region name.
fn collect_patterns(ctx: &Context, script: &Body, op: OpId) -> Vec<Box<dyn RewritePattern>> {
    let mut patterns = Vec::new();
    for &r in script.regions_in_body(op) {
        for b in script.region_blocks(r) {
            for d in script.block_ops(b) {
                let dref = OpRef::new(ctx, script, d);
                if let Some(iface) = dref
                    .def()
                    .and_then(|def| def.interfaces.get::<PatternDescriptorOpInterface>())
                {
                    (iface.populate)(dref, &mut patterns);
                }
            }
        }
    }
    patterns
}

fn apply_apply_patterns(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let opref = OpRef::new(ctx, script, op);
    let limit = |name: &str| match int_value(opref, name) {
        Some(v) if v >= 0 => v,
        _ => NO_LIMIT,
    };
    // MLIR's default configuration: the worklist seeded bottom-up.
    let config = GreedyConfig {
        top_down: false,
        max_iterations: limit("max_iterations"),
        max_rewrites: limit("max_num_rewrites"),
        ..GreedyConfig::default()
    };
    let patterns = FrozenPatternSet::new(ctx, collect_patterns(ctx, script, op));
    let apply_cse = opref.attr("apply_cse").is_some();
    for target in it.operand_ops(script, op, 0) {
        if let Some(d) = it.ensure_separate_from_transform(script, op, target) {
            return d;
        }
        // Patterns, then CSE, until CSE changes nothing (at most 50 rounds,
        // as in MLIR).
        const MAX_ROUNDS: usize = 50;
        let mut round = 0;
        loop {
            let key = it.payload.regions_key(target);
            let result = if key == target.body {
                it.greedy_tracked_regions(target, &patterns, config)
            } else {
                it.greedy_tracked(key, &patterns, config)
            };
            let converged = match result {
                Ok(c) => c,
                Err(failure) => match it.tracking_failure(script, op, &failure) {
                    // Only dead handles pointed to the op: nothing to update.
                    None => true,
                    Some(d) => return d,
                },
            };
            if !converged {
                return Dsf::silenceable(it.op_loc(target), "greedy pattern application failed");
            }
            if !apply_cse {
                break;
            }
            match run_cse(it, script.op_loc(op), target) {
                Ok(true) => {}
                Ok(false) => break,
                Err(d) => return d,
            }
            round += 1;
            if round == MAX_ROUNDS {
                return Dsf::definite(ctx, script.op_loc(op), "fixpoint iteration did not converge");
            }
        }
    }
    Dsf::Success
}

/// Runs the registered `cse` pass on `target`, which must be isolated from
/// above; whether it erased ops. Handles drop the erased ops.
fn run_cse(it: &mut Interp<'_, '_, '_>, loc: strata_ir::Location, target: PayloadOp) -> Result<bool, Dsf> {
    let ctx = it.ctx;
    let Some(registry) = strata_pass::global_registry() else {
        return Err(Dsf::definite(
            ctx,
            loc,
            "apply_cse needs the cse pass, which is not registered",
        ));
    };
    let Some(body) = it.payload.body(target.body) else {
        return Ok(false);
    };
    let anchor = ctx.op_name_str(body.op_name(target.op)).to_string();
    let pm = strata_pass::parse_pipeline(&format!("{anchor}(cse)"), registry)
        .map_err(|e| Dsf::definite(ctx, loc, e.0))?;
    let Some(body) = it.payload.body_mut(target.body) else {
        return Ok(false);
    };
    let Some(mut iso) = body.isolated_op_mut(target.op) else {
        return Err(Dsf::definite(
            ctx,
            loc,
            "apply_cse applies only to targets isolated from above",
        ));
    };
    let before = iso.body().num_ops();
    if run_pipeline(ctx, &pm, &mut iso).is_err() {
        return Err(Dsf::Definite);
    }
    let changed = iso.body().num_ops() != before;
    let key = it.payload.regions_key(target);
    it.forget_dead_ops(key);
    Ok(changed)
}

/// Whether script value `v` has a use that runs after op `op`: in an op
/// nested in it, or after it at the first level where the user and `op`
/// share a block (a use in another region of an op enclosing `op` counts,
/// as that region may run later).
fn used_after(body: &Body, v: strata_ir::ValueId, op: OpId) -> bool {
    body.uses(v).any(|(user, _)| {
        if user == op {
            return false;
        }
        if body.is_ancestor(op, user) {
            return true;
        }
        let mut x = op;
        loop {
            let Some(block) = body.op_block(x) else {
                return true;
            };
            let block = Some(block);
            let mut a = user;
            loop {
                if body.op_block(a) == block {
                    return a == x || body.is_before_in_block(x, a);
                }
                match body.parent_op(a) {
                    Some(p) => a = p,
                    None => break,
                }
            }
            match body.parent_op(x) {
                Some(p) => x = p,
                None => return true,
            }
        }
    })
}

impl Interp<'_, '_, '_> {
    /// MLIR's `ensurePayloadIsSeparateFromTransform`: the definite failure
    /// of transform op `op` when `target` is the running script's op or
    /// one of its ancestors in the payload (the script was read from it).
    pub fn ensure_separate_from_transform(
        &mut self,
        script: &Body,
        op: OpId,
        target: PayloadOp,
    ) -> Option<Dsf> {
        let path = self
            .call_stack
            .last()
            .and_then(|k| self.library.payload_paths.get(k))?
            .clone();
        let mut target_path = self.payload.path(target.body).to_vec();
        target_path.push(target.op);
        if !path.starts_with(&target_path) {
            return None;
        }
        let mut d = Diagnostic::error(
            script.op_loc(op),
            "cannot apply transform to itself (or one of its ancestors)",
        );
        d.attach_note(self.op_loc(target), "target payload op");
        self.ctx.emit(d);
        Some(Dsf::Definite)
    }

    /// The failure of transform op `op` when a tracking listener could not
    /// follow a replacement: `None` when only dead handles pointed to the
    /// replaced op.
    pub fn tracking_failure(
        &self,
        script: &Body,
        op: OpId,
        failure: &crate::tracking::TrackingFailure,
    ) -> Option<Dsf> {
        if script
            .op_attr(self.ctx, op, "transform.silence_tracking_failures")
            .is_some()
        {
            return None;
        }
        // Only a handle used after the op running in its script body (this
        // op, or the op of a caller that led here) needs the replacement;
        // a handle of a body not found counts if used at all.
        let live = |h: crate::state::Handle| {
            let id = h.body_id();
            let body = if id == std::ptr::from_ref(script) as usize {
                Some(script)
            } else {
                self.library.body_with_id(id)
            };
            let running = self.running.iter().rev().find(|r| r.0 == id).map(|r| r.1);
            match (body, running) {
                (Some(b), Some(at)) => used_after(b, h.value, at),
                _ => self.state.is_used(h),
            }
        };
        if !failure.handles.iter().any(|&h| live(h)) {
            return None;
        }
        let loc = script.op_loc(op);
        let mut d = Diagnostic::error(
            loc,
            "tracking listener failed to find replacement op during application of this transform op",
        );
        d.attach_note(loc, "ran out of suitable replacement values");
        for &h in &failure.handles {
            if let Some(l) = self.state.handle_loc(h) {
                d.attach_note(l, "replacement is required because this handle must be updated");
            }
        }
        d.attach_note(failure.op_loc, "[0] replaced op");
        for (j, &l) in failure.value_locs.iter().enumerate() {
            d.attach_note(l, format!("[0] replacement value {j}"));
        }
        Some(Dsf::Silenceable(vec![d]))
    }

    /// Applies `patterns` to the ops nested in `target`, an op that is not
    /// isolated from above, keeping handles in step; whether they converged.
    pub fn greedy_tracked_regions(
        &mut self,
        target: PayloadOp,
        patterns: &FrozenPatternSet,
        config: GreedyConfig,
    ) -> Result<bool, crate::tracking::TrackingFailure> {
        let ctx = self.ctx;
        let key = target.body;
        // As MLIR does for a target that is not isolated: one pass of a
        // worklist of the ops nested in it (post-order), without region
        // simplification; it converged if the worklist emptied.
        let ops: Vec<OpId> = match self.payload.body(key) {
            Some(b) => {
                let mut v = Vec::new();
                b.walk(target.op, strata_ir::WalkOrder::PostOrder, &mut |o| {
                    if o != target.op {
                        v.push(o);
                    }
                    strata_ir::WalkResult::Advance
                });
                v
            }
            None => return Ok(true),
        };
        let mut listener = TrackingListener::new(self, key);
        let Some(body) = self.payload.body_mut(key) else {
            return Ok(true);
        };
        let res = strata_rewrite::apply_op_patterns_greedily_with_listener(
            ctx,
            None,
            body,
            &ops,
            patterns,
            config,
            Some(&mut listener),
        );
        if let Some(f) = self.apply_tracking(key, listener).into_iter().next() {
            return Err(f);
        }
        Ok(res.converged)
    }

    /// Applies `patterns` greedily to body `key` and the bodies nested in
    /// it (those first), keeping handles in step; whether every body
    /// converged, or the first replacement tracking could not follow.
    pub fn greedy_tracked(
        &mut self,
        key: crate::BodyKey,
        patterns: &FrozenPatternSet,
        config: GreedyConfig,
    ) -> Result<bool, crate::tracking::TrackingFailure> {
        let children: Vec<OpId> = match self.payload.body(key) {
            Some(b) => {
                let mut v = Vec::new();
                strata_ir::walk::walk_all(b, &mut |body, o| {
                    if std::ptr::eq(body, b) && body.child_body(o).is_some() {
                        v.push(o);
                        return strata_ir::WalkResult::Skip;
                    }
                    strata_ir::WalkResult::Advance
                });
                v
            }
            None => return Ok(true),
        };
        let mut converged = true;
        for c in children {
            let child = self.payload.regions_key(PayloadOp { body: key, op: c });
            converged &= self.greedy_tracked(child, patterns, config)?;
        }
        let mut listener = TrackingListener::new(self, key);
        let ctx = self.ctx;
        let Some(body) = self.payload.body_mut(key) else {
            return Ok(converged);
        };
        let r = strata_rewrite::apply_patterns_greedily_with_listener(
            ctx,
            body,
            patterns,
            config,
            Some(&mut listener),
        );
        let failures = self.apply_tracking(key, listener);
        if let Some(f) = failures.into_iter().next() {
            return Err(f);
        }
        Ok(converged && r.converged)
    }
}

// ---- apply_registered_pass ----------------------------------------------------------------------

fn parse_apply_registered_pass(
    p: &mut dyn OpAsmParser<'_>,
    state: &mut strata_ir::OperationState,
) -> ParseResult<()> {
    let ctx = p.ctx();
    let pos = p.current_pos();
    let Some(name) = p.parse_optional_string()? else {
        return Err(p.emit_error_at(pos, "expected string"));
    };
    let mut entries: Vec<(strata_ir::Ident, Attribute)> = Vec::new();
    let mut dynamic = Vec::new();
    if p.parse_optional_keyword("with") {
        p.parse_keyword("options")?;
        p.parse_punct("=")?;
        if !p.parse_optional_punct("{") {
            let pos = p.current_pos();
            return Err(p.emit_plain_error_at(pos, "expected '{' in options dictionary"));
        }
        if !p.parse_optional_punct("}") {
            loop {
                let key = match p.parse_optional_string()? {
                    Some(s) => String::from_utf8_lossy(&s).into_owned(),
                    None => match p.parse_optional_any_keyword() {
                        Some(k) => k,
                        None => {
                            return Err(p.emit_error("expected key to either be an identifier or a string"))
                        }
                    },
                };
                p.parse_punct("=")?;
                let Ok(value) = parse_option_value(p, &mut dynamic) else {
                    return Err(p.emit_error(&format!(
                        "expected a valid attribute or operand as value associated to key '{key}'"
                    )));
                };
                entries.push((ctx.ident(&key), value));
                if !p.parse_optional_punct(",") {
                    break;
                }
            }
            p.parse_punct("}")?;
        }
        let mut keys: Vec<strata_ir::Ident> = entries.iter().map(|(k, _)| *k).collect();
        keys.sort_unstable();
        if keys.windows(2).any(|w| w[0] == w[1]) {
            return Err(p.emit_error("duplicate keys found in options dictionary"));
        }
    }
    p.parse_keyword("to")?;
    let target = p.parse_operand()?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    p.parse_punct(":")?;
    let fty = p.parse_type()?;
    let (inputs, results) = match ctx.type_kind(fty) {
        strata_ir::TypeKind::Function { inputs, results } => (inputs.to_vec(), results.to_vec()),
        _ => return Err(p.emit_error("expected a function type")),
    };
    if inputs.len() != dynamic.len() + 1 {
        return Err(p.emit_error(&format!(
            "{} operands present, but expected {}",
            dynamic.len() + 1,
            inputs.len()
        )));
    }
    // The function type lists the target first, then the dynamic options.
    state.operands.push(p.resolve_operand(&target, inputs[0])?);
    for (o, &t) in dynamic.iter().zip(&inputs[1..]) {
        state.operands.push(p.resolve_operand(o, t)?);
    }
    let mut props = vec![
        (
            ctx.ident("pass_name"),
            ctx.string_attr(&String::from_utf8_lossy(&name)),
        ),
        (ctx.ident("options"), ctx.dictionary_attr(&entries)),
    ];
    let rest = strata_ir::function_interface::split_inherent_attrs(
        ctx,
        attrs,
        &[
            ("pass_name", strata_ir::function_interface::PropKind::Any),
            ("options", strata_ir::function_interface::PropKind::Any),
        ],
        &mut props,
    );
    if !rest.is_empty() {
        state.attributes = Some(ctx.dictionary_attr(&rest));
    }
    state.properties = Some(ctx.dictionary_attr(&props));
    state.result_types = results;
    Ok(())
}

/// Parses an option's value: an attribute, an operand (a dynamic option,
/// recorded as `#transform.param_operand<index>`), or a non-empty list of
/// such values in square brackets.
fn parse_option_value(
    p: &mut dyn OpAsmParser<'_>,
    dynamic: &mut Vec<strata_ir::asm::UnresolvedOperand>,
) -> ParseResult<Attribute> {
    let ctx = p.ctx();
    if p.parse_optional_punct("[") {
        let mut elems = Vec::new();
        loop {
            elems.push(parse_option_value(p, dynamic)?);
            if !p.parse_optional_punct(",") {
                break;
            }
        }
        p.parse_punct("]")?;
        return Ok(ctx.array_attr(&elems));
    }
    if let Some(o) = p.parse_optional_operand()? {
        let idx = dynamic.len() as i64;
        dynamic.push(o);
        return crate::types::DEFS
            .get_attr(
                ctx,
                "param_operand",
                &[strata_ods::typedef::Param::Attr(ctx.integer_attr(ctx.i64(), idx))],
            )
            .map_err(|e| p.emit_error(&e));
    }
    match p.parse_optional_attribute(None)? {
        // The marker stands for an operand only in the generic form.
        Some(a) if param_operand_index(ctx, a).is_some() => Err(p.emit_error(
            "the param_operand attribute is a marker reserved for indicating a value will be passed via params and is only used in the generic print format",
        )),
        Some(a) => Ok(a),
        None => {
            let pos = p.current_pos();
            Err(p.emit_plain_error_at(pos, "expected SSA operand"))
        }
    }
}

/// Prints an option's value as [`parse_option_value`] reads it.
fn print_option_value(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>, v: Attribute) {
    let ctx = op.ctx;
    if let Some(idx) = param_operand_index(ctx, v) {
        p.print_operand(op.operand(1 + idx));
    } else if let Some(elems) = ctx.array_attr_elements(v) {
        p.write_str("[");
        for (i, &e) in elems.iter().enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            print_option_value(p, op, e);
        }
        p.write_str("]");
    } else {
        p.print_attribute(v);
    }
}

fn print_apply_registered_pass(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let ctx = op.ctx;
    p.write_str(" ");
    p.print_attribute(op.attr("pass_name").unwrap_or_else(|| ctx.string_attr("")));
    let entries: Vec<(strata_ir::Ident, Attribute)> = op
        .attr("options")
        .map(|d| ctx.dict_entries(d).to_vec())
        .unwrap_or_default();
    if !entries.is_empty() {
        p.write_str(" with options = {");
        for (i, (k, v)) in entries.iter().enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            p.print_string_literal(ctx.ident_str(*k).as_bytes());
            p.write_str(" = ");
            print_option_value(p, op, *v);
        }
        p.write_str("}");
    }
    p.write_str(" to ");
    p.print_operand(op.operand(0));
    p.print_optional_attr_dict(
        &strata_ir::function_interface::merged_attrs(op),
        &["pass_name", "options"],
    );
    p.write_str(" : ");
    let inputs: Vec<strata_ir::Type> = op.operands().map(|v| op.value_type(v)).collect();
    let results: Vec<strata_ir::Type> = op.result_types().collect();
    p.print_type(ctx.function_type(&inputs, &results));
}

/// The index of the dynamic option a `#transform.param_operand<index>`
/// stands for.
fn param_operand_index(ctx: &Context, a: Attribute) -> Option<usize> {
    match ctx.attr_kind(a) {
        strata_ir::AttrKind::Dialect {
            dialect,
            mnemonic,
            params,
        } if ctx.ident_str(*dialect) == "transform" && ctx.ident_str(*mnemonic) == "param_operand" => params
            .first()
            .and_then(|&i| ctx.integer_attr_value(i))
            .map(|v| v.sext_i64() as usize),
        _ => None,
    }
}

/// The dynamic option indices the `#transform.param_operand` markers in
/// `a` (an option's value, possibly a nested list) stand for, in order.
fn collect_param_operands(ctx: &Context, a: Attribute, out: &mut Vec<usize>) {
    if let Some(i) = param_operand_index(ctx, a) {
        out.push(i);
    } else if let Some(elems) = ctx.array_attr_elements(a) {
        for &e in elems {
            collect_param_operands(ctx, e, out);
        }
    }
}

fn verify_apply_registered_pass(op: OpRef<'_>) -> strata_ir::LogicalResult {
    let ctx = op.ctx;
    let n_dynamic = op.num_operands().saturating_sub(1);
    let mut used = vec![false; n_dynamic];
    let mut indices = Vec::new();
    if let Some(d) = op.attr("options") {
        for &(_, v) in ctx.dict_entries(d) {
            collect_param_operands(ctx, v, &mut indices);
        }
    }
    for i in indices {
        if i >= n_dynamic {
            return Err(op.emit_op_error(format!(
                "dynamic option index {i} is out of bounds for the number of dynamic options: {n_dynamic}"
            )));
        }
        if used[i] {
            return Err(op.emit_op_error(format!("dynamic option index {i} is already used in options")));
        }
        used[i] = true;
    }
    if used.iter().any(|u| !u) {
        return Err(op.emit_op_error(
            "a param operand does not have a corresponding param_operand attr in the options dict",
        ));
    }
    Ok(())
}

/// The option text `key=value ...` a pass's command line takes: strings
/// unquoted, other attributes without their type, list elements (and the
/// several values of a dynamic option) separated by commas.
fn options_text(it: &Interp<'_, '_, '_>, script: &Body, op: OpId) -> String {
    fn value_text(it: &Interp<'_, '_, '_>, script: &Body, op: OpId, a: Attribute, out: &mut String) {
        let ctx = it.ctx;
        let list = |items: &[Attribute], out: &mut String| {
            for (i, &e) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                value_text(it, script, op, e, out);
            }
        };
        if let Some(i) = param_operand_index(ctx, a) {
            list(&it.operand_params(script, op, 1 + i), out);
        } else if let Some(elems) = ctx.array_attr_elements(a) {
            list(elems, out);
        } else {
            match ctx.attr_kind(a) {
                strata_ir::AttrKind::String { .. } => out.push_str(ctx.string_attr_value(a).unwrap_or("")),
                strata_ir::AttrKind::Integer { value, .. } => out.push_str(&value.sext_i64().to_string()),
                strata_ir::AttrKind::Bool(b) => out.push_str(&b.to_string()),
                _ => out.push_str(&ctx.attr_to_string(a)),
            }
        }
    }
    let ctx = it.ctx;
    let opref = OpRef::new(ctx, script, op);
    let entries: Vec<(strata_ir::Ident, Attribute)> = opref
        .attr("options")
        .map(|d| ctx.dict_entries(d).to_vec())
        .unwrap_or_default();
    let mut parts = Vec::new();
    for (k, v) in entries {
        let mut text = format!("{}=", ctx.ident_str(k));
        value_text(it, script, op, v, &mut text);
        parts.push(text);
    }
    parts.join(" ")
}

fn apply_registered_pass(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let loc = script.op_loc(op);
    let name = str_value(OpRef::new(ctx, script, op), "pass_name")
        .unwrap_or("")
        .to_string();
    let Some(ctor) = strata_pass::global_registry().and_then(|r| r.lookup(&name)) else {
        return Dsf::definite(ctx, loc, format!("unknown pass or pass pipeline: {name}"));
    };
    let options = options_text(it, script, op);
    // The pass with its options, checked before it runs on any target.
    let mut pass = ctor();
    if let Err(e) = strata_pass::set_pass_options(pass.as_mut(), &options) {
        let text = strata_pass::option_error(&e);
        let (value_error, message) = strata_pass::split_option_value_error(&text);
        if let Some(line) = value_error {
            // As LLVM's command-line library reports a rejected value: on
            // its own line under the program's name, not as a diagnostic.
            let program = strata_pass::program_name("");
            eprintln!("{program}: {line}");
        }
        OpRef::new(ctx, script, op).emit_error(message.trim_end());
        return Dsf::definite(
            ctx,
            loc,
            format!("failed to add pass or pass pipeline to pipeline: {name}"),
        );
    }
    let targets = it.operand_ops(script, op, 0);
    for &t in &targets {
        if let Some(d) = it.ensure_separate_from_transform(script, op, t) {
            return d;
        }
        let Some(body) = it.payload.body_mut(t.body) else {
            continue;
        };
        let isolated = body.isolated_op_mut(t.op).is_some();
        let target = OpRef::new(ctx, body, t.op);
        let anchor = target.name_str().to_string();
        let refusal = if !isolated {
            Some("trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'".to_string())
        } else {
            pass.anchor().filter(|a| *a != anchor).map(|_| {
                format!(
                    "trying to schedule pass '{}' on an unsupported operation",
                    pass.name()
                )
            })
        };
        let failed = match refusal {
            Some(message) => {
                target.emit_op_error(message);
                true
            }
            None => {
                // A fresh instance per target, with the options accepted
                // above.
                let mut fresh = ctor();
                let _ = strata_pass::set_pass_options(fresh.as_mut(), &options);
                let mut pm = strata_pass::OpPassManager::new(&anchor);
                pm.entries.push(strata_pass::PassEntry::Pass(fresh));
                match body.isolated_op_mut(t.op) {
                    Some(mut iso) => run_pipeline(ctx, &pm, &mut iso).is_err(),
                    None => true,
                }
            }
        };
        if failed {
            let mut d = Diagnostic::error(loc, "pass pipeline failed");
            d.attach_note(it.op_loc(t), "target op");
            ctx.emit(d);
            return Dsf::Definite;
        }
    }
    it.set_result_ops(script, op, 0, targets)
}

fn run_pipeline(
    ctx: &Context,
    pm: &strata_pass::OpPassManager,
    iso: &mut IsolatedOpMut<'_>,
) -> strata_ir::LogicalResult {
    // The pipeline is anchored on the target's own op name, so its passes
    // run on the target itself. The interpreter's pass manager verifies
    // the IR after the interpreter as a whole, so the passes run here are
    // not verified one by one (a pipeline of N passes written as a script
    // costs no extra verification).
    let options = strata_pass::RunOptions {
        verify_each: false,
        ..strata_pass::RunOptions::default()
    };
    let mut am = strata_pass::AnalysisManager::new();
    pm.run_on(ctx, iso, &mut am, false, &options, &mut Vec::new())
}

// ---- apply_dce ----------------------------------------------------------------------------------

fn apply_dce(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    for target in it.operand_ops(script, op, 0) {
        let key = it.payload.regions_key(target);
        let mut listener = TrackingListener::new(it, key);
        let Some(body) = it.payload.body_mut(key) else {
            continue;
        };
        let scope = if key == target.body { Some(target.op) } else { None };
        erase_dead_ops(ctx, body, scope, &mut listener);
        it.apply_tracking(key, listener);
    }
    Dsf::Success
}

/// Erases the ops of `body` nested in `scope` (all of them without a
/// scope) that are unused and free of side effects, and then those their
/// erasure left unused.
fn erase_dead_ops(ctx: &Context, body: &mut Body, scope: Option<OpId>, listener: &mut TrackingListener<'_>) {
    let mut worklist: Vec<OpId> = Vec::new();
    let roots: Vec<OpId> = match scope {
        Some(s) => vec![s],
        None => body
            .root_regions()
            .iter()
            .flat_map(|&r| body.region_blocks(r).flat_map(|b| body.block_ops(b)))
            .collect(),
    };
    for r in roots {
        worklist.extend(body.collect_post_order(r));
    }
    worklist.retain(|&o| Some(o) != scope);
    // Popping from the end of the post-order visits users before the ops
    // defining their operands.
    let in_scope = |body: &Body, o: OpId| scope.is_none_or(|s| s != o && body.is_ancestor(s, o));
    let mut rewriter = strata_rewrite::PatternRewriter::new(ctx, body, listener);
    while let Some(o) = worklist.pop() {
        let b = rewriter.body();
        if !b.is_live(o)
            || b.op_has_uses(o)
            || !strata_rewrite::region_simplify::would_be_trivially_dead(ctx, b, o)
        {
            continue;
        }
        let defs: Vec<OpId> = b
            .operands(o)
            .filter_map(|v| b.defining_op(v))
            .filter(|&d| in_scope(b, d))
            .collect();
        rewriter.erase_op(o);
        worklist.extend(defs);
    }
}

// ---- annotate / param.constant / verify -----------------------------------------------------------

fn apply_annotate(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let name = str_value(OpRef::new(ctx, script, op), "name")
        .unwrap_or("")
        .to_string();
    let targets = it.operand_ops(script, op, 0);
    let params: Vec<Attribute> = if script.num_operands(op) > 1 {
        it.operand_params(script, op, 1)
    } else {
        vec![ctx.unit_attr()]
    };
    if params.len() != 1 && params.len() != targets.len() {
        return Dsf::silenceable(
            script.op_loc(op),
            "parameter and target have different payload lengths",
        );
    }
    for (i, t) in targets.into_iter().enumerate() {
        let value = if params.len() == 1 { params[0] } else { params[i] };
        if let Some(body) = it.payload.body_mut(t.body) {
            body.set_op_attr(ctx, t.op, &name, Some(value));
        }
    }
    Dsf::Success
}

fn apply_param_constant(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let value = OpRef::new(it.ctx, script, op).attr("value");
    it.set(
        script,
        script.result(op, 0),
        Mapping::Params(value.into_iter().collect()),
    );
    Dsf::Success
}

fn apply_verify(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    for t in it.operand_ops(script, op, 0) {
        let Some(body) = it.payload.body(t.body) else {
            continue;
        };
        let (r, diags) = ctx.capture_diagnostics(|| strata_ir::verify(ctx, body, t.op));
        if r.is_err() {
            let mut d = Diagnostic::error(script.op_loc(op), "failed to verify payload op");
            d.attach_note(body.op_loc(t.op), "payload op");
            let mut out = vec![d];
            out.extend(diags);
            return Dsf::Silenceable(out);
        }
    }
    Dsf::Success
}
