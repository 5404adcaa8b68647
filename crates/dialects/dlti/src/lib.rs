//! The `dlti` dialect of MLIR 22: data layout and target information,
//! attached to ops as attributes and queried by the lowerings.
//!
//! - `#dlti.dl_entry<key, value>`: one entry, keyed by a type or a string.
//! - `#dlti.dl_spec<...>`: a data layout (the `dlti.dl_spec` attribute of a
//!   module): type keys give sizes and alignments, string keys such as
//!   `"dlti.endianness"` the other properties.
//! - `#dlti.map<...>`: a general map of entries.
//! - `#dlti.target_device_spec<...>` (string keys) and
//!   `#dlti.target_system_spec<...>` (device ids to device specs).
//! - `#dlti.function_pointer_alignment<bits, function_dependent = b>`, the
//!   value of the `"dlti.function_pointer_alignment"` entry.
//!
//! The lists are written `key = value` (or as `#dlti.dl_entry`s) and
//! printed as `key = value`. The attributes have no op; the dialect
//! checks its discardable attributes (`dlti.dl_spec`, `dlti.map`,
//! `dlti.target_system_spec`) and [`DataLayout`] answers the queries the
//! LLVM lowerings make.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

use std::collections::HashSet;

use strata_ir::asm::{AsmParser, AsmPrinter, ParseResult};
use strata_ir::interfaces::{DataLayoutOpInterface, DataLayoutTypeInterface};
use strata_ir::{
    AttrKind, Attribute, Context, DialectDef, IsolatedOpMut, LogicalResult, NamedAttribute, OpRef, Type,
    TypeKind,
};
use strata_ods::DialectSpec;

#[cfg(test)]
mod tests;

/// The name of the data layout attribute of an op.
pub const DATA_LAYOUT_ATTR: &str = "dlti.dl_spec";
/// The name of the map attribute of an op.
pub const MAP_ATTR: &str = "dlti.map";
/// The name of the target system attribute of an op.
pub const TARGET_SYSTEM_ATTR: &str = "dlti.target_system_spec";

/// The string keys a data layout understands; other `dlti.` keys are
/// errors.
const KNOWN_KEYS: &[&str] = &[
    "dlti.endianness",
    "dlti.mangling_mode",
    "dlti.default_memory_space",
    "dlti.alloca_memory_space",
    "dlti.program_memory_space",
    "dlti.global_memory_space",
    "dlti.stack_alignment",
    "dlti.function_pointer_alignment",
    "dlti.legal_int_widths",
];

/// The kinds of entry lists.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum ListKind {
    DataLayout,
    Map,
    TargetDevice,
    TargetSystem,
}

impl ListKind {
    fn of(mnemonic: &str) -> Option<ListKind> {
        Some(match mnemonic {
            "dl_spec" => ListKind::DataLayout,
            "map" => ListKind::Map,
            "target_device_spec" => ListKind::TargetDevice,
            "target_system_spec" => ListKind::TargetSystem,
            _ => return None,
        })
    }

    fn mnemonic(self) -> &'static str {
        match self {
            ListKind::DataLayout => "dl_spec",
            ListKind::Map => "map",
            ListKind::TargetDevice => "target_device_spec",
            ListKind::TargetSystem => "target_system_spec",
        }
    }
}

fn make(ctx: &Context, mnemonic: &str, params: &[Attribute]) -> Attribute {
    ctx.intern_attr(AttrKind::Dialect {
        dialect: ctx.ident("dlti"),
        mnemonic: ctx.ident(mnemonic),
        params: params.into(),
    })
}

/// The mnemonic and parameters of a `dlti` attribute.
fn parts(ctx: &Context, a: Attribute) -> Option<(&str, &[Attribute])> {
    match ctx.attr_kind(a) {
        AttrKind::Dialect {
            dialect,
            mnemonic,
            params,
        } if ctx.ident_str(*dialect) == "dlti" => Some((ctx.ident_str(*mnemonic), params)),
        _ => None,
    }
}

/// `#dlti.dl_entry<key, value>`; `key` is a type attribute or a string.
pub fn entry_attr(ctx: &Context, key: Attribute, value: Attribute) -> Attribute {
    make(ctx, "dl_entry", &[key, value])
}

/// The key and value of a `#dlti.dl_entry`.
pub fn entry_parts(ctx: &Context, a: Attribute) -> Option<(Attribute, Attribute)> {
    match parts(ctx, a)? {
        ("dl_entry", [k, v]) => Some((*k, *v)),
        _ => None,
    }
}

/// `#dlti.dl_spec<entries>`.
pub fn data_layout_spec_attr(ctx: &Context, entries: &[Attribute]) -> Attribute {
    make(ctx, "dl_spec", entries)
}

/// `#dlti.map<entries>`.
pub fn map_attr(ctx: &Context, entries: &[Attribute]) -> Attribute {
    make(ctx, "map", entries)
}

/// The entries of a `#dlti.dl_spec`, `#dlti.map` or target spec.
pub fn spec_entries(ctx: &Context, a: Attribute) -> Option<&[Attribute]> {
    let (mnemonic, params) = parts(ctx, a)?;
    ListKind::of(mnemonic).map(|_| params)
}

/// `#dlti.function_pointer_alignment<alignment, function_dependent = d>`:
/// the alignment of function pointers in bits, and whether it also
/// depends on the function's own alignment.
pub fn function_pointer_alignment_attr(ctx: &Context, alignment: i64, function_dependent: bool) -> Attribute {
    make(
        ctx,
        "function_pointer_alignment",
        &[
            ctx.integer_attr(ctx.i64(), alignment),
            ctx.bool_attr(function_dependent),
        ],
    )
}

/// The alignment and function dependence of a
/// `#dlti.function_pointer_alignment`.
pub fn function_pointer_alignment(ctx: &Context, a: Attribute) -> Option<(i64, bool)> {
    match parts(ctx, a)? {
        ("function_pointer_alignment", [alignment, dependent]) => Some((
            ctx.integer_attr_value(*alignment)?.sext_i64(),
            *dependent == ctx.bool_attr(true),
        )),
        _ => None,
    }
}

/// Whether `a` is a `#dlti.<mnemonic>`.
pub fn is_attr(ctx: &Context, a: Attribute, mnemonic: &str) -> bool {
    parts(ctx, a).is_some_and(|(m, _)| m == mnemonic)
}

// ---- parsing and printing ------------------------------------------------------------

fn parse_attr(p: &mut dyn AsmParser<'_>, _ty: Option<Type>) -> ParseResult<Attribute> {
    let at = p.current_pos();
    let mnemonic = p.parse_optional_any_keyword().unwrap_or_default();
    if mnemonic == "dl_entry" {
        p.parse_punct("<")?;
        let key_at = p.current_pos();
        let Some(key) = parse_optional_key(p)? else {
            return Err(p.emit_error_at(key_at, "expected a type or a quoted string"));
        };
        p.parse_punct(",")?;
        let value = p.parse_attribute(None)?;
        p.parse_punct(">")?;
        return Ok(entry_attr(p.ctx(), key, value));
    }
    if mnemonic == "function_pointer_alignment" {
        return parse_function_pointer_alignment(p);
    }
    let Some(kind) = ListKind::of(&mnemonic) else {
        return Err(p.emit_error_at(at, &format!("unknown attribute `{mnemonic}` in dialect `dlti`")));
    };
    let entries = parse_entries(p, kind)?;
    if let Err(message) = verify_entries(p.ctx(), kind, &entries) {
        return Err(p.emit_error_at(at, &message));
    }
    Ok(make(p.ctx(), kind.mnemonic(), &entries))
}

/// `<` alignment `,` `function_dependent` `=` bool `>`.
fn parse_function_pointer_alignment(p: &mut dyn AsmParser<'_>) -> ParseResult<Attribute> {
    p.parse_punct("<")?;
    let alignment = p.parse_integer()?;
    p.parse_punct(",")?;
    p.parse_keyword("function_dependent")?;
    p.parse_punct("=")?;
    let dependent = if p.parse_optional_keyword("true") {
        true
    } else {
        p.parse_keyword("false")?;
        false
    };
    p.parse_punct(">")?;
    Ok(function_pointer_alignment_attr(p.ctx(), alignment, dependent))
}

/// A key: a string literal or a type.
fn parse_optional_key(p: &mut dyn AsmParser<'_>) -> ParseResult<Option<Attribute>> {
    if let Some(s) = p.parse_optional_string()? {
        return Ok(Some(p.ctx().string_attr(&String::from_utf8_lossy(&s))));
    }
    Ok(p.parse_optional_type()?.map(|t| p.ctx().type_attr(t)))
}

/// `<` (entry (`,` entry)*)? `>`, an entry being `key = value` or a
/// `#dlti.dl_entry`.
fn parse_entries(p: &mut dyn AsmParser<'_>, kind: ListKind) -> ParseResult<Vec<Attribute>> {
    p.parse_punct("<")?;
    let mut entries = Vec::new();
    let strings_only = matches!(kind, ListKind::TargetDevice | ListKind::TargetSystem);
    if p.parse_optional_punct(">") {
        if strings_only {
            return Err(p.emit_error("no DLTI entries provided"));
        }
        return Ok(entries);
    }
    loop {
        let at = p.current_pos();
        let ctx = p.ctx();
        let entry = match parse_optional_key(p)? {
            Some(key) => {
                p.parse_punct("=")?;
                let value = p.parse_attribute(None)?;
                entry_attr(ctx, key, value)
            }
            None => {
                let a = p.parse_attribute(None)?;
                if entry_parts(ctx, a).is_none() {
                    return Err(p.emit_error_at(at, "invalid kind of attribute specified"));
                }
                a
            }
        };
        if strings_only && entry_parts(ctx, entry).is_some_and(|(k, _)| ctx.string_attr_value(k).is_none()) {
            return Err(p.emit_error_at(at, "invalid kind of attribute specified"));
        }
        entries.push(entry);
        if !p.parse_optional_punct(",") {
            break;
        }
    }
    p.parse_punct(">")?;
    Ok(entries)
}

/// A key as MLIR spells it in messages: a quoted string or a type.
fn key_text(ctx: &Context, key: Attribute) -> String {
    match (ctx.string_attr_value(key), ctx.type_attr_value(key)) {
        (Some(s), _) => format!("\"{s}\""),
        (None, Some(t)) => ctx.type_to_string(t),
        _ => String::new(),
    }
}

/// The invariants of an entry list: no empty string key, no key twice,
/// device specs as the values of a system spec.
fn verify_entries(ctx: &Context, kind: ListKind, entries: &[Attribute]) -> Result<(), String> {
    let mut seen = HashSet::new();
    for &e in entries {
        let Some((key, value)) = entry_parts(ctx, e) else {
            return Err("invalid kind of attribute specified".into());
        };
        if ctx.string_attr_value(key) == Some("") {
            return Err("empty string as DLTI key is not allowed".into());
        }
        if !seen.insert(key) {
            return Err(match kind {
                ListKind::TargetSystem => {
                    format!(
                        "repeated device ID in dlti.target_system_spec: {}",
                        key_text(ctx, key)
                    )
                }
                _ => format!("repeated DLTI key: {}", key_text(ctx, key)),
            });
        }
        if kind == ListKind::TargetSystem && !is_attr(ctx, value, "target_device_spec") {
            return Err(format!(
                "value associated with key {} is not a DLTI device spec",
                key_text(ctx, key)
            ));
        }
    }
    Ok(())
}

fn print_key(p: &mut dyn AsmPrinter<'_>, key: Attribute) {
    let ctx = p.ctx();
    if let Some(s) = ctx.string_attr_value(key) {
        let s = s.as_bytes().to_vec();
        p.print_string_literal(&s);
    } else if let Some(t) = ctx.type_attr_value(key) {
        p.print_type(t);
    } else {
        p.print_attribute(key);
    }
}

fn print_attr(p: &mut dyn AsmPrinter<'_>, a: Attribute) {
    let ctx = p.ctx();
    let Some((mnemonic, params)) = parts(ctx, a) else {
        return;
    };
    let params = params.to_vec();
    p.write_str(mnemonic);
    if let Some((alignment, dependent)) = function_pointer_alignment(ctx, a) {
        p.write_str(&format!("<{alignment}, function_dependent = {dependent}>"));
        return;
    }
    p.write_str("<");
    if let [key, value] = params[..] {
        if mnemonic == "dl_entry" {
            print_key(p, key);
            p.write_str(", ");
            p.print_attribute(value);
            p.write_str(">");
            return;
        }
    }
    for (i, &e) in params.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        match entry_parts(p.ctx(), e) {
            Some((key, value)) => {
                print_key(p, key);
                p.write_str(" = ");
                p.print_attribute(value);
            }
            None => p.print_attribute(e),
        }
    }
    p.write_str(">");
}

// ---- verification --------------------------------------------------------------------

/// MLIR's `DLTIDialect::verifyOperationAttribute`: the dialect's
/// attributes on ops have the expected kinds; a module's data layout
/// (modules and ops with `DataLayoutOpInterface`) has valid entries.
fn verify_op_attribute(op: OpRef<'_>, attr: NamedAttribute) -> LogicalResult {
    let ctx = op.ctx;
    let (name, value) = attr;
    let name = ctx.ident_str(name);
    let expected = match name {
        DATA_LAYOUT_ATTR => "dl_spec",
        MAP_ATTR => "map",
        TARGET_SYSTEM_ATTR => "target_system_spec",
        _ => return Err(op.emit_error(format!("attribute '{name}' not supported by dialect"))),
    };
    if !is_attr(ctx, value, expected) {
        return Err(op.emit_error(format!("'{name}' is expected to be a #dlti.{expected} attribute")));
    }
    let layout_op = ctx.op_name_str(op.name()) == "builtin.module"
        || op
            .def()
            .is_some_and(|d| d.interfaces.get::<DataLayoutOpInterface>().is_some());
    if name == DATA_LAYOUT_ATTR && layout_op {
        verify_data_layout_spec(op, value)?;
    }
    Ok(())
}

/// MLIR's `verifyDataLayoutSpec`: the entries keyed by types first (their
/// values are valid layouts of the types), then the string keys: the
/// `dlti.` ones must be known, and the endianness is `big` or `little`.
fn verify_data_layout_spec(op: OpRef<'_>, spec: Attribute) -> LogicalResult {
    let ctx = op.ctx;
    let entries = spec_entries(ctx, spec).unwrap_or(&[]);
    for &e in entries {
        let Some((key, value)) = entry_parts(ctx, e) else {
            continue;
        };
        if let Some(t) = ctx.type_attr_value(key) {
            verify_type_entry(op, e, t, value)?;
        }
    }
    for &e in entries {
        let Some((key, value)) = entry_parts(ctx, e) else {
            continue;
        };
        let Some(key) = ctx.string_attr_value(key) else {
            continue;
        };
        // The builtin dialect (always loaded) has no identifier entries.
        if key.split_once('.').is_some_and(|(d, _)| d == "builtin") {
            return Err(
                op.emit_error_at_loc("the 'builtin' dialect does not support identifier data layout entries")
            );
        }
        if !key.starts_with("dlti.") {
            continue;
        }
        if !KNOWN_KEYS.contains(&key) {
            return Err(op.emit_error_at_loc(format!("unknown data layout entry name: {key}")));
        }
        if key == "dlti.endianness" && !matches!(ctx.string_attr_value(value), Some("big" | "little")) {
            return Err(op.emit_error_at_loc(
                "'dlti.endianness' data layout entry is expected to be either 'big' or 'little'",
            ));
        }
    }
    Ok(())
}

/// The value of entry `entry`, keyed by type `key`: an integer for
/// `index`; the ABI and optional preferred alignments (a dense i64
/// elements attribute, ABI first) for integers and floats; what the
/// type's dialect accepts (its [`DataLayoutTypeInterface`]) for a dialect
/// type; other builtin types take no entry.
fn verify_type_entry(op: OpRef<'_>, entry: Attribute, key: Type, value: Attribute) -> LogicalResult {
    let ctx = op.ctx;
    match ctx.type_kind(key) {
        TypeKind::Index => {
            // `true` and `false` are `i1` integer attributes.
            if !matches!(ctx.attr_kind(value), AttrKind::Integer { .. } | AttrKind::Bool(_)) {
                return Err(op.emit_error_at_loc(format!(
                    "expected integer attribute in the data layout entry for '{}'",
                    op.ctx.type_to_string(key)
                )));
            }
            Ok(())
        }
        TypeKind::Integer { .. } | TypeKind::Float(_) => verify_int_or_float_entry(op, entry, value),
        TypeKind::Dialect { .. } => {
            let verified = ctx
                .type_interface::<DataLayoutTypeInterface>(key)
                .and_then(|i| (i.verify_entry)(op, key, value));
            verified.unwrap_or_else(|| {
                Err(op.emit_error_at_loc("data layout specified for a type that does not support it"))
            })
        }
        _ => Err(op.emit_error_at_loc("unexpected data layout for a built-in type")),
    }
}

/// The layout of an integer or float type: `dense<[abi(, preferred)?]> :
/// vector<Nxi64>` with the preferred alignment at least the ABI one.
fn verify_int_or_float_entry(op: OpRef<'_>, entry: Attribute, value: Attribute) -> LogicalResult {
    let ctx = op.ctx;
    let i64_elements = match ctx.attr_kind(value) {
        AttrKind::DenseElements { ty, .. } => ctx.element_type(*ty).is_some_and(|e| e == ctx.i64()),
        _ => false,
    };
    let values = layout_values(ctx, value).filter(|_| i64_elements);
    let Some(values) = values else {
        return Err(op.emit_error_at_loc(format!(
            "expected a dense i64 elements attribute in the data layout entry {}",
            op.ctx.attr_to_string(entry)
        )));
    };
    if !matches!(values.len(), 1 | 2) {
        return Err(op.emit_error_at_loc(format!(
            "expected 1 or 2 elements in the data layout entry {}",
            op.ctx.attr_to_string(entry)
        )));
    }
    if let [abi, preferred] = values[..] {
        if abi as u64 > preferred as u64 {
            return Err(op.emit_error_at_loc(format!(
                "preferred alignment is expected to be greater than or equal to the abi alignment in data \
                 layout entry {}",
                op.ctx.attr_to_string(entry)
            )));
        }
    }
    Ok(())
}

// ---- queries -------------------------------------------------------------------------

/// The integers of a layout value: a dense integer elements attribute
/// (`dense<[32, 64]> : vector<2xi64>`), a dense array (`array<i32: 8,
/// 16>`) or one integer.
pub fn layout_values(ctx: &Context, a: Attribute) -> Option<Vec<i64>> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => Some(vec![value.sext_i64()]),
        AttrKind::DenseArray { element, len, bytes } => {
            let TypeKind::Integer { width, .. } = ctx.type_kind(*element) else {
                return None;
            };
            let w = (*width as usize).div_ceil(8).clamp(1, 8);
            let n = *len as usize;
            (0..n)
                .map(|i| {
                    let mut buf = [0u8; 8];
                    buf[..w].copy_from_slice(bytes.get(i * w..(i + 1) * w)?);
                    Some(i64::from_le_bytes(buf))
                })
                .collect()
        }
        AttrKind::DenseElements { ty, data } => {
            let (shape, element) = match ctx.type_kind(*ty) {
                TypeKind::Vector { shape, element, .. } | TypeKind::RankedTensor { shape, element, .. } => {
                    (shape, *element)
                }
                _ => return None,
            };
            let TypeKind::Integer { width, .. } = ctx.type_kind(element) else {
                return None;
            };
            let bytes = (*width as usize).div_ceil(8).clamp(1, 8);
            let n = usize::try_from(shape.iter().product::<i64>()).ok()?;
            let element = |i: usize| {
                let chunk = data.bytes.get(i * bytes..(i + 1) * bytes)?;
                let mut buf = [0u8; 8];
                buf[..bytes].copy_from_slice(chunk);
                Some(i64::from_le_bytes(buf))
            };
            (0..n).map(|i| element(if data.splat { 0 } else { i })).collect()
        }
        _ => None,
    }
}

/// Endianness, from the `dlti.endianness` entry.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Endianness {
    /// Most significant byte first.
    Big,
    /// Least significant byte first.
    Little,
}

/// The data layout of a scope: the entries of its `#dlti.dl_spec` (none:
/// the defaults), queried as MLIR's `DataLayout` is by the lowerings.
#[derive(Copy, Clone)]
pub struct DataLayout<'c> {
    ctx: &'c Context,
    spec: Option<Attribute>,
}

impl<'c> DataLayout<'c> {
    /// The layout given by `spec` (a `#dlti.dl_spec`, or none for the
    /// defaults).
    pub fn new(ctx: &'c Context, spec: Option<Attribute>) -> DataLayout<'c> {
        DataLayout { ctx, spec }
    }

    /// The layout of an op with attribute dictionary `attrs` (its
    /// `dlti.dl_spec` entry).
    pub fn of_attr_dict(ctx: &'c Context, attrs: Option<Attribute>) -> DataLayout<'c> {
        let spec = attrs
            .and_then(|d| ctx.dict_get_str(d, DATA_LAYOUT_ATTR))
            .filter(|&s| is_attr(ctx, s, "dl_spec"));
        DataLayout { ctx, spec }
    }

    /// The layout in effect at the op a pass runs on: its own
    /// `dlti.dl_spec`, else the closest enclosing one (MLIR's
    /// `DataLayout::closest`, through [`strata_ir::Body::enclosing_data_layout`]).
    pub fn closest(ctx: &'c Context, op: &IsolatedOpMut<'_>) -> DataLayout<'c> {
        let own = DataLayout::of_attr_dict(ctx, op.attr_dict());
        if own.spec.is_some() {
            return own;
        }
        let spec = op
            .body_ref()
            .enclosing_data_layout()
            .filter(|&s| is_attr(ctx, s, "dl_spec"));
        DataLayout { ctx, spec }
    }

    fn entries(&self) -> &'c [Attribute] {
        self.spec.and_then(|s| spec_entries(self.ctx, s)).unwrap_or(&[])
    }

    /// The value of the entry keyed `key` (a type or string attribute).
    pub fn entry(&self, key: Attribute) -> Option<Attribute> {
        self.entries().iter().find_map(|&e| {
            let (k, v) = entry_parts(self.ctx, e)?;
            (k == key).then_some(v)
        })
    }

    /// The value of the entry for string key `key`.
    pub fn string_entry(&self, key: &str) -> Option<Attribute> {
        self.entry(self.ctx.string_attr(key))
    }

    fn int_entry(&self, key: &str) -> Option<i64> {
        let v = self.string_entry(key)?;
        Some(self.ctx.integer_attr_value(v)?.sext_i64())
    }

    /// The width of `index` in bits: the integer of the `index` entry,
    /// 64 by default.
    pub fn index_bitwidth(&self) -> u32 {
        let key = self.ctx.type_attr(self.ctx.index_type());
        self.entry(key)
            .and_then(|v| self.ctx.integer_attr_value(v))
            .map_or(64, |v| v.zext_u64() as u32)
    }

    /// The endianness (little by default).
    pub fn endianness(&self) -> Endianness {
        match self
            .string_entry("dlti.endianness")
            .and_then(|v| self.ctx.string_attr_value(v))
        {
            Some("big") => Endianness::Big,
            _ => Endianness::Little,
        }
    }

    /// The memory space allocas use (0 by default).
    pub fn alloca_memory_space(&self) -> i64 {
        self.int_entry("dlti.alloca_memory_space").unwrap_or(0)
    }

    /// The memory space of code (0 by default).
    pub fn program_memory_space(&self) -> i64 {
        self.int_entry("dlti.program_memory_space").unwrap_or(0)
    }

    /// The memory space of globals (0 by default).
    pub fn global_memory_space(&self) -> i64 {
        self.int_entry("dlti.global_memory_space").unwrap_or(0)
    }

    /// The natural stack alignment in bits (0: unspecified).
    pub fn stack_alignment(&self) -> i64 {
        self.int_entry("dlti.stack_alignment").unwrap_or(0)
    }
}

/// The `dlti` dialect.
pub static DIALECT: DialectSpec = DialectSpec {
    summary: "Data layout and target information",
    description: "Attributes describing the data layout of a scope (sizes and \
        alignments of types, endianness, memory spaces, stack alignment) and \
        the devices of a target system, which lowerings query.",
    ops: &[],
    parse_attr: Some(parse_attr),
    print_attr: Some(print_attr),
    verify_op_attribute: Some(verify_op_attribute),
    ..DialectSpec::new("dlti")
};

/// The registry definition of the dialect.
pub fn dialect() -> DialectDef {
    DIALECT.to_def()
}
