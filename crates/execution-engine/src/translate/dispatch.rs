//! The op dispatcher: which function translates each LLVM-dialect op.
//!
//! [`rule`] is the table, keyed by op name; a [`Rule`] names the function
//! of the op's family, in the module given in its group:
//!
//! | family | module |
//! |---|---|
//! | constants, undef, addresses of symbols | `constants` |
//! | integer and float arithmetic, compares, select | `arith` |
//! | math library calls, bit intrinsics, overflow, saturation, reductions | `intrinsics` |
//! | conversions and bitcasts | `casts` |
//! | stack, loads, stores (also masked), addresses, atomics, memcpy/memset | `memory` |
//! | struct, array and vector elements | `aggregates` |
//! | calls | `calls` |
//! | terminators | `control` |
//!
//! [`Translator::op`] looks the rule up, sends ops on integers wider than
//! 128 bits to [`Translator::wide_op`] (limb arithmetic, `wide`), calls
//! the family's function, and records the values of the op's result.

use cranelift_codegen::ir::Value;
use cranelift_frontend::FunctionBuilder;
use cranelift_module::Module;
use strata_ir::{Attribute, Body, Context, Location, OpId, OpRef, Type, TypeKind, ValueId};

use super::simd::Held;
use super::{attr, err, icmp_predicate, lane, wide, Error, FnState, Translator, R};
use crate::layout::{shape_of, Scalar, Shape, MAX_INT_BITS};

/// How an op is translated: the function of its family (some with the
/// C library function they call).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Rule {
    // constants
    Constant,
    Zero,
    AddressOf,
    Forward,
    // arith
    IntBinary,
    FloatBinary,
    FloatUnary,
    Fma,
    Icmp,
    Fcmp,
    Select,
    // intrinsics
    Libm1(&'static str),
    Libm2(&'static str),
    Ldexp,
    Powi,
    IntUnary,
    FunnelShift,
    Overflow,
    Saturating,
    Reduce,
    FloatReduce,
    VpReduce,
    StackSave,
    Nothing,
    // casts
    Cast,
    Bitcast,
    // memory
    Alloca,
    Load,
    Store,
    MaskedLoad,
    MaskedStore,
    Gather,
    Scatter,
    ExpandLoad,
    CompressStore,
    GetElementPtr,
    AtomicRmw,
    CmpXchg,
    Fence,
    MemCopy,
    MemSet,
    // aggregates
    ExtractValue,
    InsertValue,
    ExtractElement,
    InsertElement,
    Shuffle,
    // calls
    Call,
    // control
    Return,
    Unreachable,
    Br,
    CondBr,
    Switch,
}

/// The rule of the op named `name`, if the engine translates it.
pub(super) fn rule(name: &str) -> Option<Rule> {
    use Rule::*;
    Some(match name {
        "llvm.mlir.constant" => Constant,
        "llvm.mlir.undef" | "llvm.mlir.poison" | "llvm.mlir.zero" => Zero,
        "llvm.mlir.addressof" => AddressOf,
        "llvm.freeze" | "llvm.intr.ssa.copy" => Forward,

        "llvm.add" | "llvm.sub" | "llvm.mul" | "llvm.udiv" | "llvm.sdiv" | "llvm.urem" | "llvm.srem"
        | "llvm.and" | "llvm.or" | "llvm.xor" | "llvm.shl" | "llvm.lshr" | "llvm.ashr" | "llvm.intr.smin"
        | "llvm.intr.smax" | "llvm.intr.umin" | "llvm.intr.umax" => IntBinary,
        "llvm.fadd" | "llvm.fsub" | "llvm.fmul" | "llvm.fdiv" | "llvm.intr.copysign"
        | "llvm.intr.minimum" | "llvm.intr.maximum" | "llvm.intr.minnum" | "llvm.intr.maxnum" => FloatBinary,
        "llvm.fneg"
        | "llvm.intr.fabs"
        | "llvm.intr.sqrt"
        | "llvm.intr.floor"
        | "llvm.intr.ceil"
        | "llvm.intr.trunc"
        | "llvm.intr.roundeven"
        | "llvm.intr.rint"
        | "llvm.intr.nearbyint" => FloatUnary,
        "llvm.intr.fma" | "llvm.intr.fmuladd" => Fma,
        "llvm.icmp" => Icmp,
        "llvm.fcmp" => Fcmp,
        "llvm.select" => Select,

        "llvm.frem" => Libm2("fmod"),
        "llvm.intr.pow" => Libm2("pow"),
        "llvm.intr.atan2" => Libm2("atan2"),
        "llvm.intr.exp" => Libm1("exp"),
        "llvm.intr.exp2" => Libm1("exp2"),
        "llvm.intr.exp10" => Libm1("exp10"),
        "llvm.intr.log" => Libm1("log"),
        "llvm.intr.log2" => Libm1("log2"),
        "llvm.intr.log10" => Libm1("log10"),
        "llvm.intr.sin" => Libm1("sin"),
        "llvm.intr.cos" => Libm1("cos"),
        "llvm.intr.tan" => Libm1("tan"),
        "llvm.intr.asin" => Libm1("asin"),
        "llvm.intr.acos" => Libm1("acos"),
        "llvm.intr.atan" => Libm1("atan"),
        "llvm.intr.sinh" => Libm1("sinh"),
        "llvm.intr.cosh" => Libm1("cosh"),
        "llvm.intr.tanh" => Libm1("tanh"),
        "llvm.intr.round" => Libm1("round"),
        "llvm.intr.ldexp" => Ldexp,
        "llvm.intr.powi" => Powi,
        "llvm.intr.abs"
        | "llvm.intr.ctlz"
        | "llvm.intr.cttz"
        | "llvm.intr.ctpop"
        | "llvm.intr.bitreverse"
        | "llvm.intr.bswap" => IntUnary,
        "llvm.intr.fshl" | "llvm.intr.fshr" => FunnelShift,
        "llvm.intr.sadd.with.overflow"
        | "llvm.intr.uadd.with.overflow"
        | "llvm.intr.ssub.with.overflow"
        | "llvm.intr.usub.with.overflow"
        | "llvm.intr.smul.with.overflow"
        | "llvm.intr.umul.with.overflow" => Overflow,
        "llvm.intr.sadd.sat" | "llvm.intr.uadd.sat" | "llvm.intr.ssub.sat" | "llvm.intr.usub.sat" => {
            Saturating
        }
        "llvm.intr.vector.reduce.add"
        | "llvm.intr.vector.reduce.mul"
        | "llvm.intr.vector.reduce.and"
        | "llvm.intr.vector.reduce.or"
        | "llvm.intr.vector.reduce.xor"
        | "llvm.intr.vector.reduce.smin"
        | "llvm.intr.vector.reduce.smax"
        | "llvm.intr.vector.reduce.umin"
        | "llvm.intr.vector.reduce.umax"
        | "llvm.intr.vector.reduce.fmin"
        | "llvm.intr.vector.reduce.fmax"
        | "llvm.intr.vector.reduce.fminimum"
        | "llvm.intr.vector.reduce.fmaximum" => Reduce,
        "llvm.intr.vector.reduce.fadd" | "llvm.intr.vector.reduce.fmul" => FloatReduce,
        "llvm.intr.vp.reduce.add"
        | "llvm.intr.vp.reduce.mul"
        | "llvm.intr.vp.reduce.and"
        | "llvm.intr.vp.reduce.or"
        | "llvm.intr.vp.reduce.xor"
        | "llvm.intr.vp.reduce.smin"
        | "llvm.intr.vp.reduce.smax"
        | "llvm.intr.vp.reduce.umin"
        | "llvm.intr.vp.reduce.umax"
        | "llvm.intr.vp.reduce.fadd"
        | "llvm.intr.vp.reduce.fmul"
        | "llvm.intr.vp.reduce.fmin"
        | "llvm.intr.vp.reduce.fmax" => VpReduce,
        "llvm.intr.stacksave" => StackSave,
        "llvm.intr.stackrestore"
        | "llvm.intr.lifetime.start"
        | "llvm.intr.lifetime.end"
        | "llvm.intr.assume"
        | "llvm.intr.dbg.value"
        | "llvm.intr.dbg.declare"
        | "llvm.intr.dbg.label"
        | "llvm.intr.invariant.end"
        | "llvm.intr.experimental.noalias.scope.decl"
        | "llvm.intr.prefetch"
        | "llvm.intr.var.annotation" => Nothing,

        "llvm.trunc" | "llvm.zext" | "llvm.sext" | "llvm.fptrunc" | "llvm.fpext" | "llvm.fptosi"
        | "llvm.fptoui" | "llvm.sitofp" | "llvm.uitofp" | "llvm.ptrtoint" | "llvm.inttoptr"
        | "llvm.addrspacecast" => Cast,
        "llvm.bitcast" => Bitcast,

        "llvm.alloca" => Alloca,
        "llvm.load" => Load,
        "llvm.store" => Store,
        "llvm.intr.masked.load" => MaskedLoad,
        "llvm.intr.masked.store" => MaskedStore,
        "llvm.intr.masked.gather" => Gather,
        "llvm.intr.masked.scatter" => Scatter,
        "llvm.intr.masked.expandload" => ExpandLoad,
        "llvm.intr.masked.compressstore" => CompressStore,
        "llvm.getelementptr" => GetElementPtr,
        "llvm.atomicrmw" => AtomicRmw,
        "llvm.cmpxchg" => CmpXchg,
        "llvm.fence" => Fence,
        "llvm.intr.memcpy" | "llvm.intr.memmove" | "llvm.intr.memcpy.inline" => MemCopy,
        "llvm.intr.memset" | "llvm.intr.memset.inline" => MemSet,

        "llvm.extractvalue" => ExtractValue,
        "llvm.insertvalue" => InsertValue,
        "llvm.extractelement" => ExtractElement,
        "llvm.insertelement" => InsertElement,
        "llvm.shufflevector" => Shuffle,

        "llvm.call" => Call,

        "llvm.return" => Return,
        "llvm.unreachable" => Unreachable,
        "llvm.br" => Br,
        "llvm.cond_br" => CondBr,
        "llvm.switch" => Switch,
        _ => return None,
    })
}

/// The op being translated, with what the families read of it.
pub(super) struct OpCx<'b> {
    pub ctx: &'b Context,
    pub body: &'b Body,
    pub op: OpId,
    pub name: &'b str,
    pub loc: Location,
}

impl<'b> OpCx<'b> {
    pub fn new(ctx: &'b Context, body: &'b Body, op: OpId) -> Self {
        OpCx {
            ctx,
            body,
            op,
            name: OpRef::new(ctx, body, op).name_str(),
            loc: body.op_loc(op),
        }
    }

    pub fn operand(&self, i: usize) -> ValueId {
        self.body.operand(self.op, i)
    }

    pub fn operands(&self) -> impl Iterator<Item = ValueId> + 'b {
        self.body.operands(self.op)
    }

    pub fn result(&self) -> Option<ValueId> {
        self.body.results(self.op).next()
    }

    /// A property or attribute of the op.
    pub fn attr(&self, name: &str) -> Option<Attribute> {
        attr(self.ctx, self.body, self.op, name)
    }

    pub fn shape(&self, t: Type) -> R<Shape> {
        shape_of(self.ctx, t).map_err(|message| Error {
            loc: self.loc,
            message,
        })
    }

    /// The shape of the op's (first) result, `Void` without one.
    pub fn result_shape(&self) -> R<Shape> {
        match self.result() {
            Some(r) => self.shape(self.body.value_type(r)),
            None => Ok(Shape::Void),
        }
    }

    pub fn operand_shape(&self, i: usize) -> R<Shape> {
        self.value_shape(self.operand(i))
    }

    pub fn value_shape(&self, v: ValueId) -> R<Shape> {
        self.shape(self.body.value_type(v))
    }

    /// The lane scalar of the result (a scalar or vector).
    pub fn result_lane(&self) -> R<Scalar> {
        Ok(lane(&self.result_shape()?).0)
    }

    /// The lane scalar of operand `i` (a scalar or vector).
    pub fn operand_lane(&self, i: usize) -> R<Scalar> {
        Ok(lane(&self.operand_shape(i)?).0)
    }

    pub fn error<T>(&self, message: impl Into<String>) -> R<T> {
        err(self.loc, message)
    }

    /// "'name' op is not supported by the execution engine"; `what` adds
    /// what it is not supported on.
    pub fn unsupported<T>(&self, what: Option<Type>) -> R<T> {
        match what {
            Some(t) => self.error(format!(
                "'{}' op on {} is not supported by the execution engine",
                self.name,
                self.ctx.type_to_string(t)
            )),
            None => self.error(format!(
                "'{}' op is not supported by the execution engine",
                self.name
            )),
        }
    }

    /// The first operand or result of an integer type wider than 128 bits.
    fn wide_value(&self) -> Option<ValueId> {
        let is_wide = |v: ValueId| {
            matches!(self.ctx.type_kind(self.body.value_type(v)),
                TypeKind::Integer { width, .. } if *width > MAX_INT_BITS)
        };
        self.body
            .operands(self.op)
            .chain(self.body.results(self.op))
            .find(|&v| is_wide(v))
    }
}

impl<M: Module> Translator<'_, M> {
    /// Translates one op of a function body: its result's values go to
    /// `st`.
    pub(super) fn op(&mut self, b: &mut FunctionBuilder, st: &mut FnState, op: OpId) -> R<()> {
        let cx = OpCx::new(self.ctx, st.body, op);
        let Some(rule) = rule(cx.name) else {
            return cx.unsupported(None);
        };
        if self.simd {
            match self.simd_op(rule, b, st, &cx)? {
                Some(Held::Simd(parts)) => {
                    if let Some(r) = cx.result() {
                        st.simd.insert(r, parts);
                    }
                    return Ok(());
                }
                Some(Held::Mask(parts)) => {
                    if let Some(r) = cx.result() {
                        st.masks.insert(r, parts);
                    }
                    return Ok(());
                }
                Some(Held::Leaves(values)) => {
                    if let Some(r) = cx.result() {
                        st.vals.insert(r, values);
                    }
                    return Ok(());
                }
                None => {}
            }
        }
        // Branches pass SIMD values as they are; every other op sees
        // leaves, extracted for it alone.
        let extracted = if matches!(rule, Rule::Br | Rule::CondBr | Rule::Switch) {
            Vec::new()
        } else {
            st.materialize_leaves(b, cx.operands())
        };
        let values = self.per_element(rule, b, st, &cx);
        for v in extracted {
            st.vals.remove(&v);
        }
        if let Some(r) = cx.result() {
            st.vals.insert(r, values?);
        } else {
            values?;
        }
        Ok(())
    }

    /// The per-element translation of an op (the leaves of its result).
    fn per_element(
        &mut self,
        rule: Rule,
        b: &mut FunctionBuilder,
        st: &mut FnState,
        cx: &OpCx,
    ) -> R<Vec<Value>> {
        let wide = match cx.wide_value() {
            Some(v) => self.wide_op(b, st, cx, rule, v)?,
            None => None,
        };
        match wide {
            Some(values) => Ok(values),
            None => self.apply(rule, b, st, cx),
        }
    }

    /// The family function of `rule` on the op of `cx`: the leaves of its
    /// result (none without one).
    fn apply(&mut self, rule: Rule, b: &mut FunctionBuilder, st: &mut FnState, cx: &OpCx) -> R<Vec<Value>> {
        use Rule::*;
        match rule {
            Constant => self.constant(b, cx),
            Zero => self.zero_value(b, cx),
            AddressOf => self.address_of(b, cx),
            Forward => Ok(st.get(cx.operand(0))),
            IntBinary => self.int_binary_op(b, st, cx),
            FloatBinary => self.float_binary(b, st, cx),
            FloatUnary => self.float_unary(b, st, cx),
            Fma => self.fma(b, st, cx),
            Icmp => self.icmp(b, st, cx),
            Fcmp => self.fcmp(b, st, cx),
            Select => self.select(b, st, cx),
            Libm1(f) => self.libm_unary(b, st, cx, f),
            Libm2(f) => self.libm_binary(b, st, cx, f),
            Ldexp => self.ldexp(b, st, cx),
            Powi => self.powi(b, st, cx),
            IntUnary => self.int_unary(b, st, cx),
            FunnelShift => self.funnel_shift(b, st, cx),
            Overflow => self.with_overflow(b, st, cx),
            Saturating => self.saturating(b, st, cx),
            Reduce => self.reduce(b, st, cx),
            FloatReduce => self.float_reduce(b, st, cx),
            VpReduce => self.vp_reduce(b, st, cx),
            StackSave => self.stack_save(b),
            Nothing => Ok(Vec::new()),
            Cast => self.cast_op(b, st, cx),
            Bitcast => self.bitcast(b, st, cx),
            Alloca => self.alloca(b, st, cx),
            Load => self.load(b, st, cx),
            Store => self.store(b, st, cx),
            MaskedLoad => self.masked_load(b, st, cx),
            MaskedStore => self.masked_store(b, st, cx),
            Gather => self.gather(b, st, cx),
            Scatter => self.scatter(b, st, cx),
            ExpandLoad => self.expand_load(b, st, cx),
            CompressStore => self.compress_store(b, st, cx),
            GetElementPtr => self.get_element_ptr(b, st, cx),
            AtomicRmw => self.atomic_rmw(b, st, cx),
            CmpXchg => self.cmpxchg(b, st, cx),
            Fence => self.fence(b),
            MemCopy => self.mem_copy(b, st, cx),
            MemSet => self.mem_set(b, st, cx),
            ExtractValue => self.extract_value(st, cx),
            InsertValue => self.insert_value(st, cx),
            ExtractElement => self.extract_element(b, st, cx),
            InsertElement => self.insert_element(b, st, cx),
            Shuffle => self.shuffle(b, st, cx),
            Call => self.call(b, st, cx),
            Return => self.ret(b, st, cx),
            Unreachable => self.unreachable(b),
            Br => self.br(b, st, cx),
            CondBr => self.cond_br(b, st, cx),
            Switch => self.switch(b, st, cx),
        }
    }

    /// An op that involves an integer wider than 128 bits (`value`): its
    /// result's values when the op computes on such integers (see
    /// `wide`), `None` when it treats them as any other leaves (loads,
    /// stores, calls, aggregates, `select`, constants, branches), an error
    /// for the ops the engine does not do on them.
    fn wide_op(
        &mut self,
        b: &mut FunctionBuilder,
        st: &FnState,
        cx: &OpCx,
        rule: Rule,
        value: ValueId,
    ) -> R<Option<Vec<Value>>> {
        use Rule::*;
        let int_of = |v: ValueId| {
            cx.shape(cx.body.value_type(v))
                .ok()
                .as_ref()
                .and_then(wide::Int::of)
        };
        let result_width = match cx.result().and_then(int_of) {
            Some(wide::Int::Wide(w)) => Some(w),
            _ => None,
        };
        let operand_width = match cx.operands().next().and_then(int_of) {
            Some(wide::Int::Wide(w)) => Some(w),
            _ => None,
        };
        let unsupported = || cx.unsupported(Some(cx.body.value_type(value)));
        let (x, y) = (|| st.get(cx.operand(0)), || st.get(cx.operand(1)));
        let values = match (rule, result_width, operand_width) {
            (
                Constant | Zero | Forward | Load | Store | ExtractValue | InsertValue | Select | Br | CondBr
                | Return | Call | Bitcast | Alloca,
                _,
                _,
            ) => return Ok(None),
            // Wide successor operands are leaves too; a wide key is not.
            (Switch, _, None) => return Ok(None),
            (IntBinary, Some(w), _)
                if matches!(cx.name, "llvm.udiv" | "llvm.urem" | "llvm.sdiv" | "llvm.srem") =>
            {
                wide::divide(b, cx.name, w, &x(), &y())
            }
            (IntBinary, Some(w), _) => match wide::binary(b, cx.name, w, &x(), &y()) {
                Some(v) => v,
                None => return unsupported(),
            },
            (IntUnary, Some(w), _) => match wide::unary(b, cx.name, w, &x()) {
                Some(v) => v,
                None => return unsupported(),
            },
            (Icmp, _, Some(w)) => {
                let Some(cc) = icmp_predicate(cx.ctx, cx.body, cx.op) else {
                    return unsupported();
                };
                vec![wide::compare(b, cc, w, &x(), &y())]
            }
            (Overflow, _, Some(w)) => {
                let op = &cx.name["llvm.intr.".len()..][..4];
                let (mut r, o) = wide::with_overflow(b, op, w, &x(), &y());
                r.push(o);
                r
            }
            (Cast, _, _) if matches!(cx.name, "llvm.trunc" | "llvm.zext" | "llvm.sext") => {
                let (Some(from), Some(to)) = (int_of(cx.operand(0)), cx.result().and_then(int_of)) else {
                    return unsupported();
                };
                wide::cast(b, cx.name, from, to, &x())
            }
            _ => return unsupported(),
        };
        Ok(Some(values))
    }
}
