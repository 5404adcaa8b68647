//! The translation of a parsed module into the `llvm` dialect, written as
//! MLIR text in the forms mlir-translate's import produces (constants at
//! the start of the entry block in first-use order, phis as block
//! arguments, constant initializers as attributes or regions).

use std::collections::{HashMap, HashSet};
use std::fmt::Write;

use strata_dialect_llvm::data_layout::{DataLayout, Primitive, TypeShape};

use crate::ast::*;
use crate::lexer::Pos;

mod constants;
mod debuginfo;
mod function;
mod metadata;

/// An error: where and what.
pub type Error = (Pos, String);
type R<T> = Result<T, Error>;

/// Options of the import.
#[derive(Clone, Copy, Debug, Default)]
pub struct ImportOptions {
    /// `--import-structs-as-literals`: identified structs become literal.
    pub structs_as_literals: bool,
    /// `--prefer-unregistered-intrinsics`: every intrinsic call becomes an
    /// `llvm.call_intrinsic`.
    pub prefer_unregistered_intrinsics: bool,
    /// `--drop-di-composite-type-elements`: composite types other than
    /// vectors lose their elements.
    pub drop_di_composite_type_elements: bool,
}

/// Translates a parsed module to MLIR text, with the warnings of the
/// translation.
pub fn emit_module(m: &Module, options: ImportOptions) -> R<Emitted> {
    let mut e = Emitter::new(m, options);
    e.index_debug_info();
    let stripped_debug_version = e.strip_invalid_debug_info();
    e.module()?;
    Ok(Emitted {
        text: e.out,
        warnings: e.warnings,
        stripped_debug_version,
    })
}

/// A translated module.
pub struct Emitted {
    /// The MLIR text.
    pub text: String,
    /// The warnings of the translation.
    pub warnings: Vec<String>,
    /// The debug info version of a module whose debug information was
    /// ignored for not being of the current version.
    pub stripped_debug_version: Option<i128>,
}

/// Escapes a string for MLIR's string literals.
pub fn escape(bytes: &[u8]) -> String {
    let mut s = String::with_capacity(bytes.len() + 2);
    s.push('"');
    for &c in bytes {
        match c {
            b'"' => s.push_str("\\22"),
            b'\\' => s.push_str("\\\\"),
            0x20..=0x7e => s.push(c as char),
            _ => {
                let _ = write!(s, "\\{c:02X}");
            }
        }
    }
    s.push('"');
    s
}

fn esc(s: &str) -> String {
    escape(s.as_bytes())
}

struct Emitter<'m> {
    m: &'m Module,
    options: ImportOptions,
    bodies: HashMap<&'m str, Option<&'m Type>>,
    struct_names: HashMap<String, String>,
    used_struct_names: HashSet<String>,
    globals: HashMap<&'m str, (Type, u32)>,
    functions: HashMap<&'m str, &'m Function>,
    attr_groups: HashMap<u32, &'m [Attr]>,
    layout: DataLayout,
    /// The names MLIR gives unnamed (numbered) globals and functions.
    nameless: HashMap<String, String>,
    /// Warnings, in order.
    warnings: Vec<String>,
    /// The translated metadata nodes.
    md: metadata::State,
    /// The translated debug information.
    di: debuginfo::State,
    out: String,
}

/// The state of one region being built (a function body or an
/// initializer).
#[derive(Default)]
struct Region {
    /// Text of the constants, materialized at the start of the entry block.
    consts: String,
    /// The SSA name of each materialized constant, by key.
    const_values: HashMap<String, String>,
    /// Local values: SSA name and type.
    values: HashMap<String, (String, Type)>,
    next: usize,
    /// Blocks added before each block (the normal destinations of
    /// invokes whose destination has phis).
    extra: Vec<String>,
}

impl Region {
    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next)
    }
}

fn float_name(k: &str) -> &'static str {
    match k {
        "half" => "f16",
        "bfloat" => "bf16",
        "float" => "f32",
        "double" => "f64",
        "fp128" => "f128",
        "x86_fp80" => "f80",
        _ => "!llvm.ppc_fp128",
    }
}

fn float_bits(k: &str) -> u32 {
    match k {
        "half" | "bfloat" => 16,
        "float" => 32,
        "double" => 64,
        "x86_fp80" => 80,
        _ => 128,
    }
}

/// Parses an integer literal and wraps it to `width` bits, as a signed
/// value.
fn int_value(s: &str, width: u32) -> Option<i128> {
    let v: i128 = if let Some(rest) = s.strip_prefix('u').or_else(|| s.strip_prefix('s')) {
        rest.parse().ok()?
    } else {
        s.parse().ok()?
    };
    if width >= 128 {
        return Some(v);
    }
    let m = v & ((1i128 << width) - 1);
    Some(if m >> (width - 1) & 1 == 1 {
        m - (1i128 << width)
    } else {
        m
    })
}

/// A finite double as an MLIR float literal (shortest round-trip digits).
fn decimal(d: f64, single: bool) -> String {
    let s = if single {
        format!("{:e}", d as f32)
    } else {
        format!("{d:e}")
    };
    match s.find('e') {
        Some(i) if !s[..i].contains('.') => format!("{}.0{}", &s[..i], &s[i..]),
        _ => s,
    }
}

/// The MLIR literal of a float constant of kind `k`.
fn float_literal(s: &str, k: &str) -> Option<String> {
    let bits = float_bits(k);
    if let Some(hex) = s.strip_prefix("0x") {
        let (kind, digits) = match hex.chars().next() {
            Some(c @ ('K' | 'L' | 'M' | 'H' | 'R')) => (Some(c), &hex[1..]),
            _ => (None, hex),
        };
        let v = u128::from_str_radix(digits, 16).ok()?;
        return Some(match kind {
            None => {
                let d = f64::from_bits(v as u64);
                match bits {
                    64 if d.is_finite() => decimal(d, false),
                    64 => format!("0x{:016X}", v as u64),
                    32 if d.is_finite() => decimal(d, true),
                    32 => format!("0x{:08X}", (d as f32).to_bits()),
                    _ if d.is_finite() => decimal(d, false),
                    _ => return None,
                }
            }
            Some('L') => {
                // The first 64 bits written are the low half.
                let lo = v >> 64;
                let hi = v & u128::from(u64::MAX);
                format!("0x{:032X}", (hi << 64) | lo)
            }
            Some('K') => format!("0x{v:020X}"),
            Some('H') | Some('R') => format!("0x{v:04X}"),
            _ => format!("0x{v:032X}"),
        });
    }
    let d: f64 = s.parse().ok()?;
    if bits > 64 {
        // Kept as written: the type is wider than a double.
        return Some(if s.contains('.') {
            s.to_string()
        } else {
            decimal(d, false)
        });
    }
    Some(decimal(d, bits == 32))
}

impl<'m> Emitter<'m> {
    fn new(m: &'m Module, options: ImportOptions) -> Emitter<'m> {
        let mut bodies = HashMap::new();
        for (name, body) in &m.types {
            bodies.insert(name.as_str(), body.as_ref());
        }
        let mut globals = HashMap::new();
        for g in &m.globals {
            globals.insert(g.name.as_str(), (g.ty.clone(), g.addrspace));
        }
        let mut functions = HashMap::new();
        for f in &m.functions {
            functions.insert(f.name.as_str(), f);
        }
        let attr_groups = m.attr_groups.iter().map(|(k, a)| (*k, a.as_slice())).collect();
        // Unnamed globals become `mlir.llvm.nameless_global_N`, N counting
        // up past names already taken.
        let taken: HashSet<&str> = m
            .globals
            .iter()
            .map(|g| g.name.as_str())
            .chain(m.functions.iter().map(|f| f.name.as_str()))
            .collect();
        let mut nameless = HashMap::new();
        let mut next = 0;
        for name in m
            .globals
            .iter()
            .map(|g| &g.name)
            .chain(m.functions.iter().map(|f| &f.name))
        {
            if name.bytes().all(|c| c.is_ascii_digit()) {
                let mut candidate = format!("mlir.llvm.nameless_global_{next}");
                while taken.contains(candidate.as_str()) {
                    next += 1;
                    candidate = format!("mlir.llvm.nameless_global_{next}");
                }
                next += 1;
                nameless.insert(name.clone(), candidate);
            }
        }
        Emitter {
            m,
            options,
            bodies,
            struct_names: HashMap::new(),
            used_struct_names: HashSet::new(),
            globals,
            functions,
            attr_groups,
            layout: DataLayout::parse(m.datalayout.as_deref().unwrap_or("")),
            nameless,
            warnings: Vec::new(),
            md: metadata::State::default(),
            di: debuginfo::State::default(),
            out: String::new(),
        }
    }

    /// A global's symbol as MLIR writes it after `@`.
    fn gsym(&self, name: &str) -> String {
        sym(self.nameless.get(name).map_or(name, String::as_str))
    }

    // ---- Types ----

    fn resolve<'a>(&'a self, t: &'a Type) -> &'a Type {
        match t {
            Type::Named(n) => match self.bodies.get(n.as_str()) {
                Some(Some(b)) => b,
                _ => t,
            },
            _ => t,
        }
    }

    fn ty(&mut self, t: &Type) -> R<String> {
        Ok(match t {
            Type::Void => "!llvm.void".into(),
            Type::Int(n) => format!("i{n}"),
            Type::Float(k) => float_name(k).into(),
            Type::X86Amx => "!llvm.x86_amx".into(),
            Type::Ptr(0) => "!llvm.ptr".into(),
            Type::Ptr(n) => format!("!llvm.ptr<{n}>"),
            Type::Label => "!llvm.label".into(),
            Type::Metadata => "!llvm.metadata".into(),
            Type::Token => "!llvm.token".into(),
            Type::Vector { scalable, len, elem } => {
                let e = self.ty(elem)?;
                if *scalable {
                    format!("vector<[{len}]x{e}>")
                } else {
                    format!("vector<{len}x{e}>")
                }
            }
            Type::Array(n, e) => format!("!llvm.array<{n} x {}>", self.ty(e)?),
            Type::Struct { packed, fields } => {
                let f = self.types(fields)?;
                format!("!llvm.struct<{}({f})>", if *packed { "packed " } else { "" })
            }
            Type::Named(n) => {
                let body = match self.bodies.get(n.as_str()) {
                    Some(b) => *b,
                    None => return Err((Pos::default(), format!("use of undefined type named '{n}'"))),
                };
                let (packed, fields) = match body {
                    Some(Type::Struct { packed, fields }) => (*packed, fields),
                    Some(other) => return self.ty(other),
                    None if self.options.structs_as_literals => return Ok("!llvm.struct<()>".into()),
                    None => {
                        let name = self.struct_name(n);
                        return Ok(format!("!llvm.struct<{}, opaque>", esc(&name)));
                    }
                };
                let f = self.types(fields)?;
                let p = if packed { "packed " } else { "" };
                if self.options.structs_as_literals {
                    return Ok(format!("!llvm.struct<{p}({f})>"));
                }
                let name = self.struct_name(n);
                format!("!llvm.struct<{}, {p}({f})>", esc(&name))
            }
            Type::Func { ret, params, vararg } => {
                let mut p = self.types(params)?;
                if *vararg {
                    if !p.is_empty() {
                        p.push_str(", ");
                    }
                    p.push_str("...");
                }
                format!("!llvm.func<{} ({p})>", self.ty(ret)?)
            }
            Type::TargetExt { name, types, ints } => {
                let mut s = format!("!llvm.target<{}", esc(name));
                for t in types {
                    let _ = write!(s, ", {}", self.ty(t)?);
                }
                for i in ints {
                    let _ = write!(s, ", {i}");
                }
                s.push('>');
                s
            }
        })
    }

    fn types(&mut self, ts: &[Type]) -> R<String> {
        let mut v = Vec::new();
        for t in ts {
            v.push(self.ty(t)?);
        }
        Ok(v.join(", "))
    }

    /// The MLIR name of an identified struct: numbered types have no
    /// name; names are made unique in the order types are translated.
    fn struct_name(&mut self, n: &str) -> String {
        if let Some(s) = self.struct_names.get(n) {
            return s.clone();
        }
        let base = if n.bytes().all(|c| c.is_ascii_digit()) {
            String::new()
        } else {
            n.to_string()
        };
        let mut name = base.clone();
        let mut k = 0;
        while self.used_struct_names.contains(&name) {
            k += 1;
            name = format!("{base}.{k}");
        }
        self.used_struct_names.insert(name.clone());
        self.struct_names.insert(n.to_string(), name.clone());
        name
    }

    fn shape(&self, t: &Type) -> TypeShape {
        let prim = |t: &Type| match t {
            Type::Int(n) => Some(Primitive::Int(*n)),
            Type::Float(k) => Some(Primitive::Float(float_bits(k))),
            Type::Ptr(a) => Some(Primitive::Ptr(*a)),
            _ => None,
        };
        match self.resolve(t) {
            Type::Vector { len, elem, .. } => match prim(elem) {
                Some(p) => TypeShape::Vector(p, *len),
                None => TypeShape::Empty,
            },
            Type::Array(n, e) => TypeShape::Array(Box::new(self.shape(e)), *n),
            // SPIR-V's target types are laid out as pointers.
            Type::TargetExt { name, .. } if name.starts_with("spirv.") => {
                TypeShape::Primitive(Primitive::Ptr(0))
            }
            Type::Struct { packed, fields } => TypeShape::Struct {
                packed: *packed,
                fields: fields.iter().map(|f| self.shape(f)).collect(),
            },
            other => match prim(other) {
                Some(p) => TypeShape::Primitive(p),
                None => TypeShape::Empty,
            },
        }
    }

    fn abi_align(&self, t: &Type) -> u64 {
        self.layout.abi_align(&self.shape(t))
    }

    fn pref_align(&self, t: &Type) -> u64 {
        self.layout.pref_align(&self.shape(t))
    }

    fn store_size(&self, t: &Type) -> u64 {
        self.layout.store_size(&self.shape(t))
    }

    // ---- Module ----

    fn module(&mut self) -> R<()> {
        let m = self.m;
        let mut attrs = vec![format!(
            "dlti.dl_spec = {}",
            crate::layout::dl_spec(m.datalayout.as_deref().unwrap_or(""))
                .map_err(|e| (Pos { line: 1, col: 1 }, e))?
        )];
        attrs.push(format!(
            "llvm.module_asm = [{}]",
            m.module_asm
                .iter()
                .map(|s| escape(s))
                .collect::<Vec<_>>()
                .join(", ")
        ));
        attrs.push(format!(
            "llvm.target_triple = {}",
            esc(m.triple.as_deref().unwrap_or(""))
        ));
        for (name, key) in [
            ("llvm.ident", "llvm.ident"),
            ("llvm.commandline", "llvm.commandline"),
        ] {
            if let Some(s) = self.named_string(name) {
                attrs.push(format!("{key} = {}", escape(&s)));
            }
        }
        let libs = self.named_strings("llvm.dependent-libraries");
        if !libs.is_empty() {
            let l: Vec<String> = libs.iter().flatten().map(|s| escape(s)).collect();
            attrs.push(format!("llvm.dependent_libraries = [{}]", l.join(", ")));
        }
        let _ = writeln!(self.out, "module attributes {{{}}} {{", attrs.join(", "));
        if !m.comdats.is_empty() {
            let mut comdats: Vec<&(String, String)> = m.comdats.iter().collect();
            comdats.sort();
            self.out.push_str("  llvm.comdat @__llvm_global_comdat {\n");
            for (name, kind) in comdats {
                let _ = writeln!(self.out, "    llvm.comdat_selector @{} {kind}", sym(name));
            }
            self.out.push_str("  }\n");
        }
        for g in &m.globals {
            if g.name == "llvm.global_ctors" || g.name == "llvm.global_dtors" {
                self.ctors(g)?;
                continue;
            }
            self.global(g)?;
        }
        // Aliases, then ifuncs.
        for a in m
            .aliases
            .iter()
            .filter(|a| !a.ifunc)
            .chain(m.aliases.iter().filter(|a| a.ifunc))
        {
            self.alias(a)?;
        }
        // `!llvm.linker.options`: one `llvm.linker_options` per node.
        for options in self.named_strings("llvm.linker.options") {
            let o: Vec<String> = options.iter().map(|s| escape(s)).collect();
            let _ = writeln!(self.out, "  llvm.linker_options [{}]", o.join(", "));
        }
        self.module_flags()?;
        for f in &m.functions {
            if f.blocks.is_none()
                && f.name.strip_prefix("llvm.").is_some_and(|n| {
                    metadata::is_metadata_intrinsic(n)
                        || matches!(n, "dbg.value" | "dbg.declare" | "dbg.label" | "dbg.assign")
                        || !self.options.prefer_unregistered_intrinsics
                            && strata_target_llvmir::intrinsics::lookup_by_llvm_name(n).is_some()
                })
            {
                continue;
            }
            self.function(f)?;
        }
        self.out.push_str("}\n");
        Ok(())
    }

    /// The string of a named metadata `!name = !{!N}` with `!N = !{!"s"}`.
    fn named_string(&self, name: &str) -> Option<Vec<u8>> {
        let (_, ids) = self.m.named_metadata.iter().find(|(n, _)| n == name)?;
        let id = ids.first()?;
        let (_, ops) = self.m.metadata.iter().find(|(k, _)| k == id)?;
        match ops.first()? {
            MdOperand::String(s) => Some(s.clone()),
            _ => None,
        }
    }

    /// The strings of each node of a named metadata whose nodes hold
    /// only strings.
    fn named_strings(&self, name: &str) -> Vec<Vec<Vec<u8>>> {
        let Some((_, ids)) = self.m.named_metadata.iter().find(|(n, _)| n == name) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for id in ids {
            if let Some((_, ops)) = self.m.metadata.iter().find(|(k, _)| k == id) {
                out.push(
                    ops.iter()
                        .filter_map(|o| match o {
                            MdOperand::String(s) => Some(s.clone()),
                            _ => None,
                        })
                        .collect(),
                );
            }
        }
        out
    }

    fn node(&self, id: u32) -> Option<&'m [MdOperand]> {
        let m: &'m Module = self.m;
        m.metadata
            .iter()
            .find(|(k, _)| *k == id)
            .map(|(_, ops)| ops.as_slice())
    }

    /// `!llvm.module.flags` as an `llvm.module_flags` op.
    fn module_flags(&mut self) -> R<()> {
        let Some((_, ids)) = self
            .m
            .named_metadata
            .iter()
            .find(|(n, _)| n == "llvm.module.flags")
        else {
            return Ok(());
        };
        let unsupported = |what: &str| (Pos { line: 1, col: 1 }, format!("unsupported module flag {what}"));
        let mut flags = Vec::new();
        for &id in ids {
            let ops = self.node(id).ok_or_else(|| unsupported("node"))?;
            let [MdOperand::Value(TypedValue {
                value: Value::Int(b), ..
            }), MdOperand::String(key), value] = ops
            else {
                return Err(unsupported("node"));
            };
            let behavior = match b.as_str() {
                "1" => "error",
                "2" => "warning",
                "3" => "require",
                "4" => "override",
                "5" => "append",
                "6" => "append_unique",
                "7" => "max",
                "8" => "min",
                _ => return Err(unsupported("behavior")),
            };
            let key_s = escape(key);
            let value = match value {
                MdOperand::Value(TypedValue {
                    ty: Type::Int(w),
                    value: Value::Int(v),
                }) => format!("{} : i{w}", int_value(v, *w).unwrap_or(0)),
                MdOperand::String(s) => escape(s),
                MdOperand::Ref(list) if key.as_slice() == b"CG Profile" => {
                    self.cg_profile(*list).ok_or_else(|| unsupported("value"))?
                }
                MdOperand::Ref(list) if key.as_slice() == b"ProfileSummary" => {
                    self.profile_summary(*list).ok_or_else(|| unsupported("value"))?
                }
                _ => return Err(unsupported("value")),
            };
            flags.push(format!("#llvm.mlir.module_flag<{behavior}, {key_s}, {value}>"));
        }
        let _ = writeln!(self.out, "  llvm.module_flags [{}]", flags.join(", "));
        Ok(())
    }

    /// The operands of node `op` (a reference or a nested node).
    fn node_ops(&self, op: &'m MdOperand) -> Option<&'m [MdOperand]> {
        match op {
            MdOperand::Ref(id) => self.node(*id),
            MdOperand::Node(ops) => Some(ops),
            _ => None,
        }
    }

    /// The `"CG Profile"` module flag's list of `!{ptr @from, ptr @to, i64
    /// count}` as `#llvm.cgprofile_entry`s.
    fn cg_profile(&self, list: u32) -> Option<String> {
        let mut entries = Vec::new();
        for e in self.node(list)? {
            let [from, to, MdOperand::Value(TypedValue {
                value: Value::Int(count),
                ..
            })] = self.node_ops(e)?
            else {
                return None;
            };
            let mut fields = Vec::new();
            for (name, f) in [("from", from), ("to", to)] {
                match f {
                    MdOperand::Value(TypedValue {
                        value: Value::Global(g),
                        ..
                    }) => fields.push(format!("{name} = @{}", self.gsym(g))),
                    MdOperand::Null => {}
                    _ => return None,
                }
            }
            fields.push(format!("count = {}", int_value(count, 64)? as u64));
            entries.push(format!("#llvm.cgprofile_entry<{}>", fields.join(", ")));
        }
        Some(format!("[{}]", entries.join(", ")))
    }

    /// The `"ProfileSummary"` module flag's node as a
    /// `#llvm.profile_summary`.
    fn profile_summary(&self, id: u32) -> Option<String> {
        let mut fields = Vec::new();
        let int = |op: &MdOperand| match op {
            MdOperand::Value(TypedValue {
                ty: Type::Int(w),
                value: Value::Int(v),
            }) => int_value(v, *w).map(|v| v as u64),
            _ => None,
        };
        let keys = [("ProfileFormat", "format")]
            .into_iter()
            .chain(
                strata_dialect_llvm::attrs::PROFILE_SUMMARY_COUNTS
                    .iter()
                    .map(|&(name, key)| (key, name)),
            )
            .chain([
                ("IsPartialProfile", "is_partial_profile"),
                ("PartialProfileRatio", "partial_profile_ratio"),
                ("DetailedSummary", "detailed_summary"),
            ]);
        let entries = self.node(id)?;
        let mut at = 0;
        for (key, name) in keys {
            let Some([MdOperand::String(k), value]) = entries.get(at).and_then(|e| self.node_ops(e)) else {
                continue;
            };
            if k.as_slice() != key.as_bytes() {
                // The optional fields may be left out.
                if matches!(key, "IsPartialProfile" | "PartialProfileRatio") {
                    continue;
                }
                return None;
            }
            at += 1;
            let text = match key {
                "ProfileFormat" => match value {
                    MdOperand::String(f) => String::from_utf8_lossy(f).into_owned(),
                    _ => return None,
                },
                "PartialProfileRatio" => match value {
                    MdOperand::Value(TypedValue {
                        value: Value::Float(f),
                        ..
                    }) => format!("{} : f64", float_literal(f, "double")?),
                    _ => return None,
                },
                "DetailedSummary" => {
                    let mut parts = Vec::new();
                    for d in self.node_ops(value)? {
                        let [cut_off, min_count, num_counts] = self.node_ops(d)? else {
                            return None;
                        };
                        parts.push(format!(
                            "<cut_off = {}, min_count = {}, num_counts = {}>",
                            int(cut_off)?,
                            int(min_count)?,
                            int(num_counts)?
                        ));
                    }
                    parts.join(", ")
                }
                _ => int(value)?.to_string(),
            };
            fields.push(format!("{name} = {text}"));
        }
        (at == entries.len()).then(|| format!("#llvm.profile_summary<{}>", fields.join(", ")))
    }

    fn ctors(&mut self, g: &Global) -> R<()> {
        let dtor = g.name == "llvm.global_dtors";
        let mut fns = Vec::new();
        let mut prios = Vec::new();
        let mut data = Vec::new();
        if let Some(Value::Array(elems)) = &g.init {
            for e in elems {
                if let Value::Struct(fields) = &e.value {
                    if fields.len() == 3 {
                        if let Value::Int(p) = &fields[0].value {
                            prios.push(format!("{} : i32", int_value(p, 32).unwrap_or(0)));
                        }
                        if let Value::Global(f) = &fields[1].value {
                            fns.push(format!("@{}", self.gsym(f)));
                        }
                        data.push(match &fields[2].value {
                            Value::Global(d) => format!("@{}", self.gsym(d)),
                            _ => "#llvm.zero".into(),
                        });
                    }
                }
            }
        }
        let kind = if dtor { "dtors" } else { "ctors" };
        let _ = writeln!(
            self.out,
            "  llvm.mlir.global_{kind} {kind} = [{}], priorities = [{}], data = [{}]",
            fns.join(", "),
            prios.join(", "),
            data.join(", ")
        );
        Ok(())
    }

    fn keywords_linkage(keywords: &[String]) -> &str {
        keywords
            .iter()
            .find(|k| {
                matches!(
                    k.as_str(),
                    "private"
                        | "internal"
                        | "available_externally"
                        | "linkonce"
                        | "weak"
                        | "common"
                        | "appending"
                        | "extern_weak"
                        | "linkonce_odr"
                        | "weak_odr"
                        | "external"
                )
            })
            .map_or("external", |s| s.as_str())
    }

    /// `target_specific_attrs` of a global's attribute groups, in LLVM's
    /// order: keyword attributes (by kind), integer ones (by kind), then
    /// string ones (by key).
    fn global_target_attrs(&self, g: &Global) -> Option<String> {
        let groups: Vec<Attr> = g.attr_groups.iter().map(|k| Attr::Group(*k)).collect();
        let attrs = self.expand(&groups);
        let mut words: Vec<(String, String)> = Vec::new();
        let mut ints: Vec<(usize, String)> = Vec::new();
        let mut strings: Vec<(String, String)> = Vec::new();
        for a in attrs {
            match a {
                Attr::Word(w, arg) => {
                    let (name, value) = match (w.as_str(), arg) {
                        ("readnone" | "readonly" | "writeonly", None) => {
                            let kind = match w.as_str() {
                                "readnone" => "none",
                                "readonly" => "read",
                                _ => "write",
                            };
                            ("memory", Some(function::memory_bits(kind)))
                        }
                        ("memory", Some(arg)) => ("memory", Some(function::memory_bits(&arg))),
                        ("uwtable", None) => ("uwtable", Some(2)),
                        ("uwtable", Some(arg)) => ("uwtable", Some(if arg == "sync" { 1 } else { 2 })),
                        (_, None) => {
                            words.push((w.replace('_', "").to_ascii_lowercase(), w.clone()));
                            continue;
                        }
                        (w, Some(arg)) => (w, arg.trim().parse::<u64>().ok()),
                    };
                    let kind = strata_target_llvmir::ir::INT_ATTR_KINDS
                        .iter()
                        .position(|k| *k == name)?;
                    ints.push((kind, format!("[{}, \"{}\"]", esc(name), value?)));
                }
                Attr::Str(k, v) => {
                    let text = match v {
                        Some(v) if !v.is_empty() => format!("[{}, {}]", esc(&k), esc(&v)),
                        _ => esc(&k),
                    };
                    strings.push((k, text));
                }
                _ => {}
            }
        }
        words.sort();
        ints.sort();
        strings.sort_by(|a, b| a.0.cmp(&b.0));
        let all: Vec<String> = words
            .into_iter()
            .map(|(_, w)| esc(&w))
            .chain(ints.into_iter().map(|(_, t)| t))
            .chain(strings.into_iter().map(|(_, t)| t))
            .collect();
        if all.is_empty() {
            return None;
        }
        Some(format!("target_specific_attrs = [{}]", all.join(", ")))
    }

    fn global(&mut self, g: &'m Global) -> R<()> {
        let linkage = Self::keywords_linkage(&g.keywords);
        let mut head = format!("  llvm.mlir.global {linkage}");
        let has = |k: &str| g.keywords.iter().any(|x| x == k);
        if has("hidden") {
            head.push_str(" hidden");
        } else if has("protected") {
            head.push_str(" protected");
        }
        if g.keywords.iter().any(|k| k.starts_with("thread_local")) {
            head.push_str(" thread_local");
        }
        if has("unnamed_addr") {
            head.push_str(" unnamed_addr");
        } else if has("local_unnamed_addr") {
            head.push_str(" local_unnamed_addr");
        }
        if g.constant {
            head.push_str(" constant");
        }
        let ty = self.ty(&g.ty)?;
        let init = g.init.as_ref().map(|v| TypedValue {
            ty: g.ty.clone(),
            value: v.clone(),
        });
        let attr = match &init {
            Some(tv) => self.const_attr(tv)?,
            None => None,
        };
        let mut attrs = vec![format!("addr_space = {} : i32", g.addrspace)];
        if let Some(a) = g.align {
            attrs.push(format!("alignment = {a} : i64"));
        }
        attrs.extend(self.global_dbg_exprs(g));
        let local_linkage = matches!(linkage, "private" | "internal");
        if has("dso_local") || local_linkage || has("hidden") || has("protected") {
            attrs.push("dso_local".into());
        }
        if let Some(s) = &g.section {
            attrs.push(format!("section = {}", esc(s)));
        }
        if has("externally_initialized") {
            attrs.push("externally_initialized".into());
        }
        attrs.extend(self.global_target_attrs(g));
        let comdat = g
            .comdat
            .as_ref()
            .map(|c| format!(" comdat(@__llvm_global_comdat::@{})", sym(c)))
            .unwrap_or_default();
        let _ = write!(
            self.out,
            "{head} @{}({}){comdat} {{{}}} : {ty}",
            self.gsym(&g.name),
            attr.clone().unwrap_or_default(),
            attrs.join(", ")
        );
        match (init, attr) {
            (Some(tv), None) => {
                let mut r = Region::default();
                let v = self.value(&mut r, &tv, g.pos)?;
                let _ = writeln!(self.out, " {{\n{}    llvm.return {v} : {ty}\n  }}", r.consts);
            }
            _ => self.out.push('\n'),
        }
        Ok(())
    }

    fn alias(&mut self, a: &'m Alias) -> R<()> {
        let linkage = Self::keywords_linkage(&a.keywords);
        let ty = self.ty(&a.ty)?;
        let kw = if a.ifunc { "ifunc" } else { "alias" };
        if a.ifunc {
            let resolver = match &a.target.value {
                Value::Global(g) => self.gsym(g),
                _ => return Err((a.pos, "expected a resolver function".into())),
            };
            let rt = self.ty(&a.target.ty)?;
            let has = |k: &str| a.keywords.iter().any(|x| x == k);
            let visibility = if has("hidden") {
                " hidden"
            } else if has("protected") {
                " protected"
            } else {
                ""
            };
            let mut attrs = Vec::new();
            if has("dso_local") || matches!(linkage, "private" | "internal") || !visibility.is_empty() {
                attrs.push("dso_local");
            }
            let attrs = if attrs.is_empty() {
                String::new()
            } else {
                format!(" {{{}}}", attrs.join(", "))
            };
            let _ = writeln!(
                self.out,
                "  llvm.mlir.ifunc {linkage}{visibility} @{} : {ty}, {rt} @{resolver}{attrs}",
                self.gsym(&a.name)
            );
            return Ok(());
        }
        let mut r = Region::default();
        let v = self.value(&mut r, &a.target, a.pos)?;
        let tt = self.ty(&a.target.ty)?;
        let has = |k: &str| a.keywords.iter().any(|x| x == k);
        let mut attrs = Vec::new();
        let visibility = if has("hidden") {
            " hidden"
        } else if has("protected") {
            " protected"
        } else {
            ""
        };
        if has("dso_local") || matches!(linkage, "private" | "internal") || !visibility.is_empty() {
            attrs.push("dso_local");
        }
        let attrs = if attrs.is_empty() {
            String::new()
        } else {
            format!(" {{{}}}", attrs.join(", "))
        };
        let _ = writeln!(
            self.out,
            "  llvm.mlir.{kw} {linkage}{visibility} @{}{attrs} : {ty} {{\n{}    llvm.return {v} : {tt}\n  }}",
            self.gsym(&a.name),
            r.consts
        );
        Ok(())
    }
}

/// A type as MLIR prints it: `!llvm.` only on the outermost LLVM type.
pub fn nested(t: &str) -> String {
    match t.strip_prefix("!llvm.") {
        Some(rest) => format!("!llvm.{}", rest.replace("!llvm.", "")),
        None => t.to_string(),
    }
}

/// A symbol name as MLIR writes it after `@`.
pub fn sym(name: &str) -> String {
    let bare = name
        .as_bytes()
        .first()
        .is_some_and(|c| c.is_ascii_alphabetic() || *c == b'_')
        && name
            .bytes()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'$'));
    if bare {
        name.to_string()
    } else {
        esc(name)
    }
}
