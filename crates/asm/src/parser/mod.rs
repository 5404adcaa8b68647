//! The parser: MLIR 22's textual grammar, building IR directly in one pass.
//!
//! [`Parser`] holds the token stream, the symbol tables of the file (type,
//! attribute and location aliases, `distinct` ids) and the SSA state of the
//! operations being parsed. Types, attributes, locations, affine
//! structures and operations are parsed by the submodules.

mod affine;
mod attrs;
mod dense;
mod fmt;
mod ops;
mod parallel;
mod types;

#[cfg(test)]
mod tests;

use rustc_hash::FxHashMap;
use strata_ir::{Attribute, Body, Context, Diagnostic, Failed, Location, LocationKind, Type};

use crate::lexer::{unescape, Lexer, LineIndex, Token, TokenKind};

/// How to parse one buffer.
#[derive(Clone, Debug)]
pub struct ParseOptions<'a> {
    /// The name locations use (`loc("name":line:col)`).
    pub file_name: &'a str,
    /// Added to line numbers, for chunks of a split input file.
    pub line_offset: u32,
    /// Wrap top-level ops in a `builtin.module` unless the buffer holds
    /// exactly one (mlir-opt's default; `--no-implicit-module` turns it off).
    pub implicit_module: bool,
    /// Line and column of the implicit module's location: `0:0` for a
    /// whole file; where the chunk starts for chunks of a split file (as
    /// mlir-opt).
    pub module_loc: (u32, u32),
}

impl Default for ParseOptions<'_> {
    fn default() -> Self {
        ParseOptions {
            file_name: "-",
            line_offset: 0,
            implicit_module: true,
            module_loc: (0, 0),
        }
    }
}

/// Parses `source`. On success the body's single root region has one block
/// holding the top-level op(s); on failure the errors were emitted to the
/// context's diagnostic handler.
///
/// With more than one thread in the current rayon pool, the bodies of the
/// isolated-from-above ops are parsed in parallel when that is sure to
/// give the sequential result (the `parallel` module); otherwise, and on any error,
/// the buffer is parsed sequentially, so diagnostics are always the
/// sequential ones.
pub fn parse_source(ctx: &Context, source: &str, options: &ParseOptions<'_>) -> Result<Body, Failed> {
    let (lines, candidates, buffer) = prepare(ctx, source, options);
    if let Some(candidates) = candidates {
        if let Some(body) = parallel::try_parse(ctx, source, options, &candidates, &lines, buffer) {
            return Ok(body);
        }
    }
    let mut p = Parser::with_lines(ctx, source, options, lines);
    p.buffer = buffer;
    p.parse_file()
}

/// The line table of `source`, the ops to parse in parallel if that
/// applies (with more than one thread in the current rayon pool), and the
/// registered buffer, whose positions are the ops' locations.
fn prepare(
    ctx: &Context,
    source: &str,
    options: &ParseOptions<'_>,
) -> (
    LineIndex,
    Option<Vec<parallel::Candidate>>,
    Option<strata_ir::SourceId>,
) {
    // The line table does not depend on the scan for the parallel path:
    // build both at once.
    let (lines, candidates) = if rayon::current_num_threads() > 1 {
        rayon::join(
            || LineIndex::new(source.as_bytes()),
            || parallel::candidates(ctx, source),
        )
    } else {
        (LineIndex::new(source.as_bytes()), None)
    };
    let buffer = ctx.register_source(
        ctx.ident(options.file_name),
        options.line_offset,
        lines.shared_starts(),
        source.len(),
    );
    (lines, candidates, buffer)
}

/// [`parse_source`] for a buffer the caller gives up: the text of the
/// isolated-from-above ops parsed in parallel is released as they are
/// parsed, so that a large file and its IR are not both in memory at the
/// end of the parse. When the parallel parse does not apply, `source` is
/// parsed sequentially; when it fails (the buffer is then gone),
/// `reread` gives the same text again for the sequential parse, whose
/// diagnostics are the ones reported.
pub fn parse_source_owned(
    ctx: &Context,
    source: String,
    options: &ParseOptions<'_>,
    reread: &mut dyn FnMut() -> Option<String>,
) -> Result<Body, Failed> {
    parse_source_owned_in_waves(ctx, source, options, reread, parallel::WAVE_BYTES)
}

/// [`parse_source_owned`] with waves of `wave_bytes` (see
/// `parallel::try_parse_owned`).
pub(crate) fn parse_source_owned_in_waves(
    ctx: &Context,
    source: String,
    options: &ParseOptions<'_>,
    reread: &mut dyn FnMut() -> Option<String>,
    wave_bytes: u32,
) -> Result<Body, Failed> {
    let (lines, candidates, buffer) = prepare(ctx, &source, options);
    let Some(candidates) = candidates else {
        let mut p = Parser::with_lines(ctx, &source, options, lines);
        p.buffer = buffer;
        return p.parse_file();
    };
    let len = source.len();
    if let Some(body) =
        parallel::try_parse_owned(ctx, source, options, &candidates, &lines, buffer, wave_bytes)
    {
        return Ok(body);
    }
    let Some(source) = reread().filter(|s| s.len() == len) else {
        let loc = ctx.file_loc(options.file_name, options.module_loc.0, options.module_loc.1);
        ctx.emit(Diagnostic::error(
            loc,
            format!(
                "cannot read input file '{}' again: it changed while it was parsed",
                options.file_name
            ),
        ));
        return Err(Failed);
    };
    let mut p = Parser::with_lines(ctx, &source, options, lines);
    p.buffer = buffer;
    p.parse_file()
}

/// Parses `source` as one attribute and nothing else (MLIR's
/// `parseAttribute`), for tools that read attributes written in their own
/// languages. Errors go to the context's diagnostic handlers, located in
/// `source` as a buffer named after its text, as MLIR does.
pub fn parse_attribute_str(ctx: &Context, source: &str) -> Result<Attribute, Failed> {
    parse_attribute_str_of_type(ctx, source, None)
}

/// [`parse_attribute_str`] with the type `ty` an attribute without its own
/// takes (MLIR's `parseAttribute` with a type: `0.0` read as an `f32`).
pub fn parse_attribute_str_of_type(
    ctx: &Context,
    source: &str,
    ty: Option<Type>,
) -> Result<Attribute, Failed> {
    let options = ParseOptions {
        file_name: source,
        ..Default::default()
    };
    let mut p = Parser::with_lines(ctx, source, &options, LineIndex::new(source.as_bytes()));
    let attr = p.parse_attribute(ty)?;
    p.expect_end()?;
    Ok(attr)
}

/// Parses `source` as one type and nothing else (MLIR's `parseType`); see
/// [`parse_attribute_str`].
pub fn parse_type_str(ctx: &Context, source: &str) -> Result<Type, Failed> {
    let options = ParseOptions {
        file_name: source,
        ..Default::default()
    };
    let mut p = Parser::with_lines(ctx, source, &options, LineIndex::new(source.as_bytes()));
    let ty = p.parse_type()?;
    p.expect_end()?;
    Ok(ty)
}

pub(crate) type PResult<T> = Result<T, Failed>;

/// How deeply types and attributes (together), and separately regions, may
/// nest before the parser gives up with a diagnostic instead of exhausting
/// the stack.
const MAX_NESTING: u32 = 200;

/// The `Delimiter`-like choices of [`Parser::parse_comma_list`].
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Delim {
    None,
    Paren,
    Square,
    Less,
    Brace,
    OptParen,
    OptSquare,
    OptLess,
    OptBrace,
}

pub(crate) struct Parser<'c, 's> {
    pub(crate) ctx: &'c Context,
    pub(crate) src: &'s str,
    pub(crate) lex: Lexer<'s>,
    pub(crate) tok: Token,
    pub(crate) lines: LineIndex,
    /// The registered buffer `src` is, if it is one: locations are then
    /// its positions, not uniqued.
    pub(crate) buffer: Option<strata_ir::SourceId>,
    file_name: String,
    /// The interned file name, for the location of every op.
    file_ident: strata_ir::Ident,
    line_offset: u32,
    implicit_module: bool,
    module_loc: (u32, u32),
    /// Set once a lexer error has been reported, so that the parser's
    /// follow-up error for the same token is suppressed (as MLIR does).
    pub(crate) lex_error_reported: bool,
    pub(crate) depth: u32,
    /// Nesting of regions, counted apart from `depth`: attributes and types
    /// cannot contain regions, so the two recursions add up.
    pub(crate) region_depth: u32,
    /// Depth and dimension-freedom of affine expressions built so far.
    pub(crate) affine_info: FxHashMap<strata_ir::affine::AffineExpr, affine::AffineInfo>,
    pub(crate) type_aliases: FxHashMap<&'s str, Type>,
    /// The `external_resources` entries read so far: (group, key, value).
    pub(crate) external_resources: Vec<(String, String, strata_ir::ResourceValue)>,
    pub(crate) attr_aliases: FxHashMap<&'s str, Attribute>,
    /// Location aliases used before their definition: placeholder, alias
    /// name, position of the use.
    pub(crate) deferred_locs: Vec<(Location, std::borrow::Cow<'s, str>, u32)>,
    pub(crate) distinct: FxHashMap<u64, Attribute>,
    pub(crate) ops: ops::OpState<'c, 's>,
    /// Caches keyed by source text, so that names repeated on every line
    /// are interned once per file (interning takes a lock).
    pub(crate) ident_cache: FxHashMap<&'s str, strata_ir::Ident>,
    /// Generic op names (token text with quotes) and custom op names (with
    /// the default dialect they were resolved under).
    pub(crate) op_name_cache: FxHashMap<(&'c str, &'s str), strata_ir::OpName>,
    /// Function types by their inputs and results.
    pub(crate) fn_type_cache: FxHashMap<(TypeList, TypeList), Type>,
    /// Shaped types by their text (see `parse_shaped_type_cached`).
    pub(crate) type_cache: FxHashMap<&'s str, Type>,
    /// Ops parsed ahead (in parallel), by the position of their name.
    pub(crate) preparsed: FxHashMap<u32, parallel::Preparsed>,
    /// Set when an op parsed ahead was found at another nesting than it
    /// was parsed at (see `use_preparsed`).
    pub(crate) preparsed_rejected: bool,
    /// The namespace of the dialect type or attribute whose dialect hook is
    /// running (see `AsmParser::dialect_namespace`).
    pub(crate) dialect_namespace: &'s str,
}

/// A short list of types, inline up to six.
pub(crate) type TypeList = smallvec::SmallVec<[Type; 6]>;

impl<'c, 's> Parser<'c, 's> {
    /// A parser over `src` with its line index already built.
    pub(crate) fn with_lines(
        ctx: &'c Context,
        src: &'s str,
        options: &ParseOptions<'_>,
        lines: LineIndex,
    ) -> Parser<'c, 's> {
        let mut lex = Lexer::new(src.as_bytes());
        let tok = lex.next_token();
        let mut p = Parser {
            ctx,
            src,
            lex,
            tok,
            lines,
            buffer: None,
            file_name: options.file_name.to_string(),
            file_ident: ctx.ident(options.file_name),
            line_offset: options.line_offset,
            implicit_module: options.implicit_module,
            module_loc: options.module_loc,
            lex_error_reported: false,
            depth: 0,
            region_depth: 0,
            affine_info: FxHashMap::default(),
            type_aliases: FxHashMap::default(),
            external_resources: Vec::new(),
            attr_aliases: FxHashMap::default(),
            deferred_locs: Vec::new(),
            distinct: FxHashMap::default(),
            ops: ops::OpState::new(),
            ident_cache: FxHashMap::default(),
            op_name_cache: FxHashMap::default(),
            fn_type_cache: FxHashMap::default(),
            type_cache: FxHashMap::default(),
            preparsed: FxHashMap::default(),
            preparsed_rejected: false,
            dialect_namespace: "",
        };
        p.check_lex_error();
        p
    }

    /// Interns `s`, a slice of the source, through the per-file cache.
    pub(crate) fn cached_ident(&mut self, s: &'s str) -> strata_ir::Ident {
        let ctx = self.ctx;
        *self.ident_cache.entry(s).or_insert_with(|| ctx.ident(s))
    }

    // ---- tokens ----------------------------------------------------------

    /// Runs after every token: the check is inlined, the report is not.
    #[inline]
    fn check_lex_error(&mut self) {
        if self.tok.kind == TokenKind::Error {
            self.report_lex_error();
        }
    }

    #[cold]
    #[inline(never)]
    fn report_lex_error(&mut self) {
        if !self.lex_error_reported {
            self.lex_error_reported = true;
            let loc = self.loc_at(self.tok.start);
            self.ctx.emit(Diagnostic::error(loc, self.tok.error));
        }
    }

    #[inline]
    pub(crate) fn consume(&mut self) {
        if self.tok.kind != TokenKind::Eof && self.tok.kind != TokenKind::Error {
            self.tok = self.lex.next_token();
            self.check_lex_error();
        }
    }

    /// Re-lexes starting at byte `pos` (for `4x8` dimension lists).
    pub(crate) fn reset_to(&mut self, pos: u32) {
        self.lex.reset(pos);
        self.tok = self.lex.next_token();
        self.check_lex_error();
    }

    #[inline]
    pub(crate) fn at(&self, k: TokenKind) -> bool {
        self.tok.kind == k
    }

    pub(crate) fn consume_if(&mut self, k: TokenKind) -> bool {
        if self.tok.kind == k {
            self.consume();
            true
        } else {
            false
        }
    }

    /// The source text of a token.
    pub(crate) fn text_of(&self, t: Token) -> &'s str {
        self.src.get(t.start as usize..t.end as usize).unwrap_or("")
    }

    pub(crate) fn tok_text(&self) -> &'s str {
        self.text_of(self.tok)
    }

    pub(crate) fn at_keyword(&self, kw: &str) -> bool {
        self.tok.kind == TokenKind::BareIdent && self.tok_text() == kw
    }

    pub(crate) fn consume_keyword(&mut self, kw: &str) -> bool {
        if self.at_keyword(kw) {
            self.consume();
            true
        } else {
            false
        }
    }

    /// The value of a string token.
    pub(crate) fn string_value(&self, t: Token) -> Vec<u8> {
        unescape(self.text_of(t).as_bytes())
    }

    // ---- locations and diagnostics ----------------------------------------

    pub(crate) fn line_col(&self, pos: u32) -> (u32, u32) {
        let (l, c) = self.lines.line_col(pos);
        (l + self.line_offset, c)
    }

    pub(crate) fn loc_at(&self, pos: u32) -> Location {
        if let Some(b) = self.buffer {
            return b.loc(pos);
        }
        let (line, col) = self.line_col(pos);
        self.ctx.intern_loc(LocationKind::FileLineCol {
            file: self.file_ident,
            line,
            col,
            end: None,
        })
    }

    /// Fails unless the whole buffer was read.
    fn expect_end(&mut self) -> PResult<()> {
        if self.tok.kind == TokenKind::Eof {
            return Ok(());
        }
        let pos = self.tok.start;
        let rest = self.src.get(pos as usize..).unwrap_or("").to_string();
        Err(self.error_at(pos, format!("found trailing characters: '{rest}'")))
    }

    /// Reports an error at `pos`, unless a lexer error was already reported
    /// (the parser's error is then a consequence of it).
    pub(crate) fn error_at(&mut self, pos: u32, msg: impl Into<String>) -> Failed {
        if !self.lex_error_reported {
            let loc = self.loc_at(pos);
            self.ctx.emit(Diagnostic::error(loc, msg));
        }
        Failed
    }

    pub(crate) fn error_with_note(
        &mut self,
        pos: u32,
        msg: impl Into<String>,
        note_pos: u32,
        note: &str,
    ) -> Failed {
        if !self.lex_error_reported {
            let loc = self.loc_at(pos);
            let nloc = self.loc_at(note_pos);
            self.ctx.emit(Diagnostic::error(loc, msg).with_note(nloc, note));
        }
        Failed
    }

    /// Reports an error at the current token; at the end of the buffer, on
    /// its last character (as MLIR).
    pub(crate) fn error_here(&mut self, msg: impl Into<String>) -> Failed {
        let mut pos = self.tok.start;
        if self.tok.kind == TokenKind::Eof {
            pos = pos.saturating_sub(1);
        }
        self.error_at(pos, msg)
    }

    /// Reports that the current token is not what was expected. As MLIR,
    /// the error goes right after the previous token when the current one
    /// is on a later line or separated by blanks: backing over blank lines
    /// and comments.
    pub(crate) fn wrong_token(&mut self, msg: impl Into<String>) -> Failed {
        let bytes = self.src.as_bytes();
        let mut pos = self.tok.start as usize;
        if self.tok.kind == TokenKind::Eof {
            pos = pos.saturating_sub(1);
        }
        let original = pos;
        let mut end = pos.min(bytes.len());
        loop {
            while end > 0 && matches!(bytes[end - 1], b' ' | b'\t') {
                end -= 1;
            }
            if end == 0 {
                return self.error_at(original as u32, msg);
            }
            if !matches!(bytes[end - 1], b'\n' | b'\r') {
                return self.error_at(end as u32, msg);
            }
            end -= 1;
            let line_start = bytes[..end]
                .iter()
                .rposition(|&c| c == b'\n' || c == b'\r')
                .map_or(0, |i| i + 1);
            if let Some(c) = find_sub(&bytes[line_start..end], b"//") {
                end = line_start + c;
            }
        }
    }

    pub(crate) fn expect(&mut self, k: TokenKind, msg: &str) -> PResult<()> {
        if self.consume_if(k) {
            Ok(())
        } else {
            Err(self.wrong_token(msg))
        }
    }

    pub(crate) fn enter(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_NESTING {
            return Err(self.error_here("nesting too deep"));
        }
        Ok(())
    }

    pub(crate) fn leave(&mut self) {
        self.depth -= 1;
    }

    pub(crate) fn enter_region(&mut self) -> PResult<()> {
        self.region_depth += 1;
        if self.region_depth > MAX_NESTING {
            return Err(self.error_here("nesting too deep"));
        }
        Ok(())
    }

    pub(crate) fn leave_region(&mut self) {
        self.region_depth -= 1;
    }

    /// Parses a comma separated list with the given delimiters, calling
    /// `f` for each element. `what` names the list in the error for a
    /// missing closing delimiter ("in <what>").
    pub(crate) fn parse_comma_list(
        &mut self,
        delim: Delim,
        what: &str,
        f: &mut dyn FnMut(&mut Self) -> PResult<()>,
    ) -> PResult<()> {
        use TokenKind::*;
        let (open, close, open_s, close_s, optional) = match delim {
            Delim::None => {
                f(self)?;
                while self.consume_if(Comma) {
                    f(self)?;
                }
                return Ok(());
            }
            Delim::Paren => (LParen, RParen, "(", ")", false),
            Delim::Square => (LSquare, RSquare, "[", "]", false),
            Delim::Less => (Less, Greater, "<", ">", false),
            Delim::Brace => (LBrace, RBrace, "{", "}", false),
            Delim::OptParen => (LParen, RParen, "(", ")", true),
            Delim::OptSquare => (LSquare, RSquare, "[", "]", true),
            Delim::OptLess => (Less, Greater, "<", ">", true),
            Delim::OptBrace => (LBrace, RBrace, "{", "}", true),
        };
        if !self.consume_if(open) {
            if optional {
                return Ok(());
            }
            return Err(self.wrong_token(format!("expected '{open_s}'{what}")));
        }
        if self.consume_if(close) {
            return Ok(());
        }
        f(self)?;
        while self.consume_if(Comma) {
            f(self)?;
        }
        if !self.consume_if(close) {
            return Err(self.wrong_token(format!("expected '{close_s}'{what}")));
        }
        Ok(())
    }

    // ---- top level ---------------------------------------------------------

    pub(crate) fn parse_file(&mut self) -> PResult<Body> {
        let (mut body, block) = Body::with_top_block();
        let r = self.parse_top_level(&mut body, block);
        if r.is_err() {
            return Err(Failed);
        }
        self.finalize(&mut body)?;
        if self.implicit_module {
            body = self.wrap_in_module(body, block);
        }
        body.set_external_resources(std::mem::take(&mut self.external_resources));
        Ok(body)
    }

    fn parse_top_level(&mut self, body: &mut Body, block: strata_ir::BlockId) -> PResult<()> {
        std::mem::swap(&mut self.ops.body, body);
        let r = self.parse_top_level_inner(block);
        std::mem::swap(&mut self.ops.body, body);
        r
    }

    fn parse_top_level_inner(&mut self, block: strata_ir::BlockId) -> PResult<()> {
        self.ops.push_isolated_scope();
        self.ops.push_region_scope();
        loop {
            match self.tok.kind {
                TokenKind::Eof => break,
                TokenKind::Error => return Err(Failed),
                TokenKind::HashIdent => self.parse_attr_alias_def()?,
                TokenKind::ExclaimIdent => self.parse_type_alias_def()?,
                TokenKind::FileMetadataBegin => self.parse_file_metadata()?,
                _ => self.parse_operation(block)?,
            }
        }
        self.pop_region_scope()?;
        self.pop_isolated_scope()
    }

    /// Reports forward references that were never defined and resolves
    /// deferred location aliases.
    fn finalize(&mut self, body: &mut Body) -> PResult<()> {
        if !self.ops.unresolved.is_empty() {
            let mut v = std::mem::take(&mut self.ops.unresolved);
            v.sort_unstable();
            for pos in v {
                self.error_at(pos, "use of undeclared SSA value name");
            }
            return Err(Failed);
        }
        if self.deferred_locs.is_empty() {
            return Ok(());
        }
        let mut map: FxHashMap<Location, Location> = FxHashMap::default();
        for i in 0..self.deferred_locs.len() {
            let (ph, pos) = (self.deferred_locs[i].0, self.deferred_locs[i].2);
            let Some(&a) = self.attr_aliases.get(self.deferred_locs[i].1.as_ref()) else {
                return Err(self.error_at(pos, "operation location alias was never defined"));
            };
            match self.ctx.attr_kind(a) {
                strata_ir::AttrKind::Location(l) => {
                    map.insert(ph, *l);
                }
                _ => {
                    let shown = self.fmt_attr(a);
                    return Err(self.error_at(pos, format!("expected location, but found '{shown}'")));
                }
            }
        }
        let mut cache = FxHashMap::default();
        replace_locs(self.ctx, body, &map, &mut cache);
        Ok(())
    }

    fn wrap_in_module(&mut self, body: Body, block: strata_ir::BlockId) -> Body {
        let module = self.ctx.op_name(strata_ir::builtin::MODULE);
        let mut ops = body.block_ops(block);
        if let (Some(first), None) = (ops.next(), ops.next()) {
            if body.op_name(first) == module {
                return body;
            }
        }
        let (mut outer, outer_block) = Body::with_top_block();
        let regions = body.root_regions().to_vec();
        let mut state = strata_ir::OperationState::new(
            module,
            self.ctx
                .file_loc(&self.file_name, self.module_loc.0, self.module_loc.1),
        );
        state.regions = regions;
        state.child = Some(Box::new(body));
        let op = outer.create_op(state);
        outer.append_op(outer_block, op);
        outer
    }

    /// `#name = attr` (including location aliases `#loc = loc(...)`).
    pub(crate) fn parse_attr_alias_def(&mut self) -> PResult<()> {
        let t = self.tok;
        let name = &self.text_of(t)[1..];
        if name.contains('.') {
            return Err(self.error_here("attribute names with a '.' are reserved for dialect-defined names"));
        }
        self.consume();
        if self.attr_aliases.contains_key(name) {
            return Err(self.error_at(t.start, format!("redefinition of attribute alias id '{name}'")));
        }
        self.expect(TokenKind::Equal, "expected '=' in attribute alias definition")?;
        let a = if self.at_keyword("loc") {
            let l = self.parse_location_literal()?;
            self.ctx.intern_attr(strata_ir::AttrKind::Location(l))
        } else {
            self.parse_attribute(None)?
        };
        self.attr_aliases.insert(name, a);
        Ok(())
    }

    /// `!name = type`.
    pub(crate) fn parse_type_alias_def(&mut self) -> PResult<()> {
        let t = self.tok;
        let name = &self.text_of(t)[1..];
        if name.contains('.') {
            return Err(self.error_here("type names with a '.' are reserved for dialect-defined names"));
        }
        self.consume();
        if self.type_aliases.contains_key(name) {
            return Err(self.error_at(t.start, format!("redefinition of type alias id '{name}'")));
        }
        self.expect(TokenKind::Equal, "expected '=' in type alias definition")?;
        let ty = self.parse_type()?;
        self.type_aliases.insert(name, ty);
        Ok(())
    }

    /// `{-# dialect_resources: {...}, external_resources: {...} #-}`.
    fn parse_file_metadata(&mut self) -> PResult<()> {
        self.consume();
        let mut first = true;
        loop {
            if self.consume_if(TokenKind::FileMetadataEnd) {
                return Ok(());
            }
            if !first {
                self.expect(
                    TokenKind::Comma,
                    "expected ',' or '#-}' in file metadata dictionary",
                )?;
                if self.consume_if(TokenKind::FileMetadataEnd) {
                    return Ok(());
                }
            }
            first = false;
            let key_tok = self.tok;
            if !self.at(TokenKind::BareIdent) {
                return Err(self.error_here("expected identifier key in file metadata dictionary"));
            }
            self.consume();
            self.expect(TokenKind::Colon, "expected ':'")?;
            match self.text_of(key_tok) {
                "dialect_resources" => self.parse_resource_section(true)?,
                "external_resources" => self.parse_resource_section(false)?,
                k => {
                    let k = k.to_string();
                    return Err(self.error_at(
                        key_tok.start,
                        format!("unknown key '{k}' in file metadata dictionary"),
                    ));
                }
            }
        }
    }

    fn parse_resource_section(&mut self, dialect: bool) -> PResult<()> {
        let what = "resource section";
        self.expect(TokenKind::LBrace, &format!("expected '{{' in {what}"))?;
        if self.consume_if(TokenKind::RBrace) {
            return Ok(());
        }
        loop {
            let owner_tok = self.tok;
            if !self.at(TokenKind::BareIdent) {
                return Err(self.error_here("expected identifier key for 'resource' entry"));
            }
            let owner = self.text_of(owner_tok);
            self.consume();
            self.expect(TokenKind::Colon, "expected ':'")?;
            if dialect && self.ctx.dialect_by_name(owner).is_none() {
                return Err(self.error_at(owner_tok.start, format!("dialect '{owner}' is unknown")));
            }
            self.expect(TokenKind::LBrace, "expected '{'")?;
            if !self.consume_if(TokenKind::RBrace) {
                loop {
                    // Only the builtin dialect handles resources (blobs).
                    if dialect && owner != "builtin" {
                        return Err(
                            self.error_here(format!("unexpected 'resource' section for dialect '{owner}'"))
                        );
                    }
                    self.parse_resource_entry(owner, dialect)?;
                    if self.consume_if(TokenKind::RBrace) {
                        break;
                    }
                    self.expect(TokenKind::Comma, "expected ',' or '}'")?;
                }
            }
            if self.consume_if(TokenKind::RBrace) {
                return Ok(());
            }
            self.expect(TokenKind::Comma, "expected ',' or '}'")?;
        }
    }

    /// One `key: value` entry. Dialect (builtin) entries must be hex
    /// blobs; external entries may be booleans, strings or blobs.
    fn parse_resource_entry(&mut self, owner: &'s str, dialect: bool) -> PResult<()> {
        let key_tok = self.tok;
        let key = match self.tok.kind {
            TokenKind::BareIdent => self.text_of(key_tok).to_string(),
            TokenKind::String => String::from_utf8_lossy(&self.string_value(key_tok)).into_owned(),
            _ => return Err(self.error_here("expected identifier key for 'resource' entry")),
        };
        self.consume();
        self.expect(TokenKind::Colon, "expected ':'")?;
        let vt = self.tok;
        if dialect && !(vt.kind == TokenKind::String && decode_hex_blob(&self.string_value(vt)).is_some()) {
            return Err(self.error_here(format!("expected hex string blob for key '{key}'")));
        }
        let value = match vt.kind {
            TokenKind::BareIdent if matches!(self.text_of(vt), "true" | "false") => {
                strata_ir::ResourceValue::Bool(self.text_of(vt) == "true")
            }
            TokenKind::String => {
                let bytes = self.string_value(vt);
                match decode_hex_blob(&bytes) {
                    Some(data) if data.len() >= 4 => {
                        let alignment = u32::from_le_bytes([data[0], data[1], data[2], data[3]]);
                        if alignment == 0 || !alignment.is_power_of_two() {
                            return Err(self.error_at(
                                vt.start,
                                format!("expected hex string blob for key '{key}' to encode alignment in first 4 bytes, but got non-power-of-2 value: {alignment}"),
                            ));
                        }
                        strata_ir::ResourceValue::Blob {
                            alignment,
                            data: data[4..].into(),
                        }
                    }
                    Some(_) => {
                        return Err(self.error_at(
                            vt.start,
                            format!(
                            "expected hex string blob for key '{key}' to encode alignment in first 4 bytes"
                        ),
                        ))
                    }
                    None => strata_ir::ResourceValue::String(String::from_utf8_lossy(&bytes).into_owned()),
                }
            }
            _ => return Err(self.error_here(format!("expected string value for key '{key}'"))),
        };
        self.consume();
        if dialect {
            self.ctx.set_resource(owner, &key, value);
        } else {
            // Kept, in order, for the printer (no external resource
            // parser is registered: all are kept as MLIR's fallback map).
            self.external_resources.push((owner.to_string(), key, value));
        }
        Ok(())
    }
}

/// Decodes `"0x..."` hex text; `None` if it is not such text.
pub(crate) fn decode_hex_blob(s: &[u8]) -> Option<Vec<u8>> {
    let hex = s.strip_prefix(b"0x")?;
    if hex.len() % 2 != 0 {
        return None;
    }
    let mut out = Vec::with_capacity(hex.len() / 2);
    for pair in hex.chunks(2) {
        let h = (pair[0] as char).to_digit(16)?;
        let l = (pair[1] as char).to_digit(16)?;
        out.push((h * 16 + l) as u8);
    }
    Some(out)
}

fn find_sub(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

/// Replaces deferred location placeholders, also inside nested locations.
fn resolve_loc(
    ctx: &Context,
    l: Location,
    map: &FxHashMap<Location, Location>,
    cache: &mut FxHashMap<Location, Location>,
) -> Location {
    if let Some(&r) = map.get(&l) {
        return r;
    }
    if let Some(&r) = cache.get(&l) {
        return r;
    }
    let r = match ctx.loc_kind(l) {
        LocationKind::Name { name, child: Some(c) } => {
            let c2 = resolve_loc(ctx, c, map, cache);
            if c2 == c {
                l
            } else {
                ctx.intern_loc(LocationKind::Name {
                    name,
                    child: Some(c2),
                })
            }
        }
        LocationKind::CallSite { callee, caller } => {
            let a = resolve_loc(ctx, callee, map, cache);
            let b = resolve_loc(ctx, caller, map, cache);
            if a == callee && b == caller {
                l
            } else {
                ctx.intern_loc(LocationKind::CallSite { callee: a, caller: b })
            }
        }
        LocationKind::Fused { locations, metadata } => {
            let v: Vec<Location> = locations
                .iter()
                .map(|&x| resolve_loc(ctx, x, map, cache))
                .collect();
            if *v == *locations {
                l
            } else {
                ctx.fused_loc(&v, metadata)
            }
        }
        _ => l,
    };
    cache.insert(l, r);
    r
}

fn replace_locs(
    ctx: &Context,
    body: &mut Body,
    map: &FxHashMap<Location, Location>,
    cache: &mut FxHashMap<Location, Location>,
) {
    let mut ops = Vec::new();
    let mut blocks = Vec::new();
    let mut stack: Vec<strata_ir::RegionId> = body.root_regions().to_vec();
    while let Some(r) = stack.pop() {
        for b in body.region_blocks(r) {
            blocks.push(b);
            for op in body.block_ops(b) {
                ops.push(op);
                if body.child_body(op).is_none() {
                    stack.extend_from_slice(body.regions_in_body(op));
                }
            }
        }
    }
    for op in ops {
        let l = body.op_loc(op);
        let n = resolve_loc(ctx, l, map, cache);
        if n != l {
            body.set_op_loc(op, n);
        }
    }
    for b in blocks {
        let args = body.block_args(b).to_vec();
        for v in args {
            let l = body.value_loc(v);
            let n = resolve_loc(ctx, l, map, cache);
            if n != l {
                body.set_block_arg_loc(v, n);
            }
        }
    }
    for (_, child) in body.child_bodies_mut() {
        replace_locs(ctx, child, map, cache);
    }
}
