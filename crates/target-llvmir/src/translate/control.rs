//! Terminators: branches, `switch`, `indirectbr`, `ret`, `resume`,
//! `unreachable`.

use super::*;

impl Translator<'_> {
    /// `resume`.
    pub(super) fn convert_resume(&mut self, cx: &mut OpCx) -> R<()> {
        let mut p = vec![text("resume ".into())];
        p.extend(self.typed(cx, 0));
        cx.emit(None, p);
        Ok(())
    }

    /// `ret`.
    pub(super) fn convert_return(&mut self, cx: &mut OpCx) -> R<()> {
        let p = if cx.operands.is_empty() {
            vec![text("ret void".into())]
        } else {
            let mut p = vec![text("ret ".into())];
            p.extend(self.typed(cx, 0));
            p
        };
        cx.emit(None, p);
        Ok(())
    }

    /// `unreachable`.
    pub(super) fn convert_unreachable(&mut self, cx: &mut OpCx) -> R<()> {
        cx.emit(None, vec![text("unreachable".into())]);
        Ok(())
    }

    /// Unconditional `br`.
    pub(super) fn convert_br(&mut self, cx: &mut OpCx) -> R<()> {
        let (body, op) = (cx.body, cx.op);
        let dest = self.succ(body, op, 0, cx.bmap);
        let id = cx.emit(None, vec![text("br label ".into()), Piece::Block(dest)]);
        cx.f.branch_order.push((cx.bi, id));
        Ok(())
    }

    /// Conditional `br`.
    pub(super) fn convert_cond_br(&mut self, cx: &mut OpCx) -> R<()> {
        let (body, op) = (cx.body, cx.op);
        let t = self.succ(body, op, 0, cx.bmap);
        let e = self.succ(body, op, 1, cx.bmap);
        let mut p = vec![text("br ".into())];
        p.extend(self.typed(cx, 0));
        // LLVM's operand order is condition, false, true: the
        // use list sees the false destination first.
        p.push(text(", label ".into()));
        p.push(Piece::Block(t));
        p.push(text(", label ".into()));
        p.push(Piece::Block(e));
        self.branch_weights(body, op, &mut p);
        let id = cx.emit(None, p);
        cx.f.branch_order.push((cx.bi, id));
        Ok(())
    }

    /// `switch`.
    pub(super) fn convert_switch(&mut self, cx: &mut OpCx) -> R<()> {
        let (body, op) = (cx.body, cx.op);
        let default = self.succ(body, op, 0, cx.bmap);
        let cases = self.switch_case_values(body, op);
        let vty = cx.otys[0].clone();
        let mut p = vec![text("switch ".into())];
        p.extend(self.typed(cx, 0));
        p.push(text(", label ".into()));
        p.push(Piece::Block(default));
        p.push(text(" [\n".into()));
        for (k, v) in cases.iter().enumerate() {
            let dest = self.succ(body, op, k + 1, cx.bmap);
            p.push(text(format!("    {} {v}, label ", type_str(&vty))));
            p.push(Piece::Block(dest));
            p.push(text("\n".into()));
        }
        p.push(text("  ]".into()));
        self.branch_weights(body, op, &mut p);
        let id = cx.emit(None, p);
        cx.f.branch_order.push((cx.bi, id));
        Ok(())
    }

    /// `indirectbr`.
    pub(super) fn convert_indirectbr(&mut self, cx: &mut OpCx) -> R<()> {
        let (body, op) = (cx.body, cx.op);
        let mut p = vec![text("indirectbr ".into())];
        p.extend(self.typed(cx, 0));
        p.push(text(", [".into()));
        for k in 0..body.num_successors(op) {
            if k > 0 {
                p.push(text(", ".into()));
            }
            p.push(text("label ".into()));
            p.push(Piece::Block(self.succ(body, op, k, cx.bmap)));
        }
        p.push(text("]".into()));
        let id = cx.emit(None, p);
        cx.f.branch_order.push((cx.bi, id));
        Ok(())
    }
}
