//! The custom forms of `linalg.generic` and the named ops.
//!
//! ```text
//! linalg.generic {indexing_maps = [...], iterator_types = ["parallel"]}
//!     ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) attrs =  {...} {
//!   ^bb0(%in: f32, %out: f32): ...
//! } -> tensor<4xf32>
//! linalg.matmul [indexing_maps = [...]] {attrs} ins(%a, %b : ...) outs(%c : ...) -> tensor<...>
//! ```

use strata_dialect_utils::asm::{parse_optional_arrow_types, print_result_types};
use strata_ir::asm::{region_body, Delimiter, OpAsmParser, OpAsmPrinter, ParseResult};
use strata_ir::builtin::split_inherent;
use strata_ir::{AttrKind, Attribute, NamedAttribute, OpRef, OperationState, Type, ValueId};

use crate::named::{has_user_maps, named_op};
use crate::structured::{indexing_maps, inputs, outputs};
use crate::{iterator_type_attr, payload, ITERATOR_TYPE};

const GENERIC_ATTRS: &[&str] = &["doc", "indexing_maps", "iterator_types", "library_call"];

/// Parses `ins(...)` and `outs(...)` (each optional) into the state's
/// operands; returns the operand types and the two group sizes.
fn parse_ins_outs(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<(Vec<Type>, [i32; 2])> {
    let mut types = Vec::new();
    let mut sizes = [0i32; 2];
    for (k, keyword) in ["ins", "outs"].into_iter().enumerate() {
        if !p.parse_optional_keyword(keyword) {
            continue;
        }
        p.parse_punct("(")?;
        let operands = p.parse_operand_list(Delimiter::None)?;
        p.parse_punct(":")?;
        let mut group_types = vec![p.parse_type()?];
        while p.parse_optional_punct(",") {
            group_types.push(p.parse_type()?);
        }
        p.parse_punct(")")?;
        if group_types.len() != operands.len() {
            return Err(p.emit_error(&format!(
                "{} operands present, but expected {}",
                operands.len(),
                group_types.len()
            )));
        }
        for (o, &t) in operands.iter().zip(&group_types) {
            let v = p.resolve_operand(o, t)?;
            state.operands.push(v);
        }
        sizes[k] = group_types.len() as i32;
        types.extend(group_types);
    }
    Ok((types, sizes))
}

fn segment_sizes(p: &dyn OpAsmParser<'_>, sizes: [i32; 2]) -> NamedAttribute {
    let ctx = p.ctx();
    (ctx.ident("operandSegmentSizes"), ctx.dense_i32_array_attr(&sizes))
}

fn set_properties(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState, props: Vec<NamedAttribute>) -> ParseResult<()> {
    match p.ctx().dictionary_attr_checked(&props) {
        Ok(d) => {
            state.properties = Some(d);
            Ok(())
        }
        Err(dup) => {
            let name = p.ctx().ident_str(dup).to_string();
            Err(p.emit_error(&format!("attribute '{name}' occurs more than once in the attribute list")))
        }
    }
}

/// `linalg.generic`.
pub fn parse_generic(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    // The generic attributes: a dictionary, possibly through an alias.
    let mut attrs = match p.parse_optional_attribute(None)? {
        Some(d) if matches!(ctx.attr_kind(d), AttrKind::Dictionary(_)) => ctx.dict_entries(d).to_vec(),
        Some(_) => return Err(p.emit_error("expected dictionary of generic attributes")),
        None => Vec::new(),
    };
    // The iterator types are written as strings.
    let Some(at) = attrs.iter().position(|(n, _)| ctx.ident_str(*n) == "iterator_types") else {
        return Err(p.emit_error("expected \"iterator_types\" array attribute"));
    };
    let Some(elements) = ctx.array_attr_elements(attrs[at].1).map(<[Attribute]>::to_vec) else {
        return Err(p.emit_error("expected \"iterator_types\" array attribute"));
    };
    let mut iterators = Vec::new();
    for e in elements {
        let s = match ctx.attr_kind(e) {
            AttrKind::String { value, .. } => String::from_utf8_lossy(value).into_owned(),
            _ => return Err(p.emit_error("expected string in \"iterator_types\" array attribute")),
        };
        match ITERATOR_TYPE.value_of(&s) {
            Some(v) => iterators.push(iterator_type_attr(ctx, v == 1)),
            None => return Err(p.emit_error(&format!("unexpected iterator_type ({s})"))),
        }
    }
    attrs[at].1 = ctx.array_attr(&iterators);
    let mut props = Vec::new();
    split_inherent(p, state, &mut props, attrs, GENERIC_ATTRS);
    let (_, sizes) = parse_ins_outs(p, state)?;
    if p.parse_optional_keyword("attrs") {
        p.parse_punct("=")?;
        let mut extra = Vec::new();
        p.parse_optional_attr_dict(&mut extra)?;
        if let Some(d) = state.attributes {
            extra.extend_from_slice(ctx.dict_entries(d));
        }
        state.attributes = Some(ctx.dictionary_attr(&extra));
    }
    props.push(segment_sizes(p, sizes));
    set_properties(p, state, props)?;
    p.parse_region(state, &[], false)?;
    state.result_types = parse_optional_arrow_types(p)?;
    Ok(())
}

fn print_ins_outs(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    for (keyword, range) in [("ins", inputs(op)), ("outs", outputs(op))] {
        if range.is_empty() {
            continue;
        }
        let values: Vec<ValueId> = range.clone().map(|i| op.operand(i)).collect();
        p.write_str(" ");
        p.write_str(keyword);
        p.write_str("(");
        p.print_operands(&values);
        p.write_str(" : ");
        for (k, i) in range.enumerate() {
            if k > 0 {
                p.write_str(", ");
            }
            p.print_type(op.operand_type(i));
        }
        p.write_str(")");
    }
}

fn print_results(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    if op.num_results() > 0 {
        p.write_str(" -> ");
        let types: Vec<Type> = op.result_types().collect();
        print_result_types(p, &types);
    }
}

/// `linalg.generic`.
pub fn print_generic(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let ctx = op.ctx;
    let mut generic: Vec<NamedAttribute> = Vec::new();
    for &name in GENERIC_ATTRS {
        let Some(a) = op.attr(name) else { continue };
        let a = if name == "iterator_types" {
            let strings: Vec<Attribute> = ctx
                .array_attr_elements(a)
                .unwrap_or(&[])
                .iter()
                .map(|&e| {
                    let v = ITERATOR_TYPE.attr_value(ctx, e).unwrap_or(0);
                    ctx.string_attr(ITERATOR_TYPE.keyword(v).unwrap_or("parallel"))
                })
                .collect();
            ctx.array_attr(&strings)
        } else {
            a
        };
        generic.push((ctx.ident(name), a));
    }
    p.print_optional_attr_dict(&generic, &[]);
    print_ins_outs(p, op);
    let extra = op.discardable_attrs();
    if !extra.is_empty() {
        p.write_str(" attrs = ");
        p.print_optional_attr_dict(extra, GENERIC_ATTRS);
    }
    let (body, regions) = op.regions();
    if let Some(&r) = regions.first() {
        if !body.region_is_empty(r) {
            p.write_str(" ");
            p.print_region(r, true, true, false);
        }
    }
    print_results(p, op);
}

/// A named op: its attributes, operands and results; its region is built
/// from the op's payload.
pub fn parse_named(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let name = ctx.op_name_str(state.name).to_string();
    let Some(named) = named_op(&name) else {
        return Err(p.emit_error("unknown named structured op"));
    };
    let mut attrs = Vec::new();
    if has_user_maps(&name) && p.parse_optional_keyword("indexing_maps") {
        p.parse_punct("=")?;
        let maps = p.parse_attribute(None)?;
        let ok = ctx
            .array_attr_elements(maps)
            .is_some_and(|es| es.iter().all(|&e| matches!(ctx.attr_kind(e), AttrKind::AffineMap(_))));
        if !ok {
            return Err(p.emit_error("expected 'indexing_maps' to be an array of affine maps"));
        }
        attrs.push((ctx.ident("indexing_maps"), maps));
    }
    p.parse_optional_attr_dict(&mut attrs)?;
    // The contractions store their maps, the default ones when none are given.
    if has_user_maps(&name) && !attrs.iter().any(|(n, _)| ctx.ident_str(*n) == "indexing_maps") {
        let maps: Vec<Attribute> = named
            .maps_with(ctx, &[], &[])
            .into_iter()
            .map(|m| ctx.intern_attr(AttrKind::AffineMap(m)))
            .collect();
        attrs.push((ctx.ident("indexing_maps"), ctx.array_attr(&maps)));
    }
    let inherent: &[&str] = &["indexing_maps", "cast", "strides", "dilations"];
    let mut props = Vec::new();
    split_inherent(p, state, &mut props, attrs, inherent);
    let (types, sizes) = parse_ins_outs(p, state)?;
    state.result_types = parse_optional_arrow_types(p)?;
    props.push(segment_sizes(p, sizes));
    let cast = props.iter().find(|(n, _)| ctx.ident_str(*n) == "cast").map(|e| e.1);
    set_properties(p, state, props)?;
    let expected = named.inputs as usize + 1;
    if types.len() != expected {
        return Err(p.emit_error(&format!(
            "[parseNamedStructuredOpRegion] ods-gen generated region expects {expected} args, got {}",
            types.len()
        )));
    }
    let loc = state.loc;
    let region = region_body(p, state).create_region();
    state.regions.push(region);
    let built = payload::build_region(ctx, region_body(p, state), region, named, &types, cast, loc);
    match built {
        Ok(_) => Ok(()),
        Err(message) => Err(p.emit_error(&message)),
    }
}

/// A named op.
pub fn print_named(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let ctx = op.ctx;
    let name = op.name_str();
    let mut elided = vec!["operandSegmentSizes", "linalg.memoized_indexing_maps", "indexing_maps"];
    if has_user_maps(name) {
        if let Some(maps) = op.attr("indexing_maps") {
            let default = named_op(name).and_then(|n| n.default_maps(op));
            let given = indexing_maps(op);
            if default.is_none() || default != given {
                p.write_str(" indexing_maps = ");
                p.print_attribute(maps);
            }
        }
    } else {
        elided.pop();
    }
    let mut attrs: Vec<NamedAttribute> = op.properties().map(|d| ctx.dict_entries(d).to_vec()).unwrap_or_default();
    attrs.extend_from_slice(op.discardable_attrs());
    attrs.sort_by(|a, b| ctx.ident_str(a.0).cmp(ctx.ident_str(b.0)));
    p.print_optional_attr_dict(&attrs, &elided);
    print_ins_outs(p, op);
    print_results(p, op);
}
