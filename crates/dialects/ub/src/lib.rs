//! The `ub` dialect of MLIR 22: undefined behaviour, that is poison values
//! (`ub.poison` with the `#ub.poison` attribute) and `ub.unreachable`.

#![forbid(unsafe_code)]

use strata_ir::asm::{AsmParser, AsmPrinter, OpAsmParser, ParseResult};
use strata_ir::{
    AttrKind, Attribute, Context, DialectDef, Failed, FoldOutput, Location, LogicalResult, OpBuilder,
    OpFoldResult, OpId, OpRef, OpTraits, OperationState, Type,
};
use strata_ods::asm_format::set_parsed_attributes;
use strata_ods::constraints::{types, AttrConstraint};
use strata_ods::{AttrSpec, OpSpec, ValueSpec};

#[cfg(test)]
mod tests;

/// `#ub.poison`.
pub fn poison_attr(ctx: &Context) -> Attribute {
    ctx.intern_attr(AttrKind::Dialect {
        dialect: ctx.ident("ub"),
        mnemonic: ctx.ident("poison"),
        params: Box::new([]),
    })
}

fn is_poison(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Dialect { dialect, mnemonic, params }
        if ctx.ident_str(*dialect) == "ub" && ctx.ident_str(*mnemonic) == "poison" && params.is_empty())
}

/// `PoisonAttrInterface`, which `#ub.poison` implements.
const POISON_ATTR: AttrConstraint = AttrConstraint::Custom {
    summary: "PoisonAttrInterface instance",
    check: is_poison,
};

pub static POISON: OpSpec = OpSpec {
    summary: "Poisoned constant operation.",
    traits: OpTraits::CONSTANT_LIKE.union(OpTraits::PURE),
    attributes: &[AttrSpec::default_valued("value", POISON_ATTR, poison_attr)],
    results: &[ValueSpec::single("result", types::ANY_TYPE)],
    format: Some("attr-dict (`<` $value^ `>`)? `:` type($result)"),
    fold: Some(fold_poison),
    ..OpSpec::new("ub.poison")
};

pub static UNREACHABLE: OpSpec = OpSpec {
    summary: "Unreachable operation.",
    traits: OpTraits::TERMINATOR,
    format: Some("attr-dict"),
    ..OpSpec::new("ub.unreachable")
};

/// `attr-dict (`<` $value^ `>`)? `:` type($result)`, parsed by hand for
/// MLIR's error on a value that is not a poison attribute (printing uses
/// the format).
fn parse_poison(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    let mut value = poison_attr(ctx);
    if p.parse_optional_punct("<") {
        let pos = p.current_pos();
        value = p.parse_attribute(None)?;
        if !is_poison(ctx, value) {
            return Err(p.emit_error_at(pos, "invalid kind of attribute specified"));
        }
        p.parse_punct(">")?;
    }
    p.parse_punct(":")?;
    state.result_types.push(p.parse_type()?);
    let props = vec![(ctx.ident("value"), value)];
    set_parsed_attributes(ctx, state, props, attrs, &["value"]);
    Ok(())
}

/// The dialect's attribute parser, positioned on the mnemonic.
fn parse_attr(p: &mut dyn AsmParser<'_>, _ty: Option<Type>) -> ParseResult<Attribute> {
    let pos = p.current_pos();
    match p.parse_optional_any_keyword().as_deref() {
        Some("poison") => Ok(poison_attr(p.ctx())),
        other => Err(p.emit_error_at(
            pos,
            &format!("unknown attribute `{}` in dialect `ub`", other.unwrap_or("")),
        )),
    }
}

fn print_attr(p: &mut dyn AsmPrinter<'_>, a: Attribute) {
    let ctx = p.ctx();
    // The dialect's one attribute, `poison`, has no parameters.
    if let AttrKind::Dialect { mnemonic, .. } = ctx.attr_kind(a) {
        p.write_str(ctx.ident_str(*mnemonic));
    }
}

/// `ub.poison` folds to its value.
fn fold_poison(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let value = op.attr("value").unwrap_or_else(|| poison_attr(op.ctx));
    if !is_poison(op.ctx, value) {
        return Err(Failed);
    }
    out.results.push(OpFoldResult::Attr(value));
    Ok(())
}

/// `Dialect::materializeConstant`: `ub.poison` for a poison attribute.
pub fn materialize_constant(
    b: &mut OpBuilder<'_>,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    let ctx = b.ctx;
    if !is_poison(ctx, value) {
        return None;
    }
    let mut state = OperationState::new(ctx.op_name(POISON.name), loc);
    state.result_types.push(ty);
    state.properties = Some(ctx.dictionary_attr(&[(ctx.ident("value"), value)]));
    Some(b.create(state))
}

/// Every op spec of the dialect.
pub fn specs() -> [&'static OpSpec; 2] {
    [&POISON, &UNREACHABLE]
}

pub fn dialect() -> DialectDef {
    let mut d = DialectDef::new("ub");
    d.interfaces = d
        .interfaces
        .clone()
        .with(strata_ir::inlining::DialectInlinerInterface::ALL_LEGAL);
    for spec in specs() {
        let mut def = spec.to_def();
        if spec.name == POISON.name {
            def.parse = Some(parse_poison);
        }
        d.ops.push(def);
    }
    d.parse_attr = Some(parse_attr);
    d.print_attr = Some(print_attr);
    d.materialize_constant = Some(materialize_constant);
    d
}
