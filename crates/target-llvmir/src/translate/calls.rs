//! Calls: `call`, `invoke`, inline assembly and landing pads.

use super::*;

impl Translator<'_> {
    /// `llvm.inline_asm`: a call of an `asm` callee.
    pub(super) fn convert_inline_asm(&mut self, cx: &mut OpCx) -> R<()> {
        let (body, op, ctx) = (cx.body, cx.op, self.ctx);
        let ret = cx.rty.clone().unwrap_or(Ty::Void);
        let tail = la::TAIL_CALL_KIND
            .keyword(self.enum_attr(body, op, "tail_call_kind", &la::TAIL_CALL_KIND))
            .unwrap_or("none");
        let mut head = if tail == "none" {
            String::new()
        } else {
            format!("{tail} ")
        };
        head.push_str("call ");
        head.push_str(&type_str(&ret));
        head.push_str(" asm ");
        if self.unit_attr(body, op, "has_side_effects") {
            head.push_str("sideeffect ");
        }
        if self.unit_attr(body, op, "is_align_stack") {
            head.push_str("alignstack ");
        }
        if self.int_attr(body, op, "asm_dialect") == Some(1) {
            head.push_str("inteldialect ");
        }
        head.push('"');
        crate::writer::escape(
            &mut head,
            self.str_attr(body, op, "asm_string")
                .unwrap_or_default()
                .as_bytes(),
        );
        head.push_str("\", \"");
        crate::writer::escape(
            &mut head,
            self.str_attr(body, op, "constraints")
                .unwrap_or_default()
                .as_bytes(),
        );
        head.push_str("\"(");
        let mut p = vec![text(head)];
        // `operand_attrs`: per operand, an empty dictionary or an
        // `elementtype` (the pointee type of an indirect constraint). As
        // mlir-translate numbers them, the first one is the result's when
        // the op has no result (not even a void one).
        let shift = usize::from(body.results(op).next().is_none());
        let mut elem_tys: Vec<Option<Ty>> = vec![None; cx.operands.len()];
        let operand_attrs = self
            .attr(body, op, "operand_attrs")
            .and_then(|a| ctx.array_attr_elements(a))
            .unwrap_or(&[]);
        for (i, &d) in operand_attrs.iter().enumerate() {
            let AttrKind::Dictionary(entries) = ctx.attr_kind(d) else {
                continue;
            };
            for &(k, v) in entries.iter() {
                let t = ctx
                    .type_attr_value(v)
                    .filter(|_| ctx.ident_str(k) == "elementtype");
                let Some(t) = t else {
                    return Err(op_ref(ctx, body, op).emit_op_error(format!(
                        "unsupported operand attribute '{}' for LLVM IR translation",
                        ctx.ident_str(k)
                    )));
                };
                let t = self.ty_or_err(body, op, t)?;
                // LLVM's verifier rejects an element type on the result
                // or past the operands.
                match i.checked_sub(shift).and_then(|at| elem_tys.get_mut(at)) {
                    Some(slot) => *slot = Some(t),
                    None => {
                        return Err(op_ref(ctx, body, op).emit_op_error(format!(
                            "has an 'elementtype' in operand attributes #{i}, which names no operand"
                        )))
                    }
                }
            }
        }
        for (i, elem) in elem_tys.iter().enumerate() {
            if i > 0 {
                p.push(text(", ".into()));
            }
            match elem {
                Some(t) => {
                    p.push(text(format!(
                        "{} elementtype({}) ",
                        type_str(&cx.otys[i]),
                        type_str(t)
                    )));
                    p.push(self.untyped(cx, i));
                }
                None => p.extend(self.typed(cx, i)),
            }
        }
        p.push(text(")".into()));
        let result = if ret.is_void() { None } else { Some(ret) };
        cx.emit_result(result, p);
        Ok(())
    }

    /// `call`, direct or indirect.
    pub(super) fn convert_call(&mut self, cx: &mut OpCx) -> R<()> {
        let (body, op, ctx) = (cx.body, cx.op, self.ctx);
        let callee = self.str_attr(body, op, "callee");
        let var_ty = self
            .attr(body, op, "var_callee_type")
            .and_then(|a| ctx.type_attr_value(a))
            .and_then(|t| self.ty(t));
        let (args_from, callee_piece) = self.callee(cx, callee.as_deref());
        let ret = cx.rty.clone().unwrap_or(Ty::Void);
        let tail = la::TAIL_CALL_KIND
            .keyword(self.enum_attr(body, op, "TailCallKind", &la::TAIL_CALL_KIND))
            .unwrap_or("none");
        let tail = if tail == "none" {
            String::new()
        } else {
            format!("{tail} ")
        };
        let cconv = self.cconv_prefix(body, op);
        let fmf = self.fastmath(body, op);
        let fty_text = match &var_ty {
            Some(t) => format!("{} ", type_str(t)),
            None => format!("{} ", type_str(&ret)),
        };
        let (arg_attrs, ret_attrs) = self.call_site_attrs(body, op);
        let aspace = callee_addr_space(cx, args_from);
        let mut p = vec![
            text(format!("{tail}call{fmf} {cconv}{ret_attrs}{aspace}{fty_text}")),
            callee_piece,
            text("(".into()),
        ];
        // Operands: the callee (indirect) and arguments, then the
        // operand bundles' operands.
        let segs = self.dense_i32s(body, op, "operandSegmentSizes");
        let n_call = segs.first().map_or(cx.operands.len(), |&n| n as usize);
        self.call_args(cx, args_from, n_call, &arg_attrs, &mut p);
        p.push(text(")".into()));
        let site = self.function_attrs(body, op, Vec::new())?;
        if !site.is_empty() {
            p.push(text(" ".into()));
            p.push(Piece::AttrGroup(site));
        }
        self.operand_bundles(body, op, n_call, &mut p, &|i: usize, this: &Self| {
            this.typed(cx, i)
        });
        let result = if ret.is_void() { None } else { Some(ret) };
        cx.emit_result(result, p);
        Ok(())
    }

    /// `invoke`: a call that unwinds to a landing pad.
    pub(super) fn convert_invoke(&mut self, cx: &mut OpCx) -> R<()> {
        let (body, op, ctx) = (cx.body, cx.op, self.ctx);
        // Operands: callee (indirect), arguments, then the
        // destinations' operands.
        let segs = self.dense_i32s(body, op, "operandSegmentSizes");
        let n_call = segs.first().copied().unwrap_or(cx.operands.len() as i64) as usize;
        let callee = self.str_attr(body, op, "callee");
        let (args_from, callee_piece) = self.callee(cx, callee.as_deref());
        let ret = cx.rty.clone().unwrap_or(Ty::Void);
        let var_ty = self
            .attr(body, op, "var_callee_type")
            .and_then(|a| ctx.type_attr_value(a))
            .and_then(|t| self.ty(t));
        let cconv = self.cconv_prefix(body, op);
        let fty_text = type_str(var_ty.as_ref().unwrap_or(&ret));
        let (arg_attrs, ret_attrs) = self.call_site_attrs(body, op);
        let aspace = callee_addr_space(cx, args_from);
        let mut p = vec![
            text(format!("invoke {cconv}{ret_attrs}{aspace}{fty_text} ")),
            callee_piece,
            text("(".into()),
        ];
        self.call_args(cx, args_from, n_call.min(cx.operands.len()), &arg_attrs, &mut p);
        p.push(text(")".into()));
        let first_bundle =
            n_call + segs.get(1).copied().unwrap_or(0) as usize + segs.get(2).copied().unwrap_or(0) as usize;
        self.operand_bundles(body, op, first_bundle, &mut p, &|i: usize, this: &Self| {
            this.typed(cx, i)
        });
        p.push(text("\n          to label ".into()));
        p.push(Piece::Block(self.succ(body, op, 0, cx.bmap)));
        p.push(text(" unwind label ".into()));
        p.push(Piece::Block(self.succ(body, op, 1, cx.bmap)));
        self.branch_weights(body, op, &mut p);
        let result = if ret.is_void() { None } else { Some(ret) };
        let id = cx.emit(result, p);
        cx.f.branch_order.push((cx.bi, id));
        cx.set_result(V::Inst(id));
        Ok(())
    }

    /// `landingpad`.
    pub(super) fn convert_landingpad(&mut self, cx: &mut OpCx) -> R<()> {
        let (body, op) = (cx.body, cx.op);
        let ty = cx.rty.clone().unwrap_or(Ty::Void);
        let mut p = vec![text(format!("landingpad {}", type_str(&ty)))];
        if self.unit_attr(body, op, "cleanup") {
            p.push(text("\n          cleanup".into()));
        }
        for (i, t) in cx.otys.iter().enumerate() {
            let kind = if matches!(t, Ty::Array(..)) {
                "filter"
            } else {
                "catch"
            };
            p.push(text(format!("\n          {kind} ")));
            p.extend(self.typed(cx, i));
        }
        cx.emit_result(Some(ty), p);
        Ok(())
    }

    /// The calling convention followed by a space, or nothing for `ccc`.
    fn cconv_prefix(&self, body: &Body, op: OpId) -> String {
        let cconv = cconv_name(self.enum_attr(body, op, "CConv", &la::CCONV));
        if cconv.is_empty() {
            cconv
        } else {
            format!("{cconv} ")
        }
    }

    /// The call-site argument attributes of a call or invoke, one string
    /// per argument, and its result attributes followed by a space (or
    /// nothing).
    pub(super) fn call_site_attrs(&self, body: &Body, op: OpId) -> (Vec<String>, String) {
        let ctx = self.ctx;
        let arg_attrs: Vec<String> = match self.attr(body, op, "arg_attrs").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Array(items)) => items.iter().map(|&d| self.param_attrs(d)).collect(),
            _ => Vec::new(),
        };
        let ret_attrs = match self.attr(body, op, "res_attrs").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Array(items)) => items.first().map(|&d| self.param_attrs(d)).unwrap_or_default(),
            _ => String::new(),
        };
        let ret_attrs = if ret_attrs.is_empty() {
            ret_attrs
        } else {
            format!("{ret_attrs} ")
        };
        (arg_attrs, ret_attrs)
    }

    /// The call arguments `args_from..n_call`, each typed, with its
    /// call-site attributes.
    pub(super) fn call_args(
        &self,
        cx: &OpCx,
        args_from: usize,
        n_call: usize,
        arg_attrs: &[String],
        p: &mut Vec<Piece>,
    ) {
        for (i, t) in cx.otys.iter().enumerate().take(n_call).skip(args_from) {
            if i > args_from {
                p.push(text(", ".into()));
            }
            match arg_attrs.get(i - args_from).filter(|a| !a.is_empty()) {
                Some(a) => {
                    p.push(text(format!("{} {a} ", type_str(t))));
                    p.push(self.untyped(cx, i));
                }
                None => p.extend(self.typed(cx, i)),
            }
        }
    }

    /// The first argument operand and the callee: `@f` for a direct call,
    /// operand 0 for an indirect one.
    fn callee(&self, cx: &OpCx, callee: Option<&str>) -> (usize, Piece) {
        match callee {
            Some(c) => {
                let mut s = String::new();
                crate::writer::llvm_name(&mut s, '@', c);
                (0, text(s))
            }
            None => (1, self.untyped(cx, 0)),
        }
    }
}

/// `addrspace(N) ` for an indirect call through a pointer of address space
/// N other than 0 (functions live in address space 0), else nothing.
fn callee_addr_space(cx: &OpCx, args_from: usize) -> String {
    match cx.otys.first() {
        Some(Ty::Ptr(a)) if args_from == 1 && *a != 0 => format!("addrspace({a}) "),
        _ => String::new(),
    }
}
