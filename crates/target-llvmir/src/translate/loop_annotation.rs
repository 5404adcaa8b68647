//! Loop annotations (MLIR's `LoopAnnotationTranslation`): a branch's
//! `loop_annotation` as `!llvm.loop`, a distinct node naming itself, then
//! its start and end locations, one property node per set option
//! (`!{!"llvm.loop.unroll.count", i32 4}`, `!{!"llvm.loop.mustprogress"}`),
//! followups as the nodes of their
//! own annotations, and the parallel accesses' access groups.

use strata_dialect_llvm::{loops, scopes};
use strata_ir::{AttrKind, Attribute, Body, OpId};

use crate::ir::{Const, Inst, MdOperand, Piece, Ty};

use super::{metadata::attach, Translator};

fn i32_md(v: i64) -> MdOperand {
    MdOperand::Const(Ty::Int(32), Box::new(Const::Int(32, i128::from(v as i32))))
}

fn bool_md(v: bool) -> MdOperand {
    MdOperand::Const(Ty::Int(1), Box::new(Const::Int(1, i128::from(v))))
}

fn property(name: &str, values: Vec<MdOperand>) -> MdOperand {
    let mut ops = vec![MdOperand::String(name.to_string())];
    ops.extend(values);
    MdOperand::Nested(ops)
}

impl Translator<'_> {
    /// Attaches the op's `loop_annotation` as `!llvm.loop`.
    pub(super) fn attach_loop_annotation(&mut self, body: &Body, op: OpId, inst: &mut Inst) {
        if let Some(a) = self.attr(body, op, "loop_annotation") {
            if let Some(node) = self.loop_node(a) {
                attach(inst, "llvm.loop", Piece::MdRef(node));
            }
        }
    }

    fn loop_bool(&self, a: Attribute) -> Option<bool> {
        match self.ctx.attr_kind(a) {
            AttrKind::Bool(b) => Some(*b),
            _ => None,
        }
    }

    fn loop_int(&self, a: Attribute) -> i64 {
        self.ctx.integer_attr_value(a).map_or(0, |v| v.zext_u64() as i64)
    }

    /// The distinct node of a `#llvm.loop_annotation`.
    fn loop_node(&mut self, a: Attribute) -> Option<MdOperand> {
        let (_, fields) = loops::present_fields(self.ctx, a)?;
        let mut ops = Vec::new();
        let get = |name: &str| fields.iter().find(|(n, _)| *n == name).map(|&(_, v)| v);
        // The loop's start and end locations come first, as
        // `!DILocation`s under the subprogram of their fused location.
        for name in ["startLoc", "endLoc"] {
            let loc = get(name).and_then(|v| match self.ctx.attr_kind(v) {
                AttrKind::Location(l) => Some(*l),
                _ => None,
            });
            if let Some(Ok(Some(node))) = loc.map(|l| self.translate_loc(l, None, None)) {
                ops.push(node);
            }
        }
        if get("disableNonforced").and_then(|v| self.loop_bool(v)) == Some(true) {
            ops.push(property("llvm.loop.disable_nonforced", Vec::new()));
        }
        if get("mustProgress").and_then(|v| self.loop_bool(v)) == Some(true) {
            ops.push(property("llvm.loop.mustprogress", Vec::new()));
        }
        if let Some(v) = get("isVectorized").and_then(|v| self.loop_bool(v)) {
            ops.push(property("llvm.loop.isvectorized", vec![i32_md(i64::from(v))]));
        }
        for group in [
            "vectorize",
            "interleave",
            "unroll",
            "unrollAndJam",
            "licm",
            "distribute",
            "pipeline",
            "peeled",
            "unswitch",
        ] {
            if let Some(options) = get(group) {
                self.loop_options(options, &mut ops);
            }
        }
        if let Some(groups) = get("parallelAccesses") {
            let items = self.ctx.array_attr_elements(groups).unwrap_or(&[]).to_vec();
            let mut nodes = Vec::new();
            for g in items {
                if let Some(id) = scopes::access_group(self.ctx, g) {
                    nodes.push(self.distinct_node(id, false, Vec::new()));
                }
            }
            ops.push(property("llvm.loop.parallel_accesses", nodes));
        }
        Some(self.distinct_node(a, true, ops))
    }

    /// The property nodes of an option group of a loop annotation.
    fn loop_options(&mut self, options: Attribute, ops: &mut Vec<MdOperand>) {
        let Some((mnemonic, fields)) = loops::present_fields(self.ctx, options) else {
            return;
        };
        let prefix = match mnemonic {
            "loop_vectorize" => "llvm.loop.vectorize",
            "loop_interleave" => "llvm.loop.interleave",
            "loop_unroll" => "llvm.loop.unroll",
            "loop_unroll_and_jam" => "llvm.loop.unroll_and_jam",
            "loop_distribute" => "llvm.loop.distribute",
            "loop_pipeline" => "llvm.loop.pipeline",
            "loop_peeled" => "llvm.loop.peeled",
            _ => "",
        };
        for (name, v) in fields {
            let b = self.loop_bool(v);
            let node = match (mnemonic, name) {
                // `enable` nodes hold the negation of `disable`.
                ("loop_vectorize" | "loop_distribute", "disable") => {
                    b.map(|b| property(&format!("{prefix}.enable"), vec![bool_md(!b)]))
                }
                ("loop_unroll" | "loop_unroll_and_jam", "disable") => b.map(|b| {
                    property(
                        &format!("{prefix}.{}", if b { "disable" } else { "enable" }),
                        Vec::new(),
                    )
                }),
                ("loop_vectorize", "predicateEnable") => {
                    b.map(|b| property(&format!("{prefix}.predicate.enable"), vec![bool_md(b)]))
                }
                ("loop_vectorize", "scalableEnable") => {
                    b.map(|b| property(&format!("{prefix}.scalable.enable"), vec![bool_md(b)]))
                }
                ("loop_vectorize", "width") => Some(property(
                    &format!("{prefix}.width"),
                    vec![i32_md(self.loop_int(v))],
                )),
                (_, "count") => Some(property(
                    &format!("{prefix}.count"),
                    vec![i32_md(self.loop_int(v))],
                )),
                ("loop_pipeline", "initiationinterval") => Some(property(
                    &format!("{prefix}.initiationinterval"),
                    vec![i32_md(self.loop_int(v))],
                )),
                ("loop_pipeline", "disable") => {
                    b.map(|b| property(&format!("{prefix}.disable"), vec![bool_md(b)]))
                }
                ("loop_unroll", "runtimeDisable") => {
                    b.map(|b| property(&format!("{prefix}.runtime.disable"), vec![bool_md(b)]))
                }
                ("loop_unroll", "full") => {
                    (b == Some(true)).then(|| property(&format!("{prefix}.full"), Vec::new()))
                }
                ("loop_licm", "disable") => {
                    (b == Some(true)).then(|| property("llvm.licm.disable", Vec::new()))
                }
                ("loop_licm", "versioningDisable") => {
                    (b == Some(true)).then(|| property("llvm.loop.licm_versioning.disable", Vec::new()))
                }
                ("loop_unswitch", "partialDisable") => {
                    (b == Some(true)).then(|| property("llvm.loop.unswitch.partial.disable", Vec::new()))
                }
                (_, followup) => followup.strip_prefix("followup").and_then(|kind| {
                    let node = self.loop_node(v)?;
                    Some(property(
                        &format!("{prefix}.followup_{}", snake(kind)),
                        vec![node],
                    ))
                }),
            };
            ops.extend(node);
        }
    }
}

/// `RemainderOuter` as `remainder_outer`.
fn snake(camel: &str) -> String {
    let mut s = String::new();
    for (i, c) in camel.chars().enumerate() {
        if c.is_ascii_uppercase() {
            if i > 0 {
                s.push('_');
            }
            s.push(c.to_ascii_lowercase());
        } else {
            s.push(c);
        }
    }
    s
}
