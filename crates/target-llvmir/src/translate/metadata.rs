//! Memory access metadata: the `tbaa` tags of loads, stores, atomics,
//! memory intrinsics and calls as `!tbaa` attachments (MLIR's
//! `ModuleTranslation::setTBAAMetadata`): a tag is `!{base, access, i64
//! offset[, i64 1]}`, a type descriptor `!{!"id", member, i64 offset,
//! ...}`, a root `!{!"id"}` or, anonymous, a distinct node naming itself.

use strata_dialect_llvm::tbaa;
use strata_ir::{Attribute, Body, OpId};

use crate::ir::{Const, Inst, MdOperand, Piece, Ty};

use super::{op_ref, text, Translator, R};

fn i64_md(v: i64) -> MdOperand {
    MdOperand::Const(Ty::Int(64), Box::new(Const::Int(64, v as i128)))
}

impl Translator<'_> {
    /// The node of a TBAA root or type descriptor.
    fn tbaa_node(&self, a: Attribute) -> Option<MdOperand> {
        match tbaa::node(self.ctx, a)? {
            tbaa::Node::Root(Some(id)) => Some(MdOperand::Nested(vec![MdOperand::String(id.to_string())])),
            tbaa::Node::Root(None) => Some(MdOperand::SelfRef(0)),
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
    fn tbaa_tag(&self, a: Attribute) -> Option<Vec<MdOperand>> {
        let (base, access, offset, constant) = tbaa::tag(self.ctx, a)?;
        let mut ops = vec![self.tbaa_node(base)?, self.tbaa_node(access)?, i64_md(offset)];
        if constant {
            ops.push(i64_md(1));
        }
        Some(ops)
    }

    /// Attaches the op's `tbaa` tag to `inst`, before its other
    /// attachments (`!tbaa` comes first after `!dbg`). MLIR translates a
    /// single tag only.
    pub(super) fn attach_memory_metadata(&self, body: &Body, op: OpId, inst: &mut Inst) -> R<()> {
        let Some(tags) = self.attr(body, op, "tbaa") else {
            return Ok(());
        };
        let tags = self.ctx.array_attr_elements(tags).unwrap_or(&[]);
        let tag = match tags {
            [] => return Ok(()),
            [t] => *t,
            _ => {
                return Err(
                    op_ref(self.ctx, body, op).emit_op_error("expected zero or one TBAA tag, found several")
                )
            }
        };
        let Some(node) = self.tbaa_tag(tag) else {
            return Ok(());
        };
        let at = inst
            .pieces
            .windows(2)
            .position(|w| {
                matches!(&w[0], Piece::Text(t) if t.starts_with(", !")) && matches!(w[1], Piece::Md(_))
            })
            .unwrap_or(inst.pieces.len());
        inst.pieces
            .splice(at..at, [text(", !tbaa ".into()), Piece::Md(node)]);
        Ok(())
    }
}
