//! The TBAA metadata attributes: `#llvm.tbaa_root<id = "...">` (or
//! anonymous `#llvm.tbaa_root`), `#llvm.tbaa_type_desc<id = "...",
//! members = {<#desc, offset>, ...}>` and `#llvm.tbaa_tag<base_type =
//! #desc, access_type = #desc, offset = N, constant = true>`, with the
//! aliases MLIR's printer gives them (`#tbaa_root`, `#tbaa_type_desc`,
//! `#tbaa_tag`).
//!
//! Stored as `#llvm.<mnemonic><params>`: a root's id (a string, or unit
//! when anonymous); a type descriptor's id and an array of
//! `#llvm.tbaa_member<desc, offset>`; a tag's base type, access type,
//! offset (i64) and constant flag (bool).

use crate::attrs::{params_attr, params_of, wrong_kind};
use strata_ir::asm::{AsmParser, AsmPrinter, ParseResult};
use strata_ir::{AttrKind, Attribute, Context};

fn make(ctx: &Context, mnemonic: &str, params: &[Attribute]) -> Attribute {
    let a = params_attr(ctx, mnemonic, params);
    if mnemonic != "tbaa_member" {
        ctx.note_aliasable_attr();
    }
    a
}

/// The mnemonic of `a` if it is a TBAA attribute.
fn tbaa_mnemonic(ctx: &Context, a: Attribute) -> Option<&'static str> {
    ["tbaa_root", "tbaa_type_desc", "tbaa_tag", "tbaa_member"]
        .into_iter()
        .find(|m| params_of(ctx, a, m).is_some())
}

/// The alias of a TBAA attribute (its mnemonic).
pub fn alias_of(ctx: &Context, a: Attribute) -> Option<&'static str> {
    tbaa_mnemonic(ctx, a).filter(|&m| m != "tbaa_member")
}

/// A TBAA node: a root (`Some(id)` when named) or a type descriptor.
pub enum Node<'c> {
    /// `#llvm.tbaa_root`, with its id unless anonymous.
    Root(Option<&'c str>),
    /// `#llvm.tbaa_type_desc`: its id and members (descriptor, offset).
    TypeDesc(&'c str, Vec<(Attribute, i64)>),
}

/// The root or type descriptor `a`.
pub fn node(ctx: &Context, a: Attribute) -> Option<Node<'_>> {
    if let Some([id]) = params_of(ctx, a, "tbaa_root") {
        return Some(Node::Root(ctx.string_attr_value(*id)));
    }
    let [id, members] = params_of(ctx, a, "tbaa_type_desc")? else {
        return None;
    };
    let members = ctx
        .array_attr_elements(*members)
        .unwrap_or(&[])
        .iter()
        .filter_map(|&m| match params_of(ctx, m, "tbaa_member") {
            Some([d, off]) => Some((*d, int(ctx, *off))),
            _ => None,
        })
        .collect();
    Some(Node::TypeDesc(ctx.string_attr_value(*id).unwrap_or(""), members))
}

fn int(ctx: &Context, a: Attribute) -> i64 {
    ctx.integer_attr_value(a).map_or(0, |v| v.zext_u64() as i64)
}

/// A tag's base type, access type, offset and constant flag.
pub fn tag(ctx: &Context, a: Attribute) -> Option<(Attribute, Attribute, i64, bool)> {
    let [base, access, offset, constant] = params_of(ctx, a, "tbaa_tag")? else {
        return None;
    };
    let constant = matches!(ctx.attr_kind(*constant), AttrKind::Bool(true));
    Some((*base, *access, int(ctx, *offset), constant))
}

fn parse_int(p: &mut dyn AsmParser<'_>) -> ParseResult<i64> {
    let pos = p.current_pos();
    match p.parse_optional_integer()? {
        Some(v) => Ok(v),
        None => Err(p.emit_error_at(pos, "expected integer value")),
    }
}

fn parse_string(p: &mut dyn AsmParser<'_>) -> ParseResult<String> {
    let pos = p.current_pos();
    match p.parse_optional_string()? {
        Some(s) => Ok(String::from_utf8_lossy(&s).into_owned()),
        None => Err(p.emit_error_at(pos, "expected string")),
    }
}

/// A type descriptor parameter (`TBAATypeDescriptorAttr`).
fn parse_desc(p: &mut dyn AsmParser<'_>, def: &str, name: &str) -> ParseResult<Attribute> {
    let pos = p.current_pos();
    let a = p.parse_attribute(None)?;
    if params_of(p.ctx(), a, "tbaa_type_desc").is_none() {
        return Err(wrong_kind(p, pos, def, name, "TBAATypeDescriptorAttr"));
    }
    Ok(a)
}

/// Parses the attribute after its mnemonic, if it is one of these.
pub(crate) fn parse(p: &mut dyn AsmParser<'_>) -> ParseResult<Option<Attribute>> {
    if p.parse_optional_keyword("tbaa_root") {
        let mut id = p.ctx().unit_attr();
        if p.parse_optional_punct("<") && !p.parse_optional_punct(">") {
            let pos = p.current_pos();
            if !p.parse_optional_keyword("id") {
                return Err(p.emit_error_at(pos, "expected a parameter name in struct"));
            }
            p.parse_punct("=")?;
            id = p.ctx().string_attr(&parse_string(p)?);
            p.parse_punct(">")?;
        }
        return Ok(Some(make(p.ctx(), "tbaa_root", &[id])));
    }
    if p.parse_optional_keyword("tbaa_type_desc") {
        let (mut id, mut members) = (None, None);
        crate::attrs::parse_struct(p, &["id", "members"], &["id", "members"], &mut |p, i| {
            if i == 0 {
                id = Some(parse_string(p)?);
                return Ok(());
            }
            p.parse_punct("{")?;
            let mut list = Vec::new();
            {
                loop {
                    if !p.peek_punct("<") {
                        let pos = p.current_pos();
                        p.emit_error_at(pos, "expected '<'");
                        return Err(p.emit_error_at(
                            pos,
                            "failed to parse LLVM_TBAATypeDescriptorAttr parameter 'members' which is to be a `::llvm::ArrayRef<TBAAMemberAttr>`",
                        ));
                    }
                    p.parse_punct("<")?;
                    let pos = p.current_pos();
                    let d = p.parse_attribute(None)?;
                    if tbaa_mnemonic(p.ctx(), d).is_none_or(|m| m == "tbaa_tag" || m == "tbaa_member") {
                        wrong_kind(p, pos, "LLVM_TBAAMemberAttr", "typeDesc", "TBAANodeAttr");
                        let after = p.current_pos();
                        return Err(p.emit_error_at(
                            after,
                            "failed to parse LLVM_TBAATypeDescriptorAttr parameter 'members' which is to be a `::llvm::ArrayRef<TBAAMemberAttr>`",
                        ));
                    }
                    p.parse_punct(",")?;
                    let off = parse_int(p)?;
                    p.parse_punct(">")?;
                    let ctx = p.ctx();
                    list.push(make(ctx, "tbaa_member", &[d, ctx.integer_attr(ctx.i64(), off)]));
                    if !p.parse_optional_punct(",") {
                        break;
                    }
                }
                p.parse_punct("}")?;
            }
            members = Some(list);
            Ok(())
        })?;
        let ctx = p.ctx();
        let members = ctx.array_attr(&members.unwrap_or_default());
        return Ok(Some(make(
            ctx,
            "tbaa_type_desc",
            &[ctx.string_attr(&id.unwrap_or_default()), members],
        )));
    }
    if p.parse_optional_keyword("tbaa_tag") {
        let (mut base, mut access, mut offset, mut constant) = (None, None, 0, false);
        let keys = ["base_type", "access_type", "offset", "constant"];
        crate::attrs::parse_struct(p, &keys, &keys[..3], &mut |p, i| {
            match i {
                0 => base = Some(parse_desc(p, "LLVM_TBAATagAttr", "base_type")?),
                1 => access = Some(parse_desc(p, "LLVM_TBAATagAttr", "access_type")?),
                2 => offset = parse_int(p)?,
                _ => constant = crate::attrs::parse_bool(p)?,
            }
            Ok(())
        })?;
        let ctx = p.ctx();
        let (Some(base), Some(access)) = (base, access) else {
            return Err(p.emit_error("struct is missing required parameter: base_type"));
        };
        return Ok(Some(make(
            ctx,
            "tbaa_tag",
            &[
                base,
                access,
                ctx.integer_attr(ctx.i64(), offset),
                ctx.bool_attr(constant),
            ],
        )));
    }
    Ok(None)
}

/// Prints the attribute after `#llvm.` if it is one of these.
pub(crate) fn print(p: &mut dyn AsmPrinter<'_>, a: Attribute) -> bool {
    let ctx = p.ctx();
    if let Some([id]) = params_of(ctx, a, "tbaa_root") {
        p.write_str("tbaa_root");
        if let Some(id) = ctx.string_attr_value(*id) {
            let id = id.to_string();
            p.write_str("<id = ");
            p.print_string_literal(id.as_bytes());
            p.write_str(">");
        }
        return true;
    }
    if let Some([id, members]) = params_of(ctx, a, "tbaa_type_desc") {
        let (id, members) = (ctx.string_attr_value(*id).unwrap_or("").to_string(), *members);
        let members: Vec<(Attribute, i64)> = ctx
            .array_attr_elements(members)
            .unwrap_or(&[])
            .iter()
            .filter_map(|&m| match params_of(ctx, m, "tbaa_member") {
                Some([d, off]) => Some((*d, int(ctx, *off))),
                _ => None,
            })
            .collect();
        p.write_str("tbaa_type_desc<id = ");
        p.print_string_literal(id.as_bytes());
        p.write_str(", members = {");
        for (i, (d, off)) in members.into_iter().enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            p.write_str("<");
            p.print_attribute(d);
            p.write_str(&format!(", {off}>"));
        }
        p.write_str("}>");
        return true;
    }
    if let Some((base, access, offset, constant)) = tag(ctx, a) {
        p.write_str("tbaa_tag<base_type = ");
        p.print_attribute(base);
        p.write_str(", access_type = ");
        p.print_attribute(access);
        p.write_str(&format!(", offset = {offset}"));
        if constant {
            p.write_str(", constant = true");
        }
        p.write_str(">");
        return true;
    }
    if let Some([d, off]) = params_of(ctx, a, "tbaa_member") {
        let (d, off) = (*d, int(ctx, *off));
        p.write_str("tbaa_member<");
        p.print_attribute(d);
        p.write_str(&format!(", {off}>"));
        return true;
    }
    false
}
