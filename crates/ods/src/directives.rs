//! `custom<Name>(args...)` directives of the declarative assembly format.
//!
//! A directive is a pair of hand-written functions over its arguments. An
//! op spec lists the directives its format uses
//! ([`crate::OpSpec::custom_directives`]); the format interpreter collects
//! the arguments (operand groups, type groups and attributes; `ref(...)`
//! arguments carry what earlier elements parsed), calls the directive, and
//! stores what it parsed. Directives shared by several dialects live here.

use strata_ir::asm::{OpAsmParser, OpAsmPrinter, ParseResult, UnresolvedOperand};
use strata_ir::{AttrKind, Attribute, Context, OpRef, Type, ValueId, DYNAMIC};

/// One argument of a custom directive while parsing. Arguments written
/// `ref(...)` arrive filled with what was parsed before; the others arrive
/// empty and the directive fills them.
#[derive(Clone, Debug)]
pub enum ParseArg {
    /// An operand group (`$name`): single, optional or variadic.
    Operands(Vec<UnresolvedOperand>),
    /// The types of an operand or result group (`type($name)`).
    Types(Vec<Type>),
    /// An attribute (`$name`); `None` when absent.
    Attr(Option<Attribute>),
}

/// One argument of a custom directive while printing.
#[derive(Clone, Debug)]
pub enum PrintArg {
    /// Values (the operands a `$name` argument refers to).
    Operands(Vec<ValueId>),
    /// Types (of a `type(...)` argument).
    Types(Vec<Type>),
    /// An attribute, absent when the op does not have it.
    Attr(Option<Attribute>),
}

/// The parsing half of a custom directive: fills its arguments.
pub type DirectiveParseFn = fn(&mut dyn OpAsmParser<'_>, &mut [ParseArg]) -> ParseResult<()>;
/// The printing half of a custom directive: prints the op's arguments.
pub type DirectivePrintFn = fn(&mut dyn OpAsmPrinter<'_>, OpRef<'_>, &[PrintArg]);

/// A `custom<Name>` directive: its name in formats and its two halves.
#[derive(Copy, Clone, Debug)]
pub struct CustomDirective {
    /// The name after `custom` in formats (`custom<Name>`).
    pub name: &'static str,
    /// Parses the directive's text into its arguments.
    pub parse: DirectiveParseFn,
    /// Prints the directive's arguments.
    pub print: DirectivePrintFn,
}

impl ParseArg {
    /// The parsed operands of an operand argument (empty otherwise).
    pub fn operands(&self) -> &[UnresolvedOperand] {
        match self {
            ParseArg::Operands(v) => v,
            _ => &[],
        }
    }
    /// The types the argument holds (empty if it holds none).
    pub fn types(&self) -> &[Type] {
        match self {
            ParseArg::Types(v) => v,
            _ => &[],
        }
    }
    /// The attribute the argument holds, if any.
    pub fn attr(&self) -> Option<Attribute> {
        match self {
            ParseArg::Attr(a) => *a,
            _ => None,
        }
    }
}

impl PrintArg {
    /// The values the argument holds (empty if it holds none).
    pub fn operands(&self) -> &[ValueId] {
        match self {
            PrintArg::Operands(v) => v,
            _ => &[],
        }
    }
    /// The types the argument holds (empty if it holds none).
    pub fn types(&self) -> &[Type] {
        match self {
            PrintArg::Types(v) => v,
            _ => &[],
        }
    }
    /// The attribute the argument holds, if any.
    pub fn attr(&self) -> Option<Attribute> {
        match self {
            PrintArg::Attr(a) => *a,
            _ => None,
        }
    }
}

// ---- dense i64 arrays ------------------------------------------------------------

/// `array<i64: ...>` (a `DenseI64ArrayAttr`).
pub fn dense_i64_array(ctx: &Context, values: &[i64]) -> Attribute {
    let bytes: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
    ctx.intern_attr(AttrKind::DenseArray {
        element: ctx.i64(),
        len: values.len() as u32,
        bytes: bytes.into(),
    })
}

/// The values of an `array<i64: ...>` attribute.
pub fn dense_i64_values(ctx: &Context, a: Attribute) -> Option<Vec<i64>> {
    match ctx.attr_kind(a) {
        AttrKind::DenseArray { element, bytes, .. } if ctx.integer_width(*element) == Some(64) => Some(
            bytes
                .chunks_exact(8)
                .map(|c| i64::from_le_bytes([c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]]))
                .collect(),
        ),
        _ => None,
    }
}

/// A dense i32 array attribute (`array<i32: ...>`), as operand segment
/// sizes are.
pub fn dense_i32_array(ctx: &Context, values: &[i32]) -> Attribute {
    ctx.dense_i32_array_attr(values)
}

/// The values of an `array<i32: ...>` attribute.
pub fn dense_i32_values(ctx: &Context, a: Attribute) -> Option<Vec<i32>> {
    Some(ctx.dense_i32_array_elements(a)?.collect())
}

// ---- DynamicIndexList ----------------------------------------------------------------

/// Parses `[a, 4, %v]` into the operand group and the static list
/// ([`DYNAMIC`] where an operand stands).
pub fn parse_dynamic_index_list(
    p: &mut dyn OpAsmParser<'_>,
    values: &mut Vec<UnresolvedOperand>,
    integers: &mut Vec<i64>,
) -> ParseResult<()> {
    parse_index_list(p, values, integers, None)
}

/// Like [`parse_dynamic_index_list`], where an entry may also be `[4]` or
/// `[%v]`, a scalable one (`scalable` gets one flag per entry).
pub fn parse_scalable_dynamic_index_list(
    p: &mut dyn OpAsmParser<'_>,
    values: &mut Vec<UnresolvedOperand>,
    integers: &mut Vec<i64>,
    scalable: &mut Vec<bool>,
) -> ParseResult<()> {
    parse_index_list(p, values, integers, Some(scalable))
}

fn parse_index_list(
    p: &mut dyn OpAsmParser<'_>,
    values: &mut Vec<UnresolvedOperand>,
    integers: &mut Vec<i64>,
    mut scalable: Option<&mut Vec<bool>>,
) -> ParseResult<()> {
    p.parse_punct("[")?;
    if p.parse_optional_punct("]") {
        return Ok(());
    }
    loop {
        let bracketed = scalable.is_some() && p.parse_optional_punct("[");
        if let Some(v) = p.parse_optional_operand()? {
            values.push(v);
            integers.push(DYNAMIC);
        } else {
            match p.parse_integer() {
                Ok(i) => integers.push(i),
                Err(_) => {
                    let pos = p.name_pos();
                    return Err(p.emit_error_at(pos, "expected SSA value or integer"));
                }
            }
        }
        if bracketed && !p.parse_optional_punct("]") {
            let pos = p.name_pos();
            return Err(p.emit_error_at(pos, "expected SSA value or integer"));
        }
        if let Some(flags) = scalable.as_deref_mut() {
            flags.push(bracketed);
        }
        if p.parse_optional_punct("]") {
            return Ok(());
        }
        if !p.parse_optional_punct(",") {
            // MLIR's comma-separated list error, then the list's own.
            p.emit_wrong_token_error("expected ']' in dynamic index list");
            let pos = p.name_pos();
            return Err(p.emit_error_at(pos, "expected SSA value or integer"));
        }
    }
}

/// Prints `[a, 4, %v]`: the static entries, with the operands in the
/// dynamic ones.
pub fn print_dynamic_index_list(p: &mut dyn OpAsmPrinter<'_>, values: &[ValueId], integers: &[i64]) {
    print_scalable_dynamic_index_list(p, values, integers, &[]);
}

/// Like [`print_dynamic_index_list`], with the entries flagged in
/// `scalable` in brackets.
pub fn print_scalable_dynamic_index_list(
    p: &mut dyn OpAsmPrinter<'_>,
    values: &[ValueId],
    integers: &[i64],
    scalable: &[bool],
) {
    p.write_str("[");
    let mut dynamic = values.iter();
    for (i, &n) in integers.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        let bracketed = scalable.get(i).copied().unwrap_or(false);
        if bracketed {
            p.write_str("[");
        }
        if n == DYNAMIC {
            match dynamic.next() {
                Some(&v) => p.print_operand(v),
                None => p.write_str("<<NULL VALUE>>"),
            }
        } else {
            p.write_str(&n.to_string());
        }
        if bracketed {
            p.write_str("]");
        }
    }
    p.write_str("]");
}

/// `array<i1: ...>` (a `DenseBoolArrayAttr`).
pub fn dense_bool_array(ctx: &Context, values: &[bool]) -> Attribute {
    ctx.intern_attr(AttrKind::DenseArray {
        element: ctx.i1(),
        len: values.len() as u32,
        bytes: values.iter().map(|&b| b as u8).collect::<Vec<u8>>().into(),
    })
}

/// The values of an `array<i1: ...>` attribute.
pub fn dense_bool_values(ctx: &Context, a: Attribute) -> Option<Vec<bool>> {
    match ctx.attr_kind(a) {
        AttrKind::DenseArray { element, bytes, .. } if ctx.integer_width(*element) == Some(1) => {
            Some(bytes.iter().map(|&b| b != 0).collect())
        }
        _ => None,
    }
}

fn parse_dynamic_index_list_directive(p: &mut dyn OpAsmParser<'_>, args: &mut [ParseArg]) -> ParseResult<()> {
    let (mut values, mut integers, mut scalable) = (Vec::new(), Vec::new(), Vec::new());
    // A third argument holds the scalable flags (MLIR's `scalable_sizes`).
    let with_flags = matches!(args.get(2), Some(ParseArg::Attr(_)));
    if with_flags {
        parse_scalable_dynamic_index_list(p, &mut values, &mut integers, &mut scalable)?;
    } else {
        parse_dynamic_index_list(p, &mut values, &mut integers)?;
    }
    let ctx = p.ctx();
    if let [ParseArg::Operands(v), ParseArg::Attr(a), rest @ ..] = args {
        *v = values;
        *a = Some(dense_i64_array(ctx, &integers));
        if let Some(ParseArg::Attr(flags)) = rest.first_mut() {
            *flags = Some(dense_bool_array(ctx, &scalable));
        }
    }
    Ok(())
}

fn print_dynamic_index_list_directive(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>, args: &[PrintArg]) {
    let values = args.first().map(PrintArg::operands).unwrap_or_default();
    let integers = args
        .get(1)
        .and_then(PrintArg::attr)
        .and_then(|a| dense_i64_values(op.ctx, a))
        .unwrap_or_default();
    let scalable = args
        .get(2)
        .and_then(PrintArg::attr)
        .and_then(|a| dense_bool_values(op.ctx, a))
        .unwrap_or_default();
    print_scalable_dynamic_index_list(p, values, &integers, &scalable);
}

/// `custom<DynamicIndexList>($values, $static_values)`: a bracketed list
/// mixing SSA values and integers.
pub static DYNAMIC_INDEX_LIST: CustomDirective = CustomDirective {
    name: "DynamicIndexList",
    parse: parse_dynamic_index_list_directive,
    print: print_dynamic_index_list_directive,
};
