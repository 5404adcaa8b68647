//! The verifiers of the pdl_interp ops, with MLIR 22's messages.

use strata_dialect_pdl::types as pdl_types;
use strata_dialect_utils::segments::operand_group;
use strata_ir::{AttrKind, Attribute, Context, LogicalResult, OpRef, Type};

/// `I32ElementsAttr`: dense elements of `i32`.
pub(crate) fn is_i32_elements(ctx: &Context, a: Attribute) -> bool {
    match ctx.attr_kind(a) {
        AttrKind::DenseElements { ty, .. } => ctx
            .element_type(*ty)
            .is_some_and(|e| ctx.integer_width(e) == Some(32) && ctx.is_signless_integer(e)),
        _ => false,
    }
}

/// The operand type `pdl_interp.get_value_type` takes for a result type:
/// values for a type, a range of values for a range of types.
pub(crate) fn value_type_of(ctx: &Context, result: Type) -> Type {
    if pdl_types::range_element(ctx, result).is_some() {
        pdl_types::range(ctx, pdl_types::value(ctx))
    } else {
        pdl_types::value(ctx)
    }
}

/// The number of case values of a switch op.
fn case_value_count(op: OpRef<'_>) -> usize {
    let ctx = op.ctx;
    let Some(a) = op.attr("caseValues") else {
        return 0;
    };
    match ctx.attr_kind(a) {
        AttrKind::Array(v) => v.len(),
        AttrKind::DenseElements { ty, .. } => ctx.shape(*ty).map_or(0, |s| {
            s.iter().map(|&d| usize::try_from(d).unwrap_or(0)).product()
        }),
        _ => 0,
    }
}

pub(crate) fn switch(op: OpRef<'_>) -> LogicalResult {
    let cases = op.num_successors().saturating_sub(1);
    let expected = case_value_count(op);
    if cases != expected {
        return Err(op.emit_op_error(format!(
            "expected number of cases to match the number of case values, got {cases} but expected {expected}"
        )));
    }
    Ok(())
}

pub(crate) fn foreach(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let (body, regions) = op.regions();
    let args = regions
        .first()
        .and_then(|&r| body.region_entry(r))
        .map(|b| body.block_args(b).to_vec())
        .unwrap_or_default();
    if args.len() != 1 {
        return Err(op.emit_op_error("requires exactly one argument"));
    }
    let element = pdl_types::range_element(ctx, op.operand_type(0));
    if element != Some(body.value_type(args[0])) {
        return Err(op.emit_op_error("operand must be a range of loop variable type"));
    }
    Ok(())
}

pub(crate) fn create_operation(op: OpRef<'_>) -> LogicalResult {
    if op.attr("inferredResultTypes").is_none() {
        return Ok(());
    }
    let ctx = op.ctx;
    if !operand_group(op, 2).is_empty() {
        return Err(op.emit_op_error("with inferred results cannot also have explicit result types"));
    }
    let name = op
        .attr("name")
        .and_then(|a| ctx.string_attr_value(a))
        .unwrap_or("");
    let infers = ctx
        .op_def(ctx.op_name(name))
        .and_then(|d| d.interfaces.get::<strata_ods::spec::SpecRef>())
        .is_some_and(|s| strata_ods::typed::infers_result_types(s.0));
    if !infers {
        return Err(op.emit_op_error(format!(
            "has inferred results, but the created operation '{name}' does not support result type inference (or is not registered)"
        )));
    }
    Ok(())
}

pub(crate) fn func(op: OpRef<'_>) -> LogicalResult {
    strata_ir::function_interface::verify_function_like(op, strata_ir::function_interface::DEFAULT_NAMES)
}
