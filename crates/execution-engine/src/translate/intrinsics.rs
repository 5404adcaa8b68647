//! Intrinsics: math library calls, `ldexp`, `powi`, the integer bit
//! intrinsics, funnel shifts, overflow-reporting and saturating
//! arithmetic, vector reductions, `stacksave`.

use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{types, InstBuilder, Value};
use cranelift_frontend::FunctionBuilder;
use cranelift_module::Module;

use super::dispatch::OpCx;
use super::{ints, FnState, Translator, R};
use crate::layout::Scalar;

impl<M: Module> Translator<'_, M> {
    /// A one-argument math function of the C library, per lane (`base`
    /// is the `double` one's name).
    pub(super) fn libm_unary(
        &mut self,
        b: &mut FunctionBuilder,
        st: &mut FnState,
        cx: &OpCx,
        base: &'static str,
    ) -> R<Vec<Value>> {
        let s = cx.result_lane()?;
        let f = libm_name(base, s);
        let mut out = Vec::new();
        for x in st.get(cx.operand(0)) {
            out.push(self.call_libc(b, f, &[x], Some(s.clif())).expect("returns"));
        }
        Ok(out)
    }

    /// A two-argument math function of the C library (`frem` is `fmod`).
    pub(super) fn libm_binary(
        &mut self,
        b: &mut FunctionBuilder,
        st: &mut FnState,
        cx: &OpCx,
        base: &'static str,
    ) -> R<Vec<Value>> {
        let s = cx.result_lane()?;
        let f = libm_name(base, s);
        let (x, y) = (st.get(cx.operand(0)), st.get(cx.operand(1)));
        let mut out = Vec::new();
        for (&x, &y) in x.iter().zip(&y) {
            out.push(self.call_libc(b, f, &[x, y], Some(s.clif())).expect("returns"));
        }
        Ok(out)
    }

    /// `ldexp`, with the exponent as C's `int`.
    pub(super) fn ldexp(&mut self, b: &mut FunctionBuilder, st: &mut FnState, cx: &OpCx) -> R<Vec<Value>> {
        let s = cx.result_lane()?;
        let es = cx.operand_lane(1)?;
        let (x, e) = (st.get(cx.operand(0)), st.get(cx.operand(1)));
        let f = if s == Scalar::F32 { "ldexpf" } else { "ldexp" };
        let mut out = Vec::new();
        for (&x, &e) in x.iter().zip(&e) {
            let e = ints::sext_in(b, es, e);
            let ty = b.func.dfg.value_type(e);
            let e = if ty == types::I32 {
                e
            } else if ty.bits() > 32 {
                b.ins().ireduce(types::I32, e)
            } else {
                b.ins().sextend(types::I32, e)
            };
            out.push(self.call_libc(b, f, &[x, e], Some(s.clif())).expect("returns"));
        }
        Ok(out)
    }

    /// `powi`: `pow` with the integer exponent converted.
    pub(super) fn powi(&mut self, b: &mut FunctionBuilder, st: &mut FnState, cx: &OpCx) -> R<Vec<Value>> {
        let s = cx.result_lane()?;
        let ys = cx.operand_lane(1)?;
        let (x, y) = (st.get(cx.operand(0)), st.get(cx.operand(1)));
        let mut out = Vec::new();
        for (&x, &y) in x.iter().zip(&y) {
            let yf = ints::int_to_float(b, true, ys, s.clif(), y);
            out.push(
                self.call_libc(b, libm_name("pow", s), &[x, yf], Some(s.clif()))
                    .expect("returns"),
            );
        }
        Ok(out)
    }

    /// `abs`, `ctlz`, `cttz`, `ctpop`, `bitreverse`, `bswap`.
    pub(super) fn int_unary(
        &mut self,
        b: &mut FunctionBuilder,
        st: &mut FnState,
        cx: &OpCx,
    ) -> R<Vec<Value>> {
        let s = cx.result_lane()?;
        Ok(st
            .get(cx.operand(0))
            .into_iter()
            .map(|x| ints::unary(b, cx.name, s, x))
            .collect())
    }

    /// `fshl` and `fshr`.
    pub(super) fn funnel_shift(
        &mut self,
        b: &mut FunctionBuilder,
        st: &mut FnState,
        cx: &OpCx,
    ) -> R<Vec<Value>> {
        let s = cx.result_lane()?;
        let (x, y, z) = (
            st.get(cx.operand(0)),
            st.get(cx.operand(1)),
            st.get(cx.operand(2)),
        );
        let left = cx.name == "llvm.intr.fshl";
        Ok((0..x.len())
            .map(|i| ints::funnel_shift(b, left, s, x[i], y[i], z[i]))
            .collect())
    }

    /// `{s,u}{add,sub,mul}.with.overflow`: the result is a struct of the
    /// values and the overflow bits, all value lanes then all flag lanes.
    pub(super) fn with_overflow(
        &mut self,
        b: &mut FunctionBuilder,
        st: &mut FnState,
        cx: &OpCx,
    ) -> R<Vec<Value>> {
        let s = cx.operand_lane(0)?;
        let (x, y) = (st.get(cx.operand(0)), st.get(cx.operand(1)));
        let mut vals = Vec::new();
        let mut flags = Vec::new();
        for (&x, &y) in x.iter().zip(&y) {
            let (r, o) = ints::with_overflow(b, &cx.name["llvm.intr.".len()..], s, x, y);
            vals.push(r);
            flags.push(o);
        }
        vals.extend(flags);
        Ok(vals)
    }

    /// `{s,u}{add,sub}.sat`.
    pub(super) fn saturating(
        &mut self,
        b: &mut FunctionBuilder,
        st: &mut FnState,
        cx: &OpCx,
    ) -> R<Vec<Value>> {
        let s = cx.result_lane()?;
        let (x, y) = (st.get(cx.operand(0)), st.get(cx.operand(1)));
        Ok(x.iter()
            .zip(&y)
            .map(|(&x, &y)| ints::saturating(b, cx.name, s, x, y))
            .collect())
    }

    /// `vector.reduce.*` on integers and the float min/max ones, lane
    /// after lane.
    pub(super) fn reduce(&mut self, b: &mut FunctionBuilder, st: &mut FnState, cx: &OpCx) -> R<Vec<Value>> {
        let s = cx.result_lane()?;
        let x = st.get(cx.operand(0));
        let kind = &cx.name["llvm.intr.vector.reduce.".len()..];
        let int_op = match kind {
            "add" => Some("llvm.add"),
            "mul" => Some("llvm.mul"),
            "and" => Some("llvm.and"),
            "or" => Some("llvm.or"),
            "xor" => Some("llvm.xor"),
            "smin" => Some("llvm.intr.smin"),
            "smax" => Some("llvm.intr.smax"),
            "umin" => Some("llvm.intr.umin"),
            "umax" => Some("llvm.intr.umax"),
            _ => None,
        };
        let mut acc = x[0];
        for &v in &x[1..] {
            acc = match int_op {
                Some(op) => ints::binary(b, op, s, acc, v),
                None if matches!(kind, "fmin" | "fminimum") => b.ins().fmin(acc, v),
                None => b.ins().fmax(acc, v),
            };
        }
        Ok(vec![acc])
    }

    /// `vector.reduce.fadd` / `fmul`, from the start value, in order.
    pub(super) fn float_reduce(
        &mut self,
        b: &mut FunctionBuilder,
        st: &mut FnState,
        cx: &OpCx,
    ) -> R<Vec<Value>> {
        let mut acc = st.one(cx.operand(0), cx.loc)?;
        for v in st.get(cx.operand(1)) {
            acc = if cx.name.ends_with("fadd") {
                b.ins().fadd(acc, v)
            } else {
                b.ins().fmul(acc, v)
            };
        }
        Ok(vec![acc])
    }

    /// `vp.reduce.*`: the start value combined, in order, with each lane
    /// of the vector whose mask bit is set and whose index is below the
    /// explicit vector length.
    pub(super) fn vp_reduce(
        &mut self,
        b: &mut FunctionBuilder,
        st: &mut FnState,
        cx: &OpCx,
    ) -> R<Vec<Value>> {
        let s = cx.result_lane()?;
        let mut acc = st.one(cx.operand(0), cx.loc)?;
        let x = st.get(cx.operand(1));
        let mask = st.get(cx.operand(2));
        let evl = st.one(cx.operand(3), cx.loc)?;
        if mask.len() != x.len() {
            return cx.error("vector-predicated reduction of a mask of another length");
        }
        let kind = &cx.name["llvm.intr.vp.reduce.".len()..];
        for (i, (&v, &m)) in x.iter().zip(&mask).enumerate() {
            let combined = match kind {
                "fadd" => b.ins().fadd(acc, v),
                "fmul" => b.ins().fmul(acc, v),
                "fmin" => num_min_max(b, acc, v, false),
                "fmax" => num_min_max(b, acc, v, true),
                "smin" | "smax" | "umin" | "umax" => ints::binary(b, &format!("llvm.intr.{kind}"), s, acc, v),
                _ => ints::binary(b, &format!("llvm.{kind}"), s, acc, v),
            };
            let in_range = b.ins().icmp_imm_s(IntCC::SignedGreaterThan, evl, i as i64);
            let on = b.ins().icmp_imm_s(IntCC::NotEqual, m, 0);
            let active = b.ins().band(in_range, on);
            acc = b.ins().select(active, combined, acc);
        }
        Ok(vec![acc])
    }

    /// `stacksave`: stack slots live for the whole function, so there is
    /// nothing to save (and `stackrestore` does nothing).
    pub(super) fn stack_save(&mut self, b: &mut FunctionBuilder) -> R<Vec<Value>> {
        Ok(vec![b.ins().iconst(types::I64, 0)])
    }
}

/// `llvm.minnum` / `llvm.maxnum` of two floats: a NaN operand gives the
/// other one (Cranelift's `fmin` / `fmax` propagate NaNs).
fn num_min_max(b: &mut FunctionBuilder, x: Value, y: Value, max: bool) -> Value {
    use cranelift_codegen::ir::condcodes::FloatCC;
    let m = if max {
        b.ins().fmax(x, y)
    } else {
        b.ins().fmin(x, y)
    };
    let x_nan = b.ins().fcmp(FloatCC::Unordered, x, x);
    let y_nan = b.ins().fcmp(FloatCC::Unordered, y, y);
    let m = b.ins().select(y_nan, x, m);
    b.ins().select(x_nan, y, m)
}

/// The C library's name of math function `base` for `s` (`sinf` for
/// `f32`).
pub(super) fn libm_name(base: &'static str, s: Scalar) -> &'static str {
    if s != Scalar::F32 {
        return base;
    }
    match base {
        "fmod" => "fmodf",
        "pow" => "powf",
        "atan2" => "atan2f",
        "exp" => "expf",
        "exp2" => "exp2f",
        "exp10" => "exp10f",
        "log" => "logf",
        "log2" => "log2f",
        "log10" => "log10f",
        "sin" => "sinf",
        "cos" => "cosf",
        "tan" => "tanf",
        "asin" => "asinf",
        "acos" => "acosf",
        "atan" => "atanf",
        "sinh" => "sinhf",
        "cosh" => "coshf",
        "tanh" => "tanhf",
        "round" => "roundf",
        other => other,
    }
}
