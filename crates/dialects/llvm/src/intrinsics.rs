//! The LLVM intrinsics (`llvm.intr.*`) that the lowerings of the math,
//! arith, memref and vector dialects produce: float math with fastmath
//! flags, integer bit operations, min/max, saturation and overflow
//! arithmetic, memory transfer, stack save/restore, lifetime markers,
//! `assume`, `is.fpclass` and vector reductions. Those MLIR gives no
//! assembly format print in the generic form.

use strata_ir::asm::{OpAsmParser, OpAsmPrinter, ParseResult};
use strata_ir::{Context, LogicalResult, OpRef, OpTraits, OperationState, Type, TypeKind};
use strata_ods::asm_format::set_parsed_attributes;
use strata_ods::constraints::{attrs, types, AttrConstraint, TypeConstraint};
use strata_ods::{OpSpec, Predicate};

use super::attrs::fastmath_none;
use super::debuginfo;
use super::ops::{all_attrs, FASTMATH_ATTR, FLOAT_SV, INT_SV, LLVM_TYPE, PTR, PTR_SV, VECTOR};

use TypeConstraint as T;

/// `I1Attr`.
const I1_ATTR: AttrConstraint = AttrConstraint::SignlessInteger(1);

const FORMAT: &str = "`(` operands `)` attr-dict `:` functional-type(operands, results)";
const PURE_SAME: OpTraits = OpTraits::PURE.union(OpTraits::SAME_OPERANDS_AND_RESULT_TYPE);

/// `LLVM_IntrOp` with the `(operands) : functional-type` form.
const fn intr(traits: OpTraits) -> OpSpec {
    OpSpec {
        traits,
        format: Some(FORMAT),
        ..OpSpec::new("")
    }
}

/// `LLVM_IntrOp` printed in the generic form only.
const fn generic(traits: OpTraits) -> OpSpec {
    OpSpec {
        traits,
        ..OpSpec::new("")
    }
}

/// Intrinsics of one class: `class` gives their sections and base, and
/// each gets an example function taking `args`, applying the intrinsic
/// to `values` of `types` and returning its `res`. With `generic`, the
/// example uses the generic form (with `props`, the properties).
macro_rules! intrinsics {
    (
        class $class:tt
        example($args:literal, $values:literal : $types:literal -> $res:literal)
        $($(#[doc = $doc:literal])* $Name:ident($SPEC:ident, $name:literal);)*
    ) => {$(
        intrinsics!(@one $class [concat!(
            "llvm.func @example(", $args, ") -> ", $res, " {\n  %0 = ", $name, "(", $values, ") : (",
            $types, ") -> ", $res, "\n  llvm.return %0 : ", $res, "\n}"
        )] $(#[doc = $doc])* $Name($SPEC, $name));
    )*};
    (
        class $class:tt
        generic_example($args:literal, $values:literal $props:literal : $types:literal -> $res:literal)
        $($(#[doc = $doc:literal])* $Name:ident($SPEC:ident, $name:literal);)*
    ) => {$(
        intrinsics!(@one $class [concat!(
            "llvm.func @example(", $args, ") -> ", $res, " {\n  %0 = \"", $name, "\"(", $values, ")",
            $props, " : (", $types, ") -> ", $res, "\n  llvm.return %0 : ", $res, "\n}"
        )] $(#[doc = $doc])* $Name($SPEC, $name));
    )*};
    (@one { $($class:tt)* } [$example:expr] $(#[doc = $doc:literal])* $Name:ident($SPEC:ident, $name:literal)) => {
        strata_ods::op! {
            $(#[doc = $doc])*
            pub $Name($SPEC, $name) {
                example: $example,
                $($class)*
            }
        }
    };
}

// ---- float math ---------------------------------------------------------------

intrinsics! {
    class {
        operands(input "in": single(FLOAT_SV))
        results(res: single(LLVM_TYPE))
        attributes(fastmath_flags "fastmathFlags": opt_enum = default_valued(FASTMATH_ATTR, fastmath_none))
        build(infer)
        ..intr(PURE_SAME)
    }
    example("%arg0: f32", "%arg0" : "f32" -> "f32")
    /// `llvm.fabs`: the absolute value of a float (its sign bit cleared).
    FAbsOp(FABS, "llvm.intr.fabs");
    /// `llvm.sqrt`: the square root of a float; negative operands give NaN.
    SqrtOp(SQRT, "llvm.intr.sqrt");
    /// `llvm.exp`: e raised to the operand.
    ExpOp(EXP, "llvm.intr.exp");
    /// `llvm.exp2`: 2 raised to the operand.
    Exp2Op(EXP2, "llvm.intr.exp2");
    /// `llvm.exp10`: 10 raised to the operand.
    Exp10Op(EXP10, "llvm.intr.exp10");
    /// `llvm.log`: the natural logarithm.
    LogOp(LOG, "llvm.intr.log");
    /// `llvm.log2`: the base-2 logarithm.
    Log2Op(LOG2, "llvm.intr.log2");
    /// `llvm.log10`: the base-10 logarithm.
    Log10Op(LOG10, "llvm.intr.log10");
    /// `llvm.sin`: the sine of an angle in radians.
    SinOp(SIN, "llvm.intr.sin");
    /// `llvm.cos`: the cosine of an angle in radians.
    CosOp(COS, "llvm.intr.cos");
    /// `llvm.tan`: the tangent of an angle in radians.
    TanOp(TAN, "llvm.intr.tan");
    /// `llvm.asin`: the arcsine, in radians.
    ASinOp(ASIN, "llvm.intr.asin");
    /// `llvm.acos`: the arccosine, in radians.
    ACosOp(ACOS, "llvm.intr.acos");
    /// `llvm.atan`: the arctangent, in radians.
    ATanOp(ATAN, "llvm.intr.atan");
    /// `llvm.sinh`: the hyperbolic sine.
    SinhOp(SINH, "llvm.intr.sinh");
    /// `llvm.cosh`: the hyperbolic cosine.
    CoshOp(COSH, "llvm.intr.cosh");
    /// `llvm.tanh`: the hyperbolic tangent.
    TanhOp(TANH, "llvm.intr.tanh");
    /// `llvm.floor`: rounds down to an integral value.
    FFloorOp(FFLOOR, "llvm.intr.floor");
    /// `llvm.ceil`: rounds up to an integral value.
    FCeilOp(FCEIL, "llvm.intr.ceil");
    /// `llvm.round`: rounds to the nearest integral value, halfway cases
    /// away from zero.
    RoundOp(ROUND, "llvm.intr.round");
    /// `llvm.roundeven`: rounds to the nearest integral value, halfway
    /// cases to even.
    RoundEvenOp(ROUNDEVEN, "llvm.intr.roundeven");
    /// `llvm.trunc`: rounds towards zero to an integral value.
    FTruncOp(FTRUNC, "llvm.intr.trunc");
    /// `llvm.rint`: rounds to an integral value in the current rounding
    /// mode, possibly raising the inexact exception.
    RintOp(RINT, "llvm.intr.rint");
    /// `llvm.nearbyint`: rounds to an integral value in the current
    /// rounding mode, without raising the inexact exception.
    NearbyintOp(NEARBYINT, "llvm.intr.nearbyint");
}

intrinsics! {
    class {
        operands(a: single(FLOAT_SV), b: single(FLOAT_SV))
        results(res: single(LLVM_TYPE))
        attributes(fastmath_flags "fastmathFlags": opt_enum = default_valued(FASTMATH_ATTR, fastmath_none))
        build(infer)
        ..intr(PURE_SAME)
    }
    example("%arg0: f32, %arg1: f32", "%arg0, %arg1" : "f32, f32" -> "f32")
    /// `llvm.pow`: `a` raised to the power `b`.
    PowOp(POW, "llvm.intr.pow");
    /// `llvm.copysign`: the magnitude of `a` with the sign of `b`.
    CopySignOp(COPYSIGN, "llvm.intr.copysign");
    /// `llvm.minnum`: the smaller operand, ignoring a quiet NaN operand
    /// (IEEE-754 `minNum`).
    MinNumOp(MINNUM, "llvm.intr.minnum");
    /// `llvm.maxnum`: the larger operand, ignoring a quiet NaN operand
    /// (IEEE-754 `maxNum`).
    MaxNumOp(MAXNUM, "llvm.intr.maxnum");
    /// `llvm.minimum`: the smaller operand, NaN if either is NaN, with -0
    /// smaller than +0 (IEEE-754 `minimum`).
    MinimumOp(MINIMUM, "llvm.intr.minimum");
    /// `llvm.maximum`: the larger operand, NaN if either is NaN, with +0
    /// larger than -0 (IEEE-754 `maximum`).
    MaximumOp(MAXIMUM, "llvm.intr.maximum");
    /// `llvm.atan2`: the angle, in radians, of the point (`b`, `a`).
    ATan2Op(ATAN2, "llvm.intr.atan2");
}

intrinsics! {
    class {
        operands(a: single(FLOAT_SV), b: single(FLOAT_SV), c: single(FLOAT_SV))
        results(res: single(LLVM_TYPE))
        attributes(fastmath_flags "fastmathFlags": opt_enum = default_valued(FASTMATH_ATTR, fastmath_none))
        build(infer)
        ..intr(PURE_SAME)
    }
    example("%arg0: f32, %arg1: f32, %arg2: f32", "%arg0, %arg1, %arg2" : "f32, f32, f32" -> "f32")
    /// `llvm.fma`: `a * b + c` with a single rounding.
    FMAOp(FMA, "llvm.intr.fma");
    /// `llvm.fmuladd`: `a * b + c`, fused into one rounding only where
    /// the target finds it cheaper.
    FMulAddOp(FMULADD, "llvm.intr.fmuladd");
}

intrinsics! {
    class {
        operands(val: single(FLOAT_SV), power: single(types::ANY_SIGNLESS_INTEGER))
        results(res: single(LLVM_TYPE))
        attributes(fastmath_flags "fastmathFlags": opt_enum = default_valued(FASTMATH_ATTR, fastmath_none))
        build(explicit)
        ..intr(OpTraits::PURE)
    }
    example("%arg0: f32, %arg1: i32", "%arg0, %arg1" : "f32, i32" -> "f32")
    /// `llvm.powi`: `val` raised to the integer power `power`, in an
    /// unspecified order of multiplications.
    PowIOp(POWI, "llvm.intr.powi");
    /// `llvm.ldexp`: `val` multiplied by 2 raised to the integer `power`.
    LdexpOp(LDEXP, "llvm.intr.ldexp");
}

// ---- integer bit operations and min/max ---------------------------------------------

intrinsics! {
    class {
        operands(input "in": single(INT_SV))
        results(res: single(LLVM_TYPE))
        build(infer)
        ..intr(PURE_SAME)
    }
    example("%arg0: i32", "%arg0" : "i32" -> "i32")
    /// `llvm.bitreverse`: the integer with its bits in reverse order.
    BitReverseOp(BITREVERSE, "llvm.intr.bitreverse");
    /// `llvm.bswap`: the integer with its bytes in reverse order (the
    /// width is a multiple of 16 bits).
    ByteSwapOp(BSWAP, "llvm.intr.bswap");
    /// `llvm.ctpop`: the number of set bits.
    CtPopOp(CTPOP, "llvm.intr.ctpop");
}

intrinsics! {
    class {
        operands(a: single(INT_SV), b: single(INT_SV))
        results(res: single(LLVM_TYPE))
        build(infer)
        ..intr(PURE_SAME)
    }
    example("%arg0: i32, %arg1: i32", "%arg0, %arg1" : "i32, i32" -> "i32")
    /// `llvm.smax`: the larger of two signed integers.
    SMaxOp(SMAX, "llvm.intr.smax");
    /// `llvm.smin`: the smaller of two signed integers.
    SMinOp(SMIN, "llvm.intr.smin");
    /// `llvm.umax`: the larger of two unsigned integers.
    UMaxOp(UMAX, "llvm.intr.umax");
    /// `llvm.umin`: the smaller of two unsigned integers.
    UMinOp(UMIN, "llvm.intr.umin");
    /// `llvm.sadd.sat`: signed addition clamped to the integer's range.
    SAddSat(SADD_SAT, "llvm.intr.sadd.sat");
    /// `llvm.uadd.sat`: unsigned addition clamped to the integer's range.
    UAddSat(UADD_SAT, "llvm.intr.uadd.sat");
    /// `llvm.ssub.sat`: signed subtraction clamped to the integer's range.
    SSubSat(SSUB_SAT, "llvm.intr.ssub.sat");
    /// `llvm.usub.sat`: unsigned subtraction clamped at zero.
    USubSat(USUB_SAT, "llvm.intr.usub.sat");
    /// `llvm.sshl.sat`: signed left shift clamped to the integer's range.
    SSHLSat(SSHL_SAT, "llvm.intr.sshl.sat");
    /// `llvm.ushl.sat`: unsigned left shift clamped to the integer's range.
    USHLSat(USHL_SAT, "llvm.intr.ushl.sat");
}

intrinsics! {
    class {
        operands(a: single(INT_SV), b: single(INT_SV), c: single(INT_SV))
        results(res: single(LLVM_TYPE))
        build(infer)
        ..intr(PURE_SAME)
    }
    example("%arg0: i32, %arg1: i32, %arg2: i32", "%arg0, %arg1, %arg2" : "i32, i32, i32" -> "i32")
    /// `llvm.fshl`: the high half of `a` and `b` concatenated and shifted
    /// left by `c` modulo the width (a rotate when `a` is `b`).
    FshlOp(FSHL, "llvm.intr.fshl");
    /// `llvm.fshr`: the low half of `a` and `b` concatenated and shifted
    /// right by `c` modulo the width (a rotate when `a` is `b`).
    FshrOp(FSHR, "llvm.intr.fshr");
}

intrinsics! {
    class {
        operands(input "in": single(INT_SV))
        results(res: single(LLVM_TYPE))
        attributes(is_int_min_poison: bool = required(I1_ATTR))
        build(explicit)
        ..generic(OpTraits::PURE)
    }
    generic_example("%arg0: i32", "%arg0" " <{is_int_min_poison = false}>" : "i32" -> "i32")
    /// `llvm.abs`: the absolute value of a signed integer; with
    /// `is_int_min_poison`, the minimum value gives poison instead of
    /// itself.
    AbsOp(ABS, "llvm.intr.abs");
}

intrinsics! {
    class {
        operands(input "in": single(INT_SV))
        results(res: single(LLVM_TYPE))
        attributes(is_zero_poison: bool = required(I1_ATTR))
        build(infer)
        ..generic(PURE_SAME)
    }
    generic_example("%arg0: i32", "%arg0" " <{is_zero_poison = true}>" : "i32" -> "i32")
    /// `llvm.ctlz`: the number of leading zero bits (the width for zero,
    /// or poison with `is_zero_poison`).
    CountLeadingZerosOp(CTLZ, "llvm.intr.ctlz");
    /// `llvm.cttz`: the number of trailing zero bits (the width for zero,
    /// or poison with `is_zero_poison`).
    CountTrailingZerosOp(CTTZ, "llvm.intr.cttz");
}

intrinsics! {
    class {
        operands(input "in": single(FLOAT_SV))
        results(res: single(LLVM_TYPE))
        attributes(bit: int = required(attrs::I32_ATTR))
        build(explicit)
        ..generic(OpTraits::PURE)
    }
    generic_example("%arg0: f32", "%arg0" " <{bit = 3 : i32}>" : "f32" -> "i1")
    /// `llvm.is.fpclass`: whether a float belongs to one of the classes
    /// the mask `bit` selects (NaNs, infinities, normals, subnormals,
    /// zeros, each by sign).
    IsFPClass(IS_FPCLASS, "llvm.intr.is.fpclass");
}

intrinsics! {
    class {
        operands(val: single(FLOAT_SV))
        results(res: single(LLVM_TYPE))
        attributes(fastmath_flags "fastmathFlags": opt_enum = default_valued(FASTMATH_ATTR, fastmath_none))
        build(explicit)
        verify: Some(verify_sincos),
        ..intr(OpTraits::PURE)
    }
    example("%arg0: f32", "%arg0" : "f32" -> "!llvm.struct<(f32, f32)>")
    /// `llvm.sincos`: the sine and the cosine of an angle in radians, as
    /// a struct of two values of the operand's type.
    SincosOp(SINCOS, "llvm.intr.sincos");
}

intrinsics! {
    class {
        operands(val: single(FLOAT_SV))
        results(res: single(LLVM_TYPE))
        attributes(fastmath_flags "fastmathFlags": opt_enum = default_valued(FASTMATH_ATTR, fastmath_none))
        build(explicit)
        ..intr(OpTraits::PURE)
    }
    example("%arg0: f32", "%arg0" : "f32" -> "!llvm.struct<(f32, i32)>")
    /// `llvm.frexp`: the fraction (in [0.5, 1) in magnitude) and the
    /// integer exponent of a float, as a struct.
    FractionExpOp(FREXP, "llvm.intr.frexp");
}

strata_ods::op! {
    /// `llvm.experimental.constrained.fptrunc`: truncates a float (or a
    /// vector of floats) to a narrower float type with an explicit
    /// rounding mode and floating-point exception behaviour.
    pub ConstrainedFPTruncIntr(CONSTRAINED_FPTRUNC, "llvm.intr.experimental.constrained.fptrunc") {
        operands(arg_0: single(LLVM_TYPE))
        results(res: single(LLVM_TYPE))
        attributes(
            roundingmode: enum = required(AttrConstraint::Enum(&super::attrs::ROUNDING_MODE)),
            fp_exception_behavior "fpExceptionBehavior": enum = required(AttrConstraint::Enum(&super::attrs::FP_EXCEPTION_BEHAVIOR)),
        )
        build(explicit)
        example: "llvm.func @example(%arg0: f64) -> f32 {\n  %0 = llvm.intr.experimental.constrained.fptrunc %arg0 tonearest ignore : f64 to f32\n  llvm.return %0 : f32\n}",
        format: Some("$arg_0 $roundingmode $fpExceptionBehavior attr-dict `:` type($arg_0) `to` type(results)"),
        ..generic(OpTraits::PURE)
    }
}

const OVERFLOW_TRAITS: OpTraits = OpTraits::PURE.union(OpTraits::SAME_OPERANDS_ELEMENT_TYPE);

intrinsics! {
    class {
        operands(a: single(INT_SV), b: single(INT_SV))
        results(res: single(LLVM_TYPE))
        build(explicit)
        ..generic(OVERFLOW_TRAITS)
    }
    generic_example("%arg0: i32, %arg1: i32", "%arg0, %arg1" "" : "i32, i32" -> "!llvm.struct<(i32, i1)>")
    /// `llvm.sadd.with.overflow`: the wrapped signed sum and whether it
    /// overflowed, as a struct.
    SAddWithOverflowOp(SADD_WITH_OVERFLOW, "llvm.intr.sadd.with.overflow");
    /// `llvm.uadd.with.overflow`: the wrapped unsigned sum and whether it
    /// overflowed, as a struct.
    UAddWithOverflowOp(UADD_WITH_OVERFLOW, "llvm.intr.uadd.with.overflow");
    /// `llvm.ssub.with.overflow`: the wrapped signed difference and
    /// whether it overflowed, as a struct.
    SSubWithOverflowOp(SSUB_WITH_OVERFLOW, "llvm.intr.ssub.with.overflow");
    /// `llvm.usub.with.overflow`: the wrapped unsigned difference and
    /// whether it overflowed, as a struct.
    USubWithOverflowOp(USUB_WITH_OVERFLOW, "llvm.intr.usub.with.overflow");
    /// `llvm.smul.with.overflow`: the wrapped signed product and whether
    /// it overflowed, as a struct.
    SMulWithOverflowOp(SMUL_WITH_OVERFLOW, "llvm.intr.smul.with.overflow");
    /// `llvm.umul.with.overflow`: the wrapped unsigned product and whether
    /// it overflowed, as a struct.
    UMulWithOverflowOp(UMUL_WITH_OVERFLOW, "llvm.intr.umul.with.overflow");
}

// ---- vector reductions ----------------------------------------------------------------

fn vector_of(ctx: &Context, t: Type, element: fn(&Context, Type) -> bool) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Vector { element: e, .. } if element(ctx, *e))
}
fn is_int_vector(ctx: &Context, t: Type) -> bool {
    vector_of(ctx, t, |c, e| c.is_signless_integer(e))
}
fn is_float_vector(ctx: &Context, t: Type) -> bool {
    vector_of(ctx, t, |c, e| matches!(c.type_kind(e), TypeKind::Float(_)))
}

const INT_VECTOR: T = T::Custom {
    summary: "LLVM dialect-compatible vector of signless integer",
    check: is_int_vector,
};
const FLOAT_VECTOR: T = T::Custom {
    summary: "LLVM dialect-compatible vector of floating-point",
    check: is_float_vector,
};

/// `LLVM_VectorOf<I1>`: the masks of the masked intrinsics.
const I1_VECTOR: T = T::VectorWith {
    summary: "LLVM dialect-compatible vector of 1-bit signless integer",
    check: |ctx, t| {
        vector_of(ctx, t, |c, e| {
            c.is_signless_integer(e) && c.integer_width(e) == Some(1)
        })
    },
};
/// `LLVM_VectorOf<LLVM_AnyPointer>`.
const PTR_VECTOR: T = T::VectorWith {
    summary: "LLVM dialect-compatible vector of LLVM pointer type",
    check: |ctx, t| vector_of(ctx, t, crate::types::is_ptr),
};

/// The gather and scatter verifier: the vector of pointers (operand
/// `ptrs`) has the shape of `data` (the result or the stored value),
/// scalable dimensions included. MLIR numbers the operand from 1 here.
fn verify_ptrs_shape(op: OpRef<'_>, ptrs: usize, data: Type) -> LogicalResult {
    let ctx = op.ctx;
    let ptrs_type = op.operand_type(ptrs);
    let (TypeKind::Vector { shape, scalable, .. }, TypeKind::Vector { element, .. }) =
        (ctx.type_kind(data), ctx.type_kind(ptrs_type))
    else {
        return Ok(());
    };
    let expected = ctx.intern_type(TypeKind::Vector {
        shape: shape.clone(),
        scalable: scalable.clone(),
        element: *element,
    });
    if expected != ptrs_type {
        return Err(op.emit_op_error(format!(
            "expected operand #{} type to be '{}'",
            ptrs + 1,
            ctx.type_to_string(expected)
        )));
    }
    Ok(())
}

const REDUCE: OpTraits = OpTraits::PURE.union(OpTraits::SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE);

intrinsics! {
    class {
        operands(input "in": single(INT_VECTOR))
        results(res: single(LLVM_TYPE))
        build(explicit)
        ..generic(REDUCE)
    }
    generic_example("%arg0: vector<4xi32>", "%arg0" "" : "vector<4xi32>" -> "i32")
    /// `llvm.vector.reduce.add`: the wrapping sum of a vector's elements.
    VectorReduceAddOp(VECTOR_REDUCE_ADD, "llvm.intr.vector.reduce.add");
    /// `llvm.vector.reduce.and`: the bitwise and of a vector's elements.
    VectorReduceAndOp(VECTOR_REDUCE_AND, "llvm.intr.vector.reduce.and");
    /// `llvm.vector.reduce.mul`: the wrapping product of a vector's
    /// elements.
    VectorReduceMulOp(VECTOR_REDUCE_MUL, "llvm.intr.vector.reduce.mul");
    /// `llvm.vector.reduce.or`: the bitwise or of a vector's elements.
    VectorReduceOrOp(VECTOR_REDUCE_OR, "llvm.intr.vector.reduce.or");
    /// `llvm.vector.reduce.smax`: the largest element, as signed integers.
    VectorReduceSMaxOp(VECTOR_REDUCE_SMAX, "llvm.intr.vector.reduce.smax");
    /// `llvm.vector.reduce.smin`: the smallest element, as signed integers.
    VectorReduceSMinOp(VECTOR_REDUCE_SMIN, "llvm.intr.vector.reduce.smin");
    /// `llvm.vector.reduce.umax`: the largest element, as unsigned
    /// integers.
    VectorReduceUMaxOp(VECTOR_REDUCE_UMAX, "llvm.intr.vector.reduce.umax");
    /// `llvm.vector.reduce.umin`: the smallest element, as unsigned
    /// integers.
    VectorReduceUMinOp(VECTOR_REDUCE_UMIN, "llvm.intr.vector.reduce.umin");
    /// `llvm.vector.reduce.xor`: the bitwise exclusive or of a vector's
    /// elements.
    VectorReduceXorOp(VECTOR_REDUCE_XOR, "llvm.intr.vector.reduce.xor");
}

intrinsics! {
    class {
        operands(input "in": single(FLOAT_VECTOR))
        results(res: single(LLVM_TYPE))
        attributes(fastmath_flags "fastmathFlags": opt_enum = default_valued(FASTMATH_ATTR, fastmath_none))
        build(explicit)
        ..intr(REDUCE)
    }
    example("%arg0: vector<4xf32>", "%arg0" : "vector<4xf32>" -> "f32")
    /// `llvm.vector.reduce.fmax`: the largest element as `llvm.maxnum`
    /// compares them.
    VectorReduceFMaxOp(VECTOR_REDUCE_FMAX, "llvm.intr.vector.reduce.fmax");
    /// `llvm.vector.reduce.fmin`: the smallest element as `llvm.minnum`
    /// compares them.
    VectorReduceFMinOp(VECTOR_REDUCE_FMIN, "llvm.intr.vector.reduce.fmin");
    /// `llvm.vector.reduce.fmaximum`: the largest element as
    /// `llvm.maximum` compares them (NaN if any is NaN).
    VectorReduceFMaximumOp(VECTOR_REDUCE_FMAXIMUM, "llvm.intr.vector.reduce.fmaximum");
    /// `llvm.vector.reduce.fminimum`: the smallest element as
    /// `llvm.minimum` compares them (NaN if any is NaN).
    VectorReduceFMinimumOp(VECTOR_REDUCE_FMINIMUM, "llvm.intr.vector.reduce.fminimum");
}

intrinsics! {
    class {
        operands(start_value: single(types::ANY_FLOAT), input: single(FLOAT_VECTOR))
        results(res: single(LLVM_TYPE))
        attributes(fastmath_flags "fastmathFlags": opt_enum = default_valued(FASTMATH_ATTR, fastmath_none))
        build(explicit)
        ..generic(REDUCE)
    }
    generic_example(
        "%arg0: f32, %arg1: vector<4xf32>",
        "%arg0, %arg1" " <{fastmathFlags = #llvm.fastmath<none>}>" : "f32, vector<4xf32>" -> "f32"
    )
    /// `llvm.vector.reduce.fadd`: `start_value` plus the elements of
    /// `input`, added in order unless the fastmath flags allow
    /// reassociation.
    VectorReduceFAddOp(VECTOR_REDUCE_FADD, "llvm.intr.vector.reduce.fadd");
    /// `llvm.vector.reduce.fmul`: `start_value` times the elements of
    /// `input`, multiplied in order unless the fastmath flags allow
    /// reassociation.
    VectorReduceFMulOp(VECTOR_REDUCE_FMUL, "llvm.intr.vector.reduce.fmul");
}

intrinsics! {
    class {
        operands(satrt_value: single(LLVM_TYPE), val: single(VECTOR), mask: single(VECTOR), evl: single(types::I32))
        results(res: single(LLVM_TYPE))
        build(explicit)
        ..generic(OpTraits::PURE)
    }
    generic_example(
        "%arg0: i32, %arg1: vector<4xi32>, %arg2: vector<4xi1>, %arg3: i32",
        "%arg0, %arg1, %arg2, %arg3" "" : "i32, vector<4xi32>, vector<4xi1>, i32" -> "i32"
    )
    /// `llvm.vp.reduce.add`: the start value plus the lanes of `val` whose
    /// mask bit is set, among the first `evl`.
    VPReduceAddOp(VP_REDUCE_ADD, "llvm.intr.vp.reduce.add");
    /// `llvm.vp.reduce.mul`: the product of the start value and the active
    /// lanes.
    VPReduceMulOp(VP_REDUCE_MUL, "llvm.intr.vp.reduce.mul");
    /// `llvm.vp.reduce.and`: the bitwise and of the start value and the
    /// active lanes.
    VPReduceAndOp(VP_REDUCE_AND, "llvm.intr.vp.reduce.and");
    /// `llvm.vp.reduce.or`: the bitwise or of the start value and the
    /// active lanes.
    VPReduceOrOp(VP_REDUCE_OR, "llvm.intr.vp.reduce.or");
    /// `llvm.vp.reduce.xor`: the exclusive or of the start value and the
    /// active lanes.
    VPReduceXorOp(VP_REDUCE_XOR, "llvm.intr.vp.reduce.xor");
    /// `llvm.vp.reduce.smin`: the signed minimum of the start value and
    /// the active lanes.
    VPReduceSMinOp(VP_REDUCE_SMIN, "llvm.intr.vp.reduce.smin");
    /// `llvm.vp.reduce.smax`: the signed maximum of the start value and
    /// the active lanes.
    VPReduceSMaxOp(VP_REDUCE_SMAX, "llvm.intr.vp.reduce.smax");
    /// `llvm.vp.reduce.umin`: the unsigned minimum of the start value and
    /// the active lanes.
    VPReduceUMinOp(VP_REDUCE_UMIN, "llvm.intr.vp.reduce.umin");
    /// `llvm.vp.reduce.umax`: the unsigned maximum of the start value and
    /// the active lanes.
    VPReduceUMaxOp(VP_REDUCE_UMAX, "llvm.intr.vp.reduce.umax");
}

intrinsics! {
    class {
        operands(satrt_value: single(LLVM_TYPE), val: single(VECTOR), mask: single(VECTOR), evl: single(types::I32))
        results(res: single(LLVM_TYPE))
        build(explicit)
        ..generic(OpTraits::PURE)
    }
    generic_example(
        "%arg0: f32, %arg1: vector<4xf32>, %arg2: vector<4xi1>, %arg3: i32",
        "%arg0, %arg1, %arg2, %arg3" "" : "f32, vector<4xf32>, vector<4xi1>, i32" -> "f32"
    )
    /// `llvm.vp.reduce.fadd`: the start value plus the active lanes, in
    /// order.
    VPReduceFAddOp(VP_REDUCE_FADD, "llvm.intr.vp.reduce.fadd");
    /// `llvm.vp.reduce.fmul`: the start value times the active lanes, in
    /// order.
    VPReduceFMulOp(VP_REDUCE_FMUL, "llvm.intr.vp.reduce.fmul");
    /// `llvm.vp.reduce.fmin`: the smallest of the start value and the
    /// active lanes, as `llvm.minnum` compares them.
    VPReduceFMinOp(VP_REDUCE_FMIN, "llvm.intr.vp.reduce.fmin");
    /// `llvm.vp.reduce.fmax`: the largest of the start value and the
    /// active lanes, as `llvm.maxnum` compares them.
    VPReduceFMaxOp(VP_REDUCE_FMAX, "llvm.intr.vp.reduce.fmax");
}

// ---- vector predication ---------------------------------------------------------------

intrinsics! {
    class {
        operands(lhs: single(INT_VECTOR), rhs: single(INT_VECTOR), mask: single(I1_VECTOR), evl: single(types::I32))
        results(res: single(LLVM_TYPE))
        build(explicit)
        ..generic(OpTraits::PURE)
    }
    generic_example(
        "%arg0: vector<8xi32>, %arg1: vector<8xi32>, %arg2: vector<8xi1>, %arg3: i32",
        "%arg0, %arg1, %arg2, %arg3" "" : "vector<8xi32>, vector<8xi32>, vector<8xi1>, i32" -> "vector<8xi32>"
    )
    /// `llvm.vp.add`: the wrapping sum of the active lanes (those whose
    /// mask bit is set, among the first `evl`); the others are poison.
    VPAddOp(VP_ADD, "llvm.intr.vp.add");
    /// `llvm.vp.sub`: the wrapping difference of the active lanes.
    VPSubOp(VP_SUB, "llvm.intr.vp.sub");
    /// `llvm.vp.mul`: the wrapping product of the active lanes.
    VPMulOp(VP_MUL, "llvm.intr.vp.mul");
    /// `llvm.vp.sdiv`: the signed quotient of the active lanes.
    VPSDivOp(VP_SDIV, "llvm.intr.vp.sdiv");
    /// `llvm.vp.udiv`: the unsigned quotient of the active lanes.
    VPUDivOp(VP_UDIV, "llvm.intr.vp.udiv");
    /// `llvm.vp.srem`: the signed remainder of the active lanes.
    VPSRemOp(VP_SREM, "llvm.intr.vp.srem");
    /// `llvm.vp.urem`: the unsigned remainder of the active lanes.
    VPURemOp(VP_UREM, "llvm.intr.vp.urem");
    /// `llvm.vp.ashr`: the arithmetic right shift of the active lanes.
    VPAShrOp(VP_ASHR, "llvm.intr.vp.ashr");
    /// `llvm.vp.lshr`: the logical right shift of the active lanes.
    VPLShrOp(VP_LSHR, "llvm.intr.vp.lshr");
    /// `llvm.vp.shl`: the left shift of the active lanes.
    VPShlOp(VP_SHL, "llvm.intr.vp.shl");
    /// `llvm.vp.or`: the bitwise or of the active lanes.
    VPOrOp(VP_OR, "llvm.intr.vp.or");
    /// `llvm.vp.and`: the bitwise and of the active lanes.
    VPAndOp(VP_AND, "llvm.intr.vp.and");
    /// `llvm.vp.xor`: the exclusive or of the active lanes.
    VPXorOp(VP_XOR, "llvm.intr.vp.xor");
    /// `llvm.vp.smax`: the signed maximum of the active lanes.
    VPSMaxOp(VP_SMAX, "llvm.intr.vp.smax");
    /// `llvm.vp.smin`: the signed minimum of the active lanes.
    VPSMinOp(VP_SMIN, "llvm.intr.vp.smin");
    /// `llvm.vp.umax`: the unsigned maximum of the active lanes.
    VPUMaxOp(VP_UMAX, "llvm.intr.vp.umax");
    /// `llvm.vp.umin`: the unsigned minimum of the active lanes.
    VPUMinOp(VP_UMIN, "llvm.intr.vp.umin");
}

intrinsics! {
    class {
        operands(lhs: single(FLOAT_VECTOR), rhs: single(FLOAT_VECTOR), mask: single(I1_VECTOR), evl: single(types::I32))
        results(res: single(LLVM_TYPE))
        build(explicit)
        ..generic(OpTraits::PURE)
    }
    generic_example(
        "%arg0: vector<8xf32>, %arg1: vector<8xf32>, %arg2: vector<8xi1>, %arg3: i32",
        "%arg0, %arg1, %arg2, %arg3" "" : "vector<8xf32>, vector<8xf32>, vector<8xi1>, i32" -> "vector<8xf32>"
    )
    /// `llvm.vp.fadd`: the sum of the active lanes.
    VPFAddOp(VP_FADD, "llvm.intr.vp.fadd");
    /// `llvm.vp.fsub`: the difference of the active lanes.
    VPFSubOp(VP_FSUB, "llvm.intr.vp.fsub");
    /// `llvm.vp.fmul`: the product of the active lanes.
    VPFMulOp(VP_FMUL, "llvm.intr.vp.fmul");
    /// `llvm.vp.fdiv`: the quotient of the active lanes.
    VPFDivOp(VP_FDIV, "llvm.intr.vp.fdiv");
    /// `llvm.vp.frem`: the remainder of the active lanes.
    VPFRemOp(VP_FREM, "llvm.intr.vp.frem");
}

intrinsics! {
    class {
        operands(operand "op": single(FLOAT_VECTOR), mask: single(I1_VECTOR), evl: single(types::I32))
        results(res: single(LLVM_TYPE))
        build(explicit)
        ..generic(OpTraits::PURE)
    }
    generic_example(
        "%arg0: vector<8xf32>, %arg1: vector<8xi1>, %arg2: i32",
        "%arg0, %arg1, %arg2" "" : "vector<8xf32>, vector<8xi1>, i32" -> "vector<8xf32>"
    )
    /// `llvm.vp.fneg`: the negation of the active lanes.
    VPFNegOp(VP_FNEG, "llvm.intr.vp.fneg");
}

intrinsics! {
    class {
        operands(
            op1: single(FLOAT_VECTOR),
            op2: single(FLOAT_VECTOR),
            op3: single(FLOAT_VECTOR),
            mask: single(I1_VECTOR),
            evl: single(types::I32),
        )
        results(res: single(LLVM_TYPE))
        build(explicit)
        ..generic(OpTraits::PURE)
    }
    generic_example(
        "%arg0: vector<8xf32>, %arg1: vector<8xf32>, %arg2: vector<8xf32>, %arg3: vector<8xi1>, %arg4: i32",
        "%arg0, %arg1, %arg2, %arg3, %arg4" "" : "vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xi1>, i32" -> "vector<8xf32>"
    )
    /// `llvm.vp.fma`: `op1 * op2 + op3` of the active lanes, with a
    /// single rounding.
    VPFmaOp(VP_FMA, "llvm.intr.vp.fma");
    /// `llvm.vp.fmuladd`: `op1 * op2 + op3` of the active lanes, fused
    /// where the target finds it cheaper.
    VPFMulAddOp(VP_FMULADD, "llvm.intr.vp.fmuladd");
}

intrinsics! {
    class {
        operands(cond: single(I1_VECTOR), true_val: single(VECTOR), false_val: single(VECTOR), evl: single(types::I32))
        results(res: single(LLVM_TYPE))
        build(explicit)
        ..generic(OpTraits::PURE)
    }
    generic_example(
        "%arg0: vector<8xi1>, %arg1: vector<8xi32>, %arg2: vector<8xi32>, %arg3: i32",
        "%arg0, %arg1, %arg2, %arg3" "" : "vector<8xi1>, vector<8xi32>, vector<8xi32>, i32" -> "vector<8xi32>"
    )
    /// `llvm.vp.select`: `true_val`'s lanes where `cond` is set,
    /// `false_val`'s elsewhere; lanes from `evl` on are poison.
    VPSelectMinOp(VP_SELECT, "llvm.intr.vp.select");
    /// `llvm.vp.merge`: `true_val`'s lanes where `cond` is set,
    /// `false_val`'s elsewhere and from `evl` on.
    VPMergeMinOp(VP_MERGE, "llvm.intr.vp.merge");
}

intrinsics! {
    class {
        operands(src: single(INT_VECTOR), mask: single(I1_VECTOR), evl: single(types::I32))
        results(res: single(LLVM_TYPE))
        build(explicit)
        ..generic(OpTraits::PURE)
    }
    generic_example(
        "%arg0: vector<8xi64>, %arg1: vector<8xi1>, %arg2: i32",
        "%arg0, %arg1, %arg2" "" : "vector<8xi64>, vector<8xi1>, i32" -> "vector<8xi32>"
    )
    /// `llvm.vp.trunc`: the active lanes truncated to a narrower integer.
    VPTruncOp(VP_TRUNC, "llvm.intr.vp.trunc");
    /// `llvm.vp.zext`: the active lanes zero-extended to a wider integer.
    VPZExtOp(VP_ZEXT, "llvm.intr.vp.zext");
    /// `llvm.vp.sext`: the active lanes sign-extended to a wider integer.
    VPSExtOp(VP_SEXT, "llvm.intr.vp.sext");
    /// `llvm.vp.uitofp`: the active lanes, as unsigned integers, converted
    /// to floats.
    VPUIToFPOp(VP_UITOFP, "llvm.intr.vp.uitofp");
    /// `llvm.vp.sitofp`: the active lanes, as signed integers, converted
    /// to floats.
    VPSIToFPOp(VP_SITOFP, "llvm.intr.vp.sitofp");
    /// `llvm.vp.inttoptr`: the active lanes converted to pointers.
    VPIntToPtrOp(VP_INTTOPTR, "llvm.intr.vp.inttoptr");
}

intrinsics! {
    class {
        operands(src: single(FLOAT_VECTOR), mask: single(I1_VECTOR), evl: single(types::I32))
        results(res: single(LLVM_TYPE))
        build(explicit)
        ..generic(OpTraits::PURE)
    }
    generic_example(
        "%arg0: vector<8xf64>, %arg1: vector<8xi1>, %arg2: i32",
        "%arg0, %arg1, %arg2" "" : "vector<8xf64>, vector<8xi1>, i32" -> "vector<8xf32>"
    )
    /// `llvm.vp.fptrunc`: the active lanes rounded to a narrower float.
    VPFPTruncOp(VP_FPTRUNC, "llvm.intr.vp.fptrunc");
    /// `llvm.vp.fpext`: the active lanes extended to a wider float.
    VPFPExtOp(VP_FPEXT, "llvm.intr.vp.fpext");
    /// `llvm.vp.fptoui`: the active lanes converted to unsigned integers,
    /// rounding towards zero.
    VPFPToUIOp(VP_FPTOUI, "llvm.intr.vp.fptoui");
    /// `llvm.vp.fptosi`: the active lanes converted to signed integers,
    /// rounding towards zero.
    VPFPToSIOp(VP_FPTOSI, "llvm.intr.vp.fptosi");
}

intrinsics! {
    class {
        operands(src: single(PTR_VECTOR), mask: single(I1_VECTOR), evl: single(types::I32))
        results(res: single(LLVM_TYPE))
        build(explicit)
        ..generic(OpTraits::PURE)
    }
    generic_example(
        "%arg0: vector<8x!llvm.ptr>, %arg1: vector<8xi1>, %arg2: i32",
        "%arg0, %arg1, %arg2" "" : "vector<8x!llvm.ptr>, vector<8xi1>, i32" -> "vector<8xi64>"
    )
    /// `llvm.vp.ptrtoint`: the addresses of the active lanes, as integers.
    VPPtrToIntOp(VP_PTRTOINT, "llvm.intr.vp.ptrtoint");
}

strata_ods::op! {
    /// `llvm.vp.load`: loads the active lanes of a vector from consecutive
    /// elements at `ptr`; the others are poison.
    pub VPLoadOp(VP_LOAD, "llvm.intr.vp.load") {
        operands(ptr: single(PTR), mask: single(I1_VECTOR), evl: single(types::I32))
        results(res: single(LLVM_TYPE))
        build(explicit)
        example: "llvm.func @example(%arg0: !llvm.ptr, %arg1: vector<8xi1>, %arg2: i32) -> vector<8xi32> {\n  %0 = \"llvm.intr.vp.load\"(%arg0, %arg1, %arg2) : (!llvm.ptr, vector<8xi1>, i32) -> vector<8xi32>\n  llvm.return %0 : vector<8xi32>\n}",
    }
    /// `llvm.vp.store`: stores the active lanes of `val` to consecutive
    /// elements at `ptr`.
    pub VPStoreOp(VP_STORE, "llvm.intr.vp.store") {
        operands(val: single(VECTOR), ptr: single(PTR), mask: single(I1_VECTOR), evl: single(types::I32))
        build(explicit)
        example: "llvm.func @example(%arg0: vector<8xi32>, %arg1: !llvm.ptr, %arg2: vector<8xi1>, %arg3: i32) {\n  \"llvm.intr.vp.store\"(%arg0, %arg1, %arg2, %arg3) : (vector<8xi32>, !llvm.ptr, vector<8xi1>, i32) -> ()\n  llvm.return\n}",
    }
    /// `llvm.experimental.vp.strided.load`: loads the active lanes of a
    /// vector from `ptr`, its elements `stride` bytes apart.
    pub VPStridedLoadOp(VP_STRIDED_LOAD, "llvm.intr.experimental.vp.strided.load") {
        operands(
            ptr: single(PTR),
            stride: single(types::ANY_SIGNLESS_INTEGER),
            mask: single(I1_VECTOR),
            evl: single(types::I32),
        )
        results(res: single(LLVM_TYPE))
        build(explicit)
        example: "llvm.func @example(%arg0: !llvm.ptr, %arg1: i64, %arg2: vector<8xi1>, %arg3: i32) -> vector<8xi32> {\n  %0 = \"llvm.intr.experimental.vp.strided.load\"(%arg0, %arg1, %arg2, %arg3) : (!llvm.ptr, i64, vector<8xi1>, i32) -> vector<8xi32>\n  llvm.return %0 : vector<8xi32>\n}",
    }
    /// `llvm.experimental.vp.strided.store`: stores the active lanes of
    /// `val` at `ptr`, its elements `stride` bytes apart.
    pub VPStridedStoreOp(VP_STRIDED_STORE, "llvm.intr.experimental.vp.strided.store") {
        operands(
            val: single(VECTOR),
            ptr: single(PTR),
            stride: single(types::ANY_SIGNLESS_INTEGER),
            mask: single(I1_VECTOR),
            evl: single(types::I32),
        )
        build(explicit)
        example: "llvm.func @example(%arg0: vector<8xi32>, %arg1: !llvm.ptr, %arg2: i64, %arg3: vector<8xi1>, %arg4: i32) {\n  \"llvm.intr.experimental.vp.strided.store\"(%arg0, %arg1, %arg2, %arg3, %arg4) : (vector<8xi32>, !llvm.ptr, i64, vector<8xi1>, i32) -> ()\n  llvm.return\n}",
    }
}

// ---- memory ---------------------------------------------------------------------------

/// `llvm.memcpy`, `llvm.memmove` and `llvm.memset`: their operands and
/// example, with the volatility flag, alias information and argument
/// attributes they share.
macro_rules! mem_intrinsics {
    ($($(#[doc = $doc:literal])* $Name:ident($SPEC:ident, $name:literal) { $($part:tt)* })*) => {$(
        strata_ods::op! {
            $(#[doc = $doc])*
            pub $Name($SPEC, $name) {
                attributes(
                    is_volatile "isVolatile": bool = required(I1_ATTR),
                    access_groups: opt_attr = optional(super::attrs::ACCESS_GROUPS),
                    alias_scopes: opt_attr = optional(super::attrs::ALIAS_SCOPES),
                    noalias_scopes: opt_attr = optional(super::attrs::ALIAS_SCOPES),
                    tbaa: opt_attr = optional(super::attrs::TBAA_TAGS),
                    arg_attrs: opt_attr = optional(attrs::DICT_ARRAY_ATTR),
                    res_attrs: opt_attr = optional(attrs::DICT_ARRAY_ATTR),
                )
                build(explicit)
                $($part)*
            }
        }
    )*};
}

mem_intrinsics! {
    /// `llvm.memcpy`: copies `len` bytes from `src` to `dst`, which must
    /// not overlap.
    MemcpyOp(MEMCPY, "llvm.intr.memcpy") {
        operands(dst: single(PTR) [Write], src: single(PTR) [Read], len: single(types::ANY_SIGNLESS_INTEGER))
        example: "llvm.func @example(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64) {\n  \"llvm.intr.memcpy\"(%arg0, %arg1, %arg2) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()\n  llvm.return\n}",
    }
    /// `llvm.memmove`: copies `len` bytes from `src` to `dst`, which may
    /// overlap.
    MemmoveOp(MEMMOVE, "llvm.intr.memmove") {
        operands(dst: single(PTR) [Write], src: single(PTR) [Read], len: single(types::ANY_SIGNLESS_INTEGER))
        example: "llvm.func @example(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64) {\n  \"llvm.intr.memmove\"(%arg0, %arg1, %arg2) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()\n  llvm.return\n}",
    }
    /// `llvm.memset`: sets `len` bytes at `dst` to the byte `val`.
    MemsetOp(MEMSET, "llvm.intr.memset") {
        operands(dst: single(PTR) [Write], val: single(types::I8), len: single(types::ANY_SIGNLESS_INTEGER))
        example: "llvm.func @example(%arg0: !llvm.ptr, %arg1: i8, %arg2: i64) {\n  \"llvm.intr.memset\"(%arg0, %arg1, %arg2) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()\n  llvm.return\n}",
    }
}

/// The form of the intrinsics that take a pointer and return nothing.
const fn ptr_intr() -> OpSpec {
    OpSpec {
        format: Some("$ptr attr-dict `:` qualified(type($ptr))"),
        ..OpSpec::new("")
    }
}

strata_ods::op! {
    /// `llvm.stacksave`: the current stack position, for a later
    /// `llvm.intr.stackrestore`.
    pub StackSaveOp(STACKSAVE, "llvm.intr.stacksave") {
        results(res: single(LLVM_TYPE))
        build(explicit)
        example: "llvm.func @example() {\n  %0 = llvm.intr.stacksave : !llvm.ptr\n  llvm.intr.stackrestore %0 : !llvm.ptr\n  llvm.return\n}",
        format: Some("attr-dict `:` qualified(type($res))"),
    }
    /// `llvm.stackrestore`: returns the stack to a position
    /// `llvm.intr.stacksave` gave, releasing the `llvm.alloca`s made
    /// since.
    pub StackRestoreOp(STACKRESTORE, "llvm.intr.stackrestore") {
        operands(ptr: single(PTR))
        build(explicit)
        example: "llvm.func @example() {\n  %0 = llvm.intr.stacksave : !llvm.ptr\n  llvm.intr.stackrestore %0 : !llvm.ptr\n  llvm.return\n}",
        ..ptr_intr()
    }
    /// `llvm.lifetime.start`: the stack object at `ptr` starts being used
    /// here (before, its content is undefined).
    pub LifetimeStartOp(LIFETIME_START, "llvm.intr.lifetime.start") {
        operands(ptr: single(PTR))
        build(explicit)
        example: "llvm.func @example() {\n  %0 = llvm.mlir.constant(1 : i64) : i64\n  %1 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr\n  llvm.intr.lifetime.start %1 : !llvm.ptr\n  llvm.intr.lifetime.end %1 : !llvm.ptr\n  llvm.return\n}",
        ..ptr_intr()
    }
    /// `llvm.lifetime.end`: the stack object at `ptr` is no longer used
    /// after here (its content becomes undefined).
    pub LifetimeEndOp(LIFETIME_END, "llvm.intr.lifetime.end") {
        operands(ptr: single(PTR))
        build(explicit)
        example: "llvm.func @example() {\n  %0 = llvm.mlir.constant(1 : i64) : i64\n  %1 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr\n  llvm.intr.lifetime.start %1 : !llvm.ptr\n  llvm.intr.lifetime.end %1 : !llvm.ptr\n  llvm.return\n}",
        ..ptr_intr()
    }
    /// `llvm.assume`: lets the optimizer assume `cond` is true (it is
    /// undefined behaviour otherwise); operand bundles such as `"align"`
    /// state further facts.
    pub AssumeOp(ASSUME, "llvm.intr.assume") {
        operands(cond: single(types::I1), op_bundle_operands: variadic(types::ANY_TYPE))
        attributes(
            op_bundle_sizes: attr = required(attrs::DENSE_I32_ARRAY_ATTR),
            op_bundle_tags: opt_attr = optional(attrs::ARRAY_ATTR),
        )
        build(explicit)
        example: "llvm.func @example(%arg0: i1, %arg1: !llvm.ptr) {\n  llvm.intr.assume %arg0 : i1\n  %0 = llvm.mlir.constant(true) : i1\n  %1 = llvm.mlir.constant(16 : i64) : i64\n  llvm.intr.assume %0 [\"align\"(%arg1, %1 : !llvm.ptr, i64)] : i1\n  llvm.return\n}",
        parse: Some(parse_assume),
        print: Some(print_assume),
    }
    /// `llvm.prefetch`: a hint to fetch the memory at `addr` into the
    /// cache, for reading or writing (`rw`), with a temporal locality
    /// `hint` from 0 to 3, into the data or instruction `cache`.
    pub Prefetch(PREFETCH, "llvm.intr.prefetch") {
        operands(addr: single(PTR))
        attributes(
            rw: int = required(attrs::I32_ATTR),
            hint: int = required(attrs::I32_ATTR),
            cache: int = required(attrs::I32_ATTR),
        )
        build(explicit)
        example: "llvm.func @example(%arg0: !llvm.ptr) {\n  \"llvm.intr.prefetch\"(%arg0) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()\n  llvm.return\n}",
    }
}

/// Operand bundles: `["tag"(%a, %b : t1, t2), ...]`, if a `[` is next.
/// Resolves the operands into `state` and returns the tags and sizes.
pub(crate) fn parse_op_bundles(
    p: &mut dyn OpAsmParser<'_>,
    state: &mut OperationState,
) -> ParseResult<Option<(Vec<String>, Vec<i32>)>> {
    let list_pos = p.current_pos();
    if !p.parse_optional_punct("[") {
        return Ok(None);
    }
    let mut tags = Vec::new();
    let mut sizes = Vec::new();
    if !p.parse_optional_punct("]") {
        loop {
            let Some(tag) = p.parse_optional_string()? else {
                return Err(p.emit_error("expected string"));
            };
            tags.push(String::from_utf8_lossy(&tag).into_owned());
            p.parse_punct("(")?;
            let mut operands = Vec::new();
            let mut types = Vec::new();
            if !p.parse_optional_punct(")") {
                operands = p.parse_operand_list(strata_ir::asm::Delimiter::None)?;
                p.parse_punct(":")?;
                p.parse_comma_separated_list(strata_ir::asm::Delimiter::None, &mut |p| {
                    types.push(p.parse_type()?);
                    Ok(())
                })?;
                p.parse_punct(")")?;
            }
            if operands.len() != types.len() {
                return Err(p.emit_error_at(
                    list_pos,
                    &format!(
                        "expected {} types for operand bundle operands for operand bundle #{}, but actually got {}",
                        operands.len(),
                        sizes.len(),
                        types.len()
                    ),
                ));
            }
            for (o, t) in operands.iter().zip(types) {
                let v = p.resolve_operand(o, t)?;
                state.operands.push(v);
            }
            sizes.push(operands.len() as i32);
            if !p.parse_optional_punct(",") {
                break;
            }
        }
        p.parse_punct("]")?;
    }
    Ok(Some((tags, sizes)))
}

/// Prints ` [bundles]` for the operands from `first` on.
pub(crate) fn print_op_bundles(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>, first: usize) {
    let ctx = op.ctx;
    let Some(tags) = op.attr("op_bundle_tags").and_then(|a| ctx.array_attr_elements(a)) else {
        return;
    };
    let sizes = op
        .attr("op_bundle_sizes")
        .and_then(|a| strata_ods::asm_format::int_array_elements(ctx, a))
        .map(|(_, v)| v)
        .unwrap_or_default();
    p.write_str(" [");
    let mut next = first;
    for (i, &tag) in tags.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_string_literal(ctx.string_attr_value(tag).unwrap_or("").as_bytes());
        p.write_str("(");
        let n = sizes.get(i).copied().unwrap_or(0).max(0) as usize;
        let vals: Vec<_> = (next..next + n).map(|k| op.operand(k)).collect();
        next += n;
        if !vals.is_empty() {
            p.print_operands(&vals);
            p.write_str(" : ");
            for (k, &v) in vals.iter().enumerate() {
                if k > 0 {
                    p.write_str(", ");
                }
                p.print_type(op.body.value_type(v));
            }
        }
        p.write_str(")");
    }
    p.write_str("]");
}

/// `$cond [bundles]? : type($cond) attr-dict`.
fn parse_assume(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let cond = p.parse_operand()?;
    let bundles = parse_op_bundles(p, state)?;
    p.parse_punct(":")?;
    // The condition has the written type; the verifier checks it is i1.
    let t = p.parse_type()?;
    let v = p.resolve_operand(&cond, t)?;
    state.operands.insert(0, v);
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    let mut props = Vec::new();
    match bundles {
        Some((tags, sizes)) => {
            props.push((
                ctx.ident("op_bundle_sizes"),
                strata_dialect_utils::attrs::dense_i32_array(ctx, &sizes),
            ));
            let tags: Vec<_> = tags.iter().map(|t| ctx.string_attr(t)).collect();
            props.push((ctx.ident("op_bundle_tags"), ctx.array_attr(&tags)));
        }
        None => props.push((
            ctx.ident("op_bundle_sizes"),
            strata_dialect_utils::attrs::dense_i32_array(ctx, &[]),
        )),
    }
    set_parsed_attributes(ctx, state, props, attrs, &["op_bundle_sizes", "op_bundle_tags"]);
    Ok(())
}

fn print_assume(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    p.write_str(" ");
    p.print_operand(op.operand(0));
    print_op_bundles(p, op, 1);
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
    p.print_optional_attr_dict(&all_attrs(op), &["op_bundle_sizes", "op_bundle_tags"]);
}

// ---- debug info intrinsics -------------------------------------------------------------

fn is_local_variable(ctx: &Context, a: strata_ir::Attribute) -> bool {
    debuginfo::di_mnemonic(ctx, a) == Some("di_local_variable")
}

fn is_expression(ctx: &Context, a: strata_ir::Attribute) -> bool {
    debuginfo::di_mnemonic(ctx, a) == Some("di_expression")
}

fn is_label(ctx: &Context, a: strata_ir::Attribute) -> bool {
    debuginfo::di_mnemonic(ctx, a) == Some("di_label")
}

/// `LLVM_DILocalVariableAttr`.
const DI_LOCAL_VARIABLE: AttrConstraint = AttrConstraint::Class {
    summary: "",
    check: is_local_variable,
};

/// `LLVM_DIExpressionAttr`.
const DI_EXPRESSION: AttrConstraint = AttrConstraint::Class {
    summary: "",
    check: is_expression,
};

/// `LLVM_DILabelAttr`.
const DI_LABEL: AttrConstraint = AttrConstraint::Class {
    summary: "",
    check: is_label,
};

strata_ods::op! {
    /// `llvm.dbg.declare`: the source variable `varInfo` lives at the
    /// address `addr`, as `locationExpr` computes it from there.
    pub DbgDeclareOp(DBG_DECLARE, "llvm.intr.dbg.declare") {
        operands(addr: single(PTR))
        attributes(
            var_info "varInfo": attr = required(DI_LOCAL_VARIABLE),
            location_expr "locationExpr": opt_attr = optional(DI_EXPRESSION),
        )
        build(explicit)
        example: "#di_file = #llvm.di_file<\"a.c\" in \"/\">\n#di_local_variable = #llvm.di_local_variable<scope = #di_file, name = \"x\">\nllvm.func @example(%arg0: !llvm.ptr) {\n  llvm.intr.dbg.declare #di_local_variable = %arg0 : !llvm.ptr\n  llvm.return\n}",
        parse: Some(parse_dbg_var),
        print: Some(print_dbg_var),
        interfaces: &[&crate::mem_slot::PROMOTABLE_DBG_DECLARE],
    }
    /// `llvm.dbg.value`: the source variable `varInfo` has the value
    /// `value` from here on, as `locationExpr` computes it from there.
    pub DbgValueOp(DBG_VALUE, "llvm.intr.dbg.value") {
        operands(value: single(LLVM_TYPE))
        attributes(
            var_info "varInfo": attr = required(DI_LOCAL_VARIABLE),
            location_expr "locationExpr": opt_attr = optional(DI_EXPRESSION),
        )
        build(explicit)
        example: "#di_file = #llvm.di_file<\"a.c\" in \"/\">\n#di_local_variable = #llvm.di_local_variable<scope = #di_file, name = \"x\">\nllvm.func @example(%arg0: i32) {\n  llvm.intr.dbg.value #di_local_variable #llvm.di_expression<[DW_OP_LLVM_fragment(0, 16)]> = %arg0 : i32\n  llvm.return\n}",
        parse: Some(parse_dbg_var),
        print: Some(print_dbg_var),
        interfaces: &[&crate::mem_slot::PROMOTABLE_DBG_VALUE],
    }
    /// `llvm.dbg.label`: the source label `label` is here.
    pub DbgLabelOp(DBG_LABEL, "llvm.intr.dbg.label") {
        attributes(label: attr = required(DI_LABEL))
        build(explicit)
        example: "#di_file = #llvm.di_file<\"a.c\" in \"/\">\n#di_label = #llvm.di_label<scope = #di_file, name = \"l\">\nllvm.func @example() {\n  llvm.intr.dbg.label #di_label\n  llvm.return\n}",
        parse: Some(parse_dbg_label),
        print: Some(print_dbg_label),
    }
}

/// `qualified($varInfo) (qualified($locationExpr)^)? = $operand :
/// qualified(type($operand)) attr-dict`.
fn parse_dbg_var(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let pos = p.current_pos();
    let var = p.parse_attribute(None)?;
    if !is_local_variable(ctx, var) {
        return Err(p.emit_error_at(pos, "invalid kind of attribute specified"));
    }
    let expr = if p.peek_punct("=") {
        debuginfo::expression_attr(ctx, &[])
    } else {
        let pos = p.current_pos();
        let e = p.parse_attribute(None)?;
        if !is_expression(ctx, e) {
            return Err(p.emit_error_at(pos, "invalid kind of attribute specified"));
        }
        e
    };
    p.parse_punct("=")?;
    let operand = p.parse_operand()?;
    p.parse_punct(":")?;
    let t = p.parse_type()?;
    let v = p.resolve_operand(&operand, t)?;
    state.operands.push(v);
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    let props = vec![(ctx.ident("locationExpr"), expr), (ctx.ident("varInfo"), var)];
    set_parsed_attributes(ctx, state, props, attrs, &["locationExpr", "varInfo"]);
    Ok(())
}

fn print_dbg_var(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let ctx = op.ctx;
    p.write_str(" ");
    if let Some(var) = op.attr("varInfo") {
        p.print_attribute(var);
    }
    // The default, empty expression is left out.
    if let Some(e) = op.attr("locationExpr") {
        if !debuginfo::expression_ops(ctx, e).is_some_and(|ops| ops.is_empty()) {
            p.write_str(" ");
            p.print_attribute(e);
        }
    }
    p.write_str(" = ");
    p.print_operand(op.operand(0));
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
    p.print_optional_attr_dict(&all_attrs(op), &["locationExpr", "varInfo"]);
}

/// `$label attr-dict`, the label printed without its `#llvm.di_label`
/// prefix unless it has an alias.
fn parse_dbg_label(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let label = debuginfo::parse_stripped(p.as_asm_parser(), "di_label")?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    set_parsed_attributes(ctx, state, vec![(ctx.ident("label"), label)], attrs, &["label"]);
    Ok(())
}

fn print_dbg_label(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    p.write_str(" ");
    if let Some(label) = op.attr("label") {
        p.print_stripped_attribute(label);
    }
    p.print_optional_attr_dict(&all_attrs(op), &["label"]);
}

const ALIAS_SCOPE: AttrConstraint = AttrConstraint::Class {
    summary: "LLVM dialect alias scope",
    check: |ctx, a| crate::scopes::scope(ctx, a).is_some(),
};

strata_ods::op! {
    /// `llvm.experimental.noalias.scope.decl`: the alias scope `scope`
    /// is declared here (for the `noalias` metadata of inlined code).
    pub NoAliasScopeDeclOp(NOALIAS_SCOPE_DECL, "llvm.intr.experimental.noalias.scope.decl") {
        attributes(scope: attr = required(ALIAS_SCOPE))
        build(explicit)
        example: "#domain = #llvm.alias_scope_domain<id = distinct[0]<>>\n#scope = #llvm.alias_scope<id = distinct[1]<>, domain = #domain>\nllvm.func @example() {\n  llvm.intr.experimental.noalias.scope.decl #scope\n  llvm.return\n}",
        format: Some("$scope attr-dict"),
    }
}

// ---- more intrinsics -----------------------------------------------------------------

fn is_int_or_vector(ctx: &Context, t: Type) -> bool {
    let e = ctx.element_type(t).unwrap_or(t);
    matches!(ctx.type_kind(e), TypeKind::Integer { .. })
        && (ctx.shape(t).is_none() || matches!(ctx.type_kind(t), TypeKind::Vector { .. }))
}

const ANY_INT_SV: T = T::Custom {
    summary: "integer or LLVM dialect-compatible vector of integer",
    check: is_int_or_vector,
};

const SCALAR_FLOAT: T = T::Custom {
    summary: "floating point LLVM type",
    check: super::types::is_compatible_float,
};

intrinsics! {
    class {
        operands(val: single(FLOAT_SV))
        results(res: single(LLVM_TYPE))
        build(explicit)
        ..intr(OpTraits::PURE)
    }
    example("%arg0: f32", "%arg0" : "f32" -> "i64")
    /// `llvm.lround`: rounds a float to the nearest integer, halfway cases
    /// away from zero; poison if out of range.
    LroundOp(LROUND, "llvm.intr.lround");
    /// `llvm.lrint`: rounds a float to the nearest integer in the current
    /// rounding mode; poison if out of range.
    LrintOp(LRINT, "llvm.intr.lrint");
}

intrinsics! {
    class {
        operands(val: single(SCALAR_FLOAT))
        results(res: single(LLVM_TYPE))
        build(explicit)
        ..intr(OpTraits::PURE)
    }
    example("%arg0: f64", "%arg0" : "f64" -> "i64")
    /// `llvm.llround`: `llvm.lround` of a scalar float, to a `long long`.
    LlroundOp(LLROUND, "llvm.intr.llround");
    /// `llvm.llrint`: `llvm.lrint` of a scalar float, to a `long long`.
    LlrintOp(LLRINT, "llvm.intr.llrint");
}

intrinsics! {
    class {
        operands(a: single(INT_SV), b: single(INT_SV))
        results(res: single(INT_SV))
        build(explicit)
        ..intr(OpTraits::PURE.union(OpTraits::SAME_OPERANDS_TYPE))
    }
    example("%arg0: i32, %arg1: i32", "%arg0, %arg1" : "i32, i32" -> "i8")
    /// `llvm.scmp`: the three-way comparison of two signed integers: -1,
    /// 0 or 1 as `a` is less than, equal to or greater than `b`.
    SCmpOp(SCMP, "llvm.intr.scmp");
    /// `llvm.ucmp`: the three-way comparison of two unsigned integers: -1,
    /// 0 or 1 as `a` is less than, equal to or greater than `b`.
    UCmpOp(UCMP, "llvm.intr.ucmp");
}

strata_ods::op! {
    /// `llvm.ptrmask`: the pointer with the bits of its address that are
    /// clear in `mask` cleared, keeping its provenance.
    pub PtrMaskOp(PTRMASK, "llvm.intr.ptrmask") {
        operands(ptr: single(PTR_SV), mask: single(ANY_INT_SV))
        results(res: single(PTR_SV))
        build(infer)
        example: "llvm.func @example(%arg0: !llvm.ptr, %arg1: i64) -> !llvm.ptr {\n  %0 = llvm.intr.ptrmask %arg0, %arg1 : (!llvm.ptr, i64) -> !llvm.ptr\n  llvm.return %0 : !llvm.ptr\n}",
        traits: OpTraits::PURE,
        format: Some("$ptr `,` $mask attr-dict `:` functional-type(operands, results)"),
        predicates: &[Predicate::AllTypesMatch(&["ptr", "res"])],
    }
    /// `llvm.expect`: returns `val`, telling the optimizer that it most
    /// likely equals `expected`.
    pub ExpectOp(EXPECT, "llvm.intr.expect") {
        operands(val: single(types::ANY_SIGNLESS_INTEGER), expected: single(types::ANY_SIGNLESS_INTEGER))
        results(res: single(LLVM_TYPE))
        build(infer)
        example: "llvm.func @example(%arg0: i1) -> i1 {\n  %0 = llvm.mlir.constant(true) : i1\n  %1 = llvm.intr.expect %arg0, %0 : i1\n  llvm.return %1 : i1\n}",
        traits: PURE_SAME,
        format: Some("$val `,` $expected attr-dict `:` type($val)"),
    }
    /// `llvm.get.active.lane.mask`: the mask of the vector lanes `i`
    /// where `base + i < n` (unsigned).
    pub GetActiveLaneMaskOp(GET_ACTIVE_LANE_MASK, "llvm.intr.get.active.lane.mask") {
        operands(base: single(types::ANY_SIGNLESS_INTEGER), n: single(types::ANY_SIGNLESS_INTEGER))
        results(res: single(LLVM_TYPE))
        build(explicit)
        example: "llvm.func @example(%arg0: i64, %arg1: i64) -> vector<4xi1> {\n  %0 = llvm.intr.get.active.lane.mask %arg0, %arg1 : i64, i64 to vector<4xi1>\n  llvm.return %0 : vector<4xi1>\n}",
        traits: OpTraits::PURE,
        format: Some("$base `,` $n attr-dict `:` type($base) `,` type($n) `to` type($res)"),
    }
    /// `llvm.expect.with.probability`: returns `val`, telling the
    /// optimizer that it equals `expected` with probability `prob`.
    pub ExpectWithProbabilityOp(EXPECT_WITH_PROBABILITY, "llvm.intr.expect.with.probability") {
        operands(val: single(types::ANY_SIGNLESS_INTEGER), expected: single(types::ANY_SIGNLESS_INTEGER))
        results(res: single(LLVM_TYPE))
        attributes(prob: attr = required(AttrConstraint::Float(strata_ir::FloatKind::F64)))
        build(infer)
        example: "llvm.func @example(%arg0: i1) -> i1 {\n  %0 = llvm.mlir.constant(true) : i1\n  %1 = llvm.intr.expect.with.probability %arg0, %0, 8.000000e-01 : i1\n  llvm.return %1 : i1\n}",
        traits: OpTraits::PURE,
        format: Some("$val `,` $expected `,` $prob attr-dict `:` type($val)"),
        predicates: &[Predicate::AllTypesMatch(&["val", "expected", "res"])],
    }
    /// `llvm.threadlocal.address`: the address of the calling thread's
    /// instance of the thread-local global `global`.
    pub ThreadlocalAddressOp(THREADLOCAL_ADDRESS, "llvm.intr.threadlocal.address") {
        operands(global: single(PTR))
        results(res: single(LLVM_TYPE))
        build(explicit)
        example: "llvm.mlir.global external thread_local @counter(0 : i32) {addr_space = 0 : i32} : i32\nllvm.func @example() -> !llvm.ptr {\n  %0 = llvm.mlir.addressof @counter : !llvm.ptr\n  %1 = \"llvm.intr.threadlocal.address\"(%0) : (!llvm.ptr) -> !llvm.ptr\n  llvm.return %1 : !llvm.ptr\n}",
        traits: OpTraits::PURE,
    }
    /// `llvm.trap`: stops the program abnormally.
    pub Trap(TRAP, "llvm.intr.trap") {
        build(explicit)
        example: "llvm.func @example() {\n  llvm.intr.trap\n  llvm.unreachable\n}",
        format: Some("attr-dict"),
    }
    /// `llvm.debugtrap`: stops in the debugger, if one is attached.
    pub DebugTrap(DEBUGTRAP, "llvm.intr.debugtrap") {
        build(explicit)
        example: "llvm.func @example() {\n  llvm.intr.debugtrap\n  llvm.return\n}",
        format: Some("attr-dict"),
    }
    /// `llvm.vscale`: the multiple of the minimum length that scalable
    /// vectors have on the running hardware.
    pub VScaleOp(VSCALE, "llvm.intr.vscale") {
        results(res: single(LLVM_TYPE))
        build(explicit)
        example: "llvm.func @example() -> i64 {\n  %0 = \"llvm.intr.vscale\"() : () -> i64\n  llvm.return %0 : i64\n}",
    }
    /// `llvm.stepvector`: the vector `<0, 1, 2, ...>` of its integer type.
    pub StepVectorOp(STEPVECTOR, "llvm.intr.stepvector") {
        results(res: single(INT_VECTOR))
        build(explicit)
        example: "llvm.func @example() -> vector<4xi32> {\n  %0 = llvm.intr.stepvector : vector<4xi32>\n  llvm.return %0 : vector<4xi32>\n}",
        traits: OpTraits::PURE,
        format: Some("attr-dict `:` type($res)"),
    }
}

strata_ods::op! {
    /// `llvm.masked.load`: loads the lanes of a vector whose `mask` bit is
    /// set from consecutive elements at `data`; the other lanes come from
    /// `pass_thru` (poison without it).
    pub MaskedLoadOp(MASKED_LOAD, "llvm.intr.masked.load") {
        operands(data: single(PTR) [Read], mask: single(I1_VECTOR), pass_thru: optional(VECTOR))
        results(res: single(VECTOR))
        attributes(
            alignment: int = required(attrs::I32_ATTR),
            nontemporal: unit = optional(attrs::UNIT_ATTR),
        )
        build(explicit)
        example: "llvm.func @example(%arg0: !llvm.ptr, %arg1: vector<4xi1>, %arg2: vector<4xf32>) -> vector<4xf32> {\n  %0 = llvm.intr.masked.load %arg0, %arg1, %arg2 {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>\n  llvm.return %0 : vector<4xf32>\n}",
        format: Some("operands attr-dict `:` functional-type(operands, results)"),
    }
    /// `llvm.masked.store`: stores the lanes of `value` whose `mask` bit is
    /// set to consecutive elements at `data`.
    pub MaskedStoreOp(MASKED_STORE, "llvm.intr.masked.store") {
        operands(value: single(VECTOR), data: single(PTR) [Write], mask: single(I1_VECTOR))
        attributes(alignment: int = required(attrs::I32_ATTR))
        build(explicit)
        example: "llvm.func @example(%arg0: vector<4xf32>, %arg1: !llvm.ptr, %arg2: vector<4xi1>) {\n  llvm.intr.masked.store %arg0, %arg1, %arg2 {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr\n  llvm.return\n}",
        format: Some("$value `,` $data `,` $mask attr-dict `:` type($value) `,` type($mask) `into` qualified(type($data))"),
    }
}

strata_ods::op! {
    /// `llvm.masked.gather`: loads the lanes whose `mask` bit is set from
    /// the addresses in `ptrs`; the other lanes come from `pass_thru`
    /// (poison without it).
    pub MaskedGatherOp(MASKED_GATHER, "llvm.intr.masked.gather") {
        operands(ptrs: single(PTR_VECTOR) [Read], mask: single(I1_VECTOR), pass_thru: variadic(VECTOR))
        results(res: single(VECTOR))
        attributes(alignment: int = required(attrs::I32_ATTR))
        build(explicit)
        verify: Some(|op| verify_ptrs_shape(op, 0, op.result_type(0))),
        example: "llvm.func @example(%arg0: vector<2x!llvm.ptr>, %arg1: vector<2xi1>, %arg2: vector<2xf32>) -> vector<2xf32> {\n  %0 = llvm.intr.masked.gather %arg0, %arg1, %arg2 {alignment = 4 : i32} : (vector<2x!llvm.ptr>, vector<2xi1>, vector<2xf32>) -> vector<2xf32>\n  llvm.return %0 : vector<2xf32>\n}",
        format: Some("operands attr-dict `:` functional-type(operands, results)"),
    }
    /// `llvm.masked.scatter`: stores the lanes of `value` whose `mask` bit
    /// is set to the addresses in `ptrs`.
    pub MaskedScatterOp(MASKED_SCATTER, "llvm.intr.masked.scatter") {
        operands(value: single(VECTOR), ptrs: single(PTR_VECTOR) [Write], mask: single(I1_VECTOR))
        attributes(alignment: int = required(attrs::I32_ATTR))
        build(explicit)
        verify: Some(|op| verify_ptrs_shape(op, 1, op.operand_type(0))),
        example: "llvm.func @example(%arg0: vector<2xf32>, %arg1: vector<2x!llvm.ptr>, %arg2: vector<2xi1>) {\n  llvm.intr.masked.scatter %arg0, %arg1, %arg2 {alignment = 4 : i32} : vector<2xf32>, vector<2xi1> into vector<2x!llvm.ptr>\n  llvm.return\n}",
        format: Some("$value `,` $ptrs `,` $mask attr-dict `:` type($value) `,` type($mask) `into` type($ptrs)"),
    }
}

strata_ods::op! {
    /// `llvm.matrix.multiply`: the product of a `lhs_rows` x
    /// `lhs_columns` and a `lhs_columns` x `rhs_columns` matrix, each
    /// flattened into a vector.
    pub MatrixMultiplyOp(MATRIX_MULTIPLY, "llvm.intr.matrix.multiply") {
        operands(lhs: single(VECTOR), rhs: single(VECTOR))
        results(res: single(VECTOR))
        attributes(
            lhs_rows: int = required(attrs::I32_ATTR),
            lhs_columns: int = required(attrs::I32_ATTR),
            rhs_columns: int = required(attrs::I32_ATTR),
        )
        build(explicit)
        example: "llvm.func @example(%arg0: vector<8xf32>, %arg1: vector<12xf32>) -> vector<6xf32> {\n  %0 = llvm.intr.matrix.multiply %arg0, %arg1 {lhs_columns = 4 : i32, lhs_rows = 2 : i32, rhs_columns = 3 : i32} : (vector<8xf32>, vector<12xf32>) -> vector<6xf32>\n  llvm.return %0 : vector<6xf32>\n}",
        format: Some("$lhs `,` $rhs attr-dict `:` `(` type($lhs) `,` type($rhs) `)` `->` type($res)"),
    }
    /// `llvm.matrix.transpose`: the transpose of a `rows` x `columns`
    /// matrix flattened into a vector.
    pub MatrixTransposeOp(MATRIX_TRANSPOSE, "llvm.intr.matrix.transpose") {
        operands(matrix: single(VECTOR))
        results(res: single(VECTOR))
        attributes(
            rows: int = required(attrs::I32_ATTR),
            columns: int = required(attrs::I32_ATTR),
        )
        build(explicit)
        example: "llvm.func @example(%arg0: vector<8xf32>) -> vector<8xf32> {\n  %0 = llvm.intr.matrix.transpose %arg0 {columns = 2 : i32, rows = 4 : i32} : vector<8xf32> into vector<8xf32>\n  llvm.return %0 : vector<8xf32>\n}",
        format: Some("$matrix attr-dict `:` type($matrix) `into` type($res)"),
    }
}

strata_ods::op! {
    /// `llvm.matrix.column.major.load`: loads a `rows` x `columns` matrix
    /// stored column by column at `data`, its columns `stride` elements
    /// apart, into a flattened vector.
    pub MatrixColumnMajorLoadOp(MATRIX_COLUMN_MAJOR_LOAD, "llvm.intr.matrix.column.major.load") {
        operands(data: single(PTR), stride: single(types::ANY_SIGNLESS_INTEGER))
        results(res: single(VECTOR))
        attributes(
            is_volatile "isVolatile": int = required(I1_ATTR),
            rows: int = required(attrs::I32_ATTR),
            columns: int = required(attrs::I32_ATTR),
        )
        build(explicit)
        example: "llvm.func @example(%arg0: !llvm.ptr, %arg1: i64) -> vector<6xf32> {\n  %0 = llvm.intr.matrix.column.major.load %arg0, <stride = %arg1> {columns = 3 : i32, isVolatile = false, rows = 2 : i32} : vector<6xf32> from !llvm.ptr stride i64\n  llvm.return %0 : vector<6xf32>\n}",
        format: Some("$data `,` `<` `stride` `=` $stride `>` attr-dict `:` type($res) `from` qualified(type($data)) `stride` type($stride)"),
    }
    /// `llvm.matrix.column.major.store`: stores the flattened `rows` x
    /// `columns` `matrix` column by column at `data`, its columns `stride`
    /// elements apart.
    pub MatrixColumnMajorStoreOp(MATRIX_COLUMN_MAJOR_STORE, "llvm.intr.matrix.column.major.store") {
        operands(matrix: single(VECTOR), data: single(PTR), stride: single(types::ANY_SIGNLESS_INTEGER))
        attributes(
            is_volatile "isVolatile": int = required(I1_ATTR),
            rows: int = required(attrs::I32_ATTR),
            columns: int = required(attrs::I32_ATTR),
        )
        build(explicit)
        example: "llvm.func @example(%arg0: vector<6xf32>, %arg1: !llvm.ptr, %arg2: i64) {\n  llvm.intr.matrix.column.major.store %arg0, %arg1, <stride = %arg2> {columns = 3 : i32, isVolatile = false, rows = 2 : i32} : vector<6xf32> to !llvm.ptr stride i64\n  llvm.return\n}",
        format: Some("$matrix `,` $data `,` `<` `stride` `=` $stride `>` attr-dict `:` type($matrix) `to` qualified(type($data)) `stride` type($stride)"),
    }
}

strata_ods::op! {
    /// `llvm.masked.expandload`: the lanes whose mask bit is set take
    /// consecutive elements from `ptr`, the others come from `passthru`.
    pub MaskedExpandLoadOp(MASKED_EXPANDLOAD, "llvm.intr.masked.expandload") {
        operands(ptr: single(PTR) [Read], mask: single(VECTOR), passthru: single(VECTOR))
        results(res: single(VECTOR))
        attributes(arg_attrs: opt_attr = optional(attrs::DICT_ARRAY_ATTR))
        build(explicit)
        example: "llvm.func @example(%arg0: !llvm.ptr, %arg1: vector<4xi1>, %arg2: vector<4xf32>) -> vector<4xf32> {\n  %0 = \"llvm.intr.masked.expandload\"(%arg0, %arg1, %arg2) : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>\n  llvm.return %0 : vector<4xf32>\n}",
    }
    /// `llvm.masked.compressstore`: the lanes of `value` whose mask bit is
    /// set are stored to consecutive elements at `ptr`.
    pub MaskedCompressStoreOp(MASKED_COMPRESSSTORE, "llvm.intr.masked.compressstore") {
        operands(value: single(VECTOR), ptr: single(PTR) [Write], mask: single(VECTOR))
        attributes(arg_attrs: opt_attr = optional(attrs::DICT_ARRAY_ATTR))
        build(explicit)
        example: "llvm.func @example(%arg0: vector<4xf32>, %arg1: !llvm.ptr, %arg2: vector<4xi1>) {\n  \"llvm.intr.masked.compressstore\"(%arg0, %arg1, %arg2) : (vector<4xf32>, !llvm.ptr, vector<4xi1>) -> ()\n  llvm.return\n}",
    }
}

strata_ods::op! {
    /// `llvm.vector.insert`: `dstvec` with `srcvec` written from element
    /// `pos` (a fixed vector into a scalable one, typically).
    pub VectorInsertOp(VECTOR_INSERT, "llvm.intr.vector.insert") {
        operands(dstvec: single(VECTOR), srcvec: single(VECTOR))
        results(res: single(VECTOR))
        attributes(pos: int = required(attrs::I64_ATTR))
        build(explicit)
        example: "llvm.func @example(%arg0: vector<4xf32>, %arg1: vector<[4]xf32>) -> vector<[4]xf32> {\n  %0 = llvm.intr.vector.insert %arg0, %arg1[0] : vector<4xf32> into vector<[4]xf32>\n  llvm.return %0 : vector<[4]xf32>\n}",
        traits: OpTraits::PURE,
        format: Some("$srcvec `,` $dstvec `[` $pos `]` attr-dict `:` type($srcvec) `into` type($res)"),
        predicates: &[
            Predicate::AllTypesMatch(&["dstvec", "res"]),
            Predicate::Custom {
                summary: "vectors are not bigger than 2^17 bits.",
                check: |op| vectors_fit(op, &[op.operand_type(0), op.operand_type(1)]),
            },
            Predicate::Custom {
                summary: "it is not inserting scalable into fixed-length vectors.",
                check: |op| !is_scalable(op, op.operand_type(1)) || is_scalable(op, op.operand_type(0)),
            },
        ],
    }
    /// `llvm.vector.extract`: the elements of `srcvec` from `pos` on, as
    /// the result's (fixed) vector type.
    pub VectorExtractOp(VECTOR_EXTRACT, "llvm.intr.vector.extract") {
        operands(srcvec: single(VECTOR))
        results(res: single(VECTOR))
        attributes(pos: int = required(attrs::I64_ATTR))
        build(explicit)
        example: "llvm.func @example(%arg0: vector<[4]xf32>) -> vector<4xf32> {\n  %0 = llvm.intr.vector.extract %arg0[0] : vector<4xf32> from vector<[4]xf32>\n  llvm.return %0 : vector<4xf32>\n}",
        traits: OpTraits::PURE,
        format: Some("$srcvec `[` $pos `]` attr-dict `:` type($res) `from` type($srcvec)"),
        predicates: &[
            Predicate::Custom {
                summary: "vectors are not bigger than 2^17 bits.",
                check: |op| vectors_fit(op, &[op.operand_type(0), op.result_type(0)]),
            },
            Predicate::Custom {
                summary: "it is not extracting scalable from fixed-length vectors.",
                check: |op| !is_scalable(op, op.result_type(0)) || is_scalable(op, op.operand_type(0)),
            },
        ],
    }
    /// `llvm.vector.interleave2`: the elements of `vec1` and `vec2`
    /// alternately.
    pub VectorInterleave2Op(VECTOR_INTERLEAVE2, "llvm.intr.vector.interleave2") {
        operands(vec1: single(VECTOR), vec2: single(VECTOR))
        results(res: single(VECTOR))
        build(explicit)
        example: "llvm.func @example(%arg0: vector<[4]xi32>, %arg1: vector<[4]xi32>) -> vector<[8]xi32> {\n  %0 = \"llvm.intr.vector.interleave2\"(%arg0, %arg1) : (vector<[4]xi32>, vector<[4]xi32>) -> vector<[8]xi32>\n  llvm.return %0 : vector<[8]xi32>\n}",
        traits: OpTraits::PURE,
        predicates: &[
            Predicate::AllTypesMatch(&["vec1", "vec2"]),
            Predicate::Custom {
                summary: "result has twice as many elements as 'vec1'",
                check: |op| {
                    let (ctx, v, r) = (op.ctx, op.operand_type(0), op.result_type(0));
                    // Element counts compare with their scalability.
                    let n = |t| match ctx.type_kind(t) {
                        TypeKind::Vector { shape, scalable, .. } => {
                            Some((shape.iter().product::<i64>(), scalable.iter().any(|&s| s)))
                        }
                        _ => None,
                    };
                    n(r).is_some() && n(r) == n(v).map(|(x, s)| (x * 2, s)) && ctx.element_type(v) == ctx.element_type(r)
                },
            },
        ],
    }
    /// `llvm.vector.deinterleave2`: the even and the odd elements of `vec`,
    /// as a struct of two vectors.
    pub VectorDeinterleave2Op(VECTOR_DEINTERLEAVE2, "llvm.intr.vector.deinterleave2") {
        operands(vec: single(VECTOR))
        results(res: single(LLVM_TYPE))
        build(explicit)
        example: "llvm.func @example(%arg0: vector<[4]xi32>) -> !llvm.struct<(vector<[2]xi32>, vector<[2]xi32>)> {\n  %0 = \"llvm.intr.vector.deinterleave2\"(%arg0) : (vector<[4]xi32>) -> !llvm.struct<(vector<[2]xi32>, vector<[2]xi32>)>\n  llvm.return %0 : !llvm.struct<(vector<[2]xi32>, vector<[2]xi32>)>\n}",
        traits: OpTraits::PURE,
    }
}

// ---- hints, annotations and invariants ------------------------------------------------------

/// `I8Attr`.
const I8_ATTR: AttrConstraint = AttrConstraint::SignlessInteger(8);

strata_ods::op! {
    /// `llvm.ssa.copy`: its operand, unchanged (a copy the optimizer can
    /// attach information to).
    pub SSACopyOp(SSA_COPY, "llvm.intr.ssa.copy") {
        operands(operand: single(types::ANY_TYPE))
        results(res: single(LLVM_TYPE))
        build(infer)
        example: "llvm.func @example(%arg0: f32) -> f32 {\n  %0 = llvm.intr.ssa.copy %arg0 : f32\n  llvm.return %0 : f32\n}",
        traits: PURE_SAME,
        format: Some("$operand attr-dict `:` type($operand)"),
    }
    /// `llvm.is.constant`: whether the optimizer could prove its operand
    /// constant (false once it gives up).
    pub IsConstantOp(IS_CONSTANT, "llvm.intr.is.constant") {
        operands(val: single(LLVM_TYPE))
        results(res: single(types::I1))
        build(explicit)
        example: "llvm.func @example(%arg0: i32) -> i1 {\n  %0 = \"llvm.intr.is.constant\"(%arg0) : (i32) -> i1\n  llvm.return %0 : i1\n}",
        traits: OpTraits::PURE,
    }
    /// `llvm.launder.invariant.group`: the same address as `ptr`, to
    /// which the `invariant.group` facts known about `ptr` do not apply.
    pub LaunderInvariantGroupOp(LAUNDER_INVARIANT_GROUP, "llvm.intr.launder.invariant.group") {
        operands(ptr: single(PTR))
        results(res: single(PTR))
        build(infer)
        example: "llvm.func @example(%arg0: !llvm.ptr) -> !llvm.ptr {\n  %0 = llvm.intr.launder.invariant.group %arg0 : !llvm.ptr\n  llvm.return %0 : !llvm.ptr\n}",
        traits: OpTraits::SAME_OPERANDS_AND_RESULT_TYPE,
        ..ptr_intr()
    }
    /// `llvm.strip.invariant.group`: the same address as `ptr`, without
    /// its `invariant.group` information.
    pub StripInvariantGroupOp(STRIP_INVARIANT_GROUP, "llvm.intr.strip.invariant.group") {
        operands(ptr: single(PTR))
        results(res: single(PTR))
        build(infer)
        example: "llvm.func @example(%arg0: !llvm.ptr) -> !llvm.ptr {\n  %0 = llvm.intr.strip.invariant.group %arg0 : !llvm.ptr\n  llvm.return %0 : !llvm.ptr\n}",
        traits: OpTraits::SAME_OPERANDS_AND_RESULT_TYPE,
        ..ptr_intr()
    }
    /// `llvm.eh.typeid.for`: the selector value an exception of the type
    /// `type_info` describes has in landing pads.
    pub EhTypeidForOp(EH_TYPEID_FOR, "llvm.intr.eh.typeid.for") {
        operands(type_info: single(PTR))
        results(res: single(LLVM_TYPE))
        build(explicit)
        example: "llvm.func @example(%arg0: !llvm.ptr) -> i32 {\n  %0 = llvm.intr.eh.typeid.for %arg0 : (!llvm.ptr) -> i32\n  llvm.return %0 : i32\n}",
        format: Some("$type_info attr-dict `:` functional-type(operands, results)"),
    }
    /// `llvm.var.annotation`: annotates the local variable at `val` with
    /// the string `annotation`, the source position `fileName`:`line` and
    /// the arguments `attr`.
    pub VarAnnotation(VAR_ANNOTATION, "llvm.intr.var.annotation") {
        operands(
            val: single(PTR),
            annotation: single(PTR),
            file_name "fileName": single(PTR),
            line: single(types::I32),
            arguments "attr": single(PTR),
        )
        build(explicit)
        example: "llvm.func @example(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i32) {\n  \"llvm.intr.var.annotation\"(%arg0, %arg1, %arg1, %arg2, %arg1) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr) -> ()\n  llvm.return\n}",
        predicates: &[Predicate::AllTypesMatch(&["annotation", "fileName", "attr"])],
    }
    /// `llvm.ptr.annotation`: `ptr`, annotated with the string
    /// `annotation`, the source position `fileName`:`line` and the
    /// arguments `attr`.
    pub PtrAnnotation(PTR_ANNOTATION, "llvm.intr.ptr.annotation") {
        operands(
            ptr: single(PTR),
            annotation: single(PTR),
            file_name "fileName": single(PTR),
            line: single(types::I32),
            arguments "attr": single(PTR),
        )
        results(res: single(PTR))
        build(explicit)
        example: "llvm.func @example(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i32) -> !llvm.ptr {\n  %0 = \"llvm.intr.ptr.annotation\"(%arg0, %arg1, %arg1, %arg2, %arg1) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr) -> !llvm.ptr\n  llvm.return %0 : !llvm.ptr\n}",
        predicates: &[
            Predicate::AllTypesMatch(&["res", "ptr"]),
            Predicate::AllTypesMatch(&["annotation", "fileName", "attr"]),
        ],
    }
    /// `llvm.annotation`: `integer`, annotated with the string
    /// `annotation` and the source position `fileName`:`line`.
    pub Annotation(ANNOTATION, "llvm.intr.annotation") {
        operands(
            integer: single(types::ANY_SIGNLESS_INTEGER),
            annotation: single(PTR),
            file_name "fileName": single(PTR),
            line: single(types::I32),
        )
        results(res: single(types::ANY_SIGNLESS_INTEGER))
        build(explicit)
        example: "llvm.func @example(%arg0: i16, %arg1: !llvm.ptr, %arg2: i32) -> i16 {\n  %0 = \"llvm.intr.annotation\"(%arg0, %arg1, %arg1, %arg2) : (i16, !llvm.ptr, !llvm.ptr, i32) -> i16\n  llvm.return %0 : i16\n}",
        predicates: &[
            Predicate::AllTypesMatch(&["res", "integer"]),
            Predicate::AllTypesMatch(&["annotation", "fileName"]),
        ],
    }
    /// `llvm.ubsantrap`: stops the program for the undefined-behaviour
    /// sanitizer check `failureKind`.
    pub UBSanTrap(UBSANTRAP, "llvm.intr.ubsantrap") {
        attributes(failure_kind "failureKind": int = required(I8_ATTR))
        build(explicit)
        example: "llvm.func @example() {\n  llvm.intr.ubsantrap <{failureKind = 1 : i8}>\n  llvm.unreachable\n}",
        format: Some("prop-dict attr-dict"),
    }
}

/// The ops of this file.
pub(crate) const OPS: &[&OpSpec] = &[
    &VECTOR_INSERT,
    &VECTOR_EXTRACT,
    &VECTOR_INTERLEAVE2,
    &VECTOR_DEINTERLEAVE2,
    &MASKED_EXPANDLOAD,
    &MASKED_COMPRESSSTORE,
    &MASKED_GATHER,
    &VP_REDUCE_ADD,
    &VP_REDUCE_MUL,
    &VP_REDUCE_AND,
    &VP_REDUCE_OR,
    &VP_REDUCE_XOR,
    &VP_REDUCE_SMIN,
    &VP_REDUCE_SMAX,
    &VP_REDUCE_UMIN,
    &VP_REDUCE_UMAX,
    &VP_REDUCE_FADD,
    &VP_REDUCE_FMUL,
    &VP_REDUCE_FMIN,
    &VP_REDUCE_FMAX,
    &VP_ADD,
    &VP_SUB,
    &VP_MUL,
    &VP_SDIV,
    &VP_UDIV,
    &VP_SREM,
    &VP_UREM,
    &VP_ASHR,
    &VP_LSHR,
    &VP_SHL,
    &VP_OR,
    &VP_AND,
    &VP_XOR,
    &VP_SMAX,
    &VP_SMIN,
    &VP_UMAX,
    &VP_UMIN,
    &VP_FADD,
    &VP_FSUB,
    &VP_FMUL,
    &VP_FDIV,
    &VP_FREM,
    &VP_FNEG,
    &VP_FMA,
    &VP_FMULADD,
    &VP_SELECT,
    &VP_MERGE,
    &VP_TRUNC,
    &VP_ZEXT,
    &VP_SEXT,
    &VP_UITOFP,
    &VP_SITOFP,
    &VP_INTTOPTR,
    &VP_FPTRUNC,
    &VP_FPEXT,
    &VP_FPTOUI,
    &VP_FPTOSI,
    &VP_PTRTOINT,
    &VP_LOAD,
    &VP_STORE,
    &VP_STRIDED_LOAD,
    &VP_STRIDED_STORE,
    &MASKED_SCATTER,
    &MASKED_LOAD,
    &MASKED_STORE,
    &MATRIX_MULTIPLY,
    &MATRIX_TRANSPOSE,
    &MATRIX_COLUMN_MAJOR_LOAD,
    &MATRIX_COLUMN_MAJOR_STORE,
    &FABS,
    &SQRT,
    &EXP,
    &EXP2,
    &EXP10,
    &LOG,
    &LOG2,
    &LOG10,
    &SIN,
    &CONSTRAINED_FPTRUNC,
    &SINCOS,
    &FREXP,
    &COS,
    &TAN,
    &ASIN,
    &ACOS,
    &ATAN,
    &SINH,
    &COSH,
    &TANH,
    &FFLOOR,
    &FCEIL,
    &ROUND,
    &ROUNDEVEN,
    &FTRUNC,
    &RINT,
    &NEARBYINT,
    &POW,
    &COPYSIGN,
    &MINNUM,
    &MAXNUM,
    &MINIMUM,
    &MAXIMUM,
    &ATAN2,
    &FMA,
    &FMULADD,
    &BITREVERSE,
    &BSWAP,
    &CTPOP,
    &SMAX,
    &SMIN,
    &UMAX,
    &UMIN,
    &FSHL,
    &FSHR,
    &POWI,
    &LDEXP,
    &SADD_SAT,
    &UADD_SAT,
    &SSUB_SAT,
    &USUB_SAT,
    &SSHL_SAT,
    &USHL_SAT,
    &ABS,
    &CTLZ,
    &CTTZ,
    &IS_FPCLASS,
    &SADD_WITH_OVERFLOW,
    &UADD_WITH_OVERFLOW,
    &SSUB_WITH_OVERFLOW,
    &USUB_WITH_OVERFLOW,
    &SMUL_WITH_OVERFLOW,
    &UMUL_WITH_OVERFLOW,
    &VECTOR_REDUCE_ADD,
    &VECTOR_REDUCE_AND,
    &VECTOR_REDUCE_MUL,
    &VECTOR_REDUCE_OR,
    &VECTOR_REDUCE_SMAX,
    &VECTOR_REDUCE_SMIN,
    &VECTOR_REDUCE_UMAX,
    &VECTOR_REDUCE_UMIN,
    &VECTOR_REDUCE_XOR,
    &VECTOR_REDUCE_FMAX,
    &VECTOR_REDUCE_FMIN,
    &VECTOR_REDUCE_FMAXIMUM,
    &VECTOR_REDUCE_FMINIMUM,
    &VECTOR_REDUCE_FADD,
    &VECTOR_REDUCE_FMUL,
    &MEMCPY,
    &MEMMOVE,
    &MEMSET,
    &STACKSAVE,
    &DBG_DECLARE,
    &DBG_VALUE,
    &DBG_LABEL,
    &STACKRESTORE,
    &LIFETIME_START,
    &LIFETIME_END,
    &ASSUME,
    &NOALIAS_SCOPE_DECL,
    &PREFETCH,
    &LROUND,
    &LLROUND,
    &LRINT,
    &LLRINT,
    &SCMP,
    &UCMP,
    &PTRMASK,
    &EXPECT,
    &GET_ACTIVE_LANE_MASK,
    &EXPECT_WITH_PROBABILITY,
    &THREADLOCAL_ADDRESS,
    &TRAP,
    &DEBUGTRAP,
    &VSCALE,
    &STEPVECTOR,
    &SSA_COPY,
    &IS_CONSTANT,
    &LAUNDER_INVARIANT_GROUP,
    &STRIP_INVARIANT_GROUP,
    &EH_TYPEID_FOR,
    &VAR_ANNOTATION,
    &PTR_ANNOTATION,
    &ANNOTATION,
    &UBSANTRAP,
];

/// `vector.insert`/`vector.extract`'s bound: no vector above 2^17 bits
/// (minimum element count times element width).
fn vectors_fit(op: OpRef<'_>, types: &[Type]) -> bool {
    let ctx = op.ctx;
    types.iter().all(|&t| {
        let n: i64 = ctx.shape(t).map_or(0, |s| s.iter().product());
        let w = ctx.element_type(t).map_or(0, |e| match ctx.type_kind(e) {
            TypeKind::Float(k) => k.width(),
            _ => ctx.integer_width(e).unwrap_or(0),
        });
        (n as u64).saturating_mul(u64::from(w)) <= 1 << 17
    })
}

fn is_scalable(op: OpRef<'_>, t: Type) -> bool {
    matches!(op.ctx.type_kind(t), strata_ir::TypeKind::Vector { scalable, .. } if scalable.iter().any(|&s| s))
}

/// `SincosOp::verify`: the result is a struct of two values of the
/// operand's type.
fn verify_sincos(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let (arg, res) = (op.operand_type(0), op.result_type(0));
    let ok = matches!(super::types::llvm_type(ctx, res),
        Some(super::types::LlvmType::Struct { body: Some(b), .. }) if b.len() == 2 && b.iter().all(|&f| f == arg));
    if !ok {
        return Err(op.emit_op_error(format!(
            "expected result type to be an homogeneous struct with two elements matching the operand type, but got '{}'",
            ctx.type_to_string(res)
        )));
    }
    Ok(())
}
