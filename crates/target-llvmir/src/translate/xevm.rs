//! The XeVM dialect's attribute on memory ops and calls (MLIR's XeVM
//! translation interface): `xevm.DecorationCacheControl`, the L1 and L3
//! cache controls, becomes the instruction's
//! `!spirv.DecorationCacheControlINTEL` metadata, one node of four `i32`s
//! per level.

use strata_ir::{AttrKind, Body, Context, OpId};

use super::{i32_md, op_ref, Piece, R};
use crate::ir::{Inst, MdOperand};

const CACHE_CONTROL: &str = "xevm.DecorationCacheControl";

/// Attaches the metadata of the op's cache controls, if it has them, to
/// `insts`, the instructions the op became (there must be one).
pub(super) fn amend(ctx: &Context, body: &Body, op: OpId, insts: &mut [Inst]) -> R<()> {
    let Some(a) = body.op_attr(ctx, op, CACHE_CONTROL) else {
        return Ok(());
    };
    let levels = match ctx.attr_kind(a) {
        AttrKind::Array(levels) if levels.len() == 2 => levels.clone(),
        _ => {
            return Err(
                op_ref(ctx, body, op).emit_op_error("Expected both L1 and L3 cache control attributes!")
            );
        }
    };
    let mut node = Vec::with_capacity(2);
    for level in levels {
        let values: Option<Vec<MdOperand>> = match ctx.attr_kind(level) {
            AttrKind::Array(values) if values.len() == 4 => values
                .iter()
                .map(|&v| ctx.integer_attr_value(v).map(|i| i32_md(i.sext_i64())))
                .collect(),
            _ => None,
        };
        let Some(values) = values else {
            return Err(op_ref(ctx, body, op)
                .emit_op_error("expects each cache control to be an array of four integers"));
        };
        node.push(MdOperand::Nested(values));
    }
    let [inst] = insts else {
        return Err(op_ref(ctx, body, op).emit_op_error("Expecting a single instruction"));
    };
    inst.pieces
        .push(Piece::Text(", !spirv.DecorationCacheControlINTEL ".into()));
    inst.pieces.push(Piece::Md(node));
    Ok(())
}
