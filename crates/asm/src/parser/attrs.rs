//! Attributes and locations.

use strata_ir::{
    APInt, AttrKind, Attribute, FloatKind, Location, LocationKind, NamedAttribute, Signedness, Type, TypeKind,
};

use super::{PResult, Parser};
use crate::lexer::TokenKind;

/// The magnitude of an integer literal (decimal or `0x` hex) as
/// little-endian words, or `None` if it is not a valid literal.
pub(crate) fn literal_magnitude(s: &str) -> Option<Vec<u64>> {
    let (digits, hex) = match s.strip_prefix("0x") {
        Some(h) => (h, true),
        None => (s, false),
    };
    if digits.is_empty() {
        return None;
    }
    let mut words: Vec<u64>;
    if hex {
        // Sixteen digits per word, from the least significant end: linear.
        words = Vec::with_capacity(digits.len() / 16 + 1);
        for chunk in digits.as_bytes().rchunks(16) {
            let mut w = 0u64;
            for &c in chunk {
                w = (w << 4) | (c as char).to_digit(16)? as u64;
            }
            words.push(w);
        }
        while words.len() > 1 && words.last() == Some(&0) {
            words.pop();
        }
    } else {
        // Nineteen digits (below 2^64) per multiply-add over the words.
        words = vec![0];
        for chunk in digits.as_bytes().chunks(19) {
            let (mut d, mut scale) = (0u64, 1u64);
            for &c in chunk {
                d = d * 10 + (c as char).to_digit(10)? as u64;
                scale *= 10;
            }
            let mut carry = d as u128;
            for w in words.iter_mut() {
                let v = (*w as u128) * scale as u128 + carry;
                *w = v as u64;
                carry = v >> 64;
            }
            if carry != 0 {
                words.push(carry as u64);
            }
        }
    }
    Some(words)
}

fn active_bits(words: &[u64]) -> u32 {
    for (i, &w) in words.iter().enumerate().rev() {
        if w != 0 {
            return i as u32 * 64 + 64 - w.leading_zeros();
        }
    }
    0
}

/// MLIR's `buildAttributeAPInt`: the literal as an integer of `width`
/// bits with the signedness rules of the type, or `None` if out of range.
pub(crate) fn build_apint(words: &[u64], width: u32, negative: bool, signed_or_index: bool) -> Option<APInt> {
    if active_bits(words) > width {
        return None;
    }
    let v = APInt::from_words(width, words);
    if width == 0 {
        if negative {
            return None;
        }
        return Some(v);
    }
    if negative {
        let n = v.neg();
        if !n.is_negative() {
            return None;
        }
        return Some(n);
    }
    if signed_or_index && v.is_negative() {
        return None;
    }
    Some(v)
}

/// Storage width of the value of an integer or index type.
pub(crate) fn int_storage_width(ctx: &strata_ir::Context, t: Type) -> Option<(u32, bool, bool)> {
    match ctx.type_kind(t) {
        TypeKind::Integer { width, signedness } => Some((
            *width,
            *signedness == Signedness::Signed,
            *signedness == Signedness::Unsigned,
        )),
        TypeKind::Index => Some((64, true, false)),
        _ => None,
    }
}

impl<'c, 's> Parser<'c, 's> {
    pub(crate) fn parse_optional_attribute(&mut self, ty: Option<Type>) -> PResult<Option<Attribute>> {
        use TokenKind::*;
        let starts = match self.tok.kind {
            AtIdent | HashIdent | Integer | Float | String | LSquare | LBrace | Minus => true,
            BareIdent => {
                matches!(
                    self.tok_text(),
                    "affine_map"
                        | "affine_set"
                        | "array"
                        | "dense"
                        | "dense_resource"
                        | "distinct"
                        | "false"
                        | "true"
                        | "loc"
                        | "sparse"
                        | "strided"
                        | "unit"
                ) || self.at_type_start()
            }
            _ => self.at_type_start(),
        };
        if starts {
            self.parse_attribute(ty).map(Some)
        } else {
            Ok(None)
        }
    }

    pub(crate) fn parse_attribute(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        self.enter()?;
        let r = self.parse_attribute_inner(ty);
        self.leave();
        r
    }

    fn parse_attribute_inner(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let ctx = self.ctx;
        let t = self.tok;
        match t.kind {
            TokenKind::LSquare => {
                self.consume();
                let mut elems = Vec::new();
                self.parse_list_until(TokenKind::RSquare, "]", &mut |p| {
                    elems.push(p.parse_attribute(None)?);
                    Ok(())
                })?;
                Ok(ctx.array_attr(&elems))
            }
            TokenKind::LBrace => {
                let mut entries = Vec::new();
                self.parse_attribute_dict(&mut entries)?;
                Ok(ctx.dictionary_attr(&entries))
            }
            TokenKind::HashIdent => self.parse_extended_attr(ty),
            TokenKind::Float => self.parse_float_attr(ty, false),
            TokenKind::Integer => self.parse_dec_or_hex_attr(ty, false),
            TokenKind::Minus => {
                self.consume();
                match self.tok.kind {
                    TokenKind::Integer => self.parse_dec_or_hex_attr(ty, true),
                    TokenKind::Float => self.parse_float_attr(ty, true),
                    _ => Err(self.wrong_token("expected constant integer or floating point value")),
                }
            }
            TokenKind::String => {
                let v = self.string_value(t);
                self.consume();
                let sty = if ty.is_none() && self.consume_if(TokenKind::Colon) {
                    Some(self.parse_type()?)
                } else {
                    ty
                };
                Ok(ctx.intern_attr(AttrKind::String {
                    value: v.into(),
                    ty: sty,
                }))
            }
            TokenKind::AtIdent => self.parse_symbol_ref_attr(),
            TokenKind::BareIdent => {
                let s = self.tok_text();
                match s {
                    "true" | "false" => {
                        self.consume();
                        Ok(ctx.bool_attr(s == "true"))
                    }
                    "unit" => {
                        self.consume();
                        Ok(ctx.unit_attr())
                    }
                    "affine_map" | "affine_set" => self.parse_affine_attr(),
                    "array" => self.parse_dense_array_attr(),
                    "dense" => self.parse_dense_elements_attr(ty),
                    "dense_resource" => self.parse_dense_resource_attr(ty),
                    "sparse" => self.parse_sparse_attr(ty),
                    "strided" => self.parse_strided_attr(),
                    "distinct" => self.parse_distinct_attr(ty),
                    "loc" => {
                        let l = self.parse_location_literal()?;
                        Ok(ctx.intern_attr(AttrKind::Location(l)))
                    }
                    _ => {
                        if self.at_type_start() {
                            let ty = self.parse_type()?;
                            return Ok(ctx.type_attr(ty));
                        }
                        Err(self.wrong_token("expected attribute value"))
                    }
                }
            }
            TokenKind::LParen | TokenKind::ExclaimIdent => {
                let ty = self.parse_type()?;
                Ok(ctx.type_attr(ty))
            }
            _ => Err(self.wrong_token("expected attribute value")),
        }
    }

    /// `elem, elem ... close` after the opening token was consumed; an
    /// empty list is allowed.
    pub(crate) fn parse_list_until(
        &mut self,
        close: TokenKind,
        close_s: &str,
        f: &mut dyn FnMut(&mut Self) -> PResult<()>,
    ) -> PResult<()> {
        self.parse_list_until_or(close, &format!("expected ',' or '{close_s}'"), f)
    }

    /// Like [`Self::parse_list_until`] with the message for a missing
    /// closing token (which differs between MLIR's list parsers).
    pub(crate) fn parse_list_until_or(
        &mut self,
        close: TokenKind,
        missing_close: &str,
        f: &mut dyn FnMut(&mut Self) -> PResult<()>,
    ) -> PResult<()> {
        if self.consume_if(close) {
            return Ok(());
        }
        f(self)?;
        while self.consume_if(TokenKind::Comma) {
            f(self)?;
        }
        if !self.consume_if(close) {
            return Err(self.wrong_token(missing_close));
        }
        Ok(())
    }

    /// `{name = attr, name, "str" = attr}`, diagnosing duplicate names.
    pub(crate) fn parse_attribute_dict(&mut self, out: &mut Vec<NamedAttribute>) -> PResult<()> {
        self.expect(TokenKind::LBrace, "expected '{' in attribute dictionary")?;
        // Short dictionaries (most) look for duplicates by scanning; a set
        // takes over past 16 entries, so that big ones stay linear.
        let mut seen: Option<rustc_hash::FxHashSet<strata_ir::Ident>> = None;
        if self.consume_if(TokenKind::RBrace) {
            return Ok(());
        }
        loop {
            let t = self.tok;
            let (name, id) = match t.kind {
                TokenKind::String => {
                    let v = self.string_value(t);
                    if v.is_empty() {
                        return Err(self.error_here("expected valid attribute name"));
                    }
                    let name = String::from_utf8_lossy(&v).into_owned();
                    let id = self.ctx.ident(&name);
                    (std::borrow::Cow::Owned(name), id)
                }
                TokenKind::BareIdent => {
                    let text = self.text_of(t);
                    (std::borrow::Cow::Borrowed(text), self.cached_ident(text))
                }
                _ => return Err(self.wrong_token("expected attribute name")),
            };
            let duplicate = match &mut seen {
                Some(set) => !set.insert(id),
                None => {
                    let d = out.iter().any(|(n, _)| *n == id);
                    if !d && out.len() >= 16 {
                        let mut set: rustc_hash::FxHashSet<strata_ir::Ident> =
                            out.iter().map(|(n, _)| *n).collect();
                        set.insert(id);
                        seen = Some(set);
                    }
                    d
                }
            };
            if duplicate {
                return Err(self.error_here(format!("duplicate key '{name}' in dictionary attribute")));
            }
            self.consume();
            let value = if self.consume_if(TokenKind::Equal) {
                self.parse_attribute(None)?
            } else {
                self.ctx.unit_attr()
            };
            out.push((id, value));
            if !self.consume_if(TokenKind::Comma) {
                break;
            }
        }
        self.expect(TokenKind::RBrace, "expected '}' in attribute dictionary")
    }

    fn parse_symbol_ref_attr(&mut self) -> PResult<Attribute> {
        let root = self.parse_symbol_name_token()?;
        let mut nested = Vec::new();
        while self.at(TokenKind::Colon) {
            let colon = self.tok.start;
            self.consume();
            if !self.consume_if(TokenKind::Colon) {
                if !matches!(self.tok.kind, TokenKind::Eof | TokenKind::Error) {
                    self.reset_to(colon);
                }
                break;
            }
            if !self.at(TokenKind::AtIdent) {
                return Err(self.error_here("expected nested symbol reference identifier"));
            }
            nested.push(self.parse_symbol_name_token()?);
        }
        Ok(self.ctx.symbol_ref_attr(root, &nested))
    }

    /// Consumes an `@name` / `@"name"` token.
    pub(crate) fn parse_symbol_name_token(&mut self) -> PResult<strata_ir::Ident> {
        let t = self.tok;
        if !self.at(TokenKind::AtIdent) {
            return Err(self.wrong_token("expected symbol name"));
        }
        let s = &self.text_of(t)[1..];
        let id = if s.starts_with('"') {
            let v = crate::lexer::unescape(s.as_bytes());
            self.ctx.ident(&String::from_utf8_lossy(&v))
        } else {
            self.cached_ident(s)
        };
        self.consume();
        Ok(id)
    }

    /// An integer literal, with `ty` or a parsed `: type` (i64 default).
    fn parse_dec_or_hex_attr(&mut self, ty: Option<Type>, negative: bool) -> PResult<Attribute> {
        let t = self.tok;
        let spelling = self.text_of(t);
        self.consume();
        let ty = match ty {
            Some(t) => t,
            None => {
                if self.consume_if(TokenKind::Colon) {
                    self.parse_type()?
                } else {
                    self.ctx.i64()
                }
            }
        };
        if let Some(k) = self.ctx.float_kind(ty) {
            let bits = self.float_from_integer_literal(t.start, spelling, negative, k)?;
            return Ok(self.ctx.intern_attr(AttrKind::Float { ty, bits }));
        }
        let Some((width, signed, unsigned)) = int_storage_width(self.ctx, ty) else {
            return Err(self.error_at(t.start, "integer literal not valid for specified type"));
        };
        if negative && unsigned {
            return Err(self.error_at(
                t.start,
                "negative integer literal not valid for unsigned integer type",
            ));
        }
        let value = literal_magnitude(spelling).and_then(|w| build_apint(&w, width, negative, signed));
        match value {
            Some(value) => Ok(self.ctx.intern_attr(AttrKind::Integer { ty, value })),
            None => Err(self.error_at(t.start, "integer constant out of range for attribute")),
        }
    }

    /// The bits of a float given as an integer literal: only hexadecimal
    /// bit patterns are allowed.
    pub(crate) fn float_from_integer_literal(
        &mut self,
        pos: u32,
        spelling: &str,
        negative: bool,
        kind: FloatKind,
    ) -> PResult<u128> {
        if !spelling.starts_with("0x") {
            let loc = self.loc_at(pos);
            self.ctx.emit(
                strata_ir::Diagnostic::error(
                    loc,
                    "unexpected decimal integer literal for a floating point value",
                )
                .with_note(loc, "add a trailing dot to make the literal a float"),
            );
            return Err(strata_ir::Failed);
        }
        if negative {
            return Err(self.error_at(pos, "hexadecimal float literal should not have a leading minus"));
        }
        let words = literal_magnitude(spelling).unwrap_or_default();
        if active_bits(&words) > kind.width() {
            return Err(self.error_at(pos, "hexadecimal float constant out of range for type"));
        }
        let lo = words.first().copied().unwrap_or(0) as u128;
        let hi = words.get(1).copied().unwrap_or(0) as u128;
        Ok(lo | (hi << 64))
    }

    /// A float literal, with `ty` or a parsed `: type` (f64 default).
    fn parse_float_attr(&mut self, ty: Option<Type>, negative: bool) -> PResult<Attribute> {
        let t = self.tok;
        let spelling = self.text_of(t);
        self.consume();
        let ty = match ty {
            Some(t) => t,
            None => {
                if self.consume_if(TokenKind::Colon) {
                    self.parse_type()?
                } else {
                    self.ctx.f64()
                }
            }
        };
        let Some(kind) = self.ctx.float_kind(ty) else {
            return Err(self.error_at(t.start, "floating point value not valid for specified type"));
        };
        let bits = super::dense::decimal_to_float_bits(spelling, negative, kind);
        Ok(self.ctx.intern_attr(AttrKind::Float { ty, bits }))
    }

    /// `#alias`, `#dialect.mnemonic<...>`, `#dialect<"...">`.
    fn parse_extended_attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let t = self.tok;
        let ident = &self.text_of(t)[1..];
        let (dialect, rest) = super::types::split_dialect_symbol(ident);
        self.consume();
        let has_body = self.at(TokenKind::Less);
        if rest.is_none() && !has_body {
            return match self.attr_aliases.get(ident) {
                Some(&a) => Ok(a),
                None => Err(self.wrong_token(format!("undefined symbol alias id '{ident}'"))),
            };
        }
        if let Some(parse) = self.ctx.dialect_by_name(dialect).and_then(|d| d.parse_attr) {
            if rest.is_some() || has_body {
                // The dialect's errors are its own, not those of a custom
                // op being parsed: no `custom op '...'` prefix.
                let custom_ops = std::mem::take(&mut self.ops.custom_ops);
                let outer = std::mem::replace(&mut self.dialect_namespace, dialect);
                let r = if rest.is_some() {
                    self.reset_to(t.start + 1 + dialect.len() as u32 + 1);
                    parse(self, ty)
                } else {
                    // `#dialect<body>`: the form of bodies that are not
                    // pretty.
                    self.consume();
                    parse(self, ty).and_then(|a| {
                        self.expect(TokenKind::Greater, "expected '>'")?;
                        Ok(a)
                    })
                };
                self.ops.custom_ops = custom_ops;
                self.dialect_namespace = outer;
                return r;
            }
        }
        let data = self.parse_dialect_symbol_data(rest, has_body)?;
        let pos = super::types::dialect_data_pos(t.start, dialect, rest);
        let aty = if ty.is_none() && self.consume_if(TokenKind::Colon) {
            Some(self.parse_type()?)
        } else {
            ty
        };
        if !self.ctx.allow_unregistered_dialects() && self.ctx.dialect_by_name(dialect).is_none() {
            let shown = self.fmt_type(aty.unwrap_or_else(|| self.ctx.none_type()));
            return Err(self.error_at(
                pos,
                format!(
                    "#\"{dialect}\"<\"{data}\"> : {shown} attribute created with unregistered dialect. {}",
                    super::types::UNREGISTERED_HINT
                ),
            ));
        }
        if !super::types::valid_namespace(dialect) {
            return Err(self.error_at(pos, format!("invalid dialect namespace '\"{dialect}\"'")));
        }
        Ok(self.ctx.intern_attr(AttrKind::Opaque {
            dialect: self.ctx.ident(dialect),
            data: self.ctx.ident(&data),
            ty: aty,
        }))
    }

    /// `strided<[1, ?], offset: 0>`.
    fn parse_strided_attr(&mut self) -> PResult<Attribute> {
        self.consume();
        self.expect(TokenKind::Less, "expected '<' after 'strided'")?;
        self.expect(TokenKind::LSquare, "expected '['")?;
        let mut strides = Vec::new();
        self.parse_list_until_or(TokenKind::RSquare, "expected ']'", &mut |p| {
            let v = p.parse_strided_value()?;
            strides.push(v);
            Ok(())
        })?;
        let mut offset = 0;
        if self.consume_if(TokenKind::Comma) {
            if !self.consume_keyword("offset") {
                return Err(self.wrong_token("expected 'offset' after comma"));
            }
            self.expect(TokenKind::Colon, "expected ':' after 'offset'")?;
            offset = self.parse_strided_value()?;
        }
        self.expect(TokenKind::Greater, "expected '>'")?;
        Ok(self.ctx.intern_attr(AttrKind::StridedLayout {
            offset,
            strides: strides.into(),
        }))
    }

    fn parse_strided_value(&mut self) -> PResult<i64> {
        if self.consume_if(TokenKind::Question) {
            return Ok(strata_ir::DYNAMIC);
        }
        let neg = self.consume_if(TokenKind::Minus);
        if !self.at(TokenKind::Integer) {
            return Err(self.error_here("expected a 64-bit signed integer or '?'"));
        }
        let s = self.tok_text();
        let v = literal_magnitude(s)
            .and_then(|w| build_apint(&w, 64, neg, true))
            .map(|a| a.sext_i64());
        match v {
            Some(v) => {
                self.consume();
                Ok(v)
            }
            None => Err(self.error_here("expected a 64-bit signed integer or '?'")),
        }
    }

    /// `distinct[N]<attr>`: the same `N` within one file is the same
    /// attribute.
    fn parse_distinct_attr(&mut self, _ty: Option<Type>) -> PResult<Attribute> {
        let kw = self.tok.start;
        self.consume();
        self.expect(TokenKind::LSquare, "expected '[' after 'distinct'")?;
        if !self.at(TokenKind::Integer) {
            return Err(self.wrong_token("expected distinct ID"));
        }
        let text = self.tok_text();
        let id = match text.strip_prefix("0x") {
            Some(hex) => u64::from_str_radix(hex, 16),
            None => text.parse::<u64>(),
        };
        self.consume();
        // MLIR reports an out-of-range ID after the integer token.
        let Ok(id) = id else {
            return Err(self.error_here("expected an unsigned 64-bit integer"));
        };
        self.expect(TokenKind::RSquare, "expected ']' to close distinct ID")?;
        self.expect(TokenKind::Less, "expected '<' after distinct ID")?;
        let referenced = if self.consume_if(TokenKind::Greater) {
            self.ctx.unit_attr()
        } else {
            let a = self.parse_attribute(None)?;
            self.expect(TokenKind::Greater, "expected '>' to close distinct attribute")?;
            a
        };
        if let Some(&prev) = self.distinct.get(&id) {
            let same = matches!(self.ctx.attr_kind(prev), AttrKind::Distinct { referenced: r, .. } if *r == referenced);
            if !same {
                let shown = match self.ctx.attr_kind(prev) {
                    AttrKind::Distinct { referenced: r, .. } => self.fmt_attr(*r),
                    _ => self.fmt_attr(prev),
                };
                return Err(self.error_at(
                    kw,
                    format!("referenced attribute does not match previous definition: {shown}"),
                ));
            }
            return Ok(prev);
        }
        let a = self.ctx.distinct_attr(referenced);
        self.distinct.insert(id, a);
        Ok(a)
    }

    // ---- locations -------------------------------------------------------

    /// `loc(...)`, the current token being `loc`.
    pub(crate) fn parse_location_literal(&mut self) -> PResult<Location> {
        if !self.consume_keyword("loc") {
            return Err(self.wrong_token("expected 'loc' keyword"));
        }
        self.expect(TokenKind::LParen, "expected '(' in location")?;
        let l = self.parse_location_instance()?;
        self.expect(TokenKind::RParen, "expected ')' in location")?;
        Ok(l)
    }

    /// Parses a trailing `loc(...)` if present.
    pub(crate) fn parse_optional_trailing_loc(&mut self) -> PResult<Option<Location>> {
        if !self.at_keyword("loc") {
            return Ok(None);
        }
        self.parse_location_literal().map(Some)
    }

    pub(crate) fn parse_location_instance(&mut self) -> PResult<Location> {
        self.enter()?;
        let r = self.parse_location_instance_inner();
        self.leave();
        r
    }

    fn parse_location_instance_inner(&mut self) -> PResult<Location> {
        let ctx = self.ctx;
        let t = self.tok;
        match t.kind {
            TokenKind::HashIdent => {
                let name = &self.text_of(t)[1..];
                if !name.contains('.') {
                    self.consume();
                    if let Some(&a) = self.attr_aliases.get(name) {
                        return match ctx.attr_kind(a) {
                            AttrKind::Location(l) => Ok(*l),
                            _ => {
                                let shown = self.fmt_attr(a);
                                Err(self.error_at(t.start, format!("expected location, but found '{shown}'")))
                            }
                        };
                    }
                    // A forward reference to an alias defined later.
                    let ph = ctx.intern_loc(LocationKind::Opaque(ctx.distinct_attr(ctx.unit_attr())));
                    self.deferred_locs
                        .push((ph, std::borrow::Cow::Borrowed(name), t.start));
                    return Ok(ph);
                }
                let a = self.parse_attribute(None)?;
                match ctx.attr_kind(a) {
                    AttrKind::Location(l) => Ok(*l),
                    _ => Ok(ctx.intern_loc(LocationKind::Opaque(a))),
                }
            }
            TokenKind::String => self.parse_name_or_file_loc(),
            TokenKind::BareIdent => match self.tok_text() {
                "unknown" => {
                    self.consume();
                    Ok(ctx.unknown_loc())
                }
                "callsite" => {
                    self.consume();
                    self.expect(TokenKind::LParen, "expected '(' in callsite location")?;
                    let callee = self.parse_location_instance()?;
                    if !self.consume_keyword("at") {
                        return Err(self.wrong_token("expected 'at' in callsite location"));
                    }
                    let caller = self.parse_location_instance()?;
                    self.expect(TokenKind::RParen, "expected ')' in callsite location")?;
                    Ok(ctx.intern_loc(LocationKind::CallSite { callee, caller }))
                }
                "fused" => {
                    self.consume();
                    let mut metadata = None;
                    if self.consume_if(TokenKind::Less) {
                        metadata = Some(self.parse_attribute(None)?);
                        self.expect(TokenKind::Greater, "expected '>' after fused location metadata")?;
                    }
                    let mut locs = Vec::new();
                    self.expect(TokenKind::LSquare, "expected '[' in fused location")?;
                    self.parse_list_until_or(
                        TokenKind::RSquare,
                        "expected ']' in fused location",
                        &mut |p| {
                            locs.push(p.parse_location_instance()?);
                            Ok(())
                        },
                    )?;
                    Ok(ctx.fused_loc(&locs, metadata))
                }
                _ => Err(self.wrong_token("expected location instance")),
            },
            _ => Err(self.wrong_token("expected location instance")),
        }
    }

    fn parse_loc_u32(&mut self, msg: &str) -> PResult<u32> {
        if !self.at(TokenKind::Integer) {
            return Err(self.wrong_token(msg.to_string()));
        }
        match self.tok_text().parse::<u32>() {
            Ok(v) => {
                self.consume();
                Ok(v)
            }
            Err(_) => Err(self.error_here(msg.to_string())),
        }
    }

    fn parse_name_or_file_loc(&mut self) -> PResult<Location> {
        let ctx = self.ctx;
        let t = self.tok;
        let s = String::from_utf8_lossy(&self.string_value(t)).into_owned();
        self.consume();
        if self.consume_if(TokenKind::Colon) {
            let line = self.parse_loc_u32("expected integer line number in FileLineColRange")?;
            let mut col = 0;
            let mut end = None;
            let mut file = s.as_str();
            if self.consume_if(TokenKind::Colon) {
                col = self.parse_loc_u32("expected integer column number in FileLineColRange")?;
                // MLIR reads the point form `"":line:col` (only that form)
                // as the file `-`, as its source manager names standard input.
                if file.is_empty() && !self.at_keyword("to") {
                    file = "-";
                }
                if self.consume_keyword("to") {
                    if self.consume_if(TokenKind::Colon) {
                        let ec = self.parse_loc_u32("expected integer column number in FileLineColRange")?;
                        end = Some((line, ec));
                    } else {
                        let el = self.parse_loc_u32("expected integer line number in FileLineColRange")?;
                        self.expect(TokenKind::Colon, "expected ':' in FileLineColRange")?;
                        let ec = self.parse_loc_u32("expected integer column number in FileLineColRange")?;
                        end = Some((el, ec));
                    }
                }
            }
            return Ok(ctx.intern_loc(LocationKind::FileLineCol {
                file: ctx.ident(file),
                line,
                col,
                end,
            }));
        }
        if self.consume_if(TokenKind::LParen) {
            let child = self.parse_location_instance()?;
            if matches!(ctx.loc_kind(child), LocationKind::Name { .. } if false) {
                return Err(self.error_here("expected location instance"));
            }
            self.expect(TokenKind::RParen, "expected ')' after child location of NameLoc")?;
            return Ok(ctx.name_loc(&s, Some(child)));
        }
        Ok(ctx.name_loc(&s, None))
    }
}
