//! The SMT extension (`transform.smt.constrain_params`): constraints on
//! parameters written with the `smt` dialect over the parameters seen as
//! symbolic values.

use strata_ir::{Body, Context, LogicalResult, OpId, OpRef, Type, TypeKind};
use strata_ods::RegionConstraint;

use super::PARAM;
use crate::interpreter::{consumes_nothing, Dsf, Interp, TransformOpInterface};

strata_ods::op! {
    /// Constrains its parameters: the `smt` ops of the body (one block
    /// argument per parameter, of the corresponding `smt` type) assert
    /// properties of them, and the values the body yields become the
    /// results. As in MLIR 22, the interpreter has no semantics for it yet.
    pub ConstrainParamsOp(CONSTRAIN_PARAMS, "transform.smt.constrain_params") {
        operands(params: variadic(PARAM))
        results(results: variadic(PARAM))
        regions(body: single(RegionConstraint::Sized(1)))
        summary: "Express contraints on params interpreted as symbolic values",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @constrained(%root: !transform.any_op {transform.readonly}) {\n    %p = transform.param.constant 8 -> !transform.param<i64>\n    transform.smt.constrain_params(%p) : (!transform.param<i64>) -> () {\n    ^bb0(%v: !smt.int):\n      %c0 = smt.int.constant 0\n      %le = smt.int.cmp le %c0, %v\n      smt.assert %le\n    }\n    transform.yield\n  }\n}",
        implicit_terminator: Some("smt.yield"),
        format: Some("`(` $params `)` attr-dict `:` functional-type(operands, results) $body"),
        verify: Some(verify_constrain_params),
        interfaces: &[&TransformOpInterface {
            apply: apply_constrain_params,
            consumed: consumes_nothing,
            allows_repeated_handles: false,
        }],
    }
}

/// The `smt` value types the op relates to parameters.
enum SmtKind {
    Bool,
    Int,
    BitVector(i64),
}

fn smt_kind(ctx: &Context, t: Type) -> Option<SmtKind> {
    let TypeKind::Dialect {
        dialect,
        mnemonic,
        params,
    } = ctx.type_kind(t)
    else {
        return None;
    };
    if ctx.ident_str(*dialect) != "smt" {
        return None;
    }
    match (ctx.ident_str(*mnemonic), &params[..]) {
        ("bool", []) => Some(SmtKind::Bool),
        ("int", []) => Some(SmtKind::Int),
        ("bv", [w]) => Some(SmtKind::BitVector(ctx.integer_attr_value(*w)?.sext_i64())),
        _ => None,
    }
}

/// Whether an `smt` type of `what` #`idx` agrees with the parameter type
/// it stands for; MLIR's message when it does not.
fn check_types(
    ctx: &Context,
    idx: usize,
    smt: Type,
    what: &str,
    param: Type,
    param_desc: &str,
) -> Result<(), String> {
    let Some(kind) = smt_kind(ctx, smt) else {
        return Err(format!(
            "the type of {what} #{idx} is expected to be either a !smt.bool, a !smt.int, or a !smt.bv"
        ));
    };
    // `!transform.any_param` wraps nothing to check.
    let Some(wrapped) = crate::types::param_type_element(ctx, param) else {
        return Ok(());
    };
    let width = match ctx.type_kind(wrapped) {
        TypeKind::Integer { width, .. } => Some(*width as i64),
        _ => None,
    };
    let param_text = ctx.type_to_string(param);
    match kind {
        SmtKind::Int if width.is_none() => Err(format!(
            "the type of {what} #{idx} is !smt.int though the corresponding {param_desc} type ('{param_text}') is not wrapping an integer type"
        )),
        SmtKind::Bool if width != Some(1) => Err(format!(
            "the type of {what} #{idx} is !smt.bool though the corresponding {param_desc} type ('{param_text}') is not wrapping i1"
        )),
        SmtKind::BitVector(w) if width != Some(w) => Err(format!(
            "the type of {what} #{idx} is '{}' though the corresponding {param_desc} type ('{param_text}') is not wrapping an integer type of the same bitwidth",
            ctx.type_to_string(smt)
        )),
        _ => Ok(()),
    }
}

fn verify_constrain_params(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let (body, regions) = op.regions();
    let Some(entry) = regions.first().and_then(|&r| body.region_entry(r)) else {
        return Ok(());
    };
    let terminator = body.last_op(entry).map(|t| OpRef::new(ctx, body, t));
    let Some(terminator) = terminator.filter(|t| t.name_str() == "smt.yield") else {
        return Err(op.emit_op_error("expected 'smt.yield' as terminator"));
    };
    let args = body.block_args(entry);
    if args.len() != op.num_operands() {
        return Err(op.emit_op_error("must have the same number of block arguments as operands"));
    }
    for (idx, (v, &arg)) in op.operands().zip(args).enumerate() {
        check_types(
            ctx,
            idx,
            body.value_type(arg),
            "block arg",
            op.value_type(v),
            "operand",
        )
        .map_err(|m| op.emit_op_error(m))?;
    }
    for o in body.block_ops(entry) {
        if !ctx.op_name_str(body.op_name(o)).starts_with("smt.") {
            return Err(op.emit_op_error("ops contained in region should belong to SMT-dialect"));
        }
    }
    if terminator.num_operands() != op.num_results() {
        return Err(terminator
            .emit_op_error("expected terminator to have as many operands as the parent op has results"));
    }
    for (idx, (v, rt)) in terminator.operands().zip(op.result_types()).enumerate() {
        check_types(
            ctx,
            idx,
            terminator.value_type(v),
            "terminator operand",
            rt,
            "result",
        )
        .map_err(|m| terminator.emit_op_error(m))?;
    }
    Ok(())
}

fn apply_constrain_params(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    Dsf::definite(
        it.ctx,
        script.op_loc(op),
        "op does not have interpreted semantics yet",
    )
}
