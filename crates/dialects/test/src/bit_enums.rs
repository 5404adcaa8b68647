//! The test dialect's bit enum attributes, `#test.bit_enum<read, write>`
//! and `#test.bit_enum_vbar<user | group>`, and the ops holding them
//! (`test.op_with_bit_enum`, `test.op_with_bit_enum_vbar`).
//!
//! MLIR defines these enums with its newer enum classes, whose attribute
//! parser words errors differently from the older ones the other dialects
//! use ("expected one of [read, write, execute] for a test bit enum, got:
//! sticky"); the attribute hook here follows that wording.

use strata_ir::asm::{AsmParser, AsmPrinter, ParseResult};
use strata_ir::{AttrKind, Attribute};
use strata_ods::constraints::{attrs, AttrConstraint, EnumDef, EnumStorage};
use strata_ods::enum_attr::{
    emit_parameter_failure, parse_optional_keyword_or_string, print_dialect_enum_attr,
};

/// `TestBitEnum`: read, write, execute; printed with `, `.
pub static TEST_BIT_ENUM: EnumDef = EnumDef {
    name: "test::TestBitEnum",
    attr_name: "TestBitEnumAttr",
    summary: "a test bit enum",
    cases: &[("read", 1), ("write", 2), ("execute", 4)],
    storage: EnumStorage::Dialect {
        dialect: "test",
        mnemonic: "bit_enum",
    },
    bit_separator: Some(", "),
};

/// `TestBitEnumVerticalBar`: user, group, other; printed with ` | `.
pub static TEST_BIT_ENUM_VBAR: EnumDef = EnumDef {
    name: "test::TestBitEnumVerticalBar",
    attr_name: "TestBitEnumVerticalBarAttr",
    summary: "another test bit enum",
    cases: &[("user", 1), ("group", 2), ("other", 4)],
    storage: EnumStorage::Dialect {
        dialect: "test",
        mnemonic: "bit_enum_vbar",
    },
    bit_separator: Some(" | "),
};

const ENUMS: &[&EnumDef] = &[&TEST_BIT_ENUM, &TEST_BIT_ENUM_VBAR];

/// The enum whose attribute `mnemonic` names, if any.
fn enum_named(mnemonic: &str) -> Option<&'static EnumDef> {
    ENUMS
        .iter()
        .copied()
        .find(|e| matches!(e.storage, EnumStorage::Dialect { mnemonic: m, .. } if m == mnemonic))
}

/// Whether the next keyword is one of these attributes' mnemonics.
pub fn is_bit_enum_next(p: &dyn AsmParser<'_>) -> bool {
    ENUMS.iter().any(|e| match e.storage {
        EnumStorage::Dialect { mnemonic, .. } => p.peek_keyword(mnemonic),
        EnumStorage::Integer(_) => false,
    })
}

/// Parses `mnemonic<flag sep flag ...>`.
pub fn parse_bit_enum_attr(p: &mut dyn AsmParser<'_>) -> ParseResult<Attribute> {
    let mnemonic = p.parse_optional_any_keyword().unwrap_or_default();
    let Some(e) = enum_named(&mnemonic) else {
        return Err(p.emit_error(&format!("unknown attribute `{mnemonic}` in dialect `test`")));
    };
    p.parse_punct("<")?;
    let sep = e.bit_separator.map_or(",", str::trim);
    let mut value = 0;
    loop {
        let pos = p.current_pos();
        let Some(keyword) = parse_optional_keyword_or_string(p)? else {
            p.emit_error_at(pos, &format!("expected keyword for {}", e.summary));
            return Err(emit_parameter_failure(p, e, ""));
        };
        let Some(flag) = e.value_of(&keyword) else {
            let cases: Vec<&str> = e.cases.iter().map(|c| c.0).collect();
            p.emit_error_at(
                pos,
                &format!(
                    "expected one of [{}] for {}, got: {keyword}",
                    cases.join(", "),
                    e.summary
                ),
            );
            return Err(emit_parameter_failure(p, e, ""));
        };
        value |= flag;
        if !p.parse_optional_punct(sep) {
            break;
        }
    }
    p.parse_punct(">")?;
    Ok(e.attr(p.ctx(), value))
}

/// Prints one of these attributes (after `#test.`); false for others.
pub fn print_bit_enum_attr(p: &mut dyn AsmPrinter<'_>, a: Attribute) -> bool {
    let ctx = p.ctx();
    let ours = matches!(ctx.attr_kind(a), AttrKind::Dialect { mnemonic, .. } if enum_named(ctx.ident_str(*mnemonic)).is_some());
    if ours {
        print_dialect_enum_attr(p, ENUMS, a);
    }
    ours
}

strata_ods::op! {
    /// Holds a `#test.bit_enum` and, optionally, any attribute as `tag`.
    pub OpWithBitEnum(OP_WITH_BIT_ENUM, "test.op_with_bit_enum") {
        attributes(
            value: attr = required(AttrConstraint::Enum(&TEST_BIT_ENUM)),
            tag: opt_attr = optional(attrs::ANY_ATTR),
        )
        example: "test.op_with_bit_enum <read, execute> tag 1 : i32",
        format: Some("$value (`tag` $tag^)? attr-dict"),
    }
    /// Holds a `#test.bit_enum_vbar` and, optionally, any attribute as
    /// `tag`.
    pub OpWithBitEnumVerticalBar(OP_WITH_BIT_ENUM_VBAR, "test.op_with_bit_enum_vbar") {
        attributes(
            value: attr = required(AttrConstraint::Enum(&TEST_BIT_ENUM_VBAR)),
            tag: opt_attr = optional(attrs::ANY_ATTR),
        )
        example: "test.op_with_bit_enum_vbar <user | group>",
        format: Some("$value (`tag` $tag^)? attr-dict"),
    }
}
