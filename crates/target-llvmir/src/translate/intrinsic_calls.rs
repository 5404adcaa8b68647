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
                    intrinsics::Overload::ResultField(i) => match &ret {
                        Ty::Struct { body: Some(b), .. } => b.get(*i).unwrap_or(&Ty::Void),
                        _ => &Ty::Void,
                    },
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
            // A masked load or gather without `pass_thru` passes poison.
            let poison_pass_thru = matches!(intr.op, "masked.load" | "masked.gather") && num_args == 2;
            if poison_pass_thru {
                params.push(ret.clone());
            }
            let mut extra = Vec::new();
            for &(imm, width) in intr.immargs {
                params.push(Ty::Int(width));
                if width == 0 {
                    params.pop();
                    params.push(Ty::Double);
                }
                extra.push(if width == 1 {
                    // An `i1` attribute (`isVolatile = false`) or a unit one.
                    let flag = match self.int_attr(body, op, imm) {
                        Some(v) => v != 0,
                        None => self.unit_attr(body, op, imm),
                    };
                    format!("i1 {flag}")
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
            let aligned = intrinsics::aligned_matrix_pointer(intr.op)
                .map(|(arg, matrix)| {
                    let matrix = matrix.map_or(&ret, |m| cx.otys.get(m).unwrap_or(&Ty::Void));
                    let elem = match matrix {
                        Ty::Vector { elem, .. } => elem.as_ref(),
                        t => t,
                    };
                    (arg, self.dl.abi_align(elem))
                })
                .or_else(|| {
                    let arg = intrinsics::aligned_masked_pointer(intr.op)?;
                    Some((arg, self.int_attr(body, op, "alignment")? as u64))
                });
            for i in 0..num_args {
                if i > 0 {
                    p.push(text(", ".into()));
                }
                match aligned {
                    Some((arg, align)) if arg == i => {
                        p.push(text(format!("{} align {align} ", type_str(&cx.otys[i]))));
                        p.push(self.untyped(cx, i));
                    }
                    _ => p.extend(self.typed(cx, i)),
                }
            }
            if poison_pass_thru {
                p.push(text(format!(", {} poison", type_str(&ret))));
            }
            for (k, e) in extra.iter().enumerate() {
                if k > 0 || num_args > 0 {
                    p.push(text(", ".into()));
                }
                p.push(text(e.clone()));
            }
            p.push(text(")".into()));
            if intr.op == "masked.load" && self.unit_attr(body, op, "nontemporal") {
                p.push(text(", !nontemporal ".into()));
                p.push(Piece::Md(vec![i32_md(1)]));
            }
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

impl Translator<'_> {
    /// `llvm.call_intrinsic`: a call of an intrinsic named by a string,
    /// checked against its signature (overloaded types taken from the
    /// call's), declared on first use.
    pub(super) fn convert_call_intrinsic(&mut self, cx: &mut OpCx) -> R<()> {
        let (body, op, ctx) = (cx.body, cx.op, self.ctx);
        let intrin = self.str_attr(body, op, "intrin").unwrap_or_default();
        let fail = |message: String| {
            op_ref(ctx, body, op).emit_error(message);
            Err(op_ref(ctx, body, op)
                .emit_error(format!("LLVM Translation failed for operation: {}", cx.full)))
        };
        let Some(sig) = intrin.strip_prefix("llvm.").and_then(intrinsics::lookup_by_name) else {
            return fail(format!("could not find LLVM intrinsic: \"{intrin}\""));
        };
        let ret = cx.rty.clone().unwrap_or(Ty::Void);
        let segs = self.dense_i32s(body, op, "operandSegmentSizes");
        let num_args = segs.first().map_or(cx.operands.len(), |&n| n.max(0) as usize);
        let args = &cx.otys[..num_args.min(cx.otys.len())];
        let overloads = if sig.is_overloaded() {
            match overload_types(sig, &ret, args) {
                Some(o) => o,
                None => {
                    let params: Vec<String> = args.iter().map(type_str).collect();
                    return fail(format!(
                        "call intrinsic signature {} ({}) to overloaded intrinsic \"{intrin}\" does not match any of the overloads",
                        type_str(&ret),
                        params.join(", ")
                    ));
                }
            }
        } else {
            if type_str(&ret) != sig.ret {
                return fail(format!(
                    "intrinsic call returns {} but \"{intrin}\" actually returns {}",
                    type_str(&ret),
                    sig.ret
                ));
            }
            let n = sig.params.len();
            if args.len() < n || (args.len() > n && !sig.var_arg) {
                return fail(format!(
                    "intrinsic call has {} operands but \"{intrin}\" expects {n}",
                    args.len()
                ));
            }
            if let Some((i, (t, want))) = args
                .iter()
                .zip(sig.params)
                .enumerate()
                .find(|(_, (t, want))| type_str(t) != **want)
            {
                return fail(format!(
                    "intrinsic call operand #{i} has type {} but \"{intrin}\" expects {want}",
                    type_str(t)
                ));
            }
            Vec::new()
        };
        let mut llvm_name = format!("llvm.{}", sig.name);
        for t in &overloads {
            llvm_name.push('.');
            llvm_name.push_str(&intrinsics::mangle(t));
        }
        let params = args[..sig.params.len()].to_vec();
        if let Some(decl) = sig.declaration() {
            self.declare_intrinsic(&llvm_name, &ret, &params, decl);
        }
        if sig.var_arg {
            if let Some(&i) = self.intrinsic_decls.get(&llvm_name) {
                self.m.functions[i].var_arg = true;
            }
        }
        let fty = if sig.var_arg {
            let mut t = format!("{} (", type_str(&ret));
            for p in &params {
                t.push_str(&type_str(p));
                t.push_str(", ");
            }
            t.push_str("...)");
            t
        } else {
            type_str(&ret)
        };
        let (arg_attrs, ret_attrs) = self.call_site_attrs(body, op);
        let mut p = vec![text(format!(
            "call{} {ret_attrs}{fty} @{llvm_name}(",
            self.fastmath(body, op)
        ))];
        self.call_args(cx, 0, args.len(), &arg_attrs, &mut p);
        p.push(text(")".into()));
        self.operand_bundles(body, op, num_args, &mut p, &|i: usize, this: &Self| {
            this.typed(cx, i)
        });
        let result = if ret.is_void() { None } else { Some(ret) };
        cx.emit_result(result, p);
        Ok(())
    }
}

/// The overloaded types of `sig` for a call returning `ret` with
/// arguments `args`, in order; `None` when the call does not fit it.
fn overload_types(sig: &intrinsics::Signature, ret: &Ty, args: &[Ty]) -> Option<Vec<Ty>> {
    if args.len() != sig.params.len() {
        return None;
    }
    let mut overloads: Vec<Ty> = Vec::new();
    for (pattern, t) in std::iter::once((&sig.ret, ret)).chain(sig.params.iter().zip(args)) {
        if let Some(k) = pattern.strip_prefix('$') {
            if overloads.get(k.parse::<usize>().ok()?) != Some(t) {
                return None;
            }
        } else if pattern.starts_with("any") {
            if !intrinsics::is_overload_of(pattern, t) {
                return None;
            }
            overloads.push(t.clone());
        } else if type_str(t) != *pattern {
            return None;
        }
    }
    Some(overloads)
}
