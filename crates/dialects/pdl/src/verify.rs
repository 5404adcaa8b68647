//! The verifiers of the pdl ops, with MLIR 22's messages.

use strata_dialect_utils::segments::operand_group;
use strata_ir::{Body, Context, Failed, LogicalResult, OpId, OpRef, ValueId};

use crate::types::{self, Kind};

const REWRITE: &str = "pdl.rewrite";

fn parent_is(op: OpRef<'_>, name: &str) -> bool {
    op.parent().is_some_and(|p| p.name_str() == name)
}

/// Whether `op` is in a pattern's matcher. `pdl.pattern` is isolated from
/// above, so its ops sit at the top of a body of their own, where the
/// owner is not recorded; pdl ops at the top of any isolated body are
/// taken as a matcher's.
fn in_matcher(op: OpRef<'_>) -> bool {
    op.body.parent_op(op.id).is_none() && op.body.op_block(op.id).is_some()
}

fn error_with_note(op: OpRef<'_>, message: &str, at: strata_ir::Location, note: &str) -> Failed {
    let mut diag = op.op_error_with_op_note(message);
    diag.attach_note(at, note.to_string());
    op.ctx.emit(diag);
    Failed
}

/// Whether a user of `op`'s result binds it to the matched IR: any user
/// but `pdl.result(s)`, which bind only if they are bound themselves.
fn has_binding_use(op: OpRef<'_>) -> bool {
    let body = op.body;
    let mut work = vec![op.id];
    let mut seen = rustc_hash::FxHashSet::default();
    while let Some(o) = work.pop() {
        for r in body.results(o) {
            for (user, _) in body.uses(r) {
                if !matches!(name_of(op.ctx, body, user), "pdl.result" | "pdl.results") {
                    return true;
                }
                if seen.insert(user) {
                    work.push(user);
                }
            }
        }
    }
    false
}

fn name_of<'a>(ctx: &'a Context, body: &Body, op: OpId) -> &'a str {
    ctx.op_name_str(body.op_name(op))
}

/// MLIR's `verifyHasBindingUse`: a value of the matcher must be bound.
pub(crate) fn binding_use(op: OpRef<'_>) -> LogicalResult {
    if !in_matcher(op) || has_binding_use(op) {
        return Ok(());
    }
    Err(op.emit_op_error("expected a bindable user when defined in the matcher body of a `pdl.pattern`"))
}

pub(crate) fn native_constraint(op: OpRef<'_>) -> LogicalResult {
    if op.num_operands() == 0 {
        return Err(op.emit_op_error("expected at least one argument"));
    }
    if op
        .result_types()
        .any(|t| types::kind(op.ctx, t) == Some(Kind::Operation))
    {
        return Err(op.emit_op_error("returning an operation from a constraint is not supported"));
    }
    Ok(())
}

pub(crate) fn native_rewrite(op: OpRef<'_>) -> LogicalResult {
    if op.num_operands() == 0 && op.num_results() == 0 {
        return Err(op.emit_op_error("expected at least one argument or result"));
    }
    Ok(())
}

pub(crate) fn attribute(op: OpRef<'_>) -> LogicalResult {
    if op.attr("value").is_none() {
        if parent_is(op, REWRITE) {
            return Err(op.emit_op_error("expected constant value when specified within a `pdl.rewrite`"));
        }
        return binding_use(op);
    }
    if op.num_operands() > 0 {
        return Err(op.emit_op_error("expected only one of [`type`, `value`] to be set"));
    }
    Ok(())
}

pub(crate) fn type_op(op: OpRef<'_>) -> LogicalResult {
    if op.attr("constantType").is_none() {
        return binding_use(op);
    }
    Ok(())
}

pub(crate) fn types_op(op: OpRef<'_>) -> LogicalResult {
    if op.attr("constantTypes").is_none() {
        return binding_use(op);
    }
    Ok(())
}

/// The attribute `name` of `op`, if present, must be a unit attribute.
fn unit_marker(op: OpRef<'_>, name: &str) -> LogicalResult {
    match op.attr(name) {
        Some(a) if a != op.ctx.unit_attr() => {
            Err(op.emit_op_error(format!("attribute '{name}' must be a unit attribute")))
        }
        _ => Ok(()),
    }
}

pub(crate) fn operation(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    // `matchesTerminator` (Strata's form of a proposal of Lücke's thesis):
    // a wildcard of the matcher that may match a terminator when
    // wildcards otherwise do not.
    if op.attr("matchesTerminator").is_some() && (op.attr("opName").is_some() || parent_is(op, REWRITE)) {
        return Err(op.emit_op_error(
            "attribute 'matchesTerminator' is only allowed on an operation without a name in a matcher",
        ));
    }
    let names = op
        .attr("attributeValueNames")
        .and_then(|a| ctx.array_attr_elements(a))
        .map_or(0, |n| n.len());
    let values = operand_group(op, 1).len();
    if names != values {
        return Err(op.emit_op_error(format!(
            "expected the same number of attribute values and attribute names, got {names} names and {values} values"
        )));
    }
    if !parent_is(op, REWRITE) {
        return binding_use(op);
    }
    let Some(name) = op.attr("opName").and_then(|a| ctx.string_attr_value(a)) else {
        return Err(op.emit_op_error("must have an operation name when nested within a `pdl.rewrite`"));
    };
    // An op Strata does not know may infer its result types.
    let Some(def) = ctx.op_def(ctx.op_name(name)) else {
        return Ok(());
    };
    let spec = def.interfaces.get::<strata_ods::spec::SpecRef>().map(|s| s.0);
    if spec.is_some_and(strata_ods::typed::infers_result_types) {
        return Ok(());
    }
    result_types_inferrable(op, name, spec)
}

/// The result types of an op created in a rewrite must come from
/// somewhere: the op it replaces, constants, native rewrites, or types
/// bound in the matcher to an input.
fn result_types_inferrable(op: OpRef<'_>, name: &str, spec: Option<&strata_ods::OpSpec>) -> LogicalResult {
    let body = op.body;
    let ctx = op.ctx;
    let block = body.op_block(op.id);
    // Used as the replacement of an op created before it (or matched).
    let replaces_earlier = body.uses(op.result(0)).any(|(user, index)| {
        if index == 0 || name_of(ctx, body, user) != "pdl.replace" {
            return false;
        }
        match body.defining_op(body.operand(user, 0)) {
            Some(replaced) => {
                body.op_block(replaced) != block || body.is_before_in_block_slow(replaced, op.id)
            }
            None => true,
        }
    });
    if replaces_earlier {
        return Ok(());
    }
    let type_values = operand_group(op, 2);
    if type_values.is_empty() {
        // Ops not defined declaratively are taken as taking any number
        // of results.
        let needs_result = spec.is_some_and(|spec| {
            !spec.results.is_empty() && spec.results.iter().all(|g| g.arity == strata_ods::Arity::Single)
        });
        if needs_result {
            return Err(error_with_note(
                op,
                "must have inferable or constrained result types when nested within `pdl.rewrite`",
                op.loc(),
                &format!(
                    "operation is created in a non-inferrable context, but '{name}' does not implement InferTypeOpInterface"
                ),
            ));
        }
        return Ok(());
    }
    for (i, index) in type_values.enumerate() {
        let v = op.operand(index);
        let Some(def) = body.defining_op(v) else {
            continue;
        };
        let def_op = OpRef::new(ctx, body, def);
        let def_name = def_op.name_str();
        let constant = match def_name {
            "pdl.apply_native_rewrite" => true,
            "pdl.type" => def_op.attr("constantType").is_some(),
            "pdl.types" => def_op.attr("constantTypes").is_some(),
            _ => false,
        };
        let constrains_input = matches!(def_name, "pdl.type" | "pdl.types")
            && body.uses(v).any(|(user, _)| {
                body.op_block(user) != block
                    && matches!(
                        name_of(ctx, body, user),
                        "pdl.operand" | "pdl.operands" | "pdl.operation"
                    )
            });
        if !constant && !constrains_input {
            return Err(error_with_note(
                op,
                "must have inferable or constrained result types when nested within `pdl.rewrite`",
                op.loc(),
                &format!("result type #{i} was not constrained"),
            ));
        }
    }
    Ok(())
}

/// `pdl.range` and `pdl_interp.create_range`: every operand has the
/// result's element type.
pub fn range(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let Some(element) = types::range_element(ctx, op.result_type(0)) else {
        return Ok(());
    };
    for t in op.operand_types() {
        let e = types::element_or_self(ctx, t);
        if e != element {
            return Err(op.emit_op_error(format!(
                "expected operand to have element type '{}', but got '{}'",
                ctx.type_to_string(element),
                ctx.type_to_string(e)
            )));
        }
    }
    Ok(())
}

pub(crate) fn replace(op: OpRef<'_>) -> LogicalResult {
    // `keep` (Strata's form of a proposal of Lücke's thesis): the uses are
    // replaced and the op stays.
    unit_marker(op, "keep")?;
    if !operand_group(op, 1).is_empty() && !operand_group(op, 2).is_empty() {
        return Err(op.emit_op_error(
            "expected no replacement values to be provided when the replacement operation is present",
        ));
    }
    Ok(())
}

pub(crate) fn results(op: OpRef<'_>) -> LogicalResult {
    let t = op.result_type(0);
    if op.attr("index").is_none() && types::kind(op.ctx, t) != Some(Kind::Range) {
        return Err(op.emit_op_error(format!(
            "expected `pdl.range<value>` result type when no index is specified, but got: '{}'",
            op.ctx.type_to_string(t)
        )));
    }
    Ok(())
}

pub(crate) fn rewrite(op: OpRef<'_>) -> LogicalResult {
    let (body, regions) = op.regions();
    let empty = regions.first().is_none_or(|&r| body.region_is_empty(r));
    if op.attr("name").is_some() {
        if !empty {
            return Err(op.emit_op_error("expected rewrite region to be empty when rewrite is external"));
        }
        return Ok(());
    }
    if empty {
        return Err(
            op.emit_op_error("expected rewrite region to be non-empty if external name is not specified")
        );
    }
    if !operand_group(op, 1).is_empty() {
        return Err(op.emit_op_error("expected no external arguments when the rewrite is specified inline"));
    }
    Ok(())
}

/// The pattern's body: it ends in `pdl.rewrite`, holds only pdl ops, at
/// least one `pdl.operation`, and the values the rewrite uses form one
/// connected component of the matcher.
pub(crate) fn pattern(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let (body, regions) = op.regions();
    let Some(block) = regions.first().and_then(|&r| body.region_entry(r)) else {
        return Ok(());
    };
    let name_of = |o: OpId| name_of(ctx, body, o);
    if let Some(last) = body.last_op(block) {
        if name_of(last) != REWRITE {
            return Err(error_with_note(
                op,
                "expected body to terminate with `pdl.rewrite`",
                body.op_loc(last),
                "see terminator defined here",
            ));
        }
    }
    let mut stack: Vec<OpId> = body.block_ops(block).collect();
    stack.reverse();
    while let Some(o) = stack.pop() {
        if !name_of(o).starts_with("pdl.") {
            return Err(error_with_note(
                op,
                "expected only `pdl` operations within the pattern body",
                body.op_loc(o),
                "see non-`pdl` operation defined here",
            ));
        }
        let (_, rs) = body.op_regions(o);
        let mut nested: Vec<OpId> = Vec::new();
        for &r in rs {
            for b in body.region_blocks(r) {
                nested.extend(body.block_ops(b));
            }
        }
        stack.extend(nested.into_iter().rev());
    }
    if !body.block_ops(block).any(|o| name_of(o) == "pdl.operation") {
        return Err(op.emit_op_error("the pattern must contain at least one `pdl.operation`"));
    }
    connected(op, body, block)
}

/// The ops of the matcher (operands, results, operations) that the rewrite
/// uses must all be reachable from the first of them, following operands
/// and users within the matcher.
fn connected(op: OpRef<'_>, body: &Body, block: strata_ir::BlockId) -> LogicalResult {
    let ctx = op.ctx;
    let name_of = |o: OpId| name_of(ctx, body, o);
    let in_matcher = |o: OpId| body.op_block(o) == Some(block) && name_of(o) != REWRITE;
    let used_by_rewrite = |o: OpId| {
        body.results(o).any(|r| {
            body.uses(r).any(|(user, _)| {
                name_of(user) == REWRITE || body.parent_op(user).is_some_and(|p| name_of(p) == REWRITE)
            })
        })
    };
    let mut visited = rustc_hash::FxHashSet::default();
    let mut first = true;
    for o in body.block_ops(block) {
        if !matches!(
            name_of(o),
            "pdl.operand" | "pdl.operands" | "pdl.result" | "pdl.results" | "pdl.operation"
        ) || !used_by_rewrite(o)
        {
            continue;
        }
        if first {
            first = false;
            let mut work = vec![o];
            while let Some(x) = work.pop() {
                if !in_matcher(x) || !visited.insert(x) {
                    continue;
                }
                let name = name_of(x);
                if name == "pdl.operation" {
                    for v in operand_values(OpRef::new(ctx, body, x)) {
                        work.extend(body.defining_op(v));
                    }
                } else if matches!(name, "pdl.result" | "pdl.results") {
                    work.extend(body.defining_op(body.operand(x, 0)));
                }
                for r in body.results(x) {
                    work.extend(body.uses(r).map(|(user, _)| user));
                }
            }
        } else if !visited.contains(&o) {
            return Err(error_with_note(
                op,
                "the operations must form a connected component",
                body.op_loc(o),
                "see a disconnected value / operation here",
            ));
        }
    }
    Ok(())
}

/// The `operandValues` group of a `pdl.operation`.
fn operand_values(op: OpRef<'_>) -> Vec<ValueId> {
    operand_group(op, 0).map(|i| op.operand(i)).collect()
}
