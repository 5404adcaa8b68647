//! The tune extension (`transform.tune.*`): tunable parameters and choices
//! among sub-schedules that a script leaves open until a value or region
//! is selected.

use strata_ir::asm::{OpAsmParser, OpAsmPrinter, ParseResult};
use strata_ir::function_interface as fi;
use strata_ir::{AttrKind, Body, LogicalResult, NamedAttribute, OpId, OpRef, OperationState, RegionId};
use strata_ods::constraints::{attrs, AttrConstraint};
use strata_ods::RegionConstraint;

use super::{ANY_HANDLE_OR_PARAM, PARAM};
use crate::interpreter::{consumes_nothing, Dsf, Interp, TransformOpInterface};
use crate::state::Mapping;

const INTEGER_ATTR: AttrConstraint = AttrConstraint::Custom {
    summary: "arbitrary integer attribute",
    check: |ctx, a| matches!(ctx.attr_kind(a), AttrKind::Integer { .. }),
};

strata_ods::op! {
    /// A tunable parameter: its options (an array of attributes or any
    /// attribute describing them) and, once chosen, the `selected` value the
    /// result holds.
    pub KnobOp(KNOB, "transform.tune.knob") {
        results(result: single(PARAM))
        attributes(
            name: str = required(attrs::STR_ATTR),
            options: attr = required(attrs::ANY_ATTR),
            selected: opt_attr = optional(attrs::ANY_ATTR),
        )
        summary: "Represents a tunable parameter with a set of options",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    %tile = transform.tune.knob<\"tile_size\"> = 8 from options = [4, 8, 16] -> !transform.any_param\n    transform.yield\n  }\n}",
        format: Some("`<` $name `>` (`=` $selected^ `from`)? `options` `=` $options attr-dict `->` type(results)"),
        verify: Some(verify_knob),
        interfaces: &[&TransformOpInterface {
            apply: apply_knob,
            consumed: consumes_nothing,
            allows_repeated_handles: false,
        }],
    }

    /// A choice among its regions (sub-schedules): the one at the
    /// `selected_region` index (an attribute or a parameter) runs, and what
    /// it yields are the results.
    pub TuneAlternativesOp(TUNE_ALTERNATIVES, "transform.tune.alternatives") {
        operands(selected_region_param: optional(PARAM))
        results(results: variadic(ANY_HANDLE_OR_PARAM))
        attributes(
            name: str = required(attrs::STR_ATTR),
            selected_region_attr: opt_attr = optional(INTEGER_ATTR),
        )
        regions(alternatives: variadic(RegionConstraint::Sized(1)))
        summary: "Represents a choice among its regions, i.e. sub-schedules",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    %p = transform.tune.alternatives<\"pick\"> selected_region = 1 -> !transform.any_param {\n      %a = transform.param.constant 4 -> !transform.any_param\n      transform.yield %a : !transform.any_param\n    }, {\n      %b = transform.param.constant 8 -> !transform.any_param\n      transform.yield %b : !transform.any_param\n    }\n    transform.yield\n  }\n}",
        implicit_terminator: Some("transform.yield"),
        verify: Some(verify_alternatives),
        parse: Some(parse_alternatives),
        print: Some(print_alternatives),
        interfaces: &[&TransformOpInterface {
            apply: apply_alternatives,
            consumed: consumes_nothing,
            allows_repeated_handles: false,
        }],
    }
}

fn verify_knob(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let (Some(selected), Some(options)) = (op.attr("selected"), op.attr("options")) else {
        return Ok(());
    };
    if let AttrKind::Array(items) = ctx.attr_kind(options) {
        if !items.contains(&selected) {
            return Err(op.emit_op_error(
                "provided `selected` attribute is not an element of `options` array of attributes",
            ));
        }
    }
    Ok(())
}

fn apply_knob(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let o = OpRef::new(ctx, script, op);
    match o.attr("selected") {
        Some(selected) => {
            it.set(script, script.result(op, 0), Mapping::Params(vec![selected]));
            Dsf::Success
        }
        None => Dsf::definite(
            ctx,
            script.op_loc(op),
            format!(
                "non-deterministic choice \"{}\" is only resolved through providing a `selected` attr",
                super::str_value(o, "name").unwrap_or_default()
            ),
        ),
    }
}

fn verify_alternatives(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let (body, regions) = op.regions();
    let result_types: Vec<_> = op.result_types().collect();
    for &r in regions {
        let Some(terminator) = body.region_entry(r).and_then(|b| body.last_op(b)) else {
            continue;
        };
        let t = OpRef::new(ctx, body, terminator);
        if t.name_str() != "transform.yield" {
            return Err(op.emit_op_error("expected 'transform.yield' as terminator"));
        }
        if t.num_operands() != result_types.len() {
            return Err(
                t.emit_op_error("expected terminator to have as many operands as the parent op has results")
            );
        }
        for (i, (v, &rt)) in t.operands().zip(&result_types).enumerate() {
            let ot = t.value_type(v);
            if ot != rt {
                return Err(t.emit_op_error(format!(
                    "the type of the terminator operand #{i} must match the type of the corresponding parent op result ({} vs {})",
                    ctx.type_to_string(ot),
                    ctx.type_to_string(rt)
                )));
            }
        }
    }
    if let Some(idx) = op
        .attr("selected_region_attr")
        .and_then(|a| ctx.integer_attr_value(a))
    {
        let idx = idx.sext_i64();
        if idx < 0 || idx as usize >= regions.len() {
            return Err(op.emit_op_error(format!(
                "'selected_region' attribute specifies region at index {idx} while op has only {} regions",
                regions.len()
            )));
        }
    }
    Ok(())
}

fn apply_alternatives(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let o = OpRef::new(ctx, script, op);
    let loc = script.op_loc(op);
    let mut selected = o
        .attr("selected_region_attr")
        .and_then(|a| ctx.integer_attr_value(a))
        .map(|v| v.sext_i64());
    if script.num_operands(op) > 0 {
        let params = it.operand_params(script, op, 0);
        match params.as_slice() {
            [p] if matches!(ctx.attr_kind(*p), AttrKind::Integer { .. }) => {
                selected = ctx.integer_attr_value(*p).map(|v| v.sext_i64());
            }
            _ => {
                let got = params.first().map(|&a| ctx.attr_to_string(a)).unwrap_or_default();
                return Dsf::definite(
                    ctx,
                    loc,
                    format!("param should hold exactly one integer attribute, got: {got}"),
                );
            }
        }
    }
    let name = super::str_value(o, "name").unwrap_or_default().to_string();
    let Some(idx) = selected else {
        return Dsf::definite(
            ctx,
            loc,
            format!("non-deterministic choice \"{name}\" is only resolved through providing a `selected_region` attr/param"),
        );
    };
    let regions: Vec<RegionId> = script.regions_in_body(op).to_vec();
    if idx < 0 || idx as usize >= regions.len() {
        return Dsf::definite(
            ctx,
            loc,
            format!(
                "'selected_region' attribute/param specifies region at index {idx} while op has only {} regions",
                regions.len()
            ),
        );
    }
    let region = regions[idx as usize];
    let Some(entry) = script.region_entry(region) else {
        return Dsf::Success;
    };
    // No argument to bind: the binding cannot fail.
    let _ = it.bind_args(script, entry, Vec::new());
    let r = it.apply_block(script, entry);
    match r {
        Dsf::Success => {
            let yielded = it.yielded(script, entry);
            it.forget_region(script, region);
            for (i, m) in yielded.into_iter().enumerate() {
                let v = script.result(op, i);
                it.set(script, v, m);
            }
            Dsf::Success
        }
        Dsf::Silenceable(d) => {
            it.forget_region(script, region);
            for v in script.results(op).collect::<Vec<_>>() {
                let empty = crate::interpreter::empty_mapping(ctx, script.value_type(v));
                it.set(script, v, empty);
            }
            Dsf::Silenceable(d)
        }
        other => {
            it.forget_region(script, region);
            other
        }
    }
}

/// `<"name"> (selected_region = (int | %param))? attr-dict-with-keyword
/// (: type(param))? (-> types)? regions`.
fn parse_alternatives(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let mut props: Vec<NamedAttribute> = Vec::new();
    p.parse_punct("<")?;
    let name = p.parse_attribute(None)?;
    props.push((ctx.ident("name"), name));
    p.parse_punct(">")?;
    let mut param = None;
    if p.parse_optional_keyword("selected_region") {
        p.parse_punct("=")?;
        match p.parse_optional_operand()? {
            Some(o) => param = Some(o),
            None => {
                let v = p.parse_integer()?;
                props.push((
                    ctx.ident("selected_region_attr"),
                    ctx.integer_attr(ctx.index_type(), v),
                ));
            }
        }
    }
    let mut attrs = Vec::new();
    if p.parse_optional_keyword("attributes") {
        p.parse_optional_attr_dict(&mut attrs)?;
    }
    if let Some(o) = param {
        p.parse_punct(":")?;
        let t = p.parse_type()?;
        let v = p.resolve_operand(&o, t)?;
        state.operands.push(v);
    }
    if p.parse_optional_punct("->") {
        state.result_types.push(p.parse_type()?);
        while p.parse_optional_punct(",") {
            state.result_types.push(p.parse_type()?);
        }
    }
    loop {
        p.parse_region(state, &[], false)?;
        let index = state.regions.len() - 1;
        strata_ods::asm_format::ensure_terminator(p, state, index, "transform.yield");
        if !p.parse_optional_punct(",") {
            break;
        }
    }
    let rest = fi::split_inherent_attrs(
        ctx,
        attrs,
        &[
            ("name", fi::PropKind::String),
            ("selected_region_attr", fi::PropKind::Any),
        ],
        &mut props,
    );
    if !rest.is_empty() {
        state.attributes = Some(ctx.dictionary_attr(&rest));
    }
    state.properties = Some(ctx.dictionary_attr(&props));
    Ok(())
}

fn print_alternatives(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let ctx = op.ctx;
    p.write_str("<");
    if let Some(n) = op.attr("name") {
        p.print_attribute(n);
    }
    p.write_str(">");
    if let Some(v) = op
        .attr("selected_region_attr")
        .and_then(|a| ctx.integer_attr_value(a))
    {
        p.write_str(&format!(" selected_region = {}", v.sext_i64()));
    } else if let Some(v) = op.operands().next() {
        p.write_str(" selected_region = ");
        p.print_operand(v);
    }
    p.print_optional_attr_dict_with_keyword(&fi::merged_attrs(op), &["name", "selected_region_attr"]);
    if let Some(v) = op.operands().next() {
        p.write_str(" : ");
        p.print_type(op.value_type(v));
    }
    if op.num_results() > 0 {
        p.write_str(" -> ");
        let types: Vec<_> = op.result_types().collect();
        for (i, t) in types.into_iter().enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            p.print_type(t);
        }
    }
    let (_, regions) = op.regions();
    for (i, &r) in regions.iter().enumerate() {
        p.write_str(if i == 0 { " " } else { ", " });
        // An empty `transform.yield` is implicit, as in MLIR's format.
        let print_terminator =
            !strata_ods::asm_format::implicit_terminator_elidable(ctx, op.body, r, "transform.yield");
        p.print_region(r, false, print_terminator, false);
    }
}
