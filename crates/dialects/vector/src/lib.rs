//! The `vector` dialect of MLIR 22, defined declaratively: n-D vector
//! values and the operations on them (broadcasts, element and slice
//! extraction and insertion, shuffles, transposes, shape casts, reductions,
//! contractions and outer products), transfers between vectors and memrefs
//! or tensors (`transfer_read`/`transfer_write`, `load`/`store`, masked,
//! gather/scatter, expand/compress), masks (`create_mask`,
//! `constant_mask`, `vector.mask` with its region), and `print`.
//!
//! The `#vector.kind<...>` combining kind, `#vector.iterator_type<...>` and
//! `#vector.punctuation<...>` are enum attributes of the dialect.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

use strata_dialect_arith::{fastmath_none, FASTMATH};
use strata_ir::inlining::DialectInlinerInterface;
use strata_ir::interfaces::{
    EffectKind, HyperrectangularSlice, LoopBound, MemoryEffect, MemoryEffectOpInterface,
    SubsetExtractionOpInterface, SubsetInsertionOpInterface, SubsetOpInterface, DEFAULT_RESOURCE,
};
use strata_ir::{Attribute, Context, DialectDef, OpRef, OpTraits, Type, TypeKind};
use strata_ods::constraints::{attrs, types, AttrConstraint, EnumDef, EnumStorage, TypeConstraint};
use strata_ods::directives::DYNAMIC_INDEX_LIST;
use strata_ods::enum_attr::{parse_dialect_enum_attr, print_dialect_enum_attr};
use strata_ods::{DialectSpec, Predicate, TraitCheck};

mod asm;
mod bufferize;
mod canonicalize;
mod fold;
pub mod lowering;
pub mod types_util;

pub use asm::transfer_mask_type;
pub use canonicalize::combining_op;
pub use fold::{broadcast_like_source, disjoint_transfers};
mod verify;

#[cfg(test)]
mod tests;

use types_util::{is_vector, vector_parts};

// ---- enums -------------------------------------------------------------------------

/// `CombiningKind`, stored as `#vector.kind<...>`.
pub static COMBINING_KIND: EnumDef = EnumDef {
    name: "::mlir::vector::CombiningKind",
    attr_name: "Vector_CombiningKindAttr",
    summary: "Kind of combining function for contractions and reductions",
    cases: &[
        ("add", 0),
        ("mul", 1),
        ("minui", 2),
        ("minsi", 3),
        ("minnumf", 4),
        ("maxui", 5),
        ("maxsi", 6),
        ("maxnumf", 7),
        ("and", 8),
        ("or", 9),
        ("xor", 10),
        ("minimumf", 11),
        ("maximumf", 12),
    ],
    storage: EnumStorage::Dialect {
        dialect: "vector",
        mnemonic: "kind",
    },
    bit_separator: None,
};

/// `IteratorType`, stored as `#vector.iterator_type<...>`.
pub static ITERATOR_TYPE: EnumDef = EnumDef {
    name: "::mlir::vector::IteratorType",
    attr_name: "Vector_IteratorTypeEnum",
    summary: "Iterator type",
    cases: &[("parallel", 0), ("reduction", 1)],
    storage: EnumStorage::Dialect {
        dialect: "vector",
        mnemonic: "iterator_type",
    },
    bit_separator: None,
};

/// `PrintPunctuation`, stored as `#vector.punctuation<...>`.
pub static PUNCTUATION: EnumDef = EnumDef {
    name: "::mlir::vector::PrintPunctuation",
    attr_name: "Vector_PrintPunctuation",
    summary: "Punctuation for separating vectors or vector elements",
    cases: &[
        ("no_punctuation", 0),
        ("newline", 1),
        ("comma", 2),
        ("open", 3),
        ("close", 4),
    ],
    storage: EnumStorage::Dialect {
        dialect: "vector",
        mnemonic: "punctuation",
    },
    bit_separator: None,
};

const ENUM_ATTRS: &[&EnumDef] = &[&COMBINING_KIND, &ITERATOR_TYPE, &PUNCTUATION];

/// The combining kind `add`, the default of `vector.contract` and
/// `vector.outerproduct`.
pub fn kind_add(ctx: &Context) -> Attribute {
    COMBINING_KIND.attr(ctx, 0)
}

fn punctuation_newline(ctx: &Context) -> Attribute {
    PUNCTUATION.attr(ctx, 1)
}

fn false_attr(ctx: &Context) -> Attribute {
    ctx.bool_attr(false)
}

// ---- constraints ---------------------------------------------------------------------

use TypeConstraint as T;

const ANY: TypeConstraint = types::ANY_TYPE;
const INDEX: TypeConstraint = types::INDEX;

const VEC: T = T::VectorWith {
    summary: "vector of any type values",
    check: is_vector,
};
const VEC_NZ: T = T::VectorWith {
    summary: "vector of any type values",
    check: |ctx, t| vector_parts(ctx, t).is_some_and(|(s, _, _)| !s.is_empty()),
};
const FIXED_VEC: T = T::VectorWith {
    summary: "fixed-length vector of any type values",
    check: |ctx, t| vector_parts(ctx, t).is_some_and(|(_, sc, _)| !sc.iter().any(|&b| b)),
};
const FLOAT_VEC: T = T::VectorWith {
    summary: "vector of floating-point values",
    check: |ctx, t| vector_parts(ctx, t).is_some_and(|(_, _, e)| ctx.float_kind(e).is_some()),
};
const I1_VEC: T = T::VectorWith {
    summary: "vector of 1-bit signless integer values",
    check: |ctx, t| vector_parts(ctx, t).is_some_and(|(_, _, e)| e == ctx.i1()),
};
const I1_VEC_NZ: T = T::VectorWith {
    summary: "vector of 1-bit signless integer values",
    check: |ctx, t| vector_parts(ctx, t).is_some_and(|(s, _, e)| !s.is_empty() && e == ctx.i1()),
};
const FIXED_I1_VEC_NZ: T = T::VectorWith {
    summary: "fixed-length vector of 1-bit signless integer values",
    check: |ctx, t| {
        vector_parts(ctx, t)
            .is_some_and(|(s, sc, e)| !s.is_empty() && !sc.iter().any(|&b| b) && e == ctx.i1())
    },
};
const INT_OR_INDEX_VEC_NZ: T = T::VectorWith {
    summary: "vector of integer or index values",
    check: |ctx, t| {
        vector_parts(ctx, t).is_some_and(|(s, _, e)| {
            !s.is_empty() && (ctx.integer_width(e).is_some() && !ctx.is_index(e) || ctx.is_index(e))
        })
    },
};
const INDEX_VEC_1D: T = T::VectorWith {
    summary: "vector of index values of ranks 1",
    check: |ctx, t| vector_parts(ctx, t).is_some_and(|(s, _, e)| s.len() == 1 && ctx.is_index(e)),
};
const VEC_RANK1: T = T::VectorWith {
    summary: " of ranks 1",
    check: |ctx, t| vector_parts(ctx, t).is_some_and(|(s, _, _)| s.len() == 1),
};
const SCALABLE_VEC_RANK1: T = T::VectorWith {
    summary: " of ranks 1",
    check: |ctx, t| vector_parts(ctx, t).is_some_and(|(s, sc, _)| s.len() == 1 && sc.iter().any(|&b| b)),
};
const TENSOR_OR_MEMREF: T = T::Custom {
    summary: "Tensor or MemRef of any type values",
    check: |ctx, t| {
        matches!(
            ctx.type_kind(t),
            TypeKind::MemRef { .. } | TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
        )
    },
};
const STATIC_MEMREF: T = T::Custom {
    summary: "statically shaped memref of any type values",
    check: |ctx, t| matches!(ctx.type_kind(t), TypeKind::MemRef { shape, .. } if shape.iter().all(|&d| d != strata_ir::DYNAMIC)),
};
const SHAPED: T = T::AnyShaped;
const ANY_MEMREF: T = types::ANY_MEMREF;
const RANKED_TENSOR: T = types::ANY_RANKED_TENSOR;
const PRINTABLE: T = T::Custom {
    summary: "",
    check: |ctx, t| {
        is_vector(ctx, t) || ctx.integer_width(t).is_some() || ctx.is_index(t) || ctx.float_kind(t).is_some()
    },
};

const KIND_ATTR: AttrConstraint = AttrConstraint::Enum(&COMBINING_KIND);
const ITERATOR_ATTR: AttrConstraint = AttrConstraint::Enum(&ITERATOR_TYPE);
const ITERATOR_ARRAY: AttrConstraint =
    AttrConstraint::ArrayOf(&ITERATOR_ATTR, "Iterator type should be an enum.");
const PUNCTUATION_ATTR: AttrConstraint = AttrConstraint::Enum(&PUNCTUATION);
const FASTMATH_ATTR: AttrConstraint = AttrConstraint::Enum(&FASTMATH);
const BOOL_ARRAY: AttrConstraint =
    AttrConstraint::ArrayOf(&attrs::BOOL_ATTR, "1-bit boolean array attribute");
const AFFINE_MAP_ATTR: AttrConstraint = AttrConstraint::Custom {
    summary: "AffineMap attribute",
    check: |ctx, a| matches!(ctx.attr_kind(a), strata_ir::AttrKind::AffineMap(_)),
};
const ALIGNMENT: AttrConstraint = AttrConstraint::Confined {
    base: &attrs::I64_ATTR,
    summary:
        "64-bit signless integer attribute whose value is positive and whose value is a power of two > 0",
    check: |ctx, a| {
        ctx.integer_attr_value(a)
            .map(|v| v.sext_i64())
            .is_some_and(|v| v > 0 && (v as u64).is_power_of_two())
    },
};

// ---- predicates ------------------------------------------------------------------------

fn element_of(ctx: &Context, t: Type) -> Type {
    ctx.element_type_or_self(t)
}

/// `TCresVTEtIsSameAsOpBase<0, i>`: the element type of result 0 (or the
/// type itself when it is not shaped) is that of operand `i`.
fn same_elem(op: OpRef<'_>, operand: usize, result: usize) -> bool {
    if operand >= op.num_operands() || result >= op.num_results() {
        return true;
    }
    let ctx = op.ctx;
    element_of(ctx, op.operand_type(operand)) == element_of(ctx, op.result_type(result))
}

const SOURCE_RESULT_SAME_ELEM: Predicate = Predicate::Custom {
    summary: "source operand and result have same element type",
    check: |op| same_elem(op, 0, 0),
};
const OPERAND_RESULT_SAME_ELEM: Predicate = Predicate::Custom {
    summary: "operand and result have same element type",
    check: |op| same_elem(op, 0, 0),
};

// ---- memory effects ----------------------------------------------------------------------

/// The effect `kind` on operand `index` when it is a memref (transfers on
/// tensors have none).
fn effect_on_memref(op: OpRef<'_>, index: usize, kind: EffectKind, out: &mut Vec<MemoryEffect>) {
    if index < op.num_operands()
        && matches!(op.ctx.type_kind(op.operand_type(index)), TypeKind::MemRef { .. })
    {
        out.push(MemoryEffect {
            kind,
            value: Some(op.operand(index)),
            resource: DEFAULT_RESOURCE,
            symbol: None,
        });
    }
}

/// The part of its base a transfer reads or writes: from its indices, as
/// many elements in each base dimension as the vector has along the
/// dimension the permutation map sends there (one for dimensions it does
/// not access), with unit strides (MLIR's `getTransferChunkAccessed`).
fn transfer_slice(op: OpRef<'_>) -> Option<HyperrectangularSlice> {
    let read = op.name_str() == TRANSFER_READ.name;
    let ctx = op.ctx;
    let map = match ctx.attr_kind(op.attr("permutation_map")?) {
        strata_ir::AttrKind::AffineMap(m) => m.clone(),
        _ => return None,
    };
    let vector = if read {
        op.result_type(0)
    } else {
        op.operand_type(0)
    };
    let shape = ctx.shape(vector)?;
    let mut sizes = vec![1i64; map.num_dims as usize];
    for (e, &n) in map.results.iter().zip(shape) {
        if let strata_ir::affine::AffineExprKind::Dim(d) = e.kind(ctx) {
            *sizes.get_mut(d as usize)? = n;
        }
    }
    let indices = strata_dialect_utils::segments::operand_group(op, if read { 1 } else { 2 });
    Some(HyperrectangularSlice {
        offsets: indices.map(|i| LoopBound::Value(op.operand(i))).collect(),
        strides: vec![LoopBound::Constant(1); sizes.len()],
        sizes: sizes.into_iter().map(LoopBound::Constant).collect(),
    })
}

const TRANSFER_SUBSET: SubsetOpInterface = SubsetOpInterface {
    slice: transfer_slice,
};

const TRANSFER_READ_EXTRACTION: SubsetExtractionOpInterface = SubsetExtractionOpInterface {
    source_operand: |_| 0,
};

const TRANSFER_WRITE_INSERTION: SubsetInsertionOpInterface = SubsetInsertionOpInterface {
    source_operand: |_| 0,
    destination_operand: |_| 1,
    updated_destination: |op| (op.num_results() == 1).then(|| op.result(0)),
};

const TRANSFER_READ_EFFECTS: MemoryEffectOpInterface = MemoryEffectOpInterface {
    effects: |op, out| effect_on_memref(op, 0, EffectKind::Read, out),
};
const TRANSFER_WRITE_EFFECTS: MemoryEffectOpInterface = MemoryEffectOpInterface {
    effects: |op, out| effect_on_memref(op, 1, EffectKind::Write, out),
};
const GATHER_EFFECTS: MemoryEffectOpInterface = MemoryEffectOpInterface {
    effects: |op, out| effect_on_memref(op, 0, EffectKind::Read, out),
};
const SCATTER_EFFECTS: MemoryEffectOpInterface = MemoryEffectOpInterface {
    effects: |op, out| effect_on_memref(op, 0, EffectKind::Write, out),
};

// ---- ops -------------------------------------------------------------------------------

const PURE: OpTraits = OpTraits::PURE;

strata_ods::op! {
    /// A generalized contraction: `acc` combined (with `kind`) with the sum
    /// of products of `lhs` and `rhs` over the reduction iterators. The
    /// indexing maps give the positions of each operand's dimensions in the
    /// iteration space, whose iterators are parallel or reduction.
    pub ContractionOp(CONTRACT, "vector.contract") {
        operands(lhs: single(VEC_NZ), rhs: single(VEC_NZ), acc: single(ANY))
        results(result: single(ANY))
        attributes(
            indexing_maps: attr = required(attrs::ARRAY_ATTR),
            iterator_types: attr = required(ITERATOR_ARRAY),
            kind: opt_attr = default_valued(KIND_ATTR, kind_add),
        )
        build(explicit)
        summary: "vector contraction operation",
        example: "func.func @contract(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>) -> vector<4x16xf32> {\n  %0 = vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [\"parallel\", \"parallel\", \"reduction\"], kind = #vector.kind<add>} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>\n  return %0 : vector<4x16xf32>\n}",
        traits: PURE,
        predicates: &[
            Predicate::Custom {
                summary: "lhs and rhs have same element type",
                check: |op| element_of(op.ctx, op.operand_type(0)) == element_of(op.ctx, op.operand_type(1)),
            },
            Predicate::Custom {
                summary: "third operand acc and result have same element type",
                check: |op| same_elem(op, 2, 0),
            },
        ],
        parse: Some(asm::parse_contract),
        print: Some(asm::print_contract),
        verify: Some(verify::verify_contract),
        canonicalize: Some(canonicalize::contract),
    }

    /// Reduces a vector to a scalar with the combining `kind`, starting
    /// from the optional accumulator `acc`.
    pub ReductionOp(REDUCTION, "vector.reduction") {
        operands(vector: single(VEC), acc: optional(ANY))
        results(dest: single(ANY))
        attributes(
            kind: attr = required(KIND_ATTR),
            fastmath: opt_enum = default_valued(FASTMATH_ATTR, fastmath_none),
        )
        build(explicit)
        summary: "reduction operation",
        example: "func.func @reduction(%v: vector<4xf32>, %acc: f32) -> f32 {\n  %0 = vector.reduction <add>, %v, %acc fastmath<fast> : vector<4xf32> into f32\n  return %0 : f32\n}",
        traits: PURE,
        predicates: &[
            SOURCE_RESULT_SAME_ELEM,
            Predicate::TypesMatchWith {
                summary: "dest and acc have the same type",
                from: "dest",
                to: "acc",
                transform: |_, t| t,
            },
        ],
        format: Some("$kind `,` $vector (`,` $acc^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($vector) `into` type($dest)"),
        verify: Some(verify::verify_reduction),
        canonicalize: Some(canonicalize::reduction),
    }

    /// Reduces the `reduction_dims` of `source` with the combining `kind`
    /// into `acc`, whose shape is that of the other dimensions.
    pub MultiDimReductionOp(MULTI_REDUCTION, "vector.multi_reduction") {
        operands(source: single(VEC_NZ), acc: single(ANY))
        results(dest: single(ANY))
        attributes(
            kind: attr = required(KIND_ATTR),
            reduction_dims: attr = required(attrs::DENSE_I64_ARRAY_ATTR),
        )
        build(explicit)
        summary: "Multi-dimensional reduction operation",
        example: "func.func @multi_reduction(%v: vector<4x8xf32>, %acc: vector<4xf32>) -> vector<4xf32> {\n  %0 = vector.multi_reduction <maxnumf>, %v, %acc [1] : vector<4x8xf32> to vector<4xf32>\n  return %0 : vector<4xf32>\n}",
        traits: PURE,
        predicates: &[
            Predicate::AllTypesMatch(&["dest", "acc"]),
            SOURCE_RESULT_SAME_ELEM,
        ],
        format: Some("$kind `,` $source `,` $acc attr-dict $reduction_dims `:` type($source) `to` type($dest)"),
        verify: Some(verify::verify_multi_reduction),
        fold: Some(fold::fold_multi_reduction),
        canonicalize: Some(canonicalize::multi_reduction),
    }

    /// Broadcasts a scalar or a vector to a vector of higher or equal rank,
    /// following numpy's rules (dimensions of size 1 stretch).
    pub BroadcastOp(BROADCAST, "vector.broadcast") {
        operands(source: single(ANY))
        results(vector: single(VEC))
        build(explicit)
        summary: "broadcast operation",
        example: "func.func @broadcast(%s: f32) -> vector<2x4xf32> {\n  %0 = vector.broadcast %s : f32 to vector<2x4xf32>\n  return %0 : vector<2x4xf32>\n}",
        traits: PURE,
        predicates: &[SOURCE_RESULT_SAME_ELEM],
        format: Some("$source attr-dict `:` type($source) `to` type($vector)"),
        verify: Some(verify::verify_broadcast),
        fold: Some(fold::fold_broadcast),
        canonicalize: Some(canonicalize::broadcast),
        interfaces: &[&INT_RANGE],
    }

    /// Picks elements of the concatenation of `v1` and `v2` (along their
    /// leading dimension) at the positions of `mask`; -1 gives poison.
    pub ShuffleOp(SHUFFLE, "vector.shuffle") {
        operands(v1: single(FIXED_VEC), v2: single(FIXED_VEC))
        results(vector: single(VEC_NZ))
        attributes(mask: attr = required(attrs::DENSE_I64_ARRAY_ATTR))
        build(explicit)
        summary: "shuffle operation",
        example: "func.func @shuffle(%a: vector<2xf32>, %b: vector<2xf32>) -> vector<4xf32> {\n  %0 = vector.shuffle %a, %b [0, 2, 1, 3] : vector<2xf32>, vector<2xf32>\n  return %0 : vector<4xf32>\n}",
        traits: PURE,
        predicates: &[
            Predicate::Custom {
                summary: "first operand v1 and result have same element type",
                check: |op| same_elem(op, 0, 0),
            },
            Predicate::Custom {
                summary: "second operand v2 and result have same element type",
                check: |op| same_elem(op, 1, 0),
            },
        ],
        parse: Some(asm::parse_shuffle),
        print: Some(asm::print_shuffle),
        verify: Some(verify::verify_shuffle),
        fold: Some(fold::fold_shuffle),
        canonicalize: Some(canonicalize::shuffle),
    }

    /// Interleaves the elements of the trailing dimension of two vectors.
    pub InterleaveOp(INTERLEAVE, "vector.interleave") {
        operands(lhs: single(VEC), rhs: single(VEC))
        results(result: single(VEC_NZ))
        build(explicit)
        summary: "constructs a vector by interleaving two input vectors",
        example: "func.func @interleave(%a: vector<4xf32>, %b: vector<4xf32>) -> vector<8xf32> {\n  %0 = vector.interleave %a, %b : vector<4xf32> -> vector<8xf32>\n  return %0 : vector<8xf32>\n}",
        traits: PURE,
        predicates: &[
            Predicate::AllTypesMatch(&["lhs", "rhs"]),
            Predicate::TypesMatchWith {
                summary: "type of 'result' is double the width of the inputs",
                from: "lhs",
                to: "result",
                transform: types_util::double_trailing,
            },
        ],
        format: Some("$lhs `,` $rhs attr-dict `:` type($lhs) `->` type($result)"),
    }

    /// Splits the trailing dimension into its even and odd elements.
    pub DeinterleaveOp(DEINTERLEAVE, "vector.deinterleave") {
        operands(source: single(VEC_NZ))
        results(res1: single(VEC_NZ), res2: single(VEC_NZ))
        build(explicit)
        summary: "constructs two vectors by deinterleaving an input vector",
        example: "func.func @deinterleave(%v: vector<8xf32>) -> vector<4xf32> {\n  %0, %1 = vector.deinterleave %v : vector<8xf32> -> vector<4xf32>\n  return %0 : vector<4xf32>\n}",
        traits: PURE,
        predicates: &[
            Predicate::Custom {
                summary: "the trailing dimension of the source vector has an even number of elements",
                check: |op| vector_parts(op.ctx, op.operand_type(0)).is_some_and(|(s, _, _)| s.last().is_some_and(|d| d % 2 == 0)),
            },
            Predicate::TypesMatchWith {
                summary: "the trailing dimension of the results is half the width of source trailing dimension",
                from: "source",
                to: "res1",
                transform: types_util::halve_trailing,
            },
            Predicate::AllTypesMatch(&["res1", "res2"]),
        ],
        format: Some("$source attr-dict `:` type($source) `->` type($res1)"),
    }

    /// Extracts the element or sub-vector of `source` at `position`, with
    /// static and dynamic indices.
    pub ExtractOp(EXTRACT, "vector.extract") {
        operands(source: single(VEC), dynamic_position: variadic(INDEX))
        results(result: single(ANY))
        attributes(static_position: attr = required(attrs::DENSE_I64_ARRAY_ATTR))
        build(explicit)
        summary: "extract operation",
        example: "func.func @extract(%v: vector<4x8xf32>, %i: index) -> f32 {\n  %0 = vector.extract %v[%i, 3] : f32 from vector<4x8xf32>\n  return %0 : f32\n}",
        traits: PURE,
        predicates: &[OPERAND_RESULT_SAME_ELEM],
        format: Some("$source `` custom<DynamicIndexList>($dynamic_position, $static_position) attr-dict `:` type($result) `from` type($source)"),
        custom_directives: &[&DYNAMIC_INDEX_LIST],
        verify: Some(verify::verify_extract),
        fold: Some(fold::fold_extract),
        canonicalize: Some(canonicalize::extract),
        interfaces: &[&INT_RANGE],
    }

    /// Fused multiply-add of vectors, element-wise: `lhs * rhs + acc`.
    pub FmaOp(FMA, "vector.fma") {
        operands(lhs: single(FLOAT_VEC), rhs: single(FLOAT_VEC), acc: single(FLOAT_VEC))
        results(result: single(FLOAT_VEC))
        build(explicit)
        summary: "vector fused multiply-add",
        example: "func.func @fma(%a: vector<4xf32>, %b: vector<4xf32>, %c: vector<4xf32>) -> vector<4xf32> {\n  %0 = vector.fma %a, %b, %c : vector<4xf32>\n  return %0 : vector<4xf32>\n}",
        traits: PURE
            .union(OpTraits::ELEMENTWISE)
            .union(OpTraits::SCALARIZABLE)
            .union(OpTraits::VECTORIZABLE)
            .union(OpTraits::TENSORIZABLE),
        predicates: &[Predicate::AllTypesMatch(&["lhs", "rhs", "acc", "result"])],
        trait_checks: &[TraitCheck::Elementwise],
        format: Some("$lhs `,` $rhs `,` $acc attr-dict `:` type($lhs)"),
    }

    /// Decomposes a vector into its scalar elements, in row-major order.
    pub ToElementsOp(TO_ELEMENTS, "vector.to_elements") {
        operands(source: single(VEC))
        results(elements: variadic(ANY))
        build(explicit)
        summary: "operation that decomposes a vector into all its scalar elements",
        example: "func.func @to_elements(%v: vector<2xf32>) -> f32 {\n  %0:2 = vector.to_elements %v : vector<2xf32>\n  return %0#1 : f32\n}",
        traits: PURE,
        parse: Some(asm::parse_to_elements),
        print: Some(asm::print_to_elements),
        verify: Some(verify::verify_to_elements),
        fold: Some(fold::fold_to_elements),
        canonicalize: Some(canonicalize::to_elements),
    }

    /// Builds a vector from scalar elements, in row-major order.
    pub FromElementsOp(FROM_ELEMENTS, "vector.from_elements") {
        operands(elements: variadic(ANY))
        results(dest: single(FIXED_VEC))
        build(explicit)
        summary: "operation that defines a vector from scalar elements",
        example: "func.func @from_elements(%a: f32, %b: f32) -> vector<2xf32> {\n  %0 = vector.from_elements %a, %b : vector<2xf32>\n  return %0 : vector<2xf32>\n}",
        traits: PURE,
        parse: Some(asm::parse_from_elements),
        print: Some(asm::print_from_elements),
        verify: Some(verify::verify_from_elements),
        fold: Some(fold::fold_from_elements),
        canonicalize: Some(canonicalize::from_elements),
    }

    /// Inserts a scalar or sub-vector into `dest` at `position`.
    pub InsertOp(INSERT, "vector.insert") {
        operands(value_to_store "valueToStore": single(ANY), dest: single(VEC), dynamic_position: variadic(INDEX))
        results(result: single(VEC))
        attributes(static_position: attr = required(attrs::DENSE_I64_ARRAY_ATTR))
        build(explicit)
        summary: "insert operation",
        example: "func.func @insert(%s: f32, %v: vector<4x8xf32>) -> vector<4x8xf32> {\n  %0 = vector.insert %s, %v [1, 2] : f32 into vector<4x8xf32>\n  return %0 : vector<4x8xf32>\n}",
        traits: PURE,
        predicates: &[SOURCE_RESULT_SAME_ELEM, Predicate::AllTypesMatch(&["dest", "result"])],
        format: Some("$valueToStore `,` $dest custom<DynamicIndexList>($dynamic_position, $static_position) attr-dict `:` type($valueToStore) `into` type($dest)"),
        custom_directives: &[&DYNAMIC_INDEX_LIST],
        verify: Some(verify::verify_insert),
        fold: Some(fold::fold_insert),
        canonicalize: Some(canonicalize::insert),
        interfaces: &[&INT_RANGE],
    }

    /// Inserts a fixed-length vector into a scalable 1-D vector at `pos`.
    pub ScalableInsertOp(SCALABLE_INSERT, "vector.scalable.insert") {
        operands(value_to_store "valueToStore": single(VEC_RANK1), dest: single(SCALABLE_VEC_RANK1))
        results(result: single(SCALABLE_VEC_RANK1))
        attributes(pos: int = required(attrs::I64_ATTR))
        build(explicit)
        summary: "insert subvector into scalable vector operation",
        example: "func.func @scalable_insert(%a: vector<4xf32>, %b: vector<[8]xf32>) -> vector<[8]xf32> {\n  %0 = vector.scalable.insert %a, %b[4] : vector<4xf32> into vector<[8]xf32>\n  return %0 : vector<[8]xf32>\n}",
        traits: PURE,
        predicates: &[
            Predicate::Custom {
                summary: "all of {valueToStore, dest} have same element type",
                check: |op| element_of(op.ctx, op.operand_type(0)) == element_of(op.ctx, op.operand_type(1)),
            },
            Predicate::AllTypesMatch(&["dest", "result"]),
            Predicate::Custom {
                summary: "position is a multiple of the source length.",
                check: |op| types_util::pos_multiple(op, op.operand_type(0)),
            },
        ],
        format: Some("$valueToStore `,` $dest `[` $pos `]` attr-dict `:` type($valueToStore) `into` type($dest)"),
    }

    /// Extracts a fixed-length vector from a scalable 1-D vector at `pos`.
    pub ScalableExtractOp(SCALABLE_EXTRACT, "vector.scalable.extract") {
        operands(source: single(SCALABLE_VEC_RANK1))
        results(result: single(VEC_RANK1))
        attributes(pos: int = required(attrs::I64_ATTR))
        build(explicit)
        summary: "extract subvector from scalable vector operation",
        example: "func.func @scalable_extract(%v: vector<[8]xf32>) -> vector<4xf32> {\n  %0 = vector.scalable.extract %v[0] : vector<4xf32> from vector<[8]xf32>\n  return %0 : vector<4xf32>\n}",
        traits: PURE,
        predicates: &[
            Predicate::Custom {
                summary: "all of {source, result} have same element type",
                check: |op| element_of(op.ctx, op.operand_type(0)) == element_of(op.ctx, op.result_type(0)),
            },
            Predicate::Custom {
                summary: "position is a multiple of the result length.",
                check: |op| types_util::pos_multiple(op, op.result_type(0)),
            },
        ],
        format: Some("$source `[` $pos `]` attr-dict `:` type($result) `from` type($source)"),
    }

    /// Inserts the n-D vector `valueToStore` into `dest` at `offsets`, with
    /// `strides` (all 1).
    pub InsertStridedSliceOp(INSERT_STRIDED_SLICE, "vector.insert_strided_slice") {
        operands(value_to_store "valueToStore": single(VEC_NZ), dest: single(VEC_NZ))
        results(result: single(VEC_NZ))
        attributes(
            offsets: attr = required(attrs::I64_ARRAY_ATTR),
            strides: attr = required(attrs::I64_ARRAY_ATTR),
        )
        build(explicit)
        summary: "strided_slice operation",
        example: "func.func @insert_strided_slice(%a: vector<2x2xf32>, %b: vector<4x4xf32>) -> vector<4x4xf32> {\n  %0 = vector.insert_strided_slice %a, %b {offsets = [1, 2], strides = [1, 1]} : vector<2x2xf32> into vector<4x4xf32>\n  return %0 : vector<4x4xf32>\n}",
        traits: PURE,
        predicates: &[
            Predicate::Custom {
                summary: "operand #0 and result have same element type",
                check: |op| same_elem(op, 0, 0),
            },
            Predicate::AllTypesMatch(&["dest", "result"]),
        ],
        format: Some("$valueToStore `,` $dest attr-dict `:` type($valueToStore) `into` type($dest)"),
        verify: Some(verify::verify_insert_strided_slice),
        fold: Some(fold::fold_insert_strided_slice),
        canonicalize: Some(canonicalize::insert_strided_slice),
    }

    /// The outer product of two 1-D vectors (or a vector and a scalar, an
    /// AXPY), combined with the optional accumulator by `kind`.
    pub OuterProductOp(OUTERPRODUCT, "vector.outerproduct") {
        operands(lhs: single(VEC_NZ), rhs: single(ANY), acc: optional(VEC_NZ))
        results(result: single(VEC_NZ))
        attributes(kind: opt_attr = default_valued(KIND_ATTR, kind_add))
        build(explicit)
        summary: "vector outerproduct with optional fused add",
        example: "func.func @outerproduct(%a: vector<4xf32>, %b: vector<8xf32>) -> vector<4x8xf32> {\n  %0 = vector.outerproduct %a, %b : vector<4xf32>, vector<8xf32>\n  return %0 : vector<4x8xf32>\n}",
        traits: PURE,
        predicates: &[
            Predicate::Custom {
                summary: "lhs operand and result have same element type",
                check: |op| same_elem(op, 0, 0),
            },
            Predicate::Custom {
                summary: "rhs operand and result have same element type",
                check: |op| same_elem(op, 1, 0),
            },
        ],
        parse: Some(asm::parse_outerproduct),
        print: Some(asm::print_outerproduct),
        verify: Some(verify::verify_outerproduct),
    }

    /// Extracts the n-D slice of `source` at `offsets` of `sizes`, with
    /// `strides` (all 1).
    pub ExtractStridedSliceOp(EXTRACT_STRIDED_SLICE, "vector.extract_strided_slice") {
        operands(source: single(VEC_NZ))
        results(result: single(VEC_NZ))
        attributes(
            offsets: attr = required(attrs::I64_ARRAY_ATTR),
            sizes: attr = required(attrs::I64_ARRAY_ATTR),
            strides: attr = required(attrs::I64_ARRAY_ATTR),
        )
        build(explicit)
        summary: "extract_strided_slice operation",
        example: "func.func @extract_strided_slice(%v: vector<4x8xf32>) -> vector<2x8xf32> {\n  %0 = vector.extract_strided_slice %v {offsets = [1], sizes = [2], strides = [1]} : vector<4x8xf32> to vector<2x8xf32>\n  return %0 : vector<2x8xf32>\n}",
        traits: PURE,
        predicates: &[OPERAND_RESULT_SAME_ELEM],
        format: Some("$source attr-dict `:` type($source) `to` type(results)"),
        verify: Some(verify::verify_extract_strided_slice),
        fold: Some(fold::fold_extract_strided_slice),
        canonicalize: Some(canonicalize::extract_strided_slice),
    }

    /// Reads a vector from a memref or tensor at `indices`, following the
    /// permutation map; out-of-bounds and masked-off lanes take `padding`.
    pub TransferReadOp(TRANSFER_READ, "vector.transfer_read") {
        operands(base: single(SHAPED), indices: variadic(INDEX), padding: single(ANY), mask: optional(I1_VEC_NZ))
        results(vector: single(VEC))
        attributes(
            permutation_map: attr = required(AFFINE_MAP_ATTR),
            in_bounds: attr = required(BOOL_ARRAY),
        )
        build(explicit)
        summary: "Reads a supervector from memory into an SSA vector value.",
        example: "func.func @transfer_read(%m: memref<?x?xf32>, %i: index, %pad: f32) -> vector<4xf32> {\n  %0 = vector.transfer_read %m[%i, %i], %pad {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>\n  return %0 : vector<4xf32>\n}",
        traits: OpTraits::ATTR_SIZED_OPERAND_SEGMENTS,
        parse: Some(asm::parse_transfer_read),
        print: Some(asm::print_transfer_read),
        verify: Some(verify::verify_transfer_read),
        fold: Some(fold::fold_transfer),
        canonicalize: Some(canonicalize::transfer_read),
        interfaces: &[&strata_dialect_memref::memory_space_cast::CONSUMER, &TRANSFER_READ_EFFECTS, &bufferize::TRANSFER_READ, &TRANSFER_SUBSET, &TRANSFER_READ_EXTRACTION],
    }

    /// Writes a vector to a memref (or into a tensor, giving the new
    /// tensor) at `indices`, following the permutation map.
    pub TransferWriteOp(TRANSFER_WRITE, "vector.transfer_write") {
        operands(value_to_store "valueToStore": single(VEC), base: single(SHAPED), indices: variadic(INDEX), mask: optional(I1_VEC_NZ))
        results(result: optional(RANKED_TENSOR))
        attributes(
            permutation_map: attr = required(AFFINE_MAP_ATTR),
            in_bounds: attr = required(BOOL_ARRAY),
        )
        build(explicit)
        summary: "The vector.transfer_write op writes a supervector to memory.",
        example: "func.func @transfer_write(%v: vector<4xf32>, %t: tensor<8xf32>, %i: index) -> tensor<8xf32> {\n  %0 = vector.transfer_write %v, %t[%i] : vector<4xf32>, tensor<8xf32>\n  return %0 : tensor<8xf32>\n}",
        traits: OpTraits::ATTR_SIZED_OPERAND_SEGMENTS,
        parse: Some(asm::parse_transfer_write),
        print: Some(asm::print_transfer_write),
        verify: Some(verify::verify_transfer_write),
        fold: Some(fold::fold_transfer),
        canonicalize: Some(canonicalize::transfer_write),
        interfaces: &[
            &strata_dialect_memref::memory_space_cast::CONSUMER,
            &TRANSFER_WRITE_EFFECTS,
            &bufferize::TRANSFER_WRITE,
            &TRANSFER_SUBSET,
            &TRANSFER_WRITE_INSERTION,
            &TRANSFER_WRITE_BOUNDS,
        ],
    }

    /// Reads a vector from a memref at `indices` (the trailing dimensions
    /// contiguous).
    pub LoadOp(LOAD, "vector.load") {
        operands(base: single(ANY_MEMREF) [Read], indices: variadic(INDEX))
        results(result: single(VEC))
        attributes(
            nontemporal: opt_bool = default_valued_optional(attrs::BOOL_ATTR, false_attr),
            alignment: opt_int = optional(ALIGNMENT),
        )
        build(explicit)
        summary: "reads an n-D slice of memory into an n-D vector",
        example: "func.func @load(%m: memref<?x8xf32>, %i: index) -> vector<8xf32> {\n  %0 = vector.load %m[%i, %i] : memref<?x8xf32>, vector<8xf32>\n  return %0 : vector<8xf32>\n}",
        format: Some("$base `[` $indices `]` attr-dict `:` type($base) `,` type($result)"),
        verify: Some(verify::verify_load),
        fold: Some(strata_dialect_memref::fold_memref_cast),
        interfaces: &[&strata_dialect_memref::memory_space_cast::CONSUMER],
    }

    /// Writes a vector to a memref at `indices`.
    pub StoreOp(STORE, "vector.store") {
        operands(value_to_store "valueToStore": single(VEC), base: single(ANY_MEMREF) [Write], indices: variadic(INDEX))
        attributes(
            nontemporal: opt_bool = default_valued_optional(attrs::BOOL_ATTR, false_attr),
            alignment: opt_int = optional(ALIGNMENT),
        )
        build(explicit)
        summary: "writes an n-D vector to an n-D slice of memory",
        example: "func.func @store(%v: vector<8xf32>, %m: memref<?x8xf32>, %i: index) {\n  vector.store %v, %m[%i, %i] : memref<?x8xf32>, vector<8xf32>\n  return\n}",
        format: Some("$valueToStore `,` $base `[` $indices `]` attr-dict `:` type($base) `,` type($valueToStore)"),
        verify: Some(verify::verify_store),
        fold: Some(strata_dialect_memref::fold_memref_cast),
        interfaces: &[&strata_dialect_memref::memory_space_cast::CONSUMER],
    }

    /// Reads the lanes of a vector whose mask bit is set; the others come
    /// from `pass_thru`.
    pub MaskedLoadOp(MASKEDLOAD, "vector.maskedload") {
        operands(base: single(ANY_MEMREF) [Read], indices: variadic(INDEX), mask: single(I1_VEC_NZ), pass_thru: single(VEC_NZ))
        results(result: single(VEC_NZ))
        attributes(alignment: opt_int = optional(ALIGNMENT))
        build(explicit)
        summary: "loads elements from memory into a vector as defined by a mask vector",
        example: "func.func @maskedload(%m: memref<?xf32>, %i: index, %mask: vector<8xi1>, %pass: vector<8xf32>) -> vector<8xf32> {\n  %0 = vector.maskedload %m[%i], %mask, %pass : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>\n  return %0 : vector<8xf32>\n}",
        format: Some("$base `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` type($mask) `,` type($pass_thru) `into` type($result)"),
        verify: Some(verify::verify_masked_load),
        fold: Some(strata_dialect_memref::fold_memref_cast),
        canonicalize: Some(canonicalize::masked_load),
        interfaces: &[&strata_dialect_memref::memory_space_cast::CONSUMER],
    }

    /// Writes the lanes of a vector whose mask bit is set.
    pub MaskedStoreOp(MASKEDSTORE, "vector.maskedstore") {
        operands(base: single(ANY_MEMREF) [Write], indices: variadic(INDEX), mask: single(I1_VEC_NZ), value_to_store "valueToStore": single(VEC_NZ))
        attributes(alignment: opt_int = optional(ALIGNMENT))
        build(explicit)
        summary: "stores elements from a vector into memory as defined by a mask vector",
        example: "func.func @maskedstore(%m: memref<?xf32>, %i: index, %mask: vector<8xi1>, %v: vector<8xf32>) {\n  vector.maskedstore %m[%i], %mask, %v : memref<?xf32>, vector<8xi1>, vector<8xf32>\n  return\n}",
        format: Some("$base `[` $indices `]` `,` $mask `,` $valueToStore attr-dict `:` type($base) `,` type($mask) `,` type($valueToStore)"),
        verify: Some(verify::verify_masked_store),
        fold: Some(strata_dialect_memref::fold_memref_cast),
        canonicalize: Some(canonicalize::masked_store),
        interfaces: &[&strata_dialect_memref::memory_space_cast::CONSUMER],
    }

    /// Reads the elements at `offsets` plus each of `indices`, for the
    /// lanes whose mask bit is set; the others come from `pass_thru`.
    pub GatherOp(GATHER, "vector.gather") {
        operands(base: single(TENSOR_OR_MEMREF), offsets: variadic(INDEX), indices: single(INT_OR_INDEX_VEC_NZ), mask: single(I1_VEC_NZ), pass_thru: single(VEC_NZ))
        results(result: single(VEC_NZ))
        attributes(alignment: opt_int = optional(ALIGNMENT))
        build(explicit)
        summary: "gathers elements from memory or ranked tensor into a vector as defined by an index vector and a mask vector",
        example: "func.func @gather(%m: memref<?xf32>, %i: index, %idx: vector<8xi32>, %mask: vector<8xi1>, %pass: vector<8xf32>) -> vector<8xf32> {\n  %0 = vector.gather %m[%i] [%idx], %mask, %pass : memref<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>\n  return %0 : vector<8xf32>\n}",
        format: Some("$base `[` $offsets `]` `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` type($indices) `,` type($mask) `,` type($pass_thru) `into` type($result)"),
        verify: Some(verify::verify_gather),
        fold: Some(fold::fold_gather),
        canonicalize: Some(canonicalize::gather),
        interfaces: &[&strata_dialect_memref::memory_space_cast::CONSUMER, &GATHER_EFFECTS, &bufferize::GATHER],
    }

    /// Writes the lanes whose mask bit is set to `offsets` plus each of
    /// `indices`.
    pub ScatterOp(SCATTER, "vector.scatter") {
        operands(base: single(TENSOR_OR_MEMREF), offsets: variadic(INDEX), indices: single(INT_OR_INDEX_VEC_NZ), mask: single(I1_VEC_NZ), value_to_store "valueToStore": single(VEC_NZ))
        results(result: optional(RANKED_TENSOR))
        attributes(alignment: opt_int = optional(ALIGNMENT))
        build(explicit)
        summary: "scatters elements from a vector into memory or ranked tensor as defined by an index vector and a mask vector",
        example: "func.func @scatter(%m: memref<?xf32>, %i: index, %idx: vector<8xi32>, %mask: vector<8xi1>, %v: vector<8xf32>) {\n  vector.scatter %m[%i] [%idx], %mask, %v : memref<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32>\n  return\n}",
        format: Some("$base `[` $offsets `]` `[` $indices `]` `,` $mask `,` $valueToStore attr-dict `:` type($base) `,` type($indices) `,` type($mask) `,` type($valueToStore) (`->` type($result)^)?"),
        verify: Some(verify::verify_scatter),
        canonicalize: Some(canonicalize::scatter),
        interfaces: &[&strata_dialect_memref::memory_space_cast::CONSUMER, &SCATTER_EFFECTS, &bufferize::SCATTER],
    }

    /// Reads consecutive elements into the lanes whose mask bit is set.
    pub ExpandLoadOp(EXPANDLOAD, "vector.expandload") {
        operands(base: single(ANY_MEMREF) [Read], indices: variadic(INDEX), mask: single(FIXED_I1_VEC_NZ), pass_thru: single(VEC_NZ))
        results(result: single(VEC_NZ))
        attributes(alignment: opt_int = optional(ALIGNMENT))
        build(explicit)
        summary: "reads elements from memory and spreads them into a vector as defined by a mask",
        example: "func.func @expandload(%m: memref<?xf32>, %i: index, %mask: vector<8xi1>, %pass: vector<8xf32>) -> vector<8xf32> {\n  %0 = vector.expandload %m[%i], %mask, %pass : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>\n  return %0 : vector<8xf32>\n}",
        format: Some("$base `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` type($mask) `,` type($pass_thru) `into` type($result)"),
        verify: Some(verify::verify_expand_load),
        canonicalize: Some(canonicalize::expand_load),
        interfaces: &[&strata_dialect_memref::memory_space_cast::CONSUMER],
    }

    /// Writes the lanes whose mask bit is set to consecutive elements.
    pub CompressStoreOp(COMPRESSSTORE, "vector.compressstore") {
        operands(base: single(ANY_MEMREF) [Write], indices: variadic(INDEX), mask: single(FIXED_I1_VEC_NZ), value_to_store "valueToStore": single(VEC_NZ))
        attributes(alignment: opt_int = optional(ALIGNMENT))
        build(explicit)
        summary: "writes elements selectively from a vector as defined by a mask",
        example: "func.func @compressstore(%m: memref<?xf32>, %i: index, %mask: vector<8xi1>, %v: vector<8xf32>) {\n  vector.compressstore %m[%i], %mask, %v : memref<?xf32>, vector<8xi1>, vector<8xf32>\n  return\n}",
        format: Some("$base `[` $indices `]` `,` $mask `,` $valueToStore attr-dict `:` type($base) `,` type($mask) `,` type($valueToStore)"),
        verify: Some(verify::verify_compress_store),
        canonicalize: Some(canonicalize::compress_store),
        interfaces: &[&strata_dialect_memref::memory_space_cast::CONSUMER],
    }

    /// Reinterprets a vector as one of another shape with the same number
    /// of elements, in row-major order.
    pub ShapeCastOp(SHAPE_CAST, "vector.shape_cast") {
        operands(source: single(VEC))
        results(result: single(VEC))
        build(explicit)
        summary: "shape_cast casts between vector shapes",
        example: "func.func @shape_cast(%v: vector<4x8xf32>) -> vector<32xf32> {\n  %0 = vector.shape_cast %v : vector<4x8xf32> to vector<32xf32>\n  return %0 : vector<32xf32>\n}",
        traits: PURE,
        format: Some("$source attr-dict `:` type($source) `to` type($result)"),
        verify: Some(verify::verify_shape_cast),
        fold: Some(fold::fold_shape_cast),
        canonicalize: Some(canonicalize::shape_cast),
        interfaces: &[&INT_RANGE],
    }

    /// Reinterprets the bits of a vector with another element type (and
    /// trailing dimension).
    pub BitCastOp(BITCAST, "vector.bitcast") {
        operands(source: single(VEC))
        results(result: single(VEC))
        build(explicit)
        summary: "bitcast casts between vectors",
        example: "func.func @bitcast(%v: vector<4xf32>) -> vector<8xf16> {\n  %0 = vector.bitcast %v : vector<4xf32> to vector<8xf16>\n  return %0 : vector<8xf16>\n}",
        traits: PURE,
        predicates: &[Predicate::Custom {
            summary: "all of {source, result} have same rank",
            check: |op| {
                let r = |t| vector_parts(op.ctx, t).map(|(s, _, _)| s.len());
                r(op.operand_type(0)) == r(op.result_type(0))
            },
        }],
        format: Some("$source attr-dict `:` type($source) `to` type($result)"),
        verify: Some(verify::verify_bitcast),
        fold: Some(fold::fold_bitcast),
    }

    /// Views a statically shaped memref of scalars as a memref of one
    /// vector.
    pub TypeCastOp(TYPE_CAST, "vector.type_cast") {
        operands(memref: single(STATIC_MEMREF))
        results(result: single(ANY_MEMREF))
        build(explicit)
        summary: "type_cast op converts a scalar memref to a vector memref",
        example: "func.func @type_cast(%m: memref<4x8xf32>) -> memref<vector<4x8xf32>> {\n  %0 = vector.type_cast %m : memref<4x8xf32> to memref<vector<4x8xf32>>\n  return %0 : memref<vector<4x8xf32>>\n}",
        traits: PURE,
        format: Some("$memref attr-dict `:` type($memref) `to` type($result)"),
        verify: Some(verify::verify_type_cast),
    }

    /// A mask whose leading hyper-rectangle of `mask_dim_sizes` is set.
    pub ConstantMaskOp(CONSTANT_MASK, "vector.constant_mask") {
        results(result: single(I1_VEC))
        attributes(mask_dim_sizes: attr = required(attrs::DENSE_I64_ARRAY_ATTR))
        build(explicit)
        summary: "creates a constant vector mask",
        example: "func.func @constant_mask() -> vector<4x3xi1> {\n  %0 = vector.constant_mask [3, 2] : vector<4x3xi1>\n  return %0 : vector<4x3xi1>\n}",
        traits: PURE,
        format: Some("$mask_dim_sizes attr-dict `:` type(results)"),
        verify: Some(verify::verify_constant_mask),
        fold: Some(fold::fold_constant_mask),
    }

    /// A mask whose leading hyper-rectangle of the operand sizes is set.
    pub CreateMaskOp(CREATE_MASK, "vector.create_mask") {
        operands(operands: variadic(INDEX))
        results(result: single(I1_VEC))
        build(explicit)
        summary: "creates a vector mask",
        example: "func.func @create_mask(%n: index) -> vector<[4]xi1> {\n  %0 = vector.create_mask %n : vector<[4]xi1>\n  return %0 : vector<[4]xi1>\n}",
        traits: PURE,
        format: Some("$operands attr-dict `:` type(results)"),
        verify: Some(verify::verify_create_mask),
        canonicalize: Some(canonicalize::create_mask),
    }

    /// Predicates the one maskable op of its region with `mask`; masked-off
    /// lanes of the result come from `passthru`.
    pub MaskOp(MASK, "vector.mask") {
        operands(mask: single(I1_VEC_NZ), passthru: optional(ANY))
        results(results: variadic(ANY))
        regions(mask_region "maskRegion": single(strata_ods::RegionConstraint::Sized(1)))
        build(explicit)
        summary: "Predicates a maskable vector operation",
        example: "func.func @mask(%m: memref<?xf32>, %i: index, %pad: f32, %mask: vector<4xi1>) -> vector<4xf32> {\n  %0 = vector.mask %mask { vector.transfer_read %m[%i], %pad : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>\n  return %0 : vector<4xf32>\n}",
        traits: OpTraits::SINGLE_BLOCK

            .union(OpTraits::RECURSIVE_MEMORY_EFFECTS)
            .union(OpTraits::NO_REGION_ARGUMENTS),
        implicit_terminator: Some("vector.yield"),
        parse: Some(asm::parse_mask),
        print: Some(asm::print_mask),
        verify: Some(verify::verify_mask),
        canonicalize: Some(canonicalize::mask),
        interfaces: &[&bufferize::MASK],
    }

    /// Permutes the dimensions of a vector.
    pub TransposeOp(TRANSPOSE, "vector.transpose") {
        operands(vector: single(VEC))
        results(result: single(VEC))
        attributes(permutation: attr = required(attrs::DENSE_I64_ARRAY_ATTR))
        build(explicit)
        summary: "vector transpose operation",
        example: "func.func @transpose(%v: vector<2x3xf32>) -> vector<3x2xf32> {\n  %0 = vector.transpose %v, [1, 0] : vector<2x3xf32> to vector<3x2xf32>\n  return %0 : vector<3x2xf32>\n}",
        traits: PURE,
        predicates: &[OPERAND_RESULT_SAME_ELEM],
        format: Some("$vector `,` $permutation attr-dict `:` type($vector) `to` type($result)"),
        verify: Some(verify::verify_transpose),
        fold: Some(fold::fold_transpose),
        canonicalize: Some(canonicalize::transpose),
        interfaces: &[&INT_RANGE],
    }

    /// Prints a vector, a scalar, punctuation or a string (for testing and
    /// debugging).
    pub PrintOp(PRINT, "vector.print") {
        operands(source: optional(PRINTABLE))
        attributes(
            punctuation: opt_attr = default_valued(PUNCTUATION_ATTR, punctuation_newline),
            string_literal "stringLiteral": opt_attr = optional(attrs::STR_ATTR),
        )
        build(explicit)
        summary: "print operation (for testing and debugging)",
        example: "func.func @print(%v: vector<4xf32>) {\n  vector.print %v : vector<4xf32>\n  vector.print str \"done\"\n  return\n}",
        predicates: &[Predicate::Custom {
            summary: "`source` or `punctuation` are not set when printing strings",
            check: |op| {
                op.attr("stringLiteral").is_none()
                    || (op.num_operands() == 0 && op.attr("punctuation").is_none_or(|a| a == punctuation_newline(op.ctx)))
            },
        }],
        effects: &[strata_ods::EffectSpec::new(EffectKind::Write)],
        parse: Some(asm::parse_print),
        print: Some(asm::print_print),
    }

    /// An inclusive or exclusive scan of `source` along `reduction_dim`
    /// with the combining `kind`, starting from `initial_value`; also
    /// gives the last accumulated value.
    pub ScanOp(SCAN, "vector.scan") {
        operands(source: single(VEC_NZ), initial_value: single(VEC))
        results(dest: single(VEC_NZ), accumulated_value: single(VEC))
        attributes(
            kind: attr = required(KIND_ATTR),
            reduction_dim: int = required(attrs::I64_ATTR),
            inclusive: bool = required(attrs::BOOL_ATTR),
        )
        build(explicit)
        summary: "Scan operation",
        example: "func.func @scan(%v: vector<4x8xf32>, %init: vector<4xf32>) -> vector<4x8xf32> {\n  %0:2 = vector.scan <add>, %v, %init {inclusive = true, reduction_dim = 1 : i64} : vector<4x8xf32>, vector<4xf32>\n  return %0#0 : vector<4x8xf32>\n}",
        traits: PURE,
        predicates: &[
            Predicate::AllTypesMatch(&["source", "dest"]),
            Predicate::AllTypesMatch(&["initial_value", "accumulated_value"]),
        ],
        format: Some("$kind `,` $source `,` $initial_value attr-dict `:` type($source) `,` type($initial_value)"),
        verify: Some(verify::verify_scan),
    }

    /// The runtime multiple of scalable vector lengths.
    pub VectorScaleOp(VSCALE, "vector.vscale") {
        results(res: single(INDEX))
        build(explicit)
        summary: "Load vector scale size",
        example: "func.func @vscale() -> index {\n  %vscale = vector.vscale\n  return %vscale : index\n}",
        traits: PURE,
        result_names: Some(|op, set| strata_dialect_utils::asm::name_result(op, set, "vscale")),
        format: Some("attr-dict"),
    }

    /// The vector `[0, 1, ..., N-1]` of index values.
    pub StepOp(STEP, "vector.step") {
        results(result: single(INDEX_VEC_1D))
        build(explicit)
        summary: "A linear sequence of values from 0 to N",
        example: "func.func @step() -> vector<[4]xindex> {\n  %0 = vector.step : vector<[4]xindex>\n  return %0 : vector<[4]xindex>\n}",
        traits: PURE,
        format: Some("attr-dict `:` type($result)"),
        canonicalize: Some(canonicalize::step),
        interfaces: &[&INT_RANGE],
    }

    /// Terminates the region of `vector.mask`, yielding its results.
    pub YieldOp(YIELD, "vector.yield") {
        operands(operands: variadic(ANY))
        build(explicit)
        summary: "Terminates and yields values from vector regions.",
        example: "func.func @yield(%v: vector<4xf32>, %mask: vector<4xi1>) -> f32 {\n  %0 = vector.mask %mask {\n    %1 = vector.reduction <add>, %v : vector<4xf32> into f32\n    vector.yield %1 : f32\n  } : vector<4xi1> -> f32\n  return %0 : f32\n}",
        traits: PURE.union(OpTraits::RETURN_LIKE).union(OpTraits::TERMINATOR),
        format: Some("attr-dict ($operands^ `:` type($operands))?"),
        interfaces: &[&bufferize::YIELD],
    }
}

// ---- the dialect -----------------------------------------------------------------------

fn parse_attr(
    p: &mut dyn strata_ir::asm::AsmParser<'_>,
    _ty: Option<Type>,
) -> strata_ir::asm::ParseResult<Attribute> {
    parse_dialect_enum_attr(p, "vector", ENUM_ATTRS)
}

fn print_attr(p: &mut dyn strata_ir::asm::AsmPrinter<'_>, a: Attribute) {
    print_dialect_enum_attr(p, ENUM_ATTRS, a)
}

/// The `vector` dialect.
pub static DIALECT: DialectSpec = DialectSpec {
    summary: "Operations on n-D vector values",
    description: "Target-independent operations on n-D vectors: construction \
        (broadcast, from_elements, step, masks), element and slice access \
        (extract, insert, strided slices, shuffle, transpose, shape_cast), \
        reductions and contractions, and transfers between vectors and memrefs or \
        tensors, optionally masked.",
    ops: &[
        &CONTRACT,
        &REDUCTION,
        &MULTI_REDUCTION,
        &BROADCAST,
        &SHUFFLE,
        &INTERLEAVE,
        &DEINTERLEAVE,
        &EXTRACT,
        &FMA,
        &TO_ELEMENTS,
        &FROM_ELEMENTS,
        &INSERT,
        &SCALABLE_INSERT,
        &SCALABLE_EXTRACT,
        &INSERT_STRIDED_SLICE,
        &OUTERPRODUCT,
        &EXTRACT_STRIDED_SLICE,
        &TRANSFER_READ,
        &TRANSFER_WRITE,
        &LOAD,
        &STORE,
        &MASKEDLOAD,
        &MASKEDSTORE,
        &GATHER,
        &SCATTER,
        &EXPANDLOAD,
        &COMPRESSSTORE,
        &SHAPE_CAST,
        &BITCAST,
        &TYPE_CAST,
        &CONSTANT_MASK,
        &CREATE_MASK,
        &MASK,
        &TRANSPOSE,
        &PRINT,
        &SCAN,
        &VSCALE,
        &STEP,
        &YIELD,
    ],
    interfaces: &[&DialectInlinerInterface::ALL_LEGAL],
    parse_attr: Some(parse_attr),
    print_attr: Some(print_attr),
    materialize_constant: Some(strata_dialect_arith::materialize_constant),
    ..DialectSpec::new("vector")
};

/// The registry definition of the dialect.
pub fn dialect() -> DialectDef {
    DIALECT.to_def()
}

/// `InferIntRangeInterface` of the vector ops that move elements without
/// changing them (their result ranges over the same values as their
/// sources), and of `vector.step`.
const INT_RANGE: strata_ir::int_range::InferIntRangeInterface =
    strata_ir::int_range::InferIntRangeInterface {
        infer: infer_int_range,
        reflect: None,
        infer_in_scope: None,
    };

fn infer_int_range(
    op: OpRef<'_>,
    args: &[strata_ir::int_range::IntegerValueRange],
    set: &mut strata_ir::int_range::SetIntRangeFn<'_>,
) {
    use strata_ir::int_range::{ConstantIntRanges, IntegerValueRange};
    if op.num_results() != 1 {
        return;
    }
    let result = op.result(0);
    let range = match op.name_str() {
        "vector.step" => {
            let ctx = op.ctx;
            // A scalable length is not known.
            if let strata_ir::TypeKind::Vector { scalable, .. } = ctx.type_kind(op.value_type(result)) {
                if scalable.iter().any(|&s| s) {
                    return;
                }
            }
            let width = ConstantIntRanges::storage_bitwidth(ctx, op.value_type(result));
            let Some(&n) = ctx.shape(op.value_type(result)).and_then(|s| s.first()) else {
                return;
            };
            IntegerValueRange(Some(ConstantIntRanges::from_unsigned(
                strata_ir::APInt::zero(width),
                strata_ir::APInt::from_i64(width, n - 1),
            )))
        }
        // The inserted value joins the destination's.
        "vector.insert" => match (args.first(), args.get(1)) {
            (Some(a), Some(b)) => a.join(b),
            _ => return,
        },
        _ => match args.first() {
            Some(a) => a.clone(),
            None => return,
        },
    };
    if !range.is_uninitialized() {
        set(result, range);
    }
}

/// The sizes of a `vector.transfer_write`'s tensor result: its base's.
const TRANSFER_WRITE_BOUNDS: strata_ir::interfaces::ShapedDimBoundsOpInterface =
    strata_ir::interfaces::ShapedDimBoundsOpInterface(|op, _, dim, out| {
        strata_dialect_utils::value_bounds::same_shape_bounds(op, dim, 1, out)
    });
