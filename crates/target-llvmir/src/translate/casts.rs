//! Casts.

use super::*;

impl Translator<'_> {
    /// Conversions between types (`trunc` … `addrspacecast`).
    pub(super) fn convert_cast(&mut self, cx: &mut OpCx) -> R<()> {
        let (body, op, name) = (cx.body, cx.op, cx.name);
        let to = cx.rty.clone().unwrap_or(Ty::Void);
        // The IR builder returns the operand of a cast to its own
        // type.
        if cx.otys[0] == to {
            if let Some(v) = cx.values.get(&cx.operands[0]).cloned() {
                cx.set_result(v);
            }
            return Ok(());
        }
        if let Some(a) = cx.cval(0) {
            if let Some(c) = fold::cast(name, &cx.otys[0], &to, &a) {
                cx.set_result(V::Const(c));
                return Ok(());
            }
        }
        let mut flags = String::new();
        match name {
            "zext" | "uitofp" if self.unit_attr(body, op, "nonNeg") => flags.push_str(" nneg"),
            "trunc" => {
                let v = self.enum_attr(body, op, "overflowFlags", &la::OVERFLOW);
                if v & 2 != 0 {
                    flags.push_str(" nuw");
                }
                if v & 1 != 0 {
                    flags.push_str(" nsw");
                }
            }
            _ => {}
        }
        let mut p = vec![text(format!("{name}{flags} "))];
        p.extend(self.typed(cx, 0));
        p.push(text(format!(" to {}", type_str(&to))));
        self.dereferenceable_md(body, op, &mut p);
        cx.emit_result(Some(to), p);
        Ok(())
    }
}
