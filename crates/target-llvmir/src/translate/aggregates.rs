//! Aggregates and vectors, and `va_arg`.

use super::*;

impl Translator<'_> {
    /// `extractvalue` and `insertvalue`.
    pub(super) fn convert_aggregate_value(&mut self, cx: &mut OpCx) -> R<()> {
        let (body, op, name) = (cx.body, cx.op, cx.name);
        let pos = self.dense_i32s(body, op, "position");
        if name == "insertvalue" {
            if let (Some(c), Some(v)) = (cx.cval(0), cx.cval(1)) {
                if let Some(folded) = fold::insert_value(&cx.otys[0], c, &pos, v) {
                    cx.set_result(V::Const(folded));
                    return Ok(());
                }
            }
        } else if let Some(c) = cx.cval(0) {
            if let Some(folded) = fold::extract_value(&cx.otys[0], &c, &pos) {
                cx.set_result(V::Const(folded));
                return Ok(());
            }
        }
        let mut p = vec![text(format!("{name} "))];
        p.extend(self.typed(cx, 0));
        if name == "insertvalue" {
            p.push(text(", ".into()));
            p.extend(self.typed(cx, 1));
        }
        for x in &pos {
            p.push(text(format!(", {x}")));
        }
        cx.emit_result(cx.rty.clone(), p);
        Ok(())
    }

    /// `extractelement`.
    pub(super) fn convert_extractelement(&mut self, cx: &mut OpCx) -> R<()> {
        let mut p = vec![text("extractelement ".into())];
        p.extend(self.typed(cx, 0));
        p.push(text(", ".into()));
        p.extend(self.typed(cx, 1));
        cx.emit_result(cx.rty.clone(), p);
        Ok(())
    }

    /// `insertelement`.
    pub(super) fn convert_insertelement(&mut self, cx: &mut OpCx) -> R<()> {
        // Operands: vector, value, position.
        let mut p = vec![text("insertelement ".into())];
        p.extend(self.typed(cx, 0));
        p.push(text(", ".into()));
        p.extend(self.typed(cx, 1));
        p.push(text(", ".into()));
        p.extend(self.typed(cx, 2));
        cx.emit_result(cx.rty.clone(), p);
        Ok(())
    }

    /// `shufflevector`.
    pub(super) fn convert_shufflevector(&mut self, cx: &mut OpCx) -> R<()> {
        let (body, op) = (cx.body, cx.op);
        let mask = self.dense_i32s(body, op, "mask");
        let mut p = vec![text("shufflevector ".into())];
        p.extend(self.typed(cx, 0));
        p.push(text(", ".into()));
        p.extend(self.typed(cx, 1));
        let scalable = matches!(&cx.rty, Some(Ty::Vector { scalable: true, .. }));
        let mtext = if mask.iter().all(|&m| m == 0) || mask.is_empty() {
            format!(
                "<{}{} x i32> zeroinitializer",
                if scalable { "vscale x " } else { "" },
                mask.len()
            )
        } else if mask.iter().all(|&m| m < 0) {
            format!("<{} x i32> poison", mask.len())
        } else {
            let items: Vec<String> = mask
                .iter()
                .map(|&m| {
                    if m < 0 {
                        "i32 poison".to_string()
                    } else {
                        format!("i32 {m}")
                    }
                })
                .collect();
            format!("<{} x i32> <{}>", mask.len(), items.join(", "))
        };
        p.push(text(format!(", {mtext}")));
        cx.emit_result(cx.rty.clone(), p);
        Ok(())
    }

    /// `va_arg`.
    pub(super) fn convert_va_arg(&mut self, cx: &mut OpCx) -> R<()> {
        let ty = cx.rty.clone().unwrap_or(Ty::Void);
        let mut p = vec![text("va_arg ".into())];
        p.extend(self.typed(cx, 0));
        p.push(text(format!(", {}", type_str(&ty))));
        cx.emit_result(Some(ty), p);
        Ok(())
    }
}
