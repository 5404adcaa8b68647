//! Debug info: the `#llvm.di_*` attributes as LLVM's specialized metadata
//! nodes (`!DICompileUnit`, `!DISubprogram`, ...), the locations of ops
//! under a function's subprogram as `!DILocation`s, and the debug
//! intrinsics as debug records, as MLIR's `DebugTranslation` builds them.

use std::collections::HashMap;

use strata_dialect_llvm::debuginfo as di;
use strata_dialect_llvm::dwarf;
use strata_ir::{Attribute, Location, LocationKind};

use crate::ir::{DiField, DiNode, Inst, MdOperand, Piece};

use super::{op_ref, text, OpCx, Translator, R};

/// The translated debug info of a module.
#[derive(Default)]
pub(crate) struct DebugInfo {
    /// The node of each translated attribute.
    by_attr: HashMap<Attribute, MdOperand>,
    /// Uniqued (not distinct) nodes by kind and fields.
    uniqued: HashMap<String, usize>,
    /// The recursive types being translated: their `recId` and the node
    /// reserved for them, which self references (`isRecSelf`) name.
    recursive: Vec<(Attribute, usize)>,
    /// The reserved nodes named, in order: a node whose translation named
    /// none still being translated does not depend on the recursion
    /// around it, and is cached.
    recursive_refs: Vec<usize>,
    /// Subprograms by their `id`: one node per distinct id.
    subprograms: HashMap<Attribute, MdOperand>,
    /// The global variable expressions of each compile unit's `globals`.
    globals: Vec<(usize, Vec<MdOperand>)>,
}

/// `DW_OP_consts`.
const DW_OP_CONSTS: u64 = 0x11;

/// The keyword of a `DIEmissionKind` in LLVM's printed form.
const EMISSION_KINDS: [&str; 4] = ["NoDebug", "FullDebug", "LineTablesOnly", "DebugDirectivesOnly"];

/// `DIFlags`' names in LLVM's order: accessibility first, then the
/// inheritance model, then the single bits.
fn di_flags(v: u64) -> String {
    let mut names = Vec::new();
    let mut rest = v;
    match rest & 3 {
        1 => names.push("DIFlagPrivate".to_string()),
        2 => names.push("DIFlagProtected".to_string()),
        3 => names.push("DIFlagPublic".to_string()),
        _ => {}
    }
    rest &= !3;
    match (rest >> 16) & 3 {
        1 => names.push("DIFlagSingleInheritance".to_string()),
        2 => names.push("DIFlagMultipleInheritance".to_string()),
        3 => names.push("DIFlagVirtualInheritance".to_string()),
        _ => {}
    }
    rest &= !(3 << 16);
    for &(name, bits) in di::DI_FLAGS.cases {
        if bits.is_power_of_two() && bits > 2 && bits & (3 << 16) == 0 && rest & bits as u64 != 0 {
            names.push(format!("DIFlag{name}"));
            rest &= !(bits as u64);
        }
    }
    if rest != 0 {
        names.push(format!("{rest:#x}"));
    }
    names.join(" | ")
}

/// `DISPFlags`' names in LLVM's order: the virtuality, then the bits.
fn sp_flags(v: u64) -> String {
    if v == 0 {
        return "0".into();
    }
    let mut names = Vec::new();
    match v & 3 {
        1 => names.push("DISPFlagVirtual".to_string()),
        2 => names.push("DISPFlagPureVirtual".to_string()),
        3 => names.push("DISPFlagPureVirtual".to_string()),
        _ => {}
    }
    for &(name, bits) in di::DI_SUBPROGRAM_FLAGS.cases {
        if bits > 2 && v & bits as u64 != 0 {
            names.push(format!("DISPFlag{name}"));
        }
    }
    names.join(" | ")
}

fn quoted(s: &str) -> String {
    let mut out = String::from("\"");
    crate::writer::escape(&mut out, s.as_bytes());
    out.push('"');
    out
}

/// The `!DIExpression(...)` of a `#llvm.di_expression`, printed inline.
pub(crate) fn expression_text(ctx: &strata_ir::Context, e: Option<Attribute>) -> String {
    // Legalized as the translation does it (consecutive fragments merged).
    let ops = e
        .and_then(|e| di::expression_ops(ctx, di::legalize_expression(ctx, e)))
        .unwrap_or_default();
    let mut parts = Vec::new();
    for (op, args) in ops {
        parts.push(
            di::dwarf_name(dwarf::OPERATIONS, op)
                .unwrap_or("DW_OP_nop")
                .to_string(),
        );
        for (i, a) in args.iter().enumerate() {
            if op == di::DW_OP_LLVM_CONVERT && i == 1 {
                parts.push(di::dwarf_name(dwarf::ENCODINGS, *a).unwrap_or("0").to_string());
            } else {
                parts.push(a.to_string());
            }
        }
    }
    format!("!DIExpression({})", parts.join(", "))
}

/// Collects a node's printed fields and the operands LLVM numbers
/// through (in its operand order).
struct NodeBuilder {
    kind: &'static str,
    distinct: bool,
    fields: Vec<(&'static str, DiField)>,
    operands: Vec<MdOperand>,
}

impl NodeBuilder {
    fn new(kind: &'static str, distinct: bool) -> NodeBuilder {
        NodeBuilder {
            kind,
            distinct,
            fields: Vec::new(),
            operands: Vec::new(),
        }
    }
    fn text(&mut self, name: &'static str, v: impl Into<String>) {
        self.fields.push((name, DiField::Text(v.into())));
    }
    /// An unsigned field printed unless 0.
    fn int(&mut self, name: &'static str, v: u64) {
        if v != 0 {
            self.text(name, v.to_string());
        }
    }
    /// A `DIFlags` field printed unless 0.
    fn flags(&mut self, name: &'static str, v: u64) {
        if v != 0 {
            self.text(name, di_flags(v));
        }
    }
    /// A boolean field printed only when true.
    fn flag(&mut self, name: &'static str, v: bool) {
        if v {
            self.text(name, "true");
        }
    }
    /// An expression field, printed inline unless absent.
    fn expr(&mut self, ctx: &strata_ir::Context, name: &'static str, v: Option<Attribute>) {
        if v.is_some() {
            self.text(name, expression_text(ctx, v));
        }
    }
    fn string(&mut self, name: &'static str, v: Option<&str>) {
        if let Some(s) = v.filter(|s| !s.is_empty()) {
            self.text(name, quoted(s));
        }
    }
    /// A node field; `null` is printed only when `keep_null`.
    fn node(&mut self, name: &'static str, v: Option<MdOperand>, keep_null: bool) {
        match v {
            Some(MdOperand::Null) | None => {
                if keep_null {
                    self.fields.push((name, DiField::Text("null".into())));
                }
            }
            Some(n) => self.fields.push((name, DiField::Md(n))),
        }
    }
}

impl Translator<'_> {
    fn finish_node(&mut self, b: NodeBuilder) -> MdOperand {
        let node = DiNode {
            kind: b.kind,
            distinct: b.distinct,
            fields: b.fields,
            operands: b.operands,
        };
        if node.distinct {
            self.m.di.push(node);
            return MdOperand::Di(self.m.di.len() - 1);
        }
        let key = format!("{:?}", (node.kind, &node.fields));
        if let Some(&i) = self.di.uniqued.get(&key) {
            return MdOperand::Di(i);
        }
        self.m.di.push(node);
        let i = self.m.di.len() - 1;
        self.di.uniqued.insert(key, i);
        MdOperand::Di(i)
    }

    /// Operand `name` of `a`, translated, for numbering and printing.
    fn di_param(
        &mut self,
        a: Attribute,
        name: &str,
        b: &mut NodeBuilder,
    ) -> Result<Option<MdOperand>, String> {
        let Some(v) = di::param(self.ctx, a, name) else {
            return Ok(None);
        };
        let n = self.translate_di(v)?;
        if !matches!(n, MdOperand::Null) {
            b.operands.push(n.clone());
        }
        Ok(Some(n))
    }

    /// A tuple `!{...}` of the translated attributes (`null` for
    /// `#llvm.di_null_type`).
    fn di_tuple(&mut self, items: &[Attribute]) -> Result<MdOperand, String> {
        let mut ops = Vec::new();
        for &i in items {
            ops.push(self.translate_di(i)?);
        }
        Ok(MdOperand::Nested(ops))
    }

    /// The LLVM metadata node of a `#llvm.di_*` attribute. A recursive
    /// type (with a `recId`) gets its node reserved first, so that its
    /// self references inside name it (MLIR's `translateRecursive`).
    pub(crate) fn translate_di(&mut self, a: Attribute) -> Result<MdOperand, String> {
        if let Some(n) = self.di.by_attr.get(&a) {
            return Ok(n.clone());
        }
        let ctx = self.ctx;
        let refs = self.di.recursive_refs.len();
        let Some(rec_id) = di::param(ctx, a, "recId") else {
            let node = self.translate_di_node(a)?;
            if !self.depends_on_recursion(refs) {
                self.di.by_attr.insert(a, node.clone());
            }
            return Ok(node);
        };
        if let Some(&(_, slot)) = self.di.recursive.iter().rev().find(|(id, _)| *id == rec_id) {
            self.di.recursive_refs.push(slot);
            return Ok(MdOperand::Di(slot));
        }
        if di::bool_param(ctx, a, "isRecSelf") {
            let m = di::di_mnemonic(ctx, a).unwrap_or("");
            return Err(format!(
                "unbound recursive self reference '#llvm.{m}' in LLVM IR translation"
            ));
        }
        self.m.di.push(DiNode {
            kind: "DICompositeType",
            distinct: true,
            fields: Vec::new(),
            operands: Vec::new(),
        });
        let slot = self.m.di.len() - 1;
        self.di.recursive.push((rec_id, slot));
        let result = self.translate_di_node(a);
        self.di.recursive.pop();
        let node = match result? {
            MdOperand::Di(j) if j == self.m.di.len() - 1 && j > slot => {
                let n = self.m.di.pop().unwrap_or_else(|| self.m.di[slot].clone());
                for v in self.di.uniqued.values_mut() {
                    if *v == j {
                        *v = slot;
                    }
                }
                self.m.di[slot] = n;
                MdOperand::Di(slot)
            }
            MdOperand::Di(j) => {
                self.m.di[slot] = self.m.di[j].clone();
                MdOperand::Di(j)
            }
            other => other,
        };
        if !self.depends_on_recursion(refs) {
            self.di.by_attr.insert(a, node.clone());
        }
        if self.di.recursive.is_empty() {
            self.di.recursive_refs.clear();
        }
        Ok(node)
    }

    /// Whether the nodes named since `refs` include one still being
    /// translated.
    fn depends_on_recursion(&self, refs: usize) -> bool {
        self.di.recursive_refs[refs.min(self.di.recursive_refs.len())..]
            .iter()
            .any(|s| self.di.recursive.iter().any(|(_, r)| r == s))
    }

    /// A subrange bound: an integer (`count: 4`, only for
    /// `DISubrange`), an expression (inline) or a variable.
    fn di_bound(
        &mut self,
        a: Attribute,
        name: &'static str,
        ints: bool,
        b: &mut NodeBuilder,
    ) -> Result<(), String> {
        let ctx = self.ctx;
        let Some(v) = di::param(ctx, a, name) else {
            return Ok(());
        };
        if let Some(i) = ctx.integer_attr_value(v) {
            if ints {
                b.text(name, i.to_string_signed());
            }
            return Ok(());
        }
        match di::di_mnemonic(ctx, v) {
            Some("di_expression") => {
                // A constant expression prints as its value.
                match di::expression_ops(ctx, v).as_deref() {
                    Some([(op, args)]) if *op == DW_OP_CONSTS && args.len() == 1 => {
                        b.text(name, (args[0] as i64).to_string())
                    }
                    _ => b.expr(ctx, name, Some(v)),
                }
            }
            Some("di_local_variable" | "di_global_variable") => {
                let n = self.translate_di(v)?;
                b.operands.push(n.clone());
                b.node(name, Some(n), false);
            }
            _ => {}
        }
        Ok(())
    }

    fn translate_di_node(&mut self, a: Attribute) -> Result<MdOperand, String> {
        let ctx = self.ctx;
        let m = di::di_mnemonic(ctx, a).unwrap_or("").to_string();
        let s = |name: &str| di::str_param(ctx, a, name).map(str::to_string);
        let int = |name: &str| di::int_param(ctx, a, name);
        let node = match m.as_str() {
            "di_null_type" => MdOperand::Null,
            "di_file" => {
                let mut b = NodeBuilder::new("DIFile", false);
                b.text("filename", quoted(&s("name").unwrap_or_default()));
                b.text("directory", quoted(&s("directory").unwrap_or_default()));
                self.finish_node(b)
            }
            "di_compile_unit" => {
                let mut b = NodeBuilder::new("DICompileUnit", true);
                let lang = di::dwarf_name(dwarf::LANGUAGES, int("sourceLanguage")).unwrap_or("0");
                b.text("language", lang);
                let file = self.di_param(a, "file", &mut b)?;
                b.node("file", file, false);
                b.string("producer", s("producer").as_deref());
                b.text("isOptimized", di::bool_param(ctx, a, "isOptimized").to_string());
                b.text("runtimeVersion", "0");
                b.string("splitDebugFilename", s("splitDebugFilename").as_deref());
                b.text("emissionKind", EMISSION_KINDS[int("emissionKind") as usize & 3]);
                match int("nameTableKind") {
                    1 => b.text("nameTableKind", "GNU"),
                    2 => b.text("nameTableKind", "None"),
                    3 => b.text("nameTableKind", "Apple"),
                    _ => {}
                }
                let n = self.finish_node(b);
                // As `DIBuilder::createCompileUnit`: listed in `llvm.dbg.cu`.
                self.add_compile_unit(n.clone());
                n
            }
            "di_basic_type" => {
                let mut b = NodeBuilder::new("DIBasicType", false);
                let tag = int("tag");
                if tag != 0x24 {
                    b.text("tag", di::dwarf_name(dwarf::TAGS, tag).unwrap_or("0"));
                }
                b.string("name", s("name").as_deref());
                b.int("size", int("sizeInBits"));
                if let Some(e) =
                    di::dwarf_name(dwarf::ENCODINGS, int("encoding")).filter(|_| int("encoding") != 0)
                {
                    b.text("encoding", e);
                }
                self.finish_node(b)
            }
            "di_derived_type" => {
                let mut b = NodeBuilder::new("DIDerivedType", false);
                b.text("tag", di::dwarf_name(dwarf::TAGS, int("tag")).unwrap_or("0"));
                b.string("name", s("name").as_deref());
                let base = self.di_param(a, "baseType", &mut b)?;
                let extra = self.di_param(a, "extraData", &mut b)?;
                b.node("baseType", base, true);
                b.int("size", int("sizeInBits"));
                b.int("align", int("alignInBits"));
                b.int("offset", int("offsetInBits"));
                b.node("extraData", extra, false);
                if di::has_param(ctx, a, "dwarfAddressSpace") {
                    b.text("dwarfAddressSpace", int("dwarfAddressSpace").to_string());
                }
                self.finish_node(b)
            }
            "di_composite_type" => {
                // Types of these tags are distinct, as MLIR builds them.
                let distinct = matches!(int("tag"), 0x02 | 0x04 | 0x13 | 0x17);
                let members = di::array_param(ctx, a, "elements");
                let mut b = NodeBuilder::new("DICompositeType", distinct);
                let file = self.di_param(a, "file", &mut b)?;
                let scope = self.di_param(a, "scope", &mut b)?;
                let base = self.di_param(a, "baseType", &mut b)?;
                let elements = if members.is_empty() {
                    None
                } else {
                    let t = self.di_tuple(members)?;
                    b.operands.push(t.clone());
                    Some(t)
                };
                b.text("tag", di::dwarf_name(dwarf::TAGS, int("tag")).unwrap_or("0"));
                b.string("name", s("name").as_deref());
                b.node("scope", scope, false);
                b.node("file", file, false);
                b.int("line", int("line"));
                b.node("baseType", base, false);
                b.int("size", int("sizeInBits"));
                b.int("align", int("alignInBits"));
                b.flags("flags", int("flags"));
                b.node("elements", elements, false);
                for name in ["dataLocation", "associated", "allocated", "rank"] {
                    b.expr(ctx, name, di::param(ctx, a, name));
                }
                self.finish_node(b)
            }
            "di_subroutine_type" => {
                let mut b = NodeBuilder::new("DISubroutineType", false);
                let cc = int("callingConvention");
                if cc != 0 {
                    b.text("cc", di::dwarf_name(dwarf::CONVENTIONS, cc).unwrap_or("0"));
                }
                let types = self.di_tuple(di::array_param(ctx, a, "types"))?;
                b.operands.push(types.clone());
                b.node("types", Some(types), true);
                self.finish_node(b)
            }
            "di_subprogram" => {
                let id = di::param(ctx, a, "id");
                if let Some(n) = id.and_then(|id| self.di.subprograms.get(&id)) {
                    return Ok(n.clone());
                }
                let flags = int("subprogramFlags");
                // Definitions are distinct, as MLIR builds them.
                let mut b = NodeBuilder::new("DISubprogram", flags & 8 != 0);
                let file = self.di_param(a, "file", &mut b)?;
                let scope = self.di_param(a, "scope", &mut b)?;
                let ty = self.di_param(a, "type", &mut b)?;
                let unit = self.di_param(a, "compileUnit", &mut b)?;
                let retained = di::array_param(ctx, a, "retainedNodes");
                let retained = if retained.is_empty() {
                    None
                } else {
                    Some(self.di_tuple(retained)?)
                };
                let annotations = di::array_param(ctx, a, "annotations");
                let annotations = if annotations.is_empty() {
                    None
                } else {
                    Some(self.di_tuple(annotations)?)
                };
                // Translating the operands may have reached this
                // subprogram through a recursive type.
                if let Some(n) = id.and_then(|id| self.di.subprograms.get(&id)) {
                    return Ok(n.clone());
                }
                if let Some(r) = &retained {
                    b.operands.push(r.clone());
                }
                if let Some(r) = &annotations {
                    b.operands.push(r.clone());
                }
                b.string("name", s("name").as_deref());
                b.string("linkageName", s("linkageName").as_deref());
                b.node("scope", scope, false);
                b.node("file", file, false);
                b.int("line", int("line"));
                b.node("type", ty, false);
                b.int("scopeLine", int("scopeLine"));
                if flags & 3 != 0 {
                    b.text("virtualIndex", "0");
                }
                b.text("spFlags", sp_flags(flags));
                b.node("unit", unit, false);
                b.node("retainedNodes", retained, false);
                b.node("annotations", annotations, false);
                let n = self.finish_node(b);
                if let Some(id) = id {
                    self.di.subprograms.insert(id, n.clone());
                }
                n
            }
            "di_annotation" => MdOperand::Nested(vec![
                MdOperand::String(s("name").unwrap_or_default()),
                MdOperand::String(s("value").unwrap_or_default()),
            ]),
            "di_namespace" => {
                let mut b = NodeBuilder::new("DINamespace", false);
                let scope = self.di_param(a, "scope", &mut b)?;
                b.string("name", s("name").as_deref());
                b.node("scope", scope, true);
                b.flag("exportSymbols", di::bool_param(ctx, a, "exportSymbols"));
                self.finish_node(b)
            }
            "di_module" => {
                let mut b = NodeBuilder::new("DIModule", false);
                let file = self.di_param(a, "file", &mut b)?;
                let scope = self.di_param(a, "scope", &mut b)?;
                b.node("scope", scope, true);
                for name in ["name", "configMacros", "includePath", "apinotes"] {
                    b.string(name, s(name).as_deref());
                }
                b.node("file", file, false);
                b.int("line", int("line"));
                b.flag("isDecl", di::bool_param(ctx, a, "isDecl"));
                self.finish_node(b)
            }
            "di_subrange" | "di_generic_subrange" => {
                let generic = m == "di_generic_subrange";
                let kind = if generic {
                    "DIGenericSubrange"
                } else {
                    "DISubrange"
                };
                let mut b = NodeBuilder::new(kind, false);
                for name in ["count", "lowerBound", "upperBound", "stride"] {
                    self.di_bound(a, name, !generic, &mut b)?;
                }
                self.finish_node(b)
            }
            "di_imported_entity" => {
                let mut b = NodeBuilder::new("DIImportedEntity", false);
                let scope = self.di_param(a, "scope", &mut b)?;
                let entity = self.di_param(a, "entity", &mut b)?;
                let file = self.di_param(a, "file", &mut b)?;
                let members = di::array_param(ctx, a, "elements");
                let elements = if members.is_empty() {
                    None
                } else {
                    let t = self.di_tuple(members)?;
                    b.operands.push(t.clone());
                    Some(t)
                };
                b.text("tag", di::dwarf_name(dwarf::TAGS, int("tag")).unwrap_or("0"));
                b.string("name", s("name").as_deref());
                b.node("scope", scope, true);
                b.node("entity", entity, true);
                b.node("file", file, false);
                b.int("line", int("line"));
                b.node("elements", elements, false);
                self.finish_node(b)
            }
            "di_string_type" => {
                let mut b = NodeBuilder::new("DIStringType", false);
                let length = self.di_param(a, "stringLength", &mut b)?;
                let tag = int("tag");
                if tag != 0x12 {
                    b.text("tag", di::dwarf_name(dwarf::TAGS, tag).unwrap_or("0"));
                }
                b.string("name", s("name").as_deref());
                b.node("stringLength", length, false);
                b.expr(
                    ctx,
                    "stringLengthExpression",
                    di::param(ctx, a, "stringLengthExp"),
                );
                b.expr(
                    ctx,
                    "stringLocationExpression",
                    di::param(ctx, a, "stringLocationExp"),
                );
                b.int("size", int("sizeInBits"));
                b.int("align", int("alignInBits"));
                if let Some(e) =
                    di::dwarf_name(dwarf::ENCODINGS, int("encoding")).filter(|_| int("encoding") != 0)
                {
                    b.text("encoding", e);
                }
                self.finish_node(b)
            }
            "di_common_block" => {
                let mut b = NodeBuilder::new("DICommonBlock", false);
                let scope = self.di_param(a, "scope", &mut b)?;
                let decl = self.di_param(a, "decl", &mut b)?;
                let file = self.di_param(a, "file", &mut b)?;
                b.node("scope", scope, true);
                b.node("declaration", decl, true);
                b.string("name", s("name").as_deref());
                b.node("file", file, false);
                b.int("line", int("line"));
                self.finish_node(b)
            }
            "di_global_variable" => {
                let mut b = NodeBuilder::new("DIGlobalVariable", true);
                let scope = self.di_param(a, "scope", &mut b)?;
                let file = self.di_param(a, "file", &mut b)?;
                let ty = self.di_param(a, "type", &mut b)?;
                b.string("name", s("name").as_deref());
                b.string("linkageName", s("linkageName").as_deref());
                b.node("scope", scope, true);
                b.node("file", file, false);
                b.int("line", int("line"));
                b.node("type", ty, false);
                b.text("isLocal", di::bool_param(ctx, a, "isLocalToUnit").to_string());
                b.text("isDefinition", di::bool_param(ctx, a, "isDefined").to_string());
                b.int("align", int("alignInBits"));
                self.finish_node(b)
            }

            "di_local_variable" => {
                let mut b = NodeBuilder::new("DILocalVariable", false);
                let scope = self.di_param(a, "scope", &mut b)?;
                let file = self.di_param(a, "file", &mut b)?;
                let ty = self.di_param(a, "type", &mut b)?;
                b.string("name", s("name").as_deref());
                b.int("arg", int("arg"));
                b.node("scope", scope, true);
                b.node("file", file, false);
                b.int("line", int("line"));
                b.node("type", ty, false);
                b.flags("flags", int("flags"));
                b.int("align", int("alignInBits"));
                self.finish_node(b)
            }
            "di_lexical_block" => {
                let mut b = NodeBuilder::new("DILexicalBlock", true);
                let file = self.di_param(a, "file", &mut b)?;
                let scope = self.di_param(a, "scope", &mut b)?;
                b.node("scope", scope, true);
                b.node("file", file, false);
                b.int("line", int("line"));
                b.int("column", int("column"));
                self.finish_node(b)
            }
            "di_lexical_block_file" => {
                let mut b = NodeBuilder::new("DILexicalBlockFile", true);
                let file = self.di_param(a, "file", &mut b)?;
                let scope = self.di_param(a, "scope", &mut b)?;
                b.node("scope", scope, true);
                b.node("file", file, false);
                b.text("discriminator", int("discriminator").to_string());
                self.finish_node(b)
            }
            "di_label" => {
                let mut b = NodeBuilder::new("DILabel", false);
                let scope = self.di_param(a, "scope", &mut b)?;
                let file = self.di_param(a, "file", &mut b)?;
                b.node("scope", scope, true);
                b.string("name", s("name").as_deref());
                b.node("file", file, false);
                b.int("line", int("line"));
                self.finish_node(b)
            }
            _ => {
                return Err(format!(
                    "debug info attribute '#llvm.{m}' is not supported in LLVM IR translation"
                ))
            }
        };
        Ok(node)
    }

    fn add_compile_unit(&mut self, n: MdOperand) {
        let MdOperand::Di(i) = n else { return };
        let node = vec![MdOperand::Di(i)];
        match self
            .m
            .named_metadata
            .iter_mut()
            .find(|(name, _)| name == "llvm.dbg.cu")
        {
            Some((_, list)) => {
                if !list.contains(&node) {
                    list.push(node)
                }
            }
            None => self
                .m
                .named_metadata
                .insert(0, ("llvm.dbg.cu".into(), vec![node])),
        }
    }

    /// The subprogram of a function whose location is
    /// `fused<#llvm.di_subprogram>[...]`.
    pub(crate) fn function_subprogram(&mut self, loc: Location) -> Result<Option<MdOperand>, String> {
        match di::subprogram_of_loc(self.ctx, loc) {
            Some(sp) => self.translate_di(sp).map(Some),
            None => Ok(None),
        }
    }

    /// The `!DILocation` of `loc` under `scope` (MLIR's `translateLoc`):
    /// none for unknown locations or without a scope.
    pub(crate) fn translate_loc(
        &mut self,
        loc: Location,
        scope: Option<&MdOperand>,
        inlined_at: Option<&MdOperand>,
    ) -> Result<Option<MdOperand>, String> {
        let Some(scope) = scope else {
            // Without a scope only a callsite's callee may get one, from
            // an inlined-at scope; MLIR drops the others.
            return match self.ctx.loc_kind(loc) {
                LocationKind::Fused {
                    locations,
                    metadata: Some(md),
                } if di::is_local_scope(self.ctx, md) => {
                    let s = self.translate_di(md)?;
                    self.fused(&locations, &s, inlined_at)
                }
                LocationKind::Name { child: Some(c), .. } => self.translate_loc(c, None, inlined_at),
                LocationKind::CallSite { callee, caller } => self.callsite(callee, caller, None, inlined_at),
                LocationKind::Fused { locations, .. } => match locations.first() {
                    Some(&first) if locations.len() == 1 => self.translate_loc(first, None, inlined_at),
                    _ => Ok(None),
                },
                _ => Ok(None),
            };
        };
        match self.ctx.loc_kind(loc) {
            LocationKind::FileLineCol { line, col, .. } => Ok(Some(self.location_node(
                line,
                col,
                scope.clone(),
                inlined_at.cloned(),
            ))),
            LocationKind::Name { child: Some(c), .. } => self.translate_loc(c, Some(scope), inlined_at),
            LocationKind::CallSite { callee, caller } => {
                self.callsite(callee, caller, Some(scope), inlined_at)
            }
            LocationKind::Fused { locations, metadata } => {
                let scope = match metadata {
                    Some(md) if di::is_local_scope(self.ctx, md) => self.translate_di(md)?,
                    _ => scope.clone(),
                };
                self.fused(&locations, &scope, inlined_at)
            }
            _ => Ok(None),
        }
    }

    /// A fused location: its locations merged (only equal ones are).
    fn fused(
        &mut self,
        locations: &[Location],
        scope: &MdOperand,
        inlined_at: Option<&MdOperand>,
    ) -> Result<Option<MdOperand>, String> {
        let mut out: Option<Option<MdOperand>> = None;
        for &l in locations {
            let t = self.translate_loc(l, Some(scope), inlined_at)?;
            out = Some(match out {
                None => t,
                Some(prev) => match (prev, t) {
                    (Some(a), Some(b)) => self.merge_locations(a, b),
                    _ => None,
                },
            });
        }
        Ok(out.flatten())
    }

    /// Line, column, scope and inlined-at location of a `!DILocation`.
    fn location_parts(&self, l: &MdOperand) -> Option<(u32, u32, MdOperand, Option<MdOperand>)> {
        let MdOperand::Di(i) = l else { return None };
        let node = &self.m.di[*i];
        let (mut line, mut col, mut scope, mut inlined) = (0, 0, None, None);
        for (name, v) in &node.fields {
            match (*name, v) {
                ("line", DiField::Text(t)) => line = t.parse().unwrap_or(0),
                ("column", DiField::Text(t)) => col = t.parse().unwrap_or(0),
                ("scope", DiField::Md(m)) => scope = Some(m.clone()),
                ("inlinedAt", DiField::Md(m)) => inlined = Some(m.clone()),
                _ => {}
            }
        }
        Some((line, col, scope?, inlined))
    }

    /// The parent scope of a lexical block (file), none for a subprogram.
    fn parent_scope(&self, s: &MdOperand) -> Option<MdOperand> {
        let MdOperand::Di(i) = s else { return None };
        let node = &self.m.di[*i];
        if node.kind == "DISubprogram" {
            return None;
        }
        node.fields.iter().find_map(|(n, v)| match (*n, v) {
            ("scope", DiField::Md(m)) => Some(m.clone()),
            _ => None,
        })
    }

    /// The subprogram of a local scope.
    fn scope_subprogram(&self, s: &MdOperand) -> MdOperand {
        let mut s = s.clone();
        while let Some(p) = self.parent_scope(&s) {
            s = p;
        }
        s
    }

    /// A `!DILocation` of `line:col` in `scope`, inlined at `inlined`.
    fn location_node(
        &mut self,
        line: u32,
        col: u32,
        scope: MdOperand,
        inlined: Option<MdOperand>,
    ) -> MdOperand {
        let mut b = NodeBuilder::new("DILocation", false);
        b.operands.push(scope.clone());
        b.text("line", line.to_string());
        b.int("column", col as u64);
        b.node("scope", Some(scope), true);
        if let Some(i) = inlined {
            b.operands.push(i.clone());
            b.node("inlinedAt", Some(i), false);
        }
        self.finish_node(b)
    }

    /// LLVM's `DILocation::getMergedLocation`: the nearest location two
    /// locations share along their inlined-at chains, its line and column
    /// kept where they agree.
    fn merge_locations(&mut self, a: MdOperand, b: MdOperand) -> Option<MdOperand> {
        if a == b {
            return Some(a);
        }
        let chain = |t: &Self, l: &MdOperand| {
            let mut out = Vec::new();
            let mut cur = Some(l.clone());
            while let Some(l) = cur {
                let parts = t.location_parts(&l);
                cur = parts.as_ref().and_then(|p| p.3.clone());
                out.push((l, parts));
            }
            out
        };
        let a_locs = chain(self, &a);
        let b_locs = chain(self, &b);
        let key = |t: &Self, p: &Option<(u32, u32, MdOperand, Option<MdOperand>)>| {
            p.as_ref().map(|p| (t.scope_subprogram(&p.2), p.3.clone()))
        };
        let mut start = None;
        for (bi, (_, bp)) in b_locs.iter().enumerate() {
            let bk = key(self, bp);
            if let Some(ai) = a_locs.iter().position(|(_, ap)| key(self, ap) == bk) {
                start = Some((ai, bi));
                break;
            }
        }
        let mut result = start.and_then(|(ai, _)| a_locs[ai].1.as_ref().and_then(|p| p.3.clone()));
        if let Some((ai, bi)) = start {
            let (mut ai, mut bi) = (ai as isize, bi as isize);
            while ai >= 0 && bi >= 0 {
                let (l1, p1) = &a_locs[ai as usize];
                let (l2, p2) = &b_locs[bi as usize];
                let (Some(p1), Some(p2)) = (p1.clone(), p2.clone()) else {
                    break;
                };
                let merged = if l1 == l2 {
                    Some(self.location_node(p1.0, p1.1, p1.2.clone(), result.clone()))
                } else if self.scope_subprogram(&p1.2) != self.scope_subprogram(&p2.2) {
                    None
                } else {
                    // The nearest common scope.
                    let mut scopes = vec![p1.2.clone()];
                    let mut s = p1.2.clone();
                    while let Some(p) = self.parent_scope(&s) {
                        scopes.push(p.clone());
                        s = p;
                    }
                    let mut s2 = Some(p2.2.clone());
                    let mut common = None;
                    while let Some(s) = s2 {
                        if scopes.contains(&s) {
                            common = Some(s);
                            break;
                        }
                        s2 = self.parent_scope(&s);
                    }
                    common.map(|scope| {
                        let line = if p1.0 == p2.0 { p1.0 } else { 0 };
                        let col = if p1.0 == p2.0 && p1.1 == p2.1 { p1.1 } else { 0 };
                        self.location_node(line, col, scope, result.clone())
                    })
                };
                let Some(m) = merged else { break };
                result = Some(m);
                ai -= 1;
                bi -= 1;
            }
        }
        if result.is_some() {
            return result;
        }
        let scope = a_locs
            .first()
            .and_then(|(_, p)| p.as_ref().map(|p| p.2.clone()))?;
        Some(self.location_node(0, 0, scope, None))
    }

    fn callsite(
        &mut self,
        callee: Location,
        caller: Location,
        scope: Option<&MdOperand>,
        inlined_at: Option<&MdOperand>,
    ) -> Result<Option<MdOperand>, String> {
        let caller = match self.translate_loc(caller, scope, inlined_at)? {
            Some(c) => c,
            None => match inlined_at {
                Some(i) => i.clone(),
                None => return Ok(None),
            },
        };
        Ok(Some(
            self.translate_loc(callee, None, Some(&caller))?.unwrap_or(caller),
        ))
    }
}

impl Translator<'_> {
    /// `llvm.intr.dbg.declare`, `dbg.value` and `dbg.label` as debug
    /// records (`#dbg_value(...)`); dropped where the op has no debug
    /// location, as MLIR drops them.
    pub(super) fn convert_debug_record(&mut self, cx: &mut OpCx) -> R<()> {
        let Some(loc) = self.cur_dbg.clone() else {
            return Ok(());
        };
        let ctx = self.ctx;
        let op = op_ref(ctx, cx.body, cx.op);
        let mut pieces = Vec::new();
        if cx.name == "intr.dbg.label" {
            let Some(label) = op.attr("label") else {
                return Ok(());
            };
            let label = self.translate_di(label).map_err(|msg| op.emit_error(msg))?;
            pieces.push(text("#dbg_label(".into()));
            pieces.push(Piece::Md(vec![label]));
        } else {
            let Some(var) = op.attr("varInfo") else {
                return Ok(());
            };
            let var = self.translate_di(var).map_err(|msg| op.emit_error(msg))?;
            let kind = if cx.name == "intr.dbg.declare" {
                "declare"
            } else {
                "value"
            };
            pieces.push(text(format!("#dbg_{kind}(")));
            pieces.extend(self.typed(cx, 0));
            pieces.push(text(", ".into()));
            pieces.push(Piece::Md(vec![var]));
            pieces.push(text(format!(
                ", {}",
                expression_text(ctx, op.attr("locationExpr"))
            )));
        }
        pieces.push(text(", ".into()));
        pieces.push(Piece::Md(vec![loc]));
        pieces.push(text(")".into()));
        cx.f.push(
            cx.bi,
            Inst {
                pieces,
                is_record: true,
                ..Default::default()
            },
        );
        Ok(())
    }
}

impl Translator<'_> {
    /// The `!dbg` attachments of a global's `dbg_exprs`: a
    /// `!DIGlobalVariableExpression` each, also listed in the `globals` of
    /// its variable's compile unit (reached through a module, a
    /// subprogram or a common block's subprogram, as MLIR finds it).
    pub(crate) fn global_debug_info(&mut self, exprs: Attribute) -> Result<Vec<MdOperand>, String> {
        let ctx = self.ctx;
        let mut out = Vec::new();
        for &e in ctx.array_attr_elements(exprs).unwrap_or(&[]) {
            let Some(var) = di::param(ctx, e, "var") else {
                continue;
            };
            let mut b = NodeBuilder::new("DIGlobalVariableExpression", false);
            let v = self.translate_di(var)?;
            b.operands.push(v.clone());
            b.node("var", Some(v), true);
            b.text("expr", expression_text(ctx, di::param(ctx, e, "expr")));
            let n = self.finish_node(b);
            let unit_of_sp = |sp: Attribute| match di::di_mnemonic(ctx, sp) {
                Some("di_subprogram") => di::param(ctx, sp, "compileUnit"),
                _ => Some(sp),
            };
            let scope = di::param(ctx, var, "scope");
            let unit = match scope.and_then(|s| di::di_mnemonic(ctx, s).map(|m| (s, m))) {
                Some((s, "di_module")) => di::param(ctx, s, "scope"),
                Some((s, "di_common_block")) => di::param(ctx, s, "scope").and_then(unit_of_sp),
                Some((s, _)) => unit_of_sp(s),
                None => None,
            };
            if let Some(unit) = unit.filter(|&u| di::di_mnemonic(ctx, u) == Some("di_compile_unit")) {
                if let MdOperand::Di(cu) = self.translate_di(unit)? {
                    match self.di.globals.iter_mut().find(|(c, _)| *c == cu) {
                        Some((_, list)) => list.push(n.clone()),
                        None => self.di.globals.push((cu, vec![n.clone()])),
                    }
                }
            }
            out.push(n);
        }
        Ok(out)
    }

    /// Gives each compile unit the `globals` collected from the globals'
    /// debug info.
    pub(crate) fn finish_debug_info(&mut self) {
        for (cu, list) in std::mem::take(&mut self.di.globals) {
            let tuple = MdOperand::Nested(list);
            let node = &mut self.m.di[cu];
            node.operands.push(tuple.clone());
            let at = node
                .fields
                .iter()
                .position(|(n, _)| *n == "emissionKind")
                .map_or(node.fields.len(), |i| i + 1);
            node.fields.insert(at, ("globals", DiField::Md(tuple)));
        }
    }
}
