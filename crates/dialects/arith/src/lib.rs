//! The `arith` dialect of MLIR 22, defined declaratively: integer and
//! floating-point arithmetic, comparisons, casts, `select` and constants,
//! with the fastmath and overflow flag attributes, rounding modes and
//! comparison predicates.
//!
//! Every op is one [`strata_ods::op!`] definition. MLIR's op classes
//! (`Arith_IntBinaryOp`, `Arith_FloatBinaryOp`, `Arith_CastOp`, ...) are
//! `const fn` bases giving the traits and format, and the local
//! `arith_ops!` macro gives each class's operands, results and attributes,
//! so that an op of a class only states what is its own.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

use strata_ir::asm::{Delimiter, OpAsmParser, OpAsmPrinter, ParseResult};
use strata_ir::inlining::DialectInlinerInterface;
use strata_ir::interfaces::{
    BoundRelation, ConditionallySpeculatable, Speculatability, ValueBound, ValueBoundsOpInterface,
};
use strata_ir::{
    AttrKind, Attribute, Context, DialectDef, Failed, FoldOutput, Location, LogicalResult, OpBuilder,
    OpFoldResult, OpId, OpRef, OpTraits, OperationState, Signedness, Type, TypeKind, ValueId,
};
use strata_ods::constraints::{attrs, types, AttrConstraint, EnumDef, EnumStorage, TypeConstraint};
use strata_ods::enum_attr::{parse_dialect_enum_attr, print_dialect_enum_attr};
use strata_ods::{DialectSpec, OpSpec, Predicate, TraitCheck};

pub mod apfloat;
mod bufferize;
pub(crate) mod canonicalize;
pub mod expand;
pub mod fold;
mod int_range;

#[cfg(test)]
mod fold_tests;
#[cfg(test)]
mod tests;

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

/// `SignlessFixedWidthIntegerLike`: a signless integer, or a vector or
/// tensor of them (structured, so that its IRDL export can state it).
const FIXED_INT_LIKE: TypeConstraint =
    T::OrContainerOf(&T::AnySignlessInteger, "signless-fixed-width-integer");

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

/// `arith.select`'s condition is `i1` or shaped as the result.
fn condition_matches(op: OpRef<'_>) -> bool {
    let ctx = op.ctx;
    let Some(select) = SelectOp::from_ref(op) else {
        return false;
    };
    let cond = op.value_type(select.condition(&op));
    if cond == ctx.i1() {
        return true;
    }
    match (
        ctx.type_kind(cond),
        ctx.type_kind(op.value_type(select.result(&op))),
    ) {
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

/// MLIR's `SelectOp::verify`: a shaped condition is exactly the i1
/// version of the result type (its encoding and scalable dimensions
/// included), which the shape predicate alone does not check.
fn verify_select(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let cond = op.operand_type(0);
    let result = op.result_type(0);
    if cond == ctx.i1() || ctx.element_type(result).is_none() {
        return Ok(());
    }
    let expected = i1_same_shape(ctx, result);
    if cond != expected {
        return Err(op.emit_op_error(format!(
            "expected condition type to have the same shape as the result type, expected '{}', but got '{}'",
            ctx.type_to_string(expected),
            ctx.type_to_string(cond)
        )));
    }
    Ok(())
}

// ---- op classes ------------------------------------------------------------------

/// The base of every op class: the op definitions give the name.
const fn arith_op(traits: OpTraits, format: &'static str) -> OpSpec {
    OpSpec {
        traits,
        format: Some(format),
        trait_checks: ELEMENTWISE,
        ..OpSpec::new("arith")
    }
}

/// `Arith_TotalIntBinaryOp` and `Arith_IntBinaryOp`.
const fn int_binary(traits: OpTraits) -> OpSpec {
    arith_op(traits, "$lhs `,` $rhs attr-dict `:` type($result)")
}

/// `Arith_IntBinaryOpWithOverflowFlags`.
const fn overflow_binary(traits: OpTraits) -> OpSpec {
    arith_op(
        traits,
        "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)",
    )
}

/// `Arith_IntBinaryOpWithExactFlag`.
const fn exact_binary(traits: OpTraits) -> OpSpec {
    arith_op(
        traits,
        "$lhs `,` $rhs (`exact` $isExact^)? attr-dict `:` type($result)",
    )
}

/// `Arith_FloatBinaryOp`.
const fn float_binary(traits: OpTraits) -> OpSpec {
    arith_op(
        traits,
        "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
    )
}

/// The extended multiplications (`Arith_MulSIExtendedOp`, `Arith_MulUIExtendedOp`).
const fn mul_extended() -> OpSpec {
    OpSpec {
        predicates: &[Predicate::AllTypesMatch(&["lhs", "rhs", "low", "high"])],
        ..arith_op(
            PURE_OP.union(OpTraits::COMMUTATIVE),
            "$lhs `,` $rhs attr-dict `:` type($lhs)",
        )
    }
}

/// `Arith_CastOp`.
const fn cast() -> OpSpec {
    OpSpec {
        predicates: &[SAME_TENSOR_DIMS],
        ..arith_op(
            PURE_OP.union(OpTraits::SAME_OPERANDS_AND_RESULT_SHAPE),
            "$in attr-dict `:` type($in) `to` type($out)",
        )
    }
}

/// `Arith_ScalingExtFOp` and `Arith_ScalingTruncFOp`: a cast with a scale
/// operand, whose shape the scale need not share.
const fn scaling_cast(format: &'static str) -> OpSpec {
    OpSpec {
        traits: PURE_OP,
        format: Some(format),
        ..cast()
    }
}

/// `Arith_CompareOp`.
const fn compare(format: &'static str) -> OpSpec {
    OpSpec {
        predicates: &[CMP_RESULT],
        ..arith_op(PURE_OP.union(OpTraits::SAME_OPERANDS_TYPE), format)
    }
}

/// Defines ops of one of the classes above: `pub Op(SPEC, "arith.op"):
/// class(args) { ... }`, where the class gives the operands, results and
/// class attributes (with the typed builder) and the op everything else.
macro_rules! arith_ops {
    ($(
        $(#[doc = $doc:literal])*
        pub $Name:ident($SPEC:ident, $opname:literal): $class:ident($($arg:expr),* $(,)?) { $($body:tt)* }
    )*) => {$(
        arith_ops!(@$class [$($doc)*] $Name $SPEC $opname ($($arg),*) $($body)*);
    )*};

    (@int_binary $d:tt $N:ident $S:ident $n:literal ($traits:expr) $($body:tt)*) => {
        arith_ops!(@emit $d $N $S $n [
            operands(lhs: single(INT_LIKE), rhs: single(INT_LIKE))
            results(result: single(INT_LIKE))
            build(infer)
        ] int_binary($traits); $($body)*);
    };
    (@overflow_binary $d:tt $N:ident $S:ident $n:literal ($traits:expr) $($body:tt)*) => {
        arith_ops!(@emit $d $N $S $n [
            operands(lhs: single(INT_LIKE), rhs: single(INT_LIKE))
            results(result: single(INT_LIKE))
            attributes(overflow_flags "overflowFlags": opt_enum = default_valued(OVERFLOW_ATTR, overflow_none))
            build(infer)
        ] overflow_binary($traits); $($body)*);
    };
    (@exact_binary $d:tt $N:ident $S:ident $n:literal ($traits:expr) $($body:tt)*) => {
        arith_ops!(@emit $d $N $S $n [
            operands(lhs: single(INT_LIKE), rhs: single(INT_LIKE))
            results(result: single(INT_LIKE))
            attributes(is_exact "isExact": unit = optional(attrs::UNIT_ATTR))
            build(infer)
        ] exact_binary($traits); $($body)*);
    };
    (@float_binary $d:tt $N:ident $S:ident $n:literal ($traits:expr) $($body:tt)*) => {
        arith_ops!(@emit $d $N $S $n [
            operands(lhs: single(FLOAT_LIKE), rhs: single(FLOAT_LIKE))
            results(result: single(FLOAT_LIKE))
            attributes(fastmath: opt_enum = default_valued(FASTMATH_ATTR, fastmath_none))
            build(infer)
        ] float_binary($traits); $($body)*);
    };
    (@mul_extended $d:tt $N:ident $S:ident $n:literal () $($body:tt)*) => {
        arith_ops!(@emit $d $N $S $n [
            operands(lhs: single(INT_LIKE), rhs: single(INT_LIKE))
            results(low: single(INT_LIKE), high: single(INT_LIKE))
            build(infer)
        ] mul_extended(); $($body)*);
    };
    // A cast from `$in` to `$out` whose element types `$compatible` accepts
    // (its `CastOpInterface::areCastCompatible`).
    (@cast $d:tt $N:ident $S:ident $n:literal ($in:expr, $out:expr, $compatible:expr) $($body:tt)*) => {
        arith_ops!(@emit $d $N $S $n [
            operands(input "in": single($in))
            results(out: single($out))
            build(explicit)
            trait_checks: &[
                TraitCheck::SameOperandsAndResultShape,
                TraitCheck::Custom(|op| verify_cast_compatible(op, $compatible)),
                TraitCheck::Elementwise,
            ],
        ] cast(); $($body)*);
    };
    (@scaling_cast $d:tt $N:ident $S:ident $n:literal ($compatible:expr, $format:expr) $($body:tt)*) => {
        arith_ops!(@emit $d $N $S $n [
            operands(input "in": single(FLOAT_LIKE), scale: single(FLOAT_LIKE))
            results(out: single(FLOAT_LIKE))
            build(explicit)
            trait_checks: &[
                TraitCheck::Custom(|op| verify_cast_compatible(op, $compatible)),
                TraitCheck::Elementwise,
            ],
        ] scaling_cast($format); $($body)*);
    };

    (@emit [$($doc:literal)*] $Name:ident $SPEC:ident $opname:literal [$($class:tt)*] $base:expr; $($body:tt)*) => {
        strata_ods::op! {
            $(#[doc = $doc])*
            pub $Name($SPEC, $opname) {
                $($class)*
                $($body)*
                ..$base
            }
        }
    };
}

// ---- speculation -----------------------------------------------------------------

/// Divisions are speculatable only by a known non-zero divisor (MLIR's
/// `getSpeculatability` of the division ops); signed ones also not by -1,
/// which overflows on the minimum value.
fn division_speculatability(op: OpRef<'_>, signed: bool) -> Speculatability {
    // The divisor is the `rhs` of every division op.
    let divisor = op.operand(1);
    // MLIR asks the divisor's defining op for its integer range (with
    // unknown operands): besides constants, `index.sizeof` (4 or 8) is
    // the one op here whose range excludes zero and -1.
    if op
        .body
        .defining_op(divisor)
        .is_some_and(|d| op.ctx.op_name_str(op.body.op_name(d)) == "index.sizeof")
    {
        return Speculatability::Speculatable;
    }
    let rhs = strata_ir::fold::constant_value(op.ctx, op.body, divisor);
    match fold::splat_value(op.ctx, rhs) {
        Some(v) if !(v.is_zero() || (signed && v.is_all_ones())) => Speculatability::Speculatable,
        _ => Speculatability::NotSpeculatable,
    }
}

const SIGNED_DIVISION: ConditionallySpeculatable =
    ConditionallySpeculatable(|op| division_speculatability(op, true));
const UNSIGNED_DIVISION: ConditionallySpeculatable =
    ConditionallySpeculatable(|op| division_speculatability(op, false));
/// The value bounds of index-typed constants, sums, differences, products
/// and floor divisions: the result equals the expression of the operands
/// (semi-affine for a product or division of two variables, which
/// analyses treat as unknown); a select is one of its two values.
const INDEX_BOUNDS: ValueBoundsOpInterface = ValueBoundsOpInterface(index_bounds);

fn index_bounds(op: OpRef<'_>, v: ValueId, out: &mut Vec<ValueBound>) {
    let ctx = op.ctx;
    if op.num_results() != 1 || op.result(0) != v || !ctx.is_index(op.result_type(0)) {
        return;
    }
    let (s0, s1) = (ctx.affine_symbol(0), ctx.affine_symbol(1));
    let (expr, operands) = match op.name_str() {
        "arith.constant" => {
            let Some(c) = op.attr("value").and_then(|a| ctx.integer_attr_value(a)) else {
                return;
            };
            if !c.fits_i64_signed() {
                return;
            }
            (ctx.affine_constant(c.sext_i64()), Vec::new())
        }
        "arith.select" => {
            // Either value: between them when their order is known.
            let operands: Vec<ValueId> = op.operands().skip(1).collect();
            if operands.len() == 2 {
                out.push(ValueBound {
                    relation: BoundRelation::Between,
                    map: strata_ir::affine::AffineMap::new(0, 2, vec![s0, s1]),
                    operands,
                    dims: Vec::new(),
                });
            }
            return;
        }
        name => {
            let expr = match name {
                "arith.addi" => ctx.affine_add(s0, s1),
                "arith.subi" => ctx.affine_sub(s0, s1),
                "arith.muli" => ctx.affine_mul(s0, s1),
                "arith.floordivsi" => ctx.affine_floor_div(s0, s1),
                _ => return,
            };
            (expr, op.operands().collect())
        }
    };
    let num_symbols = operands.len() as u32;
    out.push(ValueBound {
        relation: BoundRelation::Eq,
        map: strata_ir::affine::AffineMap::new(0, num_symbols, vec![expr]),
        operands,
        dims: Vec::new(),
    });
}

/// The sizes of an `arith.select` of shaped values: those of its operands
/// when the condition is shaped too (element-wise), else one of the two
/// values'.
const SELECT_DIM_BOUNDS: strata_ir::interfaces::ShapedDimBoundsOpInterface =
    strata_ir::interfaces::ShapedDimBoundsOpInterface(|op, _, dim, out| {
        if op.num_operands() != 3 {
            return;
        }
        let ctx = op.ctx;
        let one = |k: usize| ValueBound {
            relation: BoundRelation::Eq,
            map: strata_ir::affine::AffineMap::new(0, 1, vec![ctx.affine_symbol(0)]),
            operands: vec![op.operand(k)],
            dims: vec![Some(dim)],
        };
        if ctx.shape(op.operand_type(0)).is_some() {
            out.extend([one(1), one(2), one(0)]);
        } else {
            out.push(ValueBound {
                relation: BoundRelation::Between,
                map: strata_ir::affine::AffineMap::new(
                    0,
                    2,
                    vec![ctx.affine_symbol(0), ctx.affine_symbol(1)],
                ),
                operands: vec![op.operand(1), op.operand(2)],
                dims: vec![Some(dim), Some(dim)],
            });
        }
    });

// ---- ops -------------------------------------------------------------------------

strata_ods::op! {
    /// Materializes a constant: an integer, index or floating-point scalar,
    /// or a dense vector or tensor of them. The `value` attribute carries
    /// the constant and must have exactly the result type; integer results
    /// must be signless. Constants fold to their value, and the printer
    /// names their results after it (`%c42_i32`, `%true`, `%cst`).
    pub ConstantOp(CONSTANT, "arith.constant") {
        results(result: single(types::ANY_TYPE))
        attributes(value: attr = required(attrs::TYPED_ATTR))
        build(infer)
        summary: "integer or floating point constant",
        example: "\
func.func @constants() -> (i32, index, f32, vector<4xi8>) {
  %c42_i32 = arith.constant 42 : i32
  %c0 = arith.constant 0 : index
  %cst = arith.constant 1.500000e+00 : f32
  %cst_0 = arith.constant dense<7> : vector<4xi8>
  return %c42_i32, %c0, %cst, %cst_0 : i32, index, f32, vector<4xi8>
}",
        traits: OpTraits::CONSTANT_LIKE.union(OpTraits::PURE),
        format: Some("attr-dict $value"),
        predicates: &[Predicate::AllTypesMatch(&["value", "result"])],
        verify: Some(verify_constant),
        result_names: Some(constant_result_names),
        fold: Some(fold_constant),
        interfaces: &[&int_range::INFER, &INDEX_BOUNDS, &bufferize::CONSTANT],
    }

    /// Picks `true_value` where `condition` is set and `false_value`
    /// elsewhere. With a scalar `i1` condition the whole value is picked;
    /// with a vector or tensor condition of the operands' shape the choice
    /// is made per element. Both values and the result have one type; the
    /// condition's type is written only when it is shaped.
    pub SelectOp(SELECT, "arith.select") {
        operands(condition: single(BOOL_LIKE), true_value: single(types::ANY_TYPE),
                 false_value: single(types::ANY_TYPE))
        results(result: single(types::ANY_TYPE))
        build(infer)
        summary: "select operation",
        example: "\
func.func @select(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: vector<4xi1>, %arg4: vector<4xf32>) -> (i32, vector<4xf32>) {
  %0 = arith.select %arg0, %arg1, %arg2 : i32
  %1 = arith.select %arg3, %arg4, %arg4 : vector<4xi1>, vector<4xf32>
  return %0, %1 : i32, vector<4xf32>
}",
        traits: PURE_OP,
        predicates: &[
            Predicate::AllTypesMatch(&["true_value", "false_value", "result"]),
            Predicate::Custom {
                summary: "condition is signless i1 or has matching shape",
                check: condition_matches,
            },
        ],
        trait_checks: ELEMENTWISE,
        verify: Some(verify_select),
        parse: Some(parse_select),
        print: Some(print_select),
        fold: Some(fold::fold_select),
        canonicalize: Some(canonicalize::select),
        interfaces: &[&int_range::INFER, &INDEX_BOUNDS, &SELECT_DIM_BOUNDS, &bufferize::SELECT],
    }
}

arith_ops! {
    /// Adds two integers (or index values, or vectors or tensors of them)
    /// element-wise, wrapping around on overflow as two's complement
    /// arithmetic does. With the `nsw` (`nuw`) overflow flag, a sum that
    /// overflows as a signed (unsigned) value is poison instead.
    pub AddIOp(ADDI, "arith.addi"): overflow_binary(COMM) {
        summary: "integer addition operation",
        example: "\
func.func @addi(%arg0: i32, %arg1: i32, %arg2: vector<4xindex>) -> (i32, vector<4xindex>) {
  %0 = arith.addi %arg0, %arg1 : i32
  %1 = arith.addi %arg2, %arg2 overflow<nsw, nuw> : vector<4xindex>
  return %0, %1 : i32, vector<4xindex>
}",
        fold: Some(fold::fold_addi),
        interfaces: &[&int_range::INFER, &INDEX_BOUNDS],
        canonicalize: Some(canonicalize::addi),
    }

    /// Subtracts `rhs` from `lhs` element-wise, wrapping around on
    /// overflow. With the `nsw` (`nuw`) overflow flag, a difference that
    /// overflows as a signed (unsigned) value is poison instead.
    pub SubIOp(SUBI, "arith.subi"): overflow_binary(PURE_ARITH) {
        summary: "integer subtraction operation",
        example: "\
func.func @subi(%arg0: i64, %arg1: i64) -> (i64, i64) {
  %0 = arith.subi %arg0, %arg1 : i64
  %1 = arith.subi %arg0, %arg1 overflow<nuw> : i64
  return %0, %1 : i64, i64
}",
        fold: Some(fold::fold_subi),
        interfaces: &[&int_range::INFER, &INDEX_BOUNDS],
        canonicalize: Some(canonicalize::subi),
    }

    /// Multiplies two integers element-wise, keeping the low half of the
    /// product (the bits that fit the type). With the `nsw` (`nuw`)
    /// overflow flag, a product that does not fit as a signed (unsigned)
    /// value is poison instead.
    pub MulIOp(MULI, "arith.muli"): overflow_binary(COMM) {
        summary: "integer multiplication operation",
        example: "\
func.func @muli(%arg0: i32, %arg1: vector<2xi16>) -> (i32, vector<2xi16>) {
  %0 = arith.muli %arg0, %arg0 : i32
  %1 = arith.muli %arg1, %arg1 overflow<nsw> : vector<2xi16>
  return %0, %1 : i32, vector<2xi16>
}",
        fold: Some(fold::fold_muli),
        interfaces: &[&int_range::INFER, &INDEX_BOUNDS],
        canonicalize: Some(canonicalize::muli),
        result_names: Some(muli_result_names),
    }

    /// Divides `lhs` by `rhs` as unsigned integers, rounding toward zero.
    /// Dividing by zero is undefined behaviour, so the op is speculatable
    /// only when the divisor is known not to be zero. With the `exact`
    /// flag, a division that leaves a remainder is poison.
    pub DivUIOp(DIVUI, "arith.divui"): exact_binary(ARITH) {
        summary: "unsigned integer division operation",
        example: "\
func.func @divui(%arg0: i32, %arg1: i32) -> (i32, i32) {
  %0 = arith.divui %arg0, %arg1 : i32
  %1 = arith.divui %arg0, %arg1 exact : i32
  return %0, %1 : i32, i32
}",
        fold: Some(fold::fold_divui),
        interfaces: &[&int_range::INFER, &UNSIGNED_DIVISION],
    }

    /// Divides `lhs` by `rhs` as signed integers, rounding toward zero.
    /// Dividing by zero, and dividing the minimum value by -1 (which
    /// overflows), are undefined behaviour. With the `exact` flag, a
    /// division that leaves a remainder is poison.
    pub DivSIOp(DIVSI, "arith.divsi"): exact_binary(ARITH) {
        summary: "signed integer division operation",
        example: "\
func.func @divsi(%arg0: vector<4xi32>, %arg1: vector<4xi32>) -> vector<4xi32> {
  %0 = arith.divsi %arg0, %arg1 exact : vector<4xi32>
  return %0 : vector<4xi32>
}",
        fold: Some(fold::fold_divsi),
        interfaces: &[&int_range::INFER, &SIGNED_DIVISION],
    }

    /// Divides `lhs` by `rhs` as unsigned integers, rounding up: the
    /// smallest integer not below the exact quotient. Dividing by zero is
    /// undefined behaviour.
    pub CeilDivUIOp(CEILDIVUI, "arith.ceildivui"): int_binary(ARITH) {
        summary: "unsigned ceil integer division operation",
        example: "\
func.func @ceildivui(%arg0: index, %arg1: index) -> index {
  %0 = arith.ceildivui %arg0, %arg1 : index
  return %0 : index
}",
        fold: Some(fold::fold_ceildivui),
        interfaces: &[&int_range::INFER, &UNSIGNED_DIVISION],
    }

    /// Divides `lhs` by `rhs` as signed integers, rounding toward positive
    /// infinity. Dividing by zero, and the overflowing division of the
    /// minimum value by -1, are undefined behaviour.
    pub CeilDivSIOp(CEILDIVSI, "arith.ceildivsi"): int_binary(ARITH) {
        summary: "signed ceil integer division operation",
        example: "\
func.func @ceildivsi(%arg0: i64, %arg1: i64) -> i64 {
  %0 = arith.ceildivsi %arg0, %arg1 : i64
  return %0 : i64
}",
        fold: Some(fold::fold_ceildivsi),
        interfaces: &[&int_range::INFER, &SIGNED_DIVISION],
    }

    /// Divides `lhs` by `rhs` as signed integers, rounding toward negative
    /// infinity, so that the remainder has the divisor's sign. Dividing by
    /// zero, and the overflowing division of the minimum value by -1, are
    /// undefined behaviour.
    pub FloorDivSIOp(FLOORDIVSI, "arith.floordivsi"): int_binary(PURE_ARITH) {
        summary: "signed floor integer division operation",
        example: "\
func.func @floordivsi(%arg0: i32, %arg1: i32) -> i32 {
  %0 = arith.floordivsi %arg0, %arg1 : i32
  return %0 : i32
}",
        fold: Some(fold::fold_floordivsi),
        interfaces: &[&int_range::INFER, &INDEX_BOUNDS],
    }

    /// The remainder of the unsigned division of `lhs` by `rhs`, always
    /// smaller than the divisor. A zero divisor is undefined behaviour.
    pub RemUIOp(REMUI, "arith.remui"): int_binary(PURE_ARITH) {
        summary: "unsigned integer division remainder operation",
        example: "\
func.func @remui(%arg0: i16, %arg1: i16) -> i16 {
  %0 = arith.remui %arg0, %arg1 : i16
  return %0 : i16
}",
        fold: Some(fold::fold_remui),
        interfaces: &[&int_range::INFER],
    }

    /// The remainder of the signed division of `lhs` by `rhs` rounded
    /// toward zero: it has the sign of the dividend, and its magnitude is
    /// smaller than the divisor's. A zero divisor is undefined behaviour.
    pub RemSIOp(REMSI, "arith.remsi"): int_binary(PURE_ARITH) {
        summary: "signed integer division remainder operation",
        example: "\
func.func @remsi(%arg0: vector<8xi8>, %arg1: vector<8xi8>) -> vector<8xi8> {
  %0 = arith.remsi %arg0, %arg1 : vector<8xi8>
  return %0 : vector<8xi8>
}",
        fold: Some(fold::fold_remsi),
        interfaces: &[&int_range::INFER],
    }

    /// The bitwise conjunction of two integers, element-wise. Applying it
    /// twice to the same value changes nothing (the op is idempotent).
    pub AndIOp(ANDI, "arith.andi"): int_binary(COMM.union(OpTraits::IS_IDEMPOTENT)) {
        summary: "integer binary and",
        example: "\
func.func @andi(%arg0: i1, %arg1: i1, %arg2: vector<4xi32>) -> (i1, vector<4xi32>) {
  %0 = arith.andi %arg0, %arg1 : i1
  %1 = arith.andi %arg2, %arg2 : vector<4xi32>
  return %0, %1 : i1, vector<4xi32>
}",
        fold: Some(fold::fold_andi),
        canonicalize: Some(canonicalize::andi),
        interfaces: &[&int_range::INFER],
    }

    /// The bitwise disjunction of two integers, element-wise (idempotent
    /// like `andi`).
    pub OrIOp(ORI, "arith.ori"): int_binary(COMM.union(OpTraits::IS_IDEMPOTENT)) {
        summary: "integer binary or",
        example: "\
func.func @ori(%arg0: i8, %arg1: i8) -> i8 {
  %0 = arith.ori %arg0, %arg1 : i8
  return %0 : i8
}",
        fold: Some(fold::fold_ori),
        canonicalize: Some(canonicalize::ori),
        interfaces: &[&int_range::INFER],
    }

    /// The bitwise exclusive or of two integers, element-wise; with an
    /// all-ones operand it is a bitwise not.
    pub XOrIOp(XORI, "arith.xori"): int_binary(COMM) {
        summary: "integer binary xor",
        example: "\
func.func @xori(%arg0: i1, %arg1: i64, %arg2: i64) -> (i1, i64) {
  %true = arith.constant true
  %0 = arith.xori %arg0, %true : i1
  %1 = arith.xori %arg1, %arg2 : i64
  return %0, %1 : i1, i64
}",
        fold: Some(fold::fold_xori),
        canonicalize: Some(canonicalize::xori),
        interfaces: &[&int_range::INFER],
    }

    /// Shifts `lhs` left by `rhs` bits, filling with zeros. A shift amount
    /// of at least the bit width (as an unsigned value) gives poison. With
    /// the `nsw` (`nuw`) flag, shifting out bits that change the signed
    /// (unsigned) value also gives poison.
    pub ShLIOp(SHLI, "arith.shli"): overflow_binary(PURE_ARITH) {
        summary: "integer left-shift",
        example: "\
func.func @shli(%arg0: i32, %arg1: i32) -> (i32, i32) {
  %0 = arith.shli %arg0, %arg1 : i32
  %1 = arith.shli %arg0, %arg1 overflow<nuw> : i32
  return %0, %1 : i32, i32
}",
        fold: Some(fold::fold_shli),
        interfaces: &[&int_range::INFER],
    }

    /// Shifts `lhs` right by `rhs` bits, filling with zeros (a logical
    /// shift). A shift amount of at least the bit width gives poison; with
    /// the `exact` flag, so does shifting out any set bit.
    pub ShRUIOp(SHRUI, "arith.shrui"): exact_binary(PURE_ARITH) {
        summary: "unsigned integer right-shift",
        example: "\
func.func @shrui(%arg0: i16, %arg1: i16) -> (i16, i16) {
  %0 = arith.shrui %arg0, %arg1 : i16
  %1 = arith.shrui %arg0, %arg1 exact : i16
  return %0, %1 : i16, i16
}",
        fold: Some(fold::fold_shrui),
        interfaces: &[&int_range::INFER],
    }

    /// Shifts `lhs` right by `rhs` bits, filling with copies of the sign
    /// bit (an arithmetic shift), which divides by a power of two rounding
    /// toward negative infinity. A shift amount of at least the bit width
    /// gives poison; with the `exact` flag, so does shifting out any set
    /// bit.
    pub ShRSIOp(SHRSI, "arith.shrsi"): exact_binary(PURE_ARITH) {
        summary: "signed integer right-shift",
        example: "\
func.func @shrsi(%arg0: vector<4xi32>, %arg1: vector<4xi32>) -> vector<4xi32> {
  %0 = arith.shrsi %arg0, %arg1 : vector<4xi32>
  return %0 : vector<4xi32>
}",
        fold: Some(fold::fold_shrsi),
        interfaces: &[&int_range::INFER],
    }

    /// The larger of two integers compared as signed values, element-wise.
    pub MaxSIOp(MAXSI, "arith.maxsi"): int_binary(COMM) {
        summary: "signed integer maximum operation",
        example: "\
func.func @maxsi(%arg0: i32, %arg1: i32) -> i32 {
  %0 = arith.maxsi %arg0, %arg1 : i32
  return %0 : i32
}",
        fold: Some(fold::fold_maxsi),
        interfaces: &[&int_range::INFER],
    }

    /// The larger of two integers compared as unsigned values,
    /// element-wise.
    pub MaxUIOp(MAXUI, "arith.maxui"): int_binary(COMM) {
        summary: "unsigned integer maximum operation",
        example: "\
func.func @maxui(%arg0: index, %arg1: index) -> index {
  %0 = arith.maxui %arg0, %arg1 : index
  return %0 : index
}",
        fold: Some(fold::fold_maxui),
        interfaces: &[&int_range::INFER],
    }

    /// The smaller of two integers compared as signed values,
    /// element-wise.
    pub MinSIOp(MINSI, "arith.minsi"): int_binary(COMM) {
        summary: "signed integer minimum operation",
        example: "\
func.func @minsi(%arg0: vector<4xi8>, %arg1: vector<4xi8>) -> vector<4xi8> {
  %0 = arith.minsi %arg0, %arg1 : vector<4xi8>
  return %0 : vector<4xi8>
}",
        fold: Some(fold::fold_minsi),
        interfaces: &[&int_range::INFER],
    }

    /// The smaller of two integers compared as unsigned values,
    /// element-wise.
    pub MinUIOp(MINUI, "arith.minui"): int_binary(COMM) {
        summary: "unsigned integer minimum operation",
        example: "\
func.func @minui(%arg0: i64, %arg1: i64) -> i64 {
  %0 = arith.minui %arg0, %arg1 : i64
  return %0 : i64
}",
        fold: Some(fold::fold_minui),
        interfaces: &[&int_range::INFER],
    }
}

strata_ods::op! {
    /// Adds two unsigned integers and returns both the wrapped-around
    /// `sum` and an `overflow` bit (an `i1` of the operands' shape) that
    /// is set where the exact sum does not fit, that is where a carry
    /// leaves the top bit.
    pub AddUIExtendedOp(ADDUI_EXTENDED, "arith.addui_extended") {
        operands(lhs: single(INT_LIKE), rhs: single(INT_LIKE))
        results(sum: single(INT_LIKE), overflow: single(BOOL_LIKE))
        build(explicit)
        summary: "extended unsigned integer addition operation returning sum and overflow bit",
        example: "\
func.func @addui_extended(%arg0: i32, %arg1: i32) -> (i32, i1) {
  %sum, %overflow = arith.addui_extended %arg0, %arg1 : i32, i1
  return %sum, %overflow : i32, i1
}",
        predicates: &[Predicate::AllTypesMatch(&["lhs", "rhs", "sum"])],
        fold: Some(fold::fold_addui_extended),
        canonicalize: Some(canonicalize::addui_extended),
        ..arith_op(
            PURE_OP.union(OpTraits::COMMUTATIVE),
            "$lhs `,` $rhs attr-dict `:` type($sum) `,` type($overflow)",
        )
    }
}

arith_ops! {
    /// Multiplies two integers as signed values and returns the full
    /// product, twice as wide as the operands, in two halves of the
    /// operand type: `low` (the bits `muli` gives) and `high`.
    pub MulSIExtendedOp(MULSI_EXTENDED, "arith.mulsi_extended"): mul_extended() {
        summary: "extended signed integer multiplication operation",
        example: "\
func.func @mulsi_extended(%arg0: i32, %arg1: i32) -> (i32, i32) {
  %low, %high = arith.mulsi_extended %arg0, %arg1 : i32
  return %low, %high : i32, i32
}",
        fold: Some(fold::fold_mulsi_extended),
        canonicalize: Some(canonicalize::mulsi_extended),
    }

    /// Multiplies two integers as unsigned values and returns the full
    /// product, twice as wide as the operands, in two halves of the
    /// operand type: `low` (the bits `muli` gives) and `high`.
    pub MulUIExtendedOp(MULUI_EXTENDED, "arith.mului_extended"): mul_extended() {
        summary: "extended unsigned integer multiplication operation",
        example: "\
func.func @mului_extended(%arg0: vector<2xi64>, %arg1: vector<2xi64>) -> vector<2xi64> {
  %low, %high = arith.mului_extended %arg0, %arg1 : vector<2xi64>
  return %high : vector<2xi64>
}",
        fold: Some(fold::fold_mului_extended),
        canonicalize: Some(canonicalize::mului_extended),
    }
}

strata_ods::op! {
    /// Flips the sign of a floating-point value, element-wise, without
    /// any rounding; NaNs get the opposite sign bit as well. The
    /// `fastmath` flags allow optimizations that ignore such details.
    pub NegFOp(NEGF, "arith.negf") {
        operands(operand: single(FLOAT_LIKE))
        results(result: single(FLOAT_LIKE))
        attributes(fastmath: opt_enum = default_valued(FASTMATH_ATTR, fastmath_none))
        build(infer)
        summary: "floating point negation",
        example: "\
func.func @negf(%arg0: f32, %arg1: vector<4xf64>) -> (f32, vector<4xf64>) {
  %0 = arith.negf %arg0 : f32
  %1 = arith.negf %arg1 fastmath<nsz> : vector<4xf64>
  return %0, %1 : f32, vector<4xf64>
}",
        fold: Some(fold::fold_negf),
        ..arith_op(PURE_ARITH, "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)")
    }
}

arith_ops! {
    /// Adds two floating-point values element-wise, rounding the exact sum
    /// to the nearest representable value (ties to even) as IEEE 754 does.
    /// The `fastmath` flags allow optimizations that may change the
    /// result, such as reassociation or ignoring NaNs.
    pub AddFOp(ADDF, "arith.addf"): float_binary(COMM) {
        summary: "floating point addition operation",
        example: "\
func.func @addf(%arg0: f32, %arg1: f32) -> (f32, f32) {
  %0 = arith.addf %arg0, %arg1 : f32
  %1 = arith.addf %0, %arg1 fastmath<fast> : f32
  return %0, %1 : f32, f32
}",
        fold: Some(fold::fold_addf),
    }

    /// Subtracts `rhs` from `lhs` element-wise with IEEE 754 rounding
    /// (to nearest, ties to even). The `fastmath` flags allow
    /// value-changing optimizations.
    pub SubFOp(SUBF, "arith.subf"): float_binary(PURE_ARITH) {
        summary: "floating point subtraction operation",
        example: "\
func.func @subf(%arg0: vector<4xf16>, %arg1: vector<4xf16>) -> vector<4xf16> {
  %0 = arith.subf %arg0, %arg1 fastmath<nnan,ninf> : vector<4xf16>
  return %0 : vector<4xf16>
}",
        fold: Some(fold::fold_subf),
    }

    /// The larger of two floating-point values, element-wise, as IEEE
    /// 754-2019 `maximum`: a NaN operand makes the result NaN, and +0.0 is
    /// larger than -0.0.
    pub MaximumFOp(MAXIMUMF, "arith.maximumf"): float_binary(COMM) {
        summary: "floating-point maximum operation",
        example: "\
func.func @maximumf(%arg0: f32, %arg1: f32) -> f32 {
  %0 = arith.maximumf %arg0, %arg1 : f32
  return %0 : f32
}",
        fold: Some(fold::fold_maximumf),
    }

    /// The larger of two floating-point values, element-wise, as IEEE 754
    /// `maxNum`: when exactly one operand is a NaN, the other one is the
    /// result.
    pub MaxNumFOp(MAXNUMF, "arith.maxnumf"): float_binary(COMM) {
        summary: "floating-point maximum operation",
        example: "\
func.func @maxnumf(%arg0: f64, %arg1: f64) -> f64 {
  %0 = arith.maxnumf %arg0, %arg1 : f64
  return %0 : f64
}",
        fold: Some(fold::fold_maxnumf),
    }

    /// The smaller of two floating-point values, element-wise, as IEEE
    /// 754-2019 `minimum`: a NaN operand makes the result NaN, and -0.0 is
    /// smaller than +0.0.
    pub MinimumFOp(MINIMUMF, "arith.minimumf"): float_binary(COMM) {
        summary: "floating-point minimum operation",
        example: "\
func.func @minimumf(%arg0: vector<2xf32>, %arg1: vector<2xf32>) -> vector<2xf32> {
  %0 = arith.minimumf %arg0, %arg1 : vector<2xf32>
  return %0 : vector<2xf32>
}",
        fold: Some(fold::fold_minimumf),
    }

    /// The smaller of two floating-point values, element-wise, as IEEE 754
    /// `minNum`: when exactly one operand is a NaN, the other one is the
    /// result.
    pub MinNumFOp(MINNUMF, "arith.minnumf"): float_binary(COMM) {
        summary: "floating-point minimum operation",
        example: "\
func.func @minnumf(%arg0: f32, %arg1: f32) -> f32 {
  %0 = arith.minnumf %arg0, %arg1 : f32
  return %0 : f32
}",
        fold: Some(fold::fold_minnumf),
    }

    /// Multiplies two floating-point values element-wise with IEEE 754
    /// rounding (to nearest, ties to even). The `fastmath` flags allow
    /// value-changing optimizations.
    pub MulFOp(MULF, "arith.mulf"): float_binary(COMM) {
        summary: "floating point multiplication operation",
        example: "\
func.func @mulf(%arg0: f32, %arg1: f32) -> f32 {
  %0 = arith.mulf %arg0, %arg1 fastmath<contract> : f32
  return %0 : f32
}",
        fold: Some(fold::fold_mulf),
        canonicalize: Some(canonicalize::mulf),
    }

    /// Divides `lhs` by `rhs` element-wise with IEEE 754 rounding; dividing
    /// by zero gives an infinity or NaN rather than undefined behaviour.
    /// The `fastmath` flags allow value-changing optimizations such as
    /// using a reciprocal (`arcp`).
    pub DivFOp(DIVF, "arith.divf"): float_binary(PURE_ARITH) {
        summary: "floating point division operation",
        example: "\
func.func @divf(%arg0: f64, %arg1: f64) -> f64 {
  %0 = arith.divf %arg0, %arg1 : f64
  return %0 : f64
}",
        fold: Some(fold::fold_divf),
        canonicalize: Some(canonicalize::divf),
    }

    /// The remainder of dividing `lhs` by `rhs` with the quotient rounded
    /// toward zero, as C's `fmod`: it has the sign of `lhs` and a smaller
    /// magnitude than `rhs`, and is exact.
    pub RemFOp(REMF, "arith.remf"): float_binary(PURE_ARITH) {
        summary: "floating point division remainder operation",
        example: "\
func.func @remf(%arg0: f32, %arg1: f32) -> f32 {
  %0 = arith.remf %arg0, %arg1 : f32
  return %0 : f32
}",
        fold: Some(fold::fold_remf),
    }

    /// Widens each integer to a wider integer type, filling the new high
    /// bits with zeros: the unsigned value is kept.
    pub ExtUIOp(EXTUI, "arith.extui"): cast(FIXED_INT_LIKE, FIXED_INT_LIKE, widens_int) {
        summary: "integer zero extension operation",
        example: "\
func.func @extui(%arg0: i8, %arg1: vector<4xi1>) -> (i32, vector<4xi64>) {
  %0 = arith.extui %arg0 : i8 to i32
  %1 = arith.extui %arg1 : vector<4xi1> to vector<4xi64>
  return %0, %1 : i32, vector<4xi64>
}",
        fold: Some(fold::fold_extui),
        interfaces: &[&int_range::INFER],
    }

    /// Widens each integer to a wider integer type, filling the new high
    /// bits with copies of the sign bit: the signed value is kept.
    pub ExtSIOp(EXTSI, "arith.extsi"): cast(FIXED_INT_LIKE, FIXED_INT_LIKE, widens_int) {
        summary: "integer sign extension operation",
        example: "\
func.func @extsi(%arg0: i16) -> i64 {
  %0 = arith.extsi %arg0 : i16 to i64
  return %0 : i64
}",
        fold: Some(fold::fold_extsi),
        canonicalize: Some(canonicalize::extsi),
        interfaces: &[&int_range::INFER],
    }

    /// Converts each floating-point value to a wider floating-point type;
    /// every value is representable, so the conversion is exact.
    pub ExtFOp(EXTF, "arith.extf"): cast(FLOAT_LIKE, FLOAT_LIKE, widens_float) {
        attributes(fastmath: opt_enum = optional(FASTMATH_ATTR))
        summary: "cast from floating-point to wider floating-point",
        example: "\
func.func @extf(%arg0: f16, %arg1: vector<2xbf16>) -> (f32, vector<2xf64>) {
  %0 = arith.extf %arg0 : f16 to f32
  %1 = arith.extf %arg1 fastmath<contract> : vector<2xbf16> to vector<2xf64>
  return %0, %1 : f32, vector<2xf64>
}",
        format: Some("$in (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)"),
        fold: Some(fold::fold_extf),
    }

    /// Narrows each integer to a narrower integer type by keeping its low
    /// bits. With the `nsw` (`nuw`) overflow flag, a value that does not
    /// fit the result as a signed (unsigned) value gives poison.
    pub TruncIOp(TRUNCI, "arith.trunci"): cast(FIXED_INT_LIKE, FIXED_INT_LIKE, narrows_int) {
        attributes(overflow_flags "overflowFlags": opt_enum = default_valued(OVERFLOW_ATTR, overflow_none))
        summary: "integer truncation operation",
        example: "\
func.func @trunci(%arg0: i64) -> (i32, i8) {
  %0 = arith.trunci %arg0 : i64 to i32
  %1 = arith.trunci %arg0 overflow<nuw> : i64 to i8
  return %0, %1 : i32, i8
}",
        format: Some("$in (`overflow` `` $overflowFlags^)? attr-dict `:` type($in) `to` type($out)"),
        fold: Some(fold::fold_trunci),
        canonicalize: Some(canonicalize::trunci),
        interfaces: &[&int_range::INFER],
    }

    /// Converts each floating-point value to a narrower floating-point
    /// type, rounding with the `roundingmode` given (to nearest, ties to
    /// even, when absent). The `fastmath` flags allow value-changing
    /// optimizations, such as folding an `extf` of the result away.
    pub TruncFOp(TRUNCF, "arith.truncf"): cast(FLOAT_LIKE, FLOAT_LIKE, narrows_float) {
        attributes(roundingmode: opt_enum = optional(ROUNDING_ATTR),
                   fastmath: opt_enum = optional(FASTMATH_ATTR))
        summary: "cast from floating-point to narrower floating-point",
        example: "\
func.func @truncf(%arg0: f64, %arg1: vector<4xf32>) -> (f32, vector<4xbf16>) {
  %0 = arith.truncf %arg0 : f64 to f32
  %1 = arith.truncf %arg1 toward_zero fastmath<contract> : vector<4xf32> to vector<4xbf16>
  return %0, %1 : f32, vector<4xbf16>
}",
        format: Some(
            "$in ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)",
        ),
        fold: Some(fold::fold_truncf),
        canonicalize: Some(canonicalize::truncf),
    }

    /// Converts each integer, read as an unsigned value, to the nearest
    /// floating-point value (ties to even).
    pub UIToFPOp(UITOFP, "arith.uitofp"): cast(FIXED_INT_LIKE, FLOAT_LIKE, int_to_float) {
        summary: "cast from unsigned integer type to floating-point",
        example: "\
func.func @uitofp(%arg0: i32) -> f32 {
  %0 = arith.uitofp %arg0 : i32 to f32
  return %0 : f32
}",
        fold: Some(fold::fold_uitofp),
    }

    /// Converts each integer, read as a signed value, to the nearest
    /// floating-point value (ties to even).
    pub SIToFPOp(SITOFP, "arith.sitofp"): cast(FIXED_INT_LIKE, FLOAT_LIKE, int_to_float) {
        summary: "cast from integer type to floating-point",
        example: "\
func.func @sitofp(%arg0: vector<4xi64>) -> vector<4xf64> {
  %0 = arith.sitofp %arg0 : vector<4xi64> to vector<4xf64>
  return %0 : vector<4xf64>
}",
        fold: Some(fold::fold_sitofp),
    }

    /// Converts each floating-point value to an unsigned integer, rounding
    /// toward zero. A value (such as a NaN, an infinity or a negative
    /// number) whose rounded value does not fit gives poison.
    pub FPToUIOp(FPTOUI, "arith.fptoui"): cast(FLOAT_LIKE, FIXED_INT_LIKE, float_to_int) {
        summary: "cast from floating-point type to integer type",
        example: "\
func.func @fptoui(%arg0: f32) -> i32 {
  %0 = arith.fptoui %arg0 : f32 to i32
  return %0 : i32
}",
        fold: Some(fold::fold_fptoui),
    }

    /// Converts each floating-point value to a signed integer, rounding
    /// toward zero. A value (such as a NaN or an infinity) whose rounded
    /// value does not fit gives poison.
    pub FPToSIOp(FPTOSI, "arith.fptosi"): cast(FLOAT_LIKE, FIXED_INT_LIKE, float_to_int) {
        summary: "cast from floating-point type to integer type",
        example: "\
func.func @fptosi(%arg0: vector<2xf64>) -> vector<2xi16> {
  %0 = arith.fptosi %arg0 : vector<2xf64> to vector<2xi16>
  return %0 : vector<2xi16>
}",
        fold: Some(fold::fold_fptosi),
    }

    /// Casts between `index` and a signless integer type (or memrefs of
    /// them), reading the value as signed: widening sign-extends,
    /// narrowing keeps the low bits.
    pub IndexCastOp(INDEX_CAST, "arith.index_cast"): cast(INDEX_CAST_TYPE, INDEX_CAST_TYPE, index_and_int) {
        summary: "cast between index and integer types",
        example: "\
func.func @index_cast(%arg0: index, %arg1: i64) -> (i32, index) {
  %0 = arith.index_cast %arg0 : index to i32
  %1 = arith.index_cast %arg1 : i64 to index
  return %0, %1 : i32, index
}",
        fold: Some(fold::fold_index_cast),
        canonicalize: Some(canonicalize::index_cast),
        interfaces: &[&int_range::INFER, &bufferize::INDEX_CAST],
    }

    /// Casts between `index` and a signless integer type (or memrefs of
    /// them), reading the value as unsigned: widening zero-extends,
    /// narrowing keeps the low bits.
    pub IndexCastUIOp(INDEX_CASTUI, "arith.index_castui"): cast(INDEX_CAST_TYPE, INDEX_CAST_TYPE, index_and_int) {
        summary: "unsigned cast between index and integer types",
        example: "\
func.func @index_castui(%arg0: i32) -> index {
  %0 = arith.index_castui %arg0 : i32 to index
  return %0 : index
}",
        fold: Some(fold::fold_index_castui),
        canonicalize: Some(canonicalize::index_castui),
        interfaces: &[&int_range::INFER],
    }

    /// Reinterprets the bits of each integer or floating-point value as a
    /// value of another type of the same bit width (or a memref of them),
    /// without changing any bit.
    pub BitcastOp(BITCAST, "arith.bitcast"): cast(BITCAST_TYPE, BITCAST_TYPE, same_width) {
        summary: "bitcast between values of equal bit width",
        example: "\
func.func @bitcast(%arg0: f32, %arg1: vector<4xi16>) -> (i32, vector<4xf16>) {
  %0 = arith.bitcast %arg0 : f32 to i32
  %1 = arith.bitcast %arg1 : vector<4xi16> to vector<4xf16>
  return %0, %1 : i32, vector<4xf16>
}",
        fold: Some(fold::fold_bitcast),
        canonicalize: Some(canonicalize::bitcast),
    }

    /// Widens each floating-point value and multiplies it by its `scale`,
    /// as the OCP microscaling (MX) formats define: the scale, usually an
    /// `f8E8M0FNU` power of two, is itself widened to the result type
    /// first.
    pub ScalingExtFOp(SCALING_EXTF, "arith.scaling_extf"): scaling_cast(
        widens_float,
        "$in `,` $scale (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `,` type($scale) `to` type($out)",
    ) {
        attributes(fastmath: opt_enum = optional(FASTMATH_ATTR))
        summary: "Upcasts input floats using provided scales values following OCP MXFP Spec",
        example: "\
func.func @scaling_extf(%arg0: vector<4xf4E2M1FN>, %arg1: vector<4xf8E8M0FNU>) -> vector<4xf32> {
  %0 = arith.scaling_extf %arg0, %arg1 : vector<4xf4E2M1FN>, vector<4xf8E8M0FNU> to vector<4xf32>
  return %0 : vector<4xf32>
}",
    }

    /// Divides each floating-point value by its `scale` and narrows the
    /// quotient, as the OCP microscaling (MX) formats define, rounding
    /// with the `roundingmode` given (to nearest, ties to even, when
    /// absent).
    pub ScalingTruncFOp(SCALING_TRUNCF, "arith.scaling_truncf"): scaling_cast(
        narrows_float,
        "$in `,` $scale ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `,` type($scale) `to` type($out)",
    ) {
        attributes(roundingmode: opt_enum = optional(ROUNDING_ATTR),
                   fastmath: opt_enum = optional(FASTMATH_ATTR))
        summary: "Downcasts input floating point values using provided scales values following OCP MXFP Spec",
        example: "\
func.func @scaling_truncf(%arg0: vector<4xf32>, %arg1: vector<4xf8E8M0FNU>) -> vector<4xf4E2M1FN> {
  %0 = arith.scaling_truncf %arg0, %arg1 : vector<4xf32>, vector<4xf8E8M0FNU> to vector<4xf4E2M1FN>
  return %0 : vector<4xf4E2M1FN>
}",
    }
}

strata_ods::op! {
    /// Compares two integers element-wise with the `predicate`: `eq`, `ne`,
    /// signed (`slt`, `sle`, `sgt`, `sge`) or unsigned (`ult`, `ule`,
    /// `ugt`, `uge`) orderings. The result is `i1`, or a vector or tensor
    /// of `i1` of the operands' shape.
    pub CmpIOp(CMPI, "arith.cmpi") {
        operands(lhs: single(INT_LIKE), rhs: single(INT_LIKE))
        results(result: single(BOOL_LIKE))
        attributes(predicate: enum = required(AttrConstraint::Enum(&CMPI_PREDICATE)))
        build(infer)
        summary: "integer comparison operation",
        example: "\
func.func @cmpi(%arg0: i32, %arg1: i32, %arg2: vector<4xindex>) -> (i1, vector<4xi1>) {
  %0 = arith.cmpi slt, %arg0, %arg1 : i32
  %1 = arith.cmpi uge, %arg2, %arg2 : vector<4xindex>
  return %0, %1 : i1, vector<4xi1>
}",
        fold: Some(fold::fold_cmpi),
        canonicalize: Some(canonicalize::cmpi),
        interfaces: &[&int_range::INFER],
        ..compare("$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)")
    }

    /// Compares two floating-point values element-wise with the
    /// `predicate`. Ordered predicates (`oeq`, `olt`, ...) are false when
    /// an operand is a NaN, unordered ones (`ueq`, `ult`, ...) true; `ord`
    /// and `uno` test for NaNs alone, and `false` and `true` are constant.
    /// The result is `i1`, or a vector or tensor of `i1` of the operands'
    /// shape.
    pub CmpFOp(CMPF, "arith.cmpf") {
        operands(lhs: single(FLOAT_LIKE), rhs: single(FLOAT_LIKE))
        results(result: single(BOOL_LIKE))
        attributes(predicate: enum = required(AttrConstraint::Enum(&CMPF_PREDICATE)),
                   fastmath: opt_enum = default_valued(FASTMATH_ATTR, fastmath_none))
        build(infer)
        summary: "floating-point comparison operation",
        example: "\
func.func @cmpf(%arg0: f32, %arg1: f32) -> (i1, i1) {
  %0 = arith.cmpf olt, %arg0, %arg1 : f32
  %1 = arith.cmpf uno, %arg0, %arg1 fastmath<fast> : f32
  return %0, %1 : i1, i1
}",
        fold: Some(fold::fold_cmpf),
        canonicalize: Some(canonicalize::cmpf),
        ..compare("$predicate `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs)")
    }
}
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

// The element types each cast accepts (`areCastCompatible`).

/// `extui`, `extsi`: to a wider integer.
fn widens_int(ctx: &Context, input: Type, output: Type) -> bool {
    matches!((ctx.integer_width(input), ctx.integer_width(output)), (Some(a), Some(b)) if b > a)
}

/// `trunci`: to a narrower integer.
fn narrows_int(ctx: &Context, input: Type, output: Type) -> bool {
    matches!((ctx.integer_width(input), ctx.integer_width(output)), (Some(a), Some(b)) if b < a)
}

/// `extf`, `scaling_extf`: to a wider float.
fn widens_float(ctx: &Context, input: Type, output: Type) -> bool {
    matches!((float_width(ctx, input), float_width(ctx, output)), (Some(a), Some(b)) if b > a)
}

/// `truncf`, `scaling_truncf`: to a narrower float.
fn narrows_float(ctx: &Context, input: Type, output: Type) -> bool {
    matches!((float_width(ctx, input), float_width(ctx, output)), (Some(a), Some(b)) if b < a)
}

/// `uitofp`, `sitofp`.
fn int_to_float(ctx: &Context, input: Type, output: Type) -> bool {
    ctx.integer_width(input).is_some() && float_width(ctx, output).is_some()
}

/// `fptoui`, `fptosi`.
fn float_to_int(ctx: &Context, input: Type, output: Type) -> bool {
    float_width(ctx, input).is_some() && ctx.integer_width(output).is_some()
}

/// `index_cast`, `index_castui`: between index and a signless integer.
fn index_and_int(ctx: &Context, input: Type, output: Type) -> bool {
    (ctx.is_index(input) && ctx.is_signless_integer(output))
        || (ctx.is_signless_integer(input) && ctx.is_index(output))
}

/// `bitcast`: between integers and floats of one width.
fn same_width(ctx: &Context, input: Type, output: Type) -> bool {
    matches!(
        (int_or_float_width(ctx, input), int_or_float_width(ctx, output)),
        (Some(a), Some(b)) if a == b
    )
}

/// `CastOpInterface`'s check: whether the op's operand and result types
/// are shaped alike and their element types `compatible` for the cast.
fn verify_cast_compatible(op: OpRef<'_>, compatible: fn(&Context, Type, Type) -> bool) -> LogicalResult {
    let ctx = op.ctx;
    // Every cast converts its first operand (`in`) to its result (`out`).
    let (in_ty, out_ty) = (op.operand_type(0), op.result_type(0));
    // Input and output must be both scalars or both shaped alike.
    let shaped = |t: Type| ctx.element_type(t).is_some();
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
    // Ranked tensors also keep their encoding.
    let encoding = |t: Type| match ctx.type_kind(t) {
        TypeKind::RankedTensor { encoding, .. } => *encoding,
        _ => None,
    };
    let shapes_ok = shapes_ok && encoding(in_ty) == encoding(out_ty);
    let elem = |t: Type| ctx.element_type_or_self(t);
    if shapes_ok && compatible(ctx, elem(in_ty), elem(out_ty)) {
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
        ctx.type_to_string(out_ty)
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
    // Only a splat initializes a scalable vector (the LLVM lowering builds
    // no other), as MLIR's verifier requires.
    let scalable =
        matches!(ctx.type_kind(ty), TypeKind::Vector { scalable, .. } if scalable.iter().any(|&s| s));
    let splat = value.is_some_and(|v| match ctx.attr_kind(v) {
        AttrKind::DenseElements { data, .. } => data.splat,
        AttrKind::DenseStringElements { splat, .. } => *splat,
        _ => false,
    });
    if scalable && !splat {
        return Err(op.emit_op_error(
            "intializing scalable vectors with elements attribute is not supported unless it's a vector splat",
        ));
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
        return Some(strata_dialect_ub::PoisonOp::build(b, loc, ty, Some(value)).op());
    }
    if !is_buildable_with(ctx, value, ty) {
        return None;
    }
    // The value has the type `ty`: the constant's result type.
    Some(ConstantOp::build(b, loc, value).op())
}

/// `%c4_vscale` for an index product of a constant and `vector.vscale`
/// (matched by name: arith does not depend on the vector dialect).
fn muli_result_names(op: OpRef<'_>, set: &mut dyn FnMut(ValueId, &str)) {
    if !op.ctx.is_index(op.result_type(0)) {
        return;
    }
    let is_vscale =
        |v| strata_dialect_utils::matchers::def(op, v).is_some_and(|d| d.name_str() == "vector.vscale");
    let base = |a, b| strata_dialect_utils::matchers::const_i64(op.ctx, op.body, a).filter(|_| is_vscale(b));
    let (lhs, rhs) = (op.operand(0), op.operand(1));
    if let Some(c) = base(lhs, rhs).or_else(|| base(rhs, lhs)) {
        set(op.result(0), &format!("c{c}_vscale"));
    }
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

/// The `arith` dialect.
pub static DIALECT: DialectSpec = DialectSpec {
    summary: "Integer and floating-point arithmetic",
    description: "Basic arithmetic on integers, index values and floating-point numbers, \
        and on vectors and tensors of them element by element: constants, the usual \
        binary operations, comparisons, conversions between types, and `select`. \
        Integer ops treat their operands as bit patterns and say whether they read them \
        as signed or unsigned; overflow and fastmath flags state what the producer \
        guarantees, so that optimizations may rely on it.",
    ops: &[
        &CONSTANT,
        &SELECT,
        &ADDI,
        &SUBI,
        &MULI,
        &DIVUI,
        &DIVSI,
        &CEILDIVUI,
        &CEILDIVSI,
        &FLOORDIVSI,
        &REMUI,
        &REMSI,
        &ANDI,
        &ORI,
        &XORI,
        &SHLI,
        &SHRUI,
        &SHRSI,
        &MAXSI,
        &MAXUI,
        &MINSI,
        &MINUI,
        &ADDUI_EXTENDED,
        &MULSI_EXTENDED,
        &MULUI_EXTENDED,
        &NEGF,
        &ADDF,
        &SUBF,
        &MAXIMUMF,
        &MAXNUMF,
        &MINIMUMF,
        &MINNUMF,
        &MULF,
        &DIVF,
        &REMF,
        &EXTUI,
        &EXTSI,
        &EXTF,
        &SCALING_EXTF,
        &TRUNCI,
        &TRUNCF,
        &SCALING_TRUNCF,
        &UITOFP,
        &SITOFP,
        &FPTOUI,
        &FPTOSI,
        &INDEX_CAST,
        &INDEX_CASTUI,
        &BITCAST,
        &CMPI,
        &CMPF,
    ],
    interfaces: &[&DialectInlinerInterface::ALL_LEGAL],
    parse_attr: Some(parse_attr),
    print_attr: Some(print_attr),
    materialize_constant: Some(materialize_constant),
    ..DialectSpec::new("arith")
};

/// The registry definition of the dialect.
pub fn dialect() -> DialectDef {
    DIALECT.to_def()
}
