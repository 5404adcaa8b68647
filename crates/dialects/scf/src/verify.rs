//! The verifiers of the scf ops, with MLIR's diagnostics and in MLIR's
//! order: the op's own checks first (before its regions are verified),
//! then, once the regions verified, the interface verifiers in the order
//! the op lists its traits, then the op's region verifier.

use std::collections::HashSet;
use strata_ir::interfaces::{verify_loop_like_op, verify_region_branch_op};
use strata_ir::{Failed, LogicalResult, OpRef};

use strata_dialect_utils::attrs::dense_i64_values;
use strata_dialect_utils::matchers::const_i64;
use strata_dialect_utils::segments::operand_group;
use strata_ir::interfaces::ParallelCombiningOpInterface;

use super::{
    entry_args, entry_block, forall_rank, terminator, ForOp, ReduceReturnOp, CONDITION, FORALL_STATIC,
    REDUCE, REDUCE_RETURN, YIELD,
};

/// Emits `message` on `op` with a note at `at`.
fn error_with_note(op: OpRef<'_>, message: String, at: OpRef<'_>, note: &str) -> Failed {
    let mut diag = op.op_error_with_op_note(message);
    diag.attach_note(at.loc(), note.to_string());
    op.ctx.emit(diag);
    Failed
}

fn type_str(op: OpRef<'_>, t: strata_ir::Type) -> String {
    op.ctx.type_to_string(t)
}

pub(super) fn region_branch_only(op: OpRef<'_>) -> LogicalResult {
    verify_region_branch_op(op)
}

// ---- scf.execute_region ----------------------------------------------------------

pub(super) fn execute_region(op: OpRef<'_>) -> LogicalResult {
    let Some(entry) = entry_block(op, 0) else {
        return Err(op.emit_op_error("region needs to have at least one block"));
    };
    if !op.regions().0.block_args(entry).is_empty() {
        return Err(op.emit_op_error("region cannot have any arguments"));
    }
    Ok(())
}

// ---- scf.for ----------------------------------------------------------------------

pub(super) fn for_op(op: OpRef<'_>) -> LogicalResult {
    if op.num_operands().saturating_sub(3) != op.num_results() {
        return Err(op.emit_op_error("mismatch in number of loop-carried values and defined values"));
    }
    Ok(())
}

pub(super) fn for_regions(op: OpRef<'_>) -> LogicalResult {
    verify_loop_like_op(op)?;
    verify_region_branch_op(op)?;
    let rb = op.regions().0;
    let iv_ok = entry_args(op, 0)
        .first()
        .zip(ForOp::from_ref(op))
        .is_some_and(|(&iv, f)| rb.value_type(iv) == op.value_type(f.lower_bound(&op)));
    if !iv_ok {
        return Err(op.emit_op_error("expected induction variable to be same type as bounds and step"));
    }
    Ok(())
}

// ---- scf.forall ---------------------------------------------------------------------

pub(super) fn forall(op: OpRef<'_>) -> LogicalResult {
    let outputs = operand_group(op, 3);
    if op.num_results() != outputs.len() {
        return Err(op.emit_op_error(format!(
            "produces {} results, but has only {} outputs",
            op.num_results(),
            outputs.len()
        )));
    }
    let rank = forall_rank(op);
    let rb = op.regions().0;
    let args = entry_args(op, 0);
    if args.len() != rank + outputs.len() {
        return Err(op.emit_op_error(format!("region expects {rank} arguments")));
    }
    for (i, &a) in args[..rank].iter().enumerate() {
        if !matches!(op.ctx.type_kind(rb.value_type(a)), strata_ir::TypeKind::Index) {
            return Err(op.emit_op_error(format!("expects {i}-th block argument to be an index")));
        }
    }
    for (i, (k, &a)) in outputs.zip(&args[rank..]).enumerate() {
        if op.operand_type(k) != rb.value_type(a) {
            return Err(op.emit_op_error(format!(
                "type mismatch between {i}-th output and corresponding block argument"
            )));
        }
    }
    if let Some(mapping) = op.attr("mapping").and_then(|m| op.ctx.array_attr_elements(m)) {
        let ctx = op.ctx;
        let is_mask = |&&e: &&strata_ir::Attribute| {
            ctx.attr_interface::<strata_ir::interfaces::DeviceMappingAttrInterface>(e)
                .is_some_and(|i| (i.is_masking)(ctx, e))
        };
        let masks = mapping.iter().filter(is_mask).count();
        if !mapping.is_empty() && mapping.len() - masks != rank {
            return Err(op.emit_op_error("mapping attribute size must match op rank"));
        }
        if masks > 1 {
            return Err(op.emit_op_error("\"mapping\" supports at most one device masking attribute"));
        }
    }
    for (which, name) in ["lower bound", "upper bound", "step"].into_iter().enumerate() {
        let statics = op
            .attr(FORALL_STATIC[which])
            .and_then(|a| dense_i64_values(op.ctx, a))
            .unwrap_or_default();
        if statics.len() != rank {
            return Err(op.emit_error(format!("expected {rank} {name} values, got {}", statics.len())));
        }
        let dynamic = statics.iter().filter(|&&s| s == strata_ir::DYNAMIC).count();
        if dynamic != operand_group(op, which).len() {
            return Err(op.emit_error(format!("expected {dynamic} dynamic {name} values")));
        }
    }
    Ok(())
}

pub(super) fn forall_regions(op: OpRef<'_>) -> LogicalResult {
    verify_loop_like_op(op)?;
    verify_region_branch_op(op)?;
    // DestinationStyleOpInterface: each tensor result has its output's type.
    let outputs = operand_group(op, 3);
    if outputs.len() != op.num_results() {
        return Err(op.emit_op_error(format!(
            "expected the number of tensor results ({}) to be equal to the number of output tensors ({})",
            op.num_results(),
            outputs.len()
        )));
    }
    for (k, r) in outputs.zip(op.result_types()) {
        if op.operand_type(k) != r {
            return Err(op.emit_op_error(format!(
                "expected type of operand #{k} ('{}') to match type of corresponding result ('{}')",
                type_str(op, op.operand_type(k)),
                type_str(op, r)
            )));
        }
    }
    Ok(())
}

pub(super) fn in_parallel(op: OpRef<'_>) -> LogicalResult {
    let Some(b) = entry_block(op, 0) else {
        return Ok(());
    };
    let rb = op.regions().0;
    // The shared outputs of the parent `scf.forall`: its entry block
    // arguments after the induction variables.
    let outs: &[strata_ir::ValueId] = match op.parent() {
        Some(forall) => {
            let args = entry_args(forall, 0);
            &args[forall_rank(forall).min(args.len())..]
        }
        None => &[],
    };
    for inner in rb.block_ops(b) {
        let combining = op
            .ctx
            .op_def(rb.op_name(inner))
            .and_then(|d| d.interfaces.get::<ParallelCombiningOpInterface>().copied());
        let Some(combining) = combining else {
            return Err(op.emit_op_error("expected only ParallelCombiningOpInterface ops"));
        };
        let inner = strata_ir::OpRef::new(op.ctx, rb, inner);
        if (combining.destination)(inner).is_some_and(|d| !outs.contains(&d)) {
            return Err(inner.emit_op_error("may only insert into an output block argument"));
        }
    }
    Ok(())
}

// ---- scf.if ----------------------------------------------------------------------------

pub(super) fn if_op(op: OpRef<'_>) -> LogicalResult {
    if op.num_results() != 0 && entry_block(op, 1).is_none() {
        return Err(op.emit_op_error("must have an else block if defining values"));
    }
    Ok(())
}

// ---- scf.index_switch ------------------------------------------------------------------

pub(super) fn index_switch(op: OpRef<'_>) -> LogicalResult {
    let cases = op
        .attr("cases")
        .and_then(|a| dense_i64_values(op.ctx, a))
        .unwrap_or_default();
    let num_case_regions = op.num_regions().saturating_sub(1);
    if cases.len() != num_case_regions {
        return Err(op.emit_op_error(format!(
            "has {num_case_regions} case regions but {} case values",
            cases.len()
        )));
    }
    let mut seen = HashSet::new();
    for &c in &cases {
        if !seen.insert(c) {
            return Err(op.emit_op_error(format!("has duplicate case value: {c}")));
        }
    }
    for index in 0..op.num_regions() {
        let name = if index == 0 {
            "default region".to_string()
        } else {
            format!("case region #{}", index - 1)
        };
        let Some(y) = terminator(op, index) else {
            continue;
        };
        if y.name_str() != YIELD.name {
            return Err(op.emit_op_error(format!(
                "expected region to end with scf.yield, but got {}",
                y.name_str()
            )));
        }
        if y.num_operands() != op.num_results() {
            return Err(error_with_note(
                op,
                format!(
                    "expected each region to return {} values, but {name} returns {}",
                    op.num_results(),
                    y.num_operands()
                ),
                y,
                "see yield operation here",
            ));
        }
        for (i, (actual, expected)) in y.operand_types().zip(op.result_types()).enumerate() {
            if actual != expected {
                return Err(error_with_note(
                    op,
                    format!(
                        "expected result #{i} of each region to be '{}'",
                        type_str(op, expected)
                    ),
                    y,
                    &format!("{name} returns '{}' here", type_str(op, actual)),
                ));
            }
        }
    }
    Ok(())
}

// ---- scf.parallel, scf.reduce, scf.reduce.return ------------------------------------------

pub(super) fn parallel(op: OpRef<'_>) -> LogicalResult {
    let steps = operand_group(op, 2).len();
    if steps == 0 {
        return Err(op.emit_op_error("needs at least one tuple element for lowerBound, upperBound and step"));
    }
    if operand_group(op, 2).any(|i| const_i64(op.ctx, op.body, op.operand(i)).is_some_and(|c| c <= 0)) {
        return Err(op.emit_op_error("constant step operand must be positive"));
    }
    let rb = op.regions().0;
    let ivs = entry_args(op, 0);
    if ivs.len() != steps {
        return Err(op.emit_op_error(format!(
            "expects the same number of induction variables: {} as bound and step values: {steps}",
            ivs.len()
        )));
    }
    if ivs
        .iter()
        .any(|&v| !matches!(op.ctx.type_kind(rb.value_type(v)), strata_ir::TypeKind::Index))
    {
        return Err(op.emit_op_error("expects arguments for the induction variable to be of index type"));
    }
    let message = "expects body to terminate with 'scf.reduce'";
    let reduce = match terminator(op, 0) {
        Some(t) if t.name_str() == REDUCE.name => t,
        Some(t) => return Err(error_with_note(op, message.to_string(), t, "terminator here")),
        None => return Err(op.emit_op_error(message)),
    };
    // Reductions are counted by their regions: a mismatch between the
    // reduce's regions and operands is the reduce's own error, reported
    // when it is verified.
    if op.num_results() != reduce.num_regions() {
        return Err(op.emit_op_error(format!(
            "expects number of results: {} to be the same as number of reductions: {}",
            op.num_results(),
            reduce.num_regions()
        )));
    }
    for (i, (operand, result)) in reduce.operand_types().zip(op.result_types()).enumerate() {
        if operand != result {
            return Err(reduce.emit_op_error(format!(
                "expects type of {i}-th reduction operand: '{}' to be the same as the {i}-th result type: '{}'",
                type_str(op, operand),
                type_str(op, result)
            )));
        }
    }
    Ok(())
}

pub(super) fn parallel_regions(op: OpRef<'_>) -> LogicalResult {
    verify_loop_like_op(op)?;
    verify_region_branch_op(op)
}

pub(super) fn reduce(op: OpRef<'_>) -> LogicalResult {
    let (rb, regions) = op.regions();
    if regions.len() != op.num_operands() {
        return Err(op.emit_op_error(format!(
            "expects number of reduction regions: {} to be the same as number of reduction operands: {}",
            regions.len(),
            op.num_operands()
        )));
    }
    for (i, (&r, ty)) in regions.iter().zip(op.operand_types()).enumerate() {
        let Some(b) = rb.region_entry(r) else { continue };
        let args = rb.block_args(b);
        if args.len() != 2 || args.iter().any(|&a| rb.value_type(a) != ty) {
            return Err(op.emit_op_error(format!(
                "expected two block arguments with type '{}' in the {i}-th reduction region",
                type_str(op, ty)
            )));
        }
        let ok = rb
            .last_op(b)
            .is_some_and(|t| op.ctx.op_name_str(rb.op_name(t)) == REDUCE_RETURN.name);
        if !ok {
            return Err(
                op.emit_op_error("reduction bodies must be terminated with an 'scf.reduce.return' op")
            );
        }
    }
    Ok(())
}

pub(super) fn reduce_return(op: OpRef<'_>) -> LogicalResult {
    let body = op.body;
    let Some(parent) = op.parent().filter(|p| p.name_str() == REDUCE.name) else {
        return Ok(());
    };
    let Some(region) = body.op_block(op.id).and_then(|b| body.block_region(b)) else {
        return Ok(());
    };
    let (_, regions) = parent.regions();
    let Some(index) = regions.iter().position(|&r| r == region) else {
        return Ok(());
    };
    let Some(ret) = ReduceReturnOp::from_ref(op) else {
        return Ok(());
    };
    if index >= parent.num_operands() {
        return Ok(());
    }
    let expected = parent.operand_type(index);
    if op.value_type(ret.result(&op)) != expected {
        return Err(op.emit_op_error(format!(
            "must have type '{}' (the type of the reduction inputs)",
            type_str(op, expected)
        )));
    }
    Ok(())
}

// ---- scf.while ------------------------------------------------------------------------

pub(super) fn while_op(op: OpRef<'_>) -> LogicalResult {
    for (index, (which, expected)) in [("before", CONDITION.name), ("after", YIELD.name)]
        .into_iter()
        .enumerate()
    {
        let t = terminator(op, index);
        if t.is_some_and(|t| t.name_str() == expected) {
            continue;
        }
        let message = format!("expects the '{which}' region to terminate with '{expected}'");
        return Err(match t {
            Some(t) => error_with_note(op, message, t, "terminator here"),
            None => op.emit_op_error(message),
        });
    }
    Ok(())
}

pub(super) fn while_regions(op: OpRef<'_>) -> LogicalResult {
    verify_region_branch_op(op)?;
    verify_loop_like_op(op)
}
