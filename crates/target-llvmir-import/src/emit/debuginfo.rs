//! Debug information, as mlir-translate imports it: the specialized
//! `!DI*` nodes as `#llvm.di_*` attributes, `!DILocation`s as fused
//! (and call site) locations, `!DIExpression`s as `#llvm.di_expression`s.
//!
//! Cycles (a class whose member function is scoped in the class) are cut
//! as MLIR's importer cuts them: the node met again while it is being
//! translated becomes a `recId`/`isRecSelf` placeholder of the composite
//! type or subprogram it repeats, and the outer translation gets the same
//! `recId`. Translations that depend on a placeholder are only reused
//! while their cycle is being translated (MLIR's cyclic replacer cache).

use std::collections::{BTreeSet, HashMap, HashSet};

use strata_dialect_llvm::debuginfo::{flags_string, DI_FLAGS, DI_SUBPROGRAM_FLAGS};

use super::{escape, Emitter};
use crate::ast::*;

/// A node's identity: its address in the parsed module.
type Key = usize;

fn key(n: &DiNode) -> Key {
    n as *const DiNode as usize
}

/// A translation in progress.
#[derive(Default)]
struct Frame {
    /// Cached translations valid only while this frame is live.
    depending: HashSet<Key>,
    /// The frames (by index) this translation depends on, highest first.
    dependent_frames: BTreeSet<std::cmp::Reverse<usize>>,
}

/// What the debug information translation remembers.
#[derive(Default)]
pub(super) struct State {
    /// The index of each numbered specialized node in the module's list.
    nodes: HashMap<u32, usize>,
    /// Translations that depend on no placeholder.
    standalone: HashMap<Key, Option<String>>,
    /// Translations that depend on the placeholder of a live frame.
    dependent: HashMap<Key, (Option<String>, usize)>,
    stack: Vec<Frame>,
    /// The frames of each node being translated.
    cyclic: HashMap<Key, Vec<usize>>,
    /// The recursive id of each node met in a cycle.
    rec_ids: HashMap<Key, String>,
    /// The distinct id of each distinct node.
    ids: HashMap<Key, String>,
    /// Whether the debug information is ignored (LLVM strips it when the
    /// module's debug info version is not the current one).
    stripped: bool,
}

/// How deep translations may nest before the metadata is taken as
/// malformed (a chain this long is no real program's).
const MAX_DEPTH: usize = 512;

/// The `, name = value` entries of an attribute being written.
#[derive(Default)]
struct Fields(Vec<String>);

impl Fields {
    fn add(&mut self, name: &str, v: impl Into<Option<String>>) {
        if let Some(v) = v.into() {
            self.0.push(format!("{name} = {v}"));
        }
    }

    fn int(&mut self, name: &str, v: u64) {
        if v != 0 {
            self.0.push(format!("{name} = {v}"));
        }
    }

    fn attr(self, mnemonic: &str) -> String {
        format!("#llvm.{mnemonic}<{}>", self.0.join(", "))
    }
}

/// The value of a literal field as an unsigned integer.
fn lit_u64(s: &str) -> Option<u64> {
    match s {
        "true" => Some(1),
        "false" => Some(0),
        _ => s
            .parse::<u64>()
            .ok()
            .or_else(|| s.parse::<i64>().ok().map(|v| v as u64)),
    }
}

/// A flags field (`DIFlagA | DIFlagB`, or a number) as bits of `table`
/// after stripping `prefix` from the names; `None` if a name is unknown.
fn flag_bits(s: &str, prefix: &str, table: &[(&str, u32)]) -> Option<u32> {
    let mut v = 0;
    for part in s.split('|') {
        let part = part.trim();
        if let Some(n) = lit_u64(part) {
            v |= u32::try_from(n).ok()?;
            continue;
        }
        let name = part.strip_prefix(prefix)?;
        if name == "Zero" {
            continue;
        }
        v |= table.iter().find(|c| c.0 == name)?.1;
    }
    Some(v)
}

/// Whether all of `v`'s bits name cases of `table` (`symbolizeEnum`).
fn known_bits(v: u32, table: &[(&str, u32)]) -> bool {
    let all = table.iter().fold(0, |a, c| a | c.1);
    v & !all == 0
}

impl<'m> Emitter<'m> {
    /// Indexes the specialized nodes of the module.
    pub(super) fn index_debug_info(&mut self) {
        for (i, (id, _)) in self.m.di_nodes.iter().enumerate() {
            self.di.nodes.insert(*id, i);
        }
    }

    /// Ignores the debug information if the module has some and its
    /// `Debug Info Version` flag is not 3, as LLVM's reader does; returns
    /// the version then.
    pub(super) fn strip_invalid_debug_info(&mut self) -> Option<i128> {
        let m = self.m;
        let mut version = 0;
        for (name, ids) in &m.named_metadata {
            if name != "llvm.module.flags" {
                continue;
            }
            for id in ids {
                if let Some([_, MdOperand::String(key), MdOperand::Value(v)]) = self.node(*id) {
                    if key == b"Debug Info Version" {
                        if let Value::Int(n) = &v.value {
                            version = n.parse().unwrap_or(0);
                        }
                    }
                }
            }
        }
        if version == 3 {
            return None;
        }
        let dbg = |md: &[(String, String)]| md.iter().any(|(k, _)| k == "dbg");
        let insts = m
            .functions
            .iter()
            .flat_map(|f| f.blocks.iter().flatten())
            .flat_map(|b| &b.insts);
        let has = m.named_metadata.iter().any(|(n, _)| n.starts_with("llvm.dbg."))
            || m.functions
                .iter()
                .any(|f| dbg(&f.metadata) || f.name.starts_with("llvm.dbg."))
            || m.globals.iter().any(|g| dbg(&g.metadata))
            || insts.clone().any(|i| dbg(&i.metadata) || !i.records.is_empty());
        if !has {
            return None;
        }
        self.di.stripped = true;
        Some(version)
    }

    /// Whether debug information is translated.
    pub(super) fn debug_info(&self) -> bool {
        !self.di.stripped
    }

    /// The specialized node `op` refers to or holds.
    fn di_node(&self, op: &'m MdOperand) -> Option<&'m DiNode> {
        if self.di.stripped {
            return None;
        }
        match op {
            MdOperand::Ref(id) => self.di_node_by_id(*id),
            MdOperand::Special(n) => Some(n),
            _ => None,
        }
    }

    /// The specialized node numbered `id`.
    pub(super) fn di_node_by_id(&self, id: u32) -> Option<&'m DiNode> {
        if self.di.stripped {
            return None;
        }
        let m = self.m;
        m.di_nodes.get(*self.di.nodes.get(&id)?).map(|(_, n)| n)
    }

    /// The operands of the tuple `op` refers to or holds.
    fn tuple(&self, op: &'m MdOperand) -> Option<&'m [MdOperand]> {
        match op {
            MdOperand::Ref(id) => self.node(*id),
            MdOperand::Node(ops) => Some(ops),
            _ => None,
        }
    }

    /// The node field `name` of `n` refers to, translated; `None` when
    /// absent or untranslatable.
    fn di_field(&mut self, n: &'m DiNode, name: &str) -> Option<String> {
        let node = self.di_node(n.get(name)?)?;
        self.di(node)
    }

    /// Whether field `name` of `n` names a node (not absent or null).
    fn has_node(n: &DiNode, name: &str) -> bool {
        matches!(n.get(name), Some(MdOperand::Ref(_) | MdOperand::Special(_)))
    }

    /// The attribute of the debug information node `n`, or `None` when
    /// MLIR does not translate it.
    pub(super) fn di(&mut self, n: &'m DiNode) -> Option<String> {
        let k = key(n);
        if let Some(a) = self.di.standalone.get(&k) {
            return a.clone();
        }
        if let Some((a, frame)) = self.di.dependent.get(&k).cloned() {
            if let Some(top) = self.di.stack.last_mut() {
                top.dependent_frames.insert(std::cmp::Reverse(frame));
            }
            return a;
        }
        if let Some(frames) = self.di.cyclic.get(&k).cloned() {
            // Met again while being translated: a cycle, cut here if the
            // node can stand for itself.
            if let Some(placeholder) = self.rec_self(n) {
                let frame = *frames.last().unwrap_or(&0);
                self.di.dependent.insert(k, (Some(placeholder.clone()), frame));
                if let Some(top) = self.di.stack.last_mut() {
                    top.dependent_frames.insert(std::cmp::Reverse(frame));
                }
                return Some(placeholder);
            }
            if frames.len() >= 2 {
                // A cycle without a composite type or subprogram.
                return None;
            }
        }
        if self.di.stack.len() > MAX_DEPTH {
            return None;
        }
        let depth = self.di.stack.len();
        self.di.cyclic.entry(k).or_default().push(depth);
        self.di.stack.push(Frame::default());
        let mut attr = self.di_impl(n);
        let repeated = self
            .di
            .stack
            .last()
            .is_some_and(|f| f.dependent_frames.contains(&std::cmp::Reverse(depth)));
        if repeated {
            if let (Some(a), Some(rec)) = (&attr, self.di.rec_ids.get(&k)) {
                attr = Some(with_rec_id(a, rec));
            }
        }
        self.finish(k, attr.clone());
        attr
    }

    /// Caches the translation of the node of the top frame and pops it.
    fn finish(&mut self, k: Key, attr: Option<String>) {
        let st = &mut self.di;
        let depth = st.stack.len() - 1;
        let mut frame = st.stack.pop().unwrap_or_default();
        frame.dependent_frames.remove(&std::cmp::Reverse(depth));
        match frame.dependent_frames.iter().next() {
            Some(&std::cmp::Reverse(highest)) if depth > 0 => {
                st.dependent.insert(k, (attr, highest));
                if let Some(prev) = st.stack.last_mut() {
                    prev.dependent_frames
                        .extend(frame.dependent_frames.iter().copied());
                }
                if let Some(f) = st.stack.get_mut(highest) {
                    f.depending.insert(k);
                }
            }
            _ => {
                st.standalone.insert(k, attr);
            }
        }
        for d in frame.depending {
            st.dependent.remove(&d);
        }
        if let Some(v) = st.cyclic.get_mut(&k) {
            v.pop();
            if v.is_empty() {
                st.cyclic.remove(&k);
            }
        }
    }

    /// The placeholder standing for `n` inside its own translation, for
    /// the nodes that can be recursive.
    fn rec_self(&mut self, n: &'m DiNode) -> Option<String> {
        let mnemonic = match n.kind.as_str() {
            "DICompositeType" => "di_composite_type",
            "DISubprogram" => "di_subprogram",
            _ => return None,
        };
        let k = key(n);
        let rec = match self.di.rec_ids.get(&k) {
            Some(r) => r.clone(),
            None => {
                let r = self.fresh_distinct();
                self.di.rec_ids.insert(k, r.clone());
                r
            }
        };
        Some(format!("#llvm.{mnemonic}<recId = {rec}, isRecSelf = true>"))
    }

    /// The distinct id of the distinct node `n`.
    fn node_id(&mut self, n: &'m DiNode) -> String {
        let k = key(n);
        if let Some(id) = self.di.ids.get(&k) {
            return id.clone();
        }
        let id = self.fresh_distinct();
        self.di.ids.insert(k, id.clone());
        id
    }

    /// A string field: absent when empty (LLVM keeps no empty strings).
    fn di_str(n: &DiNode, name: &str) -> Option<String> {
        match n.get(name)? {
            MdOperand::String(s) if !s.is_empty() => Some(escape(s)),
            _ => None,
        }
    }

    fn di_int(n: &DiNode, name: &str) -> u64 {
        match n.get(name) {
            Some(MdOperand::Lit(s)) => lit_u64(s).unwrap_or(0),
            _ => 0,
        }
    }

    fn di_word<'a>(n: &'a DiNode, name: &str) -> Option<&'a str> {
        match n.get(name)? {
            MdOperand::Lit(s) => Some(s),
            _ => None,
        }
    }

    /// `flags = "A|B"` of a `DIFlags` field, when not zero.
    fn di_flags(n: &DiNode, name: &str) -> Option<String> {
        let MdOperand::Lit(s) = n.get(name)? else {
            return None;
        };
        let v = flag_bits(s, "DIFlag", DI_FLAGS.cases)?;
        if v == 0 || !known_bits(v, DI_FLAGS.cases) {
            return None;
        }
        Some(format!("\"{}\"", flags_string(&DI_FLAGS, v)))
    }

    /// The subprogram flags of `n`: `spFlags:`, else those of the legacy
    /// fields (`isDefinition` defaulting to true).
    fn sp_flags(n: &DiNode) -> Option<u32> {
        if let Some(MdOperand::Lit(s)) = n.get("spFlags") {
            return flag_bits(s, "DISPFlag", DI_SUBPROGRAM_FLAGS.cases);
        }
        let mut v = 0;
        for (field, bit, default) in [
            ("isLocal", 1 << 2, false),
            ("isDefinition", 1 << 3, true),
            ("isOptimized", 1 << 4, false),
        ] {
            if Self::di_word(n, field).map_or(default, |w| w == "true") {
                v |= bit;
            }
        }
        match Self::di_word(n, "virtuality") {
            Some("DW_VIRTUALITY_virtual") => v |= 1,
            Some("DW_VIRTUALITY_pure_virtual") => v |= 2,
            _ => {}
        }
        Some(v)
    }

    /// A `#llvm.di_expression` of the expression field `name` of `n`.
    fn di_expr_field(&mut self, n: &'m DiNode, name: &str) -> Option<String> {
        let e = self.di_node(n.get(name)?)?;
        (e.kind == "DIExpression").then(|| expression(e))
    }

    fn di_impl(&mut self, n: &'m DiNode) -> Option<String> {
        let mut f = Fields::default();
        match n.kind.as_str() {
            "DIBasicType" => {
                f.add(
                    "tag",
                    Self::di_word(n, "tag").unwrap_or("DW_TAG_base_type").to_string(),
                );
                f.add(
                    "name",
                    Some(Self::di_str(n, "name").unwrap_or_else(|| "\"\"".into())),
                );
                f.int("sizeInBits", Self::di_int(n, "size"));
                f.add("encoding", Self::di_word(n, "encoding").map(str::to_string));
                Some(f.attr("di_basic_type"))
            }
            "DIFile" => {
                let name = Self::di_str(n, "filename").unwrap_or_else(|| "\"\"".into());
                let dir = Self::di_str(n, "directory").unwrap_or_else(|| "\"\"".into());
                Some(format!("#llvm.di_file<{name} in {dir}>"))
            }
            "DICompileUnit" => {
                let id = self.node_id(n);
                f.add("id", id);
                let lang = Self::di_word(n, "language")?;
                f.add("sourceLanguage", lang.to_string());
                f.add("file", Some(self.di_field(n, "file")?));
                f.add("producer", Self::di_str(n, "producer"));
                let optimized = Self::di_word(n, "isOptimized") == Some("true");
                f.add("isOptimized", optimized.to_string());
                let emission = match Self::di_word(n, "emissionKind") {
                    None | Some("NoDebug") => "None",
                    Some("FullDebug") => "Full",
                    Some("LineTablesOnly") => "LineTablesOnly",
                    Some("DebugDirectivesOnly") => "DebugDirectivesOnly",
                    Some(_) => return None,
                };
                f.add("emissionKind", emission.to_string());
                match Self::di_word(n, "nameTableKind") {
                    None | Some("Default") => {}
                    Some(k @ ("GNU" | "None" | "Apple")) => f.add("nameTableKind", k.to_string()),
                    Some(_) => return None,
                }
                f.add("splitDebugFilename", Self::di_str(n, "splitDebugFilename"));
                Some(f.attr("di_compile_unit"))
            }
            "DICompositeType" => {
                let flags = Self::di_flags(n, "flags");
                // A vector keeps its elements (it needs one).
                let vector = flags
                    .as_deref()
                    .is_some_and(|f| f.trim_matches('"').split('|').any(|x| x == "Vector"));
                let keep = vector || !self.options.drop_di_composite_type_elements;
                let mut elements = Vec::new();
                if let Some(op) = n.get("elements").filter(|_| keep) {
                    for e in self.tuple(op).unwrap_or(&[]) {
                        let Some(node) = self.di_node(e) else {
                            elements.push(None);
                            continue;
                        };
                        elements.push(self.di(node));
                    }
                }
                let elements: Option<Vec<String>> = elements.into_iter().collect();
                let base = self.di_field(n, "baseType");
                let tag = Self::di_word(n, "tag")?;
                if tag == "DW_TAG_array_type" && base.is_none() {
                    return None;
                }
                f.add("tag", tag.to_string());
                f.add("name", Self::di_str(n, "name"));
                f.add("file", self.di_field(n, "file"));
                f.int("line", Self::di_int(n, "line"));
                f.add("scope", self.di_field(n, "scope"));
                f.add("baseType", base);
                f.add("flags", flags);
                f.int("sizeInBits", Self::di_int(n, "size"));
                f.int("alignInBits", Self::di_int(n, "align"));
                for (field, name) in [
                    ("dataLocation", "dataLocation"),
                    ("rank", "rank"),
                    ("allocated", "allocated"),
                    ("associated", "associated"),
                ] {
                    let e = self.di_expr_field(n, field);
                    f.add(name, e);
                }
                if let Some(els) = elements.filter(|e| !e.is_empty()) {
                    f.add("elements", els.join(", "));
                }
                Some(f.attr("di_composite_type"))
            }
            "DIDerivedType" => {
                let base = self.di_field(n, "baseType");
                if Self::has_node(n, "baseType") && base.is_none() {
                    return None;
                }
                let extra = self.di_field(n, "extraData");
                f.add("tag", Self::di_word(n, "tag")?.to_string());
                f.add("name", Self::di_str(n, "name"));
                f.add("baseType", base);
                f.int("sizeInBits", Self::di_int(n, "size"));
                f.int("alignInBits", Self::di_int(n, "align"));
                f.int("offsetInBits", Self::di_int(n, "offset"));
                if n.get("dwarfAddressSpace").is_some() {
                    f.add(
                        "dwarfAddressSpace",
                        Self::di_int(n, "dwarfAddressSpace").to_string(),
                    );
                }
                f.add("extraData", extra);
                Some(f.attr("di_derived_type"))
            }
            "DIStringType" => {
                let length = self.di_field(n, "stringLength");
                let length_exp = self.di_expr_field(n, "stringLengthExpression");
                let location_exp = self.di_expr_field(n, "stringLocationExpression");
                f.add(
                    "tag",
                    Self::di_word(n, "tag")
                        .unwrap_or("DW_TAG_string_type")
                        .to_string(),
                );
                f.add(
                    "name",
                    Some(Self::di_str(n, "name").unwrap_or_else(|| "\"\"".into())),
                );
                f.int("sizeInBits", Self::di_int(n, "size"));
                f.int("alignInBits", Self::di_int(n, "align"));
                f.add("stringLength", length);
                f.add("stringLengthExp", length_exp);
                f.add("stringLocationExp", location_exp);
                f.add("encoding", Self::di_word(n, "encoding").map(str::to_string));
                Some(f.attr("di_string_type"))
            }
            "DISubroutineType" => {
                let mut types = Vec::new();
                if let Some(op) = n.get("types") {
                    for t in self.tuple(op).unwrap_or(&[]) {
                        if matches!(t, MdOperand::Null) {
                            types.push("#llvm.di_null_type".to_string());
                            continue;
                        }
                        let node = self.di_node(t)?;
                        types.push(self.di(node)?);
                    }
                }
                f.add("callingConvention", Self::di_word(n, "cc").map(str::to_string));
                if !types.is_empty() {
                    f.add("types", types.join(", "));
                }
                Some(f.attr("di_subroutine_type"))
            }
            "DISubprogram" => {
                let id = if n.distinct { Some(self.node_id(n)) } else { None };
                let scope = self.di_field(n, "scope");
                if Self::has_node(n, "scope") && scope.is_none() {
                    return None;
                }
                let flags = Self::sp_flags(n)?;
                if !known_bits(flags, DI_SUBPROGRAM_FLAGS.cases) {
                    return None;
                }
                let ty = self.di_field(n, "type");
                if Self::has_node(n, "type") && ty.is_none() {
                    return None;
                }
                let mut retained = Vec::new();
                if let Some(op) = n.get("retainedNodes") {
                    for r in self.tuple(op).unwrap_or(&[]) {
                        let t = self.di_node(r).and_then(|node| self.di(node));
                        retained.push(t);
                    }
                }
                let retained: Vec<String> = retained.into_iter().collect::<Option<_>>().unwrap_or_default();
                let mut annotations = Vec::new();
                if let Some(op) = n.get("annotations") {
                    for a in self.tuple(op).unwrap_or(&[]) {
                        if let Some([MdOperand::String(k), MdOperand::String(v)]) = self.tuple(a) {
                            annotations.push(format!(
                                "#llvm.di_annotation<name = {}, value = {}>",
                                escape(k),
                                escape(v)
                            ));
                        }
                    }
                }
                let unit = self.di_field(n, "unit");
                let file = self.di_field(n, "file");
                f.add("id", id);
                f.add("compileUnit", unit);
                f.add("scope", scope);
                f.add("name", Self::di_str(n, "name"));
                f.add("linkageName", Self::di_str(n, "linkageName"));
                f.add("file", file);
                f.int("line", Self::di_int(n, "line"));
                f.int("scopeLine", Self::di_int(n, "scopeLine"));
                if flags != 0 {
                    f.add(
                        "subprogramFlags",
                        format!("\"{}\"", flags_string(&DI_SUBPROGRAM_FLAGS, flags)),
                    );
                }
                f.add("type", ty);
                if !retained.is_empty() {
                    f.add("retainedNodes", retained.join(", "));
                }
                if !annotations.is_empty() {
                    f.add("annotations", annotations.join(", "));
                }
                Some(f.attr("di_subprogram"))
            }
            "DILexicalBlock" => {
                f.add("scope", Some(self.di_field(n, "scope")?));
                f.add("file", self.di_field(n, "file"));
                f.int("line", Self::di_int(n, "line"));
                f.int("column", Self::di_int(n, "column"));
                Some(f.attr("di_lexical_block"))
            }
            "DILexicalBlockFile" => {
                f.add("scope", Some(self.di_field(n, "scope")?));
                f.add("file", self.di_field(n, "file"));
                f.add("discriminator", Self::di_int(n, "discriminator").to_string());
                Some(f.attr("di_lexical_block_file"))
            }
            "DILocalVariable" => {
                f.add("scope", Some(self.di_field(n, "scope")?));
                f.add("name", Self::di_str(n, "name"));
                f.add("file", self.di_field(n, "file"));
                f.int("line", Self::di_int(n, "line"));
                f.int("arg", Self::di_int(n, "arg"));
                f.int("alignInBits", Self::di_int(n, "align"));
                f.add("type", self.di_field(n, "type"));
                f.add("flags", Self::di_flags(n, "flags"));
                Some(f.attr("di_local_variable"))
            }
            "DIGlobalVariable" => {
                f.add("scope", self.di_field(n, "scope"));
                f.add("name", Self::di_str(n, "name"));
                // MLIR names the linkage name after the name.
                let linkage = Self::di_str(n, "linkageName")
                    .map(|_| Self::di_str(n, "name").unwrap_or_else(|| "\"\"".into()));
                f.add("linkageName", linkage);
                f.add("file", Some(self.di_field(n, "file")?));
                f.add("line", Self::di_int(n, "line").to_string());
                f.add("type", Some(self.di_field(n, "type")?));
                if Self::di_word(n, "isLocal") == Some("true") {
                    f.add("isLocalToUnit", "true".to_string());
                }
                if Self::di_word(n, "isDefinition") != Some("false") {
                    f.add("isDefined", "true".to_string());
                }
                f.int("alignInBits", Self::di_int(n, "align"));
                Some(f.attr("di_global_variable"))
            }
            "DILabel" => {
                f.add("scope", Some(self.di_field(n, "scope")?));
                f.add("name", Self::di_str(n, "name"));
                f.add("file", self.di_field(n, "file"));
                f.int("line", Self::di_int(n, "line"));
                Some(f.attr("di_label"))
            }
            "DIModule" => {
                f.add("file", self.di_field(n, "file"));
                f.add("scope", self.di_field(n, "scope"));
                f.add("name", Self::di_str(n, "name"));
                f.add("configMacros", Self::di_str(n, "configMacros"));
                f.add("includePath", Self::di_str(n, "includePath"));
                f.add("apinotes", Self::di_str(n, "apinotes"));
                f.int("line", Self::di_int(n, "line"));
                if Self::di_word(n, "isDecl") == Some("true") {
                    f.add("isDecl", "true".to_string());
                }
                Some(f.attr("di_module"))
            }
            "DINamespace" => {
                f.add("name", Self::di_str(n, "name"));
                f.add("scope", self.di_field(n, "scope"));
                let export = Self::di_word(n, "exportSymbols") == Some("true");
                f.add("exportSymbols", export.to_string());
                Some(f.attr("di_namespace"))
            }
            "DIImportedEntity" => {
                let mut elements = Vec::new();
                if let Some(op) = n.get("elements") {
                    for e in self.tuple(op).unwrap_or(&[]) {
                        let node = self.di_node(e)?;
                        elements.push(self.di(node)?);
                    }
                }
                f.add("tag", Some(Self::di_word(n, "tag")?.to_string()));
                f.add("scope", Some(self.di_field(n, "scope")?));
                f.add("entity", Some(self.di_field(n, "entity")?));
                f.add("file", self.di_field(n, "file"));
                f.int("line", Self::di_int(n, "line"));
                f.add("name", Self::di_str(n, "name"));
                if !elements.is_empty() {
                    f.add("elements", elements.join(", "));
                }
                Some(f.attr("di_imported_entity"))
            }
            "DICommonBlock" => {
                f.add("scope", Some(self.di_field(n, "scope")?));
                f.add("decl", self.di_field(n, "declaration"));
                f.add(
                    "name",
                    Some(Self::di_str(n, "name").unwrap_or_else(|| "\"\"".into())),
                );
                f.add("file", self.di_field(n, "file"));
                f.int("line", Self::di_int(n, "line"));
                Some(f.attr("di_common_block"))
            }
            "DISubrange" | "DIGenericSubrange" => {
                let generic = n.kind == "DIGenericSubrange";
                let bound = |e: &mut Self, name: &str| -> Option<String> {
                    match n.get(name)? {
                        MdOperand::Lit(s) if !generic => {
                            let v: i64 = s.parse().ok()?;
                            Some(format!("{v} : i64"))
                        }
                        MdOperand::Value(TypedValue {
                            value: Value::Int(s), ..
                        }) if !generic => {
                            let v: i64 = s.parse().ok()?;
                            Some(format!("{v} : i64"))
                        }
                        op => {
                            let node = e.di_node(op)?;
                            match node.kind.as_str() {
                                "DIExpression" => Some(expression(node)),
                                "DILocalVariable" | "DIGlobalVariable" => e.di(node),
                                _ => None,
                            }
                        }
                    }
                };
                let count = bound(self, "count");
                let upper = bound(self, "upperBound");
                let lower = bound(self, "lowerBound");
                let stride = bound(self, "stride");
                if count.is_none() && upper.is_none() {
                    return None;
                }
                f.add("count", count);
                f.add("lowerBound", lower);
                f.add("upperBound", upper);
                f.add("stride", stride);
                let mnemonic = if generic {
                    "di_generic_subrange"
                } else {
                    "di_subrange"
                };
                Some(f.attr(mnemonic))
            }
            _ => None,
        }
    }

    /// The location of the `!DILocation` `n`: `"file":line:col` fused
    /// with its scope, in a call site when inlined.
    fn di_loc(&mut self, n: &'m DiNode, depth: usize) -> Option<String> {
        if n.kind != "DILocation" || depth > MAX_DEPTH {
            return None;
        }
        let scope_node = self.di_node(n.get("scope")?)?;
        let file = self.scope_file(scope_node);
        let line = Self::di_int(n, "line");
        let col = Self::di_int(n, "column");
        let raw = format!("{file}:{line}:{col}");
        let mut loc = match self.di(scope_node) {
            Some(scope) => format!("fused<{scope}>[{raw}]"),
            None => raw,
        };
        if let Some(at) = n.get("inlinedAt").and_then(|o| self.di_node(o)) {
            let caller = self.di_loc(at, depth + 1)?;
            loc = format!("callsite({loc} at {caller})");
        }
        Some(loc)
    }

    /// The `!dbg` location of an instruction as ` loc(...)`, or nothing.
    pub(super) fn inst_loc(&mut self, inst: &Inst) -> String {
        match inst.metadata.iter().find(|(k, _)| k == "dbg") {
            Some((_, node)) => self.loc_of(node),
            None => String::new(),
        }
    }

    /// ` loc(...)` of the `!DILocation` `node` (`!N`), or nothing.
    pub(super) fn loc_of(&mut self, node: &str) -> String {
        let Some(n) = node
            .strip_prefix('!')
            .and_then(|s| s.parse::<u32>().ok())
            .and_then(|id| self.di_node_by_id(id))
        else {
            return String::new();
        };
        match self.di_loc(n, 0) {
            Some(l) => format!(" loc({l})"),
            None => String::new(),
        }
    }

    /// ` loc(...)` of the `!DILocation` operand `op`, or nothing.
    pub(super) fn loc_of_operand(&mut self, op: &'m MdOperand) -> String {
        let Some(n) = self.di_node(op) else {
            return String::new();
        };
        match self.di_loc(n, 0) {
            Some(l) => format!(" loc({l})"),
            None => String::new(),
        }
    }

    /// The file name of scope `n` as a string literal.
    fn scope_file(&self, n: &'m DiNode) -> String {
        let file = if n.kind == "DIFile" {
            Some(n)
        } else {
            n.get("file").and_then(|f| self.di_node(f))
        };
        file.and_then(|f| Self::di_str(f, "filename"))
            .unwrap_or_else(|| "\"\"".into())
    }

    /// The subprogram of function `f` (`!dbg`), as the function's
    /// location ` loc(fused<sp>["file":line:0])`, or nothing.
    pub(super) fn function_loc(&mut self, f: &'m Function) -> String {
        let Some((_, node)) = f.metadata.iter().find(|(k, _)| k == "dbg") else {
            return String::new();
        };
        let Some(sp) = node
            .strip_prefix('!')
            .and_then(|s| s.parse::<u32>().ok())
            .and_then(|id| self.di_node_by_id(id))
            .filter(|n| n.kind == "DISubprogram")
        else {
            return String::new();
        };
        let file = self.scope_file(sp);
        let line = Self::di_int(sp, "line");
        let raw = format!("{file}:{line}:0");
        match self.di(sp) {
            Some(a) => format!(" loc(fused<{a}>[{raw}])"),
            None => format!(" loc({raw})"),
        }
    }

    /// The `dbg_exprs` entry of a global's `!dbg` attachments.
    pub(super) fn global_dbg_exprs(&mut self, g: &'m Global) -> Option<String> {
        let mut exprs = Vec::new();
        for (kind, node) in &g.metadata {
            if kind != "dbg" {
                continue;
            }
            let Some(n) = node
                .strip_prefix('!')
                .and_then(|s| s.parse::<u32>().ok())
                .and_then(|id| self.di_node_by_id(id))
                .filter(|n| n.kind == "DIGlobalVariableExpression")
            else {
                continue;
            };
            let var = self.di_field(n, "var")?;
            let expr = self.di_expr_field(n, "expr");
            let mut f = Fields::default();
            f.add("var", var);
            f.add("expr", expr);
            exprs.push(f.attr("di_global_variable_expression"));
        }
        if exprs.is_empty() {
            return None;
        }
        Some(format!("dbg_exprs = [{}]", exprs.join(", ")))
    }

    /// The local variable (or label) of a debug intrinsic's operand.
    pub(super) fn di_of(&mut self, op: &'m MdOperand, kind: &str) -> Option<String> {
        let n = self.di_node(op)?;
        if n.kind != kind {
            return None;
        }
        self.di(n)
    }

    /// The expression of a debug intrinsic's operand.
    pub(super) fn di_expr_of(&self, op: &'m MdOperand) -> Option<String> {
        let n = self.di_node(op)?;
        (n.kind == "DIExpression").then(|| expression(n))
    }
}

/// `#llvm.di_expression<[ops]>` of a `!DIExpression(...)`: each `DW_OP_*`
/// with the operands after it.
pub(super) fn expression(n: &DiNode) -> String {
    let mut ops: Vec<(String, Vec<String>)> = Vec::new();
    for (_, v) in &n.fields {
        let MdOperand::Lit(s) = v else { continue };
        if s.starts_with("DW_OP_") {
            ops.push((s.clone(), Vec::new()));
        } else if let Some(last) = ops.last_mut() {
            last.1.push(s.clone());
        }
    }
    if ops.is_empty() {
        return "#llvm.di_expression<>".into();
    }
    let items: Vec<String> = ops
        .into_iter()
        .map(|(op, args)| {
            if args.is_empty() {
                op
            } else {
                format!("{op}({})", args.join(", "))
            }
        })
        .collect();
    format!("#llvm.di_expression<[{}]>", items.join(", "))
}

/// `a` with `recId = rec` as its first parameter.
fn with_rec_id(a: &str, rec: &str) -> String {
    match a.find('<') {
        Some(i) if a[i + 1..].starts_with('>') => format!("{}recId = {rec}{}", &a[..=i], &a[i + 1..]),
        Some(i) => format!("{}recId = {rec}, {}", &a[..=i], &a[i + 1..]),
        None => a.to_string(),
    }
}
