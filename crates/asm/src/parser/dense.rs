//! Element literals: `dense<...>`, `array<...>`, `sparse<...>`,
//! `dense_resource<...>`, and the decimal-to-float conversions they share
//! with float attributes.

use rustc_apfloat::ieee::{BFloat, Double, Float8E4M3FN, Float8E5M2, Half, Quad, Single, X87DoubleExtended};
use rustc_apfloat::{Float, FloatConvert, Round};
use strata_ir::{AttrKind, Attribute, DenseData, FloatKind, Type, TypeKind};

use super::attrs::{build_apint, int_storage_width, literal_magnitude};
use super::{PResult, Parser};
use crate::lexer::{Token, TokenKind};

/// The bits of a decimal literal in format `F`. As MLIR's parser does, the
/// literal is read as an f64 first and then converted (so `0.1 : f128` is
/// the f64 nearest to 0.1, widened).
fn apfloat_bits<F>(s: &str, negative: bool) -> u128
where
    F: Float,
    Double: FloatConvert<F>,
{
    let v = Double::from_str_r(s, Round::NearestTiesToEven)
        .map(|r| r.value)
        .unwrap_or(Double::NAN);
    let v = if negative { -v } else { v };
    let mut loses_info = false;
    v.convert(&mut loses_info).value.to_bits()
}

/// Parameters of the small float formats rustc_apfloat lacks.
struct SmallFormat {
    exp_bits: u32,
    man_bits: u32,
    bias: i32,
    /// Has infinities (IEEE-like: the top exponent is reserved).
    ieee: bool,
    /// NaN encoding for non-IEEE formats: `Some(bits)` without sign.
    nan: Option<u128>,
    /// Unsigned zero only (FNUZ): negative zero becomes zero, NaN is
    /// the sign bit alone.
    nuz: bool,
    unsigned: bool,
}

fn small_format(kind: FloatKind) -> SmallFormat {
    let f = |exp_bits, man_bits, bias, ieee, nan: Option<u128>, nuz| SmallFormat {
        exp_bits,
        man_bits,
        bias,
        ieee,
        nan,
        nuz,
        unsigned: false,
    };
    match kind {
        FloatKind::F4E2M1FN => f(2, 1, 1, false, None, false),
        FloatKind::F6E2M3FN => f(2, 3, 1, false, None, false),
        FloatKind::F6E3M2FN => f(3, 2, 3, false, None, false),
        FloatKind::F8E4M3 => f(4, 3, 7, true, None, false),
        FloatKind::F8E5M2FNUZ => f(5, 2, 16, false, Some(0x80), true),
        FloatKind::F8E4M3FNUZ => f(4, 3, 8, false, Some(0x80), true),
        FloatKind::F8E4M3B11FNUZ => f(4, 3, 11, false, Some(0x80), true),
        FloatKind::F8E3M4 => f(3, 4, 3, true, None, false),
        FloatKind::F8E8M0FNU => SmallFormat {
            exp_bits: 8,
            man_bits: 0,
            bias: 127,
            ieee: false,
            nan: Some(0xFF),
            nuz: false,
            unsigned: true,
        },
        // TF32 and anything else: IEEE-like 1-8-10.
        _ => f(8, 10, 127, true, None, false),
    }
}

/// Rounds an f64 to a small format, to nearest with ties to even.
fn small_float_bits(x: f64, kind: FloatKind) -> u128 {
    let fmt = small_format(kind);
    let width = kind.width();
    let sign_bit: u128 = if fmt.unsigned { 0 } else { 1u128 << (width - 1) };
    let neg = x.is_sign_negative();
    let a = x.abs();
    let man = fmt.man_bits;
    let top_exp_field = (1u128 << fmt.exp_bits) - 1;
    let nan_bits = if fmt.ieee {
        (top_exp_field << man) | (1u128 << man.saturating_sub(1))
    } else {
        fmt.nan.unwrap_or(0)
    };
    if a.is_nan() {
        return nan_bits;
    }
    // The largest finite encoding (without sign).
    let max_finite: u128 = if fmt.ieee {
        (top_exp_field << man) - 1
    } else if fmt.nan.is_some() && !fmt.nuz {
        // FN with all-ones NaN (and E8M0's 0xFF).
        (1u128 << (fmt.exp_bits + man)) - 2
    } else {
        (1u128 << (fmt.exp_bits + man)) - 1
    };
    let emin = 1 - fmt.bias;
    let encoded: u128 = if a == 0.0 {
        0
    } else if a.is_infinite() {
        u128::MAX
    } else {
        let e = (a.log2().floor() as i32).max(emin);
        let ulp_exp = e - man as i32;
        let q = (a * 2f64.powi(-ulp_exp)).round_ties_even();
        let q = q as u128;
        if e == emin && q < (1u128 << man) {
            q
        } else {
            q + (((e - emin) as u128) << man)
        }
    };
    let mag = if encoded > max_finite {
        if fmt.ieee {
            top_exp_field << man
        } else if fmt.nan.is_some() {
            return nan_bits;
        } else {
            max_finite
        }
    } else {
        encoded
    };
    if fmt.nuz && mag == 0 {
        return 0;
    }
    if neg {
        mag | sign_bit
    } else {
        mag
    }
}

/// The bit pattern of a decimal float literal in the given float type,
/// correctly rounded.
pub(crate) fn decimal_to_float_bits(s: &str, negative: bool, kind: FloatKind) -> u128 {
    match kind {
        FloatKind::F16 => apfloat_bits::<Half>(s, negative),
        FloatKind::BF16 => apfloat_bits::<BFloat>(s, negative),
        FloatKind::F32 => apfloat_bits::<Single>(s, negative),
        FloatKind::F64 => apfloat_bits::<Double>(s, negative),
        FloatKind::F80 => apfloat_bits::<X87DoubleExtended>(s, negative),
        FloatKind::F128 => apfloat_bits::<Quad>(s, negative),
        FloatKind::F8E5M2 => apfloat_bits::<Float8E5M2>(s, negative),
        FloatKind::F8E4M3FN => apfloat_bits::<Float8E4M3FN>(s, negative),
        _ => {
            let v: f64 = s.parse().unwrap_or(f64::NAN);
            small_float_bits(if negative { -v } else { v }, kind)
        }
    }
}

/// One scalar of a tensor literal.
/// Where elements are parsed: MLIR's `dense<...>` and `array<...>`
/// parsers word their errors differently.
#[derive(Copy, Clone, PartialEq, Eq)]
enum ElemSite {
    Dense,
    Array,
}

#[derive(Copy, Clone)]
enum Elem {
    Int { tok: Token, neg: bool },
    Float { tok: Token, neg: bool },
    Bool(bool, Token),
    Str(Token),
    Complex(usize),
}

/// The parsed contents of `dense<...>` before the type is known.
#[derive(Default)]
struct TensorLiteral {
    shape: Vec<i64>,
    elems: Vec<Elem>,
    /// Real and imaginary parts of complex elements.
    complex: Vec<(Elem, Elem)>,
    hex: Option<Token>,
    /// `dense<>`: no literal at all, valid for any zero-element shape.
    empty: bool,
}

fn elem_bytes(width: u32) -> usize {
    (width as usize).div_ceil(8).max(1)
}

fn push_bits(out: &mut Vec<u8>, bits: u128, width: u32) {
    let n = elem_bytes(width);
    out.extend_from_slice(&bits.to_le_bytes()[..n.min(16)]);
}

fn push_apint(out: &mut Vec<u8>, v: &strata_ir::APInt) {
    let n = elem_bytes(v.width());
    let mut bytes = Vec::with_capacity(n + 8);
    for w in v.words() {
        bytes.extend_from_slice(&w.to_le_bytes());
    }
    bytes.resize(n, 0);
    out.extend_from_slice(&bytes[..n]);
}

fn fmt_shape(s: &[i64]) -> String {
    let v: Vec<String> = s.iter().map(|d| d.to_string()).collect();
    format!("[{}]", v.join(", "))
}

impl<'c, 's> Parser<'c, 's> {
    fn parse_tensor_literal(&mut self, allow_hex: bool) -> PResult<TensorLiteral> {
        let mut lit = TensorLiteral::default();
        // Like MLIR, any string standing for the whole literal is hex
        // storage; whether it is a string splat depends on the type.
        if allow_hex && self.at(TokenKind::String) {
            lit.hex = Some(self.tok);
            self.consume();
            return Ok(lit);
        }
        if self.at(TokenKind::LSquare) {
            lit.shape = self.parse_tensor_list(&mut lit)?;
        } else {
            self.parse_tensor_element(&mut lit)?;
        }
        Ok(lit)
    }

    /// `[ ... ]`, returning the shape of the list.
    fn parse_tensor_list(&mut self, lit: &mut TensorLiteral) -> PResult<Vec<i64>> {
        self.enter()?;
        self.consume();
        let mut size = 0i64;
        let mut inner: Option<Vec<i64>> = None;
        let r = self.parse_list_until_or(TokenKind::RSquare, "expected ']'", &mut |p| {
            let shape = if p.at(TokenKind::LSquare) {
                p.parse_tensor_list(lit)?
            } else {
                p.parse_tensor_element(lit)?;
                Vec::new()
            };
            match &inner {
                None => inner = Some(shape),
                Some(s) if *s != shape => {
                    return Err(
                        p.error_here("tensor literal is invalid; ranks are not consistent between elements")
                    )
                }
                _ => {}
            }
            size += 1;
            Ok(())
        });
        self.leave();
        r?;
        let mut shape = vec![size];
        shape.extend(inner.unwrap_or_default());
        Ok(shape)
    }

    fn parse_scalar_elem(&mut self) -> PResult<Elem> {
        let neg = self.consume_if(TokenKind::Minus);
        let t = self.tok;
        let e = match t.kind {
            TokenKind::Integer => Elem::Int { tok: t, neg },
            TokenKind::Float => Elem::Float { tok: t, neg },
            TokenKind::BareIdent if !neg && matches!(self.tok_text(), "true" | "false") => {
                Elem::Bool(self.tok_text() == "true", t)
            }
            TokenKind::String if !neg => Elem::Str(t),
            _ => return Err(self.wrong_token("expected element literal of primitive type")),
        };
        self.consume();
        Ok(e)
    }

    fn parse_tensor_element(&mut self, lit: &mut TensorLiteral) -> PResult<()> {
        if self.consume_if(TokenKind::LParen) {
            let re = self.parse_scalar_elem()?;
            self.expect(TokenKind::Comma, "expected ',' between complex elements")?;
            let im = self.parse_scalar_elem()?;
            self.expect(TokenKind::RParen, "expected ')' after complex elements")?;
            lit.complex.push((re, im));
            lit.elems.push(Elem::Complex(lit.complex.len() - 1));
            return Ok(());
        }
        let e = self.parse_scalar_elem()?;
        lit.elems.push(e);
        Ok(())
    }

    /// The bits of one integer element.
    fn int_elem(&mut self, e: Elem, ty: Type, site: ElemSite, out: &mut Vec<u8>) -> PResult<()> {
        let (width, signed, unsigned) = int_storage_width(self.ctx, ty).unwrap_or((64, true, false));
        let array = site == ElemSite::Array;
        match e {
            Elem::Bool(b, t) => {
                if width != 1 {
                    return Err(self.error_at(t.start, "expected i1 type for 'true' or 'false' values"));
                }
                out.push(b as u8);
            }
            Elem::Int { tok, .. } if array && width == 1 => {
                return Err(self.error_at(tok.end, "expected 'true' or 'false' values for i1 type"));
            }
            Elem::Int { tok, neg } => {
                // An array's negative unsigned value wraps, as in MLIR.
                if neg && unsigned && !array {
                    return Err(self.error_at(
                        tok.start,
                        "expected unsigned integer elements, but parsed negative value",
                    ));
                }
                let s = self.text_of(tok);
                let v = literal_magnitude(s).and_then(|w| build_apint(&w, width, neg, signed || neg));
                match v {
                    Some(v) => {
                        if width == 1 {
                            out.push(!v.is_zero() as u8);
                        } else {
                            push_apint(out, &v);
                        }
                    }
                    None => return Err(self.error_at(tok.start, "integer constant out of range for type")),
                }
            }
            Elem::Float { tok, .. } | Elem::Str(tok) if array => {
                return Err(self.error_at(tok.start, "expected integer literal"))
            }
            Elem::Float { tok, .. } => {
                return Err(self.error_at(tok.start, "expected integer elements, but parsed floating-point"))
            }
            Elem::Str(t) => return Err(self.error_at(t.start, "integer constant out of range for type")),
            Elem::Complex(_) => {
                return Err(self.error_here("expected non-complex elements, but parsed complex"))
            }
        }
        Ok(())
    }

    fn float_elem(&mut self, e: Elem, kind: FloatKind, site: ElemSite, out: &mut Vec<u8>) -> PResult<()> {
        let bits = match e {
            Elem::Float { tok, neg } => decimal_to_float_bits(self.text_of(tok), neg, kind),
            Elem::Int { tok, neg } => {
                let s = self.text_of(tok);
                self.float_from_integer_literal(tok.start, s, neg, kind)?
            }
            Elem::Bool(_, t) => return Err(self.error_at(t.start, "expected floating point literal")),
            Elem::Str(t) if site == ElemSite::Array => {
                return Err(self.error_at(t.start, "expected floating point literal"))
            }
            Elem::Str(t) => {
                return Err(self.error_at(t.start, "expected floating-point elements, but parsed string"))
            }
            Elem::Complex(_) => {
                return Err(self.error_here("expected non-complex elements, but parsed complex"))
            }
        };
        push_bits(out, bits, kind.width());
        Ok(())
    }

    fn scalar_elem(&mut self, e: Elem, elt: Type, site: ElemSite, out: &mut Vec<u8>) -> PResult<()> {
        match self.ctx.float_kind(elt) {
            Some(k) => self.float_elem(e, k, site, out),
            None => self.int_elem(e, elt, site, out),
        }
    }

    /// Builds the attribute for a literal once its type is known.
    fn tensor_literal_attr(&mut self, pos: u32, mut lit: TensorLiteral, ty: Type) -> PResult<Attribute> {
        let ctx = self.ctx;
        let Some(shape) = ctx.shape(ty).map(|s| s.to_vec()) else {
            return Err(self.error_at(pos, "elements literal must be a shaped type"));
        };
        if shape.contains(&strata_ir::DYNAMIC) {
            return Err(self.error_at(pos, "elements literal type must have static shape"));
        }
        let elt = ctx.element_type(ty).unwrap_or(ty);
        let num: i64 = shape.iter().product();
        let elt_width = match ctx.type_kind(elt) {
            TypeKind::Integer { width, .. } => Some(*width),
            TypeKind::Index => Some(64),
            TypeKind::Float(k) => Some(k.width()),
            TypeKind::Complex(inner) => match ctx.type_kind(*inner) {
                TypeKind::Integer { width, .. } => Some(*width),
                TypeKind::Float(k) => Some(k.width()),
                _ => None,
            },
            _ => None,
        };
        if let Some(hex) = lit.hex {
            let raw = self.string_value(hex);
            if elt_width.is_none() {
                // Non-numeric elements: the string is a splat value, even
                // when it looks like hex (as in MLIR).
                return Ok(ctx.intern_attr(AttrKind::DenseStringElements {
                    ty,
                    splat: true,
                    values: vec![raw.into_boxed_slice()].into(),
                }));
            }
            let Some(bytes) = super::decode_hex_blob(&raw) else {
                return Err(self.error_at(
                    hex.start,
                    "expected string containing hex digits starting with `0x`",
                ));
            };
            let Some(w) = elt_width else {
                return Err(self.error_at(pos, "expected string containing hex digits starting with `0x`"));
            };
            if matches!(ctx.type_kind(elt), TypeKind::Integer { width: 1, .. }) {
                return match unpack_i1_hex(&bytes, num.max(0) as usize) {
                    Some(data) => Ok(ctx.intern_attr(AttrKind::DenseElements { ty, data })),
                    None => {
                        let shown = self.fmt_type(ty);
                        Err(self.error_at(
                            pos,
                            format!("elements hex data size is invalid for provided type: {shown}"),
                        ))
                    }
                };
            }
            let per = if matches!(ctx.type_kind(elt), TypeKind::Complex(_)) {
                2 * elem_bytes(w)
            } else {
                elem_bytes(w)
            };
            let mut bytes = bytes;
            // i1 data is bit-packed (least significant bit first); stored
            // here a byte per element.
            // A single 0x00 or 0xFF byte is a splat.
            if w == 1 && !matches!(ctx.type_kind(elt), TypeKind::Complex(_)) {
                let packed = (num.max(0) as usize).div_ceil(8);
                if bytes.len() == packed {
                    bytes = (0..num as usize).map(|i| (bytes[i / 8] >> (i % 8)) & 1).collect();
                } else if bytes.len() == 1 && matches!(bytes[0], 0 | 0xFF) {
                    bytes[0] &= 1;
                } else {
                    let shown = self.fmt_type(ty);
                    return Err(self.error_at(
                        pos,
                        format!("elements hex data size is invalid for provided type: {shown}"),
                    ));
                }
            }
            let mut splat = bytes.len() == per;
            if !splat && bytes.len() as i64 != per as i64 * num {
                let shown = self.fmt_type(ty);
                return Err(self.error_at(
                    pos,
                    format!("elements hex data size is invalid for provided type: {shown}"),
                ));
            }
            // As MLIR, data whose elements are all equal is a splat.
            if !splat && per > 0 && bytes.chunks(per).all(|c| c == &bytes[..per]) {
                splat = true;
                bytes.truncate(per);
            }
            return Ok(ctx.intern_attr(AttrKind::DenseElements {
                ty,
                data: DenseData {
                    splat,
                    bytes: bytes.into(),
                },
            }));
        }
        if lit.empty {
            if num != 0 {
                let shown = self.fmt_type(ty);
                return Err(self.error_at(
                    pos,
                    format!("parsed zero elements, but type ({shown}) expected at least 1"),
                ));
            }
            lit.shape.clone_from(&shape);
        }
        let lit_num = lit.elems.len() as i64;
        if !(lit.shape.is_empty() && lit_num == 1) && lit.shape != shape {
            return Err(self.error_at(
                pos,
                format!(
                    "inferred shape of elements literal ({}) does not match type ({})",
                    fmt_shape(&lit.shape),
                    fmt_shape(&shape)
                ),
            ));
        }
        if elt_width.is_none() {
            // String elements.
            let mut values: Vec<Box<[u8]>> = Vec::with_capacity(lit.elems.len());
            for e in &lit.elems {
                let t = match *e {
                    Elem::Str(t) => {
                        values.push(self.string_value(t).into());
                        continue;
                    }
                    Elem::Int { tok: t, .. } | Elem::Float { tok: t, .. } | Elem::Bool(_, t) => t,
                    // MLIR keeps a complex literal's parts as two tokens.
                    Elem::Complex(i) => match lit.complex[i].0 {
                        Elem::Int { tok: t, .. }
                        | Elem::Float { tok: t, .. }
                        | Elem::Bool(_, t)
                        | Elem::Str(t) => t,
                        Elem::Complex(_) => continue,
                    },
                };
                let got = self.text_of(t).to_string();
                return Err(self.error_at(pos, format!("expected string token, got {got}")));
            }
            let splat = values.len() == 1 || (values.len() > 1 && values.iter().all(|v| *v == values[0]));
            if splat {
                values.truncate(1);
            }
            return Ok(ctx.intern_attr(AttrKind::DenseStringElements {
                ty,
                splat,
                values: values.into(),
            }));
        }
        let mut bytes = Vec::new();
        let complex_inner = match ctx.type_kind(elt) {
            TypeKind::Complex(i) => Some(*i),
            _ => None,
        };
        if complex_inner.is_some() {
            // MLIR counts a complex literal as its two parts.
            let parsed: i64 = lit
                .elems
                .iter()
                .map(|e| if matches!(e, Elem::Complex(_)) { 2 } else { 1 })
                .sum();
            let (expected, shown) = if lit.shape.is_empty() && num != 0 {
                (2, elt)
            } else {
                (2 * num, ty)
            };
            if !(lit.shape.is_empty() && num == 0) && parsed != expected {
                let shown = self.fmt_type(shown);
                return Err(self.error_at(
                    pos,
                    format!("parsed {parsed} elements, but type ({shown}) expected {expected} elements"),
                ));
            }
        }
        for e in lit.elems.iter().copied() {
            match (e, complex_inner) {
                (Elem::Complex(i), Some(inner)) => {
                    let (re, im) = lit.complex[i];
                    self.scalar_elem(re, inner, ElemSite::Dense, &mut bytes)?;
                    self.scalar_elem(im, inner, ElemSite::Dense, &mut bytes)?;
                }
                (Elem::Complex(_), None) => {
                    return Err(self.error_at(pos, "expected non-complex elements, but parsed complex"));
                }
                (e, Some(_)) => {
                    let t = match e {
                        Elem::Int { tok, .. }
                        | Elem::Float { tok, .. }
                        | Elem::Bool(_, tok)
                        | Elem::Str(tok) => tok,
                        Elem::Complex(_) => Token {
                            kind: TokenKind::Eof,
                            start: pos,
                            end: pos,
                            error: "",
                        },
                    };
                    return Err(self.error_at(t.start, "expected complex elements, but parsed non-complex"));
                }
                (e, None) => self.scalar_elem(e, elt, ElemSite::Dense, &mut bytes)?,
            }
        }
        let per = if lit.elems.is_empty() {
            1
        } else {
            bytes.len() / lit.elems.len()
        };
        let mut splat = lit.elems.len() == 1;
        if !splat && per > 0 && bytes.len() > per {
            let first = &bytes[..per];
            if bytes.chunks(per).all(|c| c == first) {
                splat = true;
            }
        }
        if splat {
            bytes.truncate(per);
        }
        Ok(ctx.intern_attr(AttrKind::DenseElements {
            ty,
            data: DenseData {
                splat,
                bytes: bytes.into(),
            },
        }))
    }

    /// `: type` after an elements literal unless the type was given.
    fn parse_element_attr_type(&mut self, ty: Option<Type>) -> PResult<Type> {
        if let Some(t) = ty {
            return Ok(t);
        }
        self.expect(TokenKind::Colon, "expected ':'")?;
        self.parse_type()
    }

    /// `dense<literal> : type`.
    pub(crate) fn parse_dense_elements_attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let pos = self.tok.start;
        self.consume();
        self.expect(TokenKind::Less, "expected '<' after 'dense'")?;
        let mut lit = TensorLiteral::default();
        if !self.consume_if(TokenKind::Greater) {
            lit = self.parse_tensor_literal(true)?;
            self.expect(TokenKind::Greater, "expected '>'")?;
        } else {
            lit.shape = vec![0];
            lit.empty = true;
        }
        let ty = self.parse_element_attr_type(ty)?;
        self.tensor_literal_attr(pos, lit, ty)
    }

    /// `dense_resource<key> : type`.
    pub(crate) fn parse_dense_resource_attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        self.consume();
        self.expect(TokenKind::Less, "expected '<' after 'dense_resource'")?;
        let key = match self.tok.kind {
            TokenKind::BareIdent => self.tok_text().to_string(),
            TokenKind::String => String::from_utf8_lossy(&self.string_value(self.tok)).into_owned(),
            _ => return Err(self.wrong_token("expected identifier key for 'resource' entry")),
        };
        self.consume();
        self.expect(TokenKind::Greater, "expected '>'")?;
        let ty_pos = self.tok.start;
        let ty = self.parse_element_attr_type(ty)?;
        if self.ctx.shape(ty).is_none() {
            return Err(self.error_at(ty_pos, "`dense_resource` expected a shaped type"));
        }
        Ok(self.ctx.intern_attr(AttrKind::DenseResource {
            ty,
            key: self.ctx.ident(&key),
        }))
    }

    /// `array<i32: 1, 2>`.
    pub(crate) fn parse_dense_array_attr(&mut self) -> PResult<Attribute> {
        self.consume();
        // MLIR reports bad element types at the `<`.
        let ty_pos = self.tok.start;
        self.expect(TokenKind::Less, "expected '<' after 'array'")?;
        let elt_pos = self.tok.start;
        let elt = self.parse_type()?;
        let width = match self.ctx.type_kind(elt) {
            TypeKind::Integer { width, .. } => *width,
            TypeKind::Float(k) => k.width(),
            _ => {
                return Err(self.error_at(
                    elt_pos,
                    "expected integer or float type, got: ".to_string() + &self.fmt_type(elt),
                ))
            }
        };
        if width != 1 && width % 8 != 0 {
            return Err(self.error_at(ty_pos, "element type bitwidth must be a multiple of 8"));
        }
        let mut bytes = Vec::new();
        let mut len = 0u32;
        if !self.consume_if(TokenKind::Greater) {
            self.expect(TokenKind::Colon, "expected ':' after dense array type")?;
            let mut elems = Vec::new();
            self.parse_comma_list(super::Delim::None, "", &mut |p| {
                elems.push(p.parse_scalar_elem()?);
                Ok(())
            })?;
            for e in elems {
                self.scalar_elem(e, elt, ElemSite::Array, &mut bytes)?;
                len += 1;
            }
            self.expect(TokenKind::Greater, "expected '>' to close an array attribute")?;
        }
        Ok(self.ctx.intern_attr(AttrKind::DenseArray {
            element: elt,
            len,
            bytes: bytes.into(),
        }))
    }

    /// `sparse<indices, values> : type`.
    pub(crate) fn parse_sparse_attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let pos = self.tok.start;
        self.consume();
        self.expect(TokenKind::Less, "expected '<' after 'sparse'")?;
        let ctx = self.ctx;
        if self.consume_if(TokenKind::Greater) {
            let ty = self.parse_element_attr_type(ty)?;
            let Some(rank) = ctx.shape(ty).map(|s| s.len() as i64) else {
                return Err(self.error_at(pos, "elements literal must be a shaped type"));
            };
            let elt = ctx.element_type(ty).unwrap_or(ty);
            let it = ctx.ranked_tensor_type(&[0, rank], ctx.i64());
            let vt = ctx.ranked_tensor_type(&[0], elt);
            let indices = self.empty_dense(it);
            let values = self.empty_dense(vt);
            return Ok(ctx.intern_attr(AttrKind::Sparse { ty, indices, values }));
        }
        let idx_pos = self.tok.start;
        let indices = self.parse_tensor_literal(false)?;
        self.expect(TokenKind::Comma, "expected ','")?;
        let val_pos = self.tok.start;
        let values = self.parse_tensor_literal(true)?;
        self.expect(TokenKind::Greater, "expected '>'")?;
        let ty = self.parse_element_attr_type(ty)?;
        let Some(rank) = ctx.shape(ty).map(|s| s.len() as i64) else {
            return Err(self.error_at(pos, "elements literal must be a shaped type"));
        };
        let elt = ctx.element_type(ty).unwrap_or(ty);
        // A single index is one index of every dimension; otherwise the
        // literal's shape is used as is, as MLIR does.
        let ishape = if indices.shape.is_empty() {
            vec![1, rank]
        } else {
            indices.shape.clone()
        };
        let it = ctx.ranked_tensor_type(&ishape, ctx.i64());
        let idx_attr = self.tensor_literal_attr(idx_pos, indices, it)?;
        let vshape = if values.shape.is_empty() {
            vec![ishape[0]]
        } else {
            values.shape.clone()
        };
        let vt = ctx.ranked_tensor_type(&vshape, elt);
        let val_attr = self.tensor_literal_attr(val_pos, values, vt)?;
        self.verify_sparse(pos, ty, &ishape, &vshape, idx_attr)?;
        Ok(ctx.intern_attr(AttrKind::Sparse {
            ty,
            indices: idx_attr,
            values: val_attr,
        }))
    }

    /// MLIR's `SparseElementsAttr::verify`: one value per index, each index
    /// of the type's rank and inside its shape.
    fn verify_sparse(
        &mut self,
        pos: u32,
        ty: Type,
        ishape: &[i64],
        vshape: &[i64],
        indices: Attribute,
    ) -> PResult<()> {
        let ctx = self.ctx;
        let shape = ctx.shape(ty).map(|s| s.to_vec()).unwrap_or_default();
        if vshape.len() != 1 {
            return Err(self.error_at(pos, "expected 1-d tensor for sparse element values"));
        }
        let rank = shape.len();
        let shape_ok = match ishape.len() {
            2 => ishape[1] == rank as i64,
            1 => rank == 1,
            _ => false,
        } && ishape[0] == vshape[0];
        if !shape_ok {
            return Err(self.error_at(
                pos,
                format!(
                    "expected shape ({}); inferred shape of indices literal ({}); inferred shape of values literal ({})",
                    fmt_shape(&shape),
                    fmt_shape(ishape),
                    fmt_shape(vshape)
                ),
            ));
        }
        let AttrKind::DenseElements { data, .. } = ctx.attr_kind(indices) else {
            return Ok(());
        };
        // Indices are i64, stored eight little-endian bytes each; read as
        // unsigned, as MLIR does, so a negative index is out of range.
        let values: Vec<u64> = data
            .bytes
            .chunks_exact(8)
            .map(|c| u64::from_le_bytes(c.try_into().unwrap_or([0; 8])))
            .collect();
        let inside = |index: &[u64]| index.iter().zip(&shape).all(|(&i, &d)| d >= 0 && i < d as u64);
        let bad = if data.splat {
            let index = vec![values.first().copied().unwrap_or(0); rank];
            (!inside(&index)).then_some((0, index))
        } else {
            (0..ishape[0].max(0) as usize)
                .map(|i| (i, values.get(i * rank..(i + 1) * rank).unwrap_or(&[]).to_vec()))
                .find(|(_, index)| index.len() == rank && !inside(index))
        };
        if let Some((i, index)) = bad {
            let shown = self.fmt_type(ty);
            let index = index.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(", ");
            return Err(self.error_at(
                pos,
                format!("sparse index #{i} is not contained within the value shape, with index=[{index}], and type={shown}"),
            ));
        }
        Ok(())
    }

    fn empty_dense(&self, ty: Type) -> Attribute {
        self.ctx.intern_attr(AttrKind::DenseElements {
            ty,
            data: DenseData {
                splat: false,
                bytes: Box::new([]),
            },
        })
    }
}

/// Hex data of an `i1` elements literal, as MLIR reads it: bits packed
/// eight to a byte, least significant first; one byte `0x00` or `0xFF` (or
/// any one byte for a single element) is a splat. A packed buffer is a
/// splat when it equals the canonical splat encoding (unused high bits
/// clear). Returns one byte per element, or `None` on a size mismatch.
fn unpack_i1_hex(bytes: &[u8], num: usize) -> Option<DenseData> {
    let splat_byte = |b: u8| DenseData {
        splat: true,
        bytes: vec![u8::from(b != 0)].into(),
    };
    if bytes.len() == 1 && (num == 1 || bytes[0] == 0 || bytes[0] == 0xFF) {
        return Some(splat_byte(bytes[0]));
    }
    if bytes.len() != num.div_ceil(8) {
        return None;
    }
    let bit = |i: usize| (bytes[i / 8] >> (i % 8)) & 1;
    let first = if num > 0 { bit(0) } else { 0 };
    let tail = num % 8;
    let padding_clear = tail == 0 || bytes[bytes.len() - 1] >> tail == 0;
    if num > 0 && padding_clear && (1..num).all(|i| bit(i) == first) {
        return Some(splat_byte(first));
    }
    Some(DenseData {
        splat: false,
        bytes: (0..num).map(bit).collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_floats_round() {
        // 1.0 in f8E4M3 (bias 7): exponent 7, mantissa 0.
        assert_eq!(small_float_bits(1.0, FloatKind::F8E4M3), 0x38);
        assert_eq!(small_float_bits(-2.0, FloatKind::F8E4M3), 0xC0);
        // f4E2M1FN: 6.0 is the largest value (0b0111).
        assert_eq!(small_float_bits(6.0, FloatKind::F4E2M1FN), 0x7);
        assert_eq!(small_float_bits(100.0, FloatKind::F4E2M1FN), 0x7);
        // FNUZ: NaN is 0x80, -0 is 0.
        assert_eq!(small_float_bits(f64::NAN, FloatKind::F8E4M3FNUZ), 0x80);
        assert_eq!(small_float_bits(-0.0, FloatKind::F8E4M3FNUZ), 0);
        assert_eq!(decimal_to_float_bits("1.5", false, FloatKind::F32), 0x3FC0_0000);
        assert_eq!(decimal_to_float_bits("0.1", true, FloatKind::F16), 0xAE66);
    }

    #[test]
    fn i1_hex_is_bit_packed() {
        let d = unpack_i1_hex(&[0b0000_0101], 4).unwrap();
        assert!(!d.splat);
        assert_eq!(&*d.bytes, &[1, 0, 1, 0]);
        // One byte of all zeros or all ones is a splat of any length.
        assert!(unpack_i1_hex(&[0xFF], 101).unwrap().splat);
        assert!(unpack_i1_hex(&[0x00], 0).unwrap().splat);
        // Any one byte is a splat of a single element.
        assert_eq!(&*unpack_i1_hex(&[0x02], 1).unwrap().bytes, &[1]);
        // Packed all-equal data is a splat only with clear padding bits.
        assert!(unpack_i1_hex(&[0xFF, 0x01], 9).unwrap().splat);
        assert!(!unpack_i1_hex(&[0xFF, 0xFF], 9).unwrap().splat);
        assert!(unpack_i1_hex(&[0x01], 101).is_none());
        assert!(unpack_i1_hex(&[0x01, 0x00], 4).is_none());
    }
}
