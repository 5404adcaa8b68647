//! Constants: `llvm.mlir.constant`, `zero`, `undef`, `poison`, `none`,
//! `addressof`, `dso_local_equivalent` and `blockaddress` become constant
//! values, not instructions.

use super::*;

impl Translator<'_> {
    /// The `llvm.mlir.*` constant ops.
    pub(super) fn convert_constant(&mut self, cx: &mut OpCx) -> R<()> {
        let (body, op) = (cx.body, cx.op);
        let c = match cx.name {
            "mlir.constant" => {
                let ty = cx.rty.clone().unwrap_or(Ty::Void);
                let Some(c) = self
                    .attr(body, op, "value")
                    .and_then(|a| self.const_of_attr(a, &ty))
                else {
                    return Err(op_ref(self.ctx, body, op).emit_error("unsupported constant value"));
                };
                c
            }
            "mlir.undef" => Const::Undef,
            "mlir.poison" => Const::Poison,
            "mlir.addressof" => Const::Global(self.str_attr(body, op, "global_name").unwrap_or_default()),
            "dso_local_equivalent" => {
                Const::DsoLocalEquivalent(self.str_attr(body, op, "function_name").unwrap_or_default())
            }
            "blockaddress" => {
                let ctx = self.ctx;
                let Some((function, tag)) = self
                    .attr(body, op, "block_addr")
                    .and_then(|a| strata_dialect_llvm::attrs::blockaddress_value(ctx, a))
                else {
                    return Err(op_ref(ctx, body, op).emit_error("unsupported constant value"));
                };
                Const::BlockAddress {
                    function: ctx.ident_str(function).to_string(),
                    tag,
                    slot: None,
                }
            }
            // `mlir.zero` and `mlir.none`.
            _ => Const::Zero,
        };
        cx.set_result(V::Const(c));
        Ok(())
    }
}
