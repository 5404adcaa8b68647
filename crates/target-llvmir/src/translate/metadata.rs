//! Memory access metadata (MLIR's `ModuleTranslation::setTBAAMetadata`,
//! `setAliasScopeMetadata` and `setAccessGroupsMetadata`), attached to
//! loads, stores, atomics, memory intrinsics and calls in LLVM's order of
//! metadata kinds:
//! - `tbaa` tags as `!tbaa`: a tag is `!{base, access, i64 offset[, i64
//!   1]}`, a type descriptor `!{!"id", member, i64 offset, ...}`, a root
//!   `!{!"id"}` or, anonymous, a distinct node naming itself;
//! - `alias_scopes` and `noalias_scopes` as `!alias.scope` and `!noalias`
//!   lists of scopes, a scope `distinct !{!N, domain[, !"description"]}`
//!   (or `!{!"id", domain, ...}` for a string id), a domain likewise;
//! - `access_groups` as `!llvm.access.group`: one group `distinct !{}`,
//!   or a list of them;
//! - `llvm.mmra` (on any op) as `!mmra`: a tag `!{!"prefix", !"suffix"}`,
//!   or a list of tags (none for an empty list).

use strata_dialect_llvm::{defs, scopes, tbaa};
use strata_ir::{Attribute, Body, OpId};

use crate::intrinsics::Intrinsic;
use crate::ir::{Const, Inst, MdOperand, Piece, Ty};

use super::{op_ref, text, OpCx, Translator, R};

/// `llvm.experimental.noalias.scope.decl`'s declaration.
const NOALIAS_SCOPE_DECL: Intrinsic = Intrinsic {
    op: "experimental.noalias.scope.decl",
    name: "experimental.noalias.scope.decl",
    overloads: &[],
    attrs: "nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)",
    param_attrs: &[],
    immargs: &[],
    ret_attrs: "",
};

fn i64_md(v: i64) -> MdOperand {
    MdOperand::Const(Ty::Int(64), Box::new(Const::Int(64, v as i128)))
}

/// LLVM's fixed metadata kinds in the order attachments are printed
/// (after `!dbg`); other kinds come after them.
const KIND_ORDER: [&str; 13] = [
    "tbaa",
    "prof",
    "range",
    "invariant.load",
    "alias.scope",
    "noalias",
    "nontemporal",
    "dereferenceable",
    "dereferenceable_or_null",
    "invariant.group",
    "llvm.loop",
    "llvm.access.group",
    "mmra",
];

fn kind_rank(kind: &str) -> usize {
    KIND_ORDER
        .iter()
        .position(|&k| k == kind)
        .unwrap_or(KIND_ORDER.len())
}

/// Inserts `!kind node` among the attachments of `inst` in LLVM's order.
pub(super) fn attach(inst: &mut Inst, kind: &str, node: Piece) {
    let rank = kind_rank(kind);
    let at = inst
        .pieces
        .windows(2)
        .position(|w| match (&w[0], &w[1]) {
            (Piece::Text(t), Piece::Md(_) | Piece::MdRef(_)) => t
                .strip_prefix(", !")
                .is_some_and(|k| kind_rank(k.trim_end()) > rank),
            _ => false,
        })
        .unwrap_or(inst.pieces.len());
    inst.pieces.splice(at..at, [text(format!(", !{kind} ")), node]);
}

impl Translator<'_> {
    /// A distinct node for `key` (an id attribute).
    pub(super) fn distinct_node(&mut self, key: Attribute, self_ref: bool, ops: Vec<MdOperand>) -> MdOperand {
        let n = self.md_ids.len() as u32;
        let id = *self.md_ids.entry(key).or_insert(n);
        MdOperand::Distinct { id, self_ref, ops }
    }

    /// The node of a TBAA root or type descriptor.
    fn tbaa_node(&mut self, a: Attribute) -> Option<MdOperand> {
        match tbaa::node(self.ctx, a)? {
            tbaa::Node::Root(Some(id)) => Some(MdOperand::Nested(vec![MdOperand::String(id.to_string())])),
            tbaa::Node::Root(None) => Some(self.distinct_node(a, true, Vec::new())),
            tbaa::Node::TypeDesc(id, members) => {
                let mut ops = vec![MdOperand::String(id.to_string())];
                for (d, off) in members {
                    ops.push(self.tbaa_node(d)?);
                    ops.push(i64_md(off));
                }
                Some(MdOperand::Nested(ops))
            }
        }
    }

    /// The node of a `#llvm.tbaa_tag`.
    fn tbaa_tag(&mut self, a: Attribute) -> Option<Vec<MdOperand>> {
        let (base, access, offset, constant) = tbaa::tag(self.ctx, a)?;
        let mut ops = vec![self.tbaa_node(base)?, self.tbaa_node(access)?, i64_md(offset)];
        if constant {
            ops.push(i64_md(1));
        }
        Some(ops)
    }

    /// A node with a distinct or a string id, then `ops`.
    fn scope_like(&mut self, id: Attribute, ops: Vec<MdOperand>) -> MdOperand {
        match self.ctx.string_attr_value(id) {
            Some(s) => {
                let mut all = vec![MdOperand::String(s.to_string())];
                all.extend(ops);
                MdOperand::Nested(all)
            }
            None => self.distinct_node(id, true, ops),
        }
    }

    /// The node of a `#llvm.alias_scope`.
    pub(super) fn alias_scope_node(&mut self, a: Attribute) -> Option<MdOperand> {
        let ctx = self.ctx;
        let (id, domain, desc) = scopes::scope(ctx, a)?;
        let (domain_id, domain_desc) = scopes::domain(ctx, domain)?;
        let domain_ops = domain_desc
            .map(|d| MdOperand::String(d.to_string()))
            .into_iter()
            .collect();
        let domain = self.scope_like(domain_id, domain_ops);
        let mut ops = vec![domain];
        ops.extend(desc.map(|d| MdOperand::String(d.to_string())));
        Some(self.scope_like(id, ops))
    }

    /// The list node of an array of alias scopes.
    pub(super) fn alias_scopes_node(&mut self, list: Attribute) -> Vec<MdOperand> {
        let items = self.ctx.array_attr_elements(list).unwrap_or(&[]).to_vec();
        items
            .into_iter()
            .filter_map(|s| self.alias_scope_node(s))
            .collect()
    }

    /// `llvm.intr.experimental.noalias.scope.decl`: a call naming the
    /// list of its scope.
    pub(super) fn convert_noalias_scope_decl(&mut self, cx: &mut OpCx) -> R<()> {
        let scope = self.attr(cx.body, cx.op, "scope");
        let Some(node) = scope.and_then(|s| self.alias_scope_node(s)) else {
            return Err(op_ref(self.ctx, cx.body, cx.op).emit_op_error("expected an alias scope"));
        };
        let name = "llvm.experimental.noalias.scope.decl";
        self.declare_intrinsic(name, &Ty::Void, &[Ty::Metadata], &NOALIAS_SCOPE_DECL);
        cx.emit(
            None,
            vec![
                text(format!("call void @{name}(metadata ")),
                Piece::Md(vec![node]),
                text(")".into()),
            ],
        );
        Ok(())
    }

    /// Attaches the op's `tbaa` tag, alias scopes and access groups to
    /// `inst`. MLIR translates a single TBAA tag only.
    pub(super) fn attach_memory_metadata(&mut self, body: &Body, op: OpId, inst: &mut Inst) -> R<()> {
        let ctx = self.ctx;
        if let Some(tags) = self.attr(body, op, "tbaa") {
            let tags = ctx.array_attr_elements(tags).unwrap_or(&[]);
            match tags {
                [] => {}
                [t] => {
                    if let Some(node) = self.tbaa_tag(*t) {
                        attach(inst, "tbaa", Piece::Md(node));
                    }
                }
                _ => {
                    return Err(
                        op_ref(ctx, body, op).emit_op_error("expected zero or one TBAA tag, found several")
                    )
                }
            }
        }
        for (name, kind) in [("alias_scopes", "alias.scope"), ("noalias_scopes", "noalias")] {
            if let Some(list) = self.attr(body, op, name) {
                let node = self.alias_scopes_node(list);
                if !node.is_empty() {
                    attach(inst, kind, Piece::Md(node));
                }
            }
        }
        if let Some(list) = self.attr(body, op, "access_groups") {
            let groups: Vec<MdOperand> = ctx
                .array_attr_elements(list)
                .unwrap_or(&[])
                .iter()
                .filter_map(|&g| scopes::access_group(ctx, g).map(|id| (g, id)))
                .map(|(_, id)| self.distinct_node(id, false, Vec::new()))
                .collect();
            match &groups[..] {
                [] => {}
                [g] => attach(inst, "llvm.access.group", Piece::MdRef(g.clone())),
                _ => attach(inst, "llvm.access.group", Piece::Md(groups)),
            }
        }
        if let Some(a) = self.attr(body, op, "llvm.mmra") {
            let tag = |t: Attribute| {
                let (prefix, suffix) = defs::mmra_tag(ctx, t)?;
                Some(vec![
                    MdOperand::String(prefix.to_string()),
                    MdOperand::String(suffix.to_string()),
                ])
            };
            let node = match ctx.array_attr_elements(a) {
                Some(tags) => tags
                    .iter()
                    .filter_map(|&t| tag(t).map(MdOperand::Nested))
                    .collect(),
                None => tag(a).unwrap_or_default(),
            };
            if !node.is_empty() {
                attach(inst, "mmra", Piece::Md(node));
            }
        }
        Ok(())
    }
}
