//! The types of the rise dialect and its attributes.
//!
//! Types are `TypeKind::Dialect` with their parameters as attributes:
//! `!rise.scalar<T>` a type attribute (a builtin type), `!rise.array<N, D>`
//! an `i64` length and a type attribute, `!rise.tuple<D, D>` and
//! `!rise.fun<T -> T>` two type attributes. Inside a rise type the nested
//! rise types are written without their `!rise.` prefix, as the thesis
//! listings write them: `!rise.fun<scalar<f32> -> array<4, scalar<f32>>>`.
//!
//! Attributes: `#rise.nat<N>` (a natural number: a length or a count) and the data
//! type attributes that monomorphise patterns, `#rise.scalar<f32>`,
//! `#rise.array<4, scalar<f32>>`, `#rise.tuple<...>` (one attribute
//! `type` wrapping the type, printed as the type's body).

use strata_ir::asm::{AsmParser, AsmPrinter, ParseResult};
use strata_ir::{AttrKind, Attribute, Context, Type, TypeKind};

/// What a rise type is, with its parameters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RiseType {
    /// `scalar<T>`: a value of the builtin type `T`.
    Scalar(Type),
    /// `array<N, D>`.
    Array(i64, Type),
    /// `tuple<D1, D2>`.
    Tuple(Type, Type),
    /// `fun<A -> R>`.
    Fun(Type, Type),
}

fn make(ctx: &Context, mnemonic: &str, params: Vec<Attribute>) -> Type {
    ctx.intern_type(TypeKind::Dialect {
        dialect: ctx.ident("rise"),
        mnemonic: ctx.ident(mnemonic),
        params: params.into(),
    })
}

/// `!rise.scalar<t>`.
pub fn scalar_type(ctx: &Context, t: Type) -> Type {
    make(ctx, "scalar", vec![ctx.type_attr(t)])
}

/// `!rise.array<n, elem>`.
pub fn array_type(ctx: &Context, n: i64, elem: Type) -> Type {
    make(
        ctx,
        "array",
        vec![ctx.integer_attr(ctx.i64(), n), ctx.type_attr(elem)],
    )
}

/// `!rise.tuple<a, b>`.
pub fn tuple_type(ctx: &Context, a: Type, b: Type) -> Type {
    make(ctx, "tuple", vec![ctx.type_attr(a), ctx.type_attr(b)])
}

/// `!rise.fun<arg -> result>`.
pub fn fun_type(ctx: &Context, arg: Type, result: Type) -> Type {
    make(ctx, "fun", vec![ctx.type_attr(arg), ctx.type_attr(result)])
}

/// The curried function type `a1 -> a2 -> ... -> result`.
pub fn fun_type_n(ctx: &Context, args: &[Type], result: Type) -> Type {
    args.iter().rev().fold(result, |r, &a| fun_type(ctx, a, r))
}

/// The type `t` describes.
pub fn build_type(ctx: &Context, t: RiseType) -> Type {
    match t {
        RiseType::Scalar(s) => scalar_type(ctx, s),
        RiseType::Array(n, e) => array_type(ctx, n, e),
        RiseType::Tuple(a, b) => tuple_type(ctx, a, b),
        RiseType::Fun(a, r) => fun_type(ctx, a, r),
    }
}

/// The rise type `t` is, if it is one.
pub fn rise_type(ctx: &Context, t: Type) -> Option<RiseType> {
    let TypeKind::Dialect {
        dialect,
        mnemonic,
        params,
    } = ctx.type_kind(t)
    else {
        return None;
    };
    if ctx.ident_str(*dialect) != "rise" {
        return None;
    }
    let ty = |a: &Attribute| ctx.type_attr_value(*a);
    Some(match (ctx.ident_str(*mnemonic), &params[..]) {
        ("scalar", [s]) => RiseType::Scalar(ty(s)?),
        ("array", [n, e]) => RiseType::Array(ctx.integer_attr_value(*n)?.sext_i64(), ty(e)?),
        ("tuple", [a, b]) => RiseType::Tuple(ty(a)?, ty(b)?),
        ("fun", [a, r]) => RiseType::Fun(ty(a)?, ty(r)?),
        _ => return None,
    })
}

/// Whether `t` is a type of the dialect.
pub fn is_rise_type(ctx: &Context, t: Type) -> bool {
    rise_type(ctx, t).is_some()
}

/// Whether `t` is a data type (scalar, array or tuple, no function).
pub fn is_data_type(ctx: &Context, t: Type) -> bool {
    matches!(
        rise_type(ctx, t),
        Some(RiseType::Scalar(_) | RiseType::Array(..) | RiseType::Tuple(..))
    )
}

/// Whether `t` is a `!rise.fun`.
pub fn is_fun_type(ctx: &Context, t: Type) -> bool {
    matches!(rise_type(ctx, t), Some(RiseType::Fun(..)))
}

/// The argument and result of a `!rise.fun`.
pub fn fun_parts(ctx: &Context, t: Type) -> Option<(Type, Type)> {
    match rise_type(ctx, t)? {
        RiseType::Fun(a, r) => Some((a, r)),
        _ => None,
    }
}

/// The length and element type of a `!rise.array`.
pub fn array_parts(ctx: &Context, t: Type) -> Option<(i64, Type)> {
    match rise_type(ctx, t)? {
        RiseType::Array(n, e) => Some((n, e)),
        _ => None,
    }
}

/// The builtin type a `!rise.scalar` wraps.
pub fn scalar_inner(ctx: &Context, t: Type) -> Option<Type> {
    match rise_type(ctx, t)? {
        RiseType::Scalar(s) => Some(s),
        _ => None,
    }
}

/// The components of a `!rise.tuple`.
pub fn tuple_parts(ctx: &Context, t: Type) -> Option<(Type, Type)> {
    match rise_type(ctx, t)? {
        RiseType::Tuple(a, b) => Some((a, b)),
        _ => None,
    }
}

/// What is wrong with a rise type's parameters, if anything.
pub fn verify_type(ctx: &Context, t: RiseType) -> Result<(), &'static str> {
    match t {
        RiseType::Scalar(s) if is_rise_type(ctx, s) => Err("scalar must wrap a type that is not a rise type"),
        RiseType::Array(n, _) if n < 1 => Err("array length must be at least one"),
        RiseType::Array(_, e) if !is_data_type(ctx, e) => Err("array element must be a rise data type"),
        RiseType::Tuple(a, b) if !is_data_type(ctx, a) || !is_data_type(ctx, b) => {
            Err("tuple components must be rise data types")
        }
        RiseType::Fun(a, r) if !is_rise_type(ctx, a) || !is_rise_type(ctx, r) => {
            Err("function argument and result must be rise types")
        }
        _ => Ok(()),
    }
}

// ---- assembly -------------------------------------------------------------------------

/// A nested type: a rise type without its prefix, or any type.
fn parse_nested(p: &mut dyn AsmParser<'_>) -> ParseResult<Type> {
    for m in ["scalar", "array", "tuple", "fun"] {
        if p.peek_keyword(m) {
            let m = p.parse_optional_any_keyword().unwrap_or_default();
            return parse_body(p, &m);
        }
    }
    p.parse_type()
}

/// The parameters after the mnemonic `m`: `<...>`.
fn parse_body(p: &mut dyn AsmParser<'_>, m: &str) -> ParseResult<Type> {
    let ctx = p.ctx();
    let at = p.current_pos();
    let t = match m {
        "scalar" => {
            p.parse_punct("<")?;
            let s = p.parse_type()?;
            p.parse_punct(">")?;
            RiseType::Scalar(s)
        }
        "array" => {
            p.parse_punct("<")?;
            let n = p.parse_integer()?;
            p.parse_punct(",")?;
            let e = parse_nested(p)?;
            p.parse_punct(">")?;
            RiseType::Array(n, e)
        }
        "tuple" => {
            p.parse_punct("<")?;
            let a = parse_nested(p)?;
            p.parse_punct(",")?;
            let b = parse_nested(p)?;
            p.parse_punct(">")?;
            RiseType::Tuple(a, b)
        }
        "fun" => {
            p.parse_punct("<")?;
            let a = parse_nested(p)?;
            p.parse_punct("->")?;
            let r = parse_nested(p)?;
            p.parse_punct(">")?;
            RiseType::Fun(a, r)
        }
        other => {
            return Err(p.emit_error_at(at, &format!("unknown type `{other}` in dialect `rise`")));
        }
    };
    if let Err(message) = verify_type(ctx, t) {
        return Err(p.emit_error_at(at, message));
    }
    Ok(build_type(ctx, t))
}

/// The dialect's `parse_type` hook: parses after `!rise.`.
pub fn parse_type(p: &mut dyn AsmParser<'_>) -> ParseResult<Type> {
    let at = p.current_pos();
    let Some(m) = p.parse_optional_any_keyword() else {
        return Err(p.emit_error_at(at, "expected a rise type mnemonic"));
    };
    parse_body(p, &m)
}

fn print_nested(p: &mut dyn AsmPrinter<'_>, t: Type) {
    if is_rise_type(p.ctx(), t) {
        print_type(p, t);
    } else {
        p.print_type(t);
    }
}

/// The dialect's `print_type` hook: the type after `!rise.`.
pub fn print_type(p: &mut dyn AsmPrinter<'_>, t: Type) {
    let Some(k) = rise_type(p.ctx(), t) else {
        return;
    };
    match k {
        RiseType::Scalar(s) => {
            p.write_str("scalar<");
            p.print_type(s);
            p.write_str(">");
        }
        RiseType::Array(n, e) => {
            p.write_str(&format!("array<{n}, "));
            print_nested(p, e);
            p.write_str(">");
        }
        RiseType::Tuple(a, b) => {
            p.write_str("tuple<");
            print_nested(p, a);
            p.write_str(", ");
            print_nested(p, b);
            p.write_str(">");
        }
        RiseType::Fun(a, r) => {
            p.write_str("fun<");
            print_nested(p, a);
            p.write_str(" -> ");
            print_nested(p, r);
            p.write_str(">");
        }
    }
}

// ---- attributes -------------------------------------------------------------------------

/// `#rise.nat<n>`.
pub fn nat_attr(ctx: &Context, n: i64) -> Attribute {
    ctx.intern_attr(AttrKind::Dialect {
        dialect: ctx.ident("rise"),
        mnemonic: ctx.ident("nat"),
        params: Box::new([ctx.integer_attr(ctx.i64(), n)]),
    })
}

/// The data type attribute for `t` (`#rise.scalar<f32>`, ...).
pub fn type_attr(ctx: &Context, t: Type) -> Attribute {
    ctx.intern_attr(AttrKind::Dialect {
        dialect: ctx.ident("rise"),
        mnemonic: ctx.ident("type"),
        params: Box::new([ctx.type_attr(t)]),
    })
}

fn dialect_attr<'c>(ctx: &'c Context, a: Attribute, mnemonic: &str) -> Option<&'c [Attribute]> {
    let AttrKind::Dialect {
        dialect,
        mnemonic: m,
        params,
    } = ctx.attr_kind(a)
    else {
        return None;
    };
    (ctx.ident_str(*dialect) == "rise" && ctx.ident_str(*m) == mnemonic).then_some(&params[..])
}

/// The value of a `#rise.nat`.
pub fn nat_value(ctx: &Context, a: Attribute) -> Option<i64> {
    match dialect_attr(ctx, a, "nat")? {
        [v] => Some(ctx.integer_attr_value(*v)?.sext_i64()),
        _ => None,
    }
}

/// The type of a data type attribute.
pub fn type_attr_value(ctx: &Context, a: Attribute) -> Option<Type> {
    match dialect_attr(ctx, a, "type")? {
        [t] => ctx.type_attr_value(*t),
        _ => None,
    }
}

/// The dialect's attribute parser, on the mnemonic.
pub fn parse_attr(p: &mut dyn AsmParser<'_>, _ty: Option<Type>) -> ParseResult<Attribute> {
    let ctx = p.ctx();
    let at = p.current_pos();
    let Some(m) = p.parse_optional_any_keyword() else {
        return Err(p.emit_error_at(at, "expected a rise attribute mnemonic"));
    };
    if m == "nat" {
        p.parse_punct("<")?;
        let vpos = p.current_pos();
        let n = p.parse_integer()?;
        p.parse_punct(">")?;
        if n < 0 {
            return Err(p.emit_error_at(vpos, "nat must not be negative"));
        }
        return Ok(nat_attr(ctx, n));
    }
    if !["scalar", "array", "tuple"].contains(&m.as_str()) {
        return Err(p.emit_error_at(at, &format!("unknown attribute `{m}` in dialect `rise`")));
    }
    let t = parse_body(p, &m)?;
    Ok(type_attr(ctx, t))
}

/// The dialect's attribute printer: `nat<n>` or a type's body.
pub fn print_attr(p: &mut dyn AsmPrinter<'_>, a: Attribute) {
    let ctx = p.ctx();
    if let Some(n) = nat_value(ctx, a) {
        p.write_str(&format!("nat<{n}>"));
    } else if let Some(t) = type_attr_value(ctx, a) {
        print_type(p, t);
    }
}
