//! The builtin dialect's operations: `builtin.module` and
//! `builtin.unrealized_conversion_cast`. Builtin types and attributes are
//! in [`crate::TypeKind`] and [`crate::AttrKind`].

use crate::asm::{ensure_region_block, Delimiter, OpAsmParser, OpAsmPrinter, ParseResult};
use crate::{AttrKind, DialectDef, LogicalResult, OpDef, OpRef, OpTraits, OperationState};

/// The name of `builtin.module`, the top-level container op.
pub const MODULE: &str = "builtin.module";
/// The name of `builtin.unrealized_conversion_cast`, the cast between
/// type systems that dialect conversion inserts and later removes.
pub const UNREALIZED_CONVERSION_CAST: &str = "builtin.unrealized_conversion_cast";

pub(crate) fn dialect() -> DialectDef {
    let mut d = DialectDef::new("builtin");
    d.ops.push(OpDef {
        summary: "A top level container operation",
        traits: OpTraits::ISOLATED_FROM_ABOVE
            | OpTraits::SYMBOL_TABLE
            | OpTraits::SYMBOL
            | OpTraits::OPTIONAL_SYMBOL
            | OpTraits::NO_TERMINATOR
            | OpTraits::SINGLE_BLOCK
            | OpTraits::NO_REGION_ARGUMENTS
            | OpTraits::AFFINE_SCOPE
            | OpTraits::GRAPH_REGIONS
            | OpTraits::DEFAULT_DIALECT_IS_OWN,
        inherent_attrs: &["sym_name", "sym_visibility"],
        verify_counts: Some(module_counts),
        verify_invariants: Some(module_invariants),
        verify: Some(verify_module),
        parse: Some(parse_module),
        print: Some(print_module),
        ..OpDef::new(MODULE)
    });
    d.ops.push(OpDef {
        summary: "An unrealized conversion from one set of types to another",
        traits: OpTraits::PURE,
        verify_counts: Some(cast_counts),
        verify: Some(verify_cast),
        parse: Some(parse_cast),
        print: Some(print_cast),
        fold: Some(fold_cast),
        ..OpDef::new(UNREALIZED_CONVERSION_CAST)
    });
    d
}

/// Folds a cast whose inputs already have the result types to its inputs,
/// and a cast that exactly undoes the cast producing all of its inputs to
/// that cast's inputs.
fn fold_cast(op: OpRef<'_>, _: &[Option<crate::Attribute>], out: &mut crate::FoldOutput) -> LogicalResult {
    use crate::OpFoldResult::Value;
    if op.operand_types().eq(op.result_types()) {
        out.results.extend(op.operands().map(Value));
        return Ok(());
    }
    let first = op.operands().next().ok_or(crate::Failed)?;
    let input = op.body.defining_op(first).ok_or(crate::Failed)?;
    let body = op.body;
    if body.op_name(input) != op.name()
        || !body.results(input).eq(op.operands())
        || !body.operand_types(input).eq(op.result_types())
    {
        return Err(crate::Failed);
    }
    out.results.extend(body.operands(input).map(Value));
    Ok(())
}

// Builtin ops are written by hand (the declarative definitions live in a
// crate above this one); these are the checks their ODS would derive.

fn module_counts(op: OpRef<'_>) -> LogicalResult {
    if op.num_regions() != 1 {
        return Err(op.emit_op_error("requires one region"));
    }
    if op.num_results() != 0 {
        return Err(op.emit_op_error("requires zero results"));
    }
    if op.num_successors() != 0 {
        return Err(op.emit_op_error("requires zero successors"));
    }
    if op.num_operands() != 0 {
        return Err(op.emit_op_error("requires zero operands"));
    }
    Ok(())
}

fn module_invariants(op: OpRef<'_>) -> LogicalResult {
    let (body, regions) = op.regions();
    if body.region_blocks(regions[0]).count() != 1 {
        return Err(
            op.emit_op_error("region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks")
        );
    }
    Ok(())
}

fn cast_counts(op: OpRef<'_>) -> LogicalResult {
    if op.num_regions() != 0 {
        return Err(op.emit_op_error("requires zero regions"));
    }
    if op.num_successors() != 0 {
        return Err(op.emit_op_error("requires zero successors"));
    }
    Ok(())
}

/// A cast must produce at least one value (its inputs may be empty).
fn verify_cast(op: OpRef<'_>) -> LogicalResult {
    if op.num_results() == 0 {
        return Err(op.emit_op_error("expected at least one result for cast operation"));
    }
    Ok(())
}

fn verify_module(op: OpRef<'_>) -> LogicalResult {
    // Only dialect attributes (and the symbol attributes) may sit on a module.
    for &(name, _) in op.discardable_attrs() {
        let s = op.ctx.ident_str(name);
        if !s.contains('.') {
            return Err(op.emit_op_error(format!(
                "can only contain attributes with dialect-prefixed names, found: '{s}'"
            )));
        }
    }
    Ok(())
}

fn parse_module(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let mut props = Vec::new();
    if let Some(name) = p.parse_optional_symbol_name()? {
        let value = ctx.string_attr(ctx.ident_str(name));
        props.push((ctx.ident("sym_name"), value));
    }
    let mut attrs = Vec::new();
    if p.parse_optional_keyword("attributes") {
        p.parse_optional_attr_dict(&mut attrs)?;
    }
    split_inherent(p, state, &mut props, attrs, &["sym_name", "sym_visibility"]);
    if !props.is_empty() {
        state.properties = Some(ctx.dictionary_attr(&props));
    }
    p.parse_region(state, &[], false)?;
    ensure_region_block(p, state, 0);
    Ok(())
}

/// Moves the entries of `attrs` named in `inherent` to `props`, the rest
/// to the state's discardable attributes.
pub fn split_inherent(
    p: &mut dyn OpAsmParser<'_>,
    state: &mut OperationState,
    props: &mut Vec<crate::NamedAttribute>,
    attrs: Vec<crate::NamedAttribute>,
    inherent: &[&str],
) {
    let ctx = p.ctx();
    let mut rest = Vec::new();
    for (n, a) in attrs {
        if inherent.contains(&ctx.ident_str(n)) {
            props.push((n, a));
        } else {
            rest.push((n, a));
        }
    }
    if !rest.is_empty() {
        state.attributes = Some(ctx.dictionary_attr(&rest));
    }
}

fn print_module(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let ctx = op.ctx;
    if let Some(name) = op.attr("sym_name") {
        if let AttrKind::String { value, .. } = ctx.attr_kind(name) {
            p.write_str(" ");
            p.print_symbol_name(&String::from_utf8_lossy(value));
        }
    }
    let mut attrs: Vec<crate::NamedAttribute> = op.discardable_attrs().to_vec();
    if let Some(props) = op.properties() {
        attrs.extend_from_slice(ctx.dict_entries(props));
    }
    p.print_optional_attr_dict_with_keyword(&attrs, &["sym_name"]);
    p.write_str(" ");
    let (_, regions) = op.regions();
    p.print_region(regions[0], false, false, false);
}

fn parse_cast(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let operands = p.parse_operand_list(Delimiter::None)?;
    if !operands.is_empty() {
        p.parse_punct(":")?;
        let mut types = Vec::new();
        for i in 0..operands.len() {
            if i > 0 {
                p.parse_punct(",")?;
            }
            types.push(p.parse_type()?);
        }
        for (o, t) in operands.iter().zip(types) {
            let v = p.resolve_operand(o, t)?;
            state.operands.push(v);
        }
    }
    p.parse_keyword("to")?;
    loop {
        state.result_types.push(p.parse_type()?);
        if !p.parse_optional_punct(",") {
            break;
        }
    }
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    if !attrs.is_empty() {
        state.attributes = Some(p.ctx().dictionary_attr(&attrs));
    }
    Ok(())
}

fn print_cast(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let operands: Vec<_> = op.operands().collect();
    if !operands.is_empty() {
        p.write_str(" ");
        p.print_operands(&operands);
        p.write_str(" : ");
        for (i, t) in op.operand_types().enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            p.print_type(t);
        }
    }
    p.write_str(" to ");
    for (i, t) in op.result_types().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_type(t);
    }
    p.print_optional_attr_dict(op.discardable_attrs(), &[]);
}
