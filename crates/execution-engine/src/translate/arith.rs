//! Integer and float arithmetic, compares and `select`, lane by lane (a
//! vector's lanes are separate values). Integers of any width up to 128
//! bits follow `ints`; 64-bit `add`, `sub` and `mul` also record an affine
//! form (see [`FnState::affine`]).

use cranelift_codegen::ir::condcodes::FloatCC;
use cranelift_codegen::ir::{types, InstBuilder, Value};
use cranelift_frontend::FunctionBuilder;
use cranelift_module::Module;

use super::dispatch::OpCx;
use super::{affine_form, icmp_predicate, int_value, ints, FnState, Translator, R};
use crate::layout::{Scalar, Shape};

impl<M: Module> Translator<'_, M> {
    /// `add` ... `ashr`, `smin` ... `umax`.
    pub(super) fn int_binary_op(
        &mut self,
        b: &mut FunctionBuilder,
        st: &mut FnState,
        cx: &OpCx,
    ) -> R<Vec<Value>> {
        let s = cx.result_lane()?;
        let (x, y) = (st.get(cx.operand(0)), st.get(cx.operand(1)));
        let mut out = Vec::with_capacity(x.len());
        for (&x, &y) in x.iter().zip(&y) {
            out.push(self.int_binary(b, cx.name, s, x, y));
        }
        if matches!(cx.name, "llvm.add" | "llvm.sub" | "llvm.mul")
            && cx.result_shape()? == Shape::Scalar(Scalar::Int(64))
        {
            let r = cx.result().expect("a result");
            if let Some(form) = affine_form(cx.ctx, b, st, cx.name, (cx.operand(0), cx.operand(1)), cx.loc)? {
                st.affine.insert(r, form);
            }
        }
        Ok(out)
    }

    /// A binary integer op on a lane of scalar `s`: in Cranelift
    /// instructions, except 128-bit division, which Cranelift does not
    /// have: it calls the C compiler runtime's (`__udivti3`, ...), which
    /// the process has loaded and executables link.
    pub(super) fn int_binary(
        &mut self,
        b: &mut FunctionBuilder,
        name: &str,
        s: Scalar,
        x: Value,
        y: Value,
    ) -> Value {
        let libcall = match name {
            "llvm.udiv" => "__udivti3",
            "llvm.urem" => "__umodti3",
            "llvm.sdiv" => "__divti3",
            "llvm.srem" => "__modti3",
            _ => return ints::binary(b, name, s, x, y),
        };
        if s.clif() != types::I128 {
            return ints::binary(b, name, s, x, y);
        }
        let (x, y) = if name == "llvm.sdiv" || name == "llvm.srem" {
            (ints::sext_in(b, s, x), ints::sext_in(b, s, y))
        } else {
            (x, y)
        };
        let r = self
            .call_libc(b, libcall, &[x, y], Some(types::I128))
            .expect("returns");
        ints::norm(b, s, r)
    }

    /// `fadd` ... `fdiv`, `copysign`, `minimum`/`maximum`, `minnum`/`maxnum`.
    pub(super) fn float_binary(
        &mut self,
        b: &mut FunctionBuilder,
        st: &mut FnState,
        cx: &OpCx,
    ) -> R<Vec<Value>> {
        let (x, y) = (st.get(cx.operand(0)), st.get(cx.operand(1)));
        Ok(x.iter()
            .zip(&y)
            .map(|(&x, &y)| {
                let i = b.ins();
                match cx.name {
                    "llvm.fadd" => i.fadd(x, y),
                    "llvm.fsub" => i.fsub(x, y),
                    "llvm.fmul" => i.fmul(x, y),
                    "llvm.fdiv" => i.fdiv(x, y),
                    "llvm.intr.copysign" => i.fcopysign(x, y),
                    "llvm.intr.minimum" | "llvm.intr.minnum" => i.fmin(x, y),
                    _ => i.fmax(x, y),
                }
            })
            .collect())
    }

    /// `fneg`, `fabs`, `sqrt` and the roundings Cranelift has.
    pub(super) fn float_unary(
        &mut self,
        b: &mut FunctionBuilder,
        st: &mut FnState,
        cx: &OpCx,
    ) -> R<Vec<Value>> {
        Ok(st
            .get(cx.operand(0))
            .into_iter()
            .map(|x| {
                let i = b.ins();
                match cx.name {
                    "llvm.fneg" => i.fneg(x),
                    "llvm.intr.fabs" => i.fabs(x),
                    "llvm.intr.sqrt" => i.sqrt(x),
                    "llvm.intr.floor" => i.floor(x),
                    "llvm.intr.ceil" => i.ceil(x),
                    "llvm.intr.trunc" => i.trunc(x),
                    _ => i.nearest(x),
                }
            })
            .collect())
    }

    /// `fma` and `fmuladd`.
    pub(super) fn fma(&mut self, b: &mut FunctionBuilder, st: &mut FnState, cx: &OpCx) -> R<Vec<Value>> {
        let (x, y, z) = (
            st.get(cx.operand(0)),
            st.get(cx.operand(1)),
            st.get(cx.operand(2)),
        );
        Ok((0..x.len()).map(|i| b.ins().fma(x[i], y[i], z[i])).collect())
    }

    pub(super) fn icmp(&mut self, b: &mut FunctionBuilder, st: &mut FnState, cx: &OpCx) -> R<Vec<Value>> {
        let Some(cc) = icmp_predicate(cx.ctx, cx.body, cx.op) else {
            return cx.error("unknown icmp predicate");
        };
        let s = cx.operand_lane(0)?;
        let (x, y) = (st.get(cx.operand(0)), st.get(cx.operand(1)));
        Ok(x.iter()
            .zip(&y)
            .map(|(&x, &y)| ints::compare(b, cc, s, x, y))
            .collect())
    }

    pub(super) fn fcmp(&mut self, b: &mut FunctionBuilder, st: &mut FnState, cx: &OpCx) -> R<Vec<Value>> {
        let p = cx
            .attr("predicate")
            .and_then(|a| int_value(cx.ctx, a))
            .unwrap_or(-1);
        let Some(cc) = fcmp_predicate(p) else {
            return cx.error("unknown fcmp predicate");
        };
        let (x, y) = (st.get(cx.operand(0)), st.get(cx.operand(1)));
        Ok(x.iter()
            .zip(&y)
            .map(|(&x, &y)| match cc {
                Some(cc) => b.ins().fcmp(cc, x, y),
                None => b.ins().iconst(types::I8, (p == 15) as i64),
            })
            .collect())
    }

    /// `select` of any shape: one condition for all leaves, or one per
    /// vector lane.
    pub(super) fn select(&mut self, b: &mut FunctionBuilder, st: &mut FnState, cx: &OpCx) -> R<Vec<Value>> {
        let c = st.get(cx.operand(0));
        let (x, y) = (st.get(cx.operand(1)), st.get(cx.operand(2)));
        Ok((0..x.len())
            .map(|i| {
                let c = if c.len() == 1 { c[0] } else { c[i] };
                b.ins().select(c, x[i], y[i])
            })
            .collect())
    }
}

/// The condition of an `llvm.fcmp` predicate (its integer value): `None`
/// for `false` (0) and `true` (15), which are constants; `None` outside
/// for an unknown one.
pub(super) fn fcmp_predicate(p: i64) -> Option<Option<FloatCC>> {
    Some(match p {
        0 | 15 => None,
        1 => Some(FloatCC::Equal),
        2 => Some(FloatCC::GreaterThan),
        3 => Some(FloatCC::GreaterThanOrEqual),
        4 => Some(FloatCC::LessThan),
        5 => Some(FloatCC::LessThanOrEqual),
        6 => Some(FloatCC::OrderedNotEqual),
        7 => Some(FloatCC::Ordered),
        8 => Some(FloatCC::UnorderedOrEqual),
        9 => Some(FloatCC::UnorderedOrGreaterThan),
        10 => Some(FloatCC::UnorderedOrGreaterThanOrEqual),
        11 => Some(FloatCC::UnorderedOrLessThan),
        12 => Some(FloatCC::UnorderedOrLessThanOrEqual),
        13 => Some(FloatCC::NotEqual),
        14 => Some(FloatCC::Unordered),
        _ => return None,
    })
}
