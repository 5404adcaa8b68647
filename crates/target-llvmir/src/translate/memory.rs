//! Memory: `alloca`, loads and stores, `getelementptr` and atomics.

use super::*;

impl Translator<'_> {
    /// `alloca`.
    pub(super) fn convert_alloca(&mut self, cx: &mut OpCx) -> R<()> {
        let (body, op, ctx) = (cx.body, cx.op, self.ctx);
        let elem = self
            .attr(body, op, "elem_type")
            .and_then(|a| ctx.type_attr_value(a))
            .and_then(|t| self.ty(t))
            .unwrap_or(Ty::Int(8));
        let align = self.alignment(body, op, || self.dl.pref_align(&elem));
        let inalloca = if self.unit_attr(body, op, "inalloca") {
            "inalloca "
        } else {
            ""
        };
        let mut p = vec![text(format!("alloca {inalloca}{}", type_str(&elem)))];
        let one_i32 = matches!((&cx.otys[0], cx.cval(0)), (Ty::Int(32), Some(Const::Int(_, 1))));
        if !one_i32 {
            p.push(text(", ".into()));
            p.extend(self.typed(cx, 0));
        }
        let aspace = match &cx.rty {
            Some(Ty::Ptr(a)) if *a != 0 => format!(", addrspace({a})"),
            _ => String::new(),
        };
        p.push(text(format!(", align {align}{aspace}")));
        let id = cx.emit(cx.rty.clone(), p);
        cx.f.insts[id.0 as usize].types.push(elem);
        cx.set_result(V::Inst(id));
        Ok(())
    }

    /// The `!dereferenceable` or `!dereferenceable_or_null` metadata of a
    /// load or an `inttoptr` with a `dereferenceable` attribute.
    pub(super) fn dereferenceable_md(&self, body: &Body, op: OpId, p: &mut Vec<Piece>) {
        let Some((bytes, null)) = self
            .attr(body, op, "dereferenceable")
            .and_then(|a| la::dereferenceable_value(self.ctx, a))
        else {
            return;
        };
        let kind = if null {
            "dereferenceable_or_null"
        } else {
            "dereferenceable"
        };
        p.push(text(format!(", !{kind} ")));
        p.push(Piece::Md(vec![MdOperand::Const(
            Ty::Int(64),
            Box::new(Const::Int(64, bytes as i128)),
        )]));
    }

    /// The `!invariant.group` metadata (an empty node) of a load or store
    /// with `invariant_group`.
    fn invariant_group_md(&self, body: &Body, op: OpId, p: &mut Vec<Piece>) {
        if self.unit_attr(body, op, "invariantGroup") {
            p.push(text(", !invariant.group ".into()));
            p.push(Piece::Md(Vec::new()));
        }
    }

    /// `load`, atomic or not.
    pub(super) fn convert_load(&mut self, cx: &mut OpCx) -> R<()> {
        let (body, op) = (cx.body, cx.op);
        let ty = cx.rty.clone().unwrap_or(Ty::Void);
        let volatile = self.volatile(body, op);
        let ordering =
            la::ATOMIC_ORDERING.keyword(self.enum_attr(body, op, "ordering", &la::ATOMIC_ORDERING));
        let atomic = !matches!(ordering, None | Some("not_atomic"));
        let align = self.alignment(body, op, || self.dl.abi_align(&ty));
        let mut p = vec![text(format!(
            "load{}{volatile} {}, ",
            if atomic { " atomic" } else { "" },
            type_str(&ty)
        ))];
        p.extend(self.typed(cx, 0));
        if atomic {
            p.push(text(format!(
                "{} {}",
                self.syncscope(body, op),
                ordering.unwrap_or("")
            )));
        }
        p.push(text(format!(", align {align}")));
        if self.unit_attr(body, op, "invariant") {
            p.push(text(", !invariant.load ".into()));
            p.push(Piece::Md(Vec::new()));
        }
        if self.unit_attr(body, op, "nontemporal") {
            p.push(text(", !nontemporal ".into()));
            p.push(Piece::Md(vec![i32_md(1)]));
        }
        self.dereferenceable_md(body, op, &mut p);
        self.invariant_group_md(body, op, &mut p);
        cx.emit_result(Some(ty), p);
        Ok(())
    }

    /// `store`, atomic or not.
    pub(super) fn convert_store(&mut self, cx: &mut OpCx) -> R<()> {
        let (body, op) = (cx.body, cx.op);
        let ty = cx.otys[0].clone();
        let volatile = self.volatile(body, op);
        let ordering =
            la::ATOMIC_ORDERING.keyword(self.enum_attr(body, op, "ordering", &la::ATOMIC_ORDERING));
        let atomic = !matches!(ordering, None | Some("not_atomic"));
        let align = self.alignment(body, op, || self.dl.abi_align(&ty));
        let mut p = vec![text(format!(
            "store{}{volatile} ",
            if atomic { " atomic" } else { "" }
        ))];
        p.extend(self.typed(cx, 0));
        p.push(text(", ".into()));
        p.extend(self.typed(cx, 1));
        if atomic {
            p.push(text(format!(
                "{} {}",
                self.syncscope(body, op),
                ordering.unwrap_or("")
            )));
        }
        p.push(text(format!(", align {align}")));
        if self.unit_attr(body, op, "nontemporal") {
            p.push(text(", !nontemporal ".into()));
            p.push(Piece::Md(vec![i32_md(1)]));
        }
        self.invariant_group_md(body, op, &mut p);
        cx.emit(None, p);
        Ok(())
    }

    /// `getelementptr`, folded when all its operands are constant.
    pub(super) fn convert_gep(&mut self, cx: &mut OpCx) -> R<()> {
        let (body, op, ctx) = (cx.body, cx.op, self.ctx);
        let elem = self
            .attr(body, op, "elem_type")
            .and_then(|a| ctx.type_attr_value(a))
            .and_then(|t| self.ty(t))
            .unwrap_or(Ty::Int(8));
        let raw = self.dense_i32s(body, op, "rawConstantIndices");
        let nw = self.enum_attr(body, op, "noWrapFlags", &la::GEP_NO_WRAP);
        // Indices: constants from rawConstantIndices (i32), the
        // dynamic ones from operands 1.. in order.
        let mut idx: Vec<(Ty, Option<Const>, Option<usize>)> = Vec::new();
        let mut dynamic = 1;
        for &r in &raw {
            if r == i32::MIN as i64 {
                idx.push((cx.otys[dynamic].clone(), cx.cval(dynamic), Some(dynamic)));
                dynamic += 1;
            } else {
                idx.push((Ty::Int(32), Some(Const::Int(32, r as i128)), None));
            }
        }
        let base_const = cx.cval(0);
        if let Some(base) = &base_const {
            if idx.iter().all(|(_, c, _)| c.is_some()) {
                let consts: Vec<(Ty, Const)> = idx
                    .iter()
                    .map(|(t, c, _)| (t.clone(), c.clone().unwrap_or(Const::Zero)))
                    .collect();
                if let Some(c) = self.fold_gep(&elem, base, &cx.otys[0], &consts, nw) {
                    cx.set_result(V::Const(c));
                    return Ok(());
                }
            }
        }
        let flags = gep_flags(nw);
        let mut p = vec![text(format!("getelementptr{flags} {}, ", type_str(&elem)))];
        p.extend(self.typed(cx, 0));
        for (t, c, operand) in &idx {
            p.push(text(format!(", {} ", type_str(t))));
            match (operand, c) {
                (Some(i), _) => p.push(self.untyped(cx, *i)),
                (None, Some(c)) => {
                    let mut s = String::new();
                    write_const(&mut s, t, c);
                    p.push(text(s));
                }
                _ => {}
            }
        }
        let id = cx.emit(cx.rty.clone(), p);
        cx.f.insts[id.0 as usize].types.push(elem);
        cx.set_result(V::Inst(id));
        Ok(())
    }

    /// `fence`.
    pub(super) fn convert_fence(&mut self, cx: &mut OpCx) -> R<()> {
        let (body, op) = (cx.body, cx.op);
        let ordering = la::ATOMIC_ORDERING
            .keyword(self.enum_attr(body, op, "ordering", &la::ATOMIC_ORDERING))
            .unwrap_or("seq_cst");
        let scope = self.syncscope(body, op);
        cx.emit(None, vec![text(format!("fence{scope} {ordering}"))]);
        Ok(())
    }

    /// `atomicrmw`.
    pub(super) fn convert_atomicrmw(&mut self, cx: &mut OpCx) -> R<()> {
        let (body, op) = (cx.body, cx.op);
        let binop = la::ATOMIC_BIN_OP
            .keyword(self.enum_attr(body, op, "bin_op", &la::ATOMIC_BIN_OP))
            .unwrap_or("xchg")
            .trim_start_matches('_');
        let ordering = la::ATOMIC_ORDERING
            .keyword(self.enum_attr(body, op, "ordering", &la::ATOMIC_ORDERING))
            .unwrap_or("seq_cst");
        let volatile = self.volatile(body, op);
        let align = self.alignment(body, op, || self.dl.store_size(&cx.otys[1]).max(1));
        let mut p = vec![text(format!("atomicrmw{volatile} {binop} "))];
        p.extend(self.typed(cx, 0));
        p.push(text(", ".into()));
        p.extend(self.typed(cx, 1));
        p.push(text(format!(
            "{} {ordering}, align {align}",
            self.syncscope(body, op)
        )));
        cx.emit_result(cx.rty.clone(), p);
        Ok(())
    }

    /// `cmpxchg`.
    pub(super) fn convert_cmpxchg(&mut self, cx: &mut OpCx) -> R<()> {
        let (body, op) = (cx.body, cx.op);
        let so = la::ATOMIC_ORDERING
            .keyword(self.enum_attr(body, op, "success_ordering", &la::ATOMIC_ORDERING))
            .unwrap_or("seq_cst");
        let fo = la::ATOMIC_ORDERING
            .keyword(self.enum_attr(body, op, "failure_ordering", &la::ATOMIC_ORDERING))
            .unwrap_or("seq_cst");
        let weak = if self.unit_attr(body, op, "weak") {
            " weak"
        } else {
            ""
        };
        let volatile = self.volatile(body, op);
        let align = self.alignment(body, op, || self.dl.store_size(&cx.otys[1]).max(1));
        let mut p = vec![text(format!("cmpxchg{weak}{volatile} "))];
        p.extend(self.typed(cx, 0));
        p.push(text(", ".into()));
        p.extend(self.typed(cx, 1));
        p.push(text(", ".into()));
        p.extend(self.typed(cx, 2));
        p.push(text(format!(
            "{} {so} {fo}, align {align}",
            self.syncscope(body, op)
        )));
        cx.emit_result(cx.rty.clone(), p);
        Ok(())
    }

    /// ` volatile` if the op has `volatile_`.
    fn volatile(&self, body: &Body, op: OpId) -> &'static str {
        if self.unit_attr(body, op, "volatile_") {
            " volatile"
        } else {
            ""
        }
    }

    /// The op's `alignment`, or `default()` if it has none.
    fn alignment(&self, body: &Body, op: OpId, default: impl FnOnce() -> u64) -> u64 {
        self.int_attr(body, op, "alignment")
            .filter(|&a| a > 0)
            .map(|a| a as u64)
            .unwrap_or_else(default)
    }
}
