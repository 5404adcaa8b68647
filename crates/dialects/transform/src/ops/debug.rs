//! Ops that report on the payload: `print`, `debug.emit_remark_at`,
//! `debug.emit_param_as_remark`.

use strata_ir::{Body, Diagnostic, OpId, OpRef};
use strata_ods::constraints::attrs;
use strata_ods::TypeConstraint;

use super::{str_value, OP_HANDLE, PARAM};
use crate::interpreter::{consumes_nothing, Dsf, Interp, TransformOpInterface};
use crate::payload::{PayloadOp, PayloadValue};
use crate::types;

/// `Transform_AnyHandleType`.
const ANY_HANDLE: TypeConstraint = TypeConstraint::Custom {
    summary: "transform operation or value handle",
    check: |ctx, t| types::is_op_handle_type(ctx, t) || types::is_value_handle_type(ctx, t),
};

strata_ods::op! {
    /// Prints each target op (or, without a target, the top-level op) on
    /// standard output after a `[[[ IR printer: name ]]]` header.
    pub PrintOp(PRINT, "transform.print") {
        operands(target: optional(OP_HANDLE))
        attributes(
            name: opt_str = optional(attrs::STR_ATTR),
            assume_verified: unit = optional(attrs::UNIT_ATTR),
            use_local_scope: unit = optional(attrs::UNIT_ATTR),
            skip_regions: unit = optional(attrs::UNIT_ATTR),
        )
        summary: "Dump each payload op",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    transform.print %root {name = \"before\"} : !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("$target attr-dict (`:` type($target)^)?"),
        interfaces: &[&TransformOpInterface {
            apply: apply_print,
            consumed: consumes_nothing,
            allows_repeated_handles: false,
        }],
    }

    /// Emits a remark with `message` at each payload op or value of `at`.
    pub EmitRemarkAtOp(EMIT_REMARK_AT, "transform.debug.emit_remark_at") {
        operands(at: single(ANY_HANDLE))
        attributes(message: str = required(attrs::STR_ATTR))
        summary: "Print a message as diagnostic remark attached to payload",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    transform.debug.emit_remark_at %root, \"here\" : !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("$at `,` $message attr-dict `:` type($at)"),
        interfaces: &[&TransformOpInterface {
            apply: apply_emit_remark_at,
            consumed: consumes_nothing,
            allows_repeated_handles: false,
        }],
    }

    /// Emits a remark listing the parameter's values (after `message`, if
    /// given), at each op of `anchor` or at this op.
    pub EmitParamAsRemarkOp(EMIT_PARAM_AS_REMARK, "transform.debug.emit_param_as_remark") {
        operands(param: single(PARAM), anchor: optional(OP_HANDLE))
        attributes(message: opt_str = optional(attrs::STR_ATTR))
        summary: "Prints the parameter as a diagnostic remark",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    %n = transform.num_associations %root : (!transform.any_op) -> !transform.param<i64>\n    transform.debug.emit_param_as_remark %n, \"count\" : !transform.param<i64>\n    transform.yield\n  }\n}",
        format: Some("$param (`,` $message^)?  (`at` $anchor^)? attr-dict `:` type($param) (`,` type($anchor)^)?"),
        interfaces: &[&TransformOpInterface {
            apply: apply_emit_param_as_remark,
            consumed: consumes_nothing,
            allows_repeated_handles: false,
        }],
    }
}

fn apply_print(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let opref = OpRef::new(ctx, script, op);
    let mut text = String::new();
    text.push_str("[[[ IR printer: ");
    if let Some(name) = str_value(opref, "name") {
        text.push_str(name);
        text.push(' ');
    }
    let local_scope = opref.attr("use_local_scope").is_some();
    if script.num_operands(op) == 0 {
        text.push_str("top-level ]]]\n");
        let root = it.payload.root_op();
        text.push_str(&print_payload_op(it, opref, root, local_scope));
        // The op the interpreter runs on, printed as a top-level op is,
        // is followed by an empty line, unless in local scope.
        text.push_str(if local_scope { "\n" } else { "\n\n" });
    } else {
        text.push_str("]]]\n");
        for p in it.operand_ops(script, op, 0) {
            text.push_str(&print_payload_op(it, opref, p, true));
            text.push('\n');
        }
    }
    strata_pass::write_output(text);
    Dsf::Success
}

/// A payload op as `print` shows it: in the generic form if it does not
/// verify (unless `assume_verified`), without regions with
/// `skip_regions`, with its location aliases when locations are printed
/// and not in local scope.
fn print_payload_op(it: &Interp<'_, '_, '_>, print: OpRef<'_>, p: PayloadOp, local_scope: bool) -> String {
    let ctx = it.ctx;
    let Some(body) = it.payload.body(p.body) else {
        return it.op_text(p);
    };
    let skip_regions = print.attr("skip_regions").is_some();
    let generic = print.attr("assume_verified").is_none() && {
        let (r, _) = ctx.capture_diagnostics(|| strata_ir::verify(ctx, body, p.op));
        r.is_err()
    };
    let (debug_info, pretty_debug_info) = ctx.debuginfo_on_diagnostic();
    if !skip_regions && !generic && (local_scope || !debug_info) {
        return it.op_text(p);
    }
    let options = strata_asm::PrintOptions {
        generic,
        skip_regions,
        local_scope,
        debug_info,
        pretty_debug_info,
        ..strata_asm::PrintOptions::default()
    };
    strata_asm::print_op(ctx, body, p.op, &options)
}

/// The note MLIR attaches to a remark at a payload value.
pub(crate) fn value_note(it: &Interp<'_, '_, '_>, v: PayloadValue) -> String {
    let Some(body) = it.payload.body(v.body) else {
        return "value handle points to an erased value".into();
    };
    if let Some(def) = body.defining_op(v.value) {
        let n = body.results(def).position(|r| r == v.value).unwrap_or(0);
        return format!("value handle points to an op result #{n}");
    }
    let Some(block) = body.value_parent_block(v.value) else {
        return "value handle points to a block argument".into();
    };
    let arg = body
        .block_args(block)
        .iter()
        .position(|&a| a == v.value)
        .unwrap_or(0);
    let region = body.block_region(block);
    let block_no = region.map_or(0, |r| body.region_blocks(r).position(|b| b == block).unwrap_or(0));
    let region_no = region
        .and_then(|r| {
            let owner = body.region_parent_op(r);
            let regions = match owner {
                Some(o) => body.regions_in_body(o),
                None => body.root_regions(),
            };
            regions.iter().position(|&x| x == r)
        })
        .unwrap_or(0);
    format!("value handle points to a block argument #{arg} in block #{block_no} in region #{region_no}")
}

fn apply_emit_remark_at(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let message = str_value(OpRef::new(ctx, script, op), "message")
        .unwrap_or("")
        .to_string();
    let ty = script.value_type(script.operand(op, 0));
    if types::is_value_handle_type(ctx, ty) {
        for v in it.operand_values(script, op, 0) {
            let loc = it
                .payload
                .body(v.body)
                .map_or(script.op_loc(op), |b| b.value_loc(v.value));
            let mut d = Diagnostic::remark(loc, message.clone());
            d.attach_note(loc, value_note(it, v));
            ctx.emit(d);
        }
        return Dsf::Success;
    }
    for p in it.operand_ops(script, op, 0) {
        let Some(body) = it.payload.body(p.body) else {
            continue;
        };
        let target = OpRef::new(ctx, body, p.op);
        let mut d = Diagnostic::remark(target.loc(), message.clone());
        ctx.attach_custom_op_note(target, &mut d);
        ctx.emit(d);
    }
    Dsf::Success
}

fn apply_emit_param_as_remark(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let opref = OpRef::new(ctx, script, op);
    let params = it.operand_params(script, op, 0);
    let mut text = String::new();
    if let Some(m) = str_value(opref, "message") {
        text.push_str(m);
        text.push(' ');
    }
    text.push_str(
        &params
            .iter()
            .map(|&a| ctx.attr_to_string(a))
            .collect::<Vec<_>>()
            .join(", "),
    );
    if script.num_operands(op) > 1 {
        for p in it.operand_ops(script, op, 1) {
            ctx.emit(Diagnostic::remark(it.op_loc(p), text.clone()));
        }
    } else {
        let mut d = Diagnostic::remark(script.op_loc(op), text);
        ctx.attach_custom_op_note(opref, &mut d);
        ctx.emit(d);
    }
    Dsf::Success
}
