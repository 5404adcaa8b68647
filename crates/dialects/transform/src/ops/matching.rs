//! Ops that match payload: `structured.match`, `match.operation_name`,
//! `match.operation_empty`, `match.param.cmpi`, and the drivers of
//! matcher sequences, `collect_matching` and `foreach_match`.

use strata_ir::asm::{Delimiter, OpAsmParser, OpAsmPrinter, ParseResult};
use strata_ir::function_interface as fi;
use strata_ir::{Attribute, Body, Diagnostic, NamedAttribute, OpId, OpRef, OperationState, Type};
use strata_ods::constraints::attrs;
use strata_ods::{EnumDef, EnumStorage};

use super::{int_value, string_list, ANY_HANDLE_OR_PARAM, MATCH_CMPI_ATTR, OP_HANDLE, PARAM};
use crate::interpreter::{consumes_nothing, Dsf, Interp, TransformOpInterface};
use crate::state::Mapping;

/// `MatchInterfaceEnum` of `structured.match`.
pub static MATCH_INTERFACE: EnumDef = EnumDef {
    name: "::mlir::transform::MatchInterfaceEnum",
    attr_name: "MatchInterfaceEnum",
    summary: "An interface to match",
    cases: &[("LinalgOp", 0), ("TilingInterface", 1), ("LoopLikeInterface", 2)],
    storage: EnumStorage::Integer(32),
    bit_separator: None,
};

/// `SymbolRefArrayAttr`.
const SYMBOL_REF_ARRAY: strata_ods::AttrConstraint =
    strata_ods::AttrConstraint::ArrayOf(&attrs::SYMBOL_REF_ATTR, "symbol ref array attribute");

const READS: TransformOpInterface = TransformOpInterface {
    apply: apply_structured_match,
    consumed: consumes_nothing,
    allows_repeated_handles: false,
};

strata_ods::op! {
    /// The ops nested in the target ops (the targets included, in
    /// post-order) that satisfy every given constraint: a name among
    /// `ops`, an interface, attributes with the given values, a result
    /// type, operand types.
    pub StructuredMatchOp(STRUCTURED_MATCH, "transform.structured.match") {
        operands(target: single(OP_HANDLE))
        results(results: single(OP_HANDLE))
        attributes(
            ops: opt_attr = optional(attrs::STR_ARRAY_ATTR),
            interface: opt_enum = optional(strata_ods::AttrConstraint::Enum(&MATCH_INTERFACE)),
            op_attrs: opt_attr = optional(attrs::DICTIONARY_ATTR),
            filter_result_type: opt_attr = optional(attrs::TYPE_ATTR),
            filter_operand_types: opt_attr = optional(attrs::TYPE_ARRAY_ATTR),
        )
        summary: "Match op with the specified constraints, within the target op",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    %f = transform.structured.match ops{[\"func.func\"]} in %root : (!transform.any_op) -> !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("(`ops` `{` $ops^ `}`)? (`interface` `{` $interface^ `}`)? (`attributes` $op_attrs^)? (`filter_result_type` `=` $filter_result_type^)? (`filter_operand_types` `=` $filter_operand_types^)? `in` $target attr-dict `:` functional-type($target, results)"),
        interfaces: &[&READS],
    }

    /// Succeeds if the one payload op has one of the names; a silenceable
    /// failure otherwise.
    pub MatchOperationNameOp(MATCH_OPERATION_NAME, "transform.match.operation_name") {
        operands(operand_handle: single(OP_HANDLE))
        attributes(op_names: attr = required(attrs::STR_ARRAY_ATTR))
        summary: "Matches a single operation of one of the given kinds",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @match(%op: !transform.any_op {transform.readonly}) {\n    transform.match.operation_name %op [\"func.func\"] : !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("$operand_handle $op_names attr-dict `:` type($operand_handle)"),
        interfaces: &[&TransformOpInterface { apply: apply_match_operation_name, ..READS }],
    }

    /// Succeeds if the handle is empty.
    pub MatchOperationEmptyOp(MATCH_OPERATION_EMPTY, "transform.match.operation_empty") {
        operands(operand_handle: single(OP_HANDLE))
        summary: "Matches if the handle is not associated to any op",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @match(%op: !transform.any_op {transform.readonly}) {\n    transform.match.operation_empty %op : !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("$operand_handle attr-dict `:` type($operand_handle)"),
        interfaces: &[&TransformOpInterface { apply: apply_match_operation_empty, ..READS }],
    }

    /// Compares the parameters pairwise with `predicate`; a silenceable
    /// failure if a comparison does not hold.
    pub MatchParamCmpIOp(MATCH_PARAM_CMPI, "transform.match.param.cmpi") {
        operands(param: single(PARAM), reference: single(PARAM))
        attributes(predicate: enum = required(MATCH_CMPI_ATTR))
        summary: "Matches if two parameter lists are associated with the same value",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @match(%a: !transform.param<i64> {transform.readonly}, %b: !transform.param<i64> {transform.readonly}) {\n    transform.match.param.cmpi eq %a, %b : !transform.param<i64>\n    transform.yield\n  }\n}",
        traits: strata_ir::OpTraits::SAME_OPERANDS_TYPE,
        format: Some("$predicate $param `,` $reference attr-dict `:` type($param)"),
        interfaces: &[&TransformOpInterface { apply: apply_match_param_cmpi, ..READS }],
    }

    /// Applies the matcher sequence to every op nested in `root` (root
    /// included, post-order); each result gathers what the successful
    /// matches yielded.
    pub CollectMatchingOp(COLLECT_MATCHING, "transform.collect_matching") {
        operands(root: single(OP_HANDLE))
        results(results: variadic(ANY_HANDLE_OR_PARAM))
        attributes(matcher: symbol = required(attrs::SYMBOL_REF_ATTR))
        summary: "Collects all payload ops that match the given named matcher",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @match(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {\n    transform.match.operation_name %op [\"func.func\"] : !transform.any_op\n    transform.yield %op : !transform.any_op\n  }\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    %f = transform.collect_matching @match in %root : (!transform.any_op) -> !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("$matcher `in` $root attr-dict `:` functional-type($root, $results)"),
        verify_symbol_uses: Some(verify_collect_matching_symbols),
        interfaces: &[&TransformOpInterface { apply: apply_collect_matching, ..READS }],
    }

    /// Walks the ops nested in `root` (post-order, `root` itself only with
    /// `restrict_root`); for each, tries the matchers in order and applies
    /// the action paired with the first that succeeds to what it yields.
    pub ForeachMatchOp(FOREACH_MATCH, "transform.foreach_match") {
        operands(root: single(OP_HANDLE), forwarded_inputs: variadic(ANY_HANDLE_OR_PARAM))
        results(updated: single(OP_HANDLE), forwarded_outputs: variadic(ANY_HANDLE_OR_PARAM))
        attributes(
            restrict_root: unit = optional(attrs::UNIT_ATTR),
            flatten_results: unit = optional(attrs::UNIT_ATTR),
            matchers: attr = required(SYMBOL_REF_ARRAY),
            actions: attr = required(SYMBOL_REF_ARRAY),
        )
        summary: "Applies named sequences to payload ops matching other named sequences",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @match(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {\n    transform.match.operation_name %op [\"func.func\"] : !transform.any_op\n    transform.yield %op : !transform.any_op\n  }\n  transform.named_sequence @act(%op: !transform.any_op {transform.readonly}) {\n    transform.yield\n  }\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    %r = transform.foreach_match in %root @match -> @act : (!transform.any_op) -> !transform.any_op\n    transform.yield\n  }\n}",
        result_names: Some(|op, set| {
            if op.num_results() > 0 {
                set(op.result(0), "updated_root");
            }
            // Each forwarded result is a group of its own, as MLIR names them.
            for i in 1..op.num_results() {
                set(op.result(i), "yielded");
            }
        }),
        parse: Some(parse_foreach_match),
        print: Some(print_foreach_match),
        verify: Some(verify_foreach_match),
        verify_symbol_uses: Some(verify_foreach_match_symbols),
        interfaces: &[&TransformOpInterface {
            apply: apply_foreach_match,
            consumed: crate::interpreter::consumes_first,
            allows_repeated_handles: true,
        }],
    }
}

/// MLIR's check of a matcher's body when it is applied: every op but the
/// terminator must be a match op (here: a transform op), or the
/// application definitely fails at the first that is not.
fn check_matcher_body(it: &Interp<'_, '_, '_>, key: &str) -> Option<Dsf> {
    let seq = it.library.get(key)?;
    let entry = seq.entry()?;
    let body = &seq.body;
    let last = body.last_op(entry);
    let bad = body.block_ops(entry).find(|&o| {
        Some(o) != last
            && OpRef::new(it.ctx, body, o)
                .def()
                .is_none_or(|d| d.interfaces.get::<TransformOpInterface>().is_none())
    })?;
    Some(Dsf::definite(
        it.ctx,
        body.op_loc(bad),
        "expected operations in the match part to implement MatchOpInterface",
    ))
}

// ---- symbol checks of collect_matching and foreach_match ----------------------------------------

/// The transform named sequence `symbol` refers to, if it is one.
fn transform_symbol<'a>(
    st: &'a dyn strata_ir::SymbolLookup,
    op: OpRef<'_>,
    symbol: Attribute,
) -> Option<OpRef<'a>> {
    let name = op.ctx.flat_symbol_ref_value(symbol)?;
    st.lookup_symbol(name).filter(|s| {
        s.def()
            .is_some_and(|d| d.interfaces.get::<TransformOpInterface>().is_some())
    })
}

fn symbol_text(op: OpRef<'_>, a: Attribute) -> String {
    op.ctx.attr_to_string(a)
}

/// An error at `op` with a "symbol declaration" note at `decl`.
fn error_at_declaration(op: OpRef<'_>, decl: OpRef<'_>, message: String) -> strata_ir::LogicalResult {
    let mut d = Diagnostic::error(op.loc(), message);
    d.attach_note(decl.loc(), "symbol declaration");
    op.ctx.emit(d);
    Err(strata_ir::Failed)
}

fn verify_collect_matching_symbols(
    op: OpRef<'_>,
    st: &dyn strata_ir::SymbolLookup,
) -> strata_ir::LogicalResult {
    let ctx = op.ctx;
    let Some(sym) = op.attr("matcher") else {
        return Ok(());
    };
    let Some(matcher) = transform_symbol(st, op, sym) else {
        return Err(ctx.emit_error(
            op.loc(),
            format!("unresolved matcher symbol {}", symbol_text(op, sym)),
        ));
    };
    let (inputs, outputs) = fi::signature(matcher, fi::DEFAULT_NAMES);
    if inputs.len() != 1 || !crate::types::is_op_handle_type(ctx, inputs[0]) {
        return Err(ctx.emit_error(
            op.loc(),
            "expected the matcher to take one operation handle argument",
        ));
    }
    if !super::structure::arg_has_attr(matcher, 0, "transform.readonly") {
        return Err(ctx.emit_error(op.loc(), "expected the matcher argument to be marked readonly"));
    }
    if outputs.len() != op.num_results() {
        return Err(ctx.emit_error(
            op.loc(),
            format!(
                "expected the matcher to yield as many values as op has results ({}), got {}",
                op.num_results(),
                outputs.len()
            ),
        ));
    }
    for (i, (&m, r)) in outputs.iter().zip(op.result_types()).enumerate() {
        if !super::structure::compatible_handle_types(ctx, m, r) {
            return Err(ctx.emit_error(
                op.loc(),
                format!("mismatching type interfaces for matcher result and op result #{i}"),
            ));
        }
    }
    Ok(())
}

fn verify_foreach_match(op: OpRef<'_>) -> strata_ir::LogicalResult {
    let ctx = op.ctx;
    let list = |name: &str| {
        op.attr(name)
            .and_then(|a| ctx.array_attr_elements(a).map(<[Attribute]>::to_vec))
            .unwrap_or_default()
    };
    let (matchers, actions) = (list("matchers"), list("actions"));
    if matchers.len() != actions.len() {
        return Err(op.emit_op_error("expected the same number of matchers and actions"));
    }
    if matchers.is_empty() {
        return Err(op.emit_op_error("expected at least one match/action pair"));
    }
    let mut seen = std::collections::HashSet::new();
    for &m in &matchers {
        if !seen.insert(m) {
            ctx.emit(Diagnostic::warning(
                op.loc(),
                format!(
                    "matcher {} is used more than once, only the first match will apply",
                    symbol_text(op, m)
                ),
            ));
        }
    }
    Ok(())
}

fn verify_foreach_match_symbols(op: OpRef<'_>, st: &dyn strata_ir::SymbolLookup) -> strata_ir::LogicalResult {
    let ctx = op.ctx;
    let list = |name: &str| {
        op.attr(name)
            .and_then(|a| ctx.array_attr_elements(a).map(<[Attribute]>::to_vec))
            .unwrap_or_default()
    };
    let operand_types: Vec<Type> = op.operands().map(|v| op.value_type(v)).collect();
    let extra_results: Vec<Type> = op.result_types().skip(1).collect();
    for (m, a) in list("matchers").into_iter().zip(list("actions")) {
        let Some(matcher) = transform_symbol(st, op, m) else {
            return Err(ctx.emit_error(
                op.loc(),
                format!("unresolved matcher symbol {}", symbol_text(op, m)),
            ));
        };
        let Some(action) = transform_symbol(st, op, a) else {
            return Err(ctx.emit_error(
                op.loc(),
                format!("unresolved action symbol {}", symbol_text(op, a)),
            ));
        };
        super::structure::verify_consume_annotations(matcher, false, true)?;
        super::structure::verify_consume_annotations(action, false, true)?;
        let (m_inputs, m_outputs) = fi::signature(matcher, fi::DEFAULT_NAMES);
        if operand_types.len() != m_inputs.len() {
            return error_at_declaration(
                op,
                matcher,
                format!(
                    "the number of operands ({}) doesn't match the number of matcher arguments ({}) for {}",
                    operand_types.len(),
                    m_inputs.len(),
                    symbol_text(op, m)
                ),
            );
        }
        for (i, (&t, &arg)) in operand_types.iter().zip(m_inputs).enumerate() {
            if super::structure::arg_has_attr(matcher, i, "transform.consumed") {
                let mut d = op.op_error_with_op_note(format!(
                    "does not expect matcher symbol to consume its operand #{i}"
                ));
                d.attach_note(matcher.loc(), "symbol declaration");
                ctx.emit(d);
                return Err(strata_ir::Failed);
            }
            if !super::structure::compatible_handle_types(ctx, t, arg) {
                return error_at_declaration(
                    op,
                    matcher,
                    format!(
                        "mismatching type interfaces for operand and matcher argument #{i} of matcher {}",
                        symbol_text(op, m)
                    ),
                );
            }
        }
        let (a_inputs, a_outputs) = fi::signature(action, fi::DEFAULT_NAMES);
        if m_outputs.len() != a_inputs.len() {
            return Err(ctx.emit_error(
                op.loc(),
                format!(
                    "mismatching number of matcher results and action arguments between {} ({}) and {} ({})",
                    symbol_text(op, m),
                    m_outputs.len(),
                    symbol_text(op, a),
                    a_inputs.len()
                ),
            ));
        }
        for (i, (&mt, &at)) in m_outputs.iter().zip(a_inputs).enumerate() {
            if !super::structure::compatible_handle_types(ctx, mt, at) {
                return Err(ctx.emit_error(
                    op.loc(),
                    format!(
                        "mismatching type interfaces for matcher result and action argument #{i}of matcher {} and action {}",
                        symbol_text(op, m),
                        symbol_text(op, a)
                    ),
                ));
            }
        }
        if a_outputs.len() != extra_results.len() {
            return error_at_declaration(
                op,
                action,
                format!(
                    "the number of action results ({}) for {} doesn't match the number of extra op results ({})",
                    a_outputs.len(),
                    symbol_text(op, a),
                    extra_results.len()
                ),
            );
        }
        for (i, (&rt, &at)) in extra_results.iter().zip(a_outputs).enumerate() {
            if !super::structure::compatible_handle_types(ctx, rt, at) {
                return error_at_declaration(
                    op,
                    action,
                    format!(
                        "mismatching type interfaces for action result #{i} of action {} and op result",
                        symbol_text(op, a)
                    ),
                );
            }
        }
    }
    Ok(())
}

// ---- structured.match ---------------------------------------------------------------------------

fn apply_structured_match(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let opref = OpRef::new(ctx, script, op);
    let names: Option<Vec<String>> = opref.attr("ops").map(|a| string_list(opref, a));
    let interface = int_value(opref, "interface");
    let op_attrs: Vec<NamedAttribute> = opref
        .attr("op_attrs")
        .map(|d| ctx.dict_entries(d).to_vec())
        .unwrap_or_default();
    let result_type: Option<Type> = opref
        .attr("filter_result_type")
        .and_then(|a| ctx.type_attr_value(a));
    let operand_types: Option<Vec<Type>> = opref.attr("filter_operand_types").map(|a| {
        ctx.array_attr_elements(a)
            .unwrap_or(&[])
            .iter()
            .filter_map(|&t| ctx.type_attr_value(t))
            .collect()
    });
    let targets = it.operand_ops(script, op, 0);
    if targets.len() != 1 && names.is_none() && interface.is_none() {
        // MLIR requires one target only for the interface-free forms too;
        // any number is accepted here, as its implementation does.
    }
    let mut out = Vec::new();
    for t in targets {
        for p in it.payload.nested_ops(t, true, true) {
            let Some(body) = it.payload.body(p.body) else {
                continue;
            };
            let candidate = OpRef::new(ctx, body, p.op);
            if let Some(ns) = &names {
                if !ns.iter().any(|n| n == candidate.name_str()) {
                    continue;
                }
            }
            if let Some(i) = interface {
                if !has_match_interface(candidate, i) {
                    continue;
                }
            }
            if !op_attrs
                .iter()
                .all(|&(n, v)| candidate.attr(ctx.ident_str(n)) == Some(v))
            {
                continue;
            }
            if let Some(rt) = result_type {
                if candidate.num_results() != 1 || candidate.value_type(candidate.result(0)) != rt {
                    continue;
                }
            }
            if let Some(ots) = &operand_types {
                let actual: Vec<Type> = candidate.operands().map(|v| candidate.value_type(v)).collect();
                let ok = if ots.len() == 1 {
                    actual.iter().all(|t| *t == ots[0])
                } else {
                    actual == *ots
                };
                if !ok {
                    continue;
                }
            }
            out.push(p);
        }
    }
    it.set_result_ops(script, op, 0, out)
}

/// Whether `op` implements the interface `structured.match` names:
/// structured (linalg) ops, tileable ops, loop-like ops.
fn has_match_interface(op: OpRef<'_>, which: i64) -> bool {
    let Some(def) = op.def() else {
        return false;
    };
    // The linalg ops in destination style are the ops Strata can tile;
    // all but softmax, pack and unpack are structured ops (`LinalgOp`).
    let linalg_dps = op.name_str().starts_with("linalg.")
        && def
            .interfaces
            .get::<strata_ir::bufferization::DestinationStyleOpInterface>()
            .is_some();
    match which {
        0 => linalg_dps && !matches!(op.name_str(), "linalg.softmax" | "linalg.pack" | "linalg.unpack"),
        1 => linalg_dps,
        _ => def
            .interfaces
            .get::<strata_ir::interfaces::LoopLikeOpInterface>()
            .is_some(),
    }
}

// ---- match.* ------------------------------------------------------------------------------------

fn apply_match_operation_name(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let opref = OpRef::new(ctx, script, op);
    let names = opref
        .attr("op_names")
        .map(|a| string_list(opref, a))
        .unwrap_or_default();
    let ops = it.operand_ops(script, op, 0);
    if ops.len() != 1 {
        return Dsf::silenceable(
            script.op_loc(op),
            format!("expected one payload op, got {}", ops.len()),
        );
    }
    let p = ops[0];
    let name = it
        .payload
        .body(p.body)
        .map(|b| ctx.op_name_str(b.op_name(p.op)).to_string())
        .unwrap_or_default();
    if names.contains(&name) {
        return Dsf::Success;
    }
    let mut d = Diagnostic::error(script.op_loc(op), "wrong operation name");
    d.attach_note(it.op_loc(p), "offending payload");
    Dsf::Silenceable(vec![d])
}

fn apply_match_operation_empty(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ops = it.operand_ops(script, op, 0);
    if ops.is_empty() {
        return Dsf::Success;
    }
    Dsf::silenceable(script.op_loc(op), "operation is not empty")
}

fn apply_match_param_cmpi(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let opref = OpRef::new(ctx, script, op);
    let pred = int_value(opref, "predicate").unwrap_or(0);
    let params = it.operand_params(script, op, 0);
    let refs = it.operand_params(script, op, 1);
    if params.len() != refs.len() {
        let mut d = Diagnostic::error(
            script.op_loc(op),
            format!(
                "parameters have different payload lengths ({} vs {})",
                params.len(),
                refs.len()
            ),
        );
        d.attach_note(script.value_loc(script.operand(op, 0)), "parameter");
        d.attach_note(script.value_loc(script.operand(op, 1)), "reference");
        return Dsf::Silenceable(vec![d]);
    }
    for (i, (&a, &b)) in params.iter().zip(&refs).enumerate() {
        let (Some(x), Some(y)) = (ctx.integer_attr_value(a), ctx.integer_attr_value(b)) else {
            let mut d = Diagnostic::error(script.op_loc(op), "non-integer parameter value not expected");
            d.attach_note(script.value_loc(script.operand(op, 0)), format!("value #{i}"));
            return Dsf::Silenceable(vec![d]);
        };
        let (x, y) = (x.sext_i64(), y.sext_i64());
        let ok = match pred {
            0 => x == y,
            1 => x != y,
            2 => x < y,
            3 => x <= y,
            4 => x > y,
            _ => x >= y,
        };
        if !ok {
            let word = [
                "equal to",
                "not equal to",
                "less than",
                "less than or equal to",
                "greater than",
                "greater than or equal to",
            ][pred.clamp(0, 5) as usize];
            let mut d = Diagnostic::error(
                script.op_loc(op),
                format!("expected parameter to be {word} {y}, got {x}"),
            );
            d.attach_note(script.value_loc(script.operand(op, 0)), "value defined here");
            d.attach_note(script.value_loc(script.operand(op, 1)), "reference defined here");
            return Dsf::Silenceable(vec![d]);
        }
    }
    Dsf::Success
}

// ---- collect_matching -----------------------------------------------------------------------------

fn symbol(it: &Interp<'_, '_, '_>, opref: OpRef<'_>, name: &str) -> Option<String> {
    it.resolve(opref.attr(name)?)
}

fn apply_collect_matching(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let opref = OpRef::new(ctx, script, op);
    let Some(matcher) = symbol(it, opref, "matcher") else {
        return Dsf::definite(ctx, script.op_loc(op), "expected a flat symbol reference");
    };
    if it.library.get(&matcher).is_some_and(|s| s.entry().is_none()) {
        let sym = opref
            .attr("matcher")
            .map(|a| ctx.attr_to_string(a))
            .unwrap_or_default();
        return Dsf::definite(
            ctx,
            script.op_loc(op),
            format!("unresolved external symbol {sym}"),
        );
    }
    if let Some(d) = check_matcher_body(it, &matcher) {
        return d;
    }
    let mut results: Vec<Mapping> = script
        .results(op)
        .map(|v| crate::interpreter::empty_mapping(ctx, script.value_type(v)))
        .collect();
    for root in it.operand_ops(script, op, 0) {
        for p in it.payload.nested_ops(root, true, true) {
            if !it.payload.is_live(p) {
                continue;
            }
            match it.apply_named_sequence(&matcher, vec![Mapping::Ops(vec![p])], script.op_loc(op)) {
                Ok(yielded) => {
                    for (i, (acc, m)) in results.iter_mut().zip(yielded).enumerate() {
                        if m.len() != 1 {
                            return Dsf::definite(
                                ctx,
                                script.op_loc(op),
                                format!(
                                    "result #{i}, associated with {} payload objects, expected 1",
                                    m.len()
                                ),
                            );
                        }
                        super::structure::append(acc, m);
                    }
                }
                Err(Dsf::Silenceable(_)) => {}
                Err(e) => return e,
            }
        }
    }
    for (i, m) in results.into_iter().enumerate() {
        let v = script.result(op, i);
        it.set(script, v, m);
    }
    Dsf::Success
}

// ---- foreach_match ------------------------------------------------------------------------------

fn parse_foreach_match(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let mut props: Vec<NamedAttribute> = Vec::new();
    loop {
        if p.parse_optional_keyword("restrict_root") {
            props.push((ctx.ident("restrict_root"), ctx.unit_attr()));
        } else if p.parse_optional_keyword("flatten_results") {
            props.push((ctx.ident("flatten_results"), ctx.unit_attr()));
        } else {
            break;
        }
    }
    p.parse_keyword("in")?;
    let mut operands = vec![p.parse_operand()?];
    while p.parse_optional_punct(",") {
        operands.push(p.parse_operand()?);
    }
    let mut matchers = Vec::new();
    let mut actions = Vec::new();
    while let Some(m) = p.parse_optional_symbol_name()? {
        p.parse_punct("->")?;
        let Some(a) = p.parse_optional_symbol_name()? else {
            return Err(p.emit_error("expected valid '@'-identifier for symbol name"));
        };
        matchers.push(ctx.symbol_ref_attr(m, &[]));
        actions.push(ctx.symbol_ref_attr(a, &[]));
        if !p.parse_optional_punct(",") {
            break;
        }
    }
    props.push((ctx.ident("matchers"), ctx.array_attr(&matchers)));
    props.push((ctx.ident("actions"), ctx.array_attr(&actions)));
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    let rest = fi::split_inherent_attrs(
        ctx,
        attrs,
        &[
            ("restrict_root", fi::PropKind::Unit),
            ("flatten_results", fi::PropKind::Unit),
            ("matchers", fi::PropKind::Any),
            ("actions", fi::PropKind::Any),
            ("operandSegmentSizes", fi::PropKind::Any),
            ("resultSegmentSizes", fi::PropKind::Any),
        ],
        &mut props,
    );
    if !rest.is_empty() {
        state.attributes = Some(ctx.dictionary_attr(&rest));
    }
    p.parse_punct(":")?;
    let fty = p.parse_type()?;
    let (inputs, outputs) = match ctx.type_kind(fty) {
        strata_ir::TypeKind::Function { inputs, results } => (inputs.to_vec(), results.to_vec()),
        _ => return Err(p.emit_error("expected a function type")),
    };
    if inputs.len() != operands.len() {
        return Err(p.emit_error(&format!(
            "{} operands present, but expected {}",
            operands.len(),
            inputs.len()
        )));
    }
    for (o, &t) in operands.iter().zip(&inputs) {
        let v = p.resolve_operand(o, t)?;
        state.operands.push(v);
    }
    state.result_types = outputs;
    state.properties = Some(ctx.dictionary_attr(&props));
    let _ = Delimiter::None;
    Ok(())
}

fn print_foreach_match(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let ctx = op.ctx;
    if op.attr("restrict_root").is_some() {
        p.write_str(" restrict_root");
    }
    if op.attr("flatten_results").is_some() {
        p.write_str(" flatten_results");
    }
    p.write_str(" in ");
    let operands: Vec<_> = op.operands().collect();
    p.print_operands(&operands);
    let list = |name: &str| -> Vec<Attribute> {
        op.attr(name)
            .and_then(|a| ctx.array_attr_elements(a))
            .map(<[Attribute]>::to_vec)
            .unwrap_or_default()
    };
    let (matchers, actions) = (list("matchers"), list("actions"));
    // As mlir-opt: a space, then each pair on a line of its own, indented
    // twice.
    p.write_str(" ");
    p.increase_indent();
    p.increase_indent();
    for (i, (m, a)) in matchers.iter().zip(&actions).enumerate() {
        if i > 0 {
            // mlir-opt leaves the space after the comma at the line's end.
            p.write_str(", ");
        }
        p.print_new_line();
        p.print_attribute(*m);
        p.write_str(" -> ");
        p.print_attribute(*a);
    }
    p.decrease_indent();
    p.decrease_indent();
    p.print_optional_attr_dict(
        &fi::merged_attrs(op),
        &[
            "restrict_root",
            "flatten_results",
            "matchers",
            "actions",
            "operandSegmentSizes",
            "resultSegmentSizes",
        ],
    );
    p.write_str(" : ");
    let inputs: Vec<Type> = operands.iter().map(|&v| op.value_type(v)).collect();
    let outputs: Vec<Type> = op.result_types().collect();
    p.print_type(ctx.function_type(&inputs, &outputs));
}

fn apply_foreach_match(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let opref = OpRef::new(ctx, script, op);
    let loc = script.op_loc(op);
    let syms = |name: &str| -> Vec<String> {
        opref
            .attr(name)
            .and_then(|a| ctx.array_attr_elements(a))
            .unwrap_or(&[])
            .iter()
            .filter_map(|&s| it.resolve(s))
            .collect()
    };
    let (matchers, actions) = (syms("matchers"), syms("actions"));
    // Declarations cannot be applied (MLIR checks every pair first).
    let raw = |name: &str| {
        opref
            .attr(name)
            .and_then(|a| ctx.array_attr_elements(a))
            .unwrap_or(&[])
    };
    for ((m, a), (&rm, &ra)) in matchers
        .iter()
        .zip(&actions)
        .zip(raw("matchers").iter().zip(raw("actions")))
    {
        for (key, sym) in [(m, rm), (a, ra)] {
            if it.library.get(key).is_some_and(|s| s.entry().is_none()) {
                return Dsf::definite(
                    ctx,
                    loc,
                    format!("unresolved external symbol {}", ctx.attr_to_string(sym)),
                );
            }
        }
    }
    for m in &matchers {
        if let Some(d) = check_matcher_body(it, m) {
            return d;
        }
    }
    let restrict_root = opref.attr("restrict_root").is_some();
    let flatten = opref.attr("flatten_results").is_some();
    let forwarded: Vec<Mapping> = script
        .operands(op)
        .skip(1)
        .map(|v| it.mapping(script, v))
        .collect();
    let roots = it.operand_ops(script, op, 0);
    let n_out = script.num_results(op).saturating_sub(1);
    let mut outputs: Vec<Mapping> = script
        .results(op)
        .skip(1)
        .map(|v| crate::interpreter::empty_mapping(ctx, script.value_type(v)))
        .collect();
    let mut postponed: Vec<(strata_ir::Location, String)> = Vec::new();
    for &root in &roots {
        // The ops nested in the root, post-order; the root itself only
        // with `restrict_root` (as mlir-opt does).
        let candidates = it.payload.nested_ops(root, restrict_root, true);
        for p in candidates {
            if !it.payload.is_live(p) {
                continue;
            }
            for (m, a) in matchers.iter().zip(&actions) {
                let mut args = vec![Mapping::Ops(vec![p])];
                args.extend(forwarded.iter().cloned());
                match it.apply_named_sequence(m, args, loc) {
                    Ok(matched) => {
                        match it.apply_named_sequence(a, matched, loc) {
                            Ok(results) => {
                                for (k, (acc, r)) in outputs.iter_mut().zip(results).enumerate() {
                                    if !flatten && r.len() != 1 {
                                        let _ = k;
                                        return Dsf::definite(
                                            ctx,
                                            loc,
                                            format!("action @{a} has results associated with multiple payload entities, but flattening was not requested"),
                                        );
                                    }
                                    super::structure::append(acc, r);
                                }
                            }
                            Err(Dsf::Silenceable(d)) => {
                                // Reported at the end, as notes of one error:
                                // each action's messages at the action, then
                                // the payload it was applied to.
                                let action_loc = it.library.get(a).map_or(loc, |s| s.loc);
                                for diag in d {
                                    postponed.push((action_loc, format!("failed action: {}", diag.message)));
                                }
                                postponed
                                    .push((it.op_loc(p), "when applied to this matching payload".into()));
                            }
                            Err(e) => return e,
                        }
                        break;
                    }
                    Err(Dsf::Silenceable(_)) => continue,
                    Err(e) => return e,
                }
            }
        }
    }
    let _ = n_out;
    it.set(script, script.result(op, 0), Mapping::Ops(roots));
    for (i, m) in outputs.into_iter().enumerate() {
        let v = script.result(op, i + 1);
        it.set(script, v, m);
    }
    if postponed.is_empty() {
        return Dsf::Success;
    }
    let mut d = Diagnostic::error(loc, "actions failed");
    for (l, msg) in postponed {
        d.attach_note(l, msg);
    }
    Dsf::Silenceable(vec![d])
}
