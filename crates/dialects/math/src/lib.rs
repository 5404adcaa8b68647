//! The `math` dialect of MLIR 22, defined declaratively: elementwise
//! mathematical functions on integers and floats (scalars, vectors and
//! tensors), with `#arith.fastmath` flags on the floating-point ops.
//!
//! Op classes, as in MLIR: integer unary (`absi`, `ctlz`, `cttz`,
//! `ctpop`), integer binary (`ipowi`), float unary (`absf` ... `trunc`),
//! float binary (`atan2`, `copysign`, `powf`), float ternary (`fma`,
//! `clampf`), float classification (`isfinite`, `isinf`, `isnan`,
//! `isnormal`), and `fpowi` and `sincos` with their own forms. Each class
//! is a `const fn` base (traits, format) and a case of the local
//! `math_ops!` macro (operands, results, attributes), so that each op's
//! one definition states only what is its own.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

use strata_dialect_arith::{fastmath_none, i1_same_shape, FASTMATH};
use strata_ir::inlining::DialectInlinerInterface;
use strata_ir::{DialectDef, OpTraits};
use strata_ods::constraints::{types, AttrConstraint, TypeConstraint};
use strata_ods::{DialectSpec, OpSpec, Predicate, TraitCheck};

mod fold;
#[cfg(test)]
mod tests;

// ---- constraints and traits ----------------------------------------------------

const INT_LIKE: TypeConstraint = types::SIGNLESS_INTEGER_OR_INDEX_LIKE;
const FLOAT_LIKE: TypeConstraint = types::FLOAT_LIKE;
const FASTMATH_ATTR: AttrConstraint = AttrConstraint::Enum(&FASTMATH);

/// `Math_Op`: `Pure` and `ElementwiseMappable`.
const OP: OpTraits = OpTraits::PURE
    .union(OpTraits::ELEMENTWISE)
    .union(OpTraits::SCALARIZABLE)
    .union(OpTraits::VECTORIZABLE)
    .union(OpTraits::TENSORIZABLE);
const SAME_TYPE_OP: OpTraits = OP.union(OpTraits::SAME_OPERANDS_AND_RESULT_TYPE);
const SAME_SHAPE_OP: OpTraits = OP.union(OpTraits::SAME_OPERANDS_AND_RESULT_SHAPE);

const ELEMENTWISE: &[TraitCheck] = &[TraitCheck::Elementwise];
const SAME_SHAPE_ELEMENTWISE: &[TraitCheck] =
    &[TraitCheck::SameOperandsAndResultShape, TraitCheck::Elementwise];

// ---- op classes ------------------------------------------------------------------

/// An op of `traits` with the assembly `format` (the op definitions give
/// the name).
const fn math_op(traits: OpTraits, format: &'static str) -> OpSpec {
    OpSpec {
        traits,
        format: Some(format),
        trait_checks: ELEMENTWISE,
        ..OpSpec::new("math")
    }
}

/// `Math_IntegerUnaryOp`.
const fn int_unary() -> OpSpec {
    math_op(SAME_TYPE_OP, "$operand attr-dict `:` type($result)")
}

/// `Math_FloatUnaryOp`.
const fn float_unary() -> OpSpec {
    math_op(
        SAME_TYPE_OP,
        "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
    )
}

/// `Math_FloatBinaryOp`.
const fn float_binary() -> OpSpec {
    math_op(
        SAME_TYPE_OP,
        "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
    )
}

/// `Math_FloatClassificationOp`.
const fn classification() -> OpSpec {
    OpSpec {
        predicates: &[Predicate::TypesMatchWith {
            summary: "result type has i1 element type and same shape as operands",
            from: "operand",
            to: "result",
            transform: i1_same_shape,
        }],
        ..math_op(OP, "$operand attr-dict `:` type($operand)")
    }
}

/// Defines ops of one of the classes above: `pub Op(SPEC, "math.op"):
/// class { ... }`, where the class gives the operands, results and
/// attributes (with the typed builder) and the op everything else.
macro_rules! math_ops {
    ($(
        $(#[doc = $doc:literal])*
        pub $Name:ident($SPEC:ident, $opname:literal): $class:ident { $($body:tt)* }
    )*) => {$(
        math_ops!(@$class [$($doc)*] $Name $SPEC $opname $($body)*);
    )*};

    (@int_unary $d:tt $N:ident $S:ident $n:literal $($body:tt)*) => {
        math_ops!(@emit $d $N $S $n [
            operands(operand: single(INT_LIKE))
            results(result: single(INT_LIKE))
        ] int_unary(); $($body)*);
    };
    (@float_unary $d:tt $N:ident $S:ident $n:literal $($body:tt)*) => {
        math_ops!(@emit $d $N $S $n [
            operands(operand: single(FLOAT_LIKE))
            results(result: single(FLOAT_LIKE))
            attributes(fastmath: opt_enum = default_valued(FASTMATH_ATTR, fastmath_none))
        ] float_unary(); $($body)*);
    };
    (@float_binary $d:tt $N:ident $S:ident $n:literal $($body:tt)*) => {
        math_ops!(@emit $d $N $S $n [
            operands(lhs: single(FLOAT_LIKE), rhs: single(FLOAT_LIKE))
            results(result: single(FLOAT_LIKE))
            attributes(fastmath: opt_enum = default_valued(FASTMATH_ATTR, fastmath_none))
        ] float_binary(); $($body)*);
    };
    (@classification $d:tt $N:ident $S:ident $n:literal $($body:tt)*) => {
        math_ops!(@emit $d $N $S $n [
            operands(operand: single(FLOAT_LIKE))
            results(result: single(types::BOOL_LIKE))
            attributes(fastmath: opt_enum = default_valued(FASTMATH_ATTR, fastmath_none))
        ] classification(); $($body)*);
    };

    (@emit [$($doc:literal)*] $Name:ident $SPEC:ident $opname:literal [$($class:tt)*] $base:expr; $($body:tt)*) => {
        strata_ods::op! {
            $(#[doc = $doc])*
            pub $Name($SPEC, $opname) {
                $($class)*
                build(infer)
                $($body)*
                ..$base
            }
        }
    };
}

// ---- ops ---------------------------------------------------------------------------

math_ops! {
    /// The absolute value of a signed integer, element-wise. The minimum
    /// value has no positive counterpart and stays as it is (the negation
    /// wraps around).
    pub AbsIOp(ABSI, "math.absi"): int_unary {
        summary: "integer absolute-value operation",
        example: "\
func.func @absi(%arg0: i32, %arg1: vector<4xi16>) -> (i32, vector<4xi16>) {
  %0 = math.absi %arg0 : i32
  %1 = math.absi %arg1 : vector<4xi16>
  return %0, %1 : i32, vector<4xi16>
}",
        fold: Some(fold::fold_absi),
    }

    /// The number of zero bits above the highest set bit of an integer,
    /// element-wise; zero gives the bit width.
    pub CountLeadingZerosOp(CTLZ, "math.ctlz"): int_unary {
        summary: "counts the leading zeros an integer value",
        example: "\
func.func @ctlz(%arg0: i32) -> i32 {
  %0 = math.ctlz %arg0 : i32
  return %0 : i32
}",
        fold: Some(fold::fold_ctlz),
    }

    /// The number of zero bits below the lowest set bit of an integer,
    /// element-wise; zero gives the bit width.
    pub CountTrailingZerosOp(CTTZ, "math.cttz"): int_unary {
        summary: "counts the trailing zeros an integer value",
        example: "\
func.func @cttz(%arg0: vector<2xi64>) -> vector<2xi64> {
  %0 = math.cttz %arg0 : vector<2xi64>
  return %0 : vector<2xi64>
}",
        fold: Some(fold::fold_cttz),
    }

    /// The number of set bits of an integer (its population count),
    /// element-wise.
    pub CtPopOp(CTPOP, "math.ctpop"): int_unary {
        summary: "counts the number of set bits of an integer value",
        example: "\
func.func @ctpop(%arg0: i8) -> i8 {
  %0 = math.ctpop %arg0 : i8
  return %0 : i8
}",
        fold: Some(fold::fold_ctpop),
    }
}

strata_ods::op! {
    /// Raises the signed integer `lhs` to the power `rhs`, element-wise,
    /// wrapping around on overflow. A negative exponent gives 1 for a base
    /// of 1, +1 or -1 for a base of -1 (by the exponent's parity) and 0
    /// for other bases; a zero base with a negative exponent is undefined.
    pub IPowIOp(IPOWI, "math.ipowi") {
        operands(lhs: single(INT_LIKE), rhs: single(INT_LIKE))
        results(result: single(INT_LIKE))
        build(infer)
        summary: "signed integer raised to the power of operation",
        example: "\
func.func @ipowi(%arg0: i32, %arg1: i32) -> i32 {
  %0 = math.ipowi %arg0, %arg1 : i32
  return %0 : i32
}",
        fold: Some(fold::fold_ipowi),
        ..math_op(SAME_TYPE_OP, "$lhs `,` $rhs attr-dict `:` type($result)")
    }
}

math_ops! {
    /// The absolute value of a floating-point number, element-wise: the
    /// operand with its sign bit cleared (NaNs included).
    pub AbsFOp(ABSF, "math.absf"): float_unary {
        summary: "floating point absolute-value operation",
        example: "\
func.func @absf(%arg0: f32, %arg1: vector<4xf64>) -> (f32, vector<4xf64>) {
  %0 = math.absf %arg0 : f32
  %1 = math.absf %arg1 fastmath<nnan> : vector<4xf64>
  return %0, %1 : f32, vector<4xf64>
}",
        fold: Some(fold::fold_absf),
    }

    /// The arc cosine of each element, in radians in [0, pi]; operands
    /// outside [-1, 1] give NaN.
    pub AcosOp(ACOS, "math.acos"): float_unary {
        summary: "arcus cosine of the specified value",
        example: "\
func.func @acos(%arg0: f32) -> f32 {
  %0 = math.acos %arg0 : f32
  return %0 : f32
}",
        fold: Some(fold::fold_acos),
    }

    /// The inverse hyperbolic cosine of each element, non-negative;
    /// operands below 1 give NaN.
    pub AcoshOp(ACOSH, "math.acosh"): float_unary {
        summary: "Hyperbolic arcus cosine of the given value",
        example: "\
func.func @acosh(%arg0: f64) -> f64 {
  %0 = math.acosh %arg0 : f64
  return %0 : f64
}",
        fold: Some(fold::fold_acosh),
    }

    /// The arc sine of each element, in radians in [-pi/2, pi/2]; operands
    /// outside [-1, 1] give NaN.
    pub AsinOp(ASIN, "math.asin"): float_unary {
        summary: "arcus sine of the given value",
        example: "\
func.func @asin(%arg0: vector<4xf32>) -> vector<4xf32> {
  %0 = math.asin %arg0 : vector<4xf32>
  return %0 : vector<4xf32>
}",
        fold: Some(fold::fold_asin),
    }

    /// The inverse hyperbolic sine of each element, defined everywhere.
    pub AsinhOp(ASINH, "math.asinh"): float_unary {
        summary: "hyperbolic arcus sine of the given value",
        example: "\
func.func @asinh(%arg0: f32) -> f32 {
  %0 = math.asinh %arg0 : f32
  return %0 : f32
}",
        fold: Some(fold::fold_asinh),
    }

    /// The arc tangent of each element, in radians in [-pi/2, pi/2].
    pub AtanOp(ATAN, "math.atan"): float_unary {
        summary: "arcus tangent of the given value",
        example: "\
func.func @atan(%arg0: f64) -> f64 {
  %0 = math.atan %arg0 : f64
  return %0 : f64
}",
        fold: Some(fold::fold_atan),
    }

    /// The inverse hyperbolic tangent of each element: infinite at -1 and
    /// 1, NaN beyond them.
    pub AtanhOp(ATANH, "math.atanh"): float_unary {
        summary: "hyperbolic arcus tangent of the given value",
        example: "\
func.func @atanh(%arg0: f32) -> f32 {
  %0 = math.atanh %arg0 : f32
  return %0 : f32
}",
        fold: Some(fold::fold_atanh),
    }

    /// The real cube root of each element, negative for negative operands.
    pub CbrtOp(CBRT, "math.cbrt"): float_unary {
        summary: "cube root of the specified value",
        example: "\
func.func @cbrt(%arg0: f32) -> f32 {
  %0 = math.cbrt %arg0 : f32
  return %0 : f32
}",
    }

    /// Rounds each element up to the nearest integral value (toward
    /// positive infinity), keeping the floating-point type.
    pub CeilOp(CEIL, "math.ceil"): float_unary {
        summary: "ceiling of the specified value",
        example: "\
func.func @ceil(%arg0: f32, %arg1: vector<4xf16>) -> (f32, vector<4xf16>) {
  %0 = math.ceil %arg0 : f32
  %1 = math.ceil %arg1 : vector<4xf16>
  return %0, %1 : f32, vector<4xf16>
}",
        fold: Some(fold::fold_ceil),
    }

    /// The cosine of each element, an angle in radians.
    pub CosOp(COS, "math.cos"): float_unary {
        summary: "cosine of the specified value",
        example: "\
func.func @cos(%arg0: f32) -> f32 {
  %0 = math.cos %arg0 fastmath<afn> : f32
  return %0 : f32
}",
        fold: Some(fold::fold_cos),
    }

    /// The hyperbolic cosine of each element, at least 1.
    pub CoshOp(COSH, "math.cosh"): float_unary {
        summary: "hyperbolic cosine of the specified value",
        example: "\
func.func @cosh(%arg0: f64) -> f64 {
  %0 = math.cosh %arg0 : f64
  return %0 : f64
}",
        fold: Some(fold::fold_cosh),
    }

    /// The Gauss error function of each element, in [-1, 1].
    pub ErfOp(ERF, "math.erf"): float_unary {
        summary: "error function of the specified value",
        example: "\
func.func @erf(%arg0: vector<8xf32>) -> vector<8xf32> {
  %0 = math.erf %arg0 : vector<8xf32>
  return %0 : vector<8xf32>
}",
        fold: Some(fold::fold_erf),
    }

    /// One minus the error function of each element, computed without the
    /// cancellation the subtraction would suffer for large operands.
    pub ErfcOp(ERFC, "math.erfc"): float_unary {
        summary: "complementary error function of the specified value",
        example: "\
func.func @erfc(%arg0: f32) -> f32 {
  %0 = math.erfc %arg0 : f32
  return %0 : f32
}",
        fold: Some(fold::fold_erfc),
    }

    /// Raises e to the power of each element; large operands overflow to
    /// infinity.
    pub ExpOp(EXP, "math.exp"): float_unary {
        summary: "base-e exponential of the specified value",
        example: "\
func.func @exp(%arg0: f32) -> f32 {
  %0 = math.exp %arg0 : f32
  return %0 : f32
}",
        fold: Some(fold::fold_exp),
    }

    /// Raises 2 to the power of each element.
    pub Exp2Op(EXP2, "math.exp2"): float_unary {
        summary: "base-2 exponential of the specified value",
        example: "\
func.func @exp2(%arg0: f64) -> f64 {
  %0 = math.exp2 %arg0 : f64
  return %0 : f64
}",
        fold: Some(fold::fold_exp2),
    }

    /// e raised to the power of each element, minus one, computed
    /// accurately even when the operand is close to zero.
    pub ExpM1Op(EXPM1, "math.expm1"): float_unary {
        summary: "base-e exponential of the specified value minus 1",
        example: "\
func.func @expm1(%arg0: f32) -> f32 {
  %0 = math.expm1 %arg0 : f32
  return %0 : f32
}",
        fold: Some(fold::fold_expm1),
    }

    /// Rounds each element down to the nearest integral value (toward
    /// negative infinity), keeping the floating-point type.
    pub FloorOp(FLOOR, "math.floor"): float_unary {
        summary: "floor of the specified value",
        example: "\
func.func @floor(%arg0: f64) -> f64 {
  %0 = math.floor %arg0 : f64
  return %0 : f64
}",
        fold: Some(fold::fold_floor),
    }

    /// The natural logarithm of each element: negative infinity at zero,
    /// NaN for negative operands.
    pub LogOp(LOG, "math.log"): float_unary {
        summary: "base-e logarithm of the specified value",
        example: "\
func.func @log(%arg0: f32) -> f32 {
  %0 = math.log %arg0 : f32
  return %0 : f32
}",
        fold: Some(fold::fold_log),
    }

    /// The base-10 logarithm of each element: negative infinity at zero,
    /// NaN for negative operands.
    pub Log10Op(LOG10, "math.log10"): float_unary {
        summary: "base-10 logarithm of the specified value",
        example: "\
func.func @log10(%arg0: f64) -> f64 {
  %0 = math.log10 %arg0 : f64
  return %0 : f64
}",
        fold: Some(fold::fold_log10),
    }

    /// The natural logarithm of one plus each element, accurate even when
    /// the operand is close to zero; operands below -1 give NaN.
    pub Log1pOp(LOG1P, "math.log1p"): float_unary {
        summary: "Computes the natural logarithm of one plus the given value",
        example: "\
func.func @log1p(%arg0: f32) -> f32 {
  %0 = math.log1p %arg0 : f32
  return %0 : f32
}",
        fold: Some(fold::fold_log1p),
    }

    /// The base-2 logarithm of each element: negative infinity at zero,
    /// NaN for negative operands.
    pub Log2Op(LOG2, "math.log2"): float_unary {
        summary: "base-2 logarithm of the specified value",
        example: "\
func.func @log2(%arg0: vector<4xf32>) -> vector<4xf32> {
  %0 = math.log2 %arg0 : vector<4xf32>
  return %0 : vector<4xf32>
}",
        fold: Some(fold::fold_log2),
    }

    /// Rounds each element to the nearest integral value, with halfway
    /// cases away from zero (2.5 becomes 3.0, -2.5 becomes -3.0).
    pub RoundOp(ROUND, "math.round"): float_unary {
        summary: "round of the specified value",
        example: "\
func.func @round(%arg0: f32) -> f32 {
  %0 = math.round %arg0 : f32
  return %0 : f32
}",
        fold: Some(fold::fold_round),
    }

    /// Rounds each element to the nearest integral value, with halfway
    /// cases to the even neighbour (2.5 becomes 2.0, 3.5 becomes 4.0).
    pub RoundEvenOp(ROUNDEVEN, "math.roundeven"): float_unary {
        summary: "round of the specified value with halfway cases to even",
        example: "\
func.func @roundeven(%arg0: f64) -> f64 {
  %0 = math.roundeven %arg0 : f64
  return %0 : f64
}",
        fold: Some(fold::fold_roundeven),
    }

    /// The reciprocal of the square root of each element: infinity at
    /// zero, NaN for negative operands.
    pub RsqrtOp(RSQRT, "math.rsqrt"): float_unary {
        summary: "reciprocal of sqrt (1 / sqrt of the specified value)",
        example: "\
func.func @rsqrt(%arg0: f32) -> f32 {
  %0 = math.rsqrt %arg0 fastmath<afn> : f32
  return %0 : f32
}",
    }

    /// The sine of each element, an angle in radians.
    pub SinOp(SIN, "math.sin"): float_unary {
        summary: "sine of the specified value",
        example: "\
func.func @sin(%arg0: f32, %arg1: vector<4xf32>) -> (f32, vector<4xf32>) {
  %0 = math.sin %arg0 : f32
  %1 = math.sin %arg1 : vector<4xf32>
  return %0, %1 : f32, vector<4xf32>
}",
        fold: Some(fold::fold_sin),
    }

    /// The hyperbolic sine of each element.
    pub SinhOp(SINH, "math.sinh"): float_unary {
        summary: "hyperbolic sine of the specified value",
        example: "\
func.func @sinh(%arg0: f64) -> f64 {
  %0 = math.sinh %arg0 : f64
  return %0 : f64
}",
        fold: Some(fold::fold_sinh),
    }

    /// The non-negative square root of each element, correctly rounded;
    /// negative operands give NaN (-0.0 gives -0.0).
    pub SqrtOp(SQRT, "math.sqrt"): float_unary {
        summary: "sqrt of the specified value",
        example: "\
func.func @sqrt(%arg0: f32) -> f32 {
  %0 = math.sqrt %arg0 : f32
  return %0 : f32
}",
        fold: Some(fold::fold_sqrt),
    }

    /// The tangent of each element, an angle in radians.
    pub TanOp(TAN, "math.tan"): float_unary {
        summary: "tangent of the specified value",
        example: "\
func.func @tan(%arg0: f32) -> f32 {
  %0 = math.tan %arg0 : f32
  return %0 : f32
}",
        fold: Some(fold::fold_tan),
    }

    /// The hyperbolic tangent of each element, in [-1, 1].
    pub TanhOp(TANH, "math.tanh"): float_unary {
        summary: "hyperbolic tangent of the specified value",
        example: "\
func.func @tanh(%arg0: vector<4xf32>) -> vector<4xf32> {
  %0 = math.tanh %arg0 : vector<4xf32>
  return %0 : vector<4xf32>
}",
        fold: Some(fold::fold_tanh),
    }

    /// Rounds each element toward zero to an integral value, dropping its
    /// fractional part, and keeps the floating-point type.
    pub TruncOp(TRUNC, "math.trunc"): float_unary {
        summary: "trunc of the specified value",
        example: "\
func.func @trunc(%arg0: f32) -> f32 {
  %0 = math.trunc %arg0 : f32
  return %0 : f32
}",
        fold: Some(fold::fold_trunc),
    }

    /// The angle, in radians in [-pi, pi], of the point (`rhs`, `lhs`):
    /// the arc tangent of `lhs / rhs` in the quadrant the signs of both
    /// operands select.
    pub Atan2Op(ATAN2, "math.atan2"): float_binary {
        summary: "2-argument arcus tangent of the given values",
        example: "\
func.func @atan2(%arg0: f32, %arg1: f32) -> f32 {
  %0 = math.atan2 %arg0, %arg1 : f32
  return %0 : f32
}",
        fold: Some(fold::fold_atan2),
    }

    /// The magnitude of `lhs` with the sign of `rhs`, element-wise; exact,
    /// also for zeros and NaNs.
    pub CopySignOp(COPYSIGN, "math.copysign"): float_binary {
        summary: "A copysign operation",
        example: "\
func.func @copysign(%arg0: vector<4xf32>, %arg1: vector<4xf32>) -> vector<4xf32> {
  %0 = math.copysign %arg0, %arg1 : vector<4xf32>
  return %0 : vector<4xf32>
}",
        fold: Some(fold::fold_copysign),
    }

    /// Raises `lhs` to the floating-point power `rhs`, element-wise; a
    /// negative base with a non-integral exponent gives NaN.
    pub PowFOp(POWF, "math.powf"): float_binary {
        summary: "floating point raised to the power of operation",
        example: "\
func.func @powf(%arg0: f64, %arg1: f64) -> f64 {
  %0 = math.powf %arg0, %arg1 fastmath<fast> : f64
  return %0 : f64
}",
        fold: Some(fold::fold_powf),
    }
}

strata_ods::op! {
    /// Computes `a * b + c` element-wise with a single rounding at the end,
    /// as if the product were exact.
    pub FmaOp(FMA, "math.fma") {
        operands(a: single(FLOAT_LIKE), b: single(FLOAT_LIKE), c: single(FLOAT_LIKE))
        results(result: single(FLOAT_LIKE))
        attributes(fastmath: opt_enum = default_valued(FASTMATH_ATTR, fastmath_none))
        build(infer)
        summary: "floating point fused multipy-add operation",
        example: "\
func.func @fma(%arg0: f32, %arg1: f32, %arg2: f32) -> f32 {
  %0 = math.fma %arg0, %arg1, %arg2 : f32
  return %0 : f32
}",
        ..math_op(
            SAME_TYPE_OP,
            "$a `,` $b `,` $c (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
        )
    }

    /// Limits `value` to the closed range from `min` to `max`, element-wise:
    /// values below `min` become `min`, values above `max` become `max`.
    pub ClampFOp(CLAMPF, "math.clampf") {
        operands(value: single(FLOAT_LIKE), min: single(FLOAT_LIKE), max: single(FLOAT_LIKE))
        results(result: single(FLOAT_LIKE))
        attributes(fastmath: opt_enum = default_valued(FASTMATH_ATTR, fastmath_none))
        build(infer)
        summary: "floating point clamping operation",
        example: "\
func.func @clampf(%arg0: f32, %arg1: f32, %arg2: f32) -> f32 {
  %0 = math.clampf %arg0 to [%arg1, %arg2] : f32
  return %0 : f32
}",
        ..math_op(
            SAME_TYPE_OP,
            "$value `to` ` ` `[` $min `,` $max `]` (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
        )
    }
}

math_ops! {
    /// Whether each element is finite: neither an infinity nor a NaN. The
    /// result is `i1`, or a vector or tensor of `i1` of the operand's shape.
    pub IsFiniteOp(ISFINITE, "math.isfinite"): classification {
        summary: "returns true if the operand classifies as finite",
        example: "\
func.func @isfinite(%arg0: f32, %arg1: vector<4xf64>) -> (i1, vector<4xi1>) {
  %0 = math.isfinite %arg0 : f32
  %1 = math.isfinite %arg1 : vector<4xf64>
  return %0, %1 : i1, vector<4xi1>
}",
        fold: Some(fold::fold_isfinite),
    }

    /// Whether each element is an infinity of either sign, as `i1`.
    pub IsInfOp(ISINF, "math.isinf"): classification {
        summary: "returns true if the operand classifies as infinite",
        example: "\
func.func @isinf(%arg0: f64) -> i1 {
  %0 = math.isinf %arg0 : f64
  return %0 : i1
}",
        fold: Some(fold::fold_isinf),
    }

    /// Whether each element is a NaN, quiet or signaling, as `i1`.
    pub IsNaNOp(ISNAN, "math.isnan"): classification {
        summary: "returns true if the operand classifies as NaN",
        example: "\
func.func @isnan(%arg0: f32) -> i1 {
  %0 = math.isnan %arg0 : f32
  return %0 : i1
}",
        fold: Some(fold::fold_isnan),
    }

    /// Whether each element is a normal number, that is neither zero,
    /// subnormal, infinite nor NaN, as `i1`.
    pub IsNormalOp(ISNORMAL, "math.isnormal"): classification {
        summary: "returns true if the operand classifies as normal",
        example: "\
func.func @isnormal(%arg0: vector<2xf16>) -> vector<2xi1> {
  %0 = math.isnormal %arg0 : vector<2xf16>
  return %0 : vector<2xi1>
}",
        fold: Some(fold::fold_isnormal),
    }
}

strata_ods::op! {
    /// Raises the floating-point `lhs` to the signed integer power `rhs`,
    /// element-wise. The exponent is an integer (or a vector or tensor of
    /// them) of the base's shape, and the result has the base's type.
    pub FPowIOp(FPOWI, "math.fpowi") {
        operands(lhs: single(FLOAT_LIKE), rhs: single(INT_LIKE))
        results(result: single(FLOAT_LIKE))
        attributes(fastmath: opt_enum = default_valued(FASTMATH_ATTR, fastmath_none))
        build(infer)
        summary: "floating point raised to the signed integer power",
        example: "\
func.func @fpowi(%arg0: f32, %arg1: i32, %arg2: vector<4xf64>, %arg3: vector<4xi64>) -> (f32, vector<4xf64>) {
  %0 = math.fpowi %arg0, %arg1 : f32, i32
  %1 = math.fpowi %arg2, %arg3 : vector<4xf64>, vector<4xi64>
  return %0, %1 : f32, vector<4xf64>
}",
        predicates: &[Predicate::AllTypesMatch(&["lhs", "result"])],
        trait_checks: SAME_SHAPE_ELEMENTWISE,
        ..math_op(
            SAME_SHAPE_OP,
            "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs) `,` type($rhs)",
        )
    }

    /// Computes both the sine and the cosine of each element (an angle in
    /// radians) at once, which may share work between the two.
    pub SincosOp(SINCOS, "math.sincos") {
        operands(operand: single(FLOAT_LIKE))
        results(sin: single(FLOAT_LIKE), cos: single(FLOAT_LIKE))
        attributes(fastmath: opt_enum = default_valued(FASTMATH_ATTR, fastmath_none))
        build(infer)
        summary: "sine and cosine of the specified value",
        example: "\
func.func @sincos(%arg0: f32) -> (f32, f32) {
  %sin, %cos = math.sincos %arg0 : f32
  return %sin, %cos : f32, f32
}",
        predicates: &[Predicate::AllTypesMatch(&["operand", "sin", "cos"])],
        trait_checks: SAME_SHAPE_ELEMENTWISE,
        ..math_op(
            SAME_SHAPE_OP,
            "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($operand)",
        )
    }
}

// ---- the dialect ---------------------------------------------------------------------

/// The `math` dialect.
pub static DIALECT: DialectSpec = DialectSpec {
    summary: "Mathematical functions on integers and floating-point numbers",
    description: "Elementwise mathematical functions beyond basic arithmetic: \
        trigonometric, hyperbolic, exponential and logarithmic functions, powers and \
        roots, rounding, bit counts and floating-point classification, on scalars and \
        on vectors and tensors element by element. Floating-point ops take the \
        `#arith.fastmath` flags; constants materialize as `arith.constant`.",
    ops: &[
        &ABSI, &CTLZ, &CTTZ, &CTPOP, &IPOWI, &ABSF, &ACOS, &ACOSH, &ASIN, &ASINH, &ATAN, &ATANH, &CBRT,
        &CEIL, &COS, &COSH, &ERF, &ERFC, &EXP, &EXP2, &EXPM1, &FLOOR, &LOG, &LOG10, &LOG1P, &LOG2, &ROUND,
        &ROUNDEVEN, &RSQRT, &SIN, &SINH, &SQRT, &TAN, &TANH, &TRUNC, &ATAN2, &COPYSIGN, &POWF, &FMA, &CLAMPF,
        &ISFINITE, &ISINF, &ISNAN, &ISNORMAL, &FPOWI, &SINCOS,
    ],
    // Every math op may be inlined (MLIR's math inliner interface).
    interfaces: &[&DialectInlinerInterface::ALL_LEGAL],
    materialize_constant: Some(strata_dialect_arith::materialize_constant),
    ..DialectSpec::new("math")
};

/// The registry definition of the dialect.
pub fn dialect() -> DialectDef {
    DIALECT.to_def()
}
