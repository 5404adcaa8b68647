//! The test dialect's ops that check attribute constraints: integer,
//! float, elements, dense array, type, enum and typed string attributes,
//! each with the constraint summary MLIR's verifier quotes.

use strata_ir::{AttrKind, Attribute, Context, FloatKind, Signedness, Type, TypeKind};
use strata_ods::asm_format::int_array_elements;
use strata_ods::constraints::{attrs, types, AttrConstraint, EnumDef, EnumStorage};

// ---- integer attributes ---------------------------------------------------------------

/// The width and signedness of an integer attribute's type.
fn int_attr_type(ctx: &Context, a: Attribute) -> Option<(u32, Signedness)> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { ty, .. } => match ctx.type_kind(*ty) {
            TypeKind::Integer { width, signedness } => Some((*width, *signedness)),
            _ => None,
        },
        _ => None,
    }
}

/// `AnyI32Attr`.
const ANY_I32_ATTR: AttrConstraint = AttrConstraint::Custom {
    summary: "32-bit integer attribute",
    check: |ctx, a| int_attr_type(ctx, a).is_some_and(|(w, _)| w == 32),
};
/// `UI32Attr`.
const UI32_ATTR: AttrConstraint = AttrConstraint::Custom {
    summary: "32-bit unsigned integer attribute",
    check: |ctx, a| int_attr_type(ctx, a) == Some((32, Signedness::Unsigned)),
};
/// `SI32Attr`.
const SI32_ATTR: AttrConstraint = AttrConstraint::Custom {
    summary: "32-bit signed integer attribute",
    check: |ctx, a| int_attr_type(ctx, a) == Some((32, Signedness::Signed)),
};

fn non_negative(ctx: &Context, a: Attribute) -> bool {
    ctx.integer_attr_value(a).is_some_and(|v| !v.is_negative())
}

fn positive(ctx: &Context, a: Attribute) -> bool {
    ctx.integer_attr_value(a)
        .is_some_and(|v| !v.is_negative() && !v.is_zero())
}

const NON_NEGATIVE_I64_ATTR: AttrConstraint = AttrConstraint::Confined {
    base: &attrs::I64_ATTR,
    summary: "64-bit signless integer attribute whose value is non-negative",
    check: non_negative,
};
const POSITIVE_I32_ATTR: AttrConstraint = AttrConstraint::Confined {
    base: &attrs::I32_ATTR,
    summary: "32-bit signless integer attribute whose value is positive",
    check: positive,
};
const POSITIVE_I64_ATTR: AttrConstraint = AttrConstraint::Confined {
    base: &attrs::I64_ATTR,
    summary: "64-bit signless integer attribute whose value is positive",
    check: positive,
};

// ---- elements attributes --------------------------------------------------------------

/// The type of a dense int-or-float elements attribute.
fn dense_elements_type(ctx: &Context, a: Attribute) -> Option<Type> {
    match ctx.attr_kind(a) {
        AttrKind::DenseElements { ty, .. } => Some(*ty),
        _ => None,
    }
}

/// Whether `a` is dense elements whose element type satisfies `element`
/// and, when given, whose shape is `shape`.
fn dense_of(ctx: &Context, a: Attribute, element: fn(&Context, Type) -> bool, shape: Option<&[i64]>) -> bool {
    dense_elements_type(ctx, a).is_some_and(|ty| {
        ctx.element_type(ty).is_some_and(|e| element(ctx, e))
            && shape.is_none_or(|s| ctx.shape(ty) == Some(s))
    })
}

fn is_f32(ctx: &Context, t: Type) -> bool {
    ctx.float_kind(t) == Some(FloatKind::F32)
}
fn is_f64(ctx: &Context, t: Type) -> bool {
    ctx.float_kind(t) == Some(FloatKind::F64)
}
fn is_any_i32(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Integer { width: 32, .. })
}
fn is_i32(ctx: &Context, t: Type) -> bool {
    types::I32.check(ctx, t)
}
fn is_i64(ctx: &Context, t: Type) -> bool {
    types::I64.check(ctx, t)
}

/// `RankedF32ElementsAttr<[2]>`.
const F32_ELEMENTS_2: AttrConstraint = AttrConstraint::Custom {
    summary: "32-bit float elements attribute of shape [2]",
    check: |ctx, a| dense_of(ctx, a, is_f32, Some(&[2])),
};
/// `RankedF64ElementsAttr<[4, 8]>`.
const F64_ELEMENTS_4X8: AttrConstraint = AttrConstraint::Custom {
    summary: "64-bit float elements attribute of shape [4, 8]",
    check: |ctx, a| dense_of(ctx, a, is_f64, Some(&[4, 8])),
};
/// `AnyI32ElementsAttr`.
const ANY_I32_ELEMENTS: AttrConstraint = AttrConstraint::Custom {
    summary: "32-bit integer elements attribute",
    check: |ctx, a| dense_of(ctx, a, is_any_i32, None),
};
/// `I32ElementsAttr`.
const I32_ELEMENTS: AttrConstraint = AttrConstraint::Custom {
    summary: "32-bit signless integer elements attribute",
    check: |ctx, a| dense_of(ctx, a, is_i32, None),
};
/// `RankedI32ElementsAttr<[2]>`.
const I32_ELEMENTS_2: AttrConstraint = AttrConstraint::Custom {
    summary: "32-bit signless int elements attribute of shape [2]",
    check: |ctx, a| dense_of(ctx, a, is_i32, Some(&[2])),
};
/// `RankedI64ElementsAttr<[4, 8]>`.
const I64_ELEMENTS_4X8: AttrConstraint = AttrConstraint::Custom {
    summary: "64-bit signless int elements attribute of shape [4, 8]",
    check: |ctx, a| dense_of(ctx, a, is_i64, Some(&[4, 8])),
};
/// `StringElementsAttr`.
const STRING_ELEMENTS: AttrConstraint = AttrConstraint::Custom {
    summary: "string elements attribute",
    check: |ctx, a| matches!(ctx.attr_kind(a), AttrKind::DenseStringElements { .. }),
};

// ---- dense arrays ---------------------------------------------------------------------

const DENSE_I8_ARRAY: AttrConstraint = AttrConstraint::DenseArray(&types::I8, "i8 dense array attribute");
const DENSE_I16_ARRAY: AttrConstraint = AttrConstraint::DenseArray(&types::I16, "i16 dense array attribute");
const DENSE_F32_ARRAY: AttrConstraint = AttrConstraint::DenseArray(&types::F32, "f32 dense array attribute");
const DENSE_F64_ARRAY: AttrConstraint = AttrConstraint::DenseArray(&types::F64, "f64 dense array attribute");

/// The elements of a dense array as numbers that compare like the
/// elements: integers (sign-extended) exactly, floats as `f64`.
fn dense_array_numbers(ctx: &Context, a: Attribute) -> Option<Vec<f64>> {
    let AttrKind::DenseArray { element, bytes, .. } = ctx.attr_kind(a) else {
        return None;
    };
    match ctx.float_kind(*element) {
        Some(FloatKind::F32) => Some(
            bytes
                .chunks_exact(4)
                .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]) as f64)
                .collect(),
        ),
        Some(FloatKind::F64) => Some(
            bytes
                .chunks_exact(8)
                .map(|c| f64::from_le_bytes(c.try_into().expect("8 bytes")))
                .collect(),
        ),
        Some(_) => None,
        None => int_array_elements(ctx, a).map(|(_, values)| values.into_iter().map(|v| v as f64).collect()),
    }
}

fn all_elements(ctx: &Context, a: Attribute, pred: fn(f64) -> bool) -> bool {
    dense_array_numbers(ctx, a).is_some_and(|v| v.into_iter().all(pred))
}

fn pairwise(ctx: &Context, a: Attribute, pred: fn(f64, f64) -> bool) -> bool {
    dense_array_numbers(ctx, a).is_some_and(|v| v.windows(2).all(|w| pred(w[0], w[1])))
}

macro_rules! confined_array {
    ($($name:ident = $base:expr, $summary:literal, $check:expr;)*) => {$(
        const $name: AttrConstraint = AttrConstraint::Confined {
            base: &$base,
            summary: $summary,
            check: $check,
        };
    )*};
}

confined_array! {
    STRICTLY_SORTED_I16 = DENSE_I16_ARRAY, "i16 dense array attribute should be in increasing order",
        |ctx, a| pairwise(ctx, a, |x, y| x < y);
    SORTED_I32 = attrs::DENSE_I32_ARRAY_ATTR, "i32 dense array attribute should be in non-decreasing order",
        |ctx, a| pairwise(ctx, a, |x, y| x <= y);
    STRICTLY_SORTED_I64 = attrs::DENSE_I64_ARRAY_ATTR, "i64 dense array attribute should be in increasing order",
        |ctx, a| pairwise(ctx, a, |x, y| x < y);
    POSITIVE_I8 = DENSE_I8_ARRAY, "i8 dense array attribute whose value is positive",
        |ctx, a| all_elements(ctx, a, |x| x > 0.0);
    POSITIVE_I16 = DENSE_I16_ARRAY, "i16 dense array attribute whose value is positive",
        |ctx, a| all_elements(ctx, a, |x| x > 0.0);
    POSITIVE_I32 = attrs::DENSE_I32_ARRAY_ATTR, "i32 dense array attribute whose value is positive",
        |ctx, a| all_elements(ctx, a, |x| x > 0.0);
    POSITIVE_I64 = attrs::DENSE_I64_ARRAY_ATTR, "i64 dense array attribute whose value is positive",
        |ctx, a| all_elements(ctx, a, |x| x > 0.0);
    POSITIVE_F32 = DENSE_F32_ARRAY, "f32 dense array attribute whose value is positive",
        |ctx, a| all_elements(ctx, a, |x| x > 0.0);
    POSITIVE_F64 = DENSE_F64_ARRAY, "f64 dense array attribute whose value is positive",
        |ctx, a| all_elements(ctx, a, |x| x > 0.0);
    NON_NEGATIVE_I8 = DENSE_I8_ARRAY, "i8 dense array attribute whose value is non-negative",
        |ctx, a| all_elements(ctx, a, |x| x >= 0.0);
    NON_NEGATIVE_I16 = DENSE_I16_ARRAY, "i16 dense array attribute whose value is non-negative",
        |ctx, a| all_elements(ctx, a, |x| x >= 0.0);
    NON_NEGATIVE_I32 = attrs::DENSE_I32_ARRAY_ATTR, "i32 dense array attribute whose value is non-negative",
        |ctx, a| all_elements(ctx, a, |x| x >= 0.0);
    NON_NEGATIVE_I64 = attrs::DENSE_I64_ARRAY_ATTR, "i64 dense array attribute whose value is non-negative",
        |ctx, a| all_elements(ctx, a, |x| x >= 0.0);
    NON_NEGATIVE_F32 = DENSE_F32_ARRAY, "f32 dense array attribute whose value is non-negative",
        |ctx, a| all_elements(ctx, a, |x| x >= 0.0);
    NON_NEGATIVE_F64 = DENSE_F64_ARRAY, "f64 dense array attribute whose value is non-negative",
        |ctx, a| all_elements(ctx, a, |x| x >= 0.0);
}

// ---- enums, types and typed strings ---------------------------------------------------

/// `SomeI32Enum`: integer-valued cases.
static SOME_I32_ENUM: EnumDef = EnumDef {
    name: "SomeI32Enum",
    attr_name: "SomeI32Enum",
    summary: "",
    cases: &[
        ("case5", 5),
        ("case10", 10),
        ("caseSignedMaxPlusOne", 2147483648),
        ("caseUnsignedMax", 4294967295),
    ],
    storage: EnumStorage::Integer(32),
    bit_separator: None,
};

/// `SomeI64Enum`: integer-valued cases.
static SOME_I64_ENUM: EnumDef = EnumDef {
    name: "SomeI64Enum",
    attr_name: "SomeI64Enum",
    summary: "",
    cases: &[("case5", 5), ("case10", 10), ("caseLarse", 4294967296)],
    storage: EnumStorage::Integer(64),
    bit_separator: None,
};

/// `TypedStrAttr<AnyInteger>`: a string attribute whose type is an
/// integer.
fn is_integer_typed_string(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::String { ty: Some(t), .. } if matches!(ctx.type_kind(*t), TypeKind::Integer { .. }))
}

const INTEGER_TYPED_STR: AttrConstraint = AttrConstraint::Custom {
    summary: "string attribute of integer",
    check: is_integer_typed_string,
};
const INTEGER_TYPED_STR_OR_I64: AttrConstraint = AttrConstraint::Custom {
    summary: "string attribute of integer or 64-bit signless integer attribute",
    check: |ctx, a| is_integer_typed_string(ctx, a) || attrs::I64_ATTR.check(ctx, a),
};

fn zero_i32(ctx: &Context) -> Attribute {
    ctx.integer_attr(ctx.i32(), 0)
}

strata_ods::op! {
    /// Holds integer attributes of four kinds.
    pub IntAttrsOp(INT_ATTRS, "test.int_attrs") {
        attributes(
            any_i32_attr: attr = required(ANY_I32_ATTR),
            index_attr: attr = required(attrs::INDEX_ATTR),
            ui32_attr: attr = required(UI32_ATTR),
            si32_attr: attr = required(SI32_ATTR),
        )
        example: "\"test.int_attrs\"() <{any_i32_attr = 5 : ui32, index_attr = 8 : index, si32_attr = 7 : si32, ui32_attr = 6 : ui32}> : () -> ()",
    }
    /// Holds non-negative `i32` and `i64` attributes.
    pub NonNegIntAttrOp(NON_NEGATIVE_INT_ATTR, "test.non_negative_int_attr") {
        attributes(
            i32attr: attr = required(attrs::NON_NEGATIVE_I32_ATTR),
            i64attr: attr = required(NON_NEGATIVE_I64_ATTR),
        )
        example: "\"test.non_negative_int_attr\"() <{i32attr = 0 : i32, i64attr = 5 : i64}> : () -> ()",
    }
    /// Holds positive `i32` and `i64` attributes.
    pub PositiveIntAttrOp(POSITIVE_INT_ATTR, "test.positive_int_attr") {
        attributes(
            i32attr: attr = required(POSITIVE_I32_ATTR),
            i64attr: attr = required(POSITIVE_I64_ATTR),
        )
        example: "\"test.positive_int_attr\"() <{i32attr = 1 : i32, i64attr = 5 : i64}> : () -> ()",
    }
    /// Holds an array of types.
    pub TypeArrayAttrOp(TYPE_ARRAY_ATTR, "test.type_array_attr") {
        attributes(attr: attr = required(attrs::TYPE_ARRAY_ATTR))
        example: "\"test.type_array_attr\"() <{attr = [i32, f32]}> : () -> ()",
    }
    /// Holds a string attribute whose type is an integer.
    pub StringAttrWithTypeOp(STRING_ATTR_WITH_TYPE, "test.string_attr_with_type") {
        attributes(attr: attr = required(INTEGER_TYPED_STR))
        example: "test.string_attr_with_type \"data\" : i64",
        format: Some("$attr attr-dict"),
    }
    /// Holds a string attribute whose type is an integer, or an `i64`.
    pub StringAttrWithMixedTypeOp(STRING_ATTR_WITH_MIXED_TYPE, "test.string_attr_with_mixed_type") {
        attributes(attr: attr = required(INTEGER_TYPED_STR_OR_I64))
        example: "test.string_attr_with_mixed_type 42 : i64",
        format: Some("$attr attr-dict"),
    }
    /// Holds any attribute (the float attribute tests use it).
    pub FloatAttrsOp(FLOAT_ATTRS, "test.float_attrs") {
        attributes(float_attr: attr = required(attrs::ANY_ATTR))
        example: "\"test.float_attrs\"() <{float_attr = 2.000000e+00 : f32}> : () -> ()",
    }
    /// Holds a case of an `i32`-valued enum.
    pub I32EnumAttrOp(I32_ENUM_ATTR, "test.i32_enum_attr") {
        results(val: single(types::I32))
        attributes(attr: attr = required(AttrConstraint::Enum(&SOME_I32_ENUM)))
        example: "func.func @f() -> i32 {\n  %0 = \"test.i32_enum_attr\"() <{attr = 5 : i32}> : () -> i32\n  return %0 : i32\n}",
    }
    /// Holds a case of an `i64`-valued enum.
    pub I64EnumAttrOp(I64_ENUM_ATTR, "test.i64_enum_attr") {
        results(val: single(types::I32))
        attributes(attr: attr = required(AttrConstraint::Enum(&SOME_I64_ENUM)))
        example: "func.func @f() -> i32 {\n  %0 = \"test.i64_enum_attr\"() <{attr = 5 : i64}> : () -> i32\n  return %0 : i32\n}",
    }
    /// Holds float elements of given shapes.
    pub FloatElementsAttrOp(FLOAT_ELEMENTS_ATTR, "test.float_elements_attr") {
        attributes(
            scalar_f32_attr: attr = required(F32_ELEMENTS_2),
            tensor_f64_attr: attr = required(F64_ELEMENTS_4X8),
        )
        example: "\"test.float_elements_attr\"() <{scalar_f32_attr = dense<[1.0, 2.0]> : tensor<2xf32>, tensor_f64_attr = dense<0.0> : tensor<4x8xf64>}> : () -> ()",
    }
    /// Holds 32-bit integer elements.
    pub IntElementsAttrOp(INT_ELEMENTS_ATTR, "test.int_elements_attr") {
        attributes(
            any_i32_attr: attr = required(ANY_I32_ELEMENTS),
            i32_attr: attr = required(I32_ELEMENTS),
        )
        example: "\"test.int_elements_attr\"() <{any_i32_attr = dense<5> : tensor<2xui32>, i32_attr = dense<5> : tensor<2xi32>}> : () -> ()",
    }
    /// Holds integer elements of given shapes.
    pub RankedIntElementsAttrOp(RANKED_INT_ELEMENTS_ATTR, "test.ranked_int_elements_attr") {
        attributes(
            vector_i32_attr: attr = required(I32_ELEMENTS_2),
            matrix_i64_attr: attr = required(I64_ELEMENTS_4X8),
        )
        example: "\"test.ranked_int_elements_attr\"() <{matrix_i64_attr = dense<6> : tensor<4x8xi64>, vector_i32_attr = dense<5> : tensor<2xi32>}> : () -> ()",
    }
    /// Holds string elements.
    pub StringElementsAttrOp(STRING_ELEMENTS_ATTR, "test.string_elements_attr") {
        attributes(scalar_string_attr: attr = required(STRING_ELEMENTS))
        example: "\"test.string_elements_attr\"() <{scalar_string_attr = dense<[\"a\", \"b\"]> : tensor<2x!llvm.ptr>}> : () -> ()",
    }
    /// Holds the type `i64`.
    pub TypeAttrOfOp(TYPE_ATTR_OF, "test.type_attr_of") {
        attributes(r#type "type": attr = required(AttrConstraint::TypeAttrOf(&types::I64)))
        example: "test.type_attr_of i64",
        format: Some("attr-dict $type"),
    }
    /// Holds dense arrays of every element kind.
    pub DenseArrayAttrOp(DENSE_ARRAY_ATTR, "test.dense_array_attr") {
        attributes(
            i1attr: attr = required(attrs::DENSE_BOOL_ARRAY_ATTR),
            i8attr: attr = required(DENSE_I8_ARRAY),
            i16attr: attr = required(DENSE_I16_ARRAY),
            i32attr: attr = required(attrs::DENSE_I32_ARRAY_ATTR),
            i64attr: attr = required(attrs::DENSE_I64_ARRAY_ATTR),
            f32attr: attr = required(DENSE_F32_ARRAY),
            f64attr: attr = required(DENSE_F64_ARRAY),
            emptyattr: attr = required(attrs::DENSE_I32_ARRAY_ATTR),
        )
        example: "test.dense_array_attr i1attr = [true] i8attr = [1] i16attr = [2] i32attr = [3] i64attr = [4] f32attr = [1.0] f64attr = [2.0] emptyattr = []",
        format: Some("`i1attr` `=` $i1attr `i8attr` `=` $i8attr `i16attr` `=` $i16attr `i32attr` `=` $i32attr `i64attr` `=` $i64attr `f32attr` `=` $f32attr `f64attr` `=` $f64attr `emptyattr` `=` $emptyattr attr-dict"),
    }
    /// Holds sorted dense arrays.
    pub ConfinedDenseArrayAttrOp(CONFINED_DENSE_ARRAY_ATTR, "test.confined_dense_array_attr") {
        attributes(
            emptyattr: attr = required(STRICTLY_SORTED_I16),
            i32attr: attr = required(SORTED_I32),
            i64attr: attr = required(STRICTLY_SORTED_I64),
        )
        example: "\"test.confined_dense_array_attr\"() <{emptyattr = array<i16>, i32attr = array<i32: 1, 1>, i64attr = array<i64: 0, 2>}> : () -> ()",
    }
    /// Holds dense arrays of positive elements.
    pub ConfinedStrictlyPositiveAttrOp(CONFINED_STRICTLY_POSITIVE_ATTR, "test.confined_strictly_positive_attr") {
        attributes(
            i8attr: attr = required(POSITIVE_I8),
            i16attr: attr = required(POSITIVE_I16),
            i32attr: attr = required(POSITIVE_I32),
            i64attr: attr = required(POSITIVE_I64),
            f32attr: attr = required(POSITIVE_F32),
            f64attr: attr = required(POSITIVE_F64),
            emptyattr: attr = required(POSITIVE_I16),
        )
        example: "\"test.confined_strictly_positive_attr\"() <{emptyattr = array<i16>, f32attr = array<f32: 1.0>, f64attr = array<f64: 2.0>, i16attr = array<i16: 3>, i32attr = array<i32: 4>, i64attr = array<i64: 5>, i8attr = array<i8: 6>}> : () -> ()",
    }
    /// Holds dense arrays of non-negative elements.
    pub ConfinedNonNegativeAttrOp(CONFINED_NON_NEGATIVE_ATTR, "test.confined_non_negative_attr") {
        attributes(
            i8attr: attr = required(NON_NEGATIVE_I8),
            i16attr: attr = required(NON_NEGATIVE_I16),
            i32attr: attr = required(NON_NEGATIVE_I32),
            i64attr: attr = required(NON_NEGATIVE_I64),
            f32attr: attr = required(NON_NEGATIVE_F32),
            f64attr: attr = required(NON_NEGATIVE_F64),
            emptyattr: attr = required(NON_NEGATIVE_I16),
        )
        example: "\"test.confined_non_negative_attr\"() <{emptyattr = array<i16>, f32attr = array<f32: 0.0>, f64attr = array<f64: 2.0>, i16attr = array<i16: 0>, i32attr = array<i32: 4>, i64attr = array<i64: 5>, i8attr = array<i8: 6>}> : () -> ()",
    }
    /// An `i32` operand and an attribute whose default (0) is not printed.
    pub DefaultValuePrintOp(DEFAULT_VALUE_PRINT, "test.default_value_print") {
        operands(operand: single(types::I32))
        attributes(value_with_default: opt_attr = default_valued(attrs::I32_ATTR, zero_i32))
        example: "func.func @f(%a: i32) {\n  test.default_value_print %a\n  return\n}",
        format: Some("attr-dict $operand"),
    }
}
