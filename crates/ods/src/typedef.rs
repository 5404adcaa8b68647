//! Declarative dialect types and attributes: Strata's equivalent of MLIR's
//! `TypeDef` / `AttrDef`.
//!
//! A [`TypeDefSpec`] (or [`AttrDefSpec`]) gives a mnemonic, parameters
//! ([`ParamSpec`]) and an assembly format over them in MLIR's syntax
//! (`` `<` $signedness `,` $width `>` ``). The parameters are stored as
//! the attribute parameters of a [`TypeKind::Dialect`] /
//! [`AttrKind::Dialect`]; [`DialectTypeDefs`] holds a dialect's
//! definitions, and its [`DialectTypeDefs::parse_type`] and friends are the
//! dialect's `parse_type`/`print_type`/`parse_attr`/`print_attr` hooks
//! (registered as non-capturing closures over the `static` definitions).
//! [`DialectTypeDefs::install`] also records them as a dialect interface,
//! from which the documentation lists the types and attributes.
//!
//! The format language is the part of MLIR's that parameter lists use:
//! literals in backquotes (an empty one joins its neighbours without a
//! space) and `$param` variables. It has its own small
//! interpreter rather than the op format's, whose elements (operands,
//! regions, type directives) have no meaning here; the spacing rules are
//! the same as MLIR's generated type and attribute printers.

use strata_ir::asm::{AsmParser, AsmPrinter, ParseResult};
use strata_ir::{AttrKind, Attribute, Context, DialectDef, Failed, Type, TypeKind};

/// The kind of a parameter: how it is parsed, printed and stored.
#[derive(Copy, Clone, Debug)]
pub enum ParamKind {
    /// A type (stored as a type attribute).
    Type,
    /// A signed 64-bit integer (stored as an `i64` integer attribute).
    Int,
    /// One of the keywords (stored as a string attribute); `error` is the
    /// message when another token is found.
    Keyword {
        /// The keywords allowed.
        cases: &'static [&'static str],
        /// The error message when another token is found.
        error: &'static str,
    },
    /// A string literal (stored as a string attribute).
    String,
    /// A comma-separated, possibly empty, list of integers (stored as an
    /// `array<i64: ...>`); the format spells its brackets.
    IntList,
    /// Any attribute.
    Attr,
}

impl ParamKind {
    fn doc(&self) -> String {
        match self {
            ParamKind::Type => "type".into(),
            ParamKind::Int => "integer".into(),
            ParamKind::Keyword { cases, .. } => format!("one of {}", cases.join(", ")),
            ParamKind::String => "string".into(),
            ParamKind::IntList => "list of integers".into(),
            ParamKind::Attr => "attribute".into(),
        }
    }
}

/// A parameter of a type or attribute.
#[derive(Copy, Clone, Debug)]
pub struct ParamSpec {
    /// The parameter's name.
    pub name: &'static str,
    /// What kind of value it holds and how it is stored.
    pub kind: ParamKind,
    /// The C++ type MLIR's generated parser names when the parameter does
    /// not parse ("failed to parse X parameter 'p' which is to be a
    /// `int64_t`"); empty for definitions whose MLIR parser is hand-written
    /// and reports only the underlying error.
    pub cpp_type: &'static str,
    /// A description of the parameter, for the documentation.
    pub summary: &'static str,
}

impl ParamSpec {
    /// A parameter `name` of kind `kind`.
    pub const fn new(name: &'static str, kind: ParamKind) -> ParamSpec {
        ParamSpec {
            name,
            kind,
            cpp_type: "",
            summary: "",
        }
    }
}

/// Checks the parameters of a type or attribute being built; the error is
/// reported at the type's or attribute's location.
pub type ParamVerifyFn = fn(&Context, &[Attribute]) -> Result<(), String>;

/// The declarative definition of a dialect type or attribute.
#[derive(Copy, Clone, Debug)]
pub struct DefSpec {
    /// The mnemonic (`!dialect.mnemonic`, `#dialect.mnemonic`).
    pub mnemonic: &'static str,
    /// The definition's C++ class name in MLIR's messages
    /// (`TestTypeWithFormat`).
    pub cpp_name: &'static str,
    /// The parameters, in order.
    pub parameters: &'static [ParamSpec],
    /// The assembly format of the parameters; `None` for a type or
    /// attribute without parameters.
    pub format: Option<&'static str>,
    /// A verifier of the parameter values.
    pub verify: Option<ParamVerifyFn>,
    /// A one-line summary, for the documentation.
    pub summary: &'static str,
    /// The longer description, for the documentation.
    pub description: &'static str,
    /// The interfaces of the type or attribute (MLIR's
    /// `DeclareTypeInterfaceMethods`): per-definition data, found with
    /// [`type_def_interface`].
    pub interfaces: &'static [&'static (dyn std::any::Any + Send + Sync)],
}

/// A dialect type (MLIR's `TypeDef`).
pub type TypeDefSpec = DefSpec;
/// A dialect attribute (MLIR's `AttrDef`; `AttrSpec` is an op's attribute).
pub type AttrDefSpec = DefSpec;

impl DefSpec {
    /// A definition `mnemonic` with no parameters.
    pub const fn new(mnemonic: &'static str) -> DefSpec {
        DefSpec {
            mnemonic,
            cpp_name: "",
            parameters: &[],
            format: None,
            verify: None,
            summary: "",
            description: "",
            interfaces: &[],
        }
    }

    fn param_index(&self, name: &str) -> Option<usize> {
        self.parameters.iter().position(|p| p.name == name)
    }
}

/// One element of a parameter format.
#[derive(Clone, Debug, PartialEq)]
enum Element {
    Literal(&'static str),
    Param(usize),
}

/// Splits a format into literals and parameters.
///
/// # Panics
/// On a malformed format or an unknown parameter: a definition error,
/// which [`DialectTypeDefs::check`] (run by each dialect's tests) reports.
fn elements(spec: &DefSpec) -> Vec<Element> {
    let Some(format) = spec.format else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let mut rest = format.trim_start();
    while !rest.is_empty() {
        if let Some(r) = rest.strip_prefix('`') {
            let end = r
                .find('`')
                .unwrap_or_else(|| panic!("{}: unterminated literal in format", spec.mnemonic));
            out.push(Element::Literal(&r[..end]));
            rest = &r[end + 1..];
        } else if let Some(r) = rest.strip_prefix('$') {
            let end = r
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .unwrap_or(r.len());
            let index = spec
                .param_index(&r[..end])
                .unwrap_or_else(|| panic!("{}: unknown parameter `{}` in format", spec.mnemonic, &r[..end]));
            out.push(Element::Param(index));
            rest = &r[end..];
        } else {
            panic!("{}: unexpected `{}` in format", spec.mnemonic, rest);
        }
        rest = rest.trim_start();
    }
    out
}

fn is_punct(lit: &str) -> bool {
    !lit.chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
}

/// A dialect's declarative types and attributes.
#[derive(Debug)]
pub struct DialectTypeDefs {
    /// The dialect's namespace.
    pub dialect: &'static str,
    /// The declarative types.
    pub types: &'static [TypeDefSpec],
    /// The declarative attributes.
    pub attrs: &'static [AttrDefSpec],
    /// The error for an unknown type mnemonic, at the mnemonic; `None`
    /// for MLIR's generated "unknown  type `x` in dialect `d`".
    pub unknown_type: Option<&'static str>,
}

/// The dialect interface recording a dialect's declarative definitions
/// (for the documentation).
#[derive(Copy, Clone, Debug)]
pub struct TypeDefsRef(pub &'static DialectTypeDefs);

impl DialectTypeDefs {
    /// Records the definitions as an interface of `d` (for the docs). The
    /// hooks themselves are set by the dialect, as closures over its
    /// `static` definitions.
    pub fn install(&'static self, d: &mut DialectDef) {
        d.interfaces = d.interfaces.clone().with(TypeDefsRef(self));
    }

    /// Parses every format (a test per dialect calls it).
    ///
    /// # Panics
    /// On a malformed definition.
    pub fn check(&self) {
        for s in self.types.iter().chain(self.attrs) {
            let els = elements(s);
            for (i, _) in s.parameters.iter().enumerate() {
                assert!(
                    els.contains(&Element::Param(i)),
                    "{}: parameter {} is not in the format",
                    s.mnemonic,
                    s.parameters[i].name
                );
            }
        }
    }

    // ---- hooks -------------------------------------------------------------------

    /// The dialect's `parse_type` hook: parses after `!dialect.`. Types
    /// added to the dialect by extensions ([`ExtensionTypeDefs`]) parse
    /// too.
    pub fn parse_type(&self, p: &mut dyn AsmParser<'_>) -> Result<Type, Failed> {
        let ctx = p.ctx();
        let extensions = ctx.dialect_interface::<ExtensionTypeDefs>(self.dialect);
        let find = |m: &str| {
            self.types.iter().find(|s| s.mnemonic == m).or_else(|| {
                extensions?
                    .0
                    .iter()
                    .find_map(|d| d.types.iter().find(|s| s.mnemonic == m))
            })
        };
        let (spec, params) = parse_def(p, find, |m| match self.unknown_type {
            Some(msg) => msg.to_string(),
            None => format!("unknown  type `{m}` in dialect `{}`", self.dialect),
        })?;
        Ok(make_type(p.ctx(), self.dialect, spec, &params))
    }

    /// The dialect's `print_type` hook.
    pub fn print_type(&self, p: &mut dyn AsmPrinter<'_>, t: Type) {
        let ctx = p.ctx();
        let TypeKind::Dialect { mnemonic, params, .. } = ctx.type_kind(t) else {
            return;
        };
        let mnemonic = ctx.ident_str(*mnemonic);
        p.write_str(mnemonic);
        let spec = self.types.iter().find(|s| s.mnemonic == mnemonic);
        if let Some(spec) = spec.or_else(|| type_def(ctx, t)) {
            print_params(p, spec, params);
        }
    }

    /// The dialect's `parse_attr` hook: parses after `#dialect.`.
    pub fn parse_attr(&self, p: &mut dyn AsmParser<'_>, _ty: Option<Type>) -> Result<Attribute, Failed> {
        let (spec, params) = parse_def(
            p,
            |m| self.attrs.iter().find(|s| s.mnemonic == m),
            |m| format!("unknown attribute `{m}` in dialect `{}`", self.dialect),
        )?;
        Ok(make_attr(p.ctx(), self.dialect, spec, &params))
    }

    /// The dialect's `print_attr` hook.
    pub fn print_attr(&self, p: &mut dyn AsmPrinter<'_>, a: Attribute) {
        let ctx = p.ctx();
        let AttrKind::Dialect { mnemonic, params, .. } = ctx.attr_kind(a) else {
            return;
        };
        let mnemonic = ctx.ident_str(*mnemonic);
        p.write_str(mnemonic);
        if let Some(spec) = self.attrs.iter().find(|s| s.mnemonic == mnemonic) {
            print_params(p, spec, params);
        }
    }
}

/// Parses a mnemonic of `list` and its parameters, and verifies them;
/// errors are reported at the mnemonic.
fn parse_def<'a>(
    p: &mut dyn AsmParser<'_>,
    find: impl FnOnce(&str) -> Option<&'a DefSpec>,
    unknown: impl FnOnce(&str) -> String,
) -> Result<(&'a DefSpec, Vec<Attribute>), Failed> {
    let at = p.current_pos();
    let mnemonic = p.parse_optional_any_keyword().unwrap_or_default();
    let Some(spec) = find(&mnemonic) else {
        let msg = unknown(&mnemonic);
        return Err(p.emit_error_at(at, &msg));
    };
    let params = parse_params(p, spec)?;
    if let Some(Err(message)) = spec.verify.map(|v| v(p.ctx(), &params)) {
        return Err(p.emit_error_at(at, &message));
    }
    Ok((spec, params))
}

// ---- constructors and accessors ------------------------------------------------------

fn make_type(ctx: &Context, dialect: &str, spec: &DefSpec, params: &[Attribute]) -> Type {
    ctx.intern_type(TypeKind::Dialect {
        dialect: ctx.ident(dialect),
        mnemonic: ctx.ident(spec.mnemonic),
        params: params.into(),
    })
}

fn make_attr(ctx: &Context, dialect: &str, spec: &DefSpec, params: &[Attribute]) -> Attribute {
    ctx.intern_attr(AttrKind::Dialect {
        dialect: ctx.ident(dialect),
        mnemonic: ctx.ident(spec.mnemonic),
        params: params.into(),
    })
}

/// A parameter value, for building types and attributes.
#[derive(Copy, Clone, Debug)]
pub enum Param<'a> {
    /// A type.
    Type(Type),
    /// An integer.
    Int(i64),
    /// A keyword or a string.
    Str(&'a str),
    /// A list of integers.
    IntList(&'a [i64]),
    /// Any attribute.
    Attr(Attribute),
}

fn param_attrs(ctx: &Context, spec: &DefSpec, values: &[Param<'_>]) -> Result<Vec<Attribute>, String> {
    if values.len() != spec.parameters.len() {
        return Err(format!(
            "{} takes {} parameters, but {} were given",
            spec.mnemonic,
            spec.parameters.len(),
            values.len()
        ));
    }
    spec.parameters
        .iter()
        .zip(values)
        .map(|(ps, v)| match (ps.kind, *v) {
            (ParamKind::Type, Param::Type(t)) => Ok(ctx.type_attr(t)),
            (ParamKind::Int, Param::Int(i)) => Ok(ctx.integer_attr(ctx.i64(), i)),
            (ParamKind::Keyword { cases, .. }, Param::Str(s)) if cases.contains(&s) => Ok(ctx.string_attr(s)),
            (ParamKind::String, Param::Str(s)) => Ok(ctx.string_attr(s)),
            (ParamKind::IntList, Param::IntList(l)) => Ok(crate::typed::i64_array_attr(ctx, l)),
            (ParamKind::Attr, Param::Attr(a)) => Ok(a),
            _ => Err(format!(
                "parameter '{}' of {} must be a {}",
                ps.name,
                spec.mnemonic,
                ps.kind.doc()
            )),
        })
        .collect()
}

impl DialectTypeDefs {
    fn spec(list: &'static [DefSpec], mnemonic: &str) -> Result<&'static DefSpec, String> {
        list.iter()
            .find(|s| s.mnemonic == mnemonic)
            .ok_or_else(|| format!("no definition `{mnemonic}`"))
    }

    /// The type `mnemonic` with `params`, checked against its kinds and
    /// verifier (MLIR's `getChecked`).
    pub fn get_type(&self, ctx: &Context, mnemonic: &str, params: &[Param<'_>]) -> Result<Type, String> {
        let spec = Self::spec(self.types, mnemonic)?;
        let attrs = param_attrs(ctx, spec, params)?;
        if let Some(v) = spec.verify {
            v(ctx, &attrs)?;
        }
        Ok(make_type(ctx, self.dialect, spec, &attrs))
    }

    /// The attribute `mnemonic` with `params`, checked.
    pub fn get_attr(&self, ctx: &Context, mnemonic: &str, params: &[Param<'_>]) -> Result<Attribute, String> {
        let spec = Self::spec(self.attrs, mnemonic)?;
        let attrs = param_attrs(ctx, spec, params)?;
        if let Some(v) = spec.verify {
            v(ctx, &attrs)?;
        }
        Ok(make_attr(ctx, self.dialect, spec, &attrs))
    }

    /// The parameters of `t` if it is this dialect's type `mnemonic`.
    pub fn type_params<'c>(&self, ctx: &'c Context, t: Type, mnemonic: &str) -> Option<&'c [Attribute]> {
        match ctx.type_kind(t) {
            TypeKind::Dialect {
                dialect,
                mnemonic: m,
                params,
            } if ctx.ident_str(*dialect) == self.dialect && ctx.ident_str(*m) == mnemonic => Some(params),
            _ => None,
        }
    }

    /// The parameters of `a` if it is this dialect's attribute `mnemonic`.
    pub fn attr_params<'c>(&self, ctx: &'c Context, a: Attribute, mnemonic: &str) -> Option<&'c [Attribute]> {
        match ctx.attr_kind(a) {
            AttrKind::Dialect {
                dialect,
                mnemonic: m,
                params,
            } if ctx.ident_str(*dialect) == self.dialect && ctx.ident_str(*m) == mnemonic => Some(params),
            _ => None,
        }
    }
}

/// The types extensions add to a dialect (MLIR's `registerTypes` in a
/// dialect extension), recorded on the extended dialect by
/// [`crate::DialectExtension::register`]: its `parse_type` and
/// `print_type` hooks find them there.
#[derive(Clone, Debug, Default)]
pub struct ExtensionTypeDefs(pub Vec<&'static DialectTypeDefs>);

/// The definition of dialect type `t`, among its dialect's own
/// definitions and those its extensions added.
pub fn type_def(ctx: &Context, t: Type) -> Option<&'static DefSpec> {
    let TypeKind::Dialect {
        dialect, mnemonic, ..
    } = ctx.type_kind(t)
    else {
        return None;
    };
    let dialect = ctx.ident_str(*dialect);
    let mnemonic = ctx.ident_str(*mnemonic);
    let own = ctx.dialect_interface::<TypeDefsRef>(dialect).map(|r| r.0);
    let extensions = ctx.dialect_interface::<ExtensionTypeDefs>(dialect);
    own.into_iter()
        .chain(extensions.into_iter().flat_map(|e| e.0.iter().copied()))
        .find_map(|d| d.types.iter().find(|s| s.mnemonic == mnemonic))
}

/// The definition of dialect attribute `a` among its dialect's own
/// definitions.
pub fn attr_def(ctx: &Context, a: Attribute) -> Option<&'static DefSpec> {
    let AttrKind::Dialect {
        dialect, mnemonic, ..
    } = ctx.attr_kind(a)
    else {
        return None;
    };
    let mnemonic = ctx.ident_str(*mnemonic);
    ctx.dialect_interface::<TypeDefsRef>(ctx.ident_str(*dialect))
        .and_then(|r| r.0.attrs.iter().find(|s| s.mnemonic == mnemonic))
}

/// Interface (or trait marker) `I` of dialect attribute `a`, from its
/// definition's `interfaces` (MLIR's attribute interfaces and traits).
pub fn attr_def_interface<I: std::any::Any>(ctx: &Context, a: Attribute) -> Option<&'static I> {
    attr_def(ctx, a)?
        .interfaces
        .iter()
        .find_map(|&i| (i as &dyn std::any::Any).downcast_ref::<I>())
}

/// Interface `I` of dialect type `t`, from its definition's `interfaces`
/// (MLIR's type interfaces).
pub fn type_def_interface<I: std::any::Any>(ctx: &Context, t: Type) -> Option<&'static I> {
    type_def(ctx, t)?
        .interfaces
        .iter()
        .find_map(|&i| (i as &dyn std::any::Any).downcast_ref::<I>())
}

/// Typed reads of stored parameters.
pub mod param {
    use strata_ir::{Attribute, Context, Type};

    /// The type parameter stored in `a`.
    pub fn ty(ctx: &Context, a: Attribute) -> Option<Type> {
        ctx.type_attr_value(a)
    }
    /// The integer parameter stored in `a`.
    pub fn int(ctx: &Context, a: Attribute) -> Option<i64> {
        crate::typed::attr_int(ctx, Some(a))
    }
    /// The keyword or string parameter stored in `a`.
    pub fn str(ctx: &Context, a: Attribute) -> Option<&str> {
        ctx.string_attr_value(a)
    }
    /// The integer-list parameter stored in `a`.
    pub fn int_list(ctx: &Context, a: Attribute) -> Option<Vec<i64>> {
        crate::typed::attr_i64_array(ctx, Some(a))
    }
}

// ---- parsing and printing ------------------------------------------------------------

fn parse_params(p: &mut dyn AsmParser<'_>, spec: &DefSpec) -> ParseResult<Vec<Attribute>> {
    let mut values: Vec<Option<Attribute>> = vec![None; spec.parameters.len()];
    for el in elements(spec) {
        match el {
            // The empty literal only spaces the printed form.
            Element::Literal("") => {}
            Element::Literal(lit) => {
                if is_punct(lit) {
                    p.parse_punct(lit)?;
                } else {
                    p.parse_keyword(lit)?;
                }
            }
            Element::Param(i) => {
                let ps = &spec.parameters[i];
                let at = p.current_pos();
                match parse_param(p, ps) {
                    Ok(v) => values[i] = Some(v),
                    Err(e) => {
                        if !ps.cpp_type.is_empty() {
                            let msg = format!(
                                "failed to parse {} parameter '{}' which is to be a `{}`",
                                spec.cpp_name, ps.name, ps.cpp_type
                            );
                            return Err(p.emit_error_at(at, &msg));
                        }
                        return Err(e);
                    }
                }
            }
        }
    }
    Ok(values
        .into_iter()
        .map(|v| v.expect("every parameter is in the format"))
        .collect())
}

fn parse_param(p: &mut dyn AsmParser<'_>, ps: &ParamSpec) -> ParseResult<Attribute> {
    let ctx = p.ctx();
    match ps.kind {
        ParamKind::Type => Ok(ctx.type_attr(p.parse_type()?)),
        ParamKind::Int => Ok(ctx.integer_attr(ctx.i64(), p.parse_integer()?)),
        ParamKind::Keyword { cases, error } => {
            let at = p.current_pos();
            match p.parse_optional_any_keyword() {
                Some(k) if cases.contains(&k.as_str()) => Ok(ctx.string_attr(&k)),
                _ => Err(p.emit_error_at(at, error)),
            }
        }
        ParamKind::String => match p.parse_optional_string()? {
            Some(s) => Ok(ctx.string_attr(&String::from_utf8_lossy(&s))),
            None => Err(p.emit_error("expected string")),
        },
        ParamKind::IntList => {
            let mut v = Vec::new();
            if let Some(first) = p.parse_optional_integer()? {
                v.push(first);
                while p.parse_optional_punct(",") {
                    v.push(p.parse_integer()?);
                }
            }
            Ok(crate::typed::i64_array_attr(ctx, &v))
        }
        ParamKind::Attr => p.parse_attribute(None),
    }
}

fn print_params(p: &mut dyn AsmPrinter<'_>, spec: &DefSpec, params: &[Attribute]) {
    // MLIR's generated printers: no space after an opening bracket or
    // before punctuation; a space after `,`; spaces around other tokens.
    let mut space = false;
    for el in elements(spec) {
        match el {
            // `` `` ``: no space before what follows.
            Element::Literal("") => space = false,
            Element::Literal(lit) => {
                let opens = matches!(lit, "<" | "[" | "(" | "{");
                let tight = is_punct(lit) && lit != "=" && lit != "->";
                if space && !tight {
                    p.write_str(" ");
                }
                p.write_str(lit);
                space = !opens;
                if lit == "," {
                    p.write_str(" ");
                    space = false;
                }
            }
            Element::Param(i) => {
                if space {
                    p.write_str(" ");
                }
                if let Some(&a) = params.get(i) {
                    print_param(p, &spec.parameters[i], a);
                }
                space = true;
            }
        }
    }
}

fn print_param(p: &mut dyn AsmPrinter<'_>, ps: &ParamSpec, a: Attribute) {
    let ctx = p.ctx();
    match ps.kind {
        ParamKind::Type => match ctx.type_attr_value(a) {
            Some(t) => p.print_type(t),
            None => p.print_attribute(a),
        },
        ParamKind::Int => match param::int(ctx, a) {
            Some(v) => p.write_str(&v.to_string()),
            None => p.print_attribute(a),
        },
        ParamKind::Keyword { .. } => {
            let s = ctx.string_attr_value(a).unwrap_or_default().to_string();
            p.write_str(&s);
        }
        ParamKind::String => {
            let s = ctx.string_attr_value(a).unwrap_or_default().as_bytes().to_vec();
            p.print_string_literal(&s);
        }
        ParamKind::IntList => {
            let v = param::int_list(ctx, a).unwrap_or_default();
            let text: Vec<String> = v.iter().map(i64::to_string).collect();
            p.write_str(&text.join(", "));
        }
        ParamKind::Attr => p.print_attribute(a),
    }
}

// ---- documentation -------------------------------------------------------------------

/// The Markdown sections of a dialect's types and attributes.
pub fn markdown(defs: &DialectTypeDefs) -> String {
    let mut out = String::new();
    for (title, sigil, list) in [("Types", '!', defs.types), ("Attributes", '#', defs.attrs)] {
        if list.is_empty() {
            continue;
        }
        if !out.is_empty() {
            out.push('\n');
        }
        out.push_str(&format!("## {title}\n"));
        let mut sorted: Vec<&DefSpec> = list.iter().collect();
        sorted.sort_by_key(|s| s.mnemonic);
        for s in sorted {
            out.push_str(&format!("\n### `{sigil}{}.{}`\n\n", defs.dialect, s.mnemonic));
            if !s.summary.is_empty() {
                out.push_str(&format!("_{}_\n\n", s.summary));
            }
            if !s.description.is_empty() {
                out.push_str(s.description.trim());
                out.push_str("\n\n");
            }
            let syntax = s.format.map_or(String::new(), |f| format!(" {f}"));
            out.push_str(&format!(
                "Syntax:\n\n```\n{sigil}{}.{}{syntax}\n```\n",
                defs.dialect, s.mnemonic
            ));
            if !s.parameters.is_empty() {
                out.push_str("\n| Parameter | Kind | Description |\n| --- | --- | --- |\n");
                for ps in s.parameters {
                    out.push_str(&format!(
                        "| `{}` | {} | {} |\n",
                        ps.name,
                        ps.kind.doc(),
                        ps.summary
                    ));
                }
            }
        }
    }
    out
}
