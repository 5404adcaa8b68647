//! The `irdl` dialect of MLIR 22 (IR Definition Language): dialects, their
//! types, attributes and operations defined as IR, with the constraints on
//! parameters, operands, results, attributes and regions written as SSA
//! values of type `!irdl.attribute` and `!irdl.region`.
//!
//! [`load`] registers the dialects an IRDL module defines in a context at
//! run time (`strata-opt --irdl-file`).

#![forbid(unsafe_code)]
#![warn(missing_docs)]

use rustc_hash::FxHashMap;
use strata_ir::asm::{AsmParser, AsmPrinter, OpAsmParser, OpAsmPrinter, ParseResult, UnresolvedOperand};
use strata_ir::builtin::split_inherent;
use strata_ir::{
    AttrKind, Attribute, Context, DialectDef, Ident, LogicalResult, NamedAttribute, OpRef, OpTraits,
    OperationState, SymbolLookup, Type, TypeKind,
};
use strata_ods::constraints::{attrs, AttrConstraint, TypeConstraint};
use strata_ods::{DialectSpec, RegionConstraint};

pub mod export;
pub mod load;
#[cfg(test)]
mod tests;

// ---- types and attributes --------------------------------------------------------

fn irdl_type(ctx: &Context, mnemonic: &str) -> Type {
    ctx.intern_type(TypeKind::Dialect {
        dialect: ctx.ident("irdl"),
        mnemonic: ctx.ident(mnemonic),
        params: Box::new([]),
    })
}

/// `!irdl.attribute`: a handle to a constraint on attributes and types.
pub fn attribute_type(ctx: &Context) -> Type {
    irdl_type(ctx, "attribute")
}

/// `!irdl.region`: a handle to a region definition.
pub fn region_type(ctx: &Context) -> Type {
    irdl_type(ctx, "region")
}

fn is_irdl_type(ctx: &Context, t: Type, name: &str) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Dialect { dialect, mnemonic, params }
        if ctx.ident_str(*dialect) == "irdl" && ctx.ident_str(*mnemonic) == name && params.is_empty())
}

const ATTRIBUTE_TYPE: TypeConstraint = TypeConstraint::Custom {
    summary: "IRDL handle to an `mlir::Attribute`",
    check: |ctx, t| is_irdl_type(ctx, t, "attribute"),
};

const REGION_TYPE: TypeConstraint = TypeConstraint::Custom {
    summary: "IRDL handle to a region definition",
    check: |ctx, t| is_irdl_type(ctx, t, "region"),
};

/// The variadicity of an operand or result definition.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Variadicity {
    /// Exactly one value.
    Single,
    /// Zero or one value.
    Optional,
    /// Any number of values.
    Variadic,
}

impl Variadicity {
    /// The keyword of the variadicity.
    pub fn keyword(self) -> &'static str {
        match self {
            Variadicity::Single => "single",
            Variadicity::Optional => "optional",
            Variadicity::Variadic => "variadic",
        }
    }

    fn from_keyword(s: &str) -> Option<Variadicity> {
        match s {
            "single" => Some(Variadicity::Single),
            "optional" => Some(Variadicity::Optional),
            "variadic" => Some(Variadicity::Variadic),
            _ => None,
        }
    }
}

/// `#irdl<variadicity v>`.
pub fn variadicity_attr(ctx: &Context, v: Variadicity) -> Attribute {
    ctx.intern_attr(AttrKind::Dialect {
        dialect: ctx.ident("irdl"),
        mnemonic: ctx.ident("variadicity"),
        params: Box::new([ctx.string_attr(v.keyword())]),
    })
}

/// `#irdl<variadicity_array[...]>`.
pub fn variadicity_array_attr(ctx: &Context, vs: &[Variadicity]) -> Attribute {
    let params: Vec<Attribute> = vs.iter().map(|&v| variadicity_attr(ctx, v)).collect();
    ctx.intern_attr(AttrKind::Dialect {
        dialect: ctx.ident("irdl"),
        mnemonic: ctx.ident("variadicity_array"),
        params: params.into(),
    })
}

/// The variadicity an `#irdl<variadicity ...>` attribute holds.
pub fn variadicity_value(ctx: &Context, a: Attribute) -> Option<Variadicity> {
    match ctx.attr_kind(a) {
        AttrKind::Dialect {
            dialect,
            mnemonic,
            params,
        } if ctx.ident_str(*dialect) == "irdl" && ctx.ident_str(*mnemonic) == "variadicity" => {
            Variadicity::from_keyword(ctx.string_attr_value(*params.first()?)?)
        }
        _ => None,
    }
}

/// The variadicities of an `#irdl<variadicity_array[...]>` attribute.
pub fn variadicity_array_values(ctx: &Context, a: Attribute) -> Option<Vec<Variadicity>> {
    match ctx.attr_kind(a) {
        AttrKind::Dialect {
            dialect,
            mnemonic,
            params,
        } if ctx.ident_str(*dialect) == "irdl" && ctx.ident_str(*mnemonic) == "variadicity_array" => {
            params.iter().map(|&p| variadicity_value(ctx, p)).collect()
        }
        _ => None,
    }
}

const VARIADICITY_ARRAY: AttrConstraint = AttrConstraint::Class {
    summary: "",
    check: |ctx, a| variadicity_array_values(ctx, a).is_some(),
};

fn parse_type(p: &mut dyn AsmParser<'_>) -> ParseResult<Type> {
    let pos = p.current_pos();
    let ctx = p.ctx();
    match p.parse_optional_any_keyword().as_deref() {
        Some("attribute") => Ok(attribute_type(ctx)),
        Some("region") => Ok(region_type(ctx)),
        other => Err(p.emit_error_at(
            pos,
            &format!("unknown  type `{}` in dialect `irdl`", other.unwrap_or("")),
        )),
    }
}

fn print_type(p: &mut dyn AsmPrinter<'_>, t: Type) {
    let ctx = p.ctx();
    if let TypeKind::Dialect { mnemonic, .. } = ctx.type_kind(t) {
        p.write_str(ctx.ident_str(*mnemonic));
    }
}

/// One variadicity keyword, with the messages of MLIR's generated parser.
fn parse_variadicity(p: &mut dyn AsmParser<'_>) -> ParseResult<Variadicity> {
    let pos = p.current_pos();
    let kw = p.parse_optional_any_keyword();
    match kw.as_deref().and_then(Variadicity::from_keyword) {
        Some(v) => Ok(v),
        None => {
            p.emit_error_at(
                pos,
                "expected ::mlir::irdl::Variadicity to be one of: single, optional, variadic",
            );
            let here = p.current_pos();
            Err(p.emit_error_at(
                here,
                "failed to parse VariadicityAttr parameter 'value' which is to be a `::mlir::irdl::Variadicity`",
            ))
        }
    }
}

fn parse_attr(p: &mut dyn AsmParser<'_>, _ty: Option<Type>) -> ParseResult<Attribute> {
    let pos = p.current_pos();
    let ctx = p.ctx();
    match p.parse_optional_any_keyword().as_deref() {
        Some("variadicity") => Ok(variadicity_attr(ctx, parse_variadicity(p)?)),
        Some("variadicity_array") => {
            p.parse_punct("[")?;
            let mut vs = Vec::new();
            if !p.parse_optional_punct("]") {
                loop {
                    vs.push(parse_variadicity(p)?);
                    if !p.parse_optional_punct(",") {
                        break;
                    }
                }
                p.parse_punct("]")?;
            }
            Ok(variadicity_array_attr(ctx, &vs))
        }
        other => Err(p.emit_error_at(
            pos,
            &format!("unknown attribute `{}` in dialect `irdl`", other.unwrap_or("")),
        )),
    }
}

fn print_attr(p: &mut dyn AsmPrinter<'_>, a: Attribute) {
    let ctx = p.ctx();
    if let Some(v) = variadicity_value(ctx, a) {
        p.write_str("variadicity ");
        p.write_str(v.keyword());
    } else if let Some(vs) = variadicity_array_values(ctx, a) {
        // As MLIR's generated printer: each element with its leading space.
        let items: Vec<String> = vs.iter().map(|v| format!(" {}", v.keyword())).collect();
        p.write_str(&format!("variadicity_array[{}]", items.join(", ")));
    }
}

// ---- shared pieces of the custom forms ---------------------------------------------

/// The op's attributes (properties and discardable ones), for `attr-dict`.
fn all_attrs(op: OpRef<'_>) -> Vec<NamedAttribute> {
    let mut attrs: Vec<NamedAttribute> = op.discardable_attrs().to_vec();
    if let Some(props) = op.properties() {
        attrs.extend_from_slice(op.ctx.dict_entries(props));
    }
    attrs
}

/// Splits a parsed `attr-dict` (and the inherent attributes parsed before
/// it) into the state's properties and discardable attributes.
fn finish_attrs(
    p: &mut dyn OpAsmParser<'_>,
    state: &mut OperationState,
    mut props: Vec<NamedAttribute>,
    attrs: Vec<NamedAttribute>,
    inherent: &[&str],
) {
    split_inherent(p, state, &mut props, attrs, inherent);
    if !props.is_empty() {
        state.properties = Some(p.ctx().dictionary_attr(&props));
    }
}

fn parse_attr_dict(p: &mut dyn OpAsmParser<'_>) -> ParseResult<Vec<NamedAttribute>> {
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    Ok(attrs)
}

/// `@name attr-dict-with-keyword custom<SingleBlockRegion>($body)`: the
/// form of `irdl.dialect`, `irdl.type`, `irdl.attribute` and
/// `irdl.operation`. The region may be left out when empty.
fn parse_symbol_op(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let Some(name) = p.parse_optional_symbol_name()? else {
        return Err(p.emit_error("expected valid '@'-identifier for symbol name"));
    };
    let props = vec![(ctx.ident("sym_name"), ctx.string_attr(ctx.ident_str(name)))];
    let mut attrs = Vec::new();
    if p.parse_optional_keyword("attributes") {
        p.parse_optional_attr_dict(&mut attrs)?;
    }
    finish_attrs(p, state, props, attrs, &["sym_name"]);
    if !p.parse_optional_region(state, &[], false)? {
        let r = strata_ir::asm::region_body(p, state).create_region();
        state.regions.push(r);
    }
    strata_ir::asm::ensure_region_block(p, state, 0);
    Ok(())
}

fn print_symbol_op(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let ctx = op.ctx;
    if let Some(name) = op.attr("sym_name").and_then(|a| ctx.string_attr_value(a)) {
        p.write_str(" ");
        p.print_symbol_name(name);
    }
    p.print_optional_attr_dict_with_keyword(&all_attrs(op), &["sym_name"]);
    p.write_str(" ");
    let (body, regions) = op.regions();
    let Some(&region) = regions.first() else {
        return;
    };
    let empty = body
        .region_entry(region)
        .is_none_or(|b| body.block_ops(b).next().is_none());
    if !empty {
        p.print_region(region, false, false, false);
    }
}

/// `(name: [variadicity] %value, ...)`: the names and, when `variadicities`
/// is given, the variadicity of each value.
fn parse_named_values(
    p: &mut dyn OpAsmParser<'_>,
    ty: Type,
    state: &mut OperationState,
    mut variadicities: Option<&mut Vec<Variadicity>>,
) -> ParseResult<Vec<Attribute>> {
    let ctx = p.ctx();
    let mut names = Vec::new();
    let mut operands: Vec<UnresolvedOperand> = Vec::new();
    p.parse_punct("(")?;
    if !p.parse_optional_punct(")") {
        loop {
            let Some(name) = p.parse_optional_any_keyword() else {
                return Err(p.emit_error("expected valid keyword"));
            };
            p.parse_punct(":")?;
            if let Some(vs) = variadicities.as_deref_mut() {
                let mut v = Variadicity::Single;
                for kw in ["single", "optional", "variadic"] {
                    if p.parse_optional_keyword(kw) {
                        v = Variadicity::from_keyword(kw).unwrap_or(Variadicity::Single);
                        break;
                    }
                }
                vs.push(v);
            }
            operands.push(p.parse_operand()?);
            names.push(ctx.string_attr(&name));
            if !p.parse_optional_punct(",") {
                break;
            }
        }
        p.parse_punct(")")?;
    }
    for o in &operands {
        let v = p.resolve_operand(o, ty)?;
        state.operands.push(v);
    }
    Ok(names)
}

fn print_named_values(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>, variadicity: Option<&[Variadicity]>) {
    let ctx = op.ctx;
    let names = op
        .attr("names")
        .and_then(|a| ctx.array_attr_elements(a))
        .unwrap_or(&[]);
    p.write_str("(");
    for (i, v) in op.operands().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        let name = names.get(i).and_then(|&a| ctx.string_attr_value(a)).unwrap_or("");
        p.write_str(name);
        p.write_str(": ");
        match variadicity.and_then(|vs| vs.get(i)) {
            Some(Variadicity::Optional) => p.write_str("optional "),
            Some(Variadicity::Variadic) => p.write_str("variadic "),
            _ => {}
        }
        p.print_operand(v);
    }
    p.write_str(")");
}

fn parse_parameters(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let names = parse_named_values(p, attribute_type(ctx), state, None)?;
    let attrs = parse_attr_dict(p)?;
    let props = vec![(ctx.ident("names"), ctx.array_attr(&names))];
    finish_attrs(p, state, props, attrs, &["names"]);
    Ok(())
}

fn print_parameters(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    print_named_values(p, op, None);
    p.print_optional_attr_dict(&all_attrs(op), &["names"]);
}

fn parse_regions(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let names = parse_named_values(p, region_type(ctx), state, None)?;
    let attrs = parse_attr_dict(p)?;
    let props = vec![(ctx.ident("names"), ctx.array_attr(&names))];
    finish_attrs(p, state, props, attrs, &["names"]);
    Ok(())
}

fn parse_values_with_variadicity(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let mut vs = Vec::new();
    let names = parse_named_values(p, attribute_type(ctx), state, Some(&mut vs))?;
    let attrs = parse_attr_dict(p)?;
    let props = vec![
        (ctx.ident("names"), ctx.array_attr(&names)),
        (ctx.ident("variadicity"), variadicity_array_attr(ctx, &vs)),
    ];
    finish_attrs(p, state, props, attrs, &["names", "variadicity"]);
    Ok(())
}

fn print_values_with_variadicity(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let vs = op
        .attr("variadicity")
        .and_then(|a| variadicity_array_values(op.ctx, a))
        .unwrap_or_default();
    print_named_values(p, op, Some(&vs));
    p.print_optional_attr_dict(&all_attrs(op), &["names", "variadicity"]);
}

/// `{"name" = %value, ...}`, or nothing.
fn parse_attributes(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let mut names = Vec::new();
    if p.parse_optional_punct("{") {
        loop {
            // Any attribute: the verifier requires strings.
            let name = p.parse_attribute(None)?;
            p.parse_punct("=")?;
            let o = p.parse_operand()?;
            let v = p.resolve_operand(&o, attribute_type(ctx))?;
            state.operands.push(v);
            names.push(name);
            if !p.parse_optional_punct(",") {
                break;
            }
        }
        p.parse_punct("}")?;
    }
    let attrs = parse_attr_dict(p)?;
    let props = vec![(ctx.ident("attributeValueNames"), ctx.array_attr(&names))];
    finish_attrs(p, state, props, attrs, &["attributeValueNames"]);
    Ok(())
}

fn print_attributes(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let ctx = op.ctx;
    let names = op
        .attr("attributeValueNames")
        .and_then(|a| ctx.array_attr_elements(a))
        .unwrap_or(&[]);
    p.write_str(" ");
    if op.num_operands() > 0 {
        p.write_str("{");
        for (i, v) in op.operands().enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            let name = names.get(i).and_then(|&a| ctx.string_attr_value(a)).unwrap_or("");
            p.print_string_literal(name.as_bytes());
            p.write_str(" = ");
            p.print_operand(v);
        }
        p.write_str("}");
    }
    p.print_optional_attr_dict(&all_attrs(op), &["attributeValueNames"]);
}

/// `irdl.region[(%args)][ with size N] attr-dict`.
fn parse_region_op(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let mut props = Vec::new();
    if p.parse_optional_punct("(") {
        if !p.parse_optional_punct(")") {
            loop {
                let o = p.parse_operand()?;
                let v = p.resolve_operand(&o, attribute_type(ctx))?;
                state.operands.push(v);
                if !p.parse_optional_punct(",") {
                    break;
                }
            }
            p.parse_punct(")")?;
        }
        props.push((ctx.ident("constrainedArguments"), ctx.unit_attr()));
    }
    if p.parse_optional_keyword("with") {
        p.parse_keyword("size")?;
        // An `i32` attribute, with the attribute parser's range check.
        let n = p.parse_attribute(Some(ctx.integer_type(32)))?;
        props.push((ctx.ident("numberOfBlocks"), n));
    }
    let attrs = parse_attr_dict(p)?;
    finish_attrs(
        p,
        state,
        props,
        attrs,
        &["numberOfBlocks", "constrainedArguments"],
    );
    state.result_types.push(region_type(ctx));
    Ok(())
}

fn print_region_op(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let ctx = op.ctx;
    if op.attr("constrainedArguments").is_some() {
        p.write_str("(");
        let vs: Vec<_> = op.operands().collect();
        p.print_operands(&vs);
        p.write_str(")");
    }
    if let Some(n) = op.attr("numberOfBlocks").and_then(|a| ctx.integer_attr_value(a)) {
        p.write_str(&format!(" with size {}", n.sext_i64()));
    }
    p.print_optional_attr_dict(&all_attrs(op), &["numberOfBlocks", "constrainedArguments"]);
}

/// `irdl.is <attr> attr-dict`.
fn parse_is(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let a = p.parse_attribute(None)?;
    let attrs = parse_attr_dict(p)?;
    finish_attrs(p, state, vec![(ctx.ident("expected"), a)], attrs, &["expected"]);
    state.result_types.push(attribute_type(ctx));
    Ok(())
}

fn print_is(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    p.write_str(" ");
    if let Some(a) = op.attr("expected") {
        p.print_attribute(a);
    }
    p.write_str(" ");
    p.print_optional_attr_dict(&all_attrs(op), &["expected"]);
}

/// `irdl.base [@ref] ["name"] attr-dict`.
fn parse_base(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let mut props = Vec::new();
    if let Some(a) = parse_optional_symbol_ref(p)? {
        props.push((ctx.ident("base_ref"), a));
    }
    if let Some(s) = p.parse_optional_string()? {
        props.push((
            ctx.ident("base_name"),
            ctx.string_attr(&String::from_utf8_lossy(&s)),
        ));
    }
    let attrs = parse_attr_dict(p)?;
    finish_attrs(p, state, props, attrs, &["base_ref", "base_name"]);
    state.result_types.push(attribute_type(ctx));
    Ok(())
}

/// A symbol reference `@a::@b` if one is next.
fn parse_optional_symbol_ref(p: &mut dyn OpAsmParser<'_>) -> ParseResult<Option<Attribute>> {
    let ctx = p.ctx();
    let Some(root) = p.parse_optional_symbol_name()? else {
        return Ok(None);
    };
    let mut nested = Vec::new();
    // `::` is two `:` tokens.
    while p.parse_optional_punct(":") {
        p.parse_punct(":")?;
        match p.parse_optional_symbol_name()? {
            Some(n) => nested.push(n),
            None => return Err(p.emit_error("expected nested symbol reference identifier")),
        }
    }
    Ok(Some(ctx.symbol_ref_attr(root, &nested)))
}

fn print_base(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    if let Some(a) = op.attr("base_ref") {
        p.write_str(" ");
        p.print_attribute(a);
    }
    if let Some(a) = op.attr("base_name") {
        p.write_str(" ");
        p.print_attribute(a);
    }
    p.write_str(" ");
    p.print_optional_attr_dict(&all_attrs(op), &["base_ref", "base_name"]);
}

/// `irdl.parametric @ref<%args> attr-dict`.
fn parse_parametric(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let Some(base) = parse_optional_symbol_ref(p)? else {
        return Err(p.emit_error("expected attribute value"));
    };
    p.parse_punct("<")?;
    if !p.parse_optional_punct(">") {
        loop {
            let o = p.parse_operand()?;
            let v = p.resolve_operand(&o, attribute_type(ctx))?;
            state.operands.push(v);
            if !p.parse_optional_punct(",") {
                break;
            }
        }
        p.parse_punct(">")?;
    }
    let attrs = parse_attr_dict(p)?;
    finish_attrs(
        p,
        state,
        vec![(ctx.ident("base_type"), base)],
        attrs,
        &["base_type"],
    );
    state.result_types.push(attribute_type(ctx));
    Ok(())
}

fn print_parametric(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    p.write_str(" ");
    if let Some(a) = op.attr("base_type") {
        p.print_attribute(a);
    }
    p.write_str("<");
    let vs: Vec<_> = op.operands().collect();
    p.print_operands(&vs);
    p.write_str("> ");
    p.print_optional_attr_dict(&all_attrs(op), &["base_type"]);
}

/// `irdl.any attr-dict`.
fn parse_any(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let attrs = parse_attr_dict(p)?;
    finish_attrs(p, state, Vec::new(), attrs, &[]);
    state.result_types.push(attribute_type(ctx));
    Ok(())
}

fn print_any(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    p.print_optional_attr_dict(&all_attrs(op), &[]);
}

/// `irdl.any_of(%a, ...) attr-dict` (and `all_of`).
fn parse_combinator(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    p.parse_punct("(")?;
    if !p.parse_optional_punct(")") {
        loop {
            let o = p.parse_operand()?;
            let v = p.resolve_operand(&o, attribute_type(ctx))?;
            state.operands.push(v);
            if !p.parse_optional_punct(",") {
                break;
            }
        }
        p.parse_punct(")")?;
    }
    let attrs = parse_attr_dict(p)?;
    finish_attrs(p, state, Vec::new(), attrs, &[]);
    state.result_types.push(attribute_type(ctx));
    Ok(())
}

fn print_combinator(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    p.write_str("(");
    let vs: Vec<_> = op.operands().collect();
    p.print_operands(&vs);
    p.write_str(") ");
    p.print_optional_attr_dict(&all_attrs(op), &[]);
}

/// `irdl.c_pred "pred" attr-dict`.
fn parse_c_pred(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let pos = p.current_pos();
    // A string; anything else is parsed as ODS parses `StrAttr` (typed
    // `none`), for its errors.
    let a = match p.parse_optional_string()? {
        Some(s) => ctx.string_attr(&String::from_utf8_lossy(&s)),
        None => {
            p.parse_attribute(Some(ctx.none_type()))?;
            return Err(p.emit_error_at(pos, "invalid kind of attribute specified"));
        }
    };
    let attrs = parse_attr_dict(p)?;
    finish_attrs(p, state, vec![(ctx.ident("pred"), a)], attrs, &["pred"]);
    state.result_types.push(attribute_type(ctx));
    Ok(())
}

fn print_c_pred(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    p.write_str(" ");
    if let Some(a) = op.attr("pred") {
        p.print_attribute(a);
    }
    p.write_str(" ");
    p.print_optional_attr_dict(&all_attrs(op), &["pred"]);
}

// ---- verifiers ------------------------------------------------------------------

/// The naming rule of IRDL definitions: not empty, no leading or double
/// underscore, only letters, digits and underscores, no uppercase.
pub(crate) fn check_name(kind: &str, name: &str) -> Result<(), String> {
    if name.is_empty() {
        return Err(format!("name of {kind} is empty"));
    }
    if name.starts_with('_') || name.contains("__") {
        return Err(format!(
            "name of {kind} should not contain leading or double underscores"
        ));
    }
    if !name.bytes().all(|c| c.is_ascii_alphanumeric() || c == b'_') {
        return Err(format!(
            "name of {kind} must contain only lowercase letters, digits and underscores"
        ));
    }
    if name.bytes().any(|c| c.is_ascii_uppercase()) {
        return Err(format!("name of {kind} should not contain uppercase letters"));
    }
    Ok(())
}

fn sym_name(op: OpRef<'_>) -> &str {
    op.attr("sym_name")
        .and_then(|a| op.ctx.string_attr_value(a))
        .unwrap_or("")
}

/// `Dialect::isValidNamespace`.
fn valid_namespace(s: &str) -> bool {
    let b = s.as_bytes();
    !b.is_empty()
        && (b[0].is_ascii_alphabetic() || b[0] == b'_')
        && b.iter()
            .all(|&c| c.is_ascii_alphanumeric() || c == b'_' || c == b'$')
}

fn verify_dialect(op: OpRef<'_>) -> LogicalResult {
    let name = sym_name(op);
    if !valid_namespace(name) {
        return Err(op.emit_op_error("invalid dialect name"));
    }
    check_name("dialect", name).map_err(|m| op.emit_error(m))
}

/// `AtMostOneChildOf<...>`: at most one op of each of `names` in the op's
/// block.
fn at_most_one_child_of(op: OpRef<'_>, names: &[&str]) -> LogicalResult {
    let (body, regions) = op.regions();
    let Some(block) = regions.first().and_then(|&r| body.region_entry(r)) else {
        return Ok(());
    };
    let mut seen = vec![false; names.len()];
    for child in body.block_ops(block) {
        let name = op.ctx.op_name_str(body.op_name(child));
        if let Some(i) = names.iter().position(|&n| n == name) {
            if std::mem::replace(&mut seen[i], true) {
                return Err(op.emit_error(format!(
                    "failed to verify AtMostOneChildOf trait: the operation contains at least two operations of type {name}"
                )));
            }
        }
    }
    Ok(())
}

fn verify_type_def(op: OpRef<'_>) -> LogicalResult {
    at_most_one_child_of(op, &["irdl.parameters"])?;
    check_name("type", sym_name(op)).map_err(|m| op.emit_error(m))
}

fn verify_attribute_def(op: OpRef<'_>) -> LogicalResult {
    at_most_one_child_of(op, &["irdl.parameters"])?;
    check_name("attribute", sym_name(op)).map_err(|m| op.emit_error(m))
}

fn verify_operation_def(op: OpRef<'_>) -> LogicalResult {
    at_most_one_child_of(
        op,
        &["irdl.operands", "irdl.results", "irdl.attributes", "irdl.regions"],
    )?;
    check_name("operation", sym_name(op)).map_err(|m| op.emit_error(m))
}

/// No name is used by two of the operation's operands, results and
/// regions.
fn verify_operation_regions(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let (body, regions) = op.regions();
    let Some(block) = regions.first().and_then(|&r| body.region_entry(r)) else {
        return Ok(());
    };
    let mut seen: FxHashMap<&str, &str> = FxHashMap::default();
    for child in body.block_ops(block) {
        let kind = match ctx.op_name_str(body.op_name(child)) {
            "irdl.operands" => "operands",
            "irdl.results" => "results",
            "irdl.regions" => "regions",
            _ => continue,
        };
        let names = body
            .op_attr(ctx, child, "names")
            .and_then(|a| ctx.array_attr_elements(a))
            .unwrap_or(&[]);
        for &n in names {
            let Some(name) = ctx.string_attr_value(n) else {
                continue;
            };
            match seen.get(name) {
                Some(&prev) if prev != kind => {
                    return Err(op.emit_op_error(format!(
                        "contains a value named '{name}' for both its {prev} and {kind}"
                    )));
                }
                _ => {
                    seen.insert(name, kind);
                }
            }
        }
    }
    Ok(())
}

/// The names of a list op: as many as its values, each valid, no two the
/// same.
fn verify_names(op: OpRef<'_>, plural: &str, singular: &str) -> LogicalResult {
    let ctx = op.ctx;
    let names = op
        .attr("names")
        .and_then(|a| ctx.array_attr_elements(a))
        .unwrap_or(&[]);
    if names.len() != op.num_operands() {
        return Err(op.emit_op_error(format!(
            "the number of {plural} and their names must be the same, but got {} and {} respectively",
            op.num_operands(),
            names.len()
        )));
    }
    if let Some(vs) = op
        .attr("variadicity")
        .and_then(|a| variadicity_array_values(ctx, a))
    {
        if vs.len() != op.num_operands() {
            return Err(op.emit_op_error(format!(
                "the number of {plural} and their variadicities must be the same, but got {} and {} respectively",
                op.num_operands(),
                vs.len()
            )));
        }
    }
    let mut first: FxHashMap<&str, usize> = FxHashMap::default();
    for (i, &n) in names.iter().enumerate() {
        let name = ctx.string_attr_value(n).unwrap_or("");
        let kind = format!("{singular} #{i}");
        check_name(&kind, name).map_err(|m| op.emit_error(m))?;
        if let Some(&j) = first.get(name) {
            return Err(op.emit_error(format!(
                "name of {singular} #{i} is a duplicate of the name of {singular} #{j}"
            )));
        }
        first.insert(name, i);
    }
    Ok(())
}

fn verify_parameters(op: OpRef<'_>) -> LogicalResult {
    verify_names(op, "parameters", "parameter")
}

fn verify_operands(op: OpRef<'_>) -> LogicalResult {
    verify_names(op, "operands", "operand")
}

fn verify_results(op: OpRef<'_>) -> LogicalResult {
    verify_names(op, "results", "result")
}

fn verify_regions_def(op: OpRef<'_>) -> LogicalResult {
    verify_names(op, "regions", "region")
}

fn verify_attributes(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let names = op
        .attr("attributeValueNames")
        .and_then(|a| ctx.array_attr_elements(a))
        .map_or(0, |n| n.len());
    if names != op.num_operands() {
        return Err(op.emit_op_error(format!(
            "the number of attribute names and their constraints must be the same but got {names} and {} respectively",
            op.num_operands()
        )));
    }
    Ok(())
}

fn verify_region(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    if let Some(n) = op.attr("numberOfBlocks").and_then(|a| ctx.integer_attr_value(a)) {
        let n = n.sext_i64();
        if n < 1 {
            return Err(op.emit_op_error(format!("the number of blocks is expected to be >= 1 but got {n}")));
        }
    }
    Ok(())
}

fn verify_base(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let base_ref = op.attr("base_ref");
    let base_name = op.attr("base_name");
    if base_ref.is_some() == base_name.is_some() {
        return Err(op.emit_op_error(
            "the base type or attribute should be specified by either a name or a reference",
        ));
    }
    if let Some(name) = base_name.and_then(|a| ctx.string_attr_value(a)) {
        if !name.starts_with('!') && !name.starts_with('#') {
            return Err(op.emit_op_error("the base type or attribute name should start with '!' or '#'"));
        }
    }
    Ok(())
}

/// The symbols an `irdl.dialect` defines, by name.
fn dialect_symbols<'a>(ctx: &'a Context, dialect: OpRef<'a>) -> FxHashMap<Ident, OpRef<'a>> {
    let (body, regions) = dialect.regions();
    let mut map = FxHashMap::default();
    for &r in regions {
        for b in body.region_blocks(r) {
            for o in body.block_ops(b) {
                if let Some(name) = body
                    .op_attr(ctx, o, "sym_name")
                    .and_then(|a| ctx.string_attr_value(a))
                {
                    map.entry(ctx.ident(name)).or_insert(OpRef::new(ctx, body, o));
                }
            }
        }
    }
    map
}

/// The symbol references of the `irdl.base` and `irdl.parametric` ops of
/// an `irdl.dialect`, resolved from the symbol table the dialect is in (as
/// MLIR's IRDL does): each must name an `irdl.type` or `irdl.attribute`.
/// Checked from the dialect, whose lookup is that table, so that each
/// reference costs a hash lookup.
fn verify_dialect_symbol_uses(op: OpRef<'_>, lookup: &dyn SymbolLookup) -> LogicalResult {
    let ctx = op.ctx;
    let (body, regions) = op.regions();
    let mut tables: FxHashMap<Ident, FxHashMap<Ident, OpRef<'_>>> = FxHashMap::default();
    let mut check = |user: OpRef<'_>, attr: &str| -> LogicalResult {
        let Some(a) = user.attr(attr) else {
            return Ok(());
        };
        let AttrKind::SymbolRef { root, nested } = ctx.attr_kind(a) else {
            return Ok(());
        };
        // Only a dialect holds symbols: the types, attributes and
        // operations it defines.
        let mut target = lookup.lookup_symbol(*root);
        for (i, &n) in nested.iter().enumerate() {
            target = match target {
                Some(t) if i == 0 && t.name_str() == "irdl.dialect" => tables
                    .entry(*root)
                    .or_insert_with(|| dialect_symbols(ctx, t))
                    .get(&n)
                    .copied(),
                _ => None,
            };
        }
        let target = target.map(|t| t.name_str());
        let shown = ctx.attr_to_string(a);
        match target {
            None => Err(user.emit_op_error(format!("symbol '{shown}' not found"))),
            Some(name) if name == "irdl.type" || name == "irdl.attribute" => Ok(()),
            Some(name) => Err(user.emit_op_error(format!(
                "symbol '{shown}' does not refer to a type or attribute definition (refers to '{name}')"
            ))),
        }
    };
    for &r in regions {
        for b in body.region_blocks(r) {
            for def in body.block_ops(b) {
                let (db, dregions) = body.op_regions(def);
                for &dr in dregions {
                    for blk in db.region_blocks(dr) {
                        for o in db.block_ops(blk) {
                            let user = OpRef::new(ctx, db, o);
                            match user.name_str() {
                                "irdl.base" => check(user, "base_ref")?,
                                "irdl.parametric" => check(user, "base_type")?,
                                _ => {}
                            }
                        }
                    }
                }
            }
        }
    }
    Ok(())
}

// ---- ops --------------------------------------------------------------------------

const DEFINITION_PARENTS: &[&str] = &["irdl.type", "irdl.attribute", "irdl.operation"];

strata_ods::op! {
    /// Defines a dialect named by its symbol. Its region holds the
    /// definitions of the dialect's types, attributes and operations.
    pub DialectOp(DIALECT_OP, "irdl.dialect") {
        attributes(sym_name: str = required(attrs::SYMBOL_NAME_ATTR))
        regions(body: single(RegionConstraint::Sized(1)))
        summary: "Define a new dialect",
        example: "irdl.dialect @shapes {\n  irdl.type @point {\n    %0 = irdl.any\n    irdl.parameters(elem: %0)\n  }\n}",
        traits: OpTraits::ISOLATED_FROM_ABOVE
            .union(OpTraits::NO_TERMINATOR)
            .union(OpTraits::SYMBOL)
            .union(OpTraits::SYMBOL_TABLE),
        parse: Some(parse_symbol_op),
        print: Some(print_symbol_op),
        verify: Some(verify_dialect),
        verify_symbol_uses: Some(verify_dialect_symbol_uses),
    }
    /// Defines a type of the enclosing dialect; an `irdl.parameters` op in
    /// its region constrains the type's parameters.
    pub TypeOp(TYPE_OP, "irdl.type") {
        attributes(sym_name: str = required(attrs::SYMBOL_NAME_ATTR))
        regions(body: single(RegionConstraint::Sized(1)))
        summary: "Define a new type",
        example: "irdl.dialect @example {\n  irdl.type @point {\n    %0 = irdl.is f32\n    %1 = irdl.is f64\n    %2 = irdl.any_of(%0, %1)\n    irdl.parameters(elem: %2)\n  }\n}",
        traits: OpTraits::NO_TERMINATOR
            .union(OpTraits::NO_REGION_ARGUMENTS)
            .union(OpTraits::SYMBOL),
        parents: &["irdl.dialect"],
        parse: Some(parse_symbol_op),
        print: Some(print_symbol_op),
        verify: Some(verify_type_def),
    }
    /// Defines an attribute of the enclosing dialect; an `irdl.parameters`
    /// op in its region constrains the attribute's parameters.
    pub AttributeOp(ATTRIBUTE_OP, "irdl.attribute") {
        attributes(sym_name: str = required(attrs::SYMBOL_NAME_ATTR))
        regions(body: single(RegionConstraint::Sized(1)))
        summary: "Define a new attribute",
        example: "irdl.dialect @example {\n  irdl.attribute @mode {\n    %0 = irdl.is \"fast\"\n    %1 = irdl.is \"exact\"\n    %2 = irdl.any_of(%0, %1)\n    irdl.parameters(value: %2)\n  }\n}",
        traits: OpTraits::NO_TERMINATOR
            .union(OpTraits::NO_REGION_ARGUMENTS)
            .union(OpTraits::SYMBOL),
        parents: &["irdl.dialect"],
        parse: Some(parse_symbol_op),
        print: Some(print_symbol_op),
        verify: Some(verify_attribute_def),
    }
    /// Names and constrains the parameters of the enclosing type or
    /// attribute definition.
    pub ParametersOp(PARAMETERS, "irdl.parameters") {
        operands(args: variadic(ATTRIBUTE_TYPE))
        attributes(names: attr = required(attrs::STR_ARRAY_ATTR))
        summary: "Define the constraints on parameters of a type/attribute definition",
        example: "irdl.dialect @example {\n  irdl.type @point {\n    %0 = irdl.is i32\n    irdl.parameters(elem: %0)\n  }\n}",
        parents: &["irdl.attribute", "irdl.type"],
        parse: Some(parse_parameters),
        print: Some(print_parameters),
        verify: Some(verify_parameters),
    }
    /// Defines an operation of the enclosing dialect: its region holds
    /// the constraints and at most one each of `irdl.operands`,
    /// `irdl.results`, `irdl.attributes` and `irdl.regions`.
    pub OperationOp(OPERATION_OP, "irdl.operation") {
        attributes(sym_name: str = required(attrs::SYMBOL_NAME_ATTR))
        regions(body: single(RegionConstraint::Sized(1)))
        summary: "Define a new operation",
        example: "irdl.dialect @example {\n  irdl.operation @length {\n    %0 = irdl.any\n    irdl.operands(in: %0)\n    irdl.results(out: %0)\n  }\n}",
        traits: OpTraits::NO_TERMINATOR
            .union(OpTraits::NO_REGION_ARGUMENTS)
            .union(OpTraits::SYMBOL),
        parents: &["irdl.dialect"],
        parse: Some(parse_symbol_op),
        print: Some(print_symbol_op),
        verify: Some(verify_operation_def),
        verify_regions: Some(verify_operation_regions),
    }
    /// Names and constrains the operands of the enclosing operation
    /// definition, each `single` (the default), `optional` or `variadic`.
    pub OperandsOp(OPERANDS, "irdl.operands") {
        operands(args: variadic(ATTRIBUTE_TYPE))
        attributes(
            names: attr = required(attrs::STR_ARRAY_ATTR),
            variadicity: attr = required(VARIADICITY_ARRAY),
        )
        summary: "Define the operands of an operation",
        example: "irdl.dialect @example {\n  irdl.operation @op {\n    %0 = irdl.is i32\n    irdl.operands(lhs: %0, rest: variadic %0)\n  }\n}",
        parents: &["irdl.operation"],
        parse: Some(parse_values_with_variadicity),
        print: Some(print_values_with_variadicity),
        verify: Some(verify_operands),
    }
    /// Names and constrains the results of the enclosing operation
    /// definition, each `single` (the default), `optional` or `variadic`.
    pub ResultsOp(RESULTS, "irdl.results") {
        operands(args: variadic(ATTRIBUTE_TYPE))
        attributes(
            names: attr = required(attrs::STR_ARRAY_ATTR),
            variadicity: attr = required(VARIADICITY_ARRAY),
        )
        summary: "Define the results of an operation",
        example: "irdl.dialect @example {\n  irdl.operation @op {\n    %0 = irdl.is i32\n    irdl.results(res: optional %0)\n  }\n}",
        parents: &["irdl.operation"],
        parse: Some(parse_values_with_variadicity),
        print: Some(print_values_with_variadicity),
        verify: Some(verify_results),
    }
    /// Names and constrains the attributes of the enclosing operation
    /// definition.
    pub AttributesOp(ATTRIBUTES, "irdl.attributes") {
        operands(attribute_values "attributeValues": variadic(ATTRIBUTE_TYPE))
        attributes(attribute_value_names "attributeValueNames": attr = required(attrs::STR_ARRAY_ATTR))
        summary: "Define the attributes of an operation",
        example: "irdl.dialect @example {\n  irdl.operation @op {\n    %0 = irdl.is i32\n    irdl.attributes {\"width\" = %0}\n  }\n}",
        parents: &["irdl.operation"],
        parse: Some(parse_attributes),
        print: Some(print_attributes),
        verify: Some(verify_attributes),
    }
    /// Defines a region: the constraints on its entry block's arguments
    /// (when parenthesized) and its number of blocks (`with size N`).
    pub RegionOp(REGION_OP, "irdl.region") {
        operands(entry_block_args "entryBlockArgs": variadic(ATTRIBUTE_TYPE))
        results(output: single(REGION_TYPE))
        attributes(
            number_of_blocks "numberOfBlocks": opt_int = optional(attrs::I32_ATTR),
            constrained_arguments "constrainedArguments": unit = optional(attrs::UNIT_ATTR),
        )
        summary: "Define a region of an operation",
        example: "irdl.dialect @example {\n  irdl.operation @op {\n    %0 = irdl.is i32\n    %r = irdl.region(%0) with size 1\n  }\n}",
        parents: &["irdl.operation"],
        parse: Some(parse_region_op),
        print: Some(print_region_op),
        verify: Some(verify_region),
    }
    /// Names the regions of the enclosing operation definition.
    pub RegionsOp(REGIONS, "irdl.regions") {
        operands(args: variadic(REGION_TYPE))
        attributes(names: attr = required(attrs::STR_ARRAY_ATTR))
        summary: "Define the regions of an operation",
        example: "irdl.dialect @example {\n  irdl.operation @op {\n    %r = irdl.region\n    irdl.regions(body: %r)\n  }\n}",
        parents: &["irdl.operation"],
        parse: Some(parse_regions),
        print: Some(print_parameters),
        verify: Some(verify_regions_def),
    }
    /// Constrains an attribute or type to be exactly `expected`.
    pub IsOp(IS, "irdl.is") {
        results(output: single(ATTRIBUTE_TYPE))
        attributes(expected: attr = required(attrs::ANY_ATTR))
        summary: "Constraints an attribute/type to be a specific attribute instance",
        example: "irdl.dialect @example {\n  irdl.operation @op {\n    %0 = irdl.is i32\n  }\n}",
        traits: OpTraits::PURE,
        parents: DEFINITION_PARENTS,
        parse: Some(parse_is),
        print: Some(print_is),
    }
    /// Constrains an attribute or type to have a given base: a registered
    /// one by name (`"!builtin.integer"`, `"#builtin.string"`) or an IRDL
    /// definition by reference.
    pub BaseOp(BASE, "irdl.base") {
        results(output: single(ATTRIBUTE_TYPE))
        attributes(
            base_ref: opt_attr = optional(attrs::SYMBOL_REF_ATTR),
            base_name: opt_str = optional(attrs::STR_ATTR),
        )
        summary: "Constraints an attribute/type base",
        example: "irdl.dialect @example {\n  irdl.operation @op {\n    %0 = irdl.base \"!builtin.integer\"\n  }\n}",
        parents: DEFINITION_PARENTS,
        parse: Some(parse_base),
        print: Some(print_base),
        verify: Some(verify_base),
    }
    /// Constrains an attribute or type to be an instance of an IRDL
    /// definition whose parameters satisfy the given constraints.
    pub ParametricOp(PARAMETRIC, "irdl.parametric") {
        operands(args: variadic(ATTRIBUTE_TYPE))
        results(output: single(ATTRIBUTE_TYPE))
        attributes(base_type: attr = required(attrs::SYMBOL_REF_ATTR))
        summary: "Constraints an attribute/type base and its parameters",
        example: "irdl.dialect @example {\n  irdl.type @point {\n    %0 = irdl.any\n    irdl.parameters(coord: %0)\n  }\n  irdl.operation @op {\n    %0 = irdl.is i32\n    %1 = irdl.parametric @example::@point<%0>\n  }\n}",
        traits: OpTraits::PURE,
        parents: DEFINITION_PARENTS,
        parse: Some(parse_parametric),
        print: Some(print_parametric),
    }
    /// Accepts any attribute or type.
    pub AnyOp(ANY, "irdl.any") {
        results(output: single(ATTRIBUTE_TYPE))
        summary: "Accept any type or attribute",
        example: "irdl.dialect @example {\n  irdl.operation @op {\n    %0 = irdl.any\n  }\n}",
        parents: DEFINITION_PARENTS,
        parse: Some(parse_any),
        print: Some(print_any),
    }
    /// Accepts what one of its constraints accepts, tried in order.
    pub AnyOfOp(ANY_OF, "irdl.any_of") {
        operands(args: variadic(ATTRIBUTE_TYPE))
        results(output: single(ATTRIBUTE_TYPE))
        summary: "Constraints to the union of the provided constraints",
        example: "irdl.dialect @example {\n  irdl.operation @op {\n    %0 = irdl.is i32\n    %1 = irdl.is i64\n    %2 = irdl.any_of(%0, %1)\n  }\n}",
        traits: OpTraits::SAME_OPERANDS_AND_RESULT_TYPE,
        parents: DEFINITION_PARENTS,
        parse: Some(parse_combinator),
        print: Some(print_combinator),
    }
    /// Accepts what all of its constraints accept, checked in order.
    pub AllOfOp(ALL_OF, "irdl.all_of") {
        operands(args: variadic(ATTRIBUTE_TYPE))
        results(output: single(ATTRIBUTE_TYPE))
        summary: "Constraints to the intersection of the provided constraints",
        example: "irdl.dialect @example {\n  irdl.operation @op {\n    %0 = irdl.base \"!builtin.integer\"\n    %1 = irdl.is i32\n    %2 = irdl.all_of(%0, %1)\n  }\n}",
        traits: OpTraits::SAME_OPERANDS_AND_RESULT_TYPE,
        parents: DEFINITION_PARENTS,
        parse: Some(parse_combinator),
        print: Some(print_combinator),
    }
    /// A constraint written as a C++ predicate on `$_self`. It cannot be
    /// evaluated here: loaded dialects accept any value for it.
    pub CPredOp(C_PRED, "irdl.c_pred") {
        results(output: single(ATTRIBUTE_TYPE))
        attributes(pred: str = required(attrs::STR_ATTR))
        summary: "Constraints an attribute using a C++ predicate",
        example: "irdl.dialect @example {\n  irdl.operation @op {\n    %0 = irdl.c_pred \"::llvm::isa<::mlir::IntegerAttr>($_self)\"\n  }\n}",
        parse: Some(parse_c_pred),
        print: Some(print_c_pred),
    }
}

/// The `irdl` dialect.
pub static DIALECT: DialectSpec = DialectSpec {
    summary: "IR Definition Language Dialect",
    description: "Defines dialects, with their types, attributes and operations, as IR. \
        The constraints on parameters, operands, results, attributes and regions are \
        SSA values; a value used in several places constrains them to be equal. \
        `strata-opt --irdl-file` registers the dialects of an IRDL file.",
    ops: &[
        &DIALECT_OP,
        &TYPE_OP,
        &ATTRIBUTE_OP,
        &PARAMETERS,
        &OPERATION_OP,
        &OPERANDS,
        &RESULTS,
        &ATTRIBUTES,
        &REGION_OP,
        &REGIONS,
        &IS,
        &BASE,
        &PARAMETRIC,
        &ANY,
        &ANY_OF,
        &ALL_OF,
        &C_PRED,
    ],
    parse_type: Some(parse_type),
    print_type: Some(print_type),
    parse_attr: Some(parse_attr),
    print_attr: Some(print_attr),
    ..DialectSpec::new("irdl")
};

/// The registry definition of the dialect.
pub fn dialect() -> DialectDef {
    DIALECT.to_def()
}
