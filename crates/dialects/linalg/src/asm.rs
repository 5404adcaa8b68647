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
use strata_ir::function_interface::merged_attrs;
use strata_ir::{
    AttrKind, Attribute, NamedAttribute, OpBuilder, OpId, OpRef, OperationState, Type, TypeKind, ValueId,
};
use strata_ods::directives::dense_i64_array;

use crate::named::{has_user_maps, named_op, Cast, NamedOp, Payload};
use crate::structured::{indexing_maps, inputs, operand_shape_of, outputs};
use crate::{iterator_type_attr, payload, ELEMENTWISE_KIND, ITERATOR_TYPE};
use strata_ir::affine::AffineMap;

const GENERIC_ATTRS: &[&str] = &["doc", "indexing_maps", "iterator_types", "library_call"];

/// Parses `ins(...)` and `outs(...)` (each optional) into the state's
/// operands; returns the operand types and the two group sizes.
fn parse_ins_outs(
    p: &mut dyn OpAsmParser<'_>,
    state: &mut OperationState,
) -> ParseResult<(Vec<Type>, [i32; 2])> {
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

fn set_properties(
    p: &mut dyn OpAsmParser<'_>,
    state: &mut OperationState,
    props: Vec<NamedAttribute>,
) -> ParseResult<()> {
    match p.ctx().dictionary_attr_checked(&props) {
        Ok(d) => {
            state.properties = Some(d);
            Ok(())
        }
        Err(dup) => {
            let name = p.ctx().ident_str(dup).to_string();
            Err(p.emit_error(&format!(
                "attribute '{name}' occurs more than once in the attribute list"
            )))
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
    let Some(at) = attrs
        .iter()
        .position(|(n, _)| ctx.ident_str(*n) == "iterator_types")
    else {
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
    let start = p.current_pos();
    let name = ctx.op_name_str(state.name).to_string();
    let Some(named) = named_op(&name) else {
        return Err(p.emit_error("unknown named structured op"));
    };
    let mut props = Vec::new();
    let user_maps = has_user_maps(&name);
    if user_maps && p.parse_optional_keyword("indexing_maps") {
        props.push((ctx.ident("indexing_maps"), parse_maps_attr(p)?));
    }
    // The contractions store their maps, the default ones when none are given.
    let defaults = |ctx: &strata_ir::Context, _: usize, _: usize| -> Attribute {
        let maps: Vec<Attribute> = named
            .maps_with(ctx, &[], &[])
            .into_iter()
            .map(|m| ctx.intern_attr(AttrKind::AffineMap(m)))
            .collect();
        ctx.array_attr(&maps)
    };
    let inherent = &["indexing_maps", "cast", "strides", "dilations"];
    parse_named_tail(
        p,
        state,
        named,
        props,
        inherent,
        user_maps.then_some(&defaults),
        start,
    )
}

/// Adds mlir-opt's cached maps to the discardable attributes of a named
/// op being parsed (see [`crate::named::memoized_maps`]).
fn memoize_maps(
    ctx: &strata_ir::Context,
    state: &mut OperationState,
    named: &NamedOp,
    props: &[NamedAttribute],
) {
    if let Some(entry) = crate::named::memoized_maps(ctx, named, props) {
        let mut attrs: Vec<NamedAttribute> = state
            .attributes
            .map(|d| ctx.dict_entries(d).to_vec())
            .unwrap_or_default();
        attrs.push(entry);
        state.attributes = Some(ctx.dictionary_attr(&attrs));
    }
}

/// A named op.
pub fn print_named(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let name = op.name_str();
    let mut elided = vec![
        "operandSegmentSizes",
        "linalg.memoized_indexing_maps",
        "indexing_maps",
    ];
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
    print_named_tail(p, op, &elided);
}

// ---- map, reduce, transpose, broadcast -----------------------------------------------

/// `ins(...) outs(...) attr-dict`, with a result per tensor output.
fn parse_dst_style(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<Vec<Type>> {
    let ctx = p.ctx();
    let (types, sizes) = parse_ins_outs(p, state)?;
    let outs = &types[sizes[0] as usize..];
    state.result_types = outs
        .iter()
        .copied()
        .filter(|&t| {
            matches!(
                ctx.type_kind(t),
                TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
            )
        })
        .collect();
    Ok(types)
}

fn parse_extra_attrs(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    if !attrs.is_empty() {
        state.attributes = Some(ctx.dictionary_attr(&attrs));
    }
    Ok(())
}

/// `name = [1, 2]`.
fn parse_i64_list(p: &mut dyn OpAsmParser<'_>, name: &str) -> ParseResult<Attribute> {
    p.parse_keyword(name)?;
    p.parse_punct("=")?;
    p.parse_punct("[")?;
    let mut values = Vec::new();
    if !p.parse_optional_punct("]") {
        loop {
            values.push(p.parse_integer()?);
            if !p.parse_optional_punct(",") {
                break;
            }
        }
        p.parse_punct("]")?;
    }
    Ok(dense_i64_array(p.ctx(), &values))
}

fn print_i64_list(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>, name: &str) {
    let values = crate::structured::i64_list(op, name).unwrap_or_default();
    let list: Vec<String> = values.iter().map(i64::to_string).collect();
    p.write_str(&format!(" {name} = [{}] ", list.join(", ")));
}

/// `{ arith.addf {attrs} }`: the payload op of the short form.
fn parse_short_form(p: &mut dyn OpAsmParser<'_>) -> ParseResult<Option<(String, Vec<NamedAttribute>)>> {
    if !p.parse_optional_punct("{") {
        return Ok(None);
    }
    let name = p.parse_custom_operation_name()?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    p.parse_punct("}")?;
    Ok(Some((name, attrs)))
}

/// A region of one block, an argument per operand of its element type,
/// holding `payload` applied to the arguments `operand_order` lists (or,
/// without a payload, the first argument) and a yield of the result.
fn build_body(
    p: &mut dyn OpAsmParser<'_>,
    state: &mut OperationState,
    types: &[Type],
    payload: Option<(String, Vec<NamedAttribute>)>,
    operand_order: &[usize],
) -> ParseResult<()> {
    let ctx = p.ctx();
    let loc = state.loc;
    if let Some((name, _)) = &payload {
        if ctx.op_def(ctx.op_name(name)).is_none() {
            return Err(p.emit_error(&format!("payload op '{name}' is not registered")));
        }
    }
    let region = region_body(p, state).create_region();
    state.regions.push(region);
    if types.is_empty() && payload.is_some() {
        // Without operands there is nothing to apply the payload to; the
        // verifier reports the missing operands.
        return Ok(());
    }
    // Locations as mlir-opt gives them: the arguments of a payload's
    // block have none, those of a copy-like body the operands'.
    let arg_locs: Vec<strata_ir::Location> = if payload.is_some() {
        vec![ctx.unknown_loc(); types.len()]
    } else {
        let operands = state.operands.clone();
        let body = region_body(p, state);
        operands.iter().map(|&v| body.value_loc(v)).collect()
    };
    let body = region_body(p, state);
    let mut b = OpBuilder::new(ctx, body);
    let arg_types: Vec<Type> = types
        .iter()
        .map(|&t| crate::structured::payload_type(ctx, t))
        .collect();
    let block = b.body.create_block();
    for (&t, &l) in arg_types.iter().zip(&arg_locs) {
        b.body.add_block_arg(block, t, l);
    }
    b.body.append_block(region, block);
    b.set_insertion_point_to_end(block);
    let args: Vec<ValueId> = b.body.block_args(block).to_vec();
    let value = match payload {
        Some((name, attrs)) => {
            let op_name = ctx.op_name(&name);
            let inherent = ctx.op_def(op_name).map_or(&[][..], |d| d.inherent_attrs);
            let (props, rest): (Vec<NamedAttribute>, Vec<NamedAttribute>) = attrs
                .into_iter()
                .partition(|(n, _)| inherent.contains(&ctx.ident_str(*n)));
            let mut st = OperationState::new(op_name, loc);
            st.operands = operand_order
                .iter()
                .filter_map(|&i| args.get(i).copied())
                .collect();
            st.result_types = vec![*arg_types.last().unwrap_or(&ctx.index_type())];
            if !props.is_empty() {
                st.properties = Some(ctx.dictionary_attr(&props));
            }
            if !rest.is_empty() {
                st.attributes = Some(ctx.dictionary_attr(&rest));
            }
            st.populate_default_properties(ctx);
            let op = b.create(st);
            b.body.result(op, 0)
        }
        None => match args.first() {
            Some(&a) => a,
            None => {
                let yield_name = ctx.op_name(crate::YIELD);
                b.create_op(yield_name, loc, &[], &[], None);
                return Ok(());
            }
        },
    };
    let yield_name = ctx.op_name(crate::YIELD);
    b.create_op(yield_name, loc, &[value], &[], None);
    Ok(())
}

/// `(%in: f32, %init: f32) { ... }`.
fn parse_long_form(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let args = p.parse_argument_list(Delimiter::Paren, true, true)?;
    p.parse_region(state, &args, false)
}

/// The payload op of a body that is one op applied to the arguments
/// `operand_order` lists and yielded, if the body has that shape.
fn short_form_payload(op: OpRef<'_>, operand_order: &[usize]) -> Option<OpId> {
    let (body, regions) = op.regions();
    let block = body.region_entry(*regions.first()?)?;
    let mut ops = body.block_ops(block);
    let (payload, terminator) = (ops.next()?, ops.next()?);
    if ops.next().is_some() || body.num_results(payload) != 1 || body.num_regions(payload) != 0 {
        return None;
    }
    let args = body.block_args(block);
    let expected = operand_order.iter().map(|&i| args.get(i).copied());
    // A payload of no operands (a `linalg.index`) keeps the long form.
    let uses_args = body.num_operands(payload) != 0
        && body.num_operands(payload) == operand_order.len()
        && body.operands(payload).map(Some).eq(expected);
    let yields = body.num_operands(terminator) == 1 && body.operand(terminator, 0) == body.result(payload, 0);
    (uses_args && yields).then_some(payload)
}

fn print_short_form(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>, payload: OpId) {
    let ctx = op.ctx;
    let (body, _) = op.regions();
    let payload = OpRef::new(ctx, body, payload);
    p.write_str(" { ");
    p.write_str(payload.name_str());
    let attrs = merged_attrs(payload);
    // A `none` fastmath is left out, as mlir-opt does.
    let none = strata_dialect_arith::fastmath_none(ctx);
    let elided: Vec<&str> = attrs
        .iter()
        .find(|(_, a)| *a == none)
        .map(|(n, _)| ctx.ident_str(*n))
        .into_iter()
        .collect();
    p.print_optional_attr_dict(&attrs, &elided);
    p.write_str(" }");
}

fn print_long_form(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let (body, regions) = op.regions();
    let Some(&r) = regions.first() else { return };
    let Some(block) = body.region_entry(r) else { return };
    p.increase_indent();
    p.print_new_line();
    p.write_str("(");
    for (i, &a) in body.block_args(block).iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_region_argument(a, None, false);
    }
    p.write_str(") ");
    p.print_region(r, false, true, false);
    p.decrease_indent();
}

/// `linalg.map`.
pub fn parse_map(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let payload = parse_short_form(p)?;
    let types = parse_dst_style(p, state)?;
    parse_extra_attrs(p, state)?;
    match payload {
        Some(payload) => {
            let order: Vec<usize> = (0..types.len().saturating_sub(1)).collect();
            build_body(p, state, &types, Some(payload), &order)
        }
        None => parse_long_form(p, state),
    }
}

/// `linalg.map`.
pub fn print_map(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let order: Vec<usize> = (0..inputs(op).len()).collect();
    let payload = short_form_payload(op, &order);
    if let Some(payload) = payload {
        print_short_form(p, op, payload);
    }
    print_ins_outs(p, op);
    p.print_optional_attr_dict(op.discardable_attrs(), &[]);
    if payload.is_none() {
        print_long_form(p, op);
    }
}

/// The short form's payload takes the inits' arguments, then the
/// inputs'.
fn reduce_payload_order(operands: usize, inputs: usize) -> Vec<usize> {
    (inputs..operands).chain(0..inputs).collect()
}

/// `linalg.reduce`.
pub fn parse_reduce(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let payload = parse_short_form(p)?;
    let types = parse_dst_style(p, state)?;
    let dims = parse_i64_list(p, "dimensions")?;
    state.properties = Some(ctx.dictionary_attr(&[(ctx.ident("dimensions"), dims)]));
    parse_extra_attrs(p, state)?;
    match payload {
        Some(payload) => {
            // Inputs and inits come in equal numbers.
            let n = state.operands.len();
            let order = reduce_payload_order(n, n / 2);
            build_body(p, state, &types, Some(payload), &order)
        }
        None => parse_long_form(p, state),
    }
}

/// `linalg.reduce`.
pub fn print_reduce(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let ins = inputs(op).len();
    let order = reduce_payload_order(op.num_operands(), ins);
    let payload = short_form_payload(op, &order);
    if let Some(payload) = payload {
        print_short_form(p, op, payload);
    }
    print_ins_outs(p, op);
    print_i64_list(p, op, "dimensions");
    p.print_optional_attr_dict(op.discardable_attrs(), &[]);
    if payload.is_none() {
        print_long_form(p, op);
    }
}

fn parse_copy_like(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState, attr: &str) -> ParseResult<()> {
    let ctx = p.ctx();
    let types = parse_dst_style(p, state)?;
    let list = parse_i64_list(p, attr)?;
    state.properties = Some(ctx.dictionary_attr(&[(ctx.ident(attr), list)]));
    parse_extra_attrs(p, state)?;
    build_body(p, state, &types, None, &[])
}

fn print_copy_like(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>, attr: &str) {
    print_ins_outs(p, op);
    print_i64_list(p, op, attr);
    p.print_optional_attr_dict(op.discardable_attrs(), &[]);
}

/// `linalg.transpose`.
pub fn parse_transpose(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    parse_copy_like(p, state, "permutation")
}

/// `linalg.transpose`.
pub fn print_transpose(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    print_copy_like(p, op, "permutation")
}

/// `linalg.broadcast`.
pub fn parse_broadcast(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    parse_copy_like(p, state, "dimensions")
}

/// `linalg.broadcast`.
pub fn print_broadcast(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    print_copy_like(p, op, "dimensions")
}

// ---- contract, elementwise -------------------------------------------------------------

/// `indexing_maps = [...]`, checked to be affine maps.
fn parse_maps_attr(p: &mut dyn OpAsmParser<'_>) -> ParseResult<Attribute> {
    let ctx = p.ctx();
    p.parse_punct("=")?;
    let maps = p.parse_attribute(None)?;
    let ok = ctx.array_attr_elements(maps).is_some_and(|es| {
        es.iter()
            .all(|&e| matches!(ctx.attr_kind(e), AttrKind::AffineMap(_)))
    });
    if !ok {
        return Err(p.emit_error("expected 'indexing_maps' to be an array of affine maps"));
    }
    Ok(maps)
}

/// The default `indexing_maps` of an op, given its operand count and the
/// output's rank.
type DefaultMaps = dyn Fn(&strata_ir::Context, usize, usize) -> Attribute;

/// The rest of a named op's form after its leading attributes: the
/// attribute dictionary, operands, results, and the region built from
/// `named`'s payload.
fn parse_named_tail(
    p: &mut dyn OpAsmParser<'_>,
    state: &mut OperationState,
    named: &NamedOp,
    mut props: Vec<NamedAttribute>,
    inherent: &[&str],
    default_maps: Option<&DefaultMaps>,
    start: strata_ir::asm::SourcePos,
) -> ParseResult<()> {
    let ctx = p.ctx();
    // Properties may also be written as `<{...}>`.
    let mut written_props: Vec<strata_ir::Ident> = Vec::new();
    if p.parse_optional_punct("<") {
        let dict = p.parse_attribute(None)?;
        p.parse_punct(">")?;
        match ctx.attr_kind(dict) {
            AttrKind::Dictionary(entries) => {
                written_props.extend(entries.iter().map(|e| e.0));
                props.extend(entries.iter().copied());
            }
            _ => return Err(p.emit_error("expected a dictionary of properties")),
        }
    }
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    split_inherent(p, state, &mut props, attrs, inherent);
    let (types, sizes) = parse_ins_outs(p, state)?;
    state.result_types = parse_optional_arrow_types(p)?;
    if let Some(default_maps) = default_maps {
        if !props.iter().any(|(n, _)| ctx.ident_str(*n) == "indexing_maps") {
            let rank = types
                .last()
                .and_then(|&t| operand_shape_of(ctx, t))
                .map_or(0, |s| s.len());
            props.push((ctx.ident("indexing_maps"), default_maps(ctx, types.len(), rank)));
        }
    }
    props.push(segment_sizes(p, sizes));
    let cast = props
        .iter()
        .find(|(n, _)| ctx.ident_str(*n) == "cast")
        .map(|e| e.1);
    // Window properties that are not 64-bit integers cannot be stored
    // (written as attributes, the verifier reports them).
    for (n, a) in &props {
        let name = ctx.ident_str(*n);
        let window = name == "strides" || name == "dilations";
        if window && written_props.contains(n) && crate::named::dense_i64_elements(ctx, *a).is_none() {
            let message = format!(
                "invalid properties {} for op {}: Invalid attribute `{name}` in property conversion: {}",
                ctx.attr_to_string(ctx.dictionary_attr(&props)),
                named.name,
                ctx.attr_to_string(*a)
            );
            // Reported where the op is, as mlir-opt does when it builds it.
            ctx.emit(strata_ir::Diagnostic::error(state.loc, message));
            return Err(strata_ir::Failed);
        }
    }
    memoize_maps(ctx, state, named, &props);
    set_properties(p, state, props)?;
    let expected = named.inputs as usize + 1;
    if types.len() != expected {
        return Err(p.emit_error(&format!(
            "[parseNamedStructuredOpRegion] ods-gen generated region expects {expected} args, got {}",
            types.len()
        )));
    }
    // The body's ops have no location, as mlir-opt builds them.
    let loc = ctx.unknown_loc();
    let region = region_body(p, state).create_region();
    state.regions.push(region);
    // Errors building the body are reported where the op's form starts.
    match payload::build_region(ctx, region_body(p, state), region, named, &types, cast, loc) {
        Ok(warnings) => {
            // mlir-opt reports these without a location.
            for w in warnings {
                ctx.emit(strata_ir::Diagnostic::warning(ctx.unknown_loc(), w));
            }
            Ok(())
        }
        Err(message) => Err(p.emit_error_at(start, &message)),
    }
}

static CONTRACT_PAYLOAD: NamedOp = NamedOp {
    name: "linalg.contract",
    iterators: "",
    maps: &[],
    window: 0,
    inputs: 2,
    payload: Payload::MulAdd(Cast::Attr),
};

/// `linalg.contract`.
pub fn parse_contract(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let start = p.current_pos();
    if !p.parse_optional_keyword("indexing_maps") {
        return Err(p.emit_error("expected 'indexing_maps' attribute"));
    }
    let maps = parse_maps_attr(p)?;
    let props = vec![(ctx.ident("indexing_maps"), maps)];
    parse_named_tail(p, state, &CONTRACT_PAYLOAD, props, &["cast"], None, start)
}

/// `linalg.contract`.
pub fn print_contract(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    if let Some(maps) = op.attr("indexing_maps") {
        p.write_str(" indexing_maps = ");
        p.print_attribute(maps);
    }
    print_named_tail(p, op, &["operandSegmentSizes", "indexing_maps"]);
}

fn print_named_tail(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>, elided: &[&str]) {
    let attrs = merged_attrs(op);
    p.print_optional_attr_dict(&attrs, elided);
    print_ins_outs(p, op);
    print_results(p, op);
}

/// The payload of `linalg.elementwise` of kind `kind`.
fn elementwise_payload(kind: u64) -> Option<NamedOp> {
    use crate::named::{BinaryFn as B, UnaryFn as U};
    const UNARY: [U; 13] = [
        U::Exp,
        U::Log,
        U::Abs,
        U::Ceil,
        U::Floor,
        U::NegF,
        U::Reciprocal,
        U::Round,
        U::Sqrt,
        U::Rsqrt,
        U::Square,
        U::Tanh,
        U::Erf,
    ];
    const BINARY: [B; 10] = [
        B::Add,
        B::Sub,
        B::Mul,
        B::Div,
        B::DivUnsigned,
        B::MaxSigned,
        B::MinSigned,
        B::MaxUnsigned,
        B::MinUnsigned,
        B::PowF,
    ];
    let k = kind as usize;
    let (inputs, payload) = if k < 13 {
        (1, Payload::Unary(UNARY[k]))
    } else if k < 23 {
        (2, Payload::Binary(BINARY[k - 13]))
    } else if k == 23 {
        (3, Payload::Select)
    } else {
        return None;
    };
    Some(NamedOp {
        name: "linalg.elementwise",
        iterators: "",
        maps: &[],
        window: 0,
        inputs,
        payload,
    })
}

fn identity_maps(ctx: &strata_ir::Context, n: usize, rank: usize) -> Attribute {
    let m = ctx.intern_attr(AttrKind::AffineMap(AffineMap::multi_dim_identity(
        ctx,
        rank as u32,
    )));
    ctx.array_attr(&vec![m; n])
}

/// `linalg.elementwise`.
pub fn parse_elementwise(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let start = p.current_pos();
    if !p.parse_optional_keyword("kind") {
        return Err(p.emit_error("expected operation 'kind' attribute"));
    }
    p.parse_punct("=")?;
    let Ok(kind) = p.parse_attribute(None) else {
        return Err(p.emit_error("expected operation 'kind' attribute"));
    };
    let Some(named) = ELEMENTWISE_KIND
        .attr_value(ctx, kind)
        .and_then(elementwise_payload)
    else {
        return Err(p.emit_error("expected a #linalg.elementwise_kind attribute"));
    };
    let mut props = vec![(ctx.ident("kind"), kind)];
    if p.parse_optional_keyword("indexing_maps") {
        props.push((ctx.ident("indexing_maps"), parse_maps_attr(p)?));
    }
    parse_named_tail(p, state, &named, props, &[], Some(&identity_maps), start)
        .map_err(|_| p.emit_error("unable to parse elemwise op"))
}

/// `linalg.elementwise`.
pub fn print_elementwise(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let ctx = op.ctx;
    if let Some(kind) = op.attr("kind") {
        p.write_str(" kind=");
        p.print_attribute(kind);
    }
    if let Some(maps) = op.attr("indexing_maps") {
        let rank = op
            .operand_types()
            .last()
            .and_then(|t| operand_shape_of(ctx, t))
            .map_or(0, |s| s.len());
        if maps != identity_maps(ctx, op.num_operands(), rank) {
            p.write_str(" indexing_maps = ");
            p.print_attribute(maps);
        }
    }
    print_named_tail(p, op, &["operandSegmentSizes", "indexing_maps", "kind"]);
}
