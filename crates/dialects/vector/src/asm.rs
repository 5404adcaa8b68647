//! The hand-written custom forms (MLIR's `hasCustomAssemblyFormat` ops, and
//! ops whose result types their declarative format cannot infer).

use strata_ir::affine::{AffineExprKind, AffineMap};
use strata_ir::asm::{Delimiter, OpAsmParser, OpAsmPrinter, ParseResult, SourcePos};
use strata_ir::{
    AttrKind, Attribute, Context, NamedAttribute, OpRef, OperationState, Type, TypeKind, ValueId,
};
use strata_ods::asm_format::{set_parsed_attributes, verify_inherent_attrs};
use strata_ods::directives::{dense_i64_array, dense_i64_values};
use strata_ods::OpSpec;

use crate::types_util::{num_elements, scalable_dims, vector_parts, vector_type};
use crate::{kind_add, ITERATOR_TYPE};

// ---- shared pieces ---------------------------------------------------------------------

/// The properties and discardable attributes of `op`, for
/// `print_optional_attr_dict`.
pub(crate) fn all_attrs(op: OpRef<'_>) -> Vec<NamedAttribute> {
    let mut v: Vec<_> = op
        .properties()
        .map(|p| op.ctx.dict_entries(p).to_vec())
        .unwrap_or_default();
    v.extend_from_slice(op.discardable_attrs());
    v
}

/// Parses `{...}` if present, checking the op's inherent attributes in it.
fn parse_attr_dict(p: &mut dyn OpAsmParser<'_>, spec: &OpSpec) -> ParseResult<Vec<NamedAttribute>> {
    let mut attrs = Vec::new();
    let pos = p.current_pos();
    p.parse_optional_attr_dict(&mut attrs)?;
    verify_inherent_attrs(p, spec, &attrs, pos)?;
    Ok(attrs)
}

fn finish_attrs(
    p: &mut dyn OpAsmParser<'_>,
    state: &mut OperationState,
    spec: &OpSpec,
    props: Vec<NamedAttribute>,
    dict: Vec<NamedAttribute>,
) {
    let names: Vec<&str> = spec.attributes.iter().map(|a| a.name).collect();
    set_parsed_attributes(p.ctx(), state, props, dict, &names);
}

fn has_named(ctx: &Context, attrs: &[NamedAttribute], name: &str) -> bool {
    attrs.iter().any(|(n, _)| ctx.ident_str(*n) == name)
}

fn named(ctx: &Context, attrs: &[NamedAttribute], name: &str) -> Option<Attribute> {
    attrs.iter().find(|(n, _)| ctx.ident_str(*n) == name).map(|e| e.1)
}

fn print_types(p: &mut dyn OpAsmPrinter<'_>, types: &[Type]) {
    for (i, &t) in types.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_type(t);
    }
}

fn is_vector_type(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Vector { .. })
}

/// A `kind` written in an attribute dictionary is a combining kind.
fn check_kind_attr(p: &mut dyn OpAsmParser<'_>, attrs: &[NamedAttribute], op_name: &str) -> ParseResult<()> {
    let ctx = p.ctx();
    if named(ctx, attrs, "kind").is_some_and(|a| crate::COMBINING_KIND.attr_value(ctx, a).is_none()) {
        // MLIR reports it when setting the op's properties, as an error
        // of the op rather than of its custom parser.
        let loc = p.location_of(p.name_pos());
        ctx.emit_error(
            loc,
            format!(
                "'{op_name}' op expected 'kind' attribute of type CombiningKind (e.g. 'vector.kind<add>')"
            ),
        );
        return Err(strata_ir::Failed);
    }
    Ok(())
}

// ---- vector.contract -------------------------------------------------------------------

const CONTRACT_TRAIT_ATTRS: &[&str] = &["indexing_maps", "iterator_types", "kind"];

pub(crate) fn parse_contract(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let loc = p.current_pos();
    let dict = p.parse_attribute(None)?;
    let AttrKind::Dictionary(entries) = ctx.attr_kind(dict) else {
        return Err(p.emit_error_at(loc, "invalid kind of attribute specified"));
    };
    let mut props: Vec<NamedAttribute> = entries.to_vec();
    let lhs = p.parse_operand()?;
    p.parse_punct(",")?;
    let rhs = p.parse_operand()?;
    p.parse_punct(",")?;
    let acc = p.parse_operand()?;
    let mut masks = Vec::new();
    while p.parse_optional_punct(",") {
        masks.push(p.parse_operand()?);
    }
    let attrs = parse_attr_dict(p, &crate::CONTRACT)?;
    p.parse_punct(":")?;
    let mut types = vec![p.parse_type()?];
    while p.parse_optional_punct(",") {
        types.push(p.parse_type()?);
    }
    p.parse_keyword("into")?;
    let result = p.parse_type()?;
    if types.len() < 2 {
        return Err(p.emit_error_at(loc, "expected at least 2 types"));
    }
    let v = p.resolve_operand(&lhs, types[0])?;
    state.operands.push(v);
    let v = p.resolve_operand(&rhs, types[1])?;
    state.operands.push(v);
    let v = p.resolve_operand(&acc, result)?;
    state.operands.push(v);
    state.result_types.push(result);
    if !masks.is_empty() {
        let pos = p.name_pos();
        return Err(p.emit_error_at(pos, "expected zero or exactly 2 vector mask operands"));
    }
    // The iterator types are written as strings and stored as enum
    // attributes (MLIR keeps the string syntax for compatibility).
    let Some(iter) = named(ctx, &props, "iterator_types") else {
        return Err(p.emit_error_at(loc, "expected \"iterator_types\" array attribute"));
    };
    let Some(elems) = ctx.array_attr_elements(iter) else {
        return Err(p.emit_error_at(loc, "expected \"iterator_types\" array attribute"));
    };
    let mut converted = Vec::with_capacity(elems.len());
    for &e in elems {
        let s = ctx.string_attr_value(e).unwrap_or("");
        match ITERATOR_TYPE.value_of(s) {
            Some(v) => converted.push(ITERATOR_TYPE.attr(ctx, v)),
            None => return Err(p.emit_error_at(loc, &format!("unexpected iterator_type ({s})"))),
        }
    }
    let id = ctx.ident("iterator_types");
    for e in props.iter_mut() {
        if e.0 == id {
            e.1 = ctx.array_attr(&converted);
        }
    }
    check_kind_attr(p, &props, "vector.contract")?;
    if !has_named(ctx, &props, "kind") && !has_named(ctx, &attrs, "kind") {
        props.push((ctx.ident("kind"), kind_add(ctx)));
    }
    finish_attrs(p, state, &crate::CONTRACT, props, attrs);
    Ok(())
}

pub(crate) fn print_contract(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let ctx = op.ctx;
    let all = all_attrs(op);
    let mut trait_attrs = Vec::new();
    for &(n, a) in &all {
        let name = ctx.ident_str(n);
        if name == "iterator_types" {
            let strings: Vec<Attribute> = ctx
                .array_attr_elements(a)
                .unwrap_or_default()
                .iter()
                .map(|&e| {
                    let kw = ITERATOR_TYPE
                        .attr_value(ctx, e)
                        .and_then(|v| ITERATOR_TYPE.keyword(v))
                        .unwrap_or("");
                    ctx.string_attr(kw)
                })
                .collect();
            trait_attrs.push((n, ctx.array_attr(&strings)));
        } else if CONTRACT_TRAIT_ATTRS.contains(&name) {
            trait_attrs.push((n, a));
        }
    }
    p.write_str(" ");
    p.print_attribute(ctx.dictionary_attr(&trait_attrs));
    p.write_str(" ");
    let operands: Vec<ValueId> = op.operands().collect();
    p.print_operands(&operands[..operands.len().min(3)]);
    p.print_optional_attr_dict(&all, CONTRACT_TRAIT_ATTRS);
    p.write_str(" : ");
    if op.num_operands() >= 2 {
        p.print_type(op.operand_type(0));
        p.write_str(", ");
        p.print_type(op.operand_type(1));
    }
    p.write_str(" into ");
    if op.num_results() > 0 {
        p.print_type(op.result_type(0));
    }
}

// ---- vector.shuffle ----------------------------------------------------------------------

/// The result type of `vector.shuffle`: as many leading elements as the
/// mask, the trailing dimensions of `v1`.
pub(crate) fn shuffle_result_type(ctx: &Context, v1: Type, mask_len: usize) -> Option<Type> {
    let (shape, _, e) = vector_parts(ctx, v1)?;
    let mut out = vec![mask_len as i64];
    if !shape.is_empty() {
        out.extend_from_slice(&shape[1..]);
    }
    Some(vector_type(ctx, &out, &[], e))
}

fn parse_i64_list(p: &mut dyn OpAsmParser<'_>) -> ParseResult<Vec<i64>> {
    p.parse_punct("[")?;
    let mut out = Vec::new();
    if p.parse_optional_punct("]") {
        return Ok(out);
    }
    loop {
        out.push(p.parse_integer()?);
        if !p.parse_optional_punct(",") {
            break;
        }
    }
    p.parse_punct("]")?;
    Ok(out)
}

fn print_i64_list(p: &mut dyn OpAsmPrinter<'_>, values: &[i64]) {
    p.write_str("[");
    let s: Vec<String> = values.iter().map(|v| v.to_string()).collect();
    p.write_str(&s.join(", "));
    p.write_str("]");
}

pub(crate) fn parse_shuffle(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let pos = p.current_pos();
    let operands = p.parse_operand_list(Delimiter::None)?;
    let mask = parse_i64_list(p)?;
    let attrs = parse_attr_dict(p, &crate::SHUFFLE)?;
    p.parse_punct(":")?;
    let mut types = vec![p.parse_type()?];
    while p.parse_optional_punct(",") {
        types.push(p.parse_type()?);
    }
    state.operands.extend(p.resolve_operands(&operands, &types, pos)?);
    let Some(result) = shuffle_result_type(ctx, types[0], mask.len()) else {
        let pos = p.name_pos();
        return Err(p.emit_error_at(
            pos,
            "'vector.shuffle' op operand #0 must be fixed-length vector of any type values",
        ));
    };
    state.result_types.push(result);
    let props = vec![(ctx.ident("mask"), dense_i64_array(ctx, &mask))];
    finish_attrs(p, state, &crate::SHUFFLE, props, attrs);
    Ok(())
}

pub(crate) fn print_shuffle(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let ctx = op.ctx;
    p.write_str(" ");
    let operands: Vec<ValueId> = op.operands().collect();
    p.print_operands(&operands);
    p.write_str(" ");
    let mask = op
        .attr("mask")
        .and_then(|a| dense_i64_values(ctx, a))
        .unwrap_or_default();
    print_i64_list(p, &mask);
    p.print_optional_attr_dict(&all_attrs(op), &["mask"]);
    p.write_str(" : ");
    let types: Vec<Type> = op.operand_types().collect();
    print_types(p, &types);
}

// ---- vector.to_elements / from_elements --------------------------------------------------

pub(crate) fn parse_to_elements(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let src = p.parse_operand()?;
    let attrs = parse_attr_dict(p, &crate::TO_ELEMENTS)?;
    p.parse_punct(":")?;
    let pos = p.current_pos();
    let t = p.parse_type()?;
    let Some((shape, _, e)) = vector_parts(ctx, t) else {
        return Err(p.emit_error_at(pos, "'source' must be vector of any type values"));
    };
    let n = num_elements(shape).max(0) as usize;
    let v = p.resolve_operand(&src, t)?;
    state.operands.push(v);
    state.result_types.extend(std::iter::repeat_n(e, n));
    finish_attrs(p, state, &crate::TO_ELEMENTS, Vec::new(), attrs);
    Ok(())
}

pub(crate) fn print_to_elements(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    p.write_str(" ");
    p.print_operand(op.operand(0));
    p.print_optional_attr_dict(&all_attrs(op), &[]);
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
}

pub(crate) fn parse_from_elements(
    p: &mut dyn OpAsmParser<'_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    let ctx = p.ctx();
    let pos = p.current_pos();
    let operands = p.parse_operand_list(Delimiter::None)?;
    let attrs = parse_attr_dict(p, &crate::FROM_ELEMENTS)?;
    p.parse_punct(":")?;
    let tpos = p.current_pos();
    let t = p.parse_type()?;
    let Some((shape, sc, e)) = vector_parts(ctx, t) else {
        return Err(p.emit_error_at(tpos, "'dest' must be fixed-length vector of any type values"));
    };
    if sc.iter().any(|&b| b) {
        let msg = format!(
            "'dest' must be fixed-length vector of any type values, but got {}",
            ctx.quoted_types([t])
        );
        return Err(p.emit_error_at(tpos, &msg));
    }
    let n = num_elements(shape).max(0) as usize;
    let types = vec![e; n];
    state.operands.extend(p.resolve_operands(&operands, &types, pos)?);
    state.result_types.push(t);
    finish_attrs(p, state, &crate::FROM_ELEMENTS, Vec::new(), attrs);
    Ok(())
}

pub(crate) fn print_from_elements(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    p.write_str(" ");
    let operands: Vec<ValueId> = op.operands().collect();
    p.print_operands(&operands);
    p.print_optional_attr_dict(&all_attrs(op), &[]);
    p.write_str(" : ");
    p.print_type(op.result_type(0));
}

// ---- vector.outerproduct -------------------------------------------------------------------

pub(crate) fn parse_outerproduct(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let operands = p.parse_operand_list(Delimiter::None)?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    check_kind_attr(p, &attrs, "vector.outerproduct")?;
    p.parse_punct(":")?;
    let lhs_t = p.parse_type()?;
    p.parse_punct(",")?;
    let rhs_t = p.parse_type()?;
    let name_pos = p.name_pos();
    if operands.len() < 2 {
        return Err(p.emit_error_at(name_pos, "expected at least 2 operands"));
    }
    let Some((lshape, _, le)) = vector_parts(ctx, lhs_t) else {
        return Err(p.emit_error_at(name_pos, "expected vector type for operand #1"));
    };
    if lshape.is_empty() {
        return Err(p.emit_error_at(name_pos, "expected vector type for operand #1"));
    }
    let lsc = scalable_dims(ctx, lhs_t);
    let result = match vector_parts(ctx, rhs_t) {
        Some((rshape, _, _)) if !rshape.is_empty() => {
            let rsc = scalable_dims(ctx, rhs_t);
            vector_type(ctx, &[lshape[0], rshape[0]], &[lsc[0], rsc[0]], le)
        }
        _ => vector_type(ctx, &[lshape[0]], &[lsc[0]], le),
    };
    let v = p.resolve_operand(&operands[0], lhs_t)?;
    state.operands.push(v);
    let v = p.resolve_operand(&operands[1], rhs_t)?;
    state.operands.push(v);
    for o in &operands[2..] {
        let v = p.resolve_operand(o, result)?;
        state.operands.push(v);
    }
    state.result_types.push(result);
    let mut props = Vec::new();
    if !has_named(ctx, &attrs, "kind") {
        props.push((ctx.ident("kind"), kind_add(ctx)));
    }
    finish_attrs(p, state, &crate::OUTERPRODUCT, props, attrs);
    Ok(())
}

pub(crate) fn print_outerproduct(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    p.write_str(" ");
    let operands: Vec<ValueId> = op.operands().collect();
    p.print_operands(&operands);
    // MLIR prints the attributes (the default kind too) only with an
    // accumulator.
    if operands.len() > 2 {
        p.print_optional_attr_dict(&all_attrs(op), &[]);
    }
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
    p.write_str(", ");
    p.print_type(op.operand_type(1));
}

// ---- transfers -----------------------------------------------------------------------------

/// The permutation map of a transfer between `shaped` and `vector` when
/// none is written: the minor identity (vector element types of the
/// shaped type take the trailing dimensions).
pub(crate) fn minor_identity_map(ctx: &Context, shaped: Type, vector: Type) -> Option<AffineMap> {
    let rank = ctx.shape(shaped)?.len();
    let elem = ctx.element_type(shaped)?;
    let vrank = vector_parts(ctx, vector)?.0.len();
    let erank = vector_parts(ctx, elem).map_or(0, |(s, _, _)| s.len());
    let results = vrank.checked_sub(erank)?;
    if results > rank {
        return None;
    }
    AffineMap::minor_identity(ctx, rank as u32, results as u32)
}

/// The type of the mask of a transfer: the vector's dimensions that the
/// permutation map takes from the shaped type, in the shaped type's order
/// (MLIR's `inferTransferOpMaskType`).
pub fn transfer_mask_type(ctx: &Context, vector: Type, map: &AffineMap) -> Option<Type> {
    let (shape, _, _) = vector_parts(ctx, vector)?;
    let sc = scalable_dims(ctx, vector);
    let mut dims: Vec<(u32, usize)> = Vec::new();
    for (i, r) in map.results.iter().enumerate() {
        if let AffineExprKind::Dim(d) = r.kind(ctx) {
            dims.push((d, i));
        }
    }
    dims.sort_unstable();
    let mshape: Vec<i64> = dims
        .iter()
        .map(|&(_, i)| shape.get(i).copied().unwrap_or(1))
        .collect();
    let msc: Vec<bool> = dims
        .iter()
        .map(|&(_, i)| sc.get(i).copied().unwrap_or(false))
        .collect();
    if mshape.is_empty() {
        // All broadcast: a one-element mask, not a 0-D one.
        return Some(vector_type(ctx, &[1], &[], ctx.i1()));
    }
    Some(vector_type(ctx, &mshape, &msc, ctx.i1()))
}

fn map_of(ctx: &Context, a: Attribute) -> Option<AffineMap> {
    match ctx.attr_kind(a) {
        AttrKind::AffineMap(m) => Some(m.clone()),
        _ => None,
    }
}

pub(crate) fn map_attr(ctx: &Context, m: AffineMap) -> Attribute {
    ctx.intern_attr(AttrKind::AffineMap(m))
}

/// Checks the two types of a transfer and fills in the permutation map and
/// in_bounds when they are not written. Returns the map.
fn transfer_types(
    p: &mut dyn OpAsmParser<'_>,
    types: &[Type],
    types_pos: SourcePos,
    shaped: Type,
    vector: Type,
    attrs: &mut Vec<NamedAttribute>,
    vector_first: bool,
) -> ParseResult<AffineMap> {
    let ctx = p.ctx();
    if types.len() != 2 {
        return Err(p.emit_error_at(types_pos, "requires two types"));
    }
    let shaped_ok = matches!(
        ctx.type_kind(shaped),
        TypeKind::MemRef { .. } | TypeKind::RankedTensor { .. }
    );
    // transfer_read checks its shaped type first, transfer_write its vector.
    let checks = [
        (shaped_ok, "requires memref or ranked tensor type"),
        (is_vector_type(ctx, vector), "requires vector type"),
    ];
    let order: [usize; 2] = if vector_first { [1, 0] } else { [0, 1] };
    for i in order {
        if !checks[i].0 {
            return Err(p.emit_error_at(types_pos, checks[i].1));
        }
    }
    let map = match named(ctx, attrs, "permutation_map").and_then(|a| map_of(ctx, a)) {
        Some(m) => m,
        None => {
            let Some(m) = minor_identity_map(ctx, shaped, vector) else {
                return Err(p.emit_error_at(
                    types_pos,
                    "expected a custom permutation_map when rank(source) != rank(destination)",
                ));
            };
            attrs.push((ctx.ident("permutation_map"), map_attr(ctx, m.clone())));
            m
        }
    };
    if !has_named(ctx, attrs, "in_bounds") {
        let f = vec![ctx.bool_attr(false); map.num_results()];
        attrs.push((ctx.ident("in_bounds"), ctx.array_attr(&f)));
    }
    Ok(map)
}

fn transfer_mask(
    p: &mut dyn OpAsmParser<'_>,
    shaped: Type,
    vector: Type,
    map: &AffineMap,
    types_pos: SourcePos,
) -> ParseResult<Type> {
    let ctx = p.ctx();
    if ctx.element_type(shaped).is_some_and(|e| is_vector_type(ctx, e)) {
        return Err(p.emit_error_at(types_pos, "does not support masks with vector element type"));
    }
    if vector_parts(ctx, vector).map_or(0, |(s, _, _)| s.len()) != map.num_results() {
        return Err(p.emit_error_at(
            types_pos,
            "expected the same rank for the vector and the results of the permutation map",
        ));
    }
    match transfer_mask_type(ctx, vector, map) {
        Some(t) => Ok(t),
        None => Err(p.emit_error_at(types_pos, "requires vector type")),
    }
}

fn segment_attr(ctx: &Context, sizes: &[i32]) -> NamedAttribute {
    (ctx.ident("operandSegmentSizes"), ctx.dense_i32_array_attr(sizes))
}

pub(crate) fn parse_transfer_read(
    p: &mut dyn OpAsmParser<'_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    let ctx = p.ctx();
    let base = p.parse_operand()?;
    let indices = p.parse_operand_list(Delimiter::Square)?;
    p.parse_punct(",")?;
    let padding = p.parse_operand()?;
    let mask = if p.parse_optional_punct(",") {
        Some(p.parse_operand()?)
    } else {
        None
    };
    let mut attrs = parse_attr_dict(p, &crate::TRANSFER_READ)?;
    let types_pos = p.current_pos();
    p.parse_punct(":")?;
    let mut types = vec![p.parse_type()?];
    while p.parse_optional_punct(",") {
        types.push(p.parse_type()?);
    }
    let (shaped, vector) = (types[0], types.get(1).copied().unwrap_or(types[0]));
    let map = transfer_types(p, &types, types_pos, shaped, vector, &mut attrs, false)?;
    let v = p.resolve_operand(&base, shaped)?;
    state.operands.push(v);
    for i in &indices {
        let v = p.resolve_operand(i, ctx.index_type())?;
        state.operands.push(v);
    }
    let elem = ctx.element_type(shaped).unwrap_or(shaped);
    let v = p.resolve_operand(&padding, elem)?;
    state.operands.push(v);
    if let Some(m) = &mask {
        let mt = transfer_mask(p, shaped, vector, &map, types_pos)?;
        let v = p.resolve_operand(m, mt)?;
        state.operands.push(v);
    }
    state.result_types.push(vector);
    let props = vec![segment_attr(
        ctx,
        &[1, indices.len() as i32, 1, mask.is_some() as i32],
    )];
    finish_attrs(p, state, &crate::TRANSFER_READ, props, attrs);
    Ok(())
}

/// The attributes a transfer prints: not the segment sizes, not a minor
/// identity permutation map, not an all-false in_bounds.
fn transfer_printed_attrs(op: OpRef<'_>) -> (Vec<NamedAttribute>, Vec<&'static str>) {
    let ctx = op.ctx;
    let mut elided = vec!["operandSegmentSizes"];
    if op
        .attr("permutation_map")
        .and_then(|a| map_of(ctx, a))
        .is_some_and(|m| m.is_minor_identity(ctx))
    {
        elided.push("permutation_map");
    }
    let all_false = op
        .attr("in_bounds")
        .and_then(|a| ctx.array_attr_elements(a))
        .is_some_and(|e| {
            e.iter()
                .all(|&b| matches!(ctx.attr_kind(b), AttrKind::Bool(false)))
        });
    if all_false {
        elided.push("in_bounds");
    }
    (all_attrs(op), elided)
}

pub(crate) fn print_transfer_read(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let t = crate::TransferReadOp(op.id);
    p.write_str(" ");
    p.print_operand(t.base(&op));
    p.write_str("[");
    p.print_operands(&t.indices(&op).collect::<Vec<_>>());
    p.write_str("], ");
    p.print_operand(t.padding(&op));
    if let Some(m) = t.mask(&op) {
        p.write_str(", ");
        p.print_operand(m);
    }
    let (attrs, elided) = transfer_printed_attrs(op);
    p.print_optional_attr_dict(&attrs, &elided);
    p.write_str(" : ");
    p.print_type(op.value_type(t.base(&op)));
    p.write_str(", ");
    p.print_type(op.result_type(0));
}

pub(crate) fn parse_transfer_write(
    p: &mut dyn OpAsmParser<'_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    let ctx = p.ctx();
    let value = p.parse_operand()?;
    p.parse_punct(",")?;
    let base = p.parse_operand()?;
    let indices = p.parse_operand_list(Delimiter::Square)?;
    let mask = if p.parse_optional_punct(",") {
        Some(p.parse_operand()?)
    } else {
        None
    };
    let mut attrs = parse_attr_dict(p, &crate::TRANSFER_WRITE)?;
    let types_pos = p.current_pos();
    p.parse_punct(":")?;
    let mut types = vec![p.parse_type()?];
    while p.parse_optional_punct(",") {
        types.push(p.parse_type()?);
    }
    let (vector, shaped) = (types[0], types.get(1).copied().unwrap_or(types[0]));
    let map = transfer_types(p, &types, types_pos, shaped, vector, &mut attrs, true)?;
    let v = p.resolve_operand(&value, vector)?;
    state.operands.push(v);
    let v = p.resolve_operand(&base, shaped)?;
    state.operands.push(v);
    for i in &indices {
        let v = p.resolve_operand(i, ctx.index_type())?;
        state.operands.push(v);
    }
    if let Some(m) = &mask {
        let mt = transfer_mask(p, shaped, vector, &map, types_pos)?;
        let v = p.resolve_operand(m, mt)?;
        state.operands.push(v);
    }
    if matches!(ctx.type_kind(shaped), TypeKind::RankedTensor { .. }) {
        state.result_types.push(shaped);
    }
    let props = vec![segment_attr(
        ctx,
        &[1, 1, indices.len() as i32, mask.is_some() as i32],
    )];
    finish_attrs(p, state, &crate::TRANSFER_WRITE, props, attrs);
    Ok(())
}

pub(crate) fn print_transfer_write(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let t = crate::TransferWriteOp(op.id);
    p.write_str(" ");
    p.print_operand(t.value_to_store(&op));
    p.write_str(", ");
    p.print_operand(t.base(&op));
    p.write_str("[");
    p.print_operands(&t.indices(&op).collect::<Vec<_>>());
    p.write_str("]");
    if let Some(m) = t.mask(&op) {
        p.write_str(", ");
        p.print_operand(m);
    }
    let (attrs, elided) = transfer_printed_attrs(op);
    p.print_optional_attr_dict(&attrs, &elided);
    p.write_str(" : ");
    p.print_type(op.value_type(t.value_to_store(&op)));
    p.write_str(", ");
    p.print_type(op.value_type(t.base(&op)));
}

// ---- vector.mask ------------------------------------------------------------------------------

pub(crate) fn parse_mask(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let mask = p.parse_operand()?;
    let passthru = if p.parse_optional_punct(",") {
        Some(p.parse_operand()?)
    } else {
        None
    };
    p.parse_region(state, &[], false)?;
    ensure_mask_terminator(p, state);
    let attrs = parse_attr_dict(p, &crate::MASK)?;
    p.parse_punct(":")?;
    let mask_t = p.parse_type()?;
    let results = strata_dialect_utils::asm::parse_optional_arrow_types(p)?;
    let v = p.resolve_operand(&mask, mask_t)?;
    state.operands.push(v);
    if let Some(pt) = &passthru {
        if results.is_empty() {
            let pos = p.name_pos();
            return Err(p.emit_error_at(pos, "expects a result if passthru operand is provided"));
        }
        let v = p.resolve_operand(pt, results[0])?;
        state.operands.push(v);
    }
    state.result_types.extend(results);
    finish_attrs(p, state, &crate::MASK, Vec::new(), attrs);
    Ok(())
}

/// The implicit `vector.yield` of a `vector.mask` region: it yields the
/// results of the masked op when the region holds just that op.
fn ensure_mask_terminator(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) {
    strata_ir::asm::ensure_region_block(p, state, 0);
    let ctx = p.ctx();
    let yield_name = ctx.op_name("vector.yield");
    let loc = state.loc;
    let r = state.regions[0];
    let body = strata_ir::asm::region_body(p, state);
    let Some(b) = body.region_entry(r) else { return };
    let ops: Vec<_> = body.block_ops(b).collect();
    if ops.last().is_some_and(|&o| body.op_name(o) == yield_name) {
        return;
    }
    let mut st = OperationState::new(yield_name, loc);
    // Yields the results of the one masked op; with more ops the verifier
    // reports them.
    if let (Some(&o), 1) = (ops.first(), ops.len()) {
        st.operands = body.results(o).collect();
    }
    let y = body.create_op(st);
    body.append_op(b, y);
}

pub(crate) fn print_mask(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    p.write_str(" ");
    let operands: Vec<ValueId> = op.operands().collect();
    p.print_operands(&operands);
    p.write_str(" { ");
    let (rb, regions) = op.regions();
    if let Some(&r) = regions.first() {
        if let Some(b) = rb.region_entry(r) {
            if let Some(first) = rb.block_ops(b).next() {
                p.print_nested_op(first);
            }
        }
    }
    p.write_str(" }");
    p.print_optional_attr_dict(&all_attrs(op), &[]);
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
    if op.num_results() > 0 {
        p.write_str(" -> ");
        let types: Vec<Type> = op.result_types().collect();
        if types.len() == 1 {
            p.print_type(types[0]);
        } else {
            p.write_str("(");
            print_types(p, &types);
            p.write_str(")");
        }
    }
}

// ---- vector.print ---------------------------------------------------------------------------

pub(crate) fn parse_print(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    if let Some(src) = p.parse_optional_operand()? {
        p.parse_punct(":")?;
        let t = p.parse_type()?;
        let v = p.resolve_operand(&src, t)?;
        state.operands.push(v);
    }
    let mut props = Vec::new();
    let (mut seen_str, mut seen_punct) = (false, false);
    loop {
        if !seen_str && p.parse_optional_keyword("str") {
            seen_str = true;
            let pos = p.current_pos();
            match p.parse_optional_string()? {
                Some(s) => {
                    let s = String::from_utf8_lossy(&s).into_owned();
                    props.push((ctx.ident("stringLiteral"), ctx.string_attr(&s)));
                }
                None => return Err(p.emit_error_at(pos, "expected valid attribute")),
            }
        } else if !seen_punct && p.parse_optional_keyword("punctuation") {
            seen_punct = true;
            let a = strata_ods::enum_attr::parse_enum_body(p.as_asm_parser(), &crate::PUNCTUATION, "")?;
            props.push((ctx.ident("punctuation"), a));
        } else {
            break;
        }
    }
    let attrs = parse_attr_dict(p, &crate::PRINT)?;
    if !has_named(ctx, &props, "punctuation") && !has_named(ctx, &attrs, "punctuation") {
        props.push((ctx.ident("punctuation"), crate::punctuation_newline(ctx)));
    }
    finish_attrs(p, state, &crate::PRINT, props, attrs);
    Ok(())
}

pub(crate) fn print_print(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let ctx = op.ctx;
    if op.num_operands() > 0 {
        p.write_str(" ");
        p.print_operand(op.operand(0));
        p.write_str(" : ");
        p.print_type(op.operand_type(0));
    }
    if let Some(s) = op.attr("stringLiteral").and_then(|a| ctx.string_attr_value(a)) {
        p.write_str(" str ");
        p.print_string_literal(s.as_bytes());
    }
    if let Some(a) = op.attr("punctuation") {
        if a != crate::punctuation_newline(ctx) {
            p.write_str(" punctuation ");
            strata_ods::enum_attr::print_enum_body(p.as_asm_printer(), &crate::PUNCTUATION, a);
        }
    }
    p.print_optional_attr_dict(&all_attrs(op), &["punctuation", "stringLiteral"]);
}
