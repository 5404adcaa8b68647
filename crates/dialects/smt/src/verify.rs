//! The dialect's verifiers, with MLIR's messages in MLIR's order.

use strata_ir::walk::WalkResult;
use strata_ir::{BlockId, Body, Diagnostic, Failed, LogicalResult, OpId, OpRef, RegionId, Type};

use crate::types::{bv_attr_type, bv_width, is_any_non_func_smt_value_type, is_bool};
use crate::{smt_type, SmtType};

fn entry_block(body: &Body, r: RegionId) -> Option<BlockId> {
    body.region_blocks(r).next()
}

/// The operand types of the terminator of a region's block.
fn yielded_types(body: &Body, r: RegionId) -> Vec<Type> {
    entry_block(body, r)
        .and_then(|b| body.block_ops(b).last())
        .map(|t| body.operand_types(t).collect())
        .unwrap_or_default()
}

fn arg_types(body: &Body, r: RegionId) -> Vec<Type> {
    entry_block(body, r)
        .map(|b| body.block_args(b).iter().map(|&v| body.value_type(v)).collect())
        .unwrap_or_default()
}

/// `smt.solver`: block arguments are the inputs, yielded values the
/// results.
pub(crate) fn verify_solver(op: OpRef<'_>) -> LogicalResult {
    let (body, regions) = op.regions();
    let r = regions[0];
    if arg_types(body, r) != op.operand_types().collect::<Vec<_>>() {
        return Err(op.emit_op_error("block argument types must match the types of the 'inputs'"));
    }
    if yielded_types(body, r) != op.result_types().collect::<Vec<_>>() {
        return Err(op.emit_op_error("types of yielded values must match return values"));
    }
    Ok(())
}

/// `smt.check`: each region yields the results.
pub(crate) fn verify_check(op: OpRef<'_>) -> LogicalResult {
    let (body, regions) = op.regions();
    let results: Vec<Type> = op.result_types().collect();
    for (&r, name) in regions.iter().zip(["sat", "unknown", "unsat"]) {
        if yielded_types(body, r) != results {
            return Err(op.emit_op_error(format!(
                "types of yielded values in '{name}' region must match return values"
            )));
        }
    }
    Ok(())
}

/// `smt.eq` and `smt.distinct` compare at least two values.
pub(crate) fn verify_at_least_two_inputs(op: OpRef<'_>) -> LogicalResult {
    let n = op.num_operands();
    if n < 2 {
        return Err(op.emit_op_error(format!("'inputs' must have at least size 2, but got {n}")));
    }
    Ok(())
}

/// The check `InferTypeOpInterface` gives ops whose result type is
/// inferred: the inferred type must be the result's.
fn check_inferred(op: OpRef<'_>, inferred: Option<Type>) -> LogicalResult {
    let Some(inferred) = inferred else {
        return Ok(());
    };
    let actual = op.result_type(0);
    if inferred == actual {
        return Ok(());
    }
    let ctx = op.ctx;
    ctx.emit_error(
        op.loc(),
        format!(
            "'{}' op inferred type(s) {} are incompatible with return type(s) of operation {}",
            op.name_str(),
            ctx.quoted_types([inferred]),
            ctx.quoted_types([actual])
        ),
    );
    Err(op.emit_op_error("failed to infer returned types"))
}

/// `smt.bv.constant`'s type is its value's.
pub(crate) fn verify_bv_constant_type(op: OpRef<'_>) -> LogicalResult {
    check_inferred(op, op.attr("value").and_then(|a| bv_attr_type(op.ctx, a)))
}

/// `smt.bv.concat` is as wide as its operands together.
pub(crate) fn verify_concat_type(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let (Some(a), Some(b)) = (
        bv_width(ctx, op.operand_type(0)),
        bv_width(ctx, op.operand_type(1)),
    ) else {
        return Ok(());
    };
    check_inferred(op, a.checked_add(b).map(|w| crate::bv_type(ctx, w)))
}

/// `smt.bv.extract` reads bits of its input only.
pub(crate) fn verify_extract(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let low = op
        .attr("lowBit")
        .and_then(|a| ctx.integer_attr_value(a))
        .map_or(0, |v| v.zext_u64() as i64);
    let (Some(input), Some(result)) = (
        bv_width(ctx, op.operand_type(0)),
        bv_width(ctx, op.result_type(0)),
    ) else {
        return Ok(());
    };
    let needed = low.saturating_add(result);
    if needed > input {
        return Err(op.emit_op_error(format!(
            "range to be extracted is too big, expected range starting at index {low} of length {result} \
             requires input width of at least {needed}, but the input width is only {input}"
        )));
    }
    Ok(())
}

/// `smt.bv.repeat`'s result is a whole number of inputs.
pub(crate) fn verify_repeat(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let (Some(input), Some(result)) = (
        bv_width(ctx, op.operand_type(0)),
        bv_width(ctx, op.result_type(0)),
    ) else {
        return Ok(());
    };
    if input <= 0 || result % input != 0 {
        return Err(
            op.emit_op_error("result bit-vector width must be a multiple of the input bit-vector width")
        );
    }
    Ok(())
}

/// `smt.apply_func`'s result is the function's range.
pub(crate) fn apply_func_result_matches(op: OpRef<'_>) -> bool {
    match smt_type(op.ctx, op.operand_type(0)) {
        Some(SmtType::Func { range, .. }) => op.num_results() == 1 && op.result_type(0) == range,
        _ => true,
    }
}

/// `smt.apply_func`'s arguments are of the function's domain.
pub(crate) fn apply_func_args_match(op: OpRef<'_>) -> bool {
    match smt_type(op.ctx, op.operand_type(0)) {
        Some(SmtType::Func { domain, .. }) => op.operand_types().skip(1).eq(domain),
        _ => true,
    }
}

// ---- quantifiers ----------------------------------------------------------------------

/// `smt.forall` and `smt.exists`: the attributes against the regions.
pub(crate) fn verify_quantifier(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let (body, regions) = op.regions();
    if op.attr("noPattern").is_some() && regions.len() > 1 {
        return Err(
            op.emit_op_error("patterns and the no_pattern attribute must not be specified at the same time")
        );
    }
    let args = arg_types(body, regions[0]);
    if let Some(names) = op.attr("boundVarNames").and_then(|a| ctx.array_attr_elements(a)) {
        if names.len() != args.len() {
            return Err(
                op.emit_op_error("number of bound variable names must match number of block arguments")
            );
        }
    }
    if !args.iter().all(|&t| is_any_non_func_smt_value_type(ctx, t)) {
        return Err(op.emit_op_error("bound variables must by any non-function SMT value"));
    }
    Ok(())
}

/// The first op nested in region `r` (in pre-order) for which `pred`
/// holds.
fn find_in_region(body: &Body, r: RegionId, pred: &mut dyn FnMut(OpId) -> bool) -> Option<OpId> {
    let mut found = None;
    for b in body.region_blocks(r) {
        for root in body.block_ops(b) {
            body.walk(root, strata_ir::walk::WalkOrder::PreOrder, &mut |o| {
                if pred(o) {
                    found = Some(o);
                    WalkResult::Interrupt
                } else {
                    WalkResult::Advance
                }
            });
            if found.is_some() {
                return found;
            }
        }
    }
    None
}

fn error_with_note(op: OpRef<'_>, message: String, at: OpId, note: &str) -> Failed {
    let (body, _) = op.regions();
    let diag: Diagnostic = op.op_error_with_op_note(message).with_note(body.op_loc(at), note);
    op.ctx.emit(diag);
    Failed
}

/// `smt.forall` and `smt.exists`: the body yields one boolean; each
/// pattern region binds the body's variables, yields at least one term
/// and holds only smt ops that bind no variables.
pub(crate) fn verify_quantifier_regions(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let (body, regions) = op.regions();
    let yielded = yielded_types(body, regions[0]);
    if yielded.len() != 1 {
        return Err(op.emit_op_error("must have exactly one yielded value"));
    }
    if !is_bool(ctx, yielded[0]) {
        return Err(op.emit_op_error("yielded value must be of '!smt.bool' type"));
    }
    let args = arg_types(body, regions[0]);
    for (i, &r) in regions[1..].iter().enumerate() {
        if arg_types(body, r) != args {
            return Err(op.emit_op_error(format!(
                "block argument number and types of the 'body' and 'patterns' region #{i} must match"
            )));
        }
        if yielded_types(body, r).is_empty() {
            return Err(op.emit_op_error(format!(
                "'patterns' region #{i} must have at least one yielded value"
            )));
        }
        let names = |o: OpId| ctx.op_name_str(body.op_name(o));
        if let Some(o) = find_in_region(body, r, &mut |o| !names(o).starts_with("smt.")) {
            return Err(error_with_note(
                op,
                format!("'patterns' region #{i} may only contain SMT dialect operations"),
                o,
                "first non-SMT operation here",
            ));
        }
        if let Some(o) = find_in_region(body, r, &mut |o| matches!(names(o), "smt.forall" | "smt.exists")) {
            return Err(error_with_note(
                op,
                format!("'patterns' region #{i} must not contain any variable binding operations"),
                o,
                "first violating operation here",
            ));
        }
    }
    Ok(())
}
