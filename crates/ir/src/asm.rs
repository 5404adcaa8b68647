//! The interfaces custom assembly formats are written against.
//!
//! Ops, types and attributes with a custom textual form parse and print
//! themselves through these traits (MLIR's `OpAsmParser`, `OpAsmPrinter`,
//! `DialectAsmParser`, `DialectAsmPrinter`). The text-format crate
//! implements them; definitions here keep dialects independent of it.

use crate::{
    APInt, Attribute, BlockId, Context, Failed, Ident, Location, NamedAttribute, OperationState, RegionId,
    Type, ValueId,
};

/// A byte offset into the buffer being parsed; turned into a location or a
/// diagnostic position by the parser.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub struct SourcePos(pub u32);

/// The result of a parse step: a failure has been reported already.
pub type ParseResult<T> = Result<T, Failed>;

/// The delimiters around a list.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Delimiter {
    /// No delimiters: just the elements.
    None,
    /// `(` `)`.
    Paren,
    /// `[` `]`.
    Square,
    /// `<` `>`.
    LessGreater,
    /// `{` `}`.
    Braces,
    /// `(` `)`, or nothing for an empty list.
    OptionalParen,
    /// `[` `]`, or nothing for an empty list.
    OptionalSquare,
    /// `<` `>`, or nothing for an empty list.
    OptionalLessGreater,
    /// `{` `}`, or nothing for an empty list.
    OptionalBraces,
}

/// Parsing shared by ops, types and attributes.
pub trait AsmParser<'c> {
    /// The context; its lifetime is independent of the parser borrow.
    fn ctx(&self) -> &'c Context;

    /// The position of the current token.
    fn current_pos(&self) -> SourcePos;

    /// In a dialect's type or attribute parser, the namespace of the
    /// dialect being parsed (`foo` in `!foo.bar<...>`); empty elsewhere.
    /// Dialects whose definitions are data (those loaded at run time from
    /// IRDL) share one parser function and find their definitions by it.
    fn dialect_namespace(&self) -> &str {
        ""
    }

    /// The location of a position (`loc("file":line:col)`).
    fn location_of(&self, pos: SourcePos) -> Location;

    /// Reports an error at `pos`.
    fn emit_error_at(&mut self, pos: SourcePos, message: &str) -> Failed;

    /// Reports an error at `pos` without the `custom op '...'` prefix that
    /// [`AsmParser::emit_error_at`] adds inside a custom op (MLIR's errors
    /// from the generic parser, such as in affine expressions).
    fn emit_plain_error_at(&mut self, pos: SourcePos, message: &str) -> Failed;

    /// Reports, without the `custom op '...'` prefix, that the current
    /// token is not what was expected: right after the previous token when
    /// blanks separate them (MLIR's `emitWrongTokenError`).
    fn emit_wrong_token_error(&mut self, message: &str) -> Failed;

    /// Parses an op name written as a bare identifier or keyword
    /// (`arith.addf`), as MLIR's `parseCustomOperationName` does, with its
    /// error when there is none.
    fn parse_custom_operation_name(&mut self) -> ParseResult<String> {
        let pos = self.current_pos();
        match self.parse_optional_any_keyword() {
            Some(name) => Ok(name),
            None => Err(self.emit_plain_error_at(pos, "expected bare identifier or keyword")),
        }
    }

    /// Reports an error at the current token.
    fn emit_error(&mut self, message: &str) -> Failed {
        let p = self.current_pos();
        self.emit_error_at(p, message)
    }

    /// Consumes punctuation (`(`, `->`, `...`, `?`, ...) if it is next.
    fn parse_optional_punct(&mut self, punct: &str) -> bool;

    /// Consumes punctuation or reports "expected '\<punct\>'".
    fn parse_punct(&mut self, punct: &str) -> ParseResult<()>;

    /// Consumes a keyword (bare identifier) if it is next.
    fn parse_optional_keyword(&mut self, keyword: &str) -> bool;

    /// Consumes a keyword or reports "expected '\<keyword\>'".
    fn parse_keyword(&mut self, keyword: &str) -> ParseResult<()> {
        if self.parse_optional_keyword(keyword) {
            Ok(())
        } else {
            Err(self.emit_error(&format!("expected '{keyword}'")))
        }
    }

    /// Consumes any keyword (bare identifier, possibly with dots) if next.
    fn parse_optional_any_keyword(&mut self) -> Option<String>;

    /// Whether the next token is the given keyword, without consuming it.
    fn peek_keyword(&self, keyword: &str) -> bool;

    /// Whether the next token is any keyword (bare identifier), without
    /// consuming it.
    fn peek_any_keyword(&self) -> bool;

    /// Whether the next token is the given punctuation, without consuming
    /// it.
    fn peek_punct(&self, punct: &str) -> bool;

    /// Whether the next token is a `#`-identifier (an attribute alias or a
    /// dialect attribute), without consuming it.
    fn peek_hash_identifier(&self) -> bool;

    /// Consumes a string literal if next, returning its (unescaped) bytes.
    fn parse_optional_string(&mut self) -> ParseResult<Option<Vec<u8>>>;

    /// Consumes an integer literal (with an optional leading `-`) if next.
    fn parse_optional_integer(&mut self) -> ParseResult<Option<i64>>;

    /// Consumes an integer of any size if next (as MLIR's APInt parsing),
    /// returning its magnitude-and-sign as an APInt of sufficient width.
    fn parse_optional_big_integer(&mut self) -> ParseResult<Option<APInt>>;

    /// Parses a floating-point literal of format `kind`, with an optional
    /// leading `-`: a decimal number, or a hexadecimal integer giving the
    /// bits; reports "expected floating point literal" otherwise (MLIR's
    /// `parseFloat`). Returns the bits.
    fn parse_float(&mut self, kind: crate::FloatKind) -> ParseResult<u128>;

    /// Parses an integer or reports "expected integer value".
    fn parse_integer(&mut self) -> ParseResult<i64> {
        match self.parse_optional_integer()? {
            Some(v) => Ok(v),
            None => Err(self.emit_error("expected integer value")),
        }
    }

    /// Consumes `@name` or `@"name"` if next.
    fn parse_optional_symbol_name(&mut self) -> ParseResult<Option<Ident>>;

    /// Parses a type.
    fn parse_type(&mut self) -> ParseResult<Type>;
    /// Parses a type if one is next.
    fn parse_optional_type(&mut self) -> ParseResult<Option<Type>>;

    /// Parses an attribute; `ty` is the type to give literals that have
    /// none written (as `parseAttribute(Type)` in MLIR).
    fn parse_attribute(&mut self, ty: Option<Type>) -> ParseResult<Attribute>;
    /// Like [`AsmParser::parse_attribute`] if an attribute is next.
    fn parse_optional_attribute(&mut self, ty: Option<Type>) -> ParseResult<Option<Attribute>>;

    /// Parses `{name = value, ...}` if next, appending the entries
    /// (duplicates are diagnosed).
    fn parse_optional_attr_dict(&mut self, out: &mut Vec<NamedAttribute>) -> ParseResult<()>;

    /// Parses a dimension list `4x?x8x` (for shaped types); with
    /// `allow_dynamic`, `?` gives [`crate::DYNAMIC`].
    fn parse_dimension_list(&mut self, allow_dynamic: bool) -> ParseResult<Vec<i64>>;

    /// A bare affine map: `(d0, d1)[s0] -> (d1, d0 + s0)`.
    fn parse_affine_map(&mut self) -> ParseResult<crate::affine::AffineMap>;

    /// Parses `loc(...)` if next.
    fn parse_optional_location_specifier(&mut self) -> ParseResult<Option<Location>>;

    /// Parses a `(` `)` or other delimited, comma separated list.
    fn parse_comma_separated_list(
        &mut self,
        delimiter: Delimiter,
        element: &mut dyn FnMut(&mut dyn AsmParser<'c>) -> ParseResult<()>,
    ) -> ParseResult<()>;
}

/// An SSA name (without `%`) held inline when short, as almost every
/// name is: parsing an operand then allocates nothing. Reads as a `str`.
#[derive(Clone)]
pub struct SsaName(SsaNameRepr);

/// Names up to this many bytes are inline.
const SSA_NAME_INLINE: usize = 22;

#[derive(Clone)]
enum SsaNameRepr {
    Inline(u8, [u8; SSA_NAME_INLINE]),
    Heap(Box<str>),
}

impl SsaName {
    /// The name as a string slice.
    pub fn as_str(&self) -> &str {
        match &self.0 {
            // Built from a `str` cut at its end: always valid UTF-8.
            SsaNameRepr::Inline(len, bytes) => {
                std::str::from_utf8(&bytes[..*len as usize]).unwrap_or_default()
            }
            SsaNameRepr::Heap(s) => s,
        }
    }
}

impl SsaName {
    /// The name's bytes, read without the UTF-8 check of [`Self::as_str`].
    pub fn as_bytes(&self) -> &[u8] {
        match &self.0 {
            SsaNameRepr::Inline(len, bytes) => &bytes[..*len as usize],
            SsaNameRepr::Heap(s) => s.as_bytes(),
        }
    }

    /// The length in bytes.
    pub fn len(&self) -> usize {
        self.as_bytes().len()
    }

    /// Whether the name is empty (an argument written without one).
    pub fn is_empty(&self) -> bool {
        self.as_bytes().is_empty()
    }
}

impl From<&str> for SsaName {
    fn from(s: &str) -> SsaName {
        if s.len() <= SSA_NAME_INLINE {
            let mut bytes = [0; SSA_NAME_INLINE];
            bytes[..s.len()].copy_from_slice(s.as_bytes());
            SsaName(SsaNameRepr::Inline(s.len() as u8, bytes))
        } else {
            SsaName(SsaNameRepr::Heap(s.into()))
        }
    }
}

impl From<String> for SsaName {
    fn from(s: String) -> SsaName {
        SsaName::from(s.as_str())
    }
}

impl Default for SsaName {
    fn default() -> SsaName {
        SsaName::from("")
    }
}

impl std::ops::Deref for SsaName {
    type Target = str;
    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl AsRef<str> for SsaName {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl std::borrow::Borrow<str> for SsaName {
    fn borrow(&self) -> &str {
        self.as_str()
    }
}

impl PartialEq for SsaName {
    fn eq(&self, other: &SsaName) -> bool {
        self.as_bytes() == other.as_bytes()
    }
}

impl Eq for SsaName {}

impl std::hash::Hash for SsaName {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        // As `str` hashes, so that `Borrow<str>` lookups agree.
        self.as_str().hash(state);
    }
}

impl PartialEq<str> for SsaName {
    fn eq(&self, other: &str) -> bool {
        self.as_bytes() == other.as_bytes()
    }
}

impl PartialEq<&str> for SsaName {
    fn eq(&self, other: &&str) -> bool {
        self.as_bytes() == other.as_bytes()
    }
}

impl PartialEq<SsaName> for str {
    fn eq(&self, other: &SsaName) -> bool {
        self.as_bytes() == other.as_bytes()
    }
}

impl PartialEq<SsaName> for &str {
    fn eq(&self, other: &SsaName) -> bool {
        self.as_bytes() == other.as_bytes()
    }
}

impl std::fmt::Display for SsaName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

impl std::fmt::Debug for SsaName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(self.as_str(), f)
    }
}

/// A use of an SSA value not yet resolved to a value: `%name#number`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnresolvedOperand {
    /// The name without `%`.
    pub name: SsaName,
    /// The result number after `#` (0 without one).
    pub number: u32,
    /// Where the use is written.
    pub pos: SourcePos,
}

/// A region or block argument being defined: `%name : type {attrs} loc(..)`.
#[derive(Clone, Debug)]
pub struct Argument {
    /// The name being defined.
    pub ssa: UnresolvedOperand,
    /// The type, if one was parsed.
    pub ty: Option<Type>,
    /// The attribute dictionary, if one was parsed.
    pub attrs: Option<Attribute>,
    /// The location, if one was parsed.
    pub loc: Option<Location>,
}

/// Parsing for op custom forms.
pub trait OpAsmParser<'c>: AsmParser<'c> {
    /// Upcast, for helpers written against [`AsmParser`].
    fn as_asm_parser(&mut self) -> &mut dyn AsmParser<'c>;

    /// Where the op's name starts (MLIR's `getNameLoc`), for errors about
    /// the op as a whole.
    fn name_pos(&self) -> SourcePos;

    /// Whether the next tokens are `%name =`: the results of the next op,
    /// never an operand of this one. (An optional operand group ending a
    /// custom form, as `pdl.replace ... with (%v : !pdl.value)` has, would
    /// otherwise take them; mlir-opt does, and cannot read its own output
    /// back.)
    fn peek_result_definition(&mut self) -> bool {
        false
    }

    /// Parses an operand use `%name#number`.
    fn parse_operand(&mut self) -> ParseResult<UnresolvedOperand>;
    /// Parses an operand use if one is next.
    fn parse_optional_operand(&mut self) -> ParseResult<Option<UnresolvedOperand>>;
    /// Parses a comma-separated list of operand uses within `delimiter`.
    fn parse_operand_list(&mut self, delimiter: Delimiter) -> ParseResult<Vec<UnresolvedOperand>>;

    /// Resolves a parsed operand to a value of type `ty`.
    fn resolve_operand(&mut self, operand: &UnresolvedOperand, ty: Type) -> ParseResult<ValueId>;

    /// Resolves `operands` against `types`, one each, reporting a count
    /// mismatch at `pos` as MLIR's `resolveOperands` does.
    fn resolve_operands(
        &mut self,
        operands: &[UnresolvedOperand],
        types: &[Type],
        pos: SourcePos,
    ) -> ParseResult<Vec<ValueId>> {
        if operands.len() != types.len() {
            return Err(self.emit_error_at(
                pos,
                &format!(
                    "number of operands and types do not match: got {} operands and {} types",
                    operands.len(),
                    types.len()
                ),
            ));
        }
        operands
            .iter()
            .zip(types)
            .map(|(o, &t)| self.resolve_operand(o, t))
            .collect()
    }

    /// Parses `%name` with, as allowed, `: type`, `{attrs}` and `loc(..)`.
    fn parse_argument(&mut self, allow_type: bool, allow_attrs: bool) -> ParseResult<Argument>;
    /// Like [`OpAsmParser::parse_argument`] if a `%name` is next.
    fn parse_optional_argument(
        &mut self,
        allow_type: bool,
        allow_attrs: bool,
    ) -> ParseResult<Option<Argument>>;
    /// Parses a comma-separated list of arguments within `delimiter`.
    fn parse_argument_list(
        &mut self,
        delimiter: Delimiter,
        allow_type: bool,
        allow_attrs: bool,
    ) -> ParseResult<Vec<Argument>>;

    /// Adds a region to `state` and parses `{...}` into it; `arguments`
    /// (with types) become the entry block's arguments.
    fn parse_region(
        &mut self,
        state: &mut OperationState,
        arguments: &[Argument],
        enable_name_shadowing: bool,
    ) -> ParseResult<()>;

    /// Like [`OpAsmParser::parse_region`] if a `{` is next; returns whether
    /// a region was parsed.
    fn parse_optional_region(
        &mut self,
        state: &mut OperationState,
        arguments: &[Argument],
        enable_name_shadowing: bool,
    ) -> ParseResult<bool>;

    /// Parses `^bb` as a successor reference.
    fn parse_successor(&mut self) -> ParseResult<BlockId>;
    /// Parses a successor reference if a `^bb` is next.
    fn parse_optional_successor(&mut self) -> ParseResult<Option<BlockId>>;

    /// Number of results the op is defined with (`%a:2 = ...`).
    fn num_results(&self) -> usize;

    /// The name result `index` is defined with, without its `%`, and its
    /// position in its group (`%a:2` names results 0 and 1 `a`, at 0 and
    /// 1); `None` when the op's results are not named (MLIR's
    /// `getResultName`).
    fn result_name(&self, index: usize) -> Option<(String, u32)>;

    /// The body ops are being created in. An isolated op's regions live in
    /// `state.child` instead; [`region_body`] picks the right one.
    fn current_body(&mut self) -> &mut crate::Body;
}

/// The body holding the regions of the op `state` describes.
pub fn region_body<'a, 'c>(
    parser: &'a mut dyn OpAsmParser<'c>,
    state: &'a mut OperationState,
) -> &'a mut crate::Body {
    match state.child.as_deref_mut() {
        Some(c) => c,
        None => parser.current_body(),
    }
}

/// Adds an empty block to region `index` of `state` if it has none (for
/// single-block regions without terminator written as `{}`).
pub fn ensure_region_block(parser: &mut dyn OpAsmParser<'_>, state: &mut OperationState, index: usize) {
    let r = state.regions[index];
    let body = region_body(parser, state);
    if body.region_is_empty(r) {
        let b = body.create_block();
        body.append_block(r, b);
    }
}

/// Printing shared by ops, types and attributes.
pub trait AsmPrinter<'c> {
    /// The context; its lifetime is independent of the printer borrow.
    fn ctx(&self) -> &'c Context;
    /// Writes text as is.
    fn write_str(&mut self, s: &str);
    /// Prints a type.
    fn print_type(&mut self, t: Type);
    /// Prints an attribute.
    fn print_attribute(&mut self, a: Attribute);
    /// Prints an attribute without its trailing `: type`.
    fn print_attribute_without_type(&mut self, a: Attribute);
    /// Prints a dialect attribute of a known kind as ODS prints a
    /// parameter of that kind: its alias if it has one, else its body
    /// without the `#dialect.mnemonic` prefix (MLIR's
    /// `printStrippedAttrOrType`). Other attributes print in full.
    fn print_stripped_attribute(&mut self, a: Attribute) {
        self.print_attribute(a);
    }
    /// Prints `"..."` with MLIR's escapes.
    fn print_string_literal(&mut self, s: &[u8]);
    /// Prints a bare identifier if valid as one, a string otherwise.
    fn print_keyword_or_string(&mut self, s: &str);
    /// Prints `@name` (quoted if needed).
    fn print_symbol_name(&mut self, s: &str);
    /// Prints `dim x dim x` with `?` for dynamic.
    fn print_dimension_list(&mut self, dims: &[i64]);
}

/// Printing for op custom forms.
pub trait OpAsmPrinter<'c>: AsmPrinter<'c> {
    /// Upcast, for helpers written against [`AsmPrinter`].
    fn as_asm_printer(&mut self) -> &mut dyn AsmPrinter<'c>;

    /// Prints a value's SSA name (`%0`, `%arg1`, `%x#2`).
    fn print_operand(&mut self, v: ValueId);

    /// The name `print_operand` prints for `v` (`%x`, `%0`, `%1#2`).
    fn value_name(&mut self, v: ValueId) -> String;
    /// Prints operands separated by `, `.
    fn print_operands(&mut self, vs: &[ValueId]);
    /// Prints a block's name (`^bb1`).
    fn print_successor(&mut self, b: BlockId);
    /// Prints `^bb(%a, %b : t1, t2)`.
    fn print_successor_and_use_list(&mut self, b: BlockId, operands: &[ValueId]);

    /// Prints a region of the op being printed.
    fn print_region(
        &mut self,
        r: RegionId,
        print_entry_block_args: bool,
        print_block_terminators: bool,
        print_empty_block: bool,
    );

    /// Prints a region argument `%name : type {attrs} loc(..)`.
    fn print_region_argument(&mut self, v: ValueId, attrs: Option<Attribute>, omit_type: bool);

    /// Prints ` {a = 1, ...}` for the entries not in `elided`, if any.
    fn print_optional_attr_dict(&mut self, attrs: &[NamedAttribute], elided: &[&str]);
    /// Like `print_optional_attr_dict`, with ` attributes` before the dict.
    fn print_optional_attr_dict_with_keyword(&mut self, attrs: &[NamedAttribute], elided: &[&str]);

    /// Starts a new line at the current indentation.
    fn print_new_line(&mut self);

    /// Indents what follows one level more (`increaseIndent`), for forms
    /// that print a region on lines of its own. Printers without
    /// indentation ignore it.
    fn increase_indent(&mut self) {}

    /// Undoes [`OpAsmPrinter::increase_indent`].
    fn decrease_indent(&mut self) {}

    /// Renames the entry arguments of region `r` after `names`, for ops
    /// whose format names them elsewhere (`shadowRegionArgs`).
    fn shadow_region_args(&mut self, r: RegionId, names: &[ValueId]);

    /// Prints `op`, an op of a region of the op being printed, inline in
    /// its custom (or generic) form, without its results and its
    /// location (`printCustomOrGenericOp`, as `vector.mask` prints the op
    /// it masks). Printers without nested ops print nothing.
    fn print_nested_op(&mut self, op: crate::OpId) {
        let _ = op;
    }
}
