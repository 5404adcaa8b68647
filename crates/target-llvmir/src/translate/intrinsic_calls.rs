//! Calls of LLVM intrinsics (`llvm.intr.*`).

use super::*;

impl Translator<'_> {
    /// `llvm.intr.*`: a call of an intrinsic, declared on first use.
    pub(super) fn convert_intrinsic(&mut self, cx: &mut OpCx) -> R<()> {
        let (body, op, name, ctx) = (cx.body, cx.op, cx.name, self.ctx);
        if let Some(intr) = name.strip_prefix("intr.").and_then(intrinsics::lookup) {
            let ret = cx.rty.clone().unwrap_or(Ty::Void);
            let mut suffix = String::new();
            for o in intr.overloads {
                let t = match o {
                    intrinsics::Overload::Result => &ret,
                    intrinsics::Overload::Operand(i) => cx.otys.get(*i).unwrap_or(&Ty::Void),
                };
                suffix.push('.');
                suffix.push_str(&intrinsics::mangle(t));
            }
            let llvm_name = format!("llvm.{}{suffix}", intr.name);
            // Operands of operand bundles (`llvm.intr.assume`) come
            // after the call's arguments.
            let bundled: usize = self
                .dense_i32s(body, op, "op_bundle_sizes")
                .iter()
                .map(|&n| n.max(0) as usize)
                .sum();
            let num_args = cx.operands.len().saturating_sub(bundled);
            let mut params = cx.otys[..num_args].to_vec();
            let mut extra = Vec::new();
            for &(imm, width) in intr.immargs {
                params.push(Ty::Int(width));
                if width == 0 {
                    params.pop();
                    params.push(Ty::Double);
                }
                extra.push(if width == 1 {
                    format!("i1 {}", self.unit_attr(body, op, imm))
                } else if width == 0 {
                    let bits = match self.attr(body, op, imm).map(|a| ctx.attr_kind(a)) {
                        Some(AttrKind::Float { bits, .. }) => *bits,
                        _ => 0,
                    };
                    format!("double {}", crate::float::format_float(&Ty::Double, bits))
                } else {
                    format!("i{width} {}", self.int_attr(body, op, imm).unwrap_or(0))
                });
            }
            self.declare_intrinsic(&llvm_name, &ret, &params, intr);
            let mut p = vec![text(format!(
                "call{} {} @{llvm_name}(",
                self.fastmath(body, op),
                type_str(&ret)
            ))];
            for i in 0..num_args {
                if i > 0 {
                    p.push(text(", ".into()));
                }
                p.extend(self.typed(cx, i));
            }
            for (k, e) in extra.iter().enumerate() {
                if k > 0 || num_args > 0 {
                    p.push(text(", ".into()));
                }
                p.push(text(e.clone()));
            }
            p.push(text(")".into()));
            self.operand_bundles(body, op, num_args, &mut p, &|i: usize, this: &Self| {
                this.typed(cx, i)
            });
            let result = if ret.is_void() { None } else { Some(ret) };
            cx.emit_result(result, p);
        } else {
            return Err(op_ref(ctx, body, op)
                .emit_error(format!("LLVM Translation failed for operation: {}", cx.full)));
        }
        Ok(())
    }
}
