//! Enum attributes: keyword parsing and printing of [`EnumDef`] values,
//! both in op formats (`slt` in `arith.cmpi slt, ...`) and as dialect
//! attributes (`#arith.fastmath<nnan,ninf>`).

use strata_ir::asm::{AsmParser, AsmPrinter, ParseResult};
use strata_ir::{AttrKind, Attribute};

use crate::constraints::{EnumDef, EnumStorage};

fn case_list(e: &EnumDef, sep: &str) -> String {
    e.cases.iter().map(|c| c.0).collect::<Vec<_>>().join(sep)
}

/// A bare keyword or a string literal's contents, if one is next (enum
/// cases may be written either way).
pub fn parse_optional_keyword_or_string(p: &mut dyn AsmParser<'_>) -> ParseResult<Option<String>> {
    match p.parse_optional_any_keyword() {
        Some(k) => Ok(Some(k)),
        None => Ok(p
            .parse_optional_string()?
            .map(|s| String::from_utf8_lossy(&s).into_owned())),
    }
}

/// Parses the keyword value of `e` (a case keyword, or for bit enums a
/// `,`-separated list of flags) and returns the value. Errors as MLIR's
/// generated enum parsers.
pub fn parse_enum_keywords(p: &mut dyn AsmParser<'_>, e: &EnumDef, prefix: &str) -> ParseResult<u64> {
    let mut value = 0;
    loop {
        let pos = p.current_pos();
        let kw = parse_optional_keyword_or_string(p)?;
        match kw.as_deref().map(|k| e.value_of(k)) {
            Some(Some(v)) => value |= v,
            found => {
                let msg = match found {
                    None => format!("{prefix}expected valid keyword or string"),
                    Some(_) => format!("{prefix}expected {} to be one of: {}", e.name, case_list(e, ", ")),
                };
                p.emit_error_at(pos, &msg);
                return Err(emit_parameter_failure(p, e, prefix));
            }
        }
        // Flags are separated by `,` or, for enums printed with `|`, by `|`.
        let sep = match e.bit_separator.map(str::trim) {
            Some("|") => "|",
            _ => ",",
        };
        if !e.is_bit_enum() || !p.parse_optional_punct(sep) {
            return Ok(value);
        }
    }
}

/// Reports, after the error about its keyword, that the enum attribute's
/// `value` parameter did not parse (the second error MLIR's attribute
/// parsers give).
pub fn emit_parameter_failure(p: &mut dyn AsmParser<'_>, e: &EnumDef, prefix: &str) -> strata_ir::Failed {
    p.emit_error(&format!(
        "{prefix}failed to parse {} parameter 'value' which is to be a `{}`",
        e.attr_name, e.name
    ))
}

/// Parses `<value>` (the body of a dialect enum attribute, also its
/// stripped form in op formats: `fastmath<fast>`).
/// `prefix` starts error messages (`custom op 'name' ` in op formats).
pub fn parse_enum_body(p: &mut dyn AsmParser<'_>, e: &EnumDef, prefix: &str) -> ParseResult<Attribute> {
    p.parse_punct("<")?;
    let v = parse_enum_keywords(p, e, prefix)?;
    p.parse_punct(">")?;
    Ok(e.attr(p.ctx(), v))
}

/// Prints `<value>` for an attribute of `e`; an invalid value prints as
/// its integer.
pub fn print_enum_body(p: &mut dyn AsmPrinter<'_>, e: &EnumDef, a: Attribute) {
    let ctx = p.ctx();
    match e.attr_value(ctx, a) {
        Some(v) if e.is_valid(v) => {
            p.write_str("<");
            // A case that is not a bare identifier (`non-leaf`) is quoted.
            if e.is_bit_enum() {
                p.write_str(&e.to_keywords(v));
            } else {
                p.print_keyword_or_string(&e.to_keywords(v));
            }
            p.write_str(">");
        }
        _ => {
            // Not an attribute of this enum: print its parameters.
            if let AttrKind::Dialect { params, .. } = ctx.attr_kind(a) {
                p.write_str("<");
                for (i, &x) in params.iter().enumerate() {
                    if i > 0 {
                        p.write_str(", ");
                    }
                    p.print_attribute(x);
                }
                p.write_str(">");
            }
        }
    }
}

/// The dialect attribute parser hook body for a dialect whose attributes
/// are the enum attributes `enums`: positioned on the mnemonic.
pub fn parse_dialect_enum_attr(
    p: &mut dyn AsmParser<'_>,
    dialect: &str,
    enums: &[&EnumDef],
) -> ParseResult<Attribute> {
    let pos = p.current_pos();
    let mnemonic = p.parse_optional_any_keyword().unwrap_or_default();
    let found = enums
        .iter()
        .find(|e| matches!(e.storage, EnumStorage::Dialect { mnemonic: m, .. } if m == mnemonic));
    match found {
        Some(e) => parse_enum_body(p, e, ""),
        None => Err(p.emit_error_at(
            pos,
            &format!("unknown attribute `{mnemonic}` in dialect `{dialect}`"),
        )),
    }
}

/// The dialect attribute printer hook body (after `#dialect.`).
pub fn print_dialect_enum_attr(p: &mut dyn AsmPrinter<'_>, enums: &[&EnumDef], a: Attribute) {
    let ctx = p.ctx();
    let AttrKind::Dialect { mnemonic, .. } = ctx.attr_kind(a) else {
        return;
    };
    let mnemonic = ctx.ident_str(*mnemonic);
    p.write_str(mnemonic);
    let found = enums
        .iter()
        .find(|e| matches!(e.storage, EnumStorage::Dialect { mnemonic: m, .. } if m == mnemonic));
    match found {
        Some(e) => print_enum_body(p, e, a),
        None => {
            if let AttrKind::Dialect { params, .. } = ctx.attr_kind(a) {
                if !params.is_empty() {
                    p.write_str("<");
                    for (i, &x) in params.iter().enumerate() {
                        if i > 0 {
                            p.write_str(", ");
                        }
                        p.print_attribute(x);
                    }
                    p.write_str(">");
                }
            }
        }
    }
}

/// Parses the keyword (or string) of an integer-stored enum attribute in
/// an op format, with MLIR's error naming the attribute.
pub fn parse_enum_keyword_attr(
    p: &mut dyn AsmParser<'_>,
    e: &EnumDef,
    attr_name: &str,
    prefix: &str,
) -> ParseResult<Attribute> {
    let pos = p.current_pos();
    let word = parse_optional_keyword_or_string(p)?;
    match word.as_deref().and_then(|w| e.value_of(w)) {
        Some(v) => Ok(e.attr(p.ctx(), v)),
        None => Err(p.emit_error_at(
            pos,
            &format!(
                "{prefix}expected string or keyword containing one of the following enum values for attribute '{attr_name}' [{}]",
                case_list(e, ", ")
            ),
        )),
    }
}

/// Consumes the keyword of an integer-stored enum if one of its cases is
/// next (the anchor of an optional group).
pub fn parse_optional_enum_keyword_attr(p: &mut dyn AsmParser<'_>, e: &EnumDef) -> Option<Attribute> {
    let case = e.cases.iter().find(|c| p.peek_keyword(c.0))?;
    p.parse_optional_keyword(case.0);
    let mut value = case.1;
    // Further flags of a bit enum printed with `|` (`inbounds|nuw`).
    if e.bit_separator.map(str::trim) == Some("|") {
        while p.parse_optional_punct("|") {
            match e.cases.iter().find(|c| p.peek_keyword(c.0)) {
                Some(c) => {
                    p.parse_optional_keyword(c.0);
                    value |= c.1;
                }
                None => break,
            }
        }
    }
    Some(e.attr(p.ctx(), value))
}
