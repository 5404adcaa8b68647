//! Ops that make handles from handles: splitting, merging, casting,
//! counting, selecting, and navigating the payload (parents, producers,
//! consumers, operands, results, defining ops, types).

use strata_ir::asm::{OpAsmParser, OpAsmPrinter, ParseResult};
use strata_ir::{Body, Diagnostic, OpId, OpRef, OpTraits, Type};
use strata_ods::constraints::attrs;
use strata_ods::{CustomDirective, ParseArg, PrintArg};

use super::{int_value, str_value, ANY_HANDLE_OR_PARAM, OP_HANDLE, PARAM, VALUE_HANDLE};
use crate::interpreter::{consumes_nothing, Dsf, Interp, TransformOpInterface};
use crate::payload::{PayloadOp, PayloadValue};
use crate::state::Mapping;

const READS: TransformOpInterface = TransformOpInterface {
    apply: apply_unreachable,
    consumed: consumes_nothing,
    allows_repeated_handles: false,
};

fn apply_unreachable(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    Dsf::definite(it.ctx, script.op_loc(op), "op cannot be applied")
}

/// An interface that only reads its handles.
const fn reads(apply: fn(&mut Interp<'_, '_, '_>, &Body, OpId) -> Dsf) -> TransformOpInterface {
    TransformOpInterface { apply, ..READS }
}

strata_ods::op! {
    /// Splits the handle's payload into one handle per result: the i-th
    /// result gets the i-th payload object. A payload of the wrong size is
    /// a silenceable failure, unless it is empty and
    /// `pass_through_empty_handle` is set (every result is then empty) or
    /// it is larger and `overflow_result` names the result that takes the
    /// rest.
    pub SplitHandleOp(SPLIT_HANDLE, "transform.split_handle") {
        operands(handle: single(ANY_HANDLE_OR_PARAM))
        results(results: variadic(ANY_HANDLE_OR_PARAM))
        attributes(
            pass_through_empty_handle: opt_bool = default_valued(attrs::BOOL_ATTR, |ctx| ctx.bool_attr(true)),
            fail_on_payload_too_small: opt_bool = default_valued(attrs::BOOL_ATTR, |ctx| ctx.bool_attr(true)),
            overflow_result: opt_int = optional(attrs::I64_ATTR),
        )
        summary: "Splits a handle or parameter into multiple values",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    %ops = transform.structured.match ops{[\"func.func\"]} in %root : (!transform.any_op) -> !transform.any_op\n    %first, %rest = transform.split_handle %ops {overflow_result = 1} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)\n    transform.yield\n  }\n}",
        format: Some("$handle attr-dict `:` functional-type(operands, results)"),
        verify: Some(verify_split_handle),
        interfaces: &[&reads(apply_split_handle)],
    }

    /// Concatenates the payloads of its operands (all of one type),
    /// dropping repeated objects with `deduplicate`.
    pub MergeHandlesOp(MERGE_HANDLES, "transform.merge_handles") {
        operands(handles: variadic(ANY_HANDLE_OR_PARAM))
        results(result: single(ANY_HANDLE_OR_PARAM))
        attributes(deduplicate: unit = optional(attrs::UNIT_ATTR))
        summary: "Merges handles into one pointing to the union of payload ops",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    %all = transform.merge_handles deduplicate %root, %root : !transform.any_op\n    transform.yield\n  }\n}",
        traits: OpTraits::SAME_OPERANDS_AND_RESULT_TYPE,
        format: Some("(`deduplicate` $deduplicate^)? $handles attr-dict `:` type($result)"),
        interfaces: &[&TransformOpInterface { allows_repeated_handles: true, ..reads(apply_merge_handles) }],
    }

    /// Each handle's payload repeated as many times as `pattern` has
    /// payload ops (to align list sizes for transforms pairing them); the
    /// results have the handles' types.
    pub ReplicateOp(REPLICATE, "transform.replicate") {
        operands(pattern: single(OP_HANDLE), handles: variadic(ANY_HANDLE_OR_PARAM))
        results(replicated: variadic(ANY_HANDLE_OR_PARAM))
        summary: "Lists payload ops multiple times in the new handle",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    %f = transform.structured.match ops{[\"func.func\"]} in %root : (!transform.any_op) -> !transform.any_op\n    %r = transform.replicate num(%f) %root : !transform.any_op, !transform.any_op\n    transform.yield\n  }\n}",
        verify: Some(verify_replicate),
        parse: Some(parse_replicate),
        print: Some(print_replicate),
        interfaces: &[&TransformOpInterface { allows_repeated_handles: true, ..reads(apply_replicate) }],
    }

    /// The same payload ops as a handle of another type; a silenceable
    /// failure if one of them does not fit the result type.
    pub CastOp(CAST, "transform.cast") {
        operands(input: single(OP_HANDLE))
        results(output: single(OP_HANDLE))
        summary: "Casts a handle to another handle type",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    %m = transform.cast %root : !transform.any_op to !transform.op<\"builtin.module\">\n    transform.yield\n  }\n}",
        format: Some("$input attr-dict `:` type($input) `to` type($output)"),
        interfaces: &[&reads(apply_cast)],
    }

    /// A parameter holding the number of payload objects of its operand.
    pub NumAssociationsOp(NUM_ASSOCIATIONS, "transform.num_associations") {
        operands(handle: single(ANY_HANDLE_OR_PARAM))
        results(num: single(PARAM))
        summary: "Returns the number of payload objects associated with the argument",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    %n = transform.num_associations %root : (!transform.any_op) -> !transform.param<i64>\n    transform.yield\n  }\n}",
        format: Some("$handle attr-dict `:` functional-type(operands, results)"),
        verify: Some(verify_num_associations),
        interfaces: &[&reads(apply_num_associations)],
    }

    /// The target's payload ops named `op_name`.
    pub SelectOp(SELECT, "transform.select") {
        operands(target: single(OP_HANDLE))
        results(result: single(OP_HANDLE))
        attributes(op_name: str = required(attrs::STR_ATTR))
        summary: "Select payload operations by name",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    %f = transform.select \"func.func\" in %root : (!transform.any_op) -> !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("$op_name `in` $target attr-dict `:` functional-type(operands, results)"),
        interfaces: &[&reads(apply_select)],
    }

    /// The `nth_parent`-th parent of each target op (with
    /// `isolated_from_above`, counting only isolated ancestors; with
    /// `op_name`, only ancestors of that name); `deduplicate` drops
    /// repeats, `allow_empty_results` makes a missing parent no failure.
    pub GetParentOp(GET_PARENT_OP, "transform.get_parent_op") {
        operands(target: single(OP_HANDLE))
        results(parent: single(OP_HANDLE))
        attributes(
            isolated_from_above: unit = optional(attrs::UNIT_ATTR),
            allow_empty_results: unit = optional(attrs::UNIT_ATTR),
            op_name: opt_str = optional(attrs::STR_ATTR),
            deduplicate: unit = optional(attrs::UNIT_ATTR),
            nth_parent: opt_int = default_valued(super::POSITIVE_I64, |ctx| ctx.integer_attr(ctx.i64(), 1)),
        )
        summary: "Gets handles to the closest parent ops",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    %ops = transform.structured.match ops{[\"func.return\"]} in %root : (!transform.any_op) -> !transform.any_op\n    %f = transform.get_parent_op %ops {op_name = \"func.func\", deduplicate} : (!transform.any_op) -> !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("$target attr-dict `:` functional-type(operands, results)"),
        interfaces: &[&reads(apply_get_parent_op)],
    }

    /// The ops defining operand `operand_number` of each target op; a
    /// silenceable failure if one is a block argument.
    pub GetProducerOfOperandOp(GET_PRODUCER_OF_OPERAND, "transform.get_producer_of_operand") {
        operands(target: single(OP_HANDLE))
        results(producer: single(OP_HANDLE))
        attributes(operand_number: int = required(attrs::I64_ATTR))
        summary: "Get handle to the producer of this operation's operand number",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    %ops = transform.structured.match ops{[\"func.return\"]} in %root : (!transform.any_op) -> !transform.any_op\n    %p = transform.get_producer_of_operand %ops[0] : (!transform.any_op) -> !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("$target `[` $operand_number `]` attr-dict `:` functional-type(operands, results)"),
        interfaces: &[&reads(apply_get_producer_of_operand)],
    }

    /// The users of result `result_number` of the one target op.
    pub GetConsumersOfResultOp(GET_CONSUMERS_OF_RESULT, "transform.get_consumers_of_result") {
        operands(target: single(OP_HANDLE))
        results(consumers: single(OP_HANDLE))
        attributes(result_number: int = required(attrs::I64_ATTR))
        summary: "Get handle to the consumers of this operation's result number",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    %ops = transform.structured.match ops{[\"arith.constant\"]} in %root : (!transform.any_op) -> !transform.any_op\n    %users = transform.get_consumers_of_result %ops[0] : (!transform.any_op) -> !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("$target `[` $result_number `]` attr-dict `:` functional-type(operands, results)"),
        interfaces: &[&reads(apply_get_consumers_of_result)],
    }

    /// The ops defining the target values; a silenceable failure for a
    /// block argument.
    pub GetDefiningOp(GET_DEFINING_OP, "transform.get_defining_op") {
        operands(target: single(VALUE_HANDLE))
        results(result: single(OP_HANDLE))
        summary: "Get handle to the defining op of a value",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    %ops = transform.structured.match ops{[\"arith.addi\"]} in %root : (!transform.any_op) -> !transform.any_op\n    %r = transform.get_result %ops[0] : (!transform.any_op) -> !transform.any_value\n    %d = transform.get_defining_op %r : (!transform.any_value) -> !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("$target attr-dict `:` functional-type(operands, results)"),
        interfaces: &[&reads(apply_get_defining_op)],
    }

    /// The operands of each target op at the given positions (`all`, a
    /// list, or `except(...)` a list; negative positions count from the
    /// end).
    pub GetOperandOp(GET_OPERAND, "transform.get_operand") {
        operands(target: single(OP_HANDLE))
        results(result: single(VALUE_HANDLE))
        attributes(
            raw_position_list: i64_array = required(attrs::DENSE_I64_ARRAY_ATTR),
            is_inverted: unit = optional(attrs::UNIT_ATTR),
            is_all: unit = optional(attrs::UNIT_ATTR),
        )
        summary: "Get a handle to the operand(s) of the targeted op",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    %ops = transform.structured.match ops{[\"arith.addi\"]} in %root : (!transform.any_op) -> !transform.any_op\n    %v = transform.get_operand %ops[all] : (!transform.any_op) -> !transform.any_value\n    transform.yield\n  }\n}",
        format: Some("$target `[` custom<TransformMatchDims>($raw_position_list, $is_inverted, $is_all) `]` attr-dict `:` functional-type(operands, results)"),
        custom_directives: &[&MATCH_DIMS],
        verify: Some(verify_positions),
        interfaces: &[&reads(apply_get_operand)],
    }

    /// The results of each target op at the given positions.
    pub GetResultOp(GET_RESULT, "transform.get_result") {
        operands(target: single(OP_HANDLE))
        results(result: single(VALUE_HANDLE))
        attributes(
            raw_position_list: i64_array = required(attrs::DENSE_I64_ARRAY_ATTR),
            is_inverted: unit = optional(attrs::UNIT_ATTR),
            is_all: unit = optional(attrs::UNIT_ATTR),
        )
        summary: "Get a handle to the result(s) of the targeted op",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    %ops = transform.structured.match ops{[\"arith.addi\"]} in %root : (!transform.any_op) -> !transform.any_op\n    %r = transform.get_result %ops[0] : (!transform.any_op) -> !transform.any_value\n    transform.yield\n  }\n}",
        format: Some("$target `[` custom<TransformMatchDims>($raw_position_list, $is_inverted, $is_all) `]` attr-dict `:` functional-type(operands, results)"),
        custom_directives: &[&MATCH_DIMS],
        verify: Some(verify_positions),
        interfaces: &[&reads(apply_get_result)],
    }

    /// A parameter holding the types of the target values (their element
    /// types with `elemental`).
    pub GetTypeOp(GET_TYPE, "transform.get_type") {
        operands(value: single(VALUE_HANDLE))
        results(type_param: single(PARAM))
        attributes(elemental: unit = optional(attrs::UNIT_ATTR))
        summary: "Get a parameter containing the type of the given value",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    %ops = transform.structured.match ops{[\"arith.addi\"]} in %root : (!transform.any_op) -> !transform.any_op\n    %r = transform.get_result %ops[0] : (!transform.any_op) -> !transform.any_value\n    %t = transform.get_type elemental %r : (!transform.any_value) -> !transform.type\n    transform.yield\n  }\n}",
        format: Some("(`elemental` $elemental^)? $value attr-dict `:` functional-type(operands, results)"),
        interfaces: &[&reads(apply_get_type)],
    }
}

// ---- split / merge / cast / count / select --------------------------------------------------------

fn verify_split_handle(op: OpRef<'_>) -> strata_ir::LogicalResult {
    if let Some(i) = int_value(op, "overflow_result") {
        if i < 0 || i as usize >= op.num_results() {
            return Err(op.emit_op_error("overflow_result is not a valid result index"));
        }
    }
    let t = op.value_type(op.operand(0));
    for r in op.results() {
        if !super::structure::compatible_handle_types(op.ctx, t, op.value_type(r)) {
            return Err(op.emit_op_error(
                "expects result types to implement the same transform interface as the operand type",
            ));
        }
    }
    Ok(())
}

fn apply_split_handle(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let opref = OpRef::new(it.ctx, script, op);
    let m = it.mapping(script, script.operand(op, 0));
    let n = script.num_results(op);
    let len = m.len();
    let pass_empty = opref
        .attr("pass_through_empty_handle")
        .is_none_or(|a| super::bool_value(it.ctx, a) != Some(false));
    let fail_small = opref
        .attr("fail_on_payload_too_small")
        .is_none_or(|a| super::bool_value(it.ctx, a) != Some(false));
    let overflow = int_value(opref, "overflow_result").map(|i| i as usize);
    if len == 0 && pass_empty {
        return Dsf::Success;
    }
    if (len < n && fail_small) || (len > n && overflow.is_none()) {
        return Dsf::silenceable(
            script.op_loc(op),
            format!("expected to contain {n} payloads but it contains {len} payloads"),
        );
    }
    let mut buckets: Vec<Vec<usize>> = vec![Vec::new(); n];
    for k in 0..len {
        let slot = if k < n { k } else { overflow.unwrap_or(n - 1) };
        buckets[slot].push(k);
    }
    for (i, idx) in buckets.into_iter().enumerate() {
        let sub = select_indices(&m, &idx);
        it.set(script, script.result(op, i), sub);
    }
    Dsf::Success
}

fn select_indices(m: &Mapping, idx: &[usize]) -> Mapping {
    match m {
        Mapping::Ops(v) => Mapping::Ops(idx.iter().map(|&i| v[i]).collect()),
        Mapping::Values(v) => Mapping::Values(idx.iter().map(|&i| v[i]).collect()),
        Mapping::Params(v) => Mapping::Params(idx.iter().map(|&i| v[i]).collect()),
    }
}

fn apply_merge_handles(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let dedup = OpRef::new(it.ctx, script, op).attr("deduplicate").is_some();
    let mut acc = crate::interpreter::empty_mapping(it.ctx, script.value_type(script.result(op, 0)));
    for v in script.operands(op) {
        super::structure::append(&mut acc, it.mapping(script, v));
    }
    if dedup {
        acc = match acc {
            Mapping::Ops(v) => Mapping::Ops(dedup_keep_order(v)),
            Mapping::Values(v) => Mapping::Values(dedup_keep_order(v)),
            Mapping::Params(v) => Mapping::Params(dedup_keep_order(v)),
        };
    }
    it.set(script, script.result(op, 0), acc);
    Dsf::Success
}

/// `num(%pattern) %handles attr-dict : type(pattern), type(handles)`; the
/// results take the handles' types.
fn parse_replicate(p: &mut dyn OpAsmParser<'_>, state: &mut strata_ir::OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    p.parse_keyword("num")?;
    p.parse_punct("(")?;
    let pattern = p.parse_operand()?;
    p.parse_punct(")")?;
    let handles = p.parse_operand_list(strata_ir::asm::Delimiter::None)?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    p.parse_punct(":")?;
    let pattern_type = p.parse_type()?;
    let mut types = Vec::new();
    while p.parse_optional_punct(",") {
        types.push(p.parse_type()?);
    }
    if types.len() != handles.len() {
        return Err(p.emit_error(&format!(
            "{} operands present, but expected {}",
            handles.len(),
            types.len()
        )));
    }
    let v = p.resolve_operand(&pattern, pattern_type)?;
    state.operands.push(v);
    for (o, &t) in handles.iter().zip(&types) {
        let v = p.resolve_operand(o, t)?;
        state.operands.push(v);
    }
    state.result_types = types;
    if !attrs.is_empty() {
        state.attributes = Some(ctx.dictionary_attr(&attrs));
    }
    Ok(())
}

fn print_replicate(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let operands: Vec<_> = op.operands().collect();
    let Some((&pattern, handles)) = operands.split_first() else {
        return;
    };
    p.write_str(" num(");
    p.print_operands(&[pattern]);
    p.write_str(") ");
    p.print_operands(handles);
    p.print_optional_attr_dict(&strata_ir::function_interface::merged_attrs(op), &[]);
    p.write_str(" : ");
    strata_dialect_utils::asm::print_types(p, operands.iter().map(|&v| op.value_type(v)));
}

fn verify_replicate(op: OpRef<'_>) -> strata_ir::LogicalResult {
    let handles = op.operand_types().skip(1);
    if op.num_results() + 1 != op.num_operands() || !handles.eq(op.result_types()) {
        return Err(op.emit_op_error("failed to verify that all of {handles, replicated} have same type"));
    }
    Ok(())
}

fn apply_replicate(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let times = it.operand_ops(script, op, 0).len();
    let handles: Vec<_> = script.operands(op).skip(1).collect();
    for (i, h) in handles.into_iter().enumerate() {
        let once = it.mapping(script, h);
        let result = script.result(op, i);
        let mut acc = crate::interpreter::empty_mapping(it.ctx, script.value_type(result));
        for _ in 0..times {
            super::structure::append(&mut acc, once.clone());
        }
        it.set(script, result, acc);
    }
    Dsf::Success
}

/// `v` without repeats, first occurrences kept in order.
pub(crate) fn dedup_keep_order<T: Copy + Eq + std::hash::Hash>(v: Vec<T>) -> Vec<T> {
    let mut seen = rustc_hash::FxHashSet::default();
    v.into_iter().filter(|x| seen.insert(*x)).collect()
}

fn apply_cast(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ops = it.operand_ops(script, op, 0);
    it.set_result_ops(script, op, 0, ops)
}

fn verify_num_associations(op: OpRef<'_>) -> strata_ir::LogicalResult {
    let ctx = op.ctx;
    let t = op.value_type(op.result(0));
    // The result holds an i64 integer attribute: its parameter type must
    // accept one.
    if let Some(e) = crate::types::param_type_element(ctx, t) {
        if e != ctx.i64() {
            return Err(ctx.emit_error(
                op.loc(),
                format!(
                    "expected the type of the parameter attribute ('i64') to match the parameter type ('{}')",
                    ctx.type_to_string(e)
                ),
            ));
        }
    }
    Ok(())
}

fn apply_num_associations(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let n = it.mapping(script, script.operand(op, 0)).len();
    let ty = crate::types::param_type_element(it.ctx, script.value_type(script.result(op, 0)))
        .unwrap_or_else(|| it.ctx.i64());
    let a = it.ctx.integer_attr(ty, n as i64);
    it.set(script, script.result(op, 0), Mapping::Params(vec![a]));
    Dsf::Success
}

fn apply_select(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let name = str_value(OpRef::new(it.ctx, script, op), "op_name")
        .unwrap_or("")
        .to_string();
    let ops: Vec<PayloadOp> = it
        .operand_ops(script, op, 0)
        .into_iter()
        .filter(|&p| {
            it.payload
                .body(p.body)
                .is_some_and(|b| it.ctx.op_name_str(b.op_name(p.op)) == name)
        })
        .collect();
    it.set_result_ops(script, op, 0, ops)
}

// ---- navigation ---------------------------------------------------------------------------------

fn apply_get_parent_op(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let opref = OpRef::new(ctx, script, op);
    let isolated = opref.attr("isolated_from_above").is_some();
    let allow_empty = opref.attr("allow_empty_results").is_some();
    let dedup = opref.attr("deduplicate").is_some();
    let name = str_value(opref, "op_name").map(str::to_string);
    let nth = int_value(opref, "nth_parent").unwrap_or(1).max(1);
    let mut out = Vec::new();
    for target in it.operand_ops(script, op, 0) {
        let mut cur = target;
        let mut found = None;
        for _ in 0..nth {
            found = None;
            let mut p = it.payload.parent(cur);
            while let Some(candidate) = p {
                let body = it.payload.body(candidate.body);
                let ok_isolated = !isolated || body.is_some_and(|b| b.child_body(candidate.op).is_some());
                let ok_name = name
                    .as_deref()
                    .is_none_or(|n| body.is_some_and(|b| ctx.op_name_str(b.op_name(candidate.op)) == n));
                if ok_isolated && ok_name {
                    found = Some(candidate);
                    break;
                }
                p = it.payload.parent(candidate);
            }
            match found {
                Some(f) => cur = f,
                None => break,
            }
        }
        match found {
            Some(f) => out.push(f),
            None if allow_empty => {}
            None => {
                let mut d = Diagnostic::error(
                    script.op_loc(op),
                    "could not find a parent op that matches all requirements",
                );
                d.attach_note(it.op_loc(target), "target op");
                return Dsf::Silenceable(vec![d]);
            }
        }
    }
    if dedup {
        out = dedup_keep_order(out);
    }
    it.set_result_ops(script, op, 0, out)
}

fn apply_get_producer_of_operand(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let n = int_value(OpRef::new(it.ctx, script, op), "operand_number").unwrap_or(0);
    let mut out = Vec::new();
    for target in it.operand_ops(script, op, 0) {
        let Some(body) = it.payload.body(target.body) else {
            continue;
        };
        let def = (n >= 0 && (n as usize) < body.num_operands(target.op))
            .then(|| body.defining_op(body.operand(target.op, n as usize)))
            .flatten();
        match def {
            Some(d) => out.push(PayloadOp {
                body: target.body,
                op: d,
            }),
            None => {
                let mut d = Diagnostic::error(
                    script.op_loc(op),
                    format!(
                        "could not find a producer for operand number: {n} of {}",
                        it.op_text(target)
                    ),
                );
                d.attach_note(it.op_loc(target), "target op");
                return Dsf::Silenceable(vec![d]);
            }
        }
    }
    it.set_result_ops(script, op, 0, out)
}

fn apply_get_consumers_of_result(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let n = int_value(OpRef::new(it.ctx, script, op), "result_number").unwrap_or(0);
    let targets = it.operand_ops(script, op, 0);
    if targets.len() != 1 {
        return Dsf::definite(
            it.ctx,
            script.op_loc(op),
            "handle must be mapped to exactly one payload op",
        );
    }
    let target = targets[0];
    let Some(body) = it.payload.body(target.body) else {
        return Dsf::Success;
    };
    if n < 0 || n as usize >= body.num_results(target.op) {
        return Dsf::definite(it.ctx, script.op_loc(op), "result number overflow");
    }
    let users: Vec<PayloadOp> = body
        .uses(body.result(target.op, n as usize))
        .map(|(u, _)| PayloadOp {
            body: target.body,
            op: u,
        })
        .collect();
    it.set_result_ops(script, op, 0, users)
}

fn apply_get_defining_op(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let mut out = Vec::new();
    for v in it.operand_values(script, op, 0) {
        let def = it.payload.body(v.body).and_then(|b| b.defining_op(v.value));
        match def {
            Some(d) => out.push(PayloadOp { body: v.body, op: d }),
            None => {
                let mut d = Diagnostic::error(script.op_loc(op), "cannot get defining op of block argument");
                let loc = it
                    .payload
                    .body(v.body)
                    .map_or(script.op_loc(op), |b| b.value_loc(v.value));
                d.attach_note(loc, "target value");
                return Dsf::Silenceable(vec![d]);
            }
        }
    }
    it.set_result_ops(script, op, 0, out)
}

/// The positions a `get_operand`/`get_result` selects among `n`, or the
/// failure message.
fn positions(op: OpRef<'_>, n: usize) -> Result<Vec<usize>, String> {
    if op.attr("is_all").is_some() {
        return Ok((0..n).collect());
    }
    let raw = op
        .attr("raw_position_list")
        .and_then(|a| strata_ods::directives::dense_i64_values(op.ctx, a))
        .unwrap_or_default();
    let mut list = Vec::new();
    for &r in &raw {
        let p = if r < 0 { r + n as i64 } else { r };
        if p < 0 || p as usize >= n {
            return Err(format!(
                "position overflow {r} (updated from {p}) for maximum {n}"
            ));
        }
        list.push(p as usize);
    }
    if op.attr("is_inverted").is_some() {
        return Ok((0..n).filter(|i| !list.contains(i)).collect());
    }
    Ok(list)
}

fn verify_positions(op: OpRef<'_>) -> strata_ir::LogicalResult {
    if op.attr("is_all").is_some() {
        let raw = op
            .attr("raw_position_list")
            .and_then(|a| strata_ods::directives::dense_i64_values(op.ctx, a))
            .unwrap_or_default();
        if !raw.is_empty() || op.attr("is_inverted").is_some() {
            return Err(op.emit_op_error("cannot request both 'all' and 'inverted' values in the list"));
        }
    }
    Ok(())
}

fn apply_get_operand(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    apply_get_values(it, script, op, false)
}

fn apply_get_result(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    apply_get_values(it, script, op, true)
}

fn apply_get_values(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId, results: bool) -> Dsf {
    let opref = OpRef::new(it.ctx, script, op);
    let mut out = Vec::new();
    for target in it.operand_ops(script, op, 0) {
        let Some(body) = it.payload.body(target.body) else {
            continue;
        };
        let n = if results {
            body.num_results(target.op)
        } else {
            body.num_operands(target.op)
        };
        match positions(opref, n) {
            Ok(ps) => {
                for p in ps {
                    let v = if results {
                        body.result(target.op, p)
                    } else {
                        body.operand(target.op, p)
                    };
                    out.push(PayloadValue {
                        body: target.body,
                        value: v,
                    });
                }
            }
            Err(msg) => {
                let mut d = Diagnostic::error(script.op_loc(op), msg);
                d.attach_note(
                    it.op_loc(target),
                    "while considering positions of this payload operation",
                );
                return Dsf::Silenceable(vec![d]);
            }
        }
    }
    it.set(script, script.result(op, 0), Mapping::Values(out));
    Dsf::Success
}

fn apply_get_type(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let elemental = OpRef::new(ctx, script, op).attr("elemental").is_some();
    let mut out = Vec::new();
    for v in it.operand_values(script, op, 0) {
        let Some(body) = it.payload.body(v.body) else {
            continue;
        };
        let mut t: Type = body.value_type(v.value);
        if elemental {
            t = ctx.element_type(t).unwrap_or(t);
        }
        out.push(ctx.type_attr(t));
    }
    it.set(script, script.result(op, 0), Mapping::Params(out));
    Dsf::Success
}

// ---- custom<TransformMatchDims> -------------------------------------------------------------------

/// `all`, `except(1, 2)` or `0, -1`: the positions of `get_operand`,
/// `get_result` and the structured matchers.
pub static MATCH_DIMS: CustomDirective = CustomDirective {
    name: "TransformMatchDims",
    parse: parse_match_dims,
    print: print_match_dims,
};

fn parse_match_dims(p: &mut dyn OpAsmParser<'_>, args: &mut [ParseArg]) -> ParseResult<()> {
    let ctx = p.ctx();
    let mut list: Vec<i64> = Vec::new();
    let mut inverted = false;
    let mut all = false;
    if p.parse_optional_keyword("all") {
        all = true;
    } else {
        if p.parse_optional_keyword("except") {
            inverted = true;
            p.parse_punct("(")?;
        }
        loop {
            let neg = p.parse_optional_punct("-");
            let Some(v) = p.parse_optional_integer()? else {
                break;
            };
            list.push(if neg { -v } else { v });
            if !p.parse_optional_punct(",") {
                break;
            }
        }
        if inverted {
            p.parse_punct(")")?;
        }
    }
    if let [raw, inv, is_all, ..] = args {
        *raw = ParseArg::Attr(Some(strata_ods::directives::dense_i64_array(ctx, &list)));
        *inv = ParseArg::Attr(inverted.then(|| ctx.unit_attr()));
        *is_all = ParseArg::Attr(all.then(|| ctx.unit_attr()));
    }
    Ok(())
}

fn print_match_dims(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>, args: &[PrintArg]) {
    let ctx = op.ctx;
    let attr = |i: usize| match args.get(i) {
        Some(PrintArg::Attr(a)) => *a,
        _ => None,
    };
    if attr(2).is_some() {
        p.write_str("all");
        return;
    }
    let list = attr(0)
        .and_then(|a| strata_ods::directives::dense_i64_values(ctx, a))
        .unwrap_or_default();
    let text = list.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(", ");
    if attr(1).is_some() {
        p.write_str(&format!("except({text})"));
    } else {
        p.write_str(&text);
    }
}

// ---- custom<SemiFunctionType> -------------------------------------------------------------------

/// `(!transform.any_op) -> !transform.any_op`: the type of a transform
/// op's one operand and one result, written as a function type (MLIR's
/// `SemiFunctionType` with a required result: a bare type is an error at
/// the missing `(`).
pub static SEMI_FUNCTION_TYPE: CustomDirective = CustomDirective {
    name: "SemiFunctionType",
    parse: parse_semi_function_type,
    print: print_semi_function_type,
};

/// `(!transform.any_op) -> !transform.param<i64>`: the operand type and
/// the one type of every result (MLIR's `MultitileSizesTypes`, written as
/// [`SEMI_FUNCTION_TYPE`] is).
pub static MULTITILE_SIZES_TYPES: CustomDirective = CustomDirective {
    name: "MultitileSizesTypes",
    parse: parse_semi_function_type,
    print: print_semi_function_type,
};

fn parse_semi_function_type(p: &mut dyn OpAsmParser<'_>, args: &mut [ParseArg]) -> ParseResult<()> {
    p.parse_punct("(")?;
    let argument = p.parse_type()?;
    p.parse_punct(")")?;
    p.parse_punct("->")?;
    let result = p.parse_type()?;
    if let [a, results @ ..] = args {
        *a = ParseArg::Types(vec![argument]);
        for r in results {
            *r = ParseArg::Types(vec![result]);
        }
    }
    Ok(())
}

fn print_semi_function_type(p: &mut dyn OpAsmPrinter<'_>, _: OpRef<'_>, args: &[PrintArg]) {
    let [a, r, ..] = args else {
        return;
    };
    p.write_str("(");
    if let Some(&t) = a.types().first() {
        p.print_type(t);
    }
    p.write_str(") -> ");
    if let Some(&t) = r.types().first() {
        p.print_type(t);
    }
}
