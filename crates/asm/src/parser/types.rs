//! Types: builtin types, aliases, and dialect types.

use strata_ir::{AttrKind, FloatKind, Signedness, Type, TypeKind, DYNAMIC};

use super::{PResult, Parser, TypeList};
use crate::lexer::TokenKind;

pub(crate) const UNREGISTERED_HINT: &str = "If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used";

/// The largest integer width MLIR accepts.
const MAX_INT_WIDTH: u64 = 16_777_215;

/// Splits `i32`, `si8`, `ui16` into signedness and width digits.
pub(crate) fn int_type_spelling(s: &str) -> Option<(Signedness, &str)> {
    let (sign, rest) = if let Some(r) = s.strip_prefix("si") {
        (Signedness::Signed, r)
    } else if let Some(r) = s.strip_prefix("ui") {
        (Signedness::Unsigned, r)
    } else if let Some(r) = s.strip_prefix('i') {
        (Signedness::Signless, r)
    } else {
        return None;
    };
    if !rest.is_empty() && rest.bytes().all(|b| b.is_ascii_digit()) {
        Some((sign, rest))
    } else {
        None
    }
}

impl<'c, 's> Parser<'c, 's> {
    /// Whether the current token can start a type.
    pub(crate) fn at_type_start(&self) -> bool {
        match self.tok.kind {
            TokenKind::LParen | TokenKind::ExclaimIdent => true,
            TokenKind::BareIdent => {
                let s = self.tok_text();
                matches!(
                    s,
                    "index" | "none" | "complex" | "tuple" | "vector" | "tensor" | "memref"
                ) || FloatKind::from_keyword(s).is_some()
                    || int_type_spelling(s).is_some()
            }
            _ => false,
        }
    }

    pub(crate) fn parse_optional_type(&mut self) -> PResult<Option<Type>> {
        if self.at_type_start() {
            self.parse_type().map(Some)
        } else {
            Ok(None)
        }
    }

    pub(crate) fn parse_type(&mut self) -> PResult<Type> {
        if self.at(TokenKind::LParen) {
            return self.parse_function_type();
        }
        self.parse_non_function_type()
    }

    /// `(inputs) -> results`.
    pub(crate) fn parse_function_type(&mut self) -> PResult<Type> {
        self.enter()?;
        let r = (|| {
            let inputs = self.parse_type_list_parens()?;
            self.expect(TokenKind::Arrow, "expected '->' in function type")?;
            let results = self.parse_function_result_types()?;
            // Most ops of a file share a few signatures: look them up
            // without allocating or interning.
            let ctx = self.ctx;
            let t = *self
                .fn_type_cache
                .entry((inputs, results))
                .or_insert_with_key(|(i, r)| ctx.function_type(i, r));
            Ok(t)
        })();
        self.leave();
        r
    }

    /// `( )` or `( type, ... )`.
    pub(crate) fn parse_type_list_parens(&mut self) -> PResult<TypeList> {
        self.expect(TokenKind::LParen, "expected '('")?;
        let mut v = TypeList::new();
        if self.consume_if(TokenKind::RParen) {
            return Ok(v);
        }
        loop {
            v.push(self.parse_type()?);
            if !self.consume_if(TokenKind::Comma) {
                break;
            }
        }
        self.expect(TokenKind::RParen, "expected ')'")?;
        Ok(v)
    }

    /// A single non-function type or a parenthesized list.
    pub(crate) fn parse_function_result_types(&mut self) -> PResult<TypeList> {
        if self.at(TokenKind::LParen) {
            return self.parse_type_list_parens();
        }
        let mut v = TypeList::new();
        v.push(self.parse_non_function_type()?);
        Ok(v)
    }

    /// `type (, type)*` without parentheses.
    pub(crate) fn parse_type_list_no_parens(&mut self) -> PResult<Vec<Type>> {
        let mut v = vec![self.parse_type()?];
        while self.consume_if(TokenKind::Comma) {
            v.push(self.parse_type()?);
        }
        Ok(v)
    }

    pub(crate) fn parse_non_function_type(&mut self) -> PResult<Type> {
        self.enter()?;
        let r = self.parse_non_function_type_inner();
        self.leave();
        r
    }

    fn parse_non_function_type_inner(&mut self) -> PResult<Type> {
        let t = self.tok;
        match t.kind {
            TokenKind::ExclaimIdent => return self.parse_extended_type(),
            TokenKind::BareIdent => {}
            _ => return Err(self.wrong_token("expected non-function type")),
        }
        let s = self.tok_text();
        if let Some((sign, digits)) = int_type_spelling(s) {
            // As MLIR: a width that does not fit 32 bits is not a width.
            let Ok(width) = digits.parse::<u32>() else {
                return Err(self.error_here("invalid integer width"));
            };
            if u64::from(width) > MAX_INT_WIDTH {
                return Err(self.error_here(format!("integer bitwidth is limited to {MAX_INT_WIDTH} bits")));
            }
            self.consume();
            return Ok(self.ctx.integer_type_signed(width, sign));
        }
        if let Some(k) = FloatKind::from_keyword(s) {
            self.consume();
            return Ok(self.ctx.float_type(k));
        }
        match s {
            "index" => {
                self.consume();
                Ok(self.ctx.index_type())
            }
            "none" => {
                self.consume();
                Ok(self.ctx.none_type())
            }
            "complex" => {
                self.consume();
                self.expect(TokenKind::Less, "expected '<' in complex type")?;
                let el_pos = self.tok.start;
                let el = self.parse_type()?;
                if !matches!(
                    self.ctx.type_kind(el),
                    TypeKind::Integer { .. } | TypeKind::Float(_)
                ) {
                    return Err(self.error_at(el_pos, "invalid element type for complex"));
                }
                self.expect(TokenKind::Greater, "expected '>' in complex type")?;
                Ok(self.ctx.complex_type(el))
            }
            "tuple" => {
                self.consume();
                self.expect(TokenKind::Less, "expected '<' in tuple type")?;
                if self.consume_if(TokenKind::Greater) {
                    return Ok(self.ctx.tuple_type(&[]));
                }
                let v = self.parse_type_list_no_parens()?;
                self.expect(TokenKind::Greater, "expected '>' in tuple type")?;
                Ok(self.ctx.tuple_type(&v))
            }
            "vector" => self.parse_shaped_type_cached(Self::parse_vector_type),
            "tensor" => self.parse_shaped_type_cached(Self::parse_tensor_type),
            "memref" => self.parse_shaped_type_cached(Self::parse_memref_type),
            _ => Err(self.wrong_token("expected non-function type")),
        }
    }

    /// Parses a shaped type through the per-file cache of their text:
    /// the same `memref<64x64xf32>` is written on most lines, and parsing
    /// its dimensions, element type and layout again costs more than
    /// finding the text. Only text a byte scan can delimit is cached (see
    /// [`shaped_type_end`]), and only once parsing consumed exactly it.
    fn parse_shaped_type_cached(&mut self, parse: fn(&mut Self) -> PResult<Type>) -> PResult<Type> {
        let start = self.tok.start as usize;
        let Some(end) = shaped_type_end(self.src.as_bytes(), self.tok.end as usize) else {
            return parse(self);
        };
        let key = &self.src[start..end];
        if let Some(&t) = self.type_cache.get(key) {
            self.reset_to(end as u32);
            return Ok(t);
        }
        let t = parse(self)?;
        // The next token follows the text after blanks only: the parse
        // ended where the scan did.
        let next = self.tok.start as usize;
        if next >= end && self.src.as_bytes()[end..next].iter().all(u8::is_ascii_whitespace) {
            self.type_cache.insert(key, t);
        }
        Ok(t)
    }

    /// Consumes the `x` after a dimension. `4x8xf32` lexes as `4` and
    /// `x8xf32`, so the lexer restarts right after the `x`.
    pub(crate) fn parse_x_in_dimension_list(&mut self) -> PResult<()> {
        if !self.at(TokenKind::BareIdent) || !self.tok_text().starts_with('x') {
            return Err(self.wrong_token("expected 'x' in dimension list"));
        }
        if self.tok.end - self.tok.start > 1 {
            self.reset_to(self.tok.start + 1);
        } else {
            self.consume();
        }
        Ok(())
    }

    /// One dimension: an integer, `0x..` read as `0` then `x..`.
    fn parse_dimension_value(&mut self) -> PResult<i64> {
        let t = self.tok;
        let s = self.text_of(t);
        if s.starts_with("0x") {
            self.reset_to(t.start + 1);
            return Ok(0);
        }
        match s.parse::<i64>() {
            Ok(v) => {
                self.consume();
                Ok(v)
            }
            Err(_) => Err(self.error_here("invalid dimension")),
        }
    }

    /// `4x?x8x` (each dimension followed by `x`), stopping before the
    /// element type.
    pub(crate) fn parse_dimension_list_ranked(
        &mut self,
        allow_dynamic: bool,
        with_trailing_x: bool,
    ) -> PResult<Vec<i64>> {
        let mut dims = Vec::new();
        loop {
            if self.at(TokenKind::Question) {
                if !allow_dynamic {
                    return Err(self.error_here("expected static shape"));
                }
                self.consume();
                dims.push(DYNAMIC);
            } else if self.at(TokenKind::Integer) {
                dims.push(self.parse_dimension_value()?);
            } else {
                break;
            }
            if with_trailing_x {
                self.parse_x_in_dimension_list()?;
            } else if !(self.at(TokenKind::BareIdent) && self.tok_text().starts_with('x')) {
                break;
            } else {
                self.parse_x_in_dimension_list()?;
            }
        }
        Ok(dims)
    }

    /// `vector<[4]x8xf32>`.
    fn parse_vector_type(&mut self) -> PResult<Type> {
        let kw = self.tok.start;
        self.consume();
        self.expect(TokenKind::Less, "expected '<' in vector type")?;
        let mut shape = Vec::new();
        let mut scalable = Vec::new();
        loop {
            let sc = self.consume_if(TokenKind::LSquare);
            if self.at(TokenKind::Integer) {
                shape.push(self.parse_dimension_value()?);
            } else if sc {
                return Err(self.wrong_token("expected integer value"));
            } else if self.at(TokenKind::Question) {
                return Err(self.error_here("expected non-function type"));
            } else {
                break;
            }
            scalable.push(sc);
            if sc {
                self.expect(TokenKind::RSquare, "missing ']' closing scalable dimension")?;
            }
            self.parse_x_in_dimension_list()?;
        }
        if shape.iter().any(|&d| d <= 0) {
            let dims: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
            return Err(self.error_at(
                kw,
                format!(
                    "vector types must have positive constant sizes but got {}",
                    dims.join(", ")
                ),
            ));
        }
        let el_pos = self.tok.start;
        let el = self.parse_type()?;
        self.expect(TokenKind::Greater, "expected '>' in vector type")?;
        if !strata_ir::interfaces::is_vector_element_type(self.ctx, el) {
            let _ = el_pos;
            return Err(self.error_at(
                kw,
                "failed to verify 'elementType': VectorElementTypeInterface instance",
            ));
        }
        if !scalable.iter().any(|&s| s) {
            scalable.clear();
        }
        Ok(self.ctx.intern_type(TypeKind::Vector {
            shape: shape.into(),
            scalable: scalable.into(),
            element: el,
        }))
    }

    fn valid_tensor_element(&self, t: Type) -> bool {
        !matches!(
            self.ctx.type_kind(t),
            TypeKind::Function { .. }
                | TypeKind::RankedTensor { .. }
                | TypeKind::UnrankedTensor { .. }
                | TypeKind::MemRef { .. }
                | TypeKind::UnrankedMemRef { .. }
                | TypeKind::None
        )
    }

    /// `tensor<*xf32>`, `tensor<?x4xf32, #enc>`.
    fn parse_tensor_type(&mut self) -> PResult<Type> {
        self.consume();
        self.expect(TokenKind::Less, "expected '<' in tensor type")?;
        let unranked = self.consume_if(TokenKind::Star);
        let shape = if unranked {
            self.parse_x_in_dimension_list()?;
            Vec::new()
        } else {
            self.parse_dimension_list_ranked(true, true)?
        };
        let el_pos = self.tok.start;
        let el = self.parse_type()?;
        let mut encoding = None;
        if self.consume_if(TokenKind::Comma) {
            encoding = Some(self.parse_attribute(None)?);
        }
        self.expect(TokenKind::Greater, "expected '>' in tensor type")?;
        if unranked && encoding.is_some() {
            return Err(self.error_here("cannot apply encoding to unranked tensor"));
        }
        if !self.valid_tensor_element(el) {
            return Err(self.error_at(el_pos, "invalid tensor element type"));
        }
        if unranked {
            return Ok(self.ctx.intern_type(TypeKind::UnrankedTensor { element: el }));
        }
        if let Some(d) = shape.iter().find(|&&d| d < 0 && d != DYNAMIC) {
            let d = *d;
            return Err(self.error_at(el_pos, format!("invalid tensor dimension size {d}")));
        }
        Ok(self.ctx.intern_type(TypeKind::RankedTensor {
            shape: shape.into(),
            element: el,
            encoding,
        }))
    }

    /// Drops the default memory space `0` as MLIR's `MemRefType::get`.
    fn canonical_memory_space(&self, a: Option<strata_ir::Attribute>) -> Option<strata_ir::Attribute> {
        let a = a?;
        match self.ctx.attr_kind(a) {
            AttrKind::Integer { value, .. } if value.is_zero() => None,
            _ => Some(a),
        }
    }

    /// `memref<4x?xf32, layout, memory-space>`, `memref<*xf32, 1>`.
    fn parse_memref_type(&mut self) -> PResult<Type> {
        let kw = self.tok.start;
        self.consume();
        self.expect(TokenKind::Less, "expected '<' in memref type")?;
        let unranked = self.consume_if(TokenKind::Star);
        let shape = if unranked {
            self.parse_x_in_dimension_list()?;
            Vec::new()
        } else {
            self.parse_dimension_list_ranked(true, true)?
        };
        let el_pos = self.tok.start;
        let el = self.parse_type()?;
        if !self.ctx.is_valid_memref_element_type(el) {
            return Err(self.error_at(el_pos, "invalid memref element type"));
        }
        let mut layout = None;
        let mut space = None;
        while self.consume_if(TokenKind::Comma) {
            if self.at(TokenKind::Greater) {
                return Err(self.wrong_token("expected list element"));
            }
            let pos = self.tok.start;
            let a = self.parse_attribute(None)?;
            let is_layout = matches!(
                self.ctx.attr_kind(a),
                AttrKind::AffineMap(_) | AttrKind::StridedLayout { .. }
            );
            if is_layout && unranked {
                return Err(self.error_here("cannot have affine map for unranked memref type"));
            }
            if is_layout {
                if space.is_some() {
                    return Err(self.error_at(pos, "expected memory space to be last in memref type"));
                }
                if layout.is_some() {
                    return Err(self.error_at(pos, "multiple layouts specified in memref type"));
                }
                layout = Some(a);
            } else {
                if space.is_some() {
                    return Err(self.error_at(pos, "multiple memory spaces specified in memref type"));
                }
                space = Some(a);
            }
        }
        self.expect(TokenKind::Greater, "expected '>' in memref type")?;
        // MLIR's `isSupportedMemorySpace`: integers, strings, dictionaries
        // or attributes of other dialects than the builtin one.
        if let Some(a) = space {
            let supported = matches!(
                self.ctx.attr_kind(a),
                AttrKind::Integer { .. }
                    | AttrKind::Bool(_)
                    | AttrKind::String { .. }
                    | AttrKind::Dictionary(_)
                    | AttrKind::Opaque { .. }
                    | AttrKind::Dialect { .. }
            );
            if !supported {
                return Err(self.error_at(kw, "unsupported memory space Attribute"));
            }
        }
        let memory_space = self.canonical_memory_space(space);
        if unranked {
            return Ok(self.ctx.intern_type(TypeKind::UnrankedMemRef {
                element: el,
                memory_space,
            }));
        }
        if let Some(l) = layout {
            if let AttrKind::StridedLayout { strides, .. } = self.ctx.attr_kind(l) {
                if strides.len() != shape.len() {
                    return Err(self.error_at(kw, "expected the number of strides to match the rank"));
                }
            }
            if let AttrKind::AffineMap(m) = self.ctx.attr_kind(l) {
                if m.num_dims as usize != shape.len() {
                    return Err(self.error_at(
                        kw,
                        "memref layout mismatch between rank and affine map: ".to_string()
                            + &format!("{} != {}", shape.len(), m.num_dims),
                    ));
                }
                // As MLIR's `AffineMap::isIdentity`, symbols do not count.
                let identity = m.results.len() == shape.len()
                    && m.results
                        .iter()
                        .enumerate()
                        .all(|(i, &e)| e == self.ctx.affine_dim(i as u32));
                if identity {
                    layout = None;
                }
            }
        }
        Ok(self.ctx.intern_type(TypeKind::MemRef {
            shape: shape.into(),
            element: el,
            layout,
            memory_space,
        }))
    }

    /// The opaque data of a dialect symbol: `mnemonic<body>` for the pretty
    /// form, the inside of `<...>` for `!dialect<...>` / `#dialect<...>`.
    pub(crate) fn parse_dialect_symbol_data(
        &mut self,
        rest: Option<&str>,
        has_body: bool,
    ) -> PResult<String> {
        let body = if has_body {
            self.parse_dialect_symbol_body()?
        } else {
            ""
        };
        Ok(match rest {
            Some(r) => format!("{r}{body}"),
            None => body
                .get(1..body.len().saturating_sub(1))
                .unwrap_or("")
                .to_string(),
        })
    }

    /// `!alias`, `!dialect.mnemonic<...>`, `!dialect<"...">`.
    fn parse_extended_type(&mut self) -> PResult<Type> {
        let t = self.tok;
        let ident = &self.text_of(t)[1..];
        let (dialect, rest) = split_dialect_symbol(ident);
        self.consume();
        let has_body = self.at(TokenKind::Less);
        if rest.is_none() && !has_body {
            return match self.type_aliases.get(ident) {
                Some(&ty) => Ok(ty),
                None => Err(self.wrong_token(format!("undefined symbol alias id '{ident}'"))),
            };
        }
        if let Some(parse) = self.ctx.dialect_by_name(dialect).and_then(|d| d.parse_type) {
            if rest.is_some() {
                // As MLIR, the body must be balanced before the dialect
                // parses it.
                if has_body {
                    self.parse_dialect_symbol_body()?;
                }
                // Re-lex from the mnemonic so the dialect hook sees it as a
                // keyword.
                self.reset_to(t.start + 1 + dialect.len() as u32 + 1);
                // The dialect's errors are its own, not those of a custom
                // op being parsed: no `custom op '...'` prefix (as for
                // attributes).
                let custom_ops = std::mem::take(&mut self.ops.custom_ops);
                let outer = std::mem::replace(&mut self.dialect_namespace, dialect);
                let r = parse(self);
                self.dialect_namespace = outer;
                self.ops.custom_ops = custom_ops;
                return r;
            }
        }
        let data = self.parse_dialect_symbol_data(rest, has_body)?;
        // MLIR points at the symbol data of the pretty form.
        let pos = dialect_data_pos(t.start, dialect, rest);
        if !self.ctx.allow_unregistered_dialects() && self.ctx.dialect_by_name(dialect).is_none() {
            return Err(self.error_at(
                pos,
                format!("`!\"{dialect}\"<\"{data}\">` type created with unregistered dialect. {UNREGISTERED_HINT}"),
            ));
        }
        if !valid_namespace(dialect) {
            return Err(self.error_at(pos, format!("invalid dialect namespace '\"{dialect}\"'")));
        }
        Ok(self.ctx.intern_type(TypeKind::Opaque {
            dialect: self.ctx.ident(dialect),
            data: self.ctx.ident(&data),
        }))
    }

    /// Scans a balanced `<...>` body starting at the current `<` token,
    /// returning its source text including the angle brackets. As MLIR,
    /// every imbalance is reported at the opening `<`, naming the innermost
    /// open bracket, and a NUL byte ends the body like the end of the
    /// buffer.
    pub(crate) fn parse_dialect_symbol_body(&mut self) -> PResult<&'s str> {
        let start = self.tok.start as usize;
        let bytes = self.src.as_bytes();
        let mut stack: Vec<u8> = Vec::new();
        let mut i = start;
        loop {
            if i >= bytes.len() || bytes[i] == 0 {
                let open = stack.last().copied().unwrap_or(b'<');
                return Err(self.error_at(
                    start as u32,
                    format!("unbalanced '{}' character in pretty dialect name", open as char),
                ));
            }
            let c = bytes[i];
            match c {
                b'<' | b'[' | b'(' | b'{' => stack.push(c),
                b'-' if bytes.get(i + 1) == Some(&b'>') => {
                    i += 1;
                }
                b'>' | b']' | b')' | b'}' => {
                    let want = match c {
                        b'>' => b'<',
                        b']' => b'[',
                        b')' => b'(',
                        _ => b'{',
                    };
                    match stack.last() {
                        Some(&o) if o == want => {
                            stack.pop();
                        }
                        other => {
                            let o = other.copied().unwrap_or(c);
                            return Err(self.error_at(
                                start as u32,
                                format!("unbalanced '{}' character in pretty dialect name", o as char),
                            ));
                        }
                    }
                    if stack.is_empty() {
                        i += 1;
                        break;
                    }
                }
                b'"' => {
                    // Strings are lexed as tokens, with the lexer's errors.
                    let mut lexer = crate::lexer::Lexer::new(bytes);
                    lexer.reset(i as u32);
                    let t = lexer.next_token();
                    if t.kind == TokenKind::Error {
                        return Err(self.error_at(t.start, t.error));
                    }
                    i = t.end as usize - 1;
                }
                _ => {}
            }
            i += 1;
        }
        self.reset_to(i as u32);
        Ok(&self.src[start..i])
    }
}

/// MLIR's rule for dialect namespaces of opaque types and attributes: a
/// letter or `_`, then letters, digits, `_` or `$`.
pub(crate) fn valid_namespace(s: &str) -> bool {
    let mut bytes = s.bytes();
    matches!(bytes.next(), Some(b) if b.is_ascii_alphabetic() || b == b'_')
        && bytes.all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'$')
}

/// Splits the text after `!` or `#` into the dialect and, for the pretty
/// form `dialect.mnemonic`, the rest.
pub(crate) fn split_dialect_symbol(ident: &str) -> (&str, Option<&str>) {
    match ident.split_once('.') {
        Some((d, r)) => (d, Some(r)),
        None => (ident, None),
    }
}

/// Where errors about a dialect symbol starting at `start` point: at the
/// mnemonic of the pretty form, at the sigil otherwise (as MLIR does).
pub(crate) fn dialect_data_pos(start: u32, dialect: &str, rest: Option<&str>) -> u32 {
    if rest.is_some() {
        start + dialect.len() as u32 + 2
    } else {
        start
    }
}

/// The end (past the closing `>`) of the `<...>` body starting at byte
/// `open`, or `None` when it is not right there or holds a string or a
/// comment (whose contents the scan would misread). `>` of an arrow does
/// not close.
fn shaped_type_end(src: &[u8], open: usize) -> Option<usize> {
    if src.get(open) != Some(&b'<') {
        return None;
    }
    let mut depth = 0usize;
    for (i, &c) in src.iter().enumerate().skip(open) {
        match c {
            b'<' => depth += 1,
            b'>' if src[i - 1] != b'-' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i + 1);
                }
            }
            b'"' | b'/' => return None,
            _ => {}
        }
    }
    None
}
