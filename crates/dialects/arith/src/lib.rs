//! The `arith` dialect of MLIR 22, defined declaratively: integer and
//! floating-point arithmetic, comparisons, casts, `select` and constants,
//! with the fastmath and overflow flag attributes, rounding modes and
//! comparison predicates.

#![forbid(unsafe_code)]

use strata_ir::asm::{Delimiter, OpAsmParser, OpAsmPrinter, ParseResult};
use strata_ir::interfaces::{ConditionallySpeculatable, Speculatability};
use strata_ir::{
    AttrKind, Attribute, Context, DialectDef, Failed, FoldOutput, Location, LogicalResult, OpBuilder,
    OpFoldResult, OpId, OpRef, OpTraits, OperationState, Signedness, Type, TypeKind, ValueId,
};
use strata_ods::constraints::{types, AttrConstraint, EnumDef, EnumStorage, TypeConstraint};
use strata_ods::enum_attr::{parse_dialect_enum_attr, print_dialect_enum_attr};
use strata_ods::{AttrSpec, OpSpec, Predicate, TraitCheck, ValueSpec};

pub mod apfloat;
pub(crate) mod canonicalize;
pub mod fold;

#[cfg(test)]
mod fold_tests;
#[cfg(test)]
mod tests;
pub mod typed;

pub use typed::*;

// ---- enums -----------------------------------------------------------------

/// `CmpIPredicate` (`I64EnumAttr`).
pub static CMPI_PREDICATE: EnumDef = EnumDef {
    name: "::mlir::arith::CmpIPredicate",
    attr_name: "Arith_CmpIPredicateAttr",
    summary: "",
    cases: &[
        ("eq", 0),
        ("ne", 1),
        ("slt", 2),
        ("sle", 3),
        ("sgt", 4),
        ("sge", 5),
        ("ult", 6),
        ("ule", 7),
        ("ugt", 8),
        ("uge", 9),
    ],
    storage: EnumStorage::Integer(64),
    bit_separator: None,
};

/// `CmpFPredicate` (`I64EnumAttr`).
pub static CMPF_PREDICATE: EnumDef = EnumDef {
    name: "::mlir::arith::CmpFPredicate",
    attr_name: "Arith_CmpFPredicateAttr",
    summary: "",
    cases: &[
        ("false", 0),
        ("oeq", 1),
        ("ogt", 2),
        ("oge", 3),
        ("olt", 4),
        ("ole", 5),
        ("one", 6),
        ("ord", 7),
        ("ueq", 8),
        ("ugt", 9),
        ("uge", 10),
        ("ult", 11),
        ("ule", 12),
        ("une", 13),
        ("uno", 14),
        ("true", 15),
    ],
    storage: EnumStorage::Integer(64),
    bit_separator: None,
};

/// `RoundingMode` (`I32EnumAttr`).
pub static ROUNDING_MODE: EnumDef = EnumDef {
    name: "::mlir::arith::RoundingMode",
    attr_name: "Arith_RoundingModeAttr",
    summary: "Floating point rounding mode",
    cases: &[
        ("to_nearest_even", 0),
        ("downward", 1),
        ("upward", 2),
        ("toward_zero", 3),
        ("to_nearest_away", 4),
    ],
    storage: EnumStorage::Integer(32),
    bit_separator: None,
};

/// `FastMathFlags`, stored as `#arith.fastmath<...>`.
pub static FASTMATH: EnumDef = EnumDef {
    name: "::mlir::arith::FastMathFlags",
    attr_name: "Arith_FastMathAttr",
    summary: "Floating point fast math flags",
    cases: &[
        ("none", 0),
        ("reassoc", 1),
        ("nnan", 2),
        ("ninf", 4),
        ("nsz", 8),
        ("arcp", 16),
        ("contract", 32),
        ("afn", 64),
        ("fast", 127),
    ],
    storage: EnumStorage::Dialect {
        dialect: "arith",
        mnemonic: "fastmath",
    },
    bit_separator: Some(","),
};

/// `IntegerOverflowFlags`, stored as `#arith.overflow<...>`.
pub static OVERFLOW: EnumDef = EnumDef {
    name: "::mlir::arith::IntegerOverflowFlags",
    attr_name: "Arith_IntegerOverflowAttr",
    summary: "Integer overflow arith flags",
    cases: &[("none", 0), ("nsw", 1), ("nuw", 2)],
    storage: EnumStorage::Dialect {
        dialect: "arith",
        mnemonic: "overflow",
    },
    bit_separator: Some(", "),
};

const ENUM_ATTRS: &[&EnumDef] = &[&FASTMATH, &OVERFLOW];

/// The default `#arith.fastmath<none>`.
pub fn fastmath_none(ctx: &Context) -> Attribute {
    FASTMATH.attr(ctx, 0)
}

fn overflow_none(ctx: &Context) -> Attribute {
    OVERFLOW.attr(ctx, 0)
}

// ---- constraints -------------------------------------------------------------

use TypeConstraint as T;

const INT_LIKE: TypeConstraint = types::SIGNLESS_INTEGER_OR_INDEX_LIKE;
const FLOAT_LIKE: TypeConstraint = types::FLOAT_LIKE;
const BOOL_LIKE: TypeConstraint = types::BOOL_LIKE;

fn is_signless_fixed_width_like(ctx: &Context, t: Type) -> bool {
    match ctx.type_kind(t) {
        TypeKind::Vector { element, .. }
        | TypeKind::RankedTensor { element, .. }
        | TypeKind::UnrankedTensor { element } => ctx.is_signless_integer(*element),
        _ => ctx.is_signless_integer(t),
    }
}

/// `SignlessFixedWidthIntegerLike`.
const FIXED_INT_LIKE: TypeConstraint = T::Custom {
    summary: "signless-fixed-width-integer-like",
    check: is_signless_fixed_width_like,
};

fn is_index_castable(ctx: &Context, t: Type) -> bool {
    INT_LIKE.check(ctx, t) || T::MemRefOf(&[T::AnySignlessInteger, T::Index]).check(ctx, t)
}

const INDEX_CAST_TYPE: TypeConstraint = T::Custom {
    summary: "signless-integer-like or memref of signless-integer",
    check: is_index_castable,
};

fn is_bitcastable(ctx: &Context, t: Type) -> bool {
    T::OrContainerOf(&T::AnyOf(&[T::AnySignlessInteger, T::AnyFloat]), "").check(ctx, t)
        || T::MemRefOf(&[T::AnySignlessInteger, T::AnyFloat]).check(ctx, t)
}

const BITCAST_TYPE: TypeConstraint = T::Custom {
    summary: "signless-integer-or-float-like or memref of signless-integer or float",
    check: is_bitcastable,
};

const FASTMATH_ATTR: AttrConstraint = AttrConstraint::Enum(&FASTMATH);
const OVERFLOW_ATTR: AttrConstraint = AttrConstraint::Enum(&OVERFLOW);
const ROUNDING_ATTR: AttrConstraint = AttrConstraint::Enum(&ROUNDING_MODE);

// ---- traits ------------------------------------------------------------------

/// `Arith_Op`: `NoMemoryEffect` and `ElementwiseMappable`.
const OP: OpTraits = OpTraits::NO_MEMORY_EFFECT
    .union(OpTraits::ELEMENTWISE)
    .union(OpTraits::SCALARIZABLE)
    .union(OpTraits::VECTORIZABLE)
    .union(OpTraits::TENSORIZABLE);
const PURE_OP: OpTraits = OP.union(OpTraits::PURE);
const ARITH: OpTraits = OP.union(OpTraits::SAME_OPERANDS_AND_RESULT_TYPE);
const PURE_ARITH: OpTraits = ARITH.union(OpTraits::PURE);
const COMM: OpTraits = PURE_ARITH.union(OpTraits::COMMUTATIVE);

const ELEMENTWISE: &[TraitCheck] = &[TraitCheck::Elementwise];
const CAST_CHECKS: &[TraitCheck] = &[
    TraitCheck::SameOperandsAndResultShape,
    TraitCheck::Custom(verify_cast_compatible),
    TraitCheck::Elementwise,
];

fn same_tensor_dims(op: OpRef<'_>) -> bool {
    let dims = |t: Type| match op.ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, .. } => Some(shape.to_vec()),
        TypeKind::UnrankedTensor { .. } => Some(Vec::new()),
        _ => None,
    };
    let d = dims(op.operand_type(0)).unwrap_or_default();
    op.result_types().all(|t| dims(t).unwrap_or_default() == d)
}

const SAME_TENSOR_DIMS: Predicate = Predicate::Custom {
    summary: "input and output have the same tensor dimensions",
    check: same_tensor_dims,
};

/// `getI1SameShape`: i1 with the shape of `t`.
pub fn i1_same_shape(ctx: &Context, t: Type) -> Type {
    let i1 = ctx.i1();
    match ctx.type_kind(t) {
        TypeKind::Vector { shape, scalable, .. } => ctx.intern_type(TypeKind::Vector {
            shape: shape.clone(),
            scalable: scalable.clone(),
            element: i1,
        }),
        TypeKind::RankedTensor { shape, encoding, .. } => ctx.intern_type(TypeKind::RankedTensor {
            shape: shape.clone(),
            element: i1,
            encoding: *encoding,
        }),
        TypeKind::UnrankedTensor { .. } => ctx.intern_type(TypeKind::UnrankedTensor { element: i1 }),
        _ => i1,
    }
}

const CMP_RESULT: Predicate = Predicate::TypesMatchWith {
    summary: "result type has i1 element type and same shape as operands",
    from: "lhs",
    to: "result",
    transform: i1_same_shape,
};

// ---- op spec helpers -----------------------------------------------------------

const INT_BINARY_FORMAT: &str = "$lhs `,` $rhs attr-dict `:` type($result)";
const OVERFLOW_FORMAT: &str = "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)";
const EXACT_FORMAT: &str = "$lhs `,` $rhs (`exact` $isExact^)? attr-dict `:` type($result)";
const FLOAT_BINARY_FORMAT: &str = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)";
const CAST_FORMAT: &str = "$in attr-dict `:` type($in) `to` type($out)";

const INT_BINARY_OPERANDS: &[ValueSpec] = &[
    ValueSpec::single("lhs", INT_LIKE),
    ValueSpec::single("rhs", INT_LIKE),
];
const INT_RESULT: &[ValueSpec] = &[ValueSpec::single("result", INT_LIKE)];
const FLOAT_BINARY_OPERANDS: &[ValueSpec] = &[
    ValueSpec::single("lhs", FLOAT_LIKE),
    ValueSpec::single("rhs", FLOAT_LIKE),
];
const FLOAT_RESULT: &[ValueSpec] = &[ValueSpec::single("result", FLOAT_LIKE)];
const FASTMATH_DEFAULT: &[AttrSpec] = &[AttrSpec::default_valued("fastmath", FASTMATH_ATTR, fastmath_none)];
const OVERFLOW_DEFAULT: &[AttrSpec] = &[AttrSpec::default_valued(
    "overflowFlags",
    OVERFLOW_ATTR,
    overflow_none,
)];
const EXACT: &[AttrSpec] = &[AttrSpec::optional(
    "isExact",
    strata_ods::constraints::attrs::UNIT_ATTR,
)];

/// `Arith_TotalIntBinaryOp` and `Arith_IntBinaryOp`.
const fn int_binary(name: &'static str, summary: &'static str, traits: OpTraits) -> OpSpec {
    OpSpec {
        summary,
        traits,
        operands: INT_BINARY_OPERANDS,
        results: INT_RESULT,
        format: Some(INT_BINARY_FORMAT),
        trait_checks: ELEMENTWISE,
        ..OpSpec::new(name)
    }
}

/// `Arith_IntBinaryOpWithOverflowFlags`.
const fn overflow_binary(name: &'static str, summary: &'static str, traits: OpTraits) -> OpSpec {
    OpSpec {
        attributes: OVERFLOW_DEFAULT,
        format: Some(OVERFLOW_FORMAT),
        ..int_binary(name, summary, traits)
    }
}

/// `Arith_IntBinaryOpWithExactFlag`.
const fn exact_binary(name: &'static str, summary: &'static str, traits: OpTraits) -> OpSpec {
    OpSpec {
        attributes: EXACT,
        format: Some(EXACT_FORMAT),
        ..int_binary(name, summary, traits)
    }
}

/// `Arith_FloatBinaryOp`.
const fn float_binary(name: &'static str, summary: &'static str, traits: OpTraits) -> OpSpec {
    OpSpec {
        summary,
        traits,
        operands: FLOAT_BINARY_OPERANDS,
        results: FLOAT_RESULT,
        attributes: FASTMATH_DEFAULT,
        format: Some(FLOAT_BINARY_FORMAT),
        trait_checks: ELEMENTWISE,
        ..OpSpec::new(name)
    }
}

/// `Arith_CastOp` with its operand and result groups.
const fn cast(
    name: &'static str,
    summary: &'static str,
    from: &'static [ValueSpec],
    to: &'static [ValueSpec],
) -> OpSpec {
    OpSpec {
        summary,
        traits: PURE_OP.union(OpTraits::SAME_OPERANDS_AND_RESULT_SHAPE),
        operands: from,
        results: to,
        format: Some(CAST_FORMAT),
        predicates: &[SAME_TENSOR_DIMS],
        trait_checks: CAST_CHECKS,
        ..OpSpec::new(name)
    }
}

const IN_INT: &[ValueSpec] = &[ValueSpec::single("in", FIXED_INT_LIKE)];
const OUT_INT: &[ValueSpec] = &[ValueSpec::single("out", FIXED_INT_LIKE)];
const IN_FLOAT: &[ValueSpec] = &[ValueSpec::single("in", FLOAT_LIKE)];
const OUT_FLOAT: &[ValueSpec] = &[ValueSpec::single("out", FLOAT_LIKE)];
const IN_INDEX: &[ValueSpec] = &[ValueSpec::single("in", INDEX_CAST_TYPE)];
const OUT_INDEX: &[ValueSpec] = &[ValueSpec::single("out", INDEX_CAST_TYPE)];
const IN_BITCAST: &[ValueSpec] = &[ValueSpec::single("in", BITCAST_TYPE)];
const OUT_BITCAST: &[ValueSpec] = &[ValueSpec::single("out", BITCAST_TYPE)];

// ---- ops ---------------------------------------------------------------------

pub static CONSTANT: OpSpec = OpSpec {
    summary: "integer or floating point constant",
    traits: OpTraits::CONSTANT_LIKE.union(OpTraits::PURE),
    attributes: &[AttrSpec::required(
        "value",
        strata_ods::constraints::attrs::TYPED_ATTR,
    )],
    results: &[ValueSpec::single("result", types::ANY_TYPE)],
    format: Some("attr-dict $value"),
    predicates: &[Predicate::AllTypesMatch(&["value", "result"])],
    verify: Some(verify_constant),
    result_names: Some(constant_result_names),
    fold: Some(fold_constant),
    ..OpSpec::new("arith.constant")
};

const EXTENDED_FORMAT: &str = "$lhs `,` $rhs attr-dict `:` type($lhs)";

static INT_OPS: [OpSpec; 20] = [
    OpSpec {
        fold: Some(fold::fold_addi),
        canonicalize: Some(canonicalize::addi),
        ..overflow_binary("arith.addi", "integer addition operation", COMM)
    },
    OpSpec {
        fold: Some(fold::fold_subi),
        canonicalize: Some(canonicalize::subi),
        ..overflow_binary("arith.subi", "integer subtraction operation", PURE_ARITH)
    },
    OpSpec {
        fold: Some(fold::fold_muli),
        canonicalize: Some(canonicalize::muli),
        ..overflow_binary("arith.muli", "integer multiplication operation", COMM)
    },
    OpSpec {
        fold: Some(fold::fold_divui),
        ..exact_binary("arith.divui", "unsigned integer division operation", ARITH)
    },
    OpSpec {
        fold: Some(fold::fold_divsi),
        ..exact_binary("arith.divsi", "signed integer division operation", ARITH)
    },
    OpSpec {
        fold: Some(fold::fold_ceildivui),
        ..int_binary(
            "arith.ceildivui",
            "unsigned ceil integer division operation",
            ARITH,
        )
    },
    OpSpec {
        fold: Some(fold::fold_ceildivsi),
        ..int_binary("arith.ceildivsi", "signed ceil integer division operation", ARITH)
    },
    OpSpec {
        fold: Some(fold::fold_floordivsi),
        ..int_binary(
            "arith.floordivsi",
            "signed floor integer division operation",
            PURE_ARITH,
        )
    },
    OpSpec {
        fold: Some(fold::fold_remui),
        ..int_binary(
            "arith.remui",
            "unsigned integer division remainder operation",
            PURE_ARITH,
        )
    },
    OpSpec {
        fold: Some(fold::fold_remsi),
        ..int_binary(
            "arith.remsi",
            "signed integer division remainder operation",
            PURE_ARITH,
        )
    },
    OpSpec {
        fold: Some(fold::fold_andi),
        canonicalize: Some(canonicalize::andi),
        ..int_binary(
            "arith.andi",
            "integer binary and",
            COMM.union(OpTraits::IS_IDEMPOTENT),
        )
    },
    OpSpec {
        fold: Some(fold::fold_ori),
        canonicalize: Some(canonicalize::ori),
        ..int_binary(
            "arith.ori",
            "integer binary or",
            COMM.union(OpTraits::IS_IDEMPOTENT),
        )
    },
    OpSpec {
        fold: Some(fold::fold_xori),
        canonicalize: Some(canonicalize::xori),
        ..int_binary("arith.xori", "integer binary xor", COMM)
    },
    OpSpec {
        fold: Some(fold::fold_shli),
        ..overflow_binary("arith.shli", "integer left-shift", PURE_ARITH)
    },
    OpSpec {
        fold: Some(fold::fold_shrui),
        ..exact_binary("arith.shrui", "unsigned integer right-shift", PURE_ARITH)
    },
    OpSpec {
        fold: Some(fold::fold_shrsi),
        ..exact_binary("arith.shrsi", "signed integer right-shift", PURE_ARITH)
    },
    OpSpec {
        fold: Some(fold::fold_maxsi),
        ..int_binary("arith.maxsi", "signed integer maximum operation", COMM)
    },
    OpSpec {
        fold: Some(fold::fold_maxui),
        ..int_binary("arith.maxui", "unsigned integer maximum operation", COMM)
    },
    OpSpec {
        fold: Some(fold::fold_minsi),
        ..int_binary("arith.minsi", "signed integer minimum operation", COMM)
    },
    OpSpec {
        fold: Some(fold::fold_minui),
        ..int_binary("arith.minui", "unsigned integer minimum operation", COMM)
    },
];

static EXTENDED_OPS: [OpSpec; 3] = [
    OpSpec {
        fold: Some(fold::fold_addui_extended),
        canonicalize: Some(canonicalize::addui_extended),
        summary: "extended unsigned integer addition operation returning sum and overflow bit",
        traits: PURE_OP.union(OpTraits::COMMUTATIVE),
        operands: INT_BINARY_OPERANDS,
        results: &[
            ValueSpec::single("sum", INT_LIKE),
            ValueSpec::single("overflow", BOOL_LIKE),
        ],
        format: Some("$lhs `,` $rhs attr-dict `:` type($sum) `,` type($overflow)"),
        predicates: &[Predicate::AllTypesMatch(&["lhs", "rhs", "sum"])],
        trait_checks: ELEMENTWISE,
        ..OpSpec::new("arith.addui_extended")
    },
    OpSpec {
        fold: Some(fold::fold_mulsi_extended),
        canonicalize: Some(canonicalize::mulsi_extended),
        summary: "extended signed integer multiplication operation",
        traits: PURE_OP.union(OpTraits::COMMUTATIVE),
        operands: INT_BINARY_OPERANDS,
        results: &[
            ValueSpec::single("low", INT_LIKE),
            ValueSpec::single("high", INT_LIKE),
        ],
        format: Some(EXTENDED_FORMAT),
        predicates: &[Predicate::AllTypesMatch(&["lhs", "rhs", "low", "high"])],
        trait_checks: ELEMENTWISE,
        ..OpSpec::new("arith.mulsi_extended")
    },
    OpSpec {
        fold: Some(fold::fold_mului_extended),
        canonicalize: Some(canonicalize::mului_extended),
        summary: "extended unsigned integer multiplication operation",
        traits: PURE_OP.union(OpTraits::COMMUTATIVE),
        operands: INT_BINARY_OPERANDS,
        results: &[
            ValueSpec::single("low", INT_LIKE),
            ValueSpec::single("high", INT_LIKE),
        ],
        format: Some(EXTENDED_FORMAT),
        predicates: &[Predicate::AllTypesMatch(&["lhs", "rhs", "low", "high"])],
        trait_checks: ELEMENTWISE,
        ..OpSpec::new("arith.mului_extended")
    },
];

static FLOAT_OPS: [OpSpec; 10] = [
    OpSpec {
        fold: Some(fold::fold_negf),

        operands: &[ValueSpec::single("operand", FLOAT_LIKE)],
        format: Some("$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"),
        ..float_binary("arith.negf", "floating point negation", PURE_ARITH)
    },
    OpSpec {
        fold: Some(fold::fold_addf),
        ..float_binary("arith.addf", "floating point addition operation", COMM)
    },
    OpSpec {
        fold: Some(fold::fold_subf),
        ..float_binary("arith.subf", "floating point subtraction operation", PURE_ARITH)
    },
    OpSpec {
        fold: Some(fold::fold_maximumf),
        ..float_binary("arith.maximumf", "floating-point maximum operation", COMM)
    },
    OpSpec {
        fold: Some(fold::fold_maxnumf),
        ..float_binary("arith.maxnumf", "floating-point maximum operation", COMM)
    },
    OpSpec {
        fold: Some(fold::fold_minimumf),
        ..float_binary("arith.minimumf", "floating-point minimum operation", COMM)
    },
    OpSpec {
        fold: Some(fold::fold_minnumf),
        ..float_binary("arith.minnumf", "floating-point minimum operation", COMM)
    },
    OpSpec {
        fold: Some(fold::fold_mulf),
        canonicalize: Some(canonicalize::mulf),
        ..float_binary("arith.mulf", "floating point multiplication operation", COMM)
    },
    OpSpec {
        fold: Some(fold::fold_divf),
        canonicalize: Some(canonicalize::divf),
        ..float_binary("arith.divf", "floating point division operation", PURE_ARITH)
    },
    OpSpec {
        fold: Some(fold::fold_remf),
        ..float_binary(
            "arith.remf",
            "floating point division remainder operation",
            PURE_ARITH,
        )
    },
];

const SCALING_EXT_CHECKS: &[TraitCheck] = &[
    TraitCheck::Custom(verify_cast_compatible),
    TraitCheck::Elementwise,
];
const FASTMATH_OPTIONAL: &[AttrSpec] = &[AttrSpec::optional("fastmath", FASTMATH_ATTR)];
const ROUNDING_FASTMATH: &[AttrSpec] = &[
    AttrSpec::optional("roundingmode", ROUNDING_ATTR),
    AttrSpec::optional("fastmath", FASTMATH_ATTR),
];

static CAST_OPS: [OpSpec; 14] = [
    OpSpec {
        fold: Some(fold::fold_extui),
        ..cast("arith.extui", "integer zero extension operation", IN_INT, OUT_INT)
    },
    OpSpec {
        fold: Some(fold::fold_extsi),
        canonicalize: Some(canonicalize::extsi),
        ..cast("arith.extsi", "integer sign extension operation", IN_INT, OUT_INT)
    },
    OpSpec {
        fold: Some(fold::fold_extf),

        attributes: FASTMATH_OPTIONAL,
        format: Some("$in (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)"),
        ..cast(
            "arith.extf",
            "cast from floating-point to wider floating-point",
            IN_FLOAT,
            OUT_FLOAT,
        )
    },
    OpSpec {
        fold: None,

        traits: PURE_OP,
        operands: &[ValueSpec::single("in", FLOAT_LIKE), ValueSpec::single("scale", FLOAT_LIKE)],
        attributes: FASTMATH_OPTIONAL,
        format: Some(
            "$in `,` $scale (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `,` type($scale) `to` type($out)",
        ),
        trait_checks: SCALING_EXT_CHECKS,
        ..cast(
            "arith.scaling_extf",
            "Upcasts input floats using provided scales values following OCP MXFP Spec",
            IN_FLOAT,
            OUT_FLOAT,
        )
    },
    OpSpec {
        fold: Some(fold::fold_trunci),
        canonicalize: Some(canonicalize::trunci),
        attributes: OVERFLOW_DEFAULT,
        format: Some("$in (`overflow` `` $overflowFlags^)? attr-dict `:` type($in) `to` type($out)"),
        ..cast("arith.trunci", "integer truncation operation", IN_INT, OUT_INT)
    },
    OpSpec {
        fold: Some(fold::fold_truncf),
        canonicalize: Some(canonicalize::truncf),
        attributes: ROUNDING_FASTMATH,
        format: Some(
            "$in ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)",
        ),
        ..cast(
            "arith.truncf",
            "cast from floating-point to narrower floating-point",
            IN_FLOAT,
            OUT_FLOAT,
        )
    },
    OpSpec {
        fold: None,

        traits: PURE_OP,
        operands: &[ValueSpec::single("in", FLOAT_LIKE), ValueSpec::single("scale", FLOAT_LIKE)],
        attributes: ROUNDING_FASTMATH,
        format: Some(
            "$in `,` $scale ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `,` type($scale) `to` type($out)",
        ),
        trait_checks: SCALING_EXT_CHECKS,
        ..cast(
            "arith.scaling_truncf",
            "Downcasts input floating point values using provided scales values following OCP MXFP Spec",
            IN_FLOAT,
            OUT_FLOAT,
        )
    },
    OpSpec {
        fold: Some(fold::fold_uitofp),
        ..cast("arith.uitofp", "cast from unsigned integer type to floating-point", IN_INT, OUT_FLOAT)
    },
    OpSpec {
        fold: Some(fold::fold_sitofp),
        ..cast("arith.sitofp", "cast from integer type to floating-point", IN_INT, OUT_FLOAT)
    },
    OpSpec {
        fold: Some(fold::fold_fptoui),
        ..cast("arith.fptoui", "cast from floating-point type to integer type", IN_FLOAT, OUT_INT)
    },
    OpSpec {
        fold: Some(fold::fold_fptosi),
        ..cast("arith.fptosi", "cast from floating-point type to integer type", IN_FLOAT, OUT_INT)
    },
    OpSpec {
        fold: Some(fold::fold_index_cast),
        canonicalize: Some(canonicalize::index_cast),
        ..cast("arith.index_cast", "cast between index and integer types", IN_INDEX, OUT_INDEX)
    },
    OpSpec {
        fold: Some(fold::fold_index_castui),
        canonicalize: Some(canonicalize::index_castui),
        ..cast(
        "arith.index_castui",
        "unsigned cast between index and integer types",
        IN_INDEX,
        OUT_INDEX,
    )
    },
    OpSpec {
        fold: Some(fold::fold_bitcast),
        canonicalize: Some(canonicalize::bitcast),
        ..cast(
        "arith.bitcast",
        "bitcast between values of equal bit width",
        IN_BITCAST,
        OUT_BITCAST,
    )
    },
];

static CMP_OPS: [OpSpec; 2] = [
    OpSpec {
        fold: Some(fold::fold_cmpi),
        canonicalize: Some(canonicalize::cmpi),
        summary: "integer comparison operation",
        traits: PURE_OP.union(OpTraits::SAME_OPERANDS_TYPE),
        operands: INT_BINARY_OPERANDS,
        results: &[ValueSpec::single("result", BOOL_LIKE)],
        attributes: &[AttrSpec::required(
            "predicate",
            AttrConstraint::Enum(&CMPI_PREDICATE),
        )],
        format: Some("$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)"),
        predicates: &[CMP_RESULT],
        trait_checks: ELEMENTWISE,
        ..OpSpec::new("arith.cmpi")
    },
    OpSpec {
        fold: Some(fold::fold_cmpf),
        canonicalize: Some(canonicalize::cmpf),
        summary: "floating-point comparison operation",
        traits: PURE_OP.union(OpTraits::SAME_OPERANDS_TYPE),
        operands: FLOAT_BINARY_OPERANDS,
        results: &[ValueSpec::single("result", BOOL_LIKE)],
        attributes: &[
            AttrSpec::required("predicate", AttrConstraint::Enum(&CMPF_PREDICATE)),
            AttrSpec::default_valued("fastmath", FASTMATH_ATTR, fastmath_none),
        ],
        format: Some("$predicate `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs)"),
        predicates: &[CMP_RESULT],
        trait_checks: ELEMENTWISE,
        ..OpSpec::new("arith.cmpf")
    },
];

fn condition_matches(op: OpRef<'_>) -> bool {
    let ctx = op.ctx;
    let cond = op.operand_type(0);
    if cond == ctx.i1() {
        return true;
    }
    match (ctx.type_kind(cond), ctx.type_kind(op.result_type(0))) {
        (TypeKind::Vector { shape: a, .. }, TypeKind::Vector { shape: b, .. })
        | (TypeKind::Vector { shape: a, .. }, TypeKind::RankedTensor { shape: b, .. })
        | (TypeKind::RankedTensor { shape: a, .. }, TypeKind::Vector { shape: b, .. })
        | (TypeKind::RankedTensor { shape: a, .. }, TypeKind::RankedTensor { shape: b, .. }) => a == b,
        (
            TypeKind::UnrankedTensor { .. } | TypeKind::RankedTensor { .. } | TypeKind::Vector { .. },
            TypeKind::UnrankedTensor { .. } | TypeKind::RankedTensor { .. } | TypeKind::Vector { .. },
        ) => true,
        _ => false,
    }
}

pub static SELECT: OpSpec = OpSpec {
    fold: Some(fold::fold_select),
    canonicalize: Some(canonicalize::select),
    summary: "select operation",
    traits: PURE_OP,
    operands: &[
        ValueSpec::single("condition", BOOL_LIKE),
        ValueSpec::single("true_value", types::ANY_TYPE),
        ValueSpec::single("false_value", types::ANY_TYPE),
    ],
    results: &[ValueSpec::single("result", types::ANY_TYPE)],
    predicates: &[
        Predicate::AllTypesMatch(&["true_value", "false_value", "result"]),
        Predicate::Custom {
            summary: "condition is signless i1 or has matching shape",
            check: condition_matches,
        },
    ],
    trait_checks: ELEMENTWISE,
    ..OpSpec::new("arith.select")
};

// ---- verifiers -----------------------------------------------------------------

fn float_width(ctx: &Context, t: Type) -> Option<u32> {
    ctx.float_kind(t).map(|k| k.width())
}

fn int_or_float_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Float(k) => Some(k.width()),
        _ => None,
    }
}

/// `CastOpInterface`'s check: whether the op's operand and result types
/// are compatible for its cast kind (on element types).
fn verify_cast_compatible(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    // Input and output must be both scalars or both shaped alike.
    let shaped = |t: Type| ctx.element_type(t).is_some();
    let (in_ty, out_ty) = (op.operand_type(0), op.result_type(0));
    let shapes_ok = shaped(in_ty) == shaped(out_ty)
        && match (ctx.shape(in_ty), ctx.shape(out_ty)) {
            (Some(a), Some(b)) => {
                a.len() == b.len()
                    && a.iter()
                        .zip(b)
                        .all(|(&x, &y)| x == y || x == strata_ir::DYNAMIC || y == strata_ir::DYNAMIC)
            }
            _ => true,
        };
    let elem = |t: Type| ctx.element_type_or_self(t);
    let input = elem(op.operand_type(0));
    let output = elem(op.result_type(0));
    let int = |t: Type| ctx.integer_width(t);
    let name = op.name_str();
    let ok = match name.strip_prefix("arith.").unwrap_or("") {
        "extui" | "extsi" => matches!((int(input), int(output)), (Some(a), Some(b)) if b > a),
        "trunci" => matches!((int(input), int(output)), (Some(a), Some(b)) if b < a),
        "extf" | "scaling_extf" => {
            matches!((float_width(ctx, input), float_width(ctx, output)), (Some(a), Some(b)) if b > a)
        }
        "truncf" | "scaling_truncf" => {
            matches!((float_width(ctx, input), float_width(ctx, output)), (Some(a), Some(b)) if b < a)
        }
        "uitofp" | "sitofp" => int(input).is_some() && float_width(ctx, output).is_some(),
        "fptoui" | "fptosi" => float_width(ctx, input).is_some() && int(output).is_some(),
        "index_cast" | "index_castui" => {
            (ctx.is_index(input) && ctx.is_signless_integer(output))
                || (ctx.is_signless_integer(input) && ctx.is_index(output))
        }
        "bitcast" => matches!(
            (int_or_float_width(ctx, input), int_or_float_width(ctx, output)),
            (Some(a), Some(b)) if a == b
        ),
        _ => true,
    };
    if ok && shapes_ok {
        return Ok(());
    }
    let shown: Vec<String> = op
        .operand_types()
        .map(|t| format!("'{}'", ctx.type_to_string(t)))
        .collect();
    let what = if shown.len() == 1 {
        "operand type"
    } else {
        "operand types"
    };
    Err(op.emit_op_error(format!(
        "{what} {} and result type '{}' are cast incompatible",
        shown.join(", "),
        ctx.type_to_string(op.result_type(0))
    )))
}

fn verify_constant(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let ty = op.result_type(0);
    if let TypeKind::Integer { signedness, .. } = ctx.type_kind(ty) {
        if *signedness != Signedness::Signless {
            return Err(op.emit_op_error("integer return type must be signless"));
        }
    }
    let value = op.attr("value");
    let valid = value.is_some_and(|v| {
        matches!(
            ctx.attr_kind(v),
            AttrKind::Integer { .. }
                | AttrKind::Bool(_)
                | AttrKind::Float { .. }
                | AttrKind::DenseElements { .. }
                | AttrKind::DenseStringElements { .. }
                | AttrKind::DenseResource { .. }
                | AttrKind::Sparse { .. }
        )
    });
    if !valid {
        return Err(op.emit_op_error("value must be an integer, float, or elements attribute"));
    }
    Ok(())
}

/// A constant folds to its value.
fn fold_constant(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    let value = op.attr("value").ok_or(Failed)?;
    out.results.push(OpFoldResult::Attr(value));
    Ok(())
}

/// Whether `arith.constant` can hold `value` as a `ty` (MLIR's
/// `ConstantOp::isBuildableWith`): a typed integer, float or elements
/// attribute of exactly that type, and a signless result.
fn is_buildable_with(ctx: &Context, value: Attribute, ty: Type) -> bool {
    if strata_ods::constraints::attr_type(ctx, value) != Some(ty) {
        return false;
    }
    if let TypeKind::Integer { signedness, .. } = ctx.type_kind(ty) {
        if *signedness != Signedness::Signless {
            return false;
        }
    }
    matches!(
        ctx.attr_kind(value),
        AttrKind::Integer { .. }
            | AttrKind::Bool(_)
            | AttrKind::Float { .. }
            | AttrKind::DenseElements { .. }
    )
}

/// `Dialect::materializeConstant`: `ub.poison` for `#ub.poison`, an
/// `arith.constant` for values it can hold.
pub fn materialize_constant(
    b: &mut OpBuilder<'_>,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    let ctx = b.ctx;
    if fold::is_poison(ctx, value) {
        let mut state = OperationState::new(ctx.op_name("ub.poison"), loc);
        state.result_types.push(ty);
        state.properties = Some(ctx.dictionary_attr(&[(ctx.ident("value"), value)]));
        return Some(b.create(state));
    }
    if !is_buildable_with(ctx, value, ty) {
        return None;
    }
    let mut state = OperationState::new(ctx.op_name(CONSTANT.name), loc);
    state.result_types.push(ty);
    state.properties = Some(ctx.dictionary_attr(&[(ctx.ident("value"), value)]));
    Some(b.create(state))
}

/// `%c42_i32`, `%c0` (index), `%true`/`%false`, `%cst` otherwise.
fn constant_result_names(op: OpRef<'_>, set: &mut dyn FnMut(ValueId, &str)) {
    let ctx = op.ctx;
    let Some(value) = op.attr("value") else { return };
    let result = op.result(0);
    match ctx.attr_kind(value) {
        AttrKind::Bool(b) => set(result, if *b { "true" } else { "false" }),
        AttrKind::Integer { ty, value } => match ctx.type_kind(*ty) {
            TypeKind::Integer {
                width: 1,
                signedness: Signedness::Signless,
            } => set(result, if value.is_zero() { "false" } else { "true" }),
            TypeKind::Index => set(result, &constant_name(value, None)),
            TypeKind::Integer { width, signedness } => {
                set(result, &constant_name(value, Some((*width, *signedness))))
            }
            _ => set(result, "cst"),
        },
        _ => set(result, "cst"),
    }
}

/// `c<value>` or, for an integer type, `c<value>_<type>` (`c42_i32`,
/// `c-1_si8`), written in one buffer: the printer names every constant
/// this way, on one thread.
fn constant_name(value: &strata_ir::APInt, int: Option<(u32, Signedness)>) -> String {
    use std::fmt::Write;
    let mut name = String::with_capacity(16);
    name.push('c');
    if value.width() <= 64 {
        let _ = write!(name, "{}", value.sext_i64());
    } else {
        name.push_str(&value.to_string_signed());
    }
    if let Some((width, signedness)) = int {
        name.push_str(match signedness {
            Signedness::Signless => "_i",
            Signedness::Signed => "_si",
            Signedness::Unsigned => "_ui",
        });
        let _ = write!(name, "{width}");
    }
    name
}

// ---- select's custom form ------------------------------------------------------------

/// `%c, %a, %b : type` or, with a shaped condition,
/// `%c, %a, %b : cond_type, type`.
fn parse_select(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let pos = p.current_pos();
    let operands = p.parse_operand_list(Delimiter::None)?;
    if operands.len() != 3 {
        return Err(p.emit_error_at(pos, "custom op 'arith.select' expected 3 operands"));
    }
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    p.parse_punct(":")?;
    let first = p.parse_type()?;
    let (cond, result) = if p.parse_optional_punct(",") {
        (first, p.parse_type()?)
    } else {
        (ctx.i1(), first)
    };
    let types = [cond, result, result];
    for (o, t) in operands.iter().zip(types) {
        let v = p.resolve_operand(o, t)?;
        state.operands.push(v);
    }
    state.result_types.push(result);
    if !attrs.is_empty() {
        state.attributes = Some(ctx.dictionary_attr(&attrs));
    }
    Ok(())
}

fn print_select(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    let ctx = op.ctx;
    p.write_str(" ");
    let operands: Vec<ValueId> = op.operands().collect();
    p.print_operands(&operands);
    let attrs: Vec<_> = op.discardable_attrs().to_vec();
    p.print_optional_attr_dict(&attrs, &[]);
    p.write_str(" : ");
    let cond = op.operand_type(0);
    if ctx.shape(cond).is_some() || ctx.element_type(cond).is_some() {
        p.print_type(cond);
        p.write_str(", ");
    }
    p.print_type(op.result_type(0));
}

// ---- the dialect ---------------------------------------------------------------------

fn parse_attr(p: &mut dyn strata_ir::asm::AsmParser<'_>, _ty: Option<Type>) -> ParseResult<Attribute> {
    parse_dialect_enum_attr(p, "arith", ENUM_ATTRS)
}

fn print_attr(p: &mut dyn strata_ir::asm::AsmPrinter<'_>, a: Attribute) {
    print_dialect_enum_attr(p, ENUM_ATTRS, a)
}

/// Every op spec of the dialect.
pub fn specs() -> impl Iterator<Item = &'static OpSpec> {
    [&CONSTANT, &SELECT]
        .into_iter()
        .chain(INT_OPS.iter())
        .chain(EXTENDED_OPS.iter())
        .chain(FLOAT_OPS.iter())
        .chain(CAST_OPS.iter())
        .chain(CMP_OPS.iter())
}

/// Divisions are speculatable only by a known non-zero divisor (MLIR's
/// `getSpeculatability` of the division ops); signed ones also not by -1,
/// which overflows on the minimum value.
fn division_speculatability(op: OpRef<'_>, signed: bool) -> Speculatability {
    // MLIR asks the divisor's defining op for its integer range (with
    // unknown operands): besides constants, `index.sizeof` (4 or 8) is
    // the one op here whose range excludes zero and -1.
    if op
        .body
        .defining_op(op.operand(1))
        .is_some_and(|d| op.ctx.op_name_str(op.body.op_name(d)) == "index.sizeof")
    {
        return Speculatability::Speculatable;
    }
    let rhs = strata_ir::fold::constant_value(op.ctx, op.body, op.operand(1));
    match fold::splat_value(op.ctx, rhs) {
        Some(v) if !(v.is_zero() || (signed && v.is_all_ones())) => Speculatability::Speculatable,
        _ => Speculatability::NotSpeculatable,
    }
}

fn signed_division_speculatability(op: OpRef<'_>) -> Speculatability {
    division_speculatability(op, true)
}

fn unsigned_division_speculatability(op: OpRef<'_>) -> Speculatability {
    division_speculatability(op, false)
}

pub fn dialect() -> DialectDef {
    let mut d = DialectDef::new("arith");
    d.interfaces = d
        .interfaces
        .clone()
        .with(strata_ir::inlining::DialectInlinerInterface::ALL_LEGAL);
    for spec in specs() {
        let mut def = spec.to_def();
        let speculation = match spec.name {
            "arith.divsi" | "arith.ceildivsi" => Some(signed_division_speculatability as fn(OpRef<'_>) -> _),
            "arith.divui" | "arith.ceildivui" => {
                Some(unsigned_division_speculatability as fn(OpRef<'_>) -> _)
            }
            _ => None,
        };
        if let Some(f) = speculation {
            def.interfaces = def.interfaces.clone().with(ConditionallySpeculatable(f));
        }
        if spec.name == SELECT.name {
            def.parse = Some(parse_select);
            def.print = Some(print_select);
        }
        d.ops.push(def);
    }
    d.parse_attr = Some(parse_attr);
    d.print_attr = Some(print_attr);
    d.materialize_constant = Some(materialize_constant);
    d
}
