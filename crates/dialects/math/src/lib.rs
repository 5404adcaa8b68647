//! The `math` dialect of MLIR 22, defined declaratively: elementwise
//! mathematical functions on integers and floats (scalars, vectors and
//! tensors), with `#arith.fastmath` flags on the floating-point ops.
//!
//! Op families, as in MLIR: integer unary (`absi`, `ctlz`, `cttz`,
//! `ctpop`), integer binary (`ipowi`), float unary (`absf` ... `trunc`),
//! float binary (`atan2`, `copysign`, `powf`), float ternary (`fma`,
//! `clampf`), float classification (`isfinite`, `isinf`, `isnan`,
//! `isnormal`), and `fpowi` and `sincos` with their own forms.

#![forbid(unsafe_code)]

use strata_ir::OpTraits;
use strata_ods::constraints::{types, AttrConstraint};
use strata_ods::{AttrSpec, OpSpec, Predicate, TraitCheck, ValueSpec};

use strata_dialect_arith::{fastmath_none, i1_same_shape, FASTMATH};

mod fold;
#[cfg(test)]
mod tests;

// ---- constraints and traits ----------------------------------------------------

const INT_LIKE: strata_ods::constraints::TypeConstraint = types::SIGNLESS_INTEGER_OR_INDEX_LIKE;
const FLOAT_LIKE: strata_ods::constraints::TypeConstraint = types::FLOAT_LIKE;

const FASTMATH_DEFAULT: &[AttrSpec] = &[AttrSpec::default_valued(
    "fastmath",
    AttrConstraint::Enum(&FASTMATH),
    fastmath_none,
)];

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

/// `spec` with the folder `fold`.
const fn folds(spec: OpSpec, fold: strata_ir::FoldFn) -> OpSpec {
    OpSpec {
        fold: Some(fold),
        ..spec
    }
}

// ---- op families -------------------------------------------------------------------

const INT_UNARY_OPERANDS: &[ValueSpec] = &[ValueSpec::single("operand", INT_LIKE)];
const INT_BINARY_OPERANDS: &[ValueSpec] = &[
    ValueSpec::single("lhs", INT_LIKE),
    ValueSpec::single("rhs", INT_LIKE),
];
const INT_RESULT: &[ValueSpec] = &[ValueSpec::single("result", INT_LIKE)];
const FLOAT_UNARY_OPERANDS: &[ValueSpec] = &[ValueSpec::single("operand", FLOAT_LIKE)];
const FLOAT_BINARY_OPERANDS: &[ValueSpec] = &[
    ValueSpec::single("lhs", FLOAT_LIKE),
    ValueSpec::single("rhs", FLOAT_LIKE),
];
const FLOAT_TERNARY_OPERANDS: &[ValueSpec] = &[
    ValueSpec::single("a", FLOAT_LIKE),
    ValueSpec::single("b", FLOAT_LIKE),
    ValueSpec::single("c", FLOAT_LIKE),
];
const FLOAT_RESULT: &[ValueSpec] = &[ValueSpec::single("result", FLOAT_LIKE)];

/// `Math_IntegerUnaryOp`.
const fn int_unary(name: &'static str, summary: &'static str) -> OpSpec {
    OpSpec {
        summary,
        traits: SAME_TYPE_OP,
        operands: INT_UNARY_OPERANDS,
        results: INT_RESULT,
        format: Some("$operand attr-dict `:` type($result)"),
        trait_checks: ELEMENTWISE,
        ..OpSpec::new(name)
    }
}

/// `Math_IntegerBinaryOp`.
const fn int_binary(name: &'static str, summary: &'static str) -> OpSpec {
    OpSpec {
        operands: INT_BINARY_OPERANDS,
        format: Some("$lhs `,` $rhs attr-dict `:` type($result)"),
        ..int_unary(name, summary)
    }
}

/// `Math_FloatUnaryOp`.
const fn float_unary(name: &'static str, summary: &'static str) -> OpSpec {
    OpSpec {
        summary,
        traits: SAME_TYPE_OP,
        operands: FLOAT_UNARY_OPERANDS,
        results: FLOAT_RESULT,
        attributes: FASTMATH_DEFAULT,
        format: Some("$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"),
        trait_checks: ELEMENTWISE,
        ..OpSpec::new(name)
    }
}

/// `Math_FloatBinaryOp`.
const fn float_binary(name: &'static str, summary: &'static str) -> OpSpec {
    OpSpec {
        operands: FLOAT_BINARY_OPERANDS,
        format: Some("$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"),
        ..float_unary(name, summary)
    }
}

/// `Math_FloatTernaryOp`.
const fn float_ternary(name: &'static str, summary: &'static str) -> OpSpec {
    OpSpec {
        operands: FLOAT_TERNARY_OPERANDS,
        format: Some("$a `,` $b `,` $c (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"),
        ..float_unary(name, summary)
    }
}

const CLASSIFICATION_RESULT: Predicate = Predicate::TypesMatchWith {
    summary: "result type has i1 element type and same shape as operands",
    from: "operand",
    to: "result",
    transform: i1_same_shape,
};

const BOOL_RESULT: &[ValueSpec] = &[ValueSpec::single("result", types::BOOL_LIKE)];
const CLASSIFICATION_PREDICATES: &[Predicate] = &[CLASSIFICATION_RESULT];

/// `Math_FloatClassificationOp`.
const fn classification(name: &'static str, summary: &'static str) -> OpSpec {
    OpSpec {
        summary,
        traits: OP,
        operands: FLOAT_UNARY_OPERANDS,
        results: BOOL_RESULT,
        attributes: FASTMATH_DEFAULT,
        format: Some("$operand attr-dict `:` type($operand)"),
        predicates: CLASSIFICATION_PREDICATES,
        trait_checks: ELEMENTWISE,
        ..OpSpec::new(name)
    }
}

// ---- ops ---------------------------------------------------------------------------

static INT_OPS: [OpSpec; 5] = [
    folds(
        int_unary("math.absi", "integer absolute-value operation"),
        fold::fold_absi,
    ),
    folds(
        int_unary("math.ctlz", "counts the leading zeros an integer value"),
        fold::fold_ctlz,
    ),
    folds(
        int_unary("math.cttz", "counts the trailing zeros an integer value"),
        fold::fold_cttz,
    ),
    folds(
        int_unary("math.ctpop", "counts the number of set bits of an integer value"),
        fold::fold_ctpop,
    ),
    folds(
        int_binary("math.ipowi", "signed integer raised to the power of operation"),
        fold::fold_ipowi,
    ),
];

static FLOAT_UNARY_OPS: [OpSpec; 30] = [
    folds(
        float_unary("math.absf", "floating point absolute-value operation"),
        fold::fold_absf,
    ),
    folds(
        float_unary("math.acos", "arcus cosine of the specified value"),
        fold::fold_acos,
    ),
    folds(
        float_unary("math.acosh", "Hyperbolic arcus cosine of the given value"),
        fold::fold_acosh,
    ),
    folds(
        float_unary("math.asin", "arcus sine of the given value"),
        fold::fold_asin,
    ),
    folds(
        float_unary("math.asinh", "hyperbolic arcus sine of the given value"),
        fold::fold_asinh,
    ),
    folds(
        float_unary("math.atan", "arcus tangent of the given value"),
        fold::fold_atan,
    ),
    folds(
        float_unary("math.atanh", "hyperbolic arcus tangent of the given value"),
        fold::fold_atanh,
    ),
    float_unary("math.cbrt", "cube root of the specified value"),
    folds(
        float_unary("math.ceil", "ceiling of the specified value"),
        fold::fold_ceil,
    ),
    folds(
        float_unary("math.cos", "cosine of the specified value"),
        fold::fold_cos,
    ),
    folds(
        float_unary("math.cosh", "hyperbolic cosine of the specified value"),
        fold::fold_cosh,
    ),
    folds(
        float_unary("math.erf", "error function of the specified value"),
        fold::fold_erf,
    ),
    folds(
        float_unary("math.erfc", "complementary error function of the specified value"),
        fold::fold_erfc,
    ),
    folds(
        float_unary("math.exp", "base-e exponential of the specified value"),
        fold::fold_exp,
    ),
    folds(
        float_unary("math.exp2", "base-2 exponential of the specified value"),
        fold::fold_exp2,
    ),
    folds(
        float_unary("math.expm1", "base-e exponential of the specified value minus 1"),
        fold::fold_expm1,
    ),
    folds(
        float_unary("math.floor", "floor of the specified value"),
        fold::fold_floor,
    ),
    folds(
        float_unary("math.log", "base-e logarithm of the specified value"),
        fold::fold_log,
    ),
    folds(
        float_unary("math.log10", "base-10 logarithm of the specified value"),
        fold::fold_log10,
    ),
    folds(
        float_unary(
            "math.log1p",
            "Computes the natural logarithm of one plus the given value",
        ),
        fold::fold_log1p,
    ),
    folds(
        float_unary("math.log2", "base-2 logarithm of the specified value"),
        fold::fold_log2,
    ),
    folds(
        float_unary("math.round", "round of the specified value"),
        fold::fold_round,
    ),
    folds(
        float_unary(
            "math.roundeven",
            "round of the specified value with halfway cases to even",
        ),
        fold::fold_roundeven,
    ),
    float_unary(
        "math.rsqrt",
        "reciprocal of sqrt (1 / sqrt of the specified value)",
    ),
    folds(
        float_unary("math.sin", "sine of the specified value"),
        fold::fold_sin,
    ),
    folds(
        float_unary("math.sinh", "hyperbolic sine of the specified value"),
        fold::fold_sinh,
    ),
    folds(
        float_unary("math.sqrt", "sqrt of the specified value"),
        fold::fold_sqrt,
    ),
    folds(
        float_unary("math.tan", "tangent of the specified value"),
        fold::fold_tan,
    ),
    folds(
        float_unary("math.tanh", "hyperbolic tangent of the specified value"),
        fold::fold_tanh,
    ),
    folds(
        float_unary("math.trunc", "trunc of the specified value"),
        fold::fold_trunc,
    ),
];

static FLOAT_OPS: [OpSpec; 5] = [
    folds(
        float_binary("math.atan2", "2-argument arcus tangent of the given values"),
        fold::fold_atan2,
    ),
    folds(
        float_binary("math.copysign", "A copysign operation"),
        fold::fold_copysign,
    ),
    folds(
        float_binary("math.powf", "floating point raised to the power of operation"),
        fold::fold_powf,
    ),
    float_ternary("math.fma", "floating point fused multipy-add operation"),
    OpSpec {
        operands: &[
            ValueSpec::single("value", FLOAT_LIKE),
            ValueSpec::single("min", FLOAT_LIKE),
            ValueSpec::single("max", FLOAT_LIKE),
        ],
        format: Some(
            "$value `to` ` ` `[` $min `,` $max `]` (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
        ),
        ..float_ternary("math.clampf", "floating point clamping operation")
    },
];

static CLASSIFICATION_OPS: [OpSpec; 4] = [
    folds(
        classification(
            "math.isfinite",
            "returns true if the operand classifies as finite",
        ),
        fold::fold_isfinite,
    ),
    folds(
        classification("math.isinf", "returns true if the operand classifies as infinite"),
        fold::fold_isinf,
    ),
    folds(
        classification("math.isnan", "returns true if the operand classifies as NaN"),
        fold::fold_isnan,
    ),
    folds(
        classification(
            "math.isnormal",
            "returns true if the operand classifies as normal",
        ),
        fold::fold_isnormal,
    ),
];

static SHAPED_OPS: [OpSpec; 2] = [
    OpSpec {
        summary: "floating point raised to the signed integer power",
        traits: SAME_SHAPE_OP,
        operands: &[
            ValueSpec::single("lhs", FLOAT_LIKE),
            ValueSpec::single("rhs", INT_LIKE),
        ],
        results: FLOAT_RESULT,
        attributes: FASTMATH_DEFAULT,
        format: Some("$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs) `,` type($rhs)"),
        predicates: &[Predicate::AllTypesMatch(&["lhs", "result"])],
        trait_checks: SAME_SHAPE_ELEMENTWISE,
        ..OpSpec::new("math.fpowi")
    },
    OpSpec {
        summary: "sine and cosine of the specified value",
        traits: SAME_SHAPE_OP,
        operands: FLOAT_UNARY_OPERANDS,
        results: &[
            ValueSpec::single("sin", FLOAT_LIKE),
            ValueSpec::single("cos", FLOAT_LIKE),
        ],
        attributes: FASTMATH_DEFAULT,
        format: Some("$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($operand)"),
        predicates: &[Predicate::AllTypesMatch(&["operand", "sin", "cos"])],
        trait_checks: SAME_SHAPE_ELEMENTWISE,
        ..OpSpec::new("math.sincos")
    },
];

// ---- the dialect ---------------------------------------------------------------------

/// Every op spec of the dialect.
pub fn specs() -> impl Iterator<Item = &'static OpSpec> {
    INT_OPS
        .iter()
        .chain(FLOAT_UNARY_OPS.iter())
        .chain(FLOAT_OPS.iter())
        .chain(CLASSIFICATION_OPS.iter())
        .chain(SHAPED_OPS.iter())
}

pub fn dialect() -> strata_ir::DialectDef {
    let mut d = strata_ir::DialectDef::new("math");
    d.ops.extend(specs().map(OpSpec::to_def));
    // Every math op may be inlined (MLIR's math inliner interface).
    d.interfaces = d
        .interfaces
        .with(strata_ir::inlining::DialectInlinerInterface::ALL_LEGAL);
    d.materialize_constant = Some(strata_dialect_arith::materialize_constant);
    d
}
