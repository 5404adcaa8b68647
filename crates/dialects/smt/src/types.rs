//! The types of the smt dialect (`!smt.bool`, `!smt.int`, `!smt.bv<N>`,
//! `!smt.array<[D -> R]>`, `!smt.func<(D...) R>`, `!smt.sort<"s"[P...]>`)
//! and its one attribute, `#smt.bv<value> : !smt.bv<N>`.
//!
//! Types are `TypeKind::Dialect` with their parameters as attributes:
//! `bv` an `i64` width; `array` two type attributes; `func` an array of
//! type attributes and a type attribute; `sort` a string and an array of
//! type attributes. The `bv` attribute holds one integer attribute of type
//! `i<width>` (the value as two's complement of the width).

use strata_ir::asm::{AsmParser, AsmPrinter, ParseResult};
use strata_ir::{APInt, AttrKind, Attribute, Context, Type, TypeKind};

/// What an smt type is, with its parameters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SmtType {
    /// `!smt.bool`.
    Bool,
    /// `!smt.int`.
    Int,
    /// `!smt.bv<width>`.
    BitVector(i64),
    /// `!smt.array<[domain -> range]>`.
    Array {
        /// The index sort.
        domain: Type,
        /// The element sort.
        range: Type,
    },
    /// `!smt.func<(domain...) range>`.
    Func {
        /// The argument sorts.
        domain: Vec<Type>,
        /// The result sort.
        range: Type,
    },
    /// `!smt.sort<"identifier"[params...]>`.
    Sort {
        /// The sort's name.
        identifier: String,
        /// Its parameter sorts.
        params: Vec<Type>,
    },
}

fn make(ctx: &Context, mnemonic: &str, params: Vec<Attribute>) -> Type {
    ctx.intern_type(TypeKind::Dialect {
        dialect: ctx.ident("smt"),
        mnemonic: ctx.ident(mnemonic),
        params: params.into(),
    })
}

fn type_list(ctx: &Context, ts: &[Type]) -> Attribute {
    let elems: Vec<Attribute> = ts.iter().map(|&t| ctx.type_attr(t)).collect();
    ctx.array_attr(&elems)
}

/// `!smt.bool`.
pub fn bool_type(ctx: &Context) -> Type {
    make(ctx, "bool", Vec::new())
}

/// `!smt.int`.
pub fn int_type(ctx: &Context) -> Type {
    make(ctx, "int", Vec::new())
}

/// `!smt.bv<width>` (unchecked: see [`verify_type`]).
pub fn bv_type(ctx: &Context, width: i64) -> Type {
    make(ctx, "bv", vec![ctx.integer_attr(ctx.i64(), width)])
}

/// `!smt.array<[domain -> range]>` (unchecked).
pub fn array_type(ctx: &Context, domain: Type, range: Type) -> Type {
    make(ctx, "array", vec![ctx.type_attr(domain), ctx.type_attr(range)])
}

/// `!smt.func<(domain...) range>` (unchecked).
pub fn func_type(ctx: &Context, domain: &[Type], range: Type) -> Type {
    make(ctx, "func", vec![type_list(ctx, domain), ctx.type_attr(range)])
}

/// `!smt.sort<"identifier"[params...]>` (unchecked).
pub fn sort_type(ctx: &Context, identifier: &str, params: &[Type]) -> Type {
    make(
        ctx,
        "sort",
        vec![ctx.string_attr(identifier), type_list(ctx, params)],
    )
}

fn attr_type(ctx: &Context, a: Attribute) -> Option<Type> {
    match ctx.attr_kind(a) {
        AttrKind::Type(t) => Some(*t),
        _ => None,
    }
}

fn attr_types(ctx: &Context, a: Attribute) -> Option<Vec<Type>> {
    match ctx.attr_kind(a) {
        AttrKind::Array(items) => items.iter().map(|&i| attr_type(ctx, i)).collect(),
        _ => None,
    }
}

/// The smt type `t` is, if it is one.
pub fn smt_type(ctx: &Context, t: Type) -> Option<SmtType> {
    let TypeKind::Dialect {
        dialect,
        mnemonic,
        params,
    } = ctx.type_kind(t)
    else {
        return None;
    };
    if ctx.ident_str(*dialect) != "smt" {
        return None;
    }
    Some(match (ctx.ident_str(*mnemonic), &params[..]) {
        ("bool", []) => SmtType::Bool,
        ("int", []) => SmtType::Int,
        ("bv", [w]) => SmtType::BitVector(ctx.integer_attr_value(*w)?.sext_i64()),
        ("array", [d, r]) => SmtType::Array {
            domain: attr_type(ctx, *d)?,
            range: attr_type(ctx, *r)?,
        },
        ("func", [d, r]) => SmtType::Func {
            domain: attr_types(ctx, *d)?,
            range: attr_type(ctx, *r)?,
        },
        ("sort", [s, p]) => SmtType::Sort {
            identifier: ctx.string_attr_value(*s)?.to_string(),
            params: attr_types(ctx, *p)?,
        },
        _ => return None,
    })
}

/// The width of a `!smt.bv` type.
pub fn bv_width(ctx: &Context, t: Type) -> Option<i64> {
    match smt_type(ctx, t)? {
        SmtType::BitVector(w) => Some(w),
        _ => None,
    }
}

/// Whether `t` is `!smt.bool`.
pub fn is_bool(ctx: &Context, t: Type) -> bool {
    smt_type(ctx, t) == Some(SmtType::Bool)
}

/// Whether `t` is `!smt.int`.
pub fn is_int(ctx: &Context, t: Type) -> bool {
    smt_type(ctx, t) == Some(SmtType::Int)
}

/// Whether `t` is a `!smt.bv`.
pub fn is_bv(ctx: &Context, t: Type) -> bool {
    bv_width(ctx, t).is_some()
}

/// Whether `t` is a `!smt.array`.
pub fn is_array(ctx: &Context, t: Type) -> bool {
    matches!(smt_type(ctx, t), Some(SmtType::Array { .. }))
}

/// Whether `t` is a `!smt.func`.
pub fn is_func(ctx: &Context, t: Type) -> bool {
    matches!(smt_type(ctx, t), Some(SmtType::Func { .. }))
}

/// MLIR's `isAnySMTValueType`: any type of the dialect.
pub fn is_any_smt_value_type(ctx: &Context, t: Type) -> bool {
    smt_type(ctx, t).is_some()
}

/// MLIR's `isAnyNonFuncSMTValueType`.
pub fn is_any_non_func_smt_value_type(ctx: &Context, t: Type) -> bool {
    smt_type(ctx, t).is_some_and(|k| !matches!(k, SmtType::Func { .. }))
}

/// The checks MLIR's type verifiers make, with their messages.
pub fn verify_type(ctx: &Context, t: &SmtType) -> Result<(), &'static str> {
    let non_func = |t: Type| is_any_non_func_smt_value_type(ctx, t);
    match t {
        SmtType::BitVector(w) if *w <= 0 => Err("bit-vector must have at least a width of one"),
        SmtType::Array { domain, range } => {
            if !is_any_smt_value_type(ctx, *domain) {
                Err("domain must be any SMT value type")
            } else if !is_any_smt_value_type(ctx, *range) {
                Err("range must be any SMT value type")
            } else {
                Ok(())
            }
        }
        SmtType::Func { domain, range } => {
            if !domain.iter().all(|&d| non_func(d)) {
                Err("domain types must be any non-function SMT type")
            } else if !non_func(*range) {
                Err("range type must be any non-function SMT type")
            } else {
                Ok(())
            }
        }
        SmtType::Sort { params, .. } if !params.iter().all(|&p| non_func(p)) => {
            Err("sort parameter types must be any non-function SMT type")
        }
        _ => Ok(()),
    }
}

// ---- types' assembly ---------------------------------------------------------------

/// A non-empty comma-separated list of types (MLIR's `ArrayRefParameter`
/// of types).
fn parse_type_list(p: &mut dyn AsmParser<'_>, class: &str, param: &str) -> ParseResult<Vec<Type>> {
    let mut out = Vec::new();
    loop {
        let pos = p.current_pos();
        match p.parse_optional_type()? {
            Some(t) => out.push(t),
            None => {
                p.emit_error_at(pos, "expected non-function type");
                return Err(p.emit_error_at(
                    pos,
                    &format!(
                        "failed to parse {class} parameter '{param}' which is to be a `::llvm::ArrayRef<mlir::Type>`"
                    ),
                ));
            }
        }
        if !p.parse_optional_punct(",") {
            return Ok(out);
        }
    }
}

/// The dialect's `parse_type` hook: parses after `!smt.`.
pub fn parse_type(p: &mut dyn AsmParser<'_>) -> ParseResult<Type> {
    let ctx = p.ctx();
    let at = p.current_pos();
    let mnemonic = p.parse_optional_any_keyword().unwrap_or_default();
    // MLIR reports a type's invalid parameters where they start.
    let params_at = p.current_pos();
    let t = match mnemonic.as_str() {
        "bool" => SmtType::Bool,
        "int" => SmtType::Int,
        "bv" => {
            p.parse_punct("<")?;
            let w = p.parse_integer()?;
            p.parse_punct(">")?;
            SmtType::BitVector(w)
        }
        "array" => {
            p.parse_punct("<")?;
            p.parse_punct("[")?;
            let domain = p.parse_type()?;
            p.parse_punct("->")?;
            let range = p.parse_type()?;
            p.parse_punct("]")?;
            p.parse_punct(">")?;
            SmtType::Array { domain, range }
        }
        "func" => {
            p.parse_punct("<")?;
            p.parse_punct("(")?;
            let domain = parse_type_list(p, "SMTFuncType", "domainTypes")?;
            p.parse_punct(")")?;
            let range = p.parse_type()?;
            p.parse_punct(">")?;
            SmtType::Func { domain, range }
        }
        "sort" => {
            p.parse_punct("<")?;
            let spos = p.current_pos();
            let Some(name) = p.parse_optional_string()? else {
                return Err(p.emit_error_at(spos, "expected string"));
            };
            let params = if p.parse_optional_punct("[") {
                let params = parse_type_list(p, "SortType", "sortParams")?;
                p.parse_punct("]")?;
                params
            } else {
                Vec::new()
            };
            p.parse_punct(">")?;
            SmtType::Sort {
                identifier: String::from_utf8_lossy(&name).into_owned(),
                params,
            }
        }
        other => {
            return Err(p.emit_error_at(at, &format!("unknown  type `{other}` in dialect `smt`")));
        }
    };
    if let Err(message) = verify_type(ctx, &t) {
        return Err(p.emit_error_at(params_at, message));
    }
    Ok(build_type(ctx, &t))
}

/// The type `t` describes.
pub fn build_type(ctx: &Context, t: &SmtType) -> Type {
    match t {
        SmtType::Bool => bool_type(ctx),
        SmtType::Int => int_type(ctx),
        SmtType::BitVector(w) => bv_type(ctx, *w),
        SmtType::Array { domain, range } => array_type(ctx, *domain, *range),
        SmtType::Func { domain, range } => func_type(ctx, domain, *range),
        SmtType::Sort { identifier, params } => sort_type(ctx, identifier, params),
    }
}

fn print_type_list(p: &mut dyn AsmPrinter<'_>, ts: &[Type]) {
    for (i, &t) in ts.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_type(t);
    }
}

/// The dialect's `print_type` hook.
pub fn print_type(p: &mut dyn AsmPrinter<'_>, t: Type) {
    let Some(k) = smt_type(p.ctx(), t) else {
        return;
    };
    match k {
        SmtType::Bool => p.write_str("bool"),
        SmtType::Int => p.write_str("int"),
        SmtType::BitVector(w) => p.write_str(&format!("bv<{w}>")),
        SmtType::Array { domain, range } => {
            p.write_str("array<[");
            p.print_type(domain);
            p.write_str(" -> ");
            p.print_type(range);
            p.write_str("]>");
        }
        SmtType::Func { domain, range } => {
            p.write_str("func<(");
            print_type_list(p, &domain);
            p.write_str(") ");
            p.print_type(range);
            p.write_str(">");
        }
        SmtType::Sort { identifier, params } => {
            p.write_str("sort<");
            p.print_string_literal(identifier.as_bytes());
            if !params.is_empty() {
                p.write_str("[");
                print_type_list(p, &params);
                p.write_str("]");
            }
            p.write_str(">");
        }
    }
}

// ---- #smt.bv ------------------------------------------------------------------------

/// `#smt.bv<value> : !smt.bv<width>`, `value` truncated to the width
/// (`None` for widths beyond what an integer attribute holds).
pub fn bv_attr(ctx: &Context, value: APInt) -> Option<Attribute> {
    let ty = ctx.integer_type(value.width());
    let v = ctx.intern_attr(AttrKind::Integer { ty, value });
    Some(ctx.intern_attr(AttrKind::Dialect {
        dialect: ctx.ident("smt"),
        mnemonic: ctx.ident("bv"),
        params: Box::new([v]),
    }))
}

/// The value of a `#smt.bv` attribute (its width is the type's).
pub fn bv_attr_value(ctx: &Context, a: Attribute) -> Option<&APInt> {
    let AttrKind::Dialect {
        dialect,
        mnemonic,
        params,
    } = ctx.attr_kind(a)
    else {
        return None;
    };
    if ctx.ident_str(*dialect) != "smt" || ctx.ident_str(*mnemonic) != "bv" {
        return None;
    }
    match ctx.attr_kind(*params.first()?) {
        AttrKind::Integer { value, .. } => Some(value),
        _ => None,
    }
}

/// The type of a `#smt.bv` attribute (MLIR's `TypedAttrInterface`).
pub fn bv_attr_type(ctx: &Context, a: Attribute) -> Option<Type> {
    bv_attr_value(ctx, a).map(|v| bv_type(ctx, i64::from(v.width())))
}

/// Whether `a` is a `#smt.bv` attribute.
pub fn is_bv_attr(ctx: &Context, a: Attribute) -> bool {
    bv_attr_value(ctx, a).is_some()
}

/// The dialect's attribute parser, on the mnemonic: `bv<value>`, with the
/// type given or parsed after it.
pub fn parse_attr(p: &mut dyn AsmParser<'_>, ty: Option<Type>) -> ParseResult<Attribute> {
    let ctx = p.ctx();
    let at = p.current_pos();
    let mnemonic = p.parse_optional_any_keyword().unwrap_or_default();
    if mnemonic != "bv" {
        return Err(p.emit_error_at(at, &format!("unknown attribute `{mnemonic}` in dialect `smt`")));
    }
    let lpos = p.current_pos();
    p.parse_punct("<")?;
    let vpos = p.current_pos();
    let Some(value) = p.parse_optional_big_integer()? else {
        return Err(p.emit_error_at(vpos, "expected integer value"));
    };
    p.parse_punct(">")?;
    let ty = match ty {
        Some(t) => Some(t),
        None if p.parse_optional_punct(":") => Some(p.parse_type()?),
        None => None,
    };
    let Some(width) = ty.and_then(|t| bv_width(ctx, t)) else {
        return Err(p.emit_error_at(lpos, "explicit bit-vector type required"));
    };
    let Some(width) = u32::try_from(width).ok().filter(|&w| w < (1 << 24)) else {
        return Err(p.emit_error_at(vpos, "bit-vector width too large for a constant"));
    };
    // The literal is in range when it is an unsigned or a signed value of
    // the width: at most `width` bits of magnitude, or `width` bits of
    // two's complement when negative.
    let fits = if value.is_negative() {
        value.not().active_bits() < width
    } else {
        value.active_bits() <= width
    };
    if !fits {
        return Err(p.emit_error_at(vpos, "integer value out of range for given bit-vector type"));
    }
    let v = if value.width() >= width {
        APInt::from_words(width, value.words())
    } else if value.is_negative() {
        value.sext(width)
    } else {
        value.zext(width)
    };
    bv_attr(ctx, v).ok_or_else(|| p.emit_error_at(vpos, "invalid bit-vector constant"))
}

/// The dialect's attribute printer: `bv<value>`, the value signed (the
/// printer adds the type).
pub fn print_attr(p: &mut dyn AsmPrinter<'_>, a: Attribute) {
    if let Some(v) = bv_attr_value(p.ctx(), a) {
        let s = v.to_string_signed();
        p.write_str(&format!("bv<{s}>"));
    }
}
