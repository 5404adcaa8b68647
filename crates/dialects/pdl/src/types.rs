//! The dialect's types: handles to attributes, operations, types and
//! values, and `!pdl.range<T>` of types or values.

use strata_ir::asm::{AsmParser, AsmPrinter};
use strata_ir::{Context, Failed, Type, TypeKind};
use strata_ods::typedef::{DialectTypeDefs, ParamKind, ParamSpec, TypeDefSpec};

static TYPES: [TypeDefSpec; 5] = [
    TypeDefSpec {
        cpp_name: "AttributeType",
        summary: "PDL handle to an `mlir::Attribute`",
        description: "A handle to an attribute of the matched or created IR.",
        ..TypeDefSpec::new("attribute")
    },
    TypeDefSpec {
        cpp_name: "OperationType",
        summary: "PDL handle to an `mlir::Operation *`",
        description: "A handle to an operation of the matched or created IR.",
        ..TypeDefSpec::new("operation")
    },
    TypeDefSpec {
        cpp_name: "RangeType",
        summary: "PDL handle to a range of a given sub-type",
        description: "A range of handles of one kind (`type` or `value`, also \
            `attribute` or `operation`); the element is written without the \
            `!pdl.` prefix: `!pdl.range<value>`.",
        parameters: &[ParamSpec::new("elementType", ParamKind::Type)],
        format: Some("`<` $elementType `>`"),
        ..TypeDefSpec::new("range")
    },
    TypeDefSpec {
        cpp_name: "TypeType",
        summary: "PDL handle to an `mlir::Type`",
        description: "A handle to a type of the matched or created IR.",
        ..TypeDefSpec::new("type")
    },
    TypeDefSpec {
        cpp_name: "ValueType",
        summary: "PDL handle for an `mlir::Value`",
        description: "A handle to a value of the matched or created IR.",
        ..TypeDefSpec::new("value")
    },
];

/// The dialect's types, for the documentation and the simple types'
/// parsing and printing.
pub static DEFS: DialectTypeDefs = DialectTypeDefs {
    dialect: "pdl",
    types: &TYPES,
    attrs: &[],
    unknown_type: None,
};

/// What a PDL handle type stands for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    /// `!pdl.attribute`.
    Attribute,
    /// `!pdl.operation`.
    Operation,
    /// `!pdl.type`.
    Type,
    /// `!pdl.value`.
    Value,
    /// `!pdl.range<...>`.
    Range,
}

fn pdl_type(ctx: &Context, mnemonic: &str) -> Type {
    ctx.intern_type(TypeKind::Dialect {
        dialect: ctx.ident("pdl"),
        mnemonic: ctx.ident(mnemonic),
        params: Box::new([]),
    })
}

/// `!pdl.attribute`.
pub fn attribute(ctx: &Context) -> Type {
    pdl_type(ctx, "attribute")
}
/// `!pdl.operation`.
pub fn operation(ctx: &Context) -> Type {
    pdl_type(ctx, "operation")
}
/// `!pdl.type`.
pub fn type_(ctx: &Context) -> Type {
    pdl_type(ctx, "type")
}
/// `!pdl.value`.
pub fn value(ctx: &Context) -> Type {
    pdl_type(ctx, "value")
}
/// `!pdl.range<element>`.
pub fn range(ctx: &Context, element: Type) -> Type {
    ctx.intern_type(TypeKind::Dialect {
        dialect: ctx.ident("pdl"),
        mnemonic: ctx.ident("range"),
        params: Box::new([ctx.type_attr(element)]),
    })
}

/// The kind of `t` if it is a PDL type.
pub fn kind(ctx: &Context, t: Type) -> Option<Kind> {
    let TypeKind::Dialect {
        dialect, mnemonic, ..
    } = ctx.type_kind(t)
    else {
        return None;
    };
    if ctx.ident_str(*dialect) != "pdl" {
        return None;
    }
    Some(match ctx.ident_str(*mnemonic) {
        "attribute" => Kind::Attribute,
        "operation" => Kind::Operation,
        "type" => Kind::Type,
        "value" => Kind::Value,
        "range" => Kind::Range,
        _ => return None,
    })
}

/// The element type of a range type.
pub fn range_element(ctx: &Context, t: Type) -> Option<Type> {
    DEFS.type_params(ctx, t, "range")
        .and_then(|p| p.first())
        .and_then(|&a| ctx.type_attr_value(a))
}

/// Whether `t` is `!pdl.range<k>`.
pub fn is_range_of(ctx: &Context, t: Type, k: Kind) -> bool {
    range_element(ctx, t).is_some_and(|e| kind(ctx, e) == Some(k))
}

/// The element type of a range, or `t` itself.
pub fn element_or_self(ctx: &Context, t: Type) -> Type {
    range_element(ctx, t).unwrap_or(t)
}

/// The dialect's `parse_type` hook: a range's element is a PDL type
/// written without its prefix, and may not be a range itself.
pub fn parse_type(p: &mut dyn AsmParser<'_>) -> Result<Type, Failed> {
    let ctx = p.ctx();
    if !p.peek_keyword("range") {
        return DEFS.parse_type(p);
    }
    p.parse_keyword("range")?;
    p.parse_punct("<")?;
    let at = p.current_pos();
    let element = parse_element(p)?;
    if kind(ctx, element) == Some(Kind::Range) {
        let text = ctx.type_to_string(element);
        return Err(p.emit_error_at(
            at,
            &format!("element of pdl.range cannot be another range, but got'{text}'"),
        ));
    }
    p.parse_punct(">")?;
    Ok(range(ctx, element))
}

fn parse_element(p: &mut dyn AsmParser<'_>) -> Result<Type, Failed> {
    let at = p.current_pos();
    if ["attribute", "operation", "range", "type", "value"]
        .iter()
        .any(|k| p.peek_keyword(k))
    {
        parse_type(p)
    } else {
        {
            let t = p.parse_type()?;
            let text = p.ctx().type_to_string(t);
            Err(p.emit_error_at(at, &format!("invalid 'pdl' type: `{text}'")))
        }
    }
}

/// The dialect's `print_type` hook.
pub fn print_type(p: &mut dyn AsmPrinter<'_>, t: Type) {
    let ctx = p.ctx();
    match range_element(ctx, t) {
        Some(e) => {
            p.write_str("range<");
            print_type(p, e);
            p.write_str(">");
        }
        None => DEFS.print_type(p, t),
    }
}
