//! The alias analysis metadata attributes: `#llvm.alias_scope_domain<id =
//! ..., description = "...">`, `#llvm.alias_scope<id = ..., domain =
//! #domain, description = "...">` and `#llvm.access_group<id =
//! distinct[N]<>>`, with the aliases MLIR's printer gives them.
//!
//! Stored as `#llvm.<mnemonic><params>`, an absent description as unit.

use crate::attrs::{params_attr, params_of, wrong_kind};
use strata_ir::asm::{AsmParser, AsmPrinter, ParseResult};
use strata_ir::{AttrKind, Attribute, Context};

const MNEMONICS: [&str; 3] = ["alias_scope_domain", "alias_scope", "access_group"];

fn make(ctx: &Context, mnemonic: &str, params: &[Attribute]) -> Attribute {
    let a = params_attr(ctx, mnemonic, params);
    ctx.note_aliasable_attr();
    a
}

/// The alias of one of these attributes (its mnemonic).
pub fn alias_of(ctx: &Context, a: Attribute) -> Option<&'static str> {
    MNEMONICS.into_iter().find(|m| params_of(ctx, a, m).is_some())
}

fn description(ctx: &Context, d: Attribute) -> Option<&str> {
    ctx.string_attr_value(d)
}

/// An alias scope domain's id and description.
pub fn domain(ctx: &Context, a: Attribute) -> Option<(Attribute, Option<&str>)> {
    let [id, d] = params_of(ctx, a, "alias_scope_domain")? else {
        return None;
    };
    Some((*id, description(ctx, *d)))
}

/// An alias scope's id, domain and description.
pub fn scope(ctx: &Context, a: Attribute) -> Option<(Attribute, Attribute, Option<&str>)> {
    let [id, dom, d] = params_of(ctx, a, "alias_scope")? else {
        return None;
    };
    Some((*id, *dom, description(ctx, *d)))
}

/// An access group's id.
pub fn access_group(ctx: &Context, a: Attribute) -> Option<Attribute> {
    match params_of(ctx, a, "access_group")? {
        [id] => Some(*id),
        _ => None,
    }
}

fn parse_string(p: &mut dyn AsmParser<'_>) -> ParseResult<Attribute> {
    let pos = p.current_pos();
    match p.parse_optional_string()? {
        Some(s) => Ok(p.ctx().string_attr(&String::from_utf8_lossy(&s))),
        None => Err(p.emit_error_at(pos, "expected string")),
    }
}

/// Parses the attribute after its mnemonic, if it is one of these.
pub(crate) fn parse(p: &mut dyn AsmParser<'_>) -> ParseResult<Option<Attribute>> {
    let Some(m) = MNEMONICS.into_iter().find(|m| p.peek_keyword(m)) else {
        return Ok(None);
    };
    p.parse_optional_keyword(m);
    let start = p.current_pos();
    let unit = p.ctx().unit_attr();
    let a = match m {
        "alias_scope_domain" => {
            let (mut id, mut desc) = (unit, unit);
            crate::attrs::parse_struct(p, &["id", "description"], &["id"], &mut |p, i| {
                if i == 0 {
                    id = p.parse_attribute(None)?;
                } else {
                    desc = parse_string(p)?;
                }
                Ok(())
            })?;
            make(p.ctx(), m, &[id, desc])
        }
        "alias_scope" => {
            let (mut id, mut domain, mut desc) = (unit, unit, unit);
            crate::attrs::parse_struct(
                p,
                &["id", "domain", "description"],
                &["id", "domain"],
                &mut |p, i| {
                    match i {
                        0 => id = p.parse_attribute(None)?,
                        1 => {
                            let pos = p.current_pos();
                            domain = p.parse_attribute(None)?;
                            if params_of(p.ctx(), domain, "alias_scope_domain").is_none() {
                                return Err(wrong_kind(
                                    p,
                                    pos,
                                    "LLVM_AliasScopeAttr",
                                    "domain",
                                    "AliasScopeDomainAttr",
                                ));
                            }
                        }
                        _ => desc = parse_string(p)?,
                    }
                    Ok(())
                },
            )?;
            let ctx = p.ctx();
            let valid =
                matches!(ctx.attr_kind(id), AttrKind::Distinct { .. }) || ctx.string_attr_value(id).is_some();
            if !valid {
                return Err(p.emit_error_at(
                    start,
                    "id of an alias scope must be a StringAttr or a DistrinctAttr",
                ));
            }
            make(ctx, m, &[id, domain, desc])
        }
        _ => {
            let mut id = unit;
            crate::attrs::parse_struct(p, &["id"], &["id"], &mut |p, _| {
                let pos = p.current_pos();
                id = p.parse_attribute(None)?;
                if !matches!(p.ctx().attr_kind(id), AttrKind::Distinct { .. }) {
                    return Err(wrong_kind(p, pos, "LLVM_AccessGroupAttr", "id", "DistinctAttr"));
                }
                Ok(())
            })?;
            make(p.ctx(), m, &[id])
        }
    };
    Ok(Some(a))
}

/// Prints the attribute after `#llvm.` if it is one of these.
pub(crate) fn print(p: &mut dyn AsmPrinter<'_>, a: Attribute) -> bool {
    let ctx = p.ctx();
    let desc = |p: &mut dyn AsmPrinter<'_>, d: Option<String>| {
        if let Some(d) = d {
            p.write_str(", description = ");
            p.print_string_literal(d.as_bytes());
        }
    };
    if let Some((id, d)) = domain(ctx, a) {
        let d = d.map(str::to_string);
        p.write_str("alias_scope_domain<id = ");
        p.print_attribute(id);
        desc(p, d);
        p.write_str(">");
        return true;
    }
    if let Some((id, dom, d)) = scope(ctx, a) {
        let d = d.map(str::to_string);
        p.write_str("alias_scope<id = ");
        p.print_attribute(id);
        p.write_str(", domain = ");
        p.print_attribute(dom);
        desc(p, d);
        p.write_str(">");
        return true;
    }
    if let Some(id) = access_group(ctx, a) {
        p.write_str("access_group<id = ");
        p.print_attribute(id);
        p.write_str(">");
        return true;
    }
    false
}
