//! `convert-math-to-llvm`: lowers the `math` dialect to LLVM intrinsics
//! (MLIR's MathToLLVM).
//!
//! The floating-point ops map one to one onto `llvm.intr.*` with their
//! fastmath flags; `absi`, `ctlz` and `cttz` set the intrinsics' poison
//! flags to false; `expm1`, `log1p` and `rsqrt` expand into `exp - 1`,
//! `log(1 + x)` and `1 / sqrt` on scalars and 1-D vectors; `isnan` and `isfinite` become
//! `llvm.intr.is.fpclass`. Other math ops (`erf`, `cbrt`, `ipowi`, ...)
//! are left to other lowerings, as in MLIR.

use strata_dialect_llvm::{
    AbsOp, ConstantOp, CountLeadingZerosOp, CountTrailingZerosOp, ExpOp, FAddOp, FDivOp, FSubOp, IsFPClass,
    LogOp, SincosOp, SqrtOp,
};
use strata_dialect_math as math;
use strata_ir::{AttrKind, FloatKind, IsolatedOpMut, LogicalResult, OpId, Type, TypeKind, ValueId};
use strata_ir::{Context, Location};
use strata_ods::OpSpec;
use strata_pass::{parse_bool_option, Pass};
use strata_rewrite::conversion::{
    apply_partial_conversion, ConversionConfig, ConversionPattern, ConversionPatternRewriter,
    ConversionPatternSet, OpAdaptor,
};

use crate::llvm_common::pattern::FnPattern;
use crate::llvm_common::{
    arith_fastmath_to_llvm, llvm_conversion_target, LlvmTypeConverter, LowerToLlvmOptions, OneToOne, OpAttrs,
};

type Rw<'a> = ConversionPatternRewriter<'a>;
type LowerFn = for<'r> fn(&LlvmTypeConverter, OpId, &OpAdaptor, &mut Rw<'r>) -> bool;

const ONE_TO_ONE: &[(&OpSpec, &str, OpAttrs)] = &[
    (&math::ABSF, "llvm.intr.fabs", OpAttrs::FastMath),
    (&math::ACOS, "llvm.intr.acos", OpAttrs::FastMath),
    (&math::ASIN, "llvm.intr.asin", OpAttrs::FastMath),
    (&math::ATAN, "llvm.intr.atan", OpAttrs::FastMath),
    (&math::ATAN2, "llvm.intr.atan2", OpAttrs::FastMath),
    (&math::CEIL, "llvm.intr.ceil", OpAttrs::FastMath),
    (&math::COPYSIGN, "llvm.intr.copysign", OpAttrs::FastMath),
    (&math::COS, "llvm.intr.cos", OpAttrs::FastMath),
    (&math::COSH, "llvm.intr.cosh", OpAttrs::FastMath),
    (&math::CTPOP, "llvm.intr.ctpop", OpAttrs::PassThrough),
    (&math::EXP, "llvm.intr.exp", OpAttrs::FastMath),
    (&math::EXP2, "llvm.intr.exp2", OpAttrs::FastMath),
    (&math::FLOOR, "llvm.intr.floor", OpAttrs::FastMath),
    (&math::FMA, "llvm.intr.fma", OpAttrs::FastMath),
    (&math::FPOWI, "llvm.intr.powi", OpAttrs::FastMath),
    (&math::LOG, "llvm.intr.log", OpAttrs::FastMath),
    (&math::LOG10, "llvm.intr.log10", OpAttrs::FastMath),
    (&math::LOG2, "llvm.intr.log2", OpAttrs::FastMath),
    (&math::POWF, "llvm.intr.pow", OpAttrs::FastMath),
    (&math::ROUND, "llvm.intr.round", OpAttrs::FastMath),
    (&math::ROUNDEVEN, "llvm.intr.roundeven", OpAttrs::FastMath),
    (&math::SIN, "llvm.intr.sin", OpAttrs::FastMath),
    (&math::SINH, "llvm.intr.sinh", OpAttrs::FastMath),
    (&math::SQRT, "llvm.intr.sqrt", OpAttrs::FastMath),
    (&math::TAN, "llvm.intr.tan", OpAttrs::FastMath),
    (&math::TANH, "llvm.intr.tanh", OpAttrs::FastMath),
    (&math::TRUNC, "llvm.intr.trunc", OpAttrs::FastMath),
];

/// Adds the patterns lowering `math` to LLVM (MLIR's
/// `populateMathToLLVMConversionPatterns`).
pub fn populate_math_to_llvm_patterns(tc: &LlvmTypeConverter, out: &mut Vec<Box<dyn ConversionPattern>>) {
    for &(source, target, attrs) in ONE_TO_ONE {
        out.push(Box::new(
            OneToOne::new(source.name, target, attrs, tc).failing_on_unsupported_fp(),
        ));
    }
    let list: [(&'static str, &'static str, LowerFn); 9] = [
        (math::ABSI.name, "AbsIOpLowering", lower_absi),
        (math::SINCOS.name, "SincosOpLowering", lower_sincos),
        (math::CTLZ.name, "CountLeadingZerosOpLowering", lower_ctlz),
        (math::CTTZ.name, "CountTrailingZerosOpLowering", lower_cttz),
        (math::EXPM1.name, "ExpM1OpLowering", lower_expm1),
        (math::LOG1P.name, "Log1pOpLowering", lower_log1p),
        (math::RSQRT.name, "RsqrtOpLowering", lower_rsqrt),
        (math::ISNAN.name, "IsNaNOpLowering", lower_isnan),
        (math::ISFINITE.name, "IsFiniteOpLowering", lower_isfinite),
    ];
    for (root, name, lower) in list {
        out.push(Box::new(FnPattern {
            root,
            name,
            generated: &[],
            converter: tc.clone(),
            lower,
        }));
    }
}

/// The single converted operand and result type of a unary op on a
/// scalar or 1-D vector.
fn unary(
    tc: &LlvmTypeConverter,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &Rw<'_>,
) -> Option<(ValueId, Type, Location)> {
    let ctx = rw.ctx;
    let x = adaptor.operand(0)?;
    let body = rw.body();
    let t = body.result_types(op).next()?;
    if matches!(ctx.type_kind(t), TypeKind::Vector { shape, .. } if shape.len() > 1) {
        return None;
    }
    Some((x, tc.convert_type(ctx, t)?, body.op_loc(op)))
}

fn with_flag(
    tc: &LlvmTypeConverter,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut Rw<'_>,
    build: impl FnOnce(&mut Rw<'_>, Location, Type, ValueId) -> ValueId,
) -> bool {
    let Some((x, ty, loc)) = unary(tc, op, adaptor, rw) else {
        return false;
    };
    let v = build(rw, loc, ty, x);
    rw.replace_op(op, &[v]);
    true
}

fn lower_absi(tc: &LlvmTypeConverter, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    with_flag(tc, op, adaptor, rw, |rw, loc, ty, x| {
        AbsOp::build(rw, loc, ty, x, false).res(rw)
    })
}

fn lower_ctlz(tc: &LlvmTypeConverter, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    with_flag(tc, op, adaptor, rw, |rw, loc, _, x| {
        CountLeadingZerosOp::build(rw, loc, x, false).res(rw)
    })
}

fn lower_cttz(tc: &LlvmTypeConverter, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    with_flag(tc, op, adaptor, rw, |rw, loc, _, x| {
        CountTrailingZerosOp::build(rw, loc, x, false).res(rw)
    })
}

/// The bits of 1.0 in a float format.
fn one_bits(kind: FloatKind) -> Option<u128> {
    Some(match kind {
        FloatKind::F16 => 0x3C00,
        FloatKind::BF16 => 0x3F80,
        FloatKind::F32 => 0x3F80_0000,
        FloatKind::F64 => 0x3FF0_0000_0000_0000,
        _ => return None,
    })
}

/// The fastmath flags of `op` as LLVM's (the op's `fastmath`).
fn fastmath(ctx: &Context, flags: Option<u64>) -> Vec<(&'static str, strata_ir::Attribute)> {
    flags
        .and_then(|f| arith_fastmath_to_llvm(ctx, strata_dialect_arith::FASTMATH.attr(ctx, f)))
        .map(|a| vec![("fastmathFlags", a)])
        .unwrap_or_default()
}

/// `1.0` of the float type `ty`, a splat for a 1-D vector.
fn float_one(rw: &mut Rw<'_>, ty: Type, loc: Location) -> Option<ValueId> {
    let ctx = rw.ctx;
    let element = ctx.element_type_or_self(ty);
    let kind = ctx.float_kind(element)?;
    let bits = one_bits(kind)?;
    let attr = if element == ty {
        ctx.intern_attr(AttrKind::Float { ty, bits })
    } else {
        let bytes = (kind.width() as usize).div_ceil(8);
        ctx.intern_attr(AttrKind::DenseElements {
            ty,
            data: strata_ir::DenseData {
                splat: true,
                bytes: bits.to_le_bytes()[..bytes].into(),
            },
        })
    };
    Some(ConstantOp::build(rw, loc, ty, attr).res(rw))
}

/// The expansions of `expm1`, `log1p` and `rsqrt`.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Expansion {
    ExpM1,
    Log1p,
    Rsqrt,
}

fn expand(tc: &LlvmTypeConverter, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>, which: Expansion) -> bool {
    if crate::llvm_common::pattern::has_unsupported_fp(&tc.converter, rw.ctx, rw.body(), op) {
        return false;
    }
    let ctx = rw.ctx;
    let flags = match which {
        Expansion::ExpM1 => math::ExpM1Op::cast(rw, op).map(|o| o.fastmath(rw)),
        Expansion::Log1p => math::Log1pOp::cast(rw, op).map(|o| o.fastmath(rw)),
        Expansion::Rsqrt => math::RsqrtOp::cast(rw, op).map(|o| o.fastmath(rw)),
    };
    let Some(flags) = flags else {
        return false;
    };
    let fm = fastmath(ctx, flags)
        .first()
        .and_then(|&(_, a)| strata_dialect_llvm::attrs::FASTMATH.attr_value(ctx, a));
    let loc = rw.body().op_loc(op);
    // The expansion of one scalar or 1-D vector `x` of LLVM type `ty`.
    let build = |rw: &mut Rw<'_>, ty: Type, x: ValueId| -> Option<ValueId> {
        let one = float_one(rw, ty, loc)?;
        Some(match which {
            Expansion::ExpM1 => {
                let e = ExpOp::build(rw, loc, x, fm).res(rw);
                FSubOp::build(rw, loc, e, one, fm).res(rw)
            }
            Expansion::Log1p => {
                let s = FAddOp::build(rw, loc, one, x, fm).res(rw);
                LogOp::build(rw, loc, s, fm).res(rw)
            }
            Expansion::Rsqrt => {
                let s = SqrtOp::build(rw, loc, x, fm).res(rw);
                FDivOp::build(rw, loc, one, s, fm).res(rw)
            }
        })
    };
    if let Some((x, ty, _)) = unary(tc, op, adaptor, rw) {
        let Some(r) = build(rw, ty, x) else {
            return false;
        };
        rw.replace_op(op, &[r]);
        return true;
    }
    // n-D vectors: row by row (the element type was checked above, so
    // every row has its `1.0`).
    let Some(x) = adaptor.operand(0) else {
        return false;
    };
    if rw
        .body()
        .result_types(op)
        .next()
        .and_then(|t| ctx.element_type(t))
        .and_then(|e| ctx.float_kind(e))
        .and_then(one_bits)
        .is_none()
    {
        return false;
    }
    crate::llvm_common::pattern::handle_multidimensional_vectors(rw, op, &[x], &mut |rw, ty, args| {
        build(rw, ty, args[0]).expect("a float row")
    })
}

fn lower_expm1(tc: &LlvmTypeConverter, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    expand(tc, op, adaptor, rw, Expansion::ExpM1)
}

fn lower_log1p(tc: &LlvmTypeConverter, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    expand(tc, op, adaptor, rw, Expansion::Log1p)
}

fn lower_rsqrt(tc: &LlvmTypeConverter, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    expand(tc, op, adaptor, rw, Expansion::Rsqrt)
}

/// `math.sincos`: `llvm.intr.sincos` returns both as a struct. Scalars
/// and 1-D vectors only (an n-D vector's array is not a valid operand).
fn lower_sincos(tc: &LlvmTypeConverter, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    if crate::llvm_common::pattern::has_unsupported_fp(&tc.converter, rw.ctx, rw.body(), op) {
        return false;
    }
    let ctx = rw.ctx;
    let Some(flags) = math::SincosOp::cast(rw, op).map(|o| o.fastmath(rw)) else {
        return false;
    };
    let Some((x, ty, loc)) = unary(tc, op, adaptor, rw) else {
        return false;
    };
    let fm = fastmath(ctx, flags)
        .first()
        .and_then(|&(_, a)| strata_dialect_llvm::attrs::FASTMATH.attr_value(ctx, a));
    let pair = strata_dialect_llvm::types::struct_type(ctx, &[ty, ty], false);
    let both = SincosOp::build(rw, loc, pair, x, fm).res(rw);
    let sin = crate::llvm_common::descriptor::extract_value(rw, both, &[0], ty, loc);
    let cos = crate::llvm_common::descriptor::extract_value(rw, both, &[1], ty, loc);
    rw.replace_op(op, &[sin, cos]);
    true
}

/// `llvm.intr.is.fpclass` with the class mask `bits`.
fn fpclass(tc: &LlvmTypeConverter, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>, bits: i64) -> bool {
    if crate::llvm_common::pattern::has_unsupported_fp(&tc.converter, rw.ctx, rw.body(), op) {
        return false;
    }
    let Some((x, ty, loc)) = unary(tc, op, adaptor, rw) else {
        return false;
    };
    let v = IsFPClass::build(rw, loc, ty, x, bits).res(rw);
    rw.replace_op(op, &[v]);
    true
}

fn lower_isnan(tc: &LlvmTypeConverter, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    // Signaling and quiet NaN.
    fpclass(tc, op, adaptor, rw, 3)
}

fn lower_isfinite(tc: &LlvmTypeConverter, op: OpId, adaptor: &OpAdaptor, rw: &mut Rw<'_>) -> bool {
    // Normal, subnormal and zero, of either sign.
    fpclass(tc, op, adaptor, rw, 504)
}

/// The `convert-math-to-llvm` pass.
pub struct MathToLlvm {
    /// `approximate-log1p`: lower `math.log1p` as `log(1 + x)` (default
    /// `true`); when `false`, `math.log1p` is left as it is.
    pub approximate_log1p: bool,
}

impl Default for MathToLlvm {
    fn default() -> Self {
        MathToLlvm {
            approximate_log1p: true,
        }
    }
}

impl Pass for MathToLlvm {
    fn argument(&self) -> &'static str {
        "convert-math-to-llvm"
    }

    fn description(&self) -> &'static str {
        "Convert Math dialect to LLVM dialect"
    }

    fn name(&self) -> &'static str {
        "ConvertMathToLLVMPass"
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "approximate-log1p" => {
                self.approximate_log1p = parse_bool_option(name, value)?;
                Ok(())
            }
            _ => Err(format!("no such option {name}")),
        }
    }

    fn options_text(&self) -> String {
        format!("approximate-log1p={}", self.approximate_log1p)
    }

    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            requires: &[],
            removes: &["math.*"],
            introduces: &["llvm.*", "builtin.unrealized_conversion_cast"],
            introduces_if: &[],
        }
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let tc = LlvmTypeConverter::new(LowerToLlvmOptions::default());
        let mut patterns: Vec<Box<dyn ConversionPattern>> = Vec::new();
        populate_math_to_llvm_patterns(&tc, &mut patterns);
        if !self.approximate_log1p {
            patterns.retain(|p| p.debug_name() != "Log1pOpLowering");
        }
        let set = ConversionPatternSet::new(ctx, patterns);
        let target = llvm_conversion_target();
        apply_partial_conversion(ctx, op.body(), &target, &set, &ConversionConfig::default())
    }
}
