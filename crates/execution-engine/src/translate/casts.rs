//! Conversions (`trunc`, `zext`, `sext`, float and pointer casts) and
//! `bitcast`.

use cranelift_codegen::ir::{types, InstBuilder, MemFlagsData, StackSlotData, StackSlotKind, Value};
use cranelift_frontend::FunctionBuilder;
use cranelift_module::Module;

use super::dispatch::OpCx;
use super::memory::layout_error;
use super::{ints, FnState, Translator, R};
use crate::layout::Scalar;

impl<M: Module> Translator<'_, M> {
    /// The conversions, per lane.
    pub(super) fn cast_op(&mut self, b: &mut FunctionBuilder, st: &mut FnState, cx: &OpCx) -> R<Vec<Value>> {
        let from = cx.operand_lane(0)?;
        let to = cx.result_lane()?;
        let float_int = matches!(
            cx.name,
            "llvm.fptosi" | "llvm.fptoui" | "llvm.sitofp" | "llvm.uitofp"
        );
        let wide = |s: Scalar| !s.is_float() && s.clif() == types::I128;
        let mut out = Vec::new();
        for x in st.get(cx.operand(0)) {
            out.push(if float_int && (wide(from) || wide(to)) {
                self.wide_float_cast(b, cx.name, from, to, x)
            } else {
                cast(b, cx.name, from, to, x)
            });
        }
        Ok(out)
    }

    /// A conversion between a float and an integer held in an `i128`,
    /// which Cranelift does not have: through the C compiler runtime's
    /// functions (`__floattidf`, `__fixdfti`, ...).
    fn wide_float_cast(
        &mut self,
        b: &mut FunctionBuilder,
        name: &str,
        from: Scalar,
        to: Scalar,
        x: Value,
    ) -> Value {
        let signed = matches!(name, "llvm.sitofp" | "llvm.fptosi");
        if from.is_float() {
            let f = match (signed, from) {
                (true, Scalar::F32) => "__fixsfti",
                (true, _) => "__fixdfti",
                (false, Scalar::F32) => "__fixunssfti",
                (false, _) => "__fixunsdfti",
            };
            let r = self.call_libc(b, f, &[x], Some(types::I128)).expect("returns");
            return ints::norm(b, to, r);
        }
        let f = match (signed, to) {
            (true, Scalar::F32) => "__floattisf",
            (true, _) => "__floattidf",
            (false, Scalar::F32) => "__floatuntisf",
            (false, _) => "__floatuntidf",
        };
        let x = if signed { ints::sext_in(b, from, x) } else { x };
        self.call_libc(b, f, &[x], Some(to.clif())).expect("returns")
    }

    /// `bitcast`: leaf by leaf when both sides have leaves of the same
    /// widths, else through memory (which also packs and unpacks vectors
    /// of narrow integers).
    pub(super) fn bitcast(&mut self, b: &mut FunctionBuilder, st: &mut FnState, cx: &OpCx) -> R<Vec<Value>> {
        let from = cx.operand_shape(0)?;
        let to = cx.result_shape()?;
        let x = st.get(cx.operand(0));
        let same_leaves = from.leaf_count() == to.leaf_count()
            && from
                .leaves()
                .iter()
                .zip(to.leaves())
                .all(|(a, b)| a.0.bits() == b.0.bits());
        if same_leaves {
            return Ok(x
                .iter()
                .zip(to.leaves())
                .map(|(&v, (s, _))| {
                    if b.func.dfg.value_type(v) == s.clif() {
                        v
                    } else {
                        b.ins().bitcast(s.clif(), MemFlagsData::new(), v)
                    }
                })
                .collect());
        }
        let slot = b.create_sized_stack_slot(StackSlotData::new(
            StackSlotKind::ExplicitSlot,
            from.size().max(to.size()) as u32,
            4,
        ));
        let addr = b.ins().stack_addr(types::I64, slot, 0);
        ints::store_leaves(b, &from, addr, 0, &x).ok_or_else(|| layout_error(cx.loc))?;
        ints::load_leaves(b, &to, addr, 0).ok_or_else(|| layout_error(cx.loc))
    }
}

/// A conversion of one lane `x` from `from` to `to`.
pub(super) fn cast(b: &mut FunctionBuilder, name: &str, from: Scalar, to: Scalar, x: Value) -> Value {
    match name {
        "llvm.fptrunc" => b.ins().fdemote(to.clif(), x),
        "llvm.fpext" => b.ins().fpromote(to.clif(), x),
        "llvm.fptosi" | "llvm.fptoui" => ints::float_to_int(b, name == "llvm.fptosi", to, x),
        "llvm.sitofp" | "llvm.uitofp" => ints::int_to_float(b, name == "llvm.sitofp", from, to.clif(), x),
        _ => ints::int_cast(b, name, from, to, x),
    }
}
