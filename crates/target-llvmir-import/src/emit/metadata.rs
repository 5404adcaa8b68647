//! The metadata attachments of instructions that become attributes, as
//! mlir-translate imports them: `!tbaa` as `#llvm.tbaa_tag`s (with their
//! type descriptors and roots), `!alias.scope` / `!noalias` as
//! `#llvm.alias_scope`s of `#llvm.alias_scope_domain`s,
//! `!llvm.access.group` as `#llvm.access_group`s and `!mmra` as
//! `#llvm.mmra_tag`s, and a branch's `!llvm.loop` as a
//! `#llvm.loop_annotation`. Attributes are written inline; each distinct
//! node gets its own `distinct[N]<>` id.

use std::collections::HashMap;

use std::fmt::Write;

use super::{escape, Emitter, R};
use crate::ast::*;

/// What the translation of metadata nodes remembers.
#[derive(Default)]
pub(super) struct State {
    /// The attribute of each translated node, by node id.
    attrs: HashMap<(u32, Kind), String>,
    /// The number of each node given a distinct id.
    distinct: HashMap<u32, usize>,
    /// The number of distinct ids given out.
    next_distinct: usize,
}

/// What a node is translated as.
#[derive(Clone, Copy, Debug, Eq, Hash, PartialEq)]
enum Kind {
    TbaaTag,
    TbaaNode,
    Domain,
    Scope,
    Group,
    Loop,
}

/// Which attachments an op of this kind takes.
#[derive(Clone, Copy, Eq, PartialEq)]
pub(super) enum Target {
    /// Loads, stores, atomics, calls and memory intrinsics: TBAA, alias
    /// scopes and access groups.
    Memory,
    /// Any other op: only `!mmra`.
    Other,
}

/// ` {entries}`, or nothing without entries.
pub(super) fn attr_dict(entries: Vec<String>) -> String {
    if entries.is_empty() {
        String::new()
    } else {
        format!(" {{{}}}", entries.join(", "))
    }
}

/// Whether the intrinsic `llvm.<name>` takes metadata operands and
/// becomes an op of its own (its declaration is not imported).
pub(super) fn is_metadata_intrinsic(name: &str) -> bool {
    name == "experimental.noalias.scope.decl"
}

fn node_id(node: &str) -> Option<u32> {
    node.strip_prefix('!')?.parse().ok()
}

fn int_of(op: &MdOperand) -> Option<i64> {
    match op {
        MdOperand::Value(TypedValue {
            ty: Type::Int(_),
            value: Value::Int(v),
        }) => v.parse().ok(),
        _ => None,
    }
}

impl<'m> Emitter<'m> {
    /// The `name = value` attribute entries of the metadata attachments of
    /// `inst` an op of kind `target` takes.
    pub(super) fn metadata_attrs(&mut self, inst: &Inst, target: Target) -> Vec<String> {
        let mut attrs = Vec::new();
        for (kind, node) in &inst.metadata {
            let name = match (kind.as_str(), target) {
                ("tbaa", Target::Memory) => "tbaa",
                ("alias.scope", Target::Memory) => "alias_scopes",
                ("noalias", Target::Memory) => "noalias_scopes",
                ("llvm.access.group", Target::Memory) => "access_groups",
                ("mmra", _) => "llvm.mmra",
                _ => continue,
            };
            let value = match name {
                "tbaa" => self.tbaa_tag(node).map(|t| format!("[{t}]")),
                "alias_scopes" | "noalias_scopes" => self.scope_list(node),
                "access_groups" => self.access_groups(node),
                _ => self.mmra(node),
            };
            match value {
                Some(v) => attrs.push(format!("{name} = {v}")),
                None => self.warnings.push(format!("unhandled metadata: !{kind} {node}")),
            }
        }
        attrs
    }

    /// Writes the op of a call of an intrinsic whose operands are
    /// metadata (`llvm.experimental.noalias.scope.decl`), if `name` (after
    /// `llvm.`) is one; false otherwise.
    pub(super) fn metadata_intrinsic(&mut self, inst: &Inst, name: &str, out: &mut String) -> R<bool> {
        if !is_metadata_intrinsic(name) {
            return Ok(false);
        }
        let scope = match inst.args.as_slice() {
            [(
                TypedValue {
                    value: Value::Metadata(node),
                    ..
                },
                _,
            )] => match &**node {
                MdOperand::Ref(id) => self.node(*id),
                _ => None,
            }
            .and_then(|ops| match ops {
                [MdOperand::Ref(s)] => Some(*s),
                _ => None,
            })
            .and_then(|s| self.alias_scope(s)),
            _ => None,
        };
        let Some(scope) = scope else {
            return Err((
                inst.pos,
                "unsupported alias scope declaration: expected one alias scope".into(),
            ));
        };
        let _ = writeln!(out, "    llvm.intr.experimental.noalias.scope.decl {scope}");
        Ok(true)
    }

    fn distinct_id(&mut self, id: u32) -> String {
        if let Some(n) = self.md.distinct.get(&id) {
            return format!("distinct[{n}]<>");
        }
        let n = self.md.next_distinct;
        self.md.distinct.insert(id, n);
        self.md.next_distinct += 1;
        format!("distinct[{n}]<>")
    }

    /// A distinct id of its own (the printer numbers them in order).
    pub(super) fn fresh_distinct(&mut self) -> String {
        let n = self.md.next_distinct;
        self.md.next_distinct += 1;
        format!("distinct[{n}]<>")
    }

    fn memo(&mut self, id: u32, kind: Kind, f: impl FnOnce(&mut Self) -> Option<String>) -> Option<String> {
        if let Some(a) = self.md.attrs.get(&(id, kind)) {
            return Some(a.clone());
        }
        let a = f(self)?;
        self.md.attrs.insert((id, kind), a.clone());
        Some(a)
    }

    /// A TBAA access tag `!{base, access, i64 offset[, i64 constant]}`.
    fn tbaa_tag(&mut self, node: &str) -> Option<String> {
        let id = node_id(node)?;
        self.memo(id, Kind::TbaaTag, |e| {
            let ops = e.node(node_id(node)?)?;
            let (base, access, offset, constant) = match ops {
                [MdOperand::Ref(b), MdOperand::Ref(a), o] => (*b, *a, int_of(o)?, false),
                [MdOperand::Ref(b), MdOperand::Ref(a), o, c] => (*b, *a, int_of(o)?, int_of(c)? != 0),
                _ => return None,
            };
            let base = e.tbaa_node(base, 0)?;
            let access = e.tbaa_node(access, 0)?;
            if !base.starts_with("#llvm.tbaa_type_desc") || !access.starts_with("#llvm.tbaa_type_desc") {
                return None;
            }
            let constant = if constant { ", constant = true" } else { "" };
            Some(format!(
                "#llvm.tbaa_tag<base_type = {base}, access_type = {access}, offset = {offset}{constant}>"
            ))
        })
    }

    /// A TBAA root `!{[!"id"]}` or type descriptor `!{!"id", (!member,
    /// i64 offset)*}`.
    fn tbaa_node(&mut self, id: u32, depth: usize) -> Option<String> {
        // Type descriptors form a DAG; a cycle is malformed.
        if depth > 256 {
            return None;
        }
        self.memo(id, Kind::TbaaNode, |e| {
            let ops = e.node(id)?;
            match ops {
                [] => Some("#llvm.tbaa_root".into()),
                [MdOperand::String(s)] => Some(format!("#llvm.tbaa_root<id = {}>", escape(s))),
                [MdOperand::String(s), rest @ ..] if rest.len() % 2 == 0 => {
                    let mut members = Vec::new();
                    for pair in rest.chunks(2) {
                        let (MdOperand::Ref(m), Some(off)) = (&pair[0], int_of(&pair[1])) else {
                            return None;
                        };
                        let m = e.tbaa_node(*m, depth + 1)?;
                        members.push(format!("<{m}, {off}>"));
                    }
                    Some(format!(
                        "#llvm.tbaa_type_desc<id = {}, members = {{{}}}>",
                        escape(s),
                        members.join(", ")
                    ))
                }
                _ => None,
            }
        })
    }

    /// A list of alias scopes `!{!scope, ...}`.
    fn scope_list(&mut self, node: &str) -> Option<String> {
        let ops = self.node(node_id(node)?)?;
        let mut scopes = Vec::new();
        for op in ops {
            let MdOperand::Ref(s) = op else { return None };
            scopes.push(self.alias_scope(*s)?);
        }
        Some(format!("[{}]", scopes.join(", ")))
    }

    /// An alias scope `!{!self, !domain[, !"description"]}` (or with a
    /// string id instead of itself).
    pub(super) fn alias_scope(&mut self, id: u32) -> Option<String> {
        self.memo(id, Kind::Scope, |e| {
            let ops = e.node(id)?;
            let (domain, desc) = match ops {
                [_, MdOperand::Ref(d)] => (*d, None),
                [_, MdOperand::Ref(d), MdOperand::String(t)] => (*d, Some(t)),
                _ => return None,
            };
            let desc = desc.map(|t| format!(", description = {}", escape(t)));
            let domain = e.domain(domain)?;
            let sid = e.scope_id(id, &ops[0])?;
            Some(format!(
                "#llvm.alias_scope<id = {sid}, domain = {domain}{}>",
                desc.unwrap_or_default()
            ))
        })
    }

    /// An alias scope domain `!{!self[, !"description"]}` (or with a
    /// string id).
    fn domain(&mut self, id: u32) -> Option<String> {
        self.memo(id, Kind::Domain, |e| {
            let ops = e.node(id)?;
            let desc = match ops {
                [_] => None,
                [_, MdOperand::String(t)] => Some(t),
                _ => return None,
            };
            let desc = desc.map(|t| format!(", description = {}", escape(t)));
            let did = e.scope_id(id, &ops[0])?;
            Some(format!(
                "#llvm.alias_scope_domain<id = {did}{}>",
                desc.unwrap_or_default()
            ))
        })
    }

    /// The id of scope or domain `id` whose first operand is `first`:
    /// distinct when the node names itself, else its string.
    fn scope_id(&mut self, id: u32, first: &MdOperand) -> Option<String> {
        match first {
            MdOperand::Ref(s) if *s == id => Some(self.distinct_id(id)),
            MdOperand::String(s) => Some(escape(s)),
            _ => None,
        }
    }

    /// An access group (`distinct !{}`) or a list of them.
    fn access_groups(&mut self, node: &str) -> Option<String> {
        let id = node_id(node)?;
        let ops = self.node(node_id(node)?)?;
        let ids: Vec<u32> = if ops.is_empty() {
            vec![id]
        } else {
            let mut ids = Vec::new();
            for op in ops {
                match op {
                    MdOperand::Ref(g) if self.node(*g).is_some_and(<[_]>::is_empty) => ids.push(*g),
                    _ => return None,
                }
            }
            ids
        };
        let groups: Vec<String> = ids.into_iter().map(|g| self.access_group(g)).collect();
        Some(format!("[{}]", groups.join(", ")))
    }

    fn access_group(&mut self, id: u32) -> String {
        let a = self.memo(id, Kind::Group, |e| {
            let gid = e.distinct_id(id);
            Some(format!("#llvm.access_group<id = {gid}>"))
        });
        a.unwrap_or_default()
    }

    /// An MMRA tag `!{!"prefix", !"suffix"}` or a list of them.
    fn mmra(&mut self, node: &str) -> Option<String> {
        let tag = |ops: &[MdOperand]| match ops {
            [MdOperand::String(p), MdOperand::String(s)] => {
                Some(format!("#llvm.mmra_tag<{}:{}>", escape(p), escape(s)))
            }
            _ => None,
        };
        let ops = self.node(node_id(node)?)?;
        if let Some(t) = tag(ops) {
            return Some(t);
        }
        let mut tags = Vec::new();
        for op in ops {
            let MdOperand::Ref(t) = op else { return None };
            tags.push(tag(self.node(*t)?)?);
        }
        Some(format!("[{}]", tags.join(", ")))
    }
}

/// The properties of a loop node being translated: name and operands
/// after the name, in order; looking one up removes it.
struct LoopProps<'m>(Vec<(&'m [u8], &'m [MdOperand])>);

/// A lookup of a loop property: `Err` when the property is malformed (a
/// warning says why), `Ok(None)` when absent.
type Lookup<T> = Result<Option<T>, ()>;

impl<'m> LoopProps<'m> {
    fn take(&mut self, name: &str) -> Option<&'m [MdOperand]> {
        let i = self.0.iter().position(|(n, _)| *n == name.as_bytes())?;
        Some(self.0.remove(i).1)
    }
}

/// The integer value and width of a constant metadata operand.
fn md_int(op: &MdOperand) -> Option<(i128, u32)> {
    match op {
        MdOperand::Value(TypedValue {
            ty: Type::Int(w),
            value: Value::Int(v),
        }) => Some((super::int_value(v, *w)?, *w)),
        MdOperand::Value(TypedValue {
            ty: Type::Int(w),
            value: Value::Bool(b),
        }) => Some((i128::from(*b), *w)),
        _ => None,
    }
}

impl<'m> Emitter<'m> {
    /// The `loop_annotation = ...` entry of a branch's `!llvm.loop`
    /// attachment, if it has one that translates.
    pub(super) fn loop_annotation_attr(&mut self, inst: &Inst) -> Vec<String> {
        let Some((_, node)) = inst.metadata.iter().find(|(k, _)| k == "llvm.loop") else {
            return Vec::new();
        };
        match node_id(node).and_then(|id| self.loop_annotation(id).ok().flatten()) {
            Some(a) => vec![format!("loop_annotation = {a}")],
            None => Vec::new(),
        }
    }

    fn loop_warning(&mut self, msg: String) {
        self.warnings.push(msg);
    }

    /// A `!llvm.loop` node `distinct !{!self, properties...}` as a
    /// `#llvm.loop_annotation`: `Ok(None)` when it sets nothing.
    fn loop_annotation(&mut self, id: u32) -> Lookup<String> {
        if let Some(a) = self.md.attrs.get(&(id, Kind::Loop)) {
            return Ok(Some(a.clone()));
        }
        let ops = self.node(id).unwrap_or(&[]);
        if !matches!(ops.first(), Some(MdOperand::Ref(s)) if *s == id) {
            self.loop_warning("invalid loop node".into());
            return Err(());
        }
        let mut props = LoopProps(Vec::new());
        let mut locs = Vec::new();
        for op in &ops[1..] {
            let prop: &'m [MdOperand] = match op {
                MdOperand::Ref(k) => match self.node(*k) {
                    Some(p) => p,
                    // A debug location: the loop's start, then its end.
                    None => {
                        locs.push(*k);
                        continue;
                    }
                },
                MdOperand::Node(p) => p,
                _ => {
                    self.loop_warning(
                        "expected all loop properties to be either debug locations or metadata nodes".into(),
                    );
                    return Err(());
                }
            };
            let Some(first) = prop.first() else {
                self.loop_warning("cannot import empty loop property".into());
                return Err(());
            };
            let MdOperand::String(name) = first else {
                self.loop_warning("cannot import loop property without a name".into());
                return Err(());
            };
            if props.0.iter().any(|(n, _)| *n == name.as_slice()) {
                let name = String::from_utf8_lossy(name);
                self.loop_warning(format!(
                    "cannot import loop properties with duplicated names {name}"
                ));
                return Err(());
            }
            props.0.push((name, &prop[1..]));
        }
        let mut fields = Vec::new();
        let mut field = |name: &str, v: Option<String>| {
            if let Some(v) = v {
                fields.push(format!("{name} = {v}"));
            }
        };
        let unit = self.loop_unit(&mut props, "llvm.loop.disable_nonforced");
        field("disableNonforced", unit.ok().flatten().map(|b| b.to_string()));
        const GROUPS: [(&str, &str); 9] = [
            ("vectorize", "loop_vectorize"),
            ("interleave", "loop_interleave"),
            ("unroll", "loop_unroll"),
            ("unrollAndJam", "loop_unroll_and_jam"),
            ("licm", "loop_licm"),
            ("distribute", "loop_distribute"),
            ("pipeline", "loop_pipeline"),
            ("peeled", "loop_peeled"),
            ("unswitch", "loop_unswitch"),
        ];
        for (name, mnemonic) in GROUPS {
            let g = self.loop_group(&mut props, mnemonic);
            field(name, g.ok().flatten());
        }
        let must = self.loop_unit(&mut props, "llvm.loop.mustprogress");
        field("mustProgress", must.ok().flatten().map(|b| b.to_string()));
        let vectorized = self.loop_int_as_bool(&mut props, "llvm.loop.isvectorized");
        field("isVectorized", vectorized.ok().flatten().map(|b| b.to_string()));
        for (name, k) in ["startLoc", "endLoc"].into_iter().zip(locs) {
            // Only a location fused with its scope is kept.
            let loc = self.loc_of(&format!("!{k}"));
            let loc = loc.trim_start();
            if loc.starts_with("loc(fused<") {
                field(name, Some(loc.to_string()));
            }
        }
        if let Some(groups) = props.take("llvm.loop.parallel_accesses") {
            let known = self.known_access_groups();
            let mut list = Vec::new();
            for g in groups {
                match g {
                    MdOperand::Ref(g) if known.contains(g) => list.push(self.access_group(*g)),
                    _ => self.loop_warning("could not lookup access group".into()),
                }
            }
            let groups = list;
            if !groups.is_empty() {
                field("parallelAccesses", Some(groups.join(", ")));
            }
        }
        if !props.0.is_empty() {
            for (name, _) in &props.0 {
                let name = String::from_utf8_lossy(name);
                self.warnings.push(format!("unknown loop annotation {name}"));
            }
            return Err(());
        }
        if fields.is_empty() {
            return Ok(None);
        }
        let a = format!("#llvm.loop_annotation<{}>", fields.join(", "));
        self.md.attrs.insert((id, Kind::Loop), a.clone());
        Ok(Some(a))
    }

    /// The access groups the instructions of the module name.
    fn known_access_groups(&mut self) -> std::collections::HashSet<u32> {
        let mut known = std::collections::HashSet::new();
        let m = self.m;
        let insts = m
            .functions
            .iter()
            .flat_map(|f| f.blocks.iter().flatten())
            .flat_map(|b| &b.insts);
        for inst in insts {
            for (kind, node) in &inst.metadata {
                if kind != "llvm.access.group" {
                    continue;
                }
                let Some(id) = node_id(node) else { continue };
                match self.node(id) {
                    Some([]) => {
                        known.insert(id);
                    }
                    Some(ops) => known.extend(ops.iter().filter_map(|o| match o {
                        MdOperand::Ref(g) => Some(*g),
                        _ => None,
                    })),
                    None => {}
                }
            }
        }
        known
    }

    /// An option group of a loop annotation (`#llvm.loop_unroll<...>`).
    fn loop_group(&mut self, props: &mut LoopProps<'m>, mnemonic: &str) -> Lookup<String> {
        let mut fields: Vec<(&str, Lookup<String>)> = Vec::new();
        let b = |l: Lookup<bool>| l.map(|v| v.map(|b| b.to_string()));
        let i = |l: Lookup<i128>| l.map(|v| v.map(|n| format!("{n} : i32")));
        let p = "llvm.loop.";
        match mnemonic {
            "loop_vectorize" => {
                fields.push((
                    "disable",
                    b(self.loop_bool(props, "llvm.loop.vectorize.enable", true)),
                ));
                fields.push((
                    "predicateEnable",
                    b(self.loop_bool(props, "llvm.loop.vectorize.predicate.enable", false)),
                ));
                fields.push((
                    "scalableEnable",
                    b(self.loop_bool(props, "llvm.loop.vectorize.scalable.enable", false)),
                ));
                fields.push(("width", i(self.loop_int(props, "llvm.loop.vectorize.width"))));
                for (f, k) in [
                    ("followupVectorized", "vectorized"),
                    ("followupEpilogue", "epilogue"),
                    ("followupAll", "all"),
                ] {
                    fields.push((
                        f,
                        self.loop_followup(props, &format!("{p}vectorize.followup_{k}")),
                    ));
                }
            }
            "loop_interleave" => {
                fields.push(("count", i(self.loop_int(props, "llvm.loop.interleave.count"))));
            }
            "loop_unroll" => {
                fields.push((
                    "disable",
                    b(
                        self.loop_enable_disable(
                            props,
                            "llvm.loop.unroll.enable",
                            "llvm.loop.unroll.disable",
                        ),
                    ),
                ));
                fields.push(("count", i(self.loop_int(props, "llvm.loop.unroll.count"))));
                fields.push((
                    "runtimeDisable",
                    b(self.loop_unit(props, "llvm.loop.unroll.runtime.disable")),
                ));
                fields.push(("full", b(self.loop_unit(props, "llvm.loop.unroll.full"))));
                for (f, k) in [
                    ("followupUnrolled", "unrolled"),
                    ("followupRemainder", "remainder"),
                    ("followupAll", "all"),
                ] {
                    fields.push((f, self.loop_followup(props, &format!("{p}unroll.followup_{k}"))));
                }
            }
            "loop_unroll_and_jam" => {
                fields.push((
                    "disable",
                    b(self.loop_enable_disable(
                        props,
                        "llvm.loop.unroll_and_jam.enable",
                        "llvm.loop.unroll_and_jam.disable",
                    )),
                ));
                fields.push(("count", i(self.loop_int(props, "llvm.loop.unroll_and_jam.count"))));
                for (f, k) in [
                    ("followupOuter", "outer"),
                    ("followupInner", "inner"),
                    ("followupRemainderOuter", "remainder_outer"),
                    ("followupRemainderInner", "remainder_inner"),
                    ("followupAll", "all"),
                ] {
                    fields.push((
                        f,
                        self.loop_followup(props, &format!("{p}unroll_and_jam.followup_{k}")),
                    ));
                }
            }
            "loop_licm" => {
                fields.push(("disable", b(self.loop_unit(props, "llvm.licm.disable"))));
                fields.push((
                    "versioningDisable",
                    b(self.loop_unit(props, "llvm.loop.licm_versioning.disable")),
                ));
            }
            "loop_distribute" => {
                fields.push((
                    "disable",
                    b(self.loop_bool(props, "llvm.loop.distribute.enable", true)),
                ));
                for (f, k) in [
                    ("followupCoincident", "coincident"),
                    ("followupSequential", "sequential"),
                    ("followupFallback", "fallback"),
                    ("followupAll", "all"),
                ] {
                    fields.push((
                        f,
                        self.loop_followup(props, &format!("{p}distribute.followup_{k}")),
                    ));
                }
            }
            "loop_pipeline" => {
                fields.push((
                    "disable",
                    b(self.loop_bool(props, "llvm.loop.pipeline.disable", false)),
                ));
                fields.push((
                    "initiationinterval",
                    i(self.loop_int(props, "llvm.loop.pipeline.initiationinterval")),
                ));
            }
            "loop_peeled" => {
                fields.push(("count", i(self.loop_int(props, "llvm.loop.peeled.count"))));
            }
            _ => {
                fields.push((
                    "partialDisable",
                    b(self.loop_unit(props, "llvm.loop.unswitch.partial.disable")),
                ));
            }
        }
        let mut set = Vec::new();
        for (name, v) in fields {
            if let Some(v) = v? {
                set.push(format!("{name} = {v}"));
            }
        }
        if set.is_empty() {
            return Ok(None);
        }
        Ok(Some(format!("#llvm.{mnemonic}<{}>", set.join(", "))))
    }

    /// `!{!"name"}`: true when present.
    fn loop_unit(&mut self, props: &mut LoopProps<'m>, name: &str) -> Lookup<bool> {
        match props.take(name) {
            None => Ok(None),
            Some([]) => Ok(Some(true)),
            Some(_) => {
                self.loop_warning(format!("expected metadata node {name} to hold no value"));
                Err(())
            }
        }
    }

    /// `!{!"enable"}` or `!{!"disable"}`: whether the option is disabled.
    fn loop_enable_disable(
        &mut self,
        props: &mut LoopProps<'m>,
        enable: &str,
        disable: &str,
    ) -> Lookup<bool> {
        let e = self.loop_unit(props, enable)?;
        let d = self.loop_unit(props, disable)?;
        match (e, d) {
            (Some(_), Some(_)) => {
                self.loop_warning(format!(
                    "expected metadata nodes {enable} and {disable} to be mutually exclusive."
                ));
                Err(())
            }
            (Some(_), None) => Ok(Some(false)),
            (None, Some(_)) => Ok(Some(true)),
            (None, None) => Ok(None),
        }
    }

    /// `!{!"name", i1 v}`: `v`, negated if asked.
    fn loop_bool(&mut self, props: &mut LoopProps<'m>, name: &str, negated: bool) -> Lookup<bool> {
        match props.take(name) {
            None => Ok(None),
            Some([v]) if md_int(v).is_some_and(|(_, w)| w == 1) => {
                Ok(md_int(v).map(|(v, _)| (v != 0) ^ negated))
            }
            Some(_) => {
                self.loop_warning(format!("expected metadata node {name} to hold a boolean value"));
                Err(())
            }
        }
    }

    /// `!{!"name", i32 v}`.
    fn loop_int(&mut self, props: &mut LoopProps<'m>, name: &str) -> Lookup<i128> {
        match props.take(name) {
            None => Ok(None),
            Some([v]) if md_int(v).is_some_and(|(_, w)| w == 32) => Ok(md_int(v).map(|(v, _)| v)),
            Some(_) => {
                self.loop_warning(format!("expected metadata node {name} to hold an i32 value"));
                Err(())
            }
        }
    }

    /// `!{!"name", iN v}`: whether `v` is not zero.
    fn loop_int_as_bool(&mut self, props: &mut LoopProps<'m>, name: &str) -> Lookup<bool> {
        match props.take(name) {
            None => Ok(None),
            Some([v]) if md_int(v).is_some() => Ok(md_int(v).map(|(v, _)| v != 0)),
            Some(_) => {
                self.loop_warning(format!("expected metadata node {name} to hold an integer value"));
                Err(())
            }
        }
    }

    /// `!{!"name", !loop}`: the annotation of the followup loop node.
    fn loop_followup(&mut self, props: &mut LoopProps<'m>, name: &str) -> Lookup<String> {
        match props.take(name) {
            None => Ok(None),
            Some([MdOperand::Ref(n)]) => self.loop_annotation(*n),
            Some(_) => {
                self.loop_warning(format!("expected metadata node {name} to hold an MDNode"));
                Err(())
            }
        }
    }
}
