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
}

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

    /// The LLVM metadata node of a `#llvm.di_*` attribute.
    pub(crate) fn translate_di(&mut self, a: Attribute) -> Result<MdOperand, String> {
        if let Some(n) = self.di.by_attr.get(&a) {
            return Ok(n.clone());
        }
        let ctx = self.ctx;
        let m = di::di_mnemonic(ctx, a).unwrap_or("").to_string();
        let s = |name: &str| di::str_param(ctx, a, name).map(str::to_string);
        let int = |name: &str| di::int_param(ctx, a, name);
        if di::has_param(ctx, a, "recId") || di::bool_param(ctx, a, "isRecSelf") {
            return Err(format!(
                "recursive debug info attribute '#llvm.{m}' is not supported in LLVM IR translation"
            ));
        }
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
                let exprs = ["dataLocation", "associated", "allocated", "rank"];
                if exprs.iter().any(|n| di::has_param(ctx, a, n)) {
                    return Err(
                        "debug info expressions of '#llvm.di_composite_type' are not supported in LLVM IR translation"
                            .into(),
                    );
                }
                // With elements it is distinct (it may be recursive
                // through them), as MLIR translates it; without, uniqued.
                let members = di::array_param(ctx, a, "elements");
                let mut b = NodeBuilder::new("DICompositeType", !members.is_empty());
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
                let flags = int("flags");
                if flags != 0 {
                    b.text("flags", di_flags(flags));
                }
                b.node("elements", elements, false);
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
                if !annotations.is_empty() {
                    return Err("debug info annotations are not supported in LLVM IR translation".into());
                }
                if let Some(r) = &retained {
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
                let flags = int("flags");
                if flags != 0 {
                    b.text("flags", di_flags(flags));
                }
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
        self.di.by_attr.insert(a, node.clone());
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
            LocationKind::FileLineCol { line, col, .. } => {
                let mut b = NodeBuilder::new("DILocation", false);
                b.operands.push(scope.clone());
                b.text("line", line.to_string());
                b.int("column", col as u64);
                b.node("scope", Some(scope.clone()), true);
                if let Some(i) = inlined_at {
                    b.operands.push(i.clone());
                    b.node("inlinedAt", Some(i.clone()), false);
                }
                Ok(Some(self.finish_node(b)))
            }
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
            match &out {
                None => out = Some(t),
                Some(prev) if *prev == t => {}
                Some(_) => {
                    return Err(
                        "fused locations of different lines are not supported in LLVM IR translation".into(),
                    )
                }
            }
        }
        Ok(out.flatten())
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
                result: None,
                pieces,
                dbg: None,
                is_record: true,
            },
        );
        Ok(())
    }
}
