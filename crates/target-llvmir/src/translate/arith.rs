//! Integer and float arithmetic, compares, `select` and `freeze`.

use super::*;

impl Translator<'_> {
    /// Integer and float binary operators.
    pub(super) fn convert_binary(&mut self, cx: &mut OpCx) -> R<()> {
        let (body, op, name) = (cx.body, cx.op, cx.name);
        let ty = cx.otys[0].clone();
        if let (Some(a), Some(b)) = (cx.cval(0), cx.cval(1)) {
            if let Some(c) = fold::binary(name, &ty, &a, &b) {
                cx.set_result(V::Const(c));
                return Ok(());
            }
        }
        let mut flags = String::new();
        match name {
            "add" | "sub" | "mul" | "shl" => {
                let v = self.enum_attr(body, op, "overflowFlags", &la::OVERFLOW);
                if v & 2 != 0 {
                    flags.push_str(" nuw");
                }
                if v & 1 != 0 {
                    flags.push_str(" nsw");
                }
            }
            "udiv" | "sdiv" | "lshr" | "ashr" => {
                if self.unit_attr(body, op, "isExact") {
                    flags.push_str(" exact");
                }
            }
            "or" => {
                if self.unit_attr(body, op, "isDisjoint") {
                    flags.push_str(" disjoint");
                }
            }
            _ => flags = self.fastmath(body, op),
        }
        // LLVM's IR builder keeps `add`, `sub` and `xor` of constants it
        // cannot fold (a constant expression operand) as a constant
        // expression.
        if let (Some(a), Some(b), Ty::Int(_)) = (cx.cval(0), cx.cval(1), &ty) {
            if matches!(name, "add" | "sub" | "xor")
                && (matches!(a, Const::Expr { .. }) || matches!(b, Const::Expr { .. }))
            {
                cx.set_result(V::Const(Const::Expr {
                    opcode: name.to_string(),
                    flags,
                    source_ty: None,
                    operands: vec![(ty.clone(), a), (ty.clone(), b)],
                    dest_ty: None,
                }));
                return Ok(());
            }
        }
        let mut p = vec![text(format!("{name}{flags} {} ", type_str(&ty)))];
        p.push(self.untyped(cx, 0));
        p.push(text(", ".into()));
        p.push(self.untyped(cx, 1));
        cx.emit_result(Some(ty), p);
        Ok(())
    }

    /// `fneg`.
    pub(super) fn convert_fneg(&mut self, cx: &mut OpCx) -> R<()> {
        let (body, op) = (cx.body, cx.op);
        let ty = cx.otys[0].clone();
        let mut p = vec![text(format!("fneg{} ", self.fastmath(body, op)))];
        p.extend(self.typed(cx, 0));
        cx.emit_result(Some(ty), p);
        Ok(())
    }

    /// `icmp` and `fcmp`.
    pub(super) fn convert_compare(&mut self, cx: &mut OpCx) -> R<()> {
        let (body, op, name) = (cx.body, cx.op, cx.name);
        let (kw, pred) = if name == "icmp" {
            let v = self.enum_attr(body, op, "predicate", &la::ICMP_PREDICATE);
            ("icmp", la::ICMP_PREDICATE.keyword(v).unwrap_or("eq").to_string())
        } else {
            let v = self.enum_attr(body, op, "predicate", &la::FCMP_PREDICATE);
            (
                "fcmp",
                la::FCMP_PREDICATE
                    .keyword(v)
                    .unwrap_or("false")
                    .trim_start_matches('_')
                    .to_string(),
            )
        };
        let ty = cx.otys[0].clone();
        if name == "icmp" {
            if let (Some(a), Some(b)) = (cx.cval(0), cx.cval(1)) {
                if let Some(c) = fold::icmp(&pred, &ty, &a, &b) {
                    cx.set_result(V::Const(c));
                    return Ok(());
                }
            }
        }
        let fmf = if name == "fcmp" {
            self.fastmath(body, op)
        } else {
            String::new()
        };
        let mut p = vec![text(format!("{kw}{fmf} {pred} {} ", type_str(&ty)))];
        p.push(self.untyped(cx, 0));
        p.push(text(", ".into()));
        p.push(self.untyped(cx, 1));
        cx.emit_result(cx.rty.clone(), p);
        Ok(())
    }

    /// `select`.
    pub(super) fn convert_select(&mut self, cx: &mut OpCx) -> R<()> {
        let (body, op) = (cx.body, cx.op);
        let ty = cx.rty.clone().unwrap_or(Ty::Void);
        if let (Some(Const::Int(1, v)), Some(a), Some(b)) = (cx.cval(0), cx.cval(1), cx.cval(2)) {
            cx.set_result(V::Const(if v != 0 { a } else { b }));
            return Ok(());
        }
        let mut p = vec![text(format!("select{} ", self.fastmath(body, op)))];
        p.extend(self.typed(cx, 0));
        p.push(text(", ".into()));
        p.extend(self.typed(cx, 1));
        p.push(text(", ".into()));
        p.extend(self.typed(cx, 2));
        cx.emit_result(Some(ty), p);
        Ok(())
    }

    /// `freeze`.
    pub(super) fn convert_freeze(&mut self, cx: &mut OpCx) -> R<()> {
        let mut p = vec![text("freeze ".into())];
        p.extend(self.typed(cx, 0));
        cx.emit_result(cx.rty.clone(), p);
        Ok(())
    }
}
